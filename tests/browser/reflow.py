"""Zoom, reflow and text spacing measured on the page's boxes (WCAG 2.1: 1.4.4, 1.4.10, 1.4.12).

Three ways a person makes the page harder to lay out, each set on a page already open (one boot
serves every check of a state):

* ``zoom_400``: the 1280 × 800 desktop zoomed to 400 %, which leaves 320 × 200 CSS px (1.4.10).
* ``text_200``: the browser's text size at 200 %: Chromium's default font size setting (the
  "Font size" of its settings page, WebPreferences' default font size) set from 16 to 32 px over
  the debugging protocol (``Page.setFontSizes``).  Like the setting, and unlike page zoom, it
  grows text sized in rem, em and percent and leaves lengths in px alone, which is what a
  person who asks only for bigger text gets (1.4.4).
* ``large_cards`` (and ``large_cards_desktop``): the card size setting's large cards, on a
  phone and at 1280 × 800, which must not push a card onto its neighbour.
* ``text_spacing``: the overrides of 1.4.12 (line height 1.5, paragraph spacing 2, letter
  spacing 0.12 and word spacing 0.16 times the font size) as a user style sheet would set them.

:data:`PROBLEMS` then lists what is lost: the page scrolling sideways, an element cutting off
its text, text spilling out of its box, and text, controls and cards lying on each other.
"""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page

#: 1.4.12's text-spacing overrides, as the WCAG understanding document's bookmarklet sets them
TEXT_SPACING_CSS = (
    "* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }"
    " p { margin-bottom: 2em !important; }"
)


def large_cards(page: Page) -> None:
    """Paint the large cards (the card size setting), as the app does when it changes."""
    page.evaluate("window.tefudaLook({card_size: 'large'})")


def large_cards_desktop(page: Page) -> None:
    """Large cards at 1280 × 800."""
    page.set_viewport_size({"width": 1280, "height": 800})
    large_cards(page)


def zoom_400(page: Page) -> None:
    """Make the viewport what 400 % zoom leaves of a 1280 × 800 window."""
    page.set_viewport_size({"width": 320, "height": 200})


def text_200(page: Page) -> None:
    """Set the browser's default font size to 200 % (32 px; fixed-width text 26 px)."""
    session = page.context.new_cdp_session(page)
    session.send("Page.setFontSizes", {"fontSizes": {"standard": 32, "fixed": 26}})
    session.detach()


def text_spacing(page: Page) -> None:
    """Apply 1.4.12's overrides in a style sheet added over the debugging protocol, as a
    person's own style sheet or extension would (the page's CSP refuses a style element)."""
    session = page.context.new_cdp_session(page)
    session.send("DOM.enable")
    session.send("CSS.enable")
    frame = session.send("Page.getFrameTree")["frameTree"]["frame"]["id"]
    sheet = session.send("CSS.createStyleSheet", {"frameId": frame})["styleSheetId"]
    session.send("CSS.setStyleSheetText", {"styleSheetId": sheet, "text": TEXT_SPACING_CSS})


