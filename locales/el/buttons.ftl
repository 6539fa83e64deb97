# «Ο πόλεμος των κουμπιών» — ελληνικά μηνύματα.
# Μεταβλητές: $player και $players είναι ονόματα παικτών (μια λίστα χωρίζεται με κόμματα)·
# $location και $space είναι το όνομα μιας τοποθεσίας ή μιας θέσης του σχολείου· $place
# λέει πού βρίσκεται ένα ζάρι· $card και $token περιγράφουν μια κάρτα ή μια μάρκα μπόνους·
# $count, $value, $cost, $gain, $buttons, $stars, $bb, $column, $next, $reward, $section
# και $round είναι αριθμοί· $items, $dice, $die, $hand, $detainees, $changes και $spaces
# είναι ζάρια γραμμένα όπως στις κινήσεις (τα δικά σου με την τιμή τους, τα λευκά ως w<n>).
# Χωρίς άρθρο πριν από τα ονόματα των παικτών και χωρίς γένος για τον παίκτη.
# Η βοήθεια κανόνων βρίσκεται στο buttons-rules.ftl.

buttons-name = Ο πόλεμος των κουμπιών

## Πώς γράφεις μια κίνηση

buttons-notation-hint = Για προσφορά γράψε bid, το αγγλικό όνομα της τοποθεσίας (quarry: λατομείο, forest: δάσος, field: λιβάδι) και τις τιμές των ζαριών σου, π.χ. bid forest 5 5· λευκό ζάρι προσθέτεις ως +w3 και μεγάλο αδερφό ως +bb5 (εδώ δηλωμένο ως 5). Σχολείο: school, το αγγλικό όνομα της θέσης (exam: εξέταση, free: απελευθέρωση, traitor: καρφί, start: πρώτος παίκτης, bb: μεγάλος αδερφός, build: χτίσιμο, star: αστέρι) και η τιμή του ζαριού, π.χ. school exam 4· στο χτίσιμο και το τμήμα: school build 2 s4· στην απελευθέρωση και ο κρατούμενος: school free 1 d7· στο καρφί school traitor 3 d6, ή school traitor 3 none αν δεν παίρνεις κανέναν κρατούμενο. Κάρτες: buy s2 2 2 2 (η κάρτα της θέσης 2 με τρία 2· σε κάρτα χτισίματος πρόσθεσε και το τμήμα, π.χ. s3). Χωριό: village 1 3. Ενέργειες μπόνους: white w4 (αγορά λευκού ζαριού), change d2 6 (το ζάρι d2 γίνεται 6), rescue c07 d6 (δίνεις την κάρτα C07 και σώζεις τον κρατούμενο d6). Ακόμη: end (τέλος της σειράς σου), done (τελείωσες με τις κάρτες μετά τη ρίψη), detain d6:1 d7:2 d8:3 (τα τιμωρημένα αγόρια στις θέσεις κράτησης: το d6 στη θέση 1 κ.ο.κ.), rename c13 d2:5 (με την κάρτα C13 το d2 γίνεται 5), reroll d1 d3 (ξαναρίχνεις τα d1 και d3), penalty d3 h2 (ποινή του καρφιού: το d3 στη θέση κράτησης 2), token quarry s3 d7 (η μάρκα μπόνους του λατομείου: χτίζεις το τμήμα 3 και σώζεις το d7).

## Τα κομμάτια

buttons-quarry = Λατομείο
buttons-forest = Δάσος
buttons-field = Λιβάδι
buttons-space-exam = Εξέταση
buttons-space-free = Απελευθέρωση
buttons-space-traitor = Καρφί
buttons-space-start = Πρώτος παίκτης
buttons-space-bb = Μεγάλος αδερφός
buttons-space-build = Χτίσιμο
buttons-space-star = Αστέρι
buttons-nobody = κανείς
buttons-die-at = { $die } ({ $place })
buttons-place-school = σχολείο, θέση «{ $space }»
buttons-place-slot = θέση κάρτας { $slot }

buttons-card = { $id } { $effect } ({ $kind }, { $dice } ζάρια)
buttons-card-unknown = κάρτα { $id }
buttons-kind-one-shot = μίας χρήσης
buttons-kind-permanent = μόνιμη
buttons-kind-post-roll = μετά τη ρίψη
buttons-effect-build = Χτίσιμο τμήματος
buttons-effect-school = +{ $buttons } κουμπιά για κάθε ζάρι στο σχολείο
buttons-effect-location = { $location }: +{ $buttons } κουμπιά για κάθε προσφορά
buttons-effect-village = +{ $buttons } κουμπί για κάθε ζάρι στο χωριό
buttons-effect-bb = { $count } μεγάλοι αδερφοί
buttons-effect-ties = Η ισοπαλία εκτοπίζει
buttons-effect-rename = Αλλαγή των { $face }
buttons-effect-reroll = Ξαναρίξιμο
buttons-effect-stars = { $count ->
        [one] Ένα αστέρι
       *[other] { $count } αστέρια
    }

