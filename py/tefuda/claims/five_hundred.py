"""The claims of the 500 hint (``five-hundred.hint.*``), checked from the rules.

Every fact is recomputed from the rules' public functions (:func:`~tefuda.games.five_hundred.
trick_power`, :func:`~tefuda.games.five_hundred.effective_suit`,
:func:`~tefuda.games.five_hundred.score_hand`, :func:`~tefuda.games.five_hundred.game_end`, …)
and what the seat may know: its own hand (and, for the contractor, its discards), the bidding,
the score, the cards played (public) and open misère's exposed hand.  The other cards are
*unseen*: each may lie with any playing seat that has not shown a void in its effective suit
(in misère a seat that showed a void with another card holds no joker), or in the centre.

* A fact about hidden cards ("the highest card left in its suit", "no card of yours can take
  this trick") must hold wherever the unseen cards lie.
* A possibility ("may have to beat it") needs one place of the unseen cards that makes it
  happen: a card the seat has not shown it lacks.
* A likelihood ("unlikely to beat") is estimated over deals of the unseen cards drawn uniformly
  among those the view allows (:data:`SAMPLES`), apart from the hint's own sampler.
* A score claim ("making it wins the game") is the rules' scoring of the contract made with
  exactly its tricks (more tricks only score more for the contractors and less for the others).
* What the hint says of its own search ("over the likely deals …") is checked as far as it
  states a fact: a share is a percentage, a bid said to be made is made more often than not,
  a trick count lies between the tricks taken and those still to play.
"""

from __future__ import annotations

import dataclasses
import functools
import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Literal

from tefuda.cards import JOKER
from tefuda.claims import Checker, Claims, Position
from tefuda.games.five_hundred import (
    DECK,
    MISERE,
    NO_TRUMPS,
    OPEN_MISERE,
    Bid,
    Discard,
    GameEnd,
    Next,
    Pass,
    Play,
    bid_label,
    bid_tricks,
    bid_trump,
    effective_suit,
    game_end,
    is_misere,
    is_trump,
    score_hand,
    side_of,
    trick_power,
)
from tefuda.games.five_hundred.actions import parse_action
from tefuda.games.five_hundred.cards import suit_symbol

#: deals of the unseen cards drawn per likelihood
SAMPLES = 200


def setup(rng: random.Random) -> dict[str, Any]:
    """Return the options of an arena game: each rule option switched on in some games (the
    end of the game and misère's timing change what the score claims say)."""
    return {
        "must_win_by_contract": rng.random() < 0.25,
        "misere_any_time": rng.random() < 0.25,
        "open_misere_value": rng.choice((520, 500)),
    }


# --------------------------------------------------------------------------- what the seat sees


@dataclasses.dataclass(frozen=True)
class Sight:
    """What the seat of a position knows during the play (or the kitty).

    ``trump`` the contract's (``NT`` in misère); ``trick`` the plays ``(seat, card)`` of the
    trick being played and ``led`` its effective suit (None before the lead); ``later`` the
    seats still to play to it after this one; ``voids`` per seat the effective suits it has
    shown it lacks; ``no_joker`` the seats shown not to hold the joker; ``unseen`` the cards
    whose place the seat does not know; ``hidden`` per seat how many of its cards it does not
    know (0 for itself, for a seat sitting out and for an exposed hand).
    """

    seat: int
    hand: tuple[str, ...]
    trump: str
    contractor: int
    misere: bool
    out: int | None
    trick: tuple[tuple[int, str], ...]
    led: str | None
    later: tuple[int, ...]
    voids: tuple[frozenset[str], ...]
    no_joker: frozenset[int]
    unseen: tuple[str, ...]
    hidden: tuple[int, ...]
    exposed: tuple[str, ...]
    tricks_done: int
    taken: tuple[int, int]

    @classmethod
    def of(cls, position: Position) -> Sight:
        """Return the sight of the position's seat (the play or the kitty)."""
        state, view, seat = position.state, position.view, position.seat
        trump = str(view["trump"])
        contractor = int(view["contractor"])
        out = view["sitting_out"]
        playing = [s for s in range(4) if s != out]
        voids: list[set[str]] = [set() for _ in range(4)]
        no_joker: set[int] = set()
        misere = bool(view["misere"])
        tricks = [*state.tricks, *([state.trick] if state.trick is not None else [])]
        played: set[str] = set()
        for trick in tricks:
            cards = [c for _, c in trick.plays]
            played.update(cards)
            if not cards:
                continue
            led = _led(cards[0], trump, trick.named_suit)
            for who, card in trick.plays[1:]:
                if led is not None and effective_suit(card, trump) != led:
                    voids[who].add(led)
                    if misere and card != JOKER:
                        no_joker.add(who)
        hand = tuple(view["hand"])
        exposed: tuple[str, ...] = ()
        if view["exposed"] and seat != contractor:
            exposed = tuple(c for c in view["exposed"] if c not in played)
        own_gone = tuple(view["discards"] or ()) if seat == contractor else ()
        unseen = tuple(c for c in DECK if c not in played and c not in hand
                       and c not in own_gone and c not in exposed)
        hidden = [0] * 4
        for s in playing:
            if s != seat and not (exposed and s == contractor):
                hidden[s] = int(view["hand_counts"][s])
        current = state.trick
        plays: tuple[tuple[int, str], ...] = current.plays if current is not None else ()
        named = current.named_suit if current is not None else None
        led_now = _led(plays[0][1], trump, named) if plays else None
        later: tuple[int, ...] = ()
        if current is not None:
            order = [s for s in ((current.leader + k) % 4 for k in range(4)) if s in playing]
            done = {s for s, _ in plays}
            later = tuple(s for s in order if s not in done and s != seat)
        won = [0, 0]
        for trick in state.tricks:
            won[side_of(trick.winner)] += 1
        return cls(seat, hand, trump, contractor, misere, out, plays, led_now, later,
                   tuple(frozenset(v) for v in voids), frozenset(no_joker), unseen,
                   tuple(hidden), exposed, len(state.tricks), (won[0], won[1]))

    @property
    def side(self) -> int:
        """Return the seat's side."""
        return self.seat % 2

    def suit(self, card: str) -> str | None:
        """Return the card's effective suit in this contract."""
        return effective_suit(card, self.trump)

    def is_trump(self, card: str) -> bool:
        """Return True if the card is a trump in this contract."""
        return is_trump(card, self.trump)

    def may_hold(self, seat: int, card: str) -> bool:
        """Return True if ``seat`` may hold ``card`` as far as the view shows."""
        if self.exposed and seat == self.contractor:
            return card in self.exposed
        if card not in self.unseen or self.hidden[seat] == 0:
            return False
        if card == JOKER and seat in self.no_joker:
            return False
        return self.suit(card) not in self.voids[seat]

    def opponents(self) -> tuple[int, ...]:
        """Return the playing seats of the other side."""
        return tuple(s for s in range(4) if s % 2 != self.side and s != self.out)

    def power(self, card: str) -> int:
        """Return the card's power in the trick being played (its own suit when leading)."""
        return trick_power(card, self.trump, self.led if self.trick else self.suit(card))

    def best(self) -> tuple[int, int]:
        """Return the seat winning the trick so far and its card's power."""
        return max(((s, self.power(c)) for s, c in self.trick), key=lambda p: p[1])

    def above(self, card: str) -> list[str]:
        """Return the cards out (unseen or exposed) of the card's effective suit that rank
        above it."""
        suit = self.suit(card)
        mine = trick_power(card, self.trump, suit)
        return [c for c in (*self.unseen, *self.exposed)
                if self.suit(c) == suit and trick_power(c, self.trump, suit) > mine]

    def below(self, card: str) -> list[str]:
        """Return the cards out (unseen or exposed) of the card's effective suit that rank
        below it."""
        suit = self.suit(card)
        mine = trick_power(card, self.trump, suit)
        return [c for c in (*self.unseen, *self.exposed)
                if self.suit(c) == suit and trick_power(c, self.trump, suit) < mine]

    def holders(self) -> dict[str, list[int]]:
        """Return per unseen card the seats that may hold it."""
        return {c: [s for s in range(4) if self.may_hold(s, c)] for c in self.unseen}

    def deal(self, rng: random.Random,
             holders: Mapping[str, list[int]]) -> dict[int, list[str]] | None:
        """Return one place of the unseen cards the view allows (``holders``: per card the
        seats that may hold it): per seat its hidden cards (the rest in the centre), drawn
        uniformly enough (random order, random holder among those with room); None when a
        draw gets stuck."""
        room = list(self.hidden)
        centre = len(self.unseen) - sum(room)
        hands: dict[int, list[str]] = {s: [] for s in range(4)}
        cards = list(self.unseen)
        rng.shuffle(cards)
        # the most constrained cards first
        cards.sort(key=lambda c: len(holders[c]))
        for card in cards:
            places: list[int] = []
            for s in holders[card]:
                if room[s] - len(hands[s]) > 0:
                    places.extend([s] * (room[s] - len(hands[s])))
            if centre > 0:
                places.extend([-1] * centre)
            if not places:
                return None
            where = rng.choice(places)
            if where < 0:
                centre -= 1
            else:
                hands[where].append(card)
        return hands


