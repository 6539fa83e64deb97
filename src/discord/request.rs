//! What an interaction asks for, read from Discord's payload: the only place that knows
//! command and option names.

use crate::ai::Level;
use crate::i18n::Lang;
use crate::table::{
    Caller, Command, LobbyWait, OnTimeout, Pace, Posts, ReminderWait, TurnClock, UserId,
};
use serenity::all::{CommandInteraction, Permissions, ResolvedOption, ResolvedValue};

/// What a slash command asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// A command for the table of the channel.
    Table(Command),
    /// The tables where the caller is seated, on every server (`/game mine`).
    Mine,
    /// Whether the caller wants reminders of their turns (`/settings reminders`).
    Reminders {
        /// On or off.
        on: bool,
    },
    /// Whether the caller wants pictures with their hands and answers (`/settings
    /// pictures for:me`).
    Pictures {
        /// On or off.
        on: bool,
    },
    /// The games that ended at the channel's table (`/game history`).
    History,
    /// A game's record and log (`/game record`): the id as typed, or none for the
    /// channel's game being played, else its last one.
    Record {
        /// The game id as typed.
        game: Option<String>,
    },
    /// A table command outside a server (in the DM with the bot), where there is no
    /// table to run it at.
    GuildOnly,
    /// The rule help of a game.
    Rules {
        /// The game id.
        game: String,
        /// The section key, or the first one.
        section: Option<String>,
        /// The language asked for, or the caller's.
        lang: Option<Lang>,
    },
    /// A player's ratings on the server (`/stats`).
    Stats {
        /// Whose: the caller's when none is named.
        player: Option<UserId>,
        /// Only this game's (a game id), or every game's.
        game: Option<String>,
    },
    /// The best players of a game on the server (`/leaderboard`).
    Leaderboard {
        /// The game id.
        game: String,
    },
}

/// The person behind an interaction, as the table layer sees them. Names are Discord
/// mentions, which render as the member's name everywhere. `permissions` are the member's
/// in the channel (none outside a server): `needs` makes them a moderator, and Create
/// Public Threads lets them have a game played in a thread of its own.
pub fn caller(
    user: UserId,
    locale: &str,
    guild: Option<(u64, Option<&str>)>,
    permissions: Option<Permissions>,
    needs: Permissions,
) -> Caller {
    Caller {
        user,
        name: format!("<@{}>", user.0),
        lang: Lang::negotiate(locale),
        moderator: permissions.is_some_and(|p| p.contains(needs)),
        may_open_threads: permissions
            .is_some_and(|p| p.contains(Permissions::CREATE_PUBLIC_THREADS)),
        community_lang: guild.and_then(|(_, locale)| locale).map(Lang::negotiate),
        community: guild.map(|(id, _)| id),
    }
}

/// The permission that makes a caller a moderator for this command.
pub fn moderator_permission(command: &CommandInteraction) -> Permissions {
    if command.data.name == "settings" {
        Permissions::MANAGE_CHANNELS
    } else {
        Permissions::MANAGE_MESSAGES
    }
}

