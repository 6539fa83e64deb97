//! What the bot promises to send on its own, as outbox payloads: posts, the table
//! message, direct messages. The table layer commits them with the command that caused
//! them; the [`super::sender`] sends them.

use super::reminder;
use super::respond::{self, PingChange, Plan, Setting, Source};
use crate::i18n::Localizer;
use crate::store::{Envelope, Followup};
use crate::table::{Answer, ChannelId, GameId, Handover, UserId};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// A stored promise to send something.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Delivery {
    /// A post in a channel.
    Post {
        /// The channel.
        channel: ChannelId,
        /// The message, as Discord JSON.
        message: Value,
    },
    /// The table message of a channel: edited in place, or posted anew when `fresh` (or
    /// when the old one is gone).
    Board {
        /// The channel.
        channel: ChannelId,
        /// The message, as Discord JSON.
        message: Value,
        /// Whether to post a new table message instead of editing the shown one.
        fresh: bool,
    },
    /// The channel's short-lived post that pings whoever must act next: the shown one is
    /// deleted, and `message` (if any) posted in its place, as a follow-up of the
    /// interaction that caused it while its webhook's token is valid (see `followup`).
    Ping {
        /// The channel.
        channel: ChannelId,
        /// The new ping, or none to only remove the shown one.
        message: Option<Value>,
        /// The webhook of the command's interaction (none: the clock's ping, a DM
        /// control's, or one stored before pings were follow-ups).
        #[serde(default)]
        followup: Option<Followup>,
    },
    /// A direct message to one person.
    Direct {
        /// The person.
        user: UserId,
        /// The game it is about, if any (a refusal is told in `table` only for a game).
        game: Option<GameId>,
        /// The message, as Discord JSON.
        message: Value,
        /// The channel of the table, where a refusal is told.
        table: ChannelId,
        /// What to post in `table` when the person refuses DMs (none: nothing to say).
        closed_notice: Option<Value>,
    },
    /// A follower's copy of a game's public news: a direct message that waits behind
    /// table traffic, and whose refusal ends the following instead of being told.
    Watch {
        /// The follower.
        user: UserId,
        /// The game followed.
        game: GameId,
        /// The message, as Discord JSON.
        message: Value,
        /// The channel of the game's table.
        table: ChannelId,
    },
    /// A public thread for a game, opened off the table message of `parent`; the lobby
    /// handed over is stored at the thread's table (or, when no thread can be opened,
    /// back at `parent`), where the game starts.
    Thread {
        /// The channel of the lobby.
        parent: ChannelId,
        /// The lobby and what the thread's table is made of.
        handover: Handover,
    },
    /// A reminder that a game waits for one person: a direct message, sent with a link to
    /// the table, and not at all to a person who turned reminders off.
    Reminder {
        /// The person.
        user: UserId,
        /// The game it is about.
        game: Option<GameId>,
        /// The message, as Discord JSON, without its link.
        message: Value,
        /// The label of the link to the table.
        jump_label: String,
        /// The channel of the table.
        table: ChannelId,
        /// What to post in `table` when the person refuses DMs.
        closed_notice: Option<Value>,
    },
}

/// How long a public answer to a command waits before it is posted in the channel after
/// all: when the interaction response carrying it was never sent (the process died
/// between commit and response) or failed.
pub const ANSWER_GRACE_MS: i64 = 10_000;

