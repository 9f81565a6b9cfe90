"""Build the static site into dist/, or build and serve it.

    python build.py                 assemble dist/
    python build.py serve [--port N] build, then serve dist/ on http://127.0.0.1:N/ (default 8000)

Standard library only.  The runtime (PyScript and Pyodide) comes from the npm registry at the exact
versions pinned below and is checked against the registry's published integrity hashes; tarballs
are kept in a download cache outside dist/ (``.cache/npm``, or ``$TEFUDA_CACHE``), so a rebuild
needs no network.  A download that does not match its hash is refused and never served.
"""

from __future__ import annotations

import argparse
import base64
import dataclasses
import functools
import hashlib
import http.server
import io
import json
import os
import shutil
import struct
import sys
import tarfile
import urllib.error
import urllib.request
import zipfile
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
CACHE = Path(os.environ.get("TEFUDA_CACHE", ROOT / ".cache" / "npm"))
REGISTRY = os.environ.get("TEFUDA_NPM_REGISTRY", "https://registry.npmjs.org").rstrip("/")


class BuildError(Exception):
    """A problem the person running the build can act on; printed without a traceback."""


@dataclasses.dataclass(frozen=True)
class Pin:
    """One npm package at an exact version, with the registry's published integrity hash."""

    name: str
    version: str
    integrity: str  # "sha512-<base64>", as in the registry's dist.integrity

    @property
    def tarball_name(self) -> str:
        return f"{self.name.split('/')[-1]}-{self.version}.tgz"

    @property
    def url(self) -> str:
        return f"{REGISTRY}/{self.name}/-/{self.tarball_name}"


# PyScript 0.7.31 expects Pyodide 314.0.2 (npm's "latest" Pyodide is newer: keep this one).
PYSCRIPT = Pin(
    "@pyscript/core",
    "0.7.31",
    "sha512-GqM1aonc1N4RTkNZ1zJ8jJk8+i2cqeztZslPsAiQtn+wHHkUX9Z1FgIg4HjCvhBylB68UKmbTVTzOobpgPIMVQ==",
)
PYODIDE = Pin(
    "pyodide",
    "314.0.2",
    "sha512-rXkXOriXhzRkEV/coVGELjz4da77oNQEOu8hOf8dtBHEKOzqoIAmSJGeKuPl4wbLDv9EDibfKOchnC73CVX4DQ==",
)
# The npm package of Pyodide holds no packages (not even micropip); the site needs none.
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)

# Files copied from the repository into dist/ as they are.
SITE_FILES = ("index.html", "embed.html", "pyscript.toml", "py/main.py")
SITE_DIRS = ("assets", "examples")
# The Python packages the browser imports, shipped as one zip unpacked by PyScript ([files]).
PY_PACKAGES = ("tefuda", "web")
ICON_SIZES = (192, 512)


# --- fetching the runtime -------------------------------------------------------------------


def integrity_of(data: bytes) -> str:
    """Return the npm-style ``sha512-<base64>`` integrity string of ``data``."""
    return "sha512-" + base64.b64encode(hashlib.sha512(data).digest()).decode()


def fetch_pinned(pin: Pin) -> bytes:
    """Return the verified tarball of ``pin``, from the cache or else from the registry.

    Raises BuildError when there is no network and nothing cached, or when the bytes do not match
    the pinned integrity hash (a mismatching cached file is discarded and fetched again once).
    """
    cached = CACHE / pin.tarball_name
    if cached.exists():
        data = cached.read_bytes()
        if integrity_of(data) == pin.integrity:
            return data
        print(f"build: cached {cached} does not match its pinned hash; downloading it again")
        cached.unlink()
    print(f"build: downloading {pin.name}@{pin.version} from {pin.url}")
    try:
        with urllib.request.urlopen(pin.url, timeout=120) as response:
            data = response.read()
    except (urllib.error.URLError, TimeoutError, OSError) as exc:
        raise BuildError(
            f"cannot download {pin.name}@{pin.version} from {pin.url} ({exc}), and it is not in "
            f"the cache {CACHE}. Connect to the npm registry once; later builds work offline."
        ) from None
    actual = integrity_of(data)
    if actual != pin.integrity:
        raise BuildError(
            f"refusing {pin.name}@{pin.version}: its integrity hash {actual} does not match the "
            f"pinned {pin.integrity}. The download was not saved and nothing was built."
        )
    CACHE.mkdir(parents=True, exist_ok=True)
    tmp = cached.with_suffix(".part")
    tmp.write_bytes(data)
    tmp.replace(cached)
    return data


