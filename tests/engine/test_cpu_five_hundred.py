"""500's CPU players and hint: legal choices from the view alone (never a state), the easy
policy's bids, discards and plays, the normal level's club play on stacked deals, the hard
level's searches (sampling consistent with the view, the last tricks solved exactly), and the
hint (legal, translated, the same for the same view)."""

from __future__ import annotations

import ast
import copy
import dataclasses
import json
import random
from pathlib import Path
from typing import Any

import pytest

from tefuda import i18n
from tefuda.cards import rng_for
from tefuda.cpu import five_hundred as cpu
from tefuda.cpu.five_hundred import LEVELS, choose, hint
from tefuda.cpu.five_hundred.evaluate import trump_tricks
from tefuda.cpu.five_hundred.hard import candidates, hand_utility
from tefuda.cpu.five_hundred.knowledge import Knowledge
from tefuda.cpu.five_hundred.sampling import CENTRE, Sampler
from tefuda.cpu.five_hundred.solve import solve
from tefuda.cpu.five_hundred.stakes import win_chance
from tefuda.cpu.five_hundred.world import World, follow_set
from tefuda.games.five_hundred import DECK, GAME, FiveHundredState, Phase, legal_cards
from tests.engine.test_five_hundred_play import (
    FIRST,
    SEVEN_HEARTS,
    SEVEN_HEARTS_KITTY,
    act,
    plays,
    seven_hearts,
    start,
)

CPU_DIR = Path(__file__).resolve().parents[2] / "py" / "tefuda" / "cpu" / "five_hundred"


def cpu_move(state: FiveHundredState, level: str = "easy") -> str:
    (seat,) = GAME.to_act(state)
    return choose(GAME.view(state, seat), level, random.Random(0))


def views_of_games(games: int, level: str = "normal", seed: int = 0,
                   **options: Any) -> list[dict[str, Any]]:
    """Return the views of the seat to act through whole games of one CPU level (with a
    random move now and then, to reach positions the CPU would not)."""
    out: list[dict[str, Any]] = []
    rng = random.Random(seed)
    for game_seed in range(seed, seed + games):
        state = GAME.start(GAME.normalize_options(options), game_seed)
        while not GAME.is_over(state):
            (seat,) = GAME.to_act(state)
            view = GAME.view(state, seat)
            out.append(dict(view))
            text = (rng.choice(view["legal"]) if rng.random() < 0.08
                    else choose(view, level, rng_for(game_seed, len(out))))
            state = GAME.apply(state, seat, text)
    return out


VIEWS = views_of_games(3, misere_any_time=True)
DECISIONS = [v for v in VIEWS if len(v["legal"]) > 1 and v["legal"] != ["next"]]


# --------------------------------------------------------------------------- every level


def test_levels_and_bad_input() -> None:
    assert LEVELS == ("easy", "normal", "hard")
    state = start(SEVEN_HEARTS, SEVEN_HEARTS_KITTY)
    with pytest.raises(ValueError):
        choose(GAME.view(state, 0), "expert", random.Random(0))
    with pytest.raises(ValueError):
        choose(GAME.view(state, 1), "easy", random.Random(0))  # not its turn: nothing legal


@pytest.mark.parametrize("level", LEVELS)
def test_always_legal_and_the_view_untouched(level: str) -> None:
    phases = {v["phase"] for v in DECISIONS}
    assert {"bid", "kitty", "play"} <= phases
    for i, view in enumerate(DECISIONS[:: 2 if level == "hard" else 1]):
        before = copy.deepcopy(view)
        assert choose(view, level, random.Random(i)) in view["legal"]
        assert view == before


@pytest.mark.parametrize("level", LEVELS)
def test_the_same_view_and_seed_give_the_same_choice(level: str) -> None:
    for view in DECISIONS[::5]:
        again = json.loads(json.dumps(view))  # plain data: nothing but the view goes in
        assert choose(view, level, random.Random(3)) == choose(again, level, random.Random(3))


