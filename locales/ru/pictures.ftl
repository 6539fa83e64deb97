# Words drawn in pictures (the final-score chart). $player is a player's name; $round
# and $score are numbers.

picture-scores = Очки
picture-round = Раунд { $round }
picture-score = { $score }
picture-player = { $player }: { $score }

## Слова на картинках (карты на руке и стол)
picture-seat = { $player }
picture-your-hand = У тебя на руке
picture-trick = Взятка
picture-last-trick = Последняя взятка
