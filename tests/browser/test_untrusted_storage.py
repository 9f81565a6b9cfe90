"""Junk under every stored key, written before any page script runs: every route still opens,
with one notice where it read something it had to set aside, and never a traceback."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page

from tests.browser.conftest import Server, wait_ready, wait_shown
from tests.browser.routes import EMBED_GAMES, reads_storage, site_routes
from web.router import GAME_IDS
from web.stored import READERS

#: a few of the web tests' junk (tests/web/test_stored.py has the whole corpus)
JUNK = {
    "a list for the options": '{"options": []}',
    "a number too large": "1e309",
    "wrong types and a format from elsewhere": (
        '{"format": 99, "lang": ["ja"], "level": true, "played": "3", "options": {"seats": "4"}}'
    ),
    "truncated": '{"format": 1, "game": "kakehiki", "seed": 3, "actions": [[0, "pl',
}
#: every key a reader reads, for every game with a route
KEYS = [r.key(g) for r in READERS.values() for g in (GAME_IDS if r.per_game else ("",))]


def fill_every_key(page: Page, junk: str) -> None:
    """Write ``junk`` under every key of the site and of the embeds, before each page load."""
    keys = [f"{prefix}:{key}" for prefix in ("tefuda", "tefuda-embed") for key in KEYS]
    page.add_init_script(f"for (const key of {json.dumps(keys)}) {{ localStorage.setItem(key, {json.dumps(junk)}); }}")


def notices_after(page: Page, selector: str) -> int:
    """Wait for ``selector`` in the page, fail on a Python error, and return the notices shown."""
    wait_shown(page, f"#app {selector}")
    return page.locator("#notices .notice").count()


def dismiss_notices(page: Page) -> None:
    while page.locator("#notices .notice").count():
        page.locator('#notices [data-act="dismiss-notice"]').first.click()


@pytest.mark.parametrize("junk", JUNK.values(), ids=JUNK.keys())
def test_every_route_opens_over_junk_in_every_key(page: Page, site: Server, junk: str) -> None:
    fill_every_key(page, junk)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(site.url)
    wait_ready(page)
    assert notices_after(page, ".home") == 1  # the settings, set aside
    routes = site_routes()
    opened = {}
    for location in [*[r for r in routes if r != "#/"], "#/"]:
        dismiss_notices(page)
        page.evaluate(f"location.hash = {json.dumps(location)}")
        opened[location] = notices_after(page, routes[location])
    assert opened == {location: int(reads_storage(location)) for location in routes}
    broken = set(page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('tefuda:broken:'))"))
    read = {"settings"} | {k for k in KEYS if k.split(":")[-1] in EMBED_GAMES}
    assert broken == {f"tefuda:broken:{k}" for k in read}
    assert errors == []


@pytest.mark.parametrize("game", EMBED_GAMES)
def test_every_embed_opens_over_junk_in_every_key(page: Page, site: Server, game: str) -> None:
    junk = list(JUNK.values())[EMBED_GAMES.index(game) % len(JUNK)]
    fill_every_key(page, junk)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{site.url}embed.html?game={game}")
    wait_ready(page)
    assert notices_after(page, f'.table-page[data-game="{game}"]') == 1  # settings, choices, save: one notice
    broken = page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('tefuda-embed:broken:'))")
    assert sorted(broken) == sorted(f"tefuda-embed:broken:{k}" for k in ("settings", f"prefs:{game}", f"save:{game}"))
    assert errors == []
