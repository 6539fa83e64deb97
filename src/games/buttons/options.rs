//! Table options: the `lane_tiles` variant (WB-19.1) and a start player fixed by the host
//! (WB-3.1). `/game new … lane_tiles=on start_player=2` reaches the game as JSON
//! (`{"lane_tiles": "on", "start_player": 2}`).

use super::data::MAX_PLAYERS;
use crate::engine::Seat;
use crate::games::option_value::OptionValue;
use serde::{Deserialize, Serialize};

/// The `lane_tiles` variant (WB-19.1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LaneTiles {
    /// The printed lane rewards.
    #[default]
    Off,
    /// A random tile per active location.
    On,
}

/// WB-3.1: the first start player, drawn at random (CH-1) or fixed by the host. In
/// options it reads `random` or the seat counted from 1.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "OptionValue", into = "OptionValue")]
pub enum FirstPlayer {
    /// Drawn by CH-1.
    #[default]
    Random,
    /// This seat starts.
    Fixed(Seat),
}

impl From<FirstPlayer> for OptionValue {
    fn from(first: FirstPlayer) -> OptionValue {
        match first {
            FirstPlayer::Random => OptionValue::Word("random".into()),
            FirstPlayer::Fixed(seat) => OptionValue::Number(u32::from(seat.0) + 1),
        }
    }
}

impl TryFrom<OptionValue> for FirstPlayer {
    type Error = &'static str;

    fn try_from(value: OptionValue) -> Result<FirstPlayer, &'static str> {
        if value.is("random") {
            return Ok(FirstPlayer::Random);
        }
        let n = value.number().ok_or("start_player: random or a seat")?;
        match u8::try_from(n) {
            Ok(seat) if (1..=MAX_PLAYERS).contains(&usize::from(seat)) => {
                Ok(FirstPlayer::Fixed(Seat(seat - 1)))
            }
            _ => Err("start_player: a seat from 1 to 4"),
        }
    }
}

/// Table options.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ButtonsOptions {
    /// WB-19.1.
    pub lane_tiles: LaneTiles,
    /// WB-3.1.
    pub start_player: FirstPlayer,
}
