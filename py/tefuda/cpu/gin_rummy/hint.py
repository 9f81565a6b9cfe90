"""The person's hint at the Gin Rummy table: the hard CPU's choice, with its reason."""

from __future__ import annotations

import random
from typing import Any, TypedDict

from tefuda.games.gin_rummy import GinView

from .turn import HINT_PREFIX, decide


class Advice(TypedDict):
    """The hint: ``action`` (one of the view's legal texts, or None when the seat has nothing
    to do), ``reason`` (a key of the ``gin-rummy.hint.*`` catalog) and ``params`` for its text."""

    action: str | None
    reason: str
    params: dict[str, Any]


def hint(view: GinView) -> Advice:
    """Return the hard CPU's advice for the seat of ``view``.

    Gin or a knock is advised whenever it is possible and sound.
    """
    legal = list(view["legal"])
    if not legal:
        return {"action": None, "reason": HINT_PREFIX + "wait", "params": {}}
    rng = random.Random(_view_seed(view))
    decision = decide(view, "hard", rng, explain=True)
    return {
        "action": str(decision.action), "reason": decision.reason, "params": dict(decision.params)
    }


def _view_seed(view: GinView) -> str:
    # The hint must not flicker between two taps on the same board: its samples are seeded by
    # what the seat sees.
    return "|".join(
        [",".join(view["hand"]), ",".join(view["discard_pile"]), str(view["stock_count"])]
    )
