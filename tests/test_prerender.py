"""What every route shows before Python is ready (sitebuild/prerender.py): rendered by the pages
Python runs, in both languages, with nothing that depends on a deal, and a page of its own for
each game's rules.  Runs on the build's CPython; the browser side is tests/browser/test_prerender.py."""

from __future__ import annotations

import html
import json
import re
import subprocess
import sys
import textwrap
from html.parser import HTMLParser
from pathlib import Path

import pytest
from sitebuild import common, prerender
from sitebuild.common import BuildError

from web.html import PRERENDER_MARKS, fingerprint
from web.prerender import render, routes, view_key
from web.router import GAME_IDS, Route
from web.rules import RULES, rules_class
from web.settings import LANGS
from web.tables import TABLES

SITE_URL = "https://tefuda.example/site/"


@pytest.fixture(scope="module")
def done() -> prerender.Prerendered:
    return prerender.prerender(SITE_URL)


class Outermost(HTMLParser):
    """Collects each outermost element of a fragment: its attributes and its HTML as written."""

    def __init__(self, text: str) -> None:
        super().__init__(convert_charrefs=True)
        self.text = text
        self.depth = 0
        self.found: list[tuple[dict[str, str | None], int]] = []
        self.lines = [0]
        for line in text.splitlines(keepends=True):
            self.lines.append(self.lines[-1] + len(line))

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if self.depth == 0:
            line, column = self.getpos()
            self.found.append((dict(attrs), self.lines[line - 1] + column))
        if tag not in prerender.VOID:
            self.depth += 1

    def handle_endtag(self, tag: str) -> None:
        self.depth -= 1


def outermost(fragment: str) -> list[tuple[dict[str, str | None], str]]:
    """Return each outermost element of ``fragment``: its attributes and its HTML."""
    parser = Outermost(fragment)
    parser.feed(fragment)
    parser.close()
    starts = [at for _, at in parser.found] + [len(fragment)]
    return [(attrs, fragment[starts[i]:starts[i + 1]]) for i, (attrs, _) in enumerate(parser.found)]


def unmarked(element: str) -> str:
    """Return an element's HTML without the marks the build added to its start tag."""
    for name in PRERENDER_MARKS:
        element = re.sub(rf' {name}="[^"]*"', "", element, count=1)
    return element


def test_each_view_and_language_is_prerendered_once(done: prerender.Prerendered) -> None:
    shown = [(attrs["data-pre-view"], attrs["data-pre-lang"]) for attrs, _ in outermost(done.app)]
    rules = {(f"{g}/rules", lang) for g in RULES for lang in LANGS}
    every = {(view_key(r), lang) for r in routes() for lang in LANGS}
    assert sorted(shown) == sorted(every - rules)  # a rules view's page is fetched when shown
    assert done.views == tuple(view_key(r) for r in routes())
    assert {"home", "settings", "stats", "missing", *GAME_IDS, *(f"{g}/rules" for g in RULES)} == set(done.views)


def test_what_a_view_shows_before_python_is_what_python_renders_on_a_first_visit(
    done: prerender.Prerendered,
) -> None:
    by_view = {(a["data-pre-view"], a["data-pre-lang"]): (a, e) for a, e in outermost(done.app)}
    for route in routes():
        if route.page in ("table", "rules"):
            continue
        for lang in LANGS:
            attrs, element = by_view[(view_key(route), lang)]
            live = render(route, lang)
            assert unmarked(element) == live
            assert attrs["data-prerender"] == fingerprint(live)  # what Python keeps as it is


def test_the_header_links_are_prerendered_in_each_language(done: prerender.Prerendered) -> None:
    from tefuda.i18n import t
    from web.pages import site_nav

    links = outermost(done.nav)
    for lang in LANGS:
        mine = [(a, e) for a, e in links if a["data-pre-lang"] == lang]
        expected = site_nav(lambda key, lg=lang, **kw: t(lg, key, **kw), lang)
        assert "".join(unmarked(e) for _, e in mine) == expected
        assert {a["data-prerender"] for a, _ in mine} == {fingerprint(expected)}


