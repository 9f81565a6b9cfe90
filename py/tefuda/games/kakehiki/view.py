"""What one seat of 恋のかけひき may know (:class:`KakehikiView`), and what it may not."""

from __future__ import annotations

from typing import Any, TypedDict

from tefuda.core import EventView, event_views
from tefuda.games.kakehiki.scoring import (
    MARRIAGE,
    hand_points,
    hand_value,
    table_points,
    table_value,
    tally,
)
from tefuda.games.kakehiki.state import DECK, GAME_ID, SEATS, KakehikiState, Phase


class HandCard(TypedDict):
    """A card of the viewer's hand with its table and hand points."""

    card: str
    table: int
    hand: int


class LastGame(TypedDict):
    """The game just finished, as every seat may see it."""

    marriage: bool
    rounds: int
    table_total: int
    remaining: list[list[str]]
    hand_points: list[int]
    scores: list[int]
    winner: int | None
    outcome: str


class KakehikiView(TypedDict):
    """What one seat knows (:meth:`Kakehiki.view`)."""

    game: str
    seat: int
    phase: str
    match_length: int
    game_number: int
    round: int | None
    hand: list[HandCard]
    hand_points: int
    my_commit: str | None
    committed: list[bool]
    hand_counts: list[int]
    opponent_hand_count: int
    table: list[list[str]]
    table_total: int
    to_twenty: int
    last: LastGame | None
    tally: dict[str, Any]
    history: list[dict[str, Any]]
    legal: list[str]
    to_act: list[int]
    events: list[EventView]


def build_view(
    state: KakehikiState, seat: int, legal: list[str], to_act: list[int]
) -> KakehikiView:
    """Return what ``seat`` knows, JSON-ready, with its ``legal`` action texts and ``to_act``.

    Own hand with table/hand values and own committed card; the other seat only as a count
    and a committed flag; both table rows; the total and its distance to 20; after a game,
    both remaining hands, scores and outcome; the tally and earlier games (numbers only).
    """
    other = 1 - seat
    total = table_points(state.table[0] + state.table[1])
    playing = state.phase == Phase.PLAY
    last = state.history[-1] if state.history and not playing else None
    view: KakehikiView = {
        "game": GAME_ID,
        "seat": seat,
        "phase": state.phase.value,
        "match_length": state.match_length,
        "game_number": state.game_index + 1,
        "round": min(len(state.table[0]) + 1, 3) if playing else None,
        "hand": [
            {"card": c, "table": table_value(c), "hand": hand_value(c)}
            for c in state.hands[seat]
        ],
        "hand_points": hand_points(state.hands[seat]),
        "my_commit": state.pending[seat],
        "committed": [state.pending[s] is not None for s in range(SEATS)],
        "hand_counts": [len(state.hands[s]) for s in range(SEATS)],
        "opponent_hand_count": len(state.hands[other]),
        "table": [list(state.table[0]), list(state.table[1])],
        "table_total": total,
        "to_twenty": max(0, MARRIAGE - total),
        "last": None,
        "tally": tally(state.history),
        "history": [g.numbers() for g in state.history],
        "legal": legal,
        "to_act": to_act,
        "events": event_views(state.events, state.events_before, seat),
    }
    if last is not None:
        outcome = "drawn" if last.winner is None else ("won" if last.winner == seat else "lost")
        view["last"] = {
            "marriage": last.marriage,
            "rounds": last.rounds,
            "table_total": last.table_total,
            "remaining": [list(h) for h in last.remaining],
            "hand_points": [hand_points(h) for h in last.remaining],
            "scores": list(last.scores),
            "winner": last.winner,
            "outcome": outcome,
        }
    return view


def secret_cards(state: KakehikiState, seat: int) -> frozenset[str]:
    """Return the cards ``seat`` may not know: the other hand and committed card while a game
    runs, and always the undealt cards of the current deal."""
    known = set(state.dealt[seat])
    if state.phase == Phase.PLAY:
        known.update(state.table[0] + state.table[1])
    else:
        known.update(state.dealt[1 - seat])
    return frozenset(c for c in DECK if c not in known)
