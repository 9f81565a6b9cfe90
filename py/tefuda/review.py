"""The review of a finished hand: its positions replayed from the log, and the person's
decisions judged by the game's appraisal, from what the person could see at the time.

The log is all a review needs: :func:`replay_steps` replays it and keeps the state before
every action, so the position shown at each step is exactly the one the engine had.
:func:`hands` splits the steps into hands (a hand ends where the game reaches its hand-over
or game-over phase); :func:`decisions` picks the person's choices that had more than one legal
option.  :class:`HandReview` then appraises each decision a sampled deal at a time, each deal
an option at a time (the browser gives it a few milliseconds per slice), and
:meth:`HandReview.judgements` says what each choice cost.

Which appraiser, which threshold and which unit are the game's: a CPU package that can be
reviewed defines ``appraiser(view, rng, world=None)`` (an :class:`~tefuda.appraisal.Appraiser`
of the position; ``world``, when given, is the true hidden cards for the hindsight column, from
``world_of(state, seat)``) and ``REVIEW_THRESHOLD`` (the smallest cost worth flagging).
"""

from __future__ import annotations

import dataclasses
import math
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from tefuda.appraisal import Appraiser, Judgement, judge
from tefuda.cards import rng_for
from tefuda.core import GAME_OVER, HAND_OVER, Game
from tefuda.match import LogEntry, new_match, play_entry

#: a decision in doubt gets 1/DOUBT_STEP more deals (one at least) before it is judged again:
#: judging weighs every option on every deal so far, and judged after each deal, a decision
#: of 25 options taken to 768 deals spent more time judging than dealing
DOUBT_STEP = 16
#: the deals for a decision in doubt go only to the options that can still decide its flag:
#: the choice, the best, and those whose mean lies within KEEP_ERRORS standard errors of the
#: highest mean (an option further below keeps the deals it had, and can no longer be best)
KEEP_ERRORS = 3.0
#: a decision is in doubt while its cost (flagged) or an option's gain over the choice (not
#: flagged) lies within DOUBT_ERRORS standard errors of the edge of flagging.  Three, not two:
#: the best-looking of many options looks better than it is (the luckiest of eleven discards
#: after 40 deals is ahead of its worth by some errors), and at two Gin Rummy's review settled
#: flags such as 0.059 ± 0.014 after 40 deals that the other seed measured 0.016 ± 0.002 after
#: 2,389 (BENCHMARKS.md, "Three errors from the edge")
DOUBT_ERRORS = 3.0


@dataclasses.dataclass(frozen=True)
class Step:
    """One action of the log: its index, who played it, its text, and the state before it."""

    index: int
    seat: int
    action: str
    before: Any


def replay_steps(game: str | Game[Any, Any], options: Mapping[str, Any] | None, seed: int,
                 log: Iterable[Sequence[Any]], deck: Iterable[str] | None = None) -> list[Step]:
    """Return every step of ``log`` with the state before it, replayed from a new start.

    Raises what :func:`tefuda.match.replay` raises: ValueError when the game cannot start,
    :class:`~tefuda.match.ReplayError` for an entry that fails.
    """
    match = new_match(game, options, seed, deck)
    steps = []
    for index, (seat, text) in enumerate(log):
        steps.append(Step(index, seat, text, match.state))
        match = play_entry(match, index, seat, text)
    return steps


def hands(game: Game[Any, Any], steps: Sequence[Step], after: Any) -> list[list[Step]]:
    """Return the steps grouped by hand, in order: a hand ends with the step that brings the
    game to its hand-over or game-over phase (the acknowledgement that deals the next hand
    starts the next group).  ``after`` is the state after the last step; an unfinished last
    hand is a group too.
    """
    groups: list[list[Step]] = [[]]
    for step, following in zip(steps, [*(s.before for s in steps[1:]), after], strict=True):
        groups[-1].append(step)
        if _phase(game, following) in (HAND_OVER, GAME_OVER) and _phase(game, step.before) not in (
                HAND_OVER, GAME_OVER):
            groups.append([])
    return [group for group in groups if group]


