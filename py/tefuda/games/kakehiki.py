"""恋のかけひき (Koi no Kakehiki): the rules (specs/kakehiki.md).

Two seats, a 53-card deck (52 + joker), five cards each.  Each round both seats commit one card
face down; once both have committed, both cards are turned up together.  After two rounds the
four table cards are summed with *table points* (spades negative); 20 or more is a marriage and
the seats compare the *hand points* of their three remaining cards (spades positive).  Under 20,
a third round is played and the six table cards are checked the same way (comparing the two
remaining cards); still under 20 is no marriage: a draw, both score 0.

A state holds a whole match.  Decisions recorded here where the spec is silent:

* Dealing: the deck is dealt one card at a time, alternately, seat 0 first (a stacked ``deck``
  for the first game is read top card first).  Each hand is kept sorted by suit and rank.
* Game ``g`` (0-based) of a match is dealt from ``rng_for(seed, "deal", g)``.
* After each game the match pauses; seat 0 acknowledges with ``"next"`` to deal the next game.
* Match length 1, 3, 5 or 10: the match is over as soon as that many games are finished.
  Open-ended (``match_length`` 0, the default): between games seat 0 may also play ``"end"``,
  which ends the match (the browser starts a "new match" by starting a new state).
* The result of a match ranks the seats by games won; its details hold the tally and every
  game's summary.  A game's score is the hand points of the remaining cards after a marriage,
  0 for both without one; the tally's point difference is the sum of those score differences.
* Views list earlier games by numbers only (no cards), so the cards of an old deal can never be
  confused with the cards hidden in the current one.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from tefuda.cards import JOKER, SUITS, deck_for, parse_card, parse_cards, rank_number, rng_for
from tefuda.cards import shuffled as shuffle_cards
from tefuda.core import BadActionText, Game, IllegalAction, Result, ranks_from_scores

GAME_ID = "kakehiki"
HAND_SIZE = 5
MARRIAGE = 20
MATCH_LENGTHS = (0, 1, 3, 5, 10)
SEATS = 2

PHASE_PLAY = "play"
PHASE_BETWEEN = "between"
PHASE_OVER = "over"


# --------------------------------------------------------------------------- card points


def card_points(card: str) -> int:
    """Return a card's face points: A=1, 2..9, T/J/Q/K=10, joker 0 (always >= 0).

    Raises ValueError for a string that is not a card.
    """
    parse_card(card)
    if card == JOKER:
        return 0
    return min(rank_number(card), 10)


def table_value(card: str) -> int:
    """Return the points of one card on the table: spades negative, joker 0.

    Raises ValueError for a string that is not a card.
    """
    points = card_points(card)
    return -points if card[1] == "S" else points


def hand_value(card: str) -> int:
    """Return the points of one card left in the hand (spades count plus, joker 0).

    Raises ValueError for a string that is not a card.
    """
    return card_points(card)


def table_points(cards: Iterable[str]) -> int:
    """Return the table total of ``cards`` (non-spades plus, spades minus, joker 0).

    >>> table_points(["3H", "9D", "9C", "7S"])
    14

    Raises ValueError for anything that is not a list of cards (cards.md notation).
    """
    return sum(table_value(c) for c in parse_cards(cards))


def hand_points(cards: Iterable[str]) -> int:
    """Return the hand total of ``cards`` (all suits plus, joker 0).

    >>> hand_points(["KD", "7S"])
    17

    Raises ValueError for anything that is not a list of cards (cards.md notation).
    """
    return sum(hand_value(c) for c in parse_cards(cards))


def _sort_key(card: str) -> tuple[int, int]:
    if card == JOKER:
        return (len(SUITS), 0)
    return (SUITS.index(card[1]), rank_number(card))


# --------------------------------------------------------------------------- actions


@dataclasses.dataclass(frozen=True)
class Play:
    """Commit one card from the hand face down: ``"play 7C"``."""

    card: str

    def __str__(self) -> str:
        return f"play {self.card}"


@dataclasses.dataclass(frozen=True)
class Next:
    """Seat 0 acknowledges a finished game and deals the next one: ``"next"``."""

    def __str__(self) -> str:
        return "next"


@dataclasses.dataclass(frozen=True)
class End:
    """Seat 0 ends an open-ended match between games: ``"end"``."""

    def __str__(self) -> str:
        return "end"


Action = Play | Next | End


# --------------------------------------------------------------------------- state


@dataclasses.dataclass(frozen=True)
class GameSummary:
    """One finished game: the deal, the table, what was left, the totals and the winner.

    ``scores`` are the hand points of the remaining cards after a marriage, (0, 0) without one;
    ``winner`` is the seat with the higher score, None for a draw.
    """

    number: int
    dealt: tuple[tuple[str, ...], tuple[str, ...]]
    table: tuple[tuple[str, ...], tuple[str, ...]]
    remaining: tuple[tuple[str, ...], tuple[str, ...]]
    table_total: int
    marriage: bool
    rounds: int
    scores: tuple[int, int]
    winner: int | None

    def numbers(self) -> dict[str, Any]:
        """Return the summary without any card (for views), JSON-ready."""
        return {
            "number": self.number,
            "marriage": self.marriage,
            "rounds": self.rounds,
            "table_total": self.table_total,
            "scores": list(self.scores),
            "winner": self.winner,
        }

    def full(self) -> dict[str, Any]:
        """Return the whole summary including the cards, JSON-ready."""
        out = self.numbers()
        out["dealt"] = [list(h) for h in self.dealt]
        out["table"] = [list(t) for t in self.table]
        out["remaining"] = [list(h) for h in self.remaining]
        return out


@dataclasses.dataclass(frozen=True)
class KakehikiState:
    """A whole match.  ``hands`` exclude a committed card, which waits in ``pending``.

    ``table`` holds each seat's revealed cards in play order; ``history`` the finished games.
    """

    seed: int
    match_length: int
    game_index: int
    dealt: tuple[tuple[str, ...], tuple[str, ...]]
    hands: tuple[tuple[str, ...], tuple[str, ...]]
    pending: tuple[str | None, str | None]
    table: tuple[tuple[str, ...], tuple[str, ...]]
    phase: str
    history: tuple[GameSummary, ...] = ()


def _pair(a: Any, b: Any) -> tuple[Any, Any]:
    return (a, b)


def _deal(cards: Sequence[str]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Deal the first ten cards alternately, seat 0 first, each hand sorted."""
    first = tuple(sorted(cards[0 : 2 * HAND_SIZE : 2], key=_sort_key))
    second = tuple(sorted(cards[1 : 2 * HAND_SIZE : 2], key=_sort_key))
    return (first, second)


