"""Words of the 500 table that the rules engine never raises: prompts, labels, panels."""

MESSAGES: dict[str, dict[str, str]] = {
    "ui.five-hundred.hand": {"en": "Hand {number}", "ja": "第{number}ハンド"},
    "ui.five-hundred.high_bid": {"en": "High bid: {bid} ({name})", "ja": "最高ビッド：{bid}（{name}）"},
    "ui.five-hundred.no_bid": {"en": "No bid yet", "ja": "まだビッドなし"},
    "ui.five-hundred.contract": {"en": "Contract: {bid} ({name})", "ja": "コントラクト：{bid}（{name}）"},
    "ui.five-hundred.tricks": {"en": "Tricks", "ja": "トリック"},
    "ui.five-hundred.partner": {"en": "partner", "ja": "パートナー"},
    "ui.five-hundred.opponent": {"en": "opponent", "ja": "相手"},
    "ui.five-hundred.dealer": {"en": "Dealer", "ja": "親"},
    "ui.five-hundred.sits_out": {"en": "Sits out", "ja": "お休み"},
    "ui.five-hundred.face_up": {"en": "Hand face up", "ja": "手札公開"},
    "ui.five-hundred.cards": {"en": "Cards {count}", "ja": "{count}枚"},
    "ui.five-hundred.thinking": {"en": "Thinking…", "ja": "考え中…"},
    # What each side needs from the tricks still to play (the line under the scores).
    "ui.five-hundred.needs.start": {
        "en": "{side} need {tricks} tricks, {other} need {set} to set them.",
        "ja": "{side}は{tricks}トリック必要、{other}は{set}トリックで阻止できます。",
    },
    "ui.five-hundred.needs.more": {
        "en": "{side} have {won}, need {tricks} more; {other} have {against}, need {set} more to set them.",
        "ja": "{side}は{won}トリック（あと{tricks}）、{other}は{against}トリック（あと{set}で阻止）。",
    },
    "ui.five-hundred.needs.made": {
        "en": "{side} have made {bid} ({won} tricks); {other} have {against}.",
        "ja": "{side}は{bid}を達成（{won}トリック）、{other}は{against}トリック。",
    },
    "ui.five-hundred.needs.set_down": {
        "en": "{other} have set {bid} ({against} tricks); {side} have {won}.",
        "ja": "{other}が{bid}を阻止（{against}トリック）、{side}は{won}トリック。",
    },
    "ui.five-hundred.needs.misere": {
        "en": "{who} must take no trick: {left} to go.",
        "ja": "{who}は1トリックも取ってはいけません（残り{left}トリック）。",
    },
    # The caption beside the trick, in a column some 70 px wide on a phone: the Japanese breaks
    # a line only between its phrases, marked apart by U+200B (five_hundred_render.phrases).
    "ui.five-hundred.winning": {
        "en": "Led {symbol}\u00a0· winning: {card} ({name})",
        "ja": "台札 {symbol}・\u200b優勢：\u200b{card}（{name}）",
    },
    "ui.five-hundred.trick_won": {
        "en": "{who} won trick {number} with\u00a0{card}",
        "ja": "{who}が\u200b{card}で\u200b第{number}\u200bトリックを\u200b取りました",
    },
    "ui.five-hundred.exposed": {"en": "{name}'s hand, face up", "ja": "{name}の手札（公開）"},
    "ui.five-hundred.away": {"en": "Away", "ja": "捨てる"},
    "ui.five-hundred.bids": {"en": "Bids", "ja": "ビッド"},
    # The bidding panel's misère cells (two words that may stack in a narrow cell).
    "ui.five-hundred.cell.MISERE": {"en": "misère", "ja": "ミゼール"},
    "ui.five-hundred.cell.OPEN_MISERE": {"en": "open misère", "ja": "オープン ミゼール"},
    "ui.five-hundred.took": {"en": "Tricks {count}", "ja": "{count}トリック"},
    "ui.five-hundred.prompt.bid": {
        "en": "Your bid: choose one, or pass (a pass is final).",
        "ja": "あなたのビッドです。選ぶかパスしてください（パスしたら再びビッドできません）。",
    },
    "ui.five-hundred.prompt.kitty": {
        "en": "You took the kitty: choose three cards to lay away ({count} of 3).",
        "ja": "キティを取りました。捨てる3枚を選んでください（{count}/3）。",
    },
    "ui.five-hundred.prompt.lead": {"en": "Your lead: play any card.", "ja": "あなたのリードです。好きなカードを出せます。"},
    "ui.five-hundred.prompt.follow": {
        "en": "Your turn: follow {symbol} if you can.",
        "ja": "あなたの番です。{symbol}があれば出してください。",
    },
    "ui.five-hundred.discard": {"en": "Lay these three away", "ja": "この3枚を捨てる"},
    "ui.five-hundred.laid_away": {"en": "Laid away {cards}", "ja": "捨て札 {cards}"},
    "ui.five-hundred.name_suit": {"en": "The joker leads as:", "ja": "ジョーカーをどのスートとしてリードしますか："},
    "ui.five-hundred.last_trick": {"en": "Last trick", "ja": "直前のトリック"},
    "ui.five-hundred.led": {"en": "Led {symbol}", "ja": "台札 {symbol}"},
    "ui.five-hundred.trumps": {"en": "Trumps {symbol}", "ja": "切り札 {symbol}"},
    "ui.five-hundred.no_trumps": {"en": "No trumps", "ja": "切り札なし"},
    "ui.five-hundred.side": {"en": "Side", "ja": "側"},
    "ui.five-hundred.points": {"en": "Points", "ja": "得点"},
    "ui.five-hundred.total": {"en": "Total", "ja": "合計"},
    "ui.five-hundred.history": {"en": "Hands so far", "ja": "これまでのハンド"},
    "ui.five-hundred.contract_col": {"en": "Contract", "ja": "コントラクト"},
    "ui.five-hundred.by": {"en": "By", "ja": "デクレアラー"},
    "ui.five-hundred.result.made": {"en": "made", "ja": "成功"},
    "ui.five-hundred.result.lost": {"en": "down", "ja": "失敗"},
    "ui.five-hundred.result.thrown": {"en": "thrown in", "ja": "流れ"},
    "ui.five-hundred.share_result": {
        "en": "{outcome} {mine}–{theirs} in {hands} hands",
        "ja": "{outcome} {mine}–{theirs}（{hands}ハンド）",
    },
    "ui.five-hundred.next": {"en": "Next hand", "ja": "次のハンドへ"},
    "ui.five-hundred.won": {"en": "You and North win: {reason}.", "ja": "あなたと北の勝ち：{reason}。"},
    # The end of the game as the table tells it, naming the side's two players.
    "ui.five-hundred.pair.0": {"en": "You and North", "ja": "あなたと北"},
    "ui.five-hundred.pair.1": {"en": "West and East", "ja": "西と東"},
    "ui.five-hundred.event.won_by_contract": {
        "en": "{pair} made the contract and reached {total}, winning the game.",
        "ja": "{pair}がビッドを成功させて{total}点に達し、ゲームに勝ちました。",
    },
    "ui.five-hundred.event.won_on_tricks": {
        "en": "{pair} reached {total} on trick points, winning the game.",
        "ja": "{pair}がトリック点で{total}点に達し、ゲームに勝ちました。",
    },
    "ui.five-hundred.event.fell_below": {
        "en": "{pair} fell to {total}, losing the game.",
        "ja": "{pair}が{total}点まで下がり、ゲームに負けました。",
    },
    "ui.five-hundred.lost": {"en": "West and East win: {reason}.", "ja": "西と東の勝ち：{reason}。"},
    "ui.five-hundred.setup": {"en": "Rule options", "ja": "ルールのオプション"},
    "ui.five-hundred.setup_note": {
        "en": "Rule changes apply from the next new game.",
        "ja": "ルールの変更は次の新しいゲームから有効です。",
    },
    "ui.five-hundred.keys": {
        "en": "Keys: ← → choose a card, Enter play, 6–9 and 0 a bid row, M misère, O open misère, P pass, L last trick, N next hand, H hint.",
        "ja": "キー操作：← → でカード選択、Enter で出す、6〜9・0 でビッドの段、M ミゼール、O オープンミゼール、P パス、L 直前のトリック、N 次のハンド、H ヒント。",
    },
    # What a CPU's call says about its hand (tefuda.cpu.five_hundred.meaning), read by tapping,
    # hovering or focusing the call; {who} bid, {partner} its partner ("you" for North's).
    "ui.five-hundred.meaning.you": {"en": "you", "ja": "あなた"},
    # a number of tricks in the sentences ({own}, {more}, {side})
    "ui.five-hundred.meaning.trick": {"en": "{count} trick", "ja": "{count}トリック"},
    "ui.five-hundred.meaning.tricks": {"en": "{count} tricks", "ja": "{count}トリック"},
    "ui.five-hundred.calls": {"en": "The bidding ({count} calls)", "ja": "ビッドの経過（{count}コール）"},
    "ui.five-hundred.calls_one": {"en": "The bidding (1 call)", "ja": "ビッドの経過（1コール）"},
    "ui.five-hundred.calls_of": {"en": "What {who}'s calls mean", "ja": "{who}のコールの意味"},
    "ui.five-hundred.meaning.more": {
        "en": "{who}, {bid}: counts about {own} of its own in {trump}, counting on about {more} from {partner} and the kitty ({side} in all).",
        "ja": "{who}・{bid}：{trump}で自分の手だけで約{own}、{partner}とキティからさらに約{more}（合わせて約{side}）を見込んでいます。",
    },
    "ui.five-hundred.meaning.alone": {
        "en": "{who}, {bid}: counts about {own} of its own in {trump}; with {partner} and the kitty it expects about {side} in all.",
        "ja": "{who}・{bid}：{trump}で自分の手だけで約{own}、{partner}とキティを合わせて約{side}と見ています。",
    },
    "ui.five-hundred.meaning.pass": {
        "en": "{who}, pass: with {partner} and the kitty it expects at most about {side} in any trump it may bid.",
        "ja": "{who}・パス：{partner}とキティを合わせても、ビッドできるどの切り札でも約{side}までと見ています。",
    },
    "ui.five-hundred.meaning.pass_partner": {
        "en": "{who}, pass: leaves {partner}'s {bid} standing; with {partner} and the kitty it expects at most about {side} in any trump it may bid.",
        "ja": "{who}・パス：{partner}の{bid}に任せます。{partner}とキティを合わせて、ビッドできるどの切り札でも約{side}までと見ています。",
    },
    "ui.five-hundred.meaning.misere": {
        "en": "{who}, {bid}: counts its hand low enough to lose every trick once two cards are laid away with the kitty; its partner sits out.",
        "ja": "{who}・{bid}：キティを取って2枚を捨てれば、1トリックも取らずに済む低い手と数えています。パートナーはお休みです。",
    },
    "ui.five-hundred.meaning.open_misere": {
        "en": "{who}, {bid}: counts its hand low enough to lose every trick even face up, once two cards are laid away with the kitty; its partner sits out.",
        "ja": "{who}・{bid}：キティを取って2枚を捨てれば、手札を公開しても1トリックも取らずに済む低い手と数えています。パートナーはお休みです。",
    },
    "ui.five-hundred.meaning.misere_risky": {
        "en": "{who}, {bid}: by its count, {danger} of its cards could still be forced to win a trick once two are laid away with the kitty; its partner sits out.",
        "ja": "{who}・{bid}：数えたところ、キティを取って2枚を捨てても、まだ{danger}枚がトリックを取らされるおそれがあります。パートナーはお休みです。",
    },
    "ui.five-hundred.meaning.open_misere_risky": {
        "en": "{who}, {bid}: by its count, face up, {danger} of its cards could still be forced to win a trick once two are laid away with the kitty; its partner sits out.",
        "ja": "{who}・{bid}：数えたところ、手札を公開すると、キティを取って2枚を捨てても、まだ{danger}枚がトリックを取らされるおそれがあります。パートナーはお休みです。",
    },
    "ui.five-hundred.meaning.easy": {
        "en": "{who}, {bid}: the easy CPU bids its longest suit by length alone: {length} or more {trump}, the joker not counted.",
        "ja": "{who}・{bid}：やさしいCPUは一番長いスートを枚数だけでビッドします。{trump}が{length}枚以上です（ジョーカーは数えません）。",
    },
    "ui.five-hundred.meaning.easy_pass": {
        "en": "{who}, pass: the easy CPU counts suit lengths alone, and no suit of its hand is long enough for a bid it may make.",
        "ja": "{who}・パス：やさしいCPUはスートの枚数だけを数えます。今できるビッドに足りる長さのスートがありません。",
    },
    "ui.five-hundred.meaning.searched": {
        "en": "{said} It chose this call by looking ahead over likely deals, not by this count alone.",
        "ja": "{said}このコールは、数えた結果だけでなく、ありそうな配りを先読みして選びました。",
    },
}
