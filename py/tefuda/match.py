"""A game in progress: its rules, options, seed, the action log, and the current state.

A :class:`Match` is what the browser keeps and what a save records.  It never changes: ``play``
returns a new match with the action applied and appended to the log, so a refused action leaves
the caller's match exactly as it was.

The rules are named by id (``"gin-rummy"``) and found in :mod:`tefuda.games`; a :class:`Game`
object may be passed instead of an id, which lets tests drive a game that is not in the registry
(the match then keeps that object and never consults the registry).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from tefuda.cards import parse_cards
from tefuda.core import BadActionText, Game, IllegalAction
from tefuda.games import get_game

#: One log line: the seat that acted and the action's text form.
LogEntry = tuple[int, str]


@dataclasses.dataclass(frozen=True)
class Match:
    """One game in progress (or finished).

    ``options`` are normalized; ``deck`` is the stacked deck of the first deal, or None for a
    shuffled one; ``log`` holds ``(seat, action text)`` in play order; ``state`` is the rules
    state after the whole log.  ``rules`` is the rules object when the match was made from a
    :class:`Game` rather than an id (it takes no part in equality).
    """

    game_id: str
    options: dict[str, Any]
    seed: int
    deck: tuple[str, ...] | None
    log: tuple[LogEntry, ...]
    state: Any
    rules: Game[Any, Any] | None = dataclasses.field(default=None, compare=False, repr=False)

    @property
    def game(self) -> Game[Any, Any]:
        """Return the rules object of this match (the registry's, unless one was given)."""
        return self.rules if self.rules is not None else get_game(self.game_id)

    @property
    def is_over(self) -> bool:
        """Return True once the whole game has ended."""
        return self.game.is_over(self.state)


def resolve_game(game: str | Game[Any, Any], games: Mapping[str, Game[Any, Any]] | None = None) -> Game[Any, Any]:
    """Return the rules object for ``game``: a Game is returned as is; an id is looked up in
    ``games`` (if given) and then in the registry.

    Raises ValueError naming the id when no such game exists.
    """
    if isinstance(game, Game):
        return game
    if games is not None and game in games:
        return games[game]
    return get_game(game)


def new_match(
    game: str | Game[Any, Any],
    options: Mapping[str, Any] | None = None,
    seed: int = 0,
    deck: Iterable[str] | None = None,
) -> Match:
    """Return a new match of ``game`` (an id or a rules object) with no action played.

    Raises ValueError for an unknown game, bad options (from ``normalize_options``) or a bad
    stacked deck (from ``parse_cards`` or the game's ``start``).
    """
    rules = resolve_game(game)
    normalized = rules.normalize_options(options)
    stacked = None if deck is None else parse_cards(deck)
    return start_match(rules, normalized, seed, stacked, keep_rules=not isinstance(game, str))


def start_match(
    rules: Game[Any, Any],
    options: dict[str, Any],
    seed: int,
    deck: tuple[str, ...] | None,
    *,
    keep_rules: bool,
) -> Match:
    """Return a match of ``rules`` dealt from already normalized ``options`` and a parsed
    stacked ``deck`` (or None), with no action played.  ``keep_rules`` keeps the rules object on
    the match (for rules not in the registry).  Raises ValueError when the game cannot start.
    """
    return Match(
        game_id=rules.id,
        options=options,
        seed=seed,
        deck=deck,
        log=(),
        state=rules.start(options, seed, deck),
        rules=rules if keep_rules else None,
    )


def play(match: Match, seat: int, action: Any) -> Match:
    """Return the match after ``seat`` plays ``action`` (an action object or its text form).

    Raises BadActionText for text that is no action of the game and IllegalAction when the
    rules refuse it; ``match`` itself never changes.
    """
    rules = match.game
    if isinstance(action, str):
        action = rules.parse_action(action)
    state = rules.apply(match.state, seat, action)
    return dataclasses.replace(match, state=state, log=match.log + ((seat, str(action)),))


class ReplayError(ValueError):
    """An entry of an action log that cannot be replayed, and where it failed.

    ``step`` is the entry's index in the log (0 first), ``seat`` and ``text`` the entry,
    ``position`` the game's :meth:`~tefuda.core.Game.describe` of the state before it, and
    ``cause`` why it failed: a BadActionText (no action of the game) or an IllegalAction (the
    rules refuse it), also chained as ``__cause__``.
    """

    def __init__(
        self, step: int, seat: int, text: str, position: str, cause: BadActionText | IllegalAction
    ) -> None:
        self.step, self.seat, self.text, self.position, self.cause = step, seat, text, position, cause
        why = cause.summary if isinstance(cause, IllegalAction) else str(cause)
        super().__init__(
            f"action {step} of the log ({seat}, {text!r}) cannot be replayed: "
            f"{type(cause).__name__}: {why}; the position before it:\n{position}"
        )


def play_entry(match: Match, step: int, seat: int, text: str) -> Match:
    """Return the match after entry ``step`` of a log, ``seat`` playing ``text``, is replayed.

    Raises :class:`ReplayError` (from the BadActionText or IllegalAction of :func:`play`)
    naming the step, the entry and the position before it.
    """
    try:
        return play(match, seat, text)
    except (BadActionText, IllegalAction) as exc:
        raise ReplayError(step, seat, text, match.game.describe(match.state), exc) from exc


def replay(
    game: str | Game[Any, Any],
    options: Mapping[str, Any] | None,
    seed: int,
    log: Iterable[Sequence[Any]],
    deck: Iterable[str] | None = None,
) -> Match:
    """Return the match reached by playing ``log`` (``(seat, text)`` pairs) from a new start.

    Raises what :func:`new_match` raises (ValueError) when the game cannot start, and
    :class:`ReplayError` for the first entry that fails (:func:`play_entry`).
    """
    match = new_match(game, options, seed, deck)
    for step, (seat, text) in enumerate(log):
        match = play_entry(match, step, seat, text)
    return match
