"""Claims of what a CPU's call in 500's auction means (:mod:`tefuda.cpu.five_hundred.meaning`),
judged apart from the code that made them.

Each sentence states figures of the bidder's hand as its bidding counted them.  The checker
recounts them from the bidder's actual hand in the full state (not its view), the calls the
state holds and the rules, without the meaning module's helpers or the bidding's plumbing:

* the partner's calls and whether an opponent named the trump are read here from the state;
* the count of a hand is :mod:`tefuda.cpu.five_hundred.evaluate`'s (that count is what the CPU
  bids by, so it is the definition of "tricks of its own") and the side's tricks are the
  fitted model's numbers (:mod:`tefuda.cpu.five_hundred.bidding_model`) applied here;
* "by looking ahead" is true only of the hard level whose call the normal level's (the count's)
  would not have been; otherwise the call must be the normal level's own;
* the easy level's reading is checked against the suit lengths of the hand and the legal bids;
* every sentence renders in both languages with every placeholder filled, and names no card
  (no suit symbol outside the bid itself).

:func:`calls` plays seeded arena games (each seat's level drawn per game, the easy, normal and
hard levels bidding, the normal level taking the kitty and playing the cards: the auctions are
what is judged) and yields every CPU call with its view before it.  ``python -m
tefuda.claims.five_hundred_bids --calls 5000 --seed 1`` judges that many and prints the counts.
This module is a development tool, not shipped to the browser.
"""

from __future__ import annotations

import argparse
import collections
import dataclasses
import random
import string
import sys
from collections.abc import Iterator, Sequence
from typing import Any

from tefuda import i18n
from tefuda.cards import JOKER, rng_for
from tefuda.cpu.five_hundred import bidding_model, choose
from tefuda.cpu.five_hundred.evaluate import (
    misere_after_kitty,
    no_trump_tricks,
    stoppers,
    suit_count,
)
from tefuda.cpu.five_hundred.meaning import Meaning, meaning, sentence
from tefuda.games.five_hundred import (
    GAME,
    NO_TRUMPS,
    OPEN_MISERE,
    SUITS,
    TRUMPS,
    FiveHundredState,
    FiveHundredView,
    bid_label,
    bid_trump,
    is_misere,
    legal_bids,
)
from tefuda.games.five_hundred.actions import GRAMMAR, Bid
from tefuda.games.five_hundred.bids import PASS

LEVELS = ("easy", "normal", "hard")
LANGUAGES = ("en", "ja")
#: the names the sentences are checked with (the table's, "you" for the person's seat)
NAMES = {"en": ("you", "West", "North", "East"), "ja": ("あなた", "西", "北", "東")}
SUIT_SYMBOLS = "♠♣♦♥"


@dataclasses.dataclass(frozen=True)
class Call:
    """One CPU call of an arena game: the full ``state`` before it, the bidder's ``view``,
    its ``action`` and the ``level`` that chose it; ``game`` the arena game's number."""

    game: int
    state: FiveHundredState
    view: FiveHundredView
    action: str
    level: str


def calls(count: int, seed: int, first: int = 0) -> Iterator[Call]:
    """Yield ``count`` CPU calls, game after game from game ``first`` (game ``n`` is started
    from ``seed * 1_000_003 + n`` with options and levels drawn from ``rng_for(seed,
    "bid-meaning", n)``)."""
    made, number = 0, first
    while made < count:
        rng = rng_for(seed, "bid-meaning", number)
        options = {"misere_any_time": rng.random() < 0.5, "must_win_by_contract": rng.random() < 0.3,
                   "open_misere_value": rng.choice((500, 520))}
        levels = [rng.choice(LEVELS) for _ in range(4)]
        state = GAME.start(GAME.normalize_options(options), seed * 1_000_003 + number)
        while not GAME.is_over(state) and made < count:
            seat = GAME.to_act(state)[0]
            view: FiveHundredView = GAME.view(state, seat)
            bidding = view["phase"] == "bid"
            level = levels[seat] if bidding else "normal"
            action = choose(view, level, rng)
            if bidding and len(view["legal"]) > 1:
                yield Call(number, state, view, action, level)
                made += 1
            state = GAME.apply(state, seat, action)
        number += 1


