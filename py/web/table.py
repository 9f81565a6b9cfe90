"""The machinery every game table shares: the match, autosave, CPU turns, refusals, new game.

A game's table subclasses :class:`TablePage` and supplies the rendering of its view, its own
clicks and keys, and its CPU.  The flow of one action (DESIGN.md): the page builds an action →
``tefuda.match.play`` (IllegalAction: the reason is shown, nothing changes) → the view is
rendered → the save is written → if a CPU is to act, its move is scheduled at the chosen speed.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any

from tefuda.cards import rng_for
from tefuda.core import BadActionText, IllegalAction
from tefuda.i18n import reason_text
from tefuda.match import Match, new_match, play
from tefuda.saves import dumps
from web.context import Context
from web.html import esc
from web.page import Page
from web.settings import CPU_LEVELS
from web.stats import record_result
from web.stored import PREFS, SAVE, read

HUMAN = 0
LEVELS = CPU_LEVELS


class TablePage(Page):
    """One game's table.  Subclasses set ``game_id`` and implement the ``render_*`` hooks."""

    game_id = ""
    default_level = "normal"
    #: the CPU's decision function: (view, level, rng) -> action text
    cpu_choose: Callable[[dict[str, Any], str, Any], str]

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.title_key = f"game.{self.game_id}.name"
        self.error: str | None = None
        self.confirming_new = False
        self.cpu_pending = False
        self._cpu_ticket = 0  # bumped by fast_forward: a timer set before it no longer moves
        self.prefs = self._load_prefs()
        self.match = self._restore_or_start()
        self._schedule_cpu()

    # --- options, preferences and saves ---

    def options_from_query(self) -> dict[str, Any]:
        """Return game options given in the page URL (embeds set them); none by default."""
        return {}

    def _prefs_key(self) -> str:
        return f"prefs:{self.game_id}"

    def _load_prefs(self) -> dict[str, Any]:
        prefs = read(self.ctx.store, PREFS, self.game_id)
        level = self.ctx.query("cpu") or prefs.get("level")
        prefs["level"] = level if level in LEVELS else self.default_level
        return prefs

    def save_prefs(self) -> None:
        """Remember the table's preferences (CPU level, setup choices)."""
        self.ctx.store.set(self._prefs_key(), json.dumps(self.prefs))

    def _save_key(self) -> str:
        return f"save:{self.game_id}"

    def new_options(self) -> dict[str, Any]:
        """Return the options of a new game: remembered setup, overridden by the URL."""
        return {**self.prefs.get("options", {}), **self.options_from_query()}

    def _fresh(self, seed: int | None = None) -> Match:
        try:
            return new_match(self.game_id, self.new_options(), seed if seed is not None else self.ctx.random_seed())
        except ValueError:
            # remembered or URL options no longer valid: the defaults always are
            return new_match(self.game_id, {}, seed if seed is not None else self.ctx.random_seed())

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

    def view(self, seat: int = HUMAN) -> dict[str, Any]:
        """Return the current view of ``seat`` (the person's by default)."""
        return self.match.game.view(self.match.state, seat)

    def act(self, text: str, seat: int = HUMAN) -> bool:
        """Play ``text`` for ``seat``; on a refusal show why and change nothing.  Returns success."""
        try:
            match = play(self.match, seat, text)
        except IllegalAction as exc:
            self.error = reason_text(self.ctx.settings.lang, self.game_id, exc.reason, exc.params)
            self.ctx.announce(self.error)
            self.ctx.rerender()
            return False
        except BadActionText:
            self.error = self.ctx.t("core.not_a_legal_action")
            self.ctx.rerender()
            return False
        self.error = None
        previous, self.match = self.match, match
        self._write_save(match)
        self.record_results(previous, match)
        self.after_action(seat, text)
        self.ctx.rerender()
        self._schedule_cpu()
        return True

    def after_action(self, seat: int, text: str) -> None:
        """Hook: announce what happened (the default says nothing)."""

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

        self.ctx.later(self.ctx.settings.cpu_delay(), step)

    def fast_forward(self, limit: int = 200) -> None:
        """Make the CPUs' pending moves now, without pauses, until a person is to act."""
        for _ in range(limit):
            if not self.cpu_seats_to_act():
                return
            self._cpu_ticket += 1
            self._cpu_step()

    def cpu_level(self) -> str:
        """Return the level the CPUs play at now (the menu's; a game may keep one per hand)."""
        return str(self.prefs["level"])

    def _cpu_step(self) -> None:
        self.cpu_pending = False
        seats = self.cpu_seats_to_act()
        if not seats:
            return
        seat = seats[0]
        rng = rng_for(self.match.seed, "cpu", seat, len(self.match.log))
        text = type(self).cpu_choose(self.view(seat), self.cpu_level(), rng)
        self.act(text, seat)

    # --- the page ---

    def render(self) -> str:
        t = self.ctx.t
        parts = [f'<section class="table-page" data-game="{esc(self.game_id)}">']
        parts.append(self.render_table(self.view()))
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
        levels = "".join(
            f'<option value="{lv}"{" selected" if lv == self.prefs["level"] else ""}>'
            f"{esc(t(f'table.level.{lv}'))}</option>"
            for lv in LEVELS
        )
        rules = "" if self.ctx.embed else (
            f'<a class="btn btn-ghost" href="#/{self.game_id}/rules">{esc(t("site.rules"))}</a>'
        )
        return (
            '<div class="game-menu">'
            f'<button type="button" class="btn btn-ghost" data-act="new">{esc(t("table.new_game"))}</button>'
            f'<label class="level">{esc(t("table.level"))} '
            f'<select data-setting="level">{levels}</select></label>{self.menu_extras()}{rules}</div>'
        )

    def menu_extras(self) -> str:
        """Return game-specific controls for the menu (setup choices for the next game)."""
        return ""

    def render_table(self, view: dict[str, Any]) -> str:
        """Return the HTML of the table for the person's view."""
        raise NotImplementedError

    def handle(self, act: str, data: Mapping[str, str]) -> None:
        if act == "new":
            if self.match.is_over or not self.match.log:
                self.start_new()
            else:
                self.confirming_new = True
                self.ctx.rerender()
        elif act == "new-confirm":
            self.start_new()
        elif act == "new-cancel":
            self.confirming_new = False
            self.ctx.rerender()
        else:
            self.handle_game(act, data)

    def start_new(self) -> None:
        """Begin a new game with the current setup (no confirmation)."""
        self.confirming_new = False
        self.error = None
        self.match = self._fresh()
        self._write_save(self.match)
        self.ctx.rerender()
        self._schedule_cpu()

    def handle_game(self, act: str, data: Mapping[str, str]) -> None:
        """React to a game-specific ``data-act`` click."""

    def change(self, name: str, value: str) -> None:
        if name == "level" and value in LEVELS:
            self.prefs["level"] = value
            self.save_prefs()
