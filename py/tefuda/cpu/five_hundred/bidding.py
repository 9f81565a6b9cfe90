"""The rule-based bidding of 500: tricks counted per trump, turned by a model fitted on
self-play into the side's expected tricks, and the bid with the best expected outcome.

* The count (:mod:`.evaluate`): trumps from the top allowing for the gaps (the joker and both
  bowers among them), side aces, kings and queens, ruffs in short side suits limited by the
  spare trumps, and how far the trumps fall short of five; in no trumps the joker, the
  honours, the long suits and the stopped suits.
* The model (:mod:`.bidding_model`, fitted by ``scripts/fit_five_hundred_bidding.py``) turns
  the count and what the partner has said (nothing yet, passed, bid this trump, another suit,
  no trumps) and whether an opponent bid this trump into the tricks the side takes with the
  kitty: a mean and a spread, so each bid has a chance to be made.
* Among the bids likely enough to be made (:data:`LIKELY`; less when the opponents' contract
  would win them the game, :data:`LIKELY_DEFENDING`) it makes the one with the best expected
  chance to win the game (:func:`.stakes.hand_value`), if that beats passing: so it bids no
  higher than needed when a bid reaches 500, and bids higher when the points are worth the
  risk.  Passing lets the standing contract be played: the partner's as the model sees it, an
  opponent's made as often as contracts are (:data:`.bidding_model.OPPONENT_MADE`).
* No trumps only with the joker and all suits but one stopped; never ten tricks without the
  joker; misère and open misère only with a hand low card by card once its two worst cards are
  laid away with the kitty (:func:`.evaluate.misere_after_kitty`).
"""

from __future__ import annotations

import dataclasses
import functools
import math
from collections.abc import Mapping, Sequence
from typing import Any

from tefuda.cards import JOKER
from tefuda.games.five_hundred import (
    BIDS,
    MISERE,
    NO_TRUMPS,
    OPEN_MISERE,
    TRUMPS,
    bid_label,
    bid_tricks,
    bid_trump,
    game_end,
    is_misere,
    legal_bids,
    score_hand,
)

from . import bidding_model as model
from .decision import Decision, bid_of, call_text, decision
from .evaluate import misere_after_kitty, no_trump_tricks, stoppers, suit_count
from .stakes import hand_value, win_chance

#: a bid is made only if the model makes it at least this likely
LIKELY = 0.55
#: … or this likely, against an opponent's contract that would win them the game
LIKELY_DEFENDING = 0.3
#: no trumps needs the joker and this many stopped suits
NT_STOPPERS = 3
#: misère: at most this much danger once two cards are laid away; open misère: none
MISERE_DANGER = 0
OPEN_MISERE_DANGER = 0

#: a call: (seat, bid) with None for a pass
Call = tuple[int, str | None]

#: each bid's tricks (0 for misère), trump, and whether it is a misère, looked up once
_TRICKS = {b: bid_tricks(b) or 0 for b in BIDS}
_TRUMP = {b: bid_trump(b) for b in BIDS}
_MISERE = {b: is_misere(b) for b in BIDS}


@functools.cache
def legal_calls(high: str | None, misere_any_time: bool) -> tuple[str, ...]:
    """Return the calls the rules allow over the high bid ``high`` as action texts, ``pass``
    first (the engine's :func:`legal_bids`, remembered)."""
    return (call_text(None),
            *(call_text(b) for b in legal_bids(high, misere_any_time=misere_any_time)))


@dataclasses.dataclass(frozen=True)
class Estimate:
    """The side's expected tricks in one trump if this seat plays it: ``mean`` and ``spread``
    (a standard deviation)."""

    mean: float
    spread: float

    def chance(self, tricks: int) -> float:
        """Return the chance of taking at least ``tricks``.

        >>> round(Estimate(7.0, 1.0).chance(7), 2), round(Estimate(7.0, 1.0).chance(9), 2)
        (0.69, 0.07)
        """
        z = (self.mean - tricks + 0.5) / self.spread
        return 0.5 * (1 + math.erf(z / math.sqrt(2)))


