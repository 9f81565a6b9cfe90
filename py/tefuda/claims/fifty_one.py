"""The claims of the 51 hint (``fifty-one.hint.*``), checked from the rules.

Scores and the ranking come from the rules (:func:`~tefuda.games.fifty_one.scoring.score_of`,
:func:`~tefuda.games.fifty_one.scoring.rank_round`); card whereabouts from the seat's view, read
here on its own terms (:class:`Sight`): a card once face up this round (the field, the discard
pile, the cards of an event) is never again hidden, so each other player's hidden cards are
some of the cards never seen, and so is the stock until it is rebuilt from the discard pile
(then its cards are known, not their order).

Chances are estimated over deals the view allows, in three ways made apart from the hint's
(:func:`keeping`):

* **uniform**: the never-seen cards dealt to the hidden places at random;
* **keeping**: a player who visibly collects a suit (its taken cards all of it) holds more of
  it: each of its hidden cards is, with the chance :data:`KEEP`, one of that suit where one
  is left;
* **exchanges**: the same, with a chance that grows with the exchanges the player made
  (:data:`KEEP_PER_EXCHANGE`, at most :data:`KEEP_MAX`).

In a one more turn after a stop or call each other player is played out greedily: the
exchange with the best score, or, when that does not beat the caller, a flush and the best
exchange with the new field; either one after another (each sees the field the earlier ones
left) or each as if it moved first (:func:`play_extra_turns`), two ends of what the others can
do between them.  A stated chance is true within :data:`tefuda.claims.ESTIMATE_TOLERANCE` of
the range of those estimates.

How well they match what happens (263 call questions of seat 0 in 8,000 positions, seed 7,
each call settled on the actual deal, the one more turn played out one after another): under
"reveal at once" calls held 98 % of the time, the estimates said 99 % (uniform, Brier score
0.015), 92 % (keeping, 0.023), 95 % (exchanges, 0.019); under "one more turn" they held
55 %, the estimates said 75 % (0.189), 59 % (0.135), 64 % (0.134).
"""

from __future__ import annotations

import dataclasses
import itertools
import random
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from tefuda.cards import JOKER, format_card
from tefuda.claims import Checker, Claims, Position
from tefuda.games import deck_for
from tefuda.games.fifty_one import Call, Flush, NoCall, Pass, Swap, SwapAll
from tefuda.games.fifty_one.actions import GRAMMAR, Action
from tefuda.games.fifty_one.events import MOVES, EventKind
from tefuda.games.fifty_one.scoring import (
    JOKER_HIGH,
    RANK_POINTS,
    TOP_SCORE,
    rank_round,
    score_of,
)

DECK: tuple[str, ...] = deck_for("fifty-one")
SUITS = "SHDC"
#: suit letter → the symbol the sentences show (as the card notation prints it)
SYMBOL = {s: format_card("A" + s)[1:] for s in SUITS}
#: the keeping deal: the chance that a collector's hidden card is of its suit
KEEP = 0.3
#: the exchanges deal: that chance per exchange the player made, and at most
KEEP_PER_EXCHANGE = 0.12
KEEP_MAX = 0.6
#: deals per estimate and per model
SAMPLES = 200
#: drawn fields per estimate of a flush
FLUSH_SAMPLES = 200


#: the events that exchange cards with the field
EXCHANGES = (EventKind.SWAP, EventKind.SWAP_ALL)


def setup(rng: random.Random) -> dict[str, Any]:
    """Return the options of an arena game: 2–7 seats, every preset, custom switches mixed,
    one round or three."""
    options: dict[str, Any] = {
        "seats": rng.randint(2, 7),
        "preset": rng.choice(("standard", "one-more-turn", "stadium", "custom")),
        "rounds": rng.choice((1, 1, 3)),
    }
    if options["preset"] == "custom":
        options.update(
            first_turn=rng.choice(("swap-one", "any-but-pass")),
            after_end=rng.choice(("reveal", "one-more-turn")),
            caller_tie=rng.choice(("fails", "joker-rule")),
            bonus=rng.choice((False, True)),
        )
    return options


# --------------------------------------------------------------------------- cards and suits


def serves(card: str, suit: str) -> bool:
    """Return True when ``card`` counts for ``suit`` (the joker counts for every suit)."""
    return card == JOKER or card[1] == suit


def count(cards: Iterable[str], suit: str) -> int:
    """Return how many of ``cards`` count for ``suit``."""
    return sum(1 for c in cards if serves(c, suit))


def points(card: str) -> int:
    """Return a card's points, the joker at its high value."""
    return JOKER_HIGH if card == JOKER else RANK_POINTS[card[0]]


def progress(cards: Iterable[str], suit: str) -> tuple[int, int]:
    """Return how far ``cards`` are towards five of ``suit``: (cards for it, their points)."""
    mine = [c for c in cards if serves(c, suit)]
    return len(mine), sum(points(c) for c in mine)


