## Boast or Nothing: player-facing rule help (English).
## One message per help section; each value is shown as one Discord embed description,
## the .title attribute as the embed title.

boast-rules-overview =
    Welcome to **Boast or Nothing**, a trick-taking card game for **3 to 5 players**.

    Every round, each player gets 7 cards and the table plays 7 tricks. Your aim sounds simple: take **exactly your target** number of tricks, or take **none at all**. Hitting the target is worth 1 point, staying empty-handed is worth 2 points, and any other result is worth nothing.

    The target depends on the number of players: 3 tricks with 3 players, 2 with 4 players, 1 with 5 players.

    There is no fixed trump colour. Three colour tokens stacked in a **tower** show which colour is strongest right now, and that order can shift after every trick. A card that is useless in one trick may win the next one.

    The first player to reach **5 points** wins the game.

    The other sections explain the cards, how a trick is played, who wins it, scoring, the end of the game, the table options and a worked example.
    .title = Boast or Nothing: overview

boast-rules-cards =
    - **Coloured cards:** three colours, **red**, **blue** and **yellow**, each with values from 1 to 11.
    - **Escape cards:** four colourless cards. They are weaker than every coloured card and can never win a trick.
    - **Colour tower:** one token per colour, stacked on top of each other. The top token marks the strongest colour, the bottom one the weakest.

    __**Cards used by player count**__
    - **3 players:** values 1–7 (21 cards) + 2 escape cards = 23 cards · target **3 tricks**
    - **4 players:** values 1–9 (27 cards) + 3 escape cards = 30 cards · target **2 tricks**
    - **5 players:** values 1–11 (33 cards) + 4 escape cards = 37 cards · target **1 trick**

    __**Dealing**__
    The deck is shuffled and everyone gets **7 cards**. That always leaves exactly **two cards** over. They are laid **face up** in the middle: everyone can see them, but they are out of play for the whole round. With the `hidden_leftovers` option they stay face down and nobody gets to see them.

    At the start of every round the three colour tokens are stacked in a random order.

    Your hand is private. Everything else is open to all: every card played, the face-up left-overs, the order of the tower, how many tricks each player has taken so far, the scores and whose turn it is.
    .title = Boast or Nothing: the cards

boast-rules-trick =
    The **leader** opens the trick with any card from their hand. Then, going **clockwise**, each other player adds exactly one card.

    __**Following colour**__
    - The colour to follow is the colour of the **first coloured card** in the trick.
    - If you hold a card of that colour, you must play a card of that colour **or an escape card**.
    - If you have no card of that colour, you may play any card.

    __**Escape cards**__
    - You may play an escape card at any time, even when you could follow colour.
    - An escape card has no colour, is weaker than every coloured card and never wins a trick. It is your way to duck.
    - If the trick is led with an escape card, there is no colour to follow yet: any card may be played until the first coloured card appears, and that card sets the colour to follow.
    - Several escape cards may end up in the same trick, but there is always at least one coloured card in it, so the trick always has a winner.

    __**Entering a move**__
    Type a card as its colour letter followed by its value: `r` = red, `b` = blue, `y` = yellow, for example `r7`, `b11` or `y1`. An escape card is simply `esc`. Autocomplete only offers the cards you are allowed to play right now.
    .title = Boast or Nothing: playing a trick

