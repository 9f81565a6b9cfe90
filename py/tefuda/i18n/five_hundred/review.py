"""Words of the 500 review (``web.tables.five_hundred_review``): options in words, the face-up
board and the rows of the score sheet."""

MESSAGES: dict[str, dict[str, str]] = {
    "ui.five-hundred.review.bid": {"en": "Bid {bid}", "ja": "{bid}をビッド"},
    "ui.five-hundred.review.pass": {"en": "Pass", "ja": "パス"},
    "ui.five-hundred.review.discard": {"en": "Lay away {card}", "ja": "{card}を伏せる"},
    "ui.five-hundred.review.play": {"en": "Play {card}", "ja": "{card}を出す"},
    "ui.five-hundred.review.joker": {
        "en": "Lead the joker as a {suit}",
        "ja": "ジョーカーを{suit}としてリード",
    },
    "ui.five-hundred.review.next": {"en": "Next hand", "ja": "次のハンド"},
    "ui.five-hundred.review.contractor": {
        "en": "{name}: contract {bid}",
        "ja": "{name}：コントラクト{bid}",
    },
    "ui.five-hundred.review.out": {
        "en": "{name}: sits out (misère)",
        "ja": "{name}：お休み（ミゼール）",
    },
    "ui.five-hundred.review.kitty": {"en": "Kitty, as dealt", "ja": "キティ（配られたまま）"},
    "ui.five-hundred.review.discards": {
        "en": "Laid away by the contractor",
        "ja": "コントラクターが伏せた札",
    },
    "ui.five-hundred.review.trick": {"en": "Trick on the table", "ja": "場のトリック"},
    "ui.five-hundred.review.tricks": {
        "en": "Tricks taken: N–S {ours}, E–W {theirs}",
        "ja": "取ったトリック：南北{ours}、東西{theirs}",
    },
    "ui.five-hundred.review.sheet": {
        "en": "Hand {number}: {bid} by {who}, {result} — N–S {ours}, E–W {theirs_points} "
        "({mine}–{theirs})",
        "ja": "第{number}ハンド：{who}の{bid}、{result} — 南北{ours}、東西{theirs_points}"
        "（{mine}–{theirs}）",
    },
    "ui.five-hundred.review.sheet_thrown": {
        "en": "Hand {number}: thrown in — ({mine}–{theirs})",
        "ja": "第{number}ハンド：流れ —（{mine}–{theirs}）",
    },
}
