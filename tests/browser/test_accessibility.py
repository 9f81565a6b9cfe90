"""Accessibility checked by a tool: axe-core finds no WCAG 2.1 A/AA violation on any route, in
any embed, at phone and desktop size, nor in the states the tables pass through, in every theme
and deck (tests/browser/axe.py's LOOKS); and every control is a touch target of at least
44 × 44 px."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page

from tests.browser.axe import SMALL_TARGETS, axe_source, violations, violations_in_every_look
from tests.browser.conftest import DIST, Server, settings_script, wait_ready
from tests.browser.routes import EMBED_GAMES, site_routes

SIZES = [(390, 844), (1280, 800)]


@pytest.fixture(scope="session")
def axe() -> str:
    return axe_source()


def new_page(browser: Browser, width: int, height: int, lang: str = "en") -> Page:
    context = browser.new_context(viewport={"width": width, "height": height}, locale="ja-JP" if lang == "ja" else "en-US")
    page = context.new_page()
    page.set_default_timeout(30_000)
    page.add_init_script(settings_script("instant", lang))
    return page


def visits(page: Page, site: Server) -> Iterator[str]:
    """Open every route of the site in one boot, then every embed; yield where the page is."""
    page.goto(site.url + "index.html?seed=3")
    wait_ready(page)
    for location, selector in site_routes().items():
        page.evaluate(f"location.hash = {json.dumps(location)}")
        page.locator(f"#app {selector}").first.wait_for()
        yield location
    for game in EMBED_GAMES:
        page.goto(site.url + f"embed.html?game={game}&seed=3")
        wait_ready(page)
        yield f"embed {game}"


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_every_route_and_embed_passes_axe_and_has_44_px_targets(
    browser: Browser, site: Server, axe: str, width: int, height: int
) -> None:
    page = new_page(browser, width, height)
    found, small = {}, {}
    for where in visits(page, site):
        if problems := violations_in_every_look(page, axe):
            found[where] = problems
        if targets := page.evaluate(SMALL_TARGETS):
            small[where] = targets
    page.context.close()
    assert found == {}
    assert small == {}


def play(page: Page) -> None:
    """Lay the first card of the 恋のかけひき hand and wait until it has turned up (a card the
    hint has already picked is not clicked again: a second tap lays it at once)."""
    card = page.locator(".kk-hand [data-card]").first.get_attribute("data-card")
    if page.locator(f'.kk-hand [data-card="{card}"]').get_attribute("aria-pressed") != "true":
        page.locator(f'.kk-hand [data-card="{card}"]').click()
    page.locator(f'.kk-actions [data-action="play {card}"]').click()
    page.locator(f'[data-row="you"] [data-card="{card}"]:not([data-down]), [data-result]').first.wait_for()


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_states_a_table_goes_through_pass_axe(browser: Browser, site: Server, axe: str, lang: str) -> None:
    page = new_page(browser, 390, 844, lang)
    page.add_init_script("Object.defineProperty(navigator, 'clipboard', {value: undefined});")
    page.goto(site.url + "index.html?seed=5&games=1#/kakehiki")
    wait_ready(page)
    found = {}
    play(page)
    page.locator('[data-act="hint"]').click()
    page.locator("details[data-move-log] summary").click()
    page.locator('[data-act="share"]').click()  # refused here: the link is shown to select
    page.locator("[data-copy-failed]").wait_for()
    found["mid-game: hint, log, link"] = violations_in_every_look(page, axe)
    page.locator('[data-act="new"]').click()
    found["confirm dialog"] = violations_in_every_look(page, axe)
    page.locator('[data-act="new-cancel"]').click()
    while page.locator("[data-match-result]").count() == 0:
        play(page)
    page.locator('[data-act="copy-result"]').click()
    found["match over: result, summary, line to copy"] = violations_in_every_look(page, axe)
    found["targets at the match end"] = page.evaluate(SMALL_TARGETS)
    page.evaluate("location.hash = '#/settings'")
    page.locator('input[data-setting="sound"]').check()
    found["settings with sound on"] = violations_in_every_look(page, axe)
    page.evaluate(
        "localStorage.setItem('tefuda:daily:kakehiki', JSON.stringify({'2026-12-01':"
        " {outcome: 'won', score: 1, line: 'won 1–0 in 1 games'}}))"
    )
    page.evaluate("location.hash = '#/stats'")
    page.locator('[data-daily="kakehiki:2026-12-01"]').wait_for()
    found["statistics with a daily result"] = violations_in_every_look(page, axe)
    page.context.close()
    assert {k: v for k, v in found.items() if v} == {}


def test_the_checks_find_what_they_look_for(browser: Browser, site: Server, axe: str) -> None:
    """An image without a text alternative and a 20 px button, put on the home page, are found;
    so is text that only the dark theme makes unreadable."""
    page = new_page(browser, 390, 844)
    page.goto(site.url)
    wait_ready(page)
    page.evaluate(
        "document.querySelector('#app').insertAdjacentHTML('beforeend',"
        " '<img src=\"assets/icons/icon.svg\"><button class=\"tiny\">x</button>');"
        " document.querySelector('.tiny').style.cssText = 'width: 20px; height: 20px; padding: 0';"
    )
    assert [v["rule"] for v in violations(page, axe)] == ["image-alt"]
    small = page.evaluate(SMALL_TARGETS)
    assert [(t["width"], t["height"]) for t in small] == [(20, 20)]
    # text in the theme's ink on a fixed white: readable in light, not in the dark theme
    page.evaluate(
        "document.querySelector('.tiny').remove(); document.querySelector('#app img').remove();"
        " document.querySelector('#app').insertAdjacentHTML('beforeend', '<p class=\"probe\">probe</p>');"
        " document.querySelector('.probe').style.cssText = 'background: #fff; color: var(--ink)';"
    )
    found = [(v["rule"], v["look"]["theme"]) for v in violations_in_every_look(page, axe)]
    assert found == [("color-contrast", "dark")]
    page.context.close()


def test_axe_is_never_shipped() -> None:
    assert not [p for p in DIST.rglob("*") if "axe" in p.name.lower()]


def test_the_states_of_the_500_table_pass_axe(browser: Browser, site: Server, axe: str) -> None:
    """Bidding with a refused bid and the hint, your kitty, the joker's suit, a renege refused,
    a hand's result and the end of a game."""
    from tefuda.match import play as play_move
    from tefuda.saves import dumps
    from tests.web.test_table_five_hundred import (
        GAME,
        NT_HANDS,
        RENEGE_HANDS,
        RENEGE_LOG,
        drive,
        played_seed,
        scripted,
    )

    renege = scripted(RENEGE_HANDS, RENEGE_LOG, dealer=0)
    renege = play_move(renege, 3, GAME.legal_actions(renege.state, 3)[0])
    over = drive(played_seed()[0])[1].match
    saves = {
        "bidding": scripted([], ["bid 7C", "pass", "pass"], dealer=0),
        "kitty": scripted(NT_HANDS, ["bid 6NT", "pass", "pass", "pass"]),
        "joker": scripted(NT_HANDS, ["bid 6NT", "pass", "pass", "pass", "discard QC", "discard KC", "discard AC"]),
        "renege": renege,
        "over": over,
    }
    found = {}
    for name, match in saves.items():
        page = new_page(browser, 390, 844, "ja" if name in ("kitty", "over") else "en")
        page.add_init_script(f"localStorage.setItem('tefuda:save:five-hundred', {json.dumps(dumps(match))});")
        page.goto(site.url + "index.html#/five-hundred")
        wait_ready(page)
        if name == "bidding":
            page.locator('.fh-bid-cell[data-try="bid 6NT"]').click(force=True)  # aria-disabled: it says why
            page.locator('[data-act="hint"]').click()
            page.locator("[data-hint]").wait_for()
        elif name == "kitty":
            page.locator(".fh-hand [data-act='choose']").first.click()
        elif name == "joker":
            page.locator('.fh-hand [data-card="JK"]').click()
            page.locator("[data-name-suit]").wait_for()
        elif name == "renege":
            page.locator('.fh-hand [data-card="JD"]').click(force=True)  # aria-disabled: it says why
            page.locator("[data-refusal]").wait_for()
        else:
            page.locator("[data-game-result]").wait_for()
        page.locator("details[data-setup] summary").click()
        found[name] = violations_in_every_look(page, axe)
        found[f"{name} targets"] = page.evaluate(SMALL_TARGETS)
        page.context.close()
    assert {k: v for k, v in found.items() if v} == {}


