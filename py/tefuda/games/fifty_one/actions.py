"""51 (Fifty-One): the actions and their text forms (the action log, saves, golden files)."""

from __future__ import annotations

import dataclasses

from tefuda.cards import parse_card
from tefuda.core import BadActionText


@dataclasses.dataclass(frozen=True)
class Swap:
    """Swap one: a hand card for a field card, ``"swap 3H KD"`` (hand card first)."""

    hand_card: str
    field_card: str

    def __str__(self) -> str:
        return f"swap {self.hand_card} {self.field_card}"


@dataclasses.dataclass(frozen=True)
class SwapAll:
    """Swap all five hand cards for the five field cards: ``"swap all"``."""

    def __str__(self) -> str:
        return "swap all"


@dataclasses.dataclass(frozen=True)
class Flush:
    """Flush the field to the discard pile and deal five new field cards: ``"flush"``."""

    def __str__(self) -> str:
        return "flush"


@dataclasses.dataclass(frozen=True)
class Pass:
    """Do nothing this turn: ``"pass"``."""

    def __str__(self) -> str:
        return "pass"


@dataclasses.dataclass(frozen=True)
class Call:
    """Call with a one-suit hand below 51 (answering the call question): ``"call"``."""

    def __str__(self) -> str:
        return "call"


@dataclasses.dataclass(frozen=True)
class NoCall:
    """Decline to call (answering the call question): ``"nocall"``."""

    def __str__(self) -> str:
        return "nocall"


@dataclasses.dataclass(frozen=True)
class Next:
    """Seat 0 acknowledges the round result; the next round is dealt: ``"next"``."""

    def __str__(self) -> str:
        return "next"


Action = Swap | SwapAll | Flush | Pass | Call | NoCall | Next

_SIMPLE: dict[str, Action] = {
    "swap all": SwapAll(),
    "flush": Flush(),
    "pass": Pass(),
    "call": Call(),
    "nocall": NoCall(),
    "next": Next(),
}


def parse_action(text: str) -> Action:
    """Return the action whose text form is ``text``.

    ``"swap <hand card> <field card>"`` (cards in cards.md notation), ``"swap all"``, ``"flush"``,
    ``"pass"``, ``"call"``, ``"nocall"``, ``"next"``; exact spelling, single spaces.
    Raises BadActionText for anything else.

    >>> parse_action("swap TH JK")
    Swap(hand_card='TH', field_card='JK')
    >>> parse_action("swap  all")
    Traceback (most recent call last):
    ...
    tefuda.core.BadActionText: not a 51 action: 'swap  all'
    """
    if isinstance(text, str):
        if text in _SIMPLE:
            return _SIMPLE[text]
        parts = text.split(" ")
        if len(parts) == 3 and parts[0] == "swap":
            try:
                return Swap(parse_card(parts[1]), parse_card(parts[2]))
            except ValueError:
                pass
    raise BadActionText(f"not a 51 action: {text!r}")
