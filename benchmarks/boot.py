"""Boot benchmark: the site against the stock PyScript + Pyodide page, cold and warm, on loopback
and through throttled links, in one interleaved run, served the way GitHub Pages serves them.

    .venv/bin/python benchmarks/boot.py [--runs 5] [--no-throttle] [--dist D] [--against D2]

Builds nothing: run ``python build.py`` first.  The "bare" page is the stock setup: a one-line
PyScript page on the unmodified runtime from the pinned npm tarballs (npm.stock_runtime, with
Pyodide's source-only python_stdlib.zip); the site is dist/.  Both are served from one loopback
server; runs are interleaved (bare, site, bare, site, …) so machine noise hits both alike, and
the ratio site ÷ bare is what to compare.  The server is sitebuild.serve's, which imitates GitHub
Pages (gzip where Pages compresses, max-age=600, HTTP/1.1 keep-alive), and it counts the bytes
it writes (headers and bodies), so "over the wire" means what Pages would send.  ``--against D2``
puts another build of the site in the place of "bare" (e.g. the normal build against
``--snapshot``'s), interleaved the same way.

* cold: a fresh browser profile per run (nothing cached, no service worker).
* warm: one persistent profile per page, visited once untimed on loopback (HTTP cache,
  Chromium's compiled wasm cache, and for the site its service worker with every file
  precached), then timed.
* 20mbit, 5mbit: the same, with Chromium's network emulation (CDP
  Network.emulateNetworkConditions) on the timed page: 20 Mbit/s each way and 20 ms latency, and
  a slow phone-like link of 5 Mbit/s each way and 70 ms latency.

Printed per variant: median and range of the time from navigation to ``html[data-ready=true]``
(Python started and the view interactive), the first contentful paint (the layout), and the
longest main-thread task before ready (PerformanceObserver 'longtask'); the median time of each
of the site's boot stages (its "tefuda:…" performance marks); the bytes over the wire of a first
visit (to ready, and for the site also until its service worker has installed the site for
offline play), with the largest files; the size of the site's own files (everything but
vendor/) as Pages sends them; and the targets of issue #14.
"""

from __future__ import annotations

import argparse
import collections
import functools
import http.server
import shutil
import statistics
import sys
import tempfile
import threading
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from playwright.sync_api import BrowserContext, Playwright, sync_playwright  # noqa: E402
from sitebuild import assemble, npm, serve  # noqa: E402
from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS, DIST, wait_for_service_worker  # noqa: E402

BARE_HTML = """<!doctype html>
<html data-ready="false"><head><meta charset="utf-8"><title>bare</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="vendor/pyscript/core.css">
<script type="module" src="vendor/pyscript/core.js"></script></head>
<body><script type="py" config="pyscript.toml">from pyscript import document; document.documentElement.setAttribute("data-ready", "true")</script></body></html>
"""
BARE_TOML = 'interpreter = "./vendor/pyodide/pyodide.mjs"\n'

# Before any page script runs (not subject to the page's CSP): records when data-ready turns
# true, and every long task (> 50 ms on the main thread).
READY_PROBE = """
window.__longTasks = [];
try {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) { window.__longTasks.push([e.startTime, e.duration]); }
  }).observe({type: 'longtask', buffered: true});
} catch (e) { window.__longTasks = null; }
new MutationObserver((_, obs) => {
  if (document.documentElement.getAttribute('data-ready') === 'true') {
    window.__readyAt = performance.now(); obs.disconnect();
  }
}).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-ready']});
"""
# The longest task that started before ready (the one that set data-ready included); entries
# arrive after their task ends, so give the observer a moment first.
LONGEST_TASK = """
() => new Promise((resolve) => setTimeout(() => {
  const tasks = window.__longTasks;
  if (tasks === null) { resolve(NaN); return; }
  resolve(Math.max(0, ...tasks.filter(([start]) => start <= window.__readyAt).map(([, d]) => d)));
}, 300))
"""
# The site's boot stages (performance marks "tefuda:…" from the interpreter shim and main.py).
STAGES = """
Object.fromEntries(performance.getEntriesByType('mark')
  .filter((m) => m.name.startsWith('tefuda:')).map((m) => [m.name.slice(7), m.startTime]))
"""
# Chromium's network emulation (bytes per second, ms): a fast link, and a slow phone-like one.
NETWORKS: dict[str, dict[str, object] | None] = {
    "loopback": None,
    "20mbit": {"offline": False, "latency": 20, "downloadThroughput": 20e6 / 8, "uploadThroughput": 20e6 / 8},
    "5mbit": {"offline": False, "latency": 70, "downloadThroughput": 5e6 / 8, "uploadThroughput": 5e6 / 8},
}
PAGES = ("bare", "site")


