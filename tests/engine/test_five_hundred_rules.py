"""500's public rules functions, one worked example per rule and edge: the bowers, the joker in
each contract, following suit, the bid ladder and values, hand scoring and the end of the game
(specs/five_hundred.md).  The engine's own play-throughs are in test_five_hundred_play.py."""

from __future__ import annotations

import pytest

from tefuda.games.five_hundred import (
    BIDS,
    bid_value,
    game_end,
    legal_bids,
    legal_cards,
    nameable_suits,
    score_hand,
    sort_hand,
    trick_winner,
)
from tefuda.games.five_hundred.bids import bid_rank, bid_refusal
from tefuda.games.five_hundred.tricks import playable


def test_doctests_exist_on_the_public_functions() -> None:
    # (pytest runs every docstring example of the engine: --doctest-modules)
    for function in (bid_value, trick_winner, legal_cards):
        assert function.__doc__ and ">>>" in function.__doc__, function.__name__


# --------------------------------------------------------------------------- bowers


def test_right_bower_beats_left_bower_beats_ace_of_trumps() -> None:
    assert trick_winner(["AH", "JD", "KH", "QH"], "H") == 1  # left bower over the ace
    assert trick_winner(["JD", "AH", "JH", "QH"], "H") == 2  # right bower over the left
    assert trick_winner(["JH", "JD", "AH", "JK"], "H") == 3  # the joker over both


def test_trumps_run_down_to_the_four_and_beat_any_plain_card() -> None:
    assert trick_winner(["AS", "4H", "KS", "QS"], "H") == 1
    assert trick_winner(["AS", "5C", "KS", "4H"], "C") == 1  # clubs: 5 is the lowest trump


def test_left_bower_follows_trumps_not_its_printed_suit() -> None:
    # hearts trumps: J♦ is a heart; a heart lead must be followed with it when it is the only one
    assert legal_cards(["JD", "5D", "9S"], ["KH"], "H") == ["JD"]
    # a diamond lead: J♦ is not a diamond, so 5♦ must be played
    assert legal_cards(["JD", "5D", "9S"], ["KD"], "H") == ["5D"]


def test_holding_only_the_left_bower_of_the_led_suit_is_being_void() -> None:
    # diamonds led in hearts: J♦ is a trump, so a player whose only "diamond" is J♦ is void
    assert legal_cards(["JD", "7S", "8C"], ["KD"], "H") == ["JD", "7S", "8C"]
    # and may trump with it: the left bower wins the diamond trick
    assert trick_winner(["KD", "JD", "AD", "QD"], "H") == 1


def test_the_left_bower_as_the_only_trump_must_follow_a_trump_lead() -> None:
    assert legal_cards(["JD", "7S", "AD"], ["5H"], "H") == ["JD"]
    refusal = playable(["JD", "7S", "AD"], ["5H"], "H").refusal("7S")
    assert (refusal.reason, refusal.params) == (
        "left_bower_is_your_trump",
        {"card": "JD", "symbol": "♥"},
    )


def test_a_led_left_bower_is_a_trump_lead() -> None:
    assert legal_cards(["AD", "5H", "KS"], ["JD"], "H") == ["5H"]
    assert legal_cards(["AD", "KD", "KS"], ["JD"], "H") == ["AD", "KD", "KS"]  # void in trumps
    assert trick_winner(["JD", "AH", "KH", "QH"], "H") == 0


def test_playing_the_left_bower_as_its_printed_suit_is_refused_with_the_reason() -> None:
    refusal = playable(["JD", "5D", "9S"], ["KD"], "H").refusal("JD")
    assert (refusal.reason, refusal.params) == (
        "left_bower_is_trump",
        {"card": "JD", "suit": "D", "symbol": "♦"},
    )


def test_the_suit_of_the_trumps_colour_has_no_jack() -> None:
    # hearts trumps: diamonds run A K Q T 9 …; clubs keep their jack below the queen
    assert trick_winner(["TD", "QD"], "H") == 1
    assert trick_winner(["JC", "TC"], "H") == 0


def test_no_trumps_has_no_bowers() -> None:
    assert legal_cards(["JD", "5H"], ["KD"], "NT") == ["JD"]  # J♦ is a diamond
    assert trick_winner(["QH", "JH", "JD", "AH"], "NT") == 3  # jacks rank below queens
    assert trick_winner(["JH", "JD"], "NT") == 0  # J♦ does not follow hearts


# --------------------------------------------------------------------------- the joker


