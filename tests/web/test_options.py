"""Every declared option of every game reaches the URL, the setup form, storage and a save,
from the game's one declaration (``Game.options_type``) and its catalog only.

The cases are made from the declarations: an option added to a game is tested here without a
line of its own.  For each option and each of its values other than the default (under the
value of the option it requires, if any):

- a URL that gives it (``Options.to_query``) deals a game with it, and no notice;
- the setup form shows a control for it, labelled from the catalog in both languages, whose
  values are the option's; choosing the value there makes it the next game's setup;
- the choice is remembered in the table's preferences, read back by the stored-data reader,
  and a new page deals the next game with it;
- the save of that game records it, and a reload restores it;
- a URL value the game refuses is set aside with one notice naming it, in the player's
  language, and what else the URL gave is kept.
"""

from __future__ import annotations

import json
import re
from html import unescape
from html.parser import HTMLParser
from typing import Any

import pytest

from tefuda.games import get_game
from tefuda.options import OptionSpec, Value
from tests.web.fake_context import FakeContext
from web.stored import PREFS, SAVE, read
from web.table import TablePage
from web.table.setup import choice_words
from web.tables import TABLES, table_class

GAMES = tuple(TABLES)


def _cases() -> list[tuple[str, str, Value]]:
    return [
        (game, spec.name, value)
        for game in GAMES
        for spec in get_game(game).options_type.specs()
        for value in spec.choices
        if value != spec.default
    ]


CASES = _cases()


def _spec(game: str, name: str) -> OptionSpec:
    return get_game(game).options_type.spec(name)


def _chosen(game: str, name: str, value: Value) -> dict[str, Any]:
    """The options that give ``name`` the value ``value``: with the value it requires."""
    spec = _spec(game, name)
    needed = {} if spec.requires is None else {spec.requires[0]: spec.requires[1]}
    return {**needed, name: value}


def _open(game: str, ctx: FakeContext) -> TablePage[Any]:
    table = table_class(game).open(ctx)
    assert isinstance(table, TablePage)
    return table


class _Controls(HTMLParser):
    """The setup form's controls of a page: each ``data-setting`` with its label's text, its
    kind and, for a select, its options (value, text, selected)."""

    def __init__(self) -> None:
        super().__init__()
        self.controls: dict[str, dict[str, Any]] = {}
        self._label: list[str] | None = None
        self._current: dict[str, Any] | None = None
        self._option: list[Any] | None = None

    def handle_starttag(self, tag: str, attributes: list[tuple[str, str | None]]) -> None:
        found = dict(attributes)
        if tag == "label":
            self._label = []
        elif tag in ("select", "input") and found.get("data-setting"):
            self._current = {"kind": tag, "type": found.get("type"), "options": [],
                             "checked": "checked" in found, "label": self._label}
            self.controls[str(found["data-setting"])] = self._current
        elif tag == "option" and self._current is not None:
            self._option = [found.get("value"), "", "selected" in found]
            self._current["options"].append(self._option)

    def handle_endtag(self, tag: str) -> None:
        if tag == "label":
            self._label = None
        elif tag == "select":
            self._current = None
        elif tag == "option":
            self._option = None

    def handle_data(self, data: str) -> None:
        if self._option is not None:
            self._option[1] += data
        elif self._label is not None:
            self._label.append(data)


def controls(html: str) -> dict[str, dict[str, Any]]:
    """Return the page's setup controls by ``data-setting`` (see :class:`_Controls`)."""
    parser = _Controls()
    parser.feed(html)
    for control in parser.controls.values():
        control["label"] = unescape("".join(control["label"] or [])).strip()
    return parser.controls


def test_every_option_of_every_game_is_a_case() -> None:
    # each game declares its options; each option with more than one value is tested below
    for game in GAMES:
        specs = get_game(game).options_type.specs()
        assert specs, game
        assert {name for g, name, _ in CASES if g == game} == {s.name for s in specs}


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game", GAMES)
def test_every_option_and_choice_has_its_label_in_the_catalog(game: str, lang: str) -> None:
    ctx = FakeContext(lang=lang)
    for spec in get_game(game).options_type.specs():
        assert ctx.t(spec.label(game))
        words = [choice_words(ctx.t, game, spec, value) for value in spec.choices]
        assert all(words) and len(set(words)) == len(words), (spec.name, words)


@pytest.mark.parametrize(("game", "name", "value"), CASES)
def test_an_option_reaches_the_url(game: str, name: str, value: Value) -> None:
    declared = get_game(game).options_type
    options = declared.normalize(_chosen(game, name, value))
    query = declared.to_query(options)
    ctx = FakeContext(query={**query, "seed": "7"})
    table = _open(game, ctx)
    assert table.match.options == options and table.match.seed == 7
    assert ctx.notices == []
    # and the link the table shares gives them back
    link = table.share_link()
    assert all(f"{word}={text}" in link for word, text in query.items())


