## Haggis – a játékosoknak szóló szabálysúgó (magyar).
## Minden súgórész egy üzenet; az értéke egy Discord-beágyazás leírása,
## a .title attribútum a beágyazás címe.

haggis-rules-overview =
    Haggis – „rálicitálós” kártyajáték **2 vagy 3 játékosnak**. Az a célod, hogy mindenki más előtt megszabadulj a lapjaidtól, és közben begyűjtsd az értékes lapokat.

    Minden fordulóban 14 számkártyát kapsz, mellé a saját **bubidat, dámádat és királyodat**, amelyek képpel felfelé, mindenki számára láthatóan fekszenek előtted, és **dzsókerként** is használhatók. Valaki kijátszik egy kombinációt (egy lapot, azonos értékű lapokból álló szettet vagy sorozatot), a többiek pedig vagy egy ugyanolyan formájú, de magasabb kombinációval ütik, vagy passzolnak. Ha mindenki más passzolt, az utolsó lapokat letevő játékos viszi az **ütést**, és ő kezdi a következőt. A **bombák** különleges kombinációk, amelyek bármit ütnek.

    __**Így szerzel pontot**__
    - Kiszállás: amikor kijátszod az utolsó lapodat, annyiszor 5 pontot kapsz, ahány lap a legtöbb lapot tartó ellenfeled kezében maradt.
    - Lappontok: az elvitt ütésekben lévő 3-asok, 5-ösök, 7-esek, 9-esek, valamint a bubi, a dáma és a király pontot érnek.
    - Fogadás: az első lapod kijátszása előtt fogadhatsz arra, hogy te szállsz ki elsőként.

    A játék annak a fordulónak a végén ér véget, amelyben valaki eléri a célpontszámot (alapból 250, vagy 350). A legtöbb pontot gyűjtő játékos nyer; holtverseny esetén még egy fordulót játszotok.

    __**Játék a Discordon**__
    Minden lépést a `/lépj` paranccsal teszel meg, az automatikus kiegészítés pedig felajánlja az éppen lehetséges lépéseket. A lapokat a szín betűjével és az értékkel írod (`r5`, `o10`, `y3`), a dzsókereket így: `j`, `q`, `k`. A beállításokat a játék létrehozásakor adod meg, például: `/játék új játék:Haggis opciók:target=350`.

    A többi rész a lapokról, a kombinációkról, a bombákról, az ütésekről, a fogadásról, a pontozásról szól, és van egy kidolgozott példa is. Bármelyiket megnyithatod a `/szabályok` paranccsal.
    .title = Haggis – áttekintés

haggis-rules-cards =
    __**A pakli**__
    - Számkártyák **2-től 10-ig**, öt színben: piros `r`, narancssárga `o`, sárga `y`, zöld `g` és kék `b`.
    - Három garnitúra **bubi, dáma és király** (jelölésük `j`, `q`, `k`).
    - **Két játékosnál** kivesszük a kék lapokat, valamint egy bubit, egy dámát és egy királyt.

    __**Osztás**__
    - Mindenki megkapja a saját bubiját, dámáját és királyát, képpel felfelé. Ezek a kezed részei, és mindenki látja, melyik van még nálad.
    - Mindenki **14 számkártyát** kap, így 17 lappal kezdesz.
    - A kimaradt számkártyák alkotják a **maradékpaklit**: 3 játékosnál 3, 2 játékosnál 8 lap. A forduló végéig lefordítva marad, aztán az elsőként kiszálló játékosé lesz.

    __**Az értékek sorrendje**__
    Alulról felfelé: 2, 3, 4, 5, 6, 7, 8, 9, 10, bubi, dáma, király. Ász nincs, és a sor nem fordul körbe. Egymagában a bubi 11-et, a dáma 12-t, a király 13-at ér.

    __**Lappontok**__
    - 3, 5, 7, 9: **1 pont** darabonként.
    - Bubi: **2 pont**, dáma: **3 pont**, király: **5 pont**.
    - 2, 4, 6, 8, 10: nem ér pontot.
    Három játékosnál a teljes pakli 50, kettőnél 36 lappontot ér.

    __**Ki kezd?**__
    Az első forduló első ütését egy véletlenszerűen kiválasztott játékos hívja. A későbbi fordulókban a **legkevesebb pontú** játékos kezd; ha többen állnak holtversenyben, közülük az, aki az óramutató járása szerint elsőként következik az előző forduló elsőként kiszálló játékosa után.
    .title = Haggis – a lapok

