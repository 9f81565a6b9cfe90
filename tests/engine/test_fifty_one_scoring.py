"""51: the value of a hand (hand_score) and the ranking of a round (rank_round, round_bonus)."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tefuda.games import deck_for
from tefuda.games.fifty_one import hand_score
from tefuda.games.fifty_one.scoring import Ranking, one_suit, rank_round, round_bonus

# --------------------------------------------------------------------------- hand_score


@pytest.mark.parametrize(
    "cards, score",
    [
        # the spec's examples
        ("AH KH QH JH JK", 51),
        ("AS 2S 3S 4S JK", 31),
        ("KD QD JD TD JK", 51),
        ("AC KC QC JC TC", 51),
        ("AC KC QC 2D JK", 0),
    ],
)
def test_spec_examples(cards: str, score: int) -> None:
    assert hand_score(cards.split()) == score


@pytest.mark.parametrize(
    "cards, score",
    [
        # joker as 11: no ace, 4 cards 40 -> exactly 51
        ("KS QS JS TS JK", 51),
        # joker as 11 reaching 51 exactly beside an ace: 11+10+10+9 = 40, +11 = 51
        ("AH KH QH 9H JK", 51),
        # joker as 10: 11+10+10+10 = 41, +11 would be 52
        ("AH KH QH TH JK", 51),
        # joker as 11 with an ace well below 51: 11+10+9+8 = 38, +11 = 49
        ("AS KS 9S 8S JK", 49),
        # the lowest joker hand: 2+3+4+5 = 14, +11
        ("2C 3C 4C 5C JK", 25),
        # joker first or in the middle changes nothing
        ("JK 2D 9D AD 7D", 40),
        # joker in a hand of two suits: nothing
        ("AH KH QH JS JK", 0),
        ("2H 3H 4H 5C JK", 0),
    ],
)
def test_joker_cases(cards: str, score: int) -> None:
    assert hand_score(cards.split()) == score


@pytest.mark.parametrize(
    "cards, score",
    [
        ("2C 3C 4C 5C 6C", 20),  # the lowest hand of one suit
        ("9D 8D 7D 6D 5D", 35),
        ("AS KS 2S 3S 4S", 30),
        ("AS KS QS JS TH", 0),  # high cards, but one is a heart
        ("2S 2H 2D 2C 3S", 0),
    ],
)
def test_hands_without_joker(cards: str, score: int) -> None:
    assert hand_score(cards.split()) == score


def test_accepts_any_iterable() -> None:
    assert hand_score(("AH", "KH", "QH", "JH", "TH")) == 51
    assert hand_score(c for c in ["2C", "3C", "4C", "5C", "6C"]) == 20


@pytest.mark.parametrize(
    "bad, fragment",
    [
        (["AH", "KH", "QH", "JH"], "got 4"),
        (["AH", "KH", "QH", "JH", "TH", "9H"], "got 6"),
        ([], "got 0"),
        (["AH", "KH", "QH", "JH", "AH"], "same card twice"),
        (["AH", "KH", "QH", "JH", "10H"], "10H"),
        (["AH", "KH", "QH", "JH", "ah"], "ah"),
        (["AH", "KH", "QH", "JH", None], "None"),
        ("AHKHQHJHTH", "string"),
    ],
)
def test_bad_input_is_refused(bad: object, fragment: str) -> None:
    with pytest.raises(ValueError, match=fragment):
        hand_score(bad)  # type: ignore[arg-type]


#: card points as the spec lists them, written out here apart from the engine's table
SPEC_POINTS = {"A": 11, "K": 10, "Q": 10, "J": 10, "T": 10, **{str(n): n for n in range(2, 10)}}
SUIT_CARDS = {suit: [rank + suit for rank in "A23456789TJQK"] for suit in "SHDC"}


@st.composite
def one_suit_hands(draw: st.DrawFn) -> list[str]:
    """Draw five cards of one suit, or four of one suit and the joker, in any order."""
    suit = draw(st.sampled_from("SHDC"))
    joker = draw(st.booleans())
    size = 4 if joker else 5
    cards = draw(st.lists(st.sampled_from(SUIT_CARDS[suit]), min_size=size, max_size=size,
                          unique=True))
    return draw(st.permutations(cards + ["JK"] * joker))


@given(one_suit_hands())
def test_a_one_suit_hand_scores_its_points(hand: list[str]) -> None:
    points = sum(SPEC_POINTS[c[0]] for c in hand if c != "JK")
    score = hand_score(hand)
    if "JK" in hand:
        # the joker is 11 unless that passes 51, then 10
        assert score == points + (11 if points + 11 <= 51 else 10)
    else:
        assert score == points
    assert 20 <= score <= 51
    assert hand_score(list(reversed(hand))) == score


@given(st.permutations(deck_for("fifty-one")))
def test_any_five_cards_score_only_when_of_one_suit(deck: list[str]) -> None:
    hand = deck[:5]
    score = hand_score(hand)
    assert 0 <= score <= 51
    assert (score > 0) == one_suit(hand)
    assert hand_score(list(reversed(hand))) == score


def test_every_one_suit_hand_counted() -> None:
    # 4 suits x (C(13,5) hands without the joker + C(13,4) with it) = 8008 hands, all scoring.
    # 51 exactly, per suit: A K Q J T without the joker (1); with the joker as 11, four cards
    # worth 40: K Q J T (1) or A, 9 and two of K Q J T (6); with the joker as 10, four cards
    # worth 41: A and three of K Q J T (4).  12 per suit.
    hands = [
        list(cards) + extra
        for suit in "SHDC"
        for extra, size in (([], 5), (["JK"], 4))
        for cards in itertools.combinations(SUIT_CARDS[suit], size)
    ]
    scores = [hand_score(h) for h in hands]
    assert len(hands) == 8008
    assert min(scores) == 20 and max(scores) == 51
    assert scores.count(51) == 48
    assert scores.count(20) == 4  # 2 3 4 5 6 of each suit; the lowest joker hand scores 25


# --------------------------------------------------------------------------- rank_round


def test_stop_puts_the_stopper_first_and_ranks_the_rest() -> None:
    # seat 1 stopped; seat 0 and 3 both 30, seat 3 holds the joker; seat 2 has 0
    r = rank_round([30, 51, 0, 30], [False, False, False, True], 1, "stop", False, "fails")
    assert r == Ranking(ranks=(2, 1, 4, 3), points=(30, 51, 0, 30), failed=False, shared=())


def test_stop_first_even_when_another_hand_is_51() -> None:
    # a stop on the dealt hands: the other 51 is second (stop not treated as a call)
    r = rank_round([51, 0, 51], [False, False, True], 2, "stop", False, "fails")
    assert r.ranks == (2, 3, 1)
    assert not r.failed


def test_equal_scores_equal_jokers_share_a_rank() -> None:
    r = rank_round([40, 0, 0, 25, 25], [False] * 5, 0, "call", False, "fails")
    assert r.ranks == (1, 4, 4, 2, 2)
    assert r.points == (40, 0, 0, 25, 25)


def test_call_succeeds_when_nobody_reaches_the_caller() -> None:
    r = rank_round([38, 37, 0], [False, True, False], 0, "call", False, "fails")
    assert r == Ranking(ranks=(1, 2, 3), points=(38, 37, 0), failed=False, shared=())


def test_call_fails_against_a_higher_score() -> None:
    r = rank_round([38, 39, 0, 20], [False] * 4, 0, "call", False, "joker-rule")
    assert r == Ranking(ranks=(4, 1, 3, 2), points=(0, 39, 0, 20), failed=True, shared=())


def test_tie_fails_the_call_under_fails_even_without_the_callers_joker() -> None:
    r = rank_round([41, 41, 0], [False, True, False], 0, "call", False, "fails")
    assert r.failed
    assert r.ranks == (3, 1, 2)
    assert r.points == (0, 41, 0)


def test_joker_rule_caller_without_joker_beats_a_tie_holding_it() -> None:
    r = rank_round([41, 41, 0], [False, True, False], 0, "call", False, "joker-rule")
    assert r == Ranking(ranks=(1, 2, 3), points=(41, 41, 0), failed=False, shared=())


def test_joker_rule_caller_with_joker_loses_to_a_tie_without() -> None:
    r = rank_round([44, 0, 44], [True, False, False], 0, "call", False, "joker-rule")
    assert r == Ranking(ranks=(3, 2, 1), points=(0, 0, 44), failed=True, shared=())


def test_joker_rule_tie_with_neither_joker_is_shared_first() -> None:
    r = rank_round([44, 0, 0, 44], [False] * 4, 0, "call", False, "joker-rule")
    assert r == Ranking(ranks=(1, 3, 3, 1), points=(44, 0, 0, 44), failed=False, shared=(3,))


def test_joker_rule_two_ties_without_joker_both_share_first() -> None:
    r = rank_round([30, 30, 30, 10], [False] * 4, 1, "call", False, "joker-rule")
    assert r.ranks == (1, 1, 1, 4)
    assert r.shared == (0, 2)


def test_stop_as_call_fails_against_a_51_without_joker() -> None:
    r = rank_round([51, 51, 0, 0], [True, False, False, False], 0, "stop", True, "joker-rule")
    assert r == Ranking(ranks=(4, 1, 2, 2), points=(0, 51, 0, 0), failed=True, shared=())


def test_stop_as_call_shared_when_neither_holds_the_joker() -> None:
    r = rank_round([51, 51, 0, 33], [False, False, True, False], 0, "stop", True, "joker-rule")
    assert r == Ranking(ranks=(1, 1, 4, 3), points=(51, 51, 0, 33), failed=False, shared=(1,))


def test_unknown_kind_or_tie_rule_is_an_error() -> None:
    with pytest.raises(ValueError, match="round end"):
        rank_round([1, 2], [False, False], 0, "fold", False, "fails")
    with pytest.raises(ValueError, match="caller_tie"):
        rank_round([1, 2], [False, False], 0, "call", False, "coin")


# --------------------------------------------------------------------------- bonus


def test_bonus_for_a_stop() -> None:
    r = rank_round([51, 35, 0], [False, False, False], 0, "stop", False, "fails")
    assert round_bonus(r, 0, "stop", 3) == (15, 0, 0)


def test_bonus_for_a_failed_call() -> None:
    r = rank_round([41, 41, 0], [False, True, False], 0, "call", False, "fails")
    assert round_bonus(r, 0, "call", 3) == (-51, 5, 0)


def test_bonus_for_a_won_call_and_a_shared_first() -> None:
    r = rank_round([44, 44, 10], [False, False, False], 0, "call", False, "joker-rule")
    assert round_bonus(r, 0, "call", 3) == (5, 5, 0)


def test_bonus_for_a_failed_stop_treated_as_call() -> None:
    r = rank_round([51, 51], [True, False], 0, "stop", True, "joker-rule")
    assert round_bonus(r, 0, "stop", 2) == (-51, 5)
