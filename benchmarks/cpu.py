"""CPU thinking time in the browser: each game's CPU decisions at every level, inside Pyodide in
headless Chromium, and the longest main-thread task of a CPU move at the site's real table.

    python3 build.py && .venv/bin/python benchmarks/cpu.py [--decisions 300] [--dist D]

Boots the built site from the Pages-like server, then adds benchmarks/cpu_in_browser.py to the
page as a Python script (it is a development tool: never deployed, so never precached).
Printed per game and level: the median, 95th percentile and maximum of ``choose`` (ms), with
every seat playing that level and each decision in a task of its own; and the longest task
(PerformanceObserver 'longtask', > 50 ms) in that stretch.  Then, per game, one whole game at
the table (web.table, instant CPU speed, the person's moves chosen by the hard CPU): the longest
task of a CPU move there (decision, rules, rendering and saving together), and how many took
over 100 ms.  Games are those the registry lists a CPU for.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "py")]

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

from tefuda.registry import modules  # noqa: E402

HARNESS = (Path(__file__).parent / "cpu_in_browser.py").read_text()
LONG_TASKS = """
window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) { window.__longTasks.push([e.startTime, e.duration]); }
}).observe({type: 'longtask', buffered: true});
"""


def games() -> dict[str, str]:
    """Return game id → CPU module for every game the registry lists a CPU for (the same list
    cpu_in_browser.CPUS reads in the page)."""
    return modules("cpu")


def run(page: Page, call: str) -> Any:
    """Run ``await <call>`` in the page's Python with the harness loaded; return what it reports."""
    reported = run_python(page, f"{HARNESS}\n\nreport(await {call})\n", "data-cpu-bench", 1_800_000)
    if page.locator(".py-error").count():
        raise RuntimeError(page.locator(".py-error").last.inner_text())
    return json.loads(reported)


def long_tasks(page: Page, window: list[float], skip: list[list[float]] | None = None) -> list[float]:
    """Return the durations of the long tasks that started in ``window``, leaving out those that
    overlap any of the ``skip`` windows (the person's moves)."""
    page.wait_for_timeout(200)  # entries arrive after their task ends
    tasks: list[list[float]] = page.evaluate("window.__longTasks")
    found = []
    for start, duration in tasks:
        if not window[0] <= start <= window[1]:
            continue
        if any(start < b + 1 and start + duration > a - 1 for a, b in skip or []):
            continue
        found.append(duration)
    return found


def p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20, method="inclusive")[-1]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=300, help="decisions per game and level")
    parser.add_argument("--dist", type=Path, default=DIST)
    parser.add_argument("--no-table", action="store_true", help="decision times only")
    parser.add_argument("--game", action="append", help="only these games (default: every game "
                        "with a CPU)")
    args = parser.parse_args()
    if not (args.dist / "index.html").is_file():
        print("benchmark: build the site first: python3 build.py", file=sys.stderr)
        return 2
    from importlib import import_module

    server = Server(args.dist.resolve())
    rows, tables = [], []
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
            context = browser.new_context(viewport={"width": 1280, "height": 800})
            context.add_init_script(settings_script("instant", "en"))
            context.add_init_script(LONG_TASKS)
            page = context.new_page()
            page.goto(server.url)
            wait_ready(page)
            for seed, (game, module) in enumerate(games().items()):
                if args.game and game not in args.game:
                    continue
                for level in import_module(module).LEVELS:
                    result = run(page, f"decisions({game!r}, {level!r}, {args.decisions}, {seed * 100 + 1})")
                    tasks = long_tasks(page, result["window"])
                    rows.append((game, level, result["times"], max(tasks, default=0.0)))
                    print(f"  {game:10} {level:6} done", file=sys.stderr, flush=True)
            if not args.no_table:
                for seed, game in enumerate(games()):
                    if args.game and game not in args.game:
                        continue
                    page.evaluate("([h]) => { location.hash = h; }", [f"#/{game}"])
                    page.wait_for_timeout(1000)
                    result = run(page, f"site_play({game!r}, {seed + 7})")
                    tasks = long_tasks(page, result["window"], result["person"])
                    tables.append((game, result["over"], tasks))
            browser.close()
    finally:
        server.close()

    load = " ".join(Path("/proc/loadavg").read_text().split()[:3]) if Path("/proc/loadavg").exists() else "?"
    print(f"CPU decisions inside Pyodide (Chromium), {args.decisions} per game and level; load average {load}")
    print("  game        level   median ms   p95 ms   max ms   longest task ms")
    for game, level, times, longest in rows:
        print(f"  {game:10}  {level:6}  {statistics.median(times):9.2f}  {p95(times):7.2f}  {max(times):7.1f}"
              f"  {longest:8.0f}")
    if tables:
        print("Whole games at the table (instant speed): CPU moves' longest task, and how many over 100 ms")
        for game, over, tasks in tables:
            print(f"  {game:10}  finished {over!s:5}  longest {max(tasks, default=0.0):5.0f} ms"
                  f"  over 100 ms: {sum(t > 100 for t in tasks)}  (long tasks: {len(tasks)})")
    print("Targets (#14): p95 <= 50 ms at the hardest level of 51, kakehiki and Gin (500's hard <= 200 ms);"
          " no CPU move blocks the page for more than 100 ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
