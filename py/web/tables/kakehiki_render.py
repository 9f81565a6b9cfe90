"""Drawing the 恋のかけひき table: HTML from the person's view, nothing else.

Every function here only renders.  Controls that play carry the action's text
(``data-act="action" data-action="play 7C"``); the table page plays it.

How the moves show (docs/TABLES.md): the centre of the felt is the deck (``data-place="deck"``)
every new deal comes from; the CPU's cards are backs with places of their own
(``data-flip-id="kk-cpu-<i>"``) in ``data-place="cpu-hand"``; a laid card takes the place of its
round in its row (``data-flip-id="kk-<seat>-<round>"``), face down until the reveal: the CPU's
as a back coming from its hand, yours face up to you but marked ``data-down`` (it travels there
from your hand by its face).  At the reveal both places turn face up together, so both flip.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Any

from tefuda.games.kakehiki import MARRIAGE, End, KakehikiView, Next, Phase, Play
from web.html import attrs, card_face, esc
from web.table import HUMAN, PLAY_ACT

CPU = 1
Translate = Callable[..., str]


def render_table(t: Translate, lang: str, view: KakehikiView, selected: str | None,
                 turned_up: Collection[str], match_outcome: str | None,
                 games: Sequence[Mapping[str, Any]] = (), review: str = "",
                 practice: bool = False) -> str:
    """Return the table: the match line, the felt with both rows and the total, then your hand
    (while a game is played) or the game's result.  ``selected`` is the card you picked;
    ``turned_up`` the table cards the latest reveal turned up (marked: they turn over as they
    arrive); ``match_outcome`` your result of the whole match once it is over, and ``games``
    its games (both from the game's Result: the match summary lists them); ``review`` the
    button that opens the review of the finished game; in ``practice`` the finished game
    offers no next game (the practice's banner leads back)."""
    tally = view["tally"]
    length = view["match_length"]
    which = (
        t("ui.kakehiki.game_of", number=view["game_number"], length=length)
        if length
        else t("ui.kakehiki.game", number=view["game_number"])
    )
    tally_text = t(
        "kakehiki.tally",
        wins=tally["wins"][HUMAN],
        losses=tally["losses"][HUMAN],
        draws=tally["draws"][HUMAN],
        difference=tally["point_difference"][HUMAN],
    )
    head = (
        f'<div class="kk-head"><span class="kk-game">{esc(which)}</span>'
        f'<span class="kk-tally" data-tally>{esc(tally_text)}</span></div>'
    )
    total = view["table_total"]
    to_twenty = (
        t("kakehiki.to_twenty", points=view["to_twenty"]) if view["to_twenty"] else t("ui.kakehiki.reached")
    )
    centre = (
        f'<div class="kk-total" data-total="{total}" data-place="deck" aria-live="off">'
        f'<strong>{esc(t("kakehiki.table_total", total=total))}</strong>'
        f'<span class="kk-to20">{esc(to_twenty)}</span>'
        f'<span class="kk-meter" aria-hidden="true">{_meter(total)}</span></div>'
    )
    count = view["opponent_hand_count"]
    cpu_hand = "".join(
        card_face("back", lang, classes=("small",), data_flip_id=f"kk-cpu-{i}", data_enter_from="deck")
        for i in range(count)
    )
    cpu_seat = (
        f'<div class="kk-seat kk-cpu"><span class="kk-name">{esc(t("table.cpu"))}</span>'
        f'<span class="kk-hand-backs" data-place="cpu-hand" aria-label="{esc(t("ui.kakehiki.cpu_cards", count=count))}">{cpu_hand}</span>'
        f"{_status(t, view, CPU)}</div>"
    )
    body = (
        f'<div class="felt kk-felt">{cpu_seat}'
        f'<div class="kk-row" data-row="cpu">{_table_row(view, CPU, turned_up, lang)}</div>{centre}'
        f'<div class="kk-row" data-row="you">{_table_row(view, HUMAN, turned_up, lang)}</div></div>'
    )
    bottom = (
        _hand(t, lang, view, selected)
        if view["phase"] == Phase.PLAY
        else _result(t, lang, view, match_outcome, review, practice) + _summary(t, lang, games)
    )
    return head + body + bottom


def _meter(total: int) -> str:
    share = max(0, min(total, MARRIAGE)) * 100 // MARRIAGE
    return f'<span class="kk-meter-fill" data-share="{share // 10 * 10}"></span>'


def _table_row(view: KakehikiView, seat: int, turned_up: Collection[str], lang: str) -> str:
    """One seat's laid cards, each in the place of its round, then this round's card (face
    down) or an empty slot."""
    cards = [
        card_face(card, lang, data_flip_id=f"kk-{seat}-{i}", data_turned_up=card in turned_up)
        for i, card in enumerate(view["table"][seat])
    ]
    if view["phase"] == Phase.PLAY:
        place = f"kk-{seat}-{len(view['table'][seat])}"
        if seat == HUMAN and view["my_commit"]:
            cards.append(
                card_face(view["my_commit"], lang, classes=("committed",), data_flip_id=place, data_down=True)
            )
        elif view["committed"][seat]:
            cards.append(
                card_face("back", lang, classes=("committed",), data_flip_id=place, data_enter_from="cpu-hand")
            )
        else:
            cards.append('<span class="card blank" aria-hidden="true"></span>')
    return "".join(cards)


def _status(t: Translate, view: KakehikiView, seat: int) -> str:
    if view["phase"] != Phase.PLAY:
        return ""
    committed = view["committed"][seat]
    key = "kakehiki.committed" if committed else "kakehiki.waiting"
    return f'<span class="kk-status" data-cpu-committed="{str(committed).lower()}">{esc(t(key))}</span>'


def _hand(t: Translate, lang: str, view: KakehikiView, selected: str | None) -> str:
    """Your hand: tap a card to pick it, tap it again (or "Lay it down") to play it."""
    can_play = bool(view["legal"])
    items = []
    for i, entry in enumerate(view["hand"]):
        card = entry["card"]
        chosen = card == selected
        face = card_face(
            card,
            lang,
            button=can_play,
            classes=("selected",) if chosen else (),
            data_act=(PLAY_ACT if chosen else "pick") if can_play else None,
            data_action=str(Play(card)) if chosen else None,
            data_focus_id=f"hand-{i}",
            data_enter_from="deck",
            aria_pressed=("true" if chosen else "false") if can_play else None,
        )
        table_value = t("ui.kakehiki.table_value", value=f"{entry['table']:+d}")
        items.append(
            f'<li class="kk-card">{face}<span class="kk-values">'
            f'<span class="kk-tv">{esc(table_value)}</span>'
            f'<span class="kk-hv">{esc(t("ui.kakehiki.hand_value", value=entry["hand"]))}</span></span></li>'
        )
    if view["my_commit"]:
        prompt = t("ui.kakehiki.wait_reveal")
    elif selected:
        prompt = t("ui.kakehiki.confirm_prompt", card=selected)
    else:
        prompt = t("ui.kakehiki.choose_prompt", round=view["round"])
    confirm = ""
    if can_play:
        confirm = (
            f'<button type="button" class="btn" data-focus-id="commit"'
            f"{attrs(data_act=PLAY_ACT if selected else None, data_action=str(Play(selected)) if selected else None, disabled=not selected)}>"
            f'{esc(t("ui.kakehiki.confirm"))}</button>'
        )
    return (
        f'<div class="kk-you"><p class="kk-prompt" data-prompt>{esc(prompt)}</p>'
        f'<ul class="kk-hand" data-place="hand" aria-label="{esc(t("ui.kakehiki.your_hand"))}">{"".join(items)}</ul>'
        f'<div class="kk-actions">{confirm}</div></div>'
    )


def _result(t: Translate, lang: str, view: KakehikiView, match_outcome: str | None,
            review: str, practice: bool) -> str:
    """The finished game: both remaining hands and points, then next / end / new match (none
    of them in practice) and the ``review`` button."""
    last = view["last"]
    parts = ['<div class="panel kk-result" data-result>']
    if last is not None:
        if last["marriage"]:
            parts.append(
                f'<h2>{esc(t("kakehiki.marriage"))} <span class="kk-outcome" data-outcome="{last["outcome"]}">'
                f'{esc(t("kakehiki." + last["outcome"]))}</span></h2>'
            )
        else:
            parts.append(f'<h2 data-outcome="drawn">{esc(t("kakehiki.no_marriage"))}</h2>')
        for seat, name, place in ((HUMAN, t("table.you"), "hand"), (CPU, t("table.cpu"), "cpu-hand")):
            cards = "".join(
                card_face(c, lang, classes=("small",), data_enter_from=place) for c in last["remaining"][seat]
            )
            parts.append(
                f'<div class="kk-reveal" data-seat="{seat}"><span class="kk-name">{esc(name)}</span>'
                f'<span class="cards-inline">{cards}</span>'
                f'<strong>{esc(t("ui.kakehiki.points", points=last["hand_points"][seat]))}</strong></div>'
            )
        parts.append(
            f'<p>{esc(t("ui.kakehiki.final_total", total=last["table_total"], rounds=last["rounds"]))}</p>'
        )
    buttons = []
    legal = [] if practice else view["legal"]
    if practice:
        match_outcome = None
    if str(Next()) in legal:
        buttons.append(
            f'<button type="button" class="btn" data-act="{PLAY_ACT}" data-action="{Next()}" data-focus-id="next">'
            f'{esc(t("kakehiki.next"))}</button>'
        )
    if str(End()) in legal:
        buttons.append(
            f'<button type="button" class="btn btn-ghost" data-act="{PLAY_ACT}" data-action="{End()}">'
            f'{esc(t("kakehiki.end"))}</button>'
        )
    if match_outcome is not None:
        parts.append(
            f'<p class="kk-match" data-match-result="{match_outcome}"><strong>'
            f'{esc(t(f"ui.kakehiki.match_{match_outcome}"))}</strong></p>'
        )
        buttons.append(
            f'<button type="button" class="btn" data-act="new-match" data-focus-id="new-match">'
            f'{esc(t("ui.kakehiki.new_match"))}</button>'
        )
    buttons.append(review)
    parts.append(f'<p class="kk-actions">{" ".join(buttons)}</p></div>')
    return "".join(parts)


def _summary(t: Translate, lang: str, games: Sequence[Mapping[str, Any]]) -> str:
    """The match's games, one row each: both seats' laid and kept cards, the table total, the
    points and who won; then the tally's totals."""
    if not games:
        return ""
    rows = []
    for game in games:
        cells = []
        for seat in (HUMAN, CPU):
            laid = "".join(card_face(c, lang, classes=("small",)) for c in game["table"][seat])
            kept = "".join(card_face(c, lang, classes=("small",)) for c in game["remaining"][seat])
            cells.append(
                f'<td><span class="cards-inline kk-laid">{laid}</span>'
                f'<span class="cards-inline">{kept}</span></td>'
            )
        winner = game["winner"]
        verdict = "drawn" if winner is None else ("won" if winner == HUMAN else "lost")
        scores = "–".join(str(s) for s in game["scores"])
        rows.append(
            f'<tr data-game-number="{game["number"]}"><th scope="row">{game["number"]}</th>{"".join(cells)}'
            f'<td>{game["table_total"]}</td><td>{scores}</td>'
            f'<td data-outcome="{verdict}">{esc(t("kakehiki." + verdict))}</td></tr>'
        )
    head = "".join(
        f'<th scope="col">{esc(t(key))}</th>'
        for key in (
            "ui.kakehiki.summary.game",
            "table.you",
            "table.cpu",
            "ui.kakehiki.summary.table",
            "ui.kakehiki.summary.points",
            "ui.kakehiki.summary.result",
        )
    )
    return (
        f'<div class="panel kk-summary-panel"><table class="kk-summary" data-summary>'
        f'<caption>{esc(t("ui.kakehiki.summary.caption"))}</caption>'
        f'<thead><tr>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table></div>'
    )
