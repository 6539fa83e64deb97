//! Every table of the process: an index by channel, restored lazily from the store,
//! with one command at a time per table and tables running in parallel.

use super::fair_use::Recent;
use super::{
    Caller, ChannelId, Channels, Clock, Command, Context, FairUse, GameId, Handover, Message,
    MessageKind, Phase, Step, Table, TableRef, UserId,
};
use crate::engine::Text;
use crate::i18n::Lang;
use crate::store::{Envelope, GameStatus, Store, StoreErrorKind, TableTimes, Write};
use dashmap::{DashMap, DashSet};
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;
use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};
use std::sync::{Arc, Mutex as SyncMutex};
use tokio::sync::Mutex;

/// The most deadlines one tick fires; the next tick takes the rest, in deadline order.
const DEADLINES_PER_TICK: usize = 100;

/// All tables, shared by every transport task.
pub struct Tables {
    tables: DashMap<ChannelId, Arc<Held>>,
    store: Store,
    ctx: Context,
    clock: Arc<dyn Clock>,
    seeds: SyncMutex<ChaCha20Rng>,
    fair_use: FairUse,
    recent: Recent,
    reloads: Reloads,
    /// The tables whose clock this process runs and whose return it announces.
    serves: Channels,
}

/// Tables a transport changed in the store by itself (a lobby handed over to a thread, a
/// thread it can no longer post in), together with a wake time due at once: the clock
/// reads each again from the store before it looks at it. Cheap to clone.
#[derive(Clone, Default)]
pub struct Reloads(Arc<DashSet<ChannelId>>);

impl Reloads {
    /// The table of `channel` is read again from the store at its next tick.
    pub fn reload(&self, channel: ChannelId) {
        self.0.insert(channel);
    }
}

/// A table in memory, the stored version it is at, and when it was last used
/// (milliseconds since the Unix epoch).
struct Held {
    table: Mutex<Table>,
    /// Changed only by whoever holds the lock of `table`.
    version: AtomicU64,
    used: AtomicI64,
}

/// What a command or a tick makes of a table, to commit: the table after it, its writes,
/// the envelopes its transport promised, and when it happened.
struct Change {
    next: Table,
    writes: Vec<Write>,
    envelopes: Vec<Envelope>,
    now: i64,
}

/// What a command at a table answers: its messages, and where the table stands after it.
#[derive(Clone, Debug, PartialEq)]
pub struct Answer {
    /// The messages, in the order to send them.
    pub messages: Vec<Message>,
    /// The table's phase after the command.
    pub phase: Phase,
    /// The game being played after the command, if any.
    pub game: Option<GameId>,
    /// When the people the game waits for run out of time, if the table has a clock.
    pub deadline: Option<i64>,
    /// The language of the channel's public posts.
    pub public_lang: Lang,
    /// The lobby or game the table holds after the command, as its messages name it.
    pub shown: Option<TableRef>,
    /// The game the command ended, if it ended one (a rematch may be asked for).
    pub ended: Option<GameId>,
    /// The channel the table's thread was opened in, if it is a game's thread.
    pub parent: Option<ChannelId>,
    /// A lobby that moves into a thread of its own, for the transport to open.
    pub handover: Option<Handover>,
}

impl Answer {
    /// The answer of `step` at `table`, whose posts are in `public_lang`.
    fn of(step: Step, table: &Table, public_lang: Lang) -> (Answer, Vec<Write>) {
        let ended = step.writes.iter().find_map(|w| match w {
            Write::EndGame { game, status, .. } if *status != GameStatus::Damaged => Some(*game),
            _ => None,
        });
        let answer = Answer {
            messages: step.messages,
            phase: table.phase(),
            game: table.game_id(),
            deadline: table.deadline(),
            public_lang,
            shown: table.reference(),
            ended,
            parent: table.parent(),
            handover: step.handover,
        };
        (answer, step.writes)
    }
}

/// A legal move rendered for a menu: what to send, and how to show it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveOption {
    /// The canonical notation.
    pub notation: String,
    /// The label in the asker's language.
    pub label: String,
    /// The group a long menu shows it under, in the asker's language, if the game groups.
    pub group: Option<String>,
}

