# Haggis — ελληνικά μηνύματα.
# Μεταβλητές: $player, $receiver και $players είναι ονόματα παικτών (μια λίστα χωρίζεται με
# κόμματα)· $cards, $wilds και $haggis είναι λίστες ονομασιών καρτών («κόκκινο 5», «βαλές»)·
# $colour είναι ένα χρώμα· $rank είναι μια αξία (στα haggis-rank, haggis-rank-plain και
# haggis-set ένας αριθμός: 2–10, ή 11, 12, 13 για βαλέ, ντάμα, ρήγα· αλλού η ονομασία της)·
# $low και $top είναι ονομασίες αξιών (2–10, βαλές, ντάμα, ρήγας)· $reading είναι η ονομασία ενός συνδυασμού («ζευγάρι 5», «σειρά 8–10», «βόμβα
# βαλές + ντάμα») και $plays μια λίστα από παιξίματα· $declared είναι μια δηλωμένη ανάγνωση
# («σειρά με κορυφή 9»)· $bet η ονομασία ενός στοιχήματος («Μικρό στοίχημα (15)»)· $size και
# $width είναι αριθμοί καρτών σε έναν συνδυασμό· $count, $held και $captured είναι αριθμοί
# καρτών (ή πάσο, στο haggis-view-trick)· $place είναι 1 για όποιον βγαίνει πρώτος, 2 για τον
# δεύτερο· $hand ο αριθμός του γύρου· $number ο αριθμός μιας θέσης· $line και $detail μέρη
# μιας γραμμής· $points, $bonus, $out, $pile, $bets, $score, $total και $target αριθμοί πόντων.
# Χωρίς άρθρο πριν από τα ονόματα των παικτών, και χωρίς γένος για τον παίκτη.
# Η βοήθεια κανόνων βρίσκεται στο haggis-rules.ftl.

haggis-name = Haggis

## Πώς γράφεις μια κίνηση

haggis-notation-hint = Γράψε τις κάρτες που παίζεις, χωρισμένες με κενά: μια αριθμημένη κάρτα γράφεται με το γράμμα του χρώματος και την αξία της (r5, o10, y3· r = κόκκινο, o = πορτοκαλί, y = κίτρινο, g = πράσινο, b = μπλε), ένας μπαλαντέρ με j (βαλές), q (ντάμα) ή k (ρήγας), π.χ. r5 o5 j. Για να διαλέξεις πώς διαβάζονται οι κάρτες, πρόσθεσε as set (ως σετ) ή as run (ως σειρά), π.χ. r5 j q as run· σε μια σκάλα γράφεις και πόσες κάρτες έχει κάθε αξία και ποιες αξίες πιάνει, π.χ. as run x2 9-j (σκάλα με ζευγάρια από το 9 ως τον βαλέ). Άλλες κινήσεις: pass (πάσο), bet none (κανένα στοίχημα), bet little (μικρό στοίχημα), bet big (μεγάλο στοίχημα), και give 2 για να δώσεις μια μπάζα που πήρες με βόμβα στον παίκτη της θέσης 2.

## Κάρτες και συνδυασμοί

# Μια αξία: ο αριθμός, ή βαλές, ντάμα, ρήγας για το 11, 12, 13.
haggis-rank = { $rank ->
        [11] βαλές
        [12] ντάμα
        [13] ρήγας
       *[other] { $rank }
    }
# Μια αξία στην άκρη ενός διαστήματος: «σειρά 5–7», «σειρά 10–ρήγας».
haggis-rank-plain = { $rank ->
        [11] βαλές
        [12] ντάμα
        [13] ρήγας
       *[other] { $rank }
    }
