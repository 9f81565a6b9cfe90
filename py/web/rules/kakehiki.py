"""The rules page of 恋のかけひき, with a table-total calculator.

Every number the calculator shows comes from the engine: each card's value is
``table_points([card])`` and the total is ``table_points(cards)``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from tefuda.cards import format_card
from tefuda.games import deck_for
from tefuda.games.kakehiki import table_points
from web.context import Context
from web.html import attrs, esc
from web.rules.common import CardPicker, RulesPage
from web.rules.kakehiki_text import PROSE as TEXT

GAME_ID = "kakehiki"
MARRIAGE = 20
TABLE_LIMIT = 6  # three cards from each of the two players
AFTER_TWO = 4  # the table is checked after two cards each, then after three


def signed(value: int) -> str:
    """Return a table value with its sign, using a true minus sign: ``+3``, ``−7``, ``0``."""
    if value > 0:
        return f"+{value}"
    if value < 0:
        return f"−{-value}"
    return "0"


def summary(cards: list[str], t: Callable[..., str]) -> tuple[int, list[str]]:
    """Return the table total of ``cards`` and the lines that explain it."""
    total = table_points(cards)
    if not cards:
        return total, [t("rules.kakehiki.table.empty")]
    terms = " ".join(f"{format_card(c)} {signed(table_points([c]))}" for c in cards)
    lines = [t("rules.kakehiki.table.sum", sum=terms, total=signed(total) if total < 0 else total)]
    if total >= MARRIAGE:
        lines.append(t("rules.kakehiki.table.marriage"))
    else:
        lines.append(t("rules.kakehiki.table.to_go", points=MARRIAGE - total))
        if len(cards) == AFTER_TWO:
            lines.append(t("rules.kakehiki.table.third"))
        elif len(cards) == TABLE_LIMIT:
            lines.append(t("rules.kakehiki.table.no_marriage"))
    return total, lines


class KakehikiRules(RulesPage):
    """How to play 恋のかけひき: card values, simultaneous play, marriage, a worked game, tips."""

    game_id = GAME_ID
    title_key = "rules.kakehiki.title"
    PROSE = TEXT

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.picker = CardPicker(deck_for(GAME_ID), TABLE_LIMIT, "table-pick")
        self.refusal: str | None = None

    def widgets(self) -> dict[str, Callable[[], str]]:
        return {**super().widgets(), "calc": self.calculator}

    def calculator(self) -> str:
        t = self.ctx.t
        total, lines = summary(self.picker.picked, t)
        why = "".join(f"<li>{esc(line)}</li>" for line in lines)
        married = "true" if total >= MARRIAGE else "false"
        result = (
            f'<p class="tool-score"{attrs(data_total=total, data_marriage=married)}>'
            f"{esc(t('rules.kakehiki.table.total', total=total))}</p>"
            f'{self._meter(total)}<ul class="tool-why">{why}</ul>'
        )
        texts = (t("rules.kakehiki.table.hint"), t("rules.kakehiki.table.picker"))
        return self.tool("calc", self.picker, texts, result, self.refusal)

    def _meter(self, total: int) -> str:
        """Return a bar filling towards 20 in steps of a tenth (classes only, no inline style)."""
        share = max(0, min(total, MARRIAGE)) * 10 // MARRIAGE * 10
        return (
            f'<span class="rules-meter" aria-hidden="true">'
            f'<span class="rules-meter-fill"{attrs(data_share=share)}></span></span>'
        )

    def handle(self, act: str, data: Mapping[str, str]) -> None:
        t = self.ctx.t
        if act == "table-clear":
            self.picker.clear()
            self.refusal = None
            self.say(t("rules.common.cleared"))
        elif act == "table-pick":
            outcome = self.picker.toggle(data.get("card"))
            if outcome == "bad":
                return
            self.refusal = t("rules.kakehiki.table.full") if outcome == "full" else None
            total, lines = summary(self.picker.picked, t)
            self.say(self.refusal or f"{t('rules.kakehiki.table.total', total=total)} {lines[-1]}")


RULES = KakehikiRules
