//! `/stats` and `/leaderboard`: the ratings kept per server, read from the store and
//! shown privately to the caller, in their language, as one embed. A game that is not
//! offered, or a store that cannot answer, is said privately and changes nothing.

use super::respond::clip;
use crate::engine::{Arg, GameKind, Text};
use crate::i18n::{decimal, Lang, Localizer};
use crate::ratings::Standing;
use crate::store::{RatedPlayer, StoreError};
use crate::table::{Tables, UserId};
use serde_json::{json, Value};

/// How many players a leaderboard shows.
pub const LEADERBOARD_SIZE: usize = 10;
/// Discord's limit for an embed description.
const EMBED_LIMIT: usize = 4096;
/// Discord's limit for an embed title.
const TITLE_LIMIT: usize = 256;

/// Renders texts in one language, with the numbers of ratings written its way.
struct Writer<'a> {
    localizer: &'a Localizer,
    lang: Lang,
}

impl Writer<'_> {
    fn render(&self, text: &Text) -> String {
        self.localizer.render(self.lang, text, &|s| s.to_string())
    }

    /// A rating number with one decimal, the language's decimal separator and a true
    /// minus sign (a rating less three uncertainties is below zero for newcomers).
    fn number(&self, value: f64) -> Arg {
        let point = self
            .localizer
            .message(self.lang, "ratings-decimal-point", None);
        Arg::Verbatim(decimal(value, &point))
    }

    /// A game's display name, from its id (the id itself for a game no longer offered).
    fn game(registry: &[&dyn GameKind], id: &str) -> Arg {
        registry.iter().find(|k| k.info().id == id).map_or_else(
            || Arg::Verbatim(id.to_owned()),
            |k| Text::new(k.info().name).into(),
        )
    }

    fn games_and_wins(standing: &Standing) -> (Text, Text) {
        (
            Text::new("ratings-games").arg("count", i64::from(standing.games)),
            Text::new("ratings-wins").arg("count", i64::from(standing.wins)),
        )
    }

    /// One game's line of `/stats`, and the places taken in it.
    fn stats_lines(&self, registry: &[&dyn GameKind], rated: &RatedPlayer) -> [String; 2] {
        let s = &rated.standing;
        let (games, wins) = Self::games_and_wins(s);
        let id = if s.provisional() {
            "ratings-stats-line-provisional"
        } else {
            "ratings-stats-line"
        };
        let line = Text::new(id)
            .arg("game", Self::game(registry, &rated.game))
            .arg("rating", self.number(s.skill.rating))
            .arg("uncertainty", self.number(s.skill.uncertainty))
            .arg("games", games)
            .arg("wins", wins);
        let places = s
            .places
            .iter()
            .enumerate()
            .filter(|(_, count)| **count > 0)
            .map(|(index, count)| {
                Text::new("ratings-place")
                    .arg("place", index as i64 + 1)
                    .arg("count", i64::from(*count))
                    .into()
            })
            .collect();
        let places = Text::new("ratings-places").arg("places", Arg::List(places));
        [self.render(&line), self.render(&places)]
    }
}

/// A private embed answer; mentions in it show names and ping nobody.
fn embed(title: &str, description: &str) -> Value {
    json!({
        "embeds": [{
            "title": clip(title, TITLE_LIMIT),
            "description": clip(description, EMBED_LIMIT),
            "color": 0x2e_8b_57,
        }],
        "flags": 64,
        "allowed_mentions": { "parse": [] },
    })
}

