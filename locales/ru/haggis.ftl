# «Хаггис» (Haggis) — сообщения на русском.
# Переменные: $player, $receiver и $players — имена игроков (список — через запятую);
# $cards, $wilds и $haggis — списки названий карт («красная 5», «валет»); $colour — цвет в
# женском роде; $rank — достоинство: в haggis-rank, haggis-rank-plain и haggis-set это число
# (2–10, а 11, 12, 13 — валет, дама, король), поэтому haggis-set выбирает по нему форму
# («три пятёрки», «пара пятёрок»), в остальных сообщениях — готовое название достоинства;
# $low и $top — названия достоинств (2–10, валет, дама, король); $reading — название
# комбинации («пара пятёрок», «последовательность 8–10», «бомба валет + дама»), $plays —
# список сыгранных комбинаций; $declared — заявленный вариант («последовательность со старшей
# картой 9»); $bet — название ставки со строчной буквы для фраз («малая ставка (15)»), в меню
# у ставок свои названия с заглавной буквы (haggis-move-bet-*);
# $size и $width — числа карт в комбинации; $count, $held и $captured — числа карт (или
# пасов, в haggis-view-trick; одиночную карту называет только она сама); $place — 1 для первого вышедшего, 2 для второго; $hand — номер
# раунда; $number — номер места; $line и $detail — части строки; $points, $bonus, $out,
# $pile, $bets, $score, $total и $target — числа очков.
# Имена не склоняются (стоят в именительном падеже, после двоеточия или после слова
# «игрок»), а глаголы прошедшего времени зависели бы от пола игрока, поэтому фразы
# построены в настоящем времени или безлично.
# Справка по правилам — в haggis-rules.ftl.

haggis-name = Хаггис

## Как ввести ход

haggis-notation-hint = Напиши карты, которые играешь, через пробел: числовая карта — это буква её цвета и достоинство (r5, o10, y3; r — красная, o — оранжевая, y — жёлтая, g — зелёная, b — синяя), джокер — j (валет), q (дама) или k (король), например r5 o5 j. Чтобы указать, чем считать эти карты, добавь as set (как набор) или as run (как последовательность), например r5 j q as run; для лесенки укажи ещё, сколько карт на каждом достоинстве и какие это достоинства, например as run x2 9-j (лесенка из пар от 9 до валета). Другие ходы: pass (пас), bet none (без ставки), bet little (малая ставка), bet big (большая ставка) и give 2 — отдать взятку, взятую бомбой, игроку на месте 2.

## Карты и комбинации

# Достоинство: число, а для 11, 12, 13 — валет, дама, король.
haggis-rank = { $rank ->
        [11] валет
        [12] дама
        [13] король
       *[other] { $rank }
    }
# Достоинство на конце диапазона: «последовательность 5–7», «последовательность 10–король».
haggis-rank-plain = { $rank ->
        [11] валет
        [12] дама
        [13] король
       *[other] { $rank }
    }
# Числовая карта: «красная 5».
haggis-card = { $colour } { $rank }
# Набор из $size карт достоинства $rank (число). Валет, дама или король бывают только
# одиночной картой (две-три фигуры вместе — бомба), поэтому у наборов побольше формы есть
# только для 2–10: «пара пятёрок», «три пятёрки», «пять пятёрок».
haggis-set = { $size ->
        [one] одиночная карта { $rank ->
            [11] валет
            [12] дама
            [13] король
           *[other] { $rank }
        }
        [2] пара { $rank ->
            [2] двоек
            [3] троек
            [4] четвёрок
            [5] пятёрок
            [6] шестёрок
            [7] семёрок
            [8] восьмёрок
            [9] девяток
            [10] десяток
           *[other] карт по { $rank }
        }
        [few] { $size ->
            [3] три
           *[4] четыре
        } { $rank ->
            [2] двойки
            [3] тройки
            [4] четвёрки
            [5] пятёрки
            [6] шестёрки
            [7] семёрки
            [8] восьмёрки
            [9] девятки
            [10] десятки
           *[other] карты по { $rank }
        }
       *[many] { $size ->
            [5] пять
            [6] шесть
            [7] семь
           *[8] восемь
        } { $rank ->
            [2] двоек
            [3] троек
            [4] четвёрок
            [5] пятёрок
            [6] шестёрок
            [7] семёрок
            [8] восьмёрок
            [9] девяток
            [10] десяток
           *[other] карт по { $rank }
        }
    }
# Последовательность по $width карт на каждом достоинстве, от $low до $top.
haggis-run = { $width ->
        [1] последовательность { $low }–{ $top }
        [2] лесенка из пар { $low }–{ $top }
        [3] лесенка по три карты { $low }–{ $top }
       *[other] лесенка по { $width } { $width ->
            [one] карте
            [few] карты
            [many] карт
           *[other] карты
        } { $low }–{ $top }
    }
