"""500's tricks: who wins a trick, and which cards a player may play to one — the follow-suit
rule, written once (specs/five_hundred.md, "Play").

* Follow the suit led if you can, by the *effective* suit: a led left bower is a trump lead,
  and the left bower follows trumps, not its printed suit.  In a trump contract the joker is a
  trump (it must follow a trump lead when it is your only trump).
* In no trumps and misère the joker is the only trump and belongs to no suit: it may be played
  to a suit's lead only when void in that suit, and then wins.  Led, it stands for a suit its
  player names, one not yet led in the hand; once all four suits have been led it may be led
  only to the last trick, naming any suit.
* In misère (played as no trumps) a player void in the suit led who holds the joker must play it.

:func:`playable` is the rule: it gives the cards a player may play and, for any other card of
the hand, the reason, from the same decision.  The engine's verify step and its list of legal
plays both ask it; :func:`legal_cards` is its list of cards alone.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from typing import Literal

from tefuda.cards import JOKER
from tefuda.core import IllegalAction

from .cards import (
    NO_TRUMPS,
    SUITS,
    check_cards,
    check_suit,
    check_trump,
    effective_suit,
    is_left_bower,
    suit_symbol,
    trick_power,
)


def led_suit(trick: Sequence[str], trump: str, named_suit: str | None) -> str | None:
    """Return the effective suit of the trick's lead: the trump suit for a led bower or joker in
    a trump contract, the named suit for a joker led in no trumps; None for an empty trick (or a
    led joker in no trumps with no suit named)."""
    if not trick:
        return None
    if trick[0] == JOKER and trump == NO_TRUMPS:
        return named_suit
    return effective_suit(trick[0], trump)


def trick_winner(cards: Iterable[str], trump: str, named_suit: str | None = None) -> int:
    """Return the index, in play order, of the card that wins the trick ``cards``.

    ``trump`` is ``S C D H`` or ``NT`` (misère is played as ``NT``); ``named_suit`` is the suit
    named for a joker led in no trumps (it never changes the winner: the joker, the only trump,
    wins whenever it is played).  The highest trump wins; with no trump, the highest card of
    the suit led.  The cards are judged as given, without checking that each play followed.
    Raises ValueError for no cards, more than four, a card outside the 43-card deck or given
    twice, or a bad trump or suit.

    >>> trick_winner(["AH", "5D", "KH", "QH"], "S")          # no trump: the ace led
    0
    >>> trick_winner(["AH", "JD", "KH", "JH"], "H")          # right bower beats left bower
    3
    >>> trick_winner(["AD", "JD", "KD", "QD"], "H")          # the left bower is a trump
    1
    >>> trick_winner(["AS", "JK", "KS", "QS"], "NT")         # the joker tops no trumps
    1
    >>> trick_winner(["JK", "AH", "KH"], "NT", "H")          # a led joker wins too
    0
    """
    played = check_cards(cards, "trick")
    trump = check_trump(trump)
    if named_suit is not None:
        check_suit(named_suit, "named_suit")
    if not 1 <= len(played) <= 4:
        raise ValueError(f"a trick has 1 to 4 cards, got {len(played)}")
    return winning_index(played, trump, named_suit)


def winning_index(cards: Sequence[str], trump: str, named_suit: str | None = None) -> int:
    """Return :func:`trick_winner` for cards already checked (the CPU's searches ask it about
    tricks they played themselves): the same rule, without the checks.

    >>> winning_index(["AD", "JD", "KD", "QD"], "H")
    1
    """
    led = led_suit(cards, trump, named_suit)
    powers = [trick_power(c, trump, led) for c in cards]
    return powers.index(max(powers))


def nameable_suits(suits_led: Iterable[str], last_trick: bool) -> tuple[str, ...]:
    """Return the suits a joker led in no trumps may name: those not yet led in the hand; once
    all four have been led, none, except on the last trick, where any suit may be named.

    >>> nameable_suits(["S", "H"], False)
    ('C', 'D')
    >>> nameable_suits("SCDH", False), nameable_suits("SCDH", True)
    ((), ('S', 'C', 'D', 'H'))
    """
    led = set(suits_led)
    left = tuple(s for s in SUITS if s not in led)
    if not left and last_trick:
        return SUITS
    return left


#: why a rule of play leaves cards of the hand out: the joker may not be led (every suit has
#: been led), misère's compulsory joker, or the suit led must be followed
Limit = Literal["joker_lead_closed", "joker_compulsory", "follow"]


@dataclasses.dataclass(frozen=True)
class Playable:
    """The follow-suit rule's answer for one hand and trick: ``cards``, those of the hand its
    player may play (in hand order), and what left the others out: ``limit`` (None when every
    card may be played), the effective suit ``led`` (None on a lead) and the ``trump``."""

    cards: list[str]
    limit: Limit | None
    led: str | None
    trump: str

    def refusal(self, card: str) -> IllegalAction:
        """Return why ``card``, a card of the hand left out of :attr:`cards`, may not be
        played, naming the part of the rule that applies: the joker's lead closed, misère's
        compulsory joker, the joker or a bower that is a trump, or plain following.

        Raises ValueError for a card that may be played.
        """
        if card in self.cards or self.limit is None:
            raise ValueError(f"{card} may be played")
        if self.limit == "joker_lead_closed":
            return IllegalAction("joker_lead_closed")
        led, trump = self.led, self.trump
        assert led is not None  # the other limits come from a lead to follow
        symbol = suit_symbol(led)
        if self.limit == "joker_compulsory":
            return IllegalAction("joker_compulsory", suit=led, symbol=symbol)
        # the cards that may be played are the cards of the suit led
        if card == JOKER and trump == NO_TRUMPS:
            return IllegalAction("joker_only_when_void", suit=led, symbol=symbol)
        if is_left_bower(card, trump) and card[1] == led:
            return IllegalAction("left_bower_is_trump", card=card, suit=led, symbol=symbol)
        if led == trump:
            if self.cards == [JOKER]:
                return IllegalAction("joker_is_your_trump", symbol=symbol)
            if len(self.cards) == 1 and is_left_bower(self.cards[0], trump):
                return IllegalAction("left_bower_is_your_trump", card=self.cards[0], symbol=symbol)
            return IllegalAction("must_follow_trumps", suit=led, symbol=symbol)
        return IllegalAction("must_follow", suit=led, symbol=symbol)


def playable(
    hand: Iterable[str],
    trick: Iterable[str],
    trump: str,
    named_suit: str | None = None,
    *,
    suits_led: Iterable[str] = (),
    last_trick: bool = False,
    misere: bool = False,
) -> Playable:
    """Return which cards of ``hand`` its player may play to ``trick``, and why not the others.

    ``trick`` holds the cards already played to it, the lead first (empty: the player leads);
    ``trump`` is ``S C D H`` or ``NT``; ``named_suit`` the suit named for a joker led in no
    trumps; ``suits_led`` the suits led earlier in the hand (for the joker's lead in no trumps);
    ``last_trick`` True on the hand's last trick (a hand of one card is on its last trick);
    ``misere`` True in misère and open misère, played as ``NT``, where a player void in the suit
    led must play the joker.  Raises ValueError for bad cards (outside the deck, given twice, in
    both the hand and the trick), a bad trump or suit, a complete trick, misère with a trump
    suit, or a joker led in no trumps with no ``named_suit``.

    >>> rule = playable(["JD", "7S", "AD"], ["5H"], "H")
    >>> rule.cards, rule.refusal("7S").reason
    (['JD'], 'left_bower_is_your_trump')
    """
    cards = check_cards(hand, "hand")
    played = check_cards(trick, "trick")
    check_cards(cards + played, "hand and trick")
    trump = check_trump(trump)
    if named_suit is not None:
        check_suit(named_suit, "named_suit")
    led_before = tuple(check_suit(s, "suits_led") for s in suits_led)
    if misere and trump != NO_TRUMPS:
        raise ValueError(f"misère is played as NT, not {trump!r}")
    if len(played) >= 4:
        raise ValueError(f"the trick is complete: {list(played)!r}")
    if played and led_suit(played, trump, named_suit) is None:
        raise ValueError("a joker led in no trumps needs the suit it was named for")
    return _playable(cards, played, trump, named_suit, led_before, last_trick, misere)


def _playable(cards: Sequence[str], played: Sequence[str], trump: str, named_suit: str | None,
              led_before: Sequence[str], last_trick: bool, misere: bool) -> Playable:
    """Return :func:`playable` for arguments already checked: the rule itself."""
    if not played:
        if JOKER in cards and trump == NO_TRUMPS and len(cards) > 1:
            if not nameable_suits(led_before, last_trick):
                return Playable([c for c in cards if c != JOKER], "joker_lead_closed", None, trump)
        return Playable(list(cards), None, None, trump)
    led = led_suit(played, trump, named_suit)
    follow = [c for c in cards if effective_suit(c, trump) == led]
    if follow:
        return Playable(follow, "follow" if len(follow) < len(cards) else None, led, trump)
    if misere and JOKER in cards:
        return Playable([JOKER], "joker_compulsory" if len(cards) > 1 else None, led, trump)
    return Playable(list(cards), None, led, trump)


def legal_cards(
    hand: Iterable[str],
    trick: Iterable[str],
    trump: str,
    named_suit: str | None = None,
    *,
    suits_led: Iterable[str] = (),
    last_trick: bool = False,
    misere: bool = False,
) -> list[str]:
    """Return the cards of ``hand`` (in hand order) its player may play to ``trick``: the
    cards of :func:`playable`, which takes the same arguments and raises the same ValueError.

    A trump contract (hearts): the left bower J♦ follows hearts, not diamonds.

    >>> legal_cards(["JD", "5D", "9S"], ["KH"], "H")
    ['JD']
    >>> legal_cards(["JD", "5D", "9S"], ["KD"], "H")
    ['5D']
    >>> legal_cards(["JK", "AS"], ["7H"], "H")                      # the joker is a trump
    ['JK']

    No trumps: the joker may be played to a suit's lead only when void; led, it names a suit.

    >>> legal_cards(["JK", "AS", "7H"], ["KS"], "NT")
    ['AS']
    >>> legal_cards(["JK", "7H"], ["KS"], "NT")
    ['JK', '7H']
    >>> legal_cards(["AS", "7H"], ["JK"], "NT", "H")
    ['7H']
    >>> legal_cards(["JK", "7H"], [], "NT", suits_led="SCDH")       # all four suits led
    ['7H']
    >>> legal_cards(["JK"], [], "NT", suits_led="SCDH", last_trick=True)
    ['JK']

    Misère: void in the suit led, the joker must be played.

    >>> legal_cards(["JK", "7H", "8C"], ["KS"], "NT", misere=True)
    ['JK']
    """
    return playable(hand, trick, trump, named_suit, suits_led=suits_led,
                    last_trick=last_trick, misere=misere).cards


def legal_plays(hand: Sequence[str], trick: Sequence[str], trump: str, named_suit: str | None,
                suits_led: Sequence[str], last_trick: bool, misere: bool) -> list[str]:
    """Return :func:`legal_cards` for arguments already checked (the CPU's searches ask it
    millions of times about hands they dealt themselves): the same rule, without the checks.

    >>> legal_plays(["JD", "5D", "9S"], ["KH"], "H", None, (), False, False)
    ['JD']
    """
    return _playable(hand, trick, trump, named_suit, suits_led, last_trick, misere).cards
