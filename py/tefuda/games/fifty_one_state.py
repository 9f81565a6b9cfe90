"""51 (Fifty-One): actions, public events, round records and the game state.

Everything here is an immutable record; the rules in :mod:`tefuda.games.fifty_one` build new
ones with :func:`dataclasses.replace`.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from tefuda.cards import parse_card
from tefuda.core import BadActionText

# --------------------------------------------------------------------------- actions


@dataclasses.dataclass(frozen=True)
class Swap:
    """Swap one: a hand card for a field card, ``"swap 3H KD"`` (hand card first)."""

    hand_card: str
    field_card: str

    def __str__(self) -> str:
        return f"swap {self.hand_card} {self.field_card}"


@dataclasses.dataclass(frozen=True)
class SwapAll:
    """Swap all five hand cards for the five field cards: ``"swap all"``."""

    def __str__(self) -> str:
        return "swap all"


@dataclasses.dataclass(frozen=True)
class Flush:
    """Flush the field to the discard pile and deal five new field cards: ``"flush"``."""

    def __str__(self) -> str:
        return "flush"


@dataclasses.dataclass(frozen=True)
class Pass:
    """Do nothing this turn: ``"pass"``."""

    def __str__(self) -> str:
        return "pass"


@dataclasses.dataclass(frozen=True)
class Call:
    """Call with a one-suit hand below 51 (answering the call question): ``"call"``."""

    def __str__(self) -> str:
        return "call"


@dataclasses.dataclass(frozen=True)
class NoCall:
    """Decline to call (answering the call question): ``"nocall"``."""

    def __str__(self) -> str:
        return "nocall"


@dataclasses.dataclass(frozen=True)
class Next:
    """Seat 0 acknowledges the round result; the next round is dealt: ``"next"``."""

    def __str__(self) -> str:
        return "next"


Action = Swap | SwapAll | Flush | Pass | Call | NoCall | Next

_SIMPLE: dict[str, Action] = {
    "swap all": SwapAll(),
    "flush": Flush(),
    "pass": Pass(),
    "call": Call(),
    "nocall": NoCall(),
    "next": Next(),
}


def parse_action(text: str) -> Action:
    """Return the action whose text form is ``text``.

    ``"swap <hand card> <field card>"`` (cards in cards.md notation), ``"swap all"``, ``"flush"``,
    ``"pass"``, ``"call"``, ``"nocall"``, ``"next"``; exact spelling, single spaces.
    Raises BadActionText for anything else.
    """
    if isinstance(text, str):
        if text in _SIMPLE:
            return _SIMPLE[text]
        parts = text.split(" ")
        if len(parts) == 3 and parts[0] == "swap":
            try:
                return Swap(parse_card(parts[1]), parse_card(parts[2]))
            except ValueError:
                pass
    raise BadActionText(f"not a 51 action: {text!r}")


# --------------------------------------------------------------------------- public events

SWAP = "swap"
SWAP_ALL = "swap-all"
FLUSH = "flush"
PASS = "pass"
CALL = "call"
STOP = "stop"


@dataclasses.dataclass(frozen=True)
class Event:
    """One public event of a round, as every seat saw it.

    ``kind`` is ``"swap"`` (``gave``/``took`` one card each), ``"swap-all"`` (five each),
    ``"flush"`` (``flushed`` the old field, ``reshuffled`` how many times the discard pile was
    shuffled into a new stock while dealing the new field), ``"pass"``, ``"call"`` or ``"stop"``
    (``at_deal`` for a stop on the dealt hand).  ``extra`` marks a turn taken after a stop/call.
    Declining a call is not an event: nobody else sees the question.
    """

    seat: int
    kind: str
    gave: tuple[str, ...] = ()
    took: tuple[str, ...] = ()
    flushed: tuple[str, ...] = ()
    reshuffled: int = 0
    at_deal: bool = False
    extra: bool = False

    def to_json(self) -> dict[str, Any]:
        """Return the event as JSON-ready data (only the fields its kind uses)."""
        out: dict[str, Any] = {"seat": self.seat, "kind": self.kind, "extra": self.extra}
        if self.kind in (SWAP, SWAP_ALL):
            out["gave"] = list(self.gave)
            out["took"] = list(self.took)
        elif self.kind == FLUSH:
            out["flushed"] = list(self.flushed)
            out["reshuffled"] = self.reshuffled
        elif self.kind == STOP:
            out["at_deal"] = self.at_deal
        return out


# --------------------------------------------------------------------------- rounds


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
    kind: str
    at_deal: bool
    failed: bool
    shared: tuple[int, ...]
    ranks: tuple[int, ...]
    points: tuple[int, ...]
    bonus: tuple[int, ...]
    total: tuple[int, ...]

    def outcome(self) -> str:
        """Return ``"stop"``, ``"stop-failed"``, ``"call"`` or ``"call-failed"``."""
        return self.kind + ("-failed" if self.failed else "")

    def numbers(self) -> dict[str, Any]:
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

    def full(self) -> dict[str, Any]:
        """Return the whole round including the revealed hands, JSON-ready."""
        out = self.numbers()
        out.update(
            {
                "hands": [list(h) for h in self.hands],
                "scores": list(self.scores),
                "jokers": list(self.jokers),
                "kind": self.kind,
                "at_deal": self.at_deal,
                "failed": self.failed,
                "shared": list(self.shared),
            }
        )
        return out


# --------------------------------------------------------------------------- the state

PHASE_TURN = "turn"  # the player in ``turn`` chooses swap / swap all / flush / pass
PHASE_CALL = "call"  # the player in ``turn`` answers the call question
PHASE_ROUND_OVER = "round-over"  # seat 0 acknowledges the reveal with "next"
PHASE_GAME_OVER = "game-over"


@dataclasses.dataclass(frozen=True)
class FiftyOneState:
    """A whole game of 51 (every round).

    Per round: ``hands`` (in seat order), ``field`` (the row of five), ``stock`` (top first),
    ``discard`` (bottom first), ``reshuffles`` done this round, ``taken`` the cards each seat
    took from the field and still holds (public), ``played`` whether each seat has finished its
    first turn, ``flushed`` whether the player to act has flushed this turn, ``ender``/``end_kind``
    /``end_at_deal`` the stop or call that ends the round, ``extra_queue`` the seats still owed
    their one more turn after it, ``events`` the round's public events.
    Whole game: ``records`` the finished rounds and ``totals``.
    """

    seed: int | str
    options: tuple[tuple[str, Any], ...]
    seats: int
    rounds: int
    first_turn: str
    after_end: str
    caller_tie: str
    bonus: bool
    first_dealer: int
    round_index: int
    dealer: int
    phase: str
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
    end_kind: str | None
    end_at_deal: bool
    extra_queue: tuple[int, ...]
    events: tuple[Event, ...]
    records: tuple[RoundRecord, ...]
    totals: tuple[int, ...]

    @property
    def in_extra_turns(self) -> bool:
        """True while the other players take their one more turn after a stop or call."""
        return self.ender is not None and self.phase in (PHASE_TURN, PHASE_CALL)

    def option_dict(self) -> dict[str, Any]:
        """Return the normalized options as a dict."""
        return dict(self.options)
