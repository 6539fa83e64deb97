# War of the Buttons — English messages.
# Variables: $player and $players are player names (a list is comma-separated); $location
# and $space name a location or a school space; $place says where a die lies; $card and
# $token describe a card or a bonus token; $count, $value, $cost, $gain, $buttons, $stars,
# $bb, $column, $next, $reward, $section and $round are numbers; $items, $dice, $die,
# $hand, $detainees, $changes and $spaces are dice in move notation (own dice by value,
# white dice as w<n>).
# The rule help is in buttons-rules.ftl.

buttons-name = War of the Buttons

## Typing a move

buttons-notation-hint = Bid with bid, the location and your dice by value, like bid forest 5 5, adding white dice as +w3 and a big brother as +bb5. School: school exam 4, school build 2 s4, school free 1 d7, school traitor 3 d6 or school traitor 3 none. Cards: buy s2 2 2 2 (add a section like s3 for a build card). Village: village 1 3. Bonus actions: white w4, change d2 6, rescue c07 d6. Also: end, done, detain d6:1 d7:2 d8:3, rename c13 d2:5, reroll d1 d3, penalty d3 h2, token quarry s3 d7.

## Pieces

buttons-quarry = Quarry
buttons-forest = Forest
buttons-field = Field
buttons-space-exam = Exam
buttons-space-free = Free a boy
buttons-space-traitor = Traitor
buttons-space-start = Start player
buttons-space-bb = Big brother
buttons-space-build = Build
buttons-space-star = Star
buttons-nobody = nobody
buttons-die-at = { $die } ({ $place })
buttons-place-school = school, { $space }
buttons-place-slot = card slot { $slot }

buttons-card = { $id } { $effect } ({ $kind }, { $dice } dice)
buttons-card-unknown = card { $id }
buttons-kind-one-shot = once
buttons-kind-permanent = permanent
buttons-kind-post-roll = after the roll
buttons-effect-build = Build a section
buttons-effect-school = +{ $buttons } buttons per school die
buttons-effect-location = +{ $buttons } buttons per bid at the { $location }
buttons-effect-village = +{ $buttons } button per village item
buttons-effect-bb = { $count } big brothers
buttons-effect-ties = Ties displace
buttons-effect-rename = Rename { $face }s
buttons-effect-reroll = Reroll
buttons-effect-stars = { $count ->
        [one] one star
       *[other] { $count } stars
    }

buttons-token = { $id } ({ $parts })
buttons-token-build = build a section
buttons-token-stars = { $count ->
        [one] a star
       *[other] { $count } stars
    }
buttons-token-buttons = { $count } buttons
buttons-token-rescue = rescue a boy
buttons-token-bb = { $count ->
        [one] a big brother
       *[other] { $count } big brothers
    }

buttons-extra-none = { "" }
buttons-extra-detainee = , taking { $die } home
buttons-extra-section = , section { $section }

## Moves

buttons-move-detain = Place your detainees: { $spaces }
buttons-move-rename = Use { $card }: { $changes }
buttons-move-reroll = Reroll { $dice }
buttons-move-done = Done with after-roll cards
buttons-move-white = Buy white die { $die }
buttons-move-change = Change { $die } to { $value }
buttons-move-rescue = Give up { $card } to free { $die }
buttons-move-bid = Bid at the { $location }: { $items }
buttons-move-school = School, { $space }: a { $value }{ $extra }
buttons-move-buy = Buy slot { $slot } with { $items }{ $extra }
buttons-move-village = Village: { $items }
buttons-move-end = End your turn
buttons-move-pass = Pass
buttons-move-penalty = Traitor penalty: { $die } to detention space { $space }
buttons-move-token = Claim the { $space } token{ $section }{ $detainee }

## Illegal moves

buttons-illegal-not-now = That move does not fit now.
buttons-illegal-not-in-hand = You do not have those dice in your hand.
buttons-illegal-detention = That detainee or detention space does not fit.
buttons-illegal-card = You cannot use that card now.
buttons-illegal-afford = That costs { $cost } buttons, more than you have.
buttons-illegal-mixed = All items must show the same value.
buttons-illegal-no-items = Place at least one item.
buttons-illegal-bb = You have no big brother to use here.
buttons-illegal-beat = That bid does not beat the standing bid: more dice, or as many with a higher value.
buttons-illegal-traitor-ban = As a traitor you may not bid at a location this round.
buttons-illegal-inactive = That location is not used with this many players.
buttons-illegal-space-taken = That school space is already taken.
buttons-illegal-requirement = You cannot carry out that space's effect in full.
buttons-illegal-section = Choose a section you can build.
buttons-illegal-empty-slot = There is no card in that slot.
buttons-illegal-item-count = That card takes exactly { $count } items.
buttons-illegal-bonus-used = You already took a bonus action this turn.
buttons-illegal-dice-action = Take your one dice action first, once per turn.
buttons-illegal-choice = That choice is not allowed.

## News

buttons-start-player = { $player } is the start player.
buttons-lane-tiles = Lane tiles: { $tiles }.
buttons-lane-tile = { $location } tile { $tile }
buttons-detainees-rolled = Each player's three detained boys are rolled.
buttons-dealt = New cards on display: { $cards }.
buttons-detained = { $player } placed the detained boys.
buttons-round-started = Round { $round } begins with { $player }{ $income ->
        [0] .
        [one] ; { $income } button of card income paid.
       *[other] ; { $income } buttons of card income paid.
    }
