//! How the table layer's messages become Discord traffic: one interaction response
//! (public or ephemeral, or an acknowledgement of a table button), the table message to
//! show, extra channel posts and direct messages. Pure data, as Discord JSON.
//!
//! News too long for one message (the AI played a whole game in one command) is split
//! between lines over several posts, in order, the end (a game's result, its chart, the
//! Rematch button, whose turn it is) always in the last; so are a person's notices by
//! DM. A private answer too long for one message keeps its end.

use super::parts::{parts, tail};
use super::picture;
use crate::engine::{Picture, Text};
use crate::i18n::{Lang, Localizer};
use crate::table::{
    Answer, ChannelId, GameId, Message, MessageKind, Phase, Recipient, TableRef, UserId,
};
use serde_json::{json, Value};

/// Discord's limit for an embed description.
const EMBED_LIMIT: usize = 4096;
/// Discord's limit for the text of all the embeds of one message.
const EMBEDS_LIMIT: usize = 6000;
/// Discord's limit for message content.
const CONTENT_LIMIT: usize = 2000;
/// Discord's flag for a message only the caller sees.
pub(super) const EPHEMERAL: u64 = 64;
/// The accent colour of the bot's embeds.
pub(super) const COLOUR: u64 = 0x2e_8b_57;

/// Where an interaction came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// A slash command.
    Command,
    /// A button of the channel's table message.
    TableButton,
    /// The table's clock (a turn ran out): nobody to answer, everything is posted.
    Clock,
    /// A control of a direct message (the Play button under a hand): the caller is
    /// answered privately there (any refusal with the one refusal of DM controls), and the
    /// channel gets the public posts.
    Direct,
}

/// Everything one interaction makes the bot send.
#[derive(Debug, PartialEq)]
pub struct Plan {
    /// The interaction response.
    pub response: Value,
    /// The rest of a public response too long for one message: posted after it, in
    /// order.
    pub continued: Vec<Value>,
    /// Whether the response is visible only to the caller.
    pub private: bool,
    /// The table message to show, and whether to post it anew.
    pub board: Option<(Value, bool)>,
    /// Further posts in the channel.
    pub posts: Vec<Value>,
    /// Direct messages.
    pub direct: Vec<(UserId, Value)>,
    /// The public results for people who follow the game, by direct message.
    pub watch: Vec<(UserId, Value)>,
    /// Turn reminders for direct messages: to whom, the text, in their language.
    pub reminders: Vec<(UserId, String, Lang)>,
    /// What becomes of the channel's short-lived ping post.
    pub ping: PingChange,
    /// The summary line of a game that ended in a thread, for the channel the thread was
    /// opened in.
    pub summary: Option<Value>,
}

/// What becomes of a channel's short-lived post that pings whoever must act next.
#[derive(Debug, PartialEq)]
pub enum PingChange {
    /// It stays as it is.
    Keep,
    /// It goes: those it named have acted.
    Remove,
    /// It goes, and this post takes its place.
    Replace(Value),
}

/// What the plan needs to know besides the messages.
pub struct Setting<'a> {
    /// The texts.
    pub localizer: &'a Localizer,
    /// The channel.
    pub channel: ChannelId,
    /// The channel's public language.
    pub lang: Lang,
    /// The table's phase after the command.
    pub phase: Phase,
    /// Whether the command opened a new table (its table message is posted anew).
    pub opened: bool,
    /// When the people the game waits for run out of time, if the table has a clock.
    pub deadline: Option<i64>,
    /// The lobby or game the table holds, which its buttons name.
    pub shown: Option<TableRef>,
    /// The game the command ended, if it ended one: its end offers a rematch.
    pub ended: Option<GameId>,
    /// The channel the table's thread was opened in, if it is a game's thread.
    pub parent: Option<ChannelId>,
}

impl<'a> Setting<'a> {
    /// What planning the traffic of a table's `answer` in `channel` needs to know;
    /// `opened` when the command opened a new table (its table message is posted anew).
    pub fn of(localizer: &'a Localizer, channel: ChannelId, answer: &Answer, opened: bool) -> Self {
        Setting {
            localizer,
            channel,
            lang: answer.public_lang,
            phase: answer.phase,
            opened,
            deadline: answer.deadline,
            shown: answer.shown,
            ended: answer.ended,
            parent: answer.parent,
        }
    }
}

