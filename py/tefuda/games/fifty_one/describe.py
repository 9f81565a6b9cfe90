"""51's position in the readable notation of :mod:`tefuda.position`."""

from __future__ import annotations

from tefuda.games.fifty_one.rules import GAME, GAME_ID, _is_first_turn
from tefuda.games.fifty_one.state import FiftyOneState, RoundRecord
from tefuda.position import cards_text, facts, position_text


def _numbers(values: tuple[int, ...]) -> str:
    return " ".join(map(str, values))


def describe(state: FiftyOneState) -> str:
    """Return the whole game as a few lines of text: the round, the dealer, every hand (a
    seat still on its first turn of the round, the cards it took from the field, its stop or
    call), the field, the stock and discard pile by size, what the player to act owes (a swap
    after a flush, the one more turns after a stop or call), the last round between rounds,
    and the totals.

    >>> state = GAME.start({"seats": 2, "rounds": 3}, 5)
    >>> print(describe(GAME.apply(state, state.turn, "swap 2S AH")))
    fifty-one: round 1 of 3; dealer 0; phase turn; to act 0
    hand 0: 3H JD 5H 4H 7S; first turn
    hand 1: AH 4S 8H KD KH; took AH
    field: 2S TS 9D 9S KS
    stock: 38 cards; discard 0 cards
    scores: 0 0
    """
    where = [f"round {state.round_index + 1} of {state.options.rounds}", f"dealer {state.dealer}"]
    notes = []
    for seat in range(state.seats):
        first = state.playing and _is_first_turn(state, seat)
        declared = None
        if state.ender == seat and state.end_kind is not None:
            declared = f"{state.end_kind} at the deal" if state.end_at_deal else state.end_kind
        taken = state.taken[seat]
        notes.append(facts(
            "first turn" if first else None,
            f"took {cards_text(taken)}" if taken else None,
            declared,
        ))
    table = [("field", cards_text(state.field))]
    reshuffled = f"reshuffled {state.reshuffles}" if state.reshuffles else None
    table.append(("stock", facts(
        f"{len(state.stock)} cards", f"discard {len(state.discard)} cards", reshuffled
    )))
    if state.playing and (state.flushed or state.extra_queue):
        table.append(("owed", facts(
            "a swap after the flush" if state.flushed else None,
            "one more turn for " + _numbers(state.extra_queue) if state.extra_queue else None,
        )))
    if not state.playing and state.records:
        table.append((f"result of round {state.records[-1].number}", _round(state.records[-1])))
    return position_text(
        GAME_ID, where, state.phase.value, GAME.to_act(state), state.hands, table,
        _numbers(state.totals), notes,
    )


def _round(record: RoundRecord) -> str:
    return facts(
        f"{record.outcome()} by {record.ender}",
        f"hand scores {_numbers(record.scores)}",
        f"ranks {_numbers(record.ranks)}",
        f"points {_numbers(record.total)}",
    )