@pytest.mark.parametrize(("width", "height", "lang", "rounds"), [(844, 390, "en", 1), (390, 844, "ja", 3)])
def test_the_states_of_a_seven_seat_51_table_pass_axe(
    browser: Browser, site: Server, axe: str, width: int, height: int, lang: str, rounds: int
) -> None:
    """Seven seats on a phone (sideways in English, upright in Japanese): the call question with
    the hint and the move log open, then the reveal (a round's result with the next round to
    come, or the game's end with its line to copy)."""
    from tests.browser.test_fifty_one import open_seven

    page = new_page(browser, width, height, lang)
    page.add_init_script("Object.defineProperty(navigator, 'clipboard', {value: undefined});")
    open_seven(page, site, lang, rounds=rounds)
    found = {}
    page.locator('.fo-hand [data-card="9C"]').click()
    page.locator('.fo-field [data-card="KH"]').click()
    page.locator("[data-call-question]").wait_for()
    page.locator('[data-act="hint"]').click()
    page.locator("[data-hint]").wait_for()
    page.locator("details[data-move-log] summary").click()
    found["the call question, the hint, the log"] = violations_in_every_look(page, axe)
    found["targets at the call question"] = page.evaluate(SMALL_TARGETS)
    page.locator('[data-action="call"]').click()
    if rounds == 1:
        page.locator("[data-final-result]").wait_for()
        page.locator('[data-act="copy-result"]').click()  # refused: the line is there to select
        page.locator("[data-copy-failed]").wait_for()
    else:
        page.locator('[data-action="next"]').wait_for()
        assert page.locator("[data-round-table]").count() == 1
    found["the reveal of every hand"] = violations_in_every_look(page, axe)
    found["targets at the reveal"] = page.evaluate(SMALL_TARGETS)
    page.context.close()
    assert {k: v for k, v in found.items() if v} == {}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_states_of_the_gin_table_pass_axe(browser: Browser, site: Server, axe: str, lang: str) -> None:
    """After the CPU's turn (its move told on the felt, the cards it named marked) with the hint
    and the log open; a knock's panel with layoffs; the CPU's gin; the game's end."""
    from tefuda.match import new_match
    from tefuda.saves import dumps
    from tests.web.test_table_gin_rummy import CPU_HAND, GIN_HAND, KNOCK_HAND, SEED, UPCARD, stacked

    def deal(mine: list[str], cpu: list[str], top: list[str], target: int = 100) -> str:
        return dumps(new_match("gin-rummy", {"target": target}, SEED, deck=stacked(mine, cpu, UPCARD, top)))

    def draw_and_discard(page: Page, card: str, button: str) -> None:
        page.locator('[data-focus-id="pass"]').click()
        page.locator('[data-focus-id="stock"]').click()
        page.locator(f'.gr-hand [data-card="{card}"]').click()
        page.locator(f'[data-focus-id="{button}"]').click()

    found = {}
    for name, save in {
        "after the CPU's turn": deal(KNOCK_HAND, CPU_HAND, ["QC", "QH"]),
        "a knock with layoffs": deal(KNOCK_HAND, CPU_HAND, ["4C"]),
        "the CPU's gin": deal(CPU_HAND, GIN_HAND, ["QC", "TD"]),
        "the game's end": deal(GIN_HAND, CPU_HAND, ["TD"], target=10),
    }.items():
        page = new_page(browser, 390, 844, lang)
        page.add_init_script(f"localStorage.setItem('tefuda:save:gin-rummy', {json.dumps(save)});")
        page.goto(site.url + "index.html?cpu=easy#/gin-rummy")
        wait_ready(page)
        if name == "after the CPU's turn":
            draw_and_discard(page, "QC", "discard")
            page.locator(".gr-felt [data-events] li[data-seat='1']").wait_for()
            page.locator('[data-act="hint"]').click()
            page.locator("[data-hint]").wait_for()
            page.locator("details[data-move-log] summary").click()
        elif name == "a knock with layoffs":
            draw_and_discard(page, "4C", "knock")
            page.locator("[data-result] [data-layoffs]").wait_for()
        elif name == "the CPU's gin":
            draw_and_discard(page, "QC", "discard")
            page.locator('[data-result] h2[data-kind="gin"]').wait_for()
        else:
            draw_and_discard(page, "KC", "gin")
            page.locator("[data-settlement]").wait_for()
            page.locator('[data-act="copy-result"]').click()
        found[name] = violations_in_every_look(page, axe)
        found[f"{name} targets"] = page.evaluate(SMALL_TARGETS)
        page.context.close()
    assert {k: v for k, v in found.items() if v} == {}
