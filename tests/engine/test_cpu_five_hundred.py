"""500's CPU players and hint: legal choices from the view alone (never a state), the easy
policy's bids, discards and plays, the rule-based normal level on stacked deals (bidding by
its fitted model, the kitty, the card play, one policy for the table and the playouts), the
appraisal the hard level and the hint share (every option valued on the same deals, the hard
level's choice its best, blind to hidden cards), and the hint (legal, translated, the same for
the same view)."""

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
from tefuda.appraisal import best as appraisal_best
from tefuda.cards import JOKER, rng_for
from tefuda.cpu import five_hundred as cpu
from tefuda.cpu.five_hundred import LEVELS, appraise, choose, hint, kitty
from tefuda.cpu.five_hundred.appraise import (
    SEARCHED_MISERE_DANGER,
    appraiser,
    groups,
    world_of,
)
from tefuda.cpu.five_hundred.bidding import Auction, Estimate, rule_bid, weigh
from tefuda.cpu.five_hundred.evaluate import (
    misere_after_kitty,
    misere_danger,
    no_trump_tricks,
    stoppers,
    suit_count,
    trump_tricks,
)
from tefuda.cpu.five_hundred.facts import facts
from tefuda.cpu.five_hundred.hard import hard_decision
from tefuda.cpu.five_hundred.knowledge import Knowledge
from tefuda.cpu.five_hundred.policy import choose_play
from tefuda.cpu.five_hundred.sampling import CENTRE, Sampler
from tefuda.cpu.five_hundred.solve import solve
from tefuda.cpu.five_hundred.stakes import hand_value, win_chance
from tefuda.cpu.five_hundred.world import World, follow_set
from tefuda.games.five_hundred import (
    DECK,
    GAME,
    NO_TRUMPS,
    SUITS,
    FiveHundredState,
    FiveHundredView,
    Phase,
    legal_cards,
    legal_plays,
    trick_winner,
    winning_index,
)
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
                   **options: Any) -> list[FiveHundredView]:
    """Return the views of the seat to act through whole games of one CPU level (with a
    random move now and then, to reach positions the CPU would not)."""
    out: list[FiveHundredView] = []
    rng = random.Random(seed)
    for game_seed in range(seed, seed + games):
        state = GAME.start(GAME.normalize_options(options), game_seed)
        while not GAME.is_over(state):
            (seat,) = GAME.to_act(state)
            view = GAME.view(state, seat)
            out.append(view)
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
    for i, view in enumerate(DECISIONS[:: 6 if level == "hard" else 1]):
        before = copy.deepcopy(view)
        assert choose(view, level, random.Random(i)) in view["legal"]
        assert view == before


@pytest.mark.parametrize("level", LEVELS)
def test_the_same_view_and_seed_give_the_same_choice(level: str) -> None:
    for view in DECISIONS[:: 15 if level == "hard" else 5]:
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
        while not GAME.is_over(state) and checked < (15 if level == "hard" else 60) * (
                game_seed + 1):
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
    assert checked >= (40 if level == "hard" else 150)


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


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_whole_games_legally_with_every_option(level: str) -> None:
    # hard plays North–South against normal (its searches are slow for a whole table)
    for options in ({"misere_any_time": True}, {"must_win_by_contract": True,
                                                "open_misere_value": 500,
                                                "open_misere_timing": "after-first-trick"}):
        state = GAME.start(GAME.normalize_options(options), 5)
        steps = 0
        while not GAME.is_over(state) and steps < 3000:
            (seat,) = GAME.to_act(state)
            view = GAME.view(state, seat)
            who = "normal" if level == "hard" and seat % 2 else level
            text = choose(view, who, rng_for(5, level, steps))
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


# --------------------------------------------------------------------------- normal: bidding


