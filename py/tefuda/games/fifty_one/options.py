"""51 (Fifty-One): the setup options and the rule presets (specs/fifty_one.md, "Rule presets").

Options as data (what saves record and the table sends)::

    {"seats": 4, "preset": "standard", "rounds": 1,
     "first_turn": "swap-one", "after_end": "reveal", "caller_tie": "fails", "bonus": False}

The four switches are free only under ``preset="custom"`` (自分で決める); the other presets fix
them, and giving a switch that disagrees with the chosen preset is an error (giving the value the
preset fixes is accepted, so normalized options normalize to themselves).  In a URL the seats
are given as the number of CPU players (``cpus=2`` is three seats).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any, Final, Literal, cast

from tefuda.options import BadOption, Options, Value, choice, flag

GAME_ID = "fifty-one"
MIN_SEATS: Final = 2
MAX_SEATS: Final = 7
DEFAULT_SEATS: Final = 4
ROUND_CHOICES = (1, 3, 5, 7, 10)

Preset = Literal["standard", "one-more-turn", "stadium", "custom"]
FirstTurn = Literal["swap-one", "any-but-pass"]
AfterEnd = Literal["reveal", "one-more-turn"]
CallerTie = Literal["fails", "joker-rule"]

FIRST_TURN_CHOICES: tuple[FirstTurn, ...] = ("swap-one", "any-but-pass")
AFTER_END_CHOICES: tuple[AfterEnd, ...] = ("reveal", "one-more-turn")
CALLER_TIE_CHOICES: tuple[CallerTie, ...] = ("fails", "joker-rule")

#: the switch values each fixed preset stands for; "custom" starts from "standard"
PRESETS: dict[Preset, dict[str, Any]] = {
    "standard": {
        "first_turn": "swap-one",
        "after_end": "reveal",
        "caller_tie": "fails",
        "bonus": False,
    },
    "one-more-turn": {
        "first_turn": "swap-one",
        "after_end": "one-more-turn",
        "caller_tie": "joker-rule",
        "bonus": False,
    },
    "stadium": {
        "first_turn": "swap-one",
        "after_end": "reveal",
        "caller_tie": "fails",
        "bonus": True,
    },
    "custom": {
        "first_turn": "swap-one",
        "after_end": "reveal",
        "caller_tie": "fails",
        "bonus": False,
    },
}

#: free only under the custom preset
CUSTOM = ("preset", "custom")


@dataclasses.dataclass(frozen=True)
class FiftyOneOptions(Options):
    """The options of a game of 51: seats 2..7, the preset, rounds and the four switches.

    >>> FiftyOneOptions.from_mapping({"preset": "stadium", "seats": 3}).bonus
    True
    >>> FiftyOneOptions.from_mapping({"preset": "standard", "bonus": True})
    Traceback (most recent call last):
    ...
    tefuda.options.BadOption: option 'bonus' can only be chosen with preset='custom', got True
    >>> FiftyOneOptions.to_query(FiftyOneOptions.normalize({"seats": 3, "preset": "stadium"}))
    {'cpus': '2', 'preset': 'stadium', 'rounds': '1'}
    """

    game_id = GAME_ID
    seats: int = choice(DEFAULT_SEATS, tuple(range(MIN_SEATS, MAX_SEATS + 1)), query="cpus", shown=-1)
    preset: Preset = choice("standard", tuple(PRESETS))
    rounds: int = choice(1, ROUND_CHOICES)
    first_turn: FirstTurn = choice("swap-one", FIRST_TURN_CHOICES, requires=CUSTOM)
    after_end: AfterEnd = choice("reveal", AFTER_END_CHOICES, requires=CUSTOM)
    caller_tie: CallerTie = choice("fails", CALLER_TIE_CHOICES, requires=CUSTOM)
    bonus: bool = flag(False, requires=CUSTOM)

    @classmethod
    def settle(cls, given: Mapping[str, Any], values: dict[str, Value]) -> None:
        """A preset other than custom fixes the four switches to its values: a switch given
        with another value is refused."""
        preset = values["preset"]
        if preset == "custom":
            return
        for name, fixed in PRESETS[cast(Preset, preset)].items():
            if name in given and values[name] != fixed:
                raise BadOption(name, values[name], "fixed", fixed_by=CUSTOM)
            values[name] = fixed


#: the options the custom preset frees
SWITCHES = tuple(spec.name for spec in FiftyOneOptions.specs() if spec.requires == CUSTOM)

