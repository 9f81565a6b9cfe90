"""The protocol every game implements, the error a refused action raises, events and results.

A game is a stateless object (a subclass of :class:`Game`) whose methods take and return
immutable states.  The flow of one action::

    state = game.apply(state, seat, action)     # IllegalAction: refused, old state untouched
    view = game.view(state, seat)               # what that seat may know, JSON-ready

**Each rule is written once.**  A game says whether an action is allowed in one place, its
``_verify`` step, which raises :class:`IllegalAction` with the reason.  Everything else asks it:

- :meth:`Game.why_not` checks the game is not over and it is the seat's turn, then runs
  ``_verify``, and returns the refusal (or None);
- :meth:`Game.can_apply` is ``why_not(...) is None``;
- :meth:`Game.legal_actions` filters the game's candidate generator ``_candidates`` (a small
  superset of the legal actions) through ``can_apply``.  A game whose filtering would be slow may
  override it with a hand-written generator; the protocol suite then proves on every step that
  the two agree exactly;
- :meth:`Game.apply` parses text, runs ``why_not`` and raises its refusal, and only then calls
  ``_change``, which moves cards and appends events and checks nothing.

A programming error is never turned into a refusal: ``_verify`` handles each of the game's
action types explicitly and raises TypeError for an object that is none of them.

Actions are small frozen dataclasses whose ``str()`` is a stable text form (``"swap 3 KH"``,
``"discard 7C"``); ``game.parse_action(text)`` is its inverse.  The text form, with the seat that
played it, is the action log, which is the save format and the golden-test format.

**Events** say what just happened, as the seats may learn it: each ``_change`` appends
:class:`Event` records to the state, and each view lists them (:func:`event_views`) with a
running number, so a table can tell which ones it has not shown yet.

Seats are numbered 0..n-1; in the browser seat 0 is the person at the table.
"""

from __future__ import annotations

import dataclasses
from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, ClassVar, Final, Generic, Literal, TypedDict, TypeVar

from tefuda.options import Options

S = TypeVar("S")
A = TypeVar("A")

#: One spelling across games for the two phases every game has: a hand (round, deal) has
#: ended and waits for "next", and the whole game has ended.
HAND_OVER: Final = "hand-over"
GAME_OVER: Final = "game-over"

#: How a finished game went for one seat.
Outcome = Literal["won", "lost", "drawn"]
#: the outcomes, from worst to best (the order the site ranks a result by)
OUTCOMES: tuple[Outcome, ...] = ("lost", "drawn", "won")


class IllegalAction(ValueError):
    """An action the rules refuse right now.

    ``reason`` is a key of the i18n catalogs (``"draw_first"``, ``"not_your_turn"``) and
    ``params`` fill its placeholders; they alone make its equality and what a player is told.
    Raising it never changes the state.  When :meth:`Game.apply` refuses, the refusal also
    carries ``position``, the refused ``seat`` and ``action`` (its text): the game's
    :meth:`Game.describe` of the state it left untouched, which ``str()`` gives after the reason
    (the way python-chess puts the FEN in its errors); ``summary`` is the reason alone.

    >>> str(IllegalAction("not_in_hand", card="7C"))
    "not_in_hand(card='7C')"
    >>> print(IllegalAction("draw_first").at("toy: round 1\\nhand 0: 7C", 0, "discard 7C"))
    draw_first: seat 0 may not play 'discard 7C' in this position:
    toy: round 1
    hand 0: 7C
    """

    def __init__(self, reason: str, **params: Any) -> None:
        self.reason = reason
        self.params = params
        self.position: str | None = None
        self.seat: int | None = None
        self.action: str | None = None
        detail = ", ".join(f"{k}={v!r}" for k, v in params.items())
        self.summary = f"{reason}({detail})" if detail else reason
        super().__init__(self.summary)

    def at(self, position: str, seat: int, action: object) -> IllegalAction:
        """Return this refusal with the position it was refused in, the seat and the action
        (its text form) filled in."""
        self.position, self.seat, self.action = position, seat, str(action)
        return self

    def __str__(self) -> str:
        if self.position is None:
            return self.summary
        return (
            f"{self.summary}: seat {self.seat} may not play {self.action!r} in this position:\n"
            f"{self.position}"
        )

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, IllegalAction)
            and (self.reason, self.params) == (other.reason, other.params)
        )

    def __hash__(self) -> int:
        return hash(self.reason)


