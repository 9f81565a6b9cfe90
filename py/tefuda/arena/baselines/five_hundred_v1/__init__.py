"""500's normal and hard CPUs frozen as they were at commit ``b1cb1a5`` (2026-12-01; the CPU
last changed in ``e5c78b4``), the baseline of issue #21.

FROZEN: do not edit, and do not import from the live CPU (``tefuda.cpu.five_hundred``).  The
issue asks that today's hard level be kept as a fixed opponent, so that every arena run measures
the new levels against the same player in the same code state.  This is a copy of every module
``hard`` and ``normal`` used, importing one another relatively and nothing of the live CPU but
the engine's rules (``tefuda.games.five_hundred``, ``tefuda.cards``), and reading the view as the
CPU did then.  The arena plays it as ``hard-v1`` and ``normal-v1``; the build never ships it
(it sits under ``tefuda/arena``).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from .decision import decision
from .hard import hard_decision
from .knowledge import Knowledge
from .normal import normal_decision

LEVELS = ("normal", "hard")


def choose(view: Mapping[str, Any], level: str, rng: random.Random) -> str:
    """Return the action text the frozen CPU of ``level`` plays, one of ``view["legal"]``.

    Raises ValueError for an unknown level or a view with no legal action.
    """
    if level not in LEVELS:
        raise ValueError(f"unknown frozen five-hundred level {level!r} (expected {LEVELS})")
    legal: list[str] = list(view["legal"])
    if not legal:
        raise ValueError("the seat of this view has nothing to do")
    if len(legal) == 1:
        return legal[0]
    if "next" in legal:
        return decision("next", "next").action
    know = Knowledge.from_view(view)
    if level == "hard":
        return hard_decision(know, legal, rng).action
    return normal_decision(know, legal).action
