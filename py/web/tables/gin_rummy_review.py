"""What Gin Rummy gives the review of a hand (:class:`web.review.ReviewGame`): the CPU
package's appraisal, and the face-up board of a finished hand.

The board draws a position of a hand that is over, so it shows every card: both hands as they
were (each arranged into its best melds, the deadwood apart), the stock in the order it was
drawn from (the next card first) and the discard pile (its top card last).  It reads the state,
not a view: only the review, after the hand, may see all of it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from tefuda.appraisal import Appraiser
from tefuda.cpu import gin_rummy as cpu
from tefuda.games.gin_rummy import (
    Discard,
    DrawDiscard,
    DrawStock,
    GinState,
    GinView,
    Knock,
    Pass,
    Phase,
)
from tefuda.games.gin_rummy import melds as gm
from tefuda.games.gin_rummy.actions import GRAMMAR
from web.html import card_face, esc
from web.review import Text
from web.table import HUMAN

CPU = 1
#: stock cards shown face up, the next to be drawn first
STOCK_SHOWN = 8


class GinReview:
    """The review hooks of Gin Rummy."""

    threshold = cpu.REVIEW_THRESHOLD
    budget = cpu.REVIEW_BUDGET
    most = cpu.REVIEW_MOST
    swing = cpu.REVIEW_SWING

    def appraiser(self, view: GinView, rng: random.Random, world: Any = None) -> Appraiser:
        """Return the CPU package's appraiser of ``view`` (on the true ``world`` if given)."""
        return cpu.appraiser(view, rng, world)

    def world_of(self, state: GinState, seat: int) -> Any:
        """Return the opponent's hand and the stock of ``state``."""
        return cpu.world_of(state, seat)

    def option_words(self, t: Text, state: GinState, action: str) -> str:
        """Return an option of the position ``state`` in words: "Discard 7♣", "Gin, 7♣ face
        down", "Take the upcard 6♣", "Draw from the stock"."""
        option = GRAMMAR.parse(action)
        if isinstance(option, Discard):
            return t("ui.gin-rummy.review.discard", card=option.card)
        if isinstance(option, Knock):
            seat = state.turn
            left = gm.min_deadwood(gm.to_mask(state.hands[seat]) ^ (1 << gm.INDEX[option.card]))
            kind = "gin" if left == 0 else "knock"
            return t(f"ui.gin-rummy.review.{kind}", card=option.card)
        if isinstance(option, Pass):
            return t("ui.gin-rummy.review.pass")
        if isinstance(option, DrawStock):
            return t("ui.gin-rummy.review.draw_stock")
        if isinstance(option, DrawDiscard):
            key = "take_upcard" if state.phase == Phase.UPCARD else "take"
            return t(f"ui.gin-rummy.review.{key}", card=state.discard[-1])
        return t("ui.gin-rummy.review.next")

    def hand_points(self, state: GinState, seat: int) -> int | None:
        """Return ``seat``'s points of the hand that ended in ``state`` (lost: negative)."""
        record = state.records[-1]
        if record.winner is None:
            return 0
        return record.points if record.winner == seat else -record.points

    def hand_labels(self, t: Text, view: GinView) -> list[str]:
        """Return a line per finished hand: who scored how much and how, and the totals."""
        rows = []
        for record in view["hand_records"]:
            mine, theirs = record["scores"][HUMAN], record["scores"][CPU]
            if record["winner"] is None:
                rows.append(t("ui.gin-rummy.review.sheet_wall", number=record["number"],
                              mine=mine, theirs=theirs))
                continue
            name = t("table.you") if record["winner"] == HUMAN else t("table.cpu")
            rows.append(t("ui.gin-rummy.review.sheet_won", number=record["number"], name=name,
                          points=record["points"], kind=t(f"gin-rummy.kind.{record['kind']}"),
                          mine=mine, theirs=theirs))
        return rows

    def board(self, t: Text, lang: str, state: GinState, seat: int, moved: Sequence[str]) -> str:
        """Return ``state`` face up: the CPU's hand, the stock and the pile, your hand; the
        ``moved`` cards marked."""
        marked = set(moved)

        def faces(cards: Sequence[str]) -> str:
            return "".join(
                card_face(c, lang, classes=("small", "moved") if c in marked else ("small",))
                for c in cards
            )

        def hand(who: int) -> str:
            mask = gm.to_mask(state.hands[who])
            layout = gm.best_arrangement(mask)
            groups = "".join(f'<span class="rv-meld">{faces(gm.to_cards(m))}</span>'
                             for m in layout.melds)
            if layout.dead:
                groups += f'<span class="rv-dead">{faces(gm.to_cards(layout.dead))}</span>'
            name = t("table.you") if who == HUMAN else t("table.cpu")
            label = t("ui.gin-rummy.review.hand", name=name, deadwood=layout.deadwood)
            return (
                f'<div class="rv-seat" data-seat="{who}"><p class="rv-label">{esc(label)}</p>'
                f'<div class="rv-cards">{groups}</div></div>'
            )

        stock = state.stock if state.phase in (Phase.UPCARD, Phase.DRAW, Phase.DISCARD) else ()
        more = len(stock) - STOCK_SHOWN
        more_text = (
            f'<span class="rv-more">{esc(t("ui.gin-rummy.review.more", count=more))}</span>'
            if more > 0
            else ""
        )
        piles = (
            f'<div class="rv-piles"><div class="rv-stock" data-review-stock="{" ".join(stock)}">'
            f'<p class="rv-label">{esc(t("ui.gin-rummy.review.stock", count=len(stock)))}</p>'
            f'<div class="rv-cards">{faces(stock[:STOCK_SHOWN])}{more_text}</div></div>'
            f'<div class="rv-pile" data-review-pile="{" ".join(state.discard)}">'
            f'<p class="rv-label">{esc(t("ui.gin-rummy.review.pile"))}</p>'
            f'<div class="rv-cards">{faces(state.discard)}</div></div></div>'
        )
        result = ""
        last = state.last
        if last is not None and last.kind != "wall" and state.phase not in (Phase.UPCARD, Phase.DRAW, Phase.DISCARD):
            arith = t(f"gin-rummy.arith.{last.kind}", knocker=last.knocker_deadwood,
                      defender=last.defender_deadwood, points=last.points)
            result = f'<p class="rv-result" data-review-result="{esc(last.kind)}">{esc(arith)}</p>'
        return (
            f'<div class="rv-gin" data-review-board-of="gin-rummy">{hand(CPU)}{piles}{hand(HUMAN)}'
            f"{result}</div>"
        )


REVIEW = GinReview()
