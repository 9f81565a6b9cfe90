"""Rules of 恋のかけひき: points, the three ways a game ends, secrecy, matches and the tally."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tefuda import i18n
from tefuda.core import BadActionText, IllegalAction
from tefuda.games import deck_for
from tefuda.games.kakehiki import (
    GAME,
    End,
    Next,
    Play,
    hand_points,
    table_points,
)

SADA = ("3H", "9D", "JH", "KD", "7C")  # 39 points, two picture cards
TOMO = ("9C", "7S", "AH", "6S", "7D")  # no picture card


def stack(first: tuple[str, ...], second: tuple[str, ...]) -> list[str]:
    """Return a deck that deals ``first`` to seat 0 and ``second`` to seat 1 (alternately)."""
    deck = [c for pair in zip(first, second, strict=True) for c in pair]
    return deck + [c for c in deck_for("kakehiki") if c not in deck]


def start(first=SADA, second=TOMO, **options):
    return GAME.start(GAME.normalize_options(options), 0, stack(first, second))


def both(state, card0: str, card1: str):
    state = GAME.apply(state, 0, Play(card0))
    return GAME.apply(state, 1, Play(card1))


# ------------------------------------------------------------------ points


def test_table_points_spades_negative_joker_zero() -> None:
    assert table_points(["AH", "TD", "JC", "QH", "KD"]) == 1 + 10 + 10 + 10 + 10
    assert table_points(["AS", "5S", "TS", "KS"]) == -1 - 5 - 10 - 10
    assert table_points(["JK"]) == 0
    assert table_points(["3H", "9C", "9D", "7S"]) == 14
    assert table_points([]) == 0


def test_hand_points_all_positive_joker_zero() -> None:
    assert hand_points(["KS", "7S"]) == 17
    assert hand_points(["6S", "7D"]) == 13
    assert hand_points(["JK", "AS", "2C"]) == 3
    assert hand_points(("QS", "QH")) == 20


@pytest.mark.parametrize("bad", [["10D"], ["as"], ["ZZ"], [""], ["AS", "1S"], "ASKH", [None]])
def test_points_refuse_bad_cards(bad) -> None:
    with pytest.raises(ValueError):
        table_points(bad)
    with pytest.raises(ValueError):
        hand_points(bad)


@given(st.lists(st.sampled_from(deck_for("kakehiki")), max_size=8))
def test_points_agree_off_spades(cards: list[str]) -> None:
    spades = [c for c in cards if c.endswith("S")]
    assert hand_points(cards) - table_points(cards) == 2 * hand_points(spades)
    assert hand_points(cards) >= abs(table_points(cards))


# ------------------------------------------------------------------ the worked game


def test_worked_game_like_the_seed() -> None:
    state = start()
    assert GAME.to_act(state) == (0, 1)
    state = both(state, "3H", "9C")
    assert GAME.view(state, 0)["table_total"] == 12
    state = both(state, "9D", "7S")
    view = GAME.view(state, 0)
    assert view["table"] == [["3H", "9D"], ["9C", "7S"]]
    assert view["table_total"] == 14 and view["to_twenty"] == 6
    assert view["phase"] == "play" and view["round"] == 3  # no marriage yet: a third card
    state = both(state, "JH", "AH")
    view = GAME.view(state, 0)
    assert view["phase"] == "hand-over"
    last = view["last"]
    assert last["marriage"] is True and last["rounds"] == 3 and last["table_total"] == 25
    assert last["remaining"] == [["KD", "7C"], ["6S", "7D"]]
    assert last["scores"] == [17, 13] and last["winner"] == 0 and last["outcome"] == "won"
    assert GAME.view(state, 1)["last"]["outcome"] == "lost"
    assert view["tally"] == {
        "games": 1,
        "wins": [1, 0],
        "losses": [0, 1],
        "draws": [0, 0],
        "point_difference": [4, -4],
    }
    assert view["legal"] == ["next", "end"] and view["to_act"] == [0]


def test_marriage_after_two_cards_compares_three() -> None:
    state = start()
    state = both(state, "KD", "9C")
    state = both(state, "JH", "7S")  # 10 + 9 + 10 - 7 = 22
    last = GAME.view(state, 1)["last"]
    assert last["marriage"] is True and last["rounds"] == 2 and last["table_total"] == 22
    assert last["remaining"] == [["3H", "9D", "7C"], ["6S", "AH", "7D"]]  # sorted S H D C
    assert last["scores"] == [19, 14] and last["winner"] == 0
    assert last["outcome"] == "lost"


def test_exactly_twenty_is_a_marriage() -> None:
    state = start()
    state = both(state, "KD", "9C")
    state = both(state, "3H", "6S")  # 10 + 9 + 3 - 6 = 16 -> third card
    assert GAME.view(state, 0)["phase"] == "play"
    state = both(state, "7C", "AH")  # 16 + 7 + 1 = 24
    last = GAME.view(state, 0)["last"]
    assert last["table_total"] == 24 and last["marriage"]
    assert last["scores"] == [19, 14]


def test_no_marriage_is_a_draw_with_zero() -> None:
    state = start()
    state = both(state, "3H", "7S")
    state = both(state, "7C", "6S")
    state = both(state, "9D", "AH")  # 3 - 7 + 7 - 6 + 9 + 1 = 7
    view = GAME.view(state, 0)
    last = view["last"]
    assert last["marriage"] is False and last["rounds"] == 3 and last["table_total"] == 7
    assert last["scores"] == [0, 0] and last["winner"] is None and last["outcome"] == "drawn"
    assert last["hand_points"] == [20, 16]  # shown, but not scored
    assert view["tally"]["draws"] == [1, 1] and view["tally"]["point_difference"] == [0, 0]


def test_equal_hands_after_marriage_draw() -> None:
    state = start(("KD", "QD", "2C", "3C", "JK"), ("KH", "QH", "2H", "3H", "TC"))
    state = both(state, "JK", "TC")
    state = both(state, "QD", "QH")  # 0 + 10 + 10 + 10 = 30
    last = GAME.view(state, 0)["last"]
    assert last["marriage"] and last["scores"] == [15, 15] and last["winner"] is None
    assert GAME.view(state, 0)["tally"]["draws"] == [1, 1]


def test_spades_negative_on_table_positive_in_hand() -> None:
    state = start(("KS", "QS", "TH", "JH", "9H"), ("KC", "QC", "TC", "5S", "9C"))
    state = both(state, "TH", "KC")
    state = both(state, "JH", "QC")  # 40: marriage after two
    last = GAME.view(state, 0)["last"]
    assert last["scores"] == [29, 24]  # KS QS 9H count plus in the hand
    state = start(("KS", "QS", "TH", "JH", "9H"), ("KC", "QC", "TC", "5S", "9C"))
    state = both(state, "KS", "KC")
    state = both(state, "QS", "QC")  # -10 + 10 - 10 + 10 = 0
    assert GAME.view(state, 0)["table_total"] == 0
    assert GAME.view(state, 0)["to_twenty"] == 20


def test_joker_is_zero_both_ways() -> None:
    state = start(("JK", "KH", "QH", "AD", "2D"), ("TC", "KC", "QC", "3S", "4S"))
    state = both(state, "JK", "TC")
    view = GAME.view(state, 0)
    assert view["table_total"] == 10
    state = start(("JK", "KH", "QH", "AD", "2D"), ("TC", "KC", "QC", "3S", "4S"))
    hand = {h["card"]: (h["table"], h["hand"]) for h in GAME.view(state, 0)["hand"]}
    assert hand["JK"] == (0, 0) and hand["KH"] == (10, 10)
    assert GAME.view(state, 1)["hand_points"] == 10 + 10 + 10 + 3 + 4
    state = both(state, "KH", "TC")
    state = both(state, "QH", "KC")  # 40
    assert GAME.view(state, 0)["last"]["scores"] == [3, 17]  # the joker adds nothing


def test_view_lists_values_of_own_cards() -> None:
    view = GAME.view(start(), 1)
    assert {h["card"]: (h["table"], h["hand"]) for h in view["hand"]} == {
        "9C": (9, 9),
        "7S": (-7, 7),
        "AH": (1, 1),
        "6S": (-6, 6),
        "7D": (7, 7),
    }
    assert view["opponent_hand_count"] == 5 and view["hand_counts"] == [5, 5]


# ------------------------------------------------------------------ simultaneity and secrecy


def test_commit_waits_for_the_other_seat() -> None:
    state = start()
    state = GAME.apply(state, 1, Play("7S"))
    assert GAME.to_act(state) == (0,)
    assert GAME.legal_actions(state, 1) == []
    mine = GAME.view(state, 1)
    assert mine["my_commit"] == "7S" and "7S" not in [h["card"] for h in mine["hand"]]
    assert mine["table"] == [[], []]  # not turned up yet
    with pytest.raises(IllegalAction) as exc:
        GAME.apply(state, 1, Play("9C"))
    assert exc.value.reason == "already_committed"
    state = GAME.apply(state, 0, Play("3H"))
    assert GAME.view(state, 0)["table"] == [["3H"], ["7S"]]
    assert GAME.to_act(state) == (0, 1)


@pytest.mark.parametrize("seat", [0, 1])
def test_other_view_cannot_tell_which_card_was_committed(seat: int) -> None:
    other = 1 - seat
    base = both(start(), "3H", "9C")  # a second round, so earlier reveals are in the views
    views = []
    for action in GAME.legal_actions(base, seat):
        state = GAME.apply(base, seat, action)
        view = GAME.view(state, other)
        assert view["committed"][seat] is True
        assert action.card not in json.dumps(view)
        views.append(view)
    assert len(views) == 4
    assert all(v == views[0] for v in views[1:])
    assert GAME.secret_cards(state, other) >= {a.card for a in GAME.legal_actions(base, seat)}


def test_secret_cards() -> None:
    state = start()
    secret = GAME.secret_cards(state, 0)
    assert set(TOMO) <= secret and not set(SADA) & secret and len(secret) == 48
    state = both(state, "3H", "9C")
    assert "9C" not in GAME.secret_cards(state, 0) and "7S" in GAME.secret_cards(state, 0)
    state = both(both(state, "9D", "7S"), "JH", "AH")
    assert GAME.secret_cards(state, 0) == GAME.secret_cards(state, 1)
    assert len(GAME.secret_cards(state, 0)) == 43


# ------------------------------------------------------------------ refusals and text forms


def test_refusals_leave_state_and_have_texts() -> None:
    state = start()
    cases = [
        (0, Play("9C"), "not_in_hand"),
        (0, Next(), "game_in_progress"),
        (0, End(), "game_in_progress"),
    ]
    for seat, action, reason in cases:
        with pytest.raises(IllegalAction) as exc:
            GAME.apply(state, seat, action)
        assert exc.value.reason == reason
        assert i18n.reason_text("ja", "kakehiki", reason, exc.value.params)
        assert i18n.reason_text("en", "kakehiki", reason, exc.value.params)
    assert state == start()
    finished = both(both(state, "KD", "9C"), "JH", "7S")
    with pytest.raises(IllegalAction) as exc:
        GAME.apply(finished, 0, Play("3H"))
    assert exc.value.reason == "between_games"
    with pytest.raises(IllegalAction) as exc:
        GAME.apply(finished, 1, Next())
    assert exc.value.reason == "not_your_turn"
    fixed = both(both(start(match_length=3), "KD", "9C"), "JH", "7S")
    with pytest.raises(IllegalAction) as exc:
        GAME.apply(fixed, 0, End())
    assert exc.value.reason == "fixed_length"
    assert "3" in i18n.reason_text("en", "kakehiki", "fixed_length", exc.value.params)


def test_action_texts() -> None:
    for action in (Play("7C"), Play("JK"), Play("TS"), Next(), End()):
        assert GAME.parse_action(str(action)) == action
    assert str(Play("7C")) == "play 7C"
    for bad in ("play", "play 10C", "play  7C", "Play 7C", "next ", "end 1", "play 7C 8C", ""):
        with pytest.raises(BadActionText):
            GAME.parse_action(bad)


def test_options() -> None:
    assert GAME.normalize_options(None)["match_length"] == 0
    for n in (0, 1, 3, 5, 10):
        assert GAME.normalize_options({"match_length": n})["match_length"] == n
    for bad in ({"match_length": 2}, {"match_length": True}, {"match_length": "3"}, {"x": 1}):
        with pytest.raises(ValueError):
            GAME.normalize_options(bad)
    assert GAME.seats({"match_length": 0}) == 2


def test_bad_decks() -> None:
    options = GAME.normalize_options({})
    for bad in (["3H"] * 10, ["3H", "4H"], stack(SADA, TOMO)[:9], ["ZZ"] + stack(SADA, TOMO)):
        with pytest.raises(ValueError):
            GAME.start(options, 0, bad)


# ------------------------------------------------------------------ matches


def finish_quickly(state):
    """Play the current game to its end: both seats play their first cards."""
    while GAME.view(state, 0)["phase"] == "play":
        state = both(
            state, GAME.view(state, 0)["hand"][0]["card"], GAME.view(state, 1)["hand"][0]["card"]
        )
    return state


@pytest.mark.parametrize("length", [1, 3, 5, 10])
def test_fixed_length_match(length: int) -> None:
    state = GAME.start({"match_length": length}, 42)
    for number in range(1, length + 1):
        assert GAME.view(state, 0)["game_number"] == number
        state = finish_quickly(state)
        if number < length:
            assert not GAME.is_over(state) and GAME.legal_actions(state, 0) == [Next()]
            with pytest.raises(ValueError):
                GAME.result(state)
            state = GAME.apply(state, 0, Next())
    assert GAME.is_over(state) and GAME.to_act(state) == ()
    result = GAME.result(state)
    tally = result.details["tally"]
    assert tally["games"] == length == len(result.details["games"])
    assert sum(tally["wins"]) + tally["draws"][0] == length
    assert result.scores == tuple(tally["wins"])
    expected_ranks = (
        (1, 1)
        if result.scores[0] == result.scores[1]
        else ((1, 2) if result.scores[0] > result.scores[1] else (2, 1))
    )
    assert result.ranks == expected_ranks
    diff = sum(g["scores"][0] - g["scores"][1] for g in result.details["games"])
    assert tally["point_difference"] == [diff, -diff]


def test_open_ended_match_runs_until_end() -> None:
    state = GAME.start({}, 5)
    for _ in range(12):
        state = finish_quickly(state)
        assert GAME.legal_actions(state, 0) == [Next(), End()]
        state = GAME.apply(state, 0, Next())
    assert not GAME.is_over(state)
    assert GAME.view(state, 0)["game_number"] == 13
    with pytest.raises(IllegalAction):
        GAME.apply(state, 0, End())  # only between games
    state = finish_quickly(state)
    state = GAME.apply(state, 0, End())
    assert GAME.is_over(state)
    assert GAME.result(state).details["tally"]["games"] == 13
    with pytest.raises(IllegalAction) as exc:
        GAME.apply(state, 0, Next())
    assert exc.value.reason == "game_over"


def test_tally_over_a_match_and_next_deal() -> None:
    state = start(match_length=3)
    state = both(both(both(state, "3H", "9C"), "9D", "7S"), "JH", "AH")  # won 17-13
    state = GAME.apply(state, 0, Next())
    # the second game is dealt from rng_for(0, "deal", 1), not the stacked deck
    hand = [h["card"] for h in GAME.view(state, 0)["hand"]]
    assert len(hand) == 5 and hand != sorted(SADA)
    assert GAME.view(state, 0)["last"] is None and GAME.view(state, 0)["phase"] == "play"
    assert GAME.view(state, 0)["history"] == [
        {
            "number": 1,
            "marriage": True,
            "rounds": 3,
            "table_total": 25,
            "scores": [17, 13],
            "winner": 0,
        }
    ]
    again = GAME.apply(
        both(both(both(start(match_length=3), "3H", "9C"), "9D", "7S"), "JH", "AH"), 0, Next()
    )
    assert again == state  # the deal of game 2 depends only on the seed and the game number
