"""FROZEN copy (see the package docstring): The normal CPU's card play: what a good club player does, from the seat's knowledge alone.

* The contracting side draws trumps while it holds the top trump and the opponents may still
  hold some, cashes the highest cards left in a suit, leads to the partner's strength (the
  suit it bid, or one it can ruff), and otherwise leads low from its longest side suit.
* Following, it never overtakes a partner who is winning the trick; it wins with the cheapest
  card that is safe from the players still to come, plays second hand low, and otherwise
  throws its least useful card (from a short side suit, to make a void).
* It counts the cards out and the trumps out, and remembers who has shown a void.
* In misère the contractor ducks with the highest card that still loses and leads the cards
  the defenders can least duck; the defenders lead low in the suits the contractor may be
  forced to win, stay under the contractor's cards, unload their high cards when the trick is
  theirs anyway, and keep the joker.
"""

from __future__ import annotations

from collections.abc import Sequence

from tefuda.cards import JOKER
from tefuda.games.five_hundred import trick_power, trick_winner

from .decision import Decision, card_of, decision
from .evaluate import misere_danger
from .knowledge import Knowledge, TrickSeen


class Table:
    """The facts of the trick being played that every rule below asks for."""

    def __init__(self, know: Knowledge, legal: Sequence[str]) -> None:
        self.know = know
        self.t = know.cards
        self.trump = know.cards.trump
        trick = know.current
        assert trick is not None
        self.trick: TrickSeen = trick
        self.so_far = trick.cards
        self.led = trick.led
        self.legal = list(legal)
        order = self._order(trick.leader)
        done = {seat for seat, _ in trick.plays}
        self.after = [s for s in order if s not in done and s != know.seat]
        if self.so_far:
            index = trick_winner(self.so_far, self.trump, trick.named)
            self.winner_seat: int | None = trick.plays[index][0]
            self.winning: str | None = self.so_far[index]
        else:
            self.winner_seat = None
            self.winning = None
        self.out = know.out_cards()

    def _order(self, leader: int) -> list[int]:
        playing = self.know.playing
        seats = [(leader + k) % 4 for k in range(4)]
        return [s for s in seats if s in playing]

    def wins(self, card: str) -> bool:
        """Return True if ``card`` would take the trick as it stands."""
        if not self.so_far:
            return True
        return trick_winner([*self.so_far, card], self.trump, self.trick.named) == len(self.so_far)

    def power(self, card: str) -> int:
        """Return the card's power in this trick (its own suit if it leads)."""
        led = self.led if self.so_far else self.t.suit[card]
        return trick_power(card, self.trump, led)

    def can_beat(self, seat: int, card: str, led: str | None) -> bool:
        """Return True if ``seat`` may hold a card it could play to beat ``card`` (with
        ``led`` the effective suit led): a higher card of that suit, or a trump once it is,
        or may be, out of the suit."""
        know = self.know
        mine = trick_power(card, self.trump, led)
        follows = [c for c in self.out if self.t.suit[c] == led and know.may_hold(seat, c)]
        if any(trick_power(c, self.trump, led) > mine for c in follows):
            return True
        if follows and led not in know.voids[seat]:
            short = len(follows) <= 1 or led == self.t.trump_suit
            if not short:
                return False
        return any(
            self.t.is_trump[c] and trick_power(c, self.trump, led) > mine and know.may_hold(seat, c)
            for c in self.out
        )

    def safe(self, card: str) -> bool:
        """Return True if no opponent still to play may beat ``card`` in this trick."""
        led = self.led if self.so_far else self.t.suit[card]
        side = self.know.side
        return not any(self.can_beat(s, card, led) for s in self.after if s % 2 != side)

    def top_of_suit(self, card: str) -> bool:
        """Return True if every card above ``card`` in its suit is played or ours."""
        hand = self.know.hand
        played = self.know.played
        return all(c in played or c in hand for c in self.t.higher(card))


def _by_power(table: Table, texts: Sequence[str]) -> list[str]:
    return sorted(texts, key=lambda x: (table.power(card_of(x)), table.t.rank[card_of(x)]))


def _one_per_card(legal: Sequence[str]) -> bool:
    return len({card_of(x) for x in legal}) == 1


