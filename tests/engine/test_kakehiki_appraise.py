"""恋のかけひき's appraisal (tefuda.cpu.kakehiki.appraise): a card that cannot win what is needed
is flagged, the best card of a clear position never is, the appraisal reads the view alone, the
match score weighs in, and the hard level and the hint play its best."""

from __future__ import annotations

import random

import pytest

from tefuda.appraisal import best, judge
from tefuda.cpu import kakehiki as cpu
from tefuda.cpu.kakehiki.appraise import (
    HARD_BUDGET,
    HINT_FACTOR,
    dominated,
    hard_budget,
    match_chances,
)
from tefuda.cpu.kakehiki.knowledge import card_of, read_view
from tefuda.games import deck_for
from tefuda.games.kakehiki import GAME, Play
from tefuda.review import HandReview, hand_steps


def stack(first, second, rest=()):
    deck = [c for pair in zip(first, second, strict=True) for c in pair]
    deck += list(rest)
    return deck + [c for c in deck_for("kakehiki") if c not in deck]


def at_last_card(mine, theirs, rounds, options=None, rest=()):
    """Return the state after ``rounds`` (pairs of cards laid by seat 0 and seat 1)."""
    state = GAME.start(options or {"match_length": 1}, 0, stack(mine, theirs, rest))
    for a, b in rounds:
        state = GAME.apply(GAME.apply(state, 1, Play(b)), 0, Play(a))
    return state


#: the table at 12 after two rounds; you keep K♥ K♦ 9♠: either king makes 22 plus the CPU's
#: card (a marriage unless it takes away more than 2) and keeps 19; 9♠ brings the table to 3,
#: and no card can add the 17 a marriage would need: it throws the sure win away
MINE = ("KH", "KD", "9S", "AS", "2C")
THEIRS = ("AH", "TD", "3S", "4C", "5H")
ROUNDS = (("AS", "TD"), ("2C", "AH"))


def blunder_state():
    state = at_last_card(MINE, THEIRS, ROUNDS)
    view = GAME.view(state, 0)
    assert view["table_total"] == 12 and view["round"] == 3
    return state, view


def test_a_card_that_cannot_win_what_is_needed_is_flagged() -> None:
    _, view = blunder_state()
    options = cpu.appraise(view, random.Random(1), cpu.REVIEW_BUDGET)
    verdict = judge(options, "play 9S", cpu.REVIEW_THRESHOLD)
    assert verdict.flagged and verdict.best.action in ("play KH", "play KD")
    assert verdict.cost > 0.15  # a likely win thrown for a sure draw (a draw is half a win)
    assert verdict.chosen.value == pytest.approx(0.5)  # no marriage: drawn, every deal
    assert verdict.chosen.points == 0


@pytest.mark.parametrize("seed", range(4))
def test_the_best_card_of_a_clear_position_is_never_flagged(seed: int) -> None:
    _, view = blunder_state()
    options = cpu.appraise(view, random.Random(seed), cpu.REVIEW_BUDGET)
    for king in ("play KH", "play KD"):  # alike in every point: either is best
        verdict = judge(options, king, cpu.REVIEW_THRESHOLD)
        assert not verdict.flagged and verdict.cost == 0.0


def test_the_review_flags_the_blunder_in_a_played_game() -> None:
    """The whole game reviewed as the table does: only the 9♠ is flagged."""
    state = GAME.start({"match_length": 1}, 0, stack(MINE, THEIRS))
    log = []
    for a, b in (*ROUNDS, ("9S", "3S")):
        log += [(1, f"play {b}"), (0, f"play {a}")]
    steps, after = hand_steps("kakehiki", {"match_length": 1}, 0, log, 0, stack(MINE, THEIRS))
    assert after.history[-1].marriage is False
    review = HandReview(GAME, steps, 0, 7, cpu.appraiser, cpu.REVIEW_THRESHOLD,
                        cpu.REVIEW_BUDGET, cpu.world_of, cpu.REVIEW_MOST)
    review.advance(lambda: True)
    flagged = [step.action for step, verdict, _ in review.judgements() if verdict and verdict.flagged]
    assert flagged == ["play 9S"]
    assert state.dealt == steps[0].before.dealt


def test_the_appraisal_reads_only_what_the_seat_sees() -> None:
    """Two states that differ in the CPU's hand, its face-down card and the undealt cards
    give the same view and the same appraisal."""
    mine = ("KH", "QD", "3C", "2S", "9H")
    states = []
    for theirs, laid, rest in (
        (("AH", "5S", "6D", "7C", "8H"), "AH", ("JK", "TC")),
        (("JK", "TS", "KS", "QC", "4D"), "KS", ("8D", "AH")),
    ):
        state = GAME.start({"match_length": 3}, 0, stack(mine, theirs, rest))
        states.append(GAME.apply(state, 1, Play(laid)))
    views = [GAME.view(s, 0) for s in states]
    assert views[0] == views[1]
    appraised = [cpu.appraise(v, random.Random(5), 60) for v in views]
    assert appraised[0] == appraised[1]


def test_the_hindsight_knows_the_cpus_face_down_card() -> None:
    """With every card known the last card is judged exactly: against the CPU's 4♣ laid face
    down, 9♠ leaves the table at 7 and a king makes a marriage at 26 that K 9 (19) win over
    the CPU's 3♠ 5♥ (8)."""
    state, view = blunder_state()
    state = GAME.apply(state, 1, Play("4C"))
    hind = cpu.appraiser(GAME.view(state, 0), random.Random(1), cpu.world_of(state, 0))
    for _ in range(5):
        hind.add_deal()
    values = {a.action: a.value for a in hind.appraisals()}
    assert values == {"play KH": 1.0, "play KD": 1.0, "play 9S": 0.5}


