"""Before Python is ready (issue #20): every route shows the page the build prerendered, in the
player's language; Python takes it over without painting it again or moving it; a tap made
meanwhile is acted on; and with the runtime blocked, the rules still read whole."""

from __future__ import annotations

import re
from collections.abc import Iterator
from html.parser import HTMLParser

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Route
from sitebuild import prerender

from tests.browser.conftest import (
    DIST,
    Server,
    assert_no_python_error,
    wait_for_service_worker,
    wait_ready,
)
from tests.browser.routes import site_routes
from web.rules import RULES
from web.tables import TABLES

# Before any page script: the layout shifts (none after an input), the largest paints, and each
# prerendered element as it arrives (so the test can tell whether Python kept it).
WATCH = """
window.__shift = 0; window.__paints = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) { if (!e.hadRecentInput) { window.__shift += e.value; } }
}).observe({type: 'layout-shift', buffered: true});
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) { window.__paints.push(e.startTime); }
}).observe({type: 'largest-contentful-paint', buffered: true});
new MutationObserver((records) => {
  for (const r of records) for (const n of r.addedNodes) {
    if (n.nodeType === 1 && n.hasAttribute('data-prerender')) { n.__prerendered = true; }
  }
}).observe(document, {childList: true, subtree: true});
"""
# The page on the screen: its text (a card's face aside: the opening screen shows cards face
# down), the boxes of its main elements (it, its children and theirs; "top": the first two
# levels), and whether it is the element the build prerendered.
SHOWN = """() => {
  const page = [...document.querySelectorAll('#app > *')].find((e) => e.getClientRects().length);
  if (!page) { return null; }
  const texts = [];
  const walk = (node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) { texts.push(child.nodeValue); }
      else if (child.nodeType === 1 && !child.hasAttribute('data-card')) { walk(child); }
    }
  };
  walk(page);
  const box = (e) => { const r = e.getBoundingClientRect(); return [e.tagName, Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)]; };
  const top = [page, ...page.children];
  const main = [...top, ...[...page.children].flatMap((c) => [...c.children])];
  return {texts, boxes: main.map(box), top: top.map((e) => e.tagName), prerendered: !!page.__prerendered,
          view: document.documentElement.getAttribute('data-view')};
}"""
BLANK = re.compile(f"{prerender.BLANK}+")


@pytest.fixture(scope="module")
def built() -> prerender.Prerendered:
    """What the build prerendered (recomputed: the same): the views, and the seeds each table's
    opening screen was drawn from."""
    return prerender.prerender()


class Held:
    """The page's requests for Pyodide's WebAssembly, held until :meth:`release`: Python is
    not ready meanwhile."""

    def __init__(self, page: Page) -> None:
        self.routes: list[Route] = []
        self.released = False
        page.route("**/pyodide.asm.wasm", self.hold)

    def hold(self, route: Route) -> None:
        # A request the page makes while ``release`` is under way goes on at once: held then, it
        # would wait for ever (the boot timed out in CI once so).
        if self.released:
            route.continue_()
        else:
            self.routes.append(route)  # neither continued nor fulfilled: it waits

    def release(self) -> None:
        """Let every held request, and any later one, go on.  The route stays, its handler
        continuing what comes: with an unroute here, the boot still timed out now and then
        in CI (four times in two runs of its 42 cases), never when run alone."""
        self.released = True
        for route in self.routes:
            route.continue_()


def reads_as(shown: list[str], live: list[str]) -> bool:
    """Return True when each text shown before Python reads as Python's, a blank (a card or a
    count the opening screen does not know) standing for anything."""
    patterns = [".+?".join(map(re.escape, BLANK.split(text))) for text in shown]
    return len(shown) == len(live) and all(re.fullmatch(p, t, re.S) for p, t in zip(patterns, live, strict=True))


CASES = [(location, locale) for location in site_routes() for locale in ("en-US", "ja-JP")]


