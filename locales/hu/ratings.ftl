# Discord: /stats and /leaderboard, the ratings kept per server.
# $player is a mention; $game a game's name; $rating, $uncertainty and $score are numbers
# already written with one decimal (the separator is ratings-decimal-point); $games and
# $wins are ratings-games and ratings-wins; $places a list of ratings-place.

ratings-decimal-point = ,
ratings-stats-title = Értékszámok ezen a szerveren
ratings-stats-heading = { $player }:
ratings-stats-line = **{ $game }**: { $rating } ± { $uncertainty } — { $games }, { $wins }
ratings-stats-line-provisional = **{ $game }**: { $rating } ± { $uncertainty } (ideiglenes) — { $games }, { $wins }
ratings-games = { $count ->
        [one] egy értékelt játszma
       *[other] { $count } értékelt játszma
    }
ratings-wins = { $count ->
        [0] nincs győzelem
        [one] egy győzelem
       *[other] { $count } győzelem
    }
ratings-places = Helyezések: { $places }
ratings-place = { $place }. hely { $count }×
ratings-stats-none = { $player } még nem játszott értékelt játszmát ezen a szerveren.
ratings-stats-none-game = { $player } még nem játszott értékelt játszmát ezen a szerveren ebben a játékban: { $game }.
ratings-leaderboard-title = Ranglista: { $game }
ratings-leaderboard-line = { $rank }. { $player } — **{ $score }** ({ $rating } ± { $uncertainty }), { $games }
ratings-leaderboard-line-provisional = { $rank }. { $player } — **{ $score }** ({ $rating } ± { $uncertainty }), { $games } (ideiglenes)
ratings-leaderboard-empty = Ezen a szerveren még senki sem játszott értékelt játszmát ebben a játékban: { $game }.
ratings-leaderboard-footer = Sorrend: értékszám − 3 × bizonytalanság. Ideiglenes: 5-nél kevesebb értékelt játszma.
ratings-unavailable = Az értékszámokat most nem lehet betölteni. Kérlek, próbáld újra.