/// The answer to `/stats`: `player`'s standing in each game (or only `game`) on this
/// server, or that they have no rated games yet.
pub fn stats(
    localizer: &Localizer,
    registry: &[&dyn GameKind],
    lang: Lang,
    player: UserId,
    game: Option<&str>,
    found: &[RatedPlayer],
) -> Value {
    let w = Writer { localizer, lang };
    let mention = Arg::Verbatim(format!("<@{}>", player.0));
    let title = w.render(&Text::new("ratings-stats-title"));
    let shown: Vec<&RatedPlayer> = found
        .iter()
        .filter(|p| game.is_none_or(|g| p.game == g))
        .collect();
    if shown.is_empty() {
        let none = match game {
            Some(game) => {
                Text::new("ratings-stats-none-game").arg("game", Writer::game(registry, game))
            }
            None => Text::new("ratings-stats-none"),
        };
        return embed(&title, &w.render(&none.arg("player", mention)));
    }
    let mut lines = vec![w.render(&Text::new("ratings-stats-heading").arg("player", mention))];
    for rated in shown {
        lines.extend(w.stats_lines(registry, rated));
    }
    embed(&title, &lines.join("\n"))
}

/// The answer to `/leaderboard`: the server's best players of `game`, best first, by
/// conservative skill, the provisional ones marked.
pub fn leaderboard(
    localizer: &Localizer,
    registry: &[&dyn GameKind],
    lang: Lang,
    game: &str,
    best: &[RatedPlayer],
) -> Value {
    let w = Writer { localizer, lang };
    let name = Writer::game(registry, game);
    let title = w.render(&Text::new("ratings-leaderboard-title").arg("game", name.clone()));
    if best.is_empty() {
        let empty = Text::new("ratings-leaderboard-empty").arg("game", name);
        return embed(&title, &w.render(&empty));
    }
    let mut lines: Vec<String> = best
        .iter()
        .enumerate()
        .map(|(index, rated)| {
            let s = &rated.standing;
            let id = if s.provisional() {
                "ratings-leaderboard-line-provisional"
            } else {
                "ratings-leaderboard-line"
            };
            let (games, _) = Writer::games_and_wins(s);
            w.render(
                &Text::new(id)
                    .arg("rank", index as i64 + 1)
                    .arg("player", Arg::Verbatim(format!("<@{}>", rated.user.0)))
                    .arg("score", w.number(s.skill.conservative()))
                    .arg("rating", w.number(s.skill.rating))
                    .arg("uncertainty", w.number(s.skill.uncertainty))
                    .arg("games", games),
            )
        })
        .collect();
    lines.push(String::new());
    lines.push(w.render(&Text::new("ratings-leaderboard-footer")));
    embed(&title, &lines.join("\n"))
}

/// The answer to `/stats` on the server `server`: `player`'s ratings, in every game or in
/// `game`.
pub async fn stats_answer(
    tables: &Tables,
    server: u64,
    player: UserId,
    game: Option<String>,
    lang: Lang,
) -> Value {
    let (localizer, registry) = (tables.context().localizer, &tables.context().registry);
    if let Some(refusal) = game.as_deref().and_then(|g| unknown(tables, g, lang)) {
        return refusal;
    }
    let found = tables.store().standings(server, player).await;
    read(localizer, lang, found, |found| {
        stats(localizer, registry, lang, player, game.as_deref(), &found)
    })
}

/// The answer to `/leaderboard` on the server `server`: its best players of `game`.
pub async fn leaderboard_answer(tables: &Tables, server: u64, game: String, lang: Lang) -> Value {
    let (localizer, registry) = (tables.context().localizer, &tables.context().registry);
    if let Some(refusal) = unknown(tables, &game, lang) {
        return refusal;
    }
    let best = tables
        .store()
        .leaderboard(server, game.clone(), LEADERBOARD_SIZE)
        .await;
    read(localizer, lang, best, |best| {
        leaderboard(localizer, registry, lang, &game, &best)
    })
}

/// The refusal of a game that is not offered, if `game` is not.
fn unknown(tables: &Tables, game: &str, lang: Lang) -> Option<Value> {
    let registry = &tables.context().registry;
    registry
        .iter()
        .all(|k| k.info().id != game)
        .then(|| super::rules::unknown_game(tables.context().localizer, registry, game, lang))
}