@pytest.mark.parametrize(("location", "locale"), CASES)
def test_before_python_each_route_shows_what_python_then_shows_in_place(
    browser: Browser, site: Server, built: prerender.Prerendered, location: str, locale: str
) -> None:
    game = location.strip("#/")
    table = game in TABLES
    phone = locale == "en-US"  # English on a phone, Japanese on a desktop
    context = browser.new_context(viewport={"width": 390, "height": 844} if phone else {"width": 1280, "height": 800},
                                  locale=locale)
    context.add_init_script(WATCH)
    if table:  # a deal the opening screen was drawn from, and CPUs slow enough to look first
        context.add_init_script("localStorage.setItem('tefuda:settings', JSON.stringify({cpu_speed: 'slow'}))")
    try:
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        held = Held(page)
        page.goto(site.url + (f"?seed={built.seeds[game][0]}" if table else "") + location)
        page.locator("#app > [data-prerender]:visible").first.wait_for()
        before = page.evaluate(SHOWN)
        assert page.get_attribute("html", "lang") == locale[:2]
        parts = [p for p in location.lstrip("#").split("/") if p]  # as boot.js names the view
        view = "/".join(parts) or "home"
        assert before["prerendered"] and before["view"] == (view if view in built.views else "missing")
        held.release()
        wait_ready(page)
        after = page.evaluate(SHOWN)
        started = page.evaluate("performance.getEntriesByName('tefuda:main-start')[0].startTime")
        page.wait_for_timeout(300)  # the last paints are reported after they are shown
        shift, paints = page.evaluate("[window.__shift, window.__paints]")
        # A page is kept as it is; a table is brought up to date in place when nothing on it
        # would move, and drawn anew otherwise (assets/js/adopt.js): nothing jumps either way
        assert after["prerendered"] or table, "Python replaced the page instead of keeping it"
        if table:
            assert reads_as(before["texts"], after["texts"])
        else:
            assert after["texts"] == before["texts"]
        if table:  # a card's name or a count fills a blank: a row inside may be a little wider
            main = len(after["top"])
            assert after["top"] == before["top"] and len(after["boxes"]) == len(before["boxes"])
            assert all(abs(a - b) <= 8 for was, now in zip(before["boxes"][:main], after["boxes"][:main], strict=True)
                       for a, b in zip(was[1:], now[1:], strict=True)), (before["boxes"], after["boxes"])
        else:
            assert after["boxes"] == before["boxes"]
        assert shift <= 0.05
        assert paints and max(paints) < started, "Python painted a new largest element"
        assert errors == []
    finally:
        context.close()


def deal_unlike_the_opening_screen(built: prerender.Prerendered, game: str) -> int:
    """Return the first seed of a fresh deal of ``game`` laid out otherwise than the deals its
    opening screen was drawn from (another dealer, the CPU to move first, melds in the hand)."""
    with prerender.site_python() as load:
        pre, router, html_mod = load("web.prerender"), load("web.router"), load("web.html")
        face = prerender.parse(html_mod.card_face("back", "en")).children[0]

        def layout(seed: int) -> tuple[bool, object]:
            fragment, person_moves = pre.fresh_deal(router.Route("table", game), "en", seed)
            tree = prerender.parse(fragment)
            prerender.turn_cards_down(tree, face)
            return person_moves, prerender.shape(tree)

        opening = layout(built.seeds[game][0])
        return next(seed for seed in prerender.SEEDS_TRIED if layout(seed) != opening)


def watched_table(browser: Browser, **options: object) -> BrowserContext:
    """Return a context in English that watches shifts and largest paints (WATCH), with CPUs
    slow enough to look first; ``options`` go to ``new_context`` (the screen)."""
    context = browser.new_context(locale="en-US", **options)  # type: ignore[arg-type]
    context.add_init_script(WATCH)
    context.add_init_script("localStorage.setItem('tefuda:settings', JSON.stringify({cpu_speed: 'slow'}))")
    return context


