"""The claims of the Gin Rummy hint (``gin-rummy.hint.*``), checked from the rules.

The facts come from the rules' public functions (:func:`~tefuda.games.gin_rummy.deadwood`,
:func:`~tefuda.games.gin_rummy.deadwood_after_discards`,
:func:`~tefuda.games.gin_rummy.score_knock`) and the seat's view: the own hand, the discard
pile, the cards the opponent took from the pile and still holds.  The opponent's other cards
are some of the *unseen* cards (neither in the own hand, the pile nor the opponent's taken
cards); the stock holds the rest.  Chances are estimated over opponent hands drawn from the
unseen cards, in two ways made apart from the hint's opponent model:

* **uniform**: every hand the view allows equally likely;
* **improved**: the opponent's hidden cards as the best of a draw of as many extra unseen cards
  as it has drawn this hand (up to :data:`IMPROVE_MAX`), the worst thrown one by one, as a
  player who keeps what helps it; this is the harder opponent, and the one a likelihood must
  survive too.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterable, Sequence
from typing import Any

from tefuda.actions import legal_of
from tefuda.cards import RANKS
from tefuda.claims import Checker, Claims, Position
from tefuda.games import deck_for
from tefuda.games.gin_rummy import (
    KNOCK_LIMIT,
    Discard,
    DrawDiscard,
    DrawStock,
    EventKind,
    Knock,
    Next,
    Pass,
    Phase,
    deadwood,
    deadwood_after_discards,
    score_knock,
)

DECK: tuple[str, ...] = deck_for("gin-rummy")
#: opponent hands drawn per estimate
SAMPLES = 150
#: the improved opponent draws at most this many extra cards
IMPROVE_MAX = 6
#: "a long stock": at least this many cards (half the 31 of a fresh stock)
LONG_STOCK = 16
#: "about N points" of a knock: true within this many points of an independent estimate
POINTS_TOLERANCE = 8
#: "safer": the chance a discard lets the opponent meld, at least this much below the other's
SAFER_BY = 0.02


def setup(rng: random.Random) -> dict[str, Any]:
    """Return the options of an arena game: mostly to 100, some short games (the score near
    the target changes when a knock is worth taking)."""
    return {"target": rng.choice((100, 100, 50, 10))}


# --------------------------------------------------------------------------- what the seat sees


@dataclasses.dataclass(frozen=True)
class Sight:
    """What the seat of a view knows: its ``hand``, the ``pile`` (top last), the opponent's
    ``taken`` cards (held, public), how many of its cards are ``hidden``, the ``unseen``
    cards, the ``stock`` count and the cards the opponent took from the pile this hand
    (``took``, held or not) and how often it drew (``draws``)."""

    hand: tuple[str, ...]
    pile: tuple[str, ...]
    taken: tuple[str, ...]
    hidden: int
    unseen: tuple[str, ...]
    stock: int
    took: frozenset[str]
    draws: int

    @classmethod
    def of(cls, view: Any) -> Sight:
        """Return the sight of ``view``'s seat."""
        hand = tuple(view["hand"])
        pile = tuple(view["discard_pile"])
        taken = tuple(view["opponent_taken"])
        known = set(hand) | set(pile) | set(taken)
        took: set[str] = set()
        draws = 0
        for event in view["events"]:
            if event["seat"] == view["seat"]:
                continue
            if event["kind"] in (EventKind.TAKE, EventKind.TAKE_UPCARD):
                took.update(event["cards"])
                draws += 1
            elif event["kind"] == EventKind.DRAW:
                draws += 1
        return cls(
            hand=hand,
            pile=pile,
            taken=taken,
            hidden=int(view["opponent_count"]) - len(taken),
            unseen=tuple(c for c in DECK if c not in known),
            stock=int(view["stock_count"]),
            took=frozenset(took),
            draws=draws,
        )

    def uniform(self, rng: random.Random) -> list[str]:
        """Return an opponent hand the view allows, every one equally likely."""
        return [*self.taken, *rng.sample(self.unseen, self.hidden)]

    def improved(self, rng: random.Random) -> list[str]:
        """Return an opponent hand of a player who kept the best of its draws."""
        extra = min(self.draws, IMPROVE_MAX, len(self.unseen) - self.hidden)
        drawn = rng.sample(self.unseen, self.hidden + extra)
        hand = [*self.taken, *drawn]
        for _ in range(extra):
            after = deadwood_after_discards(hand)
            throw = min(
                (c for c in hand if c not in self.taken),
                key=lambda c: (after[c], -value(c), c),
            )
            hand.remove(throw)
        return hand


