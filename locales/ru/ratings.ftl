# Discord: /stats and /leaderboard, the ratings kept per server.
# $player is a mention; $game a game's name; $rating, $uncertainty and $score are numbers
# already written with one decimal (the separator is ratings-decimal-point); $games and
# $wins are ratings-games and ratings-wins; $places a list of ratings-place.

ratings-decimal-point = ,
ratings-stats-title = Рейтинги на этом сервере
ratings-stats-heading = { $player }:
ratings-stats-line = **{ $game }**: { $rating } ± { $uncertainty } — { $games }, { $wins }
ratings-stats-line-provisional = **{ $game }**: { $rating } ± { $uncertainty } (предварительный) — { $games }, { $wins }
ratings-games = { $count ->
        [one] { $count } рейтинговая партия
        [few] { $count } рейтинговые партии
        [many] { $count } рейтинговых партий
       *[other] { $count } рейтинговой партии
    }
ratings-wins = { $count ->
        [0] нет побед
        [one] { $count } победа
        [few] { $count } победы
        [many] { $count } побед
       *[other] { $count } победы
    }
ratings-places = Места: { $places }
ratings-place = { $place }-е — { $count } { $count ->
        [one] раз
        [few] раза
        [many] раз
       *[other] раза
    }
ratings-stats-none = У игрока { $player } пока нет рейтинговых партий на этом сервере.
ratings-stats-none-game = У игрока { $player } пока нет рейтинговых партий в игре «{ $game }» на этом сервере.
ratings-leaderboard-title = Рейтинг: { $game }
ratings-leaderboard-line = { $rank }. { $player } — **{ $score }** ({ $rating } ± { $uncertainty }), { $games }
ratings-leaderboard-line-provisional = { $rank }. { $player } — **{ $score }** ({ $rating } ± { $uncertainty }), { $games } (предварительный)
ratings-leaderboard-empty = На этом сервере пока ни у кого нет рейтинговых партий в игре «{ $game }».
ratings-leaderboard-footer = Порядок: рейтинг − 3 × неопределённость. Предварительный: меньше 5 рейтинговых партий.
ratings-unavailable = Сейчас не удаётся прочитать рейтинги. Попробуй ещё раз.
