"""The registry of games (tefuda.registry): every module it names exists and is that game's."""

from __future__ import annotations

import enum
import importlib
import re
from pathlib import Path

import pytest

from tefuda import cards, i18n
from tefuda.arena import Runner
from tefuda.games import GAME_MODULES, deck_for, get_game
from tefuda.registry import GAMES, entry, modules

#: the deck sizes of cards.md's table
DECK_SIZES = {"fifty-one": 53, "kakehiki": 53, "gin-rummy": 52, "five-hundred": 43}
#: the sounds assets/js/sound.js makes
SOUNDS_JS = {"deal", "draw", "play", "flip", "trick", "win", "lose", "tie"}


@pytest.mark.parametrize("game_id", GAMES)
def test_each_entry_names_its_own_modules(game_id: str) -> None:
    game = entry(game_id)
    assert game.id == game_id
    if game.rules is None:
        assert game_id not in GAME_MODULES
        return
    rules = get_game(game_id)
    assert rules.id == game_id
    # the rules declare the deck, and deck_for reads it there
    assert len(rules.deck) == len(set(rules.deck)) == DECK_SIZES[game_id]
    assert all(cards.is_card(c) for c in rules.deck)
    assert deck_for(game_id) == rules.deck
    cpu = importlib.import_module(game.cpu or "")
    assert tuple(cpu.LEVELS) == ("easy", "normal", "hard") and callable(cpu.choose)
    assert game.catalogs, "a playable game has messages"
    for name in game.catalogs:
        keys = importlib.import_module(name).MESSAGES
        # the game's own keys (its id, or ui./rules. then its id): they load with its first message
        assert keys and all(i18n.game_of_key(k) == game_id for k in keys), name
    if game.arena is not None:
        assert isinstance(importlib.import_module(game.arena).RUNNER, Runner)


def test_the_derived_lists_follow_the_registry() -> None:
    assert GAME_MODULES == {g: e.rules for g, e in GAMES.items() if e.rules}
    assert list(modules("rules")) == [g for g in GAMES if GAMES[g].rules]
    for game in GAMES.values():
        assert set(game.catalogs) <= set(i18n.CATALOG_MODULES)


def test_an_unknown_game_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match="no-such-game"):
        entry("no-such-game")
    with pytest.raises(ValueError, match="no-such-game"):
        deck_for("no-such-game")


@pytest.mark.parametrize("game_id", modules("rules"))
def test_each_game_declares_its_event_kinds_one_way(game_id: str) -> None:
    # an EventKind StrEnum beside the rules, spelled in lower case with underscores (as catalog
    # reasons are), each with its sentence in the catalog and nothing else under .event.
    kinds = importlib.import_module(f"{GAMES[game_id].rules}.events").EventKind
    assert issubclass(kinds, enum.StrEnum)
    assert all(re.fullmatch(r"[a-z]+(_[a-z]+)*", kind) for kind in kinds), list(kinds)
    prefix = f"{game_id}.event."
    told = {k[len(prefix):].removesuffix(".own") for k in i18n.messages() if k.startswith(prefix)}
    assert told == set(kinds)
    # the sounds the table plays are declared with the kinds, among those assets/js/sound.js makes
    sounds = get_game(game_id).event_sounds
    assert sounds and set(sounds) <= set(kinds)
    assert set(sounds.values()) <= SOUNDS_JS


def test_the_sound_names_are_those_of_sound_js() -> None:
    source = (Path(__file__).resolve().parents[2] / "assets" / "js" / "sound.js").read_text()
    assert set(re.findall(r"^    (\w+): function", source, re.M)) == SOUNDS_JS
