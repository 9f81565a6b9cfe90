"""500 (Five Hundred) for four players in two partnerships: the rules as a
:class:`tefuda.core.Game` (specs/five_hundred.md).

Decisions taken here (where the spec leaves the choice to us):

* Seats clockwise: 0 South (the person), 1 West, 2 North (the partner), 3 East; sides N–S
  ``(0, 2)`` and E–W ``(1, 3)``.  The first dealer comes from ``rng_for(seed, "first-dealer")``;
  hand ``h`` (0 first, thrown-in hands counted) is shuffled by ``rng_for(seed, "deal", h)``.
  The deal passes clockwise (``dealer + 1``); bidding starts left of the dealer.
* A shuffled or stacked deck (all 43 cards, top first) is dealt in blocks: seat 0 gets the
  first ten cards, seat 1 the next ten, then seats 2 and 3; the last three are the kitty.
* Bidding goes clockwise from the dealer's left, skipping seats that have passed.  It ends when
  three seats have passed and one has bid (that seat holds the contract), or when all four have
  passed: the hand is thrown in, nothing is scored, and after seat 0's ``next`` the next dealer
  deals.
* The contractor takes the kitty as soon as the bidding ends (its cards are private to it) and
  lays three cards away one ``discard`` at a time, in misère too.  The discards stay secret.
* The contractor leads.  In misère the partner sits out (its cards are never seen) and play
  skips it.  Open misère's hand is laid face up after the third discard (or, by the option,
  once the first trick is complete, if the hand goes on); from then on the view shows it.
* A hand ends after ten tricks, or in misère as soon as the contractor takes a trick.  It is
  scored at once; the game ends after it when a side has reached ±500 (see :mod:`.scoring`),
  otherwise the hand waits for seat 0's ``next``.
* Suits led (for the joker's lead in no trumps) are effective suits: a joker led in no trumps
  counts as the suit it named.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from tefuda.cards import JOKER, rng_for, shuffled
from tefuda.core import Event, Game, IllegalAction, Result

from . import actions as act
from .actions import Action, Bid, Discard, Next, Pass, Play
from .bids import BIDS, MISERE, OPEN_MISERE, PASS, bid_label, bid_refusal
from .cards import DECK, GAME_ID, NO_TRUMPS, SUITS, check_cards, sort_hand, suit_symbol
from .events import SOUNDS, EventKind
from .options import FiveHundredOptions
from .scoring import game_end as end_of_game
from .scoring import score_hand
from .state import (
    HAND_SIZE,
    KITTY_SIZE,
    SEATS,
    TEAMS,
    FiveHundredState,
    HandRecord,
    Phase,
    Trick,
    exposes_now,
    high_bid,
    is_last_trick,
    is_misere_hand,
    next_player,
    passed,
    playing_seats,
    side_of,
    sitting_out,
    suits_led,
    tricks_won,
    trump_of,
)
from .tricks import Playable, nameable_suits, playable, trick_winner
from .view import FiveHundredView, build_view, result_details

_BID_EVENTS = {MISERE: EventKind.BID_MISERE, OPEN_MISERE: EventKind.BID_OPEN_MISERE}
_CONTRACT_EVENTS = {MISERE: EventKind.CONTRACT_MISERE, OPEN_MISERE: EventKind.CONTRACT_OPEN_MISERE}
_MISERE_RESULTS = {
    (MISERE, True): EventKind.MISERE_MADE,
    (MISERE, False): EventKind.MISERE_LOST,
    (OPEN_MISERE, True): EventKind.OPEN_MISERE_MADE,
    (OPEN_MISERE, False): EventKind.OPEN_MISERE_LOST,
}
_END_EVENTS = {
    "made_contract": EventKind.WON_BY_CONTRACT,
    "reached_on_tricks": EventKind.WON_ON_TRICKS,
    "fell_below": EventKind.FELL_BELOW,
}


def first_dealer(seed: int) -> int:
    """Return the seat that deals the first hand of the game played from ``seed``."""
    return rng_for(seed, "first-dealer").randrange(SEATS)


def check_deck(deck: Sequence[str]) -> tuple[str, ...]:
    """Return a stacked deck if it holds each of the 43 cards once (top card first).

    Raises ValueError otherwise.
    """
    cards = check_cards(deck, "stacked deck")
    if sorted(cards) != sorted(DECK):
        raise ValueError(f"a stacked deck holds all {len(DECK)} cards once, got {len(cards)}")
    return cards


def _bid_params(bid: str) -> dict[str, Any]:
    # the label ("7♥"), never the code: "7H" in a view would read as the seven of hearts
    return {"label": bid_label(bid)}


# --------------------------------------------------------------------------- transitions


def _deal(state: FiveHundredState, index: int, dealer: int, deck: Sequence[str] | None) -> FiveHundredState:
    """Return the state with hand ``index`` dealt by ``dealer`` and its bidding open."""
    if deck is None:
        deck = shuffled(DECK, rng_for(state.seed, "deal", index))
    hands = tuple(sort_hand(deck[HAND_SIZE * s : HAND_SIZE * (s + 1)]) for s in range(SEATS))
    kitty = tuple(deck[SEATS * HAND_SIZE : SEATS * HAND_SIZE + KITTY_SIZE])
    return dataclasses.replace(
        state,
        hand_index=index,
        dealer=dealer,
        phase=Phase.BID,
        dealt=hands,
        kitty=kitty,
        hands=hands,
        calls=(),
        turn=(dealer + 1) % SEATS,
        contract=None,
        contractor=None,
        discards=(),
        tricks=(),
        trick=None,
        exposed=False,
        events=(Event.of(EventKind.DEAL, dealer, number=index + 1),),
        events_before=state.events_before + len(state.events),
    )


def _after_call(state: FiveHundredState) -> FiveHundredState:
    """Close the bidding if the last call settled it; otherwise pass the turn on."""
    gone = passed(state)
    high = high_bid(state)
    if all(gone):
        record = HandRecord(state.hand_index + 1, state.dealer, None, None, None, False,
                            (0, 0), (0, 0), state.scores)
        return dataclasses.replace(
            state,
            phase=Phase.HAND_OVER,
            turn=None,
            history=state.history + (record,),
            events=state.events + (Event.of(EventKind.THROW_IN, number=state.hand_index + 1),),
        )
    if high is not None and sum(gone) == SEATS - 1:
        return _take_kitty(state, *high)
    assert state.turn is not None
    turn = next(
        s for s in ((state.turn + k) % SEATS for k in range(1, SEATS + 1)) if not gone[s]
    )
    return dataclasses.replace(state, turn=turn)


def _take_kitty(state: FiveHundredState, contractor: int, contract: str) -> FiveHundredState:
    """The bidding is won: the contractor takes the kitty; every hand is sorted by the trump."""
    won = dataclasses.replace(state, contract=contract, contractor=contractor)
    trump = trump_of(won)
    hands = [sort_hand(h, trump) for h in state.hands]
    hands[contractor] = sort_hand(hands[contractor] + state.kitty, trump)
    events = [Event.of(_CONTRACT_EVENTS.get(contract, EventKind.CONTRACT), contractor,
                       **_bid_params(contract))]
    out = sitting_out(won)
    if out is not None:
        events.append(Event.of(EventKind.SIT_OUT, out))
    events.append(Event.of(EventKind.KITTY, contractor, private=state.kitty))
    return dataclasses.replace(
        won,
        phase=Phase.KITTY,
        turn=contractor,
        hands=tuple(hands),
        events=state.events + tuple(events),
    )


def _expose(state: FiveHundredState) -> FiveHundredState:
    """Lay open misère's hand face up (its cards become public)."""
    assert state.contractor is not None
    shown = Event.of(EventKind.EXPOSE, state.contractor, state.hands[state.contractor])
    return dataclasses.replace(state, exposed=True, events=state.events + (shown,))


