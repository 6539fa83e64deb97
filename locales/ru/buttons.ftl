# «Война пуговиц» (War of the Buttons) — сообщения на русском.
# Переменные: $player и $players — имена игроков (список — через запятую); $location и
# $space — название места или клетки школы; $place — где лежит кубик; $card и $token —
# описание карты или бонусного жетона; $count, $value, $cost, $gain, $buttons, $stars, $bb, $column, $next, $reward,
# $section и $round — числа; $items, $dice, $die, $hand, $detainees, $changes и $spaces —
# кубики в записи ходов (свои — значением, белые — как w<n>).
# Имена не склоняются (стоят в именительном падеже, после слова «игрок» или после
# двоеточия), а глаголы прошедшего времени зависели бы от пола игрока, поэтому фразы
# построены в настоящем времени или безлично. Названия мест и клеток тоже не склоняются.
# Справка по правилам — в buttons-rules.ftl.

buttons-name = Война пуговиц

## Как ввести ход

buttons-notation-hint = Чтобы сделать ставку, напиши bid, английское название места (quarry — каменоломня, forest — лес, field — луг) и значения своих кубиков, например bid forest 5 5; белый кубик добавляется как +w3, старший брат — как +bb5 (здесь он объявлен пятёркой). Школа: school, английское название клетки (exam — экзамен, free — освобождение, traitor — ябеда, start — первый игрок, bb — старший брат, build — стройка, star — звезда) и значение кубика, например school exam 4; для стройки ещё и часть: school build 2 s4; для освобождения — наказанный кубик: school free 1 d7; для ябеды school traitor 3 d6 или school traitor 3 none, если никого не забираешь. Карты: buy s2 2 2 2 (карта из ячейки 2 за три двойки; для карты постройки укажи и часть, например s3). Деревня: village 1 3. Бонусные действия: white w4 (купить белый кубик), change d2 6 (повернуть кубик d2 на 6), rescue c07 d6 (отдать карту C07 и выручить наказанного d6). А ещё: end (конец хода), done (карты после броска больше не нужны), detain d6:1 d7:2 d8:3 (расставить наказанных: d6 на место для наказанных 1 и так далее), rename c13 d2:5 (картой C13 превратить d2 в пятёрку), reroll d1 d3 (перебросить d1 и d3), penalty d3 h2 (наказание ябеды: d3 на место для наказанных 2), token quarry s3 d7 (бонусный жетон каменоломни: построить часть 3 и выручить d7).

## Детали игры

buttons-quarry = Каменоломня
buttons-forest = Лес
buttons-field = Луг
buttons-space-exam = Экзамен
buttons-space-free = Освобождение
buttons-space-traitor = Ябеда
buttons-space-start = Первый игрок
buttons-space-bb = Старший брат
buttons-space-build = Стройка
buttons-space-star = Звезда
buttons-nobody = никто
buttons-die-at = { $die } ({ $place })
buttons-place-school = школа, { $space }
buttons-place-slot = ячейка { $slot }

buttons-card = { $id } { $effect } ({ $kind }, { $dice ->
        [one] { $dice } кубик
        [few] { $dice } кубика
        [many] { $dice } кубиков
       *[other] { $dice } кубика
    })
buttons-card-unknown = карта { $id }
buttons-kind-one-shot = разовая
buttons-kind-permanent = постоянная
buttons-kind-post-roll = после броска
buttons-effect-build = Постройка части
buttons-effect-school = Школа: +{ $buttons ->
        [one] { $buttons } пуговица
        [few] { $buttons } пуговицы
        [many] { $buttons } пуговиц
       *[other] { $buttons } пуговицы
    } за кубик
buttons-effect-location = { $location }: +{ $buttons ->
        [one] { $buttons } пуговица
        [few] { $buttons } пуговицы
        [many] { $buttons } пуговиц
       *[other] { $buttons } пуговицы
    } за ставку
buttons-effect-village = Деревня: +{ $buttons ->
        [one] { $buttons } пуговица
        [few] { $buttons } пуговицы
        [many] { $buttons } пуговиц
       *[other] { $buttons } пуговицы
    } за кубик
buttons-effect-bb = { $count ->
        [one] { $count } старший брат
        [few] { $count } старших брата
        [many] { $count } старших братьев
       *[other] { $count } старших брата
    }
