"""The review of a finished hand: its positions replayed from the log, and the person's
decisions judged by the game's appraisal, from what the person could see at the time.

The log is all a review needs: :func:`replay_steps` replays it and keeps the state before
every action, so the position shown at each step is exactly the one the engine had.
:func:`hands` splits the steps into hands (a hand ends where the game reaches its hand-over
or game-over phase); :func:`decisions` picks the person's choices that had more than one legal
option.  :class:`HandReview` then appraises each decision a sampled deal at a time (the
browser gives it a few milliseconds per slice), and :meth:`HandReview.judgements` says what
each choice cost.

Which appraiser, which threshold and which unit are the game's: a CPU package that can be
reviewed defines ``appraiser(view, rng, world=None)`` (an :class:`~tefuda.appraisal.Appraiser`
of the position; ``world``, when given, is the true hidden cards for the hindsight column, from
``world_of(state, seat)``) and ``REVIEW_THRESHOLD`` (the smallest cost worth flagging).
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from tefuda.appraisal import Appraiser, Judgement, judge
from tefuda.cards import rng_for
from tefuda.core import GAME_OVER, HAND_OVER, Game
from tefuda.match import LogEntry, new_match, play_entry


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


def _phase(game: Game[Any, Any], state: Any) -> str:
    return str(game.view(state, 0)["phase"])


def decisions(game: Game[Any, Any], steps: Iterable[Step], seat: int) -> list[Step]:
    """Return the steps where ``seat`` acted with more than one legal option."""
    return [s for s in steps if s.seat == seat and len(game.legal_actions(s.before, seat)) > 1]


@dataclasses.dataclass
class Reviewed:
    """One decision under review: its step, the appraiser valuing it (the person's view at
    that moment), and the hindsight appraiser (every card known) when asked for."""

    step: Step
    appraiser: Appraiser
    hindsight: Appraiser | None = None


class HandReview:
    """The person's decisions in one hand, appraised a sampled deal at a time.

    ``appraiser_of(view, rng, world)`` is the game's appraiser; ``world_of(state, seat)`` its
    true hidden cards (None: no hindsight column).  Each decision gets its own generator,
    drawn from ``seed``, so a review is reproducible and another seed gives an independent one.
    """

    def __init__(self, game: Game[Any, Any], steps: Sequence[Step], seat: int, seed: int,
                 appraiser_of: Callable[[Any, random.Random, Any], Appraiser],
                 threshold: float, budget: int,
                 world_of: Callable[[Any, int], Any] | None = None) -> None:
        self.game = game
        self.seat = seat
        self.threshold = threshold
        self.budget = budget
        self.items: list[Reviewed] = []
        for step in decisions(game, steps, seat):
            view = game.view(step.before, seat)
            rng = rng_for(seed, "review", step.index)
            hindsight = None
            if world_of is not None:
                truth = world_of(step.before, seat)
                hindsight = appraiser_of(view, rng_for(seed, "hindsight", step.index), truth)
            self.items.append(Reviewed(step, appraiser_of(view, rng, None), hindsight))

    @property
    def done(self) -> bool:
        """Return True once every decision has its whole budget of deals."""
        return all(self._full(item) for item in self.items)

    def _full(self, item: Reviewed) -> bool:
        full = item.appraiser.count >= self.budget
        return full and (item.hindsight is None or item.hindsight.count >= self.budget)

    def advance(self, more: Callable[[], bool]) -> bool:
        """Value deals, the earliest unfinished decision first, while ``more()`` says there is
        time; return True when the review is done."""
        for item in self.items:
            while not self._full(item):
                if not more():
                    return False
                if item.appraiser.count < self.budget:
                    item.appraiser.add_deal()
                elif item.hindsight is not None:
                    item.hindsight.add_deal()
        return True

    def judgements(self) -> list[tuple[Step, Judgement | None, Judgement | None]]:
        """Return, per decision in order, its judgement (None until it has a deal) and its
        hindsight judgement (None without one)."""
        out = []
        for item in self.items:
            verdict = self._judge(item.appraiser, item.step.action)
            hind = None if item.hindsight is None else self._judge(item.hindsight, item.step.action)
            out.append((item.step, verdict, hind))
        return out

    def _judge(self, appraiser: Appraiser, chosen: str) -> Judgement | None:
        if appraiser.count == 0:
            return None
        return judge(appraiser.appraisals(), chosen, self.threshold)

    def costliest(self, n: int = 3) -> list[tuple[Step, Judgement]]:
        """Return the ``n`` flagged decisions that cost the most, costliest first."""
        flagged = [(s, j) for s, j, _ in self.judgements() if j is not None and j.flagged]
        return sorted(flagged, key=lambda pair: -pair[1].cost)[:n]


def log_of(steps: Sequence[Step]) -> tuple[LogEntry, ...]:
    """Return the log entries of ``steps`` (for replaying a prefix: "try from here")."""
    return tuple((s.seat, s.action) for s in steps)