/// Plans the traffic for the messages of one command.
pub fn plan(messages: &[Message], source: Source, setting: &Setting<'_>) -> Plan {
    let rendered: Vec<(&Message, String)> = messages
        .iter()
        .map(|m| (m, m.render(setting.localizer)))
        .collect();
    let join = |to: Recipient, kind: MessageKind| {
        rendered
            .iter()
            .filter(|(m, _)| m.to == to && m.kind == kind)
            .map(|(_, body)| body.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    };
    // A message's picture, in its reader's language.
    let drawn = |m: &Message| -> Option<Picture<String>> {
        let words = |text: &Text| setting.localizer.render(m.lang, text, &|s| s.to_string());
        m.picture.as_ref().map(|p| p.localize(words))
    };
    let picture_of = |to: Recipient, kind: Option<MessageKind>| {
        messages
            .iter()
            .rev()
            .filter(|m| m.to == to && kind.is_none_or(|k| m.kind == k))
            .find_map(drawn)
    };
    // Whom the channel's turn lines notify: the table layer decided.
    let turn_pings: Vec<UserId> = messages
        .iter()
        .filter(|m| m.to == Recipient::Channel && m.kind == MessageKind::Turn)
        .flat_map(|m| m.pings.iter().copied())
        .collect();
    // The end of a game shows its chart with the news, under its last part.
    let public = |turn: &str, news: &str| {
        let picture = picture_of(Recipient::Channel, Some(MessageKind::News));
        let picture = picture.filter(|_| !news.is_empty());
        let mut posts = public(turn, news, &turn_pings);
        if let Some(last) = posts.pop() {
            posts.push(picture::with(last, picture));
        }
        posts
    };
    let private_answer = |text: &str| {
        let mut answer = private_answer(text);
        let picture = picture_of(Recipient::Caller, None);
        answer["data"] = picture::with(answer["data"].take(), picture);
        answer
    };
    let news = join(Recipient::Channel, MessageKind::News);
    let summary = join(Recipient::Channel, MessageKind::Summary);
    let turn = join(Recipient::Channel, MessageKind::Turn);
    let board = rendered
        .iter()
        .rev()
        .find(|(m, _)| m.to == Recipient::Channel && m.kind == MessageKind::Board)
        .map(|(m, body)| picture::with(table_message(body, setting), drawn(m)));
    let mut for_caller: Vec<&str> = rendered
        .iter()
        .filter(|(m, _)| m.to == Recipient::Caller)
        .map(|(_, body)| body.as_str())
        .collect();
    // The table shown to the caller (`/game status`) says when the time runs out too.
    let caller_deadline = rendered
        .iter()
        .find(|(m, _)| m.to == Recipient::Caller && m.kind == MessageKind::Board)
        .and_then(|(m, _)| deadline_line(setting, m.lang));
    if let Some(line) = &caller_deadline {
        for_caller.push(line);
    }
    let refused = messages.iter().any(|m| m.kind == MessageKind::Refusal);
    let direct = rendered
        .iter()
        .filter(|(m, _)| !matches!(m.kind, MessageKind::Reminder | MessageKind::Watch))
        .filter_map(|(m, body)| match m.to {
            Recipient::User(user) => {
                let mut messages = direct_messages(body, m.lang, setting);
                if let Some(last) = messages.pop() {
                    messages.push(picture::with(last, drawn(m)));
                }
                Some(messages.into_iter().map(move |message| (user, message)))
            }
            _ => None,
        })
        .flatten()
        .collect();
    let watch = rendered
        .iter()
        .filter(|(m, _)| m.kind == MessageKind::Watch)
        .filter_map(|(m, body)| match m.to {
            Recipient::User(user) => Some(
                parts(body, EMBED_LIMIT)
                    .into_iter()
                    .map(move |part| (user, json!({ "embeds": [embed(&part)] }))),
            ),
            _ => None,
        })
        .flatten()
        .collect();
    let reminders = rendered
        .iter()
        .filter(|(m, _)| m.kind == MessageKind::Reminder)
        .filter_map(|(m, body)| match m.to {
            Recipient::User(user) => Some((user, body.clone(), m.lang)),
            _ => None,
        })
        .collect();

    let ping = match rendered
        .iter()
        .find(|(m, _)| m.to == Recipient::Channel && m.kind == MessageKind::Ping)
    {
        None => PingChange::Keep,
        Some((m, _)) if m.texts.is_empty() => PingChange::Remove,
        Some((m, body)) => PingChange::Replace(turn_post(body, &m.pings)),
    };

    let mut plan = Plan {
        response: Value::Null,
        continued: Vec::new(),
        private: false,
        board: None,
        posts: Vec::new(),
        direct,
        watch,
        reminders,
        ping,
        summary: (!summary.is_empty() && setting.parent.is_some())
            .then(|| thread_summary(&summary, setting)),
    };
    match (source, board) {
        (Source::Direct, board) => {
            plan.board = board.map(|b| (b, false));
            if !turn.is_empty() || !news.is_empty() {
                plan.posts.extend(public(&turn, &news));
            }
            plan.private = true;
            let mut text: Vec<&str> = for_caller.clone();
            if text.is_empty() && !news.is_empty() {
                text.push(&news);
            }
            plan.response = match messages.iter().find(|m| m.kind == MessageKind::Refusal) {
                Some(refusal) => dm_control_refusal(setting.localizer, refusal.lang),
                None => private_answer(&text.join("\n")),
            };
        }
        (Source::Clock, board) => {
            plan.board = board.map(|b| (b, false));
            if !turn.is_empty() || !news.is_empty() {
                plan.posts.extend(public(&turn, &news));
            }
        }
        // The click is acknowledged and the message it sits on left alone (any client can
        // send a control on any message): the table message changes by the coalesced
        // edits of the outbox, which know which message it is.
        (Source::TableButton, Some(board)) if !refused => {
            plan.response = json!({ "type": 6 });
            plan.board = Some((board, false));
            if !turn.is_empty() {
                plan.posts.extend(public(&turn, &news));
            }
        }
        (_, board) => {
            plan.board = board.map(|b| (b, setting.opened));
            if refused || (news.is_empty() && turn.is_empty()) {
                plan.private = true;
                let text = if for_caller.is_empty() {
                    setting
                        .localizer
                        .render(setting.lang, &Text::new("discord-done"), &|s| s.to_string())
                } else {
                    for_caller.join("\n")
                };
                plan.response = private_answer(&text);
            } else {
                let mut posts = public(&turn, &news).into_iter();
                let first = posts.next().unwrap_or_default();
                plan.response = json!({ "type": 4, "data": first });
                plan.continued = posts.collect();
            }
        }
    }
    if let (Some(game), Phase::Empty) = (setting.ended, setting.phase) {
        offer_rematch(&mut plan, game, setting);
    }
    plan
}

/// Puts a Rematch button under the public post that tells how `game` ended: the last part
/// of the interaction's public answer, else the last post.
fn offer_rematch(plan: &mut Plan, game: GameId, setting: &Setting<'_>) {
    let label =
        setting
            .localizer
            .render(setting.lang, &Text::new("discord-button-rematch"), &|s| {
                s.to_string()
            });
    let row = json!([{ "type": 1, "components": [{
        "type": 2,
        "style": 1,
        "label": label,
        "custom_id": custom_id(setting.channel, Some(TableRef::Game(game)), "rematch"),
    }]}]);
    if let Some(post) = plan.continued.last_mut() {
        post["components"] = row;
    } else if plan.response["type"] == 4 && !plan.private {
        plan.response["data"]["components"] = row;
    } else if let Some(post) = plan.posts.last_mut() {
        post["components"] = row;
    }
}

/// The summary line of a game played in a thread, with a link to the thread; it pings
/// nobody.
fn thread_summary(summary: &str, setting: &Setting<'_>) -> Value {
    let text = Text::new("discord-thread-summary")
        .arg("summary", crate::engine::Arg::Verbatim(summary.to_owned()))
        .arg(
            "thread",
            crate::engine::Arg::Verbatim(format!("<#{}>", setting.channel.0)),
        );
    let line = setting
        .localizer
        .render(setting.lang, &text, &|s| s.to_string());
    json!({
        "content": clip(&line, CONTENT_LIMIT),
        "allowed_mentions": { "parse": [] },
    })
}

/// Direct messages: `body` in embeds, in as many messages as it takes, the last with,
/// during a game, a Play button that opens the reader's menu of moves right there.
fn direct_messages(body: &str, lang: Lang, setting: &Setting<'_>) -> Vec<Value> {
    let mut messages: Vec<Value> = parts(body, EMBED_LIMIT)
        .iter()
        .map(|part| json!({ "embeds": [embed(part)] }))
        .collect();
    let Some(message) = messages.last_mut() else {
        return messages;
    };
    if let (Phase::Playing, Some(shown)) = (setting.phase, setting.shown) {
        let label = setting
            .localizer
            .render(lang, &Text::new("discord-button-play"), &|s| s.to_string());
        message["components"] = json!([{ "type": 1, "components": [{
            "type": 2,
            "style": 1,
            "label": label,
            "custom_id": custom_id(setting.channel, Some(shown), "play"),
        }]}]);
    }
    messages
}

/// The one answer of every refused control of the DM (see `dm_controls`), in `lang`, only
/// for the clicker.
pub fn dm_control_refusal(localizer: &Localizer, lang: Lang) -> Value {
    let text = localizer.render(lang, &Text::new("discord-dm-control-refused"), &|s| {
        s.to_string()
    });
    private_answer(&text)
}

/// An interaction response only the caller sees: `text` in embeds; when it is longer than
/// one message takes, its end (see [`tail`]).
pub fn private_answer(text: &str) -> Value {
    let embeds: Vec<Value> = parts(&tail(text, EMBEDS_LIMIT), EMBED_LIMIT)
        .iter()
        .map(|part| embed(part))
        .collect();
    json!({ "type": 4, "data": { "embeds": embeds, "flags": EPHEMERAL } })
}

/// Public posts: the news in embeds (mentions there show names without pinging), one per
/// post, in as many posts as it takes, and the turn line as the content of the last.
/// Only `pings` are pinged (whom the table decided the turn line notifies); anyone else it
/// names shows as a name, and never everyone or a role, whatever names contain; the posts
/// before the last ping nobody.
fn public(turn: &str, news: &str, pings: &[UserId]) -> Vec<Value> {
    if news.is_empty() {
        return vec![turn_post(turn, pings)];
    }
    let mut posts: Vec<Value> = parts(news, EMBED_LIMIT)
        .iter()
        .map(|part| {
            json!({
                "content": "",
                "embeds": [embed(part)],
                "allowed_mentions": { "parse": [] },
            })
        })
        .collect();
    if let Some(last) = posts.last_mut() {
        let turn = turn_post(turn, pings);
        last["content"] = turn["content"].clone();
        last["allowed_mentions"] = turn["allowed_mentions"].clone();
    }
    posts
}

/// A post of the turn line alone, pinging only `pings` (see [`public`]).
fn turn_post(turn: &str, pings: &[UserId]) -> Value {
    let mut pinged: Vec<String> = Vec::new();
    for user in pings {
        if !pinged.contains(&user.0.to_string()) {
            pinged.push(user.0.to_string());
        }
    }
    json!({
        "content": clip(turn, CONTENT_LIMIT),
        "allowed_mentions": { "users": pinged },
    })
}

/// An embed of the bot's colour showing `text` (clipped to Discord's limit).
pub fn embed(text: &str) -> Value {
    json!({ "description": clip(text, EMBED_LIMIT), "color": COLOUR })
}

/// The table message: the board and the buttons of the table's phase. It never pings.
fn table_message(board: &str, setting: &Setting<'_>) -> Value {
    let label = |id: &'static str| {
        setting
            .localizer
            .render(setting.lang, &Text::new(id), &|s| s.to_string())
    };
    let button = |action: &str, id: &'static str, style: u8| {
        json!({
            "type": 2,
            "style": style,
            "label": label(id),
            "custom_id": custom_id(setting.channel, setting.shown, action),
        })
    };
    let buttons = match setting.phase {
        Phase::Lobby => vec![
            button("join", "discord-button-join", 1),
            button("leave", "discord-button-leave", 2),
            button("bot", "discord-button-bot", 2),
            button("start", "discord-button-start", 3),
        ],
        Phase::Playing => vec![
            button("play", "discord-button-play", 1),
            button("hand", "discord-button-hand", 2),
        ],
        Phase::Empty => Vec::new(),
    };
    let components = if buttons.is_empty() {
        json!([])
    } else {
        json!([{ "type": 1, "components": buttons }])
    };
    let board = match deadline_line(setting, setting.lang) {
        Some(line) => format!("{board}\n\n{line}"),
        None => board.to_owned(),
    };
    json!({
        "content": "",
        "embeds": [embed(&board)],
        "components": components,
        "allowed_mentions": { "parse": [] },
    })
}