buttons-effect-ties = Ничья вытесняет
buttons-effect-rename = Переименование кубиков со значением { $face }
buttons-effect-reroll = Переброс
buttons-effect-stars = { $count ->
        [one] { $count } звезда
        [few] { $count } звезды
        [many] { $count } звёзд
       *[other] { $count } звезды
    }

buttons-token = { $id } ({ $parts })
buttons-token-build = постройка части
buttons-token-stars = { $count ->
        [one] { $count } звезда
        [few] { $count } звезды
        [many] { $count } звёзд
       *[other] { $count } звезды
    }
buttons-token-buttons = { $count ->
        [one] { $count } пуговица
        [few] { $count } пуговицы
        [many] { $count } пуговиц
       *[other] { $count } пуговицы
    }
buttons-token-rescue = выручка наказанного
buttons-token-bb = { $count ->
        [one] { $count } старший брат
        [few] { $count } старших брата
        [many] { $count } старших братьев
       *[other] { $count } старших брата
    }

buttons-extra-none = { "" }
buttons-extra-detainee = , наказанный { $die } освобождается
buttons-extra-section = , строится часть { $section }

## Ходы

buttons-move-detain = Расставить наказанных: { $spaces }
buttons-move-rename = Карта { $card }: { $changes }
buttons-move-reroll = Перебросить { $dice }
buttons-move-done = Карты после броска больше не нужны
buttons-move-white = Купить белый кубик { $die }
buttons-move-change = Повернуть { $die } на { $value }
buttons-move-rescue = Отдать карту { $card } и выручить { $die }
buttons-move-bid = Ставка, { $location }: { $items }
buttons-move-school = Школа, { $space }: кубик { $value }{ $extra }
buttons-move-buy = Купить карту из ячейки { $slot } за { $items }{ $extra }
buttons-move-village = Деревня: { $items }
buttons-move-end = Закончить ход
buttons-move-pass = Пас
buttons-move-penalty = Наказание ябеды: { $die } на место для наказанных { $space }
buttons-move-token = Забрать бонусный жетон: { $space }{ $section }{ $detainee }

## Недопустимые ходы

buttons-illegal-not-now = Сейчас такой ход не подходит.
buttons-illegal-not-in-hand = У тебя в руке нет этих кубиков.
buttons-illegal-detention = Этот наказанный или это место для наказанных не подходит.
buttons-illegal-card = Эту карту сейчас использовать нельзя.
buttons-illegal-afford = Это стоит { $cost ->
        [one] { $cost } пуговицу
        [few] { $cost } пуговицы
        [many] { $cost } пуговиц
       *[other] { $cost } пуговицы
    }, а у тебя столько нет.
buttons-illegal-mixed = Все кубики должны показывать одно и то же значение.
buttons-illegal-no-items = Выставь хотя бы один кубик.
buttons-illegal-bb = У тебя нет старшего брата, чтобы использовать его здесь.
buttons-illegal-beat = Эта ставка не перебивает стоящую: нужно больше кубиков или столько же, но с большим значением.
buttons-illegal-traitor-ban = Ябеда в этом раунде не может делать ставки на местах.
buttons-illegal-inactive = При таком числе игроков это место не используется.
buttons-illegal-space-taken = Эта клетка школы уже занята.
buttons-illegal-requirement = Эффект этой клетки нельзя выполнить полностью.
buttons-illegal-section = Выбери часть, которую можно построить.
buttons-illegal-empty-slot = В этой ячейке нет карты.
buttons-illegal-item-count = Для этой карты нужно ровно { $count ->
        [one] { $count } кубик
        [few] { $count } кубика
        [many] { $count } кубиков
       *[other] { $count } кубика
    }.
buttons-illegal-bonus-used = В этот ход бонусное действие уже было.
buttons-illegal-dice-action = Сначала сделай своё действие с кубиками — одно за ход.
buttons-illegal-choice = Такой выбор не разрешён.

## Новости

