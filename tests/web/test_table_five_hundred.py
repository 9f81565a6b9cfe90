"""The 500 table driven as the page drives it, with a fake browser context.

Positions are set up by writing a save first: a stacked first deal and a log of actions for
every seat (the CPUs' moves included), exactly as the page restores a game after a reload.
Whole games are played by :func:`drive` with a fixed policy for you: bid no trumps holding the
joker, lay the lowest cards away, lead the joker whenever it may name a suit, otherwise play as
the easy CPU would.  :func:`played_seed` finds a seed whose game shows every part of the table.
"""

from __future__ import annotations

import functools
import json
import random
import re
from collections.abc import Sequence
from html import unescape
from typing import Any

from tefuda.cards import JOKER, format_card
from tefuda.cpu.five_hundred import choose, hint
from tefuda.cpu.five_hundred.meaning import meaning, sentence
from tefuda.games.five_hundred import BIDS, GAME, FiveHundredView, bid_rank
from tefuda.match import Match, new_match, play
from tefuda.saves import dumps
from tests.engine.test_five_hundred_play import (
    MISERE_PLAY,
    SEVEN_HEARTS_PLAY,
    act,
    lose_six_hearts,
    misere,
    seed_dealt_by,
    seven_hearts,
    stack,
)
from tests.web.controls import press
from tests.web.fake_context import FakeContext
from web.pages import HomePage
from web.settings import Settings
from web.stats import load_stats
from web.tables import TABLES, table_class
from web.tables.five_hundred import FiveHundredTable
from web.tables.five_hundred_render import end_sentence, needs, winning_seat

SAVE = "tefuda:save:five-hundred"
PREFS = "tefuda:prefs:five-hundred"

# --------------------------------------------------------------------------- helpers


def scripted(hands: Sequence[Sequence[str]], texts: Sequence[str], *, kitty: Sequence[str] = (),
             dealer: int = 3, options: dict[str, Any] | None = None) -> Match:
    """Return a match dealt from ``hands`` (seat order) by ``dealer``, then ``texts`` played in
    turn by whoever is to act."""
    match = new_match("five-hundred", options or {}, seed_dealt_by(dealer), deck=stack(hands, kitty))
    for text in texts:
        (seat,) = GAME.to_act(match.state)
        match = play(match, seat, text)
    return match


def table_with(match: Match | None = None, query: dict[str, str] | None = None,
               prefs: dict[str, Any] | None = None, lang: str = "en") -> tuple[FakeContext, FiveHundredTable]:
    """Return a fake page and the table restored from ``match`` (as after a reload)."""
    ctx = FakeContext(query=query or {}, lang=lang)
    if match is not None:
        ctx.backend.data[SAVE] = dumps(match)
    if prefs is not None:
        ctx.backend.data[PREFS] = json.dumps(prefs)
    table = FiveHundredTable.open(ctx)
    return ctx, table


def buttons(html: str, act: str) -> list[str]:
    """Return the ``data-action`` (or ``data-try``) of every button with ``data-act=act``."""
    tags = [t for t in re.findall(r"<button\b[^>]*>", html) if f'data-act="{act}"' in t]
    return [m.group(1) for t in tags if (m := re.search(r'data-(?:action|try)="([^"]+)"', t))]


def policy(view: FiveHundredView) -> list[str]:
    """Your next move in :func:`drive` (see the module docstring); in the kitty phase the
    three discards."""
    legal, phase = view["legal"], view["phase"]
    if phase == "bid":
        nt = [a for a in legal if a.endswith("NT") and int(a.split()[1][:-2]) <= 7]
        return [nt[0] if JOKER in view["hand"] and nt else "pass"]
    if phase == "kitty":
        return [f"discard {c}" for c in [c for c in view["hand"] if c != JOKER][-3:]]
    if phase == "play":
        leads = [a for a in legal if a.startswith(f"play {JOKER} ")]
        return [leads[0] if leads else choose(view, "easy", random.Random(len(view["hand"])))]
    return ["next"]


def do(table: FiveHundredTable, texts: list[str]) -> None:
    """Play ``texts`` as a person does on the page, by pressing controls: the kitty's three
    cards are chosen and then laid away together; the joker asks its suit first."""
    for text in texts:
        verb, _, rest = text.partition(" ")
        if verb == "discard":
            press(table, f"hand-{rest}")
        elif text.startswith(f"play {JOKER} "):
            press(table, f"hand-{JOKER}")
            press(table, f"name-{text[-1]}")
        else:
            tags = [t for t in re.findall(r"<button\b[^>]*>", table.render()) if f'data-action="{text}"' in t]
            assert tags, f"no control plays {text!r}"
            table.handle("action", {"action": text})
    if texts[0].startswith("discard "):
        press(table, "discard")


def drive(seed: int, lang: str = "en") -> tuple[FakeContext, FiveHundredTable, list[str]]:
    """Play a whole game from ``seed`` against easy CPUs, you by :func:`policy` through the
    table's controls; return the page, the table and your moves."""
    ctx = FakeContext(query={"seed": str(seed), "cpu": "easy"}, lang=lang)
    table = FiveHundredTable.open(ctx)
    moves: list[str] = []
    for _ in range(2000):
        ctx.run_timers()
        if table.match.is_over:
            break
        texts = policy(table.view())
        do(table, texts)
        assert table.error is None, (texts, table.error)
        moves += texts
    return ctx, table, moves


