"""The one grammar of actions (tefuda.actions) and the one declaration of options
(tefuda.options): what a game declares once, and everything derived from it."""

from __future__ import annotations

import dataclasses

import pytest

from tefuda.actions import Action, Grammar, legal_of
from tefuda.core import BadActionText
from tefuda.options import BadOption, Options, choice, flag


@dataclasses.dataclass(frozen=True)
class Bid(Action):
    form = "bid {bid:bid}"
    bid: str


@dataclasses.dataclass(frozen=True)
class Play(Action):
    form = "play {card:card} [{named:suit}]"
    card: str
    named: str | None = None


@dataclasses.dataclass(frozen=True)
class Pass(Action):
    form = "pass"


GRAMMAR = Grammar("toy", [Bid, Play, Pass], {"bid": ("6S", "MISERE"), "card": ("JK", "7C"),
                                             "suit": ("H", "S")})


@pytest.mark.parametrize("action", [Bid("MISERE"), Play("7C"), Play("JK", "H"), Pass()])
def test_text_and_parse_are_inverse(action: Action) -> None:
    assert GRAMMAR.parse(str(action)) == action


@pytest.mark.parametrize("text", [
    "", "pass ", " pass", "pass pass", "bid", "bid 7S", "bid  6S", "play", "play 7C H S",
    "play 7C X", "Play 7C", "bid misere", "discard 7C",
])
def test_any_other_text_is_refused(text: str) -> None:
    with pytest.raises(BadActionText, match="not a toy action"):
        GRAMMAR.parse(text)


@pytest.mark.parametrize("value", [None, 7, b"pass", ["pass"]])
def test_a_value_that_is_no_text_is_refused(value: object) -> None:
    with pytest.raises(BadActionText):
        GRAMMAR.parse(value)  # type: ignore[arg-type]


def test_forms_are_checked_when_the_grammar_is_built() -> None:
    @dataclasses.dataclass(frozen=True)
    class Swap(Action):
        form = "swap {give:card}"
        give: str
        take: str

    with pytest.raises(TypeError, match="leaves out"):
        Grammar("toy", [Swap], {"card": ("7C",)})

    @dataclasses.dataclass(frozen=True)
    class Odd(Action):
        form = "odd {card:colour}"
        card: str

    with pytest.raises(TypeError, match="unknown word kind"):
        Grammar("toy", [Odd], {"card": ("7C",)})

    @dataclasses.dataclass(frozen=True)
    class Early(Action):
        form = "early [{card:card}] now"
        card: str | None = None

    with pytest.raises(TypeError, match="only the last word"):
        Grammar("toy", [Early], {"card": ("7C",)})


def test_a_class_may_refuse_a_combination_of_words() -> None:
    @dataclasses.dataclass(frozen=True)
    class Lead(Action):
        form = "lead {card:card} [{named:suit}]"
        card: str
        named: str | None = None

        def __post_init__(self) -> None:
            if self.named is not None and self.card != "JK":
                raise ValueError("only the joker names a suit")

    grammar = Grammar("toy", [Lead], {"card": ("JK", "7C"), "suit": ("H", "S")})
    assert grammar.parse("lead JK H") == Lead("JK", "H")
    assert grammar.parse("lead 7C") == Lead("7C")
    with pytest.raises(BadActionText, match="not a toy action: 'lead 7C H'"):
        grammar.parse("lead 7C H")


def test_the_grammar_reads_a_views_legal_actions_typed() -> None:
    view = {"legal": ["pass", "play JK S", "bid 6S"]}
    assert GRAMMAR.legal(view) == [Pass(), Play("JK", "S"), Bid("6S")]
    assert GRAMMAR.verbs == {"bid", "play", "pass"}
    with pytest.raises(BadActionText):
        GRAMMAR.legal({"legal": ["knock 7C"]})


def test_legal_of_keeps_the_order_and_the_kinds_asked_for() -> None:
    view = {"legal": ["pass", "play JK S", "bid 6S", "play 7C"]}
    assert legal_of(view, Play) == [Play("JK", "S"), Play("7C")]
    assert legal_of(view, Bid, Pass) == [Pass(), Bid("6S")]
    with pytest.raises(BadActionText):
        legal_of({"legal": ["knock 7C"]}, Play)


# --------------------------------------------------------------------------- options


@dataclasses.dataclass(frozen=True)
class ToyOptions(Options):
    game_id = "toy"
    preset: str = choice("plain", ("plain", "custom"))
    seats: int = choice(4, (2, 3, 4, 5), query="cpus", shown=-1)
    bonus: bool = flag(False, requires=("preset", "custom"))


