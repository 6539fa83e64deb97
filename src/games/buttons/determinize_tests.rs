//! Tests of the determinization over positions of random games (2–4 players, with and
//! without lane tiles): nothing is hidden, so the sample is the state — it looks the same
//! to every seat, depends on nothing but the state, keeps the piles, and plays on to the
//! end with every die, card and token once.

use super::super::data::{DICE_PER_PLAYER, WHITE_DICE};
use super::super::{Buttons, ButtonsOptions, CardId, DieId, LaneTiles, Move, TokenId};
use crate::engine::{Actors, Game, Seat, Viewer};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::Value;
use std::collections::BTreeSet;
use std::sync::OnceLock;

/// Random games per player count; one step in `KEEP_ONE_IN[players - 2]` is kept as a
/// position (games with more players are longer), which gives a few hundred positions per
/// count.
const GAMES: u64 = 12;
const KEEP_ONE_IN: [u32; 3] = [5, 10, 12];
/// Far above any real game (a few dozen rounds of a few dozen steps).
const MAX_STEPS: usize = 60_000;

/// One step of random play: a chance outcome, or the AI's move or a uniformly random
/// legal one for the seat to act.
fn random_step(g: &mut Buttons, rng: &mut ChaCha8Rng, ai_share: f64) {
    let mut events = Vec::new();
    let Actors::Seats(set) = g.actors() else {
        let chance = g.sample_chance(rng);
        g.apply_chance(&chance, &mut events)
            .expect("a sampled outcome fits");
        return;
    };
    let seat = set.iter().next().expect("a seat to act");
    let mv = if rng.gen_bool(ai_share) {
        g.ai_move(seat, rng).expect("the AI finds a move")
    } else {
        legal(g, seat).choose(rng).cloned().expect("a legal move")
    };
    g.apply_move(seat, &mv, &mut events)
        .unwrap_or_else(|e| panic!("{mv} by {seat}: {e:?}"));
}

/// Positions where a seat must act, with that seat, from random games; made once and
/// shared by the tests.
fn positions(players: usize) -> &'static [(Buttons, Seat)] {
    static POSITIONS: OnceLock<[Vec<(Buttons, Seat)>; 3]> = OnceLock::new();
    &POSITIONS.get_or_init(|| [2, 3, 4].map(random_positions))[players - 2]
}

fn random_positions(players: usize) -> Vec<(Buttons, Seat)> {
    let mut found = Vec::new();
    for seed in 0..GAMES {
        let mut rng = ChaCha8Rng::seed_from_u64(seed * 10 + players as u64);
        let options = ButtonsOptions {
            lane_tiles: if seed % 2 == 0 {
                LaneTiles::Off
            } else {
                LaneTiles::On
            },
            ..ButtonsOptions::default()
        };
        let mut g = Buttons::new(players, &options).expect("2 to 4 players");
        for _ in 0..MAX_STEPS {
            match g.actors() {
                Actors::Over => break,
                Actors::Seats(set) if rng.gen_ratio(1, KEEP_ONE_IN[players - 2]) => {
                    found.push((g.clone(), set.iter().next().expect("a seat to act")));
                }
                _ => {}
            }
            random_step(&mut g, &mut rng, 0.6);
        }
    }
    assert!(found.len() >= 200, "only {} positions", found.len());
    found
}

fn json(view: impl serde::Serialize) -> Value {
    serde_json::to_value(view).expect("a view serializes")
}

fn legal(g: &Buttons, seat: Seat) -> Vec<Move> {
    let mut out = Vec::new();
    g.legal_moves(seat, &mut out);
    out
}

/// WB-0.3, WB-1.3, WB-3.5, WB-3.6: every die exists once; every card is once in the
/// display, the draw pile, the discard pile, the box or a player's cards; every bonus
/// token once in the pool or on a space.
fn assert_every_piece_once(g: &Buttons) {
    let dice: BTreeSet<DieId> = g.dice().iter().map(|d| d.id).collect();
    assert_eq!(dice.len(), g.dice().len());
    assert_eq!(
        dice.len(),
        g.seats() * usize::from(DICE_PER_PLAYER) + usize::from(WHITE_DICE)
    );
    let (draw, discard, boxed) = g.piles();
    let mut cards: Vec<CardId> = g.slots().iter().flatten().copied().collect();
    cards.extend(draw.iter().chain(discard).chain(boxed));
    cards.extend(
        g.all_players()
            .iter()
            .flat_map(|p| p.cards.iter().map(|o| o.card)),
    );
    cards.sort();
    assert_eq!(cards, CardId::all().collect::<Vec<_>>());
    let mut tokens: Vec<TokenId> = g.pool().to_vec();
    tokens.extend(g.tokens().iter().map(|&(_, t)| t));
    tokens.sort();
    assert_eq!(tokens, TokenId::all().collect::<Vec<_>>());
}

#[test]
fn the_sample_looks_the_same_to_every_seat_and_to_spectators() {
    for players in 2..=4 {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        for &(ref g, seat) in positions(players) {
            let d = g.determinize(seat, &mut rng);
            for viewer in Seat::all(players).map(Viewer::Seat).chain([Viewer::Public]) {
                assert_eq!(json(d.view(viewer)), json(g.view(viewer)));
            }
            assert_eq!(d.actors(), g.actors());
            assert_eq!(legal(&d, seat), legal(g, seat));
        }
    }
}

#[test]
fn the_sample_depends_only_on_what_the_seat_may_know() {
    for players in 2..=4 {
        let mut rng_a = ChaCha8Rng::seed_from_u64(2);
        for (k, &(ref g, seat)) in positions(players).iter().enumerate() {
            let other = g.determinize(seat, &mut rng_a);
            let seed = 1000 + k as u64;
            let from_true = g.determinize(seat, &mut ChaCha8Rng::seed_from_u64(seed));
            let from_other = other.determinize(seat, &mut ChaCha8Rng::seed_from_u64(seed));
            assert_eq!(json(&from_true), json(&from_other));
            assert_eq!(format!("{from_true:?}"), format!("{from_other:?}"));
        }
    }
}

/// WB-I.2, WB-I.3: nothing is private and the piles hold no order, so there is nothing to
/// redraw: the sample is the state, its draw pile, discard pile, box and token pool
/// included, and the cards and tokens still to come are drawn by chance from them.
#[test]
fn wb_i_3_nothing_is_hidden_so_the_sample_is_the_state() {
    for players in 2..=4 {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        for &(ref g, seat) in positions(players) {
            let d = g.determinize(seat, &mut rng);
            assert_eq!(&d, g);
            assert_eq!(d.piles(), g.piles());
            assert_eq!(d.pool(), g.pool());
        }
    }
}

#[test]
fn samples_play_on_to_the_end_of_the_game_with_every_piece_once() {
    for players in 2..=4 {
        let mut rng = ChaCha8Rng::seed_from_u64(4);
        for &(ref g, seat) in positions(players) {
            let mut d = g.determinize(seat, &mut rng);
            for _ in 0..MAX_STEPS {
                assert_every_piece_once(&d);
                if d.actors() == Actors::Over {
                    break;
                }
                random_step(&mut d, &mut rng, 0.6);
            }
            assert_eq!(d.actors(), Actors::Over);
        }
    }
}
