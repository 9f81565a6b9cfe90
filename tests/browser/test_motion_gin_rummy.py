"""Cards that move at the Gin Rummy table (assets/js/motion.js, the markup in
web.tables.gin_rummy_render): a draw and a discard, yours and the CPU's, animate the cards they
name; at a knock the cards travel to the result panel and the CPU's hidden ones turn up; a
whole game plays to its end with animations on; with reduced motion, animations off or the
instant speed nothing moves.

The page's own animations are stretched tenfold (tests.browser.test_motion.STRETCH), so a check
made right after a move still finds them running on a loaded machine.  Clicks are dispatched:
Playwright would wait for a moving card to stop.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page

from tefuda.match import new_match
from tefuda.saves import dumps
from tests.browser.conftest import Server, assert_no_python_error, wait_ready
from tests.browser.test_gin_rummy import (
    knock_save,
    play_a_whole_game,
    save_script,
)
from tests.browser.test_motion import MOVING, STILL, STRETCH, running_on, settings, still_context
from tests.web.test_table_gin_rummy import CPU_HAND, GIN_HAND, KNOCK_HAND, SEED, UPCARD, stacked


def open_gin(page: Page, site: Server, save: str, speed: str = "slow", animations: str = "on") -> None:
    page.add_init_script(STRETCH)
    page.add_init_script(settings(speed, animations))
    page.add_init_script(save_script(save))
    page.goto(site.url + "index.html?cpu=easy#/gin-rummy")
    wait_ready(page)


def click(page: Page, selector: str) -> None:
    page.locator(selector).first.dispatch_event("click")


def draw_save() -> str:
    """Your first draw is QC from the stock; the CPU's is QH."""
    return dumps(new_match("gin-rummy", {}, SEED, deck=stacked(KNOCK_HAND, CPU_HAND, UPCARD, ["QC", "QH"])))


def test_draws_and_discards_animate_the_cards_they_name(page: Page, site: Server) -> None:
    open_gin(page, site, draw_save())
    click(page, '[data-focus-id="pass"]')
    page.locator('[data-focus-id="stock"]').wait_for(state="attached")  # the CPU passed too
    click(page, '[data-focus-id="stock"]')
    # your card comes from the stock by its face (travel and fade in); the hand makes room
    assert running_on(page, '.gr-hand [data-card="QC"]') == 2
    assert "gr-you-QC" in page.evaluate(MOVING)
    click(page, '.gr-hand [data-card="QC"]')
    click(page, '[data-focus-id="discard"]')
    # your discard travels from your hand to the pile
    assert running_on(page, '.gr-discard [data-card="QC"]') == 1
    # the CPU draws: a new back comes from the stock to its hand
    page.locator('[data-flip-id="gr-cpu-10"]').wait_for(state="attached")
    assert running_on(page, '.gr-backs [data-flip-id="gr-cpu-10"]') == 2
    # the CPU discards: its card leaves its hand and turns up on the pile
    page.locator('.gr-discard [data-top][data-flip-id="gr-cpu-10"]').wait_for(state="attached")
    assert running_on(page, ".gr-discard [data-top]") == 1
    assert page.locator(".motion-ghost").count() == 1
    assert page.locator('.gr-backs [data-card="back"]').count() == 10
    # and the line on the felt says it in words, the discard marked
    told = page.locator(".gr-felt [data-events] li").last.inner_text()
    top = page.locator(".gr-discard [data-top]").get_attribute("data-card") or ""
    assert told.startswith("CPU drew from the stock and discarded") or told.startswith("CPU took Q♣")
    assert page.locator(f'.gr-discard .just-moved[data-card="{top}"]').count() == 1
    assert_no_python_error(page)


