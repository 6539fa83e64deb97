//! The `followers` index of the PostgreSQL store: one row per person and game they
//! follow, beside the game's `watchers`, kept by the same transaction as the writes that
//! change them, so that how many games a person follows is one indexed count.

use super::pipeline::Pipeline;
use crate::store::Write;

/// Plans keeping the index (and, for [`Write::Unfollow`], the game's watchers) right for
/// one write, in the write's transaction.
pub(super) fn plan(pipeline: &mut Pipeline, write: &Write) {
    match write {
        Write::Watchers { game, watchers } => {
            pipeline.push(
                "DELETE FROM followers WHERE game = $1",
                vec![Box::new(game.0)],
            );
            for watcher in watchers {
                pipeline.push(
                    "INSERT INTO followers (user_id, game) VALUES ($1, $2)
                     ON CONFLICT DO NOTHING",
                    vec![Box::new(watcher.user.0 as i64), Box::new(game.0)],
                );
            }
        }
        Write::Unfollow { game, user } => {
            pipeline.push(
                "UPDATE games SET watchers =
                     (SELECT COALESCE(jsonb_agg(w), '[]'::jsonb)::text
                      FROM jsonb_array_elements(games.watchers::jsonb) w
                      WHERE (w ->> 'user')::bigint <> $2)
                 WHERE id = $1 AND watchers IS NOT NULL",
                vec![Box::new(game.0), Box::new(user.0 as i64)],
            );
            pipeline.push(
                "DELETE FROM followers WHERE game = $1 AND user_id = $2",
                vec![Box::new(game.0), Box::new(user.0 as i64)],
            );
        }
        Write::EndGame { game, .. } => pipeline.push(
            "DELETE FROM followers WHERE game = $1",
            vec![Box::new(game.0)],
        ),
        _ => {}
    }
}
