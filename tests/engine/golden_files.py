"""Golden playthroughs: whole games recorded once, replayed by the tests to pin the rules.

A golden file (``tests/engine/golden/<game>-<name>.json``) holds a game's options, seed and its
whole action log, and for every step (before each action, and after the last) whose turn it
is, the legal actions (their number and a digest of their sorted texts), a digest of the cards
seat 0 can see (outside the list of events, which only retells moves), and a digest of seat 0's
whole view; then the final ``Result``.  Replaying the log must reproduce every line.  A change
to dealing or to the rules that would silently change players' saved games fails here; such a
change needs a save-format version and a migration.

Beside each file lies its readable twin (``<game>-<name>.txt``, :func:`twin_blocks`): per step
the whole position in the notation of :mod:`tefuda.position` (``GAME.describe``), the legal
action texts of each seat to act and the action taken, then the result; blocks are separated
by a blank line.  The test compares the replay with the twin first, so a failing golden test
shows the first step that reads otherwise, as a diff.  The twins are written from the JSON
logs, never from a CPU: the files pin the rules, not the players that once chose the moves.

The view digest pins the view's exact shape too.  When a view changes on purpose (a key added
or renamed) while everything else stays equal, rewrite the files with ``--views-only``: it
refuses to run if anything but the view digests would change.  When the notation changes on
purpose, rewrite every twin with ``--twins``: it refuses to run if a log no longer replays to
the lines of its file (then the rules changed, not the notation).

Write or refresh the files (from the repository root)::

    PYTHONPATH=py:. python3 -m tests.engine.golden_files            # write missing files, twins
    PYTHONPATH=py:. python3 -m tests.engine.golden_files --views-only
    PYTHONPATH=py:. python3 -m tests.engine.golden_files --twins
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tefuda.cards import is_card, rng_for
from tefuda.match import Match, new_match, play, play_entry
from tefuda.registry import modules

GOLDEN_DIR = Path(__file__).resolve().parent / "golden"


@dataclass(frozen=True)
class Scenario:
    """One recorded game: a game id, options, a seed, and the CPU level that chose every move."""

    name: str
    game: str
    options: dict[str, Any]
    seed: int
    level: str = "normal"

    @property
    def path(self) -> Path:
        return GOLDEN_DIR / f"{self.game}-{self.name}.json"

    @property
    def twin_path(self) -> Path:
        """The readable twin of the golden file, beside it."""
        return self.path.with_suffix(".txt")


SCENARIOS: tuple[Scenario, ...] = (
    Scenario("match3", "kakehiki", {"match_length": 3}, 11),
    Scenario("open", "kakehiki", {"match_length": 0}, 12, "hard"),
    Scenario("target50", "gin-rummy", {"target": 50}, 21),
    Scenario("target10-easy", "gin-rummy", {"target": 10}, 22, "easy"),
    Scenario("target100-hard", "gin-rummy", {"target": 100}, 23, "hard"),
    Scenario("standard-4", "fifty-one", {"seats": 4, "preset": "standard", "rounds": 5}, 31),
    Scenario("one-more-turn-2", "fifty-one", {"seats": 2, "preset": "one-more-turn", "rounds": 3}, 32),
    Scenario("stadium-7", "fifty-one", {"seats": 7, "preset": "stadium", "rounds": 1}, 33, "hard"),
    Scenario(
        "custom-5",
        "fifty-one",
        {"seats": 5, "preset": "custom", "rounds": 3, "first_turn": "any-but-pass",
         "after_end": "one-more-turn", "caller_tie": "joker-rule", "bonus": True},
        34,
    ),
    # 500 by every CPU level.  The easy games came first; the normal and hard ones bid higher
    # (8- and 9-bids), throw hands in, and end on trick points and by falling to -500.  A file
    # pins the rules, not the CPU that chose its moves: the tests replay the log, so it stays
    # valid whatever the CPUs become.
    Scenario("default", "five-hundred", {}, 40, "easy"),
    Scenario("misere-any-time", "five-hundred", {"misere_any_time": True}, 63, "easy"),
    Scenario(
        "open-misere-500-after-first-trick",
        "five-hundred",
        {"open_misere_value": 500, "open_misere_timing": "after-first-trick"},
        75,
        "easy",
    ),
    Scenario("must-win-by-contract", "five-hundred", {"must_win_by_contract": True}, 83, "easy"),
    Scenario("default-normal", "five-hundred", {}, 46, "normal"),
    Scenario("default-hard", "five-hundred", {}, 45, "hard"),
    Scenario("fell-below-hard", "five-hundred", {}, 41, "hard"),
    # without the option this deal ends on trick points after 11 hands; with it, play goes on
    Scenario("must-win-by-contract-normal", "five-hundred", {"must_win_by_contract": True}, 41, "normal"),
    # the normal CPU bids misère now and then (no easy game above does): one made, one lost
    # at the contractor's first trick, which ends the hand at once
    Scenario("misere-made-normal", "five-hundred", {"misere_any_time": True}, 100, "normal"),
    Scenario("misere-lost-normal", "five-hundred", {"misere_any_time": True}, 111, "normal"),
)

#: the CPU module of each game, for recording (replaying needs none)
CPU_MODULES = modules("cpu")
MAX_STEPS = 5000
#: "end" closes an open-ended kakehiki match after this many games
OPEN_MATCH_GAMES = 4


def digest(data: Any) -> str:
    """Return a short, stable digest of JSON-ready ``data`` (sha256 of its sorted-key JSON)."""
    text = json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _strings(key)
            yield from _strings(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _strings(item)


def step_record(match: Match) -> dict[str, Any]:
    """Return the golden line for the match's current state."""
    game, state = match.game, match.state
    to_act = list(game.to_act(state))
    legal = sorted(str(a) for seat in to_act for a in game.legal_actions(state, seat))
    view = game.view(state, 0)
    # The cards seat 0 sees on the table and in hands (events only repeat moves already made).
    shown = {k: v for k, v in view.items() if k != "events"}
    return {
        "to_act": to_act,
        "legal": len(legal),
        "legal_digest": digest(legal),
        "cards_digest": digest(sorted(s for s in _strings(shown) if is_card(s))),
        "view_digest": digest(view),
    }


