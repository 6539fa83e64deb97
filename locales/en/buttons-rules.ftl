## War of the Buttons: player-facing rule help (English).
## One message per help section; each value is shown as one Discord embed description,
## the .title attribute as the embed title.

buttons-rules-overview =
    Welcome to **War of the Buttons**, a dice-placement game for **2 to 4 players**. Each of you leads a gang of village children who want to finish their hut. Buttons are the money of the game.

    Every round, you roll your dice and take turns placing them: you bid for the **locations** (quarry, forest and, with 4 players, the field), claim spaces in the **school**, buy **cards**, or trade dice for buttons in the **village**. With the buttons you build your hut and collect stars. Some of your dice start as **detained boys** on your hut board: they block building until you free them.

    __**Goal**__
    The game ends after the round in which someone has built **all 6 sections** of their hut or holds **6 stars**. If only one player managed it, they win; otherwise everybody counts victory points (see the game-end section).

    __**Playing on Discord**__
    You make every move with `/play`, and autocomplete lists the moves that are legal right now. A few examples:
    - `bid forest 5 5 +w3 +bb5`: bid two of your 5s, the white die w3 and a big brother declared as 5 in the forest.
    - `school build 2 s4`: put one of your 2s on the school's BUILD space and build section 4.
    - `buy s2 2 2 2`: buy the card in slot 2 with three of your 2s.
    - `village 1 3`: put a 1 and a 3 in the village.
    - `white w4`: buy the white die w4 from the pond.
    - `change d2 6`: turn your die d2 to a 6.
    - `rescue c07 d6`: give up card C07 to take your detained die d6 back.
    - `end`: end your turn.

    Options are set when the game is created, for example `/game new game:War of the Buttons options:lane_tiles=on`.

    The other sections cover setup, the course of a round, the locations, the school, the cards, the village, bonus actions, white dice, big brothers, the hut, the round end and the end of the game. Open any of them with `/rules`.
    .title = War of the Buttons: overview

buttons-rules-setup =
    __**Components in play**__
    - Each player: **8 dice** in their colour and a hut board with **6 sections** and **4 detention spaces**.
    - The board: the **quarry** and the **forest** (always), the **field** (only with 4 players), the **mill** for displaced dice, the **pond** for the white dice, the **school** with 7 spaces, the **village** and 3 card slots.
    - **6 white dice**, 18 cards, 12 bonus tokens, 12 big-brother tokens, 24 stars, sticks for building, and buttons (their supply never runs out).

    __**Before the first round**__
    - A random player becomes the **start player**.
    - Starting buttons, in turn order from the start player: **2, 3, 4, 5** (with 2 players 2 and 3; with 3 players 2, 3 and 4).
    - Three of each player's dice are rolled and become **detained boys**. In turn order, each player puts them on 3 of their 4 detention spaces; they keep the rolled values. Your other **5 dice** are your hand.
    - With 2 or 3 players the field card (C08) goes back to the box.
    - Cards are dealt face up into the display: **2 cards** with 2 or 3 players, **3 cards** with 4 players. The rest form the draw pile.
    - The 12 bonus tokens are shuffled face down into a pool.
    - Everyone starts with no stars, no big brothers, no cards and an unbuilt hut.

    __**With 2 or 3 players**__
    The field, its bonus token and the field card are not used. Everything else stays the same, including all 6 white dice.

    __**Variant: lane tiles**__
    With `lane_tiles=on`, every location gets a random lane tile at setup, which replaces its button rewards for the whole game (see the locations section).
    .title = War of the Buttons: setup

