"""Build the static site into dist/, or build and serve it.

    python build.py                 assemble dist/
    python build.py --snapshot      the same, plus an experimental Pyodide memory snapshot
                                    (also TEFUDA_SNAPSHOT=1; off by default, see SNAPSHOT_RUNNER)
    python build.py serve [--port N] build, then serve dist/ on http://127.0.0.1:N/ (default 8000)

Standard library only.  The runtime (PyScript and Pyodide) comes from the npm registry at the exact
versions pinned below and is checked against the registry's published integrity hashes; tarballs
are kept in a download cache outside dist/ (``.cache/npm``, or ``$TEFUDA_CACHE``), so a rebuild
needs no network.  A download that does not match its hash is refused and never served.

Bytecode: Pyodide spends most of its start-up compiling the standard library from source, so the
build runs the pinned Pyodide under Node.js (``node`` on PATH, or ``$TEFUDA_NODE``) and compiles
Pyodide's ``python_stdlib.zip`` and the site's own ``py/app.zip`` to ``.pyc`` with the browser's
own CPython.  The results are cached under ``.cache/npm/build`` by the hash of their inputs, so a
rebuild reruns Node only when a Python source changed.  Without Node (and nothing cached) the
build warns and ships the plain source zips: the site still works, it only boots slower.

Big files get content-hashed names (``vendor/pyodide-<hash>/``, ``vendor/pyscript-<hash>/``,
``vendor/python_stdlib.<hash>.zip``, ``py/app.<hash>.zip``); the HTML, ``pyscript.toml`` and the
interpreter shim in dist/ are rewritten to point at them.
"""

from __future__ import annotations

import argparse
import ast
import base64
import dataclasses
import functools
import gzip
import hashlib
import http.server
import io
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tarfile
import tempfile
import urllib.error
import urllib.request
import zipfile
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
CACHE = Path(os.environ.get("TEFUDA_CACHE", ROOT / ".cache" / "npm"))
BUILD_CACHE = CACHE / "build"  # Pyodide unpacked for Node, and the compiled zips
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
# These four load from one folder (indexURL); the standard library has its own URL (stdLibURL).
PYODIDE_CORE = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "pyodide-lock.json")
PYODIDE_STDLIB = "python_stdlib.zip"
PYODIDE_FILES = (*PYODIDE_CORE, PYODIDE_STDLIB)

# Files copied from the repository into dist/ (the HTML and pyscript.toml then get hashed URLs).
SITE_FILES = ("index.html", "embed.html", "pyscript.toml", "py/main.py")
SITE_DIRS = ("assets", "examples")
PAGES = ("index.html", "embed.html")
# Templates under assets/js that the build fills in and writes under another name.
TEMPLATES = {"assets/js/sw.template.js": "sw.js", "assets/js/interpreter.template.mjs": "assets/js/interpreter.mjs"}
# The interpreter shim used instead when the build makes a memory snapshot (never shipped as is).
SNAPSHOT_TEMPLATE = "assets/js/interpreter.snapshot.template.mjs"
# The Python packages the browser imports, shipped as one zip unpacked by PyScript ([files]).
PY_PACKAGES = ("tefuda", "web")
ICON_SIZES = (192, 512)

# Content-hashed names: "vendor/<name>-<hash>/" folders and "<name>.<hash>.<ext>" files.  Their
# bytes never change, so the service worker may carry them over from an older deploy.
HASH_LEN = 12
IMMUTABLE = re.compile(rf"^vendor/[a-z]+-[0-9a-f]{{{HASH_LEN}}}/|\.[0-9a-f]{{{HASH_LEN}}}\.[a-z]+$")


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


@dataclasses.dataclass(frozen=True)
class Runtime:
    """Where the build put the runtime in dist/ (paths relative to the site root)."""

    pyscript: str  # folder of core.js, "vendor/pyscript-<hash>"
    pyodide: str  # folder of pyodide.mjs and the wasm, "vendor/pyodide-<hash>"
    stdlib: str  # "vendor/python_stdlib.<hash>.zip"
    app: str  # "py/app.<hash>.zip"
    precompiled: bool  # False when Node was missing and the zips hold sources only
    snapshot: str | None = None  # "vendor/pyodide_snapshot.<hash>.gz" when built with --snapshot


