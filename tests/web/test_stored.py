"""Every stored value is untrusted: each registered reader against the same corpus of junk.

The good values come from the site's own writers (settings saved, a table's choices changed, a
game recorded, moves played), so a reader is also held to accept whatever its writer writes.
The junk is generic (truncated JSON, null, numbers, huge and deep texts) and derived from each
good value (every field given each wrong type, an unknown field, an unknown format, another
game's value).  A reader registered later is fed the same corpus: it needs a writer below.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.web.fake_context import FakeContext
from web import stored
from web.daily import record_daily
from web.settings import Settings, save_settings
from web.stats import record_result
from web.storage import MemoryBackend, Store
from web.stored import READERS, Reader, Refused, decode, read, take_notice
from web.table import TablePage
from web.tables import TABLES, table_class

GAMES = tuple(TABLES)
WEB = Path(__file__).resolve().parents[2] / "py" / "web"

# --- good values, written by the site itself ---


def _table(game: str, ctx: FakeContext | None = None) -> TablePage[Any, Any]:
    table = table_class(game).open(ctx or FakeContext())
    assert isinstance(table, TablePage)
    return table


#: choices made in each table's menu before its preferences are taken (besides the CPU level)
MENU_CHOICES: dict[str, list[tuple[str, str]]] = {
    "fifty-one": [("preset", "custom"), ("first_turn", "any-but-pass"), ("bonus", "true"), ("seats", "3")],
    "kakehiki": [("match_length", "3")],
    "gin-rummy": [("target", "50")],
    "five-hundred": [("level", "apart"), ("level:partner", "easy"), ("misere_any_time", "true"),
                     ("open_misere_value", "500")],
}


def written_settings(game: str) -> str:
    store = Store(MemoryBackend(), "tefuda")
    chosen = Settings(lang="ja", cpu_speed="fast", animations="off", card_size="large", suit_colours="safe",
                      theme="dark", hand="left", sound=True, volume=30)
    save_settings(store, chosen)
    return _text(store, "settings")


def written_prefs(game: str) -> str:
    table = _table(game)
    table.change("level", "hard")
    for name, value in MENU_CHOICES.get(game, []):
        table.change(name, value)
    return _text(table.ctx.store, f"prefs:{game}")


def written_stats(game: str) -> str:
    store = Store(MemoryBackend(), "tefuda")
    record_result(store, game, "won", 12)
    record_result(store, game, "lost", 7)
    return _text(store, f"stats:{game}")


def written_daily(game: str) -> str:
    store = Store(MemoryBackend(), "tefuda")
    record_daily(store, game, "2026-11-30", "lost", 1, "lost 1–2 in 3 games")
    record_daily(store, game, "2026-12-01", "won", 2, "won 2–1 in 3 games")
    return _text(store, f"daily:{game}")


def written_save(game: str) -> str:
    table = _table(game)
    for _ in range(6):  # the first legal action of whoever is to act: you and the CPUs
        match = table.match
        seats = match.game.to_act(match.state)
        if not seats:
            break
        assert table.act(str(match.game.legal_actions(match.state, seats[0])[0]), seats[0])
    assert len(table.match.log) >= 2
    return _text(table.ctx.store, f"save:{game}")


def _text(store: Store, key: str) -> str:
    text = store.get(key)
    assert text is not None, key
    return text


#: reader name → its writer: the text the site stores under the reader's key for a game
WRITERS: dict[str, Callable[[str], str]] = {
    "settings": written_settings,
    "prefs": written_prefs,
    "stats": written_stats,
    "save": written_save,
    "daily": written_daily,
}
#: readers whose values have the same shape for every game (another game's is not wrong)
SAME_FOR_EVERY_GAME = {"stats", "daily"}
#: fields where null is a value the writer writes
NULLABLE = {("stats", ("best",))}
#: objects whose unknown fields are ignored by design (saves.py: a later format-1 writer may add some)
OPEN_OBJECTS = {("save", ())}

# --- junk ---

HUGE = "x" * 200_000
GENERIC_JUNK = [
    "",
    " ",
    "{",
    '{"lang": "ja", "cpu_speed": ',
    "not json",
    "null",
    "[]",
    "[{}]",
    "{}x",
    "true",
    "false",
    "0",
    "-1",
    "1.5",
    "1e309",
    "-1e309",
    "NaN",
    "Infinity",
    "9" * 5000,  # more digits than Python turns into an int
    json.dumps(HUGE),
    HUGE,
    "[" * 100_000 + "]" * 100_000,
    '{"a": ' * 50_000 + "1" + "}" * 50_000,
    '"\\ud800"',
    '{"__proto__": {"lang": "ja"}}',
    '{"format": 999}',
]
INF = 1e400  # json.dumps writes it as Infinity; INF_TEXT is how another writer spells it
INF_TEXT = "1e309"


def wrong_values(value: Any) -> list[Any]:
    """Values of every other JSON type than ``value``'s (and ints that are not ints)."""
    if isinstance(value, bool):
        return [1, 0, "true", None, [], {}]
    if isinstance(value, int):
        return [str(value), True, False, float(value), 1.5, INF, [], {}, None]
    if isinstance(value, str):
        return [1, True, [], {}, None, HUGE]
    if isinstance(value, list):
        return [{}, "x", 1, True, None]
    if isinstance(value, dict):
        return [[], "x", 1, False, None]
    assert value is None
    return [1, "x", {}, True]


