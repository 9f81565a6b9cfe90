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
    optionally, each one's points).  :meth:`narrow` stops valuing some options on the deals
    to come (the review's deals for a decision in doubt go only to the options that can
    still decide it): an option's deals are then the first ones, and it is compared with the
    others on those.  Raises KeyError when a deal leaves out an option still valued.
    """

    def __init__(self, options: Iterable[str]) -> None:
        self.options = list(options)
        #: per option, its value (and its points) on each deal it was valued on, in order
        self.values: list[list[float]] = [[] for _ in self.options]
        self.points: list[list[float]] = [[] for _ in self.options]
        self._count = 0
        self._dropped: set[str] = set()

    @property
    def count(self) -> int:
        """Return how many deals have been added."""
        return self._count

    @property
    def live(self) -> frozenset[str]:
        """Return the options still valued on every deal added."""
        return frozenset(o for o in self.options if o not in self._dropped)

    @property
    def valued(self) -> int:
        """Return how many values the deals hold (each deal one per option valued on it)."""
        return sum(map(len, self.values))

    def gains(self, chosen: str) -> list[tuple[str, float, float]]:
        """Return :func:`gains` of the options still valued over ``chosen``, in the order of
        ``options``."""
        return gains(dict(zip(self.options, self.values, strict=True)), chosen,
                     [o for o in self.options if o not in self._dropped])

    def narrow(self, keep: Iterable[str]) -> None:
        """Value only the options of ``keep`` still valued on the deals to come (the others
        keep the values of the deals they had).  Raises KeyError for an option of ``keep``
        that is no option, and ValueError when none of ``keep`` is still valued."""
        kept = set(keep)
        unknown = kept.difference(self.options)
        if unknown:
            raise KeyError(min(unknown))
        if not kept - self._dropped:
            raise ValueError("narrowing would leave no option to value")
        self._dropped.update(o for o in self.options if o not in kept)

    def add(self, values: Mapping[str, float], points: Mapping[str, float] | None = None) -> None:
        """Add one sampled deal: the value (and points) of every option still valued on it
        (others given are ignored)."""
        live = [i for i, o in enumerate(self.options) if o not in self._dropped]
        row = [float(values[self.options[i]]) for i in live]
        marks = [float(points[self.options[i]]) for i in live] if points is not None else []
        for i, value in zip(live, row, strict=True):
            self.values[i].append(value)
        for i, mark in zip(live, marks, strict=False):
            self.points[i].append(mark)
        self._count += 1

    def appraisals(self, reasons: Callable[[str], tuple[str, Mapping[str, Any]]] | None = None,
                   anchor: str | None = None, confidence: float = 0.0) -> list[Appraisal]:
        """Return every option's appraisal, in the order of ``options`` (the anchor first):
        mean value over the deals and the standard error of the paired difference to the best
        option's mean (over the deals both were valued on).

        ``reasons`` gives each action's (catalog key, params).  ``anchor`` names the option a
        game's rules of thumb would choose: another option then counts as better than it only
        by what its mean exceeds the anchor's beyond ``confidence`` standard errors of their
        difference (a worse one keeps its whole deficit).  Few deals make the best-looking of
        many options often merely the luckiest; the anchor stays best unless the deals show
        better, and more deals let them speak more.  The best is one of the options still
        valued (:meth:`narrow`), and an option no longer valued is rated just below it at
        most.  Raises ValueError before the first deal and KeyError for an anchor that is no
        option.
        """
        n = self.count
        if n == 0:
            raise ValueError("no deals sampled yet")
        width = len(self.options)
        # per option, its value on each deal: summed and subtracted in the deals' order; an
        # option no longer valued has the first deals, so zip pairs it with the same deals
        values = self.values
        means = [sum(values[i]) / len(values[i]) for i in range(width)]
        live = [i for i in range(width) if len(values[i]) == n]
        if anchor is not None:
            a = self.options.index(anchor) if anchor in self.options else -1
            if a < 0:
                raise KeyError(anchor)
            for i in range(width):
                gain = means[i] - means[a]
                if i != a and gain > 0:
                    noise = confidence * standard_error([v - w for v, w in
                                                         zip(values[i], values[a], strict=False)])
                    means[i] = means[a] + max(0.0, gain - noise)
            top = max(live, key=lambda i: (means[i], i == a))  # the anchor among equals
        else:
            top = max(live, key=lambda i: means[i])
        for i in range(width):
            if len(values[i]) < n:
                means[i] = min(means[i], math.nextafter(means[top], -math.inf))
        points_of = self.points
        out = []
        for i, action in enumerate(self.options):
            diffs = [t - v for t, v in zip(values[top], values[i], strict=False)]
            reason, params = reasons(action) if reasons else ("", {})
            points = points_error = None
            if points_of[i]:
                points = sum(points_of[i]) / len(points_of[i])
                points_error = standard_error([t - p for t, p in
                                               zip(points_of[top], points_of[i], strict=False)])
            out.append(Appraisal(action, means[i], standard_error(diffs), len(values[i]),
                                 reason, dict(params), points, points_error))
        if anchor is not None:  # first, so that it is the best among equals
            out.insert(0, out.pop(self.options.index(anchor)))
        return out


def gains(values: Mapping[str, Sequence[float]], chosen: str, among: Iterable[str]
          ) -> list[tuple[str, float, float]]:
    """Return, for each option of ``among`` but ``chosen``, what it gains over ``chosen``
    as the deals measure it, before any anchor's margin: (option, the mean of its value less
    the chosen one's over the deals both were valued on, the standard error of that mean).
    ``values`` holds each option's value per deal, the first deals of an option no longer
    valued.  Raises KeyError when ``chosen`` or an option of ``among`` has no values.

    >>> gains({"a": [1.0, 0.0], "b": [1.0, 1.0]}, "a", ["a", "b"])
    [('b', 0.5, 0.5)]
    """
    mine = values[chosen]
    out = []
    for option in among:
        if option != chosen:
            diffs = [v - w for v, w in zip(values[option], mine, strict=False)]
            out.append((option, sum(diffs) / len(diffs), standard_error(diffs)))
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
#: that a caller may stop after any of them) and returns the value and, optionally, the points
#: on the deal of every option it was asked for (those still valued: :meth:`Tally.narrow`).
#: Whatever the work keeps beyond those (a tally of its own) it keeps only once it has done
#: the last option, so that a deal half done shows nowhere.
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

    @property
    def width(self) -> int:
        """Return how many options the position has."""

    @property
    def valued(self) -> int:
        """Return how many option values the deals so far hold (a deal values every option,
        or, once narrowed, those kept)."""

    def gains(self, chosen: str) -> list[tuple[str, float, float]]:
        """Return what each option still valued gains over ``chosen`` on the deals so far,
        before any anchor's margin (:func:`gains`)."""

    def narrow(self, keep: Iterable[str]) -> None:
        """Value only the options of ``keep`` on the deals to come, where the appraiser can
        (:meth:`Tally.narrow`; an appraiser that cannot goes on valuing every option)."""


