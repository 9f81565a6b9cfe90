"""Everything the review of a hand says is a claim, and each is checked here against
facts worked out apart from the appraisal and the review's own code: the log, the engine's
rules and states replayed on their own, option words written out again, and, for the
numbers, the table of every option the review shows beside its sentences (a sentence must
agree with the figures it is drawn from, and the figures with the rule of flagging).

The checker reads the page as a person does (the rendered review, position by position),
so a sentence that a change makes false shows here, whichever part of the code made it.  What
is a game's own (its options in words, its board, its points) is written out again per game
(:class:`Facts`: Gin Rummy, 500).
"""

from __future__ import annotations

import importlib
import random
import re
from collections.abc import Callable
from dataclasses import dataclass
from html import unescape
from typing import Any

import pytest

from tefuda.cards import format_card
from tefuda.core import GAME_OVER, HAND_OVER, Game
from tefuda.cpu import five_hundred as fh_cpu
from tefuda.cpu import gin_rummy as gin_cpu
from tefuda.games.five_hundred import GAME as FH_GAME
from tefuda.games.five_hundred import FiveHundredState
from tefuda.games.gin_rummy import GAME, GinState, Phase
from tefuda.games.gin_rummy import melds as gm
from tefuda.match import Match, new_match, play, replay
from tests.web.controls import press
from tests.web.fake_context import FakeContext
from tests.web.review_suite import open_table, text, weigh
from tests.web.test_review_gin_rummy import blunder_hand
from web.review.session import ReviewSession
from web.review.table import ReviewTable

PERSON = 0
PLAYING = (Phase.UPCARD, Phase.DRAW, Phase.DISCARD)


def easy_hand(seed: int, game_id: str = "gin-rummy") -> Match:
    """Return a match whose first hand is over, the person's seat played by the easy CPU
    (which makes mistakes to find) against the normal one."""
    match = new_match(game_id, {}, seed)
    game = match.game
    cpu = importlib.import_module(f"tefuda.cpu.{game_id.replace('-', '_')}")
    rng = random.Random(seed)
    while game.phase(match.state) not in (HAND_OVER, GAME_OVER):
        (seat,) = game.to_act(match.state)
        level = "easy" if seat == PERSON else "normal"
        match = play(match, seat, cpu.choose(game.view(match.state, seat), level, rng))
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


def state_after(match: Match, entries: int) -> Any:
    """The engine's state after the first ``entries`` entries of the log, replayed anew."""
    return replay(match.rules or match.game_id, match.options, match.seed, match.log[:entries],
                  match.deck).state


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
    #: the error of the cost in points (None: the panel tells no cost in points)
    points_error: float | None = None


def read_panel(html: str, position: int) -> Panel | None:
    """Return the decision panel of the page, or None when it shows none."""
    tag = re.search(r'<section class="rv-decision"[^>]*>', html)
    if tag is None or "data-chosen" not in tag.group(0):
        return None
    attr = dict(re.findall(r'data-([\w-]+)="([^"]*)"', tag.group(0)))
    cost = re.search(r'data-cost="([\d.]+)" data-error="([\d.e-]+)"', html)
    points_error = re.search(r'data-points-error="([\d.e-]+)"', html)
    rows = re.findall(r'<tr[^>]*data-option="([^"]+)"[^>]*><td>[^<]*</td><td>([−\-\d.]+)\u202f%</td>'
                      r"<td>([^<]*)</td></tr>", html)
    options = {a: (float(c), _points(p)) for a, c, p in rows}
    return Panel(position, unescape(attr["chosen"]), unescape(attr["best"]), attr["decision"],
                 attr["flagged"] == "true", float(cost.group(1)) if cost else 0.0,
                 float(cost.group(2)) if cost else 0.0, int(attr["deals"]), options,
                 float(points_error.group(1)) if points_error else None)


def _points(shown: str) -> float:
    return float(shown.replace("−", "-").replace("+", ""))


