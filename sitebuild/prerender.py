"""What every route shows before Python is ready: rendered at build time, with CPython, by the
very pages the browser runs (``web.prerender``), and written into the built site.

* ``index.html`` gets, for each language, the home page, settings and statistics as a first
  visit sees them, the page for an unknown address, each game's table as it opens (see
  :func:`opening_screen`) and the header's links.  CSS shows the one of the current view and
  language (``data-view`` and ``lang`` on ``<html>``, set by ``boot.js`` before the first
  paint); Python keeps the elements it would have rendered itself (``web.app``).
* Each game's rules have their own address, ``rules/<game>.<lang>.html``: a page of their own
  (title, description, the whole text, links to the other language and to the game).  The same
  file is where ``boot.js`` finds the rules text when the site opens on a rules route, so the
  text is downloaded when it is read rather than with every first visit.

Nothing here is written by hand: a game added to the registry appears on the prerendered home
page, with its rules page and its table.
"""

from __future__ import annotations

import dataclasses
import functools
import html
import importlib
import os
import re
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from html.parser import HTMLParser
from pathlib import Path
from types import ModuleType
from typing import Any

from sitebuild import common
from sitebuild.common import BuildError, point_at, write

#: where each game's rules page is, relative to the site's root
RULES_PAGE = "rules/{game}.{lang}.html"
#: where the build puts the prerendered header links and pages in index.html
NAV_MARK = "<!-- prerender:nav -->"
APP_MARK = "<!-- prerender:app -->"
TITLE_MARK = "<!-- prerender:head -->"
#: seeds tried for a table's opening screen, and how many deals of one layout are compared (a
#: card's suit or rank, the same by chance in all of them, would otherwise show)
SEEDS_TRIED = range(1, 81)
DEALS_COMPARED = 12
DEALS_NEEDED = 6
#: what stands for each letter of a word that differs from deal to deal (a card, a count of
#: points): an en dash is about as wide as a digit or a suit
BLANK = "–"
VOID = frozenset({"area", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"})
CONTROLS = frozenset({"button", "input", "select", "textarea"})
TAG = re.compile(r"<(/?)([a-zA-Z][a-zA-Z0-9-]*)[^>]*>")


@contextmanager
def site_python() -> Iterator[Callable[[str], ModuleType]]:
    """Yield an importer of the site's Python (``py/``) for the build's CPython."""
    folder = str(common.ROOT / "py")
    sys.path.insert(0, folder)
    try:
        yield importlib.import_module
    finally:
        sys.path.remove(folder)


def top_level_tags(fragment: str) -> list[int]:
    """Return where each outermost element of ``fragment`` starts its attributes (just after
    its tag name).  The site's HTML escapes every ``<`` in text and attributes, so its tags can
    be found without parsing.

    >>> top_level_tags('<p>a<br><b>b</b></p><hr><i>c</i>')
    [2, 23, 26]
    """
    depth, starts = 0, []
    for match in TAG.finditer(fragment):
        closing, name = match.group(1), match.group(2).lower()
        if closing:
            depth -= 1
        else:
            if depth == 0:
                starts.append(match.start(2) + len(name))
            if name not in VOID and not match.group(0).endswith("/>"):
                depth += 1
    if depth != 0:
        raise BuildError(f"prerendered HTML does not nest: {fragment[:80]!r}…")
    return starts


def mark(fragment: str, **marks: str) -> str:
    """Return ``fragment`` with ``marks`` (``data_pre_view="home"`` → ``data-pre-view="home"``)
    added to each of its outermost elements.

    >>> mark('<p>a</p><p>b</p>', data_x="1")
    '<p data-x="1">a</p><p data-x="1">b</p>'
    """
    added = "".join(f' {name.replace("_", "-")}="{html.escape(value)}"' for name, value in marks.items())
    out, at = [], 0
    for start in top_level_tags(fragment):
        out += [fragment[at:start], added]
        at = start
    return "".join([*out, fragment[at:]])


# --- a table's opening screen ---


@dataclasses.dataclass
class Element:
    """An element of a parsed fragment: its tag, its attributes in order, its children."""

    tag: str
    attrs: list[tuple[str, str | None]]
    children: list[Element | str] = dataclasses.field(default_factory=list)

    def get(self, name: str) -> str | None:
        return next((value for key, value in self.attrs if key == name), None)

    def set(self, name: str, value: str | None) -> None:
        self.attrs = [(k, v) for k, v in self.attrs if k != name] + [(name, value)]


class _Builder(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Element("root", [])
        self.stack = [self.root]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        element = Element(tag, attrs)
        self.stack[-1].children.append(element)
        if tag not in VOID:
            self.stack.append(element)

    def handle_endtag(self, tag: str) -> None:
        if tag not in VOID:
            if self.stack[-1].tag != tag:
                raise BuildError(f"prerendered HTML: </{tag}> closes <{self.stack[-1].tag}>")
            self.stack.pop()

    def handle_data(self, data: str) -> None:
        self.stack[-1].children.append(data)


def parse(fragment: str) -> Element:
    """Return the elements of ``fragment`` under a root element."""
    builder = _Builder()
    builder.feed(fragment)
    builder.close()
    return builder.root


def serialize(node: Element | str) -> str:
    """Return the HTML of a parsed node (text and attribute values escaped again)."""
    if isinstance(node, str):
        return html.escape(node)
    inner = "".join(serialize(child) for child in node.children)
    if node.tag == "root":
        return inner
    attrs = "".join(f" {k}" if v is None else f' {k}="{html.escape(v)}"' for k, v in node.attrs)
    return f"<{node.tag}{attrs}>" if node.tag in VOID else f"<{node.tag}{attrs}>{inner}</{node.tag}>"


def turn_cards_down(node: Element, face_down: Element) -> None:
    """Turn every face-up card under ``node`` face down, in place: the element keeps its tag
    and its other attributes, and takes the face, the name and the classes of ``face_down``
    (a card back as ``web.html.card_face`` draws it) with its size classes."""
    for child in node.children:
        if not isinstance(child, Element):
            continue
        card = child.get("data-card")
        if card and card != "back":
            kept = [c for c in (child.get("class") or "").split() if c in ("small",)]
            child.set("class", " ".join([*(face_down.get("class") or "card back").split(), *kept]))
            for name in ("data-card", "aria-label"):
                child.set(name, face_down.get(name))
            child.children = []
        else:
            turn_cards_down(child, face_down)


def shape(node: Element | str) -> Any:
    """Return the shape of a node: tags, attribute names and the shapes of the children."""
    if isinstance(node, str):
        return "#text"
    return (node.tag, tuple(k for k, _ in node.attrs), tuple(shape(c) for c in node.children))


def blanked(words: Sequence[str]) -> str:
    """Return what the differing ``words`` have in common at their start and end, with a BLANK
    for each letter of the shortest of what lies between: the line is about as long as the
    words it hides and no longer, so it wraps no more than any deal's, and Python can fill it
    in without moving anything (a tight row of cards keeps its layout).

    >>> blanked(["J♥.", "10♦."]), blanked(["場札は4♠", "場札はQ♣"]), blanked(["-10", "+4"])
    ('––.', '場札は––', '––')
    """
    start = len(os.path.commonprefix(list(words)))
    rests = [w[start:][::-1] for w in words]
    end = len(os.path.commonprefix(rests))
    middle = min(len(rest) - end for rest in rests)
    return words[0][:start] + BLANK * max(middle, 1) + (words[0][len(words[0]) - end:] if end else "")


def common_text(texts: Sequence[str]) -> str:
    """Return the first of ``texts`` with what is not the same in all of them (a card named in
    an event, a count of points) blanked, word by word (:func:`blanked`): the line keeps its
    words and about its length, and shows nothing that depends on the deal.

    >>> common_text(["You drew 7♣.", "You drew K♥."])
    'You drew ––.'
    >>> common_text(["Deadwood: 45", "Deadwood: 45"])
    'Deadwood: 45'
    """
    if all(text == texts[0] for text in texts):
        return texts[0]
    words = [re.split(r"(\s+)", text) for text in texts]
    if any(len(w) != len(words[0]) for w in words):
        return blanked(texts)
    return "".join(
        first if all(w[i] == first for w in words) else blanked([w[i] for w in words])
        for i, first in enumerate(words[0])
    )


def keep_common(nodes: Sequence[Element]) -> Element:
    """Return the first of ``nodes`` (all of one shape) with what is not the same in all of them
    left out: each word of a text that differs (:func:`common_text`), each attribute value that
    differs (a card's name, a count).  What is left does not depend on the deal."""
    first = nodes[0]
    attrs: list[tuple[str, str | None]] = [
        (key, value) for i, (key, value) in enumerate(first.attrs)
        if all(n.attrs[i][1] == value for n in nodes[1:])
    ]
    children: list[Element | str] = []
    for i, child in enumerate(first.children):
        others = [n.children[i] for n in nodes[1:]]
        if isinstance(child, str):
            children.append(common_text([child, *(o for o in others if isinstance(o, str))]))
        else:
            children.append(keep_common([child, *(o for o in others if isinstance(o, Element))]))
    return Element(first.tag, attrs, children)


def disable_controls(node: Element) -> None:
    """Disable every form control under ``node``: a table is not played before Python is ready
    (a link still goes where it goes)."""
    for child in node.children:
        if isinstance(child, Element):
            if child.tag in CONTROLS and all(key != "disabled" for key, _ in child.attrs):
                child.attrs.append(("disabled", None))
            disable_controls(child)


def opening_screen(deal: Callable[[int], tuple[str, bool]], face_down: str) -> tuple[str, list[int]]:
    """Return a table's opening screen and the seeds it was drawn from.

    ``deal(seed)`` is the table of a fresh deal dealt from ``seed`` and whether the person has
    the first move in it.  The opening screen is the table as the person finds it when the
    first move is theirs, as it most often looks then (who deals, which controls there are):
    the cards of DEALS_COMPARED such deals of SEEDS_TRIED are turned face down, what differs
    between them (the cards named in the text, points) is left out, and the controls are
    disabled until Python is ready.  It is the person's move in the screen shown first, so its
    prompt says what the game asks of them.  (Tables where no deal gives the person the first
    move show the most common deal.)
    """
    face = parse(face_down).children[0]
    assert isinstance(face, Element)
    layouts: dict[Any, list[tuple[int, Element]]] = {}
    for seed in SEEDS_TRIED:
        fragment, person_moves = deal(seed)
        tree = parse(fragment)
        turn_cards_down(tree, face)
        layouts.setdefault((person_moves, shape(tree)), []).append((seed, tree))
    deals = max(layouts.items(), key=lambda item: (item[0][0], len(item[1])))[1][:DEALS_COMPARED]
    if len(deals) < DEALS_NEEDED:
        raise BuildError(f"fewer than {DEALS_NEEDED} fresh deals of a table open alike: opening_screen needs a look")
    screen = keep_common([tree for _, tree in deals])
    disable_controls(screen)
    return serialize(screen), [seed for seed, _ in deals]


# --- the pages ---


def view_css(views: Sequence[str], langs: Sequence[str]) -> str:
    """Return the CSS that shows each prerendered element only under its own view and language."""
    hidden = [f'html:not([data-view="{v}"]) [data-pre-view="{v}"]' for v in views]
    hidden += [f'html:not([lang="{lang}"]) [data-pre-lang="{lang}"]' for lang in langs]
    return (
        "\n/* Written by the build (sitebuild/prerender.py): a prerendered element shows under its\n"
        "   own view and language only (boot.js sets html's data-view and lang). */\n"
        + ",\n".join(hidden)
        + " { display: none !important; }\n"
    )


@dataclasses.dataclass(frozen=True)
class Prerendered:
    """What the build writes: HTML fragments for index.html, the rules pages, and the list of
    views (for boot.js and the CSS)."""

    nav: str
    app: str
    head: str
    views: tuple[str, ...]
    rules_pages: dict[str, str]  # path in the site → the page's HTML
    seeds: dict[str, list[int]]  # game → the seeds its opening screen was drawn from


def prerender(site_url: str | None = None) -> Prerendered:
    """Render every route in every language; ``site_url`` (the site's public address, ending in
    "/") makes the rules pages' canonical and language links absolute, as search engines want
    them; without it they are left out.  Raises BuildError."""
    with site_python() as load:
        pre = load("web.prerender")
        pages = load("web.pages")
        html_mod = load("web.html")
        router = load("web.router")
        settings = load("web.settings")
        rules = load("web.rules")
        i18n = load("tefuda.i18n")
        langs: tuple[str, ...] = settings.LANGS
        nav: list[str] = []
        app: list[str] = []
        views: list[str] = []
        seeds: dict[str, list[int]] = {}
        rules_pages: dict[str, str] = {}
        for route in pre.routes():
            view = pre.view_key(route)
            views.append(view)
            for lang in langs:
                if route.page == "table" and route.game in pages.TABLES:
                    fragment, seeds[route.game] = opening_screen(
                        functools.partial(pre.fresh_deal, route, lang), html_mod.card_face("back", lang)
                    )
                else:
                    fragment = pre.render(route, lang)
                marked = mark(fragment, data_prerender=html_mod.fingerprint(fragment), data_pre_view=view,
                              data_pre_lang=lang)
                if route.page == "rules":
                    title = i18n.t(lang, rules.rules_class(route.game).title_key)
                    rules_pages[RULES_PAGE.format(game=route.game, lang=lang)] = rules_page(
                        route.game, lang, langs, marked, title, i18n.t, site_url
                    )
                else:
                    app.append(marked)
        for lang in langs:
            links = pages.site_nav(lambda key, lg=lang, **kw: i18n.t(lg, key, **kw), lang)
            nav.append(mark(links, data_prerender=html_mod.fingerprint(links), data_pre_lang=lang))
        head = index_head(langs, router.GAME_IDS, i18n.t)
    return Prerendered("".join(nav), "".join(app), head, tuple(views), rules_pages, seeds)


def index_head(langs: Sequence[str], games: Sequence[str], t: Callable[..., str]) -> str:
    """Return index.html's title and description, in every language, naming every game."""
    title = " / ".join(t(lang, "site.title") for lang in langs)
    joiners = {"ja": "、"}
    description = " ".join(
        t(lang, "site.description", games=joiners.get(lang, ", ").join(t(lang, f"game.{g}.name") for g in games))
        for lang in langs
    )
    return (
        f"<title>手札 Tefuda — {html.escape(title)}</title>\n"
        f'<meta name="description" content="{html.escape(description)}">'
    )


def lead_text(article: str) -> str:
    """Return the text of a rules page's lead paragraph (``<p class="lead">``), or ''."""
    found = re.search(r'<p class="lead">(.*?)</p>', article, re.S)
    return html.unescape(re.sub(r"<[^>]+>", "", found.group(1))).strip() if found else ""


def rules_page(game: str, lang: str, langs: Sequence[str], article: str, title: str,
               t: Callable[..., str], site_url: str | None) -> str:
    """Return the rules page of ``game`` in ``lang``: a page of its own (no script), whose
    links lead into the site (``<base>`` is the site's index.html, so the article's ``#/…``
    links open the game), with the article exactly as Python renders it.  Its policy lets the
    page's origin be fetched (``connect-src``): crawlers' tools fetch robots.txt from it."""
    links = []
    if site_url:
        here = site_url + RULES_PAGE.format(game=game, lang=lang)
        links.append(f'<link rel="canonical" href="{html.escape(here)}">')
        links += [
            f'<link rel="alternate" hreflang="{other}" href="{html.escape(site_url + RULES_PAGE.format(game=game, lang=other))}">'
            for other in langs
        ]
    switch = "".join(
        f'<a href="{RULES_PAGE.format(game=game, lang=other)}" lang="{other}" hreflang="{other}">'
        f'{html.escape(t(lang, f"settings.lang.{other}"))}</a>'
        for other in langs if other != lang
    )
    description = lead_text(article) or t(lang, f"game.{game}.blurb")
    app_link = (
        f'<p class="rules-page-note"><a href="#/{game}/rules">{html.escape(t(lang, "rules.common.open_in_site"))}</a></p>'
    )
    head_links = "\n".join(links)
    return f"""<!doctype html>
<html lang="{lang}" data-mode="page" data-view="{game}/rules">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'self'; form-action 'none'">
<base href="../index.html">
<title>{html.escape(title)} — 手札 Tefuda</title>
<meta name="description" content="{html.escape(description)}">
{head_links}
<link rel="icon" href="assets/icons/icon.svg" type="image/svg+xml">
<link rel="stylesheet" href="assets/css/site.css">
<link rel="stylesheet" href="assets/css/themes.css">
<link rel="stylesheet" href="assets/css/rules.css">
</head>
<body>
<header class="topbar">
  <a class="brand" href="#/"><span class="brand-mark" aria-hidden="true">♠♥</span> 手札 <small>Tefuda</small></a>
  <nav class="topnav" aria-label="{html.escape(t(lang, "settings.lang"))}">{switch}</nav>
</header>
<main id="app" class="app">
{app_link}{article}
</main>
</body>
</html>
"""


def write_into(site: Path, done: Prerendered) -> None:
    """Write the prerendered pages into the built ``site``: index.html's header links, pages,
    title and description and boot.js's list of views, the view CSS at the end of site.css, and
    the rules pages.  Raises BuildError when index.html lacks a mark."""
    page = site / "index.html"
    text = page.read_text()
    text = point_at(text, "index.html", NAV_MARK, done.nav)
    text = point_at(text, "index.html", APP_MARK, done.app)
    text = point_at(text, "index.html", TITLE_MARK, done.head)
    text = point_at(text, "index.html", 'src="assets/js/boot.js"',
                    f'src="assets/js/boot.js" data-views="{" ".join(done.views)}" data-rules-page="{RULES_PAGE}"')
    write(page, text)
    css = site / "assets" / "css" / "site.css"
    with site_python() as load:
        langs = load("web.settings").LANGS
    write(css, css.read_text() + view_css(done.views, langs))
    for path, html_text in done.rules_pages.items():
        write(site / path, html_text)
