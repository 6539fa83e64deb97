//! The ended games of the PostgreSQL store: a channel's newest ones, and forgetting those
//! that ended before the retention limit.

use super::db::{get, Db};
use super::pipeline::Pipeline;
use super::read_record;
use crate::seating::{ChannelId, GameId};
use crate::store::{EndedGame, StoreError};

/// Up to `limit` ended games of `channel`, the newest first; unreadable ones are left out
/// (and logged).
pub(super) async fn ended(
    db: Db<'_>,
    channel: ChannelId,
    limit: usize,
) -> Result<Vec<EndedGame>, StoreError> {
    let rows = db
        .query(
            "SELECT id, ended_at FROM games
             WHERE channel = $1 AND status IN ('finished', 'abandoned')
             ORDER BY started_at DESC, id DESC LIMIT $2",
            &[&(channel.0 as i64), &(limit as i64)],
        )
        .await?;
    let mut ended = Vec::with_capacity(rows.len());
    for row in &rows {
        let id: i64 = get(row, 0)?;
        let ended_at: Option<i64> = get(row, 1)?;
        match read_record(db, GameId(id)).await {
            Ok(Some(record)) => ended.push(EndedGame { record, ended_at }),
            Ok(None) => {}
            Err(e) => {
                tracing::warn!(%channel, game = id, error = %e, "an ended game cannot be read")
            }
        }
    }
    Ok(ended)
}

/// Deletes the games that ended before `before`, with their events, seat rows and their
/// place in the order of rated games (the ratings they changed stay).
pub(super) fn forget(pipeline: &mut Pipeline, before: i64) {
    const OLD: &str =
        "SELECT id FROM games WHERE status IN ('finished', 'abandoned') AND ended_at < $1";
    for table in ["events", "seated", "rated_games"] {
        pipeline.push(
            format!("DELETE FROM {table} WHERE game IN ({OLD})"),
            vec![Box::new(before)],
        );
    }
    pipeline.push(
        format!("DELETE FROM games WHERE id IN ({OLD})"),
        vec![Box::new(before)],
    );
}
