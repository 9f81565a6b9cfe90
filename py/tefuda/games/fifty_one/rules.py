"""51 (Fifty-One): the rules object: dealing, the refusals, the turn flow, the reveal.

Each rule is stated once, in :meth:`FiftyOne._verify`; ``legal_actions`` is the core's filter of
``_candidates`` (every swap of a hand card for a field card, then swap all, flush, pass, call,
no call and next) through it (about 39 µs a call against 5 µs for the hand-written list it
replaced, BENCHMARKS.md), and ``_change`` checks nothing.  The decisions where the spec is
silent are listed in :mod:`tefuda.games.fifty_one`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator, Mapping, Sequence
from typing import Any, Final

from tefuda.cards import JOKER, parse_cards, rng_for, shuffled
from tefuda.core import Event, Game, IllegalAction, Result, ranks_from_scores
from tefuda.games.fifty_one.actions import (
    ACTION_TYPES,
    Action,
    Call,
    Flush,
    Next,
    NoCall,
    Pass,
    Swap,
    SwapAll,
    parse_action,
)
from tefuda.games.fifty_one.events import END_KIND_OF, SOUNDS, EventKind
from tefuda.games.fifty_one.options import FiftyOneOptions
from tefuda.games.fifty_one.scoring import (
    HAND_SIZE,
    TOP_SCORE,
    EndKind,
    rank_round,
    round_bonus,
    score_of,
)
from tefuda.games.fifty_one.state import (
    DECK,
    FiftyOneState,
    Phase,
    RoundRecord,
)
from tefuda.games.fifty_one.view import FiftyOneView, build_view

GAME_ID: Final = "fifty-one"
FIELD_SIZE: Final = 5


def first_dealer(seed: int | str, seats: int) -> int:
    """Return the seat that deals the first round for ``seed`` (the dealer then moves on).

    >>> first_dealer(7, 4), first_dealer(8, 4)
    (3, 0)
    """
    return rng_for(seed, "dealer").randrange(seats)


# --------------------------------------------------------------------------- dealing


def _full_deck(deck: Sequence[str], seats: int) -> tuple[str, ...]:
    """Return a stacked deck completed to 53 cards; ValueError for a bad one."""
    cards = parse_cards(deck)
    full = DECK
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
        cards = shuffled(DECK, rng_for(state.seed, "deal", round_index))
    else:
        cards = tuple(deck)
    hands = tuple(tuple(cards[s * HAND_SIZE : (s + 1) * HAND_SIZE]) for s in range(n))
    field = tuple(cards[n * HAND_SIZE : n * HAND_SIZE + FIELD_SIZE])
    dealer = (state.first_dealer + round_index) % n
    state = dataclasses.replace(
        state,
        round_index=round_index,
        dealer=dealer,
        phase=Phase.TURN,
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
        events=(Event.of(EventKind.DEAL, dealer, field, round=round_index + 1),),
        events_before=state.events_before + len(state.events),
    )
    # The first player in turn order holding 51 stops before anyone moves.
    for i in range(n):
        seat = (dealer + 1 + i) % n
        if score_of(hands[seat]) == TOP_SCORE:
            return _declare(state, seat, "stop", at_deal=True)
    return state


def _draw_field(state: FiftyOneState) -> tuple[FiftyOneState, tuple[str, ...], int]:
    """Deal five new field cards from the stock, reshuffling the discard pile whenever the
    stock runs out.  Returns the new state (stock, discard, reshuffles), the cards and how
    many reshuffles happened."""
    stock, discard, count = list(state.stock), list(state.discard), state.reshuffles
    new_field: list[str] = []
    for _ in range(FIELD_SIZE):
        if not stock:
            count += 1
            rng = rng_for(state.seed, "reshuffle", state.round_index, count)
            stock, discard = list(shuffled(discard, rng)), []
        new_field.append(stock.pop(0))
    done = count - state.reshuffles
    new = dataclasses.replace(state, stock=tuple(stock), discard=tuple(discard), reshuffles=count)
    return new, tuple(new_field), done


# --------------------------------------------------------------------------- turn flow


def _with_event(state: FiftyOneState, *events: Event) -> FiftyOneState:
    return dataclasses.replace(state, events=state.events + events)


def _declare(
    state: FiftyOneState, seat: int, kind: EndKind, at_deal: bool = False
) -> FiftyOneState:
    """Record a stop or call by ``seat``: reveal at once, or start the others' one more turn."""
    n = state.seats
    played = list(state.played)
    if not at_deal:
        played[seat] = True
    event = (
        Event.of(EventKind.STOP, seat, at_deal=at_deal)
        if kind == "stop"
        else Event.of(EventKind.CALL, seat)
    )
    state = dataclasses.replace(
        state,
        ender=seat,
        end_kind=kind,
        end_at_deal=at_deal,
        played=tuple(played),
        flushed=False,
        events=state.events + (event,),
    )
    if state.options.after_end == "reveal":
        return _finish_round(state)
    queue = tuple((seat + i) % n for i in range(1, n))
    return dataclasses.replace(state, phase=Phase.TURN, extra_queue=queue, turn=queue[0])


