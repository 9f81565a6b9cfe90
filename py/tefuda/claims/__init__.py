"""Claims: every sentence a hint can say, judged against the position it was said in.

A hint is advice (an action) and a reason, a catalog key under ``<game>.hint.`` whose text is a
claim about the position ("you will hold 3 ♥", "the opponent likely holds more").  This package
judges those claims apart from the code that chose the advice: a checker per sentence template
recomputes each fact from the rules (the game package's public functions) and the position, and
never calls the hint's own reasoning helpers.  The checkers of a game live in
``tefuda.claims.<game module>`` (:data:`CHECK_MODULES`); the runner, ``python -m tefuda.claims``,
plays arena games and judges seat 0's every decision (:mod:`tefuda.claims.__main__`).

What counts as true, by the kind of claim:

* a **fact** (a card count, a score, what a swap leaves): true only when it holds in every deal
  the seat's view allows; the checker reasons from the view (the unseen cards could be anywhere
  consistent with what is public) and also confirms it in the actual deal, the full state;
* a **possibility** ("may beat", "may undercut"): true when some deal the view allows makes it
  happen; the checker has to find one;
* a **likelihood** ("likely", "should"): true when an estimate made apart from the hint's, over
  deals the view allows, gives it more than half; each such claim is also recorded with whether
  it held in the actual deal, and the runner reports how often it did;
* an **estimate** ("about 70 %"): true when it lies near an estimate made apart from the hint's
  (:data:`ESTIMATE_TOLERANCE`); recorded with the actual outcome, for calibration.

Every claim is also rendered in both languages: every placeholder filled, no stray brace, and
every placeholder a parameter the checker verified.

Adding a game's checkers (as 500's were, the last) takes three
steps and no change to the runner or the judge:

1. a module ``tefuda/claims/<game module>.py`` (``five_hundred.py``) that reads only the rules'
   public functions and the position (never the hint's helpers), with ``CHECKERS``, a dict of
   every ``<game id>.hint.*`` catalog key to its :data:`Checker`, and ``setup(rng)``, which
   returns the options of one arena game (the positions draw them per game);
2. its entry in :data:`CHECK_MODULES` (``"five-hundred": "tefuda.claims.five_hundred"``): the
   positions (:mod:`tefuda.claims.positions`) then play the game through the registry (its
   rules, ``cpu.hint``, ``cpu.choose`` and ``cpu.LEVELS``, every seat but 0 a CPU level), and
   ``python -m tefuda.claims five-hundred`` runs;
3. in ``tests/engine/test_claims.py``, its pinned sample size (``SAMPLE``) and the action word
   each of its sentences advises (``ACTION_WORDS``): the tests then require a checker per
   catalog key, no false sentence over the sample, and each checker refusing false ones.

This package is a development tool: the site does not ship it (``sitebuild/app_zip.py``).
"""

from __future__ import annotations

import dataclasses
import importlib
import string
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from tefuda import i18n
from tefuda.cards import format_card, is_card

#: game id → the module with its checkers (``CHECKERS``) and its arena setup (``setup``)
CHECK_MODULES: dict[str, str] = {
    "fifty-one": "tefuda.claims.fifty_one",
    "five-hundred": "tefuda.claims.five_hundred",
    "gin-rummy": "tefuda.claims.gin_rummy",
    "kakehiki": "tefuda.claims.kakehiki",
}

#: an estimate ("about N %") is false when it is further than this (in per cent points) from
#: every independent estimate of the same chance
ESTIMATE_TOLERANCE = 12.0

LANGUAGES = ("ja", "en")


@dataclasses.dataclass(frozen=True)
class Position:
    """A decision of one seat: the full ``state``, the seat's ``view`` and the hint's
    ``advice`` for it (``{"action", "reason", "params"}``).

    ``game`` is the game id, ``number`` the arena game it comes from (-1 for a constructed
    position) and ``label`` a short description of the game's setup (options, players).
    """

    game: str
    number: int
    label: str
    state: Any
    seat: int
    view: Mapping[str, Any]
    advice: Mapping[str, Any]

    def with_advice(self, action: str | None, reason: str, **params: Any) -> Position:
        """Return the same position with other advice (to feed a checker a claim)."""
        return dataclasses.replace(
            self, advice={"action": action, "reason": reason, "params": params}
        )


@dataclasses.dataclass(frozen=True)
class Odds:
    """A claim that is a chance: its name, the chance the checker estimated (0..1), the
    chance the hint stated (None when it stated none) and whether it held in the actual
    deal (None when the actual deal does not settle it)."""

    name: str
    estimate: float
    stated: float | None
    held: bool | None