haggis-rules-combinations =
    Minden kijátszás egy **kombináció**. Úgy írod le, hogy szóközzel elválasztva felsorolod a lapjait.

    __**Szett**__
    Egy vagy több **azonos értékű** lap, bármilyen színben: egy lap, pár, drill és így tovább. Például az `r5 o5 j` három 5-ös. A szett erejét az értéke adja.

    __**Sorozat**__
    - **Egyszerű sorozat:** legalább **3 egymást követő értékű lap, mind azonos színben**, pl. `y3 y4 y5`.
    - **Lépcső:** legalább **2 egymást követő érték**, mindegyikből ugyanannyi lap (legalább 2, legfeljebb 5), és **minden értéknél ugyanazok a színek**. Például a `g3 b3 g4 b4` két egymást követő pár.
    - A sorozat erejét a **legfelső értéke** adja. A sor a királyig tart, így az `y10 j q k` a 10-bubi-dáma-király sorozat.

    __**Dzsókerek**__
    - A bubi, a dáma és a király játszhatja **a saját értékét**, vagy helyettesíthet **bármilyen kisebb értéket** (a bubi 2 és 10 között bármi lehet, a király 2-től dámáig bármi). Sorozatban azt a színt veszik fel, amelyre éppen szükség van.
    - Minden legalább 2 lapos szettben és sorozatban kell lennie **legalább egy számkártyának**. Két vagy három dzsóker önmagában mindig **bomba**.
    - Az egyedül kijátszott bubi, dáma vagy király egyszerűen egy magas lap.

    __**Több lehetséges olvasat**__
    Néhány lapcsoport többféleképpen is érthető: az `r5 j q` lehet három 5-ös, de lehet például 5-6-7 sorozat is. Az `as run` (sorozatként) vagy `as set` (szettként) hozzáírásával döntesz, pl. `/lépj r5 j q as run`. Ha nem írod hozzá, a bot azt a legmagasabb olvasatot választja, amely üti az asztalon lévő kombinációt (híváskor egyszerűen a legmagasabbat). Az automatikus kiegészítés minden olvasatot külön sorban kínál fel.

    __**Nem szabályos**__
    - Vegyes színek egy sorozatban: az `r2 o3 r4` nem szabályos.
    - Hézag, amelyet nem tölt ki dzsóker: a `g2 g5 k` nem szabályos, a `g2 g5 j k` viszont a 2-3-4-5 sorozat.
    - Lépcsőben értékenként eltérő színek: az `r2 o2 r3 g3` nem szabályos.
    .title = Haggis – kombinációk

haggis-rules-bombs =
    A **bomba** minden közönséges kombinációt üt, bármilyen formájú vagy méretű is az. Bombát hívhatsz is, és bármelyik ütésben letehetsz, amikor rád kerül a sor.

    __**A hat bomba, a leggyengébbtől a legerősebbig**__
    - **3-5-7-9 négy különböző színben** (csak számkártyákból).
    - **Bubi + dáma** (`j q`).
    - **Bubi + király** (`j k`).
    - **Dáma + király** (`q k`).
    - **Bubi + dáma + király** (`jqk`).
    - **3-5-7-9 egyetlen színben** (csak számkártyákból): a legerősebb bomba.

    __**Szabályok**__
    - Ha bomba van az asztalon, csak **erősebb bombával** lehet ütni. Az egyenlő erejű bomba nem elég.
    - 3-5-7-9-es bombához nem használhatsz dzsókert. A két vagy három színből összerakott 3-5-7-9 nem bomba, és egyáltalán nem szabályos kijátszás.
    - Mivel mindenki bubival, dámával és királlyal kezd, mindenkinek van legalább egy bombája. Ha viszont elhasználod, a dzsókereidről mondasz le.

    __**A bomba ára**__
    Ha bombával viszel el egy ütést, **a lapjai nem a tieid**. Annak a játékosnak jutnak, aki **közvetlenül a bombád előtt** tett le kombinációt. Ha a bombával hívtál, és senki sem ütötte, a jobb oldali szomszédod kapja őket (2 játékosnál az ellenfeled), akkor is, ha ő már kiszállt. A következő ütést ettől még te kezded.

    __**Beállítás**__
    Három játékosnál a játék létrehozható a `bomb_capture=winner_chooses` beállítással: ekkor a bombázó dönti el, melyik ellenfele kapja a lapokat, akár olyan is, aki már kiszállt. Az alapértelmezés `bomb_capture=auto`. Két játékosnál ez a beállítás nem változtat semmin.
    .title = Haggis – bombák

