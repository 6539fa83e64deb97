# Boast or Nothing — English messages.
# Variables: $player and $players are player names (a list is comma-separated);
# $card is a card label ("red 7", "escape card"); $colour is a colour name ("red");
# $top, $middle and $bottom are the colours of the tower from the strongest down.

boast-name = Boast or Nothing

## Cards

# A coloured card, e.g. "red 7".
boast-card = { $colour } { $value }
boast-escape = escape card

## Typing a move

boast-notation-hint = Type a card as its colour letter and value, like r7, b11 or y1, or type esc to play an escape card.

## Illegal moves

boast-illegal-not-in-hand = You do not hold { $card }.
boast-illegal-must-follow = You hold { $colour } cards, so you must play a { $colour } card or an escape card.

## Notices

boast-round-started = Round { $round } begins and { $player } leads. Take exactly { $target ->
        [one] one trick
       *[other] { $target } tricks
    } for 1 point, or no trick at all for 2 points.
boast-tower = The tower, from the strongest colour down: { $top }, { $middle }, { $bottom }.
boast-leftovers = The two left-over cards, out of play this round, are { $first } and { $second }.
boast-leftovers-hidden = The two left-over cards lie face down, out of play this round.
boast-your-hand = Your hand ({ $count ->
        [one] one card
       *[other] { $count } cards
    }): { $cards }.
boast-card-played = { $player } plays { $card }.
boast-trick-won = { $player } takes the trick with { $card } and has { $count ->
        [one] one trick
       *[other] { $count } tricks
    } this round.
boast-trick-won-by-tower = Several colours were played and { $colour } stands highest in the tower, so { $player } takes the trick with { $card } and has { $count ->
        [one] one trick
       *[other] { $count } tricks
    } this round.
boast-tower-moved = The { $colour } token moves to the bottom of the tower. From the strongest colour down, it is now { $top }, { $middle }, { $bottom }.
boast-round-ended = Round { $round } is over.
boast-round-score-target = { $player } took exactly { $tricks ->
        [one] one trick
       *[other] { $tricks } tricks
    } and scores 1 point, { $total ->
        [one] one point
       *[other] { $total } points
    } in total.
boast-round-score-zero = { $player } took no trick at all and scores 2 points, { $total ->
        [one] one point
       *[other] { $total } points
    } in total.
boast-round-score-none = { $player } took { $tricks ->
        [one] one trick
       *[other] { $tricks } tricks
    } and scores nothing, { $total ->
        [one] one point
       *[other] { $total } points
    } in total.
boast-reached-top = { $count ->
        [one] { $players } has reached the top with 5 points or more.
       *[other] { $players } have reached the top with 5 points or more.
    }
boast-game-won = { $player } wins the game with { $points ->
        [one] one point
       *[other] { $points } points
    }!
boast-game-shared = It is a tie: { $players } share the win.
boast-play-on = It is a tie between { $players }. Play goes on, round after round, until one player alone has the most points.
boast-still-tied = { $players } still share the most points ({ $points }), so another round is played.

## The table, as shown to everyone

boast-view-waiting-first-deal = Waiting for the first deal.
boast-view-round = Round { $round }: take exactly { $target ->
        [one] one trick
       *[other] { $target } tricks
    } for 1 point, or none for 2 points.
boast-view-tower = Tower, from the strongest colour down: { $top }, { $middle }, { $bottom }.
boast-view-leftovers = Left-over cards: { $first } and { $second }.
boast-view-leftovers-hidden = Left-over cards: hidden.
boast-view-player = { $player }: { $tricks ->
        [one] one trick
       *[other] { $tricks } tricks
    } taken, { $cards ->
        [one] one card
       *[other] { $cards } cards
    } in hand, { $points ->
        [one] one point
       *[other] { $points } points
    }.
# One card of a trick, inside a list: "Anna: red 7".
boast-view-played = { $player }: { $card }
boast-view-last-trick = Last trick, taken by { $player }: { $cards }.
boast-view-trick = Current trick, led by { $player }: { $cards }.
boast-view-turn = Next to play: { $player }.
boast-view-waiting-deal = Waiting for the next deal.
boast-view-play-on = Tie at the top: play goes on until one player alone has the most points.
boast-view-winner = The game is over: { $player } wins.
boast-view-winners = The game is over: { $players } share the win.

## The viewer's own hand

boast-view-hand = Your hand ({ $count ->
        [one] one card
       *[other] { $count } cards
    }): { $cards }.
boast-view-hand-empty = Your hand is empty.

## Rule help, one message per section

boast-rules-overview =
    A trick-taking game for 3 to 5 players. Each round, try to take exactly the target number of tricks, or no trick at all. Which colour is strongest changes from trick to trick. The first player to reach 5 points wins.
    .title = Overview
boast-rules-cards =
    The deck has red, blue and yellow cards and a few colourless escape cards. With 3 players the values 1 to 7 and 2 escape cards are used; with 4 players 1 to 9 and 3 escape cards; with 5 players 1 to 11 and 4 escape cards. Everybody gets 7 cards and two cards are left over: they lie face up in the middle and are out of play for the round. Three colour tokens are stacked in a random tower: the top colour is the strongest, the bottom one the weakest.
    .title = Cards and setup
boast-rules-trick =
    The leader plays any card, then the others play one card each, in clockwise order. The first coloured card of the trick sets the colour to follow. If you hold that colour, play a card of it or an escape card; if you do not, play any card. You may play an escape card at any time. Type a card like r7, b11 or y1, or esc for an escape card.
    .title = Playing a trick
boast-rules-winning =
    Only coloured cards can take a trick; escape cards never do. If all coloured cards of the trick have the same colour, the highest one wins. If there are several colours, colour beats number: the colour standing highest in the tower decides, and the highest card of that colour wins. That colour's token then moves to the bottom of the tower and the tokens under it move up. The winner of a trick leads the next one.
    .title = Who takes the trick
boast-rules-scoring =
    A round ends after 7 tricks. Taking exactly the target number of tricks scores 1 point: 3 tricks with 3 players, 2 with 4 players, 1 with 5 players. Taking no trick at all scores 2 points. Anything else scores nothing. Each new round is shuffled and dealt afresh, and the first lead passes one seat to the left.
    .title = Scoring
boast-rules-end =
    The game ends after the round in which somebody reaches 5 points or more. If one player has, that player wins. If several have, it is a tie, whatever their exact points: by default they share the win; with the play-on tie-break, rounds continue until one player alone has the most points.
    .title = End of the game
boast-rules-variants =
    Table options: hidden_leftovers=true lays the two left-over cards face down, so nobody knows them. tiebreak=shared (the default) lets everybody at the top share the win; tiebreak=play_on keeps playing until a single player has the most points.
    .title = Variants
boast-rules-example =
    Red 8 is led and another player adds blue 1. Two colours are in the trick and blue is on top of the tower, so blue decides: blue 1 takes the trick, and the blue token goes to the bottom of the tower.
    .title = Example