def value(card: str) -> int:
    """Return a card's deadwood points (the rules' count of a lone card)."""
    return deadwood([card])


def rank(card: str) -> int:
    """Return a card's rank, 0 for the ace (low only) to 12 for the king."""
    return RANKS.index(card[0])


def meld_pairs(card: str, pool: Iterable[str]) -> list[tuple[str, str]]:
    """Return the pairs of ``pool`` cards that make a meld of three with ``card``: the two
    other cards of a run (ace low, no wrap) or of a set."""
    have = set(pool)
    r, s = rank(card), card[1]

    def at(k: int) -> str | None:
        return f"{RANKS[k]}{s}" if 0 <= k < len(RANKS) else None

    out: list[tuple[str, str]] = []
    for a, b in ((at(r - 2), at(r - 1)), (at(r - 1), at(r + 1)), (at(r + 1), at(r + 2))):
        if a in have and b in have and a is not None and b is not None:
            out.append((a, b))
    same = sorted(c for c in have if c[0] == card[0] and c != card)
    out.extend((same[i], same[j]) for i in range(len(same)) for j in range(i + 1, len(same)))
    return out


def melds_with(card: str, cards: Sequence[str]) -> list[tuple[str, list[str]]]:
    """Return every meld of ``cards`` that holds ``card``, as (``"run"``/``"set"``, cards)."""
    held = set(cards)
    s = card[1]
    out: list[tuple[str, list[str]]] = []
    r = rank(card)
    for low in range(max(0, r - 12), r + 1):
        for high in range(r, len(RANKS)):
            if high - low < 2:
                continue
            run = [f"{RANKS[k]}{s}" for k in range(low, high + 1)]
            if all(c in held for c in run):
                out.append(("run", run))
    same = [c for c in held if c[0] == card[0] and c != card]
    for i in range(len(same)):
        for j in range(i + 1, len(same)):
            out.append(("set", [card, same[i], same[j]]))
    if len(same) == 3:
        out.append(("set", [card, *same]))
    return out


def in_best_meld(card: str, cards: Sequence[str], kind: str) -> bool:
    """Return True when some arrangement of ``cards`` with the least deadwood puts ``card`` in
    a meld of ``kind`` (``"run"`` or ``"set"``)."""
    least = deadwood(cards)
    for found, meld in melds_with(card, cards):
        if found == kind and deadwood([c for c in cards if c not in meld]) == least:
            return True
    return False


def without(cards: Sequence[str], *gone: str) -> list[str]:
    """Return ``cards`` without the cards ``gone``."""
    return [c for c in cards if c not in gone]


def best_after_taking(hand: Sequence[str], card: str) -> tuple[int, list[str]]:
    """Return the least deadwood after taking ``card`` and discarding another card, and the
    discards that reach it."""
    after = deadwood_after_discards([*hand, card])
    least = min(dw for c, dw in after.items() if c != card)
    return least, [c for c, dw in after.items() if c != card and dw == least]


def meld_chance(cards: Sequence[str], hands: Sequence[Sequence[str]]) -> list[float]:
    """Return, for each of ``cards``, the share of opponent ``hands`` it would make a meld
    with (two of the hand's cards and it form a run or a set)."""
    counts = [0] * len(cards)
    for hand in hands:
        for i, card in enumerate(cards):
            if meld_pairs(card, hand):
                counts[i] += 1
    return [n / max(1, len(hands)) for n in counts]


