"""Rules pages by game id: each module defines ``RULES`` (a Page subclass taking the context)."""

from __future__ import annotations

import importlib

from web.page import Page

RULES: dict[str, str] = {
    "fifty-one": "web.rules.fifty_one",
    "gin-rummy": "web.rules.gin_rummy",
    "kakehiki": "web.rules.kakehiki",
}


def rules_class(game_id: str) -> type[Page]:
    """Return the rules page class of a game; KeyError if it has none."""
    page: type[Page] = importlib.import_module(RULES[game_id]).RULES
    return page
