"""Drawing the 500 table: HTML from the person's view, nothing else.

The felt keeps one shape from the deal to the end of the hand, so your hand below it never
moves: West, North and East along the top, the middle, and your seat at the bottom.  The middle
holds the trick (each card before the side of its player, the card winning so far marked, the
trumps and what happened beside it); during the bidding the kitty, and on your call the bidding
panel, whose rows are the ladder low to high (misère after 7NT, open misère between 10♦ and
10♥).  Each seat shows its name, its calls while bidding (a CPU's seat then opens what its
calls mean) and its tricks while playing, the dealer and the contract it holds, and lights up
while it is to act.  Above the felt the scores,
the contract and what each side needs; below it your hand, then a row that stays in its place
(pass or laying away, the hint, the last trick), then what to do now.  After a hand the result
panel.  Controls that play carry the action's text (``data-act="action" data-action="bid 7H"``);
a control the rules refuse now carries ``data-act="why" data-try="…"`` and only explains.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence

from tefuda.actions import legal_of
from tefuda.cards import JOKER
from tefuda.games.five_hundred import (
    BIDS,
    OPEN_MISERE,
    FiveHundredView,
    bid_label,
    bid_tricks,
    bid_value,
    is_misere,
    trick_winner,
)
from tefuda.games.five_hundred.actions import Bid, Discard, Play
from tefuda.games.five_hundred.cards import suit_symbol
from tefuda.games.five_hundred.scoring import TRICKS
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
#: the keys that bring the focus to bids of the bidding panel (0 is the 10-row)
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
    #: the CPU seat whose calls' meanings a tap opened
    meaning: int | None = None


@dataclasses.dataclass(frozen=True)
class Words:
    """The sentences the controller makes for the drawing: each seat's name, the hand's scoring
    sentence (its event), at the end your outcome and why the game ended, and what the CPUs'
    calls of the hand mean (by the call's index in the hand's calls)."""

    names: Sequence[str]
    scored: str | None = None
    outcome: str | None = None
    reason: str | None = None
    meanings: Mapping[int, str] = dataclasses.field(default_factory=dict)


def my_turn(view: FiveHundredView) -> bool:
    """Return True while the person is to bid, discard or play."""
    return view["phase"] in PLAYING and HUMAN in view["to_act"]


def bid_text(t: Text, bid: BidView) -> str:
    """Return a bid as the table writes it: ``7♥``, ``10NT``, ``misère``."""
    return bid_name(t, bid["label"])


def bid_name(t: Text, label: str) -> str:
    """Return a bid's label (:func:`bid_label`: ``7♥``, ``MISERE``) as the table writes it:
    ``7♥``, ``misère`` (a misère's name is the catalog's, ``five-hundred.bid.MISERE``)."""
    return t(f"five-hundred.bid.{label}") if is_misere(label) else label


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


def render_table(t: Text, lang: str, view: FiveHundredView, ui: Ui, words: Words, why: Why, hint: str = "",
                 review: str = "", practice: bool = False) -> str:
    """Return the table: the head line, the felt, then your hand and controls, or the result
    panel once the hand is over.  ``why`` explains a refused action text (the game's why_not);
    ``hint`` is the hint button, shown in the row under your hand; ``review`` the button that
    opens the review of the finished hand, beside "next hand" (which a ``practice`` hand has not:
    the next hand is the game's)."""
    parts = [_head(t, view, words.names), _felt(t, lang, view, ui, words, why)]
    if view["phase"] in PLAYING:
        parts.append(_you(t, lang, view, ui, words.names, hint))
        if ui.review and view["last_trick"] and view["phase"] == Phase.PLAY:
            parts.append(_review(t, lang, view["last_trick"], words.names))
    else:
        parts.append(_result(t, lang, view, words, review, practice))
    return "".join(parts)


# --------------------------------------------------------------------------- head


def _side_name(t: Text, side: int) -> str:
    return t(f"five-hundred.side.{side}")


def _head(t: Text, view: FiveHundredView, names: Sequence[str]) -> str:
    """The scores, then the bid or contract and what each side needs (two lines whose height
    never changes, so nothing below them moves)."""
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
    won = view["tricks_won"]
    return (
        f'<div class="fh-head" data-scores><p class="fh-line"><span class="fh-hand-number">'
        f'{esc(t("ui.five-hundred.hand", number=view["hand_number"]))}</span>{scores}</p>'
        f'<p class="fh-line fh-deal"><span class="fh-bid" data-contract>{esc(bid)}</span> '
        f'<span class="fh-needs" data-needs data-tricks="{won[0]} {won[1]}">{esc(needs(t, view, names))}</span></p></div>'
    )


def needs(t: Text, view: FiveHundredView, names: Sequence[str]) -> str:
    """Return what each side needs from the tricks still to play ("N–S need 7 tricks, E–W need 4
    to set them"), once the contract is known; in misère, that the contractor must take none.
    Empty during the bidding and after the hand."""
    contract, contractor = view["contract"], view["contractor"]
    if contract is None or contractor is None or view["phase"] not in PLAYING:
        return ""
    side = contractor % 2
    won, against = view["tricks_won"][side], view["tricks_won"][1 - side]
    bid = contract["tricks"]
    if bid is None:  # misère: the hand ends at the contractor's first trick
        return t("ui.five-hundred.needs.misere", who=names[contractor], left=TRICKS - won - against)
    words = {"side": _side_name(t, side), "other": _side_name(t, 1 - side), "bid": bid_text(t, contract),
             "won": won, "against": against, "tricks": bid - won, "set": TRICKS + 1 - bid - against}
    if won >= bid:
        return t("ui.five-hundred.needs.made", **words)
    if against > TRICKS - bid:
        return t("ui.five-hundred.needs.set_down", **words)
    return t("ui.five-hundred.needs.more" if won or against else "ui.five-hundred.needs.start", **words)


# --------------------------------------------------------------------------- the felt


def _felt(t: Text, lang: str, view: FiveHundredView, ui: Ui, words: Words, why: Why) -> str:
    names = words.names
    seats = "".join(_seat(t, lang, view, seat, ui, words) for seat in (1, 2, 3))
    return (
        f'<div class="felt fh-felt" data-phase="{esc(view["phase"])}">{seats}'
        f'{_centre(t, lang, view, ui, names, why)}{_seat(t, lang, view, HUMAN, ui, words)}</div>'
    )


def call_text(t: Text, bid: BidView | None) -> str:
    """Return a call as the table writes it: a bid (:func:`bid_text`) or "Pass"."""
    return bid_text(t, bid) if bid is not None else t("five-hundred.pass")


def seat_meanings(t: Text, view: FiveHundredView, seat: int, ui: Ui, words: Words) -> str:
    """Return, for a CPU seat whose calls mean something, a button laid over the whole seat (a
    touch target as big as the seat, the seat's lines unchanged under it) that opens what its
    calls mean, one sentence a call: a tap or Enter opens it, hovering or focusing shows it,
    and it is the button's description for screen readers.  Nothing for other seats."""
    said = [words.meanings[i] for i, call in enumerate(view["calls"]) if call["seat"] == seat and i in words.meanings]
    if not said or seat == HUMAN:
        return ""
    tip = f"fh-meaning-{seat}"
    opened = ui.meaning == seat
    lines = "".join(f"<p>{esc(line)}</p>" for line in said)
    return (
        f'<button type="button" class="fh-seat-calls"'
        f'{attrs(data_act="meaning", data_caller=seat, aria_expanded=str(opened).lower(), aria_describedby=tip, data_focus_id=f"fh-calls-{seat}")}>'
        f'<span class="sr-only">{esc(t("ui.five-hundred.calls_of", who=words.names[seat]))}</span></button>'
        f'<div class="fh-meaning" role="tooltip"{attrs(id=tip, data_open="true" if opened else None)}>{lines}</div>'
    )


def render_calls(t: Text, view: FiveHundredView, words: Words) -> str:
    """Return the hand's bidding, call by call: who made it, and for a CPU's call what it
    means; folded (kept open across renders once opened).  Nothing before the first call."""
    calls = view["calls"]
    if not calls:
        return ""
    items = "".join(
        f'<li data-seat="{call["seat"]}"{attrs(data_meaning="true" if i in words.meanings else None)}>'
        + (esc(words.meanings[i]) if i in words.meanings
           else f'<span class="fh-caller">{esc(words.names[call["seat"]])}</span> {esc(call_text(t, call["bid"]))}')
        + "</li>"
        for i, call in enumerate(calls)
    )
    summary = t("ui.five-hundred.calls_one" if len(calls) == 1 else "ui.five-hundred.calls", count=len(calls))
    return (
        f'<details class="move-log fh-calls" data-keep-open="fh-calls" data-calls>'
        f'<summary>{esc(summary)}</summary><ol>{items}</ol></details>'
    )


def _seat(t: Text, lang: str, view: FiveHundredView, seat: int, ui: Ui, words: Words) -> str:
    """One seat: name and role, its calls or tricks (or that it thinks), its cards, the dealer
    and the contract it holds, the tricks it has won; while bidding, a CPU's seat opens what
    its calls mean (:func:`seat_meanings`)."""
    names = words.names
    phase = view["phase"]
    turn = phase in PLAYING and seat in view["to_act"]
    out = view["sitting_out"] == seat
    role = "" if seat == HUMAN else t("ui.five-hundred.partner" if seat == PARTNER else "ui.five-hundred.opponent")
    chips = []
    if view["dealer"] == seat:
        chips.append(f'<span class="fh-chip" data-dealer>{esc(t("ui.five-hundred.dealer"))}</span>')
    if view["contractor"] == seat and view["contract"] is not None:
        chips.append(f'<span class="fh-chip fh-contract" data-holds>{esc(bid_text(t, view["contract"]))}</span>')
    if view["exposed"] is not None and view["contractor"] == seat:
        chips.append(f'<span class="fh-chip" data-exposed>{esc(t("ui.five-hundred.face_up"))}</span>')
    status = ""
    if phase == Phase.BID:
        status = " · ".join(esc(call_text(t, b)) for b in view["bids_by_seat"][seat])
    elif out:
        status = esc(t("ui.five-hundred.sits_out"))
    elif view["contract"] is not None and phase != Phase.KITTY:
        status = esc(t("ui.five-hundred.took", count=view["tricks_by_seat"][seat]))
    if turn and seat != HUMAN:
        status = f'<span class="fh-thinking">{esc(t("ui.five-hundred.thinking"))}</span>'
    role_html = f' <small class="fh-role">{esc(role)}</small>' if role else ""
    meanings = seat_meanings(t, view, seat, ui, words) if phase == Phase.BID else ""
    name = f'<p class="fh-name"><strong>{esc(names[seat])}</strong>{role_html}</p>'
    cards = "" if seat == HUMAN else _seat_cards(t, lang, view, seat, out)
    if seat == HUMAN and view["discards"]:
        cards = (
            f'<span class="fh-discards" data-discards="{" ".join(view["discards"])}">'
            f'{esc(t("ui.five-hundred.laid_away", cards=view["discards"]))}</span>'
        )
    return (
        f'<div class="fh-seat"{attrs(data_seat=seat, data_place=PLACES[seat], data_turn=str(turn).lower(), data_out="true" if out else None)}>'
        f'{name}<p class="fh-status" data-status>{status}</p>'
        f'<p class="fh-things">{cards}{"".join(chips)}{_pile(lang, view, seat)}</p>{meanings}</div>'
    )


def _seat_cards(t: Text, lang: str, view: FiveHundredView, seat: int, out: bool) -> str:
    """A CPU's cards: one back and the count (open misère's face-up hand lies in the middle)."""
    count = view["hand_counts"][seat]
    if not count:
        return ""
    back = card_face("back", lang, classes=("small", *(("dim",) if out else ())),
                     data_flip_id=f"fh-hand-{seat}", data_enter_from="deck")
    text = t("ui.five-hundred.cards", count=count)
    return (
        f'<span class="fh-backs" data-place="hand-{seat}" data-count="{count}" role="img" aria-label="{esc(text)}">'
        f'{back}<span aria-hidden="true">{count}</span></span>'
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


def winning_seat(view: FiveHundredView, trick: TrickView) -> int | None:
    """Return the seat whose card wins ``trick`` so far (the rules' own judgement), or None
    before its first card."""
    if not trick["cards"]:
        return None
    if trick["winner"] is not None:
        return trick["winner"]
    cards = [c["card"] for c in trick["cards"]]
    return trick["cards"][trick_winner(cards, view["trump"] or "NT", trick["named_suit"])]["seat"]


def _centre(t: Text, lang: str, view: FiveHundredView, ui: Ui, names: Sequence[str], why: Why) -> str:
    """The middle of the felt: on your call the bidding panel; otherwise during the bidding the
    kitty; then the trick being played, or the one just finished (with its winner) until the
    next lead, with the trumps and what happened beside it."""
    phase = view["phase"]
    if phase == Phase.BID:
        if my_turn(view):
            inner = _bidding(t, view, ui, why)
        else:
            kitty = "".join(
                card_face("back", lang, classes=("small",), data_flip_id=f"fh-kitty-{i}", data_enter_from="deck")
                for i in range(3)
            )
            inner = (
                f'<p class="fh-kitty"><span class="fh-label">{esc(t("five-hundred.kitty"))}</span>'
                f'<span class="cards-inline" data-place="kitty">{kitty}</span></p>'
            )
        return f'<div class="fh-centre" data-centre="bid" data-place="deck">{inner}</div>'
    trick = view["trick"]
    shown: TrickView | None = trick if trick is not None and trick["cards"] else view["last_trick"]
    leading = None if shown is None else winning_seat(view, shown)
    finished = shown is not None and shown["winner"] is not None
    slots = []
    for seat in range(4):
        card = shown["by_seat"][seat] if shown is not None else None
        face = (
            card_face(card, lang, data_flip_id=_trick_id(shown, seat), data_enter_from=f"hand-{seat}")
            if card and shown is not None else '<span class="card blank" aria-hidden="true"></span>'
        )
        mark = {"data_won": "true"} if finished and leading == seat else {"data_winning": "true"} if leading == seat else {}
        slots.append(f'<div class="fh-slot"{attrs(data_seat=seat, data_place=PLACES[seat], **mark)}>{face}</div>')
    caption = ""
    if shown is not None and leading is not None:
        card = shown["by_seat"][leading]
        if finished:
            caption = t("ui.five-hundred.trick_won", who=names[leading], number=shown["number"], card=card)
        elif shown["led_suit"]:
            caption = t("ui.five-hundred.winning", symbol=suit_symbol(shown["led_suit"]), card=card, name=names[leading])
    trump = view["trump"]
    trumps = ""
    if trump is not None:
        text = t("ui.five-hundred.no_trumps") if trump == "NT" else t("ui.five-hundred.trumps", symbol=suit_symbol(trump))
        trumps = f'<span class="fh-trumps" data-trump="{esc(trump)}">{esc(text)}</span>'
    return (
        f'<div class="fh-centre" data-centre="trick" data-finished="{str(finished).lower()}">'
        f'<div class="fh-trick">{"".join(slots)}'
        f'<p class="fh-caption" data-caption>{trumps}<span>{phrases(caption)}</span></p>'
        f'{_exposed(t, lang, view, names)}</div></div>'
    )


def phrases(text: str) -> str:
    r"""Return ``text`` as markup whose lines break only between the phrases its catalog marks
    apart with U+200B (the trick's caption in Japanese, in a column some 70 px wide on a
    phone), each phrase kept whole on a line unless it is wider than the line; a text with no
    mark, as it is.

    >>> phrases("西が\u200bA♦で"), phrases("West won")
    ('<span class="fh-phrase">西が</span><wbr><span class="fh-phrase">A♦で</span>', 'West won')
    """
    if "\u200b" not in text:
        return esc(text)
    return "<wbr>".join(f'<span class="fh-phrase">{esc(part)}</span>' for part in text.split("\u200b"))


def _exposed(t: Text, lang: str, view: FiveHundredView, names: Sequence[str]) -> str:
    """Open misère's hand, face up beside the trick once exposed (not yours: it is your hand)."""
    contractor = view["contractor"]
    if view["exposed"] is None or contractor is None or contractor == HUMAN:
        return ""
    faces = "".join(card_face(c, lang, classes=("small",)) for c in view["exposed"])
    return (
        f'<div class="fh-exposed" data-exposed data-seat="{contractor}"><span class="fh-label">'
        f'{esc(t("ui.five-hundred.exposed", name=names[contractor]))}</span><span class="cards-inline">{faces}</span></div>'
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


def _you(t: Text, lang: str, view: FiveHundredView, ui: Ui, names: Sequence[str], hint: str) -> str:
    """Your hand; the row under it, the same height in every phase (pass, or laying the three
    away, the hint, the last trick); the joker's suit when asked; what to do now."""
    mine = my_turn(view)
    phase = view["phase"]
    # the hint first, the move itself on the side of a right thumb (a left one's rows lean left)
    row = [hint]
    if mine and phase == Phase.BID:
        row.append(
            f'<button type="button" class="btn"{attrs(data_act=PLAY_ACT, data_action="pass", data_focus_id="bid-pass", aria_keyshortcuts="p")}>'
            f'{esc(t("five-hundred.pass"))}</button>'
        )
    if mine and phase == Phase.KITTY:
        row.append(
            f'<button type="button" class="btn" data-act="discard" data-focus-id="discard"'
            f' aria-keyshortcuts="d"{attrs(disabled=len(ui.chosen) != 3)}>{esc(t("ui.five-hundred.discard"))}</button>'
        )
    if phase == Phase.PLAY:
        row.append(
            f'<button type="button" class="btn btn-ghost" data-act="review" data-focus-id="review" aria-keyshortcuts="l"'
            f'{attrs(aria_pressed=str(ui.review).lower(), disabled=not view["last_trick"])}>'
            f'{esc(t("ui.five-hundred.last_trick"))}</button>'
        )
    prompt, naming = _prompt(t, view, ui, names), ""
    if mine and ui.naming and joker_leads(view):
        # the joker's suit is asked in the same row, in place of the others
        row, prompt, naming = [_name_suit(t, view)], t("ui.five-hundred.name_suit"), " data-name-suit"
    parts = [
        _hand(t, lang, view, ui),
        f'<div class="fh-actions fh-turn" data-turn-row{naming}>{"".join(row)}</div>',
        f'<p class="fh-prompt" data-prompt>{esc(prompt)}</p>',
    ]
    return f'<div class="fh-you">{"".join(parts)}</div>'


def _hand(t: Text, lang: str, view: FiveHundredView, ui: Ui) -> str:
    """Your cards in the view's order: in the kitty phase each one chooses (the kitty's three
    and the ones chosen to lay away marked apart); in play a legal card plays, the joker leading
    in no trumps asks its suit, any other card says why not."""
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
        # the words the card's marks show (drawn by the style sheet; the label says the kitty,
        # aria-pressed the choice)
        tag = t("five-hundred.kitty") if card in kitty else None
        if mine and phase == Phase.KITTY:
            chosen = card in ui.chosen
            faces.append(card_face(
                card, lang, button=True, classes=(*classes, *(("selected",) if chosen else ())), label=label,
                data_act="choose", data_action=str(Discard(card)), data_focus_id=focus,
                aria_pressed=str(chosen).lower(), data_enter_from=enter, data_kitty_tag=tag,
                data_away_tag=t("ui.five-hundred.away") if chosen else None,
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
                                   data_enter_from=enter, data_kitty_tag=tag))
    return f'<div class="fh-hand" data-hand data-place="hand-{HUMAN}">{"".join(faces)}</div>'


def _name_suit(t: Text, view: FiveHundredView) -> str:
    """The suits the joker may lead as (each by its symbol, named for screen readers), and cancel."""
    buttons = "".join(
        f'<button type="button" class="btn fh-suit suit-{suit}"'
        f'{attrs(data_act=PLAY_ACT, data_action=str(play), data_focus_id=f"name-{suit}", aria_keyshortcuts=suit.lower(), aria_label=suit_symbol(suit) + " " + t(f"five-hundred.trump.{suit}"))}>'
        f'{suit_symbol(suit)}</button>'
        for play in joker_leads(view) if (suit := play.named) is not None
    )
    return (
        f'<span class="fh-name-suit" role="group" aria-label="{esc(t("ui.five-hundred.name_suit"))}">{buttons}'
        f'<button type="button" class="btn btn-ghost" data-act="name-cancel">{esc(t("table.cancel"))}</button></span>'
    )


def _bid_cell(t: Text, view: FiveHundredView, bid: str, ui: Ui, why: Why) -> str:
    text = str(Bid(bid))
    focus = CURSOR_ID if bid == ui.bid else f"bid-{bid}"
    value = bid_value(bid, open_misere=int(view["options"]["open_misere_value"]))
    label = t(f"ui.five-hundred.cell.{bid}") if is_misere(bid) else bid_label(bid)
    inner = f'<span class="fh-bid-label">{esc(label)}</span><small>{value}</small>'
    kind = "misere" if is_misere(bid) else None
    if text in view["legal"]:
        return f'<button type="button" class="fh-bid-cell"{attrs(data_act=PLAY_ACT, data_action=text, data_focus_id=focus, data_kind=kind)}>{inner}</button>'
    return (
        f'<button type="button" class="fh-bid-cell illegal" aria-disabled="true"'
        f'{attrs(data_act="why", data_try=text, title=why(text) or "", data_focus_id=focus, data_kind=kind)}>{inner}</button>'
    )


def bid_rows() -> list[tuple[str, list[str]]]:
    """Return the rows of the bidding panel, each (its level, its bids), low to high: the bids
    in the rules' order, misère at the end of the 7s and open misère among the 10s, where they
    rank, so the panel reads as the ladder.

    >>> [(row, len(bids)) for row, bids in bid_rows()]
    [('6', 5), ('7', 6), ('8', 5), ('9', 5), ('10', 6)]
    >>> bid_rows()[-1][1]
    ['10S', '10C', '10D', 'OPEN_MISERE', '10H', '10NT']
    """
    rows: list[tuple[str, list[str]]] = []
    for bid in BIDS:
        level = "10" if bid == OPEN_MISERE else str(bid_tricks(bid) or 7)
        if not rows or rows[-1][0] != level:
            rows.append((level, []))
        rows[-1][1].append(bid)
    return rows


def _bidding(t: Text, view: FiveHundredView, ui: Ui, why: Why) -> str:
    """The bidding panel, the ladder in rows (see :func:`bid_rows`).  Bids the rules refuse now
    are dimmed and say why when pressed; pass is in the row under your hand.  It covers the
    kitty, so it is the kitty's place for the motion layer."""
    rows = "".join(
        f'<div class="fh-bid-row" data-bid-row="{level}">{"".join(_bid_cell(t, view, b, ui, why) for b in bids)}</div>'
        for level, bids in bid_rows()
    )
    return (
        f'<div class="fh-bidding" role="group" aria-label="{esc(t("ui.five-hundred.bids"))}" data-bidding'
        f' data-place="kitty">{rows}</div>'
    )


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


def _result(t: Text, lang: str, view: FiveHundredView, words: Words, review: str = "", practice: bool = False) -> str:
    """The finished hand: what happened, then "next hand" (or at the end the winner, why, and
    "new game"), in view without scrolling; then tricks and points per side, the totals, every
    hand so far."""
    summary = view["summary"]
    parts = ['<div class="panel fh-result" data-result>']
    if words.scored:
        parts.append(f"<h2>{esc(words.scored)}</h2>")
    if practice:
        parts.append(f'<p class="fh-actions">{review}</p>')
    elif words.outcome is not None:
        key = "ui.five-hundred.won" if words.outcome == "won" else "ui.five-hundred.lost"
        parts.append(f'<p class="fh-outcome" data-game-result="{words.outcome}"><strong>{esc(t(key, reason=words.reason or ""))}</strong></p>')
        parts.append(
            f'<p class="fh-actions"><button type="button" class="btn" data-act="new" data-focus-id="again">'
            f'{esc(t("table.new_game"))}</button>{review}</p>'
        )
    elif "next" in view["legal"]:
        parts.append(
            f'<p class="fh-actions"><button type="button" class="btn" data-act="{PLAY_ACT}" data-action="next"'
            f' data-focus-id="next" aria-keyshortcuts="n">{esc(t("ui.five-hundred.next"))}</button>{review}</p>'
        )
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
