# Уровень стола: лобби, места, очерёдность ходов и отказы, общие для всех игр.

lang-en = английский
lang-hu = венгерский
lang-el = греческий
lang-ru = русский

table-ai-name = Бот { $number }

## Лобби
table-lobby-opened = { $host } открывает стол для игры { $game } ({ $min }–{ $max } { $max ->
        [one] игрок
        [few] игрока
        [many] игроков
       *[other] игрока
    }). Присоединяйся командой /игра присоединиться; игру запускает хозяин стола командой /игра начать.
table-joined = { $player } садится за стол.
table-left = { $player } выходит из-за стола.
table-new-host = Теперь хозяин стола — { $player }.
table-lobby-closed = Стол закрыт.
table-lobby-status = Игра { $game }: за столом { $count ->
        [one] { $count } игрок
        [few] { $count } игрока
        [many] { $count } игроков
       *[other] { $count } игрока
    } (нужно { $min }–{ $max }): { $players }.
table-empty = За этим столом нет игры. Создай её командой /игра новая.

## Игра
table-game-started = Игра { $game } начинается! Порядок мест: { $players }.
table-move-accepted = Ход принят: { $move }.
table-waiting = { $count ->
        [one] Твой ход, { $players }.
        [few] Ждём игроков: { $players }.
        [many] Ждём игроков: { $players }.
       *[other] Ждём игроков: { $players }.
    }
table-legal-moves = Доступные ходы: { $moves }
table-legal-moves-some = Доступные ходы ({ $shown } из { $total }; остальные найдутся, если начать вводить ход в команде): { $moves }
table-replaced-by-ai = { $player } выходит из игры; теперь на этом месте играет { $ai }.
table-game-abandoned = { $player } прерывает игру, так и не доиграв её до конца.
table-game-over = Игра окончена! Поздравляем с победой: { $winners }!
table-final-score = { $player }: { $score ->
        [one] { $score } очко
        [few] { $score } очка
        [many] { $score } очков
       *[other] { $score } очка
    }
table-language-set = Теперь язык стола в этом канале — { $language }.

## Отказы (ничего не изменилось)
table-game-running = За этим столом уже идёт игра.
table-lobby-exists = Здесь уже открыт стол; присоединяйся командой /игра присоединиться.
table-no-lobby = Здесь нет открытого стола. Открой его командой /игра новая.
table-no-game = За этим столом сейчас не идёт игра.
table-unknown-game = Игры «{ $game }» нет. Доступные игры: { $games }.
table-bad-option = Недопустимая настройка стола: { $option }.
table-already-seated = Ты уже сидишь за этим столом.
table-lobby-full = Все места заняты (максимум { $max } { $max ->
        [one] игрок
        [few] игрока
        [many] игроков
       *[other] игрока
    }).
table-not-seated = У тебя нет места за этим столом.
table-host-only = Это может сделать только хозяин стола или модератор.
table-moderator-only = Это может сделать только модератор этого канала.
table-player-count = Для этой игры нужно { $min }–{ $max } { $max ->
        [one] игрок
        [few] игрока
        [many] игроков
       *[other] игрока
    }, а сейчас за столом { $count ->
        [one] { $count } игрок
        [few] { $count } игрока
        [many] { $count } игроков
       *[other] { $count } игрока
    }.
table-not-your-turn = Сейчас не твой ход.
table-move-unreadable = Не понимаю ход «{ $input }». { $hint }
table-store-failed = Не удалось это сохранить, так что всё осталось как было. Попробуй ещё раз.
table-game-damaged = Сохранённая игра этого стола повреждена и не может продолжаться, поэтому она отложена (администратор может её изучить). Стол свободен: начни новую игру командой /игра новая.
table-timed-out-ai = У игрока { $player } кончилось время: за него играет ИИ, пока он не вернётся (/игра вернулся).
table-timed-out-end = У игрока { $player } кончилось время, поэтому игра заканчивается незавершённой. Очки на этот момент:
table-away = За игрока { $player } играет ИИ, пока он не вернётся (/игра вернулся).
table-back = { $player } вернулся и снова играет сам.
table-already-away = За тебя уже играет ИИ; командой /игра вернулся ты заберёшь своё место.
table-not-away = Ты и так играешь за своё место сам.
table-lobby-expired = Никто не запустил этот стол вовремя, поэтому он закрыт. Открой новый командой /игра новая.
table-game-idle = В этой игре никто не ходил две недели, поэтому она заканчивается незавершённой. Очки на этот момент:
table-back-online = Я снова в сети после перерыва; игра продолжается с того места, где остановилась.
table-away-seats = { $count ->
    [one] Отошёл, за него играет ИИ: { $players }
    [few] Отошли, за них играет ИИ: { $players }
    [many] Отошли, за них играет ИИ: { $players }
   *[other] Отошли, за них играет ИИ: { $players }
}
table-reminder-turn = ⏰ Твой ход в игре «{ $game }».
table-reminder-hurry = ⏰ В игре «{ $game }» всё ещё ждут твоего хода, а времени осталась лишь пятая часть.
table-reminder-still = ⏰ Игра «{ $game }» уже сутки ждёт твоего хода.
table-reminder-nudge = 👋 { $player } напоминает, что сейчас твой ход в игре «{ $game }».
table-nudged = 👋 { $player } торопит { $count ->
        [one] игрока { $players }: стол ждёт тебя!
        [few] игроков { $players }: стол ждёт вас!
        [many] игроков { $players }: стол ждёт вас!
       *[other] игроков { $players }: стол ждёт вас!
    }
table-nudge-nobody = Сейчас игра не ждёт никого, кроме тебя.
table-nudged-recently = Всех, кого ждёт стол, уже торопили в течение последнего часа; снова поторопить их можно через { $minutes } { $minutes ->
        [one] минуту
        [few] минуты
       *[many] минут
    }.
table-reminders-on = Напоминания о ходе включены: я напишу тебе в личные сообщения, когда неспешная игра будет ждать твоего хода.
table-reminders-off = Напоминания о ходе выключены. Включить их снова можно командой /настройки напоминания.
