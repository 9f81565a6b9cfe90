"""The arena: its statistics helpers and the kakehiki command."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tefuda import arena
from tefuda.arena import make_chooser
from tefuda.arena.kakehiki import RUNNER
from tefuda.arena.runner import Side, Versus
from tefuda.cpu import kakehiki


def test_wilson_interval_known_values() -> None:
    low, high = arena.wilson_interval(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-4) and high == pytest.approx(0.5962, abs=1e-4)
    low, high = arena.wilson_interval(0, 10)
    assert low == 0.0 and high == pytest.approx(3.8415 / 13.8415, abs=1e-4)
    low, high = arena.wilson_interval(10, 10)
    assert low == pytest.approx(10 / 13.8415, abs=1e-4) and high == pytest.approx(1.0)
    low, high = arena.wilson_interval(65, 100)
    assert low == pytest.approx(0.5525, abs=1e-4) and high == pytest.approx(0.7364, abs=1e-4)
    assert arena.wilson_interval(0, 0) == (0.0, 1.0)
    with pytest.raises(ValueError):
        arena.wilson_interval(5, 4)


def test_percentile_and_timing() -> None:
    values = [float(v) for v in range(1, 101)]
    assert arena.percentile(values, 50) == pytest.approx(50.5)
    assert arena.percentile(values, 95) == pytest.approx(95.05)
    assert arena.percentile([3.0], 95) == 3.0
    with pytest.raises(ValueError):
        arena.percentile([], 50)
    assert (
        arena.timing_summary([0.001, 0.002, 0.003]) == "median 2.00 ms, p95 2.90 ms (3 decisions)"
    )
    assert arena.share_line(0, 0) == "no decided games"
    assert arena.share_line(65, 35).startswith("65.0 % of 100 decided (95 % CI 55.3–73.6 %)")


def test_seats_swap_and_tallies_add_up() -> None:
    tally = Versus(Side("a"), Side("b"))
    for number in range(8):
        RUNNER.play_game(1, number, tally, "normal", "random")
    a, b = tally.a, tally.b
    assert a.wins + a.losses + a.draws == 8
    assert (a.wins, a.losses, a.draws, a.points) == (b.losses, b.wins, b.draws, -b.points)
    assert len(a.times) == len(b.times) >= 16
    with pytest.raises(ValueError):
        make_chooser(kakehiki, "genius")


def test_cli_prints_the_report(capsys: pytest.CaptureFixture[str]) -> None:
    code = arena.main(["kakehiki", "--a", "hard", "--b", "random", "--games", "4", "--seed", "3"])
    out = capsys.readouterr().out
    assert code == 0
    assert "games: 4" in out
    counts = re.findall(r"wins (\d+), losses (\d+), draws (\d+)", out)
    assert len(counts) == 2 and sum(map(int, counts[0])) == 4
    assert counts[0] == (counts[1][1], counts[1][0], counts[1][2])
    assert "A win share:" in out and "A average point difference:" in out
    assert re.search(r"decision time A \(hard\): median [\d.]+ ms, p95 [\d.]+ ms", out)
    assert "decision time B (random)" in out


def test_cli_refuses_unknown_players() -> None:
    with pytest.raises(SystemExit):
        arena.main(["kakehiki", "--a", "genius"])
    with pytest.raises(SystemExit):
        arena.main(["no-such-game"])


def _without_times(out: str) -> list[str]:
    return [line for line in out.splitlines() if " ms" not in line]


@pytest.mark.parametrize(
    "game, count",
    [("kakehiki", ["--games", "4"]), ("fifty-one", ["--seats", "normal,easy,easy", "--rounds", "4"]),
     ("gin-rummy", ["--a", "normal", "--games", "2"])],
)
def test_every_arena_runs_in_chunks_that_merge_into_the_whole_run(
    game: str, count: list[str], capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    assert arena.main([game, *count, "--seed", "5"]) == 0
    whole = capsys.readouterr().out
    half = str(int(count[-1]) // 2)
    paths = []
    for first in ("0", half):
        paths.append(str(tmp_path / f"from{first}.json"))
        args = [game, *count[:-1], half, "--seed", "5", "--first", first, "--save", paths[-1]]
        assert arena.main(args) == 0
    capsys.readouterr()
    assert arena.main([game, "--merge", *paths]) == 0
    assert _without_times(capsys.readouterr().out) == _without_times(whole)
    # a run of other players does not merge with these
    other = str(tmp_path / "other.json")
    assert arena.main([game, *count[:-1], "1", "--seed", "6", "--save", other]) == 0
    capsys.readouterr()
    assert arena.main([game, "--merge", paths[0], other]) == 2
    assert "error: " in capsys.readouterr().out


def test_a_file_that_is_no_saved_run_is_refused_with_a_message(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    bad = tmp_path / "bad.json"
    for text in ("not json", "[]", '{"game": "kakehiki", "settings": {}, "tally": {"a": 1}}'):
        bad.write_text(text, encoding="utf-8")
        assert arena.main(["kakehiki", "--merge", str(bad)]) == 2
        assert capsys.readouterr().out.startswith(f"error: {bad}: ")
    assert arena.main(["kakehiki", "--merge", str(tmp_path / "missing.json")]) == 2
    assert "cannot be read" in capsys.readouterr().out
