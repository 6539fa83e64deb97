# Discord: a játékasztal üzenetének gombjai és a bot saját üzenetei.

discord-button-join = Beszállok
discord-button-leave = Kiszállok
discord-button-bot = Gépi játékos
discord-button-start = Indítás
discord-button-hand = A lapjaim
discord-done = Kész.
discord-unknown-command = Ezt a parancsot nem ismerem; lehet, hogy épp frissülnek a parancsaim, próbáld újra egy perc múlva.
discord-dms-closed = { $player }, nem tudok neked privát üzenetet küldeni, ezért a lapjaidat a /lapjaim paranccsal vagy „A lapjaim” gombbal nézheted meg.
