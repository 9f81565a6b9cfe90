"""Assembling dist/: the runtime with content-hashed names, the site's files, the pages pointed
at them (with PyScript's configuration inline), the interpreter module, icons, and the service
worker."""

from __future__ import annotations

import dataclasses
import hashlib
import html
import io
import json
import shutil
import tomllib
import zipfile
from pathlib import Path

from sitebuild import common
from sitebuild.app_zip import boot_modules, python_sources, reproducible_zip
from sitebuild.bytecode import precompile
from sitebuild.common import IMMUTABLE, BuildError, folder_hash, hashed, point_at, write
from sitebuild.icons import ICON_SIZES, manifest, png
from sitebuild.npm import PYODIDE_CORE, PYODIDE_STDLIB, pyodide_files, pyscript_files
from sitebuild.snapshot import memory_snapshot

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
    stdlib: str  # "vendor/python_stdlib.<hash>.zip"
    app: str  # "py/app.<hash>.zip"
    precompiled: bool  # False when Node was missing and the zips hold sources only
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
    template = (common.ROOT / "assets" / "js" / "sw.template.js").read_text()
    return (
        template.replace("__CACHE_NAME__", f"tefuda-{digest.hexdigest()[:16]}")
        .replace("__PRECACHE__", json.dumps(["./", *files], indent=1))
        .replace("__IMMUTABLE__", json.dumps([f for f in files if IMMUTABLE.search(f)], indent=1))
    )


def inline_config(runtime: Runtime) -> str:
    """Return pyscript.toml as the JSON the pages carry in their ``config`` attribute, with the
    app zip's hashed name.  PyScript parses inline JSON with JSON.parse: no config file to fetch
    and no TOML parser to import before the interpreter loads (and no fixed-name file that a
    host's cache could keep pointing at a zip gone after a deploy).  Raises BuildError."""
    try:
        config = tomllib.loads((common.ROOT / CONFIG).read_text())
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise BuildError(f"cannot read {CONFIG}: {exc}") from None
    files = config.get("files", {})
    if "./py/app.zip" not in files:
        raise BuildError(f'{CONFIG} no longer names "./py/app.zip" under [files]')
    config["files"] = {(f"./{runtime.app}" if k == "./py/app.zip" else k): v for k, v in files.items()}
    return json.dumps(config, separators=(",", ":"))


# The start of the pages' boot.js tag; its data-pyscript names PyScript's core.js, which boot.js
# imports once it knows whether IndexedDB can be used.
BOOT_SCRIPT = '<script src="assets/js/boot.js" data-pyscript="vendor/pyscript/core.js"'


def preloading_boot_script(runtime: Runtime) -> str:
    """Return the start of the pages' boot.js tag, naming PyScript's hashed core.js and what a
    first visit downloads before Pyodide asks (boot.js adds the preloads when no service worker
    serves the page): PyScript, the runtime's big files, its module chain, and the site's
    Python, in the order they are needed."""
    urls = [
        f"{runtime.pyscript}/core.js",
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
    return (
        f'<script src="assets/js/boot.js" data-pyscript="{runtime.pyscript}/core.js"'
        f' data-preload="{" ".join(urls)}"'
    )


def interpreter_shim(runtime: Runtime) -> str:
    """Return assets/js/interpreter.mjs: the template pointing at the hashed Pyodide and stdlib."""
    name = "interpreter.template.mjs" if runtime.snapshot is None else Path(SNAPSHOT_TEMPLATE).name
    template = (common.ROOT / "assets" / "js" / name).read_text()
    up = "../../"  # from assets/js/ to the site root
    text = point_at(template, name, "__PYODIDE__", f"{up}{runtime.pyodide}/")
    text = point_at(text, name, "__STDLIB__", up + runtime.stdlib)
    if runtime.snapshot is not None:
        text = point_at(text, name, "__SNAPSHOT__", up + runtime.snapshot)
    return text


def build(dest: Path | None = None, snapshot: bool = False) -> Path:
    """Assemble the whole site into ``dest`` (dist/ by default, replaced) and return it.
    Raises BuildError.

    ``snapshot`` adds the experimental memory snapshot and the shim that boots from it.
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
    config = f'config="{html.escape(inline_config(runtime))}"'
    for page in PAGES:
        text = (staging / page).read_text()
        text = point_at(text, page, BOOT_SCRIPT, preloading_boot_script(runtime))
        text = point_at(text, page, "vendor/pyscript/", runtime.pyscript + "/")
        write(staging / page, point_at(text, page, f'config="{CONFIG}"', config))
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
