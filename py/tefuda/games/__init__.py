"""The registry of games: id → the :class:`tefuda.core.Game` that implements it.

Game modules are imported on first use, so a page that plays one game does not pay for the
others, and each module exposes its rules object as ``GAME``.
"""

from __future__ import annotations

import importlib
from typing import Any

from tefuda.core import Game
from tefuda.registry import modules

#: game id (as in routes and saves) → module that defines ``GAME`` (from :mod:`tefuda.registry`)
GAME_MODULES: dict[str, str] = modules("rules")


def get_game(game_id: str) -> Game[Any, Any]:
    """Return the rules object of a game.

    Raises ValueError naming the id when no such game exists.
    """
    try:
        module_name = GAME_MODULES[game_id]
    except KeyError:
        raise ValueError(f"unknown game: {game_id!r}") from None
    game: Game[Any, Any] = importlib.import_module(module_name).GAME
    return game


def deck_for(game_id: str) -> tuple[str, ...]:
    """Return the unshuffled deck of a game (see the table in cards.md), as its rules declare it
    (``Game.deck``).

    Raises ValueError for an unknown game id.

    >>> len(deck_for("fifty-one")), deck_for("gin-rummy")[:3]
    (53, ('AS', '2S', '3S'))
    """
    return get_game(game_id).deck