def _said(state: FiveHundredState, upto: int) -> list[tuple[int, str | None]]:
    """The calls before the bidder's, a pass as None (read from the state)."""
    return [(who, None if call == PASS else call) for who, call in state.calls[:upto]]


def _partner_state(said: Sequence[tuple[int, str | None]], seat: int, trump: str) -> str:
    """What the partner said, in the model's words (its fitting script's states)."""
    mine = [bid for who, bid in said if who == (seat + 2) % 4]
    real = [bid for bid in mine if bid is not None and not is_misere(bid)]
    if not real:
        return "passed" if mine else "none"
    last = bid_trump(real[-1])
    if trump == NO_TRUMPS:
        return "nt" if last == NO_TRUMPS else "suit"
    return "same" if last == trump else "nt" if last == NO_TRUMPS else "other"


def side_tricks(hand: Sequence[str], seat: int, said: Sequence[tuple[int, str | None]], trump: str) -> float:
    """Return the model's tricks for ``seat``'s side in ``trump``, applied here to the count."""
    against = any(who % 2 != seat % 2 and bid is not None and not is_misere(bid)
                  and (trump == NO_TRUMPS or bid_trump(bid) == trump) for who, bid in said)
    x: tuple[float, ...]
    if trump == NO_TRUMPS:
        coef, x = bidding_model.NT, (no_trump_tricks(hand), float(stoppers(hand)))
    else:
        c = suit_count(hand, trump)
        coef, x = bidding_model.SUIT, (c.trumps, c.ruffs, c.side, float(max(0, 5 - c.length)))
    mean: float = coef["intercept"][_partner_state(said, seat, trump)] + coef["opponent"] * against
    mean += sum(float(w) * v for w, v in zip(coef["weights"], x, strict=True))
    return max(0.0, min(10.0, mean))


def own_tricks(hand: Sequence[str], trump: str) -> float:
    """Return the tricks ``hand`` counts on its own in ``trump``."""
    return no_trump_tricks(hand) if trump == NO_TRUMPS else suit_count(hand, trump).tricks


def _near(x: float) -> int:
    """Round to the nearest whole trick, halves up (as "about N" is said)."""
    whole = int(x)
    return whole + 1 if x - whole >= 0.5 else whole


def judge(call: Call, found: Meaning) -> list[str]:
    """Return what is false in ``found``, the meaning of ``call`` (empty when all is true)."""
    state, seat, action = call.state, call.view["seat"], call.action
    hand = list(state.hands[seat])
    said = _said(state, len(state.calls))
    p = found.params
    false: list[str] = []

    def need(ok: bool, what: str) -> None:
        if not ok:
            false.append(what)

    need(sorted(call.view["hand"]) == sorted(hand), "the view's hand is not the bidder's")
    need(p.get("seat") == seat and p.get("partner") == (seat + 2) % 4, f"seats {p.get('seat')}/{p.get('partner')}")
    bid = GRAMMAR.parse(action)
    code = bid.bid if isinstance(bid, Bid) else None
    if code is not None:
        need(p.get("bid") == code, f"the bid is {p.get('bid')!r}, the call {action!r}")
    counts = {s: sum(1 for c in hand if c != JOKER and c[1] == s) for s in SUITS}
    legal = {b for b in legal_bids(_high(said), misere_any_time=bool(state.options.misere_any_time))}
    if call.level == "easy":
        need(not found.searched, "the easy level looks nothing ahead")
        if code is None:
            need(found.kind == "easy_pass", f"an easy pass read as {found.kind}")
            for s in SUITS:
                worth = min(10, 6 + counts[s] - 4)
                need(not any(f"{n}{s}" in legal for n in range(6, worth + 1)), f"{s} is long enough for a bid")
        else:
            trump = bid_trump(code)
            need(found.kind == "easy" and p.get("trump") == trump, "the easy bid's suit")
            need(counts[trump] == max(counts.values()), f"{trump} is not the longest suit: {counts}")
            need(counts[trump] >= p.get("length", 99), f"{counts[trump]} {trump}, said {p.get('length')} or more")
        return false + _rendered(found)
    rule = choose(call.view, "normal", random.Random(0))
    need(found.searched == (rule != action), f"the count's call is {rule!r}, searched={found.searched}")
    if found.searched:
        need(call.level == "hard", f"the {call.level} level looks nothing ahead")
    if code is None:
        trumps = [t for t in TRUMPS if t != NO_TRUMPS or (JOKER in hand and stoppers(hand) >= 3)]
        best = max(side_tricks(hand, seat, said, t) for t in trumps)
        need(p.get("side") == _near(best), f"at most about {p.get('side')} in any trump, counted {best:.2f}")
        high = _high_bid(said)
        partners = high is not None and high[0] == (seat + 2) % 4
        need(found.kind == ("pass_partner" if partners else "pass"), f"a pass read as {found.kind}")
        if partners and high is not None:
            need(p.get("bid") == high[1], "the partner's bid")
    elif is_misere(code):
        danger = misere_after_kitty(hand, strict=code == OPEN_MISERE)
        name = "open_misere" if code == OPEN_MISERE else "misere"
        need(found.kind == (name if danger == 0 else name + "_risky"), f"{found.kind} with danger {danger}")
        need(p.get("danger") == danger, f"danger {p.get('danger')}, counted {danger}")
    else:
        trump = bid_trump(code)
        own, side = _near(own_tricks(hand, trump)), _near(side_tricks(hand, seat, said, trump))
        need(p.get("trump") == trump, "the trump")
        need((p.get("own"), p.get("side")) == (own, side), f"own/side {p.get('own')}/{p.get('side')}, counted {own}/{side}")
        need(found.kind == ("more" if side > own else "alone"), f"{found.kind} for {own}/{side}")
        if found.kind == "more":
            need(p.get("more") == side - own, f"{p.get('more')} more, counted {side - own}")
    return false + _rendered(found)