def _led(card: str, trump: str, named: str | None) -> str | None:
    if card == JOKER and trump == NO_TRUMPS:
        return named
    return effective_suit(card, trump)


def _rng(position: Position) -> random.Random:
    return random.Random(f"{position.number}|{position.seat}|{position.view['hand']}|"
                         f"{position.advice.get('action')}")


# --------------------------------------------------------------------------- common parts


def _card(position: Position, claims: Claims, kind: type = Play) -> str | None:
    """Check that the advice plays (or lays away) ``card``; return the card."""
    card = claims.get("card")
    claims.verified.add("card")
    action = position.advice.get("action")
    try:
        parsed = parse_action(str(action))
    except ValueError:
        claims.fact(False, f"{action!r} is no action")
        return None
    if not isinstance(parsed, kind) or not isinstance(parsed, (Play, Discard)):
        claims.fact(False, f"{action!r} is not a {kind.__name__.lower()}")
        return None
    claims.fact(parsed.card == card, f"the advice plays {parsed.card}, the text says {card}")
    return parsed.card


def _legal_cards(position: Position) -> list[str]:
    cards: list[str] = []
    for text in position.view["legal"]:
        action = parse_action(str(text))
        if isinstance(action, (Play, Discard)) and action.card not in cards:
            cards.append(action.card)
    return cards


def _wait(position: Position, claims: Claims) -> None:
    """``wait``: nothing to do."""
    claims.fact(not position.view["legal"], "the seat has something to do")


def _share(claims: Claims, low: int = 0, high: int = 100) -> int | None:
    """Check that ``share`` is a percentage within ``low``..``high``."""
    share = claims.get("share")
    claims.verified.add("share")
    ok = isinstance(share, int) and low <= share <= high
    claims.fact(ok, f"the share {share!r} is not within {low}..{high} %")
    return share if ok else None


# --------------------------------------------------------------------------- bidding


def _bid(position: Position, claims: Claims) -> str | None:
    """Check that the advice bids ``bid`` (its label); return the bid."""
    action = parse_action(str(position.advice.get("action")))
    if not isinstance(action, Bid):
        claims.fact(False, "the advice is no bid")
        return None
    if "bid" in claims.params or not is_misere(action.bid):
        claims.param("bid", bid_label(action.bid))
    return action.bid


def _end(position: Position, bid: str, seat: int, tricks: int) -> GameEnd | None:
    """Return how the game ends (None: it goes on) if ``seat``'s side takes ``tricks`` in
    ``bid`` from the view's score, by the rules' scoring and options."""
    view = position.view
    options = view["options"]
    score = score_hand(bid, tricks, open_misere_value=int(options["open_misere_value"]))
    side = side_of(seat)
    totals = list(view["scores"])
    totals[side] += score.contractors
    totals[1 - side] += score.defenders
    return game_end(totals, side, score.made,
                    must_win_by_contract=bool(options["must_win_by_contract"]))


def _wins(position: Position, bid: str, seat: int) -> bool:
    """Return True if ``seat``'s side making ``bid`` with exactly its tricks (the least a
    made contract scores) wins the game."""
    end = _end(position, bid, seat, 0 if is_misere(bid) else bid_tricks(bid) or 0)
    return end is not None and end.winner == side_of(seat)


