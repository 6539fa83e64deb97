## Haggis: player-facing rule help (English).
## One message per help section; each value is shown as one Discord embed description,
## the .title attribute as the embed title.

haggis-rules-overview =
    Welcome to **Haggis**, a climbing card game for **2 or 3 players**. Your goal is to get rid of your cards before everyone else, while grabbing the valuable cards along the way.

    Each hand, everyone gets 14 number cards plus their own **J, Q and K**, which lie face up for all to see and work as **wild cards**. Someone leads a combination (a single card, a set of equal ranks or a sequence), and the others must beat it with a higher combination of the same shape, or pass. When everyone else has passed, the last player to play wins the **trick** and leads the next one. **Bombs** are special combinations that beat anything.

    __**How you score**__
    - Going out: when you play your last card, you score 5 points for every card still held by the opponent with the most cards.
    - Card points: the 3s, 5s, 7s and 9s, and the J, Q and K in the tricks you collect are worth points.
    - Bets: before your first card play you may bet that you will be the first to go out.

    The game ends after the hand in which someone reaches the target (250 points by default, or 350). The highest total wins; if the top is shared, you play another hand.

    __**Playing on Discord**__
    You make every move with `/play`, and autocomplete suggests the moves that are legal right now. Cards are written as colour letter plus rank (`r5`, `o10`, `y3`), wild cards as `j`, `q`, `k`. Options are set when the game is created, for example `/game new game:Haggis options:target=350`.

    The other sections cover the cards, combinations, bombs, tricks, bets, scoring and a worked example. Open any of them with `/rules`.
    .title = Haggis: overview

haggis-rules-cards =
    __**The deck**__
    - Number cards from **2 to 10** in five colours: red `r`, orange `o`, yellow `y`, green `g` and blue `b`.
    - Three sets of **J, Q and K** (written `j`, `q`, `k`).
    - With **2 players**, the blue cards are taken out, along with one J, one Q and one K.

    __**The deal**__
    - Every player gets their own J, Q and K, placed face up. They are part of your hand, and everybody can see which of them you still have.
    - Each player is dealt **14 number cards**, so you start with 17 cards.
    - The number cards left over form **the Haggis**: 3 cards with 3 players, 8 cards with 2 players. It stays face down until the end of the hand and goes to the first player out.

    __**Rank order**__
    From low to high: 2, 3, 4, 5, 6, 7, 8, 9, 10, J, Q, K. There is no ace and nothing wraps around. A lone J counts as 11, a lone Q as 12, a lone K as 13.

    __**Card points**__
    - 3, 5, 7, 9: **1 point** each.
    - J: **2 points**, Q: **3 points**, K: **5 points**.
    - 2, 4, 6, 8, 10: no points.
    With 3 players the whole deck holds 50 card points, with 2 players 36.

    __**Who leads**__
    A random player leads the first trick of the first hand. In later hands the player with the **lowest total** leads; if several players share the lowest total, it is the first of them clockwise after the player who went out first in the previous hand.
    .title = Haggis: the cards

haggis-rules-combinations =
    Every play is one **combination**. You write it by listing its cards, separated by spaces.

    __**Set**__
    One or more cards of the **same rank**, in any colours: a single, a pair, three of a kind and so on. Example: `r5 o5 j` is three 5s. A set is as high as its rank.

    __**Sequence**__
    - **Run:** at least **3 cards of consecutive ranks, all in one colour**, e.g. `y3 y4 y5`.
    - **Run of pairs (or triples…):** at least **2 consecutive ranks**, each with the same number of cards (2 or more, at most 5), and the **same colours at every rank**, e.g. `g3 b3 g4 b4` is two pairs in a row.
    - A sequence is as high as its **top rank**. Ranks go up to K, so `y10 j q k` is the run 10-J-Q-K.

    __**Wild cards**__
    - Your J, Q and K may play **their own rank**, or stand in for **any lower rank** (a J can be a 2 to 10, a K anything from 2 to Q). In a sequence they take whatever colour is needed.
    - Any set or sequence of 2 or more cards needs **at least one number card**. Two or three wild cards on their own are always a **bomb**.
    - A single J, Q or K played alone is just a high single card.

    __**Several readings**__
    Some selections can be read in more than one way: `r5 j q` is three 5s or a run such as 5-6-7. Add `as run` or `as set` to choose, e.g. `/play r5 j q as run`. If you don't, the bot picks the highest reading that beats the table (or the highest one when you lead). Autocomplete lists each reading as its own entry.

    __**Not allowed**__
    - Mixed colours in a run: `r2 o3 r4` is illegal.
    - A gap without a wild card to fill it: `g2 g5 k` is illegal, `g2 g5 j k` is the run 2-3-4-5.
    - Different colours at each rank of a run of pairs: `r2 o2 r3 g3` is illegal.
    .title = Haggis: combinations

