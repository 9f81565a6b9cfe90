"""The site's own Python for the browser: the sources of its packages, the modules every boot
imports (those get bytecode), and reproducible zips."""

from __future__ import annotations

import importlib
import io
import sys
import zipfile

from sitebuild import common
from sitebuild.common import BuildError
from sitebuild.imports import imported_names

# The Python packages the browser imports, shipped as one zip unpacked by PyScript ([files]).
PY_PACKAGES = ("tefuda", "web")


def python_sources() -> dict[str, bytes]:
    """Return the sources of the Python packages the browser imports (path in the zip → bytes)."""
    sources: dict[str, bytes] = {}
    for package in PY_PACKAGES:
        folder = common.ROOT / "py" / package
        if not (folder / "__init__.py").is_file():
            raise BuildError(f"missing Python package: {folder}")
        for source in sorted(folder.rglob("*.py")):
            sources[source.relative_to(common.ROOT / "py").as_posix()] = source.read_bytes()
    return sources


def reproducible_zip(entries: dict[str, bytes], stored: bool = False) -> bytes:
    """Return a zip of ``entries``, sorted and with a fixed timestamp: the same entries give the
    same bytes (and the same service-worker cache name).  Entries are deflated (level 9), or
    ``stored`` as they are for a zip that travels compressed as a whole."""
    method = zipfile.ZIP_STORED if stored else zipfile.ZIP_DEFLATED
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", method) as archive:
        for name in sorted(entries):
            info = zipfile.ZipInfo(name, (1980, 1, 1, 0, 0, 0))
            info.compress_type = method
            info.external_attr = 0o644 << 16
            archive.writestr(info, entries[name], compresslevel=None if stored else 9)
    return buffer.getvalue()


def _module_file(module: str, sources: dict[str, bytes]) -> str | None:
    """Return the zip path of a site module ("web.app" → "web/app.py"), or None if not ours."""
    base = module.replace(".", "/")
    for path in (f"{base}.py", f"{base}/__init__.py"):
        if path in sources:
            return path
    return None


def _catalog_modules() -> tuple[str, ...]:
    """Return ``tefuda.i18n.CATALOG_MODULES`` (derived from the registry of games), read by
    importing the engine, which is standard-library Python."""
    sys.path.insert(0, str(common.ROOT / "py"))
    try:
        catalogs: tuple[str, ...] = tuple(importlib.import_module("tefuda.i18n").CATALOG_MODULES)
    finally:
        sys.path.remove(str(common.ROOT / "py"))
    return catalogs


def boot_modules(sources: dict[str, bytes]) -> set[str]:
    """Return the zip paths of the site modules a boot imports: what ``py/main.py`` imports,
    followed through module-level imports, and the message catalogs (``tefuda.i18n`` imports
    every module of its CATALOG_MODULES by name on the first message).  Game engines, tables
    and rules pages are imported on first use and are not in the set.  Raises BuildError."""
    catalogs = _catalog_modules()
    pending = [*imported_names("main.py", (common.ROOT / "py" / "main.py").read_bytes()), *catalogs]
    found: set[str] = set()
    while pending:
        module = pending.pop()
        parts = module.split(".")
        for depth in range(1, len(parts) + 1):  # importing a.b.c runs a, a.b, a.b.c
            path = _module_file(".".join(parts[:depth]), sources)
            if path is not None and path not in found:
                found.add(path)
                pending.extend(imported_names(path, sources[path]))
    if "web/app.py" not in found:
        raise BuildError("py/main.py no longer imports web.app: boot_modules() needs a look")
    return found
