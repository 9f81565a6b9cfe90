"""The review of a 500 hand at the table, driven as the page drives it (a fake browser
context): the replay face up (every hand, the kitty, the discards), the decisions weighed in
slices, the joker thrown on the partner's sure winner flagged with its cost, practice from a
decision that changes nothing of the game, and the score sheet after a reload."""

from __future__ import annotations

import json
import random
import re

import pytest

from tefuda.cpu.five_hundred import choose
from tefuda.games.five_hundred import GAME, Phase
from tefuda.match import Match, play
from tests.engine.test_five_hundred_appraiser import BLUNDER_HANDS, BLUNDER_KITTY, BLUNDER_LOG
from tests.web.fake_context import FakeContext
from tests.web.test_review_gin_rummy import text, weigh
from tests.web.test_table_five_hundred import PREFS, SAVE, scripted, table_with
from tests.web.test_table_gin_rummy import press
from web.review.desk import ReviewDesk
from web.stats import load_stats
from web.tables.five_hundred import FiveHundredTable

#: the ninth trick's blunder, then the last trick: you lead 5♣ to West's K♣
BLUNDER = "play JK"
ENDING = [BLUNDER, "play 5C", "play KC", "play 4D", "play QC"]


def blunder_hand() -> Match:
    """Return a match whose first hand is over: you bid 8NT and threw the joker on North's
    sure A♠, so that your 5♣ lost the last trick and the contract with it."""
    match = scripted(BLUNDER_HANDS, [*BLUNDER_LOG, *ENDING], kitty=BLUNDER_KITTY, dealer=3)
    assert match.state.phase is Phase.HAND_OVER
    return match


def desk(table: FiveHundredTable) -> ReviewDesk:
    return table.desk


def test_review_this_hand_replays_it_face_up_from_the_deal() -> None:
    ctx, table = table_with(blunder_hand())
    html = table.render()
    assert 'data-act="review-open" data-hand="0"' in html  # beside "Next hand"
    press(table, "review-open")
    session = desk(table).session
    assert session is not None and session.position == 0
    html = table.render()
    assert "data-review" in html and "Review of hand 1" in html
    # the deal: every hand face up, and the kitty as dealt
    for seat, hand in enumerate(BLUNDER_HANDS):
        assert re.search(rf'data-seat="{seat}">.*?data-review-hand="([^"]*)"', html)
        for card in hand:
            assert f'data-card="{card}"' in html
    assert f'data-review-kitty="{" ".join(BLUNDER_KITTY)}"' in html
    # every position is the engine's, and each move is told as the events line tells it
    press(table, "review-next")
    assert session.state(1) == GAME.apply(session.state(0), 0, "bid 8NT")
    told = ctx.announced[-1]
    assert told and told in text(table.render())
    # after the three discards: the contractor's thirteen less the kitty's clubs laid away
    table.change("review-step", "7")
    html = table.render()
    assert 'data-review-discards="9C TC JC"' in html and "Laid away by the contractor" in text(html)
    assert "You: contract 8NT" in text(html)
    # a trick being played, and the cards played so far beside each hand
    table.change("review-step", "9")
    html = table.render()
    assert "data-review-trick" in html and 'data-review-played="AH"' in html
    table.key("End")
    assert session.position == session.last and session.state().phase is Phase.HAND_OVER
    assert 'data-review-tricks="7 3"' in table.render()
    table.key("ArrowLeft")
    assert session.position == session.last - 1
    table.key("Home")
    assert session.position == 0
    # the table's own keys do nothing while the review is open
    before = table.match
    assert not table.key("n")
    assert table.match == before
    table.key("Escape")
    assert desk(table).session is None and "data-review" not in table.render()


