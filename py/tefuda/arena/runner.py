"""What every game's arena shares: the command line, the run in chunks, and the parts of a
report that pits player A against player B.

A game's runner (a :class:`Runner`) says only what is its game's: its own flags, what a run is
of (its *settings*: players, seed, options), how one game is played and counted in its tally,
and the report.  The rest is here, the same for every game:

* ``--seed`` and the count of games (``--games``, or 51's ``--rounds``);
* chunks: ``--first N`` starts at game ``N`` (500: at deal pair ``N``), ``--save FILE`` writes
  the settings and the tally as JSON, ``--merge FILE …`` adds saved tallies of the same
  settings together and prints their report (playing nothing);
* a bad argument the parser cannot see (51's seat list, chunks of other runs) prints
  ``error: …`` and gives exit code 2.

A tally is a dataclass of counts (numbers, lists of decision times, dicts of those, nested
tallies), so saving it is :func:`dataclasses.asdict` and merging two is adding them field by
field (:func:`add_data`).
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib
import json
import typing
from abc import ABC, abstractmethod
from collections.abc import Iterable, Sequence
from types import ModuleType
from typing import Any, Generic, TypeVar

from tefuda.arena.loop import ArenaSeat, Chooser, players
from tefuda.arena.stats import share_line, timing_summary
from tefuda.cards import rng_for
from tefuda.registry import modules

T = TypeVar("T")
D = TypeVar("D")

#: game id → module that defines ``RUNNER`` (a :class:`Runner`), from :mod:`tefuda.registry`
RUNNERS: dict[str, str] = modules("arena")

#: the first line of the help of ``python -m tefuda.arena``
USAGE = "Arena: pit CPU players against each other and report how they fare."


class Runner(ABC, Generic[T]):
    """One game's arena.  ``T`` is its tally, a dataclass of counts (see the module)."""

    #: the tally's class (rebuilt from saved data)
    tally_type: type[T]
    #: what a run counts, as its flag says (``--games``), and how many by default
    count_name = "games"
    count_default = 1000
    count_help = "number of games"
    #: games per step of ``--first`` (500 plays each deal twice and counts chunks in deals)
    games_per_first = 1
    first_help = "first game (for chunks)"

    @abstractmethod
    def add_arguments(self, parser: argparse.ArgumentParser) -> None:
        """Add the game's own flags to ``parser``."""

    @abstractmethod
    def settings(self, args: argparse.Namespace) -> dict[str, Any]:
        """Return what the run is of, JSON-ready (players, seed, options): saved chunks merge
        only with the same settings.  Raises ValueError for a bad argument."""

    @abstractmethod
    def new_tally(self, settings: dict[str, Any]) -> T:
        """Return the empty tally of a run of ``settings``."""

    @abstractmethod
    def play(self, settings: dict[str, Any], tally: T, number: int) -> None:
        """Play game ``number`` of a run of ``settings`` and add it to ``tally``."""

    @abstractmethod
    def report(self, settings: dict[str, Any], tally: T) -> None:
        """Print the report of a run."""


def add_data(total: Any, part: Any) -> Any:
    """Return two tallies' JSON data added together: numbers add, lists of samples join, lists
    of records (one per player) add record by record, dicts add key by key; anything else (a
    name) must be equal.

    >>> add_data({"wins": 1, "times": [0.5], "by": {"x": 1}}, {"wins": 2, "times": [0.7],
    ...     "by": {"x": 1, "y": 3}})
    {'wins': 3, 'times': [0.5, 0.7], 'by': {'x': 2, 'y': 3}}
    >>> add_data([{"name": "hard", "wins": 1}], [{"name": "hard", "wins": 2}])
    [{'name': 'hard', 'wins': 3}]

    Raises ValueError where the two differ otherwise.
    """
    if isinstance(total, dict) and isinstance(part, dict):
        out = dict(total)
        for key, value in part.items():
            out[key] = add_data(out[key], value) if key in out else value
        return out
    if isinstance(total, list) and isinstance(part, list):
        if any(isinstance(item, dict) for item in total + part):
            if len(total) != len(part):
                raise ValueError(f"cannot add {len(part)} records to {len(total)}")
            return [add_data(mine, theirs) for mine, theirs in zip(total, part, strict=True)]
        return total + part
    numbers = (int, float)
    if isinstance(total, numbers) and isinstance(part, numbers) and not isinstance(total, bool):
        return total + part
    if total != part:
        raise ValueError(f"cannot add {part!r} to {total!r}")
    return total


