//! The `seated` index of the PostgreSQL store: one row per person and unfinished game
//! (see [`crate::store::SeatedGame`]), kept by the same transaction as the writes that
//! change it.

use super::db::{get, get_u32, Db};
use super::pipeline::Pipeline;
use crate::engine::Seat;
use crate::seating::{ChannelId, GameId, UserId};
use crate::store::{Action, SeatedGame, StoreError, Write};

/// Plans keeping the index right for one write, in the write's transaction.
pub(super) fn plan(pipeline: &mut Pipeline, write: &Write) {
    match write {
        Write::StartGame(record) => {
            for (index, player) in record.seats.iter().enumerate() {
                if !player.is_ai() {
                    seat(pipeline, record.id, Seat(index as u8), player.user);
                }
            }
        }
        Write::Event { game, event, .. } => match &event.action {
            // The game counts the move; the mover's seat remembers the count.
            Action::Move { seat, .. } => pipeline.push(
                "WITH counted AS (UPDATE games SET moves = moves + 1 WHERE id = $1 RETURNING moves)
                 UPDATE seated SET moved_at = counted.moves FROM counted
                 WHERE seated.game = $1 AND seated.seat = $2",
                vec![Box::new(game.0), Box::new(i32::from(seat.0))],
            ),
            Action::Seat {
                seat: taken,
                player,
            } => {
                pipeline.push(
                    "DELETE FROM seated WHERE game = $1 AND seat = $2",
                    vec![Box::new(game.0), Box::new(i32::from(taken.0))],
                );
                if !player.is_ai() {
                    seat(pipeline, *game, *taken, player.user);
                }
            }
            Action::Chance { .. } | Action::Away { .. } => {}
        },
        Write::EndGame { game, .. } => {
            pipeline.push("DELETE FROM seated WHERE game = $1", vec![Box::new(game.0)])
        }
        _ => {}
    }
}

/// Plans seating `user` at `seat` of `game`, replacing their row there if they had one.
fn seat(pipeline: &mut Pipeline, game: GameId, seat: Seat, user: UserId) {
    pipeline.push(
        "INSERT INTO seated (user_id, game, seat, moved_at)
         SELECT $1, $2, $3, moves FROM games WHERE id = $2
         ON CONFLICT (user_id, game) DO UPDATE SET seat = excluded.seat,
                                                   moved_at = excluded.moved_at",
        vec![
            Box::new(user.0 as i64),
            Box::new(game.0),
            Box::new(i32::from(seat.0)),
        ],
    )
}

/// The unfinished games in which `user` holds a seat, by channel.
pub(super) async fn games_of(db: Db<'_>, user: UserId) -> Result<Vec<SeatedGame>, StoreError> {
    let rows = db
        .query(
            "SELECT s.game, g.channel, g.game, s.seat, g.moves - s.moved_at
             FROM seated s JOIN games g ON g.id = s.game
             WHERE s.user_id = $1 AND g.status = 'playing'
             ORDER BY g.channel, s.game",
            &[&(user.0 as i64)],
        )
        .await?;
    rows.iter()
        .map(|row| {
            let seat: i32 = get(row, 3)?;
            Ok(SeatedGame {
                game: GameId(get(row, 0)?),
                channel: ChannelId(get::<i64>(row, 1)? as u64),
                kind: get(row, 2)?,
                seat: Seat(
                    u8::try_from(seat)
                        .map_err(|_| StoreError::damaged(format!("a stored seat: {seat}")))?,
                ),
                moves_since: get_u32(row, 4)?,
            })
        })
        .collect()
}
