"""The shared protocol suite run on Gin Rummy.

Uniformly random discards almost never bring a hand down to a knock, so a game to 100 would
take tens of thousands of actions (nearly every hand ends at the wall).  The play policy here
stays random but leans towards sensible play: it always goes gin, knocks one time in five when
it can (so hands run on to gins, undercuts and the odd wall), takes the top discard when that
lowers its deadwood, and usually discards a card that leaves the least deadwood; about one move
in seven is uniformly random.  Over the seeds every kind of hand ending occurs.
"""

from __future__ import annotations

import random
from typing import Any

from tefuda.games.gin_rummy import (
    GAME,
    Discard,
    DrawDiscard,
    DrawStock,
    GinState,
    Knock,
    Next,
    Pass,
    Phase,
)
from tefuda.games.gin_rummy import melds as gm
from tests.engine.protocol_suite import ProtocolSuite


class TestGinRummyProtocol(ProtocolSuite):
    game = GAME
    option_sets = [{}, {"target": 50}]

    def choose(self, rng: random.Random, state: Any, acting: tuple[int, ...]) -> tuple[int, Any]:
        seat = acting[0]
        legal = GAME.legal_actions(state, seat)
        hand = gm.to_mask(state.hands[seat])
        knocks = [a for a in legal if isinstance(a, Knock)]
        if knocks:
            gins = [a for a in knocks if gm.min_deadwood(hand ^ 1 << gm.INDEX[a.card]) == 0]
            if gins:
                return seat, rng.choice(gins)
            if rng.random() < 0.2:
                return seat, rng.choice(knocks)
        if rng.random() < 0.15:
            return seat, rng.choice(legal)
        discards = [a for a in legal if isinstance(a, Discard)]
        if discards:
            after = gm.discard_deadwoods(hand)
            least = min(after[gm.INDEX[a.card]] for a in discards)
            return seat, rng.choice([a for a in discards if after[gm.INDEX[a.card]] == least])
        if DrawDiscard() in legal:
            # take the top discard when it lowers the deadwood, else pass or draw the stock
            with_top = hand | 1 << gm.INDEX[state.discard[-1]]
            if min(gm.discard_deadwoods(with_top).values()) < gm.min_deadwood(hand):
                return seat, DrawDiscard()
            return seat, next(a for a in legal if not isinstance(a, DrawDiscard))
        return seat, rng.choice(legal)

    def illegal_samples(self, state: GinState, seat: int) -> list[Any]:
        samples: list[Any] = []
        if GAME.to_act(state) != (seat,):
            return samples
        opp = state.hands[1 - seat]
        if state.phase is Phase.UPCARD:
            samples += [DrawStock(), Discard(state.hands[seat][0]), Knock(state.hands[seat][0])]
            samples += [Next()]
        elif state.phase is Phase.DRAW:
            samples += [Pass(), Next(), Discard(state.hands[seat][0]), Knock(state.hands[seat][0])]
            if state.stock_only:
                samples.append(DrawDiscard())
        elif state.phase is Phase.DISCARD:
            samples += [Pass(), Next(), DrawStock(), DrawDiscard(), Discard(opp[0]), Knock(opp[0])]
            samples.append(Discard(state.stock[0]))
            if state.no_discard is not None:
                samples += [Discard(state.no_discard), Knock(state.no_discard)]
            legal = {str(a) for a in GAME.legal_actions(state, seat)}
            samples += [Knock(c) for c in state.hands[seat] if f"knock {c}" not in legal][:2]
        elif state.phase is Phase.HAND_OVER:
            samples += [Pass(), DrawStock(), DrawDiscard(), Discard(state.hands[0][0])]
        return samples

    def check_stacked_deal(self, state: GinState, deck: tuple[str, ...]) -> None:
        non_dealer = 1 - state.dealer
        assert set(state.hands[non_dealer]) == set(deck[0:20:2])
        assert set(state.hands[state.dealer]) == set(deck[1:20:2])
        assert state.discard == (deck[20],)
        assert state.stock == deck[21:]
        assert state.phase is Phase.UPCARD and state.turn == non_dealer

    def test_every_hand_ending_occurs(self) -> None:
        kinds = {r.kind for _, pt in self.all_playthroughs() for r in pt.final.records}
        assert kinds == {"gin", "knock", "undercut", "wall"}
