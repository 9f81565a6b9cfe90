"""CPU players and the hint of Gin Rummy: legal, view-only, reproducible and sensible."""

from __future__ import annotations

import copy
import dataclasses
import random
import re
from collections.abc import Sequence

import pytest

from tefuda import arena, i18n
from tefuda.cpu import gin_rummy as cpu
from tefuda.games import deck_for
from tefuda.games.gin_rummy import GAME, GinState, Phase, best_melds, deadwood
from tefuda.games.gin_rummy import melds as gm

DECK = deck_for("gin-rummy")


def deal(
    non_dealer: Sequence[str],
    dealer: Sequence[str],
    upcard: str,
    stock_top: Sequence[str] = (),
    seed: int = 0,
) -> GinState:
    """Return the first hand of a game dealt from a stacked deck (the rest of the stock in deck
    order after ``stock_top``)."""
    used = [*non_dealer, *dealer, upcard, *stock_top]
    assert len(set(used)) == len(used)
    rest = [c for c in DECK if c not in used]
    deck = [c for pair in zip(non_dealer, dealer, strict=True) for c in pair]
    deck += [upcard, *stock_top, *rest]
    state = GAME.start({}, seed, deck)
    assert set(state.hands[1 - state.dealer]) == set(non_dealer)
    return state


def play(state: GinState, *texts: str) -> GinState:
    """Apply actions in turn order (each by the seat to act)."""
    for text in texts:
        (seat,) = GAME.to_act(state)
        state = GAME.apply(state, seat, GAME.parse_action(text))
    return state


def acting_view(state: GinState) -> dict:
    (seat,) = GAME.to_act(state)
    return GAME.view(state, seat)


def random_views(count: int, seed: int = 0) -> list[dict]:
    """Return views of the seat to act met in games between random CPU levels."""
    rng = random.Random(seed)
    views: list[dict] = []
    game_seed = seed * 1000
    while len(views) < count:
        state = GAME.start({"target": 50}, game_seed)
        game_seed += 1
        levels = [rng.choice(cpu.LEVELS) for _ in range(2)]
        while not GAME.is_over(state) and len(views) < count:
            (seat,) = GAME.to_act(state)
            view = GAME.view(state, seat)
            views.append(view)
            level = levels[seat]
            # now and then a random move, to reach boards the CPUs would not make
            text = (
                rng.choice(view["legal"])
                if rng.random() < 0.1
                else cpu.choose(view, level, random.Random(rng.random()))
            )
            state = GAME.apply(state, seat, GAME.parse_action(text))
    return views


def _can_knock(view: dict) -> bool:
    return any(a.startswith("knock ") for a in view["legal"])


VIEWS = random_views(1200)
#: ordinary decisions, then decisions where a knock is possible
DECISIONS = [v for v in VIEWS if len(v["legal"]) > 1 and not _can_knock(v)][:200] + [
    v for v in VIEWS if _can_knock(v)
][:60]


# --------------------------------------------------------------------------- protocol


@pytest.mark.parametrize("level", cpu.LEVELS)
def test_always_legal_and_view_untouched(level: str) -> None:
    assert sum(map(_can_knock, DECISIONS)) >= 40
    for i, view in enumerate(DECISIONS):
        before = copy.deepcopy(view)
        action = cpu.choose(view, level, random.Random(i))
        assert action in view["legal"]
        if view["no_discard"] is not None:
            assert not action.endswith(" " + view["no_discard"])
        assert view == before


@pytest.mark.parametrize("level", cpu.LEVELS)
def test_deterministic_per_rng_seed(level: str) -> None:
    views = DECISIONS[::3]
    first = [cpu.choose(v, level, random.Random(7)) for v in views]
    again = [cpu.choose(copy.deepcopy(v), level, random.Random(7)) for v in views]
    assert first == again


