"""Messages of the 恋のかけひき hint (tefuda.cpu.kakehiki.hint): which card and why."""

from tefuda.i18n import joined

_UP = {
    "en": " The CPU's {theirs} pushed the table up: it seems to want a marriage.",
    "ja": "CPUの{theirs}は場を押し上げました。マリッジを狙っているようです。",
}
_DOWN = {
    "en": " The CPU's {theirs} held the table down: it seems to avoid a marriage.",
    "ja": "CPUの{theirs}は場を抑えました。マリッジを避けたいようです。",
}
_SEEK = {
    "en": "Lay down {card}: your best three cards make {top} points, so a marriage should favour you; the table goes to {after}.",
    "ja": "{card}を出しましょう。強い3枚で{top}点あり、マリッジになれば有利です。場は{after}点になります。",
}
_AVOID = {
    "en": "Lay down {card}: your best three cards make only {top} points, too few to count on winning a marriage, so keep the table low; it goes to {after}.",
    "ja": "{card}を出しましょう。強い3枚でも{top}点で、マリッジで勝てるとは限らないので場を低く保ちます。場は{after}点になります。",
}
_LAST = {
    "en": "Lay down {card}: the table goes to {after} ({need} short of 20) and you keep {kept} points, your best chance on the last card.",
    "ja": "{card}を出しましょう。場は{after}点（20点まであと{need}点）、手元に{kept}点が残り、最後の1枚として最も有利です。",
}



MESSAGES: dict[str, dict[str, str]] = {
    "kakehiki.hint.wait": {
        "en": "Nothing to choose now: wait for the cards to turn up.",
        "ja": "今は選ぶものがありません。カードが表になるのを待ちましょう。",
    },
    "kakehiki.hint.seek": _SEEK,
    "kakehiki.hint.seek_up": joined(_SEEK, _UP),
    "kakehiki.hint.seek_down": joined(_SEEK, _DOWN),
    "kakehiki.hint.avoid": _AVOID,
    "kakehiki.hint.avoid_up": joined(_AVOID, _UP),
    "kakehiki.hint.avoid_down": joined(_AVOID, _DOWN),
    "kakehiki.hint.last": _LAST,
    "kakehiki.hint.last_up": joined(_LAST, _UP),
    "kakehiki.hint.last_down": joined(_LAST, _DOWN),
}
