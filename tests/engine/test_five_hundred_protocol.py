"""500 plugged into the shared protocol suite, over every combination of the four options."""

from __future__ import annotations

import itertools
import random
from typing import Any

from tefuda.games.five_hundred import BIDS, GAME, Bid, Discard, Phase, Play, legal_cards
from tefuda.games.five_hundred.state import FiveHundredState, high_bid, trump_of
from tests.engine.protocol_suite import ProtocolSuite

OPTION_SETS: list[dict[str, Any]] = [
    {
        "must_win_by_contract": must_win,
        "misere_any_time": any_time,
        "open_misere_value": value,
        "open_misere_timing": timing,
    }
    for must_win, any_time, value, timing in itertools.product(
        (False, True), (False, True), (520, 500), ("before-lead", "after-first-trick")
    )
]


class TestFiveHundredProtocol(ProtocolSuite):
    game = GAME
    option_sets = [{}, *OPTION_SETS[1:]]
    seeds = range(3)

    def choose(self, rng: random.Random, state: Any, acting: tuple[int, ...]) -> tuple[int, Any]:
        """Random play, but a bidder mostly passes or bids low (misère and open misère now and
        then), so games last several hands, hands are thrown in, and every ending is met."""
        seat = acting[0]
        legal = self.game.legal_actions(state, seat)
        if state.phase != Phase.BID:
            return seat, rng.choice(legal)
        bids = [a for a in legal if isinstance(a, Bid)]
        roll = rng.random()
        if roll < 0.55 or not bids:
            return seat, next(a for a in legal if not isinstance(a, Bid))
        misere = [a for a in bids if a.bid in ("MISERE", "OPEN_MISERE")]
        if roll < 0.65 and misere:
            return seat, rng.choice(misere)
        return seat, rng.choice(bids[:3])

    def illegal_samples(self, state: FiveHundredState, seat: int) -> list[Any]:
        """Renege attempts (a card of the hand the follow-suit rule refuses, the joker led
        naming a suit already led), bids that do not beat the high bid, and another seat's
        card."""
        out: list[Any] = []
        if state.phase == Phase.BID and state.turn == seat:
            high = high_bid(state)
            if high is not None:
                out.extend(Bid(b) for b in BIDS[: BIDS.index(high[1]) + 1][-2:])
        if state.phase == Phase.PLAY and state.turn == seat and state.trick is not None:
            trump = trump_of(state) or "NT"
            hand = state.hands[seat]
            allowed = legal_cards(hand, state.trick.cards, trump, state.trick.named_suit,
                                  suits_led=(), last_trick=True,
                                  misere=state.contract in ("MISERE", "OPEN_MISERE"))
            out.extend(Play(c) for c in hand if c not in allowed and c != "JK")
            other = state.hands[(seat + 1) % 4]
            out.extend(Play(c) for c in other[:1])
        if state.phase == Phase.KITTY and state.turn == seat:
            out.extend(Discard(c) for c in state.hands[(seat + 1) % 4][:1])
        return out

    def check_stacked_deal(self, state: FiveHundredState, deck: tuple[str, ...]) -> None:
        for seat in range(4):
            assert sorted(state.hands[seat]) == sorted(deck[10 * seat : 10 * seat + 10])
        assert state.kitty == deck[40:43]
