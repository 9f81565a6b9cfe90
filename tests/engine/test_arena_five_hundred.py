"""500's arena: duplicate deals, tallies that add up, the partner mode, chunks saved and
merged, and the report's lines."""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path
from typing import Any

import pytest

from tefuda import arena
from tefuda.arena.five_hundred import RUNNER, Run, contract_kind, game_seed, play_game
from tefuda.arena.runner import merge


def _settings(a: str, b: str, fixed: str | None = None) -> dict[str, Any]:
    return {"a": a, "b": b, "fixed": fixed, "seed": 2, "options": {"misere_any_time": True}}


def _played(a: str, b: str, games: int, fixed: str | None = None, first: int = 0) -> Run:
    run = Run()
    for number in range(2 * first, 2 * first + games):
        play_game(_settings(a, b, fixed), run, number)
    return run


def test_both_games_of_a_deal_pair_are_dealt_alike_with_the_pairs_swapped() -> None:
    assert game_seed(3, 0) == game_seed(3, 1)
    assert len({game_seed(3, n) for n in range(10)}) == 5
    run = _played("easy", "easy", 2)
    a, b = run.pair_a, run.pair_b
    assert a.wins + a.losses == 2 and (a.wins, a.losses) == (b.losses, b.wins)
    assert a.hands == b.hands > 0


def test_tallies_add_up() -> None:
    run = _played("normal", "easy", 4)
    a, b = run.pair_a, run.pair_b
    assert a.wins + a.losses == b.wins + b.losses == 4
    for pair in (a, b):
        assert all(0 <= pair.made[k] <= pair.bid[k] for k in pair.bid)
    contracts = sum(a.bid.values()) + sum(b.bid.values())
    assert contracts + run.thrown_in == a.hands
    assert set(a.times) == {"A (normal)"} and set(b.times) == {"B (easy)"}
    assert len(a.times["A (normal)"]) > 100


def test_the_partner_mode_puts_a_fixed_player_in_the_persons_seat() -> None:
    run = _played("easy", "normal", 2, fixed="normal")
    assert set(run.pair_a.times) == {"fixed (normal)", "A (easy)"}
    assert set(run.pair_b.times) == {"B (normal)"}
    assert min(len(t) for t in run.pair_a.times.values()) > 20


def _saved(path: Path, settings: dict[str, Any], run: Run) -> str:
    data = {"game": "five-hundred", "settings": settings, "tally": dataclasses.asdict(run)}
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def test_chunks_merge_into_the_whole_run(tmp_path: Path) -> None:
    whole = _played("normal", "easy", 4)
    parts = [_played("normal", "easy", 2), _played("normal", "easy", 2, first=1)]
    paths = [_saved(tmp_path / f"part{i}.json", _settings("normal", "easy"), part)
             for i, part in enumerate(parts)]
    settings, merged = merge(RUNNER, "five-hundred", paths)
    assert settings == _settings("normal", "easy")
    assert (merged.pair_a.wins, merged.pair_a.points, merged.pair_a.bid, merged.pair_a.made) == (
        whole.pair_a.wins, whole.pair_a.points, whole.pair_a.bid, whole.pair_a.made)
    assert merged.pairs_played == 2 and merged.thrown_in == whole.thrown_in
    assert len(merged.pair_b.times["B (easy)"]) == len(whole.pair_b.times["B (easy)"])
    assert len(merged.pair_b.cpu_times["B (easy)"]) == len(whole.pair_b.times["B (easy)"])
    other = _saved(tmp_path / "other.json", _settings("hard", "easy"), Run())
    with pytest.raises(ValueError, match="not the same players"):
        merge(RUNNER, "five-hundred", [paths[0], other])
    with pytest.raises(ValueError, match="not a saved kakehiki run"):
        merge(RUNNER, "kakehiki", [paths[0]])


def test_contract_kinds() -> None:
    assert [contract_kind(c) for c in ("6S", "10NT", "MISERE", "OPEN_MISERE")] == [
        "suit", "no trumps", "misère", "open misère"]


def test_cli_prints_the_report(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    saved = tmp_path / "run.json"
    code = arena.main(["five-hundred", "--a", "hard", "--b", "easy", "--games", "2",
                       "--seed", "3", "--save", str(saved)])
    out = capsys.readouterr().out
    assert code == 0
    assert "games: 2 (1 deal pairs)" in out
    assert re.search(r"A win share: [\d.]+ % of 2 decided \(95 % CI", out)
    assert len(re.findall(r"pair [AB]: games won \d, points per hand [+-][\d.]+", out)) == 2
    assert len(re.findall(r"contracts: (\d+ of \d+ made|none bid)", out)) == 2
    assert len(re.findall(r"misère: bid in [\d.]+ % of hands", out)) == 2
    assert re.search(r"decision time A \(hard\): median [\d.]+ ms, p95 [\d.]+ ms", out)
    assert re.search(r"decision time B \(easy\): median", out)
    assert len(re.findall(r"processor time: median [\d.]+ ms, p95 [\d.]+ ms .*longest", out)) == 2
    assert arena.main(["five-hundred", "--merge", str(saved)]) == 0
    again = capsys.readouterr().out
    assert again.splitlines()[:4] == out.splitlines()[:4]
    code = arena.main(["five-hundred", "--a", "easy", "--b", "easy", "--games", "2",
                       "--partner-of-fixed", "normal"])
    assert "A=easy partnering a fixed normal vs B=easy" in capsys.readouterr().out
