"""The drawing of the Gin Rummy table: the felt, your auto-melded hand, the result panels.

Pure functions of the person's view and the table's small UI state (:class:`Ui`); the
controller in :mod:`web.tables.gin_rummy` owns that state and the input.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from tefuda.games.gin_rummy import Phase
from tefuda.games.gin_rummy.melds import INDEX
from web.html import attrs, card_face, card_label, esc

HUMAN = 0
CPU = 1
PLAYING = (Phase.UPCARD, Phase.DRAW, Phase.DISCARD)
OLDER_DISCARDS = 5  # how many cards under the top discard peek out

Text = Callable[..., str]


@dataclasses.dataclass
class Ui:
    """What the table shows besides the view: the selection, a pending confirmation, the hint."""

    selected: str | None = None
    armed: str | None = None  # "knock" / "gin": one more press of that button reveals
    hint: dict[str, Any] | None = None  # {"action", "text"}
    level_note: str | None = None  # the level that takes over at the next hand, if changed


def my_turn(view: dict[str, Any]) -> bool:
    """Return True while the person is to act in a hand being played."""
    return view["phase"] in PLAYING and HUMAN in view["to_act"]


def hinted_card(ui: Ui) -> str | None:
    """Return the card a hint points at (``discard 7C`` / ``knock 7C``), if any."""
    if ui.hint is None:
        return None
    verb, _, card = str(ui.hint["action"]).partition(" ")
    return card if verb in ("discard", "knock") and card else None


def _name(t: Text, seat: int) -> str:
    return t("table.you") if seat == HUMAN else t("table.cpu")


# --------------------------------------------------------------------------- head


def render_head(t: Text, view: dict[str, Any]) -> str:
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


def render_felt(t: Text, lang: str, view: dict[str, Any], ui: Ui) -> str:
    """Return the felt: the CPU's seat (hidden cards, its taken discards), the stock, the pile."""
    return (
        f'<div class="felt gr-felt">{_cpu_seat(t, lang, view, ui)}'
        f'<div class="gr-piles">{_stock(t, lang, view, ui)}{_discard_pile(t, lang, view, ui)}</div>'
        f"{_prompt(t, view, ui)}</div>"
    )


def _cpu_seat(t: Text, lang: str, view: dict[str, Any], ui: Ui) -> str:
    taken = view["opponent_taken"]
    hidden = view["opponent_count"] - len(taken)
    backs = "".join(card_face("back", lang, classes=("small",)) for _ in range(hidden))
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
        f'<span class="gr-backs" data-cpu-hidden="{hidden}" aria-label="{esc(t("ui.gin-rummy.cpu_cards", count=view["opponent_count"]))}">{backs}</span>'
        f"{taken_html}{status}</div>"
    )


def _stock(t: Text, lang: str, view: dict[str, Any], ui: Ui) -> str:
    count = view["stock_count"]
    can_draw = "draw stock" in view["legal"]
    hinted = ui.hint is not None and ui.hint["action"] == "draw stock"
    classes = tuple(c for c, on in (("hinted", hinted), ("can-draw", can_draw)) if on)
    if can_draw:
        face = card_face(
            "back", lang, button=True, classes=classes, label=t("ui.gin-rummy.draw_stock"),
            data_act="draw-stock", data_focus_id="stock",
        )
    else:
        face = card_face("back", lang, classes=classes)
    return (
        f'<div class="gr-pile gr-stock" data-pile="stock"><span class="gr-pile-cards">{face}</span>'
        f'<span class="gr-pile-label" data-stock-count="{count}">{esc(t("gin-rummy.stock", count=count))}</span></div>'
    )


def _discard_pile(t: Text, lang: str, view: dict[str, Any], ui: Ui) -> str:
    pile = view["discard_pile"]
    top = view["top_discard"]
    label = t("gin-rummy.upcard") if view["phase"] == "upcard" else t("ui.gin-rummy.discard_pile")
    if top is None:
        face = '<span class="card blank" aria-hidden="true"></span>'
        older = ""
        label = f'{label}: {t("ui.gin-rummy.pile_empty")}'
    else:
        can_take = "draw discard" in view["legal"]
        hinted = ui.hint is not None and ui.hint["action"] == "draw discard"
        classes = tuple(c for c, on in (("hinted", hinted), ("can-draw", can_take)) if on)
        if can_take:
            face = card_face(
                top, lang, button=True, classes=classes,
                label=t("ui.gin-rummy.take_card", card=card_label(top, lang)),
                data_act="draw-discard", data_focus_id="discard-top", data_top="true",
            )
        else:
            face = card_face(top, lang, classes=classes, data_top="true")
        under = pile[:-1][-OLDER_DISCARDS:]
        older = "".join(card_face(c, lang, classes=("small", "older")) for c in under)
        older = f'<span class="gr-older" aria-hidden="true">{older}</span>' if older else ""
    return (
        f'<div class="gr-pile gr-discard" data-pile="discard"><span class="gr-pile-cards">{older}{face}</span>'
        f'<span class="gr-pile-label">{esc(label)}</span></div>'
    )


