"""One brain, three uses (DESIGN.md convention 11): every option of a Gin Rummy position valued
from a seat's view, for the hard level, the hint and the review.

A *world* is what the seat cannot see: the opponent's hand and the order of the stock.
:func:`appraiser` samples worlds from the view alone (the opponent holds the cards it took from
the pile and still has; its other cards are drawn from the unseen ones with the weights of
:class:`~.knowledge.Knowledge`, which read its takes, discards and passes; the stock is the
rest, shuffled) and values each legal option on each world by playing the hand out
(:mod:`.playout`).  An option's value is the seat's chance to win the game once the hand is
over (:mod:`.equity`: the match score and the target taken into account), and its points the
hand's points for the seat (won positive, lost negative, a wall 0), both averaged over the
worlds.  Every option meets the same worlds and a world decides its playouts, so the
differences between options carry far less noise than the values.

:func:`world_of` gives the true world of a state, for the review's hindsight column: with it
the appraiser values the options on that one world (one deal is then all there is to know).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

from tefuda.actions import legal_of
from tefuda.appraisal import Appraisal, DealWork, SampledAppraiser, Tally, run
from tefuda.games.gin_rummy import (
    Discard,
    DrawDiscard,
    DrawStock,
    GinState,
    GinView,
    Knock,
    Pass,
)
from tefuda.games.gin_rummy import melds as gm

from .equity import after_hand, prepare
from .knowledge import Knowledge, bits
from .playout import End, Hand, stock_order
from .reasons import Measured, reason
from .turn import decide

#: what the seat cannot see: the opponent's hand (a mask) and the stock, top card first
World = tuple[int, tuple[int, ...]]
Option = Pass | DrawStock | DrawDiscard | Discard | Knock

#: The smallest cost the review flags, in the chance to win the game: 4 percentage points.
#: At 0–0 in a game to 100 that is what some eight points of the hand's expected score are
#: worth (:func:`.equity.after_hand`: 4 points 0.019, 8 points 0.039), the size of a mistake
#: a player can see and learn from.  Below it the flags do not hold: many discards and draws
#: measure 0.015–0.035 apart however long they are dealt, and two reviews with other seeds
#: agreed on 90 % of their flags at 2 points (160 hands), 94 % at 3 and 98 % at 4 (320
#: hands; BENCHMARKS.md, "Three errors from the edge").
REVIEW_THRESHOLD = 0.04
#: the level of :mod:`.turn` whose choice anchors the appraisal: the hard level's rules of
#: thumb as they were before the appraisal (the arena's ``frozen-hard``)
RULES_OF_THUMB = "hard"
#: the fewest and the most worlds a budget of playouts buys (:func:`budget_for`)
WORLDS = (6, 32)
#: playouts the hard level and the hint may spend on a decision (their p95 stays within
#: 50 ms inside Pyodide: BENCHMARKS.md)
HARD_PLAYOUTS = 96
#: the review: worlds per decision first, and the work at most for a decision whose flag is
#: in doubt (the values of that many worlds of every option).  With the threshold of 4 points
#: the heaviest of 320 hands took 4.1 s of CPython (BENCHMARKS.md, "Three errors from the
#: edge"); inside Pyodide a hand has 10
REVIEW_BUDGET = 40
REVIEW_MOST = 720
#: no floor under the errors of a choice whose first deals were level (the ``swing`` of
#: :class:`tefuda.review.HandReview`): from 40 first deals the flags hold with another seed
#: 97.7 % without one (BENCHMARKS.md, "Three errors from the edge")
REVIEW_SWING = 0.0
#: how many standard errors an option must beat the rules of thumb's choice by (the hard
#: heuristic of :mod:`.turn`, the anchor) before the deals rank it above that choice
CONFIDENCE = 2.0
#: rows of the match-equity table (:mod:`.equity`) a unit of the appraiser's work builds
#: while the table is not yet complete: a few milliseconds of CPython
EQUITY_ROWS = 10
#: extra unseen cards a sampled opponent hand is improved by, early and late in the stock
#: (it has been drawing and keeping what helps it; :meth:`Knowledge.sample_opponent`)
IMPROVE = ((20, 1), (0, 3))


def _improvement(stock: int) -> int:
    for at_least, extra in IMPROVE:
        if stock >= at_least:
            return extra
    return 0


def world_of(state: GinState, seat: int) -> World:
    """Return the true world of ``state`` for ``seat``: the opponent's hand and the stock."""
    return gm.to_mask(state.hands[1 - seat]), tuple(gm.INDEX[c] for c in state.stock)