@pytest.mark.parametrize("game", ["fifty-one", "gin-rummy", "five-hundred"])  # 恋のかけひき deals alike
def test_a_table_dealt_unlike_its_opening_screen_is_taken_over_without_a_new_largest_paint_or_a_shift(
    browser: Browser, site: Server, built: prerender.Prerendered, game: str
) -> None:
    seed = deal_unlike_the_opening_screen(built, game)
    context = watched_table(browser, viewport={"width": 390, "height": 844})
    try:
        page = context.new_page()
        held = Held(page)
        page.goto(f"{site.url}?seed={seed}#/{game}")
        page.locator(f'#app > [data-pre-view="{game}"]:visible').wait_for()
        held.release()
        wait_ready(page)
        started = page.evaluate("performance.getEntriesByName('tefuda:main-start')[0].startTime")
        page.wait_for_timeout(300)
        shift, paints = page.evaluate("[window.__shift, window.__paints]")
        shown = page.evaluate(SHOWN)
        assert shown["prerendered"] and shown["view"] == game  # taken over, not drawn anew
        assert shift <= 0.05
        assert paints and max(paints) < started, "Python painted a new largest element"
    finally:
        context.close()


# Gin's line names the upcard, whose width varies (J♥ is as narrow as the blank): three deals.
LINES = [(game, deal) for game in sorted(TABLES) for deal in range(3 if game == "gin-rummy" else 1)]


@pytest.mark.parametrize(("game", "deal"), LINES)
def test_on_lighthouses_phone_screen_a_tables_line_of_events_is_kept_when_python_fills_its_blanks(
    browser: Browser, site: Server, built: prerender.Prerendered, game: str, deal: int
) -> None:
    # The line that tells the deal ("Hand 1: CPU dealt, and the upcard is ––.") is centred on
    # the felt and its blank becomes a card ("K♥"): its box grows about its centre.  Replaced,
    # it was a new largest paint when Python was ready (Gin's table, LCP 27 s in Lighthouse).
    context = watched_table(browser, viewport={"width": 412, "height": 823}, device_scale_factor=1.75,
                            is_mobile=True, has_touch=True)
    try:
        page = context.new_page()
        held = Held(page)
        page.goto(f"{site.url}?seed={built.seeds[game][deal]}#/{game}")
        shown = page.locator(f'#app > [data-pre-view="{game}"]:visible')
        shown.wait_for()
        lines = page.evaluate(f"""() => {{
            const lines = [...document.querySelectorAll('#app > [data-pre-view="{game}"] .table-events li')];
            lines.forEach((line) => {{ line.__before = line.textContent; }});
            return lines.map((line) => line.textContent);
        }}""")
        held.release()
        wait_ready(page)
        started = page.evaluate("performance.getEntriesByName('tefuda:main-start')[0].startTime")
        page.wait_for_timeout(300)
        kept = page.evaluate("""() => [...document.querySelectorAll('#app .table-events li')]
            .filter((line) => line.getClientRects().length)
            .map((line) => [line.__before || null, line.textContent])""")
        shift, paints = page.evaluate("[window.__shift, window.__paints]")
        # the very elements, in the same order (a CPU may have told a move after them since)
        assert [before for before, _ in kept[: len(lines)]] == lines
        assert reads_as(lines, [now for _, now in kept[: len(lines)]])
        assert shift <= 0.05
        assert paints and max(paints) < started, "Python painted a new largest element"
    finally:
        context.close()


@pytest.fixture()
def waiting(browser: Browser, site: Server) -> Iterator[tuple[Page, Held]]:
    """A page of the site in English whose runtime is held, on the home page."""
    context = browser.new_context(locale="en-US")
    page = context.new_page()
    held = Held(page)
    page.goto(site.url)
    page.locator('#app > [data-pre-view="home"]:visible').wait_for()
    yield page, held
    context.close()


def test_a_tap_on_play_before_python_is_ready_says_it_is_starting_and_plays_when_it_is(
    waiting: tuple[Page, Held],
) -> None:
    page, held = waiting
    play = page.locator('.game-card[data-game="kakehiki"] a[href="#/kakehiki"]:visible')
    play.click()
    assert play.get_attribute("data-pending") == "Starting…" and play.get_attribute("aria-busy") == "true"
    assert page.locator("#announcer").inner_text() == "Starting…"
    page.wait_for_timeout(500)
    assert page.evaluate("location.hash") == ""  # nothing happens before Python is there
    held.release()
    wait_ready(page)
    page.locator('.table-page[data-game="kakehiki"] button[data-card]').first.wait_for()
    assert page.evaluate("location.hash") == "#/kakehiki"
    assert page.locator("[data-pending]").count() == 0


