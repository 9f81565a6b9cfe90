"""The settings that make the tables readable (web/settings.py): card size, suit colours, theme
and hand are remembered, shared by every game, painted before the first paint, and do what they
say: large cards are 1.3 times the size and a 10-card hand still fits two rows on a phone,
the colour-blind-safe deck is the colours the test of themes.css checks, the theme follows the
device unless chosen, and left-handed play puts the thumb's controls on the left."""

from __future__ import annotations

import json
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from tests.browser.conftest import Server, settings_script, wait_ready, wait_shown
from tests.browser.moves import MOVES
from tests.web.test_suit_colours import deck

PHONE = {"width": 390, "height": 844}
#: what boot.js painted when the document was parsed, before Python started
FIRST_PAINT = """document.addEventListener('DOMContentLoaded', () => {
  const html = document.documentElement;
  window.firstPaint = Object.fromEntries(['data-ready', 'data-card-size', 'data-suit-colours',
    'data-theme', 'data-scheme', 'data-hand'].map(a => [a, html.getAttribute(a)]));
  window.firstPaint.paper = getComputedStyle(html).backgroundColor;
});"""


def new_page(browser: Browser, viewport: dict[str, int] = PHONE, **options: Any) -> Page:
    context = browser.new_context(viewport=viewport, locale="en-US", **options)
    page = context.new_page()
    page.set_default_timeout(30_000)
    page.add_init_script(settings_script("instant", "en"))
    return page


def test_the_settings_are_remembered_and_painted_before_python(browser: Browser, site: Server) -> None:
    page = new_page(browser)
    page.add_init_script(FIRST_PAINT)
    page.goto(site.url + "index.html#/settings")
    wait_ready(page)
    for name, value in [("card_size", "large"), ("suit_colours", "safe"), ("theme", "dark"), ("hand", "left")]:
        page.locator(f'input[data-setting="{name}"][value="{value}"]').check()
    assert page.get_attribute("html", "data-scheme") == "dark"
    page.goto(site.url + "index.html?seed=3#/five-hundred")  # another game, after a reload
    wait_ready(page)
    painted = page.evaluate("window.firstPaint")
    assert painted == {"data-ready": "false", "data-card-size": "large", "data-suit-colours": "safe",
                       "data-theme": "dark", "data-scheme": "dark", "data-hand": "left",
                       "paper": "rgb(18, 21, 23)"}  # themes.css's dark --paper, before Python
    colours = page.evaluate(
        "() => Object.fromEntries('SHDC'.split('').map(s => [s, document.querySelector(`.fh-hand .card.suit-${s}`)])"
        ".filter(([, card]) => card).map(([s, card]) => [s, getComputedStyle(card).color]))"
    )
    safe = {s: "rgb({}, {}, {})".format(*(int(c[i:i + 2], 16) for i in (1, 3, 5))) for s, c in deck("safe").items()}
    assert colours and colours == {s: safe[s] for s in colours}
    page.context.close()


@pytest.mark.parametrize(
    ("options", "scheme"),
    [({"color_scheme": "light"}, "light"), ({"color_scheme": "dark"}, "dark"),
     ({"color_scheme": "dark", "contrast": "more"}, "contrast")],
)
def test_the_theme_follows_the_device_unless_chosen(browser: Browser, site: Server, options: dict[str, str], scheme: str) -> None:
    page = new_page(browser, **options)
    page.goto(site.url + "index.html#/settings", wait_until="domcontentloaded")
    assert page.get_attribute("html", "data-scheme") == scheme  # boot.js, before Python
    wait_ready(page)
    assert page.get_attribute("html", "data-scheme") == scheme
    page.locator('input[data-setting="theme"][value="light"]').check()
    assert page.get_attribute("html", "data-scheme") == "light"
    page.context.close()


