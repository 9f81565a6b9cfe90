"""The experimental memory snapshot (#6, part 3; ``python build.py --snapshot``, off by default).

Builds its own snapshot site into a temporary folder (dist/ stays the default build), then checks
that it boots from the snapshot with a reseeded random generator, and that every way the snapshot
can go wrong (missing, corrupt, from another Pyodide build) falls back to the normal boot.
"""

from __future__ import annotations

import gzip
import shutil
from pathlib import Path

import pytest
from playwright.sync_api import Browser
from sitebuild import assemble, bytecode

from tests.browser.conftest import Server, run_python, wait_ready

# Runs in the page's Python after the boot: a module the snapshot did not import still loads
# from the stdlib zip (zipimport's view of it, frozen in the heap, must match the zip served).
PROBE = """
import fractions, random, statistics
from pyscript import document
document.documentElement.setAttribute("data-snapshot-probe", str(statistics.mean([fractions.Fraction(1, 3), 1])))
"""


@pytest.fixture(scope="session")
def snapshot_dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A site built with the memory snapshot, in a temporary folder."""
    if bytecode.find_node() is None:
        pytest.fail("the memory snapshot is made under Node.js 18+: put `node` on PATH or set $TEFUDA_NODE")
    return assemble.build(tmp_path_factory.mktemp("snapshot") / "dist", snapshot=True)


def snapshot_file(dist: Path) -> Path:
    (found,) = (dist / "vendor").glob("pyodide_snapshot.*.gz")
    return found


def variant(snapshot_dist: Path, tmp_path: Path, damage: str) -> Path:
    """Return a copy of the snapshot site with its snapshot damaged as ``damage`` says."""
    dist = tmp_path / damage
    shutil.copytree(snapshot_dist, dist)
    target = snapshot_file(dist)
    if damage == "missing":
        target.unlink()
    elif damage == "garbage":
        target.write_bytes(b"not a snapshot at all" * 1000)
    elif damage == "truncated-gzip":
        target.write_bytes(target.read_bytes()[: 100_000])
    elif damage == "other-build":
        raw = bytearray(gzip.decompress(target.read_bytes()))
        raw[16:48] = bytes(32)  # the BUILD_ID words (uint32 4..11): as if from another Pyodide
        target.write_bytes(gzip.compress(bytes(raw), 1))
    elif damage == "wrong-heap":
        raw = bytearray(gzip.decompress(target.read_bytes()))
        target.write_bytes(gzip.compress(bytes(raw[: len(raw) // 2]), 1))
    return dist


def boot(browser: Browser, dist: Path) -> tuple[dict[str, object], list[str]]:
    """Boot the home page of ``dist`` in a fresh context; return the shim's report and warnings."""
    server = Server(dist)
    context = browser.new_context(viewport={"width": 1280, "height": 800}, locale="en-US")
    try:
        page = context.new_page()
        page.set_default_timeout(30_000)
        warnings: list[str] = []
        page.on("console", lambda m: warnings.append(m.text) if m.type == "warning" else None)
        page.goto(server.url + "index.html")
        wait_ready(page)
        assert run_python(page, PROBE, "data-snapshot-probe", 30_000) == "2/3"
        detail = page.evaluate("performance.getEntriesByName('tefuda:pyodide-ready')[0].detail")
        assert page.locator(".table, main").count()  # the page itself rendered
        return detail, warnings
    finally:
        context.close()
        server.close()


def test_boots_from_the_snapshot_and_reseeds_random(browser: Browser, snapshot_dist: Path) -> None:
    first, warnings = boot(browser, snapshot_dist)
    second, _ = boot(browser, snapshot_dist)
    assert first["boot"] == second["boot"] == "snapshot", warnings
    assert not [w for w in warnings if "snapshot" in w]
    # The generator's state after restoring comes from crypto: two boots never share it.
    assert first["seedProbe"] and second["seedProbe"]
    assert first["seedProbe"] != second["seedProbe"]


@pytest.mark.parametrize("damage", ["missing", "garbage", "truncated-gzip", "other-build", "wrong-heap"])
def test_a_bad_snapshot_falls_back_to_the_normal_boot(
    browser: Browser, snapshot_dist: Path, tmp_path: Path, damage: str
) -> None:
    detail, warnings = boot(browser, variant(snapshot_dist, tmp_path, damage))
    assert detail["boot"] == "fallback"
    assert any("without the memory snapshot" in w for w in warnings)


def test_the_default_build_has_no_snapshot(tmp_path: Path) -> None:
    # Built apart, so the whole suite can also run against a snapshot build in dist/
    # (TEFUDA_SNAPSHOT=1 scripts/test), which this test does not describe.
    dist = assemble.build(tmp_path / "dist")
    shim = (dist / "assets" / "js" / "interpreter.mjs").read_text()
    assert "_loadSnapshot" not in shim
    assert not list((dist / "vendor").glob("pyodide_snapshot.*"))
    assert not (dist / assemble.SNAPSHOT_TEMPLATE).exists()
