"""Drawing the 500 table: HTML from the person's view, nothing else.

The felt is a compass: your partner North at the top, West and East at the sides, you at the
bottom, the trick in the middle with each card before the seat that played it.  Each seat shows
its name, its side's total, the dealer and the contract it holds, its calls while bidding and its
tricks while playing, and lights up while it is to act.  Below the felt: your hand, and on your
turn the bidding panel, the kitty's three discards or the joker's suit.  After a hand the result
panel.  Controls that play carry the action's text (``data-act="action" data-action="bid 7H"``);
a control the rules refuse now carries ``data-act="why" data-try="…"`` and only explains.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

from tefuda.actions import legal_of
from tefuda.cards import JOKER
from tefuda.games.five_hundred import TRUMPS, FiveHundredView, bid_label, bid_value, is_misere
from tefuda.games.five_hundred.actions import Bid, Discard, Play
from tefuda.games.five_hundred.cards import suit_symbol
from tefuda.games.five_hundred.state import Phase
from tefuda.games.five_hundred.view import BidView, TrickView
from web.html import attrs, card_face, card_label, esc
from web.table import HUMAN, PLAY_ACT

PARTNER = 2
#: where each seat sits on the felt (grid areas)
PLACES = {0: "s", 1: "w", 2: "n", 3: "e"}
#: the focus id of the card under the keyboard cursor (focus follows it from render to render)
CURSOR_ID = "fh-cursor"
PLAYING = (Phase.BID, Phase.KITTY, Phase.PLAY)
#: the rows of the bidding panel, low to high
BID_ROWS = ("6", "7", "MISERE", "8", "9", "10", "OPEN_MISERE")
#: the keys that bring the focus to a row of the bidding panel (0 is the 10-row)
ROW_KEYS = {"6": "6", "7": "7", "8": "8", "9": "9", "0": "10", "m": "MISERE", "o": "OPEN_MISERE"}

#: the minus sign the result sentences use (the spec writes "fell to −510")
MINUS = "\u2212"

Text = Callable[..., str]
Why = Callable[[str], str | None]


@dataclasses.dataclass
class Ui:
    """What the table shows besides the view: the keyboard cursor on your hand or on a bid, the
    kitty cards chosen to lay away, the joker's suit being asked for, the last trick opened for review."""

    cursor: str | None = None
    bid: str | None = None
    chosen: list[str] = dataclasses.field(default_factory=list)
    naming: bool = False
    review: bool = False


@dataclasses.dataclass(frozen=True)
class Words:
    """The sentences the controller makes for the drawing: each seat's name, the hand's scoring
    sentence (its event), and at the end your outcome and why the game ended."""

    names: Sequence[str]
    scored: str | None = None
    outcome: str | None = None
    reason: str | None = None


def my_turn(view: FiveHundredView) -> bool:
    """Return True while the person is to bid, discard or play."""
    return view["phase"] in PLAYING and HUMAN in view["to_act"]


def bid_text(t: Text, bid: BidView) -> str:
    """Return a bid as the table writes it: ``7♥``, ``10NT``, ``misère``."""
    return bid["label"] if bid["kind"] == "tricks" else t(f"five-hundred.bid.{bid['label']}")


def signed(points: int) -> str:
    """Return points as the result sentences write them: ``520``, ``−510`` (a true minus).

    >>> signed(-510), signed(0)
    ('−510', '0')
    """
    return f"{MINUS}{-points}" if points < 0 else str(points)


def end_sentence(t: Text, view: FiveHundredView) -> str | None:
    """Return the sentence naming why the game ended, from the view's ``end`` and its last hand:
    ``"N–S made 8♥ and reached 520"``, ``"E–W fell to −510"``; None while the game goes on."""
    end, last = view["end"], view["summary"]
    if end is None:
        return None
    contract = last["contract"] if last is not None else None
    return t(
        f"five-hundred.end.{end['reason']}",
        side=t(f"five-hundred.side.{end['side']}"),
        contract=bid_text(t, contract) if contract is not None else "",
        total=signed(end["total"]),
    )


def joker_leads(view: FiveHundredView) -> list[Play]:
    """Return the legal joker leads that name a suit (``play JK H``…), if any."""
    return [a for a in legal_of(view, Play) if a.named is not None]


