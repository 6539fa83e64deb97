//! Engine throughput: random playouts of whole 4-player games through the typed `Game`
//! API (legal_moves + apply_move per move; chance outcomes — deals, pie draws — applied
//! but not counted), reported in moves per second, for Boast or Nothing and for Clown
//! Standoff; Haggis' combination lister (the autocomplete and AI path) on hands at the
//! start of a deal, reported in hands per second; and determinizations (the states the AI
//! searches, drawn from what a seat may know) from positions of random games, reported in
//! states per second.

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use gametable::engine::{Actors, Game, Seat};
use gametable::games::boast::Boast;
use gametable::games::buttons::Buttons;
use gametable::games::clown::Clown;
use gametable::games::haggis::cards::{Card, Cards, NATURALS_DEALT};
use gametable::games::haggis::combination::{combinations, Combination, Reading};
use gametable::games::haggis::Haggis;
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
const POSITIONS: usize = 64;

/// `POSITIONS` states of random games of `G` for `players` where a seat must act, each
/// with that seat: about one step in twenty of each game is kept.
fn positions<G: Game>(players: usize) -> Vec<(G, Seat)> {
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let mut found = Vec::with_capacity(POSITIONS);
    let (mut legal, mut events) = (Vec::new(), Vec::new());
    while found.len() < POSITIONS {
        let Ok(mut game) = G::new(players, &G::Options::default()) else {
            return found;
        };
        loop {
            events.clear();
            match game.actors() {
                Actors::Chance => {
                    let chance = game.sample_chance(&mut rng);
                    if game.apply_chance(&chance, &mut events).is_err() {
                        return found;
                    }
                }
                Actors::Seats(seats) => {
                    let seat = seats.iter().next().unwrap_or(Seat(0));
                    if found.len() < POSITIONS && rng.gen_bool(0.05) {
                        found.push((game.clone(), seat));
                    }
                    legal.clear();
                    game.legal_moves(seat, &mut legal);
                    let mv = legal[rng.gen_range(0..legal.len())].clone();
                    if game.apply_move(seat, &mv, &mut events).is_err() {
                        return found;
                    }
                }
                Actors::Over => break,
            }
        }
    }
    found
}

/// Benchmarks one determinization of each of `POSITIONS` positions of `G`.
fn determinizations<G: Game>(c: &mut Criterion, name: &str, players: usize) {
    let positions = positions::<G>(players);
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    let mut group = c.benchmark_group(name);
    group.throughput(Throughput::Elements(positions.len() as u64));
    group.bench_function(format!("determinize_{players}p"), |b| {
        b.iter(|| {
            for (game, seat) in &positions {
                black_box(game.determinize(*seat, &mut rng));
            }
        })
    });
    group.finish();
}

fn haggis_determinize(c: &mut Criterion) {
    determinizations::<Haggis>(c, "haggis", 2);
    determinizations::<Haggis>(c, "haggis", 3);
}

fn buttons_determinize(c: &mut Criterion) {
    determinizations::<Buttons>(c, "buttons", 4);
}

fn boast_determinize(c: &mut Criterion) {
    determinizations::<Boast>(c, "boast", PLAYERS);
}

fn clown_determinize(c: &mut Criterion) {
    determinizations::<Clown>(c, "clown", PLAYERS);
}

fn nyet_determinize(c: &mut Criterion) {
    determinizations::<Nyet>(c, "nyet", PLAYERS);
}

criterion_group!(
    benches,
    boast_random_playouts,
    clown_random_playouts,
    haggis_combinations,
    haggis_determinize,
    buttons_determinize,
    boast_determinize,
    clown_determinize,
    nyet_determinize
);
criterion_main!(benches);
