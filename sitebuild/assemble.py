"""Assembling dist/: the runtime with content-hashed names, the site's files, the pages pointed
at them (with PyScript's configuration inline), the interpreter module, icons, and the service
worker."""

from __future__ import annotations

import dataclasses
import gzip
import hashlib
import html
import io
import json
import re
import shutil
import tomllib
import zipfile
from pathlib import Path

from sitebuild import common
from sitebuild.app_zip import boot_modules, python_sources, reproducible_zip
from sitebuild.bytecode import APP_ZIP, precompile
from sitebuild.common import IMMUTABLE, BuildError, folder_hash, hashed, point_at, write
from sitebuild.icons import ICON_SIZES, manifest, png
from sitebuild.npm import PYODIDE_CORE, PYODIDE_LOCK, PYODIDE_STDLIB, pyodide_files, pyscript_files
from sitebuild.prerender import prerender, write_into
from sitebuild.serve import sent_size
from sitebuild.snapshot import memory_snapshot
from sitebuild.stdlib import recorded_modules, site_imports, split, with_finder

# Files copied from the repository into dist/ (the pages then get hashed URLs).
SITE_FILES = ("index.html", "embed.html", "py/main.py")
# PyScript's configuration, kept as TOML in the repository; the pages carry it inline as JSON.
CONFIG = "pyscript.toml"
SITE_DIRS = ("assets", "examples")
PAGES = ("index.html", "embed.html")
# Templates under assets/js that the build fills in and writes under another name.
TEMPLATES = {"assets/js/sw.template.js": "sw.js", "assets/js/interpreter.template.mjs": "assets/js/interpreter.mjs"}
# The interpreter shim used instead when the build makes a memory snapshot (never shipped as is).
SNAPSHOT_TEMPLATE = "assets/js/interpreter.snapshot.template.mjs"

@dataclasses.dataclass(frozen=True)
class Runtime:
    """Where the build put the runtime in dist/ (paths relative to the site root)."""

    pyscript: str  # folder of core.js, "vendor/pyscript-<hash>"
    pyodide: str  # folder of pyodide.mjs and the wasm, "vendor/pyodide-<hash>"
    stdlib: str  # "vendor/python_stdlib.zip.<hash>.gz": the modules the site imports, gzipped
    stdlib_rest: str | None  # "vendor/python_stdlib_rest.<hash>.zip": the rest, fetched on demand
    app: str  # "py/app.zip.<hash>.gz": the site's Python, a zip gzipped as a whole
    precompiled: bool  # False when Node was missing and the zips hold sources only
    lock_info: str  # the "info" of Pyodide's package lock, as JSON: the page loads no packages
    snapshot: str | None = None  # "vendor/pyodide_snapshot.<hash>.gz" when built with --snapshot


