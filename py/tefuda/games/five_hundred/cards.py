"""500's cards: the 43-card deck, the effective suit of a card, its power in a trick, the bowers,
and the order of a hand on the table (specs/five_hundred.md, "Card ranking").

Trumps are written ``S C D H`` (a suit) or ``NT`` (no trumps; misère is played as no trumps).

* In a trump contract the trumps, high to low, are the joker, the jack of trumps (right bower),
  the other jack of the same colour (left bower), then A K Q T 9 8 7 6 5 (4).  The left bower
  and the joker *are* trumps in every respect: for following suit, when led, when played.
* In no trumps there are no bowers; the joker is the only trump and the highest card.
* Other suits rank A K Q J T 9 … 5 (4); the suit of the same colour as trumps has no jack.
"""

from __future__ import annotations

from collections.abc import Iterable

from tefuda.cards import JOKER, RANKS, parse_card

GAME_ID = "five-hundred"
#: the 43 cards (red suits 4..A, black suits 5..A, the joker), suit by suit in S H D C order
DECK: tuple[str, ...] = (
    *(r + s for s in "SHDC" for r in RANKS if r not in "23" and not (s in "SC" and r == "4")),
    JOKER,
)
_IN_DECK = frozenset(DECK)
#: the suits in bidding order, low to high
SUITS: tuple[str, ...] = ("S", "C", "D", "H")
NO_TRUMPS = "NT"
#: the trumps a contract may name, in bidding order
TRUMPS: tuple[str, ...] = (*SUITS, NO_TRUMPS)
SUIT_SYMBOLS = {"S": "♠", "C": "♣", "D": "♦", "H": "♥"}

_SAME_COLOUR = {"S": "C", "C": "S", "D": "H", "H": "D"}
#: plain ranks low to high (a trump suit leaves out its jack, which is a bower)
_PLAIN = "456789TJQKA"
_TRUMP_PLAIN = "456789TQKA"
#: powers: a trump beats a card of the suit led, which beats anything else (power 0)
_LED = 100
_TRUMP = 200
_LEFT, _RIGHT, _JOKER = 20, 21, 22
#: the suits on the table, alternating colours; a trump suit is moved to the front by rotation
_TABLE_ORDER = ("S", "H", "C", "D")


def check_card(card: object) -> str:
    """Return ``card`` if it is a card of the 500 deck.

    Raises ValueError naming it otherwise (``"2H"``, ``"4S"``, ``"10D"``, a non-string).

    >>> check_card("4H")
    '4H'
    """
    parse_card(card)
    if card not in _IN_DECK:
        raise ValueError(f"not a card of the 500 deck: {card!r}")
    assert isinstance(card, str)
    return card


def check_cards(cards: Iterable[object], what: str = "cards") -> tuple[str, ...]:
    """Return ``cards`` as a tuple of distinct 500 cards.

    Raises ValueError for a bare string, a card outside the deck, or a card given twice.
    """
    if isinstance(cards, str):
        raise ValueError(f"{what}: expected a list of cards, got the string {cards!r}")
    out = tuple(check_card(c) for c in cards)
    if len(set(out)) != len(out):
        raise ValueError(f"{what}: a card is given twice in {list(out)!r}")
    return out


def check_trump(trump: object) -> str:
    """Return ``trump`` if it is ``S C D H`` or ``NT``; raises ValueError naming it otherwise."""
    if not isinstance(trump, str) or trump not in TRUMPS:
        raise ValueError(f"not a trump: {trump!r} (expected one of {' '.join(TRUMPS)})")
    return trump


def check_suit(suit: object, what: str = "suit") -> str:
    """Return ``suit`` if it is ``S C D`` or ``H``; raises ValueError naming it otherwise."""
    if not isinstance(suit, str) or suit not in SUITS:
        raise ValueError(f"{what}: not a suit: {suit!r} (expected one of {' '.join(SUITS)})")
    return suit


def same_colour(suit: str) -> str:
    """Return the other suit of the same colour (spades ↔ clubs, hearts ↔ diamonds).

    >>> same_colour("H")
    'D'
    """
    return _SAME_COLOUR[suit]


def is_right_bower(card: str, trump: str) -> bool:
    """Return True for the jack of trumps in a trump contract (never in no trumps).

    >>> is_right_bower("JH", "H"), is_right_bower("JH", "NT")
    (True, False)
    """
    return trump in _SAME_COLOUR and card == "J" + trump


