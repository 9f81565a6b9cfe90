/* Tefuda motion: cards travel from where they were to where they are (FLIP, Web Animations).
 *
 * The page is re-rendered whole (innerHTML).  Around each swap the app calls, once per render:
 *   tefudaMotion.measure(root)          before: finish what is in flight, note every card's box
 *   tefudaMotion.play(root, options)    after: animate each card from its old box to its new one
 * options: {duration: ms (0: nothing moves)}.  Only transforms and opacity are animated, so the
 * layout never shifts; nothing waits for an animation (clicks go through at once), and the next
 * render finishes any animation still running before it measures.
 *
 * The contract with the markup (docs/TABLES.md, "How a table shows moves"):
 *   data-card="7C"        a face-up card keeps its identity by its face (when the face is unique;
 *                         a face shown twice is matched only by its data-flip-id, and stays still)
 *   data-flip-id="x"      an explicit identity (face-down cards, or a place a card keeps)
 *   data-down             a face only its owner sees, lying face down on the table
 *   data-turned-up        a card just turned face up: it turns over as it arrives, even from a
 *                         place where its owner saw its face (the attribute's arrival flips it)
 *   data-enter-from="p"   a card appearing now comes from the element data-place="p"
 *   data-place="p"        a place cards come from (the stock, the deck, a player's hand)
 *   data-deal="id"        the deal the table shows: cards are matched only within one deal; in a
 *                         new deal every card with data-enter-from is dealt from its place
 * A card that was face down (data-card="back" or data-down) and is now face up with the same
 * identity turns over (rotateY).
 */
