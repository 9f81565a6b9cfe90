"""The table of 恋のかけひき: choose a card, confirm, both cards turn up together.

The CPU commits as soon as it is its turn to choose, from its own view (it never sees your
pending card); its face-down card shows on the table at once.  After each game the result panel
shows both remaining hands and the two totals; the tally runs until a new match.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tefuda.cpu.kakehiki import choose
from tefuda.games.kakehiki import MARRIAGE, MATCH_LENGTHS
from web.html import attrs, card_face, esc
from web.stats import record_result
from web.table import HUMAN, TablePage

CPU = 1


class KakehikiTable(TablePage):
    """You (seat 0) against one CPU (seat 1)."""

    game_id = "kakehiki"
    cpu_choose = staticmethod(choose)

    def __init__(self, ctx: Any) -> None:
        self.selected: str | None = None
        self.shown_table = -1  # table cards already shown, to flip only the new ones
        super().__init__(ctx)

    def options_from_query(self) -> dict[str, Any]:
        length = self.ctx.query("games")
        return {"match_length": int(length)} if length and length.isdigit() else {}

    # --- drawing ---

    def render_table(self, view: dict[str, Any]) -> str:
        t = self.ctx.t
        lang = self.ctx.settings.lang
        flip_from = self.shown_table if self.shown_table >= 0 else len(view["table"][HUMAN])
        self.shown_table = len(view["table"][HUMAN])
        tally = view["tally"]
        length = view["match_length"]
        games = (
            t("ui.kakehiki.game_of", number=view["game_number"], length=length)
            if length
            else t("ui.kakehiki.game", number=view["game_number"])
        )
        head = (
            f'<div class="kk-head"><span class="kk-game">{esc(games)}</span>'
            f'<span class="kk-tally" data-tally>{esc(t("kakehiki.tally", wins=tally["wins"][HUMAN], losses=tally["losses"][HUMAN], draws=tally["draws"][HUMAN], difference=tally["point_difference"][HUMAN]))}</span></div>'
        )
        cpu_row = self._table_row(view, CPU, flip_from, lang)
        my_row = self._table_row(view, HUMAN, flip_from, lang)
        total = view["table_total"]
        to_twenty = (
            t("kakehiki.to_twenty", points=view["to_twenty"]) if view["to_twenty"] else t("ui.kakehiki.reached")
        )
        centre = (
            f'<div class="kk-total" data-total="{total}" aria-live="off">'
            f'<strong>{esc(t("kakehiki.table_total", total=total))}</strong>'
            f'<span class="kk-to20">{esc(to_twenty)}</span>'
            f'<span class="kk-meter" aria-hidden="true">{self._meter(total)}</span></div>'
        )
        cpu_hand = "".join(card_face("back", lang, classes=("small",)) for _ in range(view["opponent_hand_count"]))
        cpu_seat = (
            f'<div class="kk-seat kk-cpu"><span class="kk-name">{esc(t("table.cpu"))}</span>'
            f'<span class="kk-hand-backs" aria-label="{esc(t("ui.kakehiki.cpu_cards", count=view["opponent_hand_count"]))}">{cpu_hand}</span>'
            f"{self._status(view, CPU)}</div>"
        )
        body = (
            f'<div class="felt kk-felt">{cpu_seat}'
            f'<div class="kk-row" data-row="cpu">{cpu_row}</div>{centre}'
            f'<div class="kk-row" data-row="you">{my_row}</div></div>'
        )
        if view["phase"] == "play":
            bottom = self._hand(view, lang)
        else:
            bottom = self._result(view, lang)
        return head + body + bottom

    def _meter(self, total: int) -> str:
        share = max(0, min(total, MARRIAGE)) * 100 // MARRIAGE
        return f'<span class="kk-meter-fill" data-share="{share // 10 * 10}"></span>'

    def _table_row(self, view: dict[str, Any], seat: int, flip_from: int, lang: str) -> str:
        cards = []
        for i, card in enumerate(view["table"][seat]):
            classes = ("flip-in",) if i >= flip_from else ()
            cards.append(card_face(card, lang, classes=classes))
        if view["phase"] == "play":
            if seat == HUMAN and view["my_commit"]:
                cards.append(card_face(view["my_commit"], lang, classes=("committed",)))
            elif view["committed"][seat]:
                cards.append(card_face("back", lang, classes=("committed",)))
            else:
                cards.append('<span class="card blank" aria-hidden="true"></span>')
        return "".join(cards)

    def _status(self, view: dict[str, Any], seat: int) -> str:
        if view["phase"] != "play":
            return ""
        key = "kakehiki.committed" if view["committed"][seat] else "kakehiki.waiting"
        return f'<span class="kk-status" data-cpu-committed="{str(view["committed"][seat]).lower()}">{esc(self.ctx.t(key))}</span>'

    def _hand(self, view: dict[str, Any], lang: str) -> str:
        t = self.ctx.t
        can_play = bool(view["legal"])
        if self.selected not in [c["card"] for c in view["hand"]] or not can_play:
            self.selected = None
        items = []
        for i, entry in enumerate(view["hand"]):
            card = entry["card"]
            chosen = card == self.selected
            face = card_face(
                card,
                lang,
                button=can_play,
                classes=("selected",) if chosen else (),
                data_act="pick" if can_play else None,
                data_focus_id=f"hand-{i}",
                aria_pressed=("true" if chosen else "false") if can_play else None,
            )
            table_value = t("ui.kakehiki.table_value", value=f"{entry['table']:+d}")
            items.append(
                f'<li class="kk-card">{face}<span class="kk-values">'
                f'<span class="kk-tv">{esc(table_value)}</span>'
                f'<span class="kk-hv">{esc(t("ui.kakehiki.hand_value", value=entry["hand"]))}</span></span></li>'
            )
        if view["my_commit"]:
            prompt = t("ui.kakehiki.wait_reveal")
        elif self.selected:
            prompt = t("ui.kakehiki.confirm_prompt", card=self.selected)
        else:
            prompt = t("ui.kakehiki.choose_prompt", round=view["round"])
        confirm = (
            f'<button type="button" class="btn" data-act="commit" data-focus-id="commit"{attrs(disabled=not self.selected)}>'
            f'{esc(t("ui.kakehiki.confirm"))}</button>'
            if can_play
            else ""
        )
        return (
            f'<div class="kk-you"><p class="kk-prompt" data-prompt>{esc(prompt)}</p>'
            f'<ul class="kk-hand" aria-label="{esc(t("ui.kakehiki.your_hand"))}">{"".join(items)}</ul>'
            f'<div class="kk-actions">{confirm}</div></div>'
        )

    def _result(self, view: dict[str, Any], lang: str) -> str:
        t = self.ctx.t
        last = view["last"]
        parts = ['<div class="panel kk-result" data-result>']
        if last is not None:
            if last["marriage"]:
                parts.append(f'<h2>{esc(t("kakehiki.marriage"))} <span class="kk-outcome" data-outcome="{last["outcome"]}">{esc(t("kakehiki." + last["outcome"]))}</span></h2>')
            else:
                parts.append(f'<h2 data-outcome="drawn">{esc(t("kakehiki.no_marriage"))}</h2>')
            for seat, name in ((HUMAN, t("table.you")), (CPU, t("table.cpu"))):
                cards = "".join(card_face(c, lang, classes=("small",)) for c in last["remaining"][seat])
                parts.append(
                    f'<div class="kk-reveal" data-seat="{seat}"><span class="kk-name">{esc(name)}</span>'
                    f'<span class="cards-inline">{cards}</span>'
                    f'<strong>{esc(t("ui.kakehiki.points", points=last["hand_points"][seat]))}</strong></div>'
                )
            parts.append(f'<p>{esc(t("ui.kakehiki.final_total", total=last["table_total"], rounds=last["rounds"]))}</p>')
        buttons = []
        if "next" in view["legal"]:
            buttons.append(f'<button type="button" class="btn" data-act="next" data-focus-id="next">{esc(t("kakehiki.next"))}</button>')
        if "end" in view["legal"]:
            buttons.append(f'<button type="button" class="btn btn-ghost" data-act="end">{esc(t("kakehiki.end"))}</button>')
        if view["phase"] == "game-over":
            tally = view["tally"]
            wins, losses = tally["wins"][HUMAN], tally["losses"][HUMAN]
            verdict = "won" if wins > losses else "lost" if wins < losses else "drawn"
            parts.append(f'<p class="kk-match" data-match-result="{verdict}"><strong>{esc(t(f"ui.kakehiki.match_{verdict}"))}</strong></p>')
            buttons.append(f'<button type="button" class="btn" data-act="new-match" data-focus-id="new-match">{esc(t("ui.kakehiki.new_match"))}</button>')
        parts.append(f'<p class="kk-actions">{" ".join(buttons)}</p></div>')
        return "".join(parts)

    def menu_extras(self) -> str:
        t = self.ctx.t
        current = self.prefs.get("options", {}).get("match_length", self.match.options["match_length"])
        options = "".join(
            f'<option value="{n}"{" selected" if n == current else ""}>'
            f'{esc(t("kakehiki.open_ended") if n == 0 else str(n))}</option>'
            for n in MATCH_LENGTHS
        )
        return (
            f'<label class="level">{esc(t("kakehiki.match_length"))} '
            f'<select data-setting="match_length">{options}</select></label>'
        )

    def focus_selector(self) -> str | None:
        return '[data-act="next"], [data-act="new-match"]'

    # --- input ---

    def handle_game(self, act: str, data: Mapping[str, str]) -> None:
        if act == "pick":
            card = data.get("card")
            if card and card == self.selected:
                self.commit()
            else:
                self.selected = card
                self.error = None
                self.ctx.rerender()
        elif act == "commit":
            self.commit()
        elif act in ("next", "end"):
            self.act(act)
        elif act == "new-match":
            self.start_new()

    def commit(self) -> None:
        """Lay the selected card face down (the CPU cannot see it)."""
        if self.selected is None:
            return
        card, self.selected = self.selected, None
        self.act(f"play {card}")

    def change(self, name: str, value: str) -> None:
        if name == "match_length" and value.isdigit() and int(value) in MATCH_LENGTHS:
            self.prefs.setdefault("options", {})["match_length"] = int(value)
            self.save_prefs()
        else:
            super().change(name, value)

    def key(self, key: str) -> bool:
        view = self.view()
        if view["phase"] != "play":
            if key in ("Enter", " ", "n", "N") and "next" in view["legal"]:
                self.act("next")
                return True
            return False
        hand = [c["card"] for c in view["hand"]]
        if not hand or not view["legal"]:
            return False
        if key in ("ArrowLeft", "ArrowRight"):
            step = 1 if key == "ArrowRight" else -1
            index = hand.index(self.selected) + step if self.selected in hand else (0 if step > 0 else -1)
            self.selected = hand[index % len(hand)]
            self.ctx.rerender()
            return True
        if key in ("Enter", " ") and self.selected:
            self.commit()
            return True
        return False

    def after_action(self, seat: int, text: str) -> None:
        view = self.view()
        if text.startswith("play") and not any(view["committed"]) and view["table"][HUMAN]:
            mine, theirs = view["table"][HUMAN][-1], view["table"][CPU][-1]
            self.ctx.announce(self.ctx.t("ui.kakehiki.revealed", mine=mine, theirs=theirs, total=view["table_total"]))

    def record_results(self, previous: Any, match: Any) -> None:
        """Statistics count single games (the match tally lives in the match itself)."""
        if len(match.state.history) > len(previous.state.history):
            last = match.game.view(match.state, HUMAN)["last"]
            record_result(self.ctx.store, self.game_id, last["outcome"], last["scores"][HUMAN])


TABLE = KakehikiTable
