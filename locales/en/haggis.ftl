# Haggis — English messages.
# Variables: $player, $receiver and $players are player names (a list is comma-separated);
# $cards, $wilds and $haggis are lists of card names ("red 5", "J"); $colour is a colour's
# name; $rank is a rank (2–10, or 11, 12, 13 for J, Q, K: a number in haggis-rank,
# haggis-rank-plain and haggis-set, its name elsewhere), $low and $top are rank names
# (haggis-rank-plain in a range, haggis-rank elsewhere); $reading is the name of a
# combination ("pair of 5s", "run 8–10", "bomb J+Q") and $plays a list of plays; $declared
# is a declared reading ("a run up to 9"); $bet the name of a bet ("little bet (15)");
# $size and $width are numbers of cards in a combination; $count, $held and $captured are
# numbers of cards (or of passes, in haggis-view-trick; a play of one card is named by its
# card alone); $place is 1 for the first player out, 2 for the second; $hand is a hand
# number; $number a seat number; $line and $detail are parts of a line; $points, $bonus,
# $out, $pile, $bets, $score, $total and $target are numbers of points.
# The rule help is in haggis-rules.ftl.

haggis-name = Haggis

## Typing a move

haggis-notation-hint = Type the cards to play, separated by spaces: a number card is its colour letter and rank (r5, o10, y3; colours r, o, y, g, b), a wild card is j, q or k, like r5 o5 j. To choose how cards are read, add as set or as run, like r5 j q as run; a run of pairs or triples gives its width and ranks, like as run x2 9-j. Other moves: pass, bet none, bet little, bet big, and give 2 to hand a trick won with a bomb to player 2.

## Cards and combinations

# A rank: the number, or J, Q, K for 11, 12, 13.
haggis-rank = { $rank ->
        [11] J
        [12] Q
        [13] K
       *[other] { $rank }
    }
# A rank at either end of a range ("run 5–7", "run 10–K").
haggis-rank-plain = { $rank ->
        [11] J
        [12] Q
        [13] K
       *[other] { $rank }
    }
# A number card: "red 5".
haggis-card = { $colour } { $rank }
# A set of $size cards of rank $rank (a number). Only a single can be a J, Q or K: two or
# more wild cards together are a bomb.
haggis-set = { $size ->
        [1] single { $rank ->
            [11] J
            [12] Q
            [13] K
           *[other] { $rank }
        }
        [2] pair of { $rank }s
        [3] three { $rank }s
        [4] four { $rank }s
        [5] five { $rank }s
        [6] six { $rank }s
        [7] seven { $rank }s
       *[other] eight { $rank }s
    }
# A sequence of $width cards per rank, from $low to $top.
haggis-run = { $width ->
        [1] run { $low }–{ $top }
        [2] run of pairs { $low }–{ $top }
        [3] run of triples { $low }–{ $top }
       *[other] run of { $width }-card sets { $low }–{ $top }
    }
haggis-bomb-rainbow = rainbow bomb 3-5-7-9
haggis-bomb-jack-queen = bomb J+Q
haggis-bomb-jack-king = bomb J+K
haggis-bomb-queen-king = bomb Q+K
haggis-bomb-jack-queen-king = bomb J+Q+K
haggis-bomb-suited = one-colour bomb 3-5-7-9
# What a player declared with "as set" or "as run".
haggis-declared-set = a set
haggis-declared-run = { $width ->
        [1] a run
        [2] a run of pairs
        [3] a run of triples
       *[other] a run of { $width }-card sets
    }
haggis-declared-run-to = { $width ->
        [1] a run up to { $top }
        [2] a run of pairs up to { $top }
        [3] a run of triples up to { $top }
       *[other] a run of { $width }-card sets up to { $top }
    }

## Bets

# Inside sentences ("Anna makes a little bet (15).") and on a seat's line.
haggis-bet-none = no bet (0)
haggis-bet-little = little bet (15)
haggis-bet-big = big bet (30)

## Moves, as offered in menus

haggis-move-play = { $count ->
        [1] { $cards }
       *[other] { $reading }: { $cards }
    }
haggis-move-cards = Play { $cards }
haggis-move-pass = Pass
haggis-move-bet-none = No bet (0)
haggis-move-bet-little = Little bet (15)
haggis-move-bet-big = Big bet (30)
haggis-move-give = Give the trick to { $player }

## Illegal moves

