"""The claims of the 恋のかけひき hint (``kakehiki.hint.*``), checked from the rules.

Card values come from the rules (:func:`~tefuda.games.kakehiki.table_value`,
:func:`~tefuda.games.kakehiki.hand_value`, :data:`~tefuda.games.kakehiki.MARRIAGE`).  The
other seat's cards are some of the *unseen* ones (neither in the own hand nor on the table);
it holds as many as its hand count, and one more while its card for this round lies face down.

How a marriage would go is counted over every hand the view allows the other seat, which
keeps its best three cards (the strongest it can do).  The last card is judged against every
card and hand the other seat may have: the sentence says no other card is sure to do better,
and the checker finds none that does at least as well in every case and better in one.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from tefuda.claims import Checker, Claims, Position
from tefuda.games import deck_for
from tefuda.games.kakehiki import MARRIAGE, Phase, hand_value, table_value
from tefuda.games.kakehiki.actions import Play

DECK: tuple[str, ...] = deck_for("kakehiki")
#: each card's points on the table and in the hand, by the rules (looked up once)
TABLE: dict[str, int] = {c: table_value(c) for c in DECK}
HAND: dict[str, int] = {c: hand_value(c) for c in DECK}


def setup(rng: random.Random) -> dict[str, Any]:
    """Return the options of an arena game: one game or a match of three."""
    return {"match_length": rng.choice((1, 3))}


@dataclasses.dataclass(frozen=True)
class Sight:
    """What the seat of a view knows: its ``hand`` (card texts), both ``table`` rows (its own
    first), the table ``total``, the ``unseen`` cards and how many of them the other seat
    holds (``theirs``, its face-down card included)."""

    hand: tuple[str, ...]
    mine: tuple[str, ...]
    shown: tuple[str, ...]
    total: int
    unseen: tuple[str, ...]
    theirs: int

    @classmethod
    def of(cls, view: Mapping[str, Any]) -> Sight:
        """Return the sight of ``view``'s seat."""
        seat = int(view["seat"])
        hand = tuple(c["card"] for c in view["hand"])
        mine, shown = tuple(view["table"][seat]), tuple(view["table"][1 - seat])
        known = {*hand, *mine, *shown}
        other = 1 - seat
        return cls(
            hand=hand,
            mine=mine,
            shown=shown,
            total=int(view["table_total"]),
            unseen=tuple(c for c in DECK if c not in known),
            theirs=int(view["hand_counts"][other]) + bool(view["committed"][other]),
        )


def points(cards: Sequence[str]) -> int:
    """Return the hand points of ``cards``."""
    return sum(HAND[c] for c in cards)


def best(cards: Sequence[str], n: int) -> int:
    """Return the hand points of the best ``n`` of ``cards``."""
    return sum(sorted((HAND[c] for c in cards), reverse=True)[:n])


def marriage_odds(sight: Sight, kept: int) -> tuple[float, float]:
    """Return the chances (win, loss) of keeping ``kept`` points in a marriage against the
    other seat keeping the best three of a hand the view allows it, every such hand counted
    once (exactly: the unseen cards taken one by one, highest first, so the first three a hand
    takes are its best three)."""
    hands: dict[tuple[int, int], int] = {(0, 0): 1}  # (cards, best three's points) → hands
    for card in sorted(sight.unseen, key=HAND.__getitem__, reverse=True):
        grown = dict(hands)
        for (size, total), count in hands.items():
            if size < sight.theirs:
                key = (size + 1, total + (HAND[card] if size < 3 else 0))
                grown[key] = grown.get(key, 0) + count
        hands = grown
    full = {total: count for (size, total), count in hands.items() if size == sight.theirs}
    every = sum(full.values())
    win = sum(n for total, n in full.items() if kept > total)
    loss = sum(n for total, n in full.items() if kept < total)
    return win / every, loss / every


# --------------------------------------------------------------------------- the checkers


