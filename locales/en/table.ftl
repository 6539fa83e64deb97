# The table layer: lobby, seats, turns and refusals, for every game.
# A message's `.terminal` attribute is what local mode shows instead of its value: the
# words a player types in the terminal (`back`, `new`, `rules`), never a slash command.

lang-en = English
lang-hu = Hungarian
lang-el = Greek
lang-ru = Russian

table-ai-name = Bot { $number } ({ $level })
table-ai-level-random = random
table-ai-level-basic = basic
table-ai-level-strong = strong

## Lobby
table-lobby-opened = { $host } opened a table for { $game } ({ $min }–{ $max } players). Join with /game join; the host starts with /game start.
table-joined = { $player } sat down at the table.
table-left = { $player } left the table.
table-new-host = { $player } is the host now.
table-lobby-closed = The table is closed.
table-lobby-status = Table for { $game }: { $count ->
        [one] one player
       *[other] { $count } players
    } seated ({ $min }–{ $max } needed): { $players }.
table-empty = No game at this table. Open one with /game new.
    .terminal = No game at this table. Type new to start one.

## Game
table-game-started = { $game } begins! Seat order: { $players }.
table-move-accepted = You played { $move }.
table-waiting = { $count ->
        [one] Your turn, { $players }.
       *[other] Waiting for { $players }.
    }
table-hand-open = Nothing of yours is hidden in this game: everything shows on the table.
table-legal-moves = Legal moves: { $moves }
table-legal-moves-some = Legal moves, { $shown } of { $total } (start typing a move in the play command to find the others): { $moves }
table-replaced-by-ai = { $player } left the game; { $ai } plays their seat from now on.
table-game-abandoned = { $player } stopped the game. It was not finished.
table-game-over = Game over! { $winners } won.
table-final-score = { $player }: { $score ->
        [one] { $score } point
       *[other] { $score } points
    }
table-language-set = This channel's table now speaks { $language }.
table-watch-no-game = No game is being played at this table, so there is nothing to follow.
table-watch-following = You follow { $game } at this table: after each trick or round I send you its result by direct message. Followers whose direct messages are closed to me stop following. To stop: /game watch follow:False.
table-watch-not-following = You do not follow { $game } at this table.
table-watch-stopped = You no longer follow { $game } at this table.
table-too-many-follows = You follow { $max } games already, as many as one person can at once. Stop following one first (/game watch follow:False at its table).
table-watch-full = { $max } people follow this game already, as many as a game can have. /game watch shows you the table at any time.
table-watch-dms-closed = I cannot send you direct messages, and followers get the results only that way, so you cannot follow a game now. Allow direct messages from this server, then start a game or use /hand, or try again in a day.
table-posts-tricks = This channel's table now posts once per trick or scoring step; single plays show on the table message.
table-posts-every-move = This channel's table now posts every move.
table-your-turn = { $count ->
        [one] { $players }, your turn.
       *[other] { $players }, your turn: each of you.
    }

## Refusals (nothing changed)
table-game-running = A game is already being played at this table.
table-lobby-exists = A table is already open here; join it with /game join.
    .terminal = A table is already open here; type new again to start afresh.
table-no-lobby = There is no open table here. Open one with /game new.
table-no-game = No game is being played at this table.
table-unknown-game = There is no game called “{ $game }”. Games: { $games }.
# One game of the list above: its name, as a command's choice shows it; in the terminal
# also its id, which `--game` takes.
table-game-choice = { $name }
    .terminal = { $id } ({ $name })
table-bad-option = That table option is not valid: { $option }.
table-already-seated = You already have a seat at this table.
table-lobby-full = The table is full ({ $max } players).
table-not-seated = You have no seat at this table.
table-host-only = Only the host or a moderator can do that.
table-moderator-only = Only a moderator of this channel can do that.
table-player-count = This game needs { $min }–{ $max } players; { $count } { $count ->
        [one] is
       *[other] are
    } seated.
table-not-your-turn = It is not your turn.
# A move that cannot be read, with the game's whole notation (replays, local play).
notation-unreadable = “{ $input }” is not a move here. { $hint }
table-move-unreadable = “{ $input }” is not a move here. { $count ->
        [0] When it is your turn, /play lists your moves as you type
       *[other] Moves look like { $examples }; /play lists yours as you type
    }, and /rules game:{ $game } explains how to write them.
    .terminal = “{ $input }” is not a move here. { $count ->
            [0] Your legal moves are listed when it is your turn
           *[other] Moves look like { $examples }; hand lists yours
        }, and rules explains how to write them.
# One example of a move: code in a chat, as typed in the terminal.
table-move-example = `{ $move }`
    .terminal = { $move }
