"""The hints' claims (:mod:`tefuda.claims`): a checker for every sentence a hint can say, no
false sentence over a pinned sample of arena positions, and every checker refusing a false
sentence fed to it."""

from __future__ import annotations

import functools
import importlib
import itertools
import json
import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from tefuda import i18n
from tefuda.cards import is_card
from tefuda.claims import (
    CHECK_MODULES,
    Position,
    checkers,
    describe,
    hint_keys,
    judge,
    missing_checkers,
    placeholders,
)
from tefuda.claims.kakehiki import DECK, HAND, TABLE, last_cases
from tefuda.claims.positions import positions
from tefuda.games import deck_for
from tefuda.registry import entry

GAMES = sorted(CHECK_MODULES)
#: the pinned sample: positions per game (a few seconds each on a quiet machine)
SAMPLE = {"fifty-one": 150, "five-hundred": 120, "gin-rummy": 400, "kakehiki": 150}
SEED = 21
#: each game's rules and CPU, through the registry
GAME_OF = {game: importlib.import_module(entry(game).rules or "").GAME for game in GAMES}
CPU_OF = {game: importlib.import_module(entry(game).cpu or "") for game in GAMES}


@functools.cache
def sample(game: str) -> tuple[Position, ...]:
    return tuple(positions(game, SAMPLE[game], SEED))


@pytest.mark.parametrize("game", GAMES)
def test_every_hint_sentence_has_a_checker_and_every_checker_a_sentence(game: str) -> None:
    assert missing_checkers(game) == []
    assert sorted(checkers(game)) == hint_keys(game)


@pytest.mark.parametrize("game", GAMES)
def test_no_hint_of_the_pinned_sample_says_anything_false(game: str) -> None:
    verdicts = [judge(p) for p in sample(game)]
    false = [describe(v) for v in verdicts if v.false]
    assert not false, f"{len(false)} false hints, the first:\n" + "\n".join(false[:5])
    for verdict in verdicts:
        assert set(verdict.texts) == {"ja", "en"}


# --------------------------------------------------------------------------- false sentences


def shown_params(position: Position) -> list[str]:
    """Return the parameters the hint's sentence shows (its placeholders, in either text)."""
    texts = i18n.messages()[position.advice["reason"]]
    return sorted(set().union(*(placeholders(texts[lang]) for lang in ("ja", "en"))))


def hidden_card(position: Position) -> str:
    """Return a card the seat has not seen (so no claim about it can hold)."""
    seen = json.dumps(position.view, default=str)
    return next(c for c in deck_for(position.game) if f'"{c}"' not in seen)


def corrupted(position: Position, name: str) -> Any:
    """Return a value for the parameter ``name`` that makes the sentence false."""
    value = position.advice["params"][name]
    if name == "chance":
        return (value + 50) % 101
    if name == "expected":
        return value + 40
    if name in ("share", "tricks"):
        # a chance or a count from the hint's own search: the checker can refuse only one
        # that no deal allows (past 100 %, more tricks than are left)
        return value + 101
    if name == "collector":
        return -1
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1
    if isinstance(value, list):
        return value[:-1] if len(value) > 1 else [*value, hidden_card(position)]
    if is_card(value):
        return hidden_card(position)
    return "?"  # a suit symbol


def refused(position: Position, reason: str | None = None, **params: Any) -> bool:
    """Return True when the judge finds the hint of ``position``, with ``reason`` and
    ``params`` changed as given, false."""
    advice = dict(position.advice)
    merged = {**advice["params"], **params}
    changed = position.with_advice(advice["action"], reason or advice["reason"], **merged)
    return bool(judge(changed).false)


def first_of_each_reason(game: str) -> dict[str, Position]:
    """Return the first position of the pinned sample for each reason the hint gave."""
    out: dict[str, Position] = {}
    for position in sample(game):
        out.setdefault(position.advice["reason"], position)
    return out


@pytest.mark.parametrize("game", GAMES)
def test_every_parameter_a_sentence_shows_is_checked(game: str) -> None:
    unchecked = []
    for reason, position in first_of_each_reason(game).items():
        for name in shown_params(position):
            if not refused(position, **{name: corrupted(position, name)}):
                unchecked.append(f"{reason}: {name}")
    assert not unchecked


