"""Words of the Gin Rummy review (``web.tables.gin_rummy_review``): options in words, the
face-up board, the rows of the score sheet; and the hint's reasons that only the appraisal
gives (:mod:`tefuda.cpu.gin_rummy.reasons`: what the deals played out found)."""

MESSAGES: dict[str, dict[str, str]] = {
    "gin-rummy.hint.take_weighed": {
        "en": "Take the {card}: played out over the deals the unseen cards may be, taking it "
        "does best.",
        "ja": "{card} を取りましょう。見えないカードの配り方を何通りも試すと、取るのが一番です。",
    },
    "gin-rummy.hint.knock_weighed": {
        "en": "Knock with {card} ({deadwood} deadwood): played out over the deals the unseen "
        "cards may be, knocking now does best.",
        "ja": "{card} でノックしましょう（デッドウッド{deadwood}点）。見えないカードの配り方を"
        "何通りも試すと、今ノックするのが一番です。",
    },
    "ui.gin-rummy.review.pass": {"en": "Pass the upcard", "ja": "アップカードをパス"},
    "ui.gin-rummy.review.take_upcard": {"en": "Take the upcard {card}", "ja": "アップカード{card}を取る"},
    "ui.gin-rummy.review.take": {"en": "Take {card}", "ja": "{card}を取る"},
    "ui.gin-rummy.review.draw_stock": {"en": "Draw from the stock", "ja": "山札から引く"},
    "ui.gin-rummy.review.discard": {"en": "Discard {card}", "ja": "{card}を捨てる"},
    "ui.gin-rummy.review.knock": {"en": "Knock, {card} face down", "ja": "{card}を伏せてノック"},
    "ui.gin-rummy.review.gin": {"en": "Gin, {card} face down", "ja": "{card}を伏せてジン"},
    "ui.gin-rummy.review.next": {"en": "Next hand", "ja": "次のハンド"},
    "ui.gin-rummy.review.stock": {
        "en": "Stock, next card first ({count})",
        "ja": "山札（次に引く札から、{count}枚）",
    },
    "ui.gin-rummy.review.more": {"en": "+{count} more", "ja": "ほか{count}枚"},
    "ui.gin-rummy.review.pile": {
        "en": "Discard pile, top card last",
        "ja": "捨て札（右端が一番上）",
    },
    "ui.gin-rummy.review.hand": {
        "en": "{name}: deadwood {deadwood}",
        "ja": "{name}：デッドウッド{deadwood}点",
    },
    "ui.gin-rummy.review.sheet_won": {
        "en": "Hand {number}: {name} +{points} ({kind}) — {mine}–{theirs}",
        "ja": "第{number}ハンド：{name} +{points}点（{kind}）— {mine}–{theirs}",
    },
    "ui.gin-rummy.review.sheet_wall": {
        "en": "Hand {number}: a draw at the wall — {mine}–{theirs}",
        "ja": "第{number}ハンド：流局 — {mine}–{theirs}",
    },
}