def normal_play(know: Knowledge, legal: Sequence[str]) -> Decision:
    """Return the normal CPU's play (``legal`` has two or more texts) with its reason."""
    table = Table(know, legal)
    if _one_per_card(legal):
        return _name_joker(table, f"play {card_of(legal[0])}", "play_only")
    if know.misere:
        if know.seat == know.contractor:
            return _misere_contractor(table)
        return _misere_defender(table)
    if not table.so_far:
        return _lead(table)
    return _follow(table)


# --------------------------------------------------------------------------- leading


def _name_joker(table: Table, text: str, reason: str) -> Decision:
    """Return the play of ``text``; for a joker led in no trumps name the suit we are longest
    in (the others must follow it, which promotes our cards there)."""
    card = card_of(text)
    named = [x for x in table.legal if x.startswith(f"play {card} ")]
    if card != JOKER or not named:
        chosen = next(x for x in table.legal if card_of(x) == card)
        return decision(chosen, reason, card=card)
    hand = table.know.hand
    best = max(named, key=lambda x: (sum(1 for c in hand if c[1] == x[-1] and c != JOKER), x))
    return decision(best, reason, card=card)


def _lowest_of_longest(table: Table, cards: Sequence[str]) -> str:
    t = table.t
    length = {s: sum(1 for c in cards if t.suit[c] == s) for s in {t.suit[c] for c in cards}}
    return min(cards, key=lambda c: (-length[t.suit[c]], t.rank[c]))


def _lead(table: Table) -> Decision:
    know, t = table.know, table.t
    cards = [card_of(x) for x in table.legal]
    trump_suit = t.trump_suit
    opponents = know.opponents()
    mine_trumps = sorted((c for c in cards if t.is_trump[c]), key=lambda c: -t.rank[c])
    trumps_out = [c for c in table.out if t.is_trump[c]]
    opp_trumps = [c for c in trumps_out if any(know.may_hold(o, c) for o in opponents)]
    if trump_suit is not None and know.declaring and mine_trumps and opp_trumps:
        top_out = max(t.rank[c] for c in trumps_out)
        if t.rank[mine_trumps[0]] > top_out:
            return _name_joker(table, f"play {mine_trumps[0]}", "play_draw_trumps")
    ruff_risk = bool(opp_trumps) and trump_suit is not None
    for card in sorted(cards, key=lambda c: -t.rank[c]):
        if t.is_trump[card] or card == JOKER:
            continue
        if not table.top_of_suit(card):
            continue
        suit = t.suit[card]
        risky = ruff_risk and any(suit in know.voids[o] for o in opponents)
        if not risky:
            return _name_joker(table, f"play {card}", "play_cash")
    partner = know.partner
    if partner in know.playing:
        wanted: list[str] = []
        for bid in know.bids_of(partner):
            trump = bid[-1] if not bid.endswith("NT") and bid[0].isdigit() else None
            if trump is not None and trump != trump_suit:
                wanted.append(trump)
        partner_trumps = [c for c in trumps_out if know.may_hold(partner, c)]
        if partner_trumps and trump_suit is not None:
            wanted += [s for s in t.side_suits() if s in know.voids[partner]]
        for suit in wanted:
            group = [c for c in cards if t.suit[c] == suit and not t.is_trump[c]]
            if group:
                low = min(group, key=lambda c: t.rank[c])
                return _name_joker(table, f"play {low}", "play_partner_suit")
    side = [c for c in cards if not t.is_trump[c]]
    if side:
        return _name_joker(table, f"play {_lowest_of_longest(table, side)}", "play_lead_low")
    return _name_joker(table, f"play {min(cards, key=lambda c: t.rank[c])}", "play_lead_low")


# --------------------------------------------------------------------------- following


def _throw(table: Table, reason: str) -> Decision:
    """Return the least useful card: the lowest of the suit led, or when void, the lowest
    side card of the shortest side suit that holds no winner (trumps kept)."""
    t, know = table.t, table.know
    cards = [card_of(x) for x in table.legal]
    if table.led is not None and all(t.suit[c] == table.led for c in cards):
        return decision(f"play {min(cards, key=lambda c: t.rank[c])}", reason,
                        card=min(cards, key=lambda c: t.rank[c]))
    side = [c for c in cards if not t.is_trump[c]]
    if not side:
        low = min(cards, key=lambda c: t.rank[c])
        return decision(f"play {low}", reason, card=low)
    hand = know.hand

    def key(card: str) -> tuple[bool, int, int]:
        suit = t.suit[card]
        length = sum(1 for c in hand if t.suit[c] == suit)
        return (table.top_of_suit(card), length, t.rank[card])

    low = min(side, key=key)
    return decision(f"play {low}", "play_discard" if reason == "play_low" else reason, card=low)


