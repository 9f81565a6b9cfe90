"""500's hard CPU (first version: the normal CPU's decisions; the search comes next)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from .decision import Decision, card_of, decision
from .knowledge import Knowledge
from .normal import normal_decision


def hard_decision(know: Knowledge, legal: Sequence[str], rng: random.Random) -> Decision:
    """Return the hard CPU's decision for the seat whose knowledge is ``know``."""
    options = list(legal)
    if len(options) == 1:
        only = options[0]
        if only.startswith("play "):
            return decision(only, "play_only", card=card_of(only))
        return decision(only, "next")
    return normal_decision(know, options)
