//! The channel's ping post (ARCHITECTURE.md, "Quiet channels"): one per channel, the shown
//! one deleted before the next is posted, and its id stored (`Write::PingMessage`) so that
//! a restart still removes it.
//!
//! A command's ping is a follow-up of its interaction and is deleted through the same
//! webhook while the token is valid (see [`followup`]): none of it counts against the
//! bot's global rate limit. After that, for the clock's pings, and when the webhook
//! refuses (401 Invalid Webhook Token, 404 Unknown Webhook), the channel routes take over:
//! posts with the parcel's nonce, deletes by the channel.
//!
//! A follow-up has no nonce, so it is noted (the webhook, without a message id) before it
//! is asked for. A later try that finds such a note looks for the message among the
//! channel's last ones: found, it is the ping (the try whose answer was lost made it) or
//! the shown one to delete; not found, nothing stands. So across a crash or a request
//! without an answer a ping is posted once, unless Discord lists no messages to the bot
//! (no Read Message History): then the lost one may stand beside the new one.

use super::code;
use super::{unreachable_already, verdict, DiscordSender};
use crate::delivery::{Sent, Traffic};
use crate::discord::followup;
use crate::store::{Followup, Write};
use crate::table::ChannelId;
use reqwest::Method;
use serde_json::Value;

/// What stands as the channel's ping post, as far as the bot knows.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct Shown {
    /// The message, once its id is known.
    message: Option<u64>,
    /// The interaction's webhook it was made through; without a message id, a follow-up
    /// through it was asked for and its answer never arrived.
    followup: Option<Followup>,
}

impl Shown {
    fn write(&self, channel: ChannelId) -> Write {
        Write::PingMessage {
            channel,
            message: self.message,
            followup: self.followup.clone(),
        }
    }
}

impl DiscordSender {
    /// Replaces the channel's ping post: deletes the shown one (already gone is as good),
    /// then posts `message`, if any: through `followup`, the webhook of the interaction
    /// that caused it, while its token is valid, else with the nonce of `parcel`.
    pub(super) async fn ping(
        &self,
        parcel: i64,
        channel: ChannelId,
        message: Option<Value>,
        followup: Option<Followup>,
    ) -> Sent {
        if self.is_unreachable(channel).await {
            return unreachable_already(channel);
        }
        let mut shown = match self.shown_ping(channel).await {
            Ok(shown) => shown,
            Err(sent) => return sent,
        };
        if let (None, Some(made)) = (shown.message, shown.followup.clone()) {
            let ours = message.is_some()
                && followup.as_ref().map(|f| f.interaction) == Some(made.interaction);
            let content = message
                .as_ref()
                .filter(|_| ours)
                .and_then(|m| m["content"].as_str());
            shown.message = match self.lost_followup(channel, &made, content).await {
                Ok(found) => found,
                Err(sent) => return sent,
            };
            if ours && shown.message.is_some() {
                // An earlier try made it; its answer was lost.
                self.pings.insert(channel, shown.clone());
                return Sent::Delivered(vec![shown.write(channel)]);
            }
        }
        let now = self.clock.now_ms();
        if let Some(old) = shown.message {
            if let Err(sent) = self
                .delete_ping(channel, old, shown.followup.as_ref(), now)
                .await
            {
                return sent;
            }
        }
        let mut writes = Vec::new();
        if shown != Shown::default() {
            self.pings.insert(channel, Shown::default());
            writes.push(Shown::default().write(channel));
        }
        let Some(message) = message else {
            return Sent::Delivered(writes);
        };
        if let Some(followup) = followup.filter(|f| f.valid_at(now)) {
            match self
                .post_followup(channel, &message, followup, writes)
                .await
            {
                Some(sent) => return sent,
                // Refused: nothing was made, and nothing stands.
                None => writes = vec![Shown::default().write(channel)],
            }
        }
        self.post_ping(parcel, channel, message, writes).await
    }

    /// What stands as the ping post of `channel`: as this process left it, else as stored.
    async fn shown_ping(&self, channel: ChannelId) -> Result<Shown, Sent> {
        if let Some(shown) = self.pings.get(&channel) {
            return Ok(shown.clone());
        }
        match self.store.load_channel(channel).await {
            Ok(stored) => Ok(Shown {
                message: stored.ping_message,
                followup: stored.ping_followup,
            }),
            Err(e) => Err(Sent::Transient(format!("cannot read the ping: {e}"))),
        }
    }