buttons-tokens-laid = Bonus tokens: { $tokens }.
buttons-token-on = { $space }: { $token }
buttons-rolled = Everyone rolled; the white dice are on the pond.
buttons-renamed = { $player } used { $card } on { $count ->
        [one] one die
       *[other] { $count } dice
    }.
buttons-rerolled = { $player } rerolled: { $dice }.
buttons-white-taken = { $player } bought white die { $die } showing { $value }.
buttons-changed = { $player } changed { $die } from { $from } to { $to } for { $cost ->
        [one] { $cost } button
       *[other] { $cost } buttons
    }.
buttons-rescued = { $player } gave up { $card } to free { $die }.
buttons-bid = { $player } bid { $count } × { $value } at the { $location }, column { $column }, gaining { $gain ->
        [one] { $gain } button
       *[other] { $gain } buttons
    }{ $displaced ->
        [0] .
        [one] ; one die went to the mill.
       *[other] ; { $displaced } dice went to the mill.
    }
buttons-school = { $player } put a { $value } on { $space }, paying { $cost }{ $extra }{ $gain ->
        [0] .
        [one] ; +{ $gain } button from the school card.
       *[other] ; +{ $gain } buttons from the school card.
    }
buttons-bought = { $player } bought { $card } for { $cost ->
        [one] { $cost } button
       *[other] { $cost } buttons
    }{ $gain }.
buttons-gain-none = { "" }
buttons-gain-built = , building section { $section }
buttons-gain-lost = ; no section could be built
buttons-gain-bb = , taking { $count } big brothers
buttons-gain-stars = , taking { $count ->
        [one] a star
       *[other] { $count } stars
    }
buttons-village = { $player } put { $count ->
        [one] one item
       *[other] { $count } items
    } in the village for { $gain ->
        [one] { $gain } button
       *[other] { $gain } buttons
    }.
buttons-traitor = Traitor check on { $value }s: { $player } is penalised.
buttons-penalty = { $player } sent { $die } to detention space { $space }.
buttons-exam = Exam on { $value }s: { $player } passes.
buttons-token-claimed = { $player } claims the { $space } token { $token }{ $section }{ $detainee }.
buttons-turn-ended = { $player } ends their turn.
buttons-new-start = { $player } will start the next round.
buttons-game-over = Game over: { $players } { $count ->
        [one] wins
       *[other] share the win
    }.
buttons-game-over-vp = Game over, scored by victory points ({ $scores }): { $players } { $count ->
        [one] wins
       *[other] share the win
    }.
buttons-score = { $player } { $vp }

## Waiting for

buttons-awaiting-detain = { $player } places the detained boys.
buttons-awaiting-post-roll = { $player } may use after-roll cards.
buttons-awaiting-turn = { $player } to play.
buttons-awaiting-penalty = Traitor penalty: { $player } chooses one of their { $value }s and an empty detention space for it. Dice to choose from: { $dice }.
buttons-awaiting-token = { $player } resolves the { $space } token.
buttons-awaiting-over = The game is over.
buttons-awaiting-chance = Dice and cards are being dealt.

## The board

buttons-view-header = Round { $round }, start player { $player }. { $awaiting }
# Before round 1 begins (setup: start player, detained boys, the first deal).
buttons-view-header-setup = Setting up the game, start player { $player }. { $awaiting }
buttons-view-lane = { $location }: column { $column }, { $standing }; next bid takes column { $next } for { $reward ->
        [one] { $reward } button
       *[other] { $reward } buttons
    }. Token: { $token }.
buttons-view-standing = { $count } × { $value } ({ $player })
buttons-view-empty = no standing bid
buttons-view-no-token = none
buttons-view-school = School: { $spaces }. Exam token: { $token }.
buttons-view-space = { $space } { $holder }
buttons-view-die = { $value } ({ $player })
buttons-view-free = free
buttons-view-cards = Cards: { $slots }. Draw pile { $draw }, discards { $discard }.
# The cards during setup: the display is dealt when round 1 begins.
buttons-view-cards-setup = Cards: not dealt yet; the display is dealt when round 1 begins. Draw pile { $draw }.
buttons-view-slot = slot { $slot }: { $card } [{ $dice }]
buttons-view-bought = bought
buttons-view-areas = Village: { $village }. Pond: { $pond }. Mill: { $mill ->
        [one] one die
       *[other] { $mill } dice
    }. Supply: { $stars ->
        [one] { $stars } star
       *[other] { $stars } stars
    }, { $bb ->
        [one] { $bb } big brother
       *[other] { $bb } big brothers
    }.
buttons-view-player = { $player }: { $buttons ->
        [one] { $buttons } button
       *[other] { $buttons } buttons
    }, { $stars ->
        [one] { $stars } star
       *[other] { $stars } stars
    }, { $bb ->
        [one] { $bb } big brother
       *[other] { $bb } big brothers
    }; hand { $hand }; sections built { $built } ({ $sections }); detained { $detainees }; cards { $cards }{ $ban }
buttons-view-banned = ; traitor, no bids this round
buttons-group-school = School
buttons-group-cards = Cards
buttons-group-village = Village
buttons-group-pond = Pond (white dice)
buttons-group-other = Other moves
