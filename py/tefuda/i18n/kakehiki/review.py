"""Words of the 恋のかけひき review (``web.tables.kakehiki_review``): options in words, the
face-up board, the rows of the score sheet (a "hand" of the review is one game of the
match)."""

MESSAGES: dict[str, dict[str, str]] = {
    "ui.kakehiki.review.play": {
        "en": "Lay down {card} (the table to {total} plus the CPU's card)",
        "ja": "{card}を出す（場は{total}点＋CPUの札）",
    },
    "ui.kakehiki.review.hand": {
        "en": "{name}: {points} hand points",
        "ja": "{name}：手札{points}点",
    },
    "ui.kakehiki.review.laid": {"en": "laid face down:", "ja": "伏せた札："},
    "ui.kakehiki.review.row": {"en": "{name} on the table", "ja": "{name}の場札"},
    "ui.kakehiki.review.result_marriage": {
        "en": "Marriage: you keep {mine} points, the CPU {theirs}.",
        "ja": "マリッジ：あなたの残りは{mine}点、CPUは{theirs}点。",
    },
    "ui.kakehiki.review.result_none": {
        "en": "No marriage: a draw.",
        "ja": "マリッジならず：引き分け。",
    },
    "ui.kakehiki.review.sheet_won": {
        "en": "Game {number}: marriage, {mine}–{theirs}, won",
        "ja": "第{number}ゲーム：マリッジ {mine}–{theirs}、勝ち",
    },
    "ui.kakehiki.review.sheet_lost": {
        "en": "Game {number}: marriage, {mine}–{theirs}, lost",
        "ja": "第{number}ゲーム：マリッジ {mine}–{theirs}、負け",
    },
    "ui.kakehiki.review.sheet_drawn": {
        "en": "Game {number}: marriage, {mine}–{theirs}, drawn",
        "ja": "第{number}ゲーム：マリッジ {mine}–{theirs}、引き分け",
    },
    "ui.kakehiki.review.sheet_none": {
        "en": "Game {number}: no marriage (table {total}), drawn",
        "ja": "第{number}ゲーム：マリッジならず（場{total}点）、引き分け",
    },
}
