"""Game tables by game id: the module that defines each table's ``TablePage`` subclass ``TABLE``.

A game is listed here once its table is playable; home shows "play" only for these.
"""

from __future__ import annotations

import importlib

from tefuda.registry import modules
from web.page import Page

#: game id → module (from :mod:`tefuda.registry`)
TABLES: dict[str, str] = modules("table")


def table_class(game_id: str) -> type[Page]:
    """Return the table page class of a game; KeyError if it has none."""
    table: type[Page] = importlib.import_module(TABLES[game_id]).TABLE
    return table
