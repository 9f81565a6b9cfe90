"""FROZEN copy (see the package docstring): Playing a sampled deal to its end quickly: the normal CPU's principles with every hand in
view, which is how the hard CPU imagines the rest of a hand once it has guessed the cards.

Each seat draws trumps while it holds the top one and the opponents hold some (contracting
side), cashes cards no opponent can beat, leads towards the partner's winners, otherwise
leads low from its longest side suit; it leaves a partner's trick alone when no opponent
still to play can beat it, wins with the cheapest card no one after it can beat, and
otherwise throws its least useful card.  In misère the contractor ducks with the highest card
that loses and leads cards a defender must beat; the defenders stay under the contractor and
unload high cards on tricks that are theirs anyway.
"""

from __future__ import annotations

from tefuda.cards import JOKER

from .tables import table
from .world import World, powers


def play_out(world: World) -> World:
    """Play ``world`` to the end of the hand (in place) and return it."""
    while not world.over:
        card, named = choose_card(world)
        world.play(card, named)
    return world


def choose_card(world: World) -> tuple[str, str | None]:
    """Return the card the seat to play plays, and the suit it names for a joker lead."""
    seat = world.to_play()
    legal = world.legal(seat)
    if len(legal) == 1:
        card = legal[0]
    elif world.misere:
        card = _misere(world, seat, legal)
    elif not world.trick:
        card = _lead(world, seat, legal)
    else:
        card = _follow(world, seat, legal)
    return card, _name(world, seat, card)


def _name(world: World, seat: int, card: str) -> str | None:
    """Return the suit a joker led in no trumps names: the one the leader is longest in."""
    if not world.needs_name(card):
        return None
    suits = world.nameable()
    hand = world.hands[seat]
    return max(suits, key=lambda s: (sum(1 for c in hand if c[1] == s and c != JOKER), s))


def _lead(world: World, seat: int, legal: list[str]) -> str:
    t = table(world.trump)
    power = powers(world.trump)[None]
    side = seat % 2
    opponents = [s for s in (side ^ 1, (side ^ 1) + 2) if s != world.out]
    partner = (seat + 2) % 4
    trump_suit = t.trump_suit
    is_trump = t.is_trump
    suit_of = t.suit
    rank = t.rank
    hands = world.hands
    opp_trumps = [c for o in opponents for c in hands[o] if is_trump[c]]
    mine = sorted(legal, key=lambda c: -rank[c])
    if trump_suit is not None and world.contractor % 2 == side and opp_trumps:
        top = max(rank[c] for c in opp_trumps)
        for card in mine:
            if is_trump[card] and rank[card] > top:
                return card
    for card in mine:
        if is_trump[card] or card == JOKER:
            continue
        suit = suit_of[card]
        beaten = False
        for o in opponents:
            held = [c for c in hands[o] if suit_of[c] == suit]
            if held:
                if any(rank[c] > rank[card] for c in held):
                    beaten = True
                    break
            elif trump_suit is not None and any(is_trump[c] for c in hands[o]):
                beaten = True
                break
        if not beaten:
            return card
    if partner != world.out:
        theirs = hands[partner]
        for card in sorted(legal, key=lambda c: rank[c]):
            if is_trump[card]:
                continue
            suit = suit_of[card]
            tops = [c for c in theirs if suit_of[c] == suit and not is_trump[c]]
            if tops and all(
                rank[max(tops, key=lambda c: rank[c])] > rank[c]
                for o in opponents for c in hands[o] if suit_of[c] == suit
            ):
                return card
    side_cards = [c for c in legal if not is_trump[c]]
    pool = side_cards or legal
    length: dict[str | None, int] = {}
    for c in pool:
        length[suit_of[c]] = length.get(suit_of[c], 0) + 1
    return min(pool, key=lambda c: (-length[suit_of[c]], power[c]))


def _beaten(world: World, seat: int, card: str, best_power: int) -> bool:
    """Return True if an opponent still to play after ``seat`` can beat ``best_power`` once
    ``card`` is on the trick."""
    led = world.led()
    power = powers(world.trump)[led]
    side = seat % 2
    later = [s for s in world.later() if s % 2 != side]
    if not later:
        return False
    world.trick.append((seat, card))
    try:
        for o in later:
            if any(power[c] > best_power for c in world.legal(o)):
                return True
        return False
    finally:
        world.trick.pop()


def _throw(world: World, seat: int, legal: list[str]) -> str:
    t = table(world.trump)
    led = world.led()
    suit_of, rank, is_trump = t.suit, t.rank, t.is_trump
    if all(suit_of[c] == led for c in legal):
        return min(legal, key=lambda c: rank[c])
    side = [c for c in legal if not is_trump[c]]
    if not side:
        return min(legal, key=lambda c: rank[c])
    hand = world.hands[seat]
    length: dict[str | None, int] = {}
    for c in hand:
        length[suit_of[c]] = length.get(suit_of[c], 0) + 1
    return min(side, key=lambda c: (length[suit_of[c]], rank[c]))


def _follow(world: World, seat: int, legal: list[str]) -> str:
    led = world.led()
    power = powers(world.trump)[led]
    best_seat, best_power = world.best()
    if best_seat % 2 == seat % 2:
        low = _throw(world, seat, legal)
        if not _beaten(world, seat, low, best_power):
            return low
    winners = sorted((c for c in legal if power[c] > best_power), key=lambda c: power[c])
    for card in winners:
        if not _beaten(world, seat, card, power[card]):
            return card
    return _throw(world, seat, legal)


def _misere(world: World, seat: int, legal: list[str]) -> str:
    led = world.led()
    contractor = world.contractor
    if not world.trick:
        power = powers(world.trump)[None]
        responders = [s for s in world.later()]
        if seat == contractor:
            # a lead is safe when some defender must beat it
            safe = [c for c in legal if c != JOKER and any(
                _all_beat(world, seat, c, s) for s in responders)]
            if safe:
                return max(safe, key=lambda c: power[c])
            return min(legal, key=lambda c: (c == JOKER, power[c]))
        forced = [c for c in legal if c != JOKER and _all_beat(world, seat, c, contractor)]
        if forced:
            return min(forced, key=lambda c: power[c])
        return min(legal, key=lambda c: (c == JOKER, power[c]))
    table_of = powers(world.trump)[led]
    best_seat, best_power = world.best()
    if seat == contractor:
        losing = [c for c in legal if table_of[c] < best_power]
        if losing:
            return max(losing, key=lambda c: table_of[c])
        later = world.later()
        safe = [c for c in legal if any(_all_beat(world, seat, c, s) for s in later)]
        if safe:
            return max(safe, key=lambda c: table_of[c])
        return min(legal, key=lambda c: table_of[c])
    played = any(s == contractor for s, _ in world.trick)
    if played:
        if best_seat == contractor:
            under = [c for c in legal if table_of[c] < best_power]
            if under:
                return max(under, key=lambda c: table_of[c])
        return max(legal, key=lambda c: (c != JOKER, table_of[c], table(world.trump).rank[c]))
    return min(legal, key=lambda c: (c == JOKER, table_of[c], table(world.trump).rank[c]))


def _all_beat(world: World, seat: int, card: str, responder: int) -> bool:
    """Return True if every card ``responder`` may play beats ``card`` led or played now."""
    world.trick.append((seat, card))
    try:
        led = world.led()
        power = powers(world.trump)[led]
        mine = max(power[c] for _, c in world.trick)
        return all(power[c] > mine for c in world.legal(responder))
    finally:
        world.trick.pop()
