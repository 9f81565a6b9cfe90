/* Tefuda embed: tell the host page how tall the game is, so it can size its frame to the game.
 *
 * Whenever the content's height changes (a render, a fold opened, a notice), the frame posts
 * {type: "tefuda:height", height: <CSS pixels>} to its parent.  The message carries nothing
 * but the height, so it goes to any origin; a host that does not listen loses nothing (the
 * game scrolls inside its frame as before).  README.md, "Embedding", shows the listener.
 */
(() => {
  "use strict";
  if (window.parent === window) return; // not framed
  const app = document.getElementById("app");
  const notices = document.getElementById("notices");
  if (!app) return;
  let sent = 0;
  const measure = () => {
    // the app stretches to the frame's height: measure what it holds instead
    let bottom = app.getBoundingClientRect().top;
    for (const child of app.children) bottom = Math.max(bottom, child.getBoundingClientRect().bottom);
    const height = Math.ceil(bottom + window.scrollY + parseFloat(getComputedStyle(app).paddingBottom || "0"));
    if (height !== sent) {
      sent = height;
      window.parent.postMessage({ type: "tefuda:height", height }, "*");
    }
  };
  const sizes = new ResizeObserver(measure);
  const watch = () => {
    sizes.disconnect();
    for (const child of app.children) sizes.observe(child);
    if (notices) sizes.observe(notices);
    measure();
  };
  new MutationObserver(watch).observe(app, { childList: true }); // each render replaces the table
  watch();
})();
