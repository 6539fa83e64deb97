//! Tests of the playouts' rule of thumb: what it leads and follows with (HG-4, HG-5), and
//! that over whole games every move it makes is one the rules list.

use super::super::cards::{Card, Cards};
use super::super::combination::{Bomb, Reading};
use super::super::{Haggis, HaggisOptions};
use super::{follow, lead};
use crate::engine::{Actors, Game};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn cards(s: &str) -> Cards {
    s.split_whitespace()
        .map(|w| w.parse::<Card>().expect("a card"))
        .collect()
}

#[test]
fn a_lead_is_the_lowest_rank_or_a_longer_run_through_it() {
    // HG-4.2: all naturals of the lowest rank, as a set; wild cards kept.
    assert_eq!(lead(cards("r3 g3 b5 y9 j q")), cards("r3 g3"));
    // HG-4.3: a single-colour run from the lowest rank that holds more cards wins.
    assert_eq!(lead(cards("r3 r4 r5 r6 g3 y9")), cards("r3 r4 r5 r6"));
    // A run of two is no run: the set of the lowest rank.
    assert_eq!(lead(cards("r3 r4 g8 y9")), cards("r3"));
    // Wild cards alone: the lowest one, a single of its own rank (HG-4.1).
    assert_eq!(lead(cards("q k")), cards("q"));
}

#[test]
fn a_follow_is_the_lowest_naturals_of_the_same_shape() {
    let pair_of_fives = Reading::Set { size: 2, value: 5 };
    // HG-5.2: the lowest higher rank with enough naturals; wild cards are not spent.
    assert_eq!(
        follow(cards("r4 g4 y6 r7 g7 b7 j"), pair_of_fives),
        Some(cards("r7 b7"))
    );
    assert_eq!(follow(cards("r6 r8 j q"), pair_of_fives), None);
    // HG-4.3: a run of singles in one colour, higher top, same length.
    let run = Reading::Run {
        width: 1,
        length: 3,
        top: 6,
    };
    assert_eq!(
        follow(cards("r4 r5 r7 g6 g7 g8 g9"), run),
        Some(cards("g6 g7 g8"))
    );
    // A run of pairs needs the same two colours at every rank.
    let pairs = Reading::Run {
        width: 2,
        length: 2,
        top: 4,
    };
    assert_eq!(
        follow(cards("r5 g5 r6 y6 g6 b9"), pairs),
        Some(cards("r5 g5 r6 g6"))
    );
    // HG-4.4: nothing but a bomb beats a bomb, and the rule of thumb keeps its bombs.
    assert_eq!(
        follow(cards("j q k r3 r5 r7 r9"), Reading::Bomb(Bomb::Rainbow)),
        None
    );
}

/// Whole games with every seat on the playout policy: each quick move is one the rules
/// list for that seat (HG-3 bets, HG-5 plays and passes, HG-5.4 gifts), and the games
/// end.
#[test]
fn every_quick_move_is_listed_and_the_games_end() {
    let mut quick_moves = 0;
    for players in [2, 3] {
        for seed in 0..6u64 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let mut g = Haggis::new(players, &HaggisOptions::default()).expect("sets up");
            let mut legal = Vec::new();
            let mut events = Vec::new();
            for _ in 0..20_000 {
                let seat = match g.actors() {
                    Actors::Over => break,
                    Actors::Chance => {
                        let deal = g.sample_chance(&mut rng);
                        g.apply_chance(&deal, &mut events).expect("a deal fits");
                        continue;
                    }
                    Actors::Seats(seats) => seats.iter().next().expect("a seat"),
                };
                if let Some(quick) = g.quick_move(seat) {
                    legal.clear();
                    g.legal_moves(seat, &mut legal);
                    assert!(legal.contains(&quick), "{quick} not among {legal:?}");
                    quick_moves += 1;
                }
                let mv = g
                    .playout_move(seat, &mut legal, &mut rng)
                    .expect("a seat waited for has a move");
                g.apply_move(seat, &mv, &mut events)
                    .unwrap_or_else(|e| panic!("{mv}: {e:?}"));
            }
            assert_eq!(g.actors(), Actors::Over, "{players} players, seed {seed}");
        }
    }
    assert!(quick_moves > 1_000, "the quick rule played {quick_moves}");
}
