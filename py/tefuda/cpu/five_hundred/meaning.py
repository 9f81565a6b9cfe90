"""What a CPU's call in the auction of 500 says about its hand, in the terms its bidding used.

:func:`meaning` reads the bidder's view at the moment of the call (its hand, the calls before,
the scores, the options; replaying the log gives the same view) and the call it made:

* the normal level bids by :mod:`.bidding`'s count, so a bid of a suit or no trumps means the
  tricks its hand counts on its own in that trump (:attr:`.bidding.Counted.own`) and the
  tricks the fitted model expects for its side with the partner and the kitty
  (:attr:`.bidding.Counted.estimate`), each rounded to "about N"; a pass means the most the
  model expects for the side in any trump it may bid (no trumps only with the joker and the
  stoppers, as the bids); misère and open misère mean a hand the count
  judges low enough once two cards are laid away with the kitty;
* the hard level keeps the rules' call unless its look-ahead over sampled deals finds a better
  one (:mod:`.appraise`): when it bid as the count would, the reading is the same; when it did
  not, the reading gives the same count of its hand (true figures, never what the bid would
  need) and says that the call came from the look-ahead, not from the count;
* the easy level bids its longest suit by length alone (:mod:`.easy`): a bid means that
  suit is its longest with at least the cards the bid's level asks; a pass, that no suit is
  long enough for a bid it may make.

Only rounded counts, lengths and the bid are said, never a card.  The sentences are
``ui.five-hundred.meaning.*`` of the table's catalog (:func:`sentence`); their checker, written
apart, is :mod:`tefuda.claims.five_hundred_bids`.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Sequence
from typing import Any

from tefuda.games.five_hundred import (
    OPEN_MISERE,
    FiveHundredView,
    bid_label,
    bid_tricks,
    bid_trump,
    is_misere,
)

from . import easy
from .bidding import MISERE_DANGER, OPEN_MISERE_DANGER, counted, estimates, misere_left, rule_bid
from .decision import bid_of
from .knowledge import Knowledge
from .normal import auction_of

#: the catalog keys' common start
KEY = "ui.five-hundred.meaning."


@dataclasses.dataclass(frozen=True)
class Meaning:
    """What one call says: ``kind`` names its sentence (``KEY + kind``); ``searched`` is True
    when the hard level's look-ahead chose it over the count's own call; ``params`` are facts:
    ``seat`` and ``partner`` (seats), ``bid`` (a bid's code), ``trump`` (``S C D H NT``),
    ``own``, ``more`` and ``side`` (rounded tricks), ``danger`` (cards that could be forced to
    win a trick), ``length`` (cards of a suit)."""

    kind: str
    searched: bool
    params: dict[str, Any]

    @property
    def key(self) -> str:
        """Return the sentence's catalog key."""
        return KEY + self.kind


def about(tricks: float) -> int:
    """Return ``tricks`` rounded to the nearest whole trick, a half up.

    >>> about(3.5), about(3.49), about(0.0)
    (4, 3, 0)
    """
    return math.floor(tricks + 0.5)


def meaning(view: FiveHundredView, action: str, level: str) -> Meaning:
    """Return what ``action`` (a call among ``view["legal"]``, the bidder's view before it)
    says when the CPU of ``level`` (``easy``, ``normal``, ``hard``) makes it.

    Raises ValueError when the view is not a bidding decision or ``action`` no legal call.
    """
    if view["phase"] != "bid" or action not in view["legal"]:
        raise ValueError(f"{action!r} is no call of this view")
    bid = bid_of(action)
    seat = view["seat"]
    facts: dict[str, Any] = {"seat": seat, "partner": (seat + 2) % 4}
    if level == "easy":
        return _easy(view["hand"], bid, facts)
    know = Knowledge.from_view(view)
    searched = rule_bid(auction_of(know, view["legal"])).action != action
    if bid is None:
        best = max(e.mean for e in estimates(know.hand, seat, know.calls).values())
        high = know.high_bid()
        if high is not None and high[0] == facts["partner"]:
            return Meaning("pass_partner", searched, {**facts, "bid": high[1], "side": about(best)})
        return Meaning("pass", searched, {**facts, "side": about(best)})
    if is_misere(bid):
        danger = misere_left(know.hand, bid == OPEN_MISERE)
        kind = "open_misere" if bid == OPEN_MISERE else "misere"
        if danger > (OPEN_MISERE_DANGER if bid == OPEN_MISERE else MISERE_DANGER):
            kind += "_risky"
        return Meaning(kind, searched, {**facts, "bid": bid, "danger": danger})
    trump = bid_trump(bid)
    count = counted(know.hand, seat, know.calls, trump)
    own, side = about(count.own), about(count.estimate.mean)
    kind = "more" if side > own else "alone"
    return Meaning(kind, searched, {**facts, "bid": bid, "trump": trump, "own": own, "side": side,
                                    "more": side - own})


def _easy(hand: Sequence[str], bid: str | None, facts: dict[str, Any]) -> Meaning:
    """The easy level's reading: its longest suit by length alone."""
    if bid is None:
        return Meaning("easy_pass", False, facts)
    tricks = bid_tricks(bid) or 0
    length = tricks - 6 + easy.SIX_BID_LENGTH
    return Meaning("easy", False, {**facts, "bid": bid, "trump": bid_trump(bid), "length": length})


def sentence(found: Meaning, t: Callable[..., str], names: Sequence[str]) -> str:
    """Return ``found`` in words: ``t(key, **params)`` translates, ``names[seat]`` names a
    seat.  A bid is written as the table writes it (``7♥``, misère by its catalog name), a
    number of tricks with its word (``1 trick``, ``4 tricks``)."""
    p = found.params
    words: dict[str, Any] = {k: v for k, v in p.items() if k not in ("seat", "partner", "bid", "trump")}
    for name in ("own", "more", "side"):
        if name in p:
            words[name] = t(KEY + ("trick" if p[name] == 1 else "tricks"), count=p[name])
    words["who"] = names[p["seat"]]
    words["partner"] = names[p["partner"]]
    if "bid" in p:
        code = p["bid"]
        words["bid"] = t(f"five-hundred.bid.{code}") if is_misere(code) else bid_label(code)
    if "trump" in p:
        words["trump"] = t(f"five-hundred.trump.{p['trump']}")
    text = t(found.key, **words)
    return t(KEY + "searched", said=text) if found.searched else text

