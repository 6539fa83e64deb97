//! Playing a game on to its end without a table: the default policy of the AI's search
//! (a playout), one typed loop per game behind [`super::AnyGame::playout`].

use super::{Actors, Game, Seat};
use rand::{Rng, RngCore};

/// How a playout chooses each seat's moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Playout {
    /// Uniformly among the legal moves: cheap, and blind to strategy.
    Random,
    /// The game's own rule of thumb ([`Game::playout_move`]: the `basic` AI's choice, or
    /// a quicker one where listing every move costs too much).
    Heuristic,
}

/// Plays `game` on for at most `max_moves` seat moves, or to its end: chance outcomes
/// drawn from `rng`, each seat's move chosen by `policy`. Returns whether the game is over.
pub(super) fn play_on<G: Game>(
    game: &mut G,
    policy: Playout,
    max_moves: usize,
    rng: &mut dyn RngCore,
) -> bool {
    let mut legal = Vec::new();
    let mut events = Vec::new();
    let mut moves = 0;
    while moves < max_moves {
        events.clear();
        match game.actors() {
            Actors::Over => return true,
            Actors::Chance => {
                let chance = game.sample_chance(rng);
                if game.apply_chance(&chance, &mut events).is_err() {
                    return false;
                }
            }
            Actors::Seats(seats) => {
                let Some((seat, mv)) = seats
                    .iter()
                    .find_map(|seat| choose(game, seat, policy, &mut legal, rng))
                else {
                    return false;
                };
                if game.apply_move(seat, &mv, &mut events).is_err() {
                    return false;
                }
                moves += 1;
            }
        }
    }
    game.actors() == Actors::Over
}

/// `seat`'s move by `policy`, if it has any; `legal` is scratch space.
pub(super) fn choose<G: Game>(
    game: &G,
    seat: Seat,
    policy: Playout,
    legal: &mut Vec<G::Move>,
    rng: &mut dyn RngCore,
) -> Option<(Seat, G::Move)> {
    let mv = match policy {
        Playout::Heuristic => game.playout_move(seat, legal, rng)?,
        Playout::Random => {
            legal.clear();
            game.legal_moves(seat, legal);
            if legal.is_empty() {
                return None;
            }
            legal[rng.gen_range(0..legal.len())].clone()
        }
    };
    Some((seat, mv))
}
