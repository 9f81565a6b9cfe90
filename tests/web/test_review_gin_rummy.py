"""The review of a Gin Rummy hand at the table, plugged into the ReviewSuite
(tests/web/review_suite.py): the hand where you threw 7♠ into the CPU's sevens.  The board
shows the upcard and the stock in order."""

from __future__ import annotations

import random
from typing import Any

from tefuda.cpu.gin_rummy import choose
from tefuda.games.gin_rummy import GAME, Phase
from tefuda.match import Match, new_match, play
from tests.engine.test_gin_appraise import DECK
from tests.web.review_suite import ReviewSuite
from tests.web.test_table_gin_rummy import SEED
from web.review.session import ReviewSession
from web.review.table import ReviewTable

MINE = ["AS", "2S", "3S", "4H", "5H", "6H", "KC", "QD", "7D", "9C"]
THEIRS = ["2C", "4C", "6C", "8C", "TC", "2D", "4D", "JS", "KS", "3H"]
#: to your decision with 7♠ in hand while the CPU holds 7♥ 7♦ from the pile
SCRIPT = ["pass", "draw discard", "discard KS", "draw stock", "discard 7D", "draw discard",
          "discard JS", "draw stock"]


def blunder_hand(seed: int = 1) -> Match:
    """Return a match whose first hand is over: you threw 7♠ into the CPU's sevens, and the
    rest was played by the normal CPU for both seats."""
    deck: list[str] = []
    for a, b in zip(MINE, THEIRS, strict=True):
        deck += [a, b]
    used = {*deck, "7H", "JH", "7S"}
    deck += ["7H", "JH", "7S", *(c for c in DECK if c not in used)]
    match = new_match("gin-rummy", {}, SEED, deck=deck)
    for text in [*SCRIPT, "discard 7S"]:
        (seat,) = GAME.to_act(match.state)
        match = play(match, seat, text)
    rng = random.Random(seed)
    while match.state.phase in (Phase.UPCARD, Phase.DRAW, Phase.DISCARD):
        (seat,) = GAME.to_act(match.state)
        match = play(match, seat, choose(GAME.view(match.state, seat), "normal", rng))
    return match


class TestGinRummyReview(ReviewSuite):
    game_id = "gin-rummy"
    blunder = "discard 7S"
    blunder_words = "Discard 7♠"
    min_cost = 0.02
    panel_words = ("Best: Discard",)
    result_words = "Result of the hand:"
    first_move = (0, "pass")
    end_phase = Phase.HAND_OVER
    told_at_open = "Hand 1: CPU dealt, and the upcard is 7♥."
    dealt_cards = (*MINE, *THEIRS)
    better = "discard KC"
    ja_summary = "点。判断による損失"

    def finished(self) -> Match:
        return blunder_hand()

    def board_marks(self, session: ReviewSession) -> dict[int, tuple[str, ...]]:
        """The deal: the upcard, and the stock in order."""
        return {0: ('data-review-pile="7H"', 'data-review-stock="JH 7S ')}

    def practice_decision(self, table: ReviewTable[Any, Any], session: ReviewSession, item: int) -> None:
        view = table.view()
        assert "7S" in view["hand"] and view["opponent_taken"] == ["7H", "7D"]
