"""51 (ごじゅういち, Fifty-One): the rules (specs/fifty_one.md).

53 cards (52 + joker), 2–7 seats, five cards each and a face-up field of five.  On a turn a
player swaps one card with the field, swaps all five, flushes the field (then must swap one or
all) or passes.  Five cards of one suit worth exactly 51 stop the round at once; a one-suit hand
below 51 may call after an exchange.  The presets and switches are in
:mod:`tefuda.games.fifty_one_options`, hand values and the ranking in
:mod:`tefuda.games.fifty_one_scoring`, the view in :mod:`tefuda.games.fifty_one_view`.

Decisions recorded here where the spec is silent:

* Clockwise is seat order: the player after seat ``s`` is ``(s + 1) % seats``.  The first
  dealer is ``rng_for(seed, "dealer").randrange(seats)``; round ``r`` (0-based) is dealt by
  ``(first dealer + r) % seats`` from ``rng_for(seed, "deal", r)``.
* Dealing (also for a stacked ``deck``, top card first): seat 0 gets the first five cards,
  seat 1 the next five, …, then five to the field; the rest is the stock, top first.  A stacked
  deck may give only the top of the deck (at least enough for hands and field); the cards it
  leaves out follow in the order of ``deck_for("fifty-one")``.
* A swapped-in card takes the place of the card it replaces, in the hand and in the field.
* A flush puts the old field on the discard pile first, then deals the new field.  When a card
  is needed and the stock is empty, the discard pile (including a field just flushed) is
  shuffled into a new stock with ``rng_for(seed, "reshuffle", round, n)``, n = 1, 2, … within
  the round.  (Stock + discard always hold 48 − 5·seats cards, 3 more than a multiple of five,
  so a flush never empties the stock exactly: it runs out with three cards drawn.)  After a
  reshuffle the stock holds only cards that were once face up: which cards are in it is public
  (not their order), so only a stock never reshuffled this round counts as secret.
* The first turn of each player (each round) is restricted: standard = swap one only;
  "any-but-pass" = anything but pass.  The one more turn after a stop/call allows all four
  choices even when it is that player's first turn (the spec lists them for that turn).
* A stop or call declared during the deal or play, under "one more turn": the other players,
  from the one after the stopper/caller, each take one turn; a flush in that turn still must be
  followed by a swap; nobody is asked to call and 51 does not stop.  Then all hands are shown.
* Whenever the after-stop switch is "one more turn" the stopper counts as a caller at 51 (so
  the tie rule decides against a player who also reaches 51); a failed stop scores like a
  failed call (0 points, last, −51 under bonus scoring, no +10).
* Shared first place with a caller: every seat ranked 1 gets the winner's +5 bonus.
* The last round's reveal ends the game (no ``"next"``); earlier rounds wait for seat 0's
  ``"next"``.  A stop on the dealt hand in the last round under "reveal at once" ends the game
  at once.
* Declining a call is not a public event (nobody else is shown the question).  The view of
  other seats still shows (through ``to_act``) that the same player is to act once more.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any

from tefuda.cards import JOKER, deck_for, parse_cards, rng_for, shuffled
from tefuda.core import Game, IllegalAction, Result, ranks_from_scores
from tefuda.games.fifty_one_options import normalize_options
from tefuda.games.fifty_one_scoring import (
    CALL,
    HAND_SIZE,
    STOP,
    TOP_SCORE,
    hand_score,
    rank_round,
    round_bonus,
    score_of,
)
from tefuda.games.fifty_one_state import (
    FLUSH,
    PASS,
    PHASE_CALL,
    PHASE_GAME_OVER,
    PHASE_ROUND_OVER,
    PHASE_TURN,
    SWAP,
    SWAP_ALL,
    Action,
    Call,
    Event,
    FiftyOneState,
    Flush,
    Next,
    NoCall,
    Pass,
    RoundRecord,
    Swap,
    SwapAll,
    parse_action,
)
from tefuda.games.fifty_one_view import build_view

GAME_ID = "fifty-one"
FIELD_SIZE = 5

__all__ = [
    "GAME",
    "GAME_ID",
    "FiftyOne",
    "FiftyOneState",
    "hand_score",
    "first_dealer",
    "normalize_options",
    "Swap",
    "SwapAll",
    "Flush",
    "Pass",
    "Call",
    "NoCall",
    "Next",
]


def first_dealer(seed: int | str, seats: int) -> int:
    """Return the seat that deals the first round for ``seed`` (the dealer then moves on)."""
    return rng_for(seed, "dealer").randrange(seats)


# --------------------------------------------------------------------------- dealing


def _full_deck(deck: Sequence[str], seats: int) -> tuple[str, ...]:
    """Return a stacked deck completed to 53 cards; ValueError for a bad one."""
    cards = parse_cards(deck)
    full = deck_for(GAME_ID)
    need = seats * HAND_SIZE + FIELD_SIZE
    if len(set(cards)) != len(cards):
        raise ValueError(f"the stacked deck repeats a card: {list(cards)!r}")
    if len(cards) < need:
        raise ValueError(f"a stacked deck for {seats} seats needs at least {need} cards")
    return cards + tuple(c for c in full if c not in set(cards))


def _deal(state: FiftyOneState, round_index: int, deck: Sequence[str] | None) -> FiftyOneState:
    """Return ``state`` with round ``round_index`` dealt and any stop on the dealt hands made."""
    n = state.seats
    if deck is None:
        cards = shuffled(deck_for(GAME_ID), rng_for(state.seed, "deal", round_index))
    else:
        cards = tuple(deck)
    hands = tuple(tuple(cards[s * HAND_SIZE : (s + 1) * HAND_SIZE]) for s in range(n))
    field = tuple(cards[n * HAND_SIZE : n * HAND_SIZE + FIELD_SIZE])
    dealer = (state.first_dealer + round_index) % n
    state = dataclasses.replace(
        state,
        round_index=round_index,
        dealer=dealer,
        phase=PHASE_TURN,
        turn=(dealer + 1) % n,
        hands=hands,
        field=field,
        stock=tuple(cards[n * HAND_SIZE + FIELD_SIZE :]),
        discard=(),
        reshuffles=0,
        taken=((),) * n,
        played=(False,) * n,
        flushed=False,
        ender=None,
        end_kind=None,
        end_at_deal=False,
        extra_queue=(),
        events=(),
    )
    # The first player in turn order holding 51 stops before anyone moves.
    for i in range(n):
        seat = (dealer + 1 + i) % n
        if score_of(hands[seat]) == TOP_SCORE:
            return _declare(state, seat, STOP, at_deal=True)
    return state


def _draw_field(state: FiftyOneState) -> tuple[FiftyOneState, tuple[str, ...], int]:
    """Deal five new field cards from the stock, reshuffling the discard pile whenever the
    stock runs out.  Returns the new state (stock, discard, reshuffles), the cards and how
    many reshuffles happened."""
    stock, discard, count = list(state.stock), list(state.discard), state.reshuffles
    new_field: list[str] = []
    for _ in range(FIELD_SIZE):
        if not stock:
            stock, discard, count = _reshuffle(state, discard, count)
        new_field.append(stock.pop(0))
    done = count - state.reshuffles
    new = dataclasses.replace(state, stock=tuple(stock), discard=tuple(discard), reshuffles=count)
    return new, tuple(new_field), done


def _reshuffle(
    state: FiftyOneState, discard: list[str], count: int
) -> tuple[list[str], list[str], int]:
    count += 1
    rng = rng_for(state.seed, "reshuffle", state.round_index, count)
    return list(shuffled(discard, rng)), [], count


# --------------------------------------------------------------------------- turn flow


def _declare(state: FiftyOneState, seat: int, kind: str, at_deal: bool = False) -> FiftyOneState:
    """Record a stop or call by ``seat``: reveal at once, or start the others' one more turn."""
    n = state.seats
    played = list(state.played)
    if not at_deal:
        played[seat] = True
    state = dataclasses.replace(
        state,
        ender=seat,
        end_kind=kind,
        end_at_deal=at_deal,
        played=tuple(played),
        flushed=False,
        events=state.events + (Event(seat, kind, at_deal=at_deal),),
    )
    if state.after_end == "reveal":
        return _finish_round(state)
    queue = tuple((seat + i) % n for i in range(1, n))
    return dataclasses.replace(state, phase=PHASE_TURN, extra_queue=queue, turn=queue[0])


