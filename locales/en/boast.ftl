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
        [one] { $total } point
       *[other] { $total } points
    } in total.
boast-round-score-zero = { $player } took no trick at all and scores 2 points, { $total ->
        [one] { $total } point
       *[other] { $total } points
    } in total.
boast-round-score-none = { $player } took { $tricks ->
        [one] one trick
       *[other] { $tricks } tricks
    } and scores nothing, { $total ->
        [one] { $total } point
       *[other] { $total } points
    } in total.
boast-reached-top = { $count ->
        [one] { $players } has reached the top with 5 points or more.
       *[other] { $players } have reached the top with 5 points or more.
    }
boast-game-won = { $player } wins the game with { $points ->
        [one] { $points } point
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
        [one] { $points } point
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
