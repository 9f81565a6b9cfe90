"""The actions of Gin Rummy and their text forms (the action log, the save format).

``"pass"``, ``"draw stock"``, ``"draw discard"`` (taking the upcard too), ``"discard 7C"``,
``"knock 7C"`` (knock or gin, discarding 7C face down) and ``"next"`` (seat 0 acknowledges a
finished hand and the next one is dealt).
"""

from __future__ import annotations

import dataclasses

from tefuda.core import BadActionText
from tefuda.games.gin_rummy.melds import INDEX


@dataclasses.dataclass(frozen=True)
class Pass:
    """Decline the upcard: ``"pass"``."""

    def __str__(self) -> str:
        return "pass"


@dataclasses.dataclass(frozen=True)
class DrawStock:
    """Draw the top card of the stock: ``"draw stock"``."""

    def __str__(self) -> str:
        return "draw stock"


@dataclasses.dataclass(frozen=True)
class DrawDiscard:
    """Take the top card of the discard pile, the upcard too: ``"draw discard"``."""

    def __str__(self) -> str:
        return "draw discard"


@dataclasses.dataclass(frozen=True)
class Discard:
    """Discard a card face up and end the turn: ``"discard 7C"``."""

    card: str

    def __str__(self) -> str:
        return f"discard {self.card}"


@dataclasses.dataclass(frozen=True)
class Knock:
    """Discard a card face down and end the hand, gin when no deadwood is left: ``"knock 7C"``."""

    card: str

    def __str__(self) -> str:
        return f"knock {self.card}"


@dataclasses.dataclass(frozen=True)
class Next:
    """Seat 0 acknowledges a finished hand; the next hand is dealt: ``"next"``."""

    def __str__(self) -> str:
        return "next"


Action = Pass | DrawStock | DrawDiscard | Discard | Knock | Next
#: every action class, for telling an action from any other object
ACTION_TYPES = (Pass, DrawStock, DrawDiscard, Discard, Knock, Next)

_FIXED: dict[str, Action] = {
    "pass": Pass(),
    "draw stock": DrawStock(),
    "draw discard": DrawDiscard(),
    "next": Next(),
}


def parse_action(text: str) -> Action:
    """Return the action whose text form is ``text`` (exact spelling, single spaces).

    >>> parse_action("knock 7C")
    Knock(card='7C')

    Raises BadActionText for any other text.
    """
    if not isinstance(text, str):
        raise BadActionText(f"not an action text: {text!r}")
    fixed = _FIXED.get(text)
    if fixed is not None:
        return fixed
    verb, _, card = text.partition(" ")
    if card in INDEX:
        if verb == "discard":
            return Discard(card)
        if verb == "knock":
            return Knock(card)
    raise BadActionText(f"not a gin-rummy action: {text!r}")
