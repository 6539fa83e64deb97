# NYET! — сообщения на русском.
# Переменные: $player, $next, $first, $second, $others и $players — имена игроков (список —
# через запятую); $card — название карты («зелёная 7»), $cards — список таких названий;
# $colour — цвет в женском роде; $count — сколько карт, трофеев или игроков упоминается во
# фразе; $round — номер раунда, $rounds — число раундов, $target — счёт, до которого идёт
# игра; $field, $value и $row — клетка поля, её значение и её ряд; $points, $tricks, $booty
# и $total — числа очков, взяток и трофеев.
# Имена не склоняются (стоят в именительном падеже или после слова «игрок»), а глаголы
# прошедшего времени зависели бы от пола игрока, поэтому фразы построены в настоящем
# времени или безлично.
# Справка по правилам — в nyet-rules.ftl.

nyet-name = NYET!

# Карта: «зелёная 7».
nyet-card = { $colour } { $value }

## Как ввести ход

nyet-notation-hint = Чтобы закрыть клетку, напиши nyet, английское название ряда (first — первый игрок, discard — сброс, trump — козырная масть, super — суперкозырь, points — очки) и клетку, например nyet trump green (зелёная козырная масть), nyet trump none (клетка NYET в ряду козырей), nyet super red (красные единицы как суперкозыри), nyet points -2, nyet discard 2 (сбросить 2), nyet discard except1 (кроме 1), nyet discard pass (передать налево) или nyet first 3 (персонаж места 3). Чтобы собрать команды, напиши partner 3 (напарник — игрок на месте 3), alone 2 (в одиночку играет игрок на месте 2) или team 2 4 (игроки на местах 2 и 4 — команда из двух); чтобы отдать бонусную карту игроку на месте 4, напиши bonus 4. Чтобы сбросить карты, напиши discard и карты, например discard g7 r13; чтобы передать карту соседу слева — pass y1. Чтобы сыграть карту, напиши первую букву английского названия её масти (r — красная, b — синяя, y — жёлтая, g — зелёная) и достоинство, например r13.

## Игровое поле

nyet-row-first = Первый игрок
nyet-row-discard = Сброс
nyet-row-trump = Козырная масть
nyet-row-super = Суперкозырь
nyet-row-points = Очки
nyet-field = { $row }: { $value }
nyet-value-seat = { $player }
nyet-value-character = персонаж { $number } (без игрока)
nyet-value-no-discard = NYET (без сброса)
nyet-value-discard-one = 1 карта
nyet-value-discard-two = 2 карты
nyet-value-except-one = 1 карта (не единица)
nyet-value-pass-left = передача 1 карты налево
nyet-value-colour = { $colour }
nyet-value-no-trump = NYET (без козырей)
nyet-value-super = каждая { $colour } единица
nyet-value-no-super = NYET (без суперкозырей)
nyet-value-points = { $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очка
    } за каждую взятку и каждый трофей

## Ходы, как они предлагаются в меню

nyet-move-cover = Закрыть клетку «{ $field }»
nyet-move-partner = Выбрать напарника: { $player }
nyet-move-alone = В одиночку играет { $player }
nyet-move-team = Команда из двух: { $first } и { $second }
nyet-move-bonus = Отдать бонусную карту игроку { $player }
nyet-move-discard = Сбросить { $count ->
        [one] карту: { $cards }
        [few] карты: { $cards }
        [many] карты: { $cards }
       *[other] карты: { $cards }
    }
nyet-move-pass = Передать соседу слева: { $card }
nyet-move-play = Сыграть: { $card }

## Недопустимые ходы

nyet-illegal-not-now = Этот ход сейчас не подходит. { $expected }
nyet-awaiting-cover = Закрой свободную клетку поля, например nyet trump green.
nyet-awaiting-partner = Выбери напарника, например partner 3.
nyet-awaiting-alone = Выбери, кто играет в одиночку, например alone 2.
nyet-awaiting-team = Выбери команду из двух, например team 2 4.
nyet-awaiting-bonus = Отдай бонусную карту одному из игроков команды из двух, например bonus 4.
nyet-awaiting-discard = Выбери { $count ->
        [one] { $count } карту
        [few] { $count } карты
        [many] { $count } карт
       *[other] { $count } карты
    } для сброса, например discard g7.
nyet-awaiting-except-one = Выбери для сброса одну карту, которая не является единицей, например discard g7.
nyet-awaiting-pass = Выбери одну карту для соседа слева, например pass y1.
nyet-awaiting-lead = Зайди во взятку любой картой, например r13.
nyet-awaiting-play = Положи карту во взятку, например r13.
nyet-illegal-covered = Клетка «{ $field }» уже закрыта.
nyet-illegal-last-free = Клетку «{ $field }» закрыть нельзя: это последняя свободная клетка в ряду.
nyet-illegal-no-such-seat = Здесь нельзя выбрать игрока { $number }: такого нет.
nyet-illegal-own-partner = Себя выбрать напарником нельзя.
nyet-illegal-not-in-small-team = { $player } не входит в команду из двух, поэтому не может получить бонусную карту.
nyet-illegal-card-count = Нужно выбрать ровно { $count ->
        [one] { $count } карту
        [few] { $count } карты
        [many] { $count } карт
       *[other] { $count } карты
    }.
nyet-illegal-not-in-hand = У тебя на руке нет такой карты: { $card }.
nyet-illegal-no-ones = В этом раунде единицы сбрасывать нельзя.
nyet-illegal-must-follow = Эту карту ({ $card }) сейчас сыграть нельзя: нужно отвечать в масть захода.