def hand_steps(game: str | Game[Any, Any], options: Mapping[str, Any] | None, seed: int,
               log: Iterable[Sequence[Any]], hand: int, deck: Iterable[str] | None = None
               ) -> tuple[list[Step], Any]:
    """Return the steps of finished hand number ``hand`` (0 the first) of the game that
    ``log`` plays, from its deal (the acknowledgement that dealt it left out) to the step that
    ended it, and the state after that step.  Only the log up to that hand is replayed.

    Raises IndexError when the log has no such finished hand, and what
    :func:`tefuda.match.replay` raises for an entry that fails.
    """
    match = new_match(game, options, seed, deck)
    rules = match.game
    ended = 0
    steps: list[Step] = []
    for index, (seat, text) in enumerate(log):
        before = match.state
        match = play_entry(match, index, seat, text)
        if ended == hand and _phase(rules, before) not in (HAND_OVER, GAME_OVER):
            steps.append(Step(index, seat, text, before))
        if _phase(rules, match.state) in (HAND_OVER, GAME_OVER) and _phase(rules, before) not in (
                HAND_OVER, GAME_OVER):
            if ended == hand:
                return steps, match.state
            ended += 1
    raise IndexError(f"the log has no finished hand {hand} (it finishes {ended})")


def _phase(game: Game[Any, Any], state: Any) -> str:
    return game.phase(state)


def decisions(game: Game[Any, Any], steps: Iterable[Step], seat: int) -> list[Step]:
    """Return the steps where ``seat`` acted with more than one legal option."""
    return [s for s in steps if s.seat == seat and len(game.legal_actions(s.before, seat)) > 1]


class Reviewed:
    """One decision under review: its step, the appraiser valuing it (the person's view at
    that moment) and the hindsight appraiser (every card known) when there is one.  Both are
    made when first asked for (a game's appraiser may weigh the position as it is made, and
    the browser shows the replay before any of that work)."""

    def __init__(self, step: Step, make: Callable[[], Appraiser],
                 make_hindsight: Callable[[], Appraiser] | None = None) -> None:
        self.step = step
        self._make = make
        self._make_hindsight = make_hindsight
        self._appraiser: Appraiser | None = None
        self._hindsight: Appraiser | None = None
        #: the deals at which the review judges next whether the decision is still in doubt
        self.next_look = 0
        #: the judgement as last judged, and at how many deals
        self.judged: tuple[int, Judgement] | None = None
        #: the deals at which the decision was last found out of doubt: it stays so until it
        #: has more (the review asks after every deal it gives any other decision)
        self.settled_at = -1

    @property
    def started(self) -> bool:
        """Return True once the appraiser has been made."""
        return self._appraiser is not None

    @property
    def appraiser(self) -> Appraiser:
        """Return the appraiser of the decision from the person's view."""
        if self._appraiser is None:
            self._appraiser = self._make()
        return self._appraiser

    @property
    def hindsight(self) -> Appraiser | None:
        """Return the appraiser of the decision on the true hidden cards, or None."""
        if self._hindsight is None and self._make_hindsight is not None:
            self._hindsight = self._make_hindsight()
        return self._hindsight

    @property
    def has_hindsight(self) -> bool:
        """Return True when the review has a hindsight column."""
        return self._make_hindsight is not None