def _hidden_shuffle(state: FiveHundredState, seat: int, rng: random.Random) -> FiveHundredState:
    """Return a state that looks the same to ``seat``: the cards it cannot see (the other
    hands but an exposed one, and the kitty while bidding or the discards of another
    contractor) dealt again among the same places, each keeping its number of cards."""
    places: list[list[str]] = []
    hidden = GAME.secret_cards(state, seat)
    for s in range(4):
        places.append([c for c in state.hands[s] if c in hidden])
    extra = list(state.kitty if state.phase == Phase.BID else state.discards)
    centre = [c for c in extra if c in hidden]
    pool = [c for p in places for c in p] + centre
    rng.shuffle(pool)
    hands = list(state.hands)
    at = 0
    for s in range(4):
        keep = [c for c in state.hands[s] if c not in hidden]
        count = len(places[s])
        hands[s] = tuple(keep + pool[at : at + count])
        at += count
    new_centre = pool[at:]
    changes: dict[str, Any] = {"hands": tuple(hands)}
    if state.phase == Phase.BID:
        changes["kitty"] = tuple(new_centre)
    elif centre:
        changes["discards"] = tuple(new_centre)
    return dataclasses.replace(state, **changes)


@pytest.mark.parametrize("level", ("normal", "hard"))
def test_two_states_that_differ_only_in_hidden_cards_give_the_same_decision(level: str) -> None:
    rng = random.Random(5)
    checked = 0
    for game_seed in range(4):
        state = GAME.start(GAME.normalize_options({}), game_seed)
        while not GAME.is_over(state) and checked < 60 * (game_seed + 1):
            (seat,) = GAME.to_act(state)
            view = GAME.view(state, seat)
            other = _hidden_shuffle(state, seat, rng)
            if len(view["legal"]) > 1 and other.hands != state.hands:
                assert GAME.view(other, seat) == view
                mine = choose(view, level, random.Random(11))
                theirs = choose(GAME.view(other, seat), level, random.Random(11))
                assert mine == theirs
                checked += 1
            state = GAME.apply(state, seat, choose(view, "normal", random.Random(checked)))
    assert checked >= 150


def test_the_cpu_never_imports_or_touches_a_state() -> None:
    forbidden = {"FiveHundredState", "GAME", "FiveHundred", "state", "rules", "Game"}
    files = sorted(CPU_DIR.glob("*.py"))
    assert len(files) >= 10
    for path in files:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                module = node.module or ""
                assert not module.endswith((".state", ".rules")), f"{path.name}: {module}"
                names = {alias.name for alias in node.names}
                assert not names & forbidden, f"{path.name} imports {names & forbidden}"
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    assert not alias.name.endswith((".state", ".rules")), path.name
            elif isinstance(node, ast.Name | ast.Attribute):
                name = node.id if isinstance(node, ast.Name) else node.attr
                assert name not in ("FiveHundredState", "GAME", "secret_cards", "dealt"), (
                    f"{path.name}:{node.lineno} names {name}"
                )


def test_every_level_plays_whole_games_legally_with_every_option() -> None:
    for level in LEVELS:
        for options in ({"misere_any_time": True}, {"must_win_by_contract": True,
                                                    "open_misere_value": 500,
                                                    "open_misere_timing": "after-first-trick"}):
            state = GAME.start(GAME.normalize_options(options), 5)
            steps = 0
            while not GAME.is_over(state) and steps < 3000:
                (seat,) = GAME.to_act(state)
                view = GAME.view(state, seat)
                text = choose(view, level, rng_for(5, level, steps))
                assert text in view["legal"]
                state = GAME.apply(state, seat, text)
                steps += 1
            assert GAME.is_over(state), level


# --------------------------------------------------------------------------- easy