def _end_turn(state: FiftyOneState) -> FiftyOneState:
    """Pass the turn on: to the next seat, or the next one owed an extra turn, or the reveal."""
    if state.ender is not None:
        queue = state.extra_queue[1:]
        if not queue:
            return _finish_round(dataclasses.replace(state, extra_queue=(), flushed=False))
        return dataclasses.replace(
            state, extra_queue=queue, turn=queue[0], phase=Phase.TURN, flushed=False
        )
    played = list(state.played)
    played[state.turn] = True
    return dataclasses.replace(
        state,
        played=tuple(played),
        turn=(state.turn + 1) % state.seats,
        phase=Phase.TURN,
        flushed=False,
    )


def _finish_round(state: FiftyOneState) -> FiftyOneState:
    """Reveal, rank and score the round; the game ends after the last round."""
    assert state.ender is not None and state.end_kind is not None
    n = state.seats
    options = state.options
    scores = tuple(score_of(h) for h in state.hands)
    jokers = tuple(JOKER in h for h in state.hands)
    ranking = rank_round(
        scores,
        jokers,
        state.ender,
        state.end_kind,
        stop_as_call=options.after_end == "one-more-turn",
        caller_tie=options.caller_tie,
    )
    if options.bonus:
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
    reveal = Event.of(
        END_KIND_OF[record.outcome()],
        state.ender,
        [c for hand in state.hands for c in hand],
        round=record.number,
        scores=list(scores),
    )
    last = state.round_index + 1 >= options.rounds
    return dataclasses.replace(
        state,
        phase=Phase.GAME_OVER if last else Phase.HAND_OVER,
        records=state.records + (record,),
        totals=tuple(t + p for t, p in zip(state.totals, total, strict=True)),
        extra_queue=(),
        flushed=False,
        events=state.events + (reveal,),
    )


def _after_exchange(state: FiftyOneState, seat: int) -> FiftyOneState:
    """After a swap: stop at 51, ask the call question for a one-suit hand, or end the turn.

    In the one more turn after a stop/call hands are only compared later."""
    if state.ender is not None:
        return _end_turn(state)
    score = score_of(state.hands[seat])
    if score == TOP_SCORE:
        return _declare(state, seat, "stop")
    if score > 0:
        return dataclasses.replace(state, phase=Phase.CALL)
    return _end_turn(state)


def _is_first_turn(state: FiftyOneState, seat: int) -> bool:
    """True when ``seat``'s turn now is its restricted first turn of the round."""
    return state.ender is None and not state.played[seat]


def _replace_at(cards: tuple[str, ...], old: str, new: str) -> tuple[str, ...]:
    return tuple(new if c == old else c for c in cards)


def _with_seat(items: tuple[Any, ...], seat: int, value: Any) -> tuple[Any, ...]:
    return items[:seat] + (value,) + items[seat + 1 :]


