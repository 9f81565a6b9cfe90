"""The review of a 51 round through the page: play the round, open "Review this round", step
through the replay with the keys, the buttons and the slider, see the flagged decision with
its cost once the browser has weighed it, practise from it to the end, and find the saved game
and the statistics untouched afterwards.

The round is the one of tests/web/test_review_fifty_one.py: on your first turn 10♥ on the
field makes your four hearts 51, and you swap 2♣ for 7♠ instead (the page is given the deal
as a save, and you make that swap with the mouse).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import Page

from tefuda.match import new_match, play
from tefuda.saves import dumps
from tests.browser.conftest import Server, assert_no_python_error, settings_script, wait_ready
from tests.browser.test_fifty_one import wait_my_move
from tests.engine.test_fifty_one_appraise import FIELD, MINE, OTHERS, SEED

SHOTS = Path("/work/notes/shots/review")
#: the weighing of a round in Pyodide on a busy machine (BENCHMARKS.md has the quiet figure)
WEIGHED_MS = 240_000
SAVE = "tefuda:save:fifty-one"
STATS = "tefuda:stats:fifty-one"


def first_turn_save() -> str:
    """Return the deal of the blunder round at your first turn, as a save."""
    deck = [*MINE, *(c for hand in OTHERS for c in hand), *FIELD]
    match = play(new_match("fifty-one", {}, SEED, deck=deck), 3, "swap 5C QS")
    return dumps(match)


def save_script(save: str) -> str:
    """An init script that writes ``save`` once (a reload keeps what the page saved since)."""
    return (
        "if (!sessionStorage.getItem('fo-stacked')) { sessionStorage.setItem('fo-stacked', '1');"
        f" localStorage.setItem({json.dumps(SAVE)}, {json.dumps(save)}); }}"
    )


def swap(page: Page, give: str, take: str) -> None:
    page.locator(f'.fo-hand button[data-card="{give}"]').click()
    page.locator(f'.fo-field button[data-card="{take}"]').click()


def play_on(page: Page) -> None:
    """Play your turns until the round is over: pass, and no call."""
    for _ in range(60):
        state = wait_my_move(page)
        if state in ("over", "next"):
            return
        if state == "call":
            page.locator('[data-action="nocall"]').click()
        else:
            page.locator('[data-act="action"][data-action="pass"]').click()
        page.wait_for_timeout(30)
    raise AssertionError("the round did not end")


def stored(page: Page) -> dict[str, str | None]:
    return {key: page.evaluate(f"localStorage.getItem({json.dumps(key)})") for key in (SAVE, STATS)}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_review_a_round_step_through_it_and_practise(page: Page, site: Server, lang: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.add_init_script(settings_script(lang=lang))
    page.add_init_script(save_script(first_turn_save()))
    page.goto(site.url + "index.html#/fifty-one")
    wait_ready(page)
    assert wait_my_move(page) == "turn"
    swap(page, "2C", "7S")  # 10♥ made 51
    play_on(page)
    page.locator('[data-act="review-open"][data-hand="0"]').first.click()
    review = page.locator("[data-review]")
    review.wait_for()
    assert page.locator('[data-review-position="0"]').count() == 1
    # the deal face up: every hand (four of five cards), the field
    assert review.locator(".rv-seat [data-card]").count() == 20
    assert review.locator("[data-review-field]").get_attribute("data-review-field") == " ".join(FIELD)
    page.keyboard.press("ArrowRight")
    page.locator('[data-review-position="1"]').wait_for()
    told = page.locator("[data-review-move]").inner_text()
    assert told.strip()
    page.locator('[data-act="review-next"]').click()
    page.locator('[data-review-position="2"]').wait_for()
    page.locator('[data-act="review-prev"]').click()
    page.locator('[data-review-position="1"]').wait_for()
    assert page.locator("[data-review-move]").inner_text() == told
    page.locator('input[data-setting="review-step"]').fill("0")
    page.locator('[data-review-position="0"]').wait_for()
    # the weighing fills the summary in; the costliest decision is the passed-up stop
    page.locator("[data-review-done]").wait_for(timeout=WEIGHED_MS)
    assert_no_python_error(page)
    page.locator("[data-costliest] [data-act='review-go']").first.click()
    decision = page.locator('[data-decision="mistake"][data-flagged="true"]')
    decision.wait_for()
    assert decision.get_attribute("data-chosen") == "swap 2C 7S"
    assert decision.get_attribute("data-best") == "swap 2C TH"
    assert float(decision.locator("[data-cost]").get_attribute("data-cost") or 0) > 0.1
    assert "7♠" in decision.inner_text() and "10♥" in decision.inner_text()
    for width, height in ((390, 844), (1280, 800)):
        page.set_viewport_size({"width": width, "height": height})
        page.screenshot(path=str(SHOTS / f"fifty_one_review_{lang}_{width}x{height}.png"),
                        full_page=True)
    page.set_viewport_size({"width": 1280, "height": 800})
    # practice from the blunder: the same deal, marked as practice, nothing kept
    before = stored(page)
    page.locator('[data-act="review-try"]').click()
    page.locator("[data-practice]").wait_for()
    assert page.locator('.fo-field [data-card="TH"]').count() == 1
    assert page.locator('[data-act="share"]').count() == 0
    swap(page, "2C", "TH")  # the stop, this time
    page.locator("[data-practice] p + p, [data-result]").first.wait_for()
    page.locator("[data-result]").wait_for()
    page.screenshot(path=str(SHOTS / f"fifty_one_practice_{lang}_1280x800.png"), full_page=True)
    assert page.locator('[data-action="next"], [data-act="new"][data-focus-id="fo-new"]').count() == 0
    assert stored(page) == before
    page.locator('[data-act="practice-end"]').click()
    page.locator("[data-practice]").wait_for(state="detached")
    assert stored(page) == before
    page.reload()
    wait_ready(page)
    page.locator("[data-result]").wait_for()
    assert page.locator("[data-score-sheet]").count() == 1
    assert_no_python_error(page)
