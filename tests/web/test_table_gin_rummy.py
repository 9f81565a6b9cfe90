"""The Gin Rummy table driven as the page drives it, with a fake browser context.

Boards are set up by writing a save first: a match from a seed whose first dealer is the CPU
(so you act first on the upcard) and a stacked first deal, exactly as the page would restore it.
"""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Callable
from typing import Any
from urllib.parse import parse_qs, urlparse

import pytest

from tefuda.cards import format_card
from tefuda.cpu.gin_rummy import hint
from tefuda.games import deck_for
from tefuda.games.gin_rummy import GAME
from tefuda.match import Match, new_match, play
from tefuda.saves import dumps
from tests.web.controls import controls, press
from tests.web.fake_context import FakeContext
from web.stats import load_stats
from web.tables import TABLES, table_class
from web.tables.gin_rummy import GinRummyTable

SAVE = "tefuda:save:gin-rummy"
PREFS = "tefuda:prefs:gin-rummy"
#: a seed whose first dealer is the CPU: you decide on the upcard first
SEED = next(s for s in range(100) if GAME.start({}, s).dealer == 1)

# You: three melds and a king; one stock card makes gin (TD) or a knock (4C with 3C).
GIN_HAND = ["AS", "2S", "3S", "4H", "5H", "6H", "7D", "8D", "9D", "KC"]
KNOCK_HAND = ["AS", "2S", "3S", "4H", "5H", "6H", "7D", "8D", "9D", "3C"]
HIGH_HAND = ["AS", "2S", "3S", "4H", "5H", "6H", "7D", "8D", "KC", "QH"]  # deadwood 35
# The CPU: no meld, and 4S / 7H / 6D lay off on your melds.
CPU_HAND = ["4S", "7H", "6D", "KS", "QD", "JC", "9S", "5C", "2D", "8C"]
UPCARD = "6C"  # melds with nothing in either hand


def stacked(mine: list[str], cpu: list[str], upcard: str, stock_top: list[str]) -> list[str]:
    """Return a deck (top first) dealing ``mine`` to the non-dealer (you) and ``cpu`` to the
    dealer, then the upcard and the stock starting with ``stock_top``."""
    deck: list[str] = []
    for a, b in zip(mine, cpu, strict=True):
        deck += [a, b]
    used = set(deck) | {upcard} | set(stock_top)
    rest = [c for c in deck_for("gin-rummy") if c not in used]
    return deck + [upcard] + stock_top + rest


def table_with(
    match: Match | None = None,
    query: dict[str, str] | None = None,
    prefs: dict[str, Any] | None = None,
) -> tuple[FakeContext, GinRummyTable]:
    """Return a fake page and the table restored from ``match`` (as after a reload)."""
    ctx = FakeContext(query=query or {})
    if match is not None:
        ctx.backend.data[SAVE] = dumps(match)
    if prefs is not None:
        ctx.backend.data[PREFS] = json.dumps(prefs)
    return ctx, GinRummyTable.open(ctx)


def stacked_table(mine: list[str], stock_top: list[str], **kwargs: Any) -> tuple[FakeContext, GinRummyTable]:
    options = kwargs.pop("options", {})
    match = new_match("gin-rummy", options, SEED, deck=stacked(mine, CPU_HAND, UPCARD, stock_top))
    return table_with(match, **kwargs)


def hand_buttons(html: str) -> list[str]:
    return re.findall(r'<button class="card[^"]*" data-card="(\w\w)"[^>]*data-act="pick"', html)


def to_my_draw(ctx: FakeContext, table: GinRummyTable) -> None:
    """Pass the upcard and let the (easy) CPU pass too: your first draw, from the stock."""
    press(table, "pass")
    ctx.run_timers()
    assert table.view()["phase"] == "draw" and table.view()["turn"] == 0


def test_the_table_is_registered_under_its_game_id() -> None:
    assert TABLES["gin-rummy"] == "web.tables.gin_rummy"
    assert table_class("gin-rummy") is GinRummyTable


def test_upcard_phase_offers_only_take_or_pass_and_tapping_a_card_says_why_not() -> None:
    ctx, table = stacked_table(GIN_HAND, ["TD"], query={"cpu": "easy"})
    html = table.render()
    assert table.view()["phase"] == "upcard"
    buttons = controls(html)
    assert "take" in buttons and "pass" in buttons
    assert not {"stock", "discard", "knock", "gin"} & set(buttons)
    assert "discard-top" in buttons  # the upcard itself can be tapped to take it
    assert 'data-focus-id="take"' in html and 'data-action="draw discard"' in html
    assert "Take the upcard 6♣, or pass." in html
    before = table.match
    press(table, "card-AS")
    assert table.match == before
    assert "First decide on the upcard: take it or pass." in table.render()


