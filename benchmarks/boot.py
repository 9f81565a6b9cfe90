"""Boot benchmark: the site against a bare PyScript + Pyodide page, cold and warm, in one run.

    .venv/bin/python benchmarks/boot.py [--runs 5]

Builds nothing: run ``python build.py`` first.  Both pages use the same vendored runtime from
dist/vendor and are served from one loopback server; runs are interleaved (bare, site, bare,
site, …) so machine noise hits both alike, and the ratio site ÷ bare is what to compare.

* cold: a fresh browser profile per run (nothing cached, no service worker).
* warm: one persistent profile per page, visited once untimed (HTTP cache, Chromium's compiled
  wasm cache, and for the site its service worker with every file precached), then timed.

Printed per variant: median and range of the time from navigation to ``html[data-ready=true]``
(Python started and the view interactive), the first contentful paint (the layout), and the bytes
of a first load; plus the gzip size of the site's own files (everything but vendor/).
"""

from __future__ import annotations

import argparse
import gzip
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from playwright.sync_api import BrowserContext, Playwright, sync_playwright  # noqa: E402

from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS, DIST, Server  # noqa: E402

BARE_HTML = """<!doctype html>
<html data-ready="false"><head><meta charset="utf-8"><title>bare</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="vendor/pyscript/core.css">
<script type="module" src="vendor/pyscript/core.js"></script></head>
<body><script type="py" config="pyscript.toml">from pyscript import document; document.documentElement.setAttribute("data-ready", "true")</script></body></html>
"""
BARE_TOML = 'interpreter = "./vendor/pyodide/pyodide.mjs"\n'

# Records when data-ready turns true, before any page script runs (not subject to the page's CSP).
READY_PROBE = """
new MutationObserver((_, obs) => {
  if (document.documentElement.getAttribute('data-ready') === 'true') {
    window.__readyAt = performance.now(); obs.disconnect();
  }
}).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-ready']});
"""


def make_root(tmp: Path) -> Path:
    """Return a folder holding ``site/`` (dist) and ``bare/`` (same vendor files, one-line page)."""
    (tmp / "site").symlink_to(DIST, target_is_directory=True)
    bare = tmp / "bare"
    bare.mkdir()
    (bare / "vendor").symlink_to(DIST / "vendor", target_is_directory=True)
    (bare / "index.html").write_text(BARE_HTML)
    (bare / "pyscript.toml").write_text(BARE_TOML)
    return tmp


def measure(context: BrowserContext, url: str) -> dict[str, float]:
    """Load ``url`` in a new page of ``context``; return ready and paint times (ms) and bytes."""
    page = context.new_page()
    sizes: list[int] = []
    page.on("requestfinished", lambda r: sizes.append(r.sizes()["responseBodySize"]))
    page.goto(url)
    page.locator('html[data-ready="true"]').wait_for(state="attached", timeout=180_000)
    if page.locator(".py-error").count():
        raise RuntimeError(f"Python error on {url}: {page.locator('.py-error').first.inner_text()}")
    ready = page.evaluate("window.__readyAt")
    fcp = page.evaluate(
        "(performance.getEntriesByName('first-contentful-paint')[0] || {startTime: NaN}).startTime"
    )
    page.close()
    return {"ready": float(ready), "fcp": float(fcp), "bytes": float(sum(sizes))}


def fresh_context(p: Playwright, profile: Path) -> BrowserContext:
    context = p.chromium.launch_persistent_context(
        str(profile), executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True
    )
    context.add_init_script(READY_PROBE)
    return context


def site_own_gzip_bytes() -> int:
    """Return the gzip size of every site file outside vendor/ (what GitHub Pages would send)."""
    total = 0
    for path in DIST.rglob("*"):
        if path.is_file() and "vendor" not in path.relative_to(DIST).parts:
            total += len(gzip.compress(path.read_bytes(), 9))
    return total


def summary(values: list[float]) -> str:
    return f"median {statistics.median(values):7.0f}  range {min(values):6.0f}–{max(values):6.0f}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    if not (DIST / "index.html").is_file():
        print("benchmark: build the site first: python build.py", file=sys.stderr)
        return 2
    results: dict[tuple[str, str], list[dict[str, float]]] = {}
    with tempfile.TemporaryDirectory() as tmp_name, sync_playwright() as p:
        tmp = Path(tmp_name)
        www = tmp / "www"
        www.mkdir()
        server = Server(make_root(www))
        urls = {"bare": server.url + "bare/index.html", "site": server.url + "site/index.html"}
        try:
            for run in range(args.runs):
                for name, url in urls.items():
                    profile = tmp / f"cold-{name}-{run}"
                    context = fresh_context(p, profile)
                    results.setdefault(("cold", name), []).append(measure(context, url))
                    context.close()
                    shutil.rmtree(profile, ignore_errors=True)
            warm = {name: fresh_context(p, tmp / f"warm-{name}") for name in urls}
            for name, url in urls.items():
                measure(warm[name], url)  # the first visit fills the caches; not timed
                if name == "site":
                    page = warm[name].new_page()
                    page.goto(url)
                    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
                    page.close()
            for _ in range(args.runs):
                for name, url in urls.items():
                    results.setdefault(("warm", name), []).append(measure(warm[name], url))
            for context in warm.values():
                context.close()
        finally:
            server.close()

    print(f"Boot to html[data-ready=true], ms ({args.runs} interleaved runs each)")
    for mode in ("cold", "warm"):
        for name in ("bare", "site"):
            rows = results[(mode, name)]
            print(f"  {mode:4} {name:4}  ready {summary([r['ready'] for r in rows])}"
                  f"  | first paint median {statistics.median([r['fcp'] for r in rows]):5.0f}")
        ratio = statistics.median(r["ready"] for r in results[(mode, "site")]) / statistics.median(
            r["ready"] for r in results[(mode, "bare")]
        )
        print(f"  {mode:4} site ÷ bare = {ratio:.2f}")
    cold_site = results[("cold", "site")][0]["bytes"]
    cold_bare = results[("cold", "bare")][0]["bytes"]
    print(f"First load, bytes over the wire (uncompressed server): site {cold_site / 1e6:.2f} MB, "
          f"bare {cold_bare / 1e6:.2f} MB")
    print(f"Site's own files (all but vendor/), gzip -9: {site_own_gzip_bytes() / 1e3:.0f} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
