"""Words of the 51 review (``web.tables.fifty_one_review``): options in words, the face-up
board, the rows of the score sheet.  The appraisal's reasons are the hint's own sentences
(:mod:`tefuda.cpu.fifty_one.reasons`), in ``cpu.py``.  ``fifty-one.review.*`` words the shared
review's texts (``review.*``, :mod:`tefuda.i18n.catalog_review`) for a game of rounds."""

MESSAGES: dict[str, dict[str, str]] = {
    # the shared review's texts that name the hand: a round of 51
    "fifty-one.review.open": {"en": "Review this round", "ja": "この回を振り返る"},
    "fifty-one.review.title": {"en": "Review of round {number}", "ja": "第{number}回の振り返り"},
    "fifty-one.review.slider": {"en": "Move of the round", "ja": "この回の手順"},
    "fifty-one.review.sheet": {"en": "Rounds of this game", "ja": "このゲームの各回"},
    "fifty-one.review.summary.result": {
        "en": "Result of the round: {points} points for you.",
        "ja": "この回の結果：あなたは{points}点。",
    },
    "fifty-one.review.values": {
        "en": "chance to win the game {chance}, {points} points this round",
        "ja": "ゲームに勝つ確率{chance}、この回{points}点",
    },
    "fifty-one.review.cost": {
        "en": "Cost: {chance} {error} of your chance to win the game, {points} points "
        "{points_error} this round.",
        "ja": "損失：ゲームに勝つ確率で{chance}{error}、この回で{points}点{points_error}。",
    },
    "fifty-one.review.practice_over": {
        "en": "The practice round is over.",
        "ja": "練習の回が終わりました。",
    },
    "ui.fifty-one.review.swap": {"en": "Swap {give} for {take}", "ja": "{give}と{take}を交換"},
    "ui.fifty-one.review.swap_all": {"en": "Swap all", "ja": "全部交換"},
    "ui.fifty-one.review.flush": {"en": "Flush", "ja": "流す"},
    "ui.fifty-one.review.pass": {"en": "Pass", "ja": "パス"},
    "ui.fifty-one.review.call": {"en": "Call with {score}", "ja": "{score}点でコール"},
    "ui.fifty-one.review.nocall": {"en": "Don't call with {score}", "ja": "{score}点でコールしない"},
    "ui.fifty-one.review.next": {"en": "Next round", "ja": "次の回へ"},
    "ui.fifty-one.review.hand": {"en": "{name}: {score}", "ja": "{name}：{score}"},
    "ui.fifty-one.review.score": {"en": "{score} points", "ja": "{score}点"},
    "ui.fifty-one.review.no_score": {"en": "not one suit", "ja": "マークがそろっていない"},
    "ui.fifty-one.review.field": {"en": "Field", "ja": "場札"},
    "ui.fifty-one.review.stock": {
        "en": "Stock, next card first ({count})",
        "ja": "山札（次に出る札から、{count}枚）",
    },
    "ui.fifty-one.review.more": {"en": "+{count} more", "ja": "ほか{count}枚"},
    "ui.fifty-one.review.discard": {
        "en": "Discard pile ({count})",
        "ja": "流した札（{count}枚）",
    },
    "ui.fifty-one.review.sheet": {
        "en": "Round {number}: {points} points for you, #{rank} of {seats} — your total {total}",
        "ja": "第{number}回：あなた{points}点、{seats}人中{rank}位 — 合計{total}点",
    },
}
