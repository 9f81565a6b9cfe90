"""The tests every game table must pass, played through the table's own handlers.

Plug a table in with a subclass whose name starts with ``Test``::

    from tests.web.table_suite import TableSuite

    class TestGinTable(TableSuite):
        game_id = "gin-rummy"
        options = {"target": 10}

For each seed the suite opens the table in the fake browser context (tests/web/fake_context.py)
as the page opens it (the options and the seed in the URL, the CPUs at ``cpu``), and plays a
whole game the way a person does: at each of the person's turns it picks a legal action at
random and plays it by pressing the page's controls (``routes``: the control that carries the
action, or the few a game's table asks for, such as a card and then the button), handing each
press to ``table.handle`` with the control's ``data-*`` attributes, as the app does; the CPUs
move when their timers run.  The language changes at every step (English, then Japanese).
The game is recorded once per seed and shared by the tests of the class, which check:

- the game reaches its end, every move made with the page's controls;
- every legal action has a control on the page that plays it (at the first turns and then
  every ``cover_every``-th, each legal action pressed on a copy of the table);
- a refused action explains itself: a text that was legal earlier and is not now (or no action
  at all) changes nothing (match, save), and the table shows and says why, in the player's
  language (the other language's words differ);
- a reload (a new page on the same storage and URL) restores the same position: the log, the
  state, the view, the events line, the preferences, and sets nothing aside;
- the event line tells every event: each new event is said through the announcer in the
  step's language, and the page's log of the deal tells every event of the deal in both;
- a view is worked out once per state and a render changes nothing in it.

Class attributes a subclass may set: ``game_id`` (required), ``options`` (the game's options in
the URL: a game that ends soon), ``query`` (more of the URL), ``seeds``, ``max_steps``,
``cover_first``/``cover_every``, ``reload_every``.  Hook: ``routes(view, action)``.
"""

from __future__ import annotations

import copy
import dataclasses
import random
from collections.abc import Iterable
from html import escape
from html.parser import HTMLParser
from typing import Any, ClassVar

from tefuda.games import get_game
from tests.web.fake_context import FakeContext
from web.table import HUMAN, PLAY_ACT, TablePage
from web.tables import table_class

LANGS = ("en", "ja")
#: an action text no game has
NO_ACTION = "no-such-action 1"

Route = list[dict[str, str]]


class _Controls(HTMLParser):
    """Every element of a page that carries ``data-act``, with its attributes."""

    def __init__(self) -> None:
        super().__init__()
        self.found: list[dict[str, str]] = []

    def handle_starttag(self, tag: str, attributes: list[tuple[str, str | None]]) -> None:
        found = {name: value or "" for name, value in attributes}
        if "data-act" in found:
            self.found.append(found)


def page_controls(html: str) -> list[dict[str, str]]:
    """Return the controls of a page (elements with ``data-act``) that can be pressed now: not
    disabled, not greyed (``aria-disabled``)."""
    parser = _Controls()
    parser.feed(html)
    return [c for c in parser.found if "disabled" not in c and c.get("aria-disabled") != "true"]


def dataset(control: dict[str, str]) -> dict[str, str]:
    """Return a control's ``data-*`` attributes as the browser's ``dataset`` has them
    (``data-focus-id`` → ``focusId``), what the app hands to ``Page.handle``."""
    out = {}
    for name, value in control.items():
        if name.startswith("data-"):
            first, *rest = name[5:].split("-")
            out[first + "".join(word.title() for word in rest)] = value
    return out


@dataclasses.dataclass
class Record:
    """What one game through the table showed: counts of the checks made, and the problems
    found, by test."""

    over: bool = False
    moves: int = 0
    covered: int = 0
    refused: int = 0
    reloads: int = 0
    told: int = 0
    problems: dict[str, list[str]] = dataclasses.field(default_factory=dict)

    def problem(self, test: str, text: str) -> None:
        self.problems.setdefault(test, []).append(text)

    def of(self, test: str) -> list[str]:
        return self.problems.get(test, [])[:5]


_CACHE: dict[tuple[type, int], Record] = {}