class Wire:
    """The bytes the server wrote (status lines, headers and bodies), per request path."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.sent: collections.Counter[str] = collections.Counter()

    def add(self, path: str, count: int) -> None:
        with self.lock:
            self.sent[path.split("?", 1)[0]] += count

    def take(self, prefix: str) -> dict[str, int]:
        """Return and forget the bytes sent for paths under ``prefix``."""
        with self.lock:
            taken = {path: n for path, n in self.sent.items() if path.startswith(prefix)}
            for path in taken:
                del self.sent[path]
        return taken


class _CountingWriter:
    """A handler's output stream that tells the Wire how many bytes each request wrote."""

    def __init__(self, raw: Any, handler: http.server.BaseHTTPRequestHandler, wire: Wire) -> None:
        self.raw, self.handler, self.wire = raw, handler, wire

    def write(self, data: bytes) -> int:
        self.wire.add(getattr(self.handler, "path", "?"), len(data))
        return int(self.raw.write(data))

    def __getattr__(self, name: str) -> Any:
        return getattr(self.raw, name)


class CountingServer:
    """sitebuild.serve's Pages-like server over a folder, on a free loopback port, counting bytes."""

    def __init__(self, directory: Path) -> None:
        self.wire = wire = Wire()

        class Handler(serve.SiteHandler):
            def setup(self) -> None:
                super().setup()
                self.wfile = _CountingWriter(self.wfile, self, wire)  # type: ignore[assignment]

            def handle_error(self) -> None:
                pass

        class Server(http.server.ThreadingHTTPServer):
            def handle_error(self, request: object, client_address: object) -> None:
                pass  # a page closed mid-download

        self.httpd = Server(("127.0.0.1", 0), functools.partial(Handler, directory=str(directory)))
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def make_root(tmp: Path, site: Path, against: Path | None = None) -> Path:
    """Return a folder holding ``site/`` (dist) and ``bare/`` (the stock runtime, one-line page,
    or the other build ``against``)."""
    (tmp / "site").symlink_to(site, target_is_directory=True)
    if against is not None:
        (tmp / "bare").symlink_to(against, target_is_directory=True)
        return tmp
    bare = tmp / "bare"
    npm.stock_runtime(bare / "vendor")
    (bare / "index.html").write_text(BARE_HTML)
    (bare / "pyscript.toml").write_text(BARE_TOML)
    return tmp


def measure(context: BrowserContext, url: str, network: dict[str, object] | None) -> dict[str, float]:
    """Load ``url`` in a new page of ``context`` (throttled as ``network`` says); return ready,
    paint and longest-task times (ms) and the stage marks."""
    page = context.new_page()
    if network is not None:
        cdp = context.new_cdp_session(page)
        cdp.send("Network.enable")
        cdp.send("Network.emulateNetworkConditions", network)
    page.goto(url)
    page.locator('html[data-ready="true"]').wait_for(state="attached", timeout=300_000)
    if page.locator(".py-error").count():
        raise RuntimeError(f"Python error on {url}: {page.locator('.py-error').first.inner_text()}")
    ready = page.evaluate("window.__readyAt")
    fcp = page.evaluate(
        "(performance.getEntriesByName('first-contentful-paint')[0] || {startTime: NaN}).startTime"
    )
    longest = page.evaluate(LONGEST_TASK)
    stages = page.evaluate(STAGES)
    page.close()
    return {
        "ready": float(ready),
        "fcp": float(fcp),
        "longtask": float(longest),
        **{f"stage:{name}": float(at) for name, at in stages.items()},
    }


