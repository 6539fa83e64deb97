## Gombháború – a játékosoknak szóló szabálysúgó (magyar).
## Minden súgórész egy üzenet; az értéke egy Discord-beágyazás leírása,
## a .title attribútum a beágyazás címe.

buttons-rules-overview =
    Gombháború – kockalehelyezős játék **2–4 játékosnak**. Mindannyian egy-egy falusi gyerekcsapatot vezettek, amely a saját kunyhóját akarja felépíteni. A játék pénze a gomb.

    Minden kör elején dobsz a kockáiddal, majd felváltva lehelyezitek őket: a **helyszíneken** (kőfejtő, erdő, és 4 játékosnál a mező) kiszorítjátok egymás kockáit, elfoglaljátok az **iskola** mezőit, **kártyát** vesztek, vagy a **falun** gombra váltjátok a kockáitokat. A gombokból kunyhót építesz és csillagokat gyűjtesz. Néhány kockád **fogvatartott fiúként** kezd a területtábládon: amíg ki nem szabadítod őket, akadályozzák az építkezést.

    __**A cél**__
    A játék annak a körnek a végén ér véget, amelyben valaki felépítette a kunyhója **mind a 6 szakaszát**, vagy **6 csillaga** van. Ha ez csak egy játékosnak sikerült, ő nyer; különben mindenki győzelmi pontokat számol (lásd a játék vége részt).

    __**Játék a Discordon**__
    Minden lépést a `/lépj` paranccsal teszel meg, az automatikus kiegészítés pedig felsorolja az éppen lehetséges lépéseket. Néhány példa:
    - `bid forest 5 5 +w3 +bb5`: két 5-ösödet, a w3 fehér kockát és egy 5-nek bemondott nagy testvért teszed az erdőre.
    - `school build 2 s4`: egy 2-esedet teszed az iskola KUNYHÓÉPÍTÉS mezőjére, és felépíted a 4. szakaszt.
    - `buy s2 2 2 2`: három 2-eseddel megveszed a 2. helyen lévő kártyát.
    - `village 1 3`: egy 1-est és egy 3-ast teszel a falura.
    - `white w4`: megveszed a tóról a w4 fehér kockát.
    - `change d2 6`: a d2 kockádat 6-osra fordítod.
    - `rescue c07 d6`: a C07 kártya visszaadásával kimented a d6 fogvatartott kockádat.
    - `end`: befejezed a fordulódat.

    Az asztalbeállításokat a játék létrehozásakor, az `opciók` mezőben adod meg, például: `/játék új játék:Gombháború opciók:lane_tiles=on`.

    A többi rész az előkészítésről, a kör menetéről, a helyszínekről, az iskoláról, a kártyákról, a faluról, a bónuszakciókról, a fehér kockákról, a nagy testvérekről, a kunyhóról, a kör végéről és a játék végéről szól. Bármelyiket megnyithatod a `/szabályok` paranccsal.
    .title = Gombháború – áttekintés