def test_draw_then_discard_by_select_and_button() -> None:
    ctx, table = stacked_table(KNOCK_HAND, ["QC", "QH"], query={"cpu": "easy"})
    to_my_draw(ctx, table)
    html = table.render()
    assert "stock" in controls(html) and "discard-top" not in controls(html)  # stock only now
    assert re.search(r'data-act="action" data-action="draw stock" data-focus-id="stock"', html)
    assert "Your turn: draw from the stock." in html
    press(table, "stock")
    html = table.render()
    # the new card is marked, the hand is in its melds, deadwood 3 + 10 = 13
    assert re.search(r'class="card[^"]*\bdrawn\b[^"]*" data-card="QC"', html)
    assert 'data-deadwood="13"' in html and "Deadwood: 13" in html
    assert re.search(r'data-focus-id="discard" disabled', html)  # nothing selected yet
    assert len(re.findall(r'class="gr-group gr-meld"', html)) == 3
    press(table, "card-QC")
    html = table.render()
    assert re.search(r'class="card[^"]*\bselected\b[^"]*" data-card="QC"', html)
    # the deadwood you would have after discarding it
    assert 'data-deadwood-after="3"' in html and "Deadwood after this discard: 3" in html
    press(table, "card-3C")
    assert 'data-deadwood-after="10"' in table.render()
    press(table, "discard")
    view = table.view()
    assert view["discard_pile"][-1] == "3C" and "3C" not in view["hand"]
    assert view["turn"] == 1


def test_discard_by_tapping_the_same_card_twice() -> None:
    ctx, table = stacked_table(KNOCK_HAND, ["QC"], query={"cpu": "easy"})
    to_my_draw(ctx, table)
    press(table, "stock")
    press(table, "card-QC")
    assert table.view()["phase"] == "discard"  # one tap only selects
    # the selected card now carries its discard, as the Discard button does
    html = table.render()
    assert re.search(r'data-card="QC"[^>]*data-act="action"[^>]*data-action="discard QC"', html)
    assert re.search(r'data-act="action" data-action="discard QC" data-focus-id="discard"', html)
    press(table, "card-QC")
    assert table.view()["discard_pile"][-1] == "QC"
    assert ctx.announced[-1] == "You discarded Q♣."


def test_the_cpus_draw_and_discard_are_told_and_their_cards_marked() -> None:
    ctx, table = stacked_table(KNOCK_HAND, ["QC", "QH"], query={"cpu": "easy"})
    to_my_draw(ctx, table)
    press(table, "stock")
    press(table, "card-QC")
    press(table, "discard")
    ctx.run_timers()  # the CPU draws and discards
    cpu_events = table.recent_events[1:]
    assert [e["kind"] for e in table.recent_events[:1]] == ["discard"]
    assert [e["seat"] for e in cpu_events] == [1, 1]
    draw, throw = cpu_events
    assert draw["kind"] in ("draw", "take") and throw["kind"] == "discard"
    thrown = throw["cards"][0]
    assert table.view()["top_discard"] == thrown
    first = "CPU drew from the stock." if draw["kind"] == "draw" else "CPU took Q♣ from the discard pile."
    assert ctx.announced[-1] == f"{first} CPU discarded {format_card(thrown)}. Your turn."
    html = table.render()
    # the line on the felt, between the piles and the prompt, tells the CPU's turn in one line
    line = re.search(r'<div class="gr-piles">.*</div><ol class="table-events" data-events>(.*?)</ol><p class="gr-prompt"', html)
    assert line is not None and html.count("data-events") == 1
    assert re.findall(r'<li data-event="(\w+)" data-seat="(\d)">', line.group(1)) == [("discard", "0"), ("discard", "1")]
    took = "drew from the stock" if draw["kind"] == "draw" else "took Q♣ from the discard pile"
    assert f"CPU {took} and discarded {format_card(thrown)}." in line.group(1)
    assert thrown in table.highlight_cards()
    # the move log tells each event on its own
    log = html[html.index("data-move-log"):]
    assert f"<li data-event=\"{draw['kind']}\" data-seat=\"1\">{first}</li>" in log
    # the CPU's drawn card is never named to you
    assert draw["cards"] == (["QC"] if draw["kind"] == "take" else [])


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_cpus_take_of_the_upcard_and_its_discard_are_one_line(lang: str) -> None:
    cpu = ["6S", "6C", "KS", "QD", "JC", "9S", "5C", "2D", "8C", "TH"]
    match = new_match("gin-rummy", {}, SEED, deck=stacked(KNOCK_HAND, cpu, "6D", ["4C"]))
    match = play(match, 0, "pass")
    ctx = FakeContext(lang=lang, query={"cpu": "easy"})
    ctx.backend.data[SAVE] = dumps(match)
    table = GinRummyTable.open(ctx)
    ctx.run_timers()  # you passed on 6♦: the CPU takes it and discards
    kinds = [(e["kind"], e["seat"]) for e in table.recent_events]
    assert kinds[-2:] == [("take_upcard", 1), ("discard", 1)], kinds
    thrown = format_card(table.recent_events[-1]["cards"][0])
    line = re.search(r'<ol class="table-events" data-events>(.*?)</ol>', table.render())
    assert line is not None
    told = re.findall(r'<li data-event="discard" data-seat="1">([^<]*)</li>', line.group(1))
    if lang == "en":
        assert told == [f"CPU took the upcard 6♦ and discarded {thrown}."]
    else:
        assert told == [f"CPUはアップカード6♦を取って、{thrown}を捨てました。"]
    assert 'data-event="take_upcard"' not in line.group(1)


