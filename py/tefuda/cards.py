"""Card notation (specs/cards.md), decks and seeded shuffles.

A card is a two-character string, rank then suit: ``AS``, ``TD``, ``7C``, ``KH``; the joker
is ``JK``.  Every boundary (saves, views, the DOM's ``data-card``, public functions) uses these
strings, so the engine keeps cards as plain ``str`` values and validates them on the way in.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

RANKS = "A23456789TJQK"
SUITS = "SHDC"
JOKER = "JK"

SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RANK_LABELS = {"T": "10"}

_VALID = frozenset([r + s for r in RANKS for s in SUITS] + [JOKER])


def parse_card(text: object) -> str:
    """Return ``text`` as a card if it is one in the notation of cards.md.

    Raises ValueError naming the input for anything else (``10D``, ``as``, ``1S``, ``ZZ``, ``""``,
    non-strings).
    """
    if not isinstance(text, str) or text not in _VALID:
        raise ValueError(f"not a card: {text!r} (expected rank A23456789TJQK + suit SHDC, or JK)")
    return text


def is_card(text: object) -> bool:
    """Return True if ``text`` is a card string in the notation of cards.md."""
    return isinstance(text, str) and text in _VALID


def parse_cards(cards: Iterable[object]) -> tuple[str, ...]:
    """Return the cards of an iterable as a tuple, each checked by :func:`parse_card`.

    A bare string is refused (``"ASKH"`` is not a list of cards).  Raises ValueError.
    """
    if isinstance(cards, str):
        raise ValueError(f"expected a list of cards, got the string {cards!r}")
    return tuple(parse_card(c) for c in cards)


def is_joker(card: str) -> bool:
    """Return True for the joker."""
    return card == JOKER


def rank_of(card: str) -> str:
    """Return the rank character of a card (``"JK"`` for the joker)."""
    return JOKER if card == JOKER else card[0]


def suit_of(card: str) -> str | None:
    """Return the suit character of a card, or None for the joker."""
    return None if card == JOKER else card[1]


def rank_number(card: str) -> int:
    """Return the rank as a number, ace low: A=1, 2..9, T=10, J=11, Q=12, K=13.

    Raises ValueError for the joker, which has no rank number.
    """
    if card == JOKER:
        raise ValueError("the joker has no rank number")
    return RANKS.index(card[0]) + 1


def format_card(card: str) -> str:
    """Return a card for people to read: ``"10♦"``, ``"A♠"``, ``"JK"`` becomes ``"🃏"``."""
    if card == JOKER:
        return "🃏"
    return RANK_LABELS.get(card[0], card[0]) + SUIT_SYMBOLS[card[1]]


def standard_deck() -> tuple[str, ...]:
    """Return the 52 cards without the joker, suit by suit in S H D C order."""
    return tuple(r + s for s in SUITS for r in RANKS)


def rng_for(seed: int | str, *parts: object) -> random.Random:
    """Return a generator seeded from a game's seed and the parts that name one random event.

    ``rng_for(seed, "deal", 3)`` gives the same sequence on every Python (string seeds are hashed
    with SHA-512 by ``random.Random``), so a game replays identically in CPython and Pyodide.
    """
    return random.Random(":".join([str(seed), *(str(p) for p in parts)]))


def shuffled(cards: Sequence[str], rng: random.Random) -> tuple[str, ...]:
    """Return a new tuple with ``cards`` shuffled by ``rng`` (never the module-level random)."""
    out = list(cards)
    rng.shuffle(out)
    return tuple(out)