def _swap_one(state: FiftyOneState, seat: int, action: Swap) -> FiftyOneState:
    give, take = action.hand_card, action.field_card
    extra = state.ender is not None
    taken = tuple(c for c in state.taken[seat] if c != give)
    state = dataclasses.replace(
        state,
        hands=_with_seat(state.hands, seat, _replace_at(state.hands[seat], give, take)),
        field=_replace_at(state.field, take, give),
        taken=_with_seat(state.taken, seat, taken + (take,)),
    )
    event = Event.of(EventKind.SWAP, seat, (give, take), gave=[give], took=[take], extra=extra)
    return _after_exchange(_with_event(state, event), seat)


def _swap_all(state: FiftyOneState, seat: int) -> FiftyOneState:
    hand, field = state.hands[seat], state.field
    extra = state.ender is not None
    event = Event.of(EventKind.SWAP_ALL, seat, hand + field, gave=list(hand), took=list(field), extra=extra)
    state = dataclasses.replace(
        state,
        hands=_with_seat(state.hands, seat, field),
        field=hand,
        taken=_with_seat(state.taken, seat, field),
    )
    return _after_exchange(_with_event(state, event), seat)


def _flush(state: FiftyOneState, seat: int) -> FiftyOneState:
    old = state.field
    extra = state.ender is not None
    state, new_field, reshuffled = _draw_field(
        dataclasses.replace(state, discard=state.discard + old)
    )
    events = [
        Event.of(EventKind.FLUSH, seat, new_field, flushed=list(old), reshuffled=reshuffled, extra=extra)
    ]
    if reshuffled:
        events.append(Event.of(EventKind.RESHUFFLE))
    return _with_event(dataclasses.replace(state, field=new_field, flushed=True), *events)


# --------------------------------------------------------------------------- the rules object


