"""恋のかけひき's phases, the state of a match, a finished game's summary, and dealing."""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Sequence
from typing import Any

from tefuda.cards import JOKER, SUITS, parse_cards, rank_number, standard_deck
from tefuda.core import GAME_OVER, HAND_OVER, Event

GAME_ID = "kakehiki"
HAND_SIZE = 5
SEATS = 2
#: the 52 cards and the joker
DECK: tuple[str, ...] = (*standard_deck(), JOKER)


class Phase(enum.StrEnum):
    """Where a match stands: cards being laid, a game finished (``"next"`` deals the next one),
    or the match over."""

    PLAY = "play"
    HAND_OVER = HAND_OVER
    GAME_OVER = GAME_OVER



@dataclasses.dataclass(frozen=True)
class GameSummary:
    """One finished game: the deal, the table, what was left, the totals and the winner.

    ``scores`` are the hand points of the remaining cards after a marriage, (0, 0) without one;
    ``winner`` is the seat with the higher score, None for a draw.
    """

    number: int
    dealt: tuple[tuple[str, ...], tuple[str, ...]]
    table: tuple[tuple[str, ...], tuple[str, ...]]
    remaining: tuple[tuple[str, ...], tuple[str, ...]]
    table_total: int
    marriage: bool
    rounds: int
    scores: tuple[int, int]
    winner: int | None

    def numbers(self) -> dict[str, Any]:
        """Return the summary without any card (for views), JSON-ready."""
        return {
            "number": self.number,
            "marriage": self.marriage,
            "rounds": self.rounds,
            "table_total": self.table_total,
            "scores": list(self.scores),
            "winner": self.winner,
        }

    def full(self) -> dict[str, Any]:
        """Return the whole summary including the cards, JSON-ready."""
        out = self.numbers()
        out["dealt"] = [list(h) for h in self.dealt]
        out["table"] = [list(t) for t in self.table]
        out["remaining"] = [list(h) for h in self.remaining]
        return out


@dataclasses.dataclass(frozen=True)
class KakehikiState:
    """A whole match.  ``hands`` exclude a committed card, which waits in ``pending``.

    ``table`` holds each seat's revealed cards in play order; ``history`` the finished games;
    ``events`` what happened in the current game, after ``events_before`` events of earlier ones.
    """

    seed: int
    match_length: int
    game_index: int
    dealt: tuple[tuple[str, ...], tuple[str, ...]]
    hands: tuple[tuple[str, ...], tuple[str, ...]]
    pending: tuple[str | None, str | None]
    table: tuple[tuple[str, ...], tuple[str, ...]]
    phase: Phase
    history: tuple[GameSummary, ...] = ()
    events: tuple[Event, ...] = ()
    events_before: int = 0


def pair(a: Any, b: Any) -> tuple[Any, Any]:
    """Return ``(a, b)``: one value per seat (typed as the pair a state holds)."""
    return (a, b)


def sort_key(card: str) -> tuple[int, int]:
    """Return the order of a card in a hand: by suit, then rank; the joker last."""
    if card == JOKER:
        return (len(SUITS), 0)
    return (SUITS.index(card[1]), rank_number(card))


def deal(cards: Sequence[str]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Return the two hands dealt from the first ten cards, alternately, seat 0 first, each
    sorted."""
    first = tuple(sorted(cards[0 : 2 * HAND_SIZE : 2], key=sort_key))
    second = tuple(sorted(cards[1 : 2 * HAND_SIZE : 2], key=sort_key))
    return (first, second)


def check_deck(deck: Sequence[str]) -> tuple[str, ...]:
    """Return a stacked deck as cards (top first, at least ten distinct cards of the game).

    Raises ValueError for a bad card, a repeat, a card outside the deck or too few cards.
    """
    cards = parse_cards(deck)
    full = set(DECK)
    if len(cards) < 2 * HAND_SIZE:
        raise ValueError(f"a stacked deck needs at least {2 * HAND_SIZE} cards, got {len(cards)}")
    if len(set(cards)) != len(cards):
        raise ValueError(f"the stacked deck repeats a card: {list(cards)!r}")
    for card in cards:
        if card not in full:
            raise ValueError(f"not a card of the kakehiki deck: {card!r}")
    return cards