def _hidden_shuffle(state: GinState, seat: int, rng: random.Random) -> GinState:
    """Return a state that looks the same to ``seat``: the opponent's hidden cards and the stock
    are dealt again from the same cards."""
    opp = 1 - seat
    hidden = [c for c in state.hands[opp] if c not in state.taken[opp]]
    pool = hidden + list(state.stock)
    rng.shuffle(pool)
    new_hidden, stock = pool[: len(hidden)], pool[len(hidden) :]
    hands = list(state.hands)
    hands[opp] = tuple(sorted([*state.taken[opp], *new_hidden], key=gm.INDEX.__getitem__))
    return dataclasses.replace(state, hands=(hands[0], hands[1]), stock=tuple(stock))


@pytest.mark.parametrize("level", cpu.LEVELS)
def test_decides_from_the_view_only(level: str) -> None:
    rng = random.Random(3)
    checked = 0
    for game_seed in range(6):
        state = GAME.start({}, game_seed)
        for _ in range(40):
            if GAME.is_over(state) or state.phase is Phase.HAND_OVER:
                break
            (seat,) = GAME.to_act(state)
            other = _hidden_shuffle(state, seat, rng)
            view = GAME.view(state, seat)
            if other.hands != state.hands:
                assert GAME.view(other, seat) == view
                mine = cpu.choose(view, level, random.Random(11))
                theirs = cpu.choose(GAME.view(other, seat), level, random.Random(11))
                assert mine == theirs
                checked += 1
            state = GAME.apply(state, seat, cpu.choose(view, "easy", random.Random(0)))
    assert checked >= 100


def test_unknown_level_and_idle_view() -> None:
    with pytest.raises(ValueError):
        cpu.choose(DECISIONS[0], "genius", random.Random(0))
    state = GAME.start({}, 5)
    (seat,) = GAME.to_act(state)
    idle = GAME.view(state, 1 - seat)
    with pytest.raises(ValueError):
        cpu.choose(idle, "easy", random.Random(0))
    assert cpu.hint(idle) == {"action": None, "reason": "gin-rummy.hint.wait", "params": {}}


def test_next_is_taken_between_hands() -> None:
    between = [v for v in VIEWS if v["legal"] == ["next"]]
    assert between
    for level in cpu.LEVELS:
        assert cpu.choose(between[0], level, random.Random(0)) == "next"


# --------------------------------------------------------------------------- stacked deals

#: the non-dealer holds 7♥ 8♥, so a 9♥ upcard completes a run; nothing else connects
EASY_HAND = ["7H", "8H", "AS", "3D", "5C", "9S", "8D", "KC", "2C", "4H"]
#: the dealer holds no meld; J♦ Q♦ wait for a 10 or K of diamonds
DEALER_HAND = ["6S", "JS", "QH", "JD", "QD", "3C", "7C", "TC", "2H", "5D"]


@pytest.mark.parametrize("level", cpu.LEVELS)
def test_takes_an_upcard_that_completes_a_meld(level: str) -> None:
    state = deal(EASY_HAND, DEALER_HAND, "9H")
    view = acting_view(state)
    assert view["phase"] == Phase.UPCARD and view["top_discard"] == "9H"
    assert cpu.choose(view, level, random.Random(0)) == "draw discard"
    advice = cpu.hint(view)
    assert advice == {
        "action": "draw discard",
        "reason": "gin-rummy.hint.take_run",
        "params": {"card": "9H"},
    }
    assert i18n.t("en", advice["reason"], **advice["params"]) == "Take the 9♥: it completes a run."


@pytest.mark.parametrize("level", cpu.LEVELS)
def test_refuses_an_upcard_that_does_not_help(level: str) -> None:
    state = deal(EASY_HAND, DEALER_HAND, "KH")
    view = acting_view(state)
    assert cpu.choose(view, level, random.Random(0)) == "pass"
    advice = cpu.hint(view)
    assert advice["action"] == "pass" and advice["reason"] == "gin-rummy.hint.pass_upcard"


