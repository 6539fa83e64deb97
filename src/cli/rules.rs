//! `gametable rules`: a game's rule help in the terminal.

use super::output::{print_error, print_line};
use crate::games::registry;
use crate::i18n::{Lang, Localizer, Medium};
use crate::table::unknown_game;
use clap::Args;

/// Options of `gametable rules`.
#[derive(Args, Debug)]
pub struct RulesArgs {
    /// The game (boast, …).
    #[arg(
        value_name = "GAME",
        required_unless_present = "game_option",
        conflicts_with = "game_option"
    )]
    pub game: Option<String>,
    /// The game, named as the other commands take it (`--game haggis`).
    #[arg(long = "game", value_name = "GAME")]
    pub game_option: Option<String>,
    /// The language.
    #[arg(long, env = "GAMETABLE_LANG", default_value = "en")]
    pub lang: Lang,
}

/// Prints every section; exit code 1 for an unknown game.
pub fn run(args: RulesArgs) -> anyhow::Result<i32> {
    let games = registry();
    // clap requires one of the two.
    let game = args.game.or(args.game_option).unwrap_or_default();
    let Some(kind) = games.iter().find(|k| k.info().id == game.to_lowercase()) else {
        let text = unknown_game(&games, &game);
        let said =
            Localizer::global().render_in(Medium::Terminal, args.lang, &text, &|s| s.to_string());
        print_error(said);
        return Ok(1);
    };
    for section in Localizer::global().rule_help(args.lang, kind.info()) {
        print_line(format_args!("## {}\n\n{}\n", section.title, section.body))?;
    }
    Ok(0)
}
