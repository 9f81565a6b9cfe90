/* Tefuda boot: runs before PyScript, with no framework and nothing inline (strict CSP).
 *
 * 1. Chooses the language and the view (data-view, from the route) before the first paint, so
 *    the page the build prerendered for them shows (sitebuild/prerender.py); on a rules route
 *    it fetches the rules' own page and shows its text.  Until Python is ready, a tap on a
 *    control says it is starting and is acted on once Python is ready (a link to a page that
 *    needs no Python is followed at once).
 * 2. Starts PyScript (data-pyscript, its core.js) once it knows whether IndexedDB can be opened:
 *    PyScript opens it while starting Pyodide and waits for it, and where it cannot be opened
 *    (a sandboxed frame, a third-party frame whose storage is blocked or partitioned, some
 *    private modes) Python would never start.  There an in-memory stand-in takes its place.
 * 3. Registers the service worker (offline play) once Python is ready, so that precaching the
 *    whole site never competes with the boot for the network, and says when a new version is ready.
 * 4. Shows what the loader is doing until Python sets <html data-ready="true">, on a first visit
 *    how much of the runtime has arrived (in MB over the wire, in the page's language), and says
 *    so, with a way out, when it gets nowhere.
 * 5. Starts Python (data-interpreter: the interpreter module starts Pyodide when it is loaded)
 *    and, on a visit no service worker serves yet, the runtime's big downloads (data-preload,
 *    written by the build) as soon as the prerendered page has been painted, not when PyScript
 *    and Pyodide ask for them; PyScript starts once the interpreter module has loaded, so a
 *    runtime that cannot be downloaded is said at once, with a way to try again.
 *
 * Every storage API here may throw or refuse (localStorage, indexedDB, navigator.serviceWorker).
 */