# --------------------------------------------------------------------------- the checker


@dataclass(frozen=True)
class Facts:
    """What the checker knows of a game, written apart from its review: its rules, the
    review's budget and threshold, an option in the review's English words (from the action
    text and the state before it), the board's check against the engine's state, the deal's
    shape, the person's points of a finished hand (from the state after it), and the card a
    move's sentence names (None: it names none to check)."""

    game: Game[Any, Any]
    threshold: float
    budget: int
    most: int
    option_words: Callable[[str, Any], str]
    check_board: Callable[[str, Any], None]
    check_deal: Callable[[Any], None]
    hand_points: Callable[[Any], int]
    card_told: Callable[[str], str | None]


def check_review(match: Match, table: ReviewTable[Any, Any], session: ReviewSession,
                 facts: Facts | None = None) -> list[Panel]:
    """Check every sentence of the whole review of ``session`` (weighed to the end) by the
    game's ``facts`` (Gin Rummy's by default); return the decision panels read on the way."""
    facts = facts or GIN
    steps = session.steps
    indexes = [s.index for s in steps]
    first, last = indexes[0], indexes[-1]
    assert indexes == list(range(first, last + 1)), "the replay skips no move of the hand"
    facts.check_deal(state_after(match, first))
    assert facts.game.phase(state_after(match, last + 1)) in (HAND_OVER, GAME_OVER)
    panels = []
    for position in range(session.last + 1):
        table.change("review-step", str(position))
        html = table.render()
        entries = first + position  # the moves of the hand made by now
        state = state_after(match, entries)
        facts.check_board(html, state)
        if position == 0:
            continue
        seat, action = match.log[entries - 1]
        before = state_after(match, entries - 1)
        move = unescape(re.search(r'data-review-move>([^<]*)<', html).group(1))
        card = facts.card_told(action)
        if card is not None:
            assert format_card(card) in move, (move, action)
        panel = read_panel(html, position)
        legal = ([str(a) for a in facts.game.legal_actions(before, PERSON)]
                 if seat == PERSON else [])
        if seat != PERSON:
            assert panel is None and 'class="rv-decision"' not in html, "no panel on a CPU move"
        elif len(legal) == 1:
            assert panel is None and "Your only move." in text(html)
        else:
            assert panel is not None, f"a decision with {len(legal)} options has its panel"
            _check_decision(html, panel, action, before, legal, facts)
            panels.append(panel)
    _check_summary(match, table, session, panels, facts)
    return panels


def _gin_card_told(action: str) -> str | None:
    verb, _, card = action.partition(" ")
    return card if verb in ("discard", "knock") else None


def _gin_deal(deal: GinState) -> None:
    assert deal.phase == Phase.UPCARD and [len(h) for h in deal.hands] == [10, 10]


def _gin_points(after: GinState) -> int:
    record = GAME.view(after, PERSON)["hand_records"][-1]
    if record["winner"] is None:
        return 0
    return record["points"] if record["winner"] == PERSON else -record["points"]


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


def check_deals(html: str, deals: int, budget: int, most: int, chosen: str, best: str,
                chances: dict[str, float]) -> None:
    """Check what a decision panel says of its deals: ``deals`` for the choice and the best;
    an option set aside along the way (:class:`tefuda.review.HandReview`) on fewer, said so,
    and no better than the best."""
    words = text(html)
    assert budget <= deals <= most * len(chances)  # the work of ``most`` deals of every option
    assert f"Weighed over {deals} deals" in words
    fewest = int(re.search(r'data-fewest="(\d+)"', html)[1])  # type: ignore[index]
    rows = {m[1]: int(m[2]) for m in re.finditer(r'data-option="([^"]+)" data-deals="(\d+)"', html)}
    assert set(rows) == set(chances) and fewest == min(rows.values())
    set_aside = [a for a, n in rows.items() if n < deals]
    assert (f"set aside as worse along the way: over {fewest} or more" in words) == bool(set_aside)
    assert all(budget <= rows[a] and chances[a] <= chances[best] for a in set_aside)
    assert chosen not in set_aside and best not in set_aside


