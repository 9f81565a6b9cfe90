"""Fit the 500 bidding model (``py/tefuda/cpu/five_hundred/bidding_model.py``) on self-play.

Run ``PYTHONPATH=py python3 scripts/fit_five_hundred_bidding.py [--deals N] [--seed S]``; it
rewrites the model module (``--dry-run`` only prints).  Seeded, so the same arguments write
the same numbers.

What it fits: for each of ``--deals`` random deals, every seat is played as the contractor in
every trump (it takes the kitty and lays away three cards by :mod:`.kitty`'s rules, and all
four seats play the rule-based policy of :mod:`.policy`, each from its own knowledge), and in
misère where its hand is low enough to be worth trying.  That gives the side's tricks per seat
and trump.  Then auctions are bid on the same deals by the rule-based bidding; every call is a
row: the count of the caller's hand in each trump (:func:`.bidding.features`), what its
partner had said by then and whether an opponent had bid the trump, against the tricks the
side would take in it.  Least squares gives an intercept per partner state and one weight per
feature; the spread is the rows' standard deviation around the fit, per partner state.  The
auctions depend on the model, so it is fitted ``--rounds`` times, each round's auctions bid
with the previous fit (the first with the prior the module holds when it is not yet fitted,
:data:`PRIOR`).
"""

from __future__ import annotations

import argparse
import datetime
import math
import random
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py"))

from tefuda.cpu.five_hundred import bidding, bidding_model  # noqa: E402
from tefuda.cpu.five_hundred.bidding import Auction, features, partner_state  # noqa: E402
from tefuda.cpu.five_hundred.evaluate import misere_after_kitty  # noqa: E402
from tefuda.cpu.five_hundred.rollout import contract_tricks  # noqa: E402
from tefuda.games.five_hundred import (  # noqa: E402
    DECK,
    MISERE,
    NO_TRUMPS,
    OPEN_MISERE,
    TRUMPS,
    bid_tricks,
    bid_trump,
    is_misere,
    legal_bids,
)
from tefuda.games.five_hundred.actions import GRAMMAR, Bid, Pass  # noqa: E402

OUT = ROOT / "py" / "tefuda" / "cpu" / "five_hundred" / "bidding_model.py"
OPTIONS = {"must_win_by_contract": False, "misere_any_time": False, "open_misere_value": 520,
           "open_misere_timing": "before-lead"}
SUIT_STATES = ("none", "passed", "same", "other", "nt")
NT_STATES = ("none", "passed", "suit", "nt")
#: the model the first round bids with
PRIOR: dict[str, Any] = {
    "SUIT": {"intercept": dict.fromkeys(SUIT_STATES, 3.0), "weights": (1.0, 1.0, 1.0, 0.0),
             "opponent": 0.0, "spread": dict.fromkeys(SUIT_STATES, 1.5)},
    "NT": {"intercept": dict.fromkeys(NT_STATES, 3.0), "weights": (1.0, 0.0),
           "opponent": 0.0, "spread": dict.fromkeys(NT_STATES, 1.5)},
    "MISERE_MADE": (0.8, 0.5, 0.3),
    "OPEN_MISERE_MADE": (0.8, 0.4),
    "OPPONENT_MADE": 0.75,
    "OPPONENT_MISERE_MADE": 0.7,
}
#: a suit row counts only for hands with at least this many tricks of their own (the fit is for
#: hands that may bid the suit, not for the many that never would)
STRENGTH = 3.0
#: misère is played out for hands with at most this much danger after the kitty
MISERE_TRIED = 2


def deal(rng: random.Random) -> tuple[list[list[str]], list[str]]:
    """Return four hands of ten and the kitty."""
    cards = list(DECK)
    rng.shuffle(cards)
    return [cards[10 * k: 10 * k + 10] for k in range(4)], cards[40:]


def targets(hands: Sequence[Sequence[str]], kitty: Sequence[str]) -> dict[str, Any]:
    """Return per seat the tricks in each trump and the misère outcomes worth knowing."""
    tricks = [{t: contract_tricks(hands, kitty, s, f"6{t}") for t in TRUMPS} for s in range(4)]
    misere: list[dict[str, tuple[int, bool]]] = [{} for _ in range(4)]
    for s in range(4):
        for bid, strict in ((MISERE, False), (OPEN_MISERE, True)):
            danger = misere_after_kitty(hands[s], strict=strict)
            if danger <= MISERE_TRIED:
                taken = contract_tricks(hands, kitty, s, bid, exposed=strict)
                misere[s][bid] = (danger, taken == 0)
    return {"tricks": tricks, "misere": misere}


