# Words drawn in pictures (the final-score chart). $player is a player's name; $round
# and $score are numbers.

picture-scores = Очки
picture-round = Раунд { $round }
picture-score = { $score }
picture-player = { $player }: { $score }
