# Gombháború — magyar üzenetek.
# Változók: $player és $players játékosnevek (a lista vesszővel elválasztott nevek);
# $location és $space egy helyszín vagy egy iskolai mező neve; $place azt mondja meg,
# hol van egy kocka; $card és $token egy kártya vagy egy bónuszjelölő leírása; $count,
# $value, $cost, $gain, $buttons, $stars, $bb, $column, $next, $reward, $section és $round
# számok; $items, $dice, $die, $hand, $detainees, $changes és $spaces kockák
# lépésjelöléssel (saját kocka az értékével, fehér kocka w<n> alakban).
# A változókhoz nem kapcsolunk ragot, és névelőt sem teszünk eléjük: a mondatokat úgy
# fogalmazzuk, hogy a változó alanyesetben, kettőspont után vagy értelmezőként álljon.
# A szakaszok szavai a szabálysúgóéi: kör (egy teljes kör), forduló (egy játékos sora).
# A kártyák és a bónuszjelölők neve a magyar szabálykönyvé (rövidítve, ahol hosszú).
# A szabálysúgó a buttons-rules.ftl fájlban van.

buttons-name = Gombháború

## Lépés beírása

buttons-notation-hint = Egy helyszínre a bid szóval, a helyszín angol nevével (quarry – kőfejtő, forest – erdő, field – mező) és a kockáid értékével helyezel le kockát, például bid forest 5 5; a fehér kockát +w3, a nagy testvért +bb5 alakban teheted hozzá (itt a nagy testvér 5-öt ér). Iskola: school, a mező angol neve (exam – vizsga, free – kiszabadítás, traitor – besúgó, start – kezdőjátékos, bb – nagy testvér, build – kunyhóépítés, star – csillag) és a lehelyezett kocka értéke, például school exam 4; építésnél a szakasz is: school build 2 s4; kiszabadításnál a fogvatartott kocka: school free 1 d7; besúgóként school traitor 3 d6, vagy ha senkit sem hozol ki, school traitor 3 none. Kártya: buy s2 2 2 2 (a 2. helyen lévő kártya három 2-essel; Épületszakasz kártyánál a szakaszt is add meg, például s3). Falu: village 1 3. Bónuszakciók: white w4 (fehér kocka vásárlása), change d2 6 (a d2 kocka 6-osra fordítása), rescue c07 d6 (a d6 fogvatartott kimentése a C07 kártya visszaadásával). Továbbá: end (a forduló vége), done (végeztél a dobás utáni kártyákkal), detain d6:1 d7:2 d8:3 (a fogvatartottak elhelyezése: d6 az 1. fogvatartott mezőre és így tovább), rename c13 d2:5 (a C13 kártyával a d2 kocka 5-ös lesz), reroll d1 d3 (d1 és d3 újradobása), penalty d3 h2 (besúgóbüntetés: d3 a 2. fogvatartott mezőre), token quarry s3 d7 (a kőfejtő bónuszjelölője: a 3. szakasz felépítése és a d7 kimentése).

## Elemek

buttons-quarry = Kőfejtő
buttons-forest = Erdő
buttons-field = Mező
buttons-space-exam = Vizsga
buttons-space-free = Kiszabadítás
buttons-space-traitor = Besúgó
buttons-space-start = Kezdőjátékos
buttons-space-bb = Nagy testvér
buttons-space-build = Kunyhóépítés
buttons-space-star = Csillag
buttons-nobody = senki
buttons-die-at = { $die } ({ $place })
buttons-place-school = iskola – { $space }
buttons-place-slot = { $slot }. kártyahely

