# Card vocabulary shared by every game.

## Colours, as used inside sentences ("red 7", "You must follow red").

colour-red = red
colour-blue = blue
colour-yellow = yellow
colour-green = green
colour-orange = orange

# Shown when a typed colour cannot be read.
colour-notation-hint = Type a colour as its first letter (r, b, y, g, o) or its name.
