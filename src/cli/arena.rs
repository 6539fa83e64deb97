//! `gametable simulate --ai`: AI levels against each other on the engine directly, with
//! budgets of iterations only, so a seed gives the same games; each decision is timed.

use crate::ai::{decide, Budget, Level};
use crate::engine::{Actors, GameKind, Playout, Seat};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::Serialize;
use serde_json::Value;
use std::time::Instant;

/// Seat moves one game may take at most; a game still running after them counts as an
/// error (no game of ours comes near).
const MAX_MOVES: usize = 100_000;

/// What the arena plays.
pub struct Arena<'a> {
    /// The game.
    pub kind: &'a dyn GameKind,
    /// Its options, as [`GameKind::parse_options`] gives them.
    pub options: Value,
    /// Seats per game.
    pub players: usize,
    /// The level of each seat, cycled when fewer than the seats.
    pub levels: Vec<Level>,
    /// Whether the levels move one seat round each game.
    pub rotate: bool,
    /// Iterations of each search; none: the game's own.
    pub iterations: Option<u32>,
    /// The search's playout policy; none: the game's own.
    pub playout: Option<Playout>,
}

/// One level's results over all the games.
#[derive(Debug, Serialize)]
pub struct LevelReport {
    /// The level.
    pub level: Level,
    /// Games in which the level held a seat.
    pub games: usize,
    /// The seats it held, over all games.
    pub seats: usize,
    /// Its wins, a shared win counting 1/k for each of k winners; the levels' sum is the
    /// number of games played to their end.
    pub win_share: f64,
    /// Its win share per seat it held (fair: 1 / players).
    pub win_rate: f64,
    /// The 95 % interval of `win_rate` (normal approximation over the seats held).
    pub win_rate_ci95: [f64; 2],
    /// The mean final score of its seats.
    pub mean_score: f64,
    /// Its decisions (moves of a seat with more than one legal move included).
    pub decisions: usize,
    /// How long its decisions took.
    pub decision_ms: Percentiles,
}

/// Times in milliseconds.
#[derive(Debug, Default, Serialize)]
pub struct Percentiles {
    /// The median.
    pub p50: f64,
    /// The 99th percentile.
    pub p99: f64,
    /// The longest.
    pub max: f64,
}

impl Percentiles {
    fn of(mut values: Vec<f64>) -> Percentiles {
        if values.is_empty() {
            return Percentiles::default();
        }
        values.sort_by(f64::total_cmp);
        let at = |q: f64| values[((values.len() - 1) as f64 * q).round() as usize];
        Percentiles {
            p50: at(0.5),
            p99: at(0.99),
            max: at(1.0),
        }
    }
}

/// Every seat's results, gathered per level.
#[derive(Default)]
struct Tally {
    games: usize,
    /// Per seat held: the win share it got.
    shares: Vec<f64>,
    scores: Vec<i64>,
    decision_ms: Vec<f64>,
}

/// What the arena played.
pub struct Played {
    /// Games played to their end.
    pub completed: usize,
    /// Games that broke off (a move refused, no move found, too long).
    pub errors: usize,
    /// Per level, in the order first given.
    pub levels: Vec<LevelReport>,
}

