"""Gin Rummy melds, deadwood, layoffs and knock scoring, on 52-bit card masks.

Inside this module a hand is an ``int`` whose bit ``suit * 13 + rank`` (suits S H D C, ranks
A=0 .. K=12) is set for each card held.  Masks make the search fast enough to run on every tap in
the browser: the minimum deadwood of a hand is memoised by mask, and the cards that can belong
to no meld at all are found with a few shifts and counted as deadwood without any search.

The rules (specs/gin_rummy.md):

- a set is 3 or 4 cards of one rank; a run is 3 or more cards of one suit in sequence, ace low
  only (A-2-3 yes, Q-K-A no, no K-A wrap); a card belongs to at most one meld;
- deadwood is the point total of the cards in no meld (A=1, 2-10 face value, J Q K = 10), always
  for the arrangement that makes it smallest;
- after a knock the defender may lay deadwood off onto the knocker's melds (the 4th card of a
  set, either end of a run, and onward from a card laid off on a run), never against gin.

The public wrappers taking card strings live in :mod:`tefuda.games.gin_rummy.scoring`.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Iterable, Iterator, Sequence
from typing import Literal

from tefuda.cards import RANKS, SUITS, parse_cards

#: every card of the gin deck, in bit order: index = suit * 13 + rank
CARDS: tuple[str, ...] = tuple(r + s for s in SUITS for r in RANKS)
INDEX: dict[str, int] = {c: i for i, c in enumerate(CARDS)}
#: deadwood points by bit index
VALUE: tuple[int, ...] = tuple(min(i % 13 + 1, 10) for i in range(52))

KNOCK_LIMIT = 10
GIN_BONUS = 25
UNDERCUT_BONUS = 25

#: how a knock ends
KnockKind = Literal["gin", "knock", "undercut"]
#: which side of a knock scores
Side = Literal["knocker", "defender"]

_SUIT13 = (1 << 13) - 1
#: bits where a run of three may start: ranks A..J of each suit (a run needs two cards above)
_RUN_STARTS = sum(((1 << 11) - 1) << (13 * s) for s in range(4))
_RANK_MASK: tuple[int, ...] = tuple(sum(1 << (13 * s + r) for s in range(4)) for r in range(13))


def _points_table() -> list[int]:
    table = [0] * (1 << 13)
    for x in range(1, 1 << 13):
        low = x & -x
        table[x] = table[x ^ low] + min(low.bit_length(), 10)
    return table


_POINTS13 = _points_table()


def _runs_from(i: int) -> tuple[int, ...]:
    rank = i % 13
    # longest first, so the first arrangement found keeps runs whole
    return tuple(((1 << n) - 1) << i for n in range(13 - rank, 2, -1))


def _sets_from(i: int) -> tuple[int, ...]:
    rank, suit = i % 13, i // 13
    higher = [1 << (13 * s + rank) for s in range(suit + 1, 4)]
    out: list[int] = []
    if len(higher) == 3:
        out.append((1 << i) | higher[0] | higher[1] | higher[2])
    for a in range(len(higher)):
        for b in range(a + 1, len(higher)):
            out.append((1 << i) | higher[a] | higher[b])
    return tuple(out)


#: the melds of the whole deck whose lowest bit is i (runs longest first, then sets)
_RUNS_FROM: tuple[tuple[int, ...], ...] = tuple(_runs_from(i) for i in range(52))
_SETS_FROM: tuple[tuple[int, ...], ...] = tuple(_sets_from(i) for i in range(52))


# ---------------------------------------------------------------------------- conversions


def to_mask(cards: Iterable[object], what: str = "cards") -> int:
    """Return the mask of an iterable of gin card strings.

    Raises ValueError naming the bad input: a non-card, the joker (no joker in gin) or a card
    given twice.
    """
    mask = 0
    for card in parse_cards(cards):
        i = INDEX.get(card)
        if i is None:
            raise ValueError(f"{what}: {card!r} is not in the gin rummy deck")
        if mask >> i & 1:
            raise ValueError(f"{what}: {card!r} is given twice")
        mask |= 1 << i
    return mask


def to_cards(mask: int) -> list[str]:
    """Return the cards of a mask in bit order (suit S H D C, then rank A..K)."""
    out: list[str] = []
    while mask:
        low = mask & -mask
        out.append(CARDS[low.bit_length() - 1])
        mask ^= low
    return out


def points(mask: int) -> int:
    """Return the deadwood points of every card in a mask."""
    return (
        _POINTS13[mask & _SUIT13]
        + _POINTS13[(mask >> 13) & _SUIT13]
        + _POINTS13[(mask >> 26) & _SUIT13]
        + _POINTS13[mask >> 39]
    )


def is_run(meld: int) -> bool:
    """Return True if a meld mask is a run (all one suit), False for a set."""
    suit = ((meld & -meld).bit_length() - 1) // 13
    return meld & (_SUIT13 << (13 * suit)) == meld


# ---------------------------------------------------------------------------- deadwood


def meldable(mask: int) -> int:
    """Return the cards of ``mask`` that belong to at least one meld inside ``mask``."""
    t = mask & (mask >> 1) & (mask >> 2) & _RUN_STARTS
    runs = t | (t << 1) | (t << 2)
    a = mask & _SUIT13
    b = (mask >> 13) & _SUIT13
    c = (mask >> 26) & _SUIT13
    d = mask >> 39
    three = (a & b & (c | d)) | (c & d & (a | b))
    sets = (three | (three << 13) | (three << 26) | (three << 39)) & mask
    return runs | sets


@functools.lru_cache(maxsize=200_000)
def min_deadwood(mask: int) -> int:
    """Return the least deadwood of the cards in ``mask`` over every arrangement into melds.

    Memoised by mask (the recursion meets the same sub-hands again and again).

    >>> min_deadwood(to_mask(["7H", "7S", "7D", "8H", "9H"]))
    14
    """
    core = meldable(mask)
    total = points(mask ^ core)
    if core:
        # The lowest card of ``core`` is either deadwood or in a meld inside ``core``; such a
        # meld has that card as its own lowest, so only the melds starting there are tried.
        low = core & -core
        i = low.bit_length() - 1
        best = VALUE[i] + min_deadwood(core ^ low)
        for meld in _RUNS_FROM[i]:
            if meld & core == meld:
                value = min_deadwood(core ^ meld)
                if value < best:
                    best = value
        for meld in _SETS_FROM[i]:
            if meld & core == meld:
                value = min_deadwood(core ^ meld)
                if value < best:
                    best = value
        total += best
    return total


def discard_deadwoods(mask: int) -> dict[int, int]:
    """Return, for each card (bit index) of ``mask``, the least deadwood left without it."""
    core = meldable(mask)
    base = points(mask ^ core)
    core_dw = min_deadwood(core)
    out: dict[int, int] = {}
    rest = mask
    while rest:
        low = rest & -rest
        rest ^= low
        i = low.bit_length() - 1
        if core & low:
            out[i] = base + min_deadwood(core ^ low)
        else:
            out[i] = base - VALUE[i] + core_dw
    return out


def best_discard(mask: int, barred: int | None = None) -> tuple[int, int]:
    """Return the discard of ``mask`` (a bit index, never ``barred``) that leaves the least
    deadwood, the higher card among equals and then the lower index, and the deadwood it
    leaves: the least of :func:`discard_deadwoods` without weighing every card.  Raises
    ValueError when no card may be discarded.

    A card in no meld leaves the deadwood less its value; a card of the melds' core leaves at
    least as much as that core less its value (laying it down as deadwood is one arrangement
    of the core), so a core card is weighed only when its value could bring the deadwood down
    to the best found so far.

    >>> best_discard(to_mask(["7H", "7S", "7D", "8H", "9H", "KC"]))
    (51, 14)
    """
    core = meldable(mask)
    loose = mask ^ core
    if barred is not None:
        loose &= ~(1 << barred)
    core_dw = min_deadwood(core)
    total = points(mask ^ core) + core_dw
    best: tuple[int, int, int] | None = None  # (deadwood, -value, index)
    rest = loose
    while rest:
        low = rest & -rest
        rest ^= low
        i = low.bit_length() - 1
        if best is None or VALUE[i] > -best[1]:
            best = (total - VALUE[i], -VALUE[i], i)
    rest = core if barred is None else core & ~(1 << barred)
    while rest:
        low = rest & -rest
        rest ^= low
        i = low.bit_length() - 1
        if best is None or total - VALUE[i] <= best[0]:
            key = (total - core_dw + min_deadwood(core ^ low), -VALUE[i], i)
            if best is None or key < best:
                best = key
    if best is None:
        raise ValueError("no card to discard")
    return best[2], best[0]


# ---------------------------------------------------------------------------- arrangements


@dataclasses.dataclass(frozen=True)
class Arrangement:
    """Melds (masks, runs kept whole) and the deadwood mask of one way to lay out a hand."""

    melds: tuple[int, ...]
    dead: int

    @property
    def deadwood(self) -> int:
        """The deadwood points of this arrangement."""
        return points(self.dead)


def _normalize(melds: Sequence[int], dead: int) -> Arrangement:
    """Return the arrangement with touching runs of one suit joined and melds in display order."""
    sets = [m for m in melds if not is_run(m)]
    run_cards = 0
    for m in melds:
        if is_run(m):
            run_cards |= m
    runs: list[int] = []
    while run_cards:
        low = run_cards & -run_cards
        seg = low
        suit_end = 1 << (13 * ((low.bit_length() - 1) // 13 + 1))
        nxt = seg << 1
        while nxt < suit_end and run_cards & nxt:
            seg |= nxt
            nxt <<= 1
        runs.append(seg)
        run_cards ^= seg
    ordered = sorted(sets + runs, key=_meld_key)
    return Arrangement(tuple(ordered), dead)


def _meld_key(meld: int) -> tuple[int, int]:
    i = (meld & -meld).bit_length() - 1
    return (i % 13, i // 13)


def _arrange_core(core: int) -> Iterator[tuple[tuple[int, ...], int]]:
    """Yield every least-deadwood arrangement of ``core`` as (melds, deadwood mask)."""
    if not core:
        yield (), 0
        return
    best = min_deadwood(core)
    low = core & -core
    i = low.bit_length() - 1
    for meld in _RUNS_FROM[i] + _SETS_FROM[i]:
        if meld & core == meld and min_deadwood(core ^ meld) == best:
            for melds, dead in _arrange(core ^ meld):
                yield (meld, *melds), dead
    if VALUE[i] + min_deadwood(core ^ low) == best:
        for melds, dead in _arrange(core ^ low):
            yield melds, dead | low


def _arrange(mask: int) -> Iterator[tuple[tuple[int, ...], int]]:
    core = meldable(mask)
    dead = mask ^ core
    for melds, more in _arrange_core(core):
        yield melds, dead | more


def arrangements(mask: int) -> list[Arrangement]:
    """Return every distinct least-deadwood arrangement of ``mask``, the preferred one first.

    Touching runs of one suit count as one run (3-4-5 + 6-7-8 is the run 3..8), so arrangements
    that differ only in how a long run is cut are one arrangement.
    """
    seen: set[Arrangement] = set()
    out: list[Arrangement] = []
    for melds, dead in _arrange(mask):
        arrangement = _normalize(melds, dead)
        if arrangement not in seen:
            seen.add(arrangement)
            out.append(arrangement)
    return out


def best_arrangement(mask: int) -> Arrangement:
    """Return one least-deadwood arrangement of ``mask`` (the first of :func:`arrangements`)."""
    melds, dead = next(_arrange(mask))
    return _normalize(melds, dead)


# ---------------------------------------------------------------------------- layoffs


def _reach(melds: Sequence[int], avail: int) -> int:
    """Return the cards of ``avail`` that can be laid off, one after another, onto ``melds``.

    A set of three takes its missing fourth card; a run takes the next card at either end, and
    then the card after that one, and so on.
    """
    out = 0
    for meld in melds:
        low = meld & -meld
        i = low.bit_length() - 1
        if is_run(meld):
            suit_lo = 13 * (i // 13)
            j = i - 1
            while j >= suit_lo and avail >> j & 1:
                out |= 1 << j
                j -= 1
            j = meld.bit_length()
            while j < suit_lo + 13 and avail >> j & 1:
                out |= 1 << j
                j += 1
        elif meld.bit_count() == 3:
            fourth = _RANK_MASK[i % 13] ^ meld
            out |= fourth & avail
    return out


def layoff_targets(melds: Sequence[int], laid: int) -> list[tuple[int, int]]:
    """Return (card bit index, index into ``melds``) for each card of ``laid``, ordered by card.

    ``laid`` must be a valid layoff (every card reachable); a card that fits a run is shown on
    the run it extends, otherwise on the set it completes.
    """
    where: dict[int, int] = {}
    for k, meld in enumerate(melds):
        if is_run(meld):
            grown = meld
            while True:
                more = _reach([grown], laid) & ~grown
                if not more:
                    break
                for i in range(52):
                    if more >> i & 1:
                        where.setdefault(i, k)
                grown |= more
    for k, meld in enumerate(melds):
        if not is_run(meld):
            fourth = _reach([meld], laid)
            if fourth:
                where.setdefault(fourth.bit_length() - 1, k)
    return sorted(where.items())


@dataclasses.dataclass(frozen=True)
class Defence:
    """The defender's best answer to a knock: layoffs and own arrangement."""

    laid: int
    arrangement: Arrangement
    before: int

    @property
    def deadwood(self) -> int:
        """The defender's deadwood after the layoffs."""
        return self.arrangement.deadwood


