"""The events line: what just happened, told on the table and through the announcer, with its
sounds (each game declares its events' sounds: ``Game.event_sounds``), the cards it names
marked, and the log of the deal's moves."""

from __future__ import annotations

from tefuda.core import EventView
from tefuda.i18n import event_text
from tefuda.match import replay
from web.context import Context
from web.html import esc
from web.table.match import HUMAN, A, V
from web.table.setup import TableSetup

#: how many of the latest events the line on the table tells
EVENTS_SHOWN = 4
#: the sound of an outcome for the person
OUTCOME_SOUNDS = {"won": "win", "lost": "lose", "drawn": "tie"}


class TableEvents(TableSetup[V, A]):
    """The match on the page, with the line that tells its events."""

    #: how many lines of the latest events the table tells
    events_shown = EVENTS_SHOWN

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        #: the events since the person last acted (their own move first), oldest first
        self.recent_events: list[EventView] = []
        self._seen_event = -1  # the number of the last event told
        self._yours_told = -1  # the number of the last event the person's own move left

    def seat_names(self) -> list[str]:
        """Return the name of each seat as the events name them ("You", "CPU", …)."""
        t = self.ctx.t
        return [t("table.you"), t("table.cpu")]

    def event_sentence(self, event: EventView) -> str:
        """Return the sentence that tells ``event`` in the player's language."""
        return event_text(self.ctx.settings.lang, self.game_id, event, self.seat_names())

    def _events(self) -> list[EventView]:
        events: list[EventView] = self._view_of(HUMAN)["events"]
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
        if seat == HUMAN:
            self._yours_told = self._seen_event
        if seat != HUMAN and self.person_can_act():
            # the turn is back: say everything the others did since the person's move
            said = [*map(self.event_sentence, self.since_your_move()), self.ctx.t("table.your_turn")]
        else:
            said = [self.event_sentence(e) for e in fresh]
        self.ctx.announce(" ".join(said))
        return fresh

    def since_your_move(self) -> list[EventView]:
        """Return the events the others' moves left since the person's own move, oldest first:
        those that name the person too (you won the bidding, your hand scored), but not the
        person's own move's, said when it was made."""
        return [e for e in self.recent_events if e["n"] > self._yours_told]

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