def test_a_refusal_is_explained_without_playing_anything(monkeypatch: pytest.MonkeyPatch) -> None:
    import web.table.page

    ctx, table = stacked_table(KNOCK_HAND, ["4C"], query={"cpu": "easy"})
    to_my_draw(ctx, table)
    played: list[str] = []
    real_play = web.table.page.play

    def spy(match: Match, seat: int, action: Any) -> Match:
        played.append(str(action))
        return real_play(match, seat, action)

    monkeypatch.setattr(web.table.page, "play", spy)
    for key in ("k", "g"):
        table.key(key)
        assert table.error == "Draw a card first."
    press(table, "card-3C")
    assert table.error == "Draw a card first." and played == []
    press(table, "stock")
    assert played == ["draw stock"]
    # a knock is possible (4C leaves 3), gin is not: G says so and plays nothing
    table.key("g")
    assert table.error == "No gin yet: your best discard leaves 3 points of deadwood."
    assert ctx.announced[-1] == table.error and played == ["draw stock"]


def test_discarding_before_drawing_is_refused_and_changes_nothing() -> None:
    ctx, table = stacked_table(KNOCK_HAND, ["QC"], query={"cpu": "easy"})
    to_my_draw(ctx, table)
    before = table.match
    press(table, "card-3C")
    assert table.match == before
    html = table.render()
    assert "Draw a card first." in html and 'role="alert"' in html
    assert ctx.announced[-1] == "Draw a card first."
    table.key("Enter")  # nothing selected: Enter does nothing here
    assert table.match == before
    # a successful draw clears the refusal
    table.key("s")
    assert "Draw a card first." not in table.render()
    assert len(table.view()["hand"]) == 11


def test_the_card_just_taken_is_marked_and_cannot_be_discarded() -> None:
    ctx, table = stacked_table(KNOCK_HAND, ["QC"], query={"cpu": "easy"})
    press(table, "take")
    html = table.render()
    assert re.search(r'class="card[^"]*\bno-discard\b[^"]*" data-card="6C"', html)
    assert "Just taken" in html
    before = table.match
    press(table, "card-6C")
    assert table.match == before
    assert "You just took 6♣ from the discard pile; it can&#x27;t go back this turn." in table.render()
    # the arrows skip it
    seen = set()
    for _ in range(11):
        table.key("ArrowRight")
        seen.add(table.ui.selected)
    assert "6C" not in seen and len(seen) == 10


def test_knock_preselects_the_best_discard_and_a_second_press_reveals() -> None:
    ctx, table = stacked_table(KNOCK_HAND, ["4C"], query={"cpu": "easy"})
    to_my_draw(ctx, table)
    press(table, "stock")
    html = table.render()
    view = table.view()
    # 4C leaves 3C (3), 3C leaves 4C (4), 3S leaves AS 2S 3C 4C (10)
    assert view["knock_cards"] == ["4C", "3C", "3S"] and view["gin_cards"] == []
    assert 'data-focus-id="knock"' in html and 'data-focus-id="gin"' not in html
    press(table, "card-AS")  # a card that does not allow a knock
    press(table, "knock")
    html = table.render()
    assert table.view()["phase"] == "discard"  # nothing revealed yet
    assert table.ui.selected == "4C" and table.ui.armed == "knock"
    assert "Knock, discarding 4♣ face down? Press Knock again to show the hands." in html
    assert 'data-deadwood-after="3"' in html
    press(table, "knock")
    view = table.view()
    assert view["phase"] == "hand-over" and view["result"]["kind"] == "knock"
    assert view["result"]["knock_card"] == "4C"


def test_knock_with_a_selected_knock_card_acts_at_once() -> None:
    ctx, table = stacked_table(KNOCK_HAND, ["4C"], query={"cpu": "easy"})
    to_my_draw(ctx, table)
    press(table, "stock")
    press(table, "card-3C")
    press(table, "knock")
    result = table.view()["result"]
    assert result["knock_card"] == "3C" and result["knocker_deadwood"] == 4


