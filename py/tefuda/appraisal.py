"""One brain, three uses: the value of every option of a position, from a seat's view.

Each game's CPU package offers ``appraise(view, rng, budget) -> list[Appraisal]``: every legal
option of the seat, valued in the unit the game is won by (the chance that the seat's side
wins the game, the match score taken into account), with the standard error of its difference
to the best option and the reason in the catalog's words.  The hard level plays the best
option, the hint tells it, and the review compares the person's choice with it.

Most games value options by sampling the cards the seat cannot see: one sampled deal values
every option (common random numbers), so the differences between options carry far less
noise than the values themselves.  :class:`Tally` keeps those per-deal values, can grow a
deal at a time and gives the appraisals; :class:`SampledAppraiser` values a deal an option at
a time (the browser's review computes in slices of a few milliseconds, shorter than a deal);
:func:`judge` turns an appraisal and the person's choice into a reviewed decision.

>>> tally = Tally(["a", "b"])
>>> for values in ({"a": 1.0, "b": 0.0}, {"a": 1.0, "b": 1.0}, {"a": 0.0, "b": 0.0}):
...     tally.add(values)
>>> [(x.action, round(x.value, 3), round(x.stderr, 3)) for x in tally.appraisals()]
[('a', 0.667, 0.0), ('b', 0.333, 0.333)]
"""

from __future__ import annotations

import dataclasses
import math
import random
from collections.abc import Callable, Generator, Iterable, Mapping, Sequence
from typing import Any, Generic, Protocol, TypeVar

W = TypeVar("W")


@dataclasses.dataclass(frozen=True)
class Appraisal:
    """One option of a position, valued.

    ``action`` is a legal action text of the view; ``value`` its value in the game's unit
    (a chance from 0 to 1 unless the game says otherwise); ``stderr`` the standard error of
    ``best.value - value`` (0 for the best option itself); ``samples`` how many sampled deals
    the value rests on (0 where the value is exact); ``reason`` a catalog key and ``params``
    its parameters; ``points`` the expected points of the hand, where the game reports them
    beside the chance (Gin), else None, and ``points_error`` the standard error of
    ``best.points - points`` over the same deals.
    """

    action: str
    value: float
    stderr: float = 0.0
    samples: int = 0
    reason: str = ""
    params: Mapping[str, Any] = dataclasses.field(default_factory=dict)
    points: float | None = None
    points_error: float | None = None


def best(appraisals: Sequence[Appraisal]) -> Appraisal:
    """Return the best option: the highest value, the first listed among equals.

    Raises ValueError for an empty list.
    """
    if not appraisals:
        raise ValueError("no options to choose from")
    return max(appraisals, key=lambda a: a.value)


