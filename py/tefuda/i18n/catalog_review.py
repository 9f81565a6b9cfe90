"""Words of the review of a hand (``web.review``), the same for every game; loaded with the
first of them.

Parameters: ``number`` (a hand's number), ``step`` and ``steps`` (a position of the replay),
``chance``, ``error`` (percentages, already formatted; in ``review.cost``, an error in its
brackets, ``review.cost.*``), ``least`` (the smallest error shown as more than 0), ``points``
(signed points, formatted), ``option`` (an option in words), ``luck`` (the points the cards
account for), ``done`` and ``total`` (deals valued).
"""

MESSAGES: dict[str, dict[str, str]] = {
    "review.open": {"en": "Review this hand", "ja": "このハンドを振り返る"},
    "review.open_hand": {"en": "Review", "ja": "振り返る"},
    "review.title": {"en": "Review of hand {number}", "ja": "第{number}ハンドの振り返り"},
    "review.close": {"en": "Back to the table", "ja": "テーブルに戻る"},
    "review.first": {"en": "First", "ja": "最初"},
    "review.prev": {"en": "Previous", "ja": "前へ"},
    "review.next": {"en": "Next", "ja": "次へ"},
    "review.last": {"en": "Last", "ja": "最後"},
    "review.slider": {"en": "Move of the hand", "ja": "ハンドの手順"},
    "review.step": {"en": "Move {step} of {steps}", "ja": "{steps}手中{step}手目"},
    "review.deal": {"en": "The deal", "ja": "配り"},
    "review.keys": {
        "en": "Keys: ← → a move, Home End the first and last, Esc back to the table.",
        "ja": "キー：← → 1手ずつ、Home End 最初と最後、Esc テーブルに戻る。",
    },
    "review.computing": {
        "en": "Weighing your decisions… {done} of {total} deals played out.",
        "ja": "あなたの判断を検討中… {total}回中{done}回のシミュレーション済み。",
    },
    "review.computed": {
        "en": "Each decision weighed over the deals the cards you could not see might have been.",
        "ja": "どの判断も、見えなかったカードの配り方を何通りも試して評価しました。",
    },
    "review.sheet": {"en": "Hands of this game", "ja": "このゲームのハンド"},
    # ------------------------------------------------------------------ the summary
    "review.summary.result": {
        "en": "Result of the hand: {points} points for you.",
        "ja": "このハンドの結果：あなたは{points}点。",
    },
    "review.summary.cost": {
        "en": "Your decisions cost about {points} points (±\u202f{error}) and {chance} of your "
        "chance to win the game; the cards account for the rest ({luck} points).",
        "ja": "判断による損失は約{points}点（±\u202f{error}）、ゲームに勝つ確率では{chance}でした。"
        "残り（{luck}点）はカードの巡り合わせです。",
    },
    "review.summary.cost_within_one": {
        "en": "Your decisions cost about {points} points (±\u202fless than 1) and {chance} of your "
        "chance to win the game; the cards account for the rest ({luck} points).",
        "ja": "判断による損失は約{points}点（±\u202f1点未満）、ゲームに勝つ確率では{chance}でした。"
        "残り（{luck}点）はカードの巡り合わせです。",
    },
    "review.summary.cost_same": {
        "en": "Your decisions cost {points} points, the same on every deal weighed, and {chance} "
        "of your chance to win the game; the cards account for the rest ({luck} points).",
        "ja": "判断による損失は{points}点（検討したどの配りでも同じ）、ゲームに勝つ確率では{chance}"
        "でした。残り（{luck}点）はカードの巡り合わせです。",
    },
    "review.summary.no_cost": {
        "en": "None of your decisions measurably cost you anything: the result was the cards.",
        "ja": "はっきりした損をした判断はありません。結果はカードの巡り合わせです。",
    },
    "review.summary.costliest": {"en": "Costliest decisions", "ja": "損失の大きかった判断"},
    "review.summary.none_flagged": {
        "en": "No decision is flagged as a mistake.",
        "ja": "ミスと判定された判断はありません。",
    },
    "review.summary.item": {
        "en": "Move {step}: {option} (−{chance})",
        "ja": "{step}手目：{option}（−{chance}）",
    },
    # ------------------------------------------------------------------ a decision
    "review.decision": {"en": "Your decision", "ja": "あなたの判断"},
    "review.forced": {"en": "Your only move.", "ja": "ほかに手はありませんでした。"},
    "review.verdict.best": {"en": "Best", "ja": "最善"},
    "review.verdict.close": {"en": "About as good", "ja": "ほぼ同等"},
    "review.verdict.mistake": {"en": "Mistake", "ja": "ミス"},
    "review.chose": {"en": "You chose: {option}", "ja": "あなたの選択：{option}"},
    "review.best": {"en": "Best: {option}", "ja": "最善：{option}"},
    "review.values": {
        "en": "chance to win the game {chance}, {points} points this hand",
        "ja": "ゲームに勝つ確率{chance}、このハンド{points}点",
    },
    "review.cost": {
        "en": "Cost: {chance} {error} of your chance to win the game, {points} points "
        "{points_error} this hand.",
        "ja": "損失：ゲームに勝つ確率で{chance}{error}、このハンドで{points}点{points_error}。",
    },
    # a figure's error in review.cost, as web.review.render.error_kind tells it: "± 0.4";
    # "± less than 0.1" where it rounds to 0 but is not 0; where it is 0, that the figure was
    # the same on every deal weighed (never "± 0.0")
    "review.cost.error": {"en": "(±\u202f{error})", "ja": "（±\u202f{error}）"},
    "review.cost.within": {"en": "(±\u202fless than {least})", "ja": "（±\u202f{least}未満）"},
    "review.cost.same": {
        "en": "(the same on every deal weighed)",
        "ja": "（検討したどの配りでも同じ）",
    },
    "review.why": {"en": "Why: {reason}", "ja": "理由：{reason}"},
    "review.deals": {
        "en": "Weighed over {count} deals of the cards you could not see.",
        "ja": "見えなかったカードの配り方{count}通りで評価しました。",
    },
    "review.deals_narrowed": {
        "en": "Weighed over {count} deals of the cards you could not see (options set aside "
              "as worse along the way: over {fewest} or more).",
        "ja": "見えなかったカードの配り方{count}通りで評価しました（途中で劣ると見て外した選択肢は"
              "{fewest}通り以上で）。",
    },
    "review.pending": {"en": "Weighing this decision…", "ja": "この判断を検討中…"},
    "review.options": {"en": "Every option", "ja": "すべての選択肢"},
    "review.option": {"en": "Option", "ja": "選択肢"},
    "review.option_chance": {"en": "Chance to win", "ja": "勝つ確率"},
    "review.option_points": {"en": "Points", "ja": "得点"},
    "review.hindsight": {"en": "Show hindsight", "ja": "後知恵を表示"},
    "review.hindsight_title": {
        "en": "Hindsight, with every card known:",
        "ja": "後知恵（すべてのカードが分かっていたら）：",
    },
    "review.hindsight_best": {
        "en": "{option} was best; your choice cost {chance} of your chance to win.",
        "ja": "{option}が最善でした。あなたの選択の損失は勝つ確率で{chance}です。",
    },
    "review.hindsight_same": {
        "en": "your choice was best.",
        "ja": "あなたの選択が最善でした。",
    },
    "review.try": {"en": "Try from here", "ja": "ここからやり直す"},
    # ------------------------------------------------------------------ practice
    "review.practice": {
        "en": "Practice: the same deal from your decision, not counted anywhere.",
        "ja": "練習：同じ配りをあなたの判断の場面から。記録には残りません。",
    },
    "review.practice_end": {"en": "Back to your game", "ja": "元のゲームに戻る"},
    "review.practice_over": {
        "en": "The practice hand is over.",
        "ja": "練習のハンドが終わりました。",
    },
}
