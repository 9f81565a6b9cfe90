"""The readable notation of a position: a few lines of plain text, the same shape for every game.

Each game's ``describe(state)`` (``games/<game>/describe.py``, also ``GAME.describe``) fills in
:func:`position_text`, which alone decides the layout, so the four games read alike::

    <game id>: <where in the game>; phase <phase>; to act <seats>
    hand <seat>: <cards>[; <facts about that seat>]      one line per seat, every hand
    <label>: <text>                                      the table, in the game's fixed order
    scores: <text>

It is the whole state as a developer needs it (every hand, not one seat's view), written for
error messages (:class:`tefuda.core.IllegalAction`, a log that fails to replay) and the
readable twins of the golden playthroughs.  Cards are in the notation of cards.md, in the
order the state keeps them, so equal states give equal text.  ASCII only, facts on a line
separated by ``"; "``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

#: what an empty list of cards (or of anything) reads as
NONE = "-"


def cards_text(cards: Iterable[str]) -> str:
    """Return cards separated by spaces, or ``"-"`` for none.

    >>> cards_text(["7C", "JK"]), cards_text([])
    ('7C JK', '-')
    """
    return " ".join(cards) or NONE


def facts(*items: str | None) -> str:
    """Return the given facts joined by ``"; "``, leaving out the empty and None ones.

    >>> facts("made", None, "", "slam")
    'made; slam'
    """
    return "; ".join(item for item in items if item)


def position_text(
    game: str,
    where: Iterable[str],
    phase: str,
    to_act: Iterable[int],
    hands: Sequence[Sequence[str]],
    table: Iterable[tuple[str, str]],
    scores: str,
    notes: Sequence[str] = (),
) -> str:
    """Return the notation of a position (the layout in the module docstring).

    ``where`` says where the game stands (``"round 2 of 5"``, ``"dealer 1"``); ``hands`` holds
    every seat's cards in seat order and ``notes`` (parallel to it, possibly shorter) what else
    is known of a seat; ``table`` the ``(label, text)`` lines of what lies on the table.

    >>> print(position_text("toy", ["round 1"], "play", [1], [["AS", "2H"], []],
    ...                     [("trick", "0 3S")], "0 1", ["", "holds nothing"]))
    toy: round 1; phase play; to act 1
    hand 0: AS 2H
    hand 1: -; holds nothing
    trick: 0 3S
    scores: 0 1
    """
    seats = " ".join(str(s) for s in to_act) or "nobody"
    lines = [f"{game}: {facts(*where)}; phase {phase}; to act {seats}"]
    for seat, cards in enumerate(hands):
        note = notes[seat] if seat < len(notes) else ""
        lines.append(f"hand {seat}: {facts(cards_text(cards), note)}")
    lines.extend(f"{label}: {text}" for label, text in table)
    lines.append(f"scores: {scores}")
    return "\n".join(lines)
