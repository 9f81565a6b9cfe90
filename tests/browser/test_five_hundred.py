"""500 through the page: a whole game to its result with a bid, a kitty and a joker lead of
yours, a renege refused, a reload mid-hand, and the layouts on a phone (both ways up) and a
desktop in both languages.

Your moves come from the same policy the table's own tests use (tests.web.test_table_five_hundred:
bid no trumps with the joker, lay the lowest cards away, lead the joker whenever it names a
suit); against easy CPUs the page then plays exactly the game the fake page played, so every
move can be pressed on its own control.  Stacked positions are given to the page as a save.
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page

from tefuda import i18n
from tefuda.cards import JOKER
from tefuda.cpu.five_hundred import choose
from tefuda.cpu.five_hundred.meaning import meaning, sentence
from tefuda.games.five_hundred import GAME
from tefuda.match import new_match, play
from tefuda.saves import dumps
from tests.browser.axe import SMALL_TARGETS, axe_source, violations_in_every_look
from tests.browser.conftest import Server, assert_no_python_error, settings_script, wait_ready
from tests.web.test_table_five_hundred import (
    NT_HANDS,
    RENEGE_HANDS,
    RENEGE_LOG,
    played_seed,
    scripted,
)

SAVE = "tefuda:save:five-hundred"
#: a game whose first dealer is you, so the three CPUs call before you (first_dealer(5) == 0)
BIDDING_SEED = 5
#: the small phone held sideways (800 × 360) has the felt's compact form (five_hundred.css)
LAYOUTS = {"phone": (390, 844), "phone-landscape": (844, 390), "small-landscape": (800, 360), "desktop": (1280, 800)}


def save_script(save: str) -> str:
    """An init script that writes ``save`` once (a reload keeps what the page saved since)."""
    return (
        "if (!sessionStorage.getItem('fh-stacked')) { sessionStorage.setItem('fh-stacked', '1');"
        f" localStorage.setItem('{SAVE}', {json.dumps(save)}); }}"
    )


def renege_save() -> str:
    """Hearts, West leads A♦, North and East follow: you hold J♦ (the left bower) and 5♦."""
    match = scripted(RENEGE_HANDS, RENEGE_LOG, dealer=0)
    return dumps(play(match, 3, GAME.legal_actions(match.state, 3)[0]))


def open_saved(page: Page, site: Server, save: str, lang: str = "en", speed: str = "instant",
               query: str = "") -> None:
    """Open 500's table on ``save`` (written once: a reload keeps what the page saved since),
    in ``lang`` at the CPU ``speed``, with ``query`` in the URL, and wait until it is ready."""
    page.add_init_script(settings_script(speed=speed, lang=lang))
    page.add_init_script(save_script(save))
    page.goto(f"{site.url}index.html{query}#/five-hundred")
    wait_ready(page)


def open_renege(page: Page, site: Server, lang: str = "en") -> None:
    """Open the table on the renege position (:func:`renege_save`), at the instant CPU speed."""
    open_saved(page, site, renege_save(), lang)


def press_move(page: Page, text: str) -> None:
    """Press the control of one of your moves, waiting for it to be offered."""
    verb, _, rest = text.partition(" ")
    if verb == "discard":
        page.locator(f'.fh-hand [data-action="{text}"]').click()
        page.locator(f'.fh-hand .selected[data-card="{rest}"]').wait_for()
    elif text.startswith(f"play {JOKER} "):
        page.locator(f'.fh-hand [data-card="{JOKER}"][data-act="name-joker"]').click()
        page.locator(f'[data-name-suit] [data-action="{text}"]').click()
    else:
        page.locator(f'[data-action="{text}"]').first.click()


def test_a_whole_game_through_the_page_with_a_bid_a_kitty_and_a_joker_lead(page: Page, site: Server) -> None:
    seed, moves = played_seed()
    assert any(m.startswith("bid ") for m in moves) and any(m.startswith("discard ") for m in moves)
    assert any(m.startswith(f"play {JOKER} ") for m in moves)
    page.add_init_script(settings_script())
    page.goto(f"{site.url}index.html?seed={seed}&cpu=easy#/five-hundred")
    wait_ready(page)
    seen = {"kitty": False, "joker": False}
    for i, text in enumerate(moves):
        press_move(page, text)
        if text.startswith("discard ") and (i + 1 == len(moves) or not moves[i + 1].startswith("discard ")):
            page.locator('[data-act="discard"]:not([disabled])').click()
            discards = " ".join(m.split()[1] for m in moves[i - 2 : i + 1])
            page.locator(f'[data-discards="{discards}"]').wait_for()  # the three, confirmed
            seen["kitty"] = True
        if text.startswith(f"play {JOKER} "):
            told = page.locator('[data-events] li[data-event="lead_joker"][data-seat="0"]')
            told.wait_for()
            assert told.inner_text().startswith("You led the joker for")
            seen["joker"] = True
    assert seen == {"kitty": True, "joker": True}
    result = page.locator("[data-game-result]")
    result.wait_for()
    assert_no_python_error(page)
    outcome = result.get_attribute("data-game-result")
    assert outcome in ("won", "lost")
    assert result.inner_text().startswith("You and North win" if outcome == "won" else "West and East win")
    rows = page.locator("[data-history] tbody tr").count()
    assert rows >= 1
    stats = json.loads(page.evaluate("localStorage.getItem('tefuda:stats:five-hundred')"))
    assert stats["played"] == 1 and stats[outcome] == 1
    page.locator('[data-focus-id="again"]').click()  # a new game, no confirmation once over
    page.locator(".fh-hand-number:text-is('Hand 1')").wait_for()
    assert page.locator("[data-game-result]").count() == 0


def test_a_renege_is_refused_with_its_reason_and_nothing_changes(page: Page, site: Server) -> None:
    open_renege(page, site)
    hand = page.locator(".fh-hand [data-card]").evaluate_all("els => els.map(e => e.dataset.card)")
    before = page.evaluate(f"localStorage.getItem('{SAVE}')")
    assert page.locator(".fh-hand [data-action]").evaluate_all("els => els.map(e => e.dataset.action)") == ["play 5D"]
    page.locator('.fh-hand [data-card="JD"]').click(force=True)  # aria-disabled: it says why
    refusal = page.locator("[data-refusal]")
    refusal.wait_for()
    assert refusal.inner_text() == "You must follow ♦; the left bower J♦ counts as a trump here."
    assert page.evaluate(f"localStorage.getItem('{SAVE}')") == before
    assert page.locator(".fh-hand [data-card]").evaluate_all("els => els.map(e => e.dataset.card)") == hand
    assert page.locator('.fh-slot[data-seat="0"] [data-card]').count() == 0  # nothing was played
    page.locator('.fh-hand [data-action="play 5D"]').click()
    played = page.locator('[data-events] li[data-event="play"][data-seat="0"]')
    played.wait_for()
    assert played.inner_text() == "You played 5♦." and page.locator("[data-refusal]").count() == 0
    # the trick is gone from the middle (the CPUs play on at once), and can be looked at again
    page.locator('[data-act="review"]').click()
    review = page.locator("[data-review]")
    review.wait_for()
    assert "won trick 1 with A♦" in review.inner_text()
    assert review.locator('li[data-seat="0"] [data-card="5D"]').count() == 1


def test_a_reload_mid_hand_restores_the_table_exactly(page: Page, site: Server) -> None:
    open_renege(page, site)
    page.locator('.fh-hand [data-action="play 5D"]').click()
    page.locator(".fh-hand [data-action], .fh-hand [data-act='name-joker']").first.wait_for()  # your turn again
    page.locator(".fh-hand [data-action]").first.click()  # one more card: the hand goes on
    page.locator(".fh-hand [data-action], [data-action='next']").first.wait_for()
    before = page.locator(".table-page").inner_html()
    saved = page.evaluate(f"localStorage.getItem('{SAVE}')")
    page.reload()
    wait_ready(page)
    page.locator(".fh-hand [data-action], [data-action='next']").first.wait_for()
    assert page.evaluate(f"localStorage.getItem('{SAVE}')") == saved
    assert page.locator(".table-page").inner_html() == before
    assert_no_python_error(page)


def boxes(page: Page, selector: str) -> list[dict[str, float]]:
    return list(page.locator(selector).evaluate_all(
        "els => els.filter(e => e.offsetParent !== null).map(e => { const r = e.getBoundingClientRect();"
        " return {x: r.left + scrollX, y: r.top + scrollY, w: r.width, h: r.height}; })"
    ))


def overlapping(items: list[dict[str, float]]) -> list[tuple[int, int]]:
    """Return the pairs of boxes that overlap (by more than a pixel)."""
    pairs = []
    for i, a in enumerate(items):
        for j, b in enumerate(items[i + 1 :], i + 1):
            if min(a["x"] + a["w"], b["x"] + b["w"]) - max(a["x"], b["x"]) > 1 and (
                min(a["y"] + a["h"], b["y"] + b["h"]) - max(a["y"], b["y"]) > 1
            ):
                pairs.append((i, j))
    return pairs


def check_layout(page: Page, width: int) -> None:
    """Nothing wider than the window; seats, the trick and the cards never cover each other."""
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    for selector in (".fh-felt > .fh-seat, .fh-felt > .fh-centre", ".fh-slot", ".fh-hand .card",
                     ".fh-bid-cell", ".fh-head > *"):
        found = boxes(page, selector)
        assert overlapping(found) == [], (selector, found)
        assert all(b["x"] >= 0 and b["x"] + b["w"] <= width + 0.5 for b in found), selector
    for target in boxes(page, ".fh-hand button.card, .fh-bid-cell, .fh-you .btn"):
        assert min(target["w"], target["h"]) >= 44 - 0.5, target  # touch targets


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("layout", LAYOUTS)
def test_the_table_fits_each_screen_without_overlap(browser: Browser, site: Server, tmp_path: Path, layout: str, lang: str) -> None:
    width, height = LAYOUTS[layout]
    context = browser.new_context(viewport={"width": width, "height": height})
    try:
        page = context.new_page()
        open_renege(page, site, lang)
        page.locator(".fh-hand [data-action]").first.wait_for()
        page.locator('.fh-hand [data-card="JD"]').click(force=True)  # aria-disabled, and it says why
        page.locator("[data-refusal]").wait_for()
        check_layout(page, width)
        # the line that tells the CPUs' moves and your hand in view: whole on a desktop; on a
        # phone held sideways your hand and the line's start (it keeps its latest three moves)
        if layout != "phone":
            hand, events = page.locator(".fh-hand").bounding_box(), page.locator("[data-events]").bounding_box()
            assert hand is not None and events is not None
            assert hand["y"] + hand["height"] <= height, hand
            seen = events["height"] if layout == "desktop" else 24  # sideways: its first line
            assert events["y"] + seen <= height, events
        page.screenshot(path=str(tmp_path / f"play-{layout}-{lang}.png"), full_page=True)
        page.locator('[data-act="new"]').click()  # a new game: the bidding panel
        page.locator('[data-act="new-confirm"]').click()
        page.locator(".fh-bidding").wait_for()  # you bid on every deal before it is settled
        check_layout(page, width)
        page.screenshot(path=str(tmp_path / f"new-{layout}-{lang}.png"), full_page=True)
        assert_no_python_error(page)
    finally:
        context.close()


#: your hand when you bid 6♥ last (the others passed): you lose a trick or two, so you follow
#: others' leads and see their cards win
HEARTS = (["JK", "AH", "KH", "QH", "JH", "9S", "8S", "7C", "6C", "5D"],)
#: your move is wanted: your seat has the turn, or the hand is over
MY_MOVE = '.fh-seat[data-seat="0"][data-turn="true"], [data-result]'


def hand_at(page: Page) -> tuple[float, float]:
    """Where your hand is on the page (its box's top left, in page coordinates)."""
    box = boxes(page, ".fh-hand")
    assert len(box) == 1, box
    return round(box[0]["x"], 1), round(box[0]["y"], 1)


def in_view(page: Page, selector: str) -> bool:
    """Return True when the first element ``selector`` finds lies wholly inside the window."""
    return bool(page.locator(selector).first.evaluate(
        "e => { const r = e.getBoundingClientRect(); return r.height > 0 && r.top >= 0 && r.left >= 0"
        " && r.bottom <= innerHeight + 0.5 && r.right <= innerWidth + 0.5; }"
    ))


def press_the_hint(page: Page, north: str) -> None:
    """Press the hint button: the advice shows, and nothing moves or scrolls; the whole felt,
    the contract (or the bidding so far), ``north`` (North's seat, or its card) and the advice's
    start stay in view."""
    hand = hand_at(page)
    assert in_view(page, ".fh-felt")  # on a phone held sideways too, your own seat's line with it
    cut = page.locator(".fh-seat p").evaluate_all("ps => ps.filter(p => p.scrollWidth > p.clientWidth + 1)"
                                                  ".map(p => p.textContent)")
    assert cut == [], cut  # no seat's line cut short
    page.locator('[data-act="hint"]').dispatch_event("click")
    page.locator("[data-hint]").wait_for()
    assert page.evaluate("scrollY") == 0 and hand_at(page) == hand
    assert in_view(page, "[data-contract]") and in_view(page, north)
    assert page.locator("[data-hint]").evaluate("e => e.getBoundingClientRect().top < innerHeight - 20")


def next_move(page: Page, moves: int) -> None:
    """Wait until the move log has more than ``moves`` entries, then for your next move."""
    page.wait_for_function(f"document.querySelectorAll('[data-move-log] li').length > {moves}"
                           " || !!document.querySelector('[data-result]')")
    page.locator(MY_MOVE).first.wait_for()


def logged(page: Page) -> int:
    return page.locator("[data-move-log] li").count()


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("layout", LAYOUTS)
def test_your_hand_stays_where_it_is_from_the_deal_to_the_end_of_the_hand(
    browser: Browser, site: Server, layout: str, lang: str
) -> None:
    """You bid 6♥ last (the others passed), take the kitty, lay three away and play the hand out
    on the hint's advice.  At every move of yours the hand is where it was at the deal; on your call
    pass and the hint are in view (on a desktop and sideways the whole bidding panel); pressing
    the hint scrolls nothing and keeps the contract and North's card in view.  Every control is
    pressed where it is (Playwright's click would scroll to a card whose hover lift it waits out),
    and the page never scrolls."""
    width, height = LAYOUTS[layout]
    context = browser.new_context(viewport={"width": width, "height": height})
    try:
        page = context.new_page()
        open_saved(page, site, dumps(scripted(HEARTS, ["pass", "pass", "pass"], dealer=0)), lang=lang, query="?cpu=easy")
        page.locator(".fh-bidding").wait_for()
        where = {"bid": hand_at(page)}
        assert in_view(page, '[data-action="pass"]') and in_view(page, '[data-act="hint"]')
        if layout != "phone":
            assert in_view(page, ".fh-bidding")
        press_the_hint(page, '.fh-seat[data-seat="2"]')
        moves = logged(page)
        page.locator('[data-action="bid 6H"]').dispatch_event("click")
        next_move(page, moves)
        where["kitty"] = hand_at(page)
        press_the_hint(page, '.fh-seat[data-seat="2"]')
        assert page.locator(".fh-hand .card.selected").count() == 3
        where["kitty, three chosen"] = hand_at(page)
        moves = logged(page)
        page.locator('[data-act="discard"]').dispatch_event("click")
        for _ in range(12):
            next_move(page, moves)
            if page.locator("[data-result]").count():
                break
            finished = page.locator('.fh-centre[data-finished="true"]').count() > 0
            winning = page.locator(".fh-slot[data-winning]").count() > 0
            lines = page.locator(".fh-caption").evaluate(
                "e => Math.round(e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight))")
            review = page.locator('[data-act="review"]:not([disabled])').count() > 0
            where[f"move {len(where)}: winning {winning}, finished {finished}, caption {lines} lines,"
                  f" last trick {review}"] = hand_at(page)
            assert page.evaluate("scrollY") == 0
            if review and "last trick opened" not in where:
                page.locator('[data-act="review"]').dispatch_event("click")
                page.locator("[data-review]").wait_for()
                where["last trick opened"] = hand_at(page)
            press_the_hint(page, '.fh-slot[data-seat="2"]')
            moves = logged(page)
            page.locator(".fh-you .hinted").first.dispatch_event("click")  # a card, or the joker's suit
        assert page.locator("[data-result]").count() == 1  # the hand was played to its end
        assert_no_python_error(page)
        for seen in ("winning True", "finished True", "last trick True", "last trick False", "opened"):
            assert any(seen in w for w in where), (seen, list(where))
        lines = {int(w.split("caption ")[1].split()[0]) for w in where if "caption" in w}
        assert len(lines) > 1  # the trick's caption came, went and wrapped, and the hand never moved
        assert len(set(where.values())) == 1, "\n".join(f"{when}: {at}" for when, at in where.items())
    finally:
        context.close()


def kitty_save() -> str:
    """You bid 6NT first and the others passed: you hold the kitty's three among thirteen."""
    return dumps(scripted(NT_HANDS, ["bid 6NT", "pass", "pass", "pass"]))


def style(page: Page, selector: str, *properties: str) -> list[str]:
    """Return the computed ``properties`` of the first element ``selector`` finds."""
    return list(page.locator(selector).first.evaluate(
        "(e, names) => names.map(n => getComputedStyle(e).getPropertyValue(n))", list(properties)))


def test_the_cursor_the_hint_the_kitty_and_the_cards_to_lay_away_each_look_their_own(page: Page, site: Server) -> None:
    open_saved(page, site, kitty_save())
    page.keyboard.press("ArrowRight")  # the keyboard cursor on your first card
    cursor = style(page, '.fh-hand [data-focus-id="fh-cursor"]', "outline-style", "outline-color")
    assert page.evaluate("document.activeElement.dataset.focusId") == "fh-cursor"
    page.keyboard.press("h")  # the hint chooses the three and rings the first
    page.locator(".fh-hand .card.selected").nth(2).wait_for()
    hinted = style(page, ".fh-hand .card.hinted", "outline-style", "outline-color")
    assert cursor == ["dashed", "rgb(29, 29, 31)"] and hinted == ["solid", "rgb(25, 118, 210)"]
    kitty = page.locator(".fh-hand [data-kitty-tag]").first.evaluate("e => getComputedStyle(e, '::before').backgroundColor")
    away = page.locator(".fh-hand [data-away-tag]").first.evaluate("e => getComputedStyle(e, '::after').backgroundColor")
    assert page.locator(".fh-hand [data-kitty-tag]").count() == 3 and page.locator(".fh-hand [data-away-tag]").count() == 3
    assert page.locator(".fh-hand [data-away-tag]").first.evaluate("e => getComputedStyle(e, '::after').content") == '"Away"'
    assert kitty == "rgb(0, 105, 92)" and away == "rgb(179, 38, 30)" and away in style(page, ".fh-hand .card.selected", "box-shadow")[0]
    assert style(page, ".fh-hand .card.from-kitty", "border-top-color") == [kitty]
    assert_no_python_error(page)


def test_a_thinking_cpu_says_so_on_one_line_of_its_seat_on_a_japanese_phone(browser: Browser, site: Server) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844})
    try:
        page = context.new_page()
        open_saved(page, site, renege_save(), lang="ja", speed="normal")
        page.locator('.fh-hand [data-action="play 5D"]').click()  # West won the trick and leads
        status = page.locator('.fh-seat[data-seat="1"] .fh-status')
        status.locator(".fh-thinking").wait_for()
        assert status.inner_text() == "考え中…"
        height, line, wide, room = status.evaluate(
            "e => [e.getBoundingClientRect().height, parseFloat(getComputedStyle(e).lineHeight), e.scrollWidth, e.clientWidth]")
        assert height <= line + 1 and wide <= room  # one line, nothing cut off
    finally:
        context.close()


