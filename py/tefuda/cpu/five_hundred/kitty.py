"""The contractor's three discards after taking the kitty (one ``discard`` action at a time).

The normal CPU keeps the ten cards its count (:mod:`.evaluate`) values most: in a trump
contract it lays away side cards, which empties short side suits for ruffing; in no trumps it
keeps its stoppers and long suits; in misère it lays away the joker and the cards most likely
to win a trick.  Each call plans the remaining discards afresh and lays away one of them.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence

from tefuda.cards import JOKER
from tefuda.games.five_hundred import NO_TRUMPS
from tefuda.games.five_hundred.cards import suit_symbol

from .decision import Decision, card_of, decision
from .evaluate import misere_danger, no_trump_tricks, trump_tricks
from .tables import table

#: the most cards considered for the discards (the lowest-valued ones)
_CANDIDATES = 9


def _keep_value(trump: str, misere: bool) -> Callable[[Sequence[str]], float]:
    """Return the value of a kept hand under the contract."""
    if misere:
        return lambda kept: -float(misere_danger(kept))
    if trump == NO_TRUMPS:
        return no_trump_tricks
    return lambda kept: trump_tricks(kept, trump)


def plan_discards(hand: Sequence[str], trump: str, misere: bool) -> list[str]:
    """Return the cards to lay away so that ten remain, most useful to lose first.

    >>> plan_discards(["JK", "JH", "JD", "AH", "KH", "QH", "TH", "9H", "8H", "7H",
    ...                "5S", "6S", "7S"], "H", False)
    ['5S', '6S', '7S']
    """
    t = table(trump)
    count = len(hand) - 10
    if count <= 0:
        return []
    value = _keep_value(trump, misere)
    if misere:
        # the joker always wins; then the highest cards, one at a time, as they cost most
        kept = list(hand)
        out: list[str] = []
        for _ in range(count):
            best = max(kept, key=lambda c: (c == JOKER, value([k for k in kept if k != c]),
                                            t.rank[c]))
            kept.remove(best)
            out.append(best)
        return out
    def lowness(card: str) -> tuple[bool, bool, int]:
        return (t.is_trump[card], card[0] == "A", t.rank[card])
    pool = sorted(hand, key=lowness)[: max(count, _CANDIDATES)]
    best_set: tuple[str, ...] = tuple(pool[:count])
    best_value = -1e9
    for chosen in itertools.combinations(pool, count):
        kept = [c for c in hand if c not in chosen]
        v = value(kept) - 0.001 * sum(t.rank[c] for c in chosen)
        if v > best_value:
            best_set, best_value = chosen, v
    return sorted(best_set, key=lowness)


def normal_discard(hand: Sequence[str], trump: str, misere: bool, legal: list[str]) -> Decision:
    """Return the normal CPU's next discard with its reason."""
    plan = plan_discards(hand, trump, misere)
    texts = [f"discard {c}" for c in plan if f"discard {c}" in legal]
    text = texts[0] if texts else legal[0]
    return explain_discard(hand, plan, text, trump, misere)


def explain_discard(
    hand: Sequence[str], plan: Sequence[str], text: str, trump: str, misere: bool
) -> Decision:
    """Return the reason for laying away the card of ``text`` as part of ``plan``."""
    card = card_of(text)
    t = table(trump)
    if misere:
        return decision(text, "discard_joker_misere" if card == JOKER else "discard_misere",
                        card=card)
    suit = t.suit[card]
    if suit is not None and not t.is_trump[card]:
        left = [c for c in hand if t.suit[c] == suit and c not in plan]
        if not left:
            return decision(text, "discard_void", card=card, suit=suit_symbol(suit))
    return decision(text, "discard_low", card=card)
