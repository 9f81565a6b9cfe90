"""How many tricks a hand of 500 is worth on its own, by the counting a good club player does:
trump length with the joker and the bowers, side aces and kings, ruffing values in short
suits; in no trumps the joker, the stoppers and long suits; and for misère how many of its
cards could be forced to win a trick.

These are estimates of the tricks the hand takes itself; the bidder adds what the partner and
the kitty bring (:mod:`.bidding`).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence
from typing import NamedTuple

from tefuda.cards import JOKER
from tefuda.games.five_hundred import NO_TRUMPS, SUITS

from .facts import facts

#: a trump with ``m`` higher trumps out wins this often, unprotected / protected by at least
#: ``m`` lower trumps of ours (m = 0: a sure winner)
_TRUMP_WIN = ((1.0, 1.0), (0.45, 0.8), (0.25, 0.6), (0.15, 0.45), (0.1, 0.35))
#: each trump beyond four wins once the others' trumps are drawn
_LONG_TRUMP = 0.35
#: side suit honours, by the honours held above them (A; K with A, K guarded, K bare; …)
_ACE = 0.95
_ACE_IN_LONG_SUIT = 0.7
_KING_WITH_ACE = 0.8
_KING_GUARDED = 0.45
_KING_BARE = 0.15
_QUEEN_WITH_TWO = 0.45
_QUEEN_WITH_ONE = 0.2
#: ruffing value of a void, a singleton and a doubleton side suit, per spare trump (beyond
#: the three that draw the others'), at most two spare trumps counted
_RUFF = (0.55, 0.35, 0.1)
_MAX_SPARE = 2


def _side_suit_tricks(cards: Sequence[str], nt: bool) -> float:
    """Return the tricks of one side suit's honours (``cards`` high to low, all of one suit)."""
    ranks = [c[0] for c in cards]
    n = len(ranks)
    value = 0.0
    has_ace = "A" in ranks
    has_king = "K" in ranks
    if has_ace:
        value += _ACE if (nt or n < 6) else _ACE_IN_LONG_SUIT
    if has_king:
        if has_ace:
            value += _KING_WITH_ACE
        elif n >= 2:
            value += _KING_GUARDED
        else:
            value += _KING_BARE
    if "Q" in ranks:
        above = has_ace + has_king
        if above == 2:
            value += _QUEEN_WITH_TWO
        elif above == 1 and n >= 3:
            value += _QUEEN_WITH_ONE
    if nt and (has_ace or has_king) and n > 4:
        value += 0.6 * (n - 4)  # long cards run once the suit is cleared
    return value


class SuitCount(NamedTuple):
    """A hand's count in one trump suit: ``trumps`` the tricks its trumps take by rank and
    length (counted from the top, allowing for the gaps), ``ruffs`` those its spare trumps take
    by ruffing short side suits, ``side`` those of its side aces, kings and queens, ``length``
    its number of trumps (the joker and both bowers among them)."""

    trumps: float
    ruffs: float
    side: float
    length: int

    @property
    def tricks(self) -> float:
        """Return the tricks counted: a trump takes one trick at most, by rank, length or
        ruffing."""
        return min(float(self.length), self.trumps + self.ruffs) + self.side


def suit_count(hand: Iterable[str], trump: str) -> SuitCount:
    """Return the :class:`SuitCount` of ``hand`` with ``trump`` (``S C D H``) as trumps.

    >>> suit_count(["JK", "JH", "JD", "AH", "KH", "QH", "TH", "5S", "6S", "7S"], "H").length
    7
    """
    t = facts(trump)
    held = set(hand)
    mine = tuple(c for c in t.by_suit[trump] if c in held)
    n = len(mine)
    tricks = _trump_suit_tricks(mine, trump)
    spare = max(0, min(_MAX_SPARE, n - 3))
    side = 0.0
    ruffs = 0.0
    for suit in t.side_suits():
        group = tuple(c for c in t.by_suit[suit] if c in held)
        side += _side_tricks(group)
        if len(group) < len(_RUFF):
            ruffs += _RUFF[len(group)] * spare
    return SuitCount(tricks, ruffs, side, n)