def test_easy_bids_its_longest_suit_at_the_cheapest_level_it_is_worth() -> None:
    state = start(SEVEN_HEARTS, SEVEN_HEARTS_KITTY)
    # four cards of a suit are worth a 6-bid, each more a trick more; raw count: J♦ counts as
    # a diamond and the joker not at all.  South: five hearts (up to 7♥), West seven spades
    # (9♠), North six clubs (8♣), East nine diamonds (10♦); each bids as low as it may.
    expected = ["bid 6H", "bid 7S", "bid 7C", "bid 7D", "bid 7H", "bid 8S", "bid 8C", "bid 8D",
                "pass", "bid 9S", "pass", "bid 9D", "pass"]
    made = []
    for _ in expected:
        made.append(cpu_move(state))
        state = act(state, made[-1])
    assert made == expected
    assert state.phase == "kitty" and state.contractor == 3 and state.contract == "9D"


def test_easy_discards_its_lowest_cards() -> None:
    state = act(start(SEVEN_HEARTS, SEVEN_HEARTS_KITTY), "bid 7H", "pass", "pass", "pass")
    assert cpu_move(state) == "discard 5S"  # the lowest non-trump
    state = act(state, "discard 5S", "discard 6S", "discard 7S")
    assert len(state.hands[0]) == 10


def test_easy_plays_its_highest_card_when_it_can_win_and_its_lowest_otherwise() -> None:
    state = seven_hearts()
    assert cpu_move(state) == "play JK"  # leading: its highest card
    state = act(state, "play 5S")
    assert cpu_move(state) == "play AS"  # West can win: its highest spade
    state = act(state, "play AS")
    assert cpu_move(state) == "play 6H"  # North, void in spades, wins with its highest trump
    state = act(state, "play 6H")
    assert cpu_move(state) == "play 5D"  # East cannot beat the trump: its lowest card


def test_easy_throws_its_lowest_card_when_it_cannot_win() -> None:
    state = act(seven_hearts(), *plays("JK"))
    # West, void in hearts, cannot beat the joker: its lowest card, a plain 8♠
    assert cpu_move(state) == "play 8S"


# --------------------------------------------------------------------------- normal


def test_normal_counts_tricks_with_the_bowers_and_bids_no_higher_than_needed() -> None:
    hand = SEVEN_HEARTS[0]
    assert trump_tricks(hand, "H") == 7.0  # seven top trumps; the three low spades lose
    assert trump_tricks(hand, "S") < trump_tricks(hand, "H") - 2
    state = start(SEVEN_HEARTS, SEVEN_HEARTS_KITTY)
    # seven tricks of its own, about two from the partner and one from the kitty: ten, but
    # the cheapest bid it may make will do
    assert cpu_move(state, "normal") == "bid 6H"


def test_normal_passes_a_weak_hand_and_does_not_outbid_its_partner_without_reason() -> None:
    weak = ["5S", "6S", "7C", "8C", "9D", "4D", "5H", "6H", "7H", "9S"]
    state = start([weak], dealer=3)
    assert cpu_move(state, "normal") == "pass"
    # North (seat 2) opened 7♥; South's fair spades count under nine tricks: not enough to
    # take the contract away from its partner (that needs two tricks more than the bid)
    spades = ["AS", "KS", "QS", "9S", "8S", "AD", "5D", "6C", "7C", "5H"]
    state = start([spades], dealer=1)
    state = act(state, "bid 7H", "pass")
    assert GAME.to_act(state) == (0,)
    assert 6 <= cpu.bidding.counts(Knowledge.from_view(GAME.view(state, 0))).tricks["S"] < 9
    assert cpu_move(state, "normal") == "pass"


def test_normal_discards_void_a_short_side_suit() -> None:
    hand = ["JK", "JH", "JD", "AH", "KH", "QH", "4H", "AC", "KC", "QC"]
    state = start([hand], ["5S", "6D", "7D"])
    state = act(state, "bid 6H", "pass", "pass", "pass")
    discards = []
    for _ in range(3):
        text = cpu_move(state, "normal")
        discards.append(text)
        state = act(state, text)
    kept = state.hands[0]
    # the three discards empty spades and diamonds (two side suits now void for ruffing)
    assert sorted(discards) == ["discard 5S", "discard 6D", "discard 7D"]
    assert set(kept) == set(hand)


