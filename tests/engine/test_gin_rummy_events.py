"""Gin Rummy's events: what each action tells each seat, with its sentence in en and ja."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from tefuda.cards import format_card
from tefuda.core import EventView
from tefuda.games.gin_rummy import GAME, EventKind, GinState
from tefuda.i18n import event_text
from tests.engine.test_gin_rummy_play import D_GIN, D_UNDER, ND, UP, play, start, wall_moves

NAMES = {"en": ["You", "CPU"], "ja": ["あなた", "CPU"]}


def said(event: EventView, lang: str = "en") -> str:
    return event_text(lang, GAME.id, event, NAMES[lang])


def new_events(before: GinState, after: GinState, seat: int) -> list[EventView]:
    """Return the events ``seat`` sees in ``after`` that it had not seen in ``before``."""
    seen = {e["n"] for e in GAME.view(before, seat)["events"]}
    return [e for e in GAME.view(after, seat)["events"] if e["n"] not in seen]


def kinds(events: list[EventView]) -> list[str]:
    return [e["kind"] for e in events]


def test_the_deal_names_the_dealer_and_the_upcard() -> None:
    state = start(ND, D_GIN, UP, dealer=1)
    (deal,) = GAME.view(state, 0)["events"]
    assert (deal["n"], deal["kind"], deal["seat"], deal["cards"]) == (0, "deal", 1, [UP])
    assert said(deal) == "Hand 1: CPU dealt, and the upcard is 10♦."
    assert said(deal, "ja") == "第1ハンド：CPUが配り、アップカードは10♦です。"


def test_the_cpu_take_and_discard_are_two_public_events() -> None:
    state = play(start(ND, D_GIN, UP, dealer=1), (0, "pass"))
    after = play(state, (1, "draw discard"), (1, "discard 5D"))
    take, throw = new_events(state, after, 0)
    assert (take["kind"], take["seat"], take["cards"]) == ("take_upcard", 1, [UP])
    assert said(take) == "CPU took the upcard 10♦."
    assert (throw["kind"], throw["seat"], throw["cards"]) == ("discard", 1, ["5D"])
    assert said(throw) == "CPU discarded 5♦."
    assert said(throw, "ja") == "CPUは5♦を捨てました。"
    # later in the hand, a take from the pile says so
    later = play(after, (0, "draw stock"))
    drawn = later.drawn
    assert drawn is not None
    later = play(later, (0, f"discard {drawn}"), (1, "draw discard"))
    (taken,) = new_events(after, later, 0)[2:]
    assert taken["kind"] == "take" and said(taken) == f"CPU took {format_card(drawn)} from the discard pile."


def test_a_stock_draw_shows_its_card_to_the_drawer_only() -> None:
    state = play(start(ND, D_GIN, UP, ("AC",), dealer=1), (0, "pass"), (1, "pass"))
    after = play(state, (0, "draw stock"))
    (mine,) = new_events(state, after, 0)
    (theirs,) = new_events(state, after, 1)
    assert mine == {**theirs, "cards": ["AC"], "own": True}
    assert said(mine) == "You drew A♣ from the stock."
    assert said(mine, "ja") == "山札からA♣を引きました。"
    assert theirs["cards"] == [] and not theirs["own"]
    # told to seat 1, for whom seat 0 is the other player
    assert event_text("en", GAME.id, theirs, ["CPU", "You"]) == "CPU drew from the stock."


def test_a_knock_shows_the_melds_then_the_layoff_then_the_score() -> None:
    moves = [(0, "pass"), (1, "pass"), (0, "draw stock")]
    state = play(start(ND, D_UNDER, UP, ("AC",), dealer=1), *moves)
    after = play(state, (0, "knock KC"))
    events = new_events(state, after, 1)
    assert kinds(events) == ["knock", "layoff", "undercut"]
    knock, layoff, undercut = events
    assert knock["seat"] == 0 and knock["cards"] == ["KC"]
    assert knock["params"] == {
        "melds": [["AS", "2S", "3S"], ["4H", "5H", "6H"], ["7D", "8D", "9D"]],
        "deadwood_cards": ["AC"],
        "deadwood": 1,
    }
    assert event_text("en", GAME.id, knock, ["CPU", "You"]) == (
        "CPU knocked with 1 deadwood, putting K♣ face down."
    )
    # the melds a knock fixes are the ones the result lays out
    result = GAME.view(after, 1)["result"]
    assert result is not None and result["kind"] == "undercut"
    assert knock["params"]["melds"] == result["knocker_melds"]
    assert (layoff["seat"], layoff["cards"]) == (1, ["3H"])
    assert layoff["params"] == {"melds": [1], "before": 3, "after": 0}
    assert said(layoff) == "CPU laid off 3♥: deadwood 3 → 0."
    assert (undercut["seat"], undercut["params"]) == (1, {"points": 26, "total": 26})
    assert said(undercut) == "Undercut! CPU scored 26 points, 26 in all."
    assert said(undercut, "ja") == "アンダーカット！CPUが26点を獲得（合計26点）。"
    # both seats are told the same (nothing private is left once the hands are shown)
    assert events == new_events(state, after, 0)


def test_gin_allows_no_layoff_and_scores() -> None:
    state = play(start(ND, D_GIN, UP, dealer=1), (0, "draw discard"))
    after = play(state, (0, "knock KC"))
    gin, scored = new_events(state, after, 0)
    assert (gin["kind"], gin["seat"], gin["cards"]) == ("gin", 0, ["KC"])
    assert said(gin) == "You went gin, putting K♣ face down."
    assert scored["kind"] == "scored"
    assert scored["params"] == {"how": "gin", "points": 30, "total": 30}
    assert said(scored) == "You scored 30 points, 30 in all."


def test_the_wall_is_told_and_reveals_nothing() -> None:
    state = start(ND, D_GIN, "QD", dealer=1)
    moves = wall_moves(list(state.stock))
    before = play(state, *moves[:-1])
    after = play(before, moves[-1])
    throw, wall = new_events(before, after, 1)
    assert throw["kind"] == "discard" and throw["seat"] == 0
    assert (wall["kind"], wall["seat"], wall["cards"]) == ("wall", None, [])
    assert said(wall) == "The stock ran down to two cards: nobody scores this hand."


def test_the_end_of_the_game_names_the_winner_and_the_settled_totals() -> None:
    state = dataclasses.replace(start(ND, D_GIN, UP, dealer=1), scores=(75, 20), hands_won=(2, 1))
    state = play(state, (0, "draw discard"))
    after = play(state, (0, "knock KC"))
    over = new_events(state, after, 1)[-1]
    assert (over["kind"], over["seat"], over["params"]) == ("game_over", 0, {"points": 280,
                                                                          "other": 45})
    assert said(over) == "You won the game, 280 to 45."
    assert said(over, "ja") == "あなたの勝ち！最終得点は280対45です。"


def test_events_number_on_across_hands() -> None:
    state = play(start(ND, D_GIN, UP, dealer=1), (0, "draw discard"), (0, "knock KC"))
    shown = GAME.view(state, 0)["events"]
    assert [e["n"] for e in shown] == [0, 1, 2, 3]
    nxt = play(state, (0, "next"))
    (deal,) = GAME.view(nxt, 1)["events"]
    assert deal["n"] == 4 and deal["kind"] == "deal"
    assert deal["seat"] == 0 and deal["cards"] == [nxt.discard[-1]]  # the winner deals
    assert said(deal) == f"Hand 2: You dealt, and the upcard is {format_card(nxt.discard[-1])}."


@pytest.mark.parametrize("kind", list(EventKind))
def test_every_kind_has_a_sentence_in_both_languages(kind: EventKind) -> None:
    params: dict[str, Any] = {"number": 1, "deadwood": 4, "before": 5, "after": 1,
                              "points": 9, "total": 30, "other": 12, "melds": [], "how": "knock"}
    event: EventView = {"n": 0, "kind": kind, "seat": 1, "cards": ["7C"], "own": False,
                        "params": params}
    for lang in ("en", "ja"):
        text = said(event, lang)
        assert text and "{" not in text
