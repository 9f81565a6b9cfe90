"""CPU players for 51 (ごじゅういち), deciding from a seat's view alone.

``choose(view, level, rng)`` returns one of ``view["legal"]`` (an action text); ``hint(view)``
explains the hard player's choice for the person (:mod:`tefuda.cpu.fifty_one_hint`).  It reads only
the view: the own hand, the field, the discard pile, the cards each player took from the field
and still holds, and the round's events.  Between rounds it takes ``"next"``.

* easy: goes for its longest suit, takes the best field card of that suit for its worst card,
  otherwise passes (now and then it flushes), never swaps all, and calls early.
* normal: values each suit by the cards it holds and those still to be had (the discard pile
  and others' taken cards mostly lost), weighs every swap, swap all, pass, and a flush (judged
  on a few drawn fields); calls on a rough risk estimate from what the others visibly collect.
* hard: as normal, but also tells apart the cards others hold (a card that does not fit a
  player's suit will likely come back), avoids leaving cards an opponent visibly collects, and
  calls on a sampled estimate of being beaten that follows the preset (one more turn for each
  opponent, the tie rule, the −51 of a failed call under bonus scoring).  See
  :mod:`tefuda.cpu.fifty_one_hard`.

In a one more turn after someone's stop or call, normal and hard take whatever gives the best
score at the reveal.

Easy and normal call only with a truly strong hand (:data:`FIRST_TURN_CALL_SCORE`) while a
call would end the round at once before some other player has had a turn: otherwise a round
too often ended before the person had moved (6 % of 4-seat and 11 % of 7-seat rounds among
normal players; BENCHMARKS.md has the figures after).  Hard plays to win and calls whenever
its estimate says so.
"""

from __future__ import annotations

import json
import random

from tefuda.cards import JOKER
from tefuda.cpu.fifty_one_hard import (
    beaten_probability,
    call_threshold,
    feed_penalty,
)
from tefuda.cpu.fifty_one_hint import Advice, advice, explain_call, explain_extra, explain_turn
from tefuda.cpu.fifty_one_knowledge import (
    POINTS,
    SUITS,
    Availability,
    Knowledge,
    availability,
    collecting,
    hand_value,
    moves_made,
    one_suit_possible,
    read_view,
    suit_value,
)
from tefuda.cpu.fifty_one_plan import (
    exchange_value,
    extra_turn_choice,
    no_penalty,
    plan_turn,
    swap_result,
)
from tefuda.games.fifty_one.scoring import score_of
from tefuda.games.fifty_one.state import MOVES, PASS
from tefuda.games.fifty_one.view import FiftyOneView

LEVELS = ("easy", "normal", "hard")

#: a round this many moves long per seat is dragging: everyone calls with any one-suit hand,
#: and easy plays the normal turn
_STALL_MOVES_PER_SEAT = 40
#: easy: calls at this score or above, below it on a coin toss
_EASY_CALL_SCORE = 28
#: easy: chance of flushing when the field holds nothing for its suit
_EASY_FLUSH = 0.1
#: easy and normal, while a call would end the round before another player has had a turn: the
#: least score they call with (tuned in the arena: at most 2 % of 4-seat and 4 % of 7-seat
#: rounds end before seat 0's first move, at a small cost in strength; BENCHMARKS.md)
FIRST_TURN_CALL_SCORE = 44
#: normal: risk that an opponent beats a call, by how many cards of one suit it visibly holds
_NORMAL_RISK = (0.02, 0.04, 0.1, 0.22, 0.45)
#: samples of the opponents' hands for the hard call estimate
_HARD_CALL_SAMPLES = 60
#: drawn fields per flush estimate
_FLUSH_SAMPLES = {"normal": 4, "hard": 8}
#: the hint's samples: more than the hard CPU's, so the advice is steadier
_HINT_CALL_SAMPLES = 2 * _HARD_CALL_SAMPLES
_HINT_FLUSH_SAMPLES = 2 * _FLUSH_SAMPLES["hard"]
#: hard: swaps within this much hand value of the plan's are weighed by what they leave
_HARD_MARGIN = 3.0