#: the first word of the action each hint sentence advises (None: no action)
ACTION_WORDS: dict[str, Callable[[str], str | None]] = {
    "fifty-one": lambda key: {
        "wait": None, "next": "next", "pass": "pass", "extra_pass": "pass", "call": "call",
        "call_sure": "call", "nocall": "nocall", "nocall_threat": "nocall",
    }.get(key, "flush" if "flush" in key else "swap"),
    "gin-rummy": lambda key: {
        "wait": None, "next": "next", "pass_upcard": "pass", "pass_upcard_lowers": "pass",
        "gin": "knock", "knock": "knock",
    }.get(key, "draw" if key.startswith(("take", "draw")) else "discard"),
    "kakehiki": lambda key: {"wait": None, "next": "next"}.get(key, "play"),
    # an option's chance is never advice: said anywhere, its action is none the seat has
    "five-hundred": lambda key: {"wait": None, "next": "next", "option_sampled": "next"}.get(
        key, key.split("_")[0]),
}


def hint_cases() -> Iterator[tuple[str, str]]:
    for game in GAMES:
        for key in hint_keys(game):
            yield game, key


#: actions without a card, advised as they are wherever they are legal
PLAIN_ACTIONS = ("pass", "flush", "call", "nocall", "next", "draw stock", "draw discard")


@pytest.mark.parametrize(("game", "key"), list(hint_cases()))
def test_each_checker_refuses_its_sentence_where_it_is_false(game: str, key: str) -> None:
    """Said in a position of the sample where another sentence was true (with the action the
    sentence advises, and the parameters that position's hint gave, or else the sentence's
    own first ones), the sentence is found false by its checker, not merely untold.  A
    sentence whose claims are all parameters another true sentence shares is refused at least
    for a wrong parameter (the test above)."""
    short = key.rsplit(".", 1)[1]
    word = ACTION_WORDS[game](short)
    own = first_of_each_reason(game).get(key)
    defaults = dict(own.advice["params"]) if own is not None else {}
    tried = 0
    said_here: Position | None = None
    for position in sample(game):
        if position.advice["reason"] == key:
            continue
        action = position.advice["action"]
        if word in (None, "next"):
            action = word  # nothing to do, or the hand over, said in the middle of play
        elif not action or action.split(" ")[0] != word.split(" ")[0]:
            plain = [a for a in PLAIN_ACTIONS if a.split(" ")[0] == word]
            action = next((a for a in plain if a in position.view["legal"]), None)
            if action is None:
                continue
        tried += 1
        params = {**defaults, **position.advice["params"]}
        changed = position.with_advice(action, key, **params)
        findings = judge(changed).false
        if [f for f in findings if not f.startswith(TRIVIAL)]:
            return
        if said_here is None and not findings:
            said_here = changed

        if tried >= 20:
            break
    # a sentence that claims nothing but its parameters (a search's "best chance"), never
    # said in the sample: refused for a wrong parameter where it was said truly
    own = own or said_here
    if own is not None and any(
        refused(own, **{name: corrupted(own, name)}) for name in shown_params(own)
    ):
        return
    built = BUILT_FALSE.get(key)
    if built is not None and judge(built()).false:
        return
    pytest.fail(f"{key} was never refused where another sentence was said ({tried} tried)")


def strong_hand_passing(key: str) -> Callable[[], Position]:
    """Return a maker of the position of a hand that makes 6♥ by itself (the joker, both red
    jacks, A K Q♥), told ``key``, a reason to pass: the arena rarely deals one."""

    def build() -> Position:
        from tests.engine.test_five_hundred_play import start

        hand = ["JK", "JH", "JD", "AH", "KH", "QH", "5S", "6S", "5C", "6C"]
        position = said("five-hundred", start([hand], dealer=3), 0)
        return position.with_advice("pass", key)

    return build


