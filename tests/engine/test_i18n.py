"""The message catalogs: complete in both languages, and covering every refusal the engine raises.

Games are being added while this test exists, so it finds catalogs and engine files on disk:
every ``py/tefuda/i18n/catalog_*.py`` and ``py/tefuda/i18n/<game>/*.py``, and every
``py/tefuda/**/*.py``.  A game's files are in its packages ``games/<game>/`` and ``cpu/<game>/``
(the game id with underscores); a file under ``games/`` or ``cpu/`` in no registered game's
package fails the test, so a new game cannot slip past it.
"""

from __future__ import annotations

import ast
import importlib
import re
import string
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from unittest import mock

import pytest

from tefuda import i18n
from tefuda.core import IllegalAction
from tefuda.registry import GAMES

ENGINE = Path(__file__).resolve().parents[2] / "py" / "tefuda"
CATALOG_DIR = ENGINE / "i18n"

#: engine files outside games/ and cpu/ may raise only core reasons
GAME_DIRS = ("games", "cpu")


def catalog_modules() -> list[str]:
    """Return the catalog modules: the registered ones and every catalog file on disk."""
    files = [*CATALOG_DIR.glob("catalog_*.py"), *CATALOG_DIR.glob("*/*.py")]
    on_disk = [
        "tefuda." + ".".join(p.relative_to(ENGINE).with_suffix("").parts)
        for p in sorted(files)
        if p.stem != "__init__"
    ]
    return sorted(set(on_disk) | {m for m in i18n.CATALOG_MODULES if importable(m)})


def importable(name: str) -> bool:
    try:
        importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:
            raise
        return False
    return True


def all_entries() -> Iterator[tuple[str, str, Any]]:
    """Yield (module, key, texts) for every entry of every catalog."""
    for name in catalog_modules():
        for key, texts in importlib.import_module(name).MESSAGES.items():
            yield name, key, texts


def placeholders(text: str) -> set[str]:
    """Return the names of the ``str.format`` fields in ``text``."""
    names = set()
    for _, field, _, _ in string.Formatter().parse(text):
        if field is not None:
            names.add(field.split(".")[0].split("[")[0])
    return names


def game_of(path: Path) -> str | None:
    """Return the game id an engine file belongs to, or None for shared engine code.

    Raises AssertionError for a file under games/ or cpu/ outside a registered game's package.
    """
    parts = path.relative_to(ENGINE).parts
    if parts[0] not in GAME_DIRS or parts[-1] == "__init__.py" and len(parts) == 2:
        return None
    game_id = parts[1].removesuffix(".py").replace("_", "-")
    assert len(parts) > 2 and game_id in GAMES, f"{path}: in no registered game's package"
    return game_id


