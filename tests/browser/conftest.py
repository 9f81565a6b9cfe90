"""Fixtures for the browser tests: the built site on loopback and Debian's headless Chromium.

The site must have been built (``python build.py``); the test command does that first.
Chromium is ``$TEFUDA_CHROMIUM`` or ``/usr/bin/chromium``.
"""

from __future__ import annotations

import functools
import http.server
import os
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Playwright, sync_playwright
from playwright.sync_api import TimeoutError as PlaywrightTimeout

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist"
CHROMIUM = os.environ.get("TEFUDA_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
    "--disable-default-apps",
]
BOOT_TIMEOUT = 90_000  # ms; a cold boot takes ~6 s here, far more on a loaded machine

pytestmark = pytest.mark.browser


def _quiet_handler(directory: Path, headers: dict[str, str]) -> type[http.server.SimpleHTTPRequestHandler]:
    from sitebuild.serve import SiteHandler

    class Handler(SiteHandler):
        site_headers = {**SiteHandler.site_headers, **headers}

    return functools.partial(Handler, directory=str(directory))  # type: ignore[return-value]


class _QuietHTTPServer(http.server.ThreadingHTTPServer):
    def handle_error(self, request: object, client_address: object) -> None:
        # A browser that closes a page mid-download breaks the pipe: that is not a failure.
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)  # type: ignore[arg-type]


class Server:
    """A loopback server over a folder, on a free port, in a thread, serving like GitHub Pages
    (sitebuild.serve.SiteHandler); ``headers`` are added to, or replace, its headers."""

    def __init__(self, directory: Path, headers: dict[str, str] | None = None) -> None:
        self.httpd = _QuietHTTPServer(("127.0.0.1", 0), _quiet_handler(directory, headers or {}))
        self.port = self.httpd.server_address[1]
        self.url = f"http://127.0.0.1:{self.port}/"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture(scope="session")
def site() -> Iterator[Server]:
    """The built dist/ served on loopback."""
    if not (DIST / "index.html").is_file():
        pytest.fail("dist/ is not built: run `python build.py` (the test command does)")
    server = Server(DIST)
    yield server
    server.close()


@pytest.fixture(scope="session")
def playwright() -> Iterator[Playwright]:
    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="session")
def browser(playwright: Playwright) -> Iterator[Browser]:
    if not Path(CHROMIUM).exists():
        pytest.fail(f"Chromium not found at {CHROMIUM}; install Debian's chromium or set TEFUDA_CHROMIUM")
    b = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
    yield b
    b.close()


# The second standard-library zip (py/lazy_stdlib.py): a page that asks for it imported a module
# the first zip lacks, and every first-time player would wait for the download.
REST_STDLIB = "/vendor/python_stdlib_rest."


@pytest.fixture()
def context(browser: Browser, request: pytest.FixtureRequest) -> Iterator[BrowserContext]:
    """A fresh browser context; when the test is over, it checks that no page of it needed the
    second standard-library zip (unless the test is marked ``rest_stdlib``)."""
    ctx = browser.new_context(viewport={"width": 1280, "height": 800}, locale="en-US")
    rest: list[str] = []
    ctx.on("request", lambda r: rest.append(r.url) if REST_STDLIB in r.url else None)
    yield ctx
    ctx.close()
    if request.node.get_closest_marker("rest_stdlib") is None:
        assert not rest, (
            "a page imported a module that is only in the second standard-library zip: run "
            "scripts/record_stdlib.py (or import it where sitebuild/stdlib.py can see it)"
        )


@pytest.fixture()
def page(context: BrowserContext) -> Iterator[Page]:
    p = context.new_page()
    p.set_default_timeout(30_000)
    yield p


def wait_ready(page: Page, timeout: int = BOOT_TIMEOUT) -> None:
    """Wait until Python has started and the view is interactive; fail on a Python traceback."""
    page.locator('html[data-ready="true"]').wait_for(state="attached", timeout=timeout)
    assert_no_python_error(page)


def wait_shown(page: Page, selector: str) -> None:
    """Wait for ``selector``; a Python traceback on the page is reported rather than a timeout."""
    try:
        page.locator(selector).first.wait_for()
    except PlaywrightTimeout:
        assert_no_python_error(page)
        raise
    assert_no_python_error(page)


def assert_no_python_error(page: Page) -> None:
    """PyScript shows tracebacks on the page without a JavaScript error: look for them."""
    errors = page.locator(".py-error")
    if errors.count():
        raise AssertionError("Python error on the page:\n" + errors.first.inner_text())


def run_python(page: Page, code: str, attribute: str, timeout: int = 60_000) -> str:
    """Add ``code`` to the booted page as a Python script and return the value it then sets as
    ``attribute`` on <html> (removed first, so an earlier run's value does not count)."""
    page.evaluate("([a]) => document.documentElement.removeAttribute(a)", [attribute])
    page.evaluate(
        "code => { const s = document.createElement('script'); s.type = 'py'; s.textContent = code;"
        " document.body.append(s); }",
        code,
    )
    page.locator(f"html[{attribute}]").wait_for(state="attached", timeout=timeout)
    return page.get_attribute("html", attribute) or ""


def wait_for_service_worker(page: Page) -> None:
    """Wait until the service worker has installed every file and controls the page."""
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    for _ in range(150):
        if page.evaluate("!!navigator.serviceWorker.controller"):
            return
        page.wait_for_timeout(200)
    raise AssertionError("the service worker never took control of the page")


def settings_script(speed: str = "instant", lang: str = "en") -> str:
    """Return an init script that sets the CPU speed and language before the first boot
    (a reload keeps whatever the page has saved since)."""
    return (
        "if (!localStorage.getItem('tefuda:settings')) {"
        f" localStorage.setItem('tefuda:settings', JSON.stringify({{lang: '{lang}', cpu_speed: '{speed}'}})); }}"
    )
