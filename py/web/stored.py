"""Read untrusted stored values: every key the site reads from storage has a reader here.

Whatever ``localStorage`` holds may be anything: truncated by a full quota, written by another
version of the site, edited by hand, or another game's.  A reader checks the shape and the type
of every field, not only that the text is JSON, and refuses anything its writer would not have
written.  :func:`read` is the one way the site reads a key: a refused value is set aside under
``broken:<key>`` (kept for a person to look at, gone from the way of the next visit), the
reader's default is used instead, and one notice is owed to the player (the app shows it with
the next render, see :func:`take_notice`).

Every :class:`Reader` registers itself in :data:`READERS`; the tests feed each registered reader
the same corpus of junk and check that nothing else in the site calls ``store.get``.
"""

from __future__ import annotations

import dataclasses
import datetime
import json
import re
from collections.abc import Callable, Collection, Mapping
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from tefuda.core import OUTCOMES
from web.settings import CPU_LEVELS, KEY, SETTING_FIELDS, Settings, as_text
from web.settings import choices as setting_choices
from web.storage import Store

if TYPE_CHECKING:
    from tefuda.match import Match

# The readers of a table's values import the engine when first used, as the table itself does:
# a boot that shows the home page loads no game (sitebuild.app_zip.boot_modules).

T = TypeVar("T")

#: the counts of a game's statistics (``best`` is kept beside them)
STAT_FIELDS = ("played", "won", "lost", "drawn")
#: a count or score beyond this is no longer exact in JavaScript, and no player reaches it
LARGEST = 2**53 - 1


class Refused(ValueError):
    """A stored value a reader will not use.  ``notice`` is the catalog key of what the player
    is told (None: the reader's own ``notice``)."""

    def __init__(self, message: str, notice: str | None = None) -> None:
        # the message may quote the value, which can be a megabyte of junk
        super().__init__(message if len(message) <= 300 else message[:299] + "…")
        self.notice = notice


@dataclasses.dataclass(frozen=True)
class Reader(Generic[T]):
    """How one kind of stored value is read.

    ``name`` is the key (``"settings"``), or its first part when ``per_game`` (``"save"`` for
    ``save:<game>``).  ``parse`` gets the decoded JSON and the game id ("" when not per game),
    returns the value, and raises only :class:`Refused`.  ``default`` gives the value used when
    there is none or it is refused.  ``notice`` is the catalog key of the notice for a refusal.
    """

    name: str
    per_game: bool
    parse: Callable[[Any, str], T]
    default: Callable[[str], T]
    notice: str

    def __post_init__(self) -> None:
        if self.name in READERS:
            raise ValueError(f"a reader of {self.name!r} exists already")
        READERS[self.name] = self

    def key(self, game: str = "") -> str:
        """Return the storage key this reader reads (for ``game`` when per game).

        Raises ValueError when a game is missing or given where none belongs.
        """
        if self.per_game != bool(game):
            raise ValueError(f"the {self.name!r} reader {'needs' if self.per_game else 'takes no'} game")
        return f"{self.name}:{game}" if self.per_game else self.name


#: every reader, by name (filled by Reader itself)
READERS: dict[str, Reader[Any]] = {}


def decode(text: str) -> Any:
    """Return the JSON value of ``text``; Refused for text that is not JSON.

    >>> decode('{"a": [1, 2]}')
    {'a': [1, 2]}
    """
    try:
        return json.loads(text)
    except RecursionError:
        raise Refused("nested too deeply to read") from None
    except ValueError as exc:  # JSONDecodeError; also an integer of more digits than Python reads
        raise Refused(f"not JSON ({exc})") from None


def read(store: Store, reader: Reader[T], game: str = "") -> T:
    """Return the value ``reader`` finds under its key (for ``game``), or its default when there
    is none or the value is refused; a refused value is set aside (see :func:`set_aside`).

    Raises ValueError when ``game`` is missing or given where none belongs.
    """
    key = reader.key(game)
    text = store.get(key)
    if text is None:
        return reader.default(game)
    try:
        return reader.parse(decode(text), game)
    except Refused as exc:
        set_aside(store, key, text, exc.notice or reader.notice)
        return reader.default(game)


