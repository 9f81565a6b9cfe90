"""FROZEN copy (see the package docstring): 500's hard CPU: it searches.

It samples deals of the unseen cards consistent with everything public (:mod:`.sampling`:
voids shown, cards played, what the bids imply), and judges its candidate bids, kitty
discards and plays over those deals, each played out by :mod:`.rollout` and its last tricks
solved exactly (:mod:`.solve`).  Outcomes are scored by the engine's own scoring with the
match score in view (:func:`hand_utility`): a hand that wins or loses the game counts for far
more than its points, so the hard CPU bids what wins the game and defends, or outbids, the
contract that would end it.

It searches only where it matters: bids within reach of its count, the discards, and plays
with real alternatives; elsewhere it plays as the normal CPU does (a card that can only
follow low, a single distinct card).  The search costs are bounded by a budget of simulated
plays per decision, so a decision stays within tens of milliseconds.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from tefuda.cards import JOKER
from tefuda.games.five_hundred import (
    MISERE,
    OPEN_MISERE,
    bid_label,
    bid_trump,
    game_end,
    is_misere,
    score_hand,
    trick_winner,
)

from .bidding import counts
from .decision import Decision, card_of, decision
from .evaluate import misere_danger
from .kitty import explain_discard, ranked_discards
from .knowledge import Knowledge
from .normal import normal_decision
from .rollout import play_out
from .sampling import CENTRE, Sampler
from .solve import EXACT_TRICKS, solve
from .stakes import win_chance
from .tables import table
from .world import World, forget

#: the value of winning the game; an outcome is worth this times the chance to win after it
GAME_VALUE = 1000.0
#: simulated card plays one play decision may spend, and its bounds on samples
PLAY_BUDGET = 450
PLAY_SAMPLES = (4, 10)
#: exact solutions of the last tricks one play decision may spend
EXACT_BUDGET = 24
#: deals for a bidding decision and for the discards
BID_SAMPLES = 12
KITTY_SAMPLES = 6
KITTY_SETS = 3
#: a trump is simulated when its count is within this many tricks of its cheapest legal bid
BID_REACH = 1.5
BID_TRUMPS = 2
#: the share of the gap between the count and the samples' mean that moves the samples
BID_BLEND = 0.5
#: tricks taken off every sampled outcome (they are played with every hand in view)
BID_BIAS = 0.6
#: misère is simulated with at most this many dangerous cards, and its sampled success is
#: trusted less by this share
MISERE_REACH = 2
MISERE_DOUBT = 0.25
#: a bid must beat passing by this much (thousandths of a game) to be made
BID_MARGIN = 5.0
#: a bid this sure to win the game (share of GAME_VALUE) is a game bid
GAME_SURE = 0.9
#: a search must beat the normal choice by this much (thousandths of a game) per deal
MARGIN = 1.0


def hand_utility(know: Knowledge, contract: str, contractor: int, tricks: int) -> float:
    """Return what the hand is worth to this seat's side if the contractor's side takes
    ``tricks`` in ``contract``: :data:`GAME_VALUE` times the side's chance to win the game
    after it (:func:`.stakes.win_chance`; all or nothing if the game ends, by the engine's
    scoring and end of game)."""
    score = score_hand(contract, tricks, open_misere_value=int(know.options["open_misere_value"]))
    side = contractor % 2
    points = [0, 0]
    points[side], points[1 - side] = score.contractors, score.defenders
    totals = (know.scores[0] + points[0], know.scores[1] + points[1])
    end = game_end(totals, side, score.made,
                   must_win_by_contract=bool(know.options["must_win_by_contract"]))
    mine = know.side
    if end is not None:
        return GAME_VALUE if end.winner == mine else 0.0
    return GAME_VALUE * win_chance(totals[mine], totals[1 - mine])


def hard_decision(know: Knowledge, legal: Sequence[str], rng: random.Random) -> Decision:
    """Return the hard CPU's decision for the seat whose knowledge is ``know``."""
    options = list(legal)
    if len(options) == 1:
        only = options[0]
        if only.startswith("play "):
            return decision(only, "play_only", card=card_of(only))
        return normal_decision(know, options) if only.startswith(("bid", "pass")) else decision(
            only, "next")
    base = normal_decision(know, options)
    forget()
    if know.phase == "bid":
        return _bid(know, options, rng, base)
    if know.phase == "kitty":
        return _kitty(know, options, base)
    if know.phase == "play":
        return _play(know, options, rng, base)
    return base


