"""Today's deal: one seeded deal per game and date, the same for everyone, and the best result
a player has had on each.

The seed of game ``g`` on date ``d`` (the player's local calendar, ``yyyy-mm-dd``) is the first
four bytes of ``sha256("g:d")`` read as a big-endian number: a 32-bit seed like the random ones,
so ``?seed=`` links replay it like any other deal.  Today's deal is played with the game's own
daily options (``TablePage.daily_options``), so everyone on that date plays the same game.

The best results are kept under ``daily:<game>``: ``{date: {"outcome", "score", "line"}}`` for the
latest ``DAILY_KEEP`` dates, the best of each date by outcome (won over drawn over lost), then score.
"""

from __future__ import annotations

import datetime
import hashlib
import json
from typing import Any

from tefuda.core import OUTCOMES
from web.storage import Store
from web.stored import DAILY, DAILY_KEEP, read


def daily_seed(game_id: str, date: str) -> int:
    """Return the seed of today's deal of ``game_id`` on ``date`` (``yyyy-mm-dd``).

    >>> daily_seed("kakehiki", "2026-12-01") == daily_seed("kakehiki", "2026-12-01")
    True
    >>> daily_seed("kakehiki", "2026-12-01") != daily_seed("gin-rummy", "2026-12-01")
    True
    """
    digest = hashlib.sha256(f"{game_id}:{date}".encode()).digest()
    return int.from_bytes(digest[:4], "big")


def day_before(date: str) -> str:
    """Return the date before ``date`` (both ``yyyy-mm-dd``); ValueError for a bad date.

    >>> day_before("2026-03-01")
    '2026-02-28'
    """
    return (datetime.date.fromisoformat(date) - datetime.timedelta(days=1)).isoformat()


def deal_date(game_id: str, seed: int, today: str) -> str | None:
    """Return the date whose deal of ``game_id`` has ``seed``: today, or yesterday (a deal begun
    before midnight stays that date's), or None for any other seed."""
    for date in (today, day_before(today)):
        if daily_seed(game_id, date) == seed:
            return date
    return None


def load_daily(store: Store, game_id: str) -> dict[str, dict[str, Any]]:
    """Return the best result of each date (newest first) of ``game_id``'s daily deals: a
    record the site did not write is set aside (web.stored) and reads as none."""
    return read(store, DAILY, game_id)


def _rank(entry: dict[str, Any]) -> tuple[int, int]:
    return (OUTCOMES.index(entry["outcome"]), entry["score"])


def record_daily(store: Store, game_id: str, date: str, outcome: str, score: int, line: str) -> bool:
    """Keep a finished daily deal's result if it is the best on ``date``; return True if it is.

    Raises ValueError for an unknown outcome.
    """
    if outcome not in OUTCOMES:
        raise ValueError(f"unknown outcome {outcome!r}")
    entries = load_daily(store, game_id)
    entry = {"outcome": outcome, "score": score, "line": line}
    best = date not in entries or _rank(entry) > _rank(entries[date])
    if best:
        entries[date] = entry
        kept = dict(sorted(entries.items(), reverse=True)[:DAILY_KEEP])
        store.set(DAILY.key(game_id), json.dumps(kept, ensure_ascii=False))
    return best
