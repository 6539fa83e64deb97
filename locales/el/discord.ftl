# Discord: τα κουμπιά του μηνύματος του τραπεζιού και μηνύματα που στέλνει μόνο το μποτ.

discord-button-join = Μπαίνω
discord-button-leave = Φεύγω
discord-button-bot = Προσθήκη μποτ
discord-button-start = Έναρξη
discord-button-hand = Το χέρι μου
discord-done = Έγινε.
discord-unknown-command = Δεν ξέρω αυτή την εντολή· ίσως οι εντολές μου ενημερώνονται αυτή τη στιγμή, δοκίμασε ξανά σε ένα λεπτό.
discord-dms-closed = { $player }, δεν μπορώ να σου στείλω προσωπικά μηνύματα, οπότε το χέρι σου θα το βλέπεις με την εντολή /χέρι ή με το κουμπί «Το χέρι μου». Επίτρεψε τα προσωπικά μηνύματα από αυτόν τον διακομιστή, μετά ξεκίνα ένα παιχνίδι ή χρησιμοποίησε το /χέρι, και θα ξαναδοκιμάσω (σε κάθε περίπτωση μετά από μια μέρα).
discord-channel-unreachable = Δεν μπορώ πια να γράψω στο κανάλι { $channel } ({ $reason ->
        [gone] το κανάλι δεν υπάρχει πια
        [access] δεν έχω πρόσβαση σε αυτό
       *[permission] μου λείπει μια άδεια εκεί
    }), οπότε σταμάτησα να στέλνω μηνύματα εκεί. Δώσε μου τις άδειες «Προβολή καναλιού», «Αποστολή μηνυμάτων» και «Ενσωμάτωση συνδέσμων» σε εκείνο το κανάλι και άνοιξε ξανά τραπέζι με την εντολή /παιχνίδι νέο.
discord-deadline = ⏳ Ο χρόνος για την κίνηση λήγει { $when }.
discord-reminder-where = Τραπέζι: { $channel }
discord-reminder-jump = Πήγαινε στο τραπέζι
discord-unknown-button = Δεν αναγνωρίζω αυτό το κουμπί ή ανήκει σε άλλο κανάλι. Χρησιμοποίησε τα κουμπιά του μηνύματος του τραπεζιού σε αυτό το κανάλι ή την εντολή /παιχνίδι κατάσταση.
discord-button-play = Παίξε
discord-menu-choose = Διάλεξε την κίνησή σου
discord-menu-previous = ◀ Προηγούμενη
discord-menu-next = Επόμενη ▶
discord-menu-page = Οι κινήσεις σου, σελίδα { $page } από { $pages }.
discord-menu-kind = Διάλεξε είδος κίνησης
discord-menu-kinds = ◀ Είδη κινήσεων
discord-menu-other = Άλλες κινήσεις
discord-button-rematch = Ρεβάνς
discord-thread-summary = { $summary } Νήμα: { $thread }
