"""Messages of 51 (Fifty-One): refusals, the setup screen, the table and the result."""

MESSAGES: dict[str, dict[str, str]] = {
    # ------------------------------------------------------------------ refusals (IllegalAction)
    "fifty-one.card_not_in_hand": {
        "en": "{card} is not in your hand.",
        "ja": "{card} は手札にありません。",
    },
    "fifty-one.card_not_in_field": {
        "en": "{card} is not on the field.",
        "ja": "{card} は場札にありません。",
    },
    "fifty-one.first_turn_swap_one": {
        "en": "On your first turn you can only swap one card.",
        "ja": "最初の番は1枚交換だけです。",
    },
    "fifty-one.first_turn_no_pass": {
        "en": "You cannot pass on your first turn.",
        "ja": "最初の番はパスできません。",
    },
    "fifty-one.must_swap_after_flush": {
        "en": "After a flush, swap one card or swap all.",
        "ja": "流したあとは、1枚交換か全部交換をしてください。",
    },
    "fifty-one.answer_call": {
        "en": "First choose: call or don't call.",
        "ja": "先に「コールする」か「コールしない」を選んでください。",
    },
    "fifty-one.no_call_question": {
        "en": "There is nothing to call right now.",
        "ja": "今はコールできません。",
    },
    "fifty-one.round_in_progress": {
        "en": "The round is still being played.",
        "ja": "まだこの回の途中です。",
    },
    "fifty-one.round_over": {
        "en": "This round is over. Go on to the next round.",
        "ja": "この回は終わりました。次の回へ進んでください。",
    },
    # ------------------------------------------------------------------ setup
    "fifty-one.title": {"en": "Fifty-One", "ja": "51（ごじゅういち）"},
    # the options (FiftyOneOptions): each option's label, and each choice's
    "fifty-one.option.seats": {"en": "Players", "ja": "人数"},
    "fifty-one.option.seats.choice": {"en": "{seats} (you + {cpus} CPU)", "ja": "{seats}人（あなた＋CPU {cpus}）"},
    "fifty-one.option.rounds": {"en": "Rounds", "ja": "回数"},
    "fifty-one.option.rounds.choice": {"en": "{rounds}", "ja": "{rounds}回"},
    "fifty-one.option.preset": {"en": "Rules", "ja": "ルール"},
    "fifty-one.option.preset.standard": {"en": "Standard", "ja": "標準"},
    "fifty-one.option.preset.one-more-turn": {"en": "One more turn each", "ja": "最後に1回ずつ"},
    "fifty-one.option.preset.stadium": {"en": "Bonus scoring", "ja": "トランプスタジアム式"},
    "fifty-one.option.preset.custom": {"en": "Choose my own", "ja": "自分で決める"},
    "fifty-one.option.first_turn": {"en": "On the first turn", "ja": "1周目にできること"},
    "fifty-one.option.first_turn.swap-one": {"en": "Swap one only", "ja": "1枚の交換だけ"},
    "fifty-one.option.first_turn.any-but-pass": {
        "en": "Anything but pass",
        "ja": "パス以外なら何でも",
    },
    "fifty-one.option.after_end": {"en": "After a stop or call", "ja": "ストップ・コールのあと"},
    "fifty-one.option.after_end.reveal": {"en": "Show hands at once", "ja": "すぐに見せ合う"},
    "fifty-one.option.after_end.one-more-turn": {
        "en": "Everyone else takes one more turn",
        "ja": "ほかの人が1回ずつ番をする",
    },
    "fifty-one.option.caller_tie": {
        "en": "A tie with the caller",
        "ja": "コールした人と同じ点の人がいたら",
    },
    "fifty-one.option.caller_tie.fails": {"en": "The call fails", "ja": "コールの失敗"},
    "fifty-one.option.caller_tie.joker-rule": {
        "en": "The hand without the joker ranks higher",
        "ja": "ジョーカーなしの方が上",
    },
    "fifty-one.option.bonus": {"en": "Bonus points", "ja": "ボーナス点"},
    # ------------------------------------------------------------------ the table
    "fifty-one.you": {"en": "You", "ja": "あなた"},
    "fifty-one.cpu": {"en": "CPU {n}", "ja": "CPU {n}"},
    "fifty-one.dealer": {"en": "Dealer", "ja": "親"},
    "fifty-one.field": {"en": "Field", "ja": "場札"},
    "fifty-one.stock": {"en": "Stock: {count}", "ja": "山札：{count}枚"},
    "fifty-one.discard": {"en": "Discards", "ja": "流した札"},
    "fifty-one.hand_score": {"en": "Your hand: {score} points", "ja": "あなたの手札：{score}点"},
    "fifty-one.your_turn": {"en": "Your turn.", "ja": "あなたの番です。"},
    "fifty-one.first_turn_hint": {
        "en": "First turn: swap one card.",
        "ja": "最初の番：1枚交換をしてください。",
    },
    "fifty-one.first_turn_hint_any": {
        "en": "First turn: anything but pass.",
        "ja": "最初の番：パス以外を選んでください。",
    },
    "fifty-one.must_swap_hint": {
        "en": "Now swap one card or swap all.",
        "ja": "続けて1枚交換か全部交換をしてください。",
    },
    "fifty-one.extra_turn_hint": {
        "en": "One more turn before the hands are shown.",
        "ja": "見せ合う前の最後の番です。",
    },
    "fifty-one.action.swap": {"en": "Swap", "ja": "1枚交換"},
    "fifty-one.action.swap_all": {"en": "Swap all", "ja": "全部交換"},
    "fifty-one.action.flush": {"en": "Flush", "ja": "流す"},
    "fifty-one.action.pass": {"en": "Pass", "ja": "パス"},
    "fifty-one.action.call": {"en": "Call", "ja": "コールする"},
    "fifty-one.action.nocall": {"en": "Don't call", "ja": "コールしない"},
    "fifty-one.action.next": {"en": "Next round", "ja": "次の回へ"},
    "fifty-one.call_question": {
        "en": "Your hand is one suit: {score} points. Call?",
        "ja": "手札がそろいました（{score}点）。コールしますか？",
    },
    # ------------------------------------------------------------------ events (what happened)
    # tefuda.games.fifty_one.state lists the kinds; {who} is the seat's name, {cards} the
    # cards the event shows.
    "fifty-one.event.deal": {
        "en": "Round {round}: {who} dealt. The field shows {cards}.",
        "ja": "{round}回目：{who}が配りました。場札は {cards}。",
    },
    "fifty-one.event.swap": {
        "en": "{who} swapped {gave} for {took} from the field.",
        "ja": "{who}が {gave} を出して、場札の {took} を取りました。",
    },
    "fifty-one.event.swap_all": {
        "en": "{who} swapped all five: {gave} for {took}.",
        "ja": "{who}が全部交換しました：{gave} を出して {took} を取りました。",
    },
    "fifty-one.event.flush": {
        "en": "{who} flushed the field. The new field shows {cards}.",
        "ja": "{who}が場札を流しました。新しい場札は {cards}。",
    },
    "fifty-one.event.reshuffle": {
        "en": "The discards were shuffled into a new stock.",
        "ja": "流した札を混ぜて、新しい山札にしました。",
    },
    "fifty-one.event.pass": {"en": "{who} passed.", "ja": "{who}はパスしました。"},
    "fifty-one.event.call": {"en": "{who} called!", "ja": "{who}がコールしました！"},
    "fifty-one.event.no_call": {
        "en": "{who} did not call.",
        "ja": "{who}はコールしませんでした。",
    },
    "fifty-one.event.stop": {"en": "{who} stopped at 51!", "ja": "{who}がストップ！51点です。"},
    "fifty-one.event.end_stop": {
        "en": "Round {round}: every hand is shown. {who} stopped at 51 and won the round.",
        "ja": "{round}回目：全員の手札を見せ合います。{who}がストップで1位です。",
    },
    "fifty-one.event.end_stop_failed": {
        "en": "Round {round}: every hand is shown. {who} stopped but was beaten: 0 points.",
        "ja": "{round}回目：全員の手札を見せ合います。{who}のストップは負け：0点です。",
    },
    "fifty-one.event.end_call": {
        "en": "Round {round}: every hand is shown. {who} called and won the round.",
        "ja": "{round}回目：全員の手札を見せ合います。{who}のコールが成功しました。",
    },
    "fifty-one.event.end_call_failed": {
        "en": "Round {round}: every hand is shown. {who} called and lost: 0 points.",
        "ja": "{round}回目：全員の手札を見せ合います。{who}のコールは失敗：0点です。",
    },
    # ------------------------------------------------------------------ reveal and result
    "fifty-one.outcome.stop": {"en": "{name} stopped at 51.", "ja": "{name}がストップしました。"},
    "fifty-one.outcome.stop-failed": {
        "en": "{name}'s stop was beaten.",
        "ja": "{name}のストップは負けました。",
    },
    "fifty-one.outcome.call": {"en": "{name}'s call won.", "ja": "{name}のコールが成功しました。"},
    "fifty-one.outcome.call-failed": {
        "en": "{name}'s call failed: 0 points.",
        "ja": "{name}のコールは失敗：0点です。",
    },
    "fifty-one.rank": {"en": "#{rank}", "ja": "{rank}位"},
    "fifty-one.points": {"en": "{points} pts", "ja": "{points}点"},
    "fifty-one.bonus": {"en": "Bonus {bonus:+d}", "ja": "ボーナス {bonus:+d}"},
    "fifty-one.round": {"en": "Round {n}", "ja": "{n}回目"},
    "fifty-one.total": {"en": "Total", "ja": "合計"},
}