# Egy kártya: „C05 „2 gomb az iskolára helyezéskor” (állandó, 2 kocka)”; a név idézőjelben,
# hogy a kártya száma és a név elején álló szám ne folyjon össze.
buttons-card = { $id } „{ $effect }” ({ $kind }, { $dice } kocka)
buttons-card-unknown = { $id } kártya
buttons-kind-one-shot = egyszeri
buttons-kind-permanent = állandó
buttons-kind-post-roll = dobás utáni
buttons-effect-build = Épületszakasz
buttons-effect-school = { $buttons } gomb az iskolára helyezéskor
buttons-effect-location = { $location }: { $buttons } gomb lehelyezéskor
buttons-effect-village = { $buttons } gomb a falura helyezéskor
buttons-effect-bb = { $count } nagy testvér
buttons-effect-ties = Azonos érték elég a kiszorításhoz
buttons-effect-rename = { $face ->
        [1] 1-es
        [2] 2-es
        [3] 3-as
        [4] 4-es
        [5] 5-ös
        [6] 6-os
       *[other] { $face }
    } érték átnevezhető
buttons-effect-reroll = Bármelyik kocka újradobható
buttons-effect-stars = { $count } csillagjelölő

buttons-token = { $id } ({ $parts })
buttons-token-build = építkezési szakasz
buttons-token-stars = { $count } csillagjelölő
buttons-token-buttons = { $count } gomb
buttons-token-rescue = egy fogvatartott fiú kimentése
buttons-token-bb = { $count } nagy testvér

buttons-extra-none = { "" }
buttons-extra-detainee = , a { $die } fogvatartott kiszabadul
buttons-extra-section = , { $section }. szakasz

## Lépések, felszólító módban, mint a többi játékban

buttons-move-detain = Helyezd el a fogvatartottjaidat: { $spaces }
buttons-move-rename = Használd ezt a kártyát: { $card } – { $changes }
buttons-move-reroll = Dobd újra: { $dice }
buttons-move-done = Fejezd be a dobás utáni kártyák használatát
buttons-move-white = Vedd meg a fehér kockát: { $die }
buttons-move-change = Fordítsd át a { $die } kockát erre: { $value }
buttons-move-rescue = Mentsd ki a { $die } fogvatartottat, és add vissza érte ezt a kártyát: { $card }
buttons-move-bid = Tegyél kockát ide: { $location } ({ $items })
buttons-move-school = Tegyél { $value ->
        [1] 1-es
        [2] 2-es
        [3] 3-as
        [4] 4-es
        [5] 5-ös
        [6] 6-os
       *[other] { $value }
    } értékű kockát az iskola mezőjére: { $space }{ $extra }
buttons-move-buy = Vásárolj kártyát a kínálatból ({ $slot }. hely): { $items }{ $extra }
buttons-move-village = Tegyél kockát a falura: { $items }
buttons-move-end = Fejezd be a fordulódat
buttons-move-pass = Passzolj
buttons-move-penalty = Besúgóbüntetés – tedd a területtáblád { $space }. fogvatartott mezőjére ezt a kockát: { $die }
buttons-move-token = Használd fel a bónuszjelölőt ({ $space }){ $section }{ $detainee }

## Szabálytalan lépések

buttons-illegal-not-now = Ezt a lépést most nem teheted meg.
buttons-illegal-not-in-hand = Ezek a kockák nincsenek a kezedben.
buttons-illegal-detention = Ez a fogvatartott vagy ez a fogvatartott mező nem jó.
buttons-illegal-card = Ezt a kártyát most nem használhatod.
buttons-illegal-afford = Ez { $cost } gombba kerül, annyi gombod nincs.
buttons-illegal-mixed = Minden kockának ugyanazt az értéket kell mutatnia.
buttons-illegal-no-items = Legalább egy kockát tegyél le.
buttons-illegal-bb = Nincs nagy testvéred, akit itt bevethetnél.
buttons-illegal-beat = Ezzel nem szorítod ki az ott álló kockákat: több kocka kell, vagy ugyanannyi magasabb értékkel.
buttons-illegal-traitor-ban = Besúgóként ebben a körben egyik helyszínre sem tehetsz kockát.
buttons-illegal-inactive = Ennyi játékosnál ez a helyszín nincs játékban.
buttons-illegal-space-taken = Ez az iskolai mező már foglalt.
buttons-illegal-requirement = Ennek a mezőnek a hatását nem tudod teljes egészében végrehajtani.
buttons-illegal-section = Olyan szakaszt válassz, amelyet fel tudsz építeni.
buttons-illegal-empty-slot = Ezen a helyen nincs kártya.
buttons-illegal-item-count = Ehhez a kártyához pontosan { $count } kocka kell.
buttons-illegal-bonus-used = Ebben a fordulóban már volt bónuszakciód.
buttons-illegal-dice-action = Előbb a kockaakciódat hajtsd végre: fordulónként egyet.
buttons-illegal-choice = Ez a választás nem megengedett.

