"""Cards that move (assets/js/motion.js): moves animate the cards they name, nothing waits for
an animation, nothing moves with reduced motion or animations off, and the layout never shifts.

The page's own animations are stretched tenfold by an init script (only their timing), so a
check made right after a click still finds them running on a loaded machine.
"""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Browser, BrowserContext, Page

from tests.browser.conftest import Server, assert_no_python_error, wait_ready
from tests.browser.test_fifty_one import open_seven, wait_my_move

STRETCH = """
const animate = Element.prototype.animate;
Element.prototype.animate = function (keyframes, options) {
  if (options && typeof options === "object") {
    options = Object.assign({}, options, {duration: options.duration * 10, delay: (options.delay || 0) * 10});
  }
  return animate.call(this, keyframes, options);
};
"""
#: the cards (by face or place) our animations run on now
MOVING = """() => document.getAnimations().filter(a => a.id === "tefuda-motion" && a.playState === "running")
  .map(a => a.effect.target).filter(e => e.isConnected && !e.classList.contains("motion-ghost"))
  .map(e => e.dataset.flipId || e.dataset.card)"""


def settings(speed: str, animations: str) -> str:
    value = json.dumps({"lang": "en", "cpu_speed": speed, "animations": animations})
    return f"if (!localStorage.getItem('tefuda:settings')) localStorage.setItem('tefuda:settings', {json.dumps(value)});"


def open_kakehiki(page: Page, site: Server, speed: str, animations: str, query: str = "seed=5") -> None:
    page.add_init_script(STRETCH)
    page.add_init_script(settings(speed, animations))
    page.goto(site.url + f"index.html?{query}#/kakehiki")
    wait_ready(page)


def running_on(page: Page, selector: str) -> int:
    """Return how many of our animations run on the element ``selector`` (getAnimations)."""
    return int(page.locator(selector).first.evaluate(
        "e => e.getAnimations().filter(a => a.id === 'tefuda-motion' && a.playState !== 'finished').length"
    ))


def lay_first_card(page: Page) -> str:
    """Pick the first card of the hand and lay it down, without waiting for anything to settle
    (dispatched clicks: Playwright would wait for a moving card to stop)."""
    card = str(page.locator(".kk-hand [data-card]").first.get_attribute("data-card"))
    page.locator(f'.kk-hand [data-card="{card}"]').dispatch_event("click")
    page.locator(f'.kk-actions [data-action="play {card}"]').dispatch_event("click")
    return card


def wait_revealed(page: Page, card: str) -> None:
    """Wait until ``card`` lies face up in your row (the CPU has laid its card too).  Attached,
    not visible: a card turning over is edge-on for a moment, which Playwright calls hidden."""
    page.locator(f'[data-row="you"] [data-card="{card}"]:not([data-down])').wait_for(state="attached")


def play_to_the_result(page: Page) -> None:
    """Lay a card each round, once the CPU has laid its own, until the game's result shows."""
    while page.locator("[data-result]").count() == 0:
        page.locator("[data-cpu-committed='true'], [data-result]").first.wait_for(state="attached")
        if page.locator("[data-result]").count():
            return
        card = lay_first_card(page)
        page.locator(f'[data-row="you"] [data-card="{card}"]:not([data-down]), [data-result]').first.wait_for(state="attached")


def test_the_reveal_turns_both_cards_over_and_the_hand_closes_up(page: Page, site: Server) -> None:
    open_kakehiki(page, site, "slow", "on")  # the CPU's next card waits 1.4 s
    page.locator('[data-cpu-committed="true"]').wait_for()
    card = lay_first_card(page)  # the CPU laid first: this move turns both cards up
    wait_revealed(page, card)
    theirs = page.locator('[data-row="cpu"] [data-card]').first.get_attribute("data-card")
    assert theirs not in (None, "back")
    # both revealed cards turn over (yours travels from your hand as it does), each with a
    # face-down card drawn over it for the first half of the turn
    assert running_on(page, f'[data-row="you"] [data-card="{card}"]') == 1
    assert running_on(page, f'[data-row="cpu"] [data-card="{theirs}"]') == 1
    assert page.locator(".motion-ghost").count() == 2
    # the cards left in your hand close up where the laid card was
    moving = page.evaluate(MOVING)
    assert set(moving) >= {"kk-0-0", "kk-1-0", *[c for c in page.locator(".kk-hand [data-card]").evaluate_all(
        "els => els.map(e => e.dataset.card)")]}, moving