def swapped(
    hand: Sequence[str], field: Sequence[str], give: str, take: str
) -> tuple[list[str], list[str]]:
    """Return (hand, field) after swapping hand card ``give`` for field card ``take``."""
    return (
        [take if c == give else c for c in hand],
        [give if c == take else c for c in field],
    )


def collects(taken: Sequence[str]) -> str | None:
    """Return the suit a player visibly collects: all its taken cards (the joker aside) are
    of that one suit, and there is at least one; else None."""
    suits = {c[1] for c in taken if c != JOKER}
    return next(iter(suits)) if len(suits) == 1 else None


def suit_of_symbol(symbol: object) -> str | None:
    """Return the suit letter a sentence's symbol stands for, or None."""
    return next((s for s, sym in SYMBOL.items() if sym == symbol), None)


# --------------------------------------------------------------------------- what the seat sees


@dataclasses.dataclass(frozen=True)
class Sight:
    """What the seat of a view knows of the round (see the module docstring).

    ``taken`` and ``hidden`` are per seat (the seat's own hidden count is 0); ``unseen`` the
    cards never seen; ``stock_known`` the cards of a rebuilt stock; ``opponents`` the other
    seats in turn order after this one.
    """

    seat: int
    hand: tuple[str, ...]
    field: tuple[str, ...]
    discard: tuple[str, ...]
    taken: tuple[tuple[str, ...], ...]
    hidden: tuple[int, ...]
    unseen: tuple[str, ...]
    stock_count: int
    reshuffled: bool
    stock_known: tuple[str, ...]
    opponents: tuple[int, ...]
    exchanges: tuple[int, ...]
    after_end: str
    caller_tie: str

    @classmethod
    def of(cls, view: Mapping[str, Any]) -> Sight:
        """Return the sight of ``view``'s seat."""
        seat, n = int(view["seat"]), int(view["seats"])
        hand, field, discard = tuple(view["hand"]), tuple(view["field"]), tuple(view["discard"])
        taken = tuple(tuple(p["taken"]) for p in view["players"])
        located = {*hand, *field, *discard, *(c for t in taken for c in t)}
        seen = located | {c for event in view["events"] for c in event["cards"]}
        return cls(
            seat=seat,
            hand=hand,
            field=field,
            discard=discard,
            taken=taken,
            hidden=tuple(
                0 if s == seat else int(view["players"][s]["hand_count"]) - len(taken[s])
                for s in range(n)
            ),
            unseen=tuple(c for c in DECK if c not in seen),
            stock_count=int(view["stock_count"]),
            reshuffled=int(view["reshuffles"]) > 0,
            stock_known=tuple(c for c in DECK if c in seen and c not in located),
            opponents=tuple((seat + i) % n for i in range(1, n)),
            exchanges=tuple(
                sum(1 for e in view["events"] if e["seat"] == s and e["kind"] in EXCHANGES)
                for s in range(n)
            ),
            after_end=str(view["options"]["after_end"]),
            caller_tie=str(view["options"]["caller_tie"]),
        )

    @property
    def extra(self) -> bool:
        """True when a stop or call gives every other player one more turn."""
        return self.after_end == "one-more-turn"

    def stock_cards(self) -> tuple[str, ...]:
        """Return the cards the stock may hold."""
        return self.stock_known if self.reshuffled else self.unseen

    def new_field_cards(self) -> tuple[str, ...]:
        """Return the cards a flush now may deal: the stock's, and the discard pile and the
        flushed field too when the stock runs out on the way."""
        if self.stock_count >= 5:
            return self.stock_cards()
        return (*self.stock_cards(), *self.discard, *self.field)

    def draw_field(self, rng: random.Random) -> list[str]:
        """Return a field a flush now may deal: five cards of the stock, or, when it holds
        fewer, all of them and the rest from the discard pile and the flushed field."""
        stock = list(self.stock_cards())
        if self.stock_count >= 5:
            return rng.sample(stock, 5)
        dealt = stock if self.reshuffled else rng.sample(stock, min(self.stock_count, len(stock)))
        refill = [*self.discard, *self.field]
        return [*dealt, *rng.sample(refill, min(5 - len(dealt), len(refill)))]

    def deal(
        self, rng: random.Random, keep: Mapping[int, float]
    ) -> tuple[dict[int, list[str]], list[str]]:
        """Return one deal the view allows: every other seat's whole hand, and the stock (top
        first).  Each hidden card of a seat that visibly collects a suit is, with the chance
        ``keep[seat]``, one of that suit (where one is left)."""
        pool = list(self.unseen)
        rng.shuffle(pool)
        hands: dict[int, list[str]] = {}
        for opp in self.opponents:
            suit = collects(self.taken[opp])
            cards: list[str] = []
            for _ in range(self.hidden[opp]):
                pick = len(pool) - 1
                if suit is not None and rng.random() < keep.get(opp, 0.0):
                    pick = next((i for i, c in enumerate(pool) if serves(c, suit)), pick)
                cards.append(pool.pop(pick))
            hands[opp] = [*self.taken[opp], *cards]
        stock = pool if not self.reshuffled else rng.sample(self.stock_known, len(self.stock_known))
        return hands, stock