def _high(position: Position) -> tuple[int, str] | None:
    view = position.view
    if view["high_bid"] is None:
        return None
    bid = parse_action(view["high_bid"]["action"])
    assert isinstance(bid, Bid)
    return int(view["high_bidder"]), bid.bid


def _tricks_counted(claims: Claims, bid: str) -> None:
    tricks = claims.get("tricks")
    claims.verified.add("tricks")
    need = bid_tricks(bid) or 0
    claims.fact(isinstance(tricks, int) and need <= tricks <= 10,
                f"{tricks!r} tricks counted do not make {bid_label(bid)}")


def _bid_count(position: Position, claims: Claims) -> None:
    """``bid``: a trump bid; the tricks counted reach it."""
    bid = _bid(position, claims)
    if bid is not None:
        claims.fact(not is_misere(bid) and bid_trump(bid) != NO_TRUMPS, f"{bid} is no suit bid")
        _tricks_counted(claims, bid)


def stopped(hand: Sequence[str], suit: str) -> bool:
    """Return True if the hand stops ``suit`` in no trumps: its ace, or a king with one more
    card, a queen with two more, a jack with three more."""
    held = sorted((c for c in hand if c != JOKER and c[1] == suit),
                  key=lambda c: -trick_power(c, NO_TRUMPS, suit))
    for guards, rank in enumerate("AKQJ"):
        if any(c[0] == rank for c in held) and len(held) > guards:
            return True
    return False


def _bid_nt(position: Position, claims: Claims) -> None:
    """``bid_nt``: no trumps, holding the joker and stoppers (two suits or more)."""
    bid = _bid(position, claims)
    if bid is None:
        return
    hand = position.view["hand"]
    claims.fact(bid_trump(bid) == NO_TRUMPS, f"{bid} is no no-trump bid")
    claims.fact(JOKER in hand, "no joker in the hand")
    stops = [s for s in "SCDH" if stopped(hand, s)]
    claims.fact(len(stops) >= 2, f"stoppers in {stops} only")
    _tricks_counted(claims, bid)


def _bid_misere(kind: str) -> Checker:
    """``bid_misere`` / ``bid_open_misere``: the misère bid; low cards: at most two cards (the
    two laid away with the kitty) are aces or the joker."""

    def check(position: Position, claims: Claims) -> None:
        claims.action(str(Bid(kind)))
        high = [c for c in position.view["hand"] if c == JOKER or c[0] == "A"]
        claims.fact(len(high) <= 2, f"{high}: more than two cards sure to win a trick")

    return check


def _bid_game(position: Position, claims: Claims) -> None:
    """``bid_game``: making the bid (its tricks exactly, the least it scores) wins the game."""
    bid = _bid(position, claims)
    if bid is not None:
        claims.fact(_wins(position, bid, position.seat),
                    f"making {bid} from {position.view['scores']} does not win the game")


def _bid_defend(position: Position, claims: Claims) -> None:
    """``bid_defend``: an opponent holds the bid, and making it wins them the game."""
    _bid(position, claims)
    high = _high(position)
    if high is None or high[0] % 2 == position.seat % 2:
        claims.fact(False, "no opponent holds the bid")
        return
    claims.fact(_wins(position, high[1], high[0]),
                f"the opponents making {high[1]} from {position.view['scores']} do not win")


def _bid_sampled(position: Position, claims: Claims) -> None:
    """``bid_sampled``: made in half the deals or more (a bid advised for its making)."""
    if _bid(position, claims) is not None:
        _share(claims, 50, 100)


def _bid_sampled_best(position: Position, claims: Claims) -> None:
    """``bid_sampled_best``: a bid made less often than not ("made only N %"), which saves no
    game: the appraisal may rank it best, but the hint never advises it (a bid it expects to
    fail is advised only for its reason, ``bid_defend``)."""
    if _bid(position, claims) is not None:
        _share(claims, 0, 49)
    claims.fact(False, "a bid expected to fail that saves no game is advised")


def _bid_misere_sampled(position: Position, claims: Claims) -> None:
    """``bid_misere_sampled``: a misère bid made more often than not."""
    bid = _bid(position, claims)
    if bid is not None:
        claims.fact(is_misere(bid), f"{bid} is no misère")
        _share(claims, 50, 100)


def sure_tricks(hand: Sequence[str], trump: str) -> int:
    """Return the tricks ``hand`` takes by itself in ``trump`` (a suit) whatever the others
    hold: its run of trumps from the top (the joker, the bowers, the ace, …), each of which
    wins a trick when led."""
    order = sorted((c for c in DECK if is_trump(c, trump)),
                   key=lambda c: -trick_power(c, trump, trump))
    run = 0
    for card in order:
        if card not in hand:
            break
        run += 1
    return run


def _sure_bid(position: Position) -> str | None:
    """Return a legal bid the hand makes by itself (:func:`sure_tricks`) and whose making does
    not end the game for the opponents (their trick points), or None."""
    view = position.view
    hand = view["hand"]
    for text in view["legal"]:
        action = parse_action(str(text))
        if not isinstance(action, Bid) or is_misere(action.bid):
            continue
        trump = bid_trump(action.bid)
        if trump == NO_TRUMPS:
            continue
        sure = min(10, sure_tricks(hand, trump))
        need = bid_tricks(action.bid) or 0
        if sure < need:
            continue
        end = _end(position, action.bid, position.seat, sure)
        if end is None or end.winner == side_of(position.seat):
            return action.bid
    return None


def _pass_weak(position: Position, claims: Claims) -> None:
    """``pass_weak`` / ``pass_sampled``: pass; no legal bid is made by the hand alone (its
    top trumps) without handing the opponents the game."""
    claims.action(str(Pass()))
    sure = _sure_bid(position)
    claims.fact(sure is None, f"the hand makes {sure} by itself")


def _pass_high(position: Position, claims: Claims) -> None:
    """``pass_high``: pass; ``bid`` is the standing bid."""
    claims.action(str(Pass()))
    high = _high(position)
    if high is None:
        claims.fact(False, "nobody has bid")
        return
    claims.param("bid", bid_label(high[1]))


