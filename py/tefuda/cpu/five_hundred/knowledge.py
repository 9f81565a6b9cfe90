"""What one seat of 500 knows, read from its view alone: the cards it has seen, where the
others may still hold cards, the voids they have shown, the trumps still out, and the bidding.

Nothing here looks at a state: :meth:`Knowledge.from_view` reads a
:class:`~tefuda.games.five_hundred.FiveHundredView` (its hand, the calls, the contract, the
events of the hand, the counts of the others' cards).  The tricks of the hand are rebuilt from
its ``play`` and ``lead_joker`` events.

Voids are judged by the effective suit: a player who did not follow the suit led holds none
of it (in a trump contract that includes the joker and the left bower when trumps were led).
In misère a player void in the suit led must play the joker, so one who showed a void with
another card holds no joker.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from tefuda.cards import JOKER
from tefuda.games.five_hundred import (
    DECK,
    NO_TRUMPS,
    FiveHundredView,
    bid_tricks,
    bid_trump,
    is_misere,
    trick_winner,
)

from .decision import bid_of
from .facts import CardFacts, facts
from .policy import Seen

SEATS = 4


@dataclasses.dataclass(frozen=True)
class TrickSeen:
    """A trick of the hand: its leader, the plays ``(seat, card)`` in order, the suit named
    for a joker led in no trumps, the effective suit led (None before the lead), and the
    winner once complete."""

    leader: int
    plays: tuple[tuple[int, str], ...]
    named: str | None
    led: str | None
    winner: int | None = None

    @property
    def cards(self) -> list[str]:
        """Return the cards played, in order."""
        return [card for _, card in self.plays]


@dataclasses.dataclass(frozen=True)
class Knowledge:
    """One seat's knowledge of the hand (see the module docstring).

    ``trump`` is the contract's (``S C D H NT``; misère plays as NT; None while bidding);
    ``cards`` the table for ``trump`` (no trumps while bidding); ``tricks`` the completed
    tricks and ``current`` the one being played (None outside the play); ``known`` the cards
    each seat is known to hold (its own hand, open misère's exposed hand); ``hidden`` how many
    cards of each seat are unknown to this one; ``centre`` how many unknown cards lie in the
    centre (the kitty while bidding, the discards for all but the contractor); ``unseen`` the
    cards whose place is unknown; ``voids`` per seat the effective suits it cannot hold;
    ``no_joker`` the seats known not to hold the joker; ``calls`` the bidding in order
    (``None`` for a pass); ``discards`` this seat's own discards (the contractor's);
    ``hand_number`` the hand's number in the game (1 first); ``exposed`` True while open
    misère's hand lies face up.
    """

    seat: int
    phase: str
    hand: tuple[str, ...]
    trump: str | None
    cards: CardFacts
    contract: str | None
    contractor: int | None
    misere: bool
    out: int | None
    tricks: tuple[TrickSeen, ...]
    current: TrickSeen | None
    known: tuple[tuple[str, ...], ...]
    hidden: tuple[int, ...]
    centre: int
    unseen: tuple[str, ...]
    pool: frozenset[str]
    voids: tuple[frozenset[str], ...]
    no_joker: frozenset[int]
    calls: tuple[tuple[int, str | None], ...]
    played: frozenset[str]
    scores: tuple[int, int]
    options: Mapping[str, Any]
    discards: tuple[str, ...]
    hand_number: int
    exposed: bool = False

    @property
    def partner(self) -> int:
        """Return the seat opposite."""
        return (self.seat + 2) % SEATS

    @property
    def side(self) -> int:
        """Return this seat's side (0 N–S, 1 E–W)."""
        return self.seat % 2

    @property
    def playing(self) -> tuple[int, ...]:
        """Return the seats that play cards this hand (three in misère)."""
        return tuple(s for s in range(SEATS) if s != self.out)

    @property
    def declaring(self) -> bool:
        """Return True when this seat's side holds the contract."""
        return self.contractor is not None and self.contractor % 2 == self.side

    def opponents(self) -> tuple[int, ...]:
        """Return the playing seats of the other side."""
        return tuple(s for s in self.playing if s % 2 != self.side)

    def may_hold(self, seat: int, card: str) -> bool:
        """Return True if ``seat`` may hold ``card`` now, as far as this seat knows."""
        if card in self.known[seat]:
            return True
        if self.hidden[seat] == 0 or card not in self.pool:
            return False
        if card == JOKER and seat in self.no_joker:
            return False
        return self.cards.suit[card] not in self.voids[seat]

    def out_cards(self) -> list[str]:
        """Return the cards neither held by this seat nor played: unseen or known elsewhere."""
        mine = set(self.hand)
        return [c for c in DECK if c not in mine and c not in self.played]

    def seen(self) -> Seen:
        """Return what the seat knows to play a card now (:class:`.policy.Seen`, the rule-based
        play's input); only during the play."""
        trick = self.current
        assert trick is not None and self.contractor is not None
        contractor = self.contractor
        later = [s for s in self._order(trick.leader) if s not in {p for p, _ in trick.plays}
                 and s != self.seat]
        partner_suits = [bid_trump(b) for b in self.bids_of(self.partner) if not is_misere(b)]
        exposed = self.known[contractor] if contractor != self.seat else ()
        voids = [set(v) for v in self.voids]
        return Seen(self.seat, self.hand, self.cards, self.misere, contractor, trick.plays,
                    trick.named, later, self.played, voids, set(self.no_joker),
                    gone=self.discards if contractor == self.seat else (),
                    exposed=[c for c in exposed if c not in self.played],
                    partner_suits=partner_suits)

    def _order(self, leader: int) -> list[int]:
        """Return the playing seats in the order they play to a trick led by ``leader``."""
        return [s for s in ((leader + k) % SEATS for k in range(SEATS)) if s in self.playing]

    def bid_suits(self) -> list[tuple[str, ...]]:
        """Return per seat the trumps it bid this hand (misère left out)."""
        return [tuple(bid_trump(b) for b in self.bids_of(s) if not is_misere(b))
                for s in range(SEATS)]

    def bids_of(self, seat: int) -> list[str]:
        """Return the bids ``seat`` made this hand, in order (passes left out)."""
        return [bid for who, bid in self.calls if who == seat and bid is not None]

    def high_bid(self) -> tuple[int, str] | None:
        """Return ``(seat, bid)`` of the highest bid so far, or None."""
        bids = [(who, bid) for who, bid in self.calls if bid is not None]
        return bids[-1] if bids else None

    @classmethod
    def from_view(cls, view: FiveHundredView) -> Knowledge:
        """Return what the seat of ``view`` knows.

        Raises KeyError or TypeError for data that is not a 500 view.
        """
        seat: int = view["seat"]
        hand = tuple(view["hand"])
        trump: str | None = view["trump"]
        cards = facts(trump or NO_TRUMPS)
        contract = None if view["contract"] is None else bid_of(view["contract"]["action"])
        contractor: int | None = view["contractor"]
        misere = bool(view["misere"])
        out: int | None = view["sitting_out"]
        tricks, current = _tricks(view, cards, misere)
        played = frozenset(c for trick in (*tricks, *([current] if current else [])) for c in trick.cards)
        known: list[tuple[str, ...]] = [()] * SEATS
        known[seat] = hand
        hidden = list(view["hand_counts"])
        hidden[seat] = 0
        exposed = view["exposed"]
        if exposed is not None and contractor is not None and contractor != seat:
            known[contractor] = tuple(exposed)
            hidden[contractor] = 0
        seen = set(hand) | played
        for shown in known:
            seen.update(shown)
        discards = view["discards"]
        if discards:
            seen.update(discards)
        kitty = view["kitty"]
        if kitty:
            seen.update(kitty)
        phase: str = view["phase"]
        if phase == "bid":
            centre = 3
        elif contractor == seat:
            centre = 0
        else:
            centre = 3
        unseen = tuple(c for c in DECK if c not in seen)
        voids, no_joker = shown_voids(tricks, current, cards, misere)
        calls = tuple(
            (c["seat"], None if c["bid"] is None else bid_of(c["bid"]["action"]))
            for c in view["calls"]
        )
        scores = (int(view["scores"][0]), int(view["scores"][1]))
        return cls(
            seat=seat, phase=phase, hand=hand, trump=trump, cards=cards, contract=contract,
            contractor=contractor, misere=misere, out=out, tricks=tricks, current=current,
            known=tuple(known), hidden=tuple(hidden), centre=centre, unseen=unseen, pool=frozenset(unseen),
            voids=voids, no_joker=no_joker, calls=calls, played=played, scores=scores,
            options=view["options"], discards=tuple(discards or ()),
            hand_number=int(view["hand_number"]), exposed=exposed is not None,
        )


