"""Pressing a table's controls as the page does, for the tests that drive a table through a
fake browser context (tests/web/fake_context.py)."""

from __future__ import annotations

import re
from html import unescape
from typing import Any

from web.table import TablePage


def controls(html: str) -> list[str]:
    """Return the names (``data-focus-id``) of the controls on the table."""
    return re.findall(r'data-focus-id="([\w-]+)"', html)


def press(table: TablePage[Any, Any], name: str) -> None:
    """Click the control named ``name`` (its ``data-focus-id``, or else its ``data-act``) as
    the page does: its ``data-act`` and its other ``data-*`` attributes go to the table."""
    html = table.render()
    buttons = re.findall(r"<button\b[^>]*>", html)
    tag = next((b for b in buttons if f'data-focus-id="{name}"' in b), None)
    tag = tag or next((b for b in buttons if f'data-act="{name}"' in b), None)
    assert tag is not None, f"no control {name!r} on the table, only {controls(html)}"
    assert " disabled" not in tag, f"{name} is disabled"
    data = {
        re.sub(r"-(\w)", lambda m: m.group(1).upper(), key): unescape(value)
        for key, value in re.findall(r'data-([\w-]+)="([^"]*)"', tag)
    }
    table.handle(data.pop("act"), data)