def from_data(cls: type[D], data: dict[str, Any]) -> D:
    """Return the tally of class ``cls`` (a dataclass) that ``data`` (its
    :func:`dataclasses.asdict`) describes, nested tallies included.

    Raises KeyError or TypeError for data of another shape.
    """
    hints = typing.get_type_hints(cls)
    values = {}
    for field in dataclasses.fields(typing.cast(Any, cls)):
        value, kind = data[field.name], hints[field.name]
        if dataclasses.is_dataclass(kind):
            value = from_data(typing.cast(type, kind), value)
        elif typing.get_origin(kind) is list and dataclasses.is_dataclass(typing.get_args(kind)[0]):
            value = [from_data(typing.get_args(kind)[0], item) for item in value]
        values[field.name] = value
    return cls(**values)


def _load(game_id: str, path: str) -> tuple[dict[str, Any], dict[str, Any]]:
    try:
        with open(path, encoding="utf-8") as src:
            data = json.load(src)
    except OSError as exc:
        raise ValueError(f"{path}: cannot be read ({exc.strerror})") from exc
    except ValueError as exc:  # not JSON
        raise ValueError(f"{path}: not a saved {game_id} run ({exc})") from exc
    if not (isinstance(data, dict) and data.get("game") == game_id
            and isinstance(data.get("settings"), dict) and isinstance(data.get("tally"), dict)):
        raise ValueError(f"{path}: not a saved {game_id} run")
    return data["settings"], data["tally"]


def merge(runner: Runner[T], game_id: str, paths: Sequence[str]) -> tuple[dict[str, Any], T]:
    """Return the settings and the tallies of the runs saved in ``paths``, added together.

    Raises ValueError when a file cannot be read, is no saved run of this game or is not of the
    same settings as the first.
    """
    settings, total = _load(game_id, paths[0])
    for path in paths[1:]:
        more, part = _load(game_id, path)
        if more != settings:
            raise ValueError(f"{path}: not the same players and seed as the first file")
        total = add_data(total, part)
    try:
        return settings, from_data(runner.tally_type, total)
    except (KeyError, TypeError) as exc:
        raise ValueError(f"{paths[0]}: the tallies are not those of a {game_id} run") from exc


def run(runner: Runner[T], game_id: str, args: argparse.Namespace) -> int:
    """Play the run ``args`` asks for (or merge saved chunks) and print its report.

    Returns 0, or 2 after printing ``error: …`` for a bad argument.
    """
    try:
        if args.merge:
            settings, tally = merge(runner, game_id, args.merge)
        else:
            settings = runner.settings(args)
            tally = runner.new_tally(settings)
            first = runner.games_per_first * args.first
            for number in range(first, first + max(0, getattr(args, runner.count_name))):
                runner.play(settings, tally, number)
            if args.save:
                counts = dataclasses.asdict(typing.cast(Any, tally))
                data = {"game": game_id, "settings": settings, "tally": counts}
                with open(args.save, "w", encoding="utf-8") as out:
                    json.dump(data, out)
    except ValueError as exc:
        print(f"error: {exc}")
        return 2
    runner.report(settings, tally)
    return 0


def add_run_arguments(parser: argparse.ArgumentParser, runner: Runner[Any]) -> None:
    """Add the flags every game's arena has: the count, ``--seed`` and the chunks'."""
    name, default = runner.count_name, runner.count_default
    parser.add_argument(f"--{name}", type=int, default=default,
                        help=f"{runner.count_help} (default {default})")
    parser.add_argument("--seed", type=int, default=1, help="seed of the deals and players")
    parser.add_argument("--first", type=int, default=0, help=runner.first_help)
    parser.add_argument("--save", default=None, metavar="FILE", help="write the tallies as JSON")
    parser.add_argument("--merge", nargs="+", default=None, metavar="FILE",
                        help="print the report of saved tallies together (plays nothing)")


