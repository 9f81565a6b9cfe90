"""500's normal CPU: a good club player, by rule (:mod:`.bidding`, :mod:`.kitty`,
:mod:`.policy`)."""

from __future__ import annotations

from collections.abc import Sequence

from .bidding import Auction, rule_bid
from .decision import Decision, decision
from .kitty import rule_discard
from .knowledge import Knowledge
from .play import normal_play


def auction_of(know: Knowledge, legal: Sequence[str]) -> Auction:
    """Return the bidding decision of the seat whose knowledge is ``know``."""
    return Auction(know.seat, know.hand, know.calls, tuple(legal), know.scores, know.options)


def normal_decision(know: Knowledge, legal: Sequence[str]) -> Decision:
    """Return the normal CPU's decision for a seat whose knowledge is ``know``, with two or
    more ``legal`` actions."""
    options = list(legal)
    if know.phase == "bid":
        return rule_bid(auction_of(know, options))
    if know.phase == "kitty":
        return rule_discard(know.hand, know.trump or "NT", know.misere, options)
    if know.phase == "play":
        return normal_play(know, options)
    return decision(options[0], "next")