def _check_decision(html: str, panel: Panel, action: str, before: Any, legal: list[str],
                    facts: Facts) -> None:
    option_words = facts.option_words
    words = text(html)
    assert panel.chosen == action, "the choice named is the log's"
    assert f"You chose: {option_words(action, before)}" in words
    assert set(panel.options) == set(legal), "every legal option, and only those, is weighed"
    top = max(chance for chance, _ in panel.options.values())
    assert panel.options[panel.best][0] == top, "the best named has the highest chance"
    # the deals for a doubt go to the options that can decide it: more of them, for as much
    # work as ``most`` deals of every option; the others keep their first deals
    check_deals(html, panel.deals, facts.budget, facts.most, panel.chosen, panel.best,
                {a: chance for a, (chance, _) in panel.options.items()})
    if panel.chosen == panel.best:
        assert panel.kind == "best" and not panel.flagged and "Cost:" not in words
        return
    assert f"Best: {option_words(panel.best, before)}" in words
    shown = panel.options[panel.best][0] - panel.options[panel.chosen][0]
    assert abs(shown - 100 * panel.cost) <= 0.11, "the cost is best minus chosen"
    check_cost(words, panel)
    flag = panel.cost > facts.threshold and panel.cost > 2 * panel.error
    assert panel.flagged == flag and panel.kind == ("mistake" if flag else "close")
    assert ("Mistake" in words) == flag


#: the decision panel's cost as a person reads it: the chance and its error (in brackets), the
#: points and theirs (below 0 where the best chance gives up points for it)
COST = re.compile(r"Cost: ([\d.]+) % \(([^)]*)\) of your chance to win the game, (−?[\d.]+|—) points "
                  r"\(([^)]*)\) this (?:hand|round)\.")


def check_cost(words: str, panel: Panel) -> None:
    """Check the decision panel's sentence of the cost against the figures it is drawn from:
    the cost, and each figure's error as far as it is known."""
    said = COST.search(words)
    assert said is not None, "the cost is told with its errors"
    assert abs(float(said.group(1)) - 100 * panel.cost) <= 0.051
    check_error(said.group(2), 100 * panel.error, " %")
    if panel.points_error is None:
        assert said.group(3) == "—" and said.group(4) == "± —"
    else:
        shown = panel.options[panel.best][1] - panel.options[panel.chosen][1]
        assert abs(_points(said.group(3)) - shown) <= 0.11, "the points are best minus chosen"
        check_error(said.group(4), panel.points_error, "")


def check_error(told: str, error: float, unit: str) -> None:
    """Check an error as the review tells it in its brackets (``unit``: " %" or none) against
    the true one, ``error`` (in the unit shown): "± 0.4" where it shows as more than 0, never
    "± 0.0"; "± less than 0.1" only for an error above 0 that shows as 0.0 (under 0.05); and
    that the figure was the same on every deal weighed only where the error is 0."""
    if told == "the same on every deal weighed":
        assert error == 0, (told, error)
    elif told == f"± less than 0.1{unit}":
        assert 0 < error < 0.05, (told, error)
    else:
        figure = re.fullmatch(rf"± ([\d.]+){unit}", told)
        assert figure is not None, told
        assert float(figure.group(1)) > 0, f"never ± 0: {told}"
        assert abs(float(figure.group(1)) - error) <= 0.051, (told, error)


