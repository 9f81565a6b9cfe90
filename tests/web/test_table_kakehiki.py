"""The 恋のかけひき table driven as the page drives it, with a fake browser context."""

import json
import re

from tefuda.cards import format_card
from tests.web.fake_context import FakeContext
from web.stats import load_stats
from web.tables.kakehiki import KakehikiTable


def hand_cards(html: str) -> list[str]:
    return re.findall(r'<button class="card[^"]*" data-card="(\w\w)"', html)


def play_one_card(ctx: FakeContext, table: KakehikiTable) -> None:
    card = hand_cards(table.render())[0]
    table.handle("pick", {"card": card})
    confirm = re.search(r'data-act="action" data-action="(play \w\w)"', table.render())
    assert confirm and confirm.group(1) == f"play {card}"
    table.handle("action", {"action": confirm.group(1)})
    ctx.run_timers()


def test_cpu_commits_face_down_and_both_cards_turn_up_together():
    ctx = FakeContext(query={"seed": "7"})
    table = KakehikiTable.open(ctx)
    ctx.run_timers()  # the CPU chooses without waiting for you
    html = table.render()
    assert 'data-cpu-committed="true"' in html
    # four cards left in the CPU's hand and the one it laid face down
    assert html.count('data-card="back"') == 5
    first = hand_cards(html)[0]
    table.handle("pick", {"card": first})
    assert "Lay" in table.render() and 'aria-pressed="true"' in table.render()
    # tapping the picked card again plays it: it now carries the action's text
    assert f'data-act="action" data-action="play {first}" data-focus-id' in table.render()
    table.handle("action", {"action": f"play {first}"})
    view = table.view()
    assert view["table"][0] == [first] and len(view["table"][1]) == 1
    assert first not in [c["card"] for c in view["hand"]]


def test_a_refused_action_says_why_and_changes_nothing():
    ctx = FakeContext(query={"seed": "3"})
    table = KakehikiTable.open(ctx)
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
    table = KakehikiTable.open(ctx)
    for _ in range(3):
        ctx.run_timers()
        while table.view()["phase"] == "play":
            play_one_card(ctx, table)
        html = table.render()
        assert "data-result" in html
        if table.view()["phase"] == "hand-over":
            assert 'data-action="next"' in html
            table.handle("action", {"action": "next"})
    view = table.view()
    assert view["phase"] == "game-over" and view["tally"]["games"] == 3
    assert "data-match-result" in table.render()
    stats = load_stats(ctx.store, "kakehiki")
    assert stats["played"] == 3
    assert stats["won"] + stats["lost"] + stats["drawn"] == 3


def test_reload_restores_the_same_table_including_a_committed_card():
    ctx = FakeContext(query={"seed": "5"})
    table = KakehikiTable.open(ctx)
    card = hand_cards(table.render())[1]
    table.handle("pick", {"card": card})
    table.handle("action", {"action": f"play {card}"})  # the CPU has not chosen yet: no timers
    again = KakehikiTable.open(ctx)  # a reload: same store, same URL
    assert again.match == table.match
    assert again.view()["my_commit"] == card


def test_a_corrupt_save_is_set_aside_with_a_notice():
    ctx = FakeContext(query={"seed": "5"})
    ctx.backend.data["tefuda:save:kakehiki"] = '{"format": 1, "game": "kakehiki", "actions": [[0, "pl'
    table = KakehikiTable.open(ctx)
    assert ctx.notices and "new game" in ctx.notices[0].lower()
    assert table.match.log == ()
    assert ctx.backend.data["tefuda:broken:save:kakehiki"].startswith('{"format": 1')
    assert json.loads(ctx.backend.data["tefuda:save:kakehiki"])["seed"] == 5


def test_keyboard_selects_and_confirms():
    ctx = FakeContext(query={"seed": "9"})
    table = KakehikiTable.open(ctx)
    hand = hand_cards(table.render())
    assert table.key("ArrowRight") and table.selected == hand[0]
    assert table.key("ArrowRight") and table.selected == hand[1]
    assert table.key("ArrowLeft") and table.selected == hand[0]
    assert table.key("Enter")
    assert table.view()["my_commit"] == hand[0] or table.view()["table"][0] == [hand[0]]


