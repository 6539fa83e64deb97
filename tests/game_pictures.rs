//! Every game describes its pictures as data: a hand for each seat and the table for
//! everyone, at every stage of a game played by its AI. Each picture keeps its items on
//! its canvas, and every word in it renders exactly in all four languages.

use gametable::engine::{Actors, AnyGame, Item, Picture, Seat, Viewer};
use gametable::games::registry;
use gametable::i18n::{Lang, Localizer};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

const LANGS: [Lang; 4] = [Lang::En, Lang::Hu, Lang::El, Lang::Ru];

/// Checks one picture: items inside the canvas, every label localized in every language.
fn check(game: &str, viewer: Viewer, picture: &Picture) {
    let (width, height) = (f32::from(picture.width), f32::from(picture.height));
    assert!(
        !picture.items.is_empty(),
        "{game} {viewer:?}: an empty picture"
    );
    for item in &picture.items {
        let (x, y, right, bottom) = match item {
            Item::Card { x, y, width, .. } => (*x, *y, x + width, y + width * 1.4),
            Item::Panel {
                x,
                y,
                width,
                height,
                ..
            } => (*x, *y, x + width, y + height),
            Item::Die { x, y, size, .. } => (*x, *y, x + size, y + size),
            Item::Token { cx, cy, radius, .. } => {
                (cx - radius, cy - radius, cx + radius, cy + radius)
            }
            Item::Label { x, y, text, .. } => {
                for lang in LANGS {
                    let said = Localizer::global()
                        .try_render(lang, text, &|s| format!("P{}", s.index() + 1))
                        .unwrap_or_else(|e| panic!("{game} {viewer:?} {lang:?}: {e}"));
                    assert!(
                        !said.trim().is_empty(),
                        "{game}: an empty label {}",
                        text.id
                    );
                }
                (*x, *y - 1.0, *x, *y)
            }
        };
        assert!(
            x >= 0.0 && y >= 0.0 && right <= width + 0.5 && bottom <= height + 0.5,
            "{game} {viewer:?}: {item:?} outside {width}×{height}"
        );
    }
}

/// One step of the game: a chance outcome or the AI's move for someone who must act.
fn step(game: &mut Box<dyn AnyGame>, rng: &mut ChaCha8Rng) -> bool {
    let mut notices = Vec::new();
    match game.actors() {
        Actors::Over => false,
        Actors::Chance => {
            let outcome = game.sample_chance(rng);
            game.apply_chance(&outcome, &mut notices).is_ok()
        }
        Actors::Seats(seats) => {
            let Some(seat) = seats.iter().next() else {
                return false;
            };
            let Some(notation) = game.ai_move(seat, rng) else {
                return false;
            };
            game.play(seat, &notation, &mut notices).is_ok()
        }
    }
}

#[test]
fn every_game_draws_its_hands_and_its_table_at_every_stage() {
    for kind in registry() {
        let info = kind.info();
        let options = kind.parse_options(&[]).expect("default options");
        let players = info.min_players.max(3).min(info.max_players);
        let mut game = kind.new_game(players, &options).expect("a game");
        let mut rng = ChaCha8Rng::seed_from_u64(21);
        let mut checked = 0;
        for n in 0..400 {
            if n % 9 == 0 {
                for viewer in
                    std::iter::once(Viewer::Public).chain(Seat::all(players).map(Viewer::Seat))
                {
                    let picture = game
                        .picture(viewer)
                        .unwrap_or_else(|| panic!("{}: no picture for {viewer:?}", info.id));
                    check(info.id, viewer, &picture);
                    checked += 1;
                }
            }
            if !step(&mut game, &mut rng) {
                break;
            }
        }
        assert!(checked >= 8, "{}: {checked} pictures checked", info.id);
        // The chart at the end: each round's totals, the last being the scores now.
        let rows = game.round_scores();
        assert_eq!(rows.last(), Some(&game.scores()), "{}", info.id);
        assert!(rows.iter().all(|row| row.len() == players), "{}", info.id);
    }
}
