"""Gin Rummy: deadwood, melds, layoffs, knock scoring and the settlement (specs/gin_rummy.md)."""

from __future__ import annotations

import random
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tefuda.cards import RANKS, SUITS
from tefuda.games.gin_rummy import (
    best_melds,
    deadwood,
    deadwood_after_discards,
    score_knock,
    settle,
)
from tefuda.games.gin_rummy import melds as gm

DECK = [r + s for s in SUITS for r in RANKS]


def h(text: str) -> list[str]:
    return text.split()


# ----------------------------------------------------------------- an independent brute force


def _value(card: str) -> int:
    return min(RANKS.index(card[0]) + 1, 10)


def _all_melds(hand: list[str]) -> list[frozenset[str]]:
    """Every set (3 or 4 of a rank) and run (3+ in a suit, ace low) inside ``hand``."""
    melds: list[frozenset[str]] = []
    for rank in RANKS:
        same = [c for c in hand if c[0] == rank]
        for size in (3, 4):
            melds += [frozenset(x) for x in combinations(same, size)]
    for suit in SUITS:
        have = {RANKS.index(c[0]) for c in hand if c[1] == suit}
        for lo in range(13):
            for hi in range(lo + 2, 13):
                if all(r in have for r in range(lo, hi + 1)):
                    melds.append(frozenset(RANKS[r] + suit for r in range(lo, hi + 1)))
    return melds


def brute_deadwood(hand: list[str]) -> int:
    """The least deadwood by trying every collection of disjoint melds."""
    melds = _all_melds(hand)
    total = sum(_value(c) for c in hand)
    best = 0

    def search(start: int, used: frozenset[str], saved: int) -> None:
        nonlocal best
        best = max(best, saved)
        for k in range(start, len(melds)):
            meld = melds[k]
            if not (meld & used):
                search(k + 1, used | meld, saved + sum(_value(c) for c in meld))

    search(0, frozenset(), 0)
    return total - best


# ----------------------------------------------------------------- deadwood and melds


def test_spec_example_counts_the_arrangement_with_least_deadwood() -> None:
    assert deadwood(h("7H 7S 7D 8H 9H")) == 14
    melds, dead = best_melds(h("7H 7S 7D 8H 9H"))
    assert melds == [["7H", "8H", "9H"]]
    assert dead == ["7S", "7D"]


def test_card_points() -> None:
    assert deadwood(["AS"]) == 1
    assert deadwood(["7D"]) == 7
    assert deadwood(["TC"]) == 10
    assert deadwood(h("JH QS KD")) == 30
    assert deadwood([]) == 0


def test_ace_is_low_only() -> None:
    assert deadwood(h("AH 2H 3H")) == 0
    assert deadwood(h("QH KH AH")) == 21
    assert deadwood(h("KH AH 2H")) == 13
    assert deadwood(h("JS QS KS")) == 0


def test_sets_of_three_and_four_and_long_runs() -> None:
    assert deadwood(h("9S 9H 9D 9C")) == 0
    assert deadwood(h("9S 9H")) == 18
    assert deadwood(h("3C 4C 5C 6C 7C 8C 9C TC JC QC")) == 0
    assert deadwood(h("3C 4C 6C")) == 13  # a gap breaks the run
    assert deadwood(h("3C 4D 5C")) == 12  # a run is one suit


def test_a_card_belongs_to_one_meld_only() -> None:
    # 7H could finish the set or the run, not both
    assert deadwood(h("7S 7D 7H 8H 9H 7C")) == 0  # set of 7S 7D 7C + run 7H 8H 9H
    assert deadwood(h("7S 7D 7H 8H 9H")) == 14


