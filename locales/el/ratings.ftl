# Discord: /stats and /leaderboard, the ratings kept per server.
# $player is a mention; $game a game's name; $rating, $uncertainty and $score are numbers
# already written with one decimal (the separator is ratings-decimal-point); $games and
# $wins are ratings-games and ratings-wins; $places a list of ratings-place.

ratings-decimal-point = ,
ratings-stats-title = Βαθμολογίες σε αυτόν τον διακομιστή
ratings-stats-heading = { $player }:
ratings-stats-line = **{ $game }**: { $rating } ± { $uncertainty } — { $games }, { $wins }
ratings-stats-line-provisional = **{ $game }**: { $rating } ± { $uncertainty } (προσωρινή) — { $games }, { $wins }
ratings-games = { $count ->
        [one] μία βαθμολογημένη παρτίδα
       *[other] { $count } βαθμολογημένες παρτίδες
    }
ratings-wins = { $count ->
        [0] καμία νίκη
        [one] μία νίκη
       *[other] { $count } νίκες
    }
ratings-places = Θέσεις: { $places }
ratings-place = { $place }η: { $count }×
ratings-stats-none = { $player }: καμία βαθμολογημένη παρτίδα σε αυτόν τον διακομιστή ακόμη.
ratings-stats-none-game = { $player }: καμία βαθμολογημένη παρτίδα «{ $game }» σε αυτόν τον διακομιστή ακόμη.
ratings-leaderboard-title = Κατάταξη: { $game }
ratings-leaderboard-line = { $rank }. { $player } — **{ $score }** ({ $rating } ± { $uncertainty }), { $games }
ratings-leaderboard-line-provisional = { $rank }. { $player } — **{ $score }** ({ $rating } ± { $uncertainty }), { $games } (προσωρινή βαθμολογία)
ratings-leaderboard-empty = Κανείς δεν έχει ακόμη βαθμολογημένη παρτίδα «{ $game }» σε αυτόν τον διακομιστή.
ratings-leaderboard-footer = Σειρά κατά βαθμολογία − 3 × αβεβαιότητα. Προσωρινή: λιγότερες από 5 βαθμολογημένες παρτίδες.
ratings-unavailable = Οι βαθμολογίες δεν μπορούν να διαβαστούν αυτή τη στιγμή. Δοκίμασε ξανά.