## Hírek

buttons-start-player = A kezdőjátékos: { $player }.
buttons-lane-tiles = Sávlapkák: { $tiles }.
buttons-lane-tile = { $location }: { $tile }. lapka
buttons-detainees-rolled = Mindenki dob a fogvatartott fiúkat jelölő három kockájával.
buttons-dealt = Új kártyák a kínálatban: { $cards }.
buttons-detained = { $player } elhelyezte a fogvatartottjait.
buttons-round-started = { $round }. kör: { $player } kezd{ $income ->
        [0] .
       *[other] , a kártyák { $income } gomb bevételt hoztak.
    }
buttons-tokens-laid = Bónuszjelölők: { $tokens }.
buttons-token-on = { $space }: { $token }
buttons-rolled = Mindenki dobott, a fehér kockák a tavon vannak.
buttons-renamed = { $player } ezzel a kártyával { $count ->
        [one] egy kockát
       *[other] { $count } kockát
    } fordított át: { $card }.
buttons-rerolled = { $player } újradobott: { $dice }.
buttons-white-taken = { $player } megvette a { $die } fehér kockát, értéke { $value }.
buttons-changed = { $player } átfordította a { $die } kockát: { $from } → { $to }, { $cost } gombért.
buttons-rescued = { $player } kimentette a { $die } fogvatartottat, cserébe visszaadta ezt a kártyát: { $card }.
buttons-bid = { $player } kockát tett ide: { $location } ({ $count } × { $value }, { $column }. sáv), és { $gain } gombot kapott{ $displaced ->
        [0] .
        [one] ; egy kocka kiszorult a malomba.
       *[other] ; { $displaced } kocka kiszorult a malomba.
    }
buttons-school = { $player } egy { $value ->
        [1] 1-es
        [2] 2-es
        [3] 3-as
        [4] 4-es
        [5] 5-ös
        [6] 6-os
       *[other] { $value }
    } értékű kockával elfoglalta az iskola egyik mezőjét: { $space }{ $extra } (ár: { $cost } gomb){ $gain ->
        [0] .
       *[other] ; a kártyájának köszönhetően további { $gain } gombot kapott.
    }
buttons-bought = { $player } megvette ezt a kártyát { $cost } gombért: { $card }{ $gain }.
buttons-gain-none = { "" }
buttons-gain-built = , és felépült vele a kunyhó { $section }. szakasza
buttons-gain-lost = ; szakaszt nem lehetett építeni
buttons-gain-bb = , és kapott { $count } nagy testvért
buttons-gain-stars = , és kapott { $count ->
        [one] egy csillagjelölőt
       *[other] { $count } csillagjelölőt
    }
buttons-village = { $player } a falura tett { $count ->
        [one] egy kockát
       *[other] { $count } kockát
    }, és { $gain } gombot kapott.
buttons-traitor = Besúgóellenőrzés ({ $value ->
        [1] 1-es
        [2] 2-es
        [3] 3-as
        [4] 4-es
        [5] 5-ös
        [6] 6-os
       *[other] { $value }
    } értékű kockák) – büntetést kap: { $player }.
buttons-penalty = { $player } a { $die } kockát a területtáblája { $space }. fogvatartott mezőjére tette.
buttons-exam = Vizsga ({ $value ->
        [1] 1-es
        [2] 2-es
        [3] 3-as
        [4] 4-es
        [5] 5-ös
        [6] 6-os
       *[other] { $value }
    } értékű kockák) – sikeres vizsga: { $player }.
