"""The normal CPU's card play from a view: the rule-based policy (:mod:`.policy`) given the
seat's knowledge (:meth:`.knowledge.Knowledge.seen`), its card turned into the action text
(with the suit a joker led in no trumps names)."""

from __future__ import annotations

from collections.abc import Sequence

from tefuda.cards import JOKER

from .decision import Decision, card_of, decision, named_of
from .knowledge import Knowledge
from .policy import choose_play, joker_suit


def play_text(know: Knowledge, legal: Sequence[str], card: str) -> str:
    """Return the action text that plays ``card`` (one of the cards of ``legal``): for a joker
    led in no trumps the one naming the suit :func:`.policy.joker_suit` picks."""
    texts = [x for x in legal if card_of(x) == card]
    if card != JOKER or len(texts) == 1:
        return texts[0]
    named = {suit: x for x in texts if (suit := named_of(x)) is not None}
    return named[joker_suit(know.hand, list(named))]


def normal_play(know: Knowledge, legal: Sequence[str]) -> Decision:
    """Return the normal CPU's play (``legal`` has two or more texts) with its reason."""
    cards = list(dict.fromkeys(card_of(x) for x in legal))
    if len(cards) == 1:
        return decision(play_text(know, legal, cards[0]), "play_only", card=cards[0])
    card, reason = choose_play(know.seen(), cards)
    return decision(play_text(know, legal, card), reason, card=card)
