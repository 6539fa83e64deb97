//! How fast a table plays: its turn clock and what happens when a seat runs out of time.

use crate::ai::Level;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// The time each move may take, per table. Real-time speeds are for live play; turn-based
/// ones for games that last days.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum TurnClock {
    /// No clock: nobody runs out of time.
    #[default]
    Off,
    /// 20 seconds a move.
    Seconds20,
    /// 1 minute a move.
    Minute1,
    /// 3 minutes a move.
    Minutes3,
    /// 10 minutes a move.
    Minutes10,
    /// 1 hour a move.
    Hour1,
    /// 12 hours a move.
    Hours12,
    /// 1 day a move.
    Day1,
    /// 3 days a move.
    Days3,
}

const MINUTE: i64 = 60_000;
const HOUR: i64 = 60 * MINUTE;

impl TurnClock {
    /// Every clock, in the order people choose from.
    pub const ALL: [TurnClock; 9] = [
        TurnClock::Off,
        TurnClock::Seconds20,
        TurnClock::Minute1,
        TurnClock::Minutes3,
        TurnClock::Minutes10,
        TurnClock::Hour1,
        TurnClock::Hours12,
        TurnClock::Day1,
        TurnClock::Days3,
    ];

    /// The time a move may take, in milliseconds; none without a clock.
    pub fn per_move_ms(self) -> Option<i64> {
        Some(match self {
            TurnClock::Off => return None,
            TurnClock::Seconds20 => 20_000,
            TurnClock::Minute1 => MINUTE,
            TurnClock::Minutes3 => 3 * MINUTE,
            TurnClock::Minutes10 => 10 * MINUTE,
            TurnClock::Hour1 => HOUR,
            TurnClock::Hours12 => 12 * HOUR,
            TurnClock::Day1 => 24 * HOUR,
            TurnClock::Days3 => 72 * HOUR,
        })
    }

    /// Whether the clock is for games that last days (an hour a move or slower, or no
    /// clock): their players are reminded by direct message, real-time players only in
    /// the channel.
    pub fn turn_based(self) -> bool {
        self.per_move_ms().is_none_or(|ms| ms >= HOUR)
    }

    /// The name players choose it by (`off`, `20s`, … `3d`).
    pub fn code(self) -> &'static str {
        match self {
            TurnClock::Off => "off",
            TurnClock::Seconds20 => "20s",
            TurnClock::Minute1 => "1m",
            TurnClock::Minutes3 => "3m",
            TurnClock::Minutes10 => "10m",
            TurnClock::Hour1 => "1h",
            TurnClock::Hours12 => "12h",
            TurnClock::Day1 => "1d",
            TurnClock::Days3 => "3d",
        }
    }
}

impl fmt::Display for TurnClock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for TurnClock {
    type Err = String;
    fn from_str(s: &str) -> Result<TurnClock, String> {
        let wanted = s.trim().to_lowercase();
        TurnClock::ALL
            .into_iter()
            .find(|clock| clock.code() == wanted)
            .ok_or(wanted)
    }
}

impl From<TurnClock> for String {
    fn from(clock: TurnClock) -> String {
        clock.code().to_owned()
    }
}

impl TryFrom<String> for TurnClock {
    type Error = String;
    fn try_from(s: String) -> Result<TurnClock, String> {
        s.parse()
    }
}

/// What happens to a seat whose time ran out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OnTimeout {
    /// The AI plays the seat until its player is back.
    #[default]
    Ai,
    /// The game ends, abandoned by that seat.
    End,
}

impl FromStr for OnTimeout {
    type Err = String;
    fn from_str(s: &str) -> Result<OnTimeout, String> {
        match s.trim().to_lowercase().as_str() {
            "ai" => Ok(OnTimeout::Ai),
            "end" => Ok(OnTimeout::End),
            other => Err(other.to_owned()),
        }
    }
}

/// How long a lobby waits to be started before it closes by itself.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum LobbyWait {
    /// An hour.
    Hour1,
    /// 12 hours.
    Hours12,
    /// A day.
    #[default]
    Day1,
    /// 3 days.
    Days3,
    /// A week.
    Days7,
}

impl LobbyWait {
    /// Every choice, shortest first.
    pub const ALL: [LobbyWait; 5] = [
        LobbyWait::Hour1,
        LobbyWait::Hours12,
        LobbyWait::Day1,
        LobbyWait::Days3,
        LobbyWait::Days7,
    ];

