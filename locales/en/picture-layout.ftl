## Words in pictures (a transport draws them on hands and boards)
picture-seat = { $player }
picture-your-hand = Your hand
picture-trick = Trick
picture-last-trick = Last trick