(function () {
  "use strict";
  var html = document.documentElement;
  var script = document.currentScript;
  // IndexedDB answers a first open in milliseconds; one that has not answered by then never will.
  var PROBE_TIMEOUT = 3000;
  // Without a file arriving or a boot stage passing for this long, the boot is stuck (a phone
  // on a slow link still finishes one of the runtime's files well within it).
  var STUCK_AFTER = 60000;

  // --- preloads, on a first visit ---
  // Only without a service worker: its cached files come at once anyway, and Chromium keeps the
  // compiled WebAssembly for a plain request, not for a preloaded one (measured: a warm boot
  // 1.13-1.28 times slower with the preloads).  A request must match its preload exactly:
  // Pyodide and PyScript fetch() these in CORS mode with same-origin credentials.
  var servedByWorker = false;
  try { servedByWorker = !!(navigator.serviceWorker && navigator.serviceWorker.controller); } catch (e) { /* sandboxed */ }
  var preloads = (script && script.getAttribute("data-preload")) || "";
  var pyscriptCore = (script && script.getAttribute("data-pyscript")) || "";
  var interpreter = script && script.getAttribute("data-interpreter");
  var interpreterLoaded = false;

  // --- the runtime starts once the prerendered page is on the screen ---
  // Pyodide and PyScript are 5 MB: started at once, they compete with the page's own files,
  // and Lighthouse, which replays the first paint on a slow network from the requests that had
  // ended before it, counted them all (largest paint 26 s).  Started once the browser reports
  // the page's largest paint (whenShown), they cost the boot a frame or two.  The interpreter
  // module starts Pyodide when it is evaluated, and PyScript, started once that module has
  // loaded, gets that running start when it asks (assets/js/interpreter.template.mjs); a
  // PyScript asked for an interpreter that cannot be loaded throws on the page.
  var runtimeStarted = false;
  function startRuntime() {
    if (runtimeStarted) { return; }
    runtimeStarted = true;
    if (!servedByWorker) {
      preloads.split(" ").filter(Boolean).forEach(function (href) {
        var link = document.createElement("link");
        if (/\.mjs$/.test(href) || href === pyscriptCore) {
          link.rel = "modulepreload";
        } else {
          link.rel = "preload";
          link.as = "fetch";
          link.crossOrigin = "anonymous";
        }
        link.href = href;
        document.head.appendChild(link);
      });
    }
    if (!interpreter) { interpreterLoaded = true; startPyScript(); return; }
    var loaded = function () { interpreterLoaded = true; startPyScript(); };
    try {
      import(new URL(interpreter, document.baseURI).href).then(loaded, runtimeFailed);
    } catch (e) {
      loaded();  // no dynamic import: PyScript imports the module itself
    }
  }
  function whenShown(callback) {
    // Calls back once the browser has shown the page: its largest paint so far is of what the
    // build prerendered (in #app; on a rules route, the text once it has arrived), or, in an
    // embed, its first paint; or after a while (a hidden page paints nothing).
    var once = function () { if (callback) { var run = callback; callback = null; run(); } };
    try {
      new PerformanceObserver(function (list, observer) {
        var shownNow = list.getEntries().some(function (entry) {
          return !views.length || (entry.element && entry.element.closest && !!entry.element.closest("#app"));
        });
        if (shownNow) { observer.disconnect(); setTimeout(once, 0); }
      }).observe({ type: "largest-contentful-paint", buffered: true });
    } catch (e) {
      setTimeout(once, 0);  // no such entries here: at once
    }
    setTimeout(once, 3000);
  }

  function storageGet(key) {
    try { return window.localStorage.getItem(key); } catch (e) { return null; }
  }

  // --- language and route, for the static layout ---
  var prefix = html.getAttribute("data-storage-prefix") || "tefuda";
  var lang = null;
  try {
    var saved = JSON.parse(storageGet(prefix + ":settings") || "null");
    if (saved && (saved.lang === "ja" || saved.lang === "en")) { lang = saved.lang; }
  } catch (e) { /* a broken settings save is Python's to report */ }
  if (!lang) {
    var langs = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || "en"];
    lang = /^ja\b/i.test(langs[0] || "") ? "ja" : "en";
  }
  html.setAttribute("lang", lang);
  function setRoute() {
    var game = (location.hash.match(/^#\/([a-z-]+)/) || [])[1] || "";
    var params = new URLSearchParams(location.search);
    html.setAttribute("data-route", params.get("game") || game || "home");
    if (views.length) { html.setAttribute("data-view", viewOf(location.hash)); }
  }

  // --- the prerendered view ---
  // data-views (written by the build) names every view: "home", "settings", "stats", a game's
  // table ("kakehiki"), a game's rules ("kakehiki/rules"), "missing"; what index.html holds for
  // each, in each language, shows only under its own (CSS written by the build).  A rules view's
  // text is in the rules' own page (data-rules-page), fetched when it is shown.
  var views = ((script && script.getAttribute("data-views")) || "").split(" ").filter(Boolean);
  var rulesPage = (script && script.getAttribute("data-rules-page")) || "";
  function viewOf(hash) {
    // as web.router.parse_route reads a location hash; an unknown address is "missing"
    var parts = hash.replace(/^#/, "").split("/").filter(Boolean);
    var view = parts.length ? parts.join("/") : "home";
    return views.indexOf(view) >= 0 ? view : "missing";
  }
  function isRules(view) { return /\/rules$/.test(view); }
  function domReady(callback) {
    if (document.readyState === "loading") {
      document.addEventListener("DOMContentLoaded", callback);
    } else {
      callback();
    }
  }
  function viewShown(view) {
    return !!document.querySelector('#app > [data-pre-view="' + view + '"][data-pre-lang="' + lang + '"]');
  }
  var fetching = {};
  function showView(view, done) {
    // Calls done(true) once the page of a view is in the document, done(false) if it cannot
    // be (Python will render it); a rules view's page is fetched once.
    domReady(function () {
      if (viewShown(view) || !isRules(view) || !rulesPage || isReady()) { done(viewShown(view)); return; }
      if (!fetching[view]) {
        var url = rulesPage.replace("{game}", view.split("/")[0]).replace("{lang}", lang);
        fetching[view] = fetch(url, { credentials: "same-origin" }).then(function (response) {
          if (!response.ok) { throw new Error(response.status); }
          return response.text();
        }).then(function (text) {
          // the page's article, parsed inert (a template): the page's head is not this one's
          var start = text.indexOf("<article"), end = text.lastIndexOf("</article>");
          var parsed = document.createElement("template");
          parsed.innerHTML = start >= 0 && end > start ? text.slice(start, end + 10) : "";
          var article = parsed.content.querySelector('[data-pre-view="' + view + '"]');
          var app = document.getElementById("app");
          if (article && app && !isReady() && !viewShown(view)) { app.appendChild(document.adoptNode(article)); }
          return viewShown(view);
        }).catch(function () { delete fetching[view]; return false; });
      }
      fetching[view].then(done);
    });
  }
  setRoute();
  window.addEventListener("hashchange", function () {
    setRoute();
    var view = html.getAttribute("data-view") || "";
    if (isRules(view)) { showView(view, function () {}); }  // another address, typed or linked
  });
  // The runtime waits until the page is on the screen (a moment at most).
  domReady(function () {
    // Only this language's pages can be shown before Python.  Radios of one name in both
    // languages' settings were one group as they were parsed, and only the last one checked kept
    // its check: with the other language gone, each takes its own back (tefudaDefaults).
    var app = document.getElementById("app");
    if (app) {
      Array.prototype.slice.call(app.children).forEach(function (page) {
        if (page.hasAttribute("data-pre-lang") && page.getAttribute("data-pre-lang") !== lang) { app.removeChild(page); }
      });
      if (window.tefudaDefaults) { window.tefudaDefaults(app); }  // assets/js/adopt.js
    }
    var view = html.getAttribute("data-view") || "";
    if (isRules(view)) { showView(view, function () {}); }
    whenShown(startRuntime);
  });

  // --- the look: card size, suit colours, theme and hand, before the first paint ---
  // The settings are Python's (py/web/settings.py declares them, web/stored.py checks a saved
  // value and sets a bad one aside); this only paints the saved ones before Python starts, so a
  // dark theme never flashes light, and Python calls it again (window.tefudaLook) with the
  // values it accepted.  A value no stylesheet knows simply styles nothing.
  var LOOK = ["card_size", "suit_colours", "theme", "hand"];
  function media(query) {
    try { return window.matchMedia(query); } catch (e) { return { matches: false }; }
  }
  var prefersDark = media("(prefers-color-scheme: dark)");
  var prefersContrast = media("(prefers-contrast: more)");
  function paintLook(saved) {
    var values = {};
    LOOK.forEach(function (name) {
      if (typeof saved[name] === "string") { values[name] = saved[name]; }
    });
    // an earlier version saved only whether the four-colour deck was on
    if (!values.suit_colours && saved.four_colour === true) { values.suit_colours = "four"; }
    LOOK.forEach(function (name) {
      var attribute = "data-" + name.replace(/_/g, "-");
      if (values[name]) { html.setAttribute(attribute, values[name]); } else { html.removeAttribute(attribute); }
    });
    paintScheme();
  }
  function paintScheme() {
    // "device" (or no choice) follows the device: its contrast preference, then light or dark
    var theme = html.getAttribute("data-theme");
    var scheme = /^(light|dark|contrast)$/.test(theme || "") ? theme
      : prefersContrast.matches ? "contrast" : prefersDark.matches ? "dark" : "light";
    html.setAttribute("data-scheme", scheme);
  }
  [prefersDark, prefersContrast].forEach(function (query) {
    try { query.addEventListener("change", paintScheme); } catch (e) { /* an old browser: the theme stays */ }
  });
  window.tefudaLook = function (values) { paintLook(values || {}); };
  try { paintLook(JSON.parse(storageGet(prefix + ":settings") || "{}") || {}); } catch (e) { paintLook({}); }

  // --- IndexedDB: the real one if it opens, else a stand-in; then PyScript ---
  function probeIndexedDB(decide) {
    // Calls decide(true) once a throw-away database opened, decide(false) if opening throws,
    // fails or does not answer within PROBE_TIMEOUT.
    var decided = false;
    var once = function (usable) { if (!decided) { decided = true; decide(usable); } };
    try {
      var request = window.indexedDB.open("tefuda-probe");
      request.onsuccess = function () {
        try { request.result.close(); } catch (e) { /* closed already */ }
        once(true);
      };
      request.onerror = function (event) {
        if (event && event.preventDefault) { event.preventDefault(); }  // handled: no console error
        once(false);
      };
    } catch (e) {
      once(false);  // an opaque origin: reading indexedDB or calling open() throws
      return;
    }
    setTimeout(function () { once(false); }, PROBE_TIMEOUT);
  }

  function useStandIn() {
    // Shaped after what @webreflection/idb-map (inside PyScript) calls; data lives in memory.
    var stores = {};
    var later = function (fn) { setTimeout(fn, 0); };
    var request = function (result, extra) {
      var req = { result: result, error: null, readyState: "pending" };
      later(function () {
        req.readyState = "done";
        var event = { type: "success", target: req };
        if (extra && req.onupgradeneeded) {
          req.onupgradeneeded({ type: "upgradeneeded", target: { result: result, transaction: extra } });
          later(function () { if (extra.oncomplete) { extra.oncomplete({ target: extra }); } });
        }
        if (req.onsuccess) { req.onsuccess(event); }
      });
      return req;
    };
    var objectStore = function (name) {
      var data = stores[name] || (stores[name] = new Map());
      return {
        get: function (k) { return request(data.get(k)); },
        put: function (v, k) { data.set(k, v); return request(k); },
        add: function (v, k) { data.set(k, v); return request(k); },
        delete: function (k) { data.delete(k); return request(undefined); },
        clear: function () { data.clear(); return request(undefined); },
        getKey: function (k) { return request(data.has(k) ? k : undefined); },
        getAllKeys: function () { return request(Array.from(data.keys())); },
        getAll: function () { return request(Array.from(data.values())); },
        count: function () { return request(data.size); }
      };
    };
    var transaction = function () {
      var tx = { oncomplete: null, onerror: null, onabort: null, objectStore: objectStore };
      later(function () { later(function () { if (tx.oncomplete) { tx.oncomplete({ target: tx }); } }); });
      return tx;
    };
    var names = [];
    names.contains = function (n) { return n in stores; };
    var db = {
      objectStoreNames: names,
      createObjectStore: function (n) { if (!(n in stores)) { stores[n] = new Map(); names.push(n); } return objectStore(n); },
      transaction: transaction,
      close: function () {}
    };
    var standIn = {
      open: function () { return request(db, transaction()); },
      deleteDatabase: function () { return request(undefined); }
    };
    try { Object.defineProperty(window, "indexedDB", { value: standIn, configurable: true }); } catch (e) { /* keep going */ }
  }

  var probed = false;
  function startPyScript() {
    // once IndexedDB was probed and the interpreter module has loaded
    if (!pyscriptCore || !probed || !interpreterLoaded || startPyScript.done) { return; }
    startPyScript.done = true;
    import(new URL(pyscriptCore, document.baseURI).href).catch(function () {
      failed = true;  // nothing more will come: say so at once
      stuck();
    });
  }

  probeIndexedDB(function (usable) {
    if (!usable) { useStandIn(); }
    html.setAttribute("data-indexeddb", usable ? "real" : "stand-in");
    probed = true;
    startPyScript();
  });

  // --- service worker ---
  function showUpdate(worker) {
    var bar = document.getElementById("update");
    if (!bar) { return; }
    bar.hidden = false;
    var button = bar.querySelector("button");
    if (button) {
      button.addEventListener("click", function () { worker.postMessage("skip-waiting"); });
    }
  }
  try {
    if ("serviceWorker" in navigator && html.getAttribute("data-sw") !== "off") {
      var reloading = false;
      // The first install also takes control (clients.claim): that is no new version, and this
      // page already runs the files it caches, so only a change of controller reloads.
      var controlled = servedByWorker;
      navigator.serviceWorker.addEventListener("controllerchange", function () {
        if (!controlled) { controlled = true; return; }
        if (reloading) { return; }
        reloading = true;
        location.reload();
      });
      var register = function () {
        try {
          navigator.serviceWorker.register("sw.js").then(registered, function () {
            /* refused (storage blocked, a third-party frame): no offline play; the site still works */
          });
        } catch (e) { /* the same, refused at once */ }
      };
      var registered = function (reg) {
        if (reg.waiting && navigator.serviceWorker.controller) { showUpdate(reg.waiting); }
        reg.addEventListener("updatefound", function () {
          var fresh = reg.installing;
          if (!fresh) { return; }
          fresh.addEventListener("statechange", function () {
            if (fresh.state === "installed" && navigator.serviceWorker.controller) { showUpdate(fresh); }
          });
        });
      };
      // After Python is ready (or, if it never gets there, a while after the page loaded).
      var asked = false;
      var once = function () { if (!asked) { asked = true; register(); } };
      var ready = new MutationObserver(function () {
        if (html.getAttribute("data-ready") === "true") { ready.disconnect(); once(); }
      });
      ready.observe(html, { attributes: true, attributeFilter: ["data-ready"] });
      window.addEventListener("load", function () { setTimeout(once, 30000); });
    }
  } catch (e) { /* a sandboxed frame has no service worker */ }

  // --- loading progress, and a way out when there is none ---
  function stage(key) {
    var el = document.getElementById("boot-stage");
    if (el) { el.setAttribute("data-stage", key); }
  }
  stage("download");
  var lastProgress = Date.now();
  var failed = false;  // PyScript or the runtime could not be loaded: nothing will run
  try {
    // The interpreter shim marks the boot's stages (assets/js/interpreter.template.mjs); each
    // file that arrives is progress too, and a boot that seemed stuck goes on after all.
    var stages = { "tefuda:python-start": "start", "tefuda:pyodide-ready": "games" };
    var seen = new PerformanceObserver(function (list) {
      lastProgress = Date.now();
      if (html.hasAttribute("data-stuck") && !failed) {
        html.removeAttribute("data-stuck");
        stage("download");
        watch();
      }
      list.getEntries().forEach(function (entry) {
        // Python, started early, still marks its stages when PyScript itself failed: the
        // message stays, since nothing will run the site.
        if (stages[entry.name] && !failed) { stage(stages[entry.name]); }
        if (entry.name === "tefuda:runtime-failed") { runtimeFailed(); }
      });
    });
    seen.observe({ entryTypes: ["mark", "resource"] });
  } catch (e) { /* progress text stays generic; the boot is judged from its start */ }

  function isReady() { return html.getAttribute("data-ready") === "true"; }

  function runtimeFailed() {
    // Pyodide's loader could not be downloaded, or Pyodide did not start: say so now, not after
    // STUCK_AFTER (the page the build prerendered stays readable)
    failed = true;
    stuck();
  }

  function stuck() {
    // Python has not started: say so, offer a reload and, in an embed, the game on the site.
    if (document.readyState === "loading") {
      document.addEventListener("DOMContentLoaded", stuck);
      return;
    }
    if (isReady()) { return; }
    html.setAttribute("data-stuck", "true");
    stage("stuck");
    clearPending();  // a tap that was waiting for Python will not be acted on
    var reload = document.getElementById("boot-reload");
    if (reload) { reload.onclick = function () { location.reload(); }; }
    var site = document.getElementById("boot-site");
    if (site) {
      var params = new URLSearchParams(location.search);
      var game = params.get("game") || "";
      params.delete("game");
      var query = params.toString();
      site.setAttribute("href", "index.html" + (query ? "?" + query : "") + (/^[a-z-]+$/.test(game) ? "#/" + game : ""));
    }
  }

  function watch() {
    // Until Python is ready: stuck once nothing has happened for STUCK_AFTER.
    if (isReady() || html.hasAttribute("data-stuck")) { return; }
    var quiet = Date.now() - lastProgress;
    if (quiet >= STUCK_AFTER) { stuck(); return; }
    setTimeout(watch, STUCK_AFTER - quiet);
  }
  watch();

  // --- taps before Python is ready ---
  // A control of the prerendered page does nothing until Python is ready, so a tap on one says
  // it is starting (data-pending, which the CSS shows, and the announcer) and is acted on once
  // Python is ready: the link followed, the control clicked again if Python kept it.  A link to
  // a page that needs no Python (home, settings, statistics, a game's rules) is followed at once
  // (a rules page once its text has arrived).  The latest tap counts; the header's brand link,
  // the skip link and the boot panel's own buttons work as ever.
  var pending = null;
  var STARTING = { ja: "起動中…", en: "Starting…" };
  function clearPending() {
    if (!pending) { return; }
    pending.shown.removeAttribute("data-pending");
    pending.shown.removeAttribute("aria-busy");
    pending = null;
  }
  function markPending(control, replay) {
    clearPending();
    var shownOn = control.closest("label") || control;
    var text = STARTING[lang] || STARTING.en;
    shownOn.setAttribute("data-pending", text);
    shownOn.setAttribute("aria-busy", "true");
    pending = { control: control, shown: shownOn, replay: replay };
    var announcer = document.getElementById("announcer");
    if (announcer) { announcer.textContent = text; }
  }
  function waitsForPython(event) {
    // Returns the control of the prerendered page the event is for, while Python is not ready
    var target = event.target;
    if (isReady() || failed || !target || !target.closest) { return null; }
    var control = target.closest("a[href], button, input, select, textarea");
    return control && control.closest("#app, #topnav") ? control : null;
  }
  function routeLink(link, event) {
    var href = link.getAttribute("href") || "";
    if (href.charAt(0) !== "#" || href.charAt(1) !== "/") { return; }  // another page: it loads
    var view = viewOf(href);
    var follow = function () { location.hash = href; };
    if (view === "home" || view === "settings" || view === "stats" || view === "missing") { return; }
    event.preventDefault();
    markPending(link, follow);
    if (isRules(view)) {
      showView(view, function (ok) {
        if (ok && pending && pending.control === link) { clearPending(); follow(); }
      });
    }
  }
  document.addEventListener("click", function (event) {
    var control = waitsForPython(event);
    if (!control) { return; }
    if (control.tagName === "A") { routeLink(control, event); return; }
    event.preventDefault();
    markPending(control, control.tagName === "SELECT"
      ? function () { control.focus(); }
      : function () { if (control.isConnected && !control.disabled) { control.click(); } });
  }, true);
  var holdStill = function (event) {
    // a select would open and a slider move on a press, before any click
    var control = waitsForPython(event);
    if (control && /^(SELECT|INPUT|TEXTAREA)$/.test(control.tagName) && event.key !== "Tab") {
      event.preventDefault();
      markPending(control, function () { control.focus(); });
    }
  };
  document.addEventListener("mousedown", holdStill, true);
  document.addEventListener("keydown", holdStill, true);
  new MutationObserver(function (_, observer) {
    if (!isReady()) { return; }
    observer.disconnect();
    var tap = pending;
    clearPending();
    if (tap) { setTimeout(tap.replay, 0); }  // after Python has shown the page it adopted
  }).observe(html, { attributes: true, attributeFilter: ["data-ready"] });

  // --- download progress, on a first visit ---
  // data-sizes (written by the build) gives each runtime file's size and its size over the wire.
  // fetch() bodies are counted as they arrive, on a copy (the page keeps the response itself,
  // so the WebAssembly still compiles as it streams); modules, which are no fetch(), count when
  // done (Resource Timing).  A visit the service worker serves shows no bytes: nothing downloads.
  var sizes = {};
  try { sizes = JSON.parse((script && script.getAttribute("data-sizes")) || "{}"); } catch (e) { sizes = {}; }
  var files = {};
  var wire = 0;
  Object.keys(sizes).forEach(function (path) {
    files[new URL(path, document.baseURI).href] = { size: sizes[path][0], wire: sizes[path][1], got: 0 };
    wire += sizes[path][1];
  });
  var shown = false;
  function megabytes(n) { return (n / 1e6).toFixed(1); }
  function showProgress() {  // boot.js runs in <head>: the panel is looked up when shown
    shown = false;
    var bytesEl = document.getElementById("boot-bytes");
    var bar = document.querySelector(".boot-bar");
    var fill = bar && bar.querySelector("span");
    var done = 0;
    Object.keys(files).forEach(function (url) {
      var file = files[url];
      done += file.wire * Math.min(1, file.size ? file.got / file.size : 1);
    });
    if (bytesEl) {
      bytesEl.textContent = lang === "ja"
        ? megabytes(wire) + " MB中 " + megabytes(done) + " MB"
        : megabytes(done) + " of " + megabytes(wire) + " MB";
    }
    if (bar && fill) {
      bar.classList.add("known");
      fill.style.width = Math.round(100 * done / wire) + "%";
    }
  }
  function progressed() {
    if (!shown) { shown = true; requestAnimationFrame(showProgress); }
  }
  function count(file, response) {
    if (!response.ok || !response.body) { return; }
    var reader = response.body.getReader();
    var step = function () {
      reader.read().then(function (chunk) {
        if (chunk.done) { file.got = file.size; progressed(); return; }
        file.got += chunk.value.length;
        progressed();
        step();
      }, function () { /* the page's own copy reports the failure */ });
    };
    step();
  }
  if (!servedByWorker && wire > 0 && window.fetch && window.ReadableStream) {
    var pageFetch = window.fetch;
    window.fetch = function (input) {
      var answer = pageFetch.apply(this, arguments);
      var url = new URL(typeof input === "string" || input instanceof URL ? input : input.url, document.baseURI).href;
      var file = files[url];
      if (file && !file.counting) {
        file.counting = true;
        answer.then(function (response) { count(file, response.clone()); }, function () {});
      }
      return answer;
    };
    try {
      new PerformanceObserver(function (list) {
        list.getEntries().forEach(function (entry) {
          var file = files[entry.name];
          // a request that failed (blocked, offline) is an entry too, with nothing in it
          var arrived = "responseStatus" in entry ? entry.responseStatus >= 200 && entry.responseStatus < 400
            : entry.decodedBodySize > 0;
          if (file && !file.counting && arrived) { file.got = file.size; progressed(); }
        });
      }).observe({ type: "resource", buffered: true });
    } catch (e) { /* only fetch() progress */ }
    progressed();
    var done = new MutationObserver(function () {
      if (html.getAttribute("data-ready") === "true") { done.disconnect(); window.fetch = pageFetch; }
    });
    done.observe(html, { attributes: true, attributeFilter: ["data-ready"] });
  }
})();
