# Bohócpárbaj (Clown Standoff) — magyar üzenetek.
# Változók: $player és $players játékosnevek (a lista vesszővel elválasztott nevek);
# $card egy bohóckártya száma (1–6); $cards és $numbers ilyen számok listája a legkisebbtől
# („1, 3, 3, 6”); $count a mondatban szereplő lapok (vagy játékosok) száma; $round a
# Civakodás egy fordulója (1-től $rounds-ig, ami 4).
# A változókhoz nem kapcsolunk ragot, és névelőt sem teszünk eléjük (a/az): a mondatokat
# úgy fogalmazzuk, hogy a változó alanyesetben, kettőspont után vagy értelmezőként álljon.
# A szabálysúgó a clown-rules.ftl fájlban van.

clown-name = Bohócpárbaj

# Ki melyik lapot tette le egy fordulóban, egy listában: „Anna: 5”.
clown-played = { $player }: { $card }
# A virtuális játékos lapja egy kétszemélyes fordulóban, egy listában.
clown-played-virtual = a virtuális játékos: { $card }
# Egy elvétel egyik része, egy listában: „2 lapot Anna bohóckártyái közül”.
clown-take-part = { $count } lapot { $player } bohóckártyái közül

## A lépés beírása

clown-notation-hint = A Civakodásban írd be a kezedben lévő egyik lap számát, például 5. A Tortacsatában ezeket írhatod: draw (húzás); reshuffle és az eldobandó bohóckártya (újrakeverés), például reshuffle 3; pay és a fizetségül adott bohóckártyák (passz fizetségért), például pay 2 4 6; Kitérés után again (még egy húzás) vagy pass (a pakli továbbadása); take és ülőhelyenként hely:darab, hogy kitől hány lapot veszel el, például take 2:1 3:2 (1 lap a 2. helyen ülőtől, 2 lap a 3. helyen ülőtől); vagy decline (lemondás az elvételről).

## Lépések, ahogy a menük felkínálják

clown-move-play = Játszd ki a lapodat: { $card }
clown-move-draw = Húzd fel a legfelső tortakártyát
clown-move-reshuffle = Dobd el a bohóckártyádat ({ $card }), keverd újra a tortapaklit, és add tovább
clown-move-pay = Fizess ezekkel: { $cards }, és add tovább a paklit
clown-move-again = Húzz egy második tortakártyát
clown-move-pass = Add tovább a tortapaklit
clown-move-take = Vegyél el: { $parts }
clown-move-decline = Ne vegyél el semmit

## Szabálytalan lépések

clown-illegal-not-now = Ezt a lépést most nem teheted meg. { $expected }
clown-awaiting-card = Válassz egy lapot a kezedből, például 5.
clown-awaiting-choose = Húzz, keverj újra, vagy fizess, hogy továbbadhasd a paklit.
clown-awaiting-draw = Nincs bohóckártyád, ezért húznod kell.
clown-awaiting-draw-again = Húzz még egyszer, vagy add tovább a paklit.
clown-awaiting-take = Vegyél el bohóckártyákat, vagy mondj le róluk.
clown-awaiting-drawing = Éppen felfordul egy tortakártya.
clown-awaiting-taking = Éppen most sorsoljuk ki az elvett bohóckártyákat.
clown-illegal-not-in-hand = Nincs ilyen lap a kezedben: { $card }.
clown-illegal-same-choice = Ebben a fordulóban már ezt a lapot választottad: { $card }.
clown-illegal-must-draw = Nincs bohóckártyád, ezért húznod kell.
clown-illegal-no-clown-card = Nincs ilyen bohóckártyád, így nem is dobhatod el: { $card }.
clown-illegal-cannot-pay = A passz ára minden még játékban lévő játékos után egy bohóckártya, összesen { $count }, neked pedig ennél kevesebb van.
clown-illegal-pay-count = A passz ára pontosan { $count ->
        [one] egy bohóckártya
       *[other] { $count } bohóckártya
    }, minden még játékban lévő játékos után egy.
clown-illegal-not-your-clown-cards = Ezek a bohóckártyák nincsenek nálad: { $cards }.
clown-illegal-take-count = Összesen pontosan { $count ->
        [one] egy bohóckártyát
       *[other] { $count } bohóckártyát
    } vehetsz el, vagy lemondhatsz róla.