# --------------------------------------------------------------------------- simulation


def quick_discards(hand: Sequence[str], trump: str, misere: bool) -> list[str]:
    """Return the cards a simulated contractor lays away: in misère the joker and its highest
    cards, otherwise its lowest side cards, shortest suits first, aces kept."""
    t = table(trump)
    count = len(hand) - 10
    if misere:
        return sorted(hand, key=lambda c: (c != JOKER, -t.rank[c]))[:count]
    length: dict[str | None, int] = {}
    for c in hand:
        length[t.suit[c]] = length.get(t.suit[c], 0) + 1
    return sorted(hand, key=lambda c: (t.is_trump[c], c[0] == "A", length[t.suit[c]], t.rank[c]))[
        :count
    ]


def _contract_tricks(deal: Sequence[Sequence[str]], contractor: int, contract: str) -> int:
    """Return the tricks the contractor's side takes in ``deal`` (hands and the kitty last)
    when ``contractor`` plays ``contract``: it takes the kitty, discards, and leads."""
    trump = bid_trump(contract)
    misere = is_misere(contract)
    hands = [list(h) for h in deal[:4]]
    thirteen = hands[contractor] + list(deal[CENTRE])
    gone = quick_discards(thirteen, trump, misere)
    hands[contractor] = [c for c in thirteen if c not in gone]
    world = play_out(World(trump, misere, contractor, hands, contractor))
    return world.taken[contractor] if misere else world.side_tricks(contractor % 2)


def _expected(values: Sequence[float]) -> float:
    return sum(values) / len(values)


# --------------------------------------------------------------------------- bidding


def _bid(know: Knowledge, legal: list[str], rng: random.Random, base: Decision) -> Decision:
    """Bid by simulation: the bids within reach of the count, and passing, scored over
    sampled deals by the chance to win the game after the hand."""
    count = counts(know)
    reach: list[tuple[float, str, float]] = []
    for trump, tricks in count.tricks.items():
        levels = [n for n in range(6, 11) if f"bid {n}{trump}" in legal]
        if tricks is None or not levels:
            continue
        if tricks >= levels[0] - BID_REACH:
            reach.append((tricks - levels[0], trump, tricks))
    reach.sort(reverse=True)
    chosen = reach[:BID_TRUMPS]
    misere_bids = []
    if f"bid {MISERE}" in legal and misere_danger(know.hand) <= MISERE_REACH:
        misere_bids.append(MISERE)
    if f"bid {OPEN_MISERE}" in legal and misere_danger(know.hand, strict=True) <= MISERE_REACH - 1:
        misere_bids.append(OPEN_MISERE)
    if not chosen and not misere_bids:
        return base
    sampler = Sampler(know)
    deals = [sampler.deal(rng) for _ in range(BID_SAMPLES)]
    me = know.seat
    scored: list[tuple[float, int, str]] = []
    made: dict[str, int] = {}
    for _, trump, counted in chosen:
        outcomes = [_contract_tricks(deal, me, f"6{trump}") for deal in deals]
        # the samples' mean is pulled towards the count (both are noisy estimates)
        shift = BID_BLEND * (counted - _expected(outcomes)) - BID_BIAS
        for n in range(6, 11):
            text = f"bid {n}{trump}"
            if text in legal:
                bid = f"{n}{trump}"
                ev = _expected([_shifted(know, bid, me, t + shift) for t in outcomes])
                scored.append((ev, -n, text))
                made[bid] = round(100 * sum(t + shift >= n for t in outcomes) / len(outcomes))
    for bid in misere_bids:
        outcomes = [_contract_tricks(deal, me, bid) for deal in deals]
        won = sum(1 for t in outcomes if t == 0) / len(outcomes) * (1 - MISERE_DOUBT)
        ev = (won * hand_utility(know, bid, me, 0) + (1 - won) * hand_utility(know, bid, me, 1))
        scored.append((ev, -6, f"bid {bid}"))
    high = know.high_bid()
    if high is None:
        pass_ev = GAME_VALUE * win_chance(know.scores[know.side], know.scores[1 - know.side])
    else:
        seat, bid = high
        outcomes = [_contract_tricks(deal, seat, bid) for deal in deals]
        pass_ev = _expected([hand_utility(know, bid, seat, t) for t in outcomes])
    best = max(scored)
    if best[0] <= pass_ev + BID_MARGIN:
        return base if base.action == "pass" else decision("pass", "pass_sampled")
    text = best[2]
    if text == base.action:
        return base
    bid = text[4:]
    if is_misere(bid):
        return decision(text, "bid_misere" if bid == MISERE else "bid_open_misere")
    if best[0] >= GAME_VALUE * GAME_SURE:
        return decision(text, "bid_game", bid=bid_label(bid))
    if high is not None and high[0] % 2 != know.side and pass_ev < GAME_VALUE * (1 - GAME_SURE):
        return decision(text, "bid_defend", bid=bid_label(bid))
    return decision(text, "bid_sampled", bid=bid_label(bid), share=made[bid])


