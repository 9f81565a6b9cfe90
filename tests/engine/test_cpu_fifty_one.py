"""CPU players of 51: always legal, view-only, reproducible, and sensible on stacked deals."""

from __future__ import annotations

import copy
import json
import random
import re
from collections.abc import Sequence

import pytest

from tefuda import arena
from tefuda.arena import fifty_one as arena_fifty_one
from tefuda.cards import rng_for
from tefuda.cpu import fifty_one as cpu
from tefuda.games.fifty_one import GAME, FiftyOneState, first_dealer

OPTION_SETS = [
    {"seats": 2, "preset": "standard"},
    {"seats": 4, "preset": "one-more-turn"},
    {"seats": 5, "preset": "stadium"},
    {"seats": 3, "preset": "custom", "first_turn": "any-but-pass"},
    {"seats": 7, "preset": "custom", "after_end": "one-more-turn", "bonus": True},
    {"seats": 6, "preset": "custom", "caller_tie": "joker-rule", "rounds": 3},
]


def random_views(options: dict, games: int, seed: int) -> list[dict]:
    """Return views of the seat to act met in random games (random legal play)."""
    rng = random.Random(seed)
    views = []
    for g in range(games):
        state = GAME.start(options, seed * 100 + g)
        steps = 0
        while not GAME.is_over(state) and steps < 40:
            (seat,) = GAME.to_act(state)
            views.append(GAME.view(state, seat))
            state = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
            steps += 1
    return views


def seed_with_dealer(seats: int, dealer: int) -> int:
    return next(s for s in range(1000) if first_dealer(s, seats) == dealer)


def scripted(deck: Sequence[str], moves: Sequence[str], preset: str = "standard") -> FiftyOneState:
    """Return a 3-seat game (seat 0 moves first) dealt from ``deck`` after ``moves``."""
    state = GAME.start({"seats": 3, "preset": preset}, seed_with_dealer(3, 2), deck)
    for text in moves:
        (seat,) = GAME.to_act(state)
        state = GAME.apply(state, seat, text)
    return state


@pytest.mark.parametrize("level", cpu.LEVELS)
def test_always_legal_and_view_untouched(level: str) -> None:
    count = 0
    for i, options in enumerate(OPTION_SETS):
        for j, view in enumerate(random_views(options, 4, i)):
            before = copy.deepcopy(view)
            action = cpu.choose(view, level, random.Random(j))
            assert action in view["legal"], (options, view["legal"], action)
            assert view == before
            count += 1
    assert count > 500


@pytest.mark.parametrize("level", cpu.LEVELS)
def test_deterministic_per_rng_seed(level: str) -> None:
    views = random_views({"seats": 4, "preset": "one-more-turn"}, 3, 9)
    first = [cpu.choose(v, level, random.Random(7)) for v in views]
    again = [cpu.choose(v, level, random.Random(7)) for v in views]
    assert first == again


def test_unknown_level_and_next() -> None:
    view = random_views({"seats": 3}, 1, 0)[0]
    with pytest.raises(ValueError):
        cpu.choose(view, "genius", random.Random(0))
    state = GAME.start({"seats": 3, "rounds": 3}, 4)
    rng = random.Random(0)
    while state.phase != "hand-over":
        (seat,) = GAME.to_act(state)
        state = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
    for level in cpu.LEVELS:
        assert cpu.choose(GAME.view(state, 0), level, random.Random(0)) == "next"


# Seat 0's hand, the others' hands, the field: the hidden cards of seats 1 and 2 differ
# between the two deals (swapped with stock cards), everything seat 0 sees is the same.
MINE = ["2S", "3S", "4S", "5H", "9C"]
FIELD = ["QH", "QC", "8S", "9D", "2D"]