def _follow(table: Table) -> Decision:
    know, t = table.know, table.t
    assert table.winner_seat is not None
    if table.winner_seat % 2 == know.side:
        return _throw(table, "play_partner_winning")
    winners = [card_of(x) for x in table.legal if table.wins(card_of(x))]
    if not winners:
        return _throw(table, "play_low")
    winners.sort(key=lambda c: (table.power(c), t.rank[c]))
    ruff = table.led is not None and all(t.suit[c] != table.led for c in winners)
    reason = "play_ruff" if ruff and t.trump_suit is not None else "play_win"
    if not table.after:
        return decision(f"play {winners[0]}", reason, card=winners[0])
    safe = [c for c in winners if table.safe(c)]
    if safe:
        return decision(f"play {safe[0]}", reason, card=safe[0])
    partner_after = know.partner in table.after
    if partner_after and not ruff:
        return _throw(table, "play_second_low")
    pick = winners[0] if ruff else winners[-1]
    return decision(f"play {pick}", reason, card=pick)


# --------------------------------------------------------------------------- misère


def _misere_contractor(table: Table) -> Decision:
    know, t = table.know, table.t
    cards = [card_of(x) for x in table.legal]
    defenders = know.opponents()
    if not table.so_far:
        def lead_risk(card: str) -> tuple[int, int, int]:
            lower = [c for c in table.out if t.suit[c] == t.suit[card]
                     and t.rank[c] < t.rank[card] and any(know.may_hold(d, c) for d in defenders)]
            higher = [c for c in table.out if t.suit[c] == t.suit[card]
                      and t.rank[c] > t.rank[card] and any(know.may_hold(d, c) for d in defenders)]
            sure_win = card == JOKER or not higher
            return (sure_win, len(lower), t.rank[card])
        best = min(cards, key=lead_risk)
        return _name_joker(table, f"play {best}", "play_misere_lead")
    losing = [c for c in cards if not table.wins(c)]
    if losing:
        best = max(losing, key=lambda c: (table.power(c), t.rank[c]))
        return decision(f"play {best}", "play_misere_duck", card=best)
    if table.led is not None and any(t.suit[c] == table.led for c in cards):
        best = min(cards, key=lambda c: t.rank[c])
        return decision(f"play {best}", "play_misere_duck", card=best)
    hand = know.hand
    best = max(cards, key=lambda c: (misere_danger(hand) - misere_danger([h for h in hand if h != c]),
                                     t.rank[c]))
    return decision(f"play {best}", "play_misere_discard", card=best)


def _misere_defender(table: Table) -> Decision:
    know, t = table.know, table.t
    contractor = know.contractor
    assert contractor is not None
    cards = [card_of(x) for x in table.legal]
    played_by_contractor = any(seat == contractor for seat, _ in table.trick.plays)
    if not table.so_far:
        exposed = know.known[contractor]
        candidates = [c for c in cards if c != JOKER] or cards

        def lead_value(card: str) -> tuple[int, int, int]:
            suit = t.suit[card]
            theirs = [c for c in exposed if t.suit[c] == suit]
            if exposed:
                forced = bool(theirs) and min(t.rank[c] for c in theirs) > t.rank[card]
            else:
                forced = suit not in know.voids[contractor]
            lower_out = sum(1 for c in table.out if t.suit[c] == suit and t.rank[c] < t.rank[card])
            return (0 if forced else 1, lower_out, t.rank[card])

        best = min(candidates, key=lead_value)
        return _name_joker(table, f"play {best}", "play_defend_misere_lead")
    if played_by_contractor:
        if table.winner_seat == contractor:
            under = [c for c in cards if not table.wins(c)]
            if under:
                best = max(under, key=lambda c: (table.power(c), t.rank[c]))
                return decision(f"play {best}", "play_defend_misere_under", card=best)
        best = max(cards, key=lambda c: (c != JOKER, t.rank[c]))
        return decision(f"play {best}", "play_defend_misere_unload", card=best)
    best = min(cards, key=lambda c: (c == JOKER, table.power(c), t.rank[c]))
    return decision(f"play {best}", "play_defend_misere_low", card=best)
