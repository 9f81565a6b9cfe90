"""build.py's refusals: no network and nothing cached, a tampered download, a missing file."""

from __future__ import annotations

import ast
import dataclasses
import hashlib
import io
import re
import socket
import tarfile
import threading
import tokenize
import zipfile
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import build
import pytest
from sitebuild import app_zip, assemble, common, npm


def npm_tarball(files: dict[str, bytes]) -> bytes:
    """Return a .tgz laid out like an npm package (``package/…``)."""
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:gz") as tar:
        for name, data in files.items():
            info = tarfile.TarInfo(f"package/{name}")
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    return buffer.getvalue()


class Registry:
    """A loopback stand-in for the npm registry serving fixed bytes at every path."""

    def __init__(self, body: bytes) -> None:
        payload = body

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:  # noqa: N802 - the stdlib's name
                self.send_response(200)
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

            def log_message(self, *args: object) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture()
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setattr(common, "CACHE", folder)
    return folder


@pytest.fixture()
def registry_down(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    # a port nothing listens on: the connection is refused at once
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    monkeypatch.setattr(npm, "REGISTRY", f"http://127.0.0.1:{port}")
    yield


def test_no_network_and_nothing_cached_is_a_clear_error(cache: Path, registry_down: None) -> None:
    pin = dataclasses.replace(npm.PYSCRIPT)
    with pytest.raises(common.BuildError, match=r"cannot download @pyscript/core@0\.7\.31.*not in the cache"):
        npm.fetch_pinned(pin)
    assert not cache.exists() or not any(cache.iterdir())


def test_a_download_that_does_not_match_its_hash_is_refused_and_not_kept(
    cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    registry = Registry(npm_tarball({"dist/core.js": b"export const evil = 1;"}))
    monkeypatch.setattr(npm, "REGISTRY", registry.url)
    try:
        with pytest.raises(common.BuildError, match="does not match the pinned"):
            npm.fetch_pinned(npm.PYSCRIPT)
    finally:
        registry.close()
    assert not (cache / npm.PYSCRIPT.tarball_name).exists()


def test_a_tampered_cache_is_never_used(cache: Path, registry_down: None) -> None:
    cache.mkdir(parents=True)
    (cache / npm.PYODIDE.tarball_name).write_bytes(npm_tarball({"pyodide.mjs": b"tampered"}))
    with pytest.raises(common.BuildError, match="cannot download pyodide"):
        npm.fetch_pinned(npm.PYODIDE)
    assert not (cache / npm.PYODIDE.tarball_name).exists()  # discarded, not served


def test_a_verified_download_is_cached_and_then_needs_no_network(
    cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    body = npm_tarball({"dist/core.js": b"export {};"})
    pin = npm.Pin("@example/pkg", "1.0.0", npm.integrity_of(body))
    registry = Registry(body)
    monkeypatch.setattr(npm, "REGISTRY", registry.url)
    try:
        assert npm.fetch_pinned(pin) == body
    finally:
        registry.close()
    monkeypatch.setattr(npm, "REGISTRY", "http://127.0.0.1:9")  # offline from now on
    assert npm.fetch_pinned(pin) == body
    assert hashlib.sha256((cache / pin.tarball_name).read_bytes()).digest() == hashlib.sha256(body).digest()


def test_a_missing_site_file_stops_the_build(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(assemble, "SITE_FILES", (*assemble.SITE_FILES, "no-such-page.html"))
    with pytest.raises(common.BuildError, match="missing site file: .*no-such-page.html"):
        assemble.copy_site(tmp_path / "out")


def test_the_command_line_exits_non_zero_with_the_message(
    cache: Path, registry_down: None, capsys: pytest.CaptureFixture[str], tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(common, "DIST", tmp_path / "dist")
    assert build.main([]) == 2
    assert "build: error: cannot download" in capsys.readouterr().err
    assert not (tmp_path / "dist").exists()


def test_the_python_zip_is_reproducible() -> None:
    first, second = (app_zip.reproducible_zip(app_zip.python_sources()) for _ in range(2))
    assert first == second
    names = zipfile.ZipFile(io.BytesIO(first)).namelist()
    assert names == sorted(names)
    assert "tefuda/cards.py" in names and "web/app.py" in names
    assert not any("__pycache__" in n or n.startswith("tests/") for n in names)


def test_boot_modules_follow_module_level_imports_and_the_catalogs_but_not_lazy_ones() -> None:
    boot = app_zip.boot_modules(app_zip.python_sources())
    assert {"web/__init__.py", "web/app.py", "web/pages.py", "tefuda/cards.py"} <= boot
    assert {"tefuda/i18n/catalog_site.py", "tefuda/i18n/catalog_rules.py"} <= boot
    # engines, tables, rules pages and a game's catalogs are imported when a route first needs them
    assert not {p for p in boot if p.startswith(("tefuda/games/", "tefuda/cpu/", "web/tables/kakehiki"))}
    assert not {p for p in boot if "gin_rummy" in p or "five_hundred" in p}


def test_boot_modules_see_relative_imports_and_skip_type_checking_and_functions(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(app_zip, "_catalog_modules", lambda: ("pkg.cat",))
    sources = {
        "pkg/__init__.py": b"",
        "pkg/cat.py": b"",
        "web/__init__.py": b"",
        "web/app.py": b"from typing import TYPE_CHECKING\nfrom . import used\nif TYPE_CHECKING:\n    import web.typed\n"
        b"try:\n    from .sub import thing\nexcept ImportError:\n    pass\ndef f():\n    import web.lazy\n",
        "web/used.py": b"",
        "web/typed.py": b"",
        "web/lazy.py": b"",
        "web/sub/__init__.py": b"from ..used import x\n",
        "web/sub/thing.py": b"",
    }
    (tmp_path / "py").mkdir()
    (tmp_path / "py" / "main.py").write_text("from web.app import start\n")
    monkeypatch.setattr(common, "ROOT", tmp_path)
    assert app_zip.boot_modules(sources) == {
        "pkg/__init__.py",
        "pkg/cat.py",
        "web/__init__.py",
        "web/app.py",
        "web/used.py",
        "web/sub/__init__.py",
        "web/sub/thing.py",
    }


def _without_docstrings(tree: ast.AST) -> str:
    """Return the tree dumped with positions, each docstring left out (and the end column,
    which moves where a docstring ended a body)."""
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            first = node.body[0] if node.body else None
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str):
                node.body = node.body[1:] or [ast.Pass()]
    return re.sub(r", end_col_offset=\d+", "", ast.dump(tree, include_attributes=True))


def test_the_shipped_python_is_the_repositorys_without_comments_and_docstrings_line_for_line() -> None:
    shipped = app_zip.python_sources()
    root = common.ROOT / "py"
    assert "web/app.py" in shipped
    assert not any(p.startswith(("tefuda/arena/", "tefuda/claims/")) for p in shipped)
    for path, lean in shipped.items():
        original = (root / path).read_bytes()
        assert lean.count(b"\n") == original.count(b"\n"), path
        if b"__doc__" in original:
            assert b'"""' in lean  # a module that reads its docstrings keeps them
        assert _without_docstrings(ast.parse(lean)) == _without_docstrings(ast.parse(original)), path
        comments = [t for t in tokenize.tokenize(io.BytesIO(lean).readline) if t.type == tokenize.COMMENT]
        assert comments == [], path
    assert sum(map(len, shipped.values())) < 0.8 * sum(len((root / p).read_bytes()) for p in shipped)


def test_lean_source_cuts_comments_and_docstrings_and_keeps_every_line() -> None:
    source = (
        b'"""The module.\n\nMore."""\nX = "# not a comment"  # a comment\n'
        b"def f():\n    '''Once.'''\n    return X  # why\n"
    )
    assert app_zip.lean_source(source) == (
        b'"""\n\n"""\nX = "# not a comment"\ndef f():\n    ""\n    return X\n'
    )
    with pytest.raises(common.BuildError, match="cannot read"):
        app_zip.lean_source(b"def (:\n")
