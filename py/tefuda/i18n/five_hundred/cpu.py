"""Messages of the 500 hint (``tefuda.cpu.five_hundred.hint``): one line on why a move is good.

Parameters: ``bid`` (a bid as people read it: ``8♥``), ``tricks`` (tricks counted), ``card``,
``suit`` (a suit symbol), ``others`` (the rest of a suit laid away after ``card``), ``share`` (a
percentage of the sampled deals), ``points``.
"""

MESSAGES: dict[str, dict[str, str]] = {
    "five-hundred.hint.bid": {
        "en": "Bid {bid}: with your partner and the kitty you can count about {tricks} tricks.",
        "ja": "{bid} とビッドしましょう。パートナーとキティを合わせて約{tricks}トリック取れそうです。",
    },
    "five-hundred.hint.bid_nt": {
        "en": "Bid {bid}: you hold the joker and stoppers; about {tricks} tricks with your partner.",
        "ja": "{bid} とビッドしましょう。ジョーカーと各スートの止めがあり、パートナーと約{tricks}トリックです。",
    },
    "five-hundred.hint.bid_misere": {
        "en": "Bid misère: your cards are low enough to lose every trick.",
        "ja": "ミゼールをビッドしましょう。低い札ばかりで、全トリックを負けられそうです。",
    },
    "five-hundred.hint.bid_open_misere": {
        "en": "Bid open misère: even face up, your hand can lose every trick.",
        "ja": "オープンミゼールをビッドしましょう。手札を見せても全トリック負けられます。",
    },
    "five-hundred.hint.bid_game": {
        "en": "Bid {bid}: making it wins the game.",
        "ja": "{bid} とビッドしましょう。成功すればゲームに勝てます。",
    },
    "five-hundred.hint.bid_defend": {
        "en": "Bid {bid}: if the opponents make their contract, they win the game.",
        "ja": "{bid} とビッドしましょう。相手のコントラクトが成功すると、相手の勝ちになります。",
    },
    "five-hundred.hint.bid_sampled": {
        "en": "Bid {bid}: over the likely deals it is made {share}\u202f% of the time.",
        "ja": "{bid} とビッドしましょう。ありそうな配りの{share}\u202f%で成功します。",
    },
    "five-hundred.hint.bid_sampled_best": {
        "en": "Bid {bid}: over the likely deals it gives your side the best chance to win the game, though it is made only {share}\u202f% of the time.",
        "ja": "{bid} とビッドしましょう。成功はありそうな配りの{share}\u202f%だけですが、ゲームに勝つ見込みはこれが一番高くなります。",
    },
    "five-hundred.hint.bid_misere_sampled": {
        "en": "Bid {bid}: over the likely deals it is made {share}\u202f% of the time, and it gives your side the best chance to win the game.",
        "ja": "{bid} とビッドしましょう。ありそうな配りの{share}\u202f%で成功し、ゲームに勝つ見込みが一番高くなります。",
    },
    "five-hundred.hint.pass_weak": {
        "en": "Pass: your hand is not worth a bid.",
        "ja": "パスしましょう。ビッドするほどの手ではありません。",
    },
    "five-hundred.hint.pass_high": {
        "en": "Pass: more than {bid} is too much for your hand.",
        "ja": "パスしましょう。{bid} より上は手札に対して高すぎます。",
    },
    "five-hundred.hint.pass_partner": {
        "en": "Pass: your partner holds the bid, and your hand is no better.",
        "ja": "パスしましょう。パートナーがビッドしていて、こちらの手がそれ以上ではありません。",
    },
    "five-hundred.hint.pass_sampled": {
        "en": "Pass: over the likely deals no bid you may make pays.",
        "ja": "パスしましょう。ありそうな配りでは、どのビッドも割に合いません。",
    },
    "five-hundred.hint.discard_void": {
        "en": "Lay away {card}: it empties your {suit}, so you can trump them.",
        "ja": "{card} を捨てましょう。{suit}がなくなり、切り札で切れるようになります。",
    },
    "five-hundred.hint.discard_void_more": {
        "en": "Lay away {card}, then {others}: that empties your {suit}, so you can trump them.",
        "ja": "{card} を捨て、続けて {others} も捨てましょう。{suit}がなくなり、切り札で切れるようになります。",
    },
    "five-hundred.hint.discard_void_nt": {
        "en": "Lay away {card}: with your other discards it empties your {suit}, and the cards you keep count for more tricks.",
        "ja": "{card} を捨てましょう。ほかの捨て札と合わせて{suit}がなくなり、残す札のほうが多くトリックを数えられます。",
    },
    "five-hundred.hint.discard_count": {
        "en": "Lay away {card}: the cards you keep then count for the most tricks.",
        "ja": "{card} を捨てましょう。残る札で数えられるトリックが一番多くなります。",
    },
    "five-hundred.hint.discard_misere": {
        "en": "Lay away {card}: in misère it could be forced to win a trick.",
        "ja": "{card} を捨てましょう。ミゼールでは無理にトリックを取らされかねません。",
    },
    "five-hundred.hint.discard_joker_misere": {
        "en": "Lay away the joker: in misère it always wins the trick.",
        "ja": "ジョーカーを捨てましょう。ミゼールでは必ずトリックを取ってしまいます。",
    },
    "five-hundred.hint.discard_sampled": {
        "en": "Lay away {card}: over the likely deals it gives your side the best chance to win the game.",
        "ja": "{card} を捨てましょう。ありそうな配りで、ゲームに勝つ見込みが一番高くなります。",
    },
    "five-hundred.hint.play_only": {
        "en": "Play {card}: it is your only legal card.",
        "ja": "{card} を出しましょう。出せるのはこの札だけです。",
    },
    "five-hundred.hint.play_draw_trumps": {
        "en": "Lead {card}: you hold the top trump, so draw the opponents' trumps.",
        "ja": "{card} をリードしましょう。最上位の切り札があるので、相手の切り札を引き出します。",
    },
    "five-hundred.hint.play_lead_trump": {
        "en": "Lead {card}: you hold four trumps or more, though not the top one; each trump you lead draws one from each opponent who still holds one.",
        "ja": "{card} をリードしましょう。最上位はありませんが切り札が4枚以上あり、切り札をリードするたびに、切り札の残っている相手から1枚ずつ引き出せます。",
    },
    "five-hundred.hint.play_cash": {
        "en": "Lead {card}: it is the highest card left in its suit.",
        "ja": "{card} をリードしましょう。そのスートで残っている一番高い札です。",
    },
    "five-hundred.hint.play_partner_suit": {
        "en": "Lead {card}: towards your partner's strength.",
        "ja": "{card} をリードしましょう。パートナーの強いところへつなぎます。",
    },
    "five-hundred.hint.play_lead_low": {
        "en": "Lead {card}: a low card from your longest suit.",
        "ja": "{card} をリードしましょう。一番長いスートの低い札です。",
    },
    "five-hundred.hint.play_lead_low_safe": {
        "en": "Lead {card}: a low card from your longest suit among those neither player of the contracting side has shown to lack.",
        "ja": "{card} をリードしましょう。コントラクト側の二人とも持っていないと分かっていないスートのうち、一番長いスートの低い札です。",
    },
    "five-hundred.hint.play_partner_ruff": {
        "en": "Lead {card}: your partner has shown none of this suit and may trump it.",
        "ja": "{card} をリードしましょう。パートナーはこのスートを持っていないことが分かっていて、切り札で切れるかもしれません。",
    },
    "five-hundred.hint.play_trumps_left": {
        "en": "Lead {card}: you have only trumps left.",
        "ja": "{card} をリードしましょう。手札は切り札だけです。",
    },
    "five-hundred.hint.play_partner_winning": {
        "en": "Play {card}: your partner is winning the trick.",
        "ja": "{card} を出しましょう。パートナーがこのトリックを取っています。",
    },
    "five-hundred.hint.play_win": {
        "en": "Play {card}: the cheapest card that takes the trick.",
        "ja": "{card} を出しましょう。トリックを取れる一番安い札です。",
    },
    "five-hundred.hint.play_win_safe": {
        "en": "Play {card}: no player after you can beat it by following suit, and they may beat any cheaper card that takes the trick so far.",
        "ja": "{card} を出しましょう。後の人が同じスートで上を出すことはできません。いまトリックを取れるもっと安い札は、負かされるおそれがあります。",
    },
    "five-hundred.hint.play_win_high": {
        "en": "Play {card}: your highest card that takes the trick, so the last player needs a better one.",
        "ja": "{card} を出しましょう。トリックを取れる一番高い札で、最後の人はそれより上が必要になります。",
    },
    "five-hundred.hint.play_ruff": {
        "en": "Trump with {card}: you have none of the suit led.",
        "ja": "{card} で切りましょう。リードされたスートを持っていません。",
    },
    "five-hundred.hint.play_second_low": {
        "en": "Play {card}: play low and leave the trick to your partner.",
        "ja": "{card} を出しましょう。低く出して、パートナーに任せます。",
    },
    "five-hundred.hint.play_low": {
        "en": "Play {card}: you cannot take this trick, so keep your better cards.",
        "ja": "{card} を出しましょう。このトリックは取れないので、良い札は残します。",
    },
    "five-hundred.hint.play_discard": {
        "en": "Throw {card}: no card of yours can take this trick, and this is the one you need least.",
        "ja": "{card} を捨て札にしましょう。このトリックはどの札でも取れないので、一番いらない札を出します。",
    },
    "five-hundred.hint.play_discard_ruffed": {
        "en": "Throw {card}: no card of yours can take this trick; {card} is the highest left in its suit, but an opponent has shown none of it and may trump it.",
        "ja": "{card} を捨て札にしましょう。このトリックはどの札でも取れません。{card} はそのスートで残る一番高い札ですが、そのスートがないと分かっている相手が切り札で切れるかもしれません。",
    },
    "five-hundred.hint.play_misere_lead": {
        "en": "Lead {card}: the card the others can least easily duck under.",
        "ja": "{card} をリードしましょう。ほかの人がその下をくぐりにくい札です。",
    },
    "five-hundred.hint.play_misere_duck": {
        "en": "Play {card}: the highest card that still loses the trick.",
        "ja": "{card} を出しましょう。まだトリックに負ける一番高い札です。",
    },
    "five-hundred.hint.play_misere_forced": {
        "en": "Play {card}: every card you may play beats the trick so far; the lowest is the likeliest to be beaten by a player after you.",
        "ja": "{card} を出しましょう。どの札もいまのトリックより強いので、後の人に上を出してもらえる見込みが一番ある最も低い札です。",
    },
    "five-hundred.hint.play_misere_lost": {
        "en": "Play {card}: every card you may play takes the trick, so the misère is lost whatever you play.",
        "ja": "{card} を出しましょう。どの札を出してもトリックを取るので、ミゼールはもう失敗です。",
    },
    "five-hundred.hint.play_misere_discard": {
        "en": "Throw {card}: the card most likely to win a trick later.",
        "ja": "{card} を捨て札にしましょう。後でトリックを取ってしまいそうな札です。",
    },
    "five-hundred.hint.play_defend_misere_lead": {
        "en": "Lead {card}: a low card the misère player may have to beat.",
        "ja": "{card} をリードしましょう。ミゼールの人が上を出すしかなくなるかもしれない低い札です。",
    },
    "five-hundred.hint.play_defend_misere_lead_any": {
        "en": "Lead {card}: whatever you lead, the misère player has none of its suit or a lower card, so lead low and keep your higher cards.",
        "ja": "{card} をリードしましょう。どれをリードしても、ミゼールの人はそのスートを持っていないか、下の札を持っています。低い札を出して、高い札は残します。",
    },
    "five-hundred.hint.play_defend_misere_under": {
        "en": "Play {card}: stay under the misère player's card, so it still heads the trick.",
        "ja": "{card} を出しましょう。ミゼールの人の札より下を出して、その札がトリックの一番上のままにします。",
    },
    "five-hundred.hint.play_defend_misere_unload": {
        "en": "Play {card}: the trick is lost for the misère player; get rid of a high card.",
        "ja": "{card} を出しましょう。このトリックはもう取らせられないので、高い札を処分します。",
    },
    "five-hundred.hint.play_defend_misere_low": {
        "en": "Play {card}: keep the trick low so the misère player may have to win it.",
        "ja": "{card} を出しましょう。低く抑えておけば、ミゼールの人が取るしかなくなるかもしれません。",
    },
    "five-hundred.hint.play_defend_misere_low_none": {
        "en": "Play {card}: the misère player cannot be made to win this trick, so play your lowest card and keep the others.",
        "ja": "{card} を出しましょう。このトリックをミゼールの人に取らせることはできないので、一番低い札を出して残りは取っておきます。",
    },
    "five-hundred.hint.play_defend_misere_throw": {
        "en": "Throw {card}: you have none of the suit led; keep your low cards to lead against the misère.",
        "ja": "{card} を捨て札にしましょう。リードされたスートがないので、ミゼールを攻める低い札は残します。",
    },
    "five-hundred.hint.play_sampled": {
        "en": "Play {card}: over the likely deals it gives your side about {tricks} tricks.",
        "ja": "{card} を出しましょう。ありそうな配りで、こちらは約{tricks}トリック取れます。",
    },
    "five-hundred.hint.play_sampled_one": {
        "en": "Play {card}: over the likely deals it gives your side about 1 trick.",
        "ja": "{card} を出しましょう。ありそうな配りで、こちらは約1トリック取れます。",
    },
    "five-hundred.hint.play_sampled_misere": {
        "en": "Play {card}: over the likely deals the misère is made {share}\u202f% of the time after it, the best of your cards.",
        "ja": "{card} を出しましょう。ありそうな配りで、この後ミゼールが成功するのは{share}\u202f%で、手札の中で一番良い結果です。",
    },
    "five-hundred.hint.option_sampled": {
        "en": "This gives your side about a {share}\u202f% chance to win the game.",
        "ja": "これだとゲームに勝つ見込みは約{share}\u202f%です。",
    },
    "five-hundred.hint.next": {
        "en": "Go on to the next hand.",
        "ja": "次のハンドへ進みましょう。",
    },
    "five-hundred.hint.wait": {
        "en": "Wait for the other players.",
        "ja": "ほかの人の番です。少し待ちましょう。",
    },
}
