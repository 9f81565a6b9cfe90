"""The fast boot (#6): bytecode built by Pyodide's own CPython, content-hashed runtime files,
a service worker that carries unchanged runtime files over to a new deploy, a clean boot."""

from __future__ import annotations

import functools
import gzip
import html
import http.server
import io
import json
import re
import shutil
import threading
import zipfile
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Page
from sitebuild import app_zip, assemble, bytecode, common, serve

from tests.browser.conftest import DIST, Server, run_python, wait_for_service_worker, wait_ready

# Runs in the page's Python after the boot; reports where modules came from as an attribute.
PROBE = """
import json, sys
import tefuda.cards
import web.app
from pyscript import document

def traceback_of_bad_json():
    import traceback
    try:
        json.loads("{")
    except ValueError as error:
        return [[frame.name, frame.lineno] for frame in traceback.extract_tb(error.__traceback__)]

def pyc_flags_and_source(module):
    loader = module.__loader__
    data = loader.get_data(module.__spec__.origin)
    try:
        source = loader.get_data(module.__spec__.origin[:-1]) is not None
    except OSError:
        source = False
    return [int.from_bytes(data[4:8], "little"), source]

document.documentElement.setAttribute("data-probe", json.dumps({
    "json": [json.__file__, type(json.__loader__).__name__],
    "cards": [tefuda.cards.__file__, type(tefuda.cards.__loader__).__name__],
    "app_pyc": pyc_flags_and_source(web.app),
    "stdlib_sources": [m.__file__ for m in list(sys.modules.values())
                       if (getattr(m, "__file__", None) or "").startswith("/lib/python314.zip/")
                       and m.__file__.endswith(".py")],
    # the standard library's bytecode has no docstrings and no column positions
    "json_docs": [json.__doc__, json.dumps.__doc__],
    "json_columns": sorted({str(c) for _, _, c, _ in json.dumps.__code__.co_positions()}),
    # every instruction of the standard library's code is on its first line (the line of its
    # def); the site's own bytecode keeps its lines
    "json_lines": sorted({line for _, _, line in json.decoder.JSONDecoder.raw_decode.__code__.co_lines()}),
    "json_first": json.decoder.JSONDecoder.raw_decode.__code__.co_firstlineno,
    "app_lines": len({line for _, _, line in web.app.App._put.__code__.co_lines()}),
    "traceback": traceback_of_bad_json(),
    "rest": [m.__name__ for m in list(sys.modules.values()) if "_rest.zip" in (getattr(m, "__file__", None) or "")],
}))
"""


def run_probe(page: Page) -> dict[str, object]:
    """Add a Python script to the booted page and return what it reports."""
    return dict(json.loads(run_python(page, PROBE, "data-probe", 30_000)))


def test_the_site_boots_from_bytecode_made_for_the_browsers_python(page: Page, site: Server) -> None:
    loaded: list[str] = []
    page.on("requestfinished", lambda r: loaded.append(r.url.removeprefix(site.url)))
    page.goto(site.url)
    wait_ready(page)
    stdlib = [u for u in loaded if "python_stdlib" in u]
    assert len(stdlib) == 1 and re.fullmatch(r"vendor/python_stdlib\.zip\.[0-9a-f]{12}\.gz", stdlib[0]), loaded
    assert "assets/js/interpreter.mjs" in loaded
    assert any(re.fullmatch(r"vendor/pyodide-[0-9a-f]{12}/pyodide\.asm\.wasm", u) for u in loaded)
    assert any(re.fullmatch(r"py/app\.zip\.[0-9a-f]{12}\.gz", u) for u in loaded)
    assert not any("pyodide-lock.json" in u for u in loaded)  # its contents come inline

    # The shim's stages, in order; "python-main-done" shows Pyodide took the shim's module
    # factory, which puts its bootstrap in a task of its own (a private option).
    marks = page.evaluate(
        "performance.getEntriesByType('mark').filter(m => m.name.startsWith('tefuda:')).map(m => m.name)"
    )
    # PyScript asks for the interpreter while it starts, when Pyodide may be ready already
    asked = marks.index("tefuda:interpreter-asked")
    assert asked < marks.index("tefuda:main-start")
    assert marks[:asked] + marks[asked + 1 :] == [
        "tefuda:pyodide-start",
        "tefuda:python-start",
        "tefuda:python-main-done",
        "tefuda:pyodide-ready",
        "tefuda:main-start",
        "tefuda:app-imported",
        "tefuda:app-started",
    ]

    report = run_probe(page)
    # The stdlib zip holds no module sources: Python started, so the browser accepted its pycs.
    assert report["json"] == ["/lib/python314.zip/json/__init__.pyc", "zipimporter"]
    assert report["stdlib_sources"] == []
    assert report["json_docs"] == [None, None] and report["json_columns"] == ["None"]
    assert report["json_lines"] == [report["json_first"]] and report["app_lines"] > 5
    # a traceback through the standard library names each function at the line of its def
    frames = report["traceback"]
    assert [name for name, _ in frames][-2:] == ["decode", "raw_decode"], frames
    assert frames[-1][1] == report["json_first"]
    assert report["rest"] == []  # nothing came from the second zip
    # The site's own Python comes from its zip (see assemble.runtime_files), the modules of the
    # boot as unchecked bytecode with no source (Python started, so the browser accepted them).
    assert report["cards"] == ["/lib/tefuda_app.zip/tefuda/cards.pyc", "zipimporter"]
    assert report["app_pyc"] == [0b01, False]