def _shifted(know: Knowledge, bid: str, contractor: int, tricks: float) -> float:
    """Return the hand's value for a fractional number of tricks: the values of the two
    whole numbers around it, weighed by nearness."""
    low = math.floor(tricks)
    part = tricks - low
    values = [hand_utility(know, bid, contractor, max(0, min(10, n))) for n in (low, low + 1)]
    return (1 - part) * values[0] + part * values[1]


# --------------------------------------------------------------------------- the kitty

_KITTY_MEMO: dict[tuple[object, ...], tuple[str, ...]] = {}


def _kitty(know: Knowledge, legal: list[str], base: Decision) -> Decision:
    """Choose the three discards by simulation among the best sets by count (the same set
    at each of the three discards: the search is seeded by the thirteen cards)."""
    assert know.contract is not None and know.trump is not None
    thirteen = tuple(sorted((*know.hand, *know.discards)))
    best = _kitty_plan(know, thirteen, ())
    if not all(d in best for d in know.discards):
        # the discards so far left the plan (the person's own): plan the rest around them
        best = _kitty_plan(know, thirteen, know.discards)
    plan = [c for c in best if c in know.hand]
    if not plan:
        return base
    text = f"discard {plan[0]}"
    if text not in legal:
        return base
    if text == base.action:
        return base
    chosen = explain_discard(know.hand, plan, text, know.trump, know.misere)
    if chosen.reason.endswith("discard_low"):
        return decision(text, "discard_sampled", card=plan[0])
    return chosen


def _kitty_plan(know: Knowledge, thirteen: tuple[str, ...], keep: tuple[str, ...]) -> tuple[str, ...]:
    """Return the best three discards from ``thirteen`` that include ``keep`` (a function of
    its arguments and the bidding and score only, remembered for the next discards)."""
    key = (thirteen, keep, know.contract, know.seat, know.scores, know.calls)
    best = _KITTY_MEMO.get(key)
    if best is None:
        best = _kitty_search(know, thirteen, keep)
        if len(_KITTY_MEMO) > 256:
            _KITTY_MEMO.clear()
        _KITTY_MEMO[key] = best
    return best


def _kitty_search(know: Knowledge, thirteen: tuple[str, ...], keep: tuple[str, ...]) -> tuple[str, ...]:
    assert know.contract is not None and know.trump is not None
    trump, misere = know.trump, know.misere
    sets = ranked_discards(thirteen, trump, misere, keep=keep)[:KITTY_SETS]
    quick = tuple(quick_discards(thirteen, trump, misere))
    if all(d in quick for d in keep) and quick not in sets:
        sets.append(quick)
    if len(sets) == 1:
        return sets[0]
    rng = random.Random("|".join((*thirteen, *keep, know.contract, str(know.seat))))
    sampler = Sampler(know)
    deals = [sampler.deal(rng) for _ in range(KITTY_SAMPLES)]
    me = know.seat
    scored: list[tuple[float, int, tuple[str, ...]]] = []
    for order, chosen in enumerate(sets):
        kept = [c for c in thirteen if c not in chosen]
        values = []
        for deal in deals:
            hands = [list(h) for h in deal[:4]]
            hands[me] = list(kept)
            world = play_out(World(trump, misere, me, hands, me))
            tricks = world.taken[me] if misere else world.side_tricks(me % 2)
            values.append(hand_utility(know, know.contract, me, tricks))
        scored.append((_expected(values), -order, chosen))
    return max(scored)[2]


