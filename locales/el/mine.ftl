# Discord: /παιχνίδι τα_παιχνίδια_μου, τα τραπέζια όπου κάθεται ο παίκτης, σε όλους τους διακομιστές.

discord-mine-none = Δεν κάθεσαι σε κανένα τραπέζι.
discord-mine-heading = { $count ->
        [one] Κάθεσαι σε ένα τραπέζι:
       *[other] Κάθεσαι σε { $count } τραπέζια:
    }
discord-mine-line = • «**{ $game }**» στο { $channel } — { $turn }, { $moves }
discord-mine-line-clock = • «**{ $game }**» στο { $channel } — { $turn }, ⏳ { $when }, { $moves }
discord-mine-your-turn = **σειρά σου**
discord-mine-waiting = { $count ->
        [one] παίζει { $players }
       *[other] παίζουν { $players }
    }
discord-mine-nobody = δεν περιμένει κανέναν
discord-mine-moves = { $count ->
        [0] καμία κίνηση από τότε που έπαιξες
        [one] μία κίνηση από τότε που έπαιξες
       *[other] { $count } κινήσεις από τότε που έπαιξες
    }
discord-mine-more = { $count ->
        [one] …και ένα ακόμη τραπέζι.
       *[other] …και { $count } ακόμη τραπέζια.
    }
discord-guild-only = Αυτή η εντολή λειτουργεί σε κανάλι διακομιστή. Σε προσωπική συνομιλία μαζί μου λειτουργεί μόνο η εντολή /παιχνίδι τα_παιχνίδια_μου.
