"""51 plugged into the shared protocol suite: every preset, some custom switch sets, 2..7 seats.

Pure uniform random play does end in 51, but a round then lasts about a thousand actions (a
random hand is of one suit well under 1% of the time), which makes the suite's every-state checks
very slow.  So the play policy here mixes uniform random choices with "keep the hand's main
suit" choices: every action kind still comes up often, and a round ends in tens of actions.
``tests/engine/test_fifty_one_play.py`` checks that pure random play ends too.
"""

from __future__ import annotations

import random
from typing import Any

from tefuda.core import Event
from tefuda.games.fifty_one import (
    GAME,
    Call,
    FiftyOneState,
    Flush,
    Next,
    NoCall,
    Pass,
    Swap,
    SwapAll,
)
from tests.engine.protocol_suite import ProtocolSuite


def suitedness(hand: tuple[str, ...]) -> int:
    """Return how many cards of the hand fit its best suit (the joker fits every suit)."""
    return max(sum(1 for c in hand if c == "JK" or c[1] == s) for s in "SHDC")


def hand_after(state: FiftyOneState, seat: int, action: Any) -> tuple[str, ...]:
    hand = state.hands[seat]
    if isinstance(action, Swap):
        return tuple(action.field_card if c == action.hand_card else c for c in hand)
    if isinstance(action, SwapAll):
        return state.field
    return hand


class FiftyOneSuite(ProtocolSuite):
    """The suite with 51's play policy, extra refusals and stacked-deal checks."""

    game = GAME
    seeds = range(2)
    max_steps = 5000
    greedy = 0.5

    def choose(self, rng: random.Random, state: Any, acting: tuple[int, ...]) -> tuple[int, Any]:
        seat = acting[0]
        legal = self.game.legal_actions(state, seat)
        if state.phase != "turn" or rng.random() >= self.greedy:
            return seat, rng.choice(legal)
        ranked = [
            (suitedness(hand_after(state, seat, a)), rng.random(), i) for i, a in enumerate(legal)
        ]
        return seat, legal[max(ranked)[2]]

    def illegal_samples(self, state: Any, seat: int) -> list[Any]:
        legal = {str(a) for a in self.game.legal_actions(state, seat)}
        field = state.field
        hand = state.hands[seat] if 0 <= seat < state.seats else ()
        candidates: list[Any] = [SwapAll(), Flush(), Pass(), Call(), NoCall(), Next()]
        if hand and field:
            candidates.append(Swap(field[0], hand[0]))  # the cards the wrong way round
            candidates.append(Swap(hand[0], hand[1]))
        return [a for a in candidates if str(a) not in legal]

    def check_stacked_deal(self, state: Any, deck: tuple[str, ...]) -> None:
        n = state.seats
        # the deal shows the field; a stop on the dealt hands leaves the cards where they were
        assert state.events[0] == Event.of("deal", state.dealer, deck[5 * n : 5 * n + 5], round=1)
        for s in range(n):
            assert state.hands[s] == deck[5 * s : 5 * s + 5]
        assert state.field == deck[5 * n : 5 * n + 5]
        assert state.stock == deck[5 * n + 5 :]
        assert state.discard == ()


def _sets(preset: str, rounds: tuple[int, ...], **extra: Any) -> list[dict[str, Any]]:
    """Return option sets for 2..7 seats of a preset, with the given rounds per seat count."""
    return [
        {"seats": n, "preset": preset, "rounds": r, **extra}
        for n, r in zip(range(2, 8), rounds, strict=True)
    ]


class TestFiftyOneStandardProtocol(FiftyOneSuite):
    option_sets = [{}] + _sets("standard", (1, 3, 1, 10, 1, 1))


class TestFiftyOneOneMoreTurnProtocol(FiftyOneSuite):
    option_sets = _sets("one-more-turn", (3, 1, 1, 1, 3, 1))


class TestFiftyOneStadiumProtocol(FiftyOneSuite):
    option_sets = _sets("stadium", (1, 1, 3, 1, 1, 3))


class TestFiftyOneCustomProtocol(FiftyOneSuite):
    option_sets = [
        {"seats": 2, "preset": "custom", "rounds": 3, "first_turn": "any-but-pass"},
        {
            "seats": 3,
            "preset": "custom",
            "first_turn": "any-but-pass",
            "after_end": "one-more-turn",
            "caller_tie": "fails",
            "bonus": True,
        },
        {"seats": 5, "preset": "custom", "rounds": 5, "caller_tie": "joker-rule", "bonus": True},
        {
            "seats": 7,
            "preset": "custom",
            "first_turn": "any-but-pass",
            "after_end": "one-more-turn",
            "caller_tie": "joker-rule",
        },
        {"seats": 4, "preset": "custom", "after_end": "one-more-turn", "rounds": 3},
    ]
