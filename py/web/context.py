"""What a page may ask of the application: text, navigation, notices, timers, storage, sound,
the date, the page's address and the clipboard."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol

from web.settings import Settings
from web.storage import Store


class Context(Protocol):
    """Implemented by ``web.app.App`` in the browser and by a fake in the tests."""

    settings: Settings
    store: Store
    embed: bool

    def t(self, key: str, **params: Any) -> str:
        """Return the catalog text of ``key`` in the current language."""

    def query(self, name: str) -> str | None:
        """Return a query parameter of the page URL (``?seed=12``), or None."""

    def navigate(self, location_hash: str) -> None:
        """Go to another route of the page."""

    def rerender(self) -> None:
        """Render the current page again from its state."""

    def patch(self, name: str, html: str) -> None:
        """Replace the content of the page's ``[data-live="<name>"]`` element with ``html``
        (nothing when it is not on the page), without rendering the page again: what is
        being dragged or pressed elsewhere stays as it is."""

    def notice(self, text: str) -> None:
        """Show a short notice that stays until dismissed."""

    def announce(self, text: str) -> None:
        """Say ``text`` through the aria-live region (screen readers)."""

    def later(self, milliseconds: int, callback: Callable[[], None]) -> None:
        """Run ``callback`` after a pause (timers are cancelled when the page changes)."""

    def random_seed(self) -> int:
        """Return a fresh seed from the browser's crypto source."""

    def update_settings(self, settings: Settings) -> None:
        """Store new settings and apply them to the page."""

    def sound(self, names: Sequence[str]) -> None:
        """Play the named short sounds one after another (assets/js/sound.js), if sound is on."""

    def today(self) -> str:
        """Return today's date in the player's local calendar, ``yyyy-mm-dd``."""

    def page_url(self, query: Mapping[str, str]) -> str:
        """Return the address of this page (this route; the embed's game) with ``query``."""

    def copy_text(self, text: str, done: Callable[[bool], None]) -> None:
        """Copy ``text`` to the clipboard; ``done(True)`` once copied, ``done(False)`` where the
        browser refuses (no Clipboard API, no permission)."""
