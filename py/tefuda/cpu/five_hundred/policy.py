"""The rule-based card play of 500, from what one seat knows: the normal level plays it, and the
hard level's playouts play it for every seat of a sampled deal (:mod:`.rollout`).

Every rule reads a :class:`Seen`: the seat's own cards and what is public (the cards played,
the voids that failures to follow revealed, the bids, open misère's exposed hand), never
another seat's cards.  :class:`Seen` is built from a view (:mod:`.play`) or from a sampled
deal being played out (:meth:`.world.World.seen`), so the normal level and the playouts are
one policy.

Trump and no-trump contracts:

* the contractor draws trumps from the top while the opponents may hold any (with four trumps
  or more it leads them even without the top one); its partner never leads a low trump;
* a seat cashes its sure winners (a card no one else may beat, where no opponent may ruff it),
  leads its partner's suit or a suit its partner can ruff, the defenders avoid a suit the
  contracting side has shown void in, and otherwise lead low from their longest side suit;
* following, it never overtakes or ruffs a partner who is winning safely; it takes an
  opponent's trick with the cheapest card no opponent still to play is likely to beat, plays
  low in second seat without one, and keeps the joker and the right bower for the tricks that
  need them (the cheapest sufficient card is chosen);
* when it cannot or need not win it throws its least useful card: the lowest of the suit led,
  or, void, a low side card of its shortest suit that holds no winner (trumps are kept; a
  winner an opponent may ruff counts for none).

Misère: the contractor ducks with the highest card that still loses and leads the cards the
defenders must beat; the defenders lead low in the suits the contractor may still hold, stay
under the contractor's card, and unload their high cards on tricks the contractor cannot win.

Each rule returns the card with the key of its reason in the ``five-hundred.hint.*`` catalog.
"""

from __future__ import annotations

from collections.abc import Sequence

from tefuda.cards import JOKER
from tefuda.games.five_hundred import DECK

from .evaluate import worst_for_misere
from .facts import CardFacts

#: a contractor with at least this many trumps leads them even without the top one
DRAW_WITH = 4
#: a side suit with at most this many cards out may be ruffed by an opponent not shown void
SHORT_SUIT = 2

_DECK_SET = frozenset(DECK)


