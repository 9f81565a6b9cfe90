"""Messages of the 51 hint (``tefuda.cpu.fifty_one.hint``): which move, and why, in one line.

Parameters: ``give``/``take`` (the hand card given and the field card taken), ``suit`` (a suit
symbol), ``held`` (cards of that suit in hand, the joker counted), ``field`` (more of it on the
field), ``score`` (a hand's points), ``chance`` (the estimated chance, in per cent, that a call
wins), ``collector`` (the number of a CPU that visibly collects ``fsuit`` or ``suit``),
``card`` (the card that would help it, or that the swap keeps from it), ``cards`` (the cards it
took).  A swap is told as building the suit (``swap_build``: it takes a card for it), keeping it
(``swap_keep``: it takes another suit's card and keeps every card for it) or plainly
(``swap_plain``); ``tefuda.claims.fifty_one`` checks each sentence against the position.
"""

from tefuda.i18n import joined

_GUARD = {
    "en": " Giving {card} instead could hand it to CPU {collector}, whose cards taken from the field are all {fsuit}.",
    "ja": "{card}を出すと、場から取った札がすべて{fsuit}のCPU {collector}に渡るかもしれません。",
}
_DENY = {
    "en": " Taking {card} also keeps it from CPU {collector}, whose cards taken from the field are all {fsuit}.",
    "ja": "{card}を取れば、場から取った札がすべて{fsuit}のCPU {collector}にも渡りません。",
}
_BUILD = {
    "en": "Collect {suit}: swap {give} for {take}; you will hold {held}, with {field} more on the field.",
    "ja": "{suit}を集めましょう。{give}と{take}を交換すると手札の{suit}は{held}枚、場にもあと{field}枚あります。",
}
_KEEP = {
    "en": "Swap {give} for {take}: your {held} cards for {suit} stay in hand.",
    "ja": "{give}と{take}を交換しましょう。手札の{suit}{held}枚はそのまま残ります。",
}
_KEEP_NONE = {
    "en": "Swap {give} for {take}: no card on the field is of {suit}, and your {held} for it stay in hand.",
    "ja": "{give}と{take}を交換しましょう。場に{suit}の札はなく、手札の{suit}{held}枚はそのまま残ります。",
}
_PLAIN = {
    "en": "Swap {give} for {take}: you will then hold {held} cards for {suit}.",
    "ja": "{give}と{take}を交換しましょう。交換後、手札の{suit}は{held}枚です。",
}
_BUILD_NONE = {
    "en": "Collect {suit}: swap {give} for {take}; you will hold {held}.",
    "ja": "{suit}を集めましょう。{give}と{take}を交換すると手札の{suit}は{held}枚になります。",
}



