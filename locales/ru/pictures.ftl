# Words drawn in pictures (the final-score chart; its legend is each game's final
# standings). $round and $score are numbers, $player is a player's name.

picture-scores = Очки
picture-round = Раунд { $round }
picture-score = { $score }

## Слова на картинках (карты на руке и стол)
picture-seat = { $player }
# Над картами или кубиками («Война пуговиц») на руке.
picture-your-hand = У тебя на руке
picture-trick = Взятка
picture-last-trick = Последняя взятка