buttons-start-player = Первый игрок: { $player }.
buttons-lane-tiles = Плитки дорожек: { $tiles }.
buttons-lane-tile = { $location }: плитка { $tile }
buttons-detainees-rolled = Для каждого игрока бросают по три кубика — это наказанные мальчики.
buttons-dealt = Новые карты на витрине: { $cards }.
buttons-detained = Игрок { $player } расставляет наказанных.
buttons-round-started = Начинается раунд { $round }, первый игрок: { $player }. Доход от карт: { $income ->
        [0] нет
        [one] { $income } пуговица
        [few] { $income } пуговицы
        [many] { $income } пуговиц
       *[other] { $income } пуговицы
    }.
buttons-tokens-laid = Бонусные жетоны: { $tokens }.
buttons-token-on = { $space }: { $token }
buttons-rolled = Все бросили кубики; белые кубики лежат на пруду.
buttons-renamed = Игрок { $player } применяет карту { $card } к { $count ->
        [one] { $count } кубику
        [few] { $count } кубикам
        [many] { $count } кубикам
       *[other] { $count } кубика
    }.
buttons-rerolled = Игрок { $player } перебрасывает: { $dice }.
buttons-white-taken = Игрок { $player } покупает белый кубик { $die } со значением { $value }.
buttons-changed = Игрок { $player } поворачивает { $die } с { $from } на { $to } за { $cost ->
        [one] { $cost } пуговицу
        [few] { $cost } пуговицы
        [many] { $cost } пуговиц
       *[other] { $cost } пуговицы
    }.
buttons-rescued = Игрок { $player } отдаёт карту { $card } и выручает наказанного { $die }.
buttons-bid = Игрок { $player } делает ставку { $count } × { $value } на месте «{ $location }» (столбец { $column }) и получает { $gain ->
        [one] { $gain } пуговицу
        [few] { $gain } пуговицы
        [many] { $gain } пуговиц
       *[other] { $gain } пуговицы
    }{ $displaced ->
        [0] .
        [one] ; { $displaced } кубик уходит на мельницу.
        [few] ; { $displaced } кубика уходят на мельницу.
        [many] ; { $displaced } кубиков уходят на мельницу.
       *[other] ; { $displaced } кубика уходят на мельницу.
    }
buttons-school = Игрок { $player } ставит кубик { $value } в школу на клетку «{ $space }» { $cost ->
        [0] бесплатно
        [one] за { $cost } пуговицу
        [few] за { $cost } пуговицы
        [many] за { $cost } пуговиц
       *[other] за { $cost } пуговицы
    }{ $extra }{ $gain ->
        [0] .
        [one] ; +{ $gain } пуговица за карту школы.
        [few] ; +{ $gain } пуговицы за карту школы.
        [many] ; +{ $gain } пуговиц за карту школы.
       *[other] ; +{ $gain } пуговицы за карту школы.
    }
buttons-bought = Игрок { $player } покупает карту { $card } за { $cost ->
        [one] { $cost } пуговицу
        [few] { $cost } пуговицы
        [many] { $cost } пуговиц
       *[other] { $cost } пуговицы
    }{ $gain }.
buttons-gain-none = { "" }
buttons-gain-built = { " " }и строит часть { $section }
buttons-gain-lost = ; построить часть не удалось
buttons-gain-bb = { " " }и берёт { $count ->
        [one] { $count } старшего брата
        [few] { $count } старших брата
        [many] { $count } старших братьев
       *[other] { $count } старших брата
    }
buttons-gain-stars = { " " }и берёт { $count ->
        [one] { $count } звезду
        [few] { $count } звезды
        [many] { $count } звёзд
       *[other] { $count } звезды
    }
buttons-village = Игрок { $player } выкладывает в деревню { $count ->
        [one] { $count } кубик
        [few] { $count } кубика
        [many] { $count } кубиков
       *[other] { $count } кубика
    } и получает { $gain ->
        [one] { $gain } пуговицу
        [few] { $gain } пуговицы
        [many] { $gain } пуговиц
       *[other] { $gain } пуговицы
    }.
buttons-traitor = Ябеда, значение { $value }. Наказание получает: { $player }.
buttons-penalty = Игрок { $player } ставит { $die } на место для наказанных { $space }.
buttons-exam = Экзамен, значение { $value }. Кто получает жетон экзамена: { $player }.
buttons-token-claimed = Игрок { $player } забирает бонусный жетон — { $space }: { $token }{ $section }{ $detainee }.
buttons-turn-ended = Игрок { $player } завершает ход.
buttons-new-start = Следующий раунд начинает игрок { $player }.
buttons-game-over = Игра окончена. { $count ->
        [one] Побеждает { $players }.
        [few] Победу делят: { $players }.
        [many] Победу делят: { $players }.
       *[other] Победу делят: { $players }.
    }