def tar_members(data: bytes) -> dict[str, bytes]:
    """Return the regular files of an npm tarball, keyed by path without the ``package/`` prefix."""
    out: dict[str, bytes] = {}
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as tar:
        for member in tar.getmembers():
            if member.isfile() and member.name.startswith("package/"):
                extracted = tar.extractfile(member)
                assert extracted is not None
                out[member.name[len("package/") :]] = extracted.read()
    return out


def vendor_runtime(dest: Path) -> None:
    """Write PyScript's dist files (no source maps) and Pyodide's core files under ``dest``."""
    pyscript = tar_members(fetch_pinned(PYSCRIPT))
    for path, data in pyscript.items():
        if path.startswith("dist/") and not path.endswith(".map"):
            write(dest / "pyscript" / path[len("dist/") :], data)
    if "LICENSE" in pyscript:
        write(dest / "pyscript" / "LICENSE", pyscript["LICENSE"])
    pyodide = tar_members(fetch_pinned(PYODIDE))
    for name in PYODIDE_FILES:
        if name not in pyodide:
            raise BuildError(f"pyodide@{PYODIDE.version} has no {name}: is the pin right?")
        write(dest / "pyodide" / name, pyodide[name])


# --- the site's own files -------------------------------------------------------------------


def write(path: Path, data: bytes | str) -> None:
    """Write bytes or UTF-8 text to ``path``, creating its folders."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(data, str):
        data = data.encode()
    path.write_bytes(data)


def copy_site(dest: Path) -> None:
    """Copy the site's HTML, configuration, entry script and assets; BuildError if one is missing."""
    for name in SITE_FILES:
        source = ROOT / name
        if not source.is_file():
            raise BuildError(f"missing site file: {source}")
        write(dest / name, source.read_bytes())
    for folder in SITE_DIRS:
        source_dir = ROOT / folder
        if not source_dir.is_dir():
            raise BuildError(f"missing site folder: {source_dir}")
        for source in sorted(source_dir.rglob("*")):
            if source.is_file() and "__pycache__" not in source.parts:
                write(dest / source.relative_to(ROOT), source.read_bytes())


def python_zip() -> bytes:
    """Return a reproducible zip of the Python packages the browser imports.

    Entries are sorted and carry a fixed timestamp, so the same sources give the same bytes
    (and the same service-worker cache name).
    """
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for package in PY_PACKAGES:
            folder = ROOT / "py" / package
            if not (folder / "__init__.py").is_file():
                raise BuildError(f"missing Python package: {folder}")
            for source in sorted(folder.rglob("*.py")):
                info = zipfile.ZipInfo(source.relative_to(ROOT / "py").as_posix(), (1980, 1, 1, 0, 0, 0))
                info.compress_type = zipfile.ZIP_DEFLATED
                info.external_attr = 0o644 << 16
                archive.writestr(info, source.read_bytes())
    return buffer.getvalue()


