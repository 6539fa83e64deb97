## NYET! – szabálysúgó a játékosoknak (magyar).
## Szakaszonként egy üzenet; az érték egy Discord-beágyazás leírása lesz,
## a .title attribútum a beágyazás címe.

nyet-rules-overview =
    NYET! – ütésszerző kártyajáték **2–5 játékosnak**. Minden forduló szabályairól úgy döntötök, hogy nemet mondtok rájuk.

    Minden forduló előtt felváltva **NYET!-zsetonokkal** takarjátok le a játéktábla mezőit. Minden zseton kizár egy lehetőséget: ha valaki az adusor zöld mezőjére tesz zsetont, ebben a fordulóban a zöld nem lehet adu. Amikor minden sorban már csak egy szabad mező van, ez az öt mező határozza meg a fordulót: ki az első játékos, mit kell eldobni, mi az aduszín és a szuperadu, és mennyit ér egy ütés.

    Ezután az első játékos csapatokat alakít (két játékosnál mindenki egyedül játszik), és jönnek az ütések. A csapatod minden elvitt ütésért és minden, az ellenféltől megszerzett 1-esért (ez a **zsákmány**) pontot kap, mégpedig a táblán szabadon maradt értékkel szorozva, ami akár negatív is lehet.

    Meghatározott számú forduló után (a játékosok számától függően 8–10) az nyer, akinek a **legtöbb pontja** van. Holtverseny esetén az élen állók osztoznak a győzelmen.

    A további részekben a játéktábláról, a NYET!-szakaszról, a csapatokról és a bónuszlapról, az eldobásról és a passzolásról, az ütésekről, a pontozásról és a különböző játékosszámokról olvashatsz, a végén pedig egy kidolgozott példát is találsz. Bármelyiket megnyithatod a `/szabályok` paranccsal.
    .title = NYET! – áttekintés

nyet-rules-board =
    A játéktáblán **öt sor** van. Minden forduló elején, a NYET!-szakaszban a mezőket egymás után letakarjátok; ami egy-egy sorban szabadon marad, az lesz az adott forduló szabálya.

    __**1. sor: első játékos**__
    Minden karakternek egy mező jut. Az 1–5. helyen ülő játékosok egy-egy karakterrel játszanak. Akinek a karaktere szabadon marad, ő lesz az **első játékos**: ő alakítja ki a csapatokat, ő adja oda a bónuszlapot, és ő hívja az első ütést. Azoknak a karaktereknek a mezője, amelyekkel senki sem játszik, a játék végéig le van takarva.

    __**2. sor: eldobandó lapok**__
    - **NYET:** senki sem dob el lapot.
    - **1 lap eldobása** / **2 lap eldobása:** mindenki eldob egy, illetve két lapot.
    - **Kivéve 1:** mindenki eldob egy lapot, amely **nem 1-es**.
    - **Passz balra:** mindenki átad egy lapot a bal oldali szomszédjának.

    __**3. sor: aduszín**__
    Piros, kék, sárga vagy zöld, illetve **NYET**: ebben a fordulóban nincs aduszín.

    __**4. sor: szuperadu**__
    Piros 1-esek, kék 1-esek, sárga 1-esek vagy zöld 1-esek, illetve **NYET**: ebben a fordulóban nincs szuperadu. A szabadon maradt szín három 1-ese a **szuperadu**.

    __**5. sor: pontok**__
    A szabad mező értéke **1, 2, 3, 4** vagy **−2**: ennyit ér ebben a fordulóban minden ütés és minden zsákmánylap. −2 esetén minden ütés és minden megszerzett 1-es két pontodba kerül, így hirtelen senki sem akar ütést vinni.

    __**Helyek és szomszédok**__
    A helyek az óramutató járása szerint vannak számozva. A **bal oldali szomszédod** az, aki az óramutató járása szerint utánad ül: ő kapja a lapodat, ha a „passz balra” van érvényben.
    .title = NYET! – a játéktábla

