//! Rating a finished game: which of its people are rated, and their standings after it.
//! Both backends and `gametable ratings rebuild` go through [`rate_game`], so a rating
//! kept game by game and one rebuilt from the records are the same numbers.

use super::{Action, Record, StoreError, StoreErrorKind};
use crate::engine::{GameKind, Outcome};
use crate::ratings::{self, Place, Standing};
use crate::seating::{GameId, Player, UserId};

/// What a rebuild of the ratings did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Rebuilt {
    /// Finished games looked at.
    pub finished: usize,
    /// Games that changed ratings (finished on a known server, with two people rated).
    pub rated: usize,
    /// Finished games whose record cannot be read back or replayed, and why.
    pub unreadable: Vec<(GameId, String)>,
}

impl Rebuilt {
    /// The outcome to rate finished game `id` with in a rebuild, replayed from its record
    /// as read (`read`); none when it cannot be rated, which is noted as unreadable
    /// unless the game is simply gone. Only an unavailable store stops the rebuild.
    pub(super) fn outcome(
        &mut self,
        id: GameId,
        read: Result<Option<Record>, StoreError>,
        registry: &[&dyn GameKind],
    ) -> Result<Option<Outcome>, StoreError> {
        let record = match read {
            Ok(Some(record)) => record,
            Ok(None) => return Ok(None),
            Err(e) if e.kind == StoreErrorKind::Damaged => {
                self.unreadable.push((id, e.message));
                return Ok(None);
            }
            Err(e) => return Err(e),
        };
        match record
            .replay(registry)
            .map(|replayed| replayed.game.outcome())
        {
            Ok(Some(outcome)) => Ok(Some(outcome)),
            Ok(None) => {
                self.unreadable
                    .push((id, "finished, but the game is not over".into()));
                Ok(None)
            }
            Err(e) => {
                self.unreadable.push((id, e.to_string()));
                Ok(None)
            }
        }
    }
}

/// The people of a finished game who are rated, with their places. A seat is rated for
/// the person holding it at the end when that is a person (not an AI seat) who made at
/// least half of the seat's moves themself: moves the AI made while they were away, or
/// made before they held the seat, count against them. Each person is rated once.
pub(super) fn rated_people(
    seats: &[Player],
    actions: &[&Action],
    places: &[Place],
) -> Vec<(UserId, Place)> {
    let mut holder: Vec<UserId> = seats.iter().map(|p| p.user).collect();
    let mut away = vec![false; seats.len()];
    // Per seat: who made each of its moves, in person, and whether the AI did.
    let mut moves: Vec<Vec<Option<UserId>>> = vec![Vec::new(); seats.len()];
    for action in actions {
        match action {
            Action::Move { seat, .. } => {
                let i = seat.index();
                if let (Some(made), Some(user), Some(away)) =
                    (moves.get_mut(i), holder.get(i), away.get(i))
                {
                    made.push((!away && !user.is_ai()).then_some(*user));
                }
            }
            Action::Seat { seat, player } => {
                if let Some(slot) = holder.get_mut(seat.index()) {
                    *slot = player.user;
                }
            }
            Action::Away { seat, away: now } => {
                if let Some(slot) = away.get_mut(seat.index()) {
                    *slot = *now;
                }
            }
            Action::Chance { .. } => {}
        }
    }
    let mut rated: Vec<(UserId, Place)> = Vec::new();
    for ((user, made), place) in holder.iter().zip(&moves).zip(places) {
        let own = made.iter().filter(|m| **m == Some(*user)).count();
        let person = !user.is_ai() && 2 * own >= made.len();
        if person && rated.iter().all(|(other, _)| other != user) {
            rated.push((*user, *place));
        }
    }
    rated
}

/// The new standings of the rated people of a finished game (none when fewer than two
/// people are rated): `current` reads a person's standing before the game.
pub(super) fn rate_game(
    seats: &[Player],
    actions: &[&Action],
    outcome: &Outcome,
    mut current: impl FnMut(UserId) -> Result<Standing, StoreError>,
) -> Result<Vec<(UserId, Standing)>, StoreError> {
    let people = rated_people(seats, actions, &ratings::places(outcome));
    if people.len() < 2 {
        return Ok(Vec::new());
    }
    let mut before = Vec::with_capacity(people.len());
    for (user, place) in &people {
        before.push((current(*user)?, *place));
    }
    let after = ratings::rate(&before);
    Ok(people
        .into_iter()
        .map(|(user, _)| user)
        .zip(after)
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Seat;
    use crate::i18n::Lang;

    fn player(user: u64) -> Player {
        Player {
            user: UserId(user),
            name: format!("p{user}"),
            lang: Lang::En,
            level: None,
        }
    }

    fn mv(seat: u8) -> Action {
        Action::Move {
            seat: Seat(seat),
            notation: "x".into(),
        }
    }

    fn first_second_third() -> Vec<Place> {
        (1..=3)
            .map(|place| Place {
                place,
                won: place == 1,
            })
            .collect()
    }

    #[test]
    fn ai_seats_are_not_rated_and_people_are() {
        let seats = [player(100), player(1), player(300)];
        let actions = [mv(0), mv(1), mv(2)];
        let actions: Vec<&Action> = actions.iter().collect();
        let rated = rated_people(&seats, &actions, &first_second_third());
        let users: Vec<u64> = rated.iter().map(|(u, _)| u.0).collect();
        assert_eq!(users, vec![100, 300]);
        assert_eq!(rated[1].1.place, 3);
    }

    #[test]
    fn a_seat_the_ai_played_for_more_than_half_its_moves_is_not_rated() {
        let seats = [player(100), player(200), player(300)];
        let away = |seat, away| Action::Away {
            seat: Seat(seat),
            away,
        };
        // Seat 0: 1 of 3 in person. Seat 1: 2 of 4 in person (half is enough).
        let actions = [
            mv(0),
            mv(1),
            mv(1),
            away(0, true),
            away(1, true),
            mv(0),
            mv(0),
            mv(1),
            mv(1),
            away(1, false),
            mv(2),
        ];
        let actions: Vec<&Action> = actions.iter().collect();
        let rated = rated_people(&seats, &actions, &first_second_third());
        let users: Vec<u64> = rated.iter().map(|(u, _)| u.0).collect();
        assert_eq!(users, vec![200, 300]);
    }

    #[test]
    fn a_seat_left_to_an_ai_is_not_rated_for_anyone() {
        let seats = [player(100), player(200)];
        let actions = [
            mv(0),
            mv(1),
            Action::Seat {
                seat: Seat(1),
                player: player(2),
            },
            mv(1),
        ];
        let actions: Vec<&Action> = actions.iter().collect();
        let outcome = Outcome {
            scores: vec![1, 0],
            winners: vec![Seat(0)],
        };
        let rated = rate_game(&seats, &actions, &outcome, |_| Ok(Standing::default()));
        assert!(
            rated.is_ok_and(|r| r.is_empty()),
            "one person left: nobody is rated"
        );
    }
}
