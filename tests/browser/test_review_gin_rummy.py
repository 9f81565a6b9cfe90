"""The review of a Gin Rummy hand through the page: finish a hand, open "Review this hand",
step through the replay with the keys, the buttons and the slider, see the flagged decision
with its cost once the browser has weighed it, practise from it, and find the saved game and
the statistics untouched afterwards (the walk: tests/browser/review_walk.py).

The hand is the one of tests/web/test_review_gin_rummy.py (you threw 7♠ into the CPU's
sevens), given to the page as a save a few moves before its end, so the page plays the end.
"""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page

from tefuda.match import Match, replay
from tefuda.saves import dumps
from tests.browser.conftest import Server
from tests.browser.review_walk import ReviewCase, review_and_practise
from tests.browser.test_gin_rummy import follow_hint
from tests.web.test_review_gin_rummy import blunder_hand


def almost_over() -> tuple[Match, str]:
    """Return the blunder hand played up to the person's last decision, as a save, and that
    decision (the page plays it and the CPU's moves after it)."""
    whole = blunder_hand()
    last = max(i for i, (seat, _) in enumerate(whole.log) if seat == 0)
    match = replay(whole.rules or whole.game_id, whole.options, whole.seed, whole.log[:last],
                   whole.deck)
    return match, dumps(match)


def finish_the_hand(target: Any) -> None:
    """Do what the hint says until the hand is over."""
    for _ in range(40):
        if target.locator("[data-result]").count():
            return
        target.locator('[data-act="hint"]:not([disabled]), [data-result]').first.wait_for()
        if target.locator("[data-result]").count():
            return
        follow_hint(target)
    raise AssertionError("the hand did not end")


def stock_in_order(review: Any) -> None:
    assert (review.locator("[data-review-stock]").get_attribute("data-review-stock") or "").startswith("JH 7S")


def the_same_deal(target: Any) -> None:
    assert target.locator('.gr-hand [data-card="7S"]').count() == 1


CASE = ReviewCase(
    game="gin-rummy", shot="gin", query="cpu=normal", save=lambda: almost_over()[1],
    finish=finish_the_hand, dealt=20, deal=stock_in_order,  # the two hands, the stock in order
    slide_to=5, chosen="discard 7S", best=("discard KC",), cost=0.02, words=("7♠",),
    first=False,  # passing the 7♥ to your 4♥ 5♥ 6♥ may cost more
    practice_start=the_same_deal, practise=finish_the_hand,
)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_review_a_hand_step_through_it_and_practise(page: Page, site: Server, lang: str) -> None:
    review_and_practise(page, site, CASE, lang)
