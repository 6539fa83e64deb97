//! Engine throughput: random playouts of whole 4-player games through the typed `Game`
//! API (legal_moves + apply_move per move; chance outcomes — deals, pie draws — applied
//! but not counted), reported in moves per second, for Boast or Nothing and for Clown
//! Standoff.

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use gametable::engine::{Actors, Game, Seat};
use gametable::games::boast::Boast;
use gametable::games::clown::Clown;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const PLAYERS: usize = 4;
const GAMES: u64 = 64;

/// Plays one game with uniformly random legal moves; returns the number of moves. When
/// several seats choose at once, a random one of them moves first.
fn playout<G: Game>(seed: u64, legal: &mut Vec<G::Move>, events: &mut Vec<G::Event>) -> u64 {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let Ok(mut game) = G::new(PLAYERS, &G::Options::default()) else {
        return 0;
    };
    let mut moves = 0;
    loop {
        events.clear();
        match game.actors() {
            Actors::Chance => {
                let chance = game.sample_chance(&mut rng);
                if game.apply_chance(&chance, events).is_err() {
                    return moves;
                }
            }
            Actors::Seats(seats) => {
                // Only draw a seat when there is a choice, so one-seat games keep the
                // random sequence (and the move counts) they always had.
                let pick = if seats.len() > 1 {
                    rng.gen_range(0..seats.len())
                } else {
                    0
                };
                let seat = seats.iter().nth(pick).unwrap_or(Seat(0));
                legal.clear();
                game.legal_moves(seat, legal);
                let mv = legal[rng.gen_range(0..legal.len())].clone();
                if game.apply_move(seat, &mv, events).is_err() {
                    return moves;
                }
                moves += 1;
            }
            Actors::Over => return moves,
        }
    }
}

/// Benchmarks `GAMES` whole playouts of `G` as one group named after the game.
fn random_playouts<G: Game>(c: &mut Criterion, name: &str) {
    let mut legal = Vec::with_capacity(64);
    let mut events = Vec::with_capacity(16);
    // Fixed seeds make every iteration play the same games, so the move count is exact.
    let moves: u64 = (0..GAMES)
        .map(|seed| playout::<G>(seed, &mut legal, &mut events))
        .sum();
    let mut group = c.benchmark_group(name);
    group.throughput(Throughput::Elements(moves));
    group.bench_function("random_playouts_4p", |b| {
        b.iter(|| {
            (0..GAMES)
                .map(|seed| playout::<G>(black_box(seed), &mut legal, &mut events))
                .sum::<u64>()
        })
    });
    group.finish();
}

fn boast_random_playouts(c: &mut Criterion) {
    random_playouts::<Boast>(c, "boast");
}

fn clown_random_playouts(c: &mut Criterion) {
    random_playouts::<Clown>(c, "clown");
}

criterion_group!(benches, boast_random_playouts, clown_random_playouts);
criterion_main!(benches);
