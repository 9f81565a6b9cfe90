"""Screenshots of pages as a person sees them before Python is ready (issue #20): the built
site served as Pages serves it, every request for Pyodide held unanswered, so the page stays
at its prerendered state with the boot's progress at its foot.

    python3 build.py && .venv/bin/python scripts/before_python_shots.py [--out DIR]

One PNG per route, size and language: the home page, 500's rules and 500's table at 390×844,
844×390 and 1280×800, in English and Japanese.  Looking at them is the point; nothing is asserted
(tests/browser/test_prerender.py holds what can be).
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "py")]

from playwright.sync_api import Route, sync_playwright  # noqa: E402
from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS, DIST, Server  # noqa: E402

#: Pyodide's files: held, so Python never arrives
PYODIDE = re.compile(r"/vendor/(pyodide-[0-9a-f]+/|python_stdlib)")
ROUTES = {"home": "", "500-rules": "#/five-hundred/rules", "500-table": "#/five-hundred"}
SIZES = ((390, 844), (844, 390), (1280, 800))
LOCALES = {"en": "en-US", "ja": "ja-JP"}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("/tmp/before-python"))
    args = parser.parse_args()
    if not (DIST / "index.html").is_file():
        print("build the site first: python3 build.py", file=sys.stderr)
        return 2
    args.out.mkdir(parents=True, exist_ok=True)
    held: list[Route] = []
    server = Server(DIST)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
            for lang, locale in LOCALES.items():
                for width, height in SIZES:
                    for name, route in ROUTES.items():
                        context = browser.new_context(locale=locale,
                                                      viewport={"width": width, "height": height})
                        context.route(PYODIDE, lambda route: held.append(route))
                        page = context.new_page()
                        page.goto(f"{server.url}index.html{route}")
                        page.wait_for_timeout(1500)
                        shot = args.out / f"{name}-{width}x{height}-{lang}.png"
                        page.screenshot(path=str(shot))
                        ready = page.get_attribute("html", "data-ready")
                        print(f"{shot} (data-ready={ready})")
                        context.close()
            browser.close()
    finally:
        server.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