def render_table(t: Text, lang: str, view: FiveHundredView, ui: Ui, words: Words, why: Why) -> str:
    """Return the table: the head line, the felt, then your hand and controls, or the result
    panel once the hand is over.  ``why`` explains a refused action text (the game's why_not)."""
    parts = [_head(t, view, words.names), _felt(t, lang, view, words.names)]
    if view["phase"] in PLAYING:
        parts.append(_you(t, lang, view, ui, words.names, why))
        if ui.review and view["last_trick"] and view["phase"] == Phase.PLAY:
            parts.append(_review(t, lang, view["last_trick"], words.names))
    else:
        parts.append(_result(t, lang, view, words))
    return "".join(parts)


# --------------------------------------------------------------------------- head


def _side_name(t: Text, side: int) -> str:
    return t(f"five-hundred.side.{side}")


def _head(t: Text, view: FiveHundredView, names: Sequence[str]) -> str:
    scores = "".join(
        f'<span class="fh-score"{attrs(data_side=side, data_points=view["scores"][side])}>'
        f'{esc(_side_name(t, side))} <strong>{esc(signed(view["scores"][side]))}</strong></span>'
        for side in (0, 1)
    )
    if view["contract"] is not None and view["contractor"] is not None:
        bid = t("ui.five-hundred.contract", bid=bid_text(t, view["contract"]), name=names[view["contractor"]])
    elif view["high_bid"] is not None and view["high_bidder"] is not None:
        bid = t("ui.five-hundred.high_bid", bid=bid_text(t, view["high_bid"]), name=names[view["high_bidder"]])
    else:
        bid = t("ui.five-hundred.no_bid")
    tricks = ""
    if view["contract"] is not None and view["phase"] != Phase.KITTY:
        won = view["tricks_won"]
        tricks = (
            f'<span class="fh-tricks" data-tricks="{won[0]} {won[1]}">{esc(t("ui.five-hundred.tricks"))} '
            f"{esc(_side_name(t, 0))} {won[0]} · {esc(_side_name(t, 1))} {won[1]}</span>"
        )
    return (
        f'<div class="fh-head" data-scores><span class="fh-hand-number">'
        f'{esc(t("ui.five-hundred.hand", number=view["hand_number"]))}</span>{scores}'
        f'<span class="fh-bid" data-contract>{esc(bid)}</span>{tricks}</div>'
    )


# --------------------------------------------------------------------------- the felt


def _felt(t: Text, lang: str, view: FiveHundredView, names: Sequence[str]) -> str:
    seats = "".join(_seat(t, lang, view, seat, names) for seat in (2, 1, 3, 0))
    return f'<div class="felt fh-felt">{seats}{_centre(t, lang, view, names)}</div>'


def _seat(t: Text, lang: str, view: FiveHundredView, seat: int, names: Sequence[str]) -> str:
    """One seat: name and role, dealer and contract, the side's total, calls or tricks, cards."""
    phase = view["phase"]
    turn = phase in PLAYING and seat in view["to_act"]
    out = view["sitting_out"] == seat
    side = seat % 2
    role = "" if seat == HUMAN else t("ui.five-hundred.partner" if seat == PARTNER else "ui.five-hundred.opponent")
    chips = []
    if view["dealer"] == seat:
        chips.append(f'<span class="fh-chip" data-dealer>{esc(t("ui.five-hundred.dealer"))}</span>')
    if view["contractor"] == seat and view["contract"] is not None:
        chips.append(f'<span class="fh-chip fh-contract" data-holds>{esc(bid_text(t, view["contract"]))}</span>')
    status = ""
    if phase == Phase.BID:
        calls = [bid_text(t, b) if b is not None else t("five-hundred.pass") for b in view["bids_by_seat"][seat]]
        status = " · ".join(esc(c) for c in calls)
    elif out:
        status = esc(t("ui.five-hundred.sits_out"))
    elif view["contract"] is not None and phase != Phase.KITTY:
        status = esc(t("ui.five-hundred.took", count=view["tricks_by_seat"][seat]))
    if turn and seat != HUMAN:
        status = f'<span class="fh-thinking">{esc(t("table.thinking", name=names[seat]))}</span>'
    cards = ("" if seat == HUMAN else _seat_cards(t, lang, view, seat, out)) + _pile(lang, view, seat)
    if seat == HUMAN and view["exposed"] is not None and view["contractor"] == HUMAN:
        chips.append(f'<span class="fh-chip" data-exposed>{esc(t("ui.five-hundred.face_up"))}</span>')
    role_html = f' <small class="fh-role">{esc(role)}</small>' if role else ""
    return (
        f'<div class="fh-seat"{attrs(data_seat=seat, data_place=PLACES[seat], data_turn=str(turn).lower(), data_out="true" if out else None)}>'
        f'<p class="fh-name"><strong>{esc(names[seat])}</strong>{role_html}{"".join(chips)}</p>'
        f'<p class="fh-total">{esc(_side_name(t, side))} {esc(signed(view["scores"][side]))}</p>'
        f'<p class="fh-status" data-status>{status}</p>{cards}</div>'
    )


