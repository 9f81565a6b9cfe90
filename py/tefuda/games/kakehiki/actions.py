"""恋のかけひき's actions and their text forms: ``play 7C``, ``next``, ``end``."""

from __future__ import annotations

import dataclasses

from tefuda.cards import parse_card
from tefuda.core import BadActionText


@dataclasses.dataclass(frozen=True)
class Play:
    """Commit one card from the hand face down: ``"play 7C"``."""

    card: str

    def __str__(self) -> str:
        return f"play {self.card}"


@dataclasses.dataclass(frozen=True)
class Next:
    """Seat 0 acknowledges a finished game and deals the next one: ``"next"``."""

    def __str__(self) -> str:
        return "next"


@dataclasses.dataclass(frozen=True)
class End:
    """Seat 0 ends an open-ended match between games: ``"end"``."""

    def __str__(self) -> str:
        return "end"


Action = Play | Next | End


def parse_action(text: str) -> Action:
    """Return the action for ``"play 7C"``, ``"next"`` or ``"end"``.

    Raises BadActionText for any other text (exact spelling, single spaces).

    >>> parse_action("play 7C"), parse_action("end")
    (Play(card='7C'), End())
    """
    if text == "next":
        return Next()
    if text == "end":
        return End()
    if isinstance(text, str):
        parts = text.split(" ")
        if len(parts) == 2 and parts[0] == "play":
            try:
                return Play(parse_card(parts[1]))
            except ValueError:
                pass
    raise BadActionText(f"not a kakehiki action: {text!r}")
