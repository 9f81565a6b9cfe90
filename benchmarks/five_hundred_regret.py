"""500's hard level: what its decisions cost against a reference of many deals, per confidence.

Collects the hard level's positions (two or more legal actions) from ``--games`` games per
``--seed`` of the arena's ``--a hard --b normal`` run (the same deals and seats), then for each
position:

- the *reference*: the appraiser's plain mean of every option over ``--reference`` deals (a
  random source of its own), its best option, whether that beats the rule-based choice
  clearly, and whether it is among the options the search may prefer (a call: only the bids
  its count ranks highest);
- the *choice*: the appraiser at the hard level's budget for the phase, on ``--tries`` other
  random sources, ranked by ``appraise._rank`` at each ``--confidence`` (the standard errors an
  option's gain must clear to leave the rule's choice);
- its *regret*: the reference's value of its best option less that of the choice, in the
  side's chance to win the game.

The report, per phase: the positions, the rule's own regret (the rule-based choice), where the
reference clearly prefers another option, the mean regret at each confidence, and each
confidence's mean difference to the code's
:data:`~tefuda.cpu.five_hundred.appraise.CONFIDENCE` over the same positions with its standard
error.  The reference is the same search model with more deals: it says how far few deals
stray from many, not how well the model plays; the arena says that::

    python3 benchmarks/five_hundred_regret.py --seed 5 6 --games 6 --reference 200 --tries 2
"""

from __future__ import annotations

import argparse
import copy
import random
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

from five_hundred_hard_time import hard_against_normal  # noqa: E402

from tefuda.appraisal import standard_error  # noqa: E402
from tefuda.cpu.five_hundred.appraise import CONFIDENCE, _rank, appraiser  # noqa: E402
from tefuda.cpu.five_hundred.hard import BUDGET, hard_decision  # noqa: E402


def positions(games: int, seed: int) -> list[dict[str, Any]]:
    """Return copies of the hard level's views with two or more legal actions, in the order
    met over the first ``games`` games of the arena run of ``seed``."""
    views: list[dict[str, Any]] = []

    def hard(view: Mapping[str, Any], rng: random.Random) -> str:
        if len(view["legal"]) == 1:
            return str(view["legal"][0])
        views.append(copy.deepcopy(dict(view)))
        return hard_decision(view, rng).action  # type: ignore[arg-type]

    hard_against_normal(games, seed, hard)
    return views


#: a gain over the rule's choice that matters, in the chance to win the game
CLEAR_GAIN = 0.01


def regrets(view: dict[str, Any], key: str, reference: int, tries: int,
            confidences: list[float]) -> dict[str, Any] | None:
    """Return the position's phase, the rule's regret and, per confidence, the regret of each
    try's choice; None when the appraiser does not search the position."""
    ref = appraiser(view, random.Random(f"ref-{key}"))  # type: ignore[arg-type]
    if ref.search is None:
        return None
    for _ in range(reference):
        ref.add_deal()
    values = ref.search.values
    mean = {a: sum(v) / len(v) for a, v in values.items()}
    best = max(mean, key=lambda a: mean[a])
    top = mean[best]
    gain = top - mean[ref.rule.action]
    gap = [b - r for b, r in zip(values[best], values[ref.rule.action], strict=True)]
    candidates = ref.search.candidates
    row: dict[str, Any] = {"phase": view["phase"], "rule": gain,
                           "chosen": {c: [] for c in confidences},
                           # the reference clearly prefers another option to the rule's
                           "beaten": gain > max(CLEAR_GAIN, 2 * standard_error(gap)),
                           "searched": candidates is None or best in candidates}
    for t in range(tries):
        ap = appraiser(view, random.Random(f"var-{t + 1}-{key}"))  # type: ignore[arg-type]
        for _ in range(ap.samples(BUDGET[view["phase"]])):
            ap.add_deal()
        search = ap.search
        assert search is not None
        for confidence in confidences:
            ranked = _rank(ap.know, search.values, ap.rule, search.explain, search.candidates,
                           confidence)
            row["chosen"][confidence].append(top - mean[ranked[0].action])
    return row


def report(rows: list[dict[str, Any]], confidences: list[float]) -> None:
    """Print the mean regrets per phase and each confidence's paired difference to the code's."""
    code = CONFIDENCE
    for phase in ("bid", "kitty", "play", None):
        group = [r for r in rows if phase is None or r["phase"] == phase]
        if not group:
            continue
        rule = sum(r["rule"] for r in group) / len(group)
        print(f"{phase or 'all'}: {len(group)} positions, the rule's regret {rule:.4f}")
        beaten = [r for r in group if r["beaten"]]
        searched = [r for r in beaten if r["searched"]]
        print(f"  the reference's best beats the rule's by over 2 standard errors and "
              f"{CLEAR_GAIN:.2f}: {len(beaten)} positions, {len(searched)} of them among the "
              f"options searched, worth {sum(r['rule'] for r in searched) / len(group):.4f}"
              f" a position")
        for confidence in confidences:
            each = [sum(r["chosen"][confidence]) / len(r["chosen"][confidence]) for r in group]
            line = f"  confidence {confidence:.1f}: regret {sum(each) / len(each):.4f}"
            if confidence != code and code in confidences:
                diff = [e - sum(r["chosen"][code]) / len(r["chosen"][code])
                        for e, r in zip(each, group, strict=True)]
                line += (f", against {code:.1f} {sum(diff) / len(diff):+.5f}"
                         f" ± {standard_error(diff):.5f}")
            print(line)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, nargs="+", default=[5])
    parser.add_argument("--games", type=int, default=6, help="games per seed")
    parser.add_argument("--reference", type=int, default=200, help="deals of the reference")
    parser.add_argument("--tries", type=int, default=2, help="random sources per position")
    parser.add_argument("--confidence", type=float, nargs="+",
                        default=[1.3, 1.0, 0.7, 0.4, 0.0])
    parser.add_argument("--phase", nargs="+", default=["bid", "kitty", "play"],
                        help="the phases whose positions are weighed")
    args = parser.parse_args()
    if CONFIDENCE not in args.confidence:
        args.confidence.insert(0, CONFIDENCE)
    rows = []
    for seed in args.seed:
        for i, view in enumerate(positions(args.games, seed)):
            if view["phase"] not in args.phase:
                continue
            # keyed by the position's number within its seed's games
            row = regrets(view, str(i), args.reference, args.tries, args.confidence)
            if row is not None:
                rows.append(row)
    print(f"seeds {args.seed}, {args.games} games each, reference {args.reference} deals, "
          f"{args.tries} tries at hard's budget {dict(BUDGET)}")
    report(rows, args.confidence)


if __name__ == "__main__":
    main()