# Μια αριθμημένη κάρτα: «κόκκινο 5».
haggis-card = { $colour } { $rank }
# Ένα σετ από $size κάρτες αξίας $rank (αριθμός). Βαλές, ντάμα ή ρήγας είναι μόνο μονή
# κάρτα: δύο ή τρεις μαζί κάνουν βόμβα.
haggis-set = { $size ->
        [1] μονή κάρτα { $rank ->
            [11] βαλές
            [12] ντάμα
            [13] ρήγας
           *[other] { $rank }
        }
        [2] ζευγάρι { $rank }
        [3] τρία { $rank }
        [4] τέσσερα { $rank }
        [5] πέντε { $rank }
        [6] έξι { $rank }
        [7] επτά { $rank }
       *[other] οκτώ { $rank }
    }
# Μια σειρά με $width κάρτες ανά αξία, από $low ως $top.
haggis-run = { $width ->
        [1] σειρά { $low }–{ $top }
        [2] σκάλα { $low }–{ $top } με ζευγάρια
        [3] σκάλα { $low }–{ $top } με τριάδες
       *[other] σκάλα { $low }–{ $top } με { $width } κάρτες ανά αξία
    }
haggis-bomb-rainbow = βόμβα 3-5-7-9 σε τέσσερα χρώματα
haggis-bomb-jack-queen = βόμβα βαλές + ντάμα
haggis-bomb-jack-king = βόμβα βαλές + ρήγας
haggis-bomb-queen-king = βόμβα ντάμα + ρήγας
haggis-bomb-jack-queen-king = βόμβα βαλές + ντάμα + ρήγας
haggis-bomb-suited = βόμβα 3-5-7-9 σε ένα χρώμα
# Ό,τι δήλωσε ένας παίκτης με «as set» ή «as run».
haggis-declared-set = σετ
haggis-declared-run = { $width ->
        [1] σειρά
        [2] σκάλα με ζευγάρια
        [3] σκάλα με τριάδες
       *[other] σκάλα με { $width } κάρτες ανά αξία
    }
haggis-declared-run-to = { $width ->
        [1] σειρά με κορυφή { $top }
        [2] σκάλα με ζευγάρια και κορυφή { $top }
        [3] σκάλα με τριάδες και κορυφή { $top }
       *[other] σκάλα με { $width } κάρτες ανά αξία και κορυφή { $top }
    }

## Στοιχήματα

# Μέσα σε προτάσεις και στη γραμμή μιας θέσης, όπου κάθε λεπτομέρεια αρχίζει με κεφαλαίο.
haggis-bet-none = Κανένα στοίχημα (0)
haggis-bet-little = Μικρό στοίχημα (15)
haggis-bet-big = Μεγάλο στοίχημα (30)

## Κινήσεις, όπως προσφέρονται στα μενού

haggis-move-play = { $count ->
        [1] { $cards }
       *[other] { $reading }: { $cards }
    }
haggis-move-cards = Παίξε { $cards }
haggis-move-pass = Πάσο
haggis-move-bet-none = Κανένα στοίχημα (0)
haggis-move-bet-little = Μικρό στοίχημα (15)
haggis-move-bet-big = Μεγάλο στοίχημα (30)
haggis-move-give = Δώσε την μπάζα: { $player }

## Μη επιτρεπτές κινήσεις

