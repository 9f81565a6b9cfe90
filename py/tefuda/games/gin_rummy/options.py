"""Gin Rummy's options: the score a game is played to."""

from __future__ import annotations

import dataclasses

from tefuda.options import Options, choice

TARGETS = (10, 50, 100)
DEFAULT_TARGET = 100


@dataclasses.dataclass(frozen=True)
class GinOptions(Options):
    """The options of a game: ``target`` 100 (the game of the spec), or 10 or 50 for short ones.

    >>> GinOptions.from_mapping({"target": 50}).target
    50
    >>> GinOptions.from_mapping({"target": "50"})
    Traceback (most recent call last):
    tefuda.options.BadOption: option 'target' must be one of [10, 50, 100], got '50'
    """

    game_id = "gin-rummy"
    target: int = choice(DEFAULT_TARGET, TARGETS)
