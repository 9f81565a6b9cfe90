"""Per-game statistics: games played, won, lost, drawn, and the best result."""

from __future__ import annotations

import json
from typing import Any

from web.storage import Store

FIELDS = ("played", "won", "lost", "drawn")


def _key(game_id: str) -> str:
    return f"stats:{game_id}"


def load_stats(store: Store, game_id: str) -> dict[str, Any]:
    """Return the statistics of a game: counts for FIELDS and ``best`` (None until a result).

    A broken record reads as zeros rather than breaking the page.
    """
    empty: dict[str, Any] = {name: 0 for name in FIELDS} | {"best": None}
    text = store.get(_key(game_id))
    if text is None:
        return empty
    try:
        data = json.loads(text)
        if not isinstance(data, dict):
            return empty
        out = dict(empty)
        for name in FIELDS:
            value = data.get(name, 0)
            out[name] = value if isinstance(value, int) and value >= 0 else 0
        best = data.get("best")
        out["best"] = best if isinstance(best, int) else None
        return out
    except ValueError:
        return empty


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
    store.set(_key(game_id), json.dumps(stats))
    return stats
