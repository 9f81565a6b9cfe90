"""What 51 gives the review of a round (:class:`web.review.ReviewGame`): the CPU package's
appraisal, and the face-up board of a finished round.

The board draws a position of a round that is over, so it shows every card: every hand as it
was (with its score when it is of one suit), the field, the stock in the order it is dealt
from (the next card first) and the cards flushed to the discard pile.  It reads the state, not
a view: only the review, after the round, may see all of it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from tefuda.appraisal import Appraiser
from tefuda.cpu import fifty_one as cpu
from tefuda.games.fifty_one import (
    Call,
    FiftyOneState,
    FiftyOneView,
    Flush,
    NoCall,
    Pass,
    Swap,
    SwapAll,
)
from tefuda.games.fifty_one.actions import GRAMMAR
from tefuda.games.fifty_one.scoring import score_of
from web.html import card_face, esc
from web.review import Text
from web.table import HUMAN
from web.tables.fifty_one_render import seat_name

#: stock cards shown face up, the next to be dealt first
STOCK_SHOWN = 10


class FiftyOneReview:
    """The review hooks of 51."""

    threshold = cpu.REVIEW_THRESHOLD
    budget = cpu.REVIEW_BUDGET
    most = cpu.REVIEW_MOST
    swing = cpu.REVIEW_SWING

    def appraiser(self, view: FiftyOneView, rng: random.Random, world: Any = None) -> Appraiser:
        """Return the CPU package's appraiser of ``view`` (on the true ``world`` if given)."""
        return cpu.appraiser(view, rng, world)

    def world_of(self, state: FiftyOneState, seat: int) -> Any:
        """Return every hand and the stock of ``state``."""
        return cpu.world_of(state, seat)

    def option_words(self, t: Text, state: FiftyOneState, action: str) -> str:
        """Return an option of the position ``state`` in words: "Swap 3♥ for K♦", "Swap all",
        "Flush", "Pass", "Call with 41", "Don't call with 41", "Next round"."""
        option = GRAMMAR.parse(action)
        if isinstance(option, Swap):
            return t("ui.fifty-one.review.swap", give=option.hand_card, take=option.field_card)
        if isinstance(option, (Call, NoCall)):
            kind = "call" if isinstance(option, Call) else "nocall"
            return t(f"ui.fifty-one.review.{kind}", score=score_of(state.hands[state.turn]))
        kinds = {SwapAll: "swap_all", Flush: "flush", Pass: "pass"}
        return t(f"ui.fifty-one.review.{kinds.get(type(option), 'next')}")

    def hand_points(self, state: FiftyOneState, seat: int) -> int | None:
        """Return ``seat``'s points of the round that ended in ``state`` (its bonus too)."""
        return state.records[-1].total[seat]

    def hand_labels(self, t: Text, view: FiftyOneView) -> list[str]:
        """Return a line per finished round: your points and place, and your total."""
        rows = []
        total = 0
        for record in view["round_table"]:
            total += record["total"][HUMAN]
            rows.append(t("ui.fifty-one.review.sheet", number=record["round"],
                          points=record["total"][HUMAN], rank=record["ranks"][HUMAN],
                          seats=view["seats"], total=total))
        return rows

    def board(self, t: Text, lang: str, state: FiftyOneState, seat: int,
              moved: Sequence[str]) -> str:
        """Return ``state`` face up: the CPUs' hands, the field, the stock and the discard
        pile, your hand; the ``moved`` cards marked."""
        marked = set(moved)

        def faces(cards: Sequence[str]) -> str:
            return "".join(
                card_face(c, lang, classes=("small", "moved") if c in marked else ("small",))
                for c in cards
            )

        def hand(who: int) -> str:
            cards = state.hands[who]
            score = score_of(cards)
            worth = (t("ui.fifty-one.review.score", score=score) if score
                     else t("ui.fifty-one.review.no_score"))
            label = t("ui.fifty-one.review.hand", name=seat_name(t, who), score=worth)
            return (
                f'<div class="rv-seat" data-seat="{who}"><p class="rv-label">{esc(label)}</p>'
                f'<div class="rv-cards">{faces(cards)}</div></div>'
            )

        def pile(kind: str, cards: Sequence[str], label: str, more: int = 0) -> str:
            rest = (f'<span class="rv-more">{esc(t("ui.fifty-one.review.more", count=more))}'
                    "</span>" if more > 0 else "")
            return (
                f'<div class="rv-{kind}" data-review-{kind}="{" ".join(cards)}">'
                f'<p class="rv-label">{esc(label)}</p>'
                f'<div class="rv-cards">{faces(cards[:STOCK_SHOWN] if more > 0 else cards)}{rest}'
                "</div></div>"
            )

        stock = state.stock
        piles = (
            '<div class="rv-piles">'
            + pile("field", state.field, t("ui.fifty-one.review.field"))
            + pile("stock", stock, t("ui.fifty-one.review.stock", count=len(stock)),
                   len(stock) - STOCK_SHOWN)
            + pile("pile", state.discard, t("ui.fifty-one.review.discard",
                                            count=len(state.discard)))
            + "</div>"
        )
        others = "".join(hand(s) for s in range(state.seats) if s != HUMAN)
        return (
            f'<div class="rv-fo" data-review-board-of="fifty-one">{others}{piles}{hand(HUMAN)}'
            "</div>"
        )


REVIEW = FiftyOneReview()
