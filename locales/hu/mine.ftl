# Discord: /játék játékaim, az asztalok, amelyeknél a hívó ül, minden szerveren.

discord-mine-none = Egyik asztalnál sem ülsz.
discord-mine-heading = { $count ->
        [one] Egy asztalnál ülsz:
       *[other] { $count } asztalnál ülsz:
    }
discord-mine-line = • **{ $game }** – { $channel }: { $turn }, { $moves }
discord-mine-line-clock = • **{ $game }** – { $channel }: { $turn }, ⏳ { $when }, { $moves }
discord-mine-your-turn = **te következel**
discord-mine-waiting = { $count ->
        [one] { $players } következik
       *[other] { $players } következnek
    }
discord-mine-nobody = senki sem következik
discord-mine-moves = { $count ->
        [0] az utolsó lépésed óta nem lépett senki
        [one] az utolsó lépésed óta egy lépés történt
       *[other] az utolsó lépésed óta { $count } lépés történt
    }
discord-mine-more = { $count ->
        [one] …és még egy asztal.
       *[other] …és még { $count } asztal.
    }
discord-guild-only = Ez a parancs csak szervercsatornában működik. Közvetlen üzenetben csak a /játék játékaim parancsot használhatod.
