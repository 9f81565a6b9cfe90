"""CPU players of 恋のかけひき: legal, view-only, reproducible, and sensible."""

from __future__ import annotations

import copy
import json
import random
import time

import pytest

from tefuda.cpu import kakehiki as cpu
from tefuda.games import deck_for
from tefuda.games.kakehiki import GAME, Play


def stack(first, second):
    deck = [c for pair in zip(first, second, strict=True) for c in pair]
    return deck + [c for c in deck_for("kakehiki") if c not in deck]


def start(first, second):
    return GAME.start(GAME.normalize_options({}), 0, stack(first, second))


def random_views(count: int, seed: int = 0) -> list[dict]:
    """Return views of seats to act met in random games."""
    rng = random.Random(seed)
    views = []
    game_seed = 0
    while len(views) < count:
        state = GAME.start({"match_length": 1}, game_seed)
        game_seed += 1
        while not GAME.is_over(state):
            acting = GAME.to_act(state)
            views.extend(GAME.view(state, s) for s in acting)
            seat = rng.choice(acting)
            state = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
    return views[:count]


@pytest.mark.parametrize("level", cpu.LEVELS)
def test_always_legal_and_view_untouched(level: str) -> None:
    for i, view in enumerate(random_views(60)):
        before = copy.deepcopy(view)
        action = cpu.choose(view, level, random.Random(i))
        assert action in view["legal"]
        assert view == before


@pytest.mark.parametrize("level", cpu.LEVELS)
def test_deterministic_per_rng_seed(level: str) -> None:
    views = random_views(30, seed=1)
    first = [cpu.choose(v, level, random.Random(7)) for v in views]
    again = [cpu.choose(v, level, random.Random(7)) for v in views]
    assert first == again


@pytest.mark.parametrize("level", cpu.LEVELS)
def test_decides_from_the_view_only(level: str) -> None:
    """The same view gives the same choice whatever the opponent holds or has committed."""
    mine = ("KH", "QD", "3C", "2S", "9H")
    states = []
    for theirs, commit in (
        (("AH", "5S", "6D", "7C", "8H"), "AH"),
        (("JK", "TS", "KS", "QC", "4D"), "KS"),
    ):
        state = start(mine, theirs)
        states.append(GAME.apply(state, 1, Play(commit)))
    views = [GAME.view(s, 0) for s in states]
    assert views[0] == views[1]
    for seed in range(5):
        picks = {cpu.choose(v, level, random.Random(seed)) for v in views}
        assert len(picks) == 1


def test_between_games_takes_next() -> None:
    state = start(("KH", "QD", "3C", "2S", "9H"), ("AH", "5S", "6D", "7C", "8H"))
    for a, b in (("KH", "8H"), ("QD", "7C")):
        state = GAME.apply(GAME.apply(state, 0, Play(a)), 1, Play(b))
    view = GAME.view(state, 0)
    assert view["legal"] == ["next", "end"]
    for level in cpu.LEVELS:
        assert cpu.choose(view, level, random.Random(0)) == "next"


def test_easy_plays_its_lowest_card() -> None:
    state = start(("KH", "QD", "3C", "2S", "9H"), ("AH", "5S", "6D", "7C", "8H"))
    assert cpu.choose(GAME.view(state, 0), "easy", random.Random(0)) == "play 2S"
    assert cpu.choose(GAME.view(state, 1), "easy", random.Random(0)) == "play AH"
    state = start(("JK", "AS", "KD", "QD", "JD"), ("AH", "5S", "6D", "7C", "8H"))
    assert cpu.choose(GAME.view(state, 0), "easy", random.Random(3)) == "play JK"


def test_normal_steers_by_hand_strength() -> None:
    # strong hand (best three: 30): spend a spare card that adds to the table
    strong = start(("KH", "QD", "JC", "2S", "5H"), ("AH", "5S", "6D", "7C", "8H"))
    assert cpu.choose(GAME.view(strong, 0), "normal", random.Random(0)) == "play 5H"
    # weak hand: block the marriage with the most negative card
    weak = start(("3H", "4D", "2C", "8S", "5H"), ("AH", "5S", "6D", "7C", "8H"))
    assert cpu.choose(GAME.view(weak, 0), "normal", random.Random(0)) == "play 8S"


