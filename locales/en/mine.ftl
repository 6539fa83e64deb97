# Discord: /game mine, the tables where the caller is seated, on every server.
# $game is a game's name; $channel a channel link; $when a Discord timestamp ("in 3 hours");
# $players a list of player names.

discord-mine-none = You are seated at no table.
discord-mine-heading = { $count ->
        [one] You are seated at one table:
       *[other] You are seated at { $count } tables:
    }
discord-mine-line = • **{ $game }** in { $channel } — { $turn }, { $moves }
discord-mine-line-clock = • **{ $game }** in { $channel } — { $turn }, ⏳ { $when }, { $moves }
discord-mine-your-turn = **your turn**
discord-mine-waiting = { $count ->
        [one] { $players } to move
       *[other] { $players } to move
    }
discord-mine-nobody = nobody to move
discord-mine-moves = { $count ->
        [0] no moves since you played
        [one] one move since you played
       *[other] { $count } moves since you played
    }
discord-mine-more = { $count ->
        [one] …and one more table.
       *[other] …and { $count } more tables.
    }
discord-guild-only = This command works in a server channel. In a direct message with me, only /game mine works.
