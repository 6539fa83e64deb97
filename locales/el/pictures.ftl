# Words drawn in pictures (the final-score chart). $player is a player's name; $round
# and $score are numbers.

picture-scores = Βαθμολογία
picture-round = Γύρος { $round }
picture-score = { $score }
picture-player = { $player }: { $score }

## Λέξεις στις εικόνες (στο χέρι και στο τραπέζι)
picture-seat = { $player }
picture-your-hand = Το χέρι σου
picture-trick = Μπάζα
picture-last-trick = Προηγούμενη μπάζα
