"""FROZEN copy (see the package docstring): 500's normal CPU: a good club player (:mod:`.bidding`, :mod:`.kitty`, :mod:`.play`)."""

from __future__ import annotations

from collections.abc import Sequence

from .bidding import normal_bid
from .decision import Decision, decision
from .kitty import normal_discard
from .knowledge import Knowledge
from .play import normal_play


def normal_decision(know: Knowledge, legal: Sequence[str]) -> Decision:
    """Return the normal CPU's decision for a seat whose knowledge is ``know``, with two or
    more ``legal`` actions."""
    options = list(legal)
    if know.phase == "bid":
        return normal_bid(know, options)
    if know.phase == "kitty":
        return normal_discard(know.hand, know.trump or "NT", know.misere, options)
    if know.phase == "play":
        return normal_play(know, options)
    return decision(options[0], "next")
