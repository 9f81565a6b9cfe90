"""A frozen copy of the hard Gin Rummy CPU as it was before the appraisal (issue #19), kept in
the arena (never shipped) as the yardstick the hard level that plays the best of
:func:`tefuda.cpu.gin_rummy.appraise` must not fall below.

``turn.py`` and ``knowledge.py`` are the CPU package's modules of commit 9969bd2 (``turn.py``
as main's e6d49ad wrote it over typed actions, the same decisions), unchanged but for this
package's imports: they must not follow later changes to the CPU, so they repeat it
on purpose.  The arena's gin-rummy runner offers it as the player ``frozen-hard``.
"""

from __future__ import annotations

import random

from tefuda.games.gin_rummy import GinView

from .turn import decide


def choose(view: GinView, rng: random.Random) -> str:
    """Return the frozen hard CPU's action text for ``view``, one of ``view["legal"]``."""
    legal: list[str] = list(view["legal"])
    if len(legal) == 1:
        return legal[0]
    return str(decide(view, "hard", rng).action)
