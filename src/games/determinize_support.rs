//! Test support for the determinization properties every game checks in its
//! `determinize_tests.rs` ([`Game::determinize`]): random play to collect positions, a
//! loop that draws a game at each position, and the checks every game shares — the seat
//! sees the same game, the draw reads no other seat's secret, what is secret is redrawn —
//! each taking closures for what only one game knows. A game's own file keeps its random
//! step where that is game-specific, and its own constraints (voids, passed cards, ...).

use crate::engine::{Actors, Game, Seat, Viewer};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::Value;
use std::fmt::Debug;
use std::ops::RangeInclusive;

/// A position of a random game, with whatever the test worked out beside it from the
/// moves it saw (a bare game is a position of itself).
pub(crate) trait Position {
    /// The game the position is of.
    type Game: Game + PartialEq + Debug;

    /// The game at this position.
    fn game(&self) -> &Self::Game;
}

impl<G: Game + PartialEq + Debug> Position for G {
    type Game = G;

    fn game(&self) -> &G {
        self
    }
}

/// The seats a position's game is drawn for.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Lookers {
    /// Every seat at the table, in seat order.
    EverySeat,
    /// The first seat the game waits for, or seat 0 where it waits for none.
    FirstToAct,
    /// This one seat.
    Only(Seat),
}

impl Lookers {
    /// The seats of `game` to draw for.
    fn seats<G: Game>(self, game: &G) -> Vec<Seat> {
        match self {
            Lookers::EverySeat => Seat::all(game.seats()).collect(),
            Lookers::FirstToAct => vec![first_to_act(game)],
            Lookers::Only(seat) => vec![seat],
        }
    }
}

/// The first seat `game` waits for, or seat 0 where it waits for none.
pub(crate) fn first_to_act<G: Game>(game: &G) -> Seat {
    match game.actors() {
        Actors::Seats(seats) => seats.iter().next().unwrap_or(Seat(0)),
        _ => Seat(0),
    }
}

/// Which of the seats a game waits for makes the next random move.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Mover {
    /// The first in seat order.
    First,
    /// One drawn at random (games where several seats may move at once).
    Any,
}

/// What a random step is about to do, shown to the test before it is done (after it, for
/// a chance outcome), so that the test can work out what the step reveals.
pub(crate) enum Step<'a, M> {
    /// A chance outcome was drawn and applied.
    Chance,
    /// `seat` is about to play this move.
    Move(Seat, &'a M),
}

