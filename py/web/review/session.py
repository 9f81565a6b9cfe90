"""One finished hand under review: its positions, the moves between them, the person's
decisions and how they are judged.

Position 0 is the deal; position ``k`` is the state after the hand's ``k``-th move, exactly the
engine's (replayed from the log by :func:`tefuda.review.hand_steps`).  The move that led to a
position is told by the events it left, as the person's view tells them (the events line's
sentences).  The judgement of the person's decisions (:class:`tefuda.review.HandReview`) is
computed a slice at a time while the replay is on screen (:meth:`ReviewSession.advance`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tefuda.appraisal import Judgement
from tefuda.core import EventView
from tefuda.match import Match
from tefuda.review import Cost, HandReview, Step, hand_steps
from web.review import ReviewGame


class ReviewSession:
    """The review of finished hand ``hand`` (0 the first) of ``match``, for ``seat``.

    ``seed`` seeds the sampled deals (the match's seed by default: the same review every
    time it is opened).  Raises IndexError when the match has no such finished hand.
    """

    def __init__(self, game: ReviewGame, match: Match, hand: int, seat: int,
                 seed: int | None = None) -> None:
        self.game = game
        self.match = match
        self.hand = hand
        self.seat = seat
        self.rules = match.game
        self.steps, after = hand_steps(match.rules or match.game_id, match.options, match.seed,
                                       match.log, hand, match.deck)
        self.states: list[Any] = [s.before for s in self.steps] + [after]
        self.position = 0
        self.hindsight = False
        self.review = HandReview(self.rules, self.steps, seat,
                                 match.seed if seed is None else seed, game.appraiser,
                                 game.threshold, game.budget, game.world_of, game.most,
                                 game.swing)
        #: the review item of each move that was one of the person's decisions
        self.decision_of = {item.step.index: i for i, item in enumerate(self.review.items)}
        self._events: dict[int, list[EventView]] = {}

    # ------------------------------------------------------------------ the replay

    @property
    def last(self) -> int:
        """Return the last position (the hand's end)."""
        return len(self.steps)

    def go(self, position: int) -> None:
        """Show ``position``, kept within the hand."""
        self.position = max(0, min(self.last, position))

    def state(self, position: int | None = None) -> Any:
        """Return the engine's state at ``position`` (the current one by default)."""
        return self.states[self.position if position is None else position]

    def move(self, position: int | None = None) -> Step | None:
        """Return the move that led to ``position`` (None for the deal)."""
        k = self.position if position is None else position
        return self.steps[k - 1] if k > 0 else None

    def events(self, position: int | None = None) -> list[EventView]:
        """Return the events the move to ``position`` left, as the person's view tells them
        (at the deal, the deal's)."""
        k = self.position if position is None else position
        if k not in self._events:
            told = self._view_events(k)
            if k > 0:
                before = self._view_events(k - 1)
                last = before[-1]["n"] if before else -1
                told = [e for e in told if e["n"] > last]
            self._events[k] = told
        return self._events[k]

    def _view_events(self, k: int) -> list[EventView]:
        events: list[EventView] = self.rules.view(self.states[k], self.seat)["events"]
        return events

    def moved_cards(self, position: int | None = None) -> list[str]:
        """Return the cards the move to ``position`` names (the board marks them)."""
        return sorted({card for e in self.events(position) for card in e["cards"]})

    # ------------------------------------------------------------------ the judgement

    def decision(self, position: int | None = None) -> int | None:
        """Return the review item of the move to ``position`` when it was one of the
        person's decisions with a choice, else None."""
        step = self.move(position)
        return None if step is None else self.decision_of.get(step.index)

    def judgement(self, item: int) -> tuple[Judgement | None, Judgement | None]:
        """Return the judgement of decision ``item`` so far and its hindsight's (None until
        they have a deal)."""
        reviewed = self.review.items[item]
        if not reviewed.started:
            return None, None
        verdict = self.review.verdict(reviewed)
        hind = None
        if self.hindsight and reviewed.hindsight is not None and reviewed.hindsight.count:
            hind = self.review._judge(reviewed.hindsight, reviewed.step.action)
        return verdict, hind

    def deals(self, item: int) -> int:
        """Return how many deals decision ``item`` has been weighed over."""
        reviewed = self.review.items[item]
        return reviewed.appraiser.count if reviewed.started else 0

    def fewest_deals(self, item: int) -> int:
        """Return how many deals the option of decision ``item`` weighed over the fewest
        rests on (fewer than :meth:`deals` once the deals for a doubt went only to the
        options that could decide it: :class:`tefuda.review.HandReview`)."""
        reviewed = self.review.items[item]
        if not reviewed.started or not reviewed.appraiser.count:
            return 0
        return min(a.samples for a in reviewed.appraiser.appraisals())

    def position_of(self, item: int) -> int:
        """Return the position right after decision ``item`` (where its judgement shows)."""
        index = self.review.items[item].step.index
        return next(k for k, step in enumerate(self.steps, 1) if step.index == index)

    @property
    def done(self) -> bool:
        """Return True once every decision is weighed (the hindsight too while it is shown)."""
        if not self.review.done:
            return False
        return not self.hindsight or all(
            item.hindsight is None or item.hindsight.count for item in self.review.items)

    def advance(self, more: Callable[[], bool]) -> bool:
        """Weigh while ``more()`` says there is time, a unit of an appraiser's work at a time,
        the hindsight's deals first while it is shown (one deal each: every card is known);
        return True when all is done."""
        if self.hindsight:
            for item in self.review.items:
                hind = item.hindsight
                while hind is not None and not hind.count:
                    if not more():
                        return False
                    hind.step()
        return self.review.advance(more) and self.done

    def progress(self) -> tuple[int, int]:
        """Return (deals valued, deals to value) of the first round."""
        return self.review.progress()

    def costliest(self, n: int = 3) -> list[tuple[int, Judgement]]:
        """Return the ``n`` costliest flagged decisions as (review item, judgement)."""
        of_step = {item.step.index: i for i, item in enumerate(self.review.items)}
        return [(of_step[step.index], verdict) for step, verdict in self.review.costliest(n)]

    def total_cost(self) -> Cost:
        """Return what the person's decisions cost together (:meth:`HandReview.total_cost`)."""
        return self.review.total_cost()

    def hand_points(self) -> int | None:
        """Return the person's points of the hand (None where the game counts none)."""
        return self.game.hand_points(self.states[-1], self.seat)