class Claims:
    """What one hint claims, as a checker works through it.

    The checker calls :meth:`param` for each parameter it recomputes, :meth:`fact`,
    :meth:`possible`, :meth:`likely` and :meth:`estimate` for each claim; :attr:`false` lists
    what turned out false, in words a reader can check against the position.
    """

    def __init__(self, position: Position) -> None:
        self.position = position
        self.advice = position.advice
        self.params: Mapping[str, Any] = position.advice.get("params") or {}
        self.verified: set[str] = set()
        self.false: list[str] = []
        self.odds: list[Odds] = []

    def get(self, name: str) -> Any:
        """Return the hint's parameter ``name``; a missing one is false (and None)."""
        if name not in self.params:
            self.false.append(f"the parameter {name!r} is missing")
            return None
        return self.params[name]

    def param(self, name: str, value: Any) -> bool:
        """Check that the hint's parameter ``name`` is ``value``; return whether it is."""
        self.verified.add(name)
        given = self.get(name)
        if name in self.params and given != value:
            self.false.append(f"{name} is {given!r}, but the position gives {value!r}")
            return False
        return name in self.params

    def fact(self, ok: bool, what: str) -> bool:
        """Record the claim ``what`` (said of every deal the view allows); false unless ``ok``."""
        if not ok:
            self.false.append(what)
        return ok

    def action(self, *expected: str) -> bool:
        """Check that the advised action is one of ``expected`` texts."""
        action = self.advice.get("action")
        return self.fact(action in expected, f"the advice {action!r} is not {' / '.join(expected)}")

    def possible(self, ok: bool, what: str) -> bool:
        """Record that ``what`` can happen in some deal the view allows; false unless ``ok``
        (the checker found such a deal)."""
        return self.fact(ok, f"{what}: no deal the view allows makes it happen")

    def likely(self, name: str, chance: float, held: bool | None, what: str) -> bool:
        """Record the likelihood ``what`` with its independently estimated ``chance`` and
        whether it ``held`` in the actual deal; false when the chance is not over one half."""
        self.odds.append(Odds(name, chance, None, held))
        return self.fact(chance > 0.5, f"{what}: only {100 * chance:.0f} % likely")

    def record(self, name: str, estimate: float, held: bool | None) -> None:
        """Record a chance the checker judged some other way, with whether the claim held in
        the actual deal (for the runner's report of how often claims of this kind hold)."""
        self.odds.append(Odds(name, estimate, None, held))

    def about(
        self, name: str, stated: float, estimates: Sequence[float], tolerance: float, unit: str
    ) -> bool:
        """Record an amount ``stated`` ("about 20 points") against independent ``estimates``;
        false when it is further than ``tolerance`` from all of them."""
        shown = ", ".join(f"{e:.0f}" for e in estimates)
        return self.fact(
            min(estimates) - tolerance <= stated <= max(estimates) + tolerance,
            f"{name} is said to be about {stated:g} {unit}, but estimates give {shown}",
        )

    def estimate(
        self, name: str, stated: float, estimates: Sequence[float], held: bool | None
    ) -> bool:
        """Record the chance ``stated`` (0..1) against independent ``estimates`` and whether
        the claim ``held`` in the actual deal; false when it is further than
        :data:`ESTIMATE_TOLERANCE` (per cent points) from all of them."""
        self.odds.append(Odds(name, min(estimates), stated, held))
        return self.about(
            name, round(100 * stated), [100 * e for e in estimates], ESTIMATE_TOLERANCE, "%"
        )


#: a checker: reads the position, checks the advice's claims into ``Claims``
Checker = Callable[[Position, Claims], None]


@dataclasses.dataclass(frozen=True)
class Verdict:
    """The judgement of one hint: what is false in it (empty when all is true), the chance
    claims and the rendered sentence by language."""

    position: Position
    false: tuple[str, ...]
    odds: tuple[Odds, ...]
    texts: Mapping[str, str]

    @property
    def reason(self) -> str:
        """The hint's catalog key."""
        return str(self.position.advice.get("reason"))


def checkers(game_id: str) -> dict[str, Checker]:
    """Return the checkers of a game: catalog key → checker.

    Raises ValueError for a game without checkers.
    """
    if game_id not in CHECK_MODULES:
        raise ValueError(f"no claim checkers for {game_id!r} (have {sorted(CHECK_MODULES)})")
    found: dict[str, Checker] = importlib.import_module(CHECK_MODULES[game_id]).CHECKERS
    return found


