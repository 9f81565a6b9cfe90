"""Every game's appraiser works a unit at a time (Appraiser.step: a deal sampled, then an
option valued a step; before the first deal, what a game prepares a piece at a time), so the
browser's review can stop between options: a deal half done shows nowhere, and stepping gives
exactly what whole deals give."""

from __future__ import annotations

import importlib
import random
from typing import Any

import pytest

from tefuda.core import GAME_OVER, HAND_OVER
from tefuda.match import new_match, play
from tefuda.registry import modules

#: deals valued per position, and positions per game
DEALS = 3
POSITIONS = 8


def _appraiser_of(game_id: str) -> Any:
    return importlib.import_module(modules("cpu")[game_id] + ".appraise").appraiser


def _positions(game_id: str, seed: int) -> list[Any]:
    """Return views of seat 0 with more than one legal option, from a match the normal CPU
    plays for every seat: the first of each phase, and every third decision besides (none
    between hands, which no review weighs)."""
    cpu = importlib.import_module(modules("cpu")[game_id])
    match = new_match(game_id, None, seed)
    rng = random.Random(seed)
    found: list[Any] = []
    phases: set[str] = set()
    decisions = 0
    while len(found) < POSITIONS and match.game.phase(match.state) != GAME_OVER:
        for seat in match.game.to_act(match.state):
            view = match.game.view(match.state, seat)
            if seat == 0 and len(view["legal"]) > 1 and match.game.phase(match.state) != HAND_OVER:
                decisions += 1
                phase = str(match.game.phase(match.state))
                if phase not in phases or decisions % 3 == 1:
                    phases.add(phase)
                    found.append(view)
            match = play(match, seat, cpu.choose(view, "normal", rng))
    return found


def _units(appraiser: Any) -> int:
    """Return how many options the appraiser values apart on a deal (500 values cards that
    play alike, and kitty discards that make the same three, once; 恋のかけひき each kind of
    card once)."""
    search = getattr(appraiser, "search", None)
    if search is not None:
        return len({id(outcomes) for outcomes in search.values.values()})
    kinds = getattr(appraiser.position, "kinds", None)
    return len(kinds) if kinds is not None else len(appraiser.tally.options)


@pytest.mark.parametrize("game_id", list(modules("cpu")))
def test_stepping_an_option_at_a_time_gives_what_whole_deals_give(game_id: str) -> None:
    appraiser_of = _appraiser_of(game_id)
    views = _positions(game_id, 11) + _positions(game_id, 12)
    assert len(views) >= 3
    for view in views:
        whole = appraiser_of(view, random.Random(5))
        stepped = appraiser_of(view, random.Random(5))
        for deal in range(DEALS):
            whole.add_deal()
            steps = 1
            shown = stepped.appraisals() if deal else None
            while not stepped.step():
                steps += 1
                # a deal under way shows nowhere: neither in the count nor in the values
                assert stepped.count == deal
                if shown is not None:
                    assert stepped.appraisals() == shown
            assert stepped.count == whole.count == deal + 1
            assert stepped.appraisals() == whole.appraisals()
            # the deal's sampling, each option valued apart, and the deal's close (before the
            # first deal, a game may prepare what its values and reasons read, a unit at a time)
            if deal:
                assert steps == _units(stepped) + 2, view["legal"]
            else:
                assert steps >= _units(stepped) + 2, view["legal"]


@pytest.mark.parametrize("game_id", list(modules("cpu")))
def test_a_deal_cut_short_goes_on_where_it_stopped(game_id: str) -> None:
    appraiser_of = _appraiser_of(game_id)
    view = _positions(game_id, 12)[0]
    whole = appraiser_of(view, random.Random(8))
    for _ in range(DEALS):
        whole.add_deal()
    cut = appraiser_of(view, random.Random(8))
    cut.step()
    cut.step()  # into the first deal's options, then whole deals from there
    for _ in range(DEALS):
        cut.add_deal()
    assert cut.count == DEALS
    assert cut.appraisals() == whole.appraisals()


def test_gin_rummys_first_units_build_the_equity_table_a_few_rows_each(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from tefuda.cpu.gin_rummy import equity

    appraise = importlib.import_module("tefuda.cpu.gin_rummy.appraise")
    view = _positions("gin-rummy", 12)[0]
    whole = appraise.appraiser(view, random.Random(8))
    whole.add_deal()
    monkeypatch.setattr(equity, "_TABLE", None)  # as the page has it before its first use
    stepped = appraise.appraiser(view, random.Random(8))
    rows = [0]
    while not stepped.step():
        table = equity._TABLE
        assert table is not None
        # the whole table is some 30 ms of CPython: a unit builds a fifth of it at most
        assert table.built - rows[-1] <= equity.MAX_NEED // 5
        rows.append(table.built)
    assert rows[-1] == equity.MAX_NEED
    assert stepped.appraisals() == whole.appraisals()


def test_fifty_ones_reasons_are_worked_out_an_option_a_unit_before_the_first_deal() -> None:
    appraise = importlib.import_module("tefuda.cpu.fifty_one.appraise")
    view = next(v for v in _positions("fifty-one", 12) if len(v["legal"]) > 5)
    stepped = appraise.appraiser(view, random.Random(8))
    worked = [len(stepped._reasons._known)]
    while not stepped.step():
        worked.append(len(stepped._reasons._known))
    options = len(stepped.tally.options)
    assert worked[: options + 1] == list(range(options + 1)), "one reason a unit, then the deal"
    whole = appraise.appraiser(view, random.Random(8))
    whole.add_deal()
    assert stepped.appraisals() == whole.appraisals()