class Seen:
    """What one seat knows while it plays a card (see the module docstring).

    ``hand`` its cards; ``trick`` the plays ``(seat, card)`` of the trick so far and ``named``
    the suit named for a joker led in no trumps; ``later`` the seats still to play to it after
    this one; ``played`` every card played this hand (the trick's too); ``voids`` per seat the
    effective suits it has shown it lacks; ``no_joker`` the seats shown not to hold the joker
    (misère); ``gone`` cards this seat knows are out of play (the contractor's own discards);
    ``exposed`` the contractor's cards this seat sees (open misère; empty otherwise);
    ``partner_suits`` the trumps the partner bid.
    """

    __slots__ = ("contractor", "exposed", "f", "gone", "hand", "later", "misere", "named",
                 "no_joker", "out_seat", "outs", "partner_suits", "played",
                 "ruffers", "seat", "trick", "voids")

    def __init__(self, seat: int, hand: Sequence[str], f: CardFacts, misere: bool,
                 contractor: int, trick: Sequence[tuple[int, str]], named: str | None,
                 later: Sequence[int], played: set[str] | frozenset[str],
                 voids: Sequence[set[str] | frozenset[str]], no_joker: set[int] | frozenset[int],
                 gone: Sequence[str] = (), exposed: Sequence[str] = (),
                 partner_suits: Sequence[str] = ()) -> None:
        self.seat = seat
        self.hand = hand
        self.f = f
        self.misere = misere
        self.contractor = contractor
        self.out_seat = (contractor + 2) % 4 if misere else None
        self.trick = trick
        self.named = named
        self.later = later
        self.played = played
        self.voids = voids
        self.no_joker = no_joker
        self.gone = gone
        self.exposed = exposed
        self.partner_suits = partner_suits
        #: the cards this seat has not seen played, held or laid away (exposed ones included);
        #: the rules only count them or ask whether one is among them, in any order
        self.outs = _DECK_SET.difference(played, hand, gone)
        #: the opponents that may hold a trump, worked out when first asked
        self.ruffers: tuple[int, ...] | None = None

    @property
    def side(self) -> int:
        """Return the seat's side (0 N–S, 1 E–W)."""
        return self.seat % 2

    @property
    def declaring(self) -> bool:
        """Return True when the seat's side holds the contract."""
        return self.contractor % 2 == self.seat % 2

    def led(self) -> str | None:
        """Return the effective suit led to the trick (None before the lead)."""
        if not self.trick:
            return None
        lead = self.trick[0][1]
        if lead == JOKER and self.f.trump_suit is None:
            return self.named
        return self.f.suit[lead]

    def opponents(self) -> tuple[int, ...]:
        """Return the playing seats of the other side."""
        other = 1 - self.seat % 2
        return tuple(s for s in (other, other + 2) if s != self.out_seat)

    def may_hold(self, seat: int, card: str) -> bool:
        """Return True if ``seat`` (another seat) may hold ``card`` as far as this seat knows."""
        if self.exposed and seat == self.contractor:
            return card in self.exposed
        if card in self.exposed or seat == self.out_seat:
            return False
        if card == JOKER and seat in self.no_joker:
            return False
        return self.f.suit[card] not in self.voids[seat]

    def winning(self) -> tuple[int, int]:
        """Return the seat winning the trick so far and its card's power (the trick is not
        empty)."""
        power = self.f.power[self.led()]
        seat, card = max(self.trick, key=lambda play: power[play[1]])
        return seat, power[card]

    def top_of_suit(self, card: str) -> bool:
        """Return True if no card above ``card`` in its suit is out (each is played, ours, or
        laid away)."""
        return self.outs.isdisjoint(self.f.above[card])

    def can_beat(self, seat: int, power: int, led: str | None) -> bool:
        """Return True if ``seat`` is likely to be able to beat a card of ``power`` in a trick
        led in ``led``: it may hold a higher card of that suit, or it may hold a trump that
        beats it and be out of the suit (shown void, or few of the suit are left)."""
        f = self.f
        table = f.power[led]
        outs = self.outs
        follows = 0
        for c in f.by_suit.get(led, ()):
            if c in outs and self.may_hold(seat, c):
                if table[c] > power:
                    return True
                follows += 1
        if follows > 1 and led != f.trump_suit and led not in self.voids[seat]:
            return False
        return any(c in outs and table[c] > power and self.may_hold(seat, c) for c in f.trumps)

    def safe(self, power: int, led: str | None) -> bool:
        """Return True if no opponent still to play is likely to beat a card of ``power``."""
        side = self.seat % 2
        return not any(self.can_beat(s, power, led) for s in self.later if s % 2 != side)

    def ruff_risk(self, suit: str | None, *, short: bool = True) -> bool:
        """Return True if an opponent may ruff a lead of ``suit``: it may hold a trump and is
        shown void in it, or (``short``) few cards of the suit are left out."""
        f = self.f
        trump = f.trump_suit
        if trump is None or suit == trump:
            return False
        ruffers = self.ruffers
        if ruffers is None:
            outs = self.outs
            ruffers = self.ruffers = tuple(
                o for o in self.opponents()
                if any(c in outs and self.may_hold(o, c) for c in f.trumps))
        if not ruffers:
            return False
        if short and sum(1 for c in f.by_suit.get(suit, ()) if c in self.outs) <= SHORT_SUIT:
            return True
        return any(suit in self.voids[o] for o in ruffers)


Choice = tuple[str, str]


def choose_play(seen: Seen, legal: Sequence[str]) -> Choice:
    """Return the card to play (one of ``legal``, the seat's legal cards, two or more) and the
    key of its reason."""
    if seen.misere:
        if seen.seat == seen.contractor:
            return _misere_contractor(seen, legal)
        return _misere_defender(seen, legal)
    if not seen.trick:
        return _lead(seen, legal)
    return _follow(seen, legal)


def joker_suit(hand: Sequence[str], nameable: Sequence[str]) -> str:
    """Return the suit to name for a joker led in no trumps: the one we hold most of (the
    others must follow it, which draws their cards of it), the higher suit between equals."""
    return max(nameable, key=lambda s: (sum(1 for c in hand if c != JOKER and c[1] == s), s))


# --------------------------------------------------------------------------- leading


def _lowest_of_longest(f: CardFacts, cards: Sequence[str]) -> str:
    length: dict[str | None, int] = {}
    for c in cards:
        length[f.suit[c]] = length.get(f.suit[c], 0) + 1
    return min(cards, key=lambda c: (-length[f.suit[c]], f.rank[c]))


def _length(f: CardFacts, cards: Sequence[str], card: str) -> int:
    """Return how many of ``cards`` are of the suit of ``card``."""
    return sum(1 for c in cards if f.suit[c] == f.suit[card])


