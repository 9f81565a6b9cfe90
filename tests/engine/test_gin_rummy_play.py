"""Gin Rummy: the flow of play, replay_hand, dealer rotation, the wall, views, options."""

from __future__ import annotations

import copy
import dataclasses

import pytest

from tefuda import i18n
from tefuda.cards import rng_for, shuffled
from tefuda.core import BadActionText, IllegalAction
from tefuda.games import deck_for, get_game
from tefuda.games.gin_rummy import (
    GAME,
    Discard,
    DrawDiscard,
    DrawStock,
    GinState,
    Knock,
    Next,
    Pass,
    Phase,
    replay_hand,
    score_knock,
)

DECK = list(deck_for("gin-rummy"))

# seat 0 (the non-dealer) is one card from gin: 7D 8D 9D wants TD
ND = "AS 2S 3S 4H 5H 6H 7D 8D 9D KC".split()
UP = "TD"
D_GIN = "TS JS QS 2C 3C 4C 6C 7C 8C 5D".split()  # deadwood 5
D_KNOCK = "TS JS QS 2C 3C 4C 6C 7C 8C KH".split()  # deadwood 10
D_UNDER = "TS JS QS 2C 3C 4C 6C 7C 8C 3H".split()  # 3H lays off on 4H 5H 6H
D_OTHER = "TS JS QS 2C 4C 6C 7C 8C 9H KH".split()  # deadwood 2C 4C 9H KH: 25


def rest_of_deck(*used: list[str]) -> list[str]:
    taken = {c for group in used for c in group}
    return [c for c in DECK if c not in taken]


def deal(nd: list[str], d: list[str], up: str, top: list[str] | tuple[str, ...] = ()) -> dict:
    """A replay_hand deal with ``top`` on top of the stock, the rest in deck order."""
    stock = list(top) + rest_of_deck(nd, d, [up], list(top))
    return {"hands": [nd, d], "upcard": up, "stock": stock}


def stacked(
    nd: list[str], d: list[str], up: str, top: list[str] | tuple[str, ...] = ()
) -> list[str]:
    """A full deck dealt as: non-dealer, dealer alternately, then the upcard, then the stock."""
    spec = deal(nd, d, up, top)
    out: list[str] = []
    for a, b in zip(nd, d, strict=True):
        out += [a, b]
    return out + [up] + spec["stock"]


def seed_with_dealer(dealer: int) -> int:
    return next(s for s in range(100) if GAME.start({"target": 100}, s).dealer == dealer)


def start(nd: list[str], d: list[str], up: str, top: tuple[str, ...] = (), dealer: int = 1,
          target: int = 100) -> GinState:
    """A game whose first hand is stacked, seat ``dealer`` dealing."""
    return GAME.start({"target": target}, seed_with_dealer(dealer), stacked(nd, d, up, top))


def play(state: GinState, *moves: tuple[int, str]) -> GinState:
    for seat, text in moves:
        state = GAME.apply(state, seat, GAME.parse_action(text))
    return state


def refused(state: GinState, seat: int, text: str) -> IllegalAction:
    """Assert ``text`` is refused, by ``why_not`` with the reason ``apply`` raises, and that the
    state is unchanged; return the refusal."""
    before = copy.deepcopy(state)
    reason = GAME.why_not(state, seat, GAME.parse_action(text))
    assert reason is not None and not GAME.can_apply(state, seat, GAME.parse_action(text))
    with pytest.raises(IllegalAction) as info:
        GAME.apply(state, seat, text)
    assert info.value == reason
    assert state == before
    for lang in ("en", "ja"):
        assert i18n.reason_text(lang, GAME.id, info.value.reason, info.value.params)
    return info.value


def legal(state: GinState, seat: int) -> list[str]:
    return [str(a) for a in GAME.legal_actions(state, seat)]


def wall_moves(stock: list[str], first: int = 0) -> list[tuple[int, str]]:
    """Both pass the upcard, then each draws from the stock and throws back that card until
    the player who drew the third-to-last card discards."""
    moves: list[tuple[int, str]] = [(first, "pass"), (1 - first, "pass")]
    seat = first
    for k in range(len(stock) - 2):
        moves += [(seat, "draw stock"), (seat, f"discard {stock[k]}")]
        seat = 1 - seat
    return moves


