"""The review of a 恋のかけひき game through the page: finish a game, open "Review this hand",
step through the replay with the keys, the buttons and the slider, see the flagged decision
with its cost once the browser has weighed it, practise from it, and find the saved game and
the statistics untouched afterwards.

The game is the one of tests/web/test_review_kakehiki.py (at 12 on the table you keep the
kings and 9♠), given to the page as a save before the last card: the page plays it.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import Page

from tefuda.match import replay
from tefuda.saves import dumps
from tests.browser.conftest import Server, assert_no_python_error, settings_script, wait_ready
from tests.web.test_review_kakehiki import blunder_game

SHOTS = Path("/work/notes/shots/review")
#: the weighing of a game in Pyodide on a busy machine (BENCHMARKS.md has the quiet figure)
WEIGHED_MS = 120_000
SAVE = "tefuda:save:kakehiki"
STATS = "tefuda:stats:kakehiki"


def before_the_last_card() -> str:
    """Return the blunder game up to the last round, as a save (the CPU lays its card there)."""
    whole = blunder_game()
    match = replay(whole.rules or whole.game_id, whole.options, whole.seed, whole.log[:4],
                   whole.deck)
    return dumps(match)


def save_script(save: str) -> str:
    """An init script that writes ``save`` once (a reload keeps what the page saved since)."""
    return (
        "if (!sessionStorage.getItem('kk-stacked')) { sessionStorage.setItem('kk-stacked', '1');"
        f" localStorage.setItem({json.dumps(SAVE)}, {json.dumps(save)}); }}"
    )


def stored(page: Page) -> dict[str, str | None]:
    return {key: page.evaluate(f"localStorage.getItem({json.dumps(key)})") for key in (SAVE, STATS)}


def lay(page: Page, card: str) -> None:
    page.locator(f'.kk-hand [data-card="{card}"]').click()
    page.locator('.kk-actions [data-action^="play "]').click()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_review_a_game_step_through_it_and_practise(page: Page, site: Server, lang: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.add_init_script(settings_script(lang=lang))
    page.add_init_script(save_script(before_the_last_card()))
    page.goto(site.url + "index.html?cpu=normal#/kakehiki")
    wait_ready(page)
    page.locator('[data-cpu-committed="true"]').wait_for()
    lay(page, "9S")
    page.locator("[data-result]").wait_for()
    page.locator('[data-act="review-open"][data-hand="0"]').first.click()
    review = page.locator("[data-review]")
    review.wait_for()
    assert page.locator('[data-review-position="0"]').count() == 1
    # the deal face up: both hands of five
    assert review.locator(".rv-seat [data-card]").count() == 10
    # step: the key, the button, the slider; each move told as the events line tells it
    page.keyboard.press("ArrowRight")
    page.locator('[data-review-position="1"]').wait_for()
    page.locator('[data-act="review-next"]').click()
    page.locator('[data-review-position="2"]').wait_for()
    told = page.locator("[data-review-move]").inner_text()
    assert told.strip()
    page.locator('[data-act="review-prev"]').click()
    page.locator('[data-review-position="1"]').wait_for()
    page.locator('[data-act="review-next"]').click()
    page.locator('[data-review-position="2"]').wait_for()
    assert page.locator("[data-review-move]").inner_text() == told
    page.locator('input[data-setting="review-step"]').fill("4")
    page.locator('[data-review-position="4"]').wait_for()
    # the weighing fills the summary in; the costliest decision is the 9♠
    page.locator("[data-review-done]").wait_for(timeout=WEIGHED_MS)
    assert_no_python_error(page)
    page.locator("[data-costliest] [data-act='review-go']").first.click()
    decision = page.locator('[data-decision="mistake"][data-flagged="true"]')
    decision.wait_for()
    assert decision.get_attribute("data-chosen") == "play 9S"
    assert decision.get_attribute("data-best") in ("play KH", "play KD")
    assert float(decision.locator("[data-cost]").get_attribute("data-cost") or 0) > 0.15
    assert "9♠" in decision.inner_text()
    for width, height in ((390, 844), (1280, 800)):
        page.set_viewport_size({"width": width, "height": height})
        page.screenshot(path=str(SHOTS / f"kakehiki_review_{lang}_{width}x{height}.png"),
                        full_page=True)
    page.locator('input[data-setting="review-hindsight"]').check()
    page.locator("[data-hindsight]").wait_for(timeout=WEIGHED_MS)
    page.set_viewport_size({"width": 1280, "height": 800})
    # practice from the blunder: the same deal, marked as practice, nothing kept
    before = stored(page)
    page.locator('[data-act="review-try"]').click()
    page.locator("[data-practice]").wait_for()
    page.locator('[data-cpu-committed="true"]').wait_for()
    assert page.locator('.kk-hand [data-card="9S"]').count() == 1
    assert page.locator('[data-act="new"], [data-act="share"]').count() == 0
    page.screenshot(path=str(SHOTS / f"kakehiki_practice_{lang}_1280x800.png"), full_page=True)
    lay(page, "KH")
    page.locator("[data-result]").wait_for()
    assert page.locator('[data-action="next"]').count() == 0
    assert stored(page) == before
    page.locator('[data-act="practice-end"]').click()
    page.locator("[data-practice]").wait_for(state="detached")
    assert stored(page) == before
    page.reload()
    wait_ready(page)
    page.locator("[data-result]").wait_for()
    assert page.locator("[data-score-sheet]").count() == 1
    assert_no_python_error(page)
