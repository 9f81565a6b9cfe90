"""No module reads or writes action text by hand: the text form and its parser come from each
game's grammar (``games/<game>/actions.py``, :mod:`tefuda.actions`), and everything else works
with typed actions (``GRAMMAR.legal(view)``, ``legal_of``, ``str(action)``, ``parse_action``).

The scan looks at the source of ``py/`` and ``benchmarks/`` for what slicing action text looks
like: a prefix test or split on ``"<verb> "`` (``text.startswith("knock ")``), a split on the
grammar's single space (``action.split(" ")``, ``partition(" ")``), a slice compared with a
verb (``text[:5] == "play "``), and an action text formatted by hand (``f"discard {card}"``:
an f-string that starts with a verb and whose other words are words of the forms too, so
``f"discard {count} cards"`` in a position's description is no action).  The verbs and the
words are those of every game's grammar.
"""

from __future__ import annotations

import ast
import importlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from tefuda.actions import Grammar
from tefuda.registry import GAMES

ROOT = Path(__file__).resolve().parents[2]
#: where the text forms are declared and parsed: the grammar and each game's actions module
GRAMMAR_MODULES = {"py/tefuda/actions.py"} | {
    f"py/{entry.rules.replace('.', '/')}/actions.py" for entry in GAMES.values() if entry.rules
}
#: left alone for good: the arena's frozen baselines are copies of CPUs as they once were, kept
#: unchanged so that the arena measures against the same opponent
FROZEN = ("py/tefuda/arena/baselines/",)
#: the methods that read a prefix, suffix or piece of a string
_PIECE_METHODS = {"startswith", "endswith", "removeprefix", "removesuffix", "partition",
                  "rpartition", "split", "rsplit", "index", "find"}
_SPLIT_METHODS = {"split", "rsplit", "partition", "rpartition"}


def _grammars() -> Iterator[Grammar[Any]]:
    for entry in GAMES.values():
        if entry.rules:
            grammar = importlib.import_module(f"{entry.rules}.actions").GRAMMAR
            assert isinstance(grammar, Grammar)
            yield grammar


def verbs() -> frozenset[str]:
    """Return the first words of every game's action forms."""
    return frozenset(verb for grammar in _grammars() for verb in grammar.verbs)


def form_words() -> frozenset[str]:
    """Return the literal words of every game's action forms (``swap``, ``all``, ``stock`` …)."""
    return frozenset(
        word
        for grammar in _grammars()
        for cls in grammar.actions
        for word in cls.form.split(" ")
        if "{" not in word
    )


def _head(node: ast.expr) -> str | None:
    """Return the literal text a string constant or an f-string starts with, or None."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr) and node.values:
        first = node.values[0]
        if isinstance(first, ast.Constant) and isinstance(first.value, str):
            return first.value
    return None


def slicing(
    source: str, words: frozenset[str], literals: frozenset[str] = frozenset()
) -> Iterator[tuple[int, str]]:
    """Yield (line, what) for each place in ``source`` that reads or writes action text by
    hand, for actions whose forms start with one of ``words`` and whose other literal words
    are among ``literals``."""

    def names_verb(node: ast.expr) -> bool:
        head = _head(node)
        return head is not None and any(head.startswith(f"{word} ") for word in words)

    def formats_action(node: ast.JoinedStr) -> bool:
        # the verb, then only placeholders and words of the forms, a space apart
        known = words | literals | {""}
        parts = [str(v.value) for v in node.values if isinstance(v, ast.Constant)]
        return names_verb(node) and len(node.values) > 1 and all(
            word in known for part in parts for word in part.split(" ")
        )

    told: set[ast.expr] = set()  # a verb's text already reported as a method's argument
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.args:
            method, first = node.func.attr, node.args[0]
            if method in _PIECE_METHODS and names_verb(first):
                told.add(first)
                found.append((node.lineno, f"{method}({ast.unparse(first)})"))
            elif method in _SPLIT_METHODS and isinstance(first, ast.Constant) and first.value == " ":
                found.append((node.lineno, f"{method}(' ')"))
        elif isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            if any(isinstance(s, ast.Subscript) and isinstance(s.slice, ast.Slice) for s in sides) \
                    and any(names_verb(s) for s in sides):
                told.update(sides)
                found.append((node.lineno, f"a slice compared: {ast.unparse(node)}"))
        elif isinstance(node, ast.JoinedStr) and node not in told and formats_action(node):
            found.append((node.lineno, f"an action text formatted by hand: {ast.unparse(node)}"))
    yield from sorted(found)


def _sources() -> Iterator[tuple[str, str]]:
    for folder in ("py", "benchmarks"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            name = path.relative_to(ROOT).as_posix()
            if name in GRAMMAR_MODULES or name.startswith(FROZEN):
                continue
            yield name, path.read_text(encoding="utf-8")


def test_the_verbs_and_words_come_from_every_grammar() -> None:
    assert {"play", "swap", "bid", "discard", "knock", "draw", "next"} <= verbs()
    assert {"all", "stock", "discard"} <= form_words()
    assert len(GRAMMAR_MODULES) == 1 + sum(1 for e in GAMES.values() if e.rules)
    for name in GRAMMAR_MODULES:
        assert (ROOT / name).is_file(), name


def test_no_module_slices_action_text() -> None:
    words, literals = verbs(), form_words()
    found = [
        f"{name}:{line}: {what}"
        for name, source in _sources()
        for line, what in slicing(source, words, literals)
    ]
    assert not found, (
        "action text read or written by hand (use the game's grammar: GRAMMAR.legal(view), "
        "legal_of(view, Kind), the action's fields, str(action)):\n" + "\n".join(found)
    )


KNOCK_PLAY_DISCARD = frozenset({"knock", "play", "discard"})


def test_the_scan_finds_each_way_of_slicing() -> None:
    source = """
def cpu(view, card):
    knocks = {t[6:] for t in view["legal"] if t.startswith("knock ")}
    verb, _, rest = view["hint"].partition(" ")
    joker = [a for a in view["legal"] if a.startswith(f"play {card} ")]
    if view["legal"][0][:5] == "play ":
        pass
    return f"discard {card}", view["legal"][0].split(" ")[1], f"play {card} {rest}"
"""
    found = list(slicing(source, KNOCK_PLAY_DISCARD))
    assert [line for line, _ in found] == [3, 4, 5, 6, 8, 8, 8], found


def test_the_scan_leaves_other_text_alone() -> None:
    source = """
def fine(text, stock, action):
    rest = stock[5:]
    words = text.split()
    label = f"played {action.card}"
    key = f"play-{action.card}"
    line = f"discard {len(stock)} cards"
    return str(action), text == "pass", text.startswith("stage:"), rest, words, label, key, line
"""
    assert list(slicing(source, KNOCK_PLAY_DISCARD | {"pass"})) == []
