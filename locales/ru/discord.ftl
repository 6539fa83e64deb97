# Discord: кнопки сообщения стола и сообщения, которые бот отправляет сам.

discord-button-join = Сесть за стол
discord-button-leave = Встать из-за стола
discord-button-bot = Добавить бота
discord-button-start = Начать
discord-button-hand = Мои карты
discord-done = Готово.
discord-unknown-command = Я не знаю такой команды; возможно, мои команды сейчас обновляются — попробуй ещё раз через минуту.
discord-dms-closed = { $player }, я не могу отправлять тебе личные сообщения, поэтому смотри свои карты командой /мои-карты или кнопкой «Мои карты». Разреши личные сообщения от участников этого сервера, затем начни игру или используй /мои-карты — и я попробую снова (в любом случае через день).
discord-channel-unreachable = Я больше не могу писать в канал { $channel } ({ $reason ->
        [gone] канал удалён
        [access] у меня нет к нему доступа
       *[permission] у меня там не хватает прав
    }), поэтому я перестал отправлять туда сообщения. Дай мне права «Просматривать канал», «Отправлять сообщения» и «Встраивать ссылки» в этом канале, а затем снова открой стол командой /игра новая.
discord-deadline = ⏳ Время на ход истекает { $when }.
discord-reminder-where = Стол: { $channel }
discord-reminder-jump = Перейти к столу
discord-unknown-button = Я не знаю такой кнопки, или она относится к другому каналу. Используй кнопки сообщения стола в этом канале или команду /игра статус.
discord-dm-control-refused = Эта кнопка или это меню сейчас отсюда не работает. Свои столы можно найти командой /игра мои-игры; работает и сообщение стола в канале игры.
discord-button-play = Сделать ход
discord-menu-choose = Выбери свой ход
discord-menu-previous = ◀ Назад
discord-menu-next = Дальше ▶
discord-menu-page = Твои ходы, страница { $page } из { $pages }.
discord-menu-kind = Выбери вид хода
discord-menu-kinds = ◀ Виды ходов
discord-menu-other = Другие ходы
discord-button-rematch = Реванш
discord-thread-summary = { $summary } Ветка: { $thread }
