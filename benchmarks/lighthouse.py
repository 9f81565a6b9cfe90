"""Lighthouse benchmark: the built site as a phone on a slow network meets it, route by route.

    .venv/bin/python benchmarks/lighthouse.py [--runs 3] [--routes home,fifty-one/rules,…]
                                              [--dist D] [--port 8765] [--keep DIR]

Lighthouse (the npm package, pinned in benchmarks/lighthouse/package.json, installed there with
``npm ci`` on first use: a dev tool, never shipped and never needed by the tests) drives
Debian's Chromium (/usr/bin/chromium, headless, with the flags tests/browser/conftest.py uses)
through its default mobile profile: a mid-range phone's screen, the CPU slowed 4×, a slow 4G
network (150 ms, 1.6 Mbit/s), simulated ("Lantern") from a trace taken unthrottled.  The site is
built into a temporary folder with the address it is served at (so the rules pages' canonical
links are valid; ``--dist`` measures another build instead) and served by sitebuild/serve.py,
the Pages-like server.  Each route is measured ``--runs`` times, one run at a time (a run takes
about a minute of both cores: run it under ``nice``), and the median of each figure is printed:
performance, LCP, CLS, TBT, accessibility, SEO and best practices, what keeps a category below
100, and where the blocking time comes from, stage by stage (each main-thread task of the
unthrottled trace counted as the 4× slowdown counts it, between the site's boot marks).

Routes: the home page, every game's rules page and table, settings and statistics (the site's
hash routes), and each game's rules at their own address (rules/<game>.en.html).
"""

from __future__ import annotations

import argparse
import functools
import http.server
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "py")]

from sitebuild.assemble import build  # noqa: E402
from sitebuild.prerender import RULES_PAGE  # noqa: E402
from sitebuild.serve import SiteHandler  # noqa: E402
from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS  # noqa: E402

from web.rules import RULES  # noqa: E402
from web.tables import TABLES  # noqa: E402

TOOL = ROOT / "benchmarks" / "lighthouse"
CLI = TOOL / "node_modules" / "lighthouse" / "cli" / "index.js"
CATEGORIES = ("performance", "accessibility", "seo", "best-practices")
# The boot's stages, by the marks of assets/js/boot-stages.mjs and py/main.py (BOOT.md)
STAGES = (
    ("the page, before the runtime starts", None),
    ("runtime download, WebAssembly, Pyodide's JavaScript", "tefuda:pyodide-start"),
    ("Python's main", "tefuda:python-start"),
    ("Pyodide's bootstrap, the site's zip", "tefuda:python-main-done"),
    ("PyScript's Python side", "tefuda:pyodide-ready"),
    ("the site's imports and first render", "tefuda:main-start"),
    ("after ready: CPU turns, animations", "tefuda:app-started"),
)


def routes() -> list[str]:
    """Return the paths measured: hash routes of index.html, then the rules' own pages."""
    hashes = ["", *(f"{g}/rules" for g in RULES), *TABLES, "settings", "stats"]
    return [f"index.html#/{h}" for h in hashes] + [RULES_PAGE.format(game=g, lang="en") for g in RULES]


def short(path: str) -> str:
    return path.removeprefix("index.html#/") or "home"


def ensure_tool() -> None:
    """Install the pinned Lighthouse with npm on first use."""
    if not CLI.is_file():
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=TOOL, check=True)


def serve(directory: Path, port: int) -> http.server.ThreadingHTTPServer:
    """Serve ``directory`` the way GitHub Pages does on 127.0.0.1:``port``, in a thread."""

    class Quiet(http.server.ThreadingHTTPServer):
        def handle_error(self, request: Any, client_address: Any) -> None:
            pass  # a page closed mid-download

    httpd = Quiet(("127.0.0.1", port), functools.partial(SiteHandler, directory=str(directory)))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd


def run_lighthouse(url: str, out: Path) -> dict[str, Any]:
    """Run Lighthouse once on ``url`` (niced) and return its report."""
    flags = " ".join(["--headless=new", *CHROMIUM_ARGS])
    subprocess.run(
        ["nice", "-n", "10", "node", str(CLI), url, f"--chrome-flags={flags}", "--output=json",
         f"--output-path={out}", "--quiet", f"--only-categories={','.join(CATEGORIES)}"],
        env={**os.environ, "CHROME_PATH": CHROMIUM}, check=True,
    )
    report: dict[str, Any] = json.loads(out.read_text())
    return report