def test_normal_draws_trumps_with_the_top_trump_and_never_overtakes_its_partner() -> None:
    state = seven_hearts()
    assert cpu_move(state, "normal") == "play JK"  # contractor with the top trump: draw
    state = act(state, "play JK", "play 8S")
    # North: partner's joker wins the trick: play low, the lowest trump it must follow with
    assert cpu_move(state, "normal") == "play 4H"


LOW = ["4H", "6H", "QH", "5S", "6S", "5C", "6C", "4D", "5D", "6D"]
HIGH = ["KH", "AH", "AS", "KS", "AC", "KC", "AD", "KD", "QS", "QC"]


def test_normal_lays_the_joker_away_in_misere() -> None:
    state = start([LOW, HIGH], ["JK", "7C", "7D"], dealer=3, misere_any_time=True)
    state = act(state, "bid MISERE", "pass", "pass", "pass")
    assert cpu_move(state, "normal") == "discard JK"


def test_normal_ducks_in_misere_with_the_highest_card_that_still_loses() -> None:
    east = ["7S", "8S", "9S", "TS", "JS", "TH", "9H", "8H", "7C", "8C"]
    state = start([LOW, HIGH, [], east], ["7H", "8D", "9D"], dealer=3, misere_any_time=True)
    state = act(state, "bid MISERE", "pass", "pass", "pass",
                "discard 7H", "discard 8D", "discard 9D")
    # South leads a low spade, West wins it with the ace and leads the king of hearts; East
    # (North sits out) follows with a heart
    state = act(state, "play 5S", "play AS", "play 7S", "play KH", FIRST)
    assert GAME.to_act(state) == (0,)
    assert cpu_move(state, "normal") == "play QH"


# --------------------------------------------------------------------------- hard's tools


def test_follow_set_is_the_engines_rule() -> None:
    rng = random.Random(1)
    for _ in range(3000):
        trump = rng.choice(["S", "C", "D", "H", "NT"])
        misere = trump == "NT" and rng.random() < 0.5
        cards = list(DECK)
        rng.shuffle(cards)
        lead = cards[0]
        named = rng.choice("SCDH") if lead == "JK" and trump == "NT" else None
        hand = cards[1 : 1 + rng.randint(1, 10)]
        world = World(trump, misere, 0, [hand, [], [], []], 1, trick=[(1, lead)], named=named)
        assert world.legal(0) == legal_cards(hand, [lead], trump, named, misere=misere)
        assert follow_set(trump, lead, named, misere) <= set(DECK)


def test_the_solver_finds_the_best_last_tricks() -> None:
    # hearts trump, South to lead, two tricks left: South holds the right bower and a low
    # club; West the left bower and the ace of clubs; North and East low cards.  Leading the
    # bower first draws the left bower, and the club is then lost: one trick; leading the club
    # first loses it too, and the bower wins the last: one trick either way.
    hands = [["JH", "5C"], ["JD", "AC"], ["6S", "7S"], ["8S", "9S"]]
    world = World("H", False, 0, hands, 0, done=8, taken=[4, 2, 2, 0])
    assert solve(world) == 1
    # give North the ace of clubs instead: South crosses to it, then both tricks are N–S's
    hands = [["JH", "5C"], ["JD", "6C"], ["AC", "7S"], ["8S", "9S"]]
    world = World("H", False, 0, hands, 0, done=8, taken=[4, 2, 2, 0])
    assert solve(world) == 2
    # misère: the contractor (South) holding the joker must win a trick when void
    hands = [["JK", "4H"], ["5S", "6S"], ["AD", "KD"], ["7S", "8S"]]
    world = World("NT", True, 0, hands, 1, done=8)
    assert solve(world) == 1


