//! Tests of the determinization over positions of random games (2–4 players, with and
//! without lane tiles): nothing is hidden, so the sample is the state — it looks the same
//! to every seat, depends on nothing but the state, keeps the piles, and plays on to the
//! end with every die, card and token once.

use super::super::data::{DICE_PER_PLAYER, WHITE_DICE};
use super::super::{Buttons, ButtonsOptions, CardId, DieId, LaneTiles, TokenId};
use crate::engine::{Actors, Game, Seat, Viewer};
use crate::games::determinize_support::{self as support, Lookers};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
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
        support::legal(g, seat)
            .choose(rng)
            .cloned()
            .expect("a legal move")
    };
    g.apply_move(seat, &mv, &mut events)
        .unwrap_or_else(|e| panic!("{mv} by {seat}: {e:?}"));
}

/// Positions where a seat must act (the first to act is the one drawn for), from random
/// games; made once and shared by the tests.
fn positions(players: usize) -> &'static [Buttons] {
    static POSITIONS: OnceLock<[Vec<Buttons>; 3]> = OnceLock::new();
    &POSITIONS.get_or_init(|| [2, 3, 4].map(random_positions))[players - 2]
}

/// Positions of `GAMES` random games of `players`, with and without lane tiles.
fn random_positions(players: usize) -> Vec<Buttons> {
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
        let game = Buttons::new(players, &options).expect("2 to 4 players");
        support::keep_positions(
            game,
            &mut rng,
            MAX_STEPS,
            |rng| rng.gen_ratio(1, KEEP_ONE_IN[players - 2]),
            |g, rng| random_step(g, rng, 0.6),
            &mut found,
        );
    }
    assert!(found.len() >= 200, "only {} positions", found.len());
    found
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

/// The sample looks the same to every seat (not only the one it is drawn for) and to
/// spectators.
#[test]
fn the_sample_looks_the_same_to_every_seat_and_to_spectators() {
    for players in 2..=4 {
        support::assert_the_seat_sees_the_same_game(
            positions(players),
            Lookers::FirstToAct,
            1,
            |draw| {
                for viewer in Seat::all(players).map(Viewer::Seat) {
                    assert_eq!(
                        support::view_json(&draw.drawn, viewer),
                        support::view_json(draw.game(), viewer)
                    );
                }
            },
        );
    }
}

/// The sample depends on nothing but what the seat may know (here: on nothing but the
/// state), down to its serialized form.
#[test]
fn the_sample_depends_only_on_what_the_seat_may_know() {
    let serialized = |g: &Buttons| serde_json::to_value(g).expect("a game serializes");
    for players in 2..=4 {
        support::assert_the_draw_reads_no_other_seats_secret(
            positions(players),
            Lookers::FirstToAct,
            2,
            1000,
            |from_true, from_other| assert_eq!(serialized(from_true), serialized(from_other)),
        );
    }
}

/// WB-I.2, WB-I.3: nothing is private and the piles hold no order, so there is nothing to
/// redraw: the sample is the state, its draw pile, discard pile, box and token pool
/// included, and the cards and tokens still to come are drawn by chance from them.
#[test]
fn wb_i_3_nothing_is_hidden_so_the_sample_is_the_state() {
    for players in 2..=4 {
        support::for_each_draw(positions(players), Lookers::FirstToAct, 3, |draw, _| {
            let (g, d) = (draw.game(), &draw.drawn);
            assert_eq!(d, g);
            assert_eq!(d.piles(), g.piles());
            assert_eq!(d.pool(), g.pool());
        });
    }
}

/// Samples play on to the end of the game with every die, card and token once at every
/// step.
#[test]
fn samples_play_on_to_the_end_of_the_game_with_every_piece_once() {
    for players in 2..=4 {
        support::assert_drawn_games_play_to_the_end(
            positions(players),
            4,
            MAX_STEPS,
            |_| true,
            |g, rng| random_step(g, rng, 0.6),
            assert_every_piece_once,
        );
    }
}
