/* What both interpreter shims (interpreter.template.mjs, interpreter.snapshot.template.mjs) do
 * around Pyodide's loadPyodide: mark the boot's stages for the loading text and the benchmark,
 * end the main-thread task between them so the page can paint and take input, put the site's
 * Python on sys.path, and give Python the rest of the standard library on demand.
 */

/** Returns a promise that resolves in a new task (after the page had its turn): through
 * scheduler.yield() where there is one, which resumes ahead of other waiting tasks, else a
 * zero-delay timer. */
export function nextTask() {
  if (globalThis.scheduler && typeof globalThis.scheduler.yield === "function") {
    return globalThis.scheduler.yield();
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The standard-library modules Pyodide 314's bootstrap imports (`_pyodide`'s `_base`,
 * `_importhook`, `_core_docs` and `_future_helper`, which imports asyncio; `pyodide.code`,
 * `pyodide.webloop`, `pyodide._package_loader`), in groups of at most ~120 ms each here, in an
 * order where a group's own dependencies come in earlier groups. A module missing from this list
 * is imported by the bootstrap as before; one the bootstrap no longer needs costs its import. */
const BOOTSTRAP_IMPORTS = [
  "typing, re",
  "ast, tokenize, linecache, textwrap, copy",
  "importlib.util, importlib.machinery, importlib.abc, json",
  "inspect",
  "contextlib, traceback, string, threading",
  "logging",
  "concurrent.futures, heapq",
  "socket, selectors",
  "subprocess",
  "pathlib, base64, struct",
  "ssl",
  "contextvars, math",
  "asyncio",
  "shutil, tempfile, zipfile",
];

/** Imports each group of modules (a Python import list) in a main-thread task of its own,
 * through Pyodide's private `API.rawRun` (Python has started; Pyodide's own modules have not been
 * set up). Returns when all are imported; a group that fails is reported in the console (the
 * bootstrap then imports it itself, or fails as it would have). */
async function importInTasks(api, groups) {
  for (const group of groups) {
    const [status, errors] = api.rawRun(`import ${group}`);
    if (status !== 0) {
      console.warn(`Tefuda: could not import ${group} ahead of Pyodide's bootstrap: ${errors}`);
    }
    await nextTask();
  }
}

/** Returns the loader options that mark and split the boot, wrapping PyScript's own fsInit.
 *
 * fsInit (a documented option) runs after the wasm is instantiated and before Python starts.
 * createPyodideModule (a private option, checked against Pyodide 314.0.2's loader; another
 * version ignores it) is Pyodide's module factory: Python's main and Pyodide's bootstrap would
 * otherwise run in one task, the longest of the boot.
 *
 * Pyodide's bootstrap (`import _pyodide_core`, then `pyodide` and its package loader) imports
 * some seventy standard-library modules in one synchronous call: 450–830 ms on this project's
 * machines, the boot's longest task by far (asyncio alone with its dependencies ~300 ms). The
 * module factory therefore imports them first, a group per task (BOOTSTRAP_IMPORTS), through the
 * module's private API.rawRun, so the bootstrap finds them in sys.modules (its own import then
 * takes ~35 ms). Not when a memory snapshot is restored: its Python state is already imported.
 */
export function stagedOptions(options, indexURL) {
  const theirs = options.fsInit;
  return {
    fsInit: async (FS, info) => {
      if (theirs) { await theirs(FS, info); }
      performance.mark("tefuda:python-start");
      await nextTask();
    },
    createPyodideModule: async (settings) => {
      const { default: create } = await import(`${indexURL}pyodide.asm.mjs`);
      const module = await create(settings);
      performance.mark("tefuda:python-main-done");
      await nextTask();
      if (!settings.noInitialRun) {
        await importInTasks(module.API, BOOTSTRAP_IMPORTS);
      }
      return module;
    },
  };
}

/** Returns the bytes at `url` as a Uint8Array, or null, downloaded synchronously: Python's
 * import system cannot wait for a promise.  A window may not ask a synchronous request for an
 * ArrayBuffer, so the body comes as text with one byte per character ("x-user-defined" maps
 * 0x80-0xFF to U+F780-U+F7FF; the low byte is the byte).  A synchronous request never reaches
 * the service worker, so the same URL is then fetched in the background for it to keep (from
 * the HTTP cache, which has just been filled). */
function fetchSync(url) {
  const request = new XMLHttpRequest();
  try {
    request.open("GET", url, false);
    request.overrideMimeType("text/plain; charset=x-user-defined");
    request.send();
  } catch (error) {
    return null;
  }
  if (request.status !== 200) {
    return null;
  }
  const text = request.responseText;
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) {
    bytes[i] = text.charCodeAt(i) & 0xff;
  }
  fetch(url).catch(() => {});
  return bytes;
}

