"""Today's deal and sharing through the page: the daily seed from the player's calendar, the
link copied with the Clipboard API (or shown to select), the result line, the statistics."""

from __future__ import annotations

from urllib.parse import parse_qs, urlparse

from playwright.sync_api import Browser, BrowserContext, Page

from tests.browser.conftest import Server, settings_script, wait_ready
from web.daily import daily_seed


def hand(page: Page) -> list[str]:
    return list(page.locator(".kk-hand [data-card]").evaluate_all("els => els.map(e => e.dataset.card)"))


def saved_seed(page: Page) -> int:
    return int(page.evaluate("JSON.parse(localStorage.getItem('tefuda:save:kakehiki')).seed"))


def local_date(page: Page) -> str:
    return str(page.evaluate(
        "(() => { const d = new Date(); return d.getFullYear() + '-' + String(d.getMonth() + 1).padStart(2, '0')"
        " + '-' + String(d.getDate()).padStart(2, '0'); })()"
    ))


def test_todays_deal_then_share_it_and_the_link_replays_it(
    browser: Browser, context: BrowserContext, site: Server
) -> None:
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site.url.rstrip("/"))
    page = context.new_page()
    page.add_init_script(settings_script("instant"))
    page.goto(site.url + "index.html?seed=3#/kakehiki")
    wait_ready(page)
    assert "seed=" not in page.url  # used once: a reload restores the game, another game keeps its own
    page.locator('[data-act="today"]').click()
    page.locator('[data-act="new-confirm"]').click()  # the CPU has laid a card: a game in progress
    date = local_date(page)
    assert saved_seed(page) == daily_seed("kakehiki", date)
    assert "of 3" in page.locator(".kk-game").inner_text()
    cards = hand(page)
    page.locator('[data-act="share"]').click()
    page.locator("[data-copied]").wait_for()
    link = page.evaluate("navigator.clipboard.readText()")
    assert link == page.locator("[data-share-url]").input_value()
    query = parse_qs(urlparse(link).query)
    assert query == {"seed": [str(daily_seed("kakehiki", date))], "games": ["3"], "cpu": ["normal"]}
    assert urlparse(link).fragment == "/kakehiki"
    # someone else opens it: the same deal
    other = browser.new_context(locale="en-US")
    try:
        friend = other.new_page()
        friend.add_init_script(settings_script("instant"))
        friend.goto(link)
        wait_ready(friend)
        assert hand(friend) == cards
    finally:
        other.close()


def test_where_copying_is_refused_the_link_is_there_to_select(page: Page, site: Server) -> None:
    page.add_init_script("Object.defineProperty(navigator, 'clipboard', {value: undefined});")
    page.add_init_script(settings_script("instant"))
    page.goto(site.url + "index.html?seed=3&games=5#/kakehiki")
    wait_ready(page)
    page.locator('[data-act="share"]').click()
    page.locator("[data-copy-failed]").wait_for()
    link = page.locator("[data-share-url]").input_value()
    assert parse_qs(urlparse(link).query)["seed"] == ["3"] and "games=5" in link


def test_todays_deal_played_out_gives_a_line_to_copy_and_a_best_result(context: BrowserContext, site: Server) -> None:
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site.url.rstrip("/"))
    page = context.new_page()
    page.add_init_script(settings_script("instant"))
    page.goto(site.url + "#/kakehiki")
    wait_ready(page)
    page.locator('[data-act="today"]').click()
    page.locator('[data-act="new-confirm"]').click()
    while page.locator("[data-match-result]").count() == 0:
        if page.locator('[data-action="next"]').count():
            page.locator('[data-action="next"]').click()
            continue
        card = hand(page)[0]
        page.locator(f'.kk-hand [data-card="{card}"]').click()
        page.locator(f'.kk-actions [data-action="play {card}"]').click()
        page.locator(f'[data-row="you"] [data-card="{card}"]:not([data-down]), [data-result]').first.wait_for()
    line = page.locator("[data-share-text]").input_value()
    assert line.startswith(f"Tefuda · Koi no Kakehiki · today's deal {local_date(page)} · ")
    assert line.endswith(" in 3 games")
    page.locator('[data-act="copy-result"]').click()
    page.locator("[data-copied]").wait_for()
    assert page.evaluate("navigator.clipboard.readText()") == line
    page.locator('a[href="#/stats"]').click()
    row = page.locator(f'[data-daily="kakehiki:{local_date(page)}"]')
    assert row.get_attribute("data-outcome") in ("won", "lost", "drawn")
    assert line.split(" · ")[-1] in row.inner_text()