def test_best_melds_order_is_stable() -> None:
    melds, dead = best_melds(h("KD 9H 8H 7H AS 2S 3S 5C 5D 5S"))
    assert melds == [["AS", "2S", "3S"], ["5S", "5D", "5C"], ["7H", "8H", "9H"]]
    assert dead == ["KD"]
    # touching runs are one run, listed in ascending rank
    melds, dead = best_melds(h("8D 7D 6D 5D 4D 3D"))
    assert melds == [["3D", "4D", "5D", "6D", "7D", "8D"]]
    assert dead == []


def test_best_melds_reaches_the_least_deadwood() -> None:
    rng = random.Random(5)
    for _ in range(300):
        hand = rng.sample(DECK, 10)
        melds, dead = best_melds(hand)
        assert sum(_value(c) for c in dead) == deadwood(hand)
        used = [c for m in melds for c in m]
        assert sorted(used + dead) == sorted(hand)
        assert all(frozenset(m) in _all_melds(hand) for m in melds)


def test_deadwood_matches_a_brute_force_on_random_hands() -> None:
    rng = random.Random(20240601)
    for _ in range(2000):
        hand = rng.sample(DECK, rng.choice((10, 11)))
        assert deadwood(hand) == brute_deadwood(hand), hand


def test_deadwood_matches_a_brute_force_on_crowded_hands() -> None:
    # cards from a few neighbouring ranks: many overlapping sets and runs
    rng = random.Random(7)
    for _ in range(400):
        lo = rng.randrange(0, 8)
        pool = [r + s for r in RANKS[lo : lo + 5] for s in SUITS]
        hand = rng.sample(pool, rng.choice((8, 10, 11)))
        assert deadwood(hand) == brute_deadwood(hand), hand


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(DECK), min_size=0, max_size=12, unique=True))
def test_deadwood_matches_a_brute_force_hypothesis(hand: list[str]) -> None:
    assert deadwood(hand) == brute_deadwood(hand)


def test_deadwood_after_each_discard() -> None:
    hand = h("7H 7S 7D 8H 9H KC AS 2S 3S 5D 6C")
    after = deadwood_after_discards(hand)
    assert sorted(after) == sorted(hand)
    for card in hand:
        assert after[card] == deadwood([c for c in hand if c != card])
    assert after["KC"] == 14 + 5 + 6


def test_best_discard_is_the_least_of_every_discard_on_crowded_hands() -> None:
    # the card that leaves the least deadwood, the higher card and then the lower index among
    # equals, never the barred one; cards from few ranks and suits make many melds
    rng = random.Random(11)
    for _ in range(3000):
        lo = rng.randrange(0, 8)
        pool = [r + s for r in RANKS[lo : lo + rng.choice((5, 6, 7))]
                for s in rng.sample(SUITS, rng.choice((2, 3, 4)))]
        mask = gm.to_mask(rng.sample(pool, rng.choice((10, 11))))
        barred = rng.choice([None, *gm.to_cards(mask)])
        left = {gm.INDEX[card]: dw for card, dw in
                deadwood_after_discards(gm.to_cards(mask)).items() if card != barred}
        card = min(left, key=lambda i: (left[i], -gm.VALUE[i], i))
        assert gm.best_discard(mask, None if barred is None else gm.INDEX[barred]) == (
            card, left[card])
    with pytest.raises(ValueError, match="no card"):
        gm.best_discard(gm.to_mask(["7H"]), gm.INDEX["7H"])


@pytest.mark.parametrize(
    "bad",
    [["10D"], ["as"], ["1S"], ["ZZ"], [""], ["JK"], ["7H", "7H"], "7H8H", [7]],
)
def test_bad_cards_are_refused_naming_them(bad: object) -> None:
    for fn in (deadwood, best_melds, deadwood_after_discards):
        with pytest.raises(ValueError) as info:
            fn(bad)  # type: ignore[arg-type]
        if isinstance(bad, list) and bad != ["7H", "7H"]:
            assert repr(bad[0]) in str(info.value)
    with pytest.raises(ValueError, match="7H"):
        deadwood(["7H", "7H"])


