"""The review of a Gin Rummy hand at the table, driven as the page drives it (a fake browser
context): the replay face up, the decisions weighed in slices, a blunder flagged with its
cost, practice from a decision that changes nothing of the game, and the score sheet after a
reload."""

from __future__ import annotations

import json
import random
import re
from html import unescape

import pytest

from tefuda.cpu.gin_rummy import choose
from tefuda.games.gin_rummy import GAME, Phase
from tefuda.match import Match, new_match, play
from tefuda.saves import dumps
from tests.engine.test_gin_appraise import DECK
from tests.web.fake_context import FakeContext
from tests.web.test_table_gin_rummy import PREFS, SAVE, SEED, press
from web.review.desk import ReviewDesk
from web.stats import load_stats
from web.tables.gin_rummy import GinRummyTable

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


def open_table(match: Match, ctx: FakeContext | None = None) -> tuple[FakeContext, GinRummyTable]:
    ctx = ctx or FakeContext()
    ctx.backend.data[SAVE] = dumps(match)
    return ctx, GinRummyTable.open(ctx)


def text(html: str) -> str:
    return re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", " ", html)))


def weigh(ctx: FakeContext) -> None:
    """Run the review's slices to the end."""
    ctx.run_timers(100_000)


def desk(table: GinRummyTable) -> ReviewDesk:
    assert table.desk is not None
    return table.desk


def test_review_this_hand_replays_it_face_up_from_the_deal() -> None:
    ctx, table = open_table(blunder_hand())
    html = table.render()
    assert 'data-act="review-open" data-hand="0"' in html  # beside "Next hand"
    press(table, "review-open")
    session = desk(table).session
    assert session is not None and session.position == 0
    html = table.render()
    assert "data-review" in html and "Review of hand 1" in html
    # the deal: both hands face up, the stock in order, the upcard
    for card in [*MINE, *THEIRS]:
        assert f'data-card="{card}"' in html
    assert 'data-review-pile="7H"' in html
    assert re.search(r'data-review-stock="JH 7S ', html)
    assert ctx.announced[-1] == "Hand 1: CPU dealt, and the upcard is 7♥."
    # every position is the engine's, and each move is told as the events line tells it
    press(table, "review-next")
    assert session.position == 1
    told = ctx.announced[-1]
    assert told and told in text(table.render())
    assert session.state(1) == GAME.apply(session.state(0), 0, "pass")
    table.key("End")
    assert session.position == session.last and session.state().phase is Phase.HAND_OVER
    table.key("ArrowLeft")
    assert session.position == session.last - 1
    table.change("review-step", "3")
    assert session.position == 3
    table.key("Home")
    assert session.position == 0
    # the table's own keys do nothing while the review is open
    before = table.match
    assert not table.key("n")
    assert table.match == before
    table.key("Escape")
    assert desk(table).session is None and "data-review" not in table.render()


def test_the_blunder_is_flagged_with_its_cost_and_the_summary_names_it() -> None:
    ctx, table = open_table(blunder_hand())
    press(table, "review-open")
    session = desk(table).session
    assert session is not None
    blunder = next(i for i, item in enumerate(session.review.items) if item.step.action == "discard 7S")
    position = session.position_of(blunder)
    table.change("review-step", str(position))
    assert 'data-decision="pending"' in table.render()  # nothing weighed yet: the replay first
    weigh(ctx)
    assert session.done
    panel = ctx.patches["review-decision"]
    assert 'data-flagged="true"' in panel and 'data-verdict="mistake"' in panel
    cost = float(re.search(r'data-cost="([\d.]+)"', panel).group(1))
    assert cost > 0.02
    words = text(panel)
    assert "You chose: Discard 7♠" in words and "Best: Discard" in words and "Cost:" in words
    assert "Why:" in words and "Try from here" in words
    summary = ctx.patches["review-summary"]
    assert "data-costliest" in summary and "Discard 7♠" in text(summary)
    assert f'data-to="{position}"' in summary
    assert "data-review-done" in summary and "Result of the hand:" in text(summary)
    # the hindsight column: labelled, and computed once asked for
    table.change("review-hindsight", "true")
    weigh(ctx)
    assert "Hindsight, with every card known:" in text(table.render())


def test_try_from_here_plays_the_same_deal_as_practice_and_keeps_nothing() -> None:
    match = blunder_hand()
    ctx, table = open_table(match)
    ctx.backend.data[PREFS] = json.dumps({"level": "normal"})
    stored = dict(ctx.backend.data)
    stats = load_stats(ctx.store, "gin-rummy")
    press(table, "review-open")
    session = desk(table).session
    assert session is not None
    blunder = next(i for i, item in enumerate(session.review.items) if item.step.action == "discard 7S")
    table.handle("review-try", {"item": str(blunder)})
    assert table.practising and desk(table).session is None
    html = table.render()
    assert "data-practice" in html and "Practice:" in text(html)
    assert 'data-act="new"' not in html and 'data-act="share"' not in html
    # the same position: the same hidden cards, your decision again
    view = table.view()
    assert "7S" in view["hand"] and view["opponent_taken"] == ["7H", "7D"]
    assert table.match.state.hands[1] == session.review.items[blunder].step.before.hands[1]
    table.act("discard KC")
    rng = random.Random(2)
    for _ in range(200):
        ctx.run_timers()
        if desk(table).practice_over():
            break
        table.act(choose(table.view(), "normal", rng))
    assert desk(table).practice_over()
    html = table.render()
    assert 'data-action="next"' not in html and "The practice hand is over." in html
    assert not table.act("next")  # the practice goes on to no next hand
    assert ctx.backend.data == stored and load_stats(ctx.store, "gin-rummy") == stats
    # the practice hand can be reviewed too; then back to the game as it was
    press(table, "review-open")
    assert desk(table).session is not None
    press(table, "review-close")
    press(table, "practice-end")
    assert not table.practising and table.match == match
    assert ctx.backend.data == stored


def test_every_finished_hand_is_on_the_score_sheet_after_a_reload() -> None:
    match = blunder_hand()
    match = play(match, 0, "next")
    ctx, table = open_table(match)
    html = table.render()
    assert "data-score-sheet" in html and "Hand 1:" in text(html)
    # a reload: the sheet comes from the save's log
    ctx2, again = open_table(match)
    press(again, "review-open-0")
    session = desk(again).session
    assert session is not None and session.hand == 0
    assert session.state(0) == GAME.start({}, SEED, session.match.deck)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_review_speaks_both_languages(lang: str) -> None:
    ctx = FakeContext(lang=lang)
    ctx, table = open_table(blunder_hand(), ctx)
    press(table, "review-open")
    weigh(ctx)
    session = desk(table).session
    assert session is not None
    for position in range(session.last + 1):
        table.change("review-step", str(position))
        table.render()
    table.change("review-hindsight", "true")
    weigh(ctx)
    html = table.render()
    if lang == "ja":
        assert "振り返り" in html and "テーブルに戻る" in html
