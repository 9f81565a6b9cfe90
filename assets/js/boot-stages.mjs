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

/** Returns the loader options that mark and split the boot, wrapping PyScript's own fsInit.
 *
 * fsInit (a documented option) runs after the wasm is instantiated and before Python starts.
 * createPyodideModule (a private option, checked against Pyodide 314.0.2's loader; another
 * version ignores it) is Pyodide's module factory: Python's main and Pyodide's bootstrap would
 * otherwise run in one task, the longest of the boot.
 *
 * Splitting the bootstrap further (importing its standard-library modules a group per task
 * through the module's private API.rawRun first) was measured and left out: the longest task
 * fell from ~550 to ~350 ms, but cold boots took 14 % longer.
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
