"""What 恋のかけひき gives the review of a game (:class:`web.review.ReviewGame`): the CPU
package's appraisal, and the face-up board of a finished game.

A "hand" of the review is one game of the match (a deal of five cards each).  The board draws
a position of a game that is over, so it shows every card: the CPU's hand (its card laid face
down this round marked as laid), both rows of the table with the total, and your hand.  It
reads the state, not a view: only the review, after the game, may see all of it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from tefuda.appraisal import Appraiser
from tefuda.cpu import kakehiki as cpu
from tefuda.games.kakehiki import (
    MARRIAGE,
    KakehikiState,
    KakehikiView,
    Next,
    Phase,
    Play,
    hand_points,
    table_points,
)
from tefuda.games.kakehiki.actions import GRAMMAR
from web.html import card_face, esc
from web.review import Text
from web.table import HUMAN

CPU = 1


class KakehikiReview:
    """The review hooks of 恋のかけひき."""

    threshold = cpu.REVIEW_THRESHOLD
    budget = cpu.REVIEW_BUDGET
    most = cpu.REVIEW_MOST
    swing = cpu.REVIEW_SWING

    def appraiser(self, view: KakehikiView, rng: random.Random, world: Any = None) -> Appraiser:
        """Return the CPU package's appraiser of ``view`` (on the true ``world`` if given)."""
        return cpu.appraiser(view, rng, world)

    def world_of(self, state: KakehikiState, seat: int) -> Any:
        """Return the other seat's cards of ``state`` and its card laid face down."""
        return cpu.world_of(state, seat)

    def option_words(self, t: Text, state: KakehikiState, action: str) -> str:
        """Return an option in words: "Lay down 7♣ (the table to 12 plus the CPU's card)";
        between games "Next game" or "End the match"."""
        option = GRAMMAR.parse(action)
        if isinstance(option, Play):
            total = table_points(state.table[0] + state.table[1]) + table_points([option.card])
            return t("ui.kakehiki.review.play", card=option.card, total=total)
        return t("kakehiki.next" if isinstance(option, Next) else "kakehiki.end")

    def hand_points(self, state: KakehikiState, seat: int) -> int | None:
        """Return ``seat``'s points of the game that ended in ``state``: its score less the
        other seat's (0 without a marriage)."""
        scores = state.history[-1].scores
        return scores[seat] - scores[1 - seat]

    def hand_labels(self, t: Text, view: KakehikiView) -> list[str]:
        """Return a line per finished game: its scores and who won, or no marriage."""
        rows = []
        for game in view["history"]:
            if not game["marriage"]:
                rows.append(t("ui.kakehiki.review.sheet_none", number=game["number"],
                              total=game["table_total"]))
                continue
            winner = game["winner"]
            verdict = "drawn" if winner is None else ("won" if winner == HUMAN else "lost")
            rows.append(t(f"ui.kakehiki.review.sheet_{verdict}", number=game["number"],
                          mine=game["scores"][HUMAN], theirs=game["scores"][CPU]))
        return rows

    def board(self, t: Text, lang: str, state: KakehikiState, seat: int,
              moved: Sequence[str]) -> str:
        """Return ``state`` face up: the CPU's hand and laid card, both rows of the table and
        the total, your hand and laid card; the ``moved`` cards marked."""
        marked = set(moved)

        def faces(cards: Sequence[str], extra: tuple[str, ...] = ()) -> str:
            return "".join(
                card_face(c, lang, classes=("small", *extra, *(("moved",) if c in marked else ())))
                for c in cards
            )

        def hand(who: int) -> str:
            name = t("table.you") if who == HUMAN else t("table.cpu")
            laid = state.pending[who]
            down = ""
            if laid is not None:
                down = (f'<span class="rv-laid" data-review-laid="{laid}">'
                        f'{esc(t("ui.kakehiki.review.laid"))} {faces([laid])}</span>')
            label = t("ui.kakehiki.review.hand", name=name, points=hand_points(state.hands[who]))
            return (
                f'<div class="rv-seat" data-seat="{who}"><p class="rv-label">{esc(label)}</p>'
                f'<div class="rv-cards" data-review-hand="{" ".join(state.hands[who])}">'
                f"{faces(state.hands[who])}{down}</div></div>"
            )

        total = table_points(state.table[0] + state.table[1])
        rows = "".join(
            f'<div class="rv-row" data-review-row="{who}"><p class="rv-label">'
            f'{esc(t("ui.kakehiki.review.row", name=t("table.you") if who == HUMAN else t("table.cpu")))}'
            f'</p><div class="rv-cards">{faces(state.table[who])}</div></div>'
            for who in (CPU, HUMAN)
        )
        playing = state.phase == Phase.PLAY
        note = (t("kakehiki.to_twenty", points=MARRIAGE - total) if total < MARRIAGE
                else t("ui.kakehiki.reached"))
        centre = (f'<p class="rv-total" data-review-total="{total}">'
                  f'{esc(t("kakehiki.table_total", total=total))} <span class="rv-to-go">{esc(note)}</span></p>')
        result = ""
        if not playing and state.history:
            last = state.history[-1]
            if last.marriage:
                text = t("ui.kakehiki.review.result_marriage", mine=last.scores[HUMAN],
                         theirs=last.scores[CPU])
            else:
                text = t("ui.kakehiki.review.result_none")
            result = f'<p class="rv-result" data-review-result>{esc(text)}</p>'
        return (
            f'<div class="rv-kakehiki" data-review-board-of="kakehiki">{hand(CPU)}{rows}{centre}'
            f"{hand(HUMAN)}{result}</div>"
        )


REVIEW = KakehikiReview()
