"""500's appraiser, the review's brain: one code path with the hard level's and the hint's
appraisal, a blunder flagged, the best play never, blind to the cards the seat cannot see, and
the hindsight's one exact deal."""

from __future__ import annotations

import random

import pytest

from tefuda.appraisal import judge, run
from tefuda.cpu.five_hundred import REVIEW_THRESHOLD, appraise, appraiser
from tefuda.cpu.five_hundred.hard import hard_decision
from tefuda.games.five_hundred import GAME, FiveHundredState
from tests.engine.test_five_hundred_play import act, start
from web.tables.five_hundred_review import world_of

# You (South) bid 8NT and lay away the three clubs of the kitty.  After eight tricks your side
# has six; West leads 6♠ to the ninth, North plays A♠ and East 7♠.  North's ace is a sure
# winner (only the joker beats it, and you hold it), and you hold the joker and 5♣ with no
# spade.  North has shown no club (trick 6) and East no diamond (trick 8), so the three cards
# you cannot see lie as the view says: North's 4♦, and K♣ Q♣ with West and East.  Throw 5♣ and
# North leads 4♦ to your joker: eight tricks, 8NT made.  Overtake the ace with the joker and you
# must lead 5♣ to West's and East's clubs: seven tricks, 8NT lost.
BLUNDER_HANDS = (
    ["AH", "KH", "QH", "JH", "AD", "KD", "6C", "7C", "5C", "JK"],
    ["4H", "7H", "TH", "5D", "8D", "AC", "9S", "QD", "6S", "KC"],
    ["5H", "8H", "5S", "6D", "9D", "TS", "KS", "JD", "AS", "4D"],
    ["6H", "9H", "QS", "7D", "TD", "8C", "8S", "JS", "7S", "QC"],
)
BLUNDER_KITTY = ("9C", "TC", "JC")
BLUNDER_LOG = [
    "bid 8NT", "pass", "pass", "pass", "discard 9C", "discard TC", "discard JC",
    "play AH", "play 4H", "play 5H", "play 6H",
    "play KH", "play 7H", "play 8H", "play 9H",
    "play QH", "play TH", "play 5S", "play QS",
    "play AD", "play 5D", "play 6D", "play 7D",
    "play KD", "play 8D", "play 9D", "play TD",
    "play 6C", "play AC", "play TS", "play 8C",
    "play 9S", "play KS", "play 8S", "play JH",
    "play JD", "play JS", "play 7C", "play QD",
    "play 6S", "play AS", "play 7S",
]


def blunder_position() -> FiveHundredState:
    """Return the position of your decision at the ninth trick (see above)."""
    return act(start(BLUNDER_HANDS, BLUNDER_KITTY, dealer=3), *BLUNDER_LOG)


def test_the_position_is_as_described() -> None:
    state = blunder_position()
    view = GAME.view(state, 0)
    assert view["legal"] == ["play 5C", "play JK"]
    assert view["tricks_won"] == [6, 2] and view["contract"] is not None
    assert view["contract"]["label"] == "8NT" and view["contractor"] == 0
    assert GAME.secret_cards(state, 0) >= {"4D", "KC", "QC"}


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_overtaking_the_partners_sure_winner_with_the_joker_is_flagged(seed: int) -> None:
    view = GAME.view(blunder_position(), 0)
    appraisals = run(appraiser(view, random.Random(seed)), 8)
    verdict = judge(appraisals, "play JK", REVIEW_THRESHOLD)
    assert verdict.flagged and verdict.best.action == "play 5C"
    assert verdict.cost > 0.3  # the contract made or lost: most of the game
    assert verdict.chosen.points == -320 and verdict.best.points == 320
    # and the best play of this clear position is never flagged
    assert not judge(appraisals, "play 5C", REVIEW_THRESHOLD).flagged


@pytest.mark.parametrize("seed", [1, 2])
def test_the_best_play_of_a_clear_position_is_never_flagged(seed: int) -> None:
    # the first lead of the same hand: your four top hearts, two top diamonds and the joker
    # are all winners, and the appraisal's best is no mistake whatever the seed
    state = act(start(BLUNDER_HANDS, BLUNDER_KITTY, dealer=3), *BLUNDER_LOG[:7])
    view = GAME.view(state, 0)
    appraisals = run(appraiser(view, random.Random(seed)), 8)
    for sure in ("play AH", "play KH", "play AD"):
        assert not judge(appraisals, sure, REVIEW_THRESHOLD).flagged, sure


def test_appraise_is_the_appraiser_run_for_the_deals_its_budget_buys() -> None:
    from tests.engine.test_cpu_five_hundred import DECISIONS  # games played: import when used

    for view in DECISIONS[::60]:
        for budget in (0, 1200):
            search = appraiser(view, random.Random(7))
            deals = search.samples(budget)
            assert 4 <= deals <= 24
            for _ in range(deals):
                search.add_deal()
            assert search.count == deals
            assert search.appraisals() == appraise(view, random.Random(7), budget)