def _seat_cards(t: Text, lang: str, view: FiveHundredView, seat: int, out: bool) -> str:
    """A CPU's cards: open misère's hand face up once exposed, otherwise one back and the count."""
    if view["exposed"] is not None and view["contractor"] == seat:
        faces = "".join(card_face(c, lang, classes=("small",)) for c in view["exposed"])
        return (
            f'<div class="fh-exposed" data-exposed><span class="fh-label">{esc(t("ui.five-hundred.face_up"))}</span>'
            f'<span class="cards-inline">{faces}</span></div>'
        )
    count = view["hand_counts"][seat]
    if not count:
        return ""
    back = card_face("back", lang, classes=("small", *(("dim",) if out else ())),
                     data_flip_id=f"fh-hand-{seat}", data_enter_from="deck")
    text = t("ui.five-hundred.cards", count=count)
    return (
        f'<p class="fh-backs" data-place="hand-{seat}" data-count="{count}" aria-label="{esc(text)}">'
        f'{back}<span aria-hidden="true">{esc(text)}</span></p>'
    )


def _trick_id(trick: TrickView, seat: int) -> str:
    """The identity of a trick's card for the motion layer: from the middle to the winner's pile."""
    return f"fh-trick-{trick['number']}-{seat}"


def _pile(lang: str, view: FiveHundredView, seat: int) -> str:
    """The tricks a seat has won, face down (``data-place="tricks-<seat>"``); the last trick lands
    there once the next lead has taken the middle, so its cards travel to the winner."""
    last, trick = view["last_trick"], view["trick"]
    gathered = last is not None and last["winner"] == seat and trick is not None and bool(trick["cards"])
    if gathered and last is not None:
        backs = "".join(
            card_face("back", lang, classes=("small",), data_flip_id=_trick_id(last, c["seat"]), aria_hidden="true")
            for c in last["cards"]
        )
    elif view["tricks_by_seat"][seat]:
        backs = card_face("back", lang, classes=("small",), aria_hidden="true")
    else:
        backs = ""
    return f'<span class="fh-pile" data-place="tricks-{seat}" aria-hidden="true">{backs}</span>'


def _centre(t: Text, lang: str, view: FiveHundredView, names: Sequence[str]) -> str:
    """The middle of the felt: the trick being played, or the one just finished (with its
    winner) until the next lead; the kitty while it waits; the trumps."""
    phase = view["phase"]
    trick = view["trick"]
    shown: TrickView | None = trick if trick is not None and trick["cards"] else view["last_trick"]
    caption = ""
    if phase in (Phase.BID, Phase.KITTY):
        kitty = "".join(
            card_face("back", lang, classes=("small",), data_flip_id=f"fh-kitty-{i}", data_enter_from="deck")
            for i in range(3)
        ) if phase == Phase.BID else ""
        label = t("five-hundred.kitty") if phase == Phase.BID else ""
        return (
            f'<div class="fh-centre" data-centre="{phase}" data-place="deck"><p class="fh-kitty">'
            f'<span class="fh-label">{esc(label)}</span><span class="cards-inline" data-place="kitty">{kitty}</span></p></div>'
        )
    slots = []
    for seat in range(4):
        card = shown["by_seat"][seat] if shown is not None else None
        won = shown is not None and shown["winner"] == seat
        face = (
            card_face(card, lang, data_flip_id=_trick_id(shown, seat), data_enter_from=f"hand-{seat}")
            if card and shown is not None else '<span class="card blank" aria-hidden="true"></span>'
        )
        slots.append(
            f'<div class="fh-slot"{attrs(data_seat=seat, data_place=PLACES[seat], data_won="true" if won else None)}>{face}</div>'
        )
    if shown is not None and shown["winner"] is not None:
        winner = shown["winner"]
        card = shown["by_seat"][winner]
        caption = t("five-hundred.event.trick", who=names[winner], number=shown["number"], card=card)
    elif shown is not None and shown["led_suit"]:
        key = "ui.five-hundred.led"
        caption = t(key, symbol=suit_symbol(shown["led_suit"]))
    trump = view["trump"]
    trumps = ""
    if trump is not None:
        text = t("five-hundred.trump.NT") if trump == "NT" else t("ui.five-hundred.trumps", symbol=suit_symbol(trump))
        trumps = f'<span class="fh-trumps" data-trump="{esc(trump)}">{esc(text)}</span>'
    finished = "true" if shown is not None and shown["winner"] is not None else "false"
    return (
        f'<div class="fh-centre" data-centre="trick" data-finished="{finished}">'
        f'<div class="fh-trick">{"".join(slots)}</div>'
        f'<p class="fh-caption" data-caption>{trumps}<span>{esc(caption)}</span></p></div>'
    )


