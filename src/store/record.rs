//! The game record: everything needed to rebuild a game, and its JSON export format
//! (documented in `docs/records.md`).

use crate::engine::{AnyGame, GameKind, PlayError, Seat, Text};
use crate::i18n::{Lang, Localizer};
use crate::seating::{ChannelId, GameId, Pace, Player, UserId};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The version of the export format.
pub const RECORD_FORMAT: u32 = 1;

/// A game from its setup to its last event.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Record {
    /// Export format version ([`RECORD_FORMAT`]).
    pub format: u32,
    /// The game's id in the store.
    pub id: GameId,
    /// The channel whose table hosts it.
    pub channel: ChannelId,
    /// The game id of the registry (`boast`, …).
    pub game: String,
    /// The table options, as the game reads them.
    pub options: Value,
    /// Who opened the table (may start, stop and kick).
    pub host: UserId,
    /// The players in seat order at the start.
    pub seats: Vec<Player>,
    /// Milliseconds since the Unix epoch when the game started.
    pub started_at: i64,
    /// Whether the game goes on, ended or was abandoned.
    pub status: GameStatus,
    /// The turn clock and what a timeout does (none in records from before clocks).
    #[serde(default)]
    pub pace: Pace,
    /// Every chance outcome, move and seat change, in order.
    pub events: Vec<RecordedEvent>,
}

/// Where a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameStatus {
    /// Still being played.
    Playing,
    /// Played to the end.
    Finished,
    /// Stopped before its end.
    Abandoned,
    /// Set aside because its stored record cannot be read back or replayed; kept for a
    /// person to look at, never played on.
    Damaged,
}

impl GameStatus {
    /// The status as stored.
    pub fn as_str(self) -> &'static str {
        match self {
            GameStatus::Playing => "playing",
            GameStatus::Finished => "finished",
            GameStatus::Abandoned => "abandoned",
            GameStatus::Damaged => "damaged",
        }
    }

    /// The status read back from the store.
    pub fn parse(s: &str) -> Option<GameStatus> {
        [
            GameStatus::Playing,
            GameStatus::Finished,
            GameStatus::Abandoned,
            GameStatus::Damaged,
        ]
        .into_iter()
        .find(|status| status.as_str() == s)
    }
}

/// One entry of a record, with the time it was accepted.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RecordedEvent {
    /// Milliseconds since the Unix epoch.
    pub at: i64,
    /// What happened.
    #[serde(flatten)]
    pub action: Action,
}

/// What a record entry did.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Action {
    /// A chance outcome (deal, shuffle, roll), in the game's own JSON.
    Chance {
        /// The outcome.
        outcome: Value,
    },
    /// A seat's move, in canonical notation.
    Move {
        /// The seat that moved.
        seat: Seat,
        /// The move.
        #[serde(rename = "move")]
        notation: String,
    },
    /// A seat changed hands (a player left and an AI took over, or was kicked).
    Seat {
        /// The seat.
        seat: Seat,
        /// Who sits there now.
        player: Player,
    },
    /// The AI plays a seat for its player (`away`: they ran out of time or asked for it),
    /// or stops doing so (they are back).
    Away {
        /// The seat.
        seat: Seat,
        /// Whether the AI plays it from now on.
        away: bool,
    },
}

/// Why a record cannot be replayed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    /// The game refuses the setup (an unknown game, the number of players, an option).
    #[error("setup: {0}")]
    Setup(String),
    /// The event `index` (counted from 0) is refused.
    #[error("event {index}: {reason}")]
    Event {
        /// The event's index.
        index: usize,
        /// Why.
        reason: String,
    },
    /// The record's status says the game is over when it is not, or the other way round.
    #[error(
        "status {:?} contradicts the game, which {} after its last event",
        .stated.as_str(),
        if *.over { "is over" } else { "is not over" }
    )]
    Status {
        /// The status the record gives.
        stated: GameStatus,
        /// Whether the replayed game is over.
        over: bool,
    },
}

/// A refused move, explained in English for whoever inspects a record; seats are counted
/// from 1, as people count them.
fn explain(error: &PlayError) -> String {
    let english =
        |text: &Text| Localizer::global().render(Lang::En, text, &|seat| format!("seat {seat}"));
    match error {
        PlayError::Unreadable(why) | PlayError::Illegal(why) => english(why),
        PlayError::NotYourTurn => english(&Text::new("table-not-your-turn")),
        PlayError::GameOver => english(&Text::new("table-no-game")),
    }
}

/// A game rebuilt from its record.
pub struct Replayed {
    /// The game state after the last event.
    pub game: Box<dyn AnyGame>,
    /// The players in seat order after the last seat change.
    pub players: Vec<Player>,
    /// Which seats the AI plays for their player, in seat order.
    pub away: Vec<bool>,
}

/// A game as replayed so far: what [`Record::replay_watching`] shows at the start and
/// after each event.
pub struct ReplayStep<'a> {
    /// The game state.
    pub game: &'a dyn AnyGame,
    /// The players in seat order.
    pub players: &'a [Player],
    /// Which seats the AI plays for their player, in seat order.
    pub away: &'a [bool],
    /// The event just applied; none at the start, before any event.
    pub event: Option<&'a RecordedEvent>,
}

impl Record {
    /// Rebuilds the game by applying every event in order.
    pub fn replay(&self, registry: &[&dyn GameKind]) -> Result<Replayed, ReplayError> {
        self.replay_watching(registry, |_| {})
    }

    /// Rebuilds the game like [`Record::replay`], showing `watch` the game at the start
    /// and after each event (for what only the course of the game tells, such as when
    /// each turn began).
    pub fn replay_watching(
        &self,
        registry: &[&dyn GameKind],
        mut watch: impl FnMut(ReplayStep<'_>),
    ) -> Result<Replayed, ReplayError> {
        let setup = ReplayError::Setup;
        let kind = registry
            .iter()
            .find(|kind| kind.info().id == self.game)
            .ok_or_else(|| setup(format!("unknown game {:?}", self.game)))?;
        let mut game = kind
            .new_game(self.seats.len(), &self.options)
            .map_err(|e| setup(e.to_string()))?;
        let mut players = self.seats.clone();
        let mut away = vec![false; players.len()];
        let mut notices = Vec::new();
        watch(ReplayStep {
            game: game.as_ref(),
            players: &players,
            away: &away,
            event: None,
        });
        for (index, event) in self.events.iter().enumerate() {
            let refuse = |reason: String| ReplayError::Event { index, reason };
            match &event.action {
                Action::Chance { outcome } => {
                    if game.actors() != crate::engine::Actors::Chance {
                        return Err(refuse("no chance outcome is due here".into()));
                    }
                    game.apply_chance(outcome, &mut notices)
                        .map_err(|e| refuse(e.to_string()))?
                }
                Action::Move { seat, notation } => {
                    game.play(*seat, notation, &mut notices).map_err(|e| {
                        refuse(format!("move {notation:?} of seat {seat}: {}", explain(&e)))
                    })?;
                }
                Action::Seat { seat, player } => {
                    let slot = players
                        .get_mut(seat.index())
                        .ok_or_else(|| refuse(format!("no seat {seat}")))?;
                    *slot = player.clone();
                }
                Action::Away { seat, away: now } => {
                    let slot = away
                        .get_mut(seat.index())
                        .ok_or_else(|| refuse(format!("no seat {seat}")))?;
                    *slot = *now;
                }
            }
            notices.clear();
            watch(ReplayStep {
                game: game.as_ref(),
                players: &players,
                away: &away,
                event: Some(event),
            });
        }
        Ok(Replayed {
            game,
            players,
            away,
        })
    }
}
