"""51 played in the built site: keyboard only, mouse only, reload, a refusal, and the layout.

CPU moves run at the instant speed (set in localStorage before the page loads) and games start
from a URL seed, so each test sees the same deals every run.  Screenshots of the layout are
saved as /tmp/fifty_one_*.png for a person to look at.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page

from tefuda.games.fifty_one import first_dealer
from tefuda.match import new_match
from tefuda.saves import dumps
from tests.browser.conftest import Server, assert_no_python_error, wait_ready, wait_shown

#: the pass button, when pass may be played (a refused one is greyed: data-act="why")
PASS = '[data-act="action"][data-action="pass"]'
INSTANT = "localStorage.setItem('tefuda:settings', JSON.stringify({cpu_speed: 'instant', lang: 'en'}));"
# seed once per tab, so a reload keeps what the game saved
SEED_ONCE = f"if (!sessionStorage.getItem('seeded')) {{ sessionStorage.setItem('seeded', '1'); {INSTANT} }}"
#: the moments the person has something to do
MY_MOVE = (
    '.fo-me[data-turn="true"] button[data-card], [data-call-question], '
    '[data-action="next"], [data-final-result]'
)


def open_table(page: Page, site: Server, query: str) -> None:
    page.add_init_script(SEED_ONCE)
    page.goto(f"{site.url}index.html?{query}#/fifty-one")
    wait_ready(page)
    wait_shown(page, MY_MOVE)


def wait_my_move(page: Page) -> str:
    """Wait until the person is to act; return "turn", "call", "next" or "over"."""
    wait_shown(page, MY_MOVE)
    if page.locator("[data-final-result]").count():
        return "over"
    if page.locator('[data-action="next"]').count():
        return "next"
    if page.locator("[data-call-question]").count():
        return "call"
    return "turn"


def wait_call(page: Page) -> None:
    """Wait for the call question a swap has just brought (not :func:`wait_my_move`, which the
    turn's own cards satisfy until the swap is drawn)."""
    wait_shown(page, "[data-call-question]")
    assert wait_my_move(page) == "call"


def new_game(page: Page) -> None:
    """Start a new game from the table's menu (confirming when a game is under way)."""
    page.locator('.game-menu [data-act="new"]').click()
    confirm = page.locator('[data-act="new-confirm"]')
    if confirm.count():
        confirm.click()


def reach_my_turn(page: Page) -> None:
    """Answer a call question with "no call", go past a round's end, and start another game
    when one ends, until the person has a turn (a new game's deal is not seeded, so a CPU may
    call or end the round first)."""
    for _ in range(20):
        state = wait_my_move(page)
        if state == "turn":
            return
        if state == "over":
            page.locator('[data-act="new"][data-focus-id="fo-new"]').click()
            page.wait_for_function("!document.querySelector('[data-final-result]')")
        else:
            page.locator('[data-action="nocall"]' if state == "call" else '[data-action="next"]').click()
        page.wait_for_timeout(50)
    raise AssertionError("no turn for the person after 20 calls, rounds and games")


def cards(page: Page) -> list[str]:
    return page.eval_on_selector_all("#app [data-card]", "els => els.map(e => e.dataset.card)")


def save(page: Page) -> Any:
    return json.loads(page.evaluate("localStorage.getItem('tefuda:save:fifty-one')"))


def test_a_three_round_game_with_the_keyboard_only(page: Page, site: Server) -> None:
    open_table(page, site, "seed=11&rounds=3&cpus=2")
    rounds_seen = 0
    turns = 0
    while True:
        state = wait_my_move(page)
        if state == "over":
            break
        if state == "next":
            rounds_seen += 1
            assert page.locator("[data-round-table] tbody tr").count() == rounds_seen
            page.keyboard.press("Enter")
            continue
        if state == "call":
            page.keyboard.press("n")
            continue
        turns += 1
        assert turns < 150
        if turns % 3 == 0 and page.locator(PASS).count():
            page.keyboard.press("p")
            continue
        before = save(page)["actions"]
        hand = page.eval_on_selector_all(".fo-hand button[data-card]", "els => els.map(e => e.dataset.card)")
        page.keyboard.press("ArrowDown")
        page.keyboard.press("ArrowRight")
        page.keyboard.press(" ")  # Space selects the hand card under the cursor
        assert page.locator(".fo-hand .card.selected").count() == 1
        assert page.locator(".fo-hand .card.selected").get_attribute("data-card") == page.locator(
            '[data-focus-id="fo-cursor"]').get_attribute("data-card")
        assert page.evaluate("document.activeElement.dataset.focusId") == "fo-cursor"
        page.keyboard.press("ArrowUp")
        page.keyboard.press("ArrowLeft")
        page.keyboard.press("Enter")  # and Enter takes the field card: the swap is made
        after = save(page)["actions"]
        assert len(after) > len(before) and after[len(before)][0] == 0
        assert after[len(before)][1].startswith(f"swap {hand[1]} ")
    assert rounds_seen == 2
    assert page.locator("[data-round-table] tbody tr").count() == 3
    totals = page.eval_on_selector_all("[data-grand-total]", "els => els.map(e => +e.textContent)")
    assert len(totals) == 3
    assert page.locator("[data-final-result]").get_attribute("data-final-result") in ("won", "lost", "drawn")
    stats = json.loads(page.evaluate("localStorage.getItem('tefuda:stats:fifty-one')"))
    assert stats["played"] == 1 and stats["best"] == totals[0]
    page.screenshot(path="/tmp/fifty_one_final_1280.png", full_page=True)


def test_a_three_round_game_with_the_mouse_only(page: Page, site: Server) -> None:
    open_table(page, site, "seed=21&rounds=3&cpus=3")
    turns = 0
    rounds_seen = 0
    while True:
        state = wait_my_move(page)
        if state == "over":
            break
        if state == "next":
            rounds_seen += 1
            page.locator('[data-action="next"]').click()
            continue
        if state == "call":
            page.locator('[data-action="call"]').click()
            continue
        turns += 1
        assert turns < 150
        if turns % 4 == 0 and page.locator(PASS).count():
            page.locator(PASS).click()
            continue
        # field card first, then the hand card: the swap is made on the second click
        field = page.locator(".fo-field button[data-card]").nth(turns % 5)
        taken = field.get_attribute("data-card")
        field.click()
        assert page.locator(".fo-field .card.selected").count() == 1
        hand = page.locator(".fo-hand button[data-card]").nth((turns * 2) % 5)
        hand.click()
        assert page.locator(f'.fo-hand [data-card="{taken}"]').count() == 1
    assert rounds_seen == 2
    assert page.locator("[data-round-table] tbody tr").count() == 3
    page.locator('[data-act="new"][data-focus-id="fo-new"]').click()
    page.wait_for_function("!document.querySelector('[data-final-result]')")
    assert_no_python_error(page)
    assert page.locator(".fo-round").inner_text() == "Round 1 of 3"


def test_a_reload_in_the_middle_of_a_round_restores_the_table(page: Page, site: Server) -> None:
    open_table(page, site, "seed=7")
    page.locator(".fo-hand button[data-card]").nth(2).click()
    page.locator(".fo-field button[data-card]").nth(1).click()
    if wait_my_move(page) == "call":
        page.locator('[data-action="nocall"]').click()
    assert wait_my_move(page) == "turn"
    before = cards(page)
    told = page.locator(".fo-felt [data-events]").inner_text()
    assert "CPU 3 " in told  # what happened since your move, the last CPU to play included
    actions = save(page)["actions"]
    assert len(actions) >= 4 and before.count("back") >= 1
    page.reload()
    wait_ready(page)
    assert wait_my_move(page) == "turn"
    assert cards(page) == before
    assert page.locator(".fo-felt [data-events]").inner_text() == told
    assert save(page)["actions"] == actions


def test_an_illegal_move_says_why_and_changes_nothing(page: Page, site: Server) -> None:
    open_table(page, site, "seed=3")
    before = cards(page)
    saved = page.evaluate("localStorage.getItem('tefuda:save:fifty-one')")
    assert page.locator(PASS).count() == 0  # not playable on the first turn: greyed
    greyed = page.locator('[data-act="why"][data-action="pass"]')
    assert greyed.get_attribute("aria-disabled") == "true"
    assert greyed.get_attribute("title") == "You cannot pass on your first turn."
    page.keyboard.press("a")
    refusal = page.locator("[data-refusal]")
    refusal.wait_for()
    assert refusal.inner_text() == "On your first turn you can only swap one card."
    assert page.locator("#announcer").inner_text() == "On your first turn you can only swap one card."
    assert cards(page) == before
    assert page.evaluate("localStorage.getItem('tefuda:save:fifty-one')") == saved
    # a greyed (aria-disabled) button still takes a click, and says why; Playwright would wait
    # for it to become enabled unless forced
    greyed.click(force=True)
    page.wait_for_function(
        "document.querySelector('[data-refusal]').textContent == 'You cannot pass on your first turn.'"
    )
    assert page.locator("#announcer").inner_text() == "You cannot pass on your first turn."
    assert cards(page) == before
    assert page.evaluate("localStorage.getItem('tefuda:save:fifty-one')") == saved


def boxes_overlap(a: dict[str, float], b: dict[str, float]) -> bool:
    return not (
        a["x"] + a["width"] <= b["x"]
        or b["x"] + b["width"] <= a["x"]
        or a["y"] + a["height"] <= b["y"]
        or b["y"] + b["height"] <= a["y"]
    )


def check_layout(page: Page, seats: int, name: str) -> None:
    """Seats apart, no sideways scroll, big enough targets; save a screenshot."""
    seat_boxes = [b.bounding_box() for b in page.locator(".fo-felt .fo-seat[data-seat]").all()]
    assert len(seat_boxes) == seats
    for i, a in enumerate(seat_boxes):
        assert a is not None and a["width"] > 0
        for b in seat_boxes[i + 1 :]:
            assert b is not None and not boxes_overlap(a, b), (name, a, b)
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth"), name
    felt = page.locator(".fo-felt").bounding_box()
    assert felt is not None and felt["x"] >= 0 and felt["x"] + felt["width"] <= page.viewport_size["width"]
    for target in page.locator(".fo-felt button, .fo-result button").all():
        box = target.bounding_box()
        assert box is not None and box["width"] >= 44 and box["height"] >= 44, (name, box)
    page.screenshot(path=f"/tmp/fifty_one_{name}.png", full_page=True)


def test_two_and_seven_seats_fit_phone_and_desktop(page: Page, site: Server) -> None:
    open_table(page, site, "seed=2&cpus=1")
    for seats in (2, 7):
        if seats == 7:
            page.set_viewport_size({"width": 1280, "height": 800})
            page.select_option('select[data-setting="seats"]', "7")
            new_game(page)
            page.locator(".fo-felt[data-seats='7']").wait_for()
            reach_my_turn(page)
        for width, height in ((1280, 800), (390, 844)):
            page.set_viewport_size({"width": width, "height": height})
            page.wait_for_timeout(100)
            check_layout(page, seats, f"{seats}seats_{width}")
    # a turn with a card chosen, and the CPUs' taken cards showing, on the phone
    page.locator(".fo-hand button[data-card]").first.click()
    page.screenshot(path="/tmp/fifty_one_7seats_390_selected.png", full_page=True)


# 7 seats, you move first: four low hearts, and the field's K♥ makes one suit worth 24
SEVEN_DECK = [
    "2H", "3H", "4H", "5H", "9C",  # you
    "2S", "3D", "4C", "5S", "7D", "8C", "9D", "TS", "JC", "QD", "KS", "AD", "2C", "3S", "4D",
    "AS", "KD", "QC", "JS", "TD", "9S", "8D", "7C", "6S", "5D", "4S", "3C", "2D", "AC", "KC",
    "6H", "KH", "QS", "8S", "7H",  # the field
]


def open_seven(
    page: Page, site: Server, lang: str = "en", speed: str = "instant", animations: str = "auto", rounds: int = 1
) -> None:
    """Open the table on SEVEN_DECK dealt (found as a save), the person to move."""
    seed = next(s for s in range(1000) if first_dealer(s, 7) == 6)
    saved = dumps(new_match("fifty-one", {"seats": 7, "rounds": rounds}, seed, SEVEN_DECK))
    settings = json.dumps({"cpu_speed": speed, "lang": lang, "animations": animations})
    page.add_init_script(
        "if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1');"
        f" localStorage.setItem('tefuda:settings', {json.dumps(settings)});"
        f" localStorage.setItem('tefuda:save:fifty-one', {json.dumps(saved)}); }}"
    )
    page.goto(f"{site.url}index.html#/fifty-one")
    wait_ready(page)
    assert wait_my_move(page) == "turn"


def test_the_hint_by_keyboard_chooses_both_cards_and_enter_swaps(page: Page, site: Server) -> None:
    open_seven(page, site)
    assert page.locator(".fo-field .just-moved").count() == 5  # the field just dealt
    page.keyboard.press("h")
    hint = page.locator("[data-hint]")
    hint.wait_for()
    assert hint.inner_text() == "Swap 9♣ for K♥: all five of one suit, worth 24."
    assert page.locator("#announcer").inner_text() == hint.inner_text()
    marked = page.eval_on_selector_all(
        ".fo-felt .card.hinted", "els => els.map(e => [e.dataset.card, e.getAttribute('aria-pressed')])"
    )
    assert sorted(marked) == [["9C", "true"], ["KH", "true"]]
    # only they are marked (the dealt field's highlight gives way), in the hint's own colour
    assert page.locator(".fo-felt .just-moved").count() == 0
    colours = page.eval_on_selector_all(
        ".fo-felt .card.hinted, .fo-felt [data-hint]",
        "els => els.map(e => e.matches('.card') ? getComputedStyle(e).outlineColor : getComputedStyle(e).boxShadow)",
    )
    assert len(colours) == 3 and all("100, 181, 246" in c for c in colours), colours
    assert page.evaluate("document.activeElement.dataset.card") == "9C"
    page.keyboard.press("Enter")  # one more key makes the advised swap
    wait_call(page)
    assert save(page)["actions"][-1] == [0, "swap 9C KH"]
    page.keyboard.press("h")
    page.wait_for_function("document.querySelector('[data-hint]')?.textContent.startsWith('Call')")
    assert page.locator('[data-action="call"].hinted').count() == 1
    assert_no_python_error(page)


INSIDE = """sel => {
  const b = document.querySelector(sel).getBoundingClientRect();
  return b.width > 0 && b.left >= 0 && b.top >= 0 && b.right <= innerWidth && b.bottom <= innerHeight;
}"""


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_seven_seats_fit_a_phone_held_sideways(browser: Browser, site: Server, lang: str) -> None:
    """At 844 × 390 your hand, the field and the turn buttons (then the call question) are all
    on screen at once: no scrolling either way."""
    context = browser.new_context(viewport={"width": 844, "height": 390}, locale="en-US")
    try:
        page = context.new_page()
        open_seven(page, site, lang)
        shown = ['.fo-felt[data-seats="7"] .fo-seats', ".fo-hand", ".fo-field", ".fo-actions"]
        shown += [f'.fo-actions [data-action="{a}"]' for a in ("swap all", "flush", "pass")]
        page.evaluate("scrollTo(0, 0)")
        assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")
        assert {sel: page.evaluate(INSIDE, sel) for sel in shown} == dict.fromkeys(shown, True)
        page.screenshot(path=f"/tmp/fifty_one_7seats_844_{lang}.png")
        page.locator('.fo-hand [data-card="9C"]').click()
        page.locator('.fo-field [data-card="KH"]').click()
        wait_call(page)
        page.evaluate("scrollTo(0, 0)")
        asked = [".fo-hand", ".fo-field", '[data-action="call"]', '[data-action="nocall"]']
        assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")
        assert {sel: page.evaluate(INSIDE, sel) for sel in asked} == dict.fromkeys(asked, True)
        page.screenshot(path=f"/tmp/fifty_one_7seats_844_call_{lang}.png")
    finally:
        context.close()


def test_the_share_link_of_a_game_with_other_rules_replays_its_deal_with_them(
    browser: Browser, context: BrowserContext, site: Server
) -> None:
    """Set three players, three rounds and custom rules in the menu, deal, share: a friend who
    opens the link (with a setup of their own) gets the same deal under the same rules."""
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site.url.rstrip("/"))
    page = context.new_page()
    open_table(page, site, "seed=3")
    page.select_option('select[data-setting="seats"]', "3")
    page.select_option('select[data-setting="rounds"]', "3")
    page.select_option('select[data-setting="preset"]', "custom")
    page.select_option('select[data-setting="caller_tie"]', "joker-rule")
    page.select_option('select[data-setting="after_end"]', "one-more-turn")
    page.locator('input[data-setting="bonus"]').check()
    page.wait_for_function("document.querySelector('input[data-setting=\"bonus\"]').checked")
    new_game(page)
    page.locator(".fo-felt[data-seats='3']").wait_for()
    wait_my_move(page)
    mine = save(page)
    assert mine["options"] == {"seats": 3, "preset": "custom", "rounds": 3, "first_turn": "swap-one",
                               "after_end": "one-more-turn", "caller_tie": "joker-rule", "bonus": True}
    table = page.eval_on_selector_all(".fo-hand [data-card], .fo-field [data-card]", "els => els.map(e => e.dataset.card)")
    page.locator('[data-act="share"]').click()
    page.locator("[data-copied]").wait_for()
    link = page.evaluate("navigator.clipboard.readText()")
    other = browser.new_context(locale="en-US")
    try:
        friend = other.new_page()
        friend.add_init_script(
            "localStorage.setItem('tefuda:settings', JSON.stringify({cpu_speed: 'instant', lang: 'en'}));"
            " localStorage.setItem('tefuda:prefs:fifty-one', JSON.stringify({level: 'easy',"
            " options: {seats: 6, preset: 'stadium', rounds: 1}}));"
        )
        friend.goto(link)
        wait_ready(friend)
        wait_my_move(friend)
        theirs = save(friend)
        assert (theirs["seed"], theirs["options"]) == (mine["seed"], mine["options"])
        assert friend.eval_on_selector_all(
            ".fo-hand [data-card], .fo-field [data-card]", "els => els.map(e => e.dataset.card)") == table
        assert friend.locator('select[data-setting="level"]').input_value() == "normal"  # the link's level
        assert_no_python_error(friend)
    finally:
        other.close()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_on_a_phone_held_sideways_the_hint_leaves_your_hand_and_buttons_on_screen(
    browser: Browser, site: Server, lang: str
) -> None:
    """Four seats, after the CPUs have moved: the long hint (which suit, the cards, whom the
    other card would help) takes the events' place; each CPU's move is on its seat."""
    context = browser.new_context(viewport={"width": 844, "height": 390}, locale="en-US")
    try:
        page = context.new_page()
        settings = json.dumps({"cpu_speed": "instant", "lang": lang})
        page.add_init_script(
            "if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1');"
            f" localStorage.setItem('tefuda:settings', {json.dumps(settings)}); }}"
        )
        page.goto(f"{site.url}index.html?seed=3#/fifty-one")
        wait_ready(page)
        assert wait_my_move(page) == "turn"
        page.locator(".fo-hand button[data-card]").nth(4).click()
        page.locator(".fo-field button[data-card]").nth(2).click()
        if wait_my_move(page) == "call":
            page.locator('[data-action="nocall"]').click()
        assert wait_my_move(page) == "turn"
        assert [page.locator(f'.fo-seat[data-seat="{s}"] .fo-did').inner_text() != "" for s in (1, 2, 3)] == [True] * 3
        assert page.locator(".fo-felt [data-events]").is_visible()
        page.keyboard.press("h")
        page.locator("[data-hint]").wait_for()
        assert page.locator(".fo-felt [data-events]").is_hidden()
        page.evaluate("scrollTo(0, 0)")
        shown = ["[data-hint]", ".fo-hand", ".fo-field"] + [f'.fo-actions [data-action="{a}"]' for a in ("swap all", "flush", "pass")]
        assert {sel: page.evaluate(INSIDE, sel) for sel in shown} == dict.fromkeys(shown, True)
    finally:
        context.close()


