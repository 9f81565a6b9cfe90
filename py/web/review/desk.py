"""What a table does with the review: open a finished hand's review, step through it, weigh
the decisions in slices while it is on screen, close it, and practice from a decision.

The weighing runs on the page's timer (``Context.later``), a slice of :data:`SLICE_MS` at a
time, and after each slice only the summary and the decision panel are replaced
(``Context.patch``).  A slice stops between two units of an appraiser's work (a deal sampled,
one option valued on it, or a piece of what a game prepares before its first deal: at most a
few milliseconds of CPython, some four times that inside Pyodide), so a slice ends at most one
unit past its 20 ms, and Python's garbage collection waits for the slice's end
(:func:`young_collections_only`; BENCHMARKS.md, "No task over 50 ms").  A worker was the other
way: it would need a second Pyodide of its own (a second start of the interpreter, tens of
megabytes more, every module loaded again) to run work that slices this finely.

Practice ("try from here") plays the rest of a reviewed hand again from one of the person's
decisions: the log up to that decision replayed, so the hidden cards are the same, and the
CPUs play at the level of the table, from the same random sources as in the game.  The live
match is kept aside; nothing of the practice is saved, counted in the statistics, kept as
today's result or offered for sharing, and the table marks it as practice until the person
goes back to the game (a reload goes back too: the practice was never saved).
"""

from __future__ import annotations

import contextlib
import dataclasses
import gc
import time
from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING, Any

from tefuda.core import GAME_OVER, HAND_OVER
from tefuda.i18n import has
from tefuda.match import Match, replay
from web.html import esc
from web.review import ReviewGame
from web.review.render import (
    DECISION,
    SUMMARY,
    render_decision,
    render_review,
    render_summary,
    sentence_gap,
)
from web.review.session import ReviewSession

if TYPE_CHECKING:
    from web.review.table import ReviewTable

#: milliseconds of weighing per slice (it ends after the unit of work that reaches them)
SLICE_MS = 20
#: the pause between slices, so the page takes its input and paints in between
PAUSE_MS = 1


@contextlib.contextmanager
def young_collections_only() -> Iterator[None]:
    """Hold Python's automatic garbage collection off while a slice weighs, and collect the
    young generation once at its end.  Left to itself, Pyodide's Python (3.14, whose collector
    works the old generation an increment at a time) ran increments of 55–90 ms inside slices
    of 500's review (benchmarks/review.py traces each collection); the young generation of a
    slice's work takes at most some 15 ms.  The old generation is left to the automatic
    collections between slices."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.collect(0)
        if enabled:
            gc.enable()


@dataclasses.dataclass
class Practice:
    """A practice hand: the live match kept aside, the hand practised (its number among the
    finished hands of the live match), and the CPUs' level."""

    live: Match
    hand: int
    level: str

    def over(self, match: Match) -> bool:
        """Return True once the practice hand has ended (the practice match is at a hand's
        end or the game's)."""
        return match.game.phase(match.state) in (HAND_OVER, GAME_OVER)


