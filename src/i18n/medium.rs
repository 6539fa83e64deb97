//! Where a text is read. Most messages read the same everywhere; one that tells people
//! what to type says it for the terminal in its `.terminal` attribute, which local mode
//! renders instead of the message's value (slash commands and buttons there, typed words
//! here). The table layer says one thing; the transport picks how it reads.

/// Where a person reads a text.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Medium {
    /// A chat with slash commands and buttons: every message's value.
    #[default]
    Chat,
    /// The terminal of local mode, where people type words (`back`, `rules`, a move): a
    /// message's `.terminal` attribute where it has one, else its value.
    Terminal,
}

impl Medium {
    /// The attribute that holds a message's text in this medium, if it has its own.
    pub(super) fn attribute(self) -> Option<&'static str> {
        match self {
            Medium::Chat => None,
            Medium::Terminal => Some("terminal"),
        }
    }
}
