"""The standard library in two zips: the modules the site imports, which every visit downloads,
and the rest, which the page downloads only if an import needs it (py/lazy_stdlib.py).

The first zip holds the closure, over module-level imports, of
* the modules recorded in Chromium (``stdlib_used.txt``: Pyodide's and PyScript's start-up, and
  every route and a whole game of every game; ``scripts/record_stdlib.py`` writes it), and
* every standard-library module the site's own Python may import, found by reading its sources
  (sitebuild.imports, imports inside functions included), so a module a new game imports is
  in the first zip without recording anything again.
The import graph of the standard library comes from its compilation under Pyodide
(sitebuild.bytecode.STDLIB_META), because its sources use syntax newer than the build's Python.
"""

from __future__ import annotations

import ast
import dataclasses
import io
import json
import zipfile

from sitebuild import common
from sitebuild.app_zip import reproducible_zip
from sitebuild.bytecode import STDLIB_META
from sitebuild.common import BuildError
from sitebuild.imports import imported_names, module_names

RECORDED = common.ROOT / "sitebuild" / "stdlib_used.txt"
FINDER = common.ROOT / "py" / "lazy_stdlib.py"
FINDER_INDEX = "lazy_stdlib.txt"
# The site's own top-level packages and modules (everything else it imports is the runtime's).
SITE_TOP = ("tefuda", "web", "main", "lazy_stdlib")
# Modules the browser provides that are no file anywhere (Pyodide's JavaScript bridges).
BROWSER_ONLY = ("js", "pyodide_js", "pyscript", "polyscript")


@dataclasses.dataclass(frozen=True)
class Split:
    """The two standard-library zips and what went where."""

    first: bytes  # entries stored: it travels gzipped as a whole
    rest: bytes
    first_modules: frozenset[str]
    rest_modules: frozenset[str]


def recorded_modules(text: str | None = None) -> set[str]:
    """Return the module names in ``stdlib_used.txt`` (or in ``text``): one per line, ``#``
    starts a comment.  Raises BuildError when the file is missing."""
    if text is None:
        try:
            text = RECORDED.read_text()
        except OSError as exc:
            raise BuildError(f"cannot read {RECORDED}: {exc}") from None
    return {line.split("#", 1)[0].strip() for line in text.splitlines()} - {""}


def _site_module(name: str, sources: dict[str, bytes]) -> str | None:
    base = name.replace(".", "/")
    return next((p for p in (f"{base}.py", f"{base}/__init__.py") if p in sources), None)


def site_imports(sources: dict[str, bytes]) -> set[str]:
    """Return every module outside the site that the site's Python may import.

    ``sources`` maps paths ("web/app.py", "main.py") to source.  Starting at main.py and the
    finder, it follows every import of a site module wherever it is written (inside functions
    too) and every string that names a site module (the registries the site imports by name:
    games, tables, rules pages, catalogs), so code nothing reaches (the arena's command line)
    adds nothing.  Raises BuildError when a site source does not parse.
    """
    found: set[str] = set()
    seen: set[str] = set()
    pending = ["main.py", "lazy_stdlib.py"]
    while pending:
        path = pending.pop()
        if path in seen or path not in sources:
            continue
        seen.add(path)
        try:
            names = imported_names(path, sources[path], lazy=True)
            tree = ast.parse(sources[path], path)
        except SyntaxError as exc:
            raise BuildError(f"cannot read the imports of py/{path}: {exc}") from None
        names += [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)
                  and _site_module(n.value, sources)]
        for name in names:
            if name.split(".")[0] in SITE_TOP:
                parts = name.split(".")
                pending.extend(p for i in range(len(parts)) if (p := _site_module(".".join(parts[: i + 1]), sources)))
            elif name and name.split(".")[0] not in BROWSER_ONLY:
                found.add(name)
    return found


def closure(roots: set[str], graph: dict[str, list[str]]) -> set[str]:
    """Return the modules of ``graph`` (module → what it imports) that importing ``roots`` runs:
    each name's packages and the name itself where they are modules, followed through their
    imports.  Names that are no module of the graph (builtins, frozen modules, attributes named
    by ``from m import x``) are skipped.

    >>> sorted(closure({"a.b.x"}, {"a": [], "a.b": ["c"], "c": ["d"], "e": []}))
    ['a', 'a.b', 'c']
    """
    found: set[str] = set()
    pending = list(roots)
    while pending:
        parts = pending.pop().split(".")
        for depth in range(1, len(parts) + 1):
            module = ".".join(parts[:depth])
            if module in graph and module not in found:
                found.add(module)
                pending.extend(graph[module])
    return found


def _entry_module(name: str) -> str | None:
    """Return the module a zip entry holds ("json/__init__.pyc" → "json"), None for other files."""
    if name.endswith(".pyc"):
        return module_names(name[:-1])[-1]
    if name.endswith(".py"):
        return module_names(name)[-1]
    return None


def split(compiled: bytes, roots: set[str]) -> Split:
    """Return the compiled standard library cut in two: the closure of ``roots`` over its import
    graph (plus the finder and its index of the rest) and everything else.  Raises BuildError
    when the zip has no import graph (it was not compiled by sitebuild.bytecode)."""
    with zipfile.ZipFile(io.BytesIO(compiled)) as archive:
        entries = {name: archive.read(name) for name in archive.namelist() if not name.endswith("/")}
    if STDLIB_META not in entries:
        raise BuildError(f"the compiled standard library has no {STDLIB_META}")
    graph: dict[str, list[str]] = json.loads(entries.pop(STDLIB_META))["imports"]
    first_modules = closure(roots | {"lazy_stdlib"}, graph)
    first: dict[str, bytes] = {}
    rest: dict[str, bytes] = {}
    for name, data in entries.items():
        (first if _entry_module(name) in first_modules else rest)[name] = data
    rest_modules = frozenset(m for name in rest if (m := _entry_module(name)) is not None)
    first[FINDER_INDEX] = "".join(f"{m}\n" for m in sorted(rest_modules)).encode()
    return Split(reproducible_zip(first, stored=True), reproducible_zip(rest), frozenset(first_modules), rest_modules)


def with_finder(stdlib: bytes) -> bytes:
    """Return Pyodide's source standard library with py/lazy_stdlib.py added (compiled with it)."""
    with zipfile.ZipFile(io.BytesIO(stdlib)) as archive:
        entries = {name: archive.read(name) for name in archive.namelist() if not name.endswith("/")}
    entries["lazy_stdlib.py"] = FINDER.read_bytes()
    return reproducible_zip(entries)