def _rng(position: Position) -> random.Random:
    return random.Random(f"claims|gin|{position.number}|{sorted(position.view['hand'])}")


# --------------------------------------------------------------------------- the checkers


def _no_reason(position: Position, claims: Claims) -> None:
    """``wait``: nothing to do (the judge checks that no action goes with an empty choice)."""
    claims.fact(not position.view["legal"], "the seat has a choice, not nothing to do")


def _next(position: Position, claims: Claims) -> None:
    """``next``: the hand is over and the next one is to be dealt."""
    claims.action(str(Next()))
    claims.fact(position.view["phase"] == Phase.HAND_OVER, "the hand is not over")


def _top_card(position: Position, claims: Claims) -> str | None:
    """Check that ``card`` is the top of the discard pile; return it."""
    view = position.view
    top = view["discard_pile"][-1] if view["discard_pile"] else None
    claims.param("card", top)
    return top


def _take(kind: str) -> Checker:
    def check(position: Position, claims: Claims) -> None:
        """``take_run`` / ``take_set``: the top card makes a meld of that kind with the hand,
        in an arrangement with the least deadwood once the best discard is made."""
        claims.action(str(DrawDiscard()))
        card = _top_card(position, claims)
        if card is None:
            return
        hand = list(position.view["hand"])
        _, throws = best_after_taking(hand, card)
        claims.fact(
            any(in_best_meld(card, without([*hand, card], t), kind) for t in throws),
            f"{card} completes no {kind} in a best arrangement of the hand",
        )

    return check


def _taking_top(position: Position, claims: Claims, action: str) -> tuple[str, int, int] | None:
    """Check the advised ``action`` and that ``card`` is the top of the discard pile; return
    the card, the hand's deadwood now and the least deadwood after taking it (with the best
    discard), or None without a top card."""
    claims.action(action)
    card = _top_card(position, claims)
    if card is None:
        return None
    hand = list(position.view["hand"])
    return card, deadwood(hand), best_after_taking(hand, card)[0]


def _take_lowers(position: Position, claims: Claims) -> None:
    """``take_lowers``: taking the top card (and the best discard) leaves ``deadwood``, less
    than now."""
    found = _taking_top(position, claims, str(DrawDiscard()))
    if found is not None:
        card, now, least = found
        claims.param("deadwood", least)
        claims.fact(least < now, f"taking {card} does not lower the deadwood")


def _no_help(action: str) -> Checker:
    def check(position: Position, claims: Claims) -> None:
        """``pass_upcard`` / ``draw_stock``: the top card does not help the hand: taking it
        (with the best discard) leaves no less deadwood than the hand has now."""
        found = _taking_top(position, claims, action)
        if found is not None:
            card, now, least = found
            claims.fact(
                least >= now,
                f"{card} helps: taking it brings the deadwood from {now} to {least}",
            )

    return check


def _stock_only(position: Position, claims: Claims) -> None:
    """``draw_stock_only``: draw from the stock, the one draw there is."""
    claims.action(str(DrawStock()))
    claims.fact(
        not legal_of(position.view, DrawDiscard), "the discard pile could be drawn from too"
    )


def _knock_card(position: Position, claims: Claims, knock: bool) -> tuple[str, list[str]] | None:
    """Check the advised knock (or the discard of a card that allows one) and ``deadwood``;
    return the card and the ten cards kept."""
    card = claims.get("card")
    if not isinstance(card, str) or card not in position.view["hand"]:
        claims.fact(False, f"{card!r} is not in the hand")
        return None
    claims.verified.add("card")
    claims.action(str(Knock(card) if knock else Discard(card)))
    kept = without(position.view["hand"], card)
    dw = deadwood(kept)
    claims.param("deadwood", dw)
    if not claims.fact(
        Knock(card) in legal_of(position.view, Knock) and dw <= KNOCK_LIMIT,
        f"a knock with {card} is not possible",
    ):
        return None
    return card, kept