    /// The follow-up of `made`'s interaction (showing `content`, when known) among the
    /// last messages of `channel`, if it stands. Discord's refusal counts as not found.
    async fn lost_followup(
        &self,
        channel: ChannelId,
        made: &Followup,
        content: Option<&str>,
    ) -> Result<Option<u64>, Sent> {
        let path = followup::lookup_path(channel.0);
        let listed = match self
            .rest
            .call(Traffic::Channel, Method::GET, &path, None)
            .await
        {
            Ok(listed) => listed,
            Err(e) if e.may_heal() => return Err(verdict(e, Vec::new())),
            Err(e) => {
                tracing::warn!(%channel, error = %e, "cannot look for a ping whose answer was lost");
                return Ok(None);
            }
        };
        let found = listed
            .as_array()
            .into_iter()
            .flatten()
            .find(|m| followup::made_by(m, made, content))
            .and_then(followup::id_of);
        tracing::info!(%channel, found = found.is_some(), "looked for a ping whose answer was lost");
        Ok(found)
    }

    /// Deletes the ping post `old` of `channel`: through `made`, the webhook it was made
    /// through, while its token is valid and it does not refuse, else by the channel.
    async fn delete_ping(
        &self,
        channel: ChannelId,
        old: u64,
        made: Option<&Followup>,
        now: i64,
    ) -> Result<(), Sent> {
        if let Some(made) = made.filter(|f| f.valid_at(now)) {
            let path = followup::message_path(made, old);
            let call = self
                .rest
                .call(Traffic::Interaction, Method::DELETE, &path, None);
            match call.await {
                Ok(_) => return Ok(()),
                Err(e) if e.code() == Some(code::UNKNOWN_MESSAGE) => return Ok(()),
                Err(e) if e.may_heal() => return Err(verdict(e, Vec::new())),
                Err(e) => {
                    tracing::info!(%channel, error = %e, "a webhook refused; the ping is deleted by the channel")
                }
            }
        }
        let path = format!("/channels/{}/messages/{old}", channel.0);
        match self.in_channel(channel, Method::DELETE, &path, None).await {
            Ok(_) => Ok(()),
            Err(e) if e.code() == Some(code::UNKNOWN_MESSAGE) => Ok(()),
            Err(e) => Err(self.channel_failure(channel, e).await),
        }
    }

    /// Posts `message` as a follow-up through `followup`, noted first (with `writes`);
    /// none when the webhook refused it (then nothing was made).
    async fn post_followup(
        &self,
        channel: ChannelId,
        message: &Value,
        followup: Followup,
        mut writes: Vec<Write>,
    ) -> Option<Sent> {
        let asked = Shown {
            message: None,
            followup: Some(followup.clone()),
        };
        writes.push(asked.write(channel));
        if let Err(e) = self.store.write(writes).await {
            return Some(Sent::Transient(format!("cannot note a follow-up: {e}")));
        }
        self.pings.insert(channel, asked);
        let path = followup::post_path(&followup);
        let call = self
            .rest
            .call(Traffic::Interaction, Method::POST, &path, Some(message));
        match call.await {
            Ok(posted) => {
                let shown = Shown {
                    message: followup::id_of(&posted),
                    followup: Some(followup),
                };
                self.pings.insert(channel, shown.clone());
                Some(Sent::Delivered(vec![shown.write(channel)]))
            }
            // The note stands: the next try looks for what this one may have made.
            Err(e) if e.may_heal() => Some(verdict(e, Vec::new())),
            Err(e) => {
                tracing::info!(%channel, error = %e, "a webhook refused; the ping goes by the channel");
                self.pings.insert(channel, Shown::default());
                None
            }
        }
    }

    /// Posts `message` in `channel` with the nonce of `parcel` (a retry gets back the
    /// message the first try made), committing `writes` with the outcome.
    async fn post_ping(
        &self,
        parcel: i64,
        channel: ChannelId,
        message: Value,
        mut writes: Vec<Write>,
    ) -> Sent {
        let path = format!("/channels/{}/messages", channel.0);
        let message = self.with_nonce(message, parcel);
        match self
            .in_channel(channel, Method::POST, &path, Some(&message))
            .await
        {
            Ok(posted) => {
                let shown = Shown {
                    message: followup::id_of(&posted),
                    followup: None,
                };
                self.pings.insert(channel, shown.clone());
                writes.push(shown.write(channel));
                Sent::Delivered(writes)
            }
            Err(e) => match self.channel_failure(channel, e).await {
                Sent::Permanent {
                    error,
                    writes: more,
                } => Sent::Permanent {
                    error,
                    writes: writes.into_iter().chain(more).collect(),
                },
                other => other,
            },
        }
    }
}
