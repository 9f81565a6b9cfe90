"""Bytecode made by the browser's own CPython: the pinned Pyodide runs under Node.js (``node`` on
PATH, or ``$TEFUDA_NODE``) and compiles zips of sources to ``.pyc``.  Results are cached under the
build cache by the hash of their inputs, so Node runs again only when a source changed."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import tempfile
import zipfile
from pathlib import Path

from sitebuild import common
from sitebuild.common import BuildError, short_hash, write
from sitebuild.npm import PYODIDE, pyodide_files

# Bump to throw away every cached compiled zip (e.g. after changing how they are made).
COMPILE_FORMAT = b"tefuda-pyc-3"

# Where the standard library's compiled zip says what it found (sitebuild/stdlib.py reads it).
STDLIB_META = "tefuda-stdlib.json"
# Where the interpreter module puts the site's zip in Pyodide's file system (on sys.path).
APP_ZIP = "/lib/tefuda_app.zip"

# Runs inside Pyodide, after sitebuild/imports.py.  Hash-based pycs hold no timestamp, so the same
# sources give the same bytes.  The standard library keeps .pyc only, beside where the .py was:
# zipimport prefers .pyc and, with no source beside it, checks nothing ("unchecked"); its
# docstrings are left out (a fifth of its bytes; asserts stay), and so are the modules this
# CPython has frozen in (never read from the zip).  For each module it also records the modules
# it imports on import (STDLIB_META).  The site's modules every boot imports keep .pyc only too
# (unchecked, docstrings as the lean source has them), named for the zip's place in the page
# (APP_ZIP): their sources would cost 19 KB of every first visit, against its 5.0 MB budget, for
# the text of a traceback's lines (file and line stay, and are the repository's).  Everything is
# compiled without column positions (RUNNER sets PYTHONNODEBUGRANGES): tracebacks keep file and
# line, and the bytecode is a fifth smaller.  The standard library's code objects also say that
# every instruction is on their first line (one_line): a traceback through the standard library
# names its file, function and the line of its ``def``, and a first visit is 127 KB lighter (the
# first zip, gzipped, 840 → 713 KB: line tables compress badly).  The import graph recorded
# leaves out the pure-Python stand-ins of modules this CPython has built in (``_pydatetime``).
COMPILER = r"""
import ast
import importlib.util
import json
import sys
import types
import warnings
import zipfile
import _imp
from importlib._bootstrap_external import _code_to_hash_pyc

EPOCH = (1980, 1, 1, 0, 0, 0)
BUILTIN = frozenset(sys.builtin_module_names)
ZIP_ROOT = next(p for p in sys.path if p.endswith(".zip")) + "/"


class DropDocstrings(ast.NodeTransformer):
    def visit_Module(self, node):
        return self._drop(node)

    visit_ClassDef = visit_FunctionDef = visit_AsyncFunctionDef = visit_Module

    def _drop(self, node):
        self.generic_visit(node)
        body = node.body
        if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                and isinstance(body[0].value.value, str):
            node.body = body[1:] or [ast.copy_location(ast.Pass(), body[0])]
        return node


def frozen(module):
    loaded = sys.modules.get(module)
    return _imp.is_frozen(module) or getattr(getattr(loaded, "__spec__", None), "origin", None) == "frozen"


# A location-table entry (Objects/locations.md): "no columns" (code 13), 1 to 8 code units,
# followed by the line's change as a signed varint (0: still the code object's first line).
NO_COLUMNS = 0x80 | (13 << 3)


def one_line(code):
    units = len(code.co_code) // 2
    table = b"".join(bytes([NO_COLUMNS | (min(8, units - at) - 1), 0]) for at in range(0, units, 8))
    consts = tuple(one_line(c) if isinstance(c, types.CodeType) else c for c in code.co_consts)
    return code.replace(co_linetable=table, co_consts=consts)


