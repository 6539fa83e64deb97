# Discord: /игра мои-игры, столы, за которыми сидит игрок, на всех серверах.

discord-mine-none = Ты не сидишь ни за одним столом.
discord-mine-heading = { $count ->
        [one] Ты сидишь за { $count } столом:
        [few] Ты сидишь за { $count } столами:
        [many] Ты сидишь за { $count } столами:
       *[other] Ты сидишь за { $count } столами:
    }
discord-mine-line = • **«{ $game }»** в { $channel } — { $turn }, { $moves }
discord-mine-line-clock = • **«{ $game }»** в { $channel } — { $turn }, ⏳ { $when }, { $moves }
discord-mine-your-turn = **твой ход**
discord-mine-waiting = { $count ->
        [one] ходит { $players }
        [few] ходят { $players }
        [many] ходят { $players }
       *[other] ходят { $players }
    }
discord-mine-nobody = никто не ходит
discord-mine-moves = { $count ->
        [0] после твоего хода ходов не было
        [one] { $count } ход после твоего
        [few] { $count } хода после твоего
        [many] { $count } ходов после твоего
       *[other] { $count } хода после твоего
    }
discord-mine-more = { $count ->
        [one] …и ещё { $count } стол.
        [few] …и ещё { $count } стола.
        [many] …и ещё { $count } столов.
       *[other] …и ещё { $count } стола.
    }
discord-guild-only = Эта команда работает в канале сервера. В личных сообщениях со мной работает только /игра мои-игры.
