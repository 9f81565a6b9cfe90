/* Tefuda service worker (written by build.py from assets/js/sw.template.js).
 *
 * Precaches every file of this deploy under a cache named after the content, so a deploy is
 * installed whole before it takes over and old and new files never mix.  Cache first: after one
 * visit every page boots and plays with the network off, and a returning player never waits on
 * the network (the WebAssembly runtime is taken from the HTTP cache first, for its compiled code:
 * see fromHttpCache).  A new version waits until the page asks it to take over ("skip-waiting", sent
 * when the player accepts the update notice).
 *
 * Files with a content hash in their name (the runtime, the standard library, the site's Python)
 * never change under that name: they are copied from an older deploy's cache when it has them,
 * or else fetched through the HTTP cache (the page has usually just downloaded them).  Every
 * other file is revalidated with the server ("no-cache"): never a stale copy, and a file the page
 * has just downloaded costs a "304 Not Modified" instead of its bytes again.
 *
 * ON_DEMAND files (the rest of the standard library, which Python downloads only when an import
 * needs it) are not precached: they are kept in the cache once the page has fetched one, and an
 * update carries them over like the precached hashed files.  WHEN_VISITED files (each game's
 * rules at their own address, whose text the site also shows when it opens on a rules route)
 * are kept once fetched too, for this deploy only: the site's own rules pages are rendered by
 * Python, offline as well, so a first visit does not download every game's rules twice.
 *
 * "./" and "index.html" are one page: the copy the page was loaded as is revalidated (a "304"),
 * and kept under both names.
 */
"use strict";
const CACHE = "__CACHE_NAME__";
const PRECACHE = __PRECACHE__;
const IMMUTABLE = new Set(__IMMUTABLE__);
const ON_DEMAND = __ON_DEMAND__;
const WHEN_VISITED = new Set(__WHEN_VISITED__.map((path) => new URL(path, self.location).pathname));
const PAGE_NAMES = ["./", "index.html"];
const ON_DEMAND_PATHS = new Set(ON_DEMAND.map((path) => new URL(path, self.location).pathname));
const IMMUTABLE_PATHS = new Set([...IMMUTABLE].map((path) => new URL(path, self.location).pathname));

async function fromOlderDeploy(path) {
  for (const name of await caches.keys()) {
    if (name.startsWith("tefuda-") && name !== CACHE) {
      const hit = await (await caches.open(name)).match(path);
      if (hit) { return hit; }
    }
  }
  return null;
}

// Returns which name of the site's page the HTTP cache holds (the page just loaded it).
async function pageName() {
  for (const path of PAGE_NAMES) {
    try {
      const response = await fetch(path, { cache: "only-if-cached", mode: "same-origin" });
      if (response.ok) { return path; }
    } catch (error) {
      // not under this name
    }
  }
  return "index.html";
}

async function precache() {
  const cache = await caches.open(CACHE);
  try {
    const page = await pageName();
    await Promise.all(PRECACHE.filter((path) => !PAGE_NAMES.includes(path) || path === page).map(async (path) => {
      const immutable = IMMUTABLE.has(path);
      let response = immutable ? await fromOlderDeploy(path) : null;
      if (!response) {
        response = await fetch(new Request(path, { cache: immutable ? "default" : "no-cache" }));
        if (!response.ok) { throw new Error(`precache: ${path}: HTTP ${response.status}`); }
      }
      if (path === page) {
        await Promise.all(PAGE_NAMES.map((name) => cache.put(name, response.clone())));
      } else {
        await cache.put(path, response);
      }
    }));
    await Promise.all(ON_DEMAND.map(async (path) => {
      const kept = await fromOlderDeploy(path);
      if (kept) { await cache.put(path, kept); }
    }));
  } catch (error) {
    await caches.delete(CACHE);  // all or nothing, like cache.addAll
    throw error;
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil(precache());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("tefuda-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim())
  );
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") { self.skipWaiting(); }
});

async function fromCache(request) {
  const cache = await caches.open(CACHE);
  // Pages carry their options in the query (?seed=1, ?game=…): the file is the same.
  const hit = await cache.match(request, { ignoreSearch: request.mode === "navigate" });
  if (hit) { return hit; }
  const response = await fetch(request);
  const path = new URL(request.url).pathname;
  if (response.ok && (ON_DEMAND_PATHS.has(path) || WHEN_VISITED.has(path))) {
    await cache.put(request, response.clone());
  }
  return response;
}

// The WebAssembly runtime is taken from the browser's HTTP cache when it is still there, never
// from the network ("only-if-cached"): Chromium keeps the optimized machine code of a module
// beside that entry since the first visit compiled it, while the copy in our cache has none until
// a visit has run from it.  Measured on the first return visit: Python starts in ~0.35 s instead
// of ~0.6 s (BENCHMARKS.md).  The name is content-hashed, so any stored copy is the right one.
async function fromHttpCache(request) {
  try {
    const response = await fetch(request, { cache: "only-if-cached", mode: "same-origin" });
    if (response.ok) { return response; }
  } catch (error) {
    // not in the HTTP cache: ours has it
  }
  return fromCache(request);
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) { return; }
  const wasm = url.pathname.endsWith(".wasm") && IMMUTABLE_PATHS.has(url.pathname);
  event.respondWith(wasm ? fromHttpCache(request) : fromCache(request));
});
