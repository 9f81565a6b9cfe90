"""Entry point loaded by PyScript: start the browser adapter.

The performance marks time the boot's last stretch (benchmarks/boot.py prints them).
"""

import js  # type: ignore[import-not-found]

js.performance.mark("tefuda:main-start")
from web.app import start  # noqa: E402

js.performance.mark("tefuda:app-imported")
start()
js.performance.mark("tefuda:app-started")
