"""500 played through the engine on stacked decks: bidding, the kitty, following suit with the
bowers and the joker, misère and open misère, scoring and the end of the game, each with its
exact values (specs/five_hundred.md)."""

from __future__ import annotations

import dataclasses
import re
import string
from collections.abc import Sequence
from typing import Any

import pytest

from tefuda import i18n
from tefuda.cards import rng_for, shuffled
from tefuda.core import BadActionText, IllegalAction
from tefuda.games.five_hundred import (
    DECK,
    GAME,
    Bid,
    FiveHundredOptions,
    FiveHundredState,
    Play,
    first_dealer,
)
from tefuda.games.five_hundred.view import bid_view

# --------------------------------------------------------------------------- helpers


def seed_dealt_by(dealer: int) -> int:
    """Return the first seed whose first hand is dealt by ``dealer``."""
    return next(s for s in range(100) if first_dealer(s) == dealer)


def stack(hands: Sequence[Sequence[str]], kitty: Sequence[str] = ()) -> list[str]:
    """Return a 43-card deck dealing ``hands[s]`` to seat s and ``kitty`` to the centre, each
    filled up from the cards left over, in deck order."""
    used = {c for h in hands for c in h} | set(kitty)
    rest = iter([c for c in DECK if c not in used])
    deck: list[str] = []
    for seat in range(4):
        hand = list(hands[seat]) if seat < len(hands) else []
        deck += hand + [next(rest) for _ in range(10 - len(hand))]
    return deck + list(kitty) + [next(rest) for _ in range(3 - len(kitty))]


def start(hands: Sequence[Sequence[str]], kitty: Sequence[str] = (), *, dealer: int = 3,
          scores: tuple[int, int] = (0, 0), **options: Any) -> FiveHundredState:
    """Return a game whose first hand is stacked, dealt by ``dealer`` (seat 0 bids first by
    default), with the sides' scores set to ``scores`` before it."""
    state = GAME.start(GAME.normalize_options(options), seed_dealt_by(dealer), stack(hands, kitty))
    assert state.dealer == dealer
    return dataclasses.replace(state, scores=scores)


#: in :func:`act`, "the first legal action of the seat to act"
FIRST = "<first>"


def act(state: FiveHundredState, *texts: str) -> FiveHundredState:
    """Play each text for the seat whose turn it is (:data:`FIRST`: its first legal action)."""
    for text in texts:
        (seat,) = GAME.to_act(state)
        state = GAME.apply(state, seat, legal(state)[0] if text == FIRST else text)
    return state


def plays(*cards: str) -> list[str]:
    return [f"play {c}" for c in cards]


def legal(state: FiveHundredState) -> list[str]:
    (seat,) = GAME.to_act(state)
    return [str(a) for a in GAME.legal_actions(state, seat)]


def refused(state: FiveHundredState, seat: int, text: str) -> IllegalAction:
    """Assert ``text`` of ``seat`` is refused, the state unchanged; return the refusal."""
    before = dataclasses.replace(state)
    with pytest.raises(IllegalAction) as info:
        GAME.apply(state, seat, text)
    assert state == before
    assert GAME.why_not(state, seat, GAME.parse_action(text)) == info.value
    for lang in ("en", "ja"):
        assert i18n.reason_text(lang, GAME.id, info.value.reason, info.value.params).strip()
    return info.value


def kinds(state: FiveHundredState) -> list[str]:
    return [e.kind for e in state.events]


def summary(state: FiveHundredState, seat: int = 0) -> Any:
    return GAME.view(state, seat)["summary"]


# --------------------------------------------------------------------------- a hand of 7♥

# Seat 0 holds the top seven hearts (joker and both bowers included) and three low spades;
# West the top spades and clubs, North three low trumps and low clubs, East the diamonds.
SEVEN_HEARTS = (
    ["JK", "JH", "JD", "AH", "KH", "QH", "TH", "5S", "6S", "7S"],
    ["AS", "KS", "QS", "JS", "TS", "9S", "8S", "AC", "KC", "QC"],
    ["6H", "5H", "4H", "5C", "6C", "7C", "8C", "9C", "TC", "4D"],
    ["AD", "KD", "QD", "TD", "9D", "8D", "7D", "JC", "5D", "6D"],
)
SEVEN_HEARTS_KITTY = ("9H", "8H", "7H")
# the play, trick by trick, from the leader: seat 0 draws trumps, then loses three spades
SEVEN_HEARTS_PLAY = [
    *plays("JK", "8S", "4H", "5D"),
    *plays("JH", "9S", "5H", "6D"),
    *plays("JD", "TS", "6H", "7D"),
    *plays("AH", "JS", "5C", "8D"),
    *plays("KH", "AC", "6C", "9D"),
    *plays("QH", "QC", "7C", "TD"),
    *plays("TH", "KC", "8C", "QD"),
    *plays("5S", "AS", "9C", "JC"),
    *plays("KS", "TC", "KD", "6S"),
    *plays("QS", "4D", "AD", "7S"),
]


