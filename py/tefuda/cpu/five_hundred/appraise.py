"""One brain for the hard level, the hint and the review: :func:`appraise` values every legal
option of a position from one seat's view.

It samples deals of the cards the seat cannot see, consistent with everything public
(:mod:`.sampling`), and plays each option out on every one of those deals — the same deals
for every option (common random numbers), so the differences between options carry far less
noise than the values themselves.  A playout is the rule-based level's play for every seat,
each from its own knowledge (:mod:`.rollout`; the last tricks solved exactly, :mod:`.solve`):

* a call: the rest of the auction bid by the rule-based bidding (:mod:`.bidding`) for every
  seat, then the contract played out (the contractor takes the kitty and lays away three
  cards by :mod:`.kitty`'s rules); a bid the rules would not consider (made less than
  :data:`PLAUSIBLE` often by the model, or a misère the rules would not bid) is taken to end
  the auction (it is played as the contract); the best call is passing, the rules' own call,
  one of the few bids the rules rate best (:data:`SEARCHED_BIDS`), or a misère with a hand
  nearly low enough for the rules (:data:`SEARCHED_MISERE_DANGER`): few deals cannot show a
  wild bid to be good, only lucky;
* a discard: the rule-based completion of the three discards with that card among them, then
  the hand played out;
* a card: the rest of the hand played out.

An option's value is the chance that the seat's side wins the game after the hand, with the
match score taken into account (:func:`.stakes.hand_value`): its mean over the deals, shrunk
towards the rule-based level's choice where the deals cannot tell the two apart (:func:`_rank`);
``stderr`` the standard error of its difference to the best option over the same deals.  Cards
that play alike (a run of ours with no card out between them) share one value.

Each option also carries its points: the mean over the deals of the points the seat's side
scores in the hand (the review shows them beside the chance).

The search grows a deal at a time, and each deal an option at a time
(:class:`FiveHundredAppraiser`, the :class:`tefuda.appraisal.Appraiser` the review weighs in
slices of a few milliseconds, shorter than a deal); :func:`appraise` runs it for
as many deals as its budget buys.  The review may narrow it to the options that can still
decide a flag (:meth:`FiveHundredAppraiser.narrow`): the deals to come value only those (a
call's auction or a card's playout skipped for the others), and the others keep their first
deals.  Given the true hidden cards (``world``, the review's
hindsight), it values the options on that one deal, which the deterministic playouts settle.

The options come best first; between equal values the rule-based level's choice first, so
:func:`tefuda.appraisal.best` picks the first.  Each carries a reason in the catalog's words
(``five-hundred.hint.*``): the best option the reason that makes it best (the rule's own reason
when it is the rule's choice), the others their chance to win the game.
"""

from __future__ import annotations

import dataclasses
import math
import random
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any

from tefuda.appraisal import Appraisal, gains, standard_error
from tefuda.games.five_hundred import (
    OPEN_MISERE,
    FiveHundredView,
    bid_label,
    bid_tricks,
    bid_trump,
    is_misere,
    score_hand,
)

from .bidding import Auction, legal_calls, misere_left, rule_bid, weigh
from .decision import HINT, Decision, bid_of, card_of, named_of
from .kitty import explain_discard, plan_discards
from .knowledge import Knowledge
from .normal import normal_decision
from .rollout import contract_tricks, play_out
from .sampling import CENTRE, Sampler
from .solve import EXACT_TRICKS, solve
from .stakes import hand_value, win_chance
from .world import World

#: sampled deals at least and at most per decision
SAMPLES = (4, 24)
#: a sampled deal of a call costs about this many card plays (the auctions bid out and the
#: contracts they reach played out)
BID_DEAL_COST = 200
#: deals drawn per sample while bidding and while playing, the one fitting the calls (and the
#: last plays) best kept
BID_TRIES = 6
PLAY_TRIES = 4
#: standard errors an option's gain over the rule's choice must clear to be the best
CONFIDENCE = 1.3
#: while bidding, the rest of the auction is bid out after the calls the rules would make at
#: least this likely (the others are taken to end the auction)
PLAUSIBLE = 0.15
#: the best call is passing, the rules' call, or one of the rules' this many best bids among
#: those made at least :data:`SEARCHED` often
SEARCHED_BIDS = 3
SEARCHED = 0.5
#: … or a misère (open misère) whose hand keeps at most this much danger once two cards are
#: laid away (:func:`.bidding.misere_left`; the rules bid one only with none left)
SEARCHED_MISERE_DANGER = 2


