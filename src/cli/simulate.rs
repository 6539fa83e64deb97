//! `gametable simulate`: AI-only games through the table layer with an in-memory store.

use super::output::print_line;
use super::{context, parse_option, table_with_ai};
use crate::i18n::Lang;
use crate::store::{Action, GameStatus, MemoryBackend, Record, Store};
use crate::table::{Caller, ChannelId, MessageKind, Pace, SystemClock, Tables, UserId};
use clap::Args;
use serde::Serialize;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Instant;

/// Options of `gametable simulate`.
#[derive(Args, Debug)]
pub struct SimulateArgs {
    /// The game to play.
    #[arg(long)]
    pub game: String,
    /// Seats per game (all AI).
    #[arg(long)]
    pub players: usize,
    /// How many games.
    #[arg(long, default_value_t = 100)]
    pub games: usize,
    /// Seed of every deal and AI choice: the same seed plays the same games.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// A table option, `key=value` (repeatable).
    #[arg(long = "option", value_parser = parse_option)]
    pub options: Vec<(String, String)>,
    /// Print the report as one JSON object.
    #[arg(long)]
    pub json: bool,
    /// Also write every game's record (docs/records.md) to this folder.
    #[arg(long)]
    pub records: Option<PathBuf>,
}

/// What `simulate` reports.
#[derive(Debug, Serialize)]
pub struct Report {
    game: String,
    players: usize,
    games: usize,
    completed: usize,
    actions: usize,
    errors: usize,
    seconds: f64,
}

/// Plays the games; exit code 1 if any failed or did not finish.
pub async fn run(args: SimulateArgs) -> anyhow::Result<i32> {
    if let Some(dir) = &args.records {
        std::fs::create_dir_all(dir)?;
    }
    let store = Store::spawn(MemoryBackend::default());
    let tables = Tables::new(
        context(Lang::En),
        store.clone(),
        Arc::new(SystemClock),
        Some(args.seed),
    );
    let host = Caller {
        user: UserId(1_000),
        name: "simulate".into(),
        lang: Lang::En,
        moderator: true,
        may_open_threads: false,
        community_lang: None,
        community: None,
    };
    let mut report = Report {
        game: args.game.clone(),
        players: args.players,
        games: args.games,
        completed: 0,
        actions: 0,
        errors: 0,
        seconds: 0.0,
    };
    let started = Instant::now();
    for index in 0..args.games {
        let channel = ChannelId(index as u64 + 1);
        let mut refused = false;
        for command in table_with_ai(
            &args.game,
            &args.options,
            Pace::default(),
            false,
            args.players,
        ) {
            let answer = tables.handle(channel, &host, command).await;
            if let Some(refusal) = answer
                .messages
                .iter()
                .find(|m| m.kind == MessageKind::Refusal)
            {
                let reason = refusal.render(tables.context().localizer);
                tracing::error!(game = index, %reason, "the table refused");
                refused = true;
                break;
            }
        }
        let record = match store.latest_game(channel).await? {
            Some(id) => store.export(id).await?,
            None => None,
        };
        match record.filter(|_| !refused) {
            Some(record) => {
                report.actions += record
                    .events
                    .iter()
                    .filter(|e| matches!(e.action, Action::Move { .. }))
                    .count();
                match check(&tables, &record) {
                    Ok(()) => report.completed += 1,
                    Err(why) => {
                        tracing::error!(game = index, %why, "simulated game failed");
                        report.errors += 1;
                    }
                }
                if let Some(dir) = &args.records {
                    let path = dir.join(format!("{}-{:05}.json", args.game, index + 1));
                    std::fs::write(path, serde_json::to_vec_pretty(&record)?)?;
                }
            }
            None => report.errors += 1,
        }
    }
    report.seconds = started.elapsed().as_secs_f64();
    if args.json {
        print_line(serde_json::to_string(&report)?)?;
    } else {
        print_line(format_args!(
            "{}: {} of {} games of {} players completed, {} actions, {} errors, {:.2} s",
            report.game,
            report.completed,
            report.games,
            report.players,
            report.actions,
            report.errors,
            report.seconds
        ))?;
    }
    Ok(if report.completed == report.games && report.errors == 0 {
        0
    } else {
        1
    })
}

/// A game counts as completed when it finished and its record passes the checks of
/// `gametable replay`, to the same end.
fn check(tables: &Tables, record: &Record) -> Result<(), String> {
    if record.status != GameStatus::Finished {
        return Err(format!("game {} did not finish", record.id));
    }
    let replayed = record
        .replay_checked(&tables.context().registry)
        .map_err(|e| e.to_string())?;
    if replayed.game.outcome().is_none() {
        return Err(format!("game {} replays to an unfinished state", record.id));
    }
    Ok(())
}
