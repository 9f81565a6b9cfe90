/* Tefuda adoption: Python's first page takes over the page the build prerendered, in place.
 *
 * The build prerenders what each route shows before Python is ready (sitebuild/prerender.py).
 * When Python renders a route whose prerendered page is on the screen but not exactly its HTML
 * (a table's opening screen, whose cards depend on the deal; statistics with games played),
 *   tefudaAdopt(container, html)
 * turns the element on the screen into that HTML instead of replacing it: an element of the
 * same tag at the same place keeps its node, its attributes and texts are brought up to date,
 * and only what differs in kind is replaced.  The browser then paints no new element where an
 * old one stood (a replaced element is a new "largest contentful paint"), and what does not
 * change does not move.  Only a page of the same shape is taken over (the same elements in the
 * same places, whatever their texts, attributes and card faces): a table dealt otherwise than
 * its opening screen (another dealer, another player to move first) would move under the
 * player's eyes, and is drawn anew instead.  Returns false (nothing done) when no prerendered
 * element is shown or its shape is not the page's.
 * app.py keeps a prerendered element that is exactly its HTML without calling this.
 */
(function () {
  "use strict";

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

  function morphChildren(old, fresh) {
    var olds = Array.prototype.slice.call(old.childNodes);
    var freshes = Array.prototype.slice.call(fresh.childNodes);
    for (var i = 0; i < Math.max(olds.length, freshes.length); i += 1) {
      var was = olds[i], now = freshes[i];
      if (!now) {
        old.removeChild(was);
      } else if (!was) {
        old.appendChild(now);
      } else if (!sameKind(was, now)) {
        old.replaceChild(now, was);
      } else if (was.nodeType === 1) {
        syncAttributes(was, now);
        morphChildren(was, now);
      } else if (was.nodeValue !== now.nodeValue) {
        was.nodeValue = now.nodeValue;
      }
    }
  }

  function shape(node) {
    // the tags and their nesting; a card's face (inside [data-card]) is no part of it
    if (node.nodeType !== 1) { return node.nodeType === 3 ? "t" : ""; }
    var inner = node.hasAttribute("data-card") ? "" : Array.prototype.map.call(node.childNodes, shape).join(",");
    return node.tagName + "(" + inner + ")";
  }

  window.tefudaAdopt = function (container, html) {
    var shown = Array.prototype.filter.call(container.children, function (el) {
      return el.hasAttribute("data-prerender") && el.getClientRects().length > 0;
    })[0];
    var parsed = document.createElement("template");
    parsed.innerHTML = html;
    var page = parsed.content;
    if (!shown || page.childNodes.length !== 1 || shape(page.firstChild) !== shape(shown)) { return false; }
    Array.prototype.slice.call(container.childNodes).forEach(function (node) {
      if (node !== shown) { container.removeChild(node); }
    });
    morphChildren(container, page);
    return true;
  };
})();
