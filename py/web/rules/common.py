"""What the rules pages share: prose with card markers, a compact card picker, the play link.

A page's prose is one HTML string per language, written by hand.  Inside it ``[[AS 2S JK]]``
becomes a row of small card faces (each carrying ``data-card``), and ``[[name]]`` for a name in
the page's ``widgets()`` becomes that widget's HTML (``[[calc]]``, ``[[play]]``…), so the text
reads as text and the cards stay real card elements.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence

from tefuda.cards import JOKER, SUITS, is_card
from web.html import attrs, card_face, esc
from web.page import Page

MARKER = re.compile(r"\[\[([A-Za-z0-9 _-]+)\]\]")


def cards_inline(cards: Sequence[str], lang: str, classes: Sequence[str] = ()) -> str:
    """Return a row of small card faces (``.cards-inline``) for an example hand."""
    faces = "".join(card_face(c, lang, classes=("small", *classes)) for c in cards)
    return f'<span class="cards-inline">{faces}</span>'


def expand(prose: str, lang: str, widgets: Mapping[str, Callable[[], str]]) -> str:
    """Return ``prose`` with its ``[[...]]`` markers replaced by card rows or widgets.

    Raises ValueError for a marker that is neither a widget name nor a list of cards, so a typo
    in the prose is caught by the tests rather than shown to a player.
    """

    def replace(match: re.Match[str]) -> str:
        inner = match.group(1).strip()
        if inner in widgets:
            return widgets[inner]()
        cards = inner.split()
        if cards and all(is_card(c) for c in cards):
            return cards_inline(cards, lang)
        raise ValueError(f"unknown marker in rules prose: {match.group(0)!r}")

    return MARKER.sub(replace, prose)


class CardPicker:
    """A set of chosen cards, in the order they were chosen, at most ``limit`` of them.

    Choosing a chosen card puts it back; choosing one more than the limit is refused (the
    page shows why) rather than silently dropping the oldest, so nothing changes behind the
    player's back.
    """

    def __init__(self, deck: Sequence[str], limit: int, act: str) -> None:
        self.deck = tuple(deck)
        self.limit = limit
        self.act = act
        self.picked: list[str] = []

    def toggle(self, card: str | None) -> str:
        """Choose or put back ``card``.

        Returns ``"added"``, ``"removed"``, ``"full"`` (refused: the limit is reached) or
        ``"bad"`` (not a card of this deck; nothing changes).
        """
        if card is None or card not in self.deck:
            return "bad"
        if card in self.picked:
            self.picked.remove(card)
            return "removed"
        if len(self.picked) >= self.limit:
            return "full"
        self.picked.append(card)
        return "added"

    def load(self, cards: Sequence[str]) -> None:
        """Replace the choice by ``cards`` (those in the deck, up to the limit)."""
        chosen: list[str] = []
        for card in cards:
            if card in self.deck and card not in chosen and len(chosen) < self.limit:
                chosen.append(card)
        self.picked = chosen

    def clear(self) -> None:
        """Put every card back."""
        self.picked = []

    def render(self, lang: str, label: str) -> str:
        """Return the picker: one row per suit (and the joker), each card a toggle button."""
        rows = []
        for suit in SUITS:
            row = [c for c in self.deck if c != JOKER and c[1] == suit]
            if row:
                rows.append(row)
        if JOKER in self.deck:
            rows.append([JOKER])
        html_rows = []
        for row in rows:
            buttons = "".join(
                card_face(
                    card,
                    lang,
                    button=True,
                    classes=("pick", *(("chosen",) if card in self.picked else ())),
                    data_act=self.act,
                    data_focus_id=f"{self.act}-{card}",
                    aria_pressed="true" if card in self.picked else "false",
                )
                for card in row
            )
            html_rows.append(f'<div class="picker-row">{buttons}</div>')
        body = "".join(html_rows)
        return f'<div class="picker" role="group"{attrs(aria_label=label)}>{body}</div>'


class RulesPage(Page):
    """A rules page: the prose of the current language, its widgets, and a link to play."""

    game_id = ""
    #: the page text by language ("ja", "en"), with ``[[...]]`` markers
    PROSE: Mapping[str, str] = {}

    @property
    def lang(self) -> str:
        """Return the language to write in (Japanese unless English is chosen)."""
        return "en" if self.ctx.settings.lang == "en" else "ja"

    def widgets(self) -> dict[str, Callable[[], str]]:
        """Return the widgets the prose may place by name; every page has ``[[play]]``."""
        return {"play": self.play_link}

    def play_link(self) -> str:
        """Return the closing "play this game" and "back" links."""
        t = self.ctx.t
        return (
            f'<p class="rules-play"><a class="btn"{attrs(href=f"#/{self.game_id}")}>'
            f"{esc(t('rules.common.play', game=t(f'game.{self.game_id}.name')))}</a> "
            f'<a class="btn btn-ghost" href="#/">{esc(t("site.back_home"))}</a></p>'
        )

    def render(self) -> str:
        body = expand(self.PROSE[self.lang], self.lang, self.widgets())
        root = attrs(data_game=self.game_id, lang=self.lang)
        return f'<article class="rules"{root}>{body}</article>'

    def tool(
        self,
        name: str,
        picker: CardPicker,
        texts: tuple[str, str],
        result: str,
        refusal: str | None,
        top: str = "",
        blanks: int = 0,
    ) -> str:
        """Return an interactive tool: hint, picker, the chosen cards with "clear", the result.

        ``texts`` are the hint and the picker's label; ``result`` is the tool's own output;
        ``refusal`` the message of a refused pick; ``blanks`` empty slots after the chosen cards.
        The clear button's action is the picker's prefix + ``-clear`` (``calc-clear``).
        """
        t, lang = self.ctx.t, self.lang
        hint, label = texts
        chosen_label = esc(t("rules.common.chosen"))
        chosen = picker.picked
        row = cards_inline(chosen, lang) if chosen else ""
        row += '<span class="slot-blank" aria-hidden="true"></span>' * blanks
        clear = picker.act.split("-")[0] + "-clear"
        button = (
            f'<button type="button" class="btn btn-ghost btn-small"'
            f"{attrs(data_act=clear, data_focus_id=clear, disabled=not chosen)}>"
            f"{esc(t('rules.common.clear'))}</button>"
        )
        refused = f'<p class="tool-refusal" data-refusal>{esc(refusal)}</p>' if refusal else ""
        return (
            f'<div class="rules-tool"{attrs(data_tool=name)}><p class="tool-hint">{esc(hint)}</p>'
            f'{top}{picker.render(lang, label)}<div class="tool-result">'
            f'<div class="tool-hand"><span class="tool-label">{chosen_label}</span>'
            f"{row}{button}</div>{refused}{result}</div></div>"
        )

    def say(self, text: str) -> None:
        """Render again and tell screen readers what changed."""
        self.ctx.rerender()
        if text:
            self.ctx.announce(text)
