"""How the Gin Rummy CPU plays a turn at each level: take the upcard or draw, discard, knock or
hold, each as a :class:`Decision` with the reason the hint gives (``gin-rummy.hint.*``)."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Mapping
from typing import Any

from tefuda.games.gin_rummy import WALL, GinView, Phase
from tefuda.games.gin_rummy import melds as gm
from tefuda.games.gin_rummy.actions import (
    GRAMMAR,
    Action,
    Discard,
    DrawDiscard,
    DrawStock,
    Knock,
    Next,
    Pass,
)

from .knowledge import (
    Knowledge,
    best_after_take,
    bit,
    completers,
    neighbours,
)

HINT_PREFIX = "gin-rummy.hint."

#: normal: the most deadwood it knocks with, by the number of cards left in the stock
_NORMAL_KNOCK = ((20, 10), (12, 7), (0, 4))
#: deadwood at or below which a long stock makes waiting for gin worthwhile
_GIN_HOLD_DEADWOOD = 2
_GIN_HOLD_STOCK = 20
#: hard: sampled opponent hands per knock decision
_SAMPLES = 16
#: hard: knock only when the estimated undercut chance is at most this (before the wall)
_UNDERCUT_LIMIT = 0.3
#: hard: the least expected gain (points) of a knock that does not end the game; below it a
#: low hand is worth more kept (measured in the arena: 30 to 50 play alike, 15 to 25 worse)
_KNOCK_WORTH = 30.0
#: weight of one live out, in deadwood points, early and late in the hand
_LATE_STOCK = 16
_OUT_WEIGHT = {"normal": (1.0, 0.3), "hard": (1.4, 0.6)}
#: deadwood points a discard costs per unit of danger (chance of feeding the opponent a meld)
_DANGER_WEIGHT = {"normal": 5.0, "hard": 9.0}
#: extra deadwood points charged for a discard that surely melds with the cards the opponent
#: visibly took (the third of a set or a run it collected)
_VISIBLE_MELD_PENALTY = 8.0


@dataclasses.dataclass(frozen=True)
class Decision:
    """An action with the catalog key of its reason and the reason's parameters."""

    action: Action
    reason: str
    params: dict[str, Any]


# --------------------------------------------------------------------------- the decision


def decide(
    view: GinView, level: str, rng: random.Random, explain: bool = False
) -> Decision:
    """Return the decision of the CPU of ``level`` for ``view`` (with its reason when
    ``explain``: the hint asks for it)."""
    legal = GRAMMAR.legal(view)
    if Next() in legal:
        return Decision(Next(), HINT_PREFIX + "next", {})
    phase = view["phase"]
    know = Knowledge.from_view(view)
    if phase in (Phase.UPCARD, Phase.DRAW):
        return _draw(view, know, level, legal, explain)
    return _discard(view, know, level, legal, rng, explain)


def _out_weight(level: str, stock: int) -> float:
    early, late = _OUT_WEIGHT.get(level, (0.0, 0.0))
    return early if stock >= _LATE_STOCK else late


def _outs(know: Knowledge, hand: int, probs: Mapping[int, float] | None) -> float:
    """Return the live outs of a ten-card hand: unseen cards that would meld with it, those
    that would make a new meld of two loose cards counted twice; with ``probs`` each out counts
    only by its chance of not being in the opponent's hand."""
    loose = hand & ~gm.meldable(hand)
    total = 0.0
    for mask in (completers(hand) & know.unseen, completers(loose) & know.unseen):
        if probs is None:
            total += mask.bit_count()
        else:
            rest = mask
            while rest:
                low = rest & -rest
                rest ^= low
                total += 1.0 - probs.get(low.bit_length() - 1, 0.0)
    return total


def _normal_danger(know: Knowledge, card: int) -> float:
    """Return how much the opponent visibly wants ``card``: it completes a meld with the cards
    it holds from the pile (1), sits next to a card it took (0.5), or two ranks away (0.25)."""
    if completers(know.opp_known) >> card & 1:
        return 1.0
    wanted = know.opp_took | know.opp_known
    close, distant = neighbours(card)
    if any(wanted >> j & 1 for j in close):
        return 0.5
    if any(wanted >> j & 1 for j in distant):
        return 0.25
    return 0.0


# --------------------------------------------------------------------------- drawing