def png(size: int) -> bytes:
    """Return the app icon as a PNG: a white card with a red heart on green felt."""
    felt, card, heart = (0x1B, 0x5E, 0x3A), (0xFA, 0xF7, 0xF0), (0xC6, 0x28, 0x28)
    rows = []
    for y in range(size):
        row = bytearray([0])
        for x in range(size):
            u, v = x / size, y / size
            colour = felt
            if 0.22 <= u <= 0.78 and 0.12 <= v <= 0.88:
                colour = card
                # the heart curve (x²+y²−1)³ − x²y³ ≤ 0, scaled into the card's middle
                hx, hy = (u - 0.5) * 4.2, (0.47 - v) * 4.2
                if (hx * hx + hy * hy - 1) ** 3 - hx * hx * hy**3 <= 0:
                    colour = heart
            row.extend(colour)
        rows.append(bytes(row))

    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(b"".join(rows), 9))
        + chunk(b"IEND", b"")
    )


def manifest() -> str:
    """Return the web app manifest (relative URLs, so it works under a sub-path)."""
    return json.dumps(
        {
            "name": "Tefuda 手札 — card games",
            "short_name": "Tefuda",
            "description": "51, 恋のかけひき, Gin Rummy and more against CPU players, offline.",
            "start_url": "./index.html",
            "scope": "./",
            "display": "standalone",
            "background_color": "#1b5e3a",
            "theme_color": "#1b5e3a",
            "icons": [
                {"src": f"assets/icons/icon-{s}.png", "sizes": f"{s}x{s}", "type": "image/png"}
                for s in ICON_SIZES
            ],
        },
        ensure_ascii=False,
        indent=2,
    )


def service_worker(dest: Path) -> str:
    """Return sw.js: the template with the precache list of every file and a content-derived name."""
    # Dotfiles (.nojekyll) are for the host, not the page; a 404 there would fail the install.
    files = sorted(
        p.relative_to(dest).as_posix()
        for p in dest.rglob("*")
        if p.is_file() and p.name != "sw.js" and not p.name.startswith(".")
    )
    digest = hashlib.sha256()
    for name in files:
        digest.update(name.encode() + b"\0" + hashlib.sha256((dest / name).read_bytes()).digest())
    template = (ROOT / "assets" / "js" / "sw.template.js").read_text()
    return template.replace("__CACHE_NAME__", f"tefuda-{digest.hexdigest()[:16]}").replace(
        "__PRECACHE__", json.dumps(["./", *files], indent=1)
    )


def build(dest: Path = DIST) -> Path:
    """Assemble the whole site into ``dest`` (replacing it) and return it.  Raises BuildError."""
    staging = dest.with_name(dest.name + ".tmp")
    shutil.rmtree(staging, ignore_errors=True)
    vendor_runtime(staging / "vendor")
    copy_site(staging)
    (staging / "assets" / "js" / "sw.template.js").unlink()
    write(staging / "py" / "app.zip", python_zip())
    write(staging / "manifest.webmanifest", manifest())
    for size in ICON_SIZES:
        write(staging / "assets" / "icons" / f"icon-{size}.png", png(size))
    write(staging / ".nojekyll", "")
    write(staging / "sw.js", service_worker(staging))
    shutil.rmtree(dest, ignore_errors=True)
    staging.replace(dest)
    total = sum(p.stat().st_size for p in dest.rglob("*") if p.is_file())
    print(f"build: wrote {dest} ({total / 1e6:.1f} MB)")
    return dest


# --- serving --------------------------------------------------------------------------------


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


def main(argv: list[str] | None = None) -> int:
    """Run the command line; return the exit status (0 ok, 2 on a build or serve problem)."""
    parser = argparse.ArgumentParser(description="Build (and serve) the Tefuda site.")
    sub = parser.add_subparsers(dest="command")
    serve_parser = sub.add_parser("serve", help="build, then serve dist/ on loopback")
    serve_parser.add_argument("--port", type=int, default=8000)
    serve_parser.add_argument("--no-build", action="store_true", help="serve the existing dist/")
    args = parser.parse_args(argv)
    try:
        if args.command == "serve":
            if not (args.no_build and DIST.is_dir()):
                build()
            serve(DIST, args.port)
        else:
            build()
    except BuildError as exc:
        print(f"build: error: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
