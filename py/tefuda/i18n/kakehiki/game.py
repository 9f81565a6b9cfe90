"""Messages of 恋のかけひき (game id ``kakehiki``): refusals and the words of the table."""

MESSAGES: dict[str, dict[str, str]] = {
    # Refusals (IllegalAction reasons raised by tefuda.games.kakehiki).
    "kakehiki.already_committed": {
        "en": "You have already put down your card. Wait for the other player.",
        "ja": "もうカードを出しました。相手が出すのを待ちましょう。",
    },
    "kakehiki.not_in_hand": {
        "en": "{card} is not in your hand.",
        "ja": "{card} は手札にありません。",
    },
    "kakehiki.between_games": {
        "en": "This game is finished. Go on to the next one first.",
        "ja": "このゲームは終わりました。先に次のゲームへ進んでください。",
    },
    "kakehiki.game_in_progress": {
        "en": "Finish the current game first.",
        "ja": "まず今のゲームを最後まで遊んでください。",
    },
    "kakehiki.fixed_length": {
        "en": "This match lasts {games} games; it ends by itself.",
        "ja": "この対戦は{games}ゲームで自動的に終わります。",
    },
    # Events (tefuda.games.kakehiki.events.EventKind): what just happened, for the table and the announcer.
    "kakehiki.event.deal": {
        "en": "Game {number}: five cards each are dealt.",
        "ja": "第{number}ゲーム：5枚ずつ配られました。",
    },
    "kakehiki.event.commit": {
        "en": "{who} laid a card face down.",
        "ja": "{who}がカードを伏せて出しました。",
    },
    "kakehiki.event.reveal": {
        "en": "Cards turn up: {name0} {first}, {name1} {second}. The table stands at {total}.",
        "ja": "カードが表に：{name0} {first}、{name1} {second}。場の合計は{total}点。",
    },
    "kakehiki.event.marriage": {
        "en": "The table reached {total}: marriage!",
        "ja": "場の合計が{total}点：マリッジ成立！",
    },
    "kakehiki.event.no_marriage": {
        "en": "The table stayed at {total}, under 20: no marriage.",
        "ja": "場の合計は{total}点で20点に届かず、マリッジ不成立。",
    },
    "kakehiki.event.end": {
        "en": "{who} ended the match after {games} games.",
        "ja": "{who}が{games}ゲームで対戦を終えました。",
    },
    # Words of the table.
    "kakehiki.title": {"en": "Koi no Kakehiki", "ja": "恋のかけひき"},
    "kakehiki.marriage": {"en": "Marriage!", "ja": "マリッジ成立！"},
    "kakehiki.no_marriage": {"en": "No marriage: a draw.", "ja": "マリッジ不成立：引き分け"},
    "kakehiki.table_total": {"en": "Table: {total}", "ja": "場の合計：{total}点"},
    "kakehiki.to_twenty": {"en": "{points} more to 20", "ja": "20点まであと{points}点"},
    "kakehiki.committed": {"en": "Card down", "ja": "出しました"},
    "kakehiki.waiting": {"en": "Choosing…", "ja": "考え中…"},
    "kakehiki.won": {"en": "You win!", "ja": "あなたの勝ち！"},
    "kakehiki.lost": {"en": "You lose.", "ja": "あなたの負け…"},
    "kakehiki.drawn": {"en": "A draw.", "ja": "引き分け"},
    "kakehiki.tally": {
        "en": "{wins} won, {losses} lost, {draws} drawn, points {difference:+d}",
        "ja": "{wins}勝 {losses}敗 {draws}分 点差 {difference:+d}",
    },
    "kakehiki.next": {"en": "Play again", "ja": "もう一回"},
    "kakehiki.end": {"en": "End the match", "ja": "対戦を終える"},
    # the options (KakehikiOptions): each option's label, and each choice's
    "kakehiki.option.match_length": {"en": "Games in a match", "ja": "対戦のゲーム数"},
    "kakehiki.option.match_length.0": {"en": "No limit", "ja": "制限なし"},
    "kakehiki.option.match_length.choice": {"en": "{match_length}", "ja": "{match_length}"},
}
