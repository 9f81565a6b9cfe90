"""500's phases and immutable state, with the facts every rule asks of it (whose turn,
the high bid, the trump, the suits led so far).

Seats go clockwise: 0 South (the person), 1 West, 2 North (the partner), 3 East.  Side 0 is
North–South (seats 0 and 2), side 1 East–West (seats 1 and 3).
"""

from __future__ import annotations

import dataclasses
import enum
from typing import Any

from tefuda.core import GAME_OVER, HAND_OVER, Event

from .bids import OPEN_MISERE, PASS, is_misere
from .bids import bid_trump as _bid_trump
from .cards import NO_TRUMPS, effective_suit
from .options import FiveHundredOptions
from .scoring import TRICKS, GameEnd

SEATS = 4
HAND_SIZE = 10
KITTY_SIZE = 3
TEAMS: tuple[tuple[int, ...], ...] = ((0, 2), (1, 3))


def side_of(seat: int) -> int:
    """Return the side of a seat: 0 for North–South (seats 0, 2), 1 for East–West (1, 3)."""
    return seat % 2


def partner_of(seat: int) -> int:
    """Return the seat opposite ``seat``."""
    return (seat + 2) % SEATS


class Phase(enum.StrEnum):
    """Where a hand stands: bidding, the contractor's discards, the play, the hand finished
    (seat 0 plays ``"next"``), or the whole game over."""

    BID = "bid"
    KITTY = "kitty"
    PLAY = "play"
    HAND_OVER = HAND_OVER
    GAME_OVER = GAME_OVER


@dataclasses.dataclass(frozen=True)
class Trick:
    """A trick: who led, the plays ``(seat, card)`` in order, the suit named for a joker led in
    no trumps, and (once complete) the winner."""

    leader: int
    plays: tuple[tuple[int, str], ...] = ()
    named_suit: str | None = None
    winner: int | None = None

    @property
    def cards(self) -> tuple[str, ...]:
        """Return the cards played, in play order."""
        return tuple(card for _, card in self.plays)


@dataclasses.dataclass(frozen=True)
class HandRecord:
    """A finished hand: its number (1 first), dealer, contract and contractor (None for a hand
    thrown in), whether it was made and a slam, tricks and points per side, and the totals."""

    number: int
    dealer: int
    contract: str | None
    contractor: int | None
    made: bool | None
    slam: bool
    tricks: tuple[int, int]
    points: tuple[int, int]
    totals: tuple[int, int]

    def to_dict(self) -> dict[str, Any]:
        """Return the record as JSON-ready data (no cards: it outlives its deal)."""
        return {
            "number": self.number,
            "dealer": self.dealer,
            "contract": self.contract,
            "contractor": self.contractor,
            "side": None if self.contractor is None else side_of(self.contractor),
            "made": self.made,
            "slam": self.slam,
            "tricks": list(self.tricks),
            "points": list(self.points),
            "totals": list(self.totals),
        }


@dataclasses.dataclass(frozen=True)
class FiveHundredState:
    """A whole game of 500.

    ``hand_index`` counts deals from 0 (thrown-in hands too); ``dealt`` the four hands as dealt
    and ``kitty`` the three cards dealt to the centre; ``hands`` what each seat holds now (the
    contractor's thirteen during the kitty phase); ``calls`` the bidding, ``(seat, bid or
    "pass")``; ``turn`` the seat to bid or play; ``discards`` the contractor's, in order;
    ``tricks`` the completed tricks and ``trick`` the one being played; ``exposed`` True once
    open misère's hand lies face up; ``scores`` per side; ``end`` why the game ended (once
    over); ``history`` the finished hands;
    ``events`` those of the current hand, after ``events_before`` events of earlier ones.
    """

    seed: int
    options: FiveHundredOptions
    hand_index: int
    dealer: int
    phase: Phase
    dealt: tuple[tuple[str, ...], ...]
    kitty: tuple[str, ...]
    hands: tuple[tuple[str, ...], ...]
    calls: tuple[tuple[int, str], ...] = ()
    turn: int | None = None
    contract: str | None = None
    contractor: int | None = None
    discards: tuple[str, ...] = ()
    tricks: tuple[Trick, ...] = ()
    trick: Trick | None = None
    exposed: bool = False
    scores: tuple[int, int] = (0, 0)
    end: GameEnd | None = None
    history: tuple[HandRecord, ...] = ()
    events: tuple[Event, ...] = ()
    events_before: int = 0


# --------------------------------------------------------------------------- facts of a state


def high_bid(state: FiveHundredState) -> tuple[int, str] | None:
    """Return ``(seat, bid)`` of the highest bid so far, or None before any bid."""
    bids = [(seat, call) for seat, call in state.calls if call != PASS]
    return bids[-1] if bids else None


def passed(state: FiveHundredState) -> tuple[bool, ...]:
    """Return, per seat, whether it has passed (a pass is final for the hand)."""
    gone = {seat for seat, call in state.calls if call == PASS}
    return tuple(s in gone for s in range(SEATS))


def trump_of(state: FiveHundredState) -> str | None:
    """Return the contract's trump (``S C D H NT``; misère plays as NT), None before it."""
    return None if state.contract is None else _bid_trump(state.contract)


def is_misere_hand(state: FiveHundredState) -> bool:
    """Return True when the contract is misère or open misère."""
    return state.contract is not None and is_misere(state.contract)


def sitting_out(state: FiveHundredState) -> int | None:
    """Return the seat that sits out (the misère contractor's partner), or None."""
    if is_misere_hand(state) and state.contractor is not None:
        return partner_of(state.contractor)
    return None


def playing_seats(state: FiveHundredState) -> tuple[int, ...]:
    """Return the seats that play cards this hand (three in misère, four otherwise)."""
    out = sitting_out(state)
    return tuple(s for s in range(SEATS) if s != out)


def next_player(state: FiveHundredState, seat: int) -> int:
    """Return the playing seat after ``seat``, clockwise."""
    out = sitting_out(state)
    following = (seat + 1) % SEATS
    return (following + 1) % SEATS if following == out else following


def suits_led(state: FiveHundredState) -> tuple[str, ...]:
    """Return the effective suits led so far this hand (a joker led in no trumps counts as the
    suit it named), the current trick's lead included, in order, without repeats."""
    trump = trump_of(state) or NO_TRUMPS
    out: list[str] = []
    for trick in state.tricks + ((state.trick,) if state.trick and state.trick.plays else ()):
        card = trick.plays[0][1]
        suit = trick.named_suit if trick.named_suit else effective_suit(card, trump)
        if suit is not None and suit not in out:
            out.append(suit)
    return tuple(out)


def tricks_won(state: FiveHundredState) -> tuple[int, int]:
    """Return the tricks each side has taken this hand."""
    ns = sum(1 for t in state.tricks if t.winner is not None and side_of(t.winner) == 0)
    return (ns, len(state.tricks) - ns)


def is_last_trick(state: FiveHundredState) -> bool:
    """Return True while the hand's tenth trick is being played."""
    return len(state.tricks) == TRICKS - 1


def exposes_now(state: FiveHundredState, tricks_done: int) -> bool:
    """Return True if open misère's hand is to be laid face up once ``tricks_done`` tricks are
    complete (0: before the first lead; 1: after the first trick, by the option)."""
    if state.contract != OPEN_MISERE or state.exposed:
        return False
    wanted = 0 if state.options.open_misere_timing == "before-lead" else 1
    return tricks_done == wanted
