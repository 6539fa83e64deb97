## Слова на картинках (карты на руке и стол)
picture-seat = { $player }
picture-your-hand = Твои карты
picture-trick = Взятка
picture-last-trick = Прошлая взятка