def _check_summary(match: Match, table: ReviewTable[Any, Any], session: ReviewSession,
                   panels: list[Panel], facts: Facts) -> None:
    summary = table.render().split('data-live="review-summary">')[1].split('<div class="rv-stepper"')[0]
    words = text(summary)
    points = facts.hand_points(state_after(match, session.steps[-1].index + 1))
    sign = "+" if points > 0 else ("−" if points < 0 else "")
    assert f"Result of the hand: {sign}{abs(points)} points for you." in words
    flagged = sorted((p for p in panels if p.flagged), key=lambda p: -p.cost)
    listed = [(int(k), float(c)) for k, c in re.findall(
        r'data-to="(\d+)">Move \d+: [^<]*\(−([\d.]+)\u202f%\)', summary)]
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
    said = re.search(r"Your decisions cost (?:about )?(\d+) points\b.* the cards account for the rest "
                     r"\(([+−]?\d+) points\)", words)  # whole points, as the result
    if said is None:
        assert not counted or lost < 0.5 + 0.05 * len(counted)
        assert "None of your decisions measurably cost you anything" in words
    else:
        assert abs(int(said.group(1)) - lost) <= 0.5 + 0.05 * len(counted)
        luck = _points(said.group(2))
        assert abs(luck - (points + lost)) <= 0.6 + 0.05 * len(counted), "result = cards − cost"


GIN = Facts(GAME, gin_cpu.REVIEW_THRESHOLD, gin_cpu.REVIEW_BUDGET, gin_cpu.REVIEW_MOST,
            option_words, _check_board, _gin_deal, _gin_points, _gin_card_told)


def reviewed(match: Match) -> tuple[FakeContext, ReviewTable[Any, Any], ReviewSession]:
    ctx, table = open_table("gin-rummy", match)
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


def flagged_panel(table: ReviewTable[Any, Any], session: ReviewSession, action: str,
                  facts: Facts) -> tuple[str, Panel, Any, list[str]]:
    """Show the person's decision ``action`` of the weighed review and check it true; return
    the page, its panel, the state before the decision and its legal options."""
    item = next(i for i, it in enumerate(session.review.items) if it.step.action == action)
    position = session.position_of(item)
    table.change("review-step", str(position))
    html = table.render()
    panel = read_panel(html, position)
    assert panel is not None and panel.flagged
    step = session.review.items[item].step
    legal = [str(a) for a in facts.game.legal_actions(step.before, PERSON)]
    _check_decision(html, panel, step.action, step.before, legal, facts)
    return html, panel, step.before, legal


def test_the_checker_catches_a_false_sentence() -> None:
    """The checker is no formality: a review whose cost, flag or best were misstated fails."""
    _, table, session = reviewed(blunder_hand())
    html, panel, before, legal = flagged_panel(table, session, "discard 7S", GIN)
    position = panel.position
    for false in (
        html.replace('data-flagged="true"', 'data-flagged="false"'),
        html.replace(f'data-best="{panel.best}"', f'data-best="{panel.chosen}"'),
        re.sub(r'data-cost="[\d.]+"', 'data-cost="0.0100"', html),
        html.replace("You chose: Discard 7♠", "You chose: Discard 8♠"),
    ):
        again = read_panel(false, position)
        assert again is not None
        with pytest.raises(AssertionError):
            _check_decision(false, again, "discard 7S", before, legal, GIN)


# --------------------------------------------------------------------------- 500


SUITS = {"S": "♠", "C": "♣", "D": "♦", "H": "♥"}


def fh_option_words(action: str, before: FiveHundredState) -> str:
    """A 500 option in the review's English words, written out again from the action text."""
    verb, _, rest = action.partition(" ")
    if action == "pass":
        return "Pass"
    if verb == "bid":
        names = {"MISERE": "misère", "OPEN_MISERE": "open misère"}
        if rest in names:
            return f"Bid {names[rest]}"
        trump = "NT" if rest.endswith("NT") else SUITS[rest[-1]]
        return f"Bid {rest.removesuffix('NT').rstrip('SCDH')}{trump}"
    if verb == "discard":
        return f"Lay away {format_card(rest)}"
    assert verb == "play", action
    card, _, named = rest.partition(" ")
    return f"Lead the joker as a {SUITS[named]}" if named else f"Play {format_card(card)}"


