"""The state of a game of Gin Rummy: phases, the hand in play, finished hands, dealing.

Dealing (where the spec is silent): a deck (shuffled, or the stacked ``deck`` of the first
hand, top card first) is dealt one card at a time, alternately, the non-dealer first, ten
each; the 21st card is the upcard and the other 31 are the stock, top first.  Hands are kept
sorted (suit S H D C, rank A..K).  The first dealer is drawn from ``rng_for(seed,
"first-dealer")``; hand ``n`` (1-based, walled hands counted) is shuffled with ``rng_for(seed,
"deal", n)``.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Iterable, Sequence
from typing import Literal

from tefuda.cards import rng_for, shuffled, standard_deck
from tefuda.core import GAME_OVER, HAND_OVER, Event
from tefuda.games.gin_rummy.melds import INDEX, KnockKind, to_mask

GAME_ID = "gin-rummy"
DECK = standard_deck()

#: how a hand ends: a knock's kind, or the wall (a draw)
HandKind = KnockKind | Literal["wall"]

Pair = tuple[tuple[str, ...], tuple[str, ...]]


class Phase(enum.StrEnum):
    """Where a game stands: the upcard offered, a seat to draw, the same seat to discard, a
    hand finished (seat 0 plays ``"next"``), the game over."""

    UPCARD = "upcard"
    DRAW = "draw"
    DISCARD = "discard"
    HAND_OVER = HAND_OVER
    GAME_OVER = GAME_OVER


#: the phases of a hand being played
PLAYING = (Phase.UPCARD, Phase.DRAW, Phase.DISCARD)


@dataclasses.dataclass(frozen=True)
class HandRecord:
    """One finished hand, by numbers only: who dealt, how it ended, who scored what."""

    number: int
    dealer: int
    kind: HandKind
    knocker: int | None
    winner: int | None
    points: int
    scores: tuple[int, int]  # running totals after this hand


@dataclasses.dataclass(frozen=True)
class HandResult:
    """The shown result of the last hand: both layouts, the layoffs, the arithmetic."""

    kind: HandKind
    knocker: int | None
    winner: int | None
    points: int
    knock_card: str | None
    hands: Pair
    knocker_melds: tuple[tuple[str, ...], ...] = ()
    knocker_deadwood_cards: tuple[str, ...] = ()
    knocker_deadwood: int = 0
    defender_melds: tuple[tuple[str, ...], ...] = ()
    defender_deadwood_cards: tuple[str, ...] = ()
    defender_deadwood_before: int = 0
    defender_deadwood: int = 0
    layoffs: tuple[tuple[str, int], ...] = ()  # (card, index into knocker_melds)


@dataclasses.dataclass(frozen=True)
class GinState:
    """A whole game of Gin Rummy.

    ``hands`` are sorted; ``stock`` is top first; ``discard`` is bottom first (top last).
    ``passes`` counts upcard passes; ``stock_only`` is set when both passed the upcard and the
    non-dealer's first draw must come from the stock.  ``no_discard`` is the card taken from the
    discard pile this turn; ``drawn`` the card drawn this turn.  ``taken[s]`` are the cards seat
    ``s`` took from the discard pile and still holds (public).  ``events`` are what happened in
    the current hand, after ``events_before`` events of earlier hands.
    """

    target: int
    seed: int
    hand_number: int
    dealer: int
    phase: Phase
    turn: int
    hands: Pair
    stock: tuple[str, ...]
    discard: tuple[str, ...]
    passes: int = 0
    stock_only: bool = False
    no_discard: str | None = None
    drawn: str | None = None
    taken: Pair = ((), ())
    events: tuple[Event, ...] = ()
    events_before: int = 0
    scores: tuple[int, int] = (0, 0)
    hands_won: tuple[int, int] = (0, 0)
    records: tuple[HandRecord, ...] = ()
    last: HandResult | None = None


def sorted_cards(cards: Iterable[str]) -> tuple[str, ...]:
    """Return ``cards`` in hand order (suit S H D C, rank A..K).

    >>> sorted_cards(["KC", "2S", "AS"])
    ('AS', '2S', 'KC')
    """
    return tuple(sorted(cards, key=INDEX.__getitem__))


def pair(first: tuple[str, ...], second: tuple[str, ...]) -> Pair:
    """Return the two seats' card tuples as a pair."""
    return (first, second)


def with_seat(cards: Pair, seat: int, mine: tuple[str, ...]) -> Pair:
    """Return ``cards`` with seat ``seat``'s entry replaced by ``mine``."""
    return (mine, cards[1]) if seat == 0 else (cards[0], mine)


def check_deck(deck: Sequence[str]) -> tuple[str, ...]:
    """Return a stacked deck as a tuple; raises ValueError unless it is the 52 gin cards."""
    cards = tuple(deck)
    mask = to_mask(cards, "deck")
    if len(cards) != len(DECK) or mask != (1 << 52) - 1:
        raise ValueError(f"the deck must be the {len(DECK)} gin cards, got {len(cards)} cards")
    return cards


def shuffle(seed: int, hand_number: int) -> tuple[str, ...]:
    """Return the deck of hand ``hand_number`` of the game of ``seed``, top card first."""
    return shuffled(DECK, rng_for(seed, "deal", hand_number))


def first_dealer(seed: int) -> int:
    """Return the seat that deals the first hand of the game of ``seed``."""
    return rng_for(seed, "first-dealer").randrange(2)
