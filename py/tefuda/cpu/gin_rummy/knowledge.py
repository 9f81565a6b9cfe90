"""What a Gin Rummy seat can know from its view, for the CPU players and the hint.

Everything here is read from a view (``GAME.view(state, seat)``), never from a state: the own
hand, the discard pile, the cards the opponent took from the pile and still holds, and this
hand's events (the opponent's stock draws show no card).  Cards are handled as the bit masks of
:mod:`tefuda.games.gin_rummy.melds` (bit ``suit * 13 + rank``).

:class:`Knowledge` adds an estimate of the opponent's hand: each unseen card gets a weight that
rises when the opponent took a neighbour from the pile (same rank, or same suit one or two ranks
away) and falls when it discarded or declined one; the probability that the opponent holds a
card is its share of the opponent's unknown cards.  From it come the danger of a discard (the
chance that it lets the opponent meld) and sampled opponent hands for judging a knock.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterable, Mapping

from tefuda.core import EventView
from tefuda.games.gin_rummy import EventKind, GinView
from tefuda.games.gin_rummy import melds as gm

FULL = (1 << 52) - 1
_SUIT13 = (1 << 13) - 1

#: weight factors on the neighbours of a card the opponent took / discarded / declined,
#: as (same rank or one apart in the suit, two apart in the suit)
_TOOK = (2.2, 1.4)
_DISCARDED = (0.45, 0.75)
_DECLINED = (0.7, 0.9)


def bit(card: str) -> int:
    """Return the mask of one card."""
    return 1 << gm.INDEX[card]


def mask_of(cards: Iterable[str]) -> int:
    """Return the mask of some cards (given as valid gin card strings)."""
    mask = 0
    for card in cards:
        mask |= 1 << gm.INDEX[card]
    return mask


def bits(mask: int) -> list[int]:
    """Return the bit indexes set in ``mask``, lowest first."""
    out: list[int] = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def _by_suit(mask: int) -> tuple[int, int, int, int]:
    return (
        mask & _SUIT13,
        (mask >> 13) & _SUIT13,
        (mask >> 26) & _SUIT13,
        mask >> 39,
    )


def completers(mask: int) -> int:
    """Return the cards outside ``mask`` that would form a meld with two or more of its cards.

    That is the third card of a run (either end or the gap) or of a set, and so also every card
    that extends a meld already in ``mask``.
    """
    suits = _by_suit(mask)
    a, b, c, d = suits
    pairs = (a & b) | (a & c) | (a & d) | (b & c) | (b & d) | (c & d)
    out = 0
    for s, x in enumerate(suits):
        runs = ((x >> 1) & (x >> 2)) | ((x << 1) & (x >> 1)) | ((x << 1) & (x << 2))
        out |= ((runs | pairs) & _SUIT13 & ~x) << (13 * s)
    return out


def neighbours(i: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Return the close neighbours of card ``i`` (same rank, same suit one rank away) and the
    far ones (same suit two ranks away), as bit indexes."""
    return _NEAR[i], _FAR[i]


def _near(i: int) -> tuple[int, ...]:
    rank, suit = i % 13, i // 13
    out = [13 * s + rank for s in range(4) if s != suit]
    out += [13 * suit + r for r in (rank - 1, rank + 1) if 0 <= r < 13]
    return tuple(out)


def _far(i: int) -> tuple[int, ...]:
    rank, suit = i % 13, i // 13
    return tuple(13 * suit + r for r in (rank - 2, rank + 2) if 0 <= r < 13)


_NEAR = tuple(_near(i) for i in range(52))
_FAR = tuple(_far(i) for i in range(52))


def best_after_take(hand: int, card: int) -> tuple[int, int, bool]:
    """Return ``(deadwood, discard, in_meld)`` after taking bit ``card`` into ``hand``.

    ``discard`` is the bit index of the discard leaving the least deadwood (never the taken
    card; ties go to the higher card) and ``in_meld`` tells whether the taken card then sits in
    a meld of every least-deadwood arrangement.
    """
    grown = hand | (1 << card)
    options = gm.discard_deadwoods(grown)
    best = min((dw, -gm.VALUE[i], i) for i, dw in options.items() if i != card)
    dw, _, discard = best
    kept = grown ^ (1 << discard)
    in_meld = gm.min_deadwood(kept ^ (1 << card)) + gm.VALUE[card] > dw
    return dw, discard, in_meld


