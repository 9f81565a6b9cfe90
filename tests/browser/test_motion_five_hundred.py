"""Cards that move at the 500 table (assets/js/motion.js, the markup in
web.tables.five_hundred_render): a card played travels from its player to the trick, a finished
trick is gathered to its winner's pile at the next lead, a whole game plays to its end with
animations on, and nothing moves with reduced motion, animations off or the instant speed.

The page's own animations are stretched tenfold (tests.browser.test_motion.STRETCH), so a check
made right after a move still finds them running on a loaded machine.  Clicks are dispatched:
Playwright would wait for a moving card to stop.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page

from tests.browser.conftest import Server, assert_no_python_error, wait_ready
from tests.browser.test_five_hundred import renege_save, save_script
from tests.browser.test_motion import (
    COUNT_ANIMATE,
    STILL,
    STRETCH,
    running_on,
    settings,
    still_context,
)

#: your move is wanted: your seat has the turn, or the hand's result waits for "next"
MY_MOVE = '.fh-seat[data-seat="0"][data-turn="true"], [data-action="next"], [data-game-result]'


def open_renege(page: Page, site: Server, speed: str, animations: str) -> None:
    """The renege position (test_five_hundred.renege_save): West led A♦, North and East followed;
    you hold J♦ (the left bower in hearts) and 5♦."""
    page.add_init_script(save_script(renege_save()))
    page.add_init_script(settings(speed, animations))
    page.goto(site.url + "index.html#/five-hundred")
    wait_ready(page)


def moving_on(page: Page, selector: str) -> int:
    """Return how many of our animations run on all the elements ``selector`` finds."""
    return int(page.locator(selector).evaluate_all(
        "els => els.map(e => e.getAnimations().filter(a => a.id === 'tefuda-motion'"
        " && a.playState !== 'finished').length).reduce((a, b) => a + b, 0)"
    ))


def test_a_card_travels_to_the_trick_and_the_trick_to_its_winner(page: Page, site: Server) -> None:
    page.add_init_script(STRETCH)
    open_renege(page, site, "normal", "on")
    page.locator('.fh-hand [data-action="play 5D"]').dispatch_event("click")
    mine = '.fh-slot[data-seat="0"] [data-card="5D"]'
    page.locator(mine).wait_for(state="attached")
    assert running_on(page, mine) == 1  # from your hand to your place in the trick
    # the trick is won (A♦, West's lead); at West's next lead its four cards go to West's pile
    gathered = '.fh-pile[data-place="tricks-1"] [data-flip-id^="fh-trick-"]'
    page.locator(gathered).first.wait_for(state="attached", timeout=20_000)
    assert page.locator(gathered).count() == 4
    assert moving_on(page, gathered) >= 1
    # and the new lead comes from West's hand (it travels, and turns over: it was hidden)
    lead = '.fh-slot[data-seat="1"] [data-card]:not(.blank)'
    assert moving_on(page, lead) >= 1
    assert_no_python_error(page)


def test_a_whole_game_plays_to_the_end_with_animations_on(page: Page, site: Server) -> None:
    """You follow the hint (H, then its marked control; the kitty's three, then "lay away"),
    every click dispatched while cards still move; the cards you play move, and the game ends."""
    page.add_init_script(STRETCH)
    page.add_init_script(settings("fast", "on"))
    page.goto(site.url + "index.html?seed=4242&cpu=easy#/five-hundred")
    wait_ready(page)
    played = moved = 0
    for _ in range(400):
        page.locator(MY_MOVE).first.wait_for(state="attached", timeout=60_000)
        if page.locator("[data-game-result]").count():
            break
        if page.locator('[data-action="next"]').count():
            page.locator('[data-action="next"]').first.dispatch_event("click")
            page.wait_for_function("!document.querySelector('[data-action=\"next\"]')")
            continue
        page.keyboard.press("h")
        page.locator(".hinted").first.wait_for(state="attached")
        action = page.locator(".hinted").first.get_attribute("data-action") or ""
        before = page.locator("[data-move-log] li").count()
        if action.startswith("discard "):
            page.locator('[data-act="discard"]:not([disabled])').dispatch_event("click")
        else:
            page.locator(".hinted").first.dispatch_event("click")
        if action.startswith("play "):
            card = action.split()[1]
            slot = f'.fh-slot[data-seat="0"] [data-card="{card}"]'
            page.locator(f'{slot}, .fh-pile [data-card="back"]').first.wait_for(state="attached")
            played += 1
            moved += moving_on(page, slot)
        page.wait_for_function(
            f"document.querySelectorAll('[data-move-log] li').length > {before}"
            " || !!document.querySelector('[data-game-result]')"
        )
    assert page.locator("[data-game-result]").get_attribute("data-game-result") in ("won", "lost")
    assert played >= 10 and moved >= played // 2  # most of your cards were still moving when looked at
    assert_no_python_error(page)


@pytest.mark.parametrize("how", STILL)
def test_nothing_moves_with_reduced_motion_animations_off_or_instant(browser: Browser, site: Server, how: str) -> None:
    context = still_context(browser, how, 1280, 800)
    try:
        page = context.new_page()
        page.add_init_script(COUNT_ANIMATE)
        open_renege(page, site, "instant" if how == "instant" else "fast",
                    "off" if how == "animations-off" else "auto")
        page.locator('.fh-hand [data-action="play 5D"]').dispatch_event("click")
        page.locator('.fh-slot[data-seat="0"] [data-card="5D"], .fh-pile[data-place="tricks-1"] [data-card]').first.wait_for(
            state="attached")
        # West gathers the trick and leads again, and it comes back to you: not one card moved
        page.locator('.fh-pile[data-place="tricks-1"] [data-flip-id^="fh-trick-"]').first.wait_for(state="attached")
        page.locator('.fh-seat[data-seat="0"][data-turn="true"]').wait_for(state="attached")
        assert page.evaluate("window.animateCalls") == 0 and page.locator(".motion-ghost").count() == 0
        assert_no_python_error(page)
    finally:
        context.close()