@functools.cache
def played_seed(most_hands: int = 6) -> tuple[int, tuple[str, ...]]:
    """Return the first seed whose game (by :func:`drive`) has a bid of yours, a kitty of
    yours and a joker lead of yours, in at most ``most_hands`` hands; and your moves."""
    for seed in range(200):
        _, table, moves = drive(seed)
        if (len(table.view()["history"]) <= most_hands and any(m.startswith("bid ") for m in moves)
                and any(m.startswith("discard ") for m in moves)
                and any(m.startswith(f"play {JOKER} ") for m in moves)):
            return seed, tuple(moves)
    raise AssertionError("no seed below 200 shows every part of the table")


# Hearts: West holds the contract and leads A♦; you hold the left bower J♦ and 5♦.
RENEGE_HANDS = (
    ["JD", "5D", "5C", "6C", "7C", "8C", "9C", "TC", "QC", "KC"],
    ["AH", "KH", "QH", "JH", "TH", "9H", "8H", "AD", "KD", "QD"],
    ["TD", "9D", "8D", "5S", "6S", "7S", "8S", "9S", "TS", "JS"],
)
RENEGE_LOG = ["bid 7H", "pass", "pass", "pass", "discard QD", "discard KD", "discard 8H",
              "play AD", "play TD"]


def renege_table(lang: str = "en") -> tuple[FakeContext, FiveHundredTable]:
    """West (dealt by you, so West bids first) bids 7♥ and leads A♦; North and East follow."""
    match = scripted(RENEGE_HANDS, RENEGE_LOG, dealer=0)
    (seat,) = GAME.to_act(match.state)
    assert seat == 3
    match = play(match, 3, GAME.legal_actions(match.state, 3)[0])
    return table_with(match, lang=lang)


# You hold the joker and bid 6NT first (East deals: you bid first).
NT_HANDS = (
    ["JK", "AS", "KS", "AH", "KH", "AD", "KD", "AC", "KC", "QC"],
    ["QS", "JS", "TS", "9S", "8S", "7S", "6S", "5S", "4H", "5H"],
)


# --------------------------------------------------------------------------- the table


def test_the_table_is_registered_and_the_home_page_offers_it() -> None:
    assert TABLES["five-hundred"] == "web.tables.five_hundred"
    assert table_class("five-hundred") is FiveHundredTable
    home = HomePage(FakeContext()).render()
    card = home[home.index('data-game="five-hundred"'):]
    assert 'href="#/five-hundred"' in card[: card.index("</li>")]


def test_the_bidding_panel_offers_only_legal_bids_and_says_why_for_the_others() -> None:
    match = scripted([], ["bid 7C"], dealer=0)  # West opens 7♣; North is next, then East, you
    match = play(play(match, 2, "pass"), 3, "pass")
    ctx, table = table_with(match)
    html = table.render()
    legal = [a for a in table.view()["legal"] if a.startswith("bid ")]
    assert sorted(buttons(html, "action")) == sorted([*legal, "pass"])
    assert legal[0] == "bid 7D" and "bid MISERE" in legal
    refused = buttons(html, "why")
    assert refused == ["bid 6S", "bid 6C", "bid 6D", "bid 6H", "bid 6NT", "bid 7S", "bid 7C"]
    assert 'title="Your bid must beat the highest bid, 7♣."' in html
    assert "High bid: 7♣ (West)" in html
    before = table.match
    press(table, "bid-6NT")
    assert table.match == before and ctx.backend.data[SAVE] == dumps(before)
    assert table.error == "Your bid must beat the highest bid, 7♣."
    # the bidding history per seat
    assert seat_calls(html, 1) == ["7♣"] and seat_calls(html, 2) == ["Pass"]
    press(table, "bid-8H")
    assert table.match.log[-1] == (0, "bid 8H") and table.error is None


def seat_calls(html: str, seat: int) -> list[str]:
    """Return the calls a seat shows while bidding."""
    found = re.search(rf'data-seat="{seat}"[^>]*>.*?data-status>(.*?)</p>', html)
    assert found, f"no status for seat {seat}"
    return [c.strip() for c in unescape(found.group(1)).split("·") if c.strip()]


def seat_meanings(html: str) -> dict[int, list[str]]:
    """Return each seat's meanings, as its button's description holds them."""
    tips = re.findall(r'<div class="fh-meaning" role="tooltip" id="fh-meaning-(\d)"[^>]*>(.*?)</div>', html)
    return {int(seat): [unescape(p) for p in re.findall(r"<p>(.*?)</p>", lines)] for seat, lines in tips}


def history(html: str) -> list[str]:
    """Return the bidding's lines, as read."""
    found = re.search(r"<details[^>]*data-calls>(.*?)</details>", html)
    assert found
    return [unescape(re.sub(r"<[^>]+>", "", li)) for li in re.findall(r"<li[^>]*>(.*?)</li>", found.group(1))]


