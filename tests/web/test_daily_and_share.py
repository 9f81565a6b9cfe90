"""Today's deal, the link that replays a deal, the result line to share, and the best results
kept per date (a fake context with a fixed date and a clipboard)."""

import hashlib
import re
from html import escape
from urllib.parse import parse_qs, urlparse

import pytest

from tefuda.core import Result
from tests.web.fake_context import FakeContext
from web.daily import daily_seed, day_before, deal_date, load_daily, record_daily
from web.pages import StatsPage
from web.storage import MemoryBackend, Store
from web.stored import DAILY_KEEP
from web.table import TablePage
from web.tables import TABLES, table_class
from web.tables.kakehiki import KakehikiTable


def finish(ctx: FakeContext, table: KakehikiTable) -> None:
    """Play the match to its end: the first card of the hand each round, next between games."""
    while not table.match.is_over:
        ctx.run_timers()
        view = table.view()
        if view["phase"] == "play" and view["legal"]:
            table.act(view["legal"][0])
        elif "next" in view["legal"]:
            table.act("next")


def test_the_daily_seed_is_one_per_game_and_date_and_32_bits():
    assert daily_seed("kakehiki", "2026-12-01") == daily_seed("kakehiki", "2026-12-01")
    seeds = {daily_seed(g, d) for g in ("kakehiki", "gin-rummy") for d in ("2026-12-01", "2026-12-02")}
    assert len(seeds) == 4 and all(0 <= s < 2**32 for s in seeds)
    # documented: the first four bytes of sha256("<game>:<date>"), big-endian
    assert daily_seed("kakehiki", "2026-12-01") == int(hashlib.sha256(b"kakehiki:2026-12-01").hexdigest()[:8], 16)
    assert day_before("2026-01-01") == "2025-12-31"
    assert deal_date("kakehiki", daily_seed("kakehiki", "2026-11-30"), "2026-12-01") == "2026-11-30"
    assert deal_date("kakehiki", daily_seed("kakehiki", "2026-11-29"), "2026-12-01") is None


def test_todays_deal_is_the_same_for_everyone_on_that_date_and_changes_the_next_day():
    boards = []
    for date in ("2026-12-01", "2026-12-01", "2026-12-02"):
        ctx = FakeContext(date=date)
        table = KakehikiTable.open(ctx)
        assert 'data-act="today"' in table.render()
        table.handle("today", {})  # no move made yet: no confirmation
        assert table.match.seed == daily_seed("kakehiki", date)
        assert table.match.options["match_length"] == 3  # the daily options, not the remembered
        assert table.daily_date() == date
        boards.append([c["card"] for c in table.view()["hand"]])
    assert boards[0] == boards[1] != boards[2]


def test_todays_deal_asks_before_it_replaces_a_game_in_progress():
    ctx = FakeContext(query={"seed": "3"})
    table = KakehikiTable.open(ctx)
    ctx.run_timers()
    table.act(table.view()["legal"][0])
    table.handle("today", {})
    assert table.confirming_new and table.match.seed == 3
    table.handle("new-cancel", {})
    assert table.match.seed == 3
    table.handle("today", {})
    table.handle("new-confirm", {})
    assert table.match.seed == daily_seed("kakehiki", ctx.date) and not table.confirming_new
    # and "new game" after that is a random deal again, with the remembered options
    table.handle("new", {})
    assert table.match.seed != daily_seed("kakehiki", ctx.date)


def test_share_copies_a_link_that_replays_the_deal_with_its_options():
    ctx = FakeContext(query={"seed": "42", "games": "5"})
    table = KakehikiTable.open(ctx)
    table.change("level", "hard")
    table.handle("share", {})
    link = urlparse(str(ctx.clipboard))
    assert parse_qs(link.query) == {"seed": ["42"], "games": ["5"], "cpu": ["hard"]}
    html = table.render()
    assert f'value="{escape(str(ctx.clipboard))}" data-share-url' in html and "data-copied" in html
    assert ctx.announced[-1] == "Copied."
    # the link opens the same deal with the same options
    again = KakehikiTable.open(FakeContext(query={k: v[0] for k, v in parse_qs(link.query).items()}))
    assert again.match.seed == 42 and again.match.options == table.match.options
    assert again.cpu_level() == "hard"


