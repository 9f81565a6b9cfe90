"""What happens at a 恋のかけひき table, as :class:`tefuda.core.Event` kinds (catalog keys
``kakehiki.event.<kind>``)."""

from __future__ import annotations

EVENT_DEAL = "deal"  # a game was dealt (params: number)
EVENT_COMMIT = "commit"  # a seat laid a card face down (the card stays hidden)
EVENT_REVEAL = "reveal"  # both laid cards turned up (cards and params first/second: seat 0's,
#                         then seat 1's; total)
EVENT_MARRIAGE = "marriage"  # the table reached 20 (params: total, scores)
EVENT_NO_MARRIAGE = "no_marriage"  # three rounds under 20: a draw
EVENT_END = "end"  # seat 0 ended an open-ended match (params: games)