# --------------------------------------------------------------------------- the reveal


def call_fails(
    sight: Sight, mine: Sequence[str], hands: Mapping[int, Sequence[str]], kind: str = "call"
) -> bool:
    """Return True when the others' ``hands`` make the seat's call (or stop) with ``mine``
    fail, by the rules' ranking."""
    seats = len(sight.taken)
    all_hands = [list(mine) if s == sight.seat else list(hands[s]) for s in range(seats)]
    ranking = rank_round(
        [score_of(h) for h in all_hands],
        [JOKER in h for h in all_hands],
        sight.seat,
        kind,
        sight.extra,
        sight.caller_tie,
    )
    return ranking.failed


def best_exchange(hand: Sequence[str], field: Sequence[str]) -> tuple[int, bool, list[str], list[str]]:
    """Return the best score reachable by one exchange with ``field`` (swap one or swap all),
    whether it holds no joker, and the hand and field it leaves."""
    options = [(list(field), list(hand))]
    options += [swapped(hand, field, g, t) for g in hand for t in field]
    best = max(options, key=lambda o: (score_of(o[0]), JOKER not in o[0]))
    return score_of(best[0]), JOKER not in best[0], best[0], best[1]


def play_extra_turns(
    sight: Sight,
    mine: Sequence[str],
    hands: dict[int, list[str]],
    stock: list[str],
    kind: str,
    rng: random.Random,
    independent: bool = False,
) -> dict[int, list[str]]:
    """Return the others' hands after their one more turn (each greedily, see the module
    docstring), from the deal ``hands`` and ``stock``.

    One after another, each sees the field the earlier ones left and draws on from the stock;
    ``independent``: each sees the field as it is now and the top of the stock as it is now,
    as if no other player's turn came first (the most the others can do between them).
    """
    field = list(sight.field)
    discard = list(sight.discard)
    out = {s: list(h) for s, h in hands.items()}
    stock = list(stock)
    for opp in sight.opponents:
        hand = out[opp]
        options = [(score_of(hand), JOKER not in hand, hand, field)]
        options.append(best_exchange(hand, field))
        score, no_joker, new_hand, new_field = max(options, key=lambda o: (o[0], o[1]))
        if not call_fails(sight, mine, {**out, opp: new_hand}, kind):
            discard += field
            if len(stock) < 5:
                rng.shuffle(discard)
                stock, discard = stock + discard, []
            drawn, rest = stock[:5], stock[5:]
            _, _, new_hand, new_field = best_exchange(hand, drawn)
            if not independent:
                stock = rest
        out[opp] = list(new_hand)
        if not independent:
            field = list(new_field)
    return out


def keeping(sight: Sight) -> dict[str, dict[int, float]]:
    """Return the deals' models by name: for each other seat, the chance that one of its
    hidden cards is of the suit it visibly collects."""
    return {
        "uniform": {},
        "keeping": dict.fromkeys(sight.opponents, KEEP),
        "exchanges": {
            o: min(KEEP_MAX, KEEP_PER_EXCHANGE * sight.exchanges[o]) for o in sight.opponents
        },
    }


def win_chance(
    sight: Sight,
    mine: Sequence[str],
    keep: Mapping[int, float],
    rng: random.Random,
    kind: str,
    independent: bool = False,
) -> float:
    """Return the share of deals (``keep`` as in :meth:`Sight.deal`) where the call (or stop)
    with ``mine`` does not fail (after a one more turn played as ``independent`` says, see
    :func:`play_extra_turns`)."""
    wins = 0
    for _ in range(SAMPLES):
        hands, stock = sight.deal(rng, keep)
        if sight.extra:
            hands = play_extra_turns(sight, mine, hands, stock, kind, rng, independent)
        wins += not call_fails(sight, mine, hands, kind)
    return wins / SAMPLES


def actual_hands(position: Position) -> dict[int, list[str]]:
    """Return every other seat's hand in the actual deal."""
    state = position.state
    return {s: list(state.hands[s]) for s in range(len(state.hands)) if s != position.seat}


def held_in_deal(position: Position, sight: Sight, mine: Sequence[str], kind: str) -> bool:
    """Return True when the call (or stop) with ``mine`` holds in the actual deal (the one more
    turn played out greedily on the actual stock)."""
    hands = actual_hands(position)
    if sight.extra:
        hands = play_extra_turns(
            sight, mine, hands, list(position.state.stock), kind, _rng(position)
        )
    return not call_fails(sight, mine, hands, kind)