def _wait(position: Position, claims: Claims) -> None:
    """``wait``: nothing to choose."""
    claims.fact(not position.view["legal"], "the seat has a card to choose")


def _card(position: Position, claims: Claims) -> tuple[Sight, str] | None:
    """Check the advised card (``card``), what it brings the table to (``after``) and the
    points kept (``kept``); return the sight and the card."""
    sight = Sight.of(position.view)
    card = claims.get("card")
    claims.verified.add("card")
    if card not in sight.hand:
        claims.fact(False, f"{card!r} is not in the hand")
        return None
    claims.action(str(Play(str(card))))
    claims.param("after", sight.total + TABLE[card])
    claims.param("kept", points([c for c in sight.hand if c != card]))
    return sight, str(card)


def _theirs(position: Position, claims: Claims, sight: Sight, suffix: str) -> None:
    """The ``_up`` / ``_down`` clause: ``theirs`` are the other seat's table cards, which
    raised the table (up) or did not (down)."""
    if not suffix:
        claims.fact(not sight.shown, "the other seat's cards go unmentioned")
        return
    claims.param("theirs", list(sight.shown))
    pushed = sum(TABLE[c] for c in sight.shown)
    if suffix == "_up":
        claims.fact(pushed > 0, f"the other seat's cards add {pushed} to the table: not up")
    else:
        claims.fact(pushed <= 0, f"the other seat's cards add {pushed} to the table: not down")


def _favour(position: Position, claims: Claims, sight: Sight, kept: Sequence[str]) -> None:
    """"A marriage would likely favour you": with the best three of ``kept`` the seat wins more
    often than it loses against a seat that keeps its own best three."""
    win, loss = marriage_odds(sight, best(kept, 3))
    state = position.state
    other = state.hands[1 - position.seat]
    pending = state.pending[1 - position.seat]
    theirs = best([*other, *([pending] if pending else [])], 3)
    claims.likely(
        "a marriage favours the seat",
        win / max(1e-9, win + loss),
        None if best(kept, 3) == theirs else best(kept, 3) > theirs,
        f"a marriage would likely favour you (wins {100 * win:.0f} %, losses "
        f"{100 * loss:.0f} % against a seat that keeps its best three)",
    )


def _open(claims: Claims, sight: Sight, top: int) -> None:
    """"A marriage is no sure win": some hand the view allows the other seat keeps as much."""
    claims.possible(
        best(sight.unseen, min(3, sight.theirs)) >= top,
        f"the other seat keeps {top} points or more",
    )


#: what the card does, checked: the cheapest in hand, or it raises or lowers the table
MOVES: dict[str, Callable[[Sight, str], str | None]] = {
    "cheap": lambda sight, card: (
        None if HAND[card] == min(HAND[c] for c in sight.hand)
        else f"{card} is not the cheapest card in hand"
    ),
    "up": lambda sight, card: None if TABLE[card] > 0 else f"{card} does not raise the table",
    "down": lambda sight, card: None if TABLE[card] < 0 else f"{card} does not lower the table",
}


def _early(move: str, outlook: str, suffix: str) -> Checker:
    def check(position: Position, claims: Claims) -> None:
        """``<move>_<outlook>[_up|_down]`` (rounds 1 and 2): the card (``cheap``: the one worth
        least in hand; ``up``/``down``: it raises / lowers the table) brings the table to
        ``after`` before the other seat's card, the seat keeps ``kept``; the best three it
        keeps make ``top`` and a marriage would likely favour it (``fav``) or is no sure win
        (``open``)."""
        found = _card(position, claims)
        if found is None:
            return
        sight, card = found
        claims.fact(len(sight.hand) > 3, "this is the last card")
        wrong = MOVES[move](sight, card)
        claims.fact(wrong is None, str(wrong))
        kept = [c for c in sight.hand if c != card]
        top = best(kept, 3)
        claims.param("top", top)
        if outlook == "fav":
            _favour(position, claims, sight, kept)
        else:
            _open(claims, sight, top)
        _theirs(position, claims, sight, suffix)

    return check


