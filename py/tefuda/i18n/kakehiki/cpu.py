"""Messages of the 恋のかけひき hint (tefuda.cpu.kakehiki.hint): which card and why.

Parameters: ``card`` (the card to lay), ``after`` (the table total with it, before the CPU's
card), ``kept`` (the hand points the seat keeps), ``top`` (the best three cards kept), ``need``
(what the CPU's last card must add for a marriage) or ``over`` (how far the table is past 20),
``theirs`` (the CPU's laid cards).  Each key is ``<what the card does>_<how a marriage would
go>`` or ``last_<need|over>``, then ``_up``/``_down`` once the CPU has laid cards.
"""

from tefuda.i18n import joined

_UP = {
    "en": " The CPU's {theirs} pushed the table up: it seems to want a marriage.",
    "ja": "CPUの{theirs}は場を押し上げました。マリッジを狙っているようです。",
}
_DOWN = {
    "en": " The CPU's {theirs} held the table down: it seems to avoid a marriage.",
    "ja": "CPUの{theirs}は場を抑えました。マリッジを避けたいようです。",
}
_SUFFIXES = {"": {"en": "", "ja": ""}, "_up": _UP, "_down": _DOWN}

#: what the card does (the CPU's card is laid at the same moment: the total is before it)
_MOVES = {
    "cheap": {
        "en": "Lay down {card}, your cheapest card: you keep {kept} points, and the table goes to {after} plus the CPU's card.",
        "ja": "{card}を出しましょう。いちばん点の低い札で、手元に{kept}点残ります。場は{after}点＋CPUの札になります。",
    },
    "up": {
        "en": "Lay down {card}: it pushes the table up to {after} plus the CPU's card, and you keep {kept} points.",
        "ja": "{card}を出しましょう。場は{after}点＋CPUの札に上がり、手元に{kept}点残ります。",
    },
    "down": {
        "en": "Lay down {card}: it brings the table down to {after} plus the CPU's card, and you keep {kept} points.",
        "ja": "{card}を出しましょう。場は{after}点＋CPUの札に下がり、手元に{kept}点残ります。",
    },
}
#: how a marriage would go for the best three cards kept
_OUTLOOKS = {
    "fav": {
        "en": " Your best three cards left make {top}: a marriage would likely favour you.",
        "ja": "残る強い3枚は{top}点で、マリッジなら有利になりそうです。",
    },
    "open": {
        "en": " Your best three cards left make {top}: a marriage is no sure win.",
        "ja": "残る強い3枚は{top}点で、マリッジでも勝てるとは限りません。",
    },
}
#: the last card: what the CPU's card must do for a marriage
_LAST = {
    "need": {
        "en": "Lay down {card}: the table goes to {after} plus the CPU's card, a marriage only if it adds {need} or more; you keep {kept} points, and no other card is sure to do better, whatever the CPU holds.",
        "ja": "{card}を出しましょう。場は{after}点＋CPUの札で、CPUの札が{need}点以上ならマリッジです。手元に{kept}点残ります。CPUの手札がどうであれ必ずこれより良くなる札は、ほかにありません。",
    },
    "over": {
        "en": "Lay down {card}: the table goes to {after} plus the CPU's card, a marriage unless it takes away more than {over}; you keep {kept} points, and no other card is sure to do better, whatever the CPU holds.",
        "ja": "{card}を出しましょう。場は{after}点＋CPUの札で、CPUの札が{over}点より多く減らさない限りマリッジです。手元に{kept}点残ります。CPUの手札がどうであれ必ずこれより良くなる札は、ほかにありません。",
    },
}


MESSAGES: dict[str, dict[str, str]] = {
    "kakehiki.hint.wait": {
        "en": "Nothing to choose now: wait for the cards to turn up.",
        "ja": "今は選ぶものがありません。カードが表になるのを待ちましょう。",
    },
    "kakehiki.hint.next": {
        "en": "The game is over: go on to the next one.",
        "ja": "このゲームは終わりです。次のゲームへ進みましょう。",
    },
    **{
        f"kakehiki.hint.{move}_{outlook}{suffix}": joined(text, _OUTLOOKS[outlook], tail)
        for move, text in _MOVES.items()
        for outlook in _OUTLOOKS
        for suffix, tail in _SUFFIXES.items()
    },
    # the last card comes after the CPU has laid two: its clause is always said
    **{
        f"kakehiki.hint.last_{kind}{suffix}": joined(text, _SUFFIXES[suffix])
        for kind, text in _LAST.items()
        for suffix in ("_up", "_down")
    },
}