def _lead(seen: Seen, legal: Sequence[str]) -> Choice:
    f = seen.f
    trump = f.trump_suit
    opponents = seen.opponents()
    outs = seen.outs
    mine = sorted(legal, key=lambda c: -f.rank[c])
    my_trumps = [c for c in mine if f.is_trump[c]]
    if trump is not None and my_trumps and seen.declaring:
        trumps_out = [c for c in outs if f.is_trump[c]]
        if any(seen.may_hold(o, c) for o in opponents for c in trumps_out):
            top_out = max(f.rank[c] for c in trumps_out)
            if f.rank[my_trumps[0]] > top_out:
                return my_trumps[0], "play_draw_trumps"
            if seen.seat == seen.contractor and len(my_trumps) >= DRAW_WITH:
                return my_trumps[0], "play_lead_trump"
    side_cards = [c for c in mine if not f.is_trump[c]]
    for card in side_cards:
        if seen.top_of_suit(card) and not seen.ruff_risk(f.suit[card]):
            return card, "play_cash"
    partner = (seen.seat + 2) % 4
    if partner != seen.out_seat:
        wanted = [(s, "play_partner_suit") for s in seen.partner_suits if s != trump]
        if trump is not None and any(f.is_trump[c] and seen.may_hold(partner, c) for c in outs):
            wanted += [(s, "play_partner_ruff") for s in f.side_suits() if s in seen.voids[partner]]
        for suit, reason in wanted:
            group = [c for c in side_cards if f.suit[c] == suit]
            if group:
                return min(group, key=f.rank.__getitem__), reason
    pool = side_cards
    if pool and trump is not None and not seen.declaring:
        # a suit the contracting side has shown void in gives it a ruff
        declarers = (seen.contractor, (seen.contractor + 2) % 4)
        safe = [c for c in pool if not any(f.suit[c] in seen.voids[d] for d in declarers)]
        if safe and len(safe) < len(pool):
            card = _lowest_of_longest(f, safe)
            longest = _lowest_of_longest(f, pool)
            same = f.suit[card] == f.suit[longest] or _length(f, pool, card) == _length(
                f, pool, longest)
            return card, "play_lead_low" if same else "play_lead_low_safe"
    if pool:
        return _lowest_of_longest(f, pool), "play_lead_low"
    if seen.declaring and trump is not None:
        return my_trumps[0], "play_trumps_left"
    return min(legal, key=f.rank.__getitem__), "play_trumps_left"


# --------------------------------------------------------------------------- following


def _throw(seen: Seen, legal: Sequence[str], reason: str) -> Choice:
    """Return the least useful card with ``reason``: the lowest of the suit led, or when void,
    a low side card of the shortest suit that holds no winner (trumps kept)."""
    f = seen.f
    led = seen.led()
    if all(f.suit[c] == led for c in legal):
        return min(legal, key=f.rank.__getitem__), reason
    side_cards = [c for c in legal if not f.is_trump[c] and c != JOKER]
    if not side_cards:
        return min(legal, key=f.rank.__getitem__), reason
    length: dict[str | None, int] = {}
    for c in seen.hand:
        length[f.suit[c]] = length.get(f.suit[c], 0) + 1

    def key(card: str) -> tuple[bool, int, int]:
        # a winner is kept unless an opponent would ruff it anyway
        winner = seen.top_of_suit(card) and not seen.ruff_risk(f.suit[card], short=False)
        return (winner, length[f.suit[card]], f.rank[card])

    low = min(side_cards, key=key)
    if reason != "play_low":
        return low, reason
    # a winner is thrown only when an opponent would ruff it: say so
    ruffed = seen.top_of_suit(low) and seen.ruff_risk(f.suit[low], short=False)
    return low, "play_discard_ruffed" if ruffed else "play_discard"


def _follow(seen: Seen, legal: Sequence[str]) -> Choice:
    f = seen.f
    led = seen.led()
    power = f.power[led]
    winner, best = seen.winning()
    winners = sorted((c for c in legal if power[c] > best), key=power.__getitem__)
    if winner % 2 == seen.seat % 2:
        if seen.safe(best, led) or not winners:
            return _throw(seen, legal, "play_partner_winning")
        safe = [c for c in winners if seen.safe(power[c], led)]
        if safe:
            return safe[0], "play_win" if safe[0] == winners[0] else "play_win_safe"
        return _throw(seen, legal, "play_partner_winning")
    if not winners:
        return _throw(seen, legal, "play_low")
    ruff = f.suit[winners[0]] != led and f.trump_suit is not None
    if not seen.later:
        return winners[0], "play_ruff" if ruff else "play_win"
    for card in winners:
        if seen.safe(power[card], led):
            return card, ("play_ruff" if ruff else
                          "play_win" if card == winners[0] else "play_win_safe")
    partner_after = (seen.seat + 2) % 4 in seen.later
    if partner_after and not ruff:
        return _throw(seen, legal, "play_second_low")
    if ruff:
        return winners[0], "play_ruff"
    return winners[-1], "play_win" if len(winners) == 1 else "play_win_high"