def _gin(position: Position, claims: Claims) -> None:
    """``gin``: knocking with ``card`` leaves every other card in a meld."""
    found = _knock_card(position, claims, knock=True)
    if found is not None:
        claims.fact(deadwood(found[1]) == 0, "deadwood is left: not gin")


def _knock_odds(position: Position, kept: list[str]) -> tuple[float, float, bool]:
    """Return the chance that the opponent is left with more deadwood than ``kept`` (so the
    knock wins) over uniform and over improved opponent hands, and whether it does in the
    actual deal."""
    sight = Sight.of(position.view)
    rng = _rng(position)
    wins = [0, 0]
    for _ in range(SAMPLES):
        for i, hand in enumerate((sight.uniform(rng), sight.improved(rng))):
            wins[i] += score_knock(kept, hand).winner == "knocker"
    state = position.state
    actual = list(state.hands[1 - position.seat])
    held = score_knock(kept, actual).winner == "knocker"
    return wins[0] / SAMPLES, wins[1] / SAMPLES, held


def _knock(position: Position, claims: Claims) -> None:
    """``knock``: knocking with ``card`` leaves ``deadwood``, and the opponent likely holds
    more (after its layoffs): over both opponent models the knock wins more often than not."""
    found = _knock_card(position, claims, knock=True)
    if found is None:
        return
    uniform, improved, held = _knock_odds(position, found[1])
    claims.likely(
        "the opponent holds more deadwood", min(uniform, improved), held,
        "the opponent likely holds more",
    )


def _gin_outs(sight: Sight, kept: Sequence[str]) -> list[str]:
    """Return the unseen cards that would let ``kept`` (ten cards) go gin once drawn."""
    outs = []
    for card in sight.unseen:
        after = deadwood_after_discards([*kept, card])
        if min(after.values()) == 0:
            outs.append(card)
    return outs


def _undercut_witness(sight: Sight, kept: Sequence[str], rng: random.Random) -> list[str] | None:
    """Return an opponent hand the view allows that undercuts a knock with ``kept``, or None
    when none was found (drawn hands first, then hands built from the melds of the unseen
    cards)."""
    for _ in range(SAMPLES):
        for hand in (sight.uniform(rng), sight.improved(rng)):
            if score_knock(kept, hand).winner == "defender":
                return hand
    pool = [*sight.unseen, *sight.taken]
    melds = [
        meld for card in pool for _, meld in melds_with(card, pool)
        if card == min(meld, key=DECK.index)
    ]
    for _ in range(SAMPLES):
        rng.shuffle(melds)
        hand = list(sight.taken)
        room = sight.hidden
        for meld in melds:
            new = [c for c in meld if c not in hand]
            if len(new) <= room:
                hand.extend(new)
                room -= len(new)
        low = sorted((c for c in sight.unseen if c not in hand), key=value)
        hand.extend(low[:room])
        if len(hand) == len(sight.taken) + sight.hidden and (
            score_knock(kept, hand).winner == "defender"
        ):
            return hand
    return None


def _hold_undercut(position: Position, claims: Claims) -> None:
    """``hold_undercut``: discard ``card`` (a knock is possible at ``deadwood``) and do not
    knock: the opponent may undercut, some hand the view allows does."""
    found = _knock_card(position, claims, knock=False)
    if found is None:
        return
    witness = _undercut_witness(Sight.of(position.view), found[1], _rng(position))
    claims.possible(witness is not None, "the opponent may undercut")


def _hold_low_gain(position: Position, claims: Claims) -> None:
    """``hold_low_gain``: discard ``card``, a knock at ``deadwood`` being possible; a knock
    would earn only about ``expected`` points now: within :data:`POINTS_TOLERANCE` of what it
    is expected to earn (nothing when it is expected to lose) over uniform or improved
    opponent hands."""
    found = _knock_card(position, claims, knock=False)
    if found is None:
        return
    sight = Sight.of(position.view)
    rng = _rng(position)
    totals = [0, 0]
    for _ in range(SAMPLES):
        for i, hand in enumerate((sight.uniform(rng), sight.improved(rng))):
            result = score_knock(found[1], hand)
            totals[i] += result.points if result.winner == "knocker" else -result.points
    expected = claims.get("expected")
    claims.verified.add("expected")
    if not isinstance(expected, int):
        claims.fact(False, f"expected {expected!r} is no number of points")
        return
    claims.about(
        "a knock's gain", expected, [max(0.0, t / SAMPLES) for t in totals],
        POINTS_TOLERANCE, "points",
    )