def test_a_boot_logs_no_error_and_every_request_succeeds(page: Page, site: Server) -> None:
    messages: list[str] = []
    page.on("console", lambda m: messages.append(f"{m.type}: {m.text}") if m.type in ("error", "warning") else None)
    page.on("pageerror", lambda e: messages.append(f"pageerror: {e}"))
    failed: list[str] = []
    page.on("requestfailed", lambda r: failed.append(r.url))
    page.on("response", lambda r: failed.append(f"{r.status} {r.url}") if r.status >= 400 else None)
    page.goto(site.url + "#/kakehiki")
    wait_ready(page)
    page.locator("button[data-card]").first.wait_for()
    assert messages == [] and failed == []


def test_a_first_visit_preloads_the_runtime_once_and_a_visit_the_service_worker_serves_does_not(
    context: BrowserContext, site: Server
) -> None:
    warnings: list[str] = []
    page = context.new_page()
    page.on("console", lambda m: warnings.append(m.text) if m.type in ("warning", "error") else None)
    page.goto(site.url)
    wait_ready(page)
    preloads = page.evaluate(
        "[...document.querySelectorAll('link[rel=preload], link[rel=modulepreload]')]"
        ".map(l => l.getAttribute('href'))"
    )
    wasm = next(u for u in preloads if u.endswith("pyodide.asm.wasm"))
    # not the entry script: PyScript asks for it once it has started (after the interpreter module)
    assert "assets/js/interpreter.mjs" in preloads and "py/main.py" not in preloads and len(preloads) == 8
    # A request that did not match its preload would download the file a second time.
    loaded = page.evaluate(
        "performance.getEntriesByType('resource').map(e => e.name.slice(location.origin.length + 1))"
    )
    assert [loaded.count(u) for u in preloads] == [1] * len(preloads), loaded
    assert not [w for w in warnings if "preload" in w], warnings
    assert page.locator("#boot-stage").get_attribute("data-stage") == "games"

    wait_for_service_worker(page)
    page.reload()
    wait_ready(page)
    assert page.evaluate("document.querySelectorAll('link[rel=preload], link[rel=modulepreload]').length") == 0
    loaded = page.evaluate("performance.getEntriesByType('resource').map(e => e.name)")
    assert [u for u in loaded if u.endswith(wasm)] == [site.url + wasm]  # asked for by Pyodide itself


