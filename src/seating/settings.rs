//! What a channel's moderators choose for its table, beyond its language.

use serde::{Deserialize, Serialize};

/// What a channel's table posts while a game is played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Posts {
    /// A post at the end of each trick or scoring step and for whatever a player must
    /// react to; single plays show on the table message, and whoever must act next is
    /// pinged by a short post that goes away once they have.
    #[default]
    Tricks,
    /// A post for every move.
    EveryMove,
}

impl Posts {
    /// Every choice, in the order people choose from.
    pub const ALL: [Posts; 2] = [Posts::Tricks, Posts::EveryMove];

    /// The choice's name in commands and storage.
    pub fn name(self) -> &'static str {
        match self {
            Posts::Tricks => "tricks",
            Posts::EveryMove => "every_move",
        }
    }

    /// The choice named `name`, if any.
    pub fn parse(name: &str) -> Option<Posts> {
        Posts::ALL.into_iter().find(|posts| posts.name() == name)
    }
}

/// How long someone must have done nothing at a channel's table before a turn reminder or
/// a nudge reaches them by direct message.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ReminderWait {
    /// Five minutes.
    #[serde(rename = "5m")]
    Minutes5,
    /// Ten minutes (the bot's default, unless its operator chose otherwise).
    #[serde(rename = "10m")]
    Minutes10,
    /// Thirty minutes.
    #[serde(rename = "30m")]
    Minutes30,
    /// An hour.
    #[serde(rename = "1h")]
    Hour1,
}

impl ReminderWait {
    /// Every choice, shortest first.
    pub const ALL: [ReminderWait; 4] = [
        ReminderWait::Minutes5,
        ReminderWait::Minutes10,
        ReminderWait::Minutes30,
        ReminderWait::Hour1,
    ];

    /// The choice's name in commands and storage.
    pub fn name(self) -> &'static str {
        match self {
            ReminderWait::Minutes5 => "5m",
            ReminderWait::Minutes10 => "10m",
            ReminderWait::Minutes30 => "30m",
            ReminderWait::Hour1 => "1h",
        }
    }

    /// The choice named `name`, if any.
    pub fn parse(name: &str) -> Option<ReminderWait> {
        ReminderWait::ALL
            .into_iter()
            .find(|wait| wait.name() == name)
    }

    /// How long, in minutes.
    pub fn minutes(self) -> i64 {
        match self {
            ReminderWait::Minutes5 => 5,
            ReminderWait::Minutes10 => 10,
            ReminderWait::Minutes30 => 30,
            ReminderWait::Hour1 => 60,
        }
    }
}

/// A channel's settings, stored together. Each is `None` until the channel's moderators
/// choose (the bot's default holds), so a setting added later reads as unset in channels
/// stored before it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ChannelSettings {
    /// What the table posts during a game.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub posts: Option<Posts>,
    /// Whether a game opened here is played in a thread of its own (`/game new` may
    /// choose otherwise).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub threads: Option<bool>,
    /// Whether the table shows pictures (its board, hands, final scores) besides the
    /// text (unset: it does).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pictures: Option<bool>,
    /// How long someone must have done nothing at the table before a turn reminder or a
    /// nudge reaches them by direct message (unset: the bot's default).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reminder_wait: Option<ReminderWait>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_old_rows_read_as_defaults() {
        for posts in Posts::ALL {
            assert_eq!(Posts::parse(posts.name()), Some(posts));
        }
        assert_eq!(Posts::parse("loud"), None);
        for wait in ReminderWait::ALL {
            assert_eq!(ReminderWait::parse(wait.name()), Some(wait));
        }
        assert_eq!(ReminderWait::parse("2m"), None);
        let old: ChannelSettings = serde_json::from_str("{}").unwrap();
        assert_eq!((old.posts, old.threads, old.pictures), (None, None, None));
        assert_eq!(old.reminder_wait, None);
        let stored = serde_json::to_string(&ChannelSettings {
            posts: Some(Posts::EveryMove),
            reminder_wait: Some(ReminderWait::Minutes30),
            ..ChannelSettings::default()
        })
        .unwrap();
        assert_eq!(stored, r#"{"posts":"every_move","reminder_wait":"30m"}"#);
    }
}
