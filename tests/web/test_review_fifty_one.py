"""The review of a 51 round at the table, driven as the page drives it (a fake browser
context): the replay face up, the decisions weighed in slices, a passed-up stop flagged with
its cost, practice from a decision that changes nothing of the game, and the score sheet after
a reload."""

from __future__ import annotations

import random
import re
from html import unescape

import pytest

from tefuda.core import GAME_OVER
from tefuda.cpu.fifty_one import choose
from tefuda.games.fifty_one import GAME
from tefuda.match import Match, play
from tefuda.saves import dumps
from tests.engine.test_fifty_one_appraise import stop_passed_up
from tests.web.fake_context import FakeContext
from tests.web.test_table_fifty_one import SAVE
from tests.web.test_table_gin_rummy import press
from web.review.desk import ReviewDesk
from web.stats import load_stats
from web.tables.fifty_one import FiftyOneTable

BLUNDER = "swap 2C 7S"
PLAYING = ("turn", "call")


def blunder_round(seed: int = 1, rounds: int = 1) -> Match:
    """Return a match whose first round is over: you swapped 2♣ for 7♠ where 10♥ made 51,
    and the rest was played by the normal CPU for every seat."""
    from tefuda.match import new_match
    from tests.engine.test_fifty_one_appraise import FIELD, MINE, OTHERS, SEED

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


def text(html: str) -> str:
    return re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", " ", html)))


def weigh(ctx: FakeContext) -> None:
    """Run the review's slices to the end."""
    ctx.run_timers(100_000)


def open_table(match: Match, ctx: FakeContext | None = None) -> tuple[FakeContext, FiftyOneTable]:
    ctx = ctx or FakeContext()
    ctx.backend.data[SAVE] = dumps(match)
    return ctx, FiftyOneTable.open(ctx)


def desk(table: FiftyOneTable) -> ReviewDesk:
    assert table.desk is not None
    return table.desk


def test_review_this_round_replays_it_face_up_from_the_deal() -> None:
    match = blunder_round()
    ctx, table = open_table(match)
    html = table.render()
    assert 'data-act="review-open" data-hand="0"' in html  # in the reveal panel
    press(table, "review-open")
    session = desk(table).session
    assert session is not None and session.position == 0
    html = table.render()
    assert "data-review" in html and "Review of round 1" in html
    deal = session.state(0)
    for hand in deal.hands:  # every hand face up
        for card in hand:
            assert f'data-card="{card}"' in html
    assert f'data-review-field="{" ".join(deal.field)}"' in html
    assert f'data-review-stock="{" ".join(deal.stock)}"' in html
    press(table, "review-next")
    assert session.position == 1 and session.state(1) == GAME.apply(deal, 3, "swap 5C QS")
    told = ctx.announced[-1]
    assert told and told in text(table.render())
    table.key("End")
    assert session.position == session.last and GAME.phase(session.state()) == GAME_OVER
    table.key("Home")
    assert session.position == 0
    before = table.match
    assert not table.key("p")  # the table's own keys do nothing while the review is open
    assert table.match == before
    table.key("Escape")
    assert desk(table).session is None and "data-review" not in table.render()


def test_the_passed_up_stop_is_flagged_with_its_cost_and_the_summary_names_it() -> None:
    ctx, table = open_table(blunder_round())
    press(table, "review-open")
    session = desk(table).session
    assert session is not None
    blunder = next(i for i, item in enumerate(session.review.items)
                   if item.step.action == BLUNDER)
    position = session.position_of(blunder)
    table.change("review-step", str(position))
    assert 'data-decision="pending"' in table.render()  # nothing weighed yet: the replay first
    weigh(ctx)
    assert session.done
    panel = ctx.patches["review-decision"]
    assert 'data-flagged="true"' in panel and 'data-verdict="mistake"' in panel
    cost = float(re.search(r'data-cost="([\d.]+)"', panel).group(1))
    assert cost > 0.1
    words = text(panel)
    assert "You chose: Swap 2♣ for 7♠" in words and "Best: Swap 2♣ for 10♥" in words
    assert "Why: Swap 2♣ for 10♥: five of one suit worth 51" in words
    assert "Cost:" in words and "Try from here" in words
    summary = ctx.patches["review-summary"]
    assert "data-costliest" in summary and "Swap 2♣ for 7♠" in text(summary)
    assert f'data-to="{position}"' in summary
    assert "data-review-done" in summary and "Result of the round:" in text(summary)
    table.change("review-hindsight", "true")
    weigh(ctx)
    assert "Hindsight, with every card known:" in text(table.render())


def test_try_from_here_plays_the_same_deal_as_practice_and_keeps_nothing() -> None:
    match = blunder_round()
    ctx, table = open_table(match)
    stored = dict(ctx.backend.data)
    stats = load_stats(ctx.store, "fifty-one")
    press(table, "review-open")
    session = desk(table).session
    assert session is not None
    blunder = next(i for i, item in enumerate(session.review.items)
                   if item.step.action == BLUNDER)
    table.handle("review-try", {"item": str(blunder)})
    assert table.practising and desk(table).session is None
    html = table.render()
    assert "data-practice" in html and "Practice:" in text(html)
    assert 'data-act="share"' not in html
    # the same position: the same hidden cards, your decision again
    assert table.match.state == stop_passed_up()
    table.act("swap 2C TH")  # the stop this time
    for _ in range(50):
        ctx.run_timers()
        if desk(table).practice_over():
            break
    assert desk(table).practice_over()
    html = table.render()
    assert 'data-act="new"' not in html and "The practice round is over." in html
    assert ctx.backend.data == stored and load_stats(ctx.store, "fifty-one") == stats
    press(table, "practice-end")
    assert not table.practising and table.match == match
    assert ctx.backend.data == stored


def test_every_finished_round_is_on_the_score_sheet_after_a_reload() -> None:
    match = blunder_round(rounds=3)
    match = play(match, 0, "next")
    ctx, table = open_table(match)
    html = table.render()
    assert "data-score-sheet" in html and "Round 1:" in text(html) and "Rounds of this game" in text(html)
    record = match.state.records[0]
    assert f"Round 1: {record.total[0]} points for you, #{record.ranks[0]} of 4" in text(html)
    _, again = open_table(match)  # a reload: the sheet comes from the save's log
    press(again, "review-open-0")
    session = desk(again).session
    assert session is not None and session.hand == 0 and session.state(1).hands == stop_passed_up().hands


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_review_speaks_both_languages(lang: str) -> None:
    ctx, table = open_table(blunder_round(), FakeContext(lang=lang))
    press(table, "review-open")
    weigh(ctx)
    session = desk(table).session
    assert session is not None
    said = []
    for position in range(session.last + 1):
        table.change("review-step", str(position))
        html = table.render()
        assert "{" not in text(html), "every placeholder filled"
        said.append(html)
    # 51 plays rounds (回), not hands: the title, the slider, the summary, each option's points
    words = " ".join(said)
    shared = ["ハンド"] if lang == "ja" else ["of hand", "the hand", "this hand", "Hands of"]
    assert [w for w in shared if w in text(words)] == []
    title, slider, points = (("第1回の振り返り", "この回の手順", "この回") if lang == "ja"
                             else ("Review of round 1", "Move of the round", "points this round"))
    assert title in words and f'aria-label="{slider}"' in words and points in words
    if lang == "ja":
        assert "振り返り" in html and "山札" in html