# --------------------------------------------------------------------------- your side


def _prompt(t: Text, view: FiveHundredView, ui: Ui, names: Sequence[str]) -> str:
    phase = view["phase"]
    if view["sitting_out"] == HUMAN:
        return t("five-hundred.sitting_out")
    if not my_turn(view):
        seats = view["to_act"]
        return t("table.thinking", name=names[seats[0]]) if seats else ""
    if phase == Phase.BID:
        return t("ui.five-hundred.prompt.bid")
    if phase == Phase.KITTY:
        return t("ui.five-hundred.prompt.kitty", count=len(ui.chosen))
    trick = view["trick"]
    led = trick["led_suit"] if trick is not None else None
    if led is None:
        return t("ui.five-hundred.prompt.lead")
    return t("ui.five-hundred.prompt.follow", symbol=suit_symbol(led))


def _you(t: Text, lang: str, view: FiveHundredView, ui: Ui, names: Sequence[str], why: Why) -> str:
    """Your prompt, your hand, and the controls of your turn."""
    parts = [f'<p class="fh-prompt" data-prompt>{esc(_prompt(t, view, ui, names))}</p>', _hand(t, lang, view, ui)]
    mine = my_turn(view)
    if mine and view["phase"] == Phase.KITTY:
        parts.append(
            f'<p class="fh-actions"><button type="button" class="btn" data-act="discard" data-focus-id="discard"'
            f' aria-keyshortcuts="d"{attrs(disabled=len(ui.chosen) != 3)}>{esc(t("ui.five-hundred.discard"))}</button></p>'
        )
    if view["discards"]:
        faces = "".join(card_face(c, lang, classes=("small",)) for c in view["discards"])
        parts.append(
            f'<p class="fh-discards" data-discards="{" ".join(view["discards"])}">'
            f'<span class="fh-label">{esc(t("ui.five-hundred.discards"))}</span><span class="cards-inline">{faces}</span></p>'
        )
    if mine and ui.naming and joker_leads(view):
        parts.append(_name_suit(t, view))
    if mine and view["phase"] == Phase.BID:
        parts.append(_bidding(t, view, ui, why))
    if view["phase"] == Phase.PLAY and view["last_trick"]:
        parts.append(
            f'<p class="fh-actions"><button type="button" class="btn btn-ghost btn-small" data-act="review"'
            f' data-focus-id="review" aria-keyshortcuts="l" aria-pressed="{str(ui.review).lower()}">'
            f'{esc(t("ui.five-hundred.last_trick"))}</button></p>'
        )
    return f'<div class="fh-you">{"".join(parts)}</div>'


