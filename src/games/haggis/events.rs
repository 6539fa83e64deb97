//! The data the engine exchanges with its callers: the chance outcome (a deal), the
//! events a move or deal produces, and the reasons a move is refused.

use super::cards::Cards;
use super::combination::{Declared, Reading};
use super::notation::Bet;
use crate::engine::Seat;
use serde::{Deserialize, Serialize};

/// The chance outcome of Haggis: one hand's deal (HG-2.1). In a record:
/// `{"hands": [["r2", "o2", …], …], "haggis": ["y7", …], "leader": 1}`.
///
/// `hands` holds each seat's 14 naturals; the J, Q and K every seat also holds are not
/// listed. `haggis` is the rest of the naturals (8 with 2 players, 3 with 3). `leader` is
/// the random leader of the first hand (HG-2.2) and is absent from later deals, whose
/// leader follows from the scores.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// Each seat's naturals, indexed by seat.
    pub hands: Vec<Cards>,
    /// The undealt naturals, face down until the hand is scored.
    pub haggis: Cards,
    /// The leader of the first hand's first trick; only in the first deal.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub leader: Option<Seat>,
}

/// One seat's points of a hand (HG-6.7).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandScore {
    /// HG-6.4: points for going out, the first-out bonus included.
    pub going_out: i64,
    /// HG-6.5: card points of the capture pile.
    pub cards: i64,
    /// HG-3: bet points won.
    pub bets: i64,
    /// The sum, added to the total.
    pub total: i64,
}

/// What happened as a result of a move or a deal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// HG-2.1: a hand was dealt; each seat's hand goes privately to that seat.
    Dealt {
        /// The hand, from 1.
        hand: u32,
        /// Who leads the first trick.
        leader: Seat,
        /// Whether the leader was drawn at random (the first hand, HG-2.2).
        random_leader: bool,
        /// Each seat's hand, the J, Q and K included.
        hands: Vec<Cards>,
    },
    /// HG-3: `seat` made its bet.
    Bet {
        /// Who bet.
        seat: Seat,
        /// The bet.
        bet: Bet,
    },
    /// HG-5: `seat` played `cards`, read as `reading`.
    Played {
        /// Who played.
        seat: Seat,
        /// The cards.
        cards: Cards,
        /// How they are read.
        reading: Reading,
        /// Whether they led the trick.
        lead: bool,
    },
    /// HG-5.2: `seat` passed.
    Passed {
        /// Who passed.
        seat: Seat,
    },
    /// HG-5.6, HG-6.4: `seat` went out.
    WentOut {
        /// Who went out.
        seat: Seat,
        /// 1 for the first player out, 2 for the second.
        place: u8,
        /// The card count of the opponent holding the most cards.
        counted: u8,
        /// Points scored for going out, the bonus included.
        points: i64,
        /// The first-out bonus included in `points`.
        bonus: i64,
    },
    /// HG-5.4, `bomb_capture=winner_chooses`: `bomber` won the trick with a bomb and
    /// chooses who receives its cards.
    MustGive {
        /// The bomber.
        bomber: Seat,
    },
    /// HG-5.4: the trick is over; `receiver` takes its cards.
    TrickTaken {
        /// Who won the trick (the last play).
        winner: Seat,
        /// Who captures the cards (the winner, unless the trick was won by a bomb).
        receiver: Seat,
        /// Whether the trick was won by a bomb.
        bomb: bool,
        /// The number of cards captured.
        count: u8,
        /// Their card points.
        points: u32,
    },
    /// HG-5.5: `seat` leads the next trick.
    Leads {
        /// The leader.
        seat: Seat,
    },
    /// HG-6.1–6.3: the hand is over. The last player's cards and the Haggis are revealed
    /// as they go to the first player out.
    HandEnded {
        /// The hand, from 1.
        hand: u32,
        /// The first player out, who receives the cards.
        first_out: Seat,
        /// The player left holding cards.
        last: Option<Seat>,
        /// The last player's cards.
        remaining: Cards,
        /// The Haggis.
        haggis: Cards,
    },
    /// HG-6.7: the hand's points per seat and the new totals.
    HandScored {
        /// The hand, from 1.
        hand: u32,
        /// Points per seat.
        rows: Vec<HandScore>,
        /// Totals per seat.
        totals: Vec<i64>,
    },
    /// HG-7: the target is reached but the top total is shared; another hand is played.
    PlayOn {
        /// The players sharing the top.
        leaders: Vec<Seat>,
        /// Their total.
        total: i64,
    },
    /// HG-7: the game is over.
    GameOver {
        /// The winner (one: a shared top plays on).
        winners: Vec<Seat>,
        /// Final totals.
        totals: Vec<i64>,
    },
}

/// Why a move is illegal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// The player does not hold these cards.
    NotInHand {
        /// The cards missing from the hand.
        cards: Cards,
    },
    /// HG-4: the cards form no combination.
    NotACombination {
        /// The cards.
        cards: Cards,
    },
    /// HG-4.5: the cards cannot be read as declared.
    NotAsDeclared {
        /// The cards.
        cards: Cards,
        /// The declaration.
        declared: Declared,
    },
    /// HG-5.2: the combination has another shape than the top one and is no bomb.
    WrongShape {
        /// The combination on the table.
        top: Reading,
    },
    /// HG-5.2: the combination is not higher than the top one.
    TooLow {
        /// The combination on the table.
        top: Reading,
    },
    /// HG-4.4: only a higher bomb follows a bomb.
    NeedsBomb {
        /// The bomb on the table.
        top: Reading,
    },
    /// HG-5.1: the leader must play.
    CannotPassOnLead,
    /// HG-3: one bet per hand.
    AlreadyBet {
        /// The bet already made.
        bet: Bet,
    },
    /// HG-3: no bet after the player's first card play.
    BetAfterPlay,
    /// Decisions: betting closes once a player has gone out.
    BettingClosed,
    /// HG-5.4: there is no bomb-won trick to give away.
    NothingToGive,
    /// HG-5.4: another player won the trick with a bomb and decides.
    NotYourDecision {
        /// The bomber.
        bomber: Seat,
    },
    /// HG-5.4: the bomber must first give the trick away.
    GiveFirst,
    /// HG-5.4: the trick goes to an opponent at the table.
    NotAnOpponent {
        /// The seat named.
        seat: Seat,
    },
}