def _prompt(t: Text, view: dict[str, Any], ui: Ui) -> str:
    phase = view["phase"]
    if not my_turn(view):
        text = t("table.thinking", name=t("table.cpu"))
    elif phase == "upcard":
        text = t("ui.gin-rummy.prompt.upcard", card=view["top_discard"])
    elif phase == "draw":
        text = (
            t("ui.gin-rummy.prompt.draw_stock_only")
            if "draw discard" not in view["legal"]
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


def render_hand(t: Text, lang: str, view: dict[str, Any], ui: Ui) -> str:
    """Return your hand grouped into its best melds and the deadwood, the counts and buttons."""
    turn = my_turn(view)
    discarding = turn and view["phase"] == "discard"
    hint_card = hinted_card(ui)

    def face(card: str) -> str:
        classes = []
        label = None
        extra: dict[str, Any] = {}
        if card == view["just_drawn"]:
            classes.append("drawn")
            label = t("ui.gin-rummy.new_card_label", card=card_label(card, lang))
        if card == view["no_discard"]:
            classes.append("no-discard")
            label = t("ui.gin-rummy.taken_card_label", card=card_label(card, lang))
        if card == ui.selected:
            classes.append("selected")
        if card == hint_card:
            classes.append("hinted")
        if turn:
            extra = {"data_act": "pick", "data_focus_id": f"card-{card}"}
            if discarding:
                extra["aria_pressed"] = "true" if card == ui.selected else "false"
        html = card_face(card, lang, button=turn, classes=classes, label=label, **extra)
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
        f'{_buttons(t, view, ui)}{_hint(ui)}<p class="gr-keys">{esc(t("ui.gin-rummy.keys"))}</p></div>'
    )


def _button(act: str, text: str, *, primary: bool = True, disabled: bool = False, hinted: bool = False) -> str:
    classes = "btn" if primary else "btn btn-ghost"
    if hinted:
        classes += " hinted"
    return (
        f'<button type="button" class="{classes}" data-act="{esc(act)}" data-focus-id="{esc(act)}"'
        f"{attrs(disabled=disabled)}>{esc(text)}</button>"
    )


def _buttons(t: Text, view: dict[str, Any], ui: Ui) -> str:
    if not my_turn(view):
        return ""
    hint_action = str(ui.hint["action"]) if ui.hint else ""
    buttons = []
    phase = view["phase"]
    if phase == "upcard":
        buttons.append(_button("take", t("gin-rummy.take"), hinted=hint_action == "draw discard"))
        buttons.append(_button("pass", t("gin-rummy.pass"), primary=False, hinted=hint_action == "pass"))
    elif phase == "discard":
        can_discard = ui.selected is not None and f"discard {ui.selected}" in view["legal"]
        buttons.append(_button("discard", t("gin-rummy.discard"), disabled=not can_discard))
        knocking = hint_action.startswith("knock ")
        hinted_gin = knocking and hint_action[6:] in view["gin_cards"]
        if view["knock_cards"]:
            buttons.append(_button("knock", t("gin-rummy.knock"), hinted=knocking and not hinted_gin))
        if view["gin_cards"]:
            buttons.append(_button("gin", t("gin-rummy.gin"), hinted=hinted_gin))
    buttons.append(_button("hint", t("ui.gin-rummy.hint"), primary=False))
    return f'<div class="gr-actions">{"".join(buttons)}</div>'


def _hint(ui: Ui) -> str:
    if ui.hint is None:
        return ""
    return (
        f'<p class="gr-hint" data-hint data-hint-action="{esc(ui.hint["action"])}">'
        f'<span aria-hidden="true">💡</span> {esc(ui.hint["text"])}</p>'
    )


# --------------------------------------------------------------------------- results


def _cards(lang: str, cards: list[str], classes: tuple[str, ...] = ()) -> str:
    return "".join(card_face(c, lang, classes=("small", *classes)) for c in cards)


