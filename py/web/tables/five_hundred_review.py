"""What 500 gives the review of a hand (:class:`web.review.ReviewGame`): the CPU package's
appraisal, the true deal for the hindsight column, and the face-up board of a finished hand.

The board draws a position of a hand that is over, so it shows every card: each seat's hand as
it is at that point, then the cards it has played (so the four hands as dealt are all there),
the kitty as dealt, the contractor's discards once laid away, the trick being played and the
contract with the tricks each side has taken.  It reads the state, not a view: only the review,
after the hand, may see all of it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from tefuda.appraisal import Appraiser
from tefuda.cpu import five_hundred as cpu
from tefuda.cpu.five_hundred.appraise import Deal
from tefuda.games.five_hundred import (
    FiveHundredState,
    FiveHundredView,
    Phase,
    bid_label,
    is_misere,
)
from tefuda.games.five_hundred.actions import GRAMMAR, Bid, Discard, Pass, Play
from tefuda.games.five_hundred.cards import suit_symbol
from web.html import card_face, esc
from web.review import Text
from web.table import HUMAN
from web.tables.five_hundred_render import bid_text, signed

#: the seats around the board, top to bottom: North, West and East, then you
SEATS_DRAWN = (2, 1, 3, HUMAN)


def world_of(state: FiveHundredState, seat: int) -> Deal:
    """Return the true deal of ``state`` as the appraiser takes it (:data:`Deal`): each seat's
    hand as it is now, then the centre ``seat`` cannot see (the kitty while bidding, another
    contractor's discards after it; nothing for the contractor itself)."""
    hands = [list(hand) for hand in state.hands]
    if state.phase == Phase.BID:
        centre = list(state.kitty)
    elif state.contractor == seat:
        centre = []
    else:
        centre = list(state.discards)
    return [*hands, centre]


def _played(state: FiveHundredState, seat: int) -> list[str]:
    """Return the cards ``seat`` has played so far this hand, in order."""
    tricks = [*state.tricks, *([state.trick] if state.trick is not None else [])]
    return [card for trick in tricks for who, card in trick.plays if who == seat]


def _bid_words(t: Text, bid: str) -> str:
    return t(f"five-hundred.bid.{bid}") if is_misere(bid) else bid_label(bid)


class FiveHundredReview:
    """The review hooks of 500."""

    threshold = cpu.REVIEW_THRESHOLD
    budget = cpu.REVIEW_BUDGET
    most = cpu.REVIEW_MOST
    swing = cpu.REVIEW_SWING

    def appraiser(self, view: FiveHundredView, rng: random.Random, world: Any = None) -> Appraiser:
        """Return the CPU package's appraiser of ``view`` (on the true ``world`` if given)."""
        return cpu.appraiser(view, rng, world)

    def world_of(self, state: FiveHundredState, seat: int) -> Any:
        """Return the true deal of ``state`` (:func:`world_of`)."""
        return world_of(state, seat)

    def option_words(self, t: Text, state: FiveHundredState, action: str) -> str:
        """Return an option of the position ``state`` in words: "Bid 7♥", "Pass", "Lay away
        7♣", "Play 7♣", "Lead the joker as a ♥", "Next hand"."""
        option = GRAMMAR.parse(action)
        if isinstance(option, Bid):
            return t("ui.five-hundred.review.bid", bid=_bid_words(t, option.bid))
        if isinstance(option, Pass):
            return t("ui.five-hundred.review.pass")
        if isinstance(option, Discard):
            return t("ui.five-hundred.review.discard", card=option.card)
        if isinstance(option, Play):
            if option.named is not None:
                return t("ui.five-hundred.review.joker", suit=suit_symbol(option.named))
            return t("ui.five-hundred.review.play", card=option.card)
        return t("ui.five-hundred.review.next")

    def hand_points(self, state: FiveHundredState, seat: int) -> int | None:
        """Return the points ``seat``'s side scored in the hand that ended in ``state`` (lost:
        negative; a hand thrown in: 0)."""
        return state.history[-1].points[seat % 2]

    def hand_labels(self, t: Text, view: FiveHundredView) -> list[str]:
        """Return a line per finished hand: its contract and how it went, each side's points,
        and the totals ("Hand 2: 8♥ by North, made — N–S +280, E–W +20 (320–60)")."""
        rows = []
        for record in view["history"]:
            mine, theirs = record["totals"]
            contract, contractor = record["contract"], record["contractor"]
            if contract is None or contractor is None:
                rows.append(t("ui.five-hundred.review.sheet_thrown", number=record["number"],
                              mine=signed(mine), theirs=signed(theirs)))
                continue
            who = t("table.you") if contractor == HUMAN else t(f"five-hundred.seat.{contractor}")
            rows.append(t("ui.five-hundred.review.sheet",
                          number=record["number"], bid=bid_text(t, contract),
                          who=who, result=t(f"ui.five-hundred.result.{'made' if record['made'] else 'lost'}"),
                          ours=_signed(record["points"][0]), theirs_points=_signed(record["points"][1]),
                          mine=signed(mine), theirs=signed(theirs)))
        return rows

    def board(self, t: Text, lang: str, state: FiveHundredState, seat: int,
              moved: Sequence[str]) -> str:
        """Return ``state`` face up: every seat's hand and the cards it played, the kitty and
        the discards, the trick on the table and the contract; the ``moved`` cards marked."""
        marked = set(moved)

        def faces(cards: Sequence[str], *extra: str) -> str:
            return "".join(
                card_face(c, lang, classes=("small", *extra, *(("moved",) if c in marked else ())))
                for c in cards
            )

        def name(who: int) -> str:
            return t("table.you") if who == HUMAN else t(f"five-hundred.seat.{who}")

        out_seat = None
        if state.contract is not None and is_misere(state.contract) and state.contractor is not None:
            out_seat = (state.contractor + 2) % 4
        seats = []
        for who in SEATS_DRAWN:
            played = _played(state, who)
            gone = (f'<span class="rv-played" data-review-played="{" ".join(played)}">'
                    f'{faces(played, "played")}</span>') if played else ""
            label = name(who)
            if who == state.contractor and state.contract is not None:
                label = t("ui.five-hundred.review.contractor", name=label,
                          bid=_bid_words(t, state.contract))
            elif who == out_seat:
                label = t("ui.five-hundred.review.out", name=label)
            seats.append(
                f'<div class="rv-seat" data-seat="{who}"><p class="rv-label">{esc(label)}</p>'
                f'<div class="rv-cards" data-review-hand="{" ".join(state.hands[who])}">'
                f"{faces(state.hands[who])}{gone}</div></div>"
            )
        centre = [
            f'<div class="rv-kitty" data-review-kitty="{" ".join(state.kitty)}">'
            f'<p class="rv-label">{esc(t("ui.five-hundred.review.kitty"))}</p>'
            f'<div class="rv-cards">{faces(state.kitty)}</div></div>'
        ]
        if state.discards:
            centre.append(
                f'<div class="rv-discards" data-review-discards="{" ".join(state.discards)}">'
                f'<p class="rv-label">{esc(t("ui.five-hundred.review.discards"))}</p>'
                f'<div class="rv-cards">{faces(state.discards)}</div></div>'
            )
        if state.trick is not None and state.trick.plays:
            plays = "".join(
                f'<span class="rv-play">{esc(name(who))} {faces([card])}</span>'
                for who, card in state.trick.plays
            )
            centre.append(
                f'<div class="rv-trick" data-review-trick><p class="rv-label">'
                f'{esc(t("ui.five-hundred.review.trick"))}</p><div class="rv-cards">{plays}</div></div>'
            )
        if state.contract is not None:
            won = [0, 0]
            for trick in state.tricks:
                if trick.winner is not None:
                    won[trick.winner % 2] += 1
            centre.append(
                f'<p class="rv-label" data-review-tricks="{won[0]} {won[1]}">'
                f'{esc(t("ui.five-hundred.review.tricks", ours=won[0], theirs=won[1]))}</p>'
            )
        north, west, east, you = seats
        return (
            f'<div class="rv-fh" data-review-board-of="five-hundred">{north}'
            f'<div class="rv-middle">{west}<div class="rv-centre">{"".join(centre)}</div>{east}</div>'
            f"{you}</div>"
        )


def _signed(points: int) -> str:
    """Return points with their sign and a true minus: ``+280``, ``−120``, ``0``."""
    return f"+{points}" if points > 0 else signed(points)


REVIEW = FiveHundredReview()