def best_defence(
    knocker_melds: Sequence[int], defender: int, allow_layoffs: bool = True
) -> Defence:
    """Return the defender's least deadwood, choosing own melds and layoffs together.

    Ties go to fewer cards laid off.  Against gin (``allow_layoffs`` False) nothing is laid off.
    """
    before = min_deadwood(defender)
    best_laid, best_value = 0, before
    candidates = _reach(knocker_melds, defender) if allow_layoffs else 0
    # try every subset of the cards that could be laid off; a subset is a layoff only if each
    # of its cards is reachable through the others
    sub = candidates
    while sub:
        if _reach(knocker_melds, sub) == sub:
            value = min_deadwood(defender ^ sub)
            key = (value, sub.bit_count(), sub)
            if key < (best_value, best_laid.bit_count(), best_laid):
                best_laid, best_value = sub, value
        sub = (sub - 1) & candidates
    return Defence(best_laid, best_arrangement(defender ^ best_laid), before)


# ---------------------------------------------------------------------------- scoring


@dataclasses.dataclass(frozen=True)
class KnockOutcome:
    """Everything about a knock, as masks: kind, who scores, the arithmetic, both layouts."""

    kind: KnockKind
    winner: Side
    points: int
    knocker: Arrangement
    defence: Defence

    @property
    def knocker_deadwood(self) -> int:
        """The knocker's deadwood (0 for gin)."""
        return self.knocker.deadwood

    @property
    def defender_deadwood(self) -> int:
        """The defender's deadwood after layoffs."""
        return self.defence.deadwood