class BadActionText(ValueError):
    """A text that is not the text form of any action of the game (a malformed log line)."""


# --------------------------------------------------------------------------- events


@dataclasses.dataclass(frozen=True)
class Event:
    """Something that happened at the table.

    ``kind`` names the message (the catalog key ``<game>.event.<kind>``); ``seat`` is who did
    it (None for the table itself: a deal, a reveal).  ``cards`` became public with it;
    ``private`` are cards only ``seat`` learns (the card drawn from the stock), shown to that
    seat under the message ``<kind>.own`` when the game's catalog has one.  ``params`` are further
    facts for the message (points, a bid), JSON-ready values.
    """

    kind: str
    seat: int | None = None
    cards: tuple[str, ...] = ()
    private: tuple[str, ...] = ()
    params: tuple[tuple[str, Any], ...] = ()

    @staticmethod
    def of(kind: str, seat: int | None = None, cards: Iterable[str] = (),
           private: Iterable[str] = (), **params: Any) -> Event:
        """Return an event; keyword arguments become its ``params``.

        >>> Event.of("discard", 1, ["KH"]).cards
        ('KH',)
        """
        return Event(kind, seat, tuple(cards), tuple(private), tuple(sorted(params.items())))


class EventView(TypedDict):
    """One event as a seat sees it (inside every view's ``events`` list).

    ``n`` counts events from the start of the game (0 first), so a table can tell new ones from
    those it has shown; ``own`` is True when ``cards`` include cards only this seat knows.
    """

    n: int
    kind: str
    seat: int | None
    cards: list[str]
    own: bool
    params: dict[str, Any]


def event_views(events: Sequence[Event], first: int, viewer: int) -> list[EventView]:
    """Return ``events`` as ``viewer`` sees them, numbered from ``first``.

    A private card reaches only the seat that acted.

    >>> seen = event_views([Event.of("draw_stock", 1, private=["5H"])], 7, 0)
    >>> seen[0]["n"], seen[0]["cards"], seen[0]["own"]
    (7, [], False)
    >>> event_views([Event.of("draw_stock", 1, private=["5H"])], 7, 1)[0]["cards"]
    ['5H']
    """
    out: list[EventView] = []
    for offset, event in enumerate(events):
        own = bool(event.private) and viewer == event.seat
        cards = list(event.cards) + (list(event.private) if own else [])
        out.append(
            {
                "n": first + offset,
                "kind": event.kind,
                "seat": event.seat,
                "cards": cards,
                "own": own,
                "params": dict(event.params),
            }
        )
    return out


# --------------------------------------------------------------------------- results


