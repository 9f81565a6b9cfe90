"""The engine's card facts for one contract, looked up once per trump: each card's effective
suit, its rank within that suit, whether it is a trump, and its power in a trick for each suit
led.

The CPU asks these questions millions of times in its searches; the answers come from the
engine's own functions (:func:`effective_suit`, :func:`rank_power`, :func:`is_trump`,
:func:`trick_power`), computed once for the 43 cards and each of the five trumps, so no rule
is written twice.
"""

from __future__ import annotations

import dataclasses
import functools

from tefuda.games.five_hundred import DECK, SUITS, effective_suit, is_trump, trick_power
from tefuda.games.five_hundred.cards import rank_power


@dataclasses.dataclass(frozen=True)
class CardFacts:
    """The cards of the deck under one trump (``S C D H`` or ``NT``).

    ``suit[c]`` is the effective suit (None: the joker in no trumps), ``rank[c]`` the power
    within it (higher is stronger), ``is_trump[c]`` True for trumps, ``by_suit[s]`` the cards
    of effective suit ``s``, high to low (``"JK"`` under ``by_suit[None]`` in no trumps), and
    ``power[led][c]`` the card's power in a trick whose effective suit led is ``led`` (``None``:
    the card leads, so its own suit counts as led); ``above[c]`` the cards of ``c``'s
    effective suit that outrank it, high to low, and ``trumps`` every trump (the joker in no
    trumps).
    """

    trump: str
    suit: dict[str, str | None]
    rank: dict[str, int]
    is_trump: dict[str, bool]
    by_suit: dict[str | None, tuple[str, ...]]
    power: dict[str | None, dict[str, int]]
    above: dict[str, tuple[str, ...]]
    trumps: tuple[str, ...]

    @property
    def trump_suit(self) -> str | None:
        """Return the trump suit, or None in no trumps (and misère)."""
        return self.trump if self.trump in SUITS else None

    def side_suits(self) -> tuple[str, ...]:
        """Return the four suits but the trump suit."""
        return tuple(s for s in SUITS if s != self.trump)

    def higher(self, card: str) -> tuple[str, ...]:
        """Return the cards of ``card``'s effective suit that outrank it, high to low."""
        return self.above[card]


@functools.cache
def facts(trump: str) -> CardFacts:
    """Return the :class:`CardFacts` of ``trump`` (computed once).

    >>> t = facts("H")
    >>> t.suit["JD"], t.rank["JK"] > t.rank["JH"] > t.rank["JD"] > t.rank["AH"], t.by_suit["H"][:3]
    ('H', True, ('JK', 'JH', 'JD'))
    >>> facts("NT").suit["JK"] is None, facts("NT").higher("KS")
    (True, ('AS',))
    >>> facts("S").power["H"]["5S"] > facts("S").power["H"]["AH"] > facts("S").power["H"]["AD"]
    True
    """
    suit = {c: effective_suit(c, trump) for c in DECK}
    rank = {c: rank_power(c, trump) for c in DECK}
    trumps = {c: is_trump(c, trump) for c in DECK}
    by_suit: dict[str | None, tuple[str, ...]] = {}
    for s in (*SUITS, None):
        members = [c for c in DECK if suit[c] == s]
        if members:
            by_suit[s] = tuple(sorted(members, key=lambda c: -rank[c]))
    power: dict[str | None, dict[str, int]] = {
        led: {c: trick_power(c, trump, led) for c in DECK} for led in SUITS
    }
    power[None] = {c: trick_power(c, trump, suit[c]) for c in DECK}
    above = {c: group[:i] for group in by_suit.values() for i, c in enumerate(group)}
    return CardFacts(trump, suit, rank, trumps, by_suit, power, above,
                     tuple(c for c in DECK if trumps[c]))
