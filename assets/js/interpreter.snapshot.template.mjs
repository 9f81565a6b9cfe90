/* Tefuda's interpreter module when built with `python build.py --snapshot` (experimental).
 * build.py writes it to assets/js/interpreter.mjs instead of interpreter.template.mjs's shim.
 *
 * Like the normal shim it sends Pyodide back to its own folder with the .pyc standard library,
 * and first tries to boot from a memory snapshot made by the build (Pyodide's private options
 * `_loadSnapshot`, checked against Pyodide 314.0.2's loader: a Uint8Array, an ArrayBuffer or a
 * promise of one).  On ANY failure (the file missing, a fetch or inflate error, the build-ID
 * check, an exception while restoring or in the checks after it) it logs a warning and boots
 * the normal way.  The snapshot froze the random generator: it is reseeded from crypto here.
 */
import { loadPyodide as loadStockPyodide, version } from "__PYODIDE__pyodide.mjs";
import { fetchGzipped, inflateStdlib, installLazyStdlib, mountApp, nextTask, stagedOptions } from "./boot-stages.mjs";

export { version };

const indexURL = new URL("__PYODIDE__", import.meta.url).href;
const stdLibURL = new URL("__STDLIB__", import.meta.url).href;
const stdLibRestURL = "__STDLIB_REST__" && new URL("__STDLIB_REST__", import.meta.url).href;
// The site loads no packages: Pyodide needs only the lock's "info" (it checks the ABI), so the
// 110 KB lock file is not fetched (lockFileContents is a documented option).
const lockFileContents = { info: __LOCK_INFO__, packages: {} };
const app = fetchGzipped(new URL("__APP__", import.meta.url).href);  // the site's Python
const snapshotURL = new URL("__SNAPSHOT__", import.meta.url).href;

// After restoring: reseed the random generator from crypto (os.urandom), and make sure it moved;
// forget cached directory listings (the files PyScript writes next are newer than the snapshot),
// finder by finder: importlib.invalidate_caches() would import importlib.metadata, which is in
// the standard library's second zip.
const AFTER_RESTORE = `
import random, sys
_before = random.getstate()
random.seed()
if random.getstate() == _before:
    raise RuntimeError("random was not reseeded after restoring the snapshot")
_finder = None
for _finder in list(sys.path_importer_cache.values()):
    if hasattr(_finder, "invalidate_caches"):
        _finder.invalidate_caches()
del _before, _finder
"".join("%08x" % word for word in random.getstate()[1][1:4])
`;

// The build gzips the snapshot itself (a static host may not compress an unknown type); a host
// that inflated it already is fine too.
async function fetchSnapshot() {
  const response = await fetch(snapshotURL);
  if (!response.ok) {
    throw new Error(`HTTP ${response.status} for ${snapshotURL}`);
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) {
    return bytes;
  }
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export async function loadPyodide(options = {}) {
  performance.mark("tefuda:pyodide-start");
  const staged = stagedOptions(options, indexURL);
  let pyodide = null;
  let boot = "snapshot";
  let seedProbe = null;
  try {
    const snapshot = fetchSnapshot();
    snapshot.catch(() => {});  // reported below, when Pyodide awaits it
    inflateStdlib(stdLibURL);
    pyodide = await loadStockPyodide({ ...options, indexURL, stdLibURL, lockFileContents, ...staged, _loadSnapshot: snapshot });
    seedProbe = pyodide.runPython(AFTER_RESTORE);
  } catch (error) {
    console.warn("Tefuda: booting without the memory snapshot:", error);
    pyodide = null;
    boot = "fallback";
  }
  if (pyodide === null) {
    inflateStdlib(stdLibURL);  // each load asks for the standard library once
    pyodide = await loadStockPyodide({ ...options, indexURL, stdLibURL, lockFileContents, ...staged });
  }
  mountApp(pyodide, await app, "__APP_ZIP__");
  installLazyStdlib(pyodide, stdLibRestURL);
  performance.mark("tefuda:pyodide-ready", { detail: { boot, seedProbe } });
  await nextTask();
  return pyodide;
}