def mutations(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[tuple[Any, ...], str, Any]]:
    """Yield (path, what, the whole value changed there) for every field at every depth."""
    for wrong in wrong_values(value):
        yield path, f"{type(wrong).__name__} {str(wrong)[:12]!r}", wrong
    if isinstance(value, dict):
        yield path, "an unknown field", {**value, "zzz_unknown": 1}
        for k, v in value.items():
            for sub, what, changed in mutations(v, (*path, k)):
                yield sub, what, {**value, k: changed}
    elif isinstance(value, list):
        for i, v in enumerate(value):
            for sub, what, changed in mutations(v, (*path, i)):
                yield sub, what, [*value[:i], changed, *value[i + 1 :]]


def junk(reader: Reader[Any], game: str) -> Iterator[tuple[str, str]]:
    """Yield (what, text) for every bad value of ``reader`` for ``game``."""
    for text in GENERIC_JUNK:
        yield f"generic {text[:30]!r}", text
    good_text = WRITERS[reader.name](game)
    good = json.loads(good_text)
    for cut in (1, len(good_text) // 2, len(good_text) - 1):
        yield f"truncated at {cut}", good_text[:cut]
    for path, what, changed in mutations(good):
        if (reader.name, path) in NULLABLE and "NoneType" in what:
            continue
        if (reader.name, path) in OPEN_OBJECTS and what == "an unknown field":
            continue
        yield f"{what} at {path}", json.dumps(changed).replace("Infinity", INF_TEXT)
    if isinstance(good, dict):
        for version in (0, 2, 999, "1", None):
            yield f"format {version!r}", json.dumps({**good, "format": version})
    if reader.per_game and reader.name not in SAME_FOR_EVERY_GAME:
        for other in GAMES:
            if other != game:
                yield f"the value of {other}", WRITERS[reader.name](other)


def games_of(reader: Reader[Any]) -> tuple[str, ...]:
    return GAMES if reader.per_game else ("",)


CASES = [(name, game) for name, reader in READERS.items() for game in games_of(reader)]


def test_every_registered_reader_has_a_writer_here() -> None:
    assert set(READERS) == set(WRITERS) and READERS["save"] is stored.SAVE
    assert {r.key(g) for name, r in READERS.items() for g in games_of(r)} >= {"settings", "save:kakehiki"}


@pytest.mark.parametrize(("name", "game"), CASES)
def test_a_reader_accepts_what_its_writer_writes(name: str, game: str) -> None:
    reader = READERS[name]
    text = WRITERS[name](game)
    store = Store(MemoryBackend({f"tefuda:{reader.key(game)}": text}), "tefuda")
    value = read(store, reader, game)
    assert value != reader.default(game) and store.notices_owed == []
    assert store.get(reader.key(game)) == text and store.get(f"broken:{reader.key(game)}") is None


@pytest.mark.parametrize(("name", "game"), CASES)
def test_every_reader_refuses_the_whole_corpus_of_junk(name: str, game: str) -> None:
    reader = READERS[name]
    key = reader.key(game)
    cases = list(junk(reader, game))
    assert len(cases) > 60
    for what, text in cases:
        with pytest.raises(Refused):
            reader.parse(decode(text), game)  # the reader's own error, nothing else
        backend = MemoryBackend({f"tefuda:{key}": text, "tefuda:other": "kept"})
        store = Store(backend, "tefuda")
        assert read(store, reader, game) == reader.default(game), what
        assert backend.data == {f"tefuda:broken:{key}": text, "tefuda:other": "kept"}, what
        assert len(store.notices_owed) == 1, what
        assert read(store, reader, game) == reader.default(game) and len(store.notices_owed) == 1, what


def test_the_save_reader_tells_why_and_other_readers_their_own_notice() -> None:
    store = Store(MemoryBackend({"tefuda:save:kakehiki": WRITERS["save"]("gin-rummy")}), "tefuda")
    assert read(store, stored.SAVE, "kakehiki") is None
    assert store.notices_owed == ["core.save_wrong_game"]
    store = Store(MemoryBackend({"tefuda:save:kakehiki": "{"}), "tefuda")
    read(store, stored.SAVE, "kakehiki")
    assert store.notices_owed == ["core.save_corrupt"]
    for reader in (stored.SETTINGS, stored.PREFS, stored.STATS):
        game = games_of(reader)[0]
        store = Store(MemoryBackend({f"tefuda:{reader.key(game)}": "[]"}), "tefuda")
        read(store, reader, game)
        assert store.notices_owed == [reader.notice]


def test_values_set_aside_together_make_one_notice_of_each_message_once() -> None:
    ctx = FakeContext(lang="en")
    ctx.store.notices_owed += ["notice.settings_reset", "core.save_corrupt", "notice.settings_reset"]
    text = take_notice(ctx.store, ctx.t)
    assert text == f"{ctx.t('notice.settings_reset')} {ctx.t('core.save_corrupt')}"
    assert take_notice(ctx.store, ctx.t) is None


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(
    "text",
    ['{"options": []}', '{"options": {"target": "x", "seats": [], "match_length": {}}}', "[]", "1e309",
     '{"level": ["hard"]}', '{"hand_level": {"hand": 3}}', '{"custom": {"bonus": "yes"}}'],
)
def test_a_table_with_junk_under_every_key_opens_with_defaults_and_one_notice(game: str, text: str) -> None:
    ctx = FakeContext()
    for reader in READERS.values():
        ctx.backend.data[f"tefuda:{reader.key(game if reader.per_game else '')}"] = text
    table = _table(game, ctx)
    assert table.prefs["level"] == table.default_level and table.match.log == ()
    assert "<section" in table.render() and len(ctx.notices) == 1
    assert ctx.backend.data[f"tefuda:broken:prefs:{game}"] == text
    assert ctx.backend.data[f"tefuda:broken:save:{game}"] == text
    assert json.loads(ctx.backend.data[f"tefuda:save:{game}"])["game"] == game  # a fresh game, saved


def test_a_reader_is_registered_once_and_keys_fit_it() -> None:
    with pytest.raises(ValueError, match="exists already"):
        Reader("stats", True, lambda data, game: data, lambda game: None, "notice.stats_reset")
    with pytest.raises(ValueError, match="needs"):
        stored.SAVE.key()
    with pytest.raises(ValueError, match="takes no"):
        stored.SETTINGS.key("kakehiki")


def test_nothing_in_the_site_reads_storage_but_through_a_reader() -> None:
    sources = {p.relative_to(WEB).as_posix(): p.read_text() for p in WEB.rglob("*.py")}
    readers = [path for path, text in sources.items() if re.search(r"store\.get\(|\.getItem\(", text)]
    assert sorted(readers) == ["app.py", "storage.py", "stored.py"]
    assert re.findall(r"store\.get\(", sources["stored.py"]) == ["store.get("]  # in read()
    # app.py only checks that localStorage can be read at all; the value is not used
    assert re.findall(r"\S*\.getItem\([^)]*\)", sources["app.py"]) == ['storage.getItem("tefuda:probe")']
    assert "store.get(" not in sources["storage.py"]