(function () {
  "use strict";
  var SELECTOR = "[data-card], [data-flip-id]";
  var snapshot = null;
  var ghosts = [];

  function isDown(el) {
    return el.getAttribute("data-card") === "back" || el.hasAttribute("data-down");
  }

  // Boxes in page coordinates: focusing a control after the swap may scroll the page, which
  // moves every card on the screen but none on the table.
  function box(el) {
    var r = el.getBoundingClientRect();
    return { x: r.left + window.scrollX, y: r.top + window.scrollY, w: r.width, h: r.height };
  }

  function faceOf(el) {
    var face = el.getAttribute("data-card");
    return face && face !== "back" ? face : null;
  }

  function countFaces(elements) {
    var counts = Object.create(null);
    elements.forEach(function (el) {
      var face = faceOf(el);
      if (face) { counts[face] = (counts[face] || 0) + 1; }
    });
    return counts;
  }

  function dealOf(root) {
    var el = root.querySelector("[data-deal]");
    return el ? el.getAttribute("data-deal") : null;
  }

  function finishAll(root) {
    var running = root.getAnimations ? root.getAnimations({ subtree: true }) : [];
    running.forEach(function (a) {
      // only ours: a CSS animation (the highlight's fade) runs on by itself
      if (a.id === "tefuda-motion") { try { a.finish(); } catch (e) { a.cancel(); } }
    });
    ghosts.forEach(function (g) { g.getAnimations().forEach(function (a) { a.cancel(); }); g.remove(); });
    ghosts = [];
  }

  function measure(root) {
    finishAll(root);
    var elements = Array.prototype.slice.call(root.querySelectorAll(SELECTOR));
    var snap = {
      deal: dealOf(root),
      byId: new Map(),
      byFace: new Map(),
      faces: countFaces(elements),
      places: new Map()
    };
    elements.forEach(function (el) {
      var entry = { box: box(el), down: isDown(el), turnedUp: el.hasAttribute("data-turned-up") };
      var id = el.getAttribute("data-flip-id");
      if (id) { snap.byId.set(id, entry); }
      var face = faceOf(el);
      if (face && snap.faces[face] === 1) { snap.byFace.set(face, entry); }
    });
    root.querySelectorAll("[data-place]").forEach(function (el) {
      snap.places.set(el.getAttribute("data-place"), box(el));
    });
    snapshot = snap;
  }

  function run(el, keyframes, options) {
    var animation = el.animate(keyframes, options);
    animation.id = "tefuda-motion";
    return animation;
  }

  function offset(from, to) {
    // centre to centre: transforms apply around the centre
    return {
      dx: from.x + from.w / 2 - (to.x + to.w / 2),
      dy: from.y + from.h / 2 - (to.y + to.h / 2),
      sx: to.w ? from.w / to.w : 1,
      sy: to.h ? from.h / to.h : 1
    };
  }

  function travel(d) {
    return "translate(" + d.dx + "px, " + d.dy + "px) scale(" + d.sx + ", " + d.sy + ")";
  }

  function moved(d) {
    return Math.abs(d.dx) > 0.5 || Math.abs(d.dy) > 0.5 || Math.abs(d.sx - 1) > 0.01 || Math.abs(d.sy - 1) > 0.01;
  }

  // A face-down card drawn over the new face for the first half of a turn (the old element is
  // gone with the swap; a face only its owner saw also lies face down to everyone else).
  function ghost(to, d, half) {
    var back = document.createElement("span");
    back.className = "card back motion-ghost";
    back.setAttribute("aria-hidden", "true");
    var s = back.style;
    s.position = "fixed";
    s.left = to.x - window.scrollX + "px";
    s.top = to.y - window.scrollY + "px";
    s.width = to.w + "px";
    s.height = to.h + "px";
    s.margin = "0";
    s.pointerEvents = "none";
    s.zIndex = "30";
    document.body.appendChild(back);
    ghosts.push(back);
    var a = run(back, [
      { transform: travel(d) + " perspective(600px) rotateY(0deg)" },
      { transform: "perspective(600px) rotateY(90deg)" }
    ], { duration: half, easing: "ease-in", fill: "forwards" });
    a.onfinish = function () { back.remove(); };
  }

  function play(root, options) {
    var snap = snapshot;
    snapshot = null;
    var duration = options && options.duration ? Number(options.duration) : 0;
    var deal = dealOf(root);
    // Nothing moves when animations are off, or the table was not on the page a moment ago.
    if (!snap || !(duration > 0) || snap.deal === null || deal === null) { return 0; }
    var sameDeal = snap.deal === deal;
    var elements = Array.prototype.slice.call(root.querySelectorAll(SELECTOR));
    var faces = countFaces(elements);
    var used = new Set();
    var entering = Object.create(null);
    var count = 0;
    elements.forEach(function (el) {
      var to = box(el);
      var old = null;
      if (sameDeal) {
        var id = el.getAttribute("data-flip-id");
        var face = faceOf(el);
        if (id && snap.byId.has(id)) {
          old = snap.byId.get(id);
        } else if (face && faces[face] === 1 && snap.byFace.has(face)) {
          old = snap.byFace.get(face);
        }
        if (old && used.has(old)) { old = null; }
      }
      if (old) {
        used.add(old);
        var d = offset(old.box, to);
        var turns = old.down ? !isDown(el) : el.hasAttribute("data-turned-up") && !old.turnedUp;
        if (turns) {
          // turned up: the back turns away, then the face turns in, travelling meanwhile
          var half = duration / 2;
          ghost(to, d, half);
          run(el, [
            { transform: "perspective(600px) rotateY(-90deg)" },
            { transform: "perspective(600px) rotateY(0deg)" }
          ], { duration: half, delay: half, easing: "ease-out", fill: "backwards", composite: "add" });
          count += 1;
        } else if (moved(d)) {
          run(el, [{ transform: travel(d) }, { transform: "translate(0px, 0px) scale(1, 1)" }],
            { duration: duration, easing: "ease-in-out", composite: "add" });
          count += 1;
        }
        return;
      }
      // only a card that was not there comes from a place (one shown twice keeps still)
      if (sameDeal && (snap.byId.has(el.getAttribute("data-flip-id")) || snap.faces[faceOf(el)])) { return; }
      var place = el.getAttribute("data-enter-from");
      var from = place && (snap.places.get(place) || null);
      if (!from && place) {
        var now = root.querySelector('[data-place="' + place + '"]');
        from = now ? box(now) : null;
      }
      if (!from) { return; }
      // a card dealt from a place: the cards of one place leave it one after another
      var order = entering[place] = (entering[place] || 0) + 1;
      var delay = Math.min(order - 1, 12) * duration * 0.12;
      var e = offset({ x: from.x + from.w / 2 - to.w / 2, y: from.y + from.h / 2 - to.h / 2, w: to.w, h: to.h }, to);
      var timing = { duration: duration, delay: delay, easing: "ease-out", fill: "backwards" };
      run(el, [{ transform: travel(e) }, { transform: "translate(0px, 0px) scale(1, 1)" }],
        Object.assign({ composite: "add" }, timing));
      // opacity replaces (added to the card's own 1 it would stay 1): it fades in as it leaves
      run(el, [{ opacity: 0 }, { opacity: 1, offset: 0.2 }, { opacity: 1 }], timing);
      count += 1;
    });
    return count;
  }

  window.tefudaMotion = { measure: measure, play: play };
})();
