"""FROZEN copy (see the package docstring): The normal CPU's bidding: count the hand's likely tricks in each trump (:mod:`.evaluate`),
add about two from the partner and one from the kitty, and bid the best trump no higher than
needed — the cheapest legal bid the count supports.  No trumps only with the joker and
stoppers; misère only with a truly low hand; over the partner's bid only with a much better
trump of its own.
"""

from __future__ import annotations

import dataclasses
import math

from tefuda.cards import JOKER
from tefuda.games.five_hundred import (
    MISERE,
    NO_TRUMPS,
    OPEN_MISERE,
    SUITS,
    bid_label,
    bid_tricks,
    bid_trump,
)

from .decision import Decision, decision
from .evaluate import misere_danger, no_trump_tricks, stoppers, trump_tricks
from .knowledge import Knowledge

#: the tricks the partner and the kitty are counted for
PARTNER_TRICKS = 2.0
PARTNER_PASSED_TRICKS = 1.5
KITTY_TRICKS = 1.0
#: a partner who bid a trump brings this much more in it
SUPPORT_TRICKS = 0.5
#: no trumps needs the joker and this many stopped suits
NT_STOPPERS = 3
#: overbid the partner only with this many tricks more than its bid
OVER_PARTNER = 2
#: misère: at most this many dangerous cards (the kitty takes them); open misère: none
MISERE_DANGER = 1
OPEN_MISERE_DANGER = 0


@dataclasses.dataclass(frozen=True)
class Counts:
    """The tricks the side is counted to take in each trump (own tricks + partner + kitty),
    ``None`` where the trump is not to be bid (no trumps without the joker and stoppers)."""

    tricks: dict[str, float | None]

    def best(self) -> str | None:
        """Return the trump with the most tricks (ties to the higher trump), or None."""
        live = [(v, i, t) for i, (t, v) in enumerate(self.tricks.items()) if v is not None]
        return max(live)[2] if live else None


def counts(know: Knowledge) -> Counts:
    """Return the side's counted tricks per trump for the hand of ``know`` (ten cards)."""
    hand = know.hand
    partner = know.partner
    partner_bids = know.bids_of(partner)
    partner_passed = any(who == partner and bid is None for who, bid in know.calls)
    base = PARTNER_PASSED_TRICKS if partner_passed and not partner_bids else PARTNER_TRICKS
    supported = {bid_trump(b) for b in partner_bids if bid_tricks(b) is not None}
    out: dict[str, float | None] = {}
    for suit in SUITS:
        extra = SUPPORT_TRICKS if suit in supported else 0.0
        out[suit] = trump_tricks(hand, suit) + base + KITTY_TRICKS + extra
    if JOKER in hand and stoppers(hand) >= NT_STOPPERS:
        extra = SUPPORT_TRICKS if NO_TRUMPS in supported else 0.0
        out[NO_TRUMPS] = no_trump_tricks(hand) + base + KITTY_TRICKS + extra
    else:
        out[NO_TRUMPS] = None
    return Counts(out)


def _bid_text(tricks: int, trump: str) -> str:
    return f"bid {tricks}{trump}"


def cheapest(legal: list[str], trump: str, most: int) -> str | None:
    """Return the cheapest legal bid in ``trump`` of at most ``most`` tricks, or None."""
    for tricks in range(6, min(10, most) + 1):
        text = _bid_text(tricks, trump)
        if text in legal:
            return text
    return None


def normal_bid(know: Knowledge, legal: list[str]) -> Decision:
    """Return the normal CPU's call: a bid or a pass, with its reason."""
    count = counts(know)
    high = know.high_bid()
    misere_ok = "bid " + MISERE in legal
    open_ok = "bid " + OPEN_MISERE in legal
    if open_ok and misere_danger(know.hand, strict=True) <= OPEN_MISERE_DANGER:
        return decision("bid " + OPEN_MISERE, "bid_open_misere")
    options: list[tuple[float, int, str]] = []
    for i, (trump, tricks) in enumerate(count.tricks.items()):
        if tricks is None:
            continue
        text = cheapest(legal, trump, math.floor(tricks))
        if text is not None:
            options.append((tricks, i, text))
    if misere_ok and misere_danger(know.hand) <= MISERE_DANGER:
        if not options or max(options)[0] < 8:
            return decision("bid " + MISERE, "bid_misere")
    if high is not None and high[0] == know.partner:
        partner_tricks = bid_tricks(high[1]) or 8
        options = [o for o in options if o[0] >= partner_tricks + OVER_PARTNER]
        if not options:
            return decision("pass", "pass_partner")
    if not options:
        if high is None:
            return decision("pass", "pass_weak")
        best = count.best()
        if best is None or (count.tricks[best] or 0) < 6 or bid_tricks(high[1]) is None:
            return decision("pass", "pass_weak")
        return decision("pass", "pass_high", bid=bid_label(high[1]))
    tricks, _, text = max(options)
    trump = bid_trump(text[4:])
    reason = "bid_nt" if trump == NO_TRUMPS else "bid"
    return decision(text, reason, bid=bid_label(text[4:]), tricks=math.floor(tricks))
