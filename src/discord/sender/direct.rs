//! Direct messages: hands, notices, reminders and followers' news, through the person's
//! stored DM channel.
//!
//! A refusal that is the person's choice (50007 DMs closed, 50278 no server in common)
//! marks them, with the time, for a day ([`DMS_CLOSED_FOR_MS`]): no DM is tried to them
//! meanwhile, whatever game it is about, so a person cannot make the bot spend its
//! invalid-request budget on them. The mark is told once in the table's channel (when the
//! message has a notice for it), and cleared when they start a game or ask for their hand
//! ([`DiscordSender::dms_open_again`]), at most [`CLEARS_PER_WINDOW`] times in ten minutes
//! (each clear may cost a refusal, and `/hand` can be asked for again and again). A follower whose news is refused, or who is marked
//! already, follows the game no more. DMs go as their own [`Traffic`], so that their
//! refusals spend the budget of DMs, never the one the channels need.

use super::code;
use super::picture;
use super::{verdict, DiscordSender};
use crate::delivery::{Sent, Traffic};
use crate::store::{DirectChannel, Write, DMS_CLOSED_FOR_MS};
use crate::table::{ChannelId, GameId, UserId};
use dashmap::DashMap;
use reqwest::Method;
use serde_json::{json, Value};

/// How often a person's own commands may clear their mark in [`CLEAR_WINDOW_MS`]: enough
/// for a person who opens their DMs when told, too few to spend the DM budget.
const CLEARS_PER_WINDOW: u32 = 3;
/// The window of [`CLEARS_PER_WINDOW`].
const CLEAR_WINDOW_MS: i64 = 10 * 60 * 1000;

/// The marks each person cleared in their current window: (its start, how many).
#[derive(Default)]
pub(super) struct Clears(DashMap<UserId, (i64, u32)>);

impl Clears {
    /// Counts a clear of `user`'s mark at `now`, if they have one left in their window.
    fn allow(&self, user: UserId, now: i64) -> bool {
        if self.0.len() > 10_000 {
            self.0
                .retain(|_, (start, _)| now - *start < CLEAR_WINDOW_MS);
        }
        let mut window = self.0.entry(user).or_insert((now, 0));
        if now - window.0 >= CLEAR_WINDOW_MS {
            *window = (now, 0);
        }
        if window.1 >= CLEARS_PER_WINDOW {
            return false;
        }
        window.1 += 1;
        true
    }
}

/// What a DM is, as far as its refusal goes.
enum Kind {
    /// A message a player needs; `closed_notice` is posted in the table's channel when
    /// their DMs turn out closed (for a game).
    Needed { closed_notice: Option<Value> },
    /// A follower's news: a refusal ends the following of `game`.
    News { game: GameId },
}

impl DiscordSender {
    /// Sends a DM a player needs (a hand, a notice, a reminder).
    pub(super) async fn direct(
        &self,
        id: i64,
        user: UserId,
        game: Option<GameId>,
        message: Value,
        table: ChannelId,
        closed_notice: Option<Value>,
    ) -> Sent {
        let closed_notice = closed_notice.filter(|_| game.is_some());
        let kind = Kind::Needed { closed_notice };
        self.dm(id, user, message, table, kind).await
    }

    /// Sends a follower the public news of `game`.
    pub(super) async fn watch(
        &self,
        id: i64,
        user: UserId,
        game: GameId,
        message: Value,
        table: ChannelId,
    ) -> Sent {
        self.dm(id, user, message, table, Kind::News { game }).await
    }

    /// `user` started a game or asked for their hand: a DM is tried again, if they were
    /// marked as refusing DMs.
    pub async fn dms_open_again(&self, user: UserId) {
        let known = match self.store.direct_channel(user).await {
            Ok(known) => known,
            Err(e) => {
                tracing::warn!(user = user.0, error = %e, "cannot read a person's DM mark");
                return;
            }
        };
        if known.closed_at.is_none() {
            return;
        }
        if !self.clears.allow(user, self.clock.now_ms()) {
            tracing::info!(
                user = user.0,
                "a person clears their DM mark too often; it stays"
            );
            return;
        }
        let direct = DirectChannel {
            closed_at: None,
            ..known
        };
        self.direct.insert(user, direct);
        if let Err(e) = self
            .store
            .write(vec![Write::DirectChannel { user, direct }])
            .await
        {
            tracing::warn!(user = user.0, error = %e, "cannot clear a person's DM mark");
        }
    }

