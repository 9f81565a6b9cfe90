"""CPU players for 51 (ごじゅういち), deciding from a seat's view alone.

``choose(view, level, rng)`` returns one of ``view["legal"]`` (an action text); ``hint(view)``
explains the hard player's choice for the person (:mod:`.hint`).  It reads only the view
(:mod:`.knowledge`): the own hand, the field, the discard pile, the cards each player took from
the field and still holds, and the round's events.  Between rounds it takes ``"next"``.

* easy (:mod:`.easy`): goes for its longest suit, takes the best field card of that suit for its
  worst card, otherwise passes (now and then it flushes), never swaps all, and calls early.
* normal (:mod:`.normal`): values each suit by the cards it holds and those still to be had
  (the discard pile and others' taken cards mostly lost), weighs every swap, swap all, pass,
  and a flush (judged on a few drawn fields, :mod:`.plan`); calls on a rough risk estimate from
  what the others visibly collect.
* hard: as normal, but also tells apart the cards others hold (a card that does not fit a
  player's suit will likely come back), avoids leaving cards an opponent visibly collects, and
  calls on a sampled estimate of being beaten that follows the preset (one more turn for each
  opponent, the tie rule, the −51 of a failed call under bonus scoring).  See
  :mod:`.hard`.

In a one more turn after someone's stop or call, normal and hard take whatever gives the best
score at the reveal.

The review of a round (:mod:`.appraise`: ``appraise``, ``appraiser``, ``world_of`` and the
review's ``REVIEW_*``) values every option by playing the round out over worlds sampled from
the view, in the chance to finish first; the hard level keeps the rules of thumb above, which
anchor the appraisal (the appraisal is 15–60 times slower than a hard decision:
BENCHMARKS.md).

Easy and normal call only with a truly strong hand (:data:`FIRST_TURN_CALL_SCORE`) while a
call would end the round at once before some other player has had a turn: otherwise a round
too often ended before the person had moved (6 % of 4-seat and 11 % of 7-seat rounds among
normal players; BENCHMARKS.md has the figures after).  Hard plays to win and calls whenever
its estimate says so.
"""

from __future__ import annotations

import json
import random

from tefuda.games.fifty_one.actions import GRAMMAR, Call, Flush, Next, NoCall
from tefuda.games.fifty_one.events import MOVES, EventKind
from tefuda.games.fifty_one.scoring import score_of
from tefuda.games.fifty_one.view import FiftyOneView

from .appraise import (
    REVIEW_BUDGET,
    REVIEW_MOST,
    REVIEW_SWING,
    REVIEW_THRESHOLD,
    appraise,
    appraiser,
    world_of,
)
from .easy import easy_turn
from .hard import beaten_probability, call_threshold, hard_turn
from .hint import Advice, advice, explain_call, explain_extra, explain_turn
from .knowledge import availability, moves_made, read_view
from .normal import normal_threshold, normal_turn, normal_win_chance
from .plan import extra_turn_choice

LEVELS = ("easy", "normal", "hard")

#: a round this many moves long per seat is dragging: everyone calls with any one-suit hand,
#: and easy plays the normal turn
_STALL_MOVES_PER_SEAT = 40
#: easy: calls at this score or above, below it on a coin toss
_EASY_CALL_SCORE = 28
#: easy and normal, while a call would end the round before another player has had a turn: the
#: least score they call with (tuned in the arena: at most 2 % of 4-seat and 4 % of 7-seat
#: rounds end before seat 0's first move, at a small cost in strength; BENCHMARKS.md)
FIRST_TURN_CALL_SCORE = 44
#: samples of the opponents' hands for the hard call estimate
_HARD_CALL_SAMPLES = 60
#: drawn fields per flush estimate
_FLUSH_SAMPLES = {"normal": 4, "hard": 8}
#: the hint's samples: more than the hard CPU's, so the advice is steadier and the chance it
#: states is within a few points of its model's (400 deals: a standard error of 2.5 points)
_HINT_CALL_SAMPLES = 400
#: the one more turn's flush: the hint says a flush gives a better chance than the field
#: only when it does, so it weighs it on many drawn fields (a few milliseconds)
_HINT_FLUSH_SAMPLES = 200


