"""Judge a game's hints over arena positions and report, per sentence template, how often it
was said and how often it was false, with examples of false ones.

    PYTHONPATH=py python3 -m tefuda.claims gin-rummy --positions 10000 --seed 1

Positions are seat 0's every decision over seeded arena games (:mod:`tefuda.claims.positions`);
a false hint's report names its game, and ``--first N --positions …`` plays from that game on.
Chance claims are also reported with how often they held in the actual deal.  The exit code is
1 when any claim was false (or a template has no checker), else 0.
"""

from __future__ import annotations

import argparse
import collections
import re
import sys
import time
from collections.abc import Sequence

from tefuda.claims import (
    CHECK_MODULES,
    Odds,
    Verdict,
    by_reason,
    describe,
    hint_keys,
    judge,
    missing_checkers,
)
from tefuda.claims.positions import positions

#: what varies between two findings of one kind: cards, lists, quoted values, numbers
_VARYING = re.compile(r"'[^']*'|\[[^]]*\]|\b(?:[2-9TJQKA][SHDC]|JK)\b|-?\d+(?:\.\d+)?")


def _kind(finding: str) -> str:
    """Return a finding with what varies from position to position replaced by …"""
    return _VARYING.sub("…", finding)


def _mean(values: Sequence[float]) -> str:
    """Return the mean of shares as a per cent (or of amounts above 1 as a number)."""
    mean = sum(values) / len(values)
    return f"{100 * mean:.0f} %" if all(0 <= v <= 1 for v in values) else f"{mean:.1f}"


def report(game_id: str, verdicts: Sequence[Verdict], examples: int) -> list[str]:
    """Return the report's lines: per template said / false, the chance claims, examples."""
    lines = []
    grouped = by_reason(verdicts)
    false_total = sum(1 for v in verdicts if v.false)
    lines.append(
        f"{game_id}: {len(verdicts)} positions, {false_total} hints with a false claim"
    )
    lines.append(f"{'template':<44} {'said':>6} {'false':>6}")
    for key in hint_keys(game_id):
        said = grouped.get(key, [])
        false = sum(1 for v in said if v.false)
        lines.append(f"{key:<44} {len(said):>6} {false:>6}")
        kinds = collections.Counter(_kind(what) for v in said for what in v.false)
        for what, n in kinds.most_common():
            lines.append(f"    {n:>6} × {what}")
    for key in sorted(set(grouped) - set(hint_keys(game_id))):
        lines.append(f"{key:<44} {len(grouped[key]):>6} (not in the catalog)")
    chances: dict[tuple[str, str], list[Odds]] = {}
    for verdict in verdicts:
        for odds in verdict.odds:
            chances.setdefault((verdict.reason, odds.name), []).append(odds)
    if chances:
        lines.append(
            "chance claims: the mean of the checker's (lowest) estimate and of the hint's "
            "stated chance, and how often the claim held in the actual deal"
        )
    for (key, name), values in sorted(chances.items()):
        settled = [o.held for o in values if o.held is not None]
        stated = [o.stated for o in values if o.stated is not None]
        line = f"  {key} / {name}: n {len(values)}, estimate {_mean([o.estimate for o in values])}"
        if stated:
            line += f", stated {_mean(stated)}"
        if settled:
            line += f", held {sum(settled)} of {len(settled)} ({_mean(settled)})"
        lines.append(line)
    for said in grouped.values():
        wrong = [v for v in said if v.false]
        for verdict in wrong[:examples]:
            lines.append(describe(verdict))
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    """Run the checkers over ``--positions`` positions of a game; print the report."""
    parser = argparse.ArgumentParser(prog="python -m tefuda.claims", description=__doc__)
    parser.add_argument("game", choices=sorted(CHECK_MODULES))
    parser.add_argument("--positions", type=int, default=1000, help="positions (default 1000)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the games (default 1)")
    parser.add_argument(
        "--first", type=int, default=0, help="the first game (default 0): replays a finding"
    )
    parser.add_argument("--examples", type=int, default=3, help="false examples per template")
    args = parser.parse_args(argv)
    began = time.perf_counter()
    verdicts = []
    for i, position in enumerate(positions(args.game, args.positions, args.seed, args.first), 1):
        verdicts.append(judge(position))
        if i % 1000 == 0:
            print(f"... {i} positions, {time.perf_counter() - began:.0f} s", file=sys.stderr)
    lines = report(args.game, verdicts, args.examples)
    missing = missing_checkers(args.game)
    if missing:
        lines.append(f"templates without a checker: {missing}")
    games = len({v.position.number for v in verdicts})
    lines.append(
        f"seed {args.seed}, {games} games, {time.perf_counter() - began:.0f} s"
    )
    print("\n".join(lines))
    return 1 if missing or any(v.false for v in verdicts) else 0


if __name__ == "__main__":
    sys.exit(main())
