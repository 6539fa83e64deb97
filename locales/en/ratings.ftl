# Discord: /stats and /leaderboard, the ratings kept per server.
# $player is a mention; $game a game's name; $rating, $uncertainty and $score are numbers
# already written with one decimal (the separator is ratings-decimal-point); $games and
# $wins are ratings-games and ratings-wins; $places a list of ratings-place.

ratings-decimal-point = .
ratings-stats-title = Ratings on this server
ratings-stats-heading = { $player }:
ratings-stats-line = **{ $game }**: { $rating } ± { $uncertainty } — { $games }, { $wins }
ratings-stats-line-provisional = **{ $game }**: { $rating } ± { $uncertainty } (provisional) — { $games }, { $wins }
ratings-games = { $count ->
        [one] one rated game
       *[other] { $count } rated games
    }
ratings-wins = { $count ->
        [0] no wins
        [one] one win
       *[other] { $count } wins
    }
ratings-places = Places: { $places }
ratings-place = { $place }.: { $count }×
ratings-stats-none = { $player } has no rated games on this server yet.
ratings-stats-none-game = { $player } has no rated games of { $game } on this server yet.
ratings-leaderboard-title = Leaderboard: { $game }
ratings-leaderboard-line = { $rank }. { $player } — **{ $score }** ({ $rating } ± { $uncertainty }), { $games }
ratings-leaderboard-line-provisional = { $rank }. { $player } — **{ $score }** ({ $rating } ± { $uncertainty }), { $games } (provisional)
ratings-leaderboard-empty = Nobody has a rated game of { $game } on this server yet.
ratings-leaderboard-footer = Ranked by rating − 3 × uncertainty. Provisional: fewer than 5 rated games.
ratings-unavailable = The ratings cannot be read right now. Please try again.
