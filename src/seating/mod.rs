//! Who and where: channel, user and game ids, and the players sitting at a table. Shared
//! by the table layer and the store, which must not depend on each other.

mod ids;
mod player;

pub use ids::{ChannelId, GameId, UserId};
pub use player::Player;
