"""恋のかけひき's position in the readable notation of :mod:`tefuda.position`."""

from __future__ import annotations

from tefuda.games.kakehiki.rules import GAME
from tefuda.games.kakehiki.scoring import table_points, tally
from tefuda.games.kakehiki.state import GAME_ID, SEATS, KakehikiState, Phase
from tefuda.position import cards_text, facts, position_text


def describe(state: KakehikiState) -> str:
    """Return the whole match as a few lines of text: the game and round, both hands (a
    committed card beside its seat), each seat's row of the table and the total, the last
    game's outcome between games, and the tally.

    >>> state = GAME.start({"match_length": 3}, 0, ["AS", "2H", "3D", "4C", "5S", "6H", "7D",
    ...                                             "8C", "9S", "JK"])
    >>> for seat, text in [(1, "play 6H"), (0, "play 9S"), (1, "play 8C")]:
    ...     state = GAME.apply(state, seat, text)
    >>> print(describe(state))
    kakehiki: game 1 of 3; round 2; phase play; to act 0
    hand 0: AS 5S 3D 7D
    hand 1: 2H 4C JK; committed 8C
    table 0: 9S
    table 1: 6H
    table total: -3
    scores: won 0 0; drawn 0
    """
    length = f"of {state.match_length}" if state.match_length else "(open match)"
    playing = state.phase == Phase.PLAY
    where = [f"game {state.game_index + 1} {length}"]
    if playing:
        where.append(f"round {len(state.table[0]) + 1}")
    notes = [
        f"committed {card}" if card is not None else "" for card in state.pending
    ]
    table = [(f"table {seat}", cards_text(state.table[seat])) for seat in range(SEATS)]
    table.append(("table total", str(table_points(state.table[0] + state.table[1]))))
    if state.history and not playing:
        last = state.history[-1]
        winner = "drawn" if last.winner is None else f"won by {last.winner}"
        if last.marriage:
            outcome = facts("marriage", f"scores {last.scores[0]} {last.scores[1]}", winner)
        else:
            outcome = "no marriage"
        table.append((f"result of game {last.number}", outcome))
    info = tally(state.history)
    scores = facts(f"won {info['wins'][0]} {info['wins'][1]}", f"drawn {info['draws'][0]}")
    return position_text(
        GAME_ID, where, state.phase.value, GAME.to_act(state), state.hands, table, scores, notes
    )
