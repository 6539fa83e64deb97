//! The AI of every game through the registry: at every player count, each level plays
//! whole games with legal moves only, and a seed with a budget of iterations gives the
//! same game again.

use gametable::ai::{decide, Budget, Level};
use gametable::engine::{Actors, GameKind, Seat};
use gametable::games::registry;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

/// Iterations of a `strong` decision here: enough to exercise the search (a
/// determinization, the tree, a playout), little enough for whole games in a debug build.
const TINY: u32 = 1;

/// Plays one game with `level` in every seat from `seed`; the moves, in notation. Fails
/// the test on any move the game refuses.
fn whole_game(kind: &dyn GameKind, players: usize, level: Level, seed: u64) -> Vec<String> {
    let options = kind.parse_options(&[]).expect("the default options");
    let mut game = kind
        .new_game(players, &options)
        .expect("a player count the game supports");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let budget = Budget::iterations(TINY);
    let mut moves = Vec::new();
    let mut legal = Vec::new();
    let id = kind.info().id;
    for _ in 0..20_000 {
        match game.actors() {
            Actors::Over => return moves,
            Actors::Chance => assert!(game.chance_step(&mut rng), "{id}: a chance step"),
            Actors::Seats(seats) => {
                let seat: Seat = seats
                    .iter()
                    .find(|&s| {
                        legal.clear();
                        game.move_notations(s, &mut legal);
                        !legal.is_empty()
                    })
                    .unwrap_or_else(|| panic!("{id}: nobody waited for has a move"));
                let chosen = decide(game.as_ref(), seat, level, &budget, &mut rng)
                    .unwrap_or_else(|| panic!("{id} {players}p {level}: no move for {seat:?}"));
                assert!(
                    legal.contains(&chosen),
                    "{id} {players}p {level}: {chosen} is not among {legal:?}"
                );
                let played = game.play(seat, &chosen, &mut Vec::new());
                assert_eq!(
                    played.as_deref(),
                    Ok(chosen.as_str()),
                    "{id}: the move plays"
                );
                moves.push(chosen);
            }
        }
    }
    panic!("{id} {players}p {level}: the game did not end");
}

#[test]
fn strong_plays_whole_games_of_every_game_at_every_count_with_legal_moves_only() {
    for kind in registry() {
        let info = kind.info();
        for players in info.min_players..=info.max_players {
            let moves = whole_game(kind, players, Level::Strong, players as u64);
            assert!(!moves.is_empty(), "{} {players}p", info.id);
        }
    }
}

#[test]
fn random_and_basic_play_whole_games_of_every_game_with_legal_moves_only() {
    for kind in registry() {
        for level in [Level::Random, Level::Basic] {
            let moves = whole_game(kind, kind.info().max_players, level, 3);
            assert!(!moves.is_empty(), "{} {level}", kind.info().id);
        }
    }
}

#[test]
fn a_seed_and_a_budget_of_iterations_give_the_same_game() {
    for kind in registry() {
        let players = kind.info().min_players;
        let first = whole_game(kind, players, Level::Strong, 7);
        let again = whole_game(kind, players, Level::Strong, 7);
        assert_eq!(first, again, "{}", kind.info().id);
    }
}

#[test]
fn seats_and_paces_stored_before_levels_play_strong() {
    let old: Value = serde_json::json!({"user": 2, "name": "Bot 2", "lang": "en"});
    let player: gametable::seating::Player =
        serde_json::from_value(old).expect("an old seat reads");
    assert_eq!(player.ai_level(), Some(Level::Strong));
    let person: gametable::seating::Player =
        serde_json::from_value(serde_json::json!({"user": 100000, "name": "Ann", "lang": "hu"}))
            .expect("a person's seat reads");
    assert_eq!(person.ai_level(), None);
    assert_eq!(
        serde_json::to_value(&person).expect("a seat serializes"),
        serde_json::json!({"user": 100000, "name": "Ann", "lang": "hu"}),
        "a person's seat is stored as before"
    );
    let pace: gametable::seating::Pace =
        serde_json::from_value(serde_json::json!({"clock": "1m", "on_timeout": "ai"}))
            .expect("an old pace reads");
    assert_eq!(pace.stand_in, Level::Strong);
}