boast-rules-winning =
    Once everyone has played, look only at the **coloured cards** of the trick. Escape cards don't count.

    __**Only one colour**__
    If all coloured cards share the same colour, the **highest value** wins. The tower stays as it is.

    __**Two or more colours**__
    Now **colour beats number**. Of the colours in the trick, the one standing **highest in the tower** decides, and the highest card of that colour wins, even if it is a very low card. For example: red 8 is led, someone plays blue 1, and blue is on top of the tower. The blue 1 takes the trick.

    __**The colour tower**__
    - Top: the strongest colour.
    - Middle: the "eternal second".
    - Bottom: the weakest colour.

    Whenever the tower decided a trick (two or more colours in it), the token of the deciding colour moves to the **bottom** of the tower, and the tokens that were below it each move up one place. The bottom colour can never decide a trick, because any other colour in the trick stands above it. So the bottom token is never the one that moves; it only rises when another token is put beneath it. A one-colour trick never changes the tower.

    __**After the trick**__
    The winner takes the trick and **leads the next one**. After 7 tricks all hands are empty, the round ends and is scored.

    __**A new round**__
    Every round is set up afresh: the cards are shuffled and dealt again, and the tokens are stacked in a new random order. The first leader of the game is chosen at random. In every later round the first lead passes one seat clockwise.
    .title = Boast or Nothing: who wins the trick

boast-rules-scoring =
    At the end of the round, everyone counts the tricks they took:

    - **Exactly the target** → **1 point**
    - **No trick at all** → **2 points**
    - Any other number, too few or too many → **0 points**

    The target is 3 tricks with 3 players, 2 tricks with 4 players and 1 trick with 5 players.

    Going for zero pays double, but a single trick is enough to ruin it. And one trick too many is just as bad as one too few, so sometimes you have to get rid of a strong card at the right moment, or duck with an escape card.

    Points add up from round to round.
    .title = Boast or Nothing: scoring

boast-rules-end =
    The game ends at the end of the round in which at least one player reaches **5 points** or more, that is, "reaches the top". The current round is always played to the end first.

    - If **exactly one** player has 5 or more points, that player wins.
    - If **two or more** players have 5 or more points, it is a tie, whatever their exact totals: 6 points does not beat 5.

    How a tie is settled depends on the `tiebreak` table option:
    - `shared` (default): all tied players win together.
    - `play_on`: play further rounds until, at the end of a round, **one single player has the most points**. That player wins, even if they were not among the tied players.
    .title = Boast or Nothing: end of the game

boast-rules-variants =
    The host can set these options when opening the table:

    - `hidden_leftovers` (default: off): the two left-over cards are laid **face down** instead of face up. Nobody knows which two cards sit out the round, so counting cards gets harder.
    - `tiebreak` = `shared` | `play_on` (default: `shared`): what happens when several players reach 5 points in the same round. With `shared` they all win; with `play_on` the game goes on until one player alone leads at the end of a round.

    __**How to set an option**__
    On Discord, add it when starting the game:
    `/game new game:Boast or Nothing options:hidden_leftovers=true`
    `/game new game:Boast or Nothing options:tiebreak=play_on`

    In local mode:
    `gametable local --game boast --option hidden_leftovers=true`
    `gametable local --game boast --option tiebreak=play_on`

    Options you don't set keep their default values.
    .title = Boast or Nothing: variants and options

boast-rules-example =
    __**A trick that changes the tower**__
    Four players: Anna, Ben, Cleo and Dan, so the target is 2 tricks. The tower from top to bottom: **blue – red – yellow**.
    - Anna leads `r8`.
    - Ben has red, so he must follow: `r3`.
    - Cleo has no red and plays `b1`.
    - Dan has red too, but ducks with `esc`.

    Red and blue are both in the trick. Blue stands higher in the tower, so the **blue 1 wins** and Cleo takes the trick. Blue moves to the bottom: the tower is now **red – yellow – blue**.

    __**The next trick**__
    Cleo leads `y5`. Dan has no yellow and plays `b9`. Anna follows with `y7`, Ben plays `esc`. Red is not in this trick, so yellow, the "eternal second", is the highest colour present, and the higher yellow card wins: Anna takes the trick with `y7`. Yellow moves to the bottom: **red – blue – yellow**. If only yellow cards had been played, the highest yellow would have won and the tower would not have changed.

    __**Scoring after the round**__
    After 7 tricks:
    - Anna took 2 tricks, exactly the target → **1 point**
    - Ben took no trick → **2 points**
    - Cleo took 4 tricks → 0 points
    - Dan took 1 trick → 0 points
    .title = Boast or Nothing: example