buttons-token = { $id } ({ $parts })
buttons-token-build = χτίσιμο τμήματος
buttons-token-stars = { $count ->
        [one] ένα αστέρι
       *[other] { $count } αστέρια
    }
buttons-token-buttons = { $count } κουμπιά
buttons-token-rescue = διάσωση κρατουμένου
buttons-token-bb = { $count ->
        [one] ένας μεγάλος αδερφός
       *[other] { $count } μεγάλοι αδερφοί
    }

buttons-extra-none = { "" }
buttons-extra-detainee = , και ο κρατούμενος { $die } γυρίζει σπίτι
buttons-extra-section = , για το τμήμα { $section }

## Κινήσεις

buttons-move-detain = Βάλε τους κρατούμενους: { $spaces }
buttons-move-rename = Χρησιμοποίησε την κάρτα { $card }: { $changes }
buttons-move-reroll = Ξαναρίξε: { $dice }
buttons-move-done = Τέλος με τις κάρτες μετά τη ρίψη
buttons-move-white = Αγόρασε το λευκό ζάρι { $die }
buttons-move-change = Γύρνα το { $die } στο { $value }
buttons-move-rescue = Δώσε την κάρτα { $card } και σώσε τον κρατούμενο { $die }
buttons-move-bid = Προσφορά στο { $location }: { $items }
buttons-move-school = Σχολείο, θέση «{ $space }»: ένα { $value }{ $extra }
buttons-move-buy = Αγορά από τη θέση { $slot } με { $items }{ $extra }
buttons-move-village = Χωριό: { $items }
buttons-move-end = Τέλος της σειράς σου
buttons-move-pass = Πάσο
buttons-move-penalty = Ποινή του καρφιού: το { $die } στη θέση κράτησης { $space }
buttons-move-token = Πάρε τη μάρκα μπόνους ({ $space }){ $section }{ $detainee }

## Μη επιτρεπτές κινήσεις

buttons-illegal-not-now = Αυτή η κίνηση δεν ταιριάζει τώρα.
buttons-illegal-not-in-hand = Δεν έχεις αυτά τα ζάρια στο χέρι σου.
buttons-illegal-detention = Αυτός ο κρατούμενος ή αυτή η θέση κράτησης δεν ταιριάζει.
buttons-illegal-card = Δεν μπορείς να χρησιμοποιήσεις αυτή την κάρτα τώρα.
buttons-illegal-afford = Αυτό κοστίζει { $cost ->
        [one] { $cost } κουμπί
       *[other] { $cost } κουμπιά
    } και δεν έχεις αρκετά.
buttons-illegal-mixed = Όλα τα ζάρια πρέπει να δείχνουν την ίδια τιμή.
buttons-illegal-no-items = Βάλε τουλάχιστον ένα ζάρι.
buttons-illegal-bb = Δεν έχεις μεγάλο αδερφό να χρησιμοποιήσεις εδώ.
buttons-illegal-beat = Αυτή η προσφορά δεν νικά την τρέχουσα προσφορά: θέλει περισσότερα ζάρια ή ίσα με μεγαλύτερη τιμή.
buttons-illegal-traitor-ban = Ως καρφί δεν μπορείς να κάνεις προσφορά σε τοποθεσία σε αυτόν τον γύρο.
buttons-illegal-inactive = Αυτή η τοποθεσία δεν παίζει με τόσους παίκτες.
buttons-illegal-space-taken = Αυτή η θέση του σχολείου είναι ήδη πιασμένη.
buttons-illegal-requirement = Δεν μπορείς να εκτελέσεις πλήρως το αποτέλεσμα αυτής της θέσης.
buttons-illegal-section = Διάλεξε ένα τμήμα που μπορείς να χτίσεις.
buttons-illegal-empty-slot = Δεν υπάρχει κάρτα σε αυτή τη θέση.
buttons-illegal-item-count = Αυτή η κάρτα θέλει ακριβώς { $count } ζάρια.
buttons-illegal-bonus-used = Έκανες ήδη ενέργεια μπόνους σε αυτή τη σειρά.
buttons-illegal-dice-action = Κάνε πρώτα την ενέργεια ζαριών σου, μία ανά σειρά.
buttons-illegal-choice = Αυτή η επιλογή δεν επιτρέπεται.