@functools.lru_cache(maxsize=4096)
def _trump_suit_tricks(mine: tuple[str, ...], trump: str) -> float:
    """Return the tricks of the trumps ``mine`` (high to low) by rank and length, counted from
    the top allowing for the gaps: remembered, as the searches count many hands."""
    n = len(mine)
    tricks = 0.0
    missing = 0
    k = 0
    for card in facts(trump).by_suit[trump]:
        if k < n and card == mine[k]:
            lower = n - k - 1
            row = _TRUMP_WIN[min(missing, len(_TRUMP_WIN) - 1)]
            tricks += row[1] if lower >= missing else row[0]
            k += 1
        else:
            missing += 1
    return tricks + _LONG_TRUMP * max(0, n - 4)


@functools.lru_cache(maxsize=4096)
def _side_tricks(group: tuple[str, ...]) -> float:
    """Return :func:`_side_suit_tricks` of a side suit in a trump contract, remembered."""
    return _side_suit_tricks(group, nt=False)


def trump_tricks(hand: Iterable[str], trump: str) -> float:
    """Return the tricks ``hand`` takes itself with ``trump`` (``S C D H``) as trumps.

    >>> round(trump_tricks(["JK", "JH", "JD", "AH", "KH", "QH", "TH", "5S", "6S", "7S"], "H"), 2)
    7.0
    >>> trump_tricks(["5S", "6S", "7S", "8S", "5C", "6C", "7C", "4D", "5D", "4H"], "H") < 1
    True
    """
    return suit_count(hand, trump).tricks


def stoppers(hand: Iterable[str]) -> int:
    """Return how many suits ``hand`` stops in no trumps: an ace, a guarded king, a queen
    with two more.

    >>> stoppers(["AS", "KH", "5H", "QD", "9D", "8D", "5C"])
    3
    """
    held = set(hand)
    count = 0
    for suit in SUITS:
        group = [c[0] for c in facts(NO_TRUMPS).by_suit[suit] if c in held]
        if "A" in group or ("K" in group and len(group) >= 2) or ("Q" in group and len(group) >= 3):
            count += 1
    return count


def no_trump_tricks(hand: Iterable[str]) -> float:
    """Return the tricks ``hand`` takes itself in no trumps: the joker, honours, long suits.

    >>> round(no_trump_tricks(["JK", "AS", "KS", "AH", "KH", "QH", "AD", "5D", "AC", "6C"]), 2)
    6.85
    """
    t = facts(NO_TRUMPS)
    held = set(hand)
    tricks = 1.0 if JOKER in held else 0.0
    for suit in SUITS:
        group = [c for c in t.by_suit[suit] if c in held]
        tricks += _side_suit_tricks(group, nt=True)
    return tricks


def misere_danger(hand: Iterable[str], *, strict: bool = False) -> int:
    """Return how many cards of ``hand`` could be forced to win a trick in misère.

    The joker always wins.  In each suit the ``i``-th lowest card we hold (0 first) is safe
    while it is at most the ``2i + 1``-th lowest card of the suit (``2i`` for open misère,
    ``strict``, where the defenders see the hand): then enough lower cards are out, or held
    by us to duck with.

    >>> misere_danger(["4H", "5H", "7H", "5S", "6S", "5C", "4D", "6D", "8D", "JK"])
    1
    >>> misere_danger(["4H", "5H", "7H", "5S", "6S", "5C", "4D", "6D", "8D", "AS"])
    1
    """
    t = facts(NO_TRUMPS)
    held = set(hand)
    danger = 1 if JOKER in held else 0
    slack = 0 if strict else 1
    for suit in SUITS:
        low_to_high = t.by_suit[suit][::-1]
        i = 0
        for position, card in enumerate(low_to_high):
            if card in held:
                if position > 2 * i + slack:
                    danger += 1
                i += 1
    return danger


def misere_after_kitty(hand: Iterable[str], *, strict: bool = False) -> int:
    """Return :func:`misere_danger` of ``hand`` (ten cards, before the kitty) once its two
    worst cards are laid away, as the contractor may after taking the kitty: the joker first,
    then the cards whose loss lowers the danger most.

    >>> misere_after_kitty(["4H", "5H", "7H", "5S", "6S", "5C", "4D", "6D", "KD", "JK"])
    0
    """
    cards = list(hand)
    for _ in range(2):
        if JOKER in cards:
            cards.remove(JOKER)
            continue
        danger = misere_danger(cards, strict=strict)
        if danger == 0:
            break
        worst = max(cards, key=lambda c: (danger - misere_danger(
            [x for x in cards if x != c], strict=strict), facts(NO_TRUMPS).rank[c]))
        cards.remove(worst)
    return misere_danger(cards, strict=strict)
