//! The data the engine exchanges with its callers: the chance outcomes (the first dealer
//! and each round's deal), the events a move or chance outcome produces, and the reasons
//! a move is refused.

use super::board::{DiscardRule, Field};
use super::cards::Card;
use super::rules::RoundSetup;
use super::view::Awaiting;
use crate::engine::{Seat, SeatSet};
use serde::{Deserialize, Serialize};

/// A round's deal: each seat's hand. With 2 players the 30 cards not dealt are set aside
/// unseen (NY-2) and not listed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// Each seat's hand, indexed by seat.
    pub hands: Vec<Vec<Card>>,
}

/// A chance outcome. In a record: `{"first_dealer": 2}` or `{"deal": {"hands": [...]}}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Chance {
    /// NY-2.2: the dealer of round 1.
    FirstDealer(Seat),
    /// The deal of a round (NY-2).
    Deal(Deal),
}

/// What happened as a result of a move or chance outcome.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// NY-2.2: the first dealer was drawn.
    FirstDealer {
        /// The dealer of round 1.
        dealer: Seat,
    },
    /// A round was dealt; each hand goes privately to its seat.
    Dealt {
        /// The round, from 1.
        round: u8,
        /// The dealer, who covers first (NY-4.2).
        dealer: Seat,
        /// Each seat's hand.
        hands: Vec<Vec<Card>>,
    },
    /// NY-4.2: `seat` covered `field`.
    Covered {
        /// Who covered.
        seat: Seat,
        /// The field.
        field: Field,
        /// Who covers next, unless the phase is over.
        next: Option<Seat>,
    },
    /// NY-4.4: the NYET! phase is over and the free fields define the round.
    RoundSet(RoundSetup),
    /// NY-5.1: the teams, each a list of seats; the first is the smaller (or, with 4, the
    /// first player's).
    TeamsFormed {
        /// Who formed them.
        by: Seat,
        /// The teams.
        teams: Vec<Vec<Seat>>,
    },
    /// NY-5.2, NY-9.3: `seat` holds the bonus card.
    BonusGiven {
        /// The holder.
        seat: Seat,
    },
    /// NY-5.3: `seat` chose cards to discard or pass (or changed its choice); secret.
    Chose {
        /// Who chose.
        seat: Seat,
        /// The cards chosen.
        cards: Vec<Card>,
        /// Whether they are passed left rather than discarded.
        pass: bool,
        /// Whether this changed an earlier choice.
        changed: bool,
        /// Who has still to choose.
        waiting: SeatSet,
    },
    /// NY-9.2: every choice applied at once; the new hands go privately to their seats.
    ChoicesApplied {
        /// The row-2 rule.
        rule: DiscardRule,
        /// Per seat: the cards discarded or passed.
        given: Vec<Vec<Card>>,
        /// Per seat: the card received from the right neighbour ("pass left").
        received: Vec<Option<Card>>,
        /// Per seat: the hand now.
        hands: Vec<Vec<Card>>,
    },
    /// NY-6.1: `seat` leads the trick.
    Leads {
        /// The leader.
        seat: Seat,
    },
    /// `seat` played `card` (NY-6).
    Played {
        /// Who played.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// NY-6.6, NY-7.1: `seat` won the trick with its booty.
    TrickWon {
        /// The winner.
        seat: Seat,
        /// The winning card.
        card: Card,
        /// Booty cards captured.
        booty: u8,
    },
    /// NY-7: the round was scored.
    RoundScored {
        /// The round.
        round: u8,
        /// Tricks per seat.
        tricks: Vec<u8>,
        /// Booty per seat.
        booty: Vec<u8>,
        /// Points per seat this round.
        points: Vec<i64>,
        /// Totals per seat.
        totals: Vec<i64>,
    },
    /// NY-7.4: the game is over.
    GameOver {
        /// The winners (several on a tie).
        winners: Vec<Seat>,
        /// Final totals.
        totals: Vec<i64>,
    },
}

/// Why a move is illegal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "reason")]
pub enum Illegal {
    /// The move does not fit this moment; `expected` says what does.
    NotNow {
        /// What the game waits for from this player.
        expected: Awaiting,
    },
    /// NY-4: the field is already covered.
    Covered {
        /// The field.
        field: Field,
    },
    /// NY-4.3: the last free field of a row cannot be covered.
    LastFree {
        /// The field.
        field: Field,
    },
    /// A seat named is not at this table (or may not be named here).
    NoSuchSeat {
        /// The seat named.
        seat: Seat,
    },
    /// NY-5.1: the first player cannot be their own partner.
    OwnPartner,
    /// NY-5.2: the bonus card goes to a member of the team of 2.
    NotInSmallTeam {
        /// The seat named.
        seat: Seat,
    },
    /// NY-5.3: this many cards must be chosen.
    CardCount {
        /// Cards needed.
        needed: u8,
    },
    /// The card is not in the player's hand.
    NotInHand {
        /// The card.
        card: Card,
    },
    /// NY-5.3 "except 1": a 1 may not be discarded.
    NoOnes,
    /// NY-6.4: the player must follow with another card.
    MustFollow {
        /// The card tried.
        card: Card,
    },
}
