"""Words of the Gin Rummy rules page (its title and its tool); loaded with the page's first
message, like the game's other catalogs."""

MESSAGES: dict[str, dict[str, str]] = {
    "rules.gin-rummy.title": {"en": "Gin Rummy — rules", "ja": "ジンラミーのルール"},
    "rules.gin-rummy.explore.hint": {
        "en": "Choose ten cards (or load an example); tap a chosen card again to put it back.",
        "ja": "札を10枚選ぶか、例の手札を読みこんでください。選んだ札をもう一度押すと外せます。",
    },
    "rules.gin-rummy.explore.picker": {
        "en": "The 52 cards of Gin Rummy",
        "ja": "ジンラミーで使う52枚",
    },
    "rules.gin-rummy.explore.full": {
        "en": "A hand has ten cards. Put one back before choosing another.",
        "ja": "手札は10枚までです。別の札を選ぶ前に、どれか1枚を外してください。",
    },
    "rules.gin-rummy.explore.need": {
        "en": "{count} more card(s) make a full hand of ten.",
        "ja": "あと{count}枚で10枚の手札になります。",
    },
    "rules.gin-rummy.explore.empty": {
        "en": "No cards chosen yet.",
        "ja": "まだ札を選んでいません。",
    },
    "rules.gin-rummy.explore.examples": {"en": "Examples:", "ja": "例の手札："},
    "rules.gin-rummy.explore.example.sevens": {
        "en": "Three sevens or a run?",
        "ja": "7のセットか、ランか",
    },
    "rules.gin-rummy.explore.example.aces": {"en": "A-2-3 and Q-K-A", "ja": "A-2-3 と Q-K-A"},
    "rules.gin-rummy.explore.example.gin": {"en": "A gin hand", "ja": "ジンの手"},
    "rules.gin-rummy.explore.melds": {"en": "Melds", "ja": "メルド（役）"},
    "rules.gin-rummy.explore.no_melds": {"en": "No melds yet.", "ja": "まだメルドはありません。"},
    "rules.gin-rummy.explore.set": {"en": "set", "ja": "セット"},
    "rules.gin-rummy.explore.run": {"en": "run", "ja": "ラン"},
    "rules.gin-rummy.explore.deadwood": {"en": "Deadwood", "ja": "デッドウッド"},
    "rules.gin-rummy.explore.no_deadwood": {"en": "none", "ja": "なし"},
    "rules.gin-rummy.explore.count": {"en": "Deadwood: {points}", "ja": "デッドウッド：{points}点"},
    "rules.gin-rummy.explore.sum": {"en": "{sum} = {points}", "ja": "{sum} ＝ {points}"},
    "rules.gin-rummy.explore.gin": {
        "en": "No deadwood at all: with these ten cards you could go gin.",
        "ja": "デッドウッドが0。この10枚ならジンです。",
    },
    "rules.gin-rummy.explore.knock": {
        "en": "{points} is 10 or less: with these ten cards you could knock.",
        "ja": "{points}点は10点以下。この10枚ならノックできます。",
    },
    "rules.gin-rummy.explore.no_knock": {
        "en": "{points} is more than 10: not enough to knock yet.",
        "ja": "{points}点は10点を超えているので、まだノックできません。",
    },
}
