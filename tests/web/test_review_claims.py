"""Everything the review of a Gin Rummy hand says is a claim, and each is checked here against
facts worked out apart from the appraisal and the review's own code: the log, the engine's
rules and states replayed on their own, option words written out again, and, for the
numbers, the table of every option the review shows beside its sentences (a sentence must
agree with the figures it is drawn from, and the figures with the rule of flagging).

The checker reads the page as a person does (the rendered review, position by position),
so a sentence that a change makes false shows here, whichever part of the code made it.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from html import unescape

import pytest

from tefuda.cards import format_card
from tefuda.cpu.gin_rummy import REVIEW_BUDGET, REVIEW_MOST, REVIEW_THRESHOLD, choose
from tefuda.games.gin_rummy import GAME, GinState, Phase
from tefuda.games.gin_rummy import melds as gm
from tefuda.match import Match, new_match, play, replay
from tests.web.fake_context import FakeContext
from tests.web.test_review_gin_rummy import blunder_hand, open_table, text, weigh
from tests.web.test_table_gin_rummy import press
from web.review.session import ReviewSession
from web.tables.gin_rummy import GinRummyTable

PERSON = 0
PLAYING = (Phase.UPCARD, Phase.DRAW, Phase.DISCARD)


def easy_hand(seed: int) -> Match:
    """Return a match whose first hand is over, the person's seat played by the easy CPU
    (which makes mistakes to find) against the normal one."""
    match = new_match("gin-rummy", {}, seed)
    rng = random.Random(seed)
    while match.state.phase in PLAYING:
        (seat,) = GAME.to_act(match.state)
        level = "easy" if seat == PERSON else "normal"
        match = play(match, seat, choose(GAME.view(match.state, seat), level, rng))
    return match


# --------------------------------------------------------------------------- facts, apart


def option_words(action: str, before: GinState) -> str:
    """An option in the review's English words, written out again from the action text."""
    verb, _, card = action.partition(" ")
    if action == "pass":
        return "Pass the upcard"
    if action == "draw stock":
        return "Draw from the stock"
    if action == "draw discard":
        top = format_card(before.discard[-1])
        return f"Take the upcard {top}" if before.phase == Phase.UPCARD else f"Take {top}"
    if verb == "discard":
        return f"Discard {format_card(card)}"
    assert verb == "knock", action
    left = [c for c in before.hands[before.turn] if c != card]
    kind = "Gin" if gm.min_deadwood(gm.to_mask(left)) == 0 else "Knock"
    return f"{kind}, {format_card(card)} face down"


def state_after(match: Match, entries: int) -> GinState:
    """The engine's state after the first ``entries`` entries of the log, replayed anew."""
    state: GinState = replay(match.rules or match.game_id, match.options, match.seed,
                             match.log[:entries], match.deck).state
    return state


def cards_in(html: str) -> list[str]:
    return re.findall(r'data-card="(\w+)"', html)


@dataclass
class Panel:
    """What a decision panel says, read from the page."""

    position: int
    chosen: str
    best: str
    kind: str
    flagged: bool
    cost: float
    error: float
    deals: int
    #: every option's (chance in %, points) as the table of options shows them
    options: dict[str, tuple[float, float]]


def read_panel(html: str, position: int) -> Panel | None:
    """Return the decision panel of the page, or None when it shows none."""
    tag = re.search(r'<section class="rv-decision"[^>]*>', html)
    if tag is None or "data-chosen" not in tag.group(0):
        return None
    attr = dict(re.findall(r'data-([\w-]+)="([^"]*)"', tag.group(0)))
    cost = re.search(r'data-cost="([\d.]+)" data-error="([\d.]+)"', html)
    rows = re.findall(r'<tr[^>]*data-option="([^"]+)"><td>[^<]*</td><td>([−\-\d.]+) %</td>'
                      r"<td>([^<]*)</td></tr>", html)
    options = {a: (float(c), _points(p)) for a, c, p in rows}
    return Panel(position, unescape(attr["chosen"]), unescape(attr["best"]), attr["decision"],
                 attr["flagged"] == "true", float(cost.group(1)) if cost else 0.0,
                 float(cost.group(2)) if cost else 0.0, int(attr["deals"]), options)