buttons-game-over-vp = Игра окончена, подсчёт победных очков ({ $scores }). { $count ->
        [one] Побеждает { $players }.
        [few] Победу делят: { $players }.
        [many] Победу делят: { $players }.
       *[other] Победу делят: { $players }.
    }
buttons-score = { $player } { $vp }

## Кого ждём

buttons-awaiting-detain = Игрок { $player } расставляет наказанных.
buttons-awaiting-post-roll = Игрок { $player } может применить карты после броска.
buttons-awaiting-turn = Ходит игрок { $player }.
buttons-awaiting-penalty = Наказание ябеды: игрок { $player } выбирает свой кубик со значением { $value } и свободное место для наказанных. Кубики на выбор: { $dice }.
buttons-awaiting-token = Игрок { $player } применяет бонусный жетон: { $space }.
buttons-awaiting-over = Игра окончена.
buttons-awaiting-chance = Бросаются кубики и раздаются карты.

## Поле

buttons-view-header = Раунд { $round }, первый игрок: { $player }. { $awaiting }
# До начала 1-го раунда (подготовка: первый игрок, наказанные, первая раскладка карт).
buttons-view-header-setup = Подготовка к игре, первый игрок: { $player }. { $awaiting }
buttons-view-lane = { $location }: столбец { $column }, { $standing }; следующая ставка займёт столбец { $next } и принесёт { $reward ->
        [one] { $reward } пуговицу
        [few] { $reward } пуговицы
        [many] { $reward } пуговиц
       *[other] { $reward } пуговицы
    }. Жетон: { $token }.
buttons-view-standing = { $count } × { $value } ({ $player })
buttons-view-empty = ставок нет
buttons-view-no-token = нет
buttons-view-school = Школа: { $spaces }. Жетон экзамена: { $token }.
buttons-view-space = { $space }: { $holder }
buttons-view-die = { $value } ({ $player })
buttons-view-free = свободно
buttons-view-cards = Карты: { $slots }. Колода: { $draw }, сброс: { $discard }.
# Карты во время подготовки: их выкладывают в начале 1-го раунда.
buttons-view-cards-setup = Карты: ещё не выложены, их выложат в начале 1-го раунда. Колода: { $draw }.
buttons-view-slot = ячейка { $slot }: { $card } [{ $dice }]
buttons-view-bought = куплена
buttons-view-areas = Деревня: { $village }. Пруд: { $pond }. Мельница: { $mill ->
        [one] { $mill } кубик
        [few] { $mill } кубика
        [many] { $mill } кубиков
       *[other] { $mill } кубика
    }. Запас: { $stars ->
        [one] { $stars } звезда
        [few] { $stars } звезды
        [many] { $stars } звёзд
       *[other] { $stars } звезды
    }, { $bb ->
        [one] { $bb } старший брат
        [few] { $bb } старших брата
        [many] { $bb } старших братьев
       *[other] { $bb } старших брата
    }.
buttons-view-player = { $player }: { $buttons ->
        [one] { $buttons } пуговица
        [few] { $buttons } пуговицы
        [many] { $buttons } пуговиц
       *[other] { $buttons } пуговицы
    }, { $stars ->
        [one] { $stars } звезда
        [few] { $stars } звезды
        [many] { $stars } звёзд
       *[other] { $stars } звезды
    }, { $bb ->
        [one] { $bb } старший брат
        [few] { $bb } старших брата
        [many] { $bb } старших братьев
       *[other] { $bb } старших брата
    }; рука: { $hand }; построено частей: { $built } ({ $sections }); наказанные: { $detainees }; карты: { $cards }{ $ban }
buttons-view-banned = ; ябеда, в этом раунде без ставок
buttons-group-school = Школа
buttons-group-cards = Карты
buttons-group-village = Деревня
buttons-group-pond = Пруд (белые кубики)
buttons-group-other = Другие ходы