def test_a_cpu_seat_opens_what_its_calls_mean_and_the_bidding_says_it_too() -> None:
    before = scripted([], [], dealer=0)  # West opens 7♣, North and East pass
    match = play(play(play(before, 1, "bid 7C"), 2, "pass"), 3, "pass")
    ctx, table = table_with(match, query={"cpu": "normal"})
    html = table.render()
    expected = sentence(meaning(GAME.view(before.state, 1), "bid 7C", "normal"),
                        lambda key, **p: ctx.t(key, **p), ["you", "West", "North", "East"])
    assert expected.startswith("West, 7♣: counts about ")
    meanings = seat_meanings(html)
    assert meanings[1] == [expected]
    assert meanings[2][0].startswith("North, pass: with you and the kitty it expects at most about ")
    assert meanings[3][0].startswith("East, pass: leaves West's 7♣ standing")
    assert seat_calls(html, 1) == ["7♣"] and 0 not in meanings  # your seat has none
    # a button over the seat, described by the meanings, opens and closes them
    button = next(b for b in re.findall(r"<button\b[^>]*>", html) if 'data-focus-id="fh-calls-1"' in b)
    assert 'aria-describedby="fh-meaning-1"' in button and 'aria-expanded="false"' in button
    assert "What West's calls mean" in unescape(html)
    press(table, "fh-calls-1")
    assert ctx.announced[-1] == expected and table.ui.meaning == 1
    html = table.render()
    assert 'id="fh-meaning-1" data-open="true"' in html and 'data-caller="1" aria-expanded="true"' in html
    press(table, "fh-calls-1")
    assert table.ui.meaning is None and 'data-open="true"' not in table.render()
    press(table, "fh-calls-3")
    assert table.key("Escape") and table.ui.meaning is None
    press(table, "fh-calls-3")
    assert table.ui.meaning == 3
    # the bidding lists every call; a CPU's with what it means, yours as it is
    table.handle("action", {"action": "bid 8H"})
    ctx.run_timers()
    assert table.ui.meaning is None  # your call closes it
    lines = history(table.render())
    assert lines[:4] == [expected, meanings[2][0], meanings[3][0], "You 8♥"]
    assert lines[4].startswith("West, open misère: ")  # West then bid again
    # once the bidding is over the seats show their tricks, and the bidding stays readable
    while table.view()["phase"] == "bid":
        table.handle("action", {"action": "pass"})
        ctx.run_timers()
    html = table.render()
    assert seat_meanings(html) == {} and history(html)[0] == expected


def test_what_a_call_means_in_japanese_and_after_a_reload() -> None:
    ctx = FakeContext(query={"seed": str(seed_dealt_by(0)), "cpu": "normal"}, lang="ja")
    table = FiveHundredTable.open(ctx)
    ctx.run_timers()  # West, North and East call before you
    assert len(table.view()["calls"]) == 3 and table.view()["to_act"] == [0]
    live = seat_meanings(table.render())
    assert live and all(re.match(r"^(西|北|東)・", line) for lines in live.values() for line in lines)
    _, again = table_with(table.match, query={"cpu": "normal"}, lang="ja")
    assert seat_meanings(again.render()) == live


def test_the_easy_cpu_reads_by_suit_length() -> None:
    match = scripted([], ["pass"], dealer=0)
    _, table = table_with(match, query={"cpu": "easy"})
    assert seat_meanings(table.render())[1][0].startswith("West, pass: the easy CPU counts suit lengths alone")


def test_the_bidding_panel_reads_as_the_ladder_with_pass_and_the_hint_under_your_hand() -> None:
    _, table = table_with(scripted(NT_HANDS, []))
    html = table.render()
    cells = re.findall(r'class="fh-bid-cell[^"]*"[^>]*data-(?:action|try)="bid (\w+)"', html)
    assert cells == sorted(BIDS, key=bid_rank)  # the rules' order, low to high
    rows = {level: re.findall(r'"bid (\w+)"', row) for level, row in re.findall(r'data-bid-row="(\d+)">(.*?)</div>', html)}
    assert rows["7"][-2:] == ["7NT", "MISERE"]
    assert rows["10"] == ["10S", "10C", "10D", "OPEN_MISERE", "10H", "10NT"]
    row = re.search(r"data-turn-row>(.*?)</div>", html)
    assert row and 'data-action="pass"' in row.group(1) and 'data-act="hint"' in row.group(1)
    assert html.count('data-act="hint"') == 1  # not in the menu as well


def test_what_each_side_needs_is_told_and_follows_the_tricks() -> None:
    _, table = renege_table()  # West's 7♥, trick 1 under way
    assert "E–W need 7 tricks, N–S need 4 to set them." in table.render()
    press(table, "hand-5D")  # West takes trick 1
    assert "E–W have 1, need 6 more; N–S have 0, need 4 more to set them." in table.render()
    view, names = table.view(), table.seat_names()
    assert needs(table.ctx.t, {**view, "tricks_won": [0, 7]}, names) == "E–W have made 7♥ (7 tricks); N–S have 0."
    assert needs(table.ctx.t, {**view, "tricks_won": [4, 5]}, names) == "N–S have set 7♥ (4 tricks); E–W have 5."
    _, table = renege_table("ja")
    assert "東西は7トリック必要、南北は4トリックで阻止できます。" in table.render()


def test_the_card_winning_the_trick_so_far_is_marked() -> None:
    _, table = renege_table()  # West led A♦, North and East followed low: A♦ wins so far
    html = table.render()
    assert re.findall(r'class="fh-slot" data-seat="(\d)"[^>]*data-winning="true"', html) == ["1"]
    assert "Led ♦\u00a0· winning: A♦ (West)" in html
    view = table.view()  # hearts: a trump, and the left bower above it, take the lead
    trick = {**view["trick"], "cards": [{"seat": 1, "card": "AD"}, {"seat": 2, "card": "5H"}]}  # type: ignore[dict-item]
    assert winning_seat(view, trick) == 2  # type: ignore[arg-type]
    trick["cards"].append({"seat": 3, "card": "JD"})
    assert winning_seat(view, trick) == 3  # type: ignore[arg-type]
    assert winning_seat(view, {**trick, "cards": []}) is None  # type: ignore[arg-type]


