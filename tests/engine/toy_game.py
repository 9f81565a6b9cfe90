"""High Card: a tiny but complete game that exercises the protocol suite and the core.

Rules (kept small on purpose):

- Two seats and a 12-card deck: A 2 3 4 5 6 of spades and hearts.  Ace is high.
- The deck is shuffled once (``rng_for(seed, "deal", 1)``), or stacked with ``deck``: seat 0 gets
  the top three cards, seat 1 the next three, and the other six stay face down as the stock.
- Each round has three tricks.  The leader plays any card; the other seat must follow the led
  suit if able.  The higher rank wins; equal ranks go to the leader.  The winner leads next.
- Seat 0 leads the first round, seat 1 the second.  After round 1 (of 2) the round's result is
  shown and seat 0 acknowledges it with ``next``; round 2 is then dealt from the stock (three
  cards each, seat 0 first).
- Option ``rounds``: 1 or 2 (default 2).  Score: tricks won; most tricks wins the game.

Its refusal texts are in :data:`MESSAGES`, a catalog dict handed to the suite as extra messages.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from tefuda.actions import Action, Grammar
from tefuda.cards import parse_cards, rank_of, rng_for, shuffled, suit_of
from tefuda.core import (
    Event,
    Game,
    IllegalAction,
    Result,
    event_views,
    ranks_from_scores,
)
from tefuda.position import position_text

GAME_ID = "toy-high-card"
ORDER = "23456A"
DECK: tuple[str, ...] = tuple(r + s for s in "SH" for r in "A23456")
HAND_SIZE = 3

MESSAGES: dict[str, dict[str, str]] = {
    f"{GAME_ID}.not_in_hand": {
        "en": "You do not hold {card}.",
        "ja": "{card} は手札にありません。",
    },
    f"{GAME_ID}.follow_suit": {
        "en": "Follow the suit of {led}.",
        "ja": "{led} と同じスートを出してください。",
    },
    f"{GAME_ID}.round_is_over": {
        "en": "The round is over: press Next.",
        "ja": "このラウンドは終わりました。「次へ」を押してください。",
    },
    f"{GAME_ID}.nothing_to_acknowledge": {
        "en": "There is nothing to go on from yet.",
        "ja": "まだ次へ進むことはできません。",
    },
    f"{GAME_ID}.event.play": {"en": "{who} played {cards}.", "ja": "{who}が{cards}を出しました。"},
    f"{GAME_ID}.event.trick": {"en": "{who} took the trick.", "ja": "{who}がトリックを取りました。"},
    f"{GAME_ID}.event.deal": {"en": "Round {round} is dealt.", "ja": "第{round}ラウンドを配りました。"},
}


@dataclasses.dataclass(frozen=True)
class PlayCard(Action):
    """Play one card to the trick: ``play 5S``."""

    form = "play {card:card}"
    card: str


@dataclasses.dataclass(frozen=True)
class Next(Action):
    """Acknowledge the round's result and deal the next round: ``next``."""

    form = "next"


#: the text forms of High Card's actions and their parser
GRAMMAR: Grammar[PlayCard | Next] = Grammar(GAME_ID, [PlayCard, Next], {"card": DECK})


@dataclasses.dataclass(frozen=True)
class State:
    """The whole game.  ``phase`` is ``"play"``, ``"round_over"`` or ``"over"``."""

    rounds: int
    round: int
    hands: tuple[tuple[str, ...], ...]
    stock: tuple[str, ...]
    trick: tuple[tuple[int, str], ...]
    turn: int
    tricks: tuple[int, ...]
    scores: tuple[int, ...]
    played: tuple[str, ...]
    phase: str
    events: tuple[Event, ...] = ()


def _beats(card: str, best: str) -> bool:
    return ORDER.index(rank_of(card)) > ORDER.index(rank_of(best))