def test_joker_in_a_trump_contract_is_the_highest_trump() -> None:
    assert trick_winner(["JS", "JK", "JC", "AS"], "S") == 1
    assert trick_winner(["KD", "JK", "AD", "4D"], "S") == 1  # played void: it trumps


def test_joker_in_a_trump_contract_must_follow_a_trump_lead_when_it_is_the_only_trump() -> None:
    assert legal_cards(["JK", "AS", "AD"], ["7H"], "H") == ["JK"]
    refusal = playable(["JK", "AS", "AD"], ["7H"], "H").refusal("AS")
    assert (refusal.reason, refusal.params) == ("joker_is_your_trump", {"symbol": "♥"})


def test_joker_led_in_a_trump_contract_is_a_trump_lead() -> None:
    assert legal_cards(["5H", "AS"], ["JK"], "H") == ["5H"]
    assert legal_cards(["JD", "AD"], ["JK"], "H") == ["JD"]  # the left bower follows it
    assert legal_cards(["AD", "AS"], ["JK"], "H") == ["AD", "AS"]  # no trump: anything
    assert trick_winner(["JK", "JH", "JD", "AH"], "H") == 0


def test_joker_in_a_trump_contract_may_not_be_played_to_a_plain_suit_held() -> None:
    assert legal_cards(["JK", "AS"], ["KS"], "H") == ["AS"]
    refusal = playable(["JK", "AS"], ["KS"], "H").refusal("JK")
    assert (refusal.reason, refusal.params) == ("must_follow", {"suit": "S", "symbol": "♠"})


def test_joker_in_no_trumps_is_the_highest_card_and_wins_when_played_void() -> None:
    assert trick_winner(["AS", "KS", "JK", "QS"], "NT") == 2
    assert legal_cards(["JK", "7H"], ["KS"], "NT") == ["JK", "7H"]  # void in spades
    assert legal_cards(["JK", "AS", "7H"], ["KS"], "NT") == ["AS"]  # holds a spade
    refusal = playable(["JK", "AS", "7H"], ["KS"], "NT").refusal("JK")
    assert (refusal.reason, refusal.params) == (
        "joker_only_when_void",
        {"suit": "S", "symbol": "♠"},
    )


def test_joker_led_in_no_trumps_stands_for_the_named_suit() -> None:
    assert legal_cards(["AS", "7H", "8H"], ["JK"], "NT", "H") == ["7H", "8H"]
    assert legal_cards(["AS", "7D"], ["JK"], "NT", "H") == ["AS", "7D"]  # void in hearts
    assert trick_winner(["JK", "AH", "KH", "QH"], "NT", "H") == 0
    with pytest.raises(ValueError, match="named"):
        legal_cards(["AS"], ["JK"], "NT")


def test_joker_lead_names_a_suit_not_yet_led_and_only_the_last_trick_after_all_four() -> None:
    assert nameable_suits(["S", "H"], False) == ("C", "D")
    assert nameable_suits(["S", "H", "C", "D"], False) == ()
    assert nameable_suits(["S", "H", "C", "D"], True) == ("S", "C", "D", "H")
    assert nameable_suits(["S"], True) == ("C", "D", "H")  # not all led: still an unled suit
    assert legal_cards(["JK", "7H", "8C"], [], "NT", suits_led="SHDC") == ["7H", "8C"]
    assert legal_cards(["JK", "7H"], [], "NT", suits_led="SHD") == ["JK", "7H"]
    assert legal_cards(["JK"], [], "NT", suits_led="SHDC", last_trick=True) == ["JK"]
    assert playable(["JK", "7H"], [], "NT", suits_led="SHDC").refusal("JK").reason == (
        "joker_lead_closed"
    )
    # in a trump contract the joker is led like any trump, whatever was led before
    assert legal_cards(["JK", "7H"], [], "H", suits_led="SHDC") == ["JK", "7H"]


def test_misere_makes_the_joker_compulsory_when_void() -> None:
    assert legal_cards(["JK", "7H", "8C"], ["KS"], "NT", misere=True) == ["JK"]
    assert legal_cards(["JK", "7H", "8C"], ["KS"], "NT", misere=False) == ["JK", "7H", "8C"]
    assert legal_cards(["JK", "7S", "8C"], ["KS"], "NT", misere=True) == ["7S"]  # not void
    refusal = playable(["JK", "7H", "8C"], ["KS"], "NT", misere=True).refusal("7H")
    assert (refusal.reason, refusal.params) == ("joker_compulsory", {"suit": "S", "symbol": "♠"})
    with pytest.raises(ValueError, match="NT"):
        legal_cards(["JK"], ["KS"], "H", misere=True)


