"""The review inside an embedded game (``embed.html?game=<id>`` in a host's frame): "Review this
hand" opens there, steps with the keys and the buttons while the screen reader hears each
move, weighs the hand, practises from a decision and goes back, all within the frame the host
sizes from the heights the game posts, and leaves the embed's saved game and statistics (its
own ``tefuda-embed:`` keys) as they were.

The host is another origin of the same site (another port of 127.0.0.1): its frame keeps its
storage, as an embed on a page of the site that owns it does.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Frame, Page

from tests.browser.conftest import BOOT_TIMEOUT, Server, assert_no_python_error
from tests.browser.review_walk import (
    ReviewCase,
    case_of,
    open_review,
    stack_script,
    step_through,
    stored,
    the_mistake,
)

PREFIX = "tefuda-embed"
SHOTS = Path("/work/notes/shots/review-a11y")


def host(folder: Path, src: str) -> Server:
    """Serve a host page that frames ``src`` and sizes the frame to each height the game posts
    (as README's "Embedding" listener does), keeping the heights for the test to read."""
    (folder / "host.html").write_text(
        "<!doctype html><meta charset=utf-8><title>Host</title><h1>Rules</h1>"
        "<script>window.heights = []; addEventListener('message', e => {"
        " if (!e.data || e.data.type !== 'tefuda:height') return; heights.push(e.data.height);"
        " document.getElementById('game').style.height = Math.max(520, e.data.height) + 'px'; });</script>"
        f'<iframe id="game" src="{src}" style="width: 420px; height: 760px; border: 0"></iframe>'
    )
    return Server(folder)


def embedded(page: Page, site: Server, folder: Path, case: ReviewCase, lang: str) -> tuple[Server, Any, Frame]:
    """Open the case's game embedded in a host page; return the host's server, the frame's
    locator and the frame, once the game is ready."""
    page.add_init_script(stack_script(case, lang, PREFIX))
    query = f"&{case.query}" if case.query else ""
    server = host(folder, f"{site.url}embed.html?game={case.game}{query}")
    page.goto(server.url + "host.html")
    target = page.frame_locator("#game")
    target.locator('html[data-ready="true"]').wait_for(state="attached", timeout=BOOT_TIMEOUT)
    assert_no_python_error(target)
    frame = page.locator("#game").element_handle().content_frame()
    assert frame is not None
    return server, target, frame


def assert_fits(page: Page, frame: Frame) -> None:
    """The host has sized its frame to the height the game last posted, and the frame shows
    the whole review (or table): nothing is left to scroll inside it, the last control shows."""
    frame.wait_for_function(
        "() => document.documentElement.scrollHeight <= innerHeight + 1"
        " && [...document.querySelectorAll('#app button, #app input')].filter(e => e.getClientRects().length)"
        ".every(e => e.getBoundingClientRect().bottom <= innerHeight)"
    )
    page.wait_for_function(
        "() => heights.length && document.getElementById('game').clientHeight"
        " === Math.max(520, heights[heights.length - 1])"
    )


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_an_embedded_kakehiki_game_is_reviewed_and_practised_in_its_frame(
    page: Page, site: Server, tmp_path: Path, lang: str
) -> None:
    case = case_of("kakehiki")
    server, target, frame = embedded(page, site, tmp_path, case, lang)
    try:
        case.finish(target)
        before = stored(frame, PREFIX, case.game)
        assert before[f"{PREFIX}:save:{case.game}"] is not None
        open_review(target, case)
        assert_fits(page, frame)
        step_through(page, target, case.slide_to)
        assert_fits(page, frame)
        the_mistake(target, case)
        target.locator('input[data-setting="review-hindsight"]').check()
        target.locator("[data-hindsight]").wait_for(timeout=case.weighed_ms)
        target.locator(".rv-options summary").click()
        assert_fits(page, frame)
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"embed_kakehiki_review_{lang}.png"), full_page=True)
        # practice from the mistake, in the frame: marked, nothing of it kept
        target.locator('[data-act="review-try"]').click()
        target.locator("[data-practice]").wait_for()
        case.practice_start(target)
        assert target.locator(case.absent).count() == 0
        assert_fits(page, frame)
        case.practise(target)
        assert target.locator(case.absent_after).count() == 0
        assert stored(frame, PREFIX, case.game) == before
        target.locator('[data-act="practice-end"]').click()
        target.locator("[data-practice]").wait_for(state="detached")
        # back to the live game's end: its review opens again from the result
        target.locator('[data-act="review-open"][data-hand="0"]').first.wait_for()
        assert stored(frame, PREFIX, case.game) == before
        # the site's own keys were never written by the embed
        assert stored(frame, "tefuda", case.game) == {"tefuda:save:kakehiki": None, "tefuda:stats:kakehiki": None}
        assert_fits(page, frame)
        assert_no_python_error(target)
    finally:
        server.close()


@pytest.mark.parametrize("game", ["fifty-one", "gin-rummy", "five-hundred"])
def test_the_other_games_open_their_review_in_the_embed_and_step(
    page: Page, site: Server, tmp_path: Path, game: str
) -> None:
    case = case_of(game)
    server, target, frame = embedded(page, site, tmp_path, case, "en")
    try:
        case.finish(target)
        before = stored(frame, PREFIX, case.game)
        open_review(target, case)
        assert_fits(page, frame)
        step_through(page, target, case.slide_to)
        assert_fits(page, frame)
        # Escape closes the review, from its slider too: the hand's end shows again
        target.locator('input[data-setting="review-step"]').focus()
        page.keyboard.press("Escape")
        target.locator("[data-review]").wait_for(state="detached")
        target.locator('[data-act="review-open"][data-hand="0"]').first.wait_for()
        assert stored(frame, PREFIX, case.game) == before
        assert_no_python_error(target)
    finally:
        server.close()