def first_visit(p: Playwright, profile: Path, server: CountingServer, name: str) -> tuple[int, int, dict[str, int]]:
    """Return the bytes over the wire of a first visit of page ``name`` on loopback: until ready,
    and until its service worker (if it has one) has installed; and the bytes per file."""
    context = fresh_context(p, profile)
    server.wire.take("/")
    page = context.new_page()
    page.goto(f"{server.url}{name}/index.html")
    page.locator('html[data-ready="true"]').wait_for(state="attached", timeout=300_000)
    to_ready = sum(server.wire.take(f"/{name}/").values())
    page.wait_for_timeout(1000)  # the site registers its service worker once ready
    if page.evaluate("navigator.serviceWorker.getRegistrations().then((r) => r.length)"):
        wait_for_service_worker(page)
    page.wait_for_timeout(1500)  # anything the page still asks for
    later = server.wire.take(f"/{name}/")
    context.close()
    shutil.rmtree(profile, ignore_errors=True)
    return to_ready, to_ready + sum(later.values()), later


def fresh_context(p: Playwright, profile: Path) -> BrowserContext:
    context = p.chromium.launch_persistent_context(
        str(profile), executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True
    )
    context.add_init_script(READY_PROBE)
    return context


def site_own_bytes(site: Path, read_when_visited: bool = False) -> int:
    """Return the size of every site file outside vendor/ as GitHub Pages sends it (gzip where
    Pages compresses, as it is otherwise): the files a visit may download, or with
    ``read_when_visited`` the rules pages at their own addresses (rules/…, each fetched when
    its page is read, never with a first visit)."""
    return sum(
        serve.sent_size(path.name, path.read_bytes())
        for path in site.rglob("*")
        if path.is_file() and "vendor" not in path.relative_to(site).parts
        and bool(assemble.WHEN_VISITED.match(path.relative_to(site).as_posix())) == read_when_visited
    )


def summary(values: list[float]) -> str:
    return f"median {statistics.median(values):7.0f}  range {min(values):6.0f}–{max(values):6.0f}"


def median_of(rows: list[dict[str, float]], key: str) -> float:
    return statistics.median(r[key] for r in rows)


def print_stages(mode: str, net: str, rows: list[dict[str, float]]) -> None:
    """Print the median time of each boot stage the site marked, in order (ms from navigation)."""
    names = [key for key in rows[0] if key.startswith("stage:") and all(key in r for r in rows)]
    stages = sorted((median_of(rows, key), key.removeprefix("stage:")) for key in names)
    if stages:
        print(f"  {mode:4} {net:8} site  stages " + " → ".join(f"{name} {at:.0f}" for at, name in stages))


