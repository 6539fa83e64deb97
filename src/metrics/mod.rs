//! Metrics and health: what the bot counts and times, for Prometheus, and whether it is
//! alive and ready, for orchestrators. Recording is cheap and does nothing until
//! [`serve`] installs the recorder (`gametable bot --metrics ADDR`).
//!
//! Metric names (all prefixed `gametable_`): `interactions_total{command, outcome}`,
//! `answer_seconds{command}` (a histogram), `rest_calls_total{route, status}`,
//! `rate_limited_total{route}`, `store_commit_seconds` (a histogram),
//! `outbox_depth`, `outbox_oldest_seconds`, `active_tables{game, stage}` and
//! `delivery_gate_closed{gate}` (gauges), `delivery_gate_closings_total{gate}`.

mod serve;

pub use serve::{serve, Listening};

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// Whether the bot is connected to Discord and can answer.
static READY: AtomicBool = AtomicBool::new(false);

/// The bot is (or is no longer) connected and able to answer.
pub fn set_ready(ready: bool) {
    READY.store(ready, Ordering::SeqCst);
}

/// Whether the bot is connected and able to answer.
pub fn is_ready() -> bool {
    READY.load(Ordering::SeqCst)
}

/// An interaction (`command`, e.g. `game new`, `play`, or `button`) was answered with
/// `outcome` (`answered`, `deferred`, `refused`) after `elapsed`.
pub fn interaction(command: &str, outcome: &'static str, elapsed: Duration) {
    let command = command.to_owned();
    metrics::counter!("gametable_interactions_total", "command" => command.clone(), "outcome" => outcome)
        .increment(1);
    metrics::histogram!("gametable_answer_seconds", "command" => command)
        .record(elapsed.as_secs_f64());
}

/// A REST call on `route` (e.g. `POST /channels/12/messages`) got `status`.
pub fn rest_call(route: &str, status: u16) {
    let route = route_label(route);
    if status == 429 {
        metrics::counter!("gametable_rate_limited_total", "route" => route.clone()).increment(1);
    }
    metrics::counter!("gametable_rest_calls_total", "route" => route, "status" => status.to_string())
        .increment(1);
}

/// The store committed a batch of writes in `elapsed`.
pub fn store_commit(elapsed: Duration) {
    metrics::histogram!("gametable_store_commit_seconds").record(elapsed.as_secs_f64());
}

/// The outbox holds `depth` parcels, the oldest promised `oldest` ago.
pub fn outbox(depth: usize, oldest: Duration) {
    metrics::gauge!("gametable_outbox_depth").set(depth as f64);
    metrics::gauge!("gametable_outbox_oldest_seconds").set(oldest.as_secs_f64());
}

/// A delivery gate that holds back everyone of its kind (`global`, `invalid_channel`,
/// `invalid_direct`) closed or opened again.
pub fn gate_closed(gate: &'static str, closed: bool) {
    metrics::gauge!("gametable_delivery_gate_closed", "gate" => gate)
        .set(f64::from(u8::from(closed)));
    let closings = metrics::counter!("gametable_delivery_gate_closings_total", "gate" => gate);
    closings.increment(u64::from(closed));
}

/// `lobbies` tables have an open lobby for `game`, and it is being played at `playing`.
pub fn active_tables(game: &str, lobbies: usize, playing: usize) {
    let game = game.to_owned();
    metrics::gauge!("gametable_active_tables", "game" => game.clone(), "stage" => "lobby")
        .set(lobbies as f64);
    metrics::gauge!("gametable_active_tables", "game" => game, "stage" => "playing")
        .set(playing as f64);
}

/// A route as a label: ids (runs of digits) and tokens replaced, so that the label has
/// few values (`POST /channels/:id/messages`).
fn route_label(route: &str) -> String {
    route
        .split('/')
        .map(|part| {
            if part.len() > 3 && part.chars().any(|c| c.is_ascii_digit()) {
                ":id"
            } else {
                part
            }
        })
        .collect::<Vec<_>>()
        .join("/")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn routes_are_labelled_without_their_ids() {
        assert_eq!(
            route_label("POST /channels/1234567/messages"),
            "POST /channels/:id/messages"
        );
        assert_eq!(
            route_label("POST /interactions/99999/aW50ZXJhY3Rpb24tdG9rZW4x/callback"),
            "POST /interactions/:id/:id/callback"
        );
        assert_eq!(
            route_label("POST /users/@me/channels"),
            "POST /users/@me/channels"
        );
    }
}