buttons-rules-round =
    A round has three parts: the round start, the players' turns, and the round end.

    __**Round start**__
    - **Income:** you get **2 buttons for every card you own**, face up or face down.
    - **Bonus tokens:** the tokens from the last round go back to the pool, and a new one is laid face up on each location and on the school's EXAM space.
    - **New cards** (from round 2 on): the cards left in the display are discarded and the slots are refilled from the draw pile. An empty draw pile is made again from the shuffled discards.
    - **Rolls:** everyone rolls all the dice in their hand, then the start player rolls the 6 white dice onto the pond. All results are public. Detained dice are not rolled.
    - **Post-roll cards:** in turn order from the start player, owners of the rename and reroll cards may use each of them once.

    __**Turns**__
    Starting with the start player and going clockwise, each player in turn:
    - makes exactly **one dice action**, which is compulsory: a bid at a location, one die in the school, a card purchase or a placement in the village;
    - may take **one bonus action**, before or after the dice action (at most one per turn).
    If you used a bonus action first, your turn ends after the dice action; otherwise you may take a bonus action afterwards or type `end`.

    __**No passing**__
    As long as you hold a die, you must place something: the village always takes dice. When your hand is empty at the start of your turn, you pass automatically, even if you could still buy a white die, free a detainee or use a big brother. Players can therefore get different numbers of turns.

    __**Round end**__
    The round ends when nobody holds a die. Then the traitor, the exam, the start player and the locations are settled (see the round-end section), the game-end condition is checked and, if play goes on, all dice are collected for the next round.
    .title = War of the Buttons: the round

buttons-rules-locations =
    The **quarry** and the **forest** are always in play, the **field** only with 4 players. Each location has a lane of columns, and each column pays buttons:
    - Quarry: **3, 3, 2, 1**
    - Forest: **4, 4, 3, 2, 1**
    - Field: **5, 4, 3, 2, 1**

    __**Bidding**__
    - A bid is one or more dice that **all show the same value**. You may mix your own dice with white dice you bought and add one big brother.
    - On an empty location any bid is allowed.
    - If dice already stand there, your bid must have **more dice** (any value) or **as many dice with a higher value**. Two 4s are beaten by two 5s or by three 1s, but not by two 4s or by a single 6.
    - You may beat your own bid.

    __**What happens**__
    - The dice standing there are **displaced** to the mill. They stay there until the end of the round and count for nothing.
    - Your dice go into the **next column**: the first bid of a round takes column 1, the next one column 2, and so on.
    - You gain that column's buttons at once, plus 2 more if you own that location's card.
    - The lanes never run out: once the last column is reached, every further bid goes into the last column again and pays its reward again.

    __**At the round end**__
    The player whose coloured dice stand at a location **owns** it and claims its bonus token. If only white dice stand there, or nothing does, nobody claims it.

    __**Example**__
    Anna puts a single 4 on the empty forest: column 1, 4 buttons. Ben bids a 5: Anna's 4 goes to the mill, Ben takes column 2 and also gains 4. Later Cleo bids three 2s and takes column 3 for 3 buttons.

    __**Traitor**__
    Whoever took the school's TRAITOR space may not bid at any location for the rest of that round.

    __**Variant: lane tiles**__
    With `lane_tiles=on` each location gets one of these reward rows for the whole game, drawn at random: 4-3-2-1, 2-3-3-1, 3-3-3-2-1, 5-3-2-1-1, 2-4-3-2-1, 4-4-2-2-2.
    .title = War of the Buttons: the locations

buttons-rules-school =
    The school has **7 spaces**. Each takes **one die per round**, and the first die placed there stays until the round end: it can never be displaced. A school action places exactly **one of your own coloured dice** (no white dice, no big brothers). You may use several spaces in one round, in different turns.

    You may only take a space whose effect you can carry out in full, for example pay its cost.

    __**The spaces**__
    - **EXAM:** no immediate effect. At the round end, the player with the most dice of the exam die's value wins the exam token (see the round-end section).
    - **FREE:** pay **8 buttons** and take one of your detained boys into your hand. It keeps its value and may be placed this very round. Only possible if you have a detainee.
    - **TRAITOR:** you snitch to the teacher. As a reward you may take one detained boy into your hand. From now on you may **not bid at any location this round**; the school, the cards and the village stay open. At the round end one player may be punished (see the round-end section).
    - **START:** you become the start player of the next round. If nobody takes this space, the start player stays the same.
    - **BIG BROTHER:** pay **2 buttons** and take **2 big-brother tokens** (the supply must still have 2).
    - **BUILD:** pay **5 buttons + 1 for each section you have already built**, then build one section of your hut that is not blocked. With 2 sections built, it costs 7.
    - **STAR:** pay **5 buttons + 1 for each star you hold** and take a star (the supply must still have one).

    If you own the school card (C05), you gain 2 buttons after the space's effect; they cannot help pay for it.

    __**Notation**__
    Name the space, the value of the die you put there and, where needed, the section to build or the detainee to free: `school build 2 s4` puts a 2 on BUILD and builds section 4; `school traitor 3 none` takes TRAITOR with a 3 and declines the reward. Autocomplete lists every space you can take right now.
    .title = War of the Buttons: the school

