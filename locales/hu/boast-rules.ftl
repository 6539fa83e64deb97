## Boast or Nothing – szabálysúgó a játékosoknak (magyar).
## Szakaszonként egy üzenet; az érték egy Discord-beágyazás leírása lesz,
## a .title attribútum a beágyazás címe.

boast-rules-overview =
    Boast or Nothing – ütésszerző kártyajáték **3–5 játékosnak**. Mindenki ütéseket gyűjt, de korántsem mindegy, hányat.

    Minden fordulóban mindenki 7 lapot kap, és 7 ütést játszotok le. A célod egyszerűnek hangzik: vidd el **pontosan a teljesítendő ütésszámot**, vagy **egyetlen ütést se**. A pontos teljesítés 1 pontot ér, ha pedig egy ütést sem viszel, 2 pontot kapsz. Minden más eredmény 0 pont.

    A teljesítendő ütésszámot nem te választod, hanem a játékosok száma adja meg: 3 játékosnál 3, 4 játékosnál 2, 5 játékosnál 1 ütés.

    Állandó aduszín nincs. Három színzseton alkot egy **tornyot**, ez mutatja, melyik szín a legerősebb éppen, és a sorrend akár minden ütés után megváltozhat. Ami az egyik ütésben semmit sem ér, a következőben könnyen nyerő lap lehet.

    Aki elsőként gyűjt össze **5 pontot**, megnyeri a játékot.

    A további részekben olvashatsz a lapokról, egy ütés menetéről, arról, ki viszi az ütést, a pontozásról, a játék végéről és a beállítható változatokról, a végén pedig egy kidolgozott példát is találsz.
    .title = Boast or Nothing – áttekintés

boast-rules-cards =
    - **Színes lapok:** három szín, **piros**, **kék** és **sárga**, mindegyikben 1-től 11-ig terjedő értékekkel.
    - **Menekülőlapok:** négy színtelen lap. Bármelyik színes lapnál gyengébbek, és soha nem visznek ütést.
    - **Színtorony:** színenként egy színzseton, egymásra rakva. A legfelső zseton jelzi a legerősebb színt, a legalsó a leggyengébbet.

    __**A pakli a játékosszám szerint**__
    - **3 játékos:** 1-től 7-ig (21 lap) + 2 menekülőlap = 23 lap · teljesítendő ütésszám: **3**
    - **4 játékos:** 1-től 9-ig (27 lap) + 3 menekülőlap = 30 lap · teljesítendő ütésszám: **2**
    - **5 játékos:** 1-től 11-ig (33 lap) + 4 menekülőlap = 37 lap · teljesítendő ütésszám: **1**

    __**Osztás**__
    A megkevert pakliból mindenki **7 lapot** kap, így mindig pontosan **két lap marad ki**. Ezek **képpel felfelé** kerülnek középre: mindenki láthatja őket, de az egész fordulóban kimaradnak a játékból. A `hidden_leftovers` beállítással képpel lefelé maradnak, és senki sem nézheti meg őket.

    A három színzsetont minden forduló elején véletlenszerű sorrendben rakjuk toronyba.

    A kezedben lévő lapokat csak te látod. Minden más nyilvános: az összes kijátszott lap, a felfordított kimaradt lapok, a torony sorrendje, hogy ki hány ütést vitt el eddig, a pontállás, és hogy ki következik.
    .title = Boast or Nothing – a lapok

