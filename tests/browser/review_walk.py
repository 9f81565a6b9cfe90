"""The walk every browser review test takes, whatever the game: a hand given to the page as a
save near its end, played to its end, "Review this hand" opened, stepped through with the
keys, the buttons and the slider while the screen reader hears each move, weighed, its
costliest mistake shown, practised from, and the saved game and statistics found untouched.

A game's part is a :class:`ReviewCase` (each tests/browser/test_review_<game>.py has its
``CASE``): its save, the address's query, how the person plays the hand and the practice to
their ends, and what the review must show of it.  ``target`` is where the table is: a Page,
or a FrameLocator when the game is embedded (the locators are the same; keys go to the frame
that has the focus).
"""

from __future__ import annotations

import dataclasses
import importlib
import json
from collections.abc import Callable, Collection
from pathlib import Path
from typing import Any

from playwright.sync_api import Page

from tests.browser.conftest import Server, assert_no_python_error, wait_ready

#: the games with a review, each with its case in tests/browser/test_review_<game>.py
GAMES = ("kakehiki", "fifty-one", "gin-rummy", "five-hundred")
SHOTS = Path("/work/notes/shots/review")


def _nothing(target: Any) -> None:
    """Check nothing more (a case's hook left empty)."""


@dataclasses.dataclass(frozen=True)
class ReviewCase:
    """One game's hand under review.

    ``save()`` is the hand near its end, ``query`` the address's options (the CPUs' level the
    hand was made with), ``finish(target)`` plays it to its end as the person; the review shows
    ``dealt`` cards face up at the deal (``deal(review)`` checks the rest of it), the slider
    goes to ``slide_to`` (``slid(review)`` checks that position); the hand's mistake is
    ``chosen`` where one of ``best`` was better by more than ``cost`` and its panel says
    ``words`` (``first``: it is the costliest of all); ``weighed_ms`` is how long the browser
    may take to weigh the whole hand on a busy machine.  In practice from the mistake,
    ``practice_start(target)`` checks the deal, ``absent`` matches nothing (no new game, no
    sharing), ``practise(target)`` plays the hand to its end and ``absent_after`` matches
    nothing then (the next hand is the game's)."""

    game: str
    shot: str
    query: str
    save: Callable[[], str]
    finish: Callable[[Any], None]
    dealt: int
    slide_to: int
    chosen: str
    best: Collection[str]
    cost: float
    words: tuple[str, ...]
    practise: Callable[[Any], None]
    practice_start: Callable[[Any], None]
    first: bool = True
    hindsight: bool = True
    deal: Callable[[Any], None] = _nothing
    slid: Callable[[Any], None] = _nothing
    absent: str = '[data-act="new"], [data-act="share"]'
    absent_after: str = '[data-action="next"]'
    weighed_ms: int = 240_000


def case_of(game: str) -> ReviewCase:
    """Return the ``CASE`` of tests/browser/test_review_<game>.py."""
    return importlib.import_module(f"tests.browser.test_review_{game.replace('-', '_')}").CASE


def page_of(target: Any) -> Page:
    """Return the page of ``target`` (a Page, or a FrameLocator in one)."""
    return target if isinstance(target, Page) else target.owner.page


def stack_script(case: ReviewCase, lang: str, prefix: str = "tefuda") -> str:
    """Return an init script that writes the settings (``lang``, CPUs at once) and the case's
    save under ``prefix`` ("tefuda-embed" in the embed) once per tab: a reload keeps what the
    page saved since."""
    settings = json.dumps({"lang": lang, "cpu_speed": "instant"})
    return (
        f"if (!sessionStorage.getItem('review-stacked')) {{ sessionStorage.setItem('review-stacked', '1');"
        f" localStorage.setItem('{prefix}:settings', {json.dumps(settings)});"
        f" localStorage.setItem('{prefix}:save:{case.game}', {json.dumps(case.save())}); }}"
    )


def stored(target: Any, prefix: str, game: str) -> dict[str, str | None]:
    """Return the saved game and the statistics of ``game`` under ``prefix`` as the page (or
    the frame: a Frame, which evaluates) has them."""
    keys = (f"{prefix}:save:{game}", f"{prefix}:stats:{game}")
    return {key: target.evaluate(f"localStorage.getItem({json.dumps(key)})") for key in keys}


def open_review(target: Any, case: ReviewCase) -> Any:
    """Open the review of the hand that has just ended (the button under the result); return
    the review panel, at the deal with every card face up."""
    target.locator('[data-act="review-open"][data-hand="0"]').first.click()
    review = target.locator("[data-review]")
    review.wait_for()
    assert target.locator('[data-review-position="0"]').count() == 1
    assert review.locator(".rv-seat [data-card]").count() == case.dealt
    case.deal(review)
    return review


def listen(target: Any) -> None:
    """Keep, from now on, every sentence the page's aria-live region says (the screen
    reader's ear): :func:`heard` returns them."""
    announcer = target.locator("#announcer")
    assert announcer.get_attribute("aria-live") == "polite"
    announcer.evaluate(
        "el => { window.reviewHeard = []; new MutationObserver(() => {"
        " if (el.textContent) window.reviewHeard.push(el.textContent.trim()); })"
        ".observe(el, {childList: true, characterData: true, subtree: true}); }"
    )


