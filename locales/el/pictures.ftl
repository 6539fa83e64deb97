# Words drawn in pictures (the final-score chart). $player is a player's name; $round
# and $score are numbers.

picture-scores = Βαθμολογία
picture-round = Γύρος { $round }
picture-score = { $score }
picture-player = { $player }: { $score }

## Λέξεις στις εικόνες (στα χαρτιά του χεριού και στο τραπέζι)
picture-seat = { $player }
picture-your-hand = Τα χαρτιά σου
picture-trick = Μπάζα
picture-last-trick = Προηγούμενη μπάζα
