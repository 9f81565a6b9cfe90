"""The review of a 恋のかけひき game at the table, plugged into the ReviewSuite
(tests/web/review_suite.py): the game where, at 12 on the table, you laid 9♠ and kept the
kings, and the CPU laid 3♠: no marriage.  The board shows the card the CPU laid face down and
the table's total."""

from __future__ import annotations

import random
from typing import Any

from tefuda.cpu.kakehiki import choose
from tefuda.games.kakehiki import GAME, Phase
from tefuda.match import Match, new_match, play
from tests.engine.test_kakehiki_appraise import MINE, ROUNDS, THEIRS, stack
from tests.web.review_suite import ReviewSuite
from web.review.session import ReviewSession
from web.review.table import ReviewTable

SEED = 5
OPTIONS = {"match_length": 3}


def blunder_game() -> Match:
    """Return a match of three whose first game is over: at 12 on the table you laid 9♠ and
    kept the kings, and the CPU laid 3♠: no marriage."""
    match = new_match("kakehiki", OPTIONS, SEED, deck=stack(MINE, THEIRS))
    for mine, theirs in (*ROUNDS, ("9S", "3S")):
        match = play(match, 1, f"play {theirs}")
        match = play(match, 0, f"play {mine}")
    assert match.state.phase == Phase.HAND_OVER
    return match


class TestKakehikiReview(ReviewSuite):
    game_id = "kakehiki"
    blunder = "play 9S"
    blunder_words = "Lay down 9♠"
    min_cost = 0.15
    panel_words = ("You chose: Lay down 9♠ (the table to 3 plus the CPU's card)",
                   "Best: Lay down K", "Why: Lay down K")
    result_words = "Result of the hand: 0 points for you."
    first_move = (1, "play TD")
    moves = 6
    end_phase = Phase.HAND_OVER
    told_at_open = "Game 1: five cards each are dealt."
    dealt_cards = (*MINE, *THEIRS)
    better = "play KH"
    speaks_markup = {"ja": ("を出す",), "en": ("Lay down",)}
    ja_summary = "あなたは0点。判断による損失"

    def finished(self) -> Match:
        return blunder_game()

    def sheet_match(self) -> Match:
        """The first game, and the second played out by the normal CPU for both seats."""
        match = play(blunder_game(), 0, "next")
        rng = random.Random(3)
        while match.state.phase == Phase.PLAY:
            for seat in (1, 0):
                match = play(match, seat, choose(GAME.view(match.state, seat), "normal", rng))
        return match

    def sheet_words(self, match: Match) -> tuple[str, ...]:
        return ("Game 1: no marriage (table 0), drawn", "Game 2:")

    def board_marks(self, session: ReviewSession) -> dict[int, tuple[str, ...]]:
        """Nothing on the table at the deal; the CPU's first card (10♦), laid face down, shown
        as laid; 12 on the table before the last pair."""
        return {0: ('data-review-total="0"',), 1: ('data-review-laid="TD"',), -2: ('data-review-total="12"',)}

    def board_words(self, session: ReviewSession) -> dict[int, tuple[str, ...]]:
        return {-1: ("No marriage: a draw.",)}

    def practice_decision(self, table: ReviewTable[Any, Any], session: ReviewSession, item: int) -> None:
        assert {c["card"] for c in table.view()["hand"]} == {"9S", "KD", "KH"}