class ReviewDesk:
    """The review and practice of one table (``ReviewTable.desk``)."""

    def __init__(self, table: ReviewTable[Any, Any], game: ReviewGame) -> None:
        self.table = table
        self.game = game
        self.session: ReviewSession | None = None
        self.practice: Practice | None = None
        self._ticket = 0  # bumped when a review opens or closes: an old slice stops

    @property
    def ctx(self) -> Any:
        return self.table.ctx

    def t(self, key: str, **params: Any) -> str:
        """Return the review's text of ``key`` in the game's own words: ``<game id>.<key>``
        where the game's catalog words it its own way (51 plays rounds, not hands), else the
        shared text.  Raises KeyError for a key in neither."""
        own = f"{self.table.game_id}.{key}"
        text: str = self.ctx.t(own if has(own) else key, **params)
        return text

    # ------------------------------------------------------------------ opening

    def finished_hands(self) -> list[str]:
        """Return the score sheet's rows: a label per finished hand of the match on the
        table."""
        return self.game.hand_labels(self.t, self.table.view())

    def open(self, hand: int) -> None:
        """Open the review of finished hand ``hand`` of the match on the table (the practice
        match while practising), at the deal, and start weighing it."""
        count = len(self.finished_hands())
        if not 0 <= hand < count:
            return
        self.session = ReviewSession(self.game, self.table.match, hand, self.table.human)
        self._ticket += 1
        self.ctx.announce(self.sentence(self.session, 0))
        self.ctx.rerender()
        self._schedule()

    def close(self) -> None:
        """Close the review; the table shows again, and a CPU to move moves."""
        self.session = None
        self._ticket += 1
        self.ctx.rerender()
        self.table.resume()

    # ------------------------------------------------------------------ weighing in slices

    def _schedule(self) -> None:
        ticket = self._ticket

        def tick() -> None:
            if ticket == self._ticket:
                self.slice()

        self.ctx.later(PAUSE_MS, tick)

    def slice(self, budget_ms: float = SLICE_MS) -> bool:
        """Weigh for ``budget_ms`` milliseconds, show what changed, and schedule the next
        slice until all is done; return True when it is."""
        session = self.session
        if session is None:
            return True
        deadline = time.perf_counter() + budget_ms / 1000
        with young_collections_only():
            done = session.advance(lambda: time.perf_counter() < deadline)
        t = self.t
        self.ctx.patch(SUMMARY, render_summary(t, self.ctx.settings.lang, session))
        self.ctx.patch(DECISION, render_decision(t, session))
        if not done:
            self._schedule()
        return done

    # ------------------------------------------------------------------ stepping

    def go(self, position: int) -> None:
        """Show ``position`` of the hand under review and tell its move."""
        session = self.session
        if session is None:
            return
        session.go(position)
        self.ctx.announce(self.sentence(session, session.position))
        self.ctx.rerender()

    def sentence(self, session: ReviewSession, position: int) -> str:
        """Return the move that led to ``position`` as the events line tells it."""
        lines = self.table.event_lines(session.events(position))
        return sentence_gap(self.ctx.settings.lang).join(text for _, text in lines)

    def render(self) -> str:
        """Return the review panel."""
        assert self.session is not None
        return render_review(self.t, self.ctx.settings.lang, self.session, self.sentence)

    # ------------------------------------------------------------------ practice

    def try_from(self, item: int) -> None:
        """Start practising from the person's decision ``item`` of the hand under review."""
        session = self.session
        if session is None or not 0 <= item < len(session.review.items):
            return
        step = session.review.items[item].step
        match = session.match
        practice = replay(match.rules or match.game_id, match.options, match.seed,
                          match.log[: step.index], match.deck)
        live = self.practice.live if self.practice is not None else self.table.match
        self.practice = Practice(live, session.hand, self.table.cpu_level(1))
        self.session = None
        self._ticket += 1
        self.table.switch_match(practice)

    def end_practice(self) -> None:
        """Leave the practice; the live match is on the table again."""
        if self.practice is None:
            return
        live = self.practice.live
        self.practice = None
        self.session = None
        self.table.switch_match(live)

    def practice_over(self) -> bool:
        """Return True while practising, once the practice hand has ended."""
        return self.practice is not None and self.practice.over(self.table.match)

    def render_practice(self) -> str:
        """Return the practice banner with the way back (and once the hand is over, that it
        is: its review is opened from the result, as any hand's)."""
        if self.practice is None:
            return ""
        t = self.t
        over = f'<p>{esc(t("review.practice_over"))}</p>' if self.practice_over() else ""
        return (
            f'<div class="rv-practice" data-practice role="note"><p><strong>'
            f'{esc(t("review.practice"))}</strong> '
            f'<button type="button" class="btn btn-ghost" data-act="practice-end" '
            f'data-focus-id="practice-end">{esc(t("review.practice_end"))}</button></p>{over}</div>'
        )

    # ------------------------------------------------------------------ the table's entry

    def entry(self) -> str:
        """Return the "Review this hand" button while the hand on the table has ended."""
        if self.session is not None or not self.table_hand_over():
            return ""
        hand = len(self.finished_hands()) - 1
        return (
            f'<button type="button" class="btn btn-ghost" data-act="review-open" data-hand="{hand}" '
            f'data-focus-id="review-open">{esc(self.t("review.open"))}</button>'
        )

    def table_hand_over(self) -> bool:
        match = self.table.match
        return match.game.phase(match.state) in (HAND_OVER, GAME_OVER)

    def render_sheet(self) -> str:
        """Return the score sheet: every finished hand of the match, each with its review."""
        labels = self.finished_hands()
        if not labels:
            return ""
        t = self.t
        rows = "".join(
            f'<li><span>{esc(label)}</span> <button type="button" class="btn btn-ghost btn-small" '
            f'data-act="review-open" data-hand="{i}" data-focus-id="review-open-{i}">'
            f'{esc(t("review.open_hand"))}</button></li>'
            for i, label in enumerate(labels)
        )
        return (
            f'<details class="score-sheet" data-keep-open="score-sheet" data-score-sheet>'
            f'<summary>{esc(t("review.sheet"))}</summary><ol>{rows}</ol></details>'
        )

    # ------------------------------------------------------------------ input

    def handle(self, act: str, data: Mapping[str, str]) -> bool:
        """React to a review or practice control; return True when ``act`` was one."""
        session = self.session
        if act == "review-open":
            self.open(_int(data.get("hand")))
        elif act == "review-close":
            self.close()
        elif act == "practice-end":
            self.end_practice()
        elif act == "review-try":
            self.try_from(_int(data.get("item")))
        elif session is None or not act.startswith("review-"):
            return act.startswith(("review-", "practice-"))
        elif act == "review-go":
            self.go(_int(data.get("to")))
        else:
            moves: dict[str, Callable[[ReviewSession], int]] = {
                "review-first": lambda s: 0,
                "review-prev": lambda s: s.position - 1,
                "review-next": lambda s: s.position + 1,
                "review-last": lambda s: s.last,
            }
            if act in moves:
                self.go(moves[act](session))
        return True

    def change(self, name: str, value: str) -> bool:
        """React to the slider and the hindsight checkbox; return True when it was one."""
        session = self.session
        if name == "review-step" and session is not None:
            self.go(_int(value))
            return True
        if name == "review-hindsight" and session is not None:
            session.hindsight = value == "true"
            self.ctx.rerender()
            self._ticket += 1
            self._schedule()
            return True
        return name.startswith("review-")

    def key(self, key: str) -> bool:
        """← → step, Home End to the ends, Escape closes; return True when used (while the
        review is open the table's own keys do nothing: :meth:`ReviewTable.key`)."""
        session = self.session
        if session is None:
            return False
        steps = {"ArrowLeft": session.position - 1, "ArrowRight": session.position + 1,
                 "Home": 0, "End": session.last}
        if key in steps:
            self.go(steps[key])
            return True
        if key == "Escape":
            self.close()
            return True
        return False


def _int(text: str | None) -> int:
    return int(text) if text and text.lstrip("-").isdigit() else -1
