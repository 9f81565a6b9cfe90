"""The site's own Python for the browser: the sources of its packages, the modules every boot
imports (those get bytecode), and reproducible zips."""

from __future__ import annotations

import ast
import importlib
import io
import sys
import tokenize
import zipfile

from sitebuild import common
from sitebuild.common import BuildError
from sitebuild.imports import imported_names

# The Python packages the browser imports, shipped as one zip unpacked by PyScript ([files]).
PY_PACKAGES = ("tefuda", "web")
# Modules of those packages the browser never imports: the arena (CPU against CPU, a command line).
NOT_SHIPPED = ("tefuda/arena/",)


def python_sources() -> dict[str, bytes]:
    """Return the Python the browser imports as it ships (path in the zip → bytes): the sources
    of its packages, lean (:func:`lean_source`), without the command-line-only modules."""
    sources: dict[str, bytes] = {}
    for package in PY_PACKAGES:
        folder = common.ROOT / "py" / package
        if not (folder / "__init__.py").is_file():
            raise BuildError(f"missing Python package: {folder}")
        for source in sorted(folder.rglob("*.py")):
            path = source.relative_to(common.ROOT / "py").as_posix()
            if not path.startswith(NOT_SHIPPED):
                sources[path] = lean_source(source.read_bytes())
    return sources


def _docstring_starts(tree: ast.Module) -> set[tuple[int, int]]:
    """Return where each docstring of a module, its classes and its functions starts."""
    starts = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            first = node.body[0] if node.body else None
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str):
                starts.add((first.value.lineno, first.value.col_offset))
    return starts


def lean_source(source: bytes) -> bytes:
    """Return ``source`` without its comments and docstrings, every other token on the line and
    at the column where it was: a traceback in the browser points at the repository's lines.

    Docstrings and comments are half of the site's Python and nothing in the browser reads them
    (the budget for the site's own files is 300 KB).  A module that reads ``__doc__`` keeps its
    docstrings.  Raises BuildError for a source that does not parse.
    """
    text = source.decode("utf-8")
    try:
        tree = ast.parse(text)
    except SyntaxError as exc:
        raise BuildError(f"cannot read a Python source: {exc}") from None
    docs = set() if "__doc__" in text else _docstring_starts(tree)
    starts = [0]
    for line in text.splitlines(keepends=True):
        starts.append(starts[-1] + len(line))
    cuts: list[tuple[int, int, str]] = []  # (start, end, replacement) as offsets into text
    for token in tokenize.generate_tokens(io.StringIO(text).readline):
        (row, col), (end_row, end_col) = token.start, token.end
        start, end = starts[row - 1] + col, starts[end_row - 1] + end_col
        if token.type == tokenize.COMMENT:
            line_start = starts[row - 1]
            while start > line_start and text[start - 1] in " \t":
                start -= 1  # the spaces before a comment go with it
            cuts.append((start, end, ""))
        elif token.type == tokenize.STRING and token.start in docs:
            lines = token.string.count("\n")
            cuts.append((start, end, '"""' + "\n" * lines + '"""' if lines else '""'))
    out, at = [], 0
    for start, end, replacement in cuts:
        out += [text[at:start], replacement]
        at = end
    out.append(text[at:])
    return "".join(out).encode("utf-8")


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
    """Return ``tefuda.i18n.BOOT_CATALOGS``, the catalogs any page may need (a game's catalogs
    load with its first message), read by importing the engine, which is standard-library
    Python."""
    sys.path.insert(0, str(common.ROOT / "py"))
    try:
        catalogs: tuple[str, ...] = tuple(importlib.import_module("tefuda.i18n").BOOT_CATALOGS)
    finally:
        sys.path.remove(str(common.ROOT / "py"))
    return catalogs


def boot_modules(sources: dict[str, bytes]) -> set[str]:
    """Return the zip paths of the site modules a boot imports: what ``py/main.py`` imports,
    followed through module-level imports, and the boot message catalogs (``tefuda.i18n``
    imports those by name on the first message, a game's own with the game's first message).
    Game engines, tables and rules pages are imported on first use and are not in the set.
    Raises BuildError."""
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
