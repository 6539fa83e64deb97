# Boast or Nothing — ελληνικά μηνύματα.
# Μεταβλητές: $player και $players είναι ονόματα παικτών (μια λίστα χωρίζεται με κόμματα)·
# $card είναι η ονομασία μιας κάρτας («κόκκινο 7», «κάρτα διαφυγής»)· $colour είναι ένα
# χρώμα («κόκκινο»)· $top, $middle και $bottom τα χρώματα του πύργου από το πιο δυνατό.

boast-name = Boast or Nothing

## Κάρτες

# Μια χρωματιστή κάρτα, π.χ. «κόκκινο 7».
boast-card = { $colour } { $value }
boast-escape = κάρτα διαφυγής

## Πώς γράφεις μια κίνηση

boast-notation-hint = Γράψε την κάρτα με το γράμμα του χρώματος και την τιμή της, π.χ. r7, b11 ή y1 (r = κόκκινο, b = μπλε, y = κίτρινο), ή γράψε esc για να παίξεις κάρτα διαφυγής.

## Μη επιτρεπτές κινήσεις

boast-illegal-not-in-hand = Δεν έχεις { $card } στο χέρι σου.
boast-illegal-must-follow = Έχεις { $colour } στο χέρι σου, οπότε πρέπει να ρίξεις { $colour } ή κάρτα διαφυγής.

## Ανακοινώσεις

boast-round-started = Ξεκινά ο γύρος { $round } και ανοίγει { $player }. Στόχος: πάρε ακριβώς { $target ->
        [one] μία μπάζα
       *[other] { $target } μπάζες
    } για 1 πόντο ή καμία μπάζα για 2 πόντους.
boast-tower = Ο πύργος, από το πιο δυνατό χρώμα προς τα κάτω: { $top }, { $middle }, { $bottom }.
boast-leftovers = Σε αυτόν τον γύρο μένουν εκτός παιχνιδιού οι δύο κάρτες που περίσσεψαν: { $first } και { $second }.
boast-leftovers-hidden = Οι δύο κάρτες που περίσσεψαν μένουν κλειστές και εκτός παιχνιδιού σε αυτόν τον γύρο.
boast-your-hand = Το χέρι σου ({ $count ->
        [one] μία κάρτα
       *[other] { $count } κάρτες
    }): { $cards }.
boast-card-played = { $player } έπαιξε { $card }.
boast-trick-won = { $player } παίρνει την μπάζα με το { $card } και σε αυτόν τον γύρο έχει ως τώρα { $count ->
        [one] μία μπάζα
       *[other] { $count } μπάζες
    }.
boast-trick-won-by-tower = Στην μπάζα έπεσαν κάρτες σε διάφορα χρώματα και από αυτά ψηλότερα στον πύργο είναι το { $colour }, οπότε { $player } παίρνει την μπάζα με το { $card } και σε αυτόν τον γύρο έχει ως τώρα { $count ->
        [one] μία μπάζα
       *[other] { $count } μπάζες
    }.
boast-tower-moved = Το { $colour } κατεβαίνει στη βάση του πύργου. Η νέα σειρά, από το πιο δυνατό χρώμα προς τα κάτω: { $top }, { $middle }, { $bottom }.
boast-round-ended = Ο γύρος { $round } τελείωσε.
boast-round-score-target = { $player } πήρε ακριβώς { $tricks ->
        [one] μία μπάζα
       *[other] { $tricks } μπάζες
    } και κερδίζει 1 πόντο· συνολικά έχει { $total ->
        [one] { $total } πόντο
       *[other] { $total } πόντους
    }.
boast-round-score-zero = { $player } δεν πήρε καμία μπάζα και κερδίζει 2 πόντους· συνολικά έχει { $total ->
        [one] { $total } πόντο
       *[other] { $total } πόντους
    }.
boast-round-score-none = { $player } πήρε { $tricks ->
        [one] μία μπάζα
       *[other] { $tricks } μπάζες
    } και δεν κερδίζει τίποτα· συνολικά έχει { $total ->
        [one] { $total } πόντο
       *[other] { $total } πόντους
    }.
boast-reached-top = { $count ->
        [one] { $players } έφτασε στην κορυφή με 5 ή περισσότερους πόντους.
       *[other] { $players } έφτασαν στην κορυφή με 5 ή περισσότερους πόντους.
    }
boast-game-won = { $player } κερδίζει το παιχνίδι με { $points ->
        [one] { $points } πόντο
       *[other] { $points } πόντους
    }!
boast-game-shared = Ισοπαλία: { $players } μοιράζονται τη νίκη.
boast-play-on = Ισοπαλία: { $players }. Το παιχνίδι συνεχίζεται, γύρο με τον γύρο, ώσπου ένας μόνο παίκτης να έχει τους περισσότερους πόντους.
boast-still-tied = { $players } μοιράζονται ακόμα την κορυφή με { $points ->
        [one] { $points } πόντο
       *[other] { $points } πόντους
    }, οπότε παίζεται κι άλλος γύρος.

## Το τραπέζι, όπως το βλέπουν όλοι

boast-view-waiting-first-deal = Περιμένουμε το πρώτο μοίρασμα.
boast-view-round = Γύρος { $round }: πάρε ακριβώς { $target ->
        [one] μία μπάζα
       *[other] { $target } μπάζες
    } για 1 πόντο ή καμία για 2 πόντους.
boast-view-tower = Πύργος, από το πιο δυνατό χρώμα προς τα κάτω: { $top }, { $middle }, { $bottom }.
boast-view-leftovers = Κάρτες που περίσσεψαν: { $first } και { $second }.
boast-view-leftovers-hidden = Κάρτες που περίσσεψαν: κλειστές.
boast-view-player = { $player }: { $tricks ->
        [one] 1 μπάζα
       *[other] { $tricks } μπάζες
    }, { $cards ->
        [one] 1 κάρτα
       *[other] { $cards } κάρτες
    } στο χέρι, { $points ->
        [one] { $points } πόντος
       *[other] { $points } πόντοι
    }.
# Μια κάρτα της μπάζας, μέσα σε λίστα: «Άννα: κόκκινο 7».
boast-view-played = { $player }: { $card }
boast-view-last-trick = Τελευταία μπάζα (την πήρε { $player }): { $cards }.
boast-view-trick = Τρέχουσα μπάζα (την άνοιξε { $player }): { $cards }.
boast-view-turn = Σειρά έχει: { $player }.
boast-view-waiting-deal = Περιμένουμε το επόμενο μοίρασμα.
boast-view-play-on = Ισοπαλία στην κορυφή: το παιχνίδι συνεχίζεται ώσπου ένας μόνο παίκτης να έχει τους περισσότερους πόντους.
boast-view-winner = Το παιχνίδι τελείωσε: κέρδισε { $player }.
boast-view-winners = Το παιχνίδι τελείωσε: { $players } μοιράζονται τη νίκη.

## Το χέρι του παίκτη που κοιτάζει

boast-view-hand = Το χέρι σου ({ $count ->
        [one] μία κάρτα
       *[other] { $count } κάρτες
    }): { $cards }.
boast-view-hand-empty = Το χέρι σου είναι άδειο.
