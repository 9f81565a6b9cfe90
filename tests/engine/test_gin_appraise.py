"""The Gin Rummy appraisal: playouts that follow the engine's rules, a match-equity table,
every option valued from the view alone, the hard level and the hint as its best option, and
the review's judgement of constructed positions."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from tefuda.appraisal import best, judge, run
from tefuda.cpu import gin_rummy as cpu
from tefuda.cpu.gin_rummy import equity
from tefuda.cpu.gin_rummy.appraise import HARD_PLAYOUTS, appraiser, budget_for
from tefuda.cpu.gin_rummy.playout import Hand, stock_order
from tefuda.games import deck_for
from tefuda.games.gin_rummy import GAME, GinState, Phase
from tefuda.games.gin_rummy import melds as gm
from tests.engine.test_cpu_gin_rummy import DECISIONS, _hidden_shuffle

DECK = deck_for("gin-rummy")
#: a seed whose first dealer is seat 1: seat 0 (you) decides on the upcard first
SEED = next(s for s in range(100) if GAME.start({}, s).dealer == 1)


def stacked(mine: Sequence[str], theirs: Sequence[str], upcard: str, stock_top: Sequence[str]) -> GinState:
    """Return the first hand dealt from a stacked deck: ``mine`` to seat 0 (the non-dealer),
    ``theirs`` to seat 1, the upcard, then the stock from ``stock_top`` on."""
    deck: list[str] = []
    for a, b in zip(mine, theirs, strict=True):
        deck += [a, b]
    used = {*deck, upcard, *stock_top}
    deck += [upcard, *stock_top, *(c for c in DECK if c not in used)]
    return GAME.start({}, SEED, deck)


def play(state: GinState, *texts: str) -> GinState:
    for text in texts:
        (seat,) = GAME.to_act(state)
        state = GAME.apply(state, seat, text)
    return state


def into_their_meld() -> GinState:
    """Return a position where you hold 7♠ and the CPU visibly holds 7♥ and 7♦ (it took both
    from the pile): discarding 7♠ gives it a set, and leaves you more deadwood than throwing
    one of your three tens."""
    mine = ["AS", "2S", "3S", "4H", "5H", "6H", "KC", "QD", "7D", "9C"]
    theirs = ["2C", "4C", "6C", "8C", "TC", "2D", "4D", "JS", "KS", "3H"]
    state = stacked(mine, theirs, "7H", ["JH", "7S"])
    state = play(state, "pass", "draw discard", "discard KS", "draw stock", "discard 7D",
                 "draw discard", "discard JS", "draw stock")
    assert GAME.to_act(state) == (0,) and state.phase is Phase.DISCARD
    assert set(state.taken[1]) == {"7H", "7D"} and "7S" in state.hands[0]
    return state


# --------------------------------------------------------------------------- playouts


def test_a_playout_follows_the_engine_move_for_move() -> None:
    rng = random.Random(5)
    ends = set()
    for number in range(40):
        state = GAME.start({}, 900 + number)
        # a few moves by the normal CPU first, so playouts start from every phase
        for _ in range(rng.randrange(0, 30)):
            if state.phase not in (Phase.UPCARD, Phase.DRAW, Phase.DISCARD):
                break
            (seat,) = GAME.to_act(state)
            state = GAME.apply(state, seat, cpu.choose(GAME.view(state, seat), "normal", rng))
        if state.phase not in (Phase.UPCARD, Phase.DRAW, Phase.DISCARD):
            continue
        hand = Hand([gm.to_mask(h) for h in state.hands], stock_order([gm.INDEX[c] for c in state.stock]),
                    [gm.INDEX[c] for c in state.discard], state.turn, str(state.phase), state.passes,
                    state.stock_only, gm.INDEX[state.no_discard] if state.no_discard else None)
        while True:
            verb, card = hand.policy_move()
            text = {"pass": "pass", "take": "draw discard", "draw": "draw stock"}.get(verb)
            if text is None:
                assert card is not None
                text = f"{verb} {gm.CARDS[card]}"
            (seat,) = GAME.to_act(state)
            assert seat == hand.turn and text in GAME.view(state, seat)["legal"]
            state = GAME.apply(state, seat, text)
            end = hand.play((verb, card))
            if end is not None:
                break
            assert [gm.to_mask(h) for h in state.hands] == hand.hands
            assert [gm.INDEX[c] for c in state.stock] == hand.stock[::-1]
            assert str(state.phase) == hand.phase
        last = state.last
        assert last is not None and state.phase in (Phase.HAND_OVER, Phase.GAME_OVER)
        assert (last.kind, last.winner, last.points) == (end.kind, end.winner, end.points)
        ends.add(end.kind)
    assert "knock" in ends and len(ends) >= 2


# --------------------------------------------------------------------------- the equity


def test_the_match_equity_table_is_a_chance_that_grows_with_the_lead() -> None:
    assert equity.chance(100, 100) == pytest.approx(0.5)
    assert equity.chance(30, 60) == pytest.approx(1 - equity.chance(60, 30))
    for need in (5, 30, 70):
        row = [equity.chance(need, other) for other in range(1, 101)]
        assert row == sorted(row) and 0 < row[0] < row[-1] < 1
    assert equity.chance(0, 40) == 1.0 and equity.chance(40, 0) == 0.0
    # a win that reaches the target wins the game, whatever the other's score
    assert equity.after_hand((80, 95), 0, 100, 20) == 1.0
    assert equity.after_hand((80, 95), 0, 100, -5) == 0.0
    assert equity.after_hand((10, 10), 1, 100, 0) == pytest.approx(0.5)
    with pytest.raises(ValueError):
        equity.chance(101, 5)


def test_the_hand_outcomes_are_a_measured_distribution() -> None:
    from tefuda.cpu.gin_rummy import outcomes

    assert sum(outcomes.POINTS.values()) > 1000
    assert all(isinstance(k, int) and k > 0 and n > 0 for k, n in outcomes.POINTS.items())
    # gins and undercuts are worth 25 and more: a bump of the distribution there
    assert sum(n for k, n in outcomes.POINTS.items() if k >= 25) > 0


# --------------------------------------------------------------------------- the appraisal


def test_every_option_is_valued_from_the_view_alone() -> None:
    rng = random.Random(3)
    for i, view in enumerate(DECISIONS[:40:4]):
        appraisals = run(appraiser(view, random.Random(i)), 3)
        assert sorted(a.action for a in appraisals) == sorted(view["legal"])
        assert all(0.0 <= a.value <= 1.0 and a.samples == 3 for a in appraisals)
        assert all(a.reason.startswith("gin-rummy.hint.") for a in appraisals)
        assert best(appraisals).stderr == 0.0
    del rng


def test_two_states_that_differ_only_in_what_the_seat_cannot_see_are_appraised_alike() -> None:
    state = into_their_meld()
    other = _hidden_shuffle(state, 0, random.Random(11))
    assert other.hands[1] != state.hands[1] and other.stock != state.stock
    first = cpu.appraise(GAME.view(state, 0), random.Random(4), 6)
    second = cpu.appraise(GAME.view(other, 0), random.Random(4), 6)
    assert first == second


def test_the_true_world_needs_one_deal() -> None:
    state = into_their_meld()
    view = GAME.view(state, 0)
    hindsight = appraiser(view, random.Random(1), cpu.world_of(state, 0))
    assert hindsight.exact
    once = run(hindsight, 1)
    again = run(hindsight, 2)
    assert [a.value for a in once] == [a.value for a in again]


def test_hard_plays_and_the_hint_advises_the_best_option_of_appraise() -> None:
    for i, view in enumerate(DECISIONS[::9]):
        budget = budget_for(view, HARD_PLAYOUTS)
        top = best(cpu.appraise(view, random.Random(i), budget))
        assert cpu.choose(view, "hard", random.Random(i)) == top.action
    view = GAME.view(into_their_meld(), 0)
    advice = cpu.hint(view)
    assert advice["action"] in view["legal"]
    assert advice["action"] != "discard 7S"


# --------------------------------------------------------------------------- the review


def test_discarding_into_the_opponents_known_meld_is_flagged() -> None:
    view = GAME.view(into_their_meld(), 0)
    for seed in range(3):
        appraisals = run(appraiser(view, random.Random(seed)), cpu.REVIEW_BUDGET)
        verdict = judge(appraisals, "discard 7S", cpu.REVIEW_THRESHOLD)
        assert verdict.flagged, verdict
        assert verdict.cost > cpu.REVIEW_THRESHOLD
        assert verdict.chosen.points is not None and verdict.best.points is not None
        assert verdict.best.points - verdict.chosen.points > 3


def test_the_best_play_of_a_clear_position_is_never_flagged() -> None:
    # gin is there: AS-2S-3S, 4H-5H-6H, 7D-8D-9D and the ten drawn makes TD-...: gin with KC
    mine = ["AS", "2S", "3S", "4H", "5H", "6H", "7D", "8D", "9D", "KC"]
    theirs = ["2C", "4C", "6C", "8C", "TC", "2D", "4D", "JS", "KS", "3H"]
    state = play(stacked(mine, theirs, "QH", ["TD"]), "pass", "pass", "draw stock")
    view = GAME.view(state, 0)
    assert "knock KC" in view["legal"] and view["gin_cards"] == ["KC"]
    for seed in range(3):
        appraisals = run(appraiser(view, random.Random(seed)), cpu.REVIEW_BUDGET)
        assert best(appraisals).action == "knock KC"
        assert not judge(appraisals, "knock KC", cpu.REVIEW_THRESHOLD).flagged
    view = GAME.view(into_their_meld(), 0)
    for seed in range(3):
        appraisals = run(appraiser(view, random.Random(seed)), cpu.REVIEW_BUDGET)
        assert not judge(appraisals, best(appraisals).action, cpu.REVIEW_THRESHOLD).flagged
        assert best(appraisals).action in ("discard KC", "discard QD", "discard JH")
