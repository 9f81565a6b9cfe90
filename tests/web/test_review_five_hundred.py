"""The review of a 500 hand at the table, plugged into the ReviewSuite
(tests/web/review_suite.py): the hand where you bid 8NT and threw the joker on your partner's
sure winner.  The board shows the kitty as dealt, the discards laid away, the trick being
played and the tricks won; its own test: every hand laid out at its seat."""

from __future__ import annotations

import re
from typing import Any

from tefuda.games.five_hundred import Phase
from tefuda.match import Match
from tests.engine.test_five_hundred_appraiser import BLUNDER_HANDS, BLUNDER_KITTY, BLUNDER_LOG
from tests.web.controls import press
from tests.web.review_suite import ReviewSuite
from tests.web.test_table_five_hundred import scripted
from web.review.session import ReviewSession
from web.review.table import ReviewTable

#: the ninth trick's blunder, then the last trick: you lead 5♣ to West's K♣
BLUNDER = "play JK"
ENDING = [BLUNDER, "play 5C", "play KC", "play 4D", "play QC"]


def blunder_hand() -> Match:
    """Return a match whose first hand is over: you bid 8NT and threw the joker on North's
    sure A♠, so that your 5♣ lost the last trick and the contract with it."""
    match = scripted(BLUNDER_HANDS, [*BLUNDER_LOG, *ENDING], kitty=BLUNDER_KITTY, dealer=3)
    assert match.state.phase is Phase.HAND_OVER
    return match


class TestFiveHundredReview(ReviewSuite):
    game_id = "five-hundred"
    blunder = BLUNDER
    blunder_words = "Play 🃏"
    min_cost = 0.3
    panel_words = ("Best: Play 5♣", "640.0 points")  # +320 made against −320 lost
    summary_marks = ('data-hand-points="-320"',)
    result_words = "Result of the hand: −320 points for you."
    first_move = (0, "bid 8NT")
    moves = len(BLUNDER_LOG) + len(ENDING)
    end_phase = Phase.HAND_OVER
    told_at_open = "Hand 1: East dealt ten cards each and three to the kitty."
    dealt_cards = tuple(card for hand in BLUNDER_HANDS for card in hand)
    better = "play 5C"
    # the joker lost the contract on every deal weighed: the cost in points is told without a "± 0"
    # the joker costs 640 points on every deal, J♥ a trick before some more (about 761 ± 16)
    speaks = {"ja": ("キティ（配られたまま）", "コントラクト8NT", "判断による損失は約7", "点（± "),
              "en": ("Kitty, as dealt", "Your decisions cost about 7", "points (± ")}
    ja_summary = "あなたは−320点。判断による損失"

    def finished(self) -> Match:
        return blunder_hand()

    def sheet_words(self, match: Match) -> tuple[str, ...]:
        return ("Hand 1: 8NT by You, down — N–S −320, E–W +30 (−320–30)",)

    def board_marks(self, session: ReviewSession) -> dict[int, tuple[str, ...]]:
        """The kitty as dealt; after the three discards the contractor's thirteen less the
        kitty's clubs laid away; a trick being played, and the cards played so far beside each
        hand; the tricks won at the end."""
        return {
            0: (f'data-review-kitty="{" ".join(BLUNDER_KITTY)}"',),
            7: ('data-review-discards="9C TC JC"',),
            9: ("data-review-trick", 'data-review-played="AH"'),
            -1: ('data-review-tricks="7 3"',),
        }

    def board_words(self, session: ReviewSession) -> dict[int, tuple[str, ...]]:
        return {7: ("Laid away by the contractor", "You: contract 8NT")}

    def practice_decision(self, table: ReviewTable[Any, Any], session: ReviewSession, item: int) -> None:
        assert table.render().count('data-act="hint"') == 1  # beside your hand, as in the game, and only there
        assert table.view()["legal"] == ["play 5C", BLUNDER]

    def practice_result(self, table: ReviewTable[Any, Any]) -> None:
        assert table.view()["summary"]["made"] is True  # 5♣ kept, the contract made

    def test_every_hand_is_face_up_at_its_seat(self) -> None:
        _, table = self.open(blunder_hand())
        press(table, "review-open")
        html = table.render()
        for seat, hand in enumerate(BLUNDER_HANDS):
            found = re.search(rf'data-seat="{seat}">.*?data-review-hand="([^"]*)"', html)
            assert found is not None, seat
            for card in hand:
                assert f'data-card="{card}"' in html
