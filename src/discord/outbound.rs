//! What the bot sends outside interaction responses, queued and sent in the background:
//! direct messages, channel posts, and the table message, whose edits are coalesced so a
//! fast game costs one edit per interval rather than one per move.

use super::rest::{Rest, RestError, DMS_CLOSED};
use crate::store::{DirectChannel, Store, Write};
use crate::table::{ChannelId, UserId};
use reqwest::Method;
use serde_json::{json, Value};
use std::collections::HashMap;
use std::time::Duration;
use tokio::sync::{mpsc, oneshot};
use tokio::time::Instant;

/// A message for the background sender.
enum Job {
    /// Post a message in a channel.
    Post { channel: ChannelId, message: Value },
    /// Show the table of a channel; `fresh` posts a new table message instead of editing.
    Board {
        channel: ChannelId,
        message: Value,
        fresh: bool,
    },
    /// Send a direct message; if the user refuses them, post `closed_notice` in `table`.
    Direct {
        user: UserId,
        message: Value,
        table: ChannelId,
        closed_notice: Value,
    },
    /// Answer once everything queued before has been sent.
    Flush(oneshot::Sender<()>),
}

/// A handle on the background sender.
#[derive(Clone)]
pub struct Outbound {
    jobs: mpsc::UnboundedSender<Job>,
}

impl Outbound {
    /// Starts the sender. Table-message edits of one channel are at most one per
    /// `board_interval`.
    pub fn spawn(rest: Rest, store: Store, board_interval: Duration) -> Outbound {
        let (jobs, queue) = mpsc::unbounded_channel();
        let worker = Worker {
            rest,
            store,
            board_interval,
            boards: HashMap::new(),
            table_messages: HashMap::new(),
            direct: HashMap::new(),
        };
        tokio::spawn(worker.run(queue));
        Outbound { jobs }
    }

    /// Posts `message` in `channel`.
    pub fn post(&self, channel: ChannelId, message: Value) {
        let _ = self.jobs.send(Job::Post { channel, message });
    }

    /// Shows the table of `channel` (soon; edits are coalesced).
    pub fn board(&self, channel: ChannelId, message: Value, fresh: bool) {
        let _ = self.jobs.send(Job::Board {
            channel,
            message,
            fresh,
        });
    }

    /// Sends `message` privately to `user`.
    pub fn direct(&self, user: UserId, message: Value, table: ChannelId, closed_notice: Value) {
        let _ = self.jobs.send(Job::Direct {
            user,
            message,
            table,
            closed_notice,
        });
    }

    /// Waits until everything queued so far is sent, table edits included.
    pub async fn flush(&self) {
        let (done, wait) = oneshot::channel();
        if self.jobs.send(Job::Flush(done)).is_ok() {
            let _ = wait.await;
        }
    }
}

struct PendingBoard {
    message: Option<Value>,
    fresh: bool,
    due: Instant,
}

struct Worker {
    rest: Rest,
    store: Store,
    board_interval: Duration,
    boards: HashMap<ChannelId, PendingBoard>,
    table_messages: HashMap<ChannelId, Option<u64>>,
    direct: HashMap<UserId, DirectChannel>,
}

impl Worker {
    async fn run(mut self, mut queue: mpsc::UnboundedReceiver<Job>) {
        loop {
            let next_due = self
                .boards
                .values()
                .filter(|b| b.message.is_some())
                .map(|b| b.due)
                .min();
            let job = match next_due {
                Some(due) => tokio::select! {
                    job = queue.recv() => job,
                    () = tokio::time::sleep_until(due) => {
                        self.send_due_boards(false).await;
                        continue;
                    }
                },
                None => queue.recv().await,
            };
            let Some(job) = job else { break };
            match job {
                Job::Post { channel, message } => {
                    let path = format!("/channels/{}/messages", channel.0);
                    if let Err(e) = self.rest.call(Method::POST, &path, Some(&message)).await {
                        tracing::warn!(%channel, error = %e, "a channel post failed");
                    }
                }
                Job::Board {
                    channel,
                    message,
                    fresh,
                } => {
                    let now = Instant::now();
                    let board = self.boards.entry(channel).or_insert(PendingBoard {
                        message: None,
                        fresh: false,
                        due: now,
                    });
                    board.fresh |= fresh;
                    if board.message.is_none() && board.due < now {
                        board.due = now;
                    }
                    board.message = Some(message);
                }
                Job::Direct {
                    user,
                    message,
                    table,
                    closed_notice,
                } => {
                    self.send_direct(user, &message, table, &closed_notice)
                        .await
                }
                Job::Flush(done) => {
                    self.send_due_boards(true).await;
                    let _ = done.send(());
                }
            }
        }
        self.send_due_boards(true).await;
    }

