"""51: whole games — rounds, dealer rotation, totals, result ties, and random play ending."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from tefuda.cards import rng_for, shuffled
from tefuda.games import deck_for
from tefuda.games.fifty_one import GAME, FiftyOneState, Phase, first_dealer
from tests.engine.test_fifty_one_protocol import hand_after, suitedness


def greedy_choice(rng: random.Random, state: FiftyOneState) -> tuple[int, Any]:
    """Half the time a uniform random legal action, else one keeping the hand's main suit."""
    (seat,) = GAME.to_act(state)
    legal = GAME.legal_actions(state, seat)
    if state.phase != "turn" or rng.random() < 0.5:
        return seat, rng.choice(legal)
    ranked = [
        (suitedness(hand_after(state, seat, a)), rng.random(), i) for i, a in enumerate(legal)
    ]
    return seat, legal[max(ranked)[2]]


def check_invariants(state: FiftyOneState) -> None:
    """Every card is in exactly one place; stock + discard hold the rest."""
    n = state.seats
    places = sum(state.hands, ()) + state.field + state.stock + state.discard
    assert sorted(places) == sorted(deck_for("fifty-one"))
    assert len(state.stock) + len(state.discard) == 48 - 5 * n
    for s in range(n):
        assert set(state.taken[s]) <= set(state.hands[s])


def play_out(options: dict[str, Any], seed: int) -> tuple[FiftyOneState, list[FiftyOneState]]:
    """Play a whole game with the greedy-random policy; return the end and each round's start."""
    rng = random.Random(seed)
    state = GAME.start(options, seed)
    starts = [state]
    steps = 0
    while not GAME.is_over(state):
        seat, action = greedy_choice(rng, state)
        before = state.round_index
        state = GAME.apply(state, seat, action)
        check_invariants(state)
        if state.round_index != before:
            starts.append(state)
        steps += 1
        assert steps < 20000
    return state, starts


@pytest.mark.parametrize("seats, rounds", [(2, 5), (3, 3), (7, 10)])
def test_rounds_dealer_rotation_and_totals(seats: int, rounds: int) -> None:
    for seed in range(3):
        options = {"seats": seats, "rounds": rounds, "preset": "stadium"}
        end, starts = play_out(options, seed)
        assert len(end.records) == rounds and len(starts) == rounds
        first = first_dealer(seed, seats)
        assert [r.dealer for r in end.records] == [(first + i) % seats for i in range(rounds)]
        for i, start in enumerate(starts):
            assert start.round_index == i
            assert start.dealer == (first + i) % seats
            if len(start.events) == 1:  # only the deal: no stop on the dealt hands
                assert GAME.to_act(start) == ((start.dealer + 1) % seats,)
                assert not any(start.played)
            assert start.totals == tuple(
                sum(r.total[s] for r in end.records[:i]) for s in range(seats)
            )
        assert end.totals == tuple(sum(r.total[s] for r in end.records) for s in range(seats))
        for r in end.records:
            assert r.total == tuple(p + b for p, b in zip(r.points, r.bonus, strict=True))
        result = GAME.result(end)
        assert result.scores == end.totals
        assert len(result.details["rounds"]) == rounds
        view = GAME.view(end, 0)
        assert [row["round"] for row in view["round_table"]] == list(range(1, rounds + 1))


def test_next_deals_the_next_round_from_its_own_shuffle() -> None:
    options = {"seats": 3, "rounds": 3}
    state = GAME.start(options, 4)
    rng = random.Random(1)
    while state.phase != "hand-over":
        seat, action = greedy_choice(rng, state)
        state = GAME.apply(state, seat, action)
    assert GAME.to_act(state) == (0,)
    assert not GAME.is_over(state)
    view = GAME.view(state, 1)
    assert view["reveal"]["round"] == 1 and len(view["reveal"]["hands"]) == 3
    assert view["legal"] == []
    nxt = GAME.apply(state, 0, GAME.parse_action("next"))
    assert nxt.round_index == 1
    assert nxt.discard == () and nxt.reshuffles == 0
    # the new round's events start with its deal, numbered on from the first round's
    assert [e.kind for e in nxt.events] == ["deal"]
    assert nxt.events_before == len(state.events)
    assert GAME.view(nxt, 1)["events"][0]["n"] == len(state.events)
    assert GAME.view(nxt, 1)["reveal"] is None
    assert GAME.view(nxt, 1)["round_table"][0]["round"] == 1
    # round 2 is dealt from rng_for(seed, "deal", 1), whatever happened in round 1
    cards = shuffled(deck_for("fifty-one"), rng_for(4, "deal", 1))
    assert nxt.hands == (cards[0:5], cards[5:10], cards[10:15])
    assert nxt.field == cards[15:20] and nxt.stock == cards[20:]
    assert nxt.dealer == (first_dealer(4, 3) + 1) % 3


def test_equal_totals_share_the_place() -> None:
    state = GAME.start({"seats": 3}, 0)
    over = dataclasses.replace(state, phase=Phase.GAME_OVER, totals=(40, 40, 12))
    result = GAME.result(over)
    assert result.ranks == (1, 1, 3)
    assert result.outcome(0) == "drawn" and result.outcome(2) == "lost"
    with pytest.raises(ValueError):
        GAME.result(state)


def test_two_and_seven_seats_play_to_the_end() -> None:
    for seats in (2, 7):
        for seed in range(4):
            end, _ = play_out({"seats": seats, "preset": "one-more-turn"}, seed)
            record = end.records[0]
            assert len(record.hands) == seats
            assert sorted(record.ranks)[0] == 1
            assert max(record.ranks) <= seats


@pytest.mark.parametrize("seats", [2, 4, 7])
def test_pure_random_play_ends(seats: int) -> None:
    # Uniform random play ends too, only slowly (around a thousand actions a round).
    for seed in range(2):
        rng = random.Random(seed)
        state = GAME.start({"seats": seats}, seed)
        steps = 0
        while not GAME.is_over(state):
            (seat,) = GAME.to_act(state)
            state = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
            steps += 1
            assert steps < 50000, "random play did not end"
        check_invariants(state)
