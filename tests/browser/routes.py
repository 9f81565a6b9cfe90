"""Every route of the site and every embed, with what each shows once it has rendered; taken
from the site's own registries, so a game or page added later is visited too."""

from __future__ import annotations

from web.router import GAME_IDS
from web.rules import RULES
from web.tables import TABLES


def site_routes() -> dict[str, str]:
    """Return location hash → a selector of the page it shows (inside #app)."""
    routes = {"#/": ".home", "#/settings": ".settings", "#/stats": ".stats"}
    for game in GAME_IDS:
        routes[f"#/{game}"] = f'.table-page[data-game="{game}"]' if game in TABLES else f'section[data-game="{game}"]'
    for game in RULES:
        routes[f"#/{game}/rules"] = f'.rules[data-game="{game}"]'
    routes["#/no-such-page"] = ".missing"
    return routes


#: the games an embed can show
EMBED_GAMES = tuple(TABLES)


def reads_storage(location: str) -> bool:
    """Return True for a route that reads stored values of its own when it opens (the settings
    are read once, when Python starts)."""
    return location == "#/stats" or location.lstrip("#/") in TABLES
