# Clown Standoff — English messages.
# Variables: $player and $players are player names (a list is comma-separated);
# $card is the number on a clown card (1 to 6); $cards and $numbers are lists of such
# numbers, lowest first ("1, 3, 3, 6"); $count is how many cards (or players) a sentence
# speaks of; $round is a Squabble round (1 to $rounds, which is 4).
# The rule help is in clown-rules.ftl.

clown-name = Clown Standoff

# Who played a card in a round, inside a list: "Anna: 5".
clown-played = { $player }: { $card }
# The virtual player's card in a 2-player round, inside a list.
clown-played-virtual = the virtual player: { $card }
# One part of a take, inside a list: "2 from Anna".
clown-take-part = { $count } from { $player }

## Typing a move

clown-notation-hint = In the Squabble, type the number of a card in your hand, like 5. In the Pie Fight, type draw; reshuffle and a clown card to discard, like reshuffle 3; pay and the clown cards to pay, like pay 2 4 6; again or pass after a Dodge; take and the cards to take from each seat number, like take 2:1 3:2; or decline.

## Moves, as offered in menus

clown-move-play = Play your { $card }
clown-move-draw = Draw the top pie card
clown-move-reshuffle = Discard your { $card }, reshuffle the pie stack and pass it on
clown-move-pay = Pay { $cards } to pass the stack on
clown-move-again = Draw a second pie card
clown-move-pass = Pass the pie stack on
clown-move-take = Take { $parts }
clown-move-decline = Take nothing

## Illegal moves

clown-illegal-not-now = That move does not fit now. { $expected }
clown-awaiting-card = Choose a card from your hand, like 5.
clown-awaiting-choose = Draw, reshuffle or pay to pass the stack on.
clown-awaiting-draw = You have no clown cards, so you must draw.
clown-awaiting-draw-again = Draw again or pass the stack on.
clown-awaiting-take = Take clown cards or decline.
clown-awaiting-drawing = A pie card is being drawn.
clown-awaiting-taking = The clown cards to take are being drawn.
clown-illegal-not-in-hand = You do not hold a { $card }.
clown-illegal-same-choice = You have already chosen your { $card } this round.
clown-illegal-must-draw = You have no clown cards, so you must draw.
clown-illegal-no-clown-card = You have no clown card { $card } to discard.
clown-illegal-cannot-pay = Paying to pass costs one clown card for each player still in the game, { $count } in all, and you have fewer.
clown-illegal-pay-count = Paying to pass costs exactly { $count ->
        [one] one clown card
       *[other] { $count } clown cards
    }, one for each player still in the game.
clown-illegal-not-your-clown-cards = You do not hold the clown cards { $cards }.
clown-illegal-take-count = You may take exactly { $count ->
        [one] one clown card
       *[other] { $count } clown cards
    } in all, or decline.
clown-illegal-not-an-opponent = You cannot take clown cards from { $player }: only from other players still in the game.
clown-illegal-too-few = { $player } has only { $count ->
        [one] one clown card
       *[other] { $count } clown cards
    }.
clown-illegal-no-such-seat = Nobody sits in seat { $seat }.

## Notices: the Squabble

clown-dealt = Each player is dealt four clown cards. The other cards go back to the box unseen.
clown-dealt-virtual = Each player is dealt four clown cards, and so is the virtual third player. The other cards go back to the box unseen.
clown-round-begins = Squabble, round { $round } of { $rounds }: everyone secretly chooses a card.
clown-chosen = { $player } has chosen a card. { $count ->
        [one] Still to choose: { $players }.
       *[other] Still to choose ({ $count } players): { $players }.
    }
clown-chosen-last = { $player } has chosen a card, and everyone has chosen.
clown-you-chose = You chose your { $card }. You can change it until everyone has chosen.
clown-you-changed = You changed your choice from { $previous } to { $card }. You can change it until everyone has chosen.
clown-revealed = Round { $round } is revealed: { $cards }.
clown-cancelled = { $count ->
        [one] The number { $numbers } was played more than once: those cards cancel each other and go back to the box.
       *[other] The numbers { $numbers } were played more than once: those cards cancel each other and go back to the box.
    }
clown-all-cancelled = Every card cancelled: nobody wins this round, and the cards go back to the box.
clown-one-as-seven = A 6 was played and the 1 of { $player } was not cancelled, so that 1 counts as 7.
clown-one-as-seven-virtual = A 6 was played and the virtual player's 1 was not cancelled, so that 1 counts as 7.
clown-round-won = { $player } wins round { $round } and takes { $count ->
        [one] one clown card
       *[other] { $count } clown cards
    }: { $cards }.
clown-round-won-virtual = The virtual player wins round { $round }; { $count ->
        [one] the card it won goes
       *[other] the { $count } cards it won go
    } back to the box: { $cards }.

