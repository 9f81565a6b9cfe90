"""A table with the review of its hands: :class:`ReviewTable`, the generic table
(:class:`web.table.TablePage`) with a :class:`~web.review.desk.ReviewDesk` beside it.

A game's table that has a review subclasses it instead of ``TablePage`` and names its
:class:`~web.review.ReviewGame` (``review_game``).  While a review is open it takes the page,
the keys and the controls, and the CPUs wait; while a practice hand is on the table nothing of
it is saved, counted, kept as today's result or offered for sharing, and the game's menu gives
way to the practice's way back.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from tefuda.match import Match
from web.context import Context
from web.html import attrs
from web.review import ReviewGame
from web.review.desk import ReviewDesk
from web.table import HUMAN, TablePage
from web.table.match import A, V


class ReviewTable(TablePage[V, A]):
    """A game's table whose finished hands can be reviewed and practised again."""

    #: what the game gives the review of its hands (:mod:`web.review`)
    review_game: ClassVar[ReviewGame]
    #: the person's seat
    human = HUMAN

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        #: the review of finished hands and the practice it starts
        self.desk = ReviewDesk(self, type(self).review_game)

    # --- the review's states ---

    @property
    def reviewing(self) -> bool:
        """Return True while a hand's review is open (the CPUs wait for the table)."""
        return self.desk.session is not None

    @property
    def practising(self) -> bool:
        """Return True while a practice hand is on the table (nothing of it is kept)."""
        return self.desk.practice is not None

    def resume(self) -> None:
        """Let a CPU that is to move move (after the review closes)."""
        self._schedule_cpu()

    def review_entry(self) -> str:
        """Return the "Review this hand" button once a hand has ended (nothing before)."""
        return self.desk.entry()

    def switch_match(self, match: Match) -> None:
        """Put ``match`` on the table (a practice hand, or the live game back after one):
        the line, the hint and the selection start afresh, and a CPU moves if it is to."""
        self.match = match
        self.error = None
        self.hint = None
        self.share_url = self.copied = None
        self.confirming_new = False
        self._cpu_ticket += 1
        self.cpu_pending = False
        self._seen_event = self._yours_told = self._last_event_number()
        self.recent_events = self._since_your_last_move()
        self.ctx.rerender()
        self._schedule_cpu()

    # --- nothing of a practice is kept ---

    def _write_save(self, match: Match) -> None:
        if not self.practising:
            super()._write_save(match)

    def record_results(self, previous: Match, match: Match) -> None:
        """Count what ``match`` finished (the table's way), except in practice."""
        if not self.practising:
            super().record_results(previous, match)

    def _record_daily(self) -> None:
        if not self.practising:
            super()._record_daily()

    def sharing(self) -> bool:
        """A practice is never offered for sharing."""
        return not self.practising

    def act(self, action: A | str, seat: int = HUMAN) -> bool:
        """Play ``action`` as the table does; a practice hand that has ended takes no more
        actions (the next hand is the game's)."""
        if self.desk.practice_over():
            return False
        return super().act(action, seat)

    def cpu_level(self, seat: int = 1) -> str:
        """Return the table's level, or in practice the level the practice began with."""
        if self.desk.practice is not None:
            return self.desk.practice.level
        return super().cpu_level(seat)

    # --- the CPUs wait while the review is open ---

    def _schedule_cpu(self) -> None:
        if not self.reviewing:
            super()._schedule_cpu()

    def _cpu_step(self) -> None:
        if self.reviewing:
            self.cpu_pending = False
            return
        super()._cpu_step()

    # --- the page ---

    def focus_selector(self) -> str | None:
        """While a review is open, its "next" control takes the focus."""
        return '[data-focus-id="review-next"]' if self.reviewing else super().focus_selector()

    def render(self) -> str:
        """Return the review while it is open, otherwise the table."""
        if self.reviewing:
            head = f'<section class="table-page"{attrs(data_game=self.game_id, data_deal="review")}>'
            return f"{head}{self.desk.render()}</section>"
        return super().render()

    def render_menu(self) -> str:
        """Return the score sheet (every finished hand, each with its review), then the game
        menu; while practising only the hint (the practice banner has the way back)."""
        if self.practising:  # the hint where the game keeps it (500: beside your hand)
            return f'<div class="game-menu">{self.render_hint_button()}</div>' if self.hint_in_menu else ""
        return self.desk.render_sheet() + super().render_menu()

    # --- input: the review's first ---

    def handle(self, act: str, data: Mapping[str, str]) -> None:
        if not self.desk.handle(act, data):
            super().handle(act, data)

    def key(self, key: str) -> bool:
        """While a review is open the keys are the review's; otherwise the table's."""
        if self.reviewing:
            return self.desk.key(key)
        return super().key(key)

    def change(self, name: str, value: str) -> None:
        if not self.desk.change(name, value):
            super().change(name, value)


__all__ = ["ReviewTable"]

