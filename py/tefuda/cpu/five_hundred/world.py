"""A sampled deal being played out: every hand known, as the hard CPU imagines one world.

:class:`World` is small and mutable so the searches can copy and play it quickly.  Every rule
is the engine's, asked once and remembered: what a seat may play is :func:`legal_cards`'s
answer for a hand of every card, per lead (:func:`follow_set`; :func:`void_set` for a hand
that cannot follow) and, on a lead, per state of the hand (:func:`barred_leads`: the joker's
lead in no trumps, named through :func:`nameable_suits`); a hand that answer does not settle
is asked of the engine's unchecked :func:`legal_plays`.  A trick goes to its most powerful
card, by :func:`trick_power` looked up once per trump (:mod:`.facts`), as :func:`trick_winner`
decides; the tests hold both to the engine.

Beside the hands it keeps what is public, as the table would show it: the cards played, the
voids that failures to follow revealed, the trumps each seat bid, and open misère's exposed
hand; :meth:`World.seen` gives one seat's knowledge of it (:class:`.policy.Seen`), so each seat
of a playout decides from what it could know, never from the others' cards.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence

from tefuda.cards import JOKER
from tefuda.games.five_hundred import (
    DECK,
    NO_TRUMPS,
    legal_cards,
    legal_plays,
    nameable_suits,
)

from .facts import facts
from .policy import Seen

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


@functools.cache
def void_set(trump: str, lead: str, named: str | None, misere: bool) -> frozenset[str]:
    """Return the cards a hand that cannot follow ``lead`` may play (:func:`follow_set`'s
    arguments): the engine's own answer for a hand of every card that does not follow.

    A hand holding none of :func:`follow_set` but any of these may play exactly those (every
    card it holds, or misère's compulsory joker); the tests check this against the engine.
    A hand holding neither is asked of the engine.
    """
    follow = follow_set(trump, lead, named, misere)
    others = [c for c in DECK if c != lead and c not in follow]
    return frozenset(legal_cards(others, [lead], trump, named, misere=misere))


@functools.cache
def barred_leads(trump: str, misere: bool, suits_led: tuple[str, ...],
                 last: bool) -> frozenset[str]:
    """Return the cards a hand holding every card may not lead when ``suits_led`` (in the order
    led) have been led and ``last`` says whether this is the hand's last trick: the engine's
    own answer (the joker, in no trumps once every suit has been led).

    A hand holding any other card may lead exactly its cards but these; a hand holding none is
    asked of the engine.  The tests check this against the engine for many hands.
    """
    return frozenset(DECK) - set(legal_plays(DECK, [], trump, None, suits_led, last, misere))


@functools.cache
def _rotation(first: int, out: int | None) -> tuple[int, ...]:
    """Return the seats that play a trick led by ``first``, in turn clockwise (``out``: the
    seat sitting out in misère, or None)."""
    return tuple(seat for seat in ((first + k) % 4 for k in range(4)) if seat != out)


class Undo:
    """What :meth:`World.undo` restores: the seat and card played, the trick, named suit,
    leader and number of suits led before it, the void and the joker's absence it revealed,
    and the trick's winner if it closed one."""

    __slots__ = ("card", "leader", "named", "no_joker", "seat", "suits", "trick", "void",
                 "winner")

    def __init__(self, seat: int, card: str, trick: list[tuple[int, str]], named: str | None,
                 leader: int, suits: int) -> None:
        self.seat = seat
        self.card = card
        self.trick = trick
        self.named = named
        self.leader = leader
        self.suits = suits
        self.winner: int | None = None
        self.void: str | None = None
        self.no_joker = False


class World:
    """One deal in play: ``hands`` per seat (the seat sitting out in misère holds its cards
    and never plays), the current ``trick`` as ``(seat, card)`` plays, its ``named`` suit,
    the ``leader``, the effective ``suits_led`` so far, tricks ``done`` and ``taken`` per
    seat.  ``over`` turns True after ten tricks, or once the misère contractor takes one.

    What is public: ``played`` (every card played, the trick's too), ``voids`` per seat,
    ``no_joker`` (misère: seats shown without the joker), ``bid_suits`` per seat (the trumps it
    bid), ``exposed`` (True while open misère's hand lies face up); ``discards`` the
    contractor's (known to it alone).
    """

    __slots__ = ("bid_suits", "contractor", "discards", "done", "exposed", "f", "hands",
                 "leader", "misere", "named", "no_joker", "out", "over", "played",
                 "suits_led", "taken", "trick", "trump", "voids")

    def __init__(self, trump: str, misere: bool, contractor: int, hands: Sequence[Sequence[str]],
                 leader: int, *, done: int = 0, taken: Sequence[int] = (0, 0, 0, 0),
                 trick: Sequence[tuple[int, str]] = (), named: str | None = None,
                 suits_led: Sequence[str] = (), played: Iterable[str] = (),
                 voids: Sequence[Iterable[str]] = ((), (), (), ()),
                 no_joker: Iterable[int] = (), bid_suits: Sequence[Sequence[str]] = ((),) * 4,
                 exposed: bool = False, discards: Sequence[str] = ()) -> None:
        self.trump = trump
        self.f = facts(trump)
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
        self.played = set(played) | {c for _, c in self.trick}
        self.voids = [set(v) for v in voids]
        self.no_joker = set(no_joker)
        self.bid_suits = tuple(tuple(b) for b in bid_suits)
        self.exposed = exposed
        self.discards = tuple(discards)

    def copy(self) -> World:
        """Return an independent copy."""
        other = World.__new__(World)
        other.trump = self.trump
        other.f = self.f
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
        other.played = set(self.played)
        other.voids = [set(v) for v in self.voids]
        other.no_joker = set(self.no_joker)
        other.bid_suits = self.bid_suits
        other.exposed = self.exposed
        other.discards = self.discards
        return other

    @property
    def size(self) -> int:
        """Return the number of cards in a complete trick (three in misère)."""
        return 3 if self.misere else 4

    def to_play(self) -> int:
        """Return the seat to play next."""
        if not self.trick:
            return self.leader
        return _rotation(self.trick[0][0], self.out)[len(self.trick)]

    def later(self) -> list[int]:
        """Return the seats still to play to the current trick after the one to play now."""
        first = self.trick[0][0] if self.trick else self.leader
        return list(_rotation(first, self.out)[len(self.trick) + 1:])

    def led(self) -> str | None:
        """Return the effective suit led to the current trick (None before the lead)."""
        if not self.trick:
            return None
        lead = self.trick[0][1]
        if lead == JOKER and self.trump == NO_TRUMPS:
            return self.named
        return self.f.suit[lead]

    def legal(self, seat: int) -> list[str]:
        """Return the cards ``seat`` may play now (the engine's follow-suit rule)."""
        hand = self.hands[seat]
        if self.trick:
            lead = (self.trump, self.trick[0][1], self.named, self.misere)
            follow = follow_set(*lead)
            held = [c for c in hand if c in follow]
            if not held:
                void = void_set(*lead)
                held = [c for c in hand if c in void]
        else:
            barred = barred_leads(self.trump, self.misere, tuple(self.suits_led),
                                  self.done == TRICKS - 1)
            held = [c for c in hand if c not in barred]
        if held:
            return held
        return legal_plays(hand, [c for _, c in self.trick], self.trump, self.named,
                           self.suits_led, self.done == TRICKS - 1, self.misere)

    def nameable(self) -> tuple[str, ...]:
        """Return the suits a joker led now in no trumps may name."""
        return nameable_suits(self.suits_led, self.done == TRICKS - 1)

    def needs_name(self, card: str) -> bool:
        """Return True if leading ``card`` now must name a suit (the joker in no trumps)."""
        return card == JOKER and not self.trick and self.trump == NO_TRUMPS

    def seen(self, seat: int) -> Seen:
        """Return what ``seat`` knows now, to play to the current trick (:class:`.policy.Seen`):
        its own hand and what is public, the contractor's discards to the contractor alone."""
        contractor = self.contractor
        partner = (seat + 2) % 4
        return Seen(
            seat, self.hands[seat], self.f, self.misere, contractor, self.trick, self.named,
            self.later(), self.played, self.voids, self.no_joker,
            gone=self.discards if seat == contractor else (),
            exposed=self.hands[contractor] if self.exposed and seat != contractor else (),
            partner_suits=self.bid_suits[partner])

    def play(self, card: str, named: str | None = None) -> Undo:
        """Play ``card`` for the seat to play (``named``: the suit a led joker names in no
        trumps); close the trick when it is complete.  Return what :meth:`undo` needs."""
        seat = self.to_play()
        undo = Undo(seat, card, self.trick, self.named, self.leader, len(self.suits_led))
        self.hands[seat].remove(card)
        self.played.add(card)
        if not self.trick:
            if named is not None:
                self.named = named
                suit: str | None = named
            else:
                suit = self.f.suit[card]
            if suit is not None and suit not in self.suits_led:
                self.suits_led.append(suit)
        else:
            led = self.led()
            if self.f.suit[card] != led and led is not None:
                voids = self.voids[seat]
                if led not in voids:
                    voids.add(led)
                    undo.void = led
                if self.misere and card != JOKER and seat not in self.no_joker:
                    self.no_joker.add(seat)
                    undo.no_joker = True
        self.trick = [*self.trick, (seat, card)]
        if len(self.trick) == self.size:
            winner = self.best()[0]
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
        if undo.void is not None:
            self.voids[undo.seat].discard(undo.void)
        if undo.no_joker:
            self.no_joker.discard(undo.seat)
        self.played.discard(undo.card)
        self.trick = undo.trick
        self.named = undo.named
        self.leader = undo.leader
        del self.suits_led[undo.suits:]
        self.hands[undo.seat].append(undo.card)

    def side_tricks(self, side: int) -> int:
        """Return the tricks taken by ``side`` (0 N–S, 1 E–W)."""
        return self.taken[side] + self.taken[side + 2]

    def best(self) -> tuple[int, int]:
        """Return the seat winning the current trick and the winning card's power: its most
        powerful card's (:attr:`.facts.CardFacts.power`), as the engine's
        :func:`winning_index` decides (the tests check the two agree)."""
        power = self.f.power[self.led()]
        seat, card = max(self.trick, key=lambda play: power[play[1]])
        return seat, power[card]
