"""One brain, three uses (DESIGN.md convention 11): every card a 恋のかけひき seat may lay, valued
from its view alone, for the hard level, the hint and the review.

A *world* is what the seat cannot see: the other seat's cards (its face-down card among them)
and how that seat plays.  :func:`appraiser` samples worlds from the view: a hand of the unseen
cards, kept with the chance that it explains the cards the other seat has laid (rejection
sampling under :mod:`.hard`'s mixture of opponent styles: at random, its lowest card, or the
normal level's steering, which are how the easy and normal levels play), and a style drawn
from how well each explains them.  On each world every option is played out: the other seat's
card this round drawn from its style (the last round: each of its cards, weighted), and
from there on both seats play as the CPU does (the seat by the normal level's steering, the
other by its style).  Every option meets the same worlds and the same draws (common random
numbers), so the differences between options carry far less noise than the values.

An option's value is the seat's chance to win the match (:func:`match_chances`): the game's
outcome (won, drawn, lost) carried through the games left of a match of fixed length, each
of them won, drawn or lost at the rates two hard CPUs reach against each other, and a drawn
match counted as half a win.  An open-ended match has no end to win: there each game is
valued as a match of one game (won 1, drawn ½, lost 0).  Beside it, an option's points are
the game's expected point difference (the seat's score less the other's; 0 without a
marriage).

:func:`world_of` gives the true world of a state, for the review's hindsight column: the other
seat's cards, its face-down card if laid; its later cards are still its style's.
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from tefuda.appraisal import Appraisal, DealWork, SampledAppraiser, run
from tefuda.games.kakehiki import MARRIAGE, KakehikiState, KakehikiView

from .hint_reasons import reasons_of
from .knowledge import Card, Knowledge, card_of, read_view, sort_hand, without
from .normal import steer
from .styles import STEER, STYLE_PRIOR, style_draw, style_prob

#: the other seat's hand, its face-down card when known (the hindsight), and its style
World = tuple[tuple[Card, ...], Card | None, int]

#: how often a game between two hard CPUs ends drawn (no marriage, or equal points):
#: 786 of 1,000 (``python3 -m tefuda.arena kakehiki --a hard --b hard --games 1000 --seed 5``);
#: the games of a match still to play are won, drawn and lost at these rates
DRAWN = 0.79
#: sampled worlds per decision of the hard level, by round (about the samples the hard level
#: weighed before the appraisal: its decisions stay within a few milliseconds)
HARD_BUDGET = {1: 110, 2: 130, 3: 120}
#: what a dominated last card loses in every deal (:func:`dominated`): nothing a sampled
#: value can show, only enough to rank it below the card that dominates it
DOMINATED = 1e-9
#: hands drawn to set the bound of the rejection sampling of the other seat's hands
BOUND_PROBES = 60
#: the hint weighs this many times the hard level's worlds, so the advice is steadier
HINT_FACTOR = 3
#: The smallest cost the review flags, in the chance to win the match: 3 percentage points.
#: Four games of five end without a marriage, so most cards change a game's outcome in a few
#: deals of a hundred: in an open match 3 points is a game won instead of drawn once in 17
#: deals.  Below it lie the differences between cards of nearly equal use that another seed
#: measures in either order (two spare cards of one point apart, at a stage where a marriage
#: is far off), which a review should not call mistakes.
REVIEW_THRESHOLD = 0.03
#: the review: worlds per decision first, and at most for a decision whose flag is in doubt
REVIEW_BUDGET = 300
REVIEW_MOST = 1500
#: no floor under the errors of a choice whose first deals were level (the ``swing`` of
#: :class:`tefuda.review.HandReview`): from 300 first deals the flags hold with another seed
#: 96.1 % without one (BENCHMARKS.md, "Three errors from the edge")
REVIEW_SWING = 0.0


def match_chances(view: KakehikiView) -> tuple[float, float, float]:
    """Return the seat's chance to win the match after the game in ``view`` is lost, drawn or
    won (a drawn match counted as half a win), the match score taken into account.

    >>> from tefuda.games.kakehiki import GAME
    >>> match_chances(GAME.view(GAME.start({}, 1), 0))
    (0.0, 0.5, 1.0)
    """
    length = view["match_length"]
    wins = view["tally"]["wins"]
    seat = view["seat"]
    lead = wins[seat] - wins[1 - seat]
    left = length - view["tally"]["games"] - 1 if length else 0
    return (_chance(lead - 1, left), _chance(lead, left), _chance(lead + 1, left))


@functools.lru_cache(maxsize=256)
def _chance(lead: int, left: int) -> float:
    """Return the chance to win a match led by ``lead`` games with ``left`` games to play."""
    if left <= 0:
        return 1.0 if lead > 0 else (0.5 if lead == 0 else 0.0)
    decided = (1 - DRAWN) / 2
    return (decided * (_chance(lead + 1, left - 1) + _chance(lead - 1, left - 1))
            + DRAWN * _chance(lead, left - 1))


def world_of(state: KakehikiState, seat: int) -> World:
    """Return the true world of ``state`` for ``seat``: the other seat's cards (its face-down
    card among them) and that card.  Its later cards are not known before it lays them: the
    appraiser on this world draws its style again for each deal, from how well each explains
    the cards it has laid (the style given here stands in)."""
    other = 1 - seat
    laid = state.pending[other]
    held = [*state.hands[other], *([laid] if laid is not None else [])]
    return sort_hand([card_of(c) for c in held]), card_of(laid) if laid else None, STEER


def _score(mine: Sequence[Card], theirs: Sequence[Card]) -> int:
    """Return the point difference of a marriage: the seat's hand points less the other's."""
    return sum(c[1] for c in mine) - sum(c[1] for c in theirs)


class _Position:
    """The public part of a view's position, ready to be played out on any world."""

    def __init__(self, view: KakehikiView, know: Knowledge) -> None:
        self.know = know
        self.kinds = sorted(set(know.hand))  # the cards as the rules see them, each once
        self.chances = match_chances(view)
        #: each play's text and its card as the rules see it
        self.texts = [(str(play), card_of(play.card)) for play in know.plays]
        self.round = know.round
        self._weights: dict[tuple[Card, ...], list[float]] = {}
        #: the unseen cards in the order of a sorted hand
        self.pool = sort_hand(know.pool)
        #: the bound of the rejection sampling (:meth:`sample`), set at the first sample
        self.bound = 0.0
        #: on the last card, the cards another card does at least as well as whatever the
        #: other seat holds, and better in some case
        self.dominated = dominated(know) if len(know.hand) <= 3 else frozenset()

    def _hand(self, rng: random.Random) -> tuple[Card, ...]:
        """Return a hand of the other seat's size drawn uniformly from the unseen cards,
        sorted."""
        size, pool = len(self.know.hand), self.pool
        count = len(pool)
        picked: set[int] = set()
        while len(picked) < size:
            picked.add(int(rng.random() * count))
        return tuple(pool[i] for i in sorted(picked))  # sorted, as the pool is

    def sample(self, rng: random.Random) -> World:
        """Return a world drawn from what the view allows: a hand of the unseen cards kept
        with a chance in proportion to how well the mixture of styles explains the cards the
        other seat laid (rejection sampling), and a style drawn from how well each explains
        them.

        The bound is the largest weight of :data:`BOUND_PROBES` hands drawn first: the sure
        bound, the product of each style's likeliest card in every round, is many times the
        weight any hand reaches once the laid cards fit no style well (a random seat's), and
        would reject nearly every hand; a hand weighing more than the probes' largest is
        kept as surely as that one."""
        if not self.know.theirs_shown:  # every hand is alike: nothing laid yet
            hand = self._hand(rng)
            return hand, None, _pick(STYLE_PRIOR, rng)
        if not self.bound:
            self.bound = max(sum(self.style_weights(self._hand(rng)))
                             for _ in range(BOUND_PROBES))
        while True:
            hand = self._hand(rng)
            weights = self.style_weights(hand)
            if rng.random() * self.bound < sum(weights):
                return hand, None, _pick(weights, rng)

    def style_weights(self, hand: tuple[Card, ...]) -> list[float]:
        """Return each style's prior times the chance it laid the other seat's cards, had it
        held them and ``hand`` (worked out once per hand: hands alike in points are many)."""
        weights = self._weights.get(hand)
        if weights is None:
            weights = self._weights[hand] = self._style_weights(hand)
        return weights

    def _style_weights(self, hand: tuple[Card, ...]) -> list[float]:
        know = self.know
        weights = list(STYLE_PRIOR)
        past = 0
        for k, shown in enumerate(know.theirs_shown):
            held = sort_hand([shown, *know.theirs_shown[k + 1:], *hand])
            for s in range(len(weights)):
                weights[s] *= style_prob(s, held, shown, past, k + 1)
            past += shown[0] + know.mine_shown[k][0]
        return weights

    def value(self, world: World, rng: random.Random, wanted: frozenset[str]) -> DealWork:
        """Value each option on ``world``, an option at a time (:data:`DealWork`): its chance
        to win the match and its expected points (every option: ``wanted`` is all of them,
        :meth:`KakehikiAppraiser.narrow`)."""
        hand, laid, style = world
        know = self.know
        total, rnd = know.total, self.round
        lost, drawn, won = self.chances
        # the other seat's card this round, with its chance
        if laid is not None:
            theirs = [(laid, 1.0)]
        elif len(hand) <= 3:
            kinds = sorted(set(hand))
            probs = [style_prob(style, hand, b, total, rnd) * hand.count(b) for b in kinds]
            theirs = list(zip(kinds, probs, strict=True))
        else:
            theirs = [(style_draw(style, hand, total, rnd, rng.random()), 1.0)]
        draws = (rng.random(), rng.random())
        chance: dict[Card, float] = {}
        points: dict[Card, float] = {}
        for mine in self.kinds:
            kept = without(know.ordered, mine)
            c = p = 0.0
            for b, weight in theirs:
                diff = _play_on(kept, without(hand, b), total + mine[0] + b[0], rnd, style,
                                draws)
                c += weight * (won if diff > 0 else lost if diff < 0 else drawn)
                p += weight * (diff or 0)
            # a dominated card is worse in some deal, which the sampled ones may all miss
            chance[mine], points[mine] = c - DOMINATED * (mine in self.dominated), p
            yield
        return ({t: chance[k] for t, k in self.texts}, {t: points[k] for t, k in self.texts})


