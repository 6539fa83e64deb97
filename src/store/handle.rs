//! The handle on the store and its writer thread: writes queue up and are committed
//! together (group commit), each acknowledged only once committed; reads go to the
//! readers beside the writer where the backend has them.

use super::readers::{Query, Readers};
use super::{
    ActiveTables, Backend, ChannelRecord, Claimant, DirectChannel, EndedGame, OutboxEntry, Parcel,
    RatedPlayer, Record, SeatedGame, StoreError, StoreErrorKind, Write,
};
use crate::seating::{ChannelId, Channels, GameId, UserId};
use serde_json::Value;
use std::sync::Arc;
use tokio::sync::{mpsc, oneshot, Notify};

enum Job {
    Write(Vec<Write>, oneshot::Sender<Result<(), StoreError>>),
    Read(Query),
    /// Commit what came before, checkpoint, and stop the writer.
    Close(oneshot::Sender<Result<(), StoreError>>),
}

/// A handle on the store, cheap to clone, usable from any task.
#[derive(Clone)]
pub struct Store {
    jobs: mpsc::UnboundedSender<Job>,
    /// The readers beside the writer, if the backend has them.
    readers: Option<Readers>,
    enqueued: Arc<Notify>,
}

impl Store {
    /// Starts the writer thread over `backend`, and readers beside it if the backend
    /// gives them: reads then neither wait for the writes queued before them (which
    /// nobody has been told are done) nor split the writer's group commit.
    pub fn spawn(mut backend: impl Backend) -> Store {
        let readers = Readers::spawn(&backend);
        let (jobs, mut queue) = mpsc::unbounded_channel::<Job>();
        std::thread::Builder::new()
            .name("store-writer".into())
            .spawn(move || {
                while let Some(first) = queue.blocking_recv() {
                    let mut pending = vec![first];
                    while let Ok(job) = queue.try_recv() {
                        pending.push(job);
                    }
                    if let Some(closed) = run_batch(&mut backend, pending) {
                        let _ = closed.send(backend.checkpoint());
                        // Whatever is still queued is answered "shut down" as it drops.
                        return;
                    }
                }
            })
            .map(|_| ())
            .unwrap_or_else(|e| tracing::error!(error = %e, "cannot start the store thread"));
        Store {
            jobs,
            readers,
            enqueued: Arc::new(Notify::new()),
        }
    }

    /// Persists `writes` in one transaction; returns once they are committed.
    pub async fn write(&self, writes: Vec<Write>) -> Result<(), StoreError> {
        if writes.is_empty() {
            return Ok(());
        }
        // A withdrawn parcel may have held up the rest of its lane, and a hastened one
        // may be due now.
        let enqueues = writes.iter().any(|w| {
            matches!(
                w,
                Write::Enqueue { .. } | Write::Withdraw { .. } | Write::Hasten { .. }
            )
        });
        let (done, answer) = oneshot::channel();
        self.jobs
            .send(Job::Write(writes, done))
            .map_err(|_| StoreError::shut_down())?;
        answer.await.map_err(|_| StoreError::shut_down())??;
        if enqueues {
            self.enqueued.notify_one();
        }
        Ok(())
    }

    /// Closes the store for every handle on it: commits what was queued before, makes it
    /// readable from the database's main file alone ([`Backend::checkpoint`]) and stops
    /// the writer; later writes fail as shut down. Every clean stop of a command that
    /// writes ends with it. Closing a closed store does nothing.
    pub async fn close(&self) -> Result<(), StoreError> {
        let (done, answer) = oneshot::channel();
        if self.jobs.send(Job::Close(done)).is_err() {
            return Ok(());
        }
        answer.await.unwrap_or(Ok(()))
    }

    /// Notes that the request `id` arrived, to be remembered until `forget_at`: whether
    /// this is its first sight (false: it was seen before, by this process or another on
    /// the same store, and is still remembered at `now`). Committed with the writes
    /// queued beside it, like any write.
    pub async fn first_sight(&self, id: u64, forget_at: i64, now: i64) -> Result<bool, StoreError> {
        let sighting = Write::Sighting { id, forget_at, now };
        match self.write(vec![sighting]).await {
            Ok(()) => Ok(true),
            Err(e) if e.kind == StoreErrorKind::Conflict => Ok(false),
            Err(e) => Err(e),
        }
    }