def hand_over_save() -> str:
    """The renege position played out by first legal moves: the hand's result waits."""
    match = play(scripted(RENEGE_HANDS, RENEGE_LOG, dealer=0), 3, "play 7D")
    while GAME.view(match.state, 0)["phase"] == "play":
        (seat,) = GAME.to_act(match.state)
        match = play(match, seat, GAME.legal_actions(match.state, seat)[0])
    return dumps(match)


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("width", [390, 1280])
def test_the_hands_table_lines_up_and_the_rule_options_say_they_open(
    browser: Browser, site: Server, width: int, lang: str
) -> None:
    context = browser.new_context(viewport={"width": width, "height": 800})
    try:
        page = context.new_page()
        open_saved(page, site, hand_over_save(), lang=lang)
        page.locator("[data-history] tbody tr").first.wait_for()
        for column in (2, 3):  # the contract and who held it: each header over its names
            head = page.locator(f"[data-history] thead th:nth-child({column})").evaluate("e => e.getBoundingClientRect().left")
            cell = page.locator(f"[data-history] tbody tr:first-child > :nth-child({column})")
            text = cell.evaluate("e => { const r = document.createRange(); r.selectNodeContents(e);"
                                 " return r.getBoundingClientRect().left; }")
            padding = cell.evaluate("e => parseFloat(getComputedStyle(e).paddingLeft)")
            assert abs(head + padding - text) <= 1, (column, head, text)
        summary = page.locator(".fh-setup summary")
        marker = "e => getComputedStyle(e, '::before').content"
        assert summary.evaluate(marker) == '"▸"'
        summary.click()
        assert page.locator(".fh-setup[open]").count() == 1 and summary.evaluate(marker) == '"▾"'
    finally:
        context.close()