class FiftyOne(Game[FiftyOneState, Action]):
    """The rules of 51 as a :class:`tefuda.core.Game` (see :mod:`tefuda.games.fifty_one`).

    >>> state = GAME.start({"seats": 3}, 1)
    >>> [str(a) for a in GAME.legal_actions(state, state.turn)][-1]  # swap one only at first
    'swap QS AD'
    >>> GAME.why_not(state, state.turn, Pass())
    IllegalAction('first_turn_no_pass')
    """

    id = GAME_ID
    deck = DECK
    event_sounds = SOUNDS
    options_type = FiftyOneOptions

    def seats(self, options: Mapping[str, Any]) -> int:
        """Return the number of seats (2..7) of the options; ValueError for bad options."""
        return FiftyOneOptions.from_mapping(options).seats

    def start(
        self, options: Mapping[str, Any], seed: int, deck: Sequence[str] | None = None
    ) -> FiftyOneState:
        """Return a new game with its first round dealt (and a stop on the deal already made).

        ``deck`` (top card first, distinct cards, at least 5 per seat + 5) stacks the first
        deal; missing cards follow in deck order.  Raises ValueError for bad options or deck.
        """
        opts = FiftyOneOptions.from_mapping(options)
        n = opts.seats
        stacked = _full_deck(deck, n) if deck is not None else None
        state = FiftyOneState(
            seed=seed,
            options=opts,
            first_dealer=first_dealer(seed, n),
            round_index=0,
            dealer=0,
            phase=Phase.TURN,
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
            events_before=0,
            records=(),
            totals=(0,) * n,
        )
        return _deal(state, 0, stacked)

    def to_act(self, state: FiftyOneState) -> tuple[int, ...]:
        """Return (the player to move,) during a round, (0,) between rounds, () at the end."""
        if state.playing:
            return (state.turn,)
        if state.phase == Phase.HAND_OVER:
            return (0,)
        return ()

    def _candidates(self, state: FiftyOneState, seat: int) -> Iterator[Action]:
        """Yield every swap (hand card by hand card), then swap all, flush, pass, call, no
        call and next."""
        for hand_card in state.hands[seat]:
            for field_card in state.field:
                yield Swap(hand_card, field_card)
        yield from (SwapAll(), Flush(), Pass(), Call(), NoCall(), Next())

    def _verify(self, state: FiftyOneState, seat: int, action: Action) -> None:
        """Refuse, for the seat whose turn it is: ``round_over`` (only "next" between rounds),
        ``answer_call`` (only call or no call to the question), ``no_call_question``,
        ``round_in_progress``, ``card_not_in_hand``, ``card_not_in_field``,
        ``must_swap_after_flush`` (no pass or second flush after a flush),
        ``first_turn_no_pass`` and ``first_turn_swap_one`` (on the first turn of the round).
        Raises TypeError for an object that is not a 51 action.
        """
        if not isinstance(action, ACTION_TYPES):
            raise TypeError(f"not a 51 action: {action!r}")
        if state.phase == Phase.HAND_OVER:
            if not isinstance(action, Next):
                raise IllegalAction("round_over")
            return
        if state.phase == Phase.CALL:
            if not isinstance(action, (Call, NoCall)):
                raise IllegalAction("answer_call")
            return
        if isinstance(action, (Call, NoCall)):
            raise IllegalAction("no_call_question")
        if isinstance(action, Next):
            raise IllegalAction("round_in_progress")
        if isinstance(action, Swap):
            if action.hand_card not in state.hands[seat]:
                raise IllegalAction("card_not_in_hand", card=action.hand_card)
            if action.field_card not in state.field:
                raise IllegalAction("card_not_in_field", card=action.field_card)
            return
        if isinstance(action, (Flush, Pass)) and state.flushed:
            raise IllegalAction("must_swap_after_flush")
        if _is_first_turn(state, seat):
            if isinstance(action, Pass):
                raise IllegalAction("first_turn_no_pass")
            if state.options.first_turn == "swap-one":
                raise IllegalAction("first_turn_swap_one")

    def _change(self, state: FiftyOneState, seat: int, action: Action) -> FiftyOneState:
        """Return the state after an action ``_verify`` accepted."""
        if isinstance(action, Swap):
            return _swap_one(state, seat, action)
        if isinstance(action, SwapAll):
            return _swap_all(state, seat)
        if isinstance(action, Flush):
            return _flush(state, seat)
        if isinstance(action, Pass):
            return _end_turn(_with_event(state, Event.of(EventKind.PASS, seat, extra=state.ender is not None)))
        if isinstance(action, Call):
            return _declare(state, seat, "call")
        if isinstance(action, NoCall):
            return _end_turn(_with_event(state, Event.of(EventKind.NO_CALL, seat)))
        return _deal(state, state.round_index + 1, None)

    def parse_action(self, text: str) -> Action:
        """Return the action of ``text`` (``"swap 3H KD"``, ``"swap all"``, ``"flush"``,
        ``"pass"``, ``"call"``, ``"nocall"``, ``"next"``).  Raises BadActionText otherwise."""
        return parse_action(text)

    def view(self, state: FiftyOneState, seat: int) -> FiftyOneView:
        """Return what ``seat`` may know, JSON-ready (see :func:`fifty_one.view.build_view`)."""
        return build_view(
            state,
            seat,
            legal=[str(a) for a in self.legal_actions(state, seat)],
            to_act=list(self.to_act(state)),
            first_turn=state.phase == Phase.TURN and _is_first_turn(state, seat),
        )

    def secret_cards(self, state: FiftyOneState, seat: int) -> frozenset[str]:
        """Return the cards ``seat`` may not know: the cards others were dealt and still hold
        (cards taken from the field are public) while the round runs, and the stock unless it
        was rebuilt from the (public) discard pile this round."""
        secret: set[str] = set()
        if state.reshuffles == 0:
            secret.update(state.stock)
        if state.playing:
            for other in range(state.seats):
                if other != seat:
                    secret.update(c for c in state.hands[other] if c not in state.taken[other])
        return frozenset(secret)

    def describe(self, state: FiftyOneState) -> str:
        """Return the game in the readable notation (:func:`.describe.describe`)."""
        from tefuda.games.fifty_one.describe import describe  # it reads GAME.to_act

        return describe(state)

    def is_over(self, state: FiftyOneState) -> bool:
        """Return True once the last round has been revealed."""
        return state.phase == Phase.GAME_OVER

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
                "options": state.options.to_dict(),
                "rounds": [r.full() for r in state.records],
                "totals": list(state.totals),
            },
        )


GAME = FiftyOne()