impl Tables {
    /// Tables over `store`, with no limits on what one person may ask (see
    /// [`Tables::with_fair_use`]). Games are seeded from `seed` when given (simulations,
    /// tests), else from the operating system's generator.
    /// Time is read from `clock` only.
    pub fn new(ctx: Context, store: Store, clock: Arc<dyn Clock>, seed: Option<u64>) -> Tables {
        let seeds = match seed {
            Some(seed) => ChaCha20Rng::seed_from_u64(seed),
            None => ChaCha20Rng::from_entropy(),
        };
        Tables {
            tables: DashMap::new(),
            store,
            ctx,
            clock,
            seeds: SyncMutex::new(seeds),
            fair_use: FairUse::UNLIMITED,
            recent: Recent::default(),
            reloads: Reloads::default(),
            serves: Channels::Every,
        }
    }

    /// These tables running the clock of, and announcing a return to, only the tables
    /// `serves` holds: a transport's own, when a terminal and a chat share one store.
    pub fn serving(mut self, serves: Channels) -> Tables {
        self.serves = serves;
        self
    }

    /// The handle a transport marks the tables with that it changed in the store.
    pub fn reloads(&self) -> Reloads {
        self.reloads.clone()
    }

    /// These tables with `limits` on what one person may ask.
    pub fn with_fair_use(mut self, limits: FairUse) -> Tables {
        self.fair_use = limits;
        self
    }

    /// The limits on what one person may ask.
    pub fn fair_use(&self) -> FairUse {
        self.fair_use
    }

    pub(super) fn recent(&self) -> &Recent {
        &self.recent
    }

    /// What the tables share.
    pub fn context(&self) -> &Context {
        &self.ctx
    }

    /// The store.
    pub fn store(&self) -> &Store {
        &self.store
    }

    fn next_seed(&self) -> u64 {
        match self.seeds.lock() {
            Ok(mut rng) => rng.next_u64(),
            Err(poisoned) => poisoned.into_inner().next_u64(),
        }
    }

    /// The table of `channel`, from memory or restored from the store. A table in memory
    /// is first checked against the stored version, and read again if another process
    /// sharing the store changed it: nothing is looked at in a stale table.
    async fn table(&self, channel: ChannelId) -> Result<Arc<Held>, Text> {
        let (held, restored) = self.held(channel).await?;
        if !restored {
            let mut table = held.table.lock().await;
            self.refresh(channel, &held, &mut table).await?;
        }
        Ok(held)
    }

    /// The table of `channel` as held in memory, unchecked, or restored from the store
    /// (then `true`).
    async fn held(&self, channel: ChannelId) -> Result<(Arc<Held>, bool), Text> {
        let now = self.clock.now_ms();
        let held = self.tables.get(&channel).map(|held| Arc::clone(&held));
        if let Some(held) = held {
            held.used.store(now, Ordering::Relaxed);
            return Ok((held, false));
        }
        let stored = self.load(channel).await?;
        let version = stored.version;
        let table = Table::restore(&self.ctx, channel, stored, self.next_seed());
        let entry = self.tables.entry(channel).or_insert_with(|| {
            Arc::new(Held {
                table: Mutex::new(table),
                version: AtomicU64::new(version),
                used: AtomicI64::new(now),
            })
        });
        Ok((Arc::clone(&entry), true))
    }

    /// Reads `table` (locked, of `held`) again if another process sharing the store
    /// changed it since; whether it did.
    async fn refresh(
        &self,
        channel: ChannelId,
        held: &Held,
        table: &mut Table,
    ) -> Result<bool, Text> {
        let stored = self.store.table_version(channel).await.map_err(|e| {
            tracing::error!(%channel, error = %e, "cannot check a table's version");
            Text::new("table-store-failed")
        })?;
        let stale = stored != held.version.load(Ordering::Acquire);
        if stale {
            self.reread(channel, held, table).await?;
        }
        Ok(stale)
    }

    async fn load(&self, channel: ChannelId) -> Result<crate::store::ChannelRecord, Text> {
        self.store.load_channel(channel).await.map_err(|e| {
            tracing::error!(%channel, error = %e, "cannot load a table");
            Text::new("table-store-failed")
        })
    }

