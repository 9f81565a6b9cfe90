"""FROZEN copy (see the package docstring): The engine's card facts for one contract, looked up once per trump: each card's effective
suit, its rank within that suit, whether it is a trump.

The CPU asks these questions millions of times in its searches; the answers come from the
engine's own functions (:func:`effective_suit`, :func:`rank_power`, :func:`is_trump`), computed
once for the 43 cards and each of the five trumps, so no rule is written twice.
"""

from __future__ import annotations

import dataclasses
import functools

from tefuda.games.five_hundred import DECK, SUITS, effective_suit, is_trump
from tefuda.games.five_hundred.cards import rank_power


@dataclasses.dataclass(frozen=True)
class CardTable:
    """The cards of the deck under one trump (``S C D H`` or ``NT``).

    ``suit[c]`` is the effective suit (None: the joker in no trumps), ``rank[c]`` the power
    within it (higher is stronger), ``trump[c]`` True for trumps, and ``by_suit[s]`` the cards
    of effective suit ``s``, high to low (``"JK"`` under ``by_suit[None]`` in no trumps).
    """

    trump: str
    suit: dict[str, str | None]
    rank: dict[str, int]
    is_trump: dict[str, bool]
    by_suit: dict[str | None, tuple[str, ...]]

    @property
    def trump_suit(self) -> str | None:
        """Return the trump suit, or None in no trumps (and misère)."""
        return self.trump if self.trump in SUITS else None

    def side_suits(self) -> tuple[str, ...]:
        """Return the four suits but the trump suit."""
        return tuple(s for s in SUITS if s != self.trump)

    def higher(self, card: str) -> tuple[str, ...]:
        """Return the cards of ``card``'s effective suit that outrank it, high to low."""
        group = self.by_suit[self.suit[card]]
        return group[: group.index(card)]


@functools.cache
def table(trump: str) -> CardTable:
    """Return the :class:`CardTable` of ``trump`` (computed once).

    >>> t = table("H")
    >>> t.suit["JD"], t.rank["JK"] > t.rank["JH"] > t.rank["JD"] > t.rank["AH"], t.by_suit["H"][:3]
    ('H', True, ('JK', 'JH', 'JD'))
    >>> table("NT").suit["JK"] is None, table("NT").higher("KS")
    (True, ('AS',))
    """
    suit = {c: effective_suit(c, trump) for c in DECK}
    rank = {c: rank_power(c, trump) for c in DECK}
    trumps = {c: is_trump(c, trump) for c in DECK}
    by_suit: dict[str | None, tuple[str, ...]] = {}
    for s in (*SUITS, None):
        members = [c for c in DECK if suit[c] == s]
        if members:
            by_suit[s] = tuple(sorted(members, key=lambda c: -rank[c]))
    return CardTable(trump, suit, rank, trumps, by_suit)
