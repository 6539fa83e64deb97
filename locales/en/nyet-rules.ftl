## NYET!: player-facing rule help (English).
## One message per help section; each value is shown as one Discord embed description,
## the .title attribute as the embed title.

nyet-rules-overview =
    Welcome to **NYET!**, a trick-taking card game for **2 to 5 players** in which the rules of every round are decided by saying "no".

    Before each round the players take turns covering fields of the board with **NYET! chips**. Every chip rules one option out: a chip on the green field of the trump row means green cannot be trump this round. When each row has only one uncovered field left, those five fields set the round: who plays first, what everyone discards, the trump colour, the super-trump and how much each trick is worth.

    Then the first player forms the **teams** (with 2 players everyone plays alone), and the tricks are played. Your team scores for every trick it takes and for every 1 it captures from the opponents (**booty**), multiplied by the value left open on the board, which can even be negative.

    After a fixed number of rounds (8 to 10, depending on the number of players), the player with the **highest total** wins. Players tied for the lead share the win.

    The other sections explain the board, the NYET! phase, teams and the bonus card, discards and passes, the tricks, scoring, the differences between player counts and a worked example. Open any of them with `/rules`.
    .title = NYET!: overview

nyet-rules-board =
    The board has **five rows**. During the NYET! phase its fields get covered; the single field left open in each row is the rule for the current round.

    __**Row 1: first player**__
    One field for each character. Seats 1 to 5 each play one character. The player whose character stays uncovered is the **first player**: they form the teams, hand out the bonus card and lead the first trick. The fields of characters nobody plays are covered for the whole game.

    __**Row 2: cards to discard**__
    - **NYET:** nobody discards.
    - **Discard 1** / **Discard 2:** everyone discards one or two cards.
    - **Except 1:** everyone discards one card that is **not a 1**.
    - **Pass left:** everyone gives one card to their left neighbour.

    __**Row 3: trump colour**__
    Red, blue, yellow or green, or **NYET**: no trump colour this round.

    __**Row 4: super-trump**__
    Red 1s, blue 1s, yellow 1s or green 1s, or **NYET**: no super-trump this round. The three 1s of the open colour are the **super-trumps**.

    __**Row 5: points**__
    The open field is **1, 2, 3, 4** or **−2**: what every trick and every booty card is worth this round. With −2, each trick and each captured 1 costs you two points, so suddenly nobody wants to win.

    __**Seats and neighbours**__
    Seats are numbered clockwise. Your **left neighbour** is the next seat clockwise: the player who receives your card when "pass left" is in force.
    .title = NYET!: the board

nyet-rules-nyet-phase =
    The cards are dealt, and everyone looks at their own hand. Then the board is settled.

    __**Covering fields**__
    Starting with the **dealer** and going **clockwise**, each player in turn covers **one** uncovered field of their choice with a NYET! chip. Any row, any field, as long as the rule below allows it. There are always enough chips.

    __**The one restriction**__
    You may cover a field only if its row still has **at least two** uncovered fields. The last free field of a row can never be covered, so every row always keeps exactly one rule.

    The phase ends as soon as every row has exactly one uncovered field. With fewer than 5 players the fields of the absent characters are already covered, so the players place 15 chips plus one per player: 17 with 2 players, 18 with 3, 19 with 4 and 20 with 5. Some players may therefore place one chip more than others.

    __**Everything is on record**__
    The board shows at all times which fields are covered and **who covered which one**. Use it: someone who ruled out red as trump probably holds little red, and someone who covered the −2 is likely to take tricks.

    __**The dealer**__
    The dealer of the first round is chosen at random. Each new round the deal moves one seat clockwise, so everyone deals equally often over the whole game.

    __**Entering a move**__
    Type `nyet`, the row and the field, for example `nyet trump green`, `nyet points -2` or `nyet discard except1`. Autocomplete of `/play` only offers the fields you may cover right now.
    .title = NYET!: the NYET! phase

