"""The review of a hand checked by axe-core, for every game, in both languages: the review open
at a flagged decision with its cost, its reason, every option and the hindsight shown, then
the practice banner of "try from here"; no WCAG 2.1 A/AA violation in any look
(tests/browser/axe.py's LOOKS) at phone and desktop size, every control a 44 × 44 px target;
and a screen reader hears each step as the events line tells it.

The pages are photographed at 390 × 844, 844 × 390 and 1280 × 800 into
/work/notes/shots/review-a11y/ to be looked at.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page

from tests.browser.axe import SMALL_TARGETS, axe_source, violations_in_every_look
from tests.browser.conftest import Server, assert_no_python_error
from tests.browser.review_walk import (
    GAMES,
    case_of,
    open_review,
    play_the_hand,
    step_through,
    the_mistake,
)

SHOTS = Path("/work/notes/shots/review-a11y")
AUDITED = [(390, 844), (1280, 800)]
PHOTOGRAPHED = [(390, 844), (844, 390), (1280, 800)]


@pytest.fixture(scope="module")
def axe() -> str:
    return axe_source()


def audit(page: Page, axe: str, name: str) -> dict[str, object]:
    """Return what axe and the target check find at each audited size (empty: nothing)."""
    found: dict[str, object] = {}
    for width, height in AUDITED:
        page.set_viewport_size({"width": width, "height": height})
        found[f"{name} at {width}x{height}"] = violations_in_every_look(page, axe)
        found[f"{name} targets at {width}x{height}"] = page.evaluate(SMALL_TARGETS)
    return {k: v for k, v in found.items() if v}


def photograph(page: Page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    for width, height in PHOTOGRAPHED:
        page.set_viewport_size({"width": width, "height": height})
        page.screenshot(path=str(SHOTS / f"{name}_{width}x{height}.png"), full_page=True)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game", GAMES)
def test_the_review_and_its_practice_pass_axe_and_are_told(
    browser: Browser, site: Server, axe: str, game: str, lang: str
) -> None:
    case = case_of(game)
    context = browser.new_context(viewport={"width": 1280, "height": 800},
                                  locale="ja-JP" if lang == "ja" else "en-US")
    try:
        page = context.new_page()
        page.set_default_timeout(30_000)
        play_the_hand(page, site, case, lang)
        open_review(page, case)
        step_through(page, page, case.slide_to)  # the screen reader hears each step
        page.locator('input[data-setting="review-hindsight"]').check()
        the_mistake(page, case)
        page.locator("[data-hindsight]").wait_for()
        page.locator(".rv-options summary").click()
        assert page.locator(".rv-options table").is_visible()
        assert page.locator("[data-review] [data-cost]").is_visible()
        assert page.locator("[data-review] .rv-why").is_visible()
        found = audit(page, axe, "the review")
        photograph(page, f"{game}_review_{lang}")
        page.set_viewport_size({"width": 1280, "height": 800})
        page.locator('[data-act="review-try"]').click()
        page.locator("[data-practice]").wait_for()
        found |= audit(page, axe, "the practice")
        photograph(page, f"{game}_practice_{lang}")
        assert_no_python_error(page)
        assert found == {}
    finally:
        context.close()