def test_the_joker_on_the_partners_sure_winner_is_flagged_with_its_cost() -> None:
    ctx, table = table_with(blunder_hand())
    press(table, "review-open")
    session = desk(table).session
    assert session is not None
    blunder = next(i for i, item in enumerate(session.review.items) if item.step.action == BLUNDER)
    position = session.position_of(blunder)
    table.change("review-step", str(position))
    assert 'data-decision="pending"' in table.render()  # nothing weighed yet: the replay first
    weigh(ctx)
    assert session.done
    panel = ctx.patches["review-decision"]
    assert 'data-flagged="true"' in panel and 'data-verdict="mistake"' in panel
    cost = float(re.search(r'data-cost="([\d.]+)"', panel).group(1))  # type: ignore[union-attr]
    assert cost > 0.3
    words = text(panel)
    assert "You chose: Play 🃏" in words and "Best: Play 5♣" in words
    assert "Cost:" in words and "640.0 points" in words  # +320 made against −320 lost
    assert "Why:" in words and "Try from here" in words
    summary = ctx.patches["review-summary"]
    assert "data-costliest" in summary and "Play 🃏" in text(summary)
    assert f'data-to="{position}"' in summary
    assert 'data-hand-points="-320"' in summary
    assert "Result of the hand: −320 points for you." in text(summary)
    # the hindsight column: labelled, and computed once asked for
    table.change("review-hindsight", "true")
    weigh(ctx)
    assert "Hindsight, with every card known:" in text(table.render())


def test_try_from_here_plays_the_same_deal_as_practice_and_keeps_nothing() -> None:
    match = blunder_hand()
    ctx, table = table_with(match, prefs={"level": "normal"})
    stored = dict(ctx.backend.data)
    stats = load_stats(ctx.store, "five-hundred")
    press(table, "review-open")
    session = desk(table).session
    assert session is not None
    blunder = next(i for i, item in enumerate(session.review.items) if item.step.action == BLUNDER)
    table.handle("review-try", {"item": str(blunder)})
    assert table.practising and desk(table).session is None
    html = table.render()
    assert "data-practice" in html and "Practice:" in text(html)
    assert html.count('data-act="hint"') == 1  # beside your hand, as in the game, and only there
    # the same position: the same hidden cards, your decision again
    view = table.view()
    assert view["legal"] == ["play 5C", BLUNDER]
    assert table.match.state.hands == session.review.items[blunder].step.before.hands
    table.act("play 5C")
    rng = random.Random(2)
    for _ in range(50):
        ctx.run_timers()
        if desk(table).practice_over():
            break
        if 0 in table.view()["to_act"]:
            table.act(choose(table.view(), "normal", rng))
    assert desk(table).practice_over()
    assert table.view()["summary"]["made"] is True  # type: ignore[index]
    html = table.render()
    assert 'data-action="next"' not in html and "The practice hand is over." in html
    assert not table.act("next")  # the practice goes on to no next hand
    assert ctx.backend.data == stored and load_stats(ctx.store, "five-hundred") == stats
    # the practice hand can be reviewed too; then back to the game as it was
    press(table, "review-open")
    assert desk(table).session is not None
    press(table, "review-close")
    press(table, "practice-end")
    assert not table.practising and table.match == match
    assert ctx.backend.data == stored


def test_every_finished_hand_is_on_the_score_sheet_after_a_reload() -> None:
    match = play(blunder_hand(), 0, "next")
    ctx, table = table_with(match)
    html = table.render()
    assert "data-score-sheet" in html
    assert "Hand 1: 8NT by You, down — N–S −320, E–W +30 (−320–30)" in text(html)
    ctx2, again = table_with(match)  # a reload: the sheet comes from the save's log
    press(again, "review-open-0")
    session = desk(again).session
    assert session is not None and session.hand == 0
    assert session.state(0).hands == GAME.start(GAME.normalize_options({}), match.seed, match.deck).hands


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_review_speaks_both_languages(lang: str) -> None:
    ctx = FakeContext(lang=lang)
    ctx.backend.data[SAVE] = json.dumps(json.loads(_save(blunder_hand())))
    ctx.backend.data[PREFS] = json.dumps({"level": "normal"})
    table = FiveHundredTable.open(ctx)
    press(table, "review-open")
    session = desk(table).session
    assert session is not None
    for position in range(session.last + 1):
        table.change("review-step", str(position))
        html = table.render()
        assert "{" not in text(html)
    words = text(table.render())
    if lang == "ja":
        assert "振り返り" in words and "キティ（配られたまま）" in words
        assert "コントラクト8NT" in words
    else:
        assert "Kitty, as dealt" in words


def _save(match: Match) -> str:
    from tefuda.saves import dumps

    return dumps(match)
