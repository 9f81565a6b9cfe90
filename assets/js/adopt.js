/* Tefuda adoption: Python's first page takes over the page the build prerendered, in place.
 *
 * The build prerenders what each route shows before Python is ready (sitebuild/prerender.py).
 * When Python renders a route whose prerendered page is on the screen but not exactly its HTML
 * (a table's opening screen, whose cards depend on the deal; statistics with games played),
 *   tefudaAdopt(container, html)
 * turns the element on the screen into that HTML instead of replacing it: an element of the
 * same tag at the same place keeps its node, its attributes and texts are brought up to date,
 * and only what differs in kind is replaced.  The browser then paints no new element where an
 * old one stood (a replaced element is a new "largest contentful paint").  No element it keeps
 * may move (a move is a layout shift): Python's page is laid out out of sight first, each kept
 * element's place compared, and an element that would move is replaced, with all it holds.  A
 * table dealt otherwise than its opening screen (another dealer, melds in the hand) keeps what
 * stays where it was, the texts above the hand among them, and has the rest drawn anew.
 * Until the person first acts (a tap, a key) or goes to another page, Python's next renders
 * are taken over the same way (a deal where the CPU moves first is not painted anew).
 * Returns false (nothing done) when no prerendered or taken-over element is shown, or Python's
 * page is another element altogether.
 * app.py keeps a prerendered element that is exactly its HTML without calling this.
 */
(function () {
  "use strict";

  // Form controls show their attributes (checked, selected, value) until someone changes them;
  // a control whose state was once set otherwise, or a radio unchecked by another of its group,
  // no longer does.  tefudaDefaults(root) gives every control under root its attributes' state.
  window.tefudaDefaults = function (root) {
    Array.prototype.forEach.call(root.querySelectorAll("input, option"), function (control) {
      if (control.tagName === "OPTION") {
        control.selected = control.defaultSelected;
      } else if (control.type === "radio" || control.type === "checkbox") {
        control.checked = control.defaultChecked;
      } else {
        control.value = control.defaultValue;
      }
    });
  };

  function syncAttributes(old, fresh) {
    var i;
    for (i = old.attributes.length - 1; i >= 0; i -= 1) {
      var name = old.attributes[i].name;
      if (!fresh.hasAttribute(name)) { old.removeAttribute(name); }
    }
    for (i = 0; i < fresh.attributes.length; i += 1) {
      var attribute = fresh.attributes[i];
      if (old.getAttribute(attribute.name) !== attribute.value) { old.setAttribute(attribute.name, attribute.value); }
    }
  }

  function sameKind(old, fresh) {
    return old.nodeType === fresh.nodeType && (old.nodeType !== 1 || old.tagName === fresh.tagName);
  }

  function morphChildren(old, fresh, moving) {
    var olds = Array.prototype.slice.call(old.childNodes);
    var freshes = Array.prototype.slice.call(fresh.childNodes);
    for (var i = 0; i < Math.max(olds.length, freshes.length); i += 1) {
      var was = olds[i], now = freshes[i];
      if (!now) {
        old.removeChild(was);
      } else if (!was) {
        old.appendChild(now);
      } else if (!sameKind(was, now) || moving.has(was)) {
        old.replaceChild(now, was);
      } else if (was.nodeType === 1) {
        syncAttributes(was, now);
        morphChildren(was, now, moving);
      } else if (was.nodeValue !== now.nodeValue) {
        was.nodeValue = now.nodeValue;
      }
    }
  }

  function keptPairs(old, fresh, out) {
    // the elements morphChildren keeps, each with the one it becomes: same place, same tag
    out.push([old, fresh]);
    for (var i = 0; i < Math.min(old.childNodes.length, fresh.childNodes.length); i += 1) {
      var was = old.childNodes[i], now = fresh.childNodes[i];
      if (was.nodeType === 1 && sameKind(was, now)) { keptPairs(was, now, out); }
    }
    return out;
  }

  function place(el, origin) {
    var r = el.getBoundingClientRect();
    return { left: r.left - origin.left, right: r.right - origin.left, top: r.top - origin.top };
  }

  function near(a, b) { return Math.abs(a - b) < 3; }  // Chromium ignores moves under 3 px

  function moving(pairs) {
    // the kept elements that would move, relative to the page.  A box may grow or shrink with
    // its text, about its left edge, its right edge or its centre (a centred line whose blank,
    // "–", becomes "K♥"): it stays where it is read, and keeping it costs a shift of a few
    // pixels at most, where replacing it would paint it anew (the page's largest paint, when it
    // is the largest text).  Any other move is a layout shift: the element is replaced.
    var oldOrigin = pairs[0][0].getBoundingClientRect(), newOrigin = pairs[0][1].getBoundingClientRect();
    var moved = new Set();
    pairs.forEach(function (pair) {
      var a = place(pair[0], oldOrigin), b = place(pair[1], newOrigin);
      var kept = near(a.left, b.left) || near(a.right, b.right) || near((a.left + a.right) / 2, (b.left + b.right) / 2);
      if (!kept || !near(a.top, b.top)) { moved.add(pair[0]); }
    });
    return moved;
  }

  // The page taken over, kept up to date in place by Python's next renders too until the
  // person first acts (a tap, a key, a click: a screen reader may click alone) or goes
  // elsewhere: the CPU's first moves (a deal where the CPU plays
  // first) would otherwise paint the whole table anew, its texts new largest paints.
  var adopted = null;
  ["pointerdown", "keydown", "click"].forEach(function (type) {
    document.addEventListener(type, function () { adopted = null; }, true);
  });
  window.addEventListener("hashchange", function () { adopted = null; });

  window.tefudaAdopt = function (container, html) {
    var shown = Array.prototype.filter.call(container.children, function (el) {
      return (el.hasAttribute("data-prerender") || el === adopted) && el.getClientRects().length > 0;
    })[0];
    if (!shown) { return false; }
    // Python's page is laid out first where it cannot be seen (a box of no height at the end
    // of the container, as wide as the page), to find what would move.  A form, so that its
    // radios are a group of their own and uncheck none of the page's.
    var probe = document.createElement("form");
    probe.style.height = "0";
    probe.style.overflow = "hidden";
    probe.style.visibility = "hidden";
    probe.setAttribute("aria-hidden", "true");
    probe.innerHTML = html;
    container.appendChild(probe);
    var page = probe.firstElementChild;
    var same = probe.childNodes.length === 1 && page && sameKind(shown, page);
    var moved = same ? moving(keptPairs(shown, page, [])) : null;
    container.removeChild(probe);
    if (!moved) { return false; }
    Array.prototype.slice.call(container.childNodes).forEach(function (node) {
      if (node !== shown) { container.removeChild(node); }
    });
    var parsed = document.createElement("template");
    parsed.innerHTML = html;
    morphChildren(container, parsed.content, moved);
    window.tefudaDefaults(shown);  // a checked attribute moved shows as moved
    adopted = shown;
    return true;
  };
})();
