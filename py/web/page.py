"""The base of every page: render to HTML, react to actions, keys and form changes."""

from __future__ import annotations

from collections.abc import Mapping

from web.context import Context


class Page:
    """A route's controller.  ``render`` returns HTML; the app binds events once on the page.

    Clicks on an element with ``data-act="name"`` call ``handle("name", dataset)``; changes of a
    form control with ``data-setting`` call ``change``; key presses call ``key``.
    """

    #: catalog key of the document title
    title_key = "site.title"
    #: True: Enter and Space on a focused button or link activate it (the browser's own way)
    #: and do not reach ``key``; ``key`` gets them only when no control has the focus
    controls_take_enter = False

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx

    @classmethod
    def open(cls, ctx: Context) -> Page:
        """Return a started page of this class (made, then :meth:`start` run)."""
        page = cls(ctx)
        page.start()
        return page

    def start(self) -> None:
        """Load what the page needs (saves, preferences); the default needs nothing."""

    def highlight_cards(self) -> list[str]:
        """Return cards to mark for a moment after the render (those just moved); none here."""
        return []

    def hinted_action(self) -> str | None:
        """Return the action text whose control the page marks as advised; none here."""
        return None

    def render(self) -> str:
        """Return the page's HTML."""
        raise NotImplementedError

    def handle(self, act: str, data: Mapping[str, str]) -> None:
        """React to a click on ``[data-act]``; the default ignores it."""

    def change(self, name: str, value: str) -> None:
        """React to a form control's new value; the default ignores it."""

    def key(self, key: str) -> bool:
        """React to a key press; return True if it was used (the default uses none)."""
        return False

    def focus_selector(self) -> str | None:
        """Return the CSS selector of the element to focus after a render, if any."""
        return None

    def leave(self) -> None:
        """Called when another route replaces this page."""
