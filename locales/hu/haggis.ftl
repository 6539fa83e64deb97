# Haggis — magyar üzenetek.
# Változók: $player, $receiver és $players játékosnevek (a lista vesszővel elválasztott nevek);
# $cards, $wilds és $haggis lapnevek listája („piros 5-ös”, „bubi”); $colour egy szín neve;
# $rank egy érték (2–10, illetve 11, 12, 13 a bubi, a dáma és a király helyett: a haggis-rank,
# a haggis-rank-plain és a haggis-set üzenetben szám, máshol az érték neve főnévként: 2-es …
# 10-es, bubi, dáma, király); $low és $top egy tartomány két vége (5 … 10, bubi, dáma,
# király), $top máshol főnévként; $reading egy kombináció neve („két 5-ös”, „sorozat 8–10”,
# „bubi–dáma bomba”), $plays kijátszások listája; $declared egy bejelentett olvasat
# („sorozat, amelynek a legfelső lapja 9-es”); $bet egy fogadás neve a mondatban („kis
# fogadás (15)”); $size és $width egy kombináció lapjainak száma; $count, $held és $captured
# lapok (a haggis-view-trick üzenetben passzok) száma (egyetlen lapot csak a neve jelöl); $place 1 az elsőként, 2 a másodikként
# kiszálló játékosnál; $hand a forduló sorszáma; $number egy ülőhely száma; $line és $detail
# egy sor részei; $points, $bonus, $out, $pile, $bets, $score, $total és $target pontszámok.
# A változókhoz nem kapcsolunk ragot, és névelőt sem teszünk eléjük (a/az): a mondatokat
# úgy fogalmazzuk, hogy a változó alanyesetben, birtokosként, kettőspont után, zárójelben
# vagy értelmezőként álljon („{ $player } kapja”).
# A szabálysúgó a haggis-rules.ftl fájlban van.

haggis-name = Haggis

## A lépés beírása

haggis-notation-hint = Írd be a kijátszandó lapokat szóközzel elválasztva. A számkártya a színe angol kezdőbetűje és az értéke (r5, o10, y3; r = piros, o = narancssárga, y = sárga, g = zöld, b = kék), a dzsóker j (bubi), q (dáma) vagy k (király), például r5 o5 j. Ha magad akarod eldönteni, hogyan értelmezze a bot a lapokat, írd utánuk: as set (szettként) vagy as run (sorozatként), például r5 j q as run; lépcsőnél azt is add meg, hány lap van értékenként, és mely értékekből áll, például as run x2 9-j (párokból álló lépcső 9-től bubiig). További lépések: pass (passz), bet none (nincs fogadás), bet little (kis fogadás), bet big (nagy fogadás), valamint give 2, amellyel a bombával elvitt ütést a 2. helyen ülő játékosnak adod.

## Lapok és kombinációk

# Egy érték főnévként, ahogy a lapokat magyarul mondjuk: 5-ös („ötös”), illetve 11, 12, 13
# helyett bubi, dáma, király.
haggis-rank = { $rank ->
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
        [11] bubi
        [12] dáma
        [13] király
       *[other] { $rank }
    }
# Egy érték egy tartomány végén, szám vagy figura: „sorozat 5–7”, „sorozat 10–király”.
haggis-rank-plain = { $rank ->
        [11] bubi
        [12] dáma
        [13] király
       *[other] { $rank }
    }
# Egy számkártya: „piros 5-ös”.
haggis-card = { $colour } { $rank }
# $size darab $rank értékű (szám) lap szettje; bubi, dáma vagy király csak egy lehet (két
# vagy három figura együtt bomba).
haggis-set = { $size ->
        [1] egy
        [2] két
        [3] három
        [4] négy
        [5] öt
        [6] hat
        [7] hét
       *[other] nyolc
    } { $rank ->
        [2] 2-es
        [3] 3-as
        [4] 4-es
        [5] 5-ös
        [6] 6-os
        [7] 7-es
        [8] 8-as
        [9] 9-es
        [10] 10-es
        [11] bubi
        [12] dáma
        [13] király
       *[other] { $rank }
    }
# Sorozat, értékenként $width lappal, $low-tól $top-ig.
haggis-run = { $width ->
        [1] sorozat { $low }–{ $top }
        [2] lépcső { $low }–{ $top }, párokból
        [3] lépcső { $low }–{ $top }, drillekből
       *[other] lépcső { $low }–{ $top }, { $width ->
            [4] négylapos
            [5] ötlapos
           *[other] { $width } lapos
        } szettekből
    }
