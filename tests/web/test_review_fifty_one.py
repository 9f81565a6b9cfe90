"""The review of a 51 round at the table, plugged into the ReviewSuite
(tests/web/review_suite.py): the round where you passed up the stop (2♣ for 10♥ made 51) and
swapped 2♣ for 7♠ instead.  Its own test: 51 plays rounds, and the review says so."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tefuda.core import GAME_OVER
from tefuda.cpu.fifty_one import choose
from tefuda.games.fifty_one import GAME
from tefuda.match import Match, new_match, play
from tests.engine.test_fifty_one_appraise import FIELD, MINE, OTHERS, SEED, stop_passed_up
from tests.web.review_suite import LANGS, ReviewSuite, text
from web.review.session import ReviewSession
from web.review.table import ReviewTable

BLUNDER = "swap 2C 7S"
PLAYING = ("turn", "call")


def blunder_round(seed: int = 1, rounds: int = 1) -> Match:
    """Return a match whose first round is over: you swapped 2♣ for 7♠ where 10♥ made 51,
    and the rest was played by the normal CPU for every seat."""
    deck = [*MINE, *(c for hand in OTHERS for c in hand), *FIELD]
    match = new_match("fifty-one", {"rounds": rounds}, SEED, deck=deck)
    match = play(match, 3, "swap 5C QS")
    assert match.state.hands == stop_passed_up().hands
    match = play(match, 0, BLUNDER)
    rng = random.Random(seed)
    while GAME.phase(match.state) in PLAYING:
        (seat,) = GAME.to_act(match.state)
        match = play(match, seat, choose(GAME.view(match.state, seat), "normal", rng))
    return match


class TestFiftyOneReview(ReviewSuite):
    game_id = "fifty-one"
    blunder = BLUNDER
    blunder_words = "Swap 2♣ for 7♠"
    min_cost = 0.1
    panel_words = ("Best: Swap 2♣ for 10♥", "Why: Swap 2♣ for 10♥: five of one suit worth 51")
    result_words = "Result of the round:"
    first_move = (3, "swap 5C QS")
    end_phase = GAME_OVER  # a game of one round
    title = "Review of round 1"
    told_at_open = "Round 1: CPU 2 dealt. The field shows 10♥ 7♠ 9♦ J♣ Q♠."
    table_key = "p"
    table_key_acts = False  # the round ended the game: no key of the table's does anything
    prefs = None
    better = "swap 2C TH"  # the stop this time
    practice_over_words = "The practice round is over."
    speaks = {"ja": ("第1回の振り返り",), "en": ("Review of round 1",)}
    speaks_markup = {"ja": ("山札",)}
    ja_summary = "点。判断による損失"

    def finished(self) -> Match:
        return blunder_round()

    def sheet_match(self) -> Match:
        return play(blunder_round(rounds=3), 0, "next")

    def sheet_words(self, match: Match) -> tuple[str, ...]:
        record = match.state.records[0]
        return ("Round 1:", "Rounds of this game",
                f"Round 1: {record.total[0]} points for you, #{record.ranks[0]} of 4")

    def board_marks(self, session: ReviewSession) -> dict[int, tuple[str, ...]]:
        deal = session.state(0)
        return {0: (f'data-review-field="{" ".join(deal.field)}"', f'data-review-stock="{" ".join(deal.stock)}"')}

    def practice_decision(self, table: ReviewTable[Any, Any], session: ReviewSession, item: int) -> None:
        assert table.match.state == stop_passed_up()

    def reopened(self, session: ReviewSession) -> None:
        assert session.state(1).hands == stop_passed_up().hands

    @pytest.mark.parametrize("lang", LANGS)
    def test_the_review_says_round_not_hand(self, lang: str) -> None:
        """51 plays rounds (回), not hands: the title, the slider, the summary, each option's
        points."""
        _, table, session = self.reviewed(lang)
        said = []
        for position in range(session.last + 1):
            table.change("review-step", str(position))
            said.append(table.render())
        words = " ".join(said)
        shared = ["ハンド"] if lang == "ja" else ["of hand", "the hand", "this hand", "Hands of"]
        assert [w for w in shared if w in text(words)] == []
        title, slider, points = (("第1回の振り返り", "この回の手順", "この回") if lang == "ja"
                                 else ("Review of round 1", "Move of the round", "points this round"))
        assert title in words and f'aria-label="{slider}"' in words and points in words
