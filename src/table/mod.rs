//! The table layer: one table per channel, its lobby, seats and game, and the messages a
//! command produces, for any game and any transport.

mod command;
mod ids;
mod lobby;
mod message;
mod outbox;
mod player;
mod table;
mod tables;

pub use command::{Caller, Command};
pub use ids::{ChannelId, GameId, UserId};
pub use lobby::Lobby;
pub use message::{Message, MessageKind, Recipient};
pub use player::Player;
pub use table::{Context, Match, Step, Table};
pub use tables::{MoveOption, Tables};