def _points(shown: str) -> float:
    return float(shown.replace("−", "-").replace("+", ""))


# --------------------------------------------------------------------------- the checker


def check_review(match: Match, table: GinRummyTable, session: ReviewSession) -> list[Panel]:
    """Check every sentence of the whole review of ``session`` (weighed to the end); return
    the decision panels read on the way."""
    steps = session.steps
    indexes = [s.index for s in steps]
    first, last = indexes[0], indexes[-1]
    assert indexes == list(range(first, last + 1)), "the replay skips no move of the hand"
    deal = state_after(match, first)
    assert deal.phase == Phase.UPCARD and [len(h) for h in deal.hands] == [10, 10]
    assert state_after(match, last + 1).phase in (Phase.HAND_OVER, Phase.GAME_OVER)
    panels = []
    for position in range(session.last + 1):
        table.change("review-step", str(position))
        html = table.render()
        entries = first + position  # the moves of the hand made by now
        state = state_after(match, entries)
        _check_board(html, state)
        if position == 0:
            continue
        seat, action = match.log[entries - 1]
        before = state_after(match, entries - 1)
        move = unescape(re.search(r'data-review-move>([^<]*)<', html).group(1))
        if action.partition(" ")[0] in ("discard", "knock"):
            assert format_card(action.split()[1]) in move, (move, action)
        panel = read_panel(html, position)
        legal = [str(a) for a in GAME.legal_actions(before, PERSON)] if seat == PERSON else []
        if seat != PERSON:
            assert panel is None and 'class="rv-decision"' not in html, "no panel on a CPU move"
        elif len(legal) == 1:
            assert panel is None and "Your only move." in text(html)
        else:
            assert panel is not None, f"a decision with {len(legal)} options has its panel"
            _check_decision(html, panel, action, before, legal)
            panels.append(panel)
    _check_summary(match, table, session, panels)
    return panels


def _check_board(html: str, state: GinState) -> None:
    board = html[html.index("data-review-board-of"):]
    pile = re.search(r'data-review-pile="([^"]*)"', board).group(1)
    assert pile.split() == list(state.discard), "the pile is the engine's"
    stock = re.search(r'data-review-stock="([^"]*)"', board).group(1)
    assert stock.split() == (list(state.stock) if state.phase in PLAYING else [])
    seats = re.split(r'<div class="rv-seat" data-seat="(\d)">', board)
    shown = {int(seats[i]): seats[i + 1] for i in range(1, len(seats), 2)}
    for seat in (0, 1):
        part = shown[seat].split('class="rv-piles"')[0]
        assert sorted(cards_in(part)) == sorted(state.hands[seat]), "both hands face up"


def _check_decision(html: str, panel: Panel, action: str, before: GinState,
                    legal: list[str]) -> None:
    words = text(html)
    assert panel.chosen == action, "the choice named is the log's"
    assert f"You chose: {option_words(action, before)}" in words
    assert set(panel.options) == set(legal), "every legal option, and only those, is weighed"
    top = max(chance for chance, _ in panel.options.values())
    assert panel.options[panel.best][0] == top, "the best named has the highest chance"
    assert REVIEW_BUDGET <= panel.deals <= REVIEW_MOST
    assert f"Weighed over {panel.deals} deals" in words
    if panel.chosen == panel.best:
        assert panel.kind == "best" and not panel.flagged and "Cost:" not in words
        return
    assert f"Best: {option_words(panel.best, before)}" in words
    shown = panel.options[panel.best][0] - panel.options[panel.chosen][0]
    assert abs(shown - 100 * panel.cost) <= 0.11, "the cost is best minus chosen"
    said = re.search(r"Cost: ([\d.]+) % \(± ([\d.]+) %\)", words)
    assert said is not None, "the cost is told with its error"
    assert abs(float(said.group(1)) - 100 * panel.cost) <= 0.051
    assert abs(float(said.group(2)) - 100 * panel.error) <= 0.051
    flag = panel.cost > REVIEW_THRESHOLD and panel.cost > 2 * panel.error
    assert panel.flagged == flag and panel.kind == ("mistake" if flag else "close")
    assert ("Mistake" in words) == flag