buttons-rules-setup =
    __**A játékban lévő elemek**__
    - Minden játékosnak: **8 kocka** a saját színében és egy építési terület tábla (röviden területtábla) a kunyhó **6 szakaszával** és **4 fogvatartott mezővel**.
    - A tábla: a **kőfejtő** és az **erdő** (mindig), a **mező** (csak 4 játékosnál), a **malom** a kiszorított kockáknak, a **tó** a fehér kockáknak, a 7 mezős **iskola**, a **falu** és 3 kártyahely.
    - **6 fehér kocka**, 18 kártya, 12 bónuszjelölő, 12 nagy testvér jelölő, 24 csillag, fapálcikák az építéshez és gombok (ezekből sosem fogy ki a készlet).

    __**Az első kör előtt**__
    - Egy véletlenszerűen kiválasztott játékos lesz a **kezdőjátékos**.
    - Kezdő gombok a kezdőjátékostól körsorrendben: **2, 3, 4, 5** (2 játékosnál 2 és 3, 3 játékosnál 2, 3 és 4).
    - Minden játékos 3 kockájával dobunk: ezek lesznek a **fogvatartott fiúk**. Körsorrendben mindenki a 4 fogvatartott mezőjéből 3-ra teszi őket, a dobott értékükkel. A másik **5 kockád** a kezedben van.
    - 2 vagy 3 játékosnál a mező kártyája (C08) visszakerül a dobozba.
    - A kártyákból képpel felfelé kínálat kerül ki: 2 vagy 3 játékosnál **2 kártya**, 4 játékosnál **3 kártya**. A többi a húzópakli.
    - A 12 bónuszjelölőt képpel lefelé összekeverjük, ez a jelölőkészlet.
    - Kezdéskor senkinek nincs csillaga, nagy testvére vagy kártyája, és a kunyhók még nincsenek felépítve.

    __**2 vagy 3 játékossal**__
    A mezőt, a hozzá tartozó bónuszjelölőt és a mező kártyáját nem használjátok. Minden más ugyanaz, mind a 6 fehér kocka is játékban marad.

    __**Változat: sávlapkák**__
    A `lane_tiles=on` beállítással minden helyszín kap egy véletlen sávlapkát, amely az egész játékra felülírja a gombjutalmait (lásd a helyszínekről szóló részt).
    .title = Gombháború – előkészítés

buttons-rules-round =
    Egy kör három részből áll: a kör kezdete, a játékosok fordulói és a kör vége.

    __**A kör kezdete**__
    - **Bevétel:** minden kártyádért **2 gombot** kapsz, akár képpel felfelé, akár lefelé fekszik előtted.
    - **Bónuszjelölők:** az előző kör jelölői visszakerülnek a készletbe, és minden helyszínre, valamint az iskola VIZSGA mezőjére egy-egy új jelölő kerül képpel felfelé.
    - **Új kártyák** (a 2. körtől): a kínálatban maradt kártyák a dobópaklira kerülnek, és a helyek a húzópakliból töltődnek fel. Ha a húzópakli elfogy, a megkevert dobópakliból lesz új.
    - **Dobás:** mindenki dob a kezében lévő összes kockával, majd a kezdőjátékos dob a 6 fehér kockával, és a tóra teszi őket. Minden eredmény nyilvános. A fogvatartott kockákkal nem dobtok.
    - **Dobás utáni kártyák:** a kezdőjátékostól körsorrendben az átnevező és az újradobó kártyák tulajdonosai mindegyiket egyszer használhatják.

    __**Fordulók**__
    A kezdőjátékostól indulva, az óramutató járásával megegyező irányban minden játékos a fordulójában:
    - pontosan **egy kockaakciót** hajt végre, ez kötelező: lehelyezés egy helyszínre, egy kocka az iskolára, kártyavásárlás vagy lehelyezés a falura;
    - végrehajthat **egy bónuszakciót** a kockaakció előtt vagy után (fordulónként legfeljebb egyet).
    Ha előbb a bónuszakciót használtad, a kockaakció után véget ér a fordulód; különben utána még jöhet egy bónuszakció, vagy beírod: `end`.

    __**Nincs passz**__
    Amíg van kockád, le kell tenned valamit: a falura mindig tehetsz kockát. Ha a fordulód elején üres a kezed, automatikusan passzolsz, akkor is, ha még tudnál fehér kockát venni, fogvatartottat kiszabadítani vagy nagy testvért használni. Így a játékosoknak eltérő számú fordulójuk lehet.

    __**A kör vége**__
    A kör akkor ér véget, amikor senkinek nincs kockája a kezében. Ekkor kiderül, ki a besúgó áldozata, eldől a vizsga, a kezdőjátékos és a helyszínek sorsa (lásd a kör végéről szóló részt), megnézitek, véget ért-e a játék, és ha nem, minden kocka visszakerül a következő körre.
    .title = Gombháború – a kör menete