def test_a_knock_that_is_not_possible_is_refused_with_the_reason() -> None:
    ctx, table = stacked_table(HIGH_HAND, ["QC"], query={"cpu": "easy"})
    to_my_draw(ctx, table)
    table.key("k")  # before drawing
    assert "Draw a card first." in table.render()
    press(table, "stock")
    assert 'data-focus-id="knock"' not in table.render()
    before = table.match
    table.key("k")  # nothing selected: the discard leaving the least deadwood is tried
    assert table.match == before
    assert "Discarding Q♥ leaves 35 points of deadwood." in table.render()
    press(table, "card-QC")
    table.key("k")  # no knock button: the key asks, and the rules say why not
    assert table.match == before
    assert "Discarding Q♣ leaves 35 points of deadwood. You can knock at 10 or less." in table.render()


def test_the_gin_button_appears_only_at_zero_deadwood() -> None:
    ctx, table = stacked_table(GIN_HAND, ["TD"], query={"cpu": "easy"})
    to_my_draw(ctx, table)
    assert 'data-focus-id="gin"' not in table.render() and 'data-focus-id="knock"' not in table.render()
    press(table, "stock")
    html = table.render()
    assert table.view()["gin_cards"] == ["KC"]
    assert 'data-focus-id="gin"' in html and 'data-focus-id="knock"' in html
    press(table, "gin")  # nothing selected: KC is pre-selected
    assert table.ui.selected == "KC" and table.view()["phase"] == "discard"
    assert "Go gin, discarding K♣ face down?" in table.render()
    press(table, "gin")
    result = table.view()["result"]
    assert result["kind"] == "gin" and result["points"] == 25 + result["defender_deadwood"]


def test_the_gin_and_knock_buttons_follow_the_view_through_a_whole_hand() -> None:
    ctx, table = table_with(query={"seed": "4"})
    knocks_seen = 0
    for _ in range(200):
        ctx.run_timers()
        view = table.view()
        if view["phase"] not in ("upcard", "draw", "discard"):
            break
        html = table.render()
        assert ('data-focus-id="gin"' in html) == bool(view["gin_cards"])
        assert ('data-focus-id="knock"' in html) == bool(view["knock_cards"])
        knocks_seen += bool(view["knock_cards"])
        if view["phase"] == "discard":
            press(table, "card-" + min(view["discard_deadwood"], key=view["discard_deadwood"].get))
            press(table, "discard")  # never knock: keep playing
        elif view["phase"] == "upcard":
            press(table, "pass")
        else:
            press(table, "stock")
    assert table.view()["phase"] == "hand-over"
    assert knocks_seen > 0


def test_the_result_panel_shows_melds_layoffs_and_the_arithmetic() -> None:
    ctx, table = stacked_table(KNOCK_HAND, ["4C"], query={"cpu": "easy"})
    to_my_draw(ctx, table)
    press(table, "stock")
    press(table, "card-4C")
    press(table, "knock")
    result = table.view()["result"]
    html = table.render()
    # your melds with the CPU's cards laid off on them
    assert result["layoffs"] == [{"card": "4S", "meld": 0}, {"card": "7H", "meld": 1}, {"card": "6D", "meld": 2}]
    assert 'data-layoffs="4S 7H 6D"' in html
    melds = re.findall(r'data-meld="\d">(.*?)(?=<span class="gr-rmeld"|</div>)', html)
    assert [re.findall(r'data-card="(\w\w)"', m) for m in melds] == [
        ["AS", "2S", "3S", "4S"], ["4H", "5H", "6H", "7H"], ["6D", "7D", "8D", "9D"]]
    assert re.search(r'class="card small laid-off suit-S" data-card="4S"', html)
    assert 'data-role="knocker"' in html and 'data-role="defender"' in html
    assert 'data-dead="3C"' in html  # your deadwood after the knock discard
    before, after = result["defender_deadwood_before"], result["defender_deadwood"]
    assert before - after == 4 + 7 + 6
    assert f"Deadwood: {before} → {after} after laying off" in html
    assert f"{after} − 3 = {after - 3}" in html and f"You score {after - 3} points." in html
    assert f'data-arith data-points="{after - 3}"' in html
    assert f"Totals: you {after - 3}, CPU 0 (game to 100)." in html
    assert 'data-focus-id="next"' in html and 'data-focus-id="play-again"' not in html
    # the events tell the knock, the layoffs and the score, in that order
    assert ctx.announced[-1] == (
        "You knocked with 3 deadwood, putting 4♣ face down. "
        f"CPU laid off 4♠ 7♥ 6♦: deadwood {before} → {after}. "
        f"You scored {after - 3} points, {after - 3} in all."
    )
    assert [e["kind"] for e in table.recent_events] == ["knock", "layoff", "scored"]
    assert table.highlight_cards() == ["4C", "4S", "6D", "7H"]
    # no card of the CPU is face down any more
    assert 'data-card="back"' not in html
    press(table, "next")
    assert table.view()["hand_number"] == 2 and table.view()["phase"] == "upcard"
    upcard = table.view()["top_discard"]
    assert upcard is not None
    assert ctx.announced[-1] == f"Hand 2: You dealt, and the upcard is {format_card(upcard)}."


