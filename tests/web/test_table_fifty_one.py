"""The 51 table driven as the page drives it (clicks, keys, form changes) with a fake browser.

Seeds: with 4 seats, seeds 3 and 7 make seat 3 the first dealer, so you (seat 0) move first.
Stacked deals are put in place as a save, the way a reload finds them.
"""

from __future__ import annotations

import json
import re
from urllib.parse import parse_qs, urlencode, urlparse

import pytest

from tefuda.cards import format_card
from tefuda.core import Result
from tefuda.games.fifty_one import FiftyOneOptions
from tefuda.match import new_match
from tefuda.saves import dumps
from tests.web.fake_context import FakeContext
from web.stats import load_stats
from web.tables import TABLES, table_class
from web.tables.fifty_one import FiftyOneTable

SAVE = "tefuda:save:fifty-one"
PREFS = "tefuda:prefs:fifty-one"


def row_cards(html: str, row: str) -> list[str]:
    """Return the data-card values of the clickable cards of one row (hand or field)."""
    return re.findall(rf'<button class="card[^"]*" data-card="(\w\w)"[^>]*data-row="{row}"', html)


def acts(html: str) -> set[str]:
    return set(re.findall(r'data-act="([\w-]+)"', html))


def playable(html: str) -> set[str]:
    """Return the action texts the controls of the page play."""
    return set(re.findall(r'data-act="action" data-action="([^"]+)"', html))


def greyed(html: str) -> dict[str, str]:
    """Return action text → the reason shown, for the greyed controls that say why."""
    return dict(re.findall(r'data-act="why" data-action="([^"]+)" aria-disabled="true" title="([^"]+)"', html))


def stacked(ctx: FakeContext, deck: list[str], seed: int = 3, **options: object) -> FiftyOneTable:
    """Return a table that finds ``deck`` dealt (as a saved game) when it opens."""
    match = new_match("fifty-one", {"seats": 4, **options}, seed, deck)
    ctx.backend.data[SAVE] = dumps(match)
    return FiftyOneTable.open(ctx)


# seat 0 holds four low hearts; the field's 6♥ makes one suit worth 20
CALL_DECK = [
    "2H", "3H", "4H", "5H", "9C",  # you
    "2S", "3D", "4C", "5S", "7D",  # CPU 1
    "8C", "9D", "TS", "JC", "QD",  # CPU 2
    "KS", "AD", "2C", "3S", "4D",  # CPU 3
    "6H", "KC", "QS", "8S", "7C",  # the field
]


def test_the_table_is_registered_and_opens_on_your_first_turn() -> None:
    assert TABLES["fifty-one"] == "web.tables.fifty_one"
    assert table_class("fifty-one") is FiftyOneTable
    ctx = FakeContext(query={"seed": "3"})
    table = FiftyOneTable.open(ctx)
    assert ctx.timers == []  # you move first: no CPU is scheduled
    view = table.view()
    assert view["turn"] == 0 and view["first_turn"] and view["seats"] == 4
    html = table.render()
    assert row_cards(html, "hand") == view["hand"]
    assert row_cards(html, "field") == view["field"]
    assert html.count('data-card="back"') == 3 * 5 + 1  # three CPU hands and the stock
    assert 'data-stock="28"' in html and 'data-discard="0"' in html
    assert "Your turn." in html and "First turn: swap one card." in html


def test_setup_choices_are_remembered_and_used_by_the_next_game() -> None:
    ctx = FakeContext(query={"seed": "3"})
    table = FiftyOneTable.open(ctx)
    table.change("seats", "3")
    table.change("rounds", "5")
    table.change("preset", "custom")
    assert 'data-setting="first_turn"' in table.render()  # the switches appear for custom
    table.change("first_turn", "any-but-pass")
    table.change("after_end", "one-more-turn")
    table.change("bonus", "true")
    table.change("seats", "9")  # not a choice: ignored
    assert json.loads(ctx.backend.data[PREFS])["options"] == {
        "seats": 3, "preset": "custom", "rounds": 5,
        "first_turn": "any-but-pass", "after_end": "one-more-turn", "caller_tie": "fails", "bonus": True,
    }
    assert table.match.options["seats"] == 4  # the game in progress is not changed
    table.handle("new", {})  # nothing played yet: no confirmation needed
    assert table.match.options == FiftyOneOptions.normalize({
        "seats": 3, "preset": "custom", "rounds": 5,
        "first_turn": "any-but-pass", "after_end": "one-more-turn", "caller_tie": "fails", "bonus": True,
    })
    # a fixed preset drops the switches; the custom ones are remembered for later
    table.change("preset", "stadium")
    assert 'data-setting="first_turn"' not in table.render()
    ctx2 = FakeContext()
    ctx2.backend.data[PREFS] = ctx.backend.data[PREFS]
    again = FiftyOneTable.open(ctx2)
    assert again.match.options["preset"] == "stadium" and again.match.options["bonus"] is True
    assert again.match.options["seats"] == 3 and again.match.options["rounds"] == 5
    again.change("preset", "custom")
    assert again.setup()["after_end"] == "one-more-turn"


