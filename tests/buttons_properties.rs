//! Property tests for War of the Buttons: random legal play over random seeds and 2–4
//! players (partly chosen by the AI) ends, keeps every die in exactly one zone (WB-0.3),
//! never lets buttons go below zero (WB-0.8) or the star and big-brother supplies be
//! exceeded (WB-15.2), and replays from its record (chance outcomes as JSON, moves as
//! notation) to the same game.

mod engine_support;

use engine_support::{fail, Step};
use gametable::engine::{Game, Seat};
use gametable::games::buttons::data::{BB_SUPPLY, DICE_PER_PLAYER, STAR_SUPPLY, WHITE_DICE};
use gametable::games::buttons::{Buttons, ButtonsOptions, DieId, LaneTiles, Phase, Zone};
use proptest::prelude::*;
use std::collections::BTreeSet;

/// A technical cap far above a real game (a few dozen rounds of a few dozen steps); a
/// game that reaches it fails the property and is reported with its seed.
const MAX_STEPS: usize = 60_000;

/// WB-0.3, WB-14.1: every die exists once, white dice never reach the school or a hut,
/// coloured dice never the pond, and each hut holds at most one die per space.
fn check_dice(g: &Buttons) -> Result<(), TestCaseError> {
    let n = g.seats();
    prop_assert_eq!(
        g.dice().len(),
        n * usize::from(DICE_PER_PLAYER) + usize::from(WHITE_DICE)
    );
    let ids: BTreeSet<DieId> = g.dice().iter().map(|d| d.id).collect();
    prop_assert_eq!(ids.len(), g.dice().len());
    let mut spaces = BTreeSet::new();
    for d in g.dice() {
        prop_assert!((1..=6).contains(&d.value), "{:?}", d);
        match (d.id.owner(), d.zone) {
            (None, Zone::Detained(_) | Zone::School(_)) => {
                return Err(fail(format!("white die in the wrong zone: {d:?}")))
            }
            (Some(_), Zone::Pond) => return Err(fail(format!("coloured die on the pond: {d:?}"))),
            (Some(owner), Zone::Detained(k)) => {
                prop_assert!((1..=4).contains(&k));
                prop_assert!(spaces.insert((owner, k)), "two detainees on one space");
            }
            _ => {}
        }
    }
    Ok(())
}

/// WB-0.8, WB-15.2: supplies are never exceeded; stars and BB tokens are conserved.
fn check_supplies(g: &Buttons) -> Result<(), TestCaseError> {
    let (stars, bb) = g.supply();
    let held_stars: u32 = g.all_players().iter().map(|p| u32::from(p.stars)).sum();
    let held_bb: u32 = g.all_players().iter().map(|p| u32::from(p.bb)).sum();
    let in_use = match g.phase() {
        Phase::Turn(t) => u32::from(t.bb_used),
        _ => 0,
    };
    prop_assert_eq!(u32::from(stars) + held_stars, u32::from(STAR_SUPPLY));
    prop_assert_eq!(u32::from(bb) + held_bb + in_use, u32::from(BB_SUPPLY));
    // Buttons are unsigned: a payment beyond them would have panicked (debug build).
    prop_assert!(g.all_players().iter().all(|p| p.buttons < 1_000_000));
    Ok(())
}

fn random_game(
    seed: u64,
    players: usize,
    options: ButtonsOptions,
) -> Result<(Buttons, Vec<Step>), TestCaseError> {
    engine_support::random_game(
        seed,
        players,
        &options,
        MAX_STEPS,
        0.6,
        |_, _| false,
        |g: &Buttons, step| {
            check_dice(g)?;
            check_supplies(g)?;
            // WB-0.11: at most one player has legal moves (checked now and then).
            if step % 5 == 0 {
                let movers = Seat::all(players)
                    .filter(|&s| {
                        let mut legal = Vec::new();
                        g.legal_moves(s, &mut legal);
                        !legal.is_empty()
                    })
                    .count();
                prop_assert!(movers <= 1);
            }
            Ok(())
        },
    )
    .map_err(|e| fail(format!("seed {seed}, {players} players: {e}")))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// WB-18: random play ends; the winners met an end condition or had the top VP.
    #[test]
    fn random_play_ends_with_a_winner(seed in any::<u64>(), players in 2usize..=4, tiles in any::<bool>()) {
        let options = ButtonsOptions {
            lane_tiles: if tiles { LaneTiles::On } else { LaneTiles::Off },
            ..ButtonsOptions::default()
        };
        let (g, _) = random_game(seed, players, options)?;
        let outcome = g.outcome().ok_or_else(|| fail("over without an outcome"))?;
        prop_assert!(!outcome.winners.is_empty());
        let met: Vec<Seat> = Seat::all(players).filter(|&s| g.player(s).meets_end()).collect();
        prop_assert!(!met.is_empty());
        if met.len() == 1 {
            prop_assert_eq!(&outcome.winners, &met);
        } else {
            let best = outcome.scores.iter().copied().max().unwrap_or(0);
            for w in &outcome.winners {
                prop_assert_eq!(outcome.scores[w.index()], best);
            }
        }
    }

    /// The record replays through the type-erased API to the same game.
    #[test]
    fn replaying_the_record_gives_the_same_game(seed in any::<u64>(), players in 2usize..=4, tiles in any::<bool>()) {
        let options = ButtonsOptions {
            lane_tiles: if tiles { LaneTiles::On } else { LaneTiles::Off },
            ..ButtonsOptions::default()
        };
        let (g, record) = random_game(seed, players, options)?;
        let pairs = if tiles { vec![("lane_tiles".to_owned(), "on".to_owned())] } else { vec![] };
        engine_support::replays_to_the_same_game(&g, &record, players, &pairs)?;
    }
}
