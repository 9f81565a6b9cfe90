"""The contractor's three discards after taking the kitty (one ``discard`` action at a time).

The rules of a good club player:

* in a suit contract never a trump (unless the side cards run out): the side cards whose loss
  leaves the most tricks by the count (:func:`.evaluate.suit_count`), voids preferred, since a
  void lets the spare trumps ruff;
* in no trumps never the joker, and the stoppers are kept: the cards whose loss leaves the most
  no-trump tricks and stopped suits;
* in misère the joker first, then the cards most likely to be forced to win a trick.

From one suit a good player lays away its lowest cards (or the whole suit, to void it), so only
the ways of taking the lowest ``k`` cards of each suit are weighed (in misère the highest ``k``).
Each call plans the remaining discards afresh and lays away one of them.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence

from tefuda.cards import JOKER
from tefuda.games.five_hundred import NO_TRUMPS, SUITS
from tefuda.games.five_hundred.cards import suit_symbol

from .decision import Decision, card_of, decision, discard_text
from .evaluate import count_suits, no_trump_count, suit_danger, suits_stopped
from .facts import facts

#: what a void is worth beyond its ruffs in a suit contract, a stopper in no trumps (tricks)
VOID_BONUS = 0.15
STOPPER_BONUS = 0.3


def _splits(groups: Sequence[Sequence[str]], need: int) -> list[tuple[int, ...]]:
    """Return every way of taking ``need`` cards from the front of the ``groups``: how many
    from each."""
    ranges = [range(min(len(g), need) + 1) for g in groups]
    return [counts for counts in itertools.product(*ranges) if sum(counts) == need]


Score = Callable[[Sequence[int]], float]


def _scorer(cards: Sequence[str], groups: Sequence[Sequence[str]], trump: str,
            misere: bool) -> Score:
    """Return what the hand ``cards`` is worth under the contract (higher is better) once the
    front ``counts[i]`` cards of each of ``groups`` (the cards that may be laid away, low
    first; in misère high first) are laid away.  Each suit's count is taken from the cards it
    keeps (:mod:`.evaluate`), which are worked out once per suit and number laid away."""
    if misere:
        f = facts(NO_TRUMPS)
        # per suit and number laid away: the danger and the ranks of the cards it keeps
        table = [[(suit_danger(g[k:], suit, 1), sum(f.rank[c] for c in g[k:]))
                  for k in range(len(g) + 1)] for suit, g in zip(SUITS, groups, strict=True)]

        def misere_value(counts: Sequence[int]) -> float:
            danger = ranks = 0
            for row, k in zip(table, counts, strict=True):
                danger += row[k][0]
                ranks += row[k][1]
            return -float(danger) - 0.001 * ranks

        return misere_value
    # per group and number laid away: the cards it keeps, high to low
    kept = [[tuple(reversed(g[k:])) for k in range(len(g) + 1)] for g in groups]
    if trump == NO_TRUMPS:
        joker = JOKER in cards

        def no_trump_value(counts: Sequence[int]) -> float:
            suits = [row[k] for row, k in zip(kept, counts, strict=True)]
            return no_trump_count(joker, suits) + STOPPER_BONUS * suits_stopped(suits)

        return no_trump_value
    f = facts(trump)
    held = set(cards)
    trumps = tuple(c for c in f.by_suit[trump] if c in held)
    sides = len(f.side_suits())

    def trump_value(counts: Sequence[int]) -> float:
        side = [row[k] for row, k in zip(kept[:sides], counts, strict=False)]
        # the trumps too, when the side cards are fewer than the discards
        mine = kept[sides][counts[sides]] if len(groups) > sides else trumps
        voids = sum(1 for group in side if not group)
        return count_suits(mine, side, trump).tricks + VOID_BONUS * voids

    return trump_value


def plan_discards(hand: Sequence[str], trump: str, misere: bool) -> list[str]:
    """Return the cards to lay away so that ten remain (none when ten are left), the one to lay
    away first first.

    >>> plan_discards(["JK", "JH", "JD", "AH", "KH", "QH", "TH", "9H", "8H", "7H",
    ...                "5S", "6S", "7S"], "H", False)
    ['5S', '6S', '7S']
    >>> plan_discards(["JK", "4H", "5H", "6H", "5S", "6S", "7S", "5C", "4D", "5D",
    ...                "AS", "KC", "9D"], "NT", True)
    ['JK', 'AS', 'KC']
    """
    need = len(hand) - 10
    if need <= 0:
        return []
    f = facts(trump)
    cards = list(hand)
    fixed: list[str] = []
    if misere and JOKER in cards:
        fixed.append(JOKER)
        cards.remove(JOKER)
        need -= 1
    if misere:
        groups = [sorted((c for c in cards if f.suit[c] == s), key=lambda c: -f.rank[c])
                  for s in SUITS]
    elif trump == NO_TRUMPS:
        groups = [sorted((c for c in cards if f.suit[c] == s), key=lambda c: f.rank[c])
                  for s in SUITS]
    else:
        groups = [sorted((c for c in cards if f.suit[c] == s), key=lambda c: f.rank[c])
                  for s in f.side_suits()]
        if sum(len(g) for g in groups) < need:
            groups.append(sorted((c for c in cards if f.is_trump[c]), key=lambda c: f.rank[c]))
    score = _scorer(cards, groups, trump, misere)
    best: Sequence[int] = (0,) * len(groups)
    best_value = float("-inf")
    for counts in _splits(groups, need):
        value = score(counts)
        if value > best_value:
            best, best_value = counts, value
    gone = [c for g, k in zip(groups, best, strict=True) for c in g[:k]]
    order = sorted(gone, key=lambda c: (-f.rank[c]) if misere else f.rank[c])
    return fixed + order


def rule_discard(hand: Sequence[str], trump: str, misere: bool,
                 legal: Sequence[str]) -> Decision:
    """Return the rule-based next discard (one of ``legal``) with its reason."""
    plan = plan_discards(hand, trump, misere)
    texts = [text for text in map(discard_text, plan) if text in legal]
    text = texts[0] if texts else legal[0]
    return explain_discard(hand, plan, text, trump, misere)


def explain_discard(hand: Sequence[str], plan: Sequence[str], text: str, trump: str,
                    misere: bool) -> Decision:
    """Return the reason for laying away the card of ``text`` as part of ``plan`` (the
    discards still to make, that card among them)."""
    card = card_of(text)
    f = facts(trump)
    if misere:
        return decision(text, "discard_joker_misere" if card == JOKER else "discard_misere",
                        card=card)
    suit = f.suit[card]
    if suit is not None and not f.is_trump[card]:
        left = [c for c in hand if f.suit[c] == suit and c not in plan]
        if not left:
            symbol = suit_symbol(suit)
            if f.trump_suit is None:
                return decision(text, "discard_void_nt", card=card, suit=symbol)
            if not [c for c in hand if f.is_trump[c] and c not in plan]:
                return decision(text, "discard_count", card=card)  # no trump to ruff with
            # the rest of the suit goes with the discards still to make: say which
            others = [c for c in hand if f.suit[c] == suit and c != card]
            if others:
                return decision(text, "discard_void_more", card=card, others=others,
                                suit=symbol)
            return decision(text, "discard_void", card=card, suit=symbol)
    return decision(text, "discard_count", card=card)
