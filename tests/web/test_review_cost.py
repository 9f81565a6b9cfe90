"""The decision panel tells what a choice cost with each figure's error as far as it is known
(web.review.render.cost_line, by the rule of error_kind): "± 2.0 %" where the error shows as
more than 0, "± less than 0.1 %" where it rounds to 0.0 but is not 0, and, where it is 0, that
the figure was the same on every deal weighed; never "± 0.0", in both languages.  The same for
the points (to one decimal, without a unit), and in 51's own words (a round, not a hand).
"""

from __future__ import annotations

import re

import pytest

from tefuda import i18n
from tefuda.appraisal import Appraisal, Judgement
from tests.web.review_suite import PARTED
from web.review.render import cost_line


def said(lang: str, error: float, points_error: float, game: str = "") -> str:
    """Return the panel's cost in ``lang`` for a choice that cost 3.1 % of the chance to win
    (with ``error``) and 12.5 points (with ``points_error``), in ``game``'s words where its
    catalog has its own."""
    best = Appraisal("a", 0.55, points=4.0, points_error=0.0)
    chosen = Appraisal("b", 0.519, stderr=error, points=-8.5, points_error=points_error)

    def t(key: str, **params: object) -> str:
        own = f"{game}.{key}"
        return i18n.t(lang, own if game and i18n.has(own) else key, **params)

    text = cost_line(t, Judgement(chosen, best, 0.031, error, False))
    assert PARTED.search(text) is None, text  # "±" and "%" joined to their figures
    return text.replace("\u202f", " ")


#: (the chance's error, the points' error, what the panel says in English and in Japanese)
CASES = {
    "errors shown": (0.02, 2.0, "Cost: 3.1 % (± 2.0 %) of your chance to win the game, 12.5 points (± 2.0) this hand.",
                     "損失：ゲームに勝つ確率で3.1 %（± 2.0 %）、このハンドで12.5点（± 2.0）。"),
    "errors under 0.05": (0.0004, 0.04, "Cost: 3.1 % (± less than 0.1 %) of your chance to win the game, "
                          "12.5 points (± less than 0.1) this hand.",
                          "損失：ゲームに勝つ確率で3.1 %（± 0.1 %未満）、このハンドで12.5点（± 0.1未満）。"),
    "no error": (0.0, 0.0, "Cost: 3.1 % (the same on every deal weighed) of your chance to win the game, "
                 "12.5 points (the same on every deal weighed) this hand.",
                 "損失：ゲームに勝つ確率で3.1 %（検討したどの配りでも同じ）、"
                 "このハンドで12.5点（検討したどの配りでも同じ）。"),
    "each its own": (0.0004, 0.0, "Cost: 3.1 % (± less than 0.1 %) of your chance to win the game, "
                     "12.5 points (the same on every deal weighed) this hand.",
                     "損失：ゲームに勝つ確率で3.1 %（± 0.1 %未満）、このハンドで12.5点（検討したどの配りでも同じ）。"),
    "on the edge": (0.0005, 0.05, "Cost: 3.1 % (± 0.1 %) of your chance to win the game, 12.5 points (± 0.1) this hand.",
                    "損失：ゲームに勝つ確率で3.1 %（± 0.1 %）、このハンドで12.5点（± 0.1）。"),
}


@pytest.mark.parametrize("case", CASES)
def test_the_cost_is_told_with_each_error_as_far_as_it_is_known(case: str) -> None:
    error, points_error, en, ja = CASES[case]
    for lang, words in (("en", en), ("ja", ja)):
        text = said(lang, error, points_error)
        assert text == words, (lang, text)
        assert not re.search(r"±\s*0\.0(?!\d)", text), (lang, text)  # never "± 0.0"


def test_51_tells_it_of_a_round() -> None:
    assert said("en", 0.0004, 0.0, "fifty-one") == (
        "Cost: 3.1 % (± less than 0.1 %) of your chance to win the game, "
        "12.5 points (the same on every deal weighed) this round.")
    assert said("ja", 0.0, 0.04, "fifty-one") == (
        "損失：ゲームに勝つ確率で3.1 %（検討したどの配りでも同じ）、この回で12.5点（± 0.1未満）。")


def test_without_points_the_chance_alone_has_an_error() -> None:
    best, chosen = Appraisal("a", 0.55), Appraisal("b", 0.519, stderr=0.0)
    text = cost_line(lambda key, **p: i18n.t("en", key, **p), Judgement(chosen, best, 0.031, 0.0, False))
    assert text.replace("\u202f", " ") == (
        "Cost: 3.1 % (the same on every deal weighed) of your chance to win the game, — points (± —) this hand.")