def _auction(state: FiveHundredState) -> Auction:
    (seat,) = GAME.to_act(state)
    view = GAME.view(state, seat)
    know = Knowledge.from_view(view)
    return Auction(seat, know.hand, know.calls, tuple(view["legal"]), know.scores, know.options)


def test_a_chance_grows_with_the_mean_and_falls_with_the_tricks() -> None:
    assert Estimate(7.0, 1.5).chance(7) > Estimate(6.0, 1.5).chance(7)
    assert Estimate(7.0, 1.5).chance(6) > Estimate(7.0, 1.5).chance(8)
    assert 0.0 < Estimate(2.0, 1.0).chance(9) < 0.001 < 0.999 < Estimate(10.0, 1.0).chance(6)


def test_normal_counts_tricks_with_the_bowers_and_bids_its_hand_up_to_its_value() -> None:
    hand = SEVEN_HEARTS[0]
    assert trump_tricks(hand, "H") == 7.0  # seven top trumps; the three low spades lose
    assert trump_tricks(hand, "S") < trump_tricks(hand, "H") - 2
    state = start(SEVEN_HEARTS, SEVEN_HEARTS_KITTY)
    # seven sure tricks and the lead: a 6-bid would leave points on the table, and the
    # points of a higher bid are worth its risk
    text = cpu_move(state, "normal")
    assert text.startswith("bid ") and text.endswith("H") and int(text[4:-1]) >= 8
    decision = rule_bid(_auction(state))
    assert decision.reason == "five-hundred.hint.bid" and decision.params["tricks"] >= 8


def test_normal_bids_no_higher_than_needed_when_a_bid_reaches_500() -> None:
    state = start(SEVEN_HEARTS, SEVEN_HEARTS_KITTY, scores=(430, 0))
    # 6♥ (100) takes N–S to 530: any higher bid only adds risk
    assert cpu_move(state, "normal") == "bid 6H"
    assert rule_bid(_auction(state)).reason == "five-hundred.hint.bid_game"


def test_normal_passes_a_weak_hand_and_does_not_outbid_its_partner_without_reason() -> None:
    weak = ["5S", "6S", "7C", "8C", "9D", "4D", "5H", "6H", "7H", "9S"]
    state = start([weak], dealer=3)
    assert cpu_move(state, "normal") == "pass"
    assert rule_bid(_auction(state)).reason == "five-hundred.hint.pass_weak"
    # North (seat 2) opened 7♥; South's fair spades are no reason to take the contract away
    spades = ["AS", "KS", "QS", "9S", "8S", "AD", "5D", "6C", "7C", "5H"]
    state = act(start([spades], dealer=1), "bid 7H", "pass")
    assert GAME.to_act(state) == (0,)
    assert cpu_move(state, "normal") == "pass"


def test_normal_never_bids_no_trumps_without_the_joker_nor_ten_without_it() -> None:
    aces = ["AS", "KS", "AH", "KH", "AD", "KD", "AC", "KC", "QC", "QD"]
    auction = _auction(start([aces]))
    texts = [o.text for o in weigh(auction, 0.0)[0]]
    assert texts and not any(t.endswith("NT") or t.startswith("bid 10") for t in texts)


def test_misere_is_judged_after_laying_the_two_worst_cards_away() -> None:
    low = ["4H", "5H", "7H", "5S", "6S", "5C", "4D", "6D", "KD", "JK"]
    assert misere_after_kitty(low) == 0  # the joker and the king go with the kitty
    assert misere_after_kitty(["AS", "KS", "QS", "AH", "KH", *low[:5]]) > 0


