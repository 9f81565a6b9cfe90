"""The standard library in two zips (sitebuild/stdlib.py, py/lazy_stdlib.py): every module the
site imports is in the first, nothing is lost, and the rest comes on the first import that needs
it, downloaded once."""

from __future__ import annotations

import doctest
import gzip
import importlib
import io
import json
import sys
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from sitebuild import app_zip, bytecode, common, imports, npm, stdlib

import lazy_stdlib

DIST = common.ROOT / "dist"


def _zip_modules(path: Path) -> set[str]:
    data = path.read_bytes()
    with zipfile.ZipFile(io.BytesIO(gzip.decompress(data) if path.suffix == ".gz" else data)) as archive:
        return {stdlib._entry_module(n) for n in archive.namelist()} - {None}  # type: ignore[misc]


def site_sources() -> dict[str, bytes]:
    return {
        **app_zip.python_sources(),
        "main.py": (common.ROOT / "py" / "main.py").read_bytes(),
        "lazy_stdlib.py": (common.ROOT / "py" / "lazy_stdlib.py").read_bytes(),
    }


@pytest.fixture(scope="module")
def shipped() -> tuple[set[str], set[str]]:
    """The modules of dist/'s first and second standard-library zips."""
    [first] = (DIST / "vendor").glob("python_stdlib.zip.*.gz")
    [rest] = (DIST / "vendor").glob("python_stdlib_rest.*.zip")
    return _zip_modules(first), _zip_modules(rest)


def test_every_standard_library_module_the_site_may_import_is_in_the_first_zip(
    shipped: tuple[set[str], set[str]],
) -> None:
    # Read from today's py/: a module a new game imports (even inside a function) must be in the
    # first zip, or its first use would wait for the second one.
    first, rest = shipped
    wanted = stdlib.site_imports(site_sources()) | stdlib.recorded_modules()
    stdlib_names = first | rest
    for name in sorted(wanted):
        parts = name.split(".")
        for depth in range(1, len(parts) + 1):
            module = ".".join(parts[:depth])
            assert module not in rest, f"{module} (imported by the site as {name}) is only in the second zip"
    assert {"dataclasses", "json", "random", "typing", "pyodide.ffi", "__future__"} <= first
    assert "argparse" in rest  # only the arena's command line uses it, never the browser
    assert stdlib_names and "lazy_stdlib" in first


def test_no_module_of_pyodides_standard_library_is_lost(shipped: tuple[set[str], set[str]]) -> None:
    first, rest = shipped
    stock = npm.pyodide_files()[npm.PYODIDE_STDLIB]
    with zipfile.ZipFile(io.BytesIO(stock)) as archive:
        every = {stdlib._entry_module(n) for n in archive.namelist()} - {None}
    compiled = bytecode.precompile({"stdlib": stdlib.with_finder(stock)})["stdlib"]  # cached by the build
    with zipfile.ZipFile(io.BytesIO(compiled)) as archive:
        frozen = set(json.loads(archive.read(bytecode.STDLIB_META))["frozen"])
    assert {"os", "codecs", "importlib._bootstrap"} <= frozen  # in the interpreter itself
    assert not first & rest
    assert every - frozen == (first | rest) - {"lazy_stdlib"}


def test_the_site_analysis_follows_lazy_imports_and_registries_and_skips_unreached_code() -> None:
    sources = {
        "main.py": b"from web.app import start\n",
        "web/__init__.py": b"",
        "web/app.py": b"import json\nGAMES = {'new': 'tefuda.games.new_game'}\n"
                      b"def later():\n    from email import message\n",
        "tefuda/__init__.py": b"",
        "tefuda/games/__init__.py": b"",
        "tefuda/games/new_game.py": b"import random\nclass Game:\n    def score(self):\n"
                                    b"        import statistics\n        return statistics.mean([1])\n",
        "tefuda/arena/__init__.py": b"import argparse\n",  # reached from no page
        "web/typing_only.py": b"from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import decimal\n",
    }
    found = stdlib.site_imports(sources)
    assert {"json", "email", "email.message", "random", "statistics"} <= found
    assert not {"argparse", "decimal"} & found
    assert not {n for n in found if n.split(".")[0] in ("tefuda", "web")}