def runtime_files(snapshot: bool = False) -> tuple[Runtime, dict[str, bytes]]:
    """Return where the runtime goes and its files (dist path → bytes), with content-hashed names.

    The standard library and the site's packages are compiled to ``.pyc`` (see ``precompile``);
    without Node they stay source zips and a warning is printed.  Raises BuildError.
    """
    files: dict[str, bytes] = {}
    pyscript = pyscript_files()
    pyscript_dir = f"vendor/pyscript-{folder_hash(pyscript)}"
    files.update({f"{pyscript_dir}/{name}": data for name, data in pyscript.items()})
    pyodide = pyodide_files()
    core = {name: pyodide[name] for name in PYODIDE_CORE}
    pyodide_dir = f"vendor/pyodide-{folder_hash(core)}"
    files.update({f"{pyodide_dir}/{name}": data for name, data in core.items()})
    # The site's own Python ships as source, plus bytecode for the modules every boot imports
    # (25 of 62, 91 KB of source: compiling them took ~40 ms of each boot).  Bytecode for all of
    # it would take the zip from 170 KB to 542 KB, against the 300 KB budget for the site's own
    # files; the games' modules are compiled when a table or rules page first opens.
    app_sources = python_sources()
    boot = boot_modules(app_sources)
    sources = {
        "stdlib": pyodide[PYODIDE_STDLIB],
        "app": reproducible_zip({path: app_sources[path] for path in boot}),
    }
    compiled = precompile(sources)
    stdlib = compiled.get("stdlib") or sources["stdlib"]
    app_entries = dict(app_sources)
    if "app" in compiled:
        with zipfile.ZipFile(io.BytesIO(compiled["app"])) as archive:
            app_entries.update({n: archive.read(n) for n in archive.namelist() if n.endswith(".pyc")})
    app = reproducible_zip(app_entries)
    runtime = Runtime(
        pyscript=pyscript_dir,
        pyodide=pyodide_dir,
        stdlib=hashed("vendor/python_stdlib.zip", stdlib),
        app=hashed("py/app.zip", app),
        precompiled=len(compiled) == len(sources),
    )
    files[runtime.stdlib] = stdlib
    files[runtime.app] = app
    if snapshot:
        if not runtime.precompiled:
            raise BuildError("--snapshot needs Node.js (the snapshot is made by Pyodide under Node)")
        image = memory_snapshot(stdlib)
        runtime = dataclasses.replace(runtime, snapshot=hashed("vendor/pyodide_snapshot.gz", image))
        files[runtime.snapshot] = image
    return runtime, files


# --- bytecode, compiled by the browser's own CPython (Pyodide under Node.js) ----------------

# Bump to throw away every cached compiled zip (e.g. after changing how they are made).
COMPILE_FORMAT = b"tefuda-pyc-1"

# Runs inside Pyodide.  Hash-based pycs hold no timestamp, so the same sources give the same
# bytes.  The standard library keeps .pyc only, beside where the .py was: zipimport prefers
# .pyc and, with no source beside it, checks nothing ("unchecked").  The site's packages keep
# their .py (tracebacks show source lines) plus a checked pyc in __pycache__: the file loader
# verifies the source hash, so a stale pyc can never run.
COMPILER = r'''
import importlib.util
import sys
import warnings
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

EPOCH = (1980, 1, 1, 0, 0, 0)
ZIP_ROOT = next(p for p in sys.path if p.endswith(".zip")) + "/"


def pyc(source, filename, checked):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the stdlib's SyntaxWarnings are not ours to show
        code = compile(source, filename, "exec", dont_inherit=True, optimize=0)
    return bytes(_code_to_hash_pyc(code, importlib.util.source_hash(source), checked))


def compile_zip(src, dst, mode):
    entries = {}
    with zipfile.ZipFile(src) as archive:
        for name in archive.namelist():
            data = archive.read(name)
            if not name.endswith(".py"):
                entries[name] = data
            elif mode == "stdlib":
                try:
                    entries[name[:-3] + ".pyc"] = pyc(data, ZIP_ROOT + name, False)
                except SyntaxError:
                    entries[name] = data  # left to fail where it is imported, as before
            else:
                folder, slash, base = name.rpartition("/")
                tag = sys.implementation.cache_tag
                entries[name] = data
                entries[f"{folder}{slash}__pycache__/{base[:-3]}.{tag}.pyc"] = pyc(data, name, True)
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
'''

