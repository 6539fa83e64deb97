//! Table options (Decisions, HG-8): the target score, who receives a bomb-won trick, and
//! the flat bonus for going out first.
//!
//! `/game new … target=350 bomb_capture=winner_chooses first_out_bonus=5` reaches the
//! game as JSON (`{"target": 350, "bomb_capture": "winner_chooses", "first_out_bonus": 5}`);
//! numbers stay numbers and anything outside the listed values is refused.

use serde::{Deserialize, Serialize};

/// HG-7: the score that ends the game, 250 (short, the default) or 350 (long).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "u32", into = "u32")]
pub enum Target {
    /// 250 points.
    #[default]
    Short,
    /// 350 points.
    Long,
}

impl Target {
    /// The target in points.
    pub fn points(self) -> i64 {
        i64::from(u32::from(self))
    }
}

impl From<Target> for u32 {
    fn from(target: Target) -> u32 {
        match target {
            Target::Short => 250,
            Target::Long => 350,
        }
    }
}

impl TryFrom<u32> for Target {
    type Error = String;

    fn try_from(points: u32) -> Result<Target, String> {
        match points {
            250 => Ok(Target::Short),
            350 => Ok(Target::Long),
            _ => Err(format!("target must be 250 or 350, not {points}")),
        }
    }
}

/// HG-5.4: who receives the cards of a trick won by a bomb.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BombCapture {
    /// The player of the combination just before the bomb, or the bomber's right-hand
    /// neighbour when the bomb was led (the tournament rule, as on BGA).
    #[default]
    Auto,
    /// With 3 players the bomber chooses either opponent (`give N`); with 2 players the
    /// same as [`BombCapture::Auto`].
    WinnerChooses,
}

/// HG-6.4, Q1: a flat bonus for the first player out, 0 (the default) or 5.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "u32", into = "u32")]
pub enum FirstOutBonus {
    /// No bonus.
    #[default]
    None,
    /// 5 points.
    Five,
}

impl FirstOutBonus {
    /// The bonus in points.
    pub fn points(self) -> i64 {
        i64::from(u32::from(self))
    }
}

impl From<FirstOutBonus> for u32 {
    fn from(bonus: FirstOutBonus) -> u32 {
        match bonus {
            FirstOutBonus::None => 0,
            FirstOutBonus::Five => 5,
        }
    }
}

impl TryFrom<u32> for FirstOutBonus {
    type Error = String;

    fn try_from(points: u32) -> Result<FirstOutBonus, String> {
        match points {
            0 => Ok(FirstOutBonus::None),
            5 => Ok(FirstOutBonus::Five),
            _ => Err(format!("first_out_bonus must be 0 or 5, not {points}")),
        }
    }
}

/// The table options of Haggis.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct HaggisOptions {
    /// HG-7: the target score.
    pub target: Target,
    /// HG-5.4: who receives a bomb-won trick.
    pub bomb_capture: BombCapture,
    /// HG-6.4: the first player out's flat bonus.
    pub first_out_bonus: FirstOutBonus,
}
