# NYET! — ελληνικά μηνύματα.
# Μεταβλητές: $player, $next, $first, $second, $others και $players είναι ονόματα παικτών
# (μια λίστα χωρίζεται με κόμματα)· $card είναι η ονομασία μιας κάρτας («πράσινο 7») και
# $cards μια λίστα τέτοιων ονομασιών· $colour είναι ένα χρώμα· $count είναι πόσες κάρτες,
# πόσα λάφυρα ή πόσους παίκτες αφορά η πρόταση· $round είναι ο αριθμός του γύρου, $rounds
# το πλήθος των γύρων και $target η βαθμολογία-στόχος· $field, $value και $row είναι ένα
# πεδίο του ταμπλό, η τιμή του και η σειρά του· $points, $tricks, $booty και $total είναι
# αριθμοί πόντων, μπάζων και λαφύρων.
# Χωρίς άρθρο πριν από τα ονόματα των παικτών, και όσο γίνεται χωρίς γένος για τον παίκτη.
# Η βοήθεια κανόνων βρίσκεται στο nyet-rules.ftl.

nyet-name = NYET!

# Μια κάρτα: «πράσινο 7».
nyet-card = { $colour } { $value }

## Πώς γράφεις μια κίνηση

nyet-notation-hint = Για να καλύψεις ένα πεδίο, γράψε nyet, την αγγλική ονομασία της σειράς (first = πρώτος παίκτης, discard = απόρριψη, trump = χρώμα ατού, super = σούπερ ατού, points = πόντοι) και το πεδίο, για παράδειγμα nyet trump green (το πράσινο ως ατού), nyet trump none (το NYET της σειράς του ατού), nyet super red (τα κόκκινα 1 ως σούπερ ατού), nyet points -2, nyet discard 2 (Πέτα 2), nyet discard except1 (Εκτός από 1), nyet discard pass (Πάσα αριστερά) ή nyet first 3 (ο χαρακτήρας της θέσης 3). Για τις ομάδες γράψε partner 3 (συμπαίκτης σου γίνεται ο παίκτης της θέσης 3), alone 2 (μόνος παίζει ο παίκτης της θέσης 2) ή team 2 4 (οι θέσεις 2 και 4 είναι η διμελής ομάδα)· για να δώσεις την κάρτα μπόνους στη θέση 4, γράψε bonus 4. Για να πετάξεις κάρτες, γράψε discard και τις κάρτες, π.χ. discard g7 r13· για να δώσεις μια κάρτα στον αριστερό σου γείτονα, γράψε pass y1. Για να παίξεις μια κάρτα, γράψε το αρχικό γράμμα του αγγλικού ονόματος του χρώματός της (r = κόκκινο, b = μπλε, y = κίτρινο, g = πράσινο) και την τιμή της, π.χ. r13.

## Το ταμπλό

nyet-row-first = Πρώτος παίκτης
nyet-row-discard = Απόρριψη
nyet-row-trump = Χρώμα ατού
nyet-row-super = Σούπερ ατού
nyet-row-points = Πόντοι
nyet-field = { $row }: { $value }
nyet-value-seat = { $player }
nyet-value-character = χαρακτήρας { $number }
nyet-value-no-discard = NYET (κανείς δεν πετάει κάρτα)
nyet-value-discard-one = πέτα 1 κάρτα
nyet-value-discard-two = πέτα 2 κάρτες
nyet-value-except-one = εκτός από 1 (πέτα 1 κάρτα που δεν είναι 1)
nyet-value-pass-left = πάσα αριστερά (δώσε 1 κάρτα στον αριστερό σου γείτονα)
nyet-value-colour = { $colour }
nyet-value-no-trump = NYET (χωρίς ατού)
nyet-value-super = κάθε { $colour } 1
nyet-value-no-super = NYET (χωρίς σούπερ ατού)
nyet-value-points = { $points ->
        [one] { $points } πόντος
       *[other] { $points } πόντοι
    } για κάθε μπάζα και κάθε λάφυρο

## Κινήσεις, όπως προσφέρονται στα μενού