#: a deal as the searches take it: the four seats' hands as they are now, then the centre
#: (the kitty while bidding, another contractor's discards during the play)
Deal = list[list[str]]


def appraise(view: FiveHundredView, rng: random.Random, budget: int) -> list[Appraisal]:
    """Return every legal option of ``view``'s seat valued, best first (see the module
    docstring).  ``budget`` is the number of card plays the playouts may spend (a sampled deal
    of a call counts as :data:`BID_DEAL_COST`); it sets how many deals are sampled, within
    :data:`SAMPLES`.  Nothing but the view is read; the same view, random source and budget
    give the same appraisal.

    Raises ValueError for a view whose seat has nothing to do.
    """
    search = appraiser(view, rng)
    for _ in range(search.samples(budget)):
        search.add_deal()
    return search.appraisals()


def appraiser(view: FiveHundredView, rng: random.Random,
              world: Deal | None = None) -> FiveHundredAppraiser:
    """Return the appraiser of ``view``'s options, one sampled deal at a time, or, given the
    true ``world`` (:data:`Deal`), the appraiser of the options on that deal alone (the
    hindsight: the playouts are decided by the deal, so one deal says all).

    Raises ValueError for a view whose seat has nothing to do.
    """
    return FiveHundredAppraiser(view, rng, world)


@dataclasses.dataclass
class _Search:
    """One decision's search as it grows: ``values`` and ``points`` per option per deal so
    far, ``add(rng)`` the work of one more deal (a generator that samples the deal, yields,
    then values an option a yield, and adds the deal's values to the lists only once every
    option it values has its value: those :meth:`wanted`), ``explain`` says why (for
    :func:`_rank`), ``width`` and ``plays`` what a deal costs (options played out, card plays
    each: :func:`_samples`), ``candidates`` the options that may rank above the rule's.  An
    option no longer valued keeps the values of its first deals."""

    values: dict[str, list[float]]
    points: dict[str, list[float]]
    add: Callable[[random.Random], Iterator[None]]
    explain: Callable[[str, bool, float], tuple[str, dict[str, Any]]]
    width: int
    plays: int
    candidates: set[str] | None = None
    #: the options still valued on the deals to come, with those that play or lay away
    #: alike (all while None: :meth:`FiveHundredAppraiser.narrow`)
    kept: set[str] | None = None

    def wanted(self, actions: Iterable[str]) -> bool:
        """Return True when a deal should value the option that ``actions`` share (one
        action, or the actions that play alike or lay away alike): while any is kept."""
        return self.kept is None or not self.kept.isdisjoint(actions)

    def live(self) -> set[str]:
        """Return the options still valued on the deals to come."""
        return set(self.values) if self.kept is None else set(self.kept)