def render_result(t: Text, lang: str, view: dict[str, Any]) -> str:
    """Return the panel after a hand: melds, layoffs, arithmetic, totals, and the settlement."""
    result = view["result"]
    parts = ['<div class="panel gr-result" data-result>']
    if result["kind"] == "wall":
        parts.append(f'<h2 data-kind="wall">{esc(t("gin-rummy.kind.wall"))}</h2>')
        mine = result["hands"][HUMAN] or []
        parts.append(
            f'<div class="gr-side" data-seat="0"><h3>{esc(t("ui.gin-rummy.result.your_hand"))}</h3>'
            f'<span class="cards-inline">{_cards(lang, mine)}</span></div>'
            f'<p class="gr-hidden-note" data-seat="1">{esc(t("ui.gin-rummy.result.cpu_hidden"))}</p>'
        )
    else:
        parts.append(_knock_result(t, lang, result))
    scores = view["scores"]
    parts.append(
        f'<p class="gr-totals" data-totals>{esc(t("ui.gin-rummy.result.totals", mine=scores[HUMAN], theirs=scores[CPU], target=view["target"]))}</p>'
    )
    if view["settlement"] is not None:
        parts.append(_settlement(t, view["settlement"], view["hands_won"]))
    buttons = []
    if "next" in view["legal"]:
        buttons.append(_button("next", t("gin-rummy.next_hand")))
    if view["phase"] == Phase.GAME_OVER:
        buttons.append(_button("play-again", t("gin-rummy.play_again")))
    parts.append(f'<p class="gr-actions">{"".join(buttons)}</p></div>')
    return "".join(parts)


def _knock_result(t: Text, lang: str, result: dict[str, Any]) -> str:
    kind = result["kind"]
    knocker = result["knocker"]
    defender = 1 - knocker
    winner = result["winner"]
    who = "went_gin" if kind == "gin" else "knocked"
    head = (
        f'<h2 data-kind="{esc(kind)}" data-winner="{winner}">{esc(t(f"gin-rummy.kind.{kind}"))} '
        f'<small>{esc(t(f"ui.gin-rummy.result.{who}", name=_name(t, knocker)))}</small></h2>'
    )
    laid_on: dict[int, list[str]] = {}
    for entry in result["layoffs"]:
        laid_on.setdefault(entry["meld"], []).append(entry["card"])
    knocker_melds = []
    for i, meld in enumerate(result["knocker_melds"]):
        # laid-off cards join the meld in their place (6D before 7D-8D-9D), marked
        laid = laid_on.get(i, [])
        cards = "".join(
            card_face(c, lang, classes=("small", "laid-off") if c in laid else ("small",))
            for c in sorted([*meld, *laid], key=INDEX.__getitem__)
        )
        knocker_melds.append(f'<span class="gr-rmeld" data-meld="{i}">{cards}</span>')
    knock_card = result.get("knock_card")
    knock_html = (
        f'<span class="gr-knock-card">{esc(t("ui.gin-rummy.result.knock_card"))} '
        f'{_cards(lang, [knock_card])}</span>'
        if knock_card
        else ""
    )
    knocker_side = (
        f'<div class="gr-side" data-seat="{knocker}" data-role="knocker">'
        f'<h3>{esc(t("ui.gin-rummy.result.knocker", name=_name(t, knocker)))}</h3>'
        f'<div class="gr-rmelds" data-melds>{"".join(knocker_melds)}</div>'
        f'{_dead_line(t, lang, result["knocker_deadwood_cards"])}'
        f'<p class="gr-rdw" data-deadwood="{result["knocker_deadwood"]}">{esc(t("ui.gin-rummy.result.deadwood", points=result["knocker_deadwood"]))}</p>'
        f"{knock_html}</div>"
    )
    defender_melds = "".join(
        f'<span class="gr-rmeld">{_cards(lang, meld)}</span>' for meld in result["defender_melds"]
    )
    laid = [e["card"] for e in result["layoffs"]]
    laid_html = ""
    if laid:
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
        f'{_dead_line(t, lang, result["defender_deadwood_cards"])}'
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


def _dead_line(t: Text, lang: str, cards: list[str]) -> str:
    if not cards:
        return ""
    return (
        f'<div class="gr-rdead" data-dead="{esc(" ".join(cards))}"><span class="gr-group-label">'
        f'{esc(t("gin-rummy.deadwood_cards"))}</span> {_cards(lang, cards)}</div>'
    )


def _settlement(t: Text, settlement: dict[str, Any], hands_won: list[int]) -> str:
    winner = settlement["winner"]
    verdict = "you_win" if winner == HUMAN else "cpu_wins"
    rows = [("gin-rummy.settlement.hand_points", "hand_points")]
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
        f'<p class="gr-verdict" data-game-result="{"won" if winner == HUMAN else "lost"}"><strong>{esc(t(f"ui.gin-rummy.result.{verdict}"))}</strong></p>'
        f'<table class="gr-settle"><caption>{esc(t("ui.gin-rummy.result.settlement"))}</caption>'
        f'<thead><tr><td></td><th scope="col">{esc(t("table.you"))}</th><th scope="col">{esc(t("table.cpu"))}</th></tr></thead>'
        f'<tbody>{"".join(body)}</tbody></table></div>'
    )
