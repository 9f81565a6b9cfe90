/* What both interpreter shims (interpreter.template.mjs, interpreter.snapshot.template.mjs) do
 * around Pyodide's loadPyodide: mark the boot's stages for the loading text and the benchmark,
 * and end the main-thread task between them so the page can paint and take input.
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
