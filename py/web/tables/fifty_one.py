"""The table of 51 (ごじゅういち): swap with the field for five of one suit worth up to 51.

You sit at the bottom, the CPUs around the top in turn order (play goes clockwise: CPU 1 on
your left).  A swap is chosen by picking a hand card and a field card, in either order, by
tap, click or keyboard; only the legal buttons (swap all, flush, pass) are shown; the keys A, F
and P always try their action, so a refused one says why.  After an exchange that leaves one
suit the call question appears.  The drawing lives in :mod:`web.tables.fifty_one_render`.

Setup (players, rules preset, the custom switches, rounds) is remembered in the table's
preferences and used by the next new game; an embed may set it by URL query
(``?preset=standard&cpus=2&rounds=3``; ``cpus`` counts the CPU players).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from tefuda.cpu.fifty_one import choose
from tefuda.games.fifty_one_options import (
    AFTER_END_CHOICES,
    CALLER_TIE_CHOICES,
    FIRST_TURN_CHOICES,
    MAX_SEATS,
    MIN_SEATS,
    PRESETS,
    ROUND_CHOICES,
    SWITCHES,
    normalize_options,
)
from web.html import attrs, esc
from web.table import HUMAN, TablePage, query_flag
from web.tables.fifty_one_render import (
    CURSOR_ID,
    FIELD,
    HAND,
    Selection,
    can_swap_one,
    event_text,
    join_sentences,
    my_turn,
    outcome_text,
    playing,
    render_table,
)

#: the choices of each custom switch (bonus is a checkbox)
SWITCH_CHOICES: dict[str, tuple[str, ...]] = {
    "first_turn": FIRST_TURN_CHOICES,
    "after_end": AFTER_END_CHOICES,
    "caller_tie": CALLER_TIE_CHOICES,
}
#: one-key actions, tried even when not legal so that a refusal can say why
KEY_ACTIONS = {"a": "swap all", "f": "flush", "p": "pass"}
ROW_KEYS = {"ArrowUp": FIELD, "ArrowDown": HAND}


class FiftyOneTable(TablePage[Any]):
    """You (seat 0) against 1–6 CPUs."""

    game_id = "fifty-one"
    cpu_choose = staticmethod(choose)
    tells_events = False  # Transitional (issue #11): until the game's views carry core events
    # Enter on the cursor card clicks it (the same as picking it); on "New game" it starts one
    controls_take_enter = True

    def __init__(self, ctx: Any) -> None:
        self.sel = Selection()
        self.setup_changed = False  # set once the person changes the setup on this page
        self._seen: tuple[int, int, bool] = (0, 0, True)  # round, events told, round was playing
        super().__init__(ctx)

    def start(self) -> None:
        super().start()
        if self._url_wants_other_game():
            # a link such as the rules page's "play with this preset": a saved game you have
            # not yet moved in gives way; one you are playing is kept (the URL then applies
            # to your next new game)
            self.match = self._fresh()
            self._write_save(self.match)
            self._schedule_cpu()
        self._mark_seen()

    def _url_wants_other_game(self) -> bool:
        wanted = self.options_from_query()
        if not wanted or any(seat == HUMAN for seat, _ in self.match.log):
            return False
        return any(self.match.options.get(name) != value for name, value in wanted.items())

    # --- options ---

    def options_from_query(self) -> dict[str, Any]:
        """Return the options an embed's URL sets: preset, cpus (1–6), rounds and the switches.

        Values that are not valid are left out; a switch given without a preset means custom.
        """
        query = self.ctx.query
        out: dict[str, Any] = {}
        preset = query("preset")
        if preset in PRESETS:
            out["preset"] = preset
        cpus = query("cpus")
        if cpus and cpus.isdigit() and MIN_SEATS <= int(cpus) + 1 <= MAX_SEATS:
            out["seats"] = int(cpus) + 1
        rounds = query("rounds")
        if rounds and rounds.isdigit() and int(rounds) in ROUND_CHOICES:
            out["rounds"] = int(rounds)
        switches: dict[str, Any] = {}
        for name, choices in SWITCH_CHOICES.items():
            value = query(name)
            if value in choices:
                switches[name] = value
        bonus = query("bonus")
        if bonus is not None and query_flag(bonus) is not None:
            switches["bonus"] = query_flag(bonus)
        if switches and out.get("preset", "custom") == "custom":
            out["preset"] = "custom"
            out.update(switches)
        return out

    def new_options(self) -> dict[str, Any]:
        """Return the next game's options: the URL's over the remembered setup, until the
        person changes the setup here (then theirs); what neither sets stays as in the game on
        the table.  The switches count only under the custom preset."""
        chosen = dict(self.prefs.get("options", {})) if self.setup_changed else super().new_options()
        # what is not chosen stays as in the game on the table (none yet while opening)
        current = getattr(self, "match", None)
        options = {**(current.options if current is not None else {}), **chosen}
        if options.get("preset", "standard") != "custom":
            options = {k: v for k, v in options.items() if k not in SWITCHES}
        return options

    def setup(self) -> dict[str, Any]:
        """Return the complete setup of the next game (remembered choices, else this game's)."""
        try:
            return normalize_options(self.new_options())
        except ValueError:
            return dict(self.match.options)

    def _store_setup(self, setup: dict[str, Any]) -> None:
        custom = self.prefs.setdefault("custom", {})
        if setup["preset"] == "custom":
            custom.update({k: setup[k] for k in SWITCHES})
        options = {k: setup[k] for k in ("seats", "preset", "rounds")}
        if setup["preset"] == "custom":
            options.update({k: custom.get(k, PRESETS["custom"][k]) for k in SWITCHES})
        self.prefs["options"] = options
        self.save_prefs()

    def change(self, name: str, value: str) -> None:
        setup = self.setup()
        if name == "seats" and value.isdigit() and MIN_SEATS <= int(value) <= MAX_SEATS:
            setup["seats"] = int(value)
        elif name == "rounds" and value.isdigit() and int(value) in ROUND_CHOICES:
            setup["rounds"] = int(value)
        elif name == "preset" and value in PRESETS:
            setup["preset"] = value
            if value == "custom":
                remembered = self.prefs.get("custom", {})
                setup.update({k: remembered.get(k, PRESETS["custom"][k]) for k in SWITCHES})
        elif name in SWITCH_CHOICES and value in SWITCH_CHOICES[name] and setup["preset"] == "custom":
            setup[name] = value
        elif name == "bonus" and query_flag(value) is not None and setup["preset"] == "custom":
            setup["bonus"] = query_flag(value)
        else:
            super().change(name, value)
            return
        self.setup_changed = True
        self._store_setup(setup)
        self.ctx.rerender()

    def menu_extras(self) -> str:
        t = self.ctx.t
        setup = self.setup()

        def select(name: str, label: str, choices: list[tuple[Any, str]]) -> str:
            options = "".join(
                f'<option value="{esc(str(value).lower() if isinstance(value, bool) else value)}"'
                f'{" selected" if value == setup[name] else ""}>{esc(text)}</option>'
                for value, text in choices
            )
            return (
                f'<label class="level">{esc(label)} '
                f'<select data-setting="{name}" data-focus-id="fo-set-{name}">{options}</select></label>'
            )

        parts = [
            select(
                "seats",
                t("fifty-one.option.seats"),
                [(n, t("ui.fifty-one.seats_choice", seats=n, cpus=n - 1)) for n in range(MIN_SEATS, MAX_SEATS + 1)],
            ),
            select("preset", t("fifty-one.option.preset"), [(p, t(f"fifty-one.preset.{p}")) for p in PRESETS]),
            select("rounds", t("fifty-one.option.rounds"), [(r, t("ui.fifty-one.rounds_choice", rounds=r)) for r in ROUND_CHOICES]),
        ]
        if setup["preset"] == "custom":
            for name, choices in SWITCH_CHOICES.items():
                parts.append(
                    select(name, t(f"fifty-one.option.{name}"), [(c, t(f"fifty-one.{name}.{c}")) for c in choices])
                )
            parts.append(
                f'<label class="level fo-check"><input type="checkbox" data-setting="bonus" data-focus-id="fo-set-bonus"'
                f'{attrs(checked=bool(setup["bonus"]))}> {esc(t("fifty-one.option.bonus"))}</label>'
            )
        return (
            f'<fieldset class="fo-setup"><legend>{esc(t("ui.fifty-one.setup"))}</legend>'
            f'{"".join(parts)}<p class="fo-note">{esc(t("ui.fifty-one.setup_note"))}</p></fieldset>'
        )

    # --- drawing ---

    def render_table(self, view: dict[str, Any]) -> str:
        self.sel = self._checked(view)
        return render_table(self.ctx.t, self.ctx.settings.lang, view, self.sel)

    def _checked(self, view: dict[str, Any]) -> Selection:
        """Return the selection with choices that no longer fit the table dropped."""
        sel = self.sel
        if not (my_turn(view) and can_swap_one(view)):
            return Selection(row=sel.row, index=sel.index)
        hand = sel.hand if sel.hand in view["hand"] else None
        field = sel.field if sel.field in view["field"] else None
        size = len(view["hand"] if sel.row == HAND else view["field"])
        return dataclasses.replace(sel, hand=hand, field=field, index=max(0, min(sel.index, size - 1)))

    def focus_selector(self) -> str | None:
        return f'[data-focus-id="{CURSOR_ID}"], [data-act="call"], [data-act="next"], [data-focus-id="fo-new"]'

    # --- input ---

    def handle_game(self, act: str, data: Mapping[str, str]) -> None:
        if act == "pick":
            row = data.get("row")
            view = self.view()
            cards = view["hand"] if row == HAND else view["field"] if row == FIELD else []
            card = data.get("card")
            if card in cards:
                self.pick(str(row), cards.index(card))
        elif act in ("swap-all", "flush", "pass", "call", "nocall", "next"):
            self.play(act.replace("-", " "))

    def play(self, text: str) -> bool:
        """Play ``text`` for the person, dropping any half-made swap (and, for a new round,
        putting the cursor back on the hand).  Returns success."""
        self.sel = Selection() if text == "next" else Selection(row=self.sel.row, index=self.sel.index)
        return self.act(text)

    def pick(self, row: str, index: int) -> None:
        """Choose (or un-choose) the card at ``index`` of ``row`` and put the cursor on it; with
        a hand card and a field card both chosen, swap them."""
        view = self.view()
        self.sel = dataclasses.replace(self._checked(view), row=row, index=index)
        if not (my_turn(view) and can_swap_one(view)):
            self.ctx.rerender()
            return
        card = (view["hand"] if row == HAND else view["field"])[index]
        if row == HAND:
            self.sel = dataclasses.replace(self.sel, hand=None if self.sel.hand == card else card)
        else:
            self.sel = dataclasses.replace(self.sel, field=None if self.sel.field == card else card)
        self.error = None
        if self.sel.hand and self.sel.field:
            self.play(f"swap {self.sel.hand} {self.sel.field}")
        else:
            self.ctx.rerender()

    def key(self, key: str) -> bool:
        if self.confirming_new:
            return False
        view = self.view()
        low = key.lower() if len(key) == 1 else key
        if view["phase"] == "round-over":
            if key in ("Enter", " "):
                self.play("next")
                return True
            return False
        if not playing(view):
            return False
        if view["phase"] == "call" and low in ("c", "n"):
            self.play("call" if low == "c" else "nocall")
            return True
        if low in KEY_ACTIONS:
            self.play(KEY_ACTIONS[low])
            return True
        if low in ("c", "n"):
            self.play("call" if low == "c" else "nocall")  # refused: there is no call question
            return True
        if not (my_turn(view) and can_swap_one(view)):
            return False
        sel = self._checked(view)
        if key in ("ArrowLeft", "ArrowRight"):
            size = len(view["hand"] if sel.row == HAND else view["field"])
            step = 1 if key == "ArrowRight" else -1
            self.sel = dataclasses.replace(sel, index=(sel.index + step) % size)
        elif key in ROW_KEYS:
            self.sel = dataclasses.replace(sel, row=ROW_KEYS[key])
        elif key in ("Enter", " "):
            self.pick(sel.row, sel.index)
            return True
        elif key == "Escape":
            self.sel = Selection(row=sel.row, index=sel.index)
        else:
            return False
        self.ctx.rerender()
        return True

    def start_new(self) -> None:
        self.sel = Selection()
        super().start_new()
        self._mark_seen()

    # --- announcements ---

    def _mark_seen(self) -> None:
        view = self.view()
        self._seen = (view["round"], len(view["events"]), playing(view))

    def after_action(self, seat: int, text: str) -> None:
        """Say what happened; when the person is to act, everything since their last move."""
        t = self.ctx.t
        view = self.view()
        events = view["events"]
        seen_round, seen_count, was_playing = self._seen
        start = seen_count if seen_round == view["round"] else 0
        if seat != HUMAN and (my_turn(view) or view["call_question"] or not playing(view)):
            own = [i for i, e in enumerate(events) if e["seat"] == HUMAN]
            start = min(start, own[-1] + 1 if own else 0)
        stop = "。" if self.ctx.settings.lang == "ja" else "."
        lines = [
            text if text.endswith((".", "!", "?", "。", "！", "？")) else text + stop
            for text in (event_text(t, e) for e in events[start:])
        ]
        reveal = view["reveal"]
        if reveal is not None and not playing(view) and (was_playing or seen_round != view["round"]):
            lines.append(
                t("ui.fifty-one.announce_round", n=reveal["round"], outcome=outcome_text(t, reveal), score=reveal["total"][HUMAN])
            )
        if my_turn(view):
            lines.append(t("fifty-one.your_turn"))
        elif view["call_question"]:
            lines.append(t("fifty-one.call_question", score=view["call_question"]["score"]))
        self._mark_seen()
        if lines:
            self.ctx.announce(join_sentences(lines))


TABLE = FiftyOneTable