clown-illegal-not-an-opponent = Ettől a játékostól nem vehetsz el bohóckártyát: { $player }. Csak a többi, még játékban lévő játékostól vehetsz el.
clown-illegal-too-few = { $player } előtt csak { $count ->
        [one] egy bohóckártya
       *[other] { $count } bohóckártya
    } van.
clown-illegal-no-such-seat = Ezen a helyen nem ül senki: { $seat }.

## Értesítések: a Civakodás

clown-dealt = Mindenki négy bohóckártyát kap. A többi lap megnézés nélkül visszakerül a dobozba.
clown-dealt-virtual = Mindenki négy bohóckártyát kap, a virtuális harmadik játékos is. A többi lap megnézés nélkül visszakerül a dobozba.
clown-round-begins = Civakodás, { $round }. forduló (összesen { $rounds } forduló): mindenki titokban választ egy lapot.
clown-chosen = { $player } választott egy lapot. { $count ->
        [one] Még nem választott: { $players }.
       *[other] Még nem választott ({ $count } játékos): { $players }.
    }
clown-chosen-last = { $player } választott egy lapot, és ezzel mindenki választott.
clown-you-chose = Ezt a lapot választottad: { $card }. Amíg nem választott mindenki, még megváltoztathatod.
clown-you-changed = Megváltoztattad a választásodat: { $previous } helyett most ez a lapod: { $card }. Amíg nem választott mindenki, még megváltoztathatod.
clown-revealed = { $round }. forduló, a felfedett lapok: { $cards }.
clown-cancelled = { $count ->
        [one] Ezt a számot többen is kijátszották: { $numbers }. Ezek a lapok kioltják egymást, és a dobozba kerülnek.
       *[other] Ezeket a számokat többen is kijátszották: { $numbers }. Ezek a lapok kioltják egymást, és a dobozba kerülnek.
    }
clown-all-cancelled = Minden lap kioltotta egymást: ezt a fordulót senki sem nyeri meg, a lapok a dobozba kerülnek.
clown-one-as-seven = A fordulóban volt 6-os, és { $player } 1-esét nem oltotta ki semmi, ezért ez az 1-es 7-nek számít.
clown-one-as-seven-virtual = A fordulóban volt 6-os, és a virtuális játékos 1-esét nem oltotta ki semmi, ezért ez az 1-es 7-nek számít.
clown-round-won = { $round }. forduló: { $player } nyer, és elvisz { $count ->
        [one] egy bohóckártyát
       *[other] { $count } bohóckártyát
    }: { $cards }.
clown-round-won-virtual = { $round }. forduló: a virtuális játékos nyer; { $count ->
        [one] az általa elnyert lap
       *[other] az általa elnyert { $count } lap
    } visszakerül a dobozba: { $cards }.

## Értesítések: a Tortacsata

clown-pie-fight = Vége a Civakodásnak, kezdődik a Tortacsata! { $player } gyűjtötte a legtöbb bohóckártyát, ezért a tortapakli az ő kezébe kerül.
clown-drew-dodge = { $player } Kitérést húz, és játékban marad. { $count ->
        [one] Egy tortakártya maradt a pakliban.
       *[other] { $count } tortakártya maradt a pakliban.
    }
clown-drew-hit = { $player } felhúzza a Talált kártyát!
clown-may-draw-again = { $player } előtt nincs bohóckártya, ezért húzhat egy második tortakártyát, vagy továbbadhatja a paklit.
clown-reshuffled = { $player } eldob egy bohóckártyát ({ $card }), és mind a hat tortakártyát új paklivá keveri.
clown-paid = { $player } { $count ->
        [one] egy bohóckártyával ({ $cards })
       *[other] { $count } bohóckártyával ({ $cards })
    } fizet, és változatlanul továbbadja a paklit.
clown-passed = { $player } nem húz újra.
clown-may-take = { $player } két Kitérést húzott, ezért elvehet { $count ->
        [one] egy bohóckártyát
       *[other] { $count } bohóckártyát
    } a többiektől, vagy lemondhat róla.
clown-nothing-to-take = { $player } két Kitérést húzott, de senki másnak nincs bohóckártyája, amit elvehetne.
clown-taking = { $player } találomra választott bohóckártyákat vesz el: { $parts }.
clown-you-took = { $player } bohóckártyái közül elvettél { $count ->
        [one] egy bohóckártyát
       *[other] { $count } bohóckártyát
    }: { $cards }.
