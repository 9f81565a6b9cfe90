"""FROZEN copy (see the package docstring): A sampled deal being played out: every hand known, as the hard CPU imagines one world.

:class:`World` is small and mutable so the searches can copy and play it quickly.  It asks
the engine for every rule: :func:`legal_cards` for what a seat may play (the joker's named
suit through :func:`nameable_suits`), :func:`trick_winner` for who takes a trick; card power
in a trick comes from :func:`trick_power`, looked up once per trump (:func:`powers`).  The
engine's answers are remembered (:func:`engine_legal`, :func:`winner_of`, :func:`follow_set`).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from tefuda.cards import JOKER
from tefuda.games.five_hundred import (
    DECK,
    NO_TRUMPS,
    SUITS,
    legal_cards,
    nameable_suits,
    trick_power,
    trick_winner,
)

from .tables import table

TRICKS = 10


@functools.cache
def follow_set(trump: str, lead: str, named: str | None, misere: bool) -> frozenset[str]:
    """Return the cards that follow a trick led with ``lead`` (``named``: the suit a joker led
    in no trumps names): the engine's own answer for a hand of every other card.

    A hand holding any of them may play exactly those (:func:`legal_cards`); the tests check
    this against the engine for many hands.  A hand holding none is asked of the engine.
    """
    others = [c for c in DECK if c != lead]
    return frozenset(legal_cards(others, [lead], trump, named, misere=misere))


def forget() -> None:
    """Empty the remembered answers (each search starts afresh: a large memory of small
    tuples would make every garbage collection slow)."""
    engine_legal.cache_clear()
    winner_of.cache_clear()


@functools.lru_cache(maxsize=1 << 14)
def engine_legal(hand: tuple[str, ...], trick: tuple[str, ...], trump: str, named: str | None,
                 suits_led: tuple[str, ...], last_trick: bool, misere: bool) -> tuple[str, ...]:
    """Return :func:`legal_cards` for these arguments, remembered (searches meet the same
    positions again and again)."""
    return tuple(legal_cards(hand, trick, trump, named, suits_led=suits_led,
                             last_trick=last_trick, misere=misere))


@functools.lru_cache(maxsize=1 << 14)
def winner_of(cards: tuple[str, ...], trump: str, named: str | None) -> int:
    """Return :func:`trick_winner` for these arguments, remembered."""
    return trick_winner(cards, trump, named)


@functools.cache
def powers(trump: str) -> dict[str | None, dict[str, int]]:
    """Return ``trick_power`` of every card under ``trump`` for each effective suit led
    (``None``: the card leads, and its own suit counts as led)."""
    t = table(trump)
    out: dict[str | None, dict[str, int]] = {
        led: {c: trick_power(c, trump, led) for c in DECK} for led in SUITS
    }
    out[None] = {c: trick_power(c, trump, t.suit[c]) for c in DECK}
    return out


class Undo:
    """What :meth:`World.undo` restores: the seat and card played, the trick, named suit,
    leader and number of suits led before it, and the trick's winner if it closed one."""

    __slots__ = ("card", "leader", "named", "seat", "suits", "trick", "winner")

    def __init__(self, seat: int, card: str, trick: list[tuple[int, str]], named: str | None,
                 leader: int, suits: int) -> None:
        self.seat = seat
        self.card = card
        self.trick = trick
        self.named = named
        self.leader = leader
        self.suits = suits
        self.winner: int | None = None


