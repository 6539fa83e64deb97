//! What one viewer may know (NY-8): everything public, plus the viewer's own hand and
//! pending discard or pass.

use super::board::{Cover, Field, Row, SIZE};
use super::cards::Card;
use super::rules::RoundSetup;
use super::{Nyet, Phase, TargetScore};
use crate::engine::{Seat, Viewer};
use serde::{Deserialize, Serialize};

/// The part of a round being played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// Waiting for the first dealer or a deal.
    Dealing,
    /// Covering fields (NY-4).
    Nyet,
    /// The first player forms the teams (NY-5.1).
    Teams,
    /// The first player gives the bonus card (NY-5.2).
    Bonus,
    /// Everyone chooses cards to discard or pass (NY-5.3).
    Choosing,
    /// Trick play (NY-6).
    Tricks,
    /// The game is over (NY-7.4).
    Over,
}

/// What the game waits for from the player(s) to act.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Awaiting {
    /// Cover a field (NY-4.2).
    Cover,
    /// Choose a partner (NY-5.1, 4 players).
    Partner,
    /// Choose the lone player (NY-5.1, 3 players).
    Alone,
    /// Choose the team of 2 (NY-5.1, 5 players).
    Team,
    /// Give the bonus card (NY-5.2).
    Bonus,
    /// Discard this many cards (NY-5.3).
    Discard {
        /// Cards to discard.
        count: u8,
    },
    /// Discard one card that is not a 1 (NY-5.3).
    DiscardExceptOne,
    /// Pass one card left (NY-5.3).
    Pass,
    /// Lead a trick (NY-6.1).
    Lead,
    /// Play a card to the trick (NY-6.4).
    Play,
}

/// One field of the board as shown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FieldView {
    /// The field.
    pub field: Field,
    /// What covers it, if anything.
    pub cover: Option<Cover>,
}

/// One row of the board as shown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RowView {
    /// The row.
    pub row: Row,
    /// Its five fields, left to right.
    pub fields: Vec<FieldView>,
}

/// A card played to the trick in play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Played {
    /// Who played it.
    pub seat: Seat,
    /// The card.
    pub card: Card,
}

/// What a seat (or a spectator) may see of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// The seat looking, or `None` for a spectator.
    pub viewer: Option<Seat>,
    /// The number of seats.
    pub players: u8,
    /// The part of the round being played.
    pub stage: Stage,
    /// The round, from 1; 0 before the first deal.
    pub round: u8,
    /// The number of rounds (NY-2), or `None` with a target score.
    pub rounds: Option<u8>,
    /// The target score (NY-2.3), if played to one.
    pub target_score: Option<u32>,
    /// The dealer of the round.
    pub dealer: Seat,
    /// The board: which fields are covered and by whom (NY-4.4).
    pub board: Vec<RowView>,
    /// What the board decided, once the NYET! phase is over.
    pub setup: Option<RoundSetup>,
    /// The viewer's own hand, without a pending choice; `None` for spectators.
    pub hand: Option<Vec<Card>>,
    /// The viewer's own pending discard or pass; `None` if none or a spectator.
    pub pending: Option<Vec<Card>>,
    /// How many cards each seat holds (a pending choice not counted).
    pub hand_sizes: Vec<u8>,
    /// Who has chosen in the row-2 step — not what (NY-5.3).
    pub chosen: Vec<Seat>,
    /// Who must choose in the row-2 step.
    pub must_choose: Vec<Seat>,
    /// The teams, once formed; the first is the smaller (NY-5.1).
    pub teams: Option<Vec<Vec<Seat>>>,
    /// The bonus-card holder (NY-5.2).
    pub bonus: Option<Seat>,
    /// The trick in play, in playing order.
    pub trick: Vec<Played>,
    /// Tricks won per seat this round.
    pub tricks: Vec<u8>,
    /// Booty cards captured per seat this round (NY-7.1).
    pub booty: Vec<u8>,
    /// Total scores per seat.
    pub scores: Vec<i64>,
    /// Points per seat of the last scored round.
    pub last_round: Option<Vec<i64>>,
    /// Whose turn it is (several while choosing at once).
    pub turn: Vec<Seat>,
    /// What the game waits for.
    pub awaiting: Option<Awaiting>,
    /// The winners, once the game is over.
    pub winners: Vec<Seat>,
}

pub(super) fn view(game: &Nyet, viewer: Viewer) -> View {
    let players = game.players();
    let own = match viewer {
        Viewer::Seat(seat) if seat.index() < players => Some(seat),
        _ => None,
    };
    let stage = match game.phase {
        Phase::FirstDealer | Phase::Dealing => Stage::Dealing,
        Phase::Nyet => Stage::Nyet,
        Phase::Teams => Stage::Teams,
        Phase::Bonus => Stage::Bonus,
        Phase::Choosing => Stage::Choosing,
        Phase::Tricks => Stage::Tricks,
        Phase::Over => Stage::Over,
    };
    let turn: Vec<Seat> = game.actor_set().iter().collect();
    let board = Row::ALL
        .into_iter()
        .map(|row| RowView {
            row,
            fields: (0..SIZE)
                .map(|i| {
                    let field = Field::at(row, i);
                    FieldView {
                        field,
                        cover: game.board.cover(field),
                    }
                })
                .collect(),
        })
        .collect();
    let awaiting = match turn.first() {
        Some(&s) => game.awaiting(s),
        None => None,
    };
    View {
        viewer: own,
        players: game.players,
        stage,
        round: game.round,
        rounds: game.total_rounds(),
        target_score: match game.options.target_score {
            TargetScore::Off => None,
            TargetScore::Points(n) => Some(n),
        },
        dealer: game.dealer,
        board,
        setup: game.setup,
        hand: own.map(|s| game.hand(s).to_vec()),
        pending: own.and_then(|s| game.pending[s.index()].clone()),
        hand_sizes: Seat::all(players)
            .map(|s| game.hand(s).len() as u8)
            .collect(),
        chosen: game
            .must_choose
            .iter()
            .filter(|s| game.pending[s.index()].is_some())
            .collect(),
        must_choose: game.must_choose.iter().collect(),
        teams: (game.teams_formed && players > 2).then(|| game.team_lists()),
        bonus: game.bonus,
        trick: game
            .trick
            .iter()
            .map(|&(seat, card)| Played { seat, card })
            .collect(),
        tricks: game.tricks.clone(),
        booty: game.booty.clone(),
        scores: game.scores.clone(),
        last_round: game.last_round.clone(),
        turn,
        awaiting,
        winners: game.winners.clone(),
    }
}
