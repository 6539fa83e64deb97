//! Every table of the process: an index by channel, restored lazily from the store,
//! with one command at a time per table and tables running in parallel.

use super::{Caller, ChannelId, Command, Context, Message, MessageKind, Recipient, Table, UserId};
use crate::engine::Text;
use crate::i18n::Lang;
use crate::store::Store;
use dashmap::DashMap;
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;
use std::sync::{Arc, Mutex as SyncMutex};
use tokio::sync::Mutex;

/// All tables, shared by every transport task.
pub struct Tables {
    tables: DashMap<ChannelId, Arc<Mutex<Table>>>,
    store: Store,
    ctx: Context,
    seeds: SyncMutex<ChaCha20Rng>,
}

/// A legal move rendered for a menu: what to send, and how to show it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveOption {
    /// The canonical notation.
    pub notation: String,
    /// The label in the asker's language.
    pub label: String,
}

impl Tables {
    /// Tables over `store`. Games are seeded from `seed` when given (simulations,
    /// tests), else from the operating system's generator.
    pub fn new(ctx: Context, store: Store, seed: Option<u64>) -> Tables {
        let seeds = match seed {
            Some(seed) => ChaCha20Rng::seed_from_u64(seed),
            None => ChaCha20Rng::from_entropy(),
        };
        Tables {
            tables: DashMap::new(),
            store,
            ctx,
            seeds: SyncMutex::new(seeds),
        }
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

    async fn table(&self, channel: ChannelId) -> Result<Arc<Mutex<Table>>, Text> {
        if let Some(table) = self.tables.get(&channel) {
            return Ok(Arc::clone(&table));
        }
        let stored = self.store.load_channel(channel).await.map_err(|e| {
            tracing::error!(%channel, error = %e, "cannot load a table");
            Text::new("table-store-failed")
        })?;
        let table = Table::restore(&self.ctx, channel, stored, self.next_seed()).map_err(|e| {
            tracing::error!(%channel, error = %e, "cannot replay a stored game");
            Text::new("table-record-broken")
        })?;
        if table.is_playing() {
            tracing::info!(%channel, "restored an unfinished game");
        }
        let entry = self
            .tables
            .entry(channel)
            .or_insert_with(|| Arc::new(Mutex::new(table)));
        Ok(Arc::clone(&entry))
    }

    /// Carries out a command at the table of `channel` and returns the messages to send.
    /// The messages exist only once the command's changes are committed to the store;
    /// if the store fails the table is unchanged and the caller is told so.
    pub async fn handle(
        &self,
        channel: ChannelId,
        caller: &Caller,
        command: Command,
        now: i64,
    ) -> Vec<Message> {
        let table = match self.table(channel).await {
            Ok(table) => table,
            Err(why) => return vec![self.refusal(caller.lang, &why)],
        };
        let mut table = table.lock().await;
        let mut next = table.clone();
        let step = next.handle(&self.ctx, caller, command, now, self.next_seed());
        if let Err(e) = self.store.write(step.writes).await {
            tracing::error!(%channel, error = %e, "a command was not stored and is refused");
            return vec![self.refusal(caller.lang, &Text::new("table-store-failed"))];
        }
        *table = next;
        step.messages
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
        let table = table.lock().await;
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
                options.push(MoveOption {
                    label,
                    notation: choice.notation,
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
        let table = table.lock().await;
        Some(look(&table))
    }

    fn refusal(&self, lang: Lang, why: &Text) -> Message {
        Message {
            to: Recipient::Caller,
            kind: MessageKind::Refusal,
            body: self.ctx.localizer.render(lang, why, &|s| s.to_string()),
        }
    }
}
