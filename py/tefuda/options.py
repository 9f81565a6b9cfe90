"""One declaration of a game's options, and everything that derives from it.

A game's options are a frozen dataclass that subclasses :class:`Options`; each field is
declared with :func:`flag` or :func:`choice` (its type, its choices, its default).  The label of
an option, and of each of its choices, is a catalog key made from the game id and the name
(``<game>.option.<name>`` and ``<game>.option.<name>.<value>``), with its text in both
languages in the game's catalog.  From that one declaration come:

- :meth:`Options.from_mapping` / :meth:`Options.normalize`: untrusted data (a save, a stored
  preference, the setup form) to complete options, refusing an unknown name or a bad value
  with :class:`BadOption`;
- :meth:`Options.accepted`: what can be kept of untrusted options, and the refusals of the rest
  (a table tells them to the player and goes on with what it kept);
- :meth:`Options.from_query` / :meth:`Options.to_query`: the URL query (texts) and back;
- :meth:`Options.specs`: what a setup form shows, in order, with the choices and their labels
  (:meth:`OptionSpec.to_text` / :meth:`OptionSpec.from_text` are a control's values);
- :meth:`Options.merged`: setups laid over one another (the remembered one, the URL's), an
  option dropped where the others no longer leave it free.

An option that is free only while another has one value (51's switches, free under the
"custom" preset) says so with ``requires=(name, value)``; a game with a rule that ties options
together (a preset fixing the switches) adds it in :meth:`Options.settle`.

A choice whose words are not its own (a number: a game's seats, rounds, target) may have no
label of its own; the table then tells it with ``<game>.option.<name>.choice``, whose text
gets the value under the option's name and, shown as in the URL, under its query word
(``{seats} (you + {cpus} CPU)``).

>>> @dataclasses.dataclass(frozen=True)
... class ToyOptions(Options):
...     game_id = "toy"
...     fast: bool = flag(False)
...     target: int = choice(100, (10, 50, 100))
>>> ToyOptions.normalize({"target": 50})
{'fast': False, 'target': 50}
>>> ToyOptions.from_query({"fast": "on", "target": "7"}.get)
({'fast': True}, [BadOption('target', 7, 'bad_value')])
>>> ToyOptions.to_query({"fast": True, "target": 100})
{'fast': 'true', 'target': '100'}
>>> ToyOptions.accepted({"fast": True, "target": 7, "colour": "red"})
({'fast': True}, [BadOption('colour', 'red', 'unknown'), BadOption('target', 7, 'bad_value')])
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from typing import Any, ClassVar, Literal, TypeVar, cast

OptionsT = TypeVar("OptionsT", bound="Options")

Value = bool | int | str
Kind = Literal["flag", "choice"]

#: the words a URL query or a form may use for a flag
FLAG_WORDS: dict[str, bool] = {
    "true": True, "1": True, "on": True, "yes": True,
    "false": False, "0": False, "off": False, "no": False,
}


class BadOption(ValueError):
    """An option the game refuses: ``reason`` is ``"unknown"`` (no such option),
    ``"bad_value"`` (not one of its choices), ``"not_object"`` (the options are no mapping) or
    ``"fixed"`` (a value another option fixes: ``fixed_by`` is the option and the value
    under which it is free).

    The message, in English, is for logs and developers; the table tells the player in words
    from the catalog (``table.setup.*``) with the option's label (web.table.setup).

    >>> str(BadOption("target", 7, "bad_value", choices=(10, 50)))
    "option 'target' must be one of [10, 50], got 7"
    """

    def __init__(self, option: str, value: Any, reason: str, *, choices: tuple[Value, ...] = (),
                 fixed_by: tuple[str, Value] | None = None) -> None:
        self.option = option
        self.value = value
        self.reason = reason
        self.choices = choices
        self.fixed_by = fixed_by
        if reason == "unknown":
            message = f"unknown option {option!r}"
        elif reason == "not_object":
            message = f"the options must be an object, got {value!r}"
        elif reason == "fixed" and fixed_by is not None:
            message = f"option {option!r} can only be chosen with {fixed_by[0]}={fixed_by[1]!r}, got {value!r}"
        else:
            message = f"option {option!r} must be one of {list(choices)}, got {value!r}"
        super().__init__(message)

    def __repr__(self) -> str:
        return f"BadOption({self.option!r}, {self.value!r}, {self.reason!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, BadOption) and (self.option, self.value, self.reason) == (
            other.option, other.value, other.reason)

    def __hash__(self) -> int:
        return hash((self.option, self.reason))


@dataclasses.dataclass(frozen=True)
class OptionSpec:
    """One declared option: its name, kind, choices (a flag's are ``(False, True)``), default,
    the query word it is read from in a URL (its name unless told), the offset its value is
    shown with there (51 names its seats as the number of CPUs: ``query="cpus", shown=-1``),
    and the option and value it ``requires`` to be free."""

    name: str
    kind: Kind
    choices: tuple[Value, ...]
    default: Value
    query: str
    shown: int = 0
    requires: tuple[str, Value] | None = None

    def label(self, game_id: str) -> str:
        """Return the catalog key of the option's label: ``<game>.option.<name>``."""
        return f"{game_id}.option.{self.name}"

    def choice_label(self, game_id: str, value: Value) -> str:
        """Return the catalog key of one choice's label: ``<game>.option.<name>.<value>``
        (flags are labelled by the option alone)."""
        return f"{game_id}.option.{self.name}.{str(value).lower()}"

    def check(self, value: Any) -> Value:
        """Return ``value`` when it is one of the choices (of the choices' own type: ``1`` is no
        flag, ``"50"`` no number); raises BadOption otherwise."""
        for allowed in self.choices:
            if type(value) is type(allowed) and value == allowed:
                return allowed
        raise BadOption(self.name, value, "bad_value", choices=self.choices)

    def from_text(self, text: str) -> Value:
        """Return the value a form control's ``text`` stands for (a flag's words are
        :data:`FLAG_WORDS`, a number's its digits); raises BadOption when it is none of the
        choices."""
        return self._read(text, 0)

    def to_text(self, value: Value) -> str:
        """Return the text of ``value`` in a form control (the inverse of :meth:`from_text`)."""
        return self._write(value, 0)

    def from_query(self, text: str) -> Value:
        """Return the value the URL query's ``text`` stands for (a number shown with its
        offset: 51's ``cpus=3`` is 4 seats); raises BadOption when it is none of the choices."""
        return self._read(text, self.shown)

    def to_query(self, value: Value) -> str:
        """Return the text ``value`` is written with in a URL query (the inverse of
        :meth:`from_query`)."""
        return self._write(value, self.shown)

    def free_under(self, values: Mapping[str, Any]) -> bool:
        """Return True when the option may be chosen under ``values`` (the option it
        ``requires`` has the value it needs there, or it requires none)."""
        return self.requires is None or values.get(self.requires[0]) == self.requires[1]

    def _read(self, text: str, shown: int) -> Value:
        # refused, a number is named as the option counts it (51's cpus=9 asks for 10 seats)
        value: Any = text
        if self.kind == "flag":
            value = FLAG_WORDS.get(text.lower(), text)
        elif isinstance(self.default, int) and text.isdecimal():
            value = int(text) - shown
        try:
            return self.check(value)
        except BadOption:
            raise BadOption(self.name, value if self.kind == "choice" else text, "bad_value",
                            choices=self.choices) from None

    @staticmethod
    def _write(value: Value, shown: int) -> str:
        if isinstance(value, bool):
            return "true" if value else "false"
        if isinstance(value, int):
            return str(value + shown)
        return value


def flag(default: bool = False, *, requires: tuple[str, Value] | None = None,
         query: str | None = None) -> Any:
    """Declare a true-or-false option (a dataclass field of :class:`Options`)."""
    return dataclasses.field(default=default, metadata={
        "option": ("flag", (False, True), requires, query, 0)})


def choice(default: Value, choices: tuple[Value, ...], *, requires: tuple[str, Value] | None = None,
           query: str | None = None, shown: int = 0) -> Any:
    """Declare an option with a few choices (words or whole numbers; a dataclass field of
    :class:`Options`).  Raises TypeError when the default is not one of the choices."""
    if default not in choices or any(type(c) is not type(default) for c in choices):
        raise TypeError(f"the default {default!r} must be one of the choices {choices!r}, of its type")
    return dataclasses.field(default=default, metadata={
        "option": ("choice", tuple(choices), requires, query, shown)})


class Options:
    """The base of every game's options (see the module docstring)."""

    game_id: ClassVar[str] = ""

    @classmethod
    def specs(cls) -> tuple[OptionSpec, ...]:
        """Return the declared options in declaration order (the setup form's order)."""
        cached: tuple[OptionSpec, ...] | None = cls.__dict__.get("_specs")
        if cached is None:
            specs = []
            for field in dataclasses.fields(cls):  # type: ignore[arg-type]
                kind, choices, requires, query, shown = field.metadata["option"]
                default = cast(Value, field.default)
                specs.append(OptionSpec(field.name, kind, choices, default, query or field.name,
                                        shown, requires))
            cached = tuple(specs)
            cls._specs = cached  # type: ignore[attr-defined]
        return cached

    @classmethod
    def spec(cls, name: str) -> OptionSpec:
        """Return the declaration of option ``name``; raises BadOption for an unknown name."""
        for spec in cls.specs():
            if spec.name == name:
                return spec
        raise BadOption(name, None, "unknown")

    @classmethod
    def from_mapping(cls: type[OptionsT], options: Mapping[str, Any] | None) -> OptionsT:
        """Return the options from untrusted data; missing ones take their defaults (or what
        :meth:`settle` makes of them).

        Raises BadOption (a ValueError) for data that is no mapping, an unknown name, a value
        that is not one of the option's choices, or a value another option fixes.
        """
        if options is None:
            options = {}
        if not isinstance(options, Mapping):
            raise BadOption("", options, "not_object")
        names = {spec.name for spec in cls.specs()}
        for name in options:
            if name not in names:
                raise BadOption(str(name), options[name], "unknown")
        values = {spec.name: spec.check(options[spec.name]) if spec.name in options else spec.default
                  for spec in cls.specs()}
        cls.settle(options, values)
        return cls(**values)

    @classmethod
    def settle(cls, given: Mapping[str, Any], values: dict[str, Value]) -> None:
        """Hook: apply the rules that tie options together to ``values`` (complete, each one
        of its choices), knowing which were ``given``; raise BadOption to refuse.  By default
        an option that ``requires`` another's value may only differ from its default there."""
        for spec in cls.specs():
            if spec.requires is not None:
                if not spec.free_under(values) and values[spec.name] != spec.default:
                    raise BadOption(spec.name, values[spec.name], "fixed", fixed_by=spec.requires)

    @classmethod
    def normalize(cls, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """Return complete options as JSON-ready data (:meth:`from_mapping`, then
        :meth:`to_dict`); raises BadOption."""
        return cls.from_mapping(options).to_dict()

    def to_dict(self) -> dict[str, Any]:
        """Return the options as JSON-ready data (what saves record), in declaration order."""
        return {spec.name: getattr(self, spec.name) for spec in self.specs()}

    @classmethod
    def accepted(cls, options: Mapping[str, Any]) -> tuple[dict[str, Any], list[BadOption]]:
        """Return what can be kept of ``options`` (untrusted, possibly partial: those of them
        that :meth:`from_mapping` accepts together) and the refusals of the others, in the
        order found.  An option the others fix is the one left out, not the one fixing it.

        Raises BadOption only for data that is no mapping.
        """
        if not isinstance(options, Mapping):
            raise BadOption("", options, "not_object")
        kept = dict(options)
        refused: list[BadOption] = []
        while True:
            try:
                cls.from_mapping(kept)
            except BadOption as exc:
                if exc.option not in kept:  # a settle hook naming none of the given: keep none
                    return {}, [*refused, exc]
                refused.append(exc)
                del kept[exc.option]
            else:
                return kept, refused

    @classmethod
    def merged(cls, *layers: Mapping[str, Any]) -> dict[str, Any]:
        """Return ``layers`` laid over one another (a later one's value wins), without the
        options the result no longer leaves free (a 51 switch once the preset is not custom).

        >>> @dataclasses.dataclass(frozen=True)
        ... class Toy(Options):
        ...     preset: str = choice("plain", ("plain", "custom"))
        ...     bonus: bool = flag(False, requires=("preset", "custom"))
        >>> Toy.merged({"preset": "custom", "bonus": True}, {"preset": "plain"})
        {'preset': 'plain'}
        """
        out: dict[str, Any] = {}
        for layer in layers:
            out.update(layer)
        fixed = {spec.name for spec in cls.specs() if not spec.free_under(out)}
        return {name: value for name, value in out.items() if name not in fixed}

    @classmethod
    def from_query(cls, query: Callable[[str], str | None]) -> tuple[dict[str, Any], list[BadOption]]:
        """Return the options a URL query gives (only those it names), and the refusals of the
        values it gives that the game does not accept (the caller tells the player once and
        goes on without them).  An option given without the option it ``requires`` brings that
        option's needed value with it (a 51 switch in the URL means "custom").  The result is
        checked as a whole: of a combination the game refuses, the value another fixes is
        refused (:meth:`accepted`)."""
        out: dict[str, Any] = {}
        refused: list[BadOption] = []
        for spec in cls.specs():
            text = query(spec.query)
            if text is None:
                continue
            try:
                out[spec.name] = spec.from_query(text)
            except BadOption as exc:
                refused.append(exc)
        for spec in cls.specs():
            if spec.name in out and spec.requires is not None:
                out.setdefault(spec.requires[0], spec.requires[1])
        kept, clashes = cls.accepted(out)
        return kept, [*refused, *clashes]

    @classmethod
    def to_query(cls, options: Mapping[str, Any]) -> dict[str, str]:
        """Return the URL query that gives ``options`` (normalized): every option by its query
        word, except one that is not free under the others (the game fixes it)."""
        return {spec.query: spec.to_query(options[spec.name])
                for spec in cls.specs() if spec.free_under(options)}