def _rng(position: Position) -> random.Random:
    return random.Random(f"claims|51|{position.number}|{sorted(position.view['hand'])}")


# --------------------------------------------------------------------------- a stop that can fail


def fifty_ones() -> list[set[str]]:
    """Return every hand worth 51: A K Q J 10 of a suit, or the joker for any one of them."""
    out = []
    for suit in SUITS:
        top = [f"{r}{suit}" for r in "AKQJT"]
        out.append(set(top))
        out.extend({*top[:i], *top[i + 1 :], JOKER} for i in range(5))
    return out


def stop_can_fail(sight: Sight, mine: Sequence[str]) -> list[str] | None:
    """Return a 51 some other player could hold after its one more turn that makes the stop
    with ``mine`` fail (by the rules' ranking), or None when none can.

    A player ends with a 51 ``S`` when it was dealt it (its taken cards in ``S``, the rest of
    ``S`` never seen), when one swap completes it (at most one taken card outside ``S``, one
    card of ``S`` reachable on the field, the rest never seen), or when it swaps all for a
    field that is ``S`` (the field now, or one a flush may deal).
    """
    junk = ["2S", "3H", "4D", "5C", "6S"]  # scores 0: ranks below any 51
    rivals = [
        target for target in fifty_ones()
        if not target & set(mine)
        and call_fails(sight, mine, {o: junk for o in sight.opponents} | {sight.opponents[0]: sorted(target)}, "stop")
    ]
    short = sight.stock_count < 5 * len(sight.opponents) + 5
    unseen = set(sight.unseen)
    for i, opp in enumerate(sight.opponents):
        earlier = sight.opponents[:i]
        reach = {*sight.field, *sight.new_field_cards()}
        reach |= {c for o in earlier for c in sight.taken[o]}
        if any(sight.hidden[o] for o in earlier):
            reach |= unseen
        if short:
            reach |= {*sight.discard, *sight.field}
        taken = set(sight.taken[opp])
        for target in rivals:
            need = target - taken
            if taken <= target and need <= unseen:
                return sorted(target)
            if len(taken - target) <= 1 and any(
                t in reach and need - {t} <= unseen for t in need
            ):
                return sorted(target)
            if target == set(sight.field) or target <= set(sight.new_field_cards()):
                return sorted(target)
    return None


# --------------------------------------------------------------------------- the checkers


def _swap_params(position: Position, claims: Claims) -> tuple[list[str], list[str], str, str] | None:
    """Check that the advice is the swap of ``give`` for ``take``; return the hand and field
    after it, and the two cards."""
    give, take = claims.get("give"), claims.get("take")
    claims.verified.update(("give", "take"))
    view = position.view
    if give not in view["hand"] or take not in view["field"]:
        claims.fact(False, f"{give!r} for {take!r} is no swap of this hand and field")
        return None
    claims.action(str(Swap(str(give), str(take))))
    new_hand, new_field = swapped(view["hand"], view["field"], str(give), str(take))
    return new_hand, new_field, str(give), str(take)


def _suit_param(claims: Claims, name: str = "suit") -> str | None:
    """Return the suit letter of the symbol parameter ``name`` (verified as a suit)."""
    claims.verified.add(name)
    suit = suit_of_symbol(claims.get(name))
    if suit is None:
        claims.fact(False, f"{name} {claims.params.get(name)!r} is no suit")
    return suit


def _wait(position: Position, claims: Claims) -> None:
    """``wait``: nothing to decide."""
    claims.fact(not position.view["legal"], "the seat has a choice, not nothing to do")


def _next(position: Position, claims: Claims) -> None:
    """``next``: the round is over; go on."""
    claims.action("next")
    claims.fact(position.view["reveal"] is not None, "the round is not over")


def _swap_stop(position: Position, claims: Claims) -> None:
    """``swap_stop``: the swap makes five of one suit worth 51, a stop that wins the round:
    at once under "reveal at once"; in a one more turn, only if no other player can reach a
    51 that beats it."""
    found = _swap_params(position, claims)
    if found is None:
        return
    hand = found[0]
    claims.fact(score_of(hand) == TOP_SCORE, f"the hand after it scores {score_of(hand)}, not 51")
    sight = Sight.of(position.view)
    if sight.extra:
        rival = stop_can_fail(sight, hand)
        claims.fact(
            rival is None,
            f"the others get one more turn, and one could reach {rival}: the stop may lose",
        )
        claims.record("the stop wins", 1.0, held_in_deal(position, sight, hand, "stop"))


def _swap_stop_extra(position: Position, claims: Claims) -> None:
    """``swap_stop_extra``: the swap makes five of one suit worth 51, a stop, and every other
    player gets one more turn before the reveal."""
    found = _swap_params(position, claims)
    if found is None:
        return
    claims.fact(score_of(found[0]) == TOP_SCORE, f"the hand after it scores {score_of(found[0])}")
    claims.fact(Sight.of(position.view).extra, "the round ends at the stop, with no more turns")


