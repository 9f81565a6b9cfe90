"""500 (Five Hundred): four players in two partnerships, bidding with misère, the kitty, the
bowers and the joker (specs/five_hundred.md).

The public rules API, as the spec names it:

* :func:`bid_value` — what a bid scores: ``bid_value("8H") == 300``;
* :func:`trick_winner` — the index of the card that wins a trick;
* :func:`legal_cards` — the cards a player may play (the follow-suit rule, used by the engine,
  the table and the CPUs).

``GAME`` is the rules object (:class:`tefuda.core.Game`).  One module per concern:
:mod:`.cards` (deck, effective suit, ranking, bowers), :mod:`.bids`, :mod:`.tricks`,
:mod:`.scoring`, :mod:`.options` (the rule options, declared once), :mod:`.actions`,
:mod:`.events`, :mod:`.state`, :mod:`.rules` (the game and its decisions), :mod:`.view`,
:mod:`.describe` (a position as text).
"""

from __future__ import annotations

from .actions import Action, Bid, Discard, Next, Pass, Play
from .bids import (
    BIDS,
    MISERE,
    OPEN_MISERE,
    bid_label,
    bid_rank,
    bid_tricks,
    bid_trump,
    bid_value,
    is_misere,
    legal_bids,
    parse_bid,
)
from .cards import (
    DECK,
    GAME_ID,
    NO_TRUMPS,
    SUITS,
    TRUMPS,
    effective_suit,
    is_left_bower,
    is_right_bower,
    is_trump,
    sort_hand,
    trick_power,
)
from .describe import describe
from .events import EventKind
from .options import FiveHundredOptions
from .rules import GAME, FiveHundred, check_deck, first_dealer
from .scoring import GameEnd, HandScore, game_end, score_hand
from .state import TEAMS, FiveHundredState, Phase, partner_of, side_of
from .tricks import legal_cards, legal_plays, nameable_suits, trick_winner, winning_index
from .view import FiveHundredView

__all__ = [
    "BIDS",
    "DECK",
    "GAME",
    "GAME_ID",
    "MISERE",
    "NO_TRUMPS",
    "OPEN_MISERE",
    "SUITS",
    "TEAMS",
    "TRUMPS",
    "Action",
    "Bid",
    "Discard",
    "EventKind",
    "FiveHundred",
    "FiveHundredOptions",
    "FiveHundredState",
    "FiveHundredView",
    "GameEnd",
    "HandScore",
    "Next",
    "Pass",
    "Phase",
    "Play",
    "bid_label",
    "bid_rank",
    "bid_trump",
    "bid_tricks",
    "bid_value",
    "check_deck",
    "describe",
    "effective_suit",
    "first_dealer",
    "game_end",
    "is_left_bower",
    "is_misere",
    "is_right_bower",
    "is_trump",
    "legal_bids",
    "legal_cards",
    "legal_plays",
    "nameable_suits",
    "parse_bid",
    "partner_of",
    "score_hand",
    "side_of",
    "sort_hand",
    "trick_power",
    "trick_winner",
    "winning_index",
]