def test_the_counts_by_suit_are_the_counts_of_the_hand() -> None:
    # misère after the kitty, and each way of laying cards away, are counted suit by suit
    # (a card's loss changes its own suit's count only): the same as counting the whole hand
    rng = random.Random(2)
    for _ in range(400):
        hand = rng.sample(DECK, 13)
        ten = hand[:10]
        for strict in (False, True):
            cards = [c for c in ten if c != JOKER]
            for _ in range(2 if JOKER not in ten else 1):
                danger = misere_danger(cards, strict=strict)
                if danger == 0:
                    break
                worst = max(cards, key=lambda c: (danger - misere_danger(
                    [x for x in cards if x != c], strict=strict), facts(NO_TRUMPS).rank[c]))
                cards.remove(worst)
            assert misere_after_kitty(ten, strict=strict) == misere_danger(cards, strict=strict)
        trump = rng.choice(["S", "C", "D", "H", "NT", "misère"])
        misere = trump == "misère"
        f = facts("NT" if misere else trump)
        if trump in SUITS and rng.random() < 0.3:  # long in trumps: few side cards
            trumps = [c for c in DECK if f.is_trump[c]]
            hand = rng.sample(trumps, 11) + rng.sample([c for c in DECK if c not in trumps], 2)
        pool = [c for c in hand if not (misere and c == JOKER)]
        need = len(pool) - 10
        by = [sorted((c for c in pool if f.suit[c] == s), key=f.rank.__getitem__,
                     reverse=misere) for s in f.side_suits()]
        if sum(map(len, by)) < need:  # a hand of trumps lays some away
            by.append(sorted((c for c in pool if f.is_trump[c]), key=f.rank.__getitem__))
        score = kitty._scorer(pool, by, "NT" if misere else trump, misere)
        for counts in kitty._splits(by, need):
            gone = {c for g, k in zip(by, counts, strict=True) for c in g[:k]}
            kept = [c for c in pool if c not in gone]
            if misere:
                whole = -float(misere_danger(kept)) - 0.001 * sum(f.rank[c] for c in kept)
            elif trump == "NT":
                whole = no_trump_tricks(kept) + kitty.STOPPER_BONUS * stoppers(kept)
            else:
                voids = sum(1 for s in f.side_suits() if not any(f.suit[c] == s for c in kept))
                whole = suit_count(kept, trump).tricks + kitty.VOID_BONUS * voids
            assert score(counts) == whole


# --------------------------------------------------------------------------- normal: kitty


def test_normal_discards_void_a_short_side_suit() -> None:
    hand = ["JK", "JH", "JD", "AH", "KH", "QH", "4H", "AC", "KC", "QC"]
    state = start([hand], ["5S", "6D", "7D"])
    state = act(state, "bid 6H", "pass", "pass", "pass")
    discards = []
    for _ in range(3):
        text = cpu_move(state, "normal")
        discards.append(text)
        state = act(state, text)
    # the three discards empty spades and diamonds (two side suits now void for ruffing)
    assert sorted(discards) == ["discard 5S", "discard 6D", "discard 7D"]
    assert set(state.hands[0]) == set(hand)


def test_normal_never_lays_away_a_trump_in_a_suit_contract() -> None:
    hand = ["JK", "JH", "AH", "4H", "5H", "AS", "KS", "AC", "KC", "AD"]
    state = act(start([hand], ["6H", "7H", "8H"]), "bid 7H", "pass", "pass", "pass")
    for _ in range(3):
        text = cpu_move(state, "normal")
        assert text.split(" ")[1] not in ("JK", "JH", "AH", "4H", "5H", "6H", "7H", "8H")
        state = act(state, text)


LOW = ["4H", "6H", "QH", "5S", "6S", "5C", "6C", "4D", "5D", "6D"]
HIGH = ["KH", "AH", "AS", "KS", "AC", "KC", "AD", "KD", "QS", "QC"]


def test_normal_lays_the_joker_away_in_misere() -> None:
    state = start([LOW, HIGH], ["JK", "7C", "7D"], dealer=3, misere_any_time=True)
    state = act(state, "bid MISERE", "pass", "pass", "pass")
    assert cpu_move(state, "normal") == "discard JK"


# --------------------------------------------------------------------------- normal: play