def _swap_suit(position: Position, claims: Claims) -> None:
    """``swap_suit``: the swap makes five of one suit worth ``score`` (below 51)."""
    found = _swap_params(position, claims)
    if found is None:
        return
    score = score_of(found[0])
    claims.param("score", score)
    claims.fact(0 < score < TOP_SCORE, f"the hand after it scores {score}")


def _collector(position: Position, claims: Claims, card: str, suit_name: str) -> None:
    """Check ``collector``: another player whose taken cards are all of the suit named by
    ``suit_name`` (and some are), a suit ``card`` counts for."""
    seat = claims.get("collector")
    claims.verified.add("collector")
    suit = _suit_param(claims, suit_name)
    view = position.view
    if not isinstance(seat, int) or not 0 <= seat < view["seats"] or seat == view["seat"]:
        claims.fact(False, f"collector {seat!r} is not another player")
        return
    taken = view["players"][seat]["taken"]
    claims.fact(
        suit is not None and collects(taken) == suit,
        f"CPU {seat} holds {taken} from the field: it does not visibly collect "
        f"{claims.params.get(suit_name)}",
    )
    claims.fact(
        suit is not None and serves(card, suit), f"{card} is not of {claims.params.get(suit_name)}"
    )


def _swap(family: str, field: str, suffix: str) -> Checker:
    def check(position: Position, claims: Claims) -> None:
        """``swap_<family>[_none][_guard|_deny]``: the swap of ``give`` for ``take``, after
        which the hand holds ``held`` cards for ``suit``.

        ``build``: collect the suit: the card taken is one for it; the field then holds
        ``field`` more (``_none``: none).  ``keep``: the hand keeps as many cards for the suit
        as before (``_none``: no card on the field is one for it).  ``plain``: nothing more.
        ``_guard``: the plan's give ``card``, a card the swap keeps, could reach ``collector``,
        who visibly collects ``fsuit``; ``_deny``: the card taken, ``card``, is kept from it.
        """
        found = _swap_params(position, claims)
        suit = _suit_param(claims)
        if found is None or suit is None:
            return
        new_hand, new_field, give, take = found
        claims.param("held", count(new_hand, suit))
        if family == "build":
            claims.fact(serves(take, suit), f"{take} is not a card of {SYMBOL[suit]} to collect")
            on_field = count(new_field, suit)
            if field:
                claims.fact(on_field == 0, f"the field keeps {on_field} cards for the suit")
            else:
                claims.param("field", on_field)
        elif family == "keep":
            before = count(position.view["hand"], suit)
            claims.fact(
                count(new_hand, suit) == before,
                f"the hand held {before} cards for {SYMBOL[suit]} before the swap",
            )
            if field:
                here = count(position.view["field"], suit)
                claims.fact(here == 0, f"the field holds {here} cards for {SYMBOL[suit]}")
        if suffix == "_guard":
            card = claims.get("card")
            claims.verified.add("card")
            claims.fact(
                card in position.view["hand"] and card != give,
                f"{card!r} is not a card the swap keeps in hand",
            )
            _collector(position, claims, str(card), "fsuit")
        elif suffix == "_deny":
            claims.param("card", take)
            _collector(position, claims, take, "fsuit")

    return check


def promise(sight: Sight, cards: Sequence[str], suit: str) -> tuple[int, int, int]:
    """Return how promising ``cards`` are for five of ``suit``: the cards for it, how many
    more are still to be had (neither in ``cards``, the discard pile nor the hand of a player
    who visibly collects the suit: a card held by any other player comes back to the field
    when it is given away), and the points of those held."""
    gone = {*cards, *sight.discard}
    for taken in sight.taken:
        if collects(taken) == suit:
            gone.update(taken)
    held, pts = progress(cards, suit)
    return held, sum(1 for c in DECK if serves(c, suit) and c not in gone), pts


def _swap_all(position: Position, claims: Claims) -> None:
    """``swap_all``: the field holds ``held`` cards for ``suit``, more promising than the hand:
    as many cards for the suit as the hand holds for any, and no suit of the hand with that
    many is as good in every respect of :func:`promise` (cards, more to be had, points)."""
    claims.action(str(SwapAll()))
    suit = _suit_param(claims)
    if suit is None:
        return
    view = position.view
    field = view["field"]
    claims.param("held", count(field, suit))
    sight = Sight.of(view)
    mine = promise(sight, field, suit)
    hand = [promise(sight, view["hand"], s) for s in SUITS]
    most = max(h[0] for h in hand)
    better = [h for h in hand if h[0] == most and all(a >= b for a, b in zip(h, mine, strict=True))]
    claims.fact(
        mine[0] >= most and not better,
        f"the hand holds {most} cards of a suit, at least as promising (cards, more to be had, "
        f"points: {better[0] if better else most}) as the field's {mine}",
    )


