# «Похвальба или ничего» (Boast or Nothing) — сообщения на русском.
# Переменные: $player и $players — имена игроков (список — через запятую);
# $card — название карты («красная 7», «карта побега»); $colour — цвет в женском роде
# («красная»); $top, $middle и $bottom — фишки башни от самой сильной вниз.
# Имена не склоняются, а глаголы прошедшего времени зависели бы от пола игрока,
# поэтому фразы построены так, чтобы имена стояли в именительном падеже, а глаголы —
# в настоящем времени.

boast-name = Похвальба или ничего

## Карты

# Цветная карта, например «красная 7».
boast-card = { $colour } { $value }
boast-escape = карта побега

## Как ввести ход

boast-notation-hint = Карту записывай буквой цвета и достоинством: r — красная, b — синяя, y — жёлтая, например r7, b11 или y1. Чтобы сыграть карту побега, введи esc.

## Недопустимые ходы

boast-illegal-not-in-hand = У тебя на руке нет такой карты: { $card }.
boast-illegal-must-follow = Масть захода — { $colour }, и у тебя есть карты этого цвета, поэтому нужно ответить в масть или сыграть карту побега.

## Сообщения о ходе игры

boast-round-started = Начинается раунд { $round }, в первую взятку заходит { $player }. Норма — { $target ->
        [one] { $target } взятка
        [few] { $target } взятки
        [many] { $target } взяток
       *[other] { $target } взятки
    }: выполнишь её — получишь 1 очко, не возьмёшь ни одной взятки — получишь 2 очка.
boast-tower = Фишки в башне, от самой сильной к самой слабой: { $top }, { $middle }, { $bottom }.
boast-leftovers = В этом раунде не участвуют две лишние карты: { $first } и { $second }.
boast-leftovers-hidden = Две лишние карты лежат рубашкой вверх и в этом раунде не участвуют.
boast-your-hand = Твои карты ({ $count ->
        [one] { $count } карта
        [few] { $count } карты
        [many] { $count } карт
       *[other] { $count } карты
    }): { $cards }.
boast-card-played = { $player } ходит: { $card }.
boast-trick-won = { $player } забирает взятку ({ $card }) — { $count }-ю в этом раунде.
boast-trick-won-by-tower = Во взятке несколько цветов, и выше всех в башне стоит { $colour } фишка, поэтому взятку забирает { $player } ({ $card }) — { $count }-ю в этом раунде.
boast-tower-moved = В самый низ башни уходит { $colour } фишка. Теперь фишки в башне, от самой сильной к самой слабой: { $top }, { $middle }, { $bottom }.
boast-round-ended = Раунд { $round } окончен.
boast-round-score-target = { $player } набирает ровно { $tricks ->
        [one] { $tricks } взятку
        [few] { $tricks } взятки
        [many] { $tricks } взяток
       *[other] { $tricks } взятки
    }, выполняет норму и получает 1 очко; теперь на счету { $total ->
        [one] { $total } очко
        [few] { $total } очка
        [many] { $total } очков
       *[other] { $total } очка
    }.
boast-round-score-zero = { $player } остаётся без взяток и получает 2 очка; теперь на счету { $total ->
        [one] { $total } очко
        [few] { $total } очка
        [many] { $total } очков
       *[other] { $total } очка
    }.
boast-round-score-none = { $player } набирает { $tricks ->
        [one] { $tricks } взятку
        [few] { $tricks } взятки
        [many] { $tricks } взяток
       *[other] { $tricks } взятки
    } и ничего не получает; на счету по-прежнему { $total ->
        [one] { $total } очко
        [few] { $total } очка
        [many] { $total } очков
       *[other] { $total } очка
    }.
boast-reached-top = { $count ->
        [one] { $players } добирается до вершины: 5 очков или больше.
        [few] { $players } добираются до вершины: 5 очков или больше.
        [many] { $players } добираются до вершины: 5 очков или больше.
       *[other] { $players } добираются до вершины: 5 очков или больше.
    }
boast-game-won = { $player } побеждает в игре, набрав { $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очка
    }!
boast-game-shared = Ничья: { $players } делят победу.
boast-play-on = Ничья между игроками: { $players }. Игра продолжается раунд за раундом, пока у одного игрока не окажется больше очков, чем у всех остальных.
boast-still-tied = { $players } по-прежнему делят первое место ({ $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очка
    }), так что играем ещё один раунд.

## Стол, каким его видят все

boast-view-waiting-first-deal = Ждём первой раздачи.
boast-view-round = Раунд { $round }: норма — { $target ->
        [one] { $target } взятка
        [few] { $target } взятки
        [many] { $target } взяток
       *[other] { $target } взятки
    }; выполнишь — 1 очко, ни одной взятки — 2 очка.
boast-view-tower = Башня, фишки от самой сильной к самой слабой: { $top }, { $middle }, { $bottom }.
boast-view-leftovers = Лишние карты: { $first } и { $second }.
boast-view-leftovers-hidden = Лишние карты: лежат рубашкой вверх.
boast-view-player = { $player }: { $tricks ->
        [one] { $tricks } взятка
        [few] { $tricks } взятки
        [many] { $tricks } взяток
       *[other] { $tricks } взятки
    }, { $cards ->
        [one] { $cards } карта
        [few] { $cards } карты
        [many] { $cards } карт
       *[other] { $cards } карты
    } на руке, { $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очка
    }.
# Одна карта взятки в списке: «Аня: красная 7».
boast-view-played = { $player }: { $card }
boast-view-last-trick = Последняя взятка (её забирает { $player }): { $cards }.
boast-view-trick = Текущая взятка (заходит { $player }): { $cards }.
boast-view-turn = Очередь хода: { $player }.
boast-view-waiting-deal = Ждём следующей раздачи.
boast-view-play-on = Ничья на вершине: игра продолжается, пока у одного игрока не окажется больше очков, чем у всех остальных.
boast-view-winner = Игра окончена: побеждает { $player }.
boast-view-winners = Игра окончена: { $players } делят победу.

## Карты того, кто смотрит

boast-view-hand = Твои карты ({ $count ->
        [one] { $count } карта
        [few] { $count } карты
        [many] { $count } карт
       *[other] { $count } карты
    }): { $cards }.
boast-view-hand-empty = На руке нет карт.