    async fn send_due_boards(&mut self, all: bool) {
        let now = Instant::now();
        let due: Vec<ChannelId> = self
            .boards
            .iter()
            .filter(|(_, b)| b.message.is_some() && (all || b.due <= now))
            .map(|(c, _)| *c)
            .collect();
        for channel in due {
            let Some(board) = self.boards.get_mut(&channel) else {
                continue;
            };
            let (Some(message), fresh) = (board.message.take(), std::mem::take(&mut board.fresh))
            else {
                continue;
            };
            board.due = now + self.board_interval;
            self.show_table(channel, &message, fresh).await;
        }
    }

    /// Edits the channel's table message, or posts one (and remembers it).
    async fn show_table(&mut self, channel: ChannelId, message: &Value, fresh: bool) {
        let known = match self.table_messages.get(&channel) {
            Some(known) => *known,
            None => self
                .store
                .load_channel(channel)
                .await
                .ok()
                .and_then(|c| c.table_message),
        };
        if let Some(id) = known.filter(|_| !fresh) {
            let path = format!("/channels/{}/messages/{id}", channel.0);
            match self.rest.call(Method::PATCH, &path, Some(message)).await {
                Ok(_) => {
                    self.table_messages.insert(channel, Some(id));
                    return;
                }
                // Deleted by someone: post a new one below.
                Err(RestError { status: 404, .. }) => {}
                Err(e) => {
                    tracing::warn!(%channel, error = %e, "cannot edit the table message");
                    return;
                }
            }
        }
        let path = format!("/channels/{}/messages", channel.0);
        match self.rest.call(Method::POST, &path, Some(message)).await {
            Ok(posted) => {
                let id = posted["id"].as_str().and_then(|id| id.parse().ok());
                self.table_messages.insert(channel, id);
                let write = Write::TableMessage {
                    channel,
                    message: id,
                };
                if let Err(e) = self.store.write(vec![write]).await {
                    tracing::warn!(%channel, error = %e, "cannot remember the table message");
                }
            }
            Err(e) => tracing::warn!(%channel, error = %e, "cannot post the table message"),
        }
    }

    async fn send_direct(
        &mut self,
        user: UserId,
        message: &Value,
        table: ChannelId,
        notice: &Value,
    ) {
        let mut known = match self.direct.get(&user) {
            Some(known) => *known,
            None => self.store.direct_channel(user).await.unwrap_or_default(),
        };
        if known.closed_in.is_some() {
            return;
        }
        let channel = match known.channel {
            Some(channel) => channel,
            None => {
                let body = json!({ "recipient_id": user.0.to_string() });
                let opened = self
                    .rest
                    .call(Method::POST, "/users/@me/channels", Some(&body))
                    .await;
                match opened
                    .ok()
                    .and_then(|c| c["id"].as_str().and_then(|id| id.parse().ok()))
                {
                    Some(channel) => {
                        known.channel = Some(channel);
                        self.remember(user, known).await;
                        channel
                    }
                    None => {
                        tracing::warn!(user = user.0, "cannot open a direct-message channel");
                        return;
                    }
                }
            }
        };
        let path = format!("/channels/{channel}/messages");
        match self.rest.call(Method::POST, &path, Some(message)).await {
            Ok(_) => {}
            Err(RestError {
                code: Some(DMS_CLOSED),
                ..
            }) => {
                known.closed_in = Some(crate::table::GameId(0));
                self.remember(user, known).await;
                let path = format!("/channels/{}/messages", table.0);
                if let Err(e) = self.rest.call(Method::POST, &path, Some(notice)).await {
                    tracing::warn!(%table, error = %e, "cannot post the closed-DM notice");
                }
            }
            Err(e) => tracing::warn!(user = user.0, error = %e, "a direct message failed"),
        }
    }

    async fn remember(&mut self, user: UserId, known: DirectChannel) {
        self.direct.insert(user, known);
        let write = Write::DirectChannel {
            user,
            direct: known,
        };
        if let Err(e) = self.store.write(vec![write]).await {
            tracing::warn!(user = user.0, error = %e, "cannot remember a direct-message channel");
        }
    }
}