def figures(report: dict[str, Any]) -> dict[str, Any]:
    """Return what the benchmark prints of one report."""
    audits = report["audits"]
    out: dict[str, Any] = {c: report["categories"][c]["score"] * 100 for c in CATEGORIES}
    for key, audit in (("fcp", "first-contentful-paint"), ("lcp", "largest-contentful-paint"),
                       ("tbt", "total-blocking-time"), ("cls", "cumulative-layout-shift")):
        out[key] = audits[audit]["numericValue"]
    out["short"] = {
        c: sorted(f"{ref['id']} ({audits[ref['id']]['score']})" for ref in report["categories"][c]["auditRefs"]
                  if ref["weight"] > 0 and audits[ref["id"]]["score"] is not None and audits[ref["id"]]["score"] < 1)
        for c in CATEGORIES[1:]
    }
    out["stages"] = blocking_by_stage(report)
    out["benchmark_index"] = report["environment"]["benchmarkIndex"]
    return out


def blocking_by_stage(report: dict[str, Any]) -> dict[str, float]:
    """Return the blocking time of each boot stage: every main-thread task of the unthrottled
    trace, its length times the CPU slowdown less 50 ms, summed by the stage it started in."""
    audits = report["audits"]
    slowdown = report["configSettings"]["throttling"]["cpuSlowdownMultiplier"]
    marks = {item["name"]: item["startTime"] for item in audits["user-timings"]["details"]["items"]}
    bounds = [(name, marks.get(mark, 0.0) if mark else 0.0) for name, mark in STAGES if mark is None or mark in marks]
    stages = dict.fromkeys((name for name, _ in bounds), 0.0)
    for task in audits["main-thread-tasks"]["details"]["items"]:
        # a task may start before navigation (a negative time): it counts in the first stage
        stage = next((name for name, start in reversed(bounds) if task["startTime"] >= start), bounds[0][0])
        stages[stage] += max(0.0, task["duration"] * slowdown - 50)
    return stages


def median(values: list[float]) -> float:
    return float(statistics.median(values))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--routes", help="comma-separated, as printed (home, fifty-one/rules, …)")
    parser.add_argument("--dist", type=Path, help="measure this build instead of building one")
    parser.add_argument("--port", type=int, default=8765)
    parser.add_argument("--keep", type=Path, help="keep every report in this folder")
    args = parser.parse_args()
    ensure_tool()
    chosen = routes()
    if args.routes:
        wanted = args.routes.split(",")
        chosen = [r for r in chosen if short(r) in wanted]
    site = f"http://127.0.0.1:{args.port}/"
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        directory = args.dist.resolve() if args.dist else build(tmp / "site", site_url=site)
        httpd = serve(directory, args.port)
        loads = [" ".join(Path("/proc/loadavg").read_text().split()[:3])]
        rows: dict[str, list[dict[str, Any]]] = {}
        try:
            for run in range(args.runs):
                for path in chosen:
                    out = tmp / f"{short(path).replace('/', '-')}-{run}.json"
                    rows.setdefault(path, []).append(figures(run_lighthouse(site + path, out)))
                    if args.keep:
                        args.keep.mkdir(parents=True, exist_ok=True)
                        shutil.copy(out, args.keep / out.name)
                loads.append(" ".join(Path("/proc/loadavg").read_text().split()[:3]))
        finally:
            httpd.shutdown()
            httpd.server_close()
    print(f"Lighthouse, mobile profile, median of {args.runs} runs per route (site {directory})")
    print(f"Load average (1, 5, 15 min) at the start and after each round: {' | '.join(loads)}")
    index = median([r["benchmark_index"] for rs in rows.values() for r in rs])
    print(f"Lighthouse's benchmark index of this machine: {index:.0f} (it expects a desktop near 1500)")
    print(f"{'route':24} {'perf':>4} {'FCP':>6} {'LCP':>6} {'CLS':>6} {'TBT':>7} {'a11y':>4} {'SEO':>4} {'BP':>4}")
    for path, runs in rows.items():
        m = {k: median([r[k] for r in runs]) for k in ("performance", "fcp", "lcp", "cls", "tbt", *CATEGORIES[1:])}
        print(f"{short(path):24} {m['performance']:4.0f} {m['fcp'] / 1000:5.1f}s {m['lcp'] / 1000:5.1f}s "
              f"{m['cls']:6.3f} {m['tbt'] / 1000:6.1f}s {m['accessibility']:4.0f} {m['seo']:4.0f} {m['best-practices']:4.0f}")
        below = sorted({item for r in runs for c in CATEGORIES[1:] for item in r["short"][c]})
        if below:
            print(f"{'':24} below 100: {', '.join(below)}")
    print("Blocking time by boot stage (median ms; tasks of the unthrottled trace × the CPU slowdown, less 50 ms each):")
    for path, runs in rows.items():
        names = [name for name, _ in STAGES if all(name in r["stages"] for r in runs)]
        parts = [f"{name} {median([r['stages'][name] for r in runs]):.0f}" for name in names]
        print(f"  {short(path):22} " + "; ".join(parts))
    print("Targets (#20): LCP <= 2.5 s on home and every rules page, <= 4 s on a table; CLS <= 0.1;"
          " accessibility and SEO 100 everywhere")
    return 0


if __name__ == "__main__":
    sys.exit(main())