def seven_hearts(**kwargs: Any) -> FiveHundredState:
    """Return the 7♥ hand after the bidding and the discards, seat 0 to lead."""
    state = start(SEVEN_HEARTS, SEVEN_HEARTS_KITTY, **kwargs)
    return act(state, "bid 7H", "pass", "pass", "pass", "discard 9H", "discard 8H", "discard 7H")


def test_first_dealer_and_deal_come_from_the_seed() -> None:
    for seed in range(6):
        state = GAME.start(GAME.normalize_options({}), seed)
        assert state.dealer == rng_for(seed, "first-dealer").randrange(4)
        deck = shuffled(DECK, rng_for(seed, "deal", 0))
        assert [sorted(h) for h in state.hands] == [sorted(deck[10 * s : 10 * s + 10]) for s in range(4)]
        assert state.kitty == deck[40:]
        assert GAME.to_act(state) == ((state.dealer + 1) % 4,)  # the dealer's left bids first


def test_a_made_contract_scores_its_value_and_the_defenders_ten_a_trick() -> None:
    state = seven_hearts()
    assert kinds(state) == ["deal", "bid", "pass", "pass", "pass", "contract", "kitty",
                            "discard", "discard", "discard"]
    state = act(state, *SEVEN_HEARTS_PLAY)
    assert state.phase == "hand-over"
    assert summary(state)["tricks"] == [7, 3]
    assert summary(state)["points"] == [200, 30]
    assert summary(state)["made"] is True and summary(state)["slam"] is False
    assert state.scores == (200, 30)
    last = state.events[-1]
    assert (last.kind, last.seat, dict(last.params)) == (
        "made", 0, {"label": "7♥", "tricks": 7, "points": 200, "defenders": 30}
    )
    assert i18n.event_text("en", GAME.id, GAME.view(state, 0)["events"][-1],
                           ["South", "West", "North", "East"]) == (
        "South made 7♥ with 7 tricks: +200; the defenders +30."
    )
    assert GAME.to_act(state) == (0,) and legal(state) == ["next"]


def test_trick_winners_in_the_hand() -> None:
    state = act(seven_hearts(), *SEVEN_HEARTS_PLAY)
    winners = [t.winner for t in state.tricks]
    assert winners == [0, 0, 0, 0, 0, 0, 0, 1, 1, 1]
    trick_events = [e for e in state.events if e.kind == "trick"]
    assert dict(trick_events[0].params) == {"card": "JK", "number": 1}
    assert trick_events[7].cards == ("5S", "AS", "9C", "JC")
    assert i18n.event_text("en", GAME.id, {"kind": "trick", "seat": 1, "cards": [], "own": False,
                                           "params": {"card": "AS", "number": 8}},
                           ["South", "West", "North", "East"]) == "West won trick 8 with A♠."


def test_the_hand_is_sorted_by_the_contract_once_known() -> None:
    state = start(SEVEN_HEARTS, SEVEN_HEARTS_KITTY)
    assert GAME.view(state, 0)["hand"] == ["7S", "6S", "5S", "AH", "KH", "QH", "JH", "TH", "JD", "JK"]
    state = act(state, "bid 7H", "pass", "pass", "pass")
    assert GAME.view(state, 0)["hand"] == [
        "JK", "JH", "JD", "AH", "KH", "QH", "TH", "9H", "8H", "7H", "7S", "6S", "5S"
    ]
    # trumps first, then alternating colours: clubs, diamonds, spades
    assert GAME.view(state, 3)["hand"] == [
        "JC", "AD", "KD", "QD", "TD", "9D", "8D", "7D", "6D", "5D"
    ]


def test_a_joker_lead_in_a_trump_contract_must_be_followed_with_trumps() -> None:
    state = act(seven_hearts(), "play JK", "play 8S")
    assert legal(state) == ["play 6H", "play 5H", "play 4H"]
    refusal = refused(state, 2, "play 5C")
    assert (refusal.reason, refusal.params) == (
        "must_follow_trumps", {"suit": "H", "symbol": "♥"}
    )
    assert i18n.reason_text("en", GAME.id, refusal.reason, refusal.params) == (
        "You must follow trumps (♥)."
    )