def runtime_files(snapshot: bool = False) -> tuple[Runtime, dict[str, bytes]]:
    """Return where the runtime goes and its files (dist path → bytes), with content-hashed names.

    The standard library, and the site's modules every boot imports, are compiled to ``.pyc``
    (see ``precompile``); without Node they stay sources and a warning is printed.
    Raises BuildError.
    """
    files: dict[str, bytes] = {}
    pyscript = pyscript_files()
    pyscript_dir = f"vendor/pyscript-{folder_hash(pyscript)}"
    files.update({f"{pyscript_dir}/{name}": data for name, data in pyscript.items()})
    pyodide = pyodide_files()
    core = {name: pyodide[name] for name in PYODIDE_CORE}
    pyodide_dir = f"vendor/pyodide-{folder_hash(core)}"
    files.update({f"{pyodide_dir}/{name}": data for name, data in core.items()})
    # The site's own Python ships as source, but the modules every boot imports as bytecode
    # (25 of 62, 91 KB of source: compiling them took ~40 ms of each boot).  Bytecode for all of
    # it would take the zip from 170 KB to 542 KB, against the 300 KB budget for the site's own
    # files; the games' modules are compiled when a table or rules page first opens.
    app_sources = python_sources()
    boot = boot_modules(app_sources)
    sources = {
        "stdlib": with_finder(pyodide[PYODIDE_STDLIB]),
        "app": reproducible_zip({path: app_sources[path] for path in boot}),
    }
    compiled = precompile(sources)
    rest: bytes | None = None
    rest_modules: frozenset[str] = frozenset()
    if "stdlib" in compiled:
        site = {**app_sources, "main.py": (common.ROOT / "py" / "main.py").read_bytes(),
                "lazy_stdlib.py": (common.ROOT / "py" / "lazy_stdlib.py").read_bytes()}
        parts = split(compiled["stdlib"], recorded_modules() | site_imports(site))
        stdlib, rest, rest_modules = parts.first, parts.rest, parts.rest_modules
    else:  # sources only (no Node): one zip, nothing to fetch later
        stdlib = sources["stdlib"]
    app_entries = dict(app_sources)
    if "app" in compiled:  # a compiled module ships as bytecode only (sitebuild/bytecode.py)
        with zipfile.ZipFile(io.BytesIO(compiled["app"])) as archive:
            for name in archive.namelist():
                app_entries.pop(name.removesuffix("c"), None)
                app_entries[name] = archive.read(name)
    # Stored entries in one gzip stream: the sources compress across files (173 against 227 KB
    # deflated one by one), and GitHub Pages sends .zip files uncompressed.
    app = gzip.compress(reproducible_zip(app_entries, stored=True), 9, mtime=0)
    # The first zip's entries are stored and the whole file gzipped (GitHub Pages would send a
    # .zip as it is): 5 % fewer bytes than deflating entry by entry, and nothing to inflate per
    # import.  The interpreter module inflates it for Pyodide (boot-stages.mjs).  Without Node
    # it is the stock zip of sources, sent as a .zip.
    shipped = gzip.compress(stdlib, 9, mtime=0) if rest is not None else stdlib
    runtime = Runtime(
        pyscript=pyscript_dir,
        pyodide=pyodide_dir,
        stdlib=hashed("vendor/python_stdlib.zip.gz" if rest is not None else "vendor/python_stdlib.zip", shipped),
        stdlib_rest=None if rest is None else hashed("vendor/python_stdlib_rest.zip", rest),
        app=hashed("py/app.zip.gz", app),
        precompiled=len(compiled) == len(sources),
        lock_info=json.dumps(json.loads(pyodide[PYODIDE_LOCK])["info"], sort_keys=True),
    )
    if rest is not None and runtime.stdlib_rest is not None:
        files[runtime.stdlib_rest] = rest
    files[runtime.stdlib] = shipped
    files[runtime.app] = app
    if snapshot:
        if not runtime.precompiled:
            raise BuildError("--snapshot needs Node.js (the snapshot is made by Pyodide under Node)")
        image = memory_snapshot(stdlib, rest_modules)
        name = hashed("vendor/pyodide_snapshot.gz", image)
        runtime = dataclasses.replace(runtime, snapshot=name)
        files[name] = image
    return runtime, files


def copy_site(dest: Path) -> None:
    """Copy the site's HTML, configuration, entry script and assets; BuildError if one is missing."""
    for name in SITE_FILES:
        source = common.ROOT / name
        if not source.is_file():
            raise BuildError(f"missing site file: {source}")
        write(dest / name, source.read_bytes())
    for folder in SITE_DIRS:
        source_dir = common.ROOT / folder
        if not source_dir.is_dir():
            raise BuildError(f"missing site folder: {source_dir}")
        for source in sorted(source_dir.rglob("*")):
            if source.is_file() and "__pycache__" not in source.parts:
                write(dest / source.relative_to(common.ROOT), source.read_bytes())


# PyScript 0.7.31 imports these plugins at start whatever a page holds (measured: a boot
# requests them); with core.js, core.css and what they import they are all of PyScript the site
# uses.  The rest (its code editor, terminals, TOML parser, package list, zip reader, its own
# service worker) is deployed but neither precached nor ever requested (a browser test checks).
PYSCRIPT_ENTRIES = ("core.js", "core.css")
PYSCRIPT_PLUGINS = ("deprecations-manager", "donkey", "error", "py-editor", "py-game", "py-terminal")
STATIC_IMPORT = re.compile(r'(?:\bfrom|\bimport)\s*"\./([^"]+)"')  # not import("./x.js"): on demand
# Fetched by the page only when an import needs it (py/lazy_stdlib.py): kept once fetched.
ON_DEMAND = re.compile(r"^vendor/python_stdlib_rest\.[0-9a-f]+\.zip$")
# Each game's rules at their own address (sitebuild.prerender): fetched when visited (or when
# the site opens on a rules route), then kept for this deploy.
WHEN_VISITED = re.compile(r"^rules/[a-z-]+\.[a-z]+\.html$")