def choose(view: FiftyOneView, level: str, rng: random.Random) -> str:
    """Return the action text the CPU plays, one of ``view["legal"]``.

    Raises ValueError for an unknown level or a view with nothing to play.
    """
    if level not in LEVELS:
        raise ValueError(f"unknown 51 CPU level: {level!r} (expected one of {LEVELS})")
    legal: list[str] = list(view["legal"])
    if not legal:
        raise ValueError("the CPU has nothing to play in this view")
    if "next" in legal:
        return "next"
    if "call" in legal:
        return "call" if _wants_call(view, level, rng) else "nocall"
    know = read_view(view)
    if view["extra_turns"] and level != "easy":
        return extra_turn_choice(know, legal, _FLUSH_SAMPLES[level], rng)
    if "flush" in legal and _everyone_passed(view):
        # Nobody has moved for a whole circle: passing again could stall the round forever.
        return "flush"
    if level == "easy" and not _dragging(view):
        return _easy_turn(know, legal, rng)
    if level != "hard":
        # easy too once the round drags on: its one suit may be out of reach for good (every
        # card of it held by players who collect it too), and it would pass for ever
        return _normal_turn(know, legal, availability(know, careful=False))
    return _hard_turn(know, legal)[1]


def hint(view: FiftyOneView) -> Advice:
    """Return the hard CPU's advice for the seat of ``view``, from what that seat sees alone.

    ``action`` is one of ``view["legal"]`` (None when the seat has nothing to do), ``reason``
    a catalog key under ``fifty-one.hint.`` and ``params`` its text's values (see
    :mod:`tefuda.cpu.fifty_one_hint`).  The same view always gives the same advice: the
    samples of the call estimate and of a flush are seeded by the view.
    """
    legal = list(view["legal"])
    if not legal:
        return advice(None, "wait")
    if "next" in legal:
        return advice("next", "next")
    know = read_view(view)
    # The advice must not flicker between two taps on the same table, nor depend on anything
    # but the view.
    rng = random.Random(json.dumps(view, sort_keys=True))
    if "call" in legal:
        score = score_of(view["hand"])
        win = 1.0 - beaten_probability(know, view["hand"], _HINT_CALL_SAMPLES, rng)
        return explain_call(know, score, win, call_threshold(know, score))
    if view["extra_turns"]:
        return explain_extra(know, extra_turn_choice(know, legal, _HINT_FLUSH_SAMPLES, rng))
    if "flush" in legal and _everyone_passed(view):
        return advice("flush", "flush_stall")
    avail = availability(know, careful=True)
    plan, action = _hard_turn(know, legal)
    return explain_turn(know, avail, plan, action)


def _dragging(view: FiftyOneView) -> bool:
    """Return True when the round has gone on for :data:`_STALL_MOVES_PER_SEAT` moves a seat."""
    return moves_made(view) > _STALL_MOVES_PER_SEAT * view["seats"]


def _everyone_passed(view: FiftyOneView) -> bool:
    """Return True when the last ``seats - 1`` moves are all passes (by the others)."""
    moves = [e["kind"] for e in view["events"] if e["kind"] in MOVES]
    others = view["seats"] - 1
    return len(moves) >= others and all(kind == PASS for kind in moves[-others:])


# --------------------------------------------------------------------------- easy


def longest_suit(hand: list[str] | tuple[str, ...]) -> str:
    """Return the suit with most cards in ``hand`` (more points, then S H D C order, on ties)."""

    def key(suit: str) -> tuple[int, int, int]:
        cards = [c for c in hand if c != JOKER and c[1] == suit]
        return (len(cards), sum(POINTS[c] for c in cards), -SUITS.index(suit))

    return max(SUITS, key=key)


def _easy_turn(know: Knowledge, legal: list[str], rng: random.Random) -> str:
    """Take the best field card of the longest suit for the worst hand card; else pass (or
    sometimes flush); a forced swap gives the worst card for the highest field card."""
    hand = know.hand
    suit = longest_suit(hand)
    off = [c for c in hand if c != JOKER and c[1] != suit]
    worst = min(off or [c for c in hand if c != JOKER] or list(hand), key=lambda c: POINTS[c])
    fits = [f for f in know.field if f == JOKER or f[1] == suit]
    fits.sort(key=lambda c: (c == JOKER, POINTS[c]), reverse=True)
    for take in fits:
        if off or take == JOKER or POINTS[take] > POINTS[worst]:
            action = f"swap {worst} {take}"
            if action in legal:
                return action
    if "flush" in legal and rng.random() < _EASY_FLUSH:
        return "flush"
    if "pass" in legal:
        return "pass"
    take = max(know.field, key=lambda c: (POINTS[c], c))
    action = f"swap {worst} {take}"
    return action if action in legal else next(a for a in legal if a.startswith("swap "))


# --------------------------------------------------------------------------- normal


