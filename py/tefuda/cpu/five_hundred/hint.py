"""The person's hint: the hard CPU's advice for the seat of a view, with a short reason.

The advice reads only the view, and its sampling is seeded from what the view shows, so the
same view always gives the same advice.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, TypedDict

from .decision import HINT, Decision, decision
from .hard import hard_decision
from .knowledge import Knowledge


class Advice(TypedDict):
    """The hint: ``action`` (one of the view's legal texts, or None when the seat has nothing
    to do), ``reason`` (a key of the ``five-hundred.hint.*`` catalog) and ``params`` for its
    text."""

    action: str | None
    reason: str
    params: dict[str, Any]


def view_seed(view: Mapping[str, Any]) -> str:
    """Return a seed made of what the seat sees: its hand, the calls, the plays so far."""
    calls = ",".join(f"{c['seat']}{'' if c['bid'] is None else c['bid']['action']}"
                     for c in view["calls"])
    played = ";".join(",".join(cards) for cards in view["played"])
    return "|".join([str(view["seat"]), str(view["hand_number"]), ",".join(view["hand"]),
                     calls, played, ",".join(view["discards"] or ())])


def hint(view: Mapping[str, Any]) -> Advice:
    """Return the hard CPU's advice for the seat of ``view`` (:class:`Advice`).

    With nothing to do the advice is to wait (``five-hundred.hint.wait``, no action).
    """
    legal: list[str] = list(view["legal"])
    if not legal:
        return {"action": None, "reason": HINT + "wait", "params": {}}
    chosen = _advise(view, legal)
    return {"action": chosen.action, "reason": chosen.reason, "params": dict(chosen.params)}


def _advise(view: Mapping[str, Any], legal: list[str]) -> Decision:
    if legal == ["next"]:
        return decision("next", "next")
    know = Knowledge.from_view(view)
    return hard_decision(know, legal, random.Random(view_seed(view)))
