"""Small helpers that build HTML text safely (every value escaped) and the card faces.

The site's Content Security Policy forbids inline styles and handlers, so markup carries classes
and ``data-*`` attributes only; the adapter binds events once on containers that stay.
"""

from __future__ import annotations

import zlib
from collections.abc import Iterable
from html import escape

from tefuda.cards import JOKER, RANK_LABELS, SUIT_SYMBOLS

SUIT_NAMES = {
    "en": {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"},
    "ja": {"S": "スペード", "H": "ハート", "D": "ダイヤ", "C": "クラブ"},
}
RANK_NAMES_EN = {"A": "ace", "J": "jack", "Q": "queen", "K": "king", "T": "10"}


def esc(value: object) -> str:
    """Return ``value`` as text safe inside HTML content and quoted attributes."""
    return escape(str(value), quote=True)


#: the attributes of an element prerendered by the build (web.prerender): the fingerprint of the
#: HTML it was rendered as, and the view and language it belongs to
PRERENDERED = "data-prerender"
PRERENDER_MARKS = (PRERENDERED, "data-pre-view", "data-pre-lang")


def fingerprint(html: str) -> str:
    """Return a short fingerprint of rendered HTML: equal for equal HTML.

    >>> fingerprint("<p>a</p>") == fingerprint("<p>a</p>"), fingerprint("<p>a</p>") == fingerprint("<p>b</p>")
    (True, False)
    >>> len(fingerprint(""))
    8
    """
    return f"{zlib.crc32(html.encode('utf-8')):08x}"


def attrs(**values: object) -> str:
    """Return ` name="value"` pairs; ``data_x`` becomes ``data-x``, False/None are left out."""
    parts = []
    for name, value in values.items():
        if value is None or value is False:
            continue
        name = name.rstrip("_").replace("_", "-")
        parts.append(f" {name}" if value is True else f' {name}="{esc(value)}"')
    return "".join(parts)


def card_label(card: str, lang: str) -> str:
    """Return a card's name for screen readers: ``"ace of spades"`` / ``"スペードのA"``."""
    if card == JOKER:
        return "ジョーカー" if lang == "ja" else "joker"
    rank, suit = card[0], card[1]
    if lang == "ja":
        return f"{SUIT_NAMES['ja'][suit]}の{RANK_LABELS.get(rank, rank)}"
    return f"{RANK_NAMES_EN.get(rank, rank)} of {SUIT_NAMES['en'][suit]}"


def card_face(
    card: str,
    lang: str,
    *,
    button: bool = False,
    classes: Iterable[str] = (),
    label: str | None = None,
    **data: object,
) -> str:
    """Return the HTML of one card face carrying ``data-card`` (a button when it can be chosen).

    ``card`` is a card string or ``"back"`` for a face-down card; ``label`` replaces the spoken
    name.  A button's accessible name starts with the text it shows ("Q♠, queen of spades"), so
    a person who steers by voice can say what they see (WCAG 2.5.3, label in name).  Extra
    keyword arguments become attributes (``data_index=2`` → ``data-index="2"``).

    >>> card_face("QS", "en", button=True).count('aria-label="Q♠, queen of spades"')
    1
    """
    tag = "button" if button else "span"
    names = ["card", *classes]
    if card == "back":
        names.append("back")
        inner = shown = ""
        spoken = "伏せたカード" if lang == "ja" else "face-down card"
    elif card == JOKER:
        names.append("joker")
        inner = '<span class="corner">JK</span><span class="pip">★</span>'
        shown, spoken = "JK", card_label(card, lang)
    else:
        rank = RANK_LABELS.get(card[0], card[0])
        symbol = SUIT_SYMBOLS[card[1]]
        names.append(f"suit-{card[1]}")
        inner = (
            f'<span class="corner">{rank}<span class="corner-suit">{symbol}</span></span>'
            f'<span class="pip">{symbol}</span>'
        )
        shown, spoken = f"{rank}{symbol}", card_label(card, lang)
    name = label or spoken
    if button and shown:
        name = f"{shown}{'、' if lang == 'ja' else ', '}{name}"
    extra = {"type": "button"} if button else {"role": "img"}
    return (
        f"<{tag}{attrs(class_=' '.join(names), data_card=card, aria_label=name)}"
        f"{attrs(**extra, **data)}>{inner}</{tag}>"
    )
