//! What a person chooses for themselves, wherever they play: whether they want reminders
//! of their turns, and pictures with their hands and answers.

use super::{Caller, Message, MessageKind, Recipient, Tables};
use crate::engine::Text;
use crate::store::Write;

impl Tables {
    /// Turns the caller's turn reminders on or off, and answers them.
    pub async fn set_reminders(&self, caller: &Caller, on: bool) -> Message {
        let write = Write::Reminders {
            user: caller.user,
            on,
        };
        let said = if on {
            "table-reminders-on"
        } else {
            "table-reminders-off"
        };
        self.choose(caller, write, said).await
    }

    /// Turns pictures with the caller's hands and answers on or off, and answers them.
    pub async fn set_pictures(&self, caller: &Caller, on: bool) -> Message {
        let write = Write::Pictures {
            user: caller.user,
            on,
        };
        let said = if on {
            "table-my-pictures-on"
        } else {
            "table-my-pictures-off"
        };
        self.choose(caller, write, said).await
    }

    /// Stores a person's choice and answers `said`, or that it could not be stored.
    async fn choose(&self, caller: &Caller, write: Write, said: &'static str) -> Message {
        if let Err(e) = self.store().write(vec![write]).await {
            tracing::error!(user = caller.user.0, error = %e, "cannot store a person's setting");
            return Message::refusal(caller.lang, Text::new("table-store-failed"));
        }
        Message {
            to: Recipient::Caller,
            kind: MessageKind::Reply,
            lang: caller.lang,
            texts: vec![Text::new(said)],
            picture: None,
            pings: Vec::new(),
        }
    }
}