def top_and_bottom(page: Page, selector: str) -> tuple[float, float]:
    """The box of the first element ``selector`` finds, in the window: its top and bottom."""
    box = page.locator(selector).first.evaluate("e => { const r = e.getBoundingClientRect(); return [r.top, r.bottom]; }")
    return float(box[0]), float(box[1])


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_on_a_phone_the_hint_is_at_hand_and_pressing_it_moves_nothing(browser: Browser, site: Server, lang: str) -> None:
    """The hint button sits with your turn's buttons, in view with the field; pressing it scrolls
    nothing, and its advice takes the place of the line of latest moves: the field and your
    hand stay where they were."""
    context = browser.new_context(viewport={"width": 390, "height": 844})
    try:
        page = context.new_page()
        open_seven(page, site, lang)
        button, field, hand = (top_and_bottom(page, s) for s in ('[data-act="hint"]', ".fo-field", ".fo-hand"))
        assert field[0] >= 0 and button[1] <= 844 and page.evaluate("scrollY") == 0
        page.locator('[data-act="hint"]').click()
        page.locator("[data-hint]").wait_for()
        assert page.evaluate("scrollY") == 0
        assert top_and_bottom(page, ".fo-field") == field and top_and_bottom(page, ".fo-hand") == hand
        shown = top_and_bottom(page, "[data-hint]")
        assert field[1] <= shown[0] and shown[1] <= hand[0]  # between the field and your hand
        assert page.locator(".game-menu [data-act='hint']").count() == 0  # one hint button
    finally:
        context.close()
