"""The 恋のかけひき table driven as the page drives it, with a fake browser context."""

import json
import re

from tests.web.fake_context import FakeContext
from web.stats import load_stats
from web.tables.kakehiki import KakehikiTable


def hand_cards(html: str) -> list[str]:
    return re.findall(r'<button class="card[^"]*" data-card="(\w\w)"', html)


def play_one_card(ctx: FakeContext, table: KakehikiTable) -> None:
    card = hand_cards(table.render())[0]
    table.handle("pick", {"card": card})
    table.handle("commit", {})
    ctx.run_timers()


def test_cpu_commits_face_down_and_both_cards_turn_up_together():
    ctx = FakeContext(query={"seed": "7"})
    table = KakehikiTable(ctx)
    ctx.run_timers()  # the CPU chooses without waiting for you
    html = table.render()
    assert 'data-cpu-committed="true"' in html
    # four cards left in the CPU's hand and the one it laid face down
    assert html.count('data-card="back"') == 5
    first = hand_cards(html)[0]
    table.handle("pick", {"card": first})
    assert "Lay" in table.render() and 'aria-pressed="true"' in table.render()
    table.handle("pick", {"card": first})  # tapping again confirms
    view = table.view()
    assert view["table"][0] == [first] and len(view["table"][1]) == 1
    assert first not in [c["card"] for c in view["hand"]]


def test_a_refused_action_says_why_and_changes_nothing():
    ctx = FakeContext(query={"seed": "3"})
    table = KakehikiTable(ctx)
    before = table.match
    assert table.act("play ZZ") is False  # malformed text is refused too
    assert table.match == before
    missing = next(c for c in ("AS", "2H", "3D", "KC", "JK") if c not in hand_cards(table.render()))
    assert table.act(f"play {missing}") is False
    assert table.match == before
    assert "not in your hand" in table.render()
    assert 'role="alert"' in table.render()


def test_a_whole_match_of_three_games_reaches_the_match_result_and_counts_statistics():
    ctx = FakeContext(query={"seed": "11", "games": "3"})
    table = KakehikiTable(ctx)
    for _ in range(3):
        ctx.run_timers()
        while table.view()["phase"] == "play":
            play_one_card(ctx, table)
        html = table.render()
        assert "data-result" in html
        if table.view()["phase"] == "between":
            table.handle("next", {})
    view = table.view()
    assert view["phase"] == "over" and view["tally"]["games"] == 3
    assert "data-match-result" in table.render()
    stats = load_stats(ctx.store, "kakehiki")
    assert stats["played"] == 3
    assert stats["won"] + stats["lost"] + stats["drawn"] == 3


def test_reload_restores_the_same_table_including_a_committed_card():
    ctx = FakeContext(query={"seed": "5"})
    table = KakehikiTable(ctx)
    card = hand_cards(table.render())[1]
    table.handle("pick", {"card": card})
    table.handle("commit", {})  # the CPU has not chosen yet: timers not run
    again = KakehikiTable(ctx)  # a reload: same store, same URL
    assert again.match == table.match
    assert again.view()["my_commit"] == card


def test_a_corrupt_save_is_set_aside_with_a_notice():
    ctx = FakeContext(query={"seed": "5"})
    ctx.backend.data["tefuda:save:kakehiki"] = '{"format": 1, "game": "kakehiki", "actions": [[0, "pl'
    table = KakehikiTable(ctx)
    assert ctx.notices and "new game" in ctx.notices[0].lower()
    assert table.match.log == ()
    assert ctx.backend.data["tefuda:broken:save:kakehiki"].startswith('{"format": 1')
    assert json.loads(ctx.backend.data["tefuda:save:kakehiki"])["seed"] == 5


def test_keyboard_selects_and_confirms():
    ctx = FakeContext(query={"seed": "9"})
    table = KakehikiTable(ctx)
    hand = hand_cards(table.render())
    assert table.key("ArrowRight") and table.selected == hand[0]
    assert table.key("ArrowRight") and table.selected == hand[1]
    assert table.key("ArrowLeft") and table.selected == hand[0]
    assert table.key("Enter")
    assert table.view()["my_commit"] == hand[0] or table.view()["table"][0] == [hand[0]]
