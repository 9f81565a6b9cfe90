"""What happens at a 恋のかけひき table, as :class:`tefuda.core.Event` kinds.

Each kind has a sentence ``kakehiki.event.<kind>`` in both languages
(:mod:`tefuda.i18n.kakehiki.game`); ``seat`` is who acted and ``cards`` the cards that became
public with the event.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from typing import Final


class EventKind(enum.StrEnum):
    """The event kinds of 恋のかけひき, with their ``cards`` and ``params``."""

    #: a game was dealt; params: number
    DEAL = "deal"
    #: a seat laid a card face down (the card stays hidden)
    COMMIT = "commit"
    #: both laid cards turned up; cards and params first/second: seat 0's, then seat 1's;
    #: params: total
    REVEAL = "reveal"
    #: the table reached 20; params: total, scores, winner
    MARRIAGE = "marriage"
    #: three rounds under 20: a draw; params: total
    NO_MARRIAGE = "no_marriage"
    #: seat 0 ended an open-ended match; params: games
    END = "end"


#: the sound each kind makes at the table (the sounds of assets/js/sound.js): a deal, a card
#: laid, both cards turned over
SOUNDS: Final[Mapping[str, str]] = {
    EventKind.DEAL: "deal",
    EventKind.COMMIT: "play",
    EventKind.REVEAL: "flip",
}
