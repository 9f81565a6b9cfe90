"""Frozen CPU players the arena measures new ones against (never shipped: the build leaves
every module under ``tefuda/arena`` out of the site).

Each baseline is a self-contained copy of a CPU as it once was, so progress is measured against
the same opponent in the same run however the live CPU changes.  The arena names them
``<level>-v<N>`` (:data:`BASELINES`).
"""

from __future__ import annotations

#: arena player name → (module of the frozen CPU, its level)
BASELINES: dict[str, dict[str, tuple[str, str]]] = {
    "five-hundred": {
        "normal-v1": ("tefuda.arena.baselines.five_hundred_v1", "normal"),
        "hard-v1": ("tefuda.arena.baselines.five_hundred_v1", "hard"),
    },
}
