"""The protocol suite run on the toy game High Card (which is not in the registry)."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Mapping, Sequence
from typing import Any

import pytest

from tefuda.cards import suit_of
from tefuda.core import IllegalAction
from tests.engine.protocol_suite import ProtocolSuite
from tests.engine.toy_game import DECK, GAME, MESSAGES, HighCard, Next, PlayCard, State


class TestHighCardProtocol(ProtocolSuite):
    game = GAME
    option_sets = [{}, {"rounds": 1}]
    extra_messages = MESSAGES
    full_deck = DECK

    def illegal_samples(self, state: State, seat: int) -> list[Any]:
        samples: list[Any] = []
        if state.phase == "play" and seat == state.turn:
            samples.append(Next())
            samples.extend(PlayCard(c) for c in state.hands[1 - seat][:1])
            samples.extend(PlayCard(c) for c in state.stock[:1])
            if state.trick:
                led = suit_of(state.trick[0][1])
                hand = state.hands[seat]
                if any(suit_of(c) == led for c in hand):
                    samples.extend(PlayCard(c) for c in hand if suit_of(c) != led)
        if state.phase == "round_over" and seat == 0:
            samples.append(PlayCard(state.stock[0]))
        return samples

    def check_stacked_deal(self, state: State, deck: tuple[str, ...]) -> None:
        assert state.hands == (deck[0:3], deck[3:6])
        assert state.stock == deck[6:]


# ---------------------------------------------------------------------------------------------
# The suite must catch broken games: each variant below has one bug, and the named suite test
# has to fail on it (while it passes on the real toy game above).


class LeakyView(HighCard):
    def view(self, state: State, seat: int) -> dict[str, Any]:
        return {**super().view(state, seat), "peek": list(state.stock[:1])}


class LeakyKey(HighCard):
    def view(self, state: State, seat: int) -> dict[str, Any]:
        return {**super().view(state, seat), "counts": {c: 1 for c in state.hands[1 - seat]}}


class TupleView(HighCard):
    def view(self, state: State, seat: int) -> dict[str, Any]:
        return {**super().view(state, seat), "hand": tuple(state.hands[seat])}


class StaleLegalInView(HighCard):
    def view(self, state: State, seat: int) -> dict[str, Any]:
        return {**super().view(state, seat), "legal": []}


class OffersOffSuit(HighCard):
    """A hand-written generator that disagrees with the verify step."""

    def legal_actions(self, state: State, seat: int) -> list[Any]:
        if seat not in self.to_act(state) or state.phase != "play":
            return super().legal_actions(state, seat)
        return [PlayCard(c) for c in state.hands[seat]]


class NoFollowCheck(HighCard):
    """Offers only suit-following cards but lets any card through ``apply``."""

    def legal_actions(self, state: State, seat: int) -> list[Any]:
        return super().legal_actions(state, seat)

    def _verify(self, state: State, seat: int, action: Any) -> None:
        if isinstance(action, PlayCard) and state.trick and action.card in state.hands[seat]:
            return
        super()._verify(state, seat, action)


class UntranslatedReason(HighCard):
    def _verify(self, state: State, seat: int, action: Any) -> None:
        if isinstance(action, PlayCard) and action.card not in state.hands[seat]:
            raise IllegalAction("card_not_held", card=action.card)
        super()._verify(state, seat, action)


class MissingParam(HighCard):
    def _verify(self, state: State, seat: int, action: Any) -> None:
        if isinstance(action, PlayCard) and action.card not in state.hands[seat]:
            raise IllegalAction("not_in_hand")
        super()._verify(state, seat, action)


class ChangesStateOnRefusal(HighCard):
    def _verify(self, state: State, seat: int, action: Any) -> None:
        try:
            super()._verify(state, seat, action)
        except IllegalAction:
            object.__setattr__(state, "tricks", (7, 7))
            raise


class ChangesStateOnApply(HighCard):
    def _change(self, state: State, seat: int, action: Any) -> State:
        out = super()._change(state, seat, action)
        object.__setattr__(state, "played", state.played + ("AS",))
        return out


class RefusalAsCatchAll(HighCard):
    """Turns a programming error (an object that is no action) into a refusal."""

    def _verify(self, state: State, seat: int, action: Any) -> None:
        if not isinstance(action, (PlayCard, Next)):
            raise IllegalAction("not_in_hand", card="AS")
        super()._verify(state, seat, action)


class RenumbersEvents(HighCard):
    """Numbers events from 0 in every view after the first trick, so a table would show old
    events again as new."""

    def view(self, state: State, seat: int) -> dict[str, Any]:
        view = super().view(state, seat)
        return {**view, "events": [{**e, "n": 0} for e in view["events"]]}


class LenientParse(HighCard):
    def parse_action(self, text: str) -> Any:
        return super().parse_action(text.strip())


class ParseSwapsSuit(HighCard):
    def parse_action(self, text: str) -> Any:
        action = super().parse_action(text)
        if isinstance(action, PlayCard):
            return PlayCard(action.card[0] + ("H" if action.card[1] == "S" else "S"))
        return action


class AcceptsGarbage(HighCard):
    def parse_action(self, text: str) -> Any:
        if text == "":
            return Next()
        return super().parse_action(text)


class IgnoresDeck(HighCard):
    def start(
        self, options: Mapping[str, Any], seed: int, deck: Sequence[str] | None = None
    ) -> State:
        return super().start(options, seed, None)


class UnseededShuffle(HighCard):
    def start(
        self, options: Mapping[str, Any], seed: int, deck: Sequence[str] | None = None
    ) -> State:
        if deck is None:
            deck = random.Random().sample(DECK, len(DECK))
        return super().start(options, seed, deck)


class EarlyResult(HighCard):
    def result(self, state: State) -> Any:
        return super().result(dataclasses.replace(state, phase="over"))


class TypeErrorOptions(HighCard):
    def normalize_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        for value in (options or {}).values():
            int(value)
        return super().normalize_options(options)


class NextNeverOffered(HighCard):
    def legal_actions(self, state: State, seat: int) -> list[Any]:
        if state.phase == "round_over":
            return []
        return super().legal_actions(state, seat)


BROKEN = [
    (LeakyView, "test_views_keep_secrets", {}),
    (LeakyKey, "test_views_keep_secrets", {}),
    (TupleView, "test_views_keep_secrets", {}),
    (StaleLegalInView, "test_views_keep_secrets", {}),
    (OffersOffSuit, "test_random_play_reaches_the_end", {}),
    (NoFollowCheck, "test_illegal_actions_are_refused", {}),
    (UntranslatedReason, "test_illegal_actions_are_refused", {}),
    (MissingParam, "test_illegal_actions_are_refused", {}),
    (ChangesStateOnRefusal, "test_illegal_actions_are_refused", {}),
    (ChangesStateOnApply, "test_every_legal_action_applies", {}),
    (LenientParse, "test_malformed_texts_are_refused", {}),
    (ParseSwapsSuit, "test_action_text_round_trips", {}),
    (AcceptsGarbage, "test_malformed_texts_are_refused", {}),
    (IgnoresDeck, "test_stacked_deck_is_dealt", {}),
    (UnseededShuffle, "test_same_seed_same_game", {}),
    (UnseededShuffle, "test_save_and_restore_after_every_action", {}),
    (EarlyResult, "test_random_play_reaches_the_end", {}),
    (TypeErrorOptions, "test_malformed_saves_are_refused", {}),
    (NextNeverOffered, "test_to_act_and_legal_actions_agree", {}),
    (OffersOffSuit, "test_legal_actions_are_exactly_those_verify_accepts", {}),
    (RefusalAsCatchAll, "test_programming_errors_are_not_refusals", {}),
    (RenumbersEvents, "test_events_are_numbered_and_kept", {}),
    (HighCard, "test_random_play_reaches_the_end", {"max_steps": 5}),
    (HighCard, "test_stacked_deck_is_dealt", {"supports_deck": False}),
]


@pytest.mark.parametrize(
    ("variant", "method", "attrs"), BROKEN, ids=[f"{v.__name__}-{m}" for v, m, _ in BROKEN]
)
def test_suite_catches_a_broken_game(variant: type, method: str, attrs: dict[str, Any]) -> None:
    probe = type(
        f"Probe{variant.__name__}",
        (TestHighCardProtocol,),
        {"game": variant(), "seeds": range(6), **attrs},
    )
    with pytest.raises((AssertionError, pytest.fail.Exception)):
        getattr(probe(), method)()


@pytest.mark.parametrize("method", sorted({m for _, m, _ in BROKEN}))
def test_the_same_probe_passes_on_the_real_game(method: str) -> None:
    probe = type("ProbeHighCard", (TestHighCardProtocol,), {"game": HighCard(), "seeds": range(6)})
    getattr(probe(), method)()
