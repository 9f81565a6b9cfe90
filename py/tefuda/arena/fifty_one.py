"""51 in the arena: 2–7 players (CPU levels or ``random``), one-round games, seats rotated.

``--seats hard,easy,easy,easy`` names the players; each "round" is a one-round game.  Game
``g`` seats player ``p`` at seat ``(p - g) mod n`` (so every player sits at every seat equally
often) and is dealt first by seat ``(g // n) mod n`` (its seed is the first of
``seed, g, k = 0, 1, …`` whose dealer is that seat), so over ``n²`` games every player meets
every seat/dealer pair once.

A round's winner is its rank 1.  When several share first place each gets ``1/k`` of the win
(fractional counting), so the shares of all players add up to 100 %.  Rounds are played by the
shared loop, :func:`tefuda.arena.loop.play_out`.

The report also counts the rounds that ended before seat 0 (the person's seat at the table)
made its first move, by how they ended: a round should rarely be over before the person has
played (issue #13).  A stop on seat 0's own dealt hand is its move, not such a round.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass, field
from typing import Any

from tefuda.arena.loop import ArenaSeat, Chooser, make_chooser, play_out, players
from tefuda.arena.runner import Runner, print_times
from tefuda.arena.stats import wilson_interval
from tefuda.cards import rng_for
from tefuda.cpu import fifty_one as cpu
from tefuda.games.fifty_one import GAME, first_dealer
from tefuda.games.fifty_one.events import MOVES
from tefuda.games.fifty_one.options import MAX_SEATS, MIN_SEATS, PRESETS
from tefuda.games.fifty_one.state import FiftyOneState

PLAYERS = players(cpu)


@dataclass
class Player:
    """One listed player's tally over the run."""

    name: str
    wins: float = 0.0
    points: int = 0
    calls: int = 0
    failed_calls: int = 0
    stops: int = 0


@dataclass
class Tally:
    """The whole run: players, decision times per level, rounds and actions played."""

    players: list[Player]
    times: dict[str, list[float]] = field(default_factory=dict)
    rounds: int = 0
    actions: int = 0
    #: rounds over before seat 0's first move, by how they ended ("call", "stop", "stop on
    #: the deal")
    early: dict[str, int] = field(default_factory=dict)

    def early_line(self) -> str:
        """Return the report line of the rounds over before seat 0's first move."""
        count = sum(self.early.values())
        low, high = wilson_interval(count, self.rounds)
        kinds = ", ".join(f"{n} by a {kind}" for kind, n in sorted(self.early.items()))
        return (
            f"rounds ended before seat 0's first move: {count} of {self.rounds}, "
            f"{100 * count / max(1, self.rounds):.1f} % (95 % CI {100 * low:.1f}–{100 * high:.1f} %)"
            + (f": {kinds}" if kinds else "")
        )


def parse_seats(text: str) -> list[str]:
    """Return the player names of ``"hard,easy,easy"``; ValueError for a bad list."""
    names = [part.strip() for part in text.split(",")]
    if not MIN_SEATS <= len(names) <= MAX_SEATS:
        raise ValueError(f"51 needs {MIN_SEATS}–{MAX_SEATS} players, got {len(names)}")
    for name in names:
        if name not in PLAYERS:
            raise ValueError(f"unknown player {name!r} (expected one of {PLAYERS})")
    return names


def game_seed(seed: int, number: int, dealer: int, seats: int) -> int:
    """Return the first seed of game ``number`` whose first dealer is ``dealer``."""
    k = 0
    while True:
        candidate = (seed * 1_000_003 + number) * 1000 + k
        if first_dealer(candidate, seats) == dealer:
            return candidate
        k += 1


def ended_before_first_move(state: FiftyOneState, seat: int) -> bool:
    """Return True when the round of ``state`` (over) ended before ``seat`` made a move."""
    return not any(e.seat == seat and e.kind in MOVES for e in state.events)


