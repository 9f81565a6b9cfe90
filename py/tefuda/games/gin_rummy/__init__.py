"""Gin Rummy (specs/gin_rummy.md): two seats, seat 0 at the bottom, seat 1 the CPU.

One state holds a whole game to ``target`` points (100).  The package, by concern:

- :mod:`~tefuda.games.gin_rummy.melds`: melds, deadwood, layoffs and knock scoring on card masks;
- :mod:`~tefuda.games.gin_rummy.scoring`: the same on card strings, the spec's public functions
  (:func:`deadwood`, :func:`best_melds`, :func:`score_knock`) and the settlement;
- :mod:`~tefuda.games.gin_rummy.actions`: the actions and their text forms;
- :mod:`~tefuda.games.gin_rummy.options`: the options (the target), declared once;
- :mod:`~tefuda.games.gin_rummy.state`: phases, the state and dealing;
- :mod:`~tefuda.games.gin_rummy.events`: the event kinds;
- :mod:`~tefuda.games.gin_rummy.rules`: :data:`GAME`, whose one verify step states each rule;
- :mod:`~tefuda.games.gin_rummy.moves`: how each accepted action changes the state;
- :mod:`~tefuda.games.gin_rummy.view`: what a seat may know (:class:`GinView`);
- :mod:`~tefuda.games.gin_rummy.replay`: :func:`replay_hand`, one scripted hand;
- :mod:`~tefuda.games.gin_rummy.describe`: :func:`describe`, a position as text.

>>> deadwood(["7H", "7S", "7D", "8H", "9H"])
14
"""

from __future__ import annotations

from tefuda.games.gin_rummy.actions import (
    Action,
    Discard,
    DrawDiscard,
    DrawStock,
    Knock,
    Next,
    Pass,
)
from tefuda.games.gin_rummy.describe import describe
from tefuda.games.gin_rummy.events import EventKind
from tefuda.games.gin_rummy.melds import KNOCK_LIMIT, KnockKind
from tefuda.games.gin_rummy.moves import WALL
from tefuda.games.gin_rummy.options import TARGETS, GinOptions
from tefuda.games.gin_rummy.replay import HandOutcome, replay_hand
from tefuda.games.gin_rummy.rules import GAME, GinRummy
from tefuda.games.gin_rummy.scoring import (
    HAND_SIZE,
    KnockResult,
    Settlement,
    best_melds,
    deadwood,
    deadwood_after_discards,
    score_knock,
    settle,
)
from tefuda.games.gin_rummy.state import GAME_ID, GinState, HandKind, Phase
from tefuda.games.gin_rummy.view import GinView, KnockResultView, ResultView, WallResultView

__all__ = [
    "GAME",
    "GAME_ID",
    "HAND_SIZE",
    "KNOCK_LIMIT",
    "TARGETS",
    "WALL",
    "Action",
    "Discard",
    "DrawDiscard",
    "DrawStock",
    "EventKind",
    "GinOptions",
    "GinRummy",
    "GinState",
    "GinView",
    "HandKind",
    "HandOutcome",
    "Knock",
    "KnockKind",
    "KnockResult",
    "KnockResultView",
    "Next",
    "Pass",
    "Phase",
    "ResultView",
    "Settlement",
    "WallResultView",
    "best_melds",
    "deadwood",
    "deadwood_after_discards",
    "describe",
    "replay_hand",
    "score_knock",
    "settle",
]
