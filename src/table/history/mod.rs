//! A channel's games on record: the games that ended there (`/game history`), the record
//! and plain-text log of one of them or of the game being played (`/game record`), and
//! forgetting ended games past the retention limit. Queries and one write; no table
//! changes, so they never wait for a table's lock.

mod log;

pub use log::{log, shown_record, Scope};

use super::{ChannelId, GameId, Tables};
use crate::engine::{Seat, Text};
use crate::i18n::Lang;
use crate::seating::Player;
use crate::store::{EndedGame, GameStatus, StoreErrorKind, Write};

/// One game that ended at a table, as `/game history` lists it.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayedGame {
    /// The game's id (what `/game record game:` takes).
    pub id: GameId,
    /// The game's name.
    pub name: Text,
    /// Whether it was played to its end (else it was stopped).
    pub finished: bool,
    /// When it ended (or, for games from before the store kept that, its last event),
    /// in milliseconds since the Unix epoch.
    pub ended_at: i64,
    /// The players in seat order at its end.
    pub players: Vec<Player>,
    /// Each seat's final score (or score when stopped), seats named by [`Seat`].
    pub scores: Vec<Text>,
    /// The winning seats; empty when it was stopped.
    pub winners: Vec<Seat>,
}

/// A game's record and log, ready to attach.
#[derive(Clone, Debug, PartialEq)]
pub struct RecordFiles {
    /// The game.
    pub id: GameId,
    /// The game's name.
    pub name: Text,
    /// Whether only its public part is shown (the game is still being played).
    pub public: bool,
    /// The record, as `gametable replay` reads it (pretty-printed JSON).
    pub json: String,
    /// The plain-text log in the asker's language.
    pub log: String,
}

impl Tables {
    /// Up to `limit` games that ended at the table of `channel`, the newest first. A game
    /// whose record no longer replays is left out (and logged); a store failure is a
    /// refusal to show.
    pub async fn history(&self, channel: ChannelId, limit: usize) -> Result<Vec<PlayedGame>, Text> {
        let ended = self
            .store()
            .ended_games(channel, limit)
            .await
            .map_err(|e| {
                tracing::error!(%channel, error = %e, "cannot read the ended games");
                Text::new("table-store-failed")
            })?;
        Ok(ended
            .into_iter()
            .filter_map(|ended| self.played(ended))
            .collect())
    }

    fn played(&self, ended: EndedGame) -> Option<PlayedGame> {
        let record = ended.record;
        let kind = self
            .context()
            .registry
            .iter()
            .find(|kind| kind.info().id == record.game)?;
        let replayed = match record.replay(&self.context().registry) {
            Ok(replayed) => replayed,
            Err(e) => {
                tracing::warn!(game = %record.id, error = %e, "an ended game does not replay");
                return None;
            }
        };
        let game = replayed.game;
        let (scores, winners) = match game.outcome() {
            Some(outcome) => (outcome.scores, outcome.winners),
            None => (game.scores(), Vec::new()),
        };
        let last_event = record.events.last().map(|e| e.at);
        Some(PlayedGame {
            id: record.id,
            name: Text::new(kind.info().name),
            finished: record.status == GameStatus::Finished,
            ended_at: ended.ended_at.or(last_event).unwrap_or(record.started_at),
            players: replayed.players,
            scores: Seat::all(scores.len())
                .map(|seat| game.final_score_text(seat, &scores))
                .collect(),
            winners,
        })
    }

    /// The record and log of a game of `channel` in `lang`: the one `wanted` (its id as
    /// typed), else the game being played, else the newest one. A game still being
    /// played shows only its public part ([`Scope::Public`]). Refused, with the reason
    /// for the asker, when the id is not one of this channel's games, the channel has
    /// none, or the record cannot be read.
    pub async fn record(
        &self,
        channel: ChannelId,
        wanted: Option<&str>,
        lang: Lang,
    ) -> Result<RecordFiles, Text> {
        let failed = |e: crate::store::StoreError| {
            tracing::error!(%channel, error = %e, "cannot read a record");
            match e.kind {
                StoreErrorKind::Damaged => Text::new("history-damaged"),
                _ => Text::new("table-store-failed"),
            }
        };
        let id = match wanted.map(str::trim) {
            Some(typed) => typed
                .parse::<i64>()
                .map(GameId)
                .map_err(|_| no_such_game(typed))?,
            None => self
                .store()
                .latest_game(channel)
                .await
                .map_err(failed)?
                .ok_or_else(|| Text::new("history-no-games"))?,
        };
        let record = self
            .store()
            .export(id)
            .await
            .map_err(failed)?
            .filter(|record| record.channel == channel)
            .ok_or_else(|| no_such_game(&id.to_string()))?;
        if record.status == GameStatus::Damaged {
            return Err(Text::new("history-damaged"));
        }
        let scope = Scope::of(record.status);
        let ctx = self.context();
        let name = ctx
            .registry
            .iter()
            .find(|kind| kind.info().id == record.game)
            .map(|kind| Text::new(kind.info().name))
            .ok_or_else(|| Text::new("history-damaged"))?;
        let log = log(&record, &ctx.registry, ctx.localizer, lang, scope).map_err(|e| {
            tracing::error!(game = %id, error = %e, "a stored record does not replay");
            Text::new("history-damaged")
        })?;
        let json = serde_json::to_string_pretty(&shown_record(&record, scope)).map_err(|e| {
            tracing::error!(game = %id, error = %e, "cannot write a record as JSON");
            Text::new("history-damaged")
        })?;
        Ok(RecordFiles {
            id,
            name,
            public: scope == Scope::Public,
            json,
            log,
        })
    }

    /// Forgets the games that ended more than `keep_ms` ago by the tables' clock (their
    /// records, events and seats); games being played are never touched.
    pub async fn forget_ended(&self, keep_ms: i64) {
        let before = self.now_ms().saturating_sub(keep_ms);
        let forget = Write::ForgetEnded { before };
        if let Err(e) = self.store().write(vec![forget]).await {
            tracing::warn!(error = %e, "cannot forget old ended games");
        }
    }
}

/// The refusal for a game id that is not one of the channel's games.
fn no_such_game(typed: &str) -> Text {
    let shown: String = typed.chars().take(40).collect();
    Text::new("history-no-such-game").arg("game", crate::engine::Arg::Verbatim(shown))
}
