"""51: worked examples of a round, from stacked decks (deal, turns, stop, call, presets)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from tefuda.cards import rng_for, shuffled
from tefuda.core import BadActionText, Event, IllegalAction
from tefuda.games.fifty_one import GAME, FiftyOneState, Next, Pass, Swap, first_dealer

# --------------------------------------------------------------------------- helpers


def seed_with_dealer(seats: int, dealer: int) -> int:
    """Return the smallest seed whose first dealer is ``dealer``."""
    return next(s for s in range(1000) if first_dealer(s, seats) == dealer)


def deal(
    hands: list[str], field: str, stock: str = "", dealer: int | None = None, **options: Any
) -> FiftyOneState:
    """Start a game whose seats hold ``hands`` (seat order) with ``field`` face up.

    ``dealer`` defaults to the last seat, so seat 0 moves first.
    """
    n = len(hands)
    dealer = n - 1 if dealer is None else dealer
    deck = [c for h in hands for c in h.split()] + field.split() + stock.split()
    state = GAME.start({"seats": n, **options}, seed_with_dealer(n, dealer), deck)
    assert state.dealer == dealer
    return state


def act(state: FiftyOneState, *texts: str) -> FiftyOneState:
    """Play ``texts`` in order, each by the seat to act."""
    for text in texts:
        (seat,) = GAME.to_act(state)
        state = GAME.apply(state, seat, GAME.parse_action(text))
    return state


def refusal(state: FiftyOneState, text: str, seat: int | None = None) -> IllegalAction:
    """Return the IllegalAction raised by ``text``, which ``why_not`` gives too; the state must
    be unchanged."""
    if seat is None:
        (seat,) = GAME.to_act(state)
    before = copy.deepcopy(state)
    action = GAME.parse_action(text)
    with pytest.raises(IllegalAction) as info:
        GAME.apply(state, seat, action)
    assert state == before
    assert GAME.why_not(state, seat, action) == info.value
    assert not GAME.can_apply(state, seat, action)
    return info.value


def legal(state: FiftyOneState, seat: int | None = None) -> list[str]:
    if seat is None:
        (seat,) = GAME.to_act(state)
    return [str(a) for a in GAME.legal_actions(state, seat)]


def swaps(hand: tuple[str, ...], field: tuple[str, ...]) -> list[str]:
    return [f"swap {h} {f}" for h in hand for f in field]


# Four seats, dealer 3, so seat 0 moves first.  Seats 1 and 2 never hold one suit by accident.
CALLER = "AH KH QH 2H 9C"  # swap 9C for 8H: 11+10+10+2+8 = 41
SPADES = "AS KS QS JS 2C"  # four high spades and a club: 0
MIXED = "2S 3C 7C 9H 4S"  # 0
DIAMONDS = "9D 8D 7D 6D 5D"  # 35
FIELD = "8H 5S 2D 3D 4C"


# --------------------------------------------------------------------------- the deal


def test_deal_layout_and_first_player() -> None:
    state = deal([CALLER, SPADES, MIXED, DIAMONDS], FIELD, "3S 5H")
    assert state.hands == (
        ("AH", "KH", "QH", "2H", "9C"),
        ("AS", "KS", "QS", "JS", "2C"),
        ("2S", "3C", "7C", "9H", "4S"),
        ("9D", "8D", "7D", "6D", "5D"),
    )
    assert state.field == ("8H", "5S", "2D", "3D", "4C")
    assert len(state.stock) == 53 - 25 == 28
    assert state.stock[:2] == ("3S", "5H")
    # the cards the stacked deck left out follow in deck order: spades first, the joker last
    assert state.stock[2:4] == ("6S", "7S") and state.stock[-1] == "JK"
    assert state.discard == ()
    assert GAME.to_act(state) == (0,)
    view = GAME.view(state, 0)
    assert view["dealer"] == 3 and view["turn"] == 0 and view["round"] == 1
    assert view["stock_count"] == 28
    assert view["hand_score"] is None


@pytest.mark.parametrize("seats, stock", [(2, 38), (3, 33), (5, 23), (6, 18), (7, 13)])
def test_deal_sizes_for_every_seat_count(seats: int, stock: int) -> None:
    for seed in range(4):
        state = GAME.start({"seats": seats}, seed)
        assert [len(h) for h in state.hands] == [5] * seats
        assert len(state.field) == 5
        assert len(state.stock) == stock
        assert len(set(sum(state.hands, ()) + state.field + state.stock)) == 53
        assert state.dealer == first_dealer(seed, seats)
        assert GAME.to_act(state) == ((state.dealer + 1) % seats,)


def test_play_goes_clockwise_from_the_player_after_the_dealer() -> None:
    state = deal(
        ["2S 3H 4D 5C 6S", "7S 8H 9D TC JS", "QH KD AC 2H 3D", "4C 5S 6H 7D 8C", "9S TH JD QC KS"],
        "AH 2D 3C 4S 5H",
        dealer=2,
    )
    order = []
    for _ in range(6):
        (seat,) = GAME.to_act(state)
        order.append(seat)
        state = GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
    assert order == [3, 4, 0, 1, 2, 3]


# --------------------------------------------------------------------------- first turn


def test_standard_first_turn_is_swap_one_only() -> None:
    state = deal([CALLER, SPADES, MIXED, DIAMONDS], FIELD)
    assert legal(state) == swaps(state.hands[0], state.field)
    assert GAME.view(state, 0)["first_turn"] is True
    assert refusal(state, "swap all").reason == "first_turn_swap_one"
    assert refusal(state, "flush").reason == "first_turn_swap_one"
    assert refusal(state, "pass").reason == "first_turn_no_pass"
    # seat 0 has moved; seat 1 is still on its first turn
    state = act(state, "swap 9C 4C")
    assert legal(state) == swaps(state.hands[1], state.field)
    assert refusal(state, "pass").reason == "first_turn_no_pass"
    state = act(state, "swap 2C 9C", "swap 2S 2C", "swap 5D 2S")
    # back to seat 0: its second turn allows all four choices
    assert GAME.to_act(state) == (0,)
    assert GAME.view(state, 0)["first_turn"] is False
    assert legal(state)[-3:] == ["swap all", "flush", "pass"]
    assert len(legal(state)) == 28


def test_any_but_pass_first_turn() -> None:
    state = deal(
        [CALLER, SPADES, MIXED, DIAMONDS], FIELD, preset="custom", first_turn="any-but-pass"
    )
    assert legal(state) == swaps(state.hands[0], state.field) + ["swap all", "flush"]
    assert refusal(state, "pass").reason == "first_turn_no_pass"
    state = act(state, "swap all")
    assert state.hands[0] == ("8H", "5S", "2D", "3D", "4C")
    assert state.field == ("AH", "KH", "QH", "2H", "9C")
    assert legal(state)[-2:] == ["swap all", "flush"]


# --------------------------------------------------------------------------- flush


def test_flush_then_compulsory_swap() -> None:
    state = deal(
        ["AS 2H 3D 4C 5S", "6H 7D 8C 9S TH"], "JD QC KS AH 2D", "3C 4S 5H 6D 7C 8S", dealer=1
    )
    state = act(state, "swap AS JD", "swap 6H QC")
    assert state.field == ("AS", "6H", "KS", "AH", "2D")
    state = act(state, "flush")
    assert state.discard == ("AS", "6H", "KS", "AH", "2D")
    assert state.field == ("3C", "4S", "5H", "6D", "7C")
    assert len(state.stock) == 38 - 5 and state.stock[0] == "8S"
    assert GAME.to_act(state) == (0,)  # the same player goes on
    assert refusal(state, "pass").reason == "must_swap_after_flush"
    assert refusal(state, "flush").reason == "must_swap_after_flush"
    assert legal(state) == swaps(state.hands[0], state.field) + ["swap all"]
    view = GAME.view(state, 1)
    assert view["must_swap"] is True
    assert view["discard"] == ["AS", "6H", "KS", "AH", "2D"]
    assert view["last_action"] == {
        "seat": 0,
        "kind": "flush",
        "extra": False,
        "flushed": ["AS", "6H", "KS", "AH", "2D"],
        "reshuffled": 0,
    }
    state = act(state, "swap all")
    assert state.hands[0] == ("3C", "4S", "5H", "6D", "7C")
    assert GAME.to_act(state) == (1,)
    # the next player may flush again: the restriction was only for that turn
    assert legal(state)[-3:] == ["swap all", "flush", "pass"]


def rainbow_deck() -> list[str]:
    """All 53 cards rank by rank (AS AH AD AC 2S …): five in a row always hold 4 suits."""
    return [r + s for r in "A23456789TJQK" for s in "SHDC"] + ["JK"]


def test_reshuffle_in_the_middle_of_dealing_a_new_field() -> None:
    seed = seed_with_dealer(7, 6)
    options = {"seats": 7, "preset": "custom", "first_turn": "any-but-pass"}
    state = GAME.start(options, seed, rainbow_deck())
    # 35 hand cards and 5 field cards dealt: 13 left
    assert state.stock == (
        "JS",
        "JH",
        "JD",
        "JC",
        "QS",
        "QH",
        "QD",
        "QC",
        "KS",
        "KH",
        "KD",
        "KC",
        "JK",
    )
    state = act(state, "flush", "swap AS JS", "flush", "swap 3S QH")
    assert len(state.stock) == 3 and len(state.discard) == 10
    assert state.reshuffles == 0
    old_discard = state.discard + state.field
    state = act(state, "flush")
    # three cards from the old stock, then the discard pile (the field just flushed included)
    # is shuffled into a new stock and the last two come from it
    new_stock = shuffled(old_discard, rng_for(seed, "reshuffle", 0, 1))
    assert state.field == ("KD", "KC", "JK") + new_stock[:2]
    assert state.stock == new_stock[2:]
    assert len(state.stock) == 13
    assert state.discard == ()
    assert state.reshuffles == 1
    flush, reshuffle = state.events[-2:]
    assert flush == Event.of(
        "flush", 2, state.field, flushed=list(old_discard[-5:]), reshuffled=1, extra=False
    )
    assert reshuffle == Event.of("reshuffle")
    assert GAME.view(state, 0)["reshuffles"] == 1
    # the new stock was built from face-up cards, so its contents are public now
    assert GAME.secret_cards(state, 0) == frozenset(
        c for s in range(1, 7) for c in state.hands[s] if c not in state.taken[s]
    )
    state = act(state, "swap all")
    assert GAME.to_act(state) == (3,)


def test_second_reshuffle_uses_the_next_count() -> None:
    seed = seed_with_dealer(7, 6)
    options = {"seats": 7, "preset": "custom", "first_turn": "any-but-pass"}
    state = GAME.start(options, seed, rainbow_deck())
    state = act(state, "flush", "swap AS JS", "flush", "swap 3S QH", "flush", "swap 4S KD")
    assert state.reshuffles == 1 and len(state.stock) == 13
    for _ in range(2):
        state = act(state, "flush")
        state = act(state, legal(state)[0])
    assert state.reshuffles == 1 and len(state.stock) == 3
    old_discard = state.discard + state.field
    stock = state.stock
    state = act(state, "flush")
    new_stock = shuffled(old_discard, rng_for(seed, "reshuffle", 0, 2))
    assert state.field == stock + new_stock[:2]
    assert state.stock == new_stock[2:]
    assert state.reshuffles == 2


# --------------------------------------------------------------------------- call question


def test_call_question_after_an_exchange_to_one_suit() -> None:
    state = deal([CALLER, SPADES, MIXED, DIAMONDS], FIELD)
    state = act(state, "swap 9C 8H")
    assert state.hands[0] == ("AH", "KH", "QH", "2H", "8H")
    assert GAME.to_act(state) == (0,)
    assert legal(state) == ["call", "nocall"]
    assert GAME.view(state, 0)["call_question"] == {"score": 41}
    assert GAME.view(state, 0)["hand_score"] == 41
    # other seats are not shown the question
    assert GAME.view(state, 1)["call_question"] is None
    for text in ("pass", "swap 8H 9C", "swap all", "flush", "next"):
        assert refusal(state, text).reason == "answer_call"
    assert refusal(state, "call", seat=1).reason == "not_your_turn"
    state = act(state, "nocall")
    assert GAME.to_act(state) == (1,)
    # declining is an event like any other (every view showed the question being asked)
    assert [e.kind for e in state.events] == ["deal", "swap", "no_call"]
    assert GAME.view(state, 2)["events"][-1] == {
        "n": 2, "kind": "no_call", "seat": 0, "cards": [], "own": False, "params": {}
    }
    assert refusal(state, "call").reason == "no_call_question"
    assert refusal(state, "nocall").reason == "no_call_question"
    assert refusal(state, "next").reason == "round_in_progress"


def test_no_call_question_after_a_pass() -> None:
    state = deal([CALLER, SPADES, MIXED, DIAMONDS], FIELD)
    state = act(state, "swap 9C 8H", "nocall", "swap 2C 9C", "swap 2S 2C", "swap 5D 2S")
    assert GAME.to_act(state) == (0,)
    state = act(state, "pass")
    assert GAME.to_act(state) == (1,)
    assert state.phase == "turn"


def test_a_hand_of_mixed_suits_is_never_asked() -> None:
    state = deal([CALLER, SPADES, MIXED, DIAMONDS], FIELD)
    state = act(state, "swap 9C 4C")
    assert GAME.to_act(state) == (1,)


# --------------------------------------------------------------------------- call results


def test_call_succeeds_standard() -> None:
    state = deal([CALLER, SPADES, MIXED, DIAMONDS], FIELD)
    state = act(state, "swap 9C 8H", "call")
    assert GAME.is_over(state)
    record = state.records[-1]
    assert record.scores == (41, 0, 0, 35)
    assert record.ranks == (1, 3, 3, 2)
    assert record.points == (41, 0, 0, 35)
    assert record.outcome() == "call"
    result = GAME.result(state)
    assert result.scores == (41, 0, 0, 35)
    assert result.ranks == (1, 3, 3, 2)
    assert result.outcome(0) == "won"


TIED_WITH_JOKER = "9D 8D 7D 6D JK"  # 30 + 11 = 41, the caller's score


def test_tie_with_the_caller_fails_in_standard() -> None:
    state = deal([CALLER, SPADES, MIXED, TIED_WITH_JOKER], FIELD)
    state = act(state, "swap 9C 8H", "call")
    record = state.records[-1]
    assert record.scores == (41, 0, 0, 41)
    assert record.failed and record.outcome() == "call-failed"
    assert record.ranks == (4, 2, 2, 1)
    assert record.points == (0, 0, 0, 41)
    assert state.totals == (0, 0, 0, 41)


def test_tie_with_the_caller_uses_the_joker_rule_in_one_more_turn() -> None:
    state = deal([CALLER, SPADES, MIXED, TIED_WITH_JOKER], FIELD, preset="one-more-turn")
    state = act(state, "swap 9C 8H", "call")
    # every other player takes one more turn, in turn order, then the hands are shown
    assert not GAME.is_over(state)
    assert state.extra_queue == (1, 2, 3)
    assert GAME.view(state, 2)["declared"] == {"seat": 0, "kind": "call", "at_deal": False}
    # it is seat 1's first turn, but the one more turn allows everything
    assert legal(state)[-3:] == ["swap all", "flush", "pass"]
    state = act(state, "pass", "pass")
    assert GAME.view(state, 3)["extra_turns"] is True
    state = act(state, "pass")
    record = state.records[-1]
    assert not record.failed
    assert record.ranks == (1, 3, 3, 2)  # the caller has no joker: above the tie
    assert record.points == (41, 0, 0, 41)


def test_caller_beaten_during_the_one_more_turn() -> None:
    state = deal([CALLER, SPADES, MIXED, DIAMONDS], FIELD, preset="one-more-turn")
    state = act(state, "swap 9C 8H", "call", "swap 2C 5S")
    # 46 of one suit, but nobody is asked to call in the one more turn
    assert state.hands[1] == ("AS", "KS", "QS", "JS", "5S")
    assert GAME.to_act(state) == (2,)
    state = act(state, "pass", "pass")
    record = state.records[-1]
    assert record.scores == (41, 46, 0, 35)
    assert record.failed
    assert record.ranks == (4, 1, 3, 2)
    assert record.points == (0, 46, 0, 35)


JOKER_CALLER = "AH KH QH JK 9C"  # swap 9C for 2H: 11+10+10+2 = 33, +11 = 44
TIE_44 = "AD KD QD JD 3D"  # 44 without the joker
FIELD_2H = "2H 5S 4D 5D 4C"


def test_custom_joker_rule_caller_with_joker_fails_on_a_tie() -> None:
    state = deal(
        [JOKER_CALLER, SPADES, MIXED, TIE_44], FIELD_2H, preset="custom", caller_tie="joker-rule"
    )
    state = act(state, "swap 9C 2H", "call")
    assert GAME.is_over(state)  # reveal at once
    record = state.records[-1]
    assert record.scores == (44, 0, 0, 44)
    assert record.jokers == (True, False, False, False)
    assert record.failed
    assert record.ranks == (4, 2, 2, 1)


@pytest.mark.parametrize(
    "options, ranks, points, failed",
    [
        ({"preset": "custom", "caller_tie": "joker-rule"}, (1, 3, 3, 1), (44, 0, 0, 44), False),
        ({"preset": "standard"}, (4, 2, 2, 1), (0, 0, 0, 44), True),
    ],
)
def test_tie_without_jokers(
    options: dict[str, Any], ranks: tuple[int, ...], points: tuple[int, ...], failed: bool
) -> None:
    state = deal(["AH KH QH JH 9C", SPADES, MIXED, TIE_44], "3H 5S 4D 5D 4C", **options)
    state = act(state, "swap 9C 3H", "call")
    record = state.records[-1]
    assert record.scores == (44, 0, 0, 44)
    assert record.ranks == ranks and record.points == points and record.failed == failed
    assert record.shared == ((3,) if not failed else ())


# --------------------------------------------------------------------------- stop


STOPPER_WITH_JOKER = "AH KH QH JK 9C"  # swap 9C for JH: 51 with the joker
STOP_FIELD = "JH TS 2D 3D 4C"


def test_stop_ends_the_round_at_once_in_standard() -> None:
    state = deal([STOPPER_WITH_JOKER, SPADES, MIXED, DIAMONDS], STOP_FIELD)
    state = act(state, "swap 9C JH")
    assert GAME.is_over(state)
    assert [e.kind for e in state.events] == ["deal", "swap", "stop", "end_stop"]
    end = state.events[-1]
    assert end.seat == 0 and end.cards == sum(state.hands, ())
    assert dict(end.params) == {"round": 1, "scores": [51, 0, 0, 35]}
    record = state.records[-1]
    assert record.outcome() == "stop"
    assert record.ranks == (1, 3, 3, 2)
    assert record.points == (51, 0, 0, 35)
    view = GAME.view(state, 2)
    assert view["reveal"]["hands"][0] == ["AH", "KH", "QH", "JK", "JH"]
    assert view["reveal"]["outcome"] == "stop"
    assert view["last_action"] == {"seat": 0, "kind": "stop", "extra": False, "at_deal": False}


def test_one_more_turn_51_without_joker_beats_the_stopper_holding_it() -> None:
    state = deal(
        [STOPPER_WITH_JOKER, SPADES, MIXED, DIAMONDS],
        STOP_FIELD,
        "3S 5S 6S 7S 8S",
        preset="one-more-turn",
    )
    state = act(state, "swap 9C JH")
    assert state.ender == 0 and state.end_kind == "stop"
    assert GAME.to_act(state) == (1,)
    state = act(state, "swap 2C TS")
    # 51 in the one more turn: no stop, play goes on to the next extra turn
    assert state.hands[1] == ("AS", "KS", "QS", "JS", "TS")
    assert GAME.to_act(state) == (2,)
    state = act(state, "pass", "flush")
    assert state.field == ("3S", "5S", "6S", "7S", "8S")
    assert refusal(state, "pass").reason == "must_swap_after_flush"
    state = act(state, "swap 5D 3S")
    assert GAME.is_over(state)
    record = state.records[-1]
    assert record.scores == (51, 51, 0, 0)
    assert record.failed and record.outcome() == "stop-failed"
    assert record.ranks == (4, 1, 2, 2)
    assert record.points == (0, 51, 0, 0)
    moves = [(e.kind, dict(e.params).get("extra")) for e in state.events[1:-1]]
    assert moves == [
        ("swap", False),
        ("stop", None),
        ("swap", True),
        ("pass", True),
        ("flush", True),
        ("swap", True),
    ]


def test_one_more_turn_stopper_without_joker_shares_with_another_51() -> None:
    state = deal(
        ["AH KH QH JH 9C", SPADES, MIXED, DIAMONDS], "TH TS 2D 3D 4C", preset="one-more-turn"
    )
    state = act(state, "swap 9C TH", "swap 2C TS", "pass", "pass")
    record = state.records[-1]
    assert not record.failed
    assert record.ranks == (1, 1, 4, 3)
    assert record.shared == (1,)
    assert record.points == (51, 51, 0, 35)


STOP_AT_DEAL = ["AS KS QS JS TS", "2S 3C 7C 9H 4S", "9D 8D 7D 6D 5D", "AH KH QH JH JK"]


def test_stop_right_after_the_deal_first_in_turn_order() -> None:
    # dealer 1: turn order 2, 3, 0, 1 -- seat 3 reaches its 51 before seat 0
    state = deal(STOP_AT_DEAL, "2D 3D 4C 5C 6H", dealer=1, rounds=3)
    assert state.phase == "hand-over"
    assert state.events == (
        Event.of("deal", 1, ["2D", "3D", "4C", "5C", "6H"], round=1),
        Event.of("stop", 3, at_deal=True),
        Event.of("end_stop", 3, sum(state.hands, ()), round=1, scores=[51, 0, 35, 51]),
    )
    assert GAME.view(state, 0)["last_action"] == {
        "seat": 3, "kind": "stop", "extra": False, "at_deal": True
    }
    record = state.records[0]
    assert record.ranks == (2, 4, 3, 1)
    assert record.points == (51, 0, 35, 51)
    assert GAME.to_act(state) == (0,)
    assert legal(state) == ["next"]
    assert refusal(state, "pass").reason == "round_over"
    assert refusal(state, "next", seat=1).reason == "not_your_turn"
    state = act(state, "next")
    assert state.round_index == 1 and state.dealer == 2
    assert state.totals == (51, 0, 35, 51)


def test_stop_right_after_the_deal_with_one_more_turn() -> None:
    state = deal(STOP_AT_DEAL, "2D 3D 4C 5C 6H", dealer=1, preset="one-more-turn")
    assert state.extra_queue == (0, 1, 2)
    assert GAME.to_act(state) == (0,)
    # nobody has moved yet, but the one more turn allows a pass
    assert "pass" in legal(state)
    state = act(state, "pass", "pass", "pass")
    record = state.records[0]
    assert record.failed
    assert record.ranks == (1, 3, 2, 4)
    assert record.points == (51, 0, 35, 0)


# --------------------------------------------------------------------------- bonus scoring


def test_stadium_bonus_for_a_stop() -> None:
    state = deal(["AH KH QH JH 9C", SPADES, MIXED, DIAMONDS], "TH TS 2D 3D 4C", preset="stadium")
    state = act(state, "swap 9C TH")
    record = state.records[-1]
    assert record.points == (51, 0, 0, 35)
    assert record.bonus == (15, 0, 0, 0)
    assert state.totals == (66, 0, 0, 35)
    assert GAME.view(state, 0)["round_table"] == [
        {
            "round": 1,
            "dealer": 3,
            "ender": 0,
            "outcome": "stop",
            "ranks": [1, 3, 3, 2],
            "points": [51, 0, 0, 35],
            "bonus": [15, 0, 0, 0],
            "total": [66, 0, 0, 35],
        }
    ]


def test_stadium_bonus_for_a_failed_call() -> None:
    state = deal([CALLER, SPADES, MIXED, TIED_WITH_JOKER], FIELD, preset="stadium")
    state = act(state, "swap 9C 8H", "call")
    record = state.records[-1]
    assert record.bonus == (-51, 0, 0, 5)
    assert state.totals == (-51, 0, 0, 46)
    result = GAME.result(state)
    assert result.ranks == (4, 2, 2, 1)


def test_custom_bonus_for_a_failed_stop() -> None:
    state = deal(
        [STOPPER_WITH_JOKER, SPADES, MIXED, DIAMONDS],
        STOP_FIELD,
        preset="custom",
        after_end="one-more-turn",
        bonus=True,
    )
    state = act(state, "swap 9C JH", "swap 2C TS", "pass", "pass")
    record = state.records[-1]
    # caller_tie is "fails" here: the stopper's tie at 51 fails whatever the jokers
    assert record.failed
    assert record.bonus == (-51, 5, 0, 0)
    assert state.totals == (-51, 56, 0, 35)


def test_no_bonus_in_standard() -> None:
    state = deal(["AH KH QH JH 9C", SPADES, MIXED, DIAMONDS], "TH TS 2D 3D 4C")
    state = act(state, "swap 9C TH")
    assert state.records[-1].bonus == (0, 0, 0, 0)
    assert state.totals == (51, 0, 0, 35)


# --------------------------------------------------------------------------- views


def test_taken_cards_are_public_until_given_away() -> None:
    state = deal([CALLER, SPADES, MIXED, DIAMONDS], FIELD)
    state = act(state, "swap 9C 4C", "swap 2C 9C")
    view = GAME.view(state, 2)
    assert view["players"][0]["taken"] == ["4C"]
    assert view["players"][1]["taken"] == ["9C"]
    assert view["players"][0]["hand_count"] == 5
    assert view["last_action"] == {
        "seat": 1,
        "kind": "swap",
        "extra": False,
        "gave": ["2C"],
        "took": ["9C"],
    }
    assert view["history"][0] == [
        {"seat": 0, "kind": "swap", "extra": False, "gave": ["9C"], "took": ["4C"]}
    ]
    assert view["history"][2] == []
    secret = GAME.secret_cards(state, 2)
    assert "4C" not in secret and "9C" not in secret
    assert {"AH", "KH", "QH", "2H", "AS", "9D"} <= secret
    assert "2S" not in secret  # seat 2's own card
    # seat 2 swaps, seat 3 swaps, seat 0 gives 4C back: no longer shown at its seat
    state = act(state, "swap 2S 2C", "swap 5D 2S", "swap 4C 5D")
    assert GAME.view(state, 1)["players"][0]["taken"] == ["5D"]


def test_swap_all_makes_the_whole_hand_public() -> None:
    state = deal(
        [CALLER, SPADES, MIXED, DIAMONDS], FIELD, preset="custom", first_turn="any-but-pass"
    )
    state = act(state, "swap all")
    view = GAME.view(state, 1)
    assert view["players"][0]["taken"] == ["8H", "5S", "2D", "3D", "4C"]
    assert not (set(state.hands[0]) & GAME.secret_cards(state, 1))
    assert view["field"] == ["AH", "KH", "QH", "2H", "9C"]


def test_view_shows_only_what_the_seat_may_know() -> None:
    state = deal([CALLER, SPADES, MIXED, DIAMONDS], FIELD)
    for seat in range(4):
        view = GAME.view(state, seat)
        texts = repr(view)
        assert view["hand"] == list(state.hands[seat])
        for other in range(4):
            if other != seat:
                for card in state.hands[other]:
                    assert f"'{card}'" not in texts
        for card in state.stock:
            assert f"'{card}'" not in texts
        assert view["to_act"] == [0]
        assert view["legal"] == (legal(state, 0) if seat == 0 else [])


def test_hand_score_shown_for_a_one_suit_hand() -> None:
    state = deal([CALLER, SPADES, MIXED, DIAMONDS], FIELD)
    assert GAME.view(state, 3)["hand_score"] == 35
    assert GAME.view(state, 0)["hand_score"] is None


# --------------------------------------------------------------------------- options and texts


@pytest.mark.parametrize(
    "options, name",
    [
        ({"seats": 1}, "seats"),
        ({"seats": 8}, "seats"),
        ({"seats": "4"}, "seats"),
        ({"seats": True}, "seats"),
        ({"rounds": 2}, "rounds"),
        ({"rounds": 0}, "rounds"),
        ({"preset": "house"}, "preset"),
        ({"preset": None}, "preset"),
        ({"colour": "red"}, "colour"),
        ({"preset": "custom", "first_turn": "anything"}, "first_turn"),
        ({"preset": "custom", "after_end": "wait"}, "after_end"),
        ({"preset": "custom", "caller_tie": "coin"}, "caller_tie"),
        ({"preset": "custom", "bonus": 1}, "bonus"),
        ({"preset": "standard", "bonus": True}, "bonus"),
        ({"preset": "one-more-turn", "caller_tie": "fails"}, "caller_tie"),
        ({"first_turn": "any-but-pass"}, "first_turn"),
    ],
)
def test_bad_options_name_the_option(options: dict[str, Any], name: str) -> None:
    with pytest.raises(ValueError, match=name):
        GAME.normalize_options(options)


def test_normalized_options() -> None:
    assert GAME.normalize_options({}).items() >= {
        "seats": 4,
        "preset": "standard",
        "rounds": 1,
        "first_turn": "swap-one",
        "after_end": "reveal",
        "caller_tie": "fails",
        "bonus": False,
    }.items()
    omt = GAME.normalize_options({"preset": "one-more-turn", "seats": 7, "rounds": 10})
    assert (omt["after_end"], omt["caller_tie"], omt["bonus"]) == (
        "one-more-turn",
        "joker-rule",
        False,
    )
    assert GAME.normalize_options({"preset": "stadium"})["bonus"] is True
    custom = {"preset": "custom", "first_turn": "any-but-pass", "bonus": True}
    full = GAME.normalize_options(custom)
    assert full["first_turn"] == "any-but-pass" and full["after_end"] == "reveal"
    for options in ({}, omt, full):
        assert GAME.normalize_options(GAME.normalize_options(options)) == (
            GAME.normalize_options(options)
        )
    assert GAME.seats({"seats": 2}) == 2 and GAME.seats({}) == 4


@pytest.mark.parametrize(
    "text", ["swap 3H KD", "swap JK AS", "swap all", "flush", "pass", "call", "nocall", "next"]
)
def test_action_texts_round_trip(text: str) -> None:
    assert str(GAME.parse_action(text)) == text


@pytest.mark.parametrize(
    "text",
    [
        "swap",
        "swap 3H",
        "swap 10H KD",
        "swap 3h KD",
        "swap 3H KD 4C",
        "swapall",
        "Swap all",
        "call ",
        "no call",
        "swap  all",
        "next round",
    ],
)
def test_bad_action_texts(text: str) -> None:
    with pytest.raises(BadActionText):
        GAME.parse_action(text)


def test_refusals_name_the_card() -> None:
    state = deal([CALLER, SPADES, MIXED, DIAMONDS], FIELD)
    exc = refusal(state, "swap KD 8H")
    assert (exc.reason, exc.params) == ("card_not_in_hand", {"card": "KD"})
    exc = refusal(state, "swap AH KD")
    assert (exc.reason, exc.params) == ("card_not_in_field", {"card": "KD"})


def test_every_reason_has_both_languages() -> None:
    from tefuda import i18n

    reasons = [
        "card_not_in_hand",
        "card_not_in_field",
        "first_turn_swap_one",
        "first_turn_no_pass",
        "must_swap_after_flush",
        "answer_call",
        "no_call_question",
        "round_in_progress",
        "round_over",
    ]
    for reason in reasons:
        for lang in ("en", "ja"):
            text = i18n.reason_text(lang, "fifty-one", reason, {"card": "7C"})
            assert text and "{" not in text
    assert i18n.reason_text("en", "fifty-one", "card_not_in_hand", {"card": "TD"}) == (
        "10♦ is not in your hand."
    )


def test_why_not_explains_without_playing() -> None:
    state = deal([CALLER, SPADES, MIXED, DIAMONDS], FIELD)
    assert GAME.why_not(state, 0, Swap("9C", "8H")) is None
    assert GAME.can_apply(state, 0, Pass()) is False
    assert GAME.why_not(state, 1, Swap("2C", "8H")) == IllegalAction("not_your_turn")
    assert GAME.why_not(state, 0, Pass()) == IllegalAction("first_turn_no_pass")
    with pytest.raises(TypeError):
        GAME.why_not(state, 0, "swap 9C 8H")  # type: ignore[arg-type]
    over = act(state, "swap 9C 8H", "call")
    assert GAME.why_not(over, 0, Next()) == IllegalAction("game_over")


def test_events_tell_the_round() -> None:
    from tefuda import i18n

    state = deal(
        [CALLER, SPADES, MIXED], FIELD, "3S 5H 6H 7H 8S", preset="custom", first_turn="any-but-pass"
    )
    moves = ["swap 9C 4C", "flush", "swap 2C 3S", "nocall", "swap all", "pass", "swap 3S 4S"]
    state = act(state, *moves, "call")
    events = GAME.view(state, 2)["events"]
    assert [e["n"] for e in events] == list(range(10))
    told = [i18n.event_text("en", "fifty-one", e, ["You", "CPU 1", "CPU 2"]) for e in events]
    assert told == [
        "Round 1: CPU 2 dealt. The field shows 8♥ 5♠ 2♦ 3♦ 4♣.",
        "You swapped 9♣ for 4♣ from the field.",
        "CPU 1 flushed the field. The new field shows 3♠ 5♥ 6♥ 7♥ 8♠.",
        "CPU 1 swapped 2♣ for 3♠ from the field.",
        "CPU 1 did not call.",
        "CPU 2 swapped all five: 2♠ 3♣ 7♣ 9♥ 4♠ for 2♣ 5♥ 6♥ 7♥ 8♠.",
        "You passed.",
        "CPU 1 swapped 3♠ for 4♠ from the field.",
        "CPU 1 called!",
        "Round 1: every hand is shown. CPU 1 called and won the round.",
    ]
    # the reveal shows every hand; the stock stays hidden
    assert events[-1]["cards"] == [c for hand in state.hands for c in hand]
    assert i18n.event_text("ja", "fifty-one", events[1], ["あなた", "CPU 1", "CPU 2"]) == (
        "あなたが 9♣ を出して、場札の 4♣ を取りました。"
    )