def test_the_home_page_before_python_lists_every_game_with_its_links(done: prerender.Prerendered) -> None:
    [(_, home)] = [(a, e) for a, e in outermost(done.app) if a["data-pre-view"] == "home" and a["data-pre-lang"] == "en"]
    for game in GAME_IDS:
        assert f'data-game="{game}"' in home
        assert (f'href="#/{game}"' in home) == (game in TABLES)
        assert (f'href="#/{game}/rules"' in home) == (game in RULES)
    assert "Coming soon" not in home  # every game of the registry is playable now


def test_a_game_added_to_the_registry_appears_on_the_prerendered_home_page(tmp_path: Path) -> None:
    # A registry entry with no rules, table or rules page yet, and its two catalog texts: the
    # build is run in a Python of its own, where the entry is added before anything reads it.
    (tmp_path / "toy_catalog.py").write_text(textwrap.dedent("""
        MESSAGES = {
            "game.toy-poker.name": {"en": "Toy Poker", "ja": "トイポーカー"},
            "game.toy-poker.blurb": {"en": "A game only this test knows.", "ja": "このテストだけが知るゲーム。"},
        }
    """))
    script = textwrap.dedent(f"""
        import json, sys
        sys.path[:0] = [{str(common.ROOT / "py")!r}, {str(common.ROOT)!r}, {str(tmp_path)!r}]
        from tefuda import registry
        registry.GAMES["toy-poker"] = registry.GameEntry(id="toy-poker", catalogs=("toy_catalog",))
        from sitebuild.prerender import prerender
        done = prerender()
        print(json.dumps([done.app, done.views]))
    """)
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    app, views = json.loads(out.stdout)
    homes = {a["data-pre-lang"]: e for a, e in outermost(app) if a["data-pre-view"] == "home"}
    assert 'data-game="toy-poker"' in homes["en"] and "Toy Poker" in homes["en"] and "Coming soon" in homes["en"]
    assert "トイポーカー" in homes["ja"] and "準備中" in homes["ja"]
    assert "toy-poker" in views  # its route shows the page that says it is in preparation


def faces(fragment: str) -> set[str]:
    return set(re.findall(r'data-card="([^"]*)"', fragment))


def face_down_texts(fragment: str, lang: str) -> tuple[object, list[str]]:
    """Return the shape of a table with its cards turned face down (its tags and how they nest),
    and its texts in order."""
    from web.html import card_face

    tree = prerender.parse(fragment)
    back = prerender.parse(card_face("back", lang)).children[0]
    assert isinstance(back, prerender.Element)
    prerender.turn_cards_down(tree, back)
    texts: list[str] = []

    def collect(node: prerender.Element) -> None:
        for child in node.children:
            if isinstance(child, str):
                texts.append(child)
            else:
                collect(child)

    def shape(node: prerender.Element | str) -> object:
        return "" if isinstance(node, str) else (node.tag, tuple(map(shape, node.children)))

    collect(tree)
    return shape(tree), texts


def same_but_blanks(shown: list[str], dealt: list[str]) -> bool:
    """Return True when each text shown reads as the dealt one, a blank standing for anything."""
    patterns = [".+?".join(map(re.escape, re.split(f"{prerender.BLANK}+", text))) for text in shown]
    return len(shown) == len(dealt) and all(re.fullmatch(p, d, re.S) for p, d in zip(patterns, dealt, strict=True))