@pytest.mark.parametrize("level", cpu.LEVELS)
def test_decides_from_the_view_only(level: str) -> None:
    one = ["AH", "KH", "3D", "4C", "5C", "AC", "KC", "6D", "7S", "8D"]
    two = ["TD", "JD", "6C", "7C", "8C", "9H", "TH", "JH", "6S", "9S"]
    decks = [MINE + one + FIELD + two, MINE + two + FIELD + one]
    states = []
    for deck in decks:
        state = GAME.start({"seats": 3}, seed_with_dealer(3, 2), deck)
        states.append(state)
    assert states[0] != states[1]
    views = [GAME.view(s, 0) for s in states]
    assert views[0] == views[1]
    for seed in range(4):
        picks = {cpu.choose(v, level, random.Random(seed)) for v in views}
        assert len(picks) == 1
    # Mid-round: the others hold different hidden cards but made the same public moves.
    first = ["AH", "KH", "3D", "4C", "5C", "AC", "KC", "6D", "7S", "8D"]
    other = ["AH", "KH", "3D", "TD", "JD", "AC", "KC", "6D", "9H", "TH"]
    stocks = (["TD", "JD", "9H", "TH"], ["4C", "5C", "7S", "8D"])
    later = [
        scripted(MINE + hands + FIELD + stock, ["swap 9C 9D", "swap 3D QH", "swap 6D QC"])
        for hands, stock in zip((first, other), stocks, strict=True)
    ]
    assert later[0].hands != later[1].hands
    views = [GAME.view(s, 0) for s in later]
    assert views[0] == views[1] and views[0]["legal"]
    for seed in range(4):
        picks = {cpu.choose(v, level, random.Random(seed)) for v in views}
        assert len(picks) == 1


def test_easy_keeps_its_longest_suit() -> None:
    deck = ["2H", "5H", "9H", "KS", "3C"] + ["AD", "KD", "3D", "4C", "5C"]
    deck += ["AC", "KC", "6D", "7S", "8D"] + ["7H", "QS", "JC", "9D", "2D"]
    state = scripted(deck, [])
    view = GAME.view(state, 0)
    for seed in range(5):
        assert cpu.choose(view, "easy", random.Random(seed)) == "swap 3C 7H"


@pytest.mark.parametrize("level", cpu.LEVELS)
def test_takes_a_51_when_a_swap_makes_it(level: str) -> None:
    deck = ["AH", "KH", "QH", "JH", "3C"] + ["AD", "KD", "3D", "4C", "5C"]
    deck += ["AC", "KC", "6D", "7S", "8D"] + ["2S", "QS", "TH", "9D", "2D"]
    view = GAME.view(scripted(deck, []), 0)
    assert cpu.choose(view, level, random.Random(0)) == "swap 3C TH"


def test_hard_calls_with_a_50_nobody_can_beat() -> None:
    deck = ["AS", "KS", "QS", "JS", "2C"] + ["AD", "KD", "3D", "4C", "5C"]
    deck += ["AC", "KC", "6D", "7H", "8D"] + ["9S", "QH", "JC", "9D", "2D"]
    state = scripted(deck, ["swap 2C 9S"])
    view = GAME.view(state, 0)
    assert view["legal"] == ["call", "nocall"] and view["hand_score"] == 50
    for seed in range(5):
        assert cpu.choose(view, "hard", random.Random(seed)) == "call"


WEAK_DECK = (
    ["2S", "3S", "4S", "9D", "8C"]
    + ["AH", "2H", "3D", "4C", "5C"]
    + ["AC", "2C", "6D", "7S", "6H"]
    + ["QH", "QC", "8D", "9C", "5S"]
    + ["JH", "JC", "TH", "TC", "7D"]
)
WEAK_MOVES = [
    "swap 9D 5S",
    "swap 3D QH",
    "swap 6D QC",  # each takes a card of its suit
    "flush",
    "swap 8C 7D",
    "swap 4C JH",
    "swap 7S JC",
    "pass",
    "swap 5C TH",
    "nocall",
    "swap 6H TC",
    "nocall",
    "swap 7D 7S",  # seat 0: 2S 3S 4S 5S 7S = 21; the others show three hearts / clubs
]


def test_hard_does_not_call_a_weak_hand_in_one_more_turn() -> None:
    state = scripted(WEAK_DECK, WEAK_MOVES, preset="one-more-turn")
    view = GAME.view(state, 0)
    assert view["legal"] == ["call", "nocall"] and view["hand_score"] == 21
    assert view["players"][1]["taken"] == ["QH", "JH", "TH"]
    assert view["players"][2]["taken"] == ["QC", "JC", "TC"]
    for seed in range(5):
        assert cpu.choose(view, "hard", random.Random(seed)) == "nocall"