nyet-move-cover = Κάλυψε το πεδίο «{ $field }»
nyet-move-partner = Διάλεξε συμπαίκτη: { $player }
nyet-move-alone = Παίζει χωρίς συμπαίκτη: { $player }
nyet-move-team = Διμελής ομάδα: { $first } και { $second }
nyet-move-bonus = Δώσε την κάρτα μπόνους: { $player }
nyet-move-discard = Πέτα { $count ->
        [one] την κάρτα { $cards }
       *[other] τις κάρτες { $cards }
    }
nyet-move-pass = Δώσε το { $card } στον αριστερό σου γείτονα
nyet-move-play = Παίξε το { $card }

## Μη επιτρεπτές κινήσεις

nyet-illegal-not-now = Αυτή η κίνηση δεν ταιριάζει τώρα. { $expected }
nyet-awaiting-cover = Κάλυψε ένα ελεύθερο πεδίο του ταμπλό, π.χ. nyet trump green.
nyet-awaiting-partner = Διάλεξε συμπαίκτη, π.χ. partner 3.
nyet-awaiting-alone = Διάλεξε ποιος θα παίξει μόνος, π.χ. alone 2.
nyet-awaiting-team = Διάλεξε τη διμελή ομάδα, π.χ. team 2 4.
nyet-awaiting-bonus = Δώσε την κάρτα μπόνους σε ένα μέλος της διμελούς ομάδας, π.χ. bonus 4.
nyet-awaiting-discard = Διάλεξε { $count ->
        [one] μία κάρτα
       *[other] { $count } κάρτες
    } να πετάξεις, π.χ. discard g7.
nyet-awaiting-except-one = Διάλεξε μία κάρτα που δεν είναι 1 να πετάξεις, π.χ. discard g7.
nyet-awaiting-pass = Διάλεξε μία κάρτα για τον αριστερό σου γείτονα, π.χ. pass y1.
nyet-awaiting-lead = Άνοιξε την μπάζα με μια κάρτα, π.χ. r13.
nyet-awaiting-play = Ρίξε μια κάρτα στην μπάζα, π.χ. r13.
nyet-illegal-covered = Το πεδίο «{ $field }» είναι ήδη καλυμμένο.
nyet-illegal-last-free = Το πεδίο «{ $field }» είναι το τελευταίο ελεύθερο της σειράς του, οπότε δεν μπορεί να καλυφθεί.
nyet-illegal-no-such-seat = Δεν υπάρχει παίκτης { $number } που να μπορείς να διαλέξεις εδώ.
nyet-illegal-own-partner = Δεν μπορείς να είσαι συμπαίκτης του εαυτού σου.
nyet-illegal-not-in-small-team = { $player } δεν είναι στη διμελή ομάδα, οπότε δεν μπορεί να πάρει την κάρτα μπόνους.
nyet-illegal-card-count = Πρέπει να διαλέξεις ακριβώς { $count ->
        [one] μία κάρτα
       *[other] { $count } κάρτες
    }.
nyet-illegal-not-in-hand = Δεν έχεις { $card } στο χέρι σου.
nyet-illegal-no-ones = Σε αυτόν τον γύρο δεν επιτρέπεται να πετάξεις 1.
nyet-illegal-must-follow = Δεν μπορείς να παίξεις το { $card }: πρέπει να ακολουθήσεις το χρώμα που άνοιξε.

## Τι συμβαίνει

nyet-first-dealer = Στον πρώτο γύρο μοιράζει { $player }.
nyet-dealt = Γύρος { $round }: μοιράστηκαν οι κάρτες και το πρώτο πεδίο το καλύπτει { $player }.
nyet-set-aside = { $count ->
        [one] { $count } κάρτα μπαίνει στην άκρη χωρίς να τη δει κανείς.
       *[other] { $count } κάρτες μπαίνουν στην άκρη χωρίς να τις δει κανείς.
    }
nyet-your-hand = Το χέρι σου ({ $count ->
        [one] μία κάρτα
       *[other] { $count } κάρτες
    }): { $cards }.
