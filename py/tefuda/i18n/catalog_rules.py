"""Short texts of the rules pages (titles, labels, the calculators' messages), Japanese and English.

The long prose of each page lives with the page (``web.rules.<game>_text``); only the words a
widget puts together at run time are here.
"""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    # --- shared by the rules pages ---
    "rules.common.play": {"en": "Play {game}", "ja": "{game}を遊ぶ"},
    "rules.common.chosen": {"en": "Chosen:", "ja": "選んだ札："},
    "rules.common.clear": {"en": "Clear", "ja": "全部外す"},
    "rules.common.cleared": {"en": "All cards put back.", "ja": "選んだ札をすべて外しました。"},
    # --- 51 ---
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
    # --- Gin Rummy ---
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
    # --- 恋のかけひき ---
    "rules.kakehiki.title": {"en": "Koi no Kakehiki — rules", "ja": "恋のかけひきのルール"},
    "rules.kakehiki.table.hint": {
        "en": "Choose the cards lying on the table (up to six); tap one again to take it back.",
        "ja": "場に出ている札を選んでください（6枚まで）。もう一度押すと外せます。",
    },
    "rules.kakehiki.table.picker": {
        "en": "The 53 cards of Koi no Kakehiki",
        "ja": "恋のかけひきで使う53枚",
    },
    "rules.kakehiki.table.full": {
        "en": "The table never holds more than six cards, three from each player.",
        "ja": "場に出る札は、二人が3枚ずつの6枚までです。",
    },
    "rules.kakehiki.table.empty": {
        "en": "No cards on the table yet: the total is 0.",
        "ja": "まだ場に札がありません。合計は0点です。",
    },
    "rules.kakehiki.table.total": {"en": "Table total: {total}", "ja": "場の合計：{total}点"},
    "rules.kakehiki.table.sum": {"en": "{sum} = {total}", "ja": "{sum} ＝ {total}"},
    "rules.kakehiki.table.to_go": {
        "en": "{points} short of 20: no marriage yet.",
        "ja": "20点まであと{points}点。まだマリッジ成立ではありません。",
    },
    "rules.kakehiki.table.marriage": {
        "en": "20 or more: a marriage! The remaining hands decide the game.",
        "ja": "20点以上でマリッジ成立。残った手札の点で勝負です。",
    },
    "rules.kakehiki.table.third": {
        "en": "With four cards down and under 20, both players lay a third card.",
        "ja": "4枚が出て20点未満なら、二人とも3枚目を出します。",
    },
    "rules.kakehiki.table.no_marriage": {
        "en": "All six cards are down and still under 20: no marriage, the game is a draw.",
        "ja": "6枚出ても20点未満なので、マリッジ不成立。引き分けです。",
    },
    # --- 500 ---
    "rules.five-hundred.title": {"en": "500 — rules", "ja": "500のルール"},
    "rules.five-hundred.trick.hint": {
        "en": "Choose the trumps, then the cards of one trick in the order they are played: the first is the lead.",
        "ja": "切り札を選び、1トリック分のカードを出す順に選んでください。最初の1枚がリードです。",
    },
    "rules.five-hundred.trick.picker": {"en": "The 43 cards of 500", "ja": "500で使う43枚"},
    "rules.five-hundred.trick.contract": {"en": "Trumps:", "ja": "切り札："},
    "rules.five-hundred.trick.examples": {"en": "Examples:", "ja": "例："},
    "rules.five-hundred.trick.example.bowers": {"en": "Right against left bower", "ja": "ライトとレフト"},
    "rules.five-hundred.trick.example.left_led": {"en": "The left bower led", "ja": "レフトバウアーのリード"},
    "rules.five-hundred.trick.example.ruff": {"en": "A low trump", "ja": "小さな切り札"},
    "rules.five-hundred.trick.example.joker_nt": {"en": "The joker led in no trumps", "ja": "切り札なしでジョーカーをリード"},
    "rules.five-hundred.trick.example.jacks_nt": {"en": "Jacks in no trumps", "ja": "切り札なしのJ"},
    "rules.five-hundred.trick.empty": {"en": "No card yet: choose the lead.", "ja": "まだカードがありません。リードする1枚を選んでください。"},
    "rules.five-hundred.trick.name": {"en": "The joker leads as:", "ja": "ジョーカーが表すスート："},
    "rules.five-hundred.trick.name_first": {
        "en": "In no trumps the player of a led joker names a suit for it: choose one.",
        "ja": "切り札なしでジョーカーをリードした人は、それが表すスートを指定します。選んでください。",
    },
    "rules.five-hundred.trick.led_joker": {
        "en": "The joker leads for {symbol}: the others must follow {symbol} if they can.",
        "ja": "ジョーカーが{symbol}としてリードされました。ほかの人は{symbol}があれば出さなければなりません。",
    },
    "rules.five-hundred.trick.led_trump": {
        "en": "{card} is a trump, so this is a trump lead ({symbol}): the others must follow with a trump if they can.",
        "ja": "{card}は切り札なので、切り札（{symbol}）のリードです。ほかの人は切り札があれば出さなければなりません。",
    },
    "rules.five-hundred.trick.led": {
        "en": "{card} leads: the others must follow {symbol} if they can.",
        "ja": "{card}のリード。ほかの人は{symbol}があれば出さなければなりません。",
    },
    "rules.five-hundred.trick.role.joker": {
        "en": "Card {number}, {card}: the joker, the highest card of all.",
        "ja": "{number}枚目 {card}：ジョーカー。いちばん強いカードです。",
    },
    "rules.five-hundred.trick.role.right": {
        "en": "Card {number}, {card}: the right bower, the second-highest trump.",
        "ja": "{number}枚目 {card}：ライトバウアー。2番目に強い切り札です。",
    },
    "rules.five-hundred.trick.role.left": {
        "en": "Card {number}, {card}: the left bower, a trump, third after the joker and the right bower.",
        "ja": "{number}枚目 {card}：レフトバウアー。ジョーカー、ライトバウアーに次ぐ3番目の切り札です。",
    },
    "rules.five-hundred.trick.role.trump": {"en": "Card {number}, {card}: a trump.", "ja": "{number}枚目 {card}：切り札。"},
    "rules.five-hundred.trick.role.follows": {
        "en": "Card {number}, {card}: of the suit led.",
        "ja": "{number}枚目 {card}：台札と同じスート。",
    },
    "rules.five-hundred.trick.role.off": {
        "en": "Card {number}, {card}: neither a trump nor of the suit led, so it cannot win.",
        "ja": "{number}枚目 {card}：切り札でも台札のスートでもないので、勝てません。",
    },
    "rules.five-hundred.trick.need": {
        "en": "Choose {count} more to complete the trick.",
        "ja": "あと{count}枚選ぶとトリックがそろいます。",
    },
    "rules.five-hundred.trick.wins_trump": {
        "en": "Card {number}, {card}, wins the trick: the highest trump.",
        "ja": "{number}枚目の{card}がトリックを取ります。いちばん強い切り札です。",
    },
    "rules.five-hundred.trick.wins_led": {
        "en": "Card {number}, {card}, wins the trick: no trump was played, and it is the highest of the suit led.",
        "ja": "{number}枚目の{card}がトリックを取ります。切り札が出ておらず、台札のスートでいちばん強いからです。",
    },
    "rules.five-hundred.trick.wins_trump_so_far": {
        "en": "So far card {number}, {card}, is winning: the highest trump.",
        "ja": "今のところ{number}枚目の{card}が勝っています。いちばん強い切り札です。",
    },
    "rules.five-hundred.trick.wins_led_so_far": {
        "en": "So far card {number}, {card}, is winning: the highest of the suit led.",
        "ja": "今のところ{number}枚目の{card}が勝っています。台札のスートでいちばん強いカードです。",
    },
    "rules.five-hundred.trick.full": {
        "en": "A trick has four cards: put one back first.",
        "ja": "1トリックは4枚です。先に1枚外してください。",
    },
}
