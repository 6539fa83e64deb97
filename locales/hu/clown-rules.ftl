## Bohócpárbaj – szabálysúgó a játékosoknak (magyar).
## Szakaszonként egy üzenet; az érték egy Discord-beágyazás leírása lesz,
## a .title attribútum a beágyazás címe.

clown-rules-overview =
    Bohócpárbaj – kártyajáték **2–6 játékosnak**. A cirkuszi előadás csúfos bukás lett, a bohócok pedig most tortákkal dobálózva keresik a bűnöst.

    A játék két szakaszból áll:
    - **Civakodás:** négy gyors forduló, amelyekben mindenki egyszerre tesz le egy lapot. Aki megnyer egy fordulót, elviszi a lapokat, és ezekből lesznek a **bohóckártyái**.
    - **Tortacsata:** a **tortapakli** kézről kézre jár. Aki felhúzza az egyetlen **Talált** kártyát, **kiesik a játékból**. A bohóckártyáid jelentik a védelmedet: ha feláldozod őket, megúszhatod a húzást.

    A célod: **utolsó bohócként talpon maradni**. Pontok nincsenek, csak a túlélés számít.

    A további részekben az előkészületekről, a Civakodásról, a Tortacsatáról és a kétszemélyes játék eltéréseiről olvashatsz, a végén pedig egy kidolgozott példát is találsz. Bármelyiket megnyithatod a `/szabályok` paranccsal.
    .title = Bohócpárbaj – áttekintés

clown-rules-setup =
    __**Bohóckártyák**__
    - 24 bohóckártya **1-től 6-ig** terjedő értékekkel, mindegyik értékből négy.
    - Megkeverjük őket, és mindenki **4 lapot** kap: ez a kezed a Civakodáshoz.
    - A megmaradt lapok megnézés nélkül visszakerülnek a dobozba. Senki sem tudja, melyek azok, így sosem lehetsz biztos benne, hogy egy-egy értékből hány lap van játékban.
    - Két játékosnál egy virtuális játékos is kap 4 lapot harmadik kézként (lásd a kétszemélyes játékról szóló részt).

    __**Tortakártyák**__
    - 6 tortakártya: **1 Talált** és **5 Kitérés**.
    - Megkeverjük és képpel lefelé egymásra rakjuk őket: ez a **tortapakli**, amely a Tortacsatáig pihen.

    __**Ki mit lát?**__
    A kezedben lévő lapokat és az aktuális fordulóban kiválasztott lapodat csak te látod. Minden más nyilvános: az egyes fordulókban felfedett lapok, az egymást kioltó lapok, hogy kinek hány bohóckártyája van és azok milyen értékűek, hogy az aktuális fordulóban ki választott már (de az nem, hogy mit), az eddig felhúzott tortakártyák, és hogy kik vannak még játékban.
    .title = Bohócpárbaj – előkészületek

clown-rules-squabble =
    A Civakodás **4 fordulóból** áll. Minden fordulóban mindenki kijátszik egy lapot a kezéből, így a negyedik forduló végére minden kéz kiürül.

    __**Lapválasztás**__
    - Mindenki **titokban** és egyszerre választ egy lapot. Discordon a `/lépj` paranccsal teheted meg: írd be a lap számát, például `5`; az automatikus kiegészítés megmutatja a kezedben lévő lapokat.
    - Mindenki látja, ki választott már, de azt nem, hogy mit.
    - Amíg nem választott mindenki, akárhányszor meggondolhatod magad. Amint az utolsó játékos is döntött, minden lap egyszerre felfordul.

    __**Kioltás**__
    Ha két vagy több játékos ugyanazt a számot tette le, ezek a lapok **kioltják egymást**, és a dobozba kerülnek. Ha mindenki ugyanazt a számot játszotta ki, az egész forduló érvénytelen.

    __**Ki nyeri a fordulót?**__
    - A megmaradt lapok közül a **legnagyobb szám** nyer.
    - **Kivétel:** ha a fordulóban legalább egy **6-os** is szerepelt (az sem számít, ha kioltották), akkor a megmaradt **1-es 7-nek számít**, és mindent visz.
    - A kioltott 1-es soha nem számít 7-nek. Ha a fordulóban egyetlen 6-os sem volt, az 1-es csak 1.

    __**A nyeremény**__
    A nyertes elviszi **az összes megmaradt lapot**, a sajátját is, és maga elé teszi őket. Ezek lesznek a **bohóckártyái** a Tortacsatához, és az értékük mindenki számára látható marad. Ha minden lap kioltotta egymást, senki sem visz semmit.

    A negyedik forduló után kezdődik a Tortacsata.
    .title = Bohócpárbaj – a Civakodás

