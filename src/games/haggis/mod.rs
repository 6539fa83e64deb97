//! Haggis: a climbing card game for 2–3 players with wild cards, bombs and bets. The
//! rules are `shared/rules/haggis.md`; rule ids (`HG-x.y`) are cited where they are
//! implemented.

pub mod cards;
pub mod combination;
pub mod notation;
