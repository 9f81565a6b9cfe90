# ruff: noqa: E501  (paragraphs of prose: one HTML element a line reads best)
"""The prose of the 恋のかけひき rules page, in Japanese and in English (written separately).

``[[3H 9C]]`` markers become card faces; ``[[calc]]`` and ``[[play]]`` the page's widgets.  The
worked game's numbers are checked with ``tefuda.games.kakehiki`` in the tests: table
3 + 9 + 9 − 7 = 14 after two cards each, 25 after three, hands 17 against 13.
"""

from __future__ import annotations

PROSE_JA = """
<h1>恋のかけひきのルール</h1>
<p class="lead">二人で同時に札を1枚ずつ場に出していき、場の合計が20点に届いたら「マリッジ成立」。そのとき手元に残った札の点が高い方の勝ちです。場には安い札を出したい、でも安すぎるとマリッジが成立しない。このせめぎ合いが、まさに恋のかけひきです。</p>

<h2>札の点数</h2>
<p>ジョーカーを1枚加えた53枚を使い、あなたとCPUに5枚ずつ配ります。札の点は、<strong>場に出したとき</strong>と<strong>手札に残ったとき</strong>で数え方が変わります。</p>
<table class="rules-table">
<thead><tr><th scope="col">札</th><th scope="col">場に出したとき</th><th scope="col">手札に残ったとき</th></tr></thead>
<tbody>
<tr><td>A</td><td>1点</td><td>1点</td></tr>
<tr><td>2〜10</td><td>数字のとおり</td><td>数字のとおり</td></tr>
<tr><td>J・Q・K</td><td>10点</td><td>10点</td></tr>
<tr><td>スペード ♠</td><td><strong>マイナス</strong>（A♠ は−1点、7♠ は−7点、絵札は−10点）</td><td>プラス（ほかのマークと同じ）</td></tr>
<tr><td>ジョーカー</td><td>0点</td><td>0点</td></tr>
</tbody>
</table>
<div class="example">
<p>[[7S]] を場に出すと −7点。同じ 7♠ でも、手札に残せば +7点です。</p>
<p>[[KD]] は場でも手札でも10点。[[JK]] はどこにあっても0点です。</p>
</div>

<h2>遊び方</h2>
<ol>
<li>5枚ずつ配ります。</li>
<li>二人とも、場に出す札を1枚決めて伏せて置きます。両方がそろったら<strong>同時に</strong>表に返します。CPUはあなたの札を見ないで決めるので、のぞき見の心配はありません。</li>
<li>同じようにして2枚目を出します。</li>
<li>場の4枚の合計を数えます。<strong>20点以上ならマリッジ成立</strong>。二人とも手元に残った3枚の点を数え、高い方の勝ちです。同じ点なら引き分け。</li>
<li>20点に届かなければ、3枚目を同じように出します。6枚の合計が20点以上ならマリッジ成立で、残った2枚の点をくらべます。</li>
<li>3枚目を出しても20点未満なら<strong>マリッジ不成立</strong>。二人とも0点で引き分けです。</li>
</ol>

<h3>試してみよう：場の合計</h3>
<p>場に並んだ札を選ぶと、合計点と、20点まであと何点かを表示します。</p>
[[calc]]

<h2>かけひきの考え方</h2>
<p>強い手札を持っているなら、マリッジを成立させたいところです。でも自分で高い札を出せば、そのぶん手元の点が減ってしまいます。できれば相手に高い札を出させたい。</p>
<p>反対に手札が弱いなら、マリッジを<strong>つぶす</strong>のも立派な作戦です。スペードを出せば場の合計はぐっと下がります。ただしスペードを出すと「この人は成立させたくない＝手が弱い」と読まれるかもしれません。</p>
<p>出した札はそのまま相手への情報になります。わざと高い札を出して強い手のふりをする、安い札で弱いふりをする。<strong>はったり</strong>が効くのがこのゲームの面白さです。</p>

<h2>対戦の例</h2>
<p>ケンの手札は [[3H 9D KC QH 7D]]。絵札が2枚あって合計39点、マリッジを成立させたい手です。ミナの手札は [[9C 7S AD 6S 7H]]。絵札がなく、できれば成立させたくありません。</p>
<table class="rules-table rules-replay">
<thead><tr><th scope="col"></th><th scope="col">ケン</th><th scope="col">ミナ</th><th scope="col">場の合計</th></tr></thead>
<tbody>
<tr><th scope="row">1枚目</th><td>[[3H]]</td><td>[[9C]]</td><td>3＋9＝12</td></tr>
<tr><th scope="row">2枚目</th><td>[[9D]]</td><td>[[7S]]</td><td>3＋9＋9−7＝14</td></tr>
<tr><th scope="row">3枚目</th><td>[[KC]]</td><td>[[AD]]</td><td>14＋10＋1＝25</td></tr>
</tbody>
</table>
<p><strong>1枚目</strong>：ケンは強さを隠すために安い 3♥。ミナは逆に 9♣ を出して、強い手のふりをします。ケンにマリッジを止めさせたいのです。</p>
<p><strong>2枚目</strong>：ケンは確実に成立させようと 9♦。ミナは 7♠ で合計を削ります。4枚で14点、20点に届かないので3枚目へ。</p>
<p><strong>3枚目</strong>：スペードを出したことで、ミナの弱さはケンに見抜かれました。ケンは K♣ で押し切り、ミナはせめて手元を守ろうと一番安い A♦。合計25点でマリッジ成立です。</p>
<div class="example">
<p>残った手札：ケン [[QH 7D]] 10＋7＝<strong>17点</strong>、ミナ [[6S 7H]] 6＋7＝<strong>13点</strong>（手札のスペードはプラス）。</p>
<p>ケンの勝ちです。とはいえ、あの弱い手札で差を4点に抑えたミナも見事でした。</p>
</div>

<h2>続けて遊ぶ</h2>
<p>1ゲームが終わったら「もう一回」。画面には勝ち・負け・引き分けの数と、手札の点差の合計が記録されていきます。最初に1・3・5・10ゲームの対戦を選ぶこともでき、何も選ばなければ好きなだけ続けられます。</p>

<h2>勝つためのコツ</h2>
<ol class="rules-tips">
<li><strong>配られたらまず「成立させたいか」を決める。</strong>手札の合計や絵札の枚数を見て、方針を決めましょう。</li>
<li><strong>場の合計と相手の出方を見る。</strong>2枚目のあとに20点まであと何点かで、3枚目の勝負が決まります。</li>
<li><strong>スペードは切り札にも目印にもなる。</strong>マリッジを止める力は強いけれど、弱い手だと知らせることにもなります。</li>
<li><strong>ジョーカーは0点の札。</strong>場に出しても合計は動かず、手元に残しても点になりません。様子見の1枚目にぴったりです。</li>
<li><strong>勝ち負けだけでなく点差も。</strong>連続対戦では点差の合計も記録されます。負けそうなときは差を小さく抑えましょう。</li>
</ol>

<h2>さあ、遊んでみよう</h2>
[[play]]
"""