@dataclasses.dataclass
class Knowledge:
    """What one seat knows of the current hand, as masks, with the opponent model.

    ``hand``: own cards; ``pile``: the discard pile; ``opp_known``: cards the opponent took from
    the pile and still holds; ``unseen``: every card neither in the own hand, the pile nor
    ``opp_known`` (the stock and the opponent's hidden cards); ``opp_hidden``: how many of the
    opponent's cards are unknown; ``opp_took`` / ``opp_discarded`` / ``opp_declined``: the cards
    the opponent took from the pile (ever), threw, and passed over this hand; ``opp_draws``: its
    draws so far; ``weight`` maps each unseen bit index to its weight in the opponent model.
    """

    hand: int
    pile: int
    opp_known: int
    unseen: int
    opp_hidden: int
    opp_took: int
    opp_discarded: int
    opp_declined: int
    opp_draws: int
    stock: int
    top: int | None
    weight: dict[int, float]

    # ------------------------------------------------------------------ building

    @classmethod
    def from_view(cls, view: GinView) -> Knowledge:
        """Return the knowledge of the seat whose view this is."""
        me = view["seat"]
        hand = mask_of(view["hand"])
        pile = mask_of(view["discard_pile"])
        opp_known = mask_of(view["opponent_taken"])
        unseen = FULL & ~(hand | pile | opp_known)
        took = discarded = declined = 0
        draws = 0
        for event, top in _events_with_top(view["events"]):
            if event["seat"] == me:
                continue
            kind = event["kind"]
            if kind in (EventKind.TAKE, EventKind.TAKE_UPCARD):
                took |= mask_of(event["cards"])
                draws += 1
            elif kind == EventKind.DRAW:
                draws += 1
                if top is not None:
                    declined |= 1 << top
            elif kind == EventKind.PASS and top is not None:
                declined |= 1 << top
            elif kind == EventKind.DISCARD:
                discarded |= mask_of(event["cards"])
        hidden = max(0, view["opponent_count"] - opp_known.bit_count())
        top_card = view["top_discard"]
        know = cls(
            hand=hand,
            pile=pile,
            opp_known=opp_known,
            unseen=unseen,
            opp_hidden=hidden,
            opp_took=took,
            opp_discarded=discarded,
            opp_declined=declined,
            opp_draws=draws,
            stock=view["stock_count"],
            top=gm.INDEX[top_card] if top_card else None,
            weight={},
        )
        know.weight = know._weights()
        return know

    def _weights(self) -> dict[int, float]:
        weight = {i: 1.0 for i in bits(self.unseen)}
        for mask, (near, far) in (
            (self.opp_took | self.opp_known, _TOOK),
            (self.opp_discarded, _DISCARDED),
            (self.opp_declined & ~self.opp_took, _DECLINED),
        ):
            for i in bits(mask):
                for j in _NEAR[i]:
                    if j in weight:
                        weight[j] *= near
                for j in _FAR[i]:
                    if j in weight:
                        weight[j] *= far
        return weight

    # ------------------------------------------------------------------ the opponent model

    def holds(self) -> dict[int, float]:
        """Return the estimated probability that the opponent holds each card it may hold
        (1.0 for the cards it visibly took; cards absent from the dict are surely not held)."""
        total = sum(self.weight.values())
        probs: dict[int, float] = {}
        if total > 0 and self.opp_hidden:
            scale = self.opp_hidden / total
            for i, w in self.weight.items():
                probs[i] = min(0.95, w * scale)
        for i in bits(self.opp_known):
            probs[i] = 1.0
        return probs

    def danger(self, card: int, probs: Mapping[int, float]) -> float:
        """Return the estimated chance that giving the opponent bit ``card`` lets it meld,
        with a little extra for the chance that it pairs with an opponent card."""
        rank, suit = card % 13, card // 13

        def p(r: int, s: int) -> float:
            if not 0 <= r < 13:
                return 0.0
            return probs.get(13 * s + r, 0.0)

        miss = 1.0
        for r1, r2 in ((rank - 2, rank - 1), (rank - 1, rank + 1), (rank + 1, rank + 2)):
            miss *= 1.0 - p(r1, suit) * p(r2, suit)
        others = [p(rank, s) for s in range(4) if s != suit]
        for x in range(3):
            for y in range(x + 1, 3):
                miss *= 1.0 - others[x] * others[y]
        pair = 1.0
        for j in _NEAR[card]:
            pair *= 1.0 - probs.get(j, 0.0)
        return min(1.0, 1.0 - miss + 0.15 * (1.0 - pair))

    def sample_opponent(self, rng: random.Random, extra: int = 0) -> int:
        """Return one opponent hand consistent with the view, drawn with the model's weights.

        ``extra`` more unseen cards are drawn and then the worst ones thrown (each time the card
        whose loss leaves the least deadwood), imitating an opponent who has been improving its
        hand by drawing and discarding.
        """
        need = self.opp_hidden + extra
        keyed = sorted(
            ((rng.random() ** (1.0 / w), i) for i, w in self.weight.items() if w > 0),
            reverse=True,
        )
        hand = self.opp_known
        for _, i in keyed[:need]:
            hand |= 1 << i
        for _ in range(min(extra, len(keyed) - self.opp_hidden)):
            options = gm.discard_deadwoods(hand)
            throw = min(
                (dw, -gm.VALUE[i], i) for i, dw in options.items() if not self.opp_known >> i & 1
            )[2]
            hand ^= 1 << throw
        return hand


def _events_with_top(events: Iterable[EventView]) -> list[tuple[EventView, int | None]]:
    """Return each event of the hand with the top card of the discard pile just before it.

    The hand's first event is its deal, which turns the upcard; takes and discards follow.
    """
    pile: list[str] = []
    out: list[tuple[EventView, int | None]] = []
    for event in events:
        out.append((event, gm.INDEX[pile[-1]] if pile else None))
        kind = event["kind"]
        if kind == EventKind.DEAL:
            pile = list(event["cards"])
        elif kind in (EventKind.TAKE, EventKind.TAKE_UPCARD) and pile:
            pile.pop()
        elif kind == EventKind.DISCARD:
            pile.extend(event["cards"])
    return out