def auction_rows(hands: Sequence[Sequence[str]], dealer: int,
                 target: dict[str, Any]) -> tuple[list[tuple[str, str, tuple[float, ...], bool,
                                                           int]], tuple[int, str] | None]:
    """Bid an auction with the rule-based bidding; return its rows (trump, partner state,
    features, opponent bid it, the side's tricks) and the final contract."""
    rows = []
    calls: list[tuple[int, str | None]] = []
    gone: set[int] = set()
    seat = (dealer + 1) % 4
    high: tuple[int, str] | None = None
    while True:
        if len(gone) == 4 or (high is not None and len(gone) == 3):
            break
        if seat in gone:
            seat = (seat + 1) % 4
            continue
        hand = tuple(hands[seat])
        for trump in TRUMPS:
            feats = features(hand, trump)
            if feats is None or (trump != NO_TRUMPS and sum(feats[:3]) < STRENGTH):
                continue
            state = partner_state(calls, seat, trump)
            opponent = bidding.opponent_bid(calls, seat, trump)
            rows.append((trump, state, feats, opponent, target["tricks"][seat][trump]))
        legal = (str(Pass()), *(str(Bid(b)) for b in legal_bids(None if high is None else high[1],
                                                                misere_any_time=False)))
        choice = bidding.rule_bid(Auction(seat, hand, tuple(calls), legal, (0, 0), OPTIONS))
        action = GRAMMAR.parse(choice.action)
        if isinstance(action, Pass):
            calls.append((seat, None))
            gone.add(seat)
        else:
            assert isinstance(action, Bid)
            bid = action.bid
            calls.append((seat, bid))
            high = (seat, bid)
        seat = (seat + 1) % 4
    return rows, high


def solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """Return x with matrix · x = vector (Gaussian elimination with partial pivoting)."""
    n = len(vector)
    a = [row[:] + [vector[i]] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(n):
            if r != col and a[col][col] != 0:
                factor = a[r][col] / a[col][col]
                for k in range(col, n + 1):
                    a[r][k] -= factor * a[col][k]
    return [a[i][n] / a[i][i] if a[i][i] else 0.0 for i in range(n)]


def least_squares(rows: Sequence[tuple[str, tuple[float, ...], bool, int]],
                  states: Sequence[str]) -> dict[str, Any]:
    """Fit an intercept per state, a weight per feature and one for ``opponent``."""
    width = len(rows[0][1])
    size = len(states) + width + 1
    xtx = [[0.0] * size for _ in range(size)]
    xty = [0.0] * size

    def design(state: str, feats: tuple[float, ...], opponent: bool) -> list[float]:
        x = [1.0 if s == state else 0.0 for s in states]
        return x + list(feats) + [1.0 if opponent else 0.0]

    for state, feats, opponent, y in rows:
        x = design(state, feats, opponent)
        for i in range(size):
            if x[i]:
                xty[i] += x[i] * y
                for j in range(size):
                    xtx[i][j] += x[i] * x[j]
    for i in range(size):
        xtx[i][i] += 1e-3  # a whisper of ridge: a state never seen keeps a finite intercept
    beta = solve(xtx, xty)
    squares = dict.fromkeys(states, 0.0)
    counts = dict.fromkeys(states, 0)
    for state, feats, opponent, y in rows:
        x = design(state, feats, opponent)
        fitted = sum(b * v for b, v in zip(beta, x, strict=True))
        squares[state] += (y - fitted) ** 2
        counts[state] += 1
    overall = math.sqrt(sum(squares.values()) / max(1, sum(counts.values())))
    spread = {s: round(math.sqrt(squares[s] / counts[s]) if counts[s] >= 30 else overall, 3)
              for s in states}
    return {
        "intercept": {s: round(beta[i], 3) for i, s in enumerate(states)},
        "weights": tuple(round(b, 3) for b in beta[len(states): len(states) + width]),
        "opponent": round(beta[-1], 3),
        "spread": spread,
        "rows": {s: counts[s] for s in states},
    }


def calibration(rows: Sequence[tuple[str, tuple[float, ...], bool, int]], trump: str) -> str:
    """Return a line per band of the chance the model gives a bid (levels 6 to 9): how often
    the side took that many tricks."""
    bands: dict[int, list[int]] = {}
    for state, feats, opponent, y in rows:
        e = bidding.estimate(feats, trump, state, opponent)
        for level in range(6, 10):
            p = e.chance(level)
            if 0.2 <= p < 0.9:
                band = int(p * 10)
                bands.setdefault(band, []).append(y >= level)
    return ", ".join(f"{b / 10:.1f}–{(b + 1) / 10:.1f}: {100 * sum(v) / len(v):.0f} % of {len(v)}"
                     for b, v in sorted(bands.items()))


def misere_table(outcomes: Sequence[tuple[int, bool]], length: int, prior: Sequence[float]
                 ) -> tuple[float, ...]:
    """Return the share made per danger (0..length-1), shrunk towards ``prior`` by ten
    pseudo-hands (misère is rare)."""
    out = []
    for danger in range(length):
        made = [ok for d, ok in outcomes if d == danger]
        share = (sum(made) + 10 * prior[danger]) / (len(made) + 10)
        out.append(round(share, 3))
    return tuple(out)


def install(fitted: dict[str, Any]) -> None:
    """Make the bidding use ``fitted`` (the module's names, replaced in place)."""
    for name, value in fitted.items():
        setattr(bidding_model, name, value)


def write(fitted: dict[str, Any], args: argparse.Namespace, report: str) -> str:
    """Return the model module's source."""
    today = datetime.date.today().isoformat()
    suit = {k: v for k, v in fitted["SUIT"].items() if k != "rows"}
    nt = {k: v for k, v in fitted["NT"].items() if k != "rows"}
    return f'''"""The bidding model's fitted numbers (:mod:`.bidding`): written by
``scripts/fit_five_hundred_bidding.py --deals {args.deals} --seed {args.seed} --rounds {args.rounds}``
({today}); do not edit by hand, run the script again.

{report}
"""

from __future__ import annotations

from typing import Any

#: suit trumps: intercept per partner state, weights of (trumps, ruffs, side, short of five),
#: an opponent bid this suit, spread per partner state
SUIT: dict[str, Any] = {suit!r}
#: no trumps: intercept per partner state, weights of (tricks, stoppers), an opponent bid
NT: dict[str, Any] = {nt!r}
#: the share of misère (open misère) contracts made, by the danger left after the kitty
MISERE_MADE: tuple[float, ...] = {fitted["MISERE_MADE"]!r}
OPEN_MISERE_MADE: tuple[float, ...] = {fitted["OPEN_MISERE_MADE"]!r}
#: the share of an opponent's contracts made (of a suit or no trumps; misère)
OPPONENT_MADE = {fitted["OPPONENT_MADE"]!r}
OPPONENT_MISERE_MADE = {fitted["OPPONENT_MISERE_MADE"]!r}
'''


def main(argv: Sequence[str] | None = None) -> int:
    """Fit the model and write it (or print it with ``--dry-run``); return 0.  The bidding
    reads the model as it is fitted; the module's numbers are put back afterwards."""
    saved = {name: getattr(bidding_model, name) for name in PRIOR}
    try:
        return _fit(argv)
    finally:
        install(saved)


def _fit(argv: Sequence[str] | None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=4000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--dry-run", action="store_true")
    args = parser.parse_args(argv)
    rng = random.Random(f"five-hundred bidding model|{args.seed}")
    deals = []
    for i in range(args.deals):
        hands, kitty = deal(rng)
        deals.append((hands, kitty, rng.randrange(4), targets(hands, kitty)))
        if (i + 1) % 500 == 0:
            print(f"played out {i + 1} deals", file=sys.stderr)
    misere = [o for _, _, _, t in deals for s in range(4) for b, o in t["misere"][s].items()
              if b == MISERE]
    open_misere = [o for _, _, _, t in deals for s in range(4)
                   for b, o in t["misere"][s].items() if b == OPEN_MISERE]
    fitted = dict(PRIOR)
    fitted["MISERE_MADE"] = misere_table(misere, 3, PRIOR["MISERE_MADE"])
    fitted["OPEN_MISERE_MADE"] = misere_table(open_misere, 2, PRIOR["OPEN_MISERE_MADE"])
    fitted["OPPONENT_MISERE_MADE"] = fitted["MISERE_MADE"][0]
    install(fitted)
    lines: list[str] = []
    for round_number in range(args.rounds):
        suit_rows, nt_rows = [], []
        made = contracts = 0
        for hands, _, dealer, target in deals:
            rows, high = auction_rows(hands, dealer, target)
            for trump, state, feats, opponent, y in rows:
                (nt_rows if trump == NO_TRUMPS else suit_rows).append((state, feats, opponent, y))
            if high is not None and not is_misere(high[1]):
                seat, bid = high
                contracts += 1
                made += target["tricks"][seat][bid_trump(bid)] >= (bid_tricks(bid) or 0)
        fitted["SUIT"] = least_squares(suit_rows, SUIT_STATES)
        fitted["NT"] = least_squares(nt_rows, NT_STATES)
        fitted["OPPONENT_MADE"] = round(made / max(1, contracts), 3)
        install({k: v for k, v in fitted.items()})
        lines.append(f"round {round_number + 1}: made by the chance the fit gives (suits) "
                     + calibration(suit_rows, "S"))
        lines.append(f"round {round_number + 1}: {len(suit_rows)} suit rows "
                     f"{fitted['SUIT']['rows']}, {len(nt_rows)} no-trump rows "
                     f"{fitted['NT']['rows']}; {contracts} contracts, {made} made")
    misere_made = [ok for d, ok in misere if d == 0]
    lines.append(f"misère played out {len(misere)} times ({len(misere_made)} with no danger "
                 f"left, {sum(misere_made)} made); open misère {len(open_misere)}")
    report = "\n".join(lines)
    print(report)
    source = write(fitted, args, report)
    if args.dry_run:
        print(source)
    else:
        OUT.write_text(source, encoding="utf-8")
        print(f"wrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