def _check_summary(match: Match, table: GinRummyTable, session: ReviewSession,
                   panels: list[Panel]) -> None:
    summary = table.render().split('data-live="review-summary">')[1].split('<div class="rv-stepper"')[0]
    words = text(summary)
    record = GAME.view(state_after(match, session.steps[-1].index + 1), PERSON)["hand_records"][-1]
    points = 0 if record["winner"] is None else (
        record["points"] if record["winner"] == PERSON else -record["points"])
    sign = "+" if points > 0 else ("−" if points < 0 else "")
    assert f"Result of the hand: {sign}{abs(points)} points for you." in words
    flagged = sorted((p for p in panels if p.flagged), key=lambda p: -p.cost)
    listed = [(int(k), float(c)) for k, c in re.findall(
        r'data-to="(\d+)">Move \d+: [^<]*\(−([\d.]+) %\)', summary)]
    assert len(listed) == min(3, len(flagged)), "the three costliest, of the flagged"
    of_position = {p.position: p for p in panels}
    for k, cost in listed:
        assert of_position[k].flagged and abs(100 * of_position[k].cost - cost) <= 0.051
    assert [c for _, c in listed] == sorted((c for _, c in listed), reverse=True)
    if listed:
        assert all(100 * p.cost <= listed[-1][1] + 0.051 for p in flagged
                   if p.position not in {k for k, _ in listed})
    else:
        assert "No decision is flagged as a mistake." in words
    # what the decisions cost of the result: the points of those beyond two errors
    counted = [p for p in panels if p.chosen != p.best and p.cost > 2 * p.error]
    lost = sum(p.options[p.best][1] - p.options[p.chosen][1] for p in counted)
    said = re.search(r"Your decisions cost about (\d+) points .* the cards account for the rest "
                     r"\(([+−]?[\d.]+) points\)", words)
    if said is None:
        assert not counted or lost < 0.5 + 0.05 * len(counted)
        assert "None of your decisions measurably cost you anything" in words
    else:
        assert abs(int(said.group(1)) - lost) <= 0.5 + 0.05 * len(counted)
        luck = _points(said.group(2))
        assert abs(luck - (points + lost)) <= 0.1 + 0.05 * len(counted), "result = cards − cost"


def reviewed(match: Match) -> tuple[FakeContext, GinRummyTable, ReviewSession]:
    ctx, table = open_table(match)
    press(table, "review-open")
    session = table.desk.session
    assert session is not None
    weigh(ctx)
    assert session.done
    return ctx, table, session


@pytest.mark.parametrize("make", [blunder_hand, lambda: easy_hand(3), lambda: easy_hand(8)],
                         ids=["blunder", "easy-3", "easy-8"])
def test_every_sentence_of_the_review_is_true(make: object) -> None:
    match = make()  # type: ignore[operator]
    _, table, session = reviewed(match)
    panels = check_review(match, table, session)
    assert panels, "the hand had decisions to judge"


def test_the_checker_catches_a_false_sentence() -> None:
    """The checker is no formality: a review whose cost, flag or best were misstated fails."""
    match = blunder_hand()
    _, table, session = reviewed(match)
    blunder = next(i for i, item in enumerate(session.review.items)
                   if item.step.action == "discard 7S")
    position = session.position_of(blunder)
    table.change("review-step", str(position))
    html = table.render()
    panel = read_panel(html, position)
    assert panel is not None and panel.flagged
    step = session.review.items[blunder].step
    legal = [str(a) for a in GAME.legal_actions(step.before, PERSON)]
    _check_decision(html, panel, step.action, step.before, legal)
    for false in (
        html.replace('data-flagged="true"', 'data-flagged="false"'),
        html.replace(f'data-best="{panel.best}"', f'data-best="{panel.chosen}"'),
        re.sub(r'data-cost="[\d.]+"', 'data-cost="0.0100"', html),
        html.replace("You chose: Discard 7♠", "You chose: Discard 8♠"),
    ):
        again = read_panel(false, position)
        assert again is not None
        with pytest.raises(AssertionError):
            _check_decision(false, again, step.action, step.before, legal)