def bidding_save() -> tuple[str, dict[int, str]]:
    """West, North and East call before you, each as the normal CPU does (you deal): the save,
    and what each call means in English, as the engine reads it."""
    match = new_match("five-hundred", {}, BIDDING_SEED)
    meant = {}
    for seat in (1, 2, 3):
        view = GAME.view(match.state, seat)
        action = choose(view, "normal", random.Random(0))
        meant[seat] = sentence(meaning(view, action, "normal"), lambda key, **p: i18n.t("en", key, **p),
                               ["you", "West", "North", "East"])
        match = play(match, seat, action)
    return dumps(match), meant


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_tapping_a_cpu_seat_reads_what_its_calls_mean(browser: Browser, site: Server, tmp_path: Path, lang: str) -> None:
    """A tap on West's seat opens what its 7♣ means, in words a screen reader also gets as the
    button's description; Enter on North's seat opens North's; the bidding lists them too; axe
    finds nothing in any look; the hand does not move.  Screenshots in each layout (kept in
    $TEFUDA_SHOTS when set)."""
    shots = Path(os.environ.get("TEFUDA_SHOTS") or tmp_path)
    save, meant = bidding_save()
    west_words = meant[1] if lang == "en" else "西・"
    north_words = meant[2] if lang == "en" else "北・"
    for layout, (width, height) in LAYOUTS.items():
        context = browser.new_context(viewport={"width": width, "height": height}, has_touch=layout != "desktop")
        try:
            page = context.new_page()
            open_saved(page, site, save, lang=lang)
            hand = page.locator(".fh-hand").bounding_box()
            west = page.locator('[data-focus-id="fh-calls-1"]')
            tip = page.locator("#fh-meaning-1")
            assert not tip.is_visible()
            description = west.evaluate("b => document.getElementById(b.getAttribute('aria-describedby')).textContent")
            assert description.startswith(west_words)
            assert page.locator(".fh-hand").bounding_box() == hand
            if layout == "desktop":
                west.click()
            else:
                west.tap()
            page.locator('#fh-meaning-1[data-open="true"]').wait_for()
            assert tip.is_visible() and tip.inner_text().startswith(west_words)
            assert west.get_attribute("aria-expanded") == "true"
            box, view = tip.bounding_box(), page.viewport_size
            assert box is not None and view is not None and 0 <= box["x"] and box["x"] + box["width"] <= view["width"]
            page.screenshot(path=str(shots / f"meaning-{layout}-{lang}.png"))
            assert page.locator(".fh-hand").bounding_box() == hand
            # the keyboard: focus North's seat and press Enter
            page.locator('[data-focus-id="fh-calls-2"]').focus()
            page.keyboard.press("Enter")
            page.locator('#fh-meaning-2[data-open="true"]').wait_for()
            assert page.locator("#fh-meaning-2").inner_text().startswith(north_words)
            assert not page.locator('#fh-meaning-1[data-open="true"]').count()
            page.locator("[data-calls] summary").click()
            assert page.locator("[data-calls] li").first.inner_text().startswith(west_words)
            page.screenshot(path=str(shots / f"meaning-north-bidding-{layout}-{lang}.png"), full_page=True)
            # each seat's button is a touch target of 44 × 44 px at least
            assert [t for t in page.evaluate(SMALL_TARGETS) if "fh-seat-calls" in t["control"]] == []
            assert page.locator(".fh-seat-calls").count() == 3
            if layout == "phone":
                assert violations_in_every_look(page, axe_source()) == []
        finally:
            context.close()