def _pass_partner(position: Position, claims: Claims) -> None:
    """``pass_partner``: pass; the partner holds the bid."""
    claims.action(str(Pass()))
    high = _high(position)
    claims.fact(high is not None and high[0] == (position.seat + 2) % 4,
                "the partner does not hold the bid")


# --------------------------------------------------------------------------- the kitty


def _kitty(position: Position, claims: Claims) -> tuple[str, list[str], int] | None:
    """Check the discard; return the card, the hand and the discards still to make (this one
    among them)."""
    card = _card(position, claims, Discard)
    if card is None:
        return None
    hand = list(position.view["hand"])
    return card, hand, len(hand) - 10


def _void(nt: bool) -> Checker:
    """``discard_void`` / ``discard_void_nt``: the card's suit can be emptied by the discards
    still to make (``discard_void``: this one alone, ``discard_void_more`` names the others),
    and in a suit contract a trump can be kept to ruff it (:func:`_ruff_kept`)."""

    def check(position: Position, claims: Claims) -> None:
        found = _kitty(position, claims)
        if found is None:
            return
        card, hand, need = found
        trump = str(position.view["trump"])
        suit = effective_suit(card, trump)
        claims.param("suit", suit_symbol(str(suit)))
        rest = [c for c in hand if c != card and effective_suit(c, trump) == suit]
        claims.fact(not is_trump(card, trump), f"{card} is a trump")
        if nt:
            claims.fact(trump == NO_TRUMPS, "the contract is in a suit")
            claims.fact(len(rest) <= need - 1, f"{rest} stay in the suit after every discard")
            return
        claims.fact(trump != NO_TRUMPS and not position.view["misere"],
                    "no trumps: nothing to trump with")
        claims.fact(not rest, f"{rest} stay in the suit")
        claims.fact(_ruff_kept(hand, trump, suit, need - 1), "no trump can be kept to ruff with")

    return check


def _ruff_kept(hand: Sequence[str], trump: str, suit: str | None, more: int) -> bool:
    """Return True if the hand holds a trump and ``more`` discards still to make can all be
    side cards of other suits than ``suit`` (so a trump is kept to ruff ``suit``)."""
    trumps = [c for c in hand if is_trump(c, trump)]
    others = [c for c in hand if not is_trump(c, trump) and effective_suit(c, trump) != suit]
    return bool(trumps) and len(others) >= more


def _discard_void_more(position: Position, claims: Claims) -> None:
    """``discard_void_more``: ``card`` and then ``others`` (the rest of its suit, within the
    discards still to make) empty the suit, and a trump is kept to ruff it."""
    found = _kitty(position, claims)
    if found is None:
        return
    card, hand, need = found
    trump = str(position.view["trump"])
    suit = effective_suit(card, trump)
    claims.param("suit", suit_symbol(str(suit)))
    rest = [c for c in hand if c != card and effective_suit(c, trump) == suit]
    claims.param("others", rest)
    claims.fact(bool(rest) and len(rest) <= need - 1, f"{rest} cannot all be laid away too")
    claims.fact(trump != NO_TRUMPS and not position.view["misere"], "nothing to trump with")
    claims.fact(not is_trump(card, trump), f"{card} is a trump")
    claims.fact(_ruff_kept(hand, trump, suit, need - 1 - len(rest)),
                "no trump can be kept to ruff with")




def _discard_plain(position: Position, claims: Claims) -> None:
    """``discard_count`` / ``discard_sampled``: the card is laid away (the rest of the
    sentence says how the choice was made)."""
    _kitty(position, claims)


def _discard_misere(position: Position, claims: Claims) -> None:
    """``discard_misere``: in misère the card could be made to win a trick: a lower card of
    its suit lies elsewhere (it could be led to it)."""
    found = _kitty(position, claims)
    if found is None:
        return
    card, hand, _ = found
    claims.fact(bool(position.view["misere"]), "the contract is no misère")
    lower = [c for c in DECK if c not in hand and c != JOKER and c[1] == card[1]
             and trick_power(c, NO_TRUMPS, card[1]) < trick_power(card, NO_TRUMPS, card[1])]
    claims.possible(card == JOKER or bool(lower), f"{card} forced to win a trick")


def _discard_joker(position: Position, claims: Claims) -> None:
    """``discard_joker_misere``: the joker, in misère."""
    claims.action(str(Discard(JOKER)))
    claims.fact(bool(position.view["misere"]), "the contract is no misère")


# --------------------------------------------------------------------------- the play


#: a checker of a played card: the position, its claims, what the seat sees, the card and the
#: legal cards
PlayChecker = Callable[[Position, Claims, Sight, str, list[str]], None]


def _played(turn: Literal["lead", "follow"] | None = None,
            misere: bool | None = None) -> Callable[[PlayChecker], Checker]:
    """Return a decorator that makes a :data:`PlayChecker` a :data:`Checker`.

    The checker it returns checks the played card (:func:`_card`); for ``misere`` True (False)
    that the contract is a misère and the seat is (is not) the misère player; that the seat
    leads (``turn="lead"``) or follows (``"follow"``: nothing more is checked of a lead); then
    calls the decorated checker with the seat's :class:`Sight`, the card and the legal cards.
    The checker raises nothing of its own."""

    def decorate(check: PlayChecker) -> Checker:
        @functools.wraps(check)
        def checker(position: Position, claims: Claims) -> None:
            card = _card(position, claims)
            if card is None:
                return
            sight, legal = Sight.of(position), _legal_cards(position)
            if misere is not None:
                claims.fact(sight.misere, "the contract is no misère")
                claims.fact((sight.seat == sight.contractor) == misere,
                            "the seat is not the misère player" if misere
                            else "the seat is the misère player")
            if turn == "lead":
                claims.fact(not sight.trick, "the seat does not lead")
            elif turn == "follow" and not claims.fact(bool(sight.trick), "the seat leads"):
                return
            check(position, claims, sight, card, legal)

        return checker

    return decorate


@_played()
def _play_only(position: Position, claims: Claims, sight: Sight, card: str,
               legal: list[str]) -> None:
    """``play_only``: one legal card."""
    claims.fact(len(legal) == 1, f"{legal} may be played")


def _opponent_trumps(sight: Sight) -> list[str]:
    return [c for c in sight.unseen + sight.exposed if sight.is_trump(c)
            and any(sight.may_hold(o, c) for o in sight.opponents())]