def outcome(total: int, mine: int, theirs_laid: int, theirs_kept: int) -> int:
    """Return the last card's result for the seat: 1 a win, -1 a loss, 0 a draw (no marriage
    or equal points), when the table stands at ``total`` after its card."""
    if total + theirs_laid < MARRIAGE:
        return 0
    return (mine > theirs_kept) - (mine < theirs_kept)


def last_cases(unseen: Sequence[str], theirs: int) -> set[tuple[int, int]]:
    """Return every (table points of the card laid, hand points of the cards kept) the other
    seat may have when it holds ``theirs`` of the ``unseen`` cards and lays one of them.

    Cards alike in both points are counted together: for each kind laid, the sums of hand
    points of ``theirs - 1`` of the other cards (each kind at most as often as it is unseen).
    """
    kinds: dict[tuple[int, int], int] = {}
    for card in unseen:
        kind = (TABLE[card], HAND[card])
        kinds[kind] = kinds.get(kind, 0) + 1
    cases: set[tuple[int, int]] = set()
    for laid in kinds:
        left = dict(kinds)
        left[laid] -= 1
        sums = {(0, 0)}  # (cards taken, their hand points)
        for (_, value), count in left.items():
            sums = {
                (taken + more, total + more * value)
                for taken, total in sums
                for more in range(min(count, theirs - 1 - taken) + 1)
            }
        cases.update((laid[0], total) for taken, total in sums if taken == theirs - 1)
    return cases


def _last(kind: str, suffix: str) -> Checker:
    def check(position: Position, claims: Claims) -> None:
        """``last_need*`` / ``last_over*``: the last card brings the table to ``after``; a
        marriage needs the other seat's card to add ``need`` or more (``need``), or follows
        unless it takes away more than ``over`` (``over``); the seat keeps ``kept``; no other
        card is sure to do better: none does at least as well against every card and hand the
        other seat may have, and better against one."""
        found = _card(position, claims)
        if found is None:
            return
        sight, card = found
        if not claims.fact(len(sight.hand) == 3, "this is not the last card"):
            return
        after = sight.total + TABLE[card]
        if kind == "need":
            claims.param("need", MARRIAGE - after)
            claims.fact(after < MARRIAGE, f"the table is at {after}: no card is needed")
        else:
            claims.param("over", after - MARRIAGE)
            claims.fact(after >= MARRIAGE, f"the table is at {after}, under {MARRIAGE}")
        cases = last_cases(sight.unseen, sight.theirs)

        def results(choice: str) -> list[int]:
            kept = points([c for c in sight.hand if c != choice])
            total = sight.total + TABLE[choice]
            return [outcome(total, kept, laid, rest) for laid, rest in sorted(cases)]

        mine = results(card)
        for other in sight.hand:
            theirs = results(other)
            if all(a >= b for a, b in zip(theirs, mine, strict=True)) and theirs != mine:
                claims.fact(False, f"{other} does at least as well as {card} in every case")
                break
        _theirs(position, claims, sight, suffix)

    return check


def _next(position: Position, claims: Claims) -> None:
    """``next``: the game is over; the next one is to be dealt."""
    claims.action("next")
    claims.fact(position.view["phase"] == Phase.HAND_OVER, "the game is not over")


SUFFIXES = ("", "_up", "_down")

CHECKERS: dict[str, Checker] = {
    "kakehiki.hint.wait": _wait,
    "kakehiki.hint.next": _next,
    **{
        f"kakehiki.hint.{move}_{outlook}{suffix}": _early(move, outlook, suffix)
        for move in MOVES for outlook in ("fav", "open") for suffix in SUFFIXES
    },
    **{
        f"kakehiki.hint.last_{kind}{suffix}": _last(kind, suffix)
        for kind in ("need", "over") for suffix in SUFFIXES[1:]
    },
}