nyet-covered = { $player } κάλυψε το πεδίο «{ $field }». Το επόμενο πεδίο το καλύπτει { $next }.
nyet-covered-last = { $player } κάλυψε το πεδίο «{ $field }». Οι κανόνες του γύρου ορίστηκαν.
nyet-round-set = Σε αυτόν τον γύρο πρώτος παίκτης είναι { $player }· απόρριψη: { $discard }· χρώμα ατού: { $trump }· σούπερ ατού: { $super }· { $points }.
nyet-teams-alone = { $player } παίζει χωρίς συμπαίκτη· αντίπαλοι: { $others }.
nyet-teams = Η μία ομάδα: { $first }· η άλλη ομάδα: { $second }.
nyet-bonus = { $player } έχει την κάρτα μπόνους και σε αυτόν τον γύρο παίρνει διπλούς πόντους.
nyet-chose = { $player } διάλεξε. { $count ->
        [0] Διάλεξαν όλοι.
        [one] Ένας παίκτης διαλέγει ακόμα.
       *[other] { $count } παίκτες διαλέγουν ακόμα.
    }
nyet-chose-again = { $player } άλλαξε επιλογή. { $count ->
        [0] Διάλεξαν όλοι.
        [one] Ένας παίκτης διαλέγει ακόμα.
       *[other] { $count } παίκτες διαλέγουν ακόμα.
    }
nyet-you-discard = Θα πετάξεις { $count ->
        [one] την κάρτα { $cards }
       *[other] τις κάρτες { $cards }
    }· μπορείς να το αλλάξεις μέχρι να διαλέξουν όλοι.
nyet-you-pass = Θα δώσεις το { $cards } στον αριστερό σου γείτονα· μπορείς να το αλλάξεις μέχρι να διαλέξουν όλοι.
nyet-discarded = Διάλεξαν όλοι, και οι κάρτες πετιούνται κλειστές.
nyet-passed = Διάλεξαν όλοι, και ο καθένας δίνει μία κάρτα στον αριστερό του γείτονα.
nyet-you-received = { $player } σου έδωσε το { $card }.
nyet-leads = Την επόμενη μπάζα ανοίγει { $player }.
nyet-played = { $player } έπαιξε { $card }.
nyet-trick-won = { $player } πήρε την μπάζα με το { $card }{ $count ->
        [0] .
        [one] , μαζί με ένα λάφυρο.
       *[other] , μαζί με { $count } λάφυρα.
    }
nyet-round-scored = Ο γύρος { $round } τελείωσε.
nyet-round-score = { $player }: { $tricks ->
        [0] καμία μπάζα
        [one] μία μπάζα
       *[other] { $tricks } μπάζες
    } και { $booty ->
        [0] κανένα λάφυρο
        [one] ένα λάφυρο
       *[other] { $booty } λάφυρα
    }, { $points ->
        [0] κανένας πόντος
        [one] { $points } πόντος
       *[other] { $points } πόντοι
    } σε αυτόν τον γύρο, { $total ->
        [0] κανένας πόντος
        [one] { $total } πόντος
       *[other] { $total } πόντοι
    } συνολικά.
nyet-game-over = Το παιχνίδι τελείωσε. { $count ->
        [one] Κερδίζει { $players }.
       *[other] Κερδίζουν { $players }.
    }

## Το τραπέζι

nyet-view-round = Γύρος { $round } από { $rounds }· μοιράζει { $player }.
nyet-view-round-target = Γύρος { $round }, το παιχνίδι πάει ως { $target ->
        [one] τον { $target } πόντο
       *[other] τους { $target } πόντους
    }· μοιράζει { $player }.
nyet-view-row = { $row }: { $fields }
nyet-view-free = { $value } [ελεύθερο]
nyet-view-absent = { $value } [εκτός παιχνιδιού]
nyet-view-covered = { $value } [το κάλυψε { $player }]
nyet-view-trick = Η μπάζα ως τώρα: { $cards }.
# Μια κάρτα της μπάζας, μέσα σε λίστα: «Άννα: πράσινο 7».
nyet-view-trick-card = { $player }: { $card }
nyet-view-tally = { $player }: { $cards ->
        [one] 1 κάρτα
       *[other] { $cards } κάρτες
    } στο χέρι, { $tricks ->
        [one] 1 μπάζα
       *[other] { $tricks } μπάζες
    }, { $booty ->
        [one] 1 λάφυρο
       *[other] { $booty } λάφυρα
    }, { $total ->
        [one] { $total } πόντος
       *[other] { $total } πόντοι
    }.
nyet-view-turn = Περιμένουμε: { $players }. { $awaiting }
nyet-view-pending = Η επιλογή σου: { $count ->
        [one] η κάρτα { $cards }
       *[other] οι κάρτες { $cards }
    }.
