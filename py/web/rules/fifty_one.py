"""The rules page of 51 (ごじゅういち), with a hand-score calculator.

The calculator takes its score from the engine (``tefuda.games.fifty_one.hand_score``) and only
explains it: the suits, each card's points, and the joker's value, read back as the difference
between the engine's score and the other four cards.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from tefuda.cards import JOKER, format_card
from tefuda.games import deck_for
from tefuda.games.fifty_one import hand_score
from tefuda.games.fifty_one.options import PRESETS
from web.context import Context
from web.html import SUIT_NAMES, attrs, esc
from web.rules.common import CardPicker, RulesPage
from web.rules.fifty_one_text import PROSE as TEXT

GAME_ID = "fifty-one"
HAND = 5

#: card points in 51, used only to explain the engine's score
POINTS = {"A": 11, "K": 10, "Q": 10, "J": 10, "T": 10, **{str(n): n for n in range(2, 10)}}

#: preset ids the game's setup accepts from ``?preset=``
PRESET_IDS = tuple(PRESETS)


def preset_href(preset: str) -> str:
    """Return the relative link that opens the 51 table with ``preset`` chosen."""
    return f"index.html?preset={preset}#/{GAME_ID}"


def explain(cards: list[str], lang: str, t: Callable[..., str]) -> tuple[int | None, list[str]]:
    """Return the engine's score of a full hand (None while fewer than five) and the reasons."""
    suits = sorted({c[1] for c in cards if c != JOKER}, key="SHDC".index)
    names = ("・" if lang == "ja" else ", ").join(SUIT_NAMES[lang][s] for s in suits)
    if len(cards) < HAND:
        lines = [t("rules.fifty-one.calc.need", count=HAND - len(cards))]
        if len(suits) > 1:
            lines.append(t("rules.fifty-one.calc.mixed_early", suits=names))
        return None, lines
    score = hand_score(cards)
    if len(suits) > 1:
        return score, [t("rules.fifty-one.calc.mixed", suits=names)]
    others = [c for c in cards if c != JOKER]
    rest = sum(POINTS[c[0]] for c in others)
    terms = [f"{format_card(c)} {POINTS[c[0]]}" for c in others]
    lines = []
    if JOKER in cards:
        joker = score - rest  # what the engine counted for the joker
        terms.append(f"{format_card(JOKER)} {joker}")
        key = "joker_high" if joker == 11 else "joker_low"
        lines.append(t(f"rules.fifty-one.calc.{key}", rest=rest, over=rest + 11))
    lines.insert(0, t("rules.fifty-one.calc.sum", suit=names, sum=" + ".join(terms), score=score))
    lines.append(t("rules.fifty-one.calc.stop" if score == 51 else "rules.fifty-one.calc.call"))
    return score, lines


class FiftyOneRules(RulesPage):
    """How to play 51: table, turn, scoring (with the calculator), presets, keys, tips."""

    game_id = GAME_ID
    title_key = "rules.fifty-one.title"
    PROSE = TEXT

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.picker = CardPicker(deck_for(GAME_ID), HAND, "calc-pick")
        self.refusal: str | None = None

    def widgets(self) -> dict[str, Callable[[], str]]:
        return {**super().widgets(), "calc": self.calculator, "presets": self.preset_links}

    def preset_links(self) -> str:
        t = self.ctx.t
        links = "".join(
            f'<li><a class="btn btn-ghost btn-small"{attrs(href=preset_href(p), data_preset=p)}>'
            f"{esc(t(f'rules.fifty-one.preset.{p}'))}</a></li>"
            for p in PRESET_IDS
        )
        return (
            f'<p class="rules-links-title">{esc(t("rules.fifty-one.preset.open"))}</p>'
            f'<ul class="rules-links">{links}</ul>'
        )

    def calculator(self) -> str:
        t = self.ctx.t
        score, lines = explain(self.picker.picked, self.lang, t)
        shown = ""
        if score is not None:
            text = t("rules.fifty-one.calc.score", score=score)
            shown = f'<p class="tool-score"{attrs(data_score=score)}>{esc(text)}</p>'
        why = "".join(f"<li>{esc(line)}</li>" for line in lines)
        return self.tool(
            "calc",
            self.picker,
            (t("rules.fifty-one.calc.hint"), t("rules.fifty-one.calc.picker")),
            f'{shown}<ul class="tool-why">{why}</ul>',
            self.refusal,
            blanks=HAND - len(self.picker.picked),
        )

    def handle(self, act: str, data: Mapping[str, str]) -> None:
        t = self.ctx.t
        if act == "calc-clear":
            self.picker.clear()
            self.refusal = None
            self.say(t("rules.common.cleared"))
        elif act == "calc-pick":
            outcome = self.picker.toggle(data.get("card"))
            if outcome == "bad":
                return
            self.refusal = t("rules.fifty-one.calc.full") if outcome == "full" else None
            score, lines = explain(self.picker.picked, self.lang, t)
            spoken = self.refusal or (
                t("rules.fifty-one.calc.score", score=score) if score is not None else lines[0]
            )
            self.say(spoken)


RULES = FiftyOneRules