class FiveHundredAppraiser:
    """The :class:`tefuda.appraisal.Appraiser` of a view's options: each deal (sampled from
    the view, or the one true ``world``) values every option; the appraisals rank them
    (:func:`_rank`) with their points beside."""

    def __init__(self, view: FiveHundredView, rng: random.Random,
                 world: Deal | None = None) -> None:
        legal = list(view["legal"])
        if not legal:
            raise ValueError("the seat of this view has nothing to do")
        self.rng = rng
        self.exact = world is not None
        self._made: tuple[int, list[Appraisal]] | None = None
        self.search: _Search | None = None
        if legal == ["next"]:
            self._made = (0, [Appraisal("next", _standing(view), 0.0, 0, HINT + "next", {})])
            return
        know = Knowledge.from_view(view)
        self.know = know
        self.rule = normal_decision(know, legal)
        if know.phase == "bid":
            self.search = _bid(know, legal, self.rule, world)
        elif know.phase == "kitty":
            self.search = _kitty(know, legal, self.rule, world)
        else:
            self.search = _play(know, legal, self.rule, world)

    @property
    def count(self) -> int:
        """Return how many deals have been valued."""
        search = self.search
        return max(map(len, search.values.values())) if search is not None else 0

    def samples(self, budget: int) -> int:
        """Return how many deals ``budget`` card plays buy (within :data:`SAMPLES`)."""
        search = self.search
        return 0 if search is None else _samples(budget, search.width, search.plays)

    #: the deal under way, between two units of its work (None between deals)
    _work: Iterator[None] | None = None

    def step(self) -> bool:
        """Do the next unit of work: sample a deal, or value one more option on the deal
        under way; return True when that finished the deal (at once for a lone ``next``,
        which has nothing to value)."""
        if self.search is None:
            return True
        if self._work is None:
            self._work = self.search.add(self.rng)
        try:
            next(self._work)
        except StopIteration:
            self._work = None
            return True
        return False

    def add_deal(self) -> None:
        """Value every option on one more deal (the rest of the deal under way, if one is;
        nothing to do for a lone ``next``)."""
        while not self.step():
            pass

    @property
    def width(self) -> int:
        """Return how many options the position has."""
        return len(self.search.values) if self.search is not None else 1

    @property
    def valued(self) -> int:
        """Return how many option values the deals so far hold."""
        return sum(map(len, self.search.values.values())) if self.search is not None else 0

    def gains(self, chosen: str) -> list[tuple[str, float, float]]:
        """Return what each option gains over ``chosen`` on the deals so far, before the
        shrinking towards the rule's choice (:func:`tefuda.appraisal.gains`)."""
        search = self.search
        if search is None:
            return []
        live = search.live()
        return gains(search.values, chosen, [a for a in search.values if a in live])

    def narrow(self, keep: Iterable[str]) -> None:
        """Value only the options of ``keep`` (and those that play or lay away alike) on the
        deals to come; the others keep the values of the deals they had, and can no longer
        be rated best.  Raises KeyError for an option of ``keep`` that is no option, and
        ValueError when none of ``keep`` is still valued."""
        search = self.search
        if search is None:
            return
        kept = set(keep)
        unknown = kept.difference(search.values)
        if unknown:
            raise KeyError(min(unknown))
        if search.kept is not None:
            kept &= search.kept
        if not kept:
            raise ValueError("narrowing would leave no option to value")
        lists = [search.values[k] for k in kept]
        search.kept = {a for a, v in search.values.items() if any(v is k for k in lists)}

    def appraisals(self) -> list[Appraisal]:
        """Return every option's appraisal so far, best first, worked out once per deal.

        Raises ValueError before the first deal.
        """
        search = self.search
        if search is None or (self._made is not None and self._made[0] == self.count):
            assert self._made is not None
            return self._made[1]
        if not self.count:
            raise ValueError("no deals sampled yet")
        ranked = _rank(self.know, search.values, self.rule, search.explain, search.candidates,
                       live=search.live())
        points = search.points
        top = points[ranked[0].action]
        made = [dataclasses.replace(a, points=sum(points[a.action]) / len(points[a.action]),
                                    points_error=_difference_error(points[a.action], top))
                for a in ranked]
        self._made = (self.count, made)
        return made


def _standing(view: FiveHundredView) -> float:
    side = view["seat"] % 2
    return win_chance(view["scores"][side], view["scores"][1 - side])


