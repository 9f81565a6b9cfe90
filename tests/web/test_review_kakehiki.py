"""The review of a 恋のかけひき game at the table, driven as the page drives it (a fake browser
context): the replay face up, the decisions weighed in slices, the blunder flagged with its
cost, practice from a decision that changes nothing of the match, and the score sheet after a
reload."""

from __future__ import annotations

import json
import random
import re

import pytest

from tefuda.cpu.kakehiki import choose
from tefuda.games.kakehiki import GAME, Phase
from tefuda.match import Match, new_match, play
from tefuda.saves import dumps
from tests.engine.test_kakehiki_appraise import MINE, ROUNDS, THEIRS, stack
from tests.web.fake_context import FakeContext
from tests.web.test_review_gin_rummy import text, weigh
from tests.web.test_table_gin_rummy import press
from web.review.desk import ReviewDesk
from web.review.session import ReviewSession
from web.stats import load_stats
from web.tables.kakehiki import KakehikiTable

SAVE = "tefuda:save:kakehiki"
PREFS = "tefuda:prefs:kakehiki"
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


def open_table(match: Match, ctx: FakeContext | None = None) -> tuple[FakeContext, KakehikiTable]:
    ctx = ctx or FakeContext()
    ctx.backend.data[SAVE] = dumps(match)
    return ctx, KakehikiTable.open(ctx)


def desk(table: KakehikiTable) -> ReviewDesk:
    return table.desk


def test_review_this_game_replays_it_face_up_from_the_deal() -> None:
    ctx, table = open_table(blunder_game())
    html = table.render()
    assert 'data-act="review-open" data-hand="0"' in html  # beside "Play again"
    press(table, "review-open")
    session = desk(table).session
    assert session is not None and session.position == 0 and session.last == 6
    html = table.render()
    assert "data-review" in html and "Review of hand 1" in html
    for card in [*MINE, *THEIRS]:  # both hands face up
        assert f'data-card="{card}"' in html
    assert 'data-review-board-of="kakehiki"' in html and 'data-review-total="0"' in html
    press(table, "review-next")  # the CPU lays A♥ face down: the board shows it as laid
    assert 'data-review-laid="TD"' in table.render()
    assert session.state(1) == GAME.apply(session.state(0), 1, "play TD")
    table.key("End")
    assert session.position == session.last
    assert "No marriage: a draw." in text(table.render())
    table.key("ArrowLeft")
    assert session.position == session.last - 1
    assert 'data-review-total="12"' in table.render()
    before = table.match
    assert not table.key("n")  # the table's own keys do nothing while the review is open
    assert table.match == before
    table.key("Escape")
    assert desk(table).session is None and "data-review" not in table.render()


def test_the_blunder_is_flagged_with_its_cost_and_the_summary_names_it() -> None:
    ctx, table = open_table(blunder_game())
    press(table, "review-open")
    session = desk(table).session
    assert session is not None
    blunder = next(i for i, item in enumerate(session.review.items)
                   if item.step.action == "play 9S")
    position = session.position_of(blunder)
    table.change("review-step", str(position))
    assert 'data-decision="pending"' in table.render()  # nothing weighed yet: the replay first
    weigh(ctx)
    assert session.done
    panel = ctx.patches["review-decision"]
    assert 'data-flagged="true"' in panel and 'data-verdict="mistake"' in panel
    assert float(re.search(r'data-cost="([\d.]+)"', panel).group(1)) > 0.15
    words = text(panel)
    assert "You chose: Lay down 9♠ (the table to 3 plus the CPU's card)" in words
    assert "Best: Lay down K" in words and "Cost:" in words and "Why: Lay down K" in words
    summary = ctx.patches["review-summary"]
    assert "Lay down 9♠" in text(summary) and f'data-to="{position}"' in summary
    assert "Result of the hand: 0 points for you." in text(summary)
    table.change("review-hindsight", "true")
    weigh(ctx)
    assert "Hindsight, with every card known:" in text(table.render())


def test_try_from_here_plays_the_same_deal_as_practice_and_keeps_nothing() -> None:
    match = blunder_game()
    ctx, table = open_table(match)
    ctx.backend.data[PREFS] = json.dumps({"level": "normal"})
    stored = dict(ctx.backend.data)
    stats = load_stats(ctx.store, "kakehiki")
    press(table, "review-open")
    session = desk(table).session
    assert session is not None
    blunder = next(i for i, item in enumerate(session.review.items)
                   if item.step.action == "play 9S")
    table.handle("review-try", {"item": str(blunder)})
    assert table.practising and desk(table).session is None
    ctx.run_timers()  # the CPU lays its card again
    html = table.render()
    assert "data-practice" in html and "Practice:" in text(html)
    view = table.view()
    assert [c["card"] for c in view["hand"]] == ["9S", "KD", "KH"] or {
        c["card"] for c in view["hand"]} == {"9S", "KD", "KH"}
    assert table.match.state.hands[1] == session.review.items[blunder].step.before.hands[1]
    table.act("play KH")
    ctx.run_timers()
    assert desk(table).practice_over()
    html = table.render()
    assert 'data-action="next"' not in html and "The practice hand is over." in html
    assert not table.act("next")
    assert ctx.backend.data == stored and load_stats(ctx.store, "kakehiki") == stats
    press(table, "practice-end")
    assert not table.practising and table.match == match
    assert ctx.backend.data == stored


def test_every_finished_game_is_on_the_score_sheet_after_a_reload() -> None:
    match = play(blunder_game(), 0, "next")
    rng = random.Random(3)
    while match.state.phase == Phase.PLAY:
        for seat in (1, 0):
            match = play(match, seat, choose(GAME.view(match.state, seat), "normal", rng))
    ctx, table = open_table(match)
    html = table.render()
    assert "data-score-sheet" in html
    assert "Game 1: no marriage (table 0), drawn" in text(html) and "Game 2:" in text(html)
    _, again = open_table(match)
    press(again, "review-open-0")
    session = desk(again).session
    assert session is not None and session.hand == 0
    assert session.state(0) == GAME.start(OPTIONS, SEED, session.match.deck)


def weighed_review(lang: str) -> tuple[FakeContext, KakehikiTable, ReviewSession]:
    """Return the blunder game's table in ``lang`` with its review open and wholly weighed,
    its context and the review's session."""
    ctx, table = open_table(blunder_game(), FakeContext(lang=lang))
    press(table, "review-open")
    weigh(ctx)
    session = desk(table).session
    assert session is not None
    return ctx, table, session


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_review_speaks_both_languages(lang: str) -> None:
    _, table, session = weighed_review(lang)
    for position in range(session.last + 1):
        table.change("review-step", str(position))
        html = table.render()
        assert "{" not in text(html), "no placeholder left unfilled"
    if lang == "ja":
        assert "を出す" in html and "振り返り" in html
    else:
        assert "Lay down" in html


def test_japanese_sentences_are_set_without_a_space_after_the_full_stop() -> None:
    """The summary's result and cost, and a step's events, on screen and to the screen reader."""
    ctx, table, session = weighed_review("ja")
    for position in range(session.last + 1):
        table.change("review-step", str(position))
    told = ctx.announced[-session.last - 1:]
    assert any(sentence.count("。") > 1 for sentence in told)  # a step of two sentences
    assert not any("。 " in sentence for sentence in told), told
    summary = re.sub(r"<[^>]+>", "", ctx.patches["review-summary"])
    assert "あなたは0点。判断による損失" in summary, summary
