"""500's actions and their text forms: ``bid 7H``, ``bid MISERE``, ``pass``, ``discard 7C``,
``play 7C``, ``play JK H`` (the joker led in no trumps or misère, naming its suit), ``next``."""

from __future__ import annotations

import dataclasses

from tefuda.cards import JOKER
from tefuda.core import BadActionText

from .bids import BIDS
from .cards import DECK, SUITS


@dataclasses.dataclass(frozen=True)
class Bid:
    """Bid a contract: ``"bid 7H"``, ``"bid 10NT"``, ``"bid MISERE"``, ``"bid OPEN_MISERE"``."""

    bid: str

    def __str__(self) -> str:
        return f"bid {self.bid}"


@dataclasses.dataclass(frozen=True)
class Pass:
    """Pass (final for the hand): ``"pass"``."""

    def __str__(self) -> str:
        return "pass"


@dataclasses.dataclass(frozen=True)
class Discard:
    """The contractor lays one card of its thirteen away face down: ``"discard 7C"``."""

    card: str

    def __str__(self) -> str:
        return f"discard {self.card}"


@dataclasses.dataclass(frozen=True)
class Play:
    """Play a card to the trick: ``"play 7C"``; the joker led in no trumps or misère names the
    suit it stands for: ``"play JK H"`` (``named`` is that suit, None otherwise)."""

    card: str
    named: str | None = None

    def __str__(self) -> str:
        return f"play {self.card}" if self.named is None else f"play {self.card} {self.named}"


@dataclasses.dataclass(frozen=True)
class Next:
    """Seat 0 acknowledges a finished hand (or a hand thrown in) and the next is dealt: ``"next"``."""

    def __str__(self) -> str:
        return "next"


Action = Bid | Pass | Discard | Play | Next

_CARDS = frozenset(DECK)
_BIDS = frozenset(BIDS)


def parse_action(text: str) -> Action:
    """Return the action whose text form is ``text`` (exact spelling, single spaces).

    Raises BadActionText for any other text, a card outside the 500 deck, or a named suit on
    any card but the joker.

    >>> parse_action("play JK H"), parse_action("bid 10NT")
    (Play(card='JK', named='H'), Bid(bid='10NT'))
    """
    if text == "pass":
        return Pass()
    if text == "next":
        return Next()
    parts = text.split(" ") if isinstance(text, str) else []
    if len(parts) == 2:
        verb, word = parts
        if verb == "bid" and word in _BIDS:
            return Bid(word)
        if verb == "discard" and word in _CARDS:
            return Discard(word)
        if verb == "play" and word in _CARDS:
            return Play(word)
    if len(parts) == 3 and parts[:2] == ["play", JOKER] and parts[2] in SUITS:
        return Play(JOKER, parts[2])
    raise BadActionText(f"not a five-hundred action: {text!r}")
