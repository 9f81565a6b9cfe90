"""51 (Fifty-One): the value of a hand and the ranking of a round (specs/fifty_one.md).

Pure functions on card strings; the rules in :mod:`tefuda.games.fifty_one.rules` use them, and
:func:`hand_score` is part of the public rules API (exported by :mod:`tefuda.games.fifty_one`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from typing import Final, Literal

from tefuda.cards import JOKER, parse_cards

HAND_SIZE = 5
TOP_SCORE = 51
JOKER_HIGH = 11
JOKER_LOW = 10

#: card points by rank: A = 11, K/Q/J/T = 10, 2..9 face value
RANK_POINTS: dict[str, int] = {
    "A": 11,
    "K": 10,
    "Q": 10,
    "J": 10,
    "T": 10,
    **{str(n): n for n in range(2, 10)},
}

#: how a round ended: a stop at 51 or a call below it
EndKind = Literal["stop", "call"]
STOP: Final = "stop"
CALL: Final = "call"


def _check_hand(cards: Iterable[object]) -> tuple[str, ...]:
    hand = parse_cards(cards)
    if len(hand) != HAND_SIZE:
        raise ValueError(f"a 51 hand has {HAND_SIZE} cards, got {len(hand)}: {list(hand)!r}")
    if len(set(hand)) != HAND_SIZE:
        raise ValueError(f"a 51 hand cannot hold the same card twice: {list(hand)!r}")
    return hand


def _suit_points(cards: Sequence[str]) -> int:
    """Return the points of the cards other than the joker when every one of them is of one
    suit, else -1: the test of :func:`one_suit` and the sum of :func:`score_of` in one pass
    (every playout of the CPU scores hands by the million)."""
    suit = ""
    total = 0
    for c in cards:
        if c == JOKER:
            continue
        if c[1] != suit:
            if suit:
                return -1
            suit = c[1]
        total += RANK_POINTS[c[0]]
    return total


def one_suit(cards: Sequence[str]) -> bool:
    """Return True if every card is of one suit, the joker counting as any suit.

    Takes already-valid card strings; no validation.

    >>> one_suit(["2H", "JK", "KH"]), one_suit(["2H", "2S"])
    (True, False)
    """
    return _suit_points(cards) >= 0


def hand_score(cards: Iterable[object]) -> int:
    """Return the score of a 51 hand of five cards.

    All five of one suit (the joker counts as any suit): the sum of A = 11, K/Q/J/T = 10,
    2..9 face value, joker 11 unless that pushes the total over 51, then 10.  Any other hand
    scores 0.  No hand scores more than 51.

    >>> hand_score(["AH", "KH", "QH", "JH", "JK"])
    51
    >>> hand_score(["AS", "2S", "3S", "4S", "JK"])
    31
    >>> hand_score(["AC", "KC", "QC", "2D", "JK"])
    0

    Raises ValueError for a bad card string, a count other than five, or a repeated card.
    """
    return score_of(_check_hand(cards))


def score_of(hand: Sequence[str]) -> int:
    """Return the score of a hand the engine already holds (no validation).

    >>> score_of(("AS", "KS", "9S", "8S", "JK"))
    49
    """
    total = _suit_points(hand)
    if total < 0:
        return 0
    if JOKER in hand:
        # The joker is an ace (11) unless that passes 51; then it stands for a ten-card (10).
        total += JOKER_HIGH if total + JOKER_HIGH <= TOP_SCORE else JOKER_LOW
    return total


@dataclasses.dataclass(frozen=True)
class Ranking:
    """The outcome of one round's reveal.

    ``ranks`` per seat (1 first, shared ranks repeat); ``points`` the hand points each seat
    keeps (0 for a failed caller); ``failed`` True when the call (or the stop treated as a call)
    failed; ``shared`` the seats sharing first place with a successful caller.
    """

    ranks: tuple[int, ...]
    points: tuple[int, ...]
    failed: bool
    shared: tuple[int, ...]


def _rank_group(
    seats: Sequence[int], scores: Sequence[int], jokers: Sequence[bool], first: int
) -> dict[int, int]:
    """Rank ``seats`` by score, then a hand without the joker above one with it; equal on both
    share the rank.  The best of the group gets rank ``first``."""
    keys = [(scores[s], not jokers[s]) for s in seats]
    return {s: first + sum([o > k for o in keys]) for s, k in zip(seats, keys, strict=True)}


def rank_round(
    scores: Sequence[int],
    jokers: Sequence[bool],
    ender: int,
    kind: str,
    stop_as_call: bool,
    caller_tie: str,
) -> Ranking:
    """Return the ranking of a round that seat ``ender`` ended by ``kind`` (``"stop"``/``"call"``).

    ``scores`` are the revealed hand scores and ``jokers`` who holds the joker.

    * A stop (unless ``stop_as_call``) puts the stopper first.
    * A call (or a stop with ``stop_as_call``, the caller's score then being 51) succeeds unless
      another seat scores more, or the same: with ``caller_tie == "fails"`` any tie fails; with
      ``"joker-rule"`` a tie fails only when the caller holds the joker and the other does not;
      when the other holds it and the caller does not the caller stays above; when both or
      neither hold it they share first place.  A failed caller keeps 0 points and is last.
    * Everyone else is ranked by score, no joker above joker on equal scores, equal on both
      sharing the rank.

    Raises ValueError for an unknown ``kind`` or ``caller_tie``.

    >>> rank_round([41, 0, 41], [False, False, True], 0, "call", False, "joker-rule").ranks
    (1, 3, 2)
    >>> rank_round([41, 0, 41], [False, False, True], 0, "call", False, "fails").points
    (0, 0, 41)
    """
    n = len(scores)
    if kind not in (STOP, CALL):
        raise ValueError(f"unknown round end: {kind!r}")
    if caller_tie not in ("fails", "joker-rule"):
        raise ValueError(f"unknown caller_tie: {caller_tie!r}")
    others = [s for s in range(n) if s != ender]
    points = list(scores)
    ranks: dict[int, int]
    if kind == STOP and not stop_as_call:
        ranks = _rank_group(others, scores, jokers, 2)
        ranks[ender] = 1
        return Ranking(tuple([ranks[s] for s in range(n)]), tuple(points), False, ())

    caller_score, caller_joker = scores[ender], jokers[ender]
    failed = False
    shared: list[int] = []
    for s in others:
        if scores[s] > caller_score:
            failed = True
        elif scores[s] == caller_score:
            if caller_tie == "fails" or (caller_joker and not jokers[s]):
                failed = True
            elif jokers[s] == caller_joker:
                shared.append(s)
    if failed:
        ranks = _rank_group(others, scores, jokers, 1)
        ranks[ender] = n
        points[ender] = 0
        return Ranking(tuple([ranks[s] for s in range(n)]), tuple(points), True, ())
    rest = [s for s in others if s not in shared]
    ranks = _rank_group(rest, scores, jokers, 2 + len(shared))
    for s in [ender, *shared]:
        ranks[s] = 1
    return Ranking(tuple([ranks[s] for s in range(n)]), tuple(points), False, tuple(shared))


def round_bonus(ranking: Ranking, ender: int, kind: str, n: int) -> tuple[int, ...]:
    """Return each seat's bonus points under bonus scoring (トランプスタジアム式).

    First place +5 (every seat sharing first place), a successful stop at 51 +10, a failed call
    (or failed stop treated as a call) −51 on top of its 0 points.

    >>> round_bonus(rank_round([51, 30], [False, False], 0, "stop", False, "fails"), 0, "stop", 2)
    (15, 0)
    """
    bonus = [5 if ranking.ranks[s] == 1 else 0 for s in range(n)]
    if ranking.failed:
        bonus[ender] -= 51
    elif kind == STOP:
        bonus[ender] += 10
    return tuple(bonus)
