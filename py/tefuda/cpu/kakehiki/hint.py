"""The person's hint at the 恋のかけひき table: the hard CPU's card, with its reason."""

from __future__ import annotations

import random
from typing import Any, TypedDict

from tefuda.games.kakehiki import MARRIAGE, KakehikiView

from .hard import hard_values
from .knowledge import read_view
from .normal import wants_marriage

#: the hint's samples: more than the hard CPU's, so the advice is steadier
_HINT_SAMPLES_FACTOR = 3


class Advice(TypedDict):
    """The hint: ``action`` (one of the view's legal texts, or None when there is nothing to
    choose), ``reason`` (a key of the ``kakehiki.hint.*`` catalog) and ``params`` for its text."""

    action: str | None
    reason: str
    params: dict[str, Any]


def hint(view: KakehikiView) -> Advice:
    """Return the hard CPU's advice for the seat of ``view``, from what that seat sees alone.

    ``params`` hold the card, the table total it leads to, the hand points it keeps, and what
    the other seat's laid cards suggest.  The same view always gives the same advice (its
    samples are seeded by the view).
    """
    know = read_view(view)
    if know is None:
        return {"action": None, "reason": "kakehiki.hint.wait", "params": {}}
    hand, ordered = know.hand, know.ordered
    rng = random.Random("|".join([",".join(know.names), *map(",".join, view["table"])]))
    values = [0.0] * len(ordered)
    for _ in range(_HINT_SAMPLES_FACTOR):
        for i, v in enumerate(
            hard_values(ordered, know.pool, know.mine_shown, know.theirs_shown, rng)
        ):
            values[i] += v
    best = ordered[max(range(len(ordered)), key=lambda i: (values[i], -i))]
    play = know.plays[hand.index(best)]
    card = play.card
    kept = sum(c[1] for c in hand) - best[1]
    after = know.total + best[0]
    top = sum(sorted((c[1] for c in hand), reverse=True)[:3])
    params: dict[str, Any] = {"card": card, "after": after, "kept": kept, "top": top}
    rnd = know.round
    if rnd >= 3 or len(hand) <= 3:
        reason = "last"
        params["need"] = max(0, MARRIAGE - after)
    elif wants_marriage(hand, rnd):
        reason = "seek"
    else:
        reason = "avoid"
    if know.theirs_shown:
        pushed = sum(c[0] for c in know.theirs_shown)
        params["theirs"] = know.theirs_cards
        reason += "_up" if pushed > 0 else "_down"
    return {"action": str(play), "reason": f"kakehiki.hint.{reason}", "params": params}