def _samples(budget: int, options: int, plays: int) -> int:
    low, high = SAMPLES
    return max(low, min(high, budget // max(1, options * plays)))


def _rank(know: Knowledge, values: dict[str, list[float]], rule: Decision,
          explain: Callable[[str, bool, float], tuple[str, dict[str, Any]]],
          candidates: set[str] | None = None, confidence: float = CONFIDENCE,
          live: set[str] | None = None) -> list[Appraisal]:
    """Return the options valued by their outcomes per deal, best first, each with its reason
    (``explain(action, is_best, value)``).

    An option's value is its mean over the deals, shrunk towards the rule-based level's
    choice by the noise of their difference: the mean difference to that choice, less
    ``confidence`` (:data:`CONFIDENCE`) standard errors of it towards zero (none left when
    the deals cannot tell the two apart).  The most valued of many options on few deals is
    often only the luckiest; so the rule's choice stays best unless the deals show another to
    be better, and a larger budget lets the deals speak more.  An option outside
    ``candidates`` (all count when None) is never valued above the rule's choice.  Between
    equal values the rule's choice comes first.  An option outside ``live`` (all count when
    None), no longer valued, has only its first deals (compared with the others on those) and
    is valued just below the best at most.
    """
    mean = {a: sum(v) / len(v) for a, v in values.items()}
    base = values[rule.action]
    value: dict[str, float] = {}
    for action, outcomes in values.items():
        diff = mean[action] - mean[rule.action]
        if action == rule.action:
            shrunk = 0.0
        else:
            noise = confidence * _difference_error(outcomes, base)
            shrunk = math.copysign(max(0.0, abs(diff) - noise), diff)
            if candidates is not None and action not in candidates:
                shrunk = min(0.0, shrunk)
        value[action] = min(1.0, max(0.0, mean[rule.action] + shrunk))
    if live is not None:
        top = max(value[a] for a in live)
        for action in values:
            if action not in live:
                value[action] = min(value[action], math.nextafter(top, -math.inf))
    order = sorted(values, key=lambda a: (-round(value[a], 12),
                                          live is not None and a not in live, a != rule.action))
    best = order[0]
    out = []
    for action in order:
        error = _difference_error(values[action], values[best]) if action != best else 0.0
        reason, params = explain(action, action == best, value[action])
        out.append(Appraisal(action, value[action], error, len(values[action]), reason,
                             params))
    return out


def _difference_error(mine: Sequence[float], best: Sequence[float]) -> float:
    """Return the standard error of the mean of ``mine - best`` over the deals both were
    valued on (the first ones: an option no longer valued has only those)."""
    return standard_error([a - b for a, b in zip(mine, best, strict=False)])


def _side_points(know: Knowledge, contract: str, contractor: int, tricks: int) -> float:
    """Return the points the seat's side scores in the hand when the contractor's side takes
    ``tricks`` in ``contract`` (misère: the contractor's own tricks)."""
    score = score_hand(contract, tricks,
                       open_misere_value=int(know.options["open_misere_value"]))
    return score.contractors if contractor % 2 == know.side else score.defenders


def _share_reason(value: float) -> tuple[str, dict[str, Any]]:
    """Return the reason of an option that is not the best: its chance to win the game."""
    return HINT + "option_sampled", {"share": round(100 * value)}


# --------------------------------------------------------------------------- bidding


class _Deal:
    """One sampled deal while bidding: its hands and kitty, and the contracts played out on it
    (remembered: the options of one call meet the same contracts again and again)."""

    def __init__(self, cards: list[list[str]], know: Knowledge) -> None:
        self.hands = cards[:4]
        self.kitty = cards[CENTRE]
        self.know = know
        self.tricks: dict[tuple[int, str], int] = {}

    def taken(self, seat: int, contract: str) -> int:
        key = (seat, contract if is_misere(contract) else bid_trump(contract))
        if key not in self.tricks:
            exposed = contract == "OPEN_MISERE"
            played = contract if is_misere(contract) else f"6{key[1]}"
            self.tricks[key] = contract_tricks(self.hands, self.kitty, seat, played,
                                               exposed=exposed)
        return self.tricks[key]


def finish_auction(deal: _Deal, calls: list[tuple[int, str | None]], scores: tuple[int, int],
                   options: dict[str, Any], misere_any_time: bool) -> tuple[int, str] | None:
    """Return the contract ``(seat, bid)`` the rule-based bidding reaches from ``calls`` on
    ``deal`` (None: all pass), every seat bidding its hand of the deal."""
    passed = {who for who, bid in calls if bid is None}
    high = next(((who, bid) for who, bid in reversed(calls) if bid is not None), None)
    seat = (calls[-1][0] + 1) % 4
    while not (len(passed) == 4 or (high is not None and len(passed) == 3)):
        if seat in passed:
            seat = (seat + 1) % 4
            continue
        legal = legal_calls(None if high is None else high[1], misere_any_time)
        hand = tuple(deal.hands[seat])
        call = rule_bid(Auction(seat, hand, tuple(calls), legal, scores, options)).action
        bid = bid_of(call)
        calls.append((seat, bid))
        if bid is None:
            passed.add(seat)
        else:
            high = (seat, bid)
        seat = (seat + 1) % 4
    return high


def _bid(know: Knowledge, legal: list[str], rule: Decision, world: Deal | None) -> _Search:
    options = dict(know.options)
    any_time = bool(options.get("misere_any_time"))
    auction = Auction(know.seat, know.hand, know.calls, tuple(legal), know.scores, options)
    plausible = {o.text for o in weigh(auction, PLAUSIBLE)[0]} | {"pass", rule.action}
    ranked = sorted(weigh(auction, SEARCHED)[0], key=lambda o: -o.value)
    candidates = {o.text for o in ranked[:SEARCHED_BIDS]} | {"pass", rule.action}
    # a misère the count finds nearly low enough: the deals may show it to be worth bidding
    for action in legal:
        bid = bid_of(action)
        if bid is not None and is_misere(bid) and misere_left(
                know.hand, bid == OPEN_MISERE) <= SEARCHED_MISERE_DANGER:
            candidates.add(action)
    sampler = Sampler(know)
    side = know.side
    values: dict[str, list[float]] = {a: [] for a in legal}
    points: dict[str, list[float]] = {a: [] for a in legal}
    made: dict[str, list[int]] = {a: [] for a in legal}

    def add(rng: random.Random) -> Iterator[None]:
        deal = _Deal(sampler.deal(rng, BID_TRIES) if world is None else world, know)
        yield
        row: dict[str, tuple[float, float, int | None]] = {}
        for action in legal:
            if not search.wanted([action]):
                continue
            call = bid_of(action)
            calls = [*know.calls, (know.seat, call)]
            if action in plausible:
                high = finish_auction(deal, calls, know.scores, options, any_time)
            else:
                high = None if call is None else (know.seat, call)
            if high is None:
                row[action] = win_chance(know.scores[side], know.scores[1 - side]), 0.0, None
            else:
                seat, bid = high
                tricks = deal.taken(seat, bid)
                ok = None
                if seat == know.seat and call == bid:
                    ok = int(tricks == 0 if is_misere(bid) else tricks >= (bid_tricks(bid) or 0))
                row[action] = (hand_value(know.scores, side, bid, seat, tricks, options),
                               _side_points(know, bid, seat, tricks), ok)
            yield
        for action, (value, point, ok) in row.items():
            values[action].append(value)
            points[action].append(point)
            if ok is not None:
                made[action].append(ok)

    def explain(action: str, best: bool, value: float) -> tuple[str, dict[str, Any]]:
        if action == rule.action:
            return rule.reason, dict(rule.params)
        if not best:
            return _share_reason(value)
        bid = bid_of(action)
        if bid is None:
            return HINT + "pass_sampled", {}
        share = round(100 * sum(made[action]) / len(made[action])) if made[action] else 0
        high = know.high_bid()
        if share >= 50:
            if is_misere(bid):
                return HINT + "bid_misere_sampled", {"bid": bid_label(bid), "share": share}
            return HINT + "bid_sampled", {"bid": bid_label(bid), "share": share}
        # a bid the deals expect to fail: its reason is that it saves the game, if it does
        if high is not None and high[0] % 2 != side and _wins_game(know, high):
            return HINT + "bid_defend", {"bid": bid_label(bid)}
        return HINT + "bid_sampled_best", {"bid": bid_label(bid), "share": share}

    search = _Search(values, points, add, explain, 1, BID_DEAL_COST, candidates)
    return search


def _wins_game(know: Knowledge, high: tuple[int, str]) -> bool:
    """Return True if the standing contract ``high``, made, ends the game in its side's
    favour."""
    seat, bid = high
    auction = Auction(know.seat, know.hand, know.calls, (), know.scores, know.options)
    return auction.wins_game(bid, seat, 0 if is_misere(bid) else (bid_tricks(bid) or 0))


# --------------------------------------------------------------------------- the kitty


def _kitty(know: Knowledge, legal: list[str], rule: Decision, world: Deal | None) -> _Search:
    assert know.contract is not None and know.trump is not None
    trump, misere = know.trump, know.misere
    hand = list(know.hand)
    plans: dict[str, tuple[str, ...]] = {}
    for action in legal:
        card = card_of(action)
        rest = [c for c in hand if c != card]
        plans[action] = tuple(sorted((card, *plan_discards(rest, trump, misere))))
    distinct = sorted(set(plans.values()))
    sampler = Sampler(know)
    me = know.seat
    outcome: dict[tuple[str, ...], list[float]] = {p: [] for p in distinct}
    scored: dict[tuple[str, ...], list[float]] = {p: [] for p in distinct}
    suits = know.bid_suits()
    contract = know.contract

    def add(rng: random.Random) -> Iterator[None]:
        deal = sampler.deal(rng) if world is None else world
        yield
        row: dict[tuple[str, ...], tuple[float, float]] = {}
        for plan in distinct:
            if not search.wanted(alike[plan]):
                continue
            hands = [list(h) for h in deal[:4]]
            hands[me] = [c for c in hand if c not in plan]
            gone = tuple(know.discards) + plan
            played = World(trump, misere, me, hands, me, discards=gone, bid_suits=suits,
                           exposed=contract == "OPEN_MISERE")
            play_out(played)
            tricks = played.taken[me] if misere else played.side_tricks(me % 2)
            row[plan] = (hand_value(know.scores, know.side, contract, me, tricks, know.options),
                         _side_points(know, contract, me, tricks))
            yield
        for plan, (value, point) in row.items():
            outcome[plan].append(value)
            scored[plan].append(point)

    values = {action: outcome[plans[action]] for action in legal}
    points = {action: scored[plans[action]] for action in legal}
    alike = {plan: [a for a in legal if plans[a] == plan] for plan in distinct}

    def explain(action: str, best: bool, value: float) -> tuple[str, dict[str, Any]]:
        if action == rule.action:
            return rule.reason, dict(rule.params)
        if not best:
            return _share_reason(value)
        chosen = explain_discard(hand, plans[action], action, trump, misere)
        if chosen.reason.endswith(("discard_count", "discard_misere")):
            return HINT + "discard_sampled", {"card": card_of(action)}
        return chosen.reason, dict(chosen.params)

    search = _Search(values, points, add, explain, len(distinct), 10 * len(know.playing))
    return search


# --------------------------------------------------------------------------- play


def groups(know: Knowledge, legal: Sequence[str]) -> list[list[str]]:
    """Return the legal plays in groups that play alike: each run of our cards with no card
    still out between them is one group; a joker led in no trumps is a group per suit it may
    name.  Groups come in the order of ``legal``, each high to low."""
    t = know.cards
    played = know.played
    texts: dict[str, list[str]] = {}
    for text in legal:
        texts.setdefault(card_of(text), []).append(text)
    runs: list[list[str]] = []
    previous: str | None = None
    for card in sorted(texts, key=lambda c: (str(t.suit[c]), -t.rank[c])):
        if previous is not None and t.suit[previous] == t.suit[card] and not [
            c for c in t.higher(card) if c not in played and t.rank[c] < t.rank[previous]
        ]:
            runs[-1].append(card)
        else:
            runs.append([card])
        previous = card
    out: list[list[str]] = []
    for run in runs:
        if len(texts[run[0]]) > 1:
            out.extend([text] for text in texts[run[0]])
        else:
            out.append([texts[c][0] for c in run])
    place = {text: i for i, text in enumerate(legal)}
    return sorted(out, key=lambda g: min(place[x] for x in g))


def world_of(know: Knowledge, hands: Sequence[Sequence[str]]) -> World:
    """Return the sampled deal ``hands`` at the point of play ``know`` describes, with what is
    public (the cards played, the voids, the bids)."""
    assert know.contractor is not None and know.current is not None and know.trump is not None
    taken = [0, 0, 0, 0]
    suits: list[str] = []
    for trick in know.tricks:
        assert trick.winner is not None
        taken[trick.winner] += 1
    for trick in (*know.tricks, know.current):
        if trick.led is not None and trick.led not in suits:
            suits.append(trick.led)
    current = know.current
    discards = know.discards if know.contractor == know.seat else ()
    return World(know.trump, know.misere, know.contractor, hands, current.leader,
                 done=len(know.tricks), taken=taken, trick=current.plays, named=current.named,
                 suits_led=suits, played=know.played, voids=know.voids, no_joker=know.no_joker,
                 bid_suits=know.bid_suits(), exposed=know.exposed, discards=discards)


def _play(know: Knowledge, legal: list[str], rule: Decision, world: Deal | None) -> _Search:
    assert know.contract is not None and know.contractor is not None
    contract, contractor = know.contract, know.contractor
    parts = groups(know, legal)
    heads = [rule.action if rule.action in g else g[0] for g in parts]
    left = 10 - len(know.tricks)
    exact = left <= EXACT_TRICKS
    plays_left = left * len(know.playing) - len(know.current.plays if know.current else ())
    sampler = Sampler(know)
    side = contractor % 2
    outcome: dict[str, list[float]] = {h: [] for h in heads}
    scored: dict[str, list[float]] = {h: [] for h in heads}
    tricks_of: dict[str, list[int]] = {h: [] for h in heads}

    def add(rng: random.Random) -> Iterator[None]:
        deal = sampler.deal(rng, PLAY_TRIES) if world is None else world
        start = world_of(know, deal[:4])
        yield
        row: dict[str, tuple[float, float, int]] = {}
        for head, group in zip(heads, parts, strict=True):
            if not search.wanted(group):
                continue
            trial = start.copy()
            trial.play(card_of(head), named_of(head))
            if exact and not trial.over:
                taken = (trial.taken[contractor] if know.misere else trial.side_tricks(side))
                taken += solve(trial)
            else:
                play_out(trial)
                taken = trial.taken[contractor] if know.misere else trial.side_tricks(side)
            if know.misere:
                taken = min(1, taken)
            row[head] = (hand_value(know.scores, know.side, contract, contractor, taken,
                                    know.options),
                         _side_points(know, contract, contractor, taken), taken)
            yield
        for head, (value, point, taken) in row.items():
            outcome[head].append(value)
            scored[head].append(point)
            tricks_of[head].append(taken)

    values: dict[str, list[float]] = {}
    points: dict[str, list[float]] = {}
    head_of: dict[str, str] = {}
    for group, head in zip(parts, heads, strict=True):
        for action in group:
            values[action] = outcome[head]
            points[action] = scored[head]
            head_of[action] = head

    def explain(action: str, best: bool, value: float) -> tuple[str, dict[str, Any]]:
        if action == rule.action:
            return rule.reason, dict(rule.params)
        if not best:
            return _share_reason(value)
        card = card_of(action)
        taken = tricks_of[head_of[action]]
        if know.misere:
            share = round(100 * sum(1 for t in taken if t == 0) / len(taken))
            return HINT + "play_sampled_misere", {"card": card, "share": share}
        mine = sum(taken) / len(taken)
        if not know.declaring:
            mine = 10 - mine
        tricks = math.floor(mine + 0.5)
        return HINT + ("play_sampled_one" if tricks == 1 else "play_sampled"), {
            "card": card, "tricks": tricks}

    search = _Search(values, points, add, explain, len(heads), max(1, plays_left))
    return search


def best(view: FiveHundredView, rng: random.Random, budget: int) -> Decision:
    """Return the best option of :func:`appraise` as a decision (with its reason)."""
    top = appraise(view, rng, budget)[0]
    return Decision(top.action, top.reason, dict(top.params))

