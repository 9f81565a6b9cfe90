"""The protocol every game implements, the error a refused action raises, and results.

A game is a stateless object (a subclass of :class:`Game`) whose methods take and return
immutable states.  The flow of one action::

    state = game.apply(state, player, action)   # IllegalAction: refused, old state untouched
    view = game.view(state, player)             # what that player may know, JSON-ready

Actions are small frozen dataclasses whose ``str()`` is a stable text form (``"swap 3 KH"``,
``"discard 7C"``); ``game.parse_action(text)`` is its inverse.  The text form, with the seat that
played it, is the action log, which is the save format and the golden-test format.

Seats are numbered 0..n-1; in the browser seat 0 is the person at the table.
"""

from __future__ import annotations

import dataclasses
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any, Generic, TypeVar

S = TypeVar("S")


class IllegalAction(ValueError):
    """An action the rules refuse right now.

    ``reason`` is a key of the i18n catalogs (``"draw_first"``, ``"not_your_turn"``) and
    ``params`` fill its placeholders.  Raising it never changes the state.
    """

    def __init__(self, reason: str, **params: Any) -> None:
        self.reason = reason
        self.params = params
        detail = ", ".join(f"{k}={v!r}" for k, v in params.items())
        super().__init__(f"{reason}({detail})" if detail else reason)


class BadActionText(ValueError):
    """A text that is not the text form of any action of the game (a malformed log line)."""


@dataclasses.dataclass(frozen=True)
class Result:
    """The outcome of a finished game.

    ``scores`` are the final totals per seat.  ``ranks`` gives each seat's place, 1 first; seats
    with equal place share the number.  ``details`` holds game-specific, JSON-ready facts for
    the result panel (round tables, settlements).
    """

    scores: tuple[int, ...]
    ranks: tuple[int, ...]
    details: Mapping[str, Any] = dataclasses.field(default_factory=dict)

    def outcome(self, seat: int) -> str:
        """Return ``"won"``, ``"lost"`` or ``"drawn"`` for one seat.

        Won: first place alone (or with partners, see ``details["teams"]``); drawn: first place
        shared with an opponent, or every seat level; lost otherwise.
        """
        if self.ranks[seat] != 1:
            return "lost"
        teams = self.details.get("teams")
        team_of = {s: i for i, team in enumerate(teams) for s in team} if teams else None
        firsts = [s for s, r in enumerate(self.ranks) if r == 1]
        if team_of is None:
            rivals = [s for s in firsts if s != seat]
        else:
            rivals = [s for s in firsts if team_of[s] != team_of[seat]]
        return "drawn" if rivals else "won"


def ranks_from_scores(scores: Sequence[int]) -> tuple[int, ...]:
    """Return competition ranks (1 = highest score; equal scores share a rank: 1, 1, 3)."""
    return tuple(1 + sum(1 for other in scores if other > s) for s in scores)


class Game(ABC, Generic[S]):
    """One card game's rules.  Subclasses are stateless; all state lives in ``S``.

    Subclasses implement the abstract methods.  ``apply`` checks the seat's turn before calling
    ``_apply`` so every game refuses out-of-turn play the same way.
    """

    #: the id used in routes, saves and the registry: ``"fifty-one"``, ``"gin-rummy"``, …
    id: str = ""

    @abstractmethod
    def normalize_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """Return complete options (defaults filled in) from possibly partial ones.

        Raises ValueError naming the option for an unknown key or a bad value.
        """

    @abstractmethod
    def seats(self, options: Mapping[str, Any]) -> int:
        """Return the number of seats for normalized ``options``."""

    @abstractmethod
    def start(
        self, options: Mapping[str, Any], seed: int, deck: Sequence[str] | None = None
    ) -> S:
        """Return the initial state for normalized ``options`` and ``seed``.

        ``deck``, when given, is a stacked deck used for the first deal instead of a shuffle
        (top card first), for tests and worked examples.  Raises ValueError for a bad deck.
        """

    @abstractmethod
    def to_act(self, state: S) -> tuple[int, ...]:
        """Return the seats that may act now (several in a simultaneous step; none when over)."""

    @abstractmethod
    def legal_actions(self, state: S, seat: int) -> list[Any]:
        """Return every action ``seat`` may take now (empty if it is not that seat's turn)."""

    def apply(self, state: S, seat: int, action: Any) -> S:
        """Return the state after ``seat`` plays ``action``.

        Raises IllegalAction (``game_over``, ``not_your_turn`` or a game's own reason) and then
        the given state is untouched: states are immutable.
        """
        if self.is_over(state):
            raise IllegalAction("game_over")
        if seat not in self.to_act(state):
            raise IllegalAction("not_your_turn")
        return self._apply(state, seat, action)

    @abstractmethod
    def _apply(self, state: S, seat: int, action: Any) -> S:
        """Apply an action of a seat whose turn it is; raise IllegalAction if the rules refuse."""

    @abstractmethod
    def parse_action(self, text: str) -> Any:
        """Return the action whose text form is ``text``; raises BadActionText otherwise."""

    @abstractmethod
    def view(self, state: S, seat: int) -> dict[str, Any]:
        """Return what ``seat`` may know, as JSON-ready data (cards as strings, others hidden).

        Face-down cards are the string ``"back"`` or only counted.
        """

    @abstractmethod
    def secret_cards(self, state: S, seat: int) -> frozenset[str]:
        """Return the cards ``seat`` may not know now (others' hidden hands, the stock, …).

        The protocol tests check that no view of ``seat`` ever mentions one of them.
        """

    @abstractmethod
    def is_over(self, state: S) -> bool:
        """Return True once the whole game (every round or hand) has ended."""

    @abstractmethod
    def result(self, state: S) -> Result:
        """Return the result of a finished game; raises ValueError if it is not over."""
