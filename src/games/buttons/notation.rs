//! Move notation: what players type and what records store (WB-M).
//!
//! | Move | Canonical | Notes |
//! |---|---|---|
//! | M-1 place detainees | `detain d6:1 d7:2 d8:3` | die `d<n>` of your own, detention space 1–4 |
//! | M-2 rename (C13–C15) | `rename c13 d2:5 d4:6` | your die, its new value |
//! | M-3 reroll (C16) | `reroll d1 d3` | your dice in hand |
//! | M-4 finish the post-roll step | `done` | |
//! | M-5 take a white die | `white w4` | a white die on the pond |
//! | M-6 change a value | `change d2 6` | your die in hand, its new value |
//! | M-7 rescue a detainee | `rescue c07 d6` | a card you own, your detainee |
//! | M-8 bid | `bid forest 5 5 +w3 +bb5` | own dice by value, white dice by id, a BB with its value |
//! | M-9 school | `school exam 4`, `school free 1 d7`, `school traitor 3 d6`, `school traitor 3 none`, `school build 2 s4` | space, the value of your die, then its choice |
//! | M-10 buy a card | `buy s2 2 2 2`, `buy s1 3 3 +bb3 s5` | slot, items as for a bid, then the section for C01–C04 |
//! | M-11 village | `village 1 3 +w2 +bb1` | items as for a bid, of any values |
//! | M-12 end the turn | `end` | |
//! | M-13 forced pass | `pass` | the engine plays it by itself (WB-0.10) |
//! | M-14 traitor penalty | `penalty d3 h2` | your die, detention space 1–4 |
//! | M-15 resolve a token | `token quarry s3 d7`, `token exam` | token space, then section and/or detainee |
//!
//! Your own coloured dice are interchangeable apart from their ids: where a move names them
//! by value, the engine takes the lowest ids showing that value. School spaces are `exam`,
//! `free`, `traitor`, `start`, `bb` (also `bigbrother`), `build` and `star`; sections are
//! `s1`…`s6`. Input is read case-insensitively with spaces or commas; output is canonical
//! (values and ids in ascending order), so the two round-trip.

use super::data::{
    detention_spaces, is_face, CARDS, DICE_PER_PLAYER, DIE_FACES, HUT_SECTIONS, MAX_SLOTS,
    WHITE_DICE,
};
use super::dice::{CardId, Space, TokenSpace};
use super::location::Location;
use crate::engine::NotationError;
use std::fmt;
use std::str::FromStr;

/// The Fluent id of the hint shown when a move cannot be read.
pub const HINT: &str = "buttons-notation-hint";

/// The items of a dice action (WB-0.9): own coloured dice by value, white dice in hand
/// by id, and at most one BB token with its declared value.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Items {
    /// Values of the player's own coloured dice, ascending.
    pub own: Vec<u8>,
    /// Numbers of white dice (`w<n>`), ascending.
    pub white: Vec<u8>,
    /// A BB token's declared value.
    pub bb: Option<u8>,
}

impl Items {
    /// The number of items (WB-0.9).
    pub fn count(&self) -> usize {
        self.own.len() + self.white.len() + usize::from(self.bb.is_some())
    }

    fn canonical(mut self) -> Items {
        self.own.sort_unstable();
        self.white.sort_unstable();
        self
    }
}

impl fmt::Display for Items {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for v in &self.own {
            write!(f, " {v}")?;
        }
        for w in &self.white {
            write!(f, " +w{w}")?;
        }
        if let Some(v) = self.bb {
            write!(f, " +bb{v}")?;
        }
        Ok(())
    }
}

