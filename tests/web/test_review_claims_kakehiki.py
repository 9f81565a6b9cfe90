"""Everything the review of a 恋のかけひき game says is a claim, checked here as
tests/web/test_review_claims.py checks Gin Rummy's: against facts worked out apart from the
appraisal and the review's own code (the log and the engine's states replayed on their own,
card points from the rules, option words written out again), the figures of the table of
options the page shows beside its sentences, and, for the reason, the hint's own claims
checker (tefuda.claims.kakehiki), which judges a sentence from the rules alone.
"""

from __future__ import annotations

import random
import re

import pytest

from tefuda import claims
from tefuda.cards import format_card
from tefuda.cpu.kakehiki import REVIEW_BUDGET, REVIEW_MOST, REVIEW_THRESHOLD, choose
from tefuda.games.kakehiki import GAME, KakehikiState, Phase, table_value
from tefuda.i18n import t
from tefuda.match import Match, new_match, play, replay
from tests.web.controls import press
from tests.web.fake_context import FakeContext
from tests.web.review_suite import open_table, text, weigh
from tests.web.test_review_claims import Panel, check_cost, read_panel
from tests.web.test_review_kakehiki import blunder_game
from web.review.session import ReviewSession
from web.tables.kakehiki import KakehikiTable

PERSON = 0


def easy_game(seed: int) -> Match:
    """Return a match of three whose first game is over, the person's seat played by the easy
    CPU (which makes mistakes to find) against the normal one."""
    match = new_match("kakehiki", {"match_length": 3}, seed)
    rng = random.Random(seed)
    while match.state.phase == Phase.PLAY:
        for seat in (1, 0):
            level = "easy" if seat == PERSON else "normal"
            match = play(match, seat, choose(GAME.view(match.state, seat), level, rng))
    return match


def state_after(match: Match, entries: int) -> KakehikiState:
    """The engine's state after the first ``entries`` entries of the log, replayed anew."""
    state: KakehikiState = replay(match.rules or match.game_id, match.options, match.seed,
                                  match.log[:entries], match.deck).state
    return state


def option_words(action: str, before: KakehikiState) -> str:
    """An option in the review's English words, written out again from the action and the
    rules' card points."""
    card = action.removeprefix("play ")
    total = sum(table_value(c) for c in before.table[0] + before.table[1]) + table_value(card)
    return f"Lay down {format_card(card)} (the table to {total} plus the CPU's card)"


def check_review(match: Match, table: KakehikiTable, session: ReviewSession) -> list[Panel]:
    """Check every sentence of the whole review of ``session`` (weighed to the end)."""
    first = session.steps[0].index
    assert [s.index for s in session.steps] == list(range(first, first + session.last))
    panels = []
    for position in range(session.last + 1):
        table.change("review-step", str(position))
        html = table.render()
        entries = first + position
        state = state_after(match, entries)
        _check_board(html, state)
        if position == 0:
            continue
        seat, action = match.log[entries - 1]
        before = state_after(match, entries - 1)
        panel = read_panel(html, position)
        if seat != PERSON:
            assert panel is None and 'class="rv-decision"' not in html, "no panel on a CPU move"
            continue
        legal = [str(a) for a in GAME.legal_actions(before, PERSON)]
        if len(legal) == 1:
            assert panel is None and "Your only move." in text(html)
            continue
        assert panel is not None
        _check_decision(html, panel, action, before, legal, session)
        panels.append(panel)
    _check_summary(match, table, panels)
    return panels


def _check_board(html: str, state: KakehikiState) -> None:
    board = html[html.index("data-review-board-of"):]
    for seat in (0, 1):
        shown = re.search(rf'<div class="rv-seat" data-seat="{seat}">(.*?)</div></div>', board)
        assert shown is not None
        cards = re.findall(r'data-card="(\w+)"', shown.group(1))
        laid = state.pending[seat]
        assert sorted(cards) == sorted([*state.hands[seat], *([laid] if laid else [])]), \
            "both hands face up, a card laid face down among them"
        row = re.search(rf'data-review-row="{seat}">(.*?)</div></div>', board)
        assert row is not None and re.findall(r'data-card="(\w+)"', row.group(1)) == list(
            state.table[seat])
    total = sum(table_value(c) for c in state.table[0] + state.table[1])
    assert f'data-review-total="{total}"' in board


