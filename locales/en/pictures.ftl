# Words drawn in pictures (the final-score chart; its legend is each game's final
# standings). $round and $score are numbers, $player is a player's name.

picture-scores = Scores
picture-round = Round { $round }
picture-score = { $score }

## Words in pictures (a transport draws them on hands and boards)
picture-seat = { $player }
# Over the cards or dice (War of the Buttons) in a hand.
picture-your-hand = Your hand
picture-trick = Trick
picture-last-trick = Last trick
