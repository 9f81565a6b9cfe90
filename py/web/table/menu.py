"""The game menu: new game, today's deal, sharing, the hint and the advice it shows, the CPU
level, the setup of the next game, and the rules."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from web.context import Context
from web.html import attrs, esc
from web.table.match import LEVELS, A, V
from web.table.setup import select_control
from web.table.share import TableShare


class TableMenu(TableShare[V, A]):
    """The match on the page, with its menu."""

    #: the hard CPU's advice, (view) -> {"action", "reason", "params"}; None: no hint button
    hint_advice: Callable[[Any], Mapping[str, Any]] | None = None
    #: False: the table shows the hint button beside its own controls (render_hint_button),
    #: not in the game menu
    hint_in_menu = True

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.confirming_new = False
        #: what the confirmation dialog starts: "new" (a random deal) or "today"
        self._confirming_what = "new"
        #: the advice shown since the person asked for it: {"action": text or None, "text": …}
        self.hint: dict[str, str | None] | None = None

    # --- the hint ---

    def show_hint(self) -> None:
        """Show (and say) the hard CPU's advice for the person's move, and mark its control."""
        advice_of = type(self).hint_advice
        if advice_of is None:
            return
        advice = advice_of(self.view())
        text = self.advice_text(advice)
        self.hint = {"action": advice.get("action"), "text": text}
        self.error = None
        self.ctx.announce(text)
        self.ctx.rerender()

    def advice_text(self, advice: Mapping[str, Any]) -> str:
        """Return the sentence of an advice of :attr:`hint_advice`: its reason's text with its
        params (a game may name some of them in its own words)."""
        return self.ctx.t(str(advice["reason"]), **dict(advice.get("params") or {}))

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

    # --- the menu ---

    def render_hint_button(self) -> str:
        """Return the hint button (disabled while the person has no move), or nothing for a game
        without a hint.  It keeps the focus when pressed (its focus id), so the page never
        scrolls to another control to show the advice."""
        if type(self).hint_advice is None:
            return ""
        return (
            f'<button type="button" class="btn btn-ghost" data-act="hint" data-focus-id="hint" aria-keyshortcuts="h"'
            f'{attrs(disabled=not self.person_can_act())}>{esc(self.ctx.t("table.hint"))}</button>'
        )

    def render_menu(self) -> str:
        """Return the game menu: new game, today's deal, sharing, the hint (unless the table
        shows it beside its controls), CPU level, rules."""
        t = self.ctx.t
        rules = "" if self.ctx.embed else (
            f'<a class="btn btn-ghost" href="#/{self.game_id}/rules">{esc(t("site.rules"))}</a>'
        )
        hint = self.render_hint_button() if self.hint_in_menu else ""
        return (
            '<div class="game-menu">'
            f'<button type="button" class="btn btn-ghost" data-act="new">{esc(t("table.new_game"))}</button>'
            f'<button type="button" class="btn btn-ghost" data-act="today">{esc(t("table.today"))}</button>'
            f'<button type="button" class="btn btn-ghost" data-act="share">{esc(t("table.share"))}</button>'
            f"{hint}"
            f"{self.render_levels()}{self.menu_extras()}{rules}</div>"
        )

    def render_levels(self) -> str:
        """Return the CPU level choice: one select for every CPU."""
        t = self.ctx.t
        return select_control(t("table.level"), "level", self.level_choices(), self.prefs["level"])

    def level_choices(self) -> list[tuple[str, str]]:
        """Return the CPU levels as a select offers them: (value, words)."""
        return [(level, self.ctx.t(f"table.level.{level}")) for level in LEVELS]

    def menu_extras(self) -> str:
        """Return the menu's game-specific part: by default the setup form's controls, one
        after another (a game may lay them out, or add its own)."""
        return "".join(self.setup_controls())

    def render_confirm(self) -> str:
        """Return the dialog that asks before a new game replaces the one in progress, or
        nothing."""
        if not self.confirming_new:
            return ""
        t = self.ctx.t
        return (
            '<div class="dialog" role="dialog" aria-modal="true" aria-labelledby="confirm-title">'
            f'<p id="confirm-title">{esc(t("table.confirm_new_game"))}</p>'
            f'<p><button type="button" class="btn" data-act="new-confirm">{esc(t("table.confirm"))}</button> '
            f'<button type="button" class="btn btn-ghost" data-act="new-cancel">{esc(t("table.cancel"))}</button></p></div>'
        )

    def change(self, name: str, value: str) -> None:
        """A control of the menu changed: an option of the next game, or the CPU level."""
        if self.choose_option(name, value):
            return
        if name == "level" and value in LEVELS:
            self.prefs["level"] = value
            self.save_prefs()
