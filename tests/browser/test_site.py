"""The site as a visitor meets it: boot, routes, offline, saves, embedding, language."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import BrowserContext, Page, Playwright

from tests.browser.conftest import (
    CHROMIUM,
    CHROMIUM_ARGS,
    DIST,
    Server,
    assert_no_python_error,
    wait_for_service_worker,
    wait_ready,
)
from tests.browser.moves import play_a_card

INSTANT = "localStorage.setItem('tefuda:settings', JSON.stringify({cpu_speed: 'instant'}));"


def test_home_boots_and_every_route_renders_in_one_boot(page: Page, site: Server) -> None:
    requests: list[str] = []
    page.on("request", lambda r: requests.append(r.url))
    ready_logs: list[str] = []
    page.on("console", lambda m: ready_logs.append(m.text) if "PyScript Ready" in m.text else None)
    page.goto(site.url)
    wait_ready(page)
    assert page.locator(".home .game-card").count() == 4
    time_origin = page.evaluate("performance.timeOrigin")
    assert page.locator('.game-card[data-game="kakehiki"] a[href="#/kakehiki"]').count() == 1

    routes = {
        "#/settings": ".settings input[data-setting='lang']",
        "#/stats": ".stats-table",
        "#/kakehiki": '.table-page[data-game="kakehiki"] button[data-card]',
        "#/fifty-one": "[data-game='fifty-one']",
        "#/fifty-one/rules": "[data-game='fifty-one']",
        "#/gin-rummy": "[data-game='gin-rummy']",
        "#/gin-rummy/rules": "[data-game='gin-rummy']",
        "#/kakehiki/rules": "[data-game='kakehiki']",
        "#/five-hundred": "[data-game='five-hundred']",
        "#/no-such-page": "a[href='#/']",
        "#/": ".home .game-card",
    }
    for location, selector in routes.items():
        page.evaluate(f"location.hash = {json.dumps(location)}")
        page.locator(f"#app {selector}").first.wait_for()
        assert_no_python_error(page)
    assert len(ready_logs) == 1, "moving between routes must not restart Python"
    assert requests and all(url.startswith(site.url) for url in requests), [
        u for u in requests if not u.startswith(site.url)
    ]
    assert page.evaluate("performance.timeOrigin") == time_origin, "the page was reloaded"


def test_the_layout_shows_before_python_is_ready(page: Page, site: Server) -> None:
    page.goto(site.url + "#/kakehiki", wait_until="domcontentloaded")
    # read in one go: Python may be ready a moment later (or, rarely, already)
    ready, felt, boot = page.evaluate(
        "() => [document.documentElement.getAttribute('data-ready'),"
        " [...document.querySelectorAll('[data-pre-view=\"kakehiki\"] .felt')].some((e) => e.checkVisibility()),"  # prerendered
        " !!document.getElementById('boot')?.checkVisibility()]"
    )
    if ready != "true":
        assert felt and boot
    wait_ready(page)
    assert not page.locator("#boot").is_visible()


def test_after_one_visit_every_route_boots_offline(context: BrowserContext, site: Server) -> None:
    page = context.new_page()
    page.goto(site.url)
    wait_ready(page)
    wait_for_service_worker(page)
    context.set_offline(True)
    try:
        for location in ("index.html", "index.html?seed=4#/kakehiki", "embed.html?game=kakehiki", ""):
            page.goto(site.url + location)
            wait_ready(page)
        page.goto(site.url + "#/kakehiki")
        wait_ready(page)
        page.locator("button[data-card]").first.wait_for()
    finally:
        context.set_offline(False)


def _forget_cached(page: Page, suffix: str) -> int:
    """Delete every entry ending in ``suffix`` from the service worker's caches; return how many."""
    return int(page.evaluate(
        """async (suffix) => {
            let gone = 0;
            for (const name of await caches.keys()) {
                const cache = await caches.open(name);
                for (const request of await cache.keys()) {
                    if (request.url.endsWith(suffix) && await cache.delete(request)) { gone += 1; }
                }
            }
            return gone;
        }""",
        suffix,
    ))


@pytest.mark.parametrize("forget", ["http-cache", "our-copy"])
def test_offline_the_webassembly_comes_from_the_http_cache_or_else_from_the_service_workers_copy(
    playwright: Playwright, tmp_path: Path, forget: str
) -> None:
    # Every response must be revalidated: a stale HTTP cache entry is still the right bytes for
    # a content-hashed name, and the service worker must use it without asking the network.
    site = Server(DIST, {"Cache-Control": "no-cache"})
    # A persistent profile: an in-memory HTTP cache (a throw-away context) is too small to keep
    # the 9.6 MB module, and a returning player's browser has a disk cache.
    context = playwright.chromium.launch_persistent_context(
        str(tmp_path), executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True
    )
    try:
        page = context.new_page()
        page.goto(site.url)
        wait_ready(page)
        wait_for_service_worker(page)
        if forget == "http-cache":
            context.new_cdp_session(page).send("Network.clearBrowserCache")
        else:
            assert _forget_cached(page, ".wasm") == 1
        context.set_offline(True)
        page.reload()
        wait_ready(page)
        page.goto(site.url + "#/kakehiki")
        page.locator("button[data-card]").first.wait_for()
    finally:
        context.close()
        site.close()