def test_a_led_left_bower_is_a_trump_lead_and_diamonds_need_not_follow() -> None:
    state = act(seven_hearts(), *SEVEN_HEARTS_PLAY[:8], "play JD", "play TS")
    assert legal(state) == ["play 6H"]  # North must follow with a trump, not a diamond
    state = act(state, "play 6H")
    # East holds diamonds but no trump: any card may go
    assert len(legal(state)) == len(state.hands[3]) == 8


def test_a_renege_is_refused_with_its_reason_and_nothing_changes() -> None:
    state = act(seven_hearts(), "play 5S")  # a spade lead: West holds seven spades
    assert legal(state) == plays("AS", "KS", "QS", "JS", "TS", "9S", "8S")
    view_before = GAME.view(state, 1)
    refusal = refused(state, 1, "play AC")
    assert (refusal.reason, refusal.params) == ("must_follow", {"suit": "S", "symbol": "♠"})
    assert i18n.reason_text("en", GAME.id, refusal.reason, refusal.params) == "You must follow ♠."
    assert i18n.reason_text("ja", GAME.id, refusal.reason, refusal.params) == (
        "♠を出す必要があります（マストフォロー）。"
    )
    assert GAME.view(state, 1) == view_before
    assert refused(state, 1, "play 5D").reason == "not_in_hand"
    # North and East hold no spade: anything goes
    state = act(state, "play AS")
    assert len(legal(state)) == 10


def test_the_left_bower_may_not_follow_its_printed_suit() -> None:
    # East holds the contract in hearts and leads K♦; South holds J♦ (a trump) and 5♦
    hands = (["JD", "5D"], [], [], ["KD"])
    state = start(hands, ["AS", "KS", "QS"], dealer=2)
    state = act(state, "bid 6H", "pass", "pass", "pass", "discard AS", "discard KS", "discard QS")
    state = act(state, "play KD")
    assert GAME.to_act(state) == (0,) and legal(state) == ["play 5D"]
    refusal = refused(state, 0, "play JD")
    assert (refusal.reason, refusal.params) == (
        "left_bower_is_trump", {"card": "JD", "suit": "D", "symbol": "♦"}
    )
    assert i18n.reason_text("en", GAME.id, refusal.reason, refusal.params) == (
        "You must follow ♦; the left bower J♦ counts as a trump here."
    )


def test_playing_out_of_turn_or_out_of_phase_is_refused() -> None:
    state = start(SEVEN_HEARTS, SEVEN_HEARTS_KITTY)
    assert refused(state, 1, "bid 7S").reason == "not_your_turn"
    assert refused(state, 0, "play JK").reason == "still_bidding"
    assert refused(state, 0, "discard JK").reason == "no_discard_now"
    assert refused(state, 0, "next").reason == "hand_in_progress"
    state = act(state, "bid 7H", "pass", "pass", "pass")
    assert refused(state, 0, "play JK").reason == "discard_first"
    assert refused(state, 0, "pass").reason == "bidding_closed"
    assert refused(state, 0, "discard AS").reason == "not_in_hand"
    assert refused(state, 1, "discard AS").reason == "not_your_turn"


# --------------------------------------------------------------------------- the kitty


def test_the_contractor_alone_sees_the_kitty_and_the_discards() -> None:
    state = act(start(SEVEN_HEARTS, SEVEN_HEARTS_KITTY), "bid 7H", "pass", "pass", "pass")
    assert state.phase == "kitty" and GAME.to_act(state) == (0,)
    mine, west = GAME.view(state, 0), GAME.view(state, 1)
    assert mine["kitty"] == ["9H", "8H", "7H"] and west["kitty"] is None
    assert mine["hand_counts"] == [13, 10, 10, 10]
    assert mine["events"][-1]["kind"] == "kitty" and mine["events"][-1]["cards"] == ["9H", "8H", "7H"]
    assert west["events"][-1]["cards"] == [] and not west["events"][-1]["own"]
    assert legal(state) == [f"discard {c}" for c in state.hands[0]]
    state = act(state, "discard 9H", "discard 5S")
    assert GAME.view(state, 0)["discards"] == ["9H", "5S"] and GAME.view(state, 2)["discards"] is None
    assert GAME.view(state, 2)["events"][-1]["cards"] == []
    for seat in (1, 2, 3):
        secret = GAME.secret_cards(state, seat)
        assert {"9H", "8H", "7H", "5S"} <= secret
    state = act(state, "discard 8H")
    assert state.phase == "play" and GAME.view(state, 0)["kitty"] is None
    assert GAME.view(state, 0)["hand"] == ["JK", "JH", "JD", "AH", "KH", "QH", "TH", "7H", "7S", "6S"]
    assert GAME.view(state, 0)["discards"] == ["9H", "5S", "8H"]


