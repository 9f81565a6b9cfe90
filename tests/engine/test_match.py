"""Matches: start, play (text or action), refusals that leave the match alone, replay."""

from __future__ import annotations

import pytest

from tefuda import games as registry
from tefuda.core import BadActionText, IllegalAction
from tefuda.match import Match, ReplayError, new_match, play, replay, resolve_game
from tests.engine.toy_game import DECK, GAME, GAME_ID, HighCard, PlayCard


def test_new_match_from_a_game_object() -> None:
    match = new_match(GAME, {"rounds": 1}, 4, DECK)
    assert match.game_id == GAME_ID and match.game is GAME and match.rules is GAME
    assert match.options == {"rounds": 1} and match.seed == 4 and match.deck == DECK
    assert match.log == ()
    assert match.state == GAME.start({"rounds": 1}, 4, DECK)
    assert match.state.hands == (("AS", "2S", "3S"), ("4S", "5S", "6S"))
    assert not match.is_over


def test_new_match_normalizes_options_and_checks_the_deck() -> None:
    assert new_match(GAME).options == {"rounds": 2}
    with pytest.raises(ValueError, match="rounds"):
        new_match(GAME, {"rounds": 5})
    with pytest.raises(ValueError, match="'10D'"):
        new_match(GAME, {}, 0, ["10D"] + list(DECK[1:]))
    with pytest.raises(ValueError):
        new_match(GAME, {}, 0, DECK[:-1])


def test_new_match_by_id_uses_the_registry(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(ValueError, match="'toy-high-card'"):
        new_match(GAME_ID)
    monkeypatch.setitem(registry.GAME_MODULES, GAME_ID, "tests.engine.toy_game")
    match = new_match(GAME_ID, {}, 2)
    assert match.rules is None and match.game is GAME
    assert match == new_match(GAME, {}, 2)  # the rules object takes no part in equality


def test_resolve_game_prefers_the_given_mapping() -> None:
    other = HighCard()
    assert resolve_game(GAME) is GAME
    assert resolve_game(GAME_ID, {GAME_ID: other}) is other
    with pytest.raises(ValueError, match="'nope'"):
        resolve_game("nope", {GAME_ID: other})


def test_play_text_or_action_appends_to_the_log() -> None:
    start = new_match(GAME, {}, 0, DECK)
    after = play(start, 0, "play 2S")
    assert after.log == ((0, "play 2S"),)
    again = play(start, 0, PlayCard("2S"))
    assert again == after
    assert after.state.hands[0] == ("AS", "3S") and after.state.trick == ((0, "2S"),)
    assert start.log == () and start.state.hands[0] == ("AS", "2S", "3S")


def test_refusals_leave_the_match_alone() -> None:
    match = play(new_match(GAME, {}, 0, DECK), 0, "play 2S")
    snapshot = (match.log, match.state)
    with pytest.raises(IllegalAction) as info:
        play(match, 0, "play AS")
    assert info.value.reason == "not_your_turn"
    with pytest.raises(IllegalAction) as info:
        play(match, 1, "play AH")
    assert info.value.reason == "not_in_hand" and info.value.params == {"card": "AH"}
    with pytest.raises(BadActionText):
        play(match, 1, "play 10S")
    assert (match.log, match.state) == snapshot


def test_a_whole_game_and_its_replay() -> None:
    log = [
        (0, "play 2S"),
        (1, "play 4S"),
        (1, "play 6S"),
        (0, "play AS"),
        (0, "play 3S"),
        (1, "play 5S"),
        (0, "next"),
        (1, "play 6H"),
        (0, "play AH"),
        (0, "play 2H"),
        (1, "play 5H"),
        (1, "play 4H"),
        (0, "play 3H"),
    ]
    match = new_match(GAME, {}, 0, DECK)
    for seat, text in log:
        match = play(match, seat, text)
    assert match.is_over
    # round 1: seat 1 won two tricks (4S>2S, 5S>3S), seat 0 one (AS>6S);
    # round 2: seat 0 won AH>6H, seat 1 won 5H>2H and 4H>3H
    result = GAME.result(match.state)
    assert result.scores == (2, 4) and result.ranks == (2, 1)
    assert result.outcome(1) == "won" and result.outcome(0) == "lost"
    again = replay(GAME, {}, 0, log, DECK)
    assert again == match and isinstance(again, Match)
    with pytest.raises(ReplayError) as info:
        replay(GAME, {}, 0, log + [(0, "next")], DECK)
    assert info.value.cause == IllegalAction("game_over") and info.value.step == len(log)


def test_a_log_that_fails_to_replay_says_where() -> None:
    log = [(0, "play 2S"), (1, "play 4S"), (1, "play 6S")]
    before = replay(GAME, {}, 0, log[:2], DECK)
    with pytest.raises(ReplayError) as info:
        replay(GAME, {}, 0, [*log[:2], (0, "play AS"), *log[2:]], DECK)
    error = info.value
    assert (error.step, error.seat, error.text) == (2, 0, "play AS")
    assert error.cause == IllegalAction("not_your_turn") and error.__cause__ is error.cause
    assert error.position == GAME.describe(before.state)
    assert str(error) == (
        "action 2 of the log (0, 'play AS') cannot be replayed: IllegalAction: not_your_turn; "
        "the position before it:\n" + GAME.describe(before.state)
    )
    with pytest.raises(ReplayError) as info:
        replay(GAME, {}, 0, [(0, "hello")], DECK)
    assert info.value.step == 0 and isinstance(info.value.cause, BadActionText)
    assert info.value.position == GAME.describe(new_match(GAME, {}, 0, DECK).state)
    assert "BadActionText: not a toy-high-card action: 'hello'" in str(info.value)
