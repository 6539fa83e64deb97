# Το επίπεδο του τραπεζιού: λόμπι, θέσεις, σειρά και αρνήσεις, για κάθε παιχνίδι.

lang-en = αγγλικά
lang-hu = ουγγρικά
lang-el = ελληνικά
lang-ru = ρωσικά

table-ai-name = Bot { $number }

## Λόμπι
table-lobby-opened = { $host } άνοιξε τραπέζι για το { $game } ({ $min }–{ $max } παίκτες). Μπες με /παιχνίδι συμμετοχή· το παιχνίδι το ξεκινά ο οικοδεσπότης με /παιχνίδι έναρξη.
table-joined = { $player } κάθισε στο τραπέζι.
table-left = { $player } σηκώθηκε από το τραπέζι.
table-new-host = Τον ρόλο του οικοδεσπότη τον έχει πλέον { $player }.
table-lobby-closed = Το τραπέζι έκλεισε.
table-lobby-status = Τραπέζι για το { $game }: { $count ->
        [one] κάθεται ένας παίκτης
       *[other] κάθονται { $count } παίκτες
    } (χρειάζονται { $min }–{ $max }): { $players }.
table-empty = Δεν υπάρχει παιχνίδι σε αυτό το τραπέζι. Ξεκίνα ένα με /παιχνίδι νέο.

## Παιχνίδι
table-game-started = Ξεκινά το { $game }! Σειρά στο τραπέζι: { $players }.
table-move-accepted = Έπαιξες { $move }.
table-waiting = { $count ->
        [one] Σειρά σου, { $players }!
       *[other] Περιμένουμε: { $players }.
    }
table-legal-moves = Μπορείς να παίξεις: { $moves }
table-replaced-by-ai = { $player } αποχώρησε από το παιχνίδι· από εδώ και πέρα στη θέση αυτή παίζει { $ai }.
table-game-abandoned = { $player } σταμάτησε το παιχνίδι πριν τελειώσει.
table-game-over = Τέλος παιχνιδιού! Συγχαρητήρια για τη νίκη, { $winners }!
table-final-score = { $player }: { $score ->
        [one] 1 πόντος
       *[other] { $score } πόντοι
    }
table-language-set = Το τραπέζι αυτού του καναλιού μιλάει πλέον { $language }.

## Αρνήσεις (δεν άλλαξε τίποτα)
table-game-running = Σε αυτό το τραπέζι παίζεται ήδη ένα παιχνίδι.
table-lobby-exists = Υπάρχει ήδη ανοιχτό τραπέζι εδώ· μπες με /παιχνίδι συμμετοχή.
table-no-lobby = Δεν υπάρχει ανοιχτό τραπέζι εδώ. Άνοιξε ένα με /παιχνίδι νέο.
table-no-game = Δεν παίζεται κανένα παιχνίδι σε αυτό το τραπέζι.
table-unknown-game = Δεν υπάρχει παιχνίδι με το όνομα «{ $game }». Διαθέσιμα παιχνίδια: { $games }.
table-bad-option = Αυτή η επιλογή τραπεζιού δεν είναι έγκυρη: { $option }.
table-already-seated = Έχεις ήδη θέση σε αυτό το τραπέζι.
table-lobby-full = Το τραπέζι είναι γεμάτο ({ $max } παίκτες).
table-not-seated = Δεν έχεις θέση σε αυτό το τραπέζι.
table-host-only = Αυτό μπορεί να το κάνει μόνο ο οικοδεσπότης ή κάποιος συντονιστής.
table-moderator-only = Αυτό μπορεί να το κάνει μόνο κάποιος συντονιστής του καναλιού.
table-player-count = Αυτό το παιχνίδι χρειάζεται { $min }–{ $max } παίκτες, ενώ τώρα στο τραπέζι { $count ->
        [one] κάθεται ένας
       *[other] κάθονται { $count }
    }.
table-not-your-turn = Δεν είναι η σειρά σου.
table-move-unreadable = Το «{ $input }» δεν είναι έγκυρη κίνηση εδώ. { $hint }
table-store-failed = Δεν ήταν δυνατό να αποθηκευτεί αυτό, οπότε δεν άλλαξε τίποτα. Δοκίμασε ξανά.
table-record-broken = Το αποθηκευμένο παιχνίδι αυτού του τραπεζιού δεν μπορεί να επαναφερθεί· κάποιος διαχειριστής μπορεί να το εξαγάγει για να το εξετάσει.