buttons-rules-locations =
    A **kőfejtő** és az **erdő** mindig játékban van, a **mező** csak 4 játékosnál. Minden helyszínnek van egy dobókockasávja, amely több sávra oszlik, és minden sáv gombot fizet:
    - Kőfejtő: **3, 3, 2, 1**
    - Erdő: **4, 4, 3, 2, 1**
    - Mező: **5, 4, 3, 2, 1**

    __**Lehelyezés és kiszorítás**__
    - Egy helyszínre egy vagy több kockát teszel, amelyek **mind ugyanazt az értéket mutatják**. A saját kockáidat keverheted a megvett fehér kockákkal, és hozzáadhatsz egy nagy testvért.
    - Üres helyszínre bármilyen kocka mehet.
    - Ha már állnak ott kockák, csak úgy tehetsz oda, ha **kiszorítod** őket: **több kockával** (bármilyen értékkel), vagy **ugyanannyival, magasabb értékkel**. Két 4-est két 5-ös vagy három 1-es kiszorít, de két 4-es vagy egyetlen 6-os nem.
    - A saját kockáidat is kiszoríthatod.

    __**Mi történik ilyenkor?**__
    - Az ott álló kockák **kiszorulnak** a malomba. A kör végéig ott maradnak, és semmibe sem számítanak bele.
    - A kockáid a **következő sávra** kerülnek: a kör első lehelyezése az 1. sávra, a következő a 2.-ra és így tovább.
    - Azonnal megkapod a sáv gombjait, és további 2-t, ha tiéd az adott helyszín kártyája.
    - A sávok végtelenek: ha már elértétek az utolsó sávot, minden további lehelyezés ismét oda kerül, és újra kifizeti a jutalmát.

    __**A kör végén**__
    Azé a helyszín, akinek a színes kockái ott állnak: ő kapja meg a bónuszjelölőjét. Ha csak fehér kockák állnak ott, vagy semmi, senki sem kapja meg.

    __**Példa**__
    Anna egyetlen 4-est tesz az üres erdőre: 1. sáv, 4 gomb. Bence egy 5-össel kiszorítja: Anna 4-ese a malomba kerül, Bence a 2. sávra teszi a kockáját, és ő is 4 gombot kap. Később Csilla három 2-essel szorítja ki Bencét, a 3. sávra kerül, és 3 gombot kap.

    __**Besúgó**__
    Aki elfoglalta az iskola BESÚGÓ mezőjét, a kör hátralévő részében egyik helyszínre sem tehet kockát.

    __**Változat: sávlapkák**__
    A `lane_tiles=on` beállítással minden helyszín véletlenszerűen megkapja az alábbi jutalomsorok egyikét az egész játékra: 4-3-2-1, 2-3-3-1, 3-3-3-2-1, 5-3-2-1-1, 2-4-3-2-1, 4-4-2-2-2.
    .title = Gombháború – a helyszínek