    /// Resolves after the next commit that enqueued, withdrew or hastened a parcel (or at
    /// once, if one was committed since the last call): the sender's cue to look at the
    /// outbox again.
    pub async fn parcels_enqueued(&self) {
        self.enqueued.notified().await
    }

    /// Claims for `claimant` up to `limit` pending parcels due at `now`, oldest first (see
    /// [`Backend::claim_parcels`]).
    pub async fn claim_parcels(
        &self,
        claimant: &Claimant,
        now: i64,
        limit: usize,
    ) -> Result<Vec<Parcel>, StoreError> {
        let claimant = claimant.clone();
        self.on_writer(move |backend| backend.claim_parcels(&claimant, now, limit))
            .await
    }

    /// The stored version of the table of `channel`.
    pub async fn table_version(&self, channel: ChannelId) -> Result<u64, StoreError> {
        self.read(move |backend| backend.table_version(channel))
            .await
    }

    /// When the next pending parcel falls due.
    pub async fn next_due(&self) -> Result<Option<i64>, StoreError> {
        self.read(|backend| backend.next_due()).await
    }

    /// Every parcel in the outbox, pending and failed.
    pub async fn outbox(&self) -> Result<Vec<OutboxEntry>, StoreError> {
        self.read(|backend| backend.outbox()).await
    }

    /// Up to `limit` channels `among` these whose table needs the clock by `now`,
    /// earliest first.
    pub async fn due_wakes(
        &self,
        now: i64,
        limit: usize,
        among: Channels,
    ) -> Result<Vec<ChannelId>, StoreError> {
        self.read(move |backend| backend.due_wakes(now, limit, among))
            .await
    }

    /// The earliest time any table `among` these needs the clock.
    pub async fn next_wake(&self, among: Channels) -> Result<Option<i64>, StoreError> {
        self.read(move |backend| backend.next_wake(among)).await
    }

    /// The last heartbeat of the bot.
    pub async fn alive_at(&self) -> Result<Option<i64>, StoreError> {
        self.read(|backend| backend.alive_at()).await
    }

    /// Everything stored about a channel.
    pub async fn load_channel(&self, channel: ChannelId) -> Result<ChannelRecord, StoreError> {
        self.read(move |backend| backend.load_channel(channel))
            .await
    }

    /// How many tables of `community`'s channels count as `user`'s for fair use (see
    /// [`Backend::tables_hosted`]).
    pub async fn tables_hosted(&self, user: UserId, community: u64) -> Result<usize, StoreError> {
        self.read(move |backend| backend.tables_hosted(user, community))
            .await
    }

    /// How many tables hold an open lobby or a game being played, by game id.
    pub async fn active_tables(&self) -> Result<Vec<ActiveTables>, StoreError> {
        self.read(|backend| backend.active_tables()).await
    }

    /// The channels with an unfinished game or an open lobby.
    pub async fn active_channels(&self) -> Result<Vec<ChannelId>, StoreError> {
        self.read(|backend| backend.active_channels()).await
    }

    /// The record of a game.
    pub async fn export(&self, game: GameId) -> Result<Option<Record>, StoreError> {
        self.read(move |backend| backend.export(game)).await
    }

    /// A game's stored rows as they are.
    pub async fn export_raw(&self, game: GameId) -> Result<Option<Value>, StoreError> {
        self.read(move |backend| backend.export_raw(game)).await
    }

    /// Up to `limit` games of `channel` that ended, the newest first.
    pub async fn ended_games(
        &self,
        channel: ChannelId,
        limit: usize,
    ) -> Result<Vec<EndedGame>, StoreError> {
        self.read(move |backend| backend.ended_games(channel, limit))
            .await
    }

    /// The id of the newest game of a channel.
    pub async fn latest_game(&self, channel: ChannelId) -> Result<Option<GameId>, StoreError> {
        self.read(move |backend| backend.latest_game(channel)).await
    }

    /// How to reach a user privately.
    pub async fn direct_channel(&self, user: UserId) -> Result<DirectChannel, StoreError> {
        self.read(move |backend| backend.direct_channel(user)).await
    }

    /// How many games being played `user` follows.
    pub async fn follows(&self, user: UserId) -> Result<usize, StoreError> {
        self.read(move |backend| backend.follows(user)).await
    }

    /// A random number drawn once when the store was made, which tells stores apart.
    pub async fn installation(&self) -> Result<i64, StoreError> {
        self.read(|backend| backend.installation()).await
    }