def test_dist_ships_pycs_only_for_the_stdlib_and_source_plus_checked_pyc_for_the_site() -> None:
    [first] = (DIST / "vendor").glob("python_stdlib.zip.*.gz")
    [rest] = (DIST / "vendor").glob("python_stdlib_rest.*.zip")
    contents = {}
    for stdlib, base in ((first, "python_stdlib.zip.gz"), (rest, "python_stdlib_rest.zip")):
        data = stdlib.read_bytes()
        assert stdlib.name == common.hashed(base, data)
        if base.endswith(".gz"):  # one gzip stream of a zip of stored entries
            data = gzip.decompress(data)
            assert {i.compress_type for i in zipfile.ZipFile(io.BytesIO(data)).infolist()} == {zipfile.ZIP_STORED}
            base = base.removesuffix(".gz")
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            names = archive.namelist()
            assert names == sorted(names)
            assert all(info.date_time == (1980, 1, 1, 0, 0, 0) for info in archive.infolist())
            assert [n for n in names if n.endswith(".py")] == []
            flags = int.from_bytes(archive.read(next(n for n in names if n.endswith(".pyc")))[4:8], "little")
            assert flags == 0b01  # hash-based, unchecked: zipimport has no source to check against
            contents[base] = set(names)
    # the modules the site imports, and the finder for the rest (py/lazy_stdlib.py) with its index
    assert {"json/__init__.pyc", "asyncio/__init__.pyc", "lazy_stdlib.pyc", "lazy_stdlib.txt"} <= contents["python_stdlib.zip"]
    assert {"email/__init__.pyc", "unittest/__init__.pyc", "encodings/cp1252.pyc"} <= contents["python_stdlib_rest.zip"]
    # pure-Python stand-ins of modules Pyodide has built in never run (sitebuild/imports.py)
    assert {"_pydatetime.pyc", "_threading_local.pyc"} <= contents["python_stdlib_rest.zip"]
    assert "datetime.pyc" in contents["python_stdlib.zip"]
    assert not contents["python_stdlib.zip"] & contents["python_stdlib_rest.zip"]
    # modules frozen into Pyodide's CPython are never read from a zip
    assert not {"os.pyc", "importlib/_bootstrap.pyc"} & (contents["python_stdlib.zip"] | contents["python_stdlib_rest.zip"])
    [app] = (DIST / "py").glob("app.zip.*.gz")
    data = gzip.decompress(app.read_bytes())  # one gzip stream of a zip of stored entries
    assert app.name == common.hashed("app.zip.gz", app.read_bytes())
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        assert {info.compress_type for info in archive.infolist()} == {zipfile.ZIP_STORED}
        names = set(archive.namelist())
        sources = {n for n in names if n.endswith(".py")}
        repo_sources = app_zip.python_sources()
        # bytecode, and only bytecode, for what every boot imports: the budget for the site's own
        # files is 300 KB, and a first visit's 5.0 MB
        boot = app_zip.boot_modules(repo_sources)
        assert boot and sources == set(repo_sources) - boot
        pycs = {n for n in names if n.endswith(".pyc")}
        assert names == sources | pycs
        assert pycs == {path + "c" for path in boot}  # where the source was, where zipimport looks
        flags = int.from_bytes(archive.read("web/app.pyc")[4:8], "little")
        assert flags == 0b01  # hash-based, unchecked: there is no source to check against
    assert app.stat().st_size < 300_000


# What a first visit downloads: the page's files and what the service worker precaches, each
# once (the worker revalidates the page it was loaded as, a 304, and takes the rest from the
# HTTP cache), as GitHub Pages sends them, with a status line and headers each (~300 bytes
# counted by benchmarks/boot.py).  The budget of #14 and #20.
FIRST_VISIT_BUDGET = 5_000_000
HEADERS = 400


def test_a_first_visit_downloads_at_most_5_mb_as_github_pages_sends_it() -> None:
    worker = (DIST / "sw.js").read_text()
    listed = re.search(r"const PRECACHE = (\[.*?\]);", worker, re.S)
    assert listed is not None
    files = {"index.html" if path == "./" else path for path in json.loads(listed.group(1))}
    assert any(f.endswith("pyodide.asm.wasm") for f in files) and any(f.startswith("py/app.zip") for f in files)
    sent = sum(serve.sent_size(name, (DIST / name).read_bytes()) + HEADERS for name in files)
    assert sent <= FIRST_VISIT_BUDGET, f"a first visit downloads {sent:,} bytes"


def test_dist_points_at_the_hashed_runtime_and_the_service_worker_lists_it_as_immutable() -> None:
    [app] = (DIST / "py").glob("app.zip.*.gz")
    for page in ("index.html", "embed.html"):
        # PyScript's configuration is inline JSON (no file to fetch, no TOML parser to load)
        tag = re.search(r'<script type="py" src="py/main.py" config="([^"]*)"></script>', (DIST / page).read_text())
        assert tag is not None, page
        assert json.loads(html.unescape(tag.group(1))) == {"interpreter": "./assets/js/interpreter.mjs"}
    assert not (DIST / "pyscript.toml").exists()
    shim = (DIST / "assets" / "js" / "interpreter.mjs").read_text()
    [pyodide] = (DIST / "vendor").glob("pyodide-*")
    [stdlib] = (DIST / "vendor").glob("python_stdlib.zip.*.gz")
    assert f'"../../vendor/{pyodide.name}/pyodide.mjs"' in shim
    assert f'"../../vendor/{stdlib.name}"' in shim and f'"../../py/{app.name}"' in shim
    assert not (DIST / "vendor" / "pyodide").exists() and not (pyodide / "python_stdlib.zip").exists()
    for page in ("index.html", "embed.html"):
        text = (DIST / page).read_text()
        assert "vendor/pyscript/" not in text and re.search(r'data-pyscript="vendor/pyscript-[0-9a-f]{12}/core\.js"', text)
        assert "<script>" not in text and "script-src 'self' 'unsafe-eval';" in text  # nothing inline
    sw = (DIST / "sw.js").read_text()
    immutable = json.loads(sw.split("const IMMUTABLE = new Set(", 1)[1].split(");", 1)[0])
    assert f"vendor/{pyodide.name}/pyodide.asm.wasm" in immutable
    assert f"vendor/{stdlib.name}" in immutable and f"py/{app.name}" in immutable
    assert "index.html" not in immutable and "assets/js/interpreter.mjs" not in immutable


