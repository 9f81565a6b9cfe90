"""500 in the arena: a pair of CPU levels against another, on duplicate deals.

Deal pair ``p`` is the game started from ``seed * 1_000_003 + p``: every hand of it is dealt
the same way whoever plays (the engine shuffles hand ``h`` from the game's seed and ``h``), and
it is played twice, pair A sitting North–South (seats 0 and 2) the first time and East–West
(seats 1 and 3) the second, so both pairs get the same cards.  ``--games`` counts games (two
per deal pair).

``--partner-of-fixed LEVEL`` measures a partner: in each game A's pair is a CPU of ``LEVEL``
in the person's seat (South, or West when the pairs swap) with an A partner opposite it,
against a pair of B.

The report: A's share of the games won with its 95 % Wilson interval; per pair the points per
hand, the contracts it bid and made by kind (suit, no trumps, misère, open misère) with the
share made and its interval, how often it bid misère and made it; hands thrown in; and the
decision time of each player (median, 95th percentile; wall time, and the processor time the
decision itself took, which a loaded machine does not inflate).

Long runs go in chunks: ``--first P`` starts at deal pair ``P``, ``--save FILE`` writes the
tallies as JSON, and ``--merge FILE …`` prints the report of saved chunks together.
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib
import json
import random
import time
from collections.abc import Mapping, Sequence
from typing import Any

from tefuda.arena import (
    ArenaSeat,
    Chooser,
    make_chooser,
    play_out,
    players,
    share_line,
    timing_summary,
    wilson_interval,
)
from tefuda.arena_baselines import BASELINES
from tefuda.cards import rng_for
from tefuda.cpu import five_hundred as cpu
from tefuda.games.five_hundred import GAME

#: the live CPU's levels, ``random``, and the frozen baselines (``hard-v1`` …)
PLAYERS = (*players(cpu), *BASELINES["five-hundred"])
KINDS = ("suit", "no trumps", "misère", "open misère")


def contract_kind(contract: str) -> str:
    """Return the kind of a contract as the report groups them.

    >>> contract_kind("8H"), contract_kind("7NT"), contract_kind("OPEN_MISERE")
    ('suit', 'no trumps', 'open misère')
    """
    if contract == "MISERE":
        return "misère"
    if contract == "OPEN_MISERE":
        return "open misère"
    return "no trumps" if contract.endswith("NT") else "suit"


@dataclasses.dataclass
class Pair:
    """What one pair did over the run: games won, hands played and points, contracts bid and
    made per kind, and the decision times (seconds, wall and processor) of each of its
    players by role."""

    wins: int = 0
    losses: int = 0
    hands: int = 0
    points: int = 0
    bid: dict[str, int] = dataclasses.field(default_factory=lambda: dict.fromkeys(KINDS, 0))
    made: dict[str, int] = dataclasses.field(default_factory=lambda: dict.fromkeys(KINDS, 0))
    times: dict[str, list[float]] = dataclasses.field(default_factory=dict)
    cpu_times: dict[str, list[float]] = dataclasses.field(default_factory=dict)

    def add(self, other: Pair) -> None:
        """Add another tally of the same pair (a chunk of the run) to this one."""
        self.wins += other.wins
        self.losses += other.losses
        self.hands += other.hands
        self.points += other.points
        for kind in KINDS:
            self.bid[kind] += other.bid[kind]
            self.made[kind] += other.made[kind]
        for role, values in other.times.items():
            self.times.setdefault(role, []).extend(values)
        for role, values in other.cpu_times.items():
            self.cpu_times.setdefault(role, []).extend(values)

    def to_dict(self) -> dict[str, Any]:
        """Return the tally as JSON-ready data (times in microseconds)."""
        data = dataclasses.asdict(self)
        for key in ("times", "cpu_times"):
            data[key] = {r: [round(v * 1e6) for v in vs] for r, vs in getattr(self, key).items()}
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Pair:
        """Return a tally saved by :meth:`to_dict`; raises KeyError or TypeError otherwise."""
        times, cpu_times = (
            {r: [v / 1e6 for v in vs] for r, vs in data[key].items()}
            for key in ("times", "cpu_times")
        )
        return cls(int(data["wins"]), int(data["losses"]), int(data["hands"]),
                   int(data["points"]), dict(data["bid"]), dict(data["made"]), times, cpu_times)


@dataclasses.dataclass
class Run:
    """The whole run: its settings, both pairs, the deal pairs played and hands thrown in."""

    a: str
    b: str
    fixed: str | None
    seed: int
    pairs_played: int = 0
    thrown_in: int = 0
    pair_a: Pair = dataclasses.field(default_factory=Pair)
    pair_b: Pair = dataclasses.field(default_factory=Pair)

    def roles(self) -> tuple[tuple[tuple[str, str], ...], tuple[tuple[str, str], ...]]:
        """Return, for pair A and pair B, the (role, level) of the player in the person's
        seat and of its partner."""
        a_first: tuple[str, str] = ("fixed", self.fixed) if self.fixed else ("A", self.a)
        return (a_first, ("A", self.a)), (("B", self.b), ("B", self.b))


def cpu_timed(chooser: Chooser, seconds: list[float]) -> Chooser:
    """Return ``chooser`` recording the processor time of each decision in ``seconds``: on a
    machine shared with other work the wall time (which the arena records) is mostly waiting
    for the processor, this is the time the decision itself took."""

    def timed(view: Mapping[str, Any], rng: random.Random) -> str:
        began = time.process_time()
        try:
            return chooser(view, rng)
        finally:
            seconds.append(time.process_time() - began)

    return timed


def player(name: str) -> Chooser:
    """Return the player called ``name``: a level of the live CPU, ``random``, or a frozen
    baseline (:data:`tefuda.arena_baselines.BASELINES`).

    Raises ValueError for an unknown name.
    """
    frozen = BASELINES["five-hundred"].get(name)
    if frozen is None:
        return make_chooser(cpu, name)
    module, level = frozen
    choose = importlib.import_module(module).choose
    return lambda view, rng: str(choose(view, level, rng))


def game_seed(seed: int, number: int) -> int:
    """Return the seed game ``number`` is dealt from: the same for both games of a deal pair.

    >>> game_seed(1, 6) == game_seed(1, 7) != game_seed(1, 8)
    True
    """
    return seed * 1_000_003 + number // 2


def play_game(run: Run, number: int, options: dict[str, Any]) -> None:
    """Play game ``number`` (deal pair ``number // 2``; A North–South in even games) and add
    its outcome to the run."""
    pair, swapped = divmod(number, 2)
    a_seats = (1, 3) if swapped else (0, 2)
    roles_a, roles_b = run.roles()
    seats: dict[int, ArenaSeat] = {}
    for seats_of, roles, tally in ((a_seats, roles_a, run.pair_a),
                                   (tuple(s for s in range(4) if s not in a_seats), roles_b,
                                    run.pair_b)):
        for seat, (role, level) in zip(seats_of, roles, strict=True):
            times = tally.times.setdefault(f"{role} ({level})", [])
            cpu_times = tally.cpu_times.setdefault(f"{role} ({level})", [])
            rng = rng_for(run.seed, "arena", pair, swapped, seat)
            chooser = cpu_timed(player(level), cpu_times)
            seats[seat] = ArenaSeat(chooser, rng, times)
    state = GAME.start(GAME.normalize_options(options), game_seed(run.seed, number))
    state = play_out(GAME, state, seats)
    result = GAME.result(state)
    side_a = a_seats[0] % 2
    for side, tally in ((side_a, run.pair_a), (1 - side_a, run.pair_b)):
        if result.details["winner"] == side:
            tally.wins += 1
        else:
            tally.losses += 1
    for record in result.details["hands"]:
        if record["contract"] is None:
            run.thrown_in += 1
        for side, tally in ((side_a, run.pair_a), (1 - side_a, run.pair_b)):
            tally.hands += 1
            tally.points += record["points"][side]
            if record["side"] == side:
                kind = contract_kind(record["contract"])
                tally.bid[kind] += 1
                tally.made[kind] += bool(record["made"])


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the five-hundred options: --a, --b, --games, --seed, --first, --partner-of-fixed,
    --misere-any-time, --save, --merge."""
    parser.add_argument("--a", choices=PLAYERS, default="hard", help="pair A (default hard)")
    parser.add_argument("--b", choices=PLAYERS, default="normal", help="pair B (default normal)")
    parser.add_argument("--games", type=int, default=200,
                        help="number of games, two per deal (default 200)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the deals and players")
    parser.add_argument("--first", type=int, default=0, help="first deal pair (for chunks)")
    parser.add_argument("--partner-of-fixed", choices=PLAYERS, default=None, metavar="LEVEL",
                        help="A's pair is LEVEL in the person's seat with an A partner")
    parser.add_argument("--misere-any-time", action="store_true",
                        help="play with the option that allows misère at any time")
    parser.add_argument("--save", default=None, metavar="FILE", help="write the tallies as JSON")
    parser.add_argument("--merge", nargs="+", default=None, metavar="FILE",
                        help="print the report of saved tallies together (plays nothing)")


def run(args: argparse.Namespace) -> int:
    """Play the games (or merge saved runs) and print the report; return 0."""
    if args.merge:
        report(merge(args.merge))
        return 0
    tally = Run(args.a, args.b, args.partner_of_fixed, args.seed)
    options = {"misere_any_time": bool(args.misere_any_time)}
    games = max(0, args.games)
    for number in range(2 * args.first, 2 * args.first + games):
        play_game(tally, number, options)
    tally.pairs_played = (games + 1) // 2
    if args.save:
        with open(args.save, "w", encoding="utf-8") as out:
            json.dump(to_json(tally), out)
    report(tally)
    return 0


def to_json(tally: Run) -> dict[str, Any]:
    """Return a run's tallies as JSON-ready data."""
    return {"a": tally.a, "b": tally.b, "fixed": tally.fixed, "seed": tally.seed,
            "pairs_played": tally.pairs_played, "thrown_in": tally.thrown_in,
            "pair_a": tally.pair_a.to_dict(), "pair_b": tally.pair_b.to_dict()}


def merge(paths: Sequence[str]) -> Run:
    """Return the runs saved in ``paths`` added together.

    Raises ValueError when they are not runs of the same players and seed.
    """
    total: Run | None = None
    for path in paths:
        with open(path, encoding="utf-8") as src:
            data = json.load(src)
        part = Run(data["a"], data["b"], data["fixed"], int(data["seed"]),
                   int(data["pairs_played"]), int(data["thrown_in"]),
                   Pair.from_dict(data["pair_a"]), Pair.from_dict(data["pair_b"]))
        if total is None:
            total = part
            continue
        if (part.a, part.b, part.fixed, part.seed) != (total.a, total.b, total.fixed, total.seed):
            raise ValueError(f"{path}: not the same players and seed as the first file")
        total.pairs_played += part.pairs_played
        total.thrown_in += part.thrown_in
        total.pair_a.add(part.pair_a)
        total.pair_b.add(part.pair_b)
    if total is None:
        raise ValueError("no files to merge")
    return total


def _share(made: int, bid: int) -> str:
    if bid == 0:
        return "none bid"
    low, high = wilson_interval(made, bid)
    return f"{made} of {bid} made, {100 * made / bid:.1f} % (95 % CI {100 * low:.1f}–{100 * high:.1f} %)"


def report(tally: Run) -> None:
    """Print the report of a run."""
    mode = (f"A={tally.a} partnering a fixed {tally.fixed} vs B={tally.b}" if tally.fixed
            else f"A={tally.a} vs B={tally.b}")
    a, b = tally.pair_a, tally.pair_b
    print(f"five-hundred arena: {mode}, seed {tally.seed}, duplicate deals (pairs swap seats)")
    print(f"games: {a.wins + a.losses} ({tally.pairs_played} deal pairs)")
    print(f"A win share: {share_line(a.wins, a.losses)}")
    hands = max(1, a.hands)
    print(f"hands: {a.hands}, thrown in {tally.thrown_in}")
    for name, pair in (("A", a), ("B", b)):
        print(f"pair {name}: games won {pair.wins}, points per hand {pair.points / hands:+.1f}")
        bid = sum(pair.bid.values())
        made = sum(pair.made.values())
        print(f"  contracts: {_share(made, bid)}")
        for kind in KINDS:
            if pair.bid[kind]:
                print(f"    {kind}: {_share(pair.made[kind], pair.bid[kind])}")
        misere = pair.bid["misère"] + pair.bid["open misère"]
        misere_made = pair.made["misère"] + pair.made["open misère"]
        print(f"  misère: bid in {100 * misere / hands:.1f} % of hands, "
              f"{_share(misere_made, misere)}")
    for pair in (a, b):
        for role, times in pair.times.items():
            print(f"decision time {role}: {timing_summary(times)}")
            print(f"  processor time: {timing_summary(pair.cpu_times[role])}, "
                  f"longest {1000 * max(pair.cpu_times[role], default=0.0):.1f} ms")
