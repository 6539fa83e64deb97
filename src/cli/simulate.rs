//! `gametable simulate`: AI-only games (`basic` seats) through the table layer with an
//! in-memory store,
//! or, with `--ai`, levels against each other on the engine directly ([`super::arena`]).

use super::arena::{Arena, LevelReport};
use super::output::print_line;
use super::{context, parse_option, table_with_ai};
use crate::ai::Level;
use crate::engine::Playout;
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
    #[arg(long, conflicts_with = "ai")]
    pub records: Option<PathBuf>,
    /// The AI level of each seat (random, basic, strong), cycled when fewer than the
    /// players: the games are played on the engine directly and the report compares the
    /// levels.
    #[arg(long, value_delimiter = ',')]
    pub ai: Vec<Level>,
    /// With --ai: the levels move one seat round each game, so none keeps a seat's
    /// advantage.
    #[arg(long, requires = "ai")]
    pub rotate: bool,
    /// With --ai: the iterations of each `strong` decision; by default the game's own
    /// (what fits 50 ms a decision in that game).
    #[arg(long, requires = "ai")]
    pub iterations: Option<u32>,
    /// With --ai: how the search's playouts choose moves (`random` or `heuristic`); by
    /// default as the game asks. For measuring one against the other.
    #[arg(long, requires = "ai")]
    pub playout: Option<Playout>,
}

/// What `simulate --ai` reports.
#[derive(Debug, Serialize)]
pub struct LevelsReport {
    game: String,
    players: usize,
    games: usize,
    completed: usize,
    errors: usize,
    seed: u64,
    rotate: bool,
    /// The iterations of each `strong` decision: `--iterations`, or the game's own.
    iterations: u32,
    /// `--playout`, if given (none: each game's own policy).
    playout: Option<&'static str>,
    levels: Vec<LevelReport>,
    seconds: f64,
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
    if !args.ai.is_empty() {
        return levels(&args);
    }
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
            Level::Basic,
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

/// `simulate --ai`: the levels against each other, on the engine.
fn levels(args: &SimulateArgs) -> anyhow::Result<i32> {
    let registry = crate::games::registry();
    let kind = registry
        .iter()
        .copied()
        .find(|kind| kind.info().id == args.game)
        .ok_or_else(|| anyhow::anyhow!("no game {:?}", args.game))?;
    kind.info().check_players(args.players)?;
    let arena = Arena {
        kind,
        options: kind.parse_options(&args.options)?,
        players: args.players,
        levels: args.ai.clone(),
        rotate: args.rotate,
        iterations: args.iterations,
        playout: args.playout,
    };
    let started = Instant::now();
    let played = arena.play(args.games, args.seed)?;
    let report = LevelsReport {
        game: args.game.clone(),
        players: args.players,
        games: args.games,
        completed: played.completed,
        errors: played.errors,
        seed: args.seed,
        rotate: args.rotate,
        iterations: arena.iterations()?,
        playout: args.playout.map(Playout::name),
        levels: played.levels,
        seconds: started.elapsed().as_secs_f64(),
    };
    if args.json {
        print_line(serde_json::to_string(&report)?)?;
    } else {
        print_line(format_args!(
            "{}: {} of {} games of {} players completed, {} errors, {:.2} s",
            report.game,
            report.completed,
            report.games,
            report.players,
            report.errors,
            report.seconds
        ))?;
        for level in &report.levels {
            print_line(format_args!(
                "  {:<7} win share {:.1} of {} games ({:.1} % per seat, 95 % {:.1}–{:.1}), \
                 mean score {:.2}, decisions p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
                level.level,
                level.win_share,
                level.games,
                100.0 * level.win_rate,
                100.0 * level.win_rate_ci95[0],
                100.0 * level.win_rate_ci95[1],
                level.mean_score,
                level.decision_ms.p50,
                level.decision_ms.p99,
                level.decision_ms.max
            ))?;
        }
    }
    Ok(if report.completed == report.games {
        0
    } else {
        1
    })
}
