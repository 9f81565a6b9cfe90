"""Routes of the one page: ``#/``, ``#/settings``, ``#/stats``, ``#/<game>``, ``#/<game>/rules``."""

from __future__ import annotations

import dataclasses

from tefuda.registry import GAMES

#: every game that has a route, in the order the home page lists them
GAME_IDS = tuple(GAMES)


@dataclasses.dataclass(frozen=True)
class Route:
    """A parsed location: ``page`` is "home", "settings", "stats", "table", "rules" or "missing"."""

    page: str
    game: str | None = None

    def hash(self) -> str:
        """Return the location hash that leads here."""
        if self.page == "home":
            return "#/"
        if self.page in ("table", "rules"):
            return f"#/{self.game}" + ("/rules" if self.page == "rules" else "")
        return f"#/{self.page}"


def parse_route(location_hash: str) -> Route:
    """Return the route of a location hash; anything unknown is the "missing" page."""
    parts = [p for p in location_hash.lstrip("#").strip("/").split("/") if p]
    if not parts:
        return Route("home")
    if parts in (["settings"], ["stats"]):
        return Route(parts[0])
    if parts[0] in GAME_IDS:
        if len(parts) == 1:
            return Route("table", parts[0])
        if parts[1:] == ["rules"]:
            return Route("rules", parts[0])
    return Route("missing")
