/* Tefuda's interpreter module for PyScript (the pages' config: "interpreter": "./assets/js/interpreter.mjs").
 * build.py writes it from assets/js/interpreter.template.mjs with the content-hashed URLs.
 *
 * PyScript imports this module instead of pyodide.mjs and calls loadPyodide({indexURL, ...}).
 * Pyodide starts as soon as this module is evaluated, not when PyScript asks: boot.js imports
 * the module at once, while PyScript is still being downloaded and starting (its own start,
 * IndexedDB included, takes a few hundred milliseconds), and PyScript's call then gets the
 * promise that is already running, with its output functions attached.
 *
 * Pyodide is sent back to its own folder and given the standard library the build precompiled
 * to .pyc (stdLibURL, a documented option; the stock zip holds .py only, and compiling modules
 * from source is most of a stock start); the site's Python is put on sys.path, and the rest of
 * the standard library comes on demand (boot-stages.mjs).
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
// What PyScript passes that an early start can honour: its output functions, attached when it
// asks (until then, output goes to the console), and the folder we override anyway.
const LATE_OPTIONS = new Set(["stdout", "stderr", "indexURL"]);
const output = { stdout: null, stderr: null };

performance.mark("tefuda:pyodide-start");
inflateStdlib(stdLibURL);
const app = fetchGzipped(new URL("__APP__", import.meta.url).href);  // the site's Python
const started = loadStockPyodide({
  indexURL,
  stdLibURL,
  lockFileContents,
  stdout: (line) => (output.stdout || console.log)(line),
  stderr: (line) => (output.stderr || console.warn)(line),
  ...stagedOptions({}, indexURL),
}).then(async (pyodide) => {
  mountApp(pyodide, await app, "__APP_ZIP__");
  installLazyStdlib(pyodide, stdLibRestURL);
  performance.mark("tefuda:pyodide-ready");
  return pyodide;
});
// reported to PyScript when it asks, and to boot.js at once (it says the runtime did not start)
started.catch(() => performance.mark("tefuda:runtime-failed"));

export async function loadPyodide(options = {}) {
  performance.mark("tefuda:interpreter-asked");
  const unused = Object.keys(options).filter((key) => !LATE_OPTIONS.has(key));
  if (unused.length) {
    console.warn(`Tefuda: Pyodide started before PyScript asked for it, without ${unused.join(", ")}`);
  }
  output.stdout = options.stdout || null;
  output.stderr = options.stderr || null;
  const pyodide = await started;
  await nextTask();
  return pyodide;
}