def test_the_match_score_weighs_in() -> None:
    """The last game of a match of three led 1–0: a draw wins the match as surely as a win, so
    only a loss costs; at 0–1 only a win is worth anything."""
    assert match_chances(_view_at(3, (1, 0))) == (0.5, 1.0, 1.0)
    assert match_chances(_view_at(3, (0, 1))) == (0.0, 0.0, 0.5)
    lost, drawn, won = match_chances(_view_at(5, (0, 0)))
    assert 0 < lost < drawn < won < 1 and drawn == pytest.approx(0.5)
    assert won - drawn == pytest.approx(drawn - lost)


def _view_at(length: int, wins: tuple[int, int]):
    """A view of the first round of the last game of a match of ``length`` (three: after two
    games; five: the first game) with the tally ``wins``."""
    view = GAME.view(GAME.start({"match_length": length}, 0), 0)
    games = length - 1 if length == 3 else 0
    view["tally"] = {**view["tally"], "games": games, "wins": list(wins)}
    return view


def test_when_a_draw_wins_the_match_the_appraisal_avoids_the_marriage() -> None:
    """Led 1–0 in the last game of three, with a hand that would likely win a marriage: a card
    that keeps the table from 20 is worth as much as the kings (a draw wins the match), so no
    choice that blocks the marriage is flagged, while in an open match blocking throws the
    kings' likely win away."""
    _, view = blunder_state()
    led = {**view, "match_length": 3,
           "tally": {**view["tally"], "games": 2, "wins": [1, 0]}}
    options = cpu.appraise(led, random.Random(2), cpu.REVIEW_BUDGET)
    assert not judge(options, "play 9S", cpu.REVIEW_THRESHOLD).flagged
    assert judge(cpu.appraise(view, random.Random(2), cpu.REVIEW_BUDGET), "play 9S",
                 cpu.REVIEW_THRESHOLD).flagged


def views_met(count: int, seed: int) -> list[dict]:
    """Views of the person's decisions in games of two normal CPUs."""
    rng = random.Random(seed)
    views = []
    number = 0
    while len(views) < count:
        state = GAME.start({"match_length": 3}, seed * 100 + number)
        number += 1
        while state.phase == "play":
            for seat in (1, 0):
                view = GAME.view(state, seat)
                if seat == 0 and len(view["legal"]) > 1:
                    views.append(view)
                state = GAME.apply(state, seat, cpu.choose(view, "normal", rng))
    return views[:count]


def test_the_hard_level_plays_the_appraisals_best() -> None:
    for i, view in enumerate(views_met(12, 3)):
        expected = best(cpu.appraise(view, random.Random(i), hard_budget(view))).action
        assert cpu.choose(view, "hard", random.Random(i)) == expected


def test_the_hint_advises_the_appraisals_best_with_its_reason() -> None:
    for view in views_met(6, 4):
        advice = cpu.hint(view)
        seed = "|".join([",".join(c["card"] for c in view["hand"]), *map(",".join, view["table"])])
        top = best(cpu.appraise(view, random.Random(seed), HINT_FACTOR * hard_budget(view)))
        assert (advice["action"], advice["reason"], advice["params"]) == (
            top.action, top.reason, dict(top.params))


def test_budgets_by_round() -> None:
    view = GAME.view(GAME.start({}, 2), 0)
    assert hard_budget(view) == HARD_BUDGET[1]
    _, last = blunder_state()
    assert hard_budget(last) == HARD_BUDGET[3]


def test_the_running_sums_give_the_tallys_appraisals() -> None:
    """The appraiser's running sums (cheap to read after every deal) give exactly what the
    tally of every deal gives."""
    view = GAME.view(GAME.start({"match_length": 3}, 4), 0)
    valued = cpu.appraiser(view, random.Random(1))
    for _ in range(150):
        valued.add_deal()
    fast, slow = valued.appraisals(), valued.tally.appraisals(valued.reason)
    assert [(a.action, a.reason, a.samples) for a in fast] == [
        (a.action, a.reason, a.samples) for a in slow]
    for a, b in zip(fast, slow, strict=True):
        for x, y in ((a.value, b.value), (a.stderr, b.stderr), (a.points, b.points),
                     (a.points_error, b.points_error)):
            assert x == pytest.approx(y, abs=1e-9)


def test_a_dominated_last_card_is_never_best() -> None:
    """At 4 on the table with 10♥ J♠ K♦: J♠ brings it to −6, where no card makes 20; 10♥ or
    K♦ bring it to 14 and keep 20, which no two cards beat.  Both do at least as well as J♠
    whatever the CPU holds, and better when it adds 6 or more: J♠ is never the best card,
    even where no sampled deal has the CPU add that much (the hint's claim, "no other card is
    sure to do better", then holds)."""
    state = at_last_card(("TH", "JS", "KD", "AS", "2C"), ("AH", "2D", "3S", "4S", "5S"),
                         (("AS", "AH"), ("2C", "2D")))
    view = GAME.view(state, 0)
    assert view["table_total"] == 4
    know = read_view(view)
    assert know is not None
    assert dominated(know) == {card_of("JS")}
    assert view["legal"][0] == "play JS"  # listed first: the first among equals
    # the CPU holds 3♠ 4♠ 5♠: no card of it makes 20, so every deal ties the three cards
    hind = cpu.appraiser(view, random.Random(1), cpu.world_of(state, 0))
    for _ in range(5):
        hind.add_deal()
    assert best(hind.appraisals()).action != "play JS"
    for seed in range(3):
        assert best(cpu.appraise(view, random.Random(seed), 5)).action != "play JS"
