"""The rules object of Gin Rummy: whose turn it is, the one refusal ladder, the legal actions.

Each rule is stated once, in :meth:`GinRummy._verify`.  ``legal_actions`` is the base class's:
it filters :meth:`GinRummy._candidates` (at most 22 actions) through that verify step, so the
list of legal actions, ``why_not`` and ``apply`` can never disagree.  The state changes live in
:mod:`tefuda.games.gin_rummy.moves` and check nothing.

Decisions recorded here where the spec is silent: after both players pass the upcard, the
non-dealer's first draw must be from the stock; after a hand (a wall included) seat 0
acknowledges the result with ``"next"`` and the next hand is dealt.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from tefuda.core import Game, IllegalAction, Result, ranks_from_scores
from tefuda.games.gin_rummy import melds as gm
from tefuda.games.gin_rummy import moves
from tefuda.games.gin_rummy.actions import (
    ACTION_TYPES,
    Action,
    Discard,
    DrawDiscard,
    DrawStock,
    Knock,
    Next,
    Pass,
    parse_action,
)
from tefuda.games.gin_rummy.events import SOUNDS
from tefuda.games.gin_rummy.options import GinOptions
from tefuda.games.gin_rummy.scoring import SEATS, settle
from tefuda.games.gin_rummy.state import (
    DECK,
    GAME_ID,
    GinState,
    Phase,
    check_deck,
    first_dealer,
    shuffle,
)
from tefuda.games.gin_rummy.view import GinView, build_view, record_view, secret_cards


class GinRummy(Game[GinState, Action]):
    """Gin Rummy for two (seat 0 the person, seat 1 the CPU)."""

    id = GAME_ID
    deck = DECK
    event_sounds = SOUNDS
    options_type = GinOptions

    def seats(self, options: Mapping[str, Any]) -> int:
        """Return 2."""
        return SEATS

    def start(
        self, options: Mapping[str, Any], seed: int, deck: Sequence[str] | None = None
    ) -> GinState:
        """Return the first hand, dealt from ``deck`` (top first) or from the seed's shuffle.

        Raises ValueError for bad options or a deck that is not the 52 gin cards.

        >>> state = GAME.start({}, 7)
        >>> state.phase, len(state.stock), GAME.to_act(state) == (1 - state.dealer,)
        (<Phase.UPCARD: 'upcard'>, 31, True)
        """
        target = GinOptions.from_mapping(options).target
        cards = check_deck(deck) if deck is not None else shuffle(seed, 1)
        base = GinState(
            target=target,
            seed=seed,
            hand_number=0,
            dealer=0,
            phase=Phase.UPCARD,
            turn=0,
            hands=((), ()),
            stock=(),
            discard=(),
        )
        return moves.deal(base, 1, first_dealer(seed), cards)

    # ------------------------------------------------------------------ whose turn

    def to_act(self, state: GinState) -> tuple[int, ...]:
        """Return ``(turn,)`` during a hand, ``(0,)`` between hands, ``()`` at the end."""
        if state.phase is Phase.GAME_OVER:
            return ()
        if state.phase is Phase.HAND_OVER:
            return (0,)
        return (state.turn,)

    # ------------------------------------------------------------------ the rules, once

    def _candidates(self, state: GinState, seat: int) -> Iterator[Action]:
        """Yield per phase: next; take, pass; the two draws; a discard, then a knock, per card."""
        if state.phase is Phase.HAND_OVER:
            yield Next()
        elif state.phase is Phase.UPCARD:
            yield from (DrawDiscard(), Pass())
        elif state.phase is Phase.DRAW:
            yield from (DrawStock(), DrawDiscard())
        elif state.phase is Phase.DISCARD:
            hand = state.hands[seat]
            yield from (Discard(c) for c in hand)
            yield from (Knock(c) for c in hand)

    def _verify(self, state: GinState, seat: int, action: Action) -> None:
        """Refuse, in this order: ``hand_over`` (only "next" between hands),
        ``hand_in_progress`` ("next" during one), ``upcard_take_or_pass``, ``no_pass`` (after the
        upcard), ``draw_first``, ``must_draw_stock`` (both passed the upcard),
        ``discard_empty``, ``already_drawn``, ``not_in_hand``, ``just_taken`` (the card taken
        from the pile this turn) and ``knock_too_high`` (deadwood over 10 after the discard).

        Raises TypeError for an object that is not a gin action.

        >>> state = GAME.start({}, 7)
        >>> GAME.why_not(state, GAME.to_act(state)[0], DrawStock())
        IllegalAction('upcard_take_or_pass')
        """
        if not isinstance(action, ACTION_TYPES):
            raise TypeError(f"not a gin-rummy action: {action!r}")
        if state.phase is Phase.HAND_OVER:
            if not isinstance(action, Next):
                raise IllegalAction("hand_over")
            return
        if isinstance(action, Next):
            raise IllegalAction("hand_in_progress")
        if state.phase is Phase.UPCARD:
            if not isinstance(action, (Pass, DrawDiscard)):
                raise IllegalAction("upcard_take_or_pass")
            return
        if isinstance(action, Pass):
            raise IllegalAction("no_pass")
        if state.phase is Phase.DRAW:
            if isinstance(action, (Discard, Knock)):
                raise IllegalAction("draw_first")
            if isinstance(action, DrawDiscard):
                if state.stock_only:
                    raise IllegalAction("must_draw_stock")
                if not state.discard:
                    raise IllegalAction("discard_empty")
            return
        if isinstance(action, (DrawStock, DrawDiscard)):
            raise IllegalAction("already_drawn")
        card = action.card
        hand = state.hands[seat]
        if card not in hand:
            raise IllegalAction("not_in_hand", card=card)
        if card == state.no_discard:
            raise IllegalAction("just_taken", card=card)
        if isinstance(action, Knock):
            left = gm.min_deadwood(gm.to_mask(hand) ^ 1 << gm.INDEX[card])
            if left > gm.KNOCK_LIMIT:
                raise IllegalAction("knock_too_high", card=card, deadwood=left)

    def _change(self, state: GinState, seat: int, action: Action) -> GinState:
        if isinstance(action, Next):
            return moves.next_hand(state)
        if isinstance(action, Pass):
            return moves.pass_upcard(state, seat)
        if isinstance(action, DrawDiscard):
            return moves.take_discard(state, seat)
        if isinstance(action, DrawStock):
            return moves.draw_stock(state, seat)
        if isinstance(action, Knock):
            return moves.knock(state, seat, action.card)
        return moves.discard(state, seat, action.card)

    def parse_action(self, text: str) -> Action:
        """Return the action whose text form is ``text``; raises BadActionText otherwise."""
        return parse_action(text)

    # ------------------------------------------------------------------ views

    def view(self, state: GinState, seat: int) -> GinView:
        """Return what ``seat`` may know (:func:`tefuda.games.gin_rummy.view.build_view`)."""
        return build_view(state, seat, self.legal_actions(state, seat), list(self.to_act(state)))

    def secret_cards(self, state: GinState, seat: int) -> frozenset[str]:
        """Return the stock, and the opponent's hand (but the cards it took from the discard
        pile) unless a knock has revealed it."""
        return secret_cards(state, seat)

    def describe(self, state: GinState) -> str:
        """Return the game in the readable notation (:func:`.describe.describe`)."""
        from tefuda.games.gin_rummy.describe import describe  # it reads GAME.to_act

        return describe(state)

    # ------------------------------------------------------------------ the end

    def is_over(self, state: GinState) -> bool:
        """Return True once a seat has reached the target."""
        return state.phase is Phase.GAME_OVER

    def result(self, state: GinState) -> Result:
        """Return the settled scores (bonuses included), ranks, and details: the settlement
        breakdown and every hand's record.  Raises ValueError before the end."""
        if not self.is_over(state):
            raise ValueError("the game is not over")
        settlement = settle(state.scores, state.hands_won)
        scores = tuple(settlement["final"])
        return Result(
            scores=scores,
            ranks=ranks_from_scores(scores),
            details={
                "settlement": settlement,
                "hand_records": [record_view(r) for r in state.records],
                "target": state.target,
            },
        )


GAME = GinRummy()