def hand_marks(html: str) -> dict[str, set[str]]:
    """Return each card of your hand with its marks: its tags and whether it is chosen."""
    hand = html[html.index("data-hand"):]
    hand = hand[: hand.index("data-turn-row")]
    return {
        card: set(re.findall(r'data-(\w+)-tag="', tag)) | ({"chosen"} if "selected" in classes else set())
        for tag, classes, card in re.findall(r'(<button class="([^"]*)" data-card="(\w\w)"[^>]*>)', hand)
    }


def test_the_kitty_new_cards_and_the_cards_chosen_to_lay_away_are_marked_apart() -> None:
    _, table = table_with(scripted(NT_HANDS, ["bid 6NT", "pass", "pass", "pass"]))
    kitty = table.view()["kitty"] or []
    other = next(c for c in table.view()["hand"] if c not in kitty)
    assert {c for c, m in hand_marks(table.render()).items() if m} == set(kitty)
    press(table, f"hand-{kitty[0]}")
    press(table, f"hand-{other}")
    marks = hand_marks(table.render())
    assert marks[kitty[0]] == {"kitty", "away", "chosen"} and marks[other] == {"away", "chosen"}
    assert marks[kitty[1]] == marks[kitty[2]] == {"kitty"}
    assert not any(m for c, m in marks.items() if c not in (*kitty, other))
    assert not set(kitty) & set(table.highlight_cards())  # they wear the kitty's tag, not the yellow ring


def test_the_kitty_hint_gives_a_reason_for_each_of_the_three_discards() -> None:
    ctx, table = table_with(scripted(NT_HANDS, ["bid 6NT", "pass", "pass", "pass"]))
    press(table, "hint")
    html = table.render()
    lines = re.findall(r"<li>([^<]+)</li>", html[html.index("fh-hint-lines"):])
    assert len(lines) == 3 == len(table.ui.chosen)
    for line, card in zip(lines, table.ui.chosen, strict=True):
        assert format_card(card) in line  # each line gives that card's own reason
    assert ctx.announced[-1] == " ".join(lines)


def test_the_kitty_hint_names_each_discard_once_when_one_reason_covers_a_suit() -> None:
    # three low clubs beside eight spades: one plan lays the whole suit away, and says so once
    hands = (["JS", "JC", "AS", "KS", "QS", "TS", "9S", "AH", "KH", "AD"],)
    ctx, table = table_with(scripted(hands, ["bid 8S", "pass", "pass", "pass"], kitty=["5C", "6C", "TC"]))
    press(table, "hint")
    assert sorted(table.ui.chosen) == ["5C", "6C", "TC"]
    said = ctx.announced[-1]
    assert said.startswith("Lay away 5♣, then ") and said.endswith("that empties your ♣, so you can trump them.")
    assert [said.count(format_card(card)) for card in table.ui.chosen] == [1, 1, 1]
    assert "fh-hint-lines" not in table.render()  # one sentence, not a list of one
    assert said in table.render()


def test_a_hand_scores_with_a_true_minus_and_the_game_end_names_both_players() -> None:
    _, table = table_with(scripted(NT_HANDS, []))
    event = {"n": 9, "cards": [], "own": False}
    lost = {**event, "kind": "misere_lost", "seat": 2, "params": {"bid": "MISERE", "points": -250}}
    assert table.event_sentence(lost) == "North took a trick: misère lost, \u2212250."  # type: ignore[arg-type]
    made = {**event, "kind": "made", "seat": 1,
            "params": {"bid": "7H", "label": "7♥", "tricks": 8, "points": 200, "defenders": 20}}
    assert table.event_sentence(made) == "West made 7♥ with 8 tricks: +200; the defenders +20."  # type: ignore[arg-type]
    won = {**event, "kind": "won_by_contract", "seat": 2, "params": {"total": 520}}
    assert table.event_sentence(won) == "You and North made the contract and reached 520, winning the game."  # type: ignore[arg-type]
    fell = {**event, "kind": "fell_below", "seat": 3, "params": {"total": -510}}
    assert table.event_sentence(fell) == "West and East fell to \u2212510, losing the game."  # type: ignore[arg-type]
    _, table = table_with(scripted(NT_HANDS, []), lang="ja")
    assert table.event_sentence(lost).endswith("ミゼール失敗：\u2212250点。")  # type: ignore[arg-type]
    assert table.event_sentence(won).startswith("あなたと北がビッドを成功させて520点に達し")  # type: ignore[arg-type]


def test_misere_is_offered_over_a_seven_only_unless_the_option_says_any_time() -> None:
    _, table = table_with(scripted([], [], dealer=3))
    assert "bid MISERE" in buttons(table.render(), "why")
    _, table = table_with(scripted([], [], dealer=3, options={"misere_any_time": True}))
    assert "bid MISERE" in buttons(table.render(), "action")


def test_a_renege_is_refused_with_its_reason_and_nothing_changes() -> None:
    ctx, table = renege_table()
    view = table.view()
    assert view["trick"] is not None and view["trick"]["led_suit"] == "D"
    html = table.render()
    assert buttons(html, "action") == ["play 5D"]
    assert "play JD" in buttons(html, "why")
    before, saved = table.match, ctx.backend.data[SAVE]
    press(table, "hand-JD")
    assert table.error == "You must follow ♦; the left bower J♦ counts as a trump here."
    assert table.match == before and ctx.backend.data[SAVE] == saved
    assert 'role="alert"' in table.render() and ctx.announced[-1] == table.error
    press(table, "hand-5D")
    assert table.error is None and table.view()["trick"] is not None


def test_the_refusal_in_japanese() -> None:
    _, table = renege_table("ja")
    press(table, "hand-JD")
    assert table.error == "♦を出す必要があります。レフトバウアー（J♦）はここでは切り札です。"