def test_with_nothing_chosen_a_new_game_keeps_the_setup_of_the_game_on_the_table() -> None:
    ctx = FakeContext()
    table = stacked(ctx, CALL_DECK, preset="custom", caller_tie="joker-rule", rounds=7)
    html = table.render()
    assert re.search(r'data-setting="caller_tie"[^>]*>.*?<option value="joker-rule" selected>', html)
    table.handle("new", {})
    assert table.match.options["caller_tie"] == "joker-rule" and table.match.options["rounds"] == 7
    assert table.match.options["preset"] == "custom" and table.match.deck is None


def test_url_query_sets_the_options_of_an_embed() -> None:
    ctx = FakeContext(query={"seed": "4", "preset": "stadium", "cpus": "2", "rounds": "3"})
    table = FiftyOneTable.open(ctx)
    assert table.match.options == FiftyOneOptions.normalize({"seats": 3, "preset": "stadium", "rounds": 3})
    assert table.match.options["bonus"] is True and table.match.options["after_end"] == "reveal"
    # once the person changes the setup on the page, their choice counts
    table.change("seats", "6")
    table.handle("new", {})
    assert table.match.options["seats"] == 6 and table.match.options["rounds"] == 3
    assert table.match.options["preset"] == "stadium"
    bad = FiftyOneTable.open(FakeContext(query={"seed": "4", "preset": "nope", "cpus": "9", "rounds": "2"}))
    assert bad.match.options["seats"] == 4 and bad.match.options["preset"] == "standard"
    custom = FiftyOneTable.open(FakeContext(query={"seed": "4", "caller_tie": "joker-rule", "cpus": "6"}))
    assert custom.match.options["preset"] == "custom" and custom.match.options["caller_tie"] == "joker-rule"
    assert custom.match.options["seats"] == 7


def test_a_link_with_other_options_replaces_a_saved_game_only_before_you_moved() -> None:
    ctx = FakeContext(query={"seed": "3"})
    table = FiftyOneTable.open(ctx)  # a standard game, nothing played yet
    ctx.queries = {"preset": "stadium"}  # then the rules page's link to the bonus preset
    linked = FiftyOneTable.open(ctx)
    assert linked.match.options["preset"] == "stadium" and linked.match.log == ()
    assert json.loads(ctx.backend.data[SAVE])["options"]["preset"] == "stadium"
    table = linked
    table.pick("hand", 0)
    table.pick("field", 0)
    moved = table.match
    ctx.queries = {"preset": "one-more-turn"}
    again = FiftyOneTable.open(ctx)
    assert again.match == moved  # a game you are playing is never thrown away
    assert again.setup()["preset"] == "one-more-turn"  # the link's preset waits for the next game


def test_swap_by_hand_card_then_field_card() -> None:
    ctx = FakeContext(query={"seed": "3"})
    table = FiftyOneTable.open(ctx)
    view = table.view()
    give, take = view["hand"][1], view["field"][3]
    assert not {a for a in playable(table.render()) if a.startswith("swap ") and a != "swap all"}
    table.handle("pick", {"act": "pick", "row": "hand", "index": "1", "card": give})
    html = table.render()
    assert table.match.log == () and table.sel.hand == give
    assert re.search(rf'class="card selected[^"]*" data-card="{give}"', html)
    assert "Now choose the field card to take for" in html
    # each field card now carries its swap; the hand cards still choose
    assert {a for a in playable(html) if a != "swap all"} == {f"swap {give} {f}" for f in view["field"]}
    table.handle("action", {"action": f"swap {give} {take}"})
    assert table.match.log == ((0, f"swap {give} {take}"),)
    after = table.view(0)
    assert after["hand"][1] == take and after["field"][3] == give
    assert after["players"][0]["taken"] == [take]