def test_the_recorded_list_reads_names_and_skips_comments() -> None:
    assert stdlib.recorded_modules("# header\njson\n  asyncio.tasks  # used by the event loop\n\n") == {
        "json",
        "asyncio.tasks",
    }
    assert "asyncio" in stdlib.recorded_modules()  # the committed list


def test_docstring_examples_hold() -> None:
    for module in (imports, stdlib, lazy_stdlib):
        assert doctest.testmod(module).failed == 0, module.__name__


# --- the finder, on CPython with a stand-in for the download ---

REST = {
    "restmod.py": b"VALUE = 'from the rest'\n",
    "restpkg/__init__.py": b"",
    "restpkg/sub.py": b"from . import helper\nVALUE = helper.VALUE\n",
    "restpkg/helper.py": b"VALUE = 42\n",
    "firstpkg/extra.py": b"VALUE = 'an extra submodule'\n",
}
NAMES = frozenset({"restmod", "restpkg", "restpkg.sub", "restpkg.helper", "firstpkg.extra"})


@pytest.fixture()
def isolated(tmp_path: Path) -> Iterator[Path]:
    """A package ``firstpkg`` on sys.path (as if in the first zip); imports and finders undone."""
    (tmp_path / "firstpkg").mkdir()
    (tmp_path / "firstpkg" / "__init__.py").write_text("")
    saved = (list(sys.meta_path), list(sys.path), set(sys.modules))
    sys.path.insert(0, str(tmp_path))
    try:
        yield tmp_path
    finally:
        sys.meta_path[:], sys.path[:] = saved[0], saved[1]
        for name in set(sys.modules) - saved[2]:
            del sys.modules[name]
        importlib.invalidate_caches()


def _zip(entries: dict[str, bytes]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, data in entries.items():
            archive.writestr(name, data)
    return buffer.getvalue()


def test_the_rest_is_downloaded_once_on_the_first_import_that_needs_it(isolated: Path) -> None:
    asked: list[str] = []

    def fetch(url: str) -> bytes:
        asked.append(url)
        return _zip(REST)

    finder = lazy_stdlib.RestOfStdlib("https://x/rest.zip", NAMES, fetch, str(isolated / "rest.zip"))
    sys.meta_path.append(finder)
    with pytest.raises(ModuleNotFoundError):
        importlib.import_module("not_in_the_index")
    assert asked == []  # a name the second zip does not hold costs nothing
    assert importlib.import_module("restmod").VALUE == "from the rest"
    assert importlib.import_module("restpkg.sub").VALUE == 42
    assert importlib.import_module("firstpkg.extra").VALUE == "an extra submodule"
    assert asked == ["https://x/rest.zip"]
    assert sys.path[-1] == str(isolated / "rest.zip")


def test_a_failed_download_is_an_ordinary_import_error_and_is_not_repeated(isolated: Path) -> None:
    asked: list[str] = []

    def fetch(url: str) -> None:
        asked.append(url)

    sys.meta_path.append(lazy_stdlib.RestOfStdlib("https://x/rest.zip", NAMES, fetch, str(isolated / "rest.zip")))
    for _ in range(2):
        with pytest.raises(ModuleNotFoundError):
            importlib.import_module("restmod")
    assert asked == ["https://x/rest.zip"]


def test_install_reads_the_index_beside_the_module_and_installs_once(
    isolated: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (isolated / "lazy_stdlib.txt").write_text("restmod\nrestpkg\n")
    monkeypatch.setattr(lazy_stdlib, "__file__", str(isolated / "lazy_stdlib.py"))
    finder = lazy_stdlib.install("https://x/rest.zip", lambda url: None)
    assert finder.names == {"restmod", "restpkg"} and sys.meta_path[-1] is finder
    assert lazy_stdlib.install("https://x/other.zip", lambda url: None) is finder
    assert sum(isinstance(f, lazy_stdlib.RestOfStdlib) for f in sys.meta_path) == 1


def test_a_javascript_array_is_taken_through_its_to_bytes() -> None:
    class Uint8ArrayProxy:
        def to_bytes(self) -> bytes:
            return b"PK"

    assert lazy_stdlib._bytes(Uint8ArrayProxy()) == b"PK"
    assert lazy_stdlib._bytes(b"x") == b"x" and lazy_stdlib._bytes(None) is None