impl Delivery {
    /// The envelope that stores this delivery for the table of `channel`.
    pub fn envelope(self, channel: ChannelId) -> Envelope {
        let (lane, key) = match &self {
            Delivery::Post { channel, .. } => (format!("post:{}", channel.0), None),
            Delivery::Board {
                channel,
                fresh: true,
                ..
            } => (format!("board:{}", channel.0), None),
            Delivery::Board { channel, .. } => {
                let lane = format!("board:{}", channel.0);
                (lane.clone(), Some(lane))
            }
            // Pings are not replaced while pending: one that was posted but not yet
            // recorded (the bot died in between) is found again (by its nonce, or as its
            // interaction's follow-up), so that the next ping can delete it. Discord takes
            // no follow-up before the interaction's response: one to post as a follow-up
            // waits as long as an answer's fallback, under a key by which the handler
            // hastens it once it answered.
            Delivery::Ping {
                channel,
                message: Some(_),
                followup: Some(followup),
            } => (
                format!("ping:{}", channel.0),
                Some(ping_key(followup.interaction)),
            ),
            Delivery::Ping { channel, .. } => (format!("ping:{}", channel.0), None),
            // After the table message it opens off, and before a new one replaces it.
            Delivery::Thread { parent, .. } => (format!("board:{}", parent.0), None),
            Delivery::Direct { user, .. }
            | Delivery::Reminder { user, .. }
            | Delivery::Watch { user, .. } => (format!("dm:{}", user.0), None),
        };
        let waits = matches!(
            &self,
            Delivery::Ping {
                message: Some(_),
                followup: Some(_),
                ..
            }
        );
        let delay_ms = if waits { ANSWER_GRACE_MS } else { 0 };
        Envelope {
            channel,
            lane,
            key,
            payload: serde_json::to_value(&self).unwrap_or(Value::Null),
            delay_ms,
        }
    }

    /// An envelope for a public answer that is posted only if the interaction response
    /// never arrives: withdrawn by [`answer_key`] once it did.
    pub fn fallback_for(self, channel: ChannelId, interaction: u64) -> Envelope {
        let key = answer_key(interaction);
        Envelope {
            lane: key.clone(),
            key: Some(key),
            delay_ms: ANSWER_GRACE_MS,
            ..self.envelope(channel)
        }
    }

    /// An envelope for a part of a public answer too long for one message, posted after
    /// the answer: in the lane of the answer's fallback, behind it, so that it waits until
    /// the response arrived (and the fallback was withdrawn) or the fallback was posted.
    /// Each part is a parcel of its own, with its own nonce: posted once, in order.
    pub fn after_answer(self, channel: ChannelId, interaction: u64) -> Envelope {
        Envelope {
            lane: answer_key(interaction),
            key: None,
            ..self.envelope(channel)
        }
    }
}

/// What `answer` says to anyone but the one whose command it answers, promised as the
/// clock's news is (the table message, posts, direct messages, reminders, the ping): for
/// the answers whose reply goes another way or to nobody (the clock's ticks, the return
/// after a restart, a seat handed over, a look through the menu of moves).
pub fn unasked(localizer: &Localizer, channel: ChannelId, answer: &Answer) -> Vec<Envelope> {
    let setting = Setting::of(localizer, channel, answer, false);
    let plan = respond::plan(&answer.messages, Source::Clock, &setting);
    promised(&plan, &setting, answer.game, 0, None)
}

