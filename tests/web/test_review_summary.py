"""The review's summary tells what the decisions cost with the error of its points as far as
it is known (web.review.render.render_summary): "± 2" where the error rounds to a point or
more, "± less than 1" where it rounds to 0 but is not 0, and no "±" at all where it is 0 (each
decision cost the same on every deal weighed), never "± 0", in both languages.

The summary is rendered from a stand-in session holding only what the summary reads: the
hand's points, the total cost, no flagged decision, the weighing done.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from tefuda import i18n
from tefuda.review import Cost
from tests.web.review_suite import PARTED, text
from web.review.render import render_summary


class Summarised:
    """What :func:`render_summary` reads of a :class:`~web.review.session.ReviewSession`."""

    done = True

    def __init__(self, points: int, cost: Cost) -> None:
        self.points, self.cost = points, cost

    def hand_points(self) -> int:
        return self.points

    def total_cost(self) -> Cost:
        return self.cost

    def costliest(self, n: int) -> list[Any]:
        return []

    def progress(self) -> tuple[int, int]:
        return 40, 40


def summary(lang: str, points_error: float) -> str:
    """Return the summary's words in ``lang`` for a hand of −320 points whose two decisions
    cost 6.2 points with ``points_error`` and 4.1 % of the chance to win."""
    session = Summarised(-320, Cost(0.041, 0.01, 6.2, points_error, 2))
    html = render_summary(lambda key, **p: i18n.t(lang, key, **p), lang, session)  # type: ignore[arg-type]
    assert PARTED.search(html) is None, html
    return text(html)


#: (error of the points, what the summary says of the cost, in English and in Japanese)
CASES = {
    "an error of 2": (2.4, "Your decisions cost about 6 points (± 2) and 4.1 % of your chance",
                      "判断による損失は約6点（± 2）、ゲームに勝つ確率では4.1 %でした。"),
    "an error that rounds up to 1": (0.6, "cost about 6 points (± 1) and", "約6点（± 1）、"),
    "an error under half a point": (0.3, "Your decisions cost about 6 points (± less than 1) and 4.1 % of",
                                    "判断による損失は約6点（± 1点未満）、ゲームに勝つ確率では4.1 %でした。"),
    "no error": (0.0, "Your decisions cost 6 points, the same on every deal weighed, and 4.1 % of your chance",
                 "判断による損失は6点（検討したどの配りでも同じ）、ゲームに勝つ確率では4.1 %でした。"),
}


#: the result and the cards' part of it (−320 + 6.2), in whole points
WHOLE = {"en": ("Result of the hand: −320 points", "the cards account for the rest (−314 points)."),
         "ja": ("あなたは−320点。", "残り（−314点）はカードの巡り合わせです。")}


@pytest.mark.parametrize("case", CASES)
def test_the_cost_is_told_with_the_error_of_its_points_as_far_as_it_is_known(case: str) -> None:
    error, en, ja = CASES[case]
    for lang, words in (("en", en), ("ja", ja)):
        said = summary(lang, error)
        assert words in said, (lang, said)
        assert not re.search(r"±\s*0(?![.\d])", said), (lang, said)  # never "± 0"
        assert ("±" in said) == (error > 0), (lang, said)
        # the cards' part (the result and what the decisions cost of it) in whole points, as the result
        for whole in WHOLE[lang]:
            assert whole in said, (lang, said)