def _normal_turn(know: Knowledge, legal: list[str], avail: Availability) -> str:
    """Aim at the suit of best expected value: take its best field card for the worst other
    card, or swap all when the field is worth more than the hand; with nothing to take,
    flush (or pass when a flush is not allowed)."""
    hand = know.hand
    suit = max(SUITS, key=lambda s: suit_value(hand, s, avail))
    options: list[tuple[float, str]] = []
    off = [c for c in hand if c != JOKER and c[1] != suit]
    worst = min(off or [c for c in hand if c != JOKER] or list(hand), key=lambda c: POINTS[c])
    fits = [f for f in know.field if f == JOKER or f[1] == suit]
    for take in fits:
        if off or take == JOKER or POINTS[take] > POINTS[worst]:
            action = f"swap {worst} {take}"
            if action in legal:
                new_hand = tuple(take if c == worst else c for c in hand)
                options.append((hand_value(new_hand, avail), action))
    if "swap all" in legal:
        options.append((hand_value(know.field, avail) - 3.0, "swap all"))
    here = hand_value(hand, avail)
    options = [o for o in options if o[0] > here]
    if options:
        return max(options)[1]
    if "flush" in legal:
        return "flush"
    if "pass" in legal:
        return "pass"
    return plan_turn(know, legal, avail, no_penalty, False, 1, 0.0, random.Random(0))


# --------------------------------------------------------------------------- hard


def _hard_turn(know: Knowledge, legal: list[str]) -> tuple[str, str]:
    """Return (plan, action): the normal plan with the careful card count, and the action
    played: when the plan swaps one card, among the swaps worth about as much to the own hand
    the one that leaves the opponents least."""
    avail = availability(know, careful=True)
    plan = _normal_turn(know, legal, avail)
    if not plan.startswith("swap ") or plan == "swap all":
        return plan, plan
    penalty = feed_penalty(know)
    _, give, take = plan.split(" ")
    floor = hand_value(swap_result(know.hand, know.field, give, take)[0], avail) - _HARD_MARGIN
    best_value, best_action = float("-inf"), plan
    for action in legal:
        if not action.startswith("swap ") or action == "swap all":
            continue
        _, give, take = action.split(" ")
        new_hand, new_field = swap_result(know.hand, know.field, give, take)
        mine = hand_value(new_hand, avail)
        if mine < floor:
            continue
        value = exchange_value(new_hand, avail, penalty, new_field)
        if value > best_value + 1e-9:
            best_value, best_action = value, action
    return plan, best_action


# --------------------------------------------------------------------------- calling


def _wants_call(view: FiftyOneView, level: str, rng: random.Random) -> bool:
    """Return True when the CPU calls with its one-suit hand."""
    hand = list(view["hand"])
    score = score_of(hand)
    if score <= 0:
        return False
    if level != "hard" and ends_before_others_play(view) and score < FIRST_TURN_CALL_SCORE:
        return False
    stalled = _dragging(view)
    if level == "easy" or stalled:
        return stalled or score >= _EASY_CALL_SCORE or rng.random() < 0.5
    know = read_view(view)
    if level == "normal":
        return _normal_win_chance(know, score) >= _normal_threshold(know)
    win = 1.0 - beaten_probability(know, hand, _HARD_CALL_SAMPLES, rng)
    return win >= call_threshold(know, score)


def ends_before_others_play(view: FiftyOneView) -> bool:
    """Return True when a call now would end the round at once (no one more turn each) while
    some other player has not had a turn in it."""
    if view["options"]["after_end"] != "reveal":
        return False
    seat = view["seat"]
    return any(not p["first_turn_done"] for p in view["players"] if p["seat"] != seat)


def _normal_win_chance(know: Knowledge, score: int) -> float:
    """Return a rough chance that nobody beats a call at ``score``, from what each opponent
    visibly collects."""
    extra = know.after_end == "one-more-turn"
    chance = 1.0
    for opp in know.opponents:
        taken = know.taken[opp]
        if know.hidden[opp] == 0 and not extra:
            risk = 1.0 if score_of(taken) >= score else 0.0
        elif not one_suit_possible(taken):
            risk = 0.05 if extra else 0.0
        else:
            _, count = collecting(taken)
            risk = _NORMAL_RISK[min(count, 4)]
            risk *= max(0.2, min(1.2, (52 - score) / 20))
            if extra:
                risk = min(1.0, risk * 1.6 + 0.05)
        chance *= 1.0 - risk
    return chance


def _normal_threshold(know: Knowledge) -> float:
    threshold = 0.6 - 0.01 * max(0, know.moves - 4 * know.seats)
    if know.bonus:
        threshold += 0.12
    return max(0.3, threshold)