@_played("lead")
def _draw_trumps(position: Position, claims: Claims, sight: Sight, card: str,
                 legal: list[str]) -> None:
    """``play_draw_trumps``: a trump lead; no unseen trump ranks above it, and an opponent may
    hold a trump."""
    claims.fact(sight.is_trump(card) and sight.trump != NO_TRUMPS, f"{card} is no trump")
    claims.fact(not sight.above(card), f"{sight.above(card)} rank above {card}")
    claims.possible(bool(_opponent_trumps(sight)), "an opponent holds a trump")


@_played("lead")
def _lead_trump(position: Position, claims: Claims, sight: Sight, card: str,
                legal: list[str]) -> None:
    """``play_lead_trump``: a trump lead from four trumps or more, without the top trump;
    an opponent may hold trumps."""
    mine = [c for c in sight.hand if sight.is_trump(c)]
    claims.fact(sight.is_trump(card) and sight.trump != NO_TRUMPS, f"{card} is no trump")
    top = max(mine, key=sight.power)
    claims.fact(bool(sight.above(top)), "the seat holds the top trump")
    theirs = _opponent_trumps(sight)
    claims.possible(bool(theirs), "an opponent holds a trump")
    claims.fact(len(mine) >= 4, f"only {len(mine)} trumps")


@_played("lead")
def _cash(position: Position, claims: Claims, sight: Sight, card: str,
          legal: list[str]) -> None:
    """``play_cash``: a lead of the highest card left in its suit."""
    claims.fact(not sight.above(card), f"{sight.above(card)} rank above {card}")


def _partner_bids(position: Position) -> list[str]:
    partner = (position.seat + 2) % 4
    out = []
    for call in position.view["calls"]:
        if call["seat"] == partner and call["bid"] is not None and call["bid"]["kind"] == "tricks":
            out.append(str(call["bid"]["trump"]))
    return out


@_played("lead")
def _partner_suit(position: Position, claims: Claims, sight: Sight, card: str,
                  legal: list[str]) -> None:
    """``play_partner_suit``: a lead in a suit the partner bid."""
    claims.fact(sight.suit(card) in _partner_bids(position),
                f"the partner did not bid {sight.suit(card)}")


@_played("lead")
def _lead_low(position: Position, claims: Claims, sight: Sight, card: str,
              legal: list[str]) -> None:
    """``play_lead_low``: the lowest card of a longest side suit of the hand (the trumps and
    the joker left out)."""
    suit = sight.suit(card)
    length: dict[str | None, int] = {}
    for c in sight.hand:
        if not sight.is_trump(c):
            length[sight.suit(c)] = length.get(sight.suit(c), 0) + 1
    claims.fact(suit in length and length[suit] == max(length.values()),
                f"{suit} is not the longest suit ({length})")
    lower = [c for c in sight.hand if sight.suit(c) == suit and sight.power(c) < sight.power(card)]
    claims.fact(not lower, f"{lower} are lower in the suit")


@_played("lead")
def _lead_low_safe(position: Position, claims: Claims, sight: Sight, card: str,
                   legal: list[str]) -> None:
    """``play_lead_low_safe``: the lowest card of its suit; neither player of the contracting
    side has shown a void in it; no such side suit of the hand is longer."""
    declarers = (sight.contractor, (sight.contractor + 2) % 4)

    def open_suit(c: str) -> bool:
        return not sight.is_trump(c) and not any(sight.suit(c) in sight.voids[d]
                                                 for d in declarers)

    length: dict[str | None, int] = {}
    for c in sight.hand:
        if open_suit(c):
            length[sight.suit(c)] = length.get(sight.suit(c), 0) + 1
    suit = sight.suit(card)
    claims.fact(suit in length and length[suit] == max(length.values()),
                f"{suit} is not the longest suit the contracting side may hold ({length})")
    _low_in_suit(claims, sight, card)


@_played("lead")
def _partner_ruff(position: Position, claims: Claims, sight: Sight, card: str,
                  legal: list[str]) -> None:
    """``play_partner_ruff``: a lead of a side suit the partner has shown void in, and the
    partner may hold a trump."""
    partner = (sight.seat + 2) % 4
    claims.fact(not sight.is_trump(card) and sight.suit(card) in sight.voids[partner],
                f"the partner has not shown a void in {sight.suit(card)}")
    claims.possible(sight.trump != NO_TRUMPS and any(
        sight.is_trump(c) and sight.may_hold(partner, c) for c in sight.unseen),
        "the partner holds a trump")


@_played("lead")
def _trumps_left(position: Position, claims: Claims, sight: Sight, card: str,
                 legal: list[str]) -> None:
    """``play_trumps_left``: every card of the hand is a trump."""
    claims.fact(all(sight.is_trump(c) for c in sight.hand), "the hand holds a side card")


@_played("follow")
def _partner_winning(position: Position, claims: Claims, sight: Sight, card: str,
                     legal: list[str]) -> None:
    """``play_partner_winning``: the partner's card wins the trick so far."""
    claims.fact(sight.best()[0] == (sight.seat + 2) % 4, "the partner is not winning")


def _winners(sight: Sight, legal: Sequence[str]) -> list[str]:
    best = sight.best()[1]
    return [c for c in legal if sight.power(c) > best]


@_played("follow")
def _play_win(position: Position, claims: Claims, sight: Sight, card: str,
              legal: list[str]) -> None:
    """``play_win``: the card beats the trick so far, and no cheaper card does."""
    winners = _winners(sight, legal)
    claims.fact(card in winners, f"{card} does not beat the trick so far")
    cheaper = [c for c in winners if sight.power(c) < sight.power(card)]
    claims.fact(not cheaper, f"{cheaper} take the trick too, and are cheaper")


def beaten(sight: Sight, card: str, rng: random.Random) -> float:
    """Return the share of the deals the view allows in which an opponent still to play to
    the trick holds a card that beats ``card`` (a higher card of the suit led, or a higher
    trump while holding none of that suit)."""
    power = sight.power(card)
    later = [s for s in sight.later if s % 2 != sight.side]
    if not later:
        return 0.0
    hits = total = 0
    holders = sight.holders()
    for _ in range(SAMPLES):
        deal = sight.deal(rng, holders)
        if deal is None:
            continue
        total += 1
        for s in later:
            held = deal[s] if not (sight.exposed and s == sight.contractor) else list(sight.exposed)
            follows = [c for c in held if sight.suit(c) == sight.led]
            options = follows or held
            if any(sight.power(c) > power for c in options):
                hits += 1
                break
    return hits / total if total else 0.0