def result_record(match: Match) -> dict[str, Any]:
    """Return the final result's scores and ranks (JSON-ready)."""
    result = match.game.result(match.state)
    return {"scores": list(result.scores), "ranks": list(result.ranks)}


def record(scenario: Scenario) -> dict[str, Any]:
    """Play the scenario with its CPU level at every seat and return the golden data."""
    import importlib

    cpu = importlib.import_module(CPU_MODULES[scenario.game])
    match = new_match(scenario.game, scenario.options, scenario.seed)
    steps = []
    for _ in range(MAX_STEPS):
        if match.is_over:
            break
        steps.append(step_record(match))
        seat = match.game.to_act(match.state)[0]
        view = match.game.view(match.state, seat)
        finished = sum(1 for _ in view.get("history", ()))
        if scenario.game == "kakehiki" and "end" in view["legal"] and finished >= OPEN_MATCH_GAMES:
            text = "end"
        else:
            text = cpu.choose(view, scenario.level, rng_for(scenario.seed, "golden", len(match.log)))
        match = play(match, seat, text)
    else:
        raise RuntimeError(f"{scenario.name}: no end after {MAX_STEPS} actions")
    steps.append(step_record(match))
    return {
        "game": scenario.game,
        "options": match.options,
        "seed": scenario.seed,
        "recorded_with": f"cpu {scenario.level} at every seat",
        "actions": [[seat, text] for seat, text in match.log],
        "steps": steps,
        "result": result_record(match),
    }


def replay_lines(data: dict[str, Any]) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """Replay a golden file's log; return the step lines and the result it gives now.

    Raises ReplayError (naming the action and the position before it) for an entry that fails.
    """
    match = new_match(data["game"], data["options"], data["seed"])
    steps = []
    for index, (seat, text) in enumerate(data["actions"]):
        steps.append(step_record(match))
        match = play_entry(match, index, seat, text)
    steps.append(step_record(match))
    return steps, result_record(match)


