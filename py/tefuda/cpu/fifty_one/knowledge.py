"""51 CPU: what a seat can work out from its view, and how it values a hand.

Everything here is read from the view alone (``GAME.view(state, seat)``): the own hand, the
field, the discard pile, the cards each player took from the field and still holds, and the
round's public events.

Card whereabouts, as the seat sees them:

* **seen**: every card that was ever face up this round (in the field, the discard pile, the
  cards of an event) plus the own hand.  A seen card that is not in a hand, the field or the discard pile
  is in a stock rebuilt from the discard pile.
* **unseen**: the rest.  They are in the stock (only while it was never reshuffled) or among
  the cards the others were dealt and still keep hidden (a hand is ``taken`` + hidden cards,
  and a card a player took from the field is always in ``taken`` while it is held).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from tefuda.cards import JOKER
from tefuda.games.fifty_one.events import MOVES, EventKind
from tefuda.games.fifty_one.scoring import RANK_POINTS, score_of
from tefuda.games.fifty_one.state import DECK
from tefuda.games.fifty_one.view import FiftyOneView

SUITS = "SHDC"

#: card points, the joker at 11
POINTS: dict[str, int] = {c: (11 if c == JOKER else RANK_POINTS[c[0]]) for c in DECK}

#: value of a hand with k cards (joker included) of the suit it aims at, k = 0..4
_PROGRESS = (0.0, 4.0, 12.0, 28.0, 55.0)
#: value of a complete (one-suit) hand before its score
_COMPLETE = 100.0
POINT_W = 0.15
COMPLETE_POINT_W = 0.5


@dataclasses.dataclass(frozen=True)
class Knowledge:
    """What one seat knows of the round (built by :func:`read_view`).

    ``opponents`` lists the other seats in turn order after this one; ``taken`` each seat's
    public cards; ``hidden`` how many cards each seat holds that nobody else has seen;
    ``unseen`` the cards this seat has never seen; ``stock_known`` the cards of a rebuilt
    stock (empty while the stock was never reshuffled); ``swaps`` how many exchanges each seat
    made this round; ``moves`` how many moves were made this round.
    """

    seat: int
    seats: int
    hand: tuple[str, ...]
    field: tuple[str, ...]
    discard: tuple[str, ...]
    stock_count: int
    reshuffles: int
    opponents: tuple[int, ...]
    taken: tuple[tuple[str, ...], ...]
    hidden: tuple[int, ...]
    unseen: tuple[str, ...]
    stock_known: tuple[str, ...]
    swaps: tuple[int, ...]
    moves: int
    after_end: str
    caller_tie: str
    bonus: bool


def moves_made(view: FiftyOneView) -> int:
    """Return how many moves (swaps, flushes, passes, calls, stops) this round has seen."""
    return sum(1 for event in view["events"] if event["kind"] in MOVES)


def read_view(view: FiftyOneView) -> Knowledge:
    """Return the :class:`Knowledge` of the seat whose ``view`` this is."""
    seat = view["seat"]
    n = view["seats"]
    hand = tuple(view["hand"])
    field = tuple(view["field"])
    discard = tuple(view["discard"])
    taken = tuple(tuple(p["taken"]) for p in view["players"])
    seen = set(hand) | set(field) | set(discard)
    swaps = [0] * n
    for event in view["events"]:
        seen.update(event["cards"])
        if event["kind"] in (EventKind.SWAP, EventKind.SWAP_ALL) and event["seat"] is not None:
            swaps[event["seat"]] += 1
    for cards in taken:
        seen.update(cards)
    located = set(hand) | set(field) | set(discard)
    for cards in taken:
        located.update(cards)
    options = view["options"]
    return Knowledge(
        seat=seat,
        seats=n,
        hand=hand,
        field=field,
        discard=discard,
        stock_count=view["stock_count"],
        reshuffles=view["reshuffles"],
        opponents=tuple((seat + i) % n for i in range(1, n)),
        taken=taken,
        hidden=tuple(
            0 if s == seat else view["players"][s]["hand_count"] - len(taken[s])
            for s in range(n)
        ),
        unseen=tuple(c for c in DECK if c not in seen),
        stock_known=tuple(c for c in DECK if c in seen and c not in located),
        swaps=tuple(swaps),
        moves=moves_made(view),
        after_end=str(options.get("after_end", "reveal")),
        caller_tie=str(options.get("caller_tie", "fails")),
        bonus=bool(options.get("bonus", False)),
    )


def suit_counts(cards: Sequence[str]) -> dict[str, int]:
    """Return how many cards of each suit ``cards`` hold (the joker not counted)."""
    counts = dict.fromkeys(SUITS, 0)
    for c in cards:
        if c != JOKER:
            counts[c[1]] += 1
    return counts


def collecting(taken: Sequence[str]) -> tuple[str | None, int]:
    """Return (suit, count) of what a player visibly collects: the suit most of its taken
    cards share and how many (the joker counts for it); (None, 0) with no taken suit card."""
    counts = suit_counts(taken)
    suit = max(SUITS, key=lambda s: counts[s])
    if counts[suit] == 0:
        return None, 0
    return suit, counts[suit] + (JOKER in taken)


def one_suit_possible(taken: Sequence[str]) -> bool:
    """Return True when a hand holding ``taken`` could still be of one suit."""
    return sum(1 for n in suit_counts(taken).values() if n) <= 1


def beats_caller(
    score: int, joker: bool, caller_score: int, caller_joker: bool, caller_tie: str
) -> bool:
    """Return True when a hand of ``score`` makes a call at ``caller_score`` fail."""
    if score > caller_score:
        return True
    if score < caller_score or score == 0:
        return False
    return caller_tie == "fails" or (caller_joker and not joker)


# --------------------------------------------------------------------------- hand value

Availability = dict[str, list[tuple[str, int, float]]]


def availability(know: Knowledge, careful: bool) -> Availability:
    """Return, per suit, the cards outside the own hand with how likely each can still be
    had: ``[(card, points, weight)]`` sorted by points, highest first.  The joker is listed
    under every suit.

    A ``careful`` seat also tells apart the cards others hold: a card a player collects is
    gone, a card that does not fit what it collects will probably come back to the field.
    """
    taken_by: dict[str, str | None] = {}
    for s in know.opponents:
        suit, _ = collecting(know.taken[s])
        for c in know.taken[s]:
            taken_by[c] = suit
    field = set(know.field)
    discard = set(know.discard)
    out: Availability = {s: [] for s in SUITS}
    for c in DECK:
        if c in know.hand:
            continue
        if c in field:
            w = 1.0
        elif c in discard:
            w = 0.15
        elif c in taken_by:
            if not careful:
                w = 0.1
            elif c == JOKER or (taken_by[c] is not None and c[1] == taken_by[c]):
                w = 0.03
            else:
                w = 0.45
        else:
            w = 0.8
        entry = (c, POINTS[c], w)
        if c == JOKER:
            for suit in SUITS:
                out[suit].append(entry)
        else:
            out[c[1]].append(entry)
    for suit in SUITS:
        out[suit].sort(key=lambda e: -e[1])
    return out


def suit_value(hand: Sequence[str], suit: str, avail: Availability) -> float:
    """Return how promising ``hand`` is when aiming at five cards of ``suit``."""
    joker = JOKER in hand
    mine = [c for c in hand if c != JOKER and c[1] == suit]
    k = len(mine) + joker
    if k >= 5:
        return _COMPLETE + COMPLETE_POINT_W * (score_of(hand) - 30)
    need = 5 - k
    held = set(hand)
    total_w = 0.0
    top_pts = 0.0
    remaining = float(need)
    for card, pts, w in avail[suit]:
        if card in held:
            continue
        total_w += w
        if remaining > 0:
            part = min(w, remaining)
            top_pts += pts * part
            remaining -= part
    if total_w <= 0:
        return k * 2.0
    points = sum(POINTS[c] for c in mine) + (10.5 if joker else 0.0)
    final = points + top_pts + 4.0 * max(0.0, remaining)
    feasible = min(1.0, total_w / (need + 1.5))
    return _PROGRESS[k] * feasible + POINT_W * (final - 30) * feasible


def hand_value(hand: Sequence[str], avail: Availability) -> float:
    """Return the value of ``hand``: its best suit, plus a little for the second best."""
    values = sorted((suit_value(hand, s, avail) for s in SUITS), reverse=True)
    return values[0] + 0.12 * values[1]