@pytest.mark.parametrize("game", TABLES)
def test_a_table_opens_with_no_card_face_and_nothing_else_that_depends_on_the_deal(
    done: prerender.Prerendered, game: str
) -> None:
    for lang in LANGS:
        [(_, table)] = [(a, e) for a, e in outermost(done.app) if a["data-pre-view"] == game and a["data-pre-lang"] == lang]
        assert faces(table) == {"back"}
        assert not re.search(r"<(button|select|input)(?![^>]*\bdisabled\b)[^>]*>", table)  # nothing to press yet
        shape, shown = face_down_texts(unmarked(table), lang)
        # what it shows is what every deal of its layout shows, the deals it was drawn from and
        # others: each text, a blank standing for a card or a count
        others = 0
        for seed in [*done.seeds[game], *range(prerender.SEEDS_TRIED.stop, prerender.SEEDS_TRIED.stop + 40)]:
            dealt_shape, dealt = face_down_texts(render(Route("table", game), lang, {"seed": str(seed)}), lang)
            if dealt_shape == shape:
                assert same_but_blanks(shown, dealt), seed
                others += seed not in done.seeds[game]
        assert others >= 3, "too few other deals of this layout to compare with"


def test_each_game_s_rules_have_a_page_of_their_own(done: prerender.Prerendered) -> None:
    from tefuda.i18n import t

    assert sorted(done.rules_pages) == sorted(
        prerender.RULES_PAGE.format(game=g, lang=lang) for g in RULES for lang in LANGS
    )
    for game in RULES:
        for lang in LANGS:
            path = prerender.RULES_PAGE.format(game=game, lang=lang)
            page = done.rules_pages[path]
            title = t(lang, rules_class(game).title_key)
            assert f"<title>{html.escape(title)} — 手札 Tefuda</title>" in page
            assert f'<html lang="{lang}" data-mode="page" data-view="{game}/rules">' in page
            description = re.search(r'<meta name="description" content="([^"]+)">', page)
            assert description and len(description.group(1)) > 20
            assert f'<link rel="canonical" href="{SITE_URL}{path}">' in page
            for other in LANGS:
                alternate = SITE_URL + prerender.RULES_PAGE.format(game=game, lang=other)
                assert f'<link rel="alternate" hreflang="{other}" href="{alternate}">' in page
            assert "<script" not in page
            # its links lead into the site: the article's "#/…" links resolve against index.html
            assert '<base href="../index.html">' in page and f'href="#/{game}/rules"' in page
            [(attrs, article)] = outermost(re.search(r"(<article.*</article>)", page, re.S).group(1))  # type: ignore[union-attr]
            live = render(Route("rules", game), lang)
            assert unmarked(article) == live and attrs["data-prerender"] == fingerprint(live)


def test_without_the_sites_address_the_rules_pages_name_no_canonical_address() -> None:
    pages = prerender.prerender(None).rules_pages
    assert not any("canonical" in page or "hreflang=" in page.split("<body>")[0] for page in pages.values())


def test_the_head_names_every_game_in_both_languages(done: prerender.Prerendered) -> None:
    from tefuda.i18n import t

    for lang in LANGS:
        for game in GAME_IDS:
            assert html.escape(t(lang, f"game.{game}.name")) in done.head


def test_the_build_writes_the_pages_into_the_site(tmp_path: Path, done: prerender.Prerendered) -> None:
    (tmp_path / "assets" / "css").mkdir(parents=True)
    (tmp_path / "assets" / "css" / "site.css").write_text("body {}\n")
    index = (common.ROOT / "index.html").read_text()
    (tmp_path / "index.html").write_text(index)
    prerender.write_into(tmp_path, done)
    written = (tmp_path / "index.html").read_text()
    assert "<!-- prerender:" not in written and done.app in written and done.nav in written
    assert f'data-views="{" ".join(done.views)}"' in written
    css = (tmp_path / "assets" / "css" / "site.css").read_text()
    for view in done.views:
        assert f'html:not([data-view="{view}"]) [data-pre-view="{view}"]' in css
    for path in done.rules_pages:
        assert (tmp_path / path).read_text() == done.rules_pages[path]
    (tmp_path / "index.html").write_text(index.replace(prerender.APP_MARK, ""))
    with pytest.raises(BuildError, match="prerender:app"):
        prerender.write_into(tmp_path, done)


def test_top_level_tags_refuse_html_that_does_not_nest() -> None:
    with pytest.raises(BuildError):
        prerender.top_level_tags("<p><b>a</p>")