haggis-bomb-rainbow = бомба 3-5-7-9 четырёх мастей
haggis-bomb-jack-queen = бомба валет + дама
haggis-bomb-jack-king = бомба валет + король
haggis-bomb-queen-king = бомба дама + король
haggis-bomb-jack-queen-king = бомба валет + дама + король
haggis-bomb-suited = бомба 3-5-7-9 одной масти
# Что игрок заявил с помощью «as set» или «as run».
haggis-declared-set = набор
haggis-declared-run = { $width ->
        [1] последовательность
        [2] лесенка из пар
        [3] лесенка по три карты
       *[other] лесенка по { $width } { $width ->
            [one] карте
            [few] карты
            [many] карт
           *[other] карты
        }
    }
haggis-declared-run-to = { $width ->
        [1] последовательность со старшей картой { $top }
        [2] лесенка из пар со старшим достоинством { $top }
        [3] лесенка по три карты со старшим достоинством { $top }
       *[other] лесенка по { $width } { $width ->
            [one] карте
            [few] карты
            [many] карт
           *[other] карты
        } со старшим достоинством { $top }
    }

## Ставки (со строчной буквы: они стоят и внутри фраз, и в строке места на столе)

haggis-bet-none = без ставки
haggis-bet-little = малая ставка (15)
haggis-bet-big = большая ставка (30)

## Ходы, как они предлагаются в меню

haggis-move-play = { $count ->
        [1] { $cards }
       *[other] { $reading }: { $cards }
    }
haggis-move-cards = Сыграть: { $cards }
haggis-move-pass = Пас
haggis-move-bet-none = Без ставки (0)
haggis-move-bet-little = Малая ставка (15)
haggis-move-bet-big = Большая ставка (30)
haggis-move-give = Отдать взятку игроку { $player }

## Недопустимые ходы

haggis-illegal-not-in-hand = У тебя на руке нет таких карт: { $cards }.
haggis-illegal-not-a-combination = Эти карты ({ $cards }) не образуют комбинацию: сыграй набор одного достоинства, последовательность одной масти, лесенку с одними и теми же мастями на каждом достоинстве или бомбу.
haggis-illegal-not-as-declared = Эти карты ({ $cards }) не подходят под заявленную комбинацию: { $declared }.
haggis-illegal-wrong-shape = На столе { $top }: ответить можно только комбинацией того же вида с тем же числом карт или бомбой.
haggis-illegal-too-low = Это не бьёт комбинацию на столе ({ $top }): сыграй комбинацию той же формы, но старше, бомбу или скажи пас.
haggis-illegal-needs-bomb = На столе { $top }: побить её можно только бомбой старше. Сыграй такую бомбу или скажи пас.
haggis-illegal-cannot-pass = Ты заходишь в эту взятку, поэтому пасовать нельзя: сыграй любую комбинацию.
haggis-illegal-already-bet = Изменить ставку в этом раунде нельзя. Твой выбор: { $bet }.
haggis-illegal-bet-after-play = Ставку можно сделать только до своего первого хода картами в раунде.
haggis-illegal-betting-closed = Ставки закрыты: кто-то уже вышел.
haggis-illegal-nothing-to-give = Нет взятки, взятой бомбой, которую нужно отдать.
haggis-illegal-not-your-decision = Взятка взята бомбой, и кому отдать её карты, решает { $player }.
haggis-illegal-give-first = Сначала выбери, кому из соперников отдать взятку, взятую твоей бомбой, например give 2.
haggis-illegal-not-an-opponent = Игрок на месте { $number } — не твой соперник: отдай взятку одному из соперников.

## Что происходит

haggis-dealt = Раунд { $hand }: карты розданы, в первую взятку заходит { $player }.
haggis-dealt-random = Раунд { $hand }: карты розданы, и по жребию в первую взятку заходит { $player }.
haggis-your-hand = Твои карты ({ $count ->
        [one] { $count } карта
        [few] { $count } карты
        [many] { $count } карт
       *[other] { $count } карты
    }): { $cards }.
haggis-your-hand-wilds = Твои карты ({ $count ->
        [one] { $count } карта
        [few] { $count } карты
        [many] { $count } карт
       *[other] { $count } карты
    }): { $cards }; в открытую, на виду у всех: { $wilds }.
haggis-bet-made = У игрока { $player } { $bet }.
haggis-no-bet-made = { $player } играет без ставки.
haggis-led = { $player } заходит: { $count ->
        [1] { $cards }
       *[other] { $reading } ({ $cards })
    }.
haggis-played = { $player } отвечает: { $count ->
        [1] { $cards }
       *[other] { $reading } ({ $cards })
    }.
