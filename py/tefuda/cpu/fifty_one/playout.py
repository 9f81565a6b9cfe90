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
from tefuda.games.fifty_one.scoring import TOP_SCORE, rank_round, round_bonus, score_of

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


def aim(hand: Sequence[str]) -> tuple[int, int, str]:
    """Return (cards for the suit, their points, the suit) of the suit ``hand`` holds most of
    (the joker counts for every suit; more points break ties, then the order of SUITS)."""
    sums = [0, 0, 0, 0]
    joker = 0
    for c in hand:
        if c == JOKER:
            joker = _WEIGHT[c]
        else:
            sums[_INDEX[c]] += _WEIGHT[c]
    top = max(sums)
    total = top + joker
    return total >> 6, total & 63, SUITS[sums.index(top)]


class Round:
    """One round in play with every card placed (see the module's docstring)."""

    def __init__(self, hands: list[list[str]], field: list[str], stock: list[str],
                 discard: list[str], played: list[bool], turn: int, rng: random.Random,
                 *, after_end: str, caller_tie: str, bonus: bool, first_turn: str,
                 flushed: bool = False, ender: int | None = None, kind: str | None = None,
                 queue: Sequence[int] = ()) -> None:
        self.hands = hands
        self.field = field
        self.stock = stock  # the next card last
        self.discard = discard
        self.played = played
        self.turn = turn
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

    def swap_all(self, seat: int) -> None:
        """Swap ``seat``'s hand for the field."""
        self.hands[seat], self.field = self.field, self.hands[seat]

    def flush(self) -> None:
        """Flush the field and deal five new cards (the discard pile reshuffled as needed)."""
        self.discard.extend(self.field)
        new = []
        for _ in range(5):
            if not self.stock:
                self.stock = self.discard
                self.discard = []
                self.rng.shuffle(self.stock)
            new.append(self.stock.pop())
        self.field = new
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
        bonus = (round_bonus(ranking, self.ender, self.kind, len(scores)) if self.bonus
                 else (0,) * len(scores))
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
        hand, field = self.hands[seat], self.field
        first = not self.played[seat]  # no pass on a first turn, whatever the preset
        one = first and self.restricted  # and only a swap of one card under the standard rule
        move = self.improvement(hand, field, swap_all=not one)
        if move is not None:
            self.exchange(seat, move)
            return
        if one or self.flushed:
            self.exchange(seat, self.best_swap(seat, by_score=False, swap_all=not one))
            return
        if aim(hand)[0] <= FLUSH_BELOW or first:
            self.flush()
            move = self.improvement(self.hands[seat], self.field)
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

    def improvement(self, hand: list[str], field: list[str], swap_all: bool = True
                    ) -> Exchange | None:
        """Return the exchange that brings ``hand`` nearer five of a suit (a swap, or swap
        all where ``swap_all`` allows it), or None when none does."""
        count, points, suit = aim(hand)
        fits = [f for f in field if SUIT_OF[f] == suit or f == JOKER]
        swap: Exchange | None = None
        gain = (count, points)
        if fits:
            take = max(fits, key=POINTS.__getitem__)
            off = [c for c in hand if SUIT_OF[c] != suit and c != JOKER]
            if off:
                give = min(off, key=lambda c: (sum(1 for h in hand if SUIT_OF[h] == SUIT_OF[c]),
                                               POINTS[c]))
                swap, gain = (give, take), (count + 1, points + POINTS[take])
            else:
                low = min(hand, key=POINTS.__getitem__)
                better = score_of([take if c == low else c for c in hand])
                if better > score_of(hand):
                    swap, gain = (low, take), (count, better)
        whole = aim(field)
        if swap_all and whole[:2] > gain and whole[0] > count:
            return ALL
        return swap

    def best_swap(self, seat: int, by_score: bool, swap_all: bool = True) -> Exchange:
        """Return the best exchange of ``seat``'s hand (a swap, or swap all where ``swap_all``
        allows it): by the score it leaves (a hand without the joker above an equal one) when
        ``by_score``, else by how near five of a suit it comes."""
        hand, field = self.hands[seat], self.field

        def key(cards: list[str]) -> tuple[int, int]:
            if by_score:
                return score_of(cards), JOKER not in cards
            count, points, _ = aim(cards)
            return count, points

        best: tuple[tuple[int, int], Exchange] = ((-1, 0), ALL)
        if swap_all:
            best = (key(field), ALL)
        for give in hand:
            for take in field:
                value = key([take if c == give else c for c in hand])
                if value > best[0]:
                    best = (value, (give, take))
        return best[1]

    def extra_turn(self, seat: int) -> None:
        """A one more turn: the exchange that leaves the best score, or a flush and then one
        when nothing scores (a pass when nothing beats the hand as it is)."""
        hand = self.hands[seat]
        now = (score_of(hand), JOKER not in hand)
        move = self.best_swap(seat, by_score=True)
        after = self._score_after(seat, move)
        if after > now:
            self.exchange(seat, move)
        elif not self.flushed and now[0] == 0:
            self.flush()
            self.exchange(seat, self.best_swap(seat, by_score=True))
        else:
            self.end_turn()

    def _score_after(self, seat: int, move: Exchange) -> tuple[int, bool]:
        hand = self.hands[seat]
        cards = list(self.field) if move == ALL else [move[1] if c == move[0] else c
                                                         for c in hand]
        return score_of(cards), JOKER not in cards