def test_an_earlier_versions_four_colour_deck_is_painted_and_kept(browser: Browser, site: Server) -> None:
    page = new_page(browser)
    page.add_init_script(
        "localStorage.setItem('tefuda:settings', JSON.stringify({lang: 'en', cpu_speed: 'instant', four_colour: true}));"
    )
    page.add_init_script(FIRST_PAINT)
    page.goto(site.url + "index.html#/settings")
    wait_ready(page)
    assert page.evaluate("window.firstPaint")["data-suit-colours"] == "four"
    assert page.get_attribute("html", "data-suit-colours") == "four"
    assert page.locator('input[data-setting="suit_colours"][value="four"]').is_checked()
    assert page.locator(".notice").count() == 0  # nothing was set aside
    page.context.close()


#: each card of a hand: its box, its index's box, and whether the index's corners show this card
HAND = """sel => [...document.querySelectorAll(sel)].map(card => {
  const box = card.getBoundingClientRect(), corner = card.querySelector('.corner').getBoundingClientRect();
  const points = [[corner.left + 1, corner.top + 1], [corner.right - 1, corner.top + 1],
                  [corner.left + 1, corner.bottom - 1], [corner.right - 1, corner.bottom - 1]];
  return {card: card.dataset.card, width: box.width, top: Math.round(box.top), index: parseFloat(getComputedStyle(card.querySelector('.corner')).fontSize),
    inside: corner.left >= box.left && corner.right <= box.right && corner.top >= box.top && corner.bottom <= box.bottom,
    shown: points.every(([x, y]) => card.contains(document.elementFromPoint(x, y)))};
})"""


def rows(cards: list[dict[str, Any]]) -> int:
    """Return how many rows the cards lie in (a card half its height below a row starts another:
    a group's label may set its cards a little lower than the next group's)."""
    tops: list[int] = []
    for card in sorted(cards, key=lambda c: c["top"]):
        if not tops or card["top"] > tops[-1] + card["width"] * 0.7:
            tops.append(card["top"])
    return len(tops)


def measure(page: Page, selector: str, size: str) -> list[dict[str, Any]]:
    page.evaluate("size => window.tefudaLook({card_size: size})", size)
    page.locator(selector).first.scroll_into_view_if_needed()
    cards: list[dict[str, Any]] = page.evaluate(HAND, selector)
    return cards


@pytest.mark.parametrize("game", ["five-hundred", "gin-rummy"])
def test_large_cards_are_bigger_and_a_ten_card_hand_still_fits_two_rows(browser: Browser, site: Server, game: str) -> None:
    from tefuda.match import new_match
    from tefuda.saves import dumps
    from tests.web.test_table_five_hundred import scripted
    from tests.web.test_table_gin_rummy import CPU_HAND, KNOCK_HAND, SEED, UPCARD, stacked

    if game == "gin-rummy":  # two melds and deadwood: the groups wrap as wholes
        match = new_match("gin-rummy", {}, SEED, deck=stacked(KNOCK_HAND, CPU_HAND, UPCARD, ["4C"]))
        selector = ".gr-hand .card"
    else:
        match = scripted([], ["bid 7C", "pass", "pass"], dealer=0)
        selector = ".fh-hand .card"
    found = {}
    for viewport in (PHONE, {"width": 844, "height": 390}, {"width": 1280, "height": 800}):
        page = new_page(browser, viewport)
        page.add_init_script(f"localStorage.setItem('tefuda:save:{game}', {json.dumps(dumps(match))});")
        page.goto(site.url + f"index.html#/{game}")
        wait_ready(page)
        normal, large = measure(page, selector, "normal"), measure(page, selector, "large")
        assert len(large) == 10
        found[viewport["width"]] = {
            "card": min(b["width"] / a["width"] for a, b in zip(normal, large, strict=True)),
            "index": min(b["index"] / a["index"] for a, b in zip(normal, large, strict=True)),
            "rows": rows(large),
            "sideways": page.evaluate("document.documentElement.scrollWidth > innerWidth"),
            "hidden indexes": [c["card"] for c in large if not (c["inside"] and c["shown"])],
        }
        page.context.close()
    for width, figures in found.items():
        assert figures["card"] >= 1.3 and figures["index"] >= 1.3, (width, figures)
        assert figures["hidden indexes"] == [] and not figures["sideways"], (width, figures)
    assert found[390]["rows"] <= 2, found[390]


