"""Words of the 恋のかけひき rules page (its title and its tool); loaded with the page's first
message, like the game's other catalogs."""

MESSAGES: dict[str, dict[str, str]] = {
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
}