def dominated(know: Knowledge) -> frozenset[Card]:
    """Return the seat's last cards that another of its cards does at least as well as in
    every case the other seat may be in (each card it may lay, each sum of the cards it may
    keep) and better in one: those a sampled appraisal could tie with the better card when no
    sampled deal tells them apart."""
    kinds: dict[Card, int] = {}
    for card in know.pool:
        kinds[card] = kinds.get(card, 0) + 1
    size = len(know.hand)  # the other seat holds as many, its face-down card among them
    cases: set[tuple[int, int]] = set()
    for laid in kinds:
        left = dict(kinds)
        left[laid] -= 1
        sums = {(0, 0)}
        for (_, value), count in left.items():
            sums = {(taken + more, total + more * value) for taken, total in sums
                    for more in range(min(count, size - 1 - taken) + 1)}
        cases.update((laid[0], total) for taken, total in sums if taken == size - 1)
    order = sorted(cases)

    def results(card: Card) -> list[int]:
        kept = sum(c[1] for c in without(know.ordered, card))
        after = know.total + card[0]
        return [0 if after + laid < MARRIAGE else (kept > rest) - (kept < rest)
                for laid, rest in order]

    outcomes = {card: results(card) for card in set(know.hand)}
    return frozenset(
        a for a, mine in outcomes.items()
        if any(b != a and theirs != mine and all(x >= y for x, y in zip(theirs, mine, strict=True))
               for b, theirs in outcomes.items()))


