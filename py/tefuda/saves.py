"""The save format: versioned JSON that records a match as its start and its action log.

A save (format 1) looks like::

    {"format": 1, "game": "gin-rummy", "options": {...}, "seed": 42, "deck": null,
     "actions": [[0, "draw stock"], [0, "discard 7C"], ...]}

Restoring replays the log from the start, so a save can never hold a state the rules could not
reach.  Anything that cannot be restored raises :class:`SaveError` with a ``reason``:

- ``corrupt``: not JSON, truncated, not an object, a missing field, or a field of the wrong type
  (seed not an integer, actions not a list, deck not a list of cards, ...);
- ``unknown_format``: ``format`` missing or not a version this code reads;
- ``wrong_game``: the game differs from the one expected, or no such game exists;
- ``bad_options``: the options are not an object or the game refuses them;
- ``replay_failed``: an entry of the log is malformed (not a ``[seat, text]`` pair, seat not an
  integer, text not a string), is no action of the game, or is refused by the rules (the
  message then names the action and gives the position before it, :class:`~tefuda.match.ReplayError`).

The caller (the browser) sets such a save aside and shows the notice ``core.save_<reason>``.
Unknown extra fields are ignored, so a later format-1 writer may add some.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from tefuda.cards import parse_cards
from tefuda.core import Game
from tefuda.match import Match, ReplayError, play_entry, resolve_game, start_match

FORMAT = 1

REASONS = ("corrupt", "unknown_format", "wrong_game", "bad_options", "replay_failed")


class SaveError(ValueError):
    """A save that cannot be restored; ``reason`` is one of :data:`REASONS` (the notice a
    player sees is the catalog entry ``core.save_<reason>``)."""

    def __init__(self, reason: str, message: str) -> None:
        if reason not in REASONS:
            raise ValueError(f"unknown save error reason {reason!r}")
        self.reason = reason
        super().__init__(f"{reason}: {message}")


def to_data(match: Match) -> dict[str, Any]:
    """Return the save of ``match`` as JSON-ready data (format :data:`FORMAT`)."""
    return {
        "format": FORMAT,
        "game": match.game_id,
        "options": dict(match.options),
        "seed": match.seed,
        "deck": None if match.deck is None else list(match.deck),
        "actions": [[seat, text] for seat, text in match.log],
    }


def dumps(match: Match) -> str:
    """Return the save of ``match`` as a JSON string.

    Raises TypeError if the match's options are not JSON-ready (a bug in the game's
    ``normalize_options``).
    """
    return json.dumps(to_data(match), ensure_ascii=False, separators=(",", ":"))


def _is_int(value: object) -> bool:
    # JSON true/false arrive as bool, a subclass of int; a seat or seed is never a bool.
    return isinstance(value, int) and not isinstance(value, bool)


def loads(
    text: str | bytes,
    game_id: str | None = None,
    games: Mapping[str, Game[Any, Any]] | None = None,
) -> Match:
    """Return the match a save records, restored by replaying its log.

    ``game_id``, when given, is the game the caller expects (a page of one game refuses the
    save of another).  ``games`` maps ids to rules objects looked up before the registry (tests
    use it for games that are not registered).  Raises :class:`SaveError` for anything that
    cannot be restored.
    """
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as exc:
            raise SaveError("corrupt", f"the save is not UTF-8 text ({exc})") from exc
    if not isinstance(text, str):
        raise SaveError("corrupt", f"the save is not text but {type(text).__name__}")
    try:
        data = json.loads(text)
    except ValueError as exc:  # JSONDecodeError, and RecursionError-free inputs only
        raise SaveError("corrupt", f"the save is not valid JSON ({exc})") from exc
    except RecursionError as exc:
        raise SaveError("corrupt", "the save is nested too deeply to read") from exc
    return from_data(data, game_id, games)


def from_data(
    data: object,
    game_id: str | None = None,
    games: Mapping[str, Game[Any, Any]] | None = None,
) -> Match:
    """Return the match recorded by already-decoded save data; see :func:`loads`.

    Raises :class:`SaveError`.
    """
    if not isinstance(data, dict):
        raise SaveError("corrupt", f"the save is not a JSON object but {type(data).__name__}")

    if "format" not in data:
        raise SaveError("unknown_format", "the save has no 'format' field")
    version = data["format"]
    if not _is_int(version) or version != FORMAT:
        raise SaveError(
            "unknown_format", f"save format {version!r} is not supported (this reads {FORMAT})"
        )

    for field in ("game", "options", "seed", "deck", "actions"):
        if field not in data:
            raise SaveError("corrupt", f"the save has no {field!r} field")

    saved_game = data["game"]
    if not isinstance(saved_game, str):
        raise SaveError("corrupt", f"the 'game' field is not a string: {saved_game!r}")
    if game_id is not None and saved_game != game_id:
        raise SaveError("wrong_game", f"the save is of {saved_game!r}, not of {game_id!r}")
    try:
        rules = resolve_game(saved_game, games)
    except ValueError as exc:
        raise SaveError("wrong_game", f"the save is of an unknown game {saved_game!r}") from exc
    from_registry = games is None or saved_game not in games

    seed = data["seed"]
    if not _is_int(seed):
        raise SaveError("corrupt", f"the 'seed' field is not an integer: {seed!r}")

    raw_deck = data["deck"]
    deck: tuple[str, ...] | None
    if raw_deck is None:
        deck = None
    elif not isinstance(raw_deck, list):
        raise SaveError("corrupt", f"the 'deck' field is not a list or null: {raw_deck!r}")
    else:
        try:
            deck = parse_cards(raw_deck)
        except ValueError as exc:
            raise SaveError("corrupt", f"the 'deck' field holds a bad card ({exc})") from exc

    actions = data["actions"]
    if not isinstance(actions, list):
        raise SaveError("corrupt", f"the 'actions' field is not a list: {actions!r}")

    raw_options = data["options"]
    if not isinstance(raw_options, dict):
        raise SaveError("bad_options", f"the 'options' field is not an object: {raw_options!r}")
    try:
        options = rules.normalize_options(raw_options)
    except (ValueError, TypeError) as exc:
        # TypeError too: option values come from untrusted JSON, and a game that feeds them to
        # int() or a comparison may raise it; the cause stays chained for debugging.
        raise SaveError("bad_options", f"the game refuses the options ({exc})") from exc

    try:
        match = start_match(rules, options, seed, deck, keep_rules=not from_registry)
    except ValueError as exc:
        raise SaveError("corrupt", f"the game cannot start from this save ({exc})") from exc

    for index, entry in enumerate(actions):
        if not isinstance(entry, list) or len(entry) != 2:
            raise SaveError(
                "replay_failed", f"action {index} is not a [seat, text] pair: {entry!r}"
            )
        seat, action_text = entry
        if not _is_int(seat):
            raise SaveError(
                "replay_failed", f"action {index} has a seat that is not an integer: {seat!r}"
            )
        if not isinstance(action_text, str):
            raise SaveError(
                "replay_failed", f"action {index} has a text that is not a string: {action_text!r}"
            )
        try:
            match = play_entry(match, index, seat, action_text)
        except ReplayError as exc:  # it names the action and the position before it
            raise SaveError("replay_failed", str(exc)) from exc
    return match
