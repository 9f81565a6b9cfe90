"""A game embeds on any host and boots wherever storage is refused, or says why it cannot.

The host page is another *site* (``localhost`` framing ``127.0.0.1``): its frame is third-party,
and this Chromium refuses it IndexedDB (and localStorage), as browsers that block third-party
storage do.  PyScript waits for IndexedDB while starting Pyodide, so boot.js probes it and puts
an in-memory stand-in in its place.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, Route

from tests.browser.conftest import Server, assert_no_python_error, wait_ready
from tests.browser.moves import MOVES

FRAMES = {"plain": None, "sandboxed": "allow-scripts"}


def cross_site_host(folder: Path, frame_src: str, sandbox: str | None) -> tuple[Server, str]:
    """Serve a rules page that frames ``frame_src``; return the server and the page's address
    on ``localhost``, another site than the framed ``127.0.0.1``."""
    attr = f' sandbox="{sandbox}"' if sandbox is not None else ""
    (folder / "rules.html").write_text(
        "<!doctype html><meta charset=utf-8><title>Rules</title><h1>How to play</h1>"
        # the heights the game tells its host (README, "Embedding"), kept for the test to read
        "<script>window.heights = []; addEventListener('message', e => {"
        " if (e.data && e.data.type === 'tefuda:height') heights.push(e.data.height); });</script>"
        f'<iframe id="game"{attr} src="{frame_src}" width="420" height="760"></iframe>'
    )
    server = Server(folder)
    return server, f"http://localhost:{server.port}/rules.html"


@pytest.mark.parametrize("frame", FRAMES)
@pytest.mark.parametrize("game", MOVES)
def test_a_game_embedded_on_another_site_boots_and_plays(
    page: Page, site: Server, tmp_path: Path, game: str, frame: str
) -> None:
    query, move = MOVES[game]
    host, url = cross_site_host(tmp_path, f"{site.url}embed.html?game={game}&{query}", FRAMES[frame])
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(url)
        embed = page.frame_locator("#game")
        embed.locator('html[data-ready="true"]').wait_for(state="attached", timeout=90_000)
        assert embed.locator(".py-error").count() == 0
        # the case under test: this frame could not open IndexedDB, and used the stand-in
        assert embed.locator("html").get_attribute("data-indexeddb") == "stand-in"
        assert embed.locator("#notices .notice").count() == 1  # "saving is not possible"
        move(embed)
        assert embed.locator(".py-error").count() == 0 and errors == []
        # the game told this other site how tall it is, and it is taller than a bare frame
        page.wait_for_function("window.heights.length > 0")
        assert page.evaluate("Math.max(...window.heights)") > 300
    finally:
        host.close()


@pytest.mark.parametrize("width", [1280, 390])
def test_the_example_rules_page_sizes_its_frame_to_each_game(browser: Browser, site: Server, width: int) -> None:
    """The example page (examples/rules-page.html) lists every game and plays each in one frame,
    sized by the height the game posts: the whole table shows, its last row of buttons too."""
    context = browser.new_context(viewport={"width": width, "height": 800})
    try:
        page = context.new_page()
        page.goto(site.url + "examples/rules-page.html")
        links = page.locator(".frame-games a").evaluate_all("els => els.map(e => new URL(e.href).searchParams.get('game'))")
        assert sorted(links) == sorted(MOVES)
        frame = page.frame_locator("iframe")
        for game, selector in (("kakehiki", ".kk-hand [data-card]"), ("five-hundred", ".fh-hand [data-card]")):
            page.locator(f'.frame-games a[href*="game={game}"]').click()
            frame.locator(f'html[data-ready="true"] .table-page[data-game="{game}"] {selector}').first.wait_for(
                timeout=90_000)
            # the frame grows to the game: nothing left to scroll inside it
            page.wait_for_function(
                "() => { const f = document.querySelector('iframe'); const d = f.contentDocument.documentElement;"
                " return d.scrollHeight <= f.clientHeight + 1 && f.clientHeight > 600; }")
            last = frame.locator(".game-menu > *").last.evaluate("e => e.getBoundingClientRect().bottom")
            assert last <= page.locator("iframe").evaluate("f => f.clientHeight")
            assert frame.locator(".py-error").count() == 0
    finally:
        context.close()


#: init scripts that make IndexedDB fail one way each, and localStorage throw
REFUSALS = {
    "open throws": "IDBFactory.prototype.open = function () { throw denied(); };",
    "open fails": (
        "IDBFactory.prototype.open = function () { const request = { error: denied() };"
        " setTimeout(() => request.onerror && request.onerror({ type: 'error', target: request }), 0);"
        " return request; };"
    ),
    "open never answers": "IDBFactory.prototype.open = function () { return {}; };",
}
REFUSE_LOCAL_STORAGE = (
    "Object.defineProperty(window, 'localStorage', { configurable: true, get() { throw denied(); } });"
)


#: each game with one of the refusals, in turn (every refusal is tried while games outnumber them)
REFUSED = [(game, list(REFUSALS)[i % len(REFUSALS)]) for i, game in enumerate(MOVES)]


@pytest.mark.parametrize(("game", "refusal"), REFUSED)
def test_a_page_whose_storage_is_refused_boots_and_plays(page: Page, site: Server, game: str, refusal: str) -> None:
    page.add_init_script(
        "(() => { const denied = () => new DOMException('The user denied permission.', 'SecurityError');"
        f" {REFUSALS[refusal]} {REFUSE_LOCAL_STORAGE} }})();"
    )
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    query, move = MOVES[game]
    page.goto(f"{site.url}index.html?{query}#/{game}")
    wait_ready(page)
    assert page.evaluate("(() => { try { localStorage; return 'read'; } catch (e) { return e.name; } })()") == "SecurityError"
    assert page.get_attribute("html", "data-indexeddb") == "stand-in"
    assert page.locator("#notices .notice").count() == 1  # "saving is not possible"
    move(page)
    assert_no_python_error(page)
    assert errors == []


def test_where_indexeddb_opens_the_real_one_is_used(page: Page, site: Server) -> None:
    page.goto(site.url)
    wait_ready(page)
    assert page.get_attribute("html", "data-indexeddb") == "real"


# --- a runtime that never arrives ---


def test_when_pyscript_cannot_load_the_page_says_so_in_japanese_with_a_reload_button(
    browser: Browser, site: Server
) -> None:
    context = browser.new_context(locale="ja-JP")
    try:
        page = context.new_page()
        page.route("**/core.js", lambda route: route.abort())
        page.goto(site.url + "#/kakehiki")
        stage = page.locator("#boot-stage[data-stage='stuck']")
        stage.wait_for(timeout=30_000)
        assert page.get_attribute("html", "lang") == "ja"
        assert stage.inner_text().strip() == "ゲームと例の計算にはPythonが要りますが、読み込めませんでした。通信状況を確かめて、もう一度お試しください。"
        reload = page.locator("#boot-reload")
        assert reload.is_visible() and reload.inner_text().strip() == "もう一度試す"
        assert page.locator("#boot-site").count() == 0  # on the site itself there is nowhere else to go
        origin = page.evaluate("performance.timeOrigin")
        page.unroute("**/core.js")
        with page.expect_navigation():
            reload.click()
        wait_ready(page)
        assert page.evaluate("performance.timeOrigin") != origin
        assert not page.locator("#boot").is_visible()
    finally:
        context.close()


def test_when_the_runtime_never_arrives_an_embed_says_so_and_links_to_the_game_on_the_site(
    browser: Browser, site: Server
) -> None:
    context = browser.new_context(locale="en-US")
    try:
        page = context.new_page()
        page.clock.install()
        held: list[Route] = []

        def hold(route: Route) -> None:
            held.append(route)  # neither continued nor fulfilled: it waits until the test says

        page.route("**/pyodide.asm.wasm", hold)
        page.goto(site.url + "embed.html?game=kakehiki&seed=5&games=3")
        page.wait_for_timeout(2_000)
        assert held, "the page never asked for the runtime"
        stage = page.locator("#boot-stage")
        assert stage.get_attribute("data-stage") == "download"
        assert not page.locator("#boot-reload").is_visible()  # nothing to press while it loads
        for _ in range(3):  # past the minute boot.js waits without progress
            page.clock.fast_forward(61_000)
            if stage.get_attribute("data-stage") == "stuck":
                break
        assert stage.get_attribute("data-stage") == "stuck"
        assert stage.inner_text().strip() == "Python has not started. Check your connection and reload the page."
        assert page.locator("#boot-reload").inner_text().strip() == "Reload"
        link = page.locator("#boot-site")
        assert link.is_visible() and link.inner_text().strip() == "Open on the site"
        assert link.get_attribute("target") == "_blank"
        href = link.evaluate("a => a.href")
        assert href == f"{site.url}index.html?seed=5&games=3#/kakehiki"
        # should the runtime arrive after all, the boot goes on and the message goes away
        held[0].continue_()
        wait_ready(page)
        assert not page.locator("#boot").is_visible() and page.get_attribute("html", "data-stuck") is None
    finally:
        context.close()
    # the link opens the same game, with the same options, on the site
    context = browser.new_context(locale="en-US")
    try:
        page = context.new_page()
        page.goto(href)
        wait_ready(page)
        page.locator('.table-page[data-game="kakehiki"] button[data-card]').first.wait_for()
        assert json.loads(page.evaluate("localStorage.getItem('tefuda:save:kakehiki')"))["seed"] == 5
        assert page.locator("[data-setting='match_length'] option[selected]").get_attribute("value") == "3"
    finally:
        context.close()
