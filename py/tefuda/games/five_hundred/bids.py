"""500's bids: their notation, the bid ladder, their values and which bids are allowed now
(specs/five_hundred.md, "Bidding" and "Scoring").

A bid is written ``6S`` … ``10NT`` (tricks 6–10, then ``S C D H`` or ``NT``), ``MISERE`` or
``OPEN_MISERE``.  The ladder, low to high: every 6-bid (♠ < ♣ < ♦ < ♥ < NT), every 7-bid,
misère, the 8- and 9-bids, 10♠ 10♣ 10♦, open misère, 10♥, 10NT.  Misère is allowed only over a
7-level bid unless the option allows it at any time (it still ranks below every 8-bid); open
misère at any time it ranks above the high bid.
"""

from __future__ import annotations

from tefuda.core import IllegalAction

from .cards import NO_TRUMPS, TRUMPS, suit_symbol

MISERE = "MISERE"
OPEN_MISERE = "OPEN_MISERE"
PASS = "pass"
MISERE_VALUE = 250
#: open misère's value in the seed's table; the ``open_misere_value`` option may make it 500
OPEN_MISERE_VALUE = 520
OPEN_MISERE_VALUES = (520, 500)

_SUIT_BIDS = tuple(f"{n}{t}" for n in range(6, 11) for t in TRUMPS)
#: every bid, low to high
BIDS: tuple[str, ...] = (
    *_SUIT_BIDS[:10],
    MISERE,
    *_SUIT_BIDS[10:23],
    OPEN_MISERE,
    *_SUIT_BIDS[23:],
)
_RANK = {bid: i for i, bid in enumerate(BIDS)}
#: a 6-bid in each trump, in order; each trick above six adds 100
_BASE_VALUE = dict(zip(TRUMPS, (40, 60, 80, 100, 120), strict=True))


def parse_bid(text: object) -> str:
    """Return ``text`` if it is a bid in the spec's notation.

    Raises ValueError naming it otherwise (``"5H"``, ``"7h"``, ``"11NT"``, ``"misere"``).

    >>> parse_bid("10NT")
    '10NT'
    """
    if not isinstance(text, str) or text not in _RANK:
        raise ValueError(f"not a bid: {text!r} (expected 6S … 10NT, MISERE or OPEN_MISERE)")
    return text


def is_misere(bid: str) -> bool:
    """Return True for misère and open misère."""
    return bid in (MISERE, OPEN_MISERE)


def bid_tricks(bid: str) -> int | None:
    """Return the tricks a bid promises (6–10), or None for misère and open misère.

    >>> bid_tricks("10H"), bid_tricks("MISERE")
    (10, None)
    """
    return None if is_misere(parse_bid(bid)) else int(bid[:-2] if bid.endswith(NO_TRUMPS) else bid[:-1])


def bid_trump(bid: str) -> str:
    """Return the trump of a bid: ``S C D H`` or ``NT``; misère is played as no trumps.

    >>> bid_trump("8D"), bid_trump("7NT"), bid_trump("OPEN_MISERE")
    ('D', 'NT', 'NT')
    """
    if is_misere(parse_bid(bid)):
        return NO_TRUMPS
    return NO_TRUMPS if bid.endswith(NO_TRUMPS) else bid[-1]


def bid_rank(bid: str) -> int:
    """Return the bid's place on the ladder (0 for 6♠); a higher place beats a lower one.

    >>> bid_rank("7NT") < bid_rank("MISERE") < bid_rank("8S")
    True
    >>> bid_rank("10D") < bid_rank("OPEN_MISERE") < bid_rank("10H")
    True
    """
    return _RANK[parse_bid(bid)]


def bid_value(bid: str, *, open_misere: int = OPEN_MISERE_VALUE) -> int:
    """Return what a bid scores when made (and loses when not): the spec's table.

    ``open_misere`` is open misère's value (520, the seed's, by default; the option sets 500).
    Raises ValueError for a text that is not a bid.

    >>> bid_value("8H"), bid_value("6S"), bid_value("10NT")
    (300, 40, 520)
    >>> bid_value("MISERE"), bid_value("OPEN_MISERE"), bid_value("OPEN_MISERE", open_misere=500)
    (250, 520, 500)
    >>> bid_value("11H")
    Traceback (most recent call last):
    ValueError: not a bid: '11H' (expected 6S … 10NT, MISERE or OPEN_MISERE)
    """
    bid = parse_bid(bid)
    if bid == MISERE:
        return MISERE_VALUE
    if bid == OPEN_MISERE:
        return open_misere
    tricks = bid_tricks(bid)
    assert tricks is not None
    return _BASE_VALUE[bid_trump(bid)] + 100 * (tricks - 6)


def bid_refusal(bid: str, high: str | None, *, misere_any_time: bool = False) -> IllegalAction | None:
    """Return why ``bid`` may not be made over the high bid ``high`` (None: no bid yet), or None
    when it may.  This is the bidding rule; :func:`legal_bids` lists what it allows.

    >>> bid_refusal("MISERE", "7C") is None, bid_refusal("MISERE", "6H").reason
    (True, 'misere_over_seven')
    >>> bid_refusal("MISERE", None, misere_any_time=True) is None
    True
    >>> bid_refusal("7S", "7S").reason
    'bid_too_low'
    """
    if high is not None and bid_rank(bid) <= bid_rank(high):
        if high == MISERE:
            return IllegalAction("bid_too_low_misere")
        if high == OPEN_MISERE:
            return IllegalAction("bid_too_low_open_misere")
        return IllegalAction("bid_too_low", high=bid_label(high))
    if bid == MISERE and not misere_any_time and (high is None or bid_tricks(high) != 7):
        return IllegalAction("misere_over_seven")
    return None


def legal_bids(high: str | None, *, misere_any_time: bool = False) -> list[str]:
    """Return the bids allowed over the high bid ``high`` (None: nobody has bid), low to high.

    >>> legal_bids("10H")
    ['10NT']
    >>> "MISERE" in legal_bids(None), "MISERE" in legal_bids(None, misere_any_time=True)
    (False, True)
    >>> legal_bids("9NT")
    ['10S', '10C', '10D', 'OPEN_MISERE', '10H', '10NT']
    """
    return [b for b in BIDS if bid_refusal(b, high, misere_any_time=misere_any_time) is None]


def bid_label(bid: str) -> str:
    """Return a bid as people read it in any language: ``"8♥"``, ``"7NT"``; misère and open
    misère keep their codes (the catalog names them: ``five-hundred.bid.MISERE``).

    >>> bid_label("8H"), bid_label("10NT"), bid_label("MISERE")
    ('8♥', '10NT', 'MISERE')
    """
    if is_misere(parse_bid(bid)):
        return bid
    return f"{bid_tricks(bid)}{suit_symbol(bid_trump(bid))}"
