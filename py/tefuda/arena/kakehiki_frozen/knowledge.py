"""What a 恋のかけひき seat knows from its view, in the CPU's terms.

Inside the CPU a card is reduced to what the rules see of it, ``(table value, hand value)``,
and hands are tuples of such cards sorted by (hand value, table value), so that equal hands
share one cache entry.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from tefuda.actions import legal_of
from tefuda.games.kakehiki import DECK, KakehikiView, Play, hand_value, table_value

Card = tuple[int, int]  # (table value, hand value)


def card_of(card: str) -> Card:
    """Return a card as the CPU sees it: ``(table value, hand value)``."""
    return (table_value(card), hand_value(card))


def sort_hand(cards: Sequence[Card]) -> tuple[Card, ...]:
    """Return ``cards`` sorted by (hand value, table value)."""
    return tuple(sorted(cards, key=lambda c: (c[1], c[0])))


def without(hand: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    """Return ``hand`` less one ``card``."""
    i = hand.index(card)
    return hand[:i] + hand[i + 1 :]


@dataclasses.dataclass(frozen=True)
class Knowledge:
    """What the seat of a view knows while it has a card to lay.

    ``plays`` are its legal plays and ``names`` their cards, ``hand`` those cards
    in the same order and ``ordered`` sorted; ``mine_shown``/``theirs_shown`` the cards each
    seat has laid (``theirs_cards`` the other seat's as cards); ``total`` the table total;
    ``pool`` the cards it has not seen.
    """

    plays: list[Play]
    names: list[str]
    hand: list[Card]
    ordered: tuple[Card, ...]
    mine_shown: list[Card]
    theirs_shown: list[Card]
    theirs_cards: list[str]
    total: int
    pool: list[Card]

    @property
    def round(self) -> int:
        """Return the round being played (1, 2 or 3)."""
        return len(self.mine_shown) + 1


def read_view(view: KakehikiView) -> Knowledge | None:
    """Return what the seat of ``view`` knows, or None when it has no card to lay."""
    plays = legal_of(view, Play)
    if not plays:
        return None
    seat = view["seat"]
    names = [a.card for a in plays]
    hand = [card_of(c) for c in names]
    seen = set(names) | set(view["table"][0]) | set(view["table"][1])
    return Knowledge(
        plays=plays,
        names=names,
        hand=hand,
        ordered=sort_hand(hand),
        mine_shown=[card_of(c) for c in view["table"][seat]],
        theirs_shown=[card_of(c) for c in view["table"][1 - seat]],
        theirs_cards=list(view["table"][1 - seat]),
        total=view["table_total"],
        pool=[card_of(c) for c in DECK if c not in seen],
    )