MESSAGES: dict[str, dict[str, str]] = {
    "fifty-one.hint.wait": {
        "en": "Nothing to decide now: wait for your turn.",
        "ja": "今は選ぶことがありません。自分の番を待ちましょう。",
    },
    "fifty-one.hint.next": {
        "en": "The round is over: go on to the next round.",
        "ja": "このラウンドは終わりです。次のラウンドへ進みましょう。",
    },
    "fifty-one.hint.swap_stop": {
        "en": "Swap {give} for {take}: five of one suit worth 51, a stop that wins the round.",
        "ja": "{give}と{take}を交換しましょう。同じマーク5枚で51点、ストップでこのラウンドの勝ちです。",
    },
    "fifty-one.hint.swap_stop_extra": {
        "en": "Swap {give} for {take}: five of one suit worth 51, a stop; every other player then gets one more turn before the reveal.",
        "ja": "{give}と{take}を交換しましょう。同じマーク5枚で51点のストップです。公開の前に、ほかの全員がもう1回ずつ番を持ちます。",
    },
    "fifty-one.hint.swap_suit": {
        "en": "Swap {give} for {take}: all five of one suit, worth {score}.",
        "ja": "{give}と{take}を交換しましょう。5枚が同じマークになり、{score}点です。",
    },
    "fifty-one.hint.swap_build": _BUILD,
    "fifty-one.hint.swap_build_guard": joined(_BUILD, _GUARD),
    "fifty-one.hint.swap_build_deny": joined(_BUILD, _DENY),
    "fifty-one.hint.swap_build_none": _BUILD_NONE,
    "fifty-one.hint.swap_build_none_guard": joined(_BUILD_NONE, _GUARD),
    "fifty-one.hint.swap_build_none_deny": joined(_BUILD_NONE, _DENY),
    "fifty-one.hint.swap_keep": _KEEP,
    "fifty-one.hint.swap_keep_none": _KEEP_NONE,
    "fifty-one.hint.swap_keep_guard": joined(_KEEP, _GUARD),
    "fifty-one.hint.swap_keep_deny": joined(_KEEP, _DENY),
    "fifty-one.hint.swap_plain": _PLAIN,
    "fifty-one.hint.swap_plain_guard": joined(_PLAIN, _GUARD),
    "fifty-one.hint.swap_plain_deny": joined(_PLAIN, _DENY),
    "fifty-one.hint.swap_all": {
        "en": "Swap all: the field gives you {held} of {suit}, more promising than your hand.",
        "ja": "全部交換しましょう。場札なら{suit}が{held}枚あり、今の手札より有望です。",
    },
    "fifty-one.hint.swap_all_plain": {
        "en": "Swap all: the field gives you {held} of {suit}.",
        "ja": "全部交換しましょう。場札なら{suit}が{held}枚になります。",
    },
    "fifty-one.hint.swap_all_suit": {
        "en": "Swap all: the field is five of one suit, worth {score}.",
        "ja": "全部交換しましょう。場札は5枚とも同じマークで{score}点です。",
    },
    "fifty-one.hint.flush": {
        "en": "Flush: nothing on the field helps your {suit} ({held} in hand); five new cards may.",
        "ja": "流しましょう。場札には手札の{suit}（{held}枚）に役立つ札がありません。新しい5枚に期待しましょう。",
    },
    "fifty-one.hint.flush_field": {
        "en": "Flush: nothing on the field helps your {suit} ({held} in hand).",
        "ja": "流しましょう。場札には手札の{suit}（{held}枚）に役立つ札がありません。",
    },
    "fifty-one.hint.flush_stall": {
        "en": "Flush: everyone has passed for a whole round; new field cards get it moving.",
        "ja": "流しましょう。全員が1周パスしました。新しい場札で流れを変えましょう。",
    },
    "fifty-one.hint.pass": {
        "en": "Pass: no swap with the field helps your {suit} ({held} in hand).",
        "ja": "パスしましょう。場札と交換しても手札の{suit}（{held}枚）はよくなりません。",
    },
    "fifty-one.hint.call_sure": {
        "en": "Call: no other player can beat {score}; each has taken cards of two suits.",
        "ja": "コールしましょう。他の全員が2種類以上のマークの札を取っているので、{score}点を上回る人はいません。",
    },
    "fifty-one.hint.call": {
        "en": "Call: from what the others have taken, {score} wins about {chance}\u202f% of the time.",
        "ja": "コールしましょう。他の人が取った札から見て、{score}点なら約{chance}\u202f%の確率で勝てます。",
    },
    "fifty-one.hint.nocall_threat": {
        "en": "Don't call yet: CPU {collector} collects {suit} ({cards}) and may beat {score}.",
        "ja": "まだコールしないでおきましょう。CPU {collector}が{suit}（{cards}）を集めていて、{score}点を上回るかもしれません。",
    },
    "fifty-one.hint.nocall": {
        "en": "Don't call yet: {score} wins only about {chance}\u202f% of the time, and your hand can still grow.",
        "ja": "まだコールしないでおきましょう。{score}点で勝てる確率は約{chance}\u202f%です。手札はまだ伸ばせます。",
    },
    "fifty-one.hint.extra_flush": {
        "en": "Last turn before the reveal: flush; new cards give a better chance than this field.",
        "ja": "公開前の最後の番です。流しましょう。この場札より新しい札のほうが見込みがあります。",
    },
    "fifty-one.hint.extra_pass": {
        "en": "Last turn before the reveal: pass and keep your {score}.",
        "ja": "公開前の最後の番です。パスして{score}点を守りましょう。",
    },
    "fifty-one.hint.extra_swap_all": {
        "en": "Last turn before the reveal: swap all; your hand will score {score}.",
        "ja": "公開前の最後の番です。全部交換すれば{score}点になります。",
    },
    "fifty-one.hint.extra_swap": {
        "en": "Last turn before the reveal: swap {give} for {take}; your hand will score {score}.",
        "ja": "公開前の最後の番です。{give}と{take}を交換すれば{score}点になります。",
    },
    "fifty-one.hint.extra_none": {
        "en": "Last turn before the reveal: no move makes your hand one suit, so any swap will do.",
        "ja": "公開前の最後の番です。どう動いても同じマークにはならないので、どの交換でもかまいません。",
    },
}
