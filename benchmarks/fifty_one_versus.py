"""51 in the arena with players from two versions of the CPU: this checkout's and another's.

A change to a CPU level is judged by seating it against the level as it was.  ``--other`` names
the other version's ``tefuda.cpu.fifty_one`` package folder (for instance from ``git archive
<rev> py`` unpacked in /tmp/base); it is loaded beside this checkout's as ``fifty_one_other``,
with its own modules (its package imports them relatively), while the rules it imports are this
checkout's.  (Before the CPU became a package it was one file importing flat helper modules,
which this checkout no longer has: compare with such a revision from its own checkout.)
Players are named as in the arena, ``other:`` marking one of the other version::

    PYTHONPATH=py python3 benchmarks/fifty_one_versus.py --other /tmp/base/py/tefuda/cpu/fifty_one \\
        --seats normal,other:normal,other:normal,other:normal --rounds 10000 --seed 1

Rounds, seats and dealers rotate as in ``python -m tefuda.arena fifty-one`` (the same report).
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
from pathlib import Path
from types import ModuleType

from tefuda.arena import Chooser, make_chooser
from tefuda.arena.fifty_one import Player, Tally, play_round, report
from tefuda.cpu import fifty_one as cpu
from tefuda.games.fifty_one.options import PRESETS

OTHER = "other:"
OTHER_NAME = "fifty_one_other"


def load_other(path: str) -> ModuleType:
    """Return the CPU package in the folder ``path``, loaded as ``fifty_one_other``."""
    folder = Path(path)
    spec = importlib.util.spec_from_file_location(
        OTHER_NAME, folder / "__init__.py", submodule_search_locations=[str(folder)]
    )
    if spec is None or spec.loader is None:
        raise SystemExit(f"cannot load {path}")
    module = importlib.util.module_from_spec(spec)
    # a package's relative imports find it here
    sys.modules[OTHER_NAME] = module
    spec.loader.exec_module(module)
    return module


def chooser(name: str, other: ModuleType) -> Chooser:
    """Return the player ``name``: a level of this checkout, or ``other:<level>``."""
    if name.startswith(OTHER):
        return make_chooser(other, name[len(OTHER) :])
    return make_chooser(cpu, name)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--other", required=True, help="the other tefuda/cpu/fifty_one folder")
    parser.add_argument("--seats", required=True, help="players, e.g. normal,other:normal")
    parser.add_argument("--rounds", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--preset", choices=[p for p in PRESETS if p != "custom"], default="standard")
    args = parser.parse_args()
    other = load_other(args.other)
    names = [part.strip() for part in args.seats.split(",")]
    try:
        choosers = [chooser(name, other) for name in names]
    except ValueError as exc:
        sys.exit(f"error: {exc}")
    tally = Tally([Player(name) for name in names])
    for number in range(args.rounds):
        play_round(args.seed, number, args.preset, tally, choosers)
    report(tally, args.preset, args.seed)


if __name__ == "__main__":
    main()
