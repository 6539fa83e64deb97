//! What one viewer may know (HG-10.20): everything public — card counts, the J, Q and K
//! each player still holds (they lie face up), bets, the trick, capture pile sizes,
//! scores — plus the viewer's own hand. Never another hand, a capture pile's content or
//! the Haggis.

use super::cards::Cards;
use super::combination::{Bomb, Reading};
use super::events::HandScore;
use super::notation::Bet;
use super::options::HaggisOptions;
use super::{Haggis, Phase};
use crate::engine::{Seat, Viewer};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The part of the game being played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// Waiting for a deal.
    Dealing,
    /// Trick play.
    Playing,
    /// A bomber chooses who receives the trick (`bomb_capture=winner_chooses`).
    Giving,
    /// The game is over.
    Over,
}

/// One seat as everybody sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    /// Cards in hand, wilds included.
    pub cards: u8,
    /// The J, Q and K the seat still holds (public, HG-2.1).
    pub wilds: Cards,
    /// The bet made this hand, if any (HG-3).
    #[serde(with = "bet_serde")]
    pub bet: Option<Bet>,
    /// Whether the seat may still bet.
    pub may_bet: bool,
    /// The number of cards in the seat's capture pile.
    pub captured: u8,
    /// 1 or 2 once the seat went out this hand.
    pub out: Option<u8>,
    /// Going-out points scored this hand (HG-6.4).
    pub going_out: i64,
    /// The total score.
    pub score: i64,
    /// The seat's points of the last scored hand.
    pub last_hand: Option<HandScore>,
}

/// A play of the trick on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayView {
    /// Who played.
    pub seat: Seat,
    /// The cards.
    pub cards: Cards,
    /// How they are read.
    #[serde(with = "ReadingDef")]
    pub reading: Reading,
}

/// What a seat (or a spectator) may see of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// The seat looking, or `None` for a spectator.
    pub viewer: Option<Seat>,
    /// The number of seats.
    pub players: u8,
    /// The part of the game being played.
    pub stage: Stage,
    /// The hand, from 1; 0 before the first deal.
    pub hand_number: u32,
    /// The table options.
    pub options: HaggisOptions,
    /// Every seat's public state, indexed by seat.
    pub seats: Vec<SeatView>,
    /// The trick on the table, in playing order.
    pub trick: Vec<PlayView>,
    /// Passes since the top play of the trick.
    pub passes: u8,
    /// The seat to play or pass.
    pub turn: Option<Seat>,
    /// The bomber choosing who receives the trick.
    pub giving: Option<Seat>,
    /// The number of cards in the Haggis (not which).
    pub haggis: u8,
    /// The viewer's own hand; `None` for spectators.
    pub hand: Option<Cards>,
    /// The winner, once the game is over.
    pub winners: Vec<Seat>,
}

pub(super) fn view(game: &Haggis, viewer: Viewer) -> View {
    let players = game.players();
    let own = match viewer {
        Viewer::Seat(seat) if seat.index() < players => Some(seat),
        _ => None,
    };
    let bettors = game.bettors();
    let seats = Seat::all(players)
        .map(|s| {
            let i = s.index();
            SeatView {
                cards: game.hands[i].len() as u8,
                wilds: game.hands[i].wilds(),
                bet: game.bets[i],
                may_bet: bettors.contains(s),
                captured: game.captured[i].len() as u8,
                out: game.out.iter().position(|&o| o == s).map(|p| p as u8 + 1),
                going_out: game.going_out[i],
                score: game.scores[i],
                last_hand: game
                    .last_hand
                    .as_ref()
                    .and_then(|rows| rows.get(i).copied()),
            }
        })
        .collect();
    View {
        viewer: own,
        players: game.players,
        stage: match game.phase {
            Phase::Dealing => Stage::Dealing,
            Phase::Playing => Stage::Playing,
            Phase::Giving { .. } => Stage::Giving,
            Phase::Over => Stage::Over,
        },
        hand_number: game.hand_no,
        options: game.options,
        seats,
        trick: game
            .trick
            .plays()
            .iter()
            .map(|p| PlayView {
                seat: p.seat,
                cards: p.cards,
                reading: p.reading,
            })
            .collect(),
        passes: game.trick.passes(),
        turn: game.turn(),
        giving: match game.phase {
            Phase::Giving { bomber } => Some(bomber),
            _ => None,
        },
        haggis: game.haggis.len() as u8,
        hand: own.map(|s| game.hands[s.index()]),
        winners: game.winners.clone(),
    }
}

/// Serde for [`Reading`] in views: `{"set": {"size": 2, "value": 5}}`,
/// `{"run": {"width": 1, "length": 3, "top": 9}}`, `{"bomb": "jack_queen"}`.
#[derive(Serialize, Deserialize)]
#[serde(remote = "Reading", rename_all = "snake_case")]
enum ReadingDef {
    Set { size: u8, value: u8 },
    Run { width: u8, length: u8, top: u8 },
    Bomb(#[serde(with = "BombDef")] Bomb),
}

#[derive(Serialize, Deserialize)]
#[serde(remote = "Bomb", rename_all = "snake_case")]
enum BombDef {
    Rainbow,
    JackQueen,
    JackKing,
    QueenKing,
    JackQueenKing,
    Suited,
}

/// Serde for an optional [`Bet`] in views: `null`, `"none"`, `"little"` or `"big"`.
mod bet_serde {
    use super::*;

    #[derive(Serialize, Deserialize)]
    #[serde(remote = "Bet", rename_all = "snake_case")]
    enum BetDef {
        None,
        Little,
        Big,
    }

    #[derive(Serialize, Deserialize)]
    struct Wrapped(#[serde(with = "BetDef")] Bet);

    pub fn serialize<S: Serializer>(bet: &Option<Bet>, s: S) -> Result<S::Ok, S::Error> {
        bet.map(Wrapped).serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Bet>, D::Error> {
        Ok(Option::<Wrapped>::deserialize(d)?.map(|Wrapped(bet)| bet))
    }
}