def walled_match() -> Match:
    """Return a match of SEED whose first hand ran the stock down (both draw and discard it)."""
    match = new_match("gin-rummy", {}, SEED)
    match = play(play(match, 0, "pass"), 1, "pass")
    seat = 0
    while match.state.last is None:
        match = play(match, seat, "draw stock")
        match = play(match, seat, f"discard {match.state.drawn}")
        seat = 1 - seat
    return match


def test_a_wall_is_a_draw_and_keeps_the_cpus_hand_hidden() -> None:
    match = walled_match()
    ctx, table = table_with(match)
    view = table.view()
    assert view["result"]["kind"] == "wall" and view["scores"] == [0, 0]
    html = table.render()
    assert 'data-kind="wall"' in html and "The stock ran down: no score this hand." in html
    assert "The CPU&#x27;s hand stays hidden." in html
    cpu_cards = set(match.state.hands[1])
    shown = set(re.findall(r'data-card="(\w\w)"', html))
    assert shown == set(match.state.hands[0]) and not shown & cpu_cards
    assert 'data-focus-id="next"' in html


def test_the_settlement_panel_at_the_end_of_the_game_and_statistics() -> None:
    ctx, table = stacked_table(GIN_HAND, ["TD"], query={"cpu": "easy"}, options={"target": 10})
    assert table.match.options == GAME.normalize_options({"target": 10})
    to_my_draw(ctx, table)
    press(table, "stock")
    press(table, "card-KC")
    press(table, "gin")
    view = table.view()
    assert view["phase"] == "game-over"
    points = view["scores"][0]
    html = table.render()
    assert 'data-game-result="won"' in html and "You win the game!" in html
    # a shutout: hand points doubled, +100, +25 for the one hand won
    assert re.search(rf'data-row="hand_points"><th scope="row">Hand points</th><td>{points}</td><td>0</td>', html)
    assert re.search(rf'data-row="counted_points">.*?<td>{2 * points}</td>', html)
    assert re.search(r'data-row="game_bonus">.*?<td>100</td><td>0</td>', html)
    assert re.search(r'data-row="hand_bonus">.*?<td>25</td><td>0</td>', html)
    final = 2 * points + 125
    assert re.search(rf'data-row="final">.*?<td>{final}</td><td>0</td>', html)
    assert 'data-focus-id="play-again"' in html and 'data-focus-id="next"' not in html
    stats = load_stats(ctx.store, "gin-rummy")
    assert (stats["played"], stats["won"], stats["best"]) == (1, 1, final)
    press(table, "play-again")
    assert table.view()["hand_number"] == 1 and table.match.log == ()
    assert table.match.seed != SEED


def test_a_level_change_applies_from_the_next_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    levels: list[tuple[int, str]] = []
    real: Callable[..., str] = GinRummyTable.cpu_choose

    def spy(view: dict[str, Any], level: str, rng: Any) -> str:
        levels.append((view["hand_number"], level))
        return real(view, level, rng)

    monkeypatch.setattr(GinRummyTable, "cpu_choose", staticmethod(spy))
    ctx, table = stacked_table(GIN_HAND, ["TD"], prefs={"level": "easy"})
    table.change("level", "hard")
    assert json.loads(ctx.backend.data[PREFS])["level"] == "hard"
    assert "The CPU plays at “Hard” from the next hand." in table.render()
    assert '<option value="hard" selected>' in table.render()
    press(table, "pass")
    ctx.run_timers()
    again = GinRummyTable.open(ctx)  # a reload mid-hand keeps the hand's level
    assert again.cpu_level() == "easy"
    press(table, "stock")
    press(table, "gin")
    press(table, "gin")
    assert table.view()["phase"] == "hand-over"
    press(table, "next")
    ctx.run_timers()
    if table.view()["turn"] == 0 and table.view()["phase"] == "upcard":
        press(table, "pass")
        ctx.run_timers()
    assert levels and levels[0] == (1, "easy")
    assert {lv for n, lv in levels if n == 1} == {"easy"}
    assert {lv for n, lv in levels if n == 2} == {"hard"}
    assert "from the next hand" not in table.render()


def test_a_reload_restores_the_board() -> None:
    ctx, table = stacked_table(KNOCK_HAND, ["QC", "QH"], query={"cpu": "easy"})
    to_my_draw(ctx, table)
    press(table, "stock")
    again = GinRummyTable.open(ctx)  # same store, same URL: a reload, rotation or full screen
    assert again.match == table.match
    assert again.view() == table.view()
    # the same board, and the same line of what happened since your move
    assert again.recent_events == table.recent_events and table.recent_events
    assert again.render() == table.render()


