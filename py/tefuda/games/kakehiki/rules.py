"""恋のかけひき's rules object, :data:`GAME`: one verify step for every rule, and how an accepted
action changes the match (the decisions taken where the spec is silent are in the package's
docstring)."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from tefuda.cards import rng_for
from tefuda.cards import shuffled as shuffle_cards
from tefuda.core import Event, Game, IllegalAction, Result, ranks_from_scores
from tefuda.games.kakehiki.actions import Action, End, Next, Play, parse_action
from tefuda.games.kakehiki.events import SOUNDS, EventKind
from tefuda.games.kakehiki.options import KakehikiOptions
from tefuda.games.kakehiki.scoring import MARRIAGE, hand_points, table_points, tally
from tefuda.games.kakehiki.state import (
    DECK,
    GAME_ID,
    SEATS,
    GameSummary,
    KakehikiState,
    Phase,
    check_deck,
    deal,
    pair,
)
from tefuda.games.kakehiki.view import KakehikiView, build_view, secret_cards


def _new_game(state: KakehikiState, index: int, deck: Sequence[str] | None) -> KakehikiState:
    if deck is None:
        deck = shuffle_cards(DECK, rng_for(state.seed, "deal", index))
    hands = deal(deck)
    return dataclasses.replace(
        state,
        game_index=index,
        dealt=hands,
        hands=hands,
        pending=(None, None),
        table=((), ()),
        phase=Phase.PLAY,
        events=(Event.of(EventKind.DEAL, number=index + 1),),
        events_before=state.events_before + len(state.events),
    )


def _finish(state: KakehikiState) -> KakehikiState:
    """Close the current game if the table decides it; return the state unchanged otherwise."""
    rounds = len(state.table[0])
    total = table_points(state.table[0] + state.table[1])
    if rounds < 2 or (rounds == 2 and total < MARRIAGE):
        return state
    marriage = total >= MARRIAGE
    if marriage:
        scores = pair(hand_points(state.hands[0]), hand_points(state.hands[1]))
    else:
        scores = (0, 0)
    winner = None if scores[0] == scores[1] else (0 if scores[0] > scores[1] else 1)
    closing = (
        Event.of(EventKind.MARRIAGE, total=total, scores=list(scores), winner=winner)
        if marriage
        else Event.of(EventKind.NO_MARRIAGE, total=total)
    )
    summary = GameSummary(
        number=state.game_index + 1,
        dealt=state.dealt,
        table=state.table,
        remaining=state.hands,
        table_total=total,
        marriage=marriage,
        rounds=rounds,
        scores=scores,
        winner=winner,
    )
    history = state.history + (summary,)
    over = state.match_length != 0 and len(history) >= state.match_length
    return dataclasses.replace(
        state,
        history=history,
        phase=Phase.GAME_OVER if over else Phase.HAND_OVER,
        events=state.events + (closing,),
    )


class Kakehiki(Game[KakehikiState, Action]):
    """The rules of 恋のかけひき as a :class:`tefuda.core.Game` (see the package docstring)."""

    id = GAME_ID
    deck = DECK
    event_sounds = SOUNDS
    options_type = KakehikiOptions

    def seats(self, options: Mapping[str, Any]) -> int:
        """Return 2: you and the CPU."""
        return SEATS

    def start(
        self, options: Mapping[str, Any], seed: int, deck: Sequence[str] | None = None
    ) -> KakehikiState:
        """Return a new match with its first game dealt.

        ``deck`` (top card first, at least ten distinct cards of the 53) stacks the first deal.
        Raises ValueError for bad options or a bad deck.
        """
        opts = KakehikiOptions.from_mapping(options)
        stacked = check_deck(deck) if deck is not None else None
        empty: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
        state = KakehikiState(
            seed=seed,
            match_length=opts.match_length,
            game_index=0,
            dealt=empty,
            hands=empty,
            pending=(None, None),
            table=empty,
            phase=Phase.PLAY,
        )
        return _new_game(state, 0, stacked)

    def to_act(self, state: KakehikiState) -> tuple[int, ...]:
        """Return the seats still to commit a card, (0,) between games, () when over."""
        if state.phase == Phase.PLAY:
            return tuple(s for s in range(SEATS) if state.pending[s] is None)
        if state.phase == Phase.HAND_OVER:
            return (0,)
        return ()

    def _refuse_seat(self, state: KakehikiState, seat: int) -> IllegalAction:
        if state.phase == Phase.PLAY and seat in range(SEATS):
            return IllegalAction("already_committed")  # it waits for the other seat
        return IllegalAction("not_your_turn")

    def _candidates(self, state: KakehikiState, seat: int) -> Iterator[Action]:
        """Yield a play per hand card, then next and end."""
        yield from (Play(c) for c in state.hands[seat])
        yield Next()
        yield End()

    def _verify(self, state: KakehikiState, seat: int, action: Action) -> None:
        """Refuse ``between_games``, ``not_in_hand``, ``game_in_progress`` or ``fixed_length``."""
        if isinstance(action, Play):
            if state.phase != Phase.PLAY:
                raise IllegalAction("between_games")
            if action.card not in state.hands[seat]:
                raise IllegalAction("not_in_hand", card=action.card)
        elif isinstance(action, (Next, End)):
            if state.phase != Phase.HAND_OVER:
                raise IllegalAction("game_in_progress")
            if isinstance(action, End) and state.match_length != 0:
                raise IllegalAction("fixed_length", games=state.match_length)
        else:
            raise TypeError(f"not a kakehiki action: {action!r}")

    def _change(self, state: KakehikiState, seat: int, action: Action) -> KakehikiState:
        if isinstance(action, End):
            end = Event.of(EventKind.END, seat, games=len(state.history))
            return dataclasses.replace(state, phase=Phase.GAME_OVER, events=state.events + (end,))
        if isinstance(action, Next):
            return _new_game(state, state.game_index + 1, None)
        assert isinstance(action, Play)
        hands = list(state.hands)
        hands[seat] = tuple(c for c in state.hands[seat] if c != action.card)
        pending = list(state.pending)
        pending[seat] = action.card
        new = dataclasses.replace(
            state,
            hands=pair(*hands),
            pending=pair(*pending),
            events=state.events + (Event.of(EventKind.COMMIT, seat),),
        )
        first, second = new.pending
        if first is None or second is None:
            return new
        # Both committed: turn both cards up at the same moment.
        table = pair(new.table[0] + (first,), new.table[1] + (second,))
        total = table_points(table[0] + table[1])
        reveal = Event.of(EventKind.REVEAL, None, (first, second), first=first, second=second, total=total)
        return _finish(
            dataclasses.replace(
                new, table=table, pending=(None, None), events=new.events + (reveal,)
            )
        )

    def parse_action(self, text: str) -> Action:
        """Return the action for ``"play 7C"``, ``"next"`` or ``"end"``
        (:func:`~tefuda.games.kakehiki.actions.parse_action`).

        Raises BadActionText for any other text.
        """
        return parse_action(text)

    def view(self, state: KakehikiState, seat: int) -> KakehikiView:
        """Return what ``seat`` knows (:func:`tefuda.games.kakehiki.view.build_view`)."""
        legal = [str(a) for a in self.legal_actions(state, seat)]
        return build_view(state, seat, legal, list(self.to_act(state)))

    def secret_cards(self, state: KakehikiState, seat: int) -> frozenset[str]:
        """Return the cards ``seat`` may not know (:func:`.view.secret_cards`)."""
        return secret_cards(state, seat)

    def describe(self, state: KakehikiState) -> str:
        """Return the match in the readable notation (:func:`.describe.describe`)."""
        from tefuda.games.kakehiki.describe import describe  # it reads GAME.to_act

        return describe(state)

    def is_over(self, state: KakehikiState) -> bool:
        """Return True once the match has ended (its length reached, or ``"end"`` played)."""
        return state.phase == Phase.GAME_OVER

    def result(self, state: KakehikiState) -> Result:
        """Return the match result: scores are games won, ranked; details hold the tally and
        every game's summary.  Raises ValueError if the match is not over."""
        if not self.is_over(state):
            raise ValueError("the match is not over")
        info = tally(state.history)
        scores = tuple(info["wins"])
        return Result(
            scores=scores,
            ranks=ranks_from_scores(scores),
            details={
                "match_length": state.match_length,
                "tally": info,
                "games": [g.full() for g in state.history],
            },
        )


GAME = Kakehiki()