def test_your_kitty_three_chosen_then_laid_away_as_three_discards() -> None:
    ctx, table = table_with(scripted(NT_HANDS, ["bid 6NT", "pass", "pass", "pass"]))
    view = table.view()
    assert view["phase"] == "kitty" and len(view["hand"]) == 13
    html = table.render()
    assert html.count("from-kitty") == 3
    assert "choose three cards to lay away (0 of 3)" in html
    assert 'data-act="discard"' in html and re.search(r'data-act="discard"[^>]*disabled', html)
    cards = [c for c in view["hand"] if c != JOKER][-4:]
    for card in cards:
        press(table, f"hand-{card}")
    assert table.ui.chosen == cards[:3]  # a fourth is not taken
    press(table, f"hand-{cards[0]}")  # put back
    press(table, f"hand-{cards[3]}")
    chosen = cards[1:]
    assert "(3 of 3)" in table.render()
    press(table, "discard")
    assert [t for s, t in table.match.log if s == 0][-3:] == [f"discard {c}" for c in chosen]
    view = table.view()
    assert view["phase"] == "play" and view["discards"] == chosen
    assert f'data-discards="{" ".join(chosen)}"' in table.render()
    told = [e["kind"] for e in table.recent_events]
    assert told.count("discard") == 3
    assert "You laid away" in table.render()


def test_the_joker_led_in_no_trumps_asks_its_suit() -> None:
    moves = ["bid 6NT", "pass", "pass", "pass", "discard QC", "discard KC", "discard AC"]
    ctx, table = table_with(scripted(NT_HANDS, moves))
    html = table.render()
    assert 'data-card="JK"' in html and "name-joker" in html
    press(table, "hand-JK")
    html = table.render()
    assert buttons(html, "action")[-4:] == ["play JK S", "play JK C", "play JK D", "play JK H"]
    assert "The joker leads as:" in html
    press(table, "name-H")
    assert table.match.log[-1] == (0, "play JK H")
    assert "You led the joker for ♥." in table.render()
    assert not table.ui.naming


def test_a_cpu_contractor_takes_the_kitty_on_a_line_of_its_own() -> None:
    # West opens 7♥, North and East pass: your pass gives West the contract
    ctx, table = table_with(scripted(RENEGE_HANDS, RENEGE_LOG[:3], dealer=0))
    assert table.key("p") and table.match.log[-1] == (0, "pass")
    ctx.run_timers()
    html = table.render()
    told = [e["kind"] for e in table.recent_events]
    assert told[:4] == ["pass", "contract", "kitty", "discard"]
    assert "You passed." in html and "West won the bidding: 7♥." in html  # all since your move
    assert "West took the kitty." in html
    assert "West laid a card away face down. (×3)" in html  # three discards, one line
    assert table.view()["kitty"] is None and table.view()["discards"] is None


def test_misere_the_partner_lays_the_hand_down_and_open_misere_shows_the_hand() -> None:
    # West bids 7♠, North misère: you sit out, your cards idle
    match = scripted([], ["bid 7S", "bid MISERE", "pass", "pass", "pass"], dealer=0)
    ctx, table = table_with(match, query={"cpu": "easy"})
    html = table.render()
    assert "Your partner plays misère alone: you sit out this hand." in html
    assert buttons(html, "action") == [] and buttons(html, "why") == []
    assert re.search(r'data-seat="0"[^>]*data-out="true"', html)
    assert "North must take no trick: 10 to go." in html
    # East bids open misère: its hand lies face up beside the trick before the first lead, and
    # East's seat says so
    match = scripted([], ["pass", "pass", "pass", "bid OPEN_MISERE"], dealer=3)
    for _ in range(3):
        match = play(match, 3, GAME.legal_actions(match.state, 3)[0])
    ctx, table = table_with(match)
    html = table.render()
    shown = re.search(r'<div class="fh-exposed" data-exposed data-seat="3">(.*?)</div>', html)
    assert shown and "East's hand, face up" in unescape(shown.group(1))
    assert re.findall(r'data-card="(\w\w)"', shown.group(1)) == table.view()["exposed"]
    seat = re.search(r'<div class="fh-seat" data-seat="3".*?</div>', html)
    assert seat and "data-exposed" in seat.group(0) and "Hand face up" in seat.group(0)
    assert re.search(r'data-seat="1"[^>]*data-out="true"', html)


def test_a_finished_trick_stays_in_the_middle_and_can_be_reviewed() -> None:
    ctx, table = renege_table()
    press(table, "hand-5D")
    view = table.view()
    assert view["last_trick"] is not None and not view["trick"]["cards"]  # type: ignore[index]
    html = table.render()
    assert 'data-finished="true"' in html
    winner = view["last_trick"]["winner"]
    assert f'data-seat="{winner}" data-place' in html and 'data-won="true"' in html
    assert "won trick 1 with A♦" in html
    # the CPUs wait twice as long after a trick (the speed is "instant" here: 0 either way)
    ctx.settings = Settings(lang="en", cpu_speed="normal")
    assert table.cpu_pause() == 1600
    press(table, "review")
    assert "data-review" in table.render()
    assert table.key("l") and "data-review" not in table.render()