def _end_turn(state: FiftyOneState) -> FiftyOneState:
    """Pass the turn on: to the next seat, or the next one owed an extra turn, or the reveal."""
    if state.ender is not None:
        queue = state.extra_queue[1:]
        if not queue:
            return _finish_round(dataclasses.replace(state, extra_queue=(), flushed=False))
        return dataclasses.replace(
            state, extra_queue=queue, turn=queue[0], phase=PHASE_TURN, flushed=False
        )
    played = list(state.played)
    played[state.turn] = True
    return dataclasses.replace(
        state,
        played=tuple(played),
        turn=(state.turn + 1) % state.seats,
        phase=PHASE_TURN,
        flushed=False,
    )


def _finish_round(state: FiftyOneState) -> FiftyOneState:
    """Reveal, rank and score the round; the game ends after the last round."""
    assert state.ender is not None and state.end_kind is not None
    n = state.seats
    scores = tuple(score_of(h) for h in state.hands)
    jokers = tuple(JOKER in h for h in state.hands)
    ranking = rank_round(
        scores,
        jokers,
        state.ender,
        state.end_kind,
        stop_as_call=state.after_end == "one-more-turn",
        caller_tie=state.caller_tie,
    )
    if state.bonus:
        bonus = round_bonus(ranking, state.ender, state.end_kind, n)
    else:
        bonus = (0,) * n
    total = tuple(p + b for p, b in zip(ranking.points, bonus, strict=True))
    record = RoundRecord(
        number=state.round_index + 1,
        dealer=state.dealer,
        hands=state.hands,
        scores=scores,
        jokers=jokers,
        ender=state.ender,
        kind=state.end_kind,
        at_deal=state.end_at_deal,
        failed=ranking.failed,
        shared=ranking.shared,
        ranks=ranking.ranks,
        points=ranking.points,
        bonus=bonus,
        total=total,
    )
    last = state.round_index + 1 >= state.rounds
    return dataclasses.replace(
        state,
        phase=PHASE_GAME_OVER if last else PHASE_ROUND_OVER,
        records=state.records + (record,),
        totals=tuple(t + p for t, p in zip(state.totals, total, strict=True)),
        extra_queue=(),
        flushed=False,
    )