def _discards(position: Position) -> dict[str, int]:
    """Return each legal discard with the deadwood it leaves."""
    hand = list(position.view["hand"])
    after = deadwood_after_discards(hand)
    return {a.card: after[a.card] for a in legal_of(position.view, Discard)}


def _discard_card(position: Position, claims: Claims) -> tuple[str, dict[str, int]] | None:
    """Check the advised discard of ``card``; return it with every legal discard's deadwood."""
    card = claims.get("card")
    options = _discards(position)
    if not isinstance(card, str) or card not in options:
        claims.fact(False, f"{card!r} is not a legal discard")
        return None
    claims.verified.add("card")
    claims.action(str(Discard(card)))
    return card, options


def _least(position: Position, claims: Claims, card: str, options: dict[str, int]) -> None:
    """Check ``deadwood`` and that discarding ``card`` leaves the least deadwood there is."""
    claims.param("deadwood", options[card])
    least = min(options.values())
    claims.fact(
        options[card] == least,
        f"discarding {card} leaves {options[card]} deadwood; another discard leaves {least}",
    )


def _discard_deadwood(position: Position, claims: Claims) -> None:
    """``discard_deadwood``: discarding ``card`` leaves the least deadwood, ``deadwood``."""
    found = _discard_card(position, claims)
    if found is not None:
        _least(position, claims, *found)


def _discard_flexible(position: Position, claims: Claims) -> None:
    """``discard_flexible``: the discard keeps cards that can still make melds: a card whose
    discard would leave less deadwood is kept, and it can still meld with an unseen card."""
    found = _discard_card(position, claims)
    if found is None:
        return
    card, options = found
    least = min(options.values())
    sight = Sight.of(position.view)
    kept = without(position.view["hand"], card)
    lower = [c for c, dw in options.items() if dw < options[card]]
    live = [
        c for c in lower
        if any(set(p) & set(sight.unseen) for p in meld_pairs(c, [*kept, *sight.unseen]))
    ]
    claims.fact(
        bool(live),
        f"no card kept instead of {card} (least deadwood {least}) can still make a meld",
    )


def _lowers(action: str) -> Checker:
    def check(position: Position, claims: Claims) -> None:
        """``draw_stock_lowers`` / ``pass_upcard_lowers``: taking the top card (with the best
        discard) would lower the deadwood from ``now`` to ``deadwood``."""
        found = _taking_top(position, claims, action)
        if found is not None:
            card, now, least = found
            claims.param("now", now)
            claims.param("deadwood", least)
            claims.fact(least < now, f"taking {card} does not lower the deadwood")

    return check


def _melds_near(card: str, cards: Iterable[str]) -> list[str]:
    """Return the ``cards`` that could be in one meld with ``card``: its rank, or its suit
    within two ranks."""
    return sorted(
        c for c in cards
        if c != card and (c[0] == card[0] or (c[1] == card[1] and abs(rank(c) - rank(card)) <= 2))
    )


def _discard_safe(position: Position, claims: Claims) -> None:
    """``discard_safe``: discarding ``card`` leaves the least deadwood, ``deadwood``, and the
    opponent took no card this hand of its rank or within two of it in its suit."""
    found = _discard_card(position, claims)
    if found is None:
        return
    card, options = found
    _least(position, claims, card, options)
    near = _melds_near(card, Sight.of(position.view).took)
    claims.fact(not near, f"the opponent took {near}, near {card}")