    /// Commits `change` as a change of the version `held` is at when the command changed
    /// the table (a command that changed nothing moves no version); once committed, its
    /// `next` is the table.
    async fn commit(
        &self,
        channel: ChannelId,
        held: &Held,
        table: &mut Table,
        change: Change,
    ) -> Result<(), crate::store::StoreError> {
        let Change {
            next,
            mut writes,
            envelopes,
            now,
        } = change;
        let version = held.version.load(Ordering::Acquire);
        let versioned = !writes.is_empty();
        if versioned {
            let from = version;
            let times = take_times(channel, &mut writes);
            writes.insert(
                0,
                Write::TableVersion {
                    channel,
                    from,
                    times,
                },
            );
        }
        writes.extend(
            envelopes
                .into_iter()
                .map(|envelope| Write::Enqueue { envelope, at: now }),
        );
        self.store.write(writes).await?;
        *table = next;
        if versioned {
            held.version.store(version + 1, Ordering::Release);
        }
        Ok(())
    }

    /// Replaces `table` (locked, of `held`) by what the store holds now.
    async fn reread(&self, channel: ChannelId, held: &Held, table: &mut Table) -> Result<(), Text> {
        let stored = self.load(channel).await?;
        held.version.store(stored.version, Ordering::Release);
        *table = Table::restore(&self.ctx, channel, stored, self.next_seed());
        Ok(())
    }

    /// Lets go of the tables nobody used for `idle_for_ms`: everything they hold is in
    /// the store, and the next command there restores them. A table in use stays.
    /// Returns how many are left in memory.
    pub fn release_idle(&self, idle_for_ms: i64) -> usize {
        let now = self.clock.now_ms();
        self.recent.forget_before(now);
        let since = now.saturating_sub(idle_for_ms);
        self.tables.retain(|_, held| {
            let idle = held.used.load(Ordering::Relaxed) < since;
            // Held elsewhere (a command or a look in progress), or locked: in use.
            let in_use = Arc::strong_count(held) > 1 || held.table.try_lock().is_err();
            !idle || in_use
        });
        self.tables.shrink_to_fit();
        self.tables.len()
    }

    /// Carries out a command at the table of `channel` and answers it. The answer exists
    /// only once the command's changes are committed to the store; if the store fails the
    /// table is unchanged and the caller is told so.
    pub async fn handle(&self, channel: ChannelId, caller: &Caller, command: Command) -> Answer {
        self.handle_with(channel, caller, command, |answer| (answer, Vec::new()))
            .await
    }

    /// Like [`Tables::handle`], for a transport that sends some of the answer later:
    /// `promise` turns the answer into what the transport returns now and the envelopes it
    /// will send on its own, and those are committed in the same transaction as the
    /// command, so a promised message is never lost. `promise` is called again with the
    /// refusal if the store fails (its envelopes are then dropped).
    pub async fn handle_with<R>(
        &self,
        channel: ChannelId,
        caller: &Caller,
        command: Command,
        mut promise: impl FnMut(Answer) -> (R, Vec<Envelope>),
    ) -> R {
        if let Err(why) = self.admit(caller, &command, self.clock.now_ms()).await {
            return promise(self.refused(caller, Phase::Empty, caller.lang, why)).0;
        }
        let playing = matches!(command, Command::Play { .. });
        // Optimistic: the command runs on the table as held, unchecked. What it changes
        // is committed only if the table is still at the version it was computed from;
        // an answer that changes nothing is checked against the stored version instead.
        // Either way a stale table is read again and the command done again, once.
        let (held, restored) = match self.held(channel).await {
            Ok(held) => held,
            Err(why) => return promise(self.refused(caller, Phase::Empty, caller.lang, why)).0,
        };
        let mut table = held.table.lock().await;
        // Known to be the stored table (just restored, or checked).
        let mut fresh = restored;
        let mut redone = false;
        let mut counted = false;
        let why = loop {
            let mut next = table.clone();
            let now = self.clock.now_ms();
            let seed = self.next_seed();
            let step =
                off_the_workers(|| next.handle(&self.ctx, caller, command.clone(), now, seed));
            let (answer, writes) = Answer::of(step, &next, next.public_lang(&self.ctx, caller));
            if writes.is_empty() && !fresh {
                fresh = true;
                match self.refresh(channel, &held, &mut table).await {
                    Ok(true) => {
                        redone = true;
                        continue;
                    }
                    Ok(false) => {}
                    Err(why) => break why,
                }
            }
            if playing
                && !counted
                && answer
                    .messages
                    .iter()
                    .any(|m| m.kind == MessageKind::Refusal)
            {
                // A move that is not played counts like any other command.
                self.recent.count(caller.user, now);
                counted = true;
            }
            let (reply, envelopes) = promise(answer);
            let change = Change {
                next,
                writes,
                envelopes,
                now,
            };
            match self.commit(channel, &held, &mut table, change).await {
                Ok(()) => return reply,
                // Another process changed the table first: the command is done again,
                // once, on the table as it is now.
                Err(e) if e.kind == StoreErrorKind::Stale && !redone => {
                    tracing::debug!(%channel, error = %e, "a table changed elsewhere; redoing");
                    redone = true;
                    fresh = true;
                    if let Err(why) = self.reread(channel, &held, &mut table).await {
                        break why;
                    }
                }
                Err(e) if e.kind == StoreErrorKind::Stale => {
                    tracing::info!(%channel, error = %e, "a command lost a race twice");
                    break Text::new("table-moved-first");
                }
                Err(e) => {
                    tracing::error!(%channel, error = %e, "a command was not stored and is refused");
                    break Text::new("table-store-failed");
                }
            }
        };
        let answer = self.refused(
            caller,
            table.phase(),
            table.public_lang(&self.ctx, caller),
            why,
        );
        promise(answer).0
    }