def illegal_action_calls(path: Path) -> Iterator[tuple[int, ast.Call]]:
    """Yield (line, call) for every ``IllegalAction(...)`` call in an engine file."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
            if name == "IllegalAction":
                yield node.lineno, node


def engine_files() -> list[Path]:
    return sorted(p for p in ENGINE.rglob("*.py") if "__pycache__" not in p.parts)


# --- the catalogs -----------------------------------------------------------------------------


def test_catalogs_are_found() -> None:
    names = catalog_modules()
    assert "tefuda.i18n.catalog_core" in names
    keys = {key for _, key, _ in all_entries()}
    assert {"core.not_your_turn", "core.game_over", "core.save_corrupt"} <= keys


def test_every_entry_has_en_and_ja_text() -> None:
    for module, key, texts in all_entries():
        assert isinstance(key, str) and "." in key, f"{module}: key {key!r} has no domain"
        assert isinstance(texts, dict), f"{module}: {key} is not a dict"
        assert set(texts) == {"en", "ja"}, f"{module}: {key} has languages {sorted(texts)}"
        for lang in ("en", "ja"):
            text = texts[lang]
            assert isinstance(text, str) and text.strip(), f"{module}: {key} {lang} is empty"
            assert text == text.strip(), f"{module}: {key} {lang} has spaces around it"


def test_placeholders_match_between_languages() -> None:
    for module, key, texts in all_entries():
        assert placeholders(texts["en"]) == placeholders(texts["ja"]), (
            f"{module}: {key} en has {placeholders(texts['en'])}, "
            f"ja has {placeholders(texts['ja'])}"
        )


#: a figure and the per cent sign after it, or ± and the figure after it, with the white space
#: between them (none, or some); a line may break at any of it but U+00A0 and U+202F
PER_CENT = re.compile(r"\d(\s*)%")
PLUS_MINUS = re.compile(r"±(\s*)\d")


def test_a_figure_and_its_per_cent_sign_are_joined_by_a_narrow_no_break_space() -> None:
    """Every catalog text that writes a percentage (a hint's "made 62 % of the time", the
    review's costs), its fields filled with figures, joins the figure to "%", and "±" to its
    figure, by U+202F in both languages: a narrow phone never ends a line before the sign, and
    the two languages write it alike."""
    seen = 0
    for module, key, texts in all_entries():
        for lang in ("en", "ja"):
            written = texts[lang].format(**dict.fromkeys(placeholders(texts[lang]), 42))
            for pattern in (PER_CENT, PLUS_MINUS):
                for gap in pattern.findall(written):
                    assert gap == "\u202f", f"{module}: {key} {lang} writes {written!r}"
                    seen += 1
    assert seen >= 20  # the hints of 500 and 51, the review's costs and errors


def test_no_key_is_defined_twice() -> None:
    seen: dict[str, str] = {}
    for module, key, _ in all_entries():
        assert key not in seen, f"{key} is in {seen.get(key)} and {module}"
        seen[key] = module


def test_no_catalog_writes_a_key_twice_in_one_dict() -> None:
    # a dict literal keeps the last of two equal keys without a word, so the first text is lost
    # (and the check above, which sees only what the module ended with, cannot tell)
    files = sorted((ENGINE / "i18n").rglob("*.py"))
    written = 0
    for path in files:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Dict):
                keys = [k.value for k in node.keys
                        if isinstance(k, ast.Constant) and isinstance(k.value, str)]
                written += len(keys)
                twice = {k for k in keys if keys.count(k) > 1}
                assert not twice, f"{path.relative_to(ENGINE)} writes {sorted(twice)} twice"
    assert len(files) >= 5 and written >= 500


def test_save_notices_exist_for_every_reason() -> None:
    from tefuda.saves import REASONS

    for reason in REASONS:
        for lang in ("en", "ja"):
            assert i18n.t(lang, f"core.save_{reason}").strip()


# --- every refusal the engine raises has a text -----------------------------------------------


def test_game_files_are_claimed_by_their_package() -> None:
    assert game_of(ENGINE / "games" / "fifty_one" / "state.py") == "fifty-one"
    assert game_of(ENGINE / "games" / "gin_rummy" / "rules.py") == "gin-rummy"
    assert game_of(ENGINE / "cpu" / "kakehiki" / "__init__.py") == "kakehiki"
    assert game_of(ENGINE / "core.py") is None
    assert game_of(ENGINE / "games" / "__init__.py") is None
    for stray in (ENGINE / "games" / "poker" / "rules.py", ENGINE / "cpu" / "kakehiki.py"):
        with pytest.raises(AssertionError, match="no registered game"):
            game_of(stray)


def test_every_illegal_action_reason_has_a_catalog_entry() -> None:
    messages = i18n.messages()
    found = 0
    for path in engine_files():
        game_id = game_of(path)
        for line, call in illegal_action_calls(path):
            where = f"{path.relative_to(ENGINE)}:{line}"
            assert call.args, f"{where}: IllegalAction without a reason"
            reason_node = call.args[0]
            assert isinstance(reason_node, ast.Constant) and isinstance(reason_node.value, str), (
                f"{where}: the reason must be a string literal"
            )
            reason = reason_node.value
            keys = [f"{game_id}.{reason}"] if game_id else []
            keys.append(f"core.{reason}")
            key = next((k for k in keys if k in messages), None)
            assert key is not None, f"{where}: no catalog entry {' or '.join(keys)}"
            # the call passes every placeholder its text needs (unless it passes **params)
            if not any(kw.arg is None for kw in call.keywords):
                given_names = {kw.arg for kw in call.keywords}
                needed = placeholders(messages[key]["en"])
                assert needed <= given_names, (
                    f"{where}: {key} needs {sorted(needed)}, the call gives {sorted(given_names)}"
                )
            found += 1
    assert found >= 2  # core.py raises game_over and not_your_turn


def test_the_scan_sees_a_literal_reason(tmp_path: Path) -> None:
    source = 'raise IllegalAction("draw_first", card=c)\nraise core.IllegalAction("x")\n'
    path = tmp_path / "probe.py"
    path.write_text(source, encoding="utf-8")
    calls = list(illegal_action_calls(path))
    assert [(line, c.args[0].value) for line, c in calls] == [(1, "draw_first"), (2, "x")]


# --- translation ------------------------------------------------------------------------------

TEST_MESSAGES = {
    "core.not_your_turn": {"en": "It is not your turn.", "ja": "まだあなたの番ではありません。"},
    "core.game_over": {"en": "Core over.", "ja": "終わり。"},
    "probe.game_over": {"en": "Probe over.", "ja": "プローブ終わり。"},
    "probe.card_shown": {
        "en": "Card {card}, cards {cards}, n {n}",
        "ja": "札 {card} / {cards} / {n}",
    },
    "probe.only_en": {"en": "English only", "ja": ""},
}


def test_card_params_display_with_suit_symbols() -> None:
    with mock.patch.object(i18n, "_lookup", TEST_MESSAGES.get):
        assert i18n.t("en", "probe.card_shown", card="TD", cards=["AS", "7C"], n=3) == (
            "Card 10♦, cards A♠ 7♣, n 3"
        )
        assert i18n.t("ja", "probe.card_shown", card="JK", cards=("KH",), n="7") == (
            "札 🃏 / K♥ / 7"
        )
        # strings that are not cards, and lists that are not all cards, stay as they are
        assert i18n.t("en", "probe.card_shown", card="7", cards=["AS", "x"], n="AS AS") == (
            "Card 7, cards ['AS', 'x'], n AS AS"
        )


def test_reason_lookup_prefers_the_game_then_core() -> None:
    with mock.patch.object(i18n, "_lookup", TEST_MESSAGES.get):
        params = {"card": "AS", "cards": [], "n": 1}
        assert i18n.reason_text("en", "probe", "card_shown", params) == "Card A♠, cards [], n 1"
        assert i18n.reason_text("en", "probe", "game_over", {}) == "Probe over."
        assert i18n.reason_text("en", "other", "game_over", {}) == "Core over."
        assert (
            i18n.reason_text("ja", "probe", "not_your_turn", {})
            == TEST_MESSAGES["core.not_your_turn"]["ja"]
        )
        with pytest.raises(KeyError):
            i18n.reason_text("en", "probe", "no_such_reason", {})
        with pytest.raises(KeyError):
            i18n.reason_text("en", "probe", "card_shown", {"card": "AS"})  # params missing
        # an empty translation falls back to English rather than showing nothing
        assert i18n.t("ja", "probe.only_en") == "English only"
        assert i18n.t("fr", "core.not_your_turn") == "It is not your turn."


def test_real_core_refusals_translate() -> None:
    for reason in ("not_your_turn", "game_over", "not_a_legal_action"):
        exc = IllegalAction(reason)
        for lang in ("en", "ja"):
            assert i18n.reason_text(lang, "no-game", exc.reason, exc.params).strip()


def test_each_key_of_a_games_catalogs_names_the_game_so_its_first_message_loads_them() -> None:
    for game, names in i18n.GAME_CATALOGS.items():
        for name in names:
            if importable(name):
                keys = importlib.import_module(name).MESSAGES
                assert {i18n.game_of_key(k) for k in keys} == {game}, name
    shared = {n for v in i18n.SHARED_CATALOGS.values() for n in v}
    assert set(i18n.CATALOG_MODULES) == {*i18n.BOOT_CATALOGS, *shared,
                                         *(n for v in i18n.GAME_CATALOGS.values() for n in v)}
    for domain, names in i18n.SHARED_CATALOGS.items():
        for name in names:
            keys = importlib.import_module(name).MESSAGES
            assert {k.split(".")[0] for k in keys} == {domain}, name
            assert {i18n.game_of_key(k) for k in keys} == {None}, name


def test_a_game_catalog_loads_with_the_games_first_message() -> None:
    # a fresh interpreter: no message has been asked for yet
    code = (
        "import sys; from tefuda import i18n; i18n.t('en', 'table.you');"
        "assert 'tefuda.i18n.gin_rummy.game' not in sys.modules;"
        "assert i18n.t('en', 'gin-rummy.event.pass', who='CPU', cards=[]);"
        "assert 'tefuda.i18n.gin_rummy.game' in sys.modules and 'tefuda.i18n.kakehiki.game' not in sys.modules;"
        "assert i18n.has('ui.kakehiki.game') and not i18n.has('ui.kakehiki.nothing');"
        "assert 'tefuda.i18n.catalog_review' not in sys.modules;"
        "assert i18n.t('en', 'review.open') and 'tefuda.i18n.catalog_review' in sys.modules"
    )
    import subprocess
    import sys

    subprocess.run([sys.executable, "-c", code], check=True, env={"PYTHONPATH": str(ENGINE.parent)})
