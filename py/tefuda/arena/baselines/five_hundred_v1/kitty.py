"""FROZEN copy (see the package docstring): The contractor's three discards after taking the kitty (one ``discard`` action at a time).

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
_CANDIDATES = 8


def _keep_value(trump: str, misere: bool) -> Callable[[Sequence[str]], float]:
    """Return the value of a kept hand under the contract."""
    if misere:
        return lambda kept: -float(misere_danger(kept))
    if trump == NO_TRUMPS:
        return no_trump_tricks
    return lambda kept: trump_tricks(kept, trump)


def ranked_discards(
    hand: Sequence[str], trump: str, misere: bool, *, keep: Sequence[str] = ()
) -> list[tuple[str, ...]]:
    """Return the sets of cards to lay away so that ten remain, best first by the count of
    the kept hand; every set includes the cards of ``keep`` (discards already made, given
    when ``hand`` still holds them)."""
    t = table(trump)
    count = len(hand) - 10
    if count <= 0:
        return [()]
    value = _keep_value(trump, misere)
    fixed = tuple(c for c in keep if c in hand)
    free = [c for c in hand if c not in fixed]
    need = count - len(fixed)

    def lowness(card: str) -> tuple[bool, bool, int]:
        if misere:
            return (card != JOKER, False, -t.rank[card])
        return (t.is_trump[card], card[0] == "A", t.rank[card])

    pool = sorted(free, key=lowness)[: max(need, _CANDIDATES)]
    scored: list[tuple[float, tuple[str, ...]]] = []
    for chosen in itertools.combinations(pool, need):
        kept = [c for c in free if c not in chosen]
        tie = 0.001 * sum(t.rank[c] for c in chosen)
        v = value(kept) + (tie if misere else -tie)
        scored.append((v, tuple(sorted((*fixed, *chosen), key=lowness))))
    scored.sort(key=lambda item: -item[0])
    return [chosen for _, chosen in scored]


def plan_discards(hand: Sequence[str], trump: str, misere: bool) -> list[str]:
    """Return the cards to lay away so that ten remain, the first to lose first.

    >>> plan_discards(["JK", "JH", "JD", "AH", "KH", "QH", "TH", "9H", "8H", "7H",
    ...                "5S", "6S", "7S"], "H", False)
    ['5S', '6S', '7S']
    >>> plan_discards(["JK", "4H", "5H", "6H", "5S", "6S", "7S", "5C", "4D", "5D",
    ...                "AS", "KC", "9D"], "NT", True)
    ['JK', 'AS', 'KC']
    """
    return list(ranked_discards(hand, trump, misere)[0])


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