def _check_deck(deck: Sequence[str]) -> tuple[str, ...]:
    cards = parse_cards(deck)
    full = set(deck_for(GAME_ID))
    if len(cards) < 2 * HAND_SIZE:
        raise ValueError(f"a stacked deck needs at least {2 * HAND_SIZE} cards, got {len(cards)}")
    if len(set(cards)) != len(cards):
        raise ValueError(f"the stacked deck repeats a card: {list(cards)!r}")
    for card in cards:
        if card not in full:
            raise ValueError(f"not a card of the kakehiki deck: {card!r}")
    return cards


def _new_game(state: KakehikiState, index: int, deck: Sequence[str] | None) -> KakehikiState:
    if deck is None:
        deck = shuffle_cards(deck_for(GAME_ID), rng_for(state.seed, "deal", index))
    cards = deck
    hands = _deal(cards)
    return dataclasses.replace(
        state,
        game_index=index,
        dealt=hands,
        hands=hands,
        pending=(None, None),
        table=((), ()),
        phase=PHASE_PLAY,
    )


def _finish(state: KakehikiState) -> KakehikiState:
    """Close the current game if the table decides it; return the state unchanged otherwise."""
    rounds = len(state.table[0])
    total = table_points(state.table[0] + state.table[1])
    if rounds < 2 or (rounds == 2 and total < MARRIAGE):
        return state
    marriage = total >= MARRIAGE
    if marriage:
        scores = _pair(hand_points(state.hands[0]), hand_points(state.hands[1]))
    else:
        scores = (0, 0)
    winner = None if scores[0] == scores[1] else (0 if scores[0] > scores[1] else 1)
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
    return dataclasses.replace(state, history=history, phase=PHASE_OVER if over else PHASE_BETWEEN)


