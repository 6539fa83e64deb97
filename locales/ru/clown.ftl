# Clown Standoff — сообщения на русском.
# Переменные: $player и $players — имена игроков (список — через запятую);
# $card — число на карте клоуна (от 1 до 6); $cards и $numbers — списки таких чисел
# по возрастанию («1, 3, 3, 6»); $count — сколько карт (или игроков) упоминается во фразе;
# $round — раунд Перепалки (от 1 до $rounds, то есть 4).
# Имена не склоняются (стоят в именительном падеже или после «игрок»), а глаголы прошедшего
# времени зависели бы от пола игрока, поэтому фразы построены в настоящем времени или
# безлично.
# Справка по правилам — в clown-rules.ftl.

clown-name = Clown Standoff

# Кто какую карту сыграл в раунде, внутри списка: «Аня: 5».
clown-played = { $player }: { $card }
# Карта виртуального игрока в раунде на двоих, внутри списка.
clown-played-virtual = виртуальный игрок: { $card }
# Часть изъятия, внутри списка: «2 карты у игрока Аня».
clown-take-part = { $count ->
        [one] { $count } карту
        [few] { $count } карты
        [many] { $count } карт
       *[other] { $count } карты
    } у игрока { $player }

## Как ввести ход

clown-notation-hint = В Перепалке введи число на карте с руки, например 5. В Битве тортами: draw — тянуть карту с тортом; reshuffle и карта клоуна, которую сбрасываешь, — перетасовать, например reshuffle 3; pay и карты клоунов для откупа — откупиться, например pay 2 4 6; после Уклонения again — тянуть ещё раз, или pass — передать стопку дальше; take и для каждого места «место:сколько карт», например take 2:1 3:2 (1 карта у игрока на месте 2 и 2 карты у игрока на месте 3); или decline — ничего не забирать.

## Ходы, как они предлагаются в меню

clown-move-play = Сыграть карту { $card }
clown-move-draw = Тянуть верхнюю карту с тортом
clown-move-reshuffle = Сбросить карту { $card }, перетасовать стопку с тортами и передать дальше
clown-move-pay = Откупиться картами { $cards } и передать стопку дальше
clown-move-again = Тянуть вторую карту с тортом
clown-move-pass = Передать стопку с тортами дальше
clown-move-take = Забрать { $parts }
clown-move-decline = Ничего не забирать

## Недопустимые ходы

clown-illegal-not-now = Этот ход сейчас не подходит. { $expected }
clown-awaiting-card = Выбери карту с руки, например 5.
clown-awaiting-choose = Тяни, перетасуй или откупись, чтобы передать стопку дальше.
clown-awaiting-draw = У тебя нет карт клоунов, поэтому придётся тянуть.
clown-awaiting-draw-again = Тяни ещё раз или передай стопку дальше.
clown-awaiting-take = Забери карты клоунов или откажись.
clown-awaiting-drawing = Сейчас вытягивается карта с тортом.
clown-awaiting-taking = Сейчас наугад выбираются карты клоунов, которые будут забраны.
clown-illegal-not-in-hand = У тебя на руке нет карты { $card }.
clown-illegal-same-choice = В этом раунде у тебя уже выбрана карта { $card }.
clown-illegal-must-draw = У тебя нет карт клоунов, поэтому придётся тянуть.
clown-illegal-no-clown-card = Сбросить не получится: у тебя нет карты клоуна { $card }.
clown-illegal-cannot-pay = Откуп стоит по одной карте клоуна за каждого игрока, который ещё в игре, всего { $count ->
        [one] { $count } карту
        [few] { $count } карты
        [many] { $count } карт
       *[other] { $count } карты
    }, а у тебя их меньше.
clown-illegal-pay-count = Откуп стоит ровно { $count ->
        [one] { $count } карту клоуна
        [few] { $count } карты клоунов
        [many] { $count } карт клоунов
       *[other] { $count } карты клоунов
    }, по одной за каждого игрока, который ещё в игре.
clown-illegal-not-your-clown-cards = У тебя нет таких карт клоунов: { $cards }.
clown-illegal-take-count = Забрать можно ровно { $count ->
        [one] { $count } карту клоуна
        [few] { $count } карты клоунов
        [many] { $count } карт клоунов
       *[other] { $count } карты клоунов
    } в сумме — или отказаться.
clown-illegal-not-an-opponent = У игрока { $player } нельзя забрать карты клоунов: забирать можно только у других игроков, которые ещё в игре.
clown-illegal-too-few = У игрока { $player } всего { $count ->
        [one] { $count } карта клоуна
        [few] { $count } карты клоунов
        [many] { $count } карт клоунов
       *[other] { $count } карты клоунов
    }.
clown-illegal-no-such-seat = На месте { $seat } никто не сидит.

## Сообщения: Перепалка

