"""Today's deal and sharing: the deal the same for everyone on a date, its best result kept,
the link that replays the deal on the table, and the result line of a finished game."""

from __future__ import annotations

from typing import Any

from tefuda.core import Result
from web.context import Context
from web.daily import daily_seed, deal_date, record_daily
from web.table.events import TableEvents
from web.table.match import HUMAN, A, V


class TableShare(TableEvents[V, A]):
    """The match on the page, with today's deal and what a person may share of it."""

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        #: the seed and options the next new game is dealt with (today's deal), None: random
        self._requested: tuple[int, dict[str, Any]] | None = None
        #: the link to this deal once "Share" was pressed, and what the last copy did: "link" or
        #: "result" copied, "link-failed"/"result-failed" (the text is there to select)
        self.share_url: str | None = None
        self.copied: str | None = None

    def daily_options(self) -> dict[str, Any]:
        """Return the options today's deal is played with, the same for everyone (the default:
        the game's own defaults)."""
        return {}

    def daily_date(self) -> str | None:
        """Return the date whose deal is on the table (today's or yesterday's), or None."""
        date = deal_date(self.game_id, self.match.seed, self.ctx.today())
        daily = self.match.game.normalize_options(self.daily_options())
        return date if date is not None and dict(self.match.options) == daily else None

    def request_today(self) -> None:
        """Have the next new game deal today's deal."""
        self._requested = (daily_seed(self.game_id, self.ctx.today()), self.daily_options())

    def share_link(self) -> str:
        """Return the link that replays this deal: its seed, its options and the CPU level."""
        query = {"seed": str(self.match.seed), **self.options_type.to_query(self.match.options)}
        return self.ctx.page_url({**query, **self.level_query()})

    def level_query(self) -> dict[str, str]:
        """Return the URL query of the CPU level: ``cpu`` (the first CPU's; a game with levels
        set apart adds its own)."""
        return {"cpu": self.cpu_level(1)}

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