/// What the bot promises to send on its own because of one interaction's command: the
/// table message, posts, direct messages, the ping (through `followup`, the webhook of the
/// interaction, when it may post in the table's channel), and the fallback of a public
/// answer (with the rest of an answer too long for one message behind it).
pub fn promised(
    plan: &Plan,
    setting: &Setting<'_>,
    game: Option<GameId>,
    interaction: u64,
    followup: Option<&Followup>,
) -> Vec<Envelope> {
    let channel = setting.channel;
    let mut promised = Vec::new();
    if let Some((message, fresh)) = &plan.board {
        let board = Delivery::Board {
            channel,
            message: message.clone(),
            fresh: *fresh,
        };
        promised.push(board.envelope(channel));
    }
    for message in &plan.posts {
        let post = Delivery::Post {
            channel,
            message: message.clone(),
        };
        promised.push(post.envelope(channel));
    }
    let ping = match &plan.ping {
        PingChange::Keep => None,
        PingChange::Remove => Some(None),
        PingChange::Replace(message) => Some(Some(message.clone())),
    };
    if let Some(message) = ping {
        let followup = followup.cloned();
        let ping = Delivery::Ping {
            channel,
            message,
            followup,
        };
        promised.push(ping.envelope(channel));
    }
    if let (Some(message), Some(parent)) = (&plan.summary, setting.parent) {
        let summary = Delivery::Post {
            channel: parent,
            message: message.clone(),
        };
        promised.push(summary.envelope(parent));
    }
    let closed_notice = |user: UserId| {
        Some(respond::dms_closed_notice(
            setting.localizer,
            setting.lang,
            user,
        ))
    };
    for (user, message) in &plan.direct {
        let direct = Delivery::Direct {
            user: *user,
            game,
            message: message.clone(),
            table: channel,
            closed_notice: closed_notice(*user),
        };
        promised.push(direct.envelope(channel));
    }
    // A follower who refuses DMs is nobody the channel needs to hear about. The game
    // followed may have ended with this command: its followers hear how.
    if let Some(game) = game.or(setting.ended) {
        for (user, message) in &plan.watch {
            let news = Delivery::Watch {
                user: *user,
                game,
                message: message.clone(),
                table: channel,
            };
            promised.push(news.envelope(channel));
        }
    }
    for (user, body, lang) in &plan.reminders {
        let reminder = reminder::reminder(body, *lang, setting);
        let reminder = Delivery::Reminder {
            user: *user,
            game,
            message: reminder.message.clone(),
            jump_label: reminder.jump_label.clone(),
            table: channel,
            closed_notice: closed_notice(*user),
        };
        promised.push(reminder.envelope(channel));
    }
    if !plan.private && plan.response["type"] == 4 {
        let answer = Delivery::Post {
            channel,
            message: plan.response["data"].clone(),
        };
        promised.push(answer.fallback_for(channel, interaction));
        for message in &plan.continued {
            let part = Delivery::Post {
                channel,
                message: message.clone(),
            };
            promised.push(part.after_answer(channel, interaction));
        }
    }
    promised
}

/// The promise to open a thread off the table message of `channel` for the game of
/// `handover`.
pub fn thread(channel: ChannelId, handover: Handover) -> Envelope {
    let thread = Delivery::Thread {
        parent: channel,
        handover,
    };
    thread.envelope(channel)
}

/// The start of the keys of answers' fallbacks.
pub const ANSWER_KEY_PREFIX: &str = "answer:";

/// The key of the fallback of one interaction's public answer.
pub fn answer_key(interaction: u64) -> String {
    format!("{ANSWER_KEY_PREFIX}{interaction}")
}

/// The key of the ping one interaction's command makes as a follow-up: it starts like the
/// key of the interaction's fallback (so a start that hastens fallbacks hastens it too) and
/// is never that key (withdrawing the fallback leaves it).
pub fn ping_key(interaction: u64) -> String {
    format!("{}:ping", answer_key(interaction))
}

/// How many base-36 digits of the store's random number start each nonce.
const NONCE_PREFIX_DIGITS: u32 = 8;

/// Discord's nonce for a parcel of the store whose random number is `installation` (at
/// most 25 characters: `gt`, 8 base-36 digits of that number, the parcel id in base 36):
/// the same on every try, so Discord returns the message it already made instead of a
/// second one, and different in a store made anew, whose parcel ids start again.
pub fn nonce(installation: i64, parcel: i64) -> String {
    let prefix = (installation as u64) % 36u64.pow(NONCE_PREFIX_DIGITS);
    let prefix = base36(prefix);
    let padding = "0".repeat(NONCE_PREFIX_DIGITS as usize - prefix.len());
    format!("gt{padding}{prefix}{}", base36(parcel as u64))
}