def test_swap_by_field_card_then_hand_card_and_tapping_again_unselects() -> None:
    ctx = FakeContext(query={"seed": "3"})
    table = FiftyOneTable.open(ctx)
    view = table.view()
    take, give = view["field"][0], view["hand"][4]
    table.handle("pick", {"row": "field", "card": take})
    table.handle("pick", {"row": "field", "card": take})  # a second tap lets it go
    assert table.sel.field is None and table.match.log == ()
    table.handle("pick", {"row": "field", "card": take})
    assert "Now choose the hand card to give for" in table.render()
    table.handle("pick", {"row": "hand", "card": give})
    assert table.match.log == ((0, f"swap {give} {take}"),)


def test_turn_buttons_play_what_is_legal_and_say_why_for_the_rest() -> None:
    ctx = FakeContext(query={"seed": "3"})
    table = FiftyOneTable.open(ctx)
    html = table.render()
    assert not {"swap all", "flush", "pass"} & playable(html)  # standard first turn: swap one only
    assert greyed(html) == {
        "swap all": "On your first turn you can only swap one card.",
        "flush": "On your first turn you can only swap one card.",
        "pass": "You cannot pass on your first turn.",
    }
    before, saved = table.match, ctx.backend.data[SAVE]
    table.handle("why", {"action": "pass"})  # pressing a greyed button says why, plays nothing
    assert "You cannot pass on your first turn." in table.render()
    assert ctx.announced[-1] == "You cannot pass on your first turn."
    assert table.match == before and ctx.backend.data[SAVE] == saved
    view = table.view()
    table.handle("pick", {"row": "hand", "card": view["hand"][0]})
    table.handle("pick", {"row": "field", "card": view["field"][0]})
    if table.view()["phase"] == "call":
        table.handle("action", {"action": "nocall"})
    ctx.run_timers()  # the CPUs play round to you again
    view = table.view()
    assert view["phase"] == "turn" and view["turn"] == 0 and not view["first_turn"]
    assert {"swap all", "flush", "pass"} <= playable(table.render())
    table.handle("action", {"action": "flush"})
    html = table.render()
    assert table.view()["must_swap"] and "swap all" in playable(html)
    assert greyed(html) == {
        "flush": "After a flush, swap one card or swap all.",
        "pass": "After a flush, swap one card or swap all.",
    }
    assert "Now swap one card or swap all." in html
    # under "anything but pass" the first turn offers swap all and flush, still no pass
    other = FiftyOneTable.open(FakeContext(query={"seed": "3", "preset": "custom", "first_turn": "any-but-pass"}))
    html = other.render()
    assert {"swap all", "flush"} <= playable(html) and list(greyed(html)) == ["pass"]


def test_a_refused_action_says_why_and_changes_nothing() -> None:
    ctx = FakeContext(query={"seed": "3"})
    table = FiftyOneTable.open(ctx)
    before, saved = table.match, ctx.backend.data[SAVE]
    assert table.key("p") is True
    html = table.render()
    assert 'role="alert"' in html and "You cannot pass on your first turn." in html
    assert table.match == before and ctx.backend.data[SAVE] == saved
    assert table.key("A")
    assert "On your first turn you can only swap one card." in table.render()
    assert table.key("c")
    assert "There is nothing to call right now." in table.render()
    assert table.match == before
    assert ctx.announced[-1] == "There is nothing to call right now."
    # a good move clears the message
    view = table.view()
    table.handle("pick", {"row": "hand", "card": view["hand"][0]})
    assert "data-refusal" not in table.render()