def test_normal_draws_trumps_with_the_top_trump_and_never_overtakes_its_partner() -> None:
    state = seven_hearts()
    assert cpu_move(state, "normal") == "play JK"  # contractor with the top trump: draw
    state = act(state, "play JK", "play 8S")
    # North: partner's joker wins the trick: play low, the lowest trump it must follow with
    assert cpu_move(state, "normal") == "play 4H"


def test_normal_plays_low_in_second_seat_and_wins_cheaply_in_fourth() -> None:
    state = act(seven_hearts(), *plays("JK", "8S", "4H", "5D"), *plays("JH", "9S", "5H", "6D"),
                *plays("JD", "TS", "6H", "7D"), *plays("AH", "JS", "5C", "8D"),
                *plays("KH", "AC", "6C", "9D"), *plays("QH", "QC", "7C", "TD"),
                *plays("TH", "KC", "8C", "QD"), "play 5S")
    # West, last but one to a low spade with North and East still to come... West holds
    # A K Q of spades: the ace is the cheapest card sure to hold, not a lower one
    assert GAME.to_act(state) == (1,)
    assert cpu_move(state, "normal") in ("play AS", "play KS", "play QS")


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


def test_a_misere_defender_never_calls_an_unbeatable_lead_a_low_card() -> None:
    # South's closed misère; West holds the ace of spades and the joker, and South has shown
    # no hearts, diamonds or clubs: no lead can make South win, and the ace is no low card
    west = ["AS", "JK", "5H", "6H", "7H", "8H", "9H", "TH", "JH", "QH"]
    south = ["5S", "6S", "7S", "8S", "9S", "TS", "JS", "QS", "KS", "4D"]
    world = World("NT", True, 0, [south, west, [], []], 1, voids=[("H", "D", "C"), (), (), ()])
    assert choose_play(world.seen(1), world.legal(1)) == ("5H", "play_defend_misere_lead_any")


def test_the_table_and_the_playouts_play_one_policy() -> None:
    # the normal level reads the view; a playout reads a world of the same deal: each seat
    # decides the same from either
    checked = 0
    for view in DECISIONS:
        if view["phase"] != "play":
            continue
        know = Knowledge.from_view(view)
        cards = sorted({t.split(" ")[1] for t in view["legal"]})
        if len(cards) < 2:
            continue
        hands = [list(know.hand) if s == know.seat else [] for s in range(4)]
        world = world_of(know, hands)
        assert choose_play(world.seen(know.seat), cards) == choose_play(know.seen(), cards)
        checked += 1
    assert checked >= 30


# --------------------------------------------------------------------------- the engine's rule


def test_follow_set_and_the_unchecked_rules_are_the_engines() -> None:
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
        # a hand that cannot follow: every card but the suit led (misère: with the joker too)
        void = [c for c in cards[1:] if c not in follow_set(trump, lead, named, misere)]
        void = void[: rng.randint(1, 10)]
        world = World(trump, misere, 0, [void, [], [], []], 1, trick=[(1, lead)], named=named)
        assert world.legal(0) == legal_cards(void, [lead], trump, named, misere=misere)
        led = rng.sample("SCDH", rng.randint(0, 4))
        last = rng.random() < 0.2
        if rng.random() < 0.3:
            # the joker's lead, alone or not
            hand = [*[c for c in hand if c != "JK"][: rng.randint(0, 2)], "JK"]
        leader = World(trump, misere, 0, [hand, [], [], []], 0, done=9 if last else 0,
                       suits_led=led)
        assert leader.legal(0) == legal_cards(hand, [], trump, suits_led=led,
                                              last_trick=last, misere=misere)
        assert legal_plays(hand, [], trump, None, led, last, misere) == legal_cards(
            hand, [], trump, suits_led=led, last_trick=last, misere=misere)
        trick = [lead, *cards[11 : 11 + rng.randint(0, 3)]]
        assert winning_index(trick, trump, named) == trick_winner(trick, trump, named)
        # a whole trick played in a world goes to the seat the engine names
        plays = [lead, *cards[11:14]][: 3 if misere else 4]
        seats = [1, 2, 0] if misere else [1, 2, 3, 0]  # misère: West contracts, East sits out
        hands = [[] for _ in range(4)]
        for seat, card in zip(seats, plays, strict=True):
            hands[seat] = [card]
        table = World(trump, misere, 1, hands, 1)
        for i, card in enumerate(plays):
            table.play(card, named if i == 0 else None)
        assert table.leader == seats[trick_winner(plays, trump, named)]


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


