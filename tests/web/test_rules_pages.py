"""The rules pages of 51, Gin Rummy and 恋のかけひき: markup, worked examples, and the calculators.

Every worked example's numbers are checked twice: against the engine's public functions, and
against what the page says next to the cards.
"""

from __future__ import annotations

import importlib
import re
import string
from html.parser import HTMLParser

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tefuda import i18n
from tefuda.cards import is_card
from tefuda.games import deck_for, five_hundred
from tefuda.games.fifty_one import hand_score
from tefuda.games.gin_rummy import best_melds, deadwood, score_knock, settle
from tefuda.games.kakehiki import hand_points, table_points
from tefuda.registry import GAMES as REGISTRY
from tefuda.registry import modules
from tests.web.fake_context import FakeContext
from web.page import Page
from web.rules import RULES, rules_class
from web.rules.common import cards_inline, expand

GAMES = tuple(modules("rules_page"))
LANGS = ("ja", "en")
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
VOID = {"br", "input", "img", "hr", "meta", "link"}


class Tree(HTMLParser):
    """Collects every start tag with its attributes, and checks that tags nest properly."""

    def __init__(self) -> None:
        super().__init__()
        self.elements: list[tuple[str, dict[str, str | None]]] = []
        self.stack: list[str] = []
        self.errors: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.elements.append((tag, dict(attrs)))
        if tag not in VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"</{tag}> closes {self.stack[-1:]}")
        else:
            self.stack.pop()


def parse(html: str) -> Tree:
    tree = Tree()
    tree.feed(html)
    tree.close()
    return tree


def text_of(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))


def has_number(number: int | str, text: str) -> bool:
    """Return True if ``number`` is in ``text`` as a whole number (no ``\\b`` in Japanese)."""
    return re.search(rf"(?<![\d.]){number}(?!\d)", text) is not None


def page(game: str, lang: str = "en") -> tuple[Page, FakeContext]:
    ctx = FakeContext(lang=lang)
    return rules_class(game)(ctx), ctx


