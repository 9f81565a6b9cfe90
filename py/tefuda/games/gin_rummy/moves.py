"""How each accepted action changes a Gin Rummy state, and the events it leaves.

Nothing here checks a rule: :meth:`GinRummy._verify <tefuda.games.gin_rummy.rules.GinRummy>`
has accepted the action before any of these functions runs.  Decisions recorded here where the
spec is silent: a player who took the upcard may knock at once on that turn (it is an ordinary
turn); the knock card goes face down and is shown with the result once both hands are
revealed.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from tefuda.core import Event
from tefuda.games.gin_rummy import melds as gm
from tefuda.games.gin_rummy.events import EventKind
from tefuda.games.gin_rummy.scoring import HAND_SIZE, settle
from tefuda.games.gin_rummy.state import (
    GinState,
    HandRecord,
    HandResult,
    Pair,
    Phase,
    pair,
    shuffle,
    sorted_cards,
    with_seat,
)

#: a plain discard with this many cards left in the stock ends the hand in a draw
WALL = 2


def deal(
    base: GinState, hand_number: int, dealer: int, deck: Sequence[str]
) -> GinState:
    """Return ``base`` with hand ``hand_number`` dealt by ``dealer`` from ``deck`` (top first).

    Scores, records and the count of earlier events carry over from ``base``.
    """
    first, second = deck[0 : 2 * HAND_SIZE : 2], deck[1 : 2 * HAND_SIZE : 2]
    non_dealer, dealer_cards = sorted_cards(first), sorted_cards(second)
    hands = pair(dealer_cards, non_dealer) if dealer == 0 else pair(non_dealer, dealer_cards)
    upcard = deck[2 * HAND_SIZE]
    return dataclasses.replace(
        base,
        hand_number=hand_number,
        dealer=dealer,
        phase=Phase.UPCARD,
        turn=1 - dealer,
        hands=hands,
        stock=tuple(deck[2 * HAND_SIZE + 1 :]),
        discard=(upcard,),
        passes=0,
        stock_only=False,
        no_discard=None,
        drawn=None,
        taken=((), ()),
        events=(Event.of(EventKind.DEAL, dealer, [upcard], number=hand_number),),
        events_before=base.events_before + len(base.events),
        last=None,
    )


def next_hand(state: GinState) -> GinState:
    """Return the next hand dealt: the winner of a hand deals the next; a wall keeps the dealer."""
    winner = state.last.winner if state.last is not None else None
    dealer = state.dealer if winner is None else winner
    number = state.hand_number + 1
    return deal(state, number, dealer, shuffle(state.seed, number))


def pass_upcard(state: GinState, seat: int) -> GinState:
    """Return the state after ``seat`` declines the upcard; after both passes the non-dealer
    must start by drawing from the stock."""
    events = state.events + (Event.of(EventKind.PASS, seat, [state.discard[-1]]),)
    if state.passes == 0:
        return dataclasses.replace(state, turn=1 - seat, passes=1, events=events)
    return dataclasses.replace(
        state, phase=Phase.DRAW, turn=1 - seat, passes=2, stock_only=True, events=events
    )


def take_discard(state: GinState, seat: int) -> GinState:
    """Return the state after ``seat`` takes the top of the discard pile (the upcard too)."""
    card = state.discard[-1]
    kind = EventKind.TAKE_UPCARD if state.phase is Phase.UPCARD else EventKind.TAKE
    return dataclasses.replace(
        state,
        phase=Phase.DISCARD,
        hands=with_seat(state.hands, seat, sorted_cards(state.hands[seat] + (card,))),
        discard=state.discard[:-1],
        no_discard=card,
        drawn=card,
        taken=with_seat(state.taken, seat, state.taken[seat] + (card,)),
        stock_only=False,
        events=state.events + (Event.of(kind, seat, [card]),),
    )


def draw_stock(state: GinState, seat: int) -> GinState:
    """Return the state after ``seat`` draws the top of the stock (a card only it sees)."""
    card = state.stock[0]
    return dataclasses.replace(
        state,
        phase=Phase.DISCARD,
        hands=with_seat(state.hands, seat, sorted_cards(state.hands[seat] + (card,))),
        stock=state.stock[1:],
        no_discard=None,
        drawn=card,
        stock_only=False,
        events=state.events + (Event.of(EventKind.DRAW, seat, private=[card]),),
    )


def _without(state: GinState, seat: int, card: str) -> tuple[Pair, Pair]:
    """Return the hands and the taken cards once ``seat`` has let go of ``card``."""
    hands = with_seat(state.hands, seat, tuple(c for c in state.hands[seat] if c != card))
    taken = with_seat(state.taken, seat, tuple(c for c in state.taken[seat] if c != card))
    return hands, taken


def discard(state: GinState, seat: int, card: str) -> GinState:
    """Return the state after ``seat`` discards ``card`` face up; the turn passes, or at the
    wall (the player who drew the third-to-last card discarding) the hand ends in a draw."""
    hands, taken = _without(state, seat, card)
    moved = dataclasses.replace(
        state,
        phase=Phase.DRAW,
        turn=1 - seat,
        hands=hands,
        taken=taken,
        discard=state.discard + (card,),
        no_discard=None,
        drawn=None,
        events=state.events + (Event.of(EventKind.DISCARD, seat, [card]),),
    )
    if len(state.stock) <= WALL:
        return _finish(moved, HandResult("wall", None, None, 0, None, hands))
    return moved


def knock(state: GinState, seat: int, card: str) -> GinState:
    """Return the state after ``seat`` knocks (or goes gin) putting ``card`` face down: both
    hands are shown, the defender lays off, the hand is scored."""
    hands, taken = _without(state, seat, card)
    knocker = gm.to_mask(hands[seat])
    outcome = gm.score_masks(knocker, gm.to_mask(hands[1 - seat]))
    winner = seat if outcome.winner == "knocker" else 1 - seat
    melds = tuple(tuple(gm.to_cards(m)) for m in outcome.knocker.melds)
    layoffs = tuple(
        (gm.CARDS[i], k) for i, k in gm.layoff_targets(outcome.knocker.melds, outcome.defence.laid)
    )
    result = HandResult(
        kind=outcome.kind,
        knocker=seat,
        winner=winner,
        points=outcome.points,
        knock_card=card,
        hands=hands,
        knocker_melds=melds,
        knocker_deadwood_cards=tuple(gm.to_cards(outcome.knocker.dead)),
        knocker_deadwood=outcome.knocker_deadwood,
        defender_melds=tuple(tuple(gm.to_cards(m)) for m in outcome.defence.arrangement.melds),
        defender_deadwood_cards=tuple(gm.to_cards(outcome.defence.arrangement.dead)),
        defender_deadwood_before=outcome.defence.before,
        defender_deadwood=outcome.defender_deadwood,
        layoffs=layoffs,
    )
    shown = [list(m) for m in melds]
    if outcome.kind == "gin":
        told = Event.of(EventKind.GIN, seat, [card], melds=shown)
    else:
        told = Event.of(
            EventKind.KNOCK,
            seat,
            [card],
            melds=shown,
            deadwood_cards=list(result.knocker_deadwood_cards),
            deadwood=result.knocker_deadwood,
        )
    events = state.events + (told,)
    if layoffs:
        events += (
            Event.of(
                EventKind.LAYOFF,
                1 - seat,
                [c for c, _ in layoffs],
                melds=[k for _, k in layoffs],
                before=result.defender_deadwood_before,
                after=result.defender_deadwood,
            ),
        )
    moved = dataclasses.replace(
        state, hands=hands, taken=taken, no_discard=None, drawn=None, events=events
    )
    return _finish(moved, result)


def _finish(state: GinState, result: HandResult) -> GinState:
    """Return the state with the hand's result counted, its events told, and the game over
    once a seat has reached the target."""
    scores = list(state.scores)
    won = list(state.hands_won)
    if result.winner is None:
        told = Event.of(EventKind.WALL)
    else:
        scores[result.winner] += result.points
        won[result.winner] += 1
        total = scores[result.winner]
        if result.kind == "undercut":
            told = Event.of(EventKind.UNDERCUT, result.winner, points=result.points, total=total)
        else:
            told = Event.of(
                EventKind.SCORED, result.winner, how=result.kind, points=result.points,
                total=total,
            )
    events = state.events + (told,)
    record = HandRecord(
        number=state.hand_number,
        dealer=state.dealer,
        kind=result.kind,
        knocker=result.knocker,
        winner=result.winner,
        points=result.points,
        scores=(scores[0], scores[1]),
    )
    over = max(scores) >= state.target
    if over:
        final = settle(scores, won)
        best = final["winner"]
        events += (
            Event.of(
                EventKind.GAME_OVER,
                best,
                points=final["final"][best],
                other=final["final"][1 - best],
            ),
        )
    return dataclasses.replace(
        state,
        phase=Phase.GAME_OVER if over else Phase.HAND_OVER,
        scores=(scores[0], scores[1]),
        hands_won=(won[0], won[1]),
        records=state.records + (record,),
        last=result,
        events=events,
    )
