//! gametable: card and dice games for Discord servers, one table per channel.
//!
//! Dependencies point one way: transports (`cli`, later Discord) → [`table`] →
//! [`engine`] (the contract) → [`games`]. See `ARCHITECTURE.md`.

pub mod cli;
pub mod engine;
pub mod games;
pub mod i18n;
pub mod store;
pub mod table;