def pyscript_used(folder: Path) -> set[str]:
    """Return the files of PyScript's dist ``folder`` the site uses: the entries and plugins and
    everything they import statically.  Raises BuildError when a plugin is missing (a new
    PyScript: PYSCRIPT_PLUGINS needs a look)."""
    names = {p.name for p in folder.iterdir()}
    pending = list(PYSCRIPT_ENTRIES)
    for plugin in PYSCRIPT_PLUGINS:
        found = [n for n in names if re.fullmatch(rf"{re.escape(plugin)}-[\w-]+\.js", n)]
        if len(found) != 1:
            raise BuildError(f"PyScript in {folder} has {len(found)} files for the plugin {plugin!r}")
        pending += found
    used: set[str] = set()
    while pending:
        name = pending.pop()
        if name in used or name not in names:
            continue
        used.add(name)
        if name.endswith(".js"):
            pending.extend(STATIC_IMPORT.findall((folder / name).read_text()))
    return used


def service_worker(dest: Path) -> str:
    """Return sw.js: the template with the precache list and a content-derived name.

    The precache is every file of the site the page can use: not the second standard-library
    zip (fetched only on demand, then kept), not the rules pages at their own addresses
    (fetched when visited, then kept) and not the parts of PyScript the site never loads
    (pyscript_used).  Files with content-hashed names are listed apart: their bytes never
    change, so an update may copy them from the previous deploy's cache instead of downloading
    them again.
    """
    # Dotfiles (.nojekyll) are for the host, not the page; a 404 there would fail the install.
    every = sorted(
        p.relative_to(dest).as_posix()
        for p in dest.rglob("*")
        if p.is_file() and p.name != "sw.js" and not p.name.startswith(".")
    )
    unused = {
        f"{folder.relative_to(dest).as_posix()}/{name}"
        for folder in dest.glob("vendor/pyscript-*")
        for name in {p.name for p in folder.iterdir()} - pyscript_used(folder)
    }
    on_demand = [f for f in every if ON_DEMAND.match(f)]
    visited = [f for f in every if WHEN_VISITED.match(f)]
    files = [f for f in every if f not in unused and f not in on_demand and f not in visited]
    digest = hashlib.sha256()
    for name in files + on_demand + visited:
        digest.update(name.encode() + b"\0" + hashlib.sha256((dest / name).read_bytes()).digest())
    template = (common.ROOT / "assets" / "js" / "sw.template.js").read_text()
    return (
        template.replace("__CACHE_NAME__", f"tefuda-{digest.hexdigest()[:16]}")
        .replace("__PRECACHE__", json.dumps(["./", *files], indent=1))
        .replace("__IMMUTABLE__", json.dumps([f for f in files if IMMUTABLE.search(f)], indent=1))
        .replace("__ON_DEMAND__", json.dumps(on_demand, indent=1))
        .replace("__WHEN_VISITED__", json.dumps(visited, indent=1))
    )


def inline_config() -> str:
    """Return pyscript.toml as the JSON the pages carry in their ``config`` attribute.  PyScript
    parses inline JSON with JSON.parse: no config file to fetch and no TOML parser to import
    before the interpreter loads (and no fixed-name file that a host's cache could keep pointing
    at a zip gone after a deploy).  Raises BuildError."""
    try:
        config = tomllib.loads((common.ROOT / CONFIG).read_text())
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise BuildError(f"cannot read {CONFIG}: {exc}") from None
    if "files" in config:
        raise BuildError(f"{CONFIG} names [files]: the interpreter module loads the site's Python")
    return json.dumps(config, separators=(",", ":"))


# The pages' boot.js tag, which the build replaces by boot_script(): its data-pyscript names
# PyScript's core.js, which boot.js imports once it knows whether IndexedDB can be used.
BOOT_SCRIPT = '<script src="assets/js/boot.js" data-pyscript="vendor/pyscript/core.js"></script>'


