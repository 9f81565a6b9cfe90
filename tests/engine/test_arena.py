"""The arena: its statistics helpers and the kakehiki command."""

from __future__ import annotations

import re

import pytest

from tefuda import arena
from tefuda.arena import make_chooser
from tefuda.arena_kakehiki import Side, play_game
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
    a, b = Side("a"), Side("b")
    for number in range(8):
        play_game(1, number, a, b, make_chooser(kakehiki, "normal"), make_chooser(kakehiki, "random"))
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
