"""How many tricks a hand of 500 is worth on its own, by the counting a good club player does:
trump length with the joker and the bowers, side aces and kings, ruffing values in short
suits; in no trumps the joker, the stoppers and long suits; and for misère how many of its
cards could be forced to win a trick.

These are estimates of the tricks the hand takes itself; the bidder adds what the partner and
the kitty bring (:mod:`.bidding`).
"""

from __future__ import annotations

import functools
from collections.abc import Collection, Iterable, Sequence
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
    return count_suits(tuple(c for c in t.by_suit[trump] if c in held),
                       [tuple(c for c in t.by_suit[s] if c in held) for s in t.side_suits()],
                       trump)


def count_suits(mine: tuple[str, ...], side: Sequence[tuple[str, ...]], trump: str) -> SuitCount:
    """Return :func:`suit_count` of a hand given by suit: ``mine`` its trumps and ``side`` its
    cards of each side suit (in :meth:`.facts.CardFacts.side_suits` order), each high to low.

    >>> count_suits(("JK", "JH", "JD", "AH", "KH", "QH", "TH"), [("7S", "6S", "5S"), (), ()],
    ...             "H") == suit_count(["JK", "JH", "JD", "AH", "KH", "QH", "TH", "5S", "6S",
    ...                                 "7S"], "H")
    True
    """
    n = len(mine)
    tricks = _trump_suit_tricks(mine, trump)
    spare = max(0, min(_MAX_SPARE, n - 3))
    side_tricks = 0.0
    ruffs = 0.0
    for group in side:
        side_tricks += _side_tricks(group)
        if len(group) < len(_RUFF):
            ruffs += _RUFF[len(group)] * spare
    return SuitCount(tricks, ruffs, side_tricks, n)


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
    return suits_stopped(no_trump_suits(hand))


def suits_stopped(groups: Iterable[Sequence[str]]) -> int:
    """Return :func:`stoppers` of a hand given by suit (``groups``: each suit's cards)."""
    count = 0
    for cards in groups:
        group = [c[0] for c in cards]
        if "A" in group or ("K" in group and len(group) >= 2) or ("Q" in group and len(group) >= 3):
            count += 1
    return count


def no_trump_tricks(hand: Iterable[str]) -> float:
    """Return the tricks ``hand`` takes itself in no trumps: the joker, honours, long suits.

    >>> round(no_trump_tricks(["JK", "AS", "KS", "AH", "KH", "QH", "AD", "5D", "AC", "6C"]), 2)
    6.85
    """
    held = set(hand)
    return no_trump_count(JOKER in held, no_trump_suits(held))


def no_trump_count(joker: bool, groups: Iterable[Sequence[str]]) -> float:
    """Return :func:`no_trump_tricks` of a hand given by suit: whether it holds the ``joker``,
    and its cards of each suit (``groups``, high to low, in :data:`SUITS` order)."""
    tricks = 1.0 if joker else 0.0
    for group in groups:
        tricks += _side_suit_tricks(group, nt=True)
    return tricks


def no_trump_suits(hand: Iterable[str]) -> list[tuple[str, ...]]:
    """Return the cards of ``hand`` in each suit in no trumps, high to low, in :data:`SUITS`
    order (the joker, of no suit, left out)."""
    held = set(hand)
    return [tuple(c for c in facts(NO_TRUMPS).by_suit[suit] if c in held) for suit in SUITS]


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
    held = set(hand)
    slack = 0 if strict else 1
    danger = 1 if JOKER in held else 0
    for suit in SUITS:
        danger += suit_danger(held, suit, slack)
    return danger


def suit_danger(held: Collection[str], suit: str, slack: int) -> int:
    """Return :func:`misere_danger`'s count of the cards of ``held`` in ``suit`` alone
    (``slack`` 1, or 0 for open misère)."""
    danger = 0
    i = 0
    for position, card in enumerate(_LOW_TO_HIGH[suit]):
        if card in held:
            if position > 2 * i + slack:
                danger += 1
            i += 1
    return danger


#: each suit's cards in misère (no trumps), low to high
_LOW_TO_HIGH = {suit: facts(NO_TRUMPS).by_suit[suit][::-1] for suit in SUITS}


def misere_after_kitty(hand: Iterable[str], *, strict: bool = False) -> int:
    """Return :func:`misere_danger` of ``hand`` (ten cards, before the kitty) once its two
    worst cards are laid away, as the contractor may after taking the kitty: the joker first,
    then the cards whose loss lowers the danger most (the highest of those that lower it
    alike).

    >>> misere_after_kitty(["4H", "5H", "7H", "5S", "6S", "5C", "4D", "6D", "KD", "JK"])
    0
    """
    cards = list(hand)
    for _ in range(2):
        if JOKER in cards:
            cards.remove(JOKER)
            continue
        if misere_danger(cards, strict=strict) == 0:
            break
        cards.remove(worst_for_misere(cards, cards, strict=strict))
    return misere_danger(cards, strict=strict)


def worst_for_misere(hand: Iterable[str], among: Iterable[str], *, strict: bool = False) -> str:
    """Return the card of ``among`` (cards of ``hand``, the joker not among them) whose loss
    lowers :func:`misere_danger` of ``hand`` most, the highest of those that lower it alike.

    >>> worst_for_misere(["4H", "5H", "7H", "5S", "6S", "5C", "4D", "6D", "KD"], ["KD", "5C"])
    'KD'
    """
    f = facts(NO_TRUMPS)
    slack = 0 if strict else 1
    held = set(hand)
    # a card's loss changes the count of its own suit only
    danger = {suit: suit_danger(held, suit, slack) for suit in SUITS}

    def lowers(card: str) -> tuple[int, int]:
        suit = f.suit[card]
        assert suit is not None, "the joker is not weighed"
        return danger[suit] - suit_danger(held - {card}, suit, slack), f.rank[card]

    return max(among, key=lowers)
