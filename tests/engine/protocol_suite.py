"""The protocol tests every game must pass.

Plug a game in with a subclass whose name starts with ``Test``::

    from tests.engine.protocol_suite import ProtocolSuite
    from tefuda.games.gin_rummy import GAME

    class TestGinRummyProtocol(ProtocolSuite):
        game = GAME
        option_sets = [{}, {"target": 50}]

The suite plays random legal games (one per option set and seed, recorded once and shared by
every test of the class) and checks on them:

- play reaches ``is_over`` within ``max_steps``; ``result`` then has one score and rank per seat,
  and raises ValueError before the end; ``to_act``/``legal_actions`` agree;
- every legal action applies, and leaves the state it was applied to unchanged;
- illegal actions (out-of-turn seats, texts that were legal elsewhere, ``illegal_samples``) raise
  IllegalAction, leave the state unchanged, and their reason has en and ja text; the refusal
  carries the position (``describe``), the seat and the action, and its message names them;
- ``describe`` is plain text in the shape of ``tefuda.position``, the same for equal states,
  naming whose turn it is and each seat's hand as its view holds it, and every action changes it;
- ``str(action)`` and ``parse_action`` are exact inverses; malformed texts raise BadActionText;
- save → restore after every action gives an equal state; malformed saves raise SaveError;
- no view mentions a secret card; views are JSON-ready and carry ``legal`` and ``to_act``;
- the same seed and policy give the same game; a stacked deck is dealt as given;
- each rule is stated once: ``legal_actions`` lists exactly the candidates ``why_not`` accepts
  (also for a game that writes its own fast generator), ``why_not`` gives the refusal ``apply``
  raises, an object that is no action is a TypeError (never a refusal), and ``apply`` takes an
  action or its text alike;
- every action leaves at least one event; views number their events without gaps, an event once
  shown never changes, and every event has its sentence in en and ja.

Class attributes a subclass may set:

``game``            the rules object (required)
``option_sets``     options to play from (partial dicts; normalized by the game)
``seeds``           seeds to play
``max_steps``       actions allowed before a game counts as endless
``thorough_seeds``  how many of the first seeds get every check at every step; the rest are
                    checked every ``sample_every`` steps (and at the end)
``restore_every_step_up_to``, ``restore_points``
                    games up to that many actions run ``saves.loads`` after every action; longer
                    ones at that many evenly spread points (replaying the log by text is still
                    checked after every action)
``extra_messages``  catalog entries added to the real catalogs (for test-only games)
``full_deck``       the game's deck for the stacked-deck test (default the game's ``deck``)
``supports_deck``   False for a game with no stacked start: ``start`` with a deck must then
                    raise ValueError or NotImplementedError
``registered``      None: decided by looking the game up in the registry; a game that is not
                    registered is passed to ``saves.loads`` through its ``games`` argument

Hooks a subclass may override: ``choose`` (the play policy; the default is uniform random over
the acting seats and their legal actions), ``illegal_samples(state, seat)`` (extra actions the
rules must refuse now), ``check_stacked_deal(state, deck)`` (exact checks of a stacked deal).
"""

from __future__ import annotations

import copy
import dataclasses
import json
import pickle
import random
from collections.abc import Iterable, Iterator, Mapping
from typing import Any, ClassVar
from unittest import mock

import pytest

from tefuda import cards, i18n, saves
from tefuda.core import BadActionText, Game, IllegalAction, Result
from tefuda.games import GAME_MODULES, get_game
from tefuda.match import new_match, play

#: texts no game should accept
MALFORMED_TEXTS = ("", " ", "  ", "\n", "\t", "!!!", "\x00", "no-such-verb 1 2 3", "手札", "None")

#: odd option values every normalize_options must either accept or refuse with ValueError
ODD_OPTION_VALUES: tuple[Any, ...] = (None, [], {}, "x", "", -1, 0, 10**9, 1.5, True, [1], {"a": 1})


@dataclasses.dataclass
class Step:
    """One recorded step of a play-through: the state, who acted, and with what."""

    index: int
    state: Any
    seat: int
    action: Any
    legal_texts: tuple[str, ...]


@dataclasses.dataclass
class Playthrough:
    """One random game from ``start(options, seed)``."""

    option_index: int
    options: dict[str, Any]
    seed: int
    steps: list[Step]
    final: Any
    over: bool
    deck: tuple[str, ...] | None = None

    @property
    def log(self) -> list[tuple[int, str]]:
        return [(s.seat, str(s.action)) for s in self.steps]

    def states(self) -> Iterator[tuple[int, Any]]:
        """Yield (index, state) for every state met, the final one included."""
        for step in self.steps:
            yield step.index, step.state
        yield len(self.steps), self.final


