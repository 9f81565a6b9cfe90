"""Gin Rummy's position in the readable notation of :mod:`tefuda.position`."""

from __future__ import annotations

from tefuda.games.gin_rummy.rules import GAME
from tefuda.games.gin_rummy.state import GAME_ID, GinState, HandResult, Phase
from tefuda.position import cards_text, facts, position_text


def describe(state: GinState) -> str:
    """Return the whole game as a few lines of text: the hand, dealer and target, both hands
    (the cards each took from the discard pile and still holds, the card drawn this turn), the
    upcard while it is offered, the discard pile (bottom first, its top last), the stock's
    size, the last hand's result between hands, and the scores with the hands won.

    >>> state = GAME.start({"target": 10}, 7)
    >>> print(describe(GAME.apply(GAME.apply(state, 0, "pass"), 1, "draw discard")))
    gin-rummy: hand 1; dealer 1; target 10; phase discard; to act 1
    hand 0: AS TS JS KS 4D 5D 6D JD QC KC
    hand 1: 8S 9S AH 4H 6H 2D 2C 3C 7C 8C 9C; from the pile 8C; may not discard 8C
    discard pile: -
    stock: 31 cards
    scores: 0 0; hands won 0 0
    """
    where = [f"hand {state.hand_number}", f"dealer {state.dealer}", f"target {state.target}"]
    notes = []
    for seat, taken in enumerate(state.taken):
        turn = None
        if state.phase is Phase.DISCARD and seat == state.turn:
            if state.no_discard is not None:
                turn = f"may not discard {state.no_discard}"
            elif state.drawn is not None:
                turn = f"drew {state.drawn}"
        notes.append(facts(f"from the pile {cards_text(taken)}" if taken else None, turn))
    table = []
    if state.phase is Phase.UPCARD:
        table.append(("upcard", facts(state.discard[-1], f"passed {state.passes}")))
    table.append(("discard pile", cards_text(state.discard)))
    only = "the next draw from the stock" if state.stock_only else None
    table.append(("stock", facts(f"{len(state.stock)} cards", only)))
    if state.last is not None:
        table.append((f"result of hand {state.hand_number}", _result(state.last)))
    scores = facts(" ".join(map(str, state.scores)), "hands won " + " ".join(map(str, state.hands_won)))
    return position_text(
        GAME_ID, where, state.phase.value, GAME.to_act(state), state.hands, table, scores, notes
    )


def _result(last: HandResult) -> str:
    if last.kind == "wall":
        return "wall, no score"
    knock = f"{last.kind} by {last.knocker}" + (f" with {last.knock_card}" if last.knock_card else "")
    return facts(knock, f"won by {last.winner}", f"{last.points} points")
