"""The rules page of Gin Rummy, with a meld explorer.

The explorer shows the arrangement the engine finds (``tefuda.games.gin_rummy.best_melds``) and
the engine's deadwood count; the page only lays them out and adds the arithmetic.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from tefuda.cards import format_card
from tefuda.games import deck_for
from tefuda.games.gin_rummy import HAND_SIZE, KNOCK_LIMIT, best_melds, deadwood
from web.context import Context
from web.html import attrs, esc
from web.rules.common import CardPicker, RulesPage, cards_inline
from web.rules.gin_rummy_text import PROSE as TEXT

GAME_ID = "gin-rummy"

#: example hands the explorer can load, by catalog name
EXAMPLES: dict[str, tuple[str, ...]] = {
    "sevens": ("7H", "7S", "7D", "8H", "9H", "2C", "3C", "4C", "KS", "5D"),
    "aces": ("AS", "2S", "3S", "QH", "KH", "AH", "4D", "4C", "4H", "9C"),
    "gin": ("AS", "2S", "3S", "4S", "9H", "9D", "9C", "QD", "QH", "QS"),
}


def arrange(cards: list[str]) -> tuple[list[list[str]], list[str], int]:
    """Return the engine's melds, deadwood cards and deadwood count for ``cards``."""
    melds, dead = best_melds(cards)
    return melds, dead, deadwood(cards)


class GinRummyRules(RulesPage):
    """How to play Gin Rummy: melds, deadwood (with the explorer), knocking, scoring, tips."""

    game_id = GAME_ID
    title_key = "rules.gin-rummy.title"
    PROSE = TEXT

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.picker = CardPicker(deck_for(GAME_ID), HAND_SIZE, "explore-pick")
        self.refusal: str | None = None

    def widgets(self) -> dict[str, Callable[[], str]]:
        return {**super().widgets(), "explorer": self.explorer}

    def explorer(self) -> str:
        t = self.ctx.t
        examples = "".join(
            f'<button type="button" class="btn btn-ghost btn-small"'
            f"{attrs(data_act='explore-load', data_example=name, data_focus_id=f'example-{name}')}>"
            f"{esc(t(f'rules.gin-rummy.explore.example.{name}'))}</button> "
            for name in EXAMPLES
        )
        label = esc(t("rules.gin-rummy.explore.examples"))
        top = f'<p class="tool-examples"><span class="tool-label">{label}</span> {examples}</p>'
        texts = (t("rules.gin-rummy.explore.hint"), t("rules.gin-rummy.explore.picker"))
        return self.tool("explorer", self.picker, texts, self._arrangement(), self.refusal, top)

    def _text(self, key: str, **params: object) -> str:
        """Return the escaped catalog text ``rules.gin-rummy.explore.<key>``."""
        return esc(self.ctx.t(f"rules.gin-rummy.explore.{key}", **params))

    def _arrangement(self) -> str:
        say, lang = self._text, self.lang
        chosen = self.picker.picked
        if not chosen:
            return f'<p class="tool-note">{say("empty")}</p>'
        melds, dead, points = arrange(chosen)
        meld_html = f'<p class="tool-note">{say("no_melds")}</p>'
        if melds:
            groups = []
            for meld in melds:
                kind = "set" if len({c[0] for c in meld}) == 1 else "run"
                groups.append(
                    f'<li class="meld"{attrs(data_kind=kind)}>'
                    f'<span class="meld-kind">{say(kind)}</span>{cards_inline(meld, lang)}</li>'
                )
            meld_html = f'<ul class="melds">{"".join(groups)}</ul>'
        dead_html = f'<span class="tool-note">{say("no_deadwood")}</span>'
        if dead:
            terms = " + ".join(f"{format_card(c)} {deadwood([c])}" for c in dead)
            dead_html = (
                f"{cards_inline(dead, lang, ('dead',))}"
                f'<span class="tool-sum">{say("sum", sum=terms, points=points)}</span>'
            )
        if len(chosen) < HAND_SIZE:
            note = say("need", count=HAND_SIZE - len(chosen))
        elif points == 0:
            note = say("gin")
        elif points <= KNOCK_LIMIT:
            note = say("knock", points=points)
        else:
            note = say("no_knock", points=points)
        return (
            f'<h4 class="tool-head">{say("melds")}</h4>{meld_html}'
            f'<h4 class="tool-head">{say("deadwood")}</h4>'
            f'<div class="tool-dead">{dead_html}</div>'
            f'<p class="tool-score"{attrs(data_deadwood=points)}>{say("count", points=points)}</p>'
            f'<ul class="tool-why"><li>{note}</li></ul>'
        )

    def _spoken(self) -> str:
        chosen = self.picker.picked
        if not chosen:
            return self.ctx.t("rules.common.cleared")
        return self.ctx.t("rules.gin-rummy.explore.count", points=deadwood(chosen))

    def handle(self, act: str, data: Mapping[str, str]) -> None:
        if act == "explore-clear":
            self.picker.clear()
            self.refusal = None
            self.say(self.ctx.t("rules.common.cleared"))
        elif act == "explore-load":
            example = EXAMPLES.get(data.get("example", ""))
            if example is None:
                return
            self.picker.load(example)
            self.refusal = None
            self.say(self._spoken())
        elif act == "explore-pick":
            outcome = self.picker.toggle(data.get("card"))
            if outcome == "bad":
                return
            self.refusal = self.ctx.t("rules.gin-rummy.explore.full") if outcome == "full" else None
            self.say(self.refusal or self._spoken())


RULES = GinRummyRules