def _play_on(mine: tuple[Card, ...], theirs: tuple[Card, ...], total: int, rnd: int,
             style: int, draws: Sequence[float]) -> int:
    """Return the point difference of the game for the seat once round ``rnd``'s cards are
    on the table (``total``), played on: the seat steering, the other seat by ``style`` (its
    card in round ``r`` drawn from ``draws[r - 2]``); 0 without a marriage."""
    while True:
        if rnd >= 2 and total >= MARRIAGE:
            return _score(mine, theirs)
        if rnd >= 3:
            return 0
        rnd += 1
        a = steer(mine, total, rnd)
        b = style_draw(style, theirs, total, rnd, draws[rnd - 2])
        total += a[0] + b[0]
        mine, theirs = without(mine, a), without(theirs, b)


def _pick(weights: Sequence[float], rng: random.Random) -> int:
    x = rng.random() * sum(weights)
    for i, w in enumerate(weights):
        x -= w
        if x < 0:
            return i
    return len(weights) - 1


class KakehikiAppraiser(SampledAppraiser[World]):
    """The appraiser of a view's plays: a sampled world a deal (or the true ``world``), every
    play laid on it and the game played on; the reasons are the hint's (they hold whatever
    the other seat holds, so they need no deal)."""

    def __init__(self, view: KakehikiView, rng: random.Random, world: World | None = None) -> None:
        know = read_view(view)
        if know is None:
            raise ValueError("the seat of this view has no card to lay")
        self.position = position = _Position(view, know)
        reasons: dict[str, tuple[str, Mapping[str, Any]]] = {}
        why = reasons_of(view, know)

        def sample(rng: random.Random) -> World:
            if world is None:
                return position.sample(rng)
            hand, laid, _ = world
            return hand, laid, _pick(position.style_weights(hand), rng)

        def reason(action: str) -> tuple[str, Mapping[str, Any]]:
            if action not in reasons:
                play = next(p for p in know.plays if str(p) == action)
                reasons[action] = why(play)
            return reasons[action]

        super().__init__([str(p) for p in know.plays], rng, sample, position.value, reason)
        self.sums = _Sums(len(self.tally.options))

    def step(self) -> bool:
        """Do the next unit of work (:meth:`SampledAppraiser.step`); a finished deal is kept
        as running sums too."""
        finished = super().step()
        if finished:
            tally = self.tally
            self.sums.add([v[-1] for v in tally.values], [p[-1] for p in tally.points])
        return finished

    def narrow(self, keep: Iterable[str]) -> None:
        """Go on valuing every play: the running sums pair every play with every other on
        every deal, and a seat has at most five plays (the review's deals for a doubt are
        cheap here)."""

    def appraisals(self, reasons: bool = True) -> list[Appraisal]:
        """Return every play's appraisal so far, as :meth:`Tally.appraisals` gives them (the
        same means and errors), worked out from running sums: the review asks for them after
        every deal it adds to a decision in doubt, and a tally read anew each time made
        hundreds of deals cost their square.  ``reasons`` False leaves the reasons out (the
        hard level, which says none).  Raises ValueError before the first deal."""
        why = self.reason if reasons else None
        return self.sums.appraisals(self.tally.options, why)