def test_the_compiler_gives_the_same_bytes_from_the_same_sources(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("pkg/__init__.py", "")
        archive.writestr("pkg/mod.py", "def f(x: int) -> str:\n    return f'{x:>3}' * 2\n")
    outputs = []
    for run in range(2):  # two Node processes, as two builds on two days would be
        monkeypatch.setattr(common, "BUILD_CACHE", tmp_path / f"cache{run}")
        outputs.append(bytecode.precompile({"app": buffer.getvalue()})["app"])
    assert outputs[0] == outputs[1]
    with zipfile.ZipFile(io.BytesIO(outputs[0])) as archive:
        assert archive.namelist() == ["pkg/__init__.pyc", "pkg/mod.pyc"]  # bytecode only


class Recorder(serve.SiteHandler):
    """Serves a folder like GitHub Pages and records the path of every GET."""

    log: list[str]

    def do_GET(self) -> None:  # noqa: N802 - the stdlib's name
        self.log.append(self.path)
        super().do_GET()


def test_a_new_deploy_reuses_the_unchanged_runtime_from_the_old_cache(
    context: BrowserContext, tmp_path: Path
) -> None:
    root = tmp_path / "site"
    shutil.copytree(DIST, root)
    log: list[str] = []
    handler = type("Handler", (Recorder,), {"log": log})
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(handler, directory=str(root)))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{httpd.server_address[1]}/"
    try:
        page = context.new_page()
        page.goto(url)
        wait_ready(page)
        page.evaluate("navigator.serviceWorker.ready.then(() => true)")
        # a new deploy where only a stylesheet changed, and with it the cache name
        css = root / "assets" / "css" / "site.css"
        css.write_text(css.read_text() + "\n/* deploy 2 */\n")
        (root / "sw.js").write_text(assemble.service_worker(root))
        log.clear()
        page.reload()
        wait_ready(page)
        page.locator("#update").wait_for(state="visible", timeout=60_000)
        assert "/assets/css/site.css" in log and "/sw.js" in log
        big = [p for p in log if p.endswith((".wasm", ".zip")) or "/vendor/" in p]
        assert big == [], "unchanged runtime files were downloaded again"
    finally:
        httpd.shutdown()
        httpd.server_close()


def _precache(kind: str) -> list[str]:
    sw = (DIST / "sw.js").read_text()
    return list(json.loads(sw.split(f"const {kind} = ", 1)[1].split(";", 1)[0].removeprefix("new Set(").removesuffix(")")))


def _cached(page: Page, part: str) -> list[str]:
    """Return the URLs in the service worker's caches that contain ``part``."""
    return list(page.evaluate(
        """async (part) => {
            const found = [];
            for (const name of await caches.keys()) {
                for (const request of await (await caches.open(name)).keys()) {
                    if (request.url.includes(part)) { found.push(request.url); }
                }
            }
            return found;
        }""",
        part,
    ))


REST_PROBE = """
import email.mime.text, encodings.cp1252, json.tool
from pyscript import document
document.documentElement.setAttribute("data-rest", " ".join(
    m.__file__ for m in (email.mime.text, encodings.cp1252, json.tool)))
"""


