# ruff: noqa: E501  (paragraphs of prose: one HTML element a line reads best)
"""The prose of the 51 rules page, in Japanese and in English (written separately, not translated).

``[[AS 2S]]`` markers become card faces; ``[[calc]]``, ``[[presets]]`` and ``[[play]]`` the page's widgets.
"""

from __future__ import annotations

PROSE_JA = """
<h1>51（ごじゅういち）のルール</h1>
<p class="lead">手札の5枚を同じマークでそろえ、その合計点を競うゲームです。最高点は、同じマークの A・K・Q・J・10 でつくる<strong>51点</strong>。ゲームの名前はこの数字から来ています。</p>

<h2>準備：手札・場札・山札</h2>
<p>ジョーカーを1枚加えた53枚を使います。このサイトでは、あなたとCPU 1〜6人の2〜7人で遊べます（はじめはCPU 3人）。</p>
<ul>
<li><strong>手札</strong>：一人5枚ずつ伏せて配ります。中身は自分にしか見えません。</li>
<li><strong>場札</strong>：続けて5枚を表向きで中央に並べます。全員が見られる共有の札です。</li>
<li><strong>山札</strong>：残りは伏せたまま積んでおきます。</li>
<li><strong>流した札</strong>：場札を入れかえたときに古い5枚を置く場所です。山札がなくなったら、ここを切りなおして新しい山札にします（場札を並べている途中でも同じです）。</li>
</ul>
<p>最初の親はランダムに決まり、親の次の人から時計回りに番が進みます。親は1回ごとに次の人へ移ります。</p>

<h2>自分の番でできること</h2>
<p>番が来たら、次の4つのうち<strong>どれか一つ</strong>を行います。</p>
<dl class="rules-moves">
<dt>1枚交換</dt><dd>手札の1枚と場札の1枚を取りかえます。いちばん出番の多い手です。</dd>
<dt>全部交換</dt><dd>手札5枚と場札5枚を丸ごと入れかえます。2〜4枚だけ取りかえることはできません。</dd>
<dt>流す</dt><dd>場札5枚を流した札の山へ送り、山札から新しい5枚を表向きに並べます。続けて新しい場札と<strong>必ず</strong>1枚交換か全部交換をします。流したあとのパスや、続けてもう一度流すことはできません。</dd>
<dt>パス</dt><dd>何もせずに次の人へ番を回します。</dd>
</dl>
<p class="note">その回の<strong>自分の最初の番</strong>は、1枚交換しかできません（標準ルール）。全部交換・流す・パスは2巡目からです。</p>

<h2>点の数え方</h2>
<p>点になるのは、5枚が<strong>全部同じマーク</strong>のときだけです。1枚でもマークが違えば、どれだけ強い札を持っていても0点になります。</p>
<table class="rules-table">
<thead><tr><th scope="col">札</th><th scope="col">点</th></tr></thead>
<tbody>
<tr><td>A</td><td>11点</td></tr>
<tr><td>K・Q・J・10</td><td>10点</td></tr>
<tr><td>2〜9</td><td>数字のとおり</td></tr>
<tr><td>ジョーカー</td><td>どのマークにもなれる。11点。ただし合計が51を超えてしまうときは10点</td></tr>
</tbody>
</table>
<p>ジョーカーは「足りない札の代わり」と考えると覚えやすいでしょう。A がなければ A の代わりで11点、A があれば10点札の代わりで10点。だから、どんな手も51点を超えません。</p>
<div class="example">
<p>[[AH KH QH JH JK]]<br>11＋10＋10＋10＝41。ジョーカーを11と数えると52になって超えるので、ここは10点。合計<strong>51点</strong>です。</p>
<p>[[KD QD JD TD JK]]<br>10が4枚で40。ジョーカーは A の代わりの11点で、こちらも<strong>51点</strong>。</p>
<p>[[AS 2S 3S 4S JK]]<br>11＋2＋3＋4＋11＝<strong>31点</strong>。小さな札ばかりでも、マークがそろえば点になります。</p>
<p>[[AC KC QC 2D JK]]<br>高い札が並んでいても、2♦ だけマークが違うので<strong>0点</strong>です。</p>
</div>

<h3>試してみよう：手札の点数計算</h3>
<p>下の札から5枚を選ぶと、その手札の点数と、そうなる理由を表示します。</p>
[[calc]]

<h2>ストップとコール</h2>
<p><strong>ストップ</strong>：同じマークでちょうど51点になったら、その瞬間に回が終わり、その人が1位です。宣言のボタンはなく、このサイトでは自動でストップします。配られた手札がいきなり51点なら、だれも動く前にストップします（何人もいれば、番の早い人）。</p>
<p><strong>コール</strong>：交換したあと（流してからの交換も含む）、手札が同じマークで51点未満なら「コールする／コールしない」を選べます。コールすると全員が手札を見せて勝負です。パスのあとはコールできません。マークがそろっていない手札でもコールできません。</p>
<p>CPUも、勝てそうだと判断したときにコールしてきます。</p>

<h2>順位の決まり方</h2>
<ul>
<li>ストップした人は1位です。</li>
<li>コールした人は、自分と同じ点か、それより高い点の人が<strong>一人もいなければ</strong>1位。一人でもいれば<strong>コール失敗</strong>で、0点の最下位になります。</li>
<li>ほかの人は点の高い順に並びます。同じ点なら、ジョーカーを<strong>持っていない</strong>人が上。それも同じなら同じ順位です。</li>
</ul>
<div class="example">
<p>Aさんが [[AH KH QH 9H 5H]] の45点でコール。Bさんの手札は [[AS KS 9S 4S JK]] で、11＋10＋9＋4＋11＝45点。</p>
<p>標準ルールでは同点なのでコール失敗、Aさんは0点で最下位です。「最後に1回ずつ」ルールなら、ジョーカーを持たないAさんが上になり、コールは成功します。</p>
</div>

<h2>ルールの選び方（プリセット）</h2>
<p>51は家や地域によって決まりが少しずつ違います。ゲームの準備画面で、次の4つから選べます。</p>
<table class="rules-table">
<thead><tr><th scope="col">プリセット</th><th scope="col">最初の番</th><th scope="col">ストップ・コールのあと</th><th scope="col">コールした人と同点</th><th scope="col">ボーナス点</th></tr></thead>
<tbody>
<tr><th scope="row">標準</th><td>1枚交換だけ</td><td>すぐに公開</td><td>コール失敗</td><td>なし</td></tr>
<tr><th scope="row">最後に1回ずつ</th><td>1枚交換だけ</td><td>ほかの全員が1回ずつ番をしてから公開</td><td>ジョーカーなしが上</td><td>なし</td></tr>
<tr><th scope="row">トランプスタジアム式</th><td>1枚交換だけ</td><td>すぐに公開</td><td>コール失敗</td><td>あり</td></tr>
<tr><th scope="row">自分で決める</th><td colspan="4">4つのスイッチを自由に組み合わせます</td></tr>
</tbody>
</table>
<h3>最後に1回ずつ</h3>
<p>だれかがストップかコールをしても、すぐには公開しません。ほかの人が番の順に1回ずつ、交換・全部交換・流す・パスのどれかを行い、それから全員の手札をくらべます。この追加の番ではコールもストップもありません。</p>
<p>このルールでは、ストップも「51点でのコール」として扱います。ストップした人がジョーカーを使っていて、ほかの人がジョーカーなしで51点をそろえたら、そちらが上になりストップは失敗です。二人ともジョーカーあり、または二人ともなしなら、同じ順位で失敗にはなりません。</p>
<h3>トランプスタジアム式</h3>
<p>遊び方は標準と同じで、毎回の点にボーナスが加わります。1位は＋5点、ストップで51点を出した人はさらに＋10点、コールに失敗した人は0点のうえに−51点です。</p>
<h3>自分で決める</h3>
<ul>
<li><strong>最初の番</strong>：1枚交換だけ／パス以外なら何でも（最初から全部交換や流すが使えます）</li>
<li><strong>ストップ・コールのあと</strong>：すぐに公開／ほかの全員が1回ずつ番をしてから公開</li>
<li><strong>コールした人と同点</strong>：コール失敗／ジョーカーを持たない方が上</li>
<li><strong>ボーナス点</strong>：なし／あり（トランプスタジアム式の点）</li>
</ul>
[[presets]]

<h2>回数とボーナス点</h2>
<p>何回遊ぶかは準備画面で 1・3・5・7・10回から選べます（はじめは1回）。毎回、自分の手札の点を持ち点に足していきます。マークがそろっていなければ0点、コール失敗も0点です。最後の回が終わったとき、合計のいちばん多い人が優勝。合計が同じなら同じ順位です。結果の画面には、回ごとの点と合計が並びます。</p>
<div class="example">
<p>トランプスタジアム式で、[[AH KH QH JH JK]] でストップした人は 51＋5＋10＝<strong>66点</strong>。コールに失敗した人は 0−51＝<strong>−51点</strong>です。</p>
</div>

<h2>キーボード操作</h2>
<p>マウスやタッチのほか、キーボードだけでも遊べます。</p>
<table class="rules-table rules-keys">
<tbody>
<tr><th scope="row"><kbd>←</kbd> <kbd>→</kbd></th><td>札を選ぶ</td></tr>
<tr><th scope="row"><kbd>↑</kbd> <kbd>↓</kbd></th><td>場札と手札を行き来する</td></tr>
<tr><th scope="row"><kbd>Enter</kbd> / <kbd>Space</kbd></th><td>決定する</td></tr>
<tr><th scope="row"><kbd>A</kbd></th><td>全部交換</td></tr>
<tr><th scope="row"><kbd>F</kbd></th><td>流す</td></tr>
<tr><th scope="row"><kbd>P</kbd></th><td>パス</td></tr>
<tr><th scope="row"><kbd>C</kbd> / <kbd>N</kbd></th><td>コールを聞かれたとき：コールする／コールしない</td></tr>
</tbody>
</table>

<h2>勝つためのコツ</h2>
<ol class="rules-tips">
<li><strong>狙うマークは早めに一つに。</strong>最初の手札で枚数の多いマーク、または A や絵札のあるマークに絞り、ほかのマークの小さな札から手放していきましょう。</li>
<li><strong>まずそろえる、点上げはそのあと。</strong>そろっていない手は何点分の札を持っていても0点です。そろってから、場に出てきた同じマークの高い札と小さな札を取りかえれば十分間に合います。</li>
<li><strong>取られた札を見ておく。</strong>場札から取った札は、その人の席に表向きのまま残ります。♥ばかり取っている人の前に♥の高い札を出すのは、相手を助けるだけです。</li>
<li><strong>コールは場の進み具合で。</strong>序盤はまだ誰もそろっていないことが多く、30点台のコールでも通りがちです。何巡も回ったあとは、40点を超えていても慎重に。</li>
<li><strong>全部交換と流すを使い分ける。</strong>場札に同じマークが4〜5枚あれば全部交換で一気にそろうことも。場に欲しい札が一枚もなければ流して引きなおしますが、流したら必ず1枚は取ることになります。</li>
<li><strong>ジョーカーの弱点も知っておく。</strong>どのマークにもなれる頼もしい札ですが、同点ではジョーカーを持たない人に負けます。</li>
</ol>

<h2>さあ、遊んでみよう</h2>
[[play]]
"""

