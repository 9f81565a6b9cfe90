"""Deals of the unseen cards consistent with everything public, for the hard CPU's searches.

Every unseen card goes to a seat that may hold it (:meth:`Knowledge.may_hold`: not in a suit
the seat showed void in, not the joker for a seat shown without it) or to the centre (the
kitty while bidding, the discards of another contractor), each place getting exactly the
number of cards it lacks.  What the bids imply is weighed after: of a few deals, the one
whose bidders' hands best support their bids (by the normal CPU's count) is kept.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence

from tefuda.cards import JOKER
from tefuda.games.five_hundred import NO_TRUMPS, bid_tricks, bid_trump, is_misere

from .bidding import estimate, estimates, features, partner_state
from .evaluate import misere_after_kitty
from .facts import facts
from .knowledge import Knowledge, TrickSeen, shown_voids
from .policy import choose_play
from .world import World

#: index of the centre among the places a card may go
CENTRE = 4
#: deals drawn per sample; the one fitting the calls best is kept
TRIES = 3
#: a bid the model makes less likely than this is doubted, by how much less
BID_BELIEVED = 0.35
#: a pass with a trump the model makes this likely at six is doubted
PASS_BELIEVED = 0.85
#: a deal is checked against the plays of the last this many tricks: each play another seat
#: made that the rule-based policy would not have made with its cards counts against the deal
INFER_TRICKS = 2
#: what one such play counts for, against a deal's doubt
MISPLAY = 0.5
#: how much more likely a bidder is dealt one of its trumps (no trumps: an honour; misère: a
#: high card, less likely)
TRUMP_PULL = 3.0
HONOUR_PULL = 2.0
MISERE_PULL = 0.4


@dataclasses.dataclass(frozen=True)
class _Replay:
    """The last tricks of the hand and what was public before them (see
    :meth:`Sampler._misplays`)."""

    tricks: tuple[TrickSeen, ...]
    played: frozenset[str]
    voids: tuple[frozenset[str], ...]
    no_joker: frozenset[int]
    taken: tuple[int, ...]
    led: tuple[str, ...]
    done: int


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
        self.bids: list[tuple[int, str, int]] = []
        self.passed: list[int] = []
        for seat in range(4):
            if seat == know.seat:
                continue
            bids = [(i, b) for i, (who, b) in enumerate(know.calls) if who == seat and b]
            if bids:
                self.bids.append((seat, bids[-1][1], bids[-1][0]))
            elif any(who == seat for who, _ in know.calls):
                self.passed.append(seat)
        self.weight = {card: self._weights(card) for card in self.cards}
        #: the order cards are dealt in, but for chance: the most constrained first, then
        #: those a bidder draws most
        self.urgency = {card: (len(self.allowed[card]), -max(self.weight[card]))
                        for card in self.cards}
        self.replay = self._replay_start() if know.phase == "play" else None

    def _replay_start(self) -> _Replay | None:
        """Return what is public at the start of the last :data:`INFER_TRICKS` tricks, and
        those tricks, to replay them on a deal (None before the first card is played)."""
        know = self.know
        tricks = list(know.tricks)
        if know.current is not None and know.current.plays:
            tricks.append(know.current)
        recent = tuple(tricks[-INFER_TRICKS:])
        if not recent:
            return None
        earlier = tuple(tricks[: len(tricks) - len(recent)])
        voids, no_joker = shown_voids(earlier, None, know.cards, know.misere)
        taken = [0, 0, 0, 0]
        led: list[str] = []
        for trick in earlier:
            assert trick.winner is not None
            taken[trick.winner] += 1
            if trick.led is not None and trick.led not in led:
                led.append(trick.led)
        played = frozenset(c for trick in earlier for c in trick.cards)
        return _Replay(recent, played, voids, no_joker, tuple(taken), tuple(led), len(earlier))

    def _misplays(self, places: Sequence[Sequence[str]], doubt: float, bound: float) -> float:
        """Return ``doubt`` plus :data:`MISPLAY` for each play of the other seats in the last
        tricks that the rule-based policy would not have made with the cards the deal gives
        them; once that reaches ``bound`` (the best deal's so far), what it is then: the deal
        is not kept."""
        replay = self.replay
        assert replay is not None
        know = self.know
        assert know.contractor is not None
        hands = [list(know.hand) if s == know.seat else [*know.known[s], *places[s]]
                 for s in range(4)]
        for trick in replay.tricks:
            for seat, card in trick.plays:
                hands[seat].append(card)
        discards = know.discards if know.contractor == know.seat else places[CENTRE]
        world = World(know.cards.trump, know.misere, know.contractor, hands,
                      replay.tricks[0].leader, done=replay.done, taken=replay.taken,
                      suits_led=replay.led, played=replay.played, voids=replay.voids,
                      no_joker=replay.no_joker, bid_suits=know.bid_suits(),
                      exposed=know.exposed, discards=discards)
        count = 0
        for trick in replay.tricks:
            for i, (seat, card) in enumerate(trick.plays):
                if seat != know.seat:
                    legal = world.legal(seat)
                    if len(legal) > 1 and choose_play(world.seen(seat), legal)[0] != card:
                        count += 1
                        if doubt + MISPLAY * count >= bound:
                            return doubt + MISPLAY * count
                world.play(card, trick.named if i == 0 else None)
        return doubt + MISPLAY * count

    def _weights(self, card: str) -> list[float]:
        """Return how strongly each place draws ``card`` when dealing: a bidder draws the
        trumps of its bid (no trumps: the joker and the aces and kings), a misère bidder is
        given fewer high cards; the deals are then weighed by :meth:`_doubt`."""
        weights = [1.0] * 5
        for seat, bid, _ in self.bids:
            if is_misere(bid):
                if card == JOKER or card[0] in "AKQJ":
                    weights[seat] *= MISERE_PULL
                continue
            trump = bid_trump(bid)
            if trump == NO_TRUMPS:
                if card == JOKER or card[0] in "AK":
                    weights[seat] *= HONOUR_PULL
            elif facts(trump).is_trump[card]:
                weights[seat] *= TRUMP_PULL
        return weights

    def _deal_once(self, rng: random.Random) -> list[list[str]] | None:
        left = list(self.capacity)
        places: list[list[str]] = [[] for _ in range(5)]
        # most constrained cards first, then those a bidder draws, in random order among equals
        urgency = self.urgency
        order = sorted(self.order, key=lambda c: (urgency[c], rng.random()))
        for card in order:
            options = [p for p in self.allowed[card] if left[p] > 0]
            if not options:
                return None
            weight = self.weight[card]
            total = sum(left[p] * weight[p] for p in options)
            pick = rng.random() * total
            for place in options:
                pick -= left[place] * weight[place]
                if pick < 0:
                    break
            places[place].append(card)
            left[place] -= 1
        return places

    def _doubt(self, places: Sequence[Sequence[str]], bound: float) -> float:
        """Return how badly the deal's callers' hands fit their calls (0: they fit); once that
        reaches ``bound`` (the best deal's so far), what it is then: the deal is not kept."""
        doubt = 0.0
        calls = self.know.calls
        for seat, bid, at in self.bids:
            hand = self._bidding_hand(seat, places)
            if is_misere(bid):
                doubt += misere_after_kitty(hand, strict=bid != "MISERE")
                continue
            trump = bid_trump(bid)
            feats = features(hand, trump)
            if feats is None:
                doubt += 1.0
                continue
            before = calls[:at]
            e = estimate(feats, trump, partner_state(before, seat, trump), False)
            doubt += 4 * max(0.0, BID_BELIEVED - e.chance(bid_tricks(bid) or 6))
            if doubt >= bound:
                return doubt
        for seat in self.passed:
            hand = self._bidding_hand(seat, places)
            first = next(i for i, (who, _) in enumerate(calls) if who == seat)
            best = max(e.chance(6) for e in estimates(hand, seat, calls[:first]).values())
            doubt += 4 * max(0.0, best - PASS_BELIEVED)
            if doubt >= bound:
                return doubt
        return doubt

    def _bidding_hand(self, seat: int, places: Sequence[Sequence[str]]) -> list[str]:
        """Return the ten cards ``seat`` held in the bidding, as far as the deal says (for the
        contractor, the cards it holds or played; its discards are not known)."""
        return [*places[seat], *self.know.known[seat], *self.played[seat]]

    def deal(self, rng: random.Random, tries: int = TRIES) -> list[list[str]]:
        """Return a deal: the current hand of each seat (this seat's and known hands
        included) and, last, the centre's unseen cards; of ``tries`` deals, the one whose
        callers fit their calls best."""
        best: list[list[str]] | None = None
        best_doubt = float("inf")
        for _ in range(tries):
            places = None
            for _attempt in range(20):
                places = self._deal_once(rng)
                if places is not None:
                    break
            if places is None:
                places = self._deal_loose(rng)
            # each part of the doubt is counted only while the deal may still be the best
            doubt = self._doubt(places, best_doubt) if self.bids or self.passed else 0.0
            if self.replay is not None and doubt < best_doubt:
                doubt = self._misplays(places, doubt, best_doubt)
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