def test_a_rules_link_before_python_is_ready_opens_the_rules_at_once_and_their_tool_waits(
    waiting: tuple[Page, Held],
) -> None:
    page, held = waiting
    page.locator('.game-card[data-game="fifty-one"] a[href="#/fifty-one/rules"]:visible').click()
    page.locator('#app > [data-pre-view="fifty-one/rules"]:visible').wait_for()
    assert page.evaluate("location.hash") == "#/fifty-one/rules"
    assert page.get_attribute("html", "data-ready") == "false"
    card = page.locator('[data-tool="calc"] button[data-card="AS"]')
    card.click()  # the calculator needs Python: the tap waits for it
    assert card.get_attribute("data-pending") == "Starting…"
    assert page.locator(".tool-score").count() == 0
    held.release()
    wait_ready(page)
    page.locator('[data-tool="calc"] button[data-card="AS"][aria-pressed="true"]').wait_for()
    assert page.locator("[data-pending]").count() == 0
    assert_no_python_error(page)


def test_a_settings_control_before_python_is_ready_does_not_change_until_python_does_it(
    waiting: tuple[Page, Held],
) -> None:
    page, held = waiting
    page.locator('#topnav a[href="#/settings"]:visible').click()  # needs no Python: shown at once
    page.locator('#app > [data-pre-view="settings"]:visible').wait_for()
    fast = page.locator('input[data-setting="cpu_speed"][value="fast"]:visible')
    fast.click()
    assert not fast.is_checked()  # the page shows what Python will keep, no choice it never saw
    assert page.locator("label:has(input[value='fast']):visible").get_attribute("data-pending") == "Starting…"
    held.release()
    wait_ready(page)
    page.locator('input[data-setting="cpu_speed"][value="fast"]:checked').wait_for()
    assert "fast" in (page.evaluate("localStorage.getItem('tefuda:settings')") or "")


# The radios and checkboxes on the screen: those checked, and those whose state is not their
# checked attribute (what Python rendered).
CHECKS = """() => {
  const shown = [...document.querySelectorAll('#app input[type=radio], #app input[type=checkbox]')]
    .filter((i) => i.getClientRects().length);
  return {checked: shown.filter((i) => i.checked).map((i) => `${i.dataset.setting}=${i.value}`),
          astray: shown.filter((i) => i.checked !== i.hasAttribute('checked')).map((i) => `${i.dataset.setting}=${i.value}`)};
}"""


@pytest.mark.parametrize(("locale", "saved"), [("ja-JP", None), ("en-US", None), ("ja-JP", "fast")])
def test_the_settings_show_their_choices_before_python_and_after_it_takes_them_over(
    browser: Browser, site: Server, locale: str, saved: str | None
) -> None:
    # index.html holds the settings in both languages, radios of the same names: one group as
    # parsed, in which only the last checked radio stays checked
    context = browser.new_context(locale=locale)
    if saved:  # Python's page is not the prerendered one: it is brought up to date in place
        context.add_init_script(f"localStorage.setItem('tefuda:settings', JSON.stringify({{cpu_speed: '{saved}'}}))")
    try:
        page = context.new_page()
        held = Held(page)
        page.goto(site.url + "#/settings")
        page.locator('#app > [data-pre-view="settings"]:visible').wait_for()
        before = page.evaluate(CHECKS)
        assert before["astray"] == [] and f"lang={locale[:2]}" in before["checked"] and "cpu_speed=normal" in before["checked"]
        held.release()
        wait_ready(page)
        after = page.evaluate(CHECKS)
        assert after["astray"] == [] and f"cpu_speed={saved or 'normal'}" in after["checked"]
        assert len(after["checked"]) == len(before["checked"]) >= 7  # one a group, and none lost
    finally:
        context.close()