# --------------------------------------------------------------------------- bidding


def test_bidding_goes_round_and_a_pass_is_final() -> None:
    state = start(SEVEN_HEARTS, SEVEN_HEARTS_KITTY, dealer=1)  # seat 2 bids first
    assert GAME.to_act(state) == (2,)
    state = act(state, "bid 6S", "pass", "bid 6H", "bid 7C")  # seats 2, 3, 0, 1
    assert GAME.to_act(state) == (2,)
    state = act(state, "pass")  # seat 2; seat 3 has passed, so seat 0 is next
    assert GAME.to_act(state) == (0,)
    view = GAME.view(state, 0)
    assert view["high_bid"] is not None and view["high_bid"]["action"] == "bid 7C"
    assert view["high_bidder"] == 1 and view["passed"] == [False, False, True, True]
    assert [b and b["label"] for b in view["bids_by_seat"][2]] == ["6♠", None]
    state = act(state, "pass")
    assert state.phase == "kitty" and state.contractor == 1 and state.contract == "7C"
    assert GAME.view(state, 3)["contract"] == {
        "action": "bid 7C", "tricks": 7, "trump": "C", "kind": "tricks", "value": 160, "label": "7♣"
    }


def test_misere_only_over_a_seven_bid() -> None:
    state = start(SEVEN_HEARTS, SEVEN_HEARTS_KITTY)
    assert refused(state, 0, "bid MISERE").reason == "misere_over_seven"
    state = act(state, "bid 6S")
    assert refused(state, 1, "bid MISERE").reason == "misere_over_seven"
    state = act(state, "bid 7S")
    assert "bid MISERE" in legal(state)
    state = act(state, "bid MISERE")
    assert refused(state, 3, "bid 7NT").reason == "bid_too_low_misere"
    assert legal(state)[:2] == ["bid 8S", "bid 8C"]  # 8♠ beats misère


def test_misere_any_time_by_the_option_but_never_over_an_eight_bid() -> None:
    state = start(SEVEN_HEARTS, SEVEN_HEARTS_KITTY, misere_any_time=True)
    assert "bid MISERE" in legal(state)
    assert [b["label"] for b in GAME.view(state, 0)["legal_bids"][9:12]] == [
        "7NT", "MISERE", "8♠"
    ]
    state = act(state, "bid 8S")
    assert "bid MISERE" not in legal(state)
    assert refused(state, 1, "bid MISERE").reason == "bid_too_low"


def test_open_misere_may_be_bid_at_once_and_only_ten_hearts_and_up_beat_it() -> None:
    state = start(SEVEN_HEARTS, SEVEN_HEARTS_KITTY)
    assert "bid OPEN_MISERE" in legal(state)
    state = act(state, "bid OPEN_MISERE")
    assert legal(state) == ["bid 10H", "bid 10NT", "pass"]
    assert refused(state, 1, "bid 10D").reason == "bid_too_low_open_misere"


def test_all_pass_throws_the_hand_in_and_the_next_dealer_deals() -> None:
    state = start(SEVEN_HEARTS, SEVEN_HEARTS_KITTY, dealer=2)
    seed = state.seed
    state = act(state, "pass", "pass", "pass", "pass")
    assert state.phase == "hand-over" and kinds(state)[-2:] == ["pass", "throw_in"]
    assert summary(state) == {
        "number": 1, "dealer": 2, "contract": None, "contractor": None, "side": None,
        "made": None, "slam": False, "tricks": [0, 0], "points": [0, 0], "totals": [0, 0],
    }
    assert GAME.to_act(state) == (0,) and legal(state) == ["next"]
    state = act(state, "next")
    assert (state.dealer, state.hand_index, state.phase) == (3, 1, "bid")
    assert GAME.to_act(state) == (0,)  # left of the new dealer
    deck = shuffled(DECK, rng_for(seed, "deal", 1))
    assert [sorted(h) for h in state.hands] == [sorted(deck[10 * s : 10 * s + 10]) for s in range(4)]
    view = GAME.view(state, 0)
    assert view["hand_number"] == 2 and view["scores"] == [0, 0]
    assert [e["kind"] for e in view["events"]] == ["deal"] and view["events"][0]["n"] > 0


# --------------------------------------------------------------------------- slam