nyet-rules-teams =
    Once the board is settled, the **first player** (the open field of row 1) forms the teams. Everyone outside their team is an opponent for this round.

    __**Teams by player count**__
    - **2 players:** no teams; you play against each other.
    - **3 players:** one player against two. The first player decides who plays **alone**, and it may be themself, for example `alone 2` (seat 2 plays alone).
    - **4 players:** two teams of two. The first player chooses a **partner**, for example `partner 3`.
    - **5 players:** a team of two against a team of three. The first player decides whether they join the team of two or the team of three, and who plays in each. Enter the split with seat numbers, for example `team 2 4`; autocomplete shows every possible split.

    __**The bonus card**__
    The bonus card is used only with **3 or 5 players**, and it always goes to a member of the **smaller team**. Its holder scores **double** at the end of the round, negative results included.
    - **3 players:** the lone player gets it automatically; nobody has to choose.
    - **5 players:** the first player gives it to one of the two players of the team of two, themself included if they are in that team, for example `bonus 4`.

    __**Only for one round**__
    Teams and the bonus card last for a single round. Next round the board is cleared, a new first player emerges and forms new teams. Everyone can see the teams and who holds the bonus card.
    .title = NYET!: teams and the bonus card

nyet-rules-discards =
    After the teams are formed, row 2 takes effect. Everyone makes their choice **at the same time and in secret**.

    __**What row 2 asks for**__
    - **NYET:** nothing happens, everyone keeps their hand.
    - **Discard 1:** put one card out of the round, for example `discard g7`.
    - **Discard 2:** put two cards out of the round, for example `discard g7 r13`.
    - **Except 1:** discard one card that is **not a 1**, for example `discard b9`. If your hand holds only 1s, you discard nothing and are not asked at all.
    - **Pass left:** pick one card for your left neighbour, for example `pass y1`. You choose **before** you see the card that your right neighbour passes to you.

    __**Discarded cards**__
    Discarded cards leave the round face down and count for nothing. A discarded 1 is never booty, so throwing away a 1 can keep it out of your opponents' hands.

    __**Simultaneous choices**__
    - Nobody sees what the others pick.
    - You may change your choice as often as you like until the **last player** has chosen.
    - Then all choices take effect at once: discards leave the game, passed cards change hands.

    __**Who knows what**__
    Discarded cards stay secret for the rest of the game. A passed card is known only to the player who gave it and the player who received it. Everyone can see how many cards each player holds.

    Autocomplete of `/play` shows the cards you can pick.
    .title = NYET!: discards and passes

nyet-rules-tricks =
    The **first player** leads the first trick with any card. Then, going clockwise, everyone plays one card. The winner of a trick leads the next one. The round ends when all hands are empty.

    __**Trump suit and super-trumps**__
    - The **super-trumps** are the three 1s of the colour open in row 4.
    - Each super-trump is a **double agent**: it belongs to its printed colour **and** to the trump suit.
    - The **trump suit** is every card of the trump colour (row 3) **plus** every super-trump.
    - With NYET in row 3 there is no trump colour and no trump suit, but super-trumps still exist and still win.

    __**Following: the must-follow rule**__
    - **A trump-colour card is led:** if you hold a trump-colour card or a super-trump, you must play one of them.
    - **A super-trump is led, and there is a trump colour:** if you hold a trump-colour card or a super-trump, you must play one of them. If you hold neither, you may play any card.
    - **A super-trump is led, and there is no trump colour:** play a super-trump if you can; if not, follow its printed colour; if you can't do that either, play any card.
    - **Any other colour is led:** if you hold a card of that colour, you must play one. A super-trump of that printed colour counts as that colour too.
    - If you cannot follow, you may play any card. There is **no obligation to trump**, nor to win the trick.

    __**Who wins the trick**__
    - If any super-trump was played, the **last super-trump played** wins.
    - Otherwise, if any trump-colour card was played, the **highest trump-colour card** wins.
    - Otherwise the **highest card of the led colour** wins. Cards of other colours never win.
    - Between **identical cards** (same colour and value, such as two green 1s), the one played **last** wins.

    __**Entering a move**__
    A card is its colour letter followed by its value: `r` red, `b` blue, `y` yellow, `g` green, for example `r13` or `g1`. Autocomplete of `/play` only offers the cards you are allowed to play.

    Every card played is visible to all, and so are the tricks and booty each player has taken.
    .title = NYET!: playing the tricks

