"""500's CPU (the easy policy every level plays for now): legal choices from the view alone,
its bids, discards and plays on stacked deals."""

from __future__ import annotations

import random

import pytest

from tefuda.cards import rng_for
from tefuda.cpu.five_hundred import LEVELS, choose
from tefuda.games.five_hundred import GAME
from tests.engine.test_five_hundred_play import (
    SEVEN_HEARTS,
    SEVEN_HEARTS_KITTY,
    act,
    plays,
    seven_hearts,
    start,
)


def cpu(state: object, level: str = "easy") -> str:
    (seat,) = GAME.to_act(state)  # type: ignore[arg-type]
    return choose(GAME.view(state, seat), level, random.Random(0))  # type: ignore[arg-type]


def test_levels_and_bad_input() -> None:
    assert LEVELS == ("easy", "normal", "hard")
    state = start(SEVEN_HEARTS, SEVEN_HEARTS_KITTY)
    with pytest.raises(ValueError):
        choose(GAME.view(state, 0), "expert", random.Random(0))
    with pytest.raises(ValueError):
        choose(GAME.view(state, 1), "easy", random.Random(0))  # not its turn: nothing legal


def test_it_bids_its_longest_suit_at_the_cheapest_level_it_is_worth() -> None:
    state = start(SEVEN_HEARTS, SEVEN_HEARTS_KITTY)
    # four cards of a suit are worth a 6-bid, each more a trick more; raw count: J♦ counts as
    # a diamond and the joker not at all.  South: five hearts (up to 7♥), West seven spades
    # (9♠), North six clubs (8♣), East nine diamonds (10♦); each bids as low as it may.
    expected = ["bid 6H", "bid 7S", "bid 7C", "bid 7D", "bid 7H", "bid 8S", "bid 8C", "bid 8D",
                "pass", "bid 9S", "pass", "bid 9D", "pass"]
    made = []
    for _ in expected:
        made.append(cpu(state))
        state = act(state, made[-1])
    assert made == expected
    assert state.phase == "kitty" and state.contractor == 3 and state.contract == "9D"


def test_it_discards_its_lowest_cards() -> None:
    state = act(start(SEVEN_HEARTS, SEVEN_HEARTS_KITTY), "bid 7H", "pass", "pass", "pass")
    assert cpu(state) == "discard 5S"  # the lowest non-trump
    state = act(state, "discard 5S", "discard 6S", "discard 7S")
    assert len(state.hands[0]) == 10


def test_it_plays_its_highest_card_when_it_can_win_and_its_lowest_otherwise() -> None:
    state = seven_hearts()
    assert cpu(state) == "play JK"  # leading: its highest card
    state = act(state, "play 5S")
    assert cpu(state) == "play AS"  # West can win: its highest spade
    state = act(state, "play AS")
    assert cpu(state) == "play 6H"  # North, void in spades, wins with its highest trump
    state = act(state, "play 6H")
    assert cpu(state) == "play 5D"  # East cannot beat the trump: its lowest card


def test_it_throws_its_lowest_card_when_it_cannot_win() -> None:
    state = act(seven_hearts(), *plays("JK"))
    # West, void in hearts, cannot beat the joker: its lowest card, a plain 8♠
    assert cpu(state) == "play 8S"


def test_every_level_plays_a_whole_game_legally() -> None:
    for level in LEVELS:
        state = GAME.start(GAME.normalize_options({"misere_any_time": True}), 5)
        steps = 0
        while not GAME.is_over(state) and steps < 3000:
            (seat,) = GAME.to_act(state)
            view = GAME.view(state, seat)
            text = choose(view, level, rng_for(5, level, steps))
            assert text in view["legal"]
            state = GAME.apply(state, seat, text)
            steps += 1
        assert GAME.is_over(state), level


# --------------------------------------------------------------------------- the hint


def _views(games: int = 3) -> list[dict]:
    """Return the views of the seat to act through a few whole games of normal CPUs."""
    out: list[dict] = []
    for seed in range(games):
        state = GAME.start(GAME.normalize_options({"misere_any_time": True}), seed)
        while not GAME.is_over(state):
            (seat,) = GAME.to_act(state)
            view = GAME.view(state, seat)
            out.append(view)
            state = GAME.apply(state, seat, choose(view, "normal", rng_for(seed, len(out))))
    return out


def test_the_hint_advises_a_legal_action_with_a_reason_in_both_languages() -> None:
    from tefuda import i18n
    from tefuda.cpu.five_hundred import hint

    reasons = set()
    for view in _views()[::3]:
        advice = hint(view)
        assert advice["action"] in view["legal"]
        assert advice["reason"].startswith("five-hundred.hint.")
        reasons.add(advice["reason"])
        for lang in ("en", "ja"):
            text = i18n.t(lang, advice["reason"], **advice["params"])
            assert text and "{" not in text
    assert len(reasons) >= 8


def test_the_hint_is_the_same_for_the_same_view_and_waits_when_idle() -> None:
    import copy

    from tefuda.cpu.five_hundred import hint

    views = _views(1)
    for view in views[::7]:
        assert hint(view) == hint(copy.deepcopy(view))
    state = start(SEVEN_HEARTS, SEVEN_HEARTS_KITTY)
    assert hint(GAME.view(state, 1)) == {"action": None, "reason": "five-hundred.hint.wait",
                                         "params": {}}