/// `n` in base 36, lower case.
fn base36(mut n: u64) -> String {
    let mut digits = Vec::new();
    loop {
        digits.push(char::from_digit((n % 36) as u32, 36).unwrap_or('0'));
        n /= 36;
        if n == 0 {
            break;
        }
    }
    digits.iter().rev().collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Actors;
    use crate::i18n::Lang;
    use crate::store::{MemoryBackend, Store};
    use crate::table::{Caller, Command, Context, ManualClock, Pace, Posts, Tables};
    use serde_json::json;
    use std::sync::Arc;

    fn person(user: u64) -> Caller {
        Caller {
            user: UserId(user),
            name: format!("P{user}"),
            lang: Lang::En,
            moderator: false,
            may_open_threads: false,
            community_lang: None,
            community: Some(900),
        }
    }

    /// A look at the hand (what the menu of moves sends) after another player's turn
    /// reminder fell due, before the clock sent it: the look settles it like any command,
    /// and what its answer promises, stored with it, holds the reminder for that player.
    #[tokio::test]
    async fn a_reminder_that_fell_due_before_a_look_is_promised_with_it() {
        const MINUTE: i64 = 60_000;
        let channel = ChannelId(44);
        let clock = Arc::new(ManualClock::at(1_800_000_000_000));
        let ctx = Context {
            registry: crate::games::registry(),
            localizer: Localizer::global(),
            default_lang: Lang::En,
            default_posts: Posts::Tricks,
            reminder_idle_ms: 10 * MINUTE,
            ai: crate::table::AiLimits::iterations(2),
        };
        let store = Store::spawn(MemoryBackend::default());
        let tables = Tables::new(ctx, store, clock.clone(), Some(5));
        let people: Vec<Caller> = (7001..=7003).map(person).collect();
        let open = Command::open("boast", Pace::default());
        tables.handle(channel, &people[0], open).await;
        for someone in &people[1..] {
            tables.handle(channel, someone, Command::Join).await;
        }
        tables.handle(channel, &people[0], Command::Start).await;
        let late = tables
            .inspect(channel, |t| match t.game().map(|g| g.actors()) {
                Some(Actors::Seats(seats)) => {
                    seats.iter().next().map(|s| t.players()[s.index()].user)
                }
                _ => None,
            })
            .await
            .flatten()
            .expect("someone to wait for");
        clock.advance(10 * MINUTE + 30_000);
        let other = people
            .iter()
            .find(|p| p.user != late)
            .expect("another player");
        let promised = tables
            .handle_with(channel, other, Command::Hand, |answer| {
                let promised = unasked(Localizer::global(), channel, &answer);
                (promised.clone(), promised)
            })
            .await;
        let reminded: Vec<UserId> = promised
            .into_iter()
            .filter_map(|e| match serde_json::from_value::<Delivery>(e.payload) {
                Ok(Delivery::Reminder { user, .. }) => Some(user),
                _ => None,
            })
            .collect();
        assert_eq!(reminded, vec![late]);
        let stored = tables.store().outbox().await.expect("the outbox");
        let lane = format!("dm:{}", late.0);
        assert_eq!(stored.iter().filter(|e| e.lane == lane).count(), 1);
    }

    #[test]
    fn deliveries_round_trip_through_their_envelopes() {
        let direct = Delivery::Direct {
            user: UserId(9),
            game: Some(GameId(77)),
            message: json!({"content": "hand"}),
            table: ChannelId(5),
            closed_notice: None,
        };
        let envelope = direct.clone().envelope(ChannelId(5));
        assert_eq!(envelope.lane, "dm:9");
        assert_eq!(envelope.key, None);
        let back: Delivery = serde_json::from_value(envelope.payload).unwrap();
        assert_eq!(back, direct);
    }

    #[test]
    fn edits_of_a_table_message_replace_each_other_but_a_fresh_one_does_not() {
        let board = |fresh| Delivery::Board {
            channel: ChannelId(5),
            message: json!({}),
            fresh,
        };
        let edit = board(false).envelope(ChannelId(5));
        let fresh = board(true).envelope(ChannelId(5));
        assert_eq!(edit.key.as_deref(), Some("board:5"));
        assert_eq!(fresh.key, None);
        assert_eq!(
            edit.lane, fresh.lane,
            "a fresh post and later edits keep their order"
        );
    }

    #[test]
    fn a_fallback_waits_in_its_own_lane_and_nonces_fit_discord() {
        let post = Delivery::Post {
            channel: ChannelId(5),
            message: json!({}),
        };
        let fallback = post.fallback_for(ChannelId(5), 123);
        assert_eq!(fallback.lane, "answer:123");
        assert_eq!(fallback.key.as_deref(), Some("answer:123"));
        assert_eq!(fallback.delay_ms, ANSWER_GRACE_MS);
    }

    #[test]
    fn a_follow_up_ping_waits_for_its_answer_and_others_go_at_once() {
        let followup = Followup {
            application: 321,
            interaction: 123,
            token: "tok".into(),
            expires_at: 1,
        };
        let ping = |message: Option<Value>, followup: Option<Followup>| {
            Delivery::Ping {
                channel: ChannelId(5),
                message,
                followup,
            }
            .envelope(ChannelId(5))
        };
        let waiting = ping(Some(json!({})), Some(followup.clone()));
        assert_eq!(waiting.lane, "ping:5");
        assert_eq!(waiting.key.as_deref(), Some("answer:123:ping"));
        assert_ne!(
            waiting.key,
            Some(answer_key(123)),
            "not withdrawn with the fallback"
        );
        assert_eq!(waiting.delay_ms, ANSWER_GRACE_MS);
        for at_once in [ping(None, Some(followup)), ping(Some(json!({})), None)] {
            assert_eq!((at_once.key, at_once.delay_ms), (None, 0));
        }
        let stored_before = json!({ "kind": "ping", "channel": 5, "message": null });
        assert_eq!(
            serde_json::from_value::<Delivery>(stored_before).unwrap(),
            Delivery::Ping {
                channel: ChannelId(5),
                message: None,
                followup: None
            }
        );
    }

    #[test]
    fn nonces_start_with_the_stores_number_and_fit_discord() {
        assert!(nonce(i64::MIN, i64::MAX).len() <= 25);
        assert!(nonce(-1, i64::MAX).len() <= 25);
        assert_eq!(nonce(0, 35), "gt00000000z");
        assert_eq!(nonce(36, 36), "gt0000001010");
        assert_ne!(nonce(1, 42), nonce(2, 42), "another store, another nonce");
        assert_ne!(nonce(1, 42), nonce(1, 43));
    }

    #[test]
    fn the_rest_of_a_long_answer_waits_behind_its_fallback_a_parcel_per_part() {
        let localizer = crate::i18n::Localizer::global();
        let setting = Setting {
            localizer,
            channel: ChannelId(5),
            lang: crate::i18n::Lang::En,
            phase: crate::table::Phase::Playing,
            opened: false,
            deadline: None,
            shown: None,
            ended: None,
            parent: None,
        };
        let plan = Plan {
            response: json!({ "type": 4, "data": { "content": "part 1" } }),
            continued: vec![
                json!({ "content": "part 2" }),
                json!({ "content": "part 3" }),
            ],
            private: false,
            board: None,
            posts: Vec::new(),
            direct: Vec::new(),
            watch: Vec::new(),
            reminders: Vec::new(),
            ping: PingChange::Keep,
            summary: None,
        };
        let promised = promised(&plan, &setting, None, 123, None);
        let lanes: Vec<(&str, Option<&str>, i64)> = promised
            .iter()
            .map(|e| (e.lane.as_str(), e.key.as_deref(), e.delay_ms))
            .collect();
        assert_eq!(
            lanes,
            [
                ("answer:123", Some("answer:123"), ANSWER_GRACE_MS),
                ("answer:123", None, 0),
                ("answer:123", None, 0),
            ]
        );
        let texts: Vec<Value> = promised
            .iter()
            .map(|e| e.payload["message"]["content"].clone())
            .collect();
        assert_eq!(texts, [json!("part 1"), json!("part 2"), json!("part 3")]);
    }
}
