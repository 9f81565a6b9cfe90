"""Words of the 51 rules page (its title and its tool); loaded with the page's first
message, like the game's other catalogs."""

MESSAGES: dict[str, dict[str, str]] = {
    "rules.fifty-one.title": {"en": "51 — rules", "ja": "51のルール"},
    "rules.fifty-one.calc.hint": {
        "en": "Choose five cards; tap a chosen card again to put it back.",
        "ja": "札を5枚選んでください。選んだ札をもう一度押すと外せます。",
    },
    "rules.fifty-one.calc.picker": {"en": "The 53 cards of 51", "ja": "51で使う53枚"},
    "rules.fifty-one.calc.full": {
        "en": "A hand has only five cards. Put one back before choosing another.",
        "ja": "手札は5枚までです。別の札を選ぶ前に、どれか1枚を外してください。",
    },
    "rules.fifty-one.calc.need": {
        "en": "Choose {count} more card(s) to complete the hand.",
        "ja": "あと{count}枚選ぶと点数が出ます。",
    },
    "rules.fifty-one.calc.mixed_early": {
        "en": "Already two suits ({suits}): whatever comes next, this hand will score 0.",
        "ja": "すでに{suits}が混じっています。残りに何を選んでも0点です。",
    },
    "rules.fifty-one.calc.mixed": {
        "en": "The suits are mixed ({suits}). Only one suit scores, so this hand is worth 0.",
        "ja": "{suits}が混じっています。点になるのは5枚が同じマークのときだけなので、0点です。",
    },
    "rules.fifty-one.calc.sum": {
        "en": "All {suit}: {sum} = {score}",
        "ja": "すべて{suit}：{sum} ＝ {score}",
    },
    "rules.fifty-one.calc.joker_high": {
        "en": "The joker counts 11, like an ace: {rest} + 11 = {over} does not pass 51.",
        "ja": "ジョーカーは A の代わりで11点。{rest}＋11＝{over} で51を超えないからです。",
    },
    "rules.fifty-one.calc.joker_low": {
        "en": "The joker counts only 10: as 11 it would make {rest} + 11 = {over}, past 51.",
        "ja": "ジョーカーは10点。11と数えると {rest}＋11＝{over} で51を超えてしまうからです。",
    },
    "rules.fifty-one.calc.stop": {
        "en": "Exactly 51: this hand stops the round at once.",
        "ja": "ちょうど51点。この手になった瞬間にストップです。",
    },
    "rules.fifty-one.calc.call": {
        "en": "One suit and under 51: after a swap you may call with it.",
        "ja": "同じマークで51点未満。交換のあとならコールできます。",
    },
    "rules.fifty-one.calc.score": {"en": "Score: {score}", "ja": "点数：{score}点"},
    "rules.fifty-one.preset.open": {
        "en": "Open the game with a preset:",
        "ja": "プリセットを選んでゲームを開く：",
    },
    "rules.fifty-one.preset.standard": {"en": "Standard", "ja": "標準"},
    "rules.fifty-one.preset.one-more-turn": {"en": "One more turn each", "ja": "最後に1回ずつ"},
    "rules.fifty-one.preset.stadium": {"en": "Bonus scoring", "ja": "トランプスタジアム式"},
    "rules.fifty-one.preset.custom": {"en": "Choose my own", "ja": "自分で決める"},
}