nyet-rules-nyet-phase =
    Az osztás után mindenki megnézi a saját lapjait, aztán eldől, milyen szabályok szerint megy a forduló.

    __**Mezők letakarása**__
    Az **osztótól** kezdve, az **óramutató járása szerint** haladva mindenki letakar **egy** általa választott szabad mezőt egy NYET!-zsetonnal, aztán a következő játékos jön. Bármelyik sorban, bármelyik mezőt, ha az alábbi szabály megengedi. Zseton mindig van elég.

    __**Az egyetlen megkötés**__
    Egy mezőt csak akkor takarhatsz le, ha a sorában még **legalább két** szabad mező van. Egy sor utolsó szabad mezőjét soha nem lehet letakarni, így minden sorban mindig pontosan egy szabály marad.

    A szakasz akkor ér véget, amikor minden sorban pontosan egy szabad mező maradt. 5-nél kevesebb játékos esetén a hiányzó karakterek mezői eleve le vannak takarva, ezért összesen 15 zsetont és játékosonként még egyet tesztek le: 2 játékosnál 17-et, 3-nál 18-at, 4-nél 19-et, 5-nél 20-at. Így előfordulhat, hogy valaki eggyel több zsetont tesz le, mint a többiek.

    __**Minden nyilvános**__
    A tábla mindig mutatja, mely mezők vannak letakarva, és azt is, hogy **ki melyiket takarta le**. Használd ki: aki a piros adut takarta le, annak valószínűleg kevés piros lapja van, aki pedig a −2-t, az valószínűleg ütéseket akar vinni.

    __**Az osztó**__
    Az első forduló osztóját a véletlen dönti el. Minden új fordulóban az osztás egy hellyel továbbkerül az óramutató járása szerint, így a játék során mindenki ugyanannyiszor oszt.

    __**Így lépsz**__
    Írd be a `nyet` szót, a sort és a mezőt, például `nyet trump green`, `nyet points -2` vagy `nyet discard except1`. A `/lépj` automatikus kiegészítése csak azokat a mezőket ajánlja fel, amelyeket éppen letakarhatsz.
    .title = NYET! – a NYET!-szakasz (letakarás)

nyet-rules-teams =
    Amint a tábla kialakult, az **első játékos** (az 1. sor szabad mezője) megalakítja a csapatokat. Aki nincs az ő csapatában, az ebben a fordulóban ellenfél.

    __**Csapatok a játékosszám szerint**__
    - **2 játékos:** nincsenek csapatok, egymás ellen játszotok.
    - **3 játékos:** egy játszik kettő ellen. Az első játékos dönti el, ki játszik **egyedül**, akár saját maga is, például `alone 2` (a 2. helyen ülő játszik egyedül).
    - **4 játékos:** két kétfős csapat. Az első játékos **társat** választ magának, például `partner 3`.
    - **5 játékos:** egy kétfős csapat egy háromfős ellen. Az első játékos dönti el, hogy a kétfős vagy a háromfős csapatban játszik-e, és hogy ki melyik csapatba kerül. A felosztást a helyek számával adod meg, például `team 2 4`; az automatikus kiegészítés minden lehetséges felosztást megmutat.

    __**A bónuszlap**__
    Bónuszlap csak **3 vagy 5 játékosnál** van, és mindig a **kisebb csapat** egyik tagjához kerül. Akinél van, az a forduló végén **dupla** pontot kap, negatív eredménynél is.
    - **3 játékos:** az egyedül játszó automatikusan megkapja, senkinek sem kell választania.
    - **5 játékos:** az első játékos a kétfős csapat egyik tagjának adja, akár saját magának is, ha ő is abban a csapatban van, például `bonus 4`.

    __**Csak egy fordulóra**__
    A csapatok és a bónuszlap egyetlen fordulóra szólnak. A következő fordulóban a tábla kiürül, új első játékos kerül ki, és ő alakít új csapatokat. A csapatokat és azt, hogy kinél van a bónuszlap, mindenki látja.
    .title = NYET! – csapatok és a bónuszlap

nyet-rules-discards =
    A csapatok megalakulása után a 2. sor lép érvénybe. Mindenki **egyszerre és titokban** dönt.

    __**Mit kér a 2. sor?**__
    - **NYET:** nem történik semmi, mindenki megtartja a lapjait.
    - **1 lap eldobása:** egy lapot kivonsz a fordulóból, például `discard g7`.
    - **2 lap eldobása:** két lapot vonsz ki a fordulóból, például `discard g7 r13`.
    - **Kivéve 1:** egy olyan lapot dobsz el, amely **nem 1-es**, például `discard b9`. Ha csak 1-esek vannak a kezedben, nem dobsz el semmit, és a játék nem is kérdez meg.
    - **Passz balra:** kiválasztasz egy lapot a bal oldali szomszédodnak, például `pass y1`. Még **azelőtt** döntesz, hogy látnád, milyen lapot ad neked a jobb oldali szomszédod.

    __**Az eldobott lapok**__
    Az eldobott lapok képpel lefelé kikerülnek a fordulóból, és semmit sem érnek. Az eldobott 1-es soha nem lesz zsákmány, így ha eldobsz egy 1-est, az ellenfél biztosan nem szerezheti meg.

    __**Egyszerre döntötök**__
    - Senki sem látja, mit választanak a többiek.
    - Akárhányszor meggondolhatod magad, amíg az **utolsó játékos** is meg nem hozza a döntését.
    - Ezután minden választás egyszerre lép érvénybe: az eldobott lapok kikerülnek, az átadott lapok gazdát cserélnek.

    __**Ki mit tud?**__
    Az eldobott lapok a játék végéig titokban maradnak. Egy átadott lapot csak az ismer, aki adta, és az, aki kapta. Azt viszont mindenki látja, kinek hány lap van a kezében.

    A `/lépj` automatikus kiegészítése megmutatja, mely lapokat választhatod.
    .title = NYET! – eldobás és passzolás

