"""500's misère defence: how often the rule-based policy's misères are made against it.

Deals ``--deals`` random deals (each from ``--seed`` and its number); for every seat whose hand
keeps at most ``--danger`` danger once its two worst cards are laid away
(:func:`tefuda.cpu.five_hundred.bidding.misere_left`; strict for open misère), plays the
misère and the open misère out with that seat as the contractor, every seat playing the
rule-based policy (:func:`tefuda.cpu.five_hundred.rollout.contract_tricks`: the kitty taken,
three cards laid away).  The fewer made, the better the defence::

    python3 benchmarks/five_hundred_misere_defence.py --deals 3000 --seed 1 --save new.json
    git stash; python3 benchmarks/five_hundred_misere_defence.py --deals 3000 --seed 1 \\
        --save old.json; git stash pop
    python3 benchmarks/five_hundred_misere_defence.py --compare old.json new.json

The report: per contract and danger, the contracts played and the share made with its 95 %
interval; ``--compare`` the difference between two runs' shares on the same contracts, with its
standard error (each contract is the same deal, seat and hand in both runs).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

from tefuda.appraisal import standard_error  # noqa: E402
from tefuda.arena.stats import wilson_interval  # noqa: E402
from tefuda.cpu.five_hundred.bidding import misere_left  # noqa: E402
from tefuda.cpu.five_hundred.rollout import contract_tricks  # noqa: E402
from tefuda.games.five_hundred import DECK, MISERE, OPEN_MISERE  # noqa: E402

#: one contract played: deal number, seat, contract, danger, made
Row = tuple[int, int, str, int, bool]


def play(deals: int, seed: int, danger: int) -> list[Row]:
    """Return every misère and open misère of the deals whose hand keeps at most ``danger``,
    played out by the policy."""
    rows: list[Row] = []
    for number in range(deals):
        deck = list(DECK)
        random.Random(f"misere-defence {seed} {number}").shuffle(deck)
        hands = [deck[10 * seat:10 * seat + 10] for seat in range(4)]
        kitty = deck[40:]
        for seat in range(4):
            for contract in (OPEN_MISERE, MISERE):
                left = misere_left(tuple(hands[seat]), contract == OPEN_MISERE)
                if left > danger:
                    continue
                tricks = contract_tricks(hands, kitty, seat, contract,
                                         exposed=contract == OPEN_MISERE)
                rows.append((number, seat, contract, left, tricks == 0))
    return rows


def report(rows: list[Row]) -> None:
    """Print the share made per contract and danger, and per contract over all."""
    groups: dict[tuple[str, int | str], list[bool]] = {}
    for _, _, contract, left, made in rows:
        groups.setdefault((contract, left), []).append(made)
        groups.setdefault((contract, "all"), []).append(made)
    for (contract, left), made in sorted(groups.items(), key=lambda g: (g[0][0], str(g[0][1]))):
        low, high = wilson_interval(sum(made), len(made))
        print(f"{contract:>11} danger {left!s:>3}: {len(made):5} played, "
              f"made {100 * sum(made) / len(made):5.1f} % ({100 * low:.1f}–{100 * high:.1f})")


def compare(old: list[Row], new: list[Row]) -> None:
    """Print the difference in the share made between two runs of the same contracts."""
    before = {(number, seat, played): made for number, seat, played, _, made in old}
    for contract in (OPEN_MISERE, MISERE):
        diffs = [int(made) - int(before[number, seat, played])
                 for number, seat, played, _, made in new
                 if played == contract and (number, seat, played) in before]
        if len(diffs) < 2:
            continue
        mean = sum(diffs) / len(diffs)
        print(f"{contract:>11}: {len(diffs)} contracts, made {100 * mean:+.2f} points "
              f"± {100 * standard_error(diffs):.2f} (the second run against the first)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--danger", type=int, default=7,
                        help="the most danger a hand may keep to be played (default 7)")
    parser.add_argument("--save", help="write the contracts played to this JSON file")
    parser.add_argument("--compare", nargs=2, metavar=("OLD", "NEW"),
                        help="compare two saved runs instead of playing")
    args = parser.parse_args()
    if args.compare:
        old, new = (json.loads(Path(p).read_text()) for p in args.compare)
        compare(old, new)
        return
    rows = play(args.deals, args.seed, args.danger)
    report(rows)
    if args.save:
        Path(args.save).write_text(json.dumps(rows))


if __name__ == "__main__":
    main()
