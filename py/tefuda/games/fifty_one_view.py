"""51 (Fifty-One): what one seat may know, as JSON-ready data.

Public: the field, the discard pile (face up), the stock count, every seat's hand count and
the cards it took from the field and still holds, who deals, whose turn, the round's public
events (swaps with their cards, flushes, passes, calls, stops), totals and finished rounds.
Private: the seat's own hand and its score, and the call question put to that seat.
"""

from __future__ import annotations

from typing import Any

from tefuda.games.fifty_one_scoring import score_of
from tefuda.games.fifty_one_state import (
    PHASE_CALL,
    PHASE_GAME_OVER,
    PHASE_ROUND_OVER,
    PHASE_TURN,
    FiftyOneState,
)


def build_view(
    state: FiftyOneState,
    seat: int,
    legal: list[str],
    to_act: list[int],
    first_turn: bool,
) -> dict[str, Any]:
    """Return the view of ``seat``.

    Keys: ``game``, ``seat``, ``seats``, ``options``, ``round`` (1-based), ``rounds``,
    ``dealer``, ``phase`` (``"turn"``, ``"call"``, ``"round-over"``, ``"game-over"``),
    ``turn`` (the seat to move, None between rounds), ``hand``, ``hand_score`` (None unless of
    one suit), ``field``, ``stock_count``, ``discard``, ``reshuffles``, ``players`` (per seat:
    ``hand_count``, ``taken``, ``first_turn_done``, ``total``), ``totals``, ``first_turn``
    (this seat's turn now is its restricted first turn), ``must_swap`` (a flush this turn
    leaves only swaps), ``declared`` (the stop/call ending the round: seat, kind, at_deal),
    ``extra_turns`` / ``extra_queue`` (the one more turn after it), ``call_question`` (for
    this seat only: its score), ``last_action``, ``events`` (this round, in order),
    ``history`` (the same, per seat), ``reveal`` (the finished round with every hand),
    ``round_table`` (points of each finished round), ``legal`` and ``to_act``.
    """
    playing = state.phase in (PHASE_TURN, PHASE_CALL)
    hand = state.hands[seat]
    score = score_of(hand)
    events = [e.to_json() for e in state.events]
    history: list[list[dict[str, Any]]] = [[] for _ in range(state.seats)]
    for event in events:
        history[event["seat"]].append(event)
    declared = None
    if state.ender is not None:
        declared = {"seat": state.ender, "kind": state.end_kind, "at_deal": state.end_at_deal}
    reveal = None
    if state.phase in (PHASE_ROUND_OVER, PHASE_GAME_OVER) and state.records:
        reveal = state.records[-1].full()
    return {
        "game": "fifty-one",
        "seat": seat,
        "seats": state.seats,
        "options": state.option_dict(),
        "round": state.round_index + 1,
        "rounds": state.rounds,
        "dealer": state.dealer,
        "phase": state.phase,
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
            {"score": score} if state.phase == PHASE_CALL and state.turn == seat else None
        ),
        "last_action": events[-1] if events else None,
        "events": events,
        "history": history,
        "reveal": reveal,
        "round_table": [r.numbers() for r in state.records],
        "legal": legal,
        "to_act": to_act,
    }
