# NYET! — magyar üzenetek.
# Változók: $player, $next, $first, $second, $others és $players játékosnevek (a lista
# vesszővel elválasztott nevek); $card egy lap neve („zöld 7-es”), $cards ilyen nevek listája;
# $colour egy szín neve; $count a mondatban szereplő lapok, zsákmánylapok vagy játékosok
# száma; $round a forduló sorszáma, $rounds a fordulók száma, $target a célpontszám;
# $field, $value és $row a játéktábla egy mezője, annak értéke és sora; $points, $tricks,
# $booty és $total pontok, ütések és zsákmánylapok száma.
# A változókhoz nem kapcsolunk ragot, és névelőt sem teszünk eléjük: a mondatokat úgy
# fogalmazzuk, hogy a változó alanyesetben, kettőspont után vagy értelmezőként álljon.
# A szabálysúgó a nyet-rules.ftl fájlban van.

nyet-name = NYET!

# Egy lap, az értéke főnévként, ahogy a szabálykönyv mondja: „zöld 7-es”.
nyet-card = { $colour } { $value ->
        [1] 1-es
        [2] 2-es
        [3] 3-as
        [4] 4-es
        [5] 5-ös
        [6] 6-os
        [7] 7-es
        [8] 8-as
        [9] 9-es
        [10] 10-es
        [11] 11-es
        [12] 12-es
        [13] 13-as
       *[other] { $value }
    }

## A lépés beírása

nyet-notation-hint = Egy mező letakarásához írd be a nyet szót, a sor angol nevét (first = első játékos, discard = eldobás, trump = aduszín, super = szuperadu, points = pontok) és a mezőt, például nyet trump green (a zöld aduszín), nyet trump none (az adusor NYET mezője), nyet super red (a piros 1-esek mint szuperadu), nyet points -2, nyet discard 2 (2 lap eldobása), nyet discard except1 (kivéve 1), nyet discard pass (passz balra) vagy nyet first 3 (a 3. hely karaktere). Csapatot így alakítasz: partner 3 (a 3. helyen ülő lesz a társad), alone 2 (a 2. helyen ülő játszik egyedül) vagy team 2 4 (a 2. és a 4. helyen ülő alkotja a kétfős csapatot); a bónuszlapot így adod oda: bonus 4 (a 4. helyen ülőnek). Eldobáshoz írd be a discard szót és a lapokat, például discard g7 r13; egy lap átadásához írd be: pass y1. Egy lap kijátszásához írd be a színe angol kezdőbetűjét (r = piros, b = kék, y = sárga, g = zöld) és az értékét, például r13.

## A játéktábla

nyet-row-first = Első játékos
nyet-row-discard = Eldobás
nyet-row-trump = Aduszín
nyet-row-super = Szuperadu
nyet-row-points = Pontok
nyet-field = { $row } – { $value }
nyet-value-seat = { $player }
nyet-value-character = { $number }. karakter
nyet-value-no-discard = NYET (nincs eldobás)
nyet-value-discard-one = 1 lap eldobása
nyet-value-discard-two = 2 lap eldobása
nyet-value-except-one = kivéve 1 (egy nem 1-es lap eldobása)
nyet-value-pass-left = passz balra (1 lap a bal oldali szomszédnak)
nyet-value-colour = { $colour }
nyet-value-no-trump = NYET (nincs adu)
nyet-value-super = { $colour } 1-esek
nyet-value-no-super = NYET (nincs szuperadu)
nyet-value-points = ütésenként és zsákmánylaponként { $points ->
        [one] { $points } pont
       *[other] { $points } pont
    }

## Lépések, ahogy a menük felkínálják

nyet-move-cover = Takard le ezt a mezőt: { $field }
nyet-move-partner = Válaszd társadnak: { $player }
nyet-move-alone = Jelöld ki egyedül játszónak: { $player }
nyet-move-team = Alakítsd meg a kétfős csapatot: { $first } és { $second }
nyet-move-bonus = Add oda a bónuszlapot: { $player }
nyet-move-discard = { $count ->
        [one] Dobd el ezt a lapot: { $cards }
       *[other] Dobd el ezeket a lapokat: { $cards }
    }
nyet-move-pass = Add át a bal oldali szomszédodnak: { $card }
nyet-move-play = Játszd ki: { $card }

## Szabálytalan lépések

nyet-illegal-not-now = Ezt a lépést most nem teheted meg. { $expected }
nyet-awaiting-cover = Takard le a játéktábla egyik szabad mezőjét, például így: nyet trump green.
nyet-awaiting-partner = Válassz társat, például így: partner 3.
nyet-awaiting-alone = Válaszd ki, ki játszik egyedül, például így: alone 2.
nyet-awaiting-team = Válaszd ki a kétfős csapatot, például így: team 2 4.
nyet-awaiting-bonus = Add oda a bónuszlapot a kétfős csapat egyik tagjának, például így: bonus 4.
nyet-awaiting-discard = Válassz ki { $count ->
        [one] egy lapot
       *[other] { $count } lapot
    } eldobásra, például így: discard g7.