def test_slam_in_a_seven_spade_contract_scores_250() -> None:
    spades = ["JK", "JS", "JC", "AS", "KS", "QS", "TS", "9S", "8S", "7S"]
    state = start([spades], ["AH", "KH", "QH"])
    state = act(state, "bid 7S", "pass", "pass", "pass", "discard AH", "discard KH", "discard QH")
    while state.phase == "play":
        state = act(state, legal(state)[0])
    assert summary(state)["tricks"] == [10, 0]
    assert summary(state)["points"] == [250, 0]
    assert summary(state)["slam"] is True
    assert state.events[-1].kind == "slam"


def test_all_ten_tricks_in_eight_hearts_score_its_value_not_a_slam() -> None:
    hearts = ["JK", "JH", "JD", "AH", "KH", "QH", "TH", "9H", "8H", "7H"]
    state = start([hearts], ["AS", "KS", "QS"])
    state = act(state, "bid 8H", "pass", "pass", "pass", "discard AS", "discard KS", "discard QS")
    while state.phase == "play":
        state = act(state, legal(state)[0])
    assert summary(state)["points"] == [300, 0] and summary(state)["slam"] is False


# --------------------------------------------------------------------------- a contract lost

# East–West hold every trump (hearts) and the top spades, clubs and diamonds: North–South take
# no trick whatever they play.
LOSING = (
    ["JS", "TS", "9S", "8S", "JC", "TC", "9C", "8C", "QD", "TD"],
    ["JK", "JH", "JD", "AH", "KH", "QH", "TH", "AS", "KS", "QS"],
    ["7S", "6S", "5S", "7C", "6C", "5C", "9D", "8D", "7D", "6D"],
    ["9H", "8H", "7H", "6H", "5H", "4H", "AC", "KC", "QC", "AD"],
)
LOSING_KITTY = ("KD", "5D", "4D")


def lose_six_hearts(**kwargs: Any) -> FiveHundredState:
    state = start(LOSING, LOSING_KITTY, **kwargs)
    state = act(state, "bid 6H", "pass", "pass", "pass", "discard KD", "discard 5D", "discard 4D")
    while state.phase == "play":
        state = act(state, legal(state)[0])
    return state


def test_a_contract_lost_costs_its_value() -> None:
    state = lose_six_hearts()
    assert summary(state)["tricks"] == [0, 10]
    assert summary(state)["points"] == [-100, 100] and summary(state)["made"] is False
    assert state.events[-1].kind == "lost"


def test_a_side_at_minus_500_loses() -> None:
    state = lose_six_hearts(scores=(-400, 100))
    assert state.phase == "game-over" and state.scores == (-500, 200)
    result = GAME.result(state)
    assert result.ranks == (2, 1, 2, 1) and result.scores == (-500, 200, -500, 200)
    assert result.teams == ((0, 2), (1, 3))
    assert (result.details["reason"], result.details["side"], result.details["winner"]) == (
        "fell_below", 0, 1
    )
    # the facts the table's sentence is made of (web.tables.five_hundred_render.end_sentence)
    assert GAME.view(state, 1)["end"] == {"reason": "fell_below", "side": 0, "winner": 1, "total": -500}
    assert state.events[-1].kind == "fell_below"
    assert [result.outcome(s) for s in range(4)] == ["lost", "won", "lost", "won"]


# --------------------------------------------------------------------------- the end of the game


def test_both_sides_over_500_the_contracting_side_wins_with_fewer_points() -> None:
    state = act(seven_hearts(scores=(300, 490)), *SEVEN_HEARTS_PLAY)
    assert state.phase == "game-over" and state.scores == (500, 520)
    result = GAME.result(state)
    assert result.scores == (500, 520, 500, 520)
    assert result.ranks == (1, 2, 1, 2)  # not from the scores
    assert result.details["reason"] == "made_contract" and result.details["contract"] == "7H"
    assert [h["number"] for h in result.details["hands"]] == [1]
    assert GAME.view(state, 0)["end"] == {"reason": "made_contract", "side": 0, "winner": 0,
                                          "total": 500}
    assert GAME.to_act(state) == () and GAME.legal_actions(state, 0) == []


def test_defenders_reaching_500_on_trick_points_win() -> None:
    state = act(seven_hearts(scores=(0, 480)), *SEVEN_HEARTS_PLAY)
    result = GAME.result(state)
    assert (result.details["reason"], result.details["winner"]) == ("reached_on_tricks", 1)
    assert GAME.view(state, 0)["end"] == {"reason": "reached_on_tricks", "side": 1, "winner": 1,
                                          "total": 510}
    assert state.events[-1].kind == "won_on_tricks" and state.events[-1].seat == 1