class _Position:
    """The public part of the position of a view, ready to be played out on any world."""

    def __init__(self, view: GinView) -> None:
        self.view = view
        self.know = Knowledge.from_view(view)
        self.seat = view["seat"]
        self.scores = (view["scores"][0], view["scores"][1])
        self.target = view["target"]
        self.options: list[Option] = legal_of(view, Pass, DrawStock, DrawDiscard, Discard, Knock)
        self.pile = [gm.INDEX[c] for c in view["discard_pile"]]
        taken = view["no_discard"]
        self.no_discard = gm.INDEX[taken] if taken is not None else None
        self.undercuts: dict[str, int] = {}  # knock option → worlds where it was undercut

    def sample(self, rng: random.Random) -> World:
        """Return a world drawn from what the view allows."""
        know = self.know
        opp = know.sample_opponent(rng, _improvement(know.stock))
        stock = bits(know.unseen & ~opp)
        rng.shuffle(stock)
        return opp, tuple(stock)

    def hand(self, world: World) -> Hand:
        """Return the position on ``world``, the seat to act."""
        opp, stock = world
        hands = [0, 0]
        hands[self.seat], hands[1 - self.seat] = self.know.hand, opp
        view = self.view
        return Hand(hands, stock_order(stock), list(self.pile), self.seat, str(view["phase"]),
                    view["upcard_passes"], view["stock_only"], self.no_discard)

    def value(self, world: World, rng: random.Random, wanted: frozenset[str]) -> DealWork:
        """Value each option of ``wanted`` on ``world``, an option at a time
        (:data:`DealWork`): its chance to win the game and its points; once all are valued,
        count how often each knock was undercut."""
        start = self.hand(world)
        chances: dict[str, float] = {}
        points: dict[str, float] = {}
        undercut: dict[str, bool] = {}
        for option in self.options:
            text = str(option)
            if text not in wanted:
                continue
            end = _play(start.copy(), option)
            mine = end.points_for(self.seat)
            chances[text] = after_hand(self.scores, self.seat, self.target, mine)
            points[text] = mine
            if isinstance(option, Knock):
                undercut[text] = end.kind == "undercut"
            yield
        for text, under in undercut.items():
            self.undercuts[text] = self.undercuts.get(text, 0) + under
        return chances, points

    def reason(self, tally: Tally) -> Callable[[str], tuple[str, Mapping[str, Any]]]:
        """Return the reason of each option, given what the deals so far measured."""
        knocks: dict[str, Measured] = {}
        if tally.count:
            for text, column in zip(tally.options, tally.points, strict=True):
                if text in self.undercuts:
                    mean = sum(column) / len(column)
                    knocks[text] = Measured(mean, self.undercuts[text] / len(column))

        def why(action: str) -> tuple[str, Mapping[str, Any]]:
            return reason(self.view, self.know, action, knocks)

        return why


def _play(hand: Hand, option: Option) -> End:
    """Return how the hand ends after the seat to act plays ``option``, the rest played out."""
    if isinstance(option, Knock):
        return hand.knock(gm.INDEX[option.card])
    if isinstance(option, Discard):
        end = hand.discard(gm.INDEX[option.card])
        if end is not None:
            return end
    elif isinstance(option, Pass):
        hand.pass_upcard()
    elif isinstance(option, DrawDiscard):
        hand.take()
    else:
        hand.draw()
    return hand.finish()


class GinAppraiser(SampledAppraiser[World]):
    """The appraiser of a view's options: a sampled world a deal (or the one true ``world``),
    every option played out on it; the anchor is the rules of thumb's choice, and the reasons
    read what the deals measured (a knock's points and how often it was undercut)."""

    def __init__(self, view: GinView, rng: random.Random, world: World | None = None) -> None:
        self.position = position = _Position(view)
        rules = decide(view, RULES_OF_THUMB, random.Random(rng.getrandbits(64)))

        def sample(rng: random.Random) -> World:
            return position.sample(rng) if world is None else world

        super().__init__([str(o) for o in position.options], rng, sample, position.value,
                         lambda action: ("", {}), anchor=str(rules.action), confidence=CONFIDENCE,
                         exact=world is not None)

    #: the appraisals of the deals valued so far, and their count (see :meth:`appraisals`)
    _made: tuple[int, list[Appraisal]] | None = None

    def prepare(self) -> bool:
        """Build :data:`EQUITY_ROWS` rows of the match-equity table that values every option
        while it is not yet complete (the whole table is some 30 ms of CPython and four times
        that inside Pyodide, more than a slice of the review may take); return True once it
        is complete."""
        rows = iter(range(EQUITY_ROWS))
        return prepare(lambda: next(rows, None) is not None)

    def appraisals(self) -> list[Appraisal]:
        """Return every option's appraisal so far, worked out once per deal: the review asks
        for them after every slice of its work, and each option's reason reads the view's
        knowledge (the danger of a discard), which costs more than the tally."""
        if self._made is None or self._made[0] != self.count:
            self.reason = self.position.reason(self.tally)
            self._made = (self.count, super().appraisals())
        return self._made[1]


def appraiser(view: GinView, rng: random.Random, world: World | None = None) -> GinAppraiser:
    """Return the appraiser of ``view``'s options (one sampled world a deal), or, given the
    true ``world``, the appraiser of the options on that world alone (the hindsight: its
    playouts are decided by the world, so one deal says all)."""
    return GinAppraiser(view, rng, world)


def budget_for(view: GinView, playouts: int) -> int:
    """Return how many sampled worlds ``playouts`` hand playouts buy for ``view``: each world
    plays out every option but a knock (a knock ends the hand at once), within
    :data:`WORLDS`."""
    played = sum(1 for a in legal_of(view, Pass, DrawStock, DrawDiscard, Discard))
    low, high = WORLDS
    return max(low, min(high, playouts // max(1, played)))


def appraise(view: GinView, rng: random.Random, budget: int) -> list[Appraisal]:
    """Return every legal option of ``view`` valued over ``budget`` sampled worlds (at least
    one): the rules of thumb's choice first (the best among equals), then the others in the
    order of ``view["legal"]``.  Reads nothing but the view; the same view, generator state
    and budget give the same appraisal."""
    return run(appraiser(view, rng), budget)