def score_masks(knocker: int, defender: int) -> KnockOutcome:
    """Return the outcome of a knock by the hand ``knocker`` (after its discard) on ``defender``.

    The knocker's melds are a least-deadwood arrangement; when several exist, the one that
    leaves the defender the most deadwood after layoffs (then the fewest layoffs) is used,
    which is the arrangement best for the knocker.  Raises ValueError if the knocker's deadwood
    is over the knock limit.
    """
    dw = min_deadwood(knocker)
    if dw > KNOCK_LIMIT:
        raise ValueError(f"the knocker's deadwood is {dw}, over {KNOCK_LIMIT}: no knock")
    if dw == 0:
        layout = best_arrangement(knocker)
        defence = best_defence(layout.melds, defender, allow_layoffs=False)
        return KnockOutcome("gin", "knocker", GIN_BONUS + defence.deadwood, layout, defence)
    chosen: tuple[Arrangement, Defence] | None = None
    for layout in arrangements(knocker):
        defence = best_defence(layout.melds, defender)
        if chosen is None or (-defence.deadwood, defence.laid.bit_count()) < (
            -chosen[1].deadwood,
            chosen[1].laid.bit_count(),
        ):
            chosen = (layout, defence)
    assert chosen is not None
    layout, defence = chosen
    if defence.deadwood <= dw:
        return KnockOutcome(
            "undercut", "defender", UNDERCUT_BONUS + dw - defence.deadwood, layout, defence
        )
    return KnockOutcome("knock", "knocker", defence.deadwood - dw, layout, defence)