def tally(history: Sequence[GameSummary]) -> dict[str, Any]:
    """Return the running tally of finished games, JSON-ready.

    ``wins``/``losses``/``draws`` are per seat; ``point_difference[s]`` is the sum over games of
    seat ``s``'s score minus the other seat's.
    """
    wins = [sum(1 for g in history if g.winner == s) for s in range(SEATS)]
    draws = sum(1 for g in history if g.winner is None)
    diff = sum(g.scores[0] - g.scores[1] for g in history)
    return {
        "games": len(history),
        "wins": wins,
        "losses": [wins[1], wins[0]],
        "draws": [draws, draws],
        "point_difference": [diff, -diff],
    }


# --------------------------------------------------------------------------- the rules object


class Kakehiki(Game[KakehikiState]):
    """The rules of 恋のかけひき as a :class:`tefuda.core.Game` (see the module docstring)."""

    id = GAME_ID

    def normalize_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """Return ``{"match_length": n}`` with n in 0 (open-ended, default), 1, 3, 5, 10.

        Raises ValueError naming an unknown option or a bad value.
        """
        options = dict(options or {})
        length = options.pop("match_length", 0)
        if options:
            raise ValueError(f"unknown kakehiki option(s): {sorted(options)!r}")
        if isinstance(length, bool) or not isinstance(length, int) or length not in MATCH_LENGTHS:
            raise ValueError(f"match_length must be one of {MATCH_LENGTHS}, got {length!r}")
        return {"match_length": length}

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
        opts = self.normalize_options(options)
        stacked = _check_deck(deck) if deck is not None else None
        empty: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
        state = KakehikiState(
            seed=seed,
            match_length=opts["match_length"],
            game_index=0,
            dealt=empty,
            hands=empty,
            pending=(None, None),
            table=empty,
            phase=PHASE_PLAY,
        )
        return _new_game(state, 0, stacked)

    def to_act(self, state: KakehikiState) -> tuple[int, ...]:
        """Return the seats still to commit a card, (0,) between games, () when over."""
        if state.phase == PHASE_PLAY:
            return tuple(s for s in range(SEATS) if state.pending[s] is None)
        if state.phase == PHASE_BETWEEN:
            return (0,)
        return ()

    def legal_actions(self, state: KakehikiState, seat: int) -> list[Action]:
        """Return the seat's legal actions: a play per hand card, or next/end between games."""
        if seat not in self.to_act(state):
            return []
        if state.phase == PHASE_PLAY:
            return [Play(c) for c in state.hands[seat]]
        actions: list[Action] = [Next()]
        if state.match_length == 0:
            actions.append(End())
        return actions

    def apply(self, state: KakehikiState, seat: int, action: Any) -> KakehikiState:
        """Return the state after ``seat`` plays ``action``.

        Raises IllegalAction: ``game_over``, ``already_committed`` (this seat waits for the other
        one), ``not_your_turn``, or a reason of :meth:`_apply`; the given state is untouched.
        """
        if state.phase == PHASE_PLAY and seat in range(SEATS) and state.pending[seat] is not None:
            raise IllegalAction("already_committed")
        return super().apply(state, seat, action)

    def _apply(self, state: KakehikiState, seat: int, action: Any) -> KakehikiState:
        if isinstance(action, Play):
            if state.phase != PHASE_PLAY:
                raise IllegalAction("between_games")
            if action.card not in state.hands[seat]:
                raise IllegalAction("not_in_hand", card=action.card)
            hands = list(state.hands)
            hands[seat] = tuple(c for c in state.hands[seat] if c != action.card)
            pending = list(state.pending)
            pending[seat] = action.card
            new = dataclasses.replace(state, hands=_pair(*hands), pending=_pair(*pending))
            if new.pending[0] is None or new.pending[1] is None:
                return new
            # Both committed: turn both cards up at the same moment.
            table = _pair(new.table[0] + (new.pending[0],), new.table[1] + (new.pending[1],))
            return _finish(dataclasses.replace(new, table=table, pending=(None, None)))
        if isinstance(action, (Next, End)):
            if state.phase != PHASE_BETWEEN:
                raise IllegalAction("game_in_progress")
            if isinstance(action, End):
                if state.match_length != 0:
                    raise IllegalAction("fixed_length", games=state.match_length)
                return dataclasses.replace(state, phase=PHASE_OVER)
            return _new_game(state, state.game_index + 1, None)
        raise IllegalAction("not_a_legal_action")

    def parse_action(self, text: str) -> Action:
        """Return the action for ``"play 7C"``, ``"next"`` or ``"end"``.

        Raises BadActionText for any other text (exact spelling, single spaces).
        """
        if text == "next":
            return Next()
        if text == "end":
            return End()
        if isinstance(text, str):
            parts = text.split(" ")
            if len(parts) == 2 and parts[0] == "play":
                try:
                    return Play(parse_card(parts[1]))
                except ValueError:
                    pass
        raise BadActionText(f"not a kakehiki action: {text!r}")

    def view(self, state: KakehikiState, seat: int) -> dict[str, Any]:
        """Return what ``seat`` knows, JSON-ready.

        Own hand with table/hand values and own committed card; the other seat only as a count
        and a committed flag; both table rows; the total and its distance to 20; after a game,
        both remaining hands, scores and outcome; the tally and earlier games (numbers only).
        """
        other = 1 - seat
        total = table_points(state.table[0] + state.table[1])
        playing = state.phase == PHASE_PLAY
        last = state.history[-1] if state.history and not playing else None
        view: dict[str, Any] = {
            "game": GAME_ID,
            "seat": seat,
            "phase": state.phase,
            "match_length": state.match_length,
            "game_number": state.game_index + 1,
            "round": min(len(state.table[0]) + 1, 3) if playing else None,
            "hand": [
                {"card": c, "table": table_value(c), "hand": hand_value(c)}
                for c in state.hands[seat]
            ],
            "hand_points": hand_points(state.hands[seat]),
            "my_commit": state.pending[seat],
            "committed": [state.pending[s] is not None for s in range(SEATS)],
            "hand_counts": [len(state.hands[s]) for s in range(SEATS)],
            "opponent_hand_count": len(state.hands[other]),
            "table": [list(state.table[0]), list(state.table[1])],
            "table_total": total,
            "to_twenty": max(0, MARRIAGE - total),
            "last": None,
            "tally": tally(state.history),
            "history": [g.numbers() for g in state.history],
            "legal": [str(a) for a in self.legal_actions(state, seat)],
            "to_act": list(self.to_act(state)),
        }
        if last is not None:
            outcome = "drawn" if last.winner is None else ("won" if last.winner == seat else "lost")
            view["last"] = {
                "marriage": last.marriage,
                "rounds": last.rounds,
                "table_total": last.table_total,
                "remaining": [list(h) for h in last.remaining],
                "hand_points": [hand_points(h) for h in last.remaining],
                "scores": list(last.scores),
                "winner": last.winner,
                "outcome": outcome,
            }
        return view

    def secret_cards(self, state: KakehikiState, seat: int) -> frozenset[str]:
        """Return the cards ``seat`` may not know: the other hand and committed card while a
        game runs, and always the undealt cards of the current deal."""
        known = set(state.dealt[seat])
        if state.phase == PHASE_PLAY:
            known.update(state.table[0] + state.table[1])
        else:
            known.update(state.dealt[1 - seat])
        return frozenset(c for c in deck_for(GAME_ID) if c not in known)

    def is_over(self, state: KakehikiState) -> bool:
        """Return True once the match has ended (its length reached, or ``"end"`` played)."""
        return state.phase == PHASE_OVER

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