def _could_meld(sight: Sight, card: str) -> list[str]:
    """Return the opponent's held cards (taken from the pile) that could share a meld with
    ``card``: a meld of three holding both whose third card is unseen or the opponent's."""
    pool = [card, *sight.unseen, *sight.taken]
    return sorted(
        c for c in sight.taken
        if c != card
        and any(c in meld and len(meld) == 3 for _, meld in melds_with(card, pool))
    )


def _discard_avoid(position: Position, claims: Claims) -> None:
    """``discard_avoid``: discard ``card`` rather than ``avoid``: the opponent holds ``near``
    (cards it took from the pile), each of which could meld with ``avoid`` (:func:`_could_meld`),
    and holds none that could meld with ``card``."""
    found = _discard_card(position, claims)
    if found is None:
        return
    card, options = found
    avoid = claims.get("avoid")
    claims.verified.add("avoid")
    if not isinstance(avoid, str) or avoid not in options or avoid == card:
        claims.fact(False, f"{avoid!r} is not another card the seat could discard")
        return
    sight = Sight.of(position.view)
    near = _could_meld(sight, avoid)
    claims.param("near", near)
    claims.fact(bool(near), f"the opponent holds no card that could meld with {avoid}")
    held = _could_meld(sight, card)
    claims.fact(not held, f"the opponent holds {held}, which could meld with {card}")


def _discard_weighed(position: Position, claims: Claims) -> None:
    """``discard_weighed``: discarding ``card`` leaves ``deadwood`` (the rest of the sentence
    says how the choice was made, and claims nothing of the position)."""
    found = _discard_card(position, claims)
    if found is not None:
        claims.param("deadwood", found[1][found[0]])


def _hold_gin(position: Position, claims: Claims) -> None:
    """``hold_gin``: discard ``card`` (a knock is possible at ``deadwood``) and wait: the
    hand is one card from gin (some unseen card, drawn, makes gin)."""
    found = _knock_card(position, claims, knock=False)
    if found is not None:
        claims.fact(bool(_gin_outs(Sight.of(position.view), found[1])), "no unseen card makes gin")


def _take_weighed(position: Position, claims: Claims) -> None:
    """``take_weighed`` (the appraisal's reason): take ``card``, the top of the discard pile
    (the rest of the sentence says how the choice was made: over the deals played out)."""
    claims.action(str(DrawDiscard()))
    _top_card(position, claims)


def _knock_weighed(position: Position, claims: Claims) -> None:
    """``knock_weighed`` (the appraisal's reason): knocking with ``card`` is possible and
    leaves ``deadwood`` (the rest says how the choice was made: over the deals played out)."""
    _knock_card(position, claims, knock=True)


CHECKERS: dict[str, Checker] = {
    "gin-rummy.hint.wait": _no_reason,
    "gin-rummy.hint.next": _next,
    "gin-rummy.hint.take_run": _take("run"),
    "gin-rummy.hint.take_set": _take("set"),
    "gin-rummy.hint.take_lowers": _take_lowers,
    "gin-rummy.hint.pass_upcard": _no_help(str(Pass())),
    "gin-rummy.hint.draw_stock": _no_help(str(DrawStock())),
    "gin-rummy.hint.pass_upcard_lowers": _lowers(str(Pass())),
    "gin-rummy.hint.draw_stock_lowers": _lowers(str(DrawStock())),
    "gin-rummy.hint.draw_stock_only": _stock_only,
    "gin-rummy.hint.gin": _gin,
    "gin-rummy.hint.knock": _knock,
    "gin-rummy.hint.knock_weighed": _knock_weighed,
    "gin-rummy.hint.take_weighed": _take_weighed,
    "gin-rummy.hint.hold_gin": _hold_gin,
    "gin-rummy.hint.hold_undercut": _hold_undercut,
    "gin-rummy.hint.hold_low_gain": _hold_low_gain,
    "gin-rummy.hint.discard_safe": _discard_safe,
    "gin-rummy.hint.discard_deadwood": _discard_deadwood,
    "gin-rummy.hint.discard_avoid": _discard_avoid,
    "gin-rummy.hint.discard_flexible": _discard_flexible,
    "gin-rummy.hint.discard_weighed": _discard_weighed,
}