def _hand(t: Text, lang: str, view: FiveHundredView, ui: Ui) -> str:
    """Your cards in the view's order: in the kitty phase each one chooses; in play a legal card
    plays, the joker leading in no trumps asks its suit, any other card says why not."""
    phase = view["phase"]
    mine = my_turn(view)
    legal = set(view["legal"])
    kitty = set(view["kitty"] or ())
    naming = joker_leads(view)
    out = view["sitting_out"] == HUMAN
    faces = []
    for card in view["hand"]:
        focus = CURSOR_ID if card == ui.cursor else f"hand-{card}"
        classes = ["from-kitty"] if card in kitty else []
        enter = "kitty" if card in kitty else "deck"
        label = card_label(card, lang) + (f" ({t('five-hundred.kitty')})" if card in kitty else "")
        if mine and phase == Phase.KITTY:
            chosen = card in ui.chosen
            faces.append(card_face(
                card, lang, button=True, classes=(*classes, *(("selected",) if chosen else ())), label=label,
                data_act="choose", data_action=str(Discard(card)), data_focus_id=focus,
                aria_pressed=str(chosen).lower(), data_enter_from=enter,
            ))
        elif mine and phase == Phase.PLAY:
            text = str(Play(card))
            if text in legal:
                data = {"data_act": PLAY_ACT, "data_action": text}
            elif card == JOKER and naming:
                data = {"data_act": "name-joker"}
            else:
                # not playable now, and says why when pressed (as the bids the rules refuse)
                data = {"data_act": "why", "data_try": text, "aria_disabled": "true"}
                classes.append("illegal")
            faces.append(card_face(card, lang, button=True, classes=classes, label=label, data_focus_id=focus,
                                   data_enter_from=enter, **data))
        else:
            faces.append(card_face(card, lang, classes=(*classes, *(("dim",) if out else ())), label=label,
                                   data_enter_from=enter))
    return f'<div class="fh-hand" data-hand data-place="hand-{HUMAN}">{"".join(faces)}</div>'


def _name_suit(t: Text, view: FiveHundredView) -> str:
    buttons = "".join(
        f'<button type="button" class="btn btn-small"{attrs(data_act=PLAY_ACT, data_action=str(play), data_focus_id=f"name-{suit}", aria_keyshortcuts=suit.lower())}>'
        f'{suit_symbol(suit)} {esc(t(f"five-hundred.trump.{suit}"))}</button>'
        for play in joker_leads(view) if (suit := play.named) is not None
    )
    return (
        f'<div class="fh-name-suit" role="group" data-name-suit><span class="fh-label">{esc(t("ui.five-hundred.name_suit"))}</span>'
        f'{buttons}<button type="button" class="btn btn-ghost btn-small" data-act="name-cancel">{esc(t("table.cancel"))}</button></div>'
    )


def _bid_cell(t: Text, view: FiveHundredView, bid: str, ui: Ui, why: Why) -> str:
    text = str(Bid(bid))
    focus = CURSOR_ID if bid == ui.bid else f"bid-{bid}"
    value = bid_value(bid, open_misere=int(view["options"]["open_misere_value"]))
    label = t(f"five-hundred.bid.{bid}") if is_misere(bid) else bid_label(bid)
    inner = f'<span class="fh-bid-label">{esc(label)}</span><small>{value}</small>'
    if text in view["legal"]:
        return f'<button type="button" class="fh-bid-cell"{attrs(data_act=PLAY_ACT, data_action=text, data_focus_id=focus)}>{inner}</button>'
    return (
        f'<button type="button" class="fh-bid-cell illegal" aria-disabled="true"'
        f'{attrs(data_act="why", data_try=text, title=why(text) or "", data_focus_id=focus)}>{inner}</button>'
    )


def _bidding(t: Text, view: FiveHundredView, ui: Ui, why: Why) -> str:
    """The bidding panel: the 6–10 rows by trump (♠ ♣ ♦ ♥ NT), misère between 7NT and 8♠, open
    misère above 10♦ (in a row after the 10s, where it fits), and pass.  Bids the rules refuse
    now are dimmed and say why when pressed."""
    rows = []
    for row in BID_ROWS:
        bids = [row] if is_misere(row) else [f"{row}{trump}" for trump in TRUMPS]
        cells = "".join(_bid_cell(t, view, b, ui, why) for b in bids)
        kind = "misere" if is_misere(row) else "tricks"
        rows.append(f'<div class="fh-bid-row"{attrs(data_bid_row=row, data_kind=kind)}>{cells}</div>')
    passing = (
        f'<button type="button" class="btn btn-ghost"{attrs(data_act=PLAY_ACT, data_action="pass", data_focus_id="bid-pass", aria_keyshortcuts="p")}>'
        f'{esc(t("five-hundred.pass"))}</button>'
    )
    return f'<div class="fh-bidding" role="group" data-bidding>{"".join(rows)}<p class="fh-actions">{passing}</p></div>'


