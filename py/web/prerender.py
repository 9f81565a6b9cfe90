"""What a route shows before Python is ready, rendered at build time by the pages Python runs.

The build (``sitebuild/prerender.py``) opens every route's page in a :class:`StaticContext` (a
first visit: nothing stored, the default settings in one language) and writes the HTML into the
pages.  Each prerendered element carries ``data-prerender``, the fingerprint of the HTML it was
rendered as (:func:`web.html.fingerprint`); when Python renders a route and finds an element
with the fingerprint of its own HTML, it keeps that element instead of replacing it
(``web.app``), so nothing on the screen is painted again.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

from tefuda.i18n import t as translate
from web.pages import page_for
from web.router import GAME_IDS, Route
from web.rules import RULES
from web.settings import Settings
from web.storage import MemoryBackend, Store

#: the date a prerendered page is rendered on (no fresh page shows it; a fixed one keeps the
#: build's output the same from day to day)
DATE = "2000-01-01"


def view_key(route: Route) -> str:
    """Return the name of a route's view, as ``data-view`` carries it: ``home``, ``settings``,
    ``stats``, ``missing``, a game id (its table) or ``<game>/rules``.

    >>> view_key(Route("rules", "kakehiki")), view_key(Route("table", "kakehiki")), view_key(Route("home"))
    ('kakehiki/rules', 'kakehiki', 'home')
    """
    if route.page == "rules":
        return f"{route.game}/rules"
    return route.game if route.page == "table" and route.game else route.page


def routes() -> Iterator[Route]:
    """Yield every route the site has: home, settings, statistics, each game's table and rules
    page (from the registry), and the page for an unknown address."""
    yield from (Route("home"), Route("settings"), Route("stats"))
    for game in GAME_IDS:
        yield Route("table", game)
        if game in RULES:
            yield Route("rules", game)
    yield Route("missing")


class StaticContext:
    """The context of a page rendered at build time: a first visit in ``lang``.

    Nothing is stored, no timer ever runs (a CPU that would move first has not moved yet), the
    query holds what the build asks for (a table's ``seed``), and nothing is shown or said.
    """

    embed = False

    def __init__(self, lang: str, query: Mapping[str, str] | None = None) -> None:
        self.settings = Settings(lang=lang)
        self.store = Store(MemoryBackend(), "tefuda")
        self._query = dict(query or {})

    def t(self, key: str, **params: Any) -> str:
        return translate(self.settings.lang, key, **params)

    def query(self, name: str) -> str | None:
        return self._query.get(name)

    def navigate(self, location_hash: str) -> None:
        """Nothing navigates at build time."""

    def rerender(self) -> None:
        """The page is rendered once, by the build."""

    def patch(self, name: str, html: str) -> None:
        """Nothing is patched: the page is rendered once, by the build."""

    def notice(self, text: str) -> None:
        """Nothing is shown but the page."""

    def announce(self, text: str) -> None:
        """Nothing is said."""

    def later(self, milliseconds: int, callback: Callable[[], None]) -> None:
        """No timer runs: what a CPU does first is Python's to show."""

    def random_seed(self) -> int:
        return int(self._query.get("seed", "1"))

    def update_settings(self, settings: Settings) -> None:
        self.settings = settings

    def sound(self, names: Sequence[str]) -> None:
        """Silent."""

    def today(self) -> str:
        return DATE

    def page_url(self, query: Mapping[str, str]) -> str:
        return "index.html"

    def copy_text(self, text: str, done: Callable[[bool], None]) -> None:
        done(False)


def render(route: Route, lang: str, query: Mapping[str, str] | None = None) -> str:
    """Return the HTML Python renders for ``route`` on a first visit in ``lang`` (``query``:
    the page address's parameters, such as a table's ``seed``)."""
    return page_for(StaticContext(lang, query), route).render()


def fresh_deal(route: Route, lang: str, seed: int) -> tuple[str, bool]:
    """Return the HTML of a table's fresh deal dealt from ``seed`` on a first visit in ``lang``,
    and whether the person has a move in it (before any CPU has moved)."""
    page = page_for(StaticContext(lang, {"seed": str(seed)}), route)
    can_act = getattr(page, "person_can_act", None)
    return page.render(), bool(can_act and can_act())
