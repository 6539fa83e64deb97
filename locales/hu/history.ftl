# Records and history: /game record, /game history, and the plain-text log of a game.
# $game is a game's name (in history-no-such-game: what was typed); $id a game id;
# $players a list of player names; $when a date or a Discord timestamp.

## Refusals (nothing changed)
history-no-games = Ennél az asztalnál még nem volt játék.
history-no-such-game = Ennél az asztalnál nincs „{ $game }” azonosítójú játék. A /játék előzmények kilistázza az itt befejeződött játékokat, mindegyik jegyzőkönyvéhez egy gombbal.
history-damaged = Ennek a játéknak a mentett jegyzőkönyve sérült, nem olvasható vissza, így nincs mit elküldenem.

## The plain-text log of a game
history-log-title = { $game }, { $id }. számú játék
history-log-started = Kezdete: { $when } (UTC)
history-log-players = Játékosok: { $players }
history-log-private = (csak { $player } látta) { $text }
history-log-stopped = A játékot a vége előtt leállították. Az akkori állás:
history-log-running = A játék folyik. Ez a napló és a jegyzőkönyv csak azt mutatja, amit az asztalnál mindenki látott: se kézben tartott lapot, se rejtett választást, se osztást.

## Discord: /game history and /game record
discord-history-none = Ennél az asztalnál még egy játék sem ért véget.
discord-history-heading = { $count ->
        [one] Az itt utoljára befejeződött játék:
       *[other] Az itt utoljára befejeződött { $count } játék:
    }
discord-history-line = **{ $number }.** { $game }, { $when }: { $scores }. { $result }
discord-history-won = { $count ->
        [one] Győztes: { $winners }.
       *[other] Győztesek: { $winners }.
    }
discord-history-stopped = A vége előtt leállították.
discord-history-button = { $number }. jegyzőkönyv
discord-history-hint = Minden gomb elküldi az adott játék jegyzőkönyvét és naplóját, csak neked.
discord-record-sent = { $game } – jegyzőkönyv és napló ({ $id }. számú játék). Újrajátszás: `gametable replay game-{ $id }.json`
discord-record-public = { $game } ({ $id }. számú játék) még folyik, ezért csak a nyilvános részét kapod: a jegyzőkönyvet osztások és lépések nélkül, és a naplót arról, amit az asztalnál mindenki látott.