def test_a_whole_game_to_its_result_with_statistics_by_side() -> None:
    seed, moves = played_seed()
    ctx, table, again = drive(seed)
    assert tuple(again) == moves
    assert table.match.is_over
    result = table.match.game.result(table.match.state)
    html = table.render()
    outcome = result.outcome(0)
    assert f'data-game-result="{outcome}"' in html
    side = "You and North win" if outcome == "won" else "West and East win"
    assert side in html
    reason = result.details["reason"]
    assert reason in ("made_contract", "reached_on_tricks", "fell_below")
    assert re.search(r"(made .+ and reached|reached .+ on trick points|fell to)", html)
    stats = load_stats(ctx.store, "five-hundred")
    assert stats["played"] == 1 and stats[outcome] == 1
    assert stats["best"] == result.scores[0]
    # your side's outcome is your partner's, and the opponents' the other
    assert result.outcome(2) == outcome and result.outcome(1) != outcome
    rows = re.findall(r'<tr data-hand-number="(\d+)"', html)
    assert [int(r) for r in rows] == list(range(1, len(table.view()["history"]) + 1))
    press(table, "again")  # no confirmation once the game is over
    assert table.match.log == () and not table.confirming_new and table.match.seed != seed


def test_the_sentence_of_why_the_game_ended_comes_from_the_view_in_both_languages() -> None:
    from tefuda import i18n

    def said(state: Any, lang: str = "en", seat: int = 0) -> str | None:
        return end_sentence(functools.partial(i18n.t, lang), GAME.view(state, seat))

    assert said(seven_hearts()) is None  # the game goes on
    fell = lose_six_hearts(scores=(-400, 100))
    assert said(fell) == said(fell, seat=1) == "N–S fell to −500"
    assert said(fell, "ja") == "南北が−500点まで下落"
    assert said(act(seven_hearts(scores=(300, 490)), *SEVEN_HEARTS_PLAY)) == "N–S made 7♥ and reached 500"
    assert said(act(seven_hearts(scores=(0, 480)), *SEVEN_HEARTS_PLAY)) == "E–W reached 510 on trick points"
    opened = act(misere("OPEN_MISERE", open_misere_timing="after-first-trick", open_misere_value=500),
                 *MISERE_PLAY)
    assert said(opened) == "N–S made open misère and reached 500"
    assert said(opened, "ja") == "南北がオープンミゼールを成功させて500点に到達"


def test_after_a_hand_the_result_panel_and_next_hand() -> None:
    seed, _ = played_seed()
    ctx = FakeContext(query={"seed": str(seed), "cpu": "easy"})
    table = FiveHundredTable.open(ctx)
    for _ in range(300):
        ctx.run_timers()
        if table.view()["phase"] == "hand-over":
            break
        do(table, policy(table.view()))
    assert table.view()["phase"] == "hand-over"
    html = table.render()
    summary = table.view()["summary"]
    assert summary is not None and "data-result" in html
    if summary["contract"] is not None:
        assert "data-summary" in html
        for side in (0, 1):
            assert re.search(rf'<tr data-side="{side}"><th scope="row">[^<]+</th><td>{summary["tricks"][side]}</td>', html)
    assert buttons(html, "action") == ["next"]
    assert table.key("n")
    assert table.view()["hand_number"] == 2


def test_new_game_mid_hand_asks_once() -> None:
    ctx, table = renege_table()
    press(table, "new")
    assert table.confirming_new and "dialog" in table.render()
    press(table, "new-confirm")
    assert not table.confirming_new and table.view()["hand_number"] == 1


def test_a_reload_restores_the_table_exactly() -> None:
    ctx, table = renege_table()
    press(table, "hand-5D")
    ctx.run_timers()  # West leads the second trick, and so on to your turn
    assert 0 in table.view()["to_act"]
    html = table.render()
    again = FiveHundredTable.open(ctx)
    assert again.match == table.match
    assert again.render() == html


# --------------------------------------------------------------------------- setup


def test_cpu_levels_for_all_three_or_partner_and_opponents_apart() -> None:
    ctx, table = table_with()
    assert [table.cpu_level(s) for s in (1, 2, 3)] == ["normal"] * 3
    table.change("level", "apart")
    assert 'data-setting="level:partner"' in table.render()
    table.change("level:partner", "hard")
    table.change("level:opponents", "easy")
    assert [table.cpu_level(s) for s in (1, 2, 3)] == ["easy", "hard", "easy"]
    assert json.loads(ctx.backend.data[PREFS])["levels"] == {"partner": "hard", "opponents": "easy"}
    again = FiveHundredTable.open(ctx)
    assert [again.cpu_level(s) for s in (1, 2, 3)] == ["easy", "hard", "easy"]
    assert '<option value="apart" selected>' in again.render()
    again.change("level", "normal")
    assert [again.cpu_level(s) for s in (1, 2, 3)] == ["normal"] * 3
    assert "levels" not in json.loads(ctx.backend.data[PREFS])


def test_the_url_sets_the_levels() -> None:
    prefs = {"level": "hard", "levels": {"partner": "hard", "opponents": "hard"}}
    _, table = table_with(query={"cpu": "easy"}, prefs=prefs)
    assert [table.cpu_level(s) for s in (1, 2, 3)] == ["easy"] * 3
    _, table = table_with(query={"cpu_partner": "hard"})
    assert [table.cpu_level(s) for s in (1, 2, 3)] == ["normal", "hard", "normal"]


def test_rule_options_are_remembered_for_the_next_game() -> None:
    ctx, table = table_with()
    assert table.match.options["misere_any_time"] is False
    table.change("misere_any_time", "true")
    table.change("open_misere_value", "500")
    table.change("open_misere_timing", "after-first-trick")
    table.change("open_misere_value", "510")  # not a value of the option: nothing changes
    assert "Rule changes apply from the next new game." in table.render()
    saved = json.loads(ctx.backend.data[PREFS])["options"]
    assert saved == {"must_win_by_contract": False, "misere_any_time": True,
                     "open_misere_value": 500, "open_misere_timing": "after-first-trick"}
    table.start_new()
    assert table.match.options == saved
    assert "data-setup-note" not in table.render()
    assert FiveHundredTable.open(ctx).match.options == saved


