"""A CPU decision: the action text, and why (a key of the ``five-hundred.hint.*`` catalog with
its parameters), so the same reasoning serves the CPU and the person's hint."""

from __future__ import annotations

import dataclasses
import functools
from typing import Any

from tefuda.games.five_hundred.actions import Action, Bid, Discard, Pass, Play, parse_action

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


@functools.cache
def action_of(text: str) -> Action:
    """Return the typed action of the action text ``text`` (:func:`parse_action`, remembered:
    the searches read the same few texts again and again).

    Raises BadActionText for a text that is no 500 action.
    """
    return parse_action(text)


def card_of(text: str) -> str:
    """Return the card of a ``play`` or ``discard`` action text.

    >>> card_of("play JK H"), card_of("discard 7C")
    ('JK', '7C')

    Raises ValueError for another action.
    """
    action = action_of(text)
    if not isinstance(action, (Play, Discard)):
        raise ValueError(f"{text!r} plays or discards no card")
    return action.card


def named_of(text: str) -> str | None:
    """Return the suit a ``play`` action text names for the joker (None when it names none).

    >>> named_of("play JK H"), named_of("play 7C")
    ('H', None)
    """
    action = action_of(text)
    return action.named if isinstance(action, Play) else None


def bid_of(text: str) -> str | None:
    """Return the bid of a call's action text, None for ``pass``.

    >>> bid_of("bid 7H"), bid_of("pass")
    ('7H', None)

    Raises ValueError for an action that is no call.
    """
    action = action_of(text)
    if isinstance(action, Pass):
        return None
    if not isinstance(action, Bid):
        raise ValueError(f"{text!r} is no call")
    return action.bid


def discard_text(card: str) -> str:
    """Return the action text that lays ``card`` away.

    >>> discard_text("7C")
    'discard 7C'
    """
    return str(Discard(card))


def call_text(bid: str | None) -> str:
    """Return the action text of the call ``bid`` (None: ``pass``).

    >>> call_text("10NT"), call_text(None)
    ('bid 10NT', 'pass')
    """
    return str(Pass() if bid is None else Bid(bid))