## Что происходит

nyet-first-dealer = В первом раунде сдаёт { $player }.
nyet-dealt = Раунд { $round }: карты розданы, первую клетку закрывает { $player }.
nyet-set-aside = { $count ->
        [one] { $count } карту откладывают в сторону втёмную — её никто не видит.
        [few] { $count } карты откладывают в сторону втёмную — их никто не видит.
        [many] { $count } карт откладывают в сторону втёмную — их никто не видит.
       *[other] { $count } карты откладывают в сторону втёмную — их никто не видит.
    }
nyet-your-hand = Твои карты ({ $count ->
        [one] { $count } карта
        [few] { $count } карты
        [many] { $count } карт
       *[other] { $count } карты
    }): { $cards }.
nyet-covered = { $player } закрывает клетку «{ $field }». Следующую клетку закрывает { $next }.
nyet-covered-last = { $player } закрывает клетку «{ $field }», и поле определилось.
nyet-round-set = В этом раунде первый игрок — { $player }; сброс: { $discard }; козырная масть: { $trump }; суперкозырь: { $super }; { $points }.
nyet-teams-alone = { $player } играет в одиночку; соперники: { $others }.
nyet-teams = Одна команда: { $first }; другая команда: { $second }.
nyet-bonus = { $player } держит бонусную карту и в этом раунде получает очки в двойном размере.
nyet-chose = { $player }: выбор сделан. { $count ->
        [0] Выбор сделали все.
        [one] Ещё выбирает { $count } игрок.
        [few] Ещё выбирают { $count } игрока.
        [many] Ещё выбирают { $count } игроков.
       *[other] Ещё выбирают { $count } игрока.
    }
nyet-chose-again = { $player }: выбор изменён. { $count ->
        [0] Выбор сделали все.
        [one] Ещё выбирает { $count } игрок.
        [few] Ещё выбирают { $count } игрока.
        [many] Ещё выбирают { $count } игроков.
       *[other] Ещё выбирают { $count } игрока.
    }
nyet-you-discard = Ты сбросишь { $count ->
        [one] карту: { $cards }
        [few] карты: { $cards }
        [many] карты: { $cards }
       *[other] карты: { $cards }
    }; выбор можно изменить, пока его не сделают все.
nyet-you-pass = Ты передашь соседу слева карту: { $cards }; выбор можно изменить, пока его не сделают все.
nyet-discarded = Выбор сделали все, и карты сброшены рубашкой вверх.
nyet-passed = Выбор сделали все, и каждый передаёт карту соседу слева.
nyet-you-received = { $player } передаёт тебе карту: { $card }.
nyet-leads = Заходит { $player }.
nyet-played = { $player } ходит: { $card }.
nyet-trick-won = { $player } забирает взятку ({ $card }){ $count ->
        [0] .
        [one] , а с ней { $count } трофей.
        [few] , а с ней { $count } трофея.
        [many] , а с ней { $count } трофеев.
       *[other] , а с ней { $count } трофея.
    }
nyet-round-scored = Раунд { $round } окончен.
nyet-round-score = { $player }: { $tricks ->
        [one] { $tricks } взятка
        [few] { $tricks } взятки
        [many] { $tricks } взяток
       *[other] { $tricks } взятки
    } и { $booty ->
        [one] { $booty } трофей
        [few] { $booty } трофея
        [many] { $booty } трофеев
       *[other] { $booty } трофея
    }, { $points ->
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
nyet-game-over = Игра окончена. { $count ->
        [one] Побеждает { $players }.
        [few] Побеждают { $players }.
        [many] Побеждают { $players }.
       *[other] Побеждают { $players }.
    }

## Стол

nyet-view-round = Раунд { $round } из { $rounds }; сдаёт { $player }.
nyet-view-round-target = Раунд { $round }, игра идёт до { $target ->
        [one] { $target } очка
        [few] { $target } очков
        [many] { $target } очков
       *[other] { $target } очка
    }; сдаёт { $player }.
nyet-view-row = { $row }: { $fields }
nyet-view-free = { $value } — клетка свободна
nyet-view-absent = { $value } — вне игры
nyet-view-covered = { $value } — фишка NYET! от игрока { $player }
nyet-view-trick = Во взятке пока: { $cards }.
# Одна карта взятки в списке: «Аня: зелёная 7».
nyet-view-trick-card = { $player }: { $card }
nyet-view-tally = { $player }: { $cards ->
        [one] { $cards } карта
        [few] { $cards } карты
        [many] { $cards } карт
       *[other] { $cards } карты
    } на руке, { $tricks ->
        [one] { $tricks } взятка
        [few] { $tricks } взятки
        [many] { $tricks } взяток
       *[other] { $tricks } взятки
    }, { $booty ->
        [one] { $booty } трофей
        [few] { $booty } трофея
        [many] { $booty } трофеев
       *[other] { $booty } трофея
    }, { $total ->
        [one] { $total } очко
        [few] { $total } очка
        [many] { $total } очков
       *[other] { $total } очка
    }.
nyet-view-turn = Очередь хода: { $players }. { $awaiting }
nyet-view-pending = { $count ->
        [one] Выбранная карта: { $cards }.
        [few] Выбранные карты: { $cards }.
        [many] Выбранные карты: { $cards }.
       *[other] Выбранные карты: { $cards }.
    }