PROSE_EN = """
<h1>How to play 51 (Fifty-One)</h1>
<p class="lead">Collect five cards of one suit and make their total as high as you can. The best hand is the ace, king, queen, jack and ten of one suit: exactly <strong>51</strong> points, which is where the game gets its name.</p>

<h2>Setup: hand, field, stock</h2>
<p>The deck is the usual 52 cards plus one joker. Here you play against 1 to 6 computer players (3 by default).</p>
<ul>
<li><strong>Hand</strong>: everyone is dealt five cards face down. Only you see yours.</li>
<li><strong>Field</strong>: five more cards are laid face up in the middle. Everybody can see them and anybody may take from them.</li>
<li><strong>Stock</strong>: the rest stays face down in a pile.</li>
<li><strong>Discard pile</strong>: where a whole field goes when it is flushed. If the stock runs out (even halfway through laying out a new field), this pile is shuffled to make a fresh stock.</li>
</ul>
<p>The first dealer is picked at random. Play starts with the player after the dealer and goes clockwise; the deal moves one seat on each round.</p>

<h2>Your turn</h2>
<p>On your turn you do <strong>exactly one</strong> of these:</p>
<dl class="rules-moves">
<dt>Swap one</dt><dd>Trade one card from your hand for one card of the field. This is the everyday move.</dd>
<dt>Swap all</dt><dd>Trade your whole hand for the whole field, all five for all five. Swapping two, three or four cards is not allowed.</dd>
<dt>Flush</dt><dd>Send the five field cards to the discard pile and lay out five new ones from the stock. You <strong>must</strong> then swap one or swap all with the new field; you cannot pass or flush again in the same turn.</dd>
<dt>Pass</dt><dd>Do nothing; the next player goes.</dd>
</dl>
<p class="note">On <strong>your first turn of each round</strong> you may only swap one (standard rules). Swap all, flush and pass open up from your second turn.</p>

<h2>Scoring</h2>
<p>A hand scores only when <strong>all five cards are of one suit</strong>. A single odd card makes it worth 0, no matter how high the others are.</p>
<table class="rules-table">
<thead><tr><th scope="col">Card</th><th scope="col">Points</th></tr></thead>
<tbody>
<tr><td>Ace</td><td>11</td></tr>
<tr><td>King, queen, jack, 10</td><td>10</td></tr>
<tr><td>2 to 9</td><td>their number</td></tr>
<tr><td>Joker</td><td>belongs to any suit; 11, or 10 if 11 would take the total past 51</td></tr>
</tbody>
</table>
<p>Think of the joker as the card your hand is missing: without an ace it stands in for the ace (11); with an ace already there it plays a ten-card (10). That is why no hand can ever go above 51.</p>
<div class="example">
<p>[[AH KH QH JH JK]]<br>11 + 10 + 10 + 10 = 41. Counting the joker as 11 would make 52, too many, so it counts 10: <strong>51</strong>.</p>
<p>[[KD QD JD TD JK]]<br>Four tens make 40; the joker plays the missing ace for 11: <strong>51</strong> again.</p>
<p>[[AS 2S 3S 4S JK]]<br>11 + 2 + 3 + 4 + 11 = <strong>31</strong>. Small cards still score, as long as the suit matches.</p>
<p>[[AC KC QC 2D JK]]<br>Great cards, but the 2♦ breaks the suit: <strong>0</strong>.</p>
</div>

<h3>Try it: the hand calculator</h3>
<p>Pick five cards below to see what the hand scores, and why.</p>
[[calc]]

<h2>Stop and call</h2>
<p><strong>Stop</strong>: the moment someone holds exactly 51 in one suit, the round ends and they win it. There is no button to press; the game stops for you. If a hand is dealt at 51, it stops before anyone moves (the earliest in turn order, if there are several).</p>
<p><strong>Call</strong>: after a swap (including the swap that follows a flush), if your hand is all one suit and below 51, you are asked whether to call. A call ends the round: everyone shows their hand. You cannot call after a pass, and you cannot call with mixed suits.</p>
<p>The computer players call when they think they will win.</p>

<h2>Ranking</h2>
<ul>
<li>A player who stops is first.</li>
<li>A caller is first if <strong>nobody</strong> else has the same score or more. If anyone does, the <strong>call fails</strong>: the caller scores 0 and comes last.</li>
<li>Everyone else is ranked by score. On equal scores a hand <strong>without</strong> the joker beats one with it; equal on both, they share the place.</li>
</ul>
<div class="example">
<p>Ann calls with [[AH KH QH 9H 5H]], 45 points. Ben holds [[AS KS 9S 4S JK]]: 11 + 10 + 9 + 4 + 11 = 45.</p>
<p>Under the standard rules that tie sinks the call: Ann scores 0 and is last. Under "One more turn each" Ann has no joker, so she ranks above Ben and her call stands.</p>
</div>

<h2>Rule presets</h2>
<p>Every family plays 51 a little differently. The setup screen offers four presets.</p>
<table class="rules-table">
<thead><tr><th scope="col">Preset</th><th scope="col">First turn</th><th scope="col">After a stop or call</th><th scope="col">Tie with the caller</th><th scope="col">Bonus points</th></tr></thead>
<tbody>
<tr><th scope="row">Standard</th><td>swap one only</td><td>show hands at once</td><td>call fails</td><td>no</td></tr>
<tr><th scope="row">One more turn each</th><td>swap one only</td><td>everyone else takes one more turn first</td><td>no joker ranks higher</td><td>no</td></tr>
<tr><th scope="row">Bonus scoring</th><td>swap one only</td><td>show hands at once</td><td>call fails</td><td>yes</td></tr>
<tr><th scope="row">Choose my own</th><td colspan="4">mix the four switches as you like</td></tr>
</tbody>
</table>
<h3>One more turn each</h3>
<p>A stop or a call does not end the round straight away. Each other player, in turn order, gets one last turn (swap one, swap all, flush or pass), then all hands are compared. Nobody can call or stop during these extra turns.</p>
<p>Here a stop counts as a call at 51. If the stopper used the joker and someone else reaches 51 without it, that player ranks higher and the stop fails. If both hold the joker, or neither does, they share first place and nothing fails.</p>
<h3>Bonus scoring</h3>
<p>Standard play, with bonus points each round: +5 for first place, another +10 for reaching 51 by a stop, and −51 for a failed call (on top of its 0).</p>
<h3>Choose my own</h3>
<ul>
<li><strong>First turn</strong>: swap one only, or anything but pass (swap all and flush from the start).</li>
<li><strong>After a stop or call</strong>: show hands at once, or one more turn for everyone else.</li>
<li><strong>Tie with the caller</strong>: the call fails, or the hand without the joker ranks higher.</li>
<li><strong>Bonus points</strong>: off or on (the bonuses above).</li>
</ul>
[[presets]]

<h2>Rounds and bonus points</h2>
<p>Choose 1, 3, 5, 7 or 10 rounds at setup (1 by default). Each round your hand's score is added to your total: 0 if the suits are mixed, 0 after a failed call. When the last round is over, the highest total wins; equal totals share the place. The result panel lists every round's points and the totals.</p>
<div class="example">
<p>With Bonus scoring, stopping with [[AH KH QH JH JK]] is worth 51 + 5 + 10 = <strong>66</strong>. A failed call is worth 0 − 51 = <strong>−51</strong>.</p>
</div>

<h2>Keyboard</h2>
<p>Everything works by mouse and touch, and also from the keyboard alone.</p>
<table class="rules-table rules-keys">
<tbody>
<tr><th scope="row"><kbd>←</kbd> <kbd>→</kbd></th><td>choose a card</td></tr>
<tr><th scope="row"><kbd>↑</kbd> <kbd>↓</kbd></th><td>move between the field and your hand</td></tr>
<tr><th scope="row"><kbd>Enter</kbd> / <kbd>Space</kbd></th><td>confirm</td></tr>
<tr><th scope="row"><kbd>A</kbd></th><td>swap all</td></tr>
<tr><th scope="row"><kbd>F</kbd></th><td>flush</td></tr>
<tr><th scope="row"><kbd>P</kbd></th><td>pass</td></tr>
<tr><th scope="row"><kbd>C</kbd> / <kbd>N</kbd></th><td>when asked: call / don't call</td></tr>
</tbody>
</table>

<h2>Tips</h2>
<ol class="rules-tips">
<li><strong>Pick your suit early.</strong> Go for the suit you hold most of, or the one with your ace and picture cards, and let the small cards of the other suits go first.</li>
<li><strong>Match first, polish later.</strong> A mixed hand is worth nothing. Once your suit is complete you can still trade a low card for a high one when it turns up in the field.</li>
<li><strong>Watch what others take.</strong> Cards taken from the field stay face up at the taker's seat. If someone keeps taking hearts, don't leave a high heart in the field for them.</li>
<li><strong>Time your call.</strong> Early in a round few hands are complete, so a call in the 30s often wins. After several laps, even 40-odd can be beaten.</li>
<li><strong>Swap all or flush?</strong> Four or five cards of one suit in the field may complete you in one go. If there is nothing you want, flush, but remember you must then take a card from the new field.</li>
<li><strong>The joker has a catch.</strong> It fits any suit, but on a tie the hand without it ranks higher.</li>
</ol>

<h2>Ready to play?</h2>
[[play]]
"""

PROSE = {"ja": PROSE_JA, "en": PROSE_EN}