fn string<'a>(options: &'a [ResolvedOption<'a>], name: &str) -> Option<&'a str> {
    options
        .iter()
        .find(|o| o.name == name)
        .and_then(|o| match o.value {
            ResolvedValue::String(s) => Some(s),
            _ => None,
        })
}

fn boolean(options: &[ResolvedOption<'_>], name: &str) -> Option<bool> {
    options
        .iter()
        .find(|o| o.name == name)
        .and_then(|o| match o.value {
            ResolvedValue::Boolean(b) => Some(b),
            _ => None,
        })
}

/// The subcommand chosen and its options.
fn subcommand<'a>(
    options: &'a [ResolvedOption<'a>],
) -> Option<(&'a str, &'a [ResolvedOption<'a>])> {
    options.iter().find_map(|o| match &o.value {
        ResolvedValue::SubCommand(inner) => Some((o.name, inner.as_slice())),
        _ => None,
    })
}

/// Reads `key=value key=value` table options; a word without `=` becomes a key with an
/// empty value, which the game then refuses with an explanation.
pub fn table_options(text: &str) -> Vec<(String, String)> {
    text.split([' ', ','])
        .filter(|word| !word.is_empty())
        .map(|word| match word.split_once('=') {
            Some((key, value)) => (key.to_owned(), value.to_owned()),
            None => (word.to_owned(), String::new()),
        })
        .collect()
}

/// The request of a slash command, or `None` for a command this bot does not define.
pub fn read(command: &CommandInteraction) -> Option<Request> {
    let options = command.data.options();
    let table = |c| Some(Request::Table(c));
    match command.data.name.as_str() {
        "game" => {
            let (sub, sub_options) = subcommand(&options)?;
            if sub == "mine" {
                return Some(Request::Mine);
            }
            if command.guild_id.is_none() {
                return Some(Request::GuildOnly);
            }
            match sub {
                "new" => table(Command::Open {
                    game: string(sub_options, "game")?.to_owned(),
                    options: string(sub_options, "options")
                        .map(table_options)
                        .unwrap_or_default(),
                    seated: true,
                    pace: Pace {
                        clock: string(sub_options, "clock")
                            .map_or(Ok(TurnClock::Off), str::parse)
                            .ok()?,
                        on_timeout: string(sub_options, "on_timeout")
                            .map_or(Ok(OnTimeout::Ai), str::parse)
                            .ok()?,
                        lobby: string(sub_options, "lobby")
                            .map_or(Ok(LobbyWait::default()), str::parse)
                            .ok()?,
                        stand_in: string(sub_options, "stand_in")
                            .map_or(Ok(Level::Strong), str::parse)
                            .ok()?,
                    },
                    thread: boolean(sub_options, "thread"),
                }),
                "away" => table(Command::Away),
                "back" => table(Command::Back),
                "nudge" => table(Command::Nudge),
                "watch" => table(Command::Watch {
                    follow: boolean(sub_options, "follow"),
                }),
                "join" => table(Command::Join),
                "leave" => table(Command::Leave),
                "start" => table(Command::Start),
                "status" => table(Command::Status),
                "bot" => table(Command::AddAi {
                    level: string(sub_options, "level")
                        .map_or(Ok(Level::Strong), str::parse)
                        .ok()?,
                }),
                "stop" => table(Command::Stop),
                "history" => Some(Request::History),
                "record" => Some(Request::Record {
                    game: string(sub_options, "game").map(str::to_owned),
                }),
                "kick" => sub_options.iter().find_map(|o| match o.value {
                    ResolvedValue::User(user, _) => Some(Request::Table(Command::Kick {
                        user: UserId(user.id.get()),
                    })),
                    _ => None,
                }),
                _ => None,
            }
        }
        "play" => table(Command::Play {
            notation: string(&options, "move")?.to_owned(),
        }),
        "hand" => table(Command::Hand),
        "rules" => Some(Request::Rules {
            game: string(&options, "game")?.to_owned(),
            section: string(&options, "section").map(str::to_owned),
            lang: string(&options, "language").and_then(|l| l.parse().ok()),
        }),
        "stats" | "leaderboard" if command.guild_id.is_none() => Some(Request::GuildOnly),
        "stats" => Some(Request::Stats {
            player: options.iter().find_map(|o| match o.value {
                ResolvedValue::User(user, _) if o.name == "player" => Some(UserId(user.id.get())),
                _ => None,
            }),
            game: string(&options, "game").map(str::to_owned),
        }),
        "leaderboard" => Some(Request::Leaderboard {
            game: string(&options, "game")?.to_owned(),
        }),
        "settings" => {
            let (sub, sub_options) = subcommand(&options)?;
            match sub {
                "reminders" => Some(Request::Reminders {
                    on: string(sub_options, "state")? == "on",
                }),
                "pictures" if string(sub_options, "for") != Some("channel") => {
                    Some(Request::Pictures {
                        on: string(sub_options, "state")? == "on",
                    })
                }
                _ if command.guild_id.is_none() => Some(Request::GuildOnly),
                "language" => table(Command::Language {
                    lang: string(sub_options, "language")?.parse().ok()?,
                }),
                "posts" => table(Command::Posts {
                    posts: Posts::parse(string(sub_options, "mode")?)?,
                }),
                "threads" => table(Command::Threads {
                    on: string(sub_options, "state")? == "on",
                }),
                "pictures" => table(Command::Pictures {
                    on: string(sub_options, "state")? == "on",
                }),
                "reminder_wait" => table(Command::ReminderWait {
                    wait: ReminderWait::parse(string(sub_options, "after")?)?,
                }),
                _ => None,
            }
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_options_read_key_value_words() {
        assert_eq!(
            table_options("tiebreak=play_on  hidden_leftovers=true"),
            vec![
                ("tiebreak".into(), "play_on".into()),
                ("hidden_leftovers".into(), "true".into())
            ]
        );
        assert_eq!(table_options("fast"), vec![("fast".into(), String::new())]);
        assert!(table_options("  ").is_empty());
    }

    #[test]
    fn callers_speak_their_locale_and_moderate_or_open_threads_with_the_right_permission() {
        let caller = caller(
            UserId(5),
            "hu",
            Some((77, Some("el"))),
            Some(Permissions::MANAGE_MESSAGES),
            Permissions::MANAGE_MESSAGES,
        );
        assert_eq!(caller.name, "<@5>");
        assert_eq!(caller.lang, Lang::Hu);
        assert_eq!(caller.community_lang, Some(Lang::El));
        assert_eq!(caller.community, Some(77));
        assert!(caller.moderator);
        assert!(!caller.may_open_threads);
        let opener = super::caller(
            UserId(5),
            "en-US",
            Some((77, None)),
            Some(Permissions::CREATE_PUBLIC_THREADS),
            Permissions::MANAGE_MESSAGES,
        );
        assert!(opener.may_open_threads && !opener.moderator);
        let settings = super::caller(
            UserId(5),
            "en-GB",
            None,
            Some(Permissions::MANAGE_MESSAGES),
            Permissions::MANAGE_CHANNELS,
        );
        assert!(!settings.moderator);
        assert_eq!(settings.lang, Lang::En);
    }
}