/// When the people the game waits for run out of time, in `lang`, as a Discord timestamp
/// each reader sees in their own time zone, counting down; none without a clock.
pub fn deadline_line(setting: &Setting<'_>, lang: Lang) -> Option<String> {
    let when = format!("<t:{}:R>", setting.deadline?.div_euclid(1000));
    let text = Text::new("discord-deadline").arg("when", crate::engine::Arg::Verbatim(when));
    Some(setting.localizer.render(lang, &text, &|s| s.to_string()))
}

/// A button's id: the table (channel), the lobby or game its message shows, and the
/// action, so buttons keep working after a restart and on any process, and only on
/// what they were made for.
pub fn custom_id(channel: ChannelId, shown: Option<TableRef>, action: &str) -> String {
    let shown = match shown {
        Some(TableRef::Lobby(opened_at)) => format!("l{opened_at}"),
        Some(TableRef::Game(game)) => format!("g{}", game.0),
        None => "-".to_owned(),
    };
    format!("table:{}:{shown}:{action}", channel.0)
}

/// A table button's id read back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableButton<'a> {
    /// The table's channel.
    pub channel: ChannelId,
    /// What its message showed (none on messages from before buttons named it).
    pub shown: Option<TableRef>,
    /// The action.
    pub action: &'a str,
}

