# Records and history: /game record, /game history, and the plain-text log of a game.
# $game is a game's name (in history-no-such-game: what was typed); $id a game id;
# $players a list of player names; $when a date or a Discord timestamp.

## Refusals (nothing changed)
history-no-games = За этим столом ещё не играли.
history-no-such-game = За этим столом не было игры «{ $game }». /игра история покажет игры, завершённые здесь; у каждой — кнопка записи.
history-damaged = Сохранённая запись этой игры повреждена и не читается, поэтому отправить нечего.

## The plain-text log of a game
history-log-title = { $game }, игра { $id }
history-log-started = Начало: { $when } (UTC)
history-log-players = Игроки: { $players }
history-log-private = (видно только игроку { $player }) { $text }
history-log-stopped = Игру прервали, не доиграв до конца. Результаты на тот момент:
history-log-running = Игра продолжается. Этот журнал и запись показывают только то, что видели все за столом: ни карт на руках, ни скрытых выборов, ни раздач.

## Discord: /game history and /game record
discord-history-none = За этим столом ещё не завершилась ни одна игра.
discord-history-heading = { $count ->
        [one] Последняя игра, завершённая здесь:
        [few] Последние { $count } игры, завершённые здесь:
        [many] Последние { $count } игр, завершённых здесь:
       *[other] Последние { $count } игры, завершённые здесь:
    }
discord-history-line = **{ $number }.** «{ $game }», { $when } — { $scores }. { $result }
discord-history-won = { $count ->
        [one] Первое место: { $winners }.
        [few] Победители: { $winners }.
        [many] Победители: { $winners }.
       *[other] Победители: { $winners }.
    }
discord-history-stopped = Прервана досрочно.
discord-history-button = Запись { $number }
discord-history-hint = Каждая кнопка присылает запись и журнал своей игры — только тебе.
discord-record-sent = Запись игры «{ $game }» (игра { $id }) и её журнал. `gametable replay game-{ $id }.json` воспроизводит её.
discord-record-public = «{ $game }» (игра { $id }) ещё идёт, поэтому ты получаешь только открытую часть: запись без раздач и ходов и журнал того, что видели все за столом.
