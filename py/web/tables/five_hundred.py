"""The 500 table: you (South) and your CPU partner (North) against two CPUs (West, East).

Bids are pressed in the bidding panel (only legal bids play; the others say why).  As the
contractor you choose the three cards to lay away and confirm them: they go as three single
``discard`` actions.  In play a legal card plays at a tap; the joker led in no trumps or misère
first asks the suit it stands for; any other card says why the rules refuse it, and nothing
changes.  A finished trick stays in the middle until the next lead (the CPUs wait a little
longer after one), and the last trick can be opened again.  What each seat did is told by the
game's events (the base class shows and announces them).  While bidding, a tap on a CPU's
seat (or Enter, hovering, focusing it) opens what its calls mean, and "The bidding" lists every
call of the hand with what each CPU's means (:mod:`tefuda.cpu.five_hundred.meaning`, read from
the log by :mod:`web.tables.five_hundred_calls`).  The drawing is in
:mod:`web.tables.five_hundred_render`.

The CPU level is one for all three CPUs, or set apart for your partner and your opponents; the
rule options are remembered for the next new game; an embed sets them by URL
(``?must_win_by_contract=true&misere_any_time=1&open_misere_value=500&open_misere_timing=after-first-trick``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from tefuda.actions import legal_of
from tefuda.cards import JOKER
from tefuda.core import EventView, Result
from tefuda.cpu.five_hundred import choose, hint
from tefuda.cpu.five_hundred.meaning import sentence
from tefuda.games.five_hundred import TRUMPS, FiveHundredView
from tefuda.games.five_hundred.actions import Action, Bid, Discard, Next, Pass, Play
from tefuda.games.five_hundred.events import EventKind
from tefuda.games.five_hundred.state import KITTY_SIZE, Phase
from web.context import Context
from web.html import esc
from web.review.table import ReviewTable
from web.stored import Refused, fields_of, one_of
from web.table import HUMAN, LEVELS, select_control
from web.tables.five_hundred_calls import CallReader
from web.tables.five_hundred_render import (
    CURSOR_ID,
    MINUS,
    PLAYING,
    ROW_KEYS,
    Ui,
    Words,
    bid_name,
    end_sentence,
    joker_leads,
    my_turn,
    render_calls,
    render_setup,
    render_table,
    signed,
)
from web.tables.five_hundred_review import REVIEW

#: the events of a hand made and lost (their seat is the contractor's)
WON_HAND = (EventKind.MADE, EventKind.SLAM, EventKind.MISERE_MADE, EventKind.OPEN_MISERE_MADE)
LOST_HAND = (EventKind.LOST, EventKind.MISERE_LOST, EventKind.OPEN_MISERE_LOST)
#: the events that tell how a hand ended (the result panel's heading)
SCORED = (*WON_HAND, *LOST_HAND, EventKind.THROW_IN)
#: the events that end the game (their seat is on the side they speak of)
GAME_ENDS = (EventKind.WON_BY_CONTRACT, EventKind.WON_ON_TRICKS, EventKind.FELL_BELOW)
TRICK_ROWS = ("6", "7", "8", "9", "10")
#: the CPU seats whose level may be set apart: your partner, your opponents
LEVEL_GROUPS = {"partner": (2,), "opponents": (1, 3)}
#: the level choice that sets the CPUs' levels apart, by group
APART = "apart"


class _Signed(int):
    """A number of an event's sentence: formatted as an int, with a true minus (U+2212)."""

    def __format__(self, spec: str) -> str:
        return format(int(self), spec).replace("-", MINUS)


def _levels_apart(value: Any, game: str) -> dict[str, str]:
    """Check the remembered levels set apart: one of the CPU levels for each group (raises
    web.stored.Refused)."""
    levels = fields_of(value, LEVEL_GROUPS, "the levels set apart")
    if set(levels) != set(LEVEL_GROUPS):
        raise Refused(f"the levels set apart name the groups {sorted(levels)}")
    return {group: one_of(level, LEVELS, f"the level of {group}") for group, level in levels.items()}


