"""Build the static site into dist/, or build and serve it.

    python build.py                 assemble dist/
    python build.py --snapshot      the same, plus an experimental Pyodide memory snapshot
                                    (also TEFUDA_SNAPSHOT=1; off by default, see sitebuild/snapshot.py)
    python build.py serve [--port N] build, then serve dist/ on http://127.0.0.1:N/ (default 8000)
    python build.py --site-url URL  the site's public address (also TEFUDA_SITE_URL; serve: its
                                    own), for the rules pages' canonical links

Standard library only; the work is done by the ``sitebuild`` package (its __init__ lists a module
per job).  The runtime (PyScript and Pyodide) comes from the npm registry at pinned versions,
checked against the registry's integrity hashes and cached in ``.cache/npm`` (or
``$TEFUDA_CACHE``), so a rebuild needs no network.  Pyodide's standard library and the modules
every boot imports are compiled to ``.pyc`` by the browser's own CPython (Pyodide under Node.js,
``node`` on PATH or ``$TEFUDA_NODE``); without Node the build warns and ships sources, and the
site boots slower.  Big files get content-hashed names, and the pages (which carry
``pyscript.toml`` inline as JSON) and the interpreter module in dist/ point at them.
"""

from __future__ import annotations

import argparse
import os
import sys

from sitebuild import common
from sitebuild.assemble import build
from sitebuild.common import BuildError
from sitebuild.serve import serve
from sitebuild.snapshot import snapshot_wanted


def main(argv: list[str] | None = None) -> int:
    """Run the command line; return the exit status (0 ok, 2 on a build or serve problem)."""
    parser = argparse.ArgumentParser(description="Build (and serve) the Tefuda site.")
    sub = parser.add_subparsers(dest="command")
    serve_parser = sub.add_parser("serve", help="build, then serve dist/ on loopback")
    serve_parser.add_argument("--port", type=int, default=8000)
    serve_parser.add_argument("--no-build", action="store_true", help="serve the existing dist/")
    parser.add_argument(
        "--snapshot",
        action="store_true",
        help="experimental: also ship a Pyodide memory snapshot (or TEFUDA_SNAPSHOT=1)",
    )
    parser.add_argument(
        "--site-url",
        default=os.environ.get("TEFUDA_SITE_URL"),
        help="the site's public address, e.g. https://user.github.io/repo/ (or TEFUDA_SITE_URL)",
    )
    args = parser.parse_args(argv)
    snapshot = snapshot_wanted(args.snapshot)
    site_url = args.site_url and args.site_url.rstrip("/") + "/"
    try:
        if args.command == "serve":
            if not (args.no_build and common.DIST.is_dir()):
                build(snapshot=snapshot, site_url=site_url or f"http://127.0.0.1:{args.port}/")
            serve(common.DIST, args.port)
        else:
            build(snapshot=snapshot, site_url=site_url)
    except BuildError as exc:
        print(f"build: error: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