def choose(view: FiftyOneView, level: str, rng: random.Random) -> str:
    """Return the action text the CPU plays, one of ``view["legal"]``.

    Raises ValueError for an unknown level or a view with nothing to play.
    """
    if level not in LEVELS:
        raise ValueError(f"unknown 51 CPU level: {level!r} (expected one of {LEVELS})")
    legal = GRAMMAR.legal(view)
    if not legal:
        raise ValueError("the CPU has nothing to play in this view")
    if Next() in legal:
        return str(Next())
    if Call() in legal:
        return str(Call() if _wants_call(view, level, rng) else NoCall())
    know = read_view(view)
    if view["extra_turns"] and level != "easy":
        return str(extra_turn_choice(know, legal, _FLUSH_SAMPLES[level], rng))
    if Flush() in legal and _everyone_passed(view):
        # Nobody has moved for a whole circle: passing again could stall the round forever.
        return str(Flush())
    if level == "easy" and not _dragging(view):
        return str(easy_turn(know, legal, rng))
    if level != "hard":
        # easy too once the round drags on: its one suit may be out of reach for good (every
        # card of it held by players who collect it too), and it would pass for ever
        return str(normal_turn(know, legal, availability(know, careful=False)))
    return str(hard_turn(know, legal)[1])


def hint(view: FiftyOneView) -> Advice:
    """Return the hard CPU's advice for the seat of ``view``, from what that seat sees alone.

    ``action`` is one of ``view["legal"]`` (None when the seat has nothing to do), ``reason``
    a catalog key under ``fifty-one.hint.`` and ``params`` its text's values (see
    :mod:`.hint`).  The same view always gives the same advice: the
    samples of the call estimate and of a flush are seeded by the view.
    """
    legal = GRAMMAR.legal(view)
    if not legal:
        return advice(None, "wait")
    if Next() in legal:
        return advice(Next(), "next")
    know = read_view(view)
    # The advice must not flicker between two taps on the same table, nor depend on anything
    # but the view.
    rng = random.Random(json.dumps(view, sort_keys=True))
    if Call() in legal:
        score = score_of(view["hand"])
        win = 1.0 - beaten_probability(know, view["hand"], _HINT_CALL_SAMPLES, rng)
        return explain_call(know, score, win, call_threshold(know, score))
    if view["extra_turns"]:
        return explain_extra(know, extra_turn_choice(know, legal, _HINT_FLUSH_SAMPLES, rng))
    if Flush() in legal and _everyone_passed(view):
        return advice(Flush(), "flush_stall")
    avail = availability(know, careful=True)
    plan, action = hard_turn(know, legal)
    return explain_turn(know, avail, plan, action)


def _dragging(view: FiftyOneView) -> bool:
    """Return True when the round has gone on for :data:`_STALL_MOVES_PER_SEAT` moves a seat."""
    return moves_made(view) > _STALL_MOVES_PER_SEAT * view["seats"]


def _everyone_passed(view: FiftyOneView) -> bool:
    """Return True when the last ``seats - 1`` moves are all passes (by the others)."""
    moves = [e["kind"] for e in view["events"] if e["kind"] in MOVES]
    others = view["seats"] - 1
    return len(moves) >= others and all(kind == EventKind.PASS for kind in moves[-others:])



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
        return normal_win_chance(know, score) >= normal_threshold(know)
    win = 1.0 - beaten_probability(know, hand, _HARD_CALL_SAMPLES, rng)
    return win >= call_threshold(know, score)


def ends_before_others_play(view: FiftyOneView) -> bool:
    """Return True when a call now would end the round at once (no one more turn each) while
    some other player has not had a turn in it."""
    if view["options"]["after_end"] != "reveal":
        return False
    seat = view["seat"]
    return any(not p["first_turn_done"] for p in view["players"] if p["seat"] != seat)


__all__ = [
    "LEVELS",
    "REVIEW_BUDGET",
    "REVIEW_MOST",
    "REVIEW_SWING",
    "REVIEW_THRESHOLD",
    "Advice",
    "appraise",
    "appraiser",
    "choose",
    "ends_before_others_play",
    "hint",
    "world_of",
]