# ----------------------------------------------------------------- the deal


def test_registered_and_options() -> None:
    assert get_game("gin-rummy") is GAME
    # the option each test names (a new option, with its default, leaves them true)
    assert GAME.normalize_options({})["target"] == 100
    assert GAME.normalize_options(None) == GAME.normalize_options({})
    assert GAME.normalize_options({"target": 50})["target"] == 50
    for bad in ({"target": 99}, {"target": True}, {"target": "100"}, {"target": 100.0},
                {"level": "easy"}):
        with pytest.raises(ValueError):
            GAME.normalize_options(bad)
    assert GAME.seats({"target": 100}) == 2


def test_each_hand_is_dealt_from_the_seed() -> None:
    state = GAME.start({"target": 100}, 42)
    deck = shuffled(DECK, rng_for(42, "deal", 1))
    non_dealer, dealer = 1 - state.dealer, state.dealer
    assert set(state.hands[non_dealer]) == set(deck[0:20:2])
    assert set(state.hands[dealer]) == set(deck[1:20:2])
    assert state.discard == (deck[20],)
    assert state.stock == deck[21:] and len(state.stock) == 31
    assert state.phase is Phase.UPCARD and GAME.to_act(state) == (non_dealer,)
    dealers = {GAME.start({"target": 100}, s).dealer for s in range(20)}
    assert dealers == {0, 1}  # the first dealer is drawn from the seed


def test_bad_stacked_decks_are_refused() -> None:
    with pytest.raises(ValueError):
        GAME.start({"target": 100}, 0, DECK[:-1])
    with pytest.raises(ValueError):
        GAME.start({"target": 100}, 0, DECK[:-1] + ["JK"])
    with pytest.raises(ValueError):
        GAME.start({"target": 100}, 0, DECK[:-1] + [DECK[0]])


# ----------------------------------------------------------------- the upcard


def test_upcard_phase_offers_only_take_and_pass() -> None:
    state = start(ND, D_GIN, UP)
    assert legal(state, 0) == ["draw discard", "pass"]
    assert legal(state, 1) == []
    assert refused(state, 0, "draw stock").reason == "upcard_take_or_pass"
    assert refused(state, 0, "discard KC").reason == "upcard_take_or_pass"
    assert refused(state, 1, "pass").reason == "not_your_turn"
    state = play(state, (0, "pass"))
    assert legal(state, 1) == ["draw discard", "pass"]
    assert refused(state, 1, "draw stock").reason == "upcard_take_or_pass"


def test_after_two_passes_the_non_dealer_draws_from_the_stock() -> None:
    state = play(start(ND, D_GIN, UP, ("AC",)), (0, "pass"), (1, "pass"))
    assert GAME.to_act(state) == (0,)
    assert legal(state, 0) == ["draw stock"]
    assert refused(state, 0, "draw discard").reason == "must_draw_stock"
    assert refused(state, 0, "pass").reason == "no_pass"
    assert refused(state, 0, "discard KC").reason == "draw_first"
    state = play(state, (0, "draw stock"))
    assert "AC" in state.hands[0] and len(state.stock) == 30
    assert refused(state, 0, "draw stock").reason == "already_drawn"
    state = play(state, (0, "discard AC"))
    assert legal(state, 1) == ["draw stock", "draw discard"]


def test_dealer_takes_the_upcard_after_a_pass() -> None:
    state = play(start(ND, D_GIN, UP), (0, "pass"), (1, "draw discard"))
    assert UP in state.hands[1] and len(state.hands[1]) == 11
    assert f"discard {UP}" not in legal(state, 1)
    assert "discard 5D" in legal(state, 1)
    state = play(state, (1, "discard 5D"))
    assert GAME.to_act(state) == (0,)
    assert legal(state, 0) == ["draw stock", "draw discard"]
    assert state.discard == ("5D",)


# ----------------------------------------------------------------- turns


