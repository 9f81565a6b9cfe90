"""恋のかけひき through the page: a match of three games, a reload mid-round, the layouts."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page

from tests.browser.conftest import Server, assert_no_python_error, settings_script, wait_ready


def hand(page: Page) -> list[str]:
    return list(page.locator(".kk-hand [data-card]").evaluate_all("els => els.map(e => e.dataset.card)"))


def lay_down(page: Page, card: str) -> None:
    """Choose ``card``, confirm, and wait until it is revealed (or the game's result shows)."""
    page.locator(f'.kk-hand [data-card="{card}"]').click()
    page.locator('.kk-actions [data-action^="play "]').click()
    page.locator(f'[data-row="you"] [data-card="{card}"]:not(.committed), [data-result]').first.wait_for()


def test_a_match_of_three_games_to_the_match_result(page: Page, site: Server) -> None:
    page.add_init_script(settings_script("instant"))
    page.goto(site.url + "index.html?seed=21&games=3#/kakehiki")
    wait_ready(page)
    assert "of 3" in page.locator(".kk-game").inner_text()  # the match length came from the URL
    for game in range(3):
        while page.locator("[data-result]").count() == 0:
            lay_down(page, hand(page)[-1])
        assert_no_python_error(page)
        result = page.locator("[data-result]")
        # the CPU's remaining cards are shown face up
        assert result.locator('.kk-reveal[data-seat="1"] [data-card]').count() >= 2
        assert result.locator('.kk-reveal[data-seat="1"] [data-card="back"]').count() == 0
        if game < 2:
            page.locator('[data-action="next"]').click()
            page.locator(".kk-hand [data-card]").first.wait_for()
    assert page.locator("[data-match-result]").get_attribute("data-match-result") in ("won", "lost", "drawn")
    counts = [int(n) for n in re.findall(r"\d+", page.locator("[data-tally]").inner_text())[:3]]
    assert sum(counts) == 3  # won + lost + drawn
    page.locator('[data-act="new-match"]').click()
    page.locator(".kk-hand [data-card]").first.wait_for()
    assert "Game 1" in page.locator(".kk-game").inner_text()


def cpu_first_card(browser: Browser, site: Server, reload_after_cpu_commits: bool) -> str:
    """Play seed 5's first card and return the card the CPU turned up."""
    context = browser.new_context(viewport={"width": 1280, "height": 800}, locale="en-US")
    page = context.new_page()
    page.add_init_script(settings_script("fast"))
    page.goto(site.url + "index.html?seed=5#/kakehiki")
    wait_ready(page)
    page.locator('[data-cpu-committed="true"]').wait_for()
    assert page.locator(".kk-hand-backs [data-card]").count() == 4
    if reload_after_cpu_commits:
        page.reload()
        wait_ready(page)
        assert page.locator('[data-cpu-committed="true"]').count() == 1
        assert page.locator(".kk-hand-backs [data-card]").count() == 4
    card = hand(page)[0]
    lay_down(page, card)
    revealed = page.locator('[data-row="cpu"] [data-card]').first.get_attribute("data-card")
    context.close()
    assert revealed not in (None, "back")
    return str(revealed)


def test_a_reload_keeps_the_cpus_face_down_card(browser: Browser, site: Server) -> None:
    assert cpu_first_card(browser, site, True) == cpu_first_card(browser, site, False)


def test_a_reload_keeps_your_face_down_card(page: Page, site: Server) -> None:
    page.add_init_script(settings_script("slow"))
    page.goto(site.url + "index.html?seed=6#/kakehiki")
    wait_ready(page)
    card = hand(page)[1]
    page.locator(f'.kk-hand [data-card="{card}"]').click()
    page.locator('.kk-actions [data-action^="play "]').click()
    page.locator(f'[data-row="you"] [data-card="{card}"]').wait_for()
    page.reload()
    wait_ready(page)
    # yours is still down (face down until the CPU commits, then turned up), and out of your hand
    page.locator(f'[data-row="you"] [data-card="{card}"]').wait_for()
    assert card not in hand(page)
    page.locator(f'[data-row="you"] [data-card="{card}"]:not(.committed)').wait_for()
    assert page.locator('[data-row="cpu"] [data-card]').first.get_attribute("data-card") != "back"


@pytest.mark.parametrize(("width", "height"), [(390, 844), (1280, 800)])
def test_layout_fits_without_sideways_scrolling(browser: Browser, site: Server, width: int, height: int) -> None:
    context = browser.new_context(viewport={"width": width, "height": height}, locale="ja-JP")
    page = context.new_page()
    page.add_init_script(settings_script(lang="ja"))
    page.goto(site.url + "index.html?seed=3#/kakehiki")
    wait_ready(page)
    page.locator('[data-cpu-committed="true"]').wait_for()
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    boxes = [b for b in page.locator(".kk-hand button.card").evaluate_all(
        "els => els.map(e => { const r = e.getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; })"
    )]
    assert len(boxes) == 5
    assert all(w >= 44 and h >= 44 for _, _, w, h in boxes), boxes  # touch targets
    assert all(x >= 0 and x + w <= width for x, _, w, _ in boxes)
    shots = Path("test-results")
    shots.mkdir(exist_ok=True)
    page.screenshot(path=str(shots / f"kakehiki-{width}x{height}.png"), full_page=True)
    context.close()


def test_the_example_rules_page_embeds_a_playable_table(page: Page, site: Server) -> None:
    page.goto(site.url + "examples/rules-page.html")
    frame = page.frame_locator("iframe")
    frame.locator('html[data-ready="true"]').wait_for(state="attached", timeout=90_000)
    card = frame.locator(".kk-hand [data-card]").first
    name = card.get_attribute("data-card")
    card.click()
    frame.locator('.kk-actions [data-action^="play "]').click()
    frame.locator(f'[data-row="you"] [data-card="{name}"]').wait_for()