## Νέα

buttons-start-player = Πρώτος παίκτης: { $player }.
buttons-lane-tiles = Πλακίδια λωρίδων: { $tiles }.
buttons-lane-tile = { $location }: πλακίδιο { $tile }
buttons-detainees-rolled = Ρίχνονται τα τρία τιμωρημένα αγόρια κάθε παίκτη.
buttons-dealt = Νέες κάρτες στη βιτρίνα: { $cards }.
buttons-detained = { $player } έβαλε τα τιμωρημένα αγόρια στις θέσεις κράτησης.
buttons-round-started = Ξεκινά ο γύρος { $round }· πρώτος παίκτης: { $player }.{ $income ->
        [0] { "" }
        [one] { " " }Οι κάρτες έδωσαν { $income } κουμπί εισόδημα.
       *[other] { " " }Οι κάρτες έδωσαν { $income } κουμπιά εισόδημα.
    }
buttons-tokens-laid = Μάρκες μπόνους: { $tokens }.
buttons-token-on = { $space }: { $token }
buttons-rolled = Όλοι έριξαν· τα λευκά ζάρια είναι στη λιμνούλα.
buttons-renamed = { $player } χρησιμοποίησε την κάρτα { $card } { $count ->
        [one] σε ένα ζάρι
       *[other] σε { $count } ζάρια
    }.
buttons-rerolled = { $player } ξανάριξε: { $dice }.
buttons-white-taken = { $player } αγόρασε το λευκό ζάρι { $die }, που δείχνει { $value }.
buttons-changed = { $player } γύρισε το { $die } από { $from } σε { $to } για { $cost ->
        [one] { $cost } κουμπί
       *[other] { $cost } κουμπιά
    }.
buttons-rescued = { $player } έδωσε την κάρτα { $card } και έσωσε τον κρατούμενο { $die }.
buttons-bid = { $player } έκανε προσφορά { $count } × { $value } στο { $location } (στήλη { $column }) και κέρδισε { $gain ->
        [one] { $gain } κουμπί
       *[other] { $gain } κουμπιά
    }{ $displaced ->
        [0] .
        [one] · ένα ζάρι πήγε στον μύλο.
       *[other] · { $displaced } ζάρια πήγαν στον μύλο.
    }
buttons-school = { $player } έβαλε ένα { $value } στη θέση «{ $space }» του σχολείου{ $cost ->
        [0] { " " }χωρίς κόστος
        [one] , πληρώνοντας { $cost } κουμπί
       *[other] , πληρώνοντας { $cost } κουμπιά
    }{ $extra }{ $gain ->
        [0] .
        [one] · +{ $gain } κουμπί από την κάρτα του σχολείου.
       *[other] · +{ $gain } κουμπιά από την κάρτα του σχολείου.
    }
buttons-bought = { $player } αγόρασε την κάρτα { $card } για { $cost ->
        [one] { $cost } κουμπί
       *[other] { $cost } κουμπιά
    }{ $gain }.
buttons-gain-none = { "" }
buttons-gain-built = , και έχτισε το τμήμα { $section }
buttons-gain-lost = · κανένα τμήμα δεν μπορούσε να χτιστεί
buttons-gain-bb = { $count ->
        [0] , αλλά στο απόθεμα δεν έμεινε κανένας μεγάλος αδερφός
        [one] , και πήρε έναν μεγάλο αδερφό
       *[other] , και πήρε { $count } μεγάλους αδερφούς
    }
buttons-gain-stars = { $count ->
        [0] , αλλά στο απόθεμα δεν έμεινε κανένα αστέρι
        [one] , και πήρε ένα αστέρι
       *[other] , και πήρε { $count } αστέρια
    }
buttons-village = { $player } έβαλε { $count ->
        [one] ένα ζάρι
       *[other] { $count } ζάρια
    } στο χωριό και πήρε { $gain ->
        [one] { $gain } κουμπί
       *[other] { $gain } κουμπιά
    }.
buttons-traitor = Καρφί στα { $value } – τιμωρείται: { $player }.
buttons-penalty = { $player } έστειλε το { $die } στη θέση κράτησης { $space }.
buttons-exam = Εξέταση στα { $value } – περνά: { $player }.
buttons-token-claimed = { $player } παίρνει τη μάρκα μπόνους ({ $space }): { $token }{ $section }{ $detainee }.
buttons-turn-ended = { $player }: τέλος σειράς.
buttons-new-start = { $player } θα ξεκινήσει τον επόμενο γύρο.
buttons-game-over = Τέλος παιχνιδιού. { $count ->
        [one] Κερδίζει { $players }.
       *[other] Μοιράζονται τη νίκη: { $players }.
    }
