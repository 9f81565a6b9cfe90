"""The review of a 51 round through the page: play the round, open "Review this round", step
through the replay with the keys, the buttons and the slider, see the flagged decision with
its cost once the browser has weighed it, practise from it to the end, and find the saved game
and the statistics untouched afterwards (the walk: tests/browser/review_walk.py).

The round is the one of tests/web/test_review_fifty_one.py: on your first turn 10♥ on the
field makes your four hearts 51, and you swap 2♣ for 7♠ instead (the page is given the deal
as a save, and you make that swap with the mouse).
"""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page

from tefuda.match import new_match, play
from tefuda.saves import dumps
from tests.browser.conftest import Server
from tests.browser.review_walk import ReviewCase, page_of, review_and_practise
from tests.browser.test_fifty_one import wait_my_move
from tests.engine.test_fifty_one_appraise import FIELD, MINE, OTHERS, SEED


def first_turn_save() -> str:
    """Return the deal of the blunder round at your first turn, as a save."""
    deck = [*MINE, *(c for hand in OTHERS for c in hand), *FIELD]
    match = play(new_match("fifty-one", {}, SEED, deck=deck), 3, "swap 5C QS")
    return dumps(match)


def swap(target: Any, give: str, take: str) -> None:
    target.locator(f'.fo-hand button[data-card="{give}"]').click()
    target.locator(f'.fo-field button[data-card="{take}"]').click()


def play_on(target: Any) -> None:
    """Play your turns until the round is over: pass, and no call."""
    for _ in range(60):
        state = wait_my_move(target)
        if state in ("over", "next"):
            return
        if state == "call":
            target.locator('[data-action="nocall"]').click()
        else:
            target.locator('[data-act="action"][data-action="pass"]').click()
        page_of(target).wait_for_timeout(30)
    raise AssertionError("the round did not end")


def swap_and_play_on(give: str, take: str) -> Any:
    """Return what makes the swap on your first turn, then passes to the round's end."""

    def play_round(target: Any) -> None:
        assert wait_my_move(target) == "turn"
        swap(target, give, take)
        play_on(target)

    return play_round


def the_field_as_dealt(review: Any) -> None:
    assert review.locator("[data-review-field]").get_attribute("data-review-field") == " ".join(FIELD)


def the_same_deal(target: Any) -> None:
    assert target.locator('.fo-field [data-card="TH"]').count() == 1


def stop(target: Any) -> None:
    """Take the stop this time: 10♥ for 2♣ ends the round."""
    swap(target, "2C", "TH")
    target.locator("[data-practice] p + p, [data-result]").first.wait_for()


CASE = ReviewCase(
    game="fifty-one", shot="fifty_one", query="", save=first_turn_save,
    finish=swap_and_play_on("2C", "7S"),  # 10♥ made 51
    dealt=20, deal=the_field_as_dealt,  # every hand (four of five cards), the field
    slide_to=0, chosen="swap 2C 7S", best=("swap 2C TH",), cost=0.1, words=("7♠", "10♥"),
    first=False,  # passing up the same 10♥ on the next turn costs about as much (19 ± 4 %)
    hindsight=False, practice_start=the_same_deal, practise=stop, absent='[data-act="share"]',
    absent_after='[data-action="next"], [data-act="new"][data-focus-id="fo-new"]',
)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_review_a_round_step_through_it_and_practise(page: Page, site: Server, lang: str) -> None:
    review_and_practise(page, site, CASE, lang)
