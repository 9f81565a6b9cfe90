"""Every game in one place: its id, rules, CPU, message catalogs, table, rules page and arena
runner (each game's rules declare its deck).

The rest of the site reads this list: the rules registry (:mod:`tefuda.games`), the i18n
catalogs, the browser's tables and rules pages and routes, the arena and the golden
playthroughs.  Modules are named, not imported, so a page that plays one game loads only that
game's modules.  A game listed without ``rules`` has a route and a "coming" card on the home page
and nothing more.

Adding a game is one entry here (see the README's "How a game plugs in").
"""

from __future__ import annotations

import dataclasses


@dataclasses.dataclass(frozen=True)
class GameEntry:
    """One game: the names of its modules (``None`` where the game has none yet).

    ``rules`` defines ``GAME`` (a :class:`tefuda.core.Game`); ``cpu`` defines ``LEVELS`` and
    ``choose(view, level, rng)``; ``catalogs`` define ``MESSAGES``; ``table`` defines ``TABLE``
    and ``rules_page`` defines ``RULES`` (browser pages in ``web``); ``arena`` defines ``RUNNER`` (a
    :class:`tefuda.arena.Runner`).
    """

    id: str
    rules: str | None = None
    cpu: str | None = None
    catalogs: tuple[str, ...] = ()
    table: str | None = None
    rules_page: str | None = None
    arena: str | None = None


#: every game, in the order the home page lists them
GAMES: dict[str, GameEntry] = {
    entry.id: entry
    for entry in (
        GameEntry(
            id="fifty-one",
            rules="tefuda.games.fifty_one",
            cpu="tefuda.cpu.fifty_one",
            catalogs=(
                "tefuda.i18n.fifty_one.game",
                "tefuda.i18n.fifty_one.table",
                "tefuda.i18n.fifty_one.cpu",
                "tefuda.i18n.fifty_one.rules",
                "tefuda.i18n.fifty_one.review",
            ),
            table="web.tables.fifty_one",
            rules_page="web.rules.fifty_one",
            arena="tefuda.arena.fifty_one",
        ),
        GameEntry(
            id="kakehiki",
            rules="tefuda.games.kakehiki",
            cpu="tefuda.cpu.kakehiki",
            catalogs=(
                "tefuda.i18n.kakehiki.game",
                "tefuda.i18n.kakehiki.table",
                "tefuda.i18n.kakehiki.cpu",
                "tefuda.i18n.kakehiki.rules",
                "tefuda.i18n.kakehiki.review",
            ),
            table="web.tables.kakehiki",
            rules_page="web.rules.kakehiki",
            arena="tefuda.arena.kakehiki",
        ),
        GameEntry(
            id="gin-rummy",
            rules="tefuda.games.gin_rummy",
            cpu="tefuda.cpu.gin_rummy",
            catalogs=(
                "tefuda.i18n.gin_rummy.game",
                "tefuda.i18n.gin_rummy.table",
                "tefuda.i18n.gin_rummy.cpu",
                "tefuda.i18n.gin_rummy.rules",
                "tefuda.i18n.gin_rummy.review",
            ),
            table="web.tables.gin_rummy",
            rules_page="web.rules.gin_rummy",
            arena="tefuda.arena.gin_rummy",
        ),
        GameEntry(
            id="five-hundred",
            rules="tefuda.games.five_hundred",
            cpu="tefuda.cpu.five_hundred",
            catalogs=(
                "tefuda.i18n.five_hundred.game",
                "tefuda.i18n.five_hundred.table",
                "tefuda.i18n.five_hundred.cpu",
                "tefuda.i18n.five_hundred.rules",
                "tefuda.i18n.five_hundred.review",
            ),
            table="web.tables.five_hundred",
            rules_page="web.rules.five_hundred",
            arena="tefuda.arena.five_hundred",
        ),
    )
}


def entry(game_id: str) -> GameEntry:
    """Return the entry of a game.

    Raises ValueError naming the id when no such game exists.

    >>> entry("five-hundred").cpu
    'tefuda.cpu.five_hundred'
    """
    try:
        return GAMES[game_id]
    except KeyError:
        raise ValueError(f"unknown game: {game_id!r}") from None


def modules(part: str) -> dict[str, str]:
    """Return game id → module name for one part (``"rules"``, ``"cpu"``, ``"table"``,
    ``"rules_page"``, ``"arena"``), for the games that have it, in home-page order.

    >>> list(modules("rules"))
    ['fifty-one', 'kakehiki', 'gin-rummy', 'five-hundred']
    """
    out: dict[str, str] = {}
    for game_id, game in GAMES.items():
        name = getattr(game, part)
        if name is not None:
            out[game_id] = name
    return out
