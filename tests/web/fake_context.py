"""A stand-in for the browser application, so pages and tables run under pytest."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any
from urllib.parse import urlencode

from tefuda.i18n import t as translate
from web.settings import Settings
from web.storage import MemoryBackend, Store
from web.stored import take_notice


class FakeContext:
    """Records notices, announcements and timers instead of touching a page."""

    def __init__(
        self,
        query: dict[str, str] | None = None,
        lang: str = "en",
        backend: Any = "memory",
        date: str = "2026-12-01",
        clipboard: bool = True,
    ) -> None:
        self.backend = MemoryBackend() if backend == "memory" else backend
        self.store = Store(self.backend, "tefuda")
        self.settings = Settings(lang=lang, cpu_speed="instant")
        self.embed = False
        self.queries = query or {}
        self._notices: list[str] = []
        self.announced: list[str] = []
        self.timers: list[Callable[[], None]] = []
        self.renders = 0
        #: the latest content patched into each live part of the page
        self.patches: dict[str, str] = {}
        self.location = "#/"
        self.seeds = iter(range(1000, 2000))
        #: the sounds played, one list per call
        self.sounds: list[list[str]] = []
        #: today's date (tests move it); the clipboard's text (None: nothing copied), and
        #: whether this browser lets the page copy at all
        self.date = date
        self.clipboard: str | None = None
        self.clipboard_allowed = clipboard

    def t(self, key: str, **params: Any) -> str:
        return translate(self.settings.lang, key, **params)

    def query(self, name: str) -> str | None:
        return self.queries.get(name)

    def navigate(self, location_hash: str) -> None:
        self.location = location_hash

    def rerender(self) -> None:
        self.renders += 1

    def patch(self, name: str, html: str) -> None:
        self.patches[name] = html

    @property
    def notices(self) -> list[str]:
        """The notices shown so far, with the one owed for values set aside (as the app shows
        it with its next render)."""
        owed = take_notice(self.store, self.t)
        if owed:
            self._notices.append(owed)
        return self._notices

    def notice(self, text: str) -> None:
        self._notices.append(text)

    def announce(self, text: str) -> None:
        self.announced.append(text)

    def later(self, milliseconds: int, callback: Callable[[], None]) -> None:
        self.timers.append(callback)

    def run_timers(self, limit: int = 10_000) -> int:
        """Run scheduled callbacks (and those they schedule); return how many ran."""
        count = 0
        while self.timers and count < limit:
            self.timers.pop(0)()
            count += 1
        return count

    def random_seed(self) -> int:
        return next(self.seeds)

    def update_settings(self, settings: Settings) -> None:
        self.settings = settings

    def sound(self, names: Sequence[str]) -> None:
        if self.settings.sound:
            self.sounds.append(list(names))

    def today(self) -> str:
        return self.date

    def page_url(self, query: Mapping[str, str]) -> str:
        return f"https://tefuda.example/?{urlencode(dict(query))}{self.location}"

    def copy_text(self, text: str, done: Callable[[bool], None]) -> None:
        if self.clipboard_allowed:
            self.clipboard = text
        done(self.clipboard_allowed)
