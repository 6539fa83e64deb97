## Λέξεις στις εικόνες (στα χαρτιά του χεριού και στο τραπέζι)
picture-seat = { $player }
picture-your-hand = Τα χαρτιά σου
picture-trick = Μπάζα
picture-last-trick = Προηγούμενη μπάζα