@pytest.mark.rest_stdlib
def test_a_module_only_in_the_second_zip_comes_after_one_download_and_then_offline_too(
    context: BrowserContext, site: Server
) -> None:
    asked: list[str] = []
    context.on("request", lambda r: asked.append(r.url) if "python_stdlib_rest." in r.url and r.resource_type == "xhr" else None)
    page = context.new_page()
    page.goto(site.url)
    wait_ready(page)
    wait_for_service_worker(page)
    [rest] = _precache("ON_DEMAND")
    assert rest not in _precache("PRECACHE") and _cached(page, "_rest.") == []  # not precached
    for attempt in ("online", "offline"):
        files = run_python(page, REST_PROBE, "data-rest").split()
        assert all(f.startswith("/lib/python_stdlib_rest.zip/") for f in files) and len(files) == 3, files
        assert page.locator(".py-error").count() == 0
        if attempt == "online":
            assert len(asked) == 1 and asked[0].endswith(rest)  # one synchronous request for all three
            for _ in range(50):  # and kept by the service worker
                if _cached(page, rest):
                    break
                page.wait_for_timeout(200)
            assert _cached(page, rest) != []
            context.set_offline(True)
            page.reload()
            wait_ready(page)
            # a synchronous request never reaches the service worker: its copy is put in place
            page.locator("html").evaluate("""() => new Promise((resolve) => {
                const seen = () => performance.getEntriesByName("tefuda:stdlib-rest-ready").length > 0;
                const wait = () => (seen() ? resolve(true) : setTimeout(wait, 50));
                wait();
            })""")
    context.set_offline(False)


def test_the_service_worker_precaches_the_parts_of_pyscript_the_site_loads_and_no_others(
    page: Page, site: Server
) -> None:
    loaded: set[str] = set()
    page.on("requestfinished", lambda r: loaded.add(r.url.removeprefix(site.url)))
    page.goto(site.url + "#/kakehiki")
    wait_ready(page)
    for route in ("#/fifty-one", "#/gin-rummy/rules", "#/settings", "#/stats", "#/"):
        page.evaluate("([h]) => { location.hash = h; }", [route])
        page.wait_for_timeout(300)
    precached = {f for f in _precache("PRECACHE") if "/pyscript-" in f}
    assert {f for f in loaded if "/pyscript-" in f} == precached
    [folder] = (DIST / "vendor").glob("pyscript-*")
    everything = {f"vendor/{folder.name}/{p.name}" for p in folder.iterdir()}
    assert any("codemirror" in f for f in everything - precached)  # the editor is deployed, not precached


# Before any page script: every text the download progress shows, in order.
RECORD_PROGRESS = """
window.__progress = [];
new MutationObserver(() => {
  const el = document.getElementById("boot-bytes");
  const text = el ? el.textContent : "";
  if (text && text !== window.__progress[window.__progress.length - 1]) { window.__progress.push(text); }
}).observe(document, { childList: true, characterData: true, subtree: true });
"""
# A 20 Mbit/s link (Chromium's network emulation): the download takes a couple of seconds.
LINK = {"offline": False, "latency": 20, "downloadThroughput": 20e6 / 8, "uploadThroughput": 20e6 / 8}


@pytest.mark.parametrize(("locale", "pattern"), [
    ("en-US", r"(?P<done>\d+\.\d) of (?P<total>\d+\.\d) MB"),
    ("ja-JP", r"(?P<total>\d+\.\d) MB中 (?P<done>\d+\.\d) MB"),
])
def test_a_first_visit_shows_how_much_of_the_runtime_has_arrived_in_the_players_words(
    browser: Browser, site: Server, locale: str, pattern: str
) -> None:
    context = browser.new_context(locale=locale)
    context.add_init_script(RECORD_PROGRESS)
    try:
        page = context.new_page()
        cdp = context.new_cdp_session(page)
        cdp.send("Network.enable")
        cdp.send("Network.emulateNetworkConditions", LINK)
        page.goto(site.url)
        wait_ready(page)
        cdp.send("Network.emulateNetworkConditions", {**LINK, "downloadThroughput": -1, "uploadThroughput": -1, "latency": 0})
        sizes = json.loads(html.unescape(re.search(r'data-sizes="([^"]*)"', (DIST / "index.html").read_text()).group(1)))  # type: ignore[union-attr]
        total = f"{sum(wire for _, wire in sizes.values()) / 1e6:.1f}"
        shown = [re.fullmatch(pattern, text) for text in page.evaluate("window.__progress")]
        assert shown and all(shown), page.evaluate("window.__progress")
        done = [float(m.group("done")) for m in shown if m]
        assert {m.group("total") for m in shown if m} == {total}
        assert len(set(done)) >= 3 and done == sorted(done) and f"{done[-1]:.1f}" == total
        assert page.locator(".boot-bar.known").count() == 1
        wait_for_service_worker(page)
        page.reload()  # served by the service worker: nothing to download, no bytes shown
        wait_ready(page)
        assert page.evaluate("document.getElementById('boot-bytes').textContent") == ""
    finally:
        context.close()
