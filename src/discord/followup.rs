//! Pings as follow-ups of the interaction that caused them. A quiet channel's ping post
//! (see ARCHITECTURE.md, "Quiet channels") is made through the webhook of the command's
//! interaction (`POST /webhooks/{application}/{token}`) and later deleted through it
//! (`DELETE /webhooks/{application}/{token}/messages/{id}`): interaction webhooks are not
//! bound by the bot's global rate limit, so a turn that changes costs none of it. A token
//! is valid for 15 minutes after its interaction; after [`VALID_MS`], for a ping of the
//! clock (which has no interaction) and of a control clicked in a DM (whose webhook posts
//! in the DM), the channel routes are used as before.
//!
//! Discord takes no follow-up before the interaction's response and makes the first one
//! after a deferral the deferred response itself, so the ping waits until the response is
//! complete (`parcel::ping_key`, hastened by the handler). A follow-up carries no nonce, so
//! a try whose answer was lost (a crash between Discord's answer and the commit, a request
//! that timed out) cannot ask Discord for the message it made: the sender notes each
//! follow-up before it asks for it, and a later try first looks for it among the channel's
//! last messages ([`lookup_path`], [`made_by`]).

use super::responder::Responder;
use crate::store::Followup;
use serde_json::Value;

/// How long after its interaction the bot uses a token: Discord's 15 minutes less one, for
/// the interaction's way to the bot and the clocks of processes sharing a store.
pub const VALID_MS: i64 = 14 * 60 * 1000;

/// How many of a channel's last messages are searched for a follow-up whose answer was
/// lost (Discord's default page).
const LOOKUP_LIMIT: u32 = 50;

/// The webhook of the interaction `responder` answers, received at `now`.
pub fn of(responder: &Responder, now: i64) -> Followup {
    Followup {
        application: responder.application(),
        interaction: responder.id().get(),
        token: responder.token().to_owned(),
        expires_at: now.saturating_add(VALID_MS),
    }
}

/// Where a follow-up of `followup`'s interaction is posted.
pub fn post_path(followup: &Followup) -> String {
    format!("/webhooks/{}/{}", followup.application, followup.token)
}

/// Where the follow-up `message` of `followup`'s interaction is deleted.
pub fn message_path(followup: &Followup, message: u64) -> String {
    format!("{}/messages/{message}", post_path(followup))
}

/// Where the last messages of `channel` are read, to find a follow-up whose answer was
/// lost (this needs the Read Message History permission: without it, Discord lists none).
pub fn lookup_path(channel: u64) -> String {
    format!("/channels/{channel}/messages?limit={LOOKUP_LIMIT}")
}

/// Whether `message` (as Discord lists it) is a ping post made as a follow-up of
/// `followup`'s interaction, showing `content` when that is known: a public message of
/// that interaction, with text and without embeds or controls.
pub fn made_by(message: &Value, followup: &Followup, content: Option<&str>) -> bool {
    let metadata = &message["interaction_metadata"];
    let of_interaction = metadata["id"].as_str() == Some(&followup.interaction.to_string());
    let public = message["flags"].as_u64().unwrap_or(0) & super::respond::EPHEMERAL == 0;
    let plain = [&message["embeds"], &message["components"]]
        .iter()
        .all(|list| list.as_array().is_none_or(Vec::is_empty));
    let shows = match content {
        Some(content) => message["content"].as_str() == Some(content),
        None => message["content"].as_str().is_some_and(|c| !c.is_empty()),
    };
    of_interaction && public && plain && shows
}

/// The id of a message as Discord answers it.
pub fn id_of(message: &Value) -> Option<u64> {
    message["id"].as_str().and_then(|id| id.parse().ok())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn followup() -> Followup {
        Followup {
            application: 321,
            interaction: 1_000_000_000_005,
            token: "tok".into(),
            expires_at: 0,
        }
    }

    #[test]
    fn paths_name_the_application_the_token_and_the_message() {
        assert_eq!(post_path(&followup()), "/webhooks/321/tok");
        assert_eq!(
            message_path(&followup(), 77),
            "/webhooks/321/tok/messages/77"
        );
        assert_eq!(lookup_path(7), "/channels/7/messages?limit=50");
    }

    #[test]
    fn a_lost_follow_up_is_known_by_its_interaction_and_its_text() {
        let ping = json!({
            "id": "88",
            "content": "<@2>, your turn.",
            "flags": 0,
            "embeds": [],
            "components": [],
            "interaction_metadata": { "id": "1000000000005", "type": 2 },
        });
        assert!(made_by(&ping, &followup(), Some("<@2>, your turn.")));
        assert!(made_by(&ping, &followup(), None));
        assert_eq!(id_of(&ping), Some(88));
        assert!(!made_by(&ping, &followup(), Some("<@3>, your turn.")));
        let other = Followup {
            interaction: 1_000_000_000_006,
            ..followup()
        };
        assert!(!made_by(&ping, &other, None), "another interaction");
        let mut private = ping.clone();
        private["flags"] = json!(64);
        assert!(
            !made_by(&private, &followup(), None),
            "only its caller sees it"
        );
        let mut news = ping;
        news["embeds"] = json!([{ "description": "<@1> takes the trick." }]);
        assert!(!made_by(&news, &followup(), None), "a post of news");
    }
}
