"""The machinery every game table shares, in parts that each do one job:

- :mod:`web.table.match`: the match on the page (the save, the preferences, the views, refusals
  from the game's ``why_not``, the results counted);
- :mod:`web.table.setup`: the setup of the next game from the game's declaration of options
  (the URL's, the remembered one, the setup form, the match dealt from it);
- :mod:`web.table.events`: the line that tells the events, the announcer, sounds, the move log;
- :mod:`web.table.share`: today's deal, the link to a deal and the result line;
- :mod:`web.table.menu`: the game menu (new game, today, share, the hint, the CPU levels);
- :mod:`web.table.page`: :class:`TablePage`, the flow of one action, the CPUs' turns and the
  page put together.

A game's table subclasses :class:`TablePage` and supplies the rendering of its view, its own
clicks and keys, and its CPU.  The table holds no rules: whether an action may be played now,
and why not, comes from the game's ``why_not`` (:meth:`TablePage.refusal_for`).  Pages are made
in two steps: ``__init__`` only sets fields, :meth:`TablePage.start` loads the save and
schedules the CPU.
"""

from web.table.events import EVENTS_SHOWN, OUTCOME_SOUNDS
from web.table.match import HUMAN, LEVELS
from web.table.page import PLAY_ACT, TablePage
from web.table.setup import check_control, select_control

__all__ = [
    "EVENTS_SHOWN",
    "HUMAN",
    "LEVELS",
    "OUTCOME_SOUNDS",
    "PLAY_ACT",
    "TablePage",
    "check_control",
    "select_control",
]