clown-taken-from-you = { $player } elvett tőled { $count ->
        [one] egy bohóckártyát
       *[other] { $count } bohóckártyát
    }: { $cards }.
clown-declined = { $player } nem vesz el semmit.
clown-stack-passed = A tortapakli most { $player } kezébe kerül.
clown-out = { $player } arcába csapódott a torta, így kiesett a játékból.
clown-out-with-cards = { $player } arcába csapódott a torta, így kiesett a játékból, és { $count ->
        [one] a bohóckártyája
       *[other] { $count } bohóckártyája
    } is vele együtt kikerül a játékból: { $cards }.
clown-new-stack = Mind a hat tortakártyából új paklit keverünk, és az kapja meg, aki előtt a legtöbb bohóckártya van: { $player }.
clown-won = { $player } az utolsó talpon maradt bohóc, és megnyeri a játékot!
# A végeredmény egy sora: egy játékos helyezése, „Anna: 1. hely” ($place 1 és 6 között).
clown-final-place = { $player }: { $place }. hely
# A játék végén mutatott diagram címe: helyezések, nem pontok.
clown-chart-title = Végső helyezések

## Az asztal, ahogy mindenki látja

clown-view-waiting-deal = Az osztásra várunk.
clown-view-squabble = Civakodás, { $round }. forduló (összesen { $rounds } forduló).
clown-view-round-won = { $round }. forduló: { $cards }. { $player } elvitte: { $won }.
clown-view-round-won-virtual = { $round }. forduló: { $cards }. A virtuális játékos nyert.
clown-view-round-cancelled = { $round }. forduló: { $cards }. Minden lap kioltotta egymást.
clown-view-player-squabble = { $player }: { $hand ->
        [one] egy lap
       *[other] { $hand } lap
    } a kézben, { $count ->
        [0] nincs bohóckártyája
        [one] egy bohóckártya ({ $cards })
       *[other] { $count } bohóckártya ({ $cards })
    }.
clown-view-virtual = A virtuális játékos: { $hand ->
        [one] egy lap
       *[other] { $hand } lap
    } a kézben.
clown-view-chosen = { $count ->
        [one] Már választott: { $players }.
       *[other] Már választottak: { $players }.
    }
clown-view-waiting = Még nem választott: { $players }.
clown-view-pie-fight = Tortacsata: { $count ->
        [one] egy tortakártya
       *[other] { $count } tortakártya
    } a pakliban, { $dodges ->
        [0] még nem húztak Kitérést.
        [one] a legutóbbi keverés óta egy Kitérést húztak.
       *[other] a legutóbbi keverés óta { $dodges } Kitérést húztak.
    }
clown-view-player-in = { $player }: { $count ->
        [0] nincs bohóckártyája.
        [one] egy bohóckártya ({ $cards }).
       *[other] { $count } bohóckártya ({ $cards }).
    }
clown-view-player-out = { $player }: kiesett.
clown-view-turn-choose = { $player } kezében a tortapakli: húz, újrakever, vagy fizet, hogy továbbadhassa.
clown-view-turn-draw = { $player } kezében a tortapakli, és mivel nincs bohóckártyája, húznia kell.
clown-view-turn-draw-again = { $player } Kitérést húzott, és még egyszer húzhat, vagy továbbadhatja a paklit.
clown-view-turn-take = { $player } két Kitérést húzott, és elvehet { $count ->
        [one] egy bohóckártyát
       *[other] { $count } bohóckártyát
    }, vagy lemondhat róla.
clown-view-turn-drawing = { $player } éppen húz egy tortakártyát.
clown-view-turn-taking = { $player } éppen találomra választott bohóckártyákat vesz el.
clown-view-winner = Vége a játéknak: { $player } nyert.

## A néző saját lapjai

clown-view-hand = A kezedben { $count ->
        [one] egy lap van
       *[other] { $count } lap van
    }: { $cards }.
clown-view-hand-empty = Üres a kezed.
clown-view-choice = A választásod ebben a fordulóban: { $card }. Amíg nem választott mindenki, még megváltoztathatod.
clown-view-no-choice = Ebben a fordulóban még nem választottál lapot.
clown-view-your-clown-cards = { $count ->
        [0] Nincs bohóckártyád.
        [one] Egy bohóckártyád van: { $cards }.
       *[other] { $count } bohóckártyád van: { $cards }.
    }
