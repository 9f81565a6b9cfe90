/* Tefuda service worker (written by build.py from assets/js/sw.template.js).
 *
 * Precaches every file of this deploy under a cache named after the content, so a deploy is
 * installed whole before it takes over and old and new files never mix.  Cache first: after one
 * visit every page boots and plays with the network off.  A new version waits until the page
 * asks it to take over ("skip-waiting", sent when the player accepts the update notice).
 */
"use strict";
const CACHE = "__CACHE_NAME__";
const PRECACHE = __PRECACHE__;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(PRECACHE.map((p) => new Request(p, { cache: "reload" }))))
  );
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
