"""The review of a hand inside Pyodide in headless Chromium: how long it takes, whether it ever
holds the page's main thread for more than 50 ms, and how often its flags hold with another
seed.

    python3 build.py && nice -n 10 .venv/bin/python benchmarks/review.py [--hands 20] [--game G]

Boots the built site from the Pages-like server, then adds benchmarks/review_in_browser.py to
the page as a Python script (a development tool: never deployed, so never precached).  For
every game whose table has a review (read in the page from the registry's tables: a table
that is a ``ReviewTable``), it plays ``--hands`` hands (the person's seat by the easy CPU, the
others by the normal one), puts each on the site's table and opens its review as the button
does, timing it from the click to the last decision weighed (the review is time-sliced on the
page's timer: each slice a task of its own).  Printed per game: the median and worst time of a
hand's review, the long tasks (PerformanceObserver 'longtask': over 50 ms) while reviews were
weighed and, apart, the clicks' own tasks over 50 ms (the hand replayed, the review drawn), and, from the same reviews run again with another seed, how many flagged decisions
stayed flagged and how many decisions' costs agreed within twice their combined error.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "py")]

from benchmarks.cpu import LONG_TASKS  # noqa: E402
from playwright.sync_api import Page, sync_playwright  # noqa: E402
from tests.browser.conftest import (  # noqa: E402
    CHROMIUM,
    CHROMIUM_ARGS,
    DIST,
    Server,
    run_python,
    settings_script,
    wait_ready,
)

HARNESS = (Path(__file__).parent / "review_in_browser.py").read_text()
#: the targets of issue #19, seconds per hand's review
TARGETS = {"gin-rummy": 10.0, "kakehiki": 5.0, "fifty-one": 10.0, "five-hundred": 15.0}


def run(page: Page, call: str, timeout_ms: int = 3_600_000) -> Any:
    """Run ``await <call>`` in the page's Python with the harness loaded; return what it
    reports."""
    reported = run_python(page, f"{HARNESS}\n\nreport(await {call})\n", "data-review-bench",
                          timeout_ms)
    if page.locator(".py-error").count():
        raise RuntimeError(page.locator(".py-error").last.inner_text())
    return json.loads(reported)


def long_tasks(page: Page, windows: list[list[float]]) -> tuple[list[float], list[list[float]]]:
    """Return the durations of the long tasks of the reviews' ``windows`` (each the click, the
    end of its own task, the end of the weighing): those of the clicks' own tasks (the hand
    replayed and its review drawn), and those that started while the decisions were weighed
    (each [start, length], on the page's clock)."""
    page.wait_for_timeout(200)  # entries arrive after their task ends
    tasks: list[list[float]] = page.evaluate("window.__longTasks")
    clicks = [d for start, d in tasks if any(a <= start < b for a, b, _ in windows)]
    weighing = [[start, d] for start, d in tasks if any(b <= start <= c for _, b, c in windows)]
    return clicks, weighing


def inside(tasks: list[list[float]], trace: list[list[Any]]) -> dict[str, float]:
    """Return, per kind of ``review_in_browser.TRACE`` entry ("slice", "advance", "gc0" …),
    how many milliseconds of it fell inside the long ``tasks`` (each [start, length]); and,
    as "outside", the part of those tasks no slice covers (the browser's own work, a timer's
    or the harness's Python)."""
    spent: dict[str, float] = {}
    for start, length in tasks:
        for kind, begun, took in trace:
            overlap = min(start + length, begun + took) - max(start, begun)
            if overlap > 0:
                spent[kind] = spent.get(kind, 0.0) + overlap
    spent["outside"] = sum(length for _, length in tasks) - spent.get("slice", 0.0)
    return spent


def stability(hands: list[dict[str, Any]]) -> tuple[int, int, int, int]:
    """Return (flags that held, flags of the first run, costs within twice their combined
    error, decisions compared) over the reviews run with two seeds."""
    held = flagged = agreed = compared = 0
    for hand in hands:
        for index, (cost, error, flag) in hand["first"].items():
            other = hand["again"].get(index)
            if other is None:
                continue
            compared += 1
            agreed += abs(cost - other[0]) <= 2 * math.hypot(error, other[1]) + 1e-9
            if flag:
                flagged += 1
                held += bool(other[2])
    return held, flagged, agreed, compared


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20, help="hands reviewed per game")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first hand's match")
    parser.add_argument("--game", action="append", help="only these games (default: every game "
                        "with a review)")
    parser.add_argument("--dist", type=Path, default=DIST)
    args = parser.parse_args()
    if not (args.dist / "index.html").is_file():
        print("benchmark: build the site first: python3 build.py", file=sys.stderr)
        return 2
    server = Server(args.dist.resolve())
    results = []
    began = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
            context = browser.new_context(viewport={"width": 1280, "height": 800})
            context.add_init_script(settings_script("instant", "en"))
            context.add_init_script(LONG_TASKS)
            page = context.new_page()
            page.goto(server.url)
            wait_ready(page)
            games = run(page, "reviewable()")
            for game in games:
                if args.game and game not in args.game:
                    continue
                page.evaluate("([h]) => { location.hash = h; }", [f"#/{game}"])
                page.wait_for_timeout(1500)
                result = run(page, f"review_hands({game!r}, {args.hands}, {args.seed})")
                clicks, tasks = long_tasks(page, [h["window"] for h in result["hands"]])
                results.append((game, result["hands"], clicks, tasks, result["trace"]))
                print(f"  {game} done", file=sys.stderr, flush=True)
            browser.close()
    finally:
        server.close()

    load = " ".join(Path("/proc/loadavg").read_text().split()[:3])
    print(f"Review of a hand inside Pyodide (Chromium), {args.hands} hands per game from seed "
          f"{args.seed}; started {began}, load average at the end {load}")
    print("  game          median s   worst s   target s   decisions   long tasks (> 50 ms) while"
          " weighing   the click's task over 50 ms   flags held   costs within 2 errors")
    for game, hands, clicks, tasks, _ in results:
        times = [h["seconds"] for h in hands]
        held, flagged, agreed, compared = stability(hands)
        share = f"{held}/{flagged} ({100 * held / flagged:.0f} %)" if flagged else "0/0"
        print(f"  {game:12}  {statistics.median(times):8.2f}  {max(times):8.2f}  "
              f"{TARGETS.get(game, float('nan')):8.0f}  {sum(h['decisions'] for h in hands):10}"
              f"   {len(tasks):3} (longest {max((d for _, d in tasks), default=0.0):.0f} ms)"
              f"   {len(clicks):3} of {len(hands)} (longest {max(clicks, default=0.0):.0f} ms)"
              f"   {share:>12}   {agreed}/{compared}")
    print("  Inside the long tasks while weighing, ms: the desk's slices (of them the weighing and "
          "the drawing of the summary and the decision), Python's garbage collections of 1 ms or "
          "more, and the time no slice covers")
    for game, hands, _, tasks, trace in results:
        spent = inside(tasks, trace)
        collected = " ".join(f"{k} {v:.0f}" for k, v in sorted(spent.items()) if k.startswith("gc"))
        print(f"  {game:12}  tasks {sum(d for _, d in tasks):6.0f}   slices {spent.get('slice', 0):6.0f}"
              f" (weighing {spent.get('advance', 0):5.0f}, drawing {spent.get('render', 0):5.0f})"
              f"   collections {collected or 'none'}"
              f"   outside the slices {spent['outside']:6.0f}")
        during = [e for e in trace if any(b <= e[1] <= c for _, b, c in (h["window"] for h in hands))]
        gcs = sorted((e[2] for e in during if e[0].startswith("gc")), reverse=True)
        slices = sorted((e[2] for e in during if e[0] == "slice"), reverse=True)
        print(f"    while weighing: {len(slices)} slices, longest {slices[0] if slices else 0:.0f} ms;"
              f" collections of 1 ms or more {len(gcs)}, of 20 ms or more {sum(g >= 20 for g in gcs)},"
              f" longest {gcs[0] if gcs else 0:.0f} ms (then {', '.join(f'{g:.0f}' for g in gcs[1:5])})")
        for start, length in tasks:
            print(f"    {length:5.0f} ms at {start:9.0f}: " + ", ".join(
                f"{k} {v:.0f}" for k, v in sorted(inside([[start, length]], trace).items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