buttons-rules-school =
    Az iskolában **7 mező** van. Mindegyikre **körönként egy kocka** kerülhet, és az elsőként odatett kocka a kör végéig ott marad: onnan semmi sem szoríthatja ki. Egy iskolai akcióval pontosan **egy saját színes kockádat** teszed le (fehér kockát és nagy testvért nem). Egy körön belül, különböző fordulókban, több mezőt is elfoglalhatsz.

    Csak olyan mezőt foglalhatsz el, amelynek a hatását teljes egészében végre tudod hajtani, például ki tudod fizetni az árát.

    __**A mezők**__
    - **VIZSGA:** azonnal nem történik semmi. A kör végén az kapja a vizsga bónuszjelölőjét, akinek a legtöbb kockája mutatja a vizsgakocka értékét (lásd a kör végéről szóló részt).
    - **KISZABADÍTÁS:** fizess **8 gombot**, és vedd a kezedbe az egyik fogvatartott kockádat. Megtartja az értékét, és még ebben a körben leteheted. Csak akkor választhatod, ha van fogvatartottad.
    - **BESÚGÓ:** beárulod a többieket a tanárnál. Jutalmul a kezedbe veheted az egyik fogvatartott kockádat. Ettől kezdve **ebben a körben egyik helyszínre sem tehetsz kockát**; az iskola, a kártyák és a falu továbbra is nyitva állnak előtted. A kör végén valakit megbüntetnek (lásd a kör végéről szóló részt).
    - **KEZDŐJÁTÉKOS:** a következő körben te leszel a kezdőjátékos. Ha senki sem foglalja el, a kezdőjátékos nem változik.
    - **NAGY TESTVÉR:** fizess **2 gombot**, és vegyél el **2 nagy testvér jelölőt** (a készletben még lennie kell 2-nek).
    - **KUNYHÓÉPÍTÉS:** fizess **5 gombot + 1-et minden már felépült szakaszodért**, majd építsd fel a kunyhód egyik nem akadályozott szakaszát. 2 felépült szakasz mellett ez 7 gomb.
    - **CSILLAG:** fizess **5 gombot + 1-et minden csillagodért**, és vegyél el egy csillagot (a készletben még lennie kell egynek).

    Ha tiéd az iskola kártyája (C05), a mező hatása után 2 gombot kapsz; ezzel a mező árát nem fizetheted ki.

    __**Jelölés**__
    Add meg a mezőt, a lerakott kocka értékét, és ha kell, a felépítendő szakaszt vagy a kiszabadítandó fogvatartottat: a `school build 2 s4` egy 2-essel foglalja el a KUNYHÓÉPÍTÉS mezőt, és a 4. szakaszt építi fel; a `school traitor 3 none` egy 3-assal foglalja el a BESÚGÓ mezőt, jutalom nélkül. Az automatikus kiegészítés minden mezőt felsorol, amelyet éppen elfoglalhatsz.
    .title = Gombháború – az iskola

buttons-rules-cards =
    __**Kártyavásárlás**__
    Minden kártyán látszik, hány **egyforma kocka** az ára: 2, 3 vagy 4. Pontosan ennyi azonos értékű kockát tegyél a kártya mellé (saját kockát, fehér kockát és legfeljebb egy nagy testvért), és fizess **annyi gombot, amennyi a kockák értéke**. Egy 3 kockás kártya három 2-essel 2 gombba kerül. A kockák a kör végéig ott maradnak, a hely pedig a következő körig üres. Példa: `buy s2 2 2 2`.

    __**Minden kártyád**__
    - **2 gombot** hoz minden kör elején, akár képpel felfelé, akár lefelé fekszik;
    - 1 győzelmi pontot ér, ha a végén pontokat számoltok;
    - odaadható egy fogvatartott fiú kimentéséért (lásd a bónuszakciókat).

    __**Kártyatípusok**__
    - **Egyszeri:** azonnal hat, aztán képpel lefelé fordítod. Ha a hatást abban a pillanatban nem lehet végrehajtani, elvész.
    - **Állandó:** minden alkalommal hat, amikor a feltétele teljesül, a megvásárlásától kezdve.
    - **Dobás utáni:** körönként egyszer használható, közvetlenül a kör eleji dobás után. A kör közben megvett kártya a következő körtől működik.

    __**A 18 kártya** (zárójelben a kockaár)__
    - **Épületszakasz** ×4 (3): egyszeri, ingyen felépítesz egy nem akadályozott szakaszt.
    - **2 gomb az iskolára helyezéskor** (2): +2 gomb, valahányszor kockát teszel az iskolára.
    - **2 gomb az erdőre** (2) / **a kőfejtőre** (2) / **a mezőre helyezéskor** (2, csak 4 játékosnál): +2 gomb, valahányszor azon a helyszínen kockát helyezel le. A bot ezeket így írja ki: „Erdő: 2 gomb lehelyezéskor”.
    - **1 gomb a falura helyezéskor** (2): +1 gomb minden kockáért, amelyet a falura teszel.
    - **2 nagy testvér** (2) / **3 nagy testvér** (3): egyszeri, ennyi nagy testvér jelölőt kapsz.
    - **Azonos érték elég a kiszorításhoz** (3): a helyszíneken ugyanannyi, ugyanolyan értékű kockával is kiszoríthatod az ott állókat.
    - **1-es / 2-es / 3-as érték átnevezhető** (3-3): dobás utáni, bármennyi ilyen értékű dobott kockádat tetszőleges értékre fordíthatod.
    - **Bármelyik kocka újradobható** (3): dobás utáni, bármennyi dobott kockáddal egyszer újra dobhatsz.
    - **1 csillagjelölő** (3) / **2 csillagjelölő** (4): egyszeri, ennyi csillagot kapsz.

    A csillagok és a nagy testvérek készlete korlátozott: ha kevesebb van benne, csak a maradékot kapod meg.
    .title = Gombháború – a kártyák