def test_the_cpus_taken_cards_show_face_up_beside_its_hidden_hand() -> None:
    # the CPU (any level) takes an upcard that completes its set of sixes
    cpu = ["6S", "6C", "KS", "QD", "JC", "9S", "5C", "2D", "8C", "TH"]
    match = new_match("gin-rummy", {}, SEED, deck=stacked(KNOCK_HAND, cpu, "6D", ["QC"]))
    match = play(play(match, 0, "pass"), 1, "draw discard")
    ctx, table = table_with(match)
    html = table.render()
    assert re.search(r'data-cpu-taken.*?data-card="6D"', html)
    assert 'data-cpu-hidden="10"' in html and html.count('data-card="back"') == 10 + 1  # + the stock
    assert "6C" not in re.findall(r'data-card="(\w\w)"', html)


def test_hint_shows_its_reason_and_marks_the_controls_of_its_action() -> None:
    ctx, table = stacked_table(GIN_HAND, ["TD"], query={"cpu": "easy"})
    to_my_draw(ctx, table)
    press(table, "hint")
    html = table.render()
    # the page marks the controls carrying the advised action: here the stock
    assert table.hinted_action() == "draw stock"
    assert re.search(r'data-act="action" data-action="draw stock" data-focus-id="stock"', html)
    assert "Draw from the stock" in re.search(r'<p class="hint" data-hint[^>]*>([^<]*)</p>', html).group(1)
    press(table, "stock")
    assert "data-hint" not in table.render() and table.hinted_action() is None  # one move
    table.key("h")
    advice = hint(table.view())
    assert advice["action"] == "knock KC" and table.hinted_action() == "knock KC"
    # the card to throw is selected, so Knock and Gin carry the advised knock
    assert table.ui.selected == "KC"
    html = table.render()
    assert re.search(r'data-act="action" data-action="knock KC" data-focus-id="gin"', html)
    assert re.search(r'data-act="action" data-action="knock KC" data-focus-id="knock"', html)
    text = re.search(r'<p class="hint" data-hint[^>]*>([^<]*)</p>', html)
    assert text is not None and text.group(1) == ctx.t(advice["reason"], **advice["params"])
    assert ctx.announced[-1] == text.group(1)
    press(table, "gin")
    assert table.view()["result"]["kind"] == "gin"


def test_fast_forward_makes_the_cpus_moves_now() -> None:
    ctx, table = stacked_table(KNOCK_HAND, ["QC", "QH"], query={"cpu": "easy"})
    press(table, "pass")
    assert table.view()["turn"] == 1 and ctx.timers  # the CPU's move is waiting
    assert 'data-focus-id="ff"' in table.render()
    press(table, "ff")
    assert table.view()["turn"] == 0 and table.view()["phase"] == "draw"
    log = table.match.log
    ctx.run_timers()  # the timer set before fast-forwarding does nothing now
    assert table.match.log == log
    assert 'data-focus-id="ff"' not in table.render()


def test_keyboard_play_draws_selects_and_discards() -> None:
    ctx, table = stacked_table(KNOCK_HAND, ["QC"], query={"cpu": "easy"})
    assert table.key("p")
    ctx.run_timers()
    assert table.key("s") and len(table.view()["hand"]) == 11
    assert table.key("ArrowRight")
    first = table.ui.selected
    view = table.view()
    assert first == view["melds"][0][0]
    assert table.key("ArrowLeft") and table.ui.selected == view["deadwood_cards"][-1]
    assert table.key("Enter")
    assert table.view()["discard_pile"][-1] == view["deadwood_cards"][-1]
    assert not table.key("x")


def test_a_url_may_set_a_shorter_game() -> None:
    ctx, table = table_with(query={"seed": "12", "target": "50"})
    assert table.match.options == GAME.normalize_options({"target": 50}) and table.match.seed == 12
    assert "Game to 50" in table.render()
    ctx, table = table_with(query={"seed": "12", "target": "7"})  # not a target: the default
    assert table.match.options == GAME.normalize_options({"target": 100})


# --------------------------------------------------------------------------- motion markup


def card_tags(html: str) -> list[dict[str, str]]:
    """Return the attributes of every card on the page, in page order."""
    return [
        dict(re.findall(r'([\w-]+)="([^"]*)"', tag))
        for tag in re.findall(r'<(?:span|button)\b[^>]*\bdata-card="[^"]*"[^>]*>', html)
    ]


def test_the_deal_comes_from_the_stock_to_both_hands_and_the_upcard() -> None:
    ctx, table = stacked_table(KNOCK_HAND, ["QC"], query={"cpu": "easy"})
    html = table.render()
    # the stock is two places: its top card (your cards come from there) and the whole pile
    assert re.search(r'data-pile="stock" data-place="deck"><span class="gr-pile-cards" data-place="stock">', html)
    assert re.search(r'class="gr-backs"[^>]*data-place="cpu-hand"', html)
    tags = card_tags(html)
    backs = [t for t in tags if t.get("data-flip-id", "").startswith("gr-cpu-")]
    assert [b["data-flip-id"] for b in backs] == [f"gr-cpu-{i}" for i in range(10)]
    assert {b["data-card"] for b in backs} == {"back"} and {b["data-enter-from"] for b in backs} == {"deck"}
    mine = [t for t in tags if t.get("data-flip-id", "").startswith("gr-you-")]
    assert sorted(t["data-card"] for t in mine) == sorted(KNOCK_HAND)
    assert all(t["data-flip-id"] == f"gr-you-{t['data-card']}" and t["data-enter-from"] == "stock" for t in mine)
    upcard = next(t for t in tags if t.get("data-top"))
    assert upcard["data-card"] == UPCARD and upcard["data-enter-from"] == "deck" and "data-flip-id" not in upcard
    # the stock's own card has no identity: it stays where it is
    assert len([t for t in tags if t["data-card"] == "back" and "data-flip-id" not in t]) == 1