class SampledAppraiser(Generic[W]):
    """An :class:`Appraiser` from a game's three parts: ``options`` (the legal action texts),
    ``sample(rng)`` (one world: the hidden cards dealt as the view allows), ``value(world,
    rng, wanted)`` (the :data:`DealWork` that values each option of ``wanted`` on that world,
    and optionally its points) and ``reason(action)`` (the catalog key and params that say why).

    Every option is valued on the same worlds, and on the same playout randomness within a
    world (``value`` gets one generator per world), so differences carry little noise.  For
    the review's hindsight column, ``sample`` may return the one true world every time; when
    ``value`` is also deterministic, ``exact`` says so and one deal is all there is to know.
    ``anchor`` and ``confidence`` are :meth:`Tally.appraisals`' (the option the game's rules
    of thumb choose, which others must beat by ``confidence`` standard errors).
    """

    def __init__(self, options: Sequence[str], rng: random.Random,
                 sample: Callable[[random.Random], W],
                 value: Callable[[W, random.Random, frozenset[str]], DealWork],
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

    @property
    def width(self) -> int:
        return len(self.tally.options)

    @property
    def valued(self) -> int:
        return self.tally.valued

    def gains(self, chosen: str) -> list[tuple[str, float, float]]:
        return self.tally.gains(chosen)

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
            self._work = self.value(world, random.Random(self.rng.getrandbits(64)),
                                    self.tally.live)
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

    def narrow(self, keep: Iterable[str]) -> None:
        """Value only the options of ``keep`` and the anchor on the deals to come (from the
        next deal: one under way values what it was asked for)."""
        self.tally.narrow({*keep, *([self.anchor] if self.anchor is not None else [])})


def run(appraiser: Appraiser, budget: int) -> list[Appraisal]:
    """Return the appraisals after ``budget`` more deals (at least one deal in all).

    >>> def value(world: float, rng: random.Random, wanted: frozenset[str]) -> DealWork:
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
