"""The page side of benchmarks/review.py: runs inside the site's Pyodide, in Chromium.

Not part of the site: benchmarks/review.py adds it to a booted page as a Python script (so
nothing of it is deployed or precached).  For a game whose table has a review
(:class:`web.review.table.ReviewTable`), ``review_hands`` plays hands (the person's seat by the
easy CPU, which makes mistakes to find, the other seats by the normal one), puts each finished
hand on the site's own table and opens its review as a person does ("Review this hand": the
desk weighs it in slices on the page's timer, patching the page after each), and times it
from the click to the last decision weighed.  Then the same review is computed again with
another seed (in slices too, outside the timed window) to see which flags hold.

Results go to ``<html data-review-bench>`` as JSON.
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

from tefuda.core import GAME_OVER, HAND_OVER
from tefuda.match import Match, new_match, play
from tefuda.registry import modules
from web.review import desk as desk_module
from web.review.session import ReviewSession
from web.review.table import ReviewTable

PERSON = 0

#: what Python did while reviews were weighed, on the page's clock: [kind, start ms, length ms]
#: for each slice of the desk ("slice"), the weighing inside it ("advance"), the summary and the
#: decision panel drawn after it ("render") and each garbage
#: collection of 1 ms or more ("gc0" … "gc2"); benchmarks/review.py lays the long tasks over them
TRACE: list[list[Any]] = []


def _traced(kind: str, method: Any) -> Any:
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        start = float(js.performance.now())
        try:
            return method(*args, **kwargs)
        finally:
            TRACE.append([kind, start, float(js.performance.now()) - start])
    wrapper.__wrapped__ = method  # type: ignore[attr-defined]
    return wrapper


_collecting: list[float] = []


def _on_gc(phase: str, info: dict[str, Any]) -> None:
    if phase == "start":
        _collecting.append(float(js.performance.now()))
    elif _collecting:
        start = _collecting.pop()
        length = float(js.performance.now()) - start
        if length >= 1:  # the many short young collections would swamp the trace
            TRACE.append([f"gc{info['generation']}", start, length])


def trace(desk: Any) -> None:
    """Record what each slice of ``desk`` and each garbage collection took (:data:`TRACE`).
    The page runs this file again for each call: the hooks of an earlier run are replaced,
    not stacked."""
    gc.callbacks[:] = [c for c in gc.callbacks if getattr(c, "__name__", "") != "_on_gc"]
    gc.callbacks.append(_on_gc)
    plain = ReviewSession.__dict__.get("_plain_advance", ReviewSession.advance)
    ReviewSession._plain_advance = plain  # type: ignore[attr-defined]
    ReviewSession.advance = _traced("advance", plain)  # type: ignore[method-assign]
    desk.slice = _traced("slice", getattr(desk.slice, "__wrapped__", desk.slice))
    for name in ("render_summary", "render_decision"):
        plain = getattr(desk_module, name)
        setattr(desk_module, name, _traced("render", getattr(plain, "__wrapped__", plain)))


async def reviewable() -> list[str]:
    """Return the games whose table has a review, in the registry's order."""
    out = []
    for game_id, module in modules("table").items():
        table = importlib.import_module(module).TABLE
        if issubclass(table, ReviewTable):
            out.append(game_id)
    return out


async def finished_hand(game_id: str, seed: int) -> Match:
    """Return a new match of ``game_id`` from ``seed`` played to the end of its first hand."""
    cpu = importlib.import_module(modules("cpu")[game_id])
    match = new_match(game_id, None, seed)
    rng = random.Random(seed)
    while match.game.phase(match.state) not in (HAND_OVER, GAME_OVER):
        for seat in match.game.to_act(match.state):
            level = "easy" if seat == PERSON else "normal"
            match = play(match, seat, cpu.choose(match.game.view(match.state, seat), level, rng))
        await asyncio.sleep(0)
    return match


def _verdicts(session: ReviewSession) -> dict[int, list[Any]]:
    """Return each decision's [cost, error, flagged] by its step's index."""
    out = {}
    for step, verdict, _ in session.review.judgements():
        if verdict is not None:
            out[step.index] = [verdict.cost, verdict.stderr, verdict.flagged]
    return out


async def review_hands(game_id: str, hands: int, seed: int) -> dict[str, Any]:
    """Review ``hands`` first hands of matches from ``seed`` on at the site's table (open it
    first); return each review's time (s), its page-clock window (the click, the end of the
    click's own task, the last decision weighed), its decisions' verdicts, and those of the
    same review with another seed."""
    from web.app import App

    app = next(o for o in gc.get_objects() if isinstance(o, App))
    table = app.page
    assert isinstance(table, ReviewTable), f"{game_id}'s table has no review"
    trace(table.desk)
    TRACE.clear()
    rows = []
    for k in range(hands):
        match = await finished_hand(game_id, seed + k)
        table.switch_match(match)
        await asyncio.sleep(0.05)
        began = float(js.performance.now())
        start = time.perf_counter()
        table.desk.open(0)  # as "Review this hand" does
        opened = float(js.performance.now())  # the click's own task ends here
        session = table.desk.session
        assert session is not None
        while not session.done:
            await asyncio.sleep(0.01)
        seconds = time.perf_counter() - start
        window = [began, opened, float(js.performance.now())]
        # what follows is the benchmark's own work: in tasks of its own (a timer; a sleep of 0
        # would go on in the same task)
        await asyncio.sleep(0.005)
        first = _verdicts(session)
        table.desk.close()
        again = ReviewSession(table.review_game, match, 0, PERSON, seed=match.seed + 1_000_003)
        while True:
            deadline = time.perf_counter() + 0.02
            if again.advance(lambda deadline=deadline: time.perf_counter() < deadline):
                break
            await asyncio.sleep(0.001)
        rows.append({"seconds": seconds, "window": window, "decisions": len(first),
                     "first": first, "again": _verdicts(again)})
    return {"game": game_id, "hands": rows, "trace": TRACE}


def report(results: Any) -> None:
    """Put the results on the page for the driver."""
    js.document.documentElement.setAttribute("data-review-bench", json.dumps(results))