def test_the_cpus_discard_takes_the_place_of_the_back_it_left_while_on_top() -> None:
    ctx, table = stacked_table(KNOCK_HAND, ["QC", "QH"], query={"cpu": "easy"})
    to_my_draw(ctx, table)
    press(table, "stock")
    press(table, "card-QC")
    press(table, "discard")
    ctx.run_timers()  # the CPU draws and discards: its eleventh back goes to the pile
    view = table.view()
    assert view["discard_pile"][-2] == "QC"
    hidden = view["opponent_count"] - len(view["opponent_taken"])
    tags = card_tags(table.render())
    top = next(t for t in tags if t.get("data-top"))
    assert top["data-card"] == view["top_discard"] and top["data-flip-id"] == f"gr-cpu-{hidden}"
    assert [t["data-flip-id"] for t in tags if t["data-card"] == "back" and "data-flip-id" in t] == [
        f"gr-cpu-{i}" for i in range(hidden)]
    # your discard under it goes by its face
    assert "data-flip-id" not in next(t for t in tags if t["data-card"] == "QC")
    press(table, "stock")  # the CPU's card stays on top, in its place
    assert next(t for t in card_tags(table.render()) if t.get("data-top"))["data-flip-id"] == f"gr-cpu-{hidden}"
    drawn = table.view()["just_drawn"]
    press(table, f"card-{drawn}")
    press(table, "discard")  # covered by yours: it goes by its face again
    tags = card_tags(table.render())
    assert [t.get("data-flip-id") for t in tags if t["data-card"] == view["top_discard"]] in ([None], [])


def test_at_a_knock_every_card_keeps_its_identity_in_the_panel() -> None:
    ctx, table = stacked_table(KNOCK_HAND, ["4C"], query={"cpu": "easy"})
    to_my_draw(ctx, table)
    press(table, "stock")
    press(table, "card-4C")
    press(table, "knock")
    tags = card_tags(table.render())
    ids = [t["data-flip-id"] for t in tags if "data-flip-id" in t]
    assert len(ids) == len(set(ids)) == 11 + 10  # your eleven cards, the CPU's ten
    mine = {t["data-card"] for t in tags if t.get("data-flip-id", "").startswith("gr-you-")}
    assert mine == set(KNOCK_HAND) | {"4C"}
    # the CPU's hidden cards take the places of its ten backs, in the panel's order
    theirs = [t for t in tags if t.get("data-flip-id", "").startswith("gr-cpu-")]
    assert [t["data-flip-id"] for t in theirs] == [f"gr-cpu-{i}" for i in range(10)]
    assert sorted(t["data-card"] for t in theirs) == sorted(CPU_HAND)
    # a card laid off shows twice: on your meld with its identity, in the CPU's list without
    for card in ("4S", "7H", "6D"):
        shown = [t for t in tags if t["data-card"] == card]
        assert len(shown) == 2 and "data-flip-id" in shown[0] and "data-flip-id" not in shown[1]


def test_the_cpus_gin_turns_up_its_eleven_cards_and_its_taken_card_goes_by_its_face() -> None:
    ctx, table = table_with(
        new_match("gin-rummy", {}, SEED, deck=stacked(CPU_HAND, GIN_HAND, UPCARD, ["QC", "TD"])),
        query={"cpu": "easy"},
    )
    press(table, "pass")
    ctx.run_timers()
    press(table, "stock")
    press(table, "card-QC")
    press(table, "discard")
    ctx.run_timers()
    assert table.view()["result"]["kind"] == "gin" and table.view()["result"]["knocker"] == 1
    theirs = [t for t in card_tags(table.render()) if t.get("data-flip-id", "").startswith("gr-cpu-")]
    assert [t["data-flip-id"] for t in theirs] == [f"gr-cpu-{i}" for i in range(11)]  # with the gin card
    assert sorted(t["data-card"] for t in theirs) == sorted([*GIN_HAND, "TD"])
    # the CPU took 6D from the pile (it was face up beside its backs): it goes by its face
    cpu = ["6S", "6C", "KS", "QD", "JC", "9S", "5C", "2D", "8C", "TH"]
    match = new_match("gin-rummy", {}, SEED, deck=stacked(KNOCK_HAND, cpu, "6D", ["4C"]))
    ctx, table = table_with(play(play(match, 0, "pass"), 1, "draw discard"), query={"cpu": "easy"})
    ctx.run_timers()  # the CPU discards
    press(table, "stock")
    press(table, "card-4C")
    press(table, "knock")
    tags = card_tags(table.render())
    assert "data-flip-id" not in next(t for t in tags if t["data-card"] == "6D")
    theirs = [t["data-flip-id"] for t in tags if t.get("data-flip-id", "").startswith("gr-cpu-")]
    assert theirs == [f"gr-cpu-{i}" for i in range(9)]


