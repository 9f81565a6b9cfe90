"""Sound (assets/js/sound.js) and the log of the deal's moves, through the page."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page

from tests.browser.conftest import Server, wait_ready


def open_kakehiki(page: Page, site: Server, **settings: object) -> None:
    value = json.dumps({"lang": "en", "cpu_speed": "instant", **settings})
    page.add_init_script(
        f"if (!localStorage.getItem('tefuda:settings')) localStorage.setItem('tefuda:settings', {json.dumps(value)});"
    )
    page.goto(site.url + "index.html?seed=5#/kakehiki")
    wait_ready(page)


def lay_a_card(page: Page) -> str:
    card = str(page.locator(".kk-hand [data-card]").first.get_attribute("data-card"))
    page.locator(f'.kk-hand [data-card="{card}"]').click()
    page.locator(f'.kk-actions [data-action="play {card}"]').click()
    page.locator(f'[data-row="you"] [data-card="{card}"]:not([data-down])').wait_for(state="attached")
    return card


@pytest.mark.parametrize("on", [True, False])
def test_a_move_makes_its_sounds_only_with_sound_on(page: Page, site: Server, on: bool) -> None:
    open_kakehiki(page, site, sound=on, volume=40)
    # nothing before a gesture: the autoplay policy, and the CPU's first card at load
    assert page.evaluate("window.tefudaSound.played.length") == 0
    assert page.evaluate("window.tefudaSound.context === null")
    lay_a_card(page)
    played = page.evaluate("[...window.tefudaSound.played]")
    if on:
        # your card laid, both turned up; the next round's CPU card is laid at once (instant)
        assert played[:2] == ["play", "flip"] and "play" in played[2:], played
        assert page.evaluate("window.tefudaSound.context.state") == "running"
    else:
        assert played == [] and page.evaluate("window.tefudaSound.context === null")


def test_sound_turned_on_in_the_settings_plays_at_once(page: Page, site: Server) -> None:
    page.add_init_script("localStorage.setItem('tefuda:settings', JSON.stringify({lang: 'en'}))")
    page.goto(site.url + "#/settings")
    wait_ready(page)
    assert page.locator('[data-act="sound-test"]').is_disabled()
    page.locator('input[data-setting="sound"]').check()
    page.locator('[data-act="sound-test"]:not([disabled])').click()
    assert page.evaluate("[...window.tefudaSound.played]") == ["deal", "play", "win"]
    saved = json.loads(page.evaluate("localStorage.getItem('tefuda:settings')"))
    assert saved["sound"] is True and saved["volume"] == 60


def test_the_log_of_the_deal_opens_and_stays_open(page: Page, site: Server) -> None:
    open_kakehiki(page, site)
    log = page.locator("details[data-move-log]")
    assert log.get_attribute("open") is None
    log.locator("summary").click()
    assert log.locator("li").first.inner_text() == "Game 1: five cards each are dealt."
    lay_a_card(page)
    # a new render keeps it open, and it has every move of the deal so far
    assert page.locator("details[data-move-log][open]").count() == 1
    items = page.locator("details[data-move-log] li").all_inner_texts()
    assert items[0].startswith("Game 1") and any(t.startswith("Cards turn up") for t in items)
    assert f"({len(items)})" in page.locator("details[data-move-log] summary").inner_text()
    # keyboard: Enter on the summary folds it and plays nothing
    page.locator("details[data-move-log] summary").focus()
    page.keyboard.press("Enter")
    assert page.locator("details[data-move-log][open]").count() == 0
    assert page.locator("details[data-move-log] li").count() == len(items)
