//! The slash commands, as defined in `commands/*.json`, and the paths the bot handles.

use serde_json::Value;

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/commands.rs"));
}

/// Every invocable command path the handler serves: a command, or a command and its
/// subcommand. A test checks this against `commands/`.
pub const HANDLED_PATHS: &[&str] = &[
    "game new",
    "game join",
    "game leave",
    "game start",
    "game status",
    "game bot",
    "game stop",
    "game kick",
    "game away",
    "game back",
    "game nudge",
    "game watch",
    "game mine",
    "game history",
    "game record",
    "play",
    "hand",
    "rules",
    "stats",
    "leaderboard",
    "settings language",
    "settings posts",
    "settings reminder_wait",
    "settings threads",
    "settings reminders",
    "settings pictures",
];

/// The command definitions to register, parsed from the embedded JSON files.
pub fn definitions() -> Result<Vec<Value>, serde_json::Error> {
    embedded::COMMANDS
        .iter()
        .map(|(_, json)| serde_json::from_str(json))
        .collect()
}