def test_any_iterable_of_cards() -> None:
    assert deadwood(iter(["7H", "8H", "9H", "KS"])) == 10
    assert deadwood(("AS", "AD")) == 2
    assert deadwood({"2C", "3C", "4C"}) == 0


# ----------------------------------------------------------------- knock scoring

KNOCKER_8 = h("AS 2S 3S 4H 4D 4C 9C TC JC 8D")


def test_spec_example_knock_at_8() -> None:
    assert deadwood(KNOCKER_8) == 8
    # defender left with 20: knocker scores 12
    r = score_knock(KNOCKER_8, h("5H 6H 7H 8H 9H TS TH TD KS QD"))
    assert (r.kind, r.winner, r.points) == ("knock", "knocker", 12)
    assert (r.knocker_deadwood, r.defender_deadwood, r.layoffs) == (8, 20, [])
    # defender left with 8: undercut, defender scores 25
    r = score_knock(KNOCKER_8, h("5H 6H 7H 8H 9H TS TH TD 5C 3D"))
    assert (r.kind, r.winner, r.points) == ("undercut", "defender", 25)
    assert r.defender_deadwood == 8
    # defender left with 6: undercut, 25 + 2
    r = score_knock(KNOCKER_8, h("5H 6H 7H 8H 9H TS TH TD 5C AD"))
    assert (r.kind, r.winner, r.points) == ("undercut", "defender", 27)


def test_result_reads_as_attributes_and_keys() -> None:
    r = score_knock(KNOCKER_8, h("5H 6H 7H 8H 9H TS TH TD KS QD"))
    assert r["kind"] == r.kind == "knock"
    assert r["points"] == 12
    assert r["knocker_melds"] == [["AS", "2S", "3S"], ["4H", "4D", "4C"], ["9C", "TC", "JC"]]
    assert r["defender_melds"] == [["5H", "6H", "7H", "8H", "9H"], ["TS", "TH", "TD"]]
    assert set(r) == {
        "kind",
        "winner",
        "points",
        "knocker_deadwood",
        "defender_deadwood",
        "layoffs",
        "knocker_melds",
        "defender_melds",
    }
    assert dict(r)["winner"] == "knocker"
    with pytest.raises(KeyError):
        r["nope"]


def test_chained_layoffs_on_a_run_and_a_fourth_on_a_set() -> None:
    knocker = h("5S 6S 7S KH KD KC 2D 3D 4D AC")
    defender = h("4S 8S 9S TH JH QH 2C 3C 4C KS")
    r = score_knock(knocker, defender)
    assert r.layoffs == ["4S", "8S", "9S", "KS"]
    assert r.defender_deadwood == 0
    assert r.defender_melds == [["2C", "3C", "4C"], ["TH", "JH", "QH"]]
    assert (r.kind, r.winner, r.points) == ("undercut", "defender", 26)


def test_a_chain_needs_its_link() -> None:
    knocker = h("5S 6S 7S KH KD KC 2D 3D 4D AC")
    # 9S cannot go on without 8S
    defender = h("9S TS 3H 4H 6H 8H TD QD QC 2H")
    r = score_knock(knocker, defender)
    assert r.layoffs == []
    assert r.defender_deadwood == deadwood(defender)


def test_defender_chooses_melds_and_layoffs_together() -> None:
    knocker = h("5S 6S 7S KH KD KC 9D TD JD AC")
    # 4S can be laid off on 5S-6S-7S (then 3S too), or 4S 4H 4C is a set: the set leaves 3S
    # (3) against 4H + 4C (8) when laying off
    defender = h("4S 4H 4C 3S 9H TH JH QS QC 8C")
    r = score_knock(knocker, defender)
    assert r.layoffs == []
    assert ["4S", "4H", "4C"] in r.defender_melds
    assert r.defender_deadwood == 3 + 10 + 10 + 8
    # with all four 4s, laying off 4S and 3S leaves 4H 4D 4C a set: better than a set of four
    defender = h("4S 4H 4D 4C 3S QS QC JH 2H 2C")
    r = score_knock(knocker, defender)
    assert r.layoffs == ["3S", "4S"]
    assert r.defender_melds == [["4H", "4D", "4C"]]
    assert r.defender_deadwood == 10 + 10 + 10 + 2 + 2