class TableSuite:
    """Base class of the table tests; see the module docstring."""

    game_id: ClassVar[str]
    options: ClassVar[dict[str, Any]] = {}
    query: ClassVar[dict[str, str]] = {"cpu": "easy"}
    seeds: ClassVar[Iterable[int]] = range(2)
    max_steps: ClassVar[int] = 4000
    cover_first: ClassVar[int] = 6
    cover_every: ClassVar[int] = 10
    reload_every: ClassVar[int] = 9

    # ----------------------------------------------------------------- hooks

    def routes(self, view: Any, action: str) -> Route:
        """Return the controls the person presses, in order, to play ``action``: each a set of
        attributes the control carries.  The default: the control carrying the action's text."""
        return [{"data-act": PLAY_ACT, "data-action": action}]

    # --------------------------------------------------------------- playing

    def _open(self, ctx: FakeContext) -> TablePage[Any]:
        table = table_class(self.game_id).open(ctx)
        assert isinstance(table, TablePage)
        return table

    def _url(self, seed: int) -> dict[str, str]:
        declared = get_game(self.game_id).options_type
        return {**self.query, **declared.to_query(declared.normalize(self.options)), "seed": str(seed)}

    def record(self, seed: int) -> Record:
        """Return the record of the game of ``seed`` (played once)."""
        key = (type(self), seed)
        if key not in _CACHE:
            _CACHE[key] = self._play(seed)
        return _CACHE[key]

    def _play(self, seed: int) -> Record:
        rec = Record()
        ctx = FakeContext(query=self._url(seed))
        table = self._open(ctx)
        rng = random.Random(f"table-suite:{self.game_id}:{seed}")
        seen: set[str] = set()
        turns = 0
        for step in range(self.max_steps):
            if table.match.is_over:
                break
            lang = LANGS[step % 2]
            ctx.settings = ctx.settings.with_value("lang", lang)
            last = table._last_event_number()
            said_from = len(ctx.announced)
            if table.person_can_act():
                legal = list(table.view()["legal"])  # type: ignore[index]
                seen.update(legal)
                if turns < self.cover_first or turns % self.cover_every == 0:
                    for action in legal:
                        self._cover(table, action, rec)
                self._refuse(table, sorted(seen - set(legal)), rng, rec)
                action = rng.choice(legal)
                if not self._press(table, action, rec, "game"):
                    table.act(action)  # go on with the game: the problem is recorded
                turns += 1
                rec.moves += 1
            elif ctx.timers:
                ctx.timers.pop(0)()
            else:
                rec.problem("game", f"step {step}: neither you nor a CPU is to act, and the game is not over")
                break
            self._check_told(table, last, ctx.announced[said_from:], lang, rec)
            if step % self.reload_every == 0:
                self._check_reload(table, rec)
        rec.over = table.match.is_over
        if not rec.over:
            rec.problem("game", f"not over after {self.max_steps} steps")
        return rec

    def _press(self, table: TablePage[Any], action: str, rec: Record, test: str) -> bool:
        """Play ``action`` by pressing its route's controls on ``table``; record a missing
        control or a press that plays something else.  Returns True when it played."""
        before = len(table.match.log)
        route = self.routes(table.view(), action)
        for index, wanted in enumerate(route):
            controls = page_controls(table.render())
            control = next((c for c in controls if wanted.items() <= c.items()), None)
            if control is None:
                rec.problem(test, f"{action!r}: no control {wanted} on the page (press {index + 1} of {len(route)})")
                return False
            table.handle(control["data-act"], dataset(control))
        played = table.match.log[before:before + 1]
        if played != ((HUMAN, action),):
            rec.problem(test, f"the controls of {action!r} played {list(table.match.log[before:])}")
            return False
        return True

    def _cover(self, table: TablePage[Any], action: str, rec: Record) -> None:
        """Press the controls of ``action`` on a copy of the table (the game on it is kept)."""
        kept = {id(table.match): table.match, id(table.match.state): table.match.state}
        copied = copy.deepcopy(table, kept)
        if self._press(copied, action, rec, "control"):
            rec.covered += 1

    def _refuse(self, table: TablePage[Any], elsewhere: list[str], rng: random.Random, rec: Record) -> None:
        """Play a text the rules refuse now (one legal earlier, or no action at all)."""
        text = rng.choice(elsewhere) if elsewhere else NO_ACTION
        ctx = table.ctx
        assert isinstance(ctx, FakeContext)
        match, save = table.match, dict(ctx.backend.data)
        why = table.refusal_for(text)
        if why is None:
            return  # legal for the person after all (a text another seat had)
        played = table.act(text)
        rec.refused += 1
        lang = ctx.settings.lang
        other = ctx.settings
        ctx.settings = ctx.settings.with_value("lang", LANGS[1 - LANGS.index(lang)])
        elsewhere_words = table.refusal_for(text)
        ctx.settings = other
        if played or table.match is not match or ctx.backend.data != save:
            rec.problem("refusal", f"{text!r} was refused but changed the game or its save")
        if table.error != why or not ctx.announced or ctx.announced[-1] != why:
            rec.problem("refusal", f"{text!r}: shown {table.error!r}, said {ctx.announced[-1:]}, not {why!r}")
        if escape(why) not in table.render():
            rec.problem("refusal", f"{text!r}: {why!r} is not on the page")
        if elsewhere_words == why:
            rec.problem("refusal", f"{text!r}: the reason {why!r} is the same in both languages")

    def _check_told(self, table: TablePage[Any], last: int, said: list[str], lang: str, rec: Record) -> None:
        """Every new event said in ``lang``; every event of the deal on the page in both
        languages; the view the table keeps is the game's, unchanged by the renders."""
        ctx = table.ctx
        assert isinstance(ctx, FakeContext)
        events = table._events()
        speech = " ".join(said)
        for event in events:
            if event["n"] > last and table.event_sentence(event) not in speech:
                rec.problem("told", f"{lang}: event {event['kind']} not said: {table.event_sentence(event)!r}")
            rec.told += event["n"] > last
        for each in LANGS:
            ctx.settings = ctx.settings.with_value("lang", each)
            html = table.render()
            missing = [e["kind"] for e in events if escape(table.event_sentence(e)) not in html]
            if missing:
                rec.problem("told", f"{each}: events {missing} are not on the page")
        ctx.settings = ctx.settings.with_value("lang", lang)
        if table.view() != table.match.game.view(table.match.state, HUMAN):
            rec.problem("view", "the table's view is no longer the game's view of its state")

    def _check_reload(self, table: TablePage[Any], rec: Record) -> None:
        ctx = table.ctx
        assert isinstance(ctx, FakeContext)
        again = FakeContext(query=dict(ctx.queries), lang=ctx.settings.lang)
        again.backend.data.update(ctx.backend.data)
        reloaded = self._open(again)
        rec.reloads += 1
        same = {
            "log": (reloaded.match.log, table.match.log),
            "state": (reloaded.match.state, table.match.state),
            "view": (reloaded.view(), table.view()),
            "events line": (reloaded.recent_events, table.recent_events),
            "preferences": (reloaded.prefs, table.prefs),
        }
        for what, (got, wanted) in same.items():
            if got != wanted:
                rec.problem("reload", f"after {len(table.match.log)} actions the reload's {what} differs")
        if again.notices:
            rec.problem("reload", f"the reload set something aside: {again.notices}")

    # ----------------------------------------------------------------- tests

    def test_a_whole_game_is_played_with_the_pages_controls(self) -> None:
        for seed in self.seeds:
            rec = self.record(seed)
            assert rec.over and rec.moves > 0, (seed, rec.of("game"))
            assert rec.of("game") == [], seed

    def test_every_legal_action_has_a_control_that_plays_it(self) -> None:
        for seed in self.seeds:
            rec = self.record(seed)
            assert rec.covered > 0 and rec.of("control") == [], seed

    def test_a_refused_action_changes_nothing_and_says_why_in_the_players_language(self) -> None:
        for seed in self.seeds:
            rec = self.record(seed)
            assert rec.refused > 0 and rec.of("refusal") == [], seed

    def test_a_reload_restores_the_same_position(self) -> None:
        for seed in self.seeds:
            rec = self.record(seed)
            assert rec.reloads > 0 and rec.of("reload") == [], seed

    def test_the_event_line_tells_every_event_in_both_languages(self) -> None:
        for seed in self.seeds:
            rec = self.record(seed)
            assert rec.told > 0 and rec.of("told") == [], seed

    def test_a_view_is_worked_out_once_and_renders_leave_it_as_it_was(self) -> None:
        for seed in self.seeds:
            assert self.record(seed).of("view") == [], seed
