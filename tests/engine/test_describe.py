"""The readable position (each game's describe) in the messages of refusals: a worked refusal
per game, its message naming the position it left unchanged, and what the player is told the
same as before.  The protocol suite checks the same on every step of random games."""

from __future__ import annotations

import pickle
from typing import Any

import pytest

from tefuda import i18n
from tefuda.core import Game, IllegalAction
from tefuda.games import fifty_one, five_hundred, gin_rummy, kakehiki

# (game, options, seed, log to play first, seat, refused action, its reason and params)
REFUSALS: list[tuple[Game[Any, Any], dict[str, Any], int, list[tuple[int, str]], int, str,
                     IllegalAction]] = [
    (kakehiki.GAME, {"match_length": 3}, 0, [(1, "play AS")], 1, "play 4S",
     IllegalAction("already_committed")),
    (gin_rummy.GAME, {"target": 10}, 7, [(0, "pass"), (1, "draw discard")], 1, "discard 8C",
     IllegalAction("just_taken", card="8C")),
    (fifty_one.GAME, {"seats": 2, "rounds": 3}, 5, [], 1, "pass",
     IllegalAction("first_turn_no_pass")),
    (five_hundred.GAME, {}, 1, [(2, "bid 7S")], 3, "bid 6NT",
     IllegalAction("bid_too_low", high="7♠")),
]


def _position(game: Game[Any, Any], options: dict[str, Any], seed: int,
              log: list[tuple[int, str]]) -> Any:
    state = game.start(game.normalize_options(options), seed)
    for seat, text in log:
        state = game.apply(state, seat, text)
    return state


@pytest.mark.parametrize(("game", "options", "seed", "log", "seat", "text", "expected"), REFUSALS,
                         ids=[r[0].id for r in REFUSALS])
def test_a_refusal_names_the_position_it_left_unchanged(
    game: Game[Any, Any], options: dict[str, Any], seed: int, log: list[tuple[int, str]],
    seat: int, text: str, expected: IllegalAction,
) -> None:
    state = _position(game, options, seed, log)
    position = game.describe(state)
    with pytest.raises(IllegalAction) as info:
        game.apply(state, seat, text)
    refusal = info.value
    assert state == _position(game, options, seed, log) and game.describe(state) == position
    # the reason, its params and equality are what they were; the position comes after them
    assert refusal == expected and (refusal.reason, refusal.params) == (expected.reason, expected.params)
    assert (refusal.position, refusal.seat, refusal.action) == (position, seat, text)
    assert str(refusal) == (
        f"{expected}: seat {seat} may not play {text!r} in this position:\n{position}"
    )
    assert position.startswith(f"{game.id}: ") and "\nhand 0: " in position
    # what the player is told comes from the reason alone, in both languages
    for lang in ("en", "ja"):
        told = i18n.reason_text(lang, game.id, refusal.reason, refusal.params)
        assert told == i18n.reason_text(lang, game.id, expected.reason, expected.params)
        assert "hand 0" not in told
    # why_not, which tables ask for every control, carries no position (it costs nothing)
    said = game.why_not(state, seat, game.parse_action(text))
    assert said == expected and said is not None and said.position is None


def test_a_refusal_keeps_its_position_through_pickling() -> None:
    game, options, seed, log, seat, text, _ = REFUSALS[0]
    state = _position(game, options, seed, log)
    with pytest.raises(IllegalAction) as info:
        game.apply(state, seat, text)
    again = pickle.loads(pickle.dumps(info.value))
    assert again == info.value and str(again) == str(info.value)
    assert again.position == game.describe(state)


def test_a_refusal_made_by_hand_reads_as_before() -> None:
    refusal = IllegalAction("not_in_hand", card="7C")
    assert (refusal.position, refusal.seat, refusal.action) == (None, None, None)
    assert str(refusal) == refusal.summary == "not_in_hand(card='7C')"
    assert repr(refusal) == "IllegalAction(\"not_in_hand(card='7C')\")"