RUNNER = r'''
// node runner.mjs <pyodide folder> <jobs.json>: compile zips with Pyodide's CPython (build.py).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [folder, jobsFile] = process.argv.slice(2);
const { compiler, jobs } = JSON.parse(fs.readFileSync(jobsFile, "utf8"));
const { loadPyodide } = await import(pathToFileURL(path.join(folder, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: folder + path.sep });
pyodide.runPython(compiler);
const compileZip = pyodide.globals.get("compile_zip");
for (const job of jobs) {
  pyodide.FS.writeFile("/tmp/in.zip", fs.readFileSync(job.input));
  compileZip("/tmp/in.zip", "/tmp/out.zip", job.mode);
  fs.writeFileSync(job.output, pyodide.FS.readFile("/tmp/out.zip"));
}
'''

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
    target = BUILD_CACHE / f"pyodide-{PYODIDE.version}-{short_hash(PYODIDE.integrity.encode())}"
    if (target / ".complete").is_file():
        return target
    BUILD_CACHE.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=".pyodide-", dir=BUILD_CACHE))
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
    code = COMPILE_FORMAT + PYODIDE.integrity.encode() + COMPILER.encode() + RUNNER.encode()
    cached = {
        mode: BUILD_CACHE / f"{mode}-{short_hash(code, mode.encode(), data)}.zip"
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
        with tempfile.TemporaryDirectory(dir=BUILD_CACHE, prefix=".compile-") as tmp_name:
            tmp = Path(tmp_name)
            jobs = []
            for mode in missing:
                write(tmp / f"{mode}.in.zip", sources[mode])
                jobs.append(
                    {"mode": mode, "input": str(tmp / f"{mode}.in.zip"), "output": str(tmp / f"{mode}.zip")}
                )
            write(tmp / "jobs.json", json.dumps({"compiler": COMPILER, "jobs": jobs}))
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


# --- memory snapshot (experimental, off by default: ``--snapshot`` or TEFUDA_SNAPSHOT=1) -----

# Standard-library modules imported before the snapshot is taken: what the site had loaded once
# started in Chromium (sys.modules on the home page, 2026-11-29), less Pyodide's, PyScript's and
# the site's own packages (those arrive at run time: PyScript's from its JavaScript, the site's
# from the [files] zip).  Submodules of a listed package come with it.  Anything imported here
# is frozen in the snapshot, so a change to this list, the stdlib zip or Pyodide means a new one.
SNAPSHOT_IMPORTS = (
    "abc", "ast", "asyncio", "atexit", "base64", "binascii", "bisect", "bz2", "codecs", "codeop",
    "collections", "compression.zstd", "concurrent.futures", "contextlib", "contextvars", "copy",
    "dataclasses", "dis", "encodings.cp437", "enum", "errno", "fcntl", "fnmatch", "functools",
    "glob", "heapq", "html.entities", "importlib.abc", "importlib.machinery", "importlib.util",
    "inspect", "json", "keyword", "linecache", "locale", "logging", "lzma", "math", "opcode",
    "operator", "os", "pathlib", "random", "re", "reprlib", "select", "selectors", "shutil",
    "signal", "socket", "ssl", "stat", "string", "struct", "subprocess", "tempfile", "textwrap",
    "threading", "time", "token", "tokenize", "traceback", "types", "typing", "warnings",
    "weakref", "zipfile", "zipfile._path.glob", "zipimport", "zlib",
)  # fmt: skip
# Pyodide 314.0.2 restores a heap only up to this size (the prototype's finding, RUNTIME.md:
# heaps over 30 MiB fail; the site's heap is exactly 30 MiB, Pyodide's initial memory); the
# build refuses a bigger snapshot rather than ship one that cannot load.
SNAPSHOT_MAX_HEAP = 30 * 2**20
SNAPSHOT_FORMAT = b"tefuda-snapshot-1"

# Uses Pyodide's private snapshot API, as read in 314.0.2's pyodide.mjs / pyodide.asm.mjs:
# loadPyodide({_makeSnapshot: true}) then pyodide.makeMemorySnapshot() -> Uint8Array (magic,
# the BUILD_ID of the wasm, the JS-side state as JSON, then the whole wasm heap); booting with
# loadPyodide({_loadSnapshot: <Uint8Array | ArrayBuffer | a promise of one>}).  The snapshot is
# then loaded back once here, so a snapshot that cannot boot never ships.
SNAPSHOT_RUNNER = r"""
// node snapshot.mjs <pyodide folder> <stdlib zip> <jobs.json> <out>: make a memory snapshot.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [folder, stdLibURL, jobsFile, out] = process.argv.slice(2);
const { imports, maxHeap } = JSON.parse(fs.readFileSync(jobsFile, "utf8"));
const { loadPyodide } = await import(pathToFileURL(path.join(folder, "pyodide.mjs")).href);
const indexURL = folder + path.sep;
const pyodide = await loadPyodide({ indexURL, stdLibURL, _makeSnapshot: true });
pyodide.runPython(`
def _tefuda_snapshot_imports():
    import gc, importlib
    for name in ${JSON.stringify(imports)}:
        importlib.import_module(name)
    gc.collect()
_tefuda_snapshot_imports()
del _tefuda_snapshot_imports
`);
const heap = pyodide._module.HEAP8.length;
if (heap > maxHeap) {
  console.error(`the heap is ${heap} bytes, over the snapshot limit of ${maxHeap}`);
  process.exit(3);
}
const snapshot = pyodide.makeMemorySnapshot();
const again = await loadPyodide({ indexURL, stdLibURL, _loadSnapshot: snapshot });
again.runPython("import random, sys\nrandom.seed()\nassert 'json' in sys.modules");
fs.writeFileSync(out, snapshot);
console.log(`heap ${heap} bytes, snapshot ${snapshot.length} bytes`);
"""


def snapshot_wanted(flag: bool) -> bool:
    """Return whether to build the memory snapshot: ``--snapshot`` or TEFUDA_SNAPSHOT=1."""
    return flag or os.environ.get("TEFUDA_SNAPSHOT", "") not in ("", "0")


def memory_snapshot(stdlib: bytes) -> bytes:
    """Return a gzip-compressed Pyodide memory snapshot made over the ``stdlib`` zip (the one the
    site ships: the heap holds zipimport's view of it), with SNAPSHOT_IMPORTS imported.

    Cached by the hash of its inputs.  Raises BuildError without Node or when Node fails.
    """
    code = SNAPSHOT_FORMAT + PYODIDE.integrity.encode() + SNAPSHOT_RUNNER.encode()
    names = json.dumps(SNAPSHOT_IMPORTS).encode()
    cached = BUILD_CACHE / f"snapshot-{short_hash(code, names, str(SNAPSHOT_MAX_HEAP).encode(), stdlib)}.gz"
    if cached.is_file():
        return cached.read_bytes()
    node = find_node()
    if node is None:
        raise BuildError("--snapshot needs Node.js 18+ (install it, or set TEFUDA_NODE)")
    folder = pyodide_folder()
    print(f"build: making a memory snapshot with Pyodide under {node}")
    with tempfile.TemporaryDirectory(dir=BUILD_CACHE, prefix=".snapshot-") as tmp_name:
        tmp = Path(tmp_name)
        write(tmp / "stdlib.zip", stdlib)
        write(tmp / "jobs.json", json.dumps({"imports": SNAPSHOT_IMPORTS, "maxHeap": SNAPSHOT_MAX_HEAP}))
        write(tmp / "snapshot.mjs", SNAPSHOT_RUNNER)
        args = [node, str(tmp / "snapshot.mjs"), str(folder), str(tmp / "stdlib.zip"), str(tmp / "jobs.json")]
        try:
            done = subprocess.run([*args, str(tmp / "out.bin")], capture_output=True, text=True, timeout=900)
        except (OSError, subprocess.SubprocessError) as exc:
            raise BuildError(f"running Pyodide under {node} failed: {exc}") from None
        if done.returncode != 0:
            tail = "\n".join((done.stderr or done.stdout).strip().splitlines()[-15:])
            raise BuildError(f"making the memory snapshot under {node} failed:\n{tail}")
        print(f"build: {done.stdout.strip()}")
        raw = (tmp / "out.bin").read_bytes()
        # Compressed here rather than by the host: a static host may not gzip an unknown type,
        # and the shim inflates it with DecompressionStream (mtime 0: same bytes, same name).
        write(tmp / "out.gz", gzip.compress(raw, 9, mtime=0))
        (tmp / "out.gz").replace(cached)
    for old in sorted(BUILD_CACHE.glob("snapshot-*.gz"), key=lambda p: p.stat().st_mtime, reverse=True)[3:]:
        if old != cached:
            old.unlink(missing_ok=True)
    return cached.read_bytes()


def prune_compiled(keep: set[Path], per_mode: int = 6) -> None:
    """Delete all but the newest ``per_mode`` cached zips of each mode (edits leave old ones)."""
    for mode in ("stdlib", "app"):
        try:
            old = sorted(BUILD_CACHE.glob(f"{mode}-*.zip"), key=lambda p: p.stat().st_mtime, reverse=True)
        except FileNotFoundError:  # a concurrent build pruned first
            continue
        for path in old[per_mode:]:
            if path not in keep:
                path.unlink(missing_ok=True)


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


def python_sources() -> dict[str, bytes]:
    """Return the sources of the Python packages the browser imports (path in the zip → bytes)."""
    sources: dict[str, bytes] = {}
    for package in PY_PACKAGES:
        folder = ROOT / "py" / package
        if not (folder / "__init__.py").is_file():
            raise BuildError(f"missing Python package: {folder}")
        for source in sorted(folder.rglob("*.py")):
            sources[source.relative_to(ROOT / "py").as_posix()] = source.read_bytes()
    return sources


def reproducible_zip(entries: dict[str, bytes]) -> bytes:
    """Return a zip of ``entries``, sorted and with a fixed timestamp: the same entries give the
    same bytes (and the same service-worker cache name)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name in sorted(entries):
            info = zipfile.ZipInfo(name, (1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, entries[name])
    return buffer.getvalue()


def cached_name(path: str, tag: str = "cpython-314") -> str:
    """Return where Python looks for the bytecode of source ``path`` ("a/b.py" → "a/__pycache__/b.<tag>.pyc")."""
    folder, slash, base = path.rpartition("/")
    return f"{folder}{slash}__pycache__/{base[:-3]}.{tag}.pyc"


def _module_file(module: str, sources: dict[str, bytes]) -> str | None:
    """Return the zip path of a site module ("web.app" → "web/app.py"), or None if not ours."""
    base = module.replace(".", "/")
    for path in (f"{base}.py", f"{base}/__init__.py"):
        if path in sources:
            return path
    return None


def _module_level_imports(path: str, source: bytes) -> list[str]:
    """Return the modules imported when ``path`` is executed: its module-level ``import``s
    (inside ``if``/``try`` too, not in functions, classes or ``if TYPE_CHECKING``), with
    ``from p import m`` also naming ``p.m`` (it may be a submodule)."""
    package = path.rpartition("/")[0].replace("/", ".")  # a.py's and a/__init__.py's alike
    found: list[str] = []
    pending = list(ast.parse(source, path).body)
    while pending:
        node = pending.pop()
        if isinstance(node, ast.Import):
            found.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                parent = ".".join(parts[: len(parts) - node.level + 1])
                base = f"{parent}.{base}" if base else parent
            found.append(base)
            found.extend(f"{base}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.If):
            if not (isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"):
                pending.extend(node.body + node.orelse)
        elif isinstance(node, ast.Try):
            pending.extend(node.body + node.orelse + node.finalbody)
            for handler in node.handlers:
                pending.extend(handler.body)
    return found


def boot_modules(sources: dict[str, bytes]) -> set[str]:
    """Return the zip paths of the site modules a boot imports: what ``py/main.py`` imports,
    followed through module-level imports, and the message catalogs (``tefuda.i18n`` imports
    every module of its CATALOG_MODULES by name on the first message).  Game engines, tables
    and rules pages are imported on first use and are not in the set.  Raises BuildError."""
    i18n = ast.parse(sources["tefuda/i18n/__init__.py"])
    catalogs = next(
        ast.literal_eval(node.value)
        for node in i18n.body
        if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "CATALOG_MODULES" for t in node.targets)
    )
    pending = [*_module_level_imports("main.py", (ROOT / "py" / "main.py").read_bytes()), *catalogs]
    found: set[str] = set()
    while pending:
        module = pending.pop()
        parts = module.split(".")
        for depth in range(1, len(parts) + 1):  # importing a.b.c runs a, a.b, a.b.c
            path = _module_file(".".join(parts[:depth]), sources)
            if path is not None and path not in found:
                found.add(path)
                pending.extend(_module_level_imports(path, sources[path]))
    if "web/app.py" not in found:
        raise BuildError("py/main.py no longer imports web.app: boot_modules() needs a look")
    return found


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
    """Return sw.js: the template with the precache list of every file and a content-derived name.

    Files with content-hashed names are listed apart: their bytes never change, so an update may
    copy them from the previous deploy's cache instead of downloading them again.
    """
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
    return (
        template.replace("__CACHE_NAME__", f"tefuda-{digest.hexdigest()[:16]}")
        .replace("__PRECACHE__", json.dumps(["./", *files], indent=1))
        .replace("__IMMUTABLE__", json.dumps([f for f in files if IMMUTABLE.search(f)], indent=1))
    )


def point_at(text: str, name: str, old: str, new: str) -> str:
    """Return ``text`` with every ``old`` replaced by ``new``; BuildError if ``old`` is not there."""
    if old not in text:
        raise BuildError(f"{name} no longer mentions {old!r}; the build rewrites it to {new!r}")
    return text.replace(old, new)


BOOT_SCRIPT = '<script src="assets/js/boot.js"></script>'


def preloading_boot_script(runtime: Runtime) -> str:
    """Return the pages' boot.js tag naming what a first visit downloads before Pyodide asks
    (boot.js adds the preloads when no service worker serves the page): the runtime's big
    files, its module chain, and the site's Python, in the order they are needed."""
    urls = [
        "assets/js/interpreter.mjs",
        "assets/js/boot-stages.mjs",
        f"{runtime.pyodide}/pyodide.mjs",
        f"{runtime.pyodide}/pyodide.asm.mjs",
        f"{runtime.pyodide}/pyodide-lock.json",
        f"{runtime.pyodide}/pyodide.asm.wasm",
        runtime.stdlib,
        runtime.app,
        "py/main.py",
    ]
    return f'<script src="assets/js/boot.js" data-preload="{" ".join(urls)}"></script>'


def interpreter_shim(runtime: Runtime) -> str:
    """Return assets/js/interpreter.mjs: the template pointing at the hashed Pyodide and stdlib."""
    name = "interpreter.template.mjs" if runtime.snapshot is None else Path(SNAPSHOT_TEMPLATE).name
    template = (ROOT / "assets" / "js" / name).read_text()
    up = "../../"  # from assets/js/ to the site root
    text = point_at(template, name, "__PYODIDE__", f"{up}{runtime.pyodide}/")
    text = point_at(text, name, "__STDLIB__", up + runtime.stdlib)
    if runtime.snapshot is not None:
        text = point_at(text, name, "__SNAPSHOT__", up + runtime.snapshot)
    return text


def build(dest: Path = DIST, snapshot: bool = False) -> Path:
    """Assemble the whole site into ``dest`` (replacing it) and return it.  Raises BuildError.

    ``snapshot`` adds the experimental memory snapshot and the shim that boots from it.
    """
    runtime, files = runtime_files(snapshot)  # the slow part (Node), before dist.tmp exists
    staging = dest.with_name(dest.name + ".tmp")
    shutil.rmtree(staging, ignore_errors=True)
    for name, data in files.items():
        write(staging / name, data)
    copy_site(staging)
    for template in (*TEMPLATES, SNAPSHOT_TEMPLATE):
        (staging / template).unlink()
    for page in PAGES:
        text = (staging / page).read_text()
        text = point_at(text, page, "vendor/pyscript/", runtime.pyscript + "/")
        write(staging / page, point_at(text, page, BOOT_SCRIPT, preloading_boot_script(runtime)))
    toml = (staging / "pyscript.toml").read_text()
    write(staging / "pyscript.toml", point_at(toml, "pyscript.toml", '"./py/app.zip"', f'"./{runtime.app}"'))
    write(staging / TEMPLATES["assets/js/interpreter.template.mjs"], interpreter_shim(runtime))
    write(staging / "manifest.webmanifest", manifest())
    for size in ICON_SIZES:
        write(staging / "assets" / "icons" / f"icon-{size}.png", png(size))
    write(staging / ".nojekyll", "")
    write(staging / "sw.js", service_worker(staging))
    shutil.rmtree(dest, ignore_errors=True)
    staging.replace(dest)
    total = sum(p.stat().st_size for p in dest.rglob("*") if p.is_file())
    kind = (
        "standard library as bytecode"
        if runtime.precompiled
        else "standard library as sources (no Node.js): slow boot"
    )
    if runtime.snapshot:
        kind += f"; memory snapshot {runtime.snapshot}"
    print(f"build: wrote {dest} ({total / 1e6:.1f} MB; {kind})")
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
    parser.add_argument(
        "--snapshot",
        action="store_true",
        help="experimental: also ship a Pyodide memory snapshot (or TEFUDA_SNAPSHOT=1)",
    )
    args = parser.parse_args(argv)
    snapshot = snapshot_wanted(args.snapshot)
    try:
        if args.command == "serve":
            if not (args.no_build and DIST.is_dir()):
                build(snapshot=snapshot)
            serve(DIST, args.port)
        else:
            build(snapshot=snapshot)
    except BuildError as exc:
        print(f"build: error: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