@pytest.mark.parametrize("layout", LAYOUTS)
def test_the_practice_banner_sits_at_the_top_of_the_table(browser: Browser, site: Server, tmp_path: Path, layout: str) -> None:
    """"Try from here" on a reviewed hand: the practice banner and its way back are the first
    thing of the table, above the scores and the felt (held sideways, at the top of the column
    beside the felt), in view without scrolling."""
    from tests.browser.test_review_five_hundred import at_the_blunder, play_card

    width, height = LAYOUTS[layout]
    context = browser.new_context(viewport={"width": width, "height": height})
    try:
        page = context.new_page()
        open_saved(page, site, at_the_blunder(), query="?cpu=easy")
        play_card(page, "JK")
        play_card(page, "5C")
        page.locator('[data-act="review-open"][data-hand="0"]').first.dispatch_event("click")
        page.locator("[data-review]").wait_for()
        page.locator('[data-act="review-last"]').dispatch_event("click")
        for _ in range(8):  # back to your last decision: it offers to try from there
            if page.locator('[data-act="review-try"]').count():
                break
            page.locator('[data-act="review-prev"]').dispatch_event("click")
        page.locator('[data-act="review-try"]').dispatch_event("click")
        page.locator("[data-practice]").wait_for()
        page.evaluate("scrollTo(0, 0)")
        banner = boxes(page, "[data-practice]")
        head, felt = boxes(page, ".fh-head"), boxes(page, ".fh-felt")
        page.screenshot(path=str(tmp_path / f"practice-{layout}.png"))
        assert len(banner) == 1 and in_view(page, "[data-practice]") and in_view(page, '[data-act="practice-end"]')
        bottom = banner[0]["y"] + banner[0]["h"]
        if "landscape" in layout:  # sideways: first in the column beside the felt, level with its top
            assert bottom <= head[0]["y"] + 0.5 and banner[0]["y"] <= felt[0]["y"] + 0.5, (banner, head, felt)
        else:
            assert bottom <= head[0]["y"] + 0.5 and bottom <= felt[0]["y"] + 0.5, (banner, head, felt)
        assert_no_python_error(page)
    finally:
        context.close()