def _swap_all_plain(position: Position, claims: Claims) -> None:
    """``swap_all_plain``: swap all; the field holds ``held`` cards for ``suit``."""
    claims.action(str(SwapAll()))
    suit = _suit_param(claims)
    if suit is not None:
        claims.param("held", count(position.view["field"], suit))


def _swap_all_suit(position: Position, claims: Claims) -> None:
    """``swap_all_suit``: the field is five of one suit worth ``score``."""
    claims.action(str(SwapAll()))
    score = score_of(position.view["field"])
    claims.param("score", score)
    claims.fact(score > 0, "the field is not of one suit")


def improving(hand: Sequence[str], cards: Iterable[str], suit: str) -> list[str]:
    """Return the ``cards`` that, swapped for some hand card, bring the hand nearer to five of
    ``suit`` (more cards for it, or as many with more points)."""
    now = progress(hand, suit)
    return [
        take for take in cards
        if any(progress(swapped(hand, [take], g, take)[0], suit) > now for g in hand)
    ]


def _nothing_helps(position: Position, claims: Claims) -> str | None:
    """Check a flush because nothing on the field helps the hand's ``suit`` (``held`` cards
    for it); return the suit's letter (None when ``suit`` is no suit)."""
    claims.action(str(Flush()))
    suit = _suit_param(claims)
    if suit is None:
        return None
    hand = position.view["hand"]
    claims.param("held", count(hand, suit))
    helpful = improving(hand, position.view["field"], suit)
    claims.fact(not helpful, f"{helpful} on the field would help {SYMBOL[suit]}")
    return suit


def _flush(position: Position, claims: Claims) -> None:
    """``flush``: nothing on the field helps the hand's ``suit`` (``held`` cards for it), and
    five new cards may: the stock may hold a card that does."""
    suit = _nothing_helps(position, claims)
    if suit is not None:
        claims.possible(
            bool(improving(position.view["hand"], Sight.of(position.view).new_field_cards(), suit)),
            "a new field may help",
        )


def _flush_field(position: Position, claims: Claims) -> None:
    """``flush_field``: nothing on the field helps the hand's ``suit`` (``held`` cards)."""
    _nothing_helps(position, claims)


def _flush_stall(position: Position, claims: Claims) -> None:
    """``flush_stall``: every other player passed, each once, since this seat's last move."""
    claims.action(str(Flush()))
    view = position.view
    moves = [(e["seat"], e["kind"]) for e in view["events"] if e["kind"] in MOVES]
    others = [s for s in range(view["seats"]) if s != view["seat"]]
    last = moves[-len(others):] if others else []
    claims.fact(
        len(last) == len(others)
        and all(kind == EventKind.PASS for _, kind in last)
        and sorted(seat for seat, _ in last) == others,
        f"the last moves were {last}, not a pass by each other player",
    )


def _pass(position: Position, claims: Claims) -> None:
    """``pass``: no swap with the field (nor swap all) helps the hand's ``suit`` (``held``)."""
    claims.action(str(Pass()))
    suit = _suit_param(claims)
    if suit is None:
        return
    view = position.view
    claims.param("held", count(view["hand"], suit))
    helpful = improving(view["hand"], view["field"], suit)
    claims.fact(not helpful, f"swapping for {helpful} would help {SYMBOL[suit]}")
    claims.fact(
        progress(view["field"], suit) <= progress(view["hand"], suit),
        f"swapping all would help {SYMBOL[suit]}",
    )


def _score(position: Position, claims: Claims) -> list[str]:
    """Check ``score``, the hand's; return the hand."""
    hand = list(position.view["hand"])
    claims.param("score", score_of(hand))
    return hand


def _call_sure(position: Position, claims: Claims) -> None:
    """``call_sure``: call; no other player can beat ``score``: the round ends at the call
    (no one more turn) and each other player's taken cards are of two suits or more."""
    claims.action(str(Call()))
    hand = _score(position, claims)
    sight = Sight.of(position.view)
    claims.fact(not sight.extra, "the others get one more turn after a call")
    open_ = [o for o in sight.opponents if len({c[1] for c in sight.taken[o] if c != JOKER}) < 2]
    claims.fact(not open_, f"CPU {open_} have not taken cards of two suits")
    claims.fact(held_in_deal(position, sight, hand, "call"), "the call fails in the actual deal")


def _chances(position: Position, hand: Sequence[str]) -> tuple[list[float], bool]:
    """Return the chance that a call with ``hand`` holds by each deal (uniform, keeping,
    exchanges), and in a one more turn by each way the others may play it (one after
    another, or each as if first), and whether it holds in the actual deal."""
    sight = Sight.of(position.view)
    rng = _rng(position)
    plays = (False, True) if sight.extra else (False,)
    chances = [
        win_chance(sight, hand, keep, rng, "call", independent)
        for keep in keeping(sight).values()
        for independent in plays
    ]
    return chances, held_in_deal(position, sight, hand, "call")