haggis-rules-tricks =
    __**Hívás**__
    A hívó bármilyen kombinációt kijátszhat, bombát is. Amikor te hívsz, nem passzolhatsz.

    __**Ütés**__
    A játék az óramutató járása szerint halad. Amikor rád kerül a sor, vagy **ugyanolyan formájú, magasabb kombinációt** teszel, vagy passzolsz (`pass`).
    - **Szett:** ugyanannyi lap, magasabb értékkel. Három 5-öst csak három 6-os vagy annál magasabb üt.
    - **Sorozat:** értékenként ugyanannyi lap, ugyanakkora hossz és magasabb felső érték. Négylapos sorozatot négylapos sorozat üt; hatlapos sorozat nem üt három egymást követő párt.
    - **Bomba** minden mást üt, bombát pedig csak erősebb bomba.
    - Passzolni mindig szabad, akkor is, ha ütni tudnál.

    __**Az ütés vége**__
    - **2 játékos:** az ütés azonnal véget ér, amint valamelyikőtök passzol.
    - **3 játékos:** az ütés akkor ér véget, ha az utolsó kijátszás után **mindkét másik játékos** egymás után passzolt. Ha korábban passzoltál, később ugyanebben az ütésben még letehetsz lapot, amíg az ütés véget nem ért.
    - Ha valaki már kiszállt, csak a lapot tartó játékosoknak kell passzolniuk.

    __**Ki viszi az ütést?**__
    Az utolsó kombinációt letevő játékos viszi az ütést: lefordítva maga elé veszi az ütés lapjait, és ő hívja a következőt. Ha ő már kiszállt, a tőle balra ülő első olyan játékos kezd, akinek még van lapja. A bombával megnyert ütés lapjai máshoz kerülnek (lásd a bombákról szóló részt), de a következő ütést a bombázó kezdi.

    __**Kiszállás**__
    Bármilyen kombinációval kiszállhatsz, bombával is. Három játékosnál a másik kettő folytatja. A forduló abban a pillanatban véget ér, amikor **már csak egy játékosnál van lap**: két játékosnál az első, háromnál a második kiszállásnál. Az utolsó kijátszás viszi az asztalon lévő ütést, a bennmaradt játékos pedig már nem léphet.
    .title = Haggis – ütések és lépések

haggis-rules-bets =
    A fogadással arra teszel, hogy ebben a fordulóban **te szállsz ki elsőként**.

    __**Lehetőségek**__
    - `bet none`: nem fogadsz (0).
    - `bet little`: **kis fogadás**, 15 pontot ér.
    - `bet big`: **nagy fogadás**, 30 pontot ér.

    __**Mikor?**__
    - Csak **mielőtt a fordulóban először lapot játszanál ki**. A passz nem számít kijátszásnak, így néhány passz után is fogadhatsz még.
    - Akkor is fogadhatsz, ha nem te következel, miközben egy ütés zajlik.
    - Fordulónként mindenki egyszer fogadhat, és a fogadás nem változtatható meg. A `bet none` is elhasználja a fogadásodat.
    - Amint valaki kiszállt, senki sem fogadhat többé.

    __**Kifizetés**__
    - Ha fogadtál, és **elsőként szállsz ki**, megkapod a fogadásod értékét.
    - Minden más fogadás **elbukik**. Az elbukott fogadásért nem veszítesz pontot, de a teljes értékét megkapja az elsőként kiszálló játékos, **és** minden más játékos, aki nem fogadott (a `bet none` nem fogadásnak számít).
    - Két játékosnál ez egyszerűen annyit jelent: az elbukott fogadás értékét az ellenfeled kapja.

    __**Példa (3 játékos)**__
    Anna és Bence kis fogadást tesz, Csilla nem fogad. Anna száll ki elsőként. Anna 15 pontot kap a saját fogadásáért és 15-öt Bence elbukott fogadásából: összesen 30-at. Csilla 15 pontot kap Bence fogadásából. Bence nem kap pontot fogadásból.
    .title = Haggis – fogadás

