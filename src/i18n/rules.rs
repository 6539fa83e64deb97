//! The rule help of every game: one mechanism for local mode and Discord's `/rules`.

use super::{Lang, Localizer};
use crate::engine::GameInfo;

/// One section of a game's rule help, sized for one Discord embed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleSection {
    /// The section key, e.g. `scoring`.
    pub key: &'static str,
    /// The section title.
    pub title: String,
    /// The section text (Discord markdown).
    pub body: String,
}

impl Localizer {
    /// The rule help of `game` in `lang`: message `<game>-rules-<section>` and its
    /// `.title`, for every section the game lists.
    pub fn rule_help(&self, lang: Lang, game: &GameInfo) -> Vec<RuleSection> {
        game.rule_sections
            .iter()
            .map(|key| {
                let id = format!("{}-rules-{key}", game.id);
                RuleSection {
                    key,
                    title: self.message(lang, &id, Some("title")),
                    body: self.message(lang, &id, None),
                }
            })
            .collect()
    }
}