def is_left_bower(card: str, trump: str) -> bool:
    """Return True for the jack of the trump suit's colour-mate in a trump contract.

    >>> is_left_bower("JD", "H"), is_left_bower("JC", "H"), is_left_bower("JD", "NT")
    (True, False, False)
    """
    return trump in _SAME_COLOUR and card == "J" + _SAME_COLOUR[trump]


def effective_suit(card: str, trump: str) -> str | None:
    """Return the suit ``card`` belongs to for following suit.

    The left bower and the joker belong to the trump suit in a trump contract; in no trumps
    the joker belongs to no suit (it is the only trump), and every other card to its own.

    >>> effective_suit("JD", "H"), effective_suit("JK", "S"), effective_suit("JK", "NT")
    ('H', 'S', None)
    >>> effective_suit("JD", "NT")
    'D'
    """
    if card == JOKER:
        return trump if trump in _SAME_COLOUR else None
    if is_left_bower(card, trump):
        return trump
    return card[1]


def is_trump(card: str, trump: str) -> bool:
    """Return True if ``card`` is a trump: the joker always; in a trump contract also every card
    of the trump suit and the left bower.

    >>> is_trump("JC", "S"), is_trump("JK", "NT"), is_trump("AH", "NT")
    (True, True, False)
    """
    if card == JOKER:
        return True
    return trump in _SAME_COLOUR and effective_suit(card, trump) == trump


def rank_power(card: str, trump: str) -> int:
    """Return the card's rank within its effective suit, higher is stronger (the joker, then the
    right and left bowers are the top three trumps; the joker tops no trumps too).

    >>> [rank_power(c, "H") for c in ("JK", "JH", "JD", "AH", "4H")]
    [22, 21, 20, 9, 0]
    >>> rank_power("JH", "NT") < rank_power("QH", "NT")
    True
    """
    if card == JOKER:
        return _JOKER
    if is_right_bower(card, trump):
        return _RIGHT
    if is_left_bower(card, trump):
        return _LEFT
    if card[1] == trump:
        return _TRUMP_PLAIN.index(card[0])
    return _PLAIN.index(card[0])


def trick_power(card: str, trump: str, led_suit: str | None) -> int:
    """Return how strongly ``card`` stands in a trick whose effective suit led is ``led_suit``:
    any trump beats any card of the suit led, which beats any other card (power 0, never wins).

    >>> trick_power("5S", "S", "H") > trick_power("AH", "S", "H") > trick_power("AD", "S", "H")
    True
    """
    if is_trump(card, trump):
        return _TRUMP + rank_power(card, trump)
    if effective_suit(card, trump) == led_suit:
        return _LED + rank_power(card, trump)
    return 0


def table_suits(trump: str | None) -> tuple[str, ...]:
    """Return the order of the suits in a hand on the table: alternating colours, the trump
    suit first when there is one.

    >>> table_suits(None), table_suits("D")
    (('S', 'H', 'C', 'D'), ('D', 'S', 'H', 'C'))
    """
    if trump not in _SAME_COLOUR:
        return _TABLE_ORDER
    start = _TABLE_ORDER.index(trump)
    return _TABLE_ORDER[start:] + _TABLE_ORDER[:start]


def sort_hand(cards: Iterable[str], trump: str | None = None) -> tuple[str, ...]:
    """Return ``cards`` in table order: by suit (:func:`table_suits`), high to low.

    With a trump suit the bowers stand among the trumps and the joker heads them; in no trumps,
    misère, or before the contract is known (``trump`` None) the joker comes last and the
    jacks stay in their own suits.

    >>> sort_hand(["5H", "JD", "JK", "AS", "QD"], "H")
    ('JK', 'JD', '5H', 'QD', 'AS')
    >>> sort_hand(["5H", "JD", "JK", "AS", "QD"])
    ('AS', '5H', 'QD', 'JD', 'JK')
    """
    contract = trump if trump is not None else NO_TRUMPS
    order = table_suits(trump)

    def key(card: str) -> tuple[int, int]:
        suit = effective_suit(card, contract)
        place = order.index(suit) if suit is not None else len(order)
        return (place, -rank_power(card, contract))

    return tuple(sorted(cards, key=key))


def suit_symbol(suit: str) -> str:
    """Return the symbol of a suit (``"H"`` → ``"♥"``), or ``"NT"`` for no trumps."""
    return SUIT_SYMBOLS.get(suit, suit)
