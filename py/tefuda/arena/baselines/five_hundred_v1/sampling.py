"""FROZEN copy (see the package docstring): Deals of the unseen cards consistent with everything public, for the hard CPU's searches.

Every unseen card goes to a seat that may hold it (:meth:`Knowledge.may_hold`: not in a suit
the seat showed void in, not the joker for a seat shown without it) or to the centre (the
kitty while bidding, the discards of another contractor), each place getting exactly the
number of cards it lacks.  What the bids imply is weighed after: of a few deals, the one
whose bidders' hands best support their bids (by the normal CPU's count) is kept.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tefuda.games.five_hundred import NO_TRUMPS

from .bidding import KITTY_TRICKS, PARTNER_TRICKS
from .evaluate import misere_danger, no_trump_tricks, trump_tricks
from .knowledge import Knowledge, bid_strength

#: index of the centre among the places a card may go
CENTRE = 4
#: deals drawn per sample; the one fitting the bids best is kept
TRIES = 3
#: a bidder's counted tricks may fall this far short of its bid before the deal is doubted
BID_SLACK = 1.0
#: most dangerous cards a misère bidder is believed to hold
MISERE_SLACK = 2


class Sampler:
    """Deals for one decision: the places each unseen card may go, worked out once."""

    def __init__(self, know: Knowledge) -> None:
        self.know = know
        self.capacity = [*know.hidden, know.centre]
        self.capacity[know.seat] = 0
        self.cards = list(know.unseen)
        self.allowed: dict[str, list[int]] = {}
        for card in self.cards:
            places = [s for s in range(4) if self.capacity[s] and know.may_hold(s, card)]
            if know.centre:
                places.append(CENTRE)
            self.allowed[card] = places
        self.order = sorted(self.cards, key=lambda c: len(self.allowed[c]))
        self.played: list[list[str]] = [[] for _ in range(4)]
        for trick in (*know.tricks, *([know.current] if know.current else [])):
            for seat, card in trick.plays:
                self.played[seat].append(card)
        self.bids: list[tuple[int, str]] = []
        for seat in range(4):
            if seat == know.seat:
                continue
            bids = know.bids_of(seat)
            if bids:
                self.bids.append((seat, bids[-1]))

    def _deal_once(self, rng: random.Random) -> list[list[str]] | None:
        left = list(self.capacity)
        places: list[list[str]] = [[] for _ in range(5)]
        # most constrained cards first, in random order among equals
        order = sorted(self.order, key=lambda c: (len(self.allowed[c]), rng.random()))
        for card in order:
            options = [p for p in self.allowed[card] if left[p] > 0]
            if not options:
                return None
            total = sum(left[p] for p in options)
            pick = rng.random() * total
            for place in options:
                pick -= left[place]
                if pick < 0:
                    break
            places[place].append(card)
            left[place] -= 1
        return places

    def _doubt(self, places: Sequence[Sequence[str]]) -> float:
        """Return how far the deal's bidders fall short of their bids (0: they fit)."""
        doubt = 0.0
        for seat, bid in self.bids:
            hand = [*places[seat], *self.know.known[seat], *self.played[seat]]
            trump, tricks = bid_strength(bid)
            if tricks == 0:
                doubt += max(0, misere_danger(hand) - MISERE_SLACK)
                continue
            own = no_trump_tricks(hand) if trump == NO_TRUMPS else trump_tricks(hand, trump)
            counted = own + PARTNER_TRICKS + KITTY_TRICKS
            doubt += max(0.0, tricks - BID_SLACK - counted)
        return doubt

    def deal(self, rng: random.Random) -> list[list[str]]:
        """Return a deal: the current hand of each seat (this seat's and known hands
        included) and, last, the centre's unseen cards."""
        best: list[list[str]] | None = None
        best_doubt = float("inf")
        for _ in range(TRIES):
            places = None
            for _attempt in range(20):
                places = self._deal_once(rng)
                if places is not None:
                    break
            if places is None:
                places = self._deal_loose(rng)
            doubt = self._doubt(places) if self.bids else 0.0
            if doubt < best_doubt:
                best, best_doubt = places, doubt
            if doubt == 0.0:
                break
        assert best is not None
        know = self.know
        hands = [
            list(know.hand) if s == know.seat else [*know.known[s], *best[s]] for s in range(4)
        ]
        return [*hands, best[CENTRE]]

    def _deal_loose(self, rng: random.Random) -> list[list[str]]:
        """Deal ignoring the voids (a last resort that keeps the counts right)."""
        cards = list(self.cards)
        rng.shuffle(cards)
        places: list[list[str]] = [[] for _ in range(5)]
        at = 0
        for place, count in enumerate(self.capacity):
            places[place] = cards[at : at + count]
            at += count
        return places
