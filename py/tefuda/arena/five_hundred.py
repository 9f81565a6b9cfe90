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

Long runs go in chunks, as in every arena (:mod:`tefuda.arena.runner`): ``--first P`` starts
at deal pair ``P``, ``--save FILE`` writes the tallies as JSON, and ``--merge FILE …`` prints
the report of saved chunks together.
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib
import random
import time
from collections.abc import Mapping
from typing import Any

from tefuda.arena.baselines import BASELINES
from tefuda.arena.loop import ArenaSeat, Chooser, make_chooser, play_out, players
from tefuda.arena.runner import Runner, add_versus_arguments, print_share
from tefuda.arena.stats import timing_summary, wilson_interval
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


@dataclasses.dataclass
class Run:
    """The whole run: both pairs, the deal pairs played and the hands thrown in."""

    pairs_played: int = 0
    thrown_in: int = 0
    pair_a: Pair = dataclasses.field(default_factory=Pair)
    pair_b: Pair = dataclasses.field(default_factory=Pair)


def pair_roles(
    a: str, b: str, fixed: str | None
) -> tuple[tuple[tuple[str, str], ...], tuple[tuple[str, str], ...]]:
    """Return, for pair A (level ``a``, or ``fixed`` in the person's seat) and pair B (``b``),
    the (role, level) of the player in the person's seat and of its partner."""
    a_first: tuple[str, str] = ("fixed", fixed) if fixed else ("A", a)
    return (a_first, ("A", a)), (("B", b), ("B", b))


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
    baseline (:data:`tefuda.arena.baselines.BASELINES`).

    Raises ValueError for an unknown name.
    """
    frozen = BASELINES["five-hundred"].get(name)
    if frozen is None:
        return make_chooser(cpu, name)
    module, level = frozen
    choose = importlib.import_module(module).choose
    return lambda view, rng: str(choose(view, level, rng))


def pair_a_seats(number: int) -> tuple[int, int]:
    """Return the seats of pair A in game ``number``: North–South in the first game of a deal
    pair, East–West in the second.

    >>> pair_a_seats(6), pair_a_seats(7)
    ((0, 2), (1, 3))
    """
    return (1, 3) if number % 2 else (0, 2)


def seat_rng(seed: int, number: int, seat: int) -> random.Random:
    """Return the random source of ``seat`` in game ``number`` of a run of ``seed``: the same
    whoever sits there, so two runs that differ in one player share the rest's randomness."""
    pair, swapped = divmod(number, 2)
    return rng_for(seed, "arena", pair, swapped, seat)


def game_seed(seed: int, number: int) -> int:
    """Return the seed game ``number`` is dealt from: the same for both games of a deal pair.

    >>> game_seed(1, 6) == game_seed(1, 7) != game_seed(1, 8)
    True
    """
    return seed * 1_000_003 + number // 2


def play_game(settings: Mapping[str, Any], run: Run, number: int) -> None:
    """Play game ``number`` (deal pair ``number // 2``; A North–South in even games) of a run of
    ``settings`` (the levels ``a``, ``b``, ``fixed``, the ``seed`` and the game's ``options``)
    and add its outcome to the run."""
    run.pairs_played += number % 2 == 0
    a_seats = pair_a_seats(number)
    roles_a, roles_b = pair_roles(settings["a"], settings["b"], settings["fixed"])
    seats: dict[int, ArenaSeat] = {}
    for seats_of, roles, tally in ((a_seats, roles_a, run.pair_a),
                                   (tuple(s for s in range(4) if s not in a_seats), roles_b,
                                    run.pair_b)):
        for seat, (role, level) in zip(seats_of, roles, strict=True):
            times = tally.times.setdefault(f"{role} ({level})", [])
            cpu_times = tally.cpu_times.setdefault(f"{role} ({level})", [])
            rng = seat_rng(settings["seed"], number, seat)
            chooser = cpu_timed(player(level), cpu_times)
            seats[seat] = ArenaSeat(chooser, rng, times)
    state = GAME.start(GAME.normalize_options(settings["options"]), game_seed(settings["seed"], number))
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


class FiveHundredRunner(Runner[Run]):
    """The five-hundred arena: ``--a``, ``--b``, ``--partner-of-fixed``, ``--misere-any-time``
    (and the shared flags; ``--first`` counts deal pairs)."""

    tally_type = Run
    count_default = 200
    count_help = "number of games, two per deal"
    games_per_first = 2
    first_help = "first deal pair (for chunks)"

    def add_arguments(self, parser: argparse.ArgumentParser) -> None:
        """Add --a (default hard), --b (default normal), --partner-of-fixed and
        --misere-any-time."""
        add_versus_arguments(parser, PLAYERS, "hard", "normal", who="pair")
        parser.add_argument("--partner-of-fixed", choices=PLAYERS, default=None, metavar="LEVEL",
                            help="A's pair is LEVEL in the person's seat with an A partner")
        parser.add_argument("--misere-any-time", action="store_true",
                            help="play with the option that allows misère at any time")

    def settings(self, args: argparse.Namespace) -> dict[str, Any]:
        """Return the levels, the seed and the game's options."""
        return {"a": args.a, "b": args.b, "fixed": args.partner_of_fixed, "seed": args.seed,
                "options": {"misere_any_time": bool(args.misere_any_time)}}

    def new_tally(self, settings: dict[str, Any]) -> Run:
        """Return an empty run."""
        return Run()

    def play(self, settings: dict[str, Any], tally: Run, number: int) -> None:
        """Play game ``number`` (:func:`play_game`)."""
        play_game(settings, tally, number)

    def report(self, settings: dict[str, Any], tally: Run) -> None:
        """Print the report (:func:`report`)."""
        report(settings, tally)


def _share(made: int, bid: int) -> str:
    if bid == 0:
        return "none bid"
    low, high = wilson_interval(made, bid)
    return f"{made} of {bid} made, {100 * made / bid:.1f} % (95 % CI {100 * low:.1f}–{100 * high:.1f} %)"


def report(settings: Mapping[str, Any], tally: Run) -> None:
    """Print the report of a run of ``settings``."""
    level_a, level_b, fixed = settings["a"], settings["b"], settings["fixed"]
    mode = (f"A={level_a} partnering a fixed {fixed} vs B={level_b}" if fixed
            else f"A={level_a} vs B={level_b}")
    a, b = tally.pair_a, tally.pair_b
    print(f"five-hundred arena: {mode}, seed {settings['seed']}, duplicate deals (pairs swap seats)")
    print(f"games: {a.wins + a.losses} ({tally.pairs_played} deal pairs)")
    print_share(a.wins, a.losses)
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


RUNNER = FiveHundredRunner()
