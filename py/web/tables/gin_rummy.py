"""The Gin Rummy table: you (seat 0) against one CPU, a game to 100 points.

Your hand is always shown arranged into its best melds with the deadwood apart.  Draw by
tapping the stock or the top discard; discard by tapping a card and then "Discard", or by
tapping it twice.  "Knock" and "Gin" appear only when possible: with a card selected that
allows it they act at once, otherwise they pre-select the best card and ask once more.  A tap
that the rules refuse (a card before drawing, the card just taken) is explained by the game's
``why_not`` and plays nothing.  What each side did is told by the game's events (the base
class shows and announces them).  The drawing lives in :mod:`web.tables.gin_rummy_render`.

The CPU level chosen in the menu takes effect from the next hand: the level in force when each
hand began is kept in the table's preferences, keyed by the game's seed and the hand number.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from tefuda.core import EventView, Outcome, Result
from tefuda.cpu.gin_rummy import choose, hint
from tefuda.games.gin_rummy import EventKind, GinView, Phase
from tefuda.games.gin_rummy.actions import (
    Action,
    Discard,
    DrawDiscard,
    DrawStock,
    Knock,
    Next,
    Pass,
)
from web.context import Context
from web.stored import Refused, fields_of, one_of
from web.table import HUMAN, LEVELS, TablePage
from web.tables.gin_rummy_render import PLAYING, Ui, knock_cards, my_turn, render_table

#: one-key actions (lower case) that play the action
KEY_ACTIONS: dict[str, Action] = {"s": DrawStock(), "d": DrawDiscard(), "p": Pass()}
#: one-key controls handled by the table
KEY_ACTS = {"k": "knock", "g": "gin", "f": "ff"}
#: a hand won sounds as it went for you (the seat of these events is the hand's winner)
HAND_WON = (EventKind.SCORED, EventKind.UNDERCUT)
#: the draws the line tells together with the discard that follows ("CPU drew from the stock
#: and discarded K♥."), by their kind: the key of the sentence that tells both
TURN_LINES: dict[str, str] = {
    EventKind.DRAW: "ui.gin-rummy.turn.draw",
    EventKind.TAKE: "ui.gin-rummy.turn.take",
    EventKind.TAKE_UPCARD: "ui.gin-rummy.turn.take_upcard",
}


#: "<seed>:<hand number>", the hand a CPU level was chosen for
HAND = re.compile(r"[0-9]{1,20}:[0-9]{1,6}")


def _hand_level(value: Any, game: str) -> dict[str, Any]:
    """Check the CPU level remembered for one hand (raises web.stored.Refused)."""
    noted = fields_of(value, ("hand", "level"), "the hand's level")
    if not isinstance(noted.get("hand"), str) or not HAND.fullmatch(noted["hand"]):
        raise Refused(f"the hand's level names no hand: {noted.get('hand')!r}")
    one_of(noted.get("level"), LEVELS, "the hand's level")
    return noted


class GinRummyTable(TablePage[GinView, Action]):
    """You (seat 0) against one CPU (seat 1)."""

    game_id = "gin-rummy"
    cpu_choose = staticmethod(choose)
    hint_advice = staticmethod(hint)
    #: the CPU level in force for one hand (a change in the menu waits for the next hand)
    pref_fields = {"hand_level": _hand_level}

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.ui = Ui()
        self.keyboard_selected = False  # the selection was made with the arrow keys

    def start(self) -> None:
        super().start()
        self._note_hand_level()

    def result_words(self, result: Result) -> str:
        """How the game went: both settled totals and the hands it took ("won 302–150 in 8
        hands")."""
        hands = len(result.details["hand_records"])
        return self.ctx.t(
            "ui.gin-rummy.share_result_one" if hands == 1 else "ui.gin-rummy.share_result",
            outcome=self.ctx.t(f"table.outcome.{result.outcome(HUMAN)}"),
            mine=result.scores[HUMAN],
            theirs=result.scores[1 - HUMAN],
            hands=hands,
        )

    # --- the events: the line, the sounds ---

    def event_sound(self, event: EventView) -> str | None:
        """A hand scored sounds as it went for you (won or lost); the rest as the game's
        sounds say."""
        if event["kind"] in HAND_WON:
            return "win" if event["seat"] == HUMAN else "lose"
        return super().event_sound(event)

    def event_lines(self, events: list[EventView]) -> list[tuple[EventView, str]]:
        """Tell the CPU's turn in one line: a draw (or a take from the pile) and the discard
        after it ("CPU drew from the stock and discarded K♥."), marked as the discard."""
        lines: list[tuple[EventView, str]] = []
        for i, event in enumerate(events):
            drew = events[i - 1] if i else None
            seat = event["seat"]
            if (
                drew is not None
                and event["kind"] == EventKind.DISCARD
                and drew["kind"] in TURN_LINES
                and seat is not None
                and drew["seat"] == seat != HUMAN
            ):
                key = TURN_LINES[drew["kind"]]
                text = self.ctx.t(key, who=self.seat_names()[seat], taken=drew["cards"], cards=event["cards"])
                lines[-1] = (event, text)
            else:
                lines.append((event, self.event_sentence(event)))
        return lines

    def render_events(self) -> str:
        """While a hand is played the line is told on the felt (:meth:`render_table`); after
        it, under the result."""
        return "" if self.view()["phase"] in PLAYING else super().render_events()

    # --- the level of each hand ---

    def _hand_key(self) -> str:
        return f"{self.match.seed}:{self.view()['hand_number']}"

    def _note_hand_level(self) -> None:
        """Remember the menu's level for the current hand if this hand has none yet."""
        noted = self.prefs.get("hand_level")
        key = self._hand_key()
        if not isinstance(noted, dict) or noted.get("hand") != key or noted.get("level") not in LEVELS:
            self.prefs["hand_level"] = {"hand": key, "level": self.prefs["level"]}
            self.save_prefs()

    def cpu_level(self, seat: int = 1) -> str:
        """Return the level in force since this hand began (a change waits for the next hand)."""
        self._note_hand_level()
        return str(self.prefs["hand_level"]["level"])

    def _level_note(self) -> str | None:
        """Return the menu's level when it differs from the one this hand is played at."""
        if self.match.is_over or self.prefs["level"] == self.prefs.get("hand_level", {}).get("level"):
            return None
        return str(self.prefs["level"])

    # --- drawing ---

    def render_table(self, view: GinView) -> str:
        outcome: Outcome | None = None
        if self.match.is_over:
            outcome = self.match.game.result(self.match.state).outcome(HUMAN)
        events = super().render_events() if view["phase"] in PLAYING else ""
        return render_table(
            self.ctx.t, self.ctx.settings.lang, view, self.ui, outcome, self._level_note(), events
        )

    def focus_selector(self) -> str | None:
        return '[data-action="next"], [data-act="play-again"], .gr-hand .card.selected'

    # --- input ---

    def handle_game(self, act: str, data: Mapping[str, str]) -> None:
        self.keyboard_selected = False
        if act == "pick":
            self.pick(data.get("card", ""))
        elif act in ("knock", "gin"):
            self.knock(act)
        elif act == "ff":
            self.fast_forward()
            self.ctx.rerender()
        elif act == "play-again":
            self.start_new()

    def act(self, action: Action | str, seat: int = HUMAN) -> bool:
        done = super().act(action, seat)
        if done:
            self._tidy()
        return done

    def _tidy(self) -> None:
        """Drop a selection or a confirmation that no longer fits the view."""
        view = self.view()
        if view["phase"] != Phase.DISCARD or not my_turn(view) or self.ui.selected not in view["hand"]:
            self.ui.selected = None
            self.ui.armed = None
        if self.ui.armed and self.ui.selected not in knock_cards(view, self.ui.armed):
            self.ui.armed = None

    def _explain(self, reason: str) -> None:
        """Show and say why a control does nothing now (the board is unchanged)."""
        self.error = reason
        self.ctx.announce(reason)
        self.ctx.rerender()

    def pick(self, card: str) -> None:
        """Tap on a hand card: select it to discard, or say why it cannot be discarded now
        (the game's ``why_not``: draw first, the card just taken, …)."""
        if card not in self.view()["hand"]:
            return
        reason = self.refusal_for(Discard(card))
        if reason is not None:
            self.ui.selected = None
            self._explain(reason)
            return
        self.ui.selected = card
        self.ui.armed = None
        self.error = None
        self.ctx.rerender()

    def knock(self, kind: str) -> None:
        """Knock (``kind`` "knock") or go gin: at once with a fitting selected card, otherwise
        pre-select the best card and wait for one more press.  When no such knock is possible,
        say why (the game's refusal of a knock with the card you would throw)."""
        view = self.view()
        cards = knock_cards(view, kind)
        selected = self.ui.selected
        if selected is not None and selected in cards:
            self.act(Knock(selected))
            return
        if cards:
            self.ui.selected = cards[0] if kind == "gin" else view["best_knock"]
            self.ui.armed = kind
            self.error = None
            self.ctx.rerender()
            return
        choices = view["discard_deadwood"]
        card = selected or (min(choices, key=choices.__getitem__) if choices else None)
        card = card or view["hand"][0]
        reason = self.refusal_for(Knock(card))
        if reason is None:  # a knock is possible, gin is not
            reason = self.ctx.t("ui.gin-rummy.no_gin", points=choices[card])
        self._explain(reason)

    def show_hint(self) -> None:
        """Show the hard CPU's advice; a card to discard or knock with is selected too, so its
        controls (the card, Discard, Knock or Gin) carry the advised action."""
        super().show_hint()
        action = self.hinted()
        if isinstance(action, (Discard, Knock)) and action.card in self.view()["hand"]:
            self.ui.selected = action.card
            self.ui.armed = None
            self.ctx.rerender()

    def key(self, key: str) -> bool:
        view = self.view()
        if key in ("ArrowLeft", "ArrowRight"):
            if view["phase"] != Phase.DISCARD or not my_turn(view):
                return False
            order = [c for meld in view["melds"] for c in meld] + view["deadwood_cards"]
            order = [c for c in order if c != view["no_discard"]]
            step = 1 if key == "ArrowRight" else -1
            if self.ui.selected in order:
                index = order.index(self.ui.selected) + step
            else:
                index = 0 if step > 0 else -1
            self.ui.selected = order[index % len(order)]
            self.ui.armed = None
            self.keyboard_selected = True
            self.error = None
            self.ctx.rerender()
            return True
        if key == "Enter":
            # Enter confirms a selection made with the arrows; otherwise it belongs to the
            # focused button (the browser clicks it)
            if self.keyboard_selected and self.ui.selected is not None:
                self.keyboard_selected = False
                self.act(Discard(self.ui.selected))
                return True
            return False
        if super().key(key):  # H: the hint
            return True
        lower = key.lower() if len(key) == 1 else ""
        if lower == "n":
            if str(Next()) not in view["legal"]:
                return False
            self.act(Next())
            return True
        if lower in KEY_ACTIONS:
            self.keyboard_selected = False
            self.act(KEY_ACTIONS[lower])
            return True
        if lower in KEY_ACTS:
            self.handle_game(KEY_ACTS[lower], {})
            return True
        return False

    # --- flow ---

    def start_new(self) -> None:
        self.ui = Ui()
        super().start_new()
        self._note_hand_level()

    def change(self, name: str, value: str) -> None:
        super().change(name, value)
        self.ctx.rerender()

    def after_action(self, seat: int, action: Action) -> None:
        self._note_hand_level()


TABLE = GinRummyTable
