"""51 (Fifty-One): the phases, round records and the game state.

Everything here is an immutable record; the rules in :mod:`tefuda.games.fifty_one.rules` build
new ones with :func:`dataclasses.replace`.
"""

from __future__ import annotations

import dataclasses
import enum
from typing import Final, Literal, TypedDict

from tefuda.cards import JOKER, standard_deck
from tefuda.core import GAME_OVER, HAND_OVER, Event
from tefuda.games.fifty_one.options import FiftyOneOptions
from tefuda.games.fifty_one.scoring import EndKind

#: the 52 cards and the joker
DECK: Final = (*standard_deck(), JOKER)


class Phase(enum.StrEnum):
    """Where a game stands: a player's turn, the call question put to that player, a round
    revealed (seat 0 says ``"next"``), or the game over."""

    TURN = "turn"
    CALL = "call"
    HAND_OVER = HAND_OVER
    GAME_OVER = GAME_OVER


# --------------------------------------------------------------------------- rounds


class RoundNumbers(TypedDict):
    """A finished round without any card (a row of the round table)."""

    round: int
    dealer: int
    ender: int
    outcome: str
    ranks: list[int]
    points: list[int]
    bonus: list[int]
    total: list[int]


class RoundReveal(RoundNumbers):
    """A finished round with every revealed hand (the reveal panel, the result's details)."""

    hands: list[list[str]]
    scores: list[int]
    jokers: list[bool]
    kind: str
    at_deal: bool
    failed: bool
    shared: list[int]


Outcome = Literal["stop", "stop-failed", "call", "call-failed"]


@dataclasses.dataclass(frozen=True)
class RoundRecord:
    """A finished round: the revealed hands and how they were ranked and scored.

    ``kind`` is how it ended (``"stop"``/``"call"``) by seat ``ender``; ``failed`` when that
    call (or a stop treated as a call) failed; ``shared`` seats sharing first with the caller;
    ``points`` the hand points kept, ``bonus`` the bonus points, ``total`` their sum.
    """

    number: int
    dealer: int
    hands: tuple[tuple[str, ...], ...]
    scores: tuple[int, ...]
    jokers: tuple[bool, ...]
    ender: int
    kind: EndKind
    at_deal: bool
    failed: bool
    shared: tuple[int, ...]
    ranks: tuple[int, ...]
    points: tuple[int, ...]
    bonus: tuple[int, ...]
    total: tuple[int, ...]

    def outcome(self) -> Outcome:
        """Return ``"stop"``, ``"stop-failed"``, ``"call"`` or ``"call-failed"``."""
        if self.kind == "stop":
            return "stop-failed" if self.failed else "stop"
        return "call-failed" if self.failed else "call"

    def numbers(self) -> RoundNumbers:
        """Return the round's points without any card (for the round table), JSON-ready."""
        return {
            "round": self.number,
            "dealer": self.dealer,
            "ender": self.ender,
            "outcome": self.outcome(),
            "ranks": list(self.ranks),
            "points": list(self.points),
            "bonus": list(self.bonus),
            "total": list(self.total),
        }

    def full(self) -> RoundReveal:
        """Return the whole round including the revealed hands, JSON-ready."""
        numbers = self.numbers()
        return {
            **numbers,
            "hands": [list(h) for h in self.hands],
            "scores": list(self.scores),
            "jokers": list(self.jokers),
            "kind": self.kind,
            "at_deal": self.at_deal,
            "failed": self.failed,
            "shared": list(self.shared),
        }


# --------------------------------------------------------------------------- the state


@dataclasses.dataclass(frozen=True)
class FiftyOneState:
    """A whole game of 51 (every round).

    Per round: ``hands`` (in seat order), ``field`` (the row of five), ``stock`` (top first),
    ``discard`` (bottom first), ``reshuffles`` done this round, ``taken`` the cards each seat
    took from the field and still holds (public), ``played`` whether each seat has finished its
    first turn, ``flushed`` whether the player to act has flushed this turn, ``ender``/``end_kind``
    /``end_at_deal`` the stop or call that ends the round, ``extra_queue`` the seats still owed
    their one more turn after it, ``events`` the round's events (after ``events_before`` events
    of the earlier rounds).  Whole game: ``records`` the finished rounds and ``totals``.
    """

    seed: int | str
    options: FiftyOneOptions
    first_dealer: int
    round_index: int
    dealer: int
    phase: Phase
    turn: int
    hands: tuple[tuple[str, ...], ...]
    field: tuple[str, ...]
    stock: tuple[str, ...]
    discard: tuple[str, ...]
    reshuffles: int
    taken: tuple[tuple[str, ...], ...]
    played: tuple[bool, ...]
    flushed: bool
    ender: int | None
    end_kind: EndKind | None
    end_at_deal: bool
    extra_queue: tuple[int, ...]
    events: tuple[Event, ...]
    events_before: int
    records: tuple[RoundRecord, ...]
    totals: tuple[int, ...]

    @property
    def seats(self) -> int:
        """The number of seats (2..7)."""
        return self.options.seats

    @property
    def playing(self) -> bool:
        """True while the round is played (a turn or the call question)."""
        return self.phase in (Phase.TURN, Phase.CALL)
