"""恋のかけひき plugged into the shared protocol suite: open-ended and every fixed match length."""

from __future__ import annotations

from typing import Any

from tefuda.games.kakehiki import GAME, KakehikiState, Play
from tests.engine.protocol_suite import ProtocolSuite


class TestKakehikiProtocol(ProtocolSuite):
    game = GAME
    option_sets = [{}, {"match_length": 1}, {"match_length": 3}, {"match_length": 5}]
    seeds = range(12)

    def illegal_samples(self, state: KakehikiState, seat: int) -> list[Any]:
        """A card of the other seat's hand is never playable."""
        return [Play(c) for c in state.hands[1 - seat][:1]]

    def check_stacked_deal(self, state: KakehikiState, deck: tuple[str, ...]) -> None:
        assert sorted(state.hands[0]) == sorted(deck[0:10:2])
        assert sorted(state.hands[1]) == sorted(deck[1:10:2])


class TestKakehikiTenGames(ProtocolSuite):
    game = GAME
    option_sets = [{"match_length": 10}]
    seeds = range(4)
