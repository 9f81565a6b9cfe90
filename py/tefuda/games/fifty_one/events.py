"""What happens at a 51 table, as :class:`tefuda.core.Event` kinds.

Each kind has a sentence ``fifty-one.event.<kind>`` in both languages
(:mod:`tefuda.i18n.fifty_one.game`); ``seat`` is who acted and ``cards`` the cards the event
shows.  No event of 51 has private cards.  ``extra`` marks a move made in the one more turn
after a stop or call.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from typing import Final


class EventKind(enum.StrEnum):
    """The event kinds of 51, with their ``cards`` and ``params``."""

    #: seat: the dealer; cards: the field; params: round (1-based)
    DEAL = "deal"
    #: cards: the one given, the one taken; params: gave, took (lists of one), extra
    SWAP = "swap"
    #: cards: the five given, the five taken; params: gave, took, extra
    SWAP_ALL = "swap_all"
    #: cards: the new field; params: flushed (the old field), reshuffled (count), extra
    FLUSH = "flush"
    #: no seat: the discards became a new stock while dealing a field
    RESHUFFLE = "reshuffle"
    #: params: extra
    PASS = "pass"
    CALL = "call"
    #: the seat declined the call question
    NO_CALL = "no_call"
    #: params: at_deal (51 on the dealt hand)
    STOP = "stop"
    #: the reveal, one kind per outcome: seat: who stopped or called; cards: every hand in seat
    #: order; params: round, scores (per seat)
    END_STOP = "end_stop"
    END_STOP_FAILED = "end_stop_failed"
    END_CALL = "end_call"
    END_CALL_FAILED = "end_call_failed"


#: the reveal's kind by the round's outcome (:meth:`~tefuda.games.fifty_one.state.RoundRecord.outcome`)
END_KIND_OF: Final[Mapping[str, EventKind]] = {
    "stop": EventKind.END_STOP,
    "stop-failed": EventKind.END_STOP_FAILED,
    "call": EventKind.END_CALL,
    "call-failed": EventKind.END_CALL_FAILED,
}
#: the reveal's kinds
END_KINDS: Final = tuple(END_KIND_OF.values())

#: the kinds that are a player's move of the round (``history``, ``last_action`` and the CPU's
#: count of moves go by them; declining a call changes nothing on the table and is not one)
MOVES: Final = frozenset(
    {EventKind.SWAP, EventKind.SWAP_ALL, EventKind.FLUSH, EventKind.PASS, EventKind.CALL,
     EventKind.STOP}
)

#: the sound each kind makes at the table (the sounds of assets/js/sound.js): the deal and the
#: exchanges as cards do, a call or a stop chimes, the stock shuffled from the discards rustles
#: like a deal, and the reveal turns every hand over
SOUNDS: Final[Mapping[str, str]] = {
    EventKind.DEAL: "deal",
    EventKind.SWAP: "play",
    EventKind.SWAP_ALL: "play",
    EventKind.FLUSH: "play",
    EventKind.CALL: "trick",
    EventKind.STOP: "trick",
    EventKind.RESHUFFLE: "deal",
    **dict.fromkeys(END_KINDS, "flip"),
}