def test_the_call_question_by_keyboard_c_wins_the_round() -> None:
    ctx = FakeContext()
    table = stacked(ctx, CALL_DECK)
    assert table.view()["turn"] == 0
    table.pick("hand", 4)  # 9♣
    table.pick("field", 0)  # 6♥
    view = table.view()
    assert view["phase"] == "call" and view["call_question"] == {"score": 20}
    html = table.render()
    assert "data-call-question" in html and "Your hand is one suit: 20 points. Call?" in html
    assert {"call", "nocall"} <= playable(html) and 'data-hand-score="20"' in html
    assert "Your hand is one suit: 20 points. Call?" in ctx.announced[-1]
    assert row_cards(html, "hand") == []  # no swapping while the question is open
    assert table.key("C")
    view = table.view()
    assert view["phase"] == "game-over"
    reveal = view["reveal"]
    assert reveal["outcome"] == "call" and reveal["ranks"][0] == 1 and reveal["total"][0] == 20
    html = table.render()
    assert "Your call won." in html and 'data-final-result="won"' in html
    assert ctx.announced[-1].endswith(
        "You called! Round 1: every hand is shown. You called and won the round. "
        "You scored 20 points this round."
    )
    stats = load_stats(ctx.store, "fifty-one")
    assert stats["played"] == 1 and stats["won"] == 1 and stats["best"] == 20


def test_the_call_question_by_keyboard_n_passes_the_turn_on() -> None:
    ctx = FakeContext()
    table = stacked(ctx, CALL_DECK)
    table.pick("field", 0)
    table.pick("hand", 4)
    assert table.view()["phase"] == "call"
    assert table.key("n")
    view = table.view()
    assert view["phase"] == "turn" and view["turn"] == 1
    assert table.match.log[-1] == (0, "nocall") and len(ctx.timers) == 1


def test_keyboard_cursor_moves_and_confirms() -> None:
    ctx = FakeContext(query={"seed": "7"})
    table = FiftyOneTable.open(ctx)
    view = table.view()
    assert view["turn"] == 0

    def cursor() -> str:
        html = table.render()
        assert html.count('data-focus-id="fo-cursor"') == 1
        return re.search(r'data-card="(\w\w)"[^>]*data-focus-id="fo-cursor"', html).group(1)

    assert cursor() == view["hand"][0]
    assert table.key("ArrowRight") and table.key("ArrowRight") and cursor() == view["hand"][2]
    assert table.key("ArrowLeft") and cursor() == view["hand"][1]
    assert table.key("ArrowLeft") and table.key("ArrowLeft") and cursor() == view["hand"][4]  # wraps
    assert table.key(" ") and table.sel.hand == view["hand"][4]
    assert table.key("ArrowUp") and cursor() == view["field"][4]
    assert table.key("ArrowLeft") and cursor() == view["field"][3]
    assert table.key("Enter")
    assert table.match.log == ((0, f"swap {view['hand'][4]} {view['field'][3]}"),)
    assert table.key("x") is False


def play_round_by_keys(ctx: FakeContext, table: FiftyOneTable) -> int:
    """Play until the round is revealed with keys only (swap the cursor cards, never call)."""
    keys = 0
    while table.view()["phase"] in ("turn", "call"):
        view = table.view()
        assert view["turn"] == 0, "the CPUs should have played on"
        if view["phase"] == "call":
            table.key("n")
        elif not view["first_turn"] and keys % 3 == 2:
            table.key("p")
        else:
            table.key("ArrowDown")
            table.key("Enter")
            table.key("ArrowUp")
            table.key("ArrowRight")
            table.key("Enter")
        keys += 1
        ctx.run_timers()
        assert keys < 200
    return keys


def test_a_three_round_game_by_keyboard_reaches_the_final_table() -> None:
    ctx = FakeContext(query={"seed": "11", "rounds": "3", "cpus": "2"})
    table = FiftyOneTable.open(ctx)
    ctx.run_timers()
    for number in (1, 2, 3):
        play_round_by_keys(ctx, table)
        view = table.view()
        assert view["reveal"]["round"] == number
        html = table.render()
        assert "data-round-table" in html
        assert html.count("<tr><th scope=\"row\">Round ") == number
        if number < 3:
            assert view["phase"] == "hand-over" and "next" in playable(html)
            assert table.key("Enter")
            ctx.run_timers()
    view = table.view()
    assert view["phase"] == "game-over"
    html = table.render()
    totals = [int(x) for x in re.findall(r'data-grand-total="\d">(-?\d+)<', html)]
    assert totals == view["totals"] and len(totals) == 3
    assert sum(r["total"][0] for r in view["round_table"]) == view["totals"][0]
    assert "data-final-result" in html and 'data-focus-id="fo-new"' in html
    stats = load_stats(ctx.store, "fifty-one")
    assert stats["played"] == 1 and stats["best"] == view["totals"][0]
    table.handle("new", {})  # the game is over: no confirmation
    assert table.match.log == () and table.match.options["rounds"] == 3 and table.match.seed != 11