haggis-bomb-rainbow = négyszínű 3-5-7-9 bomba
haggis-bomb-jack-queen = bubi–dáma bomba
haggis-bomb-jack-king = bubi–király bomba
haggis-bomb-queen-king = dáma–király bomba
haggis-bomb-jack-queen-king = bubi–dáma–király bomba
haggis-bomb-suited = egyszínű 3-5-7-9 bomba
# Amit a játékos az „as set” vagy „as run” hozzáírásával bejelentett.
haggis-declared-set = szett
haggis-declared-run = { $width ->
        [1] sorozat
        [2] lépcső párokból
        [3] lépcső drillekből
       *[other] lépcső { $width ->
            [4] négylapos
            [5] ötlapos
           *[other] { $width } lapos
        } szettekből
    }
haggis-declared-run-to = { $width ->
        [1] sorozat, amelynek a legfelső lapja { $top }
        [2] lépcső párokból, amelynek a legfelső párja { $top }
        [3] lépcső drillekből, amelynek a legfelső drillje { $top }
       *[other] lépcső { $width ->
            [4] négylapos
            [5] ötlapos
           *[other] { $width } lapos
        } szettekből, amelynek a legfelső szettje { $top }
    }

## Fogadás

# Mondatban („Anna fogad: kis fogadás (15).”) és egy hely sorában.
haggis-bet-none = nincs fogadás (0)
haggis-bet-little = kis fogadás (15)
haggis-bet-big = nagy fogadás (30)

## Lépések, ahogy a menük felkínálják

haggis-move-play = { $count ->
        [1] { $cards }
       *[other] { $reading }: { $cards }
    }
haggis-move-cards = Játszd ki: { $cards }
haggis-move-pass = Passzolj
haggis-move-bet-none = Nincs fogadás (0)
haggis-move-bet-little = Kis fogadás (15)
haggis-move-bet-big = Nagy fogadás (30)
haggis-move-give = Add oda az ütést: { $player }

## Szabálytalan lépések

haggis-illegal-not-in-hand = Nincs a kezedben: { $cards }.
haggis-illegal-not-a-combination = Ezek a lapok nem alkotnak kombinációt: { $cards }. Játssz ki egy azonos értékű szettet, egy egyszínű sorozatot, egy minden értéknél ugyanazokból a színekből álló lépcsőt vagy egy bombát.
haggis-illegal-not-as-declared = Ezek a lapok ({ $cards }) nem játszhatók ki így: { $declared }.
haggis-illegal-wrong-shape = Az asztalon lévő kombinációra ({ $top }) csak ugyanolyan fajtájú és ugyanannyi lapból álló kombináció vagy bomba jöhet.
haggis-illegal-too-low = Ez nem üti az asztalon lévő kombinációt ({ $top }): tegyél ugyanolyan formájú, magasabb kombinációt vagy bombát, vagy passzolj.
haggis-illegal-needs-bomb = Az asztalon lévő bombát ({ $top }) csak erősebb bomba üti: tegyél le egyet, vagy passzolj.
haggis-illegal-cannot-pass = Ezt az ütést te hívod, ezért nem passzolhatsz: játssz ki bármilyen kombinációt.
haggis-illegal-already-bet = Ebben a fordulóban már fogadtál: { $bet }.
haggis-illegal-bet-after-play = Fogadni csak addig lehet, amíg ki nem játszod a forduló első lapodat.
haggis-illegal-betting-closed = A fogadásnak vége: valaki már kiszállt.
haggis-illegal-nothing-to-give = Nincs bombával elvitt ütés, amelyet odaadhatnál.
haggis-illegal-not-your-decision = Az ütést { $player } vitte el bombával, ezért ő dönti el, ki kapja az ütés lapjait.
haggis-illegal-give-first = Előbb döntsd el, melyik ellenfeled kapja a bombával elvitt ütést, például give 2.
haggis-illegal-not-an-opponent = Ezen a helyen nem az ellenfeled ül: { $number }. Az ütést valamelyik ellenfelednek add.

## Mi történik

haggis-dealt = { $hand }. forduló: megvan az osztás, az első ütést { $player } hívja.
haggis-dealt-random = { $hand }. forduló: megvan az osztás, és a sorsolás alapján az első ütést { $player } hívja.
haggis-your-hand = A kezed ({ $count ->
        [one] egy lap
       *[other] { $count } lap
    }): { $cards }.
haggis-your-hand-wilds = A kezed ({ $count ->
        [one] egy lap
       *[other] { $count } lap
    }): { $cards }; képpel felfelé, mindenki számára láthatóan: { $wilds }.