def test_easy_takes_a_discard_only_for_a_meld() -> None:
    # both pass the upcard KH; the non-dealer draws 9C and throws it; the dealer considers it
    state = deal(EASY_HAND, DEALER_HAND, "KH", ["9C", "TD"])
    state = play(state, "pass", "pass", "draw stock", "discard 9C")
    view = acting_view(state)
    assert view["top_discard"] == "9C" and view["phase"] == Phase.DRAW
    # 9C would lower the dealer's deadwood by one (thrown T♣ or another 10) but melds nothing
    assert cpu.choose(view, "easy", random.Random(0)) == "draw stock"
    state = deal(EASY_HAND, DEALER_HAND, "KH", ["KD", "TD"])
    state = play(state, "pass", "pass", "draw stock", "discard KD")
    # KD completes J-Q-K of diamonds in the dealer's hand
    assert cpu.choose(acting_view(state), "easy", random.Random(0)) == "draw discard"


def test_easy_discards_its_highest_deadwood() -> None:
    state = play(deal(EASY_HAND, DEALER_HAND, "9H"), "draw discard")
    view = acting_view(state)
    assert view["no_discard"] == "9H"
    # run 7-8-9♥; the deadwood is A♠ 3♦ 5♣ 9♠ 8♦ K♣ 2♣ 4♥ and K♣ is the highest
    assert view["discard_deadwood"]["KC"] == 1 + 3 + 5 + 9 + 8 + 2 + 4
    for seed in range(5):
        assert cpu.choose(view, "easy", random.Random(seed)) == "discard KC"


GIN_HAND = ["AS", "2S", "3S", "4H", "4D", "4C", "8D", "9D", "TD", "KC"]


@pytest.mark.parametrize("level", cpu.LEVELS)
def test_everyone_goes_gin(level: str) -> None:
    state = deal(GIN_HAND, DEALER_HAND, "7D")
    view = acting_view(state)
    assert cpu.choose(view, level, random.Random(0)) == "draw discard"
    state = play(state, "draw discard")
    view = acting_view(state)
    assert view["gin_cards"] == ["KC"]
    assert cpu.choose(view, level, random.Random(0)) == "knock KC"
    advice = cpu.hint(view)
    assert advice == {
        "action": "knock KC",
        "reason": "gin-rummy.hint.gin",
        "params": {"card": "KC", "deadwood": 0},
    }


#: the opponent (non-dealer) collects 8♠ and 8♦ from the pile; the hard dealer then draws 8♣
OPP_HAND = ["KH", "KS", "JD", "9H", "TH", "4C", "6C", "7S", "TS", "QS"]
HARD_HAND = ["AS", "2S", "3S", "4H", "5H", "6H", "5D", "2C", "AD", "8D"]


def _eights_state() -> GinState:
    state = deal(OPP_HAND, HARD_HAND, "8S", ["3D", "8C"])
    return play(
        state,
        "draw discard",
        "discard KH",  # the opponent takes the upcard 8S
        "draw stock",
        "discard 8D",  # the dealer draws 3D and throws 8D
        "draw discard",
        "discard KS",  # the opponent takes 8D too
        "draw stock",  # the dealer draws 8C
    )


def test_hard_does_not_feed_a_visible_set() -> None:
    state = _eights_state()
    view = acting_view(state)
    assert view["opponent_taken"] == ["8S", "8D"]
    assert "8C" in view["hand"] and not any(a.startswith("knock") for a in view["legal"])
    # the plain choice is 8C (highest deadwood): easy throws it, hard keeps it back
    assert cpu.choose(view, "easy", random.Random(0)) == "discard 8C"
    for seed in range(4):
        assert cpu.choose(view, "hard", random.Random(seed)) != "discard 8C"
    advice = cpu.hint(view)
    assert advice["action"] != "discard 8C" and advice["action"] in view["legal"]
    assert advice["reason"] == "gin-rummy.hint.discard_avoid"
    assert advice["params"]["avoid"] == "8C"
    assert "8♣" in i18n.t("en", advice["reason"], **advice["params"])


