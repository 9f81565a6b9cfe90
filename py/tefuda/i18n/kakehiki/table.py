"""Words of the 恋のかけひき table that the rules engine never raises: prompts, labels, panels."""

MESSAGES: dict[str, dict[str, str]] = {
    "ui.kakehiki.game": {"en": "Game {number}", "ja": "第{number}ゲーム"},
    "ui.kakehiki.share_result": {
        "en": "{outcome} {wins}–{losses} in {games} games",
        "ja": "{outcome}（{wins}勝{losses}敗、{games}ゲーム）",
    },
    "ui.kakehiki.game_of": {"en": "Game {number} of {length}", "ja": "第{number}ゲーム（全{length}ゲーム）"},
    "ui.kakehiki.reached": {"en": "20 reached", "ja": "20点に到達"},
    "ui.kakehiki.cpu_cards": {"en": "CPU holds {count} cards", "ja": "CPUの手札 {count}枚"},
    "ui.kakehiki.your_hand": {"en": "Your hand", "ja": "あなたの手札"},
    "ui.kakehiki.table_value": {"en": "table {value}", "ja": "場 {value}"},
    "ui.kakehiki.hand_value": {"en": "hand {value}", "ja": "手 {value}"},
    "ui.kakehiki.choose_prompt": {
        "en": "Card {round}: choose a card to lay face down.",
        "ja": "{round}枚目：伏せて出すカードを選んでください。",
    },
    "ui.kakehiki.confirm_prompt": {
        "en": "Lay {card} face down? Tap it again or press “Lay it down”.",
        "ja": "{card}を伏せて出しますか？ もう一度タップするか「出す」を押してください。",
    },
    "ui.kakehiki.wait_reveal": {
        "en": "Your card is down. Waiting for the CPU…",
        "ja": "カードを出しました。CPUを待っています…",
    },
    "ui.kakehiki.confirm": {"en": "Lay it down", "ja": "出す"},
    "ui.kakehiki.points": {"en": "{points} points", "ja": "{points}点"},
    "ui.kakehiki.final_total": {
        "en": "Table total {total} after {rounds} cards each.",
        "ja": "{rounds}枚ずつ出して場の合計は{total}点。",
    },
    "ui.kakehiki.match_won": {"en": "You won the match!", "ja": "対戦はあなたの勝ち！"},
    "ui.kakehiki.match_lost": {"en": "The CPU won the match.", "ja": "対戦はCPUの勝ち。"},
    "ui.kakehiki.match_drawn": {"en": "The match is drawn.", "ja": "対戦は引き分け。"},
    "ui.kakehiki.new_match": {"en": "New match", "ja": "新しい対戦"},
    "ui.kakehiki.summary.caption": {
        "en": "The match, game by game (cards laid, then cards kept)",
        "ja": "対戦の記録（出した札と残った札）",
    },
    "ui.kakehiki.summary.game": {"en": "Game", "ja": "ゲーム"},
    "ui.kakehiki.summary.table": {"en": "Table", "ja": "場"},
    "ui.kakehiki.summary.points": {"en": "Points", "ja": "得点"},
    "ui.kakehiki.summary.result": {"en": "Result", "ja": "結果"},
}
