"""The rules of Gin Rummy on card strings: deadwood, melds, knock scoring and the settlement.

These are the public functions specs/gin_rummy.md names (tests outside the repository call
them as ``tefuda.games.gin_rummy.deadwood`` and so on).  The search itself runs on card masks
in :mod:`tefuda.games.gin_rummy.melds`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any, TypedDict

from tefuda.games.gin_rummy import melds as gm
from tefuda.games.gin_rummy.melds import KnockKind, Side

SEATS = 2
HAND_SIZE = 10
GAME_BONUS = 100
HAND_BONUS = 25


class Record(Mapping[str, Any]):
    """A frozen dataclass that also reads like a dict: ``r.kind`` and ``r["kind"]`` both work.

    It compares equal to a dict with the same keys and values.
    """

    def __getitem__(self, key: str) -> Any:
        if isinstance(key, str) and key in self._names():
            return getattr(self, key)
        raise KeyError(key)

    def __iter__(self) -> Iterator[str]:
        return iter(self._names())

    def __len__(self) -> int:
        return len(self._names())

    def _names(self) -> tuple[str, ...]:
        return tuple(f.name for f in dataclasses.fields(self))  # type: ignore[arg-type]


@dataclasses.dataclass(frozen=True, eq=False)
class KnockResult(Record):
    """The score of a knock; read fields as attributes or keys (``r.kind``, ``r["kind"]``)."""

    kind: KnockKind
    winner: Side
    points: int
    knocker_deadwood: int
    defender_deadwood: int
    layoffs: list[str]
    knocker_melds: list[list[str]]
    defender_melds: list[list[str]]


def _mask(cards: Iterable[object], what: str = "cards") -> int:
    return gm.to_mask(cards, what)


def deadwood(cards: Iterable[str]) -> int:
    """Return the least deadwood of ``cards`` (any number of gin cards) over every arrangement.

    >>> deadwood(["7H", "7S", "7D", "8H", "9H"])
    14

    Raises ValueError naming a bad card, the joker or a card given twice.
    """
    return gm.min_deadwood(_mask(cards))


def best_melds(cards: Iterable[str]) -> tuple[list[list[str]], list[str]]:
    """Return ``(melds, deadwood_cards)`` for one arrangement with the least deadwood.

    Runs are listed in ascending rank, sets in suit order S H D C, melds by their lowest rank;
    touching runs of one suit are one run.  Raises ValueError like :func:`deadwood`.

    >>> best_melds(["7H", "7S", "7D", "8H", "9H"])
    ([['7H', '8H', '9H']], ['7S', '7D'])
    """
    layout = gm.best_arrangement(_mask(cards))
    return [gm.to_cards(m) for m in layout.melds], gm.to_cards(layout.dead)


def deadwood_after_discards(cards: Iterable[str]) -> dict[str, int]:
    """Return, for each card of ``cards``, the least deadwood of the others (the discard choice).

    Raises ValueError like :func:`deadwood`.

    >>> deadwood_after_discards(["7H", "8H", "9H", "KS"])
    {'KS': 0, '7H': 27, '8H': 26, '9H': 25}
    """
    return {gm.CARDS[i]: dw for i, dw in gm.discard_deadwoods(_mask(cards)).items()}


def check_ten(mask: int, who: str) -> None:
    """Raise ValueError naming ``who`` unless ``mask`` holds exactly ten cards."""
    if mask.bit_count() != HAND_SIZE:
        raise ValueError(f"{who}: expected {HAND_SIZE} cards, got {mask.bit_count()}")


def score_knock(knocker: Iterable[str], defender: Iterable[str]) -> KnockResult:
    """Return the score of a knock: the knocker's 10 cards after the discard, the defender's 10.

    The result has ``kind`` ("gin" / "knock" / "undercut"), ``winner`` ("knocker" /
    "defender"), ``points``, ``knocker_deadwood``, ``defender_deadwood`` (after layoffs),
    ``layoffs`` (cards), ``knocker_melds`` and ``defender_melds``.  Raises ValueError for bad
    cards, a card in both hands, a hand that is not 10 cards or a knocker's deadwood over 10.

    >>> r = score_knock("AS 2S 3S 4H 4D 4C 9C TC JC 8D".split(),
    ...                 "5H 6H 7H 8H 9H TS TH TD 5C 3D".split())
    >>> r.kind, r.winner, r.points, r.knocker_deadwood, r.defender_deadwood
    ('undercut', 'defender', 25, 8, 8)
    """
    k = _mask(knocker, "knocker")
    d = _mask(defender, "defender")
    check_ten(k, "knocker")
    check_ten(d, "defender")
    if k & d:
        raise ValueError(f"cards in both hands: {gm.to_cards(k & d)}")
    outcome = gm.score_masks(k, d)
    return KnockResult(
        kind=outcome.kind,
        winner=outcome.winner,
        points=outcome.points,
        knocker_deadwood=outcome.knocker_deadwood,
        defender_deadwood=outcome.defender_deadwood,
        layoffs=gm.to_cards(outcome.defence.laid),
        knocker_melds=[gm.to_cards(m) for m in outcome.knocker.melds],
        defender_melds=[gm.to_cards(m) for m in outcome.defence.arrangement.melds],
    )


class Settlement(TypedDict):
    """The settlement of a finished game, each list by seat (:func:`settle`)."""

    winner: int
    shutout: bool
    hand_points: list[int]
    counted_points: list[int]
    game_bonus: list[int]
    hand_bonus: list[int]
    final: list[int]


def settle(hand_points: Sequence[int], hands_won: Sequence[int]) -> Settlement:
    """Return the settlement of a finished game from each seat's hand points and hands won.

    The seat with more points wins: +100 game bonus; each seat +25 per hand won; on a shutout
    (the loser won no hand) the winner's hand points are doubled first.  The dict holds
    ``winner``, ``shutout``, ``hand_points``, ``counted_points`` (after any doubling),
    ``game_bonus``, ``hand_bonus`` and ``final`` (lists by seat).

    >>> settle([105, 0], [3, 0])["final"]
    [385, 0]
    >>> settle([105, 20], [3, 1])["final"]
    [280, 45]

    Raises ValueError for anything but two non-negative integers in each list or equal points.
    """
    pts, won = list(hand_points), list(hands_won)
    for name, values in (("hand_points", pts), ("hands_won", won)):
        if len(values) != SEATS or not all(
            isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in values
        ):
            raise ValueError(f"{name} must be two non-negative integers, got {values!r}")
    if pts[0] == pts[1]:
        raise ValueError(f"no winner with equal hand points {pts!r}")
    winner = 0 if pts[0] > pts[1] else 1
    shutout = won[1 - winner] == 0
    counted = [p * 2 if (s == winner and shutout) else p for s, p in enumerate(pts)]
    game_bonus = [GAME_BONUS if s == winner else 0 for s in range(SEATS)]
    hand_bonus = [HAND_BONUS * w for w in won]
    final = [counted[s] + game_bonus[s] + hand_bonus[s] for s in range(SEATS)]
    return {
        "winner": winner,
        "shutout": shutout,
        "hand_points": pts,
        "counted_points": counted,
        "game_bonus": game_bonus,
        "hand_bonus": hand_bonus,
        "final": final,
    }
