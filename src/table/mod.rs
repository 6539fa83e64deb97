//! The table layer: one table per channel, its lobby, seats and game, and the messages a
//! command produces, for any game and any transport.

mod channel;
mod clock;
mod command;
mod fair_use;
mod following;
mod history;
mod lobby;
mod message;
mod mine;
mod offered;
mod outbox;
mod preferences;
mod tables;

pub use crate::seating::{
    ChannelId, ChannelSettings, Channels, GameId, LobbyWait, OnTimeout, Pace, Player, Posts,
    ReminderWait, TurnClock, UserId, Watcher,
};
pub use channel::{
    AiLimits, Context, Handover, Match, Phase, Step, Table, AI_COMMAND_TIME,
    ALONE_GAME_LIFETIME_MS, PING_INTERVAL_MS, REMINDER_IDLE_MS,
};
pub use clock::{Clock, ManualClock, SystemClock};
pub use command::{Caller, Command, TableRef};
pub use fair_use::{FairUse, COMMAND_WINDOW_MS};
pub use history::{log, shown_record, PlayedGame, RecordFiles, Scope};
pub use lobby::Lobby;
pub use message::{Message, MessageKind, Recipient};
pub use mine::SeatedTable;
pub use offered::unknown_game;
pub use tables::{Answer, MoveOption, Reloads, Tables};