def test_a_card_that_may_be_played_has_no_refusal() -> None:
    rule = playable(["JD", "7S", "AD"], ["5H"], "H")
    with pytest.raises(ValueError, match="JD may be played"):
        rule.refusal("JD")
    with pytest.raises(ValueError, match="7S may be played"):
        playable(["7S", "AD"], ["5H"], "H").refusal("7S")  # void in trumps: anything


def test_following_suit_in_hand_order_and_leading_anything() -> None:
    hand = ["JK", "AH", "7H", "KS", "4D"]
    assert legal_cards(hand, [], "S") == hand
    assert legal_cards(hand, ["9H", "TH"], "S") == ["AH", "7H"]
    assert legal_cards(hand, ["9C"], "S") == hand  # void in clubs: anything
    assert legal_cards(hand, ["9S"], "S") == ["JK", "KS"]  # spades led: the joker is a spade


def test_trick_winner_and_legal_cards_refuse_bad_input() -> None:
    for cards, trump in (([], "S"), (["AS", "AS"], "S"), (["2H"], "S"), (["10D"], "S"),
                         (["AS"], "X"), (["AS"], "nt"), ("ASKH", "S"),
                         (["AS", "KS", "QS", "JS", "TS"], "S")):
        with pytest.raises(ValueError):
            trick_winner(cards, trump)
    with pytest.raises(ValueError):
        trick_winner(["AS"], "S", "Z")
    with pytest.raises(ValueError):
        legal_cards(["AS"], ["AS"], "S")  # a card in the hand and the trick
    with pytest.raises(ValueError):
        legal_cards(["AS"], ["KS", "QS", "JS", "TS"], "S")  # the trick is complete
    with pytest.raises(ValueError):
        legal_cards(["AS"], [], "S", suits_led=["X"])
    with pytest.raises(ValueError):
        legal_cards(["4S"], [], "S")  # black suits start at the five


def test_trick_winner_judges_cards_as_given() -> None:
    # a renege is not its business: the highest card of the suit led still wins
    assert trick_winner(["9S", "AD", "KS"], "NT") == 2


# --------------------------------------------------------------------------- hand order


def test_hand_order_puts_the_bowers_and_joker_with_the_trumps() -> None:
    hand = ["7S", "JC", "AH", "JS", "JK", "5D", "KC"]
    assert sort_hand(hand) == ("JS", "7S", "AH", "KC", "JC", "5D", "JK")
    assert sort_hand(hand, "S") == ("JK", "JS", "JC", "7S", "AH", "KC", "5D")
    assert sort_hand(hand, "NT") == ("JS", "7S", "AH", "KC", "JC", "5D", "JK")


# --------------------------------------------------------------------------- bids


def test_bid_values_follow_the_table() -> None:
    table = {
        "S": (40, 140, 240, 340, 440),
        "C": (60, 160, 260, 360, 460),
        "D": (80, 180, 280, 380, 480),
        "H": (100, 200, 300, 400, 500),
        "NT": (120, 220, 320, 420, 520),
    }
    for trump, values in table.items():
        for tricks, value in zip(range(6, 11), values, strict=True):
            assert bid_value(f"{tricks}{trump}") == value
    assert bid_value("MISERE") == 250
    assert bid_value("OPEN_MISERE") == 520
    for bad in ("5H", "11S", "7h", "7 H", "misere", "", "10T", 7, None, "6N"):
        with pytest.raises(ValueError):
            bid_value(bad)  # type: ignore[arg-type]


def test_the_bid_ladder() -> None:
    assert len(BIDS) == 27
    assert BIDS[:5] == ("6S", "6C", "6D", "6H", "6NT")
    assert BIDS[9:12] == ("7NT", "MISERE", "8S")
    assert BIDS[-4:] == ("10D", "OPEN_MISERE", "10H", "10NT")
    # 8♠ beats misère although it scores less
    assert bid_rank("8S") > bid_rank("MISERE") and bid_value("8S") < bid_value("MISERE")