class Rows(HTMLParser):
    """Collects the cards of every ``.cards-inline`` row, in page order."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[list[str]] = []
        self.depth = 0  # open spans inside the current row; 0 outside any row

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        if self.depth:
            if tag == "span":
                self.depth += 1
            if values.get("data-card"):
                self.rows[-1].append(str(values["data-card"]))
        elif tag == "span" and values.get("class") == "cards-inline":
            self.rows.append([])
            self.depth = 1

    def handle_endtag(self, tag: str) -> None:
        if self.depth and tag == "span":
            self.depth -= 1


def inline_cards(html: str) -> list[list[str]]:
    """Return the cards of every ``.cards-inline`` row, in page order."""
    rows = Rows()
    rows.feed(html)
    return rows.rows


def after_cards(html: str, cards: str, lang: str, until: str = "</p>") -> str:
    """Return the text from the example row showing exactly ``cards`` to the next ``until``."""
    row = cards_inline(cards.split(), lang)
    start = html.index(row)  # ValueError if the page has no such row
    return text_of(html[start : html.index(until, start)])


def pick(p: Page, act: str, cards: str) -> None:
    for card in cards.split():
        p.handle(act, {"card": card})


def tool(p: Page) -> str:
    html = p.render()
    start = html.index('<div class="rules-tool"')
    return html[start : html.index("<h2", start)]  # the tool ends before the next section


# --------------------------------------------------------------------------- every page


def test_each_rules_page_in_the_registry_is_its_games() -> None:
    assert RULES == {g: e.rules_page for g, e in REGISTRY.items() if e.rules_page}
    for game in REGISTRY:
        if game in RULES:
            cls = rules_class(game)
            assert issubclass(cls, Page) and cls.game_id == game
        else:
            with pytest.raises(KeyError):
                rules_class(game)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_page_renders_with_its_game_and_well_formed_markup(game: str, lang: str) -> None:
    p, ctx = page(game, lang)
    html = p.render()
    assert html.startswith(f'<article class="rules" data-game="{game}" lang="{lang}">')
    assert html.endswith("</article>")
    tree = parse(html)
    assert tree.errors == [] and tree.stack == []
    assert len(re.findall(r"<h2[ >]", html)) >= 6
    assert f'<a class="btn" href="#/{game}">' in html
    assert ctx.t(p.title_key) and ctx.t(p.title_key) != p.title_key


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_every_card_element_carries_a_valid_data_card(game: str, lang: str) -> None:
    html = page(game, lang)[0].render()
    cards = [a for _, a in parse(html).elements if "card" in (a.get("class") or "").split()]
    assert len(cards) > 60  # the examples plus the picker
    for attrs in cards:
        assert is_card(attrs.get("data-card")), attrs
    assert len(cards) == html.count("data-card=")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_markup_obeys_the_csp_and_the_hash_router(game: str, lang: str) -> None:
    html = page(game, lang)[0].render()
    assert " style=" not in html and "<script" not in html
    assert not re.search(r"\son[a-z]+=", html)
    for _, attrs in parse(html).elements:
        href = attrs.get("href")
        if href is not None and href.startswith("#"):
            assert href.startswith("#/"), href  # a bare #anchor would change the route


@pytest.mark.parametrize("game", GAMES)
def test_each_language_is_written_in_that_language(game: str) -> None:
    ja = page(game, "ja")[0].render()
    en = page(game, "en")[0].render()
    ja_text, en_text = text_of(ja), text_of(en)
    assert len(JAPANESE.findall(ja_text)) > 800
    assert JAPANESE.search(en_text) is None
    assert len(re.findall(r"[A-Za-z]+", en_text)) > 600
    assert ja != en


def test_unknown_markers_in_prose_are_refused() -> None:
    assert 'data-card="AS"' in expand("x [[AS]] y", "en", {})
    assert expand("[[w]]", "en", {"w": lambda: "<b>W</b>"}) == "<b>W</b>"
    with pytest.raises(ValueError, match="10S"):
        expand("[[10S]]", "en", {})


def test_the_catalog_is_complete_in_both_languages() -> None:
    assert "tefuda.i18n.catalog_rules" in i18n.BOOT_CATALOGS
    names = [n for n in i18n.CATALOG_MODULES if n.split(".")[-1] in ("catalog_rules", "rules")]
    assert {f"tefuda.i18n.{g.replace('-', '_')}.rules" for g in GAMES} <= set(names)
    messages = {k: v for n in names for k, v in importlib.import_module(n).MESSAGES.items()}
    for key, texts in messages.items():
        assert key.startswith("rules."), key
        assert texts["en"].strip() and texts["ja"].strip(), key
        parsed = [string.Formatter().parse(texts[lang]) for lang in LANGS]
        fields = [{f for _, f, _, _ in fields if f} for fields in parsed]
        assert fields[0] == fields[1], key
        words = re.sub(r"\{\w+\}", "", texts["en"])
        if re.search(r"[A-Za-z]", words):  # a text with words, not only a formula
            assert JAPANESE.search(texts["ja"]), key
        assert not JAPANESE.search(texts["en"]), key


# --------------------------------------------------------------------------- 51


FIFTY_ONE_EXAMPLES = [
    ("AH KH QH JH JK", 51),
    ("KD QD JD TD JK", 51),
    ("AS 2S 3S 4S JK", 31),
    ("AC KC QC 2D JK", 0),
    ("AH KH QH 9H 5H", 45),
    ("AS KS 9S 4S JK", 45),
]


@pytest.mark.parametrize("lang", LANGS)
def test_51_worked_examples_match_the_engine_and_the_page(lang: str) -> None:
    html = page("fifty-one", lang)[0].render()
    for cards, score in FIFTY_ONE_EXAMPLES:
        assert hand_score(cards.split()) == score
        assert has_number(score, after_cards(html, cards, lang)), cards
    text = text_of(html)
    assert "66" in text and "−51" in text  # bonus scoring: 51 + 5 + 10, and a failed call
    for key in ("←", "→", "↑", "↓", "Enter", "Space", ">A<", ">F<", ">P<", ">C<", ">N<"):
        assert key in html, key


def test_51_links_open_the_game_with_each_preset() -> None:
    html = page("fifty-one", "ja")[0].render()
    for preset in ("standard", "one-more-turn", "stadium", "custom"):
        assert f'href="index.html?preset={preset}#/fifty-one"' in html


@pytest.mark.parametrize("lang", LANGS)
def test_51_calculator_explains_a_low_joker_hand(lang: str) -> None:
    p, ctx = page("fifty-one", lang)
    pick(p, "calc-pick", "AS 2S 3S 4S JK")
    out = tool(p)
    assert 'data-score="31"' in out
    assert ctx.t("rules.fifty-one.calc.joker_high", rest=20, over=31) in out
    assert ctx.t("rules.fifty-one.calc.call") in out
    assert ctx.announced[-1] == ctx.t("rules.fifty-one.calc.score", score=31)
    assert ctx.renders == 5


def test_51_calculator_explains_the_joker_as_ten_and_the_stop() -> None:
    p, ctx = page("fifty-one", "en")
    pick(p, "calc-pick", "AH KH QH JH JK")
    out = tool(p)
    assert 'data-score="51"' in out
    assert "The joker counts only 10: as 11 it would make 41 + 11 = 52, past 51." in out
    assert "A♥ 11 + K♥ 10 + Q♥ 10 + J♥ 10 + 🃏 10 = 51" in out
    assert ctx.t("rules.fifty-one.calc.stop") in out


@pytest.mark.parametrize("lang", LANGS)
def test_51_calculator_scores_mixed_suits_zero(lang: str) -> None:
    p, ctx = page("fifty-one", lang)
    pick(p, "calc-pick", "AC KC QC 2D JK")
    out = tool(p)
    assert 'data-score="0"' in out
    suits = "ダイヤ・クラブ" if lang == "ja" else "diamonds, clubs"  # in S H D C order
    assert ctx.t("rules.fifty-one.calc.mixed", suits=suits) in out


def test_51_calculator_warns_early_and_waits_for_five_cards() -> None:
    p, ctx = page("fifty-one", "en")
    pick(p, "calc-pick", "AC 2D")
    out = tool(p)
    assert "data-score" not in out
    assert ctx.t("rules.fifty-one.calc.need", count=3) in out
    assert ctx.t("rules.fifty-one.calc.mixed_early", suits="diamonds, clubs") in out


@pytest.mark.parametrize("lang", LANGS)
def test_51_calculator_refuses_a_sixth_card(lang: str) -> None:
    p, ctx = page("fifty-one", lang)
    pick(p, "calc-pick", "AS 2S 3S 4S JK 9H")
    out = tool(p)
    message = ctx.t("rules.fifty-one.calc.full")
    assert f"data-refusal>{message}<" in out
    assert ctx.announced[-1] == message
    assert 'data-score="31"' in out  # the hand did not change
    assert 'data-focus-id="calc-pick-9H" aria-pressed="false"' in out
    p.handle("calc-pick", {"card": "JK"})  # putting one back clears the message
    out = tool(p)
    assert "data-refusal" not in out and "data-score" not in out
    p.handle("calc-pick", {"card": "9H"})
    assert 'data-score="0"' in tool(p)


def test_51_calculator_ignores_bad_cards_and_clears() -> None:
    p, ctx = page("fifty-one", "en")
    p.handle("calc-pick", {"card": "ZZ"})
    p.handle("calc-pick", {})
    assert ctx.renders == 0
    pick(p, "calc-pick", "AS KS")
    assert 'aria-pressed="true"' in tool(p)
    p.handle("calc-clear", {})
    assert 'aria-pressed="true"' not in tool(p)
    assert ctx.announced[-1] == ctx.t("rules.common.cleared")


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(deck_for("fifty-one")), min_size=5, max_size=5, unique=True))
def test_51_calculator_always_shows_the_engine_score_and_a_true_sum(cards: list[str]) -> None:
    p, _ = page("fifty-one", "en")
    pick(p, "calc-pick", " ".join(cards))
    out = tool(p)
    score = hand_score(cards)
    assert f'data-score="{score}"' in out
    match = re.search(r"All \w+: (.*?) = (\d+)</li>", out)
    if score == 0:
        assert match is None
    else:
        assert match is not None
        terms = [int(term.rsplit(" ", 1)[1]) for term in match.group(1).split(" + ")]
        assert sum(terms) == score == int(match.group(2))


# --------------------------------------------------------------------------- Gin Rummy


KNOCKER = "5H 6H 7H JC JD JS 2D 3D 4D 8C"
DEFENDER = "8H 9H KS KC KD 3S 4S 5S QC TC"
GIN = "2D 3D 4D 5D 5H 6H 7H JC JD JS"


def test_gin_worked_examples_match_the_engine() -> None:
    assert deadwood("7H 7S 7D 8H 9H".split()) == 14
    assert deadwood(KNOCKER.split()) == 8
    knock = score_knock(KNOCKER.split(), DEFENDER.split())
    assert (knock.kind, knock.points, knock.defender_deadwood) == ("knock", 12, 20)
    assert knock.layoffs == ["8H", "9H"]
    under = score_knock(KNOCKER.split(), DEFENDER.replace("QC TC", "2C 6C").split())
    assert (under.kind, under.winner, under.points) == ("undercut", "defender", 25)
    gin = score_knock(GIN.split(), DEFENDER.split())
    assert (gin.kind, gin.points, gin.defender_deadwood, gin.layoffs) == ("gin", 62, 37, [])
    assert settle([105, 0], [3, 0])["final"] == [385, 0]
    assert settle([105, 20], [3, 1])["final"] == [280, 45]


@pytest.mark.parametrize("lang", LANGS)
def test_gin_page_shows_the_worked_examples(lang: str) -> None:
    html = page("gin-rummy", lang)[0].render()
    assert has_number(14, after_cards(html, "7H 7S 7D 8H 9H", lang, "</div>"))
    assert has_number(20, after_cards(html, "8H 9H QC TC", lang, "</div>"))
    assert has_number(62, after_cards(html, "2D 3D 4D 5D", lang, "</div>"))
    text = text_of(html)
    for number in ("12", "25", "27", "385", "280", "45", "100"):
        assert has_number(number, text), number
    rows = inline_cards(html)
    assert ["AS", "2S", "3S"] in rows and ["QH", "KH", "AH"] in rows


@pytest.mark.parametrize("lang", LANGS)
def test_meld_explorer_finds_the_run_not_the_set(lang: str) -> None:
    p, ctx = page("gin-rummy", lang)
    hand = "7H 7S 7D 8H 9H 2C 3C 4C KS 5D"
    pick(p, "explore-pick", hand)
    out = tool(p)
    assert deadwood(hand.split()) == 29
    assert 'data-deadwood="29"' in out
    melds = re.findall(r'<li class="meld" data-kind="(\w+)">(.*?)</li>', out)
    shown = [(kind, re.findall(r'data-card="(\w\w)"', body)) for kind, body in melds]
    assert shown == [("run", ["2C", "3C", "4C"]), ("run", ["7H", "8H", "9H"])]
    assert best_melds(hand.split())[0] == [cards for _, cards in shown]
    dead = out[out.index('class="tool-dead"') :]
    assert re.findall(r'data-card="(\w\w)"', dead.split("</div>")[0]) == ["7S", "KS", "5D", "7D"]
    assert ctx.t("rules.gin-rummy.explore.no_knock", points=29) in out
    assert ctx.announced[-1] == ctx.t("rules.gin-rummy.explore.count", points=29)


def test_meld_explorer_counts_a_partial_hand_and_writes_the_sum() -> None:
    p, ctx = page("gin-rummy", "en")
    pick(p, "explore-pick", "7H 7S 7D 8H 9H")
    out = tool(p)
    assert 'data-deadwood="14"' in out
    assert "7♠ 7 + 7♦ 7 = 14" in out
    assert ctx.t("rules.gin-rummy.explore.need", count=5) in out


def test_meld_explorer_refuses_an_eleventh_card() -> None:
    p, ctx = page("gin-rummy", "en")
    p.handle("explore-load", {"example": "gin"})
    out = tool(p)
    assert 'data-deadwood="0"' in out and ctx.t("rules.gin-rummy.explore.gin") in out
    p.handle("explore-pick", {"card": "KC"})
    out = tool(p)
    assert ctx.t("rules.gin-rummy.explore.full") in out and "data-refusal" in out
    assert ctx.announced[-1] == ctx.t("rules.gin-rummy.explore.full")
    assert 'data-focus-id="explore-pick-KC" aria-pressed="false"' in out


def test_meld_explorer_examples_show_ace_low() -> None:
    p, ctx = page("gin-rummy", "ja")
    p.handle("explore-load", {"example": "aces"})
    out = tool(p)
    assert 'data-deadwood="30"' in out
    dead = out[out.index('class="tool-dead"') :].split("</div>")[0]
    assert set(re.findall(r'data-card="(\w\w)"', dead)) == {"AH", "QH", "KH", "9C"}
    p.handle("explore-load", {"example": "nonsense"})
    assert 'data-deadwood="30"' in tool(p)
    p.handle("explore-clear", {})
    assert "data-deadwood" not in tool(p)


def test_meld_explorer_knock_message() -> None:
    p, ctx = page("gin-rummy", "en")
    pick(p, "explore-pick", KNOCKER)
    out = tool(p)
    assert 'data-deadwood="8"' in out
    assert ctx.t("rules.gin-rummy.explore.knock", points=8) in out


# --------------------------------------------------------------------------- 恋のかけひき


def test_kakehiki_worked_game_matches_the_engine() -> None:
    assert table_points("3H 9C 9D 7S".split()) == 14
    assert table_points("3H 9C 9D 7S KC AD".split()) == 25
    assert hand_points("QH 7D".split()) == 17
    assert hand_points("6S 7H".split()) == 13
    assert hand_points("3H 9D KC QH 7D".split()) == 39


@pytest.mark.parametrize("lang", LANGS)
def test_kakehiki_page_shows_the_worked_game(lang: str) -> None:
    html = page("kakehiki", lang)[0].render()
    text = text_of(html)
    if lang == "ja":
        assert "3＋9＋9−7＝14" in text and "14＋10＋1＝25" in text
    else:
        assert "3 + 9 + 9 − 7 = 14" in text and "14 + 10 + 1 = 25" in text
    assert has_number(17, after_cards(html, "QH 7D", lang))
    assert has_number(13, after_cards(html, "6S 7H", lang))
    assert ["3H", "9D", "KC", "QH", "7D"] in inline_cards(html)
    assert ["9C", "7S", "AD", "6S", "7H"] in inline_cards(html)


@pytest.mark.parametrize("lang", LANGS)
def test_table_calculator_after_two_cards_each(lang: str) -> None:
    p, ctx = page("kakehiki", lang)
    pick(p, "table-pick", "3H 9C 9D 7S")
    out = tool(p)
    assert 'data-total="14" data-marriage="false"' in out
    assert ctx.t("rules.kakehiki.table.to_go", points=6) in out
    assert ctx.t("rules.kakehiki.table.third") in out
    assert 'data-share="70"' in out
    pick(p, "table-pick", "KC AD")
    out = tool(p)
    assert 'data-total="25" data-marriage="true"' in out
    assert ctx.t("rules.kakehiki.table.marriage") in out
    assert 'data-share="100"' in out


def test_table_calculator_shows_signed_values_and_no_marriage() -> None:
    p, ctx = page("kakehiki", "en")
    pick(p, "table-pick", "KS JK 2H 3D 4C 5H")
    out = tool(p)
    assert table_points("KS JK 2H 3D 4C 5H".split()) == 4
    assert 'data-total="4"' in out
    assert "K♠ −10 🃏 0 2♥ +2 3♦ +3 4♣ +4 5♥ +5 = 4" in out
    assert ctx.t("rules.kakehiki.table.no_marriage") in out


def test_table_calculator_refuses_a_seventh_card_and_clears() -> None:
    p, ctx = page("kakehiki", "ja")
    pick(p, "table-pick", "AH 2H 3H 4H 5H 6H 7H")
    out = tool(p)
    assert ctx.t("rules.kakehiki.table.full") in out
    assert 'data-total="21"' in out
    assert ctx.announced[-1] == ctx.t("rules.kakehiki.table.full")
    p.handle("table-clear", {})
    out = tool(p)
    assert 'data-total="0"' in out and ctx.t("rules.kakehiki.table.empty") in out


def test_table_calculator_negative_total() -> None:
    p, ctx = page("kakehiki", "en")
    pick(p, "table-pick", "KS QS")
    out = tool(p)
    assert 'data-total="-20"' in out
    assert ctx.t("rules.kakehiki.table.to_go", points=40) in out


# --------------------------------------------------------------------------- 500


FIVE_HUNDRED_TRICKS = [("H", "AH JD KH JH", 3), ("H", "JD 9H AH QD", 0), ("S", "KD AD 6S QD", 2)]


def test_500_worked_examples_match_the_engine() -> None:
    for trump, cards, winner in FIVE_HUNDRED_TRICKS:
        assert five_hundred.trick_winner(cards.split(), trump) == winner, cards
    assert five_hundred.legal_cards(["JD", "5D"], ["AD"], "H") == ["5D"]
    assert five_hundred.legal_cards(["JD", "5S"], ["AH"], "H") == ["JD"]
    assert five_hundred.legal_cards(["JK", "5S"], ["AH"], "H") == ["JK"]
    assert five_hundred.sort_hand(["QH", "TH", "KH", "JK", "AH", "JD", "JH"], "H") == tuple("JK JH JD AH KH QH TH".split())
    made, lost = five_hundred.score_hand("8H", 9), five_hundred.score_hand("8H", 7)
    assert (made.contractors, made.defenders, lost.contractors, lost.defenders) == (300, 10, -300, 30)
    assert five_hundred.score_hand("7S", 10).contractors == 250 and five_hundred.bid_value("7S") == 140
    assert five_hundred.score_hand("MISERE", 0).contractors == 250
    assert five_hundred.score_hand("OPEN_MISERE", 0).contractors == 520
    totals = (460 + five_hundred.score_hand("7S", 7).contractors, 480 + five_hundred.score_hand("7S", 7).defenders)
    assert totals == (600, 510)
    end = five_hundred.game_end(totals, 0, True, must_win_by_contract=False)
    assert end is not None and end.winner == 0
    assert sum(1 for c in five_hundred.DECK if five_hundred.is_trump(c, "H")) == 13
    assert sum(1 for c in five_hundred.DECK if five_hundred.is_trump(c, "S")) == 12


@pytest.mark.parametrize("lang", LANGS)
def test_500_page_shows_the_examples_the_ladder_and_the_score_table(lang: str) -> None:
    html = page("five-hundred", lang)[0].render()
    rows = inline_cards(html)
    for _, cards, _ in FIVE_HUNDRED_TRICKS:
        assert cards.split() in rows, cards
    assert ["JK", "JH", "JD", "AH", "KH", "QH", "TH"] in rows and ["JD", "5D"] in rows
    ladder = re.findall(r'<li data-bid="(\w+)"', html)
    assert ladder == list(five_hundred.BIDS)
    table = html[html.index("data-scores") : html.index("</table>", html.index("data-scores"))]
    values = [int(v) for v in re.findall(r"<td(?: colspan=\"5\")?>(\d+)</td>", table)]
    expected = [five_hundred.bid_value(f"{n}{t}") for t in five_hundred.TRUMPS for n in range(6, 11)]
    assert values == [*expected, 250, 520]
    text = text_of(html)
    for number in ("300", "−300", "250", "140", "600", "510", "13", "12", "43"):
        assert has_number(number.lstrip("−"), text), number


def test_500_demonstrator_names_the_bowers() -> None:
    p, ctx = page("five-hundred", "en")
    pick(p, "trick-pick", "AH JD KH JH")
    out = tool(p)
    assert 'data-winner="JH" data-index="3"' in out
    assert "Card 4, J♥, wins the trick: the highest trump." in out
    assert "Card 2, J♦: the left bower, a trump, third after the joker and the right bower." in out
    assert "Card 4, J♥: the right bower, the second-highest trump." in out
    assert ctx.announced[-1] == "Card 4, J♥, wins the trick: the highest trump."
    # the same cards in no trumps: no bowers, the ace of hearts leads and wins
    p.handle("trick-trump", {"trump": "NT"})
    out = tool(p)
    assert 'data-winner="AH"' in out and "Card 2, J♦: neither a trump nor of the suit led" in out


@pytest.mark.parametrize("lang", LANGS)
def test_500_demonstrator_asks_the_joker_its_suit_in_no_trumps(lang: str) -> None:
    p, ctx = page("five-hundred", lang)
    p.handle("trick-trump", {"trump": "NT"})
    pick(p, "trick-pick", "JK AH")
    out = tool(p)
    assert 'data-act="trick-name"' in out and ctx.t("rules.five-hundred.trick.name_first") in out
    p.handle("trick-name", {"suit": "H"})
    out = tool(p)
    assert ctx.t("rules.five-hundred.trick.led_joker", symbol="♥") in out
    assert ctx.t("rules.five-hundred.trick.need", count=2) in out
    assert 'data-winner="JK"' in out
    assert ctx.t("rules.five-hundred.trick.wins_trump_so_far", number=1, card="🃏") in out


def test_500_demonstrator_loads_examples_refuses_a_fifth_card_and_clears() -> None:
    p, ctx = page("five-hundred", "en")
    p.handle("trick-load", {"example": "left_led"})
    out = tool(p)
    assert 'data-winner="JD" data-index="0"' in out
    assert "J♦ is a trump, so this is a trump lead (♥)" in out
    assert "Card 4, Q♦: neither a trump nor of the suit led, so it cannot win." in out
    p.handle("trick-load", {"example": "ruff"})
    assert 'data-winner="6S"' in tool(p) and 'aria-pressed="true">♠ spades' in tool(p)
    p.handle("trick-load", {"example": "jacks_nt"})
    assert 'data-winner="AD"' in tool(p)
    p.handle("trick-pick", {"card": "KS"})
    out = tool(p)
    assert f"data-refusal>{ctx.t('rules.five-hundred.trick.full')}<" in out and 'data-winner="AD"' in out
    p.handle("trick-load", {"example": "nonsense"})
    p.handle("trick-trump", {"trump": "X"})
    p.handle("trick-pick", {"card": "2H"})  # not a card of the 43
    assert 'data-winner="AD"' in tool(p)
    p.handle("trick-clear", {})
    assert "data-winner" not in tool(p) and ctx.t("rules.five-hundred.trick.empty") in tool(p)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(five_hundred.TRUMPS), st.lists(st.sampled_from(five_hundred.DECK), min_size=1, max_size=4, unique=True))
def test_500_demonstrator_always_shows_the_engines_winner(trump: str, cards: list[str]) -> None:
    p, _ = page("five-hundred", "en")
    p.handle("trick-trump", {"trump": trump})
    pick(p, "trick-pick", " ".join(cards))
    named = "S" if cards[0] == "JK" and trump == "NT" else None
    if named:
        p.handle("trick-name", {"suit": named})
    index = five_hundred.trick_winner(cards, trump, named)
    assert f'data-winner="{cards[index]}" data-index="{index}"' in tool(p)
