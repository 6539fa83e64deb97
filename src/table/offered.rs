//! How the table names the games it offers to someone who asked for one it does not
//! know: each by its name, and in the terminal also by the id that `--game` takes.

use crate::engine::{Arg, GameKind, Text};

/// The refusal of a game nobody offers: what was asked for, as typed, and the games
/// there are (`table-game-choice`: the name, which is what Discord shows for a choice;
/// at the terminal, the id one types, with the name).
pub fn unknown_game(registry: &[&dyn GameKind], asked: &str) -> Text {
    let known: Vec<Arg> = registry
        .iter()
        .map(|kind| {
            let info = kind.info();
            Text::new("table-game-choice")
                .arg("id", Arg::Verbatim(info.id.to_owned()))
                .arg("name", Text::new(info.name))
                .into()
        })
        .collect();
    Text::new("table-unknown-game")
        .arg("game", Arg::Verbatim(asked.to_owned()))
        .arg("games", Arg::List(known))
}