def test_a_card_just_taken_from_the_pile_cannot_be_discarded() -> None:
    state = play(start(ND, D_GIN, UP), (0, "draw discard"))
    assert state.no_discard == UP
    err = refused(state, 0, f"discard {UP}")
    assert err.reason == "just_taken" and err.params == {"card": UP}
    assert "10♦" in i18n.reason_text("en", GAME.id, err.reason, err.params)
    assert refused(state, 0, f"knock {UP}").reason == "just_taken"
    assert f"discard {UP}" not in legal(state, 0) and f"knock {UP}" not in legal(state, 0)
    view = GAME.view(state, 0)
    assert view["no_discard"] == UP and UP not in view["discard_deadwood"]
    # the opponent sees it too: a card taken from the pile is public
    assert GAME.view(state, 1)["no_discard"] == UP


def test_cards_not_in_hand_are_refused() -> None:
    state = play(start(ND, D_GIN, UP, ("AC",)), (0, "pass"), (1, "pass"), (0, "draw stock"))
    err = refused(state, 0, "discard 5D")
    assert (err.reason, err.params) == ("not_in_hand", {"card": "5D"})
    assert refused(state, 0, "knock QH").reason == "not_in_hand"
    assert refused(state, 1, "discard 5D").reason == "not_your_turn"
    assert refused(state, 0, "next").reason == "hand_in_progress"


def test_legal_discard_lists_knocks_only_at_ten_or_less() -> None:
    hand10 = "AS 2S 3S 4S 4H 5H 6H 7H 3C KC".split()
    state = play(start(hand10, D_OTHER, "7D"), (0, "draw discard"))
    assert "knock KC" in legal(state, 0)  # leaves 3C 7D: 10
    assert "knock 7D" not in legal(state, 0)
    assert "knock 3C" not in legal(state, 0)  # leaves 7D KC: 17
    err = refused(state, 0, "knock 3C")
    assert (err.reason, err.params) == ("knock_too_high", {"card": "3C", "deadwood": 17})
    view = GAME.view(state, 0)
    assert view["knock_cards"] == ["KC"] and view["best_knock"] == "KC"
    assert view["gin_cards"] == []
    assert view["discard_deadwood"]["KC"] == 10


def test_knock_at_exactly_ten_is_allowed() -> None:
    hand = "AS 2S 3S 4S 4H 5H 6H 7H 3C KC".split()
    result = replay_hand(deal(hand, D_OTHER, "7D"), [(0, "draw discard"), (0, "knock KC")])
    assert (result.kind, result.winner, result.points) == ("knock", 0, 25 - 10)


def test_knock_at_eleven_is_refused() -> None:
    hand = "AS 2S 3S 4S 4H 5H 6H 7H 5C KC".split()
    with pytest.raises(IllegalAction) as info:
        replay_hand(deal(hand, D_KNOCK, "6D"), [(0, "draw discard"), (0, "knock KC")])
    assert info.value.reason == "knock_too_high"
    assert info.value.params == {"card": "KC", "deadwood": 11}


# ----------------------------------------------------------------- replay_hand


def test_replay_gin() -> None:
    result = replay_hand(deal(ND, D_GIN, UP), [(0, "draw discard"), (0, "knock KC")])
    assert (result.kind, result.winner, result.points) == ("gin", 0, 25 + 5)
    assert result["kind"] == "gin" and result["winner"] == 0 and result["points"] == 30
    assert dict(result) == {"kind": "gin", "winner": 0, "points": 30}


def test_replay_knock() -> None:
    moves = [(0, "pass"), (1, "pass"), (0, "draw stock"), (0, "knock KC")]
    result = replay_hand(deal(ND, D_KNOCK, UP, ["AC"]), moves)
    assert (result.kind, result.winner, result.points) == ("knock", 0, 10 - 1)


def test_replay_undercut_with_a_layoff() -> None:
    moves = [(0, "pass"), (1, "pass"), (0, "draw stock"), (0, "knock KC")]
    result = replay_hand(deal(ND, D_UNDER, UP, ["AC"]), moves)
    assert (result.kind, result.winner, result.points) == ("undercut", 1, 25 + 1)


