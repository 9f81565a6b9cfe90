"""Saves: the exact format, restore by replay, and every kind of unreadable save refused."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tefuda import games as registry
from tefuda import i18n, saves
from tefuda.match import new_match, play
from tefuda.saves import SaveError
from tests.engine.toy_game import DECK, GAME, GAME_ID

GAMES = {GAME_ID: GAME}

# High Card from the stacked DECK: seat 0 holds AS 2S 3S, seat 1 holds 4S 5S 6S.
ROUND_ONE = [
    (0, "play 2S"),
    (1, "play 4S"),
    (1, "play 6S"),
    (0, "play AS"),
    (0, "play 3S"),
    (1, "play 5S"),
]


def toy_match(actions: list[tuple[int, str]] = ROUND_ONE, seed: int = 5) -> Any:
    match = new_match(GAME, {}, seed, DECK)
    for seat, text in actions:
        match = play(match, seat, text)
    return match


def good_data() -> dict[str, Any]:
    return json.loads(saves.dumps(toy_match()))


@pytest.fixture
def registered(monkeypatch: pytest.MonkeyPatch) -> None:
    """Put the toy game in the registry, as a real game is."""
    monkeypatch.setitem(registry.GAME_MODULES, GAME_ID, "tests.engine.toy_game")


def test_dumps_writes_the_documented_format() -> None:
    text = saves.dumps(toy_match(ROUND_ONE[:2]))
    assert text == (
        '{"format":1,"game":"toy-high-card","options":{"rounds":2},"seed":5,'
        '"deck":["AS","2S","3S","4S","5S","6S","AH","2H","3H","4H","5H","6H"],'
        '"actions":[[0,"play 2S"],[1,"play 4S"]]}'
    )
    assert saves.FORMAT == 1


def test_a_shuffled_game_saves_a_null_deck() -> None:
    match = play(
        new_match(GAME, {"rounds": 1}, 9),
        0,
        GAME.legal_actions(new_match(GAME, {"rounds": 1}, 9).state, 0)[0],
    )
    data = json.loads(saves.dumps(match))
    assert data["deck"] is None and data["options"] == {"rounds": 1} and data["seed"] == 9


def test_round_trip_restores_the_same_state() -> None:
    match = play(toy_match(), 0, "next")
    restored = saves.loads(saves.dumps(match), GAME_ID, GAMES)
    assert restored == match
    assert restored.state == match.state
    assert restored.log == tuple(ROUND_ONE) + ((0, "next"),)
    # the worked example: seat 1 took tricks 1 and 3, seat 0 trick 2; round 2 is dealt
    assert restored.state.scores == (1, 2)
    assert restored.state.round == 2
    assert restored.state.hands == (("AH", "2H", "3H"), ("4H", "5H", "6H"))
    assert restored.state.turn == 1


def test_round_trip_through_the_registry(registered: None) -> None:
    match = new_match(GAME_ID, {"rounds": 1}, 3)
    seat = match.game.to_act(match.state)[0]
    match = play(match, seat, match.game.legal_actions(match.state, seat)[-1])
    restored = saves.loads(saves.dumps(match))
    assert restored == match and restored.rules is None
    assert saves.loads(saves.dumps(match), GAME_ID) == match


def test_loads_takes_bytes() -> None:
    text = saves.dumps(toy_match())
    assert saves.loads(text.encode("utf-8"), GAME_ID, GAMES).state == toy_match().state


def test_unknown_extra_fields_are_ignored() -> None:
    data = {**good_data(), "written_by": "a later version"}
    assert saves.loads(json.dumps(data), GAME_ID, GAMES).state == toy_match().state


def refused(data: Any, reason: str, expected_game: str | None = GAME_ID) -> SaveError:
    text = data if isinstance(data, (str, bytes)) else json.dumps(data)
    with pytest.raises(SaveError) as info:
        saves.loads(text, expected_game, GAMES)
    assert info.value.reason == reason, str(info.value)
    assert isinstance(info.value, ValueError)
    assert str(info.value).startswith(reason + ": ")
    return info.value


@pytest.mark.parametrize(
    "text",
    [
        "",
        "not json",
        "{",
        '{"format": 1, "game": "toy-high-card"',
        "[]",
        "null",
        "42",
        '"save"',
        "[1, 2]",
        b"\xff\xfe",
        "\ufeff{}",
        "{'format': 1}",
    ],
)
def test_corrupt_text(text: str | bytes) -> None:
    refused(text, "corrupt")


def test_truncated_saves_at_every_length() -> None:
    text = saves.dumps(toy_match())
    for length in range(len(text)):
        with pytest.raises(SaveError) as info:
            saves.loads(text[:length], GAME_ID, GAMES)
        assert info.value.reason == "corrupt"


@pytest.mark.parametrize("version", [0, 2, 99, -1, "1", 1.5, None, True, [1]])
def test_foreign_versions(version: Any) -> None:
    error = refused({**good_data(), "format": version}, "unknown_format")
    assert repr(version) in str(error)


def test_missing_format() -> None:
    data = good_data()
    del data["format"]
    refused(data, "unknown_format")


@pytest.mark.parametrize("field", ["game", "options", "seed", "deck", "actions"])
def test_missing_fields(field: str) -> None:
    data = good_data()
    del data[field]
    assert repr(field) in str(refused(data, "corrupt"))


def test_wrong_game() -> None:
    error = refused({**good_data(), "game": "gin-rummy"}, "wrong_game")
    assert "'gin-rummy'" in str(error) and "'toy-high-card'" in str(error)
    refused(good_data(), "wrong_game", expected_game="kakehiki")
    refused({**good_data(), "game": "no-such-game"}, "wrong_game", expected_game=None)
    refused({**good_data(), "game": 7}, "corrupt", expected_game=None)


@pytest.mark.parametrize(
    "options",
    [
        [],
        "rounds",
        None,
        2,
        {"rounds": 3},
        {"rounds": "2"},
        {"rounds": None},
        {"rounds": True},
        {"rounds": [2]},
        {"rounds": 2.0},
        {"turbo": 1},
    ],
)
def test_bad_options(options: Any) -> None:
    refused({**good_data(), "options": options}, "bad_options")


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("seed", "5"),
        ("seed", 5.0),
        ("seed", None),
        ("seed", True),
        ("seed", [5]),
        ("deck", "ASKH"),
        ("deck", {"0": "AS"}),
        ("deck", ["AS", "10D"]),
        ("deck", [1, 2]),
        ("deck", ["AS"]),
        ("deck", list(DECK[:-1]) + ["AS"]),
        ("actions", {"0": "play 2S"}),
        ("actions", "play 2S"),
        ("actions", None),
        ("actions", 3),
    ],
)
def test_bad_types_are_corrupt(field: str, value: Any) -> None:
    refused({**good_data(), field: value}, "corrupt")


@pytest.mark.parametrize(
    "entry",
    [
        ["0", "play 2S"],
        [0.0, "play 2S"],
        [True, "play 2S"],
        [None, "play 2S"],
        [0, 7],
        [0, None],
        [0, ["play", "2S"]],
        [0],
        [0, "play 2S", 1],
        "0 play 2S",
        {"seat": 0},
        None,
        [0, "play 10S"],
        [0, "PLAY 2S"],
        [0, "play 2S "],
        [0, ""],
        [1, "play 4S"],
        [5, "play 2S"],
        [-1, "play 2S"],
        [0, "play 4S"],
        [0, "next"],
    ],
)
def test_bad_log_entries_fail_to_replay(entry: Any) -> None:
    data = good_data()
    data["actions"] = [entry] + data["actions"]
    error = refused(data, "replay_failed")
    assert "action 0" in str(error)


def test_an_illegal_action_deep_in_the_log() -> None:
    data = good_data()
    # after 2S-4S seat 1 leads; seat 0 playing now is out of turn
    data["actions"][2] = [0, "play AS"]
    error = refused(data, "replay_failed")
    assert "action 2" in str(error) and "not_your_turn" in str(error)
    # and it gives the position before the action, in the game's notation
    assert str(error).endswith("the position before it:\n" + GAME.describe(toy_match(ROUND_ONE[:2]).state))
    data["actions"][2] = [1, "play 3S"]  # a card seat 1 does not hold
    assert "not_in_hand" in str(refused(data, "replay_failed"))
    data = good_data()
    data["actions"].append([0, "play AH"])  # the round is over: seat 0 must press next
    assert "round_is_over" in str(refused(data, "replay_failed"))


def test_a_log_past_the_end_fails() -> None:
    data = {**good_data(), "options": {"rounds": 1}}
    data["actions"].append([0, "next"])
    assert "game_over" in str(refused(data, "replay_failed"))


def test_save_error_reasons_and_notices() -> None:
    assert saves.REASONS == (
        "corrupt",
        "unknown_format",
        "wrong_game",
        "bad_options",
        "replay_failed",
    )
    for reason in saves.REASONS:
        assert SaveError(reason, "x").reason == reason
        assert i18n.t("en", f"core.save_{reason}").endswith("a new game has started.")
        assert "新しいゲーム" in i18n.t("ja", f"core.save_{reason}")
    with pytest.raises(ValueError):
        SaveError("broken", "x")


JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-3, 3)
    | st.floats(allow_nan=False)
    | st.sampled_from(["", "play 2S", "next", "AS", "toy-high-card", "rounds"]),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=3), inner, max_size=3)
    ),
    max_leaves=12,
)


#: the reasons a bad value in each field may give (saves.py's docstring); another seed, deck or
#: options may be well formed and still deal cards the saved log cannot replay
FIELD_REASONS = {
    "format": ("unknown_format",),
    "game": ("corrupt", "wrong_game"),
    "options": ("bad_options", "replay_failed"),
    "seed": ("corrupt", "replay_failed"),
    "deck": ("corrupt", "replay_failed"),
    "actions": ("corrupt", "replay_failed"),
}


@settings(max_examples=150, deadline=None)
@given(field=st.sampled_from(list(FIELD_REASONS)), value=JSON)
def test_any_value_in_any_field_gives_save_error_or_a_match(field: str, value: Any) -> None:
    data = {**good_data(), field: value}
    try:
        match = saves.loads(json.dumps(data), GAME_ID, GAMES)
    except SaveError as exc:
        assert exc.reason in FIELD_REASONS[field], f"{field}={value!r}: {exc}"
    else:
        # accepted: the match holds exactly what the save says
        assert match.game_id == GAME_ID
        assert (match.seed, list(match.log)) == (data["seed"], [tuple(e) for e in data["actions"]])


@settings(max_examples=100, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.integers(-1, 2),
            st.sampled_from(
                [
                    "play AS",
                    "play 2S",
                    "play 3S",
                    "play 4S",
                    "play 5S",
                    "play 6S",
                    "next",
                    "play AH",
                    "x",
                ]
            ),
        ),
        max_size=8,
    )
)
def test_random_logs_replay_or_fail_cleanly(log: list[tuple[int, str]]) -> None:
    data = {**good_data(), "actions": [list(e) for e in log]}
    try:
        match = saves.loads(json.dumps(data), GAME_ID, GAMES)
    except SaveError as exc:
        assert exc.reason == "replay_failed"
    else:
        assert list(match.log) == log


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=40) | st.binary(max_size=20))
def test_any_text_gives_save_error(text: str | bytes) -> None:
    with pytest.raises(SaveError):
        saves.loads(text, GAME_ID, GAMES)


def test_deeply_nested_json_is_corrupt() -> None:
    refused("[" * 100_000 + "]" * 100_000, "corrupt")
