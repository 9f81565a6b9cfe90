"""What one seat of 500 may know (:class:`FiveHundredView`) and the result's details: facts, which
the catalogs and the table turn into sentences.

A view holds everything a table or a CPU may use and nothing more: the seat's own hand, the
bidding, the contract, the cards played (public), counts of the others' cards.  The kitty and
the discards reach the contractor alone; open misère's hand is public once laid face up; the
hand of the partner who sits out in misère stays with its owner.  Finished hands are listed by
numbers only, so no card of an old deal can be confused with the cards hidden in the current one.
"""

from __future__ import annotations

from typing import Any, TypedDict

from tefuda.core import EventView, event_views

from .actions import Bid
from .bids import (
    MISERE,
    OPEN_MISERE,
    PASS,
    bid_label,
    bid_tricks,
    bid_trump,
    bid_value,
    legal_bids,
)
from .cards import GAME_ID
from .state import (
    SEATS,
    FiveHundredState,
    Phase,
    Trick,
    high_bid,
    is_misere_hand,
    partner_of,
    passed,
    side_of,
    sitting_out,
    suits_led,
    tricks_won,
    trump_of,
)
from .tricks import led_suit


class TrickCard(TypedDict):
    """One card of a trick and the seat that played it."""

    seat: int
    card: str


class TrickView(TypedDict):
    """A trick: its number in the hand (1 first), leader, cards in play order, the same cards by
    seat (None: not played, or the seat sits out), the suit named for a led joker in no trumps,
    the effective suit led, and the winner once complete."""

    number: int
    leader: int
    cards: list[TrickCard]
    by_seat: list[str | None]
    named_suit: str | None
    led_suit: str | None
    winner: int | None


class BidView(TypedDict):
    """A bid as views show it.  Never the bare code (``"7H"`` would read as the seven of
    hearts): ``action`` is its action text (``"bid 7H"``), ``tricks`` 6–10 (None in misère),
    ``trump`` ``S C D H NT`` (misère plays as NT), ``kind`` ``"tricks"``, ``"misere"`` or
    ``"open_misere"``, ``value`` what it scores under the game's options, ``label`` how any
    language writes it (``"7♥"``, ``"10NT"``; misère's names are in the catalog,
    ``five-hundred.bid.MISERE``)."""

    action: str
    tricks: int | None
    trump: str
    kind: str
    value: int
    label: str


class CallView(TypedDict):
    """One call of the bidding: the seat and its bid, or None for a pass."""

    seat: int
    bid: BidView | None


class HandRecordView(TypedDict):
    """A finished hand (numbers only): contract and contractor (None: thrown in), its side,
    made and slam, tricks, points and totals per side (index 0 N–S, 1 E–W)."""

    number: int
    dealer: int
    contract: BidView | None
    contractor: int | None
    side: int | None
    made: bool | None
    slam: bool
    tricks: list[int]
    points: list[int]
    totals: list[int]


class EndView(TypedDict):
    """Why the game ended: ``reason`` (``made_contract``, ``reached_on_tricks``,
    ``fell_below``), the side it speaks of, the winning side, that side's total."""

    reason: str
    side: int
    winner: int
    total: int


class FiveHundredView(TypedDict):
    """What one seat knows (:meth:`FiveHundred.view`).  Lists per seat are indexed by seat
    (0 South, 1 West, 2 North, 3 East); lists per side by side (0 N–S, 1 E–W).

    ``hand`` is sorted for the table (trumps first with their bowers once the contract is
    known); ``calls`` the bidding in order and ``bids_by_seat`` each seat's calls (None: a
    pass); ``legal_bids`` the bids the rules allow now over ``high_bid`` (for the seat to bid,
    during bidding); ``kitty`` the three kitty cards (the contractor's view, kitty phase);
    ``discards`` the contractor's own discards (None for the other seats); ``trump`` ``S C D H``
    or ``NT`` (misère is played as NT); ``exposed`` open misère's hand once face up;
    ``played`` the cards each seat has played this hand; ``summary`` the finished hand (its
    record) while it waits for ``next`` or after the last hand; ``end`` why the game ended.
    """

    game: str
    seat: int
    side: int
    partner: int
    dealer: int
    hand_number: int
    phase: str
    options: dict[str, Any]
    hand: list[str]
    hand_counts: list[int]
    calls: list[CallView]
    bids_by_seat: list[list[BidView | None]]
    passed: list[bool]
    high_bid: BidView | None
    high_bidder: int | None
    legal_bids: list[BidView]
    contract: BidView | None
    contractor: int | None
    trump: str | None
    misere: bool
    sitting_out: int | None
    kitty: list[str] | None
    discards: list[str] | None
    trick: TrickView | None
    last_trick: TrickView | None
    tricks_won: list[int]
    tricks_by_seat: list[int]
    suits_led: list[str]
    played: list[list[str]]
    exposed: list[str] | None
    scores: list[int]
    history: list[HandRecordView]
    summary: HandRecordView | None
    end: EndView | None
    legal: list[str]
    to_act: list[int]
    events: list[EventView]


