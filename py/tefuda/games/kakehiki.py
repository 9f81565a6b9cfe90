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
import enum
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any, TypedDict

from tefuda.cards import JOKER, SUITS, deck_for, parse_card, parse_cards, rank_number, rng_for
from tefuda.cards import shuffled as shuffle_cards
from tefuda.core import (
    GAME_OVER,
    HAND_OVER,
    BadActionText,
    Event,
    EventView,
    Game,
    IllegalAction,
    Result,
    event_views,
    ranks_from_scores,
)

GAME_ID = "kakehiki"
HAND_SIZE = 5
MARRIAGE = 20
MATCH_LENGTHS = (0, 1, 3, 5, 10)
SEATS = 2



class Phase(enum.StrEnum):
    """Where a match stands: cards being laid, a game finished (``"next"`` deals the next one),
    or the match over."""

    PLAY = "play"
    HAND_OVER = HAND_OVER
    GAME_OVER = GAME_OVER


@dataclasses.dataclass(frozen=True)
class KakehikiOptions:
    """The options of a match: ``match_length`` 0 (open-ended, the default), 1, 3, 5 or 10."""

    match_length: int = 0

    @classmethod
    def from_mapping(cls, options: Mapping[str, Any] | None) -> KakehikiOptions:
        """Return the options from untrusted data (missing keys take their defaults).

        Raises ValueError naming an unknown option or a bad value.

        >>> KakehikiOptions.from_mapping({"match_length": 3})
        KakehikiOptions(match_length=3)
        """
        given = dict(options or {})
        length = given.pop("match_length", 0)
        if given:
            raise ValueError(f"unknown kakehiki option(s): {sorted(given)!r}")
        if type(length) is not int or length not in MATCH_LENGTHS:
            raise ValueError(f"match_length must be one of {MATCH_LENGTHS}, got {length!r}")
        return cls(length)

    def to_dict(self) -> dict[str, Any]:
        """Return the options as JSON-ready data (what saves record)."""
        return dataclasses.asdict(self)


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

#: the event kinds of this game (catalog keys ``kakehiki.event.<kind>``)
EVENT_DEAL = "deal"  # a game was dealt (params: number)
EVENT_COMMIT = "commit"  # a seat laid a card face down (the card stays hidden)
EVENT_REVEAL = "reveal"  # both laid cards turned up (cards and params first/second: seat 0's,
#                         then seat 1's; total)
EVENT_MARRIAGE = "marriage"  # the table reached 20 (params: total, scores)
EVENT_NO_MARRIAGE = "no_marriage"  # three rounds under 20: a draw
EVENT_END = "end"  # seat 0 ended an open-ended match (params: games)


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

    ``table`` holds each seat's revealed cards in play order; ``history`` the finished games;
    ``events`` what happened in the current game, after ``events_before`` events of earlier ones.
    """

    seed: int
    match_length: int
    game_index: int
    dealt: tuple[tuple[str, ...], tuple[str, ...]]
    hands: tuple[tuple[str, ...], tuple[str, ...]]
    pending: tuple[str | None, str | None]
    table: tuple[tuple[str, ...], tuple[str, ...]]
    phase: Phase
    history: tuple[GameSummary, ...] = ()
    events: tuple[Event, ...] = ()
    events_before: int = 0


class HandCard(TypedDict):
    """A card of the viewer's hand with its table and hand points."""

    card: str
    table: int
    hand: int


class LastGame(TypedDict):
    """The game just finished, as every seat may see it."""

    marriage: bool
    rounds: int
    table_total: int
    remaining: list[list[str]]
    hand_points: list[int]
    scores: list[int]
    winner: int | None
    outcome: str


class KakehikiView(TypedDict):
    """What one seat knows (:meth:`Kakehiki.view`)."""

    game: str
    seat: int
    phase: str
    match_length: int
    game_number: int
    round: int | None
    hand: list[HandCard]
    hand_points: int
    my_commit: str | None
    committed: list[bool]
    hand_counts: list[int]
    opponent_hand_count: int
    table: list[list[str]]
    table_total: int
    to_twenty: int
    last: LastGame | None
    tally: dict[str, Any]
    history: list[dict[str, Any]]
    legal: list[str]
    to_act: list[int]
    events: list[EventView]


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
    hands = _deal(deck)
    return dataclasses.replace(
        state,
        game_index=index,
        dealt=hands,
        hands=hands,
        pending=(None, None),
        table=((), ()),
        phase=Phase.PLAY,
        events=(Event.of(EVENT_DEAL, number=index + 1),),
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
        scores = _pair(hand_points(state.hands[0]), hand_points(state.hands[1]))
    else:
        scores = (0, 0)
    winner = None if scores[0] == scores[1] else (0 if scores[0] > scores[1] else 1)
    closing = (
        Event.of(EVENT_MARRIAGE, total=total, scores=list(scores), winner=winner)
        if marriage
        else Event.of(EVENT_NO_MARRIAGE, total=total)
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


class Kakehiki(Game[KakehikiState, Action]):
    """The rules of 恋のかけひき as a :class:`tefuda.core.Game` (see the module docstring)."""

    id = GAME_ID

    def normalize_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """Return ``{"match_length": n}`` with n in 0 (open-ended, default), 1, 3, 5, 10.

        Raises ValueError naming an unknown option or a bad value.
        """
        return KakehikiOptions.from_mapping(options).to_dict()

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
        stacked = _check_deck(deck) if deck is not None else None
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
            end = Event.of(EVENT_END, seat, games=len(state.history))
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
            hands=_pair(*hands),
            pending=_pair(*pending),
            events=state.events + (Event.of(EVENT_COMMIT, seat),),
        )
        first, second = new.pending
        if first is None or second is None:
            return new
        # Both committed: turn both cards up at the same moment.
        table = _pair(new.table[0] + (first,), new.table[1] + (second,))
        total = table_points(table[0] + table[1])
        reveal = Event.of(EVENT_REVEAL, None, (first, second), first=first, second=second, total=total)
        return _finish(
            dataclasses.replace(
                new, table=table, pending=(None, None), events=new.events + (reveal,)
            )
        )

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

    def view(self, state: KakehikiState, seat: int) -> KakehikiView:
        """Return what ``seat`` knows, JSON-ready.

        Own hand with table/hand values and own committed card; the other seat only as a count
        and a committed flag; both table rows; the total and its distance to 20; after a game,
        both remaining hands, scores and outcome; the tally and earlier games (numbers only).
        """
        other = 1 - seat
        total = table_points(state.table[0] + state.table[1])
        playing = state.phase == Phase.PLAY
        last = state.history[-1] if state.history and not playing else None
        view: KakehikiView = {
            "game": GAME_ID,
            "seat": seat,
            "phase": state.phase.value,
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
            "events": event_views(state.events, state.events_before, seat),
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
        if state.phase == Phase.PLAY:
            known.update(state.table[0] + state.table[1])
        else:
            known.update(state.dealt[1 - seat])
        return frozenset(c for c in deck_for(GAME_ID) if c not in known)

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