    /// How long, in milliseconds.
    pub fn ms(self) -> i64 {
        match self {
            LobbyWait::Hour1 => HOUR,
            LobbyWait::Hours12 => 12 * HOUR,
            LobbyWait::Day1 => 24 * HOUR,
            LobbyWait::Days3 => 72 * HOUR,
            LobbyWait::Days7 => 168 * HOUR,
        }
    }

    /// The name players choose it by (`1h`, … `7d`).
    pub fn code(self) -> &'static str {
        match self {
            LobbyWait::Hour1 => "1h",
            LobbyWait::Hours12 => "12h",
            LobbyWait::Day1 => "1d",
            LobbyWait::Days3 => "3d",
            LobbyWait::Days7 => "7d",
        }
    }
}

impl FromStr for LobbyWait {
    type Err = String;
    fn from_str(s: &str) -> Result<LobbyWait, String> {
        let wanted = s.trim().to_lowercase();
        LobbyWait::ALL
            .into_iter()
            .find(|wait| wait.code() == wanted)
            .ok_or(wanted)
    }
}

impl From<LobbyWait> for String {
    fn from(wait: LobbyWait) -> String {
        wait.code().to_owned()
    }
}

impl TryFrom<String> for LobbyWait {
    type Error = String;
    fn try_from(s: String) -> Result<LobbyWait, String> {
        s.parse()
    }
}

/// A table's pace: its clock, what a timeout does, and how long its lobby waits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Pace {
    /// The time each move may take.
    #[serde(default)]
    pub clock: TurnClock,
    /// What happens when it runs out.
    #[serde(default)]
    pub on_timeout: OnTimeout,
    /// How long the lobby waits to be started.
    #[serde(default)]
    pub lobby: LobbyWait,
    /// How well the AI plays for a seat whose time ran out or whose player is away
    /// (`strong`, the default, is not written: records keep their shape).
    #[serde(default, skip_serializing_if = "Level::is_default")]
    pub stand_in: Level,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clocks_read_and_print_the_names_players_choose() {
        for clock in TurnClock::ALL {
            assert_eq!(clock.code().parse::<TurnClock>(), Ok(clock));
        }
        assert_eq!(" 1H ".parse::<TurnClock>(), Ok(TurnClock::Hour1));
        assert!("2h".parse::<TurnClock>().is_err());
        assert_eq!(TurnClock::Seconds20.per_move_ms(), Some(20_000));
        assert_eq!(TurnClock::Days3.per_move_ms(), Some(3 * 24 * HOUR));
        assert_eq!(TurnClock::Off.per_move_ms(), None);
    }

    #[test]
    fn an_hour_a_move_and_slower_is_turn_based() {
        let turn_based: Vec<TurnClock> = TurnClock::ALL
            .into_iter()
            .filter(|c| c.turn_based())
            .collect();
        assert_eq!(
            turn_based,
            [
                TurnClock::Off,
                TurnClock::Hour1,
                TurnClock::Hours12,
                TurnClock::Day1,
                TurnClock::Days3
            ]
        );
    }

    #[test]
    fn lobby_waits_read_their_names_and_default_to_a_day() {
        for wait in LobbyWait::ALL {
            assert_eq!(wait.code().parse::<LobbyWait>(), Ok(wait));
        }
        assert_eq!(LobbyWait::default().ms(), 24 * HOUR);
        assert_eq!(LobbyWait::Days7.ms(), 7 * 24 * HOUR);
        assert!("2w".parse::<LobbyWait>().is_err());
    }

    #[test]
    fn a_pace_is_stored_as_readable_json_and_defaults_to_no_clock() {
        let pace = Pace {
            clock: TurnClock::Minute1,
            on_timeout: OnTimeout::End,
            lobby: LobbyWait::Days3,
            stand_in: Level::Basic,
        };
        let json = serde_json::to_value(pace).unwrap();
        assert_eq!(
            json,
            serde_json::json!({"clock": "1m", "on_timeout": "end", "lobby": "3d", "stand_in": "basic"})
        );
        let strong = Pace {
            stand_in: Level::Strong,
            ..pace
        };
        assert_eq!(
            serde_json::to_value(strong).unwrap(),
            serde_json::json!({"clock": "1m", "on_timeout": "end", "lobby": "3d"}),
            "the default stand-in is not written"
        );
        assert_eq!(serde_json::from_value::<Pace>(json).unwrap(), pace);
        assert_eq!(
            serde_json::from_value::<Pace>(serde_json::json!({})).unwrap(),
            Pace::default()
        );
        assert!(serde_json::from_value::<Pace>(serde_json::json!({"clock": "5y"})).is_err());
    }
}
