/* Tefuda service worker (written by build.py from assets/js/sw.template.js).
 *
 * Precaches every file of this deploy under a cache named after the content, so a deploy is
 * installed whole before it takes over and old and new files never mix.  Cache first: after one
 * visit every page boots and plays with the network off, and a returning player never waits on
 * the network.  A new version waits until the page asks it to take over ("skip-waiting", sent
 * when the player accepts the update notice).
 *
 * Files with a content hash in their name (the runtime, the standard library, the site's Python)
 * never change under that name: they are copied from an older deploy's cache when it has them,
 * or else fetched through the HTTP cache (the page has usually just downloaded them).  Every
 * other file is fetched fresh from the network.
 */
"use strict";
const CACHE = "__CACHE_NAME__";
const PRECACHE = __PRECACHE__;
const IMMUTABLE = new Set(__IMMUTABLE__);

async function fromOlderDeploy(path) {
  for (const name of await caches.keys()) {
    if (name.startsWith("tefuda-") && name !== CACHE) {
      const hit = await (await caches.open(name)).match(path);
      if (hit) { return hit; }
    }
  }
  return null;
}

async function precache() {
  const cache = await caches.open(CACHE);
  try {
    await Promise.all(PRECACHE.map(async (path) => {
      const immutable = IMMUTABLE.has(path);
      let response = immutable ? await fromOlderDeploy(path) : null;
      if (!response) {
        response = await fetch(new Request(path, { cache: immutable ? "default" : "reload" }));
        if (!response.ok) { throw new Error(`precache: ${path}: HTTP ${response.status}`); }
      }
      await cache.put(path, response);
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

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) { return; }
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      // Pages carry their options in the query (?seed=1, ?game=…): the file is the same.
      const hit = await cache.match(request, { ignoreSearch: request.mode === "navigate" });
      if (hit) { return hit; }
      return fetch(request);
    })
  );
});