## Notices: the Pie Fight

clown-pie-fight = The Squabble is over and the Pie Fight begins! { $player } has the most clown cards and takes the pie stack.
clown-drew-dodge = { $player } draws a Dodge and stays in. { $count ->
        [one] One pie card is left in the stack.
       *[other] { $count } pie cards are left in the stack.
    }
clown-drew-hit = { $player } draws the Hit!
clown-may-draw-again = { $player } has no clown cards and may draw a second pie card or pass the stack on.
clown-reshuffled = { $player } discards a { $card } and shuffles all six pie cards into a new stack.
clown-paid = { $player } pays { $count ->
        [one] one clown card ({ $cards })
       *[other] { $count } clown cards ({ $cards })
    } to pass the stack on unchanged.
clown-passed = { $player } does not draw again.
clown-may-take = { $player } drew two Dodges and may take { $count ->
        [one] one clown card
       *[other] { $count } clown cards
    } from the other players, or decline.
clown-nothing-to-take = { $player } drew two Dodges, but nobody else has clown cards to take.
clown-taking = { $player } takes clown cards at random: { $parts }.
clown-you-took = You took { $count ->
        [one] one clown card
       *[other] { $count } clown cards
    } from { $player }: { $cards }.
clown-taken-from-you = { $player } took { $count ->
        [one] one of your clown cards
       *[other] { $count } of your clown cards
    }: { $cards }.
clown-declined = { $player } takes nothing.
clown-stack-passed = The pie stack passes to { $player }.
clown-out = { $player } is hit and out of the game.
clown-out-with-cards = { $player } is hit and out of the game; { $count ->
        [one] their clown card leaves
       *[other] their { $count } clown cards leave
    } the game with them: { $cards }.
clown-new-stack = All six pie cards are shuffled into a new stack, which goes to { $player }, the player with the most clown cards.
clown-won = { $player } is the last clown standing and wins the game!
# One line of the final standings: a player's place, "Anna: 1st place" ($place is 1 to 6).
clown-final-place = { $player }: { $place ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $place }th
    } place
# The title of the chart at the end of a game: places, not points.
clown-chart-title = Final places

## The table, as shown to everyone

clown-view-waiting-deal = Waiting for the deal.
clown-view-squabble = Squabble, round { $round } of { $rounds }.
clown-view-round-won = Round { $round }: { $cards }. { $player } took { $won }.
clown-view-round-won-virtual = Round { $round }: { $cards }. The virtual player won.
clown-view-round-cancelled = Round { $round }: { $cards }. Every card cancelled.
clown-view-player-squabble = { $player }: { $hand ->
        [one] one card
       *[other] { $hand } cards
    } in hand, { $count ->
        [0] no clown cards
        [one] one clown card ({ $cards })
       *[other] { $count } clown cards ({ $cards })
    }.
clown-view-virtual = The virtual player: { $hand ->
        [one] one card
       *[other] { $hand } cards
    } in hand.
clown-view-chosen = { $count ->
        [one] Has chosen: { $players }.
       *[other] Have chosen: { $players }.
    }
clown-view-waiting = Still to choose: { $players }.
clown-view-pie-fight = Pie Fight: { $count ->
        [one] one pie card
       *[other] { $count } pie cards
    } in the stack, { $dodges ->
        [0] no Dodge drawn yet.
        [one] one Dodge drawn since it was shuffled.
       *[other] { $dodges } Dodges drawn since it was shuffled.
    }
clown-view-player-in = { $player }: { $count ->
        [0] no clown cards.
        [one] one clown card ({ $cards }).
       *[other] { $count } clown cards ({ $cards }).
    }
clown-view-player-out = { $player }: out.
clown-view-turn-choose = { $player } holds the pie stack and draws, reshuffles or pays to pass it on.
clown-view-turn-draw = { $player } holds the pie stack and, without clown cards, must draw.
clown-view-turn-draw-again = { $player } drew a Dodge and may draw again or pass the stack on.
clown-view-turn-take = { $player } drew two Dodges and may take { $count ->
        [one] one clown card
       *[other] { $count } clown cards
    } or decline.
clown-view-turn-drawing = { $player } is drawing a pie card.
clown-view-turn-taking = { $player } is taking clown cards at random.
clown-view-winner = The game is over: { $player } wins.

## The viewer's own cards

clown-view-hand = Your hand ({ $count ->
        [one] one card
       *[other] { $count } cards
    }): { $cards }.
clown-view-hand-empty = Your hand is empty.
clown-view-choice = Your choice this round: { $card }. You can change it until everyone has chosen.
clown-view-no-choice = You have not chosen a card this round yet.
clown-view-your-clown-cards = { $count ->
        [0] You have no clown cards.
        [one] Your clown card: { $cards }.
       *[other] Your { $count } clown cards: { $cards }.
    }