def test_an_embed_sets_each_rule_option_by_url() -> None:
    query = {"seed": "12", "must_win_by_contract": "1", "misere_any_time": "yes",
             "open_misere_value": "500", "open_misere_timing": "after-first-trick"}
    _, table = table_with(query=query)
    assert table.match.seed == 12
    assert table.match.options == GAME.normalize_options({
        "must_win_by_contract": True, "misere_any_time": True, "open_misere_value": 500,
        "open_misere_timing": "after-first-trick"})
    _, table = table_with(query={"open_misere_value": "7", "misere_any_time": "perhaps"})
    assert table.match.options == GAME.normalize_options({})


# --------------------------------------------------------------------------- keys and events


def test_keyboard_bids_by_row_and_plays_by_cursor() -> None:
    match = scripted([], ["bid 7C", "pass", "pass"], dealer=0)
    ctx, table = table_with(match)
    assert "Keys: ← → choose a card, Enter play, 6–9 and 0 a bid row" in table.render()
    assert table.key("8") and table.ui.bid == "8S"
    assert 'data-focus-id="fh-cursor"' in table.render()
    assert table.key("ArrowLeft") and table.ui.bid == "MISERE"
    assert table.key("6") and table.error == "Your bid must beat the highest bid, 7♣."
    assert table.key("0") and table.ui.bid == "10S"
    assert table.key("Enter")
    assert table.match.log[-1] == (0, "bid 10S")
    ctx, table = renege_table()
    hand = table.view()["hand"]
    assert table.key("ArrowRight") and table.ui.cursor == hand[0]
    assert table.key("Enter")  # J♦ is refused: it says why, nothing is played
    assert table.error is not None and table.match.log[-1][0] == 3
    assert table.key("ArrowLeft") and table.ui.cursor == hand[-1] == "5D"
    assert table.key("Enter") and table.match.log[-1] == (0, "play 5D")


def test_after_a_reload_the_line_tells_all_since_your_move_even_a_trick_you_won() -> None:
    moves = ["bid 6NT", "pass", "pass", "pass", "discard QC", "discard KC", "discard AC"]
    ctx, table = table_with(scripted(NT_HANDS, moves), query={"cpu": "easy"})
    press(table, "hand-AS")
    ctx.run_timers()
    told = [(e["kind"], e["seat"]) for e in table.recent_events]
    assert told[0] == ("play", 0) and told[-1] == ("trick", 0) and len(told) == 5
    again = FiveHundredTable.open(ctx)
    assert again.recent_events == table.recent_events
    assert again.render() == table.render()


# --------------------------------------------------------------------------- the hint


def test_the_hint_marks_a_bid_a_discard_and_a_card_with_its_reason() -> None:
    ctx, table = table_with(scripted(NT_HANDS, []))
    assert 'data-act="hint"' in table.render()
    assert table.key("h")
    advice = table.hint
    assert advice is not None and advice["text"] and ctx.announced[-1] == advice["text"]
    assert table.hinted_action() in table.view()["legal"]
    assert f'data-action="{table.hinted_action()}"' in table.render() and "data-hint" in table.render()
    # the kitty: the three advised cards are chosen for you, the first the one the advice names;
    # nothing is laid away until you confirm
    ctx, table = table_with(scripted(NT_HANDS, ["bid 6NT", "pass", "pass", "pass"]))
    log = table.match.log
    table.ui.chosen = [table.view()["hand"][0]]  # a choice of yours the advice replaces
    press(table, "hint")
    action = table.hinted_action() or ""
    chosen = list(table.ui.chosen)
    assert action.startswith("discard ") and chosen[0] == action.split()[1]
    assert len(set(chosen)) == 3 and set(chosen) <= set(table.view()["hand"])
    assert table.match.log == log
    state = table.match.state
    for card in chosen:  # each is what the hard player advises after the ones before it
        assert hint(GAME.view(state, 0))["action"] == f"discard {card}"
        state = GAME.apply(state, 0, f"discard {card}")
    press(table, "discard")
    assert [text for _, text in table.match.log[len(log):len(log) + 3]] == [f"discard {c}" for c in chosen]
    # in play: the cursor goes to the advised card (a joker lead asks its suit at once)
    ctx, table = renege_table()
    press(table, "hint")
    assert table.hinted_action() == "play 5D" and table.ui.cursor == "5D"
    assert 'data-focus-id="fh-cursor"' in table.render()
    press(table, "fh-cursor")  # the cursor card: 5♦
    assert table.match.log[-1] == (0, "play 5D") and table.hint is None  # the advice goes with the move


def test_the_hint_names_a_misere_bid_as_the_table_writes_it() -> None:
    """West bids 7♠, North passes, East bids misère: the hint's pass names the high bid in the
    table's words, never the bid's code ("MISERE")."""
    match = new_match("five-hundred", {}, 10)  # West calls first; your hand is strong, not for 8
    for text in ("bid 7S", "pass", "bid MISERE"):
        (seat,) = GAME.to_act(match.state)
        match = play(match, seat, text)
    said = {"en": "Pass: more than misère is too much for your hand.",
            "ja": "パスしましょう。ミゼール より上は手札に対して高すぎます。"}
    for lang, sentence_ in said.items():
        ctx, table = table_with(match, lang=lang)
        press(table, "hint")
        assert table.hint is not None and table.hint["text"] == sentence_
        assert sentence_ in unescape(table.render()) and ctx.announced[-1] == sentence_