def test_sampled_deals_respect_voids_counts_and_cards_seen() -> None:
    checked = 0
    for view in DECISIONS[::3]:
        know = Knowledge.from_view(view)
        sampler = Sampler(know)
        for k in range(3):
            deal = sampler.deal(random.Random(k))
            hands, centre = deal[:4], deal[CENTRE]
            assert hands[know.seat] == list(know.hand)
            everything = [c for h in hands for c in h] + list(centre) + sorted(know.played)
            if view["phase"] == "kitty" or know.contractor == know.seat:
                everything += list(know.discards)
            assert sorted(everything) == sorted(DECK)
            for seat in range(4):
                assert len(hands[seat]) == view["hand_counts"][seat]
                if seat != know.seat:
                    for card in hands[seat]:
                        assert know.may_hold(seat, card), (seat, card)
            checked += 1
    assert checked >= 60


def test_candidates_merge_cards_next_to_each_other() -> None:
    state = seven_hearts()
    know = Knowledge.from_view(GAME.view(state, 0))
    legal = GAME.view(state, 0)["legal"]
    # the seven top trumps are one run (J♦ sits between J♥ and A♥, no jack among the
    # hearts), the spades 7-6-5 another: one card of each
    runs = candidates(know, legal)
    assert runs == [["play JK", "play JH", "play JD", "play AH", "play KH", "play QH",
                     "play TH"], ["play 7S", "play 6S", "play 5S"]]


def test_the_utility_knows_the_match_score() -> None:
    state = seven_hearts(scores=(400, 450))
    know = Knowledge.from_view(GAME.view(state, 0))
    made = hand_utility(know, "7H", 0, 7)  # N–S reach 600 and win
    lost = hand_utility(know, "7H", 0, 6)  # N–S lose 200; E–W reach 490
    assert made == 1000.0
    assert 0 < lost < 1000 * win_chance(400, 450) < 500
    east = Knowledge.from_view(GAME.view(state, 1))
    assert hand_utility(east, "7H", 0, 7) == 0.0
    assert hand_utility(east, "7H", 0, 6) == pytest.approx(1000 - lost)
    # the same 200 points are worth more near the end of the game than at its start
    assert win_chance(450, 300) - win_chance(250, 300) > win_chance(200, 0) - win_chance(0, 0)


def test_hard_searches_fast_enough_to_take_few_milliseconds_on_most_decisions() -> None:
    # not a timing test: the search spends a bounded number of simulated plays, so it returns
    # for every decision of a whole game; each returns a legal action
    for view in DECISIONS[::4]:
        assert choose(view, "hard", random.Random(1)) in view["legal"]


# --------------------------------------------------------------------------- the hint


def test_the_hint_advises_a_legal_action_with_a_reason_in_both_languages() -> None:
    reasons = set()
    for view in DECISIONS[::3]:
        advice = hint(view)
        assert advice["action"] in view["legal"]
        assert advice["reason"].startswith("five-hundred.hint.")
        reasons.add(advice["reason"])
        for lang in ("en", "ja"):
            text = i18n.t(lang, advice["reason"], **advice["params"])
            assert text and "{" not in text
    assert len(reasons) >= 8
    for key, texts in i18n.messages().items():
        if key.startswith("five-hundred.hint."):
            assert set(texts) == {"en", "ja"}


def test_the_hint_is_the_same_for_the_same_view_and_waits_when_idle() -> None:
    for view in DECISIONS[::9]:
        assert hint(view) == hint(json.loads(json.dumps(view)))
    state = start(SEVEN_HEARTS, SEVEN_HEARTS_KITTY)
    assert hint(GAME.view(state, 1)) == {"action": None, "reason": "five-hundred.hint.wait",
                                         "params": {}}
    assert cpu.hint(GAME.view(state, 0))["action"] in GAME.view(state, 0)["legal"]


def test_hard_discards_do_not_depend_on_what_it_remembers() -> None:
    from tefuda.cpu.five_hundred import hard

    kitty_views = [v for v in DECISIONS if v["phase"] == "kitty"]
    assert len(kitty_views) >= 6
    for view in kitty_views:
        remembered = choose(view, "hard", random.Random(0))
        hard._KITTY_MEMO.clear()
        assert choose(view, "hard", random.Random(0)) == remembered
