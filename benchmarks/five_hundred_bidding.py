"""Where a 500 pair's bids win and lose: the arena's games, hand by hand, with an oracle.

Plays the same games as ``python -m tefuda.arena five-hundred`` (the same deals, seats and
random sources: ``--a``, ``--b``, ``--games``, ``--seed``, ``--first`` mean the same) and
records every hand: the auction, the contract, the tricks, the points and the score before it.
Each hand's deal is also played out by the rule-based policy (:func:`contract_tricks`) with
every seat as the contractor in every trump: the *oracle*, what a seat would have taken had it
bought the hand in another trump (one play of the deal, so noisy for one hand and fair over
many).  The report, per pair, for the contracts it bought:

* by kind (suit 6–7, 8, 9–10, no trumps, misère, open misère): how often, the share made with
  its 95 % interval, the points the contracting side scored and the net (its points minus the
  defenders');
* too high: the contracts lost by one trick and by two or more;
* the wrong trump: contracts lost that the oracle makes, same contractor and level, in another
  trump;
* too low: contracts made with two tricks or more to spare;
* reading the partner: by what the partner had said before the contractor's last bid;
* the score: contracts that would reach 500 if made, and those bought with the opponents at
  400 or more;

and for the hands the other pair bought: how often the oracle gives this pair a contract that
outranks theirs (it could have outbid them), and how often they made theirs then.

``--save FILE`` writes the hands as JSON, ``--merge FILE …`` reports saved chunks together::

    cd py && nice -n 10 python3 ../benchmarks/five_hundred_bidding.py --a hard-v1 --b normal \\
        --games 400 --seed 1 --save /tmp/bids0.json
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

from tefuda.arena.five_hundred import (  # noqa: E402
    PLAYERS,
    game_seed,
    pair_a_seats,
    player,
    seat_rng,
)
from tefuda.arena.stats import wilson_interval  # noqa: E402
from tefuda.cpu.five_hundred.rollout import contract_tricks  # noqa: E402
from tefuda.games.five_hundred import (  # noqa: E402
    GAME,
    MISERE,
    OPEN_MISERE,
    TRUMPS,
    FiveHundredState,
    Phase,
    bid_rank,
    bid_tricks,
    bid_trump,
    bid_value,
    is_misere,
)


def play(a: str, b: str, seed: int, number: int) -> list[dict[str, Any]]:
    """Play arena game ``number`` (A North–South in even games) and return its hands."""
    a_seats = pair_a_seats(number)
    seats = {}
    for seat in range(4):
        name = a if seat in a_seats else b
        seats[seat] = (player(name), seat_rng(seed, number, seat))
    state = GAME.start(GAME.normalize_options({"misere_any_time": False}), game_seed(seed, number))
    hands: list[dict[str, Any]] = []
    current: dict[str, Any] | None = None
    while not GAME.is_over(state):
        if state.phase == Phase.BID and current is None:
            current = {"dealt": [list(h) for h in state.hands], "kitty": list(state.kitty),
                       "scores": list(state.scores), "a_side": a_seats[0] % 2}
        for seat in GAME.to_act(state):
            view = GAME.view(state, seat)
            if view["legal"] == ["next"]:
                text = "next"
            else:
                chooser, rng = seats[seat]
                text = chooser(view, rng)
            before = len(state.history)
            state = GAME.apply(state, seat, text)
            if len(state.history) > before and current is not None:
                hands.append(_finish(current, state))
                current = None
    return hands


def _finish(current: dict[str, Any], state: FiveHundredState) -> dict[str, Any]:
    """Return the record of the hand just ended, with its auction and its oracle."""
    record = state.history[-1]
    current["calls"] = [[s, c] for s, c in state.calls]
    current["contract"] = record.contract
    current["contractor"] = record.contractor
    current["made"] = record.made
    current["tricks"] = list(record.tricks)
    current["points"] = list(record.points)
    if record.contract is not None:
        dealt, kitty = current["dealt"], current["kitty"]
        current["oracle"] = [{t: contract_tricks(dealt, kitty, s, f"6{t}") for t in TRUMPS}
                             for s in range(4)]
    return current


def share(made: int, bid: int) -> str:
    """Return ``made`` of ``bid`` as a percentage with its 95 % Wilson interval."""
    if bid == 0:
        return "—"
    low, high = wilson_interval(made, bid)
    return f"{100 * made / bid:.1f} % ({100 * low:.0f}–{100 * high:.0f})"


def kind(contract: str) -> str:
    """Return the row of the report a contract belongs to."""
    if contract == MISERE:
        return "misère"
    if contract == OPEN_MISERE:
        return "open misère"
    if bid_trump(contract) == "NT":
        return "no trumps"
    level = bid_tricks(contract) or 0
    return "suit 6–7" if level <= 7 else "suit 8" if level == 8 else "suit 9–10"


KINDS = ("suit 6–7", "suit 8", "suit 9–10", "no trumps", "misère", "open misère")


def partner_said(calls: Sequence[Sequence[Any]], contractor: int, trump: str) -> str:
    """Return what the contractor's partner had said before the contractor's last bid."""
    last = max(i for i, (s, c) in enumerate(calls) if s == contractor and c != "pass")
    partner = (contractor + 2) % 4
    said = [c for s, c in calls[:last] if s == partner]
    bids = [c for c in said if c != "pass"]
    if not bids:
        return "partner passed" if said else "partner silent"
    if is_misere(bids[-1]):
        return "partner bid misère"
    return "partner bid this trump" if bid_trump(bids[-1]) == trump else "partner bid another"


def report(hands: Iterable[dict[str, Any]], a: str, b: str) -> None:
    """Print the report of ``hands`` (records of :func:`play`)."""
    rows = list(hands)
    total = len(rows)
    print(f"hands: {total}, thrown in {sum(1 for h in rows if h['contract'] is None)}")
    for name, level in (("A", a), ("B", b)):
        mine = [h for h in rows if h["contract"] is not None
                and (h["contractor"] % 2 == h["a_side"]) == (name == "A")]
        theirs = [h for h in rows if h["contract"] is not None and h not in mine]
        print(f"\npair {name} ({level}): bought {len(mine)} hands ({100 * len(mine) / total:.1f} %)")
        print(f"  {'kind':<12} {'hands':>6} {'made (95 % CI)':>22} {'points':>8} {'net':>8}")
        for k in KINDS:
            part = [h for h in mine if kind(h["contract"]) == k]
            if not part:
                continue
            side = [h["contractor"] % 2 for h in part]
            points = [h["points"][s] for h, s in zip(part, side, strict=True)]
            net = [h["points"][s] - h["points"][1 - s] for h, s in zip(part, side, strict=True)]
            made = sum(1 for h in part if h["made"])
            print(f"  {k:<12} {len(part):>6} {share(made, len(part)):>22} "
                  f"{sum(points) / len(part):>+8.1f} {sum(net) / len(part):>+8.1f}")
        trumps = [h for h in mine if not is_misere(h["contract"])]
        lost = [h for h in trumps if not h["made"]]
        down = [(bid_tricks(h["contract"]) or 0) - h["tricks"][h["contractor"] % 2] for h in lost]
        print(f"  too high: {len(lost)} of {len(trumps)} lost ({share(len(lost), len(trumps))}): "
              f"{sum(1 for d in down if d == 1)} by one trick, "
              f"{sum(1 for d in down if d >= 2)} by two or more")
        wrong = 0
        for h in lost:
            level, trump = bid_tricks(h["contract"]) or 0, bid_trump(h["contract"])
            oracle = h["oracle"][h["contractor"]]
            if any(oracle[t] >= level for t in TRUMPS if t != trump):
                wrong += 1
        print(f"  wrong trump: {wrong} of the {len(lost)} lost are made by the oracle in "
              f"another trump at the same level")
        spare = [h for h in trumps if h["made"]
                 and h["tricks"][h["contractor"] % 2] >= (bid_tricks(h["contract"]) or 0) + 2]
        print(f"  too low: {len(spare)} of {len(trumps) - len(lost)} made with two tricks or "
              f"more to spare ({share(len(spare), len(trumps) - len(lost))})")
        by_partner: dict[str, list[dict[str, Any]]] = {}
        for h in trumps:
            key = partner_said(h["calls"], h["contractor"], bid_trump(h["contract"]))
            by_partner.setdefault(key, []).append(h)
        for key, part in sorted(by_partner.items()):
            made = sum(1 for h in part if h["made"])
            points = sum(h["points"][h["contractor"] % 2] for h in part) / len(part)
            print(f"  {key:<24} {len(part):>5} made {share(made, len(part)):>20}, "
                  f"points {points:+.1f}")
        game = [h for h in mine if h["scores"][h["contractor"] % 2] + bid_value(h["contract"]) >= 500]
        made = sum(1 for h in game if h["made"])
        print(f"  bids that reach 500 if made: {len(game)}, made {share(made, len(game))}")
        pressed = [h for h in mine if h["scores"][1 - h["contractor"] % 2] >= 400]
        made = sum(1 for h in pressed if h["made"])
        print(f"  bought with the opponents at 400 or more: {len(pressed)}, made "
              f"{share(made, len(pressed))}")
        outbid = []
        for h in theirs:
            if is_misere(h["contract"]):
                continue
            rank = bid_rank(h["contract"])
            mine_seats = [s for s in range(4) if s % 2 != h["contractor"] % 2]
            best = [(h["oracle"][s][t], t) for s in mine_seats for t in TRUMPS]
            if any(n >= 6 and bid_rank(f"{min(n, 10)}{t}") > rank for n, t in best):
                outbid.append(h)
        made = sum(1 for h in outbid if h["made"])
        print(f"  hands the other pair bought that the oracle lets this pair outbid: "
              f"{len(outbid)} of {len(theirs)}; they made {share(made, len(outbid))} of those")


def main(argv: Sequence[str] | None = None) -> int:
    """Play (or merge) and print the report; return 0."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--a", choices=PLAYERS, default="hard-v1")
    parser.add_argument("--b", choices=PLAYERS, default="normal")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--save", default=None)
    parser.add_argument("--merge", nargs="+", default=None)
    args = parser.parse_args(argv)
    if args.merge:
        hands: list[dict[str, Any]] = []
        names = None
        for path in args.merge:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
            names = names or (data["a"], data["b"])
            hands += data["hands"]
        assert names is not None
        report(hands, *names)
        return 0
    hands = []
    for number in range(2 * args.first, 2 * args.first + args.games):
        hands += play(args.a, args.b, args.seed, number)
    if args.save:
        Path(args.save).write_text(json.dumps({"a": args.a, "b": args.b, "seed": args.seed,
                                               "hands": hands}), encoding="utf-8")
    print(f"five-hundred bidding: A={args.a} vs B={args.b}, seed {args.seed}, "
          f"{args.games} games from deal pair {args.first}")
    report(hands, args.a, args.b)
    return 0


if __name__ == "__main__":
    sys.exit(main())
