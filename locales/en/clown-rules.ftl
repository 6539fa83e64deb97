## Clown Standoff: player-facing rule help (English).
## One message per help section; each value is shown as one Discord embed description,
## the .title attribute as the embed title.

clown-rules-overview =
    The circus show was a disaster, and now the clowns are settling the blame with custard pies. Welcome to **Clown Standoff**, a card game for **2 to 6 players**.

    The game has two phases:
    - **The Squabble:** four quick rounds in which everyone plays one card at the same time. Whoever wins a round collects the cards, and they become that player's **clown cards**.
    - **The Pie Fight:** the **pie stack** goes round the table. Draw the one **Hit** and you are **out of the game**. Your clown cards are your protection: you can spend them to get out of drawing.

    Your goal: be the **last clown standing**. There are no points; only surviving counts.

    The other sections cover the setup, the Squabble, the Pie Fight, the changes for two players and a worked example. Open any of them with `/rules`.
    .title = Clown Standoff: overview

clown-rules-setup =
    __**Clown cards**__
    - 24 clown cards with values **1 to 6**, four of each value.
    - They are shuffled and everyone gets **4 cards**: your hand for the Squabble.
    - Any cards left over go back to the box unseen. Nobody learns which they are, so you can never be sure how many cards of a value are in play.
    - With 2 players, a virtual third player gets 4 cards as well (see the two-player section).

    __**Pie cards**__
    - 6 pie cards: **1 Hit** and **5 Dodge**.
    - They are shuffled and laid face down as the **pie stack**, which waits for the Pie Fight.

    __**Who sees what**__
    Only you see your hand and the card you have chosen in the current round. Everything else is public: the cards revealed in each round, the cards that cancelled, how many clown cards each player has and their values, who has already chosen in the current round (but not what), the pie cards drawn so far and who is still in the game.
    .title = Clown Standoff: setup

clown-rules-squabble =
    The Squabble lasts **4 rounds**. Every round, each player plays one card from their hand, so after the fourth round all hands are empty.

    __**Choosing a card**__
    - Everyone chooses a card **secretly**, all at the same time. On Discord, use `/play` and type the card's number, for example `5`; autocomplete shows the cards in your hand.
    - Everyone can see who has already chosen, but not what.
    - You may change your choice as often as you like until the last player has chosen. Then all cards are revealed at once.

    __**Cancelling**__
    If two or more players played the same number, those cards **cancel** each other and go to the box. If everyone played the same number, the whole round is cancelled.

    __**Who wins the round**__
    - Of the cards that did not cancel, the **highest number** wins.
    - **Exception:** if at least one **6** was played in the round, even a 6 that cancelled, a surviving **1 counts as 7** and beats everything.
    - A 1 that cancelled never counts as 7. Without any 6 in the round, a 1 is just a 1.

    __**The winnings**__
    The winner takes **all cards that did not cancel**, their own card included, and lays them in front of them. These are now their **clown cards** for the Pie Fight. Their values stay visible to everyone. If every card cancelled, nobody takes anything.

    After the fourth round the Pie Fight begins.
    .title = Clown Standoff: the Squabble

clown-rules-pie-fight =
    __**Who starts**__
    The player with the **most clown cards** starts. On a tie, compare the tied players' clown cards from the highest down: the first higher card decides. If they are still tied, the tied player seated first, counting clockwise from seat 1, starts. Turns then go clockwise among the players still in.

    __**Your turn**__
    You hold the pie stack and choose one of these:
    - **Draw** (`draw`): reveal the top pie card.
    - **Reshuffle** (`reshuffle 3`): put one of your clown cards (here a 3) out of the game, shuffle **all six** pie cards into a full stack and pass it to the next player. You may do this whatever the size of the stack.
    - **Pay to pass** (`pay 2 4 6`): put as many clown cards out of the game as there are players still in, yourself included (here 3), and pass the stack on unchanged.

    Drawn pie cards are set aside face up, so the stack shrinks until someone reshuffles. The Hit is always still in the stack, so the chance of drawing it is 1 in the number of cards left.

    __**Dodge or Hit**__
    - **Dodge:** you stay in, and the smaller stack passes to the next player.
    - **Hit:** you are **out of the game**, and your clown cards leave the game too. All six pie cards are shuffled into a fresh stack, which goes to the player still in with the most clown cards (same tie-break as above). That player takes the next turn.

    __**No clown cards**__
    With no clown cards you must draw. After a Dodge you may draw once more (`again`) instead of passing the stack. If that second card is a Dodge too, you may take clown cards from the others: as many as there are players still in, yourself included (fewer only if the others don't have that many), split among them as you like. `take 2:1 3:2` takes 1 card from seat 2 and 2 from seat 3. You may also `decline` and take nothing. Then the stack passes on. A Hit on either draw puts you out.

    __**The end**__
    The game goes on until only one player is left: that player **wins**.

    On Discord, make your move with `/play`; autocomplete shows only the moves you may make right now.
    .title = Clown Standoff: the Pie Fight

clown-rules-two-players =
    With two players, a **virtual player** joins the Squabble as a third hand.

    - At the start it gets 4 cards, just like you.
    - In each round, after you both reveal, a random card from its hand is revealed too.
    - The three cards are compared by the usual rules. The virtual card cancels and is cancelled like any other card; its 6 also turns a surviving 1 into a 7, and its own 1 can count as 7 too.
    - If the virtual player wins a round, the cards it wins go back to the box: nobody gets them.
    - The virtual player takes **no part in the Pie Fight**. Only the two of you face the pie stack, so paying to pass costs 2 clown cards, and after two Dodges in a row you may take 2 clown cards from your opponent (or their last one, if they have only one).
    .title = Clown Standoff: two players

clown-rules-examples =
    __**A Squabble round**__
    Four players: Anna (seat 1), Ben (seat 2), Cleo (seat 3) and Dan (seat 4). They reveal: Anna `6`, Ben `6`, Cleo `1`, Dan `4`.

    The two 6s cancel and go to the box. Cleo's 1 survives, and a 6 was played this round (cancelled, but that doesn't matter), so her 1 counts as **7** and beats Dan's 4. Cleo takes the **1 and the 4** as her clown cards.

    Had Dan played a `1` as well, the two 1s would also have cancelled, no card would be left and nobody would take anything.

    __**A few Pie Fight turns**__
    Later, three players are still in: Anna with 2 clown cards, Cleo with 4 and Dan with none. Ben was hit earlier, and the fresh stack went to Cleo, who has the most clown cards.
    - Cleo: `draw`. The chance of the Hit was 1 in 6; it's a Dodge. The stack, now 5 cards, passes to Dan.
    - Dan has no clown cards, so he must draw: Dodge (1 in 5). He risks `again`: Dodge once more (1 in 4)! Three players are in, so he takes 3 clown cards: `take 1:1 3:2`, one from Anna and two from Cleo. The stack passes to Anna with 3 cards.
    - Anna has one clown card left, a 5, and the Hit is now a 1 in 3 chance. Paying to pass would cost 3 cards, so she uses `reshuffle 5`: all six pie cards go back, and Cleo gets a full stack.
    - Cleo draws against 1 in 6 odds and finds the Hit. She is out, and her 2 clown cards leave the game. A fresh stack goes to Dan, who now has the most clown cards, and he takes the next turn.
    .title = Clown Standoff: examples
