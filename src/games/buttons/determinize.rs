//! A state drawn from what one seat may know ([`Game::determinize`]), for the AI's
//! search: in War of the Buttons, the state itself.
//!
//! Nothing is private: every player's view is the full state (WB-I.3). What is hidden from
//! everyone is only what is not decided yet — the next card of the draw pile and the next
//! bonus token (WB-I.2). The state does not hold it: the draw pile and the token pool are
//! unordered sets, kept sorted, whose contents follow from what lies open (WB-I.2), and
//! each draw is a chance outcome (CH-3, CH-4) that the search samples through
//! [`Game::sample_chance`] like any roll. No turn hides a choice either: one seat acts at
//! a time (WB-0.11). So the only state a seat cannot tell from this one is this one.
//!
//! [`Game::determinize`]: crate::engine::Game::determinize
//! [`Game::sample_chance`]: crate::engine::Game::sample_chance

use super::Buttons;

/// The only state consistent with what any seat sees of `game`: `game`.
pub(super) fn determinize(game: &Buttons) -> Buttons {
    game.clone()
}

#[cfg(test)]
#[path = "determinize_tests.rs"]
mod tests;