nyet-rules-tricks =
    Az első ütést az **első játékos** hívja, bármelyik lapjával. Utána az óramutató járása szerint mindenki tesz egy lapot. Aki az ütést viszi, az hívja a következőt. A forduló akkor ér véget, amikor minden kéz kiürült.

    __**Adu és szuperadu**__
    - A **szuperadu** a 4. sorban szabadon maradt szín három 1-ese.
    - Minden szuperadu **kettős ügynök**: a rányomtatott színéhez **és** az aduhoz is tartozik.
    - Az **adu** az aduszín (3. sor) összes lapja, **valamint** az összes szuperadu.
    - Ha a 3. sorban NYET maradt szabadon, nincs se aduszín, se adu, a szuperaduk viszont ekkor is léteznek, és ekkor is nyernek.

    __**Színkötelezettség**__
    - **Aduszínű lapot hívtak:** ha van aduszínű lapod vagy szuperadud, ezek egyikét kell tenned.
    - **Szuperadut hívtak, és van aduszín:** ha van aduszínű lapod vagy szuperadud, ezek egyikét kell tenned. Ha egyik sincs, bármit tehetsz.
    - **Szuperadut hívtak, és nincs aduszín:** ha tudsz, szuperadut kell tenned; ha nem, a rányomtatott színét kell követned; ha az sem megy, bármit tehetsz.
    - **Más színt hívtak:** ha van ilyen színű lapod, azt kell tenned. Az ilyen rányomtatott színű szuperadu is ennek a színnek számít.
    - Ha nem tudsz színt követni, bármelyik lapodat kijátszhatod. **Nincs adukötelezettség**, és az ütést sem kötelező elvinned.

    __**Ki viszi az ütést?**__
    - Ha került le szuperadu, az **utoljára kijátszott szuperadu** viszi.
    - Ha nem, de került le aduszínű lap, a **legmagasabb aduszínű lap** viszi.
    - Különben a **hívott szín legmagasabb lapja** viszi. Más színű lap sosem nyer.
    - **Egyforma lapok** közül (azonos szín és érték, például két zöld 1-es) az nyer, amelyiket **utoljára** tették le.

    __**Így lépsz**__
    Egy lapot a színe kezdőbetűjével és az értékével adsz meg: `r` piros, `b` kék, `y` sárga, `g` zöld, például `r13` vagy `g1`. A `/lépj` automatikus kiegészítése csak a szabályosan kijátszható lapokat ajánlja fel.

    Minden kijátszott lap nyilvános, ahogy az is, hogy ki hány ütést és zsákmányt vitt el.
    .title = NYET! – az ütések

nyet-rules-scoring =
    Csak két dolog számít: az **ütések** és a **zsákmány**. A lapok értéke nem számít.

    __**Zsákmány**__
    - Minden **1-es**, amelyet az ütést vivő játékos egyik **ellenfele** tett az ütésbe, zsákmány a nyertes csapata számára, a szuperaduk is.
    - Az ütést vivő játékos vagy csapattársai által letett 1-esek **nem** zsákmányok.
    - Egy ütésben legfeljebb **három** zsákmány lehet.
    - 2 játékosnál az ellenfeled minden 1-ese zsákmány, amelyet egy általad elvitt ütésbe tett.
    - Az eldobott 1-esekből soha nem lesz zsákmány.

    __**A forduló eredménye**__
    Minden csapat összeadja a tagjai által elvitt ütéseket és zsákmánylapokat, és az összeget megszorozza az **5. sor** szabad mezőjének értékével:
    - (ütések + zsákmány) × az 5. sor értéke = a csapat eredménye.
    - A csapat **minden tagja** megkapja a csapat eredményét.
    - Akinél a **bónuszlap** van, a csapat eredményének **kétszeresét** kapja.
    - **−2** esetén minden ütés és minden zsákmánylap két pontba kerül, és a bónuszlap a veszteséget is megduplázza.
    - 2 játékosnál mindenki egyszemélyes csapat.

    __**Egy gyors számolás**__
    Az 5. sorban a 3 maradt szabadon. A csapatod 5 ütést és 2 zsákmányt szerzett: (5 + 2) × 3 = **21 pont** mindegyikőtöknek, a bónuszlap gazdájának pedig **42**. Ha a −2 maradt volna szabadon, ugyanez fejenként −14 pontot érne, a bónuszlap gazdájának pedig −28-at.

    __**A játék vége**__
    A pontok fordulóról fordulóra összeadódnak, és mindenki látja őket. Az utolsó forduló után (8, 9 vagy 10 forduló, lásd a játékosszámokról szóló részt) az nyer, akinek a **legtöbb pontja** van. Holtverseny esetén az élen állók osztoznak a győzelmen.
    .title = NYET! – pontozás