def test_sampled_deals_lean_towards_what_the_bids_say() -> None:
    # East opened 8♦: over many deals East holds far more diamonds than a fair share
    state = act(start([SEVEN_HEARTS[0]], dealer=2), "pass")
    state = dataclasses.replace(state, calls=((3, "8D"), (0, "pass")), turn=1)
    view = GAME.view(state, 1)
    sampler = Sampler(Knowledge.from_view(view))
    rng = random.Random(3)
    diamonds = [sum(1 for c in sampler.deal(rng)[3] if c[1] == "D" or c in ("JH", "JK"))
                for _ in range(60)]
    assert sum(diamonds) / len(diamonds) > 4.5


def test_groups_merge_cards_next_to_each_other() -> None:
    state = seven_hearts()
    know = Knowledge.from_view(GAME.view(state, 0))
    legal = GAME.view(state, 0)["legal"]
    # the seven top trumps are one run (J♦ sits between J♥ and A♥, no jack among the
    # hearts), the spades 7-6-5 another: one card of each
    assert groups(know, legal) == [["play JK", "play JH", "play JD", "play AH", "play KH",
                                    "play QH", "play TH"], ["play 7S", "play 6S", "play 5S"]]


def test_the_value_of_a_hand_knows_the_match_score() -> None:
    options = GAME.view(seven_hearts(), 0)["options"]
    scores = (400, 450)
    made = hand_value(scores, 0, "7H", 0, 7, options)  # N–S reach 600 and win
    lost = hand_value(scores, 0, "7H", 0, 6, options)  # N–S lose 200; E–W reach 490
    assert made == 1.0
    assert 0 < lost < win_chance(400, 450) < 0.5
    assert hand_value(scores, 1, "7H", 0, 7, options) == 0.0
    assert hand_value(scores, 1, "7H", 0, 6, options) == pytest.approx(1 - lost)
    # the same 200 points are worth more near the end of the game than at its start
    assert win_chance(450, 300) - win_chance(250, 300) > win_chance(200, 0) - win_chance(0, 0)


# --------------------------------------------------------------------------- the appraisal

BUDGET = 300


@pytest.mark.parametrize("phase", ["bid", "kitty", "play"])
def test_appraise_values_every_legal_option_once(phase: str) -> None:
    views = [v for v in DECISIONS if v["phase"] == phase][:4]
    assert views
    for view in views:
        appraisal = appraise(view, random.Random(2), BUDGET)
        assert sorted(a.action for a in appraisal) == sorted(view["legal"])
        assert all(0.0 <= a.value <= 1.0 and a.stderr >= 0.0 for a in appraisal)
        assert appraisal[0].stderr == 0.0 and appraisal[0].samples > 0
        assert all(a.reason.startswith("five-hundred.hint.") for a in appraisal)
        for a in appraisal:
            for lang in ("en", "ja"):
                assert "{" not in i18n.t(lang, a.reason, **a.params)


def test_cards_that_play_alike_share_one_value() -> None:
    state = seven_hearts()
    appraisal = appraise(GAME.view(state, 0), random.Random(1), BUDGET)
    value = {a.action: a.value for a in appraisal}
    assert value["play JK"] == value["play JH"] == value["play TH"]
    assert value["play 5S"] == value["play 7S"]