buttons-rules-village =
    A falu piactere a biztos hely azoknak a kockáknak, amelyeket máshol nem tudsz vagy nem akarsz felhasználni.

    __**Lehelyezés**__
    - **Akárhány kockát** letehetsz a kezedből a falura, **bármilyen értékkel**, vegyesen: saját és fehér kockát egyaránt. Hozzáadhatsz egy nagy testvért is.
    - **Minden kockáért 1 gombot** kapsz (a nagy testvér is egy kockának számít).
    - Ha tiéd a falu kártyája (C09), minden kockáért még 1 gomb jár.
    - Nincs korlát: a falura mindig tehetsz még kockát, így amíg van kockád, mindig van lehetséges lépésed.

    __**Utána**__
    - A falun lévő kockák a kör végéig ott maradnak, és nem szoríthatók ki.
    - A kör végén **nem** számítanak bele sem a vizsgába, sem a besúgó büntetésébe.

    __**Példák**__
    - `village 1 3`: egy 1-est és egy 3-ast teszel le, és 2 gombot kapsz.
    - Három kocka és egy nagy testvér 4 gombot ér; a falu kártyájával 8-at.
    .title = Gombháború – a falu

buttons-rules-bonus =
    Fordulónként **egy bónuszakciót** hajthatsz végre, a kockaakciód előtt vagy után. Fordulója egyébként is csak annak van, akinek a forduló elején még van kockája.

    __**Fehér kocka vásárlása**__
    Fizess **3 gombot**, és vedd a kezedbe a tóról a választott fehér kockát. Megtartja a dobott értékét. Példa: `white w4`.

    __**Érték megváltoztatása**__
    A kezedben lévő egyik saját kockádat másik értékre fordítod, és **pöttyönként 1 gombot** fizetsz a különbségért. Az értékek nem fordulnak körbe: 6-ról 1-re 5 gombba kerül. Fehér kockát, már letett kockát és fogvatartott kockát nem változtathatsz meg. Példa: a `change d2 6` a d2 kockádat 6-osra fordítja.

    __**Fogvatartott fiú kimentése**__
    Add oda az egyik kártyádat (akár képpel felfelé, akár lefelé fekszik): végleg visszakerül a dobozba, többé nem hoz bevételt és győzelmi pontot sem ér. Cserébe az egyik fogvatartott kockádat az értékével együtt a kezedbe veszed. Példa: a `rescue c07 d6` visszaadja a C07 kártyát, és kimenti a d6 kockádat.

    __**Példa**__
    Tominak van egy 3-asa és egy 5-öse, az erdőn pedig két 4-es áll. 2 gombért 5-össé fordítja a 3-ast, aztán a két 5-ösét az erdőre teszi, és kiszorítja a 4-eseket.

    Ha a fordulód alatt kockát veszel a kezedbe, még ugyanabban a fordulóban leteheted, ha a kockaakciódat még nem hajtottad végre.
    .title = Gombháború – bónuszakciók