class FiveHundredTable(ReviewTable[FiveHundredView, Action]):
    """You (seat 0, South) and North (seat 2) against West (1) and East (3); every finished
    hand can be reviewed and practised again (:mod:`web.tables.five_hundred_review`)."""

    game_id = "five-hundred"
    review_game = REVIEW
    cpu_choose = staticmethod(choose)
    hint_advice = staticmethod(hint)
    #: the CPU levels set apart for your partner and your opponents (until one is chosen for all)
    pref_fields = {"levels": _levels_apart}
    #: all the others did since your move: the bidding won, the kitty, a trick and the next lead
    events_shown = 8
    # the hint sits in the row under your hand, beside pass, in view whenever it is your call
    hint_in_menu = False
    # Enter on a focused card or bid presses it; the arrows move the focus over your hand
    controls_take_enter = True

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.ui = Ui()
        #: the sentences of the hint shown, one per line (the kitty's explains each discard)
        self.hint_lines: list[str] = []
        #: what the CPUs' calls mean, read from the log
        self.calls = CallReader()

    # --- the CPU levels: one for all three, or set apart for your partner and your opponents ---

    def _load_prefs(self) -> dict[str, Any]:
        """The URL's ``cpu`` sets every CPU's level, ``cpu_<group>`` one group's (the others
        then play at the remembered level)."""
        prefs = super()._load_prefs()
        remembered = prefs.pop("levels", {})
        apart = {} if self.ctx.query("cpu") in LEVELS else remembered
        for group in LEVEL_GROUPS:
            wanted = self.ctx.query(f"cpu_{group}")
            if wanted in LEVELS:
                apart[group] = wanted
        if apart:
            prefs["levels"] = {group: apart.get(group, prefs["level"]) for group in LEVEL_GROUPS}
        return prefs

    def cpu_level(self, seat: int = 1) -> str:
        """Return the level of the CPU in ``seat``: its group's while the levels are set apart."""
        for group, seats in LEVEL_GROUPS.items():
            if seat in seats and "levels" in self.prefs:
                return str(self.prefs["levels"][group])
        return super().cpu_level(seat)

    def level_query(self) -> dict[str, str]:
        """The link's levels: ``cpu``, and ``cpu_<group>`` for each group while set apart."""
        query = super().level_query()
        if "levels" in self.prefs:
            query.update({f"cpu_{group}": self.cpu_level(seats[0]) for group, seats in LEVEL_GROUPS.items()})
        return query

    def render_levels(self) -> str:
        """One level for every CPU, or "set apart" and a select for each group."""
        t = self.ctx.t
        apart = "levels" in self.prefs
        choices = [*self.level_choices(), (APART, t("table.level.apart"))]
        html = select_control(t("table.level"), "level", choices, APART if apart else self.prefs["level"])
        if apart:
            html += "".join(
                select_control(t(f"table.level_group.{group}"), f"level:{group}", self.level_choices(),
                               self.prefs["levels"][group])
                for group in LEVEL_GROUPS
            )
        return html

    def change(self, name: str, value: str) -> None:
        """The levels set apart (or one for all again); anything else as every table."""
        group = name.partition(":")[2]
        if name == "level" and value == APART:
            self.prefs["levels"] = {g: self.prefs["level"] for g in LEVEL_GROUPS}
        elif group in LEVEL_GROUPS and value in LEVELS and "levels" in self.prefs:
            self.prefs["levels"][group] = value
        elif name == "level" and value in LEVELS and "levels" in self.prefs:
            del self.prefs["levels"]
            super().change(name, value)
        else:
            super().change(name, value)
            return
        self.save_prefs()
        self.ctx.rerender()

    def result_words(self, result: Result) -> str:
        """How the game went: the two totals and the hands it took ("won 520–310 in 6 hands")."""
        totals = result.details["totals"]
        return self.ctx.t(
            "ui.five-hundred.share_result",
            outcome=self.ctx.t(f"table.outcome.{result.outcome(HUMAN)}"),
            mine=signed(totals[0]),
            theirs=signed(totals[1]),
            hands=len(result.details["hands"]),
        )

    def event_sound(self, event: EventView) -> str | None:
        """A hand's result sounds as it went for your side; the joker's lead plays, an open
        misère hand turns over."""
        if event["kind"] in WON_HAND or event["kind"] in LOST_HAND:
            ours = event["seat"] is not None and event["seat"] % 2 == 0
            return "win" if (event["kind"] in WON_HAND) == ours else "lose"
        return super().event_sound(event)

    def seat_names(self) -> list[str]:
        """Return "You", then West, North and East."""
        return [self.ctx.t("table.you")] + [self.ctx.t(f"five-hundred.seat.{s}") for s in (1, 2, 3)]

    def event_sentence(self, event: EventView) -> str:
        """The game's sentence, its points with a true minus ("misère lost, −250", as the table
        writes scores); the end of the game names the side's two players ("You and North made
        the contract…")."""
        seat = event["seat"]
        if event["kind"] in GAME_ENDS and seat is not None:
            pair = self.ctx.t(f"ui.five-hundred.pair.{seat % 2}")
            return self.ctx.t(f"ui.five-hundred.event.{event['kind']}", pair=pair,
                              total=signed(int(event["params"]["total"])))
        params = {k: _Signed(v) if type(v) is int else v for k, v in event["params"].items()}
        return super().event_sentence({**event, "params": params})

    # --- drawing ---

    def call_meanings(self, view: FiveHundredView) -> dict[int, str]:
        """Return what each CPU call of the hand on the table means, by the call's index."""
        self.calls.read(self.match, self.cpu_level)
        t = self.ctx.t
        names = [t("ui.five-hundred.meaning.you"), *self.seat_names()[1:]]
        return {index: sentence(found, t, names) for index, found in self.calls.of_hand(view["hand_number"]).items()}

    def render_table(self, view: FiveHundredView) -> str:
        words = Words(self.seat_names(), self._scored_sentence(view), meanings=self.call_meanings(view))
        if self.match.is_over:
            result = self.match.game.result(self.match.state)
            words = dataclasses.replace(words, outcome=result.outcome(HUMAN), reason=end_sentence(self.ctx.t, view))
        table = self.desk.render_practice() + render_table(
            self.ctx.t, self.ctx.settings.lang, view, self.ui, words, self.refusal_for,
            self.render_hint_button(), review=self.review_entry(), practice=self.practising)
        # what the others did, the bidding and the log, in one box that a wide screen sets beside the felt
        news = super().render_events() + render_calls(self.ctx.t, view, words) + super().render_move_log()
        return table + (f'<div class="fh-news">{news}</div>' if news else "")

    def render_events(self) -> str:
        return ""  # in the news box of render_table

    def render_move_log(self) -> str:
        return ""  # in the news box of render_table

    def highlight_cards(self) -> list[str]:
        """The cards the latest events name, but not the kitty's in your hand: they wear the
        kitty's own tag while you choose what to lay away."""
        kitty = set(self.view()["kitty"] or ())
        return [card for card in super().highlight_cards() if card not in kitty]

    def _scored_sentence(self, view: FiveHundredView) -> str | None:
        told = [e for e in view["events"] if e["kind"] in SCORED]
        return self.event_sentence(told[-1]) if told and view["summary"] is not None else None

    def menu_extras(self) -> str:
        keys = f'<p class="fh-keys">{esc(self.ctx.t("ui.five-hundred.keys"))}</p>'
        differs = self.setup() != dict(self.match.options)
        return render_setup(self.ctx.t, self.setup_controls(), differs) + keys

    def focus_selector(self) -> str | None:
        if self.reviewing:
            return super().focus_selector()
        view = self.view()
        if view["phase"] not in PLAYING:
            return f'[data-action="{Next()}"], [data-focus-id="again"], [data-focus-id="review-open"]'
        if not my_turn(view):
            return None
        if self.ui.naming:
            return ".fh-name-suit [data-action]"
        # on your call, pass (in view on every screen) rather than a bid lower down
        return f'[data-focus-id="{CURSOR_ID}"], [data-focus-id="bid-pass"], .fh-hand [data-action], .fh-hand [data-act="name-joker"]'

    def cpu_pause(self) -> int:
        """Hold a finished trick a moment longer before the next lead: twice the CPU speed."""
        view = self.view()
        trick = view["trick"]
        just_finished = view["phase"] == Phase.PLAY and view["last_trick"] is not None and not (trick and trick["cards"])
        return super().cpu_pause() * (2 if just_finished else 1)

    # --- input ---

    def handle_game(self, act: str, data: Mapping[str, str]) -> None:
        if act == "why":
            self._explain(self.refusal_for(data.get("try", "")))
        elif act == "choose":
            self.choose(data.get("card", ""))
        elif act == "discard":
            self.discard_chosen()
        elif act == "name-joker":
            self.ui.naming = bool(joker_leads(self.view()))
            self.ui.cursor = JOKER
            self.ctx.rerender()
        elif act == "name-cancel":
            self.ui.naming = False
            self.ctx.rerender()
        elif act == "review":
            self.ui.review = not self.ui.review
            self.ctx.rerender()
        elif act == "meaning":
            self.open_meanings(data.get("caller", ""))

    def open_meanings(self, caller: str) -> None:
        """Open what a CPU seat's calls mean (and say it), or close it when it is open."""
        view = self.view()
        meanings = self.call_meanings(view)
        said = [meanings[i] for i, call in enumerate(view["calls"]) if str(call["seat"]) == caller and i in meanings]
        if not said:
            return
        self.ui.meaning = None if self.ui.meaning == int(caller) else int(caller)
        if self.ui.meaning is not None:
            self.ctx.announce(" ".join(said))
        self.ctx.rerender()

    def _explain(self, reason: str | None) -> None:
        """Show and say why a control does nothing now (the table is unchanged)."""
        if reason is None:
            return
        self.error = reason
        self.ctx.announce(reason)
        self.ctx.rerender()

    def choose(self, card: str) -> None:
        """Choose a card of your thirteen to lay away, or put it back (three at most)."""
        view = self.view()
        if view["phase"] != Phase.KITTY or not my_turn(view) or card not in view["hand"]:
            return
        if card in self.ui.chosen:
            self.ui.chosen.remove(card)
        elif len(self.ui.chosen) < KITTY_SIZE:
            self.ui.chosen.append(card)
        self.ui.cursor = card
        self.error = None
        self.ctx.rerender()

    def discard_chosen(self) -> None:
        """Lay the three chosen cards away: three discard actions, one after another."""
        chosen = list(self.ui.chosen)
        if len(chosen) != KITTY_SIZE:
            return
        told = []
        for card in chosen:
            if not self.act(Discard(card)):
                break
            told += self.recent_events
        # the line tells the three as one move of yours (each action alone would keep only its own)
        self.recent_events = told
        self.ctx.rerender()

    def move_start(self, last: int) -> int:
        """Your three discards are one move (the line tells them together)."""
        log = self.match.log

        def discard(index: int) -> bool:
            return isinstance(self.parse(log[index][1]), Discard)

        start = last
        while start > 0 and discard(start) and log[start - 1][0] == HUMAN and discard(start - 1):
            start -= 1
        return start

    def after_action(self, seat: int, action: Action) -> None:
        """Drop choices that no longer fit the view (a card played, the kitty phase over)."""
        view = self.view()
        if view["phase"] != Phase.KITTY or not my_turn(view):
            self.ui.chosen = [c for c in self.ui.chosen if c in view["hand"]] if view["phase"] == Phase.KITTY else []
        if self.ui.cursor not in view["hand"]:
            self.ui.cursor = None
        if view["phase"] != Phase.BID:
            self.ui.bid = None
        if seat == HUMAN or view["phase"] != Phase.BID:
            self.ui.meaning = None  # what the CPUs' calls mean is read before your call
        if not joker_leads(view):
            self.ui.naming = False
        if view["phase"] != Phase.PLAY:
            self.ui.review = False

    def show_hint(self) -> None:
        """Show the advice; the three cards to lay away are chosen, each with its reason, and
        the joker's suit asked for."""
        super().show_hint()
        self.hint_lines = [] if self.hint is None else [str(self.hint["text"])]
        action = self.hinted()
        view = self.view()
        if isinstance(action, Discard) and self.hint is not None:
            advised = self.advised_discards()
            self.ui.chosen = [card for card, _ in advised]
            self.hint_lines = [text for _, text in advised if text is not None]
            said = self.hint["text"] = " ".join(self.hint_lines)
            self.ctx.announce(said)  # all three (the advice alone said the first)
        elif isinstance(action, Play):
            self.ui.cursor = action.card
            self.ui.naming = action.named is not None and bool(joker_leads(view))
        self.ctx.rerender()

    def advice_text(self, advice: Mapping[str, Any]) -> str:
        """The advice's sentence, the bid it names as the table writes it ("misère", not the
        bid's code)."""
        params = dict(advice.get("params") or {})
        if "bid" in params:
            params["bid"] = bid_name(self.ctx.t, str(params["bid"]))
        return self.ctx.t(str(advice["reason"]), **params)

    def advised_discards(self) -> list[tuple[str, str | None]]:
        """Return the three cards the hint would lay away from your thirteen, each with the
        hint's reason for it, or None where an earlier reason already named the card among
        those to follow it ("Lay away 5♣, then 10♣ 6♣: that empties your ♣").

        The rules take the discards one at a time while the table lets you choose three before
        laying them away, so the advice is asked three times: on the position, then on the
        position after each advised discard (the hard player plans the three together, so they
        agree)."""
        game, state = self.match.game, self.match.state
        advised: list[tuple[str, str | None]] = []
        named: set[str] = set()
        for _ in range(KITTY_SIZE):
            advice = hint(game.view(state, HUMAN))
            text = advice["action"]
            action = None if text is None else self.parse(text)
            if not isinstance(action, Discard):
                break
            told = action.card not in named
            advised.append((action.card, self.advice_text(advice) if told else None))
            if told:
                named.update((advice.get("params") or {}).get("others") or ())
            state = game.apply(state, HUMAN, action)
        return advised

    def render_hint(self) -> str:
        """The advice, one sentence a line (the kitty's three discards each say why)."""
        if self.hint is None:
            return ""
        if len(self.hint_lines) < 2:
            return super().render_hint()
        lines = "".join(f"<li>{esc(line)}</li>" for line in self.hint_lines)
        return f'<div class="hint" data-hint role="status"><ul class="fh-hint-lines">{lines}</ul></div>'

    def key(self, key: str) -> bool:
        if self.reviewing:
            return super().key(key)  # the review's keys
        view = self.view()
        lower = key.lower() if len(key) == 1 else key
        if lower == "Escape" and self.ui.meaning is not None:
            self.ui.meaning = None  # what a CPU's calls mean, closed
            self.ctx.rerender()
            return True
        if view["phase"] not in PLAYING:
            if lower in ("n", "Enter", " ") and str(Next()) in view["legal"]:
                self.act(Next())
                return True
            return False
        if lower == "l" and view["phase"] == Phase.PLAY and view["last_trick"]:
            self.handle_game("review", {})
            return True
        if not my_turn(view):
            return False
        if super().key(key):  # H: the hint
            return True
        if view["phase"] == Phase.BID:
            return self._bid_key(lower)
        if lower == "Escape" and self.ui.naming:
            self.handle_game("name-cancel", {})
            return True
        if self.ui.naming:
            named = [a for a in joker_leads(view) if a.named == lower.upper()]
            if named:
                self.act(named[0])
                return True
        if lower in ("ArrowLeft", "ArrowRight"):
            self._move_cursor(view["hand"], 1 if lower == "ArrowRight" else -1)
            return True
        if lower == "d" and view["phase"] == Phase.KITTY:
            self.discard_chosen()
            return True
        if lower in ("Enter", " ") and self.ui.cursor in view["hand"]:
            self._press(view, self.ui.cursor or "")
            return True
        return False

    def _press(self, view: FiveHundredView, card: str) -> None:
        """Enter on the cursor card (when it has no focus): as a tap on it."""
        if view["phase"] == Phase.KITTY:
            self.choose(card)
        elif str(Play(card)) in view["legal"]:
            self.act(Play(card))
        elif card == JOKER and joker_leads(view):
            self.handle_game("name-joker", {})
        else:
            self._explain(self.refusal_for(Play(card)))

    def _move_cursor(self, hand: list[str], step: int) -> None:
        if self.ui.cursor in hand:
            index = hand.index(self.ui.cursor or "") + step
        else:
            index = 0 if step > 0 else -1
        self.ui.cursor = hand[index % len(hand)]
        self.error = None
        self.ctx.rerender()

    def _bid_key(self, lower: str) -> bool:
        """A digit (0 for the 10s), M or O brings the focus to the lowest legal bid of a row of
        the bidding panel (or says why the row has none); the arrows move along the legal bids;
        Enter bids the focused one; P passes."""
        view = self.view()
        bids = [a.bid for a in legal_of(view, Bid)]
        if lower == "p":
            self.act(Pass())
            return True
        if lower in ROW_KEYS:
            row = ROW_KEYS[lower]
            in_row = [b for b in bids if b == row or b[: len(row)] == row and b[len(row):] in TRUMPS]
            if not in_row:
                first = row if row not in TRICK_ROWS else f"{row}{TRUMPS[0]}"
                self._explain(self.refusal_for(Bid(first)))
                return True
            self.ui.bid = in_row[0]
        elif lower in ("ArrowLeft", "ArrowRight") and bids:
            step = 1 if lower == "ArrowRight" else -1
            index = bids.index(self.ui.bid) + step if self.ui.bid in bids else (0 if step > 0 else -1)
            self.ui.bid = bids[index % len(bids)]
        elif lower in ("Enter", " ") and self.ui.bid in bids:
            self.act(Bid(self.ui.bid))
            return True
        else:
            return False
        self.error = None
        self.ctx.rerender()
        return True

    # --- flow ---

    def start_new(self) -> None:
        self.ui = Ui()
        super().start_new()


TABLE = FiveHundredTable
