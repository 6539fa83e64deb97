//! The games, one folder each, and the registry that lists them.

pub mod boast;
pub mod buttons;
pub mod clown;
pub mod colour;
pub mod dealing;
#[cfg(test)]
pub(crate) mod determinize_support;
pub mod haggis;
pub mod nyet;
pub mod option_value;

use crate::engine::{GameKind, Kind};

static BOAST: Kind<boast::Boast> = Kind::new();
static BUTTONS: Kind<buttons::Buttons> = Kind::new();
static CLOWN: Kind<clown::Clown> = Kind::new();
static HAGGIS: Kind<haggis::Haggis> = Kind::new();
static NYET: Kind<nyet::Nyet> = Kind::new();

/// Every game gametable hosts. Adding a game adds one line here.
pub fn registry() -> Vec<&'static dyn GameKind> {
    vec![&BOAST, &BUTTONS, &CLOWN, &HAGGIS, &NYET]
}
