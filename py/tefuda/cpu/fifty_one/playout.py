"""51 CPU: a round played out quickly on a world where every card is placed, for the appraisal.

A :class:`Round` holds every hand, the field, the stock in order and the discard pile as plain
lists, and the turn flow of the rules (the first turn's swap one, the swap after a flush, the
stop at 51, the call question, the one more turn each after a stop or call under that preset).
Every seat plays a quick greedy policy (:meth:`Round.turn`): it aims at the suit it holds most
of, takes the best field card for it, swaps all when the field holds more of a suit, flushes a
field that offers nothing while it is far from five, and calls at :data:`CALL_AT` or above.
The reveal ranks the hands with the engine's own :func:`~tefuda.games.fifty_one.scoring.rank_round`
and :func:`~tefuda.games.fifty_one.scoring.round_bonus`.

A round that has not ended after :data:`HORIZON` turns a seat is cut short and judged by the
hands as they are (the best one-suit hand first, equal ones sharing the place): the playouts
must stay fast, and a round that drags on is decided by the hands that are then held.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tefuda.cards import JOKER
from tefuda.games.fifty_one.scoring import TOP_SCORE, one_suit, rank_round, round_bonus, score_of

from .knowledge import POINTS, SUITS

#: a one-suit hand worth this much or more calls in a playout (a hard CPU's usual call)
CALL_AT = 40
#: after this many turns a seat, a one-suit hand worth this much or more calls
LATE_CALL_AT = 30
LATE_TURNS = 3
#: turns a seat before a playout is cut short
HORIZON = 6
#: a seat holding this many cards of its suit or fewer flushes a field that offers nothing
FLUSH_BELOW = 3

#: an exchange: a swap (the hand card given, the field card taken), or :data:`ALL`
Exchange = tuple[str, str]
#: swap all
ALL: Exchange = ("*", "*")


def _suit_of(card: str) -> str | None:
    return None if card == JOKER else card[1]


SUIT_OF = {c: _suit_of(c) for c in POINTS}
#: per card (the joker aside): its suit's index in SUITS, and 64 + its points (a suit's sum of
#: these holds its count above 64 and its points below: at most 51 points in five cards)
_INDEX = {c: SUITS.index(c[1]) for c in POINTS if c != JOKER}
_WEIGHT = {c: 64 + POINTS[c] for c in POINTS}
#: per card, its place among a hand's weights (:func:`_weights`): its suit's, the joker 4 (the
#: deck holds one)
_SLOT = {c: _INDEX.get(c, 4) for c in POINTS}


def aim(hand: Sequence[str]) -> tuple[int, int, str]:
    """Return (cards for the suit, their points, the suit) of the suit ``hand`` holds most of
    (the joker counts for every suit; more points break ties, then the order of SUITS)."""
    total, suit = _top(_weights(hand))
    return total >> 6, total & 63, SUITS[suit]


def _weights(cards: Sequence[str]) -> list[int]:
    """Return the sum of :data:`_WEIGHT` over ``cards`` of each suit (SUITS' order), then
    the joker's weight (0 without it): kept up to date swap by swap in a :class:`Round`."""
    sums = [0, 0, 0, 0, 0]
    for c in cards:
        sums[_SLOT[c]] += _WEIGHT[c]
    return sums


def _top(sums: list[int]) -> tuple[int, int]:
    """Return :func:`aim` of the cards of weights ``sums``, its count and points as one
    number, ``count << 6 | points`` (its order is theirs: a suit's points in five cards stay
    below 64), and the index of its suit in SUITS."""
    top, second, third, fourth, joker = sums
    # the largest of the four suits (comparisons: a call of max takes twice as long)
    if second > top:
        top = second
    if third > top:
        top = third
    if fourth > top:
        top = fourth
    return top + joker, sums.index(top)


class Round:
    """One round in play with every card placed (see the module's docstring)."""

    def __init__(self, hands: list[list[str]], field: list[str], stock: list[str],
                 discard: list[str], played: list[bool], turn: int, rng: random.Random | int,
                 *, after_end: str, caller_tie: str, bonus: bool, first_turn: str,
                 flushed: bool = False, ender: int | None = None, kind: str | None = None,
                 queue: Sequence[int] = ()) -> None:
        self.hands = hands
        self.field = field
        #: each hand's weights and the field's (:func:`_weights`)
        self.weights = [_weights(h) for h in hands]
        self.field_weights = _weights(field)
        self.stock = stock  # the next card last
        self.discard = discard
        self.played = played
        self.turn = turn
        #: the generator of reshuffles, or its seed until the first (most playouts have none)
        self.rng = rng
        self.after_end = after_end
        self.caller_tie = caller_tie
        self.bonus = bonus
        self.restricted = first_turn == "swap-one"  # swap one only on a first turn
        self.flushed = flushed
        self.ender = ender
        self.kind = kind
        self.queue = list(queue)
        self.turns = [0] * len(hands)
        self.over = False
        self.ranks: tuple[int, ...] = ()
        self.points: tuple[int, ...] = ()

    # ---------------------------------------------------------------- the moves

    def swap(self, seat: int, give: str, take: str) -> None:
        """Swap ``give`` from ``seat``'s hand for ``take`` from the field (no check)."""
        hand, field = self.hands[seat], self.field
        hand[hand.index(give)] = take
        field[field.index(take)] = give
        mine, its = self.weights[seat], self.field_weights
        i, w = _SLOT[give], _WEIGHT[give]
        mine[i] -= w
        its[i] += w
        i, w = _SLOT[take], _WEIGHT[take]
        mine[i] += w
        its[i] -= w

    def swap_all(self, seat: int) -> None:
        """Swap ``seat``'s hand for the field."""
        self.hands[seat], self.field = self.field, self.hands[seat]
        self.weights[seat], self.field_weights = self.field_weights, self.weights[seat]

    def flush(self) -> None:
        """Flush the field and deal five new cards (the discard pile reshuffled as needed)."""
        self.discard.extend(self.field)
        new = []
        for _ in range(5):
            if not self.stock:
                self.stock = self.discard
                self.discard = []
                if isinstance(self.rng, int):
                    self.rng = random.Random(self.rng)
                self.rng.shuffle(self.stock)
            new.append(self.stock.pop())
        self.field = new
        self.field_weights = _weights(new)
        self.flushed = True

    def after_exchange(self, seat: int, call: bool | None = None) -> None:
        """Go on after ``seat``'s swap: stop at 51, the call question (answered ``call``, or
        by the playout's policy when None), or the end of the turn."""
        if self.ender is not None:
            self.end_turn()
            return
        score = score_of(self.hands[seat])
        if score == TOP_SCORE:
            self.declare(seat, "stop")
        elif score > 0 and (self.wants_call(seat, score) if call is None else call):
            self.declare(seat, "call")
        else:
            self.end_turn()

    def wants_call(self, seat: int, score: int) -> bool:
        """Return True when the playout's policy calls with ``score``."""
        return score >= CALL_AT or (score >= LATE_CALL_AT and self.turns[seat] >= LATE_TURNS)

    def declare(self, seat: int, kind: str) -> None:
        """``seat`` stops or calls: the reveal, or one more turn for each other seat."""
        self.played[seat] = True
        self.ender, self.kind, self.flushed = seat, kind, False
        if self.after_end == "reveal":
            self.reveal()
            return
        n = len(self.hands)
        self.queue = [(seat + i) % n for i in range(1, n)]
        self.turn = self.queue[0]

    def end_turn(self) -> None:
        """Pass the turn on (to the next seat owed a one more turn, or the reveal)."""
        self.flushed = False
        if self.ender is not None:
            self.queue = self.queue[1:]
            if not self.queue:
                self.reveal()
            else:
                self.turn = self.queue[0]
            return
        self.played[self.turn] = True
        self.turns[self.turn] += 1
        self.turn = (self.turn + 1) % len(self.hands)

    def reveal(self) -> None:
        """Rank the round with the engine's rules and keep each seat's points."""
        assert self.ender is not None and self.kind is not None
        scores = [score_of(h) for h in self.hands]
        jokers = [JOKER in h for h in self.hands]
        ranking = rank_round(scores, jokers, self.ender, self.kind,
                             stop_as_call=self.after_end == "one-more-turn",
                             caller_tie=self.caller_tie)
        if not self.bonus:
            self.finish(ranking.ranks, ranking.points)
            return
        bonus = round_bonus(ranking, self.ender, self.kind, len(scores))
        self.finish(ranking.ranks, tuple(p + b for p, b in zip(ranking.points, bonus, strict=True)))

    def cut_short(self) -> None:
        """Judge a round that has gone on too long by the hands held: higher one-suit hands
        first, a hand without the joker above an equal one with it, equals sharing."""
        keys = [(score_of(h), JOKER not in h) for h in self.hands]
        ranks = tuple(1 + sum(1 for o in keys if o > k) for k in keys)
        scores = tuple(k[0] for k in keys)
        bonus = tuple(5 if r == 1 and self.bonus else 0 for r in ranks)
        self.finish(ranks, tuple(s + b for s, b in zip(scores, bonus, strict=True)))

    def finish(self, ranks: tuple[int, ...], points: tuple[int, ...]) -> None:
        self.over = True
        self.ranks, self.points = ranks, points

    # ---------------------------------------------------------------- the policy

    def play_out(self) -> None:
        """Play every turn with the policy until the round is over (or cut short)."""
        limit = HORIZON * len(self.hands)
        done = 0
        while not self.over:
            if done >= limit:
                self.cut_short()
                return
            self.turn_of(self.turn)
            done += 1

    def turn_of(self, seat: int) -> None:
        """Play ``seat``'s turn with the policy (a one more turn when the round has an ender)."""
        if self.ender is not None:
            self.extra_turn(seat)
            return
        first = not self.played[seat]  # no pass on a first turn, whatever the preset
        one = first and self.restricted  # and only a swap of one card under the standard rule
        move = self.improvement(seat, swap_all=not one)
        if move is not None:
            self.exchange(seat, move)
            return
        if one or self.flushed:
            self.exchange(seat, self.best_swap(seat, by_score=False, swap_all=not one))
            return
        if _top(self.weights[seat])[0] >> 6 <= FLUSH_BELOW or first:
            self.flush()
            move = self.improvement(seat)
            self.exchange(seat, move if move is not None else self.best_swap(seat, by_score=False))
            return
        self.end_turn()

    def exchange(self, seat: int, move: Exchange) -> None:
        """Make ``move`` (a swap, or swap all) and go on."""
        if move == ALL:
            self.swap_all(seat)
        else:
            self.swap(seat, *move)
        self.after_exchange(seat)

    def improvement(self, seat: int, swap_all: bool = True) -> Exchange | None:
        """Return the exchange that brings ``seat``'s hand nearer five of a suit (a swap, or
        swap all where ``swap_all`` allows it), or None when none does."""
        hand, field, sums = self.hands[seat], self.field, self.weights[seat]
        now, aimed = _top(sums)
        suit = SUITS[aimed]
        count = now >> 6
        gain = now  # what the exchange brings, as _top counts it
        swap: Exchange | None = None
        take, most = "", -1  # the best field card for the suit: the first of the most points
        for f in field:
            if (SUIT_OF[f] == suit or f == JOKER) and POINTS[f] > most:
                take, most = f, POINTS[f]
        if take:
            # the card to give: of the suit the hand holds fewest of, then the lowest (the
            # first such): its suit's count and its points as one number
            give, least = "", 1 << 30
            for c in hand:
                if c != JOKER and _INDEX[c] != aimed:
                    key = (sums[_INDEX[c]] >> 6 << 6) + POINTS[c]
                    if key < least:
                        give, least = c, key
            if give:
                swap, gain = (give, take), now + _WEIGHT[take]
            else:
                low = min(hand, key=POINTS.__getitem__)
                better = score_of([take if c == low else c for c in hand])
                if better > score_of(hand):
                    swap, gain = (low, take), (count << 6) + better
        if swap_all:
            whole = _top(self.field_weights)[0]
            if whole > gain and whole >> 6 > count:
                return ALL
        return swap

    def best_swap(self, seat: int, by_score: bool, swap_all: bool = True) -> Exchange:
        """Return the best exchange of ``seat``'s hand (a swap, or swap all where ``swap_all``
        allows it; the first best in the order of the hand, then of the field, swap all
        before every swap): by the score it leaves (a hand without the joker above an equal
        one) when ``by_score``, else by how near five of a suit it comes (:func:`aim`)."""
        hand, field = self.hands[seat], self.field
        if by_score:
            return _best_by_score(hand, field, swap_all)[1]
        return _nearest_five(hand, field, self.weights[seat], self.field_weights, swap_all)

    def extra_turn(self, seat: int) -> None:
        """A one more turn: the exchange that leaves the best score, or a flush and then one
        when nothing scores (a pass when nothing beats the hand as it is)."""
        hand = self.hands[seat]
        now = _worth(hand)
        after, move = _best_by_score(hand, self.field, True)
        if after > now:
            self.exchange(seat, move)
        elif not self.flushed and now < 2:  # the hand scores 0
            self.flush()
            self.exchange(seat, self.best_swap(seat, by_score=True))
        else:
            self.end_turn()


def _worth(cards: list[str]) -> int:
    """Return what ``cards`` are worth at the reveal as one number: twice their score, one
    more without the joker (a hand without it ranks above an equal one with it)."""
    return 2 * score_of(cards) + (JOKER not in cards)


def _best_by_score(hand: list[str], field: list[str], swap_all: bool) -> tuple[int, Exchange]:
    """Return :meth:`Round.best_swap` by the score it leaves, after what the hand it leaves
    is worth (:func:`_worth`; -2 for no exchange at all)."""
    best, move = -2, ALL
    if swap_all:
        best = _worth(field)
    # four cards of two suits stay of two suits whatever is taken, and four of one suit score
    # only with a card of their suit or the joker: every other swap scores 0.  The four kept
    # can be of one suit only when the hand is, or when the card given is the one card of a
    # second suit.
    held: dict[str | None, int] = {}
    for c in hand:
        held[SUIT_OF[c]] = held.get(SUIT_OF[c], 0) + 1
    has_joker = held.pop(None, 0) > 0
    suits = len(held)
    rest: list[str] = []
    for give in hand:
        joker = has_joker and give != JOKER  # kept
        suit = None
        if suits == 1 or (suits == 2 and give != JOKER and held[SUIT_OF[give]] == 1):
            rest = [c for c in hand if c != give]
            if one_suit(rest):
                suit = next((SUIT_OF[c] for c in rest if c != JOKER), None)
        if suit is None and best >= (0 if joker else 1):
            continue  # every swap of this card leaves 0, no more than the best so far
        for take in field:
            value = 0
            if suit is not None and (SUIT_OF[take] == suit or take == JOKER):
                value = 2 * score_of([*rest, take])
            if not (joker or take == JOKER):
                value += 1
            if value > best:
                best, move = value, (give, take)
    return best, move


def _nearest_five(hand: list[str], field: list[str], weights: list[int],
                  field_weights: list[int], swap_all: bool) -> Exchange:
    """Return :meth:`Round.best_swap` by how near five of a suit it comes, given the
    weights of ``hand`` and ``field`` (:func:`_weights`)."""
    # _top's number, its suit sums kept up to date swap by swap: a swap changes one suit's
    # sum, and the top of the sums is then the old top or that one
    best, move = -1, ALL
    if swap_all:
        best = _top(field_weights)[0]
    sums, joker = weights[:4], weights[4]
    for give in hand:
        if give == JOKER:
            rest, kept = sums, 0
        else:
            rest = sums.copy()
            rest[_INDEX[give]] -= _WEIGHT[give]
            kept = joker
        top = max(rest)
        for take in field:
            if take == JOKER:
                value = top + _WEIGHT[take]
            else:
                value = rest[_INDEX[take]] + _WEIGHT[take]
                value = (value if value > top else top) + kept
            if value > best:
                best, move = value, (give, take)
    return move
