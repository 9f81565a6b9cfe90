"""The setup of the next game, all of it from the game's one declaration of options
(:mod:`tefuda.options`, ``Game.options_type``).

- The options the page URL gives (embeds, shared links, the rules pages' links): a value the
  game refuses is left out, and the player told once which (a notice, never a traceback, and
  what else the URL gave is kept).
- The next game's setup: the URL's over the remembered one until the person changes the setup
  here (then theirs), and what neither sets as in the game on the table; an option the others
  fix is left out (a 51 switch once the preset is not custom).
- A new match dealt from it: a setup the game refuses in part is used as far as it can be, and
  the player told what was left out and which setup is used.
- The setup form: a control per option free under the next game's setup (a checkbox for a
  flag, a select for a choice), its values the declaration's, its labels the catalog's
  (``<game>.option.<name>``; a choice's ``<game>.option.<name>.<value>``, or for a number
  without a label of its own ``<game>.option.<name>.choice``).  A table may lay the controls
  out its own way (:meth:`TableSetup.setup_controls`).
- The preferences' own fields a table adds (:attr:`TableSetup.pref_fields`), with their
  checks, which the stored-data reader of the preferences runs.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, ClassVar

from tefuda.games import get_game
from tefuda.i18n import has
from tefuda.match import Match, new_match
from tefuda.options import BadOption, Options, OptionSpec, Value
from web.context import Context
from web.html import attrs, esc
from web.stored import SAVE, read
from web.table.match import HUMAN, A, TableMatch, V

#: what a table's own field of its preferences is checked with: (stored value, game id) → the
#: value to use; raises web.stored.Refused
PrefCheck = Callable[[Any, str], Any]


def select_control(label: str, setting: str, choices: list[tuple[str, str]], current: str) -> str:
    """Return a labelled select of the menu: ``choices`` are (value, text) pairs, ``setting``
    the ``data-setting`` it changes; its focus id keeps the focus on it across renders."""
    options = "".join(
        f'<option value="{esc(value)}"{" selected" if value == current else ""}>{esc(text)}</option>'
        for value, text in choices
    )
    return (
        f'<label class="level">{esc(label)} '
        f'<select{attrs(data_setting=setting, data_focus_id=f"setting-{setting}")}>{options}</select></label>'
    )


def check_control(label: str, setting: str, checked: bool) -> str:
    """Return a labelled checkbox of the menu (``data-setting`` is what it changes; the app
    sends ``true`` or ``false``)."""
    box = attrs(type="checkbox", data_setting=setting, data_focus_id=f"setting-{setting}", checked=checked)
    return f'<label class="choice"><input{box}>{esc(label)}</label>'


def choice_words(t: Callable[..., str], game_id: str, spec: OptionSpec, value: Value) -> str:
    """Return the words of one choice of an option in the player's language: its own label
    (``<game>.option.<name>.<value>``), or for a number without one the option's ``.choice``
    text with the value under the option's name and, as shown in a URL, under its query word
    (51's seats: ``{seats} (you + {cpus} CPU)``); a flag's are on or off."""
    if spec.kind == "flag":
        return t("table.setup.on" if value else "table.setup.off")
    key = spec.choice_label(game_id, value)
    if isinstance(value, int) and not has(key):
        return t(f"{spec.label(game_id)}.choice", **{spec.name: value, spec.query: spec.to_query(value)})
    return t(key)


def listed(t: Callable[..., str], words: list[str]) -> str:
    """Return ``words`` one after another as the player's language lists them ("a, b, c")."""
    out = words[0] if words else ""
    for item in words[1:]:
        out = t("table.setup.then", before=out, item=item)
    return out


class TableSetup(TableMatch[V, A]):
    """The match on the page, dealt from the setup of the next game."""

    #: the fields the table keeps in its preferences beside the CPU level(s) and the options
    #: of the next game, each with the check of its stored value (the preferences' reader,
    #: web.stored, runs it)
    pref_fields: ClassVar[Mapping[str, PrefCheck]] = {}

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        #: the game's declaration of its options
        self.options_type: type[Options] = get_game(self.game_id).options_type
        #: set once the person changes the setup on this page (the URL's then gives way)
        self.setup_changed = False
        #: the options of the game on the table (what a new game keeps unless chosen otherwise)
        self.on_table: dict[str, Any] = {}
        self._from_url: dict[str, Any] | None = None

    # --- the options of the next game ---

    def options_from_query(self) -> dict[str, Any]:
        """Return the options the page URL gives (embeds and shared links set them); the
        values the game refuses are left out, and the player is told once which."""
        if self._from_url is None:
            self._from_url, refused = self.options_type.from_query(self.ctx.query)
            if refused:
                self.ctx.notice(self.ctx.t("table.setup.link_refused", refused=self.refusal_words(refused)))
        return dict(self._from_url)

    def new_options(self) -> dict[str, Any]:
        """Return the next game's options: the URL's over the remembered setup, until the
        person changes the setup here (then theirs); what neither sets stays as in the game on
        the table, and an option the others fix is left out."""
        remembered = dict(self.prefs.get("options", {}))
        chosen = remembered if self.setup_changed else {**remembered, **self.options_from_query()}
        return self.options_type.merged(self.on_table, chosen)

    def setup(self) -> dict[str, Any]:
        """Return the complete setup of the next game (what the setup form shows)."""
        kept, _ = self.options_type.accepted(self.new_options())
        return self.options_type.normalize(kept)

    def _url_wants_other_game(self) -> bool:
        """Return True when the URL asks for options the game on the table does not have,
        and the person has not yet moved in it (a link such as the rules page's "play with
        this preset": a saved game you have not moved in gives way; one you are playing is
        kept, and the URL applies to your next new game)."""
        wanted = self.options_from_query()
        if not wanted or any(seat == HUMAN for seat, _ in self.match.log):
            return False
        return any(self.match.options.get(name) != value for name, value in wanted.items())

    # --- the match dealt from it ---

    def _fresh(self, seed: int | None = None, options: Mapping[str, Any] | None = None) -> Match:
        """Return a new match (of ``seed``, or a fresh one) dealt with ``options`` (the next
        game's by default); of options the game refuses, what it accepts is used, and the
        player told what was left out and which setup is used."""
        seed = seed if seed is not None else self.ctx.random_seed()
        wanted = self.new_options() if options is None else dict(options)
        kept, refused = self.options_type.accepted(wanted)
        match = new_match(self.game_id, kept, seed)
        if refused:
            self.ctx.notice(self.ctx.t(
                "table.setup.refused", refused=self.refusal_words(refused), setup=self.setup_words(match.options)))
        return match

    def _restore_or_start(self) -> Match:
        seed_text = self.ctx.query("seed")
        url_seed = int(seed_text) if seed_text and seed_text.isdigit() else None
        saved = read(self.ctx.store, SAVE, self.game_id)
        if saved is not None and (url_seed is None or saved.seed == url_seed):
            return saved
        match = self._fresh(url_seed)
        self._write_save(match)
        return match

    # --- the setup form ---

    def setup_controls(self) -> list[str]:
        """Return the setup form's controls: one per option free under the next game's setup,
        in the declaration's order, with the catalog's labels."""
        t, game = self.ctx.t, self.game_id
        setup = self.setup()
        controls = []
        for spec in self.options_type.specs():
            if not spec.free_under(setup):
                continue
            label = t(spec.label(game))
            if spec.kind == "flag":
                controls.append(check_control(label, spec.name, bool(setup[spec.name])))
            else:
                choices = [(spec.to_text(v), choice_words(t, game, spec, v)) for v in spec.choices]
                controls.append(select_control(label, spec.name, choices, spec.to_text(setup[spec.name])))
        return controls

    def choose_option(self, name: str, text: str) -> bool:
        """Set option ``name`` of the next game to what the form's ``text`` stands for, and
        remember the setup.  Returns False when ``name`` is no option of the game.  A text that
        is none of the option's values, or an option the others fix now, changes nothing (the
        form offers neither)."""
        try:
            spec = self.options_type.spec(name)
        except BadOption:
            return False
        setup = self.setup()
        try:
            value = spec.from_text(text)
        except BadOption:
            return True
        if not spec.free_under(setup):
            return True
        setup[name] = value
        self.setup_changed = True
        self.remember_setup(name, setup)
        self.save_prefs()
        self.ctx.rerender()
        return True

    def remember_setup(self, name: str, setup: dict[str, Any]) -> None:
        """Keep ``setup`` (just changed in option ``name``) as the remembered one: the options
        free under it (a game may keep more: 51 the switches last chosen under custom)."""
        self.prefs["options"] = self.options_type.merged(setup)

    # --- the words of a setup ---

    def setup_words(self, options: Mapping[str, Any]) -> str:
        """Return complete ``options`` in words, each free option with its choice ("Players:
        4 (you + 3 CPU), Rules: Standard, Rounds: 1")."""
        t, game = self.ctx.t, self.game_id
        return listed(t, [
            t("table.setup.item", option=t(spec.label(game)), choice=choice_words(t, game, spec, options[spec.name]))
            for spec in self.options_type.specs() if spec.free_under(options)
        ])

    def refusal_words(self, refused: list[BadOption]) -> str:
        """Return the refused options in words: each option's label and the value refused,
        and for a value another option fixes, the choice that would free it."""
        t, game = self.ctx.t, self.game_id
        words = []
        for exc in refused:
            try:
                spec = self.options_type.spec(exc.option)
            except BadOption:  # no option of the game: named as given
                words.append(t("table.setup.bad_value", option=exc.option, value=exc.value))
                continue
            label = t(spec.label(game))
            if exc.reason == "fixed" and exc.fixed_by is not None:
                other = self.options_type.spec(exc.fixed_by[0])
                needs = t("table.setup.item", option=t(other.label(game)),
                          choice=choice_words(t, game, other, exc.fixed_by[1]))
                value = choice_words(t, game, spec, exc.value)
                words.append(t("table.setup.fixed", option=label, value=value, needs=needs))
            else:
                words.append(t("table.setup.bad_value", option=label, value=exc.value))
        return listed(t, words)
