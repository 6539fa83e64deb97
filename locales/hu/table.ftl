# Az asztal rétege: előszoba, helyek, körök és elutasítások, minden játékhoz.
# A message's `.terminal` attribute is what local mode shows instead of its value: the
# words a player types in the terminal (`back`, `new`, `rules`), never a slash command.

lang-en = angol
lang-hu = magyar
lang-el = görög
lang-ru = orosz

table-ai-name = Bot { $number } ({ $level })
table-ai-level-random = véletlenszerű
table-ai-level-basic = alap
table-ai-level-strong = erős

## Előszoba
table-lobby-opened = { $host } asztalt nyitott ehhez a játékhoz: { $game } ({ $min }–{ $max } játékos). Csatlakozni a /játék csatlakozás paranccsal tudsz, a játékot a házigazda indítja a /játék indítás paranccsal.
table-joined = { $player } leült az asztalhoz.
table-left = { $player } felállt az asztaltól.
table-new-host = Mostantól { $player } a házigazda.
table-lobby-closed = Az asztal bezárult.
table-lobby-status = { $game } – az asztalnál { $count ->
        [one] egy játékos ül
       *[other] { $count } játékos ül
    } (szükséges: { $min }–{ $max }): { $players }.
table-empty = Ennél az asztalnál most nincs játék. Indíts egyet a /játék új paranccsal.
    .terminal = Ennél az asztalnál most nincs játék. Írd be, hogy new, ha újat kezdenél.

## Játék
table-game-started = { $game } – kezdődik a játék! Ülésrend: { $players }.
table-move-accepted = Ezt lépted: { $move }.
table-waiting = { $count ->
        [one] { $players }, te következel!
       *[other] Rájuk várunk: { $players }.
    }
table-hand-open = Ebben a játékban semmi sem rejtett: minden látszik az asztalon.
table-legal-moves = Lehetséges lépéseid: { $moves }
table-legal-moves-some = Lehetséges lépéseid ({ $total } közül { $shown }; a többit megtalálod, ha elkezded begépelni a lépést a parancsba): { $moves }
table-replaced-by-ai = { $player } kilépett a játékból, a helyén mostantól { $ai } játszik.
table-game-abandoned = { $player } leállította a játékot, mielőtt véget ért volna.
table-game-over = Vége a játéknak! Gratulálunk a győzelemhez, { $winners }!
table-final-score = { $player }: { $score ->
        [one] { $score } pont
       *[other] { $score } pont
    }
table-language-set = Ezen a csatornán az asztal mostantól { $language } nyelven beszél.
table-watch-no-game = Ennél az asztalnál most nem folyik játék, így nincs mit követni.
table-watch-following = { $game } – követed ezt a játékot: minden ütés vagy forduló után közvetlen üzenetben elküldöm az eredményét. Ha a közvetlen üzeneteid zárva vannak előlem, a követés megszűnik. Leállítás: /játék figyelés követés:False.
table-watch-not-following = { $game } – ezt a játékot nem követed.
table-watch-stopped = { $game } – ezt a játékot már nem követed.
table-too-many-follows = Már { $max } játékot követsz, egyszerre ennél többet nem lehet. Előbb egynek a követését állítsd le (/játék figyelés követés:False az asztalánál).
table-watch-full = Ezt a játékot már { $max } ember követi, ennél többen nem követhetik. Az asztalt bármikor megnézheted: /játék figyelés.
table-watch-dms-closed = Nem tudok neked közvetlen üzenetet küldeni, az eredményeket pedig csak így küldöm, ezért most nem követhetsz játékot. Engedélyezd a közvetlen üzeneteket erről a szerverről, majd indíts játékot vagy használd a /lapjaim parancsot, vagy próbáld újra egy nap múlva.
table-posts-tricks = Ennek a csatornának az asztala mostantól ütésenként vagy pontozásonként ír egy üzenetet; az egyes lépések az asztal üzenetében látszanak.
table-posts-every-move = Ennek a csatornának az asztala mostantól minden lépést külön üzenetben közöl.
table-your-turn = { $count ->
        [one] { $players }, te következel!
       *[other] { $players }, ti következtek!
    }

## Elutasítások (semmi sem változott)
table-game-running = Ennél az asztalnál már folyik egy játék.
table-lobby-exists = Itt már van egy nyitott asztal; a /játék csatlakozás paranccsal csatlakozhatsz hozzá.
    .terminal = Itt már van egy nyitott asztal; írd be még egyszer, hogy new, ha elölről kezdenéd.