def test_the_wall_shows_your_hand_by_identity() -> None:
    match = walled_match()
    ctx, table = table_with(match)
    tags = card_tags(table.render())
    assert sorted(t["data-flip-id"] for t in tags) == sorted(f"gr-you-{c}" for c in match.state.hands[0])


# --------------------------------------------------------------------------- sharing, sounds


def test_a_shared_link_keeps_the_target_and_the_result_line_counts_the_hands() -> None:
    ctx, table = stacked_table(GIN_HAND, ["TD"], query={"cpu": "easy"}, options={"target": 10})
    press(table, "share")
    link = parse_qs(urlparse(str(ctx.clipboard)).query)
    options = {word: [text] for word, text in GAME.options_type.to_query(table.match.options).items()}
    assert link == {"seed": [str(SEED)], **options, "cpu": ["easy"]} and link["target"] == ["10"]
    again = GinRummyTable.open(FakeContext(query={k: v[0] for k, v in link.items()}))
    assert again.match.options == GAME.normalize_options({"target": 10}) and again.match.seed == SEED
    to_my_draw(ctx, table)
    press(table, "stock")
    press(table, "card-KC")
    press(table, "gin")  # game over in one hand
    final = table.match.game.result(table.match.state).scores
    assert table.share_text() == f"Tefuda · Gin Rummy · deal {SEED} · won {final[0]}–0 in 1 hand"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_result_line_of_a_whole_game_says_both_totals_and_the_hands(lang: str) -> None:
    ctx = FakeContext(lang=lang, query={"seed": "3", "cpu": "easy"})
    table = GinRummyTable.open(ctx)
    while not table.match.is_over:  # the hint plays for you
        ctx.run_timers()
        if table.match.is_over:
            break
        view = table.view()
        table.act("next" if "next" in view["legal"] else str(hint(view)["action"]))
    result = table.match.game.result(table.match.state)
    hands = len(table.view()["hand_records"])
    assert hands > 1
    mine, theirs = result.scores
    if lang == "en":
        words = {"won": "won", "lost": "lost"}[result.outcome(0)]
        assert table.share_text() == f"Tefuda · Gin Rummy · deal 3 · {words} {mine}–{theirs} in {hands} hands"
    else:
        words = {"won": "勝ち", "lost": "負け"}[result.outcome(0)]
        assert table.share_text() == f"手札 · ジンラミー · 配り 3 · {words} {mine}–{theirs}（{hands}ハンド）"


def test_todays_gin_is_a_game_to_100_whatever_the_link_said() -> None:
    ctx, table = table_with(query={"target": "10"})
    assert table.match.options == GAME.normalize_options({"target": 10})
    table.handle("today", {})
    assert table.match.options == GAME.normalize_options({"target": 100}) and table.daily_date() == ctx.date


def test_a_knock_turns_up_gin_too_a_hand_sounds_as_it_went_and_a_wall_ties() -> None:
    ctx, table = stacked_table(KNOCK_HAND, ["4C"], query={"cpu": "easy"})
    ctx.settings = dataclasses.replace(ctx.settings, sound=True)
    to_my_draw(ctx, table)
    press(table, "stock")
    press(table, "card-4C")
    press(table, "knock")
    assert ctx.sounds[-1] == ["flip", "play", "win"]  # knock, the CPU's layoffs, your hand
    ctx, table = table_with(
        new_match("gin-rummy", {}, SEED, deck=stacked(CPU_HAND, GIN_HAND, UPCARD, ["QC", "TD"])),
        query={"cpu": "easy"},
    )
    ctx.settings = dataclasses.replace(ctx.settings, sound=True)
    press(table, "pass")
    ctx.run_timers()
    press(table, "stock")
    press(table, "card-QC")
    press(table, "discard")
    ctx.run_timers()
    assert ctx.sounds[-1] == ["flip", "lose"]  # the CPU's gin: your hand lost
    assert table.event_sound({"kind": "wall", "seat": None, "cards": [], "own": False, "params": {}, "n": 9}) == "tie"
    assert table.event_sound({"kind": "undercut", "seat": 0, "cards": [], "own": False, "params": {}, "n": 9}) == "win"
    assert table.event_sound({"kind": "pass", "seat": 1, "cards": [], "own": False, "params": {}, "n": 9}) is None
