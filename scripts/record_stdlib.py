"""Record the standard-library modules the site imports in Chromium: sitebuild/stdlib_used.txt.

    python3 build.py && .venv/bin/python scripts/record_stdlib.py

Boots the built dist/ in headless Chromium, visits every route (in both languages) and the
embed page, and plays a whole game of every game (seat 0's moves chosen by the hard CPU; the
CPUs play as they do for a visitor, at instant speed), then writes every module that Python
loaded from either standard-library zip.  The build puts these, with what they import, in the
first zip (sitebuild/stdlib.py).  Run it again after changing Pyodide, PyScript or the way the
site starts; a module it finds only in the second zip is printed (the site was paying a
download for it).
"""

from __future__ import annotations

import datetime
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "py")]

from playwright.sync_api import Page, sync_playwright  # noqa: E402
from sitebuild import npm, stdlib  # noqa: E402
from tests.browser.conftest import (  # noqa: E402
    CHROMIUM,
    CHROMIUM_ARGS,
    DIST,
    Server,
    run_python,
    settings_script,
    wait_ready,
)

from web.router import GAME_IDS  # noqa: E402

# Runs in the page's Python: plays a whole game at the current table, then reports.
PLAY = """
import asyncio, gc, random
from web.app import App
from web.table import HUMAN, TablePage

async def play_whole_game(steps=20000):
    app = next(o for o in gc.get_objects() if isinstance(o, App))
    page = app.page
    if not isinstance(page, TablePage):
        return "no table"
    rng = random.Random(14)
    between = 0  # an open-ended match (kakehiki's) ends when seat 0 says so: after three games
    for _ in range(steps):
        page.fast_forward()
        if page.match.is_over:
            return "over"
        if HUMAN in page.match.game.to_act(page.match.state):
            legal = page.view(HUMAN)["legal"]
            between += "next" in legal
            text = "end" if between >= 3 and "end" in legal else type(page).cpu_choose(page.view(HUMAN), "hard", rng)
            page.act(text, HUMAN)
        await asyncio.sleep(0)
    return "unfinished"

from pyscript import document
document.documentElement.setAttribute("data-played", await play_whole_game())
"""
# Runs in the page's Python last: every module loaded from a standard-library zip.
REPORT = """
import json, sys
from pyscript import document
found = {}
for name, module in list(sys.modules.items()):
    origin = getattr(getattr(module, "__spec__", None), "origin", None) or ""
    if origin.startswith("/lib/python314.zip/") or "python_stdlib_rest.zip/" in origin:
        found[name] = "rest" if "_rest.zip" in origin else "first"
document.documentElement.setAttribute("data-modules", json.dumps(found))
"""


def visit(page: Page, url: str) -> None:
    page.goto(url)
    wait_ready(page)


def main() -> int:
    if not (DIST / "index.html").is_file():
        print("record: build the site first: python3 build.py", file=sys.stderr)
        return 2
    modules: dict[str, str] = {}
    server = Server(DIST)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
            for lang in ("en", "ja"):
                context = browser.new_context(locale="ja-JP" if lang == "ja" else "en-US")
                context.add_init_script(settings_script("instant", lang))
                page = context.new_page()
                visit(page, server.url)
                routes = ["#/settings", "#/stats", "#/no-such-page", "#/"]
                routes += [f"#/{game}{part}" for game in GAME_IDS for part in ("/rules", "")]
                for route in routes:
                    page.evaluate("([h]) => { location.hash = h; }", [route])
                    page.wait_for_timeout(500)
                    if route.count("/") == 1 and route[2:] in GAME_IDS:
                        print(f"record: {lang} {route}: {run_python(page, PLAY, 'data-played', 600_000)}", flush=True)
                page.evaluate("location.hash = '#/stats'")
                page.wait_for_timeout(500)
                modules.update(json.loads(run_python(page, REPORT, "data-modules")))
                for game in GAME_IDS:
                    visit(page, f"{server.url}embed.html?game={game}")
                    modules.update(json.loads(run_python(page, REPORT, "data-modules")))
                context.close()
            browser.close()
    finally:
        server.close()
    missing = sorted(name for name, where in modules.items() if where == "rest")
    if missing:
        print(f"record: only in the second zip until now (moved to the first by the next build): {missing}")
    header = (
        "# Standard-library modules the site had imported in Chromium: Pyodide's and PyScript's start,\n"
        "# every route in both languages, the embed page, and a whole game of every game.\n"
        f"# Written by scripts/record_stdlib.py on {datetime.date.today()} (Pyodide {npm.PYODIDE.version},\n"
        f"# PyScript {npm.PYSCRIPT.version}); sitebuild/stdlib.py puts these, and what they import,\n"
        "# in the first standard-library zip.  Run it again after changing Pyodide, PyScript or the boot.\n"
    )
    stdlib.RECORDED.write_text(header + "".join(f"{name}\n" for name in sorted(modules)))
    print(f"record: wrote {len(modules)} modules to {stdlib.RECORDED.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