def partner_state(calls: Sequence[Call], seat: int, trump: str) -> str:
    """Return what the partner of ``seat`` has said, as the model for ``trump`` reads it:
    ``none`` (not yet spoken), ``passed`` (or bid misère), ``same`` (bid ``trump``), ``nt``
    (bid no trumps), ``other`` (another suit); for ``trump`` NT, ``suit`` for any suit."""
    partner = (seat + 2) % 4
    said = [bid for who, bid in calls if who == partner]
    bids = [b for b in said if b is not None and not is_misere(b)]
    if not bids:
        return "passed" if said else "none"
    theirs = bid_trump(bids[-1])
    if trump == NO_TRUMPS:
        return "nt" if theirs == NO_TRUMPS else "suit"
    if theirs == trump:
        return "same"
    return "nt" if theirs == NO_TRUMPS else "other"


def opponent_bid(calls: Sequence[Call], seat: int, trump: str) -> bool:
    """Return True if an opponent of ``seat`` bid ``trump`` (for NT: bid anything)."""
    for who, bid in calls:
        if who % 2 != seat % 2 and bid is not None and not is_misere(bid):
            if trump == NO_TRUMPS or bid_trump(bid) == trump:
                return True
    return False


def features(hand: Sequence[str], trump: str) -> tuple[float, ...] | None:
    """Return the count of ``hand`` in ``trump`` as the model's features (None: no trumps
    without the joker and enough stoppers, which is never bid).

    Suits: trumps, ruffs, side tricks, trumps short of five.  No trumps: tricks, stoppers.
    """
    return _trump_features(tuple(hand), trump)


@functools.lru_cache(maxsize=16384)
def _trump_features(hand: tuple[str, ...], trump: str) -> tuple[float, ...] | None:
    """Return :func:`features`, remembered per hand and trump: a search bids the same hands
    again and again, and weighs a sampled hand in the one trump its seat bid."""
    return _features(hand, trump)


def hand_features(hand: tuple[str, ...]) -> tuple[tuple[float, ...] | None, ...]:
    """Return :func:`features` of ``hand`` for each trump in :data:`TRUMPS` order."""
    return tuple(_trump_features(hand, t) for t in TRUMPS)


@functools.lru_cache(maxsize=4096)
def misere_left(hand: tuple[str, ...], strict: bool) -> int:
    """Return :func:`.evaluate.misere_after_kitty` of ``hand``, remembered."""
    return misere_after_kitty(hand, strict=strict)


def _features(hand: Sequence[str], trump: str) -> tuple[float, ...] | None:
    if trump == NO_TRUMPS:
        if JOKER not in hand:
            return None
        stopped = stoppers(hand)
        if stopped < NT_STOPPERS:
            return None
        return (no_trump_tricks(hand), float(stopped))
    count = suit_count(hand, trump)
    return (count.trumps, count.ruffs, count.side, float(max(0, 5 - count.length)))


@dataclasses.dataclass(frozen=True)
class Counted:
    """What this module counts for a seat in one trump: ``own`` the tricks its hand takes
    itself (:attr:`.evaluate.SuitCount.tricks`, in no trumps :func:`.evaluate.no_trump_tricks`)
    and ``estimate`` the model's tricks for its side with the partner and the kitty."""

    own: float
    estimate: Estimate


def counted(hand: Sequence[str], seat: int, calls: Sequence[Call], trump: str) -> Counted:
    """Return the :class:`Counted` of ``hand`` in ``trump`` for ``seat`` after ``calls``: the
    figures :func:`rule_bid` weighs a bid of ``trump`` by.  In no trumps without the joker or
    the stoppers, which this module never bids, the model is applied to the count all the same
    (so a bid made otherwise reads in the same terms)."""
    feats = features(hand, trump)
    if trump == NO_TRUMPS:
        own = no_trump_tricks(hand)
        feats = (own, float(stoppers(hand))) if feats is None else feats
    else:
        own = suit_count(hand, trump).tricks
    assert feats is not None
    return Counted(own, estimate(feats, trump, partner_state(calls, seat, trump),
                                 opponent_bid(calls, seat, trump)))


