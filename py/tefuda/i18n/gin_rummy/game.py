"""Messages of Gin Rummy (game id ``gin-rummy``): refusals and the words of the table."""

MESSAGES: dict[str, dict[str, str]] = {
    # Refusals (IllegalAction reasons raised by tefuda.games.gin_rummy.rules).
    "gin-rummy.upcard_take_or_pass": {
        "en": "First decide on the upcard: take it or pass.",
        "ja": "まずアップカードを取るかパスするか決めてください。",
    },
    "gin-rummy.draw_first": {
        "en": "Draw a card first.",
        "ja": "先にカードを1枚引いてください。",
    },
    "gin-rummy.already_drawn": {
        "en": "You have drawn already. Now discard a card.",
        "ja": "もう引きました。次は1枚捨ててください。",
    },
    "gin-rummy.must_draw_stock": {
        "en": "Both passed on the upcard, so this first draw comes from the stock.",
        "ja": "2人ともアップカードをパスしたので、最初は山札から引きます。",
    },
    "gin-rummy.no_pass": {
        "en": "Passing is only for the upcard. Draw a card instead.",
        "ja": "パスできるのはアップカードのときだけです。カードを引いてください。",
    },
    "gin-rummy.not_in_hand": {
        "en": "{card} is not in your hand.",
        "ja": "{card} は手札にありません。",
    },
    "gin-rummy.just_taken": {
        "en": "You just took {card} from the discard pile; it can't go back this turn.",
        "ja": "{card} は捨て札から取ったばかりなので、このターンは捨てられません。",
    },
    "gin-rummy.knock_too_high": {
        "en": "Discarding {card} leaves {deadwood} points of deadwood. You can knock at 10 or "
        "less.",
        "ja": "{card} を捨てるとデッドウッドが{deadwood}点残ります。ノックは10点以下でできます。",
    },
    "gin-rummy.discard_empty": {
        "en": "The discard pile is empty. Draw from the stock.",
        "ja": "捨て札がありません。山札から引いてください。",
    },
    "gin-rummy.hand_over": {
        "en": "This hand is over. Go on to the next hand.",
        "ja": "このハンドは終わりました。次のハンドへ進んでください。",
    },
    "gin-rummy.hand_in_progress": {
        "en": "The hand is still being played.",
        "ja": "まだハンドの途中です。",
    },
    # Events (tefuda.games.gin_rummy.EventKind): what just happened, for the table and the
    # announcer; {who} is the seat that acted, {cards} the cards the event names.
    "gin-rummy.event.deal": {
        "en": "Hand {number}: {who} dealt, and the upcard is {cards}.",
        "ja": "第{number}ハンド：{who}が配り、アップカードは{cards}です。",
    },
    "gin-rummy.event.pass": {
        "en": "{who} passed on the upcard {cards}.",
        "ja": "{who}はアップカード{cards}をパスしました。",
    },
    "gin-rummy.event.take_upcard": {
        "en": "{who} took the upcard {cards}.",
        "ja": "{who}はアップカード{cards}を取りました。",
    },
    "gin-rummy.event.take": {
        "en": "{who} took {cards} from the discard pile.",
        "ja": "{who}は捨て札から{cards}を取りました。",
    },
    "gin-rummy.event.draw": {
        "en": "{who} drew from the stock.",
        "ja": "{who}は山札から引きました。",
    },
    "gin-rummy.event.draw.own": {
        "en": "You drew {cards} from the stock.",
        "ja": "山札から{cards}を引きました。",
    },
    "gin-rummy.event.discard": {
        "en": "{who} discarded {cards}.",
        "ja": "{who}は{cards}を捨てました。",
    },
    "gin-rummy.event.knock": {
        "en": "{who} knocked with {deadwood} deadwood, putting {cards} face down.",
        "ja": "{who}がノック：{cards}を伏せて捨て、デッドウッドは{deadwood}点。",
    },
    "gin-rummy.event.gin": {
        "en": "{who} went gin, putting {cards} face down.",
        "ja": "{who}がジン！{cards}を伏せて捨てました。",
    },
    "gin-rummy.event.layoff": {
        "en": "{who} laid off {cards}: deadwood {before} → {after}.",
        "ja": "{who}は{cards}をレイオフ：デッドウッド{before}点 → {after}点。",
    },
    "gin-rummy.event.scored": {
        "en": "{who} scored {points} points, {total} in all.",
        "ja": "{who}が{points}点を獲得（合計{total}点）。",
    },
    "gin-rummy.event.undercut": {
        "en": "Undercut! {who} scored {points} points, {total} in all.",
        "ja": "アンダーカット！{who}が{points}点を獲得（合計{total}点）。",
    },
    "gin-rummy.event.wall": {
        "en": "The stock ran down to two cards: nobody scores this hand.",
        "ja": "山札が残り2枚で、このハンドは流れ（得点なし）です。",
    },
    "gin-rummy.event.game_over": {
        "en": "{who} won the game, {points} to {other}.",
        "ja": "{who}の勝ち！最終得点は{points}対{other}です。",
    },
    # Words of the table.
    "gin-rummy.title": {"en": "Gin Rummy", "ja": "ジン・ラミー"},
    "gin-rummy.take": {"en": "Take", "ja": "取る"},
    "gin-rummy.pass": {"en": "Pass", "ja": "パス"},
    "gin-rummy.discard": {"en": "Discard", "ja": "捨てる"},
    "gin-rummy.knock": {"en": "Knock", "ja": "ノック"},
    "gin-rummy.gin": {"en": "Gin", "ja": "ジン"},
    "gin-rummy.next_hand": {"en": "Next hand", "ja": "次のハンド"},
    "gin-rummy.play_again": {"en": "Play again", "ja": "もう一度"},
    "gin-rummy.stock": {"en": "Stock: {count}", "ja": "山札：{count}枚"},
    "gin-rummy.deadwood": {"en": "Deadwood: {points}", "ja": "デッドウッド：{points}点"},
    "gin-rummy.deadwood_after": {
        "en": "Deadwood after this discard: {points}",
        "ja": "これを捨てるとデッドウッド{points}点",
    },
    "gin-rummy.melds": {"en": "Melds", "ja": "メルド"},
    "gin-rummy.deadwood_cards": {"en": "Deadwood", "ja": "デッドウッド"},
    "gin-rummy.layoffs": {"en": "Laid off", "ja": "レイオフ"},
    "gin-rummy.upcard": {"en": "Upcard", "ja": "アップカード"},
    "gin-rummy.not_discardable": {"en": "Just taken", "ja": "今回は捨てられません"},
    "gin-rummy.dealer": {"en": "Dealer", "ja": "ディーラー"},
    "gin-rummy.kind.gin": {"en": "Gin!", "ja": "ジン！"},
    "gin-rummy.kind.knock": {"en": "Knock", "ja": "ノック"},
    "gin-rummy.kind.undercut": {"en": "Undercut!", "ja": "アンダーカット！"},
    "gin-rummy.kind.wall": {
        "en": "The stock ran down: no score this hand.",
        "ja": "山札が残り2枚になりました。このハンドは流れです。",
    },
    "gin-rummy.arith.gin": {
        "en": "25 + {defender} = {points}",
        "ja": "25 + {defender} = {points}点",
    },
    "gin-rummy.arith.knock": {
        "en": "{defender} − {knocker} = {points}",
        "ja": "{defender} − {knocker} = {points}点",
    },
    "gin-rummy.arith.undercut": {
        "en": "25 + ({knocker} − {defender}) = {points}",
        "ja": "25 + ({knocker} − {defender}) = {points}点",
    },
    "gin-rummy.settlement.hand_points": {"en": "Hand points", "ja": "ハンド得点"},
    "gin-rummy.settlement.shutout": {
        "en": "Shutout: hand points doubled",
        "ja": "完封：ハンド得点2倍",
    },
    "gin-rummy.settlement.game_bonus": {"en": "Game bonus", "ja": "ゲームボーナス"},
    "gin-rummy.settlement.hand_bonus": {"en": "Hands won × 25", "ja": "勝ちハンド×25"},
    "gin-rummy.settlement.final": {"en": "Final score", "ja": "最終得点"},
    # the options (GinOptions): each option's label, and each choice's
    "gin-rummy.option.target": {"en": "Game to", "ja": "勝利点"},
    "gin-rummy.option.target.choice": {"en": "{target} points", "ja": "{target}点"},
}
