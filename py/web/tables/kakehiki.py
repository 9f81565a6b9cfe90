"""The table of 恋のかけひき: choose a card, confirm, both cards turn up together.

The CPU commits as soon as it is its turn to choose, from its own view (it never sees your
pending card); its face-down card shows on the table at once.  After each game the result panel
shows both remaining hands and the two totals; the tally runs until a new match.  The drawing
is in :mod:`web.tables.kakehiki_render`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tefuda.core import EventView, Result
from tefuda.cpu.kakehiki import choose, hint
from tefuda.games.kakehiki import Action, EventKind, KakehikiView, Next, Phase, Play
from tefuda.match import Match
from web.context import Context
from web.review.table import ReviewTable
from web.stats import record_result
from web.table import HUMAN
from web.tables.kakehiki_render import render_table
from web.tables.kakehiki_review import REVIEW


class KakehikiTable(ReviewTable[KakehikiView, Action]):
    """You (seat 0) against one CPU (seat 1); every finished game can be reviewed and
    practised again (:class:`~web.review.table.ReviewTable`)."""

    game_id = "kakehiki"
    cpu_choose = staticmethod(choose)
    hint_advice = staticmethod(hint)
    review_game = REVIEW

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        #: the card you picked and may lay down next (None: nothing picked)
        self.selected: str | None = None

    def daily_options(self) -> dict[str, Any]:
        """Today's deal is a match of three games: it ends by itself, with a result to share."""
        return {"match_length": 3}

    def result_words(self, result: Result) -> str:
        """How the match went: games won and lost ("won 2–1 in 3 games")."""
        tally = result.details["tally"]
        return self.ctx.t(
            "ui.kakehiki.share_result",
            outcome=self.ctx.t(f"table.outcome.{result.outcome(HUMAN)}"),
            wins=tally["wins"][HUMAN],
            losses=tally["losses"][HUMAN],
            games=tally["games"],
        )

    # --- drawing ---

    def render_table(self, view: KakehikiView) -> str:
        turned_up = {
            card for e in self.recent_events if e["kind"] == EventKind.REVEAL for card in e["cards"]
        }
        outcome, games = None, []
        if self.match.is_over:
            result = self.match.game.result(self.match.state)
            outcome, games = result.outcome(HUMAN), result.details["games"]
        return self.desk.render_practice() + render_table(
            self.ctx.t, self.ctx.settings.lang, view, self.selected, turned_up, outcome, games,
            review=self.review_entry(), practice=self.practising,
        )

    def focus_selector(self) -> str | None:
        if self.reviewing:
            return super().focus_selector()
        return f'[data-action="{Next()}"], [data-act="new-match"]'

    # --- input ---

    def handle_game(self, act: str, data: Mapping[str, str]) -> None:
        if act == "pick":
            self.pick(data.get("card"))
        elif act == "new-match":
            self.start_new()

    def pick(self, card: str | None) -> None:
        """Pick a card of your hand to lay down (refused quietly if you cannot play it now)."""
        if card is not None and self.refusal_for(Play(card)) is None:
            self.selected = card
            self.error = None
            self.ctx.rerender()

    def show_hint(self) -> None:
        """Pick the advised card too, so one more tap (or Enter) lays it down."""
        super().show_hint()
        action = self.hinted()
        if isinstance(action, Play):
            self.selected = action.card
            self.ctx.rerender()

    def act(self, action: Action | str, seat: int = HUMAN) -> bool:
        # the pick is gone once the card is laid: before the render the move makes
        if seat == HUMAN and self.refusal_for(action) is None:
            self.selected = None
        return super().act(action, seat)

    def key(self, key: str) -> bool:
        if self.reviewing:
            return super().key(key)
        view = self.view()
        if view["phase"] != Phase.PLAY:
            if key in ("Enter", " ", "n", "N") and str(Next()) in view["legal"]:
                self.act(Next())
                return True
            return False
        hand = [c["card"] for c in view["hand"]]
        if not hand or not view["legal"]:
            return False
        if super().key(key):
            return True
        if key in ("ArrowLeft", "ArrowRight"):
            step = 1 if key == "ArrowRight" else -1
            index = hand.index(self.selected) + step if self.selected in hand else (0 if step > 0 else -1)
            self.pick(hand[index % len(hand)])
            return True
        if key in ("Enter", " ") and self.selected:
            self.act(Play(self.selected))
            return True
        return False

    def event_sound(self, event: EventView) -> str | None:
        """A game's end sounds as it went for you: a marriage won or lost, or a draw."""
        if event["kind"] == EventKind.MARRIAGE:
            winner = event["params"].get("winner")
            return "tie" if winner is None else ("win" if winner == HUMAN else "lose")
        if event["kind"] == EventKind.NO_MARRIAGE:
            return "tie"
        return super().event_sound(event)

    def record_results(self, previous: Match, match: Match) -> None:
        """Statistics count single games (the match tally lives in the match itself); a
        practice game counts nowhere."""
        if self.practising:
            return
        if len(match.state.history) > len(previous.state.history):
            last = match.game.view(match.state, HUMAN)["last"]
            record_result(self.ctx.store, self.game_id, last["outcome"], last["scores"][HUMAN])


TABLE = KakehikiTable