def test_hard_calls_early_when_nobody_collects() -> None:
    """The same weak hand on the first turn, before anyone shows a suit: the call is safe."""
    deck = ["2S", "3S", "4S", "5S", "8C"] + ["AH", "KD", "3D", "4C", "5C"]
    deck += ["AC", "KC", "6D", "7H", "8D"] + ["7S", "QH", "JC", "9D", "2D"]
    state = scripted(deck, ["swap 8C 7S"])
    view = GAME.view(state, 0)
    assert view["hand_score"] == 21
    picks = [cpu.choose(view, "hard", random.Random(seed)) for seed in range(5)]
    assert picks == ["call"] * 5


EARLY_DECK = ["2S", "3S", "4S", "5S", "8C"] + ["AH", "KD", "3D", "4C", "5C"]
EARLY_DECK += ["AC", "KC", "6D", "7H", "8D"] + ["7S", "QH", "JC", "9D", "2D"]


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_easy_and_normal_do_not_end_a_round_before_others_play_on_a_weak_hand(level: str) -> None:
    """The person should rarely see a round end before their first move (issue #13)."""
    view = GAME.view(scripted(EARLY_DECK, ["swap 8C 7S"]), 0)
    assert view["legal"] == ["call", "nocall"] and view["hand_score"] == 21
    assert cpu.ends_before_others_play(view)
    assert {cpu.choose(view, level, random.Random(seed)) for seed in range(12)} == {"nocall"}
    # a truly strong hand calls
    strong = ["AS", "KS", "QS", "JS", "2C"] + EARLY_DECK[5:15] + ["9S", "QH", "JC", "9D", "2D"]
    view = GAME.view(scripted(strong, ["swap 2C 9S"]), 0)
    assert view["hand_score"] == 50 >= cpu.FIRST_TURN_CALL_SCORE
    assert {cpu.choose(view, level, random.Random(seed)) for seed in range(12)} == {"call"}


def test_normal_calls_a_weak_first_hand_when_the_others_still_play() -> None:
    # under one more turn each, every other player still moves after the call
    view = GAME.view(scripted(EARLY_DECK, ["swap 8C 7S"], preset="one-more-turn"), 0)
    assert view["hand_score"] == 21 and not cpu.ends_before_others_play(view)
    assert cpu.choose(view, "normal", random.Random(0)) == "call"
    # the dealer moves last: on its first turn everyone else has played
    deck = ["2S", "3D", "4C", "5S", "9D"] + ["AD", "KC", "3S", "4D", "5C"]
    deck += ["2H", "3H", "4H", "5H", "9C"] + ["7H", "QS", "JC", "8D", "2D"]
    state = scripted(deck, ["swap 3D QS", "swap 3S JC", "swap 9C 7H"])
    view = GAME.view(state, 2)
    assert view["legal"] == ["call", "nocall"] and view["hand_score"] == 21
    assert not view["players"][2]["first_turn_done"] and not cpu.ends_before_others_play(view)
    assert cpu.choose(view, "normal", random.Random(0)) == "call"


def test_hard_does_not_feed_a_heart_collector() -> None:
    deck = MINE + ["AH", "KH", "3D", "4C", "5C"] + ["AC", "KC", "6D", "7S", "8D"] + FIELD
    state = scripted(deck, ["swap 9C 9D", "swap 3D QH", "swap 6D QC"])
    view = GAME.view(state, 0)
    assert view["hand"] == ["2S", "3S", "4S", "5H", "9D"]
    assert view["players"][1]["taken"] == ["QH"]
    # normal gives its lowest spare card, the heart the next player collects
    assert cpu.choose(view, "normal", random.Random(0)) == "swap 5H 8S"
    for seed in range(5):
        assert cpu.choose(view, "hard", random.Random(seed)) == "swap 9D 8S"


def test_easy_players_end_a_round_whose_suit_is_out_of_reach() -> None:
    """Four easy players (the arena's round 6291 of seed 1) all collect clubs until every club is
    held: each passed for ever.  Once the round drags on, easy plays the normal turn."""
    state = GAME.start({"seats": 4, "rounds": 1}, 1006294009)
    rngs = {seat: rng_for(1, "arena", 6291, seat) for seat in range(4)}
    moves = 0
    while not GAME.is_over(state) and moves < 1000:
        (seat,) = GAME.to_act(state)
        state = GAME.apply(state, seat, cpu.choose(GAME.view(state, seat), "easy", rngs[seat]))
        moves += 1
    assert GAME.is_over(state)
    assert moves > 40 * 4  # it did drag on


