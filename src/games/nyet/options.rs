//! Table options: the `target_score` variant (NY-2.3). `/game new … target_score=150`
//! reaches the game as JSON (`{"target_score": 150}`; `{"target_score": "off"}` by
//! default).

use crate::games::option_value::OptionValue;
use serde::{Deserialize, Serialize};

/// The `target_score` variant (NY-2.3): `off` plays the fixed rounds of NY-2.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "OptionValue", into = "OptionValue")]
pub enum TargetScore {
    /// Fixed rounds (NY-2).
    #[default]
    Off,
    /// Play until someone has at least this many points at the end of a round.
    Points(u32),
}

impl From<TargetScore> for OptionValue {
    fn from(target: TargetScore) -> OptionValue {
        match target {
            TargetScore::Off => OptionValue::Word("off".into()),
            TargetScore::Points(n) => OptionValue::Number(n),
        }
    }
}

impl TryFrom<OptionValue> for TargetScore {
    type Error = &'static str;

    fn try_from(value: OptionValue) -> Result<TargetScore, &'static str> {
        if value.is("off") {
            return Ok(TargetScore::Off);
        }
        match value.number() {
            None => Err("target_score: off or a number"),
            Some(0) => Err("target_score must be positive"),
            Some(n) => Ok(TargetScore::Points(n)),
        }
    }
}

/// Table options.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct NyetOptions {
    /// NY-2.3: play to a target score instead of a fixed number of rounds.
    pub target_score: TargetScore,
}