def set_aside(store: Store, key: str, text: str, notice: str) -> None:
    """Move ``text`` from ``key`` to ``broken:<key>`` and owe the player the notice ``notice``."""
    store.remove(key)  # first: a value that filled the quota then fits again as its copy
    store.set(f"broken:{key}", text)
    store.notices_owed.append(notice)


def take_notice(store: Store, t: Callable[[str], str]) -> str | None:
    """Return the one notice for every value set aside since the last call (each distinct
    message once, ``t`` translating the catalog keys), or None when nothing was set aside."""
    keys = list(dict.fromkeys(store.notices_owed))
    store.notices_owed.clear()
    return " ".join(t(k) for k in keys) or None


# --- checks of one field ---


def fields_of(value: Any, allowed: Collection[str] | None, what: str) -> dict[str, Any]:
    """Return ``value`` if it is an object whose fields are all ``allowed`` (any, when None);
    raises Refused otherwise."""
    if not isinstance(value, dict):
        raise Refused(f"{what} is not an object but {type(value).__name__}")
    unknown = [] if allowed is None else sorted(k for k in value if k not in allowed)
    if unknown:
        raise Refused(f"{what} has unknown fields {unknown!r}")
    return value


def one_of(value: Any, choices: Collection[str], what: str) -> str:
    """Return ``value`` if it is one of the texts ``choices``; raises Refused otherwise."""
    if not isinstance(value, str) or value not in choices:
        raise Refused(f"{what} is not one of {sorted(choices)}: {value!r}")
    return value


def _integer(value: Any, what: str, low: int = -LARGEST) -> int:
    # JSON true/false arrive as bool, a subclass of int; 1.0 and 1e309 arrive as float
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= LARGEST:
        raise Refused(f"{what} is not an integer from {low}: {value!r}")
    return value


def game_options(value: Any, game: str, what: str) -> dict[str, Any]:
    """Return ``value`` if it is options game ``game`` accepts (its declaration of options
    says: every name one of its options, every value one of the option's choices, together
    as the game allows); raises Refused otherwise."""
    from tefuda.games import get_game
    from tefuda.options import BadOption

    options = fields_of(value, None, what)
    try:
        get_game(game).options_type.from_mapping(options)
    except BadOption as exc:
        raise Refused(f"{what} are refused by the game ({exc})") from None
    return options


# --- settings ---


#: fields an earlier version wrote, which today's settings read (see _legacy)
LEGACY_SETTINGS = ("four_colour",)


def _legacy(fields: dict[str, Any]) -> dict[str, Any]:
    """The settings an earlier version wrote, moved onto today's fields: a four-colour deck
    chosen then (``four_colour: true``) stays chosen."""
    if "four_colour" not in fields:
        return fields
    if "suit_colours" in fields:  # no version wrote both
        raise Refused("the settings hold both four_colour and suit_colours")
    four = fields["four_colour"]
    if not isinstance(four, bool):
        raise Refused(f"four_colour is not true or false: {four!r}")
    rest = {k: v for k, v in fields.items() if k != "four_colour"}
    return rest | {"suit_colours": "four" if four else "two"}


def _parse_settings(data: Any, game: str) -> dict[str, Any]:
    fields = _legacy(fields_of(data, (*SETTING_FIELDS, *LEGACY_SETTINGS), "the settings"))
    for name, value in fields.items():
        allowed = setting_choices(SETTING_FIELDS[name])
        # by type as well as value: JSON true equals 1 and 60.0 equals 60 in Python
        if not any(type(value) is type(c) and value == c for c in allowed):
            raise Refused(f"the setting {name} is not one of {[as_text(c) for c in allowed]}: {value!r}")
    return fields


#: the settings the player changed (Settings' fields; the rest stay at their defaults)
SETTINGS: Reader[dict[str, Any]] = Reader(KEY, False, _parse_settings, lambda game: {}, "notice.settings_reset")


def read_settings(store: Store, default_lang: str) -> Settings:
    """Return the saved settings, with defaults (``default_lang`` for the language) where none
    is saved or the saved ones are refused."""
    return dataclasses.replace(Settings(lang=default_lang), **read(store, SETTINGS))


# --- a table's preferences ---


