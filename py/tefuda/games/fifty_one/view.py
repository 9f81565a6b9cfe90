"""51 (Fifty-One): what one seat may know, as JSON-ready data (:class:`FiftyOneView`).

Public: the field, the discard pile (face up), the stock count, every seat's hand count and
the cards it took from the field and still holds, who deals, whose turn, the round's events,
totals and finished rounds.  Private: the seat's own hand and its score, and the call question
put to that seat.
"""

from __future__ import annotations

from typing import Any, NotRequired, TypedDict

from tefuda.core import Event, EventView, event_views
from tefuda.games.fifty_one.events import MOVES, EventKind
from tefuda.games.fifty_one.scoring import score_of
from tefuda.games.fifty_one.state import (
    FiftyOneState,
    Phase,
    RoundNumbers,
    RoundReveal,
)


class PlayerView(TypedDict):
    """One seat as everyone sees it."""

    seat: int
    hand_count: int
    taken: list[str]
    first_turn_done: bool
    total: int


class Declared(TypedDict):
    """The stop or call that ends the round."""

    seat: int
    kind: str
    at_deal: bool


class CallQuestion(TypedDict):
    """The question put to the viewer after an exchange to one suit below 51."""

    score: int


class Move(TypedDict):
    """A player's move of the round in short (one of the events of kind :data:`MOVES`).

    ``gave``/``took`` for a swap or swap all, ``flushed``/``reshuffled`` for a flush,
    ``at_deal`` for a stop; ``extra`` marks a move in the one more turn.
    """

    seat: int
    kind: str
    extra: bool
    gave: NotRequired[list[str]]
    took: NotRequired[list[str]]
    flushed: NotRequired[list[str]]
    reshuffled: NotRequired[int]
    at_deal: NotRequired[bool]


class FiftyOneView(TypedDict):
    """What one seat may know (:func:`build_view`)."""

    game: str
    seat: int
    seats: int
    options: dict[str, Any]
    round: int
    rounds: int
    dealer: int
    phase: str
    turn: int | None
    hand: list[str]
    hand_score: int | None
    field: list[str]
    stock_count: int
    discard: list[str]
    reshuffles: int
    players: list[PlayerView]
    totals: list[int]
    first_turn: bool
    must_swap: bool
    declared: Declared | None
    extra_turns: bool
    extra_queue: list[int]
    call_question: CallQuestion | None
    last_action: Move | None
    events: list[EventView]
    history: list[list[Move]]
    reveal: RoundReveal | None
    round_table: list[RoundNumbers]
    legal: list[str]
    to_act: list[int]


def move_of(event: Event) -> Move:
    """Return a move event (its kind in :data:`MOVES`) in short.

    >>> move_of(Event.of("swap", 2, ["7C", "KH"], gave=["7C"], took=["KH"], extra=False))
    {'seat': 2, 'kind': 'swap', 'extra': False, 'gave': ['7C'], 'took': ['KH']}
    """
    params = dict(event.params)
    assert event.seat is not None and event.kind in MOVES, event
    move: Move = {"seat": event.seat, "kind": event.kind, "extra": bool(params.get("extra"))}
    if event.kind in (EventKind.SWAP, EventKind.SWAP_ALL):
        move["gave"] = list(params["gave"])
        move["took"] = list(params["took"])
    elif event.kind == EventKind.FLUSH:
        move["flushed"] = list(params["flushed"])
        move["reshuffled"] = int(params["reshuffled"])
    elif event.kind == EventKind.STOP:
        move["at_deal"] = bool(params["at_deal"])
    return move


def build_view(
    state: FiftyOneState,
    seat: int,
    legal: list[str],
    to_act: list[int],
    first_turn: bool,
) -> FiftyOneView:
    """Return the view of ``seat``.

    ``round`` is 1-based; ``phase`` one of :class:`Phase`; ``turn`` the seat to move (None
    between rounds); ``hand_score`` None unless the hand is of one suit; ``players`` per seat
    its hand count, taken cards, whether its first turn is done, its total; ``first_turn``
    this seat's turn now is its restricted first turn; ``must_swap`` a flush this turn leaves
    only swaps; ``declared`` the stop/call ending the round; ``extra_turns`` / ``extra_queue``
    the one more turn after it; ``call_question`` for this seat only (its score); ``events``
    this round's events (:func:`tefuda.core.event_views`); ``last_action`` and ``history`` (per
    seat) the round's moves in short (:func:`move_of`); ``reveal`` the finished round with every
    hand; ``round_table`` the points of each finished round; ``legal`` and ``to_act``.
    """
    playing = state.playing
    hand = state.hands[seat]
    score = score_of(hand)
    moves = [move_of(e) for e in state.events if e.kind in MOVES]
    history: list[list[Move]] = [[] for _ in range(state.seats)]
    for move in moves:
        history[move["seat"]].append(move)
    declared: Declared | None = None
    if state.ender is not None:
        assert state.end_kind is not None
        declared = {"seat": state.ender, "kind": state.end_kind, "at_deal": state.end_at_deal}
    reveal = None
    if not playing and state.records:
        reveal = state.records[-1].full()
    return {
        "game": "fifty-one",
        "seat": seat,
        "seats": state.seats,
        "options": state.options.to_dict(),
        "round": state.round_index + 1,
        "rounds": state.options.rounds,
        "dealer": state.dealer,
        "phase": state.phase.value,
        "turn": state.turn if playing else None,
        "hand": list(hand),
        "hand_score": score if score > 0 else None,
        "field": list(state.field),
        "stock_count": len(state.stock),
        "discard": list(state.discard),
        "reshuffles": state.reshuffles,
        "players": [
            {
                "seat": s,
                "hand_count": len(state.hands[s]),
                "taken": list(state.taken[s]),
                "first_turn_done": state.played[s],
                "total": state.totals[s],
            }
            for s in range(state.seats)
        ],
        "totals": list(state.totals),
        "first_turn": first_turn,
        "must_swap": playing and state.flushed,
        "declared": declared,
        "extra_turns": playing and state.ender is not None,
        "extra_queue": list(state.extra_queue),
        "call_question": (
            {"score": score} if state.phase == Phase.CALL and state.turn == seat else None
        ),
        "last_action": moves[-1] if moves else None,
        "events": event_views(state.events, state.events_before, seat),
        "history": history,
        "reveal": reveal,
        "round_table": [r.numbers() for r in state.records],
        "legal": legal,
        "to_act": to_act,
    }