def rotated(hands: Sequence[Sequence[str]]) -> list[Sequence[str]]:
    """Return the hands moved one seat clockwise (seat s's cards to seat s + 1)."""
    return [hands[(s - 1) % 4] for s in range(4)]


def test_must_win_by_contract_defenders_over_500_on_tricks_go_on_until_they_make_one() -> None:
    state = act(seven_hearts(scores=(0, 480), must_win_by_contract=True), *SEVEN_HEARTS_PLAY)
    assert state.phase == "hand-over" and state.scores == (200, 510)
    assert not GAME.is_over(state)
    # East–West, at 510, now make 7♥ themselves (the same deal, moved one seat on)
    state = start(rotated(SEVEN_HEARTS), SEVEN_HEARTS_KITTY, dealer=0, scores=(200, 510),
                  must_win_by_contract=True)
    state = act(state, "bid 7H", "pass", "pass", "pass", "discard 9H", "discard 8H", "discard 7H")
    state = act(state, *SEVEN_HEARTS_PLAY)
    assert state.phase == "game-over" and state.scores == (230, 710)
    result = GAME.result(state)
    assert (result.details["reason"], result.details["winner"]) == ("made_contract", 1)
    view = GAME.view(state, 0)
    assert view["end"] == {"reason": "made_contract", "side": 1, "winner": 1, "total": 710}
    assert view["summary"] is not None and view["summary"]["contract"] == bid_view("7H", 520)


# --------------------------------------------------------------------------- no trumps: the joker's lead

# Seat 0 leads an ace of each suit, then its kings and queens, keeping the joker for the end.
NO_TRUMPS = (["JK", "AS", "KS", "QS", "AH", "KH", "QH", "AD", "KD", "AC"],)


def test_the_joker_led_in_no_trumps_names_a_suit_not_yet_led() -> None:
    state = start(NO_TRUMPS, ["4H", "4D", "5C"])
    state = act(state, "bid 6NT", "pass", "pass", "pass", "discard 4H", "discard 4D", "discard 5C")
    assert "play JK S" in legal(state) and "play JK" not in legal(state)
    assert refused(state, 0, "play JK").reason == "name_joker_suit"
    state = act(state, "play AS", *[FIRST] * 3)
    state = act(state, "play AH", *[FIRST] * 3)
    assert [t for t in legal(state) if t.startswith("play JK")] == ["play JK C", "play JK D"]
    refusal = refused(state, 0, "play JK S")
    assert (refusal.reason, refusal.params) == ("suit_already_led", {"suit": "S", "symbol": "♠"})
    state = act(state, "play AD", *[FIRST] * 3)
    state = act(state, "play AC", *[FIRST] * 3)
    # all four suits have been led: no joker lead before the last trick
    assert GAME.view(state, 0)["suits_led"] == ["S", "H", "D", "C"]
    assert not any(t.startswith("play JK") for t in legal(state))
    assert refused(state, 0, "play JK H").reason == "joker_lead_closed"
    for card in ("KS", "QS", "KH", "QH", "KD"):
        state = act(state, f"play {card}", *[FIRST] * 3)
    assert [t.winner for t in state.tricks] == [0] * 9
    assert legal(state) == ["play JK S", "play JK C", "play JK D", "play JK H"]
    state = act(state, "play JK S")  # any suit on the last trick, spades too
    lead = state.events[-1]
    assert (lead.kind, lead.seat, lead.cards, dict(lead.params)) == (
        "lead_joker", 0, ("JK",), {"suit": "S", "symbol": "♠"}
    )
    assert GAME.view(state, 1)["trick"]["led_suit"] == "S"  # type: ignore[index]
    state = act(state, *[FIRST] * 3)
    assert summary(state)["tricks"] == [10, 0]
    assert summary(state)["points"] == [250, 0]  # 6NT (120) with all ten tricks: a slam



# --------------------------------------------------------------------------- misère

# Seat 0 holds only low cards; West the joker and top hearts, diamonds, clubs (no spade);
# East the spades and three hearts; North sits out.
MISERE_HANDS = (
    ["5S", "6S", "7S", "5C", "6C", "7C", "4D", "5D", "4H", "5H"],
    ["JK", "AH", "KH", "QH", "AD", "KD", "QD", "AC", "KC", "QC"],
    ["8H", "7H", "6H", "JD", "TD", "9D", "8D", "7D", "6D", "JC"],
    ["AS", "KS", "QS", "JS", "TS", "9S", "8S", "JH", "TH", "9H"],
)
MISERE_KITTY = ("TC", "9C", "8C")
MISERE_PLAY = [
    *plays("5S", "JK", "8S"),  # West is void in spades: the joker is compulsory
    *plays("AH", "9H", "5H"),
    *plays("KH", "TH", "4H"),
    *plays("AD", "9S", "4D"),
    *plays("QH", "JH", "7S"),  # no bowers in misère: J♥ is below Q♥
    *plays("KD", "TS", "5D"),
    *plays("AC", "JS", "7C"),
    *plays("KC", "QS", "6C"),
    *plays("QC", "KS", "5C"),
    *plays("QD", "AS", "6S"),
]


