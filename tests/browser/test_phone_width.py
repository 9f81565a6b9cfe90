"""A phone held upright (390 × 844): no route of the site and no embed scrolls sideways, in
either language."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Browser

from tests.browser.conftest import Server, wait_ready, wait_shown
from tests.browser.routes import EMBED_GAMES, site_routes

PHONE = {"width": 390, "height": 844}
WIDTH = "[document.documentElement.scrollWidth, innerWidth]"


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_no_route_is_wider_than_a_phone(browser: Browser, site: Server, lang: str) -> None:
    context = browser.new_context(viewport=PHONE, locale="en-US")
    settings = json.dumps({"lang": lang, "cpu_speed": "instant"})
    context.add_init_script(
        f"for (const key of ['tefuda:settings', 'tefuda-embed:settings']) {{"
        f" if (!localStorage.getItem(key)) {{ localStorage.setItem(key, {json.dumps(settings)}); }} }}"
    )
    try:
        page = context.new_page()
        page.goto(site.url)
        wait_ready(page)
        assert page.get_attribute("html", "lang") == lang
        widths = {}
        for location, selector in site_routes().items():
            page.evaluate(f"location.hash = {json.dumps(location)}")
            wait_shown(page, f"#app {selector}")
            widths[location] = page.evaluate(WIDTH)
        for game in EMBED_GAMES:
            page.goto(f"{site.url}embed.html?game={game}")
            wait_ready(page)
            wait_shown(page, f'.table-page[data-game="{game}"]')
            widths[f"embed {game}"] = page.evaluate(WIDTH)
        assert len(widths) == len(site_routes()) + len(EMBED_GAMES)
        assert {where: w for where, w in widths.items() if w[0] > w[1]} == {}
    finally:
        context.close()