/// Reads a table button's id back; `None` when it is not one.
pub fn parse_custom_id(id: &str) -> Option<TableButton<'_>> {
    let parts: Vec<&str> = id.split(':').collect();
    let (channel, shown, action) = match parts.as_slice() {
        ["table", channel, action] => (channel, None, action),
        ["table", channel, shown, action] => (channel, Some(parse_shown(shown)?), action),
        _ => return None,
    };
    Some(TableButton {
        channel: ChannelId(channel.parse().ok()?),
        shown,
        action,
    })
}

fn parse_shown(text: &str) -> Option<TableRef> {
    match text.split_at_checked(1)? {
        ("l", at) => Some(TableRef::Lobby(at.parse().ok()?)),
        ("g", id) => Some(TableRef::Game(GameId(id.parse().ok()?))),
        _ => None,
    }
}

/// The message that tells the channel a player does not accept direct messages.
pub fn dms_closed_notice(localizer: &Localizer, lang: Lang, user: UserId) -> Value {
    let text = Text::new("discord-dms-closed").arg(
        "player",
        crate::engine::Arg::Verbatim(format!("<@{}>", user.0)),
    );
    json!({
        "content": clip(&localizer.render(lang, &text, &|s| s.to_string()), CONTENT_LIMIT),
        "allowed_mentions": { "users": [user.0.to_string()] },
    })
}

