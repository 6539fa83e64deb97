//! Who and where: channel, user and game ids, the players sitting at a table and the pace
//! they play at. Shared by the table layer and the store, which must not depend on each
//! other.

mod ids;
mod pace;
mod player;
mod settings;
mod watcher;

pub use ids::{ChannelId, Channels, GameId, UserId};
pub use pace::{LobbyWait, OnTimeout, Pace, TurnClock};
pub use player::Player;
pub use settings::{ChannelSettings, Posts, ReminderWait};
pub use watcher::Watcher;