def _fh_board(html: str, state: FiveHundredState) -> None:
    board = html[html.index("data-review-board-of"):]
    assert re.search(r'data-review-kitty="([^"]*)"', board).group(1).split() == list(state.kitty)
    discards = re.search(r'data-review-discards="([^"]*)"', board)
    assert (discards.group(1).split() if discards else []) == list(state.discards)
    seats = re.split(r'<div class="rv-seat" data-seat="(\d)">', board)
    shown = {int(seats[i]): seats[i + 1] for i in range(1, len(seats), 2)}
    tricks = [*state.tricks, *([state.trick] if state.trick else [])]
    for seat in range(4):
        hand = re.search(r'data-review-hand="([^"]*)"', shown[seat]).group(1).split()
        assert hand == list(state.hands[seat]), "every hand face up"
        played = re.search(r'data-review-played="([^"]*)"', shown[seat].split("rv-centre")[0])
        mine = [c for trick in tricks for s, c in trick.plays if s == seat]
        assert (played.group(1).split() if played else []) == mine, "the cards it played"


def _fh_deal(deal: FiveHundredState) -> None:
    assert deal.phase == "bid" and [len(h) for h in deal.hands] == [10] * 4
    assert len(deal.kitty) == 3


def _fh_points(after: FiveHundredState) -> int:
    summary = FH_GAME.view(after, PERSON)["summary"]
    assert summary is not None
    return summary["points"][PERSON % 2]


def _fh_card_told(action: str) -> str | None:
    verb, _, rest = action.partition(" ")
    return rest.split()[0] if verb == "play" else None


FIVE_HUNDRED = Facts(FH_GAME, fh_cpu.REVIEW_THRESHOLD, fh_cpu.REVIEW_BUDGET, fh_cpu.REVIEW_MOST,
                     fh_option_words, _fh_board, _fh_deal, _fh_points, _fh_card_told)


def fh_reviewed(match: Match) -> tuple[FakeContext, ReviewTable[Any, Any], ReviewSession]:
    from tests.web.test_table_five_hundred import table_with

    ctx, table = table_with(match)
    press(table, "review-open")
    session = table.desk.session
    assert session is not None
    weigh(ctx)
    assert session.done
    return ctx, table, session


def _fh_blunder() -> Match:
    from tests.web.test_review_five_hundred import blunder_hand as fh_blunder

    return fh_blunder()


@pytest.mark.parametrize("make", [_fh_blunder, lambda: easy_hand(2, "five-hundred")],
                         ids=["blunder", "easy-2"])
def test_every_sentence_of_the_500_review_is_true(make: Callable[[], Match]) -> None:
    match = make()
    _, table, session = fh_reviewed(match)
    panels = check_review(match, table, session, FIVE_HUNDRED)
    assert panels, "the hand had decisions to judge"
    if make is _fh_blunder:
        assert any(p.flagged and p.chosen == "play JK" for p in panels)


def test_the_500_checker_catches_a_false_sentence() -> None:
    _, table, session = fh_reviewed(_fh_blunder())
    html, panel, before, legal = flagged_panel(table, session, "play JK", FIVE_HUNDRED)
    for false in (
        html.replace('data-flagged="true"', 'data-flagged="false"'),
        html.replace("You chose: Play 🃏", "You chose: Play 5♣"),
        html.replace("Best: Play 5♣", "Best: Lay away 5♣"),
    ):
        again = read_panel(false, panel.position)
        assert again is not None
        with pytest.raises(AssertionError):
            _check_decision(false, again, "play JK", before, legal, FIVE_HUNDRED)
    after = FH_GAME.apply(before, PERSON, "play JK")
    _fh_board(html, after)
    with pytest.raises(AssertionError):  # a board shown wrong
        _fh_board(html.replace('data-review-kitty="9C TC JC"', 'data-review-kitty="9C TC"'), after)
