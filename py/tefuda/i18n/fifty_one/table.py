"""Words of the 51 table that the rules engine never raises: prompts, labels, the result panel."""

MESSAGES: dict[str, dict[str, str]] = {
    # ------------------------------------------------------------------ the table
    "ui.fifty-one.round_of": {"en": "Round {n} of {rounds}", "ja": "{n}回目（全{rounds}回）"},
    "ui.fifty-one.seat_cards": {
        "en": "{name}: {count} cards, {taken} of them taken from the field",
        "ja": "{name}：手札{count}枚（うち場から取った札{taken}枚）",
    },
    "ui.fifty-one.revealed_cards": {"en": "{name}'s hand", "ja": "{name}の手札"},
    "ui.fifty-one.total": {"en": "Total {total}", "ja": "合計 {total}"},
    "ui.fifty-one.turn_mark": {"en": "Turn", "ja": "番"},
    "ui.fifty-one.waiting": {"en": "{name} is playing…", "ja": "{name}の番です…"},
    "ui.fifty-one.your_hand": {"en": "Your hand", "ja": "あなたの手札"},
    "ui.fifty-one.discard_count": {"en": "{count} cards", "ja": "{count}枚"},
    "ui.fifty-one.discard_empty": {"en": "none yet", "ja": "まだなし"},
    "ui.fifty-one.choose_swap": {
        "en": "Choose a card from your hand and a field card to swap them.",
        "ja": "手札1枚と場札1枚を選ぶと交換します。",
    },
    "ui.fifty-one.choose_field": {
        "en": "Now choose the field card to take for {card}.",
        "ja": "{card} と取りかえる場札を選んでください。",
    },
    "ui.fifty-one.choose_hand": {
        "en": "Now choose the hand card to give for {card}.",
        "ja": "{card} と取りかえる手札を選んでください。",
    },
    "ui.fifty-one.keys": {
        "en": "Keys: ← → choose a card, ↑ ↓ field or hand, Enter select, A swap all, F flush, P pass.",
        "ja": "キー：← → カード、↑ ↓ 場札／手札、Enter 選ぶ、A 全部交換、F 流す、P パス",
    },
    "ui.fifty-one.not_one_suit": {"en": "not one suit", "ja": "そろっていない"},
    # what a seat did, shown under that seat (the name is the seat's own label)
    "ui.fifty-one.did.swap": {"en": "{gave} → {took}", "ja": "{gave} → {took}"},
    "ui.fifty-one.did.swap_all": {"en": "swapped all five", "ja": "全部交換"},
    "ui.fifty-one.did.flush": {"en": "flushed the field", "ja": "場札を流した"},
    "ui.fifty-one.did.pass": {"en": "passed", "ja": "パス"},
    "ui.fifty-one.did.call": {"en": "Call!", "ja": "コール！"},
    "ui.fifty-one.did.stop": {"en": "Stop! 51", "ja": "ストップ！51"},
    # ------------------------------------------------------------------ reveal and result
    "ui.fifty-one.reveal_title": {"en": "Round {n}: every hand", "ja": "{n}回目：全員の手札"},
    # how a round ended when you stopped or called ("{name}'s" does not fit "you")
    "ui.fifty-one.you_outcome.stop": {"en": "You stopped at 51.", "ja": "あなたがストップしました。"},
    "ui.fifty-one.you_outcome.stop-failed": {
        "en": "Your stop was beaten.",
        "ja": "あなたのストップは負けました。",
    },
    "ui.fifty-one.you_outcome.call": {"en": "Your call won.", "ja": "あなたのコールが成功しました。"},
    "ui.fifty-one.you_outcome.call-failed": {
        "en": "Your call failed: 0 points.",
        "ja": "あなたのコールは失敗：0点です。",
    },
    "ui.fifty-one.hand_points": {"en": "hand {score}", "ja": "手札 {score}点"},
    "ui.fifty-one.called": {"en": "called", "ja": "コール"},
    "ui.fifty-one.stopped": {"en": "stopped", "ja": "ストップ"},
    "ui.fifty-one.failed": {"en": "failed", "ja": "失敗"},
    "ui.fifty-one.round_points": {"en": "Round points", "ja": "この回の得点"},
    "ui.fifty-one.table_caption": {"en": "Points of every round", "ja": "各回の得点"},
    "ui.fifty-one.round_col": {"en": "Round", "ja": "回"},
    "ui.fifty-one.player": {"en": "Player", "ja": "プレイヤー"},
    "ui.fifty-one.final_title": {"en": "Final result", "ja": "最終結果"},
    "ui.fifty-one.final_won": {"en": "You won with {total} points!", "ja": "{total}点であなたの優勝！"},
    "ui.fifty-one.final_drawn": {
        "en": "You share first place with {total} points.",
        "ja": "{total}点で1位タイです。",
    },
    "ui.fifty-one.final_lost": {
        "en": "You placed #{rank} with {total} points.",
        "ja": "{total}点で{rank}位でした。",
    },
    # the result line to share (TablePage.share_text): how the game went, then its rounds
    "ui.fifty-one.share_won": {"en": "won with {points} points {rounds}", "ja": "{points}点で優勝{rounds}"},
    "ui.fifty-one.share_drawn": {
        "en": "shared first place with {points} points {rounds}",
        "ja": "{points}点で1位タイ{rounds}",
    },
    "ui.fifty-one.share_lost": {
        "en": "placed #{rank} of {players} with {points} points {rounds}",
        "ja": "{players}人中{rank}位、{points}点{rounds}",
    },
    "ui.fifty-one.share_rounds": {"en": "in {rounds} rounds", "ja": "（全{rounds}回）"},
    "ui.fifty-one.share_rounds_one": {"en": "in 1 round", "ja": "（1回）"},
    "ui.fifty-one.announce_score": {
        "en": "You scored {score} points this round.",
        "ja": "この回のあなたの得点は{score}点です。",
    },
    # ------------------------------------------------------------------ setup (the next game)
    "ui.fifty-one.setup": {"en": "Next game", "ja": "次のゲーム"},
    "ui.fifty-one.setup_note": {
        "en": "These apply when you start a new game.",
        "ja": "新しいゲームを始めるときに使われます。",
    },
}
