//! Turn reminders as Discord direct messages: what the table layer says, where the table
//! is (the channel as a mention), when the time runs out (a timestamp each reader sees in
//! their own time zone), and a link button that jumps to the table message. The link is
//! added when the reminder is sent, since the table message may be posted anew meanwhile.

use super::respond::{clip, deadline_line, embed, Setting};
use crate::engine::{Arg, Text};
use crate::i18n::Lang;
use crate::table::ChannelId;
use serde_json::{json, Value};

/// Discord's limit for a button label.
const LABEL_LIMIT: usize = 80;

/// A reminder ready to store: the direct message without its link, and the label of the
/// link button, both in the recipient's language.
#[derive(Clone, Debug, PartialEq)]
pub struct Reminder {
    /// The message, as Discord JSON.
    pub message: Value,
    /// The label of the button that jumps to the table.
    pub jump_label: String,
}

/// The reminder whose table-layer text renders as `body`, for a reader of `lang`.
pub fn reminder(body: &str, lang: Lang, setting: &Setting<'_>) -> Reminder {
    let render = |text: &Text| setting.localizer.render(lang, text, &|s| s.to_string());
    let mut lines = vec![
        body.to_owned(),
        render(&Text::new("discord-reminder-where").arg(
            "channel",
            Arg::Verbatim(format!("<#{}>", setting.channel.0)),
        )),
    ];
    lines.extend(deadline_line(setting, lang));
    Reminder {
        message: json!({
            "embeds": [embed(&lines.join("\n"))],
            "allowed_mentions": { "parse": [] },
        }),
        jump_label: clip(&render(&Text::new("discord-reminder-jump")), LABEL_LIMIT),
    }
}

/// Where a link to the table of `channel` in the server `guild` leads: its table message
/// when known, else the channel.
pub fn jump_url(guild: u64, channel: ChannelId, table_message: Option<u64>) -> String {
    match table_message {
        Some(message) => format!(
            "https://discord.com/channels/{guild}/{}/{message}",
            channel.0
        ),
        None => format!("https://discord.com/channels/{guild}/{}", channel.0),
    }
}

/// `message` with a link button labelled `label` that opens `url`.
pub fn with_jump(mut message: Value, label: &str, url: &str) -> Value {
    message["components"] = json!([{
        "type": 1,
        "components": [{ "type": 2, "style": 5, "label": label, "url": url }],
    }]);
    message
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Localizer;
    use crate::table::Phase;

    fn setting(deadline: Option<i64>) -> Setting<'static> {
        Setting {
            localizer: Localizer::global(),
            channel: ChannelId(7),
            lang: Lang::En,
            phase: Phase::Playing,
            opened: false,
            deadline,
            shown: None,
            ended: None,
            parent: None,
        }
    }

    #[test]
    fn a_reminder_names_the_channel_and_the_deadline_and_pings_nobody() {
        let reminder = reminder("Your turn.", Lang::Hu, &setting(Some(90_500)));
        let text = reminder.message["embeds"][0]["description"]
            .as_str()
            .unwrap();
        assert!(text.starts_with("Your turn.\n"), "{text}");
        assert!(text.contains("<#7>"), "{text}");
        assert!(text.contains("<t:90:R>"), "{text}");
        assert_eq!(reminder.message["allowed_mentions"]["parse"], json!([]));
        assert!(!reminder.jump_label.is_empty());
        let without_clock = super::reminder("Your turn.", Lang::En, &setting(None));
        let text = without_clock.message["embeds"][0]["description"].to_string();
        assert!(!text.contains("<t:"), "{text}");
    }

    #[test]
    fn the_jump_link_leads_to_the_table_message_or_else_the_channel() {
        assert_eq!(
            jump_url(1, ChannelId(2), Some(3)),
            "https://discord.com/channels/1/2/3"
        );
        assert_eq!(
            jump_url(1, ChannelId(2), None),
            "https://discord.com/channels/1/2"
        );
        let message = with_jump(json!({ "embeds": [] }), "Go", "https://x");
        let button = &message["components"][0]["components"][0];
        assert_eq!(button["style"], 5);
        assert_eq!(button["url"], "https://x");
        assert_eq!(button["label"], "Go");
    }
}
