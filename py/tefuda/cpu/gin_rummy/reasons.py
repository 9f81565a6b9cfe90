"""Why an option of a Gin Rummy position is good, in the hint's sentences (``gin-rummy.hint.*``):
the reason :func:`tefuda.cpu.gin_rummy.appraise` gives each option.

Each sentence is a claim about the position, so it is chosen by the facts that make it true
(the deadwood a take or a discard leaves, the melds a card makes, the cards the opponent took;
for a knock, what the sampled deals measured of it: its expected points and how often it was
undercut; a hold says only the gin the hand is one card from).  When no plain fact accounts for an option, the sentence says what
the appraisal found: that it did best when the hand was played out.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tefuda.actions import legal_of
from tefuda.games.gin_rummy import Discard, DrawDiscard, GinView, Knock, Phase
from tefuda.games.gin_rummy import melds as gm
from tefuda.games.gin_rummy.actions import parse_action

from .knowledge import Knowledge, best_after_take
from .turn import HINT_PREFIX, _explain_discard, _gin_outs, _meld_kind

Reason = tuple[str, dict[str, Any]]


class Measured:
    """What the sampled deals measured of a knock: its mean points and undercut share."""

    def __init__(self, points: float, undercut: float) -> None:
        self.points = points
        self.undercut = undercut


def reason(view: GinView, know: Knowledge, action: str,
           knocks: Mapping[str, Measured]) -> Reason:
    """Return the catalog key and params that say why ``action`` (a legal text of ``view``)
    is the one to play; ``knocks`` holds what the deals measured of each knock option."""
    option = view_action(view, action)
    if option is None:
        return _draw_reason(view, know, action)
    if isinstance(option, Knock):
        return _knock_reason(view, know, option, knocks)
    return _discard_reason(view, know, option, knocks)


def view_action(view: GinView, action: str) -> Discard | Knock | None:
    """Return the discard or knock whose text is ``action`` (None for a draw)."""
    option = parse_action(action)
    return option if isinstance(option, (Discard, Knock)) else None


def _draw_reason(view: GinView, know: Knowledge, action: str) -> Reason:
    top = view["top_discard"]
    takes = [str(a) for a in legal_of(view, DrawDiscard)]
    if not takes or top is None:
        return HINT_PREFIX + "draw_stock_only", {}
    card = gm.INDEX[top]
    current = gm.min_deadwood(know.hand)
    new_dw, throw, in_meld = best_after_take(know.hand, card)
    if action in takes:
        if in_meld and new_dw < current:
            kind = _meld_kind((know.hand | (1 << card)) ^ (1 << throw), card)
            return HINT_PREFIX + ("take_run" if kind == "run" else "take_set"), {"card": top}
        if new_dw < current:
            return HINT_PREFIX + "take_lowers", {"card": top, "deadwood": new_dw}
        return HINT_PREFIX + "take_weighed", {"card": top}
    key = "pass_upcard" if view["phase"] == Phase.UPCARD else "draw_stock"
    if new_dw < current:
        return HINT_PREFIX + key + "_lowers", {"card": top, "now": current, "deadwood": new_dw}
    return HINT_PREFIX + key, {"card": top}


def _after(view: GinView) -> dict[str, int]:
    return dict(view["discard_deadwood"])


def _knock_reason(view: GinView, know: Knowledge, option: Knock,
                  knocks: Mapping[str, Measured]) -> Reason:
    deadwood = _after(view)[option.card]
    params: dict[str, Any] = {"card": option.card, "deadwood": deadwood}
    if deadwood == 0:
        return HINT_PREFIX + "gin", params
    measured = knocks.get(str(option))
    if measured is not None and measured.points > 0:
        params["expected"] = round(measured.points)
        return HINT_PREFIX + "knock", params
    return HINT_PREFIX + "knock_weighed", params


def _discard_reason(view: GinView, know: Knowledge, option: Discard,
                    knocks: Mapping[str, Measured]) -> Reason:
    after = _after(view)
    card = option.card
    if str(Knock(card)) in knocks:
        # the card discarded could be knocked with.  The deals played out weigh the knock
        # against the rest of the hand, which no sentence of the rules of thumb says (their
        # "a knock would earn only" and "may undercut" speak of the knock's score now, and the
        # playouts' figures disagree with it): only a fact of the view is given, the gin the
        # hand is one card from; otherwise the discard's own reason
        kept = know.hand ^ (1 << gm.INDEX[card])
        if after[card] <= 2 and _gin_outs(know, kept):
            return HINT_PREFIX + "hold_gin", {"card": card, "deadwood": after[card]}
    probs = know.holds()
    danger = {c: know.danger(gm.INDEX[c], probs) for c in after}
    decision = _explain_discard(know, card, after, danger)
    return decision.reason, dict(decision.params)