def test_replay_dealer_knocks_after_taking_the_upcard() -> None:
    dealer = "AS 2S 3S 4H 5H 6H 7D 8D 5C KC".split()
    non_dealer = "TS JS QS KS 2C 3C 4C 7H 7S 7C".split()  # all melded
    moves = [(0, "pass"), (1, "draw discard"), (1, "knock KC")]
    result = replay_hand(deal(non_dealer, dealer, "9D"), moves)
    assert (result.kind, result.winner, result.points) == ("undercut", 0, 25 + 5)


def test_replay_wall() -> None:
    spec = deal(ND, D_GIN, "QD")
    result = replay_hand(spec, wall_moves(spec["stock"]))
    assert (result.kind, result.winner, result.points) == ("wall", None, 0)


def test_replay_wall_needs_the_third_to_last_card() -> None:
    spec = deal(ND, D_GIN, "QD")
    moves = wall_moves(spec["stock"])
    with pytest.raises(ValueError, match="before the hand ends"):
        replay_hand(spec, moves[:-2])  # three cards still in the stock
    with pytest.raises(IllegalAction) as info:
        replay_hand(spec, moves + [(1, "draw stock")])
    assert info.value.reason == "hand_over"


def test_the_wall_player_may_still_knock() -> None:
    spec = deal(ND, D_GIN, "QD")
    moves = wall_moves(spec["stock"])
    last_card = spec["stock"][28]
    assert moves[-1] == (0, f"discard {last_card}")
    assert replay_hand(spec, moves[:-1] + [(0, "discard KC")]).kind == "wall"
    result = replay_hand(spec, moves[:-1] + [(0, "knock KC")])
    expected = score_knock(ND[:-1] + [last_card], D_GIN)
    assert result.kind == expected.kind != "wall"
    assert result.winner == (0 if expected.winner == "knocker" else 1)
    assert result.points == expected.points > 0


def test_replay_refuses_illegal_actions_and_bad_deals() -> None:
    spec = deal(ND, D_GIN, UP)
    with pytest.raises(IllegalAction) as info:
        replay_hand(spec, [(0, "draw stock")])
    assert info.value.reason == "upcard_take_or_pass"
    with pytest.raises(IllegalAction) as info:
        replay_hand(spec, [(1, "pass")])
    assert info.value.reason == "not_your_turn"
    with pytest.raises(IllegalAction) as info:
        replay_hand(spec, [(0, "draw discard"), (0, f"discard {UP}")])
    assert info.value.reason == "just_taken"
    with pytest.raises(BadActionText):
        replay_hand(spec, [(0, "take")])
    with pytest.raises(ValueError):
        replay_hand({**spec, "stock": spec["stock"][:-1]}, [])
    with pytest.raises(ValueError, match="AS"):
        replay_hand({**spec, "upcard": "AS"}, [])
    with pytest.raises(ValueError):
        replay_hand({**spec, "hands": [ND[:9], D_GIN + [ND[9]]]}, [])
    with pytest.raises(ValueError, match="'10D'"):
        replay_hand({**spec, "upcard": "10D"}, [])
    with pytest.raises(ValueError):
        replay_hand({"hands": [ND, D_GIN]}, [])


# ----------------------------------------------------------------- hands, dealers, the game


def test_winner_deals_next_and_the_other_goes_first() -> None:
    state = play(start(ND, D_GIN, UP, dealer=1), (0, "draw discard"), (0, "knock KC"))
    assert state.phase is Phase.HAND_OVER and state.scores == (30, 0) and state.hands_won == (1, 0)
    assert GAME.to_act(state) == (0,) and legal(state, 0) == ["next"]
    assert refused(state, 1, "next").reason == "not_your_turn"
    assert refused(state, 0, "draw stock").reason == "hand_over"
    nxt = play(state, (0, "next"))
    assert nxt.dealer == 0 and nxt.hand_number == 2
    assert nxt.phase is Phase.UPCARD and GAME.to_act(nxt) == (1,)
    deck = shuffled(DECK, rng_for(state.seed, "deal", 2))
    assert set(nxt.hands[1]) == set(deck[0:20:2]) and nxt.discard == (deck[20],)
    assert nxt.scores == (30, 0) and nxt.last is None