def hint_keys(game_id: str) -> list[str]:
    """Return every hint sentence template of a game: its catalog keys under ``<game>.hint.``."""
    prefix = f"{game_id}.hint."
    return sorted(key for key in i18n.messages() if key.startswith(prefix))


def placeholders(text: str) -> set[str]:
    """Return the names of the ``str.format`` fields of a catalog text.

    >>> sorted(placeholders("Swap {give} for {take}."))
    ['give', 'take']
    """
    return {field for _, field, _, _ in string.Formatter().parse(text) if field is not None}


def _rendered(key: str, claims: Claims) -> dict[str, str]:
    """Return the sentence in each language, adding to ``claims.false`` a placeholder left
    unfilled or unverified, a stray brace, or a verified value that does not show."""
    texts = i18n.messages().get(key)
    if texts is None:
        claims.false.append(f"{key} has no catalog text")
        return {}
    out: dict[str, str] = {}
    for lang in LANGUAGES:
        template = texts.get(lang)
        if template is None:
            claims.false.append(f"{key} has no {lang} text")
            continue
        unverified = placeholders(template) - claims.verified
        if unverified:
            claims.false.append(f"{lang}: {sorted(unverified)} shown but never checked")
        try:
            text = i18n.t(lang, key, **dict(claims.params))
        except (KeyError, IndexError, ValueError) as exc:
            claims.false.append(f"{lang}: the text does not render ({exc!r})")
            continue
        if "{" in text or "}" in text:
            claims.false.append(f"{lang}: a stray brace in {text!r}")
        for name in placeholders(template) & claims.verified:
            shown = _shown(claims.params[name])
            if shown not in text:
                claims.false.append(f"{lang}: {name} ({shown}) does not show in {text!r}")
        out[lang] = text
    return out


def _shown(value: Any) -> str:
    """Return how a parameter value reads in a sentence: a card or a list of cards with suit
    symbols (as :func:`tefuda.i18n.t` shows them), anything else as ``str`` does."""
    if is_card(value):
        return format_card(value)
    if isinstance(value, (list, tuple)) and value and all(is_card(v) for v in value):
        return " ".join(format_card(v) for v in value)
    return str(value)


def judge(position: Position) -> Verdict:
    """Return the verdict on the hint of ``position``: its checker's findings, the legality of
    the advised action and the sentence rendered in both languages.

    A reason no checker covers is false.
    """
    claims = Claims(position)
    advice = position.advice
    reason = str(advice.get("reason"))
    legal = list(position.view.get("legal") or [])
    action = advice.get("action")
    if action is None:
        claims.fact(not legal, "no action is advised though the seat has a choice")
    else:
        claims.fact(action in legal, f"the advised action {action!r} is not legal")
    checker = checkers(position.game).get(reason)
    if checker is None:
        claims.false.append(f"no checker for {reason}")
    else:
        try:
            checker(position, claims)
        except Exception as exc:  # a checker's own fault: shown as a finding, never hidden
            claims.false.append(f"the checker of {reason} failed: {exc!r}")
    texts = _rendered(reason, claims)
    return Verdict(position, tuple(claims.false), tuple(claims.odds), texts)


def missing_checkers(game_id: str) -> list[str]:
    """Return the hint templates of a game that no checker covers (empty when all are)."""
    have = checkers(game_id)
    return [key for key in hint_keys(game_id) if key not in have]


def describe(verdict: Verdict) -> str:
    """Return a few lines that show a false verdict: where, what was said, what is false."""
    pos = verdict.position
    lines = [
        f"game {pos.number} ({pos.label}), seat {pos.seat}: {pos.advice.get('action')!r} "
        f"for {verdict.reason} {dict(pos.advice.get('params') or {})}",
    ]
    for lang in LANGUAGES:
        if lang in verdict.texts:
            lines.append(f"  {lang}: {verdict.texts[lang]}")
    lines.extend(f"  FALSE: {what}" for what in verdict.false)
    return "\n".join(lines)


def by_reason(verdicts: Sequence[Verdict]) -> Mapping[str, list[Verdict]]:
    """Return the verdicts grouped by hint template, templates in catalog order."""
    out: dict[str, list[Verdict]] = {}
    for verdict in verdicts:
        out.setdefault(verdict.reason, []).append(verdict)
    return dict(sorted(out.items()))