/// What was read, shown; or, when the store could not answer, that it could not.
fn read<T>(
    localizer: &Localizer,
    lang: Lang,
    read: Result<T, StoreError>,
    show: impl FnOnce(T) -> Value,
) -> Value {
    match read {
        Ok(found) => show(found),
        Err(e) => {
            tracing::warn!(error = %e, "cannot read the ratings");
            let text = localizer.message(lang, "ratings-unavailable", None);
            json!({ "content": text, "flags": 64 })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ratings::Skill;

    fn rated(user: u64, game: &str, rating: f64, uncertainty: f64, games: u32) -> RatedPlayer {
        RatedPlayer {
            user: UserId(user),
            game: game.into(),
            standing: Standing {
                skill: Skill {
                    rating,
                    uncertainty,
                },
                games,
                wins: 1,
                places: vec![1, 0, games - 1],
            },
        }
    }

    fn description(answer: &Value) -> String {
        answer["embeds"][0]["description"]
            .as_str()
            .unwrap_or_default()
            .to_owned()
    }

    #[test]
    fn stats_show_rating_uncertainty_games_wins_and_places() {
        let registry = crate::games::registry();
        let found = [
            rated(7, "clown", 27.635_231, 8.065_506, 1),
            rated(7, "haggis", 31.26, 2.0, 6),
        ];
        let answer = stats(
            Localizer::global(),
            &registry,
            Lang::En,
            UserId(7),
            None,
            &found,
        );
        assert_eq!(answer["flags"], 64);
        assert_eq!(answer["allowed_mentions"]["parse"], json!([]));
        assert_eq!(
            description(&answer),
            "<@7>:\n\
             **Clown Standoff**: 27.6 ± 8.1 (provisional) — one rated game, one win\n\
             Places: 1.: 1×\n\
             **Haggis**: 31.3 ± 2.0 — 6 rated games, one win\n\
             Places: 1.: 1×, 3.: 5×"
        );
        let hu = stats(
            Localizer::global(),
            &registry,
            Lang::Hu,
            UserId(7),
            Some("clown"),
            &found,
        );
        assert!(description(&hu).contains("27,6 ± 8,1 (ideiglenes)"), "{hu}");
        assert!(!description(&hu).contains("Haggis"));
        let none = stats(
            Localizer::global(),
            &registry,
            Lang::En,
            UserId(8),
            Some("nyet"),
            &[],
        );
        assert_eq!(
            description(&none),
            "<@8> has no rated games of NYET! on this server yet."
        );
    }

    #[test]
    fn leaderboards_rank_by_conservative_skill_and_mark_the_provisional() {
        let registry = crate::games::registry();
        let best = [
            rated(1, "boast", 30.0, 2.0, 9),
            rated(2, "boast", 27.6, 8.1, 1),
        ];
        for lang in Lang::ALL {
            let answer = leaderboard(Localizer::global(), &registry, lang, "boast", &best);
            let text = description(&answer);
            assert!(
                text.lines()
                    .next()
                    .is_some_and(|l| l.starts_with("1. <@1>")),
                "{text}"
            );
            assert!(text.contains("2. <@2>"), "{text}");
        }
        let en = leaderboard(Localizer::global(), &registry, Lang::En, "boast", &best);
        assert_eq!(en["embeds"][0]["title"], "Leaderboard: Boast or Nothing");
        let text = description(&en);
        assert!(
            text.contains("1. <@1> — **24.0** (30.0 ± 2.0), 9 rated games\n"),
            "{text}"
        );
        assert!(text.contains("2. <@2> — **3.3** (27.6 ± 8.1), one rated game (provisional)"));
        let empty = leaderboard(Localizer::global(), &registry, Lang::En, "boast", &[]);
        assert_eq!(
            description(&empty),
            "Nobody has a rated game of Boast or Nothing on this server yet."
        );
    }
}