def pyc(source, filename, checked, lean):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the stdlib's SyntaxWarnings are not ours to show
        tree = ast.parse(source, filename)
        if lean:
            tree = DropDocstrings().visit(tree)
        code = compile(tree, filename, "exec", dont_inherit=True, optimize=0)
    if lean:
        code = one_line(code)
    return bytes(_code_to_hash_pyc(code, importlib.util.source_hash(source), checked))


def compile_zip(src, dst, mode):
    entries = {}
    meta = {"frozen": [], "imports": {}}
    with zipfile.ZipFile(src) as archive:
        for name in archive.namelist():
            data = archive.read(name)
            if not name.endswith(".py"):
                entries[name] = data
            elif mode == "stdlib":
                module = module_names(name)[-1]
                if frozen(module):
                    meta["frozen"].append(module)
                    continue
                try:
                    entries[name[:-3] + ".pyc"] = pyc(data, ZIP_ROOT + name, False, True)
                    meta["imports"][module] = imported_names(name, data, builtin=BUILTIN)
                except SyntaxError:
                    entries[name] = data  # left to fail where it is imported, as before
            else:
                entries[name[:-3] + ".pyc"] = pyc(data, APP_ZIP + "/" + name, False, False)
    if mode == "stdlib":
        entries[STDLIB_META] = json.dumps(meta, sort_keys=True).encode()
    with zipfile.ZipFile(dst, "w") as out:
        for name in sorted(entries):
            info = zipfile.ZipInfo(name, EPOCH)
            info.create_system = 3
            if name.endswith("/"):
                info.external_attr = (0o40755 << 16) | 0x10
            else:
                info.external_attr = 0o644 << 16
                info.compress_type = zipfile.ZIP_DEFLATED
            out.writestr(info, entries[name], compresslevel=9)
""".replace("STDLIB_META", repr(STDLIB_META)).replace("APP_ZIP", repr(APP_ZIP))

RUNNER = r"""
// node runner.mjs <pyodide folder> <jobs.json>: compile zips with Pyodide's CPython (build.py).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [folder, jobsFile] = process.argv.slice(2);
const { helpers, compiler, jobs } = JSON.parse(fs.readFileSync(jobsFile, "utf8"));
const { loadPyodide } = await import(pathToFileURL(path.join(folder, "pyodide.mjs")).href);
const env = { HOME: "/home/pyodide", PYTHONNODEBUGRANGES: "1" };
const pyodide = await loadPyodide({ indexURL: folder + path.sep, env });
pyodide.runPython(helpers);
pyodide.runPython(compiler);
const compileZip = pyodide.globals.get("compile_zip");
for (const job of jobs) {
  pyodide.FS.writeFile("/tmp/in.zip", fs.readFileSync(job.input));
  compileZip("/tmp/in.zip", "/tmp/out.zip", job.mode);
  fs.writeFileSync(job.output, pyodide.FS.readFile("/tmp/out.zip"));
}
"""

# The import reader (sitebuild/imports.py) runs inside Pyodide before COMPILER.
HELPERS = (Path(__file__).parent / "imports.py").read_text()

NODE_MAJOR = 18  # Pyodide 314 supports Node.js 18 and later


def find_node() -> str | None:
    """Return the Node.js executable to use, or None (with the reason printed) when there is none."""
    node = os.environ.get("TEFUDA_NODE") or shutil.which("node")
    if not node:
        print("build: warning: Node.js not found (install it, or set TEFUDA_NODE)")
        return None
    try:
        version = subprocess.run([node, "--version"], capture_output=True, text=True, timeout=60).stdout
        major = int(version.strip().lstrip("v").split(".")[0])
    except (OSError, ValueError, subprocess.SubprocessError):
        print(f"build: warning: cannot run {node} --version")
        return None
    if major < NODE_MAJOR:
        print(f"build: warning: {node} is Node.js {version.strip()}; Pyodide needs {NODE_MAJOR}+")
        return None
    return node


def pyodide_folder() -> Path:
    """Return a folder in the build cache holding the pinned Pyodide's files, for Node to load."""
    target = common.BUILD_CACHE / f"pyodide-{PYODIDE.version}-{short_hash(PYODIDE.integrity.encode())}"
    if (target / ".complete").is_file():
        return target
    common.BUILD_CACHE.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=".pyodide-", dir=common.BUILD_CACHE))
    staging.chmod(0o755)
    for name, data in pyodide_files().items():
        write(staging / name, data)
    write(staging / ".complete", "")
    try:
        staging.rename(target)
    except OSError:  # a concurrent build unpacked it first
        shutil.rmtree(staging, ignore_errors=True)
        if not (target / ".complete").is_file():
            raise BuildError(f"cannot unpack Pyodide into {target}") from None
    return target


