"""A frozen copy of the hard 恋のかけひき CPU as it was before the appraisal (issue #19), kept in
the arena (never shipped) as the yardstick the hard level that plays the best of
:func:`tefuda.cpu.kakehiki.appraise` must not fall below.

``hard.py``, ``normal.py`` and ``knowledge.py`` are the CPU package's modules of commit 0434e54,
unchanged: they must not follow later changes to the CPU, so they repeat it on purpose.  The
arena's kakehiki runner offers it as the player ``frozen-hard``.
"""

from __future__ import annotations

import random

from tefuda.games.kakehiki import KakehikiView
from tefuda.games.kakehiki.actions import GRAMMAR, Next

from .hard import hard_values, mixed_pick
from .knowledge import read_view


def choose(view: KakehikiView, rng: random.Random) -> str:
    """Return the frozen hard CPU's action text for ``view``, one of ``view["legal"]``."""
    legal = GRAMMAR.legal(view)
    know = read_view(view)
    if know is None:
        return str(Next() if Next() in legal else legal[0])
    values = hard_values(know.ordered, know.pool, know.mine_shown, know.theirs_shown, rng)
    card = know.ordered[mixed_pick(values, rng)]
    return str(know.plays[know.hand.index(card)])
