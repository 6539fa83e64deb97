//! The webhook of an interaction, as a transport keeps it with the message it made there:
//! its follow-ups are posted and deleted through it, which costs nothing of the bot's
//! global rate limit, while its token is valid (Discord: 15 minutes).
//!
//! The token is a secret for as long as it is valid: it never shows in the `Debug` output
//! of a [`Followup`], and the outbox listing and the log leave it out.

use serde::{Deserialize, Serialize};

/// An interaction's webhook: whose application, which interaction, its token and when
/// the token is no longer to be used.
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Followup {
    /// The application the interaction was sent to.
    pub application: u64,
    /// The interaction.
    pub interaction: u64,
    /// The interaction's token (a secret while it is valid).
    pub token: String,
    /// When the token is no longer to be used, in milliseconds since the Unix epoch.
    pub expires_at: i64,
}

impl Followup {
    /// Whether the token may still be used at `now`.
    pub fn valid_at(&self, now: i64) -> bool {
        now < self.expires_at
    }
}

impl std::fmt::Debug for Followup {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Followup")
            .field("application", &self.application)
            .field("interaction", &self.interaction)
            .field("token", &"[redacted]")
            .field("expires_at", &self.expires_at)
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn followup() -> Followup {
        Followup {
            application: 321,
            interaction: 1_000_000_000_005,
            token: "aW50ZX.Jh-secret".into(),
            expires_at: 1_000,
        }
    }

    #[test]
    fn a_token_is_used_until_it_expires() {
        assert!(followup().valid_at(999));
        assert!(!followup().valid_at(1_000));
    }

    #[test]
    fn debug_output_hides_the_token_and_json_round_trips() {
        let shown = format!("{:?}", followup());
        assert!(!shown.contains("secret"), "{shown}");
        assert!(shown.contains("1000000000005"), "{shown}");
        let json = serde_json::to_value(followup()).unwrap();
        assert_eq!(
            serde_json::from_value::<Followup>(json).unwrap(),
            followup()
        );
    }
}