def test_arena_cli_prints_shares_and_times(capsys: pytest.CaptureFixture[str]) -> None:
    code = arena.main(
        [
            "fifty-one",
            "--seats",
            "hard,easy,normal",
            "--rounds",
            "6",
            "--seed",
            "3",
            "--preset",
            "one-more-turn",
        ]
    )
    out = capsys.readouterr().out
    assert code == 0
    assert "rounds: 6 played, " in out
    shares = [float(x) for x in re.findall(r"won ([\d.]+) % \(95 % CI", out)]
    assert len(shares) == 3 and sum(shares) == pytest.approx(100.0, abs=0.2)
    early = re.search(
        r"rounds ended before seat 0's first move: (\d+) of 6, [\d.]+ % \(95 % CI [\d.]+–[\d.]+ %\)",
        out,
    )
    assert early and 0 <= int(early.group(1)) <= 6
    for level in ("hard", "easy", "normal"):
        assert re.search(rf"decision time {level}: median [\d.]+ ms, p95 [\d.]+ ms", out)


def test_arena_counts_rounds_over_before_seat_0_moved() -> None:
    # seat 1 moves first (seat 0 deals) and calls at once with the spades it swaps to
    deck = ["2D", "3C", "4H", "5D", "6C"] + ["AS", "KS", "QS", "JS", "2H"]
    deck += ["AD", "KD", "3D", "4C", "5C"] + ["9S", "QH", "JC", "9D", "2C"]
    state = GAME.start({"seats": 3}, seed_with_dealer(3, 0), deck)
    for text in ("swap 2H 9S", "call"):
        state = GAME.apply(state, 1, text)
    assert GAME.is_over(state) and state.records[-1].ender == 1
    assert arena_fifty_one.ended_before_first_move(state, 0)
    assert not arena_fifty_one.ended_before_first_move(state, 1)
    # the same deal, but seat 0 deals second: it has moved when seat 1 calls
    state = GAME.start({"seats": 3}, seed_with_dealer(3, 2), deck)
    for seat, text in ((0, "swap 2D 2C"), (1, "swap 2H 9S"), (1, "call")):
        state = GAME.apply(state, seat, text)
    assert GAME.is_over(state)
    assert not arena_fifty_one.ended_before_first_move(state, 0)
    tally = arena_fifty_one.Tally([], rounds=200, early={"call": 9, "stop": 1})
    assert tally.early_line() == (
        "rounds ended before seat 0's first move: 10 of 200, 5.0 % (95 % CI 2.7–9.0 %): "
        "9 by a call, 1 by a stop"
    )


def test_arena_refuses_a_bad_seat_list(capsys: pytest.CaptureFixture[str]) -> None:
    assert arena.main(["fifty-one", "--seats", "hard", "--rounds", "1"]) == 2
    assert arena.main(["fifty-one", "--seats", "hard,genius", "--rounds", "1"]) == 2


# --------------------------------------------------------------------------- the hint


def test_the_hint_advises_a_legal_action_with_its_reason_in_both_languages() -> None:
    from tefuda import i18n

    reasons = set()
    for i, options in enumerate(OPTION_SETS):
        for view in random_views(options, 3, 20 + i):
            before = copy.deepcopy(view)
            advice = cpu.hint(view)
            assert view == before
            if view["seat"] not in view["to_act"]:
                assert advice["action"] is None
            else:
                assert advice["action"] in view["legal"], (view["legal"], advice)
            assert advice["reason"].startswith("fifty-one.hint.")
            for lang in ("en", "ja"):
                text = i18n.t(lang, advice["reason"], **advice["params"])
                assert "{" not in text
            assert cpu.hint(view) == advice  # the same table, the same advice
            # it is data alone: a copy through JSON (as a save or the browser has it) agrees
            assert cpu.hint(json.loads(json.dumps(view))) == advice
            reasons.add(advice["reason"])
    assert len(reasons) >= 8, reasons
    # a seat that is not to act has nothing to decide
    state = GAME.start({"seats": 3}, seed_with_dealer(3, 2))
    assert cpu.hint(GAME.view(state, 1)) == {
        "action": None, "reason": "fifty-one.hint.wait", "params": {}
    }


