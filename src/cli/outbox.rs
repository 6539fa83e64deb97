//! `gametable outbox`: what the bot still has to send, and what it gave up on.

use super::output::output_error;
use super::DbArgs;
use crate::store::OutboxEntry;
use crate::table::{Clock, SystemClock};
use clap::Args;
use std::collections::BTreeMap;
use std::io::Write;

/// Options of `gametable outbox`.
#[derive(Args, Debug)]
pub struct OutboxArgs {
    /// One JSON object per parcel instead of the grouped listing.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub db: DbArgs,
}

/// Lists the outbox per channel: pending and failed parcels with their age, attempts and
/// last error. Exit code 0 when nothing failed, 1 when some parcel was given up on.
pub async fn run(args: OutboxArgs) -> anyhow::Result<i32> {
    let store = args.db.open()?;
    let entries = store.outbox().await?;
    let now = SystemClock.now_ms();
    let mut out = std::io::stdout().lock();
    if args.json {
        for entry in &entries {
            let line = serde_json::json!({
                "id": entry.id,
                "channel": entry.channel.0.to_string(),
                "lane": entry.lane,
                "state": if entry.failed { "failed" } else { "pending" },
                "age_ms": now - entry.created_at,
                "attempts": entry.attempts,
                "next_at": entry.next_at,
                "last_error": entry.last_error,
            });
            writeln!(out, "{line}").map_err(output_error)?;
        }
    } else {
        write_listing(&mut out, &entries, now).map_err(output_error)?;
    }
    Ok(i32::from(entries.iter().any(|e| e.failed)))
}

fn write_listing(out: &mut impl Write, entries: &[OutboxEntry], now: i64) -> std::io::Result<()> {
    if entries.is_empty() {
        return writeln!(out, "The outbox is empty: everything promised was sent.");
    }
    let mut by_channel: BTreeMap<u64, Vec<&OutboxEntry>> = BTreeMap::new();
    for entry in entries {
        by_channel.entry(entry.channel.0).or_default().push(entry);
    }
    for (channel, entries) in by_channel {
        let failed = entries.iter().filter(|e| e.failed).count();
        writeln!(
            out,
            "channel {channel}: {} pending, {failed} failed",
            entries.len() - failed
        )?;
        for entry in entries {
            let state = if entry.failed { "failed" } else { "pending" };
            write!(
                out,
                "  #{} {} {state}, age {}, {} failed attempt(s)",
                entry.id,
                entry.lane,
                age(now - entry.created_at),
                entry.attempts
            )?;
            if !entry.failed && entry.next_at > now {
                write!(out, ", next try in {}", age(entry.next_at - now))?;
            }
            if let Some(error) = &entry.last_error {
                write!(out, "; last error: {error}")?;
            }
            writeln!(out)?;
        }
    }
    Ok(())
}

/// A duration in milliseconds, as people read it.
fn age(ms: i64) -> String {
    let seconds = ms.max(0) / 1000;
    match seconds {
        0..=119 => format!("{seconds}s"),
        120..=7199 => format!("{}m", seconds / 60),
        _ => format!("{}h", seconds / 3600),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::ChannelId;

    fn entry(id: i64, failed: bool) -> OutboxEntry {
        OutboxEntry {
            id,
            channel: ChannelId(5),
            lane: "post:5".into(),
            created_at: 0,
            attempts: if failed { 8 } else { 1 },
            next_at: 30_000,
            last_error: Some("POST /channels/5/messages: Discord answered 503".into()),
            failed,
        }
    }

    #[test]
    fn the_listing_groups_by_channel_with_age_attempts_and_error() {
        let mut out = Vec::new();
        write_listing(&mut out, &[entry(1, false), entry(2, true)], 150_000).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.starts_with("channel 5: 1 pending, 1 failed"), "{text}");
        assert!(
            text.contains("#1 post:5 pending, age 2m, 1 failed attempt(s)"),
            "{text}"
        );
        assert!(
            text.contains("#2 post:5 failed, age 2m, 8 failed attempt(s); last error: POST"),
            "{text}"
        );
    }

    #[test]
    fn ages_read_in_seconds_minutes_and_hours() {
        assert_eq!(age(5_000), "5s");
        assert_eq!(age(600_000), "10m");
        assert_eq!(age(7_200_000), "2h");
        assert_eq!(age(-3), "0s");
    }
}