haggis-rules-bombs =
    A **bomb** beats every ordinary combination, whatever its shape or size. You may play a bomb when leading or at your turn in any trick.

    __**The six bombs, from lowest to highest**__
    - **3-5-7-9 in four different colours** (number cards only).
    - **J + Q** (`j q`).
    - **J + K** (`j k`).
    - **Q + K** (`q k`).
    - **J + Q + K** (`jqk`).
    - **3-5-7-9 all in one colour** (number cards only): the strongest bomb.

    __**Rules**__
    - Once a bomb is on the table, only a **higher bomb** can follow it. An equal bomb is not enough.
    - Wild cards can never help to build a 3-5-7-9 bomb. A 3-5-7-9 in two or three colours is not a bomb and not a legal play at all.
    - Since everyone starts with J, Q and K, everyone starts with at least one bomb. Using it, though, means giving up your wild cards.

    __**The price of a bomb**__
    If you win a trick with a bomb, you **do not keep its cards**. They go to the player who played the combination **just before your bomb**. If you led the bomb and nobody answered, they go to your right-hand neighbour (with 2 players: your opponent), even if that player has already gone out. You still lead the next trick.

    __**Option**__
    With 3 players the game can be created with `bomb_capture=winner_chooses`: the bomber then chooses which opponent gets the cards, even one who is already out. The default is `bomb_capture=auto`. With 2 players the option makes no difference.
    .title = Haggis: bombs

haggis-rules-tricks =
    __**Leading**__
    The leader plays any combination, a bomb included. You may not pass when it is your lead.

    __**Following**__
    Play goes clockwise. At your turn you either play a **higher combination of the same shape**, or you `pass`.
    - **Sets:** the same number of cards and a higher rank. Three 5s can only be beaten by three 6s or better.
    - **Sequences:** the same number of cards per rank, the same length and a higher top rank. A run of 4 beats a run of 4; a run of 6 does not beat three pairs.
    - **Bombs** beat everything else, and only a higher bomb beats a bomb.
    - You may always pass, even if you could beat the table.

    __**End of a trick**__
    - **2 players:** the trick ends as soon as one of you passes.
    - **3 players:** the trick ends when **both other players** have passed in a row after the last play. If you passed earlier in the trick, you may still play again later, as long as the trick has not ended.
    - Once a player has gone out, only the players still holding cards need to pass.

    __**Winning a trick**__
    The player of the last combination wins the trick, takes its cards face down and leads the next trick. If they have already gone out, the next player to their left who still has cards leads. A trick won with a bomb goes to someone else (see the bombs section), but the bomber still leads.

    __**Going out**__
    You may go out with any combination, bombs included. With 3 players, the other two play on. The hand ends as soon as **only one player still holds cards**: with 2 players when the first goes out, with 3 players when the second does. The last play wins the trick on the table, and the player left over gets no further turn.
    .title = Haggis: tricks and turns