def test_knocker_melds_tie_broken_in_the_knockers_favour() -> None:
    # TH fits the run TH-KH or the set of tens; as a set of four, the defender's 9H and 8H
    # have nowhere to go
    knocker = h("TH JH QH KH TS TD TC 2S 3S AC")
    defender = h("9H 8H 5C 6C 7C 5D 6D 7D KS QS")
    r = score_knock(knocker, defender)
    assert r.knocker_melds == [["TS", "TH", "TD", "TC"], ["JH", "QH", "KH"]]
    assert r.layoffs == []
    assert (r.kind, r.points, r.defender_deadwood) == ("knock", 37 - 6, 37)


def test_gin_scores_25_plus_deadwood_and_allows_no_layoffs() -> None:
    knocker = h("AS 2S 3S 4H 5H 6H 7D 8D 9D TD")
    defender = h("4S 5S 3H 7H TC JC QC KH KS 2C")  # 4S 5S and 3H, 7H would lay off
    r = score_knock(knocker, defender)
    assert (r.kind, r.winner, r.knocker_deadwood, r.layoffs) == ("gin", "knocker", 0, [])
    assert r.defender_deadwood == deadwood(defender) == 4 + 5 + 3 + 7 + 10 + 10 + 2
    assert r.points == 25 + r.defender_deadwood


def test_gin_is_never_undercut() -> None:
    knocker = h("AS 2S 3S 4H 5H 6H 7D 8D 9D TD")
    defender = h("TS JS QS KS 7C 8C 9C 2H 2D 2C")
    assert deadwood(defender) == 0
    r = score_knock(knocker, defender)
    assert (r.kind, r.winner, r.points, r.defender_deadwood) == ("gin", "knocker", 25, 0)


def test_undercut_when_equal() -> None:
    knocker = h("AS 2S 3S 4H 5H 6H 7D 8D 9D 5C")
    defender = h("JS QS KS 7C 8C 9C 2H 2D 2C 5S")
    r = score_knock(knocker, defender)
    assert (r.kind, r.winner, r.points) == ("undercut", "defender", 25)


def test_score_knock_checks_its_input() -> None:
    good_k, good_d = KNOCKER_8, h("5H 6H 7H 8H 9H TS TH TD KS QD")
    with pytest.raises(ValueError, match="9 cards|10 cards"):
        score_knock(good_k[:9], good_d)
    with pytest.raises(ValueError, match="10 cards"):
        score_knock(good_k, good_d + ["2H"])
    with pytest.raises(ValueError, match="AS"):
        score_knock(good_k, good_d[:9] + ["AS"])
    with pytest.raises(ValueError, match="over 10"):
        score_knock(h("2S 3S 4H 4D 4C 9C TC JC KD KH"), good_d)  # 2S 3S KD KH dead
    with pytest.raises(ValueError, match="'JK'"):
        score_knock(good_k[:9] + ["JK"], good_d)
    with pytest.raises(ValueError, match="'10D'"):
        score_knock(good_k[:9] + ["10D"], good_d)


def _attaches(meld: list[str], card: str) -> bool:
    ranks = sorted(RANKS.index(c[0]) for c in meld)
    if len({c[0] for c in meld}) == 1:  # a set
        return len(meld) < 4 and card[0] == meld[0][0]
    r = RANKS.index(card[0])
    return card[1] == meld[0][1] and (r == ranks[0] - 1 or r == ranks[-1] + 1)