haggis-rules-scoring =
    Minden forduló végén háromféle pontot írtok jóvá. Pontot levonni sosem kell.

    __**1. Kiszállás**__
    Amikor valaki kiszáll, **5 pontot kap minden olyan lapért**, amely abban a pillanatban a legtöbb lapot tartó ellenfele kezében van. A dzsókerek is lapnak számítanak.
    - 2 játékos: az ellenfeled lapjainak száma × 5.
    - 3 játékos: az első kiszálló a két másik kéz közül a nagyobbat számolja, a második kiszálló az utolsó játékos kezét. Az utolsó játékos ezért a részért nem kap semmit.

    __**2. Lappontok**__
    Mindenki összeszámolja az elvitt ütéseiben lévő lappontokat, a bombák miatt kapott ütésekkel együtt: 3, 5, 7, 9 = 1 pont, bubi = 2, dáma = 3, király = 5.
    Az **elsőként kiszálló** játékos megkapja az utolsó játékos megmaradt lapjait (a ki nem játszott dzsókereket is) és a **maradékpaklit**, és ezek pontjait is beszámítja.

    __**3. Fogadás**__
    A fogadásról szóló részben leírtak szerint.

    __**A játék vége**__
    Ha egy forduló után legalább egy játékos elérte a célpontszámot, a **legtöbb pontot** gyűjtő játékos nyer. Ha az élen holtverseny van, még egy fordulót játszotok. A célpontszámot csak a forduló végén nézzük.

    __**Beállítások**__
    - `target=250` (alapértelmezés) vagy `target=350` a hosszabb játékhoz.
    - A `first_out_bonus=5` minden fordulóban 5 plusz pontot ad az elsőként kiszálló játékosnak (alapból `first_out_bonus=0`).
    - `bomb_capture=auto|winner_chooses`, lásd a bombákról szóló részt.
    Például: `/játék új játék:Haggis opciók:target=350`.
    .title = Haggis – pontozás

haggis-rules-examples =
    __**Egy ütés három játékossal**__
    - Anna egy párt hív: `r5 o5`.
    - Bence `g8 y8`-at tesz. Csilla passzol. Anna `r9 j`-t tesz: a bubijával egy pár 9-est.
    - Bence passzol. Csilla, aki korábban passzolt, most egy pár 10-est tesz: `o10 b10`.
    - Anna és Bence is passzol, így Csilla viszi az ütést, megtartja mind a nyolc lapot, és ő hív legközelebb.

    __**Egy bomba**__
    Csilla az `y3 y4 y5 y6` sorozatot hívja. Anna `g5 g6 g7 g8`-at tesz. Bence nem tudja ütni, ezért ledobja a `jqk` bombát. Csillának és Annának nincs erősebb bombája, passzolnak. Bence nyer, de a lapok (a saját bubija, dámája és királya is, összesen 10 pont) **Annához** kerülnek, aki közvetlenül a bomba előtt tett. A következő ütést Bence hívja.

    __**Olvasat választása**__
    Bence kiválasztja az `r7 j k` lapokat. Ez lehet három 7-es vagy egy háromlapos sorozat (legfeljebb 7-8-9). A `/lépj r7 j k as set` három 7-est tesz le, a `/lépj r7 j k as run` a sorozatot. Ha egyiket sem írod hozzá, a bot a legmagasabb olyan olvasatot választja, amely üti az asztalon lévőt.

    __**Egy kétszemélyes forduló pontozása**__
    - Anna kis fogadást tett (`bet little`), Bence nagyot (`bet big`).
    - Anna kiszáll, miközben Bencénél még 5 lap van: király, r7, o4, y9, g2.
    - Anna a kiszállásért 5 × 5 = **25** pontot kap.
    - Megkapja Bence lapjait: király 5 + 7-es 1 + 9-es 1 = **7** pont, plusz a maradékpaklit.
    - Fogadás: **15** a saját fogadásáért és **30** Bence elbukott fogadásáért.
    - Ehhez jönnek az általa elvitt ütések lappontjai. Bence csak a saját ütéseinek lappontjait kapja.
    .title = Haggis – példák
