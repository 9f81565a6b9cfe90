"""One grammar for a game's actions: each action class declares its text form once, and the
text, the parser and the typed look-ups of the legal actions all come from that declaration.

An action is a small frozen dataclass that subclasses :class:`Action` and names its text form
in ``form``: literal words, and ``{field:kind}`` for each field, where ``kind`` names a
vocabulary of the game's :class:`Grammar` (``card``, ``bid``, ``suit`` …).  A field that may be
absent is written last, in brackets, and has the default None::

    @dataclasses.dataclass(frozen=True)
    class Play(Action):
        form = "play {card:card} [{named:suit}]"
        card: str
        named: str | None = None

``str(action)`` is the text form (``"play JK H"``, ``"play 7C"``); :meth:`Grammar.parse` is its
inverse, exact to the letter (single spaces, the vocabulary's words only) and raises
:class:`~tefuda.core.BadActionText` for anything else.  Where the words of a form fit together
only in some ways (500's ``play`` names a suit for the joker alone), the class says so in
``__post_init__`` by raising ValueError, and the text of such a combination is no action.  CPUs, hints and tables read the legal
actions of a view as typed actions with :func:`legal_of`, so no module slices action text.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Collection, Iterable, Mapping, Sequence
from typing import Any, ClassVar, Generic, TypeVar

from tefuda.core import BadActionText

A = TypeVar("A", bound="Action")

_PLACEHOLDER = re.compile(r"^\{([a-z_]+):([a-z_]+)\}$")


@dataclasses.dataclass(frozen=True)
class _Slot:
    """One word of a form: a literal (``field`` None) or a field read from a vocabulary."""

    word: str
    field: str | None = None
    optional: bool = False


class Action:
    """The base of every game's actions.

    Subclasses are frozen dataclasses with a class attribute ``form`` (see the module
    docstring); their grammar is set when the game's :class:`Grammar` is built.
    """

    form: ClassVar[str] = ""
    grammar: ClassVar[Grammar[Any]]
    _slots: ClassVar[tuple[_Slot, ...]] = ()

    def __str__(self) -> str:
        words = []
        for slot in self._slots:
            if slot.field is None:
                words.append(slot.word)
                continue
            value = getattr(self, slot.field)
            if value is not None or not slot.optional:
                words.append(str(value))
        return " ".join(words)


def _slots_of(cls: type[Action]) -> tuple[_Slot, ...]:
    """Return the words of ``cls.form``; raises TypeError for a form that does not name the
    class's fields exactly, or whose optional word is not last."""
    fields = {f.name: f for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
    slots: list[_Slot] = []
    words = cls.form.split(" ")
    for index, word in enumerate(words):
        optional = word.startswith("[") and word.endswith("]")
        if optional:
            word = word[1:-1]
            if index != len(words) - 1:
                raise TypeError(f"{cls.__name__}: only the last word of a form may be optional")
        match = _PLACEHOLDER.match(word)
        if match is None:
            if optional or not word or "{" in word:
                raise TypeError(f"{cls.__name__}: bad word {word!r} in form {cls.form!r}")
            slots.append(_Slot(word))
            continue
        name, kind = match.groups()
        if name not in fields:
            raise TypeError(f"{cls.__name__}: form names {name!r}, which is no field")
        if optional and fields[name].default is not None:
            raise TypeError(f"{cls.__name__}: optional field {name!r} must default to None")
        slots.append(_Slot(kind, name, optional))
    named = {slot.field for slot in slots if slot.field}
    if named != set(fields):
        raise TypeError(f"{cls.__name__}: form {cls.form!r} leaves out {sorted(set(fields) - named)}")
    return tuple(slots)


class Grammar(Generic[A]):
    """The text forms of one game's actions, and their parser.

    ``actions`` are the game's action classes; ``words`` the vocabulary of each field kind the
    forms name.  Building the grammar checks every form (TypeError for a form that does not fit
    its class or names an unknown kind) and ties each class to it (``cls.grammar``).  A game
    names its grammar's type by the union of its actions (``GRAMMAR: Grammar[Action] =
    Grammar(...)``), and what the grammar parses is of that type.

    >>> @dataclasses.dataclass(frozen=True)
    ... class Take(Action):
    ...     form = "take {card:card} [{to:seat}]"
    ...     card: str
    ...     to: str | None = None
    >>> grammar = Grammar("toy", [Take], {"card": ("7C", "KH"), "seat": ("0", "1")})
    >>> grammar.parse("take KH 1"), str(Take("7C"))
    (Take(card='KH', to='1'), 'take 7C')
    >>> grammar.parse("take  KH")
    Traceback (most recent call last):
    ...
    tefuda.core.BadActionText: not a toy action: 'take  KH'
    """

    def __init__(self, game_id: str, actions: Sequence[type[A]],
                 words: Mapping[str, Collection[str]] | None = None) -> None:
        self.game_id = game_id
        self.actions: tuple[type[A], ...] = tuple(actions)
        self.words = {kind: frozenset(vocabulary) for kind, vocabulary in (words or {}).items()}
        # forms by their first word: a text is matched against the few forms it can be
        self._by_verb: dict[str, list[type[A]]] = {}
        self._known: dict[str, A] = {}
        for cls in self.actions:
            cls._slots = _slots_of(cls)
            for slot in cls._slots:
                if slot.field is not None and slot.word not in self.words:
                    raise TypeError(f"{cls.__name__}: unknown word kind {slot.word!r}")
            if cls._slots[0].field is not None:
                raise TypeError(f"{cls.__name__}: a form starts with a literal word")
            cls.grammar = self
            self._by_verb.setdefault(cls._slots[0].word, []).append(cls)

    @property
    def verbs(self) -> frozenset[str]:
        """Return the first words of the game's forms (``{"play", "next"}``)."""
        return frozenset(self._by_verb)

    def parse(self, text: str) -> A:
        """Return the action whose text form is ``text``.

        Raises BadActionText for anything else (wrong spacing, an unknown word, a word outside
        its vocabulary, or a value that is not text).
        """
        known = self._known.get(text) if isinstance(text, str) else None
        if known is not None:
            return known
        if isinstance(text, str):
            words = text.split(" ")
            for cls in self._by_verb.get(words[0], ()):
                action = self._match(cls, words)
                if action is not None:
                    if len(self._known) < 10_000:  # texts come from a finite vocabulary
                        self._known[text] = action
                    return action
        raise BadActionText(f"not a {self.game_id} action: {text!r}")

    def _match(self, cls: type[A], words: list[str]) -> A | None:
        slots = cls._slots
        if not (len(slots) - (1 if slots[-1].optional else 0) <= len(words) <= len(slots)):
            return None
        values: dict[str, Any] = {}
        for slot, word in zip(slots, words, strict=False):
            if slot.field is None:
                if word != slot.word:
                    return None
            elif word in self.words[slot.word]:
                values[slot.field] = word
            else:
                return None
        try:
            return cls(**values)
        except ValueError:  # the class refuses this combination of words (see the module)
            return None

    def parse_all(self, texts: Iterable[str]) -> list[A]:
        """Return the actions of ``texts``, in order; raises BadActionText at the first text
        that is no action."""
        return [self.parse(text) for text in texts]

    def legal(self, view: Mapping[str, Any]) -> list[A]:
        """Return every legal action of ``view`` (its ``legal`` texts, in their order), typed.

        Raises BadActionText if a legal text is no action of this game (a view of another game).
        """
        return self.parse_all(view["legal"])


def legal_of(view: Mapping[str, Any], *kinds: type[A]) -> list[A]:
    """Return the legal actions of ``view`` (its ``legal`` texts, in their order) that are of
    one of ``kinds``, as typed actions.

    Raises BadActionText if a legal text is no action of the kinds' game (a view of another
    game), and TypeError when no kind is given.

    >>> @dataclasses.dataclass(frozen=True)
    ... class Hold(Action):
    ...     form = "hold"
    >>> @dataclasses.dataclass(frozen=True)
    ... class Drop(Action):
    ...     form = "drop {card:card}"
    ...     card: str
    >>> _ = Grammar("toy", [Hold, Drop], {"card": ("7C", "KH")})
    >>> legal_of({"legal": ["hold", "drop 7C", "drop KH"]}, Drop)
    [Drop(card='7C'), Drop(card='KH')]
    """
    if not kinds:
        raise TypeError("legal_of needs at least one action kind")
    grammar = kinds[0].grammar
    return [a for a in grammar.parse_all(view["legal"]) if isinstance(a, kinds)]
