"""What each CPU call of the 500 table means (:mod:`tefuda.cpu.five_hundred.meaning`), read from
the bidder's view at the moment of the call.

The reader keeps a match of its own that follows the table's log: each new entry is played on
it, and a CPU's call is read from the view before it, which replaying the log gives again after
a reload, so nothing new is saved.  A log that is no longer an extension of the one read (a new
game, a restored save) is read again from its start.  The level a call is read with is the
seat's level when the reader first meets the call (a call read after a reload: the level now).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from tefuda.cpu.five_hundred.meaning import Meaning, meaning
from tefuda.games.five_hundred import FiveHundredView
from tefuda.games.five_hundred.actions import GRAMMAR, Bid, Pass
from tefuda.games.five_hundred.state import Phase
from tefuda.match import Match, new_match, play_entry
from web.table import HUMAN


class CallReader:
    """The meanings of the CPUs' calls of a match, by hand number and the call's index in
    the hand's calls."""

    def __init__(self) -> None:
        self._match: Match | None = None
        self._read: dict[tuple[int, int], Meaning] = {}

    def read(self, match: Match, level_of: Callable[[int], str]) -> None:
        """Read the calls of ``match``'s log not yet read (``level_of(seat)``: a seat's CPU
        level)."""
        mine = self._match
        if mine is None or (mine.seed, mine.options, mine.deck) != (match.seed, match.options, match.deck) \
                or match.log[: len(mine.log)] != mine.log:
            mine = new_match(match.rules or match.game_id, match.options, match.seed, match.deck)
            self._read = {}
        game = mine.game
        current = cast(FiveHundredView, game.view(match.state, HUMAN))["hand_number"]
        self._read = {key: found for key, found in self._read.items() if key[0] == current}
        for step in range(len(mine.log), len(match.log)):
            seat, text = match.log[step]
            if seat != HUMAN and isinstance(GRAMMAR.parse(text), (Bid, Pass)):
                view = cast(FiveHundredView, game.view(mine.state, seat))
                # only the hand on the table is shown: earlier hands' calls are played, not read
                if view["hand_number"] == current and view["phase"] == Phase.BID and len(view["legal"]) > 1 \
                        and text in view["legal"]:
                    key = (view["hand_number"], len(view["calls"]))
                    self._read[key] = meaning(view, text, level_of(seat))
            mine = play_entry(mine, step, seat, text)
        self._match = mine

    def of_hand(self, number: int) -> dict[int, Meaning]:
        """Return the meanings read of hand ``number``'s calls, by the call's index."""
        return {index: found for (hand, index), found in self._read.items() if hand == number}