haggis-passed = { $player } пасует.
haggis-went-out = { $player } { $place ->
        [1] выходит раньше всех
       *[other] тоже выходит
    } и получает { $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очка
    } (5 × { $count ->
        [one] { $count } карта
        [few] { $count } карты
        [many] { $count } карт
       *[other] { $count } карты
    }).
haggis-went-out-bonus = { $player } { $place ->
        [1] выходит раньше всех
       *[other] тоже выходит
    } и получает { $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очка
    } (5 × { $count ->
        [one] { $count } карта
        [few] { $count } карты
        [many] { $count } карт
       *[other] { $count } карты
    }, плюс бонус { $bonus }).
haggis-must-give = { $player } берёт взятку бомбой и выбирает, кому из соперников отдать её карты.
haggis-trick-taken = { $player } забирает взятку: { $count ->
        [one] { $count } карта
        [few] { $count } карты
        [many] { $count } карт
       *[other] { $count } карты
    }, { $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очка
    }.
haggis-trick-bombed = { $player } берёт взятку бомбой, поэтому её карты ({ $count ->
        [one] { $count } карта
        [few] { $count } карты
        [many] { $count } карт
       *[other] { $count } карты
    }, { $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очка
    }) достаются игроку { $receiver }.
haggis-leads = В следующую взятку заходит { $player }.
haggis-hand-ended = Раунд { $hand } окончен. Хаггис ({ $haggis }) получает первый вышедший игрок — { $player }.
haggis-hand-remaining = { $count ->
        [one] Карту, оставшуюся на руке у игрока { $player }, получает { $receiver }: { $cards }.
        [few] Карты, оставшиеся на руке у игрока { $player } ({ $count } карты), получает { $receiver }: { $cards }.
        [many] Карты, оставшиеся на руке у игрока { $player } ({ $count } карт), получает { $receiver }: { $cards }.
       *[other] Карты, оставшиеся на руке у игрока { $player } ({ $count } карты), получает { $receiver }: { $cards }.
    }
haggis-hand-scored = Очки за раунд { $hand } (выход + карты + ставки):
haggis-hand-score = { $player }: { $out } + { $pile } + { $bets } = { $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очка
    } за раунд, всего { $total ->
        [one] { $total } очко
        [few] { $total } очка
        [many] { $total } очков
       *[other] { $total } очка
    }.
haggis-play-on = Нужная сумма набрана, но первое место делят { $players }: у каждого { $total ->
        [one] { $total } очко
        [few] { $total } очка
        [many] { $total } очков
       *[other] { $total } очка
    }. Играется ещё один раунд.
haggis-game-over = Игра окончена. { $count ->
        [one] Побеждает { $players }.
        [few] Побеждают { $players }.
        [many] Побеждают { $players }.
       *[other] Побеждают { $players }.
    }

## Стол

haggis-view-hand = Раунд { $hand }, игра идёт до { $target ->
        [one] { $target } очка
        [few] { $target } очков
        [many] { $target } очков
       *[other] { $target } очка
    }.
haggis-view-seat = { $player }: на руке { $held ->
        [one] { $held } карта
        [few] { $held } карты
        [many] { $held } карт
       *[other] { $held } карты
    }, во взятках { $captured ->
        [one] { $captured } карта
        [few] { $captured } карты
        [many] { $captured } карт
       *[other] { $captured } карты
    }; счёт: { $score }
# Строка места с ещё одной подробностью.
haggis-view-detail = { $line }; { $detail }
haggis-view-wilds = в открытую: { $wilds }
haggis-view-may-bet = ещё может сделать ставку
haggis-view-no-bet = без ставки
haggis-view-out = { $place ->
        [1] первый выход
       *[other] второй выход
    } (+{ $gain })
haggis-view-haggis = Хаггис: { $count ->
        [one] { $count } карта
        [few] { $count } карты
        [many] { $count } карт
       *[other] { $count } карты
    } рубашкой вверх.
haggis-view-play = { $player }: { $count ->
        [1] { $cards }
       *[other] { $reading } ({ $cards })
    }
haggis-view-trick = На столе: { $plays }{ $count ->
        [0] .
        [one] ; с тех пор { $count } пас.
        [few] ; с тех пор { $count } паса.
        [many] ; с тех пор { $count } пасов.
       *[other] ; с тех пор { $count } паса.
    }
haggis-view-turn-lead = Заходит { $player }.
haggis-view-turn = Ход игрока { $player }: побить комбинацию на столе ({ $top }) или спасовать.
haggis-view-giving = { $player } выбирает, кому из соперников отдать взятку, взятую бомбой.
haggis-group-singles = Одиночные карты
haggis-group-pairs = Пары
haggis-group-sets = Наборы из трёх и более
haggis-group-runs = Последовательности и лесенки
haggis-group-bombs = Бомбы
haggis-group-other = Пас, ставки и передача взятки
