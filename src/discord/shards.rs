//! Which gateway shards this process runs: all (one process, the default) or a range of
//! the bot's shards (several processes against one database share the load).

use std::fmt;
use std::str::FromStr;

/// Shards `first..end` (not including `end`) of `total`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShardRange {
    /// The first shard this process runs.
    pub first: u32,
    /// The shard after the last one this process runs.
    pub end: u32,
    /// How many shards the bot has in all.
    pub total: u32,
}

/// Why a shard range cannot be used.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum ShardRangeError {
    /// Not `A..B` or `A..=B` with numbers.
    #[error("a shard range is written A..B or A..=B, e.g. 0..4, not {0:?}")]
    Unreadable(String),
    /// Empty, or beyond the total.
    #[error("shards {first}..{end} are not a range of {total} shards")]
    Outside {
        /// The first shard.
        first: u32,
        /// The shard after the last.
        end: u32,
        /// The total.
        total: u32,
    },
}

/// A range as typed, before the total is known: `A..B` or `A..=B`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shards {
    first: u32,
    end: u32,
}

impl FromStr for Shards {
    type Err = ShardRangeError;

    fn from_str(text: &str) -> Result<Shards, ShardRangeError> {
        let unreadable = || ShardRangeError::Unreadable(text.to_owned());
        let (first, rest) = text.trim().split_once("..").ok_or_else(unreadable)?;
        let (inclusive, end) = match rest.strip_prefix('=') {
            Some(end) => (true, end),
            None => (false, rest),
        };
        let first: u32 = first.parse().map_err(|_| unreadable())?;
        let end: u32 = end.parse().map_err(|_| unreadable())?;
        let end = if inclusive {
            end.checked_add(1).ok_or_else(unreadable)?
        } else {
            end
        };
        Ok(Shards { first, end })
    }
}

impl Shards {
    /// The range within `total` shards.
    pub fn of(self, total: u32) -> Result<ShardRange, ShardRangeError> {
        let Shards { first, end } = self;
        if first >= end || end > total {
            return Err(ShardRangeError::Outside { first, end, total });
        }
        Ok(ShardRange { first, end, total })
    }
}

impl fmt::Display for ShardRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}..{} of {}", self.first, self.end, self.total)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_are_read_half_open_or_inclusive_and_checked_against_the_total() {
        let range = |text: &str, total| text.parse::<Shards>().and_then(|s| s.of(total));
        assert_eq!(
            range("0..3", 8),
            Ok(ShardRange {
                first: 0,
                end: 3,
                total: 8
            })
        );
        assert_eq!(range("4..=7", 8).map(|r| (r.first, r.end)), Ok((4, 8)));
        assert!(matches!(
            range("3..3", 8),
            Err(ShardRangeError::Outside { .. })
        ));
        assert!(matches!(
            range("6..9", 8),
            Err(ShardRangeError::Outside { .. })
        ));
        for bad in ["", "3", "a..b", "1..-2", "..4"] {
            assert!(
                matches!(range(bad, 8), Err(ShardRangeError::Unreadable(_))),
                "{bad}"
            );
        }
    }
}
