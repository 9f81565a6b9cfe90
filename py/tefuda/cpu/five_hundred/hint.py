"""The person's hint: the best option of :func:`.appraise.appraise` for the seat of a view, with
its reason; but a bid the deals expect to fail that saves no game (:data:`UNADVISED`) is never
advised: the rules' own call is, with its reason (a bid expected to fail is advised only for
what it saves, ``bid_defend``).

The advice reads only the view, and its sampling is seeded from what the view shows, so the
same view always gives the same advice.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, TypedDict, cast

from tefuda.games.five_hundred import FiveHundredView

from .appraise import appraise
from .decision import HINT

#: reasons the hint never advises with: a bid expected to fail that saves no game (the
#: appraisal may still rank it best; the person is told the rules' call and its reason)
UNADVISED = (HINT + "bid_sampled_best",)
#: the reason of an option that is not the best (a chance, no reason to choose it)
OPTION = HINT + "option_sampled"

#: card plays the hint's playouts may spend (more than the hard level's: the hint is asked for
#: once, and the person waits for it anyway)
BUDGET = 2400


class Advice(TypedDict):
    """The hint: ``action`` (one of the view's legal texts, or None when the seat has nothing
    to do), ``reason`` (a key of the ``five-hundred.hint.*`` catalog) and ``params`` for its
    text."""

    action: str | None
    reason: str
    params: dict[str, Any]


def view_seed(view: FiveHundredView) -> str:
    """Return a seed made of what the seat sees: its hand, the calls, the plays so far."""
    calls = ",".join(f"{c['seat']}{'' if c['bid'] is None else c['bid']['action']}"
                     for c in view["calls"])
    played = ";".join(",".join(cards) for cards in view["played"])
    return "|".join([str(view["seat"]), str(view["hand_number"]), ",".join(view["hand"]),
                     calls, played, ",".join(view["discards"] or ())])


def hint(seat_view: Mapping[str, Any], budget: int | None = None) -> Advice:
    """Return the advice for the seat of ``seat_view`` (:class:`Advice`): the best option of
    the appraisal with ``budget`` (:data:`BUDGET` when None), sampled from :func:`view_seed`
    (the rules' call instead of an :data:`UNADVISED` one).

    ``seat_view`` is a :class:`FiveHundredView` (``GAME.view``); it is typed as the generic
    table holds a view, the one place the CPU takes one untyped.  With nothing to do the
    advice is to wait (``five-hundred.hint.wait``, no action).
    """
    view = cast(FiveHundredView, seat_view)
    legal: list[str] = list(view["legal"])
    if not legal:
        return {"action": None, "reason": HINT + "wait", "params": {}}
    spend = 0 if len(legal) == 1 and legal != ["next"] else BUDGET if budget is None else budget
    options = appraise(view, random.Random(view_seed(view)), spend)
    chosen = options[0]
    if chosen.reason in UNADVISED:
        # a bid the deals expect to fail, with no game to save: the rules' own call instead
        # (its option carries the rules' reason, never a bare chance)
        chosen = next(o for o in options if o.reason not in UNADVISED + (OPTION,))
    return {"action": chosen.action, "reason": chosen.reason, "params": dict(chosen.params)}
