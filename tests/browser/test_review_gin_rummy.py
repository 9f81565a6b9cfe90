"""The review of a Gin Rummy hand through the page: finish a hand, open "Review this hand",
step through the replay with the keys, the buttons and the slider, see the flagged decision
with its cost once the browser has weighed it, practise from it, and find the saved game and
the statistics untouched afterwards.

The hand is the one of tests/web/test_review_gin_rummy.py (you threw 7♠ into the CPU's
sevens), given to the page as a save a few moves before its end, so the page plays the end.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import Page

from tefuda.match import Match, replay
from tefuda.saves import dumps
from tests.browser.conftest import Server, assert_no_python_error, settings_script, wait_ready
from tests.browser.test_gin_rummy import follow_hint, save_script
from tests.web.test_review_gin_rummy import blunder_hand

SHOTS = Path("/work/notes/shots/review")
#: the weighing of a hand in Pyodide on a busy machine (BENCHMARKS.md has the quiet figure)
WEIGHED_MS = 240_000
SAVE = "tefuda:save:gin-rummy"
STATS = "tefuda:stats:gin-rummy"


def almost_over() -> tuple[Match, str]:
    """Return the blunder hand played up to the person's last decision, as a save, and that
    decision (the page plays it and the CPU's moves after it)."""
    whole = blunder_hand()
    last = max(i for i, (seat, _) in enumerate(whole.log) if seat == 0)
    match = replay(whole.rules or whole.game_id, whole.options, whole.seed, whole.log[:last],
                   whole.deck)
    return match, dumps(match)


def finish_the_hand(page: Page) -> None:
    for _ in range(40):
        if page.locator("[data-result]").count():
            return
        page.locator('[data-act="hint"]:not([disabled]), [data-result]').first.wait_for()
        if page.locator("[data-result]").count():
            return
        follow_hint(page)
    raise AssertionError("the hand did not end")


def stored(page: Page) -> dict[str, str | None]:
    return {key: page.evaluate(f"localStorage.getItem({json.dumps(key)})") for key in (SAVE, STATS)}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_review_a_hand_step_through_it_and_practise(page: Page, site: Server, lang: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    _, save = almost_over()
    page.add_init_script(settings_script(lang=lang))
    page.add_init_script(save_script(save))
    page.goto(site.url + "index.html?cpu=normal#/gin-rummy")
    wait_ready(page)
    finish_the_hand(page)
    page.locator('[data-act="review-open"][data-hand="0"]').first.click()
    review = page.locator("[data-review]")
    review.wait_for()
    assert page.locator('[data-review-position="0"]').count() == 1
    # the deal face up: twenty cards in the two hands, the stock in order
    assert review.locator('.rv-seat [data-card]').count() == 20
    assert (review.locator("[data-review-stock]").get_attribute("data-review-stock") or "").startswith("JH 7S")
    # step: the key, the button, the slider; each move told as the events line tells it
    page.keyboard.press("ArrowRight")
    page.locator('[data-review-position="1"]').wait_for()
    told = page.locator("[data-review-move]").inner_text()
    assert told.strip()
    page.locator('[data-act="review-next"]').click()
    page.locator('[data-review-position="2"]').wait_for()
    page.locator('[data-act="review-prev"]').click()
    page.locator('[data-review-position="1"]').wait_for()
    assert page.locator("[data-review-move]").inner_text() == told
    slider = page.locator('input[data-setting="review-step"]')
    slider.fill("5")
    page.locator('[data-review-position="5"]').wait_for()
    # the weighing fills the summary in; the costliest decision leads to the blunder
    page.locator("[data-review-done]").wait_for(timeout=WEIGHED_MS)
    assert_no_python_error(page)
    links = page.locator("[data-costliest] [data-act='review-go']")
    chosen = []
    for i in range(links.count()):
        links.nth(i).click()
        decision = page.locator('[data-decision="mistake"][data-flagged="true"]')
        decision.wait_for()
        chosen.append(decision.get_attribute("data-chosen"))
        if chosen[-1] == "discard 7S":
            break
    assert chosen[-1] == "discard 7S", chosen  # passing the 7♥ to your 4♥ 5♥ 6♥ may cost more
    assert float(decision.locator("[data-cost]").get_attribute("data-cost") or 0) > 0.02
    assert "7♠" in decision.inner_text()
    for width, height in ((390, 844), (1280, 800)):
        page.set_viewport_size({"width": width, "height": height})
        page.screenshot(path=str(SHOTS / f"gin_review_{lang}_{width}x{height}.png"), full_page=True)
    # the hindsight, labelled as such
    page.locator('input[data-setting="review-hindsight"]').check()
    page.locator("[data-hindsight]").wait_for(timeout=WEIGHED_MS)
    page.set_viewport_size({"width": 1280, "height": 800})
    # practice from the blunder: the same deal, marked as practice, nothing kept
    before = stored(page)
    page.locator('[data-act="review-try"]').click()
    page.locator("[data-practice]").wait_for()
    assert page.locator('.gr-hand [data-card="7S"]').count() == 1
    assert page.locator('[data-act="new"], [data-act="share"]').count() == 0
    page.screenshot(path=str(SHOTS / f"gin_practice_{lang}_1280x800.png"), full_page=True)
    finish_the_hand(page)
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
