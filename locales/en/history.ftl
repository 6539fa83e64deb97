# Records and history: /game record, /game history, and the plain-text log of a game.
# $game is a game's name (in history-no-such-game: what was typed); $id a game id;
# $players a list of player names; $when a date or a Discord timestamp.

## Refusals (nothing changed)
history-no-games = No game has been played at this table yet.
history-no-such-game = This table has no game “{ $game }”. /game history lists the games that ended here, with a button for each record.
history-damaged = That game's saved record is damaged and cannot be read back, so there is no record to send.

## The plain-text log of a game
history-log-title = { $game }, game { $id }
history-log-started = Started: { $when } (UTC)
history-log-players = Players: { $players }
history-log-private = (seen only by { $player }) { $text }
history-log-stopped = The game was stopped before its end. The standings then:
history-log-running = The game goes on. This log and the record show only what everyone at the table has seen: no hand, no hidden choice, no deal.

## Discord: /game history and /game record
discord-history-none = No game has ended at this table yet.
discord-history-heading = { $count ->
        [one] The last game that ended here:
       *[other] The last { $count } games that ended here:
    }
discord-history-line = **{ $number }.** { $game }, { $when }: { $scores }. { $result }
discord-history-won = { $count ->
        [one] Winner: { $winners }.
       *[other] Winners: { $winners }.
    }
discord-history-stopped = Stopped before its end.
discord-history-button = Record { $number }
discord-history-hint = Each button sends that game's record and log, only to you.
discord-record-sent = The record of { $game } (game { $id }) and its log. `gametable replay game-{ $id }.json` replays it.
discord-record-public = { $game } (game { $id }) is still being played, so you get only its public part: the record without deals and moves, and the log of what everyone at the table has seen.