table-store-failed = The table could not save that, so nothing changed. Please try again.
table-moved-first = Someone else changed this table at the same moment, so nothing changed. Look at the table and try again.
table-game-damaged = This table's saved game is damaged and cannot go on, so it has been set aside (kept for an admin to inspect). The table is free: start a new game with /game new.
    .terminal = This table's saved game is damaged and cannot go on, so it has been set aside (kept for an admin to inspect). The table is free: type new to start a new game.
table-timed-out-ai = { $player } ran out of time: the AI ({ $level }) plays for them until they are back (/game back).
    .terminal = { $player } ran out of time: the AI ({ $level }) plays for them until they are back (type back).
table-timed-out-end = { $player } ran out of time, so the game ends unfinished. The standings so far:
table-away = The AI ({ $level }) plays for { $player } until they are back (/game back).
    .terminal = The AI ({ $level }) plays for { $player } until they are back (type back).
table-back = { $player } is back and plays again.
table-already-away = The AI already plays your seat; /game back gives it back to you.
    .terminal = The AI already plays your seat; type back to take it back.
table-not-away = You already play your seat yourself.
table-lobby-expired = Nobody started this table in time, so it is closed. Open a new one with /game new.
    .terminal = Nobody started this table in time, so it is closed. Type new to start a game.
table-game-idle = Nobody has moved in this game for two weeks, so it ends unfinished. The standings so far:
table-game-idle-alone = Nobody has moved in this game against the AI for a day, so it ends unfinished. The standings so far:
table-back-online = I am back online after a break; the game goes on where it stopped.
table-away-seats = { $count ->
    [one] Away, played by the AI: { $players }
   *[other] Away, played by the AI: { $players }
}
table-reminder-turn = ⏰ It is your turn in { $game }.
table-reminder-hurry = ⏰ Your move in { $game } is still awaited, and a fifth of your time is left.
table-reminder-still = ⏰ { $game } has been waiting a day for your move.
table-reminder-nudge = 👋 { $player } reminds you that it is your turn in { $game }.
table-nudged = 👋 { $player } nudges { $players }: the table is waiting for { $count ->
        [one] you
       *[other] you all
    }.
table-nudge-nobody = The game is not waiting for anyone else right now.
table-nudged-recently = { $minutes ->
        [one] Everyone the table waits for was nudged within the hour; you can nudge again in a minute.
       *[other] Everyone the table waits for was nudged within the hour; you can nudge again in { $minutes } minutes.
    }
table-reminders-on = Turn reminders are on: I send you a direct message when a game in a slow pace waits for your move and you are not at its table.
table-reminders-off = Turn reminders are off. /settings reminders turns them back on.
table-lobby-gone = That lobby is closed, so its buttons no longer work. /game status shows the table now.
table-game-gone = That game is over, so its buttons no longer work. /game status shows the table now.
table-slow-down = Easy there: that was a lot of commands at once. Try again in { $seconds ->
        [one] a second
       *[other] { $seconds } seconds
    }.
table-too-many-lobbies = You already have { $max ->
        [one] a table
       *[other] { $max } tables
    } on this server: open tables you host, games alone against AI players and games in threads of their own all count. { $max ->
        [one] Start, finish or stop it
       *[other] Start, finish or stop one of them
    } (/game start, /game stop) before opening another.
table-last-game = The last game here, { $game }, is over.

## Threads and rematches
table-thread-opening = { $game } moves to a thread of its own, under the table message.
table-in-thread = { $game } is played in the thread of this message: { $players }.
table-thread-won = { $game } is over, { $winners } won: { $scores }.
table-thread-ended = { $game } ended early: { $scores }.
table-thread-lost = This game's thread can no longer be used, so the game ended. { $summary }
table-thread-in-thread = This channel is a game's thread already: open the table here without a thread of its own.
table-thread-not-allowed = Only someone who may create public threads in this channel can open a table with a thread of its own (or a moderator turns threads on here with /settings threads). Open the table without a thread of its own.
table-threads-on = Games opened in this channel are now played in threads of their own.
table-threads-off = Games opened in this channel are now played right here.
table-pictures-on = This table shows pictures again: its board, hands and final scores come as images besides the text.
table-pictures-off = This table shows no pictures now: everything comes as text only.
table-reminder-wait-set = Turn reminders and nudges at this table now come by direct message only after { $minutes } minutes without anything done at the table.
table-my-pictures-on = Pictures are on for you: your hands and answers come with an image besides the text.
table-my-pictures-off = Pictures are off for you: your hands and answers come as text only. /settings pictures turns them back on.
table-rematch-opened = { $host } asks for a rematch of { $game }: the table is open with the same options.
table-rematch-invited = { $count ->
        [one] { $players }, you are invited: press Join to take your seat.
       *[other] { $players }, you are invited: press Join to take your seats.
    }
table-rematch-gone = Another game was played here since, so this Rematch button no longer works. Open a table with /game new.
table-rematch-players-only = Only the players of that game can ask for its rematch. Open a table with /game new.
table-rematch-used = This game's Rematch button was used already: it works once. Open a table with /game new.
