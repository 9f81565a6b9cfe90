# ruff: noqa: E501  (paragraphs of prose: one HTML element a line reads best)
"""The prose of the 500 rules page, in Japanese and in English (written separately).

``[[AH JD]]`` markers become card faces; ``[[ladder]]``, ``[[scores]]``, ``[[trick]]`` and
``[[play]]`` the page's widgets.  Every trick and score of the examples is checked against the
engine in the tests (``trick_winner``, ``legal_cards``, ``score_hand``, ``game_end``).
"""

from __future__ import annotations

PROSE_JA = """
<h1>500（ファイブハンドレッド）のルール</h1>
<p class="lead">2人ずつのチームで戦うトリックテイキングゲームで、特にオーストラリアで親しまれています。ビッド（競り）で「何トリック取るか」と「切り札」を約束し、守れば得点、破れば失点。先に500点に届いたチームの勝ちです。</p>

<h2>カードと席</h2>
<p>使うのは43枚。ハートとダイヤはA・K・Q・J・10〜4の11枚ずつ、スペードとクラブはA〜5の10枚ずつ、それにジョーカー1枚です。</p>
<p>4人が2チームに分かれ、向かい合う2人がパートナーになります。この画面ではあなたが南、パートナー（CPU）が北、相手のCPUが西と東です。親は一人に10枚ずつ配り、残った3枚を伏せたまま中央に置きます。この3枚を<strong>キティ</strong>と呼びます。親はハンドごとに時計回りに交代します。</p>

<h2>ビッド</h2>
<p>親の左隣から時計回りに、順番にビッドするかパスします。ビッドでは「取るトリック数（6〜10）」と「切り札（♠・♣・♦・♥、または切り札なし NT）」を組で宣言します。前のビッドより強いものしか言えず、<strong>一度パスした人はそのハンドの間ずっとビッドできません</strong>。</p>
<p>数が大きいほど強く、同じ数なら ♠ → ♣ → ♦ → ♥ → NT の順に強くなります。3人がパスして1人が残ったら、その人が<strong>デクレアラー</strong>で、最後のビッドがコントラクトです。4人ともパスしたらそのハンドは流れ、次の親が配り直します。</p>
<p>弱いものから強いものへ、すべてのビッドを並べるとこうなります（ミゼールの2つは後で説明します）。</p>
[[ladder]]
<h3>得点表</h3>
<p>コントラクトを果たしたときにもらえる点数です。6のビッドは♠40点から始まり、切り札が1段上がるごとに20点、数が1増えるごとに100点増えます。</p>
[[scores]]

<h2>ミゼールとオープンミゼール</h2>
<p><strong>ミゼール</strong>は「1トリックも取らない」という約束です。デクレアラーのパートナーは手札を伏せて休み、残る3人で1トリック3枚ずつ戦います。ミゼールは7のビッドより強く8のビッドより弱い位置にあり、今の最高ビッドが7のときにだけ宣言できます。成功すれば250点です。</p>
<p><strong>オープンミゼール</strong>は、さらに手札を全員に見せて戦うミゼールです。最初のリードの前に手札を表向きに広げます。10♦より強く10♥より弱い位置にあり、いつでも宣言できます。成功すれば520点です。</p>
<p>どちらも、デクレアラーが1トリックでも取った時点でハンドは終わり、失敗です。</p>

<h2>キティ</h2>
<p>デクレアラーはキティの3枚をだれにも見せずに手札に加え、13枚の中から好きな3枚を伏せて捨てます。キティから来たカードを捨ててもかまいません。ミゼールでも同じです。捨てたカードはハンドが終わるまでだれにも明かされません。</p>

<h2>カードの強さ：バウアーとジョーカー</h2>
<p>切り札のあるコントラクトでは、切り札がいちばん強く、次の順になります。</p>
<ol>
<li>ジョーカー</li>
<li>切り札のJ（<strong>ライトバウアー</strong>）</li>
<li>切り札と同じ色のもう1枚のJ（<strong>レフトバウアー</strong>）</li>
<li>切り札のA・K・Q・10・9……</li>
</ol>
<div class="example">
<p>♥が切り札なら、上から [[JK JH JD AH KH QH TH]] と続きます。J♦は♥の仲間になるので、ダイヤはA・K・Q・10……とJ抜きで並びます：[[AD KD QD TD]]</p>
</div>
<p>レフトバウアーは、出すとき・従うとき・強さのすべてで<strong>切り札のスートのカード</strong>として扱います。もとのスートのカードとしては扱いません。切り札以外のスートはA・K・Q・J・10……の順です。</p>
<p>切り札なし（NT）とミゼールには、バウアーはありません。Jはふつうの位置にもどり、ジョーカーだけがただ1枚の切り札で、いちばん強いカードです。</p>
<h3>勝ち負けの例</h3>
<div class="example">
<p>♥が切り札で [[AH JD KH JH]] と出たら、勝つのはライトバウアーのJ♥です。レフトバウアーのJ♦は2番目に強いだけです。</p>
<p>♥が切り札で、最初に [[JD]] が出たら、それは♦ではなく♥（切り札）のリードです。[[JD 9H AH QD]] なら、J♦が勝ちます。Q♦は台札のスートでも切り札でもありません。</p>
<p>♠が切り札で [[KD AD 6S QD]] と出たら、♦を持っていなかった人の6♠が勝ちます。</p>
</div>

<h2>プレイとマストフォロー</h2>
<p>最初のトリックはデクレアラーがリードします。ほかの人は順に、台札（最初に出されたカード）と同じスートを持っていれば必ずそれを出します。持っていなければ何を出してもかまいません。切り札がいちばん強く、切り札が出なければ台札のスートでいちばん強いカードが勝ちます。トリックを取った人が次のリードをします。</p>
<p>「同じスート」は見た目のマークではなく、切り札の仲間かどうかで決まります。</p>
<div class="example">
<p>♥が切り札で♦がリードされ、手札に [[JD 5D]] があるとき、出せるのは5♦だけです。J♦は切り札なので♦としては出せません。テーブルでJ♦を押すと、理由が表示されて何も起きません。</p>
<p>反対に♥（切り札）がリードされ、切り札がJ♦だけなら、そのJ♦を出さなければなりません。ジョーカーも同じで、切り札のリードに対してほかに切り札がなければ出す必要があります。</p>
</div>

<h2>切り札なしとミゼールのジョーカー</h2>
<ul>
<li>ジョーカーはどのスートにも属しません。台札のスートを持っているときは出せず、持っていないときに出せば必ず勝ちます。</li>
<li>ジョーカーをリードする人は、それが表すスートを指定します。指定できるのは、このハンドでまだリードされていないスートだけです。ほかの人はそのスートに従います。</li>
<li>4つのスートがすべてリードされた後は、ジョーカーは最後のトリックでしかリードできません。そのときは好きなスートを指定できます。</li>
<li>ミゼールでは、台札のスートを持たずジョーカーを持っている人は、ジョーカーを出さなければなりません。ミゼールのデクレアラーにとって、ジョーカーは危険なカードです。</li>
</ul>
<h3>試してみよう：このトリックはだれのもの？</h3>
<p>切り札を選び、トリックに出る順に4枚を選ぶと、勝つカードとその理由を表示します。</p>
[[trick]]

<h2>得点</h2>
<ul>
<li>デクレアラーのチームが約束の数以上のトリックを取れば成功で、得点表の点をもらいます。多く取っても追加の点はありません。</li>
<li>ただし10トリック全部を取り（<strong>スラム</strong>）、コントラクトの点が250点未満なら、250点になります。6と7のビッドと8♠が当てはまります。</li>
<li>失敗すれば、デクレアラーのチームはコントラクトの点を失います。</li>
<li>相手チームは、成功でも失敗でも、取ったトリック1つにつき10点をもらいます。ミゼールとオープンミゼールでは相手チームの得点はありません。</li>
</ul>
<div class="example">
<p>南北が8♥で9トリック取れば、南北は＋300点、1トリック取った東西は＋10点。7トリックしか取れなければ、南北は−300点、東西は＋30点です。7♠で10トリック全部を取ると、140点ではなく250点になります。</p>
</div>

<h2>ゲームの終わり</h2>
<p>どちらかのチームが500点以上、または−500点以下になったハンドでゲームは終わります。−500点以下になったチームは負けです。同じハンドで両チームが500点を超えたときは、<strong>コントラクトを果たしたチームの勝ち</strong>です。</p>
<div class="example">
<p>南北460点、東西480点のとき、南北が7♠でちょうど7トリック取ると、南北は600点、3トリック取った東西も510点。両方500点を超えましたが、コントラクトを果たした南北の勝ちです。</p>
</div>

<h2>オプション</h2>
<p>メニューの「ルールのオプション」で、次の新しいゲームから変えられます（埋め込み表示ではURLでも指定できます）。</p>
<ul>
<li><strong>ビッド成功でのみ勝利</strong>：トリックの点ではゲームが終わりません。相手側として500点に届いても、自分たちのコントラクトを果たすまで続きます。</li>
<li><strong>ミゼールをいつでもビッド可</strong>：7のビッドの後でなくてもミゼールを宣言できます。強さの位置は同じなので、8以上のビッドの後には言えません。</li>
<li><strong>オープンミゼールの点数</strong>：520点（このサイトの標準）か500点。</li>
<li><strong>オープンミゼールの手札を公開するとき</strong>：最初のリードの前（標準）か、最初のトリックの後。</li>
</ul>

<h2>作戦のヒント</h2>
<ul>
<li>切り札の枚数を覚えましょう。ジョーカーとレフトバウアーを入れて、赤のスートなら13枚、黒のスートなら12枚です。</li>
<li>ビッドの目安は、自分の手で取れそうなトリックに、パートナーの分を2つほど、キティの分を1つほど足した数です。</li>
<li>強い切り札を持つデクレアラーは、早めに切り札をリードして相手の切り札を減らしましょう。</li>
<li>切り札なしはジョーカーがあり、どのスートにも止め札があるときに。</li>
<li>相手側でも1トリック10点は積み重なります。コントラクトを落とせなくても、取れるトリックは取りましょう。</li>
<li>ミゼールはとても低い手で。ジョーカーはキティと一緒に捨てると安心です。</li>
</ul>
[[play]]
"""