def _stated(claims: Claims) -> float:
    """Return the stated chance (``chance``, per cent) as a share; -1 when it is no number."""
    chance = claims.get("chance")
    claims.verified.add("chance")
    return chance / 100 if isinstance(chance, (int, float)) else -1.0


def _call(position: Position, claims: Claims) -> None:
    """``call``: ``score`` wins about ``chance`` % of the time."""
    claims.action(str(Call()))
    hand = _score(position, claims)
    chances, held = _chances(position, hand)
    claims.estimate("the call's chance", _stated(claims), chances, held)


def _can_grow(position: Position, hand: Sequence[str]) -> bool:
    """Return True when some card outside the hand, swapped for one of it, scores higher."""
    score = score_of(hand)
    return any(
        score_of(swapped(hand, [c], g, c)[0]) > score for c in DECK if c not in hand for g in hand
    )


def _nocall(position: Position, claims: Claims) -> None:
    """``nocall``: ``score`` wins about ``chance`` %, and the hand can still grow."""
    claims.action(str(NoCall()))
    hand = _score(position, claims)
    chances, held = _chances(position, hand)
    claims.estimate("the call's chance", _stated(claims), chances, held)
    claims.fact(_can_grow(position, hand), "the hand cannot grow")


def _reachable(sight: Sight, seat: int, mine: Sequence[str]) -> list[str] | None:
    """Return a hand ``seat`` may hold at the reveal that beats a call with ``mine``, or None.

    The hand is its taken cards and never-seen ones; in a one more turn one swap may also
    bring in a card within its reach (the field, a field a flush may deal) for any of them.
    """
    taken = set(sight.taken[seat])
    suit = collects(sorted(taken))
    if suit is None:
        return None
    unseen = {c for c in sight.unseen if serves(c, suit)}
    reach = {c for c in (*sight.field, *sight.new_field_cards()) if serves(c, suit)}
    reach = reach - set(mine) if sight.extra else set()
    others = {o: ["2S", "3H", "4D", "5C", "6S"] for o in sight.opponents}
    for combo in itertools.combinations(sorted(taken | unseen | reach), 5):
        hand = set(combo)
        dealt = taken <= hand and hand - taken <= unseen
        swap = len(taken - hand) <= 1 and any(
            t in reach and hand - taken - {t} <= unseen for t in hand - taken
        )
        if (dealt or swap) and call_fails(sight, mine, others | {seat: sorted(hand)}):
            return sorted(hand)
    return None


def _nocall_threat(position: Position, claims: Claims) -> None:
    """``nocall_threat``: ``collector`` collects ``suit`` (its taken cards ``cards``) and may
    beat ``score`` (some deal lets it).  The sentence states no chance: the hint's model of a
    collector's hidden cards and the checker's differ most on such a player."""
    claims.action(str(NoCall()))
    hand = _score(position, claims)
    seat = claims.get("collector")
    view = position.view
    if not isinstance(seat, int) or not 0 <= seat < view["seats"] or seat == view["seat"]:
        claims.fact(False, f"collector {seat!r} is not another player")
        return
    claims.verified.add("collector")
    taken = list(view["players"][seat]["taken"])
    claims.param("cards", taken)
    suit = _suit_param(claims)
    claims.fact(suit is not None and collects(taken) == suit, f"CPU {seat} does not collect it")
    sight = Sight.of(view)
    claims.possible(_reachable(sight, seat, hand) is not None, f"CPU {seat} may beat it")


def _extra_turn(position: Position, claims: Claims) -> None:
    """Check that this is the seat's one more turn before the reveal."""
    view = position.view
    claims.fact(
        bool(view["extra_turns"]) and view["declared"] is not None,
        "this is not the one more turn before the reveal",
    )


def _exchanges(view: Mapping[str, Any]) -> dict[str, list[str]]:
    """Return each legal exchange (swaps, swap all) and pass with the hand it leaves."""
    hand, field = list(view["hand"]), list(view["field"])
    out: dict[str, list[str]] = {}
    for action in GRAMMAR.legal(view):
        if isinstance(action, Pass):
            out[str(action)] = hand
        elif isinstance(action, SwapAll):
            out[str(action)] = field
        elif isinstance(action, Swap):
            out[str(action)] = swapped(hand, field, action.hand_card, action.field_card)[0]
    return out


def _parsed(text: object) -> type[Action] | None:
    """Return the kind of action ``text`` is (its class), or None for no action of 51."""
    try:
        return type(GRAMMAR.parse(str(text)))
    except ValueError:
        return None


def _extra_pass(position: Position, claims: Claims) -> None:
    """``extra_pass``: pass and keep ``score``; no exchange scores more."""
    _extra_turn(position, claims)
    claims.action(str(Pass()))
    score = score_of(_score(position, claims))
    better = {a: score_of(h) for a, h in _exchanges(position.view).items() if score_of(h) > score}
    claims.fact(not better, f"{better} score more than keeping {score}")