def _after_exchange(state: FiftyOneState, seat: int) -> FiftyOneState:
    """After a swap: stop at 51, ask the call question for a one-suit hand, or end the turn.

    In the one more turn after a stop/call hands are only compared later."""
    if state.ender is not None:
        return _end_turn(state)
    score = score_of(state.hands[seat])
    if score == TOP_SCORE:
        return _declare(state, seat, STOP)
    if score > 0:
        return dataclasses.replace(state, phase=PHASE_CALL)
    return _end_turn(state)


def _is_first_turn(state: FiftyOneState, seat: int) -> bool:
    """True when ``seat``'s turn now is its restricted first turn of the round."""
    return state.ender is None and not state.played[seat]


def _replace_at(cards: tuple[str, ...], old: str, new: str) -> tuple[str, ...]:
    return tuple(new if c == old else c for c in cards)


def _with_seat(items: tuple[Any, ...], seat: int, value: Any) -> tuple[Any, ...]:
    return items[:seat] + (value,) + items[seat + 1 :]


# --------------------------------------------------------------------------- the rules object


class FiftyOne(Game[FiftyOneState, Any]):
    """The rules of 51 as a :class:`tefuda.core.Game` (see the module docstring)."""

    id = GAME_ID

    def normalize_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """Return complete options (see :func:`fifty_one_options.normalize_options`).

        Raises ValueError naming the option for an unknown key or a bad value.
        """
        return normalize_options(options)

    def seats(self, options: Mapping[str, Any]) -> int:
        """Return the number of seats (2..7) of the options."""
        return int(normalize_options(options)["seats"])

    def start(
        self, options: Mapping[str, Any], seed: int, deck: Sequence[str] | None = None
    ) -> FiftyOneState:
        """Return a new game with its first round dealt (and a stop on the deal already made).

        ``deck`` (top card first, distinct cards, at least 5 per seat + 5) stacks the first
        deal; missing cards follow in deck order.  Raises ValueError for bad options or deck.
        """
        opts = normalize_options(options)
        n = opts["seats"]
        stacked = _full_deck(deck, n) if deck is not None else None
        state = FiftyOneState(
            seed=seed,
            options=tuple(opts.items()),
            seats=n,
            rounds=opts["rounds"],
            first_turn=opts["first_turn"],
            after_end=opts["after_end"],
            caller_tie=opts["caller_tie"],
            bonus=opts["bonus"],
            first_dealer=first_dealer(seed, n),
            round_index=0,
            dealer=0,
            phase=PHASE_TURN,
            turn=0,
            hands=(),
            field=(),
            stock=(),
            discard=(),
            reshuffles=0,
            taken=(),
            played=(),
            flushed=False,
            ender=None,
            end_kind=None,
            end_at_deal=False,
            extra_queue=(),
            events=(),
            records=(),
            totals=(0,) * n,
        )
        return _deal(state, 0, stacked)

    def to_act(self, state: FiftyOneState) -> tuple[int, ...]:
        """Return (the player to move,) during a round, (0,) between rounds, () at the end."""
        if state.phase in (PHASE_TURN, PHASE_CALL):
            return (state.turn,)
        if state.phase == PHASE_ROUND_OVER:
            return (0,)
        return ()

    def legal_actions(self, state: FiftyOneState, seat: int) -> list[Action]:
        """Return every action ``seat`` may take now, in a fixed order (swaps, hand card by
        hand card, then swap all, flush, pass; or call/nocall; or next)."""
        if seat not in self.to_act(state):
            return []
        if state.phase == PHASE_ROUND_OVER:
            return [Next()]
        if state.phase == PHASE_CALL:
            return [Call(), NoCall()]
        actions: list[Action] = [Swap(h, f) for h in state.hands[seat] for f in state.field]
        first = _is_first_turn(state, seat)
        if not (first and state.first_turn == "swap-one"):
            actions.append(SwapAll())
            if not state.flushed:
                actions.append(Flush())
        if not state.flushed and not first:
            actions.append(Pass())
        return actions

    # Transitional (issue #11): until this game states each rule once in its own verify step,
    # the old refusal ladder in ``_apply`` serves as both the verify and the change step.
    def _candidates(self, state: Any, seat: int) -> list[Any]:
        return self.legal_actions(state, seat)

    def _verify(self, state: Any, seat: int, action: Any) -> None:
        self._apply(state, seat, action)

    def _change(self, state: Any, seat: int, action: Any) -> Any:
        return self._apply(state, seat, action)

    def _apply(self, state: FiftyOneState, seat: int, action: Any) -> FiftyOneState:
        """Apply ``action`` (an action or its text form) of the seat to act.

        Raises IllegalAction: ``round_over`` (only "next" now), ``answer_call``,
        ``no_call_question``, ``round_in_progress``, ``card_not_in_hand``,
        ``card_not_in_field``, ``first_turn_swap_one``, ``first_turn_no_pass``,
        ``must_swap_after_flush`` or ``not_a_legal_action``; BadActionText for a bad text.
        """
        if isinstance(action, str):
            action = parse_action(action)
        if state.phase == PHASE_ROUND_OVER:
            if isinstance(action, Next):
                return _deal(state, state.round_index + 1, None)
            raise IllegalAction("round_over")
        if state.phase == PHASE_CALL:
            if isinstance(action, Call):
                return _declare(state, seat, CALL)
            if isinstance(action, NoCall):
                return _end_turn(state)
            raise IllegalAction("answer_call")
        if isinstance(action, (Call, NoCall)):
            raise IllegalAction("no_call_question")
        if isinstance(action, Next):
            raise IllegalAction("round_in_progress")
        first = _is_first_turn(state, seat)
        extra = state.ender is not None
        if isinstance(action, Swap):
            return self._swap_one(state, seat, action, extra)
        if isinstance(action, SwapAll):
            if first and state.first_turn == "swap-one":
                raise IllegalAction("first_turn_swap_one")
            return self._swap_all(state, seat, extra)
        if isinstance(action, Flush):
            if state.flushed:
                raise IllegalAction("must_swap_after_flush")
            if first and state.first_turn == "swap-one":
                raise IllegalAction("first_turn_swap_one")
            return self._flush(state, seat, extra)
        if isinstance(action, Pass):
            if state.flushed:
                raise IllegalAction("must_swap_after_flush")
            if first:
                raise IllegalAction("first_turn_no_pass")
            state = dataclasses.replace(
                state, events=state.events + (Event(seat, PASS, extra=extra),)
            )
            return _end_turn(state)
        raise IllegalAction("not_a_legal_action")

    def _swap_one(
        self, state: FiftyOneState, seat: int, action: Swap, extra: bool
    ) -> FiftyOneState:
        hand = state.hands[seat]
        if action.hand_card not in hand:
            raise IllegalAction("card_not_in_hand", card=action.hand_card)
        if action.field_card not in state.field:
            raise IllegalAction("card_not_in_field", card=action.field_card)
        taken = tuple(c for c in state.taken[seat] if c != action.hand_card)
        event = Event(seat, SWAP, gave=(action.hand_card,), took=(action.field_card,), extra=extra)
        state = dataclasses.replace(
            state,
            hands=_with_seat(
                state.hands, seat, _replace_at(hand, action.hand_card, action.field_card)
            ),
            field=_replace_at(state.field, action.field_card, action.hand_card),
            taken=_with_seat(state.taken, seat, taken + (action.field_card,)),
            events=state.events + (event,),
        )
        return _after_exchange(state, seat)

    def _swap_all(self, state: FiftyOneState, seat: int, extra: bool) -> FiftyOneState:
        hand, field = state.hands[seat], state.field
        event = Event(seat, SWAP_ALL, gave=hand, took=field, extra=extra)
        state = dataclasses.replace(
            state,
            hands=_with_seat(state.hands, seat, field),
            field=hand,
            taken=_with_seat(state.taken, seat, field),
            events=state.events + (event,),
        )
        return _after_exchange(state, seat)

    def _flush(self, state: FiftyOneState, seat: int, extra: bool) -> FiftyOneState:
        old = state.field
        state = dataclasses.replace(state, discard=state.discard + old)
        state, new_field, reshuffled = _draw_field(state)
        event = Event(seat, FLUSH, flushed=old, reshuffled=reshuffled, extra=extra)
        return dataclasses.replace(
            state, field=new_field, flushed=True, events=state.events + (event,)
        )

    def parse_action(self, text: str) -> Action:
        """Return the action of ``text`` (``"swap 3H KD"``, ``"swap all"``, ``"flush"``,
        ``"pass"``, ``"call"``, ``"nocall"``, ``"next"``).  Raises BadActionText otherwise."""
        return parse_action(text)

    def view(self, state: FiftyOneState, seat: int) -> dict[str, Any]:
        """Return what ``seat`` may know, JSON-ready (see :func:`fifty_one_view.build_view`)."""
        return build_view(
            state,
            seat,
            legal=[str(a) for a in self.legal_actions(state, seat)],
            to_act=list(self.to_act(state)),
            first_turn=state.phase == PHASE_TURN and _is_first_turn(state, seat),
        )

    def secret_cards(self, state: FiftyOneState, seat: int) -> frozenset[str]:
        """Return the cards ``seat`` may not know: the cards others were dealt and still hold
        (cards taken from the field are public) while the round runs, and the stock unless it
        was rebuilt from the (public) discard pile this round."""
        secret: set[str] = set()
        if state.reshuffles == 0:
            secret.update(state.stock)
        if state.phase in (PHASE_TURN, PHASE_CALL):
            for other in range(state.seats):
                if other != seat:
                    secret.update(c for c in state.hands[other] if c not in state.taken[other])
        return frozenset(secret)

    def is_over(self, state: FiftyOneState) -> bool:
        """Return True once the last round has been revealed."""
        return state.phase == PHASE_GAME_OVER

    def result(self, state: FiftyOneState) -> Result:
        """Return the final totals, ranks (equal totals share a place) and, in ``details``,
        every round (hands, scores, ranks, points, bonus) and the options.

        Raises ValueError if the game is not over.
        """
        if not self.is_over(state):
            raise ValueError("the game of 51 is not over")
        return Result(
            scores=state.totals,
            ranks=ranks_from_scores(state.totals),
            details={
                "options": state.option_dict(),
                "rounds": [r.full() for r in state.records],
                "totals": list(state.totals),
            },
        )


GAME = FiftyOne()