    async fn dm(
        &self,
        id: i64,
        user: UserId,
        message: Value,
        table: ChannelId,
        kind: Kind,
    ) -> Sent {
        let now = self.clock.now_ms();
        let mut known = match self.known_direct(user, now).await {
            Ok(known) => known,
            Err(e) => return Sent::Transient(format!("cannot read the DM channel: {e}")),
        };
        if known.closed(now) {
            // Told when marked; /hand serves them until they clear the mark or it expires.
            return Sent::Delivered(self.refused(user, table, &kind, Vec::new()));
        }
        let traffic = match kind {
            Kind::Needed { .. } => Traffic::Direct,
            Kind::News { .. } => Traffic::Follower,
        };
        let mut writes = Vec::new();
        let dm = match known.channel {
            Some(dm) => dm,
            None => {
                let body = json!({ "recipient_id": user.0.to_string() });
                let opened = self
                    .rest
                    .call(traffic, Method::POST, "/users/@me/channels", Some(&body))
                    .await;
                let opened = match opened {
                    Ok(opened) => opened,
                    Err(e) if closes_dms(e.code()) => {
                        return self.mark_closed(user, known, table, kind, Vec::new(), now)
                    }
                    Err(e) => return verdict(e, Vec::new()),
                };
                let Some(dm) = opened["id"].as_str().and_then(|id| id.parse().ok()) else {
                    return Sent::Transient("a DM channel without an id".into());
                };
                known.channel = Some(dm);
                self.direct.insert(user, known);
                writes.push(Write::DirectChannel {
                    user,
                    direct: known,
                });
                dm
            }
        };
        let path = format!("/channels/{dm}/messages");
        let wanted = !picture::has(&message) || self.wants_pictures(user).await;
        let (message, png) = self.drawn(self.with_nonce(message, id), wanted);
        let file = png
            .as_deref()
            .map(|png| (picture::FILENAME, png.bytes.as_slice()));
        let sent = self
            .rest
            .call_with(traffic, Method::POST, &path, Some(&message), file)
            .await;
        match sent {
            Ok(_) => Sent::Delivered(writes),
            Err(e) if closes_dms(e.code()) => {
                self.mark_closed(user, known, table, kind, writes, now)
            }
            Err(e) => verdict(e, writes),
        }
    }

    /// How to reach `user`: remembered, or read from the store. A remembered mark that
    /// holds is read again, since another process may have cleared it.
    async fn known_direct(
        &self,
        user: UserId,
        now: i64,
    ) -> Result<DirectChannel, crate::store::StoreError> {
        if let Some(known) = self.direct.get(&user).map(|d| *d) {
            if !known.closed(now) {
                return Ok(known);
            }
        }
        let known = self.store.direct_channel(user).await?;
        self.direct.insert(user, known);
        Ok(known)
    }

    /// `user` refused a DM at `now`: marked, told once in the channel (a needed message
    /// with a notice), or no longer following (news).
    fn mark_closed(
        &self,
        user: UserId,
        mut known: DirectChannel,
        table: ChannelId,
        kind: Kind,
        mut writes: Vec<Write>,
        now: i64,
    ) -> Sent {
        known.closed_at = Some(now);
        self.direct.insert(user, known);
        writes.push(Write::DirectChannel {
            user,
            direct: known,
        });
        if let Kind::Needed {
            closed_notice: Some(notice),
        } = &kind
        {
            let post = crate::discord::parcel::Delivery::Post {
                channel: table,
                message: notice.clone(),
            };
            writes.push(Write::Enqueue {
                envelope: post.envelope(table),
                at: now,
            });
        }
        tracing::info!(
            user = user.0,
            for_ms = DMS_CLOSED_FOR_MS,
            "a person refuses direct messages; none is tried for a while"
        );
        Sent::Delivered(self.refused(user, table, &kind, writes))
    }

    /// What else a DM to a person who refuses them changes: a follower follows the game no
    /// more (stored, and the table held in memory reads it again).
    fn refused(
        &self,
        user: UserId,
        table: ChannelId,
        kind: &Kind,
        mut writes: Vec<Write>,
    ) -> Vec<Write> {
        if let Kind::News { game } = kind {
            writes.push(Write::Unfollow { game: *game, user });
            writes.push(Write::Touch { channel: table });
            self.reloads.reload(table);
        }
        writes
    }
}

/// Whether Discord's error `code` says the person takes no DMs from the bot.
fn closes_dms(code: Option<i64>) -> bool {
    matches!(code, Some(code::DMS_CLOSED | code::NO_MUTUAL_GUILD))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_person_clears_their_mark_three_times_in_ten_minutes() {
        let clears = Clears::default();
        let eve = UserId(801);
        for minute in 0..3 {
            assert!(clears.allow(eve, minute * 60_000));
        }
        assert!(!clears.allow(eve, 9 * 60_000), "the fourth waits");
        assert!(clears.allow(UserId(802), 9 * 60_000), "others are not held");
        assert!(clears.allow(eve, CLEAR_WINDOW_MS), "a new window");
    }
}