def misere(bid: str = "MISERE", **options: Any) -> FiveHundredState:
    state = start(MISERE_HANDS, MISERE_KITTY, **options)
    calls = ("bid 6S", "bid 7S", "pass", "pass", "bid MISERE", "pass") if bid == "MISERE" else (
        "bid OPEN_MISERE", "pass", "pass", "pass")
    return act(state, *calls, "discard TC", "discard 9C", "discard 8C")


def test_misere_partner_sits_out_and_tricks_have_three_cards() -> None:
    state = misere()
    assert state.contract == "MISERE" and state.contractor == 0
    assert kinds(state)[:-3][-3:] == ["contract_misere", "sit_out", "kitty"]
    view = GAME.view(state, 1)
    assert view["sitting_out"] == 2 and view["misere"] is True and view["trump"] == "NT"
    assert view["contract"] is not None and view["contract"]["value"] == 250
    state = act(state, "play 5S")
    assert GAME.to_act(state) == (1,)
    assert legal(state) == ["play JK"]  # void in spades: the joker must go
    refusal = refused(state, 1, "play AH")
    assert (refusal.reason, refusal.params) == ("joker_compulsory", {"suit": "S", "symbol": "♠"})
    state = act(state, "play JK")
    assert GAME.to_act(state) == (3,)  # North is skipped
    assert refused(state, 2, "play 8H").reason == "sitting_out"
    state = act(state, "play 8S")
    assert [len(t.plays) for t in state.tricks] == [3] and state.tricks[0].winner == 1
    state = act(state, *MISERE_PLAY[3:])
    assert state.phase == "hand-over"
    assert summary(state)["tricks"] == [0, 10]
    assert summary(state)["points"] == [250, 0]  # the defenders score nothing in misère
    assert state.events[-1].kind == "misere_made"
    assert len(state.hands[2]) == 10  # the partner never played
    for seat in (1, 3, 0):
        assert set(state.hands[2]) <= GAME.secret_cards(state, seat)
        text = repr(GAME.view(state, seat))
        assert not any(f"'{c}'" in text for c in state.hands[2])


def test_misere_ends_as_soon_as_the_contractor_takes_a_trick() -> None:
    hands = [["JK", *MISERE_HANDS[0][1:]], ["5S", *MISERE_HANDS[1][1:]], *MISERE_HANDS[2:]]
    state = start(hands, MISERE_KITTY, misere_any_time=True)
    state = act(state, "bid MISERE", "pass", "pass", "pass", "discard TC", "discard 9C",
                "discard 8C")
    assert refused(state, 0, "play JK").reason == "name_joker_suit"
    state = act(state, "play JK S", "play 5S", "play 8S")
    assert state.phase == "hand-over" and len(state.tricks) == 1
    assert summary(state)["points"] == [-250, 0] and summary(state)["made"] is False
    assert kinds(state)[-2:] == ["trick", "misere_lost"]
    assert [len(h) for h in state.hands] == [9, 9, 10, 9]


def test_open_misere_shows_the_hand_before_the_first_lead() -> None:
    state = start(MISERE_HANDS, MISERE_KITTY)
    state = act(state, "bid OPEN_MISERE", "pass", "pass", "pass", "discard TC", "discard 9C")
    assert GAME.view(state, 1)["exposed"] is None
    state = act(state, "discard 8C")
    assert state.events[-1].kind == "expose" and state.events[-1].cards == state.hands[0]
    for seat in range(4):
        assert GAME.view(state, seat)["exposed"] == list(state.hands[0])
        assert not set(state.hands[0]) & GAME.secret_cards(state, seat)
    state = act(state, "play 5S")
    assert GAME.view(state, 3)["exposed"] == list(state.hands[0]) and len(state.hands[0]) == 9


