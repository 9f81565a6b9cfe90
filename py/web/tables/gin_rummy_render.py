"""Drawing the Gin Rummy table: the felt, your auto-melded hand, the result panels.

Every function here only renders, from the person's view and the table's small UI state
(:class:`Ui`, owned and tidied by the controller in :mod:`web.tables.gin_rummy`).  Controls
that play carry the action's text (``data-act="action" data-action="draw stock"``); the table
page plays it, and the page marks the controls of the hint's action.  The others (``pick`` a
card, ``knock``/``gin`` to pre-select the best discard, ``ff``, ``play-again``) are handled by
the controller.

How the moves show (docs/TABLES.md): the stock is where cards come from, ``data-place="stock"``
on its top card (your draws and your dealt cards) and ``data-place="deck"`` on the whole pile
(the CPU's dealt cards and the upcard: two places, so both hands are dealt side by side).  The
CPU's hidden cards are backs with places of their own (``data-flip-id="gr-cpu-<i>"``) in
``data-place="cpu-hand"``; its discard, while on top of the pile, takes the place of the back it
left (the last), so it turns over on its way from the CPU's hand.  Your cards are
``data-flip-id="gr-you-<card>"`` wherever they lie.  At a knock every card travels to the result
panel: yours and the CPU's taken cards by their faces, the CPU's hidden ones from its backs,
turning up.  A card laid off shows twice there (on the knocker's meld and in the defender's
list): only the first carries its identity, so it travels to the meld.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from typing import Literal

from tefuda.core import Outcome
from tefuda.games.gin_rummy import EventKind, GinView, KnockResultView, Phase, Settlement
from tefuda.games.gin_rummy.actions import Discard, DrawDiscard, DrawStock, Knock, Pass
from tefuda.games.gin_rummy.melds import INDEX
from web.html import attrs, card_face, card_label, esc
from web.table import HUMAN, PLAY_ACT

CPU = 1
PLAYING = (Phase.UPCARD, Phase.DRAW, Phase.DISCARD)
OLDER_DISCARDS = 5  # how many cards under the top discard peek out

Text = Callable[..., str]
#: the rows of the settlement table
SettlementRow = Literal["hand_points", "counted_points", "game_bonus", "hand_bonus", "final"]


@dataclasses.dataclass
class Ui:
    """What the table shows besides the view: the card selected and a pending confirmation."""

    selected: str | None = None
    armed: str | None = None  # "knock" / "gin": the best discard is pre-selected, one more press


def my_turn(view: GinView) -> bool:
    """Return True while the person is to act in a hand being played."""
    return view["phase"] in PLAYING and HUMAN in view["to_act"]


def knock_cards(view: GinView, kind: str) -> list[str]:
    """Return the discards that allow a ``kind`` ("knock" / "gin") now, the best first."""
    return view["gin_cards"] if kind == "gin" else view["knock_cards"]


def knock_action(view: GinView, ui: Ui, kind: str) -> str | None:
    """Return ``"knock <card>"`` when the selected card allows a ``kind`` ("knock" / "gin"),
    so that its button plays at once; None when the button only pre-selects."""
    card = ui.selected
    return str(Knock(card)) if card is not None and card in knock_cards(view, kind) else None


def _name(t: Text, seat: int) -> str:
    return t("table.you") if seat == HUMAN else t("table.cpu")


def _cpu_back_id(i: int) -> str:
    return f"gr-cpu-{i}"


def _your_id(card: str) -> str:
    return f"gr-you-{card}"


def cpu_public(view: GinView) -> set[str]:
    """Return the cards the CPU took from the discard pile this hand (seen face up)."""
    return {
        card
        for e in view["events"]
        if e["seat"] == CPU and e["kind"] in (EventKind.TAKE, EventKind.TAKE_UPCARD)
        for card in e["cards"]
    }


def cpu_discard_id(view: GinView) -> str | None:
    """Return the identity of the top discard while it is the CPU's latest discard: the place
    of the back it left (the one after the CPU's remaining backs), or None."""
    discards = [e for e in view["events"] if e["kind"] == EventKind.DISCARD]
    if not discards or discards[-1]["seat"] != CPU or discards[-1]["cards"] != [view["top_discard"]]:
        return None
    return _cpu_back_id(view["opponent_count"] - len(view["opponent_taken"]))


def render_table(
    t: Text, lang: str, view: GinView, ui: Ui, outcome: Outcome | None, level_note: str | None,
    events: str = "",
) -> str:
    """Return the table: the score line, then the felt and your hand during a hand, or the
    result panel after one.  ``outcome`` is your result of the whole game once it is over (from
    the game's Result); ``level_note`` the CPU level that takes over at the next hand;
    ``events`` the line that tells the latest moves, shown on the felt."""
    parts = [render_head(t, view)]
    if view["phase"] in PLAYING:
        parts.append(
            f'<div class="gr-main">{render_felt(t, lang, view, ui, events)}'
            f"{render_hand(t, lang, view, ui)}</div>"
        )
    else:
        parts.append(render_result(t, lang, view, outcome))
    if level_note:
        note = t("ui.gin-rummy.level_next_hand", level=t(f"table.level.{level_note}"))
        parts.append(f'<p class="gr-note" data-level-note>{esc(note)}</p>')
    return "".join(parts)


# --------------------------------------------------------------------------- head


def render_head(t: Text, view: GinView) -> str:
    """Return the score line: both scores, the hand number and the target, always visible."""
    scores = view["scores"]
    dealer = view["dealer"]
    parts = []
    for seat in (HUMAN, CPU):
        badge = (
            f' <span class="gr-dealer" title="{esc(t("gin-rummy.dealer"))}">{esc(t("gin-rummy.dealer"))}</span>'
            if seat == dealer and view["phase"] in PLAYING
            else ""
        )
        parts.append(
            f'<span class="gr-score" data-score="{seat}" data-points="{scores[seat]}">'
            f'{esc(t("ui.gin-rummy.score", name=_name(t, seat), points=scores[seat]))}{badge}</span>'
        )
    middle = (
        f'<span class="gr-round">{esc(t("ui.gin-rummy.hand_number", number=view["hand_number"]))}'
        f' · {esc(t("ui.gin-rummy.target", target=view["target"]))}</span>'
    )
    return f'<div class="gr-head" data-scores>{parts[0]}{middle}{parts[1]}</div>'


# --------------------------------------------------------------------------- the felt


def render_felt(t: Text, lang: str, view: GinView, ui: Ui, events: str = "") -> str:
    """Return the felt: the CPU's seat (hidden cards, its taken discards), the stock, the pile,
    the latest moves (``events``) and what to do now."""
    return (
        f'<div class="felt gr-felt">{_cpu_seat(t, lang, view)}'
        f'<div class="gr-piles">{_stock(t, lang, view)}{_discard_pile(t, lang, view)}</div>'
        f"{events}{_prompt(t, view, ui)}</div>"
    )


def _cpu_seat(t: Text, lang: str, view: GinView) -> str:
    taken = view["opponent_taken"]
    hidden = view["opponent_count"] - len(taken)
    backs = "".join(
        card_face("back", lang, classes=("small",), data_flip_id=_cpu_back_id(i), data_enter_from="deck")
        for i in range(hidden)
    )
    faces = "".join(card_face(c, lang, classes=("small",)) for c in taken)
    taken_html = (
        f'<span class="gr-taken" data-cpu-taken aria-label="{esc(t("ui.gin-rummy.cpu_taken"))}">'
        f'<span class="gr-taken-label">{esc(t("ui.gin-rummy.cpu_taken"))}</span>'
        f'<span class="gr-taken-cards">{faces}</span></span>'
        if taken
        else ""
    )
    status = ""
    if view["phase"] in PLAYING and CPU in view["to_act"]:
        button = (
            f'<button type="button" class="btn btn-ghost btn-small" data-act="ff" data-focus-id="ff">'
            f'{esc(t("ui.gin-rummy.fast_forward"))}</button>'
        )
        status = f'<span class="gr-status" data-cpu-turn>{button}</span>'
    return (
        f'<div class="gr-cpu" data-seat="1"><span class="gr-name">{esc(t("table.cpu"))}</span>'
        f'<span class="gr-backs" data-cpu-hidden="{hidden}" data-place="cpu-hand" aria-label="{esc(t("ui.gin-rummy.cpu_cards", count=view["opponent_count"]))}">{backs}</span>'
        f"{taken_html}{status}</div>"
    )


def _stock(t: Text, lang: str, view: GinView) -> str:
    count = view["stock_count"]
    can_draw = str(DrawStock()) in view["legal"]
    classes = ("can-draw",) if can_draw else ()
    if can_draw:
        face = card_face(
            "back", lang, button=True, classes=classes, label=t("ui.gin-rummy.draw_stock"),
            data_act=PLAY_ACT, data_action=str(DrawStock()), data_focus_id="stock",
        )
    else:
        face = card_face("back", lang, classes=classes)
    return (
        f'<div class="gr-pile gr-stock" data-pile="stock" data-place="deck"><span class="gr-pile-cards" data-place="stock">{face}</span>'
        f'<span class="gr-pile-label" data-stock-count="{count}">{esc(t("gin-rummy.stock", count=count))}</span></div>'
    )


def _discard_pile(t: Text, lang: str, view: GinView) -> str:
    pile = view["discard_pile"]
    top = view["top_discard"]
    label = t("gin-rummy.upcard") if view["phase"] == Phase.UPCARD else t("ui.gin-rummy.discard_pile")
    if top is None:
        face = '<span class="card blank" aria-hidden="true"></span>'
        older = ""
        label = f'{label}: {t("ui.gin-rummy.pile_empty")}'
    else:
        can_take = str(DrawDiscard()) in view["legal"]
        classes = ("can-draw",) if can_take else ()
        # the upcard comes from the stock at a deal; the CPU's discard from its hand
        top_id = cpu_discard_id(view)
        if can_take:
            face = card_face(
                top, lang, button=True, classes=classes,
                label=t("ui.gin-rummy.take_card", card=card_label(top, lang)),
                data_act=PLAY_ACT, data_action=str(DrawDiscard()), data_focus_id="discard-top",
                data_top="true", data_flip_id=top_id, data_enter_from="deck",
            )
        else:
            face = card_face(top, lang, classes=classes, data_top="true", data_flip_id=top_id, data_enter_from="deck")
        under = pile[:-1][-OLDER_DISCARDS:]
        older = "".join(card_face(c, lang, classes=("small", "older")) for c in under)
        older = f'<span class="gr-older" aria-hidden="true">{older}</span>' if older else ""
    return (
        f'<div class="gr-pile gr-discard" data-pile="discard"><span class="gr-pile-cards">{older}{face}</span>'
        f'<span class="gr-pile-label">{esc(label)}</span></div>'
    )


def _prompt(t: Text, view: GinView, ui: Ui) -> str:
    phase = view["phase"]
    if not my_turn(view):
        text = t("table.thinking", name=t("table.cpu"))
    elif phase == Phase.UPCARD:
        text = t("ui.gin-rummy.prompt.upcard", card=view["top_discard"])
    elif phase == Phase.DRAW:
        text = (
            t("ui.gin-rummy.prompt.draw_stock_only")
            if str(DrawDiscard()) not in view["legal"]
            else t("ui.gin-rummy.prompt.draw", card=view["top_discard"])
        )
    elif ui.armed and ui.selected:
        text = t(f"ui.gin-rummy.prompt.confirm_{ui.armed}", card=ui.selected)
    elif ui.selected:
        text = t("ui.gin-rummy.prompt.selected", card=ui.selected)
    else:
        text = t("ui.gin-rummy.prompt.discard")
    return f'<p class="gr-prompt" data-prompt>{esc(text)}</p>'


# --------------------------------------------------------------------------- your hand


def render_hand(t: Text, lang: str, view: GinView, ui: Ui) -> str:
    """Return your hand grouped into its best melds and the deadwood, the counts and buttons."""
    turn = my_turn(view)
    discarding = turn and view["phase"] == Phase.DISCARD

    def face(card: str) -> str:
        classes = []
        label = None
        extra: dict[str, str] = {}
        if card == view["just_drawn"]:
            classes.append("drawn")
            label = t("ui.gin-rummy.new_card_label", card=card_label(card, lang))
        if card == view["no_discard"]:
            classes.append("no-discard")
            label = t("ui.gin-rummy.taken_card_label", card=card_label(card, lang))
        if card == ui.selected:
            classes.append("selected")
        if turn:
            # a tap selects a card (or says why it can't go); a tap on the selected card
            # discards it
            extra = {"data_act": "pick", "data_focus_id": f"card-{card}"}
            if discarding:
                extra["aria_pressed"] = "true" if card == ui.selected else "false"
                if card == ui.selected:
                    extra.update(data_act=PLAY_ACT, data_action=str(Discard(card)))
        html = card_face(
            card, lang, button=turn, classes=classes, label=label,
            data_flip_id=_your_id(card), data_enter_from="stock", **extra,
        )
        if card == view["no_discard"]:
            tag = f'<span class="gr-tag gr-tag-taken" aria-hidden="true">{esc(t("gin-rummy.not_discardable"))}</span>'
        elif card == view["just_drawn"]:
            tag = f'<span class="gr-tag gr-tag-new" aria-hidden="true">{esc(t("ui.gin-rummy.new_card"))}</span>'
        else:
            tag = ""
        return f'<span class="gr-slot">{html}{tag}</span>'

    groups = []
    for meld in view["melds"]:
        cards = "".join(face(c) for c in meld)
        groups.append(
            f'<div class="gr-group gr-meld" role="group" aria-label="{esc(t("ui.gin-rummy.meld"))}">{cards}</div>'
        )
    if view["deadwood_cards"]:
        cards = "".join(face(c) for c in view["deadwood_cards"])
        groups.append(
            f'<div class="gr-group gr-dead" role="group" aria-label="{esc(t("gin-rummy.deadwood_cards"))}">'
            f'<span class="gr-group-label" aria-hidden="true">{esc(t("gin-rummy.deadwood_cards"))}</span>'
            f'<span class="gr-dead-cards">{cards}</span></div>'
        )
    counts = f'<span class="gr-dw" data-deadwood="{view["deadwood"]}">{esc(t("gin-rummy.deadwood", points=view["deadwood"]))}</span>'
    if discarding and ui.selected in view["discard_deadwood"]:
        after = view["discard_deadwood"][ui.selected]
        counts += (
            f' <span class="gr-dw-after" data-deadwood-after="{after}">'
            f'{esc(t("gin-rummy.deadwood_after", points=after))}</span>'
        )
    return (
        f'<div class="gr-you"><div class="gr-counts" aria-live="off">{counts}</div>'
        f'<div class="gr-hand" aria-label="{esc(t("ui.gin-rummy.your_hand"))}">{"".join(groups)}</div>'
        f'{_buttons(t, view, ui)}<p class="gr-keys">{esc(t("ui.gin-rummy.keys"))}</p></div>'
    )


def _button(
    name: str, text: str, *, action: str | None = None, primary: bool = True, disabled: bool = False
) -> str:
    """Return a button named ``name`` (its ``data-focus-id``): it plays ``action`` when given,
    otherwise it is the controller's act ``name``."""
    classes = "btn" if primary else "btn btn-ghost"
    act = PLAY_ACT if action is not None or disabled else name
    return (
        f'<button type="button"{attrs(class_=classes, data_act=act, data_action=action)}'
        f'{attrs(data_focus_id=name, disabled=disabled)}>{esc(text)}</button>'
    )


def _buttons(t: Text, view: GinView, ui: Ui) -> str:
    if not my_turn(view):
        return ""
    buttons = []
    if view["phase"] == Phase.UPCARD:
        buttons.append(_button("take", t("gin-rummy.take"), action=str(DrawDiscard())))
        buttons.append(_button("pass", t("gin-rummy.pass"), action=str(Pass()), primary=False))
    elif view["phase"] == Phase.DISCARD:
        discard = str(Discard(ui.selected)) if ui.selected is not None else None
        can_discard = discard in view["legal"]
        buttons.append(_button("discard", t("gin-rummy.discard"),
                               action=discard if can_discard else None, disabled=not can_discard))
        # "Knock" and "Gin" appear only when possible; with a fitting card selected they play
        if view["knock_cards"]:
            buttons.append(_button("knock", t("gin-rummy.knock"), action=knock_action(view, ui, "knock")))
        if view["gin_cards"]:
            buttons.append(_button("gin", t("gin-rummy.gin"), action=knock_action(view, ui, "gin")))
    return f'<div class="gr-actions">{"".join(buttons)}</div>' if buttons else ""


# --------------------------------------------------------------------------- results


def _cards(
    lang: str, cards: list[str], classes: tuple[str, ...] = (), ids: Mapping[str, str] | None = None
) -> str:
    """Return small faces of ``cards``, each with its identity in ``ids`` if it has one."""
    ids = ids or {}
    return "".join(
        card_face(c, lang, classes=("small", *classes), data_flip_id=ids.get(c)) for c in cards
    )


def knocker_melds(result: KnockResultView) -> list[list[str]]:
    """Return the knocker's melds as the panel lays them out: each with the cards laid off on
    it in their places (6D before 7D-8D-9D)."""
    laid_on: dict[int, list[str]] = {}
    for entry in result["layoffs"]:
        laid_on.setdefault(entry["meld"], []).append(entry["card"])
    return [
        sorted([*meld, *laid_on.get(i, [])], key=INDEX.__getitem__)
        for i, meld in enumerate(result["knocker_melds"])
    ]


def panel_ids(result: KnockResultView, public: set[str]) -> dict[str, str]:
    """Return the identity of each card in a knock's panel, for the motion layer: yours by
    their faces (``gr-you-<card>``), the CPU's hidden ones the places of its backs in the order
    the panel shows them (so each turns up on its way); its ``public`` cards (taken from the
    pile, seen face up) go by their faces.

    >>> r = {"knocker": 0, "knock_card": "KC", "hands": [["AS", "2S", "3S"], ["4S", "9D"]],
    ...      "knocker_melds": [["AS", "2S", "3S"]], "knocker_deadwood_cards": [],
    ...      "defender_melds": [], "defender_deadwood_cards": ["9D"],
    ...      "layoffs": [{"card": "4S", "meld": 0}]}
    >>> panel_ids(r, set())  # doctest: +NORMALIZE_WHITESPACE
    {'AS': 'gr-you-AS', '2S': 'gr-you-2S', '3S': 'gr-you-3S', '4S': 'gr-cpu-0',
     'KC': 'gr-you-KC', '9D': 'gr-cpu-1'}
    """
    knocker = result["knocker"]
    cpu = set(result["hands"][CPU]) | ({result["knock_card"]} if knocker == CPU else set())
    order = [
        *(c for meld in knocker_melds(result) for c in meld),
        *result["knocker_deadwood_cards"],
        result["knock_card"],
        *(c for meld in result["defender_melds"] for c in meld),
        *result["defender_deadwood_cards"],
    ]
    ids: dict[str, str] = {}
    for card in order:
        if card not in cpu:
            ids[card] = _your_id(card)
        elif card not in public:
            ids[card] = _cpu_back_id(sum(v.startswith("gr-cpu-") for v in ids.values()))
    return ids


def render_result(t: Text, lang: str, view: GinView, outcome: Outcome | None) -> str:
    """Return the panel after a hand: melds, layoffs, arithmetic, totals, and at the end of
    the game the settlement with your ``outcome``."""
    result = view["result"]
    assert result is not None, "a finished hand has a result"
    parts = ['<div class="panel gr-result" data-result>']
    if result["kind"] == "wall":
        parts.append(f'<h2 data-kind="wall">{esc(t("gin-rummy.kind.wall"))}</h2>')
        mine = result["hands"][HUMAN] or []
        parts.append(
            f'<div class="gr-side" data-seat="0"><h3>{esc(t("ui.gin-rummy.result.your_hand"))}</h3>'
            f'<span class="cards-inline">{_cards(lang, mine, ids={c: _your_id(c) for c in mine})}</span></div>'
            f'<p class="gr-hidden-note" data-seat="1">{esc(t("ui.gin-rummy.result.cpu_hidden"))}</p>'
        )
    else:
        parts.append(_knock_result(t, lang, result, panel_ids(result, cpu_public(view))))
    scores = view["scores"]
    parts.append(
        f'<p class="gr-totals" data-totals>{esc(t("ui.gin-rummy.result.totals", mine=scores[HUMAN], theirs=scores[CPU], target=view["target"]))}</p>'
    )
    if view["settlement"] is not None and outcome is not None:
        parts.append(_settlement(t, view["settlement"], view["hands_won"], outcome))
    buttons = []
    if "next" in view["legal"]:
        buttons.append(_button("next", t("gin-rummy.next_hand"), action="next"))
    if view["phase"] == Phase.GAME_OVER:
        buttons.append(_button("play-again", t("gin-rummy.play_again")))
    parts.append(f'<p class="gr-actions">{"".join(buttons)}</p></div>')
    return "".join(parts)


def _knock_result(t: Text, lang: str, result: KnockResultView, ids: Mapping[str, str]) -> str:
    kind = result["kind"]
    knocker = result["knocker"]
    defender = 1 - knocker
    winner = result["winner"]
    who = "went_gin" if kind == "gin" else "knocked"
    head = (
        f'<h2 data-kind="{esc(kind)}" data-winner="{winner}">{esc(t(f"gin-rummy.kind.{kind}"))} '
        f'<small>{esc(t(f"ui.gin-rummy.result.{who}", name=_name(t, knocker)))}</small></h2>'
    )
    laid = [e["card"] for e in result["layoffs"]]
    melds_html = "".join(
        # laid-off cards are marked where they joined the meld
        f'<span class="gr-rmeld" data-meld="{i}">'
        + "".join(
            card_face(c, lang, classes=("small", "laid-off") if c in laid else ("small",), data_flip_id=ids.get(c))
            for c in meld
        )
        + "</span>"
        for i, meld in enumerate(knocker_melds(result))
    )
    knock_card = result.get("knock_card")
    knock_html = (
        f'<span class="gr-knock-card">{esc(t("ui.gin-rummy.result.knock_card"))} '
        f'{_cards(lang, [knock_card], ids=ids)}</span>'
        if knock_card
        else ""
    )
    knocker_side = (
        f'<div class="gr-side" data-seat="{knocker}" data-role="knocker">'
        f'<h3>{esc(t("ui.gin-rummy.result.knocker", name=_name(t, knocker)))}</h3>'
        f'<div class="gr-rmelds" data-melds>{melds_html}</div>'
        f'{_dead_line(t, lang, result["knocker_deadwood_cards"], ids)}'
        f'<p class="gr-rdw" data-deadwood="{result["knocker_deadwood"]}">{esc(t("ui.gin-rummy.result.deadwood", points=result["knocker_deadwood"]))}</p>'
        f"{knock_html}</div>"
    )
    defender_melds = "".join(
        f'<span class="gr-rmeld">{_cards(lang, meld, ids=ids)}</span>' for meld in result["defender_melds"]
    )
    laid_html = ""
    if laid:
        # the second showing of the laid-off cards: no identity, so they keep still
        laid_html = (
            f'<div class="gr-layoffs" data-layoffs="{esc(" ".join(laid))}"><span class="gr-group-label">'
            f'{esc(t("gin-rummy.layoffs"))}</span> {_cards(lang, laid, ("laid-off",))}</div>'
        )
        dw_text = t(
            "ui.gin-rummy.result.deadwood_laid",
            before=result["defender_deadwood_before"],
            after=result["defender_deadwood"],
        )
    else:
        dw_text = t("ui.gin-rummy.result.deadwood", points=result["defender_deadwood"])
    defender_side = (
        f'<div class="gr-side" data-seat="{defender}" data-role="defender">'
        f'<h3>{esc(t("ui.gin-rummy.result.defender", name=_name(t, defender)))}</h3>'
        f'<div class="gr-rmelds" data-melds>{defender_melds}</div>{laid_html}'
        f'{_dead_line(t, lang, result["defender_deadwood_cards"], ids)}'
        f'<p class="gr-rdw" data-deadwood="{result["defender_deadwood"]}">{esc(dw_text)}</p></div>'
    )
    arith = t(
        f"gin-rummy.arith.{kind}",
        knocker=result["knocker_deadwood"],
        defender=result["defender_deadwood"],
        points=result["points"],
    )
    scored = t(f"ui.gin-rummy.result.scores_{winner}", points=result["points"])
    return (
        f"{head}<div class=\"gr-sides\">{knocker_side}{defender_side}</div>"
        f'<p class="gr-arith" data-arith data-points="{result["points"]}"><strong>{esc(arith)}</strong> — {esc(scored)}</p>'
    )


def _dead_line(t: Text, lang: str, cards: list[str], ids: Mapping[str, str]) -> str:
    if not cards:
        return ""
    return (
        f'<div class="gr-rdead" data-dead="{esc(" ".join(cards))}"><span class="gr-group-label">'
        f'{esc(t("gin-rummy.deadwood_cards"))}</span> {_cards(lang, cards, ids=ids)}</div>'
    )


def _settlement(t: Text, settlement: Settlement, hands_won: list[int], outcome: Outcome) -> str:
    winner = settlement["winner"]
    verdict = "you_win" if outcome == "won" else "cpu_wins"
    rows: list[tuple[str, SettlementRow]] = [("gin-rummy.settlement.hand_points", "hand_points")]
    if settlement["shutout"]:
        rows.append(("gin-rummy.settlement.shutout", "counted_points"))
    rows += [
        ("gin-rummy.settlement.game_bonus", "game_bonus"),
        ("gin-rummy.settlement.hand_bonus", "hand_bonus"),
        ("gin-rummy.settlement.final", "final"),
    ]
    body = [
        f'<tr><th scope="row">{esc(t("ui.gin-rummy.result.hands_won"))}</th>'
        f"<td>{hands_won[HUMAN]}</td><td>{hands_won[CPU]}</td></tr>"
    ]
    for key, field in rows:
        values = settlement[field]
        row_class = ' class="gr-final"' if field == "final" else ""
        body.append(
            f'<tr{row_class} data-row="{field}"><th scope="row">{esc(t(key))}</th>'
            f"<td>{values[HUMAN]}</td><td>{values[CPU]}</td></tr>"
        )
    return (
        f'<div class="gr-settlement" data-settlement data-winner="{winner}">'
        f'<p class="gr-verdict" data-game-result="{outcome}"><strong>{esc(t(f"ui.gin-rummy.result.{verdict}"))}</strong></p>'
        f'<table class="gr-settle"><caption>{esc(t("ui.gin-rummy.result.settlement"))}</caption>'
        f'<thead><tr><td></td><th scope="col">{esc(t("table.you"))}</th><th scope="col">{esc(t("table.cpu"))}</th></tr></thead>'
        f'<tbody>{"".join(body)}</tbody></table></div>'
    )
