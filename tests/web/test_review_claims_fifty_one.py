"""Everything the review of a 51 round says is a claim, and each is checked here against facts
worked out apart from the appraisal and the review's own code (the approach of
``test_review_claims.py`` for Gin): the log and the engine's states replayed on their own,
option words written out again, the figures of the table of options beside the sentences,
and each "Why:" sentence judged by the hint's own checkers (``tefuda.claims.fifty_one``) in
the position it was said of."""

from __future__ import annotations

import random
import re
from html import unescape

import pytest

from tefuda import claims
from tefuda.cards import format_card
from tefuda.cpu.fifty_one import choose
from tefuda.cpu.fifty_one.appraise import REVIEW_BUDGET, REVIEW_MOST, REVIEW_THRESHOLD
from tefuda.games.fifty_one import GAME, FiftyOneState
from tefuda.games.fifty_one.scoring import score_of
from tefuda.match import Match, new_match, play, replay
from tests.web.controls import press
from tests.web.fake_context import FakeContext
from tests.web.review_suite import open_table, text, weigh
from tests.web.test_review_claims import check_deals
from tests.web.test_review_fifty_one import PLAYING, blunder_round
from web.review import Text
from web.review.session import ReviewSession
from web.tables.fifty_one import FiftyOneTable

PERSON = 0
#: the review's words in English, as the page puts them
EN: Text = FakeContext().t


def easy_round(seed: int) -> Match:
    """Return a match whose first round is over, the person's seat played by the easy CPU
    (which makes mistakes to find) against normal ones."""
    match = new_match("fifty-one", {}, seed)
    rng = random.Random(seed)
    while GAME.phase(match.state) in PLAYING:
        (seat,) = GAME.to_act(match.state)
        level = "easy" if seat == PERSON else "normal"
        match = play(match, seat, choose(GAME.view(match.state, seat), level, rng))
    return match


def option_words(action: str, before: FiftyOneState) -> str:
    """An option in the review's English words, written out again from the action text."""
    words = action.split(" ")
    if words[0] == "swap" and words[1] != "all":
        return f"Swap {format_card(words[1])} for {format_card(words[2])}"
    score = score_of(before.hands[before.turn])
    return {"swap all": "Swap all", "flush": "Flush", "pass": "Pass",
            "call": f"Call with {score}", "nocall": f"Don't call with {score}"}[action]


def state_after(match: Match, entries: int) -> FiftyOneState:
    state: FiftyOneState = replay(match.game_id, match.options, match.seed,
                                  match.log[:entries], match.deck).state
    return state


def check_review(match: Match, table: FiftyOneTable, session: ReviewSession) -> int:
    """Check every sentence of the whole review (weighed to the end); return how many
    decision panels were read."""
    steps = session.steps
    first = steps[0].index
    assert [s.index for s in steps] == list(range(first, steps[-1].index + 1))
    panels = 0
    for position in range(session.last + 1):
        table.change("review-step", str(position))
        html = table.render()
        state = state_after(match, first + position)
        _check_board(html, state)
        if position == 0:
            continue
        seat, action = match.log[first + position - 1]
        before = state_after(match, first + position - 1)
        legal = [str(a) for a in GAME.legal_actions(before, PERSON)] if seat == PERSON else []
        tag = re.search(r'<section class="rv-decision"[^>]*>', html)
        if seat != PERSON:
            assert tag is None, "no panel on a CPU move"
        elif len(legal) == 1:
            assert "Your only move." in text(html)
        else:
            assert tag is not None and "data-chosen" in tag.group(0)
            _check_decision(html, tag.group(0), action, before, legal)
            panels += 1
    summary = table.render().split('data-live="review-summary">')[1].split('<div class="rv-stepper"')[0]
    points = state_after(match, steps[-1].index + 1).records[-1].total[PERSON]
    sign = "+" if points > 0 else ("−" if points < 0 else "")
    assert f"Result of the round: {sign}{abs(points)} points for you." in text(summary)
    return panels


def _check_board(html: str, state: FiftyOneState) -> None:
    board = html[html.index("data-review-board-of"):]
    for kind, cards in (("field", state.field), ("stock", state.stock), ("pile", state.discard)):
        shown = re.search(rf'data-review-{kind}="([^"]*)"', board).group(1)
        assert shown.split() == list(cards), f"the {kind} is the engine's"
    seats = re.split(r'<div class="rv-seat" data-seat="(\d)">', board)
    shown = {int(seats[i]): seats[i + 1] for i in range(1, len(seats), 2)}
    for seat, hand in enumerate(state.hands):
        part = shown[seat].split('class="rv-piles"')[0]
        assert re.findall(r'data-card="(\w+)"', part)[:5] == list(hand), "every hand face up"
        score = score_of(hand)
        assert (f"{score} points" if score else "not one suit") in text(part)


