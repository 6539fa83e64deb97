//! gametable: card and dice games for Discord servers, one table per channel.
//!
//! Dependencies point one way: the transports ([`cli`], later Discord) use the
//! [`table`] layer, which uses the [`store`] and drives games only through the
//! [`engine`] contract; the [`games`] implement that contract and are named in one
//! place, their registry. See `ARCHITECTURE.md`.

pub mod ai;
pub mod cli;
pub mod delivery;
pub mod discord;
pub mod engine;
pub mod games;
pub mod i18n;
pub mod listener;
pub mod metrics;
pub mod ratings;
pub mod render;
pub mod seating;
pub mod store;
pub mod table;