def _after_trick(state: FiveHundredState) -> FiveHundredState:
    """Close the trick just completed; end the hand, or let the winner lead the next."""
    assert state.trick is not None and state.contract is not None
    trick = state.trick
    index = trick_winner(trick.cards, trump_of(state) or NO_TRUMPS, trick.named_suit)
    winner, won_with = trick.plays[index]
    done = dataclasses.replace(trick, winner=winner)
    state = dataclasses.replace(
        state,
        tricks=state.tricks + (done,),
        trick=None,
        events=state.events + (
            Event.of(EventKind.TRICK, winner, done.cards, card=won_with, number=len(state.tricks) + 1),
        ),
    )
    if len(state.tricks) == HAND_SIZE or (is_misere_hand(state) and winner == state.contractor):
        return _score(state)
    state = dataclasses.replace(state, trick=Trick(winner), turn=winner)
    return _expose(state) if exposes_now(state, len(state.tricks)) else state


def _score(state: FiveHundredState) -> FiveHundredState:
    """Score the finished hand, and end the game if a side has reached ±500."""
    assert state.contract is not None and state.contractor is not None
    contract, contractor = state.contract, state.contractor
    side = side_of(contractor)
    tricks = tricks_won(state)
    score = score_hand(contract, tricks[side], open_misere_value=state.options.open_misere_value)
    points = [0, 0]
    points[side], points[1 - side] = score.contractors, score.defenders
    totals = (state.scores[0] + points[0], state.scores[1] + points[1])
    record = HandRecord(state.hand_index + 1, state.dealer, contract, contractor, score.made,
                        score.slam, tricks, (points[0], points[1]), totals)
    if (contract, score.made) in _MISERE_RESULTS:
        scored = Event.of(_MISERE_RESULTS[contract, score.made], contractor,
                          points=score.contractors)
    else:
        kind = EventKind.SLAM if score.slam else EventKind.MADE if score.made else EventKind.LOST
        scored = Event.of(kind, contractor, tricks=tricks[side], points=score.contractors,
                          defenders=score.defenders, **_bid_params(contract))
    events = [scored]
    end = end_of_game(totals, side, score.made,
                      must_win_by_contract=state.options.must_win_by_contract)
    if end is not None:
        speaker = contractor if end.side == side else (contractor + 1) % SEATS
        events.append(Event.of(_END_EVENTS[end.reason], speaker, total=totals[end.side]))
    return dataclasses.replace(
        state,
        phase=Phase.HAND_OVER if end is None else Phase.GAME_OVER,
        turn=None,
        trick=None,
        scores=totals,
        end=end,
        history=state.history + (record,),
        events=state.events + tuple(events),
    )