def _actual_beaten(position: Position, sight: Sight, card: str) -> bool:
    power = sight.power(card)
    for s in sight.later:
        if s % 2 == sight.side:
            continue
        held = list(position.state.hands[s])
        follows = [c for c in held if sight.suit(c) == sight.led]
        if any(sight.power(c) > power for c in (follows or held)):
            return True
    return False


@_played("follow")
def _play_win_safe(position: Position, claims: Claims, sight: Sight, card: str,
                   legal: list[str]) -> None:
    """``play_win_safe``: the card beats the trick so far, no opponent still to play may hold
    a higher card of the suit led, and each cheaper card that beats the trick so far an
    opponent still to play may beat (the share of deals in which the card is beaten, by a
    ruff, is recorded)."""
    winners = _winners(sight, legal)
    claims.fact(card in winners, f"{card} does not beat the trick so far")
    later = [s for s in sight.later if s % 2 != sight.side]
    follow = [x for x in sight.above(card) if sight.suit(x) == sight.led
              and any(sight.may_hold(s, x) for s in later)]
    claims.fact(not follow, f"an opponent after the seat may hold {follow}")
    claims.record("no later opponent beats it", 1 - beaten(sight, card, _rng(position)),
                  not _actual_beaten(position, sight, card))
    for c in winners:
        if sight.power(c) < sight.power(card):
            claims.possible(any(sight.may_hold(s, x) and sight.power(x) > sight.power(c)
                                for s in later for x in (*sight.unseen, *sight.exposed)),
                            f"{c}, cheaper, beaten")


@_played("follow")
def _play_win_high(position: Position, claims: Claims, sight: Sight, card: str,
                   legal: list[str]) -> None:
    """``play_win_high``: the card beats the trick so far and is the highest legal card."""
    claims.fact(card in _winners(sight, legal), f"{card} does not beat the trick so far")
    claims.fact(all(sight.power(c) <= sight.power(card) for c in legal),
                f"a higher card than {card} is legal")


@_played("follow")
def _ruff(position: Position, claims: Claims, sight: Sight, card: str,
          legal: list[str]) -> None:
    """``play_ruff``: a trump played to a side suit the seat holds none of."""
    claims.fact(sight.trump != NO_TRUMPS and sight.led != sight.trump
                and sight.is_trump(card), f"{card} is no ruff")
    claims.fact(not any(sight.suit(c) == sight.led for c in sight.hand),
                f"the hand holds {sight.led}")


def _low_in_suit(claims: Claims, sight: Sight, card: str) -> None:
    lower = [c for c in sight.hand if sight.suit(c) == sight.suit(card)
             and trick_power(c, sight.trump, sight.suit(card))
             < trick_power(card, sight.trump, sight.suit(card))]
    claims.fact(not lower, f"{lower} are lower than {card} in its suit")


@_played("follow")
def _second_low(position: Position, claims: Claims, sight: Sight, card: str,
                legal: list[str]) -> None:
    """``play_second_low``: the partner is still to play; a low card (the lowest of its suit
    in the hand) that does not beat the trick so far."""
    claims.fact((sight.seat + 2) % 4 in sight.later, "the partner has played")
    claims.fact(all(sight.power(card) <= sight.power(c) for c in legal
                    if sight.suit(c) == sight.suit(card)), f"{card} is not low")


@_played("follow")
def _play_low(position: Position, claims: Claims, sight: Sight, card: str,
              legal: list[str]) -> None:
    """``play_low``: no legal card beats the trick so far; the card is the lowest of its suit
    (the suit led, or the trumps when the hand holds nothing else)."""
    claims.fact(not _winners(sight, legal), f"{_winners(sight, legal)} beat the trick")
    _low_in_suit(claims, sight, card)


def _sure(sight: Sight, card: str) -> bool:
    """Return True if ``card`` is a side card no unseen card of its suit ranks above."""
    return not sight.is_trump(card) and not sight.above(card)


@_played("follow")
def _play_discard(position: Position, claims: Claims, sight: Sight, card: str,
                  legal: list[str]) -> None:
    """``play_discard``: no legal card beats the trick so far; the seat holds none of the
    suit led; the card is no trump while a side card may be thrown, and no winner of its suit
    (the highest left) while a card that is none may be thrown."""
    claims.fact(not _winners(sight, legal), f"{_winners(sight, legal)} beat the trick")
    side = [c for c in legal if not sight.is_trump(c)]
    claims.fact(not side or not sight.is_trump(card), f"{card}, a trump, thrown")
    others = [c for c in side if not _sure(sight, c)]
    claims.fact(not others or not _sure(sight, card),
                f"{card} is the highest left in its suit, while {others} are not")


@_played("follow")
def _play_discard_ruffed(position: Position, claims: Claims, sight: Sight, card: str,
                         legal: list[str]) -> None:
    """``play_discard_ruffed``: no legal card beats the trick so far; the card is the highest
    left in its side suit, and an opponent has shown none of that suit and may hold a trump."""
    claims.fact(not _winners(sight, legal), f"{_winners(sight, legal)} beat the trick")
    claims.fact(_sure(sight, card), f"{card} is not the highest left in its suit")
    suit = sight.suit(card)
    ruffs = [o for o in sight.opponents() if suit in sight.voids[o]
             and any(sight.is_trump(c) and sight.may_hold(o, c) for c in sight.unseen)]
    claims.fact(sight.trump != NO_TRUMPS and bool(ruffs),
                f"no opponent has shown none of {suit} and may trump it")