class Tally:
    """The values of a position's options over common sampled deals.

    ``options`` are the action texts; :meth:`add` takes one deal's value of each (and,
    optionally, each one's points).  Raises KeyError when a deal leaves an option out.
    """

    def __init__(self, options: Iterable[str]) -> None:
        self.options = list(options)
        self.deals: list[list[float]] = []
        self.points: list[list[float]] = []

    @property
    def count(self) -> int:
        """Return how many deals have been added."""
        return len(self.deals)

    def add(self, values: Mapping[str, float], points: Mapping[str, float] | None = None) -> None:
        """Add one sampled deal: the value (and points) of every option on it."""
        self.deals.append([float(values[o]) for o in self.options])
        if points is not None:
            self.points.append([float(points[o]) for o in self.options])

    def appraisals(self, reasons: Callable[[str], tuple[str, Mapping[str, Any]]] | None = None,
                   anchor: str | None = None, confidence: float = 0.0) -> list[Appraisal]:
        """Return every option's appraisal, in the order of ``options`` (the anchor first):
        mean value over the deals and the standard error of the paired difference to the best
        option's mean.

        ``reasons`` gives each action's (catalog key, params).  ``anchor`` names the option a
        game's rules of thumb would choose: another option then counts as better than it only
        by what its mean exceeds the anchor's beyond ``confidence`` standard errors of their
        difference (a worse one keeps its whole deficit).  Few deals make the best-looking of
        many options often merely the luckiest; the anchor stays best unless the deals show
        better, and more deals let them speak more.  Raises ValueError before the first deal
        and KeyError for an anchor that is no option.
        """
        n = self.count
        if n == 0:
            raise ValueError("no deals sampled yet")
        width = len(self.options)
        # per option, its value on each deal: summed and subtracted in the deals' order
        values = list(zip(*self.deals, strict=True))
        means = [sum(values[i]) / n for i in range(width)]
        if anchor is not None:
            a = self.options.index(anchor) if anchor in self.options else -1
            if a < 0:
                raise KeyError(anchor)
            for i in range(width):
                gain = means[i] - means[a]
                if i != a and gain > 0:
                    noise = confidence * standard_error([v - w for v, w in
                                                         zip(values[i], values[a], strict=True)])
                    means[i] = means[a] + max(0.0, gain - noise)
            top = max(range(width), key=lambda i: (means[i], i == a))  # the anchor among equals
        else:
            top = max(range(width), key=lambda i: means[i])
        width_points = len(self.points)
        points_of = list(zip(*self.points, strict=True))
        out = []
        for i, action in enumerate(self.options):
            diffs = [t - v for t, v in zip(values[top], values[i], strict=True)]
            reason, params = reasons(action) if reasons else ("", {})
            points = points_error = None
            if width_points:
                points = sum(points_of[i]) / width_points
                points_error = standard_error([t - p for t, p in
                                               zip(points_of[top], points_of[i], strict=True)])
            out.append(Appraisal(action, means[i], standard_error(diffs), n, reason, dict(params),
                                 points, points_error))
        if anchor is not None:  # first, so that it is the best among equals
            out.insert(0, out.pop(self.options.index(anchor)))
        return out


def standard_error(values: Sequence[float]) -> float:
    """Return the standard error of the mean of ``values``: 0 for fewer than two, and exactly
    0 when they are all equal (the review then says the figure was the same on every deal;
    summing the squares of a float mean's residues would leave some 1e-17).

    >>> standard_error([0.1, 0.1, 0.1]), round(standard_error([0.0, 1.0]), 3)
    (0.0, 0.5)
    """
    n = len(values)
    if n < 2 or min(values) == max(values):
        return 0.0
    mean = sum(values) / n
    variance = sum([(v - mean) ** 2 for v in values]) / (n - 1)
    return math.sqrt(variance / n)


#: one sampled deal's work as a game writes it: a generator that yields between options (so
#: that a caller may stop after any of them) and returns every option's value and, optionally,
#: its points on the deal.  Whatever the work keeps beyond those (a tally of its own) it keeps
#: only once it has done the last option, so that a deal half done shows nowhere.
DealWork = Generator[None, None, tuple[Mapping[str, float], Mapping[str, float] | None]]


class Appraiser(Protocol):
    """What a game's CPU offers for one position: its options valued a sampled deal at a time,
    and each deal an option at a time, so the caller chooses the budget and may stop between
    options (the browser's review slices its work in a few milliseconds each, and a whole deal
    of a 500 or 51 position takes longer than a slice)."""

    @property
    def count(self) -> int:
        """Return how many deals have been valued (a deal still under way not counted)."""

    @property
    def exact(self) -> bool:
        """Return True when one deal says all (the true world, valued without chance)."""

    def step(self) -> bool:
        """Do the next unit of work: sample a deal of the hidden cards, value one more
        option on the deal under way, or do a piece of what the game prepares between deals
        (:meth:`SampledAppraiser.prepare`); return True when that finished the deal
        (``count`` has grown by one)."""

    def add_deal(self) -> None:
        """Sample one more deal of the hidden cards and value every option on it (the rest
        of the deal under way, if one is)."""

    def appraisals(self) -> list[Appraisal]:
        """Return every option's appraisal so far; raises ValueError before the first deal."""