/// `text` cut to `limit` characters, with an ellipsis when cut.
pub fn clip(text: &str, limit: usize) -> String {
    if text.chars().count() <= limit {
        return text.to_owned();
    }
    let mut clipped: String = text.chars().take(limit - 1).collect();
    clipped.push('…');
    clipped
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Arg;

    /// A message whose text is `body` as it is (through a message that shows its one
    /// argument unchanged).
    fn message(to: Recipient, kind: MessageKind, body: &str) -> Message {
        let text = Text::new("nyet-value-seat").arg("player", Arg::Verbatim(body.into()));
        Message {
            to,
            kind,
            lang: Lang::En,
            texts: vec![text],
            picture: None,
            pings: Vec::new(),
        }
    }

    /// `message` that notifies `pings`.
    fn pinging(mut message: Message, pings: &[u64]) -> Message {
        message.pings = pings.iter().copied().map(UserId).collect();
        message
    }

    /// A picture with one word, `id`, to localize.
    fn a_picture(id: &'static str) -> crate::engine::Picture {
        crate::engine::Picture {
            width: 20,
            height: 20,
            background: crate::engine::Hue::Felt,
            items: vec![crate::engine::Item::Label {
                x: 0.0,
                y: 10.0,
                text: Text::new(id),
                size: 10.0,
                hue: crate::engine::Hue::Ink,
                anchor: crate::engine::Anchor::Start,
                bold: false,
            }],
        }
    }

    fn with_picture(mut message: Message, id: &'static str) -> Message {
        message.picture = Some(a_picture(id));
        message
    }

    /// The one word of a message's picture, localized; none without a picture.
    fn picture_word(message: &Value) -> Option<String> {
        let mut message = message.clone();
        let shown = picture::take(&mut message)?;
        match &shown.items[0] {
            crate::engine::Item::Label { text, .. } => Some(text.clone()),
            _ => None,
        }
    }

    fn setting(phase: Phase) -> Setting<'static> {
        Setting {
            localizer: Localizer::global(),
            channel: ChannelId(7),
            lang: Lang::En,
            phase,
            opened: false,
            deadline: None,
            shown: Some(TableRef::Game(GameId(5))),
            ended: None,
            parent: None,
        }
    }

    #[test]
    fn a_move_answers_publicly_pings_only_the_turn_and_queues_the_board() {
        let messages = vec![
            message(Recipient::Caller, MessageKind::Reply, "You played r7."),
            message(Recipient::Channel, MessageKind::News, "<@1> plays red 7."),
            message(
                Recipient::Channel,
                MessageKind::Board,
                "Tower: red, blue, yellow.",
            ),
            message(Recipient::Channel, MessageKind::Turn, "Your turn, <@2>."),
        ];
        let plan = plan(&messages, Source::Command, &setting(Phase::Playing));
        assert!(!plan.private);
        assert_eq!(plan.response["type"], 4);
        assert_eq!(plan.response["data"]["content"], "Your turn, <@2>.");
        assert_eq!(
            plan.response["data"]["embeds"][0]["description"],
            "<@1> plays red 7."
        );
        assert!(plan.response["data"]["flags"].is_null());
        let (board, fresh) = plan.board.unwrap();
        assert!(!fresh);
        assert_eq!(board["allowed_mentions"]["parse"], json!([]));
        assert_eq!(
            board["components"][0]["components"][1]["custom_id"],
            "table:7:g5:hand"
        );
        assert!(plan.posts.is_empty() && plan.direct.is_empty());
    }

    #[test]
    fn a_post_pings_only_whom_the_table_chose_never_a_role_or_everyone() {
        let turn = "<@1> nudges <@2> and <@!3>, <@2> <@&99> @everyone";
        let post = turn_post(turn, &[UserId(2), UserId(3), UserId(2)]);
        assert_eq!(post["allowed_mentions"], json!({ "users": ["2", "3"] }));
        let held_back = turn_post("Waiting for <@2>.", &[]);
        assert_eq!(held_back["allowed_mentions"], json!({ "users": [] }));
        assert_eq!(held_back["content"], "Waiting for <@2>.", "still named");
    }

    #[test]
    fn a_turn_line_names_everyone_it_waits_for_and_pings_only_its_pings() {
        let messages = vec![
            message(Recipient::Channel, MessageKind::News, "<@1> is away."),
            pinging(
                message(
                    Recipient::Channel,
                    MessageKind::Turn,
                    "Waiting for <@2>, <@3>.",
                ),
                &[3],
            ),
        ];
        for source in [Source::Command, Source::Clock] {
            let plan = plan(&messages, source, &setting(Phase::Playing));
            let post = match source {
                Source::Command => plan.response["data"].clone(),
                _ => plan.posts[0].clone(),
            };
            assert_eq!(post["content"], "Waiting for <@2>, <@3>.");
            assert_eq!(
                post["allowed_mentions"],
                json!({ "users": ["3"] }),
                "{source:?}"
            );
        }
    }

    #[test]
    fn a_ping_replaces_the_last_one_and_one_without_text_removes_it() {
        let ping = |body: Option<&str>| {
            let texts = body
                .map(|b| message(Recipient::Channel, MessageKind::Ping, b).texts)
                .unwrap_or_default();
            vec![Message {
                to: Recipient::Channel,
                kind: MessageKind::Ping,
                lang: Lang::En,
                texts,
                picture: None,
                pings: vec![UserId(2)],
            }]
        };
        let replaced = plan(
            &ping(Some("<@2> and <@1>, your turn.")),
            Source::Command,
            &setting(Phase::Playing),
        );
        let PingChange::Replace(post) = replaced.ping else {
            panic!("{:?}", replaced.ping)
        };
        assert_eq!(post["allowed_mentions"], json!({ "users": ["2"] }));
        assert!(replaced.posts.is_empty() && replaced.private);
        let removed = plan(&ping(None), Source::Command, &setting(Phase::Playing));
        assert_eq!(removed.ping, PingChange::Remove);
        let kept = plan(&[], Source::Command, &setting(Phase::Playing));
        assert_eq!(kept.ping, PingChange::Keep);
    }

    #[test]
    fn a_refusal_is_ephemeral_and_changes_no_board() {
        let messages = vec![message(
            Recipient::Caller,
            MessageKind::Refusal,
            "Not your turn.",
        )];
        let plan = plan(&messages, Source::TableButton, &setting(Phase::Playing));
        assert!(plan.private);
        assert_eq!(plan.response["data"]["flags"], EPHEMERAL);
        assert_eq!(
            plan.response["data"]["embeds"][0]["description"],
            "Not your turn."
        );
        assert!(plan.board.is_none());
    }

    #[test]
    fn a_table_button_is_acknowledged_and_the_table_message_edited_through_the_outbox() {
        let messages = vec![
            message(Recipient::Channel, MessageKind::News, "<@2> sat down."),
            message(
                Recipient::Channel,
                MessageKind::Board,
                "Table for Boast: 2 players.",
            ),
        ];
        let plan = plan(&messages, Source::TableButton, &setting(Phase::Lobby));
        assert_eq!(
            plan.response,
            json!({ "type": 6 }),
            "the message clicked stays"
        );
        let (board, fresh) = plan.board.expect("the table message is edited");
        assert!(!fresh);
        let ids: Vec<&str> = board["components"][0]["components"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| b["custom_id"].as_str().unwrap())
            .collect();
        assert_eq!(
            ids,
            [
                "table:7:g5:join",
                "table:7:g5:leave",
                "table:7:g5:bot",
                "table:7:g5:start"
            ]
        );
        assert!(plan.posts.is_empty());
    }

    #[test]
    fn a_refused_control_of_a_direct_message_gets_the_one_refusal() {
        let refused = |why: &str| {
            let messages = vec![message(Recipient::Caller, MessageKind::Refusal, why)];
            plan(&messages, Source::Direct, &setting(Phase::Playing)).response
        };
        let one = refused("Not your turn.");
        assert_eq!(one, refused("This game is over."));
        assert_eq!(one["data"]["flags"], EPHEMERAL);
        assert!(!one.to_string().contains("Not your turn"), "{one}");
    }

    #[test]
    fn private_messages_become_direct_messages() {
        let messages = vec![
            message(Recipient::Channel, MessageKind::News, "Round 1 begins."),
            message(
                Recipient::User(UserId(9)),
                MessageKind::News,
                "Your hand: red 7.",
            ),
        ];
        let plan = plan(&messages, Source::Command, &setting(Phase::Playing));
        assert_eq!(plan.direct.len(), 1);
        assert_eq!(plan.direct[0].0, UserId(9));
        assert_eq!(
            plan.direct[0].1["embeds"][0]["description"],
            "Your hand: red 7."
        );
        assert!(!plan.response.to_string().contains("red 7"));
    }

    #[test]
    fn the_table_shown_to_the_caller_says_when_the_time_runs_out() {
        let messages = vec![message(
            Recipient::Caller,
            MessageKind::Board,
            "Tower: red, blue, yellow.",
        )];
        let timed = Setting {
            deadline: Some(61_000),
            ..setting(Phase::Playing)
        };
        let plan = plan(&messages, Source::Command, &timed);
        assert!(plan.private);
        let text = plan.response["data"]["embeds"][0]["description"].to_string();
        assert!(
            text.contains("Tower") && text.contains("<t:61:R>"),
            "{text}"
        );
        let untimed = super::plan(&messages, Source::Command, &setting(Phase::Playing));
        assert!(!untimed.response.to_string().contains("<t:"));
    }

    #[test]
    fn pictures_ride_with_the_board_the_hands_and_the_news_of_the_end_localized() {
        let messages = vec![
            with_picture(
                message(Recipient::Channel, MessageKind::News, "<@1> wins."),
                "discord-button-play",
            ),
            with_picture(
                message(Recipient::Channel, MessageKind::Board, "Tower."),
                "discord-button-hand",
            ),
            with_picture(
                message(Recipient::User(UserId(9)), MessageKind::News, "Your hand."),
                "discord-button-join",
            ),
            message(Recipient::Channel, MessageKind::Turn, "Your turn, <@2>."),
        ];
        let plan = plan(&messages, Source::Command, &setting(Phase::Playing));
        let (board, _) = plan.board.as_ref().unwrap();
        assert_eq!(picture_word(board).as_deref(), Some("Show my hand"));
        assert_eq!(board["embeds"][0]["description"], "Tower.");
        assert_eq!(picture_word(&plan.direct[0].1).as_deref(), Some("Join"));
        assert_eq!(
            picture_word(&plan.response["data"]).as_deref(),
            Some("Play")
        );
        let plain = super::plan(
            &messages
                .iter()
                .cloned()
                .map(|m| Message { picture: None, ..m })
                .collect::<Vec<_>>(),
            Source::Command,
            &setting(Phase::Playing),
        );
        let (plain_board, _) = plain.board.as_ref().unwrap();
        let mut board = board.clone();
        picture::take(&mut board);
        assert_eq!(&board, plain_board, "the text is the same with or without");
    }

    #[test]
    fn a_look_at_the_hand_answers_privately_with_its_picture() {
        let messages = vec![with_picture(
            message(Recipient::Caller, MessageKind::Hand, "Red 7, blue 3."),
            "discord-button-leave",
        )];
        let plan = plan(&messages, Source::Command, &setting(Phase::Playing));
        assert!(plan.private);
        assert_eq!(plan.response["data"]["flags"], EPHEMERAL);
        assert_eq!(
            picture_word(&plan.response["data"]).as_deref(),
            Some("Leave")
        );
    }

    #[test]
    fn a_table_button_whose_board_has_a_picture_edits_it_through_the_outbox() {
        let messages = vec![with_picture(
            message(Recipient::Channel, MessageKind::Board, "Tower."),
            "discord-button-hand",
        )];
        let plan = plan(&messages, Source::TableButton, &setting(Phase::Playing));
        assert_eq!(plan.response, json!({ "type": 6 }));
        let (board, fresh) = plan.board.unwrap();
        assert!(!fresh && picture::has(&board));
    }

    /// A message of `lines` lines of news, the last one `Game over: ann wins.`.
    fn long_news(to: Recipient, lines: usize) -> Message {
        let mut texts: Vec<Text> = (1..lines)
            .map(|i| {
                Text::new("nyet-value-seat")
                    .arg("player", Arg::Verbatim(format!("Trick {i}: ann takes it.")))
            })
            .collect();
        texts.push(
            Text::new("nyet-value-seat")
                .arg("player", Arg::Verbatim("Game over: ann wins.".into())),
        );
        Message {
            to,
            kind: MessageKind::News,
            lang: Lang::En,
            texts,
            picture: None,
            pings: Vec::new(),
        }
    }

    /// The embed texts of a message (or an interaction response's data), and their sum.
    fn embed_texts(message: &Value) -> (Vec<String>, usize) {
        let texts: Vec<String> = message["embeds"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|e| e["description"].as_str().unwrap_or_default().to_owned())
            .collect();
        let sum = texts.iter().map(|t| t.chars().count()).sum();
        (texts, sum)
    }

    fn within_limits(message: &Value) -> bool {
        let (texts, sum) = embed_texts(message);
        texts.iter().all(|t| t.chars().count() <= EMBED_LIMIT)
            && sum <= EMBEDS_LIMIT
            && message["content"]
                .as_str()
                .unwrap_or_default()
                .chars()
                .count()
                <= CONTENT_LIMIT
    }

    #[test]
    fn a_long_public_answer_goes_on_in_posts_after_it_and_ends_with_its_result() {
        let messages = vec![
            with_picture(long_news(Recipient::Channel, 400), "discord-button-play"),
            pinging(
                message(Recipient::Channel, MessageKind::Turn, "Your turn, <@2>."),
                &[2],
            ),
        ];
        let ended = Setting {
            ended: Some(GameId(5)),
            ..setting(Phase::Empty)
        };
        let plan = plan(&messages, Source::Command, &ended);
        assert_eq!(plan.response["type"], 4);
        assert!(!plan.private);
        assert!(!plan.continued.is_empty(), "more than one message");
        let all: Vec<&Value> = std::iter::once(&plan.response["data"])
            .chain(&plan.continued)
            .collect();
        assert!(all.iter().all(|m| within_limits(m)));
        let last = *all.last().unwrap();
        assert!(
            embed_texts(last).0[0].ends_with("Game over: ann wins."),
            "{last}"
        );
        assert_eq!(last["content"], "Your turn, <@2>.");
        assert_eq!(last["allowed_mentions"], json!({ "users": ["2"] }));
        assert_eq!(picture_word(last).as_deref(), Some("Play"), "the chart");
        assert!(last["components"].to_string().contains(":rematch"));
        for earlier in &all[..all.len() - 1] {
            assert_eq!(earlier["content"], "");
            assert_eq!(earlier["allowed_mentions"], json!({ "parse": [] }));
            assert!(picture_word(earlier).is_none() && earlier["components"].is_null());
        }
        let told: Vec<String> = all.iter().flat_map(|m| embed_texts(m).0).collect();
        assert_eq!(
            told.join("\n"),
            messages[0].render(Localizer::global()),
            "all of it"
        );
    }

    #[test]
    fn long_news_by_the_clock_and_long_notices_by_dm_are_split_the_same_way() {
        let messages = vec![
            long_news(Recipient::Channel, 400),
            long_news(Recipient::User(UserId(9)), 400),
        ];
        let plan = plan(&messages, Source::Clock, &setting(Phase::Playing));
        assert!(plan.posts.len() > 1);
        assert!(plan.posts.iter().all(within_limits));
        let last = embed_texts(plan.posts.last().unwrap()).0;
        assert!(last[0].ends_with("Game over: ann wins."));
        assert!(plan.direct.len() > 1 && plan.direct.iter().all(|(to, _)| *to == UserId(9)));
        assert!(plan.direct.iter().all(|(_, m)| within_limits(m)));
        let (_, last_dm) = plan.direct.last().unwrap();
        assert!(embed_texts(last_dm).0[0].ends_with("Game over: ann wins."));
        assert!(
            last_dm["components"].to_string().contains(":play"),
            "Play under the last"
        );
        assert!(plan.direct[0].1["components"].is_null());
    }

    #[test]
    fn a_long_private_answer_keeps_its_end() {
        let text = long_news(Recipient::Caller, 400).render(Localizer::global());
        let answer = private_answer(&text);
        assert!(within_limits(&answer["data"]));
        let (texts, _) = embed_texts(&answer["data"]);
        assert!(texts[0].starts_with('…'), "{}", texts[0]);
        assert!(texts.last().unwrap().ends_with("Game over: ann wins."));
    }

    #[test]
    fn custom_ids_round_trip_and_texts_are_clipped() {
        for shown in [TableRef::Lobby(1_700_000), TableRef::Game(GameId(99))] {
            assert_eq!(
                parse_custom_id(&custom_id(ChannelId(42), Some(shown), "join")),
                Some(TableButton {
                    channel: ChannelId(42),
                    shown: Some(shown),
                    action: "join"
                })
            );
        }
        assert_eq!(
            parse_custom_id("table:42:join").map(|b| (b.channel, b.shown)),
            Some((ChannelId(42), None)),
            "buttons from before they named their game"
        );
        for garbled in [
            "rules:boast:hu",
            "table:x:join",
            "table:4:q9:join",
            "table:4:g:join",
            "table",
        ] {
            assert_eq!(parse_custom_id(garbled), None, "{garbled}");
        }
        assert_eq!(clip("abcdef", 4), "abc…");
        assert_eq!(clip("abc", 4), "abc");
    }
}