nyet-rules-player-counts =
    A pakli **60 lapból** áll, négy színben: **piros, kék, sárga és zöld**. Minden színben három **1-es** van, és **2-től 13-ig** minden értékből egy-egy lap.

    __**2 játékos**__
    - Mind a 60 lapot megkeveritek, mindenki **15 lapot** kap.
    - A maradék 30 lap megnézés nélkül félrekerül a fordulóra; senki sem láthatja őket.
    - Nincsenek csapatok, nincs bónuszlap. **8 forduló**.

    __**3 játékos**__
    - Minden színből kiveszitek a 11-est, a 12-est és a 13-ast: **48 lap** marad, mindenki **16 lapot** kap.
    - Egy játszik kettő ellen. A bónuszlap az egyedül játszóé.
    - **9 forduló**.

    __**4 játékos**__
    - Mind a 60 lap játékban van, mindenki **15 lapot** kap.
    - Két kétfős csapat. Nincs bónuszlap.
    - **8 forduló**.

    __**5 játékos**__
    - Mind a 60 lap játékban van, mindenki **12 lapot** kap.
    - Egy kétfős csapat játszik egy háromfős ellen. A bónuszlap a kétfős csapat egyik tagjához kerül.
    - **10 forduló**.

    5-nél kevesebb játékos esetén azok a karakterek, amelyekkel senki sem játszik, az 1. sorban a játék végéig le vannak takarva. Az osztó minden fordulóban egy hellyel továbbkerül az óramutató járása szerint, a fordulók száma pedig biztosítja, hogy mindenki ugyanannyiszor osszon.

    __**Változat: célpontszám**__
    A `target_score` beállítással nincs rögzített fordulószám. A játék az első olyan forduló után ér véget, amelynek végén valakinek legalább annyi pontja van, amennyi a célpontszám (alapértelmezés: **100** pont). A legtöbb pont nyer; holtverseny esetén az élen állók osztoznak a győzelmen. A játék indításakor így állíthatod be:
    `/játék új játék:NYET! opciók:target_score=100`
    .title = NYET! – játékosszámok és változat

nyet-rules-examples =
    __**A NYET!-szakasz**__
    Négyen játszanak: Anna (1. hely), Bence (2.), Csilla (3.) és Dani (4.). Az 5. karakter mezője a játék végéig le van takarva. Dani az osztó, így ő takar le elsőként. Alig van sárga lapja: `nyet trump yellow`. Anna sok ütésre számít: `nyet points -2`. Bence azt szeretné, hogy 1-est is eldobhasson: `nyet discard except1`. A zsetonok addig járnak körbe, amíg minden sorban egy szabad mező marad:
    - 1. sor: Csilla karaktere, tehát Csilla az **első játékos**.
    - 2. sor: **1 lap eldobása**.
    - 3. sor: a **zöld** az adu.
    - 4. sor: a **piros 1-esek** a szuperaduk.
    - 5. sor: minden ütés és zsákmány **3 pontot** ér.

    Csilla Annát választja: `partner 1`. Csilla és Anna játszik Bence és Dani ellen. Ezután mindenki egyszerre eldob egy lapot.

    __**Egy ütés**__
    Az előző ütést Bence vitte, ezért most ő hív:
    - Bence hív: `g8`, ez aduszínű lap.
    - Csillának van zöldje, ezért adut kell tennie: `g12`.
    - Daninak nincs zöldje, de az `r1` szuperadu, így az aduhoz tartozik. Ez az egyetlen adulapja, ezért ki kell játszania. Ez üti a zöld 12-est.
    - Anna a saját szuperaduját teszi rá: `r1`.

    Két szuperadu került le, és az **utolsó** nyer: Anna viszi az ütést. Dani piros 1-ese ellenféltől jött, ezért **zsákmány** Annáéknak. Anna saját piros 1-ese nem zsákmány. Ez az ütés (1 ütés + 1 zsákmány) × 3 = **6 pontot** ér Anna csapatának.

    Ha Anna inkább egy magas zöld lapot tett volna, Dani szuperaduja vitte volna az ütést, zsákmány pedig nem lett volna, hiszen Anna nem tett le 1-est.
    .title = NYET! – példa