# --------------------------------------------------------------------------- motion, sounds, sharing


def attrs_of(html: str, marker: str) -> list[str]:
    """Return every start tag that contains ``marker``."""
    return [t for t in re.findall(r"<[a-z]+\b[^>]*>", html) if marker in t]


def test_the_deal_the_kitty_and_the_tricks_are_marked_for_the_motion_layer() -> None:
    _, table = table_with(scripted(NT_HANDS, []))
    html = table.render()
    assert re.search(r'class="fh-centre" data-centre="bid" data-place="deck"', html)
    hand = attrs_of(html, 'class="card')
    mine = attrs_of(html[html.index("data-hand"):html.index("</div>", html.index("data-hand"))], "data-card=")
    assert len(mine) == 10 and all('data-enter-from="deck"' in t for t in mine)
    for seat in (1, 2, 3):
        assert f'data-place="hand-{seat}"' in html
        assert any(f'data-flip-id="fh-hand-{seat}"' in t and 'data-enter-from="deck"' in t for t in hand)
    assert 'data-place="kitty"' in html
    # your kitty cards come from the kitty
    _, table = table_with(scripted(NT_HANDS, ["bid 6NT", "pass", "pass", "pass"]))
    kitty = table.view()["kitty"] or []
    for card in kitty:
        tag = next(t for t in attrs_of(table.render(), f'data-card="{card}"'))
        assert 'data-enter-from="kitty"' in tag
    # a trick: each card knows its trick and comes from its player; gathered, it goes to the winner
    ctx, table = renege_table()
    html = table.render()
    for seat, card in ((1, "AD"), (2, "TD")):
        tag = attrs_of(html, f'data-card="{card}"')[0]
        assert f'data-flip-id="fh-trick-1-{seat}"' in tag and f'data-enter-from="hand-{seat}"' in tag
    press(table, "hand-5D")
    winner = table.view()["last_trick"]["winner"]  # type: ignore[index]
    assert 'data-flip-id="fh-trick-1-0"' in table.render()  # still in the middle, face up
    ctx.run_timers()  # the next lead takes the middle: trick 1 lies on its winner's pile
    html = table.render()
    pile = html[html.index(f'data-place="tricks-{winner}"'):]
    pile = pile[: pile.index("</span></span>")]  # the pile's backs, then its end
    assert sorted(re.findall(r'data-flip-id="(fh-trick-1-\d)"', pile)) == [f"fh-trick-1-{s}" for s in range(4)]
    assert html.count('data-flip-id="fh-trick-1-0"') == 1 and 'data-card="back"' in pile


def test_a_hand_sounds_as_it_went_for_your_side() -> None:
    _, table = table_with(scripted(NT_HANDS, []))
    event = {"n": 1, "kind": "made", "seat": 1, "cards": [], "own": False, "params": {}}
    assert table.event_sound(event) == "lose"  # type: ignore[arg-type]
    assert table.event_sound({**event, "seat": 2}) == "win"  # type: ignore[arg-type]
    assert table.event_sound({**event, "kind": "misere_lost", "seat": 0}) == "lose"  # type: ignore[arg-type]
    assert table.event_sound({**event, "kind": "lost", "seat": 3}) == "win"  # type: ignore[arg-type]
    assert table.event_sound({**event, "kind": "lead_joker"}) == "play"  # type: ignore[arg-type]
    assert table.event_sound({**event, "kind": "expose"}) == "flip"  # type: ignore[arg-type]
    assert table.event_sound({**event, "kind": "trick"}) == "trick"  # type: ignore[arg-type]


def test_a_shared_link_keeps_the_options_and_the_levels_and_the_result_line_counts_hands() -> None:
    options = {"must_win_by_contract": True, "misere_any_time": False, "open_misere_value": 500,
               "open_misere_timing": "after-first-trick"}
    _, table = table_with()
    query = table.options_type.to_query(options)
    _, again = table_with(query={**query, "seed": "9"})
    assert again.match.options == options
    table.change("level", "apart")
    table.change("level:partner", "hard")
    assert table.level_query() == {"cpu": "normal", "cpu_partner": "hard", "cpu_opponents": "normal"}
    _, shared = table_with(query=table.level_query())
    assert [shared.cpu_level(s) for s in (1, 2, 3)] == ["normal", "hard", "normal"]
    seed, _ = played_seed()
    _, over, _ = drive(seed)
    result = over.match.game.result(over.match.state)
    words = over.result_words(result)
    assert words.endswith(f"in {len(over.view()['history'])} hands")
    assert str(result.details["totals"][0]).lstrip("-") in words


def test_the_bidding_counts_its_calls_in_words_that_agree() -> None:
    """"The bidding (1 call)", and the plural from two calls on, in both languages."""
    said = {}
    for calls in (["pass"], ["pass", "pass"]):
        for lang in ("en", "ja"):
            _, table = table_with(scripted(NT_HANDS, calls, dealer=0), query={"cpu": "easy"}, lang=lang)
            found = re.search(r"data-calls><summary>([^<]*)</summary>", table.render())
            assert found is not None
            said[len(calls), lang] = unescape(found.group(1))
    assert said == {(1, "en"): "The bidding (1 call)", (1, "ja"): "ビッドの経過（1コール）",
                    (2, "en"): "The bidding (2 calls)", (2, "ja"): "ビッドの経過（2コール）"}
