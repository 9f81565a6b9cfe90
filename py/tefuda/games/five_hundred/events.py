"""What happens at a 500 table, as :class:`tefuda.core.Event` kinds.

Each kind has a sentence ``five-hundred.event.<kind>`` in both languages
(:mod:`tefuda.i18n.five_hundred.game`); ``seat`` is who acted, ``cards`` the cards that became
public with the event, and ``private`` cards only the acting seat sees.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from typing import Final


class EventKind(enum.StrEnum):
    """The event kinds of 500, with their ``seat``, ``cards`` and ``params``."""

    #: seat: the dealer (params: number)
    DEAL = "deal"
    #: a bid of tricks (params: bid, label)
    BID = "bid"
    BID_MISERE = "bid_misere"
    BID_OPEN_MISERE = "bid_open_misere"
    PASS = "pass"
    #: all four passed (params: number)
    THROW_IN = "throw_in"
    #: seat: the contractor (params: bid, label)
    CONTRACT = "contract"
    CONTRACT_MISERE = "contract_misere"
    CONTRACT_OPEN_MISERE = "contract_open_misere"
    #: seat: the misère contractor's partner
    SIT_OUT = "sit_out"
    #: private: the three kitty cards, to the contractor
    KITTY = "kitty"
    #: private: the card laid away
    DISCARD = "discard"
    #: cards: open misère's hand, face up
    EXPOSE = "expose"
    #: cards: the card played
    PLAY = "play"
    #: cards: the joker (params: suit, symbol named)
    LEAD_JOKER = "lead_joker"
    #: seat: the winner; cards: the trick (params: card, number)
    TRICK = "trick"
    #: seat: the contractor (params: bid, label, tricks, points, defenders)
    MADE = "made"
    SLAM = "slam"
    LOST = "lost"
    #: (params: bid, points)
    MISERE_MADE = "misere_made"
    MISERE_LOST = "misere_lost"
    OPEN_MISERE_MADE = "open_misere_made"
    OPEN_MISERE_LOST = "open_misere_lost"
    #: seat: the contractor (params: total)
    WON_BY_CONTRACT = "won_by_contract"
    #: seat: a seat of the winning defenders (params: total)
    WON_ON_TRICKS = "won_on_tricks"
    #: seat: the contractor whose side fell (params: total)
    FELL_BELOW = "fell_below"


#: the sound each kind makes at the table (the sounds of assets/js/sound.js): a card dealt,
#: played or laid away as cards do, a trick taken, open misère's hand turning over
SOUNDS: Final[Mapping[str, str]] = {
    EventKind.DEAL: "deal",
    EventKind.DISCARD: "play",
    EventKind.PLAY: "play",
    EventKind.LEAD_JOKER: "play",
    EventKind.EXPOSE: "flip",
    EventKind.TRICK: "trick",
}
