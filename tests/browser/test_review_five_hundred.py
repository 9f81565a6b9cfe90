"""The review of a 500 hand through the page: finish a hand, open "Review this hand", step
through the replay with the keys, the buttons and the slider, see the flagged decision with its
cost once the browser has weighed it, practise from it to the end of the hand, and find the saved
game and the statistics untouched afterwards.

The hand is the one of tests/web/test_review_five_hundred.py (you bid 8NT and, at the ninth
trick, may throw the joker on North's sure A♠), given to the page as a save at that decision,
so the page plays the blunder and the rest of the hand.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import Page

from tefuda.saves import dumps
from tests.browser.conftest import Server, assert_no_python_error, settings_script, wait_ready
from tests.browser.test_five_hundred import press_move, save_script
from tests.engine.test_five_hundred_appraiser import BLUNDER_HANDS, BLUNDER_KITTY, BLUNDER_LOG
from tests.web.test_table_five_hundred import scripted

SHOTS = Path("/work/notes/shots/review")
#: the weighing of a hand in Pyodide on a busy machine (BENCHMARKS.md has the quiet figure)
WEIGHED_MS = 240_000
SAVE = "tefuda:save:five-hundred"
STATS = "tefuda:stats:five-hundred"


def at_the_blunder() -> str:
    """Return the save of the hand at your decision of the ninth trick."""
    return dumps(scripted(BLUNDER_HANDS, BLUNDER_LOG, kitty=BLUNDER_KITTY, dealer=3))


def stored(page: Page) -> dict[str, str | None]:
    return {key: page.evaluate(f"localStorage.getItem({json.dumps(key)})") for key in (SAVE, STATS)}


def play_card(page: Page, card: str) -> None:
    """Play ``card`` of your hand once it is offered."""
    page.locator(f'.fh-hand [data-action="play {card}"]').wait_for()
    press_move(page, f"play {card}")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_review_a_hand_step_through_it_and_practise(page: Page, site: Server, lang: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.add_init_script(settings_script(lang=lang))
    page.add_init_script(save_script(at_the_blunder()))
    page.goto(site.url + "index.html?cpu=normal#/five-hundred")
    wait_ready(page)
    play_card(page, "JK")  # the joker on North's ace
    play_card(page, "5C")  # and the last trick goes to West's club
    page.locator("[data-result]").wait_for()
    before = stored(page)
    page.locator('[data-act="review-open"][data-hand="0"]').first.click()
    review = page.locator("[data-review]")
    review.wait_for()
    assert page.locator('[data-review-position="0"]').count() == 1
    # the deal face up: forty cards in the four hands, the kitty as dealt
    assert review.locator(".rv-seat [data-card]").count() == 40
    assert review.locator("[data-review-kitty]").get_attribute("data-review-kitty") == "9C TC JC"
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
    page.locator('input[data-setting="review-step"]').fill("7")
    page.locator('[data-review-position="7"]').wait_for()
    assert review.locator("[data-review-discards]").get_attribute("data-review-discards") == "9C TC JC"
    # the weighing fills the summary in; the costliest decision is the joker's
    page.locator("[data-review-done]").wait_for(timeout=WEIGHED_MS)
    assert_no_python_error(page)
    page.locator("[data-costliest] [data-act='review-go']").first.click()
    decision = page.locator('[data-decision="mistake"][data-flagged="true"]')
    decision.wait_for()
    assert decision.get_attribute("data-chosen") == "play JK"
    assert decision.get_attribute("data-best") == "play 5C"
    assert float(decision.locator("[data-cost]").get_attribute("data-cost") or 0) > 0.3
    assert "🃏" in decision.inner_text() and "5♣" in decision.inner_text()
    for width, height in ((390, 844), (1280, 800)):
        page.set_viewport_size({"width": width, "height": height})
        page.screenshot(path=str(SHOTS / f"fh_review_{lang}_{width}x{height}.png"), full_page=True)
    # the hindsight, labelled as such
    page.locator('input[data-setting="review-hindsight"]').check()
    page.locator("[data-hindsight]").wait_for(timeout=WEIGHED_MS)
    page.set_viewport_size({"width": 1280, "height": 800})
    # practice from the blunder: the same deal, marked as practice, nothing kept
    page.locator('[data-act="review-try"]').click()
    page.locator("[data-practice]").wait_for()
    assert page.locator('.fh-hand [data-card="JK"]').count() == 1
    assert page.locator('[data-act="new"], [data-act="share"]').count() == 0
    page.screenshot(path=str(SHOTS / f"fh_practice_{lang}_1280x800.png"), full_page=True)
    play_card(page, "5C")  # this time North's ace takes the trick, and your joker the last
    play_card(page, "JK")
    page.locator("[data-result]").wait_for()
    assert page.locator('[data-action="next"]').count() == 0
    assert page.locator("[data-practice]").count() == 1
    assert stored(page) == before
    page.locator('[data-act="practice-end"]').click()
    page.locator("[data-practice]").wait_for(state="detached")
    assert stored(page) == before
    page.reload()
    wait_ready(page)
    page.locator("[data-result]").wait_for()
    assert page.locator("[data-score-sheet]").count() == 1
    assert stored(page) == before
    assert_no_python_error(page)