nyet-rules-scoring =
    Only two things count: **tricks** and **booty**. The values of the cards don't matter.

    __**Booty**__
    - Every **1** that an **opponent** of the trick's winner played into the trick is booty for the winner's team, super-trumps included.
    - 1s played by the winner or by the winner's partners are **not** booty.
    - One trick can hold up to **three** booty cards.
    - With 2 players, every 1 your opponent plays into a trick you win is booty.
    - Discarded 1s never become booty.

    __**The round result**__
    Each team adds up the tricks and booty cards its members took and multiplies the sum by the value open in **row 5**:
    - (tricks + booty) × row-5 value = the team's result.
    - **Every member** of the team scores the team's result.
    - The holder of the **bonus card** scores **double** the team's result.
    - With **−2**, each trick and each booty card costs two points, and the bonus card doubles the loss as well.
    - With 2 players each player is a team of one.

    __**A quick calculation**__
    Row 5 shows 3. Your team took 5 tricks and 2 booty cards: (5 + 2) × 3 = **21 points** for each of you, **42** for the bonus card holder. With −2 on the board, the same tricks would give −14 each, and −28 to the bonus card holder.

    __**End of the game**__
    Scores add up from round to round and are visible to everyone. After the last round (8, 9 or 10 rounds, see the player counts) the player with the **highest total** wins. Players tied for the lead share the win.
    .title = NYET!: scoring

nyet-rules-player-counts =
    The deck has **60 cards** in four colours, **red, blue, yellow and green**. Each colour has three **1**s and one each of the values **2 to 13**.

    __**2 players**__
    - All 60 cards are shuffled, each player gets **15**.
    - The other 30 cards are set aside unseen for the round; nobody gets to see them.
    - No teams, no bonus card. **8 rounds**.

    __**3 players**__
    - Remove the 11, 12 and 13 of every colour: **48 cards**, each player gets **16**.
    - One player against two. The lone player gets the bonus card.
    - **9 rounds**.

    __**4 players**__
    - All 60 cards, each player gets **15**.
    - Two teams of two. No bonus card.
    - **8 rounds**.

    __**5 players**__
    - All 60 cards, each player gets **12**.
    - A team of two against a team of three. The bonus card goes to a member of the team of two.
    - **10 rounds**.

    With fewer than 5 players, the characters nobody plays are covered in row 1 for the whole game. The dealer moves one seat clockwise every round, and the number of rounds makes sure everyone deals equally often.

    __**Variant: target score**__
    With the `target_score` option there is no fixed number of rounds. The game ends after the first round at whose end at least one player has reached the target (default **100** points). The highest total wins; players tied for the lead share the win. Set it when starting the game:
    `/game new game:NYET! options:target_score=100`
    .title = NYET!: player counts and variant

nyet-rules-examples =
    __**The NYET! phase**__
    Four players: Anna (seat 1), Ben (2), Cleo (3) and Dan (4). Character 5 is covered for the whole game. Dan deals, so he covers first. He has almost no yellow: `nyet trump yellow`. Anna expects to take plenty of tricks: `nyet points -2`. Ben would like to be able to throw away a 1: `nyet discard except1`. The chips go round until every row has one free field:
    - Row 1: Cleo's character → Cleo is the **first player**.
    - Row 2: **discard 1**.
    - Row 3: **green** is trump.
    - Row 4: the **red 1s** are super-trumps.
    - Row 5: every trick and booty card is worth **3 points**.

    Cleo picks Anna: `partner 1`. Cleo and Anna play against Ben and Dan. Then everyone discards one card at the same time.

    __**A trick**__
    Ben won the previous trick, so he leads:
    - Ben leads `g8`, a trump-colour card.
    - Cleo holds green, so she must follow with the trump suit: `g12`.
    - Dan has no green, but his `r1` is a super-trump and therefore belongs to the trump suit. It is his only trump-suit card, so he must play it. It beats the green 12.
    - Anna plays her own super-trump, `r1`.

    Two super-trumps were played, and the **last one** wins: Anna takes the trick. Dan's red 1 came from an opponent, so it is **booty** for Anna and Cleo. Anna's own red 1 is not booty. This trick is worth (1 trick + 1 booty) × 3 = **6 points** to Anna's team.

    Had Anna played a high green card instead, Dan's super-trump would have won the trick, and no booty would have been taken, since Anna played no 1.
    .title = NYET!: example
