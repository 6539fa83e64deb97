# Words drawn in pictures (the final-score chart). $player is a player's name; $round
# and $score are numbers.

picture-scores = Scores
picture-round = Round { $round }
picture-score = { $score }
picture-player = { $player }: { $score }

## Words in pictures (a transport draws them on hands and boards)
picture-seat = { $player }
picture-your-hand = Your hand
picture-trick = Trick
picture-last-trick = Last trick