def test_defaults_fill_what_is_missing() -> None:
    assert ToyOptions.normalize(None) == {"preset": "plain", "seats": 4, "bonus": False}
    assert ToyOptions.normalize({"seats": 2}) == {"preset": "plain", "seats": 2, "bonus": False}


@pytest.mark.parametrize(("given", "option", "reason"), [
    ({"colour": "red"}, "colour", "unknown"),
    ({"seats": "3"}, "seats", "bad_value"),
    ({"seats": 3.0}, "seats", "bad_value"),
    ({"seats": True}, "seats", "bad_value"),
    ({"bonus": 1}, "bonus", "bad_value"),
    ({"bonus": True}, "bonus", "fixed"),
    ([("seats", 3)], "", "not_object"),
])
def test_bad_options_are_refused_naming_the_option(given: object, option: str, reason: str) -> None:
    with pytest.raises(BadOption) as caught:
        ToyOptions.normalize(given)  # type: ignore[arg-type]
    assert (caught.value.option, caught.value.reason) == (option, reason)
    assert isinstance(caught.value, ValueError)


def test_a_required_option_frees_the_other() -> None:
    assert ToyOptions.normalize({"preset": "custom", "bonus": True})["bonus"] is True


def test_the_query_round_trips_with_its_own_words() -> None:
    options = ToyOptions.normalize({"preset": "custom", "seats": 3, "bonus": True})
    query = ToyOptions.to_query(options)
    assert query == {"preset": "custom", "cpus": "2", "bonus": "true"}
    assert ToyOptions.from_query(query.get) == (options, [])
    # a switch that the preset fixes is not written
    assert "bonus" not in ToyOptions.to_query(ToyOptions.normalize({"seats": 2}))


def test_the_query_gives_only_what_it_names_and_reports_bad_values() -> None:
    got, refused = ToyOptions.from_query({"cpus": "9", "bonus": "Yes"}.get)
    # a switch in the URL brings the preset that frees it
    assert got == {"bonus": True, "preset": "custom"}
    assert refused == [BadOption("seats", 10, "bad_value")]  # cpus=9: ten seats, as the option counts
    assert ToyOptions.from_query({}.get) == ({}, [])


def test_a_default_outside_the_choices_is_a_programming_error() -> None:
    with pytest.raises(TypeError):
        choice(7, (1, 2, 3))
    with pytest.raises(TypeError):
        choice(1, (1, "2"))


def test_labels_are_catalog_keys_made_from_the_names() -> None:
    spec = ToyOptions.spec("preset")
    assert spec.label("toy") == "toy.option.preset"
    assert spec.choice_label("toy", "custom") == "toy.option.preset.custom"
    assert [s.name for s in ToyOptions.specs()] == ["preset", "seats", "bonus"]


def test_what_can_be_kept_is_kept_and_the_rest_refused_one_by_one() -> None:
    kept, refused = ToyOptions.accepted({"preset": "plain", "bonus": True, "seats": 9})
    # the switch the preset fixes is the one refused, not the preset
    assert kept == {"preset": "plain"}
    assert refused == [BadOption("seats", 9, "bad_value"), BadOption("bonus", True, "fixed")]
    assert refused[1].fixed_by == ("preset", "custom")
    with pytest.raises(BadOption):
        ToyOptions.accepted([("seats", 3)])  # type: ignore[arg-type]


def test_a_url_that_fixes_what_it_also_asks_for_keeps_the_rest() -> None:
    got, refused = ToyOptions.from_query({"preset": "plain", "bonus": "true", "cpus": "2"}.get)
    assert got == {"preset": "plain", "seats": 3} and refused == [BadOption("bonus", True, "fixed")]


def test_a_form_control_uses_the_values_own_words_and_the_url_its_shown_ones() -> None:
    seats = ToyOptions.spec("seats")
    assert (seats.to_text(4), seats.to_query(4)) == ("4", "3")
    assert (seats.from_text("4"), seats.from_query("3")) == (4, 4)
    assert ToyOptions.spec("bonus").from_text("false") is False


def test_setups_laid_over_one_another_drop_what_the_result_fixes() -> None:
    remembered = {"preset": "custom", "bonus": True, "seats": 2}
    assert ToyOptions.merged(remembered, {"seats": 5}) == {"preset": "custom", "bonus": True, "seats": 5}
    assert ToyOptions.merged(remembered, {"preset": "plain"}) == {"preset": "plain", "seats": 2}