def _pref_fields(game: str) -> Mapping[str, Callable[[Any, str], Any]]:
    """The fields the table of ``game`` keeps in its preferences besides the CPU level and
    the options, with their checks (declared with the table: ``TablePage.pref_fields``)."""
    from web.tables import TABLES, table_class

    if game not in TABLES:
        return {}
    fields: Mapping[str, Callable[[Any, str], Any]] = getattr(table_class(game), "pref_fields", {})
    return fields


def _parse_prefs(data: Any, game: str) -> dict[str, Any]:
    extras = _pref_fields(game)
    prefs = fields_of(data, ("level", "options", *extras), "the table's preferences")
    out: dict[str, Any] = {}
    if "level" in prefs:
        out["level"] = one_of(prefs["level"], CPU_LEVELS, "the CPU level")
    if "options" in prefs:
        out["options"] = game_options(prefs["options"], game, "the remembered options")
    for name, check in extras.items():
        if name in prefs:
            out[name] = check(prefs[name], game)
    return out


#: a table's remembered choices: CPU level, the options of the next game, and its own fields
#: (checked by the game's declaration of options, and by the table's own checks of its fields)
PREFS: Reader[dict[str, Any]] = Reader("prefs", True, _parse_prefs, lambda game: {}, "notice.prefs_reset")


# --- statistics ---


def _empty_stats(game: str) -> dict[str, Any]:
    return {name: 0 for name in STAT_FIELDS} | {"best": None}


def _parse_stats(data: Any, game: str) -> dict[str, Any]:
    fields = fields_of(data, (*STAT_FIELDS, "best"), "the statistics")
    out = _empty_stats(game)
    for name in STAT_FIELDS:
        if name in fields:
            out[name] = _integer(fields[name], f"the count {name}", low=0)
    if out["won"] + out["lost"] + out["drawn"] != out["played"]:
        raise Refused(f"the statistics do not add up: {out!r}")
    if fields.get("best") is not None:
        out["best"] = _integer(fields["best"], "the best result")
    return out


#: a game's statistics: the counts of STAT_FIELDS and ``best`` (None until a result)
STATS: Reader[dict[str, Any]] = Reader("stats", True, _parse_stats, _empty_stats, "notice.stats_reset")


# --- the best results on today's deals ---

#: how many dates of best daily results a game keeps
DAILY_KEEP = 30
#: a date as the site writes it: the player's local calendar day
_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
#: the longest result line the site writes is far shorter
_LINE_MAX = 300


def _date(value: str) -> str:
    if not _DATE.fullmatch(value):
        raise Refused(f"not a date: {value[:40]!r}")
    try:
        datetime.date.fromisoformat(value)
    except ValueError:
        raise Refused(f"not a date: {value!r}") from None
    return value


def _parse_daily(data: Any, game: str) -> dict[str, dict[str, Any]]:
    dates = fields_of(data, None, "the daily results")
    if len(dates) > DAILY_KEEP:
        raise Refused(f"more than {DAILY_KEEP} daily results: {len(dates)}")
    out: dict[str, dict[str, Any]] = {}
    for date, value in dates.items():
        entry = fields_of(value, ("outcome", "score", "line"), f"the daily result of {_date(date)}")
        line = entry.get("line")
        if not isinstance(line, str) or len(line) > _LINE_MAX:
            raise Refused(f"the daily result of {date} has no line to show: {str(line)[:40]!r}")
        out[date] = {
            "outcome": one_of(entry.get("outcome"), OUTCOMES, "the daily outcome"),
            "score": _integer(entry.get("score"), "the daily score"),
            "line": line,
        }
    return dict(sorted(out.items(), reverse=True))


#: a game's best result on each date's deal (web.daily), newest first
DAILY: Reader[dict[str, dict[str, Any]]] = Reader("daily", True, _parse_daily, lambda game: {}, "notice.daily_reset")


# --- the game in progress ---


def _parse_save(data: Any, game: str) -> Match:
    from tefuda.saves import SaveError, from_data

    try:
        return from_data(data, game)
    except SaveError as exc:
        raise Refused(str(exc), f"core.save_{exc.reason}") from None


#: the game in progress, restored by replaying its log (None: there is none)
SAVE: Reader[Match | None] = Reader("save", True, _parse_save, lambda game: None, "core.save_corrupt")