@pytest.mark.parametrize(
    "broken",
    [
        '{"format": 1, "game": "kakehiki", "seed": 3, "actions": [[0, "play',  # truncated
        '{"format": 99, "game": "kakehiki", "options": {}, "seed": 3, "actions": []}',  # foreign
        "not json at all",
    ],
)
def test_a_broken_save_boots_with_a_notice_and_a_fresh_game(page: Page, site: Server, broken: str) -> None:
    page.add_init_script(
        f"if (!sessionStorage.getItem('seeded')) {{ sessionStorage.setItem('seeded', '1');"
        f" localStorage.setItem('tefuda:save:kakehiki', {json.dumps(broken)}); {INSTANT} }}"
    )
    page.goto(site.url + "#/kakehiki")
    wait_ready(page)
    assert page.locator("#notices .notice").count() == 1
    assert page.locator("button[data-card]").count() == 5
    assert page.evaluate("localStorage.getItem('tefuda:broken:save:kakehiki')") == broken


def test_broken_settings_are_reset_with_a_notice(page: Page, site: Server) -> None:
    page.add_init_script(
        "if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1');"
        " localStorage.setItem('tefuda:settings', '{\"lang\": 42'); }"
    )
    page.goto(site.url)
    wait_ready(page)
    assert page.locator("#notices .notice").count() == 1


def host_server(tmp_path: Path, frame_src: str, sandbox: str | None) -> Server:
    """A page on another loopback port (another origin) that frames ``frame_src``."""
    attr = f' sandbox="{sandbox}"' if sandbox is not None else ""
    (tmp_path / "host.html").write_text(
        "<!doctype html><meta charset=utf-8><title>Rules</title><h1>Rules of the game</h1>"
        f'<iframe id="game"{attr} src="{frame_src}" width="420" height="760"></iframe>'
    )
    return Server(tmp_path)


def test_embed_works_in_an_iframe_from_a_site_under_a_sub_path(
    page: Page, tmp_path: Path
) -> None:
    (tmp_path / "site").mkdir()
    (tmp_path / "site" / "tefuda").symlink_to(DIST, target_is_directory=True)
    sub = Server(tmp_path / "site")
    (tmp_path / "host").mkdir()
    host = host_server(tmp_path / "host", sub.url + "tefuda/embed.html?game=kakehiki&seed=8&games=3", None)
    requests: list[str] = []
    page.on("request", lambda r: requests.append(r.url))
    try:
        page.goto(host.url + "host.html")
        frame = page.frame_locator("#game")
        frame.locator('html[data-ready="true"]').wait_for(state="attached", timeout=90_000)
        assert frame.locator(".topbar").count() == 0  # the table alone, no site chrome
        assert frame.locator("button[data-card]").count() == 5
        play_a_card(frame)
        game_frame = next(f for f in page.frames if "embed.html" in f.url)
        keys = game_frame.evaluate("Object.keys(localStorage)")
        assert "tefuda-embed:save:kakehiki" in keys and "tefuda:save:kakehiki" not in keys
        assert all(u.startswith((sub.url + "tefuda/", host.url)) for u in requests), requests
    finally:
        host.close()
        sub.close()


def test_the_language_switch_persists_across_a_reload(page: Page, site: Server) -> None:
    page.goto(site.url)
    wait_ready(page)
    assert page.get_attribute("html", "lang") == "en"  # the context prefers en-US
    page.locator('[data-act="lang"]').click()
    page.locator("html[lang='ja']").wait_for(state="attached")
    assert "トランプ" in page.locator("#app h1").inner_text()
    page.reload()
    wait_ready(page)
    assert page.get_attribute("html", "lang") == "ja"
    assert "トランプ" in page.locator("#app h1").inner_text()


def test_a_new_deploy_installs_whole_and_the_page_offers_it(context: BrowserContext, tmp_path: Path) -> None:
    import shutil

    from sitebuild import assemble

    root = tmp_path / "site"
    shutil.copytree(DIST, root)
    server = Server(root)
    try:
        page = context.new_page()
        page.goto(server.url)
        wait_ready(page)
        wait_for_service_worker(page)
        old_css = page.evaluate("fetch('assets/css/site.css').then(r => r.text())")
        # a new deploy: one file changes, and with it the service worker's cache name
        css = root / "assets" / "css" / "site.css"
        css.write_text(css.read_text() + "\n/* deploy 2 */\n")
        (root / "sw.js").write_text(assemble.service_worker(root))
        page.reload()
        wait_ready(page)
        page.locator("#update").wait_for(state="visible", timeout=60_000)
        # until the player accepts, every file still comes from the old deploy
        assert page.evaluate("fetch('assets/css/site.css').then(r => r.text())") == old_css
        page.locator("#update button").click()
        page.wait_for_event("load")
        wait_ready(page)
        assert "deploy 2" in page.evaluate("fetch('assets/css/site.css').then(r => r.text())")
        assert page.locator("#update").is_hidden()
    finally:
        server.close()