buttons-game-over-vp = Τέλος παιχνιδιού, με πόντους νίκης ({ $scores }). { $count ->
        [one] Κερδίζει { $players }.
       *[other] Μοιράζονται τη νίκη: { $players }.
    }
buttons-score = { $player } { $vp }

## Ποιον περιμένουμε

buttons-awaiting-detain = { $player } βάζει τα τιμωρημένα αγόρια στις θέσεις κράτησης.
buttons-awaiting-post-roll = { $player } μπορεί να χρησιμοποιήσει κάρτες μετά τη ρίψη.
buttons-awaiting-turn = Παίζει { $player }.
buttons-awaiting-penalty = Ποινή του καρφιού: { $player } διαλέγει ένα ζάρι που δείχνει { $value } και μια άδεια θέση κράτησης όπου θα το βάλει. Ζάρια που μπορεί να διαλέξει: { $dice }.
buttons-awaiting-token = { $player } εφαρμόζει τη μάρκα μπόνους ({ $space }).
buttons-awaiting-over = Το παιχνίδι τελείωσε.
buttons-awaiting-chance = Ρίχνονται ζάρια και μοιράζονται κάρτες.

## Το ταμπλό

buttons-view-header = Γύρος { $round }, πρώτος παίκτης: { $player }. { $awaiting }
# Πριν αρχίσει ο 1ος γύρος (προετοιμασία: πρώτος παίκτης, τιμωρημένα αγόρια, η πρώτη μοιρασιά).
buttons-view-header-setup = Προετοιμασία του παιχνιδιού, πρώτος παίκτης: { $player }. { $awaiting }
buttons-view-lane = { $location }: στήλη { $column }, { $standing }· η επόμενη προσφορά παίρνει τη στήλη { $next } για { $reward ->
        [one] { $reward } κουμπί
       *[other] { $reward } κουμπιά
    }. Μάρκα: { $token }.
buttons-view-standing = { $count } × { $value } ({ $player })
buttons-view-empty = καμία προσφορά
buttons-view-no-token = καμία
buttons-view-school = Σχολείο — { $spaces }. Μάρκα εξέτασης: { $token }.
buttons-view-space = { $space }: { $holder }
buttons-view-die = { $value } ({ $player })
buttons-view-free = κανείς
buttons-view-cards = Κάρτες: { $slots }. Τράπουλα: { $draw }, πεταμένες: { $discard }.
# Οι κάρτες στην προετοιμασία: μοιράζονται όταν αρχίζει ο 1ος γύρος.
buttons-view-cards-setup = Κάρτες: δεν έχουν μοιραστεί ακόμη· μοιράζονται όταν αρχίζει ο 1ος γύρος. Τράπουλα: { $draw }.
buttons-view-slot = θέση { $slot }: { $card } [{ $dice }]
buttons-view-bought = αγοράστηκε
buttons-view-areas = Χωριό: { $village }. Λιμνούλα: { $pond }. Μύλος: { $mill ->
        [one] ένα ζάρι
       *[other] { $mill } ζάρια
    }. Απόθεμα: { $stars ->
        [one] { $stars } αστέρι
       *[other] { $stars } αστέρια
    }, { $bb ->
        [one] { $bb } μεγάλος αδερφός
       *[other] { $bb } μεγάλοι αδερφοί
    }.
buttons-view-player = { $player }: { $buttons ->
        [one] { $buttons } κουμπί
       *[other] { $buttons } κουμπιά
    }, { $stars ->
        [one] { $stars } αστέρι
       *[other] { $stars } αστέρια
    }, { $bb ->
        [one] { $bb } μεγάλος αδερφός
       *[other] { $bb } μεγάλοι αδερφοί
    }· χέρι: { $hand }· χτισμένα τμήματα: { $built } ({ $sections })· κρατούμενοι: { $detainees }· κάρτες: { $cards }{ $ban }
buttons-view-banned = · καρφί, χωρίς προσφορές σε αυτόν τον γύρο
buttons-group-school = Σχολείο
buttons-group-cards = Κάρτες
buttons-group-village = Χωριό
buttons-group-pond = Λιμνούλα (λευκά ζάρια)
buttons-group-other = Άλλες κινήσεις