def _can_lay_off(melds: list[list[str]], cards: list[str]) -> bool:
    """Lay cards off one by one onto growing melds (runs first); True if all find a place."""
    grown = [list(m) for m in melds]
    left = list(cards)
    progress = True
    while left and progress:
        progress = False
        for card in list(left):
            runs_first = sorted(grown, key=lambda m: len({c[0] for c in m}) == 1)
            target = next((m for m in runs_first if _attaches(m, card)), None)
            if target is not None:
                target.append(card)
                left.remove(card)
                progress = True
    return not left


def _reachable(melds: list[list[str]], card: str, helpers: list[str]) -> bool:
    """True if ``card`` fits a meld once any of ``helpers`` have extended the runs."""
    grown = [list(m) for m in melds]
    pool = list(helpers)
    while True:
        if any(_attaches(m, card) for m in grown):
            return True
        added = False
        for c in list(pool):
            for m in grown:
                if len({x[0] for x in m}) > 1 and _attaches(m, c):
                    m.append(c)
                    pool.remove(c)
                    added = True
                    break
        if not added:
            return False


def test_defender_deadwood_matches_a_brute_force() -> None:
    rng = random.Random(11)
    low = [r + s for r in "A2345" for s in SUITS]
    checked = 0
    while checked < 60:
        knocker = rng.sample(low, 10)
        if deadwood(knocker) > 10:
            continue
        defender = rng.sample([c for c in DECK if c not in knocker], 10)
        r = score_knock(knocker, defender)
        assert r.knocker_deadwood == deadwood(knocker) == brute_deadwood(knocker)
        kept = [c for m in r.knocker_melds for c in m]
        dead = [c for c in knocker if c not in kept]
        assert sum(_value(c) for c in dead) == r.knocker_deadwood
        if r.kind == "gin":
            assert r.defender_deadwood == brute_deadwood(defender)
            continue
        # every set of defender cards that can be laid off, then the best melds of the rest
        melds = [list(m) for m in r.knocker_melds]
        fits = [c for c in defender if _reachable(melds, c, [x for x in defender if x != c])]
        best = brute_deadwood(defender)
        for n in range(1, len(fits) + 1):
            for laid in combinations(fits, n):
                if _can_lay_off(r.knocker_melds, list(laid)):
                    rest = [c for c in defender if c not in laid]
                    best = min(best, brute_deadwood(rest))
        assert r.defender_deadwood == best, (knocker, defender, r)
        assert _can_lay_off(r.knocker_melds, r.layoffs)
        checked += 1


def test_knock_at_exactly_ten_scores() -> None:
    knocker = h("AS 2S 3S 4H 5H 6H 7D 8D 9D TC")
    r = score_knock(knocker, h("JS QS KS 7C 8C 9C 2H 2D 2C KD"))
    assert r.knocker_deadwood == 10
    assert (r.kind, r.winner, r.points) == ("undercut", "defender", 25)


# ----------------------------------------------------------------- settlement


def test_settlement_shutout_385() -> None:
    s = settle([30 + 40 + 35, 0], [3, 0])
    assert s["shutout"] is True
    assert s["counted_points"] == [210, 0]
    assert s["final"] == [385, 0]
    assert s["winner"] == 0


def test_settlement_280_and_45() -> None:
    s = settle([105, 20], [3, 1])
    assert s["shutout"] is False
    assert s["game_bonus"] == [100, 0]
    assert s["hand_bonus"] == [75, 25]
    assert s["final"] == [280, 45]


def test_settlement_for_the_second_seat() -> None:
    assert settle([20, 105], [1, 3])["final"] == [45, 280]
    assert settle([0, 100], [0, 1])["final"] == [0, 325]


def test_settlement_checks_input() -> None:
    for bad in (([1, 1], [1, 1]), ([1], [1, 0]), ([-1, 5], [0, 1]), ([True, 0], [1, 0])):
        with pytest.raises(ValueError):
            settle(*bad)  # type: ignore[arg-type]
