"""The tests of the review every game's table offers (#19), driven as the page drives it in the
fake browser context (tests/web/fake_context.py).

Plug a game in with a subclass whose name starts with ``Test``, as the tables plug into
:mod:`tests.web.table_suite`::

    class TestGinRummyReview(ReviewSuite):
        game_id = "gin-rummy"
        blunder = "discard 7S"
        ...

        def finished(self) -> Match:
            return blunder_hand()

The game gives a match whose first hand is over (``finished``) after a known blunder of yours
(``blunder``), and says how the review shows it.  The suite checks, for every game:

- "Review this hand" replays the hand face up from the deal: every hand's cards, the game's
  board (``board_marks``, ``board_words``: what it shows at some positions), each position the
  engine's and each move told as the events line tells it; the buttons, the slider and the keys
  step through it, the table's own keys do nothing meanwhile, and Escape closes it;
- the decisions are weighed in slices once the replay is shown, and the blunder is flagged as a
  mistake with its cost (more than ``min_cost``), the best option and why (``panel_words``); the
  summary names it as the costliest, links to it and says the hand's result
  (``result_words``); the hindsight column is worked out once asked for;
- "Try from here" deals the same position again as practice (your hand, the hidden cards,
  your decision), plays out to its end (``better`` first, then the normal CPU for you), and
  keeps nothing: not the save, not the statistics, no next hand, no sharing; the practice
  hand can be reviewed too, and the game comes back as it was;
- every finished hand is on the score sheet (``sheet_words``) and can be reviewed after a
  reload, from the deal the match was dealt;
- the review speaks both languages with every placeholder filled, weighed or not, with
  hindsight (``speaks``, ``speaks_markup``), no figure parted from its "%" (or "±" from its
  figure) where a line may break, and Japanese sentences are set without a space
  after the full stop (``ja_summary``).

Hooks with a default: ``sheet_match`` (the match of the score sheet), ``board_marks`` and
``board_words``, ``sheet_words``, ``practice_decision`` and ``practice_result`` (what else the
practice shows), ``reopened`` (what else the review opened from the sheet shows).
"""

from __future__ import annotations

import gc
import importlib
import json
import random
import re
from html import unescape
from typing import Any, ClassVar

import pytest

from tefuda.games import get_game
from tefuda.match import Match, play
from tefuda.registry import entry
from tefuda.saves import dumps
from tests.web.controls import press
from tests.web.fake_context import FakeContext
from web.review.desk import ReviewDesk
from web.review.session import ReviewSession
from web.review.table import ReviewTable
from web.stats import load_stats
from web.tables import table_class

LANGS = ("ja", "en")
#: a figure parted from its per cent sign, or ± from its figure, by white space a line may break
#: at: anything but the narrow no-break space (U+202F) the site joins them with
PARTED = re.compile(r"\d[^\S\u202f]+%|±[^\S\u202f]+\d")
#: what every game's review says in each language (its name, the way back to the table)
COMMON_WORDS = {"ja": ("振り返り", "テーブルに戻る"), "en": ("Review of", "Back to the table")}


def text(html: str) -> str:
    """Return the words of ``html`` as a person reads them: no tags, entities undone, runs of
    white space one space."""
    return re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", " ", html)))


def weigh(ctx: FakeContext) -> None:
    """Run the review's slices to the end."""
    ctx.run_timers(100_000)


def open_table(game_id: str, match: Match, ctx: FakeContext | None = None,
               prefs: dict[str, Any] | None = None) -> tuple[FakeContext, ReviewTable[Any, Any]]:
    """Return a fake page and the game's table restored from ``match`` (as after a reload),
    with ``prefs`` stored as the table's preferences when given."""
    ctx = ctx or FakeContext()
    ctx.backend.data[f"tefuda:save:{game_id}"] = dumps(match)
    if prefs is not None:
        ctx.backend.data[f"tefuda:prefs:{game_id}"] = json.dumps(prefs)
    table = table_class(game_id).open(ctx)
    assert isinstance(table, ReviewTable)
    return ctx, table


def desk(table: ReviewTable[Any, Any]) -> ReviewDesk:
    assert table.desk is not None
    return table.desk


