//! Pictures on Discord. Until a message is sent, its picture travels with it as data (a
//! localized [`Picture`] under [`KEY`] in the message's JSON, stored so in the outbox);
//! whoever sends it takes the picture out ([`take`]), draws it through the shared
//! [`Cache`] ([`draw`]) and uploads the PNG as the message's one attachment, which its
//! first embed shows ([`show`]). The text of the message stays whole: the picture only
//! adds to it.

use crate::engine::Picture;
use crate::render::{Cache, Png};
use serde_json::{json, Value};
use std::sync::Arc;

/// Where a message's picture waits in its JSON until it is sent (never sent to Discord).
const KEY: &str = "gametable_picture";
/// The file name of every picture the bot uploads.
pub const FILENAME: &str = "picture.png";
/// The largest picture the bot uploads; a larger one is left out (and logged).
pub const MAX_BYTES: usize = 100 * 1024;
/// How many drawn pictures the process keeps, by content.
pub const CACHED: usize = 256;

/// `message` with `picture` to show once it is sent (none: unchanged).
pub fn with(mut message: Value, picture: Option<Picture<String>>) -> Value {
    if let Some(picture) = picture.and_then(|p| serde_json::to_value(p).ok()) {
        message[KEY] = picture;
    }
    message
}

/// Whether `message` carries a picture to show.
pub fn has(message: &Value) -> bool {
    message.get(KEY).is_some()
}

/// Takes the picture out of `message`, leaving what Discord reads. A stored picture that
/// cannot be read back is dropped (and logged): the text goes without it.
pub fn take(message: &mut Value) -> Option<Picture<String>> {
    let stored = message.as_object_mut()?.remove(KEY)?;
    match serde_json::from_value(stored) {
        Ok(picture) => Some(picture),
        Err(e) => {
            tracing::warn!(error = %e, "an unreadable picture; sent without it");
            None
        }
    }
}

/// The PNG of `picture`, drawn once per content; none (logged) when it cannot be drawn
/// or is larger than [`MAX_BYTES`].
pub fn draw(cache: &Cache, picture: &Picture<String>) -> Option<Arc<Png>> {
    match cache.png(picture) {
        Ok(png) if png.bytes.len() <= MAX_BYTES => Some(png),
        Ok(png) => {
            tracing::warn!(
                bytes = png.bytes.len(),
                "a picture is too large to upload; sent without it"
            );
            None
        }
        Err(e) => {
            tracing::warn!(error = %e, "cannot draw a picture; sent without it");
            None
        }
    }
}

/// Makes `message` show the file it is sent with ([`FILENAME`], uploaded as `files[0]`):
/// its one attachment, shown in its first embed. The id of a new attachment is the index
/// of its file, a string as Discord's OpenAPI says (a snowflake's type).
pub fn show(message: &mut Value) {
    message["attachments"] = json!([{ "id": "0", "filename": FILENAME }]);
    show_in_embed(message);
}

/// Makes an edit of a message keep the picture it already shows (the attachment `id`),
/// with no new upload.
pub fn keep(message: &mut Value, id: &str) {
    message["attachments"] = json!([{ "id": id }]);
    show_in_embed(message);
}

/// Makes an edit of a message drop the picture it may show.
pub fn drop_shown(message: &mut Value) {
    message["attachments"] = json!([]);
}

/// The id of the picture a message Discord returned carries, if any.
pub fn attachment_id(message: &Value) -> Option<String> {
    message["attachments"]
        .as_array()?
        .iter()
        .find(|a| a["filename"] == FILENAME)
        .and_then(|a| a["id"].as_str().map(str::to_owned))
}

fn show_in_embed(message: &mut Value) {
    if let Some(embed) = message["embeds"].get_mut(0) {
        embed["image"] = json!({ "url": format!("attachment://{FILENAME}") });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Hue;

    fn picture() -> Picture<String> {
        Picture {
            width: 10,
            height: 10,
            background: Hue::Felt,
            items: Vec::new(),
        }
    }

    #[test]
    fn a_picture_rides_in_the_message_until_it_is_taken_out() {
        let mut message = with(
            json!({ "embeds": [{ "description": "x" }] }),
            Some(picture()),
        );
        assert!(has(&message));
        assert_eq!(take(&mut message), Some(picture()));
        assert!(!has(&message));
        assert_eq!(message, json!({ "embeds": [{ "description": "x" }] }));
        assert_eq!(take(&mut message), None);
        assert_eq!(with(json!({}), None), json!({}));
    }

    #[test]
    fn a_shown_picture_is_the_one_attachment_and_the_embed_image() {
        let mut message = json!({ "embeds": [{ "description": "x" }] });
        show(&mut message);
        assert_eq!(
            message["attachments"],
            json!([{ "id": "0", "filename": FILENAME }])
        );
        assert_eq!(
            message["embeds"][0]["image"]["url"],
            "attachment://picture.png"
        );
        keep(&mut message, "77");
        assert_eq!(message["attachments"], json!([{ "id": "77" }]));
        let sent = json!({ "attachments": [{ "id": "77", "filename": FILENAME }] });
        assert_eq!(attachment_id(&sent).as_deref(), Some("77"));
        drop_shown(&mut message);
        assert_eq!(message["attachments"], json!([]));
    }
}