/// One step of uniformly random play: the chance outcome the game waits for, or a random
/// legal move of the `mover`. `watch` sees each step (None from it stops the play, as a
/// refused move or chance outcome does). None at the end of the game.
pub(crate) fn random_step<G: Game>(
    game: &mut G,
    rng: &mut ChaCha8Rng,
    mover: Mover,
    mut watch: impl FnMut(&G, Step<'_, G::Move>) -> Option<()>,
) -> Option<()> {
    let mut events = Vec::new();
    match game.actors() {
        Actors::Chance => {
            let chance = game.sample_chance(rng);
            game.apply_chance(&chance, &mut events).ok()?;
            watch(game, Step::Chance)
        }
        Actors::Seats(seats) => {
            let seat = match mover {
                Mover::First => seats.iter().next()?,
                Mover::Any => *seats.iter().collect::<Vec<_>>().choose(rng)?,
            };
            let mv = legal(game, seat).choose(rng)?.clone();
            watch(game, Step::Move(seat, &mv))?;
            game.apply_move(seat, &mv, &mut events).ok()
        }
        Actors::Over => None,
    }
}

/// A uniformly random step of the first seat to act (or of chance), watched by nobody.
/// Panics when the game refuses it.
pub(crate) fn plain_random_step<G: Game>(game: &mut G, rng: &mut ChaCha8Rng) {
    random_step(game, rng, Mover::First, |_, _| Some(()))
        .expect("a random step is played before the end");
}

/// Plays `game` on with `step` until the first time a seat must act at or after step
/// number `stop`. None when the game ends first or `step` gives up.
pub(crate) fn play_until<G: Game>(
    mut game: G,
    stop: usize,
    rng: &mut ChaCha8Rng,
    mut step: impl FnMut(&mut G, &mut ChaCha8Rng) -> Option<()>,
) -> Option<G> {
    for step_number in 0.. {
        match game.actors() {
            Actors::Over => return None,
            Actors::Seats(_) if step_number >= stop => return Some(game),
            _ => step(&mut game, rng)?,
        }
    }
    None
}

/// The positions `position` finds for each player count of `players` and each seed
/// below `seeds` (None where it finds none), in that order.
pub(crate) fn positions_of_random_games<P>(
    players: RangeInclusive<usize>,
    seeds: u64,
    position: impl Fn(usize, u64) -> Option<P>,
) -> Vec<P> {
    players
        .flat_map(|count| (0..seeds).map(move |seed| (count, seed)))
        .filter_map(|(count, seed)| position(count, seed))
        .collect()
}

/// Plays `game` with `step` for at most `max_steps` steps and adds a copy of it to `found`
/// at each point where a seat must act and `keep` says so (asked only there).
pub(crate) fn keep_positions<G: Game>(
    mut game: G,
    rng: &mut ChaCha8Rng,
    max_steps: usize,
    mut keep: impl FnMut(&mut ChaCha8Rng) -> bool,
    mut step: impl FnMut(&mut G, &mut ChaCha8Rng),
    found: &mut Vec<G>,
) {
    for _ in 0..max_steps {
        match game.actors() {
            Actors::Over => return,
            Actors::Seats(_) if keep(rng) => found.push(game.clone()),
            _ => {}
        }
        step(&mut game, rng);
    }
}

/// Plays `game` on with `step` to its end, checking each state on the way (the first and
/// the last included) with `check`; fails unless it ends within `max_steps` steps.
pub(crate) fn play_to_the_end<G: Game>(
    mut game: G,
    rng: &mut ChaCha8Rng,
    max_steps: usize,
    mut step: impl FnMut(&mut G, &mut ChaCha8Rng),
    mut check: impl FnMut(&G),
) {
    for _ in 0..max_steps {
        check(&game);
        if game.actors() == Actors::Over {
            return;
        }
        step(&mut game, rng);
    }
    assert_eq!(
        game.actors(),
        Actors::Over,
        "the game did not end within {max_steps} steps"
    );
}

/// The legal moves of `seat` in `game`.
pub(crate) fn legal<G: Game>(game: &G, seat: Seat) -> Vec<G::Move> {
    let mut out = Vec::new();
    game.legal_moves(seat, &mut out);
    out
}

/// What `viewer` sees of `game`, as JSON.
pub(crate) fn view_json<G: Game>(game: &G, viewer: Viewer) -> Value {
    serde_json::to_value(game.view(viewer)).expect("a view serializes")
}

/// One game drawn at a position for one seat.
pub(crate) struct Draw<'a, P: Position> {
    /// Where the position stands among those given (not counting seats).
    pub(crate) index: usize,
    /// The position the game was drawn at.
    pub(crate) position: &'a P,
    /// The seat it was drawn for.
    pub(crate) seat: Seat,
    /// The game drawn.
    pub(crate) drawn: P::Game,
}

impl<P: Position> Draw<'_, P> {
    /// The true game at the position.
    pub(crate) fn game(&self) -> &P::Game {
        self.position.game()
    }
}

/// Draws a game at each of `positions` for each of its `lookers`, in that order, from one
/// generator seeded with `seed`, and hands each draw to `check` with the generator. Fails
/// when there is nothing to draw, so that no check passes for want of positions.
pub(crate) fn for_each_draw<'a, P: Position + 'a>(
    positions: impl IntoIterator<Item = &'a P>,
    lookers: Lookers,
    seed: u64,
    mut check: impl FnMut(Draw<'a, P>, &mut ChaCha8Rng),
) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut draws = 0;
    for (index, position) in positions.into_iter().enumerate() {
        for seat in lookers.seats(position.game()) {
            let drawn = position.game().determinize(seat, &mut rng);
            let draw = Draw {
                index,
                position,
                seat,
                drawn,
            };
            check(draw, &mut rng);
            draws += 1;
        }
    }
    assert!(draws > 0, "no position to draw a game at");
}

