"""Gin Rummy: the rules (specs/gin_rummy.md), two seats, seat 0 at the bottom, seat 1 the CPU.

One state holds a whole game to ``target`` points (100).  Meld search, layoffs and knock scoring
live in :mod:`tefuda.games.gin_melds`; this module holds the flow of play, the public rules API
and the views.

Decisions recorded here where the spec is silent:

* Dealing: a deck (shuffled, or the stacked ``deck`` of the first hand, top card first) is dealt
  one card at a time, alternately, the non-dealer first, ten each; the 21st card is the upcard
  and the other 31 are the stock, top first.  Hands are kept sorted (suit S H D C, rank A..K).
* The first dealer is drawn from ``rng_for(seed, "first-dealer")``; hand ``n`` (1-based, counting
  walled hands too) is shuffled with ``rng_for(seed, "deal", n)``.
* Action texts: ``"pass"``, ``"draw stock"``, ``"draw discard"`` (taking the upcard too),
  ``"discard 7C"``, ``"knock 7C"`` (knock or gin, discarding 7C face down) and ``"next"``: after
  a hand (a wall included) seat 0 acknowledges the result and the next hand is dealt.
* After both players pass the upcard, the non-dealer's first draw must be from the stock.
* A player who took the upcard may knock at once on that turn (it is an ordinary turn).
* The knock card goes face down; it is shown with the result once both hands are revealed.
* Options: ``target`` is 100 (the game of the spec); 10 and 50 are allowed for short games.
* Views list earlier hands by numbers only (no cards), so an old deal is never confused with the
  cards hidden in the current one.  The current hand's history (draws, takes, discards, passes)
  is in the view; the opponent's draws from the stock show no card.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from tefuda.cards import deck_for, parse_card, parse_cards, rng_for, shuffled
from tefuda.core import BadActionText, Game, IllegalAction, Result, ranks_from_scores
from tefuda.games import gin_melds as gm

GAME_ID = "gin-rummy"
SEATS = 2
HAND_SIZE = 10
STOCK_SIZE = 31
WALL = 2  # a plain discard with this many cards left in the stock ends the hand in a draw
TARGETS = (10, 50, 100)
DEFAULT_TARGET = 100
GAME_BONUS = 100
HAND_BONUS = 25
KNOCK_LIMIT = gm.KNOCK_LIMIT

PHASE_UPCARD = "upcard"
PHASE_DRAW = "draw"
PHASE_DISCARD = "discard"
PHASE_HAND_OVER = "hand_over"
PHASE_GAME_OVER = "game_over"

_DECK = deck_for(GAME_ID)


# --------------------------------------------------------------------------- actions


@dataclasses.dataclass(frozen=True)
class Pass:
    """Decline the upcard."""

    def __str__(self) -> str:
        return "pass"


@dataclasses.dataclass(frozen=True)
class DrawStock:
    """Draw the top card of the stock."""

    def __str__(self) -> str:
        return "draw stock"


@dataclasses.dataclass(frozen=True)
class DrawDiscard:
    """Take the top card of the discard pile (the upcard too)."""

    def __str__(self) -> str:
        return "draw discard"


@dataclasses.dataclass(frozen=True)
class Discard:
    """Discard a card face up and end the turn."""

    card: str

    def __str__(self) -> str:
        return f"discard {self.card}"


@dataclasses.dataclass(frozen=True)
class Knock:
    """Discard a card face down and end the hand (gin when no deadwood is left)."""

    card: str

    def __str__(self) -> str:
        return f"knock {self.card}"


@dataclasses.dataclass(frozen=True)
class Next:
    """Seat 0 acknowledges a finished hand; the next hand is dealt."""

    def __str__(self) -> str:
        return "next"


Action = Pass | DrawStock | DrawDiscard | Discard | Knock | Next
_FIXED: dict[str, Action] = {
    "pass": Pass(),
    "draw stock": DrawStock(),
    "draw discard": DrawDiscard(),
    "next": Next(),
}


# --------------------------------------------------------------------------- results


@dataclasses.dataclass(frozen=True, eq=False)
class KnockResult(gm.Record):
    """The score of a knock; read fields as attributes or keys (``r.kind``, ``r["kind"]``)."""

    kind: str
    winner: str
    points: int
    knocker_deadwood: int
    defender_deadwood: int
    layoffs: list[str]
    knocker_melds: list[list[str]]
    defender_melds: list[list[str]]


@dataclasses.dataclass(frozen=True, eq=False)
class HandOutcome(gm.Record):
    """How a replayed hand ended: kind, the winning seat (None for a wall) and the points."""

    kind: str
    winner: int | None
    points: int


# --------------------------------------------------------------------------- public rules API


def _mask(cards: Iterable[object], what: str = "cards") -> int:
    return gm.to_mask(cards, what)


def deadwood(cards: Iterable[str]) -> int:
    """Return the least deadwood of ``cards`` (any number of gin cards) over every arrangement.

    >>> deadwood(["7H", "7S", "7D", "8H", "9H"])
    14

    Raises ValueError naming a bad card, the joker or a card given twice.
    """
    return gm.min_deadwood(_mask(cards))


def best_melds(cards: Iterable[str]) -> tuple[list[list[str]], list[str]]:
    """Return ``(melds, deadwood_cards)`` for one arrangement with the least deadwood.

    Runs are listed in ascending rank, sets in suit order S H D C, melds by their lowest rank;
    touching runs of one suit are one run.  Raises ValueError like :func:`deadwood`.
    """
    layout = gm.best_arrangement(_mask(cards))
    return [gm.to_cards(m) for m in layout.melds], gm.to_cards(layout.dead)


def deadwood_after_discards(cards: Iterable[str]) -> dict[str, int]:
    """Return, for each card of ``cards``, the least deadwood of the others (the discard choice).

    Raises ValueError like :func:`deadwood`.
    """
    return {gm.CARDS[i]: dw for i, dw in gm.discard_deadwoods(_mask(cards)).items()}


def _check_ten(mask: int, who: str) -> None:
    if gm.popcount(mask) != HAND_SIZE:
        raise ValueError(f"{who}: expected {HAND_SIZE} cards, got {gm.popcount(mask)}")


def _knock_result(outcome: gm.KnockOutcome) -> KnockResult:
    return KnockResult(
        kind=outcome.kind,
        winner=outcome.winner,
        points=outcome.points,
        knocker_deadwood=outcome.knocker_deadwood,
        defender_deadwood=outcome.defender_deadwood,
        layoffs=gm.to_cards(outcome.defence.laid),
        knocker_melds=[gm.to_cards(m) for m in outcome.knocker.melds],
        defender_melds=[gm.to_cards(m) for m in outcome.defence.arrangement.melds],
    )


def score_knock(knocker: Iterable[str], defender: Iterable[str]) -> KnockResult:
    """Return the score of a knock: the knocker's 10 cards after the discard, the defender's 10.

    The result has ``kind`` ("gin" / "knock" / "undercut"), ``winner`` ("knocker" /
    "defender"), ``points``, ``knocker_deadwood``, ``defender_deadwood`` (after layoffs),
    ``layoffs`` (cards), ``knocker_melds`` and ``defender_melds``.  Raises ValueError for bad
    cards, a card in both hands, a hand that is not 10 cards or a knocker's deadwood over 10.
    """
    k = _mask(knocker, "knocker")
    d = _mask(defender, "defender")
    _check_ten(k, "knocker")
    _check_ten(d, "defender")
    if k & d:
        raise ValueError(f"cards in both hands: {gm.to_cards(k & d)}")
    return _knock_result(gm.score_masks(k, d))


def settle(hand_points: Sequence[int], hands_won: Sequence[int]) -> dict[str, Any]:
    """Return the settlement of a finished game from each seat's hand points and hands won.

    The seat with more points wins: +100 game bonus; each seat +25 per hand won; on a shutout
    (the loser won no hand) the winner's hand points are doubled first.  The dict holds
    ``winner``, ``shutout``, ``hand_points``, ``counted_points`` (after any doubling),
    ``game_bonus``, ``hand_bonus`` and ``final`` (lists by seat).

    >>> settle([105, 0], [3, 0])["final"]
    [385, 0]

    Raises ValueError for anything but two non-negative integers in each list or equal points.
    """
    pts, won = list(hand_points), list(hands_won)
    for name, values in (("hand_points", pts), ("hands_won", won)):
        if len(values) != SEATS or not all(
            isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in values
        ):
            raise ValueError(f"{name} must be two non-negative integers, got {values!r}")
    if pts[0] == pts[1]:
        raise ValueError(f"no winner with equal hand points {pts!r}")
    winner = 0 if pts[0] > pts[1] else 1
    shutout = won[1 - winner] == 0
    counted = [p * 2 if (s == winner and shutout) else p for s, p in enumerate(pts)]
    game_bonus = [GAME_BONUS if s == winner else 0 for s in range(SEATS)]
    hand_bonus = [HAND_BONUS * w for w in won]
    final = [counted[s] + game_bonus[s] + hand_bonus[s] for s in range(SEATS)]
    return {
        "winner": winner,
        "shutout": shutout,
        "hand_points": pts,
        "counted_points": counted,
        "game_bonus": game_bonus,
        "hand_bonus": hand_bonus,
        "final": final,
    }


# --------------------------------------------------------------------------- state


@dataclasses.dataclass(frozen=True)
class HandRecord:
    """One finished hand, by numbers only: who dealt, how it ended, who scored what."""

    number: int
    dealer: int
    kind: str  # "gin" / "knock" / "undercut" / "wall"
    knocker: int | None
    winner: int | None
    points: int
    scores: tuple[int, int]  # running totals after this hand


@dataclasses.dataclass(frozen=True)
class HandResult:
    """The shown result of the last hand: both layouts, the layoffs, the arithmetic."""

    kind: str
    knocker: int | None
    winner: int | None
    points: int
    knock_card: str | None
    hands: tuple[tuple[str, ...], tuple[str, ...]]
    knocker_melds: tuple[tuple[str, ...], ...] = ()
    knocker_deadwood_cards: tuple[str, ...] = ()
    knocker_deadwood: int = 0
    defender_melds: tuple[tuple[str, ...], ...] = ()
    defender_deadwood_cards: tuple[str, ...] = ()
    defender_deadwood_before: int = 0
    defender_deadwood: int = 0
    layoffs: tuple[tuple[str, int], ...] = ()  # (card, index into knocker_melds)


@dataclasses.dataclass(frozen=True)
class Event:
    """One step of the current hand: ``verb`` is pass / draw stock / draw discard / discard /
    knock; ``card`` is the card moved (a stock draw's card is shown to the drawer only)."""

    seat: int
    verb: str
    card: str | None


@dataclasses.dataclass(frozen=True)
class GinState:
    """A whole game of Gin Rummy.

    ``hands`` are sorted; ``stock`` is top first; ``discard`` is bottom first (top last).
    ``passes`` counts upcard passes; ``stock_only`` is set when both passed the upcard and the
    non-dealer's first draw must come from the stock.  ``no_discard`` is the card taken from the
    discard pile this turn; ``drawn`` the card drawn this turn.  ``taken[s]`` are the cards seat
    ``s`` took from the discard pile and still holds (public).
    """

    target: int
    seed: int
    hand_number: int
    dealer: int
    phase: str
    turn: int
    hands: tuple[tuple[str, ...], tuple[str, ...]]
    stock: tuple[str, ...]
    discard: tuple[str, ...]
    passes: int = 0
    stock_only: bool = False
    no_discard: str | None = None
    drawn: str | None = None
    taken: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
    history: tuple[Event, ...] = ()
    scores: tuple[int, int] = (0, 0)
    hands_won: tuple[int, int] = (0, 0)
    records: tuple[HandRecord, ...] = ()
    last: HandResult | None = None


def _sorted(cards: Iterable[str]) -> tuple[str, ...]:
    return tuple(sorted(cards, key=gm.INDEX.__getitem__))


def _check_deck(deck: Sequence[str]) -> tuple[str, ...]:
    cards = tuple(deck)
    mask = gm.to_mask(cards, "deck")
    if len(cards) != len(_DECK) or mask != (1 << 52) - 1:
        raise ValueError(f"the deck must be the {len(_DECK)} gin cards, got {len(cards)} cards")
    return cards


def _deal_state(
    base: GinState | None,
    target: int,
    seed: int,
    hand_number: int,
    dealer: int,
    deck: Sequence[str],
) -> GinState:
    """Return the state at the start of a hand dealt from ``deck`` (top first)."""
    first, second = deck[0:20:2], deck[1:20:2]
    hands = (first, second) if dealer == 1 else (second, first)
    common = dict(
        hand_number=hand_number,
        dealer=dealer,
        phase=PHASE_UPCARD,
        turn=1 - dealer,
        hands=(_sorted(hands[0]), _sorted(hands[1])),
        stock=tuple(deck[21:]),
        discard=(deck[20],),
        passes=0,
        stock_only=False,
        no_discard=None,
        drawn=None,
        taken=((), ()),
        history=(),
        last=None,
    )
    if base is None:
        return GinState(target=target, seed=seed, **common)  # type: ignore[arg-type]
    return dataclasses.replace(base, **common)  # type: ignore[arg-type]


# --------------------------------------------------------------------------- the rules object


class GinRummy(Game[GinState, Any]):
    """Gin Rummy for two (seat 0 the person, seat 1 the CPU)."""

    id = GAME_ID

    def normalize_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """Return ``{"target": 100}`` or the given allowed target (10, 50, 100).

        Raises ValueError naming an unknown option or a bad target.
        """
        opts = dict(options or {})
        target = opts.pop("target", DEFAULT_TARGET)
        if opts:
            raise ValueError(f"unknown gin-rummy option(s): {sorted(opts)!r}")
        if type(target) is not int or target not in TARGETS:
            raise ValueError(f"target must be one of {TARGETS}, got {target!r}")
        return {"target": target}

    def seats(self, options: Mapping[str, Any]) -> int:
        """Return 2."""
        return SEATS

    def start(
        self, options: Mapping[str, Any], seed: int, deck: Sequence[str] | None = None
    ) -> GinState:
        """Return the first hand, dealt from ``deck`` (top first) or from the seed's shuffle.

        Raises ValueError for bad options or a deck that is not the 52 gin cards.
        """
        target = self.normalize_options(options)["target"]
        dealer = rng_for(seed, "first-dealer").randrange(SEATS)
        cards = _check_deck(deck) if deck is not None else self._shuffle(seed, 1)
        return _deal_state(None, target, seed, 1, dealer, cards)

    @staticmethod
    def _shuffle(seed: int, hand_number: int) -> tuple[str, ...]:
        return shuffled(_DECK, rng_for(seed, "deal", hand_number))

    # ------------------------------------------------------------------ whose turn

    def to_act(self, state: GinState) -> tuple[int, ...]:
        """Return ``(turn,)`` during a hand, ``(0,)`` between hands, ``()`` at the end."""
        if state.phase == PHASE_GAME_OVER:
            return ()
        if state.phase == PHASE_HAND_OVER:
            return (0,)
        return (state.turn,)

    def legal_actions(self, state: GinState, seat: int) -> list[Any]:
        """Return the actions ``seat`` may take now (empty when it is not that seat's turn).

        Upcard phase: take ("draw discard") or pass.  Draw: stock, or the discard pile unless
        both passed the upcard.  Discard: each card but one just taken from the pile, then each
        knock leaving deadwood 10 or less.  Between hands: "next" for seat 0.
        """
        if seat not in self.to_act(state):
            return []
        if state.phase == PHASE_HAND_OVER:
            return [Next()]
        if state.phase == PHASE_UPCARD:
            return [DrawDiscard(), Pass()]
        if state.phase == PHASE_DRAW:
            if state.stock_only or not state.discard:
                return [DrawStock()]
            return [DrawStock(), DrawDiscard()]
        hand = state.hands[seat]
        after = gm.discard_deadwoods(gm.to_mask(hand))
        allowed = [c for c in hand if c != state.no_discard]
        knocks = [Knock(c) for c in allowed if after[gm.INDEX[c]] <= KNOCK_LIMIT]
        return [*(Discard(c) for c in allowed), *knocks]

    # ------------------------------------------------------------------ apply

    # Transitional (issue #11): until this game states each rule once in its own verify step,
    # the old refusal ladder in ``_apply`` serves as both the verify and the change step.
    def _candidates(self, state: Any, seat: int) -> list[Any]:
        return self.legal_actions(state, seat)

    def _verify(self, state: Any, seat: int, action: Any) -> None:
        self._apply(state, seat, action)

    def _change(self, state: Any, seat: int, action: Any) -> Any:
        return self._apply(state, seat, action)

    def _apply(self, state: GinState, seat: int, action: Any) -> GinState:
        if isinstance(action, str):
            action = self.parse_action(action)
        phase = state.phase
        if phase == PHASE_HAND_OVER:
            if isinstance(action, Next):
                return self._next_hand(state)
            raise IllegalAction("hand_over")
        if isinstance(action, Next):
            raise IllegalAction("hand_in_progress")
        if phase == PHASE_UPCARD:
            if isinstance(action, Pass):
                return self._pass(state, seat)
            if isinstance(action, DrawDiscard):
                return self._take(state, seat)
            raise IllegalAction("upcard_take_or_pass")
        if isinstance(action, Pass):
            raise IllegalAction("no_pass")
        if phase == PHASE_DRAW:
            if isinstance(action, DrawStock):
                return self._draw_stock(state, seat)
            if isinstance(action, DrawDiscard):
                if state.stock_only:
                    raise IllegalAction("must_draw_stock")
                if not state.discard:
                    raise IllegalAction("discard_empty")
                return self._take(state, seat)
            if isinstance(action, (Discard, Knock)):
                raise IllegalAction("draw_first")
            raise IllegalAction("not_a_legal_action")
        # PHASE_DISCARD
        if isinstance(action, (DrawStock, DrawDiscard)):
            raise IllegalAction("already_drawn")
        if isinstance(action, (Discard, Knock)):
            card = action.card
            hand = state.hands[seat]
            if card not in hand:
                raise IllegalAction("not_in_hand", card=card)
            if card == state.no_discard:
                raise IllegalAction("just_taken", card=card)
            if isinstance(action, Knock):
                return self._knock(state, seat, card)
            return self._discard(state, seat, card)
        raise IllegalAction("not_a_legal_action")

    def _pass(self, state: GinState, seat: int) -> GinState:
        history = state.history + (Event(seat, "pass", None),)
        if state.passes == 0:
            return dataclasses.replace(state, turn=1 - seat, passes=1, history=history)
        # both passed: the non-dealer starts by drawing from the stock
        return dataclasses.replace(
            state, phase=PHASE_DRAW, turn=1 - seat, passes=2, stock_only=True, history=history
        )

    def _take(self, state: GinState, seat: int) -> GinState:
        card = state.discard[-1]
        hands = list(state.hands)
        hands[seat] = _sorted(hands[seat] + (card,))
        taken = list(state.taken)
        taken[seat] = taken[seat] + (card,)
        return dataclasses.replace(
            state,
            phase=PHASE_DISCARD,
            hands=(hands[0], hands[1]),
            discard=state.discard[:-1],
            no_discard=card,
            drawn=card,
            taken=(taken[0], taken[1]),
            stock_only=False,
            history=state.history + (Event(seat, "draw discard", card),),
        )

    def _draw_stock(self, state: GinState, seat: int) -> GinState:
        card = state.stock[0]
        hands = list(state.hands)
        hands[seat] = _sorted(hands[seat] + (card,))
        return dataclasses.replace(
            state,
            phase=PHASE_DISCARD,
            hands=(hands[0], hands[1]),
            stock=state.stock[1:],
            no_discard=None,
            drawn=card,
            stock_only=False,
            history=state.history + (Event(seat, "draw stock", card),),
        )

    @staticmethod
    def _without(state: GinState, seat: int, card: str) -> tuple[
        tuple[tuple[str, ...], tuple[str, ...]], tuple[tuple[str, ...], tuple[str, ...]]
    ]:
        hands = list(state.hands)
        hands[seat] = tuple(c for c in hands[seat] if c != card)
        taken = list(state.taken)
        taken[seat] = tuple(c for c in taken[seat] if c != card)
        return (hands[0], hands[1]), (taken[0], taken[1])

    def _discard(self, state: GinState, seat: int, card: str) -> GinState:
        hands, taken = self._without(state, seat, card)
        moved = dataclasses.replace(
            state,
            phase=PHASE_DRAW,
            turn=1 - seat,
            hands=hands,
            taken=taken,
            discard=state.discard + (card,),
            no_discard=None,
            drawn=None,
            history=state.history + (Event(seat, "discard", card),),
        )
        if len(state.stock) <= WALL:
            # the player who drew the third-to-last card discarded without knocking: a draw
            result = HandResult("wall", None, None, 0, None, hands)
            return self._finish(moved, result)
        return moved

    def _knock(self, state: GinState, seat: int, card: str) -> GinState:
        hands, taken = self._without(state, seat, card)
        knocker = gm.to_mask(hands[seat])
        dw = gm.min_deadwood(knocker)
        if dw > KNOCK_LIMIT:
            raise IllegalAction("knock_too_high", card=card, deadwood=dw)
        outcome = gm.score_masks(knocker, gm.to_mask(hands[1 - seat]))
        winner = seat if outcome.winner == "knocker" else 1 - seat
        knocker_melds = outcome.knocker.melds
        result = HandResult(
            kind=outcome.kind,
            knocker=seat,
            winner=winner,
            points=outcome.points,
            knock_card=card,
            hands=hands,
            knocker_melds=tuple(tuple(gm.to_cards(m)) for m in knocker_melds),
            knocker_deadwood_cards=tuple(gm.to_cards(outcome.knocker.dead)),
            knocker_deadwood=outcome.knocker_deadwood,
            defender_melds=tuple(
                tuple(gm.to_cards(m)) for m in outcome.defence.arrangement.melds
            ),
            defender_deadwood_cards=tuple(gm.to_cards(outcome.defence.arrangement.dead)),
            defender_deadwood_before=outcome.defence.before,
            defender_deadwood=outcome.defender_deadwood,
            layoffs=tuple(
                (gm.CARDS[i], k) for i, k in gm.layoff_targets(knocker_melds, outcome.defence.laid)
            ),
        )
        moved = dataclasses.replace(
            state,
            hands=hands,
            taken=taken,
            no_discard=None,
            drawn=None,
            history=state.history + (Event(seat, "knock", card),),
        )
        return self._finish(moved, result)

    def _finish(self, state: GinState, result: HandResult) -> GinState:
        scores = list(state.scores)
        won = list(state.hands_won)
        if result.winner is not None:
            scores[result.winner] += result.points
            won[result.winner] += 1
        record = HandRecord(
            number=state.hand_number,
            dealer=state.dealer,
            kind=result.kind,
            knocker=result.knocker,
            winner=result.winner,
            points=result.points,
            scores=(scores[0], scores[1]),
        )
        over = max(scores) >= state.target
        return dataclasses.replace(
            state,
            phase=PHASE_GAME_OVER if over else PHASE_HAND_OVER,
            scores=(scores[0], scores[1]),
            hands_won=(won[0], won[1]),
            records=state.records + (record,),
            last=result,
        )

    def _next_hand(self, state: GinState) -> GinState:
        # the winner of a hand deals the next; a wall keeps the dealer
        winner = state.last.winner if state.last is not None else None
        dealer = state.dealer if winner is None else winner
        number = state.hand_number + 1
        return _deal_state(
            state, state.target, state.seed, number, dealer, self._shuffle(state.seed, number)
        )

    # ------------------------------------------------------------------ text forms

    def parse_action(self, text: str) -> Any:
        """Return the action whose text form is ``text``; raises BadActionText otherwise."""
        if not isinstance(text, str):
            raise BadActionText(f"not an action text: {text!r}")
        fixed = _FIXED.get(text)
        if fixed is not None:
            return fixed
        parts = text.split(" ")
        if len(parts) == 2 and parts[0] in ("discard", "knock") and parts[1] in gm.INDEX:
            card = parse_card(parts[1])
            return Discard(card) if parts[0] == "discard" else Knock(card)
        raise BadActionText(f"not a gin-rummy action: {text!r}")

    # ------------------------------------------------------------------ views

    def secret_cards(self, state: GinState, seat: int) -> frozenset[str]:
        """Return the stock, and the opponent's hand (but the cards it took from the discard
        pile) unless a knock has revealed it."""
        secret = set(state.stock)
        opp = 1 - seat
        revealed = state.last is not None and state.last.kind != "wall"
        if not revealed:
            secret.update(c for c in state.hands[opp] if c not in state.taken[opp])
        return frozenset(secret)

    def view(self, state: GinState, seat: int) -> dict[str, Any]:
        """Return what ``seat`` may know, JSON-ready.

        Own hand (with its best melds and deadwood), the opponent's card count and the cards it
        took from the discard pile and still holds, the whole discard pile (top last), the stock
        count, scores, dealer, phase, this hand's history, the discard choices while discarding,
        the last hand's result (the opponent's cards only after a knock), the records of past
        hands, the settlement at the end, ``legal`` and ``to_act``.
        """
        me, opp = seat, 1 - seat
        hand = state.hands[me]
        mask = gm.to_mask(hand)
        layout = gm.best_arrangement(mask)
        in_play = state.phase in (PHASE_UPCARD, PHASE_DRAW, PHASE_DISCARD)
        my_discard = state.phase == PHASE_DISCARD and state.turn == me
        choices: dict[str, int] = {}
        if my_discard:
            choices = {
                gm.CARDS[i]: dw
                for i, dw in gm.discard_deadwoods(mask).items()
                if gm.CARDS[i] != state.no_discard
            }
        knockable = sorted(
            (dw, gm.INDEX[c], c) for c, dw in choices.items() if dw <= KNOCK_LIMIT
        )
        drawn: str | None = None
        if state.phase == PHASE_DISCARD and (state.turn == me or state.no_discard is not None):
            drawn = state.drawn
        view: dict[str, Any] = {
            "game": GAME_ID,
            "seat": me,
            "target": state.target,
            "hand_number": state.hand_number,
            "dealer": state.dealer,
            "phase": state.phase,
            "turn": state.turn if in_play else None,
            "hand": list(hand),
            "melds": [gm.to_cards(m) for m in layout.melds],
            "deadwood_cards": gm.to_cards(layout.dead),
            "deadwood": layout.deadwood,
            "opponent_count": len(state.hands[opp]),
            "opponent_taken": list(state.taken[opp]),
            "my_taken": list(state.taken[me]),
            "discard_pile": list(state.discard),
            "top_discard": state.discard[-1] if state.discard and in_play else None,
            "stock_count": len(state.stock),
            "upcard_passes": state.passes,
            "stock_only": state.stock_only,
            "no_discard": state.no_discard if state.phase == PHASE_DISCARD else None,
            "just_drawn": drawn,
            "history": [self._event_view(e, me) for e in state.history],
            "discard_deadwood": choices,
            "knock_cards": [c for _, _, c in knockable],
            "gin_cards": [c for dw, _, c in knockable if dw == 0],
            "best_knock": knockable[0][2] if knockable else None,
            "scores": list(state.scores),
            "hands_won": list(state.hands_won),
            "hand_records": [self._record_view(r) for r in state.records],
            "result": self._result_view(state.last, me) if state.last is not None else None,
            "settlement": self._settlement(state) if state.phase == PHASE_GAME_OVER else None,
            "legal": [str(a) for a in self.legal_actions(state, seat)],
            "to_act": list(self.to_act(state)),
        }
        return view

    @staticmethod
    def _event_view(event: Event, seat: int) -> dict[str, Any]:
        hidden = event.verb == "draw stock" and event.seat != seat
        return {"seat": event.seat, "action": event.verb, "card": None if hidden else event.card}

    @staticmethod
    def _record_view(record: HandRecord) -> dict[str, Any]:
        return {
            "number": record.number,
            "dealer": record.dealer,
            "kind": record.kind,
            "knocker": record.knocker,
            "winner": record.winner,
            "points": record.points,
            "scores": list(record.scores),
        }

    @staticmethod
    def _result_view(result: HandResult, seat: int) -> dict[str, Any]:
        if result.kind == "wall":
            hands: list[list[str] | None] = [None, None]
            hands[seat] = list(result.hands[seat])
            return {"kind": "wall", "knocker": None, "winner": None, "points": 0, "hands": hands}
        return {
            "kind": result.kind,
            "knocker": result.knocker,
            "winner": result.winner,
            "points": result.points,
            "knock_card": result.knock_card,
            "hands": [list(h) for h in result.hands],
            "knocker_melds": [list(m) for m in result.knocker_melds],
            "knocker_deadwood_cards": list(result.knocker_deadwood_cards),
            "knocker_deadwood": result.knocker_deadwood,
            "defender_melds": [list(m) for m in result.defender_melds],
            "defender_deadwood_cards": list(result.defender_deadwood_cards),
            "defender_deadwood_before": result.defender_deadwood_before,
            "defender_deadwood": result.defender_deadwood,
            "layoffs": [{"card": c, "meld": k} for c, k in result.layoffs],
        }

    @staticmethod
    def _settlement(state: GinState) -> dict[str, Any]:
        return settle(state.scores, state.hands_won)

    # ------------------------------------------------------------------ the end

    def is_over(self, state: GinState) -> bool:
        """Return True once a seat has reached the target."""
        return state.phase == PHASE_GAME_OVER

    def result(self, state: GinState) -> Result:
        """Return the settled scores (bonuses included), ranks, and details: the settlement
        breakdown and every hand's record.  Raises ValueError before the end."""
        if not self.is_over(state):
            raise ValueError("the game is not over")
        settlement = self._settlement(state)
        scores = tuple(settlement["final"])
        return Result(
            scores=scores,
            ranks=ranks_from_scores(scores),
            details={
                "settlement": settlement,
                "hand_records": [self._record_view(r) for r in state.records],
                "target": state.target,
            },
        )


GAME = GinRummy()


# --------------------------------------------------------------------------- scripted hands


def replay_hand(deal: Mapping[str, Any], actions: Iterable[Sequence[Any]]) -> HandOutcome:
    """Play one scripted hand through the game engine and return how it ended.

    ``deal = {"hands": [[10 cards of the non-dealer], [10 of the dealer]], "upcard": "KC",
    "stock": [31 cards, top first]}``; ``actions`` are ``(seat, text)`` pairs, seat 0 the
    non-dealer, texts ``"pass"``, ``"draw stock"``, ``"draw discard"``, ``"discard 7C"``,
    ``"knock 7C"``.  Returns ``kind`` ("gin" / "knock" / "undercut" / "wall"), ``winner`` (a
    seat, None for a wall) and ``points``.

    Raises IllegalAction for an action the rules refuse (``hand_over`` for one after the end),
    BadActionText for a malformed text, ValueError for a bad deal or actions that stop before
    the hand ends.
    """
    try:
        hands = deal["hands"]
        upcard = deal["upcard"]
        stock = deal["stock"]
    except (KeyError, TypeError):
        raise ValueError(f"deal must have 'hands', 'upcard' and 'stock': {deal!r}") from None
    if isinstance(hands, str) or len(hands) != SEATS:
        raise ValueError(f"deal['hands'] must be two hands, got {hands!r}")
    non_dealer = gm.to_cards(_ten(hands[0], "non-dealer hand"))
    dealer_hand = gm.to_cards(_ten(hands[1], "dealer hand"))
    up = parse_card(upcard)
    stock_cards = parse_cards(stock)
    _check_deck([*non_dealer, *dealer_hand, up, *stock_cards])
    if len(stock_cards) != STOCK_SIZE:
        raise ValueError(f"the stock must be {STOCK_SIZE} cards, got {len(stock_cards)}")
    state = GinState(
        target=DEFAULT_TARGET,
        seed=0,
        hand_number=1,
        dealer=1,
        phase=PHASE_UPCARD,
        turn=0,
        hands=(_sorted(non_dealer), _sorted(dealer_hand)),
        stock=stock_cards,
        discard=(up,),
    )
    for entry in actions:
        seat, text = entry
        if state.last is not None:
            raise IllegalAction("hand_over")
        state = GAME.apply(state, seat, GAME.parse_action(text))
    if state.last is None:
        raise ValueError("the actions stop before the hand ends")
    return HandOutcome(state.last.kind, state.last.winner, state.last.points)


def _ten(cards: Iterable[str], what: str) -> int:
    mask = gm.to_mask(cards, what)
    _check_ten(mask, what)
    return mask