def test_undercut_winner_deals_next() -> None:
    moves = [(0, "pass"), (1, "pass"), (0, "draw stock"), (0, "knock KC")]
    state = play(start(ND, D_UNDER, UP, ("AC",), dealer=1), *moves)
    assert state.last is not None and state.last.kind == "undercut"
    assert state.scores == (0, 26)
    assert play(state, (0, "next")).dealer == 1
    # the dealer of hand one was seat 1; a seat-0 dealer loses the deal to the undercutter
    state = play(start(ND, D_UNDER, UP, ("AC",), dealer=0), (1, "pass"), (0, "pass"),
                 (1, "draw stock"), (1, "knock KC"))
    assert state.scores == (26, 0)
    assert play(state, (0, "next")).dealer == 0


def test_a_wall_keeps_the_dealer_and_reveals_nothing() -> None:
    state = start(ND, D_GIN, "QD", dealer=1)
    moves = wall_moves(list(state.stock))
    state = play(state, *moves[:-1])
    assert state.phase is Phase.DISCARD and len(state.stock) == 2
    state = play(state, moves[-1])
    assert state.phase is Phase.HAND_OVER and state.last is not None and state.last.kind == "wall"
    assert state.scores == (0, 0) and state.hands_won == (0, 0)
    view = GAME.view(state, 0)
    assert view["result"]["kind"] == "wall" and view["result"]["winner"] is None
    assert view["result"]["hands"][1] is None
    assert view["result"]["hands"][0] == list(state.hands[0])
    texts = repr(view)
    assert not any(c in texts for c in state.hands[1])
    assert GAME.secret_cards(state, 0) >= set(state.hands[1])
    nxt = play(state, (0, "next"))
    assert nxt.dealer == 1 and nxt.hand_number == 2 and GAME.to_act(nxt) == (0,)
    assert [r.kind for r in nxt.records] == ["wall"]


def test_game_end_settlement_280_and_45() -> None:
    state = start(ND, D_GIN, UP, dealer=1)
    state = dataclasses.replace(state, scores=(75, 20), hands_won=(2, 1))
    state = play(state, (0, "draw discard"), (0, "knock KC"))  # gin, 25 + 5
    assert GAME.is_over(state) and state.phase is Phase.GAME_OVER
    assert GAME.to_act(state) == () and legal(state, 0) == [] and legal(state, 1) == []
    result = GAME.result(state)
    assert result.scores == (280, 45) and result.ranks == (1, 2)
    assert result.outcome(0) == "won"
    assert result.details["settlement"]["game_bonus"] == [100, 0]
    view = GAME.view(state, 1)
    assert view["settlement"]["final"] == [280, 45]
    assert refused(state, 0, "next").reason == "game_over"


def test_game_end_shutout_385() -> None:
    state = start(ND, D_GIN, UP, dealer=1)
    state = dataclasses.replace(state, scores=(75, 0), hands_won=(2, 0))
    state = play(state, (0, "draw discard"), (0, "knock KC"))
    result = GAME.result(state)
    assert result.scores == (385, 0)
    assert result.details["settlement"]["shutout"] is True


def test_result_before_the_end_raises() -> None:
    with pytest.raises(ValueError):
        GAME.result(GAME.start({"target": 100}, 1))


def test_short_target() -> None:
    state = play(start(ND, D_GIN, UP, dealer=1, target=10), (0, "draw discard"), (0, "knock KC"))
    assert GAME.is_over(state)


# ----------------------------------------------------------------- views