haggis-rules-bets =
    A bet is a wager that **you will be the first player to go out** this hand.

    __**Choices**__
    - `bet none`: no bet (0).
    - `bet little`: **Little bet**, worth 15 points.
    - `bet big`: **Big bet**, worth 30 points.

    __**When**__
    - Only **before your first card play** in the hand. Passing does not count, so you may still bet after passing a few times.
    - You may bet even when it is not your turn, while a trick is in progress.
    - One bet per player per hand, and it cannot be changed. `bet none` also uses up your bet.
    - Betting closes for everyone as soon as somebody has gone out.

    __**Payout**__
    - If you bet and are **first out**, you win the value of your bet.
    - Every other bet **fails**. You lose nothing for a failed bet, but its full value goes to the first player out **and** to every other player who made no bet (`bet none` counts as no bet).
    - With 2 players this simply means: a failed bet gives its value to your opponent.

    __**Example (3 players)**__
    Anna and Ben each bet Little, Cleo makes no bet. Anna goes out first. Anna gets 15 for her own bet plus 15 from Ben's failed bet: 30. Cleo gets 15 from Ben's bet. Ben gets nothing from bets.
    .title = Haggis: bets

haggis-rules-scoring =
    At the end of each hand, everyone adds three kinds of points to their total. Points are never taken away.

    __**1. Going out**__
    Whenever a player goes out, they score **5 points × the number of cards** held at that moment by the opponent who has the most cards. Wild cards count as cards.
    - 2 players: 5 × your opponent's cards.
    - 3 players: the first out counts the larger of the two other hands; the second out counts the last player's hand. The last player gets nothing for this.

    __**2. Card points**__
    Each player counts the card points in the tricks they collected, including tricks received through bombs: 3, 5, 7, 9 = 1 point, J = 2, Q = 3, K = 5.
    The **first player out** also receives the last player's remaining cards (unplayed wild cards included) and **the Haggis**, and counts their points too.

    __**3. Bets**__
    Settled as described in the bets section.

    __**End of the game**__
    After a hand, if at least one player has reached the target, the player with the **highest total** wins. If the top total is shared, another hand is played. The target is only checked at the end of a hand.

    __**Options**__
    - `target=250` (default) or `target=350` for a longer game.
    - `first_out_bonus=5` gives the first player out an extra 5 points each hand (default `first_out_bonus=0`).
    - `bomb_capture=auto|winner_chooses`, see the bombs section.
    Example: `/game new game:Haggis options:target=350`.
    .title = Haggis: scoring

haggis-rules-examples =
    __**A trick with 3 players**__
    - Anna leads a pair: `r5 o5`.
    - Ben plays `g8 y8`. Cleo passes. Anna plays `r9 j`: a pair of 9s using her J.
    - Ben passes. Cleo, who passed before, now plays a pair of 10s: `o10 b10`.
    - Anna and Ben both pass, so Cleo wins the trick, keeps all eight cards and leads next.

    __**A bomb**__
    Cleo leads the run `y3 y4 y5 y6`. Anna plays `g5 g6 g7 g8`. Ben cannot beat it and plays the bomb `jqk`. Cleo and Anna have no higher bomb and pass. Ben wins, but the cards (including his own J, Q and K, worth 10 points) go to **Anna**, who played just before the bomb. Ben leads the next trick.

    __**Reading a selection**__
    Ben selects `r7 j k`. This can be three 7s or a run of three (7-8-9 at most). `/play r7 j k as set` plays three 7s, `/play r7 j k as run` plays the run. Without either, the bot takes the highest reading that beats the table.

    __**Scoring a 2-player hand**__
    - Anna bet Little (`bet little`), Ben bet Big (`bet big`).
    - Anna goes out while Ben still holds 5 cards: K, r7, o4, y9, g2.
    - Anna scores 5 × 5 = **25** for going out.
    - She takes Ben's cards: K 5 + 7 1 + 9 1 = **7** points, plus the Haggis.
    - Betting: **15** for her own bet and **30** from Ben's failed one.
    - Add the card points of the tricks she collected. Ben scores only the card points of his own tricks.
    .title = Haggis: examples
