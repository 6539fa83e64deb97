//! Ratings: how well each person plays one game on one server, learned from the places of
//! the finished games they played there. Pure functions, no IO: the store keeps the
//! numbers and calls [`rate`] in the transaction that ends a game, and `gametable ratings
//! rebuild` calls it again over every stored record, in the same order, for the same
//! numbers.
//!
//! The system is Weng-Lin (the Bayesian approximation behind OpenSkill) as the
//! `skillratings` crate implements it: it rates free-for-all placements (and teams) in one
//! update, and gives each rating its uncertainty. Why this system: `docs/ratings.md`.

mod places;

pub use places::{places, Place};

use serde::{Deserialize, Serialize};
use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;

/// Fewer rated games than this and a rating is provisional: shown, but marked so.
pub const PROVISIONAL_GAMES: u32 = 5;

/// How many uncertainties below the rating a leaderboard ranks by (see
/// [`Skill::conservative`]).
pub const CONSERVATIVE_SIGMAS: f64 = 3.0;

/// A skill estimate: the rating (μ) and its uncertainty (σ), on Weng-Lin's scale where a
/// newcomer is 25 ± 25/3.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Skill {
    /// The estimated skill (μ).
    pub rating: f64,
    /// How unsure the estimate still is (σ): it shrinks with every rated game.
    pub uncertainty: f64,
}

impl Default for Skill {
    /// A newcomer's skill: 25 ± 25/3.
    fn default() -> Skill {
        let new = WengLinRating::new();
        Skill {
            rating: new.rating,
            uncertainty: new.uncertainty,
        }
    }
}

impl Skill {
    /// The skill a person has at least, almost surely: μ − 3σ. Leaderboards rank by it,
    /// so one lucky first game does not top the board.
    pub fn conservative(&self) -> f64 {
        self.rating - CONSERVATIVE_SIGMAS * self.uncertainty
    }
}

/// One person's record at one game on one server.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Standing {
    /// Their skill now.
    pub skill: Skill,
    /// Rated games played.
    pub games: u32,
    /// Rated games won (the win shared or not).
    pub wins: u32,
    /// How often they took each place: `places[0]` first places, `places[1]` second, …
    pub places: Vec<u32>,
}

impl Standing {
    /// Whether too few games are rated yet to trust the rating.
    pub fn provisional(&self) -> bool {
        self.games < PROVISIONAL_GAMES
    }

    /// This standing after one more game, ending at `place` with skill `skill`.
    fn after(&self, place: Place, skill: Skill) -> Standing {
        let mut places = self.places.clone();
        let index = place.place.saturating_sub(1) as usize;
        if places.len() <= index {
            places.resize(index + 1, 0);
        }
        places[index] += 1;
        Standing {
            skill,
            games: self.games + 1,
            wins: self.wins + u32::from(place.won),
            places,
        }
    }
}

/// The standings of the people of one finished game after it: each person's standing
/// before the game and their place in it, in, their standings after it, out (in the same
/// order). Each person is a team of one: Weng-Lin's multi-team update with their places
/// as ranks (equal places draw). Fewer than two people change nothing.
pub fn rate(people: &[(Standing, Place)]) -> Vec<Standing> {
    if people.len() < 2 {
        return people
            .iter()
            .map(|(standing, _)| standing.clone())
            .collect();
    }
    let teams: Vec<[WengLinRating; 1]> = people
        .iter()
        .map(|(standing, _)| {
            [WengLinRating {
                rating: standing.skill.rating,
                uncertainty: standing.skill.uncertainty,
            }]
        })
        .collect();
    let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
        .iter()
        .zip(people)
        .map(|(team, (_, place))| (&team[..], MultiTeamOutcome::new(place.place as usize)))
        .collect();
    let rated = weng_lin_multi_team(&ranked, &WengLinConfig::new());
    people
        .iter()
        .zip(rated)
        .map(|((standing, place), team)| {
            let skill = team.first().map_or(standing.skill, |r| Skill {
                rating: r.rating,
                uncertainty: r.uncertainty,
            });
            standing.after(*place, skill)
        })
        .collect()
}

#[cfg(test)]
mod tests;
