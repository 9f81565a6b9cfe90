"""Message catalogs (Japanese and English) for every string a player sees.

Catalogs live in the modules named in ``CATALOG_MODULES``; each defines
``MESSAGES: dict[str, dict[str, str]]`` mapping a dotted key to its text in ``"en"`` and
``"ja"``.  Keys start with their domain: ``core.`` (generic refusals and saves), ``site.``/``settings.``/``table.``… (the site around
the games, in ``catalog_site``), or a game id
(``gin-rummy.draw_first``).  An IllegalAction reason ``r`` raised by game ``g`` is looked up as
``g.r``, then ``core.r``.

The boot catalogs (``BOOT_CATALOGS``) load with the first message; a game's own catalogs load
with the first of its messages, found by the key's game (:func:`game_of_key`), so every key of
a game's catalogs starts with its id (``ui.`` or ``rules.`` may come before it).

Texts use ``str.format`` placeholders.  A parameter that is a card (``"7C"``) or a list of cards
is shown with suit symbols (``7♣``).
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from typing import Any

from tefuda.cards import format_card, is_card
from tefuda.registry import GAMES

LANGUAGES = ("ja", "en")
#: the catalogs every page may need (the site, the core refusals, the rules pages' words)
BOOT_CATALOGS = ("tefuda.i18n.catalog_core", "tefuda.i18n.catalog_site", "tefuda.i18n.catalog_rules")
#: each game's catalogs (listed in :mod:`tefuda.registry`), loaded with its first message
GAME_CATALOGS: dict[str, tuple[str, ...]] = {game.id: game.catalogs for game in GAMES.values()}
#: catalogs of a part of the site every game shares but few pages show, loaded with the first
#: message of their domain (the first part of its key): the review of a hand
SHARED_CATALOGS: dict[str, tuple[str, ...]] = {"review": ("tefuda.i18n.catalog_review",)}
#: every catalog: the boot catalogs, the shared ones, then each game's
CATALOG_MODULES = (
    *BOOT_CATALOGS,
    *(name for names in SHARED_CATALOGS.values() for name in names),
    *(name for names in GAME_CATALOGS.values() for name in names),
)
#: the first part of a key that says whose it is besides the game's own ("ui.kakehiki.game")
_PREFIXES = ("ui", "rules", "game")

_merged: dict[str, dict[str, str]] = {}
_loaded: set[str] = set()


def _load(names: tuple[str, ...]) -> None:
    """Merge the catalog modules ``names`` not yet loaded; a missing module is skipped.

    Raises ValueError when a key is defined twice.
    """
    for name in names:
        if name in _loaded:
            continue
        _loaded.add(name)
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:
                raise
            continue
        for key, texts in module.MESSAGES.items():
            if key in _merged:
                raise ValueError(f"message key {key!r} is defined twice (again in {name})")
            _merged[key] = texts


def game_of_key(key: str) -> str | None:
    """Return the game whose catalogs hold ``key`` when they are not boot catalogs, or None.

    >>> game_of_key("ui.five-hundred.hand"), game_of_key("kakehiki.tally"), game_of_key("table.you")
    ('five-hundred', 'kakehiki', None)
    """
    parts = key.split(".")
    first = parts[1] if parts[0] in _PREFIXES and len(parts) > 1 else parts[0]
    return first if first in GAME_CATALOGS else None


def _lookup(key: str) -> dict[str, str] | None:
    """Return the texts of ``key``, loading the catalogs of its game on first need.

    A page that shows no game never loads a game's catalog (nor ships its bytecode at boot).
    """
    _load(BOOT_CATALOGS)
    texts = _merged.get(key)
    if texts is None:
        game = game_of_key(key)
        names = GAME_CATALOGS[game] if game is not None else SHARED_CATALOGS.get(key.split(".")[0])
        if names:
            _load(names)
            texts = _merged.get(key)
    return texts


def messages() -> dict[str, dict[str, str]]:
    """Return every catalog merged (each loaded once); a missing catalog module is skipped.

    Raises ValueError when two catalogs define the same key.
    """
    _load(CATALOG_MODULES)
    return _merged


def _display(value: Any) -> Any:
    if is_card(value):
        return format_card(value)
    if isinstance(value, (list, tuple)) and value and all(is_card(v) for v in value):
        return " ".join(format_card(v) for v in value)
    return value


def joined(*texts: Mapping[str, str]) -> dict[str, str]:
    """Return one message made of ``texts`` one after another, language by language (for
    catalogs whose messages share a sentence).

    >>> joined({"en": "A.", "ja": "あ。"}, {"en": " B.", "ja": "い。"})
    {'en': 'A. B.', 'ja': 'あ。い。'}
    """
    return {lang: "".join(text[lang] for text in texts) for lang in texts[0]}


def has(key: str) -> bool:
    """Return True if ``key`` is in the catalogs."""
    return _lookup(key) is not None


def t(lang: str, key: str, **params: Any) -> str:
    """Return the text of ``key`` in ``lang`` (``"ja"`` or ``"en"``) with ``params`` filled in.

    An unknown language falls back to English.  Raises KeyError for an unknown key, so a missing
    translation is found by the tests rather than shown to a player.
    """
    texts = _lookup(key)
    if texts is None:
        raise KeyError(key)
    text = texts.get(lang) or texts["en"]
    return text.format(**{k: _display(v) for k, v in params.items()})


def event_text(
    lang: str, game_id: str, event: Mapping[str, Any], names: Sequence[str]
) -> str:
    """Return the sentence that tells an event of game ``game_id`` (an entry of a view's
    ``events``), with ``names[seat]`` for who acted.

    The message is ``<game_id>.event.<kind>``, or ``….own`` for an event whose cards include
    ones only the viewer knows, when that key exists.  Placeholders: ``who`` (the acting seat's
    name), ``name0``, ``name1``, … (every seat's), ``cards`` and the event's params.  Raises
    KeyError for a kind with no message.

    >>> event_text("en", "kakehiki", {"kind": "reveal", "seat": None, "cards": ["3H", "7S"],
    ...     "own": False, "params": {"first": "3H", "second": "7S", "total": -4}}, ["You", "CPU"])
    'Cards turn up: You 3♥, CPU 7♠. The table stands at -4.'
    """
    key = f"{game_id}.event.{event['kind']}"
    if event.get("own") and has(f"{key}.own"):
        key = f"{key}.own"
    seat = event.get("seat")
    who = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""
    seats = {f"name{i}": name for i, name in enumerate(names)}
    params = {**event.get("params", {}), **seats, "who": who, "cards": event.get("cards", [])}
    return t(lang, key, **params)


def reason_text(lang: str, game_id: str, reason: str, params: Mapping[str, Any]) -> str:
    """Return the readable text of an IllegalAction reason raised by game ``game_id``.

    Looks up ``<game_id>.<reason>``, then ``core.<reason>``; raises KeyError if neither exists.
    """
    key = f"{game_id}.{reason}"
    if not has(key):
        key = f"core.{reason}"
    return t(lang, key, **params)
