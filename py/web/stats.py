"""Per-game statistics: games played, won, lost, drawn, and the best result."""

from __future__ import annotations

import json
from typing import Any

from web.storage import Store
from web.stored import STAT_FIELDS, STATS, read

FIELDS = STAT_FIELDS


def load_stats(store: Store, game_id: str) -> dict[str, Any]:
    """Return the statistics of a game: counts for FIELDS and ``best`` (None until a result).

    A record that cannot be trusted is set aside (web.stored) and reads as zeros.
    """
    return read(store, STATS, game_id)


def record_result(
    store: Store, game_id: str, outcome: str, score: int | None = None, higher_is_better: bool = True
) -> dict[str, Any]:
    """Add one finished game (``outcome`` "won", "lost" or "drawn") and return the new figures.

    ``score`` (the player's result, e.g. points) updates ``best``.  Raises ValueError for an
    unknown outcome.
    """
    if outcome not in ("won", "lost", "drawn"):
        raise ValueError(f"unknown outcome {outcome!r}")
    stats = load_stats(store, game_id)
    stats["played"] += 1
    stats[outcome] += 1
    if score is not None:
        best = stats["best"]
        if best is None or (score > best if higher_is_better else score < best):
            stats["best"] = score
    store.set(STATS.key(game_id), json.dumps(stats))
    return stats
