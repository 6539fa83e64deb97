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

impl Playout {
    /// Every policy.
    pub const ALL: [Playout; 2] = [Playout::Random, Playout::Heuristic];

    /// The name people type (`simulate --playout`) and reports print.
    pub fn name(self) -> &'static str {
        match self {
            Playout::Random => "random",
            Playout::Heuristic => "heuristic",
        }
    }
}

impl std::str::FromStr for Playout {
    type Err = String;

    fn from_str(name: &str) -> Result<Playout, String> {
        Playout::ALL
            .into_iter()
            .find(|policy| policy.name() == name)
            .ok_or_else(|| format!("{name:?} is no playout policy (random or heuristic)"))
    }
}

/// Where a playout stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayedOn {
    /// The game is over.
    Over,
    /// The moves ran out first (or nobody waited for had a move).
    Cut,
    /// A move or chance outcome of the playout was refused, and the state may be
    /// half-changed: a bug of the game's listing or quick rule, and the playout's state
    /// must not be judged.
    Spoiled,
}

/// Plays `game` on for at most `max_moves` seat moves, or to its end: chance outcomes
/// drawn from `rng`, each seat's move chosen by `policy`.
///
/// The moves are played in place ([`Game::try_move`]), without the copy with which
/// [`Game::apply_move`] keeps a refused move from changing anything: each is one of the
/// seat's legal moves (listed, or promised by [`Game::playout_move`]), and copying the
/// state at every move took a third of the search's time in some games. A refusal
/// spoils the playout instead.
pub(super) fn play_on<G: Game>(
    game: &mut G,
    policy: Playout,
    max_moves: usize,
    rng: &mut dyn RngCore,
) -> PlayedOn {
    let mut legal = Vec::new();
    let mut events = Vec::new();
    let mut moves = 0;
    while moves < max_moves {
        events.clear();
        match game.actors() {
            Actors::Over => return PlayedOn::Over,
            Actors::Chance => {
                let chance = game.sample_chance(rng);
                if game.apply_chance(&chance, &mut events).is_err() {
                    return PlayedOn::Spoiled;
                }
            }
            Actors::Seats(seats) => {
                let Some((seat, mv)) = seats
                    .iter()
                    .find_map(|seat| choose(game, seat, policy, &mut legal, rng))
                else {
                    return PlayedOn::Cut;
                };
                if !game.may_move(seat, &mv) || game.try_move(seat, &mv, &mut events).is_err() {
                    return PlayedOn::Spoiled;
                }
                moves += 1;
            }
        }
    }
    if game.actors() == Actors::Over {
        PlayedOn::Over
    } else {
        PlayedOn::Cut
    }
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