def _numbers(values: list[int]) -> str:
    return " ".join(map(str, values))


def twin_blocks(data: dict[str, Any]) -> Iterator[str]:
    """Yield the blocks of a golden file's readable twin, replaying its log as it goes: a
    header, then per step the position, the legal action texts of each seat to act and the
    action taken, then the final position and the result.

    A block is yielded before the action after it is played, so a caller comparing blocks
    meets the first difference before the entry that no longer replays.  Raises ReplayError
    for an entry that fails.
    """
    yield "\n".join([
        "# the readable twin of the golden playthrough of the same name (.json): per step the",
        "# position (GAME.describe), the legal actions of each seat to act and the action taken",
        f"# {data['game']}; seed {data['seed']}; options {json.dumps(data['options'])}; "
        f"{data['recorded_with']}",
    ])
    match = new_match(data["game"], data["options"], data["seed"])
    game = match.game
    for index, (seat, text) in enumerate(data["actions"]):
        lines = [f"step {index}", game.describe(match.state)]
        for acting in game.to_act(match.state):
            legal = ", ".join(str(a) for a in game.legal_actions(match.state, acting))
            lines.append(f"legal {acting}: {legal}")
        lines.append(f"action: {seat} {text}")
        yield "\n".join(lines)
        match = play_entry(match, index, seat, text)
    result = result_record(match)
    yield "\n".join([
        f"end after {len(data['actions'])} actions",
        game.describe(match.state),
        f"result: scores {_numbers(result['scores'])}; ranks {_numbers(result['ranks'])}",
    ])


def twin_text(data: dict[str, Any]) -> str:
    """Return the whole readable twin of a golden file's data (:func:`twin_blocks`)."""
    return "\n\n".join(twin_blocks(data)) + "\n"


def read_golden(path: Path) -> dict[str, Any]:
    """Return the data of a golden file."""
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def _write_twin(scenario: Scenario) -> bool:
    """Write the twin of a golden file from its log; return False, writing nothing, when the
    log no longer replays to the lines of its file (the rules changed, not the notation)."""
    data = read_golden(scenario.path)
    steps, result = replay_lines(data)
    if steps != data["steps"] or result != data["result"]:
        print(f"{scenario.path.name}: the log no longer replays to its lines; twin not written",
              file=sys.stderr)
        return False
    scenario.twin_path.write_text(twin_text(data), encoding="utf-8")
    print(f"wrote {scenario.twin_path.name}")
    return True


def _write(path: Path, data: dict[str, Any]) -> None:
    lines = [f"  {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}" for k, v in data.items()
             if k != "steps"]
    steps = ",\n".join(f"    {json.dumps(s)}" for s in data["steps"])
    body = ",\n".join([*lines, f'  "steps": [\n{steps}\n  ]'])
    path.write_text("{\n" + body + "\n}\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    """Write missing golden files and twins; with ``--views-only`` refresh the view digests,
    with ``--twins`` rewrite every twin.  Returns 1 (writing nothing more) when a refresh
    finds the rules changed."""
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--views-only", action="store_true")
    mode.add_argument("--twins", action="store_true")
    args = parser.parse_args(argv)
    GOLDEN_DIR.mkdir(exist_ok=True)
    for scenario in SCENARIOS:
        if args.twins:
            if not _write_twin(scenario):
                return 1
            continue
        if not args.views_only:
            if not scenario.path.exists():
                _write(scenario.path, record(scenario))
                print(f"wrote {scenario.path.name}")
            if not scenario.twin_path.exists() and not _write_twin(scenario):
                return 1
            continue
        data = read_golden(scenario.path)
        steps, result = replay_lines(data)
        strip = [{k: v for k, v in s.items() if k != "view_digest"} for s in data["steps"]]
        if result != data["result"] or strip != [
            {k: v for k, v in s.items() if k != "view_digest"} for s in steps
        ]:
            print(f"{scenario.path.name}: more than the views changed; not rewritten", file=sys.stderr)
            return 1
        data["steps"] = steps
        _write(scenario.path, data)
        print(f"refreshed views of {scenario.path.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
