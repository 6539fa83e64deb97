## Szavak a képeken (a kézben tartott lapok és az asztal képén)
picture-seat = { $player }
picture-your-hand = A lapjaid
picture-trick = Ütés
picture-last-trick = Előző ütés
