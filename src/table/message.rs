use super::UserId;

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
}

/// A message to send, already in its recipient's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    /// Where it goes.
    pub to: Recipient,
    /// What it is.
    pub kind: MessageKind,
    /// The text, one line per item.
    pub body: String,
}