class World:
    """One deal in play: ``hands`` per seat (the seat sitting out in misère holds its cards
    and never plays), the current ``trick`` as ``(seat, card)`` plays, its ``named`` suit,
    the ``leader``, the effective ``suits_led`` so far, tricks ``done`` and ``taken`` per
    seat.  ``over`` turns True after ten tricks, or once the misère contractor takes one."""

    __slots__ = ("contractor", "done", "hands", "leader", "misere", "named", "out", "over",
                 "suits_led", "taken", "trick", "trump")

    def __init__(self, trump: str, misere: bool, contractor: int, hands: Sequence[Sequence[str]],
                 leader: int, *, done: int = 0, taken: Sequence[int] = (0, 0, 0, 0),
                 trick: Sequence[tuple[int, str]] = (), named: str | None = None,
                 suits_led: Sequence[str] = ()) -> None:
        self.trump = trump
        self.misere = misere
        self.contractor = contractor
        self.out: int | None = (contractor + 2) % 4 if misere else None
        self.hands = [list(h) for h in hands]
        self.leader = leader
        self.done = done
        self.taken = list(taken)
        self.trick = list(trick)
        self.named = named
        self.suits_led = list(suits_led)
        self.over = False

    def copy(self) -> World:
        """Return an independent copy."""
        other = World.__new__(World)
        other.trump = self.trump
        other.misere = self.misere
        other.contractor = self.contractor
        other.out = self.out
        other.hands = [list(h) for h in self.hands]
        other.leader = self.leader
        other.done = self.done
        other.taken = list(self.taken)
        other.trick = list(self.trick)
        other.named = self.named
        other.suits_led = list(self.suits_led)
        other.over = self.over
        return other

    @property
    def size(self) -> int:
        """Return the number of cards in a complete trick (three in misère)."""
        return 3 if self.misere else 4

    def next_seat(self, seat: int) -> int:
        """Return the playing seat after ``seat``, clockwise."""
        following = (seat + 1) % 4
        return (following + 1) % 4 if following == self.out else following

    def to_play(self) -> int:
        """Return the seat to play next."""
        if not self.trick:
            return self.leader
        return self.next_seat(self.trick[-1][0])

    def later(self) -> list[int]:
        """Return the seats still to play to the current trick after the one to play now."""
        seats: list[int] = []
        seat = self.to_play()
        for _ in range(self.size - len(self.trick) - 1):
            seat = self.next_seat(seat)
            seats.append(seat)
        return seats

    def led(self) -> str | None:
        """Return the effective suit led to the current trick (None before the lead)."""
        if not self.trick:
            return None
        lead = self.trick[0][1]
        if lead == JOKER and self.trump == NO_TRUMPS:
            return self.named
        return table(self.trump).suit[lead]

    def legal(self, seat: int) -> list[str]:
        """Return the cards ``seat`` may play now (the engine's follow-suit rule)."""
        hand = self.hands[seat]
        if self.trick:
            follow = follow_set(self.trump, self.trick[0][1], self.named, self.misere)
            held = [c for c in hand if c in follow]
            if held:
                return held
        return list(engine_legal(
            tuple(hand), tuple(c for _, c in self.trick), self.trump, self.named,
            tuple(self.suits_led), self.done == TRICKS - 1, self.misere,
        ))

    def nameable(self) -> tuple[str, ...]:
        """Return the suits a joker led now in no trumps may name."""
        return nameable_suits(self.suits_led, self.done == TRICKS - 1)

    def needs_name(self, card: str) -> bool:
        """Return True if leading ``card`` now must name a suit (the joker in no trumps)."""
        return card == JOKER and not self.trick and self.trump == NO_TRUMPS

    def play(self, card: str, named: str | None = None) -> Undo:
        """Play ``card`` for the seat to play (``named``: the suit a led joker names in no
        trumps); close the trick when it is complete.  Return what :meth:`undo` needs."""
        seat = self.to_play()
        undo = Undo(seat, card, self.trick, self.named, self.leader, len(self.suits_led))
        self.hands[seat].remove(card)
        if not self.trick:
            if named is not None:
                self.named = named
                suit: str | None = named
            else:
                suit = table(self.trump).suit[card]
            if suit is not None and suit not in self.suits_led:
                self.suits_led.append(suit)
        self.trick = [*self.trick, (seat, card)]
        if len(self.trick) == self.size:
            index = winner_of(tuple(c for _, c in self.trick), self.trump, self.named)
            winner = self.trick[index][0]
            undo.winner = winner
            self.taken[winner] += 1
            self.done += 1
            self.leader = winner
            self.trick = []
            self.named = None
            if self.done == TRICKS or (self.misere and winner == self.contractor):
                self.over = True
        return undo

    def undo(self, undo: Undo) -> None:
        """Take back the play that returned ``undo`` (the last one played)."""
        if undo.winner is not None:
            self.taken[undo.winner] -= 1
            self.done -= 1
            self.over = False
        self.trick = undo.trick
        self.named = undo.named
        self.leader = undo.leader
        del self.suits_led[undo.suits:]
        self.hands[undo.seat].append(undo.card)

    def side_tricks(self, side: int) -> int:
        """Return the tricks taken by ``side`` (0 N–S, 1 E–W)."""
        return self.taken[side] + self.taken[side + 2]

    def best(self) -> tuple[int, int]:
        """Return the seat winning the current trick and the winning card's power."""
        led = self.led()
        table_of = powers(self.trump)[led]
        seat, card = max(self.trick, key=lambda play: table_of[play[1]])
        return seat, table_of[card]
