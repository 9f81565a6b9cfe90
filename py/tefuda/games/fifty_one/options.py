"""51 (Fifty-One): the setup options and the rule presets (specs/fifty_one.md, "Rule presets").

Options as data (what saves record and the table sends)::

    {"seats": 4, "preset": "standard", "rounds": 1,
     "first_turn": "swap-one", "after_end": "reveal", "caller_tie": "fails", "bonus": False}

The four switches are free only under ``preset="custom"`` (自分で決める); the other presets fix
them, and giving a switch that disagrees with the chosen preset is an error (giving the value the
preset fixes is accepted, so normalized options normalize to themselves).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any, Final, Literal

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

SWITCHES = ("first_turn", "after_end", "caller_tie", "bonus")

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

#: the choices of each switch that takes a word (bonus is true or false)
SWITCH_CHOICES: dict[str, tuple[str, ...]] = {
    "first_turn": FIRST_TURN_CHOICES,
    "after_end": AFTER_END_CHOICES,
    "caller_tie": CALLER_TIE_CHOICES,
}


def _int_option(name: str, value: Any, choices: tuple[int, ...]) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value not in choices:
        raise ValueError(f"option {name!r} must be one of {list(choices)}, got {value!r}")
    return value


@dataclasses.dataclass(frozen=True)
class FiftyOneOptions:
    """The options of a game of 51: seats 2..7, the preset, rounds and the four switches."""

    seats: int = DEFAULT_SEATS
    preset: Preset = "standard"
    rounds: int = 1
    first_turn: FirstTurn = "swap-one"
    after_end: AfterEnd = "reveal"
    caller_tie: CallerTie = "fails"
    bonus: bool = False

    @classmethod
    def from_mapping(cls, options: Mapping[str, Any] | None) -> FiftyOneOptions:
        """Return the options from untrusted data: seats 2..7 (default 4), preset (default
        "standard"), rounds 1/3/5/7/10 (default 1) and the four switches (the preset's values).

        Raises ValueError naming the option for an unknown key, a bad value, or a switch that
        disagrees with a fixed preset.

        >>> FiftyOneOptions.from_mapping({"preset": "stadium", "seats": 3}).bonus
        True
        >>> FiftyOneOptions.from_mapping({"preset": "standard", "bonus": True})
        Traceback (most recent call last):
        ...
        ValueError: option 'bonus' can only be chosen with preset 'custom' (preset 'standard' fixes it to False)
        """
        given = dict(options or {})
        unknown = sorted(k for k in given if k not in ("seats", "preset", "rounds", *SWITCHES))
        if unknown:
            raise ValueError(f"unknown 51 option(s): {unknown!r}")
        seats = _int_option(
            "seats", given.get("seats", DEFAULT_SEATS), tuple(range(MIN_SEATS, MAX_SEATS + 1))
        )
        rounds = _int_option("rounds", given.get("rounds", 1), ROUND_CHOICES)
        preset = given.get("preset", "standard")
        if not isinstance(preset, str) or preset not in PRESETS:
            raise ValueError(f"option 'preset' must be one of {list(PRESETS)}, got {preset!r}")
        switches: dict[str, Any] = {}
        for name in SWITCHES:
            fixed = PRESETS[preset][name]
            value = given.get(name, fixed)
            if name == "bonus":
                if not isinstance(value, bool):
                    raise ValueError(f"option 'bonus' must be true or false, got {value!r}")
            elif not isinstance(value, str) or value not in SWITCH_CHOICES[name]:
                raise ValueError(
                    f"option {name!r} must be one of {list(SWITCH_CHOICES[name])}, got {value!r}"
                )
            if preset != "custom" and value != fixed:
                raise ValueError(
                    f"option {name!r} can only be chosen with preset 'custom' "
                    f"(preset {preset!r} fixes it to {fixed!r})"
                )
            switches[name] = value
        return cls(seats=seats, preset=preset, rounds=rounds, **switches)

    def to_dict(self) -> dict[str, Any]:
        """Return the options as JSON-ready data (what saves record), keys in a fixed order.

        >>> FiftyOneOptions(seats=3).to_dict()["seats"]
        3
        """
        return {field.name: getattr(self, field.name) for field in dataclasses.fields(self)}


#: the words a text may use for the bonus switch (a URL query, a checkbox)
_BOOL_WORDS = {"true": True, "1": True, "on": True, "yes": True,
               "false": False, "0": False, "off": False, "no": False}


def choice_from_text(name: str, text: str) -> Any:
    """Return the value of option ``name`` that ``text`` stands for (a URL query, a form field):
    a number for seats and rounds, true or false for bonus (``true``/``1``/``on``/``yes`` and
    ``false``/``0``/``off``/``no``), the word itself for the others.

    Raises ValueError for an unknown option or a text that is none of its values (checked by
    :meth:`FiftyOneOptions.from_mapping`; a switch as under the custom preset).

    >>> choice_from_text("seats", "3"), choice_from_text("bonus", "On"), choice_from_text("preset", "stadium")
    (3, True, 'stadium')
    >>> choice_from_text("rounds", "2")
    Traceback (most recent call last):
    ...
    ValueError: option 'rounds' must be one of [1, 3, 5, 7, 10], got 2
    """
    value: Any = text
    if name in ("seats", "rounds") and text.isdecimal():
        value = int(text)
    elif name == "bonus":
        value = _BOOL_WORDS.get(text.lower(), text)
    FiftyOneOptions.from_mapping({"preset": "custom", name: value} if name in SWITCHES else {name: value})
    return value


def normalize_options(options: Mapping[str, Any] | None) -> dict[str, Any]:
    """Return complete 51 options as data (see :meth:`FiftyOneOptions.from_mapping`).

    Raises ValueError naming the option for an unknown key, a bad value, or a switch that
    disagrees with a fixed preset.

    >>> normalize_options({"preset": "one-more-turn"})["caller_tie"]
    'joker-rule'
    """
    return FiftyOneOptions.from_mapping(options).to_dict()