# --------------------------------------------------------------------------- the rules object


class FiveHundred(Game[FiveHundredState, Action]):
    """The rules of 500 as a :class:`tefuda.core.Game` (see the module docstring)."""

    id = GAME_ID
    deck = DECK
    event_sounds = SOUNDS
    options_type = FiveHundredOptions

    def seats(self, options: Mapping[str, Any]) -> int:
        """Return 4: South (you), West, North (your partner), East."""
        return SEATS

    def start(
        self, options: Mapping[str, Any], seed: int, deck: Sequence[str] | None = None
    ) -> FiveHundredState:
        """Return a new game with its first hand dealt and the bidding open.

        ``deck`` (all 43 cards, top first) stacks the first deal: seat 0 gets cards 1–10,
        seat 1 cards 11–20, seat 2 21–30, seat 3 31–40, the kitty the last three.  The first
        dealer is drawn from the seed either way.  Raises ValueError for bad options or deck.
        """
        opts = FiveHundredOptions.from_mapping(options)
        stacked = check_deck(deck) if deck is not None else None
        empty: tuple[tuple[str, ...], ...] = ((),) * SEATS
        state = FiveHundredState(seed, opts, 0, 0, Phase.BID, empty, (), empty)
        return _deal(state, 0, first_dealer(seed), stacked)

    def to_act(self, state: FiveHundredState) -> tuple[int, ...]:
        """Return the seat to bid, discard or play; (0,) after a hand; () once the game is over."""
        if state.phase == Phase.HAND_OVER:
            return (0,)
        if state.phase == Phase.GAME_OVER or state.turn is None:
            return ()
        return (state.turn,)

    def _refuse_seat(self, state: FiveHundredState, seat: int) -> IllegalAction:
        if state.phase == Phase.PLAY and seat == sitting_out(state):
            return IllegalAction("sitting_out")
        return IllegalAction("not_your_turn")

    def _candidates(self, state: FiveHundredState, seat: int) -> Iterator[Action]:
        """Yield the bids (low to high) and pass, the discards, the legal plays (the joker led
        in no trumps once per suit it may name), or next — by phase."""
        if state.phase == Phase.BID:
            yield from (Bid(b) for b in BIDS)
            yield Pass()
        elif state.phase == Phase.KITTY:
            yield from (Discard(c) for c in state.hands[seat])
        elif state.phase == Phase.PLAY:
            for card in self._playable(state, seat).cards:
                if self._names_suit(state, card):
                    last = is_last_trick(state)
                    yield from (Play(card, s) for s in nameable_suits(suits_led(state), last))
                else:
                    yield Play(card)
        elif state.phase == Phase.HAND_OVER:
            yield Next()

    @staticmethod
    def _playable(state: FiveHundredState, seat: int) -> Playable:
        """Return the cards ``seat`` may play to the current trick, and why not the others
        (:func:`~.tricks.playable`)."""
        assert state.trick is not None
        return playable(
            state.hands[seat],
            state.trick.cards,
            trump_of(state) or NO_TRUMPS,
            state.trick.named_suit,
            suits_led=suits_led(state),
            last_trick=is_last_trick(state),
            misere=is_misere_hand(state),
        )

    @staticmethod
    def _names_suit(state: FiveHundredState, card: str) -> bool:
        """Return True if playing ``card`` now names a suit: the joker led in no trumps."""
        assert state.trick is not None
        return card == JOKER and not state.trick.plays and trump_of(state) == NO_TRUMPS

    def _verify(self, state: FiveHundredState, seat: int, action: Action) -> None:
        """Refuse, by action: ``bidding_closed``, a bid's refusal (``bid_too_low``,
        ``misere_over_seven``); ``no_discard_now``, ``not_in_hand``; ``still_bidding``,
        ``discard_first``, ``hand_finished``, a card the follow-suit rule refuses (see
        :meth:`~.tricks.Playable.refusal`), ``name_joker_suit``, ``suit_already_led``,
        ``joker_names_no_suit``; ``hand_in_progress``.  Raises TypeError for anything that is not a well-formed action."""
        if isinstance(action, (Bid, Pass)):
            if isinstance(action, Bid) and action.bid not in BIDS:
                raise TypeError(f"not a bid: {action!r}")
            if state.phase != Phase.BID:
                raise IllegalAction("bidding_closed")
            if isinstance(action, Bid):
                high = high_bid(state)
                refusal = bid_refusal(action.bid, None if high is None else high[1],
                                      misere_any_time=state.options.misere_any_time)
                if refusal is not None:
                    raise refusal
        elif isinstance(action, Discard):
            if action.card not in DECK:
                raise TypeError(f"not a card of the deck: {action!r}")
            if state.phase != Phase.KITTY:
                raise IllegalAction("no_discard_now")
            if action.card not in state.hands[seat]:
                raise IllegalAction("not_in_hand", card=action.card)
        elif isinstance(action, Play):
            self._verify_play(state, seat, action)
        elif isinstance(action, Next):
            if state.phase != Phase.HAND_OVER:
                raise IllegalAction("hand_in_progress")
        else:
            raise TypeError(f"not a five-hundred action: {action!r}")

    def _verify_play(self, state: FiveHundredState, seat: int, action: Play) -> None:
        if action.card not in DECK or (action.named is not None and action.named not in SUITS):
            raise TypeError(f"not a well-formed play: {action!r}")
        if state.phase == Phase.BID:
            raise IllegalAction("still_bidding")
        if state.phase == Phase.KITTY:
            raise IllegalAction("discard_first")
        if state.phase != Phase.PLAY:
            raise IllegalAction("hand_finished")
        hand = state.hands[seat]
        if action.card not in hand:
            raise IllegalAction("not_in_hand", card=action.card)
        rule = self._playable(state, seat)
        if action.card not in rule.cards:
            raise rule.refusal(action.card)
        if self._names_suit(state, action.card):
            if action.named is None:
                raise IllegalAction("name_joker_suit")
            if action.named not in nameable_suits(suits_led(state), is_last_trick(state)):
                raise IllegalAction("suit_already_led", suit=action.named,
                                    symbol=suit_symbol(action.named))
        elif action.named is not None:
            raise IllegalAction("joker_names_no_suit")

    def _change(self, state: FiveHundredState, seat: int, action: Action) -> FiveHundredState:
        if isinstance(action, Next):
            return _deal(state, state.hand_index + 1, (state.dealer + 1) % SEATS, None)
        if isinstance(action, (Bid, Pass)):
            call = action.bid if isinstance(action, Bid) else PASS
            if isinstance(action, Bid):
                said = Event.of(_BID_EVENTS.get(call, EventKind.BID), seat, **_bid_params(call))
            else:
                said = Event.of(EventKind.PASS, seat)
            return _after_call(dataclasses.replace(
                state, calls=state.calls + ((seat, call),), events=state.events + (said,)))
        hands = list(state.hands)
        hands[seat] = tuple(c for c in hands[seat] if c != action.card)
        if isinstance(action, Discard):
            state = dataclasses.replace(
                state,
                hands=tuple(hands),
                discards=state.discards + (action.card,),
                events=state.events + (Event.of(EventKind.DISCARD, seat, private=[action.card]),),
            )
            if len(state.discards) < KITTY_SIZE:
                return state
            state = dataclasses.replace(state, phase=Phase.PLAY, trick=Trick(seat), turn=seat)
            return _expose(state) if exposes_now(state, 0) else state
        assert isinstance(action, Play) and state.trick is not None
        if action.named is not None:
            played = Event.of(EventKind.LEAD_JOKER, seat, [action.card], suit=action.named,
                              symbol=suit_symbol(action.named))
        else:
            played = Event.of(EventKind.PLAY, seat, [action.card])
        trick = dataclasses.replace(
            state.trick,
            plays=state.trick.plays + ((seat, action.card),),
            named_suit=action.named if action.named is not None else state.trick.named_suit,
        )
        state = dataclasses.replace(
            state, hands=tuple(hands), trick=trick, events=state.events + (played,)
        )
        if len(trick.plays) < len(playing_seats(state)):
            return dataclasses.replace(state, turn=next_player(state, seat))
        return _after_trick(state)

    def parse_action(self, text: str) -> Action:
        """Return the action for ``bid 7H``, ``bid MISERE``, ``pass``, ``discard 7C``,
        ``play 7C``, ``play JK H`` or ``next``; raises BadActionText for any other text."""
        return act.parse_action(text)

    def view(self, state: FiveHundredState, seat: int) -> FiveHundredView:
        """Return what ``seat`` knows, JSON-ready (see :class:`.view.FiveHundredView`)."""
        legal = [str(a) for a in self.legal_actions(state, seat)]
        return build_view(state, seat, legal, list(self.to_act(state)))

    def secret_cards(self, state: FiveHundredState, seat: int) -> frozenset[str]:
        """Return the cards ``seat`` may not know: the others' hands (open misère's once
        exposed excepted), the kitty and the discards (unless ``seat`` is the contractor);
        cards played are public."""
        known = set(state.dealt[seat]) | set(state.hands[seat])
        if seat == state.contractor and state.phase != Phase.BID:
            known.update(state.kitty + state.discards)
        for trick in state.tricks + ((state.trick,) if state.trick else ()):
            known.update(trick.cards)
        if state.exposed and state.contractor is not None:
            known.update(state.hands[state.contractor])
        return frozenset(c for c in DECK if c not in known)

    def describe(self, state: FiveHundredState) -> str:
        """Return the game in the readable notation (:func:`.describe.describe`)."""
        from tefuda.games.five_hundred.describe import describe  # it reads GAME.to_act

        return describe(state)

    def is_over(self, state: FiveHundredState) -> bool:
        """Return True once a side has won the game."""
        return state.phase == Phase.GAME_OVER

    def result(self, state: FiveHundredState) -> Result:
        """Return the result: each seat scores its side's total; the winning side ranks first
        (when both sides passed 500 the contracting side wins, whatever the totals); details
        give the reason the game ended (:func:`.view.result_details`) and every hand's record.
        Raises ValueError if the game is not over."""
        if not self.is_over(state):
            raise ValueError("the game is not over")
        assert state.end is not None
        winner = state.end.winner
        return Result(
            scores=tuple(state.scores[side_of(s)] for s in range(SEATS)),
            ranks=tuple(1 if side_of(s) == winner else 2 for s in range(SEATS)),
            details=result_details(state),
            teams=TEAMS,
        )


GAME = FiveHundred()