def test_the_hard_level_plays_the_best_option_of_the_appraiser() -> None:
    from tests.engine.test_cpu_five_hundred import DECISIONS

    for view in DECISIONS[::60]:
        search = appraiser(view, random.Random(4))
        for _ in range(search.samples(1200)):
            search.add_deal()
        best = search.appraisals()[0]
        chosen = hard_decision(view, random.Random(4), 1200)
        assert (chosen.action, chosen.reason, chosen.params) == (best.action, best.reason,
                                                                 best.params)


def test_the_appraiser_is_blind_to_the_cards_the_seat_cannot_see() -> None:
    from tests.engine.test_cpu_five_hundred import _hidden_shuffle

    rng = random.Random(3)
    checked = 0
    for view_state in _positions():
        seat, state = view_state
        other = _hidden_shuffle(state, seat, rng)
        if other.hands == state.hands:
            continue
        mine = run(appraiser(GAME.view(state, seat), random.Random(5)), 6)
        theirs = run(appraiser(GAME.view(other, seat), random.Random(5)), 6)
        assert mine == theirs
        checked += 1
    assert checked >= 6


def _positions() -> list[tuple[int, FiveHundredState]]:
    """Return a few positions of a game of normal CPUs, one of each phase at least, with the
    seat to act."""
    from tefuda.cpu.five_hundred import choose

    out: list[tuple[int, FiveHundredState]] = []
    state = GAME.start(GAME.normalize_options({}), 11)
    moves = 0
    while not GAME.is_over(state) and len(out) < 8:
        (seat,) = GAME.to_act(state)
        view = GAME.view(state, seat)
        if len(view["legal"]) > 1 and view["legal"] != ["next"] and moves % 5 == 0:
            out.append((seat, state))
        state = GAME.apply(state, seat, choose(view, "normal", random.Random(moves)))
        moves += 1
    assert {GAME.view(s, seat)["phase"] for seat, s in out} >= {"bid", "play"}
    return out


def test_the_hindsight_is_one_exact_deal_on_the_true_cards() -> None:
    state = blunder_position()
    view = GAME.view(state, 0)
    world = world_of(state, 0)
    assert world[:4] == [list(h) for h in state.hands] and world[4] == []
    hindsight = appraiser(view, random.Random(1), world)
    assert hindsight.exact
    hindsight.add_deal()
    again = appraiser(view, random.Random(99), world)
    again.add_deal()
    assert hindsight.appraisals() == again.appraisals()  # the true deal decides everything
    verdict = judge(hindsight.appraisals(), "play JK", REVIEW_THRESHOLD)
    assert verdict.flagged and verdict.best.action == "play 5C"
    # while bidding, the hindsight's centre is the kitty; for a defender, the discards
    dealt = start(BLUNDER_HANDS, BLUNDER_KITTY, dealer=3)
    assert world_of(dealt, 0)[4] == list(BLUNDER_KITTY)
    played = act(dealt, *BLUNDER_LOG[:8])
    assert world_of(played, 1)[4] == ["9C", "TC", "JC"]


def test_a_lone_next_is_valued_without_a_deal() -> None:
    state = blunder_position()
    state = act(state, "play 5C", "play 4D", "play QC", "play JK", "play KC")
    view = GAME.view(state, 0)
    assert view["legal"] == ["next"]
    lone = appraiser(view, random.Random(1))
    lone.add_deal()
    (only,) = lone.appraisals()
    assert only.action == "next" and 0.0 < only.value < 1.0
    with pytest.raises(ValueError):
        appraiser(GAME.view(state, 1), random.Random(1))  # nothing to do


def test_narrowing_values_only_the_kept_options_on_the_deals_to_come() -> None:
    # a deal decides its playouts, so the options kept get the very values they would have
    # had; the others keep their first deals, and the best is one of those kept
    phases = []
    for seat, state in _positions():
        view = GAME.view(state, seat)
        whole, narrowed = appraiser(view, random.Random(5)), appraiser(view, random.Random(5))
        if narrowed.search is None or len({id(v) for v in narrowed.search.values.values()}) < 3:
            continue  # two options alike or fewer: nothing to narrow away
        phases.append(view["phase"])
        for search in (whole, narrowed):
            for _ in range(3):
                search.add_deal()
        ranked = narrowed.appraisals()
        keep = {ranked[-1].action, ranked[-2].action}
        narrowed.narrow(keep)
        for search in (whole, narrowed):
            for _ in range(3):
                search.add_deal()
        assert narrowed.count == whole.count == 6
        assert whole.search is not None and narrowed.search is not None
        values, full = narrowed.search.values, whole.search.values
        for action, mine in values.items():
            kept = any(mine is values[k] for k in keep)  # or plays or lays away alike
            assert mine == (full[action] if kept else full[action][:3]), action
        samples = {a.action: a.samples for a in narrowed.appraisals()}
        assert all(samples[k] == 6 for k in keep) and 6 > min(samples.values())
        assert samples[narrowed.appraisals()[0].action] == 6
        chosen = ranked[-1].action
        assert {o for o, _, _ in narrowed.gains(chosen)} == {
            a for a in values if samples[a] == 6 and a != chosen}
        with pytest.raises(KeyError):
            narrowed.narrow(["play ZZ"])
        with pytest.raises(ValueError):
            narrowed.narrow([a for a in values if samples[a] == 3][:1])
    assert {"bid", "kitty", "play"} <= set(phases)