def test_the_cpus_move_and_the_reveal_are_told_in_words_and_their_cards_marked():
    ctx = FakeContext(query={"seed": "7"})
    table = KakehikiTable.open(ctx)
    ctx.run_timers()  # the CPU lays its card face down
    html = table.render()
    assert "CPU laid a card face down." in html and 'data-event="commit"' in html
    assert table.highlight_cards() == []  # a face-down card names nothing
    mine = hand_cards(html)[0]
    table.handle("pick", {"card": mine})
    table.handle("action", {"action": f"play {mine}"})
    view = table.view()
    theirs = view["table"][1][-1]
    html = table.render()
    line = html[html.index("data-events"):html.index("</ol>")]
    # the person's own move resets the line: it now tells their card and the reveal
    assert "CPU laid a card face down." not in line
    assert "Cards turn up: You " in line and 'data-event="reveal"' in line
    assert set(table.highlight_cards()) == {mine, theirs}
    assert any("Cards turn up" in said for said in ctx.announced)


def test_the_markup_names_every_move_for_the_motion_layer():
    """docs/TABLES.md: identities, places, face-down marks and the deal the cards belong to."""
    ctx = FakeContext(query={"seed": "7", "games": "3"})
    table = KakehikiTable.open(ctx)
    ctx.run_timers()  # the CPU lays its card face down: a back from its hand, in round 1's place
    html = table.render()
    deal = re.search(r'data-deal="(\d+)"', html)
    assert deal is not None
    assert 'data-place="deck"' in html and 'data-place="cpu-hand"' in html and 'data-place="hand"' in html
    assert re.search(r'data-card="back" [^>]*data-flip-id="kk-1-0" data-enter-from="cpu-hand"', html)
    assert all(f'data-flip-id="kk-cpu-{i}" data-enter-from="deck"' in html for i in range(4))
    assert len(re.findall(r'<button [^>]*data-enter-from="deck"', html)) == 5  # your hand is dealt too
    mine = hand_cards(html)[0]
    table.handle("pick", {"card": mine})
    table.handle("action", {"action": f"play {mine}"})
    theirs = table.view()["table"][1][0]
    html = table.render()
    # the same places, face up now and marked as just turned up (both turn over together)
    assert re.search(rf'data-card="{mine}" [^>]*data-flip-id="kk-0-0" data-turned-up', html)
    assert re.search(rf'data-card="{theirs}" [^>]*data-flip-id="kk-1-0" data-turned-up', html)
    assert "data-down" not in html
    ctx.run_timers()
    while table.view()["phase"] == "play":
        play_one_card(ctx, table)
    html = table.render()
    # the CPU's remaining cards come face up out of its hand for the result
    result = html[html.index("data-result"):]
    assert len(re.findall(r'data-enter-from="cpu-hand"', result)) == len(table.view()["last"]["remaining"][1])
    table.act("next")
    assert re.search(r'data-deal="(\d+)"', table.render()).group(1) != deal.group(1)  # a new deal


def test_your_card_laid_first_lies_face_down_marked_for_the_motion_layer():
    ctx = FakeContext(query={"seed": "21"})
    table = KakehikiTable.open(ctx)
    card = hand_cards(table.render())[2]
    table.act(f"play {card}")  # before the CPU's timer runs
    html = table.render()
    assert re.search(rf'data-card="{card}" [^>]*data-flip-id="kk-0-0" data-down', html)
    assert "data-turned-up" not in html


def test_a_card_you_cannot_play_now_is_not_picked():
    ctx = FakeContext(query={"seed": "7", "games": "1"})
    table = KakehikiTable.open(ctx)
    absent = next(c for c in ("AS", "2H", "3D", "KC", "JK") if c not in hand_cards(table.render()))
    table.handle("pick", {"card": absent})
    assert table.selected is None
    assert table.refusal_for(f"play {absent}") == f"{format_card(absent)} is not in your hand."
    assert table.refusal_for(f"play {hand_cards(table.render())[0]}") is None


