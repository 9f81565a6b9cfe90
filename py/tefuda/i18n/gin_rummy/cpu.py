"""Messages of the Gin Rummy hint (``tefuda.cpu.gin_rummy.hint``): one line on why a move is good.

Parameters: ``card`` (the card to take or throw), ``deadwood`` (points left after the move),
``avoid`` (a card the opponent may want), ``expected`` (the estimated gain of a knock).
"""

MESSAGES: dict[str, dict[str, str]] = {
    "gin-rummy.hint.take_run": {
        "en": "Take the {card}: it completes a run.",
        "ja": "{card} を取りましょう。ランができます。",
    },
    "gin-rummy.hint.take_set": {
        "en": "Take the {card}: it completes a set.",
        "ja": "{card} を取りましょう。セットができます。",
    },
    "gin-rummy.hint.take_lowers": {
        "en": "Take the {card}: it brings your deadwood down to {deadwood}.",
        "ja": "{card} を取りましょう。デッドウッドが{deadwood}点に下がります。",
    },
    "gin-rummy.hint.pass_upcard": {
        "en": "Pass: the {card} does not help your hand.",
        "ja": "パスしましょう。{card} は手札の役に立ちません。",
    },
    "gin-rummy.hint.draw_stock": {
        "en": "Draw from the stock: the {card} does not help your hand.",
        "ja": "山札から引きましょう。{card} は手札の役に立ちません。",
    },
    "gin-rummy.hint.draw_stock_only": {
        "en": "Draw from the stock.",
        "ja": "山札から引きましょう。",
    },
    "gin-rummy.hint.gin": {
        "en": "Gin! Put {card} face down: every other card is in a meld.",
        "ja": "ジンです！{card} を伏せて出せば、残りは全部メルドです。",
    },
    "gin-rummy.hint.knock": {
        "en": "Knock with {card}: your deadwood is {deadwood} and the opponent likely holds more.",
        "ja": "{card} でノックしましょう。デッドウッドは{deadwood}点、相手はもっと多いはずです。",
    },
    "gin-rummy.hint.hold_gin": {
        "en": "Discard {card} and wait: with {deadwood} deadwood and a long stock, gin is close.",
        "ja": "{card} を捨てて待ちましょう。デッドウッド{deadwood}点で山札も多く、ジンが近いです。",
    },
    "gin-rummy.hint.hold_undercut": {
        "en": "Discard {card} but don't knock yet: the opponent may undercut {deadwood}.",
        "ja": "{card} を捨てて、まだノックしないで。{deadwood}点だとアンダーカットされそうです。",
    },
    "gin-rummy.hint.hold_low_gain": {
        "en": "Discard {card} and keep going: a knock at {deadwood} earns little now, and a low hand can undercut a knock or reach gin.",
        "ja": "{card} を捨てて続けましょう。{deadwood}点でのノックは得点が少なく、低い手のままならアンダーカットやジンを狙えます。",
    },
    "gin-rummy.hint.discard_safe": {
        "en": "Discard {card}: high deadwood, and the opponent has shown no use for it.",
        "ja": "{card} を捨てましょう。高いデッドウッドで、相手も欲しがっていません。",
    },
    "gin-rummy.hint.discard_deadwood": {
        "en": "Discard {card}: it leaves you the least deadwood ({deadwood}).",
        "ja": "{card} を捨てましょう。デッドウッドが一番少なくなります（{deadwood}点）。",
    },
    "gin-rummy.hint.discard_avoid": {
        "en": "Discard {card}: safer than {avoid}, which the opponent may want.",
        "ja": "{card} を捨てましょう。{avoid} は相手が欲しがっていそうです。",
    },
    "gin-rummy.hint.discard_flexible": {
        "en": "Discard {card}: keep the cards that can still make melds.",
        "ja": "{card} を捨てましょう。まだメルドになりそうなカードを残します。",
    },
    "gin-rummy.hint.next": {
        "en": "Go on to the next hand.",
        "ja": "次のハンドへ進みましょう。",
    },
    "gin-rummy.hint.wait": {
        "en": "Wait for the other player.",
        "ja": "相手の番です。少し待ちましょう。",
    },
}
