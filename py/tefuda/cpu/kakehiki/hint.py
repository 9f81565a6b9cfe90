"""The person's hint at the 恋のかけひき table: the hard CPU's card (the best play of
:func:`~.appraise.appraise`, over :data:`~.appraise.HINT_FACTOR` times the hard level's
worlds), with its reason (:mod:`.hint_reasons`: each clause true whatever the other seat
holds)."""

from __future__ import annotations

import random
from typing import Any, TypedDict

from tefuda.appraisal import best
from tefuda.games.kakehiki import KakehikiView

from .appraise import HINT_FACTOR, appraise, hard_budget
from .knowledge import read_view


class Advice(TypedDict):
    """The hint: ``action`` (one of the view's legal texts, or None when there is nothing to
    choose), ``reason`` (a key of the ``kakehiki.hint.*`` catalog) and ``params`` for its text."""

    action: str | None
    reason: str
    params: dict[str, Any]


def hint(view: KakehikiView) -> Advice:
    """Return the hard CPU's advice for the seat of ``view``, from what that seat sees alone.

    ``params`` hold the card, the table total it brings the table to (before the other seat's
    card), the hand points it keeps and the rest of its reason (:mod:`.hint_reasons`).
    Between games the advice is ``"next"``.  The same view always gives the same advice (its
    samples are seeded by the view).
    """
    know = read_view(view)
    if know is None:
        if "next" in view["legal"]:
            return {"action": "next", "reason": "kakehiki.hint.next", "params": {}}
        return {"action": None, "reason": "kakehiki.hint.wait", "params": {}}
    # the hint must not flicker between two taps on the same board: seeded by what it sees
    rng = random.Random("|".join([",".join(know.names), *map(",".join, view["table"])]))
    top = best(appraise(view, rng, HINT_FACTOR * hard_budget(view)))
    return {"action": top.action, "reason": top.reason, "params": dict(top.params)}
