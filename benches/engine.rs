//! Engine throughput: random playouts of whole 4-player Boast or Nothing games through
//! the typed `Game` API (legal_moves + apply_move per move, plus each round's deal),
//! reported in moves per second; and the same for 4-player Clown Standoff (chance
//! outcomes — deal, pie draws, cards taken — applied but not counted).

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use gametable::engine::{Actors, Game, Seat};
use gametable::games::boast::{Boast, BoastOptions, Move};
use gametable::games::clown::{Clown, ClownOptions};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const PLAYERS: usize = 4;
const GAMES: u64 = 64;

/// Plays one game with uniformly random legal moves; returns the number of moves.
fn playout(seed: u64, legal: &mut Vec<Move>, events: &mut Vec<<Boast as Game>::Event>) -> u64 {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let Ok(mut game) = Boast::new(PLAYERS, &BoastOptions::default()) else {
        return 0;
    };
    let mut moves = 0;
    loop {
        events.clear();
        match game.actors() {
            Actors::Chance => {
                let deal = game.sample_chance(&mut rng);
                if game.apply_chance(&deal, events).is_err() {
                    return moves;
                }
            }
            Actors::Seats(seats) => {
                let seat = seats.iter().next().unwrap_or(Seat(0));
                legal.clear();
                game.legal_moves(seat, legal);
                let mv = legal[rng.gen_range(0..legal.len())];
                if game.apply_move(seat, &mv, events).is_err() {
                    return moves;
                }
                moves += 1;
            }
            Actors::Over => return moves,
        }
    }
}

fn random_playouts(c: &mut Criterion) {
    let mut legal = Vec::with_capacity(16);
    let mut events = Vec::with_capacity(16);
    // Fixed seeds make every iteration play the same games, so the move count is exact.
    let moves: u64 = (0..GAMES)
        .map(|seed| playout(seed, &mut legal, &mut events))
        .sum();
    let mut group = c.benchmark_group("boast");
    group.throughput(Throughput::Elements(moves));
    group.bench_function("random_playouts_4p", |b| {
        b.iter(|| {
            (0..GAMES)
                .map(|seed| playout(black_box(seed), &mut legal, &mut events))
                .sum::<u64>()
        })
    });
    group.finish();
}

/// One Clown Standoff game with uniformly random legal moves of a random acting seat;
/// returns the number of moves.
fn clown_playout(seed: u64, legal: &mut Vec<<Clown as Game>::Move>) -> u64 {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut events = Vec::new();
    let Ok(mut game) = Clown::new(PLAYERS, &ClownOptions::default()) else {
        return 0;
    };
    let mut moves = 0;
    loop {
        events.clear();
        match game.actors() {
            Actors::Chance => {
                let chance = game.sample_chance(&mut rng);
                if game.apply_chance(&chance, &mut events).is_err() {
                    return moves;
                }
            }
            Actors::Seats(seats) => {
                // Simultaneous choices: any seat still to choose may go first.
                let pick = rng.gen_range(0..seats.len().max(1));
                let seat = seats.iter().nth(pick).unwrap_or(Seat(0));
                legal.clear();
                game.legal_moves(seat, legal);
                let mv = legal[rng.gen_range(0..legal.len())];
                if game.apply_move(seat, &mv, &mut events).is_err() {
                    return moves;
                }
                moves += 1;
            }
            Actors::Over => return moves,
        }
    }
}

fn clown_random_playouts(c: &mut Criterion) {
    let mut legal = Vec::with_capacity(64);
    let moves: u64 = (0..GAMES).map(|seed| clown_playout(seed, &mut legal)).sum();
    let mut group = c.benchmark_group("clown");
    group.throughput(Throughput::Elements(moves));
    group.bench_function("random_playouts_4p", |b| {
        b.iter(|| {
            (0..GAMES)
                .map(|seed| clown_playout(black_box(seed), &mut legal))
                .sum::<u64>()
        })
    });
    group.finish();
}

criterion_group!(benches, random_playouts, clown_random_playouts);
criterion_main!(benches);
