use super::{GameId, Pace, Posts, ReminderWait, UserId};
use crate::ai::Level;
use crate::i18n::Lang;

/// Who sent a command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Caller {
    /// Their id.
    pub user: UserId,
    /// How the table names them.
    pub name: String,
    /// Their language (a Discord user's locale), for replies and private messages.
    pub lang: Lang,
    /// Whether they may moderate the channel (stop games, kick, set the language).
    pub moderator: bool,
    /// Whether they may have public threads opened in the channel (Discord's Create
    /// Public Threads): only then may they ask for a game in a thread of its own, unless
    /// the channel's moderators turned threads on.
    pub may_open_threads: bool,
    /// The language of the community the command comes from (a Discord server's locale),
    /// for public posts in a channel that has not chosen its own.
    pub community_lang: Option<Lang>,
    /// The community the command comes from (a Discord server), for links to the table.
    pub community: Option<u64>,
}

/// What a caller asks of a table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Open a lobby for a game with `key=value` options.
    Open {
        /// The game id (`boast`, …).
        game: String,
        /// Table options.
        options: Vec<(String, String)>,
        /// Whether the caller takes the first seat (a simulation opens tables it only
        /// fills with AI seats).
        seated: bool,
        /// The turn clock and what a timeout does.
        pace: Pace,
        /// Whether the game is played in a thread of its own (none: as the channel's
        /// settings say).
        thread: Option<bool>,
    },
    /// Open a new lobby for the game last played here, with its options and pace: the
    /// caller (one of its players) hosts and sits, the others are invited.
    Rematch {
        /// The game the rematch is asked for: refused once another one was played since.
        game: GameId,
    },
    /// Take a seat in the lobby.
    Join,
    /// Leave the lobby, or the game (an AI takes over the seat).
    Leave,
    /// Seat an AI player in the lobby (host only).
    AddAi {
        /// How well it plays.
        level: Level,
    },
    /// Start the game (host only).
    Start,
    /// Play a move, typed in the game's notation.
    Play {
        /// The move as typed.
        notation: String,
    },
    /// Let the AI play the caller's seat until they are back (holiday mode).
    Away,
    /// Take back the caller's seat from the AI.
    Back,
    /// Remind the people the game waits for that it is their turn (a seated player, at
    /// most once an hour per waiting seat).
    Nudge,
    /// Show the caller their hand and legal moves, privately.
    Hand,
    /// Show the table: lobby or game state.
    Status,
    /// Abandon the game or close the lobby (host or moderator).
    Stop,
    /// Remove a player (host or moderator); in a game an AI takes over the seat.
    Kick {
        /// Whom.
        user: UserId,
    },
    /// Set the channel's public language (moderator).
    Language {
        /// The language.
        lang: Lang,
    },
    /// Set what the channel's table posts during a game (moderator).
    Posts {
        /// The choice.
        posts: Posts,
    },
    /// Show the table's public view to the caller, seated or not; with `follow`, start or
    /// stop getting the game's public results by direct message.
    Watch {
        /// Whether to follow the game from now on (none: just look).
        follow: Option<bool>,
    },
    /// Set whether the channel's games are played in threads of their own (moderator).
    Threads {
        /// On or off.
        on: bool,
    },
    /// Set whether the channel's table shows pictures besides its text (moderator).
    Pictures {
        /// On or off.
        on: bool,
    },
    /// Set how long someone must have done nothing at the channel's table before a turn
    /// reminder or a nudge reaches them by direct message (moderator).
    ReminderWait {
        /// How long.
        wait: ReminderWait,
    },
    /// A command from a control of a message that showed the lobby or game `shown` (a
    /// button of a table message): carried out only while the table still holds that
    /// lobby or game, so an old message never acts on the current one.
    FromMessage {
        /// What the message showed.
        shown: TableRef,
        /// The command.
        command: Box<Command>,
    },
}

/// Which lobby or game of a channel a message shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TableRef {
    /// The lobby opened at this time (milliseconds since the Unix epoch; 0 when unknown).
    Lobby(i64),
    /// This game.
    Game(GameId),
}

impl Command {
    /// Opens a lobby for `game` with its default options at `pace`, the caller seated.
    pub fn open(game: &str, pace: Pace) -> Command {
        Command::Open {
            game: game.to_owned(),
            options: Vec::new(),
            seated: true,
            pace,
            thread: None,
        }
    }
}