class ReviewSuite:
    """Base class of the review tests; see the module docstring."""

    game_id: ClassVar[str]
    #: the action text of your blunder in ``finished``
    blunder: ClassVar[str]
    #: the blunder in the review's words ("Discard 7♠"), in its panel and in the summary
    blunder_words: ClassVar[str]
    #: the blunder's cost is more than this (a chance)
    min_cost: ClassVar[float]
    #: more words of the blunder's panel: the best option, why, the cost in points...
    panel_words: ClassVar[tuple[str, ...]]
    #: the summary's markup beyond the costliest decision (its data attributes)
    summary_marks: ClassVar[tuple[str, ...]] = ()
    #: the summary's result of the hand (or its start)
    result_words: ClassVar[str]
    #: the deal's first move, seat and action text
    first_move: ClassVar[tuple[int, str]]
    #: the moves of the replay (None: the CPUs played the hand out, their number not pinned)
    moves: ClassVar[int | None] = None
    #: the game's phase at the end of the replay
    end_phase: ClassVar[str]
    #: the review's title
    title: ClassVar[str] = "Review of hand 1"
    #: what is said when the review opens (the deal)
    told_at_open: ClassVar[str]
    #: cards the hand was dealt, face up at the deal (besides every hand of the deal's state)
    dealt_cards: ClassVar[tuple[str, ...]] = ()
    #: a key of the table's own, and whether it does something once the review is closed
    table_key: ClassVar[str] = "n"
    table_key_acts: ClassVar[bool] = True
    #: the preferences stored before a practice (None: none stored)
    prefs: ClassVar[dict[str, Any] | None] = {"level": "normal"}
    #: the action you take in practice where you made the blunder
    better: ClassVar[str]
    #: the banner at the end of the practice hand
    practice_over_words: ClassVar[str] = "The practice hand is over."
    #: words of the review in each language, and markup, at its end with hindsight
    speaks: ClassVar[dict[str, tuple[str, ...]]] = {}
    speaks_markup: ClassVar[dict[str, tuple[str, ...]]] = {}
    #: the start of the Japanese summary: the result and the cost with no space between
    ja_summary: ClassVar[str]

    # ----------------------------------------------------------------- hooks

    def finished(self) -> Match:
        """Return a match whose first hand is over, with your ``blunder`` in it."""
        raise NotImplementedError

    def sheet_match(self) -> Match:
        """Return a match with a finished hand on its score sheet and the next hand begun."""
        return play(self.finished(), 0, "next")

    def sheet_words(self, match: Match) -> tuple[str, ...]:
        """Return the score sheet's words for ``match`` (``sheet_match``)."""
        return ("Hand 1:",)

    def board_marks(self, session: ReviewSession) -> dict[int, tuple[str, ...]]:
        """Return the markup the board shows at some positions of the replay (0: the deal,
        -1: the end)."""
        return {}

    def board_words(self, session: ReviewSession) -> dict[int, tuple[str, ...]]:
        """Return the words the review shows at some positions of the replay (as for
        ``board_marks``)."""
        return {}

    def practice_decision(self, table: ReviewTable[Any, Any], session: ReviewSession, item: int) -> None:
        """Check more of the practice at the blunder's decision (the game's view of it)."""

    def practice_result(self, table: ReviewTable[Any, Any]) -> None:
        """Check more of the practice hand once it is over."""

    def reopened(self, session: ReviewSession) -> None:
        """Check more of the first hand's review opened from the score sheet after a reload."""

    # --------------------------------------------------------------- helpers

    def open(self, match: Match, ctx: FakeContext | None = None,
             prefs: dict[str, Any] | None = None) -> tuple[FakeContext, ReviewTable[Any, Any]]:
        return open_table(self.game_id, match, ctx, prefs)

    def reviewed(self, lang: str = "en", weighed: bool = True) -> tuple[FakeContext, ReviewTable[Any, Any], ReviewSession]:
        """Return the finished hand's table in ``lang`` with its review open (and wholly
        weighed), its context and the review's session."""
        ctx, table = self.open(self.finished(), FakeContext(lang=lang))
        press(table, "review-open")
        if weighed:
            weigh(ctx)
        session = desk(table).session
        assert session is not None
        return ctx, table, session

    def blunder_item(self, session: ReviewSession) -> int:
        return next(i for i, item in enumerate(session.review.items) if item.step.action == self.blunder)

    def check_board(self, table: ReviewTable[Any, Any], session: ReviewSession) -> int:
        """Check what the board shows at the session's position; return how many checks."""
        html = table.render()
        size = session.last + 1
        marks = [m for p, ms in self.board_marks(session).items() if p % size == session.position for m in ms]
        words = [w for p, ws in self.board_words(session).items() if p % size == session.position for w in ws]
        for mark in marks:
            assert mark in html, (session.position, mark)
        for word in words:
            assert word in text(html), (session.position, word)
        return len(marks) + len(words)

    # ----------------------------------------------------------------- tests

    def test_review_this_hand_replays_it_face_up_from_the_deal(self) -> None:
        game = get_game(self.game_id)
        ctx, table = self.open(self.finished())
        html = table.render()
        assert 'data-act="review-open" data-hand="0"' in html  # beside the next hand's button
        press(table, "review-open")
        session = desk(table).session
        assert session is not None and session.position == 0
        if self.moves is not None:
            assert session.last == self.moves
        assert ctx.announced[-1] == self.told_at_open
        html = table.render()
        assert "data-review" in html and self.title in html
        assert f'data-review-board-of="{self.game_id}"' in html
        deal = session.state(0)
        for card in [*(c for hand in deal.hands for c in hand), *self.dealt_cards]:  # face up
            assert f'data-card="{card}"' in html
        self.check_board(table, session)
        # every position is the engine's, and each move is told as the events line tells it
        press(table, "review-next")
        assert session.position == 1 and session.state(1) == game.apply(deal, *self.first_move)
        told = ctx.announced[-1]
        assert told and told in text(table.render())
        self.check_board(table, session)
        table.key("End")
        assert session.position == session.last and game.phase(session.state()) == self.end_phase
        self.check_board(table, session)
        table.key("ArrowLeft")
        assert session.position == session.last - 1
        self.check_board(table, session)
        table.change("review-step", "3")
        assert session.position == 3
        self.check_board(table, session)
        table.key("Home")
        assert session.position == 0
        # the table's own keys do nothing while the review is open
        before = table.match
        assert not table.key(self.table_key)
        assert table.match == before
        table.key("Escape")
        assert desk(table).session is None and "data-review" not in table.render()
        assert table.key(self.table_key) is self.table_key_acts  # the table's key again

    def test_a_slice_weighs_with_pythons_automatic_collection_held_off(
            self, monkeypatch: pytest.MonkeyPatch) -> None:
        _, table, session = self.reviewed(weighed=False)
        enabled: list[bool] = []
        plain, collect = session.advance, gc.collect
        monkeypatch.setattr(session, "advance", lambda more: enabled.append(gc.isenabled()) or plain(more))
        collected: list[int] = []
        monkeypatch.setattr(gc, "collect", lambda generation=2: collected.append(generation) or collect(generation))
        desk(table).slice()
        # Pyodide's collector ran 55-90 ms increments inside slices (BENCHMARKS.md): a slice
        # collects only the young generation, once, at its end, and gives collection back
        assert enabled == [False] and collected == [0] and gc.isenabled()

    def test_the_board_shows_what_each_position_holds(self) -> None:
        _, table, session = self.reviewed(weighed=False)
        size = session.last + 1
        positions = sorted({p % size for p in [*self.board_marks(session), *self.board_words(session)]})
        checks = 0
        for position in positions:
            table.change("review-step", str(position))
            assert session.position == position
            checks += self.check_board(table, session)
        assert checks > 0, "the game names what its board shows"

    def test_the_blunder_is_flagged_with_its_cost_and_the_summary_names_it(self) -> None:
        ctx, table, session = self.reviewed(weighed=False)
        position = session.position_of(self.blunder_item(session))
        table.change("review-step", str(position))
        assert 'data-decision="pending"' in table.render()  # nothing weighed yet: the replay first
        weigh(ctx)
        assert session.done
        panel = ctx.patches["review-decision"]
        assert 'data-flagged="true"' in panel and 'data-verdict="mistake"' in panel
        cost = re.search(r'data-cost="([\d.]+)"', panel)
        assert cost is not None and float(cost.group(1)) > self.min_cost
        words = text(panel)
        assert f"You chose: {self.blunder_words}" in words
        assert "Cost:" in words and "Why:" in words and "Try from here" in words
        for word in self.panel_words:
            assert word in words, word
        summary = ctx.patches["review-summary"]
        assert "data-costliest" in summary and self.blunder_words in text(summary)
        assert f'data-to="{position}"' in summary and "data-review-done" in summary
        for mark in self.summary_marks:
            assert mark in summary, mark
        assert self.result_words in text(summary)
        # the hindsight column: labelled, and computed once asked for
        table.change("review-hindsight", "true")
        weigh(ctx)
        assert "Hindsight, with every card known:" in text(table.render())

    def test_try_from_here_plays_the_same_deal_as_practice_and_keeps_nothing(self) -> None:
        match = self.finished()
        ctx, table = self.open(match, prefs=self.prefs)
        stored = dict(ctx.backend.data)
        stats = load_stats(ctx.store, self.game_id)
        press(table, "review-open")
        session = desk(table).session
        assert session is not None
        item = self.blunder_item(session)
        table.handle("review-try", {"item": str(item)})
        assert table.practising and desk(table).session is None
        ctx.run_timers()  # a CPU that moves before you moves again
        html = table.render()
        assert "data-practice" in html and "Practice:" in text(html)
        assert 'data-act="new"' not in html and 'data-act="share"' not in html
        # the same position: the same hidden cards, your decision again
        assert table.match.state.hands == session.review.items[item].step.before.hands
        assert self.blunder in table.view()["legal"]
        self.practice_decision(table, session, item)
        table.act(self.better)
        choose = importlib.import_module(str(entry(self.game_id).cpu)).choose
        rng = random.Random(2)
        for _ in range(200):
            ctx.run_timers()
            if desk(table).practice_over():
                break
            if table.person_can_act():
                table.act(choose(table.view(), "normal", rng))
        assert desk(table).practice_over()
        self.practice_result(table)
        html = table.render()
        assert self.practice_over_words in html
        assert 'data-action="next"' not in html and 'data-act="new"' not in html
        assert not table.act("next")  # the practice goes on to no next hand
        assert ctx.backend.data == stored and load_stats(ctx.store, self.game_id) == stats
        # the practice hand can be reviewed too; then back to the game as it was
        press(table, "review-open")
        assert desk(table).session is not None
        press(table, "review-close")
        press(table, "practice-end")
        assert not table.practising and table.match == match
        assert ctx.backend.data == stored

    def test_every_finished_hand_is_on_the_score_sheet_after_a_reload(self) -> None:
        game = get_game(self.game_id)
        match = self.sheet_match()
        _, table = self.open(match)
        html = table.render()
        assert "data-score-sheet" in html
        for word in self.sheet_words(match):
            assert word in text(html), word
        _, again = self.open(match)  # a reload: the sheet comes from the save's log
        press(again, "review-open-0")
        session = desk(again).session
        assert session is not None and session.hand == 0
        assert session.state(0) == game.start(match.options, match.seed, match.deck)
        assert session.state(1) == game.apply(session.state(0), *self.first_move)
        self.reopened(session)

    @pytest.mark.parametrize("lang", LANGS)
    def test_the_review_speaks_both_languages(self, lang: str) -> None:
        ctx, table, session = self.reviewed(lang, weighed=False)
        joined = 0  # percentages written, each figure joined to its sign
        for weighed in (False, True):  # each position before its decision is weighed, and after
            if weighed:
                weigh(ctx)
            for position in range(session.last + 1):
                table.change("review-step", str(position))
                html = table.render()
                assert "{" not in text(html), ("every placeholder filled", position, weighed)
                parted = PARTED.search(html)
                assert parted is None, ("a line may break inside a figure", position, parted)
                joined += html.count("\u202f%")
        table.change("review-hindsight", "true")
        weigh(ctx)
        html = table.render()
        assert "{" not in text(html), "every placeholder filled, with hindsight"
        assert PARTED.search(html) is None and joined > 0
        for mark in COMMON_WORDS[lang]:
            assert mark in html, mark
        for word in self.speaks.get(lang, ()):
            assert word in text(html), word
        for mark in self.speaks_markup.get(lang, ()):
            assert mark in html, mark

    def test_japanese_sentences_are_set_without_a_space_after_the_full_stop(self) -> None:
        """The summary's result and cost, and a step's events, on screen and to the screen reader."""
        ctx, table, session = self.reviewed("ja")
        for position in range(session.last + 1):
            table.change("review-step", str(position))
        told = ctx.announced[-session.last - 1:]
        assert any(sentence.count("。") > 1 for sentence in told)  # a step of two sentences
        assert not any("。 " in sentence for sentence in told), told
        summary = re.sub(r"<[^>]+>", "", ctx.patches["review-summary"])
        assert self.ja_summary in summary and "。 " not in summary, summary