PROSE_EN = """
<h1>How to play Koi no Kakehiki</h1>
<p class="lead">The name means "the game of love": a little give, a little hold back. Two players lay cards on the table at the same moment, one at a time. If the table adds up to 20 or more, it's a <strong>marriage</strong>, and whoever keeps the higher hand wins. You want to give away cheap cards, but give too little and there is no marriage at all.</p>

<h2>What the cards are worth</h2>
<p>The deck is 52 cards plus a joker; you and the computer get five cards each. A card counts differently <strong>on the table</strong> and <strong>in your hand</strong>.</p>
<table class="rules-table">
<thead><tr><th scope="col">Card</th><th scope="col">On the table</th><th scope="col">Left in your hand</th></tr></thead>
<tbody>
<tr><td>Ace</td><td>1</td><td>1</td></tr>
<tr><td>2 to 10</td><td>their number</td><td>their number</td></tr>
<tr><td>Jack, queen, king</td><td>10</td><td>10</td></tr>
<tr><td>Spades ♠</td><td><strong>minus</strong> (A♠ −1, 7♠ −7, picture cards −10)</td><td>plus, like any other suit</td></tr>
<tr><td>Joker</td><td>0</td><td>0</td></tr>
</tbody>
</table>
<div class="example">
<p>Put [[7S]] on the table and it takes 7 away. Keep the same card in your hand and it is worth +7.</p>
<p>[[KD]] is 10 wherever it is. [[JK]] is always 0.</p>
</div>

<h2>How a game goes</h2>
<ol>
<li>Deal five cards each.</li>
<li>Both players choose a card and lay it face down. When both are down, they are turned up <strong>together</strong>. The computer decides before it sees yours.</li>
<li>A second card the same way.</li>
<li>Add up the four table cards. At <strong>20 or more it's a marriage</strong>: each player counts the three cards still in hand, and the higher total wins. Equal totals are a draw.</li>
<li>Under 20, each lays a third card. If the six cards now reach 20, it's a marriage, and the two cards left in each hand are compared.</li>
<li>Still under 20 after the third card: <strong>no marriage</strong>. The game is a draw and nobody scores.</li>
</ol>

<h3>Try it: the table total</h3>
<p>Choose the cards on the table to see their total and how far it is from 20.</p>
[[calc]]

<h2>Playing the game of love</h2>
<p>With a strong hand you want the marriage, but every high card you put down is a card you no longer keep. Better if your opponent does the giving.</p>
<p>With a weak hand, <strong>blocking</strong> the marriage is a perfectly good plan: a spade pulls the total down hard. But a spade also says "I don't want this to happen", which your opponent may read as a weak hand.</p>
<p>Every card you show is a message. Play high to look strong, play low to look weak: <strong>bluffing</strong> is half the fun.</p>

<h2>A game, card by card</h2>
<p>Ken holds [[3H 9D KC QH 7D]]: two picture cards and 39 in all, so he wants a marriage. Mina holds [[9C 7S AD 6S 7H]]: no picture cards, so she would rather not.</p>
<table class="rules-table rules-replay">
<thead><tr><th scope="col"></th><th scope="col">Ken</th><th scope="col">Mina</th><th scope="col">Table total</th></tr></thead>
<tbody>
<tr><th scope="row">1st card</th><td>[[3H]]</td><td>[[9C]]</td><td>3 + 9 = 12</td></tr>
<tr><th scope="row">2nd card</th><td>[[9D]]</td><td>[[7S]]</td><td>3 + 9 + 9 − 7 = 14</td></tr>
<tr><th scope="row">3rd card</th><td>[[KC]]</td><td>[[AD]]</td><td>14 + 10 + 1 = 25</td></tr>
</tbody>
</table>
<p><strong>First card</strong>: Ken hides his strength with a cheap 3♥. Mina does the opposite and shows a 9♣, hoping Ken takes her for strong and tries to stop the marriage himself.</p>
<p><strong>Second card</strong>: Ken plays the 9♦ to push towards 20; Mina cuts the total with the 7♠. Four cards make 14, short of 20, so both play a third.</p>
<p><strong>Third card</strong>: that spade gave Mina away. Ken pushes on with the K♣; Mina saves what she can by giving her cheapest card, the A♦. The table reaches 25: a marriage.</p>
<div class="example">
<p>Hands left: Ken [[QH 7D]] 10 + 7 = <strong>17</strong>; Mina [[6S 7H]] 6 + 7 = <strong>13</strong> (a spade in the hand counts plus).</p>
<p>Ken wins, but only by 4, which is not bad going for Mina's cards.</p>
</div>

<h2>Playing a match</h2>
<p>After each game, play again. The screen keeps your wins, losses and draws, and the running sum of the hand differences. You can also choose a match of 1, 3, 5 or 10 games at the start; by default it goes on as long as you like.</p>

<h2>Tips</h2>
<ol class="rules-tips">
<li><strong>Decide first whether you want a marriage.</strong> Your hand's total and its picture cards tell you which side you are on.</li>
<li><strong>Count what the table still needs.</strong> After the second card, the gap to 20 decides how the third card is fought.</li>
<li><strong>Spades are a weapon and a signal.</strong> They block well, but they also tell your opponent your hand is weak.</li>
<li><strong>The joker is a free move.</strong> It changes nothing on the table and is worth nothing in hand: a good quiet first card.</li>
<li><strong>Margins matter too.</strong> A match also adds up the point differences, so when you cannot win a game, lose it narrowly.</li>
</ol>

<h2>Ready to play?</h2>
[[play]]
"""

PROSE = {"ja": PROSE_JA, "en": PROSE_EN}