def play_rounds(state, rounds):
    for a, b in rounds:
        state = GAME.apply(GAME.apply(state, 0, Play(a)), 1, Play(b))
    return state


def test_last_card_reaches_twenty_when_the_rest_wins() -> None:
    """Third card at 12 on the table: the 8 makes the marriage and the two kings still win."""
    state = start(("KH", "KD", "8C", "AS", "2C"), ("AH", "TD", "3S", "4C", "9H"))
    state = play_rounds(state, (("AS", "TD"), ("2C", "AH")))  # -1 + 10 + 2 + 1 = 12
    view = GAME.view(state, 0)
    assert view["table_total"] == 12 and view["round"] == 3
    for level in ("normal", "hard"):
        picks = [cpu.choose(view, level, random.Random(s)) for s in range(6)]
        assert all(p == "play 8C" for p in picks), (level, picks)


def test_last_card_blocks_with_a_weak_pair() -> None:
    """Third card at 16: anything but the king of spades would leave a losing 12 or 13."""
    state = start(("KS", "AH", "2D", "3C", "4C"), ("5H", "4H", "TD", "9H", "8D"))
    state = play_rounds(state, (("3C", "5H"), ("4C", "4H")))  # 16
    view = GAME.view(state, 0)
    assert view["table_total"] == 16 and view["round"] == 3
    for level in ("normal", "hard"):
        picks = [cpu.choose(view, level, random.Random(s)) for s in range(6)]
        assert all(p == "play KS" for p in picks), (level, picks)


def test_hard_is_fast() -> None:
    """The hard level's work per decision (processor time: the machine is shared, and its load
    stretches the wall clock however little the CPU does)."""
    views = random_views(40, seed=3)
    rng = random.Random(0)
    times = []
    for view in views:
        began = time.process_time()
        cpu.choose(view, "hard", rng)
        times.append(time.process_time() - began)
    times.sort()
    assert times[int(0.95 * len(times))] < 0.2  # generous


def test_unknown_level() -> None:
    view = random_views(1)[0]
    with pytest.raises(ValueError):
        cpu.choose(view, "expert", random.Random(0))
    assert json.dumps(cpu.LEVELS) == '["easy", "normal", "hard"]'


def test_the_hint_advises_a_legal_card_with_its_reason_in_both_languages() -> None:
    from tefuda import i18n
    from tefuda.cards import format_card

    for view in random_views(40, seed=3):
        advice = cpu.hint(view)
        if not [a for a in view["legal"] if a.startswith("play ")]:
            assert advice["action"] is None
            continue
        assert advice["action"] in view["legal"]
        assert advice["reason"].startswith("kakehiki.hint.")
        for lang in ("en", "ja"):
            text = i18n.t(lang, advice["reason"], **advice["params"])
            assert format_card(advice["action"][5:]) in text
        assert cpu.hint(view) == advice  # the same board, the same advice


def test_the_hint_sees_only_the_view() -> None:
    """Two deals that differ only in the CPU's hidden cards give the same advice."""
    mine = ("KH", "QD", "3C", "2S", "9H")
    advice = []
    for theirs in (("AH", "5S", "6D", "7C", "8H"), ("JK", "TS", "KS", "QC", "4D")):
        state = start(mine, theirs)
        state = GAME.apply(GAME.apply(state, 0, Play("2S")), 1, Play(theirs[1]))
        advice.append(cpu.hint(GAME.view(state, 0)))
    # what the CPU laid is public and told: the advice names it
    same = []
    for theirs in (("AH", "5S", "6D", "7C", "8H"), ("JK", "5S", "KS", "QC", "4D")):
        state = start(mine, theirs)
        state = GAME.apply(GAME.apply(state, 0, Play("2S")), 1, Play("5S"))
        same.append(cpu.hint(GAME.view(state, 0)))
    assert same[0] == same[1]
    assert advice[0]["params"]["theirs"] == ["5S"] and advice[1]["params"]["theirs"] == ["TS"]
