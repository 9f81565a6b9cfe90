"""51 CPU: why an option is good, in the hint's words, for the appraisal (:mod:`.appraise`).

Each sentence is a claim about the position (``tefuda.claims.fifty_one`` checks every one):

* the option the hint advises keeps the hint's own reason (the hint said it of this very view);
* a swap, or swap all, outside a one more turn is told by what it does (:func:`.hint.explain_turn`
  with the swap as its own plan: the suit it collects or keeps, the score it makes, a stop);
* in a one more turn an exchange that scores says its score (:func:`.hint.explain_extra`);
* anything else (a flush, a pass, a call or not the hint does not advise, an exchange that
  scores nothing in a one more turn) has no reason (an empty key): the hint's sentences for
  them say more than the appraisal knows ("nothing on the field helps", "wins about 60 % of
  the time"), and the review then shows the figures alone.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from tefuda.games.fifty_one.actions import GRAMMAR, Swap, SwapAll
from tefuda.games.fifty_one.view import FiftyOneView

from .hint import Advice, explain_extra, explain_turn
from .knowledge import Knowledge, availability

Reason = tuple[str, Mapping[str, Any]]
#: no sentence: the review shows the option's figures alone
NO_REASON: Reason = ("", {})


class Reasons:
    """The reason of each option of ``view``, worked out when first asked for and kept: it
    depends on the view alone, and the review asks for the appraisals after every slice of
    its work."""

    def __init__(self, view: FiftyOneView, know: Knowledge) -> None:
        self.view = view
        self.know = know
        self._hint: Advice | None = None
        self._known: dict[str, Reason] = {}

    def hint(self) -> Advice:
        """Return the hint's advice for the view."""
        if self._hint is None:
            from tefuda.cpu.fifty_one import hint as advise

            self._hint = advise(self.view)
        return self._hint

    def unknown(self, actions: Iterable[str]) -> str | None:
        """Return the first of ``actions`` whose reason is not yet worked out (None: all are)."""
        return next((a for a in actions if a not in self._known), None)

    def of(self, action: str) -> Reason:
        """Return the reason of the option ``action`` (a legal action text of the view): a
        catalog key and its parameters."""
        if action not in self._known:
            self._known[action] = self._work_out(action)
        return self._known[action]

    def _work_out(self, action: str) -> Reason:
        advised = self.hint()
        if advised["action"] == action:
            return advised["reason"], dict(advised["params"])
        option = GRAMMAR.parse(action)
        if isinstance(option, (Swap, SwapAll)):
            if not self.view["extra_turns"]:
                told = explain_turn(self.know, availability(self.know, careful=True), option,
                                    option)
                return told["reason"], dict(told["params"])
            told = explain_extra(self.know, option)
            if told["params"].get("score"):
                return told["reason"], dict(told["params"])
        return NO_REASON
