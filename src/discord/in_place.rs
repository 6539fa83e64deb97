//! Whether a control's answer may replace the message it sits on (Discord's UPDATE_MESSAGE,
//! response type 7). Any client can send an interaction naming any control on any message
//! it sees, so a control's custom id proves nothing about the message: an answer only the
//! caller should see (a menu of their moves, a page of the rules) replaces the message
//! only when that message is the caller's own ephemeral one — flagged EPHEMERAL, and made
//! by an interaction of the caller. Anywhere else, above all on the public table message,
//! the answer is a new message only the caller sees, and the message stays as it is.

use serde_json::{json, Value};
use serenity::all::{ComponentInteraction, MessageFlags, MessageInteractionMetadata, UserId};

/// Discord's flag for a message only the caller sees.
const EPHEMERAL: u64 = 64;

/// `data` as the answer to `component`: in place of the message the control sits on
/// when that is the caller's own ephemeral message, else as a new message only the
/// caller sees.
pub fn answer(component: &ComponentInteraction, data: Value) -> Value {
    let message = &component.message;
    let ephemeral = message
        .flags
        .is_some_and(|flags| flags.contains(MessageFlags::EPHEMERAL));
    let made_for = message
        .interaction_metadata
        .as_deref()
        .and_then(interaction_user);
    if ephemeral && made_for == Some(component.user.id) {
        return json!({ "type": 7, "data": data });
    }
    let mut data = data;
    data["flags"] = json!(EPHEMERAL);
    json!({ "type": 4, "data": data })
}

/// The user whose interaction made a message.
fn interaction_user(metadata: &MessageInteractionMetadata) -> Option<UserId> {
    match metadata {
        MessageInteractionMetadata::Command(made) => Some(made.user.id),
        MessageInteractionMetadata::Component(made) => Some(made.user.id),
        MessageInteractionMetadata::ModalSubmit(made) => Some(made.user.id),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A click by `clicker` on a message with `flags`, made by an interaction of `maker`
    /// (none: a message the bot posted itself).
    fn click(clicker: u64, flags: u64, maker: Option<u64>) -> ComponentInteraction {
        let user = |id: u64| json!({ "id": id.to_string(), "username": "u", "discriminator": "0", "avatar": null });
        let mut message = json!({
            "id": "50", "channel_id": "7", "author": user(1), "content": "",
            "timestamp": "2026-01-01T00:00:00.000000+00:00", "edited_timestamp": null,
            "tts": false, "mention_everyone": false, "mentions": [], "mention_roles": [],
            "attachments": [], "embeds": [], "pinned": false, "type": 0, "flags": flags,
        });
        if let Some(maker) = maker {
            message["interaction_metadata"] = json!({
                "id": "40", "type": 3, "user": user(maker),
                "authorizing_integration_owners": { "0": "4000" },
                "interacted_message_id": "30",
            });
        }
        serde_json::from_value(json!({
            "id": "60", "application_id": "321", "type": 3, "token": "t",
            "data": { "custom_id": "table:7:g5:page1", "component_type": 2 },
            "channel_id": "7", "user": user(clicker), "message": message,
            "version": 1, "locale": "en-US", "entitlements": [],
            "authorizing_integration_owners": { "0": "4000" },
            "attachment_size_limit": 1024,
        }))
        .expect("a component interaction serenity reads")
    }

    fn menu() -> Value {
        json!({ "embeds": [{ "description": "Your hand" }], "flags": EPHEMERAL })
    }

    #[test]
    fn only_the_callers_own_ephemeral_message_is_replaced() {
        let own = answer(&click(9, EPHEMERAL, Some(9)), menu());
        assert_eq!(own["type"], 7, "{own}");
    }

    #[test]
    fn a_public_message_or_someone_elses_gets_a_new_private_message_instead() {
        for (what, forged) in [
            ("the public table message", click(9, 0, None)),
            ("a public answer to the caller", click(9, 0, Some(9))),
            (
                "someone else's ephemeral message",
                click(9, EPHEMERAL, Some(8)),
            ),
            (
                "an ephemeral message of no interaction",
                click(9, EPHEMERAL, None),
            ),
        ] {
            let answered = answer(&forged, json!({ "embeds": [] }));
            assert_eq!(answered["type"], 4, "{what}: {answered}");
            assert_eq!(answered["data"]["flags"], EPHEMERAL, "{what}: {answered}");
        }
    }
}