def test_hard_plays_the_best_option_of_the_appraisal() -> None:
    for view in DECISIONS[::25]:
        appraisal = appraise(view, random.Random(4), BUDGET)
        best = appraisal[0]
        assert best == appraisal_best(appraisal)  # the first is the best, by the common rule
        chosen = hard_decision(view, random.Random(4), BUDGET)
        assert (chosen.action, chosen.reason, chosen.params) == (best.action, best.reason,
                                                                 best.params)


def test_hard_may_bid_the_misere_of_a_nearly_low_hand_that_the_rules_pass() -> None:
    weak = ["5S", "6S", "7C", "8C", "9D", "4D", "5H", "6H", "7H", "9S"]
    # two cards keep some danger once two are laid away: the rules bid no misère with it
    assert misere_after_kitty(weak, strict=True) == SEARCHED_MISERE_DANGER == 2
    state = start([weak], dealer=3)
    assert cpu_move(state, "normal") == "pass"
    chosen = hard_decision(GAME.view(state, 0), random.Random(1))
    assert chosen.action == "bid OPEN_MISERE"
    assert chosen.reason == "five-hundred.hint.bid_misere_sampled"
    assert chosen.params["share"] >= 50
    # a hand far from low has no misère among the bids the search may choose
    high = ["AS", "KS", "QS", "AH", "KH", "QH", "AD", "KD", "5C", "6C"]
    assert misere_after_kitty(high) > SEARCHED_MISERE_DANGER
    view = GAME.view(start([high], dealer=3), 0)
    search = appraiser(view, random.Random(1)).search
    assert search is not None and search.candidates is not None
    assert "bid MISERE" in view["legal"] or "bid OPEN_MISERE" in view["legal"]
    assert not any("MISERE" in action for action in search.candidates)


def test_the_appraisal_is_blind_to_the_cards_the_seat_cannot_see() -> None:
    rng = random.Random(8)
    checked = 0
    for game_seed in range(3):
        state = GAME.start(GAME.normalize_options({}), 40 + game_seed)
        while not GAME.is_over(state) and checked < 12 * (game_seed + 1):
            (seat,) = GAME.to_act(state)
            view = GAME.view(state, seat)
            other = _hidden_shuffle(state, seat, rng)
            if len(view["legal"]) > 1 and other.hands != state.hands and rng.random() < 0.2:
                mine = appraise(view, random.Random(5), BUDGET)
                theirs = appraise(GAME.view(other, seat), random.Random(5), BUDGET)
                assert mine == theirs
                checked += 1
            state = GAME.apply(state, seat, choose(view, "normal", random.Random(checked)))
    assert checked >= 20


# --------------------------------------------------------------------------- the hint


def test_the_hint_advises_a_legal_action_with_a_reason_in_both_languages() -> None:
    reasons = set()
    for view in DECISIONS[::7]:
        advice = hint(view, BUDGET)
        assert advice["action"] in view["legal"]
        assert advice["reason"].startswith("five-hundred.hint.")
        reasons.add(advice["reason"])
        for lang in ("en", "ja"):
            text = i18n.t(lang, advice["reason"], **advice["params"])
            assert text and "{" not in text
    assert len(reasons) >= 6
    for key, texts in i18n.messages().items():
        if key.startswith("five-hundred.hint."):
            assert set(texts) == {"en", "ja"}


def test_the_hint_is_the_same_for_the_same_view_and_waits_when_idle() -> None:
    for view in DECISIONS[::20]:
        assert hint(view, BUDGET) == hint(json.loads(json.dumps(view)), BUDGET)
    state = start(SEVEN_HEARTS, SEVEN_HEARTS_KITTY)
    assert hint(GAME.view(state, 1)) == {"action": None, "reason": "five-hundred.hint.wait",
                                         "params": {}}
    assert cpu.hint(GAME.view(state, 0), BUDGET)["action"] in GAME.view(state, 0)["legal"]