def test_a_knock_lays_the_hands_out_and_turns_up_the_cpus_cards(page: Page, site: Server) -> None:
    open_gin(page, site, knock_save())
    click(page, '[data-focus-id="pass"]')
    page.locator('[data-focus-id="stock"]').wait_for(state="attached")
    click(page, '[data-focus-id="stock"]')
    page.locator('.gr-hand [data-card="4C"]').wait_for(state="attached")
    click(page, '[data-focus-id="knock"]')  # 4C is pre-selected…
    page.locator('.gr-hand .selected[data-card="4C"]').wait_for(state="attached")
    click(page, '[data-focus-id="knock"]')  # …and the second press knocks
    page.locator("[data-result]").wait_for(state="attached")
    # your cards travel from your hand to your melds; the CPU's ten turn up from its backs,
    # the three it lays off onto your melds among them
    for card in ("AS", "5H", "9D", "3C", "4C"):
        assert running_on(page, f'[data-result] [data-flip-id="gr-you-{card}"]') == 1, card
    for i in range(10):
        assert running_on(page, f'[data-result] [data-flip-id="gr-cpu-{i}"]') == 1, i
    assert page.locator(".motion-ghost").count() == 10
    laid = page.locator('[data-role="knocker"] .laid-off[data-flip-id^="gr-cpu-"]')
    assert sorted(laid.evaluate_all("els => els.map(e => e.dataset.card)")) == ["4S", "6D", "7H"]
    # the laid-off cards' second showing, in the CPU's list, keeps still
    assert running_on(page, '[data-layoffs] [data-card="4S"]') == 0
    # the next hand is dealt from the stock to both hands
    click(page, '[data-action="next"]')
    page.locator(".gr-hand [data-card]").first.wait_for(state="attached")
    assert running_on(page, ".gr-hand [data-card]") == 2
    assert running_on(page, '.gr-backs [data-flip-id="gr-cpu-9"]') == 2
    assert running_on(page, ".gr-discard [data-top]") == 2
    assert_no_python_error(page)


def test_the_cpus_gin_turns_up_its_cards(page: Page, site: Server) -> None:
    save = dumps(new_match("gin-rummy", {}, SEED, deck=stacked(CPU_HAND, GIN_HAND, UPCARD, ["QC", "TD"])))
    open_gin(page, site, save, speed="fast")
    click(page, '[data-focus-id="pass"]')
    page.locator('[data-focus-id="stock"]').wait_for(state="attached")
    click(page, '[data-focus-id="stock"]')
    click(page, '.gr-hand [data-card="QC"]')
    click(page, '[data-focus-id="discard"]')
    page.locator('[data-result] h2[data-kind="gin"]').wait_for(state="attached")
    assert page.locator(".motion-ghost").count() == 11  # ten cards and the one put face down
    assert running_on(page, '[data-result] [data-flip-id="gr-cpu-10"]') == 1


def test_a_whole_game_plays_to_the_end_with_animations_on(page: Page, site: Server) -> None:
    page.add_init_script(settings("fast", "on"))
    page.goto(site.url + "index.html?seed=3&cpu=easy&target=50#/gin-rummy")
    wait_ready(page)
    hands = play_a_whole_game(page)
    assert page.locator("[data-game-result]").get_attribute("data-game-result") in ("won", "lost")
    assert hands >= 1
    assert "· Game to 50" in page.locator("[data-scores]").inner_text()
    assert_no_python_error(page)


@pytest.mark.parametrize("how", STILL)
def test_nothing_moves_with_reduced_motion_animations_off_or_instant(browser: Browser, site: Server, how: str) -> None:
    context = still_context(browser, how, 390, 844)
    page = context.new_page()
    speed = "instant" if how == "instant" else "normal"
    open_gin(page, site, knock_save(), speed, "off" if how == "animations-off" else "auto")
    click(page, '[data-focus-id="pass"]')
    page.locator('[data-focus-id="stock"]').wait_for(state="attached")
    click(page, '[data-focus-id="stock"]')
    page.locator('.gr-hand [data-card="4C"]').wait_for(state="attached")
    assert page.evaluate("document.getAnimations().filter(a => a.id === 'tefuda-motion').length") == 0
    click(page, '.gr-hand [data-card="4C"]')
    click(page, '[data-focus-id="knock"]')
    page.locator("[data-result]").wait_for(state="attached")
    # the state shows at once: the CPU's cards face up, and nothing moves
    assert page.locator('[data-result] [data-card="back"]').count() == 0
    assert page.evaluate("document.getAnimations().filter(a => a.id === 'tefuda-motion').length") == 0
    assert page.locator(".motion-ghost").count() == 0
    if how != "instant":  # not even the highlight of the cards just named fades
        assert page.evaluate("document.getAnimations().length") == 0
    context.close()
