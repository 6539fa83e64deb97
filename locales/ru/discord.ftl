# Discord: кнопки сообщения стола и сообщения, которые бот отправляет сам.

discord-button-join = Сесть за стол
discord-button-leave = Встать из-за стола
discord-button-bot = Добавить бота
discord-button-start = Начать
discord-button-hand = Мои карты
discord-done = Готово.
discord-unknown-command = Я не знаю такой команды; возможно, мои команды сейчас обновляются — попробуй ещё раз через минуту.
discord-dms-closed = { $player }, я не могу отправлять тебе личные сообщения, поэтому смотри свои карты командой /мои-карты или кнопкой «Мои карты».
