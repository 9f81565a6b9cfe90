"""恋のかけひき's options: the length of a match (in a URL: ``games``)."""

from __future__ import annotations

import dataclasses

from tefuda.options import Options, choice

#: 0 is an open-ended match (the default); otherwise the number of games
MATCH_LENGTHS = (0, 1, 3, 5, 10)


@dataclasses.dataclass(frozen=True)
class KakehikiOptions(Options):
    """The options of a match: ``match_length`` 0 (open-ended, the default), 1, 3, 5 or 10.

    >>> KakehikiOptions.from_mapping({"match_length": 3}).match_length
    3
    >>> KakehikiOptions.from_query({"games": "5"}.get)
    ({'match_length': 5}, [])
    """

    game_id = "kakehiki"
    match_length: int = choice(0, MATCH_LENGTHS, query="games")
