//! Trick rules (NY-6) and scoring (NY-7), as pure functions.

use super::board::DiscardRule;
use super::cards::{Card, Kinds};
use crate::engine::Seat;
use crate::games::colour::Colour;
use serde::{Deserialize, Serialize};

/// Most seats at a table.
pub const MAX_PLAYERS: usize = 5;

/// What the board decided for a round (NY-4.4, NY-3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundSetup {
    /// Row 1: who forms the teams and leads the first trick.
    pub first: Seat,
    /// Row 2: what is discarded.
    pub discard: DiscardRule,
    /// Row 3: the trump colour, if any.
    pub trump: Option<Colour>,
    /// Row 4: the colour of the super-trump 1s, if any.
    pub super_trump: Option<Colour>,
    /// Row 5: points per trick and booty card.
    pub points: i8,
}

impl RoundSetup {
    /// NY-6.2: a super-trump is a 1 of the row-4 colour.
    pub fn is_super(&self, card: Card) -> bool {
        card.is_one() && Some(card.colour()) == self.super_trump
    }

    /// NY-6.3: the trump suit is the trump colour plus the super-trumps, if a trump
    /// colour exists.
    pub fn in_trump_suit(&self, card: Card) -> bool {
        self.trump.is_some() && (Some(card.colour()) == self.trump || self.is_super(card))
    }

    /// A trump-colour card (super-trumps of other colours not included).
    pub fn is_trump_colour(&self, card: Card) -> bool {
        Some(card.colour()) == self.trump
    }

    /// NY-6.4: the cards of `hand` that may be played to a trick led with `led`
    /// (`None`: the player leads, anything goes).
    pub fn playable(&self, hand: &[Card], led: Option<Card>) -> Vec<Card> {
        let Some(led) = led else {
            return hand.to_vec();
        };
        let must: Vec<Card> = if self.is_super(led) {
            if self.trump.is_some() {
                // NY-6.4(b), NY-9.4: the trump suit is called.
                hand.iter()
                    .copied()
                    .filter(|&c| self.in_trump_suit(c))
                    .collect()
            } else {
                // NY-6.4(b) Decision: a super-trump, else its printed colour.
                let supers: Vec<Card> =
                    hand.iter().copied().filter(|&c| self.is_super(c)).collect();
                if supers.is_empty() {
                    hand.iter()
                        .copied()
                        .filter(|&c| c.colour() == led.colour())
                        .collect()
                } else {
                    supers
                }
            }
        } else if self.is_trump_colour(led) {
            // NY-6.4(a).
            hand.iter()
                .copied()
                .filter(|&c| self.in_trump_suit(c))
                .collect()
        } else {
            // NY-6.4(c): the led colour, super-trumps of that colour included.
            hand.iter()
                .copied()
                .filter(|&c| c.colour() == led.colour())
                .collect()
        };
        // NY-6.5: a player who cannot follow may play any card.
        if must.is_empty() {
            hand.to_vec()
        } else {
            must
        }
    }

    /// NY-6.4, NY-6.5: the kinds of card a player shows it holds none of by playing
    /// `card` to a trick led with `led`: holding one, it would have had to play it instead.
    pub fn shown_none(&self, led: Card, card: Card) -> Kinds {
        if self.is_super(led) && self.trump.is_none() {
            // NY-6.4(b) Decision: a super-trump is called first, then its printed colour.
            if self.is_super(card) {
                return Kinds::NONE;
            }
            let colour = led.colour();
            let followed = card.colour() == colour;
            return Kinds::matching(|c| self.is_super(c) || (!followed && c.colour() == colour));
        }
        let called = |c: Card| {
            if self.is_super(led) || self.is_trump_colour(led) {
                // NY-6.4(a), NY-6.4(b), NY-9.4: the trump suit.
                self.in_trump_suit(c)
            } else {
                // NY-6.4(c): the led colour, super-trumps of that colour included.
                c.colour() == led.colour()
            }
        };
        if called(card) {
            Kinds::NONE
        } else {
            Kinds::matching(called)
        }
    }

    /// NY-6.6: the index into `trick` (cards in playing order) of the winning card.
    pub fn winner(&self, trick: &[Card]) -> usize {
        let Some(&led) = trick.first() else {
            return 0;
        };
        // Later cards win ties, so scan with `>=`.
        let best = |keep: &dyn Fn(Card) -> bool| {
            let mut best: Option<(usize, u8)> = None;
            for (i, &c) in trick.iter().enumerate() {
                if keep(c) && best.is_none_or(|(_, v)| c.value() >= v) {
                    best = Some((i, c.value()));
                }
            }
            best.map(|(i, _)| i)
        };
        if let Some(i) = trick.iter().rposition(|&c| self.is_super(c)) {
            return i;
        }
        if let Some(i) = best(&|c| self.is_trump_colour(c)) {
            return i;
        }
        best(&|c| c.colour() == led.colour()).unwrap_or(0)
    }
}

/// NY-7.1: booty of a trick for its winner — the 1s played by the winner's opponents.
pub fn booty(trick: &[(Seat, Card)], winner: Seat, teams: &[u8]) -> u8 {
    let team = |s: Seat| teams.get(s.index()).copied();
    trick
        .iter()
        .filter(|(s, c)| c.is_one() && team(*s) != team(winner))
        .count() as u8
}

/// NY-7.2, NY-7.3: each seat's result of a round from the tricks and booty each seat
/// took, the teams (a team number per seat), the row-5 value and the bonus holder.
pub fn round_scores(
    tricks: &[u8],
    booty: &[u8],
    teams: &[u8],
    points: i8,
    bonus: Option<Seat>,
) -> Vec<i64> {
    let team_result = |team: u8| -> i64 {
        teams
            .iter()
            .enumerate()
            .filter(|&(_, &t)| t == team)
            .map(|(s, _)| {
                i64::from(tricks.get(s).copied().unwrap_or(0))
                    + i64::from(booty.get(s).copied().unwrap_or(0))
            })
            .sum::<i64>()
            * i64::from(points)
    };
    teams
        .iter()
        .enumerate()
        .map(|(s, &t)| {
            let r = team_result(t);
            if bonus == Some(Seat(s as u8)) {
                2 * r
            } else {
                r
            }
        })
        .collect()
}