buttons-rules-cards =
    __**Buying a card**__
    Each card shows how many **equal dice** it costs: 2, 3 or 4. Place exactly that many dice of one value beside the card (your own dice, white dice and at most one big brother), and pay **as many buttons as that value**. Three 2s for a 3-dice card cost 2 buttons. The dice stay there until the round end, and the slot stays empty until the next round. Example: `buy s2 2 2 2`.

    __**Every card you own**__
    - pays **2 buttons** at each round start, face up or face down;
    - is worth 1 victory point if points are counted at the end;
    - can be given up to rescue a detained boy (see the bonus actions).

    __**Card types**__
    - **One-shot:** takes effect at once, then the card is turned face down. If the effect cannot be carried out at that moment, it is lost.
    - **Permanent:** works every time its condition is met, from the moment you buy it.
    - **Post-roll:** usable once per round, right after the roll at the round start. A card bought during a round works from the next round on.

    __**The 18 cards** (dice needed)__
    - **Build a section** ×4 (3): one-shot, build one unblocked section for free.
    - **School buttons** (2): +2 buttons whenever you place a die in the school.
    - **Forest buttons** (2) / **Quarry buttons** (2) / **Field buttons** (2, only with 4 players): +2 buttons whenever you bid at that location.
    - **Village button** (2): +1 button for each die you place in the village.
    - **Two big brothers** (2) / **Three big brothers** (3): one-shot, take that many big-brother tokens.
    - **Ties displace** (3): at the locations, your bid also beats one with the same number of dice and the same value.
    - **Rename 1s / 2s / 3s** (3 each): post-roll, turn any of your rolled dice showing that number into values of your choice.
    - **Reroll** (3): post-roll, reroll any of your rolled dice once.
    - **One star** (3) / **Two stars** (4): one-shot, take that many stars.

    Stars and big brothers come from a limited supply: if it holds fewer, you get what is left.
    .title = War of the Buttons: cards

buttons-rules-village =
    The village (the market square) is the safe place for dice you cannot or do not want to use elsewhere.

    __**Placing**__
    - Put **any number of dice** from your hand in the village, of **any values**, mixed: your own dice and white dice alike. You may add one big brother.
    - You gain **1 button for each die** (a big brother counts as a die).
    - If you own the village card (C09), you gain 1 more button for each die.
    - There is no limit: the village can always take more dice, so you always have a legal move while you hold a die.

    __**Afterwards**__
    - Dice in the village stay there until the round end and can never be displaced.
    - They do **not** count for the exam or for the traitor at the round end.

    __**Examples**__
    - `village 1 3`: you place a 1 and a 3 and gain 2 buttons.
    - Three dice and a big brother pay 4 buttons; with the village card, 8.
    .title = War of the Buttons: the village