def test_open_misere_after_the_first_trick_by_the_option() -> None:
    state = misere("OPEN_MISERE", open_misere_timing="after-first-trick", open_misere_value=500)
    assert GAME.view(state, 1)["exposed"] is None and "expose" not in kinds(state)
    state = act(state, "play 5S", "play JK")
    assert GAME.view(state, 1)["exposed"] is None
    state = act(state, "play 8S")
    assert state.events[-1].kind == "expose" and len(state.events[-1].cards) == 9
    assert GAME.view(state, 1)["exposed"] == list(state.hands[0])
    state = act(state, *MISERE_PLAY[3:])
    assert summary(state)["points"] == [500, 0]  # open misère worth 500 by the option
    assert kinds(state)[-2:] == ["open_misere_made", "won_by_contract"]  # and N–S reach 500
    assert GAME.result(state).details["contract"] == "OPEN_MISERE"
    view = GAME.view(state, 0)
    assert view["end"] == {"reason": "made_contract", "side": 0, "winner": 0, "total": 500}
    assert view["summary"] is not None and view["summary"]["contract"] == bid_view("OPEN_MISERE", 500)


def test_open_misere_is_worth_520_by_default() -> None:
    state = act(misere("OPEN_MISERE"), *MISERE_PLAY)
    assert summary(state)["points"] == [520, 0]
    assert "expose" in kinds(state)


# --------------------------------------------------------------------------- events


def test_every_event_has_a_sentence() -> None:
    names = ["South", "West", "North", "East"]
    state = act(seven_hearts(), *SEVEN_HEARTS_PLAY)
    texts = [i18n.event_text("en", GAME.id, e, names) for e in GAME.view(state, 0)["events"]]
    assert texts[:4] == [
        "Hand 1: East dealt ten cards each and three to the kitty.",
        "South bid 7♥.",
        "West passed.",
        "North passed.",
    ]
    assert "South took the kitty: 9♥ 8♥ 7♥." in texts
    assert "South laid away 9♥." in texts
    west = [i18n.event_text("en", GAME.id, e, names) for e in GAME.view(state, 1)["events"]]
    assert "South took the kitty." in west and "South laid a card away face down." in west
    assert "South played 🃏." in texts


def test_every_event_sentence_reads_right_when_the_seat_is_you() -> None:
    """The table names seat 0 "You": English sentences are in the past tense (no "You bids")
    and name a side by its seat and partner (no "You's side")."""
    fields = string.Formatter()
    keys = [k for k in i18n.messages() if k.startswith("five-hundred.event.")]
    assert len(keys) >= 25
    for key in keys:
        names = {f for _, f, _, _ in fields.parse(i18n.messages()[key]["en"]) if f}
        params: dict[str, Any] = {n: 7 for n in names}
        params.update(who="You", cards=["7H"], label="7♥", symbol="♥", card="7H")
        text = i18n.t("en", key, **params)
        assert not re.search(r"\bYou('s| \w+s\b)", text), (key, text)


# --------------------------------------------------------------------------- options, action texts


def test_options_take_defaults_and_refuse_any_junk() -> None:
    assert GAME.normalize_options(None).items() >= {
        "must_win_by_contract": False,
        "misere_any_time": False,
        "open_misere_value": 520,
        "open_misere_timing": "before-lead",
    }.items()
    assert FiveHundredOptions.from_mapping({"open_misere_timing": "after-first-trick"}) == (
        FiveHundredOptions(open_misere_timing="after-first-trick")
    )
    bad = [
        {"must_win_by_contract": 1}, {"must_win_by_contract": "true"}, {"misere_any_time": None},
        {"open_misere_value": True}, {"open_misere_value": 510}, {"open_misere_value": "500"},
        {"open_misere_value": 500.0}, {"open_misere_timing": "never"},
        {"open_misere_timing": ["before-lead"]}, {"target": 500}, {1: 2},
    ]
    for options in bad:
        with pytest.raises(ValueError) as info:
            GAME.normalize_options(options)  # type: ignore[arg-type]
        name = next(iter(options))
        assert str(name) in str(info.value)
    with pytest.raises(ValueError):
        GAME.normalize_options([("misere_any_time", True)])  # type: ignore[arg-type]


def test_action_texts() -> None:
    for text, action in (("bid 7H", Bid("7H")), ("bid OPEN_MISERE", Bid("OPEN_MISERE")),
                         ("play 7C", Play("7C")), ("play JK H", Play("JK", "H")),
                         ("play JK", Play("JK"))):
        assert GAME.parse_action(text) == action and str(action) == text
    for text in ("play 7C H", "play JK NT", "bid 11H", "bid misere", "discard JK S",
                 "play 2H", "play 4S", "discard", "next 1", "pass pass"):
        with pytest.raises(BadActionText):
            GAME.parse_action(text)