    /// Fires every deadline that has passed by the clock's now, as the clock's own
    /// command: each such table times out the people it waited for, and its changes and
    /// `promise`d envelopes are committed like a person's command. Returns what `promise`
    /// made of each table's answer.
    pub async fn tick_with<R>(
        &self,
        mut promise: impl FnMut(ChannelId, Answer) -> (R, Vec<Envelope>),
    ) -> Vec<R> {
        let now = self.clock.now_ms();
        let due = match self
            .store
            .due_wakes(now, DEADLINES_PER_TICK, self.serves)
            .await
        {
            Ok(due) => due,
            Err(e) => {
                tracing::error!(error = %e, "cannot read the deadlines");
                return Vec::new();
            }
        };
        let mut replies = Vec::new();
        for channel in due {
            let reload = self.reloads.0.contains(&channel);
            if reload {
                // Changed in the store by the transport: read again once a command in
                // progress is done with it.
                let held = self.tables.get(&channel).map(|held| Arc::clone(&held));
                if let Some(held) = held {
                    let _done = held.table.lock().await;
                    self.tables.remove(&channel);
                }
            }
            let Ok(held) = self.table(channel).await else {
                // A table that cannot be restored has no clock to run.
                let clear = Write::Deadline {
                    channel,
                    times: TableTimes::default(),
                };
                let _ = self.store.write(vec![clear]).await;
                continue;
            };
            let mut table = held.table.lock().await;
            let mut next = table.clone();
            let step = match next.arrive(&self.ctx, now, self.next_seed()) {
                Some(step) => {
                    self.reloads.0.remove(&channel);
                    step
                }
                // Not read yet, if the transport's writes are not committed yet: the
                // mark stays until they are.
                None => off_the_workers(|| next.tick(&self.ctx, now)),
            };
            if step.writes.is_empty() && step.messages.is_empty() && step.handover.is_none() {
                // Nothing was due after all (another process fired it first).
                continue;
            }
            let (answer, writes) = Answer::of(step, &next, next.lang(&self.ctx));
            let (reply, envelopes) = promise(channel, answer);
            let change = Change {
                next,
                writes,
                envelopes,
                now,
            };
            match self.commit(channel, &held, &mut table, change).await {
                Ok(()) => replies.push(reply),
                // Another process got there first (it fired this deadline, or a command
                // came): the table is read again, and fires at its next tick if still due.
                Err(e) if e.kind == StoreErrorKind::Stale => {
                    tracing::debug!(%channel, error = %e, "a table changed elsewhere");
                    let _ = self.reread(channel, &held, &mut table).await;
                }
                Err(e) => tracing::error!(%channel, error = %e, "a timeout was not stored"),
            }
        }
        replies
    }

    /// After the bot was down: tells each table with a game in progress that it is back
    /// and whose turn it is, at most once per table; `promise` turns each answer into what
    /// the transport sends, committed like a command's.
    pub async fn announce_return_with(
        &self,
        mut promise: impl FnMut(ChannelId, Answer) -> Vec<Envelope>,
    ) {
        let channels = match self.store.active_channels().await {
            Ok(channels) => channels,
            Err(e) => {
                tracing::error!(error = %e, "cannot list the active tables");
                return;
            }
        };
        let now = self.clock.now_ms();
        for channel in channels.into_iter().filter(|c| self.serves.holds(*c)) {
            let Ok(table) = self.table(channel).await else {
                continue;
            };
            let table = table.table.lock().await;
            let step = table.back_online(&self.ctx);
            if step.messages.is_empty() {
                continue;
            }
            let (answer, _) = Answer::of(step, &table, table.lang(&self.ctx));
            let writes = promise(channel, answer)
                .into_iter()
                .map(|envelope| Write::Enqueue { envelope, at: now })
                .collect();
            if let Err(e) = self.store.write(writes).await {
                tracing::error!(%channel, error = %e, "cannot promise the return notice");
            }
        }
    }