boast-rules-trick =
    Az ütést a **hívó játékos** kezdi: bármelyik lapját kijátszhatja. Utána az óramutató járása szerint mindenki más is tesz pontosan egy lapot.

    __**Színkötelezettség**__
    - A hívott szín az ütés **első színes lapjának** a színe.
    - Ha van ilyen színű lapod, akkor ilyen színű lapot kell tenned, **vagy egy menekülőlapot**.
    - Ha nincs ilyen színű lapod, bármelyik lapodat kijátszhatod.

    __**Menekülőlapok**__
    - Menekülőlapot bármikor kijátszhatsz, akkor is, ha követni tudnád a színt.
    - A menekülőlapnak nincs színe, minden színes lapnál gyengébb, és soha nem viszi el az ütést. Ezzel tudsz kibújni egy nem kívánt ütés alól.
    - Ha valaki menekülőlappal hív, még nincs követendő szín: amíg nem kerül színes lap az ütésbe, bármit lehet tenni, és az első színes lap határozza meg a hívott színt.
    - Egy ütésbe több menekülőlap is kerülhet, de legalább egy színes lap mindig lesz benne, így az ütést mindig elviszi valaki.

    __**Így adod meg a lépésed**__
    Írd be a lap színének betűjét, utána az értékét: `r` = piros, `b` = kék, `y` = sárga (a színek angol nevének kezdőbetűi), például `r7`, `b11` vagy `y1`. A menekülőlap egyszerűen `esc`. Az automatikus kiegészítés csak azokat a lapokat ajánlja fel, amelyeket éppen szabályosan kijátszhatsz.
    .title = Boast or Nothing – egy ütés menete

boast-rules-winning =
    Amikor már mindenki tett, csak az ütés **színes lapjait** nézzük, a menekülőlapok nem számítanak.

    __**Csak egy szín**__
    Ha minden színes lap azonos színű, a **legnagyobb értékű** lap viszi az ütést. A torony nem változik.

    __**Két vagy több szín**__
    Ilyenkor **a szín erősebb a számnál**. Az ütésben szereplő színek közül az dönt, amelyik **a toronyban a legmagasabban áll**, és ennek a színnek a legnagyobb lapja viszi az ütést, akkor is, ha egészen kicsi. Például: valaki piros 8-ast hív, egy másik játékos kék 1-est tesz, és a kék zseton van legfelül. Az ütés a kék 1-esé.

    __**A színtorony**__
    - Legfelül: a legerősebb szín.
    - Középen: az „örök második”.
    - Legalul: a leggyengébb szín.

    Valahányszor a torony döntötte el az ütést (vagyis két vagy több szín volt benne), a döntő szín zsetonja a torony **aljára** kerül, az alatta lévő zsetonok pedig eggyel feljebb lépnek. A legalsó szín sosem dönthet, hiszen az ütés bármelyik másik színe fölötte áll. Ezért a legalsó zseton soha nem az, amelyik elmozdul: csak feljebb csúszik, ha egy másik kerül alá. Az egyszínű ütés sosem változtat a tornyon.

    __**Az ütés után**__
    Aki elvitte az ütést, az **hívja a következőt**. 7 ütés után minden kéz kiürül, a forduló véget ér, és jön a pontozás.

    __**Új forduló**__
    Minden forduló elölről indul: újrakeverjük és kiosztjuk a lapokat, a zsetonokat pedig új, véletlen sorrendben rakjuk toronyba. A játék legelső hívóját sorsolás dönti el, minden további fordulóban pedig a kezdés egy hellyel továbbvándorol az óramutató járása szerint.
    .title = Boast or Nothing – ki viszi az ütést?

boast-rules-scoring =
    A forduló végén mindenki megszámolja, hány ütést vitt el:

    - **Pontosan a teljesítendő ütésszám** → **1 pont**
    - **Egyetlen ütés sem** → **2 pont**
    - Bármi más, akár kevesebb, akár több → **0 pont**

    A teljesítendő ütésszám 3 játékosnál 3, 4 játékosnál 2, 5 játékosnál 1 ütés.

    A nullázás dupla pontot ér, de egyetlen becsúszó ütés is elrontja. Egy ütéssel több pontosan annyit ér, mint eggyel kevesebb, vagyis semmit. Ezért néha jókor kell megszabadulnod egy erős laptól, vagy menekülőlappal kell kibújnod az ütés alól.

    A pontok fordulóról fordulóra összeadódnak.
    .title = Boast or Nothing – pontozás

