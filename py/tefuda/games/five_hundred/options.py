"""500's rule options: two switches and the value and timing of open misère (each by its own
name in a URL: ``?must_win_by_contract=true&open_misere_value=500``)."""

from __future__ import annotations

import dataclasses

from tefuda.options import Options, choice, flag

from .bids import OPEN_MISERE_VALUES

OPEN_MISERE_TIMINGS = ("before-lead", "after-first-trick")


@dataclasses.dataclass(frozen=True)
class FiveHundredOptions(Options):
    """The rule options (JSON keys as the field names).

    ``must_win_by_contract`` (default False): trick points never end the game; a side wins by
    making a contract at 500 or more.  ``misere_any_time`` (False): misère may be bid over no bid
    or a 6-bid too (never over an 8-bid).  ``open_misere_value``: 520 (default, the seed) or 500.
    ``open_misere_timing``: ``"before-lead"`` (default, the seed) or ``"after-first-trick"``.

    >>> FiveHundredOptions.from_mapping({"open_misere_value": 500}).open_misere_value
    500
    >>> FiveHundredOptions.from_mapping({"misere_any_time": 1})
    Traceback (most recent call last):
    tefuda.options.BadOption: option 'misere_any_time' must be one of [False, True], got 1
    """

    game_id = "five-hundred"
    must_win_by_contract: bool = flag(False)
    misere_any_time: bool = flag(False)
    open_misere_value: int = choice(520, OPEN_MISERE_VALUES)
    open_misere_timing: str = choice("before-lead", OPEN_MISERE_TIMINGS)
