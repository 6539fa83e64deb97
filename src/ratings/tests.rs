//! The expected numbers are skillratings' own worked examples for Weng-Lin (version 0.29):
//! the doc example of `weng_lin::weng_lin` (42 ± 1.3 beats a newcomer: 42.03 ± 1.30 and
//! 23.91 ± 8.03) and the crate's test `weng_lin::tests::test_weng`, which gives the same
//! games to full precision together with two newcomers, a loss and a draw.

use super::*;
use crate::engine::{Outcome, Seat};

fn standing(rating: f64, uncertainty: f64) -> Standing {
    Standing {
        skill: Skill {
            rating,
            uncertainty,
        },
        ..Standing::default()
    }
}

fn at(place: u32) -> Place {
    Place {
        place,
        won: place == 1,
    }
}

#[test]
fn two_newcomers_move_as_the_worked_example_says() {
    let after = rate(&[(Standing::default(), at(1)), (Standing::default(), at(2))]);
    assert_eq!(after[0].skill.rating, 27.635_231_383_473_65);
    assert_eq!(after[0].skill.uncertainty, 8.065_506_316_323_548);
    assert_eq!(after[1].skill.rating, 22.364_768_616_526_35);
    assert_eq!(after[1].skill.uncertainty, 8.065_506_316_323_548);
    assert_eq!(
        (after[0].games, after[0].wins, after[0].places.clone()),
        (1, 1, vec![1])
    );
    assert_eq!(
        (after[1].games, after[1].wins, after[1].places.clone()),
        (1, 0, vec![0, 1])
    );
}

#[test]
fn a_strong_player_against_a_newcomer_wins_loses_and_draws_as_documented() {
    let strong = standing(42.0, 1.3);
    let win = rate(&[(strong.clone(), at(1)), (Standing::default(), at(2))]);
    assert_eq!(win[0].skill.rating, 42.026_412_401_802_894);
    assert_eq!(win[0].skill.uncertainty, 1.299_823_053_277_078_3);
    assert_eq!(win[1].skill.rating, 23.914_677_769_440_46);
    assert_eq!(win[1].skill.uncertainty, 8.029_022_445_649_298);
    assert_eq!((win[0].skill.rating * 100.0).round(), 4203.0);
    assert_eq!((win[1].skill.uncertainty * 100.0).round(), 803.0);

    let loss = rate(&[(strong.clone(), at(2)), (Standing::default(), at(1))]);
    assert_eq!(loss[0].skill.rating, 41.862_153_998_286_94);
    assert_eq!(loss[1].skill.rating, 30.664_283_436_598_35);

    let draw = rate(&[(strong, at(1)), (Standing::default(), at(1))]);
    assert_eq!(draw[0].skill.rating, 41.944_283_200_044_92);
    assert_eq!(draw[1].skill.rating, 27.289_480_603_019_403);
    assert_eq!(
        (draw[0].wins, draw[1].wins),
        (1, 1),
        "a shared win counts for both"
    );
}

#[test]
fn three_newcomers_in_a_free_for_all_spread_around_the_middle() {
    let after = rate(&[
        (Standing::default(), at(3)),
        (Standing::default(), at(1)),
        (Standing::default(), at(2)),
    ]);
    let new = Skill::default().rating;
    assert!(after[1].skill.rating > new && after[0].skill.rating < new);
    assert!((after[2].skill.rating - new).abs() < 1e-12, "{after:?}");
    let gain = after[1].skill.rating - new;
    let loss = new - after[0].skill.rating;
    assert!((gain - loss).abs() < 1e-12);
    // Two opponents teach more than one: a bigger step than the two-player example.
    assert!(gain > 27.635_231_383_473_65 - new);
    assert!(after
        .iter()
        .all(|s| s.skill.uncertainty < Skill::default().uncertainty));
    assert_eq!(after[0].places, vec![0, 0, 1]);
}

#[test]
fn one_person_alone_is_not_rated() {
    let alone = rate(&[(Standing::default(), at(1))]);
    assert_eq!(alone, vec![Standing::default()]);
    assert!(rate(&[]).is_empty());
}

#[test]
fn places_put_winners_first_then_scores_and_share_ties() {
    let outcome = Outcome {
        scores: vec![10, 30, 30, 5],
        winners: vec![Seat(1), Seat(2)],
    };
    let places: Vec<(u32, bool)> = places(&outcome).iter().map(|p| (p.place, p.won)).collect();
    assert_eq!(places, vec![(3, false), (1, true), (1, true), (4, false)]);
    // A winner by a tie-break ranks above an equal score.
    let outcome = Outcome {
        scores: vec![7, 7],
        winners: vec![Seat(1)],
    };
    assert_eq!(places_of(&outcome), vec![2, 1]);
}

fn places_of(outcome: &Outcome) -> Vec<u32> {
    places(outcome).iter().map(|p| p.place).collect()
}

#[test]
fn conservative_skill_and_provisional_marks() {
    let newcomer = Standing::default();
    assert!((newcomer.skill.conservative() - 0.0).abs() < 1e-12);
    assert!(newcomer.provisional());
    let seasoned = Standing {
        games: PROVISIONAL_GAMES,
        ..Standing::default()
    };
    assert!(!seasoned.provisional());
}
