# Words drawn in pictures (the final-score chart; its legend is each game's final
# standings). $round and $score are numbers, $player is a player's name.

picture-scores = Βαθμολογία
picture-round = Γύρος { $round }
picture-score = { $score }

## Λέξεις στις εικόνες (στο χέρι και στο τραπέζι)
picture-seat = { $player }
# Πάνω από τις κάρτες ή τα ζάρια (Ο πόλεμος των κουμπιών) στο χέρι.
picture-your-hand = Το χέρι σου
picture-trick = Μπάζα
picture-last-trick = Προηγούμενη μπάζα
