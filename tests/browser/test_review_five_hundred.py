"""The review of a 500 hand through the page: finish a hand, open "Review this hand", step
through the replay with the keys, the buttons and the slider, see the flagged decision with its
cost once the browser has weighed it, practise from it to the end of the hand, and find the saved
game and the statistics untouched afterwards (the walk: tests/browser/review_walk.py).

The hand is the one of tests/web/test_review_five_hundred.py (you bid 8NT and, at the ninth
trick, may throw the joker on North's sure A♠), given to the page as a save at that decision,
so the page plays the blunder and the rest of the hand.
"""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page

from tefuda.saves import dumps
from tests.browser.conftest import Server
from tests.browser.review_walk import ReviewCase, review_and_practise
from tests.browser.test_five_hundred import press_move
from tests.engine.test_five_hundred_appraiser import BLUNDER_HANDS, BLUNDER_KITTY, BLUNDER_LOG
from tests.web.test_table_five_hundred import scripted


def at_the_blunder() -> str:
    """Return the save of the hand at your decision of the ninth trick."""
    return dumps(scripted(BLUNDER_HANDS, BLUNDER_LOG, kitty=BLUNDER_KITTY, dealer=3))


def play_card(target: Any, card: str) -> None:
    """Play ``card`` of your hand once it is offered."""
    target.locator(f'.fh-hand [data-action="play {card}"]').wait_for()
    press_move(target, f"play {card}")


def play_cards(*cards: str) -> Any:
    """Return what plays ``cards`` in turn and waits for the hand's result."""

    def play(target: Any) -> None:
        for card in cards:
            play_card(target, card)
        target.locator("[data-result]").wait_for()

    return play


def the_kitty_as_dealt(review: Any) -> None:
    assert review.locator("[data-review-kitty]").get_attribute("data-review-kitty") == "9C TC JC"


def the_contractor_laid_it_away(review: Any) -> None:
    assert review.locator("[data-review-discards]").get_attribute("data-review-discards") == "9C TC JC"


def the_same_deal(target: Any) -> None:
    assert target.locator('.fh-hand [data-card="JK"]').count() == 1


CASE = ReviewCase(
    game="five-hundred", shot="fh", query="cpu=normal", save=at_the_blunder,
    # the joker on North's ace, and the last trick goes to West's club
    finish=play_cards("JK", "5C"), dealt=40, deal=the_kitty_as_dealt,  # four hands, the kitty
    slide_to=7, slid=the_contractor_laid_it_away,
    chosen="play JK", best=("play 5C",), cost=0.3, words=("🃏", "5♣"),
    practice_start=the_same_deal,
    practise=play_cards("5C", "JK"),  # this time North's ace takes the trick, and your joker the last
)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_review_a_hand_step_through_it_and_practise(page: Page, site: Server, lang: str) -> None:
    review_and_practise(page, site, CASE, lang)