_CACHE: dict[tuple[type, int, int], Playthrough] = {}


def walk_json(value: Any, path: str = "view") -> Iterator[tuple[str, Any]]:
    """Yield (path, item) for every value and dict key inside JSON-like data."""
    yield path, value
    if isinstance(value, dict):
        for key, item in value.items():
            yield f"{path} key {key!r}", key
            yield from walk_json(item, f"{path}[{key!r}]")
    elif isinstance(value, (list, tuple)):
        for i, item in enumerate(value):
            yield from walk_json(item, f"{path}[{i}]")


def _json_type_problem(value: Any, path: str = "view") -> str | None:
    """Return a description of the first value that is not JSON-ready data, or None."""
    if value is None or isinstance(value, (str, bool, int, float)):
        return None
    if isinstance(value, list):
        for i, item in enumerate(value):
            problem = _json_type_problem(item, f"{path}[{i}]")
            if problem:
                return problem
        return None
    if isinstance(value, dict):
        for key, item in value.items():
            if not isinstance(key, str):
                return f"{path} has a non-string key {key!r}"
            problem = _json_type_problem(item, f"{path}[{key!r}]")
            if problem:
                return problem
        return None
    return f"{path} is a {type(value).__name__}, not JSON data: {value!r}"


class Snapshot:
    """A copy of a state taken before a call, to prove afterwards that the call left it equal.

    The copy is kept as pickled bytes when the state pickles (fast to take and compare); when
    the bytes differ, the old state is unpickled and compared with ``==``, so a change that
    equality cannot see (a cache filled in) is not counted.  Unpicklable states get a deep copy.
    """

    def __init__(self, state: Any) -> None:
        try:
            self._bytes: bytes | None = pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL)
            self._copy: Any = None
        except Exception:  # an unpicklable state: fall back to a deep copy
            self._bytes = None
            self._copy = copy.deepcopy(state)

    def unchanged(self, state: Any) -> bool:
        """Return True if ``state`` is as it was when the snapshot was taken."""
        if self._bytes is not None:
            if pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL) == self._bytes:
                return True
            return bool(state == pickle.loads(self._bytes))
        return bool(state == self._copy)


