"""Every game's table plugged into the TableSuite (tests/web/table_suite.py): a whole game played
with the page's own controls, every legal action's control, refusals, reloads and the events
line in both languages.  Each class says only how its table's person makes an action that
takes more than one press."""

from __future__ import annotations

from typing import Any

from tefuda.cards import JOKER
from tefuda.games.fifty_one import GAME as GAME_51
from tefuda.games.fifty_one import Swap
from tefuda.games.five_hundred import GAME as GAME_500
from tefuda.games.five_hundred import Discard
from tefuda.games.five_hundred import Play as PlayCard
from tefuda.games.gin_rummy import GAME as GAME_GIN
from tefuda.games.gin_rummy import Discard as GinDiscard
from tefuda.games.gin_rummy import Knock
from tefuda.games.kakehiki import GAME as GAME_KK
from tefuda.games.kakehiki import Play as Lay
from tests.web.table_suite import Route, TableSuite
from web.table import PLAY_ACT
from web.tables.five_hundred_render import joker_leads


def _plays(action: str) -> dict[str, str]:
    return {"data-act": PLAY_ACT, "data-action": action}


class TestFiftyOneTable(TableSuite):
    game_id = "fifty-one"
    options = {"rounds": 3, "seats": 3}

    def routes(self, view: Any, action: str) -> Route:
        """A swap: your card, then the field card (which then carries the swap)."""
        parsed = GAME_51.parse_action(action)
        if isinstance(parsed, Swap):
            return [{"data-act": "pick", "data-row": "hand", "data-card": parsed.hand_card}, _plays(action)]
        return super().routes(view, action)


class TestGinRummyTable(TableSuite):
    game_id = "gin-rummy"
    options = {"target": 100}

    def routes(self, view: Any, action: str) -> Route:
        """A discard or a knock: the card, then the control that now carries the action (the
        card itself, Knock or Gin)."""
        parsed = GAME_GIN.parse_action(action)
        if isinstance(parsed, GinDiscard | Knock):
            return [{"data-act": "pick", "data-card": parsed.card}, _plays(action)]
        return super().routes(view, action)


class TestKakehikiTable(TableSuite):
    game_id = "kakehiki"
    options = {"match_length": 3}

    def routes(self, view: Any, action: str) -> Route:
        """A card is picked, then laid down."""
        parsed = GAME_KK.parse_action(action)
        if isinstance(parsed, Lay):
            return [{"data-act": "pick", "data-card": parsed.card}, _plays(action)]
        return super().routes(view, action)


class TestFiveHundredTable(TableSuite):
    game_id = "five-hundred"
    seeds = range(1)

    def routes(self, view: Any, action: str) -> Route:
        """The kitty: three cards chosen (this one first), then laid away together; the joker
        led in no trumps or misère: the joker, then the suit it stands for."""
        parsed = GAME_500.parse_action(action)
        if isinstance(parsed, Discard):
            others = [c for c in view["hand"] if c != parsed.card][:2]
            chosen = [{"data-act": "choose", "data-action": f"discard {c}"} for c in (parsed.card, *others)]
            return [*chosen, {"data-act": "discard"}]
        if isinstance(parsed, PlayCard) and parsed.card == JOKER and parsed.named and joker_leads(view):
            return [{"data-act": "name-joker"}, _plays(action)]
        return super().routes(view, action)