/// The drawn game looks the same to the seat it was drawn for: the seat's view and the
/// public view are unchanged, and so are the seat's legal moves and whom the game waits
/// for. `also` checks what else the game keeps.
pub(crate) fn assert_the_seat_sees_the_same_game<'a, P: Position + 'a>(
    positions: impl IntoIterator<Item = &'a P>,
    lookers: Lookers,
    seed: u64,
    mut also: impl FnMut(&Draw<'a, P>),
) {
    for_each_draw(positions, lookers, seed, |draw, _| {
        let (game, drawn, seat) = (draw.game(), &draw.drawn, draw.seat);
        for viewer in [Viewer::Seat(seat), Viewer::Public] {
            assert_eq!(
                view_json(drawn, viewer),
                view_json(game, viewer),
                "{viewer:?}"
            );
        }
        assert_eq!(legal(drawn, seat), legal(game, seat));
        assert_eq!(drawn.actors(), game.actors());
        also(&draw);
    });
}

/// The draw reads nothing the seat cannot see: a game the seat cannot tell apart from the
/// true one (itself a draw) gives the same draw as the true one from a generator in the
/// same state (seeded with `seed_base` plus the position's index). `also` compares the
/// two draws further.
pub(crate) fn assert_the_draw_reads_no_other_seats_secret<'a, P: Position + 'a>(
    positions: impl IntoIterator<Item = &'a P>,
    lookers: Lookers,
    seed: u64,
    seed_base: u64,
    mut also: impl FnMut(&P::Game, &P::Game),
) {
    for_each_draw(positions, lookers, seed, |draw, _| {
        let (game, twin, seat) = (draw.game(), &draw.drawn, draw.seat);
        let same_state = || ChaCha8Rng::seed_from_u64(seed_base + draw.index as u64);
        let from_game = game.determinize(seat, &mut same_state());
        let from_twin = twin.determinize(seat, &mut same_state());
        assert_eq!(from_game, from_twin);
        assert_eq!(format!("{from_game:?}"), format!("{from_twin:?}"));
        also(&from_game, &from_twin);
    });
}

/// The drawn game is a whole game that plays on: `check` holds of the game drawn for the
/// first seat to act and of every state that random play (`step`) reaches from it, and
/// the game ends within `max_steps` steps. Only the draws at the positions (by index)
/// that `plays_on` takes are played on, since whole games may be long.
pub(crate) fn assert_drawn_games_play_to_the_end<'a, P: Position + 'a>(
    positions: impl IntoIterator<Item = &'a P>,
    seed: u64,
    max_steps: usize,
    plays_on: impl Fn(usize) -> bool,
    mut step: impl FnMut(&mut P::Game, &mut ChaCha8Rng),
    mut check: impl FnMut(&P::Game),
) {
    for_each_draw(positions, Lookers::FirstToAct, seed, |draw, rng| {
        if plays_on(draw.index) {
            play_to_the_end(draw.drawn, rng, max_steps, &mut step, &mut check);
        } else {
            check(&draw.drawn);
        }
    });
}

/// What is secret is really redrawn, not copied: `changed` says for each draw which of
/// the game's secrets differ from the true game's (and may check more), and every one of
/// them must differ in some draw.
pub(crate) fn assert_secrets_are_redrawn<'a, P: Position + 'a, const SECRETS: usize>(
    positions: impl IntoIterator<Item = &'a P>,
    lookers: Lookers,
    seed: u64,
    mut changed: impl FnMut(&Draw<'a, P>) -> [bool; SECRETS],
) {
    let mut ever_changed = [false; SECRETS];
    for_each_draw(positions, lookers, seed, |draw, _| {
        for (ever, now) in ever_changed.iter_mut().zip(changed(&draw)) {
            *ever |= now;
        }
    });
    assert_eq!(
        ever_changed, [true; SECRETS],
        "which secrets were redrawn in some draw"
    );
}