#: sentences the pinned sample cannot show false, and a position built where they are
BUILT_FALSE: dict[str, Callable[[], Position]] = {
    key: strong_hand_passing(key)
    for key in ("five-hundred.hint.pass_weak", "five-hundred.hint.pass_sampled")
}


#: findings that say only that the sentence cannot be told (not that a claim is false)
TRIVIAL = ("the parameter", "ja:", "en:")


# --------------------------------------------------------------------------- constructed positions


def said(game: str, state: Any, seat: int) -> Position:
    """Return the position of ``seat`` in ``state`` with the hint's advice."""
    view = GAME_OF[game].view(state, seat)
    return Position(game, -1, "constructed", state, seat, view, CPU_OF[game].hint(view))


def test_a_stop_wins_at_once_but_not_always_before_one_more_turn() -> None:
    from tests.engine.test_cpu_fifty_one import scripted

    # you hold A K Q♥ and the joker; J♥ on the field makes 51
    deck = ["AH", "KH", "QH", "JK", "3C"] + ["AD", "KD", "3D", "4C", "5C"]
    deck += ["AC", "KC", "6D", "7S", "8D"] + ["2S", "QS", "JH", "9D", "2D"]
    stop = said("fifty-one", scripted(deck, []), 0)
    assert stop.advice["reason"] == "fifty-one.hint.swap_stop" and not judge(stop).false
    assert refused(stop, "fifty-one.hint.swap_stop_extra")  # no one more turn here
    later = said("fifty-one", scripted(deck, [], preset="one-more-turn"), 0)
    assert later.advice["reason"] == "fifty-one.hint.swap_stop_extra"
    assert not judge(later).false
    # "a stop that wins the round" is false here: in its one more turn another player may
    # reach A K Q J 10 of a suit without the joker, which ranks above a 51 holding it
    wins = later.with_advice(later.advice["action"], "fifty-one.hint.swap_stop",
                             **later.advice["params"])
    assert any("one more turn" in what for what in judge(wins).false)


def test_a_call_nobody_can_beat_and_a_threat_that_can() -> None:
    from tests.engine.test_cpu_fifty_one import WEAK_DECK, WEAK_MOVES, scripted

    deck = ["AS", "KS", "QS", "JS", "2C"] + ["AD", "KD", "3D", "4C", "5C"]
    deck += ["AC", "KC", "6D", "7H", "8D"] + ["9S", "QH", "JC", "9D", "2D"]
    call = said("fifty-one", scripted(deck, ["swap 2C 9S"]), 0)
    assert call.advice["action"] == "call" and not judge(call).false
    threat = said("fifty-one", scripted(WEAK_DECK, WEAK_MOVES, preset="one-more-turn"), 0)
    assert threat.advice["reason"] == "fifty-one.hint.nocall_threat"
    assert not judge(threat).false
    # the sure call is false here: CPU 1 holds Q♥ J♥ 10♥ from the field
    assert refused(threat, "fifty-one.hint.call_sure")
    assert refused(threat, collector=2)  # CPU 2 collects nothing that beats the call


def test_gin_sentences_on_stacked_deals() -> None:
    from tests.engine.test_cpu_gin_rummy import (
        DEALER_HAND,
        EASY_HAND,
        GIN_HAND,
        _eights_state,
        deal,
        play,
    )

    def position(state: Any) -> Position:
        (seat,) = GAME_OF["gin-rummy"].to_act(state)
        return said("gin-rummy", state, seat)

    run = position(deal(EASY_HAND, DEALER_HAND, "9H"))
    assert run.advice["reason"] == "gin-rummy.hint.take_run" and not judge(run).false
    assert refused(run.with_advice("pass", "gin-rummy.hint.pass_upcard", card="9H"))
    assert refused(run, "gin-rummy.hint.take_set")  # 9♥ makes no set
    gin = position(play(deal(GIN_HAND, DEALER_HAND, "7D"), "draw discard"))
    assert gin.advice["reason"] == "gin-rummy.hint.gin" and not judge(gin).false
    assert refused(gin.with_advice("knock 4C", "gin-rummy.hint.gin", card="4C", deadwood=0))
    eights = position(_eights_state())
    assert eights.advice["reason"] == "gin-rummy.hint.discard_avoid"
    assert eights.advice["params"]["near"] == ["8D", "8S"] and not judge(eights).false
    assert refused(eights, near=["8S"])