/// A move of War of the Buttons (WB-M). Dice numbers `n` name the mover's own `d<n>`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// M-1: (die, detention space 1–4) for each setup-rolled die.
    Detain(Vec<(u8, u8)>),
    /// M-2: rename with a post-roll card: (die, new value) pairs.
    Rename {
        /// C13, C14 or C15.
        card: CardId,
        /// (die, new value).
        changes: Vec<(u8, u8)>,
    },
    /// M-3: reroll these dice with C16.
    Reroll(Vec<u8>),
    /// M-4: finish the post-roll step.
    Done,
    /// M-5: take white die `w<n>` from the pond.
    White(u8),
    /// M-6: change a die in hand to a new value.
    Change {
        /// The die.
        die: u8,
        /// Its new value.
        value: u8,
    },
    /// M-7: give up a card to free a detainee.
    Rescue {
        /// The card given up.
        card: CardId,
        /// The detainee.
        die: u8,
    },
    /// M-8: bid at a location.
    Bid {
        /// The location.
        location: Location,
        /// The items.
        items: Items,
    },
    /// M-9: one die in the school.
    School {
        /// The space.
        space: Space,
        /// The value of the own die placed.
        value: u8,
        /// FREE / TRAITOR: the detainee taken into the hand.
        detainee: Option<u8>,
        /// BUILD: the section built.
        section: Option<u8>,
    },
    /// M-10: buy the card in a slot (1-based).
    Buy {
        /// The slot, 1-based.
        slot: u8,
        /// The items.
        items: Items,
        /// C01–C04: the section built.
        section: Option<u8>,
    },
    /// M-11: place items in the village.
    Village(Items),
    /// M-12: end the turn.
    End,
    /// M-13: the forced pass (applied by the engine).
    Pass,
    /// M-14: the traitor penalty: a die onto a detention space.
    Penalty {
        /// The die.
        die: u8,
        /// The detention space, 1–4.
        space: u8,
    },
    /// M-15: resolve a claimed token.
    Token {
        /// The token's space.
        space: TokenSpace,
        /// The section built.
        section: Option<u8>,
        /// The detainee rescued.
        detainee: Option<u8>,
    },
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Detain(pairs) => {
                f.write_str("detain")?;
                pairs.iter().try_for_each(|(d, s)| write!(f, " d{d}:{s}"))
            }
            Move::Rename { card, changes } => {
                write!(f, "rename {card}")?;
                changes.iter().try_for_each(|(d, v)| write!(f, " d{d}:{v}"))
            }
            Move::Reroll(dice) => {
                f.write_str("reroll")?;
                dice.iter().try_for_each(|d| write!(f, " d{d}"))
            }
            Move::Done => f.write_str("done"),
            Move::White(w) => write!(f, "white w{w}"),
            Move::Change { die, value } => write!(f, "change d{die} {value}"),
            Move::Rescue { card, die } => write!(f, "rescue {card} d{die}"),
            Move::Bid { location, items } => write!(f, "bid {}{items}", location.word()),
            Move::School {
                space,
                value,
                detainee,
                section,
            } => {
                write!(f, "school {} {value}", space.word())?;
                if let Some(d) = detainee {
                    write!(f, " d{d}")?;
                } else if *space == Space::Traitor {
                    f.write_str(" none")?;
                }
                if let Some(s) = section {
                    write!(f, " s{s}")?;
                }
                Ok(())
            }
            Move::Buy {
                slot,
                items,
                section,
            } => {
                write!(f, "buy s{slot}{items}")?;
                if let Some(s) = section {
                    write!(f, " s{s}")?;
                }
                Ok(())
            }
            Move::Village(items) => write!(f, "village{items}"),
            Move::End => f.write_str("end"),
            Move::Pass => f.write_str("pass"),
            Move::Penalty { die, space } => write!(f, "penalty d{die} h{space}"),
            Move::Token {
                space,
                section,
                detainee,
            } => {
                write!(f, "token {}", space.word())?;
                if let Some(s) = section {
                    write!(f, " s{s}")?;
                }
                if let Some(d) = detainee {
                    write!(f, " d{d}")?;
                }
                Ok(())
            }
        }
    }
}

/// A number after a one-letter (or two-letter) prefix: `d7` → 7.
fn prefixed(word: &str, prefix: &str, max: u8) -> Option<u8> {
    let n: u8 = word.strip_prefix(prefix)?.parse().ok()?;
    (1..=max).contains(&n).then_some(n)
}

fn value(word: &str) -> Option<u8> {
    let v: u8 = word.parse().ok()?;
    is_face(v).then_some(v)
}

fn pair(word: &str, max_second: u8) -> Option<(u8, u8)> {
    let (a, b) = word.split_once(':')?;
    let b: u8 = b.parse().ok()?;
    Some((
        prefixed(a, "d", DICE_PER_PLAYER)?,
        (1..=max_second).contains(&b).then_some(b)?,
    ))
}

fn card(word: &str) -> Option<CardId> {
    let n = prefixed(word, "c", CARDS.len() as u8)?;
    Some(CardId(n))
}