def test_the_reveal_panel_shows_every_hand_rank_outcome_and_bonus() -> None:
    ctx = FakeContext()
    table = stacked(ctx, CALL_DECK, preset="stadium", rounds=3)
    table.pick("hand", 4)
    table.pick("field", 0)
    table.key("c")
    view = table.view()
    assert view["phase"] == "hand-over"
    html = table.render()
    panel = html[html.index("data-result"):]
    for seat, hand in enumerate(view["reveal"]["hands"]):
        row = re.search(rf'data-seat-result="{seat}".*?</li>', panel).group(0)
        assert re.findall(r'data-card="(\w\w)"', row) == hand
    assert re.search(r'data-seat-result="0" data-rank="1" data-points="25"', panel)  # 20 + 5 winner bonus
    assert "Bonus +5" in panel and "called" in panel and "Your call won." in panel
    assert "not one suit" in panel  # CPU 1's mixed hand
    assert "Next round" in panel and "data-round-table" in panel
    seats = html[: html.index('class="fo-centre"')]
    assert 'data-card="back"' not in seats  # every hand is face up now
    assert table.key(" ")
    assert table.view()["round"] == 2


def test_a_failed_call_scores_nothing_and_says_so() -> None:
    deck = list(CALL_DECK)
    deck[5:10] = ["2S", "3S", "4S", "5S", "7S"]  # CPU 1 holds 21 in spades
    deck[18] = "6C"
    ctx = FakeContext()
    table = stacked(ctx, deck)
    table.pick("hand", 4)
    table.pick("field", 0)
    table.key("c")
    reveal = table.view()["reveal"]
    assert reveal["outcome"] == "call-failed" and reveal["total"][0] == 0
    html = table.render()
    assert "Your call failed: 0 points." in html and "failed" in html
    assert 'data-final-result="lost"' in html


def test_cpu_moves_show_and_are_announced() -> None:
    ctx = FakeContext(query={"seed": "3"})
    table = FiftyOneTable.open(ctx)
    view = table.view()
    table.pick("hand", 0)
    table.pick("field", 0)
    if table.view()["phase"] == "call":
        table.key("n")
    assert len(ctx.timers) == 1  # one CPU move at a time
    ctx.timers.pop(0)()
    view = table.view()
    html = table.render()
    last = view["last_action"]
    assert last["seat"] == 1
    assert re.search(r'class="fo-seat just-acted[^"]*" data-seat="1"', html)
    assert re.search(r'<li data-event="[\w-]+" data-seat="1">CPU 1 ', html)  # the events line
    assert re.fullmatch(r"CPU 1 (swapped .+ from the field|swapped all five: .+|passed|flushed .+)\.",
                        ctx.announced[-1]), ctx.announced[-1]
    ctx.run_timers()
    view = table.view()
    assert view["phase"] == "turn" and view["turn"] == 0
    # everything since your move is said once it is your turn again
    said = ctx.announced[-1]
    assert said.endswith("Your turn.")
    assert all(f"CPU {s} " in said for s in (1, 2, 3))


def test_a_reload_restores_the_same_table() -> None:
    ctx = FakeContext(query={"seed": "7"})
    table = FiftyOneTable.open(ctx)
    table.pick("hand", 2)
    table.pick("field", 1)
    if table.view()["phase"] == "call":
        table.key("n")
    ctx.timers.pop(0)()  # one CPU move, the others still to come
    again = FiftyOneTable.open(ctx)
    assert again.match == table.match
    assert again.render() == table.render()
    assert len(ctx.timers) >= 1  # the reloaded table goes on with the CPU turns