buttons-rules-white =
    A játékban **6 fehér kocka** van, játékosszámtól függetlenül. Minden kör elején a kezdőjátékos dob velük, és a tóra teszi őket.

    __**Hogyan szerzel?**__
    A *fehér kocka vásárlása* bónuszakcióval **3 gombot** fizetsz, és a tóról egy fehér kockát a kezedbe veszel. Megtartja az értékét, és sem megváltoztatni, sem újradobni nem lehet. A meg nem vett fehér kockák a tavon maradnak.

    __**Hogyan használod?**__
    - A fehér kocka mehet **helyszínre**, **kártya** mellé vagy a **falura**, de az iskolára soha.
    - Ott ugyanúgy számít, mint bármely más kocka: a lehelyezett kockák számába, a kiszorításba, a sáv jutalmába, a kártya árába és a falu kifizetésébe.
    - Keverheted a saját kockáiddal, ha a lehelyezés vagy a vásárlás minden kockája ugyanazt az értéket mutatja.

    __**Senki sem emlékszik**__
    Lehelyezés után a fehér kocka senkié. Sosem számít a helyszín tulajdonjogába, a vizsgába vagy a besúgó büntetésébe. A csak fehér kockákból álló lehelyezés is meghozza a sáv gombjait, de ha a kör végén is ott áll, a helyszín bónuszjelölőjét senki sem kapja meg.

    __**Példa**__
    Mária a saját 4-esét és két fehér 4-est teszi az erdő egyik 4 gombot fizető sávjára, és 4 gombot kap. Senki sem szorítja ki, így a kör végén övé az erdő jelölője. Ha csak a két fehér kockát tette volna le, a gombokat megkapta volna, a jelölőt viszont nem.

    A kiszorított fehér kockák is a malomba kerülnek. A kör végén az összes fehér kocka a kezdőjátékoshoz kerül a következő dobáshoz.
    .title = Gombháború – a fehér kockák

buttons-rules-big-brothers =
    A **nagy testvér** egy jelölő, amely egy általad választott értékű kockát helyettesít.

    __**Hogyan szerzel?**__
    - Az iskola NAGY TESTVÉR mezőjén: 2 gombért 2 darabot.
    - A *Két nagy testvér* és a *Három nagy testvér* kártyával.
    - Néhány bónuszjelölővel.
    A fel nem használt nagy testvérek körről körre nálad maradnak, korlát nélkül. A készletben 12 van; ha kevés marad, csak a maradékot kapod meg.

    __**Hogyan használod?**__
    - **Kockaakciónként legfeljebb egy** nagy testvért használhatsz, helyszínen, kártyánál vagy a falun, az iskolában soha.
    - Mondd be az értékét 1 és 6 között. Helyszínen és kártyánál meg kell egyeznie a többi kocka értékével.
    - Egy kockának számít a kockaszámban, a kiszorításban, a sáv jutalmában, a kártya árában és a falu kifizetésében.
    - **Nem marad** a táblán: csak a valódi kockáid maradnak ott. A fordulód végén visszakerül a készletbe.
    - Egyedül is lehelyezheted. Kiszorítja az ott álló kockákat, és megkapod a sáv gombjait, de a helyszín ezután üres, és a következő lehelyezés a következő sávra kerül.
    - Sosem számít a helyszín tulajdonjogába, a vizsgába vagy a besúgó büntetésébe.
    - A jelölésben `+bb` és az érték jelzi, például `+bb5`.

    __**Példa**__
    Katinak van egy 3-asa, egy 5-öse és egy nagy testvére. A kőfejtő 2. sávján Jani egyetlen 5-öse áll. Kati a 3-asát és egy 3-nak bemondott nagy testvért teszi le: két kocka több, mint egy, Jani 5-öse a malomba kerül, Kati a 3. sávra kerül, és 2 gombot kap. Csak a 3-asa marad ott. (Egy 6-nak bemondott, egyedül lehelyezett nagy testvér is kiszorította volna Janit, és üresen hagyta volna a kőfejtőt.)
    .title = Gombháború – a nagy testvérek

