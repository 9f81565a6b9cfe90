"""axe-core for the accessibility tests: a test-only tool, fetched from the npm registry at a
pinned version and checked against the registry's sha512 integrity (as the build fetches the
runtime, into the same download cache), never copied into dist/."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page
from sitebuild.npm import Pin, fetch_pinned, tar_members

AXE = Pin(
    "axe-core",
    "4.14.1",
    "sha512-FHfa+lmNjQZfJz1q8wKqIDwC6DExcHt/pkjNQb09a3NPjCKg2rhu5qb2S4r76ASyFNNtuFooJpZe37OgudVGtQ==",
)
#: WCAG 2.1 levels A and AA
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]


def axe_source() -> str:
    """Return axe.min.js of the pinned axe-core (BuildError without network and cache)."""
    return tar_members(fetch_pinned(AXE))["axe.min.js"].decode()


def violations(page: Page, source: str) -> list[dict[str, Any]]:
    """Run axe on the page as it is now; return its WCAG 2.1 A/AA violations, each with the
    rule, its impact and the first few elements.  The source is evaluated through the
    debugging protocol, which the page's CSP (no inline scripts) does not block."""
    if not page.evaluate("typeof window.axe === 'object'"):
        page.evaluate(source)
    return list(page.evaluate(
        """tags => axe.run(document, {runOnly: {type: "tag", values: tags}}).then(r => r.violations.map(v => ({
            rule: v.id, impact: v.impact, count: v.nodes.length,
            nodes: v.nodes.slice(0, 3).map(n => n.target.join(" ") + ": " + n.failureSummary.split("\\n")[1])})))""",
        TAGS,
    ))


#: the looks every audit runs in: each theme, each deck at least once (assets/css/themes.css)
LOOKS = (
    {"theme": "light"},
    {"theme": "dark", "suit_colours": "safe", "card_size": "large"},
    {"theme": "contrast", "suit_colours": "four"},
)


def violations_in_every_look(page: Page, source: str) -> list[dict[str, Any]]:
    """Run axe on the page as it is now in each of :data:`LOOKS` (painted the way the app paints
    a changed setting, assets/js/boot.js's tefudaLook); return every violation, each with the
    look it was found in.  The page is left in the look it had."""
    before = page.evaluate(
        "() => Object.fromEntries(['card_size', 'suit_colours', 'theme', 'hand']"
        ".map(n => [n, document.documentElement.getAttribute('data-' + n.replace('_', '-'))]).filter(e => e[1]))"
    )
    found = []
    try:
        for look in LOOKS:
            page.evaluate("look => window.tefudaLook(look)", look)
            found += [{**v, "look": look} for v in violations(page, source)]
    finally:
        page.evaluate("look => window.tefudaLook(look)", before)
    return found


#: every control and its touch target: an input's label is its target
SMALL_TARGETS = """() => [...document.querySelectorAll(
    'a[href], button, select, input, textarea, summary, [tabindex]:not([tabindex="-1"])')]
  .filter(e => e.getClientRects().length && !e.closest('[hidden], .static-home, .static-table'))
  .map(e => { const box = (e.closest('label') || e).getBoundingClientRect();
    return {control: e.outerHTML.slice(0, 90), width: Math.round(box.width), height: Math.round(box.height)}; })
  .filter(t => t.width < 44 || t.height < 44)"""