clown-rules-pie-fight =
    __**Ki kezd?**__
    Az kezd, akinek a **legtöbb bohóckártyája** van. Holtverseny esetén az érintettek bohóckártyáit a legnagyobbtól lefelé haladva hasonlítjuk össze: az első nagyobb lap dönt. Ha így is holtverseny van, közülük az kezd, aki az 1. helytől az óramutató járása szerint számolva előbb ül. Utána az óramutató járása szerint haladunk a még játékban lévők között.

    __**Amikor te következel**__
    Nálad a tortapakli, és ezek közül választhatsz:
    - **Húzás** (`draw`): felfordítod a pakli legfelső lapját.
    - **Újrakeverés** (`reshuffle 3`): egy bohóckártyádat (itt egy 3-ast) kivonod a játékból, **mind a hat** tortakártyát teljes paklivá kevered, és továbbadod a következő játékosnak. Ezt a pakli méretétől függetlenül megteheted.
    - **Passz fizetségért** (`pay 2 4 6`): annyi bohóckártyát vonsz ki a játékból, ahány játékos még játékban van, téged is beleszámítva (itt 3-at), és változatlanul továbbadod a paklit.

    A felhúzott tortakártyák képpel felfelé félrekerülnek, így a pakli egyre fogy, amíg valaki újra nem keveri. A Talált mindig a pakliban van, ezért annyiból egy az esély a kihúzására, ahány lap még maradt benne.

    __**Kitérés vagy Talált**__
    - **Kitérés:** játékban maradsz, a megfogyatkozott pakli pedig a következő játékoshoz kerül.
    - **Talált:** **kiesel a játékból**, és a bohóckártyáid is kikerülnek a játékból. Mind a hat tortakártyából új paklit keverünk, és ezt a még játékban lévők közül az kapja, akinek a legtöbb bohóckártyája van (holtversenynél a fenti szabály szerint). Ő következik.

    __**Ha nincs bohóckártyád**__
    Bohóckártya nélkül kötelező húznod. Kitérés után a pakli továbbadása helyett még egyszer húzhatsz (`again`). Ha a második lap is Kitérés, bohóckártyákat vehetsz el a többiektől: annyit, ahány játékos még játékban van, téged is beleszámítva (kevesebbet csak akkor, ha a többieknek nincs ennyi), és te döntöd el, kitől mennyit. A `take 2:1 3:2` 1 lapot vesz el a 2. helyen ülőtől, 2-t pedig a 3. helyen ülőtől. A `decline` lépéssel le is mondhatsz róla, ekkor semmit sem veszel el. Ezután a pakli továbbmegy. Ha bármelyik húzásnál Talált jön, kiesel.

    __**A játék vége**__
    A Tortacsata addig tart, amíg egyetlen játékos marad: ő **nyer**.

    Discordon a `/lépj` paranccsal lépsz; az automatikus kiegészítés csak az éppen lehetséges lépéseket ajánlja fel.
    .title = Bohócpárbaj – a Tortacsata

clown-rules-two-players =
    Két játékosnál egy **virtuális játékos** is beszáll a Civakodásba harmadik kézként.

    - Az elején ő is 4 lapot kap, akárcsak ti.
    - Minden fordulóban, miután mindketten felfedtétek a lapotokat, az ő kezéből is felfordul egy véletlenszerűen választott lap.
    - A három lapot a szokásos szabályok szerint hasonlítjuk össze. A virtuális lap pontosan úgy viselkedik, mint bármelyik másik: ha valamelyikőtök ugyanazt a számot tette le, kioltják egymást; az ő 6-osa is 7-essé teszi a megmaradt 1-est, és a saját 1-ese is számíthat 7-nek.
    - Ha a virtuális játékos nyer meg egy fordulót, az általa elnyert lapok visszakerülnek a dobozba: senki sem kapja meg őket.
    - A virtuális játékos a **Tortacsatában nem vesz részt**. Csak ti ketten álltok szemben a tortapaklival, így a passz ára 2 bohóckártya, két egymást követő Kitérés után pedig 2 bohóckártyát vehetsz el az ellenfeledtől (ha csak egy van neki, akkor azt az egyet).
    .title = Bohócpárbaj – két játékos

clown-rules-examples =
    __**Egy forduló a Civakodásban**__
    Négyen játszanak: Anna (1. hely), Bence (2. hely), Csilla (3. hely) és Dani (4. hely). A felfedett lapok: Anna `6`, Bence `6`, Csilla `1`, Dani `4`.

    A két 6-os kioltja egymást, és a dobozba kerül. Csilla 1-ese megmaradt, és ebben a fordulóban volt 6-os (hogy kioltották, az nem számít), ezért az 1-es **7-nek** számít, és legyőzi Dani 4-esét. Csilla elviszi az **1-est és a 4-est**, ezek lesznek a bohóckártyái.

    Ha Dani is `1`-est tett volna, a két 1-es szintén kioltotta volna egymást, egyetlen lap sem maradt volna, és senki sem vitt volna el semmit.

    __**Néhány lépés a Tortacsatában**__
    Később már csak hárman vannak játékban: Annának 2, Csillának 4 bohóckártyája van, Daninak egy sincs. Bence korábban kiesett, és az új paklit Csilla kapta, mert neki volt a legtöbb bohóckártyája.
    - Csilla: `draw`. Hatból egy volt az esély a Talált kártyára, de Kitérés jön. Az immár 5 lapos pakli Danihoz kerül.
    - Daninak nincs bohóckártyája, ezért húznia kell: Kitérés (a Talált esélye ötből egy volt). Megkockáztatja: `again`, és újra Kitérés (most négyből egy volt az esély)! Hárman vannak játékban, így 3 bohóckártyát vesz el: `take 1:1 3:2`, egyet Annától, kettőt Csillától. A 3 lapos pakli Annához kerül.
    - Annának már csak egy bohóckártyája maradt, egy 5-ös, a Talált esélye pedig háromból egy. A passz 3 bohóckártyába kerülne, ennyi nincs neki, ezért a `reshuffle 5` lépéssel újrakever: mind a hat tortakártya visszakerül, Csilla pedig teljes paklit kap.
    - Csilla hatból egy esély mellett húz, és épp a Talált jön. Kiesik, a 2 bohóckártyája kikerül a játékból. Az új paklit Dani kapja, akinek most a legtöbb bohóckártyája van, és ő következik.
    .title = Bohócpárbaj – példák