    /// Whether `user` wants reminders of their turns.
    pub async fn wants_reminders(&self, user: UserId) -> Result<bool, StoreError> {
        self.read(move |backend| backend.wants_reminders(user))
            .await
    }

    /// Whether `user` wants pictures with their messages.
    pub async fn wants_pictures(&self, user: UserId) -> Result<bool, StoreError> {
        self.read(move |backend| backend.wants_pictures(user)).await
    }

    /// `user`'s standings on the server `community`, by game id.
    pub async fn standings(
        &self,
        community: u64,
        user: UserId,
    ) -> Result<Vec<RatedPlayer>, StoreError> {
        self.read(move |backend| backend.standings(community, user))
            .await
    }

    /// The best `limit` players of `game` on the server `community`, best first.
    pub async fn leaderboard(
        &self,
        community: u64,
        game: String,
        limit: usize,
    ) -> Result<Vec<RatedPlayer>, StoreError> {
        self.read(move |backend| backend.leaderboard(community, &game, limit))
            .await
    }

    /// The unfinished games in which `user` holds a seat, by channel.
    pub async fn games_of(&self, user: UserId) -> Result<Vec<SeatedGame>, StoreError> {
        self.read(move |backend| backend.games_of(user)).await
    }

    /// Runs `query` on a reader, or on the writer if there is none.
    async fn read<T: Send + 'static>(
        &self,
        query: impl FnOnce(&mut dyn Backend) -> Result<T, StoreError> + Send + 'static,
    ) -> Result<T, StoreError> {
        let Some(readers) = &self.readers else {
            return self.on_writer(query).await;
        };
        let (query, answer) = answered(query);
        readers.run(query)?;
        answer.await.map_err(|_| StoreError::shut_down())?
    }

    /// Runs `query` on the writer thread, in its turn with the writes: for a query that
    /// changes rows itself (a claim).
    async fn on_writer<T: Send + 'static>(
        &self,
        query: impl FnOnce(&mut dyn Backend) -> Result<T, StoreError> + Send + 'static,
    ) -> Result<T, StoreError> {
        let (query, answer) = answered(query);
        self.jobs
            .send(Job::Read(query))
            .map_err(|_| StoreError::shut_down())?;
        answer.await.map_err(|_| StoreError::shut_down())?
    }
}

/// `query` as a [`Query`] that sends its result, and where the result arrives.
fn answered<T: Send + 'static>(
    query: impl FnOnce(&mut dyn Backend) -> Result<T, StoreError> + Send + 'static,
) -> (Query, oneshot::Receiver<Result<T, StoreError>>) {
    let (done, answer) = oneshot::channel();
    let query: Query = Box::new(move |backend| {
        let _ = done.send(query(backend));
    });
    (query, answer)
}

/// Commits the writes of all queued jobs together; if that fails, commits each job on its
/// own so that one bad write cannot sink the others. Reads run in queue order. A close
/// ends the batch (what came after it is dropped): where to say it is done.
fn run_batch(
    backend: &mut impl Backend,
    jobs: Vec<Job>,
) -> Option<oneshot::Sender<Result<(), StoreError>>> {
    let mut writers = Vec::new();
    let mut batch = Vec::new();
    for job in jobs {
        match job {
            Job::Write(writes, done) => {
                batch.extend(writes.iter().cloned());
                writers.push((writes, done));
            }
            Job::Read(query) => {
                flush(backend, &mut batch, &mut writers);
                query(backend);
            }
            Job::Close(done) => {
                flush(backend, &mut batch, &mut writers);
                return Some(done);
            }
        }
    }
    flush(backend, &mut batch, &mut writers);
    None
}

type Waiting = Vec<(Vec<Write>, oneshot::Sender<Result<(), StoreError>>)>;

fn flush(backend: &mut impl Backend, batch: &mut Vec<Write>, writers: &mut Waiting) {
    if writers.is_empty() {
        return;
    }
    let started = std::time::Instant::now();
    if writers.len() > 1 && backend.write(batch).is_ok() {
        for (_, done) in writers.drain(..) {
            let _ = done.send(Ok(()));
        }
    } else {
        for (writes, done) in writers.drain(..) {
            let result = backend.write(&writes);
            if let Err(e) = &result {
                tracing::error!(error = %e, "store write failed");
            }
            let _ = done.send(result);
        }
    }
    crate::metrics::store_commit(started.elapsed());
    batch.clear();
}