def you_lead_save() -> tuple[str, int]:
    """The renege position played on, each seat choosing at random (the first seed that does),
    to your lead after you won a trick: the trick you won stays in the middle, with its caption.
    Returns the save and that trick's number."""
    for seed in range(100):
        rng = random.Random(seed)
        match = play(scripted(RENEGE_HANDS, RENEGE_LOG, dealer=0), 3, "play 7D")
        while GAME.view(match.state, 0)["phase"] == "play":
            (seat,) = GAME.to_act(match.state)
            view = GAME.view(match.state, 0)
            last = view["last_trick"]
            if seat == 0 and not (view["trick"] or {}).get("cards") and last and last["winner"] == 0:
                return dumps(match), last["number"]
            match = play(match, seat, rng.choice(GAME.legal_actions(match.state, seat)))
    raise AssertionError("no deal where you lead after winning a trick")


#: where the caption's line breaks fall: [its text, a U+200B between two of its phrases, [the
#: index in it of each line's first character but the first line's]]
CAPTION_LINES = """e => { const walk = document.createTreeWalker(e.lastElementChild, NodeFilter.SHOW_TEXT);
  let text = "", top = null; const starts = [];
  for (let node = walk.nextNode(); node; node = walk.nextNode()) {
    if (text) text += "\u200b";
    for (let i = 0; i < node.length; i++) {
      const r = document.createRange(); r.setStart(node, i); r.setEnd(node, i + 1);
      const box = [...r.getClientRects()].find(b => b.width > 0);
      if (box && top !== null && box.top > top + 2) starts.push(text.length);
      if (box) top = box.top;
      text += node.data[i];
    }
  }
  return [text, starts]; }"""