def _extra_swap_all(position: Position, claims: Claims) -> None:
    """``extra_swap_all``: swap all; the hand then scores ``score``."""
    _extra_turn(position, claims)
    claims.action(str(SwapAll()))
    claims.param("score", score_of(position.view["field"]))


def _extra_swap(position: Position, claims: Claims) -> None:
    """``extra_swap``: the swap of ``give`` for ``take``; the hand then scores ``score``."""
    _extra_turn(position, claims)
    found = _swap_params(position, claims)
    if found is not None:
        claims.param("score", score_of(found[0]))


def _extra_none(position: Position, claims: Claims) -> None:
    """``extra_none``: no move makes the hand one suit (no exchange with this field, and no
    field a flush may deal), so any swap will do."""
    _extra_turn(position, claims)
    view = position.view
    if not claims.fact(_parsed(claims.advice.get("action")) is Swap, "not a swap"):
        return
    scoring = {a: score_of(h) for a, h in _exchanges(view).items() if score_of(h)}
    claims.fact(not scoring, f"{scoring} make the hand one suit")
    if str(Flush()) in view["legal"]:
        cards = Sight.of(view).new_field_cards()
        claims.fact(
            not flush_can_score(view["hand"], cards), "a flush may make the hand one suit"
        )


def flush_can_score(hand: Sequence[str], cards: Sequence[str]) -> bool:
    """Return True when some field of five of ``cards`` lets ``hand`` become one suit: a card
    that completes four of a suit in hand, or five cards of one suit to swap all for."""
    for suit in SUITS:
        fits = count(cards, suit)
        if fits >= 5 or (count(hand, suit) >= 4 and fits >= 1):
            return True
    return False


def _best_now(view: Mapping[str, Any]) -> int:
    """Return the best score the seat reaches without a flush."""
    return max(score_of(h) for h in _exchanges(view).values())


def _extra_flush(position: Position, claims: Claims) -> None:
    """``extra_flush``: a flush gives a better chance than this field: over the fields it may
    deal, the best exchange scores more on average than the best move now."""
    _extra_turn(position, claims)
    claims.action(str(Flush()))
    view = position.view
    now = _best_now(view)
    sight = Sight.of(view)
    rng = _rng(position)
    hand = list(view["hand"])
    cards = list(sight.new_field_cards())
    total = 0
    for _ in range(FLUSH_SAMPLES):
        total += best_exchange(hand, sight.draw_field(rng))[0]
    mean = total / FLUSH_SAMPLES
    actual = best_exchange(hand, list(position.state.stock[:5]))[0]
    claims.record("the flush scores more than the best move now", mean, actual > now)
    if now == 0:
        claims.fact(flush_can_score(hand, cards), "no field a flush may deal makes one suit")
    else:
        claims.fact(mean > now, f"a flush averages {mean:.1f}; the best move now scores {now}")


#: the swap sentences: (family, "_none" or "", suffix)
SWAP_SENTENCES = (
    *(("build", f, x) for f in ("", "_none") for x in ("", "_guard", "_deny")),
    ("keep", "", ""), ("keep", "_none", ""), ("keep", "", "_guard"), ("keep", "", "_deny"),
    ("plain", "", ""), ("plain", "", "_guard"), ("plain", "", "_deny"),
)

CHECKERS: dict[str, Checker] = {
    "fifty-one.hint.wait": _wait,
    "fifty-one.hint.next": _next,
    "fifty-one.hint.swap_stop": _swap_stop,
    "fifty-one.hint.swap_stop_extra": _swap_stop_extra,
    "fifty-one.hint.swap_suit": _swap_suit,
    **{
        f"fifty-one.hint.swap_{family}{field}{suffix}": _swap(family, field, suffix)
        for family, field, suffix in SWAP_SENTENCES
    },
    "fifty-one.hint.swap_all": _swap_all,
    "fifty-one.hint.swap_all_plain": _swap_all_plain,
    "fifty-one.hint.swap_all_suit": _swap_all_suit,
    "fifty-one.hint.flush": _flush,
    "fifty-one.hint.flush_field": _flush_field,
    "fifty-one.hint.flush_stall": _flush_stall,
    "fifty-one.hint.pass": _pass,
    "fifty-one.hint.call_sure": _call_sure,
    "fifty-one.hint.call": _call,
    "fifty-one.hint.nocall_threat": _nocall_threat,
    "fifty-one.hint.nocall": _nocall,
    "fifty-one.hint.extra_flush": _extra_flush,
    "fifty-one.hint.extra_pass": _extra_pass,
    "fifty-one.hint.extra_swap_all": _extra_swap_all,
    "fifty-one.hint.extra_swap": _extra_swap,
    "fifty-one.hint.extra_none": _extra_none,
}
