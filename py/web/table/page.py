"""The generic table: the flow of one action, the CPUs' turns, and the page put together.

The flow of one action (DESIGN.md): a control carries the legal action's text
(``data-act="action" data-action="discard 7C"``) → ``tefuda.match.play`` (IllegalAction: the
reason is shown, nothing changes) → the new events are told on the table and through the
announcer, and the cards they name highlighted → the view is rendered → the save is written →
if a CPU is to act, its move is scheduled at the chosen speed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from tefuda.cards import rng_for
from tefuda.core import BadActionText, IllegalAction
from tefuda.match import play
from web.context import Context
from web.html import attrs, esc
from web.share import render_link, render_result
from web.table.match import HUMAN, A, V
from web.table.menu import TableMenu

#: the data-act of a control that plays the action text in its data-action
PLAY_ACT = "action"


class TablePage(TableMenu[V, A]):
    """One game's table, over views of type ``V`` (the game's view TypedDict).

    Subclasses set ``game_id`` and ``cpu_choose`` and implement :meth:`render_table`.
    """

    #: the CPU's decision function: (view, level, rng) -> action text
    cpu_choose: Callable[[Any, str, Any], str]

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.cpu_pending = False
        self._cpu_ticket = 0  # bumped by fast_forward: a timer set before it no longer moves

    def start(self) -> None:
        """Load the preferences and the save (or deal a new game), then let a CPU move.  A URL
        that asks for other options than the saved game's deals them instead, if the person
        has not moved in it yet (a shared link's seed the saved game's: that deal again)."""
        self.prefs = self._load_prefs()
        self.match = self._restore_or_start()
        self.on_table = dict(self.match.options)
        self._seen_event = self._yours_told = self._last_event_number()
        self.recent_events = self._since_your_last_move()
        if self._url_wants_other_game():
            if self.ctx.query("seed") == str(self.match.seed):
                self._requested = (self.match.seed, self.new_options())
            self.start_new()
            return
        self._schedule_cpu()

    # --- playing ---

    def act(self, action: A | str, seat: int = HUMAN) -> bool:
        """Play ``action`` (an action, or its text as a control carries it) for ``seat``; on a
        refusal show why and change nothing.  Returns success."""
        try:
            if isinstance(action, str):
                action = self.parse(action)
            match = play(self.match, seat, action)
        except IllegalAction as exc:
            self.error = self._reason(exc)
            self.ctx.announce(self.error)
            self.ctx.rerender()
            return False
        except BadActionText:
            self.error = self.ctx.t("core.not_a_legal_action")
            self.ctx.announce(self.error)
            self.ctx.rerender()
            return False
        self.error = None
        self.hint = None
        previous, self.match = self.match, match
        self._write_save(match)
        self.record_results(previous, match)
        if match.is_over and not previous.is_over:
            self._record_daily()
        fresh = self._tell_events(seat)
        self._sound(fresh, match.is_over and not previous.is_over)
        self.after_action(seat, action)
        self.ctx.rerender()
        self._schedule_cpu()
        return True

    def after_action(self, seat: int, action: A) -> None:
        """Hook: say more than the events do, after ``seat`` played ``action`` (the default
        says nothing)."""

    # --- the CPUs' turns ---

    def _schedule_cpu(self) -> None:
        if self.cpu_pending or not self.cpu_seats_to_act():
            return
        self.cpu_pending = True
        ticket = self._cpu_ticket

        def step() -> None:
            if ticket == self._cpu_ticket:
                self._cpu_step()

        self.ctx.later(self.cpu_pause(), step)

    def cpu_pause(self) -> int:
        """Return the milliseconds before the next CPU move: the CPU speed's (a game may hold
        a moment longer, to let a finished trick be seen)."""
        return self.ctx.settings.cpu_delay()

    def fast_forward(self, limit: int = 200) -> None:
        """Make the CPUs' pending moves now, without pauses, until a person is to act."""
        for _ in range(limit):
            if not self.cpu_seats_to_act():
                return
            self._cpu_ticket += 1
            self._cpu_step()

    def _cpu_step(self) -> None:
        self.cpu_pending = False
        seats = self.cpu_seats_to_act()
        if not seats:
            return
        seat = seats[0]
        rng = rng_for(self.match.seed, "cpu", seat, len(self.match.log))
        text = type(self).cpu_choose(self.view(seat), self.cpu_level(seat), rng)
        self.act(text, seat)

    # --- the page ---

    def deal_id(self) -> str:
        """Return what names the deal on the table (``data-deal``): cards keep their identity
        for the motion layer only within one deal.  The default is the number of the current
        hand's first event, which every deal renews."""
        events = self._events()
        return str(events[0]["n"]) if events else "0"

    def render(self) -> str:
        t = self.ctx.t
        parts = [
            f'<section class="table-page"{attrs(data_game=self.game_id, data_deal=self.deal_id())}>'
        ]
        parts.append(self.render_table(self.view()))
        if self.match.is_over:
            parts.append(render_result(t, self.share_text(), self.copied))
        if self.share_url is not None:
            parts.append(render_link(t, self.share_url, self.copied))
        parts.append(self.render_events())
        parts.append(self.render_hint())
        parts.append(self.render_move_log())
        if self.error:
            parts.append(f'<p class="refusal" role="alert" data-refusal>{esc(self.error)}</p>')
        parts.append(self.render_menu())
        parts.append(self.render_confirm())
        parts.append("</section>")
        return "".join(parts)

    def render_table(self, view: V) -> str:
        """Return the HTML of the table for the person's view (rendering only: no state
        changes here; selections are tidied in the handlers)."""
        raise NotImplementedError

    def handle(self, act: str, data: Mapping[str, str]) -> None:
        if act == PLAY_ACT:
            self.act(data.get("action", ""))
        elif act in ("new", "today"):
            start = self.start_today if act == "today" else self.start_new
            if self.match.is_over or not self.match.log:
                start()
            else:
                self.confirming_new = True
                self._confirming_what = act
                self.ctx.rerender()
        elif act == "hint":
            self.show_hint()
        elif act == "share":
            self.share_url = self.share_link()
            self.copy("link", self.share_url)
        elif act == "copy-result" and self.match.is_over:
            self.copy("result", self.share_text())
        elif act == "new-confirm":
            (self.start_today if self._confirming_what == "today" else self.start_new)()
        elif act == "new-cancel":
            self.confirming_new = False
            self.ctx.rerender()
        else:
            self.handle_game(act, data)

    def start_today(self) -> None:
        """Deal today's deal (no confirmation)."""
        self.request_today()
        self.start_new()

    def start_new(self) -> None:
        """Begin a new game with the current setup (no confirmation)."""
        self.confirming_new = False
        self.error = None
        self.recent_events = []
        self.hint = None
        self.share_url = self.copied = None
        requested, self._requested = self._requested, None
        self.match = self._fresh(*requested) if requested else self._fresh()
        self.on_table = dict(self.match.options)
        self._seen_event = self._yours_told = self._last_event_number()
        self._sound(self._events(), False)  # the deal
        self._write_save(self.match)
        self.ctx.rerender()
        self._schedule_cpu()

    def handle_game(self, act: str, data: Mapping[str, str]) -> None:
        """React to a game-specific ``data-act`` click."""

    def key(self, key: str) -> bool:
        """H shows the hint (where the game has one); a game's table adds its own keys."""
        if key in ("h", "H") and type(self).hint_advice is not None and self.person_can_act():
            self.show_hint()
            return True
        return False
