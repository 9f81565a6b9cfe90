"""Words of the 500 rules page (its title and the trick demonstrator); loaded with the page's
first message, like the game's other catalogs."""

MESSAGES: dict[str, dict[str, str]] = {
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
