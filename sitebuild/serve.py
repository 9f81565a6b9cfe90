"""The local server: serves dist/ the way GitHub Pages does, so what is measured and tested here
is what a visitor gets there.

GitHub Pages (measured, RUNTIME.md): gzip only, for text, JSON, JavaScript, WebAssembly, SVG and
the web manifest, negotiated by ``Accept-Encoding``; ``.zip`` files and images go as they are;
every file ``Cache-Control: max-age=600``; ``Access-Control-Allow-Origin: *``; persistent
connections.  This server does the same over HTTP/1.1 keep-alive (Pages speaks HTTP/2, which the
standard library cannot), compressing each file once and keeping the result in memory.
"""

from __future__ import annotations

import datetime
import email.utils
import functools
import gzip
import http.server
import io
import mimetypes
import os
import threading
from http import HTTPStatus
from pathlib import Path
from typing import BinaryIO

from sitebuild.common import BuildError

# The media types GitHub Pages compresses (besides every text/* type).
COMPRESSED_TYPES = frozenset({
    "application/javascript",
    "application/json",
    "application/manifest+json",
    "application/wasm",
    "application/xml",
    "image/svg+xml",
})
GZIP_LEVEL = 6  # zlib's default, as a CDN compressing on the fly uses

_gzipped: dict[tuple[str, int, int], bytes] = {}  # (path, mtime_ns, size) → gzip bytes
_gzip_lock = threading.Lock()


def compressible(media_type: str) -> bool:
    """Return True for the media types GitHub Pages sends gzip-compressed.

    >>> compressible("text/javascript"), compressible("application/wasm"), compressible("application/zip")
    (True, True, False)
    """
    base = media_type.split(";", 1)[0].strip().lower()
    return base.startswith("text/") or base in COMPRESSED_TYPES


def accepts_gzip(accept_encoding: str | None) -> bool:
    """Return True if an ``Accept-Encoding`` header allows gzip (and does not refuse it with q=0).

    >>> accepts_gzip("gzip, deflate, br"), accepts_gzip("identity"), accepts_gzip("gzip;q=0"), accepts_gzip(None)
    (True, False, False, False)
    """
    for part in (accept_encoding or "").split(","):
        name, _, params = part.strip().partition(";")
        if name.strip().lower() in ("gzip", "x-gzip", "*"):
            quality = params.strip().lower().removeprefix("q=")
            try:
                return not params or float(quality) > 0
            except ValueError:
                return False
    return False


def gzipped(path: str, stat: os.stat_result) -> bytes:
    """Return the gzip compression of the file at ``path`` (same bytes for the same file: no
    timestamp), computed once per version of the file and then kept."""
    key = (path, stat.st_mtime_ns, stat.st_size)
    with _gzip_lock:
        if key not in _gzipped:
            with open(path, "rb") as file:
                _gzipped[key] = gzip.compress(file.read(), GZIP_LEVEL, mtime=0)
        return _gzipped[key]


# Media types by extension where Python's mimetypes differs from Pages (or has none).
MEDIA_TYPES = {
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".wasm": "application/wasm",
    ".webmanifest": "application/manifest+json",
    ".json": "application/json",
    ".zip": "application/zip",
    ".gz": "application/gzip",
    ".py": "text/x-python",
}


def media_type(name: str) -> str:
    """Return the media type the server sends for a file name.

    >>> media_type("a/pyodide.asm.wasm"), media_type("app.zip"), media_type("x.unknown")
    ('application/wasm', 'application/zip', 'application/octet-stream')
    """
    suffix = os.path.splitext(name)[1].lower()
    return MEDIA_TYPES.get(suffix) or mimetypes.guess_type(name)[0] or "application/octet-stream"


def sent_size(name: str, data: bytes) -> int:
    """Return how many body bytes Pages sends for a file: its gzip size if its type is one Pages
    compresses, else its size."""
    return len(gzip.compress(data, GZIP_LEVEL, mtime=0)) if compressible(media_type(name)) else len(data)


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Serves a folder like GitHub Pages serves a site (see the module's docstring).

    ``site_headers`` go on every response; a subclass may change them (a test server marks
    everything ``no-cache``).  A sandboxed frame has an opaque origin, so its module scripts are
    cross-origin requests: hence ``Access-Control-Allow-Origin: *``, as Pages sends.
    """

    protocol_version = "HTTP/1.1"  # keep-alive: every response carries its Content-Length
    timeout = 120  # seconds an idle kept-alive connection may hold its thread
    site_headers: dict[str, str] = {"Cache-Control": "max-age=600", "Access-Control-Allow-Origin": "*"}
    _varies = False  # set per request by send_head: the body depends on Accept-Encoding

    def guess_type(self, path: str | os.PathLike[str]) -> str:
        return media_type(os.fspath(path))

    def end_headers(self) -> None:
        for name, value in self.site_headers.items():
            self.send_header(name, value)
        if self._varies:
            self.send_header("Vary", "Accept-Encoding")
        super().end_headers()

    def send_head(self) -> BinaryIO | None:
        """Send the headers of a GET or HEAD and return the body to copy (gzip-compressed when
        the type is one Pages compresses and the client accepts it), or None when done."""
        path = self.translate_path(self.path)
        if os.path.isdir(path) and self.path.split("?", 1)[0].endswith("/"):
            path = os.path.join(path, "index.html")
        self._varies = os.path.isfile(path) and compressible(self.guess_type(path))
        if not (self._varies and accepts_gzip(self.headers.get("Accept-Encoding"))):
            return super().send_head()
        stat = os.stat(path)
        if self._not_modified(stat):
            self.send_response(HTTPStatus.NOT_MODIFIED)
            self.end_headers()
            return None
        body = gzipped(path, stat)
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", self.date_time_string(stat.st_mtime))
        self.end_headers()
        return io.BytesIO(body)

    def _not_modified(self, stat: os.stat_result) -> bool:
        """Return True when the request's If-Modified-Since covers the file's last change."""
        if "If-Modified-Since" not in self.headers or "If-None-Match" in self.headers:
            return False
        try:
            since = email.utils.parsedate_to_datetime(self.headers["If-Modified-Since"])
        except (TypeError, IndexError, OverflowError, ValueError):
            return False
        if since.tzinfo is None:
            since = since.replace(tzinfo=datetime.UTC)
        changed = datetime.datetime.fromtimestamp(int(stat.st_mtime), datetime.UTC)
        return changed <= since

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
