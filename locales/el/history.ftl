# Records and history: /game record, /game history, and the plain-text log of a game.
# $game is a game's name (in history-no-such-game: what was typed); $id a game id;
# $players a list of player names; $when a date or a Discord timestamp.

## Refusals (nothing changed)
history-no-games = Σε αυτό το τραπέζι δεν έχει παιχτεί ακόμη κανένα παιχνίδι.
history-no-such-game = Αυτό το τραπέζι δεν έχει παιχνίδι «{ $game }». Το /παιχνίδι ιστορικό δείχνει τα παιχνίδια που τελείωσαν εδώ, με ένα κουμπί για το αρχείο του καθενός.
history-damaged = Το αποθηκευμένο αρχείο αυτού του παιχνιδιού έχει καταστραφεί και δεν διαβάζεται, οπότε δεν υπάρχει αρχείο να σου στείλω.

## The plain-text log of a game
history-log-title = { $game }, παιχνίδι { $id }
history-log-started = Έναρξη: { $when } (UTC)
history-log-players = Παίκτες: { $players }
history-log-private = (το είδε μόνο ο παίκτης { $player }) { $text }
history-log-stopped = Το παιχνίδι σταμάτησε πριν από το τέλος του. Τα αποτελέσματα τη στιγμή της διακοπής:
history-log-running = Το παιχνίδι συνεχίζεται. Αυτό το ημερολόγιο και το αρχείο δείχνουν μόνο ό,τι είδαν όλοι στο τραπέζι: κανένα χέρι, καμία κρυφή επιλογή, καμία μοιρασιά.

## Discord: /game history and /game record
discord-history-none = Σε αυτό το τραπέζι δεν έχει τελειώσει ακόμη κανένα παιχνίδι.
discord-history-heading = { $count ->
        [one] Το τελευταίο παιχνίδι που τελείωσε εδώ:
       *[other] Τα τελευταία { $count } παιχνίδια που τελείωσαν εδώ:
    }
discord-history-line = **{ $number }.** { $game }, { $when } — { $scores }. { $result }
discord-history-won = { $count ->
        [one] Νίκη: { $winners }.
       *[other] Μοιράζονται τη νίκη: { $winners }.
    }
discord-history-stopped = Σταμάτησε πριν από το τέλος του.
discord-history-button = Αρχείο { $number }
discord-history-hint = Κάθε κουμπί στέλνει το αρχείο και το ημερολόγιο εκείνου του παιχνιδιού, μόνο σε σένα.
discord-record-sent = Το αρχείο του παιχνιδιού { $id } ({ $game }) και το ημερολόγιό του. Το `gametable replay game-{ $id }.json` το ξαναπαίζει.
discord-record-public = Το παιχνίδι { $id } ({ $game }) παίζεται ακόμη, οπότε παίρνεις μόνο το δημόσιο μέρος του: το αρχείο χωρίς μοιρασιές και κινήσεις, και το ημερολόγιο με ό,τι είδαν όλοι στο τραπέζι.