def test_where_the_clipboard_is_refused_the_link_is_shown_to_select():
    ctx = FakeContext(query={"seed": "42"}, clipboard=False)
    table = KakehikiTable.open(ctx)
    table.handle("share", {})
    html = table.render()
    assert ctx.clipboard is None
    assert re.search(r'<input type="text" readonly value="https://tefuda.example/\?seed=42[^"]*" data-share-url>', html)
    assert "data-copy-failed" in html and "select the text" in html


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_end_of_todays_deal_gives_a_line_to_share_and_keeps_the_best(lang):
    ctx = FakeContext(lang=lang)
    table = KakehikiTable.open(ctx)
    table.start_today()
    assert "data-share-result" not in table.render()
    finish(ctx, table)
    result = table.match.game.result(table.match.state)
    tally = result.details["tally"]
    line = table.share_text()
    outcome = result.outcome(0)
    if lang == "en":
        words = {"won": "won", "lost": "lost", "drawn": "drew"}[outcome]
        assert line == (f"Tefuda · Koi no Kakehiki · today's deal 2026-12-01 · "
                        f"{words} {tally['wins'][0]}–{tally['losses'][0]} in 3 games")
    else:
        assert line.startswith("手札 · 恋のかけひき · 今日の一局 2026-12-01 · ")
        assert f"{tally['wins'][0]}勝{tally['losses'][0]}敗、3ゲーム" in line
    html = table.render()
    assert f'value="{escape(line)}" data-share-text' in html
    table.handle("copy-result", {})
    assert ctx.clipboard == line
    best = load_daily(ctx.store, "kakehiki")
    assert list(best) == ["2026-12-01"] and best["2026-12-01"]["outcome"] == outcome
    assert best["2026-12-01"]["score"] == result.scores[0]
    stats = StatsPage.open(ctx).render()
    assert 'data-daily="kakehiki:2026-12-01"' in stats and best["2026-12-01"]["line"] in stats


def test_a_game_that_is_not_todays_deal_says_its_seed_and_keeps_no_daily_result():
    ctx = FakeContext(query={"seed": "77", "games": "1"})
    table = KakehikiTable.open(ctx)
    finish(ctx, table)
    assert " · deal 77 · " in table.share_text()
    assert load_daily(ctx.store, "kakehiki") == {}
    assert "data-daily-none" in StatsPage.open(ctx).render()


def test_todays_seed_with_other_options_is_not_todays_deal():
    date = "2026-12-01"
    ctx = FakeContext(query={"seed": str(daily_seed("kakehiki", date)), "games": "1"}, date=date)
    table = KakehikiTable.open(ctx)
    assert table.daily_date() is None


def test_the_best_result_of_a_date_is_kept_won_over_drawn_over_lost_then_score():
    store = Store(MemoryBackend(), "tefuda")
    assert record_daily(store, "gin-rummy", "2026-12-01", "lost", 90, "lost 90–100")
    assert record_daily(store, "gin-rummy", "2026-12-01", "won", 10, "won 10–0")
    assert not record_daily(store, "gin-rummy", "2026-12-01", "lost", 99, "lost 99–100")
    assert record_daily(store, "gin-rummy", "2026-12-01", "won", 12, "won 12–0")
    assert load_daily(store, "gin-rummy")["2026-12-01"] == {"outcome": "won", "score": 12, "line": "won 12–0"}
    for day in range(1, DAILY_KEEP + 5):
        record_daily(store, "gin-rummy", f"2027-01-{day:02d}" if day <= 31 else f"2027-02-{day - 31:02d}", "won", 1, "x")
    kept = load_daily(store, "gin-rummy")
    assert len(kept) == DAILY_KEEP and "2026-12-01" not in kept and list(kept) == sorted(kept, reverse=True)
    with pytest.raises(ValueError):
        record_daily(store, "gin-rummy", "2026-12-01", "abandoned", 0, "")


@pytest.mark.parametrize(
    "stored",
    ["{", "[]", '{"2026-12-01": {"outcome": "won"}}', '{"yesterday": {"outcome": "won", "score": 1, "line": "x"}}',
     '{"2026-12-01": {"outcome": "won", "score": true, "line": "x"}}'],
)
def test_a_broken_record_of_daily_results_is_set_aside_with_a_notice(stored):
    backend = MemoryBackend({"tefuda:daily:kakehiki": stored})
    store = Store(backend, "tefuda")
    assert load_daily(store, "kakehiki") == {}
    assert store.notices_owed == ["notice.daily_reset"] and backend.data["tefuda:broken:daily:kakehiki"] == stored


def test_the_generic_result_words_read_the_scores():
    table = KakehikiTable.open(FakeContext())
    words = super(KakehikiTable, table).result_words(Result((302, 150), (1, 2)))
    assert words == "won 302–150"
    assert super(KakehikiTable, table).result_words(Result((5, 9, 7), (3, 1, 2))) == "lost 5–9"
    teams = Result((520, 300, 520, 300), (1, 2, 1, 2), teams=((0, 2), (1, 3)))
    assert super(KakehikiTable, table).result_words(teams) == "won 520–300"


@pytest.mark.parametrize("game", sorted(TABLES))
def test_every_table_offers_todays_deal_and_a_link_to_its_deal(game):
    ctx = FakeContext()
    table = table_class(game).open(ctx)
    assert isinstance(table, TablePage)
    html = table.render()
    assert 'data-act="today"' in html and 'data-act="share"' in html
    table.handle("today", {})
    if table.confirming_new:  # a CPU moved first: the game was in progress
        table.handle("new-confirm", {})
    assert table.match.seed == daily_seed(game, ctx.date) and table.daily_date() == ctx.date
    table.handle("share", {})
    assert parse_qs(urlparse(str(ctx.clipboard)).query)["seed"] == [str(table.match.seed)]
