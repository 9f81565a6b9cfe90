"""What each card on the 51 table *is*, for the motion layer (docs/TABLES.md, "How a table
shows moves"): the identities and places that make a move's cards travel.

* Face-up cards go by their face: a swap with the field moves both cards (yours, and a CPU's
  card it took earlier, travel by face; so does the field card a CPU takes, to its seat).
* A CPU's face-down cards are ``fo-<seat>-<k>`` (the k-th back after its face-up ones).  A card
  a CPU gives the field from among them takes the identity of the back that is gone (a swap
  leaves one back fewer, swap all none), so it travels from that seat and turns over; at the
  reveal the hidden cards take the backs' identities in hand order and turn over in place.
* A CPU's face-up (taken) cards are ``fo-<seat>-<card>``, so they also move to their place in
  the revealed hand (the result panel shows the same faces again).
* Every card dealt or put in the field comes from the stock (``data-place="stock"``): a new
  round deals everything from there, and a flush's new field comes from there.
"""

from __future__ import annotations

from typing import Final

from tefuda.games.fifty_one import FiftyOneView
from tefuda.games.fifty_one.events import EventKind
from web.table import HUMAN

#: the stock's place: cards dealt to hands and the field come from it
STOCK: Final = "stock"
#: the moves after which an exchange is no longer the table's latest
_CHANGES: Final = frozenset({EventKind.SWAP, EventKind.SWAP_ALL, EventKind.FLUSH, EventKind.PASS})


def back_id(seat: int, k: int) -> str:
    """Return the identity of ``seat``'s ``k``-th face-down card.

    >>> back_id(3, 0)
    'fo-3-0'
    """
    return f"fo-{seat}-{k}"


def taken_id(seat: int, card: str) -> str:
    """Return the identity of a card ``seat`` holds face up (it took it from the field)."""
    return f"fo-{seat}-{card}"


def backs(view: FiftyOneView, seat: int) -> int:
    """Return how many of ``seat``'s cards lie face down (not taken from the field)."""
    player = view["players"][seat]
    return player["hand_count"] - len(player["taken"])


def field_gifts(view: FiftyOneView) -> dict[str, str]:
    """Return field card → identity, for the cards a CPU's latest exchange gave the field from
    its face-down cards (none were ever face up this round): each is the back that is gone."""
    events = view["events"]
    for i in range(len(events) - 1, -1, -1):
        event = events[i]
        if event["kind"] not in _CHANGES:
            continue
        seat = event["seat"]
        if event["kind"] not in (EventKind.SWAP, EventKind.SWAP_ALL) or seat is None or seat == HUMAN:
            return {}
        seen = {card for earlier in events[:i] for card in earlier["cards"]}
        hidden = [card for card in event["params"]["gave"] if card not in seen]
        left = backs(view, seat)
        return {card: back_id(seat, left + k) for k, card in enumerate(hidden)}
    return {}


def revealed_ids(view: FiftyOneView, seat: int, hand: list[str]) -> list[str]:
    """Return the identity of each card of ``seat``'s revealed ``hand``: its taken cards keep
    theirs, the others take the backs' in hand order."""
    taken = set(view["players"][seat]["taken"])
    out: list[str] = []
    k = 0
    for card in hand:
        if card in taken:
            out.append(taken_id(seat, card))
        else:
            out.append(back_id(seat, k))
            k += 1
    return out