#: what is lost on the page as it is now: a list of findings, each a short description
PROBLEMS = """() => {
  const found = [];
  const root = document.documentElement;
  const name = e => {
    const id = e.getAttribute('data-card') || e.getAttribute('data-focus-id') || e.getAttribute('data-act') || '';
    return e.tagName.toLowerCase() + (e.className && typeof e.className === 'string' ? '.' + e.className.trim().split(/\\s+/).join('.') : '')
      + (id ? `[${id}]` : '') + ` "${(e.textContent || '').trim().slice(0, 30)}"`;
  };
  const skipped = e => e.closest('.sr-only, [hidden], .static-home, .static-table, .boot, [aria-hidden="true"]:not(.card)');
  // checkVisibility: also false inside a closed <details>, whose content keeps its boxes
  const visible = e => e.getClientRects().length && e.checkVisibility({visibilityProperty: true, opacityProperty: false});
  const ownText = e => [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
  const all = [...document.querySelectorAll('body *')].filter(e => visible(e) && !skipped(e));
  if (root.scrollWidth > innerWidth + 1) {
    // name the outermost elements that reach past the window's right edge
    const past = e => e.getBoundingClientRect().right > innerWidth + 1 && !e.parentElement?.closest('.table-scroll, [class$="-wrap"], .kk-summary-panel');
    const outermost = all.filter(e => past(e) && !(e.parentElement && past(e.parentElement))).slice(0, 3);
    found.push(`the page scrolls sideways (${root.scrollWidth} > ${innerWidth}): ${outermost.map(name).join(', ')}`);
  }
  // a box that cuts off what it holds: scrolling inside it is allowed (a card hand, a table),
  // hiding is not; a card's own face is drawn to fit it
  for (const e of all) {
    const style = getComputedStyle(e);
    // a text field scrolls its own text by nature (the caret reaches all of it)
    if (style.display === 'inline' || e.closest('.card') || e.matches('input, textarea, select')) continue;
    const scrolls = v => v === 'auto' || v === 'scroll';
    const clips = style.overflowX !== 'visible' || style.overflowY !== 'visible';
    // what spills from a box that does not clip may be a card's ring drawn 4 px outside it, or
    // the blank half of a closing CJK bracket that ends a line (text-spacing-trim sets a line's
    // width without it): nothing of either is text lost
    const slack = clips ? 2 : Math.max(4, parseFloat(style.fontSize) / 2);
    const wide = e.scrollWidth > e.clientWidth + slack, tall = e.scrollHeight > e.clientHeight + slack;
    if ((wide && !scrolls(style.overflowX)) || (tall && !scrolls(style.overflowY))) {
      if (clips || ownText(e)) {
        found.push(`${name(e)} cuts off or spills its content: ${e.scrollWidth}×${e.scrollHeight} in ${e.clientWidth}×${e.clientHeight}`);
      }
    }
    if (style.textOverflow === 'ellipsis' && e.scrollWidth > e.clientWidth + 1) found.push(`${name(e)} is cut short with an ellipsis`);
  }
  // text, controls and cards lying on each other (the cards of one fan lie on each other by design)
  // a button that draws nothing of its own (no background, no border, its words for screen
  // readers only) laid over a box to make all of it the touch target hides nothing under it
  const overlay = e => {
    const style = getComputedStyle(e);
    return e.matches('button') && style.backgroundColor === 'rgba(0, 0, 0, 0)' && parseFloat(style.borderTopWidth) === 0
      && ![e, ...e.querySelectorAll('*')].some(n => ownText(n) && !n.closest('.sr-only'));
  };
  const pieces = all.filter(e => !overlay(e) && (e.matches('.card, button, a[href], input, select, summary, label') || (ownText(e) && !e.closest('.card'))));
  // a fan or a meld: the smallest element that holds more than one card (a card may sit alone
  // in a wrapper that carries its tag)
  const group = card => { let e = card.parentElement; while (e.querySelectorAll('.card').length < 2) e = e.parentElement; return e; };
  // an inline element that wraps has a box per line: compare those, not the rectangle round both
  const boxes = pieces.map(e => [e, getComputedStyle(e).display === 'inline' ? [...e.getClientRects()] : [e.getBoundingClientRect()]]);
  const overlap = (ra, rb) => [Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left),
                               Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top)];
  for (let i = 0; i < boxes.length; i++) {
    const [a, rects_a] = boxes[i];
    for (let j = i + 1; j < boxes.length; j++) {
      const [b, rects_b] = boxes[j];
      if (a.contains(b) || b.contains(a)) continue;
      if (a.matches('.card') && b.matches('.card') && group(a) === group(b)) continue;
      for (const ra of rects_a) for (const rb of rects_b) {
        const [x, y] = overlap(ra, rb);
        if (x > 2 && y > 2) found.push(`${name(a)} and ${name(b)} overlap by ${Math.round(x)}×${Math.round(y)}`);
      }
    }
  }
  return [...new Set(found)];
}"""


def problems(page: Page) -> list[str]:
    """Return what is lost on the page as it is now (see :data:`PROBLEMS`)."""
    found: list[Any] = page.evaluate(PROBLEMS)
    return [str(f) for f in found]