@dataclasses.dataclass(frozen=True)
class Result:
    """The outcome of a finished game.

    ``scores`` are the final totals per seat; ``ranks`` each seat's place, 1 first (equal places
    share the number); ``teams`` the partnerships (tuples of seats) when seats play in sides,
    None when every seat plays for itself.  ``details`` holds game-specific, JSON-ready facts for
    the result panel (round tables, settlements, the reason the game ended).

    Raises ValueError when the seats of ``scores``, ``ranks`` and ``teams`` do not agree.

    >>> Result((520, 300, 520, 300), (1, 2, 1, 2), teams=((0, 2), (1, 3))).outcome(2)
    'won'
    """

    scores: tuple[int, ...]
    ranks: tuple[int, ...]
    details: Mapping[str, Any] = dataclasses.field(default_factory=dict)
    teams: tuple[tuple[int, ...], ...] | None = None

    def __post_init__(self) -> None:
        if len(self.scores) != len(self.ranks):
            raise ValueError(f"{len(self.scores)} scores but {len(self.ranks)} ranks")
        if self.teams is not None:
            seats = sorted(s for team in self.teams for s in team)
            if seats != list(range(len(self.scores))):
                raise ValueError(f"teams {self.teams!r} do not cover seats 0..{len(self.scores) - 1}")

    def team_of(self, seat: int) -> tuple[int, ...]:
        """Return the seats on ``seat``'s side (itself alone without teams)."""
        for team in self.teams or ():
            if seat in team:
                return team
        return (seat,)

    def outcome(self, seat: int) -> Outcome:
        """Return ``"won"``, ``"lost"`` or ``"drawn"`` for one seat.

        A side's place is the best rank among its seats.  Won: the seat's side is first alone;
        drawn: first together with another side (or every seat level); lost otherwise.

        >>> Result((3, 3), (1, 1)).outcome(0), Result((5, 2), (1, 2)).outcome(1)
        ('drawn', 'lost')
        """
        mine = self.team_of(seat)
        best = min(self.ranks[s] for s in mine)
        others = [r for s, r in enumerate(self.ranks) if s not in mine]
        if not others or best < min(others):
            return "won"
        return "drawn" if best == min(others) else "lost"


def ranks_from_scores(scores: Sequence[int]) -> tuple[int, ...]:
    """Return competition ranks (1 = highest score; equal scores share a rank).

    >>> ranks_from_scores([10, 30, 10, 5])
    (2, 1, 2, 4)
    """
    return tuple(1 + sum(1 for other in scores if other > s) for s in scores)


# --------------------------------------------------------------------------- the protocol