buttons-rules-huts =
    A kunyhód **6 szakaszból** áll. Mindegyiket egy fapálcikával építed fel, és a felépült szakasz a játék végéig felépült marad.

    __**Fogvatartott mezők**__
    - A területtáblán **4 fogvatartott mező** van, az 1–4. szakasz mellett. Az 5. és a 6. szakasz mellett nincs ilyen mező.
    - A **fogvatartott fiú** egy fogvatartott mezőn álló saját kockád. Nincs a kezedben, nem dobsz vele, és megtartja az értékét.
    - A fogvatartott **akadályozza** a mellette lévő szakaszt: amíg ott ül, az a szakasz nem építhető. A már felépült szakasz akkor is felépült marad, ha később fogvatartott kerül mellé.
    - **3 fogvatartottal** kezdesz, és sosem lehet 4-nél több.

    __**Építkezés**__
    Egy szakasz akkor építhető, ha még nincs felépítve, és semmi sem akadályozza. Az építés módjai:
    - az iskola KUNYHÓÉPÍTÉS mezője (5 gomb + 1 minden már felépült szakaszért);
    - az *Épületszakasz* kártyák (ingyen);
    - az építő bónuszjelölők (ingyen).
    Ha egy ilyen kártya vagy jelölő hatásakor nem tudsz építeni, az építés elvész.

    __**Fogvatartottak kiszabadítása**__
    - az iskola KISZABADÍTÁS mezője (8 gomb);
    - az iskola BESÚGÓ mezője (jutalomként);
    - a kimentés bónuszakció (egy kártyáért cserébe);
    - a kimentő bónuszjelölők.
    A kiszabadított kocka az értékével együtt a kezedbe kerül. Ha a fordulód alatt szabadult ki, még ebben a körben leteheted; ha a kör végén, a következő körben a többi kockáddal együtt dobsz vele.

    __**Új fogvatartottak**__
    A kezdő három mellett új fogvatartott csak a **besúgó** büntetéséből lesz a kör végén. A megbüntetett játékos a kockát akár egy már felépült szakasz mellé is teheti.
    .title = Gombháború – a kunyhó és a fogvatartott fiúk