class HandReview:
    """The person's decisions in one hand, appraised a sampled deal at a time.

    ``appraiser_of(view, rng, world)`` is the game's appraiser; ``world_of(state, seat)`` its
    true hidden cards (None: no hindsight column).  Each decision gets its own generator,
    drawn from ``seed``, so a review is reproducible and another seed gives an independent one.

    Every decision gets ``budget`` deals first (the hindsight, where it has one, then its own:
    a single deal when the appraiser is exact).  Deals beyond that go to the decisions whose
    flag is still in doubt (:meth:`_doubtful`: more deals would settle whether it is a
    mistake), so that a flag rarely comes and goes with the seed; and within a decision, only
    to the options that can still decide it (:data:`KEEP_ERRORS`), so that a deal for a doubt
    costs a few playouts, not one per option.  A decision's work is capped at what ``most``
    deals of every option would be (:meth:`_capped`), so one narrowed to a few options may
    have many more deals.

    ``swing`` is the most one deal can part two options by, in the game's unit (0: none
    assumed).  No difference between two options in ``n`` deals still allows one in every
    ``n/3`` (the rule of three), each up to ``swing``: a choice not flagged stays in doubt
    while an option's gain, plus :data:`DOUBT_ERRORS` times ``swing/n`` (or its error, where
    larger), could exceed the threshold; so a choice whose first deals happened to be level is
    not settled on them.
    """

    def __init__(self, game: Game[Any, Any], steps: Sequence[Step], seat: int, seed: int,
                 appraiser_of: Callable[[Any, random.Random, Any], Appraiser],
                 threshold: float, budget: int,
                 world_of: Callable[[Any, int], Any] | None = None,
                 most: int | None = None, swing: float = 0.0) -> None:
        self.game = game
        self.seat = seat
        self.threshold = threshold
        self.budget = budget
        self.most = max(budget, most or budget)
        self.swing = swing
        self.items: list[Reviewed] = []

        def maker(step: Step, truth: bool) -> Callable[[], Appraiser]:
            def make() -> Appraiser:
                view = game.view(step.before, seat)
                if truth:
                    assert world_of is not None
                    rng = rng_for(seed, "hindsight", step.index)
                    return appraiser_of(view, rng, world_of(step.before, seat))
                return appraiser_of(view, rng_for(seed, "review", step.index), None)

            return make

        for step in decisions(game, steps, seat):
            hindsight = maker(step, True) if world_of is not None else None
            self.items.append(Reviewed(step, maker(step, False), hindsight))

    @property
    def done(self) -> bool:
        """Return True once no decision needs another deal."""
        return all(self._full(item) for item in self.items) and not self._in_doubt()

    def _hindsight_full(self, item: Reviewed) -> bool:
        if not item.has_hindsight:
            return True
        hind = item.hindsight
        assert hind is not None
        return hind.count >= (1 if hind.exact else self.budget)

    def _full(self, item: Reviewed) -> bool:
        return item.appraiser.count >= self.budget and self._hindsight_full(item)

    def _in_doubt(self) -> list[Reviewed]:
        """Return the decisions below their cap whose flag more deals could still turn."""
        return [item for item in self.items
                if not self._capped(item) and self._looks_doubtful(item)]

    def _capped(self, item: Reviewed) -> bool:
        """Return True once the decision's deals hold as many values as ``most`` deals of
        every option would (narrowed to a few options, it may have many more deals)."""
        appraiser = item.appraiser
        return appraiser.valued >= self.most * appraiser.width

    def _looks_doubtful(self, item: Reviewed) -> bool:
        """Return :meth:`_doubtful` as last judged: a decision found in doubt is judged again
        once it has 1/:data:`DOUBT_STEP` more deals (at the same counts however the work is
        sliced, so a review's deals do not depend on the slices)."""
        count = item.appraiser.count
        if count < item.next_look:
            return True
        if count == item.settled_at:
            return False
        gains = item.appraiser.gains(item.step.action)
        if not self._doubtful(item, gains):
            item.settled_at = count
            return False
        item.next_look = count + max(1, count // DOUBT_STEP)
        self._narrow(item, gains)
        return True

    def _narrow(self, item: Reviewed, gains: Sequence[tuple[str, float, float]]) -> None:
        """Give the deals to come only to the options of a decision in doubt that can still
        decide its flag: the choice, the best, and those whose mean over the deals (before
        any anchor margin) lies within :data:`KEEP_ERRORS` standard errors of the highest.
        ``gains`` are the options' gains over the choice (:meth:`Appraiser.gains`)."""
        verdict = self.verdict(item)
        assert verdict is not None
        appraiser = item.appraiser
        chosen = item.step.action
        top = max(gains, key=lambda g: g[1], default=(chosen, 0.0, 0.0))
        leader = top[0] if top[1] > 0 else chosen
        behind = gains if leader == chosen else appraiser.gains(leader)
        appraiser.narrow({chosen, verdict.best.action, leader, *(
            option for option, gain, error in behind if gain + KEEP_ERRORS * error >= 0)})

    def _doubtful(self, item: Reviewed, gains: Sequence[tuple[str, float, float]]) -> bool:
        """Return True when more deals could still turn the decision's flag: flagged, its
        cost lies within :data:`DOUBT_ERRORS` errors above the edge of flagging (the
        threshold, or twice the error where that is larger: a cost is flagged only above
        both); not flagged, an option still valued could yet prove better than the choice by
        more than the threshold (its gain over the choice, plus as many errors, exceeds it;
        each error taken as ``swing`` over the deals where it is less).
        That gain is the deals' own, before a game's anchor margin
        (:meth:`tefuda.appraisal.Tally.appraisals`): the margin shrinks as the deals grow, and
        the gain it hides at first may yet show.
        ``gains`` are the options' gains over the choice (:meth:`Appraiser.gains`)."""
        verdict = self.verdict(item)
        if verdict is None:
            return False
        if verdict.flagged:
            edge = max(self.threshold, 2 * verdict.stderr)
            return verdict.cost - DOUBT_ERRORS * verdict.stderr <= edge
        appraiser = item.appraiser
        least = 0.0 if appraiser.exact else self.swing / appraiser.count
        return any(gain + DOUBT_ERRORS * max(error, least) > self.threshold
                   for _, gain, error in gains)

    def progress(self) -> tuple[int, int]:
        """Return (deals valued, deals of the first round) over every decision's own
        appraisal (``budget`` deals each; the hindsight and the deals for doubts aside)."""
        done = sum(min(item.appraiser.count, self.budget) for item in self.items if item.started)
        return done, self.budget * len(self.items)

    def advance(self, more: Callable[[], bool]) -> bool:
        """Work while ``more()`` says there is time, a unit of an appraiser's work at a time
        (:meth:`~tefuda.appraisal.Appraiser.step`: a deal sampled or one option valued on
        it): the first round, the earliest unfinished decision first, then a deal at a time
        to each decision still in doubt; return True when the review is done.  A deal cut
        short by ``more()`` goes on where it stopped at the next call."""
        for item in self.items:
            while not self._full(item):
                if not more():
                    return False
                if not self._hindsight_full(item):
                    assert item.hindsight is not None
                    item.hindsight.step()
                else:
                    item.appraiser.step()
        while doubtful := self._in_doubt():
            for item in doubtful:
                while True:
                    if not more():
                        return False
                    if item.appraiser.step():
                        break
        return True

    def judgements(self) -> list[tuple[Step, Judgement | None, Judgement | None]]:
        """Return, per decision in order, its judgement (None until it has a deal) and its
        hindsight judgement (None without one, or until it has its deal)."""
        out = []
        for item in self.items:
            hind = None
            if item.started and item.hindsight is not None:
                hind = self._judge(item.hindsight, item.step.action)
            out.append((item.step, self.verdict(item), hind))
        return out

    def verdict(self, item: Reviewed) -> Judgement | None:
        """Return the judgement of ``item`` (None until it has a deal): while it is dealt
        more deals for a doubt, the judgement as last judged (judging weighs every option
        over every deal, more than the browser's slice may take after each deal), else as
        its deals now say."""
        if not item.started:
            return None
        count = item.appraiser.count
        if item.judged is not None and (item.judged[0] == count or item.judged[0] >= self.budget
                                        and count < item.next_look
                                        and not self._capped(item)):
            return item.judged[1]
        verdict = self._judge(item.appraiser, item.step.action)
        if verdict is not None:
            item.judged = (count, verdict)
        return verdict

    def _judge(self, appraiser: Appraiser, chosen: str) -> Judgement | None:
        if appraiser.count == 0:
            return None
        return judge(appraiser.appraisals(), chosen, self.threshold)

    def costliest(self, n: int = 3) -> list[tuple[Step, Judgement]]:
        """Return the ``n`` flagged decisions that cost the most, costliest first."""
        flagged = [(s, j) for s, j, _ in self.judgements() if j is not None and j.flagged]
        return sorted(flagged, key=lambda pair: -pair[1].cost)[:n]

    def total_cost(self) -> Cost:
        """Return what the decisions cost together: the sum of the costs larger than twice
        their error (smaller ones are the sampling's noise as often as a real loss, and every
        cost is at least 0), in the game's unit and in points, with the errors of the sums
        (each decision is sampled apart, so their variances add)."""
        value = value_var = points = points_var = 0.0
        counted = 0
        for _, verdict, _ in self.judgements():
            if verdict is None or verdict.cost <= 2 * verdict.stderr:
                continue
            counted += 1
            value += verdict.cost
            value_var += verdict.stderr ** 2
            chosen, top = verdict.chosen, verdict.best
            if chosen.points is not None and top.points is not None:
                points += top.points - chosen.points
                points_var += (chosen.points_error or 0.0) ** 2
        return Cost(value, math.sqrt(value_var), points, math.sqrt(points_var), counted)


@dataclasses.dataclass(frozen=True)
class Cost:
    """What some decisions cost: ``value`` in the game's unit and ``points`` (the hand's
    points, where the game gives them), each with its standard error, over ``decisions``."""

    value: float
    value_error: float
    points: float
    points_error: float
    decisions: int


def log_of(steps: Sequence[Step]) -> tuple[LogEntry, ...]:
    """Return the log entries of ``steps`` (for replaying a prefix: "try from here")."""
    return tuple((s.seat, s.action) for s in steps)