def _sampled(one: bool) -> Checker:
    """Return the checker of ``play_sampled`` (``one``: ``play_sampled_one``, whose words say
    "1 trick"): the side's tricks lie between those it took and those it may still take, and
    the singular is said of one trick alone, the plural of any other count."""

    @_played()
    def sampled(position: Position, claims: Claims, sight: Sight, card: str,
                legal: list[str]) -> None:
        tricks = claims.get("tricks")
        claims.verified.add("tricks")
        mine = sight.taken[sight.side]
        claims.fact(isinstance(tricks, int) and mine <= tricks <= mine + 10 - sight.tricks_done,
                    f"{tricks!r} tricks: the side has {mine} and {10 - sight.tricks_done} to play")
        claims.fact((tricks == 1) == one, f"{tricks!r} tricks said in the "
                    f"{'singular' if one else 'plural'}")

    return sampled


@_played()
def _sampled_misere(position: Position, claims: Claims, sight: Sight, card: str,
                    legal: list[str]) -> None:
    """``play_sampled_misere``: a misère, a share."""
    claims.fact(bool(position.view["misere"]), "the contract is no misère")
    _share(claims)






def _option(position: Position, claims: Claims) -> None:
    """``option_sampled``: a chance as a percentage; an option's chance is said of the options
    not advised, never as the hint's reason."""
    _share(claims)
    claims.fact(False, "an option that is not the best is advised")


# --------------------------------------------------------------------------- misère


@_played("lead", misere=True)
def _misere_lead(position: Position, claims: Claims, sight: Sight, card: str,
                 legal: list[str]) -> None:
    """``play_misere_lead``: a lead; among the legal cards that an unseen card may beat, none
    has fewer unseen cards below it that the defenders may hold."""

    def under(c: str) -> int:
        return sum(1 for x in sight.below(c) if any(sight.may_hold(d, x)
                                                    for d in sight.opponents()))

    def risky(c: str) -> bool:
        return c == JOKER or not any(any(sight.may_hold(d, x) for d in sight.opponents())
                                     for x in sight.above(c))

    pool = [c for c in legal if not risky(c)]
    if pool:
        claims.fact(card in pool and under(card) == min(under(c) for c in pool),
                    f"{card}: {under(card)} cards may duck under it, fewer under another")


@_played("follow", misere=True)
def _misere_duck(position: Position, claims: Claims, sight: Sight, card: str,
                 legal: list[str]) -> None:
    """``play_misere_duck``: the card loses the trick as it stands (so loses it), and no
    legal card between it and the winning card does."""
    best = sight.best()[1]
    claims.fact(sight.power(card) < best, f"{card} wins the trick as it stands")
    higher = [c for c in legal if sight.power(card) < sight.power(c) < best]
    claims.fact(not higher, f"{higher} lose the trick too, and are higher")


@_played("follow", misere=True)
def _misere_forced(position: Position, claims: Claims, sight: Sight, card: str,
                   legal: list[str]) -> None:
    """``play_misere_forced``: every legal card beats the trick so far; the card is the
    lowest; a player is still to play."""
    claims.fact(not _low_losers(sight, legal), f"{_low_losers(sight, legal)} lose the trick")
    claims.fact(all(sight.power(card) <= sight.power(c) for c in legal), f"{card} is not lowest")
    claims.fact(bool(sight.later), "nobody plays after the seat")


def _low_losers(sight: Sight, legal: Sequence[str]) -> list[str]:
    best = sight.best()[1]
    return [c for c in legal if sight.power(c) < best]


@_played("follow", misere=True)
def _misere_lost(position: Position, claims: Claims, sight: Sight, card: str,
                 legal: list[str]) -> None:
    """``play_misere_lost``: every legal card wins the trick: each beats it so far and
    nobody plays after the seat."""
    claims.fact(not _low_losers(sight, legal), f"{_low_losers(sight, legal)} lose the trick")
    claims.fact(not sight.later, f"{sight.later} still play to the trick")


@_played("follow", misere=True)
def _misere_discard(position: Position, claims: Claims, sight: Sight, card: str,
                    legal: list[str]) -> None:
    """``play_misere_discard``: the seat holds none of the suit led; the card is the highest
    of its suit in the hand."""
    claims.fact(not any(sight.suit(c) == sight.led for c in sight.hand),
                f"the hand holds {sight.led}")
    higher = [c for c in sight.hand if sight.suit(c) == sight.suit(card)
              and sight.power(c) > sight.power(card)]
    claims.fact(not higher, f"{higher} are higher than {card}")


def _can_be_forced(sight: Sight, suit: str | None, over: int) -> bool:
    """Return True if some deal the view allows makes the misère player win a trick of
    ``suit`` whose best card so far has power ``over``: it may hold a higher card of the suit
    (and have only such), or, void in it, the joker."""
    c = sight.contractor
    if sight.exposed:
        theirs = [x for x in sight.exposed if sight.suit(x) == suit]
        if theirs:
            return all(trick_power(x, sight.trump, suit) > over for x in theirs)
        return JOKER in sight.exposed
    if suit in sight.voids[c]:
        return sight.may_hold(c, JOKER)
    return any(trick_power(x, sight.trump, suit) > over and sight.may_hold(c, x)
               for x in sight.unseen if sight.suit(x) == suit) or sight.may_hold(c, JOKER)


@_played("lead", misere=False)
def _defend_lead(position: Position, claims: Claims, sight: Sight, card: str,
                 legal: list[str]) -> None:
    """``play_defend_misere_lead``: a lead of the lowest card of its suit in the hand, in a
    suit the misère player may have to beat it in."""
    _low_in_suit(claims, sight, card)
    claims.possible(_can_be_forced(sight, sight.suit(card), sight.power(card)),
                    f"the misère player beats {card}")


@_played("lead", misere=False)
def _defend_lead_any(position: Position, claims: Claims, sight: Sight, card: str,
                     legal: list[str]) -> None:
    """``play_defend_misere_lead_any``: a lead of the lowest card of its suit; for every
    card the seat may lead, the misère player has shown none of its suit, or (open) holds a
    lower one, or may hold no higher one (so any card of the suit it holds is lower)."""
    _low_in_suit(claims, sight, card)
    for c in legal:
        if c == JOKER:
            continue
        suit = sight.suit(c)
        power = trick_power(c, sight.trump, suit)
        if sight.exposed:
            theirs = [x for x in sight.exposed if sight.suit(x) == suit]
            ok = not theirs or any(trick_power(x, sight.trump, suit) < power for x in theirs)
        else:
            ok = suit in sight.voids[sight.contractor] or not any(
                sight.suit(x) == suit and trick_power(x, sight.trump, suit) > power
                and sight.may_hold(sight.contractor, x) for x in sight.unseen)
        claims.fact(ok, f"the misère player may have to beat {c}")


