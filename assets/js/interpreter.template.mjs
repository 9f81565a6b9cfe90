/* Tefuda's interpreter module for PyScript (the pages' config: "interpreter": "./assets/js/interpreter.mjs").
 * build.py writes it from assets/js/interpreter.template.mjs with the content-hashed URLs.
 *
 * PyScript imports this module instead of pyodide.mjs and calls loadPyodide({indexURL, ...}) with
 * indexURL set to this folder.  We send Pyodide back to its own folder, and give it the standard
 * library precompiled to .pyc by the build (the stock zip holds .py only, and compiling ~125
 * modules from source is most of Pyodide's start-up).  stdLibURL is a documented loader option.
 */
import { loadPyodide as loadStockPyodide, version } from "__PYODIDE__pyodide.mjs";
import { fetchGzipped, installLazyStdlib, mountApp, nextTask, stagedOptions } from "./boot-stages.mjs";

export { version };

const indexURL = new URL("__PYODIDE__", import.meta.url).href;
const stdLibURL = new URL("__STDLIB__", import.meta.url).href;
const stdLibRestURL = "__STDLIB_REST__" && new URL("__STDLIB_REST__", import.meta.url).href;
// The site loads no packages: Pyodide needs only the lock's "info" (it checks the ABI), so the
// 110 KB lock file is not fetched (lockFileContents is a documented option).
const lockFileContents = { info: __LOCK_INFO__, packages: {} };
const app = fetchGzipped(new URL("__APP__", import.meta.url).href);  // the site's Python

export async function loadPyodide(options = {}) {
  performance.mark("tefuda:pyodide-start");
  const pyodide = await loadStockPyodide({ ...options, indexURL, stdLibURL, lockFileContents, ...stagedOptions(options, indexURL) });
  mountApp(pyodide, await app, "__APP_ZIP__");
  installLazyStdlib(pyodide, stdLibRestURL);
  performance.mark("tefuda:pyodide-ready");
  await nextTask();
  return pyodide;
}