haggis-illegal-not-in-hand = Δεν τα έχεις στο χέρι σου: { $cards }.
haggis-illegal-not-a-combination = Οι κάρτες { $cards } δεν κάνουν συνδυασμό: παίξε σετ ίδιας αξίας, σειρά στο ίδιο χρώμα, σκάλα με τα ίδια χρώματα σε κάθε αξία ή βόμβα.
haggis-illegal-not-as-declared = Οι κάρτες { $cards } δεν διαβάζονται ως { $declared }.
haggis-illegal-wrong-shape = Στο τραπέζι είναι { $top }: απαντάς μόνο με συνδυασμό του ίδιου σχήματος και με τον ίδιο αριθμό καρτών, ή με βόμβα.
haggis-illegal-too-low = Αυτό δεν κερδίζει ό,τι είναι στο τραπέζι ({ $top }): παίξε ψηλότερο συνδυασμό του ίδιου σχήματος ή βόμβα, αλλιώς πες πάσο.
haggis-illegal-needs-bomb = Στο τραπέζι είναι βόμβα ({ $top }) και την κερδίζει μόνο πιο δυνατή βόμβα: ρίξε μία ή πες πάσο.
haggis-illegal-cannot-pass = Εσύ ανοίγεις αυτή την μπάζα, οπότε δεν μπορείς να πεις πάσο: παίξε όποιον συνδυασμό θέλεις.
haggis-illegal-already-bet = Έχεις ήδη στοιχηματίσει σε αυτόν τον γύρο: { $bet }.
haggis-illegal-bet-after-play = Μπορείς να στοιχηματίσεις μόνο πριν παίξεις την πρώτη σου κάρτα στον γύρο.
haggis-illegal-betting-closed = Τα στοιχήματα έκλεισαν: κάποιος έχει ήδη βγει.
haggis-illegal-nothing-to-give = Δεν υπάρχει μπάζα κερδισμένη με βόμβα για να τη δώσεις.
haggis-illegal-not-your-decision = Ποιος παίρνει τις κάρτες αυτής της μπάζας το αποφασίζει { $player }, που την κέρδισε με βόμβα.
haggis-illegal-give-first = Πρώτα διάλεξε ποιος αντίπαλος παίρνει την μπάζα που κέρδισες με βόμβα, π.χ. give 2.
haggis-illegal-not-an-opponent = Ο παίκτης της θέσης { $number } δεν είναι αντίπαλός σου: δώσε την μπάζα σε έναν αντίπαλο.

## Τι συμβαίνει

haggis-dealt = Γύρος { $hand }: μοιράστηκαν οι κάρτες και την πρώτη μπάζα ανοίγει { $player }.
haggis-dealt-random = Γύρος { $hand }: μοιράστηκαν οι κάρτες και, με κλήρωση, την πρώτη μπάζα ανοίγει { $player }.
haggis-your-hand = Το χέρι σου ({ $count ->
        [one] μία κάρτα
       *[other] { $count } κάρτες
    }): { $cards }.
haggis-your-hand-wilds = Το χέρι σου ({ $count ->
        [one] μία κάρτα
       *[other] { $count } κάρτες
    }): { $cards }· ανοιχτοί μπαλαντέρ (τους βλέπουν όλοι): { $wilds }.
haggis-bet-made = { $player } στοιχηματίζει: { $bet }.
haggis-no-bet-made = { $player } δεν στοιχηματίζει.
haggis-led = { $player } ανοίγει με { $count ->
        [1] { $cards }
       *[other] { $reading }: { $cards }
    }.
haggis-played = { $player } παίζει { $count ->
        [1] { $cards }
       *[other] { $reading }: { $cards }
    }.
haggis-passed = { $player } λέει πάσο.
haggis-went-out = { $place ->
        [1] Πρώτη έξοδος
       *[other] Δεύτερη έξοδος
    }: { $player }, με { $points ->
        [one] { $points } πόντο
       *[other] { $points } πόντους
    } (5 × { $count ->
        [one] μία κάρτα
       *[other] { $count } κάρτες
    }).
haggis-went-out-bonus = { $place ->
        [1] Πρώτη έξοδος
       *[other] Δεύτερη έξοδος
    }: { $player }, με { $points ->
        [one] { $points } πόντο
       *[other] { $points } πόντους
    } (5 × { $count ->
        [one] μία κάρτα
       *[other] { $count } κάρτες
    }, συν μπόνους { $bonus }).
haggis-must-give = { $player } κέρδισε την μπάζα με βόμβα και διαλέγει ποιος αντίπαλος θα πάρει τις κάρτες της.
haggis-trick-taken = { $player } παίρνει την μπάζα: { $count ->
        [one] μία κάρτα
       *[other] { $count } κάρτες
    }, { $points ->
        [one] { $points } πόντος
       *[other] { $points } πόντοι
    }.
