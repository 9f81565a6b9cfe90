"""Every option of a 51 position valued from a seat's view (DESIGN.md convention 11), for the
review.  The hard level and the hint keep their rules of thumb (:mod:`.hard`): the appraisal
costs 15–60 times a hard decision (scripts/fifty_one_appraise_time.py, BENCHMARKS.md), and the
few worlds a CPU turn could afford tell options apart no better.  Their choice anchors it.

A *world* is what the seat cannot see: the hidden cards of every other hand and the order of
the stock.  :func:`appraiser` samples worlds from the view alone (each opponent keeps the cards
it took from the field and still holds; its hidden cards are drawn from the unseen ones, a
share of them of the suit it visibly collects, as :func:`.hard.sample_hidden` does; the stock
is the rest, shuffled) and values each legal option on each world by playing the round out
(:mod:`.playout`: every seat, this one too after its option, plays a quick greedy policy).

An option's value is the seat's chance to finish first (a shared first place counts its
share): in the last round, and so in a one-round game (the default), first in the game's
totals once the round's points and bonus are added, the chance to win the game; in an earlier
round, first in the round.  Its ``points`` are the round's expected points for the
seat (its hand's score, 0 for a failed call, with the bonus under bonus scoring), and
:meth:`FiftyOneAppraiser.places` gives the expected place in the round beside them.  Every
option meets the same worlds and the same playout randomness within a world, so the
differences between options carry far less noise than the values.

:func:`world_of` gives the true world of a state, for the review's hindsight column (the
playouts then meet the true hidden cards and stock; a reshuffle of the discard pile, should a
playout need one, is still drawn at random).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from tefuda.appraisal import Appraisal, DealWork, SampledAppraiser, run
from tefuda.games.fifty_one.actions import GRAMMAR, Action, Call, Flush, NoCall, Pass, Swap, SwapAll
from tefuda.games.fifty_one.state import FiftyOneState
from tefuda.games.fifty_one.view import FiftyOneView

from .hard import sample_hidden
from .knowledge import Knowledge, read_view
from .playout import ALL, Round

#: what the seat cannot see: every other seat's whole hand, and the stock (the next card last)
World = tuple[tuple[tuple[str, ...], ...], tuple[str, ...]]

#: The smallest cost the review flags, in the chance to finish first: 8 percentage points.
#: With three opponents a plain round gives each seat about 25 %; passing up the swap that
#: makes 51, or a call that an opponent's visible suit beats, costs 15 points and more.  An
#: outcome is 0 or 1 on each deal and the rounds played out diverge after any two different
#: swaps, so two sound swaps for the same suit measure up to 10 points apart after 48 deals
#: and 5 after 240 from one seed to the next (scripts/review_stability.py fifty-one,
#: BENCHMARKS.md); at 4 and 6 points 12 of 22 and 14 of 16 flags held with another seed, at 8
#: points 46 of 51 (90 %, short of the 95 % aimed at).  No threshold from 5 to 12 points, no
#: cap from 192 to 320 deals and no stricter flag (the cost less twice its error above the
#: threshold) reached 95 % either, on the deals of 23 rounds (BENCHMARKS.md): passing up a
#: flush costs 13–20 points with an error of 4 at 192 deals, just where the stricter flag's
#: edge falls (8 points and two errors), and it flipped them.
REVIEW_THRESHOLD = 0.08
#: the review: worlds per decision first, and the work at most for a decision whose flag is
#: in doubt: the values of that many worlds of every option (its deals for a doubt go to the
#: few options that can decide it, so it has more of them).  Over the first rounds of 24
#: seeds the flags held with another seed 95.3 % at 384 and 97.0 % at 768, but a round then
#: took up to 9.7 s of CPython, too long for the browser (BENCHMARKS.md, "Deals for a doubt
#: only to the options that decide it")
REVIEW_BUDGET = 48
REVIEW_MOST = 384
#: no floor under the errors of a choice whose first deals were level (the ``swing`` of
#: :class:`tefuda.review.HandReview`): from 48 first deals the flags hold with another seed
#: 95.5 % without one (BENCHMARKS.md, "Three errors from the edge")
REVIEW_SWING = 0.0
#: the level whose choice anchors the appraisal (its rules of thumb), and how many standard
#: errors another option must beat it by before the deals rank it above that choice: with up
#: to 28 options and an outcome that is 0 or 1 on each deal, the best-looking option of a few
#: dozen deals is often merely the luckiest (:meth:`tefuda.appraisal.Tally.appraisals`)
RULES_OF_THUMB = "hard"
CONFIDENCE = 2.0


def world_of(state: FiftyOneState, seat: int) -> World:
    """Return the true world of ``state`` for ``seat``: every hand (its own included, as it
    is) and the stock, the next card last."""
    del seat  # every hand is given: the seat's own is its view's anyway
    return tuple(tuple(h) for h in state.hands), tuple(reversed(state.stock))


class _Position:
    """The public part of a view's position, ready to be played out on any world."""

    def __init__(self, view: FiftyOneView) -> None:
        self.view = view
        self.know: Knowledge = read_view(view)
        self.seat = view["seat"]
        self.options: list[Action] = [a for a in GRAMMAR.legal(view)]
        self.texts = [str(o) for o in self.options]
        options = view["options"]
        self.after_end = str(options["after_end"])
        self.caller_tie = str(options["caller_tie"])
        self.bonus = bool(options["bonus"])
        self.first_turn = str(options["first_turn"])
        self.totals = list(view["totals"])
        self.last_round = view["round"] >= view["rounds"]
        # the round's public state, as each playout starts it (copied: a playout changes it)
        declared = view["declared"]
        extra = bool(view["extra_turns"])
        self.field = list(view["field"])
        self.discard = list(view["discard"])
        self.played = [p["first_turn_done"] for p in view["players"]]
        self.flushed = bool(view["must_swap"])
        self.ender = declared["seat"] if extra and declared else None
        self.kind = str(declared["kind"]) if extra and declared else None
        self.queue = list(view["extra_queue"]) if extra else []
        #: per option, the sum of its places over the worlds valued
        self.place_sums: dict[str, float] = dict.fromkeys(self.texts, 0.0)

    def sample(self, rng: random.Random) -> World:
        """Return a world drawn from what the view allows."""
        know = self.know
        others = sample_hidden(know, rng)
        hands = tuple(tuple(know.hand) if s == self.seat else tuple(others.get(s, ()))
                      for s in range(know.seats))
        dealt = {c for s, h in others.items() for c in h[len(know.taken[s]):]}
        stock = [c for c in know.unseen if c not in dealt] + list(know.stock_known)
        rng.shuffle(stock)
        return hands, tuple(stock[: know.stock_count] if know.stock_count else ())

    def round_on(self, world: World, rng: random.Random | int) -> Round:
        """Return the round of this position on ``world``, the seat to act; ``rng`` the
        generator of its reshuffles, or its seed (:class:`.playout.Round`)."""
        hands, stock = world
        return Round(
            [list(h) for h in hands], self.field.copy(), list(stock), self.discard.copy(),
            self.played.copy(), self.seat, rng, flushed=self.flushed, ender=self.ender,
            kind=self.kind, queue=self.queue, after_end=self.after_end,
            caller_tie=self.caller_tie, bonus=self.bonus, first_turn=self.first_turn)

    def value(self, world: World, rng: random.Random, wanted: frozenset[str]) -> DealWork:
        """Value each option of ``wanted`` on ``world``, an option at a time
        (:data:`DealWork`): its chance to finish first and its points; once all are valued,
        add each one's place to ``place_sums``."""
        seed = rng.getrandbits(64)
        chances: dict[str, float] = {}
        points: dict[str, float] = {}
        places: dict[str, int] = {}
        for option, text in zip(self.options, self.texts, strict=True):
            if text not in wanted:
                continue
            game = self.round_on(world, seed)  # every option meets the same randomness
            _play(game, self.seat, option)
            game.play_out()
            chances[text] = self.first_chance(game)
            points[text] = game.points[self.seat]
            places[text] = game.ranks[self.seat]
            yield
        for text, place in places.items():
            self.place_sums[text] += place
        return chances, points

    def first_chance(self, game: Round) -> float:
        """Return the seat's share of first place: in the last round (the only one of a
        one-round game) in the game's totals with the round's points added, as the game's
        result ranks them; in an earlier round, in the round's own ranking."""
        if not self.last_round:
            if game.ranks[self.seat] != 1:
                return 0.0
            return 1.0 / sum(1 for r in game.ranks if r == 1)
        totals = [t + p for t, p in zip(self.totals, game.points, strict=True)]
        top = max(totals)
        if totals[self.seat] != top:
            return 0.0
        return 1.0 / totals.count(top)