def test_the_hint_plays_the_hard_cpus_turn() -> None:
    compared = 0
    for i, options in enumerate(OPTION_SETS):
        for view in random_views(options, 3, 40 + i):
            legal = view["legal"]
            if not legal or "call" in legal or "next" in legal or view["extra_turns"]:
                continue
            assert cpu.hint(view)["action"] == cpu.choose(view, "hard", random.Random(0))
            compared += 1
    assert compared > 100


def test_the_hint_sees_only_the_view() -> None:
    """Deals that differ only in cards seat 0 cannot see give the same advice."""
    one = ["AH", "KH", "3D", "4C", "5C", "AC", "KC", "6D", "7S", "8D"]
    two = ["TD", "JD", "6C", "7C", "8C", "9H", "TH", "JH", "6S", "9S"]
    views = [
        GAME.view(GAME.start({"seats": 3}, seed_with_dealer(3, 2), MINE + a + FIELD + b), 0)
        for a, b in ((one, two), (two, one))
    ]
    assert views[0] == views[1]
    assert cpu.hint(views[0]) == cpu.hint(views[1])
    # the call question over different hidden cards
    a = ["AH", "KH", "3D", "4C", "5C", "AC", "KC", "6D", "6H", "8D"]
    b = ["TD", "JD", "6C", "7C", "2C", "9H", "TH", "JH", "6S", "9S"]
    field = ["7S", "QH", "JC", "9D", "2D"]
    mine = ["2S", "3S", "4S", "5S", "8C"]
    states = [scripted(mine + x + field + y, ["swap 8C 7S"]) for x, y in ((a, b), (b, a))]
    assert states[0].hands != states[1].hands
    views = [GAME.view(s, 0) for s in states]
    assert views[0] == views[1] and views[0]["legal"] == ["call", "nocall"]
    assert cpu.hint(views[0]) == cpu.hint(views[1])


def test_the_hint_names_the_stop_the_safe_call_and_the_threat() -> None:
    deck = ["AH", "KH", "QH", "JH", "3C"] + ["AD", "KD", "3D", "4C", "5C"]
    deck += ["AC", "KC", "6D", "7S", "8D"] + ["2S", "QS", "TH", "9D", "2D"]
    advice = cpu.hint(GAME.view(scripted(deck, []), 0))
    assert advice == {
        "action": "swap 3C TH",
        "reason": "fifty-one.hint.swap_stop",
        "params": {"give": "3C", "take": "TH"},
    }
    deck = ["AS", "KS", "QS", "JS", "2C"] + ["AD", "KD", "3D", "4C", "5C"]
    deck += ["AC", "KC", "6D", "7H", "8D"] + ["9S", "QH", "JC", "9D", "2D"]
    advice = cpu.hint(GAME.view(scripted(deck, ["swap 2C 9S"]), 0))
    assert advice["action"] == "call" and advice["params"]["score"] == 50
    state = scripted(WEAK_DECK, WEAK_MOVES, preset="one-more-turn")
    advice = cpu.hint(GAME.view(state, 0))
    assert advice["action"] == "nocall" and advice["reason"] == "fifty-one.hint.nocall_threat"
    assert advice["params"]["collector"] == 1 and advice["params"]["cards"] == ["QH", "JH", "TH"]
    assert 0 <= advice["params"]["chance"] < 50


def test_the_hint_says_whom_a_swap_would_feed() -> None:
    deck = MINE + ["AH", "KH", "3D", "4C", "5C"] + ["AC", "KC", "6D", "7S", "8D"] + FIELD
    state = scripted(deck, ["swap 9C 9D", "swap 3D QH", "swap 6D QC"])
    advice = cpu.hint(GAME.view(state, 0))
    assert advice["action"] == "swap 9D 8S"
    assert advice["reason"] == "fifty-one.hint.swap_build_none_guard"
    assert advice["params"] == {
        "give": "9D", "take": "8S", "suit": "♠", "held": 4, "field": 0,
        "card": "5H", "collector": 1, "fsuit": "♥",
    }
    from tefuda import i18n

    assert i18n.t("en", advice["reason"], **advice["params"]) == (
        "Collect ♠: swap 9♦ for 8♠; you will hold 4. Giving 5♥ instead would help CPU 1, "
        "who collects ♥."
    )
