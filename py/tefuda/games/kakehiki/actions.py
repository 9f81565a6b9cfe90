"""恋のかけひき's actions and their text forms: ``play 7C``, ``next``, ``end``."""

from __future__ import annotations

import dataclasses

from tefuda.actions import Action as ActionBase
from tefuda.actions import Grammar
from tefuda.games.kakehiki.state import DECK, GAME_ID


@dataclasses.dataclass(frozen=True)
class Play(ActionBase):
    """Commit one card from the hand face down: ``"play 7C"``."""

    form = "play {card:card}"
    card: str


@dataclasses.dataclass(frozen=True)
class Next(ActionBase):
    """Seat 0 acknowledges a finished game and deals the next one: ``"next"``."""

    form = "next"


@dataclasses.dataclass(frozen=True)
class End(ActionBase):
    """Seat 0 ends an open-ended match between games: ``"end"``."""

    form = "end"


Action = Play | Next | End
#: every action class, for telling an action from any other object
ACTION_TYPES = (Play, Next, End)
#: the text forms of 恋のかけひき's actions and their parser
GRAMMAR: Grammar[Action] = Grammar(GAME_ID, ACTION_TYPES, {"card": DECK})


def parse_action(text: str) -> Action:
    """Return the action for ``"play 7C"``, ``"next"`` or ``"end"``.

    Raises BadActionText for any other text (exact spelling, single spaces).

    >>> parse_action("play 7C"), parse_action("end")
    (Play(card='7C'), End())
    """
    return GRAMMAR.parse(text)
