# Minden játék közös kártyaszókincse.

## Színek, ahogy a mondatokban szerepelnek („piros 7”, „Van piros lapod”).

colour-red = piros
colour-blue = kék
colour-yellow = sárga
colour-green = zöld
colour-orange = narancssárga

# Akkor jelenik meg, ha a beírt színt nem sikerül értelmezni.
colour-notation-hint = A színt az angol nevének kezdőbetűjével (r = piros, b = kék, y = sárga, g = zöld, o = narancssárga) vagy a teljes angol nevével (red, blue, yellow, green, orange) add meg.
