"""FROZEN copy (see the package docstring): A CPU decision: the action text, and why (a key of the ``five-hundred.hint.*`` catalog with
its parameters), so the same reasoning serves the CPU and the person's hint."""

from __future__ import annotations

import dataclasses
from typing import Any

HINT = "five-hundred.hint."


@dataclasses.dataclass(frozen=True)
class Decision:
    """``action`` (one of the view's legal texts), ``reason`` (a catalog key) and ``params``."""

    action: str
    reason: str
    params: dict[str, Any] = dataclasses.field(default_factory=dict)


def decision(action: str, reason: str, **params: Any) -> Decision:
    """Return a :class:`Decision` whose reason is ``five-hundred.hint.<reason>``.

    >>> decision("pass", "pass_weak").reason
    'five-hundred.hint.pass_weak'
    """
    return Decision(action, HINT + reason, params)


def card_of(text: str) -> str:
    """Return the card of a ``play`` or ``discard`` action text.

    >>> card_of("play JK H"), card_of("discard 7C")
    ('JK', '7C')
    """
    return text.split(" ")[1]