def test_left_handed_play_puts_the_thumbs_controls_on_the_left(browser: Browser, site: Server) -> None:
    from tefuda.saves import dumps
    from tests.web.test_table_five_hundred import scripted

    match = scripted([], ["bid 7C", "pass", "pass"], dealer=0)
    found = {}
    for viewport in (PHONE, {"width": 844, "height": 390}):
        page = new_page(browser, viewport)
        page.add_init_script(f"localStorage.setItem('tefuda:save:five-hundred', {json.dumps(dumps(match))});")
        page.goto(site.url + "index.html#/five-hundred")
        wait_ready(page)
        for hand in ("right", "left"):
            page.evaluate("hand => window.tefudaLook({hand})", hand)
            found[(viewport["width"], hand)] = page.evaluate(
                """() => { const mid = e => { const r = document.querySelector(e).getBoundingClientRect(); return (r.left + r.right) / 2; };
                  return {pass: mid('[data-action="pass"]'), bids: mid('.fh-bidding'), hint: mid('[data-act="hint"]'),
                          felt: mid('.fh-felt'), west: mid('.fh-seat[data-place="w"]'), east: mid('.fh-seat[data-place="e"]')}; }"""
            )
        page.context.close()
    upright_left, upright_right = found[(390, "left")], found[(390, "right")]
    assert upright_left["pass"] < 390 / 2 <= upright_right["pass"] + 1
    assert upright_left["hint"] < upright_right["hint"]
    # sideways the bidding panel is the felt's middle (so it is whole in view); mirrored, the
    # felt goes right and your hand with pass and the hint left
    sideways_left, sideways_right = found[(844, "left")], found[(844, "right")]
    assert sideways_left["pass"] < 844 / 2 < sideways_left["felt"] == sideways_left["bids"]
    assert sideways_right["bids"] == sideways_right["felt"] < 844 / 2 < sideways_right["pass"]
    for figures in found.values():
        assert figures["west"] < figures["east"]  # the seats keep their places


#: the bar of the thumb's controls on each other game's table, at a deal where you move first
THUMB_BARS = {"fifty-one": ".fo-actions", "gin-rummy": ".gr-actions", "kakehiki": ".kk-actions"}


@pytest.mark.parametrize("game", sorted(THUMB_BARS))
def test_left_handed_play_moves_every_games_thumb_controls_to_the_left(browser: Browser, site: Server, game: str) -> None:
    for viewport in (PHONE, {"width": 844, "height": 390}):
        page = new_page(browser, viewport)
        # a seeded deal where you move first: at a random deal Gin's CPU may hold the turn, and
        # your bar has no button yet
        page.goto(site.url + f"index.html?{MOVES[game][0]}#/{game}")
        wait_ready(page)
        wait_shown(page, THUMB_BARS[game] + " button")
        found = {}
        for hand in ("right", "left"):
            page.evaluate("hand => window.tefudaLook({hand})", hand)
            found[hand] = page.evaluate(
                """bar => { const box = e => { const r = document.querySelector(e).getBoundingClientRect(); return [r.left, r.right]; };
                  return {first: box(bar + ' button'), hint: box('[data-act="hint"]')}; }""",
                THUMB_BARS[game],
            )
        page.context.close()
        width = viewport["width"]
        left, right = found["left"], found["right"]
        assert sum(left["first"]) / 2 < width / 2, (viewport, found)  # the first control under the left thumb
        assert left["first"][0] < right["first"][0], (viewport, found)
        # the hint moves left too: first in the menu, or along the bar (51 keeps it there)
        assert left["hint"][0] < right["hint"][0], (viewport, found)