clown-dealt = Каждый игрок получает четыре карты клоунов. Остальные карты, не глядя, убирают обратно в коробку.
clown-dealt-virtual = Каждый игрок получает четыре карты клоунов, и виртуальный третий игрок тоже. Остальные карты, не глядя, убирают обратно в коробку.
clown-your-hand = Твои карты на руке: { $cards }.
clown-round-begins = Перепалка, раунд { $round } из { $rounds }: все тайно выбирают карту.
clown-chosen = { $player }: карта выбрана. { $count ->
        [one] Ещё выбирает { $count } игрок: { $players }.
        [few] Ещё выбирают { $count } игрока: { $players }.
        [many] Ещё выбирают { $count } игроков: { $players }.
       *[other] Ещё выбирают { $count } игрока: { $players }.
    }
clown-chosen-last = { $player }: карта выбрана — теперь выбор сделали все.
clown-you-chose = Твой выбор: { $card }. Его можно менять, пока все не сделают выбор.
clown-you-changed = Ты меняешь выбор: было { $previous }, стало { $card }. Его можно менять, пока все не сделают выбор.
clown-revealed = Раунд { $round }, карты вскрыты: { $cards }.
# [1] — ровно одно число; для остальных количеств подходит множественное число.
clown-cancelled = { $count ->
        [1] Число { $numbers } сыграно больше одного раза: эти карты взаимно отменяются и уходят в коробку.
        [one] Числа { $numbers } сыграны больше одного раза: эти карты взаимно отменяются и уходят в коробку.
        [few] Числа { $numbers } сыграны больше одного раза: эти карты взаимно отменяются и уходят в коробку.
        [many] Числа { $numbers } сыграны больше одного раза: эти карты взаимно отменяются и уходят в коробку.
       *[other] Числа { $numbers } сыграны больше одного раза: эти карты взаимно отменяются и уходят в коробку.
    }
clown-all-cancelled = Все карты взаимно отменились: раунд никто не выигрывает, карты уходят в коробку.
clown-one-as-seven = В раунде сыграна шестёрка, а единица игрока { $player } не отменилась, поэтому эта единица считается семёркой.
clown-one-as-seven-virtual = В раунде сыграна шестёрка, а единица виртуального игрока не отменилась, поэтому эта единица считается семёркой.
clown-round-won = { $player } выигрывает раунд { $round } и забирает { $count ->
        [one] { $count } карту клоуна
        [few] { $count } карты клоунов
        [many] { $count } карт клоунов
       *[other] { $count } карты клоунов
    }: { $cards }.
clown-round-won-virtual = Раунд { $round } выигрывает виртуальный игрок, и его добыча — { $count ->
        [one] { $count } карта
        [few] { $count } карты
        [many] { $count } карт
       *[other] { $count } карты
    } — возвращается в коробку: { $cards }.

## Сообщения: Битва тортами

clown-pie-fight = Перепалка окончена, начинается Битва тортами! { $player } получает стопку с тортами: у этого игрока больше всего карт клоунов.
clown-drew-dodge = { $player } вытягивает Уклонение и остаётся в игре. { $count ->
        [one] В стопке остаётся { $count } карта с тортом.
        [few] В стопке остаются { $count } карты с тортами.
        [many] В стопке остаётся { $count } карт с тортами.
       *[other] В стопке остаётся { $count } карты с тортами.
    }
clown-drew-hit = { $player } вытягивает Попадание!
clown-may-draw-again = { $player } без карт клоунов и может вытянуть вторую карту с тортом или передать стопку дальше.
clown-reshuffled = { $player } сбрасывает карту { $card } и перетасовывает все шесть карт с тортами в новую стопку.
clown-paid = { $player } откупается, отдавая { $count ->
        [one] { $count } карту клоуна ({ $cards })
        [few] { $count } карты клоунов ({ $cards })
        [many] { $count } карт клоунов ({ $cards })
       *[other] { $count } карты клоунов ({ $cards })
    }, и передаёт стопку дальше без изменений.
clown-passed = { $player } больше не тянет.
clown-may-take = После двух Уклонений { $player } может забрать у других игроков { $count ->
        [one] { $count } карту клоуна
        [few] { $count } карты клоунов
        [many] { $count } карт клоунов
       *[other] { $count } карты клоунов
    } или отказаться.
clown-nothing-to-take = { $player }: два Уклонения подряд, но забрать карты клоунов не у кого — у остальных их нет.
clown-taking = { $player } наугад забирает карты клоунов: { $parts }.
clown-you-took = Ты забираешь у игрока { $player } { $count ->
        [one] { $count } карту клоуна
        [few] { $count } карты клоунов
        [many] { $count } карт клоунов
       *[other] { $count } карты клоунов
    }: { $cards }.
clown-taken-from-you = { $player } забирает у тебя { $count ->
        [one] { $count } карту клоуна
        [few] { $count } карты клоунов
        [many] { $count } карт клоунов
       *[other] { $count } карты клоунов
    }: { $cards }.
