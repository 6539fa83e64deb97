# Discord: a játékasztal üzenetének gombjai és a bot saját üzenetei.

discord-button-join = Csatlakozom
discord-button-leave = Kilépek
discord-button-bot = Gépi játékos
discord-button-start = Indítás
discord-button-hand = A lapjaim
discord-done = Kész.
discord-unknown-command = Ezt a parancsot nem ismerem; lehet, hogy épp frissülnek a parancsaim, próbáld újra egy perc múlva.
discord-dms-closed = { $player }, nem tudok neked közvetlen üzenetet küldeni, ezért a lapjaidat a /lapjaim paranccsal vagy „A lapjaim” gombbal nézheted meg. Engedélyezd a közvetlen üzeneteket erről a szerverről, majd indíts játékot vagy használd a /lapjaim parancsot, és újra próbálkozom (egy nap múlva mindenképp).
discord-channel-unreachable = Nem tudok többé írni ebbe a csatornába: { $channel } ({ $reason ->
        [gone] a csatorna megszűnt
        [access] nincs hozzáférésem
       *[permission] hiányzik egy engedélyem
    }), ezért nem küldök oda több üzenetet. Add meg nekem abban a csatornában a „Csatorna megtekintése”, az „Üzenetek küldése” és a „Linkek beágyazása” engedélyt, aztán nyiss új asztalt a /játék új paranccsal.
discord-deadline = ⏳ A lépésre szánt idő lejár: { $when }.
discord-reminder-where = Asztal: { $channel }
discord-reminder-jump = Irány az asztal
discord-unknown-button = Ezt a gombot nem ismerem, vagy egy másik csatornához tartozik. Használd a csatorna asztalüzenetének gombjait, vagy a /játék állapot parancsot.
discord-dm-control-refused = Ez a gomb vagy menü innen most nem működik. Az asztalaidat a /játék játékaim parancs sorolja fel; a játék csatornájában az asztalüzenet is használható.
discord-button-play = Lépek
discord-menu-choose = Válaszd ki a lépésedet
discord-menu-previous = ◀ Előző
discord-menu-next = Következő ▶
discord-menu-page = A lépéseid – { $page }/{ $pages }. oldal.
discord-menu-kind = Válaszd ki, milyen lépést tennél
discord-menu-kinds = ◀ Lépésfajták
discord-menu-other = Egyéb lépések
discord-button-rematch = Visszavágó
discord-thread-summary = { $summary } Szál: { $thread }