def _draw(
    view: GinView, know: Knowledge, level: str, legal: list[Action], explain: bool
) -> Decision:
    top = view["top_discard"]
    upcard = view["phase"] == Phase.UPCARD
    decline: Action = Pass() if upcard else DrawStock()
    if DrawDiscard() not in legal or top is None:
        return Decision(decline, HINT_PREFIX + "draw_stock_only", {})
    card = gm.INDEX[top]
    current = gm.min_deadwood(know.hand)
    new_dw, throw, in_meld = best_after_take(know.hand, card)
    take = False
    if in_meld and new_dw < current:
        take = True
    elif level != "easy" and new_dw < current and new_dw <= _normal_limit(know.stock):
        take = True  # a low card that lets it knock at once
    elif level == "hard" and new_dw < current:
        take = _hard_take_value(know, card, throw, new_dw, current)
    if take:
        if not explain:
            return Decision(DrawDiscard(), "", {})
        if in_meld:
            kind = _meld_kind((know.hand | bit(top)) ^ (1 << throw), card)
            key = "take_run" if kind == "run" else "take_set"
            return Decision(DrawDiscard(), HINT_PREFIX + key, {"card": top})
        return Decision(
            DrawDiscard(), HINT_PREFIX + "take_lowers", {"card": top, "deadwood": new_dw}
        )
    key = "pass_upcard" if upcard else "draw_stock"
    return Decision(decline, HINT_PREFIX + key, {"card": top})


def _hard_take_value(know: Knowledge, card: int, throw: int, new_dw: int, current: int) -> bool:
    """Return True when a card that melds nothing is still worth taking: it lowers the
    deadwood a lot and keeps as many outs as the hand has now."""
    kept = (know.hand | (1 << card)) ^ (1 << throw)
    gain = current - new_dw
    outs_now = _outs(know, know.hand, None)
    outs_then = _outs(know, kept, None)
    return gain >= 7 and outs_then >= outs_now


def _meld_kind(hand: int, card: int) -> str:
    for meld in gm.best_arrangement(hand).melds:
        if meld >> card & 1:
            return "run" if gm.is_run(meld) else "set"
    return "run"


def _normal_limit(stock: int) -> int:
    for at_least, limit in _NORMAL_KNOCK:
        if stock >= at_least:
            return limit
    return 0


# --------------------------------------------------------------------------- discarding


def _discard(
    view: GinView,
    know: Knowledge,
    level: str,
    legal: list[Action],
    rng: random.Random,
    explain: bool,
) -> Decision:
    discards = [a.card for a in legal if isinstance(a, Discard)]
    knockable = {a.card for a in legal if isinstance(a, Knock)}
    after = gm.discard_deadwoods(know.hand)
    dw = {c: after[gm.INDEX[c]] for c in discards}
    if level == "easy":
        if knockable:
            card = min(knockable, key=lambda c: (dw[c], -gm.VALUE[gm.INDEX[c]], c))
            return Decision(Knock(card), "", {})
        low = min(dw.values())
        best = [c for c in discards if dw[c] == low]
        high = max(gm.VALUE[gm.INDEX[c]] for c in best)
        highest = [c for c in best if gm.VALUE[gm.INDEX[c]] == high]
        return Decision(Discard(rng.choice(highest)), "", {})
    probs = know.holds() if level == "hard" else None
    weight = _out_weight(level, know.stock)
    score: dict[str, float] = {}
    danger: dict[str, float] = {}
    visible = completers(know.opp_known)
    for c in discards:
        i = gm.INDEX[c]
        if probs is not None:
            danger[c] = know.danger(i, probs)
        else:
            danger[c] = _normal_danger(know, i)
        outs = _outs(know, know.hand ^ (1 << i), probs)
        score[c] = dw[c] - weight * outs + _DANGER_WEIGHT[level] * danger[c]
        if visible >> i & 1:
            score[c] += _VISIBLE_MELD_PENALTY
    ranked = sorted(discards, key=lambda c: (score[c], dw[c], -gm.VALUE[gm.INDEX[c]], c))
    top_score = score[ranked[0]]
    ties = [c for c in ranked if score[c] - top_score < 1e-9]
    choice = rng.choice(ties)
    if knockable:
        need = view["target"] - view["scores"][view["seat"]]
        knock = _knock_choice(know, level, knockable, dw, score, rng, need)
        if knock is not None and isinstance(knock.action, Knock):
            return knock
        if knock is not None:
            # holding: discard the knock card anyway when it keeps the low deadwood
            card = knock.params["card"]
            return Decision(Discard(card), knock.reason, knock.params)
    if not explain:
        return Decision(Discard(choice), "", {})
    return _explain_discard(choice, dw, danger, ranked)