buttons-token-claimed = { $player } megkapta ezt a bónuszjelölőt ({ $space }): { $token }{ $section }{ $detainee }.
buttons-turn-ended = { $player } befejezte a fordulóját.
buttons-new-start = A következő kört { $player } kezdi.
buttons-game-over = Vége a játéknak. { $count ->
        [one] A győztes: { $players }.
       *[other] Osztoznak a győzelmen: { $players }.
    }
buttons-game-over-vp = Vége a játéknak, győzelmi pontok: { $scores }. { $count ->
        [one] A győztes: { $players }.
       *[other] Osztoznak a győzelmen: { $players }.
    }
buttons-score = { $player } ({ $vp })

## Kire várunk

buttons-awaiting-detain = { $player } elhelyezi a fogvatartottjait.
buttons-awaiting-post-roll = { $player } használhatja a dobás utáni kártyáit.
buttons-awaiting-turn = { $player } következik.
buttons-awaiting-penalty = Besúgóbüntetés: { $player } kiválasztja egy { $value ->
        [1] 1-es
        [2] 2-es
        [3] 3-as
        [4] 4-es
        [5] 5-ös
        [6] 6-os
       *[other] { $value }
    } értékű kockáját és egy üres fogvatartott mezőt. Választható kockák: { $dice }.
buttons-awaiting-token = { $player } dönt a bónuszjelölő hatásáról: { $space }.
buttons-awaiting-over = A játéknak vége.
buttons-awaiting-chance = Folyik a dobás és a kártyaosztás.

## A tábla

buttons-view-header = { $round }. kör, kezdőjátékos: { $player }. { $awaiting }
# Az 1. kör kezdete előtt (előkészítés: kezdőjátékos, fogvatartott fiúk, az első osztás).
buttons-view-header-setup = Előkészítés, kezdőjátékos: { $player }. { $awaiting }
# A 0. sáv azt jelenti, hogy ebben a körben még senki sem tett ide kockát.
buttons-view-lane = { $location }: { $column ->
        [0] még senki sem tett ide kockát
       *[other] { $column }. sáv, { $standing }
    }; a következő lehelyezés helye: { $next }. sáv, { $reward } gomb. Bónuszjelölő: { $token }.
buttons-view-standing = { $count } × { $value } ({ $player })
buttons-view-empty = senki sem áll ott
buttons-view-no-token = nincs
buttons-view-school = Iskola: { $spaces }. A vizsga bónuszjelölője: { $token }.
buttons-view-space = { $space } { $holder }
buttons-view-die = { $value } ({ $player })
buttons-view-free = szabad
buttons-view-cards = Kártyák: { $slots }. Húzópakli: { $draw }, dobópakli: { $discard }.
# A kártyák az előkészítés alatt: az 1. kör kezdetén kerülnek ki.
buttons-view-cards-setup = Kártyák: még nincsenek kiosztva, az 1. kör kezdetén kerülnek ki. Húzópakli: { $draw }.
buttons-view-slot = { $slot }. hely: { $card } [{ $dice }]
buttons-view-bought = elkelt
buttons-view-areas = Falu: { $village }. Tó: { $pond }. Malom: { $mill ->
        [one] egy kocka
       *[other] { $mill } kocka
    }. Készlet: { $stars } csillag, { $bb } nagy testvér.
buttons-view-player = { $player }: { $buttons } gomb, { $stars } csillag, { $bb } nagy testvér; kéz: { $hand }; felépült szakaszok: { $built } ({ $sections }); fogvatartottak: { $detainees }; kártyák: { $cards }{ $ban }
buttons-view-banned = ; besúgó, ebben a körben nem tehet kockát a helyszínekre
buttons-group-school = Iskola
buttons-group-cards = Kártyák
buttons-group-village = Falu
buttons-group-pond = Tó (fehér kockák)
buttons-group-other = Egyéb lépések
