# Helyi mód: asztal a terminálban.

local-welcome = Üdvözöl a gametable! Az 1-es helyen ülsz, a többi helyet gépi játékosok foglalják el.
local-resumed = Visszaállítottuk a befejezetlen játékodat; ott folytatódik, ahol abbamaradt.
local-help = Írd be a lépésedet úgy, ahogy a lehetséges lépések listája mutatja (ez megjelenik, amikor te következel), majd nyomj Entert. Parancsok: hand — ami a kezedben van, és a lehetséges lépéseid; board — az asztal; away / back — a gép játszik helyetted, illetve visszaveszed a helyedet; rules — a szabályok; new — új játék indítása; quit — kilépés (a játék elmentődik, és legközelebb onnan folytathatod).
# A szabályok előtt a terminálban; a $id a --game által várt azonosító.
local-rules-note = Az alábbi szabályok a Discord parancsairól is szólnak. A terminálban csak a lépést írod be, úgy, ahogy a lehetséges lépéseid listája mutatja, az asztalbeállításokat pedig indításkor adod meg: `gametable local --game { $id } --option kulcs=érték`.
local-prompt = A lépésed:
local-unreadable = Ez a sor nem olvasható szöveg (nem UTF-8 kódolású), ezért figyelmen kívül hagytuk. Írd be újra.
local-no-game = Most nincs folyamatban játék. Írd be, hogy new, ha újat kezdenél, vagy azt, hogy quit, ha kilépnél.
local-bye = Viszlát! A játékodat elmentettük.
# A neved az asztalnál, ha nincs megadva (se --name, se $USER).
local-default-name = Játékos
