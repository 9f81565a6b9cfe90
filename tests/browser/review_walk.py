"""The walk every browser review test takes, whatever the game: a hand given to the page as a
save near its end, played to its end, "Review this hand" opened, stepped through with the
keys and the buttons while the screen reader hears each move, weighed, and practised from.

A game's part is a :class:`ReviewCase`: its save, the address's query, and how the person
plays the hand to its end.  ``target`` is where the table is: a Page, or a FrameLocator when
the game is embedded (the locators are the same; keys go to the frame that has the focus).
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable
from typing import Any

from playwright.sync_api import Page

from tests.browser.conftest import assert_no_python_error


@dataclasses.dataclass(frozen=True)
class ReviewCase:
    """One game's hand under review: ``save()`` is the hand near its end, ``query`` the
    address's options (the CPUs' level the hand was made with), ``finish(target)`` plays it to
    its end as the person, ``dealt`` the cards face up at the deal, ``weighed_ms`` how long the
    browser may take to weigh the whole hand on a busy machine."""

    game: str
    query: str
    save: Callable[[], str]
    finish: Callable[[Any], None]
    dealt: int
    weighed_ms: int


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


def step_through(page: Page, target: Any) -> None:
    """Step with the → key, the ▶ and ◀ buttons and the slider; each step shows its move and
    tells it to the screen reader; stepping back tells the same move again."""
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
    target.locator('input[data-setting="review-step"]').fill("3")
    target.locator('[data-review-position="3"]').wait_for()
    assert told(target, 4)


def costliest(target: Any, case: ReviewCase) -> Any:
    """Wait until the whole hand is weighed, go to its costliest decision and return its
    panel (flagged, with its cost)."""
    target.locator("[data-review-done]").wait_for(timeout=case.weighed_ms)
    assert_no_python_error(target)
    target.locator("[data-costliest] [data-act='review-go']").first.click()
    decision = target.locator('[data-decision="mistake"][data-flagged="true"]')
    decision.wait_for()
    assert float(decision.locator("[data-cost]").get_attribute("data-cost") or 0) > 0
    return decision


# --------------------------------------------------------------------------- the four games


def _kakehiki_finish(target: Any) -> None:
    from tests.browser.test_review_kakehiki import lay

    target.locator('[data-cpu-committed="true"]').wait_for()
    lay(target, "9S")
    target.locator("[data-result]").wait_for()


def _gin_finish(target: Any) -> None:
    from tests.browser.test_review_gin_rummy import finish_the_hand

    finish_the_hand(target)


def _fifty_one_finish(target: Any) -> None:
    from tests.browser.test_fifty_one import wait_my_move
    from tests.browser.test_review_fifty_one import play_on, swap

    assert wait_my_move(target) == "turn"
    swap(target, "2C", "7S")  # 10♥ made 51
    play_on(target)


def _five_hundred_finish(target: Any) -> None:
    from tests.browser.test_review_five_hundred import play_card

    play_card(target, "JK")  # the joker on North's ace
    play_card(target, "5C")
    target.locator("[data-result]").wait_for()


def _kakehiki_save() -> str:
    from tests.browser.test_review_kakehiki import before_the_last_card

    return before_the_last_card()


def _gin_save() -> str:
    from tests.browser.test_review_gin_rummy import almost_over

    return almost_over()[1]


def _fifty_one_save() -> str:
    from tests.browser.test_review_fifty_one import first_turn_save

    return first_turn_save()


def _five_hundred_save() -> str:
    from tests.browser.test_review_five_hundred import at_the_blunder

    return at_the_blunder()


#: game id → its hand under review (the hands of tests/browser/test_review_<game>.py)
CASES = {
    "kakehiki": ReviewCase("kakehiki", "cpu=normal", _kakehiki_save, _kakehiki_finish, 10, 120_000),
    "fifty-one": ReviewCase("fifty-one", "", _fifty_one_save, _fifty_one_finish, 20, 240_000),
    "gin-rummy": ReviewCase("gin-rummy", "cpu=normal", _gin_save, _gin_finish, 20, 240_000),
    "five-hundred": ReviewCase("five-hundred", "cpu=normal", _five_hundred_save, _five_hundred_finish, 40, 240_000),
}
