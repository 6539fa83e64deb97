use super::UserId;
use crate::engine::{Picture, Text};
use crate::i18n::{Lang, Localizer, Medium};

/// Where a message goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Recipient {
    /// The channel, for everybody.
    Channel,
    /// Only the caller, as an answer to their command (ephemeral on Discord).
    Caller,
    /// One player, privately (a direct message on Discord).
    User(UserId),
}

/// What a message is, so a transport can present each kind well.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MessageKind {
    /// The answer to a command that was carried out.
    Reply,
    /// A command was refused; nothing changed.
    Refusal,
    /// What happened at the table: plays, tricks, scores, lobby changes.
    News,
    /// The public state of the table (a transport may keep one message updated).
    Board,
    /// Whose turn it is (a transport may notify the players it names).
    Turn,
    /// A player's private hand.
    Hand,
    /// Whose turn it is, as a short-lived post in a quiet channel: a transport keeps only
    /// the latest and removes it once those it names have acted. One without texts only
    /// removes the last.
    Ping,
    /// The public results of a trick, round or step, for one person who follows the game
    /// without playing it.
    Watch,
    /// A reminder, for one person, that the game waits for them (a transport may send it
    /// with a link to the table, or leave it out where the person is at the table anyway).
    Reminder,
    /// How a game played in a thread ended, for the channel the thread was opened in.
    Summary,
}

/// A message to send, as data: texts (seats already named), the language of its
/// recipient and perhaps a picture. A transport renders it with [`Message::render`] when
/// it builds what it sends; the texts say everything the picture shows.
#[derive(Clone, Debug, PartialEq)]
pub struct Message {
    /// Where it goes.
    pub to: Recipient,
    /// What it is.
    pub kind: MessageKind,
    /// The language of its recipient.
    pub lang: Lang,
    /// What it says, one line per text.
    pub texts: Vec<Text>,
    /// What it shows as a picture (seats already named; localized by the transport), if
    /// the game describes one and pictures are on where it goes.
    pub picture: Option<Picture>,
    /// The people it notifies (a transport pings them: a turn line, a ping post); anyone
    /// else its texts name is named without a notification.
    pub pings: Vec<UserId>,
}

impl Message {
    /// A refusal for the caller: `why`, in `lang`.
    pub fn refusal(lang: Lang, why: Text) -> Message {
        Message {
            to: Recipient::Caller,
            kind: MessageKind::Refusal,
            lang,
            texts: vec![why],
            picture: None,
            pings: Vec::new(),
        }
    }

    /// The message as text, one line per item, as it reads in a chat.
    pub fn render(&self, localizer: &Localizer) -> String {
        self.render_in(localizer, Medium::Chat)
    }

    /// The message as text, one line per item, as it reads in `medium`.
    pub fn render_in(&self, localizer: &Localizer, medium: Medium) -> String {
        self.texts
            .iter()
            .map(|text| localizer.render_in(medium, self.lang, text, &|seat| seat.to_string()))
            .collect::<Vec<_>>()
            .join("\n")
    }
}
