"""What happens at a Gin Rummy table, as :class:`tefuda.core.Event` kinds.

Each kind has a sentence ``gin-rummy.event.<kind>`` in both languages
(:mod:`tefuda.i18n.gin_rummy.game`); ``seat`` is who acted and ``cards`` the cards that
became public with the event.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from typing import Final


class EventKind(enum.StrEnum):
    """The event kinds of Gin Rummy, with their ``cards`` and ``params``."""

    #: a hand was dealt; seat: the dealer; cards: the upcard; params: number
    DEAL = "deal"
    #: the seat declined the upcard; cards: the upcard
    PASS = "pass"
    #: the seat took the upcard; cards: it
    TAKE_UPCARD = "take_upcard"
    #: the seat took the top of the discard pile; cards: it
    TAKE = "take"
    #: the seat drew from the stock; the card is private (``.own``: "You drew 5♥ …")
    DRAW = "draw"
    #: the seat discarded face up; cards: the discard
    DISCARD = "discard"
    #: the seat knocked; cards: the card put face down; params: melds (the knocker's, fixed
    #: from now on), deadwood_cards, deadwood
    KNOCK = "knock"
    #: the seat went gin; cards: the card put face down; params: melds
    GIN = "gin"
    #: the defender laid cards off on the knocker's melds; cards: those cards; params: melds
    #: (the index into the knock's melds, per card), before and after (the deadwood)
    LAYOFF = "layoff"
    #: the knocker won the hand; seat: the knocker; params: how ("knock"/"gin"), points, total
    SCORED = "scored"
    #: the defender undercut the knock; seat: the defender; params: points, total
    UNDERCUT = "undercut"
    #: the stock ran down to two cards: a draw, nobody scores (seat None)
    WALL = "wall"
    #: the game is over; seat: its winner; params: points and other (the settled totals of the
    #: winner and the other seat)
    GAME_OVER = "game_over"


#: the sound each kind makes at the table (the sounds of assets/js/sound.js): a deal, a card
#: drawn or taken, a card laid down, a knock or gin turning the hands over, the wall a draw
SOUNDS: Final[Mapping[str, str]] = {
    EventKind.DEAL: "deal",
    EventKind.DRAW: "draw",
    EventKind.TAKE: "draw",
    EventKind.TAKE_UPCARD: "draw",
    EventKind.DISCARD: "play",
    EventKind.LAYOFF: "play",
    EventKind.KNOCK: "flip",
    EventKind.GIN: "flip",
    EventKind.WALL: "tie",
}