def precompile(sources: dict[str, bytes]) -> dict[str, bytes]:
    """Compile source zips to bytecode zips with the pinned Pyodide; return those it could make.

    ``sources`` maps a mode ("stdlib" or "app", see COMPILER) to a zip of sources.  Results are
    cached by the hash of everything that makes them (Pyodide, this code, the zip), so Node runs
    only for what changed.  Without Node, what is not cached is left out (the caller ships the
    sources) and a warning is printed.  Raises BuildError when Node fails.
    """
    code = COMPILE_FORMAT + PYODIDE.integrity.encode() + HELPERS.encode() + COMPILER.encode() + RUNNER.encode()
    cached = {
        mode: common.BUILD_CACHE / f"{mode}-{short_hash(code, mode.encode(), data)}.zip"
        for mode, data in sources.items()
    }
    missing = [mode for mode, path in cached.items() if not path.is_file()]
    node = find_node() if missing else None
    if missing and node is None:
        print(
            "build: warning: shipping Python sources without bytecode for "
            + ", ".join(missing)
            + ": the site works but boots several seconds slower. Install Node.js 18+ and rebuild."
        )
    elif missing:
        assert node is not None
        folder = pyodide_folder()
        print(f"build: compiling {', '.join(missing)} to bytecode with Pyodide under {node}")
        with tempfile.TemporaryDirectory(dir=common.BUILD_CACHE, prefix=".compile-") as tmp_name:
            tmp = Path(tmp_name)
            jobs = []
            for mode in missing:
                write(tmp / f"{mode}.in.zip", sources[mode])
                jobs.append(
                    {"mode": mode, "input": str(tmp / f"{mode}.in.zip"), "output": str(tmp / f"{mode}.zip")}
                )
            write(tmp / "jobs.json", json.dumps({"helpers": HELPERS, "compiler": COMPILER, "jobs": jobs}))
            write(tmp / "runner.mjs", RUNNER)
            try:
                done = subprocess.run(
                    [node, str(tmp / "runner.mjs"), str(folder), str(tmp / "jobs.json")],
                    capture_output=True,
                    text=True,
                    timeout=900,
                )
            except (OSError, subprocess.SubprocessError) as exc:
                raise BuildError(f"running Pyodide under {node} failed: {exc}") from None
            if done.returncode != 0:
                tail = "\n".join((done.stderr or done.stdout).strip().splitlines()[-15:])
                raise BuildError(f"compiling to bytecode under {node} failed:\n{tail}")
            for mode in missing:
                output = tmp / f"{mode}.zip"
                with zipfile.ZipFile(output) as check:
                    if check.testzip() is not None:
                        raise BuildError(f"the compiled {mode} zip is corrupt")
                output.replace(cached[mode])  # atomic: a concurrent build sees all or nothing
        prune_compiled(keep=set(cached.values()))
    return {mode: path.read_bytes() for mode, path in cached.items() if path.is_file()}


def prune_compiled(keep: set[Path], per_mode: int = 6) -> None:
    """Delete all but the newest ``per_mode`` cached zips of each mode (edits leave old ones)."""
    for mode in ("stdlib", "app"):
        try:
            old = sorted(common.BUILD_CACHE.glob(f"{mode}-*.zip"), key=lambda p: p.stat().st_mtime, reverse=True)
        except FileNotFoundError:  # a concurrent build pruned first
            continue
        for path in old[per_mode:]:
            if path not in keep:
                path.unlink(missing_ok=True)
