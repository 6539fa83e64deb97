//! The data the engine exchanges with its callers: the chance outcomes (the deal, the
//! virtual card, the pie cards, the clown cards taken), the events a move or chance
//! outcome produces, and the reasons a move is refused.

use super::cards::{Card, PieCard, Pile};
use super::rules::{RoundResult, Split, MAX_PLAYERS};
use super::view::Awaiting;
use crate::engine::{Seat, SeatSet};
use serde::{Deserialize, Serialize};

/// The deal (CS-2.1, CS-5.1): four clown cards for each seat and, with 2 players, for the
/// virtual player. The cards not dealt go to the box unseen, so the deal does not list
/// them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// Each seat's hand, indexed by seat.
    pub hands: Vec<Pile>,
    /// The virtual player's hand: present with 2 players only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub virtual_hand: Option<Pile>,
}

/// The clown cards taken from one player after the second Dodge (CS-4.6, CS-7.4).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TakenCards {
    /// The player they are taken from.
    pub seat: Seat,
    /// The cards taken.
    pub cards: Pile,
}

/// A chance outcome. In a record: `{"deal": {...}}`, `{"virtual_card": 3}`,
/// `{"pie": "dodge"}` or `{"taken": [{"seat": 1, "cards": [2, 5]}]}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Chance {
    /// The deal at the start (CS-2.1, CS-5.1).
    Deal(Deal),
    /// The virtual hand's card revealed in a 2-player Squabble round (CS-5.2), chosen at
    /// random from what the virtual hand still holds.
    VirtualCard(Card),
    /// The top pie card (CS-4.2 option 1, CS-4.6), drawn from the stack's composition.
    Pie(PieCard),
    /// The clown cards taken after the second Dodge (CS-4.6).
    ///
    /// Decision (CS-7.4): the taker chooses only *how many* cards to take from whom; the
    /// cards themselves lie face down in front of their owners (CS-3.4), so which ones
    /// are taken is chance, drawn at random from each named player's clown cards.
    Taken(Vec<TakenCards>),
}

/// What happened as a result of a move or chance outcome.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// The cards were dealt (CS-2). Carries every hand:
    /// [`crate::engine::Game::describe_event`] sends each only to its seat.
    Dealt {
        /// Each seat's hand (only the first `players` entries are seats).
        hands: [Pile; MAX_PLAYERS],
        /// Whether a virtual hand was dealt too (CS-5.1).
        virtual_hand: bool,
    },
    /// `seat` chose a card for this round, or changed its choice (CS-3.1). The card is
    /// secret: only its seat is told.
    Chose {
        /// Who chose.
        seat: Seat,
        /// The card chosen.
        card: Card,
        /// The card chosen before, when this changes a choice.
        previous: Option<Card>,
        /// Who has still to choose.
        waiting: SeatSet,
    },
    /// A Squabble round was revealed and resolved (CS-3.2–CS-3.4).
    Revealed(RoundResult),
    /// The Squabble is over and the Pie Fight begins with `first` (CS-3.5, CS-4.1).
    PieFightBegan {
        /// Who holds the pie stack first.
        first: Seat,
    },
    /// `seat` drew a pie card (CS-4.2, CS-4.4, CS-4.5).
    Drew {
        /// Who drew.
        seat: Seat,
        /// The pie card.
        card: PieCard,
        /// Pie cards left in the stack after the draw.
        left: u8,
        /// Whether this was the second card drawn in the turn (CS-4.6).
        again: bool,
    },
    /// `seat`, without clown cards, may draw again or pass (CS-4.6).
    MayDrawAgain {
        /// Who decides.
        seat: Seat,
    },
    /// `seat` discarded `card` and reshuffled all six pie cards (CS-4.2 option 2).
    Reshuffled {
        /// Who reshuffled.
        seat: Seat,
        /// The clown card that left the game.
        card: Card,
    },
    /// `seat` discarded `cards` to pass the stack unchanged (CS-4.2 option 3).
    Paid {
        /// Who paid.
        seat: Seat,
        /// The clown cards that left the game.
        cards: Pile,
    },
    /// `seat`, without clown cards, passed after a Dodge instead of drawing again.
    Passed {
        /// Who passed.
        seat: Seat,
    },
    /// After the second Dodge `seat` may take `count` clown cards (CS-4.6, CS-7.4).
    MayTake {
        /// Who may take.
        seat: Seat,
        /// How many cards in all.
        count: u8,
    },
    /// After the second Dodge nobody else had clown cards, so there was nothing to take.
    NothingToTake {
        /// Who drew the two Dodges.
        seat: Seat,
    },
    /// `seat` takes as many clown cards from each player as `split` says; which cards is
    /// the next chance outcome.
    Taking {
        /// Who takes.
        seat: Seat,
        /// How many from whom.
        split: Split,
    },
    /// `seat` took these clown cards (CS-4.6).
    Took {
        /// Who took.
        seat: Seat,
        /// From whom, which cards.
        from: Vec<(Seat, Pile)>,
    },
    /// `seat` declined to take clown cards (CS-7.4).
    Declined {
        /// Who declined.
        seat: Seat,
    },
    /// The pie stack passed to `seat` (CS-4.2, CS-4.4).
    StackPassed {
        /// The new holder.
        seat: Seat,
    },
    /// `seat` was hit and is out; its clown cards left the game (CS-4.5).
    Out {
        /// Who is out.
        seat: Seat,
        /// The clown cards that left the game with them.
        lost: Pile,
    },
    /// A new, full pie stack went to `seat`, the player with the most clown cards
    /// (CS-4.5).
    NewStack {
        /// The new holder.
        seat: Seat,
    },
    /// `seat` is the last player in and wins (CS-4.7).
    Won {
        /// The winner.
        seat: Seat,
    },
}

/// Why a move is illegal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "reason")]
pub enum Illegal {
    /// The move does not fit this moment of the game (e.g. `draw` in the Squabble);
    /// `expected` says what does.
    NotNow {
        /// What kind of move the game waits for from this player.
        expected: Awaiting,
    },
    /// CS-3.1: the card is not in the player's hand.
    NotInHand {
        /// The card asked for.
        card: Card,
    },
    /// CS-3.1: the player already chose a card of this value.
    SameChoice {
        /// The card chosen.
        card: Card,
    },
    /// CS-4.6: without clown cards the player must draw.
    MustDraw,
    /// CS-4.2: the player has no clown card of this value to discard.
    NoClownCard {
        /// The card asked for.
        card: Card,
    },
    /// CS-4.2 option 3: paying takes one clown card per player still in, and the player
    /// has fewer.
    CannotPay {
        /// Cards needed.
        needed: u8,
    },
    /// CS-4.2 option 3: the payment names the wrong number of cards.
    PayCount {
        /// Cards needed.
        needed: u8,
    },
    /// CS-4.2 option 3: the player does not hold the cards named.
    NotYourClownCards {
        /// The cards named.
        cards: Pile,
    },
    /// CS-7.4: the take must add up to exactly this many cards.
    TakeCount {
        /// Cards to take in all.
        needed: u8,
    },
    /// CS-4.6: cards can be taken only from other players still in the game.
    NotAnOpponent {
        /// The seat named.
        seat: Seat,
    },
    /// CS-7.4: a player cannot give more cards than they hold.
    TooFewClownCards {
        /// The seat named.
        seat: Seat,
        /// The clown cards that player holds.
        has: u8,
    },
}
