"""A stand-in for the browser application, so pages and tables run under pytest."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tefuda.i18n import t as translate
from web.settings import Settings
from web.storage import MemoryBackend, Store
from web.stored import take_notice


class FakeContext:
    """Records notices, announcements and timers instead of touching a page."""

    def __init__(self, query: dict[str, str] | None = None, lang: str = "en", backend: Any = "memory") -> None:
        self.backend = MemoryBackend() if backend == "memory" else backend
        self.store = Store(self.backend, "tefuda")
        self.settings = Settings(lang=lang, cpu_speed="instant")
        self.embed = False
        self.queries = query or {}
        self._notices: list[str] = []
        self.announced: list[str] = []
        self.timers: list[Callable[[], None]] = []
        self.renders = 0
        self.location = "#/"
        self.seeds = iter(range(1000, 2000))

    def t(self, key: str, **params: Any) -> str:
        return translate(self.settings.lang, key, **params)

    def query(self, name: str) -> str | None:
        return self.queries.get(name)

    def navigate(self, location_hash: str) -> None:
        self.location = location_hash

    def rerender(self) -> None:
        self.renders += 1

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