# --------------------------------------------------------------------------- misère


def _misere_contractor(seen: Seen, legal: Sequence[str]) -> Choice:
    f = seen.f
    defenders = seen.opponents()
    outs = seen.outs
    if not seen.trick:
        def lead_risk(card: str) -> tuple[bool, int, int]:
            suit, rank = f.suit[card], f.rank[card]
            lower = higher = 0
            for c in outs:
                if f.suit[c] == suit and any(seen.may_hold(d, c) for d in defenders):
                    if f.rank[c] < rank:
                        lower += 1
                    else:
                        higher += 1
            return (card == JOKER or higher == 0, lower, rank)

        return min(legal, key=lead_risk), "play_misere_lead"
    led = seen.led()
    power = f.power[led]
    _, best = seen.winning()
    if any(f.suit[c] == led for c in legal):
        losing = [c for c in legal if power[c] < best]
        if losing:
            return max(losing, key=power.__getitem__), "play_misere_duck"
        # every card wins the trick as it stands: the lowest is the likeliest to be beaten
        low = min(legal, key=power.__getitem__)
        return low, "play_misere_forced" if seen.later else "play_misere_lost"
    return worst_for_misere(seen.hand, legal), "play_misere_discard"


def _misere_defender(seen: Seen, legal: Sequence[str]) -> Choice:
    f = seen.f
    contractor = seen.contractor
    if not seen.trick:
        candidates = [c for c in legal if c != JOKER] or list(legal)
        exposed = seen.exposed

        def lead_value(card: str) -> tuple[int, int, int]:
            suit = f.suit[card]
            if exposed:
                theirs = [c for c in exposed if f.suit[c] == suit]
                forced = bool(theirs) and min(f.rank[c] for c in theirs) > f.rank[card]
            else:
                # it may hold the suit, and a card of it (or the joker) over this one
                forced = (suit not in seen.voids[contractor]
                          and _may_force(seen, f.power[suit][card], suit))
            lower_out = sum(1 for c in seen.outs if f.suit[c] == suit and f.rank[c] < f.rank[card])
            return (0 if forced else 1, lower_out, f.rank[card])

        card = min(candidates, key=lead_value)
        # not even the chosen card can make the misère player beat it: none can
        reason = "play_defend_misere_lead" if lead_value(card)[0] == 0 else (
            "play_defend_misere_lead_any")
        return card, reason
    led = seen.led()
    power = f.power[led]
    winner, best = seen.winning()
    if any(s == contractor for s, _ in seen.trick):
        if winner == contractor:
            under = [c for c in legal if power[c] < best]
            if under:
                return max(under, key=lambda c: (power[c], f.rank[c])), "play_defend_misere_under"
        return (max(legal, key=lambda c: (c != JOKER, power[c], f.rank[c])),
                "play_defend_misere_unload")
    if any(f.suit[c] == led for c in legal):
        card = min(legal, key=lambda c: (power[c], f.rank[c]))
        return card, ("play_defend_misere_low" if _may_force(seen, max(best, power[card]))
                      else "play_defend_misere_low_none")
    # void before the contractor plays: keep the low cards, the ones to lead against it
    return max(legal, key=lambda c: (c != JOKER, f.rank[c])), "play_defend_misere_throw"


def _may_force(seen: Seen, over: int, suit: str | None = None) -> bool:
    """Return True if the misère contractor, still to play to the trick, may have to win it
    over a card of ``over`` power: it may hold a higher card of the suit led (``suit``, when
    given: of a trick to be led in it), or, shown void in it, the joker (which it must then
    play)."""
    f = seen.f
    contractor = seen.contractor
    led = seen.led() if suit is None else suit
    table = f.power[led]
    if seen.exposed:
        theirs = [c for c in seen.exposed if f.suit[c] == led]
        return all(table[c] > over for c in theirs) if theirs else JOKER in seen.exposed
    if seen.may_hold(contractor, JOKER) and JOKER in seen.outs:
        return True
    if led in seen.voids[contractor]:
        return False
    return any(f.suit[c] == led and table[c] > over and seen.may_hold(contractor, c)
               for c in seen.outs)
