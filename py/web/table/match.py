"""The match on the page: the game in progress, its save, the table's preferences (the CPU
level among them), the views (once per state), refusals explained from the game's
``why_not``, and the results counted."""

from __future__ import annotations

import json
from typing import Any, Generic, TypeVar, cast

from tefuda.actions import Action
from tefuda.core import BadActionText, IllegalAction
from tefuda.i18n import reason_text
from tefuda.match import Match
from tefuda.saves import dumps
from web.context import Context
from web.page import Page
from web.settings import CPU_LEVELS
from web.stats import record_result
from web.stored import PREFS, read

V = TypeVar("V")
A = TypeVar("A", bound=Action)

HUMAN = 0
LEVELS = CPU_LEVELS


class TableMatch(Page, Generic[V, A]):
    """The match a table shows, over views of type ``V`` (the game's view TypedDict).

    Subclasses set ``game_id``.
    """

    game_id = ""
    default_level = "normal"
    #: the game on the table (set by ``start``)
    match: Match

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.title_key = f"game.{self.game_id}.name"
        self.error: str | None = None
        self.prefs: dict[str, Any] = {}
        self._viewed: object = None  # the state whose views are in _views
        self._views: dict[int, Any] = {}

    # --- preferences and saves ---

    def _prefs_key(self) -> str:
        return f"prefs:{self.game_id}"

    def _load_prefs(self) -> dict[str, Any]:
        prefs = read(self.ctx.store, PREFS, self.game_id)
        url_level = self.ctx.query("cpu")
        level = url_level or prefs.get("level")
        prefs["level"] = level if level in LEVELS else self.default_level
        return prefs

    def save_prefs(self) -> None:
        """Remember the table's preferences (CPU level, setup choices)."""
        self.ctx.store.set(self._prefs_key(), json.dumps(self.prefs))

    def _save_key(self) -> str:
        return f"save:{self.game_id}"

    def _write_save(self, match: Match) -> None:
        self.ctx.store.set(self._save_key(), dumps(match))

    # --- playing ---

    @property
    def game(self) -> Any:
        return self.match.game

    def view(self, seat: int = HUMAN) -> V:
        """Return the current view of ``seat`` (the person's by default), worked out once per
        state: states are immutable, and nothing changes a view (a render reads the same
        one as the handlers before it)."""
        return cast(V, self._view_of(seat))

    def _view_of(self, seat: int) -> Any:
        state = self.match.state
        if state is not self._viewed:
            self._viewed, self._views = state, {}
        if seat not in self._views:
            self._views[seat] = self.match.game.view(state, seat)
        return self._views[seat]

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

    def person_can_act(self) -> bool:
        """Return True when the person has a legal action now."""
        return bool(self.match.game.legal_actions(self.match.state, HUMAN))

    def record_results(self, previous: Match, match: Match) -> None:
        """Add to the statistics what ``match`` finished that ``previous`` had not.

        The default counts a whole game when it ends; a game may count smaller units.
        """
        if match.is_over and not previous.is_over:
            result = match.game.result(match.state)
            record_result(self.ctx.store, self.game_id, result.outcome(HUMAN), result.scores[HUMAN])

    # --- the CPUs ---

    def cpu_seats_to_act(self) -> list[int]:
        """Return the CPU seats that may act now."""
        if self.match.is_over:
            return []
        return [s for s in self.match.game.to_act(self.match.state) if s != HUMAN]

    def cpu_level(self, seat: int = 1) -> str:
        """Return the level the CPU in ``seat`` plays at now: the menu's (a game may keep one
        per hand, or one per group of seats)."""
        return str(self.prefs["level"])