@pytest.mark.parametrize("cpus", [1, 6])
def test_two_and_seven_seats_render(cpus: int) -> None:
    ctx = FakeContext(query={"seed": "2", "cpus": str(cpus)})
    table = FiftyOneTable.open(ctx)
    ctx.run_timers()
    assert table.view()["turn"] == 0
    html = table.render()
    seats = re.findall(r'class="fo-seat[^"]*" data-seat="(\d)"', html)
    assert sorted(int(s) for s in seats) == list(range(cpus + 1))
    view = table.view()
    assert view["seats"] == cpus + 1
    hidden = sum(p["hand_count"] - len(p["taken"]) for p in view["players"][1:])
    shown = sum(len(p["taken"]) for p in view["players"][1:])
    assert html.count('data-card="back"') == hidden + (1 if view["stock_count"] else 0)
    assert len(re.findall(r'class="card small taken', html)) == shown
    assert 'data-dealer' in html


def test_japanese_table_text() -> None:
    ctx = FakeContext(query={"seed": "3"}, lang="ja")
    table = FiftyOneTable.open(ctx)
    html = table.render()
    assert "あなたの番です。最初の番：1枚交換をしてください。手札1枚と場札1枚を選ぶと交換します。" in html
    assert "場札" in html and "1回目（全1回）" in html


def test_the_hint_chooses_both_cards_of_a_swap_and_one_more_key_makes_it() -> None:
    ctx = FakeContext(query={"seed": "3"})
    table = FiftyOneTable.open(ctx)
    html = table.render()
    assert 'data-act="hint"' in html and 'aria-keyshortcuts="h"' in html
    assert table.highlight_cards() == sorted(table.view()["field"])  # the field just dealt
    assert table.key("h")
    assert table.highlight_cards() == []  # while the hint shows, only its cards are marked
    advice = table.hinted_action()
    assert advice is not None and advice.startswith("swap ") and advice != "swap all"
    _, give, take = advice.split(" ")
    html = table.render()
    text = re.search(r'<p class="hint" data-hint role="status">([^<]+)</p>', html).group(1)
    assert f"swap {format_card(give)} for {format_card(take)}" in text.replace("Swap", "swap")
    assert ctx.announced[-1] == text
    # told on the felt, between the field and your hand
    assert html.index('class="fo-field"') < html.index("data-hint") < html.index('class="fo-hand"')
    # both cards are chosen, and both carry the advised swap (the page marks them)
    assert table.sel.hand == give and table.sel.field == take
    for card in (give, take):
        assert re.search(
            rf'class="card selected[^"]*" data-card="{card}"[^>]*data-act="action" data-action="{advice}"', html
        )
    assert table.match.log == ()
    # the cursor is on the hand card: Enter makes the swap
    assert re.search(rf'data-card="{give}"[^>]*data-focus-id="fo-cursor"', html)
    assert table.key("Enter")
    assert table.match.log[0] == (0, advice)
    assert table.hint is None and "data-hint" not in table.render()
    assert table.highlight_cards() == sorted(advice.split(" ")[1:])  # your swap's two cards


def test_the_hint_on_the_call_question_marks_its_answer() -> None:
    ctx = FakeContext()
    table = stacked(ctx, CALL_DECK)
    table.pick("hand", 4)
    table.pick("field", 0)
    assert table.view()["phase"] == "call"
    table.handle("hint", {})
    assert table.hinted_action() in ("call", "nocall")
    html = table.render()
    assert f'data-action="{table.hinted_action()}"' in html and "data-hint" in html
    assert table.sel.hand is None  # nothing to choose for an answer
    # the same table gives the same advice, in Japanese too
    ja = FakeContext(lang="ja")
    again = stacked(ja, CALL_DECK)
    again.pick("hand", 4)
    again.pick("field", 0)
    again.handle("hint", {})
    assert again.hinted_action() == table.hinted_action()
    hint = re.search(r'<p class="hint" data-hint role="status">([^<]+)</p>', again.render()).group(1)
    assert "コール" in hint and "点" in hint


def flip_ids(html: str) -> dict[str, str]:
    """Return data-card → data-flip-id for the cards that carry one (backs listed by id)."""
    out = {}
    for card, flip in re.findall(r'data-card="(\w+)"[^>]*data-flip-id="([\w-]+)"', html):
        out[flip if card == "back" else card] = flip
    return out


