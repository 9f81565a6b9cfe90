"""What one Gin Rummy seat may know: the view (a TypedDict, JSON-ready) and the secret cards.

Views list earlier hands by numbers only (no cards), so an old deal is never confused with the
cards hidden in the current one.  The current hand's events are in the view; the opponent's
draws from the stock show no card.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal, TypedDict

from tefuda.core import EventView, event_views
from tefuda.games.gin_rummy import melds as gm
from tefuda.games.gin_rummy.actions import Action, Discard, Knock
from tefuda.games.gin_rummy.melds import KnockKind
from tefuda.games.gin_rummy.scoring import Settlement, settle
from tefuda.games.gin_rummy.state import (
    GAME_ID,
    PLAYING,
    GinState,
    HandKind,
    HandRecord,
    HandResult,
    Phase,
)


class HandRecordView(TypedDict):
    """One finished hand by numbers: ``scores`` are the running totals after it."""

    number: int
    dealer: int
    kind: HandKind
    knocker: int | None
    winner: int | None
    points: int
    scores: list[int]


class WallResultView(TypedDict):
    """A hand that ran into the wall: only the viewer's own hand is shown (the other None)."""

    kind: Literal["wall"]
    knocker: None
    winner: None
    points: int
    hands: list[list[str] | None]


class LayoffView(TypedDict):
    """A card the defender laid off, and the index of the knocker's meld it went on."""

    card: str
    meld: int


class KnockResultView(TypedDict):
    """A knocked hand: both hands, both layouts, the layoffs and the arithmetic."""

    kind: KnockKind
    knocker: int
    winner: int
    points: int
    knock_card: str
    hands: list[list[str]]
    knocker_melds: list[list[str]]
    knocker_deadwood_cards: list[str]
    knocker_deadwood: int
    defender_melds: list[list[str]]
    defender_deadwood_cards: list[str]
    defender_deadwood_before: int
    defender_deadwood: int
    layoffs: list[LayoffView]


ResultView = WallResultView | KnockResultView


class GinView(TypedDict):
    """What one seat knows (:func:`build_view`).

    ``turn`` is None between hands; ``top_discard`` None between hands or on an empty pile;
    ``no_discard`` the card the seat to discard took from the pile this turn (public);
    ``just_drawn`` the card the viewer drew this turn (or the card the opponent took);
    ``discard_deadwood`` the deadwood left by each allowed discard, ``knock_cards`` the
    discards that allow a knock (least deadwood first), ``gin_cards`` those that make gin and
    ``best_knock`` the first of them, all while the viewer is to discard.
    """

    game: str
    seat: int
    target: int
    hand_number: int
    dealer: int
    phase: Phase
    turn: int | None
    hand: list[str]
    melds: list[list[str]]
    deadwood_cards: list[str]
    deadwood: int
    opponent_count: int
    opponent_taken: list[str]
    my_taken: list[str]
    discard_pile: list[str]
    top_discard: str | None
    stock_count: int
    upcard_passes: int
    stock_only: bool
    no_discard: str | None
    just_drawn: str | None
    discard_deadwood: dict[str, int]
    knock_cards: list[str]
    gin_cards: list[str]
    best_knock: str | None
    scores: list[int]
    hands_won: list[int]
    hand_records: list[HandRecordView]
    result: ResultView | None
    settlement: Settlement | None
    legal: list[str]
    to_act: list[int]
    events: list[EventView]


