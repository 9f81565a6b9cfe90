"""Card notation, decks and seeded shuffles (specs/cards.md)."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tefuda import cards
from tefuda.cards import (
    format_card,
    is_card,
    is_joker,
    parse_card,
    parse_cards,
    rank_number,
    rank_of,
    rng_for,
    shuffled,
    standard_deck,
    suit_of,
)
from tefuda.games import deck_for

ALL_CARDS = [r + s for r in "A23456789TJQK" for s in "SHDC"] + ["JK"]


# --- parsing ----------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["AS", "TD", "7C", "KH", "JK", "2S", "QD", "9H", "JC"])
def test_parse_card_accepts_the_examples(text: str) -> None:
    assert parse_card(text) == text
    assert is_card(text)


def test_parse_card_accepts_all_53_cards() -> None:
    assert len(ALL_CARDS) == 53
    assert [parse_card(c) for c in ALL_CARDS] == ALL_CARDS


# every bad example from cards.md, then more of the same kind
@pytest.mark.parametrize(
    "text",
    [
        "10D",
        "as",
        "1S",
        "ZZ",
        "",
        "A",
        "ASS",
        " AS",
        "AS ",
        "aS",
        "As",
        "jk",
        "Jk",
        "JKR",
        "TX",
        "0S",
        "♠A",
        "A♠",
        "XS",
        "S A",
    ],
)
def test_parse_card_refuses_bad_text_and_names_it(text: str) -> None:
    with pytest.raises(ValueError) as info:
        parse_card(text)
    assert repr(text) in str(info.value)
    assert not is_card(text)


@pytest.mark.parametrize("value", [None, 7, 1.5, ["AS"], ("A", "S"), b"AS", {"AS": 1}])
def test_parse_card_refuses_non_strings(value: object) -> None:
    with pytest.raises(ValueError) as info:
        parse_card(value)
    assert repr(value) in str(info.value)
    assert not is_card(value)


def test_parse_cards_takes_any_iterable() -> None:
    assert parse_cards(["AS", "TD"]) == ("AS", "TD")
    assert parse_cards(("7C",)) == ("7C",)
    assert parse_cards(c for c in ["KH", "JK"]) == ("KH", "JK")
    assert parse_cards([]) == ()


def test_parse_cards_refuses_a_bare_string_and_bad_members() -> None:
    with pytest.raises(ValueError, match="ASKH"):
        parse_cards("ASKH")
    with pytest.raises(ValueError, match="'10D'"):
        parse_cards(["AS", "10D"])


@given(st.sampled_from(ALL_CARDS) | st.text(alphabet="AKJT1023SHDCZ sa♠", max_size=4))
def test_parse_card_accepts_exactly_the_53(text: str) -> None:
    if text in ALL_CARDS:
        assert parse_card(text) == text
    else:
        with pytest.raises(ValueError):
            parse_card(text)


# --- parts and formatting ---------------------------------------------------------------------


def test_rank_suit_and_number() -> None:
    assert (rank_of("TD"), suit_of("TD"), rank_number("TD")) == ("T", "D", 10)
    assert (rank_of("AS"), rank_number("AS")) == ("A", 1)
    assert [rank_number(r + "C") for r in "JQK"] == [11, 12, 13]
    assert (rank_of("JK"), suit_of("JK")) == ("JK", None)
    assert is_joker("JK") and not is_joker("JC")
    with pytest.raises(ValueError):
        rank_number("JK")


@pytest.mark.parametrize(
    ("card", "shown"),
    [("TD", "10♦"), ("AS", "A♠"), ("7C", "7♣"), ("KH", "K♥"), ("JK", "🃏"), ("9S", "9♠")],
)
def test_format_card(card: str, shown: str) -> None:
    assert format_card(card) == shown


# --- decks ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("game_id", "size", "has_joker"),
    [
        ("fifty-one", 53, True),
        ("kakehiki", 53, True),
        ("gin-rummy", 52, False),
        ("five-hundred", 43, True),
    ],
)
def test_deck_sizes(game_id: str, size: int, has_joker: bool) -> None:
    deck = deck_for(game_id)
    assert len(deck) == size
    assert len(set(deck)) == size
    assert all(is_card(c) for c in deck)
    assert ("JK" in deck) is has_joker


def test_standard_deck_order_and_contents() -> None:
    deck = standard_deck()
    assert deck[:3] == ("AS", "2S", "3S") and deck[12] == "KS" and deck[13] == "AH"
    assert deck[-1] == "KC"
    assert set(deck) == set(ALL_CARDS) - {"JK"}
    assert deck_for("gin-rummy") == deck
    assert deck_for("fifty-one") == deck + ("JK",)
    assert deck_for("kakehiki") == deck + ("JK",)


def test_five_hundred_deck_contents() -> None:
    deck = deck_for("five-hundred")
    per_suit = Counter(suit_of(c) for c in deck if c != "JK")
    assert per_suit == {"H": 11, "D": 11, "S": 10, "C": 10}
    assert {rank_of(c) for c in deck if c != "JK" and suit_of(c) in "HD"} == set("456789TJQKA")
    assert {rank_of(c) for c in deck if c != "JK" and suit_of(c) in "SC"} == set("56789TJQKA")
    assert "4H" in deck and "4D" in deck
    for absent in ("4S", "4C", "3H", "2D", "3S", "2C"):
        assert absent not in deck


def test_deck_for_unknown_game() -> None:
    with pytest.raises(ValueError, match="'poker'"):
        deck_for("poker")


# --- randomness -------------------------------------------------------------------------------


def test_rng_for_gives_a_fixed_sequence() -> None:
    # anchors: these numbers must never change, or old saves would replay differently
    rng = rng_for(42, "deal", 1)
    assert rng.random() == 0.12043370150614363
    assert rng.randrange(1000) == 102
    assert shuffled(standard_deck(), rng_for(42, "deal", 1))[:6] == (
        "8D",
        "AH",
        "KC",
        "JC",
        "5C",
        "6C",
    )
    assert shuffled(standard_deck(), rng_for(0, "deal", 1))[:6] == (
        "KD",
        "JD",
        "8S",
        "8C",
        "TC",
        "2S",
    )


def test_rng_for_parts_matter() -> None:
    firsts = {
        rng_for(seed, *parts).random()
        for seed, parts in [
            (1, ("deal", 1)),
            (1, ("deal", 2)),
            (2, ("deal", 1)),
            (1, ("cut", 1)),
            (1, ()),
        ]
    }
    assert len(firsts) == 5
    # the seed is used through str(): an int seed and its string give the same stream
    assert rng_for(7, "deal").random() == rng_for("7", "deal").random()


def test_shuffled_is_deterministic_per_seed_and_differs_across_seeds() -> None:
    deck = deck_for("fifty-one")
    a = shuffled(deck, rng_for(3, "deal", 1))
    assert a == shuffled(deck, rng_for(3, "deal", 1))
    assert sorted(a) == sorted(deck) and a != deck
    others = {shuffled(deck, rng_for(seed, "deal", 1)) for seed in range(20)}
    assert len(others) == 20


def test_shuffled_leaves_its_input_alone() -> None:
    source = list(standard_deck())
    out = shuffled(source, rng_for(1))
    assert source == list(standard_deck())
    assert isinstance(out, tuple) and sorted(out) == sorted(source)


def test_module_random_is_not_used() -> None:
    import random

    random.seed(1)
    a = shuffled(standard_deck(), rng_for(5, "deal"))
    random.seed(2)
    assert shuffled(standard_deck(), rng_for(5, "deal")) == a
    assert cards.SUIT_SYMBOLS == {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
