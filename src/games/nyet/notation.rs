//! Move notation: what players type and what records store.
//!
//! | Move | Canonical | Also read |
//! |---|---|---|
//! | cover a field (NY-4) | `nyet trump green`, `nyet trump none`, `nyet super red`, `nyet points -2`, `nyet discard 2`, `nyet discard except1`, `nyet discard pass`, `nyet first 3` | colour letters (`nyet trump g`), any case |
//! | choose a partner (4 players) | `partner 3` | |
//! | choose the lone player (3 players) | `alone 2` | |
//! | choose the team of 2 (5 players) | `team 2 4` | any order |
//! | give the bonus card (5 players) | `bonus 4` | |
//! | discard cards (NY-5.3) | `discard g7 r13` | any order, commas |
//! | pass a card left (NY-5.3) | `pass y1` | |
//! | play a card | `r13` | `play r13` |
//!
//! Seats are counted from 1. Output is canonical (cards sorted, seats lowest first).

use super::board::{DiscardRule, Field, Row, POINTS};
use super::cards::Card;
use super::rules::MAX_PLAYERS;
use crate::engine::{NotationError, Seat};
use crate::games::colour::Colour;
use std::fmt;
use std::str::FromStr;

/// The Fluent id of the hint shown when a move cannot be read.
pub const HINT: &str = "nyet-notation-hint";

/// A move of NYET!.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// NY-4.2: cover a field with a chip.
    Cover(Field),
    /// NY-5.1, 4 players: the first player's partner.
    Partner(Seat),
    /// NY-5.1, 3 players: who plays alone (possibly the first player).
    Alone(Seat),
    /// NY-5.1, 5 players: the team of 2 (the others form the team of 3).
    Team(Seat, Seat),
    /// NY-5.2, 5 players: who gets the bonus card.
    Bonus(Seat),
    /// NY-5.3: discard these cards (sorted).
    Discard(Vec<Card>),
    /// NY-5.3: pass this card to the left neighbour.
    Pass(Card),
    /// NY-6: play a card to the trick.
    Play(Card),
}

fn colour_word(c: Option<Colour>) -> &'static str {
    c.map_or("none", Colour::name)
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Cover(field) => {
                write!(f, "nyet {} ", field.row().word())?;
                match *field {
                    Field::First(seat) => write!(f, "{seat}"),
                    Field::Discard(rule) => f.write_str(rule.word()),
                    Field::Trump(c) | Field::Super(c) => f.write_str(colour_word(c)),
                    Field::Points(p) => write!(f, "{p}"),
                }
            }
            Move::Partner(s) => write!(f, "partner {s}"),
            Move::Alone(s) => write!(f, "alone {s}"),
            Move::Team(a, b) => write!(f, "team {} {}", a.min(b), a.max(b)),
            Move::Bonus(s) => write!(f, "bonus {s}"),
            Move::Discard(cards) => {
                f.write_str("discard")?;
                let mut sorted = cards.clone();
                sorted.sort();
                for c in sorted {
                    write!(f, " {c}")?;
                }
                Ok(())
            }
            Move::Pass(c) => write!(f, "pass {c}"),
            Move::Play(c) => write!(f, "{c}"),
        }
    }
}

/// A seat counted from 1.
fn seat(word: &str) -> Option<Seat> {
    if word.len() != 1 {
        return None;
    }
    let n: u8 = word.parse().ok()?;
    (1..=MAX_PLAYERS as u8).contains(&n).then(|| Seat(n - 1))
}

fn colour_or_none(word: &str) -> Option<Option<Colour>> {
    if word == "none" || word == "nyet" {
        return Some(None);
    }
    let c: Colour = word.parse().ok()?;
    (c != Colour::Orange).then_some(Some(c))
}

fn field(row: &str, value: &str) -> Option<Field> {
    match row {
        "first" => seat(value).map(Field::First),
        "discard" => DiscardRule::ALL
            .into_iter()
            .find(|r| r.word() == value)
            .map(Field::Discard),
        "trump" => colour_or_none(value).map(Field::Trump),
        "super" => colour_or_none(value).map(Field::Super),
        "points" => {
            let p: i8 = value.parse().ok()?;
            POINTS.contains(&p).then_some(Field::Points(p))
        }
        _ => None,
    }
}

impl FromStr for Move {
    type Err = NotationError;

    fn from_str(s: &str) -> Result<Move, NotationError> {
        let unreadable = || NotationError::new(s, HINT);
        let lower = s.to_lowercase().replace(',', " ");
        let words: Vec<&str> = lower.split_whitespace().collect();
        let card = |w: &str| w.parse::<Card>().ok();
        let mv = match words.as_slice() {
            ["nyet", row, value] => field(row, value).map(Move::Cover),
            ["partner", s] => seat(s).map(Move::Partner),
            ["alone", s] => seat(s).map(Move::Alone),
            ["team", a, b] => match (seat(a), seat(b)) {
                (Some(a), Some(b)) if a != b => Some(Move::Team(a.min(b), a.max(b))),
                _ => None,
            },
            ["bonus", s] => seat(s).map(Move::Bonus),
            ["discard", cards @ ..] if (1..=2).contains(&cards.len()) => cards
                .iter()
                .map(|w| card(w))
                .collect::<Option<Vec<Card>>>()
                .map(|mut v| {
                    v.sort();
                    Move::Discard(v)
                }),
            ["pass", c] => card(c).map(Move::Pass),
            ["play", c] | [c] => card(c).map(Move::Play),
            _ => None,
        };
        mv.ok_or_else(unreadable)
    }
}

impl Move {
    /// The row a cover move is about, if it is one.
    pub fn row(&self) -> Option<Row> {
        match self {
            Move::Cover(f) => Some(f.row()),
            _ => None,
        }
    }
}
