"""Gin Rummy through the page: a whole game to 100, a knock with layoffs, a refusal, a reload,
and the layouts on a phone (both ways up) and a desktop.

Stacked deals are given to the page as a save in localStorage: the page restores them exactly
as it restores a game after a reload.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page

from tefuda.games.gin_rummy import GAME
from tefuda.match import new_match
from tefuda.saves import dumps
from tests.browser.conftest import Server, assert_no_python_error, settings_script, wait_ready
from tests.web.test_table_gin_rummy import CPU_HAND, KNOCK_HAND, SEED, UPCARD, stacked

SHOTS = Path("/tmp")
MY_TURN = '[data-act="hint"]:not([disabled]), [data-action="next"], [data-act="play-again"]'


def save_script(save: str) -> str:
    """An init script that writes ``save`` once (a reload keeps what the page saved since)."""
    return (
        "if (!sessionStorage.getItem('gin-stacked')) { sessionStorage.setItem('gin-stacked', '1');"
        f" localStorage.setItem('tefuda:save:gin-rummy', {json.dumps(save)}); }}"
    )


def knock_save() -> str:
    """A first hand where one draw (4C) lets you knock and the CPU lays off 4S, 7H and 6D."""
    deck = stacked(KNOCK_HAND, CPU_HAND, UPCARD, ["4C"])
    return dumps(new_match("gin-rummy", {}, SEED, deck=deck))


def hand(page: Page) -> list[str]:
    return list(page.locator(".gr-hand [data-card]").evaluate_all("els => els.map(e => e.dataset.card)"))


def board(page: Page) -> dict[str, object]:
    """What a player sees of the board (hand, piles, scores, prompts) and the save."""
    return {
        "hand": hand(page),
        "stock": page.locator("[data-stock-count]").get_attribute("data-stock-count"),
        "discard": page.locator(".gr-discard [data-card]").evaluate_all("els => els.map(e => e.dataset.card)"),
        "cpu": page.locator(".gr-cpu [data-card]").evaluate_all("els => els.map(e => e.dataset.card)"),
        "scores": page.locator("[data-scores]").inner_text(),
        "deadwood": page.locator("[data-deadwood]").get_attribute("data-deadwood"),
        "save": page.evaluate("localStorage.getItem('tefuda:save:gin-rummy')"),
    }


def wait_my_turn(page: Page) -> None:
    page.locator(MY_TURN).first.wait_for()


def pass_to_my_draw(page: Page) -> None:
    """Pass the upcard (you act first with SEED) and wait for your draw."""
    page.locator('[data-focus-id="pass"]').click()
    page.locator('[data-focus-id="stock"]').wait_for()


def follow_hint(page: Page) -> str:
    """Ask for the hint and do what it says; return the action."""
    page.locator('[data-act="hint"]').click()
    assert page.locator("[data-hint]").inner_text().strip(), "the hint gives a reason"
    # the page marks the controls that carry the advised action
    marked = page.locator("[data-action].hinted")
    marked.first.wait_for()
    action = marked.first.get_attribute("data-action") or ""
    verb, _, card = action.partition(" ")
    if verb == "discard":
        # the hint selected the card: the preview shows, then discard
        assert page.locator(f'.gr-hand .selected[data-card="{card}"]').count() == 1
        page.locator("[data-deadwood-after]").wait_for()
        page.locator('[data-focus-id="discard"]').click()
    elif verb == "knock":
        assert page.locator(f'.gr-hand .selected[data-card="{card}"]').count() == 1
        page.locator(".gr-actions [data-action].hinted").first.click()
        page.locator("[data-result]").wait_for()
    elif action in ("draw stock", "draw discard", "pass"):
        marked.first.click()
    else:
        raise AssertionError(f"unexpected hint {action!r}")
    return action


def check_result_panel(page: Page) -> None:
    """The result panel's layoffs sit on the knocker's melds and the arithmetic adds up."""
    panel = page.locator("[data-result]")
    kind = panel.locator("h2").get_attribute("data-kind")
    if kind == "wall":
        assert panel.locator('[data-seat="1"] [data-card]').count() == 0
        return
    laid = panel.locator("[data-layoffs]")
    if laid.count():
        cards = (laid.get_attribute("data-layoffs") or "").split()
        on_melds = panel.locator('[data-role="knocker"] .laid-off').evaluate_all("els => els.map(e => e.dataset.card)")
        assert sorted(on_melds) == sorted(cards)
    assert panel.locator("[data-arith]").count() == 1
    assert panel.locator('[data-card="back"]').count() == 0


def play_a_whole_game(page: Page) -> int:
    """Follow the hint until the game is over, checking each hand's result panel on the way;
    return how many hands were played before the last."""
    hands = 0
    for _ in range(2000):
        wait_my_turn(page)
        if page.locator('[data-act="play-again"]').count():
            return hands
        if page.locator('[data-action="next"]').count():
            check_result_panel(page)
            hands += 1
            page.locator('[data-action="next"]').click()
            continue
        follow_hint(page)
    raise AssertionError("the game did not end in 2,000 moves")


def test_a_whole_game_to_100_against_the_easy_cpu(page: Page, site: Server) -> None:
    page.add_init_script(settings_script())
    page.goto(site.url + "index.html?seed=3&cpu=easy#/gin-rummy")
    wait_ready(page)
    assert page.locator("select[data-setting='level']").input_value() == "easy"
    play_a_whole_game(page)
    assert_no_python_error(page)
    settlement = page.locator("[data-settlement]")
    assert settlement.count() == 1
    check_result_panel(page)
    for row in ("hand_points", "game_bonus", "hand_bonus", "final"):
        assert settlement.locator(f'[data-row="{row}"] td').count() == 2
    scores = [int(s.get_attribute("data-points") or 0) for s in page.locator("[data-score]").all()]
    assert max(scores) >= 100
    final = [int(x) for x in settlement.locator('[data-row="final"] td').all_inner_texts()]
    winner = 0 if scores[0] > scores[1] else 1
    assert final[winner] > final[1 - winner]
    verdict = page.locator("[data-game-result]").get_attribute("data-game-result")
    assert verdict == ("won" if winner == 0 else "lost")
    page.screenshot(path=str(SHOTS / "gin_settlement_1280x800.png"), full_page=True)
    page.locator('[data-act="play-again"]').click()
    page.locator("[data-act='hint'], [data-cpu-turn]").first.wait_for()
    assert "Hand 1" in page.locator("[data-scores]").inner_text()


def test_a_knock_with_layoffs_in_the_result_panel(page: Page, site: Server) -> None:
    page.add_init_script(settings_script())
    page.add_init_script(save_script(knock_save()))
    page.goto(site.url + "index.html?cpu=easy#/gin-rummy")
    wait_ready(page)
    assert sorted(hand(page)) == sorted(KNOCK_HAND)
    pass_to_my_draw(page)
    page.locator('[data-focus-id="stock"]').click()
    page.locator('.gr-hand .drawn[data-card="4C"]').wait_for()
    page.locator('.gr-hand [data-card="AS"]').click()
    page.locator('[data-focus-id="knock"]').click()  # AS does not knock: 4C is pre-selected
    page.locator('.gr-hand .selected[data-card="4C"]').wait_for()
    assert "Press Knock again" in page.locator("[data-prompt]").inner_text()
    assert page.locator("[data-result]").count() == 0
    page.locator('[data-focus-id="knock"]').click()
    panel = page.locator("[data-result]")
    panel.wait_for()
    assert panel.locator("[data-layoffs]").get_attribute("data-layoffs") == "4S 7H 6D"
    # the events tell the knock, the layoffs and the score; the cards they name are marked
    told = page.locator("[data-events] li").evaluate_all("els => els.map(e => e.dataset.event)")
    assert told[-3:] == ["knock", "layoff", "scored"]
    assert "You knocked with 3 deadwood" in page.locator('[data-events] [data-event="knock"]').inner_text()
    assert panel.locator('.just-moved[data-card="4S"]').count() >= 1
    melds = [
        m.locator("[data-card]").evaluate_all("els => els.map(e => e.dataset.card)")
        for m in panel.locator('[data-role="knocker"] .gr-rmeld').all()
    ]
    assert melds == [["AS", "2S", "3S", "4S"], ["4H", "5H", "6H", "7H"], ["6D", "7D", "8D", "9D"]]
    laid = panel.locator('[data-role="knocker"] .laid-off').evaluate_all("els => els.map(e => e.dataset.card)")
    assert sorted(laid) == ["4S", "6D", "7H"]
    before = 4 + 7 + 6 + 10 + 10 + 10 + 9 + 5 + 2 + 8  # the CPU's ten cards, no meld
    after = before - 17
    assert f"Deadwood: {before} → {after} after laying off" in panel.inner_text()
    assert f"{after} − 3 = {after - 3}" in panel.inner_text()
    assert panel.locator("[data-dead]").first.get_attribute("data-dead") == "3C"
    assert f"You: {after - 3}" in page.locator("[data-scores]").inner_text()
    page.screenshot(path=str(SHOTS / "gin_layoffs_1280x800.png"), full_page=True)
    page.locator('[data-action="next"]').click()
    page.locator(MY_TURN + ", [data-cpu-turn]").first.wait_for()
    assert "Hand 2" in page.locator("[data-scores]").inner_text()


def test_a_refused_draw_first_leaves_the_board_unchanged_in_the_embed(page: Page, site: Server) -> None:
    page.add_init_script(settings_script())
    page.goto(site.url + f"embed.html?game=gin-rummy&seed={SEED}&cpu=easy")
    wait_ready(page)
    assert GAME.start({}, SEED).dealer == 1
    # on the upcard only take and pass are offered
    assert page.locator('[data-focus-id="take"]').count() == 1 and page.locator('[data-focus-id="pass"]').count() == 1
    assert page.locator('[data-focus-id="stock"], [data-focus-id="discard"], [data-focus-id="knock"]').count() == 0
    page.locator('[data-focus-id="pass"]').click()
    wait_my_turn(page)
    page.locator('[data-focus-id="stock"]').wait_for()
    # the CPU's pass is told on the table
    told = page.locator('[data-events] [data-event="pass"][data-seat="1"]')
    assert told.inner_text().startswith("CPU passed on the upcard")
    before = board(page)
    page.locator(".gr-hand [data-card]").first.click()
    refusal = page.locator("[data-refusal]")
    refusal.wait_for()
    assert refusal.inner_text() == "Draw a card first."
    assert board(page) == before
    page.keyboard.press("s")  # keyboard: draw from the stock
    page.locator(".gr-hand .drawn").wait_for()
    assert page.locator("[data-refusal]").count() == 0
    assert len(hand(page)) == 11


def test_a_reload_mid_hand_restores_it_exactly(page: Page, site: Server) -> None:
    page.add_init_script(settings_script())
    page.goto(site.url + f"index.html?seed={SEED}&cpu=easy#/gin-rummy")
    wait_ready(page)
    pass_to_my_draw(page)
    page.locator('[data-focus-id="stock"]').click()
    page.locator(".gr-hand .drawn").wait_for()
    before = board(page)
    drawn = page.locator(".gr-hand .drawn").get_attribute("data-card")
    page.reload()
    wait_ready(page)
    page.locator(".gr-hand [data-card]").first.wait_for()
    assert board(page) == before
    assert page.locator(".gr-hand .drawn").get_attribute("data-card") == drawn
    assert page.locator('[data-focus-id="discard"]').count() == 1


@pytest.mark.parametrize(("width", "height"), [(390, 844), (844, 390), (1280, 800)])
def test_layout_fits_and_touch_targets(browser: Browser, site: Server, width: int, height: int) -> None:
    lang = "ja" if width < height else "en"  # the phone upright in Japanese: the longer words
    context = browser.new_context(viewport={"width": width, "height": height}, locale="en-US", has_touch=width < 1000)
    page = context.new_page()
    page.set_default_timeout(30_000)
    page.add_init_script(settings_script(lang=lang))
    page.add_init_script(save_script(knock_save()))
    page.goto(site.url + "index.html?cpu=easy#/gin-rummy")
    wait_ready(page)
    pass_to_my_draw(page)
    page.locator('[data-focus-id="stock"]').click()
    page.locator('.gr-hand [data-card="3C"]').click()
    page.locator("[data-deadwood-after]").wait_for()

    def fits() -> None:
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
        boxes = page.locator(".gr-hand button.card, .gr-actions .btn, .game-menu .btn, .game-menu select").evaluate_all(
            "els => els.map(e => { const r = e.getBoundingClientRect(); return [e.dataset.card || e.textContent, r.x, r.width, r.height]; })"
        )
        assert boxes
        small = [b for b in boxes if b[2] < 40 or b[3] < 40]
        assert not small, small
        cards = [b for b in boxes if len(str(b[0])) == 2 and b[2] < 100]
        assert all(w >= 44 and h >= 44 for _, _, w, h in cards), cards
        assert all(x >= 0 and x + w <= width for _, x, w, _ in boxes), boxes

    assert len(hand(page)) == 11
    fits()
    # the counts stay visible: deadwood, stock and both scores
    for sel in ("[data-deadwood]", "[data-stock-count]", "[data-scores]"):
        assert page.locator(sel).is_visible()
    page.screenshot(path=str(SHOTS / f"gin_{width}x{height}.png"), full_page=True)
    page.locator('[data-focus-id="knock"]').click()
    page.locator("[data-result]").wait_for()
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    next_box = page.locator('[data-action="next"]').bounding_box()
    assert next_box is not None and next_box["height"] >= 44
    page.screenshot(path=str(SHOTS / f"gin_result_{width}x{height}.png"), full_page=True)
    assert_no_python_error(page)
    context.close()