nyet-awaiting-except-one = Válassz ki eldobásra egy lapot, amely nem 1-es, például így: discard g7.
nyet-awaiting-pass = Válassz ki egy lapot, amelyet a bal oldali szomszédodnak adsz át, például így: pass y1.
nyet-awaiting-lead = Kezdd az ütést egy lappal, például így: r13.
nyet-awaiting-play = Tegyél egy lapot az ütésbe, például így: r13.
nyet-illegal-covered = Ez a mező már le van takarva: { $field }.
nyet-illegal-last-free = Ez a mező a sorának utolsó szabad mezője, ezért nem lehet letakarni: { $field }.
nyet-illegal-no-such-seat = Nincs választható játékos ezen a helyen: { $number }.
nyet-illegal-own-partner = Saját magad nem lehetsz a társad.
nyet-illegal-not-in-small-team = { $player } nincs a kétfős csapatban, ezért nem kaphatja meg a bónuszlapot.
nyet-illegal-card-count = Pontosan { $count ->
        [one] egy lapot
       *[other] { $count } lapot
    } kell választanod.
nyet-illegal-not-in-hand = Nincs ilyen lap a kezedben: { $card }.
nyet-illegal-no-ones = Ebben a fordulóban 1-est nem lehet eldobni.
nyet-illegal-must-follow = Ezt a lapot nem teheted le: { $card }. A hívott színt kell követned.

## Ami történik

nyet-first-dealer = Az első fordulóban { $player } oszt.
nyet-dealt = { $round }. forduló: megtörtént az osztás, az első mezőt { $player } takarja le.
nyet-set-aside = { $count } lap megnézés nélkül félrekerül.
nyet-your-hand = A kezedben { $count ->
        [one] egy lap van
       *[other] { $count } lap van
    }: { $cards }.
nyet-covered = { $player } letakarta ezt a mezőt: { $field }. A következő mezőt { $next } takarja le.
nyet-covered-last = { $player } letakarta ezt a mezőt: { $field }. Ezzel kialakult a játéktábla.
nyet-round-set = Ebben a fordulóban { $player } az első játékos; eldobás: { $discard }; aduszín: { $trump }; szuperadu: { $super }; { $points }.
nyet-teams-alone = { $player } egyedül játszik, az ellenfelek: { $others }.
nyet-teams = Az egyik csapat: { $first }; a másik csapat: { $second }.
nyet-bonus = { $player } kapta a bónuszlapot, így ebben a fordulóban dupla pontot kap.
nyet-chose = { $player } választott. { $count ->
        [0] Mindenki választott.
        [one] Egy játékos még választ.
       *[other] { $count } játékos még választ.
    }
nyet-chose-again = { $player } módosította a választását. { $count ->
        [0] Mindenki választott.
        [one] Egy játékos még választ.
       *[other] { $count } játékos még választ.
    }
nyet-you-discard = { $count ->
        [one] Ezt a lapot dobod el: { $cards }.
       *[other] Ezeket a lapokat dobod el: { $cards }.
    } Amíg mindenki nem választott, még módosíthatod.
nyet-you-pass = Ezt a lapot adod át a bal oldali szomszédodnak: { $cards }. Amíg mindenki nem választott, még módosíthatod.
nyet-discarded = Mindenki választott, az eldobott lapok képpel lefelé kikerülnek a fordulóból.
nyet-passed = Mindenki választott, és mindenki átad egy lapot a bal oldali szomszédjának.
nyet-you-received = { $player } ezt a lapot adta át neked: { $card }.
nyet-leads = A következő ütést { $player } hívja.
nyet-played = { $player } ezt játszotta ki: { $card }.
nyet-trick-won = { $player } elvitte az ütést ({ $card }){ $count ->
        [0] .
        [one] , és egy zsákmánylapot szerzett.
       *[other] , és { $count } zsákmánylapot szerzett.
    }
nyet-round-scored = { $round }. forduló vége.
nyet-round-score = { $player }: { $tricks ->
        [one] egy ütés
       *[other] { $tricks } ütés
    } és { $booty ->
        [one] egy zsákmánylap
       *[other] { $booty } zsákmánylap
    }, ebben a fordulóban { $points ->
        [one] { $points } pont
       *[other] { $points } pont
    }, összesen { $total ->
        [one] { $total } pont
       *[other] { $total } pont
    }.
nyet-game-over = Vége a játéknak. { $count ->
        [one] A győztes: { $players }.
       *[other] A győztesek: { $players }.
    }

## Az asztal

nyet-view-round = { $round }. forduló (összesen { $rounds } forduló); osztó: { $player }.
nyet-view-round-target = { $round }. forduló, a célpontszám { $target ->
        [one] { $target } pont
       *[other] { $target } pont
    }; osztó: { $player }.
nyet-view-row = { $row }: { $fields }
nyet-view-free = { $value } – szabad
nyet-view-absent = { $value } – nincs játékban
nyet-view-covered = { $value } – letakarta { $player }
nyet-view-trick = Az ütés eddig: { $cards }.
# Az ütés egyik lapja egy listában: „Anna: zöld 7-es”.
nyet-view-trick-card = { $player }: { $card }
nyet-view-tally = { $player }: { $cards ->
        [one] 1 lap
       *[other] { $cards } lap
    } a kézben, { $tricks ->
        [one] 1 ütés
       *[other] { $tricks } ütés
    }, { $booty ->
        [one] 1 zsákmánylap
       *[other] { $booty } zsákmánylap
    }, { $total ->
        [one] { $total } pont
       *[other] { $total } pont
    }.
nyet-view-turn = Következik: { $players }. { $awaiting }
nyet-view-pending = { $count ->
        [one] A választott lapod: { $cards }.
       *[other] A választott lapjaid: { $cards }.
    }
