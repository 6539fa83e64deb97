//! What one viewer may know (BN-8): everything public, plus the viewer's own hand.

use super::{Boast, Card, Phase, Trick, LEFTOVERS};
use crate::engine::{Seat, Viewer};
use crate::games::colour::Colour;
use serde::{Deserialize, Serialize};

/// A card in a trick and who played it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayedCard {
    /// Who played the card.
    pub seat: Seat,
    /// The card.
    pub card: Card,
}

/// The last completed trick of the round: public, since every played card is (BN-8).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TakenTrick {
    /// The cards in playing order.
    pub cards: Vec<PlayedCard>,
    /// Who took the trick.
    pub winner: Seat,
}

/// What a seat (or a spectator) may see of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// The seat looking, or `None` for a spectator.
    pub viewer: Option<Seat>,
    /// The number of seats.
    pub players: u8,
    /// The round number: 0 before the first deal.
    pub round: u16,
    /// Tricks to take exactly for 1 point (BN-2).
    pub target: u8,
    /// The tower, strongest first; `None` before the first deal.
    pub tower: Option<[Colour; 3]>,
    /// Whether the table plays with face-down left-overs (BN-3.2 variant).
    pub leftovers_hidden: bool,
    /// The two left-over cards; `None` when hidden or before the first deal.
    pub leftovers: Option<[Card; LEFTOVERS]>,
    /// The viewer's own hand; `None` for spectators.
    pub hand: Option<Vec<Card>>,
    /// How many cards each seat holds.
    pub hand_sizes: Vec<u8>,
    /// Who leads the current trick (or will lead it); `None` outside play.
    pub trick_leader: Option<Seat>,
    /// The cards of the current trick, in playing order.
    pub trick: Vec<PlayedCard>,
    /// The last completed trick of the round.
    pub last_trick: Option<TakenTrick>,
    /// Who led the round's first trick; `None` before the first deal.
    pub round_leader: Option<Seat>,
    /// Tricks each seat has taken this round (or took in the round just scored).
    pub tricks_taken: Vec<u8>,
    /// Each seat's points.
    pub scores: Vec<i64>,
    /// Whose turn it is; `None` while waiting for a deal or when the game is over.
    pub turn: Option<Seat>,
    /// Whether a tie at the top is being played on (BN-7.2, `play_on`).
    pub playing_on: bool,
    /// Whether the game is over.
    pub over: bool,
    /// The winners, once the game is over.
    pub winners: Vec<Seat>,
}

fn plays(trick: &Trick, players: usize) -> Vec<PlayedCard> {
    trick
        .plays(players)
        .map(|(seat, card)| PlayedCard { seat, card })
        .collect()
}

pub(super) fn view(game: &Boast, viewer: Viewer) -> View {
    let players = game.players();
    let dealt = game.round > 0;
    let own = match viewer {
        Viewer::Seat(seat) if seat.index() < players => Some(seat),
        _ => None,
    };
    let playing = game.phase == Phase::Playing;
    View {
        viewer: own,
        players: game.players,
        round: game.round,
        target: game.target,
        tower: dealt.then(|| game.tower.order()),
        leftovers_hidden: game.options.hidden_leftovers,
        leftovers: (dealt && !game.options.hidden_leftovers).then_some(game.leftovers),
        hand: own.map(|seat| game.hands[seat.index()].iter().collect()),
        hand_sizes: game.hands[..players]
            .iter()
            .map(|h| h.len() as u8)
            .collect(),
        trick_leader: playing.then(|| game.trick.leader()),
        trick: plays(&game.trick, players),
        last_trick: game.last_trick.as_ref().map(|(trick, winner)| TakenTrick {
            cards: plays(trick, players),
            winner: *winner,
        }),
        round_leader: dealt.then_some(game.round_leader),
        tricks_taken: game.tricks[..players].to_vec(),
        scores: game.scores[..players].to_vec(),
        turn: game.turn(),
        playing_on: game.playing_on,
        over: game.phase == Phase::Over,
        winners: game.winners.iter().collect(),
    }
}