def test_hard_knocks_with_low_deadwood_early() -> None:
    # melds A-2-3♠, 4-5-6♥, Q♣ Q♦ Q♥ and 4♣; the first draw is 8♦: knock with it, 4 points
    hand = ["AS", "2S", "3S", "4H", "5H", "6H", "QC", "QD", "QH", "4C"]
    dealer = ["6S", "JS", "JD", "3D", "7C", "TC", "2H", "5D", "9S", "KH"]
    state = play(deal(hand, dealer, "KS", ["8D"]), "pass", "pass", "draw stock")
    view = acting_view(state)
    assert view["knock_cards"] == ["8D", "4C"] and view["stock_count"] == 30
    assert deadwood([c for c in view["hand"] if c != "8D"]) == 4
    for level in cpu.LEVELS:
        assert cpu.choose(view, level, random.Random(0)) == "knock 8D"
    advice = cpu.hint(view)
    assert advice["action"] == "knock 8D" and advice["reason"] == "gin-rummy.hint.knock"
    assert advice["params"]["deadwood"] == 4


def test_hard_keeps_a_small_knock_unless_it_ends_the_game() -> None:
    # mid-hand, a knock worth little is held (the hand stays low for an undercut or gin); the
    # same board one point short of the target is a knock, since winning the game is all
    held = switched = 0
    for view in DECISIONS:
        if not _can_knock(view) or view["gin_cards"] or view["stock_count"] <= 2:
            continue
        action = cpu.choose(view, "hard", random.Random(0))
        if not action.startswith("discard "):
            continue
        held += 1
        near = copy.deepcopy(view)
        near["scores"][view["seat"]] = view["target"] - 1
        if cpu.choose(near, "hard", random.Random(0)) == "knock " + action[8:]:
            switched += 1
    assert held >= 5 and switched >= 3


# --------------------------------------------------------------------------- hint


def test_hint_is_legal_and_translatable() -> None:
    reasons = set()
    for view in DECISIONS[::2]:
        advice = cpu.hint(view)
        assert advice["action"] in view["legal"]
        assert advice["reason"].startswith("gin-rummy.hint.")
        reasons.add(advice["reason"])
        for lang in ("en", "ja"):
            text = i18n.t(lang, advice["reason"], **advice["params"])
            assert text and "{" not in text
        if view["gin_cards"]:
            assert advice["action"].startswith("knock ")
    assert len(reasons) >= 5
    for key, texts in i18n.messages().items():
        if key.startswith("gin-rummy.hint."):
            assert set(texts) == {"en", "ja"}


def test_hint_is_stable_for_a_board() -> None:
    view = next(v for v in DECISIONS if _can_knock(v))
    assert cpu.hint(view) == cpu.hint(copy.deepcopy(view))


# --------------------------------------------------------------------------- arena


def test_arena_cli_prints_the_report(capsys: pytest.CaptureFixture[str]) -> None:
    code = arena.main(["gin-rummy", "--a", "hard", "--b", "easy", "--games", "2", "--seed", "3"])
    out = capsys.readouterr().out
    assert code == 0
    assert "games: 2" in out
    won = re.findall(r"games won (\d+), hands won (\d+), average points ([\d.]+) per game", out)
    assert len(won) == 2 and int(won[0][0]) + int(won[1][0]) == 2
    assert "A win share:" in out and "95 % CI" in out
    assert len(re.findall(r"decision time .*median [\d.]+ ms, p95 [\d.]+ ms", out)) == 2


def test_best_melds_agrees_with_the_engine_used_by_the_cpu() -> None:
    melds, dead = best_melds(EASY_HAND + ["9H"])
    assert melds == [["7H", "8H", "9H"]] and "KC" in dead
