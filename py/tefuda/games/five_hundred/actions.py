"""500's actions and their text forms: ``bid 7H``, ``bid MISERE``, ``pass``, ``discard 7C``,
``play 7C``, ``play JK H`` (the joker led in no trumps or misère, naming its suit), ``next``."""

from __future__ import annotations

import dataclasses

from tefuda.actions import Action as ActionBase
from tefuda.actions import Grammar
from tefuda.cards import JOKER

from .bids import BIDS
from .cards import DECK, GAME_ID, SUITS


@dataclasses.dataclass(frozen=True)
class Bid(ActionBase):
    """Bid a contract: ``"bid 7H"``, ``"bid 10NT"``, ``"bid MISERE"``, ``"bid OPEN_MISERE"``."""

    form = "bid {bid:bid}"
    bid: str


@dataclasses.dataclass(frozen=True)
class Pass(ActionBase):
    """Pass (final for the hand): ``"pass"``."""

    form = "pass"


@dataclasses.dataclass(frozen=True)
class Discard(ActionBase):
    """The contractor lays one card of its thirteen away face down: ``"discard 7C"``."""

    form = "discard {card:card}"
    card: str


@dataclasses.dataclass(frozen=True)
class Play(ActionBase):
    """Play a card to the trick: ``"play 7C"``; the joker led in no trumps or misère names the
    suit it stands for: ``"play JK H"`` (``named`` is that suit, None otherwise).

    Raises ValueError for a named suit on any card but the joker (so ``"play 7C H"`` is no
    action)."""

    form = "play {card:card} [{named:suit}]"
    card: str
    named: str | None = None

    def __post_init__(self) -> None:
        if self.named is not None and self.card != JOKER:
            raise ValueError(f"only the joker names a suit, not {self.card!r}")


@dataclasses.dataclass(frozen=True)
class Next(ActionBase):
    """Seat 0 acknowledges a finished hand (or a hand thrown in) and the next is dealt: ``"next"``."""

    form = "next"


Action = Bid | Pass | Discard | Play | Next
#: every action class, for telling an action from any other object
ACTION_TYPES = (Bid, Pass, Discard, Play, Next)
#: the text forms of 500's actions and their parser
GRAMMAR: Grammar[Action] = Grammar(GAME_ID, ACTION_TYPES,
                                   {"bid": BIDS, "card": DECK, "suit": SUITS})


def parse_action(text: str) -> Action:
    """Return the action whose text form is ``text`` (exact spelling, single spaces).

    Raises BadActionText for any other text, a card outside the 500 deck, or a named suit on
    any card but the joker.

    >>> parse_action("play JK H"), parse_action("bid 10NT")
    (Play(card='JK', named='H'), Bid(bid='10NT'))
    """
    return GRAMMAR.parse(text)