def test_the_cpu_at_the_table_ignores_the_card_you_laid_down():
    """Two tables that differ only in the card you laid face down: the CPU, moving second,
    lays down the same card at both (the table hands it its own view and nothing else)."""
    picks = []
    for mine in (0, 3):
        ctx = FakeContext(query={"seed": "21"})
        table = KakehikiTable.open(ctx)
        card = hand_cards(table.render())[mine]
        table.act(f"play {card}")  # before the CPU's timer runs: you commit first
        assert table.view(1)["my_commit"] is None and table.view(1)["committed"] == [True, False]
        ctx.run_timers()
        picks.append(table.match.log[-1])
    assert picks[0] == picks[1] and picks[0][0] == 1


def test_the_hint_names_a_card_says_why_and_picks_it():
    ctx = FakeContext(query={"seed": "7"})
    table = KakehikiTable.open(ctx)
    assert 'data-act="hint"' in table.render()
    table.handle("hint", {})
    advice = table.hinted_action()
    assert advice is not None and advice.startswith("play ")
    card = advice[5:]
    html = table.render()
    assert "data-hint" in html and f"Lay down {format_card(card)}" in html
    assert table.selected == card and f'data-action="play {card}"' in html
    assert ctx.announced[-1].startswith(f"Lay down {format_card(card)}")
    table.act(advice)
    assert table.hint is None and "data-hint" not in table.render()


def test_the_match_end_lists_every_game_and_the_tally():
    ctx = FakeContext(query={"seed": "11", "games": "3"})
    table = KakehikiTable.open(ctx)
    while not table.match.is_over:
        ctx.run_timers()
        if table.view()["phase"] == "play":
            play_one_card(ctx, table)
        elif "next" in table.view()["legal"]:
            table.act("next")
    html = table.render()
    games = table.match.game.result(table.match.state).details["games"]
    assert html.count("<tr data-game-number=") == 3 == len(games)
    for game in games:
        row = html[html.index(f'<tr data-game-number="{game["number"]}"'):]
        row = row[: row.index("</tr>")]
        assert f"<td>{game['table_total']}</td>" in row
        for card in game["table"][0] + game["remaining"][0] + game["table"][1] + game["remaining"][1]:
            assert f'data-card="{card}"' in row


def test_the_log_of_the_deal_lists_every_move_in_words():
    ctx = FakeContext(query={"seed": "7"})
    table = KakehikiTable.open(ctx)
    ctx.run_timers()
    play_one_card(ctx, table)
    events = table.view()["events"]
    html = table.render()
    log = html[html.index("<details"):html.index("</details>")]
    assert 'class="move-log" data-keep-open="move-log"' in log
    assert f"({len(events)})" in log and log.count("<li ") == len(events) >= 4
    for event in events:
        assert table.event_sentence(event) in log
    # the line under the table tells only the latest; the log keeps the deal's first move too
    assert "Game 1: five cards each are dealt." in log
    assert "dealt" not in html[html.index("data-events"):html.index("</ol>")]


def test_sounds_follow_the_events_and_only_when_sound_is_on():
    ctx = FakeContext(query={"seed": "7"})
    table = KakehikiTable.open(ctx)
    ctx.run_timers()
    play_one_card(ctx, table)
    assert ctx.sounds == []  # off by default
    ctx.settings = ctx.settings.with_value("sound", "true")
    ctx.run_timers()
    card = hand_cards(table.render())[0]
    table.act(f"play {card}")
    assert ctx.sounds[-1][-2:] == ["play", "flip"]  # your card laid, both cards turned up
    while table.view()["phase"] == "play":
        play_one_card(ctx, table)
    last = table.view()["last"]
    expected = "tie" if last["winner"] is None else ("win" if last["winner"] == 0 else "lose")
    assert ctx.sounds[-1][-1] == expected
    table.act("next")
    assert ctx.sounds[-1] == ["deal"]
    table.handle("new", {})  # a game in progress: confirmed first
    table.handle("new-confirm", {})
    assert ctx.sounds[-1] == ["deal"] and len(table.match.log) <= 1