def test_the_cpus_card_comes_from_its_hand_and_a_new_deal_comes_from_the_deck(page: Page, site: Server) -> None:
    open_kakehiki(page, site, "slow", "on", "seed=21&games=3")
    card = lay_first_card(page)
    if page.locator('[data-cpu-committed="true"]').count() == 0:
        # you laid first: your card travels face down (to you, face up) from your hand to the row
        assert running_on(page, f'[data-row="you"] [data-card="{card}"][data-down]') == 1
        # the CPU's back comes from its hand, then both turn up
        page.locator('[data-row="cpu"] [data-card="back"]').wait_for(state="attached")
        assert running_on(page, '[data-row="cpu"] [data-card="back"]') == 2  # travel and fade in
    wait_revealed(page, card)
    while page.locator("[data-result]").count() == 0:
        card = lay_first_card(page)
        page.locator(f'[data-row="you"] [data-card="{card}"]:not([data-down]), [data-result]').first.wait_for(state="attached")
    # at the end of the game the CPU's cards leave its hand face up for the result
    assert running_on(page, '.kk-reveal[data-seat="1"] [data-card]') == 2  # travel and fade in
    page.locator('[data-action="next"]').dispatch_event("click")
    # the next deal: every card of both hands comes from the deck in the middle of the felt
    assert running_on(page, ".kk-hand [data-card]") == 2
    assert running_on(page, '.kk-hand-backs [data-card="back"]') == 2
    assert_no_python_error(page)


def test_a_move_never_waits_for_an_animation(page: Page, site: Server) -> None:
    open_kakehiki(page, site, "slow", "on")
    page.locator('[data-cpu-committed="true"]').wait_for()
    lay_first_card(page)
    assert page.evaluate(MOVING)  # the reveal is still moving…
    # …and the next card is picked and laid at once (dispatched: no waiting for it to settle)
    card = str(page.locator(".kk-hand [data-card]").first.get_attribute("data-card"))
    page.locator(f'.kk-hand [data-card="{card}"]').dispatch_event("click")
    assert page.locator(f'.kk-hand [data-card="{card}"]').get_attribute("aria-pressed") == "true"
    page.locator('.kk-actions [data-action^="play "]').dispatch_event("click")
    assert page.locator(f'[data-row="you"] [data-card="{card}"]').count() == 1
    assert card not in page.locator(".kk-hand").inner_html()


def test_a_whole_match_plays_to_the_end_with_animations_on(page: Page, site: Server) -> None:
    open_kakehiki(page, site, "fast", "on", "seed=8&games=3")
    for _ in range(3):
        play_to_the_result(page)
        if page.locator("[data-match-result]").count() == 0:
            page.locator('[data-action="next"]').dispatch_event("click")
    assert page.locator("[data-match-result]").get_attribute("data-match-result") in ("won", "lost", "drawn")
    assert page.locator("[data-game-number]").count() == 3
    assert_no_python_error(page)


#: the three ways nothing moves
STILL = ["reduced-motion", "animations-off", "instant"]


def still_context(browser: Browser, how: str, width: int, height: int) -> BrowserContext:
    """Return a context of the given size that asks for reduced motion when ``how`` says so."""
    return browser.new_context(
        viewport={"width": width, "height": height},
        locale="en-US",
        reduced_motion="reduce" if how == "reduced-motion" else "no-preference",
    )


@pytest.mark.parametrize("how", STILL)
def test_nothing_moves_with_reduced_motion_animations_off_or_instant(browser: Browser, site: Server, how: str) -> None:
    context = still_context(browser, how, 1280, 800)
    page = context.new_page()
    speed = "instant" if how == "instant" else "normal"
    open_kakehiki(page, site, speed, "off" if how == "animations-off" else "auto")
    page.locator('[data-cpu-committed="true"]').wait_for()
    card = lay_first_card(page)
    # the state shows at once: both cards up, and no card moves
    assert page.locator(f'[data-row="you"] [data-card="{card}"]').count() == 1
    assert page.locator('[data-row="cpu"] [data-flip-id="kk-1-0"]').get_attribute("data-card") != "back"
    assert page.evaluate("document.getAnimations().filter(a => a.id === 'tefuda-motion').length") == 0
    assert page.locator(".motion-ghost").count() == 0
    if how != "instant":  # not even the highlight of the cards just turned up fades
        assert page.evaluate("document.getAnimations().length") == 0
    context.close()


