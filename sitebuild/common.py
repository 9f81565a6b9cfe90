"""What every part of the build shares: where things are, the build's error, content-hashed
names, and writing files."""

from __future__ import annotations

import hashlib
import os
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DIST = ROOT / "dist"
CACHE = Path(os.environ.get("TEFUDA_CACHE", ROOT / ".cache" / "npm"))
BUILD_CACHE = CACHE / "build"  # Pyodide unpacked for Node, and the compiled zips


class BuildError(Exception):
    """A problem the person running the build can act on; printed without a traceback."""


# Content-hashed names: "vendor/<name>-<hash>/" folders and "<name>.<hash>.<ext>" files.  Their
# bytes never change, so the service worker may carry them over from an older deploy.
HASH_LEN = 12
IMMUTABLE = re.compile(rf"^vendor/[a-z]+-[0-9a-f]{{{HASH_LEN}}}/|\.[0-9a-f]{{{HASH_LEN}}}\.[a-z]+$")


def write(path: Path, data: bytes | str) -> None:
    """Write bytes or UTF-8 text to ``path``, creating its folders."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(data, str):
        data = data.encode()
    path.write_bytes(data)


def short_hash(*chunks: bytes) -> str:
    """Return the first HASH_LEN hex digits of the sha256 of ``chunks`` (length-prefixed)."""
    digest = hashlib.sha256()
    for chunk in chunks:
        digest.update(len(chunk).to_bytes(8, "big") + chunk)
    return digest.hexdigest()[:HASH_LEN]


def folder_hash(files: dict[str, bytes]) -> str:
    """Return the content hash of a folder: its file names and their bytes."""
    return short_hash(*(part for name in sorted(files) for part in (name.encode(), files[name])))


def hashed(path: str, data: bytes) -> str:
    """Return ``path`` with the content hash of ``data`` before its extension (a.zip → a.<h>.zip)."""
    stem, dot, ext = path.rpartition(".")
    return f"{stem}.{short_hash(data)}{dot}{ext}"


def point_at(text: str, name: str, old: str, new: str) -> str:
    """Return ``text`` with every ``old`` replaced by ``new``; BuildError if ``old`` is not there."""
    if old not in text:
        raise BuildError(f"{name} no longer mentions {old!r}; the build rewrites it to {new!r}")
    return text.replace(old, new)