def test_view_hides_the_opponent_and_shows_public_takes() -> None:
    state = play(start(ND, D_GIN, UP, dealer=1), (0, "pass"), (1, "draw discard"))
    v0 = GAME.view(state, 0)
    assert v0["opponent_count"] == 11 and v0["opponent_taken"] == [UP]
    assert v0["hand"] == sorted(ND, key=DECK.index)
    assert v0["discard_pile"] == [] and v0["stock_count"] == 31
    assert v0["legal"] == [] and v0["to_act"] == [1]
    shown = repr(v0)
    assert not any(c in shown for c in D_GIN)
    v1 = GAME.view(state, 1)
    assert v1["my_taken"] == [UP] and v1["just_drawn"] == UP
    assert "discard 5D" in v1["legal"]
    state = play(state, (1, "discard 5D"), (0, "draw stock"))
    drawn = state.drawn
    assert drawn is not None
    v1 = GAME.view(state, 1)
    assert v1["events"][-1] == {"n": 4, "kind": "draw", "seat": 0, "cards": [], "own": False,
                                "params": {}}
    assert v1["just_drawn"] is None and drawn not in repr(v1)
    v0 = GAME.view(state, 0)
    assert v0["events"][-1] == {"n": 4, "kind": "draw", "seat": 0, "cards": [drawn], "own": True,
                                "params": {}}
    assert v0["just_drawn"] == drawn
    assert [(e["kind"], e["seat"], e["cards"]) for e in v0["events"]] == [
        ("deal", 1, [UP]), ("pass", 0, [UP]), ("take_upcard", 1, [UP]), ("discard", 1, ["5D"]),
        ("draw", 0, [drawn])]


def test_taken_card_leaves_the_public_list_when_discarded() -> None:
    state = play(start(ND, D_GIN, UP, dealer=1), (0, "pass"), (1, "draw discard"),
                 (1, "discard 5D"), (0, "draw stock"))
    card = state.drawn
    state = play(state, (0, f"discard {card}"), (1, "draw stock"), (1, f"discard {UP}"))
    assert GAME.view(state, 0)["opponent_taken"] == []
    assert GAME.view(state, 0)["discard_pile"] == ["5D", card, UP]


def test_view_after_a_knock_shows_everything() -> None:
    moves = [(0, "pass"), (1, "pass"), (0, "draw stock"), (0, "knock KC")]
    state = play(start(ND, D_UNDER, UP, ("AC",), dealer=1), *moves)
    r = GAME.view(state, 1)["result"]
    assert (r["kind"], r["knocker"], r["winner"], r["points"]) == ("undercut", 0, 1, 26)
    assert r["knock_card"] == "KC"
    assert r["hands"][0] == sorted(ND[:-1] + ["AC"], key=DECK.index)
    assert r["knocker_melds"] == [["AS", "2S", "3S"], ["4H", "5H", "6H"], ["7D", "8D", "9D"]]
    assert r["knocker_deadwood_cards"] == ["AC"] and r["knocker_deadwood"] == 1
    assert r["layoffs"] == [{"card": "3H", "meld": 1}]
    assert r["defender_deadwood_before"] == 3 and r["defender_deadwood"] == 0
    assert r["defender_deadwood_cards"] == []
    assert GAME.secret_cards(state, 0) == frozenset(state.stock)
    v0 = GAME.view(state, 0)
    assert v0["scores"] == [0, 26] and v0["hands_won"] == [0, 1]
    assert v0["hand_records"] == [{"number": 1, "dealer": 1, "kind": "undercut", "knocker": 0,
                            "winner": 1, "points": 26, "scores": [0, 26]}]


def test_view_shows_melds_and_deadwood_of_the_own_hand() -> None:
    v = GAME.view(start(ND, D_GIN, UP, dealer=1), 0)
    assert v["melds"] == [["AS", "2S", "3S"], ["4H", "5H", "6H"], ["7D", "8D", "9D"]]
    assert v["deadwood_cards"] == ["KC"] and v["deadwood"] == 10
    assert v["phase"] == Phase.UPCARD and v["dealer"] == 1 and v["top_discard"] == UP


# ----------------------------------------------------------------- action texts


def test_action_texts() -> None:
    for text, action in [("pass", Pass()), ("draw stock", DrawStock()),
                         ("draw discard", DrawDiscard()), ("discard 7C", Discard("7C")),
                         ("knock TD", Knock("TD")), ("next", Next())]:
        assert GAME.parse_action(text) == action and str(action) == text
    for bad in ("discard 10D", "discard JK", "knock", "Discard 7C", "discard  7C", "take",
                "draw", "discard 7c", "knock 7C 8C"):
        with pytest.raises(BadActionText):
            GAME.parse_action(bad)


def test_apply_accepts_text() -> None:
    state = start(ND, D_GIN, UP, dealer=1)
    assert GAME.apply(state, 0, "pass") == GAME.apply(state, 0, Pass())
