"""What a CPU's call means (:mod:`tefuda.cpu.five_hundred.meaning`): a worked example, the
same reading from the replayed view, and its checker (:mod:`tefuda.claims.five_hundred_bids`)
finding nothing false over a pinned sample of arena auctions while refusing false figures."""

from __future__ import annotations

import dataclasses
import functools
import random

import pytest

from tefuda import i18n
from tefuda.claims.five_hundred_bids import Call, calls, judge
from tefuda.cpu.five_hundred import choose
from tefuda.cpu.five_hundred.meaning import Meaning, meaning, sentence
from tefuda.games.five_hundred import DECK, GAME
from tefuda.match import new_match, play_entry, replay

#: the pinned sample (about 15 s here: the hard level's calls are searched)
SAMPLE = 160
SEED = 21
NAMES = ("you", "West", "North", "East")
#: West's hand in the worked example: seven hearts with the joker and both bowers
WEST = ["JK", "JH", "JD", "AH", "KH", "QH", "TH", "5S", "6S", "7S"]


@functools.cache
def sample() -> tuple[Call, ...]:
    return tuple(calls(SAMPLE, SEED))


def english(found: Meaning) -> str:
    return sentence(found, lambda key, **p: i18n.t("en", key, **p), NAMES)


def west_opens() -> Call:
    """West (seat 1) bids first, holding :data:`WEST` (stacked deck, seed 5)."""
    rest = [c for c in DECK if c not in WEST]
    state = GAME.start({}, 5, rest[:10] + WEST + rest[10:])
    view = GAME.view(state, 1)
    assert view["to_act"] == [1] and view["calls"] == []
    return Call(-1, state, view, choose(view, "normal", random.Random(0)), "normal")


def test_a_strong_hearts_hand_reads_as_its_count_with_the_partner_and_the_kitty() -> None:
    call = west_opens()
    assert call.action == "bid 9H"
    found = meaning(call.view, call.action, "normal")
    # hearts: the joker, both bowers, A K Q 10 counted 7.0 on their own (evaluate's doctest)
    assert (found.kind, found.searched, found.params["own"], found.params["side"]) == ("more", False, 7, 10)
    assert english(found) == (
        "West, 9♥: counts about 7 tricks of its own in hearts, counting on about 3 tricks from East "
        "and the kitty (10 tricks in all).")
    ja = sentence(found, lambda key, **p: i18n.t("ja", key, **p), ("あなた", "西", "北", "東"))
    assert ja.startswith("西・9♥：ハートで自分の手だけで約7トリック") and "東とキティ" in ja
    assert judge(call, found) == []


def test_a_call_the_count_would_not_make_says_the_hard_level_looked_ahead() -> None:
    call = dataclasses.replace(west_opens(), action="bid 6H", level="hard")
    found = meaning(call.view, call.action, "hard")
    assert found.searched and english(found).endswith("looking ahead over likely deals, not by this count alone.")
    assert judge(call, found) == []
    # the same call from the normal level would be a false reading: it bids by the count only
    assert judge(dataclasses.replace(call, level="normal"), found)


def test_the_easy_level_reads_by_suit_length() -> None:
    call = west_opens()
    view = call.view
    easy = choose(view, "easy", random.Random(0))
    found = meaning(view, easy, "easy")
    assert found.kind == "easy" and found.params["trump"] == "H"
    assert judge(dataclasses.replace(call, action=easy, level="easy"), found) == []


def test_the_reading_is_the_same_from_the_replayed_log() -> None:
    """The table reads a call from the view the log replays to: the same view, the same words."""
    match = new_match("five-hundred", {}, SEED)
    rng = random.Random(SEED)
    seen = []
    while match.state.hand_index < 2:
        seat = GAME.to_act(match.state)[0]
        view = GAME.view(match.state, seat)
        action = choose(view, "normal", rng)
        if view["phase"] == "bid" and len(view["legal"]) > 1:
            seen.append((len(match.log), view, action, meaning(view, action, "normal")))
        match = play_entry(match, len(match.log), seat, action)
    assert len(seen) >= 8
    for index, view, action, found in seen:
        again = replay("five-hundred", {}, SEED, match.log[:index])
        view_again = GAME.view(again.state, view["seat"])
        assert view_again == view
        assert meaning(view_again, action, "normal") == found


def test_no_call_of_the_pinned_sample_reads_falsely() -> None:
    kinds = set()
    for call in sample():
        found = meaning(call.view, call.action, call.level)
        kinds.add((call.level, found.kind, found.searched))
        assert judge(call, found) == [], (call.game, call.action, call.level, english(found))
    # the sample reaches every level and the common readings
    assert {level for level, _, _ in kinds} == {"easy", "normal", "hard"}
    assert {kind for _, kind, _ in kinds} >= {"more", "pass", "pass_partner", "easy", "easy_pass"}
    assert any(searched for _, _, searched in kinds)


FALSIFY = {
    "own": lambda p: {**p, "own": p["own"] + 1},
    "side": lambda p: {**p, "side": p["side"] - 1},
    "more": lambda p: {**p, "more": p["more"] + 1},
    "partner": lambda p: {**p, "partner": (p["partner"] + 1) % 4},
    "danger": lambda p: {**p, "danger": p["danger"] + 1},
    "length": lambda p: {**p, "length": p["length"] + 3},
}


@pytest.mark.parametrize("field", sorted(FALSIFY))
def test_the_checker_refuses_a_false_figure(field: str) -> None:
    tried = 0
    for call in sample():
        found = meaning(call.view, call.action, call.level)
        if field not in found.params:
            continue
        false = dataclasses.replace(found, params=FALSIFY[field](found.params))
        assert judge(call, false), (field, call.action, english(false))
        tried += 1
    assert tried or field == "danger"


def test_the_checker_refuses_a_wrong_look_ahead_or_a_wrong_kind() -> None:
    for call in sample()[:60]:
        found = meaning(call.view, call.action, call.level)
        if call.level != "easy":
            assert judge(call, dataclasses.replace(found, searched=not found.searched))
        other = "pass" if found.kind != "pass" else "pass_partner"
        assert judge(call, dataclasses.replace(found, kind=other))


def test_meaning_refuses_what_is_no_call_of_the_view() -> None:
    call = west_opens()
    with pytest.raises(ValueError):
        meaning(call.view, "play 5S", "normal")