boast-rules-end =
    A játék annak a fordulónak a végén ér véget, amelyben legalább egy játékos eléri az **5 pontot** vagy annál többet, vagyis „felér a csúcsra”. Az éppen zajló fordulót mindig végigjátsszátok.

    - Ha **pontosan egy** játékosnak van legalább 5 pontja, ő nyer.
    - Ha **két vagy több** játékosnak van legalább 5 pontja, az döntetlen, bármennyi is a pontos pontszámuk: a 6 pont nem győzi le az 5-öt.

    A döntetlen feloldása a `tiebreak` asztalbeállítástól függ:
    - `shared` (alapértelmezés): a holtversenyben állók mindannyian együtt nyernek.
    - `play_on`: további fordulókat játszotok, amíg egy forduló végén **egyetlen játékosnak nem lesz a legtöbb pontja**. Ő nyer, akkor is, ha nem volt a holtversenyben állók között.
    .title = Boast or Nothing – a játék vége

boast-rules-variants =
    Az asztal létrehozásakor a házigazda ezeket a beállításokat módosíthatja:

    - `hidden_leftovers` (alapból kikapcsolva): a két kimaradt lap **képpel lefelé** kerül középre. Senki sem tudja, melyik két lap nincs játékban, így nehezebb számolni a lapokat.
    - `tiebreak` = `shared` | `play_on` (alapból `shared`): mi történjen, ha ugyanabban a fordulóban többen is elérik az 5 pontot. A `shared` értéknél mindannyian nyernek, a `play_on` értéknél addig folytatódik a játék, amíg egy forduló végén egyetlen játékos nem áll az élen.

    __**Így állíthatod be**__
    Discordon a játék indításakor az `opciók` mezőben add meg:
    `/játék új játék:Boast or Nothing opciók:hidden_leftovers=true`
    `/játék új játék:Boast or Nothing opciók:tiebreak=play_on`

    Helyi módban:
    `gametable local --game boast --option hidden_leftovers=true`
    `gametable local --game boast --option tiebreak=play_on`

    Amit nem állítasz be, az az alapértékén marad.
    .title = Boast or Nothing – változatok és beállítások

boast-rules-example =
    __**Egy ütés, amely megváltoztatja a tornyot**__
    Négyen játszanak: Anna, Bence, Csilla és Dani, így a teljesítendő ütésszám 2. A torony fentről lefelé: **kék – piros – sárga**.
    - Anna hív: `r8`.
    - Bencének van pirosa, ezért követnie kell: `r3`.
    - Csillának nincs pirosa, ő `b1`-et tesz.
    - Daninak is van pirosa, mégis menekülőlappal bújik ki: `esc`.

    Piros és kék is van az ütésben. A kék áll magasabban a toronyban, ezért a **kék 1-es nyer**, Csilla viszi az ütést. A kék zseton legalulra kerül, a torony most: **piros – sárga – kék**.

    __**A következő ütés**__
    Csilla hív: `y5`. Daninak nincs sárgája, ő `b9`-et tesz. Anna sárgával követ: `y7`, Bence pedig `esc`-et játszik ki. Piros nincs az ütésben, így a sárga, az „örök második” a legmagasabb jelen lévő szín, és a nagyobb sárga lap nyer: Anna viszi az ütést az `y7`-tel. A sárga legalulra kerül: **piros – kék – sárga**. Ha csak sárga lapok kerültek volna az ütésbe, a legnagyobb sárga nyert volna, és a torony nem változott volna.

    __**Pontozás a forduló végén**__
    7 ütés után:
    - Anna 2 ütést vitt el, pontosan a teljesítendő számot → **1 pont**
    - Bence egy ütést sem vitt el → **2 pont**
    - Csilla 4 ütést vitt el → 0 pont
    - Dani 1 ütést vitt el → 0 pont
    .title = Boast or Nothing – példa