class ProtocolSuite:
    """Base class of the protocol tests; see the module docstring."""

    game: ClassVar[Game[Any, Any]]
    option_sets: ClassVar[list[dict[str, Any]]] = [{}]
    seeds: ClassVar[Iterable[int]] = range(20)
    max_steps: ClassVar[int] = 5000
    thorough_seeds: ClassVar[int] = 2
    sample_every: ClassVar[int] = 5
    extra_messages: ClassVar[Mapping[str, Mapping[str, str]]] = {}
    supports_deck: ClassVar[bool] = True
    full_deck: ClassVar[tuple[str, ...] | None] = None
    registered: ClassVar[bool | None] = None
    restore_every_step_up_to: ClassVar[int] = 60
    restore_points: ClassVar[int] = 3

    # ----------------------------------------------------------------- hooks

    def choose(self, rng: random.Random, state: Any, acting: tuple[int, ...]) -> tuple[int, Any]:
        """Return (seat, action) to play now; the default is uniform random."""
        seat = rng.choice(sorted(acting))
        legal = self.game.legal_actions(state, seat)
        assert legal, f"seat {seat} is to act but has no legal action"
        return seat, rng.choice(legal)

    def illegal_samples(self, state: Any, seat: int) -> list[Any]:
        """Return actions the rules must refuse from ``seat`` in ``state`` (none by default)."""
        return []

    def check_stacked_deal(self, state: Any, deck: tuple[str, ...]) -> None:
        """Assert game-specific facts about a start from the stacked ``deck`` (none by default)."""

    # --------------------------------------------------------------- helpers

    def _is_registered(self) -> bool:
        if self.registered is not None:
            return self.registered
        if self.game.id not in GAME_MODULES:
            return False
        try:
            return get_game(self.game.id) is self.game
        except ImportError:
            return False

    def _games(self) -> dict[str, Game[Any, Any]] | None:
        return None if self._is_registered() else {self.game.id: self.game}

    def _seeds(self) -> list[int]:
        return list(self.seeds)

    def _sampled(self, seed_position: int, index: int) -> bool:
        """Return True if step ``index`` of the ``seed_position``-th seed gets the costly checks."""
        return seed_position < self.thorough_seeds or index % self.sample_every == 0

    def _play(
        self, option_index: int, seed: int, deck: tuple[str, ...] | None = None
    ) -> Playthrough:
        """Return a fresh random play-through (no cache)."""
        game = self.game
        options = game.normalize_options(self.option_sets[option_index])
        state = game.start(options, seed, deck)
        rng = cards.rng_for(seed, "protocol-policy", option_index)
        steps: list[Step] = []
        while not game.is_over(state) and len(steps) < self.max_steps:
            acting = tuple(game.to_act(state))
            assert acting, f"seed {seed} step {len(steps)}: not over but nobody may act"
            seat, action = self.choose(rng, state, acting)
            legal_texts = tuple(str(a) for a in game.legal_actions(state, seat))
            steps.append(Step(len(steps), state, seat, action, legal_texts))
            try:
                state = game.apply(state, seat, action)
            except IllegalAction as exc:
                pytest.fail(
                    f"options {options} seed {seed} step {len(steps) - 1}: seat {seat} chose "
                    f"{action} (legal: {list(legal_texts)}) and it was refused: {exc!r}"
                )
        return Playthrough(option_index, options, seed, steps, state, game.is_over(state), deck)

    def playthrough(self, option_index: int, seed: int) -> Playthrough:
        """Return the random play-through for an option set and seed (recorded once)."""
        key = (type(self), option_index, seed)
        if key not in _CACHE:
            _CACHE[key] = self._play(option_index, seed)
        return _CACHE[key]

    def all_playthroughs(self) -> Iterator[tuple[int, Playthrough]]:
        """Yield (seed position, play-through) for every option set and seed."""
        for option_index in range(len(self.option_sets)):
            for position, seed in enumerate(self._seeds()):
                yield position, self.playthrough(option_index, seed)

    def _text_pool(self, option_index: int) -> list[str]:
        """Return every action text that was legal somewhere in the play-throughs of a set."""
        pool: set[str] = set()
        for seed in self._seeds():
            for step in self.playthrough(option_index, seed).steps:
                pool.update(step.legal_texts)
        return sorted(pool)

    @staticmethod
    def _pick_other_texts(
        rng: random.Random, pool: list[str], legal: set[str], wanted: int
    ) -> list[str]:
        """Return up to ``wanted`` distinct texts of ``pool`` that are not in ``legal``."""
        picked: list[str] = []
        for _ in range(wanted * 4):
            if len(picked) == wanted or not pool:
                break
            text = pool[rng.randrange(len(pool))]
            if text not in legal and text not in picked:
                picked.append(text)
        return picked

    def _catalog(self) -> Any:
        """Return a context in which the catalogs (``i18n.messages()`` and every lookup)
        include ``extra_messages``."""
        if not self.extra_messages:
            return mock.patch.object(i18n, "messages", i18n.messages)
        merged = dict(i18n.messages())
        for key, texts in self.extra_messages.items():
            assert key not in merged, f"extra message {key!r} is already in the real catalogs"
            merged[key] = dict(texts)
        return mock.patch.multiple(i18n, messages=lambda: merged, _lookup=merged.get)

    def assert_translatable(self, exc: IllegalAction, where: str) -> None:
        """Assert the reason of ``exc`` has text in en and ja with its params filled in."""
        assert isinstance(exc.reason, str) and exc.reason, f"{where}: empty reason {exc!r}"
        seen = self.__dict__.setdefault("_translated", set())
        memo = (exc.reason, repr(sorted(exc.params.items())))
        if memo in seen:
            return
        with self._catalog():
            for lang in ("en", "ja"):
                try:
                    text = i18n.reason_text(lang, self.game.id, exc.reason, exc.params)
                except KeyError as err:
                    pytest.fail(
                        f"{where}: reason {exc.reason!r} (params {exc.params!r}) has no {lang} "
                        f"text: missing {err}"
                    )
                assert text.strip(), f"{where}: reason {exc.reason!r} has empty {lang} text"
                key = f"{self.game.id}.{exc.reason}"
                entry = i18n.messages().get(key) or i18n.messages()[f"core.{exc.reason}"]
                assert entry.get(lang), f"{where}: {key} has no {lang!r} entry of its own"
        seen.add(memo)

    def assert_refused(self, state: Any, seat: int, action: Any, where: str) -> IllegalAction:
        """Assert ``apply`` refuses the action with a translatable reason and no change."""
        before = Snapshot(state)
        refusal = self._refused(state, seat, action, where)
        assert before.unchanged(state), f"{where}: refusing {action} of seat {seat} changed it"
        return refusal

    def _refused(self, state: Any, seat: int, action: Any, where: str) -> IllegalAction:
        """Assert ``apply`` refuses the action with a translatable reason, the one ``why_not``
        gives (state not checked)."""
        try:
            self.game.apply(state, seat, action)
        except IllegalAction as exc:
            refusal = exc
        else:
            pytest.fail(f"{where}: {action} of seat {seat} was not refused")
        self.assert_translatable(refusal, where)
        said = self.game.why_not(state, seat, action)
        assert said == refusal, f"{where}: why_not gave {said!r} but apply raised {refusal!r}"
        # the refusal tells where it happened; its reason, params and equality stay the same
        position = self.game.describe(state)
        assert (refusal.position, refusal.seat, refusal.action) == (position, seat, str(action)), (
            f"{where}: the refusal of {action} carries {refusal.position!r}, not the position"
        )
        assert str(refusal) == (
            f"{refusal.summary}: seat {seat} may not play {str(action)!r} in this position:\n"
            f"{position}"
        ), f"{where}: the message of the refusal of {action} does not name the position"
        assert not self.game.can_apply(state, seat, action), f"{where}: can_apply said yes"
        return refusal

    # ----------------------------------------------------------------- tests

    def test_random_play_reaches_the_end(self) -> None:
        game = self.game
        for _, pt in self.all_playthroughs():
            where = f"options {pt.options} seed {pt.seed}"
            assert pt.over, f"{where}: not over after {self.max_steps} actions"
            n = game.seats(pt.options)
            assert n >= 1
            result = game.result(pt.final)
            assert isinstance(result, Result)
            assert len(result.scores) == n, f"{where}: {len(result.scores)} scores for {n} seats"
            assert len(result.ranks) == n, f"{where}: {len(result.ranks)} ranks for {n} seats"
            assert all(isinstance(s, int) for s in result.scores)
            assert all(1 <= r <= n for r in result.ranks), f"{where}: ranks {result.ranks}"
            assert 1 in result.ranks
            json.dumps(dict(result.details))
            self._check_outcomes(result, n, where)
            assert tuple(game.to_act(pt.final)) == (), f"{where}: someone may act after the end"
            for seat in range(n):
                assert game.legal_actions(pt.final, seat) == []
            # result before the end: at the start and in the middle
            assert pt.steps, f"{where}: the game is over before any action"
            for step in (pt.steps[0], pt.steps[len(pt.steps) // 2], pt.steps[-1]):
                state = step.state
                assert not game.is_over(state)
                with pytest.raises(ValueError):
                    game.result(state)

    @staticmethod
    def _check_outcomes(result: Result, n: int, where: str) -> None:
        """Outcomes agree with ranks and sides: the winners (if any) are one side, placed first,
        and every other seat lost; without a winner, the seats placed first drew; partners always
        share an outcome."""
        outcomes = {seat: result.outcome(seat) for seat in range(n)}
        won = {s for s, o in outcomes.items() if o == "won"}
        first = {s for s in range(n) if result.ranks[s] == min(result.ranks)}
        for seat in range(n):
            assert {outcomes[p] for p in result.team_of(seat)} == {outcomes[seat]}, (
                f"{where}: partners of seat {seat} disagree: {outcomes}"
            )
        if won:
            side = set(result.team_of(min(won)))
            assert won == side and first <= side, f"{where}: ranks {result.ranks}, {outcomes}"
            assert all(outcomes[s] == "lost" for s in range(n) if s not in side), where
        else:
            assert {outcomes[s] for s in first} == {"drawn"}, f"{where}: {result.ranks} {outcomes}"

    def test_to_act_and_legal_actions_agree(self) -> None:
        game = self.game
        for position, pt in self.all_playthroughs():
            n = game.seats(pt.options)
            for step in pt.steps:
                if not self._sampled(position, step.index):
                    continue
                acting = tuple(game.to_act(step.state))
                assert len(set(acting)) == len(acting), f"to_act repeats a seat: {acting}"
                assert all(0 <= s < n for s in acting), f"to_act out of range: {acting}"
                for seat in range(n):
                    legal = game.legal_actions(step.state, seat)
                    where = f"seed {pt.seed} step {step.index} seat {seat}"
                    if seat in acting:
                        assert legal, f"{where}: to act but no legal action"
                        texts = [str(a) for a in legal]
                        assert len(set(texts)) == len(texts), f"{where}: duplicate legal actions"
                    else:
                        assert legal == [], f"{where}: not to act but offered {legal}"

    def test_every_legal_action_applies(self) -> None:
        game = self.game
        for position, pt in self.all_playthroughs():
            for step in pt.steps:
                if not self._sampled(position, step.index):
                    continue
                where = f"options {pt.options} seed {pt.seed} step {step.index}"
                before = Snapshot(step.state)
                for seat in game.to_act(step.state):
                    for action in game.legal_actions(step.state, seat):
                        assert game.why_not(step.state, seat, action) is None, (
                            f"{where}: why_not refuses the legal {action} of seat {seat}"
                        )
                        try:
                            after = game.apply(step.state, seat, action)
                        except IllegalAction as exc:
                            pytest.fail(f"{where}: legal {action} of seat {seat} refused: {exc!r}")
                        assert after is not None, f"{where}: apply returned None"
                # one check per state (a pickle of a big state is not free)
                assert before.unchanged(step.state), (
                    f"{where}: applying a legal action changed the state it was given"
                )

    def test_illegal_actions_are_refused(self) -> None:
        game = self.game
        for option_index in range(len(self.option_sets)):
            pool = self._text_pool(option_index)
            parsed = {text: game.parse_action(text) for text in pool}
            for position, seed in enumerate(self._seeds()):
                pt = self.playthrough(option_index, seed)
                n = game.seats(pt.options)
                rng = random.Random(f"illegal:{option_index}:{seed}")
                for index, state in pt.states():
                    if not (self._sampled(position, index) or index == len(pt.steps)):
                        continue
                    where = f"options {pt.options} seed {seed} step {index}"
                    before = Snapshot(state)
                    tried: list[tuple[int, Any]] = []
                    acting = tuple(game.to_act(state))
                    # out-of-turn seats trying an acting seat's legal action
                    if acting:
                        sample = game.legal_actions(state, acting[0])
                        for action in rng.sample(sample, min(3, len(sample))):
                            for seat in [s for s in range(n) if s not in acting] + [n, -1]:
                                self._refused(state, seat, action, f"{where} seat {seat}")
                                tried.append((seat, action))
                    for seat in range(n):
                        legal = {str(a) for a in game.legal_actions(state, seat)}
                        # texts legal somewhere else but not here (fewer for seats not to act,
                        # which every game refuses the same way)
                        wanted = 12 if seat in acting else 3
                        for text in self._pick_other_texts(rng, pool, legal, wanted):
                            self._refused(state, seat, parsed[text], f"{where} seat {seat}")
                            tried.append((seat, parsed[text]))
                        for action in self.illegal_samples(state, seat):
                            assert str(action) not in legal, (
                                f"{where}: illegal_samples gave the legal action {action}"
                            )
                            self._refused(state, seat, action, f"{where} seat {seat}")
                            tried.append((seat, action))
                    # one check per state (a pickle of a big state is not free)
                    assert before.unchanged(state), (
                        f"{where}: refusing one of {[(s, str(a)) for s, a in tried]} changed "
                        f"the state"
                    )

    def test_legal_actions_are_exactly_those_verify_accepts(self) -> None:
        game = self.game
        for position, pt in self.all_playthroughs():
            n = game.seats(pt.options)
            for index, state in pt.states():
                if not (self._sampled(position, index) or index == len(pt.steps)):
                    continue
                acting = game.to_act(state)
                for seat in range(n):
                    where = f"options {pt.options} seed {pt.seed} step {index} seat {seat}"
                    listed = [str(a) for a in game.legal_actions(state, seat)]
                    accepted = []
                    if seat in acting and not game.is_over(state):
                        candidates = list(game._candidates(state, seat))
                        accepted = [str(a) for a in candidates if game.can_apply(state, seat, a)]
                    assert sorted(listed) == sorted(accepted), (
                        f"{where}: legal_actions lists {sorted(set(listed) - set(accepted))} "
                        f"that why_not refuses, and leaves out {sorted(set(accepted) - set(listed))}"
                    )

    def test_programming_errors_are_not_refusals(self) -> None:
        game = self.game
        for position, pt in self.all_playthroughs():
            for step in pt.steps:
                if not self._sampled(position, step.index):
                    continue
                where = f"options {pt.options} seed {pt.seed} step {step.index}"
                for seat in game.to_act(step.state):
                    for wrong in (object(), 7, None):
                        try:
                            game.apply(step.state, seat, wrong)
                        except TypeError:
                            continue
                        except IllegalAction as exc:
                            pytest.fail(f"{where}: {wrong!r} is no action, yet refused: {exc!r}")
                        pytest.fail(f"{where}: {wrong!r} is no action, yet applied")
                by_text = game.apply(step.state, step.seat, str(step.action))
                assert by_text == game.apply(step.state, step.seat, step.action), (
                    f"{where}: {step.action} applied as text gives another state"
                )

    def test_events_are_numbered_and_kept(self) -> None:
        game = self.game
        keys = {"n", "kind", "seat", "cards", "own", "params"}
        for position, pt in self.all_playthroughs():
            n = game.seats(pt.options)
            names = [f"seat {s}" for s in range(n)]
            states = [state for _, state in pt.states()]
            for seat in range(n):
                shown: dict[int, Any] = {}
                last = -1
                for index, state in enumerate(states):
                    where = f"options {pt.options} seed {pt.seed} step {index} seat {seat}"
                    events = game.view(state, seat)["events"]
                    numbers = [e["n"] for e in events]
                    first = numbers[0] if numbers else 0
                    assert numbers == list(range(first, first + len(numbers))), (
                        f"{where}: event numbers {numbers} are not consecutive"
                    )
                    if index:
                        assert numbers and numbers[-1] > last, (
                            f"{where}: action {pt.steps[index - 1].action} left no event"
                        )
                    for event in events:
                        assert set(event) == keys, f"{where}: event keys {sorted(event)}"
                        assert not event["own"] or event["seat"] == seat, where
                        if event["n"] in shown:
                            assert shown[event["n"]] == event, f"{where}: event {event['n']} changed"
                        elif event["n"] <= last:
                            pytest.fail(f"{where}: event {event['n']} appeared after later ones")
                        shown[event["n"]] = event
                        if self._sampled(position, index):
                            self._assert_event_text(event, names, where)
                    last = numbers[-1] if numbers else last

    def _assert_event_text(self, event: Any, names: list[str], where: str) -> None:
        with self._catalog():
            for lang in ("en", "ja"):
                try:
                    text = i18n.event_text(lang, self.game.id, event, names)
                except (KeyError, IndexError, ValueError) as err:
                    pytest.fail(f"{where}: event {event} has no {lang} sentence ({err!r})")
                assert text.strip(), f"{where}: event {event['kind']} has empty {lang} text"

    def test_describe_tells_the_whole_position(self) -> None:
        # describe: plain text in the one shape of tefuda.position, the same for equal states,
        # naming whose turn it is and every seat's cards, and changed by every action
        game = self.game
        for position, pt in self.all_playthroughs():
            n = game.seats(pt.options)
            texts: dict[int, str] = {}
            for index, state in pt.states():
                if not (self._sampled(position, index) or index in (0, len(pt.steps))):
                    continue
                where = f"options {pt.options} seed {pt.seed} step {index}"
                text = game.describe(state)
                texts[index] = text
                assert isinstance(text, str) and text.isascii(), f"{where}: {text!r}"
                again = pickle.loads(pickle.dumps(state))
                assert game.describe(again) == text, f"{where}: an equal state reads otherwise"
                lines = text.split("\n")
                seats = " ".join(map(str, game.to_act(state))) or "nobody"
                assert lines[0].startswith(f"{game.id}: "), f"{where}: {lines[0]!r}"
                assert lines[0].endswith(f"; to act {seats}"), f"{where}: {lines[0]!r}"
                assert lines[-1].startswith("scores: "), f"{where}: {lines[-1]!r}"
                for seat in range(n):
                    line = lines[1 + seat]
                    assert line.startswith(f"hand {seat}: "), f"{where}: {line!r}"
                    shown = line.removeprefix(f"hand {seat}: ").split("; ")[0].split()
                    held = [c if isinstance(c, str) else c["card"]
                            for c in game.view(state, seat)["hand"]]
                    assert shown == held or (shown == ["-"] and not held), (
                        f"{where}: hand {seat} reads {shown}, its view holds {held}"
                    )
            for index in texts:
                if index + 1 in texts:
                    assert texts[index] != texts[index + 1], (
                        f"options {pt.options} seed {pt.seed}: {pt.steps[index].action} changed "
                        f"nothing describe shows:\n{texts[index]}"
                    )

    def test_action_text_round_trips(self) -> None:
        game = self.game
        for position, pt in self.all_playthroughs():
            for step in pt.steps:
                if not self._sampled(position, step.index):
                    continue
                for seat in game.to_act(step.state):
                    for action in game.legal_actions(step.state, seat):
                        text = str(action)
                        assert text and text == text.strip() and "\n" not in text
                        again = game.parse_action(text)
                        assert again == action, f"parse_action({text!r}) gave {again!r}"
                        assert str(again) == text

    def test_malformed_texts_are_refused(self) -> None:
        game = self.game
        for text in MALFORMED_TEXTS:
            with pytest.raises(BadActionText):
                game.parse_action(text)
        pool = self._text_pool(0)
        assert pool, "no action was ever legal"
        for text in pool:
            mutants = {
                text + " x",
                " " + text,
                text + " ",
                text.replace(" ", "  "),
                text.upper(),
                text.lower(),
                text.title(),
                text + "\n",
                text.rsplit(" ", 1)[0],
                text.split(" ", 1)[0] + " ZZ",
                text.split(" ", 1)[0] + " 10D",
                text.split(" ", 1)[0] + " as",
            }
            for mutant in sorted(mutants - {text}):
                # an exact inverse: a text parses only if it is the text form of its action
                try:
                    action = game.parse_action(mutant)
                except BadActionText:
                    continue
                assert str(action) == mutant, (
                    f"parse_action({mutant!r}) accepted a non-canonical text (gave {action})"
                )

    def _restore_points(self, length: int) -> set[int]:
        """Return the action counts after which a full ``saves.loads`` is checked."""
        if length <= self.restore_every_step_up_to:
            return set(range(length + 1))
        count = self.restore_points
        return {round(i * length / count) for i in range(count + 1)}

    def test_save_and_restore_after_every_action(self) -> None:
        # After every action the log, replayed by text one action at a time, must give the
        # live state; that is what a restore does, so it proves restoring works at every step.
        # The full save path (JSON text, saves.loads) is run at every step of short games and
        # at ``restore_points`` evenly spread points (start and end included) of long ones.
        game = self.game
        games = self._games()
        for _, pt in self.all_playthroughs():
            states = [step.state for step in pt.steps] + [pt.final]
            points = self._restore_points(len(pt.steps))
            match = new_match(game, pt.options, pt.seed)
            for index in range(len(pt.steps) + 1):
                where = f"options {pt.options} seed {pt.seed} after {index} actions"
                if index:
                    step = pt.steps[index - 1]
                    match = play(match, step.seat, str(step.action))
                assert match.state == states[index], f"{where}: replaying the log differs"
                if index not in points:
                    continue
                text = saves.dumps(match)
                data = json.loads(text)
                assert data["format"] == saves.FORMAT and data["game"] == game.id, where
                assert data["seed"] == pt.seed and data["deck"] is None, where
                assert data["actions"] == [list(e) for e in pt.log[:index]], where
                restored = saves.loads(text, game.id, games)
                assert restored.state == states[index], f"{where}: the restored state differs"
                assert restored.log == match.log and restored.options == match.options, where

    def test_malformed_saves_are_refused(self) -> None:
        game = self.game
        games = self._games()
        pt = self.playthrough(0, self._seeds()[0])
        match = new_match(game, pt.options, pt.seed)
        for step in pt.steps[:6]:
            match = play(match, step.seat, str(step.action))
        good = saves.to_data(match)
        assert saves.loads(json.dumps(good), game.id, games).state == match.state

        def refused(data: Any, reason: str) -> None:
            text = data if isinstance(data, str) else json.dumps(data)
            with pytest.raises(saves.SaveError) as info:
                saves.loads(text, game.id, games)
            assert info.value.reason == reason, f"{text[:200]}: {info.value}"

        refused(json.dumps(good)[:-3], "corrupt")
        refused({**good, "format": 99}, "unknown_format")
        refused({**good, "game": "no-such-game"}, "wrong_game")
        refused({**good, "seed": str(pt.seed)}, "corrupt")
        refused({**good, "options": {**good["options"], "no_such_option": 1}}, "bad_options")
        refused({**good, "actions": good["actions"] + [[0, "no-such-verb 1 2 3"]]}, "replay_failed")
        refused({**good, "actions": good["actions"] + [["0", "x"]]}, "replay_failed")
        # a text legal somewhere in the game but not right after the log: replay fails
        pool = self._text_pool(0)
        legal_now = {
            str(a) for s in game.to_act(match.state) for a in game.legal_actions(match.state, s)
        }
        n = game.seats(match.options)
        for text in [t for t in pool if t not in legal_now][:5]:
            for seat in range(n):
                refused({**good, "actions": good["actions"] + [[seat, text]]}, "replay_failed")
        # odd option values: normalize_options accepts them or raises ValueError, never more
        for key in good["options"]:
            for value in ODD_OPTION_VALUES:
                odd = {**good["options"], key: value}
                try:
                    game.normalize_options(odd)
                except ValueError:
                    refused({**good, "options": odd, "actions": []}, "bad_options")
                except Exception as exc:  # the contract says ValueError
                    pytest.fail(f"normalize_options({odd!r}) raised {exc!r}, not ValueError")

    def test_views_keep_secrets(self) -> None:
        game = self.game
        for position, pt in self.all_playthroughs():
            n = game.seats(pt.options)
            for index, state in pt.states():
                if not (self._sampled(position, index) or index == len(pt.steps)):
                    continue
                acting = list(game.to_act(state))
                for seat in range(n):
                    where = f"options {pt.options} seed {pt.seed} step {index} seat {seat}"
                    secret = game.secret_cards(state, seat)
                    assert all(cards.is_card(c) for c in secret), f"{where}: {secret}"
                    view = game.view(state, seat)
                    # json (in C) both proves the view is JSON data (a tuple, a non-string key
                    # or a NaN would not come back equal) and finds secret cards quickly
                    try:
                        text = json.dumps(view)
                    except (TypeError, ValueError) as exc:
                        pytest.fail(f"{where}: the view is not JSON data ({exc})")
                    if json.loads(text) != view:
                        pytest.fail(f"{where}: {_json_type_problem(view)}")
                    leaked = [c for c in secret if f'"{c}"' in text]
                    if leaked:
                        paths = [
                            p for p, x in walk_json(view) if isinstance(x, str) and x in secret
                        ]
                        pytest.fail(f"{where}: the view shows secret cards at {paths}")
                    legal = [str(a) for a in game.legal_actions(state, seat)]
                    assert view.get("legal") == legal, f"{where}: view['legal'] != legal actions"
                    assert view.get("to_act") == acting, f"{where}: view['to_act'] != to_act"

    def test_same_seed_same_game(self) -> None:
        game = self.game
        for option_index in range(len(self.option_sets)):
            seeds = self._seeds()
            for seed in seeds[:3]:
                first = self.playthrough(option_index, seed)
                again = self._play(option_index, seed)
                where = f"options {first.options} seed {seed}"
                assert again.log == first.log, f"{where}: the same seed played differently"
                assert again.final == first.final, f"{where}: the same seed ended differently"
                assert [s.state for s in again.steps] == [s.state for s in first.steps], where
            options = game.normalize_options(self.option_sets[option_index])
            starts = [game.start(options, seed) for seed in seeds[:5]]
            assert any(s != starts[0] for s in starts[1:]), "every seed deals the same start"

    def test_the_rules_declare_their_deck(self) -> None:
        deck = self.game.deck
        assert deck and len(set(deck)) == len(deck), "Game.deck: the game's cards, once each"
        assert all(cards.is_card(c) for c in deck)

    def _full_deck(self) -> tuple[str, ...]:
        if self.full_deck is not None:
            return tuple(self.full_deck)
        return self.game.deck

    def test_stacked_deck_is_dealt(self) -> None:
        game = self.game
        full = self._full_deck()
        if not self.supports_deck:
            # a game without stacked starts must say so, not quietly shuffle instead
            for raw in self.option_sets:
                with pytest.raises((ValueError, NotImplementedError)):
                    game.start(game.normalize_options(raw), 0, full)
            return
        for option_index, raw in enumerate(self.option_sets):
            options = game.normalize_options(raw)
            deck_a = cards.shuffled(full, cards.rng_for(1, "stack", option_index))
            deck_b = tuple(reversed(deck_a))
            start_a = game.start(options, 0, deck_a)
            self.check_stacked_deal(start_a, deck_a)
            self.check_stacked_deal(game.start(options, 0, deck_b), deck_b)
            assert game.start(options, 0, deck_a) == start_a
            assert game.start(options, 0, deck_b) != start_a, "the stacked deck is ignored"
            n = game.seats(options)

            # the first deal comes from the deck, not from the seed's shuffle: another seed
            # shows the same cards (seats may trade places if the seed picks the dealer)
            def shown(state: Any, n: int = n) -> list[list[str]]:
                return sorted(
                    sorted(x for _, x in walk_json(game.view(state, seat)) if cards.is_card(x))
                    for seat in range(n)
                )

            other_seed = game.start(options, 12345, deck_a)
            assert shown(other_seed) == shown(start_a), (
                "the first deal from a stacked deck depends on the seed"
            )
            assert any(shown(start_a)), "no seat sees a card after a stacked deal"
            # a stacked game plays to the end and survives save and restore
            pt = self._play(option_index, 7, deck_a)
            assert pt.over
            match = new_match(game, options, 7, deck_a)
            for step in pt.steps:
                match = play(match, step.seat, str(step.action))
            assert match.state == pt.final
            text = saves.dumps(match)
            assert json.loads(text)["deck"] == list(deck_a)
            assert saves.loads(text, game.id, self._games()).state == pt.final
            # bad decks are refused with ValueError
            duplicated = (deck_a[1],) + deck_a[1:]
            for bad in (duplicated, deck_a[:-1] + ("ZZ",)):
                with pytest.raises(ValueError):
                    game.start(options, 0, bad)