class SampledAppraiser(Generic[W]):
    """An :class:`Appraiser` from a game's three parts: ``options`` (the legal action texts),
    ``sample(rng)`` (one world: the hidden cards dealt as the view allows), ``value(world,
    rng)`` (the :data:`DealWork` that values each option on that world, and optionally its
    points) and ``reason(action)`` (the catalog key and params that say why).

    Every option is valued on the same worlds, and on the same playout randomness within a
    world (``value`` gets one generator per world), so differences carry little noise.  For
    the review's hindsight column, ``sample`` may return the one true world every time; when
    ``value`` is also deterministic, ``exact`` says so and one deal is all there is to know.
    ``anchor`` and ``confidence`` are :meth:`Tally.appraisals`' (the option the game's rules
    of thumb choose, which others must beat by ``confidence`` standard errors).
    """

    def __init__(self, options: Sequence[str], rng: random.Random,
                 sample: Callable[[random.Random], W],
                 value: Callable[[W, random.Random], DealWork],
                 reason: Callable[[str], tuple[str, Mapping[str, Any]]],
                 anchor: str | None = None, confidence: float = 0.0, exact: bool = False) -> None:
        self.tally = Tally(options)
        self.rng = rng
        self.sample = sample
        self.value = value
        self.reason = reason
        self.anchor = anchor
        self.confidence = confidence
        self.exact = exact

    @property
    def count(self) -> int:
        return self.tally.count

    #: the deal under way: its work, between two options (None between deals)
    _work: DealWork | None = None

    def prepare(self) -> bool:
        """Do one piece of what a game prepares between deals, before it samples the next
        (its options' reasons, a table its values read: work that would make one long unit);
        return True when nothing is left to prepare.  Nothing, unless a game says otherwise."""
        return True

    def step(self) -> bool:
        if self._work is None:
            if not self.prepare():
                return False
            world = self.sample(self.rng)
            self._work = self.value(world, random.Random(self.rng.getrandbits(64)))
            return False
        try:
            next(self._work)
        except StopIteration as finished:
            self._work = None
            values, points = finished.value
            self.tally.add(values, points)
            return True
        return False

    def add_deal(self) -> None:
        while not self.step():
            pass

    def appraisals(self) -> list[Appraisal]:
        return self.tally.appraisals(self.reason, self.anchor, self.confidence)


def run(appraiser: Appraiser, budget: int) -> list[Appraisal]:
    """Return the appraisals after ``budget`` more deals (at least one deal in all).

    >>> def value(world: float, rng: random.Random) -> DealWork:
    ...     yield  # between options (here there is one)
    ...     return {"x": world}, None
    >>> tally_of = SampledAppraiser(["x"], random.Random(1), lambda rng: rng.random(), value,
    ...                             lambda a: ("", {}))
    >>> [round(a.value, 2) for a in run(tally_of, 200)]
    [0.5]
    """
    for _ in range(max(budget, 1 - appraiser.count)):
        appraiser.add_deal()
    return appraiser.appraisals()


@dataclasses.dataclass(frozen=True)
class Judgement:
    """The review of one decision: what was chosen, what the appraisal rates best, the cost
    (best minus chosen, in the game's unit) with its standard error, and whether the cost is
    flagged (larger than twice its error and than the game's threshold)."""

    chosen: Appraisal
    best: Appraisal
    cost: float
    stderr: float
    flagged: bool


def judge(appraisals: Sequence[Appraisal], chosen: str, threshold: float) -> Judgement:
    """Return the judgement of choosing the action text ``chosen`` among ``appraisals``.

    The cost is flagged only when it exceeds both ``threshold`` and twice its standard error,
    so a choice the sampling cannot tell from the best is never called a mistake.  Raises
    ValueError when ``chosen`` is not one of the appraised options.

    >>> options = [Appraisal("a", 0.60), Appraisal("b", 0.50, stderr=0.01)]
    >>> judge(options, "b", threshold=0.03).flagged, judge(options, "a", threshold=0.03).cost
    (True, 0.0)
    """
    top = best(appraisals)
    for option in appraisals:
        if option.action == chosen:
            cost = max(0.0, top.value - option.value)
            flagged = cost > threshold and cost > 2 * option.stderr
            return Judgement(option, top, cost, option.stderr, flagged)
    raise ValueError(f"{chosen!r} is not one of the appraised options")
