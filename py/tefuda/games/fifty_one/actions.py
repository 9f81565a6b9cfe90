"""51 (Fifty-One): the actions and their text forms (the action log, saves, golden files).

``"swap 3H KD"`` (a hand card for a field card, hand card first), ``"swap all"``, ``"flush"``,
``"pass"``, ``"call"``, ``"nocall"`` and ``"next"``.
"""

from __future__ import annotations

import dataclasses

from tefuda.actions import Action as ActionBase
from tefuda.actions import Grammar
from tefuda.games.fifty_one.state import DECK


@dataclasses.dataclass(frozen=True)
class Swap(ActionBase):
    """Swap one: a hand card for a field card, ``"swap 3H KD"`` (hand card first)."""

    form = "swap {hand_card:card} {field_card:card}"
    hand_card: str
    field_card: str


@dataclasses.dataclass(frozen=True)
class SwapAll(ActionBase):
    """Swap all five hand cards for the five field cards: ``"swap all"``."""

    form = "swap all"


@dataclasses.dataclass(frozen=True)
class Flush(ActionBase):
    """Flush the field to the discard pile and deal five new field cards: ``"flush"``."""

    form = "flush"


@dataclasses.dataclass(frozen=True)
class Pass(ActionBase):
    """Do nothing this turn: ``"pass"``."""

    form = "pass"


@dataclasses.dataclass(frozen=True)
class Call(ActionBase):
    """Call with a one-suit hand below 51 (answering the call question): ``"call"``."""

    form = "call"


@dataclasses.dataclass(frozen=True)
class NoCall(ActionBase):
    """Decline to call (answering the call question): ``"nocall"``."""

    form = "nocall"


@dataclasses.dataclass(frozen=True)
class Next(ActionBase):
    """Seat 0 acknowledges the round result; the next round is dealt: ``"next"``."""

    form = "next"


Action = Swap | SwapAll | Flush | Pass | Call | NoCall | Next
#: every action class, for telling an action from any other object
ACTION_TYPES = (Swap, SwapAll, Flush, Pass, Call, NoCall, Next)
#: the text forms of 51's actions and their parser
GRAMMAR: Grammar[Action] = Grammar("fifty-one", ACTION_TYPES, {"card": DECK})


def parse_action(text: str) -> Action:
    """Return the action whose text form is ``text`` (exact spelling, single spaces).

    >>> parse_action("swap TH JK")
    Swap(hand_card='TH', field_card='JK')
    >>> parse_action("swap  all")
    Traceback (most recent call last):
    ...
    tefuda.core.BadActionText: not a fifty-one action: 'swap  all'

    Raises BadActionText for any other text.
    """
    return GRAMMAR.parse(text)