table-no-lobby = Itt nincs nyitott asztal. Nyiss egyet a /játék új paranccsal.
table-no-game = Ennél az asztalnál nem folyik játék.
table-unknown-game = Nincs „{ $game }” nevű játék. Választható játékok: { $games }.
table-game-choice = { $name }
    .terminal = { $id } ({ $name })
table-bad-option = Ez az asztalbeállítás nem érvényes: { $option }.
table-already-seated = Már ülsz ennél az asztalnál.
table-lobby-full = Az asztal megtelt ({ $max } játékos).
table-not-seated = Nem ülsz ennél az asztalnál.
table-host-only = Ezt csak a házigazda vagy egy moderátor teheti meg.
table-moderator-only = Ezt csak a csatorna egyik moderátora teheti meg.
table-player-count = Ehhez a játékhoz { $min }–{ $max } játékos kell, jelenleg { $count ->
        [one] egy játékos ül
       *[other] { $count } játékos ül
    } az asztalnál.
table-not-your-turn = Most nem te következel.
# A move that cannot be read, with the game's whole notation (replays, local play).
notation-unreadable = „{ $input }” itt nem értelmezhető lépésként. { $hint }
table-move-unreadable = „{ $input }” itt nem értelmezhető lépésként. { $count ->
        [0] Amikor te következel, a /lépj parancs gépelés közben felsorolja a lépéseidet
       *[other] Így néznek ki a lépések: { $examples }; a /lépj parancs gépelés közben felsorolja a tieidet
    }, az írásmódjukat pedig a /szabályok játék:{ $game } magyarázza el.
    .terminal = „{ $input }” itt nem értelmezhető lépésként. { $count ->
            [0] Amikor te következel, megjelenik a lehetséges lépéseid listája
           *[other] Így néznek ki a lépések: { $examples }; a hand parancs felsorolja a tieidet
        }, az írásmódjukat pedig a rules parancs magyarázza el.
table-move-example = `{ $move }`
    .terminal = { $move }
table-store-failed = Ezt nem sikerült elmenteni, így semmi sem változott. Próbáld újra!
table-moved-first = Valaki más ugyanabban a pillanatban változtatott ezen az asztalon, így semmi sem változott. Nézd meg az asztalt, és próbáld újra!
table-game-damaged = Ennek az asztalnak a mentett játéka megsérült, és nem folytatható, ezért félretettük (egy admin megvizsgálhatja). Az asztal szabad: új játékot a /játék új paranccsal indíthatsz.
    .terminal = Ennek az asztalnak a mentett játéka megsérült, és nem folytatható, ezért félretettük (egy admin megvizsgálhatja). Az asztal szabad: írd be, hogy new, ha új játékot kezdenél.
table-timed-out-ai = { $player } ideje lejárt: a gép ({ $level }) játszik helyette, amíg vissza nem tér (/játék vissza).
    .terminal = { $player } ideje lejárt: a gép ({ $level }) játszik helyette, amíg vissza nem tér (írd be, hogy back).
table-timed-out-end = { $player } ideje lejárt, ezért a játék befejezetlenül véget ér. Az eddigi állás:
table-away = A gép ({ $level }) játszik { $player } helyett, amíg vissza nem tér (/játék vissza).
    .terminal = A gép ({ $level }) játszik { $player } helyett, amíg vissza nem tér (írd be, hogy back).
table-back = { $player } visszatért, és újra maga játszik.
table-already-away = Már most is a gép játszik helyetted; a /játék vissza paranccsal visszaveheted a helyedet.
    .terminal = Már most is a gép játszik helyetted; írd be, hogy back, és visszaveheted a helyedet.
table-not-away = Már most is te magad játszol, nem a gép.
table-lobby-expired = Ezt az asztalt senki sem indította el időben, ezért bezártuk. Újat a /játék új paranccsal nyithatsz.
    .terminal = Ezt az asztalt senki sem indította el időben, ezért bezártuk. Írd be, hogy new, ha újat kezdenél.
table-game-idle = Ebben a játékban két hete senki sem lépett, ezért befejezetlenül véget ér. Az eddigi állás:
table-game-idle-alone = Ebben a gép elleni játékban egy napja senki sem lépett, ezért befejezetlenül véget ér. Az eddigi állás:
table-back-online = Egy kis szünet után újra itt vagyok; a játék ott folytatódik, ahol abbamaradt.
table-away-seats = { $count ->
    [one] Távol van, helyette a gép játszik: { $players }
   *[other] Távol vannak, helyettük a gép játszik: { $players }
}
table-reminder-turn = ⏰ { $game } – te következel.
table-reminder-hurry = ⏰ { $game } – még mindig a lépésedre várunk, és az idődnek már csak az ötöde maradt.
table-reminder-still = ⏰ { $game } – egy napja várunk a lépésedre.
table-reminder-nudge = 👋 { $game } – { $player } emlékeztet, hogy te következel.
table-nudged = 👋 { $player } sürget: { $players }, { $count ->
        [one] rád
       *[other] rátok
    } vár az asztal!
