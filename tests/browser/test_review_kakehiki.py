"""The review of a 恋のかけひき game through the page: finish a game, open "Review this hand",
step through the replay with the keys, the buttons and the slider, see the flagged decision
with its cost once the browser has weighed it, practise from it, and find the saved game and
the statistics untouched afterwards (the walk: tests/browser/review_walk.py).

The game is the one of tests/web/test_review_kakehiki.py (at 12 on the table you keep the
kings and 9♠), given to the page as a save before the last card: the page plays it.
"""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page

from tefuda.match import replay
from tefuda.saves import dumps
from tests.browser.conftest import Server
from tests.browser.review_walk import ReviewCase, review_and_practise
from tests.web.test_review_kakehiki import blunder_game


def before_the_last_card() -> str:
    """Return the blunder game up to the last round, as a save (the CPU lays its card there)."""
    whole = blunder_game()
    match = replay(whole.rules or whole.game_id, whole.options, whole.seed, whole.log[:4],
                   whole.deck)
    return dumps(match)


def lay(target: Any, card: str) -> None:
    target.locator(f'.kk-hand [data-card="{card}"]').click()
    target.locator('.kk-actions [data-action^="play "]').click()


def lay_the_last(card: str) -> Any:
    """Return what lays ``card`` once the CPU has laid its own, and waits for the result."""

    def play(target: Any) -> None:
        target.locator('[data-cpu-committed="true"]').wait_for()
        lay(target, card)
        target.locator("[data-result]").wait_for()

    return play


def the_same_deal(target: Any) -> None:
    target.locator('[data-cpu-committed="true"]').wait_for()
    assert target.locator('.kk-hand [data-card="9S"]').count() == 1


CASE = ReviewCase(
    game="kakehiki", shot="kakehiki", query="cpu=normal", save=before_the_last_card,
    finish=lay_the_last("9S"), dealt=10,  # both hands of five
    slide_to=4, chosen="play 9S", best=("play KH", "play KD"), cost=0.15, words=("9♠",),
    practice_start=the_same_deal, practise=lay_the_last("KH"), weighed_ms=120_000,
)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_review_a_game_step_through_it_and_practise(page: Page, site: Server, lang: str) -> None:
    review_and_practise(page, site, CASE, lang)
