"""The runtime from the npm registry: PyScript and Pyodide at pinned versions, verified against
the registry's published integrity hashes and kept in a download cache, so a rebuild needs no
network.  A download that does not match its hash is refused and never served."""

from __future__ import annotations

import base64
import dataclasses
import hashlib
import io
import os
import tarfile
import urllib.error
import urllib.request
from pathlib import Path

from sitebuild import common
from sitebuild.common import BuildError, write

REGISTRY = os.environ.get("TEFUDA_NPM_REGISTRY", "https://registry.npmjs.org").rstrip("/")


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
# The page loads these three from one folder (indexURL); the standard library has its own URL
# (stdLibURL), and the package lock's contents come inline (lockFileContents: only its "info").
PYODIDE_CORE = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")
PYODIDE_LOCK = "pyodide-lock.json"
PYODIDE_STDLIB = "python_stdlib.zip"
PYODIDE_FILES = (*PYODIDE_CORE, PYODIDE_LOCK, PYODIDE_STDLIB)


def integrity_of(data: bytes) -> str:
    """Return the npm-style ``sha512-<base64>`` integrity string of ``data``."""
    return "sha512-" + base64.b64encode(hashlib.sha512(data).digest()).decode()


def fetch_pinned(pin: Pin) -> bytes:
    """Return the verified tarball of ``pin``, from the cache or else from the registry.

    Raises BuildError when there is no network and nothing cached, or when the bytes do not match
    the pinned integrity hash (a mismatching cached file is discarded and fetched again once).
    """
    cached = common.CACHE / pin.tarball_name
    if cached.exists():
        data = cached.read_bytes()
        if integrity_of(data) == pin.integrity:
            return data
        print(f"build: cached {cached} does not match its pinned hash; downloading it again")
        cached.unlink()
    print(f"build: downloading {pin.name}@{pin.version} from {pin.url}")
    try:
        with urllib.request.urlopen(pin.url, timeout=120) as response:
            data = bytes(response.read())
    except (urllib.error.URLError, TimeoutError, OSError) as exc:
        raise BuildError(
            f"cannot download {pin.name}@{pin.version} from {pin.url} ({exc}), and it is not in "
            f"the cache {common.CACHE}. Connect to the npm registry once; later builds work offline."
        ) from None
    actual = integrity_of(data)
    if actual != pin.integrity:
        raise BuildError(
            f"refusing {pin.name}@{pin.version}: its integrity hash {actual} does not match the "
            f"pinned {pin.integrity}. The download was not saved and nothing was built."
        )
    common.CACHE.mkdir(parents=True, exist_ok=True)
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


def pyscript_files() -> dict[str, bytes]:
    """Return PyScript's dist files (no source maps) and its licence, keyed by name."""
    pyscript = tar_members(fetch_pinned(PYSCRIPT))
    files = {
        path[len("dist/") :]: data
        for path, data in pyscript.items()
        if path.startswith("dist/") and not path.endswith(".map")
    }
    if "LICENSE" in pyscript:
        files["LICENSE"] = pyscript["LICENSE"]
    return files


def pyodide_files() -> dict[str, bytes]:
    """Return Pyodide's core files and its stock standard library zip, keyed by name."""
    pyodide = tar_members(fetch_pinned(PYODIDE))
    for name in PYODIDE_FILES:
        if name not in pyodide:
            raise BuildError(f"pyodide@{PYODIDE.version} has no {name}: is the pin right?")
    return {name: pyodide[name] for name in PYODIDE_FILES}


def stock_runtime(dest: Path) -> None:
    """Write the stock runtime as a plain PyScript page uses it: ``pyscript/`` and ``pyodide/``
    (with the source-only standard library) under ``dest``.  The boot benchmark compares with it."""
    for name, data in pyscript_files().items():
        write(dest / "pyscript" / name, data)
    for name, data in pyodide_files().items():
        write(dest / "pyodide" / name, data)
