//! The rules proper, as plain functions over small values: the tower (BN-1.3, BN-5.3),
//! following (BN-4), the trick winner (BN-5), scoring (BN-6) and the end of the game
//! (BN-7). The state machine in `mod.rs` only sequences them.

use super::cards::{Card, CardSet, COLOURS};
use crate::engine::{Seat, SeatSet};
use crate::games::colour::Colour;
use serde::{Deserialize, Serialize};

/// The most players a game seats (BN-2).
pub const MAX_PLAYERS: usize = 5;

/// Points that take a player to the top (BN-7.1).
pub const TOP: i64 = 5;

/// Tricks a player must take exactly to score 1 point (BN-2).
pub fn target(players: usize) -> u8 {
    match players {
        3 => 3,
        4 => 2,
        _ => 1,
    }
}

/// Why a card may not be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "reason")]
pub enum Illegal {
    /// The player does not hold this card.
    NotInHand {
        /// The card asked for.
        card: Card,
    },
    /// BN-4.3: the player holds a card of the colour to follow, so must play one of
    /// those or an escape card.
    MustFollow {
        /// The colour to follow.
        colour: Colour,
    },
}

/// The colour-strength tower (BN-1.3): three distinct colours, strongest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(transparent)]
pub struct Tower([Colour; 3]);

impl Tower {
    /// The tower of `order` (strongest first), if it stacks each of red, blue and yellow
    /// exactly once.
    pub fn new(order: [Colour; 3]) -> Option<Tower> {
        let all_present = COLOURS.iter().all(|c| order.contains(c));
        all_present.then_some(Tower(order))
    }

    /// The colours, strongest (top) first.
    pub fn order(self) -> [Colour; 3] {
        self.0
    }

    /// The strongest colour among `present` (a bit per lane), if any is present.
    fn strongest(self, present: u8) -> Option<Colour> {
        self.0
            .into_iter()
            .find(|&c| super::cards::lane(c).is_some_and(|l| present & 1 << l != 0))
    }

    /// BN-5.3: `colour` goes to the bottom; the tokens below it move up one place.
    pub fn move_to_bottom(&mut self, colour: Colour) {
        if let Some(at) = self.0.iter().position(|&c| c == colour) {
            self.0[at..].rotate_left(1);
        }
    }
}

impl Default for Tower {
    fn default() -> Tower {
        Tower(COLOURS)
    }
}

/// The trick in play: who led and the cards played so far, in playing order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Trick {
    leader: Seat,
    cards: [Card; MAX_PLAYERS],
    len: u8,
    /// The lane of the first coloured card (BN-4.3), cached for following.
    lead: Option<u8>,
}

impl Trick {
    /// An empty trick that `leader` will lead.
    pub fn new(leader: Seat) -> Trick {
        Trick {
            leader,
            cards: [Card::ESCAPE; MAX_PLAYERS],
            len: 0,
            lead: None,
        }
    }

    /// The seat that led (or will lead) the trick.
    pub fn leader(&self) -> Seat {
        self.leader
    }

    /// The number of cards played.
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Whether no card has been played yet.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The colour to follow: that of the first coloured card (BN-4.3), if any.
    pub fn colour_to_follow(&self) -> Option<Colour> {
        self.lead.map(|l| COLOURS[usize::from(l)])
    }

    /// The cards played, each with the seat that played it, at a table of `players`.
    pub fn plays(&self, players: usize) -> impl Iterator<Item = (Seat, Card)> + '_ {
        let leader = self.leader.index();
        self.cards[..self.len()]
            .iter()
            .enumerate()
            .map(move |(i, &card)| (Seat(((leader + i) % players) as u8), card))
    }

    /// The cards played, as a multiset.
    pub fn cards(&self) -> CardSet {
        self.cards[..self.len()].iter().copied().collect()
    }

    /// Adds the next card; the caller has checked it is legal and the trick not full.
    pub(crate) fn push(&mut self, card: Card) {
        if let Some(slot) = self.cards.get_mut(usize::from(self.len)) {
            *slot = card;
            self.len += 1;
            if self.lead.is_none() {
                self.lead = card.lane();
            }
        }
    }
}

/// The cards of `hand` that may be played into `trick` (BN-4.3, BN-4.4).
pub fn playable(hand: CardSet, trick: &Trick) -> CardSet {
    match trick.lead {
        Some(lane) => {
            let following = hand.lane(lane);
            if following.is_empty() {
                hand
            } else {
                following.union(hand.only_escapes())
            }
        }
        None => hand,
    }
}

/// The colour a player shows it holds none of by playing `card` into `trick`: the colour
/// to follow, when `card` is a coloured card of another colour (BN-4.3). An escape card
/// shows nothing, since it may always be played (BN-4.4).
pub fn shown_void(trick: &Trick, card: Card) -> Option<Colour> {
    let follow = trick.colour_to_follow()?;
    (card.colour()? != follow).then_some(follow)
}