# --------------------------------------------------------------------------- play


def candidates(know: Knowledge, legal: Sequence[str]) -> list[list[str]]:
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
    groups: list[list[str]] = []
    for run in runs:
        if len(texts[run[0]]) > 1:
            groups.extend([text] for text in texts[run[0]])
        else:
            groups.append([texts[c][0] for c in run])
    place = {text: i for i, text in enumerate(legal)}
    return sorted(groups, key=lambda g: min(place[x] for x in g))


def _world(know: Knowledge, hands: Sequence[Sequence[str]]) -> World:
    """Return the sampled deal ``hands`` at the point of play ``know`` describes."""
    assert know.contractor is not None and know.current is not None
    taken = [0, 0, 0, 0]
    suits: list[str] = []
    for trick in know.tricks:
        assert trick.winner is not None
        taken[trick.winner] += 1
    for trick in (*know.tricks, know.current):
        if trick.led is not None and trick.led not in suits:
            suits.append(trick.led)
    current = know.current
    return World(know.cards.trump, know.misere, know.contractor, hands, current.leader,
                 done=len(know.tricks), taken=taken, trick=current.plays, named=current.named,
                 suits_led=suits)


def _obvious(know: Knowledge, legal: Sequence[str]) -> bool:
    """Return True where the normal play needs no search, following suit in a trump or no
    trump contract: with no card that could take the trick, or as the last to play (the
    cheapest winner, or the lowest card)."""
    trick = know.current
    if know.misere or trick is None or not trick.plays:
        return False
    t = know.cards
    cards = [card_of(x) for x in legal]
    if not all(t.suit[c] == trick.led for c in cards):
        return False
    so_far = trick.cards
    if len(so_far) == len(know.playing) - 1:
        return True
    return not any(
        trick_winner([*so_far, c], t.trump, trick.named) == len(so_far) for c in cards
    )


def _play(know: Knowledge, legal: list[str], rng: random.Random, base: Decision) -> Decision:
    """Play by sampling: each distinct candidate over the same deals, played out (the last
    tricks solved exactly); the normal play unless another is clearly better."""
    assert know.contract is not None and know.contractor is not None
    groups = candidates(know, legal)
    if len(groups) <= 1 or _obvious(know, legal):
        return base
    options = [base.action if base.action in group else group[0] for group in groups]
    left = 10 - len(know.tricks)
    exact = left <= EXACT_TRICKS
    plays_left = left * (3 if know.misere else 4)
    low, high = PLAY_SAMPLES
    if exact:
        samples = max(low, min(high, EXACT_BUDGET // len(options)))
    else:
        samples = max(low, min(high, PLAY_BUDGET // max(1, len(options) * plays_left)))
    sampler = Sampler(know)
    contract, contractor = know.contract, know.contractor
    totals = dict.fromkeys(options, 0.0)
    tricks_sum = dict.fromkeys(options, 0)
    for _ in range(samples):
        deal = sampler.deal(rng)
        world = _world(know, deal[:4])
        for text in options:
            parts = text.split(" ")
            trial = world.copy()
            trial.play(parts[1], parts[2] if len(parts) == 3 else None)
            if know.misere:
                if exact and not trial.over:
                    taken = trial.taken[contractor] + solve(trial)
                else:
                    taken = play_out(trial).taken[contractor]
                tricks = min(1, taken)
            else:
                side = contractor % 2
                if exact and not trial.over:
                    tricks = trial.side_tricks(side) + solve(trial)
                else:
                    tricks = play_out(trial).side_tricks(side)
            totals[text] += hand_utility(know, contract, contractor, tricks)
            tricks_sum[text] += tricks if know.declaring or know.misere else 10 - tricks
    best = max(options, key=lambda x: (totals[x], x == base.action))
    if base.action in totals and totals[best] - totals[base.action] <= MARGIN * samples:
        return base
    card = card_of(best)
    if exact:
        return decision(best, "play_solved", card=card)
    if know.misere:
        return decision(best, "play_sampled_best", card=card)
    mine = math.floor(tricks_sum[best] / samples + 0.5)
    return decision(best, "play_sampled", card=card, tricks=mine)