def build_parser() -> argparse.ArgumentParser:
    """Return the argument parser with one subcommand per registered game."""
    parser = argparse.ArgumentParser(prog="python -m tefuda.arena", description=USAGE)
    sub = parser.add_subparsers(dest="game", required=True, metavar="GAME")
    for game_id, module_name in RUNNERS.items():
        module = importlib.import_module(module_name)
        runner: Runner[Any] = module.RUNNER
        game_parser = sub.add_parser(
            game_id, help=module.__doc__.splitlines()[0] if module.__doc__ else None
        )
        runner.add_arguments(game_parser)
        add_run_arguments(game_parser, runner)
        game_parser.set_defaults(runner=runner)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Parse ``argv`` (default: the command line), run the chosen game's arena, return its code."""
    args = build_parser().parse_args(argv)
    return run(args.runner, args.game, args)


# --------------------------------------------------------------------------- A against B


@dataclasses.dataclass
class Side:
    """What one side (player A or B) did over a run: games won, lost and drawn, points, and
    the time of each of its decisions (seconds)."""

    name: str
    wins: int = 0
    losses: int = 0
    draws: int = 0
    points: int = 0
    times: list[float] = dataclasses.field(default_factory=list)


@dataclasses.dataclass
class Versus:
    """The tally of a run of A against B: the two sides (a game's tally may hold a subclass of
    :class:`Side`)."""

    a: Side
    b: Side


V = TypeVar("V", bound=Versus)


class VersusRunner(Runner[V]):
    """A game's arena of player A (``--a``) against player B (``--b``), one game at a time:
    the game says how one game is played and counted (:meth:`play_game`) and reports."""

    #: the game's CPU module (its levels, and ``random``, are the players)
    cpu: ModuleType
    #: the class of each side's tally
    side_type: type[Side] = Side
    default_a = "hard"
    default_b = "easy"

    def add_arguments(self, parser: argparse.ArgumentParser) -> None:
        """Add --a and --b (defaults :attr:`default_a` and :attr:`default_b`)."""
        add_versus_arguments(parser, players(self.cpu), self.default_a, self.default_b)

    def settings(self, args: argparse.Namespace) -> dict[str, Any]:
        """Return the players and the seed."""
        return {"a": args.a, "b": args.b, "seed": args.seed}

    def new_tally(self, settings: dict[str, Any]) -> V:
        """Return two empty sides named after their players."""
        a, b = (self.side_type(f"{x} ({settings[x.lower()]})") for x in "AB")
        return self.tally_type(a, b)

    def play(self, settings: dict[str, Any], tally: V, number: int) -> None:
        """Play game ``number`` (:meth:`play_game`)."""
        self.play_game(settings["seed"], number, tally, settings["a"], settings["b"])

    @abstractmethod
    def play_game(self, seed: int, number: int, tally: V, a: str, b: str) -> None:
        """Play game ``number`` of a run from ``seed``, A of level ``a`` against B of level
        ``b``, and add it to ``tally``."""


def add_versus_arguments(
    parser: argparse.ArgumentParser, choices: Sequence[str], a: str, b: str, who: str = "player"
) -> None:
    """Add ``--a`` and ``--b``, the two sides (``who``: "player", or "pair" in 500)."""
    parser.add_argument("--a", choices=choices, default=a, help=f"{who} A (default {a})")
    parser.add_argument("--b", choices=choices, default=b, help=f"{who} B (default {b})")


def seat_sides(
    seed: int, number: int, seat_a: int, pick_a: Chooser, pick_b: Chooser, a: Side, b: Side
) -> dict[int, ArenaSeat]:
    """Return the two seats of game ``number``: A in ``seat_a``, B in the other, each with its
    own random source and recording its decision times in its side."""
    return {
        seat_a: ArenaSeat(pick_a, rng_for(seed, "arena", number, seat_a), a.times),
        1 - seat_a: ArenaSeat(pick_b, rng_for(seed, "arena", number, 1 - seat_a), b.times),
    }


def count_outcome(a: Side, b: Side, diff: int) -> None:
    """Count a game that A won (``diff`` > 0), lost (< 0) or drew (0) on both sides."""
    if diff > 0:
        a.wins += 1
        b.losses += 1
    elif diff < 0:
        a.losses += 1
        b.wins += 1
    else:
        a.draws += 1
        b.draws += 1


def print_share(wins: int, losses: int) -> None:
    """Print A's share of the games it won or lost, with its 95 % interval."""
    print(f"A win share: {share_line(wins, losses)}")


def print_times(named: Iterable[tuple[str, Sequence[float]]]) -> None:
    """Print the decision times of each named player."""
    for name, times in named:
        print(f"decision time {name}: {timing_summary(times)}")