def _tricks(
    view: FiveHundredView, cards: CardFacts, misere: bool
) -> tuple[tuple[TrickSeen, ...], TrickSeen | None]:
    """Rebuild the hand's tricks from its events: every ``size`` plays make a trick."""
    size = 3 if misere else 4
    done: list[TrickSeen] = []
    plays: list[tuple[int, str]] = []
    named: str | None = None
    for event in view["events"]:
        kind = event["kind"]
        if kind not in ("play", "lead_joker"):
            continue
        if kind == "lead_joker":
            named = event["params"]["suit"]
        seat = event["seat"]
        assert seat is not None
        plays.append((seat, event["cards"][0]))
        if len(plays) == size:
            trick = _trick_seen(plays, named, cards)
            index = trick_winner(trick.cards, cards.trump, named)
            done.append(dataclasses.replace(trick, winner=plays[index][0]))
            plays, named = [], None
    current = None
    if view["phase"] == "play":
        shown = view["trick"]
        assert shown is not None
        current = _trick_seen(plays, named, cards) if plays else TrickSeen(
            int(shown["leader"]), (), None, None)
    return tuple(done), current


def _trick_seen(plays: list[tuple[int, str]], named: str | None, cards: CardFacts) -> TrickSeen:
    lead = plays[0][1]
    led = named if lead == JOKER and cards.trump == NO_TRUMPS else cards.suit[lead]
    return TrickSeen(plays[0][0], tuple(plays), named, led)


def shown_voids(
    tricks: tuple[TrickSeen, ...], current: TrickSeen | None, cards: CardFacts, misere: bool
) -> tuple[tuple[frozenset[str], ...], frozenset[int]]:
    """Return the suits each seat showed it lacks, and the seats shown to hold no joker."""
    voids: list[set[str]] = [set() for _ in range(SEATS)]
    no_joker: set[int] = set()
    for trick in (*tricks, *([current] if current else [])):
        led = trick.led
        if led is None:
            continue
        for seat, card in trick.plays[1:]:
            if cards.suit[card] != led:
                voids[seat].add(led)
                if misere and card != JOKER:
                    no_joker.add(seat)
    return tuple(frozenset(v) for v in voids), frozenset(no_joker)


def bid_strength(bid: str) -> tuple[str, int]:
    """Return the trump and the tricks a bid of tricks promises (misère: ``("NT", 0)``).

    >>> bid_strength("8H"), bid_strength("MISERE")
    (('H', 8), ('NT', 0))
    """
    if is_misere(bid):
        return NO_TRUMPS, 0
    tricks = bid_tricks(bid)
    assert tricks is not None
    return bid_trump(bid), tricks
