"""500's easy CPU: plausible and beatable (issue #12).

* bidding: it bids its longest suit on raw card count (ties go to the higher suit): four cards
  are worth a 6-bid, each more card one trick more, at the cheapest level that is still legal;
  with fewer than four, or when that suit can no longer be bid low enough, it passes.  It never
  bids no trumps or misère;
* the kitty: it lays away its lowest cards (non-trumps before trumps, low ranks first);
* play: it plays its highest card when that card would win the trick as it stands (leading, it
  leads its highest card), its lowest otherwise; a joker led in no trumps names the first suit
  it may.
"""

from __future__ import annotations

from collections.abc import Sequence

from tefuda.cards import JOKER
from tefuda.games.five_hundred import (
    NO_TRUMPS,
    SUITS,
    FiveHundredView,
    effective_suit,
    trick_power,
    trick_winner,
)
from tefuda.games.five_hundred.actions import GRAMMAR, Bid, Discard, Pass, Play
from tefuda.games.five_hundred.cards import is_trump, rank_power

#: the suit length worth a 6-bid; each card more is worth one trick more
SIX_BID_LENGTH = 4


def decide(view: FiveHundredView, legal: list[str]) -> str:
    """Return the easy CPU's action for ``view``, one of ``legal`` (two or more actions)."""
    phase = view["phase"]
    if phase == "bid":
        return _bid(view["hand"], legal)
    if phase == "kitty":
        return _discard(view["hand"], view["trump"] or NO_TRUMPS, legal)
    if phase == "play":
        return _play(view, legal)
    return legal[0]


def _bid(hand: Sequence[str], legal: list[str]) -> str:
    """Bid the longest suit by raw count at the cheapest legal level it is worth, or pass."""
    counts = {s: sum(1 for c in hand if c != JOKER and c[1] == s) for s in SUITS}
    # the longest suit; between equals the higher-ranking one (SUITS runs low to high)
    suit = max(SUITS, key=lambda s: (counts[s], SUITS.index(s)))
    worth = min(10, 6 + counts[suit] - SIX_BID_LENGTH)
    for tricks in range(6, worth + 1):
        text = str(Bid(f"{tricks}{suit}"))
        if text in legal:
            return text
    return str(Pass())


def _lowness(card: str, trump: str) -> tuple[bool, int]:
    """Return a key that puts the lowest card first: non-trumps before trumps, low ranks first."""
    return (is_trump(card, trump), rank_power(card, trump))


def _discard(hand: Sequence[str], trump: str, legal: list[str]) -> str:
    """Lay away the lowest card of the hand."""
    options = [a for a in GRAMMAR.parse_all(legal) if isinstance(a, Discard)]
    return str(min(options, key=lambda a: _lowness(a.card, trump)))


def _play(view: FiveHundredView, legal: list[str]) -> str:
    """Play the highest card that would win the trick as it stands, else the lowest card."""
    trump = view["trump"] or NO_TRUMPS
    trick = view["trick"]
    assert trick is not None
    so_far = [entry["card"] for entry in trick["cards"]]
    named = trick["named_suit"]

    def strength(play: Play) -> tuple[int, int]:
        led = trick["led_suit"] if so_far else effective_suit(play.card, trump)
        return (trick_power(play.card, trump, led), rank_power(play.card, trump))

    plays = [a for a in GRAMMAR.parse_all(legal) if isinstance(a, Play)]
    if not so_far:
        return str(max(plays, key=strength))
    winners = [p for p in plays if trick_winner([*so_far, p.card], trump, named) == len(so_far)]
    if winners:
        return str(max(winners, key=strength))
    return str(min(plays, key=lambda p: (strength(p), _lowness(p.card, trump))))