impl Arena<'_> {
    /// The iterations of each `strong` decision: the ones asked for, or the game's own.
    pub fn iterations(&self) -> anyhow::Result<u32> {
        Ok(match self.iterations {
            Some(iterations) => iterations,
            None => self
                .kind
                .new_game(self.players, &self.options)?
                .search_iterations(),
        })
    }

    /// The level of `seat` in game number `index`.
    fn level(&self, index: usize, seat: usize) -> Level {
        let turn = if self.rotate { index } else { 0 };
        self.levels[(seat + turn) % self.players % self.levels.len().max(1)]
    }

    /// Plays `games` games from `seed`.
    pub fn play(&self, games: usize, seed: u64) -> anyhow::Result<Played> {
        let mut distinct: Vec<Level> = Vec::new();
        for level in &self.levels {
            if !distinct.contains(level) {
                distinct.push(*level);
            }
        }
        let mut tallies: Vec<Tally> = distinct.iter().map(|_| Tally::default()).collect();
        let (mut completed, mut errors) = (0, 0);
        for index in 0..games {
            let mut rng = ChaCha8Rng::seed_from_u64(seed.wrapping_add(index as u64));
            let levels: Vec<Level> = (0..self.players).map(|s| self.level(index, s)).collect();
            let slot = |level: Level| distinct.iter().position(|l| *l == level).unwrap_or(0);
            let mut times: Vec<Vec<f64>> = vec![Vec::new(); self.players];
            match self.play_one(&levels, &mut rng, &mut times)? {
                Some(outcome) => {
                    completed += 1;
                    let share = 1.0 / outcome.winners.len().max(1) as f64;
                    let mut seen = vec![false; distinct.len()];
                    for (seat, level) in levels.iter().enumerate() {
                        let tally = &mut tallies[slot(*level)];
                        let won = outcome.winners.contains(&Seat(seat as u8));
                        tally.shares.push(if won { share } else { 0.0 });
                        tally
                            .scores
                            .push(outcome.scores.get(seat).copied().unwrap_or(0));
                        seen[slot(*level)] = true;
                    }
                    for (i, seen) in seen.into_iter().enumerate() {
                        tallies[i].games += usize::from(seen);
                    }
                }
                None => errors += 1,
            }
            for (seat, level) in levels.iter().enumerate() {
                tallies[slot(*level)].decision_ms.append(&mut times[seat]);
            }
        }
        let levels = distinct
            .into_iter()
            .zip(tallies)
            .map(|(level, tally)| report(level, tally))
            .collect();
        Ok(Played {
            completed,
            errors,
            levels,
        })
    }

    /// One game to its end: its outcome, or none when it broke off.
    fn play_one(
        &self,
        levels: &[Level],
        rng: &mut ChaCha8Rng,
        times: &mut [Vec<f64>],
    ) -> anyhow::Result<Option<crate::engine::Outcome>> {
        let mut game = self.kind.new_game(self.players, &self.options)?;
        let budget = Budget {
            playout: self.playout,
            ..Budget::repeatable(self.iterations)
        };
        let mut legal = Vec::new();
        for _ in 0..MAX_MOVES {
            match game.actors() {
                Actors::Over => return Ok(game.outcome()),
                Actors::Chance => {
                    if !game.chance_step(rng) {
                        return Ok(None);
                    }
                }
                Actors::Seats(seats) => {
                    let Some(seat) = seats.iter().find(|&s| {
                        legal.clear();
                        game.move_notations(s, &mut legal);
                        !legal.is_empty()
                    }) else {
                        return Ok(None);
                    };
                    let started = Instant::now();
                    let chosen = decide(game.as_ref(), seat, levels[seat.index()], &budget, rng);
                    let ms = started.elapsed().as_secs_f64() * 1_000.0;
                    if legal.len() > 1 {
                        times[seat.index()].push(ms);
                    }
                    let Some(notation) = chosen else {
                        return Ok(None);
                    };
                    if game.play(seat, &notation, &mut Vec::new()).is_err() {
                        return Ok(None);
                    }
                }
            }
        }
        Ok(None)
    }
}

fn report(level: Level, tally: Tally) -> LevelReport {
    let seats = tally.shares.len();
    let win_share: f64 = tally.shares.iter().sum();
    let n = seats.max(1) as f64;
    let rate = win_share / n;
    let variance = tally.shares.iter().map(|s| (s - rate).powi(2)).sum::<f64>() / n;
    let half = 1.96 * (variance / n).sqrt();
    LevelReport {
        level,
        games: tally.games,
        seats,
        win_share,
        win_rate: rate,
        win_rate_ci95: [(rate - half).max(0.0), (rate + half).min(1.0)],
        mean_score: tally.scores.iter().sum::<i64>() as f64 / n,
        decisions: tally.decision_ms.len(),
        decision_ms: Percentiles::of(tally.decision_ms),
    }
}
