# NYET! — English messages.
# Variables: $player, $next, $first, $second, $others and $players are player names (a
# list is comma-separated); $card is a card's name ("green 7") and $cards a list of them;
# $colour is a colour's name; $count is how many cards, booty cards or players a sentence
# speaks of; $round is a round number, $rounds the number of rounds and $target the
# target score; $field, $value and $row are the names of a board field, its value and its
# row; $points, $tricks, $booty and $total are numbers of points, tricks and booty cards.
# The rule help is in nyet-rules.ftl.

nyet-name = NYET!

# A card: "green 7".
nyet-card = { $colour } { $value }

## Typing a move

nyet-notation-hint = To cover a field type nyet, the row and the field, like nyet trump green, nyet trump none, nyet super red, nyet points -2, nyet discard 2, nyet discard except1, nyet discard pass or nyet first 3. To form teams type partner 3, alone 2 or team 2 4; to give the bonus card, bonus 4. To discard type discard and the cards, like discard g7 r13; to pass a card, pass y1. To play a card type its colour letter (r, b, y, g) and value, like r13.

## The board

nyet-row-first = First player
nyet-row-discard = Discard
nyet-row-trump = Trump
nyet-row-super = Super-trump
nyet-row-points = Points
nyet-field = { $row }: { $value }
nyet-value-seat = { $player }
nyet-value-character = character { $number } (nobody plays it)
nyet-value-no-discard = NYET (no discard)
nyet-value-discard-one = discard 1 card
nyet-value-discard-two = discard 2 cards
nyet-value-except-one = discard 1 card that is not a 1
nyet-value-pass-left = pass 1 card to the left
nyet-value-colour = { $colour }
nyet-value-no-trump = NYET (no trump)
nyet-value-super = the { $colour } 1s
nyet-value-no-super = NYET (no super-trump)
nyet-value-points = { $points ->
        [one] { $points } point
       *[other] { $points } points
    } per trick and booty card

## Moves, as offered in menus

nyet-move-cover = Cover { $field }
nyet-move-partner = Choose { $player } as your partner
nyet-move-alone = { $player } plays alone
nyet-move-team = { $first } and { $second } form the team of two
nyet-move-bonus = Give the bonus card to { $player }
nyet-move-discard = Discard { $count ->
        [one] the card { $cards }
       *[other] the cards { $cards }
    }
nyet-move-pass = Pass { $card } to your left neighbour
nyet-move-play = Play { $card }

## Illegal moves

nyet-illegal-not-now = That move does not fit now. { $expected }
nyet-awaiting-cover = Cover a free field of the board, like nyet trump green.
nyet-awaiting-partner = Choose your partner, like partner 3.
nyet-awaiting-alone = Choose who plays alone, like alone 2.
nyet-awaiting-team = Choose the team of two, like team 2 4.
nyet-awaiting-bonus = Give the bonus card to a member of the team of two, like bonus 4.
nyet-awaiting-discard = Choose { $count ->
        [one] one card
       *[other] { $count } cards
    } to discard, like discard g7.
nyet-awaiting-except-one = Choose one card that is not a 1 to discard, like discard g7.
nyet-awaiting-pass = Choose one card to pass to your left neighbour, like pass y1.
nyet-awaiting-lead = Lead a card to the trick, like r13.
nyet-awaiting-play = Play a card to the trick, like r13.
nyet-illegal-covered = The field { $field } is already covered.
nyet-illegal-last-free = The field { $field } is the last free field of its row, so it cannot be covered.
nyet-illegal-no-such-seat = There is no player { $number } to choose here.
nyet-illegal-own-partner = You cannot be your own partner.
nyet-illegal-not-in-small-team = { $player } is not in the team of two, so cannot get the bonus card.
nyet-illegal-card-count = You must choose exactly { $count ->
        [one] one card
       *[other] { $count } cards
    }.
nyet-illegal-not-in-hand = You do not hold { $card }.
nyet-illegal-no-ones = This round a 1 may not be discarded.
nyet-illegal-must-follow = You may not play { $card }: you must follow the card led.

## What happens

nyet-first-dealer = { $player } deals the first round.
nyet-dealt = Round { $round }: the cards are dealt, and { $player } covers the first field.
nyet-set-aside = { $count } cards are set aside unseen.
nyet-your-hand = Your hand ({ $count ->
        [one] one card
       *[other] { $count } cards
    }): { $cards }.
nyet-covered = { $player } covered { $field }. { $next } covers next.
nyet-covered-last = { $player } covered { $field }, and the board is settled.
nyet-round-set = This round { $player } is the first player; discard: { $discard }; trump: { $trump }; super-trump: { $super }; { $points }.
nyet-teams-alone = { $player } plays alone against { $others }.
nyet-teams = The teams are { $first } against { $second }.
nyet-bonus = { $player } holds the bonus card and scores double this round.
nyet-chose = { $player } has chosen. { $count ->
        [0] Everyone has chosen.
        [one] One player is still choosing.
       *[other] { $count } players are still choosing.
    }
nyet-chose-again = { $player } has changed their choice. { $count ->
        [0] Everyone has chosen.
        [one] One player is still choosing.
       *[other] { $count } players are still choosing.
    }
nyet-you-discard = You will discard { $count ->
        [one] the card { $cards }
       *[other] the cards { $cards }
    }; you may change this until everyone has chosen.
nyet-you-pass = You will pass { $cards } to your left neighbour; you may change this until everyone has chosen.
nyet-discarded = Everyone has chosen, and the cards are discarded face down.
nyet-passed = Everyone has chosen, and each player passes a card to the left.
nyet-you-received = You received { $card } from { $player }.
nyet-leads = { $player } leads the next trick.
nyet-played = { $player } played { $card }.
nyet-trick-won = { $player } won the trick with { $card }{ $count ->
        [0] .
        [one] , taking one booty card.
       *[other] , taking { $count } booty cards.
    }
nyet-round-scored = Round { $round } is over.
nyet-round-score = { $player }: { $tricks ->
        [one] one trick
       *[other] { $tricks } tricks
    } and { $booty ->
        [one] one booty card
       *[other] { $booty } booty cards
    }, { $points ->
        [one] { $points } point
       *[other] { $points } points
    } this round, { $total ->
        [one] { $total } point
       *[other] { $total } points
    } in all.
nyet-game-over = The game is over. { $count ->
        [one] The winner is { $players }.
       *[other] The winners are { $players }.
    }

## The table

nyet-view-round = Round { $round } of { $rounds }; { $player } dealt.
nyet-view-round-target = Round { $round }, playing to { $target } points; { $player } dealt.
nyet-view-row = { $row }: { $fields }
nyet-view-free = { $value } (free)
nyet-view-absent = { $value } (out of play)
nyet-view-covered = { $value } (NYET! from { $player })
nyet-view-trick = The trick so far: { $cards }.
nyet-view-trick-card = { $player } { $card }
nyet-view-tally = { $player }: { $cards ->
        [one] one card
       *[other] { $cards } cards
    } in hand, { $tricks ->
        [one] one trick
       *[other] { $tricks } tricks
    }, { $booty ->
        [one] one booty card
       *[other] { $booty } booty cards
    }, { $total ->
        [one] { $total } point
       *[other] { $total } points
    }.
nyet-view-turn = Waiting for { $players }: { $awaiting }
nyet-view-pending = Your choice: { $count ->
        [one] the card { $cards }
       *[other] the cards { $cards }
    }.