def test_the_markup_tells_the_motion_layer_what_each_card_is() -> None:
    ctx = FakeContext()
    table = stacked(ctx, CALL_DECK)  # 4 seats, you move first
    html = table.render()
    # everything is dealt from the stock; CPU 1's five backs have their places
    assert re.search(r'class="fo-pile fo-stock"[^>]*data-place="stock"', html)
    dealt = re.findall(r'data-card="\w+"[^>]*data-enter-from="stock"', html)
    assert len(dealt) == 5 + 5 + 3 * 5  # your hand, the field, the CPUs' cards
    assert {f"fo-1-{k}" for k in range(5)} <= set(flip_ids(html))
    table.pick("hand", 4)  # 9♣
    table.pick("field", 1)  # K♣: not one suit, no question
    assert table.view()["turn"] == 1
    ctx.timers.pop(0)()
    last = table.view()["last_action"]
    assert last["seat"] == 1 and last["kind"] == "swap"
    gave, took = last["gave"][0], last["took"][0]
    html = table.render()
    ids = flip_ids(html)
    # the card CPU 1 gave from its hidden four is the back that is gone; the card it took is
    # face up at its seat (by face, and by its own identity for the reveal)
    assert ids[gave] == "fo-1-4" and "fo-1-4" not in {v for k, v in ids.items() if k != gave}
    assert ids[took] == f"fo-1-{took}"
    assert {f"fo-1-{k}" for k in range(4)} <= set(ids)
    # after the next move it is an ordinary card: by face in the field, or taken by CPU 2
    ctx.timers.pop(0)()
    view = table.view()
    assert view["last_action"]["seat"] == 2
    after = flip_ids(table.render()).get(gave)
    assert after == (None if gave in view["field"] else f"fo-2-{gave}")


def test_at_the_reveal_the_hidden_cards_take_the_places_of_the_backs() -> None:
    ctx = FakeContext()
    table = stacked(ctx, CALL_DECK)
    before = flip_ids(table.render())
    table.pick("hand", 4)
    table.pick("field", 0)  # 6♥: one suit, 20
    table.key("c")  # call: every hand is shown
    html = table.render()
    felt = html[: html.index('class="panel fo-result"')]
    ids = flip_ids(felt)
    for seat in (1, 2, 3):
        hand = CALL_DECK[5 * seat : 5 * seat + 5]
        assert [ids[c] for c in hand] == [f"fo-{seat}-{k}" for k in range(5)]
        assert all(f"fo-{seat}-{k}" in before.values() for k in range(5))


# --------------------------------------------------------------------------- sharing and sounds

CUSTOM = {"seats": 3, "preset": "custom", "rounds": 3,
          "first_turn": "any-but-pass", "after_end": "one-more-turn", "caller_tie": "joker-rule", "bonus": True}


def opened_from(link: str, ctx: FakeContext | None = None) -> FiftyOneTable:
    """Return the table a browser opens for ``link`` (its query; ``ctx``: what it already keeps)."""
    ctx = ctx or FakeContext()
    ctx.queries = {k: v[0] for k, v in parse_qs(urlparse(link).query).items()}
    return FiftyOneTable.open(ctx)


@pytest.mark.parametrize("options", [CUSTOM, {"seats": 7, "preset": "stadium", "rounds": 5}])
def test_a_shared_link_replays_the_deal_with_every_option_and_the_level(options: dict[str, object]) -> None:
    ctx = FakeContext()
    ctx.backend.data[SAVE] = dumps(new_match("fifty-one", options, 42))
    table = FiftyOneTable.open(ctx)
    table.change("level", "hard")
    table.handle("share", {})
    query = parse_qs(urlparse(str(ctx.clipboard)).query)
    expected = {"seed": "42", "cpu": "hard", "preset": str(options["preset"]),
                "cpus": str(int(str(options["seats"])) - 1), "rounds": str(options["rounds"])}
    if options["preset"] == "custom":
        expected.update(first_turn="any-but-pass", after_end="one-more-turn", caller_tie="joker-rule", bonus="true")
    assert {k: v[0] for k, v in query.items()} == expected
    # a friend who keeps another setup and a game of their own gets this deal, these rules
    friend = FakeContext()
    friend.backend.data[PREFS] = json.dumps({"level": "easy", "options": {"seats": 5, "preset": "one-more-turn"}})
    friend.backend.data[SAVE] = dumps(new_match("fifty-one", {"seats": 2}, 7))
    again = opened_from(str(ctx.clipboard), friend)
    assert again.match.seed == 42 and again.match.options == table.match.options
    assert again.view()["hand"] == table.view()["hand"] and again.view()["field"] == table.view()["field"]
    assert again.cpu_level() == "hard"


