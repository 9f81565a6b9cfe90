"""Zoom and reflow (WCAG 2.1: 1.4.4, 1.4.10, 1.4.12) on every route and the table states the
other browser tests visit: at 320 CSS px (a 1280 px desktop at 400 %) nothing scrolls sideways
but a card hand or a table inside its own box, and nothing overlaps; with the browser's text
size at 200 % and with 1.4.12's text spacing nothing is cut off or lies on a card or a control;
nor with large cards, on a phone and a desktop.  Measured on element boxes
(tests/browser/reflow.py); one boot serves every check of a state."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest
from playwright.sync_api import Browser, Page

from tests.browser import reflow
from tests.browser.conftest import Server, settings_script, wait_ready
from tests.browser.routes import site_routes

PHONE = {"width": 390, "height": 844}
#: each check, named, and what sets it up on an open page
CHECKS: dict[str, Callable[[Page], None]] = {
    "large cards on a phone": reflow.large_cards,
    "large cards at 1280 px": reflow.large_cards_desktop,
    "320 px (400 % zoom)": reflow.zoom_400,
    "text at 200 %": reflow.text_200,
    "text spacing": reflow.text_spacing,
}


def new_page(browser: Browser, lang: str = "en", init: str = "") -> Page:
    context = browser.new_context(viewport=PHONE, locale="en-US")
    page = context.new_page()
    page.set_default_timeout(30_000)
    page.add_init_script(settings_script("instant", lang))
    if init:
        page.add_init_script(init)
    return page


def undo(page: Page) -> None:
    """Back to a phone at the browser's own text size with normal cards (the text spacing
    stays: it is last)."""
    page.set_viewport_size(PHONE)
    page.evaluate("window.tefudaLook({})")
    session = page.context.new_cdp_session(page)
    session.send("Page.setFontSizes", {"fontSizes": {"standard": 16, "fixed": 13}})
    session.detach()


def lost(page: Page) -> dict[str, list[str]]:
    """Return, for each of CHECKS set up in turn on the state the page shows, what is lost."""
    found = {}
    for name, set_up in CHECKS.items():
        set_up(page)
        page.wait_for_timeout(50)  # a layout after the change
        found[name] = reflow.problems(page)
        undo(page)
    return found


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_route_reflows_and_keeps_its_text(browser: Browser, site: Server, lang: str) -> None:
    page = new_page(browser, lang)
    page.goto(site.url + "index.html?seed=3")
    wait_ready(page)
    found = {}
    for name, set_up in CHECKS.items():
        set_up(page)
        for location, selector in site_routes().items():
            page.evaluate(f"location.hash = {json.dumps(location)}")
            page.locator(f"#app {selector}").first.wait_for()
            if problems := reflow.problems(page):
                found[f"{location} at {name}"] = problems
        undo(page)
    page.context.close()
    assert found == {}


def save_script(game: str, match: object) -> str:
    from tefuda.saves import dumps

    return f"localStorage.setItem('tefuda:save:{game}', {json.dumps(dumps(match))});"  # type: ignore[arg-type]


def test_the_500_tables_states_reflow(browser: Browser, site: Server) -> None:
    """Bidding, your kitty, and a trick in play (a renege refused)."""
    from tefuda.match import play as play_move
    from tests.web.test_table_five_hundred import GAME, NT_HANDS, RENEGE_HANDS, RENEGE_LOG, scripted

    playing = scripted(RENEGE_HANDS, RENEGE_LOG, dealer=0)
    playing = play_move(playing, 3, GAME.legal_actions(playing.state, 3)[0])
    saves = {
        "bidding": scripted([], ["bid 7C", "pass", "pass"], dealer=0),
        "kitty": scripted(NT_HANDS, ["bid 6NT", "pass", "pass", "pass"]),
        "play": playing,
    }
    found = {}
    for name, match in saves.items():
        page = new_page(browser, "ja" if name == "kitty" else "en", save_script("five-hundred", match))
        page.goto(site.url + "index.html#/five-hundred")
        wait_ready(page)
        if name == "play":
            page.locator('.fh-hand [data-card="JD"]').click(force=True)  # refused: it says why
            page.locator("[data-refusal]").wait_for()
        found[name] = lost(page)
        page.context.close()
    assert {k: v for k, v in found.items() if any(v.values())} == {}


def test_a_gin_knock_reflows(browser: Browser, site: Server) -> None:
    from tefuda.match import new_match
    from tests.web.test_table_gin_rummy import CPU_HAND, KNOCK_HAND, SEED, UPCARD, stacked

    match = new_match("gin-rummy", {}, SEED, deck=stacked(KNOCK_HAND, CPU_HAND, UPCARD, ["4C"]))
    page = new_page(browser, "en", save_script("gin-rummy", match))
    page.goto(site.url + "index.html?cpu=easy#/gin-rummy")
    wait_ready(page)
    page.locator('[data-focus-id="pass"]').click()
    page.locator('[data-focus-id="stock"]').click()
    page.locator('.gr-hand [data-card="4C"]').click()
    page.locator('[data-focus-id="knock"]').click()
    page.locator("[data-result] [data-layoffs]").wait_for()
    found = lost(page)
    page.context.close()
    assert {k: v for k, v in found.items() if v} == {}


def test_51s_call_and_reveal_reflow(browser: Browser, site: Server) -> None:
    from tests.browser.test_fifty_one import open_seven

    page = browser.new_context(viewport=PHONE, locale="en-US").new_page()
    page.set_default_timeout(30_000)
    open_seven(page, site, "ja", rounds=3)
    found = {}
    page.locator('.fo-hand [data-card="9C"]').click()
    page.locator('.fo-field [data-card="KH"]').click()
    page.locator("[data-call-question]").wait_for()
    found["the call question"] = lost(page)
    page.locator('[data-action="call"]').click()
    page.locator('[data-action="next"]').wait_for()
    found["the reveal"] = lost(page)
    page.context.close()
    assert {k: v for k, v in found.items() if any(v.values())} == {}


def test_the_kakehiki_reveal_reflows(browser: Browser, site: Server) -> None:
    from tests.browser.test_accessibility import play

    page = new_page(browser, "ja")
    page.goto(site.url + "index.html?seed=5&games=1#/kakehiki")
    wait_ready(page)
    while page.locator("[data-result]").count() == 0:
        play(page)
    found = lost(page)
    page.context.close()
    assert {k: v for k, v in found.items() if v} == {}


def test_the_measures_find_what_they_look_for(browser: Browser, site: Server) -> None:
    """A block wider than the window, a box cutting its text off, text spilling out of a fixed
    height, and a button laid over a heading are each found; a fan of cards is not."""
    page = new_page(browser)
    page.goto(site.url)
    wait_ready(page)
    assert reflow.problems(page) == []
    page.evaluate(
        """() => {
          const app = document.querySelector('#app');
          app.insertAdjacentHTML('beforeend', '<div class="wide">wide</div><p class="cut">' + 'cut off '.repeat(40)
            + '</p><p class="spill">' + 'spills '.repeat(60) + '</p><button class="over">over</button>'
            + '<div class="fan"><span class="card back"></span><span class="card back"></span></div>');
          document.querySelector('.wide').style.cssText = 'width: 600px';
          document.querySelector('.cut').style.cssText = 'height: 20px; overflow: hidden';
          document.querySelector('.spill').style.cssText = 'height: 20px';
          const h1 = document.querySelector('#app h1').getBoundingClientRect();
          document.querySelector('.over').style.cssText = `position: absolute; left: ${h1.left}px; top: ${h1.top + scrollY}px`;
          document.querySelector('.fan .card + .card').style.cssText = 'margin-left: -20px';
        }"""
    )
    found = reflow.problems(page)
    page.context.close()
    assert [f for f in found if f.startswith("the page scrolls sideways") and 'div.wide "wide"' in f]
    assert [f for f in found if f.startswith('p.cut "cut off') and "cuts off" in f]
    assert [f for f in found if f.startswith('p.spill "spills') and "spills" in f]
    assert [f for f in found if "button.over" in f and "overlap" in f and "h1" in f]
    assert not [f for f in found if "card.back" in f]