def boot_script(runtime: Runtime, site: Path) -> str:
    """Return the pages' boot.js tag.  It names PyScript's hashed core.js (boot.js imports it once
    it knows whether IndexedDB can be used), the interpreter module (boot.js starts it at once),
    what a first visit downloads before Pyodide asks (boot.js preloads them when no service
    worker serves the page: PyScript, the runtime's big files, its module chain, and the site's
    Python, in the order they are needed; not the entry script), and, for the progress shown
    meanwhile, each of those files' size and its size over the wire as GitHub Pages sends it
    (from the files in ``site``)."""
    urls = [
        f"{runtime.pyscript}/core.js",
        "assets/js/interpreter.mjs",
        "assets/js/boot-stages.mjs",
        f"{runtime.pyodide}/pyodide.mjs",
        f"{runtime.pyodide}/pyodide.asm.mjs",
        f"{runtime.pyodide}/pyodide.asm.wasm",
        runtime.stdlib,
        runtime.app,
        "py/main.py",
    ]
    sizes = {url: [(site / url).stat().st_size, sent_size(url, (site / url).read_bytes())] for url in urls}
    interpreter = TEMPLATES["assets/js/interpreter.template.mjs"]
    # PyScript asks for the entry script itself once it has started, which it does once the
    # interpreter module has loaded (boot.js): a preload of it would wait unused
    preloaded = [url for url in urls if url != "py/main.py"]
    return (
        f'<script src="assets/js/boot.js" data-pyscript="{runtime.pyscript}/core.js"'
        f' data-interpreter="{interpreter}" data-preload="{" ".join(preloaded)}"'
        f' data-sizes="{html.escape(json.dumps(sizes, separators=(",", ":")))}"></script>'
    )


def interpreter_shim(runtime: Runtime) -> str:
    """Return assets/js/interpreter.mjs: the template pointing at the hashed Pyodide and stdlib."""
    name = "interpreter.template.mjs" if runtime.snapshot is None else Path(SNAPSHOT_TEMPLATE).name
    template = (common.ROOT / "assets" / "js" / name).read_text()
    up = "../../"  # from assets/js/ to the site root
    text = point_at(template, name, "__PYODIDE__", f"{up}{runtime.pyodide}/")
    text = point_at(text, name, "__STDLIB__", up + runtime.stdlib)
    text = point_at(text, name, "__LOCK_INFO__", runtime.lock_info)
    text = point_at(text, name, "__APP__", up + runtime.app)
    text = point_at(text, name, "__APP_ZIP__", APP_ZIP)
    text = point_at(text, name, "__STDLIB_REST__", "" if runtime.stdlib_rest is None else up + runtime.stdlib_rest)
    if runtime.snapshot is not None:
        text = point_at(text, name, "__SNAPSHOT__", up + runtime.snapshot)
    return text


def build(dest: Path | None = None, snapshot: bool = False, site_url: str | None = None) -> Path:
    """Assemble the whole site into ``dest`` (dist/ by default, replaced) and return it.
    Raises BuildError.

    ``snapshot`` adds the experimental memory snapshot and the shim that boots from it;
    ``site_url``, the site's public address, makes the rules pages' canonical links
    (sitebuild.prerender).
    """
    dest = common.DIST if dest is None else dest
    runtime, files = runtime_files(snapshot)  # the slow part (Node), before dist.tmp exists
    staging = dest.with_name(dest.name + ".tmp")
    shutil.rmtree(staging, ignore_errors=True)
    for name, data in files.items():
        write(staging / name, data)
    copy_site(staging)
    for template in (*TEMPLATES, SNAPSHOT_TEMPLATE):
        (staging / template).unlink()
    config = f'config="{html.escape(inline_config())}"'
    write(staging / TEMPLATES["assets/js/interpreter.template.mjs"], interpreter_shim(runtime))
    boot = boot_script(runtime, staging)
    for page in PAGES:
        text = (staging / page).read_text()
        text = point_at(text, page, BOOT_SCRIPT, boot)
        text = point_at(text, page, "vendor/pyscript/", runtime.pyscript + "/")
        write(staging / page, point_at(text, page, f'config="{CONFIG}"', config))
    write_into(staging, prerender(site_url))
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
