"""Message catalogs (Japanese and English) for every string a player sees.

Catalogs live in the modules named in ``CATALOG_MODULES``; each defines
``MESSAGES: dict[str, dict[str, str]]`` mapping a dotted key to its text in ``"en"`` and
``"ja"``.  Keys start with their domain: ``core.`` (generic refusals and saves), ``site.``/``settings.``/``table.``… (the site around
the games, in ``catalog_site``), or a game id
(``gin-rummy.draw_first``).  An IllegalAction reason ``r`` raised by game ``g`` is looked up as
``g.r``, then ``core.r``.

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
#: the catalogs of the site and the core, then each game's (listed in :mod:`tefuda.registry`)
CATALOG_MODULES = (
    "tefuda.i18n.catalog_core",
    "tefuda.i18n.catalog_site",
    "tefuda.i18n.catalog_rules",
    *(name for game in GAMES.values() for name in game.catalogs),
)

_messages: dict[str, dict[str, str]] | None = None


def messages() -> dict[str, dict[str, str]]:
    """Return every catalog merged (loaded once); a missing catalog module is skipped.

    Raises ValueError when two catalogs define the same key.
    """
    global _messages
    if _messages is None:
        merged: dict[str, dict[str, str]] = {}
        for name in CATALOG_MODULES:
            try:
                module = importlib.import_module(name)
            except ModuleNotFoundError as exc:
                if exc.name != name:
                    raise
                continue
            for key, texts in module.MESSAGES.items():
                if key in merged:
                    raise ValueError(f"message key {key!r} is defined twice (again in {name})")
                merged[key] = texts
        _messages = merged
    return _messages


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
    return key in messages()


def t(lang: str, key: str, **params: Any) -> str:
    """Return the text of ``key`` in ``lang`` (``"ja"`` or ``"en"``) with ``params`` filled in.

    An unknown language falls back to English.  Raises KeyError for an unknown key, so a missing
    translation is found by the tests rather than shown to a player.
    """
    texts = messages()[key]
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
    if key not in messages():
        key = f"core.{reason}"
    return t(lang, key, **params)