def test_the_last_card_of_kakehiki() -> None:
    from tests.engine.test_cpu_kakehiki import play_rounds, start

    # the table at 12: 8♣ makes it 20, and a marriage follows unless the CPU lays a spade
    over = start(("KH", "KD", "8C", "AS", "2C"), ("AH", "TD", "3S", "4C", "9H"))
    position = said("kakehiki", play_rounds(over, (("AS", "TD"), ("2C", "AH"))), 0)
    assert position.advice["action"] == "play 8C"
    assert position.advice["reason"] == "kakehiki.hint.last_over_up"
    assert position.advice["params"]["over"] == 0 and not judge(position).false
    assert refused(position, "kakehiki.hint.last_need_up", need=0)
    # the table at 16: K♠ holds it at 6, so the CPU's card would have to add 14
    need = start(("KS", "AH", "2D", "3C", "4C"), ("5H", "4H", "TD", "9H", "8D"))
    position = said("kakehiki", play_rounds(need, (("3C", "5H"), ("4C", "4H"))), 0)
    assert position.advice["action"] == "play KS"
    assert position.advice["reason"] == "kakehiki.hint.last_need_up"
    assert position.advice["params"]["need"] == 14 and not judge(position).false
    # 2♦ instead: the table at 18, a marriage with most CPU cards, and 2♦ + A♥ left (12
    # points) lose it; K♠ does better against every card the CPU may hold or lay
    assert refused(position.with_advice("play 2D", "kakehiki.hint.last_need_up", card="2D",
                                        after=18, kept=11, need=2))


def test_the_last_cards_cases_are_those_of_every_hand() -> None:
    """恋のかけひき's last card is judged on every (card laid, points kept) the other seat may
    have: counted by kinds of card, they are those of every hand of the unseen cards."""
    rng = random.Random(5)
    for _ in range(20):
        unseen = rng.sample(DECK, rng.randint(3, 12))
        size = rng.randint(1, 3)
        every = {
            (TABLE[laid], sum(HAND[c] for c in hand) - HAND[laid])
            for hand in itertools.combinations(unseen, size)
            for laid in hand
        }
        assert last_cases(unseen, size) == every


def test_a_misere_trick_every_card_wins_and_the_scores_of_bid_game() -> None:
    from tests.engine.test_five_hundred_play import act, start

    # the hand: West leads 4♥, East plays 5♥, and South's hearts are 8♥ 7♥
    south = ["7H", "8H", "5S", "6S", "7S", "5C", "6C", "4D", "5D", "6D"]
    west = ["4H", "AS", "KS", "QS", "JS", "AC", "KC", "QC", "AD", "KD"]
    east = ["5H", "9S", "TS", "9C", "TC", "9D", "TD", "QD", "JC", "8C"]
    state = start([south, west, [], east], ["AH", "KH", "QH"], dealer=3, misere_any_time=True)
    state = act(state, "bid MISERE", "pass", "pass", "pass",
                "discard AH", "discard KH", "discard QH", "play 5S", "play AS", "play 9S",
                "play 4H", "play 5H")
    lost = said("five-hundred", state, 0)
    assert lost.advice["reason"] == "five-hundred.hint.play_misere_lost"
    assert not judge(lost).false
    # "the highest card that still loses the trick" is false: both hearts win it
    assert refused(lost, "five-hundred.hint.play_misere_duck")
    assert refused(lost, "five-hundred.hint.play_misere_forced")  # nobody plays after
    # "making it wins the game" from 280: 6♣ made (60) reaches 340, not 500; from 450 it wins
    bidding = said("five-hundred", start([south], dealer=3, scores=(280, 0)), 0)
    assert refused(bidding.with_advice("bid 6C", "five-hundred.hint.bid_game", bid="6♣"))
    near = said("five-hundred", start([south], dealer=3, scores=(450, 0)), 0)
    assert not judge(near.with_advice("bid 6C", "five-hundred.hint.bid_game", bid="6♣")).false