class HighCard(Game[State, Any]):
    """The rules of High Card (see the module docstring)."""

    id = GAME_ID
    deck = DECK

    def normalize_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """Return ``{"rounds": 1 or 2}``; raises ValueError for another key or value."""
        out: dict[str, Any] = {"rounds": 2}
        for key, value in (options or {}).items():
            if key != "rounds":
                raise ValueError(f"unknown option {key!r}")
            if not isinstance(value, int) or isinstance(value, bool) or value not in (1, 2):
                raise ValueError(f"option 'rounds' must be 1 or 2, not {value!r}")
            out[key] = value
        return out

    def seats(self, options: Mapping[str, Any]) -> int:
        """Return 2."""
        return 2

    def start(
        self, options: Mapping[str, Any], seed: int, deck: Sequence[str] | None = None
    ) -> State:
        """Return the state after the deal; raises ValueError for a deck that is not the 12."""
        if deck is None:
            cards = shuffled(DECK, rng_for(seed, "deal", 1))
        else:
            cards = parse_cards(deck)
            if sorted(cards) != sorted(DECK):
                raise ValueError(f"a stacked deck must hold each of {' '.join(DECK)} once")
        return State(
            rounds=options["rounds"],
            round=1,
            hands=(cards[:HAND_SIZE], cards[HAND_SIZE : 2 * HAND_SIZE]),
            stock=cards[2 * HAND_SIZE :],
            trick=(),
            turn=0,
            tricks=(0, 0),
            scores=(0, 0),
            played=(),
            phase="play",
        )

    def to_act(self, state: State) -> tuple[int, ...]:
        """Return the seat to play, seat 0 between rounds, nobody at the end."""
        if state.phase == "over":
            return ()
        return (0,) if state.phase == "round_over" else (state.turn,)

    def _candidates(self, state: State, seat: int) -> Iterator[Any]:
        """Yield a play of each card in the hand, then ``next``."""
        yield from (PlayCard(c) for c in state.hands[seat])
        yield Next()

    def _verify(self, state: State, seat: int, action: Any) -> None:
        """Refuse ``nothing_to_acknowledge``, ``round_is_over``, ``not_in_hand``, ``follow_suit``."""
        if isinstance(action, Next):
            if state.phase != "round_over":
                raise IllegalAction("nothing_to_acknowledge")
        elif isinstance(action, PlayCard):
            if state.phase != "play":
                raise IllegalAction("round_is_over")
            hand = state.hands[seat]
            if action.card not in hand:
                raise IllegalAction("not_in_hand", card=action.card)
            if state.trick:
                led = state.trick[0][1]
                if suit_of(action.card) != suit_of(led) and any(
                    suit_of(c) == suit_of(led) for c in hand
                ):
                    raise IllegalAction("follow_suit", led=led)
        else:
            raise TypeError(f"not a High Card action: {action!r}")

    def _change(self, state: State, seat: int, action: Any) -> State:
        if isinstance(action, Next):
            return self._deal_next(state)
        hands = tuple(
            tuple(c for c in h if c != action.card) if s == seat else h
            for s, h in enumerate(state.hands)
        )
        trick = state.trick + ((seat, action.card),)
        events = state.events + (Event.of("play", seat, [action.card]),)
        if len(trick) < 2:
            return dataclasses.replace(
                state, hands=hands, trick=trick, turn=1 - seat, events=events
            )
        (leader, led), (_, follow) = trick
        winner = 1 - leader if _beats(follow, led) else leader
        tricks = tuple(t + (s == winner) for s, t in enumerate(state.tricks))
        played = state.played + (led, follow)
        state = dataclasses.replace(
            state,
            hands=hands,
            trick=(),
            turn=winner,
            tricks=tricks,
            played=played,
            events=events + (Event.of("trick", winner, [led, follow]),),
        )
        if any(hands):
            return state
        scores = tuple(a + b for a, b in zip(state.scores, tricks, strict=True))
        phase = "over" if state.round == state.rounds else "round_over"
        return dataclasses.replace(state, scores=scores, phase=phase)

    def _deal_next(self, state: State) -> State:
        stock = state.stock
        return dataclasses.replace(
            state,
            round=state.round + 1,
            hands=(stock[:HAND_SIZE], stock[HAND_SIZE : 2 * HAND_SIZE]),
            stock=stock[2 * HAND_SIZE :],
            trick=(),
            turn=1,
            tricks=(0, 0),
            played=(),
            phase="play",
            events=state.events + (Event.of("deal", None, round=state.round + 1),),
        )

    def parse_action(self, text: str) -> Any:
        """Return the action written ``text``; raises BadActionText for anything else."""
        return GRAMMAR.parse(text)

    def view(self, state: State, seat: int) -> dict[str, Any]:
        """Return the seat's hand, the other's card count, the table and the scores."""
        return {
            "game": self.id,
            "seat": seat,
            "round": state.round,
            "rounds": state.rounds,
            "phase": state.phase,
            "hand": list(state.hands[seat]),
            "other_hand": len(state.hands[1 - seat]),
            "stock": len(state.stock),
            "trick": [[s, c] for s, c in state.trick],
            "played": list(state.played),
            "tricks": list(state.tricks),
            "scores": list(state.scores),
            "legal": [str(a) for a in self.legal_actions(state, seat)],
            "to_act": list(self.to_act(state)),
            "events": event_views(state.events, 0, seat),
        }

    def secret_cards(self, state: State, seat: int) -> frozenset[str]:
        """Return the other seat's hand and the stock."""
        return frozenset(state.hands[1 - seat]) | frozenset(state.stock)

    def describe(self, state: State) -> str:
        """Return the position as text: the round, both hands, the stock's size, the trick
        and the tricks won, the scores."""
        table = [
            ("stock", f"{len(state.stock)} cards"),
            ("trick", ", ".join(f"{seat} {card}" for seat, card in state.trick) or "-"),
            ("tricks won", " ".join(map(str, state.tricks))),
        ]
        return position_text(
            self.id, [f"round {state.round} of {state.rounds}"], state.phase,
            self.to_act(state), state.hands, table, " ".join(map(str, state.scores)),
        )

    def is_over(self, state: State) -> bool:
        """Return True after the last round's last trick."""
        return state.phase == "over"

    def result(self, state: State) -> Result:
        """Return tricks won as scores; raises ValueError before the end."""
        if not self.is_over(state):
            raise ValueError("the game is not over")
        return Result(
            scores=state.scores,
            ranks=ranks_from_scores(state.scores),
            details={"rounds": state.rounds},
        )


GAME = HighCard()