/// Reads items; a trailing `s<n>` (the section of a buy) is returned apart.
fn items(words: &[&str]) -> Option<(Items, Option<u8>)> {
    let mut items = Items::default();
    let mut section = None;
    for (i, w) in words.iter().enumerate() {
        if let Some(v) = value(w) {
            items.own.push(v);
        } else if let Some(n) = w.strip_prefix("+w").and_then(|n| n.parse::<u8>().ok()) {
            if !(1..=WHITE_DICE).contains(&n) || items.white.contains(&n) {
                return None;
            }
            items.white.push(n);
        } else if let Some(v) = w.strip_prefix("+bb").and_then(value) {
            if items.bb.replace(v).is_some() {
                return None;
            }
        } else if i + 1 == words.len() {
            section = Some(prefixed(w, "s", HUT_SECTIONS)?);
        } else {
            return None;
        }
    }
    Some((items.canonical(), section))
}

fn location(word: &str) -> Option<Location> {
    Location::ALL.into_iter().find(|l| l.word() == word)
}

fn space(word: &str) -> Option<Space> {
    if word == "bigbrother" || word == "big-brother" {
        return Some(Space::BigBrother);
    }
    Space::ALL.into_iter().find(|s| s.word() == word)
}

fn parse(words: &[&str]) -> Option<Move> {
    let (&head, rest) = words.split_first()?;
    Some(match (head, rest) {
        ("detain", _) => Move::Detain(
            rest.iter()
                .map(|w| pair(w, detention_spaces()))
                .collect::<Option<_>>()?,
        ),
        ("rename", [c, changes @ ..]) => Move::Rename {
            card: card(c)?,
            changes: changes
                .iter()
                .map(|w| pair(w, DIE_FACES))
                .collect::<Option<_>>()?,
        },
        ("reroll", _) => Move::Reroll(
            rest.iter()
                .map(|w| prefixed(w, "d", DICE_PER_PLAYER))
                .collect::<Option<_>>()?,
        ),
        ("done", []) => Move::Done,
        ("white", [w]) => Move::White(prefixed(w, "w", WHITE_DICE)?),
        ("change", [d, v]) => Move::Change {
            die: prefixed(d, "d", DICE_PER_PLAYER)?,
            value: value(v)?,
        },
        ("rescue", [c, d]) => Move::Rescue {
            card: card(c)?,
            die: prefixed(d, "d", DICE_PER_PLAYER)?,
        },
        ("bid", [l, rest @ ..]) => {
            let (items, section) = items(rest)?;
            if section.is_some() {
                return None;
            }
            Move::Bid {
                location: location(l)?,
                items,
            }
        }
        ("school", [s, v, rest @ ..]) => {
            let space = space(s)?;
            let value = value(v)?;
            let (mut detainee, mut section) = (None, None);
            match (space, rest) {
                (Space::Free | Space::Traitor, [d]) if *d != "none" => {
                    detainee = Some(prefixed(d, "d", DICE_PER_PLAYER)?)
                }
                (Space::Traitor, ["none"] | []) => {}
                (Space::Build, [s]) => section = Some(prefixed(s, "s", HUT_SECTIONS)?),
                (_, []) => {}
                _ => return None,
            }
            Move::School {
                space,
                value,
                detainee,
                section,
            }
        }
        ("buy", [s, rest @ ..]) => {
            let (items, section) = items(rest)?;
            Move::Buy {
                slot: prefixed(s, "s", MAX_SLOTS as u8)?,
                items,
                section,
            }
        }
        ("village", _) => {
            let (items, section) = items(rest)?;
            if section.is_some() {
                return None;
            }
            Move::Village(items)
        }
        ("end", []) => Move::End,
        ("pass", []) => Move::Pass,
        ("penalty", [d, h]) => Move::Penalty {
            die: prefixed(d, "d", DICE_PER_PLAYER)?,
            space: prefixed(h, "h", detention_spaces())?,
        },
        ("token", [s, rest @ ..]) => {
            let space = if *s == "exam" {
                TokenSpace::Exam
            } else {
                TokenSpace::Location(location(s)?)
            };
            let (mut section, mut detainee) = (None, None);
            for w in rest {
                if let Some(n) = prefixed(w, "s", HUT_SECTIONS).filter(|_| section.is_none()) {
                    section = Some(n);
                } else {
                    detainee =
                        Some(prefixed(w, "d", DICE_PER_PLAYER).filter(|_| detainee.is_none())?);
                }
            }
            Move::Token {
                space,
                section,
                detainee,
            }
        }
        _ => return None,
    })
}

impl FromStr for Move {
    type Err = NotationError;

    fn from_str(input: &str) -> Result<Move, NotationError> {
        let lower = input.trim().to_lowercase();
        let words: Vec<&str> = lower
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|w| !w.is_empty())
            .collect();
        parse(&words).ok_or_else(|| NotationError::new(input, HINT))
    }
}
