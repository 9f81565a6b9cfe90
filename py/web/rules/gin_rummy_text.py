# ruff: noqa: E501  (paragraphs of prose: one HTML element a line reads best)
"""The prose of the Gin Rummy rules page, in Japanese and in English (written separately).

``[[7H 7S]]`` markers become card faces; ``[[explorer]]`` and ``[[play]]`` the page's widgets.
Every number in the examples was checked with ``tefuda.games.gin_rummy`` (see the tests).
"""

from __future__ import annotations

PROSE_JA = """
<h1>ジンラミーのルール</h1>
<p class="lead">手札10枚を「セット」や「ラン」という組にまとめ、どの組にも入らない余り札（デッドウッド）を減らしていく2人用のゲームです。余りが少なくなったら「ノック」で勝負。余りを0にする「ジン」が最高の上がりです。</p>

<h2>準備</h2>
<p>ジョーカーを抜いた52枚を使います。あなたは画面の下、CPUは上の席です。親が10枚ずつ配り、次の1枚を表向きにして捨て札の山の最初の1枚にします。これが<strong>アップカード</strong>です。残りの31枚は伏せて山札にします。</p>

<h2>メルド：セットとラン</h2>
<ul>
<li><strong>セット</strong>：同じ数字の3枚か4枚。 [[7H 7S 7D]] [[QS QH QD QC]]</li>
<li><strong>ラン</strong>：同じマークで数字が3枚以上続いたもの。 [[4D 5D 6D]] [[9C TC JC QC]]</li>
</ul>
<p>A はいつもいちばん下の札です。[[AS 2S 3S]] はランになりますが、[[QH KH AH]] はランになりません。K から A へつなげることもできません。また、1枚の札を二つのメルドで同時に使うことはできません。</p>

<h2>デッドウッドの数え方</h2>
<p>どのメルドにも入らない札がデッドウッドです。点は A が1点、2〜10は数字どおり、J・Q・K は10点。デッドウッドは、いちばん少なくなる組み方で数えます。</p>
<div class="example">
<p>[[7H 7S 7D 8H 9H]]</p>
<p>7のセットにすると 8♥ と 9♥ が余って17点。7♥8♥9♥ のランにすると 7♠ と 7♦ が余って14点。少ない方をとって、デッドウッドは<strong>14点</strong>です。</p>
</div>

<h3>試してみよう：メルドの組み方</h3>
<p>10枚を選ぶと、デッドウッドがいちばん少なくなる組み方と、その点数を表示します。例の手札を読みこむこともできます。</p>
[[explorer]]

<h2>アップカード</h2>
<p>最初の番だけは特別です。まず親でない人が、アップカードを取るかパスするかを選びます。パスしたら、今度は親が取るかパスするかを選びます。二人ともパスしたら、親でない人が山札から1枚引いて、あとはふつうの番と同じです。アップカードを取った人は手札から1枚捨て、番が相手に移ります。</p>

<h2>一手番の流れ</h2>
<ol>
<li>山札の一番上か、捨て札の一番上から1枚を引きます。</li>
<li>手札から1枚を表向きに捨てます。ただし、捨て札の山から取ったばかりの札は、その番には捨てられません。</li>
</ol>

<h2>ノックとジン</h2>
<p>1枚引いたあと、ある札を捨てれば残りのデッドウッドが<strong>10点以下</strong>になるなら、<strong>ノック</strong>できます。その札を伏せて捨て、手札を公開してハンド（1回の勝負）が終わります。10点ちょうどは可、11点は不可です。</p>
<p>捨てたあとのデッドウッドが<strong>0点</strong>なら、それが<strong>ジン</strong>です。ノックもジンもできるときに必ずする必要はなく、もっと良い手を待ってもかまいません。</p>

<h2>レイオフ（付け札）</h2>
<p>ノックされたら両方の手札を公開します。ノックした人のメルドは、ノックした時点の形で決まります。守る側は自分のメルドを組んだうえで、余った札をノックした人のメルドに<strong>付ける</strong>ことができます。セットの4枚目にしたり、ランの端をのばしたり。付けた札の先にさらに続けて付けることもできます。</p>
<p>ノックした人が守る側のメルドに付けることはできません。<strong>ジンに対してはレイオフできません。</strong></p>
<div class="example">
<p>ノックした人：[[5H 6H 7H]] [[JC JD JS]] [[2D 3D 4D]] と余りの [[8C]]、デッドウッド8点。</p>
<p>守る側：[[3S 4S 5S]] [[KS KC KD]] と余りの [[8H 9H QC TC]]。8♥ を 5♥6♥7♥ の先に付け、さらにその先に 9♥ を付けます。残るデッドウッドは Q♣ と 10♣ の20点です。</p>
</div>

<h2>得点</h2>
<p>1回のハンドで点が入るのは、どちらか一方だけです。</p>
<ul>
<li><strong>ノック</strong>：ノックした人のデッドウッドが相手（レイオフ後）より少なければ、その差がノックした人の得点。</li>
<li><strong>アンダーカット</strong>：守る側のデッドウッド（レイオフ後）がノックした人と同じか少なければ、守る側が 25点＋差 を得ます。</li>
<li><strong>ジン</strong>：ジンした人が 25点＋相手のデッドウッド を得ます。相手もデッドウッドが0でも、ジンがアンダーカットされることはありません。</li>
</ul>
<div class="example">
<p>8点でノックしたとき：</p>
<ul>
<li>相手が20点なら、ノックした人に 20−8＝<strong>12点</strong>（上のレイオフの例がちょうどこれです）。</li>
<li>相手が8点なら同点なのでアンダーカット。守る側に 25＋0＝<strong>25点</strong>。上の例で守る側の余りが [[2C 6C]] だったら、こうなります。</li>
<li>相手が6点なら、守る側に 25＋2＝<strong>27点</strong>。</li>
</ul>
<p>ジンの例：[[2D 3D 4D 5D]] [[5H 6H 7H]] [[JC JD JS]] でジン。相手は 8♥ 9♥ を付けられないので、デッドウッドは 8＋9＋10＋10＝37点。ジンした人に 25＋37＝<strong>62点</strong>です。</p>
</div>

<h2>山札の壁</h2>
<p>山札が残り2枚になったら、もう引けません。最後から3枚目を引いた人がノックせずに捨てたら、そのハンドは<strong>流れ</strong>です。どちらにも点は入らず、同じ親で配りなおします。CPUの手札も公開されません。</p>

<h2>次のハンドとゲームの決着</h2>
<p>ハンドに勝った人が次の親になり、相手から先に始めます。流れたときは親はそのままです。</p>
<p>得点を積み重ね、どちらかが合計<strong>100点</strong>に達したらゲーム終了です。最後に次の精算をします。</p>
<ul>
<li>勝った人にゲームボーナス＋100点。</li>
<li>二人とも、勝ったハンド1回につき＋25点。</li>
<li><strong>シャットアウト</strong>（負けた人が1回も勝てなかった）なら、勝った人のハンドの得点を先に2倍にしてから、ボーナスを加えます。</li>
</ul>
<div class="example">
<p>30点、40点、35点の3回勝って合計105点。相手は0勝のシャットアウト：105×2＋100＋3×25＝<strong>385点</strong>。</p>
<p>同じ105点でも、相手が1回だけ20点のハンドを取っていた場合：勝った人は 105＋100＋75＝<strong>280点</strong>、負けた人は 20＋25＝<strong>45点</strong>です。</p>
</div>

<h2>このサイトの画面</h2>
<ul>
<li>あなたの手札はいつも一番よい組み方でメルドごとに並び、デッドウッドは別の列に、今のデッドウッドの点数と一緒に表示されます。</li>
<li>札を選ぶと、それを捨てたときのデッドウッドが分かります。「ノック」「ジン」のボタンは、できるときだけ現れます。</li>
<li>困ったらヒント。どちらの山から引くか、何を捨てるかを教えてくれます。CPUの強さは「やさしい」「ふつう」「強い」の3段階から選べます。</li>
</ul>

<h2>勝つためのコツ</h2>
<ol class="rules-tips">
<li><strong>高い余り札から手放す。</strong>J・Q・K の余りは1枚で10点。メルドになる見込みが薄ければ、早めに捨てましょう。</li>
<li><strong>両方に使える札を大事に。</strong>7♥ のように、セットにもランにもなれる札は組み方の幅を広げます。</li>
<li><strong>相手が拾った札を覚える。</strong>捨て札から取った札は、相手が集めているものの手がかりです。その近くの札は捨てないように。</li>
<li><strong>早めのノックも立派な作戦。</strong>序盤のノックは相手の余りが多く、まとまった点になりやすいです。</li>
<li><strong>アンダーカットに注意。</strong>終盤は相手の余りも減っています。ぎりぎりのノックより、もう一巡待ってジンを狙う手もあります。</li>
</ol>

<h2>さあ、遊んでみよう</h2>
[[play]]
"""