clown-declined = { $player } ничего не забирает.
clown-stack-passed = Стопка с тортами переходит к игроку { $player }.
clown-out = { $player } получает тортом в лицо и выбывает из игры.
clown-out-with-cards = { $player } получает тортом в лицо и выбывает из игры; { $count ->
        [one] { $count } карта клоуна этого игрока тоже уходит
        [few] { $count } карты клоунов этого игрока тоже уходят
        [many] { $count } карт клоунов этого игрока тоже уходят
       *[other] { $count } карты клоунов этого игрока тоже уходят
    } из игры: { $cards }.
clown-new-stack = Все шесть карт с тортами перетасовывают в новую стопку, и она переходит к игроку, у которого больше всего карт клоунов: { $player }.
clown-won = { $player } — последний клоун на ногах и побеждает в игре!
# Строка итогов: место игрока, «Анна: 1-е место» ($place от 1 до 6).
clown-final-place = { $player }: { $place }-е место

## Стол, каким его видят все

clown-view-waiting-deal = Ждём раздачи.
clown-view-squabble = Перепалка, раунд { $round } из { $rounds }.
clown-view-round-won = Раунд { $round }: { $cards }. Добыча игрока { $player }: { $won }.
clown-view-round-won-virtual = Раунд { $round }: { $cards }. Раунд за виртуальным игроком.
clown-view-round-cancelled = Раунд { $round }: { $cards }. Все карты взаимно отменились.
clown-view-player-squabble = { $player }: на руке { $hand ->
        [one] { $hand } карта
        [few] { $hand } карты
        [many] { $hand } карт
       *[other] { $hand } карты
    }, { $count ->
        [0] карт клоунов нет
        [one] { $count } карта клоуна ({ $cards })
        [few] { $count } карты клоунов ({ $cards })
        [many] { $count } карт клоунов ({ $cards })
       *[other] { $count } карты клоунов ({ $cards })
    }.
clown-view-virtual = Виртуальный игрок: на руке { $hand ->
        [one] { $hand } карта
        [few] { $hand } карты
        [many] { $hand } карт
       *[other] { $hand } карты
    }.
clown-view-chosen = { $count ->
        [one] Выбор сделан ({ $count } игрок): { $players }.
        [few] Выбор сделан ({ $count } игрока): { $players }.
        [many] Выбор сделан ({ $count } игроков): { $players }.
       *[other] Выбор сделан ({ $count } игрока): { $players }.
    }
clown-view-waiting = Ждём выбора: { $players }.
clown-view-pie-fight = Битва тортами: в стопке { $count ->
        [one] { $count } карта с тортом
        [few] { $count } карты с тортами
        [many] { $count } карт с тортами
       *[other] { $count } карты с тортами
    }, { $dodges ->
        [0] Уклонений пока не было.
        [one] с последней перетасовки вытянуто { $dodges } Уклонение.
        [few] с последней перетасовки вытянуто { $dodges } Уклонения.
        [many] с последней перетасовки вытянуто { $dodges } Уклонений.
       *[other] с последней перетасовки вытянуто { $dodges } Уклонения.
    }
clown-view-player-in = { $player }: { $count ->
        [0] карт клоунов нет.
        [one] { $count } карта клоуна ({ $cards }).
        [few] { $count } карты клоунов ({ $cards }).
        [many] { $count } карт клоунов ({ $cards }).
       *[other] { $count } карты клоунов ({ $cards }).
    }
clown-view-player-out = { $player }: вне игры.
clown-view-turn-choose = Стопка с тортами у игрока { $player }: нужно тянуть, перетасовать или откупиться, чтобы передать её дальше.
clown-view-turn-draw = Стопка с тортами у игрока { $player }; карт клоунов нет, поэтому придётся тянуть.
clown-view-turn-draw-again = После Уклонения { $player } может тянуть ещё раз или передать стопку дальше.
clown-view-turn-take = После двух Уклонений { $player } может забрать { $count ->
        [one] { $count } карту клоуна
        [few] { $count } карты клоунов
        [many] { $count } карт клоунов
       *[other] { $count } карты клоунов
    } или отказаться.
clown-view-turn-drawing = { $player } тянет карту с тортом.
clown-view-turn-taking = { $player } наугад забирает карты клоунов.
clown-view-winner = Игра окончена: побеждает { $player }.

## Карты того, кто смотрит

clown-view-hand = Твои карты ({ $count ->
        [one] { $count } карта
        [few] { $count } карты
        [many] { $count } карт
       *[other] { $count } карты
    }): { $cards }.
clown-view-hand-empty = На руке нет карт.
clown-view-choice = Твой выбор в этом раунде: { $card }. Его можно менять, пока все не сделают выбор.
clown-view-no-choice = В этом раунде у тебя ещё нет выбранной карты.
clown-view-your-clown-cards = { $count ->
        [0] У тебя нет карт клоунов.
        [one] У тебя { $count } карта клоуна: { $cards }.
        [few] У тебя { $count } карты клоунов: { $cards }.
        [many] У тебя { $count } карт клоунов: { $cards }.
       *[other] У тебя { $count } карты клоунов: { $cards }.
    }