def _check_decision(html: str, tag: str, action: str, before: FiftyOneState,
                    legal: list[str], t: Text = EN) -> None:
    words = text(html)
    attr = dict(re.findall(r'data-([\w-]+)="([^"]*)"', tag))
    chosen, top = unescape(attr["chosen"]), unescape(attr["best"])
    assert chosen == action and f"You chose: {option_words(action, before)}" in words
    rows = re.findall(r'<tr[^>]*data-option="([^"]+)"[^>]*><td>[^<]*</td><td>([\d.]+)\u202f%</td>', html)
    options = {a: float(c) for a, c in rows}
    assert set(options) == set(legal), "every legal option, and only those, is weighed"
    assert options[top] == max(options.values()), "the best named has the highest chance"
    check_deals(html, int(attr["deals"]), REVIEW_BUDGET, REVIEW_MOST, chosen, top, options)
    view = GAME.view(before, PERSON)
    why = re.search(r'<p class="rv-why">([^<]*)</p>', html)
    if why is not None:
        said = unescape(why.group(1)).removeprefix("Why: ")
        found = [(k, p) for k, p in _reasons(view, top) if t(k, **p) == said]
        assert found, f"the reason {said!r} is no hint sentence of {top}"
        for key, params in found:
            position = claims.Position("fifty-one", -1, "review", before, PERSON, view,
                                       {"action": top, "reason": key, "params": params})
            assert not claims.judge(position).false, (said, claims.judge(position).false)
    if chosen == top:
        assert attr["decision"] == "best" and attr["flagged"] == "false" and "Cost:" not in words
        return
    assert f"Best: {option_words(top, before)}" in words
    cost = re.search(r'data-cost="([\d.]+)" data-error="([\d.e-]+)"', html)
    assert cost is not None
    value, error = float(cost.group(1)), float(cost.group(2))
    assert abs(options[top] - options[chosen] - 100 * value) <= 0.11, "best minus chosen"
    flag = value > REVIEW_THRESHOLD and value > 2 * error
    assert (attr["flagged"] == "true") == flag and ("Mistake" in words) == flag


def _reasons(view: object, action: str) -> list[tuple[str, dict[str, object]]]:
    """Every hint sentence with its parameters that the appraisal could give ``action``
    (read back from the review's own appraisal of the position: the judge decides whether
    it is true)."""
    from tefuda.cpu.fifty_one.knowledge import read_view
    from tefuda.cpu.fifty_one.reasons import Reasons

    key, params = Reasons(view, read_view(view)).of(action)  # type: ignore[arg-type]
    return [(key, dict(params))] if key else []


def reviewed(match: Match) -> tuple[FiftyOneTable, ReviewSession]:
    ctx = FakeContext()
    ctx, table = open_table("fifty-one", match, ctx)
    press(table, "review-open")
    session = table.desk.session
    assert session is not None
    weigh(ctx)
    assert session.done
    return table, session


@pytest.mark.parametrize("make", [blunder_round, lambda: easy_round(3), lambda: easy_round(8)],
                         ids=["blunder", "easy-3", "easy-8"])
def test_every_sentence_of_the_review_is_true(make: object) -> None:
    match = make()  # type: ignore[operator]
    table, session = reviewed(match)
    assert check_review(match, table, session), "the round had decisions to judge"


def test_the_checker_catches_a_false_sentence() -> None:
    """The checker is no formality: a panel whose flag, best or words were misstated fails."""
    match = blunder_round()
    table, session = reviewed(match)
    item = next(i for i, it in enumerate(session.review.items) if it.step.action == "swap 2C 7S")
    table.change("review-step", str(session.position_of(item)))
    html = table.render()
    step = session.review.items[item].step
    legal = [str(a) for a in GAME.legal_actions(step.before, PERSON)]
    tag = re.search(r'<section class="rv-decision"[^>]*>', html).group(0)
    _check_decision(html, tag, step.action, step.before, legal)
    for false_tag, false_html in (
        (tag.replace('data-flagged="true"', 'data-flagged="false"'), html),
        (tag.replace('data-best="swap 2C TH"', 'data-best="swap 2C 7S"'), html),
        (tag, html.replace("You chose: Swap 2♣ for 7♠", "You chose: Swap 2♣ for 9♦")),
        (tag, html.replace("worth 51", "worth 50")),
    ):
        with pytest.raises(AssertionError):
            _check_decision(false_html, false_tag, step.action, step.before, legal)