haggis-illegal-not-in-hand = You do not hold { $cards }.
haggis-illegal-not-a-combination = { $cards } is not a combination: play a set of one rank, a run in one colour, a run of sets with the same colours at every rank, or a bomb.
haggis-illegal-not-as-declared = { $cards } cannot be read as { $declared }.
haggis-illegal-wrong-shape = Only the same kind of combination with the same number of cards as { $top }, or a bomb, can follow it.
haggis-illegal-too-low = That does not beat { $top }: play a higher combination of the same shape, a bomb, or pass.
haggis-illegal-needs-bomb = Only a higher bomb beats { $top }: play one or pass.
haggis-illegal-cannot-pass = You lead this trick, so you cannot pass: play any combination.
haggis-illegal-already-bet = You have already made your bet this hand: { $bet }.
haggis-illegal-bet-after-play = You can only bet before you play your first card of the hand.
haggis-illegal-betting-closed = Betting is closed: a player has gone out.
haggis-illegal-nothing-to-give = There is no trick won with a bomb to give away.
haggis-illegal-not-your-decision = { $player } won the trick with a bomb and decides who receives its cards.
haggis-illegal-give-first = First choose which opponent receives the trick you won with a bomb, like give 2.
haggis-illegal-not-an-opponent = Player { $number } is not one of your opponents: give the trick to an opponent.

## What happens

haggis-dealt = Hand { $hand }: the cards are dealt, and { $player } leads the first trick.
haggis-dealt-random = Hand { $hand }: the cards are dealt, and { $player }, drawn at random, leads the first trick.
haggis-your-hand = Your hand ({ $count ->
        [one] one card
       *[other] { $count } cards
    }): { $cards }.
haggis-your-hand-wilds = Your hand ({ $count ->
        [one] one card
       *[other] { $count } cards
    }): { $cards }; face up for everyone: { $wilds }.
haggis-bet-made = { $player } makes a { $bet }.
haggis-no-bet-made = { $player } makes no bet.
haggis-led = { $player } leads { $count ->
        [1] { $cards }
       *[other] { $reading }: { $cards }
    }.
haggis-played = { $player } plays { $count ->
        [1] { $cards }
       *[other] { $reading }: { $cards }
    }.
haggis-passed = { $player } passes.
haggis-went-out = { $player } goes out { $place ->
        [1] first
       *[other] second
    } and scores { $points } points (5 × { $count ->
        [one] one card
       *[other] { $count } cards
    }).
haggis-went-out-bonus = { $player } goes out { $place ->
        [1] first
       *[other] second
    } and scores { $points } points (5 × { $count ->
        [one] one card
       *[other] { $count } cards
    }, plus a bonus of { $bonus }).
haggis-must-give = { $player } won the trick with a bomb and chooses which opponent receives its cards.
haggis-trick-taken = { $player } takes the trick: { $count ->
        [one] one card
       *[other] { $count } cards
    }, { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
haggis-trick-bombed = { $player } wins the trick with a bomb, so its { $count ->
        [one] one card
       *[other] { $count } cards
    } ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    }) go to { $receiver }.
haggis-leads = { $player } leads the next trick.
haggis-hand-ended = Hand { $hand } is over. { $player } went out first and receives the Haggis: { $haggis }.
haggis-hand-remaining = { $player } still held { $count ->
        [one] one card
       *[other] { $count } cards
    }, which go to { $receiver }: { $cards }.
haggis-hand-scored = Scores of hand { $hand } (going out + cards + bets):
haggis-hand-score = { $player }: { $out } + { $pile } + { $bets } = { $points ->
        [one] { $points } point
       *[other] { $points } points
    } this hand, { $total ->
        [one] { $total } point
       *[other] { $total } points
    } in all.
haggis-play-on = The target is reached, but { $players } share the lead with { $total } points, so another hand is played.
haggis-game-over = The game is over. { $count ->
        [one] The winner is { $players }.
       *[other] The winners are { $players }.
    }

## The table

haggis-view-hand = Hand { $hand }, playing to { $target } points.
haggis-view-seat = { $player }: { $held ->
        [one] one card
       *[other] { $held } cards
    } in hand, { $captured ->
        [one] one card
       *[other] { $captured } cards
    } captured, { $score ->
        [one] { $score } point
       *[other] { $score } points
    }
# A seat's line with one more detail after it.
haggis-view-detail = { $line }; { $detail }
haggis-view-wilds = face up: { $wilds }
haggis-view-may-bet = may still bet
haggis-view-no-bet = no bet
haggis-view-out = { $place ->
        [1] out first
       *[other] out second
    } (+{ $gain })
haggis-view-haggis = The Haggis: { $count ->
        [one] one card
       *[other] { $count } cards
    } face down.
haggis-view-play = { $player }: { $count ->
        [1] { $cards }
       *[other] { $reading } ({ $cards })
    }
haggis-view-trick = On the table: { $plays }{ $count ->
        [0] .
        [one] ; one pass since.
       *[other] ; { $count } passes since.
    }
haggis-view-turn-lead = { $player } leads.
haggis-view-turn = { $player } must beat { $top } or pass.
haggis-view-giving = { $player } chooses which opponent receives the trick won with a bomb.
haggis-group-singles = Single cards
haggis-group-pairs = Pairs
haggis-group-sets = Sets of three or more
haggis-group-runs = Runs
haggis-group-bombs = Bombs
haggis-group-other = Pass, bets and gifts