haggis-trick-bombed = { $player } κερδίζει την μπάζα με βόμβα, οπότε τις κάρτες της ({ $count ->
        [one] μία κάρτα
       *[other] { $count } κάρτες
    }, { $points ->
        [one] { $points } πόντος
       *[other] { $points } πόντοι
    }) τις παίρνει { $receiver }.
haggis-leads = Την επόμενη μπάζα ανοίγει { $player }.
haggis-hand-ended = Ο γύρος { $hand } τελείωσε. Πρώτη έξοδος: { $player }, που παίρνει και το «Haggis»: { $haggis }.
haggis-hand-remaining = { $count ->
        [one] { $player } κρατούσε ακόμη μία κάρτα, και την παίρνει { $receiver }: { $cards }.
       *[other] { $player } κρατούσε ακόμη { $count } κάρτες, και τις παίρνει { $receiver }: { $cards }.
    }
haggis-hand-scored = Βαθμολογία του γύρου { $hand } (έξοδος + κάρτες + στοιχήματα):
haggis-hand-score = { $player }: { $out } + { $pile } + { $bets } = { $points ->
        [one] { $points } πόντος
       *[other] { $points } πόντοι
    } σε αυτόν τον γύρο, { $total ->
        [one] { $total } πόντος
       *[other] { $total } πόντοι
    } συνολικά.
haggis-play-on = Ο στόχος επιτεύχθηκε, αλλά στην κορυφή ισοβαθμούν με { $total } πόντους: { $players }. Παίζεται λοιπόν άλλος ένας γύρος.
haggis-game-over = Το παιχνίδι τελείωσε. { $count ->
        [one] Κερδίζει { $players }.
       *[other] Κερδίζουν { $players }.
    }

## Το τραπέζι

haggis-view-hand = Γύρος { $hand }, το παιχνίδι πάει ως τους { $target } πόντους.
haggis-view-seat = { $player }: { $held ->
        [one] μία κάρτα
       *[other] { $held } κάρτες
    } στο χέρι, { $captured ->
        [one] μία κάρτα
       *[other] { $captured } κάρτες
    } στις μπάζες, { $score ->
        [one] { $score } πόντος
       *[other] { $score } πόντοι
    }
# Η γραμμή μιας θέσης με μία ακόμη λεπτομέρεια· κάθε λεπτομέρεια αρχίζει με κεφαλαίο.
haggis-view-detail = { $line }. { $detail }
haggis-view-wilds = Ανοιχτοί μπαλαντέρ: { $wilds }
haggis-view-may-bet = Μπορεί ακόμη να στοιχηματίσει
haggis-view-no-bet = Χωρίς στοίχημα
haggis-view-out = { $place ->
        [1] Πρώτη έξοδος
       *[other] Δεύτερη έξοδος
    } (+{ $gain })
haggis-view-haggis = Το «Haggis»: { $count ->
        [one] μία κλειστή κάρτα
       *[other] { $count } κλειστές κάρτες
    }.
haggis-view-play = { $player }: { $count ->
        [1] { $cards }
       *[other] { $reading } ({ $cards })
    }
haggis-view-trick = Στο τραπέζι: { $plays }{ $count ->
        [0] .
        [one] · ένα πάσο από τότε.
       *[other] · { $count } πάσο από τότε.
    }
haggis-view-turn-lead = Ανοίγει { $player }.
haggis-view-turn = Σειρά έχει { $player }: πρέπει να κερδίσει ό,τι είναι στο τραπέζι ({ $top }) ή να πει πάσο.
haggis-view-giving = { $player } διαλέγει ποιος αντίπαλος παίρνει την μπάζα που κερδήθηκε με βόμβα.
haggis-group-singles = Μονές κάρτες
haggis-group-pairs = Ζευγάρια
haggis-group-sets = Σετ τριών ή περισσότερων καρτών
haggis-group-runs = Σειρές και σκάλες
haggis-group-bombs = Βόμβες
haggis-group-other = Πάσο, στοιχήματα και παράδοση μπάζας
