"""The page side of benchmarks/cpu.py: runs inside the site's Pyodide, in Chromium.

Not part of the site: benchmarks/cpu.py adds it to a booted page as a Python script (so nothing
of it is deployed or precached).  Two measurements, each a coroutine that yields to the page
between moves (every move is a task of its own, as in the site):

* ``decisions``: every seat of a game played by one CPU level; the time of each ``choose``
  call, per game and level.
* ``site_play``: whole games at the real table (web.table), the person's moves chosen by the
  hard CPU, the CPUs' moves made by the table itself at instant speed; the time of each of the
  person's moves, so the driver can tell those tasks from the CPUs'.

Results go to ``<html data-cpu-bench>`` as JSON.
"""

from __future__ import annotations

import asyncio
import gc
import importlib
import json
import random
import time
from typing import Any

import js  # type: ignore[import-not-found]

from tefuda.match import new_match, play
from tefuda.registry import modules

# The CPU module of each game benchmarked: every game the registry lists a CPU for.
CPUS = modules("cpu")


async def decisions(game_id: str, level: str, count: int, seed: int) -> dict[str, Any]:
    """Return ``count`` decision times (ms) of ``level`` in games where every seat plays it,
    with the page-clock window they took (for the long tasks in it)."""
    cpu = importlib.import_module(CPUS[game_id])
    rng = random.Random(seed)
    match = new_match(game_id, None, seed)
    times: list[float] = []
    began = float(js.performance.now())
    while len(times) < count:
        if match.is_over:
            seed += 1
            match = new_match(game_id, None, seed)
            continue
        seat = match.game.to_act(match.state)[0]
        view = match.game.view(match.state, seat)
        start = time.perf_counter()
        text = cpu.choose(view, level, rng)
        times.append((time.perf_counter() - start) * 1000)
        match = play(match, seat, text)
        await asyncio.sleep(0)
    return {"game": game_id, "level": level, "times": times, "window": [began, float(js.performance.now())]}


async def site_play(game_id: str, seed: int, max_steps: int = 4000) -> dict[str, Any]:
    """Play a whole game at the site's table for ``game_id`` (open it first); return the page-clock
    windows of the person's moves and whether the game ended."""
    from web.app import App
    from web.table import HUMAN, TablePage

    app = next(o for o in gc.get_objects() if isinstance(o, App))
    page = app.page
    if not isinstance(page, TablePage):
        return {"game": game_id, "over": False, "person": []}
    rng = random.Random(seed)
    person: list[list[float]] = []
    between = 0  # an open-ended match (kakehiki's) ends when the person says so: after 3 games
    began = float(js.performance.now())
    for _ in range(max_steps):
        if page.match.is_over:
            break
        if HUMAN in page.match.game.to_act(page.match.state) and not page.cpu_pending:
            legal = page.view(HUMAN)["legal"]
            between += "next" in legal
            start = float(js.performance.now())
            text = "end" if between >= 3 and "end" in legal else type(page).cpu_choose(page.view(HUMAN), "hard", rng)
            page.act(text, HUMAN)
            person.append([start, float(js.performance.now())])
        await asyncio.sleep(0.005)  # the table's own timers make the CPUs' moves meanwhile
    return {"game": game_id, "over": page.match.is_over, "person": person,
            "window": [began, float(js.performance.now())]}


def report(results: Any) -> None:
    """Put the results on the page for the driver."""
    js.document.documentElement.setAttribute("data-cpu-bench", json.dumps(results))