/// Whether `card` may be played from `hand` into `trick`, and if not, why.
pub fn check_play(hand: CardSet, trick: &Trick, card: Card) -> Result<(), Illegal> {
    if !hand.contains(card) {
        return Err(Illegal::NotInHand { card });
    }
    if playable(hand, trick).contains(card) {
        return Ok(());
    }
    match trick.colour_to_follow() {
        Some(colour) => Err(Illegal::MustFollow { colour }),
        // Without a colour to follow every held card is playable, so this is not reached.
        None => Ok(()),
    }
}

/// Who takes a trick and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TrickResult {
    /// The seat that takes the trick (BN-5.4).
    pub winner: Seat,
    /// The card that took it.
    pub card: Card,
    /// The tower colour that decided a multi-colour trick (BN-5.2), which moves to the
    /// bottom (BN-5.3); `None` for a single-colour trick (BN-5.1).
    pub deciding: Option<Colour>,
}

/// Who takes `trick` under `tower` at a table of `players` (BN-5). Only coloured cards
/// count (BN-4.5); the highest card of the deciding colour wins.
pub fn trick_winner(trick: &Trick, tower: Tower, players: usize) -> TrickResult {
    let mut present = 0u8;
    // The best (value, position) per lane.
    let mut best = [(0u8, 0usize); 3];
    for (i, card) in trick.cards[..trick.len()].iter().enumerate() {
        if let (Some(lane), Some(value)) = (card.lane(), card.value()) {
            let lane = usize::from(lane);
            present |= 1 << lane;
            if value > best[lane].0 {
                best[lane] = (value, i);
            }
        }
    }
    let (colour, deciding) = if present.count_ones() == 1 {
        (Some(COLOURS[present.trailing_zeros() as usize]), None)
    } else {
        let strongest = tower.strongest(present);
        (strongest, strongest)
    };
    // BN-4.5: every deck leaves a coloured card in each trick; an all-escape trick could
    // only come from a forged state, and then the leader keeps it.
    let at = colour
        .and_then(super::cards::lane)
        .map_or(0, |l| best[usize::from(l)].1);
    TrickResult {
        winner: Seat(((trick.leader.index() + at) % players) as u8),
        card: trick.cards[at],
        deciding,
    }
}

/// Points for a round with `tricks` taken when `target` are to be made (BN-6.2–6.4).
pub fn round_points(tricks: u8, target: u8) -> u8 {
    if tricks == 0 {
        2
    } else if tricks == target {
        1
    } else {
        0
    }
}

/// How to settle a tie at the top (BN-7.2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Tiebreak {
    /// All players who reached the top win together.
    #[default]
    Shared,
    /// Play further rounds until one player alone has the most points.
    PlayOn,
}

/// What happens after a round's scores are added (BN-7).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Settlement {
    /// Nobody reached the top: another round.
    Continue,
    /// Several players reached the top and the table plays on (BN-7.2, `play_on`).
    PlayOn {
        /// The players at the top.
        tied: SeatSet,
    },
    /// While playing on, several players share the most points: another round.
    StillTied {
        /// The players with the most points.
        leaders: SeatSet,
        /// Their points.
        points: i64,
    },
    /// The game is over.
    Won {
        /// The winners.
        winners: SeatSet,
        /// Whether several players share the win.
        shared: bool,
    },
}

/// Settles the game after a round (BN-7.1, BN-7.2). `playing_on` says an earlier tie is
/// being played on, where only a single player with the most points ends the game.
pub fn settle(scores: &[i64], tiebreak: Tiebreak, playing_on: bool) -> Settlement {
    let seats = || (0..scores.len() as u8).map(Seat);
    if playing_on {
        let points = scores.iter().copied().max().unwrap_or(0);
        let leaders: SeatSet = seats().filter(|s| scores[s.index()] == points).collect();
        return if leaders.len() == 1 {
            Settlement::Won {
                winners: leaders,
                shared: false,
            }
        } else {
            Settlement::StillTied { leaders, points }
        };
    }
    // BN-7.2: 6 does not beat 5; everyone at the top is equal.
    let top: SeatSet = seats().filter(|s| scores[s.index()] >= TOP).collect();
    match (top.len(), tiebreak) {
        (0, _) => Settlement::Continue,
        (1, _) => Settlement::Won {
            winners: top,
            shared: false,
        },
        (_, Tiebreak::Shared) => Settlement::Won {
            winners: top,
            shared: true,
        },
        (_, Tiebreak::PlayOn) => Settlement::PlayOn { tied: top },
    }
}