def test_a_link_to_the_deal_you_have_saved_with_other_rules_deals_it_again_with_them() -> None:
    ctx = FakeContext(query={"seed": "42"})
    FiftyOneTable.open(ctx)  # a standard game of seed 42, nothing played yet
    link = "https://tefuda.example/?" + urlencode({"seed": "42", **FiftyOneOptions.to_query(CUSTOM)})
    again = opened_from(link, ctx)
    assert again.match.seed == 42 and again.match.options == CUSTOM


def test_the_result_line_says_your_place_points_and_rounds() -> None:
    table = FiftyOneTable.open(FakeContext())
    rounds = {"rounds": [{}] * 5}
    assert table.result_words(Result((48, 30, 12, 0), (1, 2, 3, 4), details=rounds)) == "won with 48 points in 5 rounds"
    assert table.result_words(Result((30, 48, 12, 48), (3, 1, 4, 1), details=rounds)) == (
        "placed #3 of 4 with 30 points in 5 rounds"
    )
    assert table.result_words(Result((20, 20), (1, 1), details={"rounds": [{}]})) == (
        "shared first place with 20 points in 1 round"
    )
    ja = FiftyOneTable.open(FakeContext(lang="ja"))
    assert ja.result_words(Result((30, 48, 12), (2, 1, 3), details=rounds)) == "3人中2位、30点（全5回）"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_game_played_to_its_end_gives_the_line_to_share(lang: str) -> None:
    ctx = FakeContext(query={"seed": "11", "rounds": "3", "cpus": "2"}, lang=lang)
    table = FiftyOneTable.open(ctx)
    ctx.run_timers()
    for _ in range(3):
        play_round_by_keys(ctx, table)
        if not table.match.is_over:
            table.key("Enter")
            ctx.run_timers()
    result = table.match.game.result(table.match.state)
    points, rank = result.scores[0], result.ranks[0]
    line = table.share_text()
    if lang == "en":
        words = {"won": f"won with {points} points", "drawn": f"shared first place with {points} points",
                 "lost": f"placed #{rank} of 3 with {points} points"}[result.outcome(0)]
        assert line == f"Tefuda · 51 (Fifty-One) · deal 11 · {words} in 3 rounds"
    else:
        assert line.startswith("手札 · ") and line.endswith(f"{points}点（全3回）")
    assert 'data-share-text' in table.render()


def test_the_deal_the_exchanges_a_call_and_the_reveal_make_sounds() -> None:
    ctx = FakeContext()
    ctx.settings = ctx.settings.with_value("sound", "true")
    table = stacked(ctx, CALL_DECK)
    table.pick("hand", 4)
    table.pick("field", 0)  # 6♥: your swap, then the call question
    assert ctx.sounds == [["play"]]
    table.key("c")  # the call chimes, every hand turns over, and you won the game
    assert ctx.sounds[-1] == ["trick", "flip", "win"]
    table.handle("new", {})
    assert ctx.sounds[-1] == ["deal"]
    # the CPUs' moves sound too (a pass is silent)
    while table.view()["turn"] != 0 or table.view()["phase"] != "turn":
        if not ctx.timers:
            table.key("n") if table.view()["phase"] == "call" else table.key("Enter")
        ctx.run_timers(1)
    heard = len(ctx.sounds)
    table.pick("hand", 0)
    table.pick("field", 0)
    if table.view()["phase"] == "call":
        table.key("n")
    ctx.timers.pop(0)()
    kind = table.view()["events"][-1]["kind"]
    assert ctx.sounds[heard + 1:] == ([] if kind == "pass" else [["play"]])
    event = {"n": 1, "kind": "stop", "seat": 2, "cards": [], "own": False, "params": {}}
    assert [table.event_sound({**event, "kind": k}) for k in ("stop", "reshuffle", "end_stop_failed", "no_call")] == [  # type: ignore[typeddict-item]
        "trick", "deal", "flip", None]
