"""恋のかけひき's points: a card's face points, its value on the table (spades negative) and in
the hand, the totals, and the tally of a match's finished games."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from tefuda.cards import JOKER, parse_card, parse_cards, rank_number
from tefuda.games.kakehiki.state import SEATS, GameSummary

#: the table total that makes a marriage
MARRIAGE = 20


def card_points(card: str) -> int:
    """Return a card's face points: A=1, 2..9, T/J/Q/K=10, joker 0 (always >= 0).

    Raises ValueError for a string that is not a card.
    """
    parse_card(card)
    if card == JOKER:
        return 0
    return min(rank_number(card), 10)


def table_value(card: str) -> int:
    """Return the points of one card on the table: spades negative, joker 0.

    Raises ValueError for a string that is not a card.
    """
    points = card_points(card)
    return -points if card[1] == "S" else points


def hand_value(card: str) -> int:
    """Return the points of one card left in the hand (spades count plus, joker 0).

    Raises ValueError for a string that is not a card.
    """
    return card_points(card)


def table_points(cards: Iterable[str]) -> int:
    """Return the table total of ``cards`` (non-spades plus, spades minus, joker 0).

    >>> table_points(["3H", "9D", "9C", "7S"])
    14

    Raises ValueError for anything that is not a list of cards (cards.md notation).
    """
    return sum(table_value(c) for c in parse_cards(cards))


def hand_points(cards: Iterable[str]) -> int:
    """Return the hand total of ``cards`` (all suits plus, joker 0).

    >>> hand_points(["KD", "7S"])
    17

    Raises ValueError for anything that is not a list of cards (cards.md notation).
    """
    return sum(hand_value(c) for c in parse_cards(cards))


def tally(history: Sequence[GameSummary]) -> dict[str, Any]:
    """Return the running tally of finished games, JSON-ready.

    ``wins``/``losses``/``draws`` are per seat; ``point_difference[s]`` is the sum over games of
    seat ``s``'s score minus the other seat's.
    """
    wins = [sum(1 for g in history if g.winner == s) for s in range(SEATS)]
    draws = sum(1 for g in history if g.winner is None)
    diff = sum(g.scores[0] - g.scores[1] for g in history)
    return {
        "games": len(history),
        "wins": wins,
        "losses": [wins[1], wins[0]],
        "draws": [draws, draws],
        "point_difference": [diff, -diff],
    }

