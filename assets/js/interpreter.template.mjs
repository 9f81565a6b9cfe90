/* Tefuda's interpreter module for PyScript (pyscript.toml: interpreter = "./assets/js/interpreter.mjs").
 * build.py writes it from assets/js/interpreter.template.mjs with the content-hashed URLs.
 *
 * PyScript imports this module instead of pyodide.mjs and calls loadPyodide({indexURL, ...}) with
 * indexURL set to this folder.  We send Pyodide back to its own folder, and give it the standard
 * library precompiled to .pyc by the build (the stock zip holds .py only, and compiling ~125
 * modules from source is most of Pyodide's start-up).  stdLibURL is a documented loader option.
 */
import { loadPyodide as loadStockPyodide, version } from "__PYODIDE__pyodide.mjs";

export { version };

const indexURL = new URL("__PYODIDE__", import.meta.url).href;
const stdLibURL = new URL("__STDLIB__", import.meta.url).href;

// Pyodide waits for an fsInit hook (a documented option) after instantiating the wasm and before
// starting Python.  Resolving it from a new task ends the main-thread task there, so the page
// can paint and handle input between the two halves of the longest stretch of the boot.
function nextTask() {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export async function loadPyodide(options = {}) {
  performance.mark("tefuda:pyodide-start");
  const theirs = options.fsInit;
  const fsInit = async (FS, info) => {
    if (theirs) { await theirs(FS, info); }
    performance.mark("tefuda:python-start");
    await nextTask();
  };
  const pyodide = await loadStockPyodide({ ...options, indexURL, stdLibURL, fsInit });
  performance.mark("tefuda:pyodide-ready");
  await nextTask();
  return pyodide;
}
