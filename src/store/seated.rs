//! Who sits where: the index of unfinished games by person, so that "my tables" reads a
//! few rows instead of every table.
//!
//! The index holds one row per person and unfinished game: the seat they hold and how
//! many moves were made since that seat last moved (or since they sat down). It is kept
//! by the writes themselves — a game's start seats its people, a move resets its seat's
//! count and adds one to everyone else's at that game, a seat change moves the row to
//! the new occupant (AI seats have none), and the end of a game removes its rows — so
//! reading it never touches a record.

use super::{Action, GameStatus, Record};
use crate::engine::Seat;
use crate::seating::{ChannelId, GameId, UserId};

/// One unfinished game in which a person holds a seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatedGame {
    /// The game.
    pub game: GameId,
    /// The channel whose table hosts it.
    pub channel: ChannelId,
    /// The game id of the registry (`boast`, …).
    pub kind: String,
    /// The person's seat.
    pub seat: Seat,
    /// Moves made (by anyone) since this seat last moved, or since the person sat down.
    pub moves_since: u32,
}

/// Where `user` sits in the game of `record`, if it is unfinished and they hold a seat
/// after its seat changes: the index entry, computed from the record (for stores that
/// keep whole records at hand).
pub(super) fn seated_in(record: &Record, user: UserId) -> Option<SeatedGame> {
    if record.status != GameStatus::Playing || user.is_ai() {
        return None;
    }
    let (occupant, since) = occupants(record);
    let index = occupant.iter().position(|u| *u == user)?;
    Some(SeatedGame {
        game: record.id,
        channel: record.channel,
        kind: record.game.clone(),
        seat: Seat(index as u8),
        moves_since: since[index],
    })
}

/// The people who hold a seat of the game of `record` after its seat changes (AI seats
/// left out), in seat order.
pub(super) fn people_in(record: &Record) -> Vec<UserId> {
    let (occupant, _) = occupants(record);
    occupant.into_iter().filter(|user| !user.is_ai()).collect()
}

/// Who holds each seat of the game of `record` after its seat changes, and per seat the
/// moves made since it last moved or changed hands.
fn occupants(record: &Record) -> (Vec<UserId>, Vec<u32>) {
    let mut occupant: Vec<UserId> = record.seats.iter().map(|p| p.user).collect();
    let mut since = vec![0u32; occupant.len()];
    for event in &record.events {
        match &event.action {
            Action::Move { seat, .. } => {
                for count in since.iter_mut() {
                    *count = count.saturating_add(1);
                }
                if let Some(count) = since.get_mut(seat.index()) {
                    *count = 0;
                }
            }
            Action::Seat { seat, player } => {
                if let (Some(slot), Some(count)) =
                    (occupant.get_mut(seat.index()), since.get_mut(seat.index()))
                {
                    *slot = player.user;
                    *count = 0;
                }
            }
            Action::Chance { .. } | Action::Away { .. } => {}
        }
    }
    (occupant, since)
}
