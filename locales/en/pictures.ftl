# Words drawn in pictures (the final-score chart). $player is a player's name; $round
# and $score are numbers.

picture-scores = Scores
picture-round = Round { $round }
picture-score = { $score }
picture-player = { $player }: { $score }
