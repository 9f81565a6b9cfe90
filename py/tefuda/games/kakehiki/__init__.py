"""恋のかけひき (Koi no Kakehiki): the rules (specs/kakehiki.md) and their public API.

Two seats, a 53-card deck (52 + joker), five cards each.  Each round both seats commit one card
face down; once both have committed, both cards are turned up together.  After two rounds the
four table cards are summed with *table points* (spades negative); 20 or more is a marriage and
the seats compare the *hand points* of their three remaining cards (spades positive).  Under 20,
a third round is played and the six table cards are checked the same way (comparing the two
remaining cards); still under 20 is no marriage: a draw, both score 0.

A state holds a whole match.  Decisions recorded here where the spec is silent:

* Dealing: the deck is dealt one card at a time, alternately, seat 0 first (a stacked ``deck``
  for the first game is read top card first).  Each hand is kept sorted by suit and rank.
* Game ``g`` (0-based) of a match is dealt from ``rng_for(seed, "deal", g)``.
* After each game the match pauses; seat 0 acknowledges with ``"next"`` to deal the next game.
* Match length 1, 3, 5 or 10: the match is over as soon as that many games are finished.
  Open-ended (``match_length`` 0, the default): between games seat 0 may also play ``"end"``,
  which ends the match (the browser starts a "new match" by starting a new state).
* The result of a match ranks the seats by games won; its details hold the tally and every
  game's summary.  A game's score is the hand points of the remaining cards after a marriage,
  0 for both without one; the tally's point difference is the sum of those score differences.
* Views list earlier games by numbers only (no cards), so the cards of an old deal can never be
  confused with the cards hidden in the current one.

The package, by concern: :mod:`~tefuda.games.kakehiki.options` (the match length),
:mod:`~tefuda.games.kakehiki.scoring` (card points, totals, the tally),
:mod:`~tefuda.games.kakehiki.actions`, :mod:`~tefuda.games.kakehiki.events`,
:mod:`~tefuda.games.kakehiki.state` (phases, the match, dealing),
:mod:`~tefuda.games.kakehiki.view`, :mod:`~tefuda.games.kakehiki.rules` (:data:`GAME`) and
:mod:`~tefuda.games.kakehiki.describe` (a position as text).

>>> table_points(["3H", "9D", "9C", "7S"])
14
"""

from __future__ import annotations

from tefuda.games.kakehiki.actions import Action, End, Next, Play, parse_action
from tefuda.games.kakehiki.describe import describe
from tefuda.games.kakehiki.events import EventKind
from tefuda.games.kakehiki.options import MATCH_LENGTHS, KakehikiOptions
from tefuda.games.kakehiki.rules import GAME, Kakehiki
from tefuda.games.kakehiki.scoring import (
    MARRIAGE,
    card_points,
    hand_points,
    hand_value,
    table_points,
    table_value,
    tally,
)
from tefuda.games.kakehiki.state import (
    DECK,
    GAME_ID,
    HAND_SIZE,
    SEATS,
    GameSummary,
    KakehikiState,
    Phase,
)
from tefuda.games.kakehiki.view import HandCard, KakehikiView, LastGame

__all__ = [
    "DECK",
    "GAME",
    "GAME_ID",
    "HAND_SIZE",
    "MARRIAGE",
    "MATCH_LENGTHS",
    "SEATS",
    "Action",
    "End",
    "EventKind",
    "GameSummary",
    "HandCard",
    "Kakehiki",
    "KakehikiOptions",
    "KakehikiState",
    "KakehikiView",
    "LastGame",
    "Next",
    "Phase",
    "Play",
    "card_points",
    "describe",
    "hand_points",
    "hand_value",
    "parse_action",
    "table_points",
    "table_value",
    "tally",
]
