"""The table of 51 (ごじゅういち): swap with the field for five of one suit worth up to 51.

You sit at the bottom, the CPUs around the top in turn order (play goes clockwise: CPU 1 on
your left).  A swap is chosen by picking a hand card and a field card, in either order, by
tap, click or keyboard: once one is picked, each card of the other row carries its swap.  Swap
all, flush and pass are buttons on your turn; one the rules refuse now is greyed and says why
when pressed (as do the keys A, F and P), from the game's ``why_not``.  After an exchange that
leaves one suit the call question appears.  The drawing lives in
:mod:`web.tables.fifty_one_render`; what happened is told by the events (``TablePage``).

The hint (button, key H) is the hard CPU's advice (:func:`tefuda.cpu.fifty_one.hint`); for a
swap it chooses both cards.

Once a round is revealed, "Review this hand" replays it face up and judges your decisions by
the appraisal (:class:`web.review.table.ReviewTable`, with :mod:`web.tables.fifty_one_review`);
every finished round is on the score sheet in the menu, and "Try from here" plays the rest of
a round again as practice, kept nowhere.

Setup (players, rules preset, the custom switches, rounds) is remembered in the table's
preferences and used by the next new game; an embed may set it by URL query
(``?preset=standard&cpus=2&rounds=3``; ``cpus`` counts the CPU players).  All of it comes from
the game's declaration of its options (:class:`FiftyOneOptions`, see :mod:`web.table.setup`);
the table lays the form out and remembers the switches last chosen under the custom preset.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from tefuda.core import Result
from tefuda.cpu.fifty_one import choose, hint
from tefuda.games.fifty_one import (
    Action,
    Call,
    FiftyOneView,
    Flush,
    Next,
    NoCall,
    Pass,
    Swap,
    SwapAll,
)
from tefuda.games.fifty_one.options import PRESETS, SWITCHES
from web.context import Context
from web.html import esc
from web.review.table import ReviewTable
from web.stored import fields_of, game_options
from web.table import HUMAN
from web.tables.fifty_one_render import (
    CURSOR_ID,
    FIELD,
    HAND,
    TURN_BUTTONS,
    WHY_ACT,
    Extras,
    Selection,
    can_swap_one,
    join_sentences,
    my_turn,
    playing,
    render_table,
    seat_name,
)
from web.tables.fifty_one_review import REVIEW

#: one-key actions: played when legal, otherwise the key says why not
KEY_ACTIONS = {"a": str(SwapAll()), "f": str(Flush()), "p": str(Pass())}
CALL_KEYS = {"c": str(Call()), "n": str(NoCall())}
ROW_KEYS = {"ArrowUp": FIELD, "ArrowDown": HAND}


def _custom_switches(value: Any, game: str) -> dict[str, Any]:
    """Check the remembered switches last chosen under the custom preset (raises
    web.stored.Refused)."""
    custom = fields_of(value, SWITCHES, "the custom switches")
    game_options({"preset": "custom", **custom}, game, "the custom switches")
    return custom


class FiftyOneTable(ReviewTable[FiftyOneView, Action]):
    """You (seat 0) against 1–6 CPUs; every finished round can be reviewed and practised."""

    game_id = "fifty-one"
    review_game = REVIEW
    # the hint sits with your turn's buttons and the call question (render_table)
    hint_in_menu = False
    cpu_choose = staticmethod(choose)
    hint_advice = staticmethod(hint)
    # Enter on the cursor card clicks it (the same as picking it); on "New game" it starts one
    controls_take_enter = True
    #: the switches last chosen under the custom preset, brought back when it is chosen again
    pref_fields = {"custom": _custom_switches}

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.sel = Selection()

    def start_new(self) -> None:
        self.sel = Selection()
        super().start_new()

    def seat_names(self) -> list[str]:
        return [seat_name(self.ctx.t, s) for s in range(self.match.options["seats"])]

    def result_words(self, result: Result) -> str:
        """How the game went for you: your place among the players, your points and the
        rounds played ("won with 48 points in 5 rounds", "placed #2 of 4 with 30 points in
        1 round")."""
        t = self.ctx.t
        rounds = len(result.details["rounds"])
        outcome = result.outcome(HUMAN)
        return t(
            f"ui.fifty-one.share_{outcome}",
            points=result.scores[HUMAN],
            rank=result.ranks[HUMAN],
            players=len(result.scores),
            rounds=t("ui.fifty-one.share_rounds_one" if rounds == 1 else "ui.fifty-one.share_rounds", rounds=rounds),
        )

    def remember_setup(self, name: str, setup: dict[str, Any]) -> None:
        """Keep the switches chosen under the custom preset apart too: choosing custom again
        brings them back."""
        custom = self.prefs.setdefault("custom", {})
        if setup["preset"] == "custom":
            if name == "preset":
                setup.update({k: custom.get(k, PRESETS["custom"][k]) for k in SWITCHES})
            custom.update({k: setup[k] for k in SWITCHES})
        super().remember_setup(name, setup)

    def menu_extras(self) -> str:
        t = self.ctx.t
        return (
            f'<fieldset class="fo-setup"><legend>{esc(t("ui.fifty-one.setup"))}</legend>'
            f'{"".join(self.setup_controls())}<p class="fo-note">{esc(t("ui.fifty-one.setup_note"))}</p></fieldset>'
        )

    # --- drawing ---

    def render_table(self, view: FiftyOneView) -> str:
        final = None
        if self.match.is_over:
            result = self.match.game.result(self.match.state)
            final = (result.outcome(HUMAN), result.ranks[HUMAN])
        extras = Extras(
            refusals={action: self.refusal_for(action) for action, _, _ in TURN_BUTTONS} if my_turn(view) else {},
            events_line=super().render_events(),
            hint_line=super().render_hint(),
            hint_button=self.render_hint_button(),
            final=final,
            review=self.review_entry(),
            practice=self.practising,
        )
        return self.desk.render_practice() + render_table(
            self.ctx.t, self.ctx.settings.lang, view, self.sel, extras)

    def highlight_cards(self) -> list[str]:
        """The cards the latest events name, except while the hint is shown: then only the
        cards it advises are marked (the CPUs' moves are still told in words); and none while
        a review is open (its board marks the cards of the move it shows)."""
        if self.hint is not None or self.reviewing:
            return []
        return super().highlight_cards()

    def render_events(self) -> str:
        return ""  # told inside the felt, between the field and your seat (render_table)

    def render_hint(self) -> str:
        return ""  # shown inside the felt, under the events (render_table)

    def focus_selector(self) -> str | None:
        if self.reviewing:
            return super().focus_selector()
        return (
            f'[data-focus-id="{CURSOR_ID}"], [data-action="{Call()}"], [data-action="{Next()}"], '
            '[data-focus-id="fo-new"]'
        )

    # --- input ---

    def handle_game(self, act: str, data: Mapping[str, str]) -> None:
        if act == "pick":
            row = data.get("row")
            view = self.view()
            cards = view["hand"] if row == HAND else view["field"] if row == FIELD else []
            card = data.get("card")
            if card in cards:
                self.pick(str(row), cards.index(card))
        elif act == WHY_ACT:
            self.try_action(data.get("action", ""))

    def show_hint(self) -> None:
        """For a swap, choose both of its cards too (each then carries the swap, and is marked
        as advised), with the cursor on the hand card: one more tap or Enter makes it."""
        super().show_hint()
        action = self.hinted()
        if isinstance(action, Swap):
            hand = self.view()["hand"]
            self.sel = Selection(
                hand=action.hand_card, field=action.field_card, row=HAND, index=hand.index(action.hand_card)
            )
            self.ctx.rerender()

    def try_action(self, text: str) -> None:
        """Play ``text`` when the rules allow it now; otherwise say why, and change nothing."""
        refusal = self.refusal_for(text)
        if refusal is None:
            self.act(text)
            return
        self.error = refusal
        self.ctx.announce(refusal)
        self.ctx.rerender()

    def pick(self, row: str, index: int) -> None:
        """Choose (or let go of) the card at ``index`` of ``row`` and put the cursor on it; with
        a hand card and a field card both chosen, swap them."""
        view = self.view()
        size = len(view["hand"] if row == HAND else view["field"])
        index = max(0, min(index, size - 1))
        self.sel = dataclasses.replace(self.sel, row=row, index=index)
        if not (my_turn(view) and can_swap_one(view)):
            self.ctx.rerender()
            return
        card = (view["hand"] if row == HAND else view["field"])[index]
        if card in (self.sel.hand, self.sel.field) and self.sel.hand and self.sel.field:
            # both cards of a swap are chosen (the hint chose them): picking one makes it
            self.act(Swap(self.sel.hand, self.sel.field))
            return
        if row == HAND:
            self.sel = dataclasses.replace(self.sel, hand=None if self.sel.hand == card else card)
        else:
            self.sel = dataclasses.replace(self.sel, field=None if self.sel.field == card else card)
        self.error = None
        if self.sel.hand and self.sel.field:
            self.act(Swap(self.sel.hand, self.sel.field))
        else:
            self.ctx.rerender()

    def key(self, key: str) -> bool:
        if self.reviewing:
            return super().key(key)  # the review's keys
        if self.confirming_new:
            return False
        if super().key(key):  # H: the hint
            return True
        view = self.view()
        low = key.lower() if len(key) == 1 else key
        if str(Next()) in view["legal"]:
            if key in ("Enter", " "):
                self.act(Next())
                return True
            return False
        if not playing(view):
            return False
        if low in KEY_ACTIONS or low in CALL_KEYS:
            self.try_action({**KEY_ACTIONS, **CALL_KEYS}[low])
            return True
        if not (my_turn(view) and can_swap_one(view)):
            return False
        sel = self.sel
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

    # --- announcements ---

    def after_action(self, seat: int, action: Action) -> None:
        """Drop a half-made swap (a new round puts the cursor back on the hand too).  When the
        call question is put to the person, or a round is over, say it after the events (the
        events, and "Your turn.", are said by ``TablePage`` otherwise)."""
        self.sel = Selection() if isinstance(action, Next) else Selection(row=self.sel.row, index=self.sel.index)
        view = self.view()
        if view["call_question"] is not None:
            extra = self.ctx.t("fifty-one.call_question", score=view["call_question"]["score"])
        elif view["reveal"] is not None and not playing(view):
            extra = self.ctx.t("ui.fifty-one.announce_score", score=view["reveal"]["total"][HUMAN])
        else:
            return
        # as TablePage tells them: after a CPU's move, what the others did since yours
        told = self.recent_events if seat == HUMAN else self.since_your_move()
        self.ctx.announce(join_sentences([*map(self.event_sentence, told), extra]))


TABLE = FiftyOneTable
