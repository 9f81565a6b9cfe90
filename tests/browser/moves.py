"""One real legal move per game, made with the mouse on a booted table (a page or a frame), and
checked to have changed the table.  A game added to the site adds one line to ``MOVES``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tefuda.games.five_hundred import first_dealer
from tefuda.games.gin_rummy import GAME as GIN

#: a Gin Rummy seed whose first dealer is the CPU: you decide on the upcard first
GIN_SEED = next(s for s in range(100) if GIN.start({}, s).dealer == 1)
#: a 500 seed whose first dealer is East: you bid first
FIVE_HUNDRED_SEED = next(s for s in range(100) if first_dealer(s) == 3)


def hand_of(target: Any, selector: str) -> list[str]:
    """Return the cards under ``selector`` (the ``data-card`` of each), in order."""
    return list(target.locator(selector).evaluate_all("els => els.map(e => e.dataset.card)"))


def play_a_card(target: Any) -> None:
    """恋のかけひき: choose the first card of the hand, lay it down, and wait for both cards to
    turn up on the table."""
    first = target.locator("button[data-card]").first
    card = first.get_attribute("data-card")
    first.click()
    target.locator('.kk-actions [data-action^="play "]').click()
    target.locator(f'[data-row="you"] [data-card="{card}"]:not(.committed)').wait_for()


def swap_with_the_field(target: Any) -> None:
    """51: on your first turn, take the second field card for the third card of your hand."""
    target.locator('.fo-me[data-turn="true"]').wait_for()
    field = target.locator(".fo-field button[data-card]").nth(1)
    taken = field.get_attribute("data-card")
    given = target.locator(".fo-hand button[data-card]").nth(2).get_attribute("data-card")
    assert taken not in hand_of(target, ".fo-hand [data-card]")
    field.click()
    target.locator(".fo-hand button[data-card]").nth(2).click()
    target.locator(f'.fo-hand [data-card="{taken}"]').wait_for()
    assert given not in hand_of(target, ".fo-hand [data-card]")


def take_the_upcard(target: Any) -> None:
    """Gin Rummy: take the upcard (you decide first with GIN_SEED): the hand grows to 11."""
    upcard = target.locator(".gr-discard [data-card]").last.get_attribute("data-card")
    assert len(hand_of(target, ".gr-hand [data-card]")) == 10
    target.locator('[data-focus-id="take"]').click()
    target.locator(f'.gr-hand [data-card="{upcard}"]').wait_for()
    assert len(hand_of(target, ".gr-hand [data-card]")) == 11


def bid_first(target: Any) -> None:
    """500: make the lowest bid the panel offers (you bid first with FIVE_HUNDRED_SEED); the
    line under the table then tells it, first of what happened since."""
    cell = target.locator(".fh-bidding .fh-bid-cell[data-action]").first
    bid = cell.locator(".fh-bid-label").inner_text()
    assert target.locator(".fh-bid-cell.illegal").count() > 0  # misère is not open yet
    cell.click()
    told = target.locator('[data-events] li[data-event="bid"][data-seat="0"]')
    told.wait_for()
    assert told.inner_text() == f"You bid {bid}."


#: game id → (the query that sets up a table where you move first, the move)
MOVES: dict[str, tuple[str, Callable[[Any], None]]] = {
    "fifty-one": ("seed=7", swap_with_the_field),
    "kakehiki": ("seed=2", play_a_card),
    "gin-rummy": (f"seed={GIN_SEED}", take_the_upcard),
    "five-hundred": (f"seed={FIVE_HUNDRED_SEED}&cpu=easy", bid_first),
}
