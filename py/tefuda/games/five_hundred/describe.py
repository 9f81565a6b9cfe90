"""500's position in the readable notation of :mod:`tefuda.position`.

Seats are numbers as in the action log (0 South, 1 West, 2 North, 3 East); sides are written
in seat order, North–South (0 and 2) first.
"""

from __future__ import annotations

from tefuda.position import NONE, cards_text, facts, position_text

from .cards import GAME_ID
from .rules import GAME
from .state import FiveHundredState, HandRecord, Phase, sitting_out, tricks_won


def _sides(values: tuple[int, int]) -> str:
    return f"NS {values[0]}, EW {values[1]}"


def describe(state: FiveHundredState) -> str:
    """Return the whole game as a few lines of text: the hand and dealer, the four hands (the
    contractor, a seat sitting out, a hand laid face up), the bidding, the contract, the
    kitty and the contractor's discards, the trick being played and the tricks won, the last
    hand and why the game ended, and the sides' scores.

    >>> state = GAME.start({}, 1)
    >>> for seat, text in [(2, "bid 6S"), (3, "pass"), (0, "pass"), (1, "pass"),
    ...                    (2, "discard 4H"), (2, "discard 5D"), (2, "discard 7C"), (2, "play JK")]:
    ...     state = GAME.apply(state, seat, text)
    >>> print(describe(state))
    five-hundred: hand 1; dealer 1; phase play; to act 3
    hand 0: QS 8S 6S KH 9H 8H 7H QC 6C AD
    hand 1: TS 5S QH AC KC TD 9D 8D 7D 6D
    hand 2: JS JC 9S 7S AH TH 6H 9C QD; contractor
    hand 3: AS KS JH 5H TC 8C 5C KD JD 4D
    bids: 2 6S, 3 pass, 0 pass, 1 pass
    contract: 6S by 2
    kitty: 9S 6H JS; taken by 2; discarded 4H 5D 7C
    trick 1: led by 2; 2 JK
    tricks won: NS 0, EW 0
    scores: NS 0, EW 0
    """
    where = [f"hand {state.hand_index + 1}", f"dealer {state.dealer}"]
    out = sitting_out(state)
    notes = [
        facts(
            "contractor" if seat == state.contractor else None,
            "sits out" if seat == out else None,
            "face up" if state.exposed and seat == state.contractor else None,
        )
        for seat in range(len(state.hands))
    ]
    table = [("bids", ", ".join(f"{seat} {call}" for seat, call in state.calls) or NONE)]
    if state.contract is not None:
        table.append(("contract", f"{state.contract} by {state.contractor}"))
    taken = f"taken by {state.contractor}" if state.phase != Phase.BID and state.contract else None
    discarded = f"discarded {cards_text(state.discards)}" if state.discards else None
    table.append(("kitty", facts(cards_text(state.kitty), taken, discarded)))
    if state.trick is not None:
        plays = ", ".join(f"{seat} {card}" for seat, card in state.trick.plays)
        named = f"the joker names {state.trick.named_suit}" if state.trick.named_suit else None
        table.append((
            f"trick {len(state.tricks) + 1}",
            facts(f"led by {state.trick.leader}", plays, named),
        ))
    if state.phase == Phase.PLAY:
        table.append(("tricks won", _sides(tricks_won(state))))
    if state.phase in (Phase.HAND_OVER, Phase.GAME_OVER) and state.history:
        table.append((f"result of hand {state.history[-1].number}", _record(state.history[-1])))
    if state.end is not None:
        table.append(("end", f"{state.end.reason.replace('_', ' ')}; side {state.end.winner} wins"))
    return position_text(
        GAME_ID, where, state.phase.value, GAME.to_act(state), state.hands, table,
        _sides(state.scores), notes,
    )


def _record(record: HandRecord) -> str:
    if record.contract is None:
        return "thrown in"
    made = "made" if record.made else "lost"
    return facts(
        f"{record.contract} by {record.contractor} {made}",
        "slam" if record.slam else None,
        "tricks " + _sides(record.tricks),
        "points " + _sides(record.points),
    )
