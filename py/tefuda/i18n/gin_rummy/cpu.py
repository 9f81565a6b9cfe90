"""Messages of the Gin Rummy hint (``tefuda.cpu.gin_rummy.hint``): one line on why a move is good.

Parameters: ``card`` (the card to take or throw), ``deadwood`` (points left after the move),
``now`` (the deadwood before it), ``avoid`` (a card the opponent may want), ``near`` (the cards
it holds that could meld with ``avoid``), ``expected`` (the estimated gain of a knock).
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
    "gin-rummy.hint.pass_upcard_lowers": {
        "en": "Pass: the {card} would lower your deadwood only from {now} to {deadwood}.",
        "ja": "パスしましょう。{card} ではデッドウッドが{now}点から{deadwood}点に下がるだけです。",
    },
    "gin-rummy.hint.draw_stock_lowers": {
        "en": "Draw from the stock: the {card} would lower your deadwood only from {now} to {deadwood}.",
        "ja": "山札から引きましょう。{card} ではデッドウッドが{now}点から{deadwood}点に下がるだけです。",
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
        "en": "Discard {card} and wait: with {deadwood} deadwood you are one card from gin.",
        "ja": "{card} を捨てて待ちましょう。デッドウッド{deadwood}点で、あと1枚でジンです。",
    },
    "gin-rummy.hint.hold_undercut": {
        "en": "Discard {card} but don't knock yet: the opponent may undercut {deadwood}.",
        "ja": "{card} を捨てて、まだノックしないで。{deadwood}点だとアンダーカットされるかもしれません。",
    },
    "gin-rummy.hint.hold_low_gain": {
        "en": "Discard {card} and keep going: a knock at {deadwood} would earn only about {expected} points now, and a low hand can undercut a knock or reach gin.",
        "ja": "{card} を捨てて続けましょう。{deadwood}点でノックしても今は{expected}点ほどにしかならず、低い手のままならアンダーカットやジンを狙えます。",
    },
    "gin-rummy.hint.discard_safe": {
        "en": "Discard {card}: it leaves you the least deadwood ({deadwood}), and the opponent has taken no card of its rank or near it in its suit.",
        "ja": "{card} を捨てましょう。デッドウッドが一番少なくなり（{deadwood}点）、相手はこのカードと同じ数字の札も、同じマークの近い札も取っていません。",
    },
    "gin-rummy.hint.discard_deadwood": {
        "en": "Discard {card}: it leaves you the least deadwood ({deadwood}).",
        "ja": "{card} を捨てましょう。デッドウッドが一番少なくなります（{deadwood}点）。",
    },
    "gin-rummy.hint.discard_avoid": {
        "en": "Discard {card} rather than {avoid}: the opponent holds {near}, which could meld with {avoid}.",
        "ja": "{avoid} ではなく {card} を捨てましょう。相手が持っている {near} は {avoid} とメルドになりえます。",
    },
    "gin-rummy.hint.discard_weighed": {
        "en": "Discard {card}: it leaves {deadwood} deadwood, weighed against the melds your cards can still make and the cards the opponent may want.",
        "ja": "{card} を捨てましょう。デッドウッドは{deadwood}点。まだできそうなメルドと、相手が欲しがりそうな札を比べて選んだ1枚です。",
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