PROSE_EN = """
<h1>500 (Five Hundred) — the rules</h1>
<p class="lead">A partnership trick-taking game much played in Australia. In the bidding you promise a number of tricks and name the trumps; keep the promise and your side scores, break it and your side loses as much. The first side to reach 500 wins.</p>

<h2>The deck and the table</h2>
<p>The deck has 43 cards: hearts and diamonds from the ace down to the 4 (eleven each), spades and clubs from the ace down to the 5 (ten each), and one joker.</p>
<p>Four players form two sides, partners sitting opposite. Here you are South, your CPU partner is North, and the CPU opponents are West and East. The dealer gives everyone ten cards and lays the last three face down in the middle: the <strong>kitty</strong>. The deal moves one seat clockwise each hand.</p>

<h2>Bidding</h2>
<p>Starting at the dealer's left and going clockwise, each player bids or passes. A bid names a number of tricks (6 to 10) together with a trump suit (♠, ♣, ♦, ♥) or no trumps (NT). Every bid must beat the one before it, and <strong>a player who passes is out of the bidding for the rest of the hand</strong>.</p>
<p>More tricks beat fewer; between bids of the same number, ♠ is lowest, then ♣, ♦, ♥, and NT is highest. When three players have passed, the one left is the <strong>contractor</strong> and the last bid is the contract. If all four pass, the hand is thrown in and the next dealer deals.</p>
<p>Here is every bid from the lowest to the highest (the two misère bids are explained below):</p>
[[ladder]]
<h3>The score table</h3>
<p>What a contract is worth when it is made. The 6-bids start at 40 for spades, each step up in trumps adds 20, and each extra trick adds 100.</p>
[[scores]]

<h2>Misère and open misère</h2>
<p><strong>Misère</strong> is a promise to win no trick at all. The contractor's partner puts their cards face down and sits the hand out, so the other three play tricks of three cards. Misère ranks above every 7-bid and below every 8-bid, and may be bid only while the highest bid is a 7. Made, it scores 250.</p>
<p><strong>Open misère</strong> is misère played with the contractor's hand spread face up on the table before the first lead. It ranks above 10♦ and below 10♥, may be bid at any time, and scores 520.</p>
<p>In both, the hand stops as soon as the contractor takes a trick: the contract is lost.</p>

<h2>The kitty</h2>
<p>The contractor picks up the three kitty cards without showing them, then lays any three of the thirteen cards away face down, kitty cards included. The same goes for misère. Nobody else sees the discards during the hand.</p>

<h2>The order of the cards: bowers and the joker</h2>
<p>With a trump suit, the trumps are the strongest cards, in this order:</p>
<ol>
<li>the joker;</li>
<li>the jack of trumps, the <strong>right bower</strong>;</li>
<li>the other jack of the same colour, the <strong>left bower</strong>;</li>
<li>the ace, king, queen, 10, 9 and so on of trumps.</li>
</ol>
<div class="example">
<p>With hearts as trumps the top of the order is [[JK JH JD AH KH QH TH]]. The jack of diamonds has joined the hearts, so diamonds run ace, king, queen, 10 with no jack: [[AD KD QD TD]]</p>
</div>
<p>The left bower belongs to the trump suit in every way: when it is led, when it follows, and in its power. It no longer counts as a card of its printed suit. The other suits rank ace, king, queen, jack, 10 and down.</p>
<p>No trumps and misère have no bowers: the jacks go back to their usual places, and the joker is the only trump and the highest card.</p>
<h3>Who wins: three examples</h3>
<div class="example">
<p>Hearts are trumps and the trick is [[AH JD KH JH]]: the right bower J♥ wins; the left bower J♦ is only second best.</p>
<p>Hearts are trumps and [[JD]] is led: that is a heart lead, a trump lead, not a diamond lead. In [[JD 9H AH QD]] the J♦ wins, and the Q♦ is neither a trump nor of the suit led.</p>
<p>Spades are trumps and the trick is [[KD AD 6S QD]]: the 6♠ of the player out of diamonds wins.</p>
</div>

<h2>Play and following suit</h2>
<p>The contractor leads to the first trick. Each player in turn must play a card of the suit led if they have one, and may play anything otherwise. The highest trump wins the trick; with no trump in it, the highest card of the suit led wins. The winner leads the next trick.</p>
<p>"The suit led" means the suit a card belongs to in this contract, not the symbol printed on it.</p>
<div class="example">
<p>Hearts are trumps, a diamond is led, and you hold [[JD 5D]]: you must play the 5♦, because the J♦ is a trump and not a diamond. If you press the J♦ at the table, it tells you why and nothing happens.</p>
<p>Turn it around: hearts are led and your only trump is the J♦, so you must play it. The joker is the same: on a trump lead it must be played if it is your last trump.</p>
</div>

<h2>The joker in no trumps and misère</h2>
<ul>
<li>The joker belongs to no suit. You may not play it while you can follow the suit led; played when you cannot, it wins the trick.</li>
<li>Whoever leads the joker names the suit it stands for, one that has not been led yet in this hand, and the others must follow that suit.</li>
<li>Once all four suits have been led, the joker may be led only to the last trick, and then any suit may be named.</li>
<li>In misère, a player who cannot follow suit and holds the joker must play it, which makes the joker a dangerous card for a misère contractor.</li>
</ul>
<h3>Try it: who takes this trick?</h3>
<p>Choose the trumps and the cards of a trick in the order they are played, and see which card wins and why.</p>
[[trick]]

<h2>Scoring</h2>
<ul>
<li>If the contractor's side takes at least the tricks it bid, it scores the contract's value from the table. Extra tricks add nothing.</li>
<li>Except a <strong>slam</strong>: all ten tricks in a contract worth less than 250 score 250 instead. That covers every 6- and 7-bid and 8♠.</li>
<li>If the contract fails, the contractor's side loses its value.</li>
<li>Made or not, the other side scores 10 for each trick it took. Against misère and open misère it scores nothing.</li>
</ul>
<div class="example">
<p>North–South bid 8♥ and take 9 tricks: they score +300, and East–West +10 for their one trick. Had North–South taken only 7 tricks, they would score −300 and East–West +30. Taking all ten tricks in 7♠ scores 250, not 140.</p>
</div>

<h2>The end of the game</h2>
<p>The game ends after the hand in which a side reaches 500 or more, or falls to −500 or less. A side at −500 or below loses. If both sides pass 500 in the same hand, <strong>the side that made its contract wins</strong>, whatever the totals.</p>
<div class="example">
<p>North–South have 460 and East–West 480. North–South bid 7♠ and take exactly seven tricks: they reach 600, and East–West reach 510 with their three tricks. Both are past 500, and North–South, who made their contract, win.</p>
</div>

<h2>Options</h2>
<p>Set them under "Rule options" in the menu; they apply from the next new game (an embedded table takes them from its address).</p>
<ul>
<li><strong>Must win by contract</strong>: trick points never end the game. A defending side that passes 500 keeps playing until it makes a contract of its own.</li>
<li><strong>Misère any time</strong>: misère may be bid without a 7-bid before it. It keeps its place in the ranking, so never over an 8-bid or higher.</li>
<li><strong>Open misère is worth</strong> 520 (this site's default) or 500.</li>
<li><strong>Open misère's hand is shown</strong> before the first lead (the default) or after the first trick.</li>
</ul>

<h2>Strategy tips</h2>
<ul>
<li>Count the trumps. With the joker and the left bower there are 13 in a red suit and 12 in a black one.</li>
<li>To choose a bid, count the tricks your own hand should take, then add about two for your partner and one for the kitty.</li>
<li>A contractor with strong trumps should lead them early and draw the opponents' trumps.</li>
<li>Bid no trumps only with the joker and a stopper in every suit.</li>
<li>Defending, every trick is worth 10: take the tricks you can even when the contract is safe.</li>
<li>Bid misère only with a really low hand, and lay the joker away with the kitty.</li>
</ul>
[[play]]
"""

PROSE: dict[str, str] = {"ja": PROSE_JA, "en": PROSE_EN}
