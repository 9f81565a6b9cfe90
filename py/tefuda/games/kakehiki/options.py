"""恋のかけひき's options: the length of a match."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

#: 0 is an open-ended match (the default); otherwise the number of games
MATCH_LENGTHS = (0, 1, 3, 5, 10)


@dataclasses.dataclass(frozen=True)
class KakehikiOptions:
    """The options of a match: ``match_length`` 0 (open-ended, the default), 1, 3, 5 or 10."""

    match_length: int = 0

    @classmethod
    def from_mapping(cls, options: Mapping[str, Any] | None) -> KakehikiOptions:
        """Return the options from untrusted data (missing keys take their defaults).

        Raises ValueError naming an unknown option or a bad value.

        >>> KakehikiOptions.from_mapping({"match_length": 3})
        KakehikiOptions(match_length=3)
        """
        given = dict(options or {})
        length = given.pop("match_length", 0)
        if given:
            raise ValueError(f"unknown kakehiki option(s): {sorted(given)!r}")
        if type(length) is not int or length not in MATCH_LENGTHS:
            raise ValueError(f"match_length must be one of {MATCH_LENGTHS}, got {length!r}")
        return cls(length)

    def to_dict(self) -> dict[str, Any]:
        """Return the options as JSON-ready data (what saves record)."""
        return dataclasses.asdict(self)
