//! "My tables": every unfinished game, on every channel, where one person holds a seat,
//! read from the store's index of seats and the tables themselves — whose turn it is,
//! the deadline, the moves since the person last played. A query: it changes nothing.

use super::{ChannelId, GameId, Table, Tables, UserId};
use crate::engine::{Actors, Seat, Text};
use crate::store::SeatedGame;

/// One table where a person holds a seat, as data for a transport to render.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatedTable {
    /// The channel whose table it is.
    pub channel: ChannelId,
    /// The game being played.
    pub game: GameId,
    /// The game's name.
    pub name: Text,
    /// The person's seat.
    pub seat: Seat,
    /// The names of the players the game waits for, in seat order (empty if it waits for
    /// nobody).
    pub waiting: Vec<String>,
    /// Whether the game waits for this person.
    pub your_turn: bool,
    /// When the people the game waits for run out of time (milliseconds since the Unix
    /// epoch), if the table has a clock.
    pub deadline: Option<i64>,
    /// Moves made (by anyone) since the person's seat last moved, or since they sat down.
    pub moves_since: u32,
}

impl Tables {
    /// Every unfinished game where `user` holds a seat, on every channel: their own turns
    /// first, then by deadline (the soonest first, tables without a clock last), then by
    /// channel.
    ///
    /// It reads the store's index of seats (which also counts the moves since each seat
    /// last moved, so no record is read), then each such table — restored if needed — for
    /// whose turn it is and its deadline. A table whose game is not the indexed one (or
    /// that cannot be restored) is left out.
    pub async fn my_games(&self, user: UserId) -> Vec<SeatedTable> {
        let seated = match self.store().games_of(user).await {
            Ok(seated) => seated,
            Err(e) => {
                tracing::error!(user = user.0, error = %e, "cannot read the seat index");
                return Vec::new();
            }
        };
        let mut found = Vec::with_capacity(seated.len());
        for entry in seated {
            let channel = entry.channel;
            let name = self
                .context()
                .registry
                .iter()
                .find(|kind| kind.info().id == entry.kind)
                .map(|kind| Text::new(kind.info().name));
            let Some(name) = name else {
                tracing::warn!(%channel, game = entry.kind, "a seated game of an unknown kind");
                continue;
            };
            let seen = self
                .inspect(channel, |table| glance(table, user, &entry, name))
                .await
                .flatten();
            match seen {
                Some(seen) => found.push(seen),
                None => {
                    tracing::warn!(%channel, game = %entry.game, "the seat index disagrees with the table")
                }
            }
        }
        found.sort_by_key(|t| (!t.your_turn, t.deadline.is_none(), t.deadline, t.channel));
        found
    }
}

/// What `user` sees of `table` from afar, if it plays the indexed game with them seated.
fn glance(table: &Table, user: UserId, entry: &SeatedGame, name: Text) -> Option<SeatedTable> {
    if table.game_id() != Some(entry.game) {
        return None;
    }
    let seat = table.seat_of(user)?;
    let waited: Vec<Seat> = match table.game()?.actors() {
        Actors::Seats(seats) => seats.iter().collect(),
        Actors::Chance | Actors::Over => Vec::new(),
    };
    let players = table.players();
    Some(SeatedTable {
        channel: entry.channel,
        game: entry.game,
        name,
        seat,
        waiting: waited
            .iter()
            .filter_map(|s| players.get(s.index()).map(|p| p.name.clone()))
            .collect(),
        your_turn: waited.contains(&seat),
        deadline: table.deadline(),
        moves_since: entry.moves_since,
    })
}