def estimate(feats: Sequence[float], trump: str, state: str, opponent: bool) -> Estimate:
    """Return the model's :class:`Estimate` of the side's tricks from ``features``."""
    coef = model.NT if trump == NO_TRUMPS else model.SUIT
    mean = coef["intercept"][state] + coef["opponent"] * opponent
    for weight, x in zip(coef["weights"], feats, strict=True):
        mean += weight * x
    return Estimate(max(0.0, min(10.0, mean)), coef["spread"][state])


def estimates(hand: Sequence[str], seat: int, calls: Sequence[Call]) -> dict[str, Estimate]:
    """Return the side's :class:`Estimate` per trump it may bid (no trumps left out without
    the joker and the stoppers)."""
    out: dict[str, Estimate] = {}
    for (trump, state, opponent), feats in zip(_heard(tuple(calls), seat),
                                               hand_features(tuple(hand)), strict=True):
        if feats is not None:
            out[trump] = estimate(feats, trump, state, opponent)
    return out


@functools.lru_cache(maxsize=1024)
def _heard(calls: tuple[Call, ...], seat: int) -> tuple[tuple[str, str, bool], ...]:
    """Return, per trump in :data:`TRUMPS` order, the trump, :func:`partner_state` and
    :func:`opponent_bid` of ``seat`` after ``calls``: a search weighs many sampled hands
    after the same calls."""
    return tuple((t, partner_state(calls, seat, t), opponent_bid(calls, seat, t))
                 for t in TRUMPS)


@dataclasses.dataclass(frozen=True)
class Auction:
    """One seat's bidding decision: its ``hand`` (ten cards), the ``calls`` so far, the bids
    it may make (``legal``, action texts), the ``scores`` per side and the rule ``options``."""

    seat: int
    hand: tuple[str, ...]
    calls: tuple[Call, ...]
    legal: tuple[str, ...]
    scores: tuple[int, int]
    options: Mapping[str, Any]

    @property
    def side(self) -> int:
        """Return the seat's side."""
        return self.seat % 2

    def high(self) -> tuple[int, str] | None:
        """Return ``(seat, bid)`` of the highest bid so far, or None."""
        bids = [(who, bid) for who, bid in self.calls if bid is not None]
        return bids[-1] if bids else None

    def value(self, contract: str, contractor: int, tricks: int) -> float:
        """Return the side's chance to win the game if ``contractor``'s side takes ``tricks``
        in ``contract``."""
        return _value(self.scores, self.side, contract, contractor % 2, max(0, min(10, tricks)),
                      int(self.options["open_misere_value"]),
                      bool(self.options["must_win_by_contract"]))

    def wins_game(self, contract: str, contractor: int, tricks: int) -> bool:
        """Return True if ``contractor``'s side taking ``tricks`` in ``contract`` ends the
        game in its favour (the engine's scoring and end of game)."""
        return _wins(self.scores, contract, contractor % 2, tricks,
                     int(self.options["open_misere_value"]),
                     bool(self.options["must_win_by_contract"]))


@functools.lru_cache(maxsize=8192)
def _wins(scores: tuple[int, int], contract: str, side: int, tricks: int, open_value: int,
          must_win: bool) -> bool:
    score = score_hand(contract, tricks, open_misere_value=open_value)
    totals = list(scores)
    totals[side] += score.contractors
    totals[1 - side] += score.defenders
    end = game_end(totals, side, score.made, must_win_by_contract=must_win)
    return end is not None and end.winner == side


@functools.lru_cache(maxsize=8192)
def _value(scores: tuple[int, int], side: int, contract: str, contracting: int, tricks: int,
           open_value: int, must_win: bool) -> float:
    options = {"open_misere_value": open_value, "must_win_by_contract": must_win}
    return hand_value(scores, side, contract, contracting, tricks, options)


def _misere_chance(hand: Sequence[str], bid: str) -> float | None:
    """Return the chance the model gives the misère ``bid`` with ``hand``, or None when the
    hand is not low enough to bid it."""
    strict = bid == OPEN_MISERE
    danger = misere_left(tuple(hand), strict)
    if danger > (OPEN_MISERE_DANGER if strict else MISERE_DANGER):
        return None
    table = model.OPEN_MISERE_MADE if strict else model.MISERE_MADE
    return table[min(danger, len(table) - 1)]


