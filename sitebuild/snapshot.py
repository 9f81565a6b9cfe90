"""The experimental Pyodide memory snapshot (``python3 build.py --snapshot`` or TEFUDA_SNAPSHOT=1,
off by default): made under Node.js after importing the standard-library modules the site uses,
shipped gzipped beside a shim that boots from it and falls back to the normal boot."""

from __future__ import annotations

import gzip
import json
import os
import subprocess
import tempfile
from pathlib import Path

from sitebuild import common
from sitebuild.bytecode import find_node, pyodide_folder
from sitebuild.common import BuildError, short_hash, write
from sitebuild.npm import PYODIDE

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


def memory_snapshot(stdlib: bytes, elsewhere: frozenset[str] = frozenset()) -> bytes:
    """Return a gzip-compressed Pyodide memory snapshot made over the ``stdlib`` zip (the one the
    site ships: the heap holds zipimport's view of it), with SNAPSHOT_IMPORTS imported but those
    ``elsewhere`` (in the second standard-library zip, which the page fetches only on demand).

    Cached by the hash of its inputs.  Raises BuildError without Node or when Node fails.
    """
    code = SNAPSHOT_FORMAT + PYODIDE.integrity.encode() + SNAPSHOT_RUNNER.encode()
    imports = [name for name in SNAPSHOT_IMPORTS if name not in elsewhere]
    names = json.dumps(imports).encode()
    cached = common.BUILD_CACHE / f"snapshot-{short_hash(code, names, str(SNAPSHOT_MAX_HEAP).encode(), stdlib)}.gz"
    if cached.is_file():
        return cached.read_bytes()
    node = find_node()
    if node is None:
        raise BuildError("--snapshot needs Node.js 18+ (install it, or set TEFUDA_NODE)")
    folder = pyodide_folder()
    print(f"build: making a memory snapshot with Pyodide under {node}")
    with tempfile.TemporaryDirectory(dir=common.BUILD_CACHE, prefix=".snapshot-") as tmp_name:
        tmp = Path(tmp_name)
        write(tmp / "stdlib.zip", stdlib)
        write(tmp / "jobs.json", json.dumps({"imports": imports, "maxHeap": SNAPSHOT_MAX_HEAP}))
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
    for old in sorted(common.BUILD_CACHE.glob("snapshot-*.gz"), key=lambda p: p.stat().st_mtime, reverse=True)[3:]:
        if old != cached:
            old.unlink(missing_ok=True)
    return cached.read_bytes()