def _explain_discard(
    choice: str, dw: Mapping[str, int], danger: Mapping[str, float], ranked: list[str]
) -> Decision:
    least = min(dw.values())
    plain = min(dw, key=lambda c: (dw[c], -gm.VALUE[gm.INDEX[c]], c))
    params: dict[str, Any] = {"card": choice, "deadwood": dw[choice]}
    if dw[plain] < dw[choice] and danger.get(plain, 0.0) > danger[choice] + 0.15:
        params["avoid"] = plain
        return Decision(Discard(choice), HINT_PREFIX + "discard_avoid", params)
    if dw[choice] == least:
        key = "discard_safe" if danger[choice] < 0.12 else "discard_deadwood"
        return Decision(Discard(choice), HINT_PREFIX + key, params)
    return Decision(Discard(choice), HINT_PREFIX + "discard_flexible", params)


def _knock_choice(
    know: Knowledge,
    level: str,
    knockable: set[str],
    dw: Mapping[str, int],
    score: Mapping[str, float],
    rng: random.Random,
    need: int,
) -> Decision | None:
    """Return a knock, a hold (a discard explained as waiting) or None to discard normally.

    ``need`` is how many points the seat still needs to win the game."""
    card = min(knockable, key=lambda c: (dw[c], score[c], c))
    deadwood = dw[card]
    params: dict[str, Any] = {"card": card, "deadwood": deadwood}
    if deadwood == 0:
        return Decision(Knock(card), HINT_PREFIX + "gin", params)
    if level == "normal":
        if deadwood <= _GIN_HOLD_DEADWOOD and know.stock >= _GIN_HOLD_STOCK:
            return Decision(Discard(card), HINT_PREFIX + "hold_gin", params)
        if deadwood <= _normal_limit(know.stock):
            return Decision(Knock(card), HINT_PREFIX + "knock", params)
        return None
    if know.stock <= WALL:
        # the next discard without a knock ends the hand as a draw: any knock is better
        return Decision(Knock(card), HINT_PREFIX + "knock", params)
    after = know.hand ^ bit(card)
    expected, undercut = _knock_estimate(know, after, rng)
    if undercut > _UNDERCUT_LIMIT:
        return Decision(Discard(card), HINT_PREFIX + "hold_undercut", params)
    # A small knock is worth less than holding a low hand: the opponent's own knock is then
    # often undercut (25 points and more) and gin comes closer.  A knock that ends the game
    # is always taken.
    if expected >= _KNOCK_WORTH or expected >= need:
        params["expected"] = round(expected)
        return Decision(Knock(card), HINT_PREFIX + "knock", params)
    key = "hold_gin" if _gin_outs(know, after) else "hold_low_gain"
    return Decision(Discard(card), HINT_PREFIX + key, params)


def _gin_outs(know: Knowledge, hand: int) -> int:
    """Return how many unseen cards would let ``hand`` (ten cards) go gin after drawing one."""
    count = 0
    rest = completers(hand) & know.unseen
    while rest:
        low = rest & -rest
        rest ^= low
        options = gm.discard_deadwoods(hand | low)
        if min(options.values()) == 0:
            count += 1
    return count


def _improvement(stock: int) -> int:
    """Return how many extra cards a sampled opponent hand is improved by (see
    :meth:`Knowledge.sample_opponent`).  One early matches the average deadwood of real
    opponents; later three make the sampled hands a little stronger than average, which errs
    on the side of fearing an undercut (it measured better in the arena than two)."""
    return 3 if stock < 20 else 1


def _knock_estimate(know: Knowledge, after: int, rng: random.Random) -> tuple[float, float]:
    """Return (expected points, undercut chance) of knocking with ``after`` (ten cards), over
    opponent hands sampled from the view.

    Scored like :func:`tefuda.games.gin_rummy.melds.score_masks`, with the knocker's arrangements found once: the
    knocker lays out the melds that leave the defender the most deadwood after layoffs.
    """
    deadwood = gm.min_deadwood(after)
    layouts = gm.arrangements(after)
    extra = _improvement(know.stock)
    total = 0.0
    undercuts = 0
    for _ in range(_SAMPLES):
        opp = know.sample_opponent(rng, extra)
        defender = max(gm.best_defence(layout.melds, opp).deadwood for layout in layouts)
        if defender <= deadwood:
            total -= gm.UNDERCUT_BONUS + deadwood - defender
            undercuts += 1
        else:
            total += defender - deadwood
    return total / _SAMPLES, undercuts / _SAMPLES