@dataclasses.dataclass(frozen=True)
class Option:
    """A bid weighed by :func:`weigh`: its action text, the chance it is made, its expected
    chance to win the game, and the estimate of its trump (None for misère)."""

    text: str
    chance: float
    value: float
    estimate: Estimate | None


def weigh(auction: Auction, likely: float) -> tuple[list[Option], float, dict[str, Estimate]]:
    """Return the legal bids of ``auction`` the rules of this module would make (no trumps and
    misère only with the hands for them, ten tricks only with the joker, and only bids made at
    least ``likely`` often), each weighed; the value of passing; the estimates per trump."""
    hand, seat = auction.hand, auction.seat
    est = estimates(hand, seat, auction.calls)
    options: list[Option] = []
    for text in auction.legal:
        bid = bid_of(text)
        if bid is None:
            continue
        if _MISERE[bid]:
            chance = _misere_chance(hand, bid)
            if chance is None or chance < likely:
                continue
            value = (chance * auction.value(bid, seat, 0)
                     + (1 - chance) * auction.value(bid, seat, 1))
            options.append(Option(text, chance, value, None))
            continue
        trump, tricks = _TRUMP[bid], _TRICKS[bid]
        e = est.get(trump)
        if e is None or (tricks == 10 and JOKER not in hand):
            continue
        chance = e.chance(tricks)
        if chance < likely:
            continue
        value = (chance * auction.value(bid, seat, tricks)
                 + (1 - chance) * auction.value(bid, seat, tricks - 2))
        options.append(Option(text, chance, value, e))
    return options, pass_value(auction, est), est


def pass_value(auction: Auction, est: Mapping[str, Estimate]) -> float:
    """Return the side's expected chance to win the game if this seat passes and the
    standing contract is played (the score as it is when nobody has bid)."""
    high = auction.high()
    if high is None:
        return win_chance(auction.scores[auction.side], auction.scores[1 - auction.side])
    who, bid = high
    if is_misere(bid):
        made = model.OPPONENT_MISERE_MADE
        return made * auction.value(bid, who, 0) + (1 - made) * auction.value(bid, who, 1)
    tricks = bid_tricks(bid)
    assert tricks is not None
    if who % 2 == auction.side:
        e = est.get(bid_trump(bid))
        made = e.chance(tricks) if e is not None else model.OPPONENT_MADE
    else:
        made = model.OPPONENT_MADE
    return made * auction.value(bid, who, tricks) + (1 - made) * auction.value(bid, who, tricks - 2)


def rule_bid(auction: Auction) -> Decision:
    """Return the rule-based call (a bid or ``pass``) with its reason."""
    high = auction.high()
    defending = False
    if high is not None and high[0] % 2 != auction.side:
        who, bid = high
        defending = auction.wins_game(bid, who, _TRICKS[bid])
    likely = LIKELY_DEFENDING if defending else LIKELY
    options, passing, est = weigh(auction, likely)
    best = max(options, key=lambda o: o.value, default=None)
    if best is None or best.value <= passing:
        if high is not None and high[0] == (auction.seat + 2) % 4:
            return decision("pass", "pass_partner")
        if high is not None and any(e.chance(6) >= LIKELY for e in est.values()):
            return decision("pass", "pass_high", bid=bid_label(high[1]))
        return decision("pass", "pass_weak")
    chosen = bid_of(best.text)
    assert chosen is not None  # the options are bids, passing is valued apart
    bid = chosen
    if is_misere(bid):
        return decision(best.text, "bid_misere" if bid == MISERE else "bid_open_misere")
    tricks = bid_tricks(bid)
    assert tricks is not None and best.estimate is not None
    if auction.wins_game(bid, auction.seat, tricks):
        return decision(best.text, "bid_game", bid=bid_label(bid))
    if defending:
        return decision(best.text, "bid_defend", bid=bid_label(bid))
    counted = math.floor(best.estimate.mean + 0.5)
    reason = "bid_nt" if bid_trump(bid) == NO_TRUMPS else "bid"
    return decision(best.text, reason, bid=bid_label(bid), tricks=counted)
