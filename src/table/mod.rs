//! The table layer: one table per channel, its lobby, seats and game, and the messages a
//! command produces, for any game and any transport.

mod channel;
mod command;
mod ids;
mod lobby;
mod message;
mod outbox;
mod player;
mod tables;

pub use channel::{Context, Match, Step, Table};
pub use command::{Caller, Command};
pub use ids::{ChannelId, GameId, UserId};
pub use lobby::Lobby;
pub use message::{Message, MessageKind, Recipient};
pub use player::Player;
pub use tables::{MoveOption, Tables};
