//! What a move costs of the bot's global rate limit (Discord: 50 requests a second for all
//! but interaction responses and webhooks), counted through the real binary and the
//! loopback Discord: a round of Boast (21 moves) in each post mode, in a game over days
//! (no clock: the player whose turn begins gets a reminder by DM) and a live one (a
//! 10-minute clock: no reminders). The goal: at most one such request per move besides
//! the coalesced table-message edit. A count, not a timing; the numbers are printed for
//! BENCHMARKS.md (`cargo test --test global_budget -- --nocapture`).

mod support;

use serde_json::{json, Value};
use std::fmt::Write as _;
use support::bot::{
    bot_under_test, drained, is_reminder, play_next, players, seat_and_start_with, CHANNEL,
};
use support::fakecord::{Call, Fakecord, TestUser};

/// A round of Boast with three players: seven tricks of three cards (BN-3.1, BN-6.1).
const MOVES: usize = 21;

/// What a request that counts against the global limit is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// An edit of the table message (coalesced: at most one per board interval).
    TableEdit,
    /// A post in the channel, or its deletion (before issue 27: the pings).
    ChannelPost,
    /// A turn reminder by DM.
    Reminder,
    /// Any other direct message (hands of a new deal), or opening a DM channel.
    Direct,
    /// Anything else.
    Other,
}

fn kind(call: &Call) -> Kind {
    let channel = format!("/channels/{CHANNEL}/messages");
    match call.method.as_str() {
        "PATCH" if call.path.starts_with(&format!("{channel}/")) => Kind::TableEdit,
        "POST" | "DELETE" if call.path.starts_with(&channel) => Kind::ChannelPost,
        "POST" if is_reminder(&call.body) => Kind::Reminder,
        "POST" if call.path.starts_with("/channels/") || call.path == "/users/@me/channels" => {
            Kind::Direct
        }
        _ => Kind::Other,
    }
}

/// The requests of each move that count against the global limit, by kind.
struct Measured {
    moves: Vec<Vec<Kind>>,
}

impl Measured {
    fn count(&self, of: Kind) -> usize {
        self.moves.iter().flatten().filter(|k| **k == of).count()
    }

    /// Per move: the requests besides the table-message edit.
    fn besides_edits(&self) -> Vec<usize> {
        self.moves
            .iter()
            .map(|m| m.iter().filter(|k| **k != Kind::TableEdit).count())
            .collect()
    }

    fn median_besides_edits(&self) -> usize {
        let mut counts = self.besides_edits();
        counts.sort_unstable();
        counts[counts.len() / 2]
    }

    fn per_move(&self, count: usize) -> f64 {
        count as f64 / self.moves.len() as f64
    }
}

/// Plays a round in a channel set to `mode`, with these `/game new` options besides the
/// game, and counts the requests of each move.
async fn measure(mode: &str, options: Vec<Value>) -> Measured {
    let (fake, _dir, db, _bot) = bot_under_test().await;
    set_posts(&fake, mode).await;
    seat_and_start_with(&fake, &players(), options).await;
    drained(&db).await;
    let mut moves = Vec::new();
    for _ in 0..MOVES {
        let mark = fake.calls().len();
        assert!(play_next(&fake, &db, &players()).await, "the round goes on");
        drained(&db).await;
        let global: Vec<Kind> = fake
            .calls_since(mark)
            .iter()
            .filter(|c| c.counts_globally())
            .map(kind)
            .collect();
        moves.push(global);
    }
    Measured { moves }
}

/// `/settings posts mode:<mode>`, as a moderator.
async fn set_posts(fake: &Fakecord, mode: &str) {
    let moderator = TestUser {
        permissions: 0x10,
        ..players()[0].clone()
    };
    let posts = json!([{ "type": 1, "name": "posts", "options": [
        { "type": 3, "name": "mode", "value": mode }
    ]}]);
    fake.command(&moderator, CHANNEL, "settings", posts).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_costs_at_most_one_global_request_besides_the_table_edit() {
    let live = json!({ "type": 3, "name": "clock", "value": "10m" });
    let mut table = String::from(
        "| Posts | Game | Table edits | Channel posts and deletes | Reminders | Other DMs | \
         Other | Besides the edit: mean, median, max |\n|---|---|---|---|---|---|---|---|\n",
    );
    for mode in ["tricks", "every_move"] {
        for (game, options) in [("over days", vec![]), ("live (10m)", vec![live.clone()])] {
            let measured = measure(mode, options).await;
            let besides = measured.besides_edits();
            let per = |kind| measured.per_move(measured.count(kind));
            let _ = writeln!(
                table,
                "| {mode} | {game} | {:.2} | {:.2} | {:.2} | {:.2} | {:.2} | {:.2}, {}, {} |",
                per(Kind::TableEdit),
                per(Kind::ChannelPost),
                per(Kind::Reminder),
                per(Kind::Direct),
                per(Kind::Other),
                measured.per_move(besides.iter().sum()),
                measured.median_besides_edits(),
                besides.iter().max().copied().unwrap_or(0),
            );
            let what = format!("{mode}, {game}: {besides:?}");
            // The goal: a move costs at most one request besides the edit of the table
            // message; the hands of a new deal (three DMs, once a round) come on top, as
            // they must in any mode.
            assert!(measured.median_besides_edits() <= 1, "{what}");
            let beyond_hands = besides.iter().sum::<usize>() - measured.count(Kind::Direct);
            assert!(beyond_hands <= MOVES, "{what}");
            assert_eq!(
                measured.count(Kind::ChannelPost),
                0,
                "pings cost none: {what}"
            );
            assert!(measured.count(Kind::TableEdit) <= MOVES, "{what}");
        }
    }
    println!("{MOVES} moves (a round of Boast, three players) per line:\n{table}");
}
