"""The rest of a Gin Rummy hand played out fast, on card masks, for the appraisal's sampled worlds.

A playout starts from a position whose every card is known (a sampled world: the opponent's
hand and the stock order drawn from a seat's view) and plays the hand to its end with one
quick policy for both seats.  It runs thousands of times per decision, so it keeps the hand as
bit masks (:mod:`tefuda.games.gin_rummy.melds`) instead of going through the engine's states
and events; the rules it follows are the engine's, read from the same places (the wall from
:data:`~tefuda.games.gin_rummy.moves.WALL`, the knock limit and the scoring of a knock from
:mod:`~tefuda.games.gin_rummy.melds`), and ``tests/engine/test_gin_appraise.py`` plays the
same hands through the engine and through here and finds the same ends.

The policy (both seats, deterministic, so a world fully decides a playout):

* take the upcard or the top discard when it goes into a meld and lowers the deadwood, or
  when it lowers the deadwood to a knock the policy would make at once;
* discard the card that leaves the least deadwood (the higher card among equals);
* knock with gin always; otherwise with at most 10 deadwood while the stock holds 20 cards or
  more, 7 down to 12 cards, 4 after that (the normal CPU's schedule), and with any knock the
  rules allow once the next discard would end the hand at the wall.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from tefuda.games.gin_rummy import melds as gm
from tefuda.games.gin_rummy.moves import WALL

from .knowledge import completers

#: the most deadwood the policy knocks with, by the cards left in the stock (at least)
KNOCK_SCHEDULE = ((20, 10), (12, 7), (0, 4))
UPCARD, DRAW, DISCARD = "upcard", "draw", "discard"
#: a move of a playout: a verb ("pass", "take", "draw", "discard", "knock") and its card's bit
Move = tuple[str, int | None]


def knock_limit(stock: int) -> int:
    """Return the most deadwood the playout policy knocks with when ``stock`` cards are left."""
    if stock <= WALL:
        return gm.KNOCK_LIMIT
    for at_least, limit in KNOCK_SCHEDULE:
        if stock >= at_least:
            return limit
    return 0


@dataclasses.dataclass(frozen=True)
class End:
    """How a playout ended: ``winner`` (a seat, None at the wall), its ``points`` and ``kind``
    ("gin", "knock", "undercut" or "wall")."""

    winner: int | None
    points: int
    kind: str

    def points_for(self, seat: int) -> int:
        """Return the points of the hand for ``seat``: won positive, lost negative."""
        if self.winner is None:
            return 0
        return self.points if self.winner == seat else -self.points


WALL_END = End(None, 0, "wall")


@dataclasses.dataclass
class Hand:
    """A hand in play with every card known, changed in place by :meth:`play`.

    ``hands`` are the two seats' masks; ``stock`` bit indexes with the top card *last* (so a
    draw is a pop); ``pile`` the discard pile, top last; ``turn`` the seat to act and
    ``phase`` what it does (``"upcard"``, ``"draw"``, ``"discard"``); ``passes`` the upcard
    passes so far; ``stock_only`` set when both passed the upcard; ``no_discard`` the card
    taken from the pile this turn (or None).
    """

    hands: list[int]
    stock: list[int]
    pile: list[int]
    turn: int
    phase: str
    passes: int = 0
    stock_only: bool = False
    no_discard: int | None = None
    #: the discard last weighed by :meth:`wants`: (the grown hand, the discard, its deadwood)
    _weighed: tuple[int, int, int] | None = dataclasses.field(default=None, repr=False)

    def copy(self) -> Hand:
        """Return an independent copy."""
        return Hand(list(self.hands), list(self.stock), list(self.pile), self.turn, self.phase,
                    self.passes, self.stock_only, self.no_discard)

    # ------------------------------------------------------------------ one move

    def pass_upcard(self) -> None:
        """The seat to act declines the upcard."""
        self.passes += 1
        self.turn = 1 - self.turn
        if self.passes == 2:
            self.phase = DRAW
            self.stock_only = True

    def take(self) -> None:
        """The seat to act takes the top of the pile (the upcard too)."""
        card = self.pile.pop()
        self.hands[self.turn] |= 1 << card
        self.no_discard = card
        self.phase = DISCARD
        self.stock_only = False

    def draw(self) -> None:
        """The seat to act draws the top of the stock."""
        self.hands[self.turn] |= 1 << self.stock.pop()
        self.no_discard = None
        self.phase = DISCARD
        self.stock_only = False

    def discard(self, card: int) -> End | None:
        """The seat to act discards ``card`` face up; returns the wall's end when it comes."""
        self.hands[self.turn] ^= 1 << card
        self.pile.append(card)
        self.no_discard = None
        self.phase = DRAW
        self.turn = 1 - self.turn
        return WALL_END if len(self.stock) <= WALL else None

    def knock(self, card: int) -> End:
        """The seat to act knocks (or goes gin) putting ``card`` face down: the hand's end."""
        seat = self.turn
        knocker = self.hands[seat] ^ (1 << card)
        outcome = gm.score_masks(knocker, self.hands[1 - seat])
        winner = seat if outcome.winner == "knocker" else 1 - seat
        return End(winner, outcome.points, outcome.kind)

    # ------------------------------------------------------------------ the policy

    def wants(self, card: int) -> bool:
        """Return True when the policy takes ``card`` from the pile into the hand to act: only
        a card that melds with two of the hand's is looked at closely."""
        hand = self.hands[self.turn]
        if not completers(hand) >> card & 1:
            return False
        grown = hand | (1 << card)
        best, after = gm.best_discard(grown, card)
        self._weighed = (grown, best, after)
        if after >= gm.min_deadwood(hand):
            return False
        if after <= knock_limit(len(self.stock)):
            return True
        # the card goes into a meld: without it the best ten cards would be worse
        return gm.min_deadwood(grown ^ (1 << best) ^ (1 << card)) + gm.VALUE[card] > after

    def choose_discard(self) -> tuple[int, int]:
        """Return the policy's discard for the hand to act and the deadwood it leaves."""
        hand = self.hands[self.turn]
        known = self._weighed
        if known is not None and known[0] == hand:
            return known[1], known[2]  # the take weighed it already (the card taken barred)
        return gm.best_discard(hand, self.no_discard)

    def policy_move(self) -> Move:
        """Return the policy's move for the seat to act: ``("pass", None)``, ``("take",
        None)``, ``("draw", None)``, ``("discard", card)`` or ``("knock", card)``."""
        if self.phase == UPCARD:
            return ("take", None) if self.wants(self.pile[-1]) else ("pass", None)
        if self.phase == DRAW:
            take = not self.stock_only and self.pile and self.wants(self.pile[-1])
            return ("take", None) if take else ("draw", None)
        card, left = self.choose_discard()
        if left == 0 or left <= knock_limit(len(self.stock)):
            return "knock", card
        return "discard", card

    def play(self, move: Move) -> End | None:
        """Play ``move`` for the seat to act; return the hand's end when it comes."""
        verb, card = move
        if verb == "pass":
            self.pass_upcard()
        elif verb == "take":
            self.take()
        elif verb == "draw":
            self.draw()
        elif card is not None:
            return self.knock(card) if verb == "knock" else self.discard(card)
        return None

    def finish(self) -> End:
        """Play the hand to its end with the policy for both seats; return how it ended."""
        while True:
            end = self.play(self.policy_move())
            if end is not None:
                return end


def stock_order(cards: Sequence[int]) -> list[int]:
    """Return a stock given top first as :class:`Hand` keeps it (top last)."""
    return list(reversed(cards))