/** Returns the service worker's copy of `url` as a Uint8Array, or null. */
async function keptCopy(url) {
  try {
    const hit = await caches.match(url);
    return hit ? new Uint8Array(await hit.arrayBuffer()) : null;
  } catch (error) {
    return null;  // no Cache Storage here (a sandboxed frame)
  }
}

/** Installs py/lazy_stdlib.py's finder for the second standard-library zip at `url` (the build
 * leaves it empty when it made only one zip).  A visitor who once needed the second zip has it
 * in the service worker's cache: it is put in place in the background, so that it imports
 * offline too, and marked "tefuda:stdlib-rest-ready". */
export function installLazyStdlib(pyodide, url) {
  if (!url) {
    return;
  }
  const globals = pyodide.toPy({ url, fetch: fetchSync });
  const finder = pyodide.runPython("import lazy_stdlib\nlazy_stdlib.install(url, fetch)", { globals });
  globals.destroy();
  keptCopy(url).then((bytes) => {
    if (bytes && finder.provide(bytes)) {
      performance.mark("tefuda:stdlib-rest-ready");
    }
    finder.destroy();
  });
}

/** Makes Pyodide's fetch of its standard library at `url` (which it asks for once, by this exact
 * URL) answer with the zip inflated, when the build gzipped it as a whole (a `.gz`: GitHub Pages
 * sends a .zip as it is, and stored entries compress better together).  Every other request,
 * and every later one, goes to fetch untouched. */
let inflating = false;  // armed and not yet asked for: arming again changes nothing
export function inflateStdlib(url) {
  if (!url.endsWith(".gz") || inflating) {
    return;
  }
  inflating = true;
  const fetchNow = globalThis.fetch;
  globalThis.fetch = function (input, init) {
    const asked = new URL(input instanceof Request ? input.url : String(input), location.href).href;
    if (asked !== url) {
      return fetchNow.apply(this, arguments);
    }
    globalThis.fetch = fetchNow;
    inflating = false;
    return fetchNow.call(this, input, init).then((response) => (!response.ok ? response : new Response(
      response.body.pipeThrough(new DecompressionStream("gzip")),
      { headers: { "Content-Type": "application/zip" } },
    )));
  };
}

/** Starts downloading the site's Python and returns a promise of the zip's bytes.  The build
 * gzips the zip as a whole (its sources compress far better together than entry by entry), and
 * GitHub Pages sends a .gz file as it is: DecompressionStream inflates it. */
export function fetchGzipped(url) {
  const bytes = fetch(url).then((response) => {
    if (!response.ok) {
      throw new Error(`HTTP ${response.status} for ${url}`);
    }
    return new Response(response.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
  });
  bytes.catch(() => {});  // reported when the shim awaits it
  return bytes;
}

/** Writes the site's zip to `path` in Pyodide's file system and puts it first on sys.path
 * (zipimport loads the checked bytecode beside each source). */
export function mountApp(pyodide, bytes, path) {
  pyodide.FS.writeFile(path, new Uint8Array(bytes));
  pyodide.runPython(`import sys\nsys.path.insert(0, ${JSON.stringify(path)})`);
}