def play_round(seed: int, number: int, preset: str, tally: Tally, choosers: list[Chooser]) -> None:
    """Play game ``number`` (one round) and add its outcome to ``tally``."""
    players = tally.players
    n = len(players)
    seat_of = {p: (p - number) % n for p in range(n)}
    player_at = {s: p for p, s in seat_of.items()}
    dealer = (number // n) % n
    state = GAME.start(
        {"seats": n, "preset": preset, "rounds": 1}, game_seed(seed, number, dealer, n)
    )
    seats = {
        s: ArenaSeat(
            choosers[player_at[s]],
            rng_for(seed, "arena", number, s),
            tally.times.setdefault(players[player_at[s]].name, []),
        )
        for s in range(n)
    }
    decided = sum(len(t) for t in tally.times.values())
    state = play_out(GAME, state, seats)
    tally.rounds += 1
    tally.actions += sum(len(t) for t in tally.times.values()) - decided
    record = state.records[-1]
    firsts = [s for s in range(n) if record.ranks[s] == 1]
    for s in range(n):
        player = players[player_at[s]]
        player.points += record.total[s]
        if s in firsts:
            player.wins += 1 / len(firsts)
    ender = players[player_at[record.ender]]
    if record.kind == "call":
        ender.calls += 1
    else:
        ender.stops += 1
    if record.failed:
        ender.failed_calls += 1
    if ended_before_first_move(state, 0):
        how = "stop on the deal" if record.at_deal else record.kind
        tally.early[how] = tally.early.get(how, 0) + 1


class FiftyOneRunner(Runner[Tally]):
    """The 51 arena: ``--seats``, ``--preset`` (and the shared flags, ``--rounds`` counting)."""

    tally_type = Tally
    count_name = "rounds"
    count_help = "rounds to play"
    first_help = "first round (for chunks)"

    def add_arguments(self, parser: argparse.ArgumentParser) -> None:
        """Add --seats and --preset."""
        parser.add_argument(
            "--seats",
            default="hard,easy,easy,easy",
            help=f"comma-separated players, 2–7 of {', '.join(PLAYERS)} (default hard,easy,easy,easy)",
        )
        parser.add_argument(
            "--preset",
            choices=[p for p in PRESETS if p != "custom"],
            default="standard",
            help="rule preset (default standard)",
        )

    def settings(self, args: argparse.Namespace) -> dict[str, Any]:
        """Return the players, the preset and the seed; ValueError for a bad seat list."""
        return {"seats": parse_seats(args.seats), "preset": args.preset, "seed": args.seed}

    def new_tally(self, settings: dict[str, Any]) -> Tally:
        """Return an empty tally of the listed players."""
        return Tally([Player(name) for name in settings["seats"]])

    def play(self, settings: dict[str, Any], tally: Tally, number: int) -> None:
        """Play round ``number`` (:func:`play_round`)."""
        choosers = [make_chooser(cpu, player.name) for player in tally.players]
        play_round(settings["seed"], number, settings["preset"], tally, choosers)

    def report(self, settings: dict[str, Any], tally: Tally) -> None:
        """Print the run's report (:func:`report`)."""
        report(tally, settings["preset"], settings["seed"])


def report(tally: Tally, preset: str, seed: int) -> None:
    """Print the run's report: rounds, the early ends, each player's share and decision time."""
    names = [player.name for player in tally.players]
    n = len(names)
    print(
        f"fifty-one arena: {','.join(names)}, preset {preset}, seed {seed}, "
        f"seats and dealer rotated"
    )
    print(
        f"rounds: {tally.rounds} played, "
        f"{tally.actions / max(1, tally.rounds):.1f} actions per round"
    )
    print(tally.early_line())
    print(f"round winner = rank 1; shared first place counts 1/k each; fair share {100 / n:.1f} %")
    for number, player in enumerate(tally.players, 1):
        # the interval counts the (rarely fractional) wins rounded to whole rounds
        low, high = wilson_interval(round(player.wins), tally.rounds)
        share = 100 * player.wins / max(1, tally.rounds)
        print(
            f"player {number} ({player.name}): won {share:.1f} % "
            f"(95 % CI {100 * low:.1f}–{100 * high:.1f} %), "
            f"points {player.points / max(1, tally.rounds):+.2f} per round, "
            f"calls {player.calls} (failed {player.failed_calls}), stops {player.stops}"
        )
    print_times((name, tally.times.get(name, [])) for name in dict.fromkeys(names))


RUNNER = FiftyOneRunner()
