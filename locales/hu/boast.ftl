# Boast or Nothing — magyar üzenetek.
# Változók: $player és $players játékosnevek (a lista vesszővel elválasztott nevek);
# $card egy lap neve („piros 7-es”, „menekülőlap”); $colour egy szín neve („piros”);
# $top, $middle és $bottom a torony színei a legerősebbtől lefelé.
# A változókhoz nem kapcsolunk ragot: a mondatokat úgy fogalmazzuk, hogy alanyesetben álljanak.

boast-name = Boast or Nothing

## Lapok

# Egy színes lap, az értéke főnévként, ahogy a szabálykönyv mondja: „piros 7-es”.
boast-card = { $colour } { $value ->
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
       *[other] { $value }
    }
boast-escape = menekülőlap

## A lépés beírása

boast-notation-hint = Egy lapot a színe betűjével és az értékével adj meg, például r7, b11 vagy y1 (r = piros, b = kék, y = sárga); menekülőlaphoz írd be, hogy esc.

## Szabálytalan lépések

boast-illegal-not-in-hand = Nincs a kezedben ilyen lap: { $card }.
boast-illegal-must-follow = Van { $colour } lapod, ezért { $colour } lapot vagy menekülőlapot kell tenned.

## Értesítések

boast-round-started = { $round }. forduló, { $player } hív. Ha pontosan { $target ->
        [one] egy ütést
       *[other] { $target } ütést
    } viszel el (ennyi a teljesítendő ütésszám), 1 pontot kapsz, ha egyet sem, 2 pontot.
boast-tower = A torony a legerősebb színtől lefelé: { $top }, { $middle }, { $bottom }.
boast-leftovers = Ebben a fordulóban ez a két lap marad ki a játékból: { $first } és { $second }.
boast-leftovers-hidden = Ebben a fordulóban két lap képpel lefelé marad ki a játékból.
boast-your-hand = A kezedben { $count ->
        [one] egy lap van
       *[other] { $count } lap van
    }: { $cards }.
boast-card-played = { $player } ezt játszotta ki: { $card }.
boast-trick-won = { $player } elviszi az ütést ({ $card }); ebben a fordulóban eddig { $count ->
        [one] egy ütése van
       *[other] { $count } ütése van
    }.
boast-trick-won-by-tower = Több szín került az ütésbe, és közülük a { $colour } áll a legmagasabban a toronyban, ezért { $player } viszi el az ütést ({ $card }); ebben a fordulóban eddig { $count ->
        [one] egy ütése van
       *[other] { $count } ütése van
    }.
boast-tower-moved = A { $colour } zseton a torony aljára kerül. A torony most a legerősebb színtől lefelé: { $top }, { $middle }, { $bottom }.
boast-round-ended = { $round }. forduló vége.
boast-round-score-target = { $player } pontosan { $tricks ->
        [one] egy ütést
       *[other] { $tricks } ütést
    } vitt el, ez 1 pontot ér; összesen { $total ->
        [one] { $total } pontja
       *[other] { $total } pontja
    } van.
boast-round-score-zero = { $player } egyetlen ütést sem vitt el, ez 2 pontot ér; összesen { $total ->
        [one] { $total } pontja
       *[other] { $total } pontja
    } van.
boast-round-score-none = { $player } { $tricks ->
        [one] egy ütést
       *[other] { $tricks } ütést
    } vitt el, ez nem ér pontot; összesen { $total ->
        [one] { $total } pontja
       *[other] { $total } pontja
    } van.
boast-reached-top = { $count ->
        [one] Felért a csúcsra legalább 5 ponttal: { $players }.
       *[other] Felértek a csúcsra legalább 5 ponttal: { $players }.
    }
boast-game-won = { $player } megnyerte a játékot! Összesen { $points ->
        [one] { $points } pontot
       *[other] { $points } pontot
    } gyűjtött.
boast-game-shared = Holtverseny! A győzelmen osztoznak: { $players }.
boast-play-on = Holtverseny alakult ki: { $players }. A játék fordulóról fordulóra folytatódik, amíg valakinek egyedül nem lesz a legtöbb pontja.
boast-still-tied = Még mindig holtverseny van az élen ({ $points } pont): { $players }. Jön még egy forduló.

## Az asztal, ahogy mindenki látja

boast-view-waiting-first-deal = Az első osztásra várunk.
boast-view-round = { $round }. forduló – pontosan { $target ->
        [one] egy ütés
       *[other] { $target } ütés
    }: 1 pont; ütés nélkül: 2 pont.
boast-view-tower = Torony a legerősebb színtől lefelé: { $top }, { $middle }, { $bottom }.
boast-view-leftovers = Kimaradt lapok: { $first } és { $second }.
boast-view-leftovers-hidden = Kimaradt lapok: képpel lefelé, rejtve.
boast-view-player = { $player }: { $tricks ->
        [one] 1 elvitt ütés
       *[other] { $tricks } elvitt ütés
    }, { $cards ->
        [one] 1 lap
       *[other] { $cards } lap
    } a kézben, { $points ->
        [one] { $points } pont
       *[other] { $points } pont
    }.
# Egy ütés egyik lapja egy listában: „Anna: piros 7”.
boast-view-played = { $player }: { $card }
boast-view-last-trick = Előző ütés ({ $player } vitte el): { $cards }.
boast-view-trick = Jelenlegi ütés ({ $player } hívott): { $cards }.
boast-view-turn = Következik: { $player }.
boast-view-waiting-deal = A következő osztásra várunk.
boast-view-play-on = Holtverseny az élen: addig folytatódik a játék, amíg valakinek egyedül nem lesz a legtöbb pontja.
boast-view-winner = Vége a játéknak: { $player } nyert.
boast-view-winners = Vége a játéknak, a győzelmen osztoznak: { $players }.

## A néző saját lapjai

boast-view-hand = A kezedben { $count ->
        [one] egy lap van
       *[other] { $count } lap van
    }: { $cards }.
boast-view-hand-empty = Üres a kezed.
