"""The Gin Rummy table: you (seat 0) against one CPU, a game to 100 points.

Your hand is always shown arranged into its best melds with the deadwood apart.  Draw by
tapping the stock or the top discard; discard by tapping a card and then "Discard", or by
tapping it twice.  "Knock" and "Gin" appear only when possible: with a card selected that
allows it they act at once, otherwise they pre-select the best card and ask once more.  The
drawing lives in :mod:`web.tables.gin_rummy_render`.

The CPU level chosen in the menu takes effect from the next hand: the level in force when each
hand began is kept in the table's preferences, keyed by the game's seed and the hand number.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tefuda.cpu.gin_rummy import choose, hint
from tefuda.i18n import has
from web.html import esc
from web.table import HUMAN, LEVELS, TablePage
from web.tables.gin_rummy_render import (
    CPU,
    Ui,
    my_turn,
    render_felt,
    render_hand,
    render_head,
    render_result,
)

#: one-key actions (lower case), tried even when not legal so that a refusal can say why
KEY_ACTS = {"s": "draw-stock", "d": "draw-discard", "p": "pass", "k": "knock", "g": "gin",
            "h": "hint", "f": "ff", "n": "next"}


class GinRummyTable(TablePage[Any]):
    """You (seat 0) against one CPU (seat 1)."""

    game_id = "gin-rummy"
    cpu_choose = staticmethod(choose)
    tells_events = False  # Transitional (issue #11): until the game's views carry core events

    def __init__(self, ctx: Any) -> None:
        self.ui = Ui()
        self.keyboard_selected = False  # the selection was made with the arrow keys
        super().__init__(ctx)

    def start(self) -> None:
        super().start()
        self._note_hand_level()

    def options_from_query(self) -> dict[str, Any]:
        """Return ``{"target": n}`` from ``?target=`` (10, 50 or 100) when given."""
        target = self.ctx.query("target")
        return {"target": int(target)} if target and target.isdigit() else {}

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

    def cpu_level(self) -> str:
        """Return the level in force since this hand began (a change waits for the next hand)."""
        self._note_hand_level()
        return str(self.prefs["hand_level"]["level"])

    # --- drawing ---

    def render_table(self, view: dict[str, Any]) -> str:
        t = self.ctx.t
        lang = self.ctx.settings.lang
        self._tidy(view)
        self.ui.level_note = None
        if self.prefs["level"] != self.prefs.get("hand_level", {}).get("level") and not self.match.is_over:
            self.ui.level_note = self.prefs["level"]
        parts = [render_head(t, view)]
        if view["phase"] in ("hand_over", "game_over"):
            parts.append(render_result(t, lang, view))
        else:
            parts.append(
                f'<div class="gr-main">{render_felt(t, lang, view, self.ui)}'
                f"{render_hand(t, lang, view, self.ui)}</div>"
            )
        if self.ui.level_note:
            level = t(f"table.level.{self.ui.level_note}")
            parts.append(f'<p class="gr-note" data-level-note>{esc(t("ui.gin-rummy.level_next_hand", level=level))}</p>')
        return "".join(parts)

    def _tidy(self, view: dict[str, Any]) -> None:
        """Drop a selection or a confirmation that no longer fits the view."""
        if view["phase"] != "discard" or not my_turn(view) or self.ui.selected not in view["hand"]:
            self.ui.selected = None
            self.ui.armed = None
        if self.ui.armed and self.ui.selected not in view[f"{self.ui.armed}_cards"]:
            self.ui.armed = None
        if not my_turn(view) and view["phase"] != "hand_over":
            self.ui.hint = None

    def focus_selector(self) -> str | None:
        return '[data-act="next"], [data-act="play-again"], .gr-hand .card.selected'

    # --- input ---

    def handle_game(self, act: str, data: Mapping[str, str]) -> None:
        self.keyboard_selected = False
        if act == "pick":
            self.pick(data.get("card", ""))
        elif act == "discard":
            self.discard()
        elif act in ("knock", "gin"):
            self.knock(act)
        elif act in ("draw-stock", "draw-discard", "take", "pass", "next"):
            self.act({"draw-stock": "draw stock", "draw-discard": "draw discard",
                      "take": "draw discard"}.get(act, act))
        elif act == "hint":
            self.show_hint()
        elif act == "ff":
            self.fast_forward()
            self.ctx.rerender()
        elif act == "play-again":
            self.start_new()

    def act(self, text: str, seat: int = HUMAN) -> bool:
        done = super().act(text, seat)
        if done and seat == HUMAN:
            self.ui.hint = None
        return done

    def pick(self, card: str) -> None:
        """Tap on a hand card: select it, or discard it when it is already selected.

        Before drawing (or on the card just taken) the engine's refusal explains why not.
        """
        view = self.view()
        if view["phase"] != "discard" or card == view["no_discard"] or card not in view["hand"]:
            self.ui.selected = None
            self.act(f"discard {card}")
            return
        if card == self.ui.selected:
            self.discard()
            return
        self.ui.selected = card
        self.ui.armed = None
        self.error = None
        self.ctx.rerender()

    def discard(self) -> None:
        """Discard the selected card (nothing happens without a selection)."""
        card = self.ui.selected
        if card is None:
            return
        self.ui.selected = None
        self.ui.armed = None
        if not self.act(f"discard {card}"):
            self.ui.selected = card

    def knock(self, kind: str) -> None:
        """Knock (``kind`` "knock") or go gin: at once with a fitting selected card, otherwise
        pre-select the best card and wait for one more press.  An impossible knock is tried so
        that the refusal says why."""
        view = self.view()
        cards = view["gin_cards"] if kind == "gin" else view["knock_cards"]
        selected = self.ui.selected
        if selected is not None and selected in cards:
            self.ui.selected = None
            self.ui.armed = None
            self.act(f"knock {selected}")
            return
        if cards:
            self.ui.selected = cards[0] if kind == "gin" else view["best_knock"]
            self.ui.armed = kind
            self.error = None
            self.ctx.rerender()
            return
        # no such knock: let the rules say why (draw first, too much deadwood, ...)
        choices = view["discard_deadwood"]
        card = selected or (min(choices, key=choices.__getitem__) if choices else None)
        card = card or (view["hand"][0] if view["hand"] else "AS")
        self.act(f"knock {card}")

    def show_hint(self) -> None:
        """Show the CPU's advice for your move, with the card or pile it points at."""
        view = self.view()
        if not my_turn(view):
            return
        advice = hint(view)
        reason = str(advice.get("reason", ""))
        key = reason if has(reason) else f"gin-rummy.{reason}"
        params = advice.get("params") or {}
        text = self.ctx.t(key, **params) if has(key) else ""
        action = str(advice.get("action") or "")
        self.ui.hint = {"action": action, "text": text}
        verb, _, card = action.partition(" ")
        if verb in ("discard", "knock") and card in view["hand"]:
            self.ui.selected = card
            self.ui.armed = None
        self.error = None
        if text:
            self.ctx.announce(text)
        self.ctx.rerender()

    def key(self, key: str) -> bool:
        view = self.view()
        if key in ("ArrowLeft", "ArrowRight"):
            if view["phase"] != "discard" or not my_turn(view):
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
                self.discard()
                return True
            return False
        act = KEY_ACTS.get(key.lower()) if len(key) == 1 else None
        if act is None:
            return False
        if act == "next" and "next" not in view["legal"]:
            return False
        self.handle_game(act, {})
        return True

    # --- flow ---

    def start_new(self) -> None:
        self.ui = Ui()
        super().start_new()
        self._note_hand_level()

    def change(self, name: str, value: str) -> None:
        super().change(name, value)
        self.ctx.rerender()

    def after_action(self, seat: int, text: str) -> None:
        self._note_hand_level()
        t = self.ctx.t
        view = self.view()
        said: str | None = None
        if view["result"] is not None and text.startswith(("knock", "discard")) and view["phase"] in ("hand_over", "game_over"):
            said = self._result_said(view)
        elif text == "next":
            said = t(f"ui.gin-rummy.said.new_hand_{view['dealer']}", number=view["hand_number"])
        elif view["history"]:
            last = view["history"][-1]
            who = "cpu" if seat == CPU else "you"
            verb = {"pass": "pass", "draw stock": "stock" if seat == CPU else "drew",
                    "draw discard": "take" if seat == CPU else "took", "discard": "discard"}.get(last["action"])
            if verb:
                said = t(f"ui.gin-rummy.said.{who}_{verb}", card=last["card"] or "")
            if seat == CPU and my_turn(view):
                said = f"{said} {t('table.your_turn')}"
        if said:
            self.ctx.announce(said)

    def _result_said(self, view: dict[str, Any]) -> str:
        t = self.ctx.t
        result = view["result"]
        if result["kind"] == "wall":
            return t("gin-rummy.kind.wall")
        who = t("table.you") if result["knocker"] == HUMAN else t("table.cpu")
        verb = "went_gin" if result["kind"] == "gin" else "knocked"
        said = [t(f"ui.gin-rummy.result.{verb}", name=who)]
        if result["kind"] == "undercut":
            said.append(t("gin-rummy.kind.undercut"))
        said.append(t(f"ui.gin-rummy.result.scores_{result['winner']}", points=result["points"]))
        return " ".join(said)


TABLE = GinRummyTable