def _contractor_played(sight: Sight) -> str | None:
    return next((c for s, c in sight.trick if s == sight.contractor), None)


@_played("follow", misere=False)
def _defend_under(position: Position, claims: Claims, sight: Sight, card: str,
                  legal: list[str]) -> None:
    """``play_defend_misere_under``: the misère player's card wins the trick so far, and the
    card stays under it."""
    claims.fact(sight.best()[0] == sight.contractor, "the misère player is not winning")
    claims.fact(sight.power(card) < sight.best()[1], f"{card} beats the misère player's card")


@_played("follow", misere=False)
def _defend_unload(position: Position, claims: Claims, sight: Sight, card: str,
                   legal: list[str]) -> None:
    """``play_defend_misere_unload``: the misère player has played and cannot win the trick
    (another card beats its, or every legal card will); the card is the highest of its suit
    among the legal cards."""
    claims.fact(_contractor_played(sight) is not None, "the misère player has not played")
    lost = sight.best()[0] != sight.contractor or not _low_losers(sight, legal)
    claims.fact(lost, "the misère player may still win the trick")
    higher = [c for c in legal if sight.suit(c) == sight.suit(card) and c != card
              and trick_power(c, sight.trump, sight.suit(card))
              > trick_power(card, sight.trump, sight.suit(card))]
    claims.fact(not higher, f"{higher} are higher")


def _defend_low(forced: bool) -> Checker:
    """``play_defend_misere_low`` (``forced``) / ``play_defend_misere_low_none``: the misère
    player is still to play; the lowest legal card; the misère player may have to win the
    trick (or, for ``_none``, cannot be made to)."""

    @_played("follow", misere=False)
    def check(position: Position, claims: Claims, sight: Sight, card: str,
              legal: list[str]) -> None:
        claims.fact(sight.contractor in sight.later, "the misère player has played")
        claims.fact(sight.suit(card) == sight.led, f"{card} does not follow")
        claims.fact(all(sight.power(card) <= sight.power(c) for c in legal),
                    f"{card} is not the lowest")
        over = max(sight.best()[1], sight.power(card))
        can = _can_be_forced(sight, sight.led, over)
        if forced:
            claims.possible(can, "the misère player has to win the trick")
        else:
            claims.fact(not can, "the misère player may have to win the trick")

    return check


@_played("follow", misere=False)
def _defend_throw(position: Position, claims: Claims, sight: Sight, card: str,
                  legal: list[str]) -> None:
    """``play_defend_misere_throw``: the misère player is still to play; the seat holds none
    of the suit led; the card is the highest of its suit in the hand (the low ones kept)."""
    claims.fact(sight.contractor in sight.later, "the misère player has played")
    claims.fact(not any(sight.suit(c) == sight.led for c in sight.hand),
                f"the hand holds {sight.led}")
    if card != JOKER:
        higher = [c for c in sight.hand if c != JOKER and sight.suit(c) == sight.suit(card)
                  and sight.power(c) > sight.power(card)]
        claims.fact(not higher, f"{higher} are higher than {card}")


def _next(position: Position, claims: Claims) -> None:
    """``next``: the hand is over."""
    claims.action(str(Next()))


H = "five-hundred.hint."
CHECKERS: dict[str, Checker] = {
    H + "wait": _wait,
    H + "next": _next,
    H + "bid": _bid_count,
    H + "bid_nt": _bid_nt,
    H + "bid_misere": _bid_misere(MISERE),
    H + "bid_open_misere": _bid_misere(OPEN_MISERE),
    H + "bid_game": _bid_game,
    H + "bid_defend": _bid_defend,
    H + "bid_sampled": _bid_sampled,
    H + "bid_sampled_best": _bid_sampled_best,
    H + "bid_misere_sampled": _bid_misere_sampled,
    H + "pass_weak": _pass_weak,
    H + "pass_high": _pass_high,
    H + "pass_partner": _pass_partner,
    H + "pass_sampled": _pass_weak,
    H + "discard_void": _void(nt=False),
    H + "discard_void_more": _discard_void_more,
    H + "discard_void_nt": _void(nt=True),
    H + "discard_count": _discard_plain,
    H + "discard_misere": _discard_misere,
    H + "discard_joker_misere": _discard_joker,
    H + "discard_sampled": _discard_plain,
    H + "play_only": _play_only,
    H + "play_draw_trumps": _draw_trumps,
    H + "play_lead_trump": _lead_trump,
    H + "play_cash": _cash,
    H + "play_partner_suit": _partner_suit,
    H + "play_lead_low": _lead_low,
    H + "play_lead_low_safe": _lead_low_safe,
    H + "play_partner_ruff": _partner_ruff,
    H + "play_trumps_left": _trumps_left,
    H + "play_partner_winning": _partner_winning,
    H + "play_win": _play_win,
    H + "play_win_safe": _play_win_safe,
    H + "play_win_high": _play_win_high,
    H + "play_ruff": _ruff,
    H + "play_second_low": _second_low,
    H + "play_low": _play_low,
    H + "play_discard": _play_discard,
    H + "play_discard_ruffed": _play_discard_ruffed,
    H + "play_misere_lead": _misere_lead,
    H + "play_misere_duck": _misere_duck,
    H + "play_misere_forced": _misere_forced,
    H + "play_misere_lost": _misere_lost,
    H + "play_misere_discard": _misere_discard,
    H + "play_defend_misere_lead": _defend_lead,
    H + "play_defend_misere_lead_any": _defend_lead_any,
    H + "play_defend_misere_under": _defend_under,
    H + "play_defend_misere_unload": _defend_unload,
    H + "play_defend_misere_low": _defend_low(forced=True),
    H + "play_defend_misere_low_none": _defend_low(forced=False),
    H + "play_defend_misere_throw": _defend_throw,
    H + "play_sampled": _sampled(one=False),
    H + "play_sampled_one": _sampled(one=True),
    H + "play_sampled_misere": _sampled_misere,
    H + "option_sampled": _option,
}
