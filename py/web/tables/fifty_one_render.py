"""The HTML of the 51 table: seats around the felt, the field and piles, your hand, the panels.

Pure functions of the person's view (:class:`FiftyOneView`) and what the table page hands them
(the selection, the refusals of the action buttons, the events line, the final outcome): they
only render.  Controls that play carry the action's text (``data-act="action"
data-action="swap all"``); the table page plays it.  A control whose action is refused now is
greyed (``aria-disabled``) and says why when pressed (``data-act="why"``).  What each card is
for the motion layer comes from :mod:`web.tables.fifty_one_motion`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping

from tefuda.actions import legal_of
from tefuda.core import Outcome
from tefuda.games.fifty_one import (
    Call,
    FiftyOneView,
    Flush,
    Next,
    NoCall,
    Pass,
    Phase,
    Swap,
    SwapAll,
)
from tefuda.games.fifty_one.state import RoundReveal
from tefuda.games.fifty_one.view import Move
from web.html import attrs, card_face, esc
from web.table import HUMAN, PLAY_ACT
from web.tables.fifty_one_motion import STOCK, back_id, backs, field_gifts, revealed_ids, taken_id

HAND, FIELD = "hand", "field"
CURSOR_ID = "fo-cursor"
#: the data-act of a greyed control: pressing it says why its action is refused now
WHY_ACT = "why"
#: the buttons under your hand on your turn: action text, key, label
TURN_BUTTONS = (
    (str(SwapAll()), "A", "fifty-one.action.swap_all"),
    (str(Flush()), "F", "fifty-one.action.flush"),
    (str(Pass()), "P", "fifty-one.action.pass"),
)

Translate = Callable[..., str]


@dataclasses.dataclass(frozen=True)
class Selection:
    """What the person has chosen on the table: a hand card, a field card, the cursor."""

    hand: str | None = None
    field: str | None = None
    row: str = HAND
    index: int = 0


@dataclasses.dataclass(frozen=True)
class Extras:
    """What the table page adds to the view for drawing: the refusal of each turn button
    (None: it may be played), the line of the latest events, the hint shown, the hint button
    (beside your turn's buttons and the call question, where a phone reaches it without
    scrolling the field away), and how the game ended for the person with their place (from
    the game's Result), once it is over; ``review`` the button that opens the review of the
    round just revealed, and ``practice`` True on a practice round (it goes on to no next round
    and no new game: the practice banner has the way back)."""

    refusals: Mapping[str, str | None] = dataclasses.field(default_factory=dict)
    events_line: str = ""
    hint_line: str = ""
    hint_button: str = ""
    final: tuple[Outcome, int] | None = None
    review: str = ""
    practice: bool = False


def join_sentences(parts: list[str]) -> str:
    """Return sentences as one text: a space after a Latin full stop, none after 。！？.

    >>> join_sentences(["You passed.", "Your turn."]), join_sentences(["パス。", "番です。"])
    ('You passed. Your turn.', 'パス。番です。')
    """
    out = ""
    for part in parts:
        if out and not out.endswith(("。", "！", "？", "）")):
            out += " "
        out += part
    return out


def seat_name(t: Translate, seat: int) -> str:
    """Return the label of a seat: "You" or "CPU n"."""
    return t("fifty-one.you") if seat == HUMAN else t("fifty-one.cpu", n=seat)


def did_text(t: Translate, move: Move) -> str:
    """Return what a seat did, without its name (shown under the seat)."""
    kind = move["kind"]
    if kind == "swap":
        return t("ui.fifty-one.did.swap", gave=move["gave"][0], took=move["took"][0])
    return t(f"ui.fifty-one.did.{kind}")


def outcome_text(t: Translate, reveal: RoundReveal) -> str:
    """Return how a round ended: "CPU 1 stopped at 51." / "Your call failed: 0 points."."""
    if reveal["ender"] == HUMAN:
        return t(f"ui.fifty-one.you_outcome.{reveal['outcome']}")
    return t(f"fifty-one.outcome.{reveal['outcome']}", name=seat_name(t, reveal["ender"]))


def playing(view: FiftyOneView) -> bool:
    """True while the round is being played (turns or the call question)."""
    return view["turn"] is not None


def my_turn(view: FiftyOneView) -> bool:
    """True when the person chooses a move now (not the call question)."""
    return view["phase"] == Phase.TURN and view["turn"] == HUMAN


def can_swap_one(view: FiftyOneView) -> bool:
    """True when swapping one card is among the person's legal actions."""
    return bool(legal_of(view, Swap))


# --------------------------------------------------------------------------- the table


def render_table(t: Translate, lang: str, view: FiftyOneView, sel: Selection, extras: Extras) -> str:
    """Return the whole table: heading, CPU seats, centre, the events line, your seat, and the
    round panels."""
    opts = view["options"]
    head = (
        '<div class="fo-head">'
        f'<span class="fo-round" data-round="{view["round"]}">'
        f'{esc(t("ui.fifty-one.round_of", n=view["round"], rounds=view["rounds"]))}</span>'
        f'<span class="fo-preset">{esc(t("fifty-one.option.preset." + opts["preset"]))}</span></div>'
    )
    reveal = view["reveal"] if not playing(view) else None
    cpus = "".join(_cpu_seat(t, lang, view, s, reveal) for s in range(1, view["seats"]))
    felt = (
        f'<div class="felt fo-felt" data-seats="{view["seats"]}" data-phase="{view["phase"]}">'
        f'<ol class="fo-seats" data-count="{view["seats"] - 1}">{cpus}</ol>'
        f"{_centre(t, lang, view, sel)}{_news(extras)}"
        f"{_my_seat(t, lang, view, sel, reveal, extras)}</div>"
    )
    panel = _reveal_panel(t, lang, view, reveal, extras) if reveal is not None else ""
    return head + felt + panel


def _news(extras: Extras) -> str:
    """Return the events line and the hint shown, told on the felt beside the cards."""
    news = extras.events_line + extras.hint_line
    return f'<div class="fo-news">{news}</div>' if news else ""


def _badges(t: Translate, view: FiftyOneView, seat: int) -> str:
    out = []
    if view["dealer"] == seat:
        out.append(f'<span class="fo-badge fo-dealer" data-dealer>{esc(t("fifty-one.dealer"))}</span>')
    if playing(view) and view["turn"] == seat:
        out.append(f'<span class="fo-badge fo-turn">{esc(t("ui.fifty-one.turn_mark"))}</span>')
    return "".join(out)


def _seat_classes(view: FiftyOneView, seat: int) -> str:
    names = ["fo-seat"]
    if playing(view) and view["turn"] == seat:
        names.append("is-turn")
    last = view["last_action"]
    if playing(view) and last is not None and last["seat"] == seat:
        names.append("just-acted")
    return " ".join(names)


def _cpu_seat(t: Translate, lang: str, view: FiftyOneView, seat: int, reveal: RoundReveal | None) -> str:
    player = view["players"][seat]
    name = seat_name(t, seat)
    if reveal is not None:
        hand = reveal["hands"][seat]
        cards = "".join(
            card_face(c, lang, classes=("small",), data_flip_id=flip_id, data_enter_from=STOCK)
            for c, flip_id in zip(hand, revealed_ids(view, seat, hand), strict=True)
        )
        label = t("ui.fifty-one.revealed_cards", name=name)
        extra = f'<span class="fo-rank">{esc(t("fifty-one.rank", rank=reveal["ranks"][seat]))}</span>'
    else:
        taken = player["taken"]
        faces = [
            card_face(c, lang, classes=("small", "taken"), data_flip_id=taken_id(seat, c), data_enter_from=STOCK)
            for c in taken
        ]
        faces += [
            card_face("back", lang, classes=("small",), data_flip_id=back_id(seat, k), data_enter_from=STOCK)
            for k in range(backs(view, seat))
        ]
        cards = "".join(faces)
        label = t("ui.fifty-one.seat_cards", name=name, count=player["hand_count"], taken=len(taken))
        history = view["history"][seat]
        extra = f'<span class="fo-did">{esc(did_text(t, history[-1]))}</span>' if history else ""
    return (
        f'<li class="{_seat_classes(view, seat)}" data-seat="{seat}"'
        f'{attrs(data_turn="true" if playing(view) and view["turn"] == seat else None)}>'
        f'<div class="fo-seat-head"><span class="fo-name">{esc(name)}</span>{_badges(t, view, seat)}'
        f'<span class="fo-total" data-total="{player["total"]}">{esc(t("ui.fifty-one.total", total=player["total"]))}</span></div>'
        f'<div class="fo-mini" role="group" aria-label="{esc(label)}">{cards}</div>{extra}</li>'
    )


def _centre(t: Translate, lang: str, view: FiftyOneView, sel: Selection) -> str:
    stock = (
        '<div class="fo-pile fo-stock" data-stock="{n}" data-place="{place}">{card}'
        '<span class="fo-pile-label">{text}</span></div>'
    ).format(
        place=STOCK,
        n=view["stock_count"],
        card=card_face("back", lang, classes=("small",)) if view["stock_count"] else '<span class="card small blank"></span>',
        text=esc(t("fifty-one.stock", count=view["stock_count"])),
    )
    discard = view["discard"]
    top = card_face(discard[-1], lang, classes=("small",)) if discard else '<span class="card small blank"></span>'
    count = t("ui.fifty-one.discard_count", count=len(discard)) if discard else t("ui.fifty-one.discard_empty")
    pile = (
        f'<div class="fo-pile fo-discard" data-discard="{len(discard)}">{top}'
        f'<span class="fo-pile-label">{esc(t("fifty-one.discard"))}<br>{esc(count)}</span></div>'
    )
    return (
        f'<div class="fo-centre"><div class="fo-piles">{stock}{pile}</div>'
        f'<div class="fo-field-wrap"><span class="fo-row-label">{esc(t("fifty-one.field"))}</span>'
        f'<div class="fo-field" role="group" aria-label="{esc(t("fifty-one.field"))}" data-row="field">'
        f"{_row_cards(lang, view, sel, FIELD, view['field'], field_gifts(view))}</div></div></div>"
    )


def _row_cards(lang: str, view: FiftyOneView, sel: Selection, row: str, cards: list[str],
               flip_ids: Mapping[str, str] | None = None) -> str:
    """Return a row's cards; on your turn each is a button: with a card of the other row chosen
    it plays that swap, otherwise it chooses (or lets go of) this card.  ``flip_ids`` gives some
    cards an identity for the motion layer; every card is dealt from the stock."""
    clickable = my_turn(view) and can_swap_one(view)
    chosen, other = (sel.hand, sel.field) if row == HAND else (sel.field, sel.hand)
    out = []
    for i, card in enumerate(cards):
        classes = []
        if card == chosen:
            classes.append("selected")
        cursor = clickable and sel.row == row and sel.index == i
        if cursor:
            classes.append("cursor")
        action = None
        if clickable and other is not None:
            text = str(Swap(card, other) if row == HAND else Swap(other, card))
            action = text if text in view["legal"] else None
        out.append(
            card_face(
                card,
                lang,
                button=clickable,
                classes=classes,
                data_act=(PLAY_ACT if action else "pick") if clickable else None,
                data_action=action,
                data_row=row if clickable else None,
                data_index=i if clickable else None,
                data_focus_id=CURSOR_ID if cursor else None,
                aria_pressed=("true" if card == chosen else "false") if clickable else None,
                data_flip_id=(flip_ids or {}).get(card),
                data_enter_from=STOCK,
            )
        )
    return "".join(out)


def _prompt(t: Translate, view: FiftyOneView, sel: Selection) -> str:
    turn = view["turn"]
    if turn is None or view["phase"] == Phase.CALL and turn == HUMAN:
        return ""  # between rounds, or the call question says it
    if turn != HUMAN:
        return t("ui.fifty-one.waiting", name=seat_name(t, turn))
    parts = [t("fifty-one.your_turn")]
    if view["must_swap"]:
        parts.append(t("fifty-one.must_swap_hint"))
    elif view["extra_turns"]:
        parts.append(t("fifty-one.extra_turn_hint"))
    elif view["first_turn"]:
        first = view["options"]["first_turn"]
        parts.append(t("fifty-one.first_turn_hint" if first == "swap-one" else "fifty-one.first_turn_hint_any"))
    if sel.hand and not sel.field:
        parts.append(t("ui.fifty-one.choose_field", card=sel.hand))
    elif sel.field and not sel.hand:
        parts.append(t("ui.fifty-one.choose_hand", card=sel.field))
    else:
        parts.append(t("ui.fifty-one.choose_swap"))
    return join_sentences(parts)


def _button(action: str, label: str, refusal: str | None, *, key: str = "", ghost: bool = False,
            focus: str | None = None) -> str:
    """Return a button that plays ``action``, or a greyed one that says ``refusal`` when pressed."""
    kbd = f' <kbd aria-hidden="true">{key}</kbd>' if key else ""
    return (
        f'<button type="button" class="btn{" btn-ghost" if ghost else ""}"'
        f"{attrs(data_act=WHY_ACT if refusal else PLAY_ACT, data_action=action, aria_disabled='true' if refusal else None, title=refusal, data_focus_id=focus, aria_keyshortcuts=key or None)}>"
        f"{esc(label)}{kbd}</button>"
    )


def _action_buttons(t: Translate, view: FiftyOneView, extras: Extras) -> str:
    if not my_turn(view):
        return ""
    buttons = [
        _button(action, t(label), extras.refusals.get(action), key=key, focus=f"fo-{action.replace(' ', '-')}")
        for action, key, label in TURN_BUTTONS
    ]
    return f'<div class="fo-actions">{"".join(buttons)}{extras.hint_button}</div>'


def _my_seat(t: Translate, lang: str, view: FiftyOneView, sel: Selection, reveal: RoundReveal | None,
             extras: Extras) -> str:
    cards = reveal["hands"][HUMAN] if reveal is not None else view["hand"]
    hand = _row_cards(lang, view, sel, HAND, cards)
    score = view["hand_score"]
    score_line = (
        f'<p class="fo-score" data-hand-score="{score}">{esc(t("fifty-one.hand_score", score=score))}</p>'
        if score is not None
        else '<p class="fo-score" data-hand-score=""></p>'
    )
    prompt = _prompt(t, view, sel)
    keys = (
        f'<p class="fo-keys">{esc(t("ui.fifty-one.keys"))}</p>' if my_turn(view) else ""
    )
    total = view["players"][HUMAN]["total"]
    rank = ""
    if reveal is not None:
        rank = f'<span class="fo-rank">{esc(t("fifty-one.rank", rank=reveal["ranks"][HUMAN]))}</span>'
    return (
        f'<div class="{_seat_classes(view, HUMAN)} fo-me" data-seat="0"'
        f'{attrs(data_turn="true" if playing(view) and view["turn"] == HUMAN else None)}>'
        f'<div class="fo-seat-head"><span class="fo-name">{esc(seat_name(t, HUMAN))}</span>{_badges(t, view, HUMAN)}{rank}'
        f'<span class="fo-total" data-total="{total}">{esc(t("ui.fifty-one.total", total=total))}</span></div>'
        f'<p class="fo-prompt" data-prompt>{esc(prompt)}</p>'
        f'<div class="fo-hand" role="group" aria-label="{esc(t("ui.fifty-one.your_hand"))}" data-row="hand">{hand}</div>'
        f"{score_line}{_action_buttons(t, view, extras)}{_call_panel(t, view, extras.hint_button)}{keys}</div>"
    )


# --------------------------------------------------------------------------- panels


def _call_panel(t: Translate, view: FiftyOneView, hint_button: str) -> str:
    """Return the call / don't-call question, when it is put to the person, with the hint."""
    question = view["call_question"]
    if question is None:
        return ""
    return (
        '<div class="fo-call" data-call-question role="group" aria-labelledby="fo-call-q">'
        f'<p id="fo-call-q"><strong>{esc(t("fifty-one.call_question", score=question["score"]))}</strong></p>'
        '<p class="fo-actions">'
        f'{_button(str(Call()), t("fifty-one.action.call"), None, key="C", focus="fo-call")}'
        f'{_button(str(NoCall()), t("fifty-one.action.nocall"), None, key="N", ghost=True, focus="fo-nocall")}'
        f"{hint_button}</p></div>"
    )


def _reveal_panel(t: Translate, lang: str, view: FiftyOneView, reveal: RoundReveal,
                  extras: Extras) -> str:
    final = extras.final
    bonus_on = bool(view["options"]["bonus"])
    order = sorted(range(view["seats"]), key=lambda s: (reveal["ranks"][s], s))
    rows = []
    for seat in order:
        cards = "".join(card_face(c, lang, classes=("small",)) for c in reveal["hands"][seat])
        score = reveal["scores"][seat]
        mark = ""
        if seat == reveal["ender"]:
            kind = t("ui.fifty-one.stopped" if reveal["kind"] == "stop" else "ui.fifty-one.called")
            mark = f'<span class="fo-mark" data-mark="{esc(reveal["kind"])}">{esc(kind)}</span>'
            if reveal["failed"]:
                mark += f'<span class="fo-mark fo-mark-failed" data-mark="failed">{esc(t("ui.fifty-one.failed"))}</span>'

        hand_points = t("ui.fifty-one.hand_points", score=score) if score else t("ui.fifty-one.not_one_suit")
        bonus = ""
        if bonus_on and reveal["bonus"][seat]:
            bonus = f'<span class="fo-bonus" data-bonus="{reveal["bonus"][seat]}">{esc(t("fifty-one.bonus", bonus=reveal["bonus"][seat]))}</span>'
        rows.append(
            f'<li class="fo-reveal-row{" is-me" if seat == HUMAN else ""}" data-seat-result="{seat}" '
            f'data-rank="{reveal["ranks"][seat]}" data-points="{reveal["total"][seat]}">'
            f'<span class="fo-rank">{esc(t("fifty-one.rank", rank=reveal["ranks"][seat]))}</span>'
            f'<span class="fo-name">{esc(seat_name(t, seat))}</span>{mark}'
            f'<span class="cards-inline">{cards}</span>'
            f'<span class="fo-hand-points">{esc(hand_points)}</span>{bonus}'
            f'<strong class="fo-points">{esc(t("fifty-one.points", points=reveal["total"][seat]))}</strong></li>'
        )
    parts = ['<div class="panel fo-result" data-result>']
    if final is not None:
        outcome, rank = final
        text = t(f"ui.fifty-one.final_{outcome}", total=view["totals"][HUMAN], rank=rank)
        parts.append(f'<h2 class="fo-final" data-final-result="{outcome}">{esc(text)}</h2>')
    parts.append(
        f'<h3>{esc(t("ui.fifty-one.reveal_title", n=reveal["round"]))}</h3>'
        f'<p class="fo-outcome" data-outcome="{esc(reveal["outcome"])}"><strong>{esc(outcome_text(t, reveal))}</strong></p>'
        f'<ol class="fo-reveal">{"".join(rows)}</ol>'
    )
    if view["rounds"] > 1:
        parts.append(_round_table(t, view))
    buttons = extras.review
    if str(Next()) in view["legal"] and not extras.practice:
        buttons = _button(str(Next()), t("fifty-one.action.next"), None, focus="fo-next") + buttons
    if buttons:
        parts.append(f'<p class="fo-actions">{buttons}</p>')
    if final is not None and not extras.practice:
        parts.append(
            f'<p class="fo-actions"><button type="button" class="btn" data-act="new" data-focus-id="fo-new">'
            f'{esc(t("table.new_game"))}</button></p>'
        )
    parts.append("</div>")
    return "".join(parts)


def _round_table(t: Translate, view: FiftyOneView) -> str:
    seats = range(view["seats"])
    head = "".join(f'<th scope="col">{esc(seat_name(t, s))}</th>' for s in seats)
    body = []
    for record in view["round_table"]:
        failed = record["ender"] if record["outcome"].endswith("failed") else None
        cells = "".join(
            f'<td data-cell="{record["round"]}-{s}"{attrs(class_="fo-failed" if s == failed else None)}>'
            f'{record["total"][s]}</td>'
            for s in seats
        )
        body.append(f'<tr><th scope="row">{esc(t("fifty-one.round", n=record["round"]))}</th>{cells}</tr>')
    totals = "".join(f'<td data-grand-total="{s}">{view["totals"][s]}</td>' for s in seats)
    return (
        # seven players' columns may scroll sideways on a phone: the keyboard reaches it too
        '<div class="fo-table-wrap" role="region" tabindex="0" aria-labelledby="fo-rounds-caption">'
        '<table class="fo-rounds" data-round-table>'
        f'<caption id="fo-rounds-caption">{esc(t("ui.fifty-one.table_caption"))}</caption>'
        f'<thead><tr><th scope="col">{esc(t("ui.fifty-one.round_col"))}</th>{head}</tr></thead>'
        f'<tbody>{"".join(body)}</tbody>'
        f'<tfoot><tr><th scope="row">{esc(t("fifty-one.total"))}</th>{totals}</tr></tfoot></table></div>'
    )