class _Sums:
    """The sums of each option's values and points and of their products over the deals, from
    which the means and the errors of the differences to the best option follow at once."""

    def __init__(self, width: int) -> None:
        self.n = 0
        self.width = width
        self.value = [0.0] * width
        self.points = [0.0] * width
        self.value_products = [[0.0] * width for _ in range(width)]
        self.points_products = [[0.0] * width for _ in range(width)]

    def add(self, values: Sequence[float], points: Sequence[float]) -> None:
        """Add one deal's values and points (in the order of the options)."""
        self.n += 1
        for sums, products, row in ((self.value, self.value_products, values),
                                    (self.points, self.points_products, points)):
            for i, x in enumerate(row):
                sums[i] += x
                line = products[i]
                for j, y in enumerate(row):
                    line[j] += x * y

    def _error(self, sums: list[float], products: list[list[float]], top: int, i: int) -> float:
        """Return the standard error of the mean of (option ``top`` − option ``i``)."""
        n = self.n
        if n < 2:
            return 0.0
        mean = (sums[top] - sums[i]) / n
        square = (products[top][top] - 2 * products[top][i] + products[i][i]) / n
        variance = max(0.0, square - mean * mean) * n / (n - 1)
        return math.sqrt(variance / n)

    def appraisals(self, options: Sequence[str],
                   reasons: Callable[[str], tuple[str, Mapping[str, Any]]] | None
                   ) -> list[Appraisal]:
        """Return the options' appraisals (see :meth:`KakehikiAppraiser.appraisals`)."""
        n = self.n
        if n == 0:
            raise ValueError("no deals sampled yet")
        means = [v / n for v in self.value]
        top = max(range(self.width), key=lambda i: means[i])
        out = []
        for i, action in enumerate(options):
            reason, params = reasons(action) if reasons else ("", {})
            out.append(Appraisal(
                action, means[i], self._error(self.value, self.value_products, top, i), n,
                reason, dict(params), self.points[i] / n,
                self._error(self.points, self.points_products, top, i)))
        return out


def appraiser(view: KakehikiView, rng: random.Random, world: World | None = None
              ) -> KakehikiAppraiser:
    """Return the appraiser of ``view``'s plays (one sampled world a deal), or, given the
    true ``world``, of the plays against those very cards (the hindsight).

    Raises ValueError when the seat has no card to lay.
    """
    return KakehikiAppraiser(view, rng, world)


def appraise(view: KakehikiView, rng: random.Random, budget: int) -> list[Appraisal]:
    """Return every legal play of ``view`` valued over ``budget`` sampled worlds (at least
    one), in the order of ``view["legal"]``.  Reads nothing but the view; the same view,
    generator state and budget give the same appraisal.  Raises ValueError when the seat has
    no card to lay."""
    return run(appraiser(view, rng), budget)


def hard_budget(view: KakehikiView) -> int:
    """Return the hard level's worlds for ``view``'s decision (by its round)."""
    return HARD_BUDGET.get(int(view["round"] or 3), HARD_BUDGET[3])