def test_misere_only_over_a_seven_bid_unless_the_option() -> None:
    assert "MISERE" not in legal_bids(None)
    assert "MISERE" not in legal_bids("6NT")
    assert all("MISERE" in legal_bids(b) for b in ("7S", "7C", "7D", "7H", "7NT"))
    assert bid_refusal("MISERE", "6H").reason == "misere_over_seven"  # type: ignore[union-attr]
    assert "MISERE" in legal_bids(None, misere_any_time=True)
    assert "MISERE" in legal_bids("6S", misere_any_time=True)


def test_misere_never_over_an_eight_bid_even_with_the_option() -> None:
    for any_time in (False, True):
        assert "MISERE" not in legal_bids("8S", misere_any_time=any_time)
        refusal = bid_refusal("MISERE", "8S", misere_any_time=any_time)
        assert refusal is not None and refusal.reason == "bid_too_low"
        refusal = bid_refusal("MISERE", "MISERE", misere_any_time=any_time)
        assert refusal is not None and refusal.reason == "bid_too_low_misere"


def test_open_misere_any_time_between_ten_diamonds_and_ten_hearts() -> None:
    assert "OPEN_MISERE" in legal_bids(None)
    assert "OPEN_MISERE" in legal_bids("10D")
    assert "OPEN_MISERE" not in legal_bids("10H")
    assert legal_bids("OPEN_MISERE") == ["10H", "10NT"]
    refusal = bid_refusal("10D", "OPEN_MISERE")
    assert refusal is not None and refusal.reason == "bid_too_low_open_misere"


def test_a_bid_must_beat_the_high_bid() -> None:
    assert legal_bids("7H")[:3] == ["7NT", "MISERE", "8S"]
    refusal = bid_refusal("7D", "7H")
    assert refusal is not None and (refusal.reason, refusal.params) == ("bid_too_low", {"high": "7♥"})
    assert bid_refusal("7H", "7H") is not None
    assert legal_bids("10NT") == []


# --------------------------------------------------------------------------- scoring


def test_contract_made_scores_its_value_and_the_defenders_ten_a_trick() -> None:
    score = score_hand("8H", 8)
    assert (score.made, score.slam, score.contractors, score.defenders) == (True, False, 300, 20)
    assert score_hand("6S", 9).contractors == 40  # no bonus for extra tricks


def test_slam_scores_250_for_a_contract_worth_less() -> None:
    for bid in ("6S", "6NT", "7S", "7NT", "8S"):
        score = score_hand(bid, 10)
        assert (score.made, score.slam, score.contractors, score.defenders) == (True, True, 250, 0)
    assert score_hand("8C", 10).contractors == 260  # worth more than 250: no slam
    assert not score_hand("8C", 10).slam
    assert score_hand("10NT", 10).contractors == 520


def test_contract_lost_costs_its_value() -> None:
    score = score_hand("9NT", 8)
    assert (score.made, score.contractors, score.defenders) == (False, -420, 20)
    assert score_hand("6S", 0).contractors == -40 and score_hand("6S", 0).defenders == 100


def test_misere_scores_and_the_defenders_score_nothing() -> None:
    assert score_hand("MISERE", 0).contractors == 250
    assert score_hand("MISERE", 1).contractors == -250
    assert score_hand("OPEN_MISERE", 0).contractors == 520
    assert score_hand("OPEN_MISERE", 1, open_misere_value=500).contractors == -500
    assert all(score_hand(b, t).defenders == 0 for b in ("MISERE", "OPEN_MISERE") for t in (0, 1))


def test_end_of_game() -> None:
    # both over 500: the contracting side wins with fewer points
    end = game_end([500, 520], 0, True, must_win_by_contract=False)
    assert end is not None and (end.reason, end.side, end.winner) == ("made_contract", 0, 0)
    # the defenders alone over 500 on trick points win, unless they must win by contract
    end = game_end([200, 510], 0, True, must_win_by_contract=False)
    assert end is not None and (end.reason, end.winner) == ("reached_on_tricks", 1)
    assert game_end([200, 510], 0, True, must_win_by_contract=True) is None
    end = game_end([200, 560], 1, True, must_win_by_contract=True)
    assert end is not None and (end.reason, end.winner) == ("made_contract", 1)
    # a contract lost leaves a side at 500 or more in the game when it must win by contract
    assert game_end([200, 510], 1, False, must_win_by_contract=True) is None
    # −500 loses
    end = game_end([-500, 200], 0, False, must_win_by_contract=True)
    assert end is not None and (end.reason, end.side, end.winner) == ("fell_below", 0, 1)
    assert game_end([499, -499], 0, True, must_win_by_contract=False) is None