    /// The time on the tables' clock, in milliseconds since the Unix epoch.
    pub fn now_ms(&self) -> i64 {
        self.clock.now_ms()
    }

    /// When any table next needs the clock, if one does.
    pub async fn next_wake(&self) -> Option<i64> {
        self.store.next_wake(self.serves).await.ok().flatten()
    }

    /// Up to `limit` legal moves of `user` at the table of `channel`, labelled in `lang`,
    /// in the game's order of usefulness: those whose notation or label contains `typed`
    /// (ignoring case), plus the moves the game always offers (passing), which keep their
    /// place in the list whatever was typed.
    pub async fn suggest_moves(
        &self,
        channel: ChannelId,
        user: UserId,
        lang: Lang,
        typed: &str,
        limit: usize,
    ) -> Vec<MoveOption> {
        let Ok(table) = self.table(channel).await else {
            return Vec::new();
        };
        let table = table.table.lock().await;
        let (Some(game), Some(seat)) = (table.game(), table.seat_of(user)) else {
            return Vec::new();
        };
        let typed = typed.trim().to_lowercase();
        let choices = game.legal_moves(seat);
        let pinned = choices.iter().filter(|c| c.always_offered).count();
        let mut unpinned_room = limit.saturating_sub(pinned);
        let mut options = Vec::new();
        for choice in choices {
            if options.len() == limit {
                break;
            }
            if !choice.always_offered && unpinned_room == 0 {
                continue;
            }
            let label = self
                .ctx
                .localizer
                .render(lang, &choice.label, &|s| s.to_string());
            let matches = typed.is_empty()
                || choice.notation.contains(&typed)
                || label.to_lowercase().contains(&typed);
            if choice.always_offered || matches {
                if !choice.always_offered {
                    unpinned_room -= 1;
                }
                let render =
                    |text: &Text| self.ctx.localizer.render(lang, text, &|s| s.to_string());
                options.push(MoveOption {
                    label,
                    notation: choice.notation,
                    group: choice.group.as_ref().map(render),
                });
            }
        }
        options
    }

    /// Runs `look` on the table of `channel` (restoring it first if needed).
    pub async fn inspect<R>(
        &self,
        channel: ChannelId,
        look: impl FnOnce(&Table) -> R,
    ) -> Option<R> {
        let table = self.table(channel).await.ok()?;
        let table = table.table.lock().await;
        Some(look(&table))
    }

    fn refused(&self, caller: &Caller, phase: Phase, public_lang: Lang, why: Text) -> Answer {
        Answer {
            messages: vec![Message::refusal(caller.lang, why)],
            phase,
            game: None,
            deadline: None,
            public_lang,
            shown: None,
            ended: None,
            parent: None,
            handover: None,
        }
    }
}

/// Takes the times a command set for the table of `channel` out of its `writes`, to ride
/// on its version guard: the channel's row then changes once per command, not twice. A
/// later time overwrites an earlier one whole, so the last is the one kept.
fn take_times(channel: ChannelId, writes: &mut Vec<Write>) -> Option<TableTimes> {
    let mut times = None;
    writes.retain(|write| match write {
        Write::Deadline {
            channel: at,
            times: set,
        } if *at == channel => {
            times = Some(*set);
            false
        }
        _ => true,
    });
    times
}

/// Runs a table's work, which may include the AI's thinking (up to
/// [`super::AiLimits::command_time`] of CPU), so that it does not stall the runtime: on a
/// multi-threaded runtime the worker hands its other tasks to the others meanwhile
/// (`block_in_place`); a current-thread runtime (tests, local mode) runs it as it is.
fn off_the_workers<T>(work: impl FnOnce() -> T) -> T {
    match tokio::runtime::Handle::try_current() {
        Ok(runtime) if runtime.runtime_flavor() == tokio::runtime::RuntimeFlavor::MultiThread => {
            tokio::task::block_in_place(work)
        }
        _ => work(),
    }
}