def heard(target: Any) -> list[str]:
    """Return what the aria-live region has said since :func:`listen`."""
    return list(target.locator("#announcer").evaluate("() => window.reviewHeard.slice()"))


def told(target: Any, before: int) -> str:
    """Return the move shown ("You lay 9♠."), after checking the screen reader was told it
    once more since it had heard ``before`` sentences, in the same words."""
    move = target.locator("[data-review-move]").inner_text().strip()
    said = heard(target)
    assert len(said) == before + 1 and said[-1] == move, (said, move)
    return move


def step_through(page: Page, target: Any, slide_to: int = 3) -> None:
    """Step with the → key, the ▶ and ◀ buttons and the slider (to ``slide_to``); each step
    shows its move and tells it to the screen reader; stepping back tells the same move again."""
    listen(target)
    page.keyboard.press("ArrowRight")  # the focus is on ▶ (the review's focus_selector)
    target.locator('[data-review-position="1"]').wait_for()
    first = told(target, 0)
    assert first
    target.locator('[data-act="review-next"]').click()
    target.locator('[data-review-position="2"]').wait_for()
    second = told(target, 1)
    assert second
    target.locator('[data-act="review-prev"]').click()
    target.locator('[data-review-position="1"]').wait_for()
    assert told(target, 2) == first
    page.keyboard.press("ArrowRight")
    target.locator('[data-review-position="2"]').wait_for()
    assert told(target, 3) == second
    target.locator('input[data-setting="review-step"]').fill(str(slide_to))
    target.locator(f'[data-review-position="{slide_to}"]').wait_for()
    told(target, 4)


def the_mistake(target: Any, case: ReviewCase) -> Any:
    """Wait until the whole hand is weighed, go through the costliest decisions to the case's
    mistake (the first of them when ``case.first``) and return its panel, flagged, with the
    option that was best, its cost and the cards in words."""
    target.locator("[data-review-done]").wait_for(timeout=case.weighed_ms)
    assert_no_python_error(target)
    links = target.locator("[data-costliest] [data-act='review-go']")
    chosen = []
    for i in range(links.count()):
        links.nth(i).click()
        decision = target.locator('[data-decision="mistake"][data-flagged="true"]')
        decision.wait_for()
        chosen.append(decision.get_attribute("data-chosen"))
        if chosen[-1] == case.chosen:
            break
    assert chosen and chosen[-1] == case.chosen, chosen
    assert not case.first or len(chosen) == 1, chosen
    assert decision.get_attribute("data-best") in case.best
    assert float(decision.locator("[data-cost]").get_attribute("data-cost") or 0) > case.cost
    text = decision.inner_text()
    assert all(word in text for word in case.words), text
    return decision


def play_the_hand(page: Page, site: Server, case: ReviewCase, lang: str) -> None:
    """Open the case's game on the site in ``lang`` with its save, and play the hand to its
    end (its result shows, with "Review this hand")."""
    page.add_init_script(stack_script(case, lang))
    page.goto(f"{site.url}index.html{'?' + case.query if case.query else ''}#/{case.game}")
    wait_ready(page)
    case.finish(page)


def review_and_practise(page: Page, site: Server, case: ReviewCase, lang: str) -> None:
    """The whole walk on the site: play the hand's end, review it (the deal face up, steps
    told, the mistake with its cost, the hindsight), practise from the mistake to the end of
    the hand, go back; the saved game and the statistics stay as the hand left them, through a
    reload too.  Screenshots of the review and the practice go to :data:`SHOTS`."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    play_the_hand(page, site, case, lang)
    before = stored(page, "tefuda", case.game)
    review = open_review(page, case)
    step_through(page, page, case.slide_to)
    case.slid(review)
    the_mistake(page, case)
    for width, height in ((390, 844), (844, 390), (1280, 800)):
        page.set_viewport_size({"width": width, "height": height})
        page.screenshot(path=str(SHOTS / f"{case.shot}_review_{lang}_{width}x{height}.png"), full_page=True)
    if case.hindsight:  # labelled as such
        page.locator('input[data-setting="review-hindsight"]').check()
        page.locator("[data-hindsight]").wait_for(timeout=case.weighed_ms)
    page.set_viewport_size({"width": 1280, "height": 800})
    assert stored(page, "tefuda", case.game) == before
    # practice from the mistake: the same deal, marked as practice, nothing kept
    page.locator('[data-act="review-try"]').click()
    page.locator("[data-practice]").wait_for()
    case.practice_start(page)
    assert page.locator(case.absent).count() == 0
    page.screenshot(path=str(SHOTS / f"{case.shot}_practice_{lang}_1280x800.png"), full_page=True)
    case.practise(page)
    page.locator("[data-result]").wait_for()
    assert page.locator(case.absent_after).count() == 0
    assert page.locator("[data-practice]").count() == 1
    assert stored(page, "tefuda", case.game) == before
    page.locator('[data-act="practice-end"]').click()
    page.locator("[data-practice]").wait_for(state="detached")
    assert stored(page, "tefuda", case.game) == before
    page.reload()
    wait_ready(page)
    page.locator("[data-result]").wait_for()
    assert page.locator("[data-score-sheet]").count() == 1
    assert stored(page, "tefuda", case.game) == before
    assert_no_python_error(page)
