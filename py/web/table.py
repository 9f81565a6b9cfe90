"""The machinery every game table shares: the match, autosave, CPU turns, refusals, events.

A game's table subclasses :class:`TablePage` and supplies the rendering of its view, its own
clicks and keys, and its CPU.  The flow of one action (DESIGN.md): a control carries the legal
action's text (``data-act="action" data-action="discard 7C"``) → ``tefuda.match.play``
(IllegalAction: the reason is shown, nothing changes) → the new events are told on the table
and through the announcer, and the cards they name highlighted → the view is rendered → the
save is written → if a CPU is to act, its move is scheduled at the chosen speed.

The table holds no rules: whether an action may be played now, and why not, comes from the
game's ``why_not`` (:meth:`TablePage.refusal_for`).  Pages are made in two steps:
``__init__`` only sets fields, :meth:`TablePage.start` loads the save and schedules the CPU.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any, Generic, TypeVar, cast

from tefuda.actions import Action
from tefuda.cards import rng_for
from tefuda.core import BadActionText, EventView, IllegalAction, Result
from tefuda.i18n import event_text, reason_text
from tefuda.match import Match, new_match, play, replay
from tefuda.saves import dumps
from web.context import Context
from web.daily import daily_seed, deal_date, record_daily
from web.html import attrs, esc
from web.page import Page
from web.settings import CPU_LEVELS
from web.share import render_link, render_result
from web.stats import record_result
from web.stored import PREFS, SAVE, read

V = TypeVar("V")
A = TypeVar("A", bound=Action)

HUMAN = 0
LEVELS = CPU_LEVELS
#: the data-act of a control that plays the action text in its data-action
PLAY_ACT = "action"
#: how many of the latest events the line on the table tells
EVENTS_SHOWN = 4
#: the level choice that sets the CPUs' levels apart, by group
APART = "apart"


def select_control(label: str, setting: str, choices: list[tuple[str, str]], current: str) -> str:
    """Return a labelled select of the menu: ``choices`` are (value, text) pairs, ``setting``
    the ``data-setting`` it changes; its focus id keeps the focus on it across renders."""
    options = "".join(
        f'<option value="{esc(value)}"{" selected" if value == current else ""}>{esc(text)}</option>'
        for value, text in choices
    )
    return (
        f'<label class="level">{esc(label)} '
        f'<select{attrs(data_setting=setting, data_focus_id=f"setting-{setting}")}>{options}</select></label>'
    )


def query_flag(text: str | None) -> bool | None:
    """Return the boolean a URL query or a checkbox gives (``true/1/on/yes``, ``false/0/off/no``),
    or None for anything else.

    >>> query_flag("Yes"), query_flag("0"), query_flag("maybe"), query_flag(None)
    (True, False, None, None)
    """
    low = (text or "").lower()
    if low in ("true", "1", "on", "yes"):
        return True
    if low in ("false", "0", "off", "no"):
        return False
    return None


#: the sound of an outcome for the person
OUTCOME_SOUNDS = {"won": "win", "lost": "lose", "drawn": "tie"}


class TablePage(Page, Generic[V, A]):
    """One game's table, over views of type ``V`` (the game's view TypedDict) and actions of
    type ``A`` (the union of the game's action classes).

    Subclasses set ``game_id`` and ``cpu_choose`` and implement :meth:`render_table`.
    """

    game_id = ""
    default_level = "normal"
    #: the CPU's decision function: (view, level, rng) -> action text
    cpu_choose: Callable[[Any, str, Any], str]
    #: the hard CPU's advice, (view) -> {"action", "reason", "params"}; None: no hint button
    hint_advice: Callable[[Any], Mapping[str, Any]] | None = None
    #: groups of CPU seats whose level may be set apart (``{"partner": (2,), "opponents": (1, 3)}``);
    #: empty: one level for every CPU
    level_groups: Mapping[str, tuple[int, ...]] = {}
    #: how many lines of the latest events the table tells
    events_shown = EVENTS_SHOWN

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.title_key = f"game.{self.game_id}.name"
        self.error: str | None = None
        self.confirming_new = False
        self.cpu_pending = False
        self._cpu_ticket = 0  # bumped by fast_forward: a timer set before it no longer moves
        self.prefs: dict[str, Any] = {}
        #: the events since the person last acted (their own move first), oldest first
        self.recent_events: list[EventView] = []
        self._seen_event = -1  # the number of the last event told
        #: the advice shown since the person asked for it: {"action": text or None, "text": …}
        self.hint: dict[str, str | None] | None = None
        #: the seed and options the next new game is dealt with (today's deal), None: random
        self._requested: tuple[int, dict[str, Any]] | None = None
        #: what the confirmation dialog starts: "new" (a random deal) or "today"
        self._confirming_what = "new"
        #: the link to this deal once "Share" was pressed, and what the last copy did: "link" or
        #: "result" copied, "link-failed"/"result-failed" (the text is there to select)
        self.share_url: str | None = None
        self.copied: str | None = None

    def start(self) -> None:
        """Load the preferences and the save (or deal a new game), then let a CPU move."""
        self.prefs = self._load_prefs()
        self.match = self._restore_or_start()
        self._seen_event = self._last_event_number()
        self.recent_events = self._since_your_last_move()
        self._schedule_cpu()

    # --- options, preferences and saves ---

    def options_from_query(self) -> dict[str, Any]:
        """Return game options given in the page URL (embeds set them); none by default."""
        return {}

    def _prefs_key(self) -> str:
        return f"prefs:{self.game_id}"

    def _load_prefs(self) -> dict[str, Any]:
        prefs = read(self.ctx.store, PREFS, self.game_id)
        url_level = self.ctx.query("cpu")
        level = url_level or prefs.get("level")
        prefs["level"] = level if level in LEVELS else self.default_level
        # levels set apart by group: the URL's cpu sets every CPU, cpu_<group> one group
        apart = {} if url_level in LEVELS else dict(prefs.pop("levels", {}))
        for group in self.level_groups:
            wanted = self.ctx.query(f"cpu_{group}")
            if wanted in LEVELS:
                apart[group] = wanted
        apart = {g: lv for g, lv in apart.items() if g in self.level_groups}
        if apart:
            prefs["levels"] = {g: apart.get(g, prefs["level"]) for g in self.level_groups}
        else:
            prefs.pop("levels", None)
        return prefs

    def save_prefs(self) -> None:
        """Remember the table's preferences (CPU level, setup choices)."""
        self.ctx.store.set(self._prefs_key(), json.dumps(self.prefs))

    def _save_key(self) -> str:
        return f"save:{self.game_id}"

    def new_options(self) -> dict[str, Any]:
        """Return the options of a new game: remembered setup, overridden by the URL."""
        return {**self.prefs.get("options", {}), **self.options_from_query()}

    def _fresh(self, seed: int | None = None, options: Mapping[str, Any] | None = None) -> Match:
        seed = seed if seed is not None else self.ctx.random_seed()
        try:
            return new_match(self.game_id, dict(self.new_options() if options is None else options), seed)
        except ValueError:
            # remembered or URL options no longer valid: the defaults always are
            return new_match(self.game_id, {}, seed)

    # --- today's deal and sharing ---

    def daily_options(self) -> dict[str, Any]:
        """Return the options today's deal is played with, the same for everyone (the default:
        the game's own defaults)."""
        return {}

    def options_to_query(self, options: Mapping[str, Any]) -> dict[str, str]:
        """Return the URL query that gives a game ``options`` (the inverse of
        :meth:`options_from_query`; none by default)."""
        return {}

    def daily_date(self) -> str | None:
        """Return the date whose deal is on the table (today's or yesterday's), or None."""
        date = deal_date(self.game_id, self.match.seed, self.ctx.today())
        daily = self.match.game.normalize_options(self.daily_options())
        return date if date is not None and dict(self.match.options) == daily else None

    def start_today(self) -> None:
        """Deal today's deal (no confirmation)."""
        self._requested = (daily_seed(self.game_id, self.ctx.today()), self.daily_options())
        self.start_new()

    def share_link(self) -> str:
        """Return the link that replays this deal: its seed, its options and the CPU level."""
        query = {"seed": str(self.match.seed), **self.options_to_query(self.match.options)}
        return self.ctx.page_url({**query, **self.level_query()})

    def level_query(self) -> dict[str, str]:
        """Return the URL query of the CPU levels: ``cpu`` (the first CPU's), and ``cpu_<group>``
        for each group while the levels are set apart."""
        query = {"cpu": self.cpu_level(1)}
        if "levels" in self.prefs:
            query.update({f"cpu_{group}": self.cpu_level(seats[0]) for group, seats in self.level_groups.items()})
        return query

    def result_words(self, result: Result) -> str:
        """Return how the finished game went for the person, in a few words ("won 302–150");
        the default reads the scores (a side's against the best other side's)."""
        mine = result.team_of(HUMAN)
        theirs = [s for seat, s in enumerate(result.scores) if seat not in mine]
        return self.ctx.t(
            "table.share.score",
            outcome=self.ctx.t(f"table.outcome.{result.outcome(HUMAN)}"),
            mine=max(result.scores[s] for s in mine),
            theirs=max(theirs) if theirs else 0,
        )

    def share_text(self) -> str:
        """Return the line to share when the game is over ("Tefuda · Gin Rummy · today's deal
        2026-12-01 · won 302–150 in 8 hands"); ValueError before the end."""
        t = self.ctx.t
        date = self.daily_date()
        deal = t("table.share.today", date=date) if date else t("table.share.deal", seed=self.match.seed)
        result = self.match.game.result(self.match.state)
        return t("table.share.line", game=t(self.title_key), deal=deal, result=self.result_words(result))

    def _record_daily(self) -> None:
        date = self.daily_date()
        if date is not None:
            result = self.match.game.result(self.match.state)
            record_daily(
                self.ctx.store, self.game_id, date, result.outcome(HUMAN), result.scores[HUMAN],
                self.result_words(result),
            )

    def copy(self, what: str, text: str) -> None:
        """Copy ``text`` (the link or the result) to the clipboard; say whether it worked."""

        def done(ok: bool) -> None:
            self.copied = what if ok else f"{what}-failed"
            self.ctx.announce(self.ctx.t("table.share.copied" if ok else "table.share.select"))
            self.ctx.rerender()

        self.ctx.copy_text(text, done)

    def _restore_or_start(self) -> Match:
        seed_text = self.ctx.query("seed")
        url_seed = int(seed_text) if seed_text and seed_text.isdigit() else None
        saved = read(self.ctx.store, SAVE, self.game_id)
        if saved is not None and (url_seed is None or saved.seed == url_seed):
            return saved
        match = self._fresh(url_seed)
        self._write_save(match)
        return match

    def _write_save(self, match: Match) -> None:
        self.ctx.store.set(self._save_key(), dumps(match))

    # --- playing ---

    @property
    def game(self) -> Any:
        return self.match.game

    def view(self, seat: int = HUMAN) -> V:
        """Return the current view of ``seat`` (the person's by default)."""
        return cast(V, self.match.game.view(self.match.state, seat))

    def refusal_for(self, action: A | str, seat: int = HUMAN) -> str | None:
        """Return why ``seat`` may not play ``action`` (an action or its text, as a control
        carries it) now, in the player's language, or None when it may (the game's ``why_not``;
        tables explain disabled controls with it)."""
        game = self.match.game
        try:
            if isinstance(action, str):
                action = self.parse(action)
        except BadActionText:
            return self.ctx.t("core.not_a_legal_action")
        refusal = game.why_not(self.match.state, seat, action)
        return None if refusal is None else self._reason(refusal)

    def parse(self, text: str) -> A:
        """Return the action of the game whose text is ``text``; raises BadActionText."""
        action: A = self.match.game.parse_action(text)
        return action

    def _reason(self, refusal: IllegalAction) -> str:
        return reason_text(self.ctx.settings.lang, self.game_id, refusal.reason, refusal.params)

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

    def person_can_act(self) -> bool:
        """Return True when the person has a legal action now."""
        return bool(self.match.game.legal_actions(self.match.state, HUMAN))

    # --- the hint ---

    def show_hint(self) -> None:
        """Show (and say) the hard CPU's advice for the person's move, and mark its control."""
        advice_of = type(self).hint_advice
        if advice_of is None:
            return
        advice = advice_of(self.view())
        text = self.ctx.t(str(advice["reason"]), **dict(advice.get("params") or {}))
        self.hint = {"action": advice.get("action"), "text": text}
        self.error = None
        self.ctx.announce(text)
        self.ctx.rerender()

    def hinted_action(self) -> str | None:
        """Return the action text the shown hint advises (its control is marked), if any."""
        return None if self.hint is None else self.hint["action"]

    def hinted(self) -> A | None:
        """Return the action the shown hint advises, if any."""
        text = self.hinted_action()
        return None if text is None else self.parse(text)

    def render_hint(self) -> str:
        """Return the shown advice, or nothing."""
        if self.hint is None:
            return ""
        return f'<p class="hint" data-hint role="status">{esc(self.hint["text"])}</p>'

    # --- events: what just happened ---

    def seat_names(self) -> list[str]:
        """Return the name of each seat as the events name them ("You", "CPU", …)."""
        t = self.ctx.t
        return [t("table.you"), t("table.cpu")]

    def event_sentence(self, event: EventView) -> str:
        """Return the sentence that tells ``event`` in the player's language."""
        return event_text(self.ctx.settings.lang, self.game_id, event, self.seat_names())

    def _events(self) -> list[EventView]:
        events: list[EventView] = self.match.game.view(self.match.state, HUMAN)["events"]
        return events

    def _last_event_number(self) -> int:
        events = self._events()
        return events[-1]["n"] if events else -1

    def _since_your_last_move(self) -> list[EventView]:
        """Return the events from the person's last move on (all of them if none), as the line
        showed them before a reload.  The move is found in the log, not among the events: an
        event's seat may be whom it is about (a trick's winner) rather than who acted."""
        events = self._events()
        log = self.match.log
        mine = [i for i, (seat, _) in enumerate(log) if seat == HUMAN]
        if not mine:
            return events
        start = self.move_start(mine[-1])
        match = self.match
        before = replay(match.rules or match.game_id, match.options, match.seed, log[:start], match.deck)
        told: list[EventView] = before.game.view(before.state, HUMAN)["events"]
        last = told[-1]["n"] if told else -1
        return [e for e in events if e["n"] > last]

    def move_start(self, last: int) -> int:
        """Return where in the log the person's move that ends at entry ``last`` began: the
        line tells a move from there (one action by default; a game whose move is several
        actions in a row says so)."""
        return last

    def _tell_events(self, seat: int) -> list[EventView]:
        """Collect the events the last action left and say them through the announcer; when a
        CPU's move hands the turn back to the person, say all the others did since the person's
        move, then "Your turn.".  Returns the new events."""
        if seat == HUMAN:
            self.recent_events = []
        fresh = [e for e in self._events() if e["n"] > self._seen_event]
        if not fresh:
            return []
        self._seen_event = fresh[-1]["n"]
        self.recent_events.extend(fresh)
        if seat != HUMAN and self.person_can_act():
            # the turn is back: say everything the others did since the person's move
            told = [e for e in self.recent_events if e["seat"] != HUMAN]
            said = [*map(self.event_sentence, told), self.ctx.t("table.your_turn")]
        else:
            said = [self.event_sentence(e) for e in fresh]
        self.ctx.announce(" ".join(said))
        return fresh

    # --- sound ---

    def event_sound(self, event: EventView) -> str | None:
        """Return the name of the sound ``event`` makes (None: silent): the sound the game
        declares for its kind (``Game.event_sounds``); a table may decide from the event's
        params (an outcome for the person)."""
        return self.match.game.event_sounds.get(event["kind"])

    def _sound(self, fresh: list[EventView], finished: bool) -> None:
        """Play the sounds of ``fresh`` events and, when the game just finished and no event
        said how it went for the person, the sound of their outcome."""
        names = [name for name in map(self.event_sound, fresh) if name]
        if finished and not set(names) & set(OUTCOME_SOUNDS.values()):
            names.append(OUTCOME_SOUNDS[self.match.game.result(self.match.state).outcome(HUMAN)])
        if names:
            self.ctx.sound(names)

    def highlight_cards(self) -> list[str]:
        """Return the cards the latest events name (the page marks them for a moment)."""
        shown = self.recent_events[-self.events_shown:]
        return sorted({card for event in shown for card in event["cards"]})

    def event_lines(self, events: list[EventView]) -> list[tuple[EventView, str]]:
        """Return the lines the table tells ``events`` in, each with the event that names it
        (its kind and seat): one sentence per event by default; a game may tell a few events
        in one line ("CPU drew from the stock and discarded K♥.")."""
        return [(event, self.event_sentence(event)) for event in events]

    def render_events(self) -> str:
        """Return the line that tells the latest events ("CPU discarded K♥."), or nothing; the
        same sentence told several times in a row is told once with its count ("… ×3")."""
        told: list[tuple[EventView, str, int]] = []
        for event, sentence in self.event_lines(self.recent_events):
            if told and told[-1][1] == sentence:
                told[-1] = (told[-1][0], sentence, told[-1][2] + 1)
            else:
                told.append((event, sentence, 1))
        shown = told[-self.events_shown:]
        if not shown:
            return ""
        return f'<ol class="table-events" data-events>{self._event_items(shown)}</ol>'

    def _event_items(self, told: list[tuple[EventView, str, int]]) -> str:
        """Return one ``<li>`` per line told: its event, its sentence and how many times in a
        row it was told."""
        t = self.ctx.t
        return "".join(
            f'<li data-event="{esc(e["kind"])}" data-seat="{"" if e["seat"] is None else e["seat"]}">'
            f'{esc(text if n == 1 else t("table.times", text=text, count=n))}</li>'
            for e, text, n in told
        )

    def render_move_log(self) -> str:
        """Return the log of every move of the current deal, in words, folded (the person opens
        it; the app keeps it open across renders), or nothing before the first event."""
        events = self._events()
        if not events:
            return ""
        summary = self.ctx.t("table.move_log", count=len(events))
        items = self._event_items([(e, self.event_sentence(e), 1) for e in events])
        return (
            f'<details class="move-log" data-keep-open="move-log" data-move-log>'
            f"<summary>{esc(summary)}</summary><ol>{items}</ol></details>"
        )

    def record_results(self, previous: Match, match: Match) -> None:
        """Add to the statistics what ``match`` finished that ``previous`` had not.

        The default counts a whole game when it ends; a game may count smaller units.
        """
        if match.is_over and not previous.is_over:
            result = match.game.result(match.state)
            record_result(self.ctx.store, self.game_id, result.outcome(HUMAN), result.scores[HUMAN])

    def cpu_seats_to_act(self) -> list[int]:
        """Return the CPU seats that may act now."""
        if self.match.is_over:
            return []
        return [s for s in self.match.game.to_act(self.match.state) if s != HUMAN]

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

    def cpu_level(self, seat: int = 1) -> str:
        """Return the level the CPU in ``seat`` plays at now: its group's when the levels are
        set apart, otherwise the menu's (a game may keep one per hand)."""
        for group, seats in self.level_groups.items():
            if seat in seats and "levels" in self.prefs:
                return str(self.prefs["levels"][group])
        return str(self.prefs["level"])

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
        if self.confirming_new:
            parts.append(
                '<div class="dialog" role="dialog" aria-modal="true" aria-labelledby="confirm-title">'
                f'<p id="confirm-title">{esc(t("table.confirm_new_game"))}</p>'
                f'<p><button type="button" class="btn" data-act="new-confirm">{esc(t("table.confirm"))}</button> '
                f'<button type="button" class="btn btn-ghost" data-act="new-cancel">{esc(t("table.cancel"))}</button></p></div>'
            )
        parts.append("</section>")
        return "".join(parts)

    def render_menu(self) -> str:
        """Return the game menu: new game, CPU level, rules."""
        t = self.ctx.t
        rules = "" if self.ctx.embed else (
            f'<a class="btn btn-ghost" href="#/{self.game_id}/rules">{esc(t("site.rules"))}</a>'
        )
        hint = "" if type(self).hint_advice is None else (
            f'<button type="button" class="btn btn-ghost" data-act="hint" aria-keyshortcuts="h"'
            f'{attrs(disabled=not self.person_can_act())}>{esc(t("table.hint"))}</button>'
        )
        return (
            '<div class="game-menu">'
            f'<button type="button" class="btn btn-ghost" data-act="new">{esc(t("table.new_game"))}</button>'
            f'<button type="button" class="btn btn-ghost" data-act="today">{esc(t("table.today"))}</button>'
            f'<button type="button" class="btn btn-ghost" data-act="share">{esc(t("table.share"))}</button>'
            f"{hint}"
            f"{self.render_levels()}{self.menu_extras()}{rules}</div>"
        )

    def render_levels(self) -> str:
        """Return the CPU level choice: one select for every CPU; where the game has level
        groups, a choice "set apart" and then one select per group."""
        t = self.ctx.t
        apart = "levels" in self.prefs
        choices = [(lv, t(f"table.level.{lv}")) for lv in LEVELS]
        if self.level_groups:
            choices.append((APART, t("table.level.apart")))
        current = APART if apart else self.prefs["level"]
        html = select_control(t("table.level"), "level", choices, current)
        if apart:
            html += "".join(
                select_control(t(f"table.level_group.{group}"), f"level:{group}",
                        [(lv, t(f"table.level.{lv}")) for lv in LEVELS], self.prefs["levels"][group])
                for group in self.level_groups
            )
        return html

    def menu_extras(self) -> str:
        """Return game-specific controls for the menu (setup choices for the next game)."""
        return ""

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

    def start_new(self) -> None:
        """Begin a new game with the current setup (no confirmation)."""
        self.confirming_new = False
        self.error = None
        self.recent_events = []
        self.hint = None
        self.share_url = self.copied = None
        requested, self._requested = self._requested, None
        self.match = self._fresh(*requested) if requested else self._fresh()
        self._seen_event = self._last_event_number()
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

    def change(self, name: str, value: str) -> None:
        group = name.partition(":")[2]
        if name == "level" and value in LEVELS:
            self.prefs["level"] = value
            self.prefs.pop("levels", None)
            self.save_prefs()
        elif name == "level" and value == APART and self.level_groups:
            self.prefs["levels"] = {g: self.prefs["level"] for g in self.level_groups}
            self.save_prefs()
            self.ctx.rerender()
        elif group in self.level_groups and value in LEVELS and "levels" in self.prefs:
            self.prefs["levels"][group] = value
            self.save_prefs()