@pytest.mark.parametrize(("game", "name", "value"), CASES)
def test_an_option_reaches_the_setup_form_storage_and_a_save(game: str, name: str, value: Value) -> None:
    spec = _spec(game, name)
    ctx = FakeContext()
    table = _open(game, ctx)
    if spec.requires is not None:
        required, needed = spec.requires
        assert name not in controls(table.render())  # the form offers it only under the other's value
        table.change(required, _spec(game, required).to_text(needed))
    for lang in ("ja", "en"):
        ctx.settings = ctx.settings.with_value("lang", lang)
        control = controls(table.render())[name]
        assert control["label"] == ctx.t(spec.label(game))
        if spec.kind == "flag":
            assert (control["kind"], control["type"]) == ("input", "checkbox")
        else:
            assert [(v, text) for v, text, _ in control["options"]] == [
                (spec.to_text(c), choice_words(ctx.t, game, spec, c)) for c in spec.choices]
    # chosen in the form: the next game's setup, the game on the table unchanged
    on_table = dict(table.match.options)
    table.change(name, spec.to_text(value))
    assert table.setup()[name] == value and table.match.options == on_table
    control = controls(table.render())[name]
    if spec.kind == "flag":
        assert control["checked"] is value
    else:
        assert [v for v, _, selected in control["options"] if selected] == [spec.to_text(value)]
    # remembered: the stored-data reader accepts it, and a new page deals it
    assert read(ctx.store, PREFS, game)["options"][name] == value
    later = FakeContext()
    later.backend.data.update(ctx.backend.data)
    again = _open(game, later)
    assert again.setup()[name] == value
    again.start_new()
    assert again.match.options[name] == value
    # the save records it, and a reload restores it
    assert json.loads(later.backend.data[f"tefuda:save:{game}"])["options"][name] == value
    restored = read(later.store, SAVE, game)
    assert restored is not None and restored.options == again.match.options


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize(("game", "name"), sorted({(g, n) for g, n, _ in CASES}))
def test_a_url_value_the_game_refuses_is_set_aside_with_one_notice(game: str, name: str, lang: str) -> None:
    spec = _spec(game, name)
    declared = get_game(game).options_type
    other = next((s for s in declared.specs() if s.name != name and s.requires is None), None)
    query = {spec.query: "junk", "seed": "3"}
    kept: dict[str, Any] = {}
    if other is not None:  # another option of the same URL, good, is kept
        kept = {other.name: next(c for c in other.choices if c != other.default)}
        query[other.query] = other.to_query(kept[other.name])
    ctx = FakeContext(query=query, lang=lang)
    table = _open(game, ctx)
    assert len(ctx.notices) == 1
    assert f"{ctx.t(spec.label(game))}{'「junk」' if lang == 'ja' else ' “junk”'}" in ctx.notices[0]
    assert table.match.options == declared.normalize(kept)
    assert "<section" in table.render() and len(ctx.notices) == 1  # told once


def test_a_value_the_preset_fixes_is_set_aside_naming_what_would_free_it() -> None:
    ctx = FakeContext(query={"preset": "stadium", "bonus": "false", "cpus": "2"})
    table = _open("fifty-one", ctx)
    assert table.match.options["preset"] == "stadium" and table.match.options["seats"] == 3
    assert ctx.notices == ["This link asks for settings this game does not have, so they were left out: "
                           "Bonus points “off” (only with Rules: Choose my own)."]
    # a number shown as in the URL is named as the option counts it: cpus=9 asks for ten players
    ctx = FakeContext(query={"cpus": "9"}, lang="ja")
    _open("fifty-one", ctx)
    assert re.search("人数「10」", ctx.notices[0])


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_setup_refused_in_part_is_used_as_far_as_it_goes_and_the_player_told_which(lang: str) -> None:
    ctx = FakeContext(lang=lang)
    table = _open("fifty-one", ctx)
    # the next deal asked for with options the game refuses in part (as today's deal or a
    # shared link asks for theirs)
    table._requested = (5, {"seats": 9, "rounds": 3, "preset": "stadium", "bonus": False})
    table.start_new()
    assert table.match.seed == 5
    assert table.match.options == get_game("fifty-one").normalize_options({"rounds": 3, "preset": "stadium"})
    [notice] = ctx.notices
    words = table.setup_words(table.match.options)
    assert words in notice and ctx.t("fifty-one.option.rounds.choice", rounds=3) in words
    assert ("Players “9”" if lang == "en" else "人数「9」") in notice