buttons-rules-round-end =
    Amikor senkinek sincs több kockája, a kör véget ér. A vizsga eredménye és a helyszínek tulajdonosai a tábla ebben a pillanatban látható állapotából dőlnek el. Ezután sorban:

    __**1. Besúgó**__
    Ha a BESÚGÓ mezőn kocka áll, nézzétek meg az értékét. Minden játékosnál számoljátok meg az ilyen értékű saját kockákat az iskolában (magát a besúgó kockát nem), a helyszíneken és a kártyák mellett. A falu, a malom és a fehér kockák nem számítanak. Ha egyetlen játékosnak van a legtöbb, annak ezek közül egy kockáját át kell helyeznie a területtáblája egy szabad fogvatartott mezőjére. Döntetlennél, vagy ha a játékos mind a 4 fogvatartott mezője foglalt, nem történik semmi. Maga a besúgó is lehet a megbüntetett.

    __**2. Vizsga**__
    Ha a VIZSGA mezőn kocka áll, ugyanígy számoljátok meg mindenki ilyen értékű kockáit, most a vizsgakockával együtt. Akinek egyedül a legtöbb van, az kapja a VIZSGA bónuszjelölőjét: nem kell, hogy ő legyen a vizsgakocka gazdája. Döntetlennél senki sem kapja meg.

    __**3. Kezdőjátékos**__
    A KEZDŐJÁTÉKOS mezőn álló kocka gazdája lesz a kezdőjátékos. Különben nem változik a kezdőjátékos.

    __**4. Helyszínek**__
    Sorban a kőfejtőn, az erdőn és a mezőn: az ott álló kockák gazdája megkapja a helyszín bónuszjelölőjét.

    __**A bónuszjelölők**__
    Minden jelölő azonnal hat, amennyire lehet; ami nem használható fel belőle, elvész.
    - Építkezési szakasz és 1 csillagjelölő (×2)
    - Építkezési szakasz (×1)
    - Építkezési szakasz és 3, 4 vagy 5 gomb (mindegyikből egy)
    - Építkezési szakasz és egy fogvatartott fiú kimentése (×1; előbb az építés, aztán a kimentés)
    - Egy fogvatartott fiú kimentése (×1); kimentés és 3 gomb (×1)
    - 5 gomb (×1)
    - 1 nagy testvér és 3 gomb (×1); 2 nagy testvér (×1)
    A gazdátlanul maradt jelölők a következő kör elején visszakerülnek a készletbe.

    __**Rendbetétel**__
    Ezután megnézitek, véget ért-e a játék. Ha nem, minden nem fogvatartott kocka visszakerül a gazdája kezébe, a fehér kockák a kezdőjátékoshoz kerülnek, a sávok és az iskola kiürülnek. Kezdődik a következő kör.
    .title = Gombháború – a kör vége

buttons-rules-game-end =
    __**Mikor ér véget a játék?**__
    A kör végén (miután a helyszíneket is elszámoltátok) a játék véget ér, ha legalább egy játékos **felépítette a kunyhója mind a 6 szakaszát**, vagy **legalább 6 csillaga** van. Ezt csak a kör végén nézitek, kör közben soha.

    __**Ki nyer?**__
    - Ha **pontosan egy** játékos érte el valamelyik célt (az egyiket vagy mindkettőt), ő nyer.
    - Ha **két vagy több** játékos érte el, **mindenki** győzelmi pontot számol, azok is, akik egyik célt sem érték el.
    - A legtöbb pont nyer. Holtverseny esetén a holtversenyben lévők közül a több gombbal rendelkező nyer; ha így is egyenlők, osztoznak a győzelmen.

    __**Győzelmi pontok**__
    - 1 pont minden kártyádért, akár képpel felfelé, akár lefelé fekszik (a dobozba visszaadott kártyák nem számítanak);
    - 1 pont minden csillagért;
    - 1 pont minden felépült szakaszért;
    - 1 pont minden teljes 5 gombért.

    __**Csillagok**__
    Csillagot az iskola CSILLAG mezője (5 gomb + 1 minden meglévő csillagodért), az *1 csillagjelölő* és a *2 csillagjelölő* kártya, valamint két bónuszjelölő ad. Összesen **24 csillag** van; ha a készletben kevesebb maradt, mint amennyi jár, csak a maradékot kapod, és üres készletnél a CSILLAG mező nem foglalható el. A csillagokat sosem költöd el és sosem veszíted el.

    __**Példa**__
    Egy kör végén Anna felépítette a hatodik szakaszát, Bencének pedig meglett a hatodik csillaga. Mindketten elértek egy célt, ezért mindenki pontot számol. Anna: 3 kártya, 2 csillag, 6 szakasz és 12 gomb = 3 + 2 + 6 + 2 = 13. Bence: 2 kártya, 6 csillag, 4 szakasz és 9 gomb = 2 + 6 + 4 + 1 = 13. Holtverseny van; Annának több gombja van, így ő nyer.

    Nincs körlimit: a játék addig tart, amíg valaki el nem éri valamelyik célt.
    .title = Gombháború – a játék vége