def _high(said: Sequence[tuple[int, str | None]]) -> str | None:
    high = _high_bid(said)
    return None if high is None else high[1]


def _high_bid(said: Sequence[tuple[int, str | None]]) -> tuple[int, str] | None:
    bids = [(who, bid) for who, bid in said if bid is not None]
    return bids[-1] if bids else None


def _rendered(found: Meaning) -> list[str]:
    """The sentence in both languages: every placeholder filled, no suit symbol but the
    bid's, every number said one the checker verified."""
    false = []
    for lang in LANGUAGES:
        def t(key: str, **params: Any) -> str:
            return i18n.t(lang, key, **params)  # noqa: B023 - used within the loop's turn

        try:
            text = sentence(found, t, NAMES[lang])
        except KeyError as unfilled:
            false.append(f"{lang}: {unfilled} unfilled")
            continue
        if any(c in text for c in "{}"):
            false.append(f"{lang}: a stray brace in {text!r}")
        code = found.params.get("bid")
        rest = text.replace(bid_label(code), "") if code and not is_misere(code) else text
        if any(s in rest for s in SUIT_SYMBOLS):
            false.append(f"{lang}: a card named in {text!r}")
        template = i18n.messages()[found.key][lang]
        said = {name for _, name, _, _ in string.Formatter().parse(template) if name}
        missing = said - {"who", "partner", "bid", "trump", *found.params}
        if missing:
            false.append(f"{lang}: {sorted(missing)} unfilled")
    return false


def main(argv: Sequence[str] | None = None) -> int:
    """Judge ``--calls`` CPU calls from ``--seed``'s arena games; print the counts per sentence
    and every false one; return 1 if any is false."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--calls", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--first", type=int, default=0)
    args = parser.parse_args(argv)
    kinds: collections.Counter[tuple[str, str, bool]] = collections.Counter()
    wrong = 0
    for call in calls(args.calls, args.seed, args.first):
        found = meaning(call.view, call.action, call.level)
        kinds[(call.level, found.kind, found.searched)] += 1
        for what in judge(call, found):
            wrong += 1
            print(f"game {call.game} seat {call.view['seat']} {call.action} ({call.level}): {what}")
    for (level, kind, searched), n in sorted(kinds.items()):
        print(f"{level:6} {kind:18} {'searched' if searched else '':8} {n}")
    print(f"{sum(kinds.values())} calls, {wrong} false")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())