haggis-bet-made = { $player } fogad: { $bet }.
haggis-no-bet-made = { $player } nem fogad.
haggis-led = { $player } hív: { $count ->
        [1] { $cards }
       *[other] { $reading } ({ $cards })
    }.
haggis-played = { $player } tesz: { $count ->
        [1] { $cards }
       *[other] { $reading } ({ $cards })
    }.
haggis-passed = { $player } passzol.
haggis-went-out = { $player } { $place ->
        [1] elsőként
       *[other] másodikként
    } szállt ki, és { $points } pontot kap (5 × { $count ->
        [one] egy lap
       *[other] { $count } lap
    }).
haggis-went-out-bonus = { $player } { $place ->
        [1] elsőként
       *[other] másodikként
    } szállt ki, és { $points } pontot kap (5 × { $count ->
        [one] egy lap
       *[other] { $count } lap
    }, plusz { $bonus } bónuszpont).
haggis-must-give = { $player } bombával vitte el az ütést, és most eldönti, melyik ellenfele kapja az ütés lapjait.
haggis-trick-taken = { $player } viszi az ütést: { $count ->
        [one] egy lap
       *[other] { $count } lap
    }, { $points ->
        [one] { $points } pont
       *[other] { $points } pont
    }.
haggis-trick-bombed = { $player } bombával viszi az ütést, ezért az ütés lapjait ({ $count ->
        [one] egy lap
       *[other] { $count } lap
    }, { $points ->
        [one] { $points } pont
       *[other] { $points } pont
    }) { $receiver } kapja.
haggis-leads = A következő ütést { $player } hívja.
haggis-hand-ended = { $hand }. forduló vége. Elsőként { $player } szállt ki, így övé a maradékpakli is: { $haggis }.
haggis-hand-remaining = { $count ->
        [one] { $player } kezében még egy lap maradt, ezt { $receiver } kapja: { $cards }.
       *[other] { $player } kezében még { $count } lap maradt, ezeket { $receiver } kapja: { $cards }.
    }
haggis-hand-scored = { $hand }. forduló pontjai (kiszállás + lapok + fogadások):
haggis-hand-score = { $player }: { $out } + { $pile } + { $bets } = { $points ->
        [one] { $points } pont
       *[other] { $points } pont
    } ebben a fordulóban, összesen { $total ->
        [one] { $total } pont
       *[other] { $total } pont
    }.
haggis-play-on = Valaki elérte a célpontszámot, de az élen holtverseny van { $total } ponttal ({ $players }), ezért még egy fordulót játszotok.
haggis-game-over = Vége a játéknak. { $count ->
        [one] A győztes: { $players }.
       *[other] A győztesek: { $players }.
    }

## Az asztal

haggis-view-hand = { $hand }. forduló, a játék { $target } pontig tart.
haggis-view-seat = { $player }: { $held ->
        [one] egy lap
       *[other] { $held } lap
    } a kézben, { $captured ->
        [one] egy elvitt lap
       *[other] { $captured } elvitt lap
    }, { $score ->
        [one] { $score } pont
       *[other] { $score } pont
    }
# Egy hely sora, utána még egy részlettel.
haggis-view-detail = { $line }; { $detail }
haggis-view-wilds = képpel felfelé: { $wilds }
haggis-view-may-bet = még fogadhat
haggis-view-no-bet = nem fogadott
haggis-view-out = { $place ->
        [1] elsőként kiszállt
       *[other] másodikként kiszállt
    } (+{ $gain })
haggis-view-haggis = Maradékpakli: { $count ->
        [one] egy lap
       *[other] { $count } lap
    }, képpel lefelé.
haggis-view-play = { $player }: { $count ->
        [1] { $cards }
       *[other] { $reading } ({ $cards })
    }
haggis-view-trick = Az asztalon: { $plays }{ $count ->
        [0] .
        [one] ; azóta egy passz.
       *[other] ; azóta { $count } passz.
    }
haggis-view-turn-lead = { $player } következik, és ő hívja az ütést.
haggis-view-turn = { $player } következik: vagy üti az asztalon lévő kombinációt ({ $top }), vagy passzol.
haggis-view-giving = { $player } dönti el, melyik ellenfele kapja a bombával elvitt ütést.
haggis-group-singles = Egyedül kijátszott lapok
haggis-group-pairs = Párok
haggis-group-sets = Három- vagy többlapos szettek
haggis-group-runs = Sorozatok és lépcsők
haggis-group-bombs = Bombák
haggis-group-other = Passz, fogadás, ütés odaadása
