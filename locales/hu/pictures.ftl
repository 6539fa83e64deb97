# Words drawn in pictures (the final-score chart). $player is a player's name; $round
# and $score are numbers.

picture-scores = Pontszámok
picture-round = { $round }. forduló
picture-score = { $score }
picture-player = { $player }: { $score }

## Szavak a képeken (a kézben tartott lapok és az asztal képén)
picture-seat = { $player }
picture-your-hand = A lapjaid
picture-trick = Ütés
picture-last-trick = Előző ütés
