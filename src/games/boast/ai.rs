//! A light heuristic player: aim for no trick at all, or once a trick is taken for exactly
//! the target, and play low or high accordingly; once neither can be reached any more,
//! play at random.

use super::{trick_winner, Boast, Card, Move, Tower};
use crate::engine::{Game, Seat};
use rand::seq::SliceRandom;
use rand::Rng;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Goal {
    Win,
    Lose,
}

/// The AI's move for `seat` among its legal `moves`, `None` when it has none.
pub(super) fn choose<R: Rng + ?Sized>(
    game: &Boast,
    seat: Seat,
    moves: &[Move],
    rng: &mut R,
) -> Option<Move> {
    let taken = game.tricks(seat);
    let target = game.target();
    // No trick scores most (BN-6.3), and in playouts against random players aiming for
    // it first beat judging the hand: so duck until a trick is taken, then go for
    // exactly the target, and play at random once both are out of reach.
    let goal = if taken == 0 || taken == target {
        Some(Goal::Lose)
    } else if taken < target {
        Some(Goal::Win)
    } else {
        None
    };
    let pick = match goal {
        Some(Goal::Lose) => lose(game, seat, moves),
        Some(Goal::Win) => win(game, seat, moves),
        None => None,
    };
    pick.or_else(|| moves.choose(rng).copied())
}

/// How strongly `card` ranks when played: tower position first, then value.
fn strength(tower: Tower, card: Card) -> (usize, u8) {
    let rank = card
        .colour()
        .and_then(|c| tower.order().iter().position(|&t| t == c))
        .map_or(0, |at| 3 - at);
    (rank, card.value().unwrap_or(0))
}

/// Whether `card` would take the trick as it stands now.
fn takes_now(game: &Boast, seat: Seat, card: Card) -> bool {
    let mut trick = *game.trick();
    trick.push(card);
    trick_winner(&trick, game.tower(), game.seats()).winner == seat
}

fn lose(game: &Boast, seat: Seat, moves: &[Move]) -> Option<Move> {
    let tower = game.tower();
    // BN-4.4, BN-4.5: an escape card may always be played and never takes a trick.
    let escape = moves.iter().find(|m| m.0.is_escape());
    let coloured = || moves.iter().filter(|m| !m.0.is_escape());
    if game.trick().is_empty() {
        return escape
            .or_else(|| coloured().min_by_key(|m| strength(tower, m.0)))
            .copied();
    }
    // A card that does not take the trick now never will, whatever follows; shed the
    // most dangerous such card and keep escape cards for when nothing ducks.
    coloured()
        .filter(|m| !takes_now(game, seat, m.0))
        .max_by_key(|m| strength(tower, m.0))
        .or(escape)
        .or_else(|| coloured().min_by_key(|m| strength(tower, m.0)))
        .copied()
}

fn win(game: &Boast, seat: Seat, moves: &[Move]) -> Option<Move> {
    let tower = game.tower();
    let coloured = || moves.iter().filter(|m| !m.0.is_escape());
    if game.trick().is_empty() {
        return coloured().max_by_key(|m| strength(tower, m.0)).copied();
    }
    let last = game.trick().len() + 1 == game.seats();
    let winning = coloured().filter(|m| takes_now(game, seat, m.0));
    // The last player only needs to beat what is there; others play safe and high.
    let pick = if last {
        winning.min_by_key(|m| strength(tower, m.0))
    } else {
        winning.max_by_key(|m| strength(tower, m.0))
    };
    pick.or_else(|| coloured().min_by_key(|m| strength(tower, m.0)))
        .copied()
}
