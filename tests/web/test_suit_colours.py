"""The colour-blind-safe deck, checked on the colours the site ships (assets/css/themes.css).

Each pair of suit colours must stay apart under a simulation of protanopia, deuteranopia and
tritanopia (Machado, Oliveira and Fernandes 2009, at full severity) by CIEDE2000 ΔE ≥ 12, and by
ΔE ≥ 30 in normal vision; each suit colour must keep a contrast of 3:1 against the card face of
every theme (WCAG 1.4.11; the rank index is large text) and, since axe audits the smaller cards
of the rules pages as normal text, 4.5:1.  The simulation and ΔE2000 come from ColorAide (a
test-only dependency), not from matrices copied here.
"""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import pytest
from coloraide import Color

THEMES_CSS = Path(__file__).resolve().parents[2] / "assets" / "css" / "themes.css"
SUITS = "SHDC"
#: the colour-vision deficiencies simulated (ColorAide's names for Machado et al. 2009)
DEFICIENCIES = ("protan", "deutan", "tritan")


def blocks(css: str) -> dict[str, dict[str, str]]:
    """Return each rule's selector → its custom properties (comments removed)."""
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    return {
        " ".join(selector.split()): dict(re.findall(r"(--[\w-]+)\s*:\s*([^;]+?)\s*;", body))
        for selector, body in re.findall(r"([^{}]+)\{([^{}]*)\}", css)
    }


def resolve(value: str, *scopes: dict[str, str]) -> str:
    """Return ``value`` with var(--x) looked up in the first scope that has it."""
    match = re.fullmatch(r"var\((--[\w-]+)\)", value)
    if not match:
        return value
    name = match.group(1)
    return resolve(next(scope[name] for scope in scopes if name in scope), *scopes)


RULES = blocks(THEMES_CSS.read_text())
ROOT = RULES[":root"]
#: every theme's own properties (light is :root itself)
THEMES = {"light": {}, **{
    m.group(1): props for selector, props in RULES.items()
    if (m := re.fullmatch(r'html\[data-scheme="(\w+)"\]', selector))
}}


def deck(name: str, theme: str = "light") -> dict[str, str]:
    """Return the suit → colour of a deck as shipped, in a theme."""
    props = next(p for s, p in RULES.items() if f'[data-suit-colours="{name}"]' in s)
    return {suit: resolve(props[f"--suit-{suit}"], THEMES[theme], ROOT) for suit in SUITS}


def closest_pair(colours: dict[str, str], deficiency: str | None) -> tuple[float, str]:
    """Return the smallest ΔE2000 between two suits' colours as seen with ``deficiency``
    (None: normal vision), and which two suits."""
    seen = {
        suit: Color(c) if deficiency is None else Color(c).filter(deficiency, method="machado")
        for suit, c in colours.items()
    }
    return min((seen[a].delta_e(seen[b], method="2000"), a + b) for a, b in itertools.combinations(SUITS, 2))


def test_the_stylesheet_is_read_as_shipped() -> None:
    assert set(THEMES) == {"light", "dark", "contrast"}
    assert deck("four") == {"S": "#1d1d1f", "H": "#c62828", "D": "#1c56b8", "C": "#1e7b34"}
    assert len(set(deck("safe").values())) == 4


@pytest.mark.parametrize("deficiency", [None, *DEFICIENCIES])
def test_the_safe_decks_suits_stay_apart(deficiency: str | None) -> None:
    least, pair = closest_pair(deck("safe"), deficiency)
    assert least >= (30 if deficiency is None else 12), (deficiency, pair, round(least, 1))


@pytest.mark.parametrize("theme", ["light", "dark", "contrast"])
def test_every_safe_suit_colour_stands_out_on_every_card_face(theme: str) -> None:
    face = Color(resolve(THEMES[theme].get("--card", ROOT["--card"]), THEMES[theme], ROOT))
    for suit, colour in deck("safe", theme).items():
        assert Color(colour).contrast(face) >= 4.5, (theme, suit, colour)


def test_todays_four_colour_deck_is_what_the_safe_deck_improves_on() -> None:
    """The issue's figure: the four-colour deck's hearts and clubs are 8.1 apart for deuteranopia."""
    least, pair = closest_pair(deck("four"), "deutan")
    assert (round(least, 1), pair) == (8.1, "HC")
    assert closest_pair(deck("safe"), "deutan")[0] > 12 > least


def test_a_colour_blind_view_is_what_the_check_measures() -> None:
    """The simulation is not a no-op: deuteranopia brings pure red and green together."""
    red, green = Color("#ff0000"), Color("#00a000")
    normal = red.delta_e(green, method="2000")
    simulated = red.filter("deutan", method="machado").delta_e(green.filter("deutan", method="machado"), method="2000")
    assert simulated < normal / 2
