/* The example rules page: size each game frame to the game it shows.
 *
 * An embedded Tefuda game posts {type: "tefuda:height", height} whenever its height changes
 * (assets/js/embed-size.js); the frame that sent it takes that height, never less than
 * MIN_HEIGHT (a frame shorter than that would lay the game out as a phone held sideways).
 */
(() => {
  "use strict";
  const MIN_HEIGHT = 520;
  window.addEventListener("message", (event) => {
    const data = event.data;
    if (!data || data.type !== "tefuda:height" || !Number.isFinite(data.height)) return;
    for (const frame of document.querySelectorAll("iframe")) {
      if (frame.contentWindow === event.source) {
        frame.style.height = `${Math.max(MIN_HEIGHT, Math.ceil(data.height))}px`;
      }
    }
  });
})();
