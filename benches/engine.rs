//! Engine throughput: random playouts of whole 4-player games through the typed `Game`
//! API (legal_moves + apply_move per move; chance outcomes — deals, pie draws — applied
//! but not counted), reported in moves per second, for Boast or Nothing and for Clown
//! Standoff; Haggis' combination lister (the autocomplete and AI path) on hands at the
//! start of a deal, reported in hands per second; and `Game::determinize` (what the AI's
//! search draws before each playout) at positions of random 4-player games, reported in
//! determinizations per second, for Boast or Nothing, Clown Standoff and NYET!.

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use gametable::engine::{Actors, Game, Seat};
use gametable::games::boast::Boast;
use gametable::games::clown::Clown;
use gametable::games::haggis::cards::{Card, Cards, NATURALS_DEALT};
use gametable::games::haggis::combination::{combinations, Combination, Reading};
use gametable::games::nyet::Nyet;
use rand::seq::SliceRandom;
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

/// Hands per Haggis benchmark iteration.
const HAGGIS_HANDS: u64 = 64;

/// Random hands at the start of a 3-player Haggis deal: 14 naturals of the five-colour
/// deck, and J, Q, K.
fn haggis_hands() -> Vec<Cards> {
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let deck: Vec<Card> = Cards::deck_naturals(3).iter().collect();
    (0..HAGGIS_HANDS)
        .map(|_| {
            let naturals: Cards = deck
                .choose_multiple(&mut rng, NATURALS_DEALT)
                .copied()
                .collect();
            naturals.union(Cards::all_wilds())
        })
        .collect()
}

/// Lists every combination of `hand` that beats `top` into `out`; returns how many.
fn list(hand: Cards, top: Option<Reading>, out: &mut Vec<Combination>) -> usize {
    out.clear();
    combinations(black_box(hand), black_box(top), out);
    out.len()
}

fn haggis_combinations(c: &mut Criterion) {
    let hands = haggis_hands();
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    let tops: Vec<Reading> = hands
        .iter()
        .map(|_| Reading::Set {
            size: rng.gen_range(1..=2),
            value: rng.gen_range(2..=10),
        })
        .collect();
    let mut out = Vec::with_capacity(8192);
    let mut group = c.benchmark_group("haggis");
    group.throughput(Throughput::Elements(HAGGIS_HANDS));
    // Leading: every combination of a 17-card hand.
    group.bench_function("all_combinations_17_cards", |b| {
        b.iter(|| {
            hands
                .iter()
                .map(|&hand| list(hand, None, &mut out))
                .sum::<usize>()
        })
    });
    // Following a random single or pair: that shape, higher, and the bombs.
    group.bench_function("follow_single_or_pair_17_cards", |b| {
        b.iter(|| {
            hands
                .iter()
                .zip(&tops)
                .map(|(&hand, &top)| list(hand, Some(top), &mut out))
                .sum::<usize>()
        })
    });
    group.finish();
}

/// Positions per determinization benchmark iteration.
const POSITIONS: u64 = 64;

/// A random 4-player game of `G` from `seed`, stopped at a random point (within its first
/// `moves` moves) where a seat must act, with that seat.
fn position<G: Game>(seed: u64, moves: usize) -> Option<(G, Seat)> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut game = G::new(PLAYERS, &G::Options::default()).ok()?;
    let stop = rng.gen_range(0..moves);
    let mut legal = Vec::new();
    let mut events = Vec::new();
    for step in 0.. {
        match game.actors() {
            Actors::Chance => {
                let chance = game.sample_chance(&mut rng);
                game.apply_chance(&chance, &mut events).ok()?;
            }
            Actors::Seats(seats) => {
                let seat = seats.iter().next()?;
                if step >= stop {
                    return Some((game, seat));
                }
                legal.clear();
                game.legal_moves(seat, &mut legal);
                let mv = legal.choose(&mut rng)?.clone();
                game.apply_move(seat, &mv, &mut events).ok()?;
            }
            Actors::Over => return None,
        }
    }
    None
}

/// Benchmarks one determinization at each of `POSITIONS` positions of `G`, as the group
/// named after the game.
fn determinizations<G: Game>(c: &mut Criterion, name: &str, moves: usize) {
    let positions: Vec<(G, Seat)> = (0..POSITIONS)
        .filter_map(|seed| position(seed, moves))
        .collect();
    let mut rng = ChaCha8Rng::seed_from_u64(0);
    let mut group = c.benchmark_group(name);
    group.throughput(Throughput::Elements(positions.len() as u64));
    group.bench_function("determinize_4p", |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|(game, seat)| black_box(game.determinize(*seat, &mut rng)))
                .count()
        })
    });
    group.finish();
}

fn boast_determinize(c: &mut Criterion) {
    // Three rounds of seven tricks.
    determinizations::<Boast>(c, "boast", 3 * 7 * PLAYERS);
}

fn clown_determinize(c: &mut Criterion) {
    // The Squabble and the start of the Pie Fight.
    determinizations::<Clown>(c, "clown", 4 * PLAYERS + 20);
}

fn nyet_determinize(c: &mut Criterion) {
    // Two rounds: covering, teams, choices and 60 cards each.
    determinizations::<Nyet>(c, "nyet", 2 * 90);
}

criterion_group!(
    benches,
    boast_random_playouts,
    clown_random_playouts,
    haggis_combinations,
    boast_determinize,
    clown_determinize,
    nyet_determinize
);
criterion_main!(benches);