class Game(ABC, Generic[S, A]):
    """One card game's rules.  Subclasses are stateless; all state lives in ``S``; ``A`` is the
    union of the game's action types.

    Subclasses implement the abstract methods; see the module docstring for how ``why_not``,
    ``can_apply``, ``legal_actions`` and ``apply`` are built on ``_verify``.
    """

    #: the id used in routes, saves and the registry: ``"fifty-one"``, ``"gin-rummy"``, …
    id: str = ""
    #: the game's unshuffled deck (the table in cards.md), declared by the game's rules
    deck: tuple[str, ...] = ()
    #: the sound an event kind makes at a table (a sound of assets/js/sound.js), declared with
    #: the game's event kinds; a kind not listed is silent
    event_sounds: Mapping[str, str] = {}
    #: the game's options, declared once (:mod:`tefuda.options`): their normalisation, the URL
    #: query, the setup form, the stored preferences and the saves all derive from it
    options_type: ClassVar[type[Options]]

    def normalize_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """Return complete options (defaults filled in) from possibly partial ones, JSON-ready:
        the declaration's (:meth:`tefuda.options.Options.normalize`).

        Raises ValueError (:class:`tefuda.options.BadOption`) naming the option for an unknown
        key or a bad value (of any type).
        """
        return self.options_type.normalize(options)

    @abstractmethod
    def seats(self, options: Mapping[str, Any]) -> int:
        """Return the number of seats for normalized ``options``."""

    @abstractmethod
    def start(
        self, options: Mapping[str, Any], seed: int, deck: Sequence[str] | None = None
    ) -> S:
        """Return the initial state for normalized ``options`` and ``seed``.

        ``deck``, when given, is a stacked deck used for the first deal instead of a shuffle
        (top card first), for tests and worked examples.  Raises ValueError for a bad deck.
        """

    @abstractmethod
    def to_act(self, state: S) -> tuple[int, ...]:
        """Return the seats that may act now (several in a simultaneous step; none when over)."""

    # --- the one place a game says no ---

    def why_not(self, state: S, seat: int, action: A) -> IllegalAction | None:
        """Return why ``seat`` may not play ``action`` now, or None when it may.

        The game being over (``game_over``) and the seat's turn (:meth:`_refuse_seat`) are
        checked first, the same way for every game; then the game's own ``_verify``.  Each call
        returns a new refusal.  Raises TypeError for an object that is not one of the game's
        actions.
        """
        if self.is_over(state):
            return IllegalAction("game_over")
        if seat not in self.to_act(state):
            return self._refuse_seat(state, seat)
        try:
            self._verify(state, seat, action)
        except IllegalAction as refusal:
            return refusal
        return None

    def can_apply(self, state: S, seat: int, action: A) -> bool:
        """Return True when ``seat`` may play ``action`` now (``why_not`` finds nothing)."""
        return self.why_not(state, seat, action) is None

    def _refuse_seat(self, state: S, seat: int) -> IllegalAction:
        """Return the refusal for a seat that may not act now (default ``not_your_turn``)."""
        return IllegalAction("not_your_turn")

    @abstractmethod
    def _verify(self, state: S, seat: int, action: A) -> None:
        """Raise IllegalAction if the rules refuse ``action`` of ``seat``, whose turn it is.

        Raises TypeError for an object that is not one of the game's actions.
        """

    @abstractmethod
    def _candidates(self, state: S, seat: int) -> Iterable[A]:
        """Yield every action that might be legal for ``seat`` now (a superset, in the order
        ``legal_actions`` lists them); ``legal_actions`` keeps those ``_verify`` accepts."""

    def legal_actions(self, state: S, seat: int) -> list[A]:
        """Return every action ``seat`` may take now (empty if it is not that seat's turn)."""
        if self.is_over(state) or seat not in self.to_act(state):
            return []
        # the turn is checked once above; each candidate then meets only the game's own rules
        return [a for a in self._candidates(state, seat) if self._accepts(state, seat, a)]

    def _accepts(self, state: S, seat: int, action: A) -> bool:
        try:
            self._verify(state, seat, action)
        except IllegalAction:
            return False
        return True

    def apply(self, state: S, seat: int, action: A | str) -> S:
        """Return the state after ``seat`` plays ``action`` (an action or its text form).

        Raises BadActionText for text that is no action of the game, and the refusal of
        :meth:`why_not` (IllegalAction, with the position it was refused in: :meth:`describe`);
        the given state is then untouched: states are immutable.
        """
        if isinstance(action, str):
            action = self.parse_action(action)
        refusal = self.why_not(state, seat, action)
        if refusal is not None:
            raise refusal.at(self.describe(state), seat, action)
        return self._change(state, seat, action)

    @abstractmethod
    def _change(self, state: S, seat: int, action: A) -> S:
        """Return the state after an action ``_verify`` accepted; checks nothing itself."""

    @abstractmethod
    def parse_action(self, text: str) -> A:
        """Return the action whose text form is ``text``; raises BadActionText otherwise."""

    @abstractmethod
    def view(self, state: S, seat: int) -> Mapping[str, Any]:
        """Return what ``seat`` may know, as JSON-ready data (cards as strings, others hidden).

        Every view carries ``legal`` (the seat's legal action texts), ``to_act``, ``phase`` and
        ``events`` (:func:`event_views`).  Face-down cards are the string ``"back"`` or only
        counted.  A game narrows the return type to its own ``TypedDict``.
        """

    @abstractmethod
    def secret_cards(self, state: S, seat: int) -> frozenset[str]:
        """Return the cards ``seat`` may not know now (others' hidden hands, the stock, …).

        The protocol tests check that no view of ``seat`` ever mentions one of them.
        """

    @abstractmethod
    def describe(self, state: S) -> str:
        """Return the whole position as a few lines of plain text, for developers and tests:
        whose turn and the phase, every hand, the table and the scores, cards in the notation of
        cards.md, in the shape of :func:`tefuda.position.position_text` (equal states give equal
        text).  Not a seat's view: it shows every hidden card."""

    @abstractmethod
    def is_over(self, state: S) -> bool:
        """Return True once the whole game (every round or hand) has ended."""

    @abstractmethod
    def result(self, state: S) -> Result:
        """Return the result of a finished game; raises ValueError if it is not over."""
