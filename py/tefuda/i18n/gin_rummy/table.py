"""Words of the Gin Rummy table that the rules engine never raises: prompts, labels, panels."""

MESSAGES: dict[str, dict[str, str]] = {
    # ------------------------------------------------------------------ the table
    "ui.gin-rummy.hand_number": {"en": "Hand {number}", "ja": "第{number}ハンド"},
    "ui.gin-rummy.target": {"en": "Game to {target}", "ja": "{target}点先取"},
    "ui.gin-rummy.score": {"en": "{name}: {points}", "ja": "{name}：{points}点"},
    "ui.gin-rummy.cpu_cards": {"en": "CPU holds {count} cards", "ja": "CPUの手札 {count}枚"},
    "ui.gin-rummy.cpu_taken": {
        "en": "Taken from the discard pile",
        "ja": "捨て札から取った札",
    },
    "ui.gin-rummy.your_hand": {"en": "Your hand", "ja": "あなたの手札"},
    # a turn told in one line (the events of a draw and the discard after it)
    "ui.gin-rummy.turn.draw": {
        "en": "{who} drew from the stock and discarded {cards}.",
        "ja": "{who}は山札から引いて、{cards}を捨てました。",
    },
    "ui.gin-rummy.turn.take_upcard": {
        "en": "{who} took the upcard {taken} and discarded {cards}.",
        "ja": "{who}はアップカード{taken}を取って、{cards}を捨てました。",
    },
    "ui.gin-rummy.turn.take": {
        "en": "{who} took {taken} from the discard pile and discarded {cards}.",
        "ja": "{who}は捨て札から{taken}を取って、{cards}を捨てました。",
    },
    "ui.gin-rummy.share_result": {
        "en": "{outcome} {mine}–{theirs} in {hands} hands",
        "ja": "{outcome} {mine}–{theirs}（{hands}ハンド）",
    },
    "ui.gin-rummy.share_result_one": {
        "en": "{outcome} {mine}–{theirs} in 1 hand",
        "ja": "{outcome} {mine}–{theirs}（1ハンド）",
    },
    "ui.gin-rummy.meld": {"en": "Meld", "ja": "メルド"},
    "ui.gin-rummy.discard_pile": {"en": "Discard pile", "ja": "捨て札"},
    "ui.gin-rummy.pile_empty": {"en": "empty", "ja": "なし"},
    "ui.gin-rummy.draw_stock": {"en": "Draw from the stock", "ja": "山札から引く"},
    "ui.gin-rummy.take_card": {"en": "Take {card}", "ja": "{card}を取る"},
    "ui.gin-rummy.new_card": {"en": "New", "ja": "新"},
    "ui.gin-rummy.new_card_label": {"en": "{card}, just drawn", "ja": "{card}（引いたばかり）"},
    "ui.gin-rummy.taken_card_label": {
        "en": "{card}, just taken: it can't be discarded this turn",
        "ja": "{card}（取ったばかり：このターンは捨てられません）",
    },
    "ui.gin-rummy.prompt.upcard": {
        "en": "Take the upcard {card}, or pass.",
        "ja": "アップカード{card}を取るか、パスしてください。",
    },
    "ui.gin-rummy.prompt.draw": {
        "en": "Your turn: tap the stock, or take {card}.",
        "ja": "あなたの番：山札をタップするか、{card}を取ってください。",
    },
    "ui.gin-rummy.prompt.draw_stock_only": {
        "en": "Your turn: draw from the stock.",
        "ja": "あなたの番：山札から引いてください。",
    },
    "ui.gin-rummy.prompt.discard": {
        "en": "Choose a card to discard.",
        "ja": "捨てるカードを選んでください。",
    },
    "ui.gin-rummy.prompt.selected": {
        "en": "Discard {card}? Tap it again or press Discard.",
        "ja": "{card}を捨てますか？ もう一度タップするか「捨てる」を押してください。",
    },
    "ui.gin-rummy.prompt.confirm_knock": {
        "en": "Knock, discarding {card} face down? Press Knock again to show the hands.",
        "ja": "{card}を伏せて捨ててノックしますか？ もう一度「ノック」を押すと手札を公開します。",
    },
    "ui.gin-rummy.prompt.confirm_gin": {
        "en": "Go gin, discarding {card} face down? Press Gin again to show the hands.",
        "ja": "{card}を伏せて捨ててジンにしますか？ もう一度「ジン」を押すと手札を公開します。",
    },
    "ui.gin-rummy.no_gin": {
        "en": "No gin yet: your best discard leaves {points} points of deadwood.",
        "ja": "まだジンではありません。一番よい捨て札でもデッドウッドが{points}点残ります。",
    },
    "ui.gin-rummy.fast_forward": {"en": "CPU: move now", "ja": "CPUをすぐ動かす"},
    "ui.gin-rummy.level_next_hand": {
        "en": "The CPU plays at “{level}” from the next hand.",
        "ja": "次のハンドからCPUは「{level}」で打ちます。",
    },
    "ui.gin-rummy.keys": {
        "en": "Keys: ← → choose a card, Enter discard it, S stock, D discard pile, P pass, "
        "K knock, G gin, H hint, F CPU now, N next hand.",
        "ja": "キー：← → カードを選ぶ、Enter 捨てる、S 山札、D 捨て札、P パス、K ノック、"
        "G ジン、H ヒント、F CPUをすぐ動かす、N 次のハンド。",
    },
    # ------------------------------------------------------------------ the result panel
    "ui.gin-rummy.result.knocked": {"en": "{name} knocked.", "ja": "{name}がノックしました。"},
    "ui.gin-rummy.result.went_gin": {"en": "{name} went gin.", "ja": "{name}がジンです。"},
    "ui.gin-rummy.result.scores_0": {
        "en": "You score {points} points.",
        "ja": "あなたが{points}点を得ました。",
    },
    "ui.gin-rummy.result.scores_1": {
        "en": "The CPU scores {points} points.",
        "ja": "CPUが{points}点を得ました。",
    },
    "ui.gin-rummy.result.knocker": {"en": "{name} (knocker)", "ja": "{name}（ノックした側）"},
    "ui.gin-rummy.result.defender": {"en": "{name} (defender)", "ja": "{name}（守る側）"},
    "ui.gin-rummy.result.knock_card": {"en": "Knock card", "ja": "ノックで捨てた札"},
    "ui.gin-rummy.result.deadwood": {"en": "Deadwood: {points}", "ja": "デッドウッド：{points}点"},
    "ui.gin-rummy.result.deadwood_laid": {
        "en": "Deadwood: {before} → {after} after laying off",
        "ja": "デッドウッド：{before}点 → レイオフ後{after}点",
    },
    "ui.gin-rummy.result.your_hand": {"en": "Your hand", "ja": "あなたの手札"},
    "ui.gin-rummy.result.cpu_hidden": {
        "en": "The CPU's hand stays hidden.",
        "ja": "CPUの手札は公開されません。",
    },
    "ui.gin-rummy.result.totals": {
        "en": "Totals: you {mine}, CPU {theirs} (game to {target}).",
        "ja": "合計：あなた{mine}点、CPU{theirs}点（{target}点先取）。",
    },
    "ui.gin-rummy.result.you_win": {"en": "You win the game!", "ja": "ゲームはあなたの勝ち！"},
    "ui.gin-rummy.result.cpu_wins": {"en": "The CPU wins the game.", "ja": "ゲームはCPUの勝ち。"},
    "ui.gin-rummy.result.settlement": {"en": "Settlement", "ja": "精算"},
    "ui.gin-rummy.result.hands_won": {"en": "Hands won", "ja": "勝ったハンド"},
}