def test_animations_shift_no_layout(page: Page, site: Server) -> None:
    """At a game's end (the CPU then waits for you): the boxes of the table and of every card
    while the cards travel to the result are those they keep once everything has stopped."""
    open_kakehiki(page, site, "fast", "on", "seed=4")
    play_to_the_result(page)
    assert page.evaluate(MOVING)
    # layout boxes (offset*, which transforms do not change)
    layout = """() => [...document.querySelectorAll(
        '#app .kk-felt, #app .kk-row, #app .kk-total, #app .kk-result, #app .game-menu, #app [data-card]'
      )].map(e => [e.className, e.dataset.card || '', e.offsetLeft, e.offsetTop, e.offsetWidth, e.offsetHeight])"""
    during = page.evaluate(layout)
    page.evaluate("Promise.allSettled(document.getAnimations().filter(a => a.id === 'tefuda-motion').map(a => a.finished))")
    assert page.evaluate(MOVING) == []
    assert page.locator(".motion-ghost").count() == 0  # the backs drawn over turning cards are gone
    assert page.evaluate(layout) == during


def test_a_render_that_scrolls_the_page_moves_no_card(browser: Browser, site: Server) -> None:
    """After a render the app focuses a control, which may scroll the page: cards measured
    before and after are compared on the page, not on the screen, so none seems to move."""
    context = browser.new_context(viewport={"width": 844, "height": 390}, locale="en-US")  # a phone sideways
    page = context.new_page()
    open_kakehiki(page, site, "fast", "on", "seed=4&games=1")
    play_to_the_result(page)
    page.evaluate("Promise.allSettled(document.getAnimations().filter(a => a.id === 'tefuda-motion').map(a => a.finished))")
    page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
    bottom = page.evaluate("window.scrollY")
    # copying re-renders the page, and the focus goes back to "New match", higher up
    page.locator('[data-act="copy-result"]').dispatch_event("click")
    page.locator("[data-copied], [data-copy-failed]").first.wait_for(state="attached")
    assert 0 < page.evaluate("window.scrollY") < bottom
    assert page.evaluate(MOVING) == []
    context.close()


def swap_9c_for_kh(page: Page, site: Server) -> None:
    """Open 51 with seven seats (SEVEN_DECK, you first) and swap 9♣ for the field's K♥."""
    page.add_init_script(STRETCH)
    open_seven(page, site, speed="slow", animations="on")
    page.locator('.fo-hand [data-card="9C"]').dispatch_event("click")
    page.locator('.fo-field [data-card="KH"]').dispatch_event("click")
    page.locator("[data-call-question]").wait_for(state="attached")


def test_a_swap_in_51_moves_both_cards_and_a_cpus_hidden_card_turns_over(page: Page, site: Server) -> None:
    swap_9c_for_kh(page, site)
    # both cards of the swap travel: 9♣ to the field, K♥ to your hand
    assert running_on(page, '.fo-field [data-card="9C"]') == 1
    assert running_on(page, '.fo-hand [data-card="KH"]') == 1
    page.locator('[data-action="nocall"]').dispatch_event("click")
    # CPU 1 gives the field a card it held face down: it leaves its seat as the back it was
    # and turns over, and the card it took travels from the field to its seat
    gift = '.fo-field [data-flip-id="fo-1-4"]'
    page.locator(gift).wait_for(state="attached")
    took = page.evaluate("() => document.querySelector('.fo-seat[data-seat=\"1\"] .card.taken').dataset.card")
    assert running_on(page, gift) == 1
    assert page.locator(".motion-ghost").count() == 1
    assert running_on(page, f'.fo-seat[data-seat="1"] [data-card="{took}"]') == 1
    assert_no_python_error(page)


