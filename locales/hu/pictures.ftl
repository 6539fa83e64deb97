# Words drawn in pictures (the final-score chart; its legend is each game's final
# standings). $round and $score are numbers, $player is a player's name.

picture-scores = Pontszámok
picture-round = { $round }. forduló
picture-score = { $score }

## Szavak a képeken (a kézben tartott lapok és az asztal képén)
picture-seat = { $player }
# A kézben tartott lapok vagy kockák (Gombháború) fölött.
picture-your-hand = A kezedben
picture-trick = Ütés
picture-last-trick = Előző ütés