def build_view(state: GinState, seat: int, legal: Sequence[Action], to_act: list[int]) -> GinView:
    """Return what ``seat`` may know, JSON-ready, with its ``legal`` actions (as texts) and
    ``to_act``.

    Own hand (with its best melds and deadwood), the opponent's card count and the cards it
    took from the discard pile and still holds, the whole discard pile (top last), the stock
    count, scores, dealer, phase, this hand's events, the discard choices while discarding,
    the last hand's result (the opponent's cards only after a knock), the records of past
    hands and the settlement at the end.
    """
    me, opp = seat, 1 - seat
    hand = state.hands[me]
    mask = gm.to_mask(hand)
    layout = gm.best_arrangement(mask)
    in_play = state.phase in PLAYING
    # the discards and the knocks the rules allow (least deadwood first), with the deadwood
    # each leaves
    allowed = {a.card for a in legal if isinstance(a, Discard)}
    choices: dict[str, int] = {}
    if allowed:
        deadwoods = gm.discard_deadwoods(mask).items()
        choices = {gm.CARDS[i]: dw for i, dw in deadwoods if gm.CARDS[i] in allowed}
    knockable = sorted(
        (choices[a.card], gm.INDEX[a.card], a.card) for a in legal if isinstance(a, Knock)
    )
    drawn: str | None = None
    if state.phase is Phase.DISCARD and (state.turn == me or state.no_discard is not None):
        drawn = state.drawn
    return {
        "game": GAME_ID,
        "seat": me,
        "target": state.target,
        "hand_number": state.hand_number,
        "dealer": state.dealer,
        "phase": state.phase,
        "turn": state.turn if in_play else None,
        "hand": list(hand),
        "melds": [gm.to_cards(m) for m in layout.melds],
        "deadwood_cards": gm.to_cards(layout.dead),
        "deadwood": layout.deadwood,
        "opponent_count": len(state.hands[opp]),
        "opponent_taken": list(state.taken[opp]),
        "my_taken": list(state.taken[me]),
        "discard_pile": list(state.discard),
        "top_discard": state.discard[-1] if state.discard and in_play else None,
        "stock_count": len(state.stock),
        "upcard_passes": state.passes,
        "stock_only": state.stock_only,
        "no_discard": state.no_discard if state.phase is Phase.DISCARD else None,
        "just_drawn": drawn,
        "discard_deadwood": choices,
        "knock_cards": [c for _, _, c in knockable],
        "gin_cards": [c for dw, _, c in knockable if dw == 0],
        "best_knock": knockable[0][2] if knockable else None,
        "scores": list(state.scores),
        "hands_won": list(state.hands_won),
        "hand_records": [record_view(r) for r in state.records],
        "result": result_view(state.last, me) if state.last is not None else None,
        "settlement": settle(state.scores, state.hands_won)
        if state.phase is Phase.GAME_OVER
        else None,
        "legal": [str(a) for a in legal],
        "to_act": to_act,
        "events": event_views(state.events, state.events_before, seat),
    }


def record_view(record: HandRecord) -> HandRecordView:
    """Return one finished hand's record, JSON-ready."""
    return {
        "number": record.number,
        "dealer": record.dealer,
        "kind": record.kind,
        "knocker": record.knocker,
        "winner": record.winner,
        "points": record.points,
        "scores": list(record.scores),
    }


def result_view(result: HandResult, seat: int) -> ResultView:
    """Return the last hand's result as ``seat`` sees it (a wall hides the other hand)."""
    if result.kind == "wall" or result.knocker is None or result.winner is None:
        hands: list[list[str] | None] = [None, None]
        hands[seat] = list(result.hands[seat])
        return {"kind": "wall", "knocker": None, "winner": None, "points": 0, "hands": hands}
    assert result.knock_card is not None
    return {
        "kind": result.kind,
        "knocker": result.knocker,
        "winner": result.winner,
        "points": result.points,
        "knock_card": result.knock_card,
        "hands": [list(h) for h in result.hands],
        "knocker_melds": [list(m) for m in result.knocker_melds],
        "knocker_deadwood_cards": list(result.knocker_deadwood_cards),
        "knocker_deadwood": result.knocker_deadwood,
        "defender_melds": [list(m) for m in result.defender_melds],
        "defender_deadwood_cards": list(result.defender_deadwood_cards),
        "defender_deadwood_before": result.defender_deadwood_before,
        "defender_deadwood": result.defender_deadwood,
        "layoffs": [{"card": c, "meld": k} for c, k in result.layoffs],
    }


def secret_cards(state: GinState, seat: int) -> frozenset[str]:
    """Return the stock, and the opponent's hand (but the cards it took from the discard
    pile) unless a knock has revealed it."""
    secret = set(state.stock)
    opp = 1 - seat
    revealed = state.last is not None and state.last.kind != "wall"
    if not revealed:
        secret.update(c for c in state.hands[opp] if c not in state.taken[opp])
    return frozenset(secret)