def text_of(fragment: str) -> str:
    """Return the text of HTML as the browser's textContent reads it, its white space folded."""
    parser = HTMLParser(convert_charrefs=True)
    texts: list[str] = []
    parser.handle_data = texts.append  # type: ignore[method-assign]
    parser.feed(fragment)
    parser.close()
    return " ".join("".join(texts).split())


PYODIDE = re.compile(r"/vendor/(pyodide-[0-9a-f]+/|python_stdlib)")


def test_with_the_runtime_blocked_every_rules_page_reads_whole_and_says_what_is_missing(
    browser: Browser, site: Server
) -> None:
    context = browser.new_context(locale="en-US")
    try:
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        context.route(PYODIDE, lambda route: route.abort())
        for game in RULES:
            page.goto(f"{site.url}index.html?game={game}#/{game}/rules")  # a new page each time
            stage = page.locator("#boot-stage[data-stage='stuck']")
            stage.wait_for(timeout=15_000)  # at once, not after the minute a stalled boot waits
            article = page.locator(f'#app > [data-pre-view="{game}/rules"]')
            assert article.is_visible()
            own = (DIST / prerender.RULES_PAGE.format(game=game, lang="en")).read_text()
            whole = text_of("<article" + own.split("<article", 1)[1].split("</article>")[0])
            shown = " ".join(article.evaluate("e => e.textContent").split())
            assert len(shown) > 3000 and shown == whole
            assert "need Python, which could not be loaded" in stage.inner_text()
            retry = page.locator("#boot-reload")
            assert retry.is_visible() and retry.inner_text().strip() == "Try again"
            assert page.get_attribute("html", "data-ready") == "false"
            # what was blocked is not counted as arrived (PyScript's files were not blocked)
            got, total = re.findall(r"[\d.]+", page.locator("#boot-bytes").inner_text())
            assert float(got) < 1 < float(total), page.locator("#boot-bytes").inner_text()
            page.locator(f'#app a[href="#/{game}"]:visible').first.click()  # a tap then is not left waiting
            assert page.locator("[data-pending]").count() == 0
        assert errors == [] and page.locator(".py-error").count() == 0
    finally:
        context.close()


def test_each_games_rules_have_an_address_of_their_own_with_the_whole_text(page: Page, site: Server) -> None:
    messages: list[str] = []
    page.on("console", lambda m: messages.append(m.text) if m.type in ("error", "warning") else None)
    for game in RULES:
        for lang in ("ja", "en"):
            response = page.goto(site.url + prerender.RULES_PAGE.format(game=game, lang=lang))
            assert response is not None and response.ok
            assert page.locator(f'article.rules[data-game="{game}"] h1').is_visible()
            assert page.title().endswith("— 手札 Tefuda") and page.get_attribute("html", "lang") == lang
            play = page.locator(f'.rules-play a[href="#/{game}"]')  # into the site
            assert play.evaluate("a => a.href") == f"{site.url}index.html#/{game}"
    assert messages == []
    page.locator(f'.rules-play a[href="#/{game}"]').click()
    wait_ready(page)
    assert page.url == f"{site.url}index.html#/{game}"


def test_offline_a_rules_page_of_the_site_opens_and_its_own_address_once_visited(
    context: BrowserContext, site: Server
) -> None:
    page = context.new_page()
    page.goto(site.url + "#/gin-rummy/rules")
    wait_ready(page)
    wait_for_service_worker(page)
    page.goto(site.url + prerender.RULES_PAGE.format(game="kakehiki", lang="ja"))  # now kept
    context.set_offline(True)
    try:
        for location in ("index.html#/five-hundred/rules", "#/gin-rummy/rules"):
            page.goto(site.url + location)
            wait_ready(page)
            page.locator("article.rules").first.wait_for()
        page.goto(site.url + prerender.RULES_PAGE.format(game="kakehiki", lang="ja"))
        assert page.locator('article.rules[data-game="kakehiki"]').is_visible()
    finally:
        context.set_offline(False)