def _check_decision(html: str, panel: Panel, action: str, before: KakehikiState,
                    legal: list[str], session: ReviewSession) -> None:
    words = text(html)
    assert panel.chosen == action, "the choice named is the log's"
    assert f"You chose: {option_words(action, before)}" in words
    assert set(panel.options) == set(legal), "every legal option, and only those, is weighed"
    top = max(chance for chance, _ in panel.options.values())
    assert panel.options[panel.best][0] == top, "the best named has the highest chance"
    assert REVIEW_BUDGET <= panel.deals <= REVIEW_MOST
    assert f"Weighed over {panel.deals} deals" in words
    # the reason: the hint's sentence for the best card, true by the hint's own checker
    item = session.decision()
    assert item is not None
    best = next(a for a in session.review.items[item].appraiser.appraisals()
                if a.action == panel.best)
    assert f"Why: {t('en', best.reason, **dict(best.params))}" in words
    view = GAME.view(before, PERSON)
    verdict = claims.judge(claims.Position("kakehiki", -1, "review", before, PERSON, view,
                                           {"action": best.action, "reason": best.reason,
                                            "params": dict(best.params)}))
    assert verdict.false == (), verdict.false
    if panel.chosen == panel.best:
        assert panel.kind == "best" and not panel.flagged and "Cost:" not in words
        return
    assert f"Best: {option_words(panel.best, before)}" in words
    shown = panel.options[panel.best][0] - panel.options[panel.chosen][0]
    assert abs(shown - 100 * panel.cost) <= 0.11, "the cost is best minus chosen"
    check_cost(words, panel)
    flag = panel.cost > REVIEW_THRESHOLD and panel.cost > 2 * panel.error
    assert panel.flagged == flag and panel.kind == ("mistake" if flag else "close")
    assert ("Mistake" in words) == flag


def _check_summary(match: Match, table: KakehikiTable, panels: list[Panel]) -> None:
    summary = table.render().split('data-live="review-summary">')[1].split('<div class="rv-stepper"')[0]
    words = text(summary)
    scores = GAME.view(match.state, PERSON)["last"]["scores"]
    points = scores[PERSON] - scores[1 - PERSON]
    sign = "+" if points > 0 else ("−" if points < 0 else "")
    assert f"Result of the hand: {sign}{abs(points)} points for you." in words
    flagged = sorted((p for p in panels if p.flagged), key=lambda p: -p.cost)
    listed = [(int(k), float(c)) for k, c in re.findall(
        r'data-to="(\d+)">Move \d+: [^<]*\(−([\d.]+)\u202f%\)', summary)]
    assert len(listed) == min(3, len(flagged)), "the three costliest, of the flagged"
    of_position = {p.position: p for p in panels}
    for k, cost in listed:
        assert of_position[k].flagged and abs(100 * of_position[k].cost - cost) <= 0.051
    if not listed:
        assert "No decision is flagged as a mistake." in words


def reviewed(match: Match) -> tuple[FakeContext, KakehikiTable, ReviewSession]:
    ctx, table = open_table("kakehiki", match)
    press(table, "review-open")
    session = table.desk.session
    assert session is not None
    weigh(ctx)
    assert session.done
    return ctx, table, session


@pytest.mark.parametrize("make", [blunder_game, lambda: easy_game(3), lambda: easy_game(8)],
                         ids=["blunder", "easy-3", "easy-8"])
def test_every_sentence_of_the_review_is_true(make: object) -> None:
    match = make()  # type: ignore[operator]
    _, table, session = reviewed(match)
    panels = check_review(match, table, session)
    assert panels, "the game had decisions to judge"


def test_the_checker_catches_a_false_sentence() -> None:
    match = blunder_game()
    _, table, session = reviewed(match)
    blunder = next(i for i, item in enumerate(session.review.items)
                   if item.step.action == "play 9S")
    position = session.position_of(blunder)
    table.change("review-step", str(position))
    html = table.render()
    panel = read_panel(html, position)
    assert panel is not None and panel.flagged
    step = session.review.items[blunder].step
    legal = [str(a) for a in GAME.legal_actions(step.before, PERSON)]
    _check_decision(html, panel, step.action, step.before, legal, session)
    for false in (
        html.replace('data-flagged="true"', 'data-flagged="false"'),
        html.replace(f'data-best="{panel.best}"', f'data-best="{panel.chosen}"'),
        re.sub(r'data-cost="[\d.]+"', 'data-cost="0.0100"', html),
        html.replace("the table to 3 plus", "the table to 4 plus"),
    ):
        again = read_panel(false, position)
        assert again is not None
        with pytest.raises(AssertionError):
            _check_decision(false, again, step.action, step.before, legal, session)
