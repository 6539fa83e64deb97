//! What one viewer may know (CS-6): everything public, plus the viewer's own hand and
//! secret choice.

use super::{Card, PieCard, Pile, RoundResult};
use super::{Clown, Phase, Step};
use crate::engine::{Seat, Viewer};
use serde::{Deserialize, Serialize};

/// The part of the game being played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// Waiting for the deal (CS-2).
    Dealing,
    /// The four rounds of secret choices (CS-3).
    Squabble,
    /// Drawing pies until one player is left (CS-4).
    PieFight,
    /// The game is over (CS-4.7).
    Over,
}

/// What the game waits for from the player(s) to act.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Awaiting {
    /// Every player who has not chosen chooses a card (CS-3.1).
    Card,
    /// The holder draws, reshuffles or pays (CS-4.2).
    Choose,
    /// The holder has no clown cards and must draw (CS-4.6).
    Draw,
    /// After a Dodge, the holder without clown cards draws again or passes (CS-4.6).
    DrawAgain,
    /// After the second Dodge, the holder takes clown cards or declines (CS-7.4).
    Take,
    /// A pie card is being drawn.
    Drawing,
    /// The cards to take are being drawn at random.
    Taking,
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
    /// The Squabble round, 1–4 (4 from then on); 0 before the deal.
    pub round: u8,
    /// The viewer's own hand, without a pending choice; `None` for spectators.
    pub hand: Option<Pile>,
    /// The viewer's own secret choice of this round, if made; `None` for spectators.
    pub choice: Option<Card>,
    /// How many cards each seat holds in hand (a chosen card not counted).
    pub hand_sizes: Vec<u8>,
    /// Cards left in the virtual hand, with 2 players (CS-5).
    pub virtual_hand_size: Option<u8>,
    /// Who has chosen a card in this round — not what (CS-6).
    pub chosen: Vec<Seat>,
    /// Every revealed Squabble round, in order (CS-6).
    pub rounds: Vec<RoundResult>,
    /// Each seat's clown cards: their values are public (CS-6 Decision).
    pub clown_cards: Vec<Pile>,
    /// How many clown cards each seat has.
    pub clown_counts: Vec<u8>,
    /// The pie cards drawn since the stack was last formed (CS-4.3).
    pub pie_drawn: Vec<PieCard>,
    /// Pie cards left in the stack.
    pub stack_size: u8,
    /// The players still in the game.
    pub in_game: Vec<Seat>,
    /// The players hit, in the order they went out (CS-4.5).
    pub out: Vec<Seat>,
    /// Who holds the pie stack, during the Pie Fight.
    pub turn: Option<Seat>,
    /// What the game waits for from the players to act.
    pub awaiting: Option<Awaiting>,
    /// After the second Dodge: how many clown cards the holder may take (CS-7.4).
    pub take_count: Option<u8>,
    /// The winner, once the game is over (CS-4.7).
    pub winner: Option<Seat>,
}

pub(super) fn view(game: &Clown, viewer: Viewer) -> View {
    let players = game.players();
    let own = match viewer {
        Viewer::Seat(seat) if seat.index() < players => Some(seat),
        _ => None,
    };
    let seats = || Seat::all(players);
    let stage = match game.phase {
        Phase::Dealing => Stage::Dealing,
        Phase::Squabble | Phase::VirtualReveal => Stage::Squabble,
        Phase::PieFight(_) => Stage::PieFight,
        Phase::Over => Stage::Over,
    };
    let awaiting = match game.phase {
        Phase::Squabble => Some(Awaiting::Card),
        Phase::PieFight(step) => Some(game.expected(step, game.holder)),
        Phase::Dealing | Phase::VirtualReveal | Phase::Over => None,
    };
    let take_count = match game.phase {
        Phase::PieFight(Step::MayTake) => {
            Some(super::take_count(&game.clown_cards, game.in_game, game.holder) as u8)
        }
        _ => None,
    };
    View {
        viewer: own,
        players: game.players,
        stage,
        round: game.round,
        hand: own.map(|seat| game.hand(seat)),
        choice: own.and_then(|seat| game.choice(seat)),
        hand_sizes: seats().map(|s| game.hand(s).len() as u8).collect(),
        virtual_hand_size: (game.players == 2).then(|| game.virtual_hand.len() as u8),
        chosen: seats().filter(|&s| game.choice(s).is_some()).collect(),
        rounds: game.rounds.clone(),
        clown_cards: seats().map(|s| game.clown_cards(s)).collect(),
        clown_counts: seats().map(|s| game.clown_cards(s).len() as u8).collect(),
        pie_drawn: vec![PieCard::Dodge; usize::from(game.dodges)],
        stack_size: game.stack_size(),
        in_game: game.in_game.iter().collect(),
        out: game.out.clone(),
        turn: game.holder(),
        awaiting,
        take_count,
        winner: game.winner,
    }
}