def load_average() -> str:
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "?"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--no-throttle", action="store_true", help="loopback only")
    parser.add_argument("--networks", default=",".join(NETWORKS), help="which links, e.g. loopback,5mbit")
    parser.add_argument("--no-warm", action="store_true", help="cold boots only")
    parser.add_argument("--dist", type=Path, default=DIST, help="the built site (default dist/)")
    parser.add_argument("--against", type=Path, help="another build of the site, in place of bare")
    args = parser.parse_args()
    site = args.dist.resolve()
    if not (site / "index.html").is_file():
        print("benchmark: build the site first: python build.py", file=sys.stderr)
        return 2
    chosen = ["loopback"] if args.no_throttle else args.networks.split(",")
    networks = {net: NETWORKS[net] for net in chosen}
    modes = ("cold",) if args.no_warm else ("cold", "warm")
    results: dict[tuple[str, str, str], list[dict[str, float]]] = {}
    loads = [load_average()]
    with tempfile.TemporaryDirectory() as tmp_name, sync_playwright() as p:
        tmp = Path(tmp_name)
        www = tmp / "www"
        www.mkdir()
        against = args.against.resolve() if args.against else None
        server = CountingServer(make_root(www, site, against))
        urls = {"bare": server.url + "bare/index.html", "site": server.url + "site/index.html"}
        try:
            visits = {name: first_visit(p, tmp / f"first-{name}", server, name) for name in urls}
            for run in range(args.runs):
                for net, conditions in networks.items():
                    for name, url in urls.items():
                        profile = tmp / f"cold-{name}-{net}-{run}"
                        context = fresh_context(p, profile)
                        results.setdefault(("cold", net, name), []).append(measure(context, url, conditions))
                        context.close()
                        shutil.rmtree(profile, ignore_errors=True)
                loads.append(load_average())
            if "warm" in modes:
                warm = {name: fresh_context(p, tmp / f"warm-{name}") for name in urls}
                for name, url in urls.items():
                    measure(warm[name], url, None)  # the first visit fills the caches; not timed
                    if name == "site" or against is not None:
                        page = warm[name].new_page()
                        page.goto(url)
                        page.evaluate("navigator.serviceWorker.ready.then(() => true)")
                        page.close()
                for _ in range(args.runs):
                    for net, conditions in networks.items():
                        for name, url in urls.items():
                            results.setdefault(("warm", net, name), []).append(measure(warm[name], url, conditions))
                    loads.append(load_average())
                for context in warm.values():
                    context.close()
        finally:
            server.close()

    bare_is = f"bare = {args.against}" if args.against else "bare = stock PyScript + Pyodide"
    print(f"Boot to html[data-ready=true], ms ({args.runs} interleaved runs each; {bare_is}; site = {site})")
    print(f"Load average (1, 5, 15 min) at the start and after each round: {' | '.join(loads)}")
    ratios: dict[tuple[str, str], float] = {}
    for mode in modes:
        for net in networks:
            for name in PAGES:
                rows = results[(mode, net, name)]
                print(f"  {mode:4} {net:8} {name:4}  ready {summary([r['ready'] for r in rows])}"
                      f"  | first paint median {median_of(rows, 'fcp'):5.0f}"
                      f"  | longest task median {median_of(rows, 'longtask'):5.0f}"
                      f" max {max(r['longtask'] for r in rows):5.0f}")
            print_stages(mode, net, results[(mode, net, "site")])
            ratio = median_of(results[(mode, net, "site")], "ready") / median_of(
                results[(mode, net, "bare")], "ready"
            )
            ratios[(mode, net)] = ratio
            print(f"  {mode:4} {net:8} site ÷ bare = {ratio:.2f}")
    print("First visit, bytes over the wire (Pages-like server, headers included):")
    for name in PAGES:
        to_ready, installed, later = visits[name]
        print(f"  {name:4} to ready {to_ready / 1e6:.2f} MB; with what it fetches after ready "
              f"(service worker install) {installed / 1e6:.2f} MB")
        if later:
            print(f"       after ready: {', '.join(f'{k} {v / 1e3:.0f} KB' for k, v in sorted(later.items(), key=lambda kv: -kv[1])[:8])}")
    own = site_own_bytes(site)
    print(f"Site's own files (all but vendor/) as Pages sends them: {own / 1e3:.0f} KB, and the rules"
          f" pages at their own addresses (each fetched when read) {site_own_bytes(site, True) / 1e3:.0f} KB")
    longest_site = max(r["longtask"] for key, rows in results.items() if key[2] == "site" for r in rows)
    print("Targets (#14):")
    print(f"  first visit over the wire <= 5.0 MB: {visits['site'][1] / 1e6:.2f} MB (stock {visits['bare'][1] / 1e6:.2f} MB)")
    print(f"  the site's own files <= 300 KB: {own / 1e3:.0f} KB")
    for net, limit in (("5mbit", 0.75), ("20mbit", 0.75), ("loopback", 0.45)):
        if ("cold", net) in ratios:
            print(f"  cold {net:8} site ÷ bare <= {limit}: {ratios[('cold', net)]:.2f}")
    if ("warm", "loopback") in ratios:
        print(f"  warm loopback site ÷ bare <= 0.35: {ratios[('warm', 'loopback')]:.2f}")
    print(f"  longest main-thread task of the site before ready <= 400 ms: {longest_site:.0f} (worst run)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