buttons-rules-bonus =
    Once per turn you may take **one bonus action**, either before or after your dice action. Only a player who still holds a die at the start of their turn gets a turn at all.

    __**Buy a white die**__
    Pay **3 buttons** and take one white die of your choice from the pond into your hand. It keeps the value it was rolled with. Example: `white w4`.

    __**Change a value**__
    Turn one of your own dice in your hand to another value, paying **1 button per pip** of difference. Values do not wrap around: 6 to 1 costs 5. White dice, dice already placed and detained dice cannot be changed. Example: `change d2 6` turns your die d2 into a 6.

    __**Rescue a detained boy**__
    Give up one card you own (face up or face down): it goes back to the box for good, with no more income and no victory point. In exchange, take one of your detained boys into your hand with its value. Example: `rescue c07 d6` gives up card C07 and frees your die d6.

    __**Example**__
    Tom holds a 3 and a 5, and two 4s stand in the forest. He pays 2 buttons to change the 3 into a 5, then bids his two 5s and displaces the 4s.

    A die you take into your hand during your turn can be placed in the same turn, if you have not made your dice action yet.
    .title = War of the Buttons: bonus actions

buttons-rules-white =
    The game has **6 white dice**, at every player count. At each round start the start player rolls them and puts them on the pond.

    __**Getting one**__
    With the bonus action *buy a white die* you pay **3 buttons** and take one white die from the pond into your hand. It keeps its value and can be neither changed nor rerolled. White dice that nobody buys stay on the pond.

    __**Using it**__
    - A white die can go to a **location**, beside a **card**, or into the **village**, never into the school.
    - There it counts like any other die: for the number of dice in a bid, for beating a bid, for the column reward, for a card's cost and for the village payout.
    - You may mix white dice with your own dice, as long as all dice of a bid or a purchase show the same value.

    __**Nobody remembers**__
    Once placed, a white die belongs to nobody. It never counts for owning a location, for the exam or for the traitor. A bid made only of white dice still earns you the column's buttons, but if it is still standing at the round end, nobody claims that location's bonus token.

    __**Example**__
    Maria bids her own 4 and two white 4s in a forest column that pays 4 buttons, and gains 4. Nobody beats her bid, so she claims the forest token at the round end. Had she bid only the two white dice, she would have gained the buttons but not the token.

    Displaced white dice go to the mill like any other die. At the round end all white dice return to the start player for the next roll.
    .title = War of the Buttons: white dice

buttons-rules-big-brothers =
    A **big brother** is a token that stands in for one die of any value you choose.

    __**Getting them**__
    - The school's BIG BROTHER space: pay 2 buttons, take 2.
    - The cards *Two big brothers* and *Three big brothers*.
    - Some bonus tokens.
    You keep unused big brothers from round to round, with no limit. The supply holds 12; if it runs short, you get only what is left.

    __**Using them**__
    - At most **one big brother per dice action**, at a location, at a card or in the village, never in the school.
    - Declare its value, 1 to 6. At a location or a card it must match the value of the other dice.
    - It counts as one die for the number of dice, for beating a bid, for the column reward, for a card's cost and for the village payout.
    - It does **not** stay on the board: only your real dice remain. At the end of your turn it goes back to the supply.
    - A big brother can be bid alone. It displaces the dice standing there and earns the column's buttons, but the location is then empty, and the next bid takes the next column.
    - It never counts for owning a location, for the exam or for the traitor.
    - In the notation, add it as `+bb` and its value, e.g. `+bb5`.

    __**Example**__
    Kate holds a 3 and a 5 and has one big brother. Jim's single 5 stands in the quarry, in column 2. Kate bids her 3 with a big brother declared as 3: two dice beat one, Jim's 5 goes to the mill, Kate takes column 3 and gains 2 buttons. Only her 3 stays there. (A big brother declared as 6, alone, would also have beaten Jim, leaving the quarry empty.)
    .title = War of the Buttons: big brothers

