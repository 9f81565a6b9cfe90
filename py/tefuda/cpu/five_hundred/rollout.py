"""Playing a sampled deal to its end: every seat plays the rule-based policy (:mod:`.policy`)
from its own knowledge of the deal (:meth:`.world.World.seen`), which is how the hard CPU
imagines the rest of a hand once it has guessed the cards, and how the normal CPU would play
it."""

from __future__ import annotations

from collections.abc import Sequence

from tefuda.games.five_hundred import bid_trump, is_misere

from .kitty import plan_discards
from .policy import choose_play, joker_suit
from .world import World


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
    card = legal[0] if len(legal) == 1 else choose_play(world.seen(seat), legal)[0]
    if world.needs_name(card):
        return card, joker_suit(world.hands[seat], world.nameable())
    return card, None


def contract_tricks(hands: Sequence[Sequence[str]], centre: Sequence[str], contractor: int,
                    contract: str, *, exposed: bool = False) -> int:
    """Return the tricks the contractor's side takes (misère: the contractor's own) when
    ``contractor`` plays ``contract`` on the deal ``hands`` with ``centre`` the kitty: it takes
    the kitty, lays away three cards by the rules of :mod:`.kitty`, and leads; every seat plays
    the rule-based policy.  ``exposed``: open misère's hand lies face up from the first lead."""
    trump = bid_trump(contract)
    misere = is_misere(contract)
    world_hands = [list(h) for h in hands]
    thirteen = world_hands[contractor] + list(centre)
    gone = plan_discards(thirteen, trump, misere)
    world_hands[contractor] = [c for c in thirteen if c not in gone]
    suits: list[tuple[str, ...]] = [(), (), (), ()]
    if not misere:
        suits[contractor] = (trump,)
    world = World(trump, misere, contractor, world_hands, contractor, discards=gone,
                  bid_suits=suits, exposed=exposed)
    play_out(world)
    return world.taken[contractor] if misere else world.side_tricks(contractor % 2)
