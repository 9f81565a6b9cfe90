"""The local server: serves dist/ the way GitHub Pages does."""

from __future__ import annotations

import functools
import http.server
import os
from pathlib import Path

from sitebuild.common import BuildError


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Serves dist/ like GitHub Pages does: the runtime's MIME types and CORS open to all.

    A sandboxed frame has an opaque origin, so its module scripts are cross-origin requests;
    GitHub Pages answers them with ``Access-Control-Allow-Origin: *`` and so does this server.
    """

    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
        ".webmanifest": "application/manifest+json",
        ".json": "application/json",
        ".zip": "application/zip",
    }

    def end_headers(self) -> None:
        self.send_header("Access-Control-Allow-Origin", "*")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - stdlib signature
        if os.environ.get("TEFUDA_SERVE_LOG"):
            super().log_message(format, *args)


def serve(directory: Path, port: int) -> None:
    """Serve ``directory`` on 127.0.0.1:``port`` until interrupted; BuildError if the port is taken."""
    handler = functools.partial(SiteHandler, directory=str(directory))
    try:
        server = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
    except OSError as exc:
        raise BuildError(f"cannot listen on 127.0.0.1:{port}: {exc.strerror}; try --port") from None
    print(f"Serving Tefuda at http://127.0.0.1:{port}/  (Ctrl+C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