def _trick_view(trick: Trick, number: int, trump: str) -> TrickView:
    by_seat: list[str | None] = [None] * SEATS
    for seat, card in trick.plays:
        by_seat[seat] = card
    return {
        "number": number,
        "leader": trick.leader,
        "cards": [{"seat": s, "card": c} for s, c in trick.plays],
        "by_seat": by_seat,
        "named_suit": trick.named_suit,
        "led_suit": led_suit(trick.cards, trump, trick.named_suit),
        "winner": trick.winner,
    }


def bid_view(bid: str, open_misere_value: int) -> BidView:
    """Return a bid as views show it (:class:`BidView`)."""
    kind = "misere" if bid == MISERE else "open_misere" if bid == OPEN_MISERE else "tricks"
    return {
        "action": str(Bid(bid)),
        "tricks": bid_tricks(bid),
        "trump": bid_trump(bid),
        "kind": kind,
        "value": bid_value(bid, open_misere=open_misere_value),
        "label": bid_label(bid),
    }


def _record_view(state: FiveHundredState, index: int) -> HandRecordView:
    record = state.history[index]
    data = record.to_dict()
    return {
        "number": record.number,
        "dealer": record.dealer,
        "contract": (
            None if record.contract is None
            else bid_view(record.contract, state.options.open_misere_value)
        ),
        "contractor": record.contractor,
        "side": data["side"],
        "made": record.made,
        "slam": record.slam,
        "tricks": data["tricks"],
        "points": data["points"],
        "totals": data["totals"],
    }


def build_view(
    state: FiveHundredState, seat: int, legal: list[str], to_act: list[int]
) -> FiveHundredView:
    """Return the view of ``seat``, given its legal action texts and the seats to act."""
    trump = trump_of(state)
    contractor = state.contractor
    is_contractor = seat == contractor
    high = high_bid(state)
    finished = state.phase in (Phase.HAND_OVER, Phase.GAME_OVER)
    played: list[list[str]] = [[] for _ in range(SEATS)]
    by_seat_tricks = [0] * SEATS
    for trick in state.tricks:
        for s, card in trick.plays:
            played[s].append(card)
        if trick.winner is not None:
            by_seat_tricks[trick.winner] += 1
    current = state.trick
    if current is not None:
        for s, card in current.plays:
            played[s].append(card)
    plays_as = trump or "NT"
    end = state.end
    value = state.options.open_misere_value

    def shown(call: str) -> BidView | None:
        return None if call == PASS else bid_view(call, value)

    return {
        "game": GAME_ID,
        "seat": seat,
        "side": side_of(seat),
        "partner": partner_of(seat),
        "dealer": state.dealer,
        "hand_number": state.hand_index + 1,
        "phase": state.phase.value,
        "options": state.options.to_dict(),
        "hand": list(state.hands[seat]),
        "hand_counts": [len(h) for h in state.hands],
        "calls": [{"seat": s, "bid": shown(c)} for s, c in state.calls],
        "bids_by_seat": [[shown(c) for s, c in state.calls if s == who] for who in range(SEATS)],
        "passed": list(passed(state)),
        "high_bid": None if high is None else bid_view(high[1], value),
        "high_bidder": None if high is None else high[0],
        "legal_bids": (
            [bid_view(b, value) for b in legal_bids(
                None if high is None else high[1], misere_any_time=state.options.misere_any_time)]
            if state.phase == Phase.BID else []
        ),
        "contract": None if state.contract is None else bid_view(state.contract, value),
        "contractor": contractor,
        "trump": trump,
        "misere": is_misere_hand(state),
        "sitting_out": sitting_out(state),
        "kitty": list(state.kitty) if is_contractor and state.phase == Phase.KITTY else None,
        "discards": list(state.discards) if is_contractor else None,
        "trick": (
            None if current is None
            else _trick_view(current, len(state.tricks) + 1, plays_as)
        ),
        "last_trick": (
            _trick_view(state.tricks[-1], len(state.tricks), plays_as) if state.tricks else None
        ),
        "tricks_won": list(tricks_won(state)),
        "tricks_by_seat": by_seat_tricks,
        "suits_led": list(suits_led(state)),
        "played": played,
        "exposed": (
            list(state.hands[contractor]) if state.exposed and contractor is not None else None
        ),
        "scores": list(state.scores),
        "history": [_record_view(state, i) for i in range(len(state.history))],
        "summary": _record_view(state, -1) if finished and state.history else None,
        "end": (
            None if end is None
            else {"reason": end.reason, "side": end.side, "winner": end.winner,
                  "total": state.scores[end.side]}
        ),
        "legal": legal,
        "to_act": to_act,
        "events": event_views(state.events, state.events_before, seat),
    }


def result_details(state: FiveHundredState) -> dict[str, Any]:
    """Return the result's details: ``reason``, ``side`` (the side it speaks of), ``winner``,
    ``contract`` and ``contractor`` of the last hand, ``total`` (that side's), ``totals`` per
    side and ``hands`` (every hand's record), JSON-ready.  Raises ValueError before the end."""
    end = state.end
    if end is None or not state.history:
        raise ValueError("the game is not over")
    last = state.history[-1]
    return {
        "reason": end.reason,
        "side": end.side,
        "winner": end.winner,
        "contract": last.contract,
        "contractor": last.contractor,
        "total": state.scores[end.side],
        "totals": list(state.scores),
        "hands": [h.to_dict() for h in state.history],
    }