PROSE_EN = """
<h1>How to play Gin Rummy</h1>
<p class="lead">A two-player game of tidying up. You arrange your ten cards into sets and runs and try to shrink the pile of leftovers, the deadwood. When it is small enough you knock; with no deadwood at all you go gin, the best finish there is.</p>

<h2>Setup</h2>
<p>A 52-card deck, no joker. You sit at the bottom of the screen, the computer at the top. The dealer gives ten cards each and turns the next card face up to start the discard pile: this is the <strong>upcard</strong>. The other 31 cards form the face-down stock.</p>

<h2>Melds: sets and runs</h2>
<ul>
<li><strong>Set</strong>: three or four cards of the same rank. [[7H 7S 7D]] [[QS QH QD QC]]</li>
<li><strong>Run</strong>: three or more cards in sequence, all of one suit. [[4D 5D 6D]] [[9C TC JC QC]]</li>
</ul>
<p>The ace is always low. [[AS 2S 3S]] is a run; [[QH KH AH]] is not, and a run never wraps from king to ace. Each card can belong to only one meld at a time.</p>

<h2>Counting deadwood</h2>
<p>Deadwood is every card left out of your melds. Aces count 1, twos to tens their number, and jacks, queens and kings 10 each. Your deadwood is always counted the best way you can arrange the hand.</p>
<div class="example">
<p>[[7H 7S 7D 8H 9H]]</p>
<p>Make a set of sevens and the 8♥ and 9♥ are left over: 17. Make the run 7♥ 8♥ 9♥ instead and the 7♠ and 7♦ are left: 14. The lower count stands, so this hand has <strong>14</strong> deadwood.</p>
</div>

<h3>Try it: the meld explorer</h3>
<p>Choose ten cards and see the arrangement that leaves the least deadwood, with its count. You can also load one of the example hands.</p>
[[explorer]]

<h2>The upcard</h2>
<p>The first turn works a little differently. The non-dealer may take the upcard or pass. If they pass, the dealer gets the same choice. If both pass, the non-dealer draws from the stock and play carries on as normal. Whoever takes the upcard then discards a card, and it is the other player's turn.</p>

<h2>A turn</h2>
<ol>
<li>Draw one card: the top of the stock, or the top of the discard pile.</li>
<li>Discard one card face up. A card you just took from the discard pile cannot go straight back this turn.</li>
</ol>

<h2>Knocking and gin</h2>
<p>After drawing, if discarding some card would leave you with <strong>10 or less</strong> deadwood, you may <strong>knock</strong>: that card goes face down on the pile, both hands are shown, and the hand is over. 10 is allowed, 11 is not.</p>
<p>With <strong>no deadwood at all</strong> after the discard, you go <strong>gin</strong>. You never have to knock or go gin; waiting for a better hand is up to you.</p>

<h2>Laying off</h2>
<p>After a knock, the knocker's melds stay as they were. The defender arranges their own melds and may then <strong>lay off</strong> deadwood onto the knocker's melds: a fourth card on a set, or a card at either end of a run. A card laid off can itself be extended by the next one.</p>
<p>The knocker never lays off on the defender, and <strong>nobody lays off against gin</strong>.</p>
<div class="example">
<p>The knocker shows [[5H 6H 7H]] [[JC JD JS]] [[2D 3D 4D]] and keeps [[8C]] as deadwood: 8.</p>
<p>The defender has [[3S 4S 5S]] [[KS KC KD]] and leftovers [[8H 9H QC TC]]. The 8♥ goes on the end of 5♥ 6♥ 7♥, and the 9♥ goes on after it. What remains is the Q♣ and the 10♣: 20 deadwood.</p>
</div>

<h2>Scoring</h2>
<p>Only one player scores in each hand.</p>
<ul>
<li><strong>Knock</strong>: if the knocker's deadwood is lower than the defender's (after laying off), the knocker scores the difference.</li>
<li><strong>Undercut</strong>: if the defender's deadwood (after laying off) is the same as the knocker's or lower, the defender scores 25 plus the difference.</li>
<li><strong>Gin</strong>: the player going gin scores 25 plus the defender's deadwood. Gin can never be undercut, even by a defender who also has none.</li>
</ul>
<div class="example">
<p>Knocking with 8:</p>
<ul>
<li>Defender left with 20: the knocker scores 20 − 8 = <strong>12</strong> (exactly the lay-off example above).</li>
<li>Defender left with 8: a tie is an undercut, so the defender scores 25 + 0 = <strong>25</strong>. That is what happens above if the defender's last two cards are [[2C 6C]] instead.</li>
<li>Defender left with 6: the defender scores 25 + 2 = <strong>27</strong>.</li>
</ul>
<p>A gin: [[2D 3D 4D 5D]] [[5H 6H 7H]] [[JC JD JS]]. The defender may not lay off the 8♥ 9♥ this time, so their deadwood is 8 + 9 + 10 + 10 = 37, and gin scores 25 + 37 = <strong>62</strong>.</p>
</div>

<h2>The wall</h2>
<p>The last two cards of the stock are never drawn. If the player who drew the third-to-last card discards without knocking, the hand is dead: nobody scores, the same dealer deals again, and the computer's hand stays hidden.</p>

<h2>Next hand, and winning the game</h2>
<p>The winner of a hand deals the next one, and the other player goes first. After a dead hand the dealer stays the same.</p>
<p>Scores add up until someone reaches <strong>100</strong>. Then the game is settled:</p>
<ul>
<li>The winner gets a game bonus of 100.</li>
<li>Each player gets 25 for every hand they won.</li>
<li><strong>Shutout</strong>: if the loser won no hand at all, the winner's hand points are doubled first, then the bonuses are added.</li>
</ul>
<div class="example">
<p>Three hands won, 30 + 40 + 35 = 105, and a shutout: 105 × 2 + 100 + 3 × 25 = <strong>385</strong>.</p>
<p>The same 105, but the loser took one hand worth 20: the winner ends with 105 + 100 + 75 = <strong>280</strong>, the loser with 20 + 25 = <strong>45</strong>.</p>
</div>

<h2>On this site</h2>
<ul>
<li>Your hand is always sorted into its best melds, with the deadwood apart and its count on show.</li>
<li>Select a card to see the deadwood you would have after discarding it. The Knock and Gin buttons appear only when you can use them.</li>
<li>Stuck? Ask for a hint: which pile to draw from, what to throw away. The computer plays at three levels: easy, normal and hard.</li>
</ul>

<h2>Tips</h2>
<ol class="rules-tips">
<li><strong>Shed high deadwood.</strong> A lone king costs 10. If it is unlikely to join a meld, let it go early.</li>
<li><strong>Keep the flexible cards.</strong> A card like the 7♥ that could finish a set or a run keeps your options open.</li>
<li><strong>Remember what your opponent picks up.</strong> A card taken from the discard pile tells you what they are building, so hold on to its neighbours.</li>
<li><strong>An early knock is a fine plan.</strong> Early on your opponent is still carrying plenty of deadwood.</li>
<li><strong>Beware the undercut.</strong> Late in a hand the defender's deadwood is low too; one more lap for gin can be worth more than a tight knock.</li>
</ol>

<h2>Ready to play?</h2>
[[play]]
"""

PROSE = {"ja": PROSE_JA, "en": PROSE_EN}
