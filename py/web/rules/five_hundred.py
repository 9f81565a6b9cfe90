"""The rules page of 500, with a trick demonstrator, the bid ladder and the score table.

The demonstrator asks the engine: the winner is ``trick_winner(cards, trump, named_suit)``, the
suit led is ``led_suit``, and each card's part (joker, bower, trump, following or not) comes from
the engine's card functions.  The ladder and the score table are drawn from ``BIDS`` and
``bid_value``: the page writes no number of its own.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from tefuda.cards import JOKER, format_card
from tefuda.games.five_hundred import (
    BIDS,
    DECK,
    SUITS,
    TRUMPS,
    bid_label,
    bid_value,
    effective_suit,
    is_left_bower,
    is_misere,
    is_right_bower,
    is_trump,
    trick_winner,
)
from tefuda.games.five_hundred.cards import suit_symbol
from tefuda.games.five_hundred.tricks import led_suit
from web.context import Context
from web.html import attrs, esc
from web.rules.common import CardPicker, RulesPage
from web.rules.five_hundred_text import PROSE as TEXT

GAME_ID = "five-hundred"
TRICK = 4
#: tricks the demonstrator can load: (trump, named suit of a led joker, cards in play order)
EXAMPLES: dict[str, tuple[str, str | None, tuple[str, ...]]] = {
    "bowers": ("H", None, ("AH", "JD", "KH", "JH")),
    "left_led": ("H", None, ("JD", "9H", "AH", "QD")),
    "ruff": ("S", None, ("KD", "AD", "6S", "QD")),
    "joker_nt": ("NT", "H", ("JK", "AH", "KH", "5S")),
    "jacks_nt": ("NT", None, ("JD", "QD", "AD", "JH")),
}


def _symbol(trump: str) -> str:
    return "NT" if trump == "NT" else suit_symbol(trump)


class FiveHundredRules(RulesPage):
    """How to play 500: deck, bidding, misère, the kitty, bowers and joker, play, scoring, end."""

    game_id = GAME_ID
    title_key = "rules.five-hundred.title"
    PROSE = TEXT

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.picker = CardPicker(DECK, TRICK, "trick-pick")
        self.trump = "H"
        self.named: str | None = None
        self.refusal: str | None = None

    def widgets(self) -> dict[str, Callable[[], str]]:
        return {**super().widgets(), "trick": self.demonstrator, "ladder": self.ladder, "scores": self.scores}

    # --- the ladder and the score table, from the engine ---

    def _bid(self, bid: str) -> str:
        return self.ctx.t(f"five-hundred.bid.{bid}") if is_misere(bid) else bid_label(bid)

    def ladder(self) -> str:
        """Every bid, low to high, as the engine ranks them (misère and open misère marked)."""
        items = "".join(
            f'<li{attrs(data_bid=b, class_="misere" if is_misere(b) else None)}>{esc(self._bid(b))}</li>' for b in BIDS
        )
        return f'<ol class="bid-ladder" data-ladder>{items}</ol>'

    def scores(self) -> str:
        """The value of each bid: tricks across, trumps down, then misère and open misère."""
        t = self.ctx.t
        head = "".join(f'<th scope="col">{n}</th>' for n in range(6, 11))
        rows = "".join(
            f'<tr><th scope="row">{esc(_symbol(trump))} {esc(t(f"five-hundred.trump.{trump}"))}</th>'
            + "".join(f"<td>{bid_value(f'{n}{trump}')}</td>" for n in range(6, 11))
            + "</tr>"
            for trump in TRUMPS
        )
        misere = "".join(
            f'<tr><th scope="row">{esc(self._bid(b))}</th><td colspan="5">{bid_value(b)}</td></tr>'
            for b in BIDS if is_misere(b)
        )
        return (
            f'<div class="table-scroll"><table class="rules-table" data-scores><thead><tr><th scope="col"></th>{head}</tr></thead>'
            f"<tbody>{rows}{misere}</tbody></table></div>"
        )

    # --- the trick demonstrator ---

    def _say(self, key: str, **params: object) -> str:
        return esc(self.ctx.t(f"rules.five-hundred.trick.{key}", **params))

    def demonstrator(self) -> str:
        t = self.ctx.t
        contracts = "".join(
            f'<button type="button" class="btn btn-small{"" if trump == self.trump else " btn-ghost"}"'
            f'{attrs(data_act="trick-trump", data_trump=trump, data_focus_id=f"trump-{trump}", aria_pressed=str(trump == self.trump).lower())}>'
            f'{esc(_symbol(trump))} {esc(t(f"five-hundred.trump.{trump}"))}</button>'
            for trump in TRUMPS
        )
        examples = "".join(
            f'<button type="button" class="btn btn-ghost btn-small"{attrs(data_act="trick-load", data_example=name, data_focus_id=f"example-{name}")}>'
            f'{self._say(f"example.{name}")}</button>'
            for name in EXAMPLES
        )
        top = (
            f'<p class="tool-examples"><span class="tool-label">{self._say("contract")}</span> {contracts}</p>'
            f'<p class="tool-examples"><span class="tool-label">{self._say("examples")}</span> {examples}</p>'
        )
        texts = (t("rules.five-hundred.trick.hint"), t("rules.five-hundred.trick.picker"))
        return self.tool("trick", self.picker, texts, self._verdict(), self.refusal, top)

    def _needs_name(self) -> bool:
        cards = self.picker.picked
        return bool(cards) and cards[0] == JOKER and self.trump == "NT"

    def _verdict(self) -> str:
        """Who wins the chosen cards and why, each card's part in the trick."""
        cards = self.picker.picked
        if not cards:
            return f'<p class="tool-note">{self._say("empty")}</p>'
        parts = []
        if self._needs_name():
            names = "".join(
                f'<button type="button" class="btn btn-small{"" if s == self.named else " btn-ghost"}"'
                f'{attrs(data_act="trick-name", data_suit=s, data_focus_id=f"name-{s}", aria_pressed=str(s == self.named).lower())}>'
                f"{esc(suit_symbol(s))}</button>"
                for s in SUITS
            )
            parts.append(f'<p class="tool-examples"><span class="tool-label">{self._say("name")}</span> {names}</p>')
        named = self.named if self._needs_name() else None
        led = led_suit(cards, self.trump, named)
        index = trick_winner(cards, self.trump, named)
        lines = [self._led_line(cards[0], led)]
        lines += [self._role(i, card, led, i == index) for i, card in enumerate(cards)]
        if len(cards) < TRICK:
            lines.append(self._say("need", count=TRICK - len(cards)))
        winner = cards[index]
        key = self._wins_key(winner)
        why = "".join(f"<li>{line}</li>" for line in lines)
        parts.append(
            f'<p class="tool-score"{attrs(data_winner=winner, data_index=index)}>'
            f'{self._say(key, card=format_card(winner), number=index + 1)}</p><ul class="tool-why">{why}</ul>'
        )
        return "".join(parts)

    def _led_line(self, first: str, led: str | None) -> str:
        if led is None:
            return self._say("name_first")
        if first == JOKER and self.trump == "NT":
            return self._say("led_joker", symbol=suit_symbol(led))
        key = "led_trump" if is_trump(first, self.trump) else "led"
        return self._say(key, card=format_card(first), symbol=suit_symbol(led))

    def _role(self, index: int, card: str, led: str | None, wins: bool) -> str:
        """One card's part: the joker, a bower, a trump, a card of the suit led, or neither."""
        if card == JOKER:
            role = "joker"
        elif is_right_bower(card, self.trump):
            role = "right"
        elif is_left_bower(card, self.trump):
            role = "left"
        elif is_trump(card, self.trump):
            role = "trump"
        elif effective_suit(card, self.trump) == led:
            role = "follows"
        else:
            role = "off"
        text = self._say(f"role.{role}", number=index + 1, card=format_card(card))
        return f"<strong>{text}</strong>" if wins else text

    def _spoken(self) -> str:
        cards = self.picker.picked
        if not cards:
            return self.ctx.t("rules.common.cleared")
        named = self.named if self._needs_name() else None
        index = trick_winner(cards, self.trump, named)
        key = self._wins_key(cards[index])
        return self.ctx.t(f"rules.five-hundred.trick.{key}", card=format_card(cards[index]), number=index + 1)

    def _wins_key(self, winner: str) -> str:
        """The sentence of the winner: by the highest trump or the suit led, so far or in the end."""
        key = "wins_trump" if is_trump(winner, self.trump) else "wins_led"
        return key if len(self.picker.picked) == TRICK else f"{key}_so_far"

    def handle(self, act: str, data: Mapping[str, str]) -> None:
        if act == "trick-clear":
            self.picker.clear()
            self.refusal = None
            self.say(self.ctx.t("rules.common.cleared"))
        elif act == "trick-trump" and data.get("trump") in TRUMPS:
            self.trump = data["trump"]
            self.say(self._spoken())
        elif act == "trick-name" and data.get("suit") in SUITS:
            self.named = data["suit"]
            self.say(self._spoken())
        elif act == "trick-load" and data.get("example") in EXAMPLES:
            self.trump, self.named, cards = EXAMPLES[data["example"]]
            self.picker.load(cards)
            self.refusal = None
            self.say(self._spoken())
        elif act == "trick-pick":
            outcome = self.picker.toggle(data.get("card"))
            if outcome == "bad":
                return
            self.refusal = self.ctx.t("rules.five-hundred.trick.full") if outcome == "full" else None
            self.say(self.refusal or self._spoken())


RULES = FiveHundredRules