def test_the_reveal_in_51_turns_every_hidden_card_over(page: Page, site: Server) -> None:
    swap_9c_for_kh(page, site)
    page.locator('[data-action="call"]').dispatch_event("click")
    page.locator("[data-final-result]").wait_for(state="attached")
    hidden = '.fo-seats [data-flip-id^="fo-"]:not([data-card="back"])'
    assert page.locator(hidden).count() == 6 * 5  # nobody took a card
    assert [running_on(page, f'.fo-seat[data-seat="{s}"] [data-flip-id="fo-{s}-0"]') for s in range(1, 7)] == [1] * 6
    assert page.locator(".motion-ghost").count() == 6 * 5
    assert_no_python_error(page)


def test_a_whole_game_of_51_plays_to_the_end_with_animations_on(page: Page, site: Server) -> None:
    """Three rounds, three CPUs at the fast speed, every click dispatched while cards still
    move: each of your swaps starts animations on both of its cards, and the game ends."""
    page.add_init_script(STRETCH)
    page.add_init_script(settings("fast", "on"))
    page.goto(site.url + "index.html?seed=21&rounds=3&cpus=3#/fifty-one")
    wait_ready(page)
    swaps = moved = 0
    for _ in range(200):
        state = wait_my_move(page)
        if state == "over":
            break
        if state in ("call", "next"):
            page.locator(f'[data-action="{"nocall" if state == "call" else "next"}"]').dispatch_event("click")
            page.wait_for_function(f"!document.querySelector('{CALL_OR_NEXT[state]}')")
            continue
        hand = page.locator(".fo-hand button[data-card]").nth(swaps % 5)
        field = page.locator(".fo-field button[data-card]").nth((swaps * 2) % 5)
        gave, took = hand.get_attribute("data-card"), field.get_attribute("data-card")
        hand.dispatch_event("click")
        field.dispatch_event("click")
        swaps += 1
        # the move is made at once, whatever still moves; both cards then travel
        assert page.locator(f'.fo-hand [data-card="{took}"]').count() == 1
        moved += running_on(page, f'.fo-hand [data-card="{took}"]') + running_on(page, f'.fo-field [data-card="{gave}"], .fo-seat [data-card="{gave}"]')
    assert page.locator("[data-final-result]").get_attribute("data-final-result") in ("won", "lost", "drawn")
    assert page.locator("[data-round-table] tbody tr").count() == 3
    assert swaps >= 3 and moved >= swaps  # most of the two cards of each swap still moved when looked at
    assert_no_python_error(page)


#: counts every Element.animate call of the page (the motion layer's only way to move a card)
COUNT_ANIMATE = """
window.animateCalls = 0;
const counted = Element.prototype.animate;
Element.prototype.animate = function (...args) { window.animateCalls += 1; return counted.apply(this, args); };
"""
#: what shows while the call question or a round's end waits for the person
CALL_OR_NEXT = {"call": "[data-call-question]", "next": '[data-action="next"]'}


@pytest.mark.parametrize("how", STILL)
def test_nothing_moves_in_51_with_reduced_motion_animations_off_or_instant(browser: Browser, site: Server, how: str) -> None:
    context = still_context(browser, how, 844, 390)
    try:
        page = context.new_page()
        page.add_init_script(COUNT_ANIMATE)
        open_seven(page, site, speed="instant" if how == "instant" else "fast",
                   animations="off" if how == "animations-off" else "auto")
        page.locator('.fo-hand [data-card="9C"]').dispatch_event("click")
        page.locator('.fo-field [data-card="KH"]').dispatch_event("click")
        # the swap shows at once, and no card moves
        assert page.locator('.fo-hand [data-card="KH"]').count() == 1
        assert page.locator('.fo-field [data-card="9C"]').count() == 1
        assert page.evaluate("window.animateCalls") == 0
        page.locator('[data-action="nocall"]').dispatch_event("click")
        # the six CPUs play on, and it is your turn again: not one card was animated
        assert wait_my_move(page) in ("turn", "over", "next")
        assert page.locator(".fo-seats .just-acted").count() == 1  # the last CPU to move is marked
        assert page.evaluate("window.animateCalls") == 0 and page.locator(".motion-ghost").count() == 0
        if how != "instant":  # not even the highlight of the cards just played fades
            assert page.evaluate("document.getAnimations().length") == 0
        assert_no_python_error(page)
    finally:
        context.close()