buttons-rules-huts =
    Your hut has **6 sections**. Each one is built with a stick, and a built section stays built for the rest of the game.

    __**Detention spaces**__
    - The hut board has **4 detention spaces**, beside sections 1 to 4. Sections 5 and 6 have none.
    - A **detained boy** is one of your dice on a detention space. It is not in your hand, is never rolled and keeps its value.
    - A detainee **blocks** the section beside it: that section cannot be built while the boy sits there. A section that is already built stays built if a detainee arrives beside it later.
    - You start with **3 detainees**, and you can never have more than 4.

    __**Building**__
    A section can be built if it is unbuilt and not blocked. Ways to build:
    - the school's BUILD space (5 buttons + 1 per section already built);
    - the *Build a section* cards (free);
    - the bonus tokens that build (free).
    If you cannot build when such a card or token takes effect, the build is lost.

    __**Freeing detainees**__
    - the school's FREE space (8 buttons);
    - the school's TRAITOR space (as its reward);
    - the rescue bonus action (give up a card);
    - the bonus tokens that rescue.
    The freed die goes into your hand with its value. Freed during your turn, it may still be placed this round; freed at the round end, it is rolled with your other dice next round.

    __**New detainees**__
    Besides the three at the start, new detainees come only from the **traitor** penalty at the round end. The penalised player may even put the die beside a section that is already built.
    .title = War of the Buttons: hut and detained boys

buttons-rules-round-end =
    When nobody holds a die, the round ends. The exam and the owners of the locations are decided from the board as it stands at this moment. Then, in order:

    __**1. Traitor**__
    If a die stands on the TRAITOR space, take its value. For each player, count their own dice of that value in the school (not the traitor die itself), at the locations and beside the cards. The village, the mill and white dice do not count. If one player alone has the most, they must move one of those dice onto an empty detention space of their hut. If there is a tie, or that player's 4 detention spaces are full, nothing happens. The traitor can be the one punished.

    __**2. Exam**__
    If a die stands on the EXAM space, count each player's dice of its value the same way, this time including the exam die. The player with the most, alone, claims the EXAM bonus token: it need not be the owner of the exam die. On a tie nobody gets it.

    __**3. Start player**__
    The owner of the die on the START space becomes the start player. Otherwise the start player stays.

    __**4. Locations**__
    For the quarry, the forest and the field in turn, the owner of the dice standing there claims its bonus token.

    __**The bonus tokens**__
    Each token is applied at once, as far as possible; a part that cannot be used is lost.
    - Build a section + 1 star (×2)
    - Build a section (×1)
    - Build a section + 3, 4 or 5 buttons (one each)
    - Build a section + rescue a detainee (×1; build first, then rescue)
    - Rescue a detainee (×1); rescue + 3 buttons (×1)
    - 5 buttons (×1)
    - 1 big brother + 3 buttons (×1); 2 big brothers (×1)
    Tokens nobody claims go back to the pool at the next round start.

    __**Cleanup**__
    Then the game-end condition is checked. If the game goes on, every die that is not detained returns to its owner's hand, the white dice go to the start player, and the lanes and the school are emptied. The next round begins.
    .title = War of the Buttons: round end

buttons-rules-game-end =
    __**When the game ends**__
    After the round end (once the locations have been settled), the game ends if at least one player has **built all 6 sections** of their hut or holds **6 or more stars**. This is only checked at the round end, never in the middle of a round.

    __**Who wins**__
    - If **exactly one** player reached a goal (either one or both), that player wins.
    - If **two or more** players reached one, **every** player counts victory points, including those who reached none.
    - The most points wins. On a tie, the tied player with the most buttons wins; if they are still tied, they share the victory.

    __**Victory points**__
    - 1 point per card owned, face up or face down (cards given up to the box do not count);
    - 1 point per star;
    - 1 point per built section;
    - 1 point per full 5 buttons.

    __**Stars**__
    Stars come from the school's STAR space (5 buttons + 1 per star you hold), from the *One star* and *Two stars* cards and from two of the bonus tokens. There are **24 stars**; a gain larger than the supply gives only what is left, and the STAR space cannot be taken when the supply is empty. Stars are never spent or lost.

    __**Example**__
    At the end of a round Anna has built her sixth section and Ben holds his sixth star. Both reached a goal, so everyone counts points. Anna: 3 cards, 2 stars, 6 sections and 12 buttons = 3 + 2 + 6 + 2 = 13. Ben: 2 cards, 6 stars, 4 sections and 9 buttons = 2 + 6 + 4 + 1 = 13. They are tied; Anna has more buttons and wins.

    There is no round limit: the game goes on until someone reaches a goal.
    .title = War of the Buttons: end of the game
