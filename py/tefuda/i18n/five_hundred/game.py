"""Messages of 500 (game id ``five-hundred``): refusals, event sentences, and the names of
seats, sides, bids and trumps."""

MESSAGES: dict[str, dict[str, str]] = {
    # Refusals (IllegalAction reasons raised by tefuda.games.five_hundred).
    "five-hundred.bid_too_low": {
        "en": "Your bid must beat the highest bid, {high}.",
        "ja": "今の最高ビッド（{high}）より強いビッドが必要です。",
    },
    "five-hundred.bid_too_low_misere": {
        "en": "Your bid must beat the highest bid, misère: bid 8♠ or more.",
        "ja": "今の最高ビッドはミゼールです。8♠以上をビッドしてください。",
    },
    "five-hundred.bid_too_low_open_misere": {
        "en": "Your bid must beat the highest bid, open misère: only 10♥ or 10NT can.",
        "ja": "今の最高ビッドはオープンミゼールです。上回れるのは10♥と10NTだけです。",
    },
    "five-hundred.misere_over_seven": {
        "en": "Misère may be bid only over a 7-level bid.",
        "ja": "ミゼールは最高ビッドが7のときだけビッドできます。",
    },
    "five-hundred.bidding_closed": {
        "en": "The bidding is over.",
        "ja": "ビッドはもう終わりました。",
    },
    "five-hundred.no_discard_now": {
        "en": "Only the contractor discards, right after taking the kitty.",
        "ja": "捨て札はキティを取った直後のデクレアラーだけができます。",
    },
    "five-hundred.not_in_hand": {
        "en": "{card} is not in your hand.",
        "ja": "{card} は手札にありません。",
    },
    "five-hundred.still_bidding": {
        "en": "The bidding is not over yet: bid or pass.",
        "ja": "まだビッド中です。ビッドかパスをしてください。",
    },
    "five-hundred.discard_first": {
        "en": "The contractor is still discarding three cards.",
        "ja": "デクレアラーが3枚を捨てるのを待っています。",
    },
    "five-hundred.hand_finished": {
        "en": "This hand is finished. Go on to the next one.",
        "ja": "このハンドは終わりました。次のハンドへ進んでください。",
    },
    "five-hundred.hand_in_progress": {
        "en": "Finish the current hand first.",
        "ja": "まず今のハンドを最後まで遊んでください。",
    },
    "five-hundred.sitting_out": {
        "en": "Your partner plays misère alone: you sit out this hand.",
        "ja": "パートナーがミゼールを1人で戦います。このハンドはお休みです。",
    },
    "five-hundred.must_follow": {
        "en": "You must follow {symbol}.",
        "ja": "{symbol}を出す必要があります（マストフォロー）。",
    },
    "five-hundred.must_follow_trumps": {
        "en": "You must follow trumps ({symbol}).",
        "ja": "切り札（{symbol}）を出す必要があります。",
    },
    "five-hundred.left_bower_is_trump": {
        "en": "You must follow {symbol}; the left bower {card} counts as a trump here.",
        "ja": "{symbol}を出す必要があります。レフトバウアー（{card}）はここでは切り札です。",
    },
    "five-hundred.left_bower_is_your_trump": {
        "en": "You must follow trumps ({symbol}): your left bower {card} is a trump.",
        "ja": "切り札（{symbol}）を出す必要があります。レフトバウアー（{card}）は切り札です。",
    },
    "five-hundred.joker_is_your_trump": {
        "en": "You must follow trumps ({symbol}): the joker is your only trump.",
        "ja": "切り札（{symbol}）を出す必要があります。ジョーカーがあなたの唯一の切り札です。",
    },
    "five-hundred.joker_only_when_void": {
        "en": "You hold {symbol}: the joker may go to another suit's lead only when you have none.",
        "ja": "{symbol}を持っています。ジョーカーは台札のスートがないときだけ出せます。",
    },
    "five-hundred.joker_compulsory": {
        "en": "You have no {symbol}: in misère you must play the joker.",
        "ja": "{symbol}がありません。ミゼールではジョーカーを出さなければなりません。",
    },
    "five-hundred.joker_lead_closed": {
        "en": "All four suits have been led: the joker may be led only to the last trick.",
        "ja": "4スートすべてがリードされました。ジョーカーは最後のトリックでしかリードできません。",
    },
    "five-hundred.name_joker_suit": {
        "en": "Name the suit the joker stands for.",
        "ja": "ジョーカーが表すスートを指定してください。",
    },
    "five-hundred.suit_already_led": {
        "en": "{symbol} has already been led this hand: name a suit not yet led.",
        "ja": "{symbol}はこのハンドですでにリードされました。まだリードされていないスートを指定してください。",
    },
    "five-hundred.joker_names_no_suit": {
        "en": "Only a joker led in no trumps or misère names a suit.",
        "ja": "スートを指定できるのは、切り札なしかミゼールでジョーカーをリードするときだけです。",
    },
    # Events (tefuda.games.five_hundred.events.EventKind).
    "five-hundred.event.deal": {
        "en": "Hand {number}: {who} dealt ten cards each and three to the kitty.",
        "ja": "第{number}ハンド：{who}が10枚ずつとキティ3枚を配りました。",
    },
    "five-hundred.event.bid": {"en": "{who} bid {label}.", "ja": "{who}：{label}をビッド。"},
    "five-hundred.event.bid_misere": {
        "en": "{who} bid misère.",
        "ja": "{who}：ミゼールをビッド。",
    },
    "five-hundred.event.bid_open_misere": {
        "en": "{who} bid open misère.",
        "ja": "{who}：オープンミゼールをビッド。",
    },
    "five-hundred.event.pass": {"en": "{who} passed.", "ja": "{who}：パス。"},
    "five-hundred.event.throw_in": {
        "en": "Everyone passed: hand {number} is thrown in and the next dealer deals.",
        "ja": "全員パス：第{number}ハンドは流れ、次のディーラーが配り直します。",
    },
    "five-hundred.event.contract": {
        "en": "{who} won the bidding: {label}.",
        "ja": "{who}が{label}で落札しました。",
    },
    "five-hundred.event.contract_misere": {
        "en": "{who} won the bidding: misère.",
        "ja": "{who}がミゼールで落札しました。",
    },
    "five-hundred.event.contract_open_misere": {
        "en": "{who} won the bidding: open misère.",
        "ja": "{who}がオープンミゼールで落札しました。",
    },
    "five-hundred.event.sit_out": {
        "en": "{who} laid the hand face down, out of play this hand.",
        "ja": "{who}は手札を伏せて、このハンドを休みます。",
    },
    "five-hundred.event.kitty": {
        "en": "{who} took the kitty.",
        "ja": "{who}がキティを取りました。",
    },
    "five-hundred.event.kitty.own": {
        "en": "{who} took the kitty: {cards}.",
        "ja": "{who}がキティを取りました：{cards}。",
    },
    "five-hundred.event.discard": {
        "en": "{who} laid a card away face down.",
        "ja": "{who}がカードを1枚伏せて捨てました。",
    },
    "five-hundred.event.discard.own": {
        "en": "{who} laid away {cards}.",
        "ja": "{who}が{cards}を捨てました。",
    },
    "five-hundred.event.expose": {
        "en": "{who} laid the hand face up: {cards}.",
        "ja": "{who}が手札を公開しました：{cards}。",
    },
    "five-hundred.event.play": {"en": "{who} played {cards}.", "ja": "{who}：{cards}。"},
    "five-hundred.event.lead_joker": {
        "en": "{who} led the joker for {symbol}.",
        "ja": "{who}がジョーカーを{symbol}としてリードしました。",
    },
    "five-hundred.event.trick": {
        "en": "{who} won trick {number} with {card}.",
        "ja": "{who}が{card}で第{number}トリックを取りました。",
    },
    "five-hundred.event.made": {
        "en": "{who} made {label} with {tricks} tricks: {points:+d}; the defenders {defenders:+d}.",
        "ja": "{who}の{label}成功（{tricks}トリック）：{points:+d}点、相手側{defenders:+d}点。",
    },
    "five-hundred.event.slam": {
        "en": "{who} took all ten tricks in {label}: a slam, {points:+d}.",
        "ja": "{who}が{label}で10トリック全部を取りました：スラムで{points:+d}点。",
    },
    "five-hundred.event.lost": {
        "en": "{who} went down in {label} with {tricks} tricks: {points:+d}; the defenders {defenders:+d}.",
        "ja": "{who}の{label}失敗（{tricks}トリック）：{points:+d}点、相手側{defenders:+d}点。",
    },
    "five-hundred.event.misere_made": {
        "en": "{who} took no trick: misère made, {points:+d}.",
        "ja": "{who}はトリックを1つも取らずミゼール成功：{points:+d}点。",
    },
    "five-hundred.event.misere_lost": {
        "en": "{who} took a trick: misère lost, {points:+d}.",
        "ja": "{who}がトリックを取ってしまいミゼール失敗：{points:+d}点。",
    },
    "five-hundred.event.open_misere_made": {
        "en": "{who} took no trick: open misère made, {points:+d}.",
        "ja": "{who}はトリックを1つも取らずオープンミゼール成功：{points:+d}点。",
    },
    "five-hundred.event.open_misere_lost": {
        "en": "{who} took a trick: open misère lost, {points:+d}.",
        "ja": "{who}がトリックを取ってしまいオープンミゼール失敗：{points:+d}点。",
    },
    "five-hundred.event.won_by_contract": {
        "en": "{who} and partner made the contract and reached {total}, winning the game.",
        "ja": "{who}の側がビッドを成功させて{total}点に達し、ゲームに勝ちました。",
    },
    "five-hundred.event.won_on_tricks": {
        "en": "{who} and partner reached {total} on trick points, winning the game.",
        "ja": "{who}の側がトリック点で{total}点に達し、ゲームに勝ちました。",
    },
    "five-hundred.event.fell_below": {
        "en": "{who} and partner fell to {total}, losing the game.",
        "ja": "{who}の側が{total}点まで下がり、ゲームに負けました。",
    },
    # Why the game ended (the view's end; web.tables.five_hundred_render.end_sentence).
    "five-hundred.end.made_contract": {
        "en": "{side} made {contract} and reached {total}",
        "ja": "{side}が{contract}を成功させて{total}点に到達",
    },
    "five-hundred.end.reached_on_tricks": {
        "en": "{side} reached {total} on trick points",
        "ja": "{side}がトリック点で{total}点に到達",
    },
    "five-hundred.end.fell_below": {
        "en": "{side} fell to {total}",
        "ja": "{side}が{total}点まで下落",
    },
    # Names.
    "five-hundred.title": {"en": "500", "ja": "500"},
    "five-hundred.seat.0": {"en": "South", "ja": "南"},
    "five-hundred.seat.1": {"en": "West", "ja": "西"},
    "five-hundred.seat.2": {"en": "North", "ja": "北"},
    "five-hundred.seat.3": {"en": "East", "ja": "東"},
    "five-hundred.side.0": {"en": "N–S", "ja": "南北"},
    "five-hundred.side.1": {"en": "E–W", "ja": "東西"},
    "five-hundred.bid.MISERE": {"en": "misère", "ja": "ミゼール"},
    "five-hundred.bid.OPEN_MISERE": {"en": "open misère", "ja": "オープンミゼール"},
    "five-hundred.pass": {"en": "Pass", "ja": "パス"},
    "five-hundred.trump.S": {"en": "spades", "ja": "スペード"},
    "five-hundred.trump.C": {"en": "clubs", "ja": "クラブ"},
    "five-hundred.trump.D": {"en": "diamonds", "ja": "ダイヤ"},
    "five-hundred.trump.H": {"en": "hearts", "ja": "ハート"},
    "five-hundred.trump.NT": {"en": "no trumps", "ja": "切り札なし"},
    "five-hundred.kitty": {"en": "Kitty", "ja": "キティ"},
    "five-hundred.contractor": {"en": "Contractor", "ja": "デクレアラー"},
    "five-hundred.right_bower": {"en": "right bower", "ja": "ライトバウアー"},
    "five-hundred.left_bower": {"en": "left bower", "ja": "レフトバウアー"},
    "five-hundred.joker": {"en": "joker", "ja": "ジョーカー"},
    # the options (FiveHundredOptions): each option's label, and each choice's
    "five-hundred.option.must_win_by_contract": {
        "en": "Must win by contract (trick points never end the game)",
        "ja": "ビッド成功でのみ勝利（トリック点ではゲームが終わらない）",
    },
    "five-hundred.option.misere_any_time": {
        "en": "Misère any time (not only over a 7-bid)",
        "ja": "ミゼールをいつでもビッド可（7のビッドの後に限らない）",
    },
    "five-hundred.option.open_misere_value": {
        "en": "Open misère is worth",
        "ja": "オープンミゼールの点数",
    },
    "five-hundred.option.open_misere_timing": {
        "en": "Open misère's hand is shown",
        "ja": "オープンミゼールの手札を公開するとき",
    },
    "five-hundred.option.open_misere_value.choice": {"en": "{open_misere_value}", "ja": "{open_misere_value}点"},
    "five-hundred.option.open_misere_timing.before-lead": {"en": "before the first lead", "ja": "最初のリードの前"},
    "five-hundred.option.open_misere_timing.after-first-trick": {
        "en": "after the first trick",
        "ja": "最初のトリックの後",
    },
}
