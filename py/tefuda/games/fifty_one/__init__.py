"""51 (ごじゅういち, Fifty-One): the rules (specs/fifty_one.md) and their public API.

53 cards (52 + joker), 2–7 seats, five cards each and a face-up field of five.  On a turn a
player swaps one card with the field, swaps all five, flushes the field (then must swap one or
all) or passes.  Five cards of one suit worth exactly 51 stop the round at once; a one-suit hand
below 51 may call after an exchange.  The presets and switches are in
:mod:`~tefuda.games.fifty_one.options`, hand values and the ranking in
:mod:`~tefuda.games.fifty_one.scoring`, the actions in :mod:`~tefuda.games.fifty_one.actions`,
the event kinds in :mod:`~tefuda.games.fifty_one.events`, phases and records in
:mod:`~tefuda.games.fifty_one.state`, the view in :mod:`~tefuda.games.fifty_one.view`, the
rules object in :mod:`~tefuda.games.fifty_one.rules`, and a position as text in
:mod:`~tefuda.games.fifty_one.describe`.

Decisions recorded here where the spec is silent:

* Clockwise is seat order: the player after seat ``s`` is ``(s + 1) % seats``.  The first
  dealer is ``rng_for(seed, "dealer").randrange(seats)``; round ``r`` (0-based) is dealt by
  ``(first dealer + r) % seats`` from ``rng_for(seed, "deal", r)``.
* Dealing (also for a stacked ``deck``, top card first): seat 0 gets the first five cards,
  seat 1 the next five, …, then five to the field; the rest is the stock, top first.  A stacked
  deck may give only the top of the deck (at least enough for hands and field); the cards it
  leaves out follow in the order of :data:`DECK`.
* A swapped-in card takes the place of the card it replaces, in the hand and in the field.
* A flush puts the old field on the discard pile first, then deals the new field.  When a card
  is needed and the stock is empty, the discard pile (including a field just flushed) is
  shuffled into a new stock with ``rng_for(seed, "reshuffle", round, n)``, n = 1, 2, … within
  the round.  (Stock + discard always hold 48 − 5·seats cards, 3 more than a multiple of five,
  so a flush never empties the stock exactly: it runs out with three cards drawn.)  After a
  reshuffle the stock holds only cards that were once face up: which cards are in it is public
  (not their order), so only a stock never reshuffled this round counts as secret.
* The first turn of each player (each round) is restricted: standard = swap one only;
  "any-but-pass" = anything but pass.  The one more turn after a stop/call allows all four
  choices even when it is that player's first turn (the spec lists them for that turn).
* A stop or call declared during the deal or play, under "one more turn": the other players,
  from the one after the stopper/caller, each take one turn; a flush in that turn still must be
  followed by a swap; nobody is asked to call and 51 does not stop.  Then all hands are shown.
* Whenever the after-stop switch is "one more turn" the stopper counts as a caller at 51 (so
  the tie rule decides against a player who also reaches 51); a failed stop scores like a
  failed call (0 points, last, −51 under bonus scoring, no +10).
* Shared first place with a caller: every seat ranked 1 gets the winner's +5 bonus.
* The last round's reveal ends the game (no ``"next"``); earlier rounds wait for seat 0's
  ``"next"``.  A stop on the dealt hand in the last round under "reveal at once" ends the game
  at once.
* The call question is public (every view shows the phase ``"call"`` and whose turn it is),
  so declining it is a public event too; only the asked player sees the score in question.
* Events: the deal (the dealer, the field), every move, a reshuffle, and the reveal (every
  hand, with one event kind per outcome) are events of the round (``fifty-one.event.<kind>``
  in :mod:`tefuda.i18n.fifty_one.game`).  Nothing in 51 is private to one seat.
"""

from __future__ import annotations

from tefuda.games.fifty_one.actions import (
    Action,
    Call,
    Flush,
    Next,
    NoCall,
    Pass,
    Swap,
    SwapAll,
    parse_action,
)
from tefuda.games.fifty_one.describe import describe
from tefuda.games.fifty_one.events import EventKind
from tefuda.games.fifty_one.options import FiftyOneOptions
from tefuda.games.fifty_one.rules import GAME, GAME_ID, FiftyOne, first_dealer
from tefuda.games.fifty_one.scoring import hand_score
from tefuda.games.fifty_one.state import DECK, FiftyOneState, Phase
from tefuda.games.fifty_one.view import FiftyOneView

__all__ = [
    "DECK",
    "GAME",
    "GAME_ID",
    "Action",
    "Call",
    "EventKind",
    "FiftyOne",
    "FiftyOneOptions",
    "FiftyOneState",
    "FiftyOneView",
    "Flush",
    "Next",
    "NoCall",
    "Pass",
    "Phase",
    "Swap",
    "SwapAll",
    "describe",
    "first_dealer",
    "hand_score",
    "parse_action",
]