def _review(t: Text, lang: str, trick: TrickView, names: Sequence[str]) -> str:
    """The last trick, opened for review: each card with its player, the winner marked."""
    items = "".join(
        f'<li{attrs(data_seat=c["seat"], data_won="true" if c["seat"] == trick["winner"] else None)}>'
        f'{card_face(c["card"], lang, classes=("small",))} {esc(names[c["seat"]])}</li>'
        for c in trick["cards"]
    )
    winner = trick["winner"]
    caption = "" if winner is None else t(
        "five-hundred.event.trick", who=names[winner], number=trick["number"], card=trick["by_seat"][winner]
    )
    return f'<div class="panel fh-review" data-review><p>{esc(caption)}</p><ol>{items}</ol></div>'


# --------------------------------------------------------------------------- after a hand


def _result(t: Text, lang: str, view: FiveHundredView, words: Words) -> str:
    """The finished hand: what happened, tricks and points per side, the totals, every hand so
    far; then "next hand", or at the end the winner, why, and "new game"."""
    summary = view["summary"]
    parts = ['<div class="panel fh-result" data-result>']
    if words.scored:
        parts.append(f"<h2>{esc(words.scored)}</h2>")
    if summary is not None and summary["contract"] is not None:
        head = "".join(
            f'<th scope="col">{esc(t(k))}</th>'
            for k in ("ui.five-hundred.side", "ui.five-hundred.tricks", "ui.five-hundred.points", "ui.five-hundred.total")
        )
        rows = "".join(
            f'<tr data-side="{side}"><th scope="row">{esc(_side_name(t, side))}</th><td>{summary["tricks"][side]}</td>'
            f'<td>{esc(_points(summary["points"][side]))}</td><td>{esc(signed(summary["totals"][side]))}</td></tr>'
            for side in (0, 1)
        )
        parts.append(f'<table class="fh-table" data-summary><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>')
    parts.append(_history(t, view, words.names))
    if words.outcome is not None:
        key = "ui.five-hundred.won" if words.outcome == "won" else "ui.five-hundred.lost"
        parts.append(f'<p class="fh-outcome" data-game-result="{words.outcome}"><strong>{esc(t(key, reason=words.reason or ""))}</strong></p>')
        parts.append(
            f'<p class="fh-actions"><button type="button" class="btn" data-act="new" data-focus-id="again">'
            f'{esc(t("table.new_game"))}</button></p>'
        )
    elif "next" in view["legal"]:
        parts.append(
            f'<p class="fh-actions"><button type="button" class="btn" data-act="{PLAY_ACT}" data-action="next"'
            f' data-focus-id="next" aria-keyshortcuts="n">{esc(t("ui.five-hundred.next"))}</button></p>'
        )
    parts.append("</div>")
    return "".join(parts)


def _points(points: int) -> str:
    return f"+{points}" if points > 0 else signed(points)


def _history(t: Text, view: FiveHundredView, names: Sequence[str]) -> str:
    rows = []
    for record in view["history"]:
        contract = record["contract"]
        if contract is None or record["contractor"] is None:
            what, who = t("ui.five-hundred.result.thrown"), ""
        else:
            made = "made" if record["made"] else "lost"
            what = f'{bid_text(t, contract)} {t(f"ui.five-hundred.result.{made}")}'
            who = names[record["contractor"]]
        totals = "".join(f"<td>{esc(signed(total))}</td>" for total in record["totals"])
        rows.append(f'<tr data-hand-number="{record["number"]}"><th scope="row">{record["number"]}</th>'
                    f"<td>{esc(what)}</td><td>{esc(who)}</td>{totals}</tr>")
    head = "".join(
        f'<th scope="col">{esc(text)}</th>'
        for text in ("#", t("ui.five-hundred.contract_col"), t("ui.five-hundred.by"), _side_name(t, 0), _side_name(t, 1))
    )
    return (
        f'<div class="table-scroll"><table class="fh-table fh-history" data-history>'
        f'<caption>{esc(t("ui.five-hundred.history"))}</caption><thead><tr>{head}</tr></thead>'
        f'<tbody>{"".join(rows)}</tbody></table></div>'
    )


# --------------------------------------------------------------------------- setup


def render_setup(t: Text, controls: Sequence[str], differs: bool) -> str:
    """Return the rule options of the next game (the setup form's ``controls``), with a note
    while they differ from the game on the table."""
    note = f'<p class="fh-note" data-setup-note>{esc(t("ui.five-hundred.setup_note"))}</p>' if differs else ""
    return (
        f'<details class="fh-setup" data-setup><summary>{esc(t("ui.five-hundred.setup"))}</summary>'
        f'{"".join(controls)}{note}</details>'
    )