def sensible_break(text: str, at: int) -> bool:
    """Return True when a line may sensibly start at ``text[at]``: after a space or a break the
    caption's words mark between phrases (U+200B), or at an opening bracket."""
    return text[at - 1] in " \u200b" or text[at] in "(（"


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_tricks_caption_breaks_its_lines_only_between_phrases(browser: Browser, site: Server, tmp_path: Path, lang: str) -> None:
    """The caption beside the trick (the card winning it so far; who won it) has some 70 px on a
    phone: each of its lines ends at a space, between two phrases or before a bracket, never
    inside a word ("優/勢", "取りまし/た"), whichever way the phone is held; and the trick's
    cards stay where they are whatever the caption says.  Screenshots in $TEFUDA_SHOTS."""
    shots = Path(os.environ.get("TEFUDA_SHOTS") or tmp_path)
    led, number = you_lead_save()
    states = {"winning": (renege_save(), ".fh-hand [data-action]"),
              "won": (led, ".fh-hand [data-action]"),
              "last": (hand_over_save(), "[data-result]")}
    for layout, (width, height) in LAYOUTS.items():
        slots = {}
        for state, (save, ready) in states.items():
            context = browser.new_context(viewport={"width": width, "height": height})
            try:
                page = context.new_page()
                open_saved(page, site, save, lang=lang)
                page.locator(ready).first.wait_for()
                caption = page.locator(".fh-caption")
                text, starts = caption.evaluate(CAPTION_LINES)
                if state == "won":
                    assert f"{number}" in text and ("あなたが" if lang == "ja" else "You won") in text, text
                if state != "last":
                    assert text, state  # the last trick's caption shows only while the hand goes on
                bad = [text[:at] + "|" + text[at:] for at in starts if not sensible_break(text, at)]
                assert bad == [], (layout, state, bad)
                assert caption.evaluate("e => e.scrollWidth <= e.clientWidth + 1")  # nothing sticks out
                slots[state] = boxes(page, ".fh-slot")
                page.locator(".fh-felt").screenshot(path=str(shots / f"caption-{state}-{layout}-{lang}.png"))
                assert_no_python_error(page)
            finally:
                context.close()
        assert slots["winning"] == slots["won"], (layout, slots)