def _play(game: Round, seat: int, option: Action) -> None:
    """Play ``option`` for ``seat`` at the start of ``game`` (the rest is the playout's)."""
    if isinstance(option, Swap):
        game.exchange(seat, (option.hand_card, option.field_card))
    elif isinstance(option, SwapAll):
        game.exchange(seat, ALL)
    elif isinstance(option, Flush):
        game.flush()
        move = game.improvement(seat)
        game.exchange(seat, move if move is not None else game.best_swap(seat, by_score=False))
    elif isinstance(option, (Call, NoCall)):
        game.after_exchange(seat, call=isinstance(option, Call))
    elif isinstance(option, Pass):
        game.end_turn()


class FiftyOneAppraiser(SampledAppraiser[World]):
    """The appraiser of a view's options: a sampled world a deal (or the one true ``world``),
    every option played out on it; the reasons in the hint's words (:mod:`.reasons`)."""

    def __init__(self, view: FiftyOneView, rng: random.Random, world: World | None = None) -> None:
        self.position = position = _Position(view)
        from . import choose
        from .reasons import Reasons

        self._reasons = Reasons(view, position.know)

        rules = choose(view, RULES_OF_THUMB, random.Random(rng.getrandbits(64)))

        def sample(rng: random.Random) -> World:
            return position.sample(rng) if world is None else world

        super().__init__(position.texts, rng, sample, position.value,
                         self._reasons.of, anchor=rules, confidence=CONFIDENCE,
                         exact=world is not None)

    #: the appraisals of the deals valued so far, and their count (see :meth:`appraisals`)
    _made: tuple[int, list[Appraisal]] | None = None

    def prepare(self) -> bool:
        """Work out the reason of one more option, if one is left; return True when all are
        known.  The hint's words for a swap take up to a millisecond of CPython each (the
        first also works out the hint), and the two dozen options of a turn together took
        more than a slice of the review may."""
        action = self._reasons.unknown(self.tally.options)
        if action is None:
            return True
        self._reasons.of(action)
        return False

    def appraisals(self) -> list[Appraisal]:
        """Return every option's appraisal so far, worked out once per deal (the review asks
        after every slice of its work)."""
        if self._made is None or self._made[0] != self.count:
            self._made = (self.count, super().appraisals())
        return self._made[1]

    def places(self) -> Mapping[str, float]:
        """Return each option's expected place in the round (1 first) over the deals it was
        valued on; raises ValueError before the first deal."""
        if not self.count:
            raise ValueError("no deals sampled yet")
        deals = dict(zip(self.tally.options, map(len, self.tally.values), strict=True))
        return {a: s / deals[a] for a, s in self.position.place_sums.items()}


def appraiser(view: FiftyOneView, rng: random.Random, world: Any = None) -> FiftyOneAppraiser:
    """Return the appraiser of ``view``'s options (one sampled world a deal), or, given the
    true ``world`` (:func:`world_of`), the appraiser of the options on that world alone."""
    return FiftyOneAppraiser(view, rng, world)


def appraise(view: FiftyOneView, rng: random.Random, budget: int) -> list[Appraisal]:
    """Return every legal option of ``view`` valued over ``budget`` sampled worlds (at least
    one): the hard level's choice first (the anchor: the best among equals, and others rank
    above it only by what they beat it by beyond :data:`CONFIDENCE` standard errors), then the
    others in the order of ``view["legal"]``.  Reads nothing but the view; the same view,
    generator state and budget give the same appraisal."""
    return run(appraiser(view, rng), budget)
