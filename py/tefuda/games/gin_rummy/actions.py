"""The actions of Gin Rummy and their text forms (the action log, the save format).

``"pass"``, ``"draw stock"``, ``"draw discard"`` (taking the upcard too), ``"discard 7C"``,
``"knock 7C"`` (knock or gin, discarding 7C face down) and ``"next"`` (seat 0 acknowledges a
finished hand and the next one is dealt).
"""

from __future__ import annotations

import dataclasses

from tefuda.actions import Action as ActionBase
from tefuda.actions import Grammar
from tefuda.games.gin_rummy.melds import INDEX


@dataclasses.dataclass(frozen=True)
class Pass(ActionBase):
    """Decline the upcard: ``"pass"``."""

    form = "pass"


@dataclasses.dataclass(frozen=True)
class DrawStock(ActionBase):
    """Draw the top card of the stock: ``"draw stock"``."""

    form = "draw stock"


@dataclasses.dataclass(frozen=True)
class DrawDiscard(ActionBase):
    """Take the top card of the discard pile, the upcard too: ``"draw discard"``."""

    form = "draw discard"


@dataclasses.dataclass(frozen=True)
class Discard(ActionBase):
    """Discard a card face up and end the turn: ``"discard 7C"``."""

    form = "discard {card:card}"
    card: str


@dataclasses.dataclass(frozen=True)
class Knock(ActionBase):
    """Discard a card face down and end the hand, gin when no deadwood is left: ``"knock 7C"``."""

    form = "knock {card:card}"
    card: str


@dataclasses.dataclass(frozen=True)
class Next(ActionBase):
    """Seat 0 acknowledges a finished hand; the next hand is dealt: ``"next"``."""

    form = "next"


Action = Pass | DrawStock | DrawDiscard | Discard | Knock | Next
#: every action class, for telling an action from any other object
ACTION_TYPES = (Pass, DrawStock, DrawDiscard, Discard, Knock, Next)
#: the text forms of Gin's actions and their parser
GRAMMAR: Grammar[Action] = Grammar("gin-rummy", ACTION_TYPES, {"card": INDEX})


def parse_action(text: str) -> Action:
    """Return the action whose text form is ``text`` (exact spelling, single spaces).

    >>> parse_action("knock 7C")
    Knock(card='7C')

    Raises BadActionText for any other text.
    """
    return GRAMMAR.parse(text)