table-nudge-nobody = A játék most senki másra nem vár.
table-nudged-recently = Akikre az asztal vár, azokat az elmúlt órában már sürgették; { $minutes } perc múlva sürgetheted újra őket.
table-reminders-on = A lépésemlékeztetők bekapcsolva: közvetlen üzenetet küldök, ha egy lassú tempójú játék a lépésedre vár, és épp nem vagy az asztalánál.
table-reminders-off = A lépésemlékeztetők kikapcsolva. A /beállítások emlékeztetők paranccsal visszakapcsolhatod őket.
table-lobby-gone = Ez az asztal már bezárt, ezért a gombjai nem működnek. A /játék állapot megmutatja, mi van most az asztalnál.
table-game-gone = Ez a játék már véget ért, ezért a gombjai nem működnek. A /játék állapot megmutatja, mi van most az asztalnál.
table-slow-down = Csak lassan: ez most túl sok parancs volt egyszerre. Próbáld újra { $seconds } másodperc múlva.
table-too-many-lobbies = Ezen a szerveren már { $max ->
        [one] van egy asztalod
       *[other] { $max } asztalod van
    }: a nyitott asztalok, amelyeknek a házigazdája vagy, a csak gép elleni játékok és a saját szálban folyó játékok mind számítanak. { $max ->
        [one] Indítsd el, fejezd be vagy állítsd le
       *[other] Indítsd el, fejezd be vagy állítsd le valamelyiket
    } (/játék indítás, /játék leállítás), mielőtt újat nyitsz.
table-last-game = Az itteni legutóbbi játék véget ért: { $game }.

## Szálak és visszavágók
table-thread-opening = A játék ({ $game }) saját szálban folytatódik, az asztal üzenete alatt.
table-in-thread = A játék ({ $game }) ennek az üzenetnek a szálában folyik. Játékosok: { $players }.
table-thread-won = Véget ért a játék ({ $game }), { $winners } nyert: { $scores }.
table-thread-ended = A játék ({ $game }) idő előtt véget ért: { $scores }.
table-thread-lost = A játék szála már nem használható, ezért a játék véget ért. { $summary }
table-thread-in-thread = Ez a csatorna már egy játék szála, itt nem nyitható újabb szál: nyiss asztalt szál nélkül.
table-thread-not-allowed = Saját szálas asztalt csak az nyithat, aki ezen a csatornán nyilvános szálakat hozhat létre (vagy ha egy moderátor itt bekapcsolja a szálakat a /beállítások szálak paranccsal). Nyisd meg az asztalt saját szál nélkül.
table-threads-on = Az ezen a csatornán nyitott játékok mostantól saját szálban folynak.
table-threads-off = Az ezen a csatornán nyitott játékok mostantól itt, a csatornán folynak.
table-pictures-on = Ez az asztal ismét képeket mutat: a táblát, a kézben tartott lapokat és a végeredményt a szöveg mellett képként is.
table-pictures-off = Ez az asztal mostantól nem mutat képeket: minden csak szövegként jön.
table-reminder-wait-set = Ennél az asztalnál a lépésemlékeztetők és a sürgetések mostantól csak { $minutes } perc tétlenség után jönnek közvetlen üzenetben.
table-my-pictures-on = A képek bekapcsolva: a lapjaid és a neked küldött válaszok a szöveg mellett képpel is megjelennek.
table-my-pictures-off = A képek kikapcsolva: a lapjaid és a neked küldött válaszok csak szövegként jelennek meg. A /beállítások képek paranccsal visszakapcsolhatod őket.
table-rematch-opened = { $host } visszavágót kér ({ $game }): az asztal ugyanazokkal a beállításokkal nyílt meg.
table-rematch-invited = { $count ->
        [one] { $players }, meghívtak: a Csatlakozom gombbal ülhetsz le.
       *[other] { $players }, meghívtak benneteket: a Csatlakozom gombbal ülhettek le.
    }
table-rematch-gone = Azóta másik játék is volt itt, ezért ez a Visszavágó gomb már nem működik. Nyiss asztalt a /játék új paranccsal.
table-rematch-players-only = Visszavágót csak annak a játéknak a játékosai kérhetnek. Nyiss asztalt a /játék új paranccsal.
table-rematch-used = Ennek a játéknak a Visszavágó gombját már használták: csak egyszer működik. Nyiss asztalt a /játék új paranccsal.
