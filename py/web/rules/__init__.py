"""Rules pages by game id: each module defines ``RULES`` (a Page subclass taking the context)."""

from __future__ import annotations

import importlib

from tefuda.registry import modules
from web.page import Page

#: game id → module (from :mod:`tefuda.registry`)
RULES: dict[str, str] = modules("rules_page")


def rules_class(game_id: str) -> type[Page]:
    """Return the rules page class of a game; KeyError if it has none."""
    page: type[Page] = importlib.import_module(RULES[game_id]).RULES
    return page
